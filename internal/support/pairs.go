package support

import (
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/verbatim-go/verbatim/internal/lexicon"
	"github.com/verbatim-go/verbatim/internal/words"
	"github.com/verbatim-go/verbatim/numbers"
)

// A valuePair is a value and the date it is given for, next to each other
// in a text: "12% in 2021", "$4.1 billion for 2023".
type valuePair struct {
	value, date int // indexes into the text's numbers
}

// countedWords reports whether ws, the words right after a value, are
// what it counts ("patients", "new homes"): words of letters that join
// nothing.
func countedWords(ws []string) bool {
	for _, w := range ws {
		if !isASCIIWord(w) || w == "and" || w == "or" || w == "to" || w == "from" || w == "of" {
			return false
		}
	}
	return true
}

// valuePairs returns the pairs of text t: a number that is no date, then,
// after "in", "for", "during", "by" or "as of", a year or a date; the
// words the number counts may stand between ("5,000 patients in 2021").
func valuePairs(t *Text) []valuePair {
	var out []valuePair
	for i := 0; i+1 < len(t.nums); i++ {
		v, d := t.nums[i], t.nums[i+1]
		if v.Kind == numbers.Date || isYearTok(v) || !(d.Kind == numbers.Date || isYearTok(d)) {
			continue
		}
		gap := strings.ToLower(strings.TrimSpace(t.src[v.End:d.Start]))
		if f := strings.Fields(gap); len(f) == 2 && periodIDs[f[1]] {
			gap = f[0] // "in Q3 2024"
		} else if n := len(f); n >= 2 && n <= 3 && countedWords(f[:n-1]) {
			gap = f[n-1] // "patients in" of "5,000 patients in 2021"
		}
		switch gap {
		case "in", "for", "during", "by", "as of":
			out = append(out, valuePair{i, i + 1})
		}
	}
	return out
}

// claimPairs returns the pairs of claim t: those of valuePairs, or, for a
// claim of one date and one value after it, the two, where the date
// follows "in", "for", "during" or "as of": "In 2023, revenue was $5
// billion", "Revenue in 2023 was $5 billion".
func claimPairs(t *Text) []valuePair {
	if ps := valuePairs(t); len(ps) > 0 || len(t.nums) != 2 {
		return ps
	}
	d, v := t.nums[0], t.nums[1]
	if !(d.Kind == numbers.Date || isYearTok(d)) || v.Kind == numbers.Date || isYearTok(v) {
		return nil
	}
	switch w, j := wordBeforeNumber(t.src, d.Start); w {
	case "in", "for", "during":
	case "of":
		if o, _ := lastWordBefore(t.src, int32(j)); o != "as" {
			return nil
		}
	default:
		return nil
	}
	return []valuePair{{value: 1, date: 0}}
}

// periodIDs are the parts of a year written before it: "Q3 2024".
var periodIDs = setOf(`q1 q2 q3 q4 h1 h2 fy`)

// isYearTok reports whether number t is written as a year.
func isYearTok(t numbers.Token) bool {
	return t.Kind == numbers.Integer && yearText(t.Text)
}

// checkPairs fails a claim that pairs a value with a date the best
// passage pairs each with another: "returned 12% in 2020" on "returned 8%
// in 2020 and 12% in 2021". Both numbers are in the passage, but not
// together, and the passage's value for the claim's date is another. Where
// the passages give the value in one sentence and the date, with another
// value, in another (pairsApart), the claim is left unverified: the two
// sentences may not speak of one thing.
func (k *checker) checkPairs() {
	c, p := k.c, k.best()
	if p == nil || c.lang != English || len(c.nums) < 2 {
		return
	}
	if ps := k.chosen(); len(ps) > 1 {
		k.pairsApart(ps)
	}
	if len(p.Text.nums) < 4 || len(p.Text.nums) > maxDatedNums {
		return
	}
	e := p.Text
	eps := valuePairs(e)
	if len(eps) < 2 {
		return
	}
	for _, cp := range claimPairs(c.Text) {
		v, d := c.nums[cp.value], c.nums[cp.date]
		together, vElse, dElse := pairsAgainst(eps,
			func(ep valuePair) bool { return e.nums[ep.value].Value == v.Value },
			func(ep valuePair) bool { return e.nums[ep.date].Value == d.Value })
		if together || vElse < 0 || dElse < 0 {
			continue
		}
		if w, _ := wordBeforeNumber(c.src, v.Start); w == "by" {
			if ew, _ := wordBeforeNumber(e.src, e.nums[eps[vElse].value].Start); ew != "by" {
				continue // "rose by $2 million in 2023": a change, where the passage's $2 million is a level
			}
		}
		ev, ed := e.nums[eps[dElse].value], e.nums[eps[vElse].date]
		dt := periodText(c.Text, d)
		k.fail(NumberMismatch, p.span(int32(ev.Start), int32(ev.End)), "the claim gives %s for %s; %s gives %s for %s, and %s for %s",
			v.Text, dt, k.where, ev.Text, dt, v.Text, periodText(e, ed))
	}
}

// pairsAgainst compares a claim's value and what it is given for (a
// date, a month, a time) with a passage's pairs eps: together reports
// that a pair has both; vElse is the last pair with the value and
// another key, kElse the last with the key and another value, -1 for
// none.
func pairsAgainst[P any](eps []P, sameValue, sameKey func(P) bool) (together bool, vElse, kElse int) {
	vElse, kElse = -1, -1
	for j, ep := range eps {
		sv, sk := sameValue(ep), sameKey(ep)
		switch {
		case sv && sk:
			together = true
		case sv:
			vElse = j
		case sk:
			kElse = j
		}
	}
	return together, vElse, kElse
}

// A monthPair is a value and the month it is given for, a month with no
// day or year: "3% in May".
type monthPair struct {
	value, month int // index into the text's numbers; the month, 1 to 12
	at           int // where the month's word starts
}

// monthPairs returns the month pairs of text t: a number that is no date,
// then, past up to two words it counts, "in", "for" or "during" and a
// month written with a capital and neither day nor year ("3.4% in May",
// "4,000 visitors in June"). A month with a day or a year is a date,
// paired by valuePairs.
func monthPairs(t *Text) []monthPair {
	var out []monthPair
	valueTails(t, false, func(i, end int) bool {
		w, j := wordAfter(t.src, end)
		if w != "in" && w != "for" && w != "during" {
			return false
		}
		m, mj := wordAfter(t.src, j)
		if mo := words.Month(m); mo != 0 && mj > j+1 && 'A' <= t.src[j+1] && t.src[j+1] <= 'Z' && t.numAt(j+1) < 0 {
			if after, _ := wordAfter(t.src, mj); after == "" || !words.IsNumber(after) {
				out = append(out, monthPair{value: i, month: mo, at: j + 1})
			}
		}
		return true
	})
	return out
}

// valueTails calls f with the index of each number of t that is no date
// and where the text after it goes on, past none, one and two words it
// counts in turn ("4,000 visitors in June": after "4,000", then after
// "visitors"), until f returns true; past no function word either, if
// plain.
func valueTails(t *Text, plain bool, f func(i, end int) bool) {
	for i, v := range t.nums {
		if v.Kind == numbers.Date || isYearTok(v) {
			continue
		}
		end := v.End
		for n := 0; n < 3; n++ {
			if f(i, end) {
				break
			}
			w, j := wordAfter(t.src, end)
			if w == "" || n == 2 || !countedWords([]string{w}) || plain && wordClasses[English][w]&(wcStop|wcPreposition) != 0 {
				break
			}
			end = j
		}
	}
}

// checkMonthPairs is checkPairs for values given for a month, where the
// month decides: "inflation was 3% in May" on "3% in April and 3.4% in
// May" fails, May's value being another.
func (k *checker) checkMonthPairs() {
	c, p := k.c, k.best()
	if p == nil || c.lang != English || len(c.nums) == 0 || len(p.Text.nums) < 2 {
		return
	}
	e := p.Text
	cps := monthPairs(c.Text)
	if len(cps) == 0 {
		return // the common case
	}
	eps := monthPairs(e)
	if len(eps) < 2 {
		return
	}
	for _, cp := range cps {
		v := c.nums[cp.value]
		together, vElse, mElse := pairsAgainst(eps,
			func(ep monthPair) bool { return e.nums[ep.value].Value == v.Value },
			func(ep monthPair) bool { return ep.month == cp.month })
		if together || vElse < 0 || mElse < 0 {
			continue
		}
		ev := e.nums[eps[mElse].value]
		mt := monthWord(c.src, cp.at)
		k.fail(NumberMismatch, p.span(int32(ev.Start), int32(ev.End)), "the claim gives %s for %s; %s gives %s for %s, and %s for %s",
			v.Text, mt, k.where, ev.Text, mt, v.Text, monthWord(e.src, eps[vElse].at))
	}
}

// ordinalPairs returns the pairs of text t of a value and the ordinal it
// is given for: a number that is no date, then, past up to two words it
// counts, "in the", "for the" or "during the" and an ordinal ("8% in the
// second quarter", "5% in the third"), as value and ordinal indexes.
func ordinalPairs(t *Text) []valuePair {
	var out []valuePair
	valueTails(t, false, func(i, end int) bool {
		w, j := wordAfter(t.src, end)
		if w != "in" && w != "for" && w != "during" {
			return false
		}
		if w, j = wordAfter(t.src, j); w != "the" {
			return false
		}
		if n := t.numAt(skipSpace(t.src, j)); n >= 0 && t.nums[n].Kind == numbers.Ordinal {
			out = append(out, valuePair{value: i, date: n})
		}
		return true
	})
	return append(out, ordinalLeads(t)...)
}

// ordinalLeads returns the pairs of text t of an ordinal and the value
// its clause gives after it: the first number after the ordinal, past no
// other number, mark that ends a clause nor joining word, within a
// clause's length ("the first checked bag costs $35", "in the second
// year $950").
func ordinalLeads(t *Text) []valuePair {
	var out []valuePair
	for i := 0; i+1 < len(t.nums); i++ {
		o, v := t.nums[i], t.nums[i+1]
		if o.Kind != numbers.Ordinal || v.Kind == numbers.Ordinal || v.Kind == numbers.Date || v.Start-o.End > maxOrdinalLead {
			continue
		}
		if gap := t.src[o.End:v.Start]; strings.ContainsAny(gap, ";.:") || hasSpaced(gap, " and ") || hasSpaced(gap, " but ") || hasSpaced(gap, " or ") || hasSpaced(gap, " while ") {
			continue
		}
		out = append(out, valuePair{value: i + 1, date: i})
	}
	return out
}

// maxOrdinalLead is the most bytes between an ordinal and the value its
// clause gives after it.
const maxOrdinalLead = 60

// checkOrdinalPairs is checkMonthPairs for values given for an ordinal,
// a period's or a round's place: "grew 8% in the third quarter" on "grew
// 8% in the second quarter and 5% in the third" fails, the third's value
// being another.
func (k *checker) checkOrdinalPairs() {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.nums) == 0 || len(p.Text.nums) < 4 {
		return
	}
	cps := ordinalPairs(c.Text)
	if len(cps) == 0 {
		k.ordinalValueDropped(p)
		return
	}
	e := p.Text
	eps := ordinalPairs(e)
	if len(eps) < 2 {
		return
	}
	for _, cp := range cps {
		v, o := c.nums[cp.value], c.nums[cp.date]
		together, vElse, oElse := pairsAgainst(eps,
			func(ep valuePair) bool { return e.nums[ep.value].Value == v.Value },
			func(ep valuePair) bool { return e.nums[ep.date].Value == o.Value })
		if together || vElse < 0 || oElse < 0 {
			continue
		}
		ev := e.nums[eps[oElse].value]
		k.fail(NumberMismatch, p.span(int32(ev.Start), int32(ev.End)), "the claim gives %s for the %s; %s gives %s for the %s, and %s for the %s",
			v.Text, o.Text, k.where, ev.Text, e.nums[eps[oElse].date].Text, v.Text, e.nums[eps[vElse].date].Text)
	}
}

// ordinalValueDropped leaves unverified an English claim with no
// ordinal that gives a value the best passage p gives only for one
// ordinal, where p gives another value of its kind for another: "Checked
// bags cost $35 each" on "The first checked bag costs $35 and the second
// costs $45" says of every bag what the passage says of the first.
func (k *checker) ordinalValueDropped(p *Passage) {
	c, e := k.c, p.Text
	if slices.ContainsFunc(c.nums, func(n numbers.Token) bool { return n.Kind == numbers.Ordinal }) {
		return
	}
	var eps []valuePair // read once a value of the claim's is found for an ordinal
	for _, v := range c.nums {
		if dated(v) {
			continue
		}
		for n, ev := range e.nums {
			if ev.Value != v.Value || ev.Kind != v.Kind {
				continue
			}
			if eps == nil {
				if eps = ordinalPairs(e); len(eps) < 2 {
					return
				}
			}
			at := slices.IndexFunc(eps, func(ep valuePair) bool { return ep.value == n })
			if at < 0 {
				return // the passage gives the value for no ordinal too
			}
			for _, ep := range eps {
				if o := e.nums[ep.value]; o.Value != v.Value && o.Kind == v.Kind && e.nums[ep.date].Value != e.nums[eps[at].date].Value {
					d := e.nums[eps[at].date]
					k.doubt(ConditionDropped, p.span(int32(min(d.Start, ev.Start)), int32(max(d.End, ev.End))), "%s gives %s for the %s only, and %s for the %s",
						k.where, v.Text, d.Text, o.Text, e.nums[ep.date].Text)
					return
				}
			}
		}
	}
}

// deadlineMoved fails an English claim that gives a date as a time
// limit ("until March 31", "by March 31", "through March 31") where the
// best passage moves that limit to another date ("has been extended to
// April 30", "was postponed until May 2"), and the claim says no such
// move: "The offer is valid until March 31" on "The offer was valid until
// March 31 and has been extended to April 30".
func (k *checker) deadlineMoved() {
	c, p := k.c, k.englishBest()
	if p == nil || len(p.Text.nums) < 2 || !hasMoveWord(p.Text.src) || hasMoveWord(c.src) {
		return // the common case: the passage moves nothing
	}
	e := p.Text
	for _, t := range c.nums {
		if t.Kind != numbers.Date {
			continue
		}
		if w, _ := wordBeforeNumber(c.src, t.Start); w != "until" && w != "by" && w != "through" && w != "till" {
			continue
		}
		for j, n := range e.nums {
			if n.Value != t.Value {
				continue
			}
			for _, m := range e.nums[j+1:] {
				if m.Kind != numbers.Date || m.Value == t.Value {
					continue
				}
				to, at := wordBeforeNumber(e.src, m.Start)
				if to != "to" && to != "until" && to != "till" {
					continue
				}
				if v, _ := lastWordBefore(e.src, int32(at)); moveWords[v] {
					w, _ := wordBeforeNumber(c.src, t.Start)
					k.fail(NumberMismatch, p.span(int32(m.Start), int32(m.End)), "the claim says %s %s; %s says %s, %s %s %s", w, t.Text, k.where, n.Text, v, to, m.Text)
					return
				}
			}
		}
	}
}

// numbersCrossed leaves unverified an English claim that gives two
// numbers together, where the best passage gives them in two parts and
// the first's part gives another number of the second's measure: "4K
// video at 60 fps" on "4K video at 30 fps and 1080p video at 60 fps". Where
// the second's part also gives another number of the first's measure,
// the claim has crossed the passage's pairs and fails: "The 5 kg model
// costs $250" on "The 3 kg model costs $250 and the 5 kg model costs
// $300". A number's measure is its kind and the word after it ("fps"), or
// its currency; dates have readers of their own (checkPairs).
func (k *checker) numbersCrossed() {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.nums) < 2 || len(p.Text.nums) < 3 || len(p.Text.nums) > maxDatedNums || len(k.hard)+len(k.soft) > 0 {
		return
	}
	e := p.Text
	var cuts []int32 // read once a claim pair has measures
	for a, qa := range c.nums {
		ua := crossMeasure(c.Text, qa)
		if dated(qa) || c.inIdent(qa) || ua == "" {
			continue
		}
		for _, qb := range c.nums[a+1:] {
			unit := crossMeasure(c.Text, qb)
			if unit == "" || unit == ua || dated(qb) || c.inIdent(qb) || conjunctOf(k.claimCuts(), int32(qa.Start)) != conjunctOf(k.claimCuts(), int32(qb.Start)) {
				continue
			}
			if cuts == nil {
				if cuts = e.conjunctCuts(); len(cuts) == 0 {
					return
				}
			}
			ea := onlyNumber(e, func(n numbers.Token) bool { return n.Value == qa.Value && n.Kind == qa.Kind })
			eb := onlyNumber(e, func(n numbers.Token) bool { return n.Value == qb.Value && n.Kind == qb.Kind })
			if ea < 0 || eb < 0 || e.inIdent(e.nums[ea]) {
				continue
			}
			if pa, pb := periodAfter(c.Text, qa), periodAfter(c.Text, qb); pa || pb {
				// "after the first two hours": the value of what follows
				// the period, which the passage may give in another part
				// ("for the first two hours, and $5 after that"), but not
				// in the period's own.
				d, v, cp, cv := ea, eb, qa, qb
				if pb {
					d, v, cp, cv = eb, ea, qb, qa
				}
				if from, ok := periodFirst(e, e.nums[d]); ok && conjunctOf(cuts, int32(e.nums[d].Start)) == conjunctOf(cuts, int32(e.nums[v].Start)) {
					_, cend, _ := unitAfter(c.src, cp.End)
					_, eend, _ := unitAfter(e.src, e.nums[d].End)
					k.fail(NumberMismatch, p.span(int32(from), int32(eend)), "the claim gives %s %s; %s gives it %s",
						valueText(c.Text, cv), quote(c.src[periodStart(c.Text, cp):cend]), k.where, quote(e.src[from:eend]))
					return
				}
				continue
			}
			if conjunctOf(cuts, int32(e.nums[ea].Start)) == conjunctOf(cuts, int32(e.nums[eb].Start)) {
				continue
			}
			// other returns the number of part of the passage of the measure
			// unit of claim number q with another value, or -1.
			other := func(part int, q numbers.Token, unit string) int {
				return slices.IndexFunc(e.nums, func(m numbers.Token) bool {
					return conjunctOf(cuts, int32(m.Start)) == part && m.Value != q.Value && m.Kind == q.Kind && crossMeasure(e, m) == unit
				})
			}
			mb := other(conjunctOf(cuts, int32(e.nums[ea].Start)), qb, unit)
			ma := other(conjunctOf(cuts, int32(e.nums[eb].Start)), qa, ua)
			switch {
			case ma >= 0 && mb >= 0:
				m := e.nums[mb]
				k.fail(NumberMismatch, p.span(int32(m.Start), int32(m.End)), "the claim gives %s with %s; %s gives %s with %s, and %s with %s",
					valueText(c.Text, qb), valueText(c.Text, qa), k.where, valueText(e, m), valueText(e, e.nums[ea]), valueText(e, e.nums[eb]), valueText(e, e.nums[ma]))
				return
			case mb >= 0:
				m := e.nums[mb]
				k.doubt(AnchorAbsent, p.span(int32(m.Start), int32(m.End)), "the claim gives %s with %s; %s gives %s with it, and %s elsewhere",
					valueText(c.Text, qb), valueText(c.Text, qa), k.where, valueText(e, m), valueText(e, e.nums[eb]))
				return
			case ma >= 0:
				m := e.nums[ma]
				k.doubt(AnchorAbsent, p.span(int32(m.Start), int32(m.End)), "the claim gives %s with %s; %s gives %s with it, and %s elsewhere",
					valueText(c.Text, qa), valueText(c.Text, qb), k.where, valueText(e, m), valueText(e, e.nums[ea]))
				return
			}
		}
	}
}

// periodAfter reports whether number n of t is a period of time that the
// claim speaks of what follows: "after six months", "after the first two
// hours". What a passage gives "for the first six months, then" another
// value is that value's, though in the other part.
func periodAfter(t *Text, n numbers.Token) bool {
	if u, _, ok := unitAfter(t.src, n.End); !ok || u.dim != dimDuration {
		return false
	}
	switch w, _, _ := periodOpener(t, n); w {
	case "after", "beyond", "past", "over", "from":
		return true
	}
	return false
}

// periodOpener returns the word before number n of t past "the", "first"
// and "initial", where it starts, and whether "first" or "initial" was
// among them: "after" of "after the first two hours".
func periodOpener(t *Text, n numbers.Token) (w string, at int, first bool) {
	w, at = lastWordBefore(t.src, int32(n.Start))
	for w == "the" || w == "first" || w == "initial" {
		first = first || w != "the"
		w, at = lastWordBefore(t.src, int32(at))
	}
	return w, at, first
}

// periodStart returns where the words that open period n of t start:
// "after" of "after the first two hours".
func periodStart(t *Text, n numbers.Token) int {
	if w, at, _ := periodOpener(t, n); w != "" {
		return at
	}
	return n.Start
}

// periodFirst reports whether number n of t is a period of time that
// opens what t speaks of, "for the first two hours", "during the initial
// 6 months", and where those words start.
func periodFirst(t *Text, n numbers.Token) (int, bool) {
	if u, _, ok := unitAfter(t.src, n.End); !ok || u.dim != dimDuration {
		return 0, false
	}
	switch w, at, first := periodOpener(t, n); w {
	case "for", "during", "in", "within":
		return at, first
	}
	return 0, false
}

// crossMeasure returns what number n of English text t measures, as
// numbersCrossed compares them: its currency ("$" of "$250"), or the word
// after it (measureOf). A percentage is most often a change of another
// number, said beside it: "$4.8 billion, up 6% from $4.5 billion".
func crossMeasure(t *Text, n numbers.Token) string {
	switch n.Kind {
	case numbers.Currency:
		cur, _, _ := strings.Cut(n.Value, " ")
		return cur
	case numbers.Ordinal:
		return "" // "the first two hours"
	}
	if u, _, ok := unitAfter(t.src, n.End); ok && u.dim == dimDuration {
		w, _ := wordAfter(t.src, n.End)
		return strings.TrimSuffix(w, "s") // "two hours", "1 hour"
	}
	return measureOf(t, n)
}

// measureOf returns the word right after number n of English text t, what
// it measures ("fps" of "60 fps"), or "" where that is a function word or
// a unit of time: "$15 a month", "six months".
func measureOf(t *Text, n numbers.Token) string {
	w, _ := wordAfter(t.src, n.End)
	if w == "" || wordClasses[English][w]&(wcStop|wcPreposition) != 0 || timeUnits[strings.TrimSuffix(w, "s")] {
		return ""
	}
	return w
}

// moveList are the words that move a time limit to another date:
// "extended to April 30"; moveWords holds them as a set.
var moveList = [...]string{"extended", "postponed", "moved", "delayed", "pushed", "deferred"}

var moveWords = setOf(strings.Join(moveList[:], " "))

// hasMoveWord reports whether src has a word of moveList.
func hasMoveWord(src string) bool {
	return slices.ContainsFunc(moveList[:], func(w string) bool { return hasWordFold(src, w) })
}

// A relPair is a value and the time counted from the present it is
// given for: "8% last year".
type relPair struct {
	value int    // index into the text's numbers
	time  string // the phrase of relativeTimes, as listed
	at    int    // where the phrase starts
}

// relativeTimes are the English phrases of a time counted from the
// present that a value is given for.
var relativeTimes = [...]string{
	"last year", "this year", "next year", "last month", "this month", "next month",
	"last quarter", "this quarter", "next quarter", "last week", "this week", "next week",
	"a year earlier", "a year ago", "the previous year", "the prior year", "the year before",
}

// relativeAt returns the phrase of relativeTimes that s opens with, in
// any case, as a phrase of its own; "" if none.
func relativeAt(s string) string {
	if s == "" || !strings.ContainsRune("ltnaLTNA", rune(s[0])) {
		return "" // the first letters of relativeTimes
	}
	for _, r := range relativeTimes {
		if len(s) >= len(r) && strings.EqualFold(s[:len(r)], r) && (len(s) == len(r) || !isASCIILetter(s[len(r)])) {
			return r
		}
	}
	return ""
}

// relativePairs returns the relative pairs of English text t: a number
// that is no date, then, past up to two words it counts, a phrase of
// relativeTimes ("4,000 bikes last year").
func relativePairs(t *Text) []relPair {
	if !hasSpaced(t.src, " year") && !hasSpaced(t.src, " month") && !hasSpaced(t.src, " quarter") && !hasSpaced(t.src, " week") {
		return nil // the common case: no phrase of relativeTimes
	}
	var out []relPair
	valueTails(t, true, func(i, end int) bool {
		if end < len(t.src) && t.src[end] == ' ' {
			if r := relativeAt(t.src[end+1:]); r != "" {
				out = append(out, relPair{value: i, time: r, at: end + 1})
				return true
			}
		}
		return false
	})
	return out
}

// checkRelativePairs is checkMonthPairs for values given for a time
// counted from the present: "returned 8% last year" is not proven by
// "returned 8% in 2019 and lost 3% last year", nor "sold 4,000 this year"
// by "sold 4,000 last year". A passage that gives the claim's value for
// another time, and the claim's time to another value or not at all,
// leaves the claim unverified.
func (k *checker) checkRelativePairs() {
	c, p := k.c, k.best()
	if p == nil || c.lang != English || len(c.nums) == 0 || len(p.Text.nums) == 0 {
		return
	}
	cps := relativePairs(c.Text)
	if len(cps) == 0 {
		return // the common case
	}
	e := p.Text
	eps := relativePairs(e)
	for _, cp := range cps {
		v := c.nums[cp.value]
		together, vi, ti := pairsAgainst(eps,
			func(ep relPair) bool { return e.nums[ep.value].Value == v.Value },
			func(ep relPair) bool { return ep.time == cp.time })
		timeSaid := together || ti >= 0
		vElse, tElse := "", -1 // the passage's other time for the value; its value for the claim's time
		if vi >= 0 {
			vElse = e.src[eps[vi].at : eps[vi].at+len(eps[vi].time)]
		}
		if ti >= 0 {
			tElse = eps[ti].value
		}
		if vElse == "" {
			for _, ep := range valuePairs(e) {
				if e.nums[ep.value].Value == v.Value {
					vElse = periodText(e, e.nums[ep.date])
					break
				}
			}
		}
		if together || vElse == "" || tElse < 0 && (timeSaid || indexFold(e.src, cp.time) >= 0) {
			continue
		}
		ct := c.src[cp.at : cp.at+len(cp.time)]
		if tElse < 0 {
			k.doubt(AnchorAbsent, k.bestSpan(), "the claim gives %s for %s; %s gives %s for %s", v.Text, ct, k.where, v.Text, vElse)
			continue
		}
		ev := e.nums[tElse]
		k.doubt(AnchorAbsent, p.span(int32(ev.Start), int32(ev.End)), "the claim gives %s for %s; %s gives %s for %s, and %s for %s",
			v.Text, ct, k.where, ev.Text, ct, v.Text, vElse)
	}
}

// monthWord returns the word at byte at of src.
func monthWord(src string, at int) string {
	j := at
	for j < len(src) && isASCIILetter(src[j]) {
		j++
	}
	return src[at:j]
}

// directionByValues reports whether claim token i is a direction of a
// change ("rose to 18% from 16%") whose two values a chosen passage gives
// without a direction word, and whose direction they bear out: the claim's
// word says what the numbers do. A direction they do not bear out is
// failed by checkDirectionValues.
func (k *checker) directionByValues(i int) bool {
	d, ok := k.changeByValues(i)
	if !ok {
		d, _, _, ok = k.changeByBase(i)
	}
	return ok && d == directionOf(k.c.toks[i].word)
}

// changeByBase returns the direction of the change claim token i, a
// direction word, gives the end of ("rose to $1.2 billion"), where the
// best passage, with no direction word of its own, gives that value and
// then its base: "$1.2 billion, compared with $900 million a year
// earlier" says a rise; or of the change whose amount it gives ("rose by
// $300 million"), where that passage gives one value and its base and the
// amount is grounded. It returns the passage's value and base too.
func (k *checker) changeByBase(i int) (d int8, value, base numbers.Token, ok bool) {
	c, p := k.c, k.best()
	t := &c.toks[i]
	if p == nil || c.lang != English || len(c.nums) == 0 || t.negated() || directionOf(t.word) == 0 {
		return 0, value, base, false
	}
	var end, amount numbers.Token // the claim's value after "to", and the first number after the word
	found, counted := false, false
	for _, n := range c.nums {
		if n.Start < int(t.end) {
			continue
		}
		if n.Start-int(t.end) > 4*maxDirectionGap || hasClauseMarkOrParen(c.src[t.end:n.Start]) {
			break
		}
		if !counted {
			amount, counted = n, true
		}
		if w, _ := wordBeforeNumber(c.src, n.Start); w == "to" {
			end, found = n, true
			break
		}
	}
	found = found && k.grounded.has(end.Start)
	counted = counted && k.grounded.has(amount.Start)
	if !found && !counted {
		return 0, value, base, false
	}
	e := p.Text
	for j := range e.toks {
		if directionOf(e.toks[j].word) != 0 {
			return 0, value, base, false // the passage says a direction: the antonyms decide
		}
	}
	vbs := valueBases(e)
	if found {
		for _, vb := range vbs {
			if b, m := e.nums[vb[0]], e.nums[vb[1]]; m.Value == end.Value && m.Kind == end.Kind {
				if d, ok := directionBetween(b, m); ok {
					return d, m, b, true
				}
			}
		}
		return 0, value, base, false
	}
	// "rose by $300 million", its amount grounded by the one value and
	// base of the passage (changeAmount): their direction.
	if len(vbs) != 1 {
		return 0, value, base, false
	}
	b, m := e.nums[vbs[0][0]], e.nums[vbs[0][1]]
	if d, ok := directionBetween(b, m); ok {
		return d, m, b, true
	}
	return 0, value, base, false
}

// directionBetween returns the direction of a change from amount from to
// amount to, where both are quantities of one kind and differ.
func directionBetween(from, to numbers.Token) (int8, bool) {
	qf, ok1 := quantityOf(from, false)
	qt, ok2 := quantityOf(to, false)
	if !ok1 || !ok2 || !comparable(qf, qt) || qf.lo == qt.lo {
		return 0, false
	}
	if qt.lo > qf.lo {
		return +1, true
	}
	return -1, true
}

// changeByValues returns the direction the values of the claim's change
// after token i take ("to 18% from 16%": up), where a chosen passage
// gives both values and the claim word is a direction.
func (k *checker) changeByValues(i int) (int8, bool) {
	c := k.c
	t := &c.toks[i]
	if c.lang != English || len(c.nums) < 2 || t.negated() || directionOf(t.word) == 0 {
		return 0, false
	}
	for _, ch := range fromTo(c.Text) {
		from, to := c.nums[ch[0]], c.nums[ch[1]]
		if first := min(from.Start, to.Start); first < int(t.end) || first-int(t.end) > maxDirectionGap {
			continue
		}
		if !k.grounded.has(from.Start) || !k.grounded.has(to.Start) {
			continue
		}
		if d, ok := directionBetween(from, to); ok {
			return d, true
		}
	}
	return 0, false
}

// checkDirectionValues fails a claim whose direction of a change the
// values it gives, both in a chosen passage, take the other way: "fell to
// 18% from 16%" against "18%, compared with 16%". A passage that says a
// direction itself is left to the antonym check.
func (k *checker) checkDirectionValues() {
	c, p := k.c, k.best()
	if p == nil || c.lang != English || len(c.nums) == 0 || k.full() {
		return
	}
	changes := fromTo(c.Text)
	if len(changes) == 0 {
		k.checkDirectionBase()
		return
	}
	for _, ch := range changes {
		// The word right before the change: "fell" of "fell to 18% from 16%".
		first := min(c.nums[ch[0]].Start, c.nums[ch[1]].Start)
		i := sort.Search(len(c.toks), func(i int) bool { return int(c.toks[i].end) > first }) - 1
		if i < 0 || first-int(c.toks[i].end) > maxDirectionGap {
			continue
		}
		d, ok := k.changeByValues(i)
		if !ok || d == directionOf(c.toks[i].word) {
			continue
		}
		for j := range p.Text.toks {
			if directionOf(p.Text.toks[j].word) != 0 {
				return
			}
		}
		k.fail(AntonymMismatch, k.bestSpan(), "the claim says %s; the values it gives go the other way in %s", quote(k.claimText(c.toks[i].start, c.toks[i].end)), k.where)
		return
	}
}

// checkDirectionBase fails a claim whose direction of a change the best
// passage's value and base take the other way (see changeByBase): "fell
// to $1.2 billion" against "$1.2 billion, compared with $900 million".
func (k *checker) checkDirectionBase() {
	c, p := k.c, k.best()
	if p == nil || len(p.Text.nums) < 2 || len(valueBases(p.Text)) == 0 {
		return // the common case
	}
	for i := range c.toks {
		w := c.toks[i].word
		if len(w) < 2 || !directionOpenings.has(w[0], w[1]) {
			continue // most words, told without a lookup
		}
		d := directionOf(w)
		if d == 0 || !c.toks[i].verb() {
			continue
		}
		if got, v, b, ok := k.changeByBase(i); ok && got != d {
			p := k.best()
			way := "a rise"
			if got < 0 {
				way = "a fall"
			}
			k.fail(AntonymMismatch, p.span(int32(v.Start), int32(b.End)), "the claim says %s; %s gives %s against %s, %s", quote(k.claimText(c.toks[i].start, c.toks[i].end)), k.where, v.Text, b.Text, way)
			return
		}
	}
}

// basesApart fails a claim that gives a base of a change, "up from 70%",
// where the best passage gives the same base the other way: "down from
// 70%".
func (k *checker) basesApart() {
	c, p := k.c, k.best()
	if p == nil || c.lang != English || len(c.nums) == 0 {
		return
	}
	e := p.Text
	if !hasSpaced(c.src, " from ") || !hasSpaced(e.src, " from ") {
		return // the common case
	}
	for _, cn := range c.nums {
		cw, cat := baseParticle(c.src, cn)
		if cw == "" {
			continue
		}
		for _, en := range e.nums {
			if en.Value != cn.Value {
				continue
			}
			if ew, eat := baseParticle(e.src, en); ew != "" && ew != cw {
				k.fail(AntonymMismatch, p.span(int32(eat), int32(en.End)), "%s says %s; the claim says %s", k.where,
					quote(e.src[eat:en.End]), quote(c.src[cat:cn.End]))
				return
			}
		}
	}
}

// allOfCountApart fails a claim that says all of a count have something ("200
// rooms, all with sea views") where the best passage gives a part of that
// count right after it: "200 rooms, 50 of them with sea views".
func (k *checker) allOfCountApart() {
	c, p := k.c, k.best()
	if p == nil || c.lang != English || len(c.nums) == 0 || len(p.Text.nums) < 2 || !strings.Contains(c.src, ", all ") {
		return // the common case
	}
	e := p.Text
	for _, cn := range c.nums {
		at := strings.Index(c.src[cn.End:], ", all ")
		if at < 0 || at > 40 || strings.ContainsAny(c.src[cn.End:cn.End+at], ",;.") {
			continue
		}
		for i, en := range e.nums {
			if en.Value != cn.Value || i+1 >= len(e.nums) {
				continue
			}
			m := e.nums[i+1]
			gap := e.src[en.End:m.Start]
			rest := e.src[m.End:]
			if !strings.Contains(gap, ", ") || len(gap) > 40 || strings.ContainsAny(strings.TrimSuffix(strings.TrimSpace(gap), ","), ",;.") ||
				!strings.HasPrefix(rest, " of them") && !strings.HasPrefix(rest, " of which") || m.Value == en.Value {
				continue
			}
			end := m.End + len(" of them")
			if strings.HasPrefix(rest, " of which") {
				end = m.End + len(" of which")
			}
			k.fail(NumberMismatch, p.span(int32(m.Start), int32(end)), "the claim says %s; %s says %s", quote(c.src[cn.Start:cn.End+at+len(", all")]), k.where, quote(e.src[en.Start:end]))
			return
		}
	}
}

// namedChangeApart fails a claim that gives a name a change the best
// passage gives another name or the whole, where the passage gives that
// name its own after "up" or "down": "Sales rose 5% in Europe" against
// "Sales rose 5% overall, with Europe up 2% and Asia up 9%".
func (k *checker) namedChangeApart() {
	c, p := k.c, k.best()
	if p == nil || c.lang != English || len(c.nums) != 1 || len(p.Text.nums) < 2 || !hasSpaced(p.Text.src, " up ") && !hasSpaced(p.Text.src, " down ") {
		return // the common case
	}
	e, cn := p.Text, c.nums[0]
	for j := range e.toks {
		u := &e.toks[j]
		if !u.is(fName) {
			continue
		}
		w, at := wordAfter(e.src, int(u.end))
		if w != "up" && w != "down" {
			continue
		}
		n := e.numAt(skipSpace(e.src, at))
		if n < 0 || e.nums[n].Kind != cn.Kind || e.nums[n].Value == cn.Value {
			continue
		}
		for i := range c.toks {
			if c.toks[i].is(fName) && c.matches(i, u) {
				m := e.nums[n]
				k.fail(NumberMismatch, p.span(u.start, int32(m.End)), "the claim says %s of %s; %s says %s",
					cn.Text, c.src[c.toks[i].start:c.toks[i].end], k.where, quote(e.src[u.start:m.End]))
				return
			}
		}
	}
}

// compareWords give the side a claim compares a name with another by:
// "more staff than", "founded before".
var compareWords = map[string]int{"more": +1, "larger": +1, "bigger": +1, "higher": +1, "greater": +1,
	"fewer": -1, "less": -1, "smaller": -1, "lower": -1, "before": -1, "after": +1, "earlier": -1, "later": +1,
	"cheaper": -1, "pricier": +1, "costlier": +1, "heavier": +1, "lighter": -1, "taller": +1, "shorter": -1,
	"longer": +1, "wider": +1, "narrower": -1, "faster": +1, "slower": -1}

// namesCompared fails an English claim that compares the name it opens
// with to another ("Velmora has more staff than Orrin", "Velmora was
// founded before Orrin") where the best passage gives each name a value
// of one kind right after it and the values go the other way ("Velmora
// has 300 staff and Orrin has 500", "in 1990 and Orrin in 1985").
func (k *checker) namesCompared() {
	c, p := k.c, k.best()
	if p == nil || c.lang != English || len(c.toks) < 3 || !c.toks[0].is(fName) ||
		!hasSpaced(c.src, " than ") && !hasSpaced(c.src, " before ") && !hasSpaced(c.src, " after ") {
		return // the common case
	}
	n := 0 // the chosen passages' numbers
	for _, pi := range k.used {
		n += len(k.ev.Passages[pi].Text.nums)
	}
	if n < 2 {
		return
	}
	_, ahi := nameRun(c.Text, 0)
	// The other name: after "than" or a word of compareWords.
	dir, b, cmpAt := 0, -1, 0
	for i := ahi + 1; i < len(c.toks); i++ {
		if !c.toks[i].is(fName) {
			continue
		}
		w, at := lastWordBefore(c.src, c.toks[i].start)
		if w == "the" {
			w, at = lastWordBefore(c.src, int32(at)) // "than the Pro plan"
		}
		if w == "than" {
			w, at = lastWordBefore(c.src, int32(at))
			if _, ok := compareWords[w]; !ok {
				// "more staff than": the word before the noun
				for n := 0; n < 2 && !ok; n++ {
					w, at = lastWordBefore(c.src, int32(at))
					_, ok = compareWords[w]
				}
			}
		}
		if d, ok := compareWords[w]; ok {
			dir, b, cmpAt = d, i, at
		}
		break
	}
	if b < 0 {
		return
	}
	for _, pi := range k.used {
		e := k.ev.Passages[pi].Text
		for j := range e.toks {
			if !c.matches(b, &e.toks[j]) {
				continue
			}
			if w, _ := lastWordBefore(e.src, e.toks[j].start); w == "than" || compareWords[w] != 0 {
				return // the passage compares them itself: the word checks read it
			}
		}
	}
	// Each side's value is the one after a word of its name the other
	// name does not have: "Y" of "Model Y" against "Model X", "Tarn" of
	// "Tarn Mutual" against "Vell Mutual".
	_, bhi := nameRun(c.Text, b)
	own := func(lo, hi, olo, ohi int) int {
		for i := lo; i <= hi; i++ {
			if !slices.ContainsFunc(c.toks[olo:ohi+1], func(u tok) bool { return u.stem == c.toks[i].stem }) {
				return i
			}
		}
		return lo
	}
	k.compareValues(own(0, ahi, b, bhi), own(b, bhi, 0, ahi), dir, cmpAt, c.src[c.toks[0].start:c.toks[ahi].end], c.src[c.toks[b].start:c.toks[bhi].end])
}

// compareValues compares the values the chosen passages give right after
// claim words ia and ib (see valueAfterWord), which the claim compares
// the way dir says by the word at byte cmpAt: where they go that way,
// the word is said; where they go the other, the claim fails. a and b
// name the two sides.
func (k *checker) compareValues(ia, ib, dir, cmpAt int, a, b string) {
	va, pa, okA := k.valueAfterWord(ia)
	vb, pb, okB := k.valueAfterWord(ib)
	if okA && okB {
		k.compareFound(va, vb, pa, pb, dir, cmpAt, a, b)
	}
}

// compareFound compares values va of passage pa and vb of pb, which the
// claim compares the way dir says (see compareValues).
func (k *checker) compareFound(va, vb numbers.Token, pa, pb *Passage, dir, cmpAt int, a, b string) {
	plain := func(t numbers.Token) bool { return t.Kind == numbers.Integer || t.Kind == numbers.Decimal }
	if va.Kind != vb.Kind && !(plain(va) && plain(vb)) || pa == pb && va.Start == vb.Start {
		return // "2 kg" and "3.5 kg" are of one kind
	}
	if plain(va) && unitText(pa.Text.src, va.End) != unitText(pb.Text.src, vb.End) {
		return
	}
	qa, okA := quantityOf(va, false)
	qb, okB := quantityOf(vb, false)
	if va.Kind == numbers.Time && vb.Kind == numbers.Time {
		// Times of one day: "departs at 9 am" and "at 11 am".
		ha, ma, okA2 := clockParts(va.Value)
		hb, mb, okB2 := clockParts(vb.Value)
		qa, okA = quantity{dim: dimPlain, lo: float64(ha*60 + ma), hi: float64(ha*60 + ma)}, okA2
		qb, okB = quantity{dim: dimPlain, lo: float64(hb*60 + mb), hi: float64(hb*60 + mb)}, okB2
	}
	if !okA || !okB || qa.dim != qb.dim || qa.lo != qa.hi || qb.lo != qb.hi || qa.lo == qb.lo {
		return
	}
	if (qa.lo > qb.lo) == (dir > 0) {
		k.numberWords = append(k.numberWords, int32(cmpAt)) // "fewer" of "fewer staff than", which the values say
		return
	}
	sp := pa.span(int32(va.Start), int32(va.End))
	if pa == pb {
		sp = pa.span(int32(min(va.Start, vb.Start)), int32(max(va.End, vb.End)))
	}
	k.fail(NumberMismatch, sp, "the claim compares %s with %s; %s gives %s and %s", a, b, k.where, va.Text+unitText(pa.Text.src, va.End), vb.Text+unitText(pb.Text.src, vb.End))
}

// identsCompared is namesCompared for identifiers: "Flight 101 departs
// after Flight 202" against "Flight 101 departs at 9 am and Flight 202 at
// 11 am". The claim opens with the first; the second follows "than" or a
// word of compareWords; each side's value is the first after its match.
func (k *checker) identsCompared() {
	c, p := k.c, k.best()
	if p == nil || c.lang != English || len(c.idents) < 2 || !opensText(c.src, int(c.idents[0].start)) {
		return // the common case
	}
	a, b := c.idents[0], c.idents[1]
	if a.key == b.key {
		return
	}
	w, at := lastWordBefore(c.src, b.start)
	if w == "the" {
		w, at = lastWordBefore(c.src, int32(at))
	}
	if w == "than" {
		w, at = lastWordBefore(c.src, int32(at))
	}
	dir := compareWords[w]
	if dir == 0 || int32(at) < a.end {
		return
	}
	va, pa, okA := k.valueAfterIdent(a.key)
	vb, pb, okB := k.valueAfterIdent(b.key)
	if okA && okB {
		k.compareFound(va, vb, pa, pb, dir, at, c.src[a.start:a.end], c.src[b.start:b.end])
	}
}

// valueAfterIdent returns the first value after an identifier of key in
// a chosen passage, the best first, in its sentence and with no other
// identifier between.
func (k *checker) valueAfterIdent(key string) (numbers.Token, *Passage, bool) {
	for _, pi := range k.used {
		q := &k.ev.Passages[pi]
		e := q.Text
		for x, id := range e.idents {
			if id.key != key {
				continue
			}
			for _, n := range e.nums {
				if n.Start < int(id.end) || e.inIdent(n) {
					continue
				}
				if strings.ContainsAny(e.src[id.end:n.Start], ";.") || x+1 < len(e.idents) && int(e.idents[x+1].start) < n.Start {
					return numbers.Token{}, nil, false
				}
				return n, q, true
			}
		}
	}
	return numbers.Token{}, nil, false
}

// valueAfterWord returns the first value after a word of a chosen
// passage that claim word ci matches, the best passage first, with no
// other name between and no sentence's end: one passage may give each
// side's ("Velmora has 300 staff and Orrin has 500"), or one each.
func (k *checker) valueAfterWord(ci int) (numbers.Token, *Passage, bool) {
	c := k.c
	for _, pi := range k.used {
		q := &k.ev.Passages[pi]
		e := q.Text
		for j := range e.toks {
			if !c.matches(ci, &e.toks[j]) {
				continue
			}
			for _, n := range e.nums {
				if n.Start < int(e.toks[j].end) {
					continue
				}
				if strings.ContainsAny(e.src[e.toks[j].end:n.Start], ";.") || e.numAt(n.Start) < 0 {
					return numbers.Token{}, nil, false
				}
				// No other name between: the value is this name's.
				for m := j + 1; m < len(e.toks) && int(e.toks[m].start) < n.Start; m++ {
					if e.toks[m].is(fName) && !e.toks[m].is(fParty) && m > j+3 {
						return numbers.Token{}, nil, false
					}
				}
				return n, q, true
			}
		}
	}
	return numbers.Token{}, nil, false
}

// kindsCompared is namesCompared for a claim that compares two of a
// kind told apart by a word, no name: "The basic plan costs less than
// the premium plan" on "The premium plan costs $40 a month, and the basic
// plan costs $25 a month". The word of each side that the other does not
// have is the side's; the value after it in the passages is its value.
func (k *checker) kindsCompared() {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.nums) > 0 || len(c.toks) < 3 || c.toks[0].is(fName) || !hasSpaced(c.src, " than ") || len(p.Text.nums) < 2 {
		return // the common case
	}
	ct := thanAfter(c.src, 0)
	if ct < 0 || thanAfter(c.src, ct+4) >= 0 {
		return
	}
	w, cb := comparedWord(c.Text, ct)
	m, _, _ := strings.Cut(w, " ")
	dir, ok := compareWords[m]
	if !ok {
		dir, ok = costWords[m]
	}
	if !ok {
		return
	}
	a, b := comparedSides(c.Text, cb, ct)
	own := func(side, other []int) int {
		for _, i := range side {
			if !k.sameWordIn(c.Text, i, other) && !c.toks[i].verbForm() {
				return i
			}
		}
		return -1
	}
	ia, ib := own(a, b), own(b, a)
	if ia < 0 || ib < 0 || c.toks[ia].is(fName) || c.toks[ib].is(fName) {
		return
	}
	last := ia // side a's word and the noun after it, not its verb: "The premium plan" of "The premium plan costs"
	if slices.Contains(a, ia+1) && adjacent(c.src, c.toks[ia].end, c.toks[ia+1].start) {
		last = ia + 1
	}
	k.compareValues(ia, ib, dir, cb, k.claimText(articleStart(c.src, c.toks[a[0]].start), c.toks[last].end),
		k.claimText(articleStart(c.src, c.toks[b[0]].start), c.toks[b[len(b)-1]].end))
}

// costWords compare two by what they cost.
var costWords = map[string]int{"cheaper": -1, "costlier": +1, "pricier": +1}

// baseParticle returns "up" or "down" where they stand right before
// "from" and number n of src ("up from 70%"), and where that phrase
// starts; or "".
func baseParticle(src string, n numbers.Token) (string, int) {
	w, j := wordBeforeNumber(src, n.Start)
	if w != "from" {
		return "", 0
	}
	p, at := lastWordBefore(src, int32(j))
	if p != "up" && p != "down" {
		return "", 0
	}
	return p, at
}

// maxDirectionGap bounds the bytes between a direction word and the
// change it says.
const maxDirectionGap = 6

// pairsApart leaves unverified a claim that pairs a value with a date
// where no chosen passage gives both, and one pairs the date with another
// value: "Revenue was $4.2 billion in Q3 2024" on "Revenue was $4.2
// billion." and "Margin was 18%, against 16% in Q3 2024."
func (k *checker) pairsApart(ps []*Passage) {
	c := k.c
	for _, cp := range valuePairs(c.Text) {
		v, d := c.nums[cp.value], c.nums[cp.date]
		var other *Passage
		var ov numbers.Token
		both := false
		for _, p := range ps {
			hasV, hasD := false, false
			for _, n := range p.Text.nums {
				hasV = hasV || n.Value == v.Value
				hasD = hasD || n.Value == d.Value
			}
			both = both || hasV && hasD
			if other != nil || !hasD || len(p.Text.nums) > maxDatedNums {
				continue
			}
			for _, ep := range valuePairs(p.Text) {
				if e := p.Text.nums[ep.value]; p.Text.nums[ep.date].Value == d.Value && e.Value != v.Value {
					other, ov = p, e
					break
				}
			}
		}
		if both || other == nil {
			continue
		}
		dt := periodText(c.Text, d)
		k.doubt(AnchorAbsent, other.span(int32(ov.Start), int32(ov.End)), "the claim gives %s for %s; %s gives %s for %s, and %s without it",
			v.Text, dt, k.where, ov.Text, dt, v.Text)
		return
	}
}

// valuesApart leaves unverified a claim that gives a measure to its
// subject, the first word of the measure's part of the claim that is no
// name, where the
// chosen passages that give the measure do not hold the subject, and
// another passage holds it with another measure of the same kind: "The burrs have
// a 2-year warranty" on "Every grinder comes with a 2-year warranty" and
// "The burrs are covered for 12 months".
func (k *checker) valuesApart() {
	c := k.c
	if len(c.nums) == 0 || len(k.used) < 2 || c.lang != English {
		return
	}
	for _, t := range c.nums {
		cu, ce, ok := unitAfter(c.src, t.End)
		if w, _ := wordAfter(c.src, ce); !ok || w == "old" {
			continue // "a twelve-year-old" is an age, said of no subject's measure
		}
		if w, _ := wordBeforeNumber(c.src, t.Start); spacingWords[w] {
			continue // "6 tablets in 24 hours": a window, not the subject's measure
		}
		cuts := k.claimCuts()
		part := conjunctOf(cuts, int32(t.Start))
		// The subject is a common noun: a name (the product, the firm)
		// is what a source speaks of in sentence after sentence, each
		// with measures of its own.
		subj := -1
		for p := part; p >= 0 && subj < 0; p-- {
			for i := range c.toks {
				if conjunctOf(cuts, c.toks[i].start) == p && !c.toks[i].is(fName) {
					subj = i
					break
				}
			}
			if subj >= 0 && p > 0 && finiteVerb(&c.toks[subj]) && c.toks[subj].start >= cuts[p-1] {
				// "and includes 1 TB": the subject is the part's before.
				subj = -1
			} else if p < part {
				break
			}
		}
		if subj < 0 || c.toks[subj].start > int32(t.Start) {
			continue // the measure comes first: no subject before it
		}
		name := -1 // the name before the subject, which a passage that holds the subject must hold too
		if subj > 0 && namedNoun(c.Text, subj) && !finiteVerb(&c.toks[subj]) {
			if k.otherNamed(subj, t) {
				subj-- // "Standard" of "The Standard plan": the name sets it apart from the "Premium plan"
			} else {
				name = subj - 1 // "Pro" of "The Pro plan" against "Plans: Basic is … 50 GB. Pro is … 1 TB"
			}
		}
		held, gives := false, false
		var other *Passage
		var ov numbers.Token
		for pi := range k.ev.Passages {
			p := &k.ev.Passages[pi]
			has := slices.ContainsFunc(p.Text.nums, func(n numbers.Token) bool { return n.Value == t.Value })
			j := k.at[pi][subj]
			if name >= 0 && k.at[pi][name] < 0 {
				j = -1
			} else if name >= 0 {
				j = k.at[pi][name]
			}
			if slices.Contains(k.used, pi) {
				gives = gives || has
				held = held || has && (j >= 0 || p.Text.openingPronoun() != "") // "It renews for 12-month periods" may say it of the subject
			}
			if has || j < 0 || other != nil {
				continue // another passage, chosen or not, may give the subject's own
			}
			for _, n := range p.Text.nums {
				if u, _, ok := unitAfter(p.Text.src, n.End); ok && u.dim == cu.dim {
					other, ov = p, n
					break
				}
			}
		}
		if !gives || held || other == nil {
			continue
		}
		_, ue, _ := unitAfter(other.Text.src, ov.End)
		sw := k.claimText(c.toks[max(subj, name)].start, c.toks[max(subj, name)].end)
		if name >= 0 {
			sw = k.claimText(c.toks[name].start, c.toks[subj].end)
		}
		m := c.src[t.Start:ce]
		k.doubt(AnchorAbsent, other.span(int32(ov.Start), int32(ue)), "the claim gives %s for %s; %s gives %s for %s, and %s without it",
			m, sw, k.where, other.Text.src[ov.Start:ue], sw, m)
		return
	}
}

// otherNamed reports whether a chosen passage that gives claim number t
// gives claim noun i after a name the claim does not say: "the Premium
// plan" for "the Standard plan", not "The burrs" for "The K2 burrs".
func (k *checker) otherNamed(i int, t numbers.Token) bool {
	for _, pi := range k.used {
		e := k.ev.Passages[pi].Text
		if !slices.ContainsFunc(e.nums, func(n numbers.Token) bool { return n.Value == t.Value }) {
			continue
		}
		for j := 1; j < len(e.toks); j++ {
			if w := &e.toks[j-1]; k.c.matches(i, &e.toks[j]) && w.is(fName) && adjacent(e.src, w.end, e.toks[j].start) && !k.claimSays(w) {
				return true
			}
		}
	}
	return false
}

// spacingWords open a measure that bounds or spaces what a claim says
// rather than measuring its subject: "in 24 hours", "every 6 hours".
var spacingWords = setOf(`in within per every each after before over under during by until since`)

// periodText returns date n of t as written, with the part of the year
// before it: "Q3 2024".
func periodText(t *Text, n numbers.Token) string {
	before := strings.TrimRight(t.src[:n.Start], " ")
	if i := strings.LastIndexByte(before, ' ') + 1; len(before) > i && periodIDs[strings.ToLower(before[i:])] {
		return t.src[i:n.End]
	}
	return n.Text
}

// maxChanges bounds the changes from one value to another that
// checkFromTo compares, on either side: a sentence's, not a table's.
const maxChanges = 64

// fromTo returns the changes text t gives, each as the indexes into its
// numbers of where it starts and where it ends: "from $5 million to $2
// million", "to $2 million from $5 million".
func fromTo(t *Text) [][2]int {
	var out [][2]int
	for i := 0; i+1 < len(t.nums); i++ {
		a, b := t.nums[i], t.nums[i+1]
		before, _ := wordBeforeNumber(t.src, a.Start)
		switch gap := strings.ToLower(strings.TrimSpace(t.src[a.End:b.Start])); {
		case before == "from" && gap == "to":
			out = append(out, [2]int{i, i + 1})
		case before == "to" && gap == "from", upFrom(gap):
			out = append(out, [2]int{i + 1, i}) // "to $3 million from $2 million", "$3 million, up from $2 million"
		case before == "from" && i+2 < len(t.nums) && dateGap[gap] && (b.Kind == numbers.Date || isYearTok(b)):
			// "from 2 million in 2000 to 4 million in 2020"
			if strings.EqualFold(strings.TrimSpace(t.src[b.End:t.nums[i+2].Start]), "to") {
				out = append(out, [2]int{i, i + 2})
			}
		}
	}
	return out
}

// upFrom reports whether gap, between two values, says that the second
// is the base of a change to the first: ", up from", "down from".
func upFrom(gap string) bool {
	g := strings.TrimSpace(strings.TrimPrefix(gap, ","))
	return g == "up from" || g == "down from"
}

// rescheduleWords are the English verbs that move a date: "extended
// from March 31 to April 30", "postponed from 2024".
var rescheduleWords = setOf(`extended moved postponed delayed rescheduled changed shifted deferred`)

// dateGap are the words between a value and the date it is given for.
var dateGap = setOf(`in for during by`)

// isBase reports whether number n of English text t is the base a change
// is measured from, not a value of its own: "up from $1.9 billion", "rose
// from $1.9 billion to $2.3 billion", "compared with 12%", "versus 12%".
// A year or a date is one only after a verb of rescheduleWords: "from
// 1861 to 1865" is a period.
func isBase(t *Text, n numbers.Token) bool {
	w, j := wordBeforeNumber(t.src, n.Start)
	if n.Kind == numbers.Date || isYearTok(n) {
		// "extended from March 31 to April 30": a date a change of
		// dates leaves.
		w2, _ := lastWordBefore(t.src, int32(j))
		return w == "from" && rescheduleWords[w2]
	}
	switch w {
	case "versus", "vs", "previously", "formerly", "originally":
		return true // "now 30 seconds (previously 60)"
	case "with", "to":
		w2, _ := lastWordBefore(t.src, int32(j))
		return w2 == "compared" || w2 == "compares"
	case "from":
		w2, _ := lastWordBefore(t.src, int32(j))
		if directionOf(w2) != 0 {
			return true // "up from", "rose from"
		}
		// "fell to 3% from 4%", "eased to 2.5% in May from 2.9%": the
		// number a few words before "from" is where the change went.
		if i := lastNumBefore(t, j); i >= 0 {
			m := t.nums[i]
			if gap := t.src[m.End:j]; hasClauseMarkOrParen(gap) || len(strings.Fields(gap)) > maxBaseGap {
				return false
			}
			w3, k := wordBeforeNumber(t.src, m.Start)
			return w3 == "to" && changedBefore(t.src, k)
		}
	}
	return false
}

// lastNumBefore returns the index of the last number of t that ends at
// or before byte j, or -1.
func lastNumBefore(t *Text, j int) int {
	return sort.Search(len(t.nums), func(i int) bool { return t.nums[i].End > j }) - 1
}

// maxBaseGap bounds the words between where a change went and the "from"
// of its base: "to 2.5% in May from 2.9%".
const maxBaseGap = 3

// sameAfter reports whether the two words after byte ce of claim text c
// are the two after byte ee of passage text e: the claim gives a base
// with the time the passage gives it, "2.9% in April".
func sameAfter(c string, ce int, e string, ee int) bool {
	for range 2 {
		cw, cj := termAfter(c, ce)
		ew, ej := termAfter(e, ee)
		if cw == "" || cw != ew {
			return false
		}
		ce, ee = cj, ej
	}
	return true
}

// termAfter is wordAfter for a word or a number of digits: "in 2000".
func termAfter(src string, end int) (string, int) {
	if end < len(src) && src[end] == ' ' && end+1 < len(src) && isDigitByte(src[end+1]) {
		j := end + 1
		for j < len(src) && isDigitByte(src[j]) {
			j++
		}
		return src[end+1 : j], j
	}
	return wordAfter(src, end)
}

// baseWords mark a claim that speaks of a change's base itself: "was $1.9
// billion a year earlier", "up from $1.9 billion".
var baseWords = setOf(`from compared versus vs earlier previous previously formerly originally prior ago last before preceding`)

// saysBase reports whether English text s has a word of baseWords.
func saysBase(s string) bool {
	for w := range strings.FieldsFuncSeq(s, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if baseWords[strings.ToLower(w)] {
			return true
		}
	}
	return false
}

// changedBefore reports whether a verb of a change stands before byte at
// of English src, past at most six words and no clause mark: "fell" of
// "fell to 3%", "cut" of "cut its stake in Orrin Ltd to 20%".
func changedBefore(src string, at int) bool {
	for n := 0; n < 7; n++ {
		w, j := lastWordBefore(src, int32(at))
		if w == "" || hasClauseMarkOrParen(src[j:at]) {
			return false
		}
		if directionOf(w) != 0 || changeVerb(w) {
			return true
		}
		at = j
	}
	return false
}

// baseOnly leaves unverified a claim number that the chosen passages give
// only as the base a change is measured from, where the claim does not
// say so: "Net income was $1.9 billion" against "Net income was $2.3
// billion, up from $1.9 billion a year earlier". Where the claim gives it
// as the end of a change, "rose to $1.9 billion", it fails the claim. It
// reports whether it decided.
func (k *checker) baseOnly(t numbers.Token, same []*evQty) bool {
	c := k.c
	if c.lang != English {
		return false
	}
	if len(same) == 0 && t.Kind == numbers.Date {
		same = k.sameDates(t) // a date of no year reads as no quantity: "March 31"
	}
	base := onlyAs(t, same, func(e *evQty) bool {
		// Not a value of its own, nor the base with its time ("2.9% in April").
		return isBase(e.p.Text, e.tok) && !sameAfter(c.src, t.End, e.p.Text.src, e.tok.End)
	})
	if base == nil || saysBase(c.src) {
		return false
	}
	if w, j := wordBeforeNumber(c.src, t.Start); w == "to" && changedBefore(c.src, j) {
		// "improved to 39%" against "expanded to 42% from 39%": the
		// claim gives the base as where the change ended.
		k.fail(NumberMismatch, base.p.span(int32(base.tok.Start), int32(base.tok.End)), "the claim says %q; %s gives %s as the base of the change: %q", "to "+t.Text+unitText(c.src, t.End), k.where, t.Text, changePhrase(base.p.Text, base.tok))
		return true
	}
	k.doubt(AnchorAbsent, base.p.span(int32(base.tok.Start), int32(base.tok.End)), "%s gives %s only as the base of a change: %q", k.where, t.Text, changePhrase(base.p.Text, base.tok))
	return true
}

// sameDates returns the dates of the chosen passages written with the
// value of claim date t.
func (k *checker) sameDates(t numbers.Token) []*evQty {
	var out []*evQty
	for _, pi := range k.used {
		p := &k.ev.Passages[pi]
		for _, n := range p.Text.nums {
			if n.Kind == numbers.Date && n.Value == t.Value {
				out = append(out, &evQty{tok: n, p: p})
			}
		}
	}
	return out
}

// changePhrase returns the words of text t from the direction or
// comparison word before its base number n through n: "up from $1.9
// billion".
func changePhrase(t *Text, n numbers.Token) string {
	_, j := wordBeforeNumber(t.src, n.Start)
	if w, k := lastWordBefore(t.src, int32(j)); w == "compared" || w == "compares" || directionOf(w) != 0 {
		j = k
	}
	return t.src[j:n.End] + unitText(t.src, n.End)
}

// bestChanges returns fromTo of the best passage, read once.
func (k *checker) bestChanges() [][2]int {
	if !k.changesRead {
		k.changesRead = true
		if p := k.best(); p != nil {
			k.changes = fromTo(p.Text)
		}
	}
	return k.changes
}

// checkFromTo fails a claim that gives a change between two values the
// other way round from the best passage: "fell from $2 million to $5
// million" against "decreased from $5 million to $2 million".
func (k *checker) checkFromTo() {
	p := k.best()
	c := k.c
	if p == nil || c.lang != English {
		return
	}
	e := p.Text
	cs := fromTo(c.Text)
	if len(cs) == 0 || len(cs) > maxChanges {
		return
	}
	es := k.bestChanges()
	if len(es) > maxChanges {
		return // a table of changes, not a sentence
	}
	for _, cp := range cs {
		from, to := c.nums[cp[0]].Value, c.nums[cp[1]].Value
		if from == to {
			continue
		}
		same, swapped := false, -1
		for n, ep := range es {
			ef, et := e.nums[ep[0]].Value, e.nums[ep[1]].Value
			switch {
			case ef == from && et == to:
				same = true
			case ef == to && et == from && swapped < 0:
				swapped = n
			}
		}
		if !same && swapped >= 0 {
			ep := es[swapped]
			lo, hi := min(e.nums[ep[0]].Start, e.nums[ep[1]].Start), max(e.nums[ep[0]].End, e.nums[ep[1]].End)
			k.fail(NumberMismatch, p.span(int32(lo), int32(hi)), "the claim says from %s to %s; %s says from %s to %s",
				c.nums[cp[0]].Text, c.nums[cp[1]].Text, k.where, e.nums[ep[0]].Text, e.nums[ep[1]].Text)
			return
		}
	}
}

// An orderedPair is two values a text gives in an order that says which
// is which: "a vote of 27 to 14", "won 3-1".
type orderedPair struct {
	a, b       string // the values, in the text's order
	start, end int    // the byte range of both
}

// orderedPairs returns the pairs of values of English text t joined by
// "to" (not a change "from" one "to" the other: see fromTo) or written as
// one range ("3-1", "2007–2011").
func orderedPairs(t *Text) []orderedPair {
	var out []orderedPair
	for i, a := range t.nums {
		if a.Kind == numbers.Range {
			if x, y, ok := strings.Cut(a.Value, "-"); ok && x != "" && y != "" {
				out = append(out, orderedPair{x, y, a.Start, a.End})
			}
			continue
		}
		if i+1 >= len(t.nums) {
			continue
		}
		b := t.nums[i+1]
		if b.Kind == numbers.Range || !strings.EqualFold(strings.TrimSpace(t.src[a.End:b.Start]), "to") {
			continue
		}
		if w, _ := wordBeforeNumber(t.src, a.Start); w == "from" {
			continue
		}
		out = append(out, orderedPair{a.Value, b.Value, a.Start, b.End})
	}
	return out
}

// marginOf grounds claim number t, a margin ("won by 13 votes", "a margin
// of 2"), where the best passage gives two values in order (see
// orderedPairs) that differ by it: "a vote of 27 to 14", "won 3-1". It
// reports whether it did.
func (k *checker) marginOf(t numbers.Token) bool {
	c, p := k.c, k.best()
	if p == nil || c.lang != English || t.Kind != numbers.Integer {
		return false
	}
	w, i := wordBeforeNumber(c.src, t.Start)
	if w2, _ := lastWordBefore(c.src, int32(i)); w != "by" && !(w == "of" && w2 == "margin") {
		return false
	}
	v, err := strconv.ParseFloat(t.Value, 64)
	if err != nil {
		return false
	}
	for _, ep := range orderedPairs(p.Text) {
		a, errA := strconv.ParseFloat(ep.a, 64)
		b, errB := strconv.ParseFloat(ep.b, 64)
		if errA == nil && errB == nil && math.Abs(a-b) == v {
			k.ground(t)
			return true
		}
	}
	return false
}

// saysLoss reports whether English text t has a form of "lose" or
// "loss", which tell a score from the loser's side.
func (t *Text) saysLoss() bool {
	for i := range t.toks {
		if u := &t.toks[i]; u.stem == "lose" || u.alt == "lose" || u.stem == "loss" {
			return true
		}
	}
	return false
}

// checkOrder fails a claim that gives two values in the order the best
// passage gives the other way round, and not in the claim's: "a vote of
// 14 to 27" against "a vote of 27 to 14", "won 1-3" against "won 3-1".
func (k *checker) checkOrder() {
	p := k.best()
	c := k.c
	if p == nil || c.lang != English || len(c.nums) < 1 {
		return
	}
	cs := orderedPairs(c.Text)
	if len(cs) == 0 || len(cs) > maxChanges {
		return
	}
	es := orderedPairs(p.Text)
	if len(es) > maxChanges {
		return // a table, not a sentence
	}
	if c.saysLoss() != p.Text.saysLoss() {
		return // "lost 1-3 to the Rovers" against "the Rovers won 3-1": the loser's side first
	}
	for _, cp := range cs {
		if cp.a == cp.b {
			continue
		}
		swapped := -1
		for n, ep := range es {
			if ep.a == cp.a && ep.b == cp.b {
				swapped = -1
				break
			}
			if ep.a == cp.b && ep.b == cp.a && swapped < 0 {
				swapped = n
			}
		}
		if swapped >= 0 {
			ep := es[swapped]
			k.fail(NumberMismatch, p.span(int32(ep.start), int32(ep.end)), "the claim says %s; %s says %s, the other way round",
				c.src[cp.start:cp.end], k.where, p.Text.src[ep.start:ep.end])
			return
		}
	}
}

// changeAmount decides claim number t, a change's amount ("rose by $20
// million", "rose 20%", "a 20% increase"), which the best passage gives
// as no change of its own, where it gives the one change it can be the
// amount of,
// from one amount to another: the difference, or the difference as a
// share of the first, at the claim's precision, grounds it ("rose 20%" on
// "rose from $100 million to $120 million"); another fails it. It reports
// whether it decided.
func (k *checker) changeAmount(t numbers.Token, vals []*evQty) bool {
	c, p := k.c, k.best()
	if p == nil || c.lang != English {
		return false
	}
	e := p.Text
	if w, _ := wordBeforeNumber(c.src, t.Start); w == "to" || w == "from" {
		return false // "rose to $120 million" gives where it went
	}
	dir, _, _ := changeOf(c.Text, t)
	cq, ok := quantityOf(t, false)
	if dir == 0 || !ok || cq.lo != cq.hi || cq.lo <= 0 {
		return false
	}
	points := inPointsAfter(c.src, t.End) // "rose 2 percentage points": a difference of shares
	es := k.bestChanges()
	if len(es) == 0 {
		es = valueBases(e) // "$120 million, compared with $100 million"
	}
	if len(es) == 0 || len(es) > maxChanges {
		return false // no change from one amount to another, or a table of them
	}
	for _, n := range vals {
		if n.p == p && n.tok.Kind == t.Kind {
			if d, _, _ := changeOf(e, n.tok); d != 0 {
				return false // "rose 20%" on "rose 20%": the value checks decide
			}
		}
	}
	var from, to numbers.Token
	var qa, qb quantity
	n := 0
	for _, ep := range es {
		a, b := e.nums[ep[0]], e.nums[ep[1]]
		x, okA := quantityOf(a, false)
		y, okB := quantityOf(b, false)
		if !okA || !okB || !comparable(x, y) || x.lo <= 0 || x.lo != x.hi || y.lo != y.hi {
			continue
		}
		if points && x.dim != dimPercent || !points && cq.dim != dimPercent && !comparable(cq, x) {
			continue
		}
		n++
		from, to, qa, qb = a, b, x, y
	}
	if n != 1 {
		return false // none, or two: which one?
	}
	diff := qb.lo - qa.lo
	if float64(dir)*diff <= 0 {
		return false // the other way: checkDirections and the antonyms decide
	}
	// A share is read at the claim's last written decimal: "20%" is 19.5%
	// to 20.5%, "20.5%" 20.45% to 20.55%; between two shares it may also
	// be the difference in points ("rose 2%" from 10% to 12%). An amount
	// is the difference.
	got := math.Abs(diff)
	same := sameAmount(got, cq.lo)
	if cq.dim == dimPercent || points {
		step := 1.0
		if _, frac, ok := strings.Cut(strings.TrimRight(t.Value, "%"), "."); ok {
			step = math.Pow(10, -float64(len(frac)))
		}
		if k.c.words[k.c.numAt(t.Start)] && t.Kind == numbers.Percent {
			step = 2 // "by a third": a point either side of 33.33%; not "three points"
		}
		within := func(x float64) bool { return math.Abs(x-cq.lo) <= step/2+1e-9 }
		same = !points && within(got/qa.lo*100) || qa.dim == dimPercent && within(got)
	}
	lo, hi := min(from.Start, to.Start), max(from.End, to.End)
	if same {
		k.ground(t)
		if points {
			for i := range c.toks {
				if u := &c.toks[i]; u.start > int32(t.End) && (u.word == "percentage" || u.word == "points" || u.word == "point") && u.start < int32(t.End)+24 {
					k.numberWords = append(k.numberWords, u.start) // "percentage points", which the two shares say
				}
			}
		}
		return true
	}
	k.fail(NumberMismatch, p.span(int32(lo), int32(hi)), "the claim says a change of %s; %s says from %s to %s", t.Text, k.where, from.Text, to.Text)
	return true
}

// inPointsAfter reports whether the number that ends at byte end of src
// is given in points of a share: "2 percentage points", "0.5 points".
func inPointsAfter(src string, end int) bool {
	w, j := wordAfter(src, end)
	if w == "percentage" {
		w, _ = wordAfter(src, j)
	}
	return w == "point" || w == "points"
}

// valueBases returns, as fromTo does, the changes English text t gives as
// a value and right after it its base: "$1.2 billion, compared with $900
// million", "3% versus 4%", "$2.3 million, up from $1.9 million".
func valueBases(t *Text) [][2]int {
	var out [][2]int
	for j := 0; j+1 < len(t.nums); j++ {
		m, b := t.nums[j], t.nums[j+1]
		if !hasClauseMarkOrParen(strings.TrimLeft(t.src[m.End:b.Start], ", ")) && isBase(t, b) {
			out = append(out, [2]int{j + 1, j})
		}
	}
	return out
}

// factorWords are the words of a change by a factor, by the factor.
var factorWords = map[string]float64{"double": 2, "doubles": 2, "doubled": 2, "doubling": 2,
	"triple": 3, "triples": 3, "tripled": 3, "tripling": 3, "quadrupled": 4, "halve": 0.5, "halves": 0.5, "halved": 0.5}

// factorOf is factorWords[w]. Its words start with d, t, q or h: most
// words are told none without a lookup, as the checks ask it of each
// claim word for each passage.
func factorOf(w string) (float64, bool) {
	if w == "" || w[0] != 'd' && w[0] != 't' && w[0] != 'q' && w[0] != 'h' {
		return 0, false
	}
	f, ok := factorWords[w]
	return f, ok
}

// factorChange reads claim word i as a change by a factor ("doubled")
// against the best passage's change from one amount to another: it
// returns whether the change has the claim's factor ("rose from $4
// million to $8 million"), and else the change, as its numbers' indexes,
// or -1. A change the claim's amounts, its years aside, are not part of
// is about something else; where more than one is left, which one the
// claim speaks of is not known, and none is read.
func (k *checker) factorChange(i int) (same bool, other [2]int) {
	other = [2]int{-1, -1}
	c := k.c
	f, ok := factorOf(c.toks[i].word)
	p := k.best()
	if !ok || p == nil || c.lang != English {
		return false, other
	}
	e := p.Text
	es := k.bestChanges()
	if len(es) > maxChanges {
		return false, other
	}
	amounts := slices.DeleteFunc(slices.Clone(c.nums), func(n numbers.Token) bool { return yearText(n.Text) })
	var ratio float64
	for _, ep := range es {
		a, b := e.nums[ep[0]], e.nums[ep[1]]
		if len(amounts) > 0 && !slices.ContainsFunc(amounts, func(n numbers.Token) bool { return n.Value == a.Value || n.Value == b.Value }) {
			continue
		}
		qa, okA := quantityOf(a, false)
		qb, okB := quantityOf(b, false)
		if !okA || !okB || !comparable(qa, qb) || qa.lo <= 0 {
			continue
		}
		if other[0] >= 0 {
			return false, [2]int{-1, -1} // two changes: which one?
		}
		other, ratio = ep, qb.lo/qa.lo
	}
	if other[0] >= 0 && factorFits(ratio, f, factorHedge(c.src, c.toks[i].start)) {
		return true, [2]int{-1, -1}
	}
	return false, other
}

// factorHedge returns the word before the factor word that starts at
// byte at of src that bounds or hedges it: "more" or "less" of "more
// than doubled", "least" of "at least doubled", a word of approxWords
// ("nearly", "about"); "" if none.
func factorHedge(src string, at int32) string {
	w, _ := factorHedgeAt(src, at)
	return w
}

// factorHedgeAt is factorHedge with where the words of the hedge start:
// "more" of "more than doubled"; at where there is none.
func factorHedgeAt(src string, at int32) (string, int32) {
	w, j := lastWordBefore(src, at)
	if w == "than" {
		w, j = lastWordBefore(src, int32(j))
		if w == "more" || w == "less" {
			return w, int32(j)
		}
		return "", at
	}
	switch w {
	case "least":
		if v, h := lastWordBefore(src, int32(j)); v == "at" {
			return w, int32(h)
		}
		return w, int32(j)
	}
	if isApproxWord(w) {
		return w, int32(j) // "nearly doubled", "roughly doubled"
	}
	return "", at
}

// factorFits reports whether a change by ratio is one by factor f, the
// factor bounded or hedged by the word hedge (see factorHedge): "more
// than doubled" of a change of 2.16 times, "nearly doubled" of 1.9. A
// factor under one is read upside down: "more than halved" of a change
// to a third.
func factorFits(ratio, f float64, hedge string) bool {
	if f < 1 {
		ratio, f = 1/ratio, 1/f
	}
	switch hedge {
	case "more", "least":
		return ratio >= f*(1-factorSlack/5)
	case "less":
		return ratio <= f*(1+factorSlack/5) && ratio > 1
	}
	if d, ok := approxWords[strings.TrimSuffix(hedge, ".")]; ok {
		if d < 0 {
			return ratio >= f*(1-3*factorSlack) && ratio <= f*(1+factorSlack) // "nearly", "almost": short of it
		}
		return math.Abs(ratio-f) <= 3*factorSlack*f // "about", "roughly"
	}
	return math.Abs(ratio-f) <= factorSlack*f
}

// factorSlack is how far a change between two amounts may lie from the
// factor a claim names, as a share of it: "doubled" of "from 2.1 million
// to 4.3 million" (2.05 times), which a reader calls doubled; not of "to
// 4.6 million".
const factorSlack = 0.05

// percentFactor returns the factor of the one change by a percentage the
// best passage gives ("rose 100%" doubles, "fell 50%" halves), and the
// index of its number; ok is false if it gives none, or more than one.
func (k *checker) percentFactor() (f float64, n int, ok bool) {
	p := k.best()
	if p == nil {
		return 0, -1, false
	}
	e := p.Text
	n = -1
	for j, t := range e.nums {
		if t.Kind != numbers.Percent {
			continue
		}
		dir, _, _ := changeOf(e, t)
		q, okQ := quantityOf(t, false)
		if dir == 0 || !okQ {
			continue
		}
		if n >= 0 {
			return 0, -1, false // two changes: which one?
		}
		f, n = 1+float64(dir)*q.lo/100, j
	}
	return f, n, n >= 0
}

// factorPercent reads claim word i as a change by a factor ("doubled")
// against the best passage's one change by a percentage, for a claim with
// no amount of its own: it returns whether the change has the claim's
// factor ("rose 100%"), and else the index of the passage's number, or -1.
func (k *checker) factorPercent(i int) (same bool, other int) {
	c := k.c
	f, ok := factorOf(c.toks[i].word)
	if !ok || c.lang != English || slices.ContainsFunc(c.nums, func(n numbers.Token) bool { return !yearText(n.Text) }) {
		return false, -1
	}
	pf, n, ok := k.percentFactor()
	if !ok {
		return false, -1
	}
	if hedge := factorHedge(c.src, c.toks[i].start); sameAmount(pf, f) || hedge != "" && factorFits(pf, f, hedge) {
		return true, -1
	}
	return false, n
}

// checkFactors fails a claim that says a change by a factor where the
// best passage gives the change as from one amount to another of another
// ratio: "doubled to $8 million" against "rose from $5 million to $8
// million"; or that negates a change of the passage's ratio.
func (k *checker) checkFactors() {
	for i := range k.c.toks {
		same, other := k.factorChange(i)
		if same && k.c.toks[i].negated() {
			// "did not double" against "rose from $4 million to $8 million".
			k.fail(NegationMismatch, k.bestSpan(), "the claim negates %q; %s gives a change of that factor", k.claimText(k.c.toks[i].start, k.c.toks[i].end), k.where)
			return
		}
		if !same && other[0] < 0 && !k.c.toks[i].negated() && k.at[k.used[0]][i] < 0 {
			// (Where the passage says the factor itself, "revenue doubled,
			// while profit fell 10%", its percentage is another's.)
			if pSame, n := k.factorPercent(i); !pSame && n >= 0 {
				// "tripled" against "rose 100%".
				e, t := k.best().Text, k.best().Text.nums[n]
				_, ws, we := changeOf(e, t)
				lo, hi := min(ws, t.Start), max(we, t.End) // "rose 100%", "a 100% rise"
				_, cs := factorHedgeAt(k.c.src, k.c.toks[i].start)
				k.fail(NumberMismatch, k.best().span(int32(lo), int32(hi)), "the claim says %s; %s says %s", k.claimText(cs, k.c.toks[i].end), k.where, e.src[lo:hi])
				return
			}
		}
		if same || other[0] < 0 || k.c.toks[i].negated() {
			continue
		}
		e := k.best().Text
		a, b := e.nums[other[0]], e.nums[other[1]]
		lo, hi := min(a.Start, b.Start), max(a.End, b.End)
		_, cs := factorHedgeAt(k.c.src, k.c.toks[i].start) // "more than doubled"
		k.fail(NumberMismatch, k.best().span(int32(lo), int32(hi)), "the claim says %s; %s says from %s to %s", k.claimText(cs, k.c.toks[i].end), k.where, a.Text, b.Text)
		return
	}
}

// conjunctJoins are what parts of a sentence that each give a value are
// joined by: "5 GB for Basic, 10 GB for Pro", "$20 for students and $35
// for adults".
var conjunctJoins = [...]string{", ", "; ", ": ", " and ", " or ", " but ", " while ", " whereas ", " - ", " – ", " — "}

// conjunctCuts returns where the conjuncts of text t begin, in order,
// leaving out joins inside its numbers ("June 4, 2021").
func conjunctCuts(t *Text) []int32 {
	var cuts []int32
	eachJoin(t.src, conjunctJoins[:], func(at int, j string) {
		if n := lastNumBefore(t, at+1); n < 0 || t.nums[n].End <= at { // not inside a number
			cuts = append(cuts, int32(at+len(j)))
		}
	})
	slices.Sort(cuts)
	return cuts
}

// conjunctCuts returns the cuts of t's conjuncts, read with t if it was
// analysed as a passage.
func (t *Text) conjunctCuts() []int32 {
	if t.cutsRead {
		return t.cuts
	}
	return conjunctCuts(t)
}

// claimCuts returns the cuts of the claim's conjuncts, read once a check.
func (k *checker) claimCuts() []int32 {
	if !k.cutsRead {
		k.cuts, k.cutsRead = k.c.conjunctCuts(), true
	}
	return k.cuts
}

// conjunctOf returns the index of the conjunct, by cuts, that byte at is
// in.
func conjunctOf(cuts []int32, at int32) int {
	n, _ := slices.BinarySearch(cuts, at+1)
	return n
}

// conjunctSpan returns where conjunct i of a text of n bytes, by cuts,
// starts and ends; its end is the next one's start, past the join.
func conjunctSpan(cuts []int32, i, n int) (lo, hi int32) {
	lo, hi = 0, int32(n)
	if i > 0 {
		lo = cuts[i-1]
	}
	if i < len(cuts) {
		hi = cuts[i]
	}
	return lo, hi
}

// boundPairsApart fails an English claim that gives a value for a bound
// where the best passage gives that value only for the bound the other
// way, and the claim's bound to another part: "The vaccine is 95%
// effective in adults over 65" against "The vaccine is 95% effective in
// adults under 65 and 80% effective in adults over 65".
func (k *checker) boundPairsApart() {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.nums) < 2 || len(c.bounds) == 0 || len(p.Text.bounds) < 2 {
		return // the common case
	}
	e := p.Text
	cuts := e.conjunctCuts()
	if len(cuts) == 0 {
		return
	}
	for _, cb := range c.bounds {
		if cb.dir == 0 || cb.pair {
			continue
		}
		var same, other []int // the conjuncts where the passage bounds the claim's number the claim's way, the other way
		for _, eb := range e.bounds {
			if eb.pair || e.nums[eb.tok].Value != c.nums[cb.tok].Value {
				continue
			}
			switch at := conjunctOf(cuts, eb.start); eb.dir {
			case cb.dir:
				same = append(same, at)
			case -cb.dir:
				other = append(other, at)
			}
		}
		if len(same) == 0 || len(other) == 0 {
			continue
		}
		for qi, q := range c.nums {
			if _, ok := c.boundOf(qi); ok || dated(q) || conjunctOf(k.claimCuts(), int32(q.Start)) != conjunctOf(k.claimCuts(), cb.start) {
				continue // the claim's own part: the claim may say both
			}
			apart := -1 // the passage's number of the claim's value, in a part that bounds the other way
			for j, n := range e.nums {
				if n.Kind != q.Kind || n.Value != q.Value {
					continue
				}
				if at := conjunctOf(cuts, int32(n.Start)); slices.Contains(same, at) {
					apart = -2
					break
				} else if apart == -1 && slices.Contains(other, at) {
					apart = j
				}
			}
			if apart < 0 {
				continue
			}
			n := e.nums[apart]
			oi := slices.IndexFunc(e.bounds, func(b bound) bool {
				return b.dir == -cb.dir && !b.pair && e.nums[b.tok].Value == c.nums[cb.tok].Value && conjunctOf(cuts, b.start) == conjunctOf(cuts, int32(n.Start))
			})
			if oi < 0 {
				continue
			}
			ob := e.bounds[oi]
			k.fail(NumberMismatch, p.span(int32(n.Start), int32(n.End)), "the claim gives %s for %q; %s gives %s for %q", q.Text, cb.phrase, k.where, n.Text, ob.phrase)
			return
		}
	}
}

// checkOwners leaves unverified a claim that gives a value to a word the
// best passage gives another value of the same kind, where the claim's
// value is in a part of the passage that is about something else of its
// own: "Basic members get 10 GB" on "Basic members get 5 GB and premium
// members get 10 GB", "labour for two years" on "parts for two years and
// labour for one year", "opens at 9am on weekdays" on "10am on weekdays
// and 9am on weekends", "in Kelland on April 27" on "in Varia on April 27
// and in Kelland on March 9". Both values are in the passage, but not for
// the claim's word. Two values of the claim each given the other's word
// fail it. A part without words of its own ("$5 million in 2022" of
// "Revenue was $4 million in 2021 and $5 million in 2022") takes the
// words of the part before it, and is not read so.
func (k *checker) checkOwners() {
	c, p := k.c, k.best()
	if p == nil || c.lang != English || len(c.nums) == 0 || len(p.Text.nums) < 2 || len(p.Text.nums) > maxDatedNums || len(k.hard)+len(k.soft) > 0 {
		return
	}
	e := p.Text
	var kinds []valueKind // by passage number, read when first needed
	var o *owners
	var given [][2]string // each value the claim gives a word, and the passage's value for it
	for ti, q := range c.nums {
		if ti == maxClaimNumbers {
			break
		}
		if dated(q) && (!ownedDate(q) || lifeDated(k.datingVerb(ti))) || c.inIdent(q) || !k.grounded.has(q.Start) {
			continue // a date of a life has readers of its own
		}
		at := onlyNumber(e, func(n numbers.Token) bool { return n.Kind == q.Kind && n.Value == q.Value })
		if u := k.inUnits[q.Start]; u != nil && u.p == p {
			at = -1 // the value is the passage's in another unit: "one year" of "12 months", not "once"
		}
		if at == -2 {
			if k.boundOwners(ti, q) {
				return
			}
			continue
		}
		if b := k.boundedBy[q.Start]; at == -1 && b != nil && b.p == p && c.isBounded(ti) {
			// The passage number that meets the claim's bound: "more than
			// 50% … in the last year" met by "89% … at some point".
			at = slices.IndexFunc(e.nums, func(n numbers.Token) bool { return n.Start == b.tok.Start })
		}
		if u := k.inUnits[q.Start]; at == -1 && u != nil && u.p == p {
			// The passage number in another unit: "two years" on "24
			// months".
			at = slices.IndexFunc(e.nums, func(n numbers.Token) bool { return n.Start == u.tok.Start })
		}
		if at < 0 || !otherOfKind(e, at) {
			continue
		}
		if kinds == nil {
			kinds = valueKinds(e)
		}
		if !kinds[at].ok {
			continue // "up from $1.9 million" gives no value of its own
		}
		ecuts := e.conjunctCuts()
		for j, n := range e.nums {
			if n.Value == q.Value || !kinds[j].ok || kinds[j] != kinds[at] || conjunctOf(ecuts, int32(n.Start)) == conjunctOf(ecuts, int32(e.nums[at].Start)) ||
				k.meetsBound(ti, n) && !(conditionBefore(c.src, q.Start) && conditionBefore(e.src, n.Start)) {
				// Not another value, one in the same part, or one that meets
				// the claim's bound too; but not where both are conditions:
				// "if pain lasts more than 10 days" is no "if pain lasts more
				// than 3 days".
				continue
			}
			if o == nil {
				if o = k.readOwners(); o == nil {
					return
				}
			}
			pc, oc, cq, u, ok := o.ownParts(e, q, e.nums[at], n) // the claim's value's part, the other's
			if !ok {
				continue
			}
			before := e.toks[u].start < int32(e.nums[at].Start)
			w := o.wordOfOther(c, e, cq, pc, oc, n.Start, before, false)
			if w < 0 && !before && premodifies(e, e.nums[at], u) {
				// "The Basic model weighs 2 kg" on "The Basic model weighs
				// 1.5 kg, lighter than the 2 kg Pro model": the value is
				// said before what it is of, the other after it.
				w = o.wordOfOther(c, e, cq, pc, oc, n.Start, true, true)
			} else if w < 0 && before && premodifies(e, n, -1) {
				// "The Standard room costs $240" on "The Deluxe room costs
				// $240, more than the $180 Standard room": the other the
				// other way round.
				w = o.wordOfOther(c, e, cq, pc, oc, n.Start, false, true)
			}
			if w >= 0 && int(c.toks[w].start) == q.End+1 && q.End < len(c.src) && c.src[q.End] == ' ' {
				w = -1 // what the value counts, "requests" of "1,000 requests", is no one's it is given for
			}
			if w < 0 {
				w = o.otherOfOther(c, e, cq, pc, oc)
			}
			if w < 0 && before && amountOfAfter(e, n) {
				// "The CEO's salary was $12 million" on "total compensation
				// was $12 million, including $1.5 million in salary": the
				// other part says what its value is of after it.
				w = o.wordOfOther(c, e, cq, pc, oc, n.Start, false, false)
			}
			if w < 0 && !before {
				// A verb of the claim the other part says before its
				// value, where the claim's part gives what it is of
				// after: "closed up 5%" on "rose 5% in early trading,
				// before closing up 2%".
				// The claim's part has a verb of its own: not "grossing
				// $20.3 million on its opening day and $60.3 million on
				// its opening weekend", one verb of both.
				if v := o.wordOfOther(c, e, cq, pc, oc, n.Start, true, false); v >= 0 && c.toks[v].verbForm() && slices.ContainsFunc(e.toks, func(x tok) bool {
					return o.ofPassage(int(x.start)) == pc && x.start < int32(e.nums[at].Start) && x.verbForm() && !c.matches(v, &x)
				}) {
					w = v
				}
			}
			if w < 0 {
				if v := o.ownWord(e, cq, oc, pc, n.Start); v >= 0 && k.ownerOnly(e, u, at) {
					// The claim names neither part's own word: "The discount
					// is 20%" on "20% for members and 10% for everyone
					// else".
					k.doubt(AnchorAbsent, p.span(int32(e.nums[at].Start), e.toks[u].end), "%s gives %s for %s, and %s for %s",
						k.where, valueText(e, e.nums[at]), ownerText(e, u), valueText(e, n), ownerText(e, v))
					break
				}
				continue
			}
			if o.modifierIn(c, cq, pc, oc) {
				continue // "The free plan includes 5 GB" on "The Free plan comes with 5 GB; the Pro plan includes 1 TB"
			}
			if m := slices.IndexFunc(c.nums, func(x numbers.Token) bool { return x.Kind == n.Kind && x.Value == n.Value }); m >= 0 &&
				spanGap(c.toks[w].start, c.toks[w].end, c.nums[m]) < spanGap(c.toks[w].start, c.toks[w].end, q) {
				continue // the claim gives the other value too, nearer its word: "a 10% credit if uptime falls below 99.9%"
			}
			word, said := ownerText(c.Text, w), valueText(c.Text, q)
			if o := otherBefore(c.Text, w); o != "" {
				word = o + " " + word // "other parents", not "parents"
			}
			if b, ok := c.boundOf(ti); ok && k.boundedBy[q.Start] != nil {
				said = b.phrase // "more than 50%"
			}
			if slices.Contains(given, [2]string{n.Value, q.Value}) {
				// Two values, each given the other's word: "ship within 2
				// days and arrive within 5" on "ship within 5 days and
				// arrive within 2". One reading misplaced is a doubt; both
				// crossed is the claim's mistake.
				k.fail(NumberMismatch, p.span(int32(n.Start), int32(n.End)), "the claim gives %s for %s; %s gives %s for %s, and %s for %s",
					said, word, k.where, valueText(e, n), word, valueText(e, e.nums[at]), ownerText(e, u))
				return
			}
			given = append(given, [2]string{q.Value, n.Value})
			eword := word
			part := conjunctOf(ecuts, int32(n.Start))
			if c.toks[w].is(fName) || c.toks[w].verbForm() {
				// The passage's word for a name or a verb it says
				// otherwise: "weekends" for "Saturdays", "closing" for
				// "closed".
				if j := slices.IndexFunc(e.toks, func(x tok) bool { return conjunctOf(ecuts, x.start) == part && c.matches(w, &x) }); j >= 0 && e.toks[j].word != c.toks[w].word {
					eword = ownerText(e, j)
				}
			}
			if k.parallelOwners(w, e, u, part, ecuts) {
				// "70 mph on single carriageways" on "70 mph on motorways
				// and 60 mph on single carriageways": each part gives its
				// value for what one preposition introduces, and the
				// claim gives the one part's value for the other's.
				k.fail(NumberMismatch, p.span(int32(n.Start), int32(n.End)), "the claim gives %s for %s; %s gives %s for %s, and %s for %s",
					said, word, k.where, valueText(e, n), eword, valueText(e, e.nums[at]), ownerText(e, u))
				return
			}
			if q.Kind != numbers.Ordinal && opposite(c.toks[w].word, e.toks[u].word) {
				// The claim's value is its word's opposite's: "a profit of
				// $12 million" on "a loss of $12 million, against a profit
				// of $3 million".
				k.fail(AntonymMismatch, p.span(int32(e.nums[at].Start), int32(e.nums[at].End)), "%s gives %s for %s; the claim gives it for %s",
					k.where, valueText(e, e.nums[at]), ownerText(e, u), word)
				return
			}
			k.doubt(AnchorAbsent, p.span(int32(n.Start), int32(n.End)), "the claim gives %s for %s; %s gives %s for %s, and %s for %s",
				said, word, k.where, valueText(e, n), eword, valueText(e, e.nums[at]), ownerText(e, u))
			break
		}
	}
}

// amountOfAfter reports whether number n of text t is followed by "in",
// "as" or "for" and what the amount is: "$1.5 million in salary".
func amountOfAfter(t *Text, n numbers.Token) bool {
	w, _ := wordAfter(t.src, n.End)
	return w == "in" || w == "as" || w == "for"
}

// parallelOwners reports whether claim word w follows the same
// preposition as its match in part of passage text e and as u, the word
// the passage gives the claim's value for in another part: "on single
// carriageways" and "on motorways". Each part's value is for the word of
// its own preposition.
func (k *checker) parallelOwners(w int, e *Text, u, part int, ecuts []int32) bool {
	c := k.c
	pw, _ := lastWordBefore(c.src, c.toks[w].start)
	if !prepositions[pw] || pw == "of" {
		return false
	}
	if uw, _ := lastWordBefore(e.src, e.toks[u].start); uw != pw {
		return false
	}
	j := slices.IndexFunc(e.toks, func(x tok) bool { return conjunctOf(ecuts, x.start) == part && c.matches(w, &x) })
	if j < 0 {
		return false
	}
	ew, _ := lastWordBefore(e.src, e.toks[j].start)
	return ew == pw
}

// spanGap returns how many bytes lie between the word from start to end
// and number n.
func spanGap(start, end int32, n numbers.Token) int {
	if int(end) <= n.Start {
		return n.Start - int(end)
	}
	return max(0, int(start)-n.End)
}

// valueOwnersApart fails an English claim that ties a value to a word
// right after it ("10 pm on weekends") where the best passage ties
// another value of the same kind to that word the same way and the
// claim's value to another: "closes at 10 pm on weekdays and 8 pm on
// weekends". Each value is said with what it is for; the claim's is the
// other's. (checkOwners reads looser ties, and doubts.)
func (k *checker) valueOwnersApart() {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.nums) == 0 || len(p.Text.nums) < 2 || len(p.Text.nums) > maxDatedNums {
		return
	}
	e, at := p.Text, k.bestAt()
	for ti, q := range c.nums {
		if ti == maxClaimNumbers {
			break
		}
		prep, ci, cf := ownedAfter(c.Text, q)
		if prep == "" && k.grounded.has(q.Start) && !c.inIdent(q) && k.ownerBefore(q, p, at) {
			return
		}
		if prep == "" || at[ci] < 0 || !k.grounded.has(q.Start) || c.inIdent(q) {
			continue
		}
		j, same := at[ci], onlyNumber(e, func(n numbers.Token) bool { return n.Kind == q.Kind && n.Value == q.Value })
		if same < 0 {
			continue
		}
		// The word the claim's value is said of, and the passage's words
		// of it: the same word with the same ordinal before it ("the third
		// quarter", not "the second quarter").
		own := ordinalBefore(c.Text, ci)
		ownWord := func(u int) bool {
			return u == j && ordinalBefore(e, u) == own || own != "" && e.toks[u].stem == c.toks[ci].stem && ordinalBefore(e, u) == own
		}
		sp, su, sf := ownedAfter(e, e.nums[same])
		if sp != "" && ownWord(su) {
			continue // the claim's value is said of its word
		}
		for _, n := range e.nums {
			np, nu, nf := ownedAfter(e, n)
			if n.Kind != q.Kind || n.Value == q.Value || np != prep || nu < 0 || !ownWord(nu) {
				continue
			}
			j := nu
			if sp == "" {
				if n.Start < e.nums[same].End || !gapIs(e.src[e.nums[same].End:n.Start], ", or", "or", "; or") {
					continue
				}
				// The claim's value said of no one, the other of the claim's
				// word right after it as the other choice: "costs $400 for
				// members" against "costs $400, or $320 for members".
				k.fail(NumberMismatch, p.span(int32(n.Start), e.toks[j].end), "the claim gives %s %s; %s gives %s %s, and %s without it",
					q.Text, c.src[cf:c.toks[ci].end], k.where, n.Text, e.src[nf:e.toks[j].end], e.nums[same].Text)
				return
			}
			k.fail(NumberMismatch, p.span(int32(n.Start), e.toks[j].end), "the claim gives %s %s; %s gives %s %s, and %s %s",
				q.Text, c.src[cf:c.toks[ci].end], k.where, n.Text, e.src[nf:e.toks[j].end], e.nums[same].Text, e.src[sf:e.toks[su].end])
			return
		}
	}
}

// ordinalBefore returns the ordinal in words right before word i of t,
// "third" of "the third quarter", or "".
func ordinalBefore(t *Text, i int) string {
	if w, _ := lastWordBefore(t.src, t.toks[i].start); ordinalWords[w] > 0 {
		return w
	}
	return ""
}

// ownerBefore fails an English claim that gives value q, a share or an
// amount of money, of a name before it ("Storage has a 99.95% uptime
// commitment") where best passage p,
// whose words at matches the claim's with, gives another value of its
// kind for that word ("99.9% for Storage") and the claim's value not for
// any word of the claim: the claim's value is another's. It reports
// whether it failed the claim.
func (k *checker) ownerBefore(q numbers.Token, p *Passage, at []int) bool {
	c, e := k.c, p.Text
	if q.Kind != numbers.Percent && q.Kind != numbers.Currency || len(e.nums) < 2 {
		return false // a count or a year may be a name's: "the Billboard 200"
	}
	same := onlyNumber(e, func(n numbers.Token) bool { return n.Kind == q.Kind && n.Value == q.Value })
	if same < 0 {
		return false
	}
	says := func(j int) bool { return slices.Contains(at, j) }
	if _, su, _ := ownedAfter(e, e.nums[same]); su >= 0 && says(su) {
		return false // the claim's value is said of a word of the claim
	}
	for _, n := range e.nums {
		if n.Kind != q.Kind || n.Value == q.Value {
			continue
		}
		np, nu, nf := ownedAfter(e, n)
		if np == "" || !says(nu) {
			continue
		}
		ci := slices.Index(at, nu)
		if c.toks[ci].start > int32(q.Start) || !c.toks[ci].is(fName) && !e.toks[nu].is(fName) {
			continue // said after the value, or no name: "uptime" of "99.9% uptime"
		}
		if slices.ContainsFunc(c.nums, func(m numbers.Token) bool {
			_, mu, _ := ownedAfter(c.Text, m)
			return mu == ci || int32(m.Start) > c.toks[ci].start && m.Start < q.Start
		}) {
			continue // the claim gives the name a value of its own, or one comes between: "3% in Chile …, while imports fell 2%"
		}
		k.fail(NumberMismatch, p.span(int32(n.Start), e.toks[nu].end), "the claim gives %s of %s; %s gives %s %s",
			q.Text, nameText(c.Text, &c.toks[ci]), k.where, n.Text, e.src[nf:e.toks[nu].end])
		return true
	}
	return false
}

// prefixOwners fails a claim that gives a value to a word which the best
// passage gives both with a negating prefix and without, each with a
// value of its own, where the passage's value is the other's: "Members
// pay $40" against "Members pay $20 and non-members pay $40"; where the
// claim's form has no value of its own, the claim is unverified. The
// nearest form of the word to a value of the passage, before it or after
// it as in the claim, in its part, is whose the value is.
func (k *checker) prefixOwners() {
	c, p := k.c, k.best()
	if p == nil || k.full() || len(c.nums) == 0 || len(p.Text.nums) == 0 {
		return
	}
	e := p.Text
	if !slices.ContainsFunc(e.toks, func(u tok) bool { return u.is(fPrefixNeg) }) && !slices.ContainsFunc(c.toks, func(t tok) bool { return t.is(fPrefixNeg) }) {
		return // the common case
	}
	cuts, ccuts := e.conjunctCuts(), c.conjunctCuts()
	// owner returns the form of stem nearest byte at of e, before it or
	// after, in its part, or -1.
	owner := func(stem string, at int, after bool) int {
		for j := range e.toks {
			if !after {
				j = len(e.toks) - 1 - j
			}
			if u := &e.toks[j]; (!after && int(u.end) <= at || after && int(u.start) >= at) && u.stem == stem {
				if conjunctOf(cuts, u.start) != conjunctOf(cuts, int32(at)) {
					return -1
				}
				return j
			}
		}
		return -1
	}
	for _, q := range c.nums {
		if !k.grounded.has(q.Start) {
			continue
		}
		at := onlyNumber(e, func(n numbers.Token) bool { return n.Kind == q.Kind && n.Value == q.Value })
		if at < 0 {
			continue
		}
		n := e.nums[at]
		for i := range c.toks {
			t := &c.toks[i]
			if t.is(fName) || !t.counted() || conjunctOf(ccuts, t.start) != conjunctOf(ccuts, int32(q.Start)) {
				continue
			}
			after := int(t.start) >= q.End // "$15 for residents"
			if slices.ContainsFunc(c.toks, func(o tok) bool {
				return o.stem == t.stem && (!after && o.start > t.start && int(o.end) <= q.Start || after && o.start < t.start && int(o.start) >= q.End)
			}) {
				continue // a nearer form of the word is the value's
			}
			j := owner(t.stem, n.Start, after)
			if j < 0 || e.toks[j].is(fPrefixNeg) == t.is(fPrefixNeg) {
				continue
			}
			// The claim's own form gives another value of its own.
			for m, o := range e.nums {
				if m == at || o.Kind != n.Kind {
					continue
				}
				if h := owner(t.stem, o.Start, after); h >= 0 && e.toks[h].is(fPrefixNeg) == t.is(fPrefixNeg) {
					k.fail(NumberMismatch, p.span(int32(n.Start), int32(n.End)), "the claim gives %s for %s; %s gives %s for %s, and %s for %s",
						q.Text, quote(c.src[prefixStart(c.Text, t):t.end]), k.where, o.Text, quote(e.src[prefixStart(e, &e.toks[h]):e.toks[h].end]), n.Text, quote(e.src[prefixStart(e, &e.toks[j]):e.toks[j].end]))
					return
				}
			}
			if slices.ContainsFunc(e.toks, func(u tok) bool { return u.stem == t.stem && u.is(fPrefixNeg) == t.is(fPrefixNeg) }) {
				// The claim's form is in another part, with no value
				// of its own: "In-network withdrawals cost $2.50"
				// against "free at in-network ATMs; out-of-network
				// withdrawals cost $2.50".
				k.doubt(AnchorAbsent, p.span(int32(n.Start), int32(n.End)), "the claim gives %s for %s; %s gives it for %s",
					q.Text, quote(c.src[prefixStart(c.Text, t):t.end]), k.where, quote(e.src[prefixStart(e, &e.toks[j]):e.toks[j].end]))
				return
			}
		}
	}
}

// onlyNumber returns the index of the one number of t that match
// accepts, -1 if there is none, and -2 if there are several: either may
// be the one a claim means.
func onlyNumber(t *Text, match func(numbers.Token) bool) int {
	at := -1
	for j, n := range t.nums {
		if match(n) {
			if at >= 0 {
				return -2
			}
			at = j
		}
	}
	return at
}

// ownedAfter returns the preposition that ties number n of t to the word
// after it, that word's index and where the preposition starts: "on" and "weekends" of "8 pm on
// weekends", "on" and "days" of "9 am on other days", "during" and
// "summer" of "$120 per night during the summer". It returns "" where no
// such preposition follows n.
func ownedAfter(t *Text, n numbers.Token) (string, int, int) {
	if n.End >= len(t.src) || t.src[n.End] != ' ' {
		return "", -1, -1
	}
	prep, i := wordAt(t.src, n.End+1)
	from := n.End + 1
	if prep == "per" && i < len(t.src) && t.src[i] == ' ' {
		// The value's rate comes first: "$90 per night in winter".
		if _, j := wordAt(t.src, i+1); j > i+1 && j < len(t.src) && t.src[j] == ' ' {
			from = j + 1
			prep, i = wordAt(t.src, from)
		}
	}
	if !ownerPreps[prep] || i >= len(t.src) || t.src[i] != ' ' {
		return "", -1, -1
	}
	i++
	u := sort.Search(len(t.toks), func(u int) bool { return int(t.toks[u].start) >= i })
	if u == len(t.toks) {
		return "", -1, -1
	}
	for words := 0; i < int(t.toks[u].start); words++ {
		// Words that are not content words, at most two, may come
		// between: "on other days", "for each of the".
		w, j := wordAt(t.src, i)
		if w == "" || words == 2 || j >= len(t.src) || t.src[j] != ' ' {
			return "", -1, -1
		}
		i = j + 1
	}
	return prep, u, from
}

// ownerPreps are the English prepositions that tie a value to what it is
// given for, right after it: "8 pm on weekends", "$5 for members",
// "3% in Chile", "9:00 at weekends".
var ownerPreps = setOf(`on for during in at`)

// yearsApart leaves unverified a claim that gives a year and a name the
// best passage gives in two parts, each with the other's counterpart:
// "launched in the UK in 2021" on "launched in the US in 2021 and in the
// UK in 2022". Both are in the passage, but not together. (checkOwners
// reads the days of a date so; a year alone is read here.)
func (k *checker) yearsApart() {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.nums) == 0 || len(p.Text.nums) < 2 || len(p.Text.nums) > maxDatedNums || k.full() {
		return
	}
	e := p.Text
	cuts := e.conjunctCuts()
	if len(cuts) == 0 {
		return
	}
	at := k.at[k.used[0]]
	for _, q := range c.nums {
		if !isYearTok(q) || !k.grounded.has(q.Start) {
			continue
		}
		yi := onlyNumber(e, func(m numbers.Token) bool { return isYearTok(m) && m.Value == q.Value })
		if yi < 0 {
			continue
		}
		part := conjunctOf(cuts, int32(e.nums[yi].Start))
		for i, j := range at {
			if j < 0 || !c.toks[i].is(fName) || c.toks[i].dup {
				continue
			}
			np := conjunctOf(cuts, e.toks[j].start)
			if np == part || np == 0 && !slices.ContainsFunc(e.toks[:j], func(t tok) bool { return t.verbForm() }) {
				continue // the name's part is the year's, or the name is the subject of every part
			}
			other := -1 // another year in the name's part
			for mi, m := range e.nums {
				if isYearTok(m) && m.Value != q.Value && conjunctOf(cuts, int32(m.Start)) == np {
					other = mi
				}
			}
			if other < 0 {
				continue
			}
			for u := range e.toks {
				w := &e.toks[u]
				if !w.is(fName) || conjunctOf(cuts, w.start) != part || k.claimSays(w) || slices.Contains(at, u) {
					continue
				}
				lo, _ := nameRun(e, u)
				k.doubt(AnchorAbsent, p.span(int32(e.nums[yi].Start), int32(e.nums[yi].End)), "the claim gives %s for %s; %s gives %s for %s, and %s for %s",
					q.Text, nameText(c.Text, &c.toks[i]), k.where, e.nums[yi].Text, nameText(e, &e.toks[lo]), e.nums[other].Text, nameText(e, &e.toks[j]))
				return
			}
		}
	}
}

// yearOfWord leaves unverified an English claim that says a word of a
// year the best passage says it of another, right before that year: "was
// profitable in 2023" against "lost money in 2023 after a profitable
// 2022". The claim's year is in the passage, but what the claim says of
// it is said of the other.
func (k *checker) yearOfWord() {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.nums) == 0 || len(p.Text.nums) < 2 {
		return
	}
	e := p.Text
	for _, q := range c.nums {
		if !isYearTok(q) || !k.grounded.has(q.Start) {
			continue
		}
		for i, j := range k.bestAt() {
			if j < 0 || c.toks[i].is(fName) || c.toks[i].dup || e.toks[j].is(fName) || !c.toks[i].hasPOS(lexicon.Adj) {
				continue
			}
			u := &e.toks[j]
			y := e.numAt(skipSpace(e.src, int(u.end)))
			if y < 0 || !isYearTok(e.nums[y]) || e.nums[y].Value == q.Value || int(u.end)+1 != e.nums[y].Start {
				continue // not "a profitable 2022"
			}
			if c.numAt(skipSpace(c.src, int(c.toks[i].end))) >= 0 {
				continue // the claim says it right before a year of its own: "a profitable 2023", the other checks'
			}
			k.doubt(AnchorAbsent, p.span(u.start, int32(e.nums[y].End)), "%s says %s of %s; the claim says it of %s",
				k.where, quote(p.text(u.start, u.end)), e.nums[y].Text, q.Text)
			return
		}
	}
}

// ownerOnly reports whether word u of passage e is what number at is
// given for, right after it past "for" ("20% for members"), which the
// claim does not say.
func (k *checker) ownerOnly(e *Text, u, at int) bool {
	n := e.nums[at]
	w, j := wordAfter(e.src, n.End+len(unitText(e.src, n.End)))
	if w != "for" {
		return false
	}
	x := tokenAfter(e, j)
	if x >= 0 && x != u && articleGap(between(e.src, int32(j), e.toks[x].start)) {
		return false
	}
	if x < 0 {
		x = sort.Search(len(e.toks), func(m int) bool { return int(e.toks[m].start) > j })
	}
	return x == u && !k.claimSays(&e.toks[u])
}

// meetsBound reports whether passage number n meets the bound of claim
// number ti, if it has one.
func (k *checker) meetsBound(ti int, n numbers.Token) bool {
	b, ok := k.c.boundOf(ti)
	if !ok || b.window {
		return false
	}
	e, ok := quantityOf(n, false)
	if !ok {
		return false
	}
	for _, cq := range claimQuantities(k.c.nums[ti]).all() {
		if comparable(e, cq) && satisfies(e, cq, b.dir, b.strict) {
			return true
		}
	}
	return false
}

// countedApart fails a claim whose plain number counts a thing right
// after it that the best passage counts with another number, where the
// passage's number of the claim's value counts something else: "The
// flat has three bathrooms" against "The flat has three bedrooms and two
// bathrooms".
func (k *checker) countedApart() {
	c, p := k.c, k.englishBest()
	if p == nil || len(p.Text.nums) < 2 {
		return
	}
	e := p.Text
	for ti, q := range c.nums {
		if ti == maxClaimNumbers {
			break
		}
		if !k.grounded.has(q.Start) || q.Kind != numbers.Integer || dated(q) || c.inIdent(q) || c.isBounded(ti) {
			continue // "more than one loss" stands on "2 losses"
		}
		ci := countedAfter(c.Text, q.End)
		if ci < 0 || c.toks[ci].is(fName) {
			continue
		}
		if d, ok := k.doseOf(p, q); ok && sameAmount(d.total, d.claimValue) {
			continue // "2 doses per day" on "1 dose twice daily"
		}
		same, other := -1, -1 // the passage's word after its number of the claim's value, and its other number that counts the claim's
		var on numbers.Token  // that other number
		elided := -1          // where the passage's number of the claim's value starts, which stands for a thing said before it
		for _, n := range e.nums {
			if n.Kind != numbers.Integer || dated(n) && !unitFollows(e.src, n.End) {
				continue // a year; but "1000 days" counts days
			}
			j := countedAfter(e, n.End)
			if j >= 0 && timeOpeners[e.toks[j].word] {
				j = -1 // "hired 20 last year": what it counts is left out, not a "last"
			}
			switch {
			case n.Value == q.Value:
				if j >= 0 && (c.matches(ci, &e.toks[j]) || e.toks[j].verbForm() && k.claimSays(&e.toks[j])) {
					// The passage counts the claim's thing with its value
					// too, or its value stands for a thing said before it,
					// with a verb the claim says after that thing: "300
					// participants completed the study" on "Of the 500
					// participants, 300 completed the study".
					same = -2
				} else if j >= 0 && elidedCount(e, n, j) {
					elided = n.Start
				} else if same == -1 && (j >= 0 || countWords[strings.ToLower(n.Text)] > 0) {
					same = max(j, 0) // another thing, or times: "twice a day"
				}
			case j >= 0 && c.matches(ci, &e.toks[j]) && other < 0:
				other, on = j, n
			}
		}
		if other < 0 {
			continue
		}
		end := e.toks[other].end
		if same == -1 && elided >= 0 && ci+1 < len(c.toks) && other+1 < len(e.toks) && c.matches(ci+1, &e.toks[other+1]) && c.toks[ci+1].verbForm() &&
			k.saysOfCount(ci+2, on.Start, elided) {
			// "two preferred to hold rates" counts the members too; what
			// the claim says they did, the passage says of its other
			// number: "Two members voted for the cut" against "seven
			// members voted for the cut, while two preferred …".
			same, end = 0, e.toks[other+1].end
		}
		if same < 0 {
			continue
		}
		claimEnd := c.toks[ci].end
		if end != e.toks[other].end {
			claimEnd = c.toks[ci+1].end
		}
		k.fail(NumberMismatch, p.span(int32(on.Start), end), "the claim says %s; %s says %s", quote(c.src[q.Start:claimEnd]), k.where, quote(e.src[on.Start:end]))
		return
	}
}

// saysOfCount reports whether the claim's words from its word i on that
// the best passage has are nearer after its number at a than after its
// number at b, one at least: what the claim says after its verb is said
// of the number at a.
func (k *checker) saysOfCount(i, a, b int) bool {
	e, at := k.best().Text, k.bestAt()
	of := func(j int) int { // the number the passage's word j follows most closely
		s := int(e.toks[j].start)
		switch {
		case s > a && (s < b || b < a):
			return a
		case s > b:
			return b
		}
		return -1
	}
	n := 0
	for ; i < len(k.c.toks); i++ {
		if j := at[i]; j >= 0 && !k.c.toks[i].dup {
			switch of(j) {
			case a:
				n++
			case b:
				return false
			}
		}
	}
	return n > 0
}

// elidedCount reports whether number n of text e is right before its
// word j, a verb's form and no noun: the number stands for a thing said
// before it, which the claim may name ("two preferred to hold rates" of
// "seven members voted for the cut, while two preferred …").
func elidedCount(e *Text, n numbers.Token, j int) bool {
	u := &e.toks[j]
	return u.verbForm() && !u.noun() && adjacent(e.src, int32(n.End), u.start)
}

// timeOpeners open a time said right after a number whose thing is left
// out: "hired 20 last year".
var timeOpeners = setOf(`last next this previous`)

// verbValuesApart fails a claim whose number, right after its verb,
// the best passage gives another verb, where the passage's own number
// right after the claim's verb differs and counts the same thing or
// nothing said: "The study enrolled 500 patients" against "The study
// planned to include 500 patients but enrolled 320".
func (k *checker) verbValuesApart() {
	c, p := k.c, k.englishBest()
	if p == nil || len(p.Text.nums) < 2 {
		return
	}
	e := p.Text
	at := k.at[k.used[0]]
	for ti, q := range c.nums {
		if ti == maxClaimNumbers {
			break
		}
		if !k.grounded.has(q.Start) || dated(q) || c.inIdent(q) || c.isBounded(ti) {
			continue
		}
		v := c.lastWordBefore(q.Start)
		if v < 0 || !c.toks[v].verbForm() || at[v] < 0 || !gapIs(between(c.src, c.toks[v].end, int32(q.Start)), "", "by") {
			continue // "enrolled 500", "ratified by 50": the verb right before the number
		}
		ci := tokenAfter(c.Text, q.End) // what the claim counts, if anything
		var ev *tok
		var en numbers.Token
		// The claim's own verb where the passage has it, else a form
		// of it: "ratified" is "signed" only where "ratified" is absent.
		own := ownForm(e, &c.toks[v])
		for m := range e.toks {
			u := &e.toks[m]
			if !c.matches(v, u) || own && u.stem != c.toks[v].stem {
				continue
			}
			n, ok := numberTokAfter(e, u.end, verbNumberGap)
			if !ok {
				continue
			}
			if n.Value == q.Value {
				ev = nil
				break // the passage's verb has the claim's value: "costs rose 12%"
			}
			if n.Kind != q.Kind || e.endOfRange(n) {
				continue // "aged 5 to 15": a range, which the range checks read
			}
			if j := tokenAfter(e, n.End); j >= 0 && (ci < 0 || !c.matches(ci, &e.toks[j])) {
				continue // another count: "won 2 Grammys" against "won 3 awards"
			}
			if ev == nil {
				ev, en = u, n
			}
		}
		if ev == nil {
			continue
		}
		if cls := k.clauses(); len(cls) > 1 {
			same := false
			vc := clauseAt(cls, ev.start)
			for _, n := range e.nums {
				nc := clauseAt(cls, int32(n.Start))
				same = same || n.Value == q.Value && (nc == vc || nc == vc+1 && !hasVerb(e, cls[nc], false))
			}
			if same {
				continue // "hired 40 nurses in 2019 and 65 in 2020", "rose 5%, and profit 3%": the verb's too
			}
		} else if len(cls) == 0 {
			continue // one clause: the verb has the claim's value as well
		}
		end := int(c.toks[v].end)
		if ci >= 0 {
			end = int(c.toks[ci].end)
		}
		k.fail(NumberMismatch, p.span(ev.start, int32(en.End)), "the claim says %s; %s says %s", quote(c.src[c.toks[v].start:max(end, q.End)]), k.where, quote(e.src[ev.start:en.End]))
		return
	}
}

// verbNumberGap reports whether gap, between a verb and a number, is
// spaces, "by", "only" or "just", or both: "ratified by only 20".
func verbNumberGap(gap string) bool {
	return gapIs(gap, "", "by", "only", "just", "by only", "by just")
}

// numberRightAfter returns the number of t that follows byte end past
// spaces alone.
func numberRightAfter(t *Text, end int32) (numbers.Token, bool) {
	return numberTokAfter(t, end, func(gap string) bool { return strings.TrimSpace(gap) == "" })
}

// numberAfter returns the index of the first number of t that starts at
// or after byte end, where gapOK holds of the text between; or -1.
func numberAfter(t *Text, end int32, gapOK func(gap string) bool) int {
	i := sort.Search(len(t.nums), func(i int) bool { return t.nums[i].Start >= int(end) })
	if i == len(t.nums) || !gapOK(t.src[end:t.nums[i].Start]) {
		return -1
	}
	return i
}

// numberTokAfter is numberAfter's number, and whether there is one.
func numberTokAfter(t *Text, end int32, gapOK func(gap string) bool) (numbers.Token, bool) {
	if i := numberAfter(t, end, gapOK); i >= 0 {
		return t.nums[i], true
	}
	return numbers.Token{}, false
}

// numberRightBefore returns the index of the number of t that ends right
// before byte start, past spaces alone, or -1.
func numberRightBefore(t *Text, start int32) int {
	n := lastNumBefore(t, int(start))
	if n < 0 || strings.TrimSpace(t.src[t.nums[n].End:start]) != "" {
		return -1
	}
	return n
}

// countedAfter returns the index of the word of t that a number ending at
// byte end counts: the word right after it, past a name ("two Velmora
// tablets"), or joined to it by a hyphen ("a three-bedroom house"), or -1.
func countedAfter(t *Text, end int) int {
	if end < len(t.src) && t.src[end] == '-' {
		if j := tokenAfter(t, end+1); j >= 0 && int(t.toks[j].start) == end+1 {
			return j
		}
		return -1
	}
	j := tokenAfter(t, end)
	if j >= 0 && t.toks[j].is(fName) && !t.toks[j].is(fParty) {
		_, hi := nameRun(t, j)
		if hi+1 < len(t.toks) && spacesOnly(between(t.src, t.toks[hi].end, t.toks[hi+1].start)) && !t.toks[hi+1].is(fName) {
			return hi + 1
		}
	}
	return j
}

// spacesOnly reports whether gap is one space or more and nothing else:
// "Shipping window" and "Shipping  window" are words side by side.
func spacesOnly(gap string) bool { return gap != "" && strings.Trim(gap, " ") == "" }

// tokenAfter returns the index of the content word of t that follows
// byte end past spaces alone, or -1.
func tokenAfter(t *Text, end int) int {
	j := sort.Search(len(t.toks), func(j int) bool { return int(t.toks[j].start) >= end })
	if j == len(t.toks) || strings.TrimSpace(t.src[end:t.toks[j].start]) != "" {
		return -1
	}
	return j
}

// otherOfKind reports whether text t has another number of the kind of
// number at with another value, that is no date: the cheap test before
// checkOwners reads the numbers' kinds.
func otherOfKind(t *Text, at int) bool {
	a := t.nums[at]
	for j, n := range t.nums {
		if j != at && plainKind(n.Kind) == plainKind(a.Kind) && n.Value != a.Value && (!dated(n) || ownedDate(n)) {
			return true
		}
	}
	return false
}

// plainKind returns k, but Integer for Decimal: "1.5 kg" and "2 kg" are
// values of one kind.
func plainKind(k numbers.Kind) numbers.Kind {
	if k == numbers.Decimal {
		return numbers.Integer
	}
	return k
}

// dated reports whether number n is a date, a year, a decade ("the
// 1960s") or a century, which checkPairs and the period checks read.
func dated(n numbers.Token) bool {
	return n.Kind == numbers.Date || isYearTok(n) || len(n.Text) >= 5 && yearText(n.Text[:4]) && !isDigitByte(n.Text[4]) ||
		len(n.Value) == 5 && n.Value[4] == 's' && yearText(n.Value[:4]) // "the 20th century", read as the 1900s; not "2 million", 2000000
}

// elidedKind returns the kind of the last plain number before number i
// of t, whose kinds so far are kinds, where number i is bare and ends its
// part of the sentence: the word it counts is left out.
func elidedKind(t *Text, kinds []valueKind, i int) (valueKind, bool) {
	n := t.nums[i]
	if rest := strings.TrimSpace(t.src[n.End:]); rest != "" && !strings.ContainsAny(rest[:1], ".;,") {
		return valueKind{}, false
	}
	for j := i - 1; j >= 0; j-- {
		if kinds[j].ok && kinds[j].dim == dimPlain && kinds[j].after != "" {
			return kinds[j], true
		}
	}
	return valueKind{}, false
}

// lifeDated reports whether claim verb w, which may be nil, dates a
// birth or a death.
func lifeDated(w *tok) bool {
	if w == nil {
		return false
	}
	_, ok := lifeEvent(w)
	return ok
}

// ownedDate reports whether number n is a date with a month, which a
// part of a sentence may give for something of its own: "in Varia on
// April 27 and in Kelland on March 9".
func ownedDate(n numbers.Token) bool {
	return n.Kind == numbers.Date && !isYearTok(n)
}

// prepositionAfter returns the preposition written right after byte end
// of src, past one space, with a mark that tells it from a stem ("@on"),
// or "".
func prepositionAfter(src string, end int) string {
	if end >= len(src) || src[end] != ' ' {
		return ""
	}
	w := src[end+1:]
	if i := strings.IndexAny(w, " ,;:."); i >= 0 {
		w = w[:i]
	}
	if !ownerPrepositions[w] {
		return ""
	}
	return "@" + w
}

// samePrepAfter reports whether preposition prep follows number j of t
// within the three words after its counted words, before byte end, in the
// same sentence: "for" of "100 requests per second for paid accounts".
func samePrepAfter(t *Text, j int, prep string, end int) bool {
	from := t.nums[j].End
	if end <= from {
		return false
	}
	gap := t.src[from:end]
	if strings.ContainsAny(gap, ".;") {
		return false
	}
	k := 0
	for w := range strings.FieldsSeq(gap) {
		if strings.EqualFold(w, prep) {
			return k > 0 && k <= 4
		}
		k++
	}
	return false
}

// ownerPrepositions are the prepositions after a bare number that say
// what it is given for.
var ownerPrepositions = setOf(`on for in at per to from with`)

// unitFollows reports whether a unit of measure is written right after
// byte end of src: "1000 days" is a count, not a year.
func unitFollows(src string, end int) bool {
	_, _, ok := unitAfter(src, end)
	return ok
}

// A valueKind is what a number of a text is a value of, for checkOwners:
// its dimension and currency, and for plain numbers the word after it
// ("5 GB", "10 GB"). ok is false for a number that is no value of its
// own: a date, a year, part of an identifier, the base of a change.
type valueKind struct {
	ok    bool
	dim   dim
	unit  string
	after string
}

// valueKinds returns the kinds of the numbers of t.
func valueKinds(t *Text) []valueKind {
	out := make([]valueKind, len(t.nums))
	for i, n := range t.nums {
		switch {
		case ownedDate(n):
			out[i] = valueKind{ok: true, unit: "date"}
			continue
		case n.Kind == numbers.Time:
			out[i] = valueKind{ok: true, unit: "time"}
			continue
		}
		if dated(n) || t.inIdent(n) || isBase(t, n) {
			continue
		}
		q, ok := quantityOf(n, false)
		if !ok {
			continue
		}
		v := valueKind{ok: true, dim: q.dim, unit: q.unit}
		if q.dim == dimPlain {
			if u, _, ok := unitAfter(t.src, n.End); ok && u.dim != dimNoUnit {
				// A measure is of the kind of its dimension: "2 km" and
				// "500 m" are both distances.
				v.after = unitDims[u.dim]
			} else if v.after = t.stemAfter(n.End); v.after == "" {
				// A bare number is of the kind of the next bare number
				// with the same preposition after it: "6 on Saturdays and
				// 5 on Sundays".
				if v.after = prepositionAfter(t.src, n.End); v.after != "" && i > 0 && out[i-1].ok && samePrepAfter(t, i-1, v.after[1:], n.Start) {
					// "100 requests per second for paid accounts and 10
					// for free accounts": the bare number counts what the
					// one before it counts, before the same preposition.
					v = out[i-1]
				} else if w, _ := wordAfter(t.src, n.End); v.after == "" && condSign(w) != 0 {
					// A bare number before a condition is the value given
					// for it: "returns 404 if the user does not exist and
					// 403 if the caller lacks permission".
					v.after = "@" + w
				} else if v.after == "" {
					// A bare number that ends its part of the sentence
					// counts what the last number before it counts:
					// "staff get 25 days …; new hires get 20".
					if v, ok = elidedKind(t, out, i); !ok {
						continue
					}
				}
			}
		}
		out[i] = v
	}
	return out
}

// unitDims name the dimensions of units, as valueKind.after holds them.
var unitDims = [...]string{dimNoUnit: "", dimDuration: "(duration)", dimLength: "(length)", dimMass: "(mass)", dimVolume: "(volume)",
	dimData: "(data)", dimPower: "(power)", dimRotation: "(rotation)", dimFrequency: "(frequency)", dimEnergy: "(energy)",
	dimSpeed: "(speed)", dimSound: "(sound)", dimPressure: "(pressure)", dimVoltage: "(voltage)", dimCurrent: "(current)", dimSpread: "(spread)"}

// stemAfter returns the stem of the word of t right after byte at, past
// one space, or "".
func (t *Text) stemAfter(at int) string {
	i := sort.Search(len(t.toks), func(i int) bool { return int(t.toks[i].start) >= at })
	if i == len(t.toks) || int(t.toks[i].start) > at+1 {
		return ""
	}
	return t.toks[i].stem
}

// owners is what checkOwners reads of a claim and its best passage once:
// where their conjuncts begin, and which conjuncts each word is matched in.
type owners struct {
	ecuts, ccuts []int32
	// in holds, by claim token, the passage conjuncts that have a word it
	// matches; by, by passage token, the claim conjuncts that have a word
	// that matches it. Conjuncts past the 64th share the last bit.
	in, by []uint64
	// stems holds, by passage token, the conjuncts that have its stem.
	stems []uint64
	// inh holds, by claim token, the conjuncts of in that have it as the
	// subject of the part before them (inheritSubjects).
	inh []uint64
	c   *Claim
}

// claimWord reports whether the claim has word w itself.
func (o *owners) claimWord(w string) bool {
	return slices.ContainsFunc(o.c.toks, func(t tok) bool { return t.word == w })
}

// readOwners reads the owners of k's claim and best passage, or returns
// nil where the passage has a single conjunct.
func (k *checker) readOwners() *owners {
	c, e := k.c, k.best().Text
	o := &owners{ecuts: e.conjunctCuts(), c: c}
	if len(o.ecuts) == 0 {
		return nil
	}
	o.ccuts = k.claimCuts()
	o.in, o.by, o.stems, o.inh = make([]uint64, len(c.toks)), make([]uint64, len(e.toks)), make([]uint64, len(e.toks)), make([]uint64, len(c.toks))
	stemAt := map[string]uint64{}
	for j := range e.toks {
		stemAt[e.toks[j].stem] |= bit(o.ofPassage(int(e.toks[j].start)))
	}
	for j := range e.toks {
		u := &e.toks[j]
		o.stems[j] = stemAt[u.stem]
		for i := range c.toks {
			// The claim's word itself where the passage has it, not a
			// synonym it has too: "managers", not "Directors", of
			// "Directors approve …; managers approve …".
			if c.matches(i, u) && (u.stem == c.toks[i].stem || stemAt[c.toks[i].stem] == 0) {
				o.in[i] |= bit(o.ofPassage(int(u.start)))
				o.by[j] |= bit(o.ofClaim(int(c.toks[i].start)))
			}
		}
	}
	o.inheritSubjects(c, e)
	return o
}

// boundOwners is checkOwners for claim number ti, q, bounded, whose value
// the best passage gives twice, each with its own bound and in a part of
// its own: it leaves the claim unverified where the bound the claim's
// meets is in the part of another word than the claim's, whose part gives
// the value another bound: "Managers approve expenses over $500" on
// "Directors approve expenses over $500; managers approve expenses up to
// $500". It reports whether it did.
func (k *checker) boundOwners(ti int, q numbers.Token) bool {
	c, p := k.c, k.best()
	b := k.boundedBy[q.Start]
	cb, ok := c.boundOf(ti)
	if b == nil || b.p != p || !ok || !c.isBounded(ti) {
		return false
	}
	e := p.Text
	at := slices.IndexFunc(e.nums, func(n numbers.Token) bool { return n.Start == b.tok.Start })
	if at < 0 {
		return false
	}
	for j, n := range e.nums {
		if j == at || n.Value != q.Value || n.Kind != q.Kind {
			continue
		}
		var other string // the bound the passage gives this one, or its value
		if bi := slices.IndexFunc(e.bounds, func(x bound) bool { return x.tok == j }); bi >= 0 {
			if e.bounds[bi].dir == cb.dir {
				continue // bounded the claim's way too
			}
			other = e.bounds[bi].phrase
		} else {
			other = valueText(e, n)
		}
		o := k.readOwners()
		if o == nil {
			return false
		}
		pc, oc, cq, u, ok := o.ownParts(e, q, e.nums[at], n)
		if !ok {
			continue
		}
		w := o.wordOfOther(c, e, cq, pc, oc, n.Start, e.toks[u].start < int32(e.nums[at].Start), false)
		if w < 0 {
			continue
		}
		mine := valueText(e, e.nums[at])
		if bi := slices.IndexFunc(e.bounds, func(x bound) bool { return x.tok == at }); bi >= 0 {
			mine = e.bounds[bi].phrase
		}
		word := ownerText(c.Text, w)
		k.doubt(AnchorAbsent, p.span(int32(n.Start), int32(n.End)), "the claim gives %s for %s; %s gives %s for %s, and %s for %s",
			cb.phrase, word, k.where, other, word, mine, ownerText(e, u))
		return true
	}
	return false
}

// conditionBefore reports whether the English words before byte at of
// src, back to a mark, open a condition: "if pain lasts more than".
func conditionBefore(src string, at int) bool {
	for range 12 {
		w, j := lastWordBefore(src, int32(at))
		if w == "" {
			return false // a mark, or the start
		}
		if condSign(w) != 0 {
			return true // "if", "when", "unless" (condSign)
		}
		at = j
	}
	return false
}

// inheritSubjects adds to o.in, for each part of e that opens with its
// verb, the conjunct of the subject of the part before it, the noun right
// before its last verb: "or lasts more than 10 days" of "if pain gets
// worse or lasts more than 10 days" is said of "pain". Its verb stays its
// own: "but accepted the second" of "Orrin refused the first offer but
// accepted the second".
func (o *owners) inheritSubjects(c *Claim, e *Text) {
	for n, at := range o.ecuts {
		i := tokenAfter(e, int(at))
		if i < 1 || int(e.toks[i].start) != int(at) || e.toks[i].is(fName) || !finiteVerb(&e.toks[i]) ||
			i+1 < len(e.toks) && e.toks[i+1].verb() && adjacent(e.src, e.toks[i].end, e.toks[i+1].start) {
			continue // not a verb, or a subject before its verb: "prices fell"
		}
		prev := o.ofPassage(int(e.toks[i-1].start))
		s := -1
		for j := i - 1; j > 0 && o.ofPassage(int(e.toks[j].start)) == prev; j-- {
			if finiteVerb(&e.toks[j]) && adjacent(e.src, e.toks[j-1].end, e.toks[j].start) && (e.toks[j-1].noun() || e.toks[j-1].is(fName)) {
				s = j - 1
				break
			}
		}
		if s < 0 || o.ofPassage(int(e.toks[s].start)) != prev {
			continue
		}
		for ci := range c.toks {
			if c.matches(ci, &e.toks[s]) {
				o.in[ci] |= bit(n + 1)
				o.inh[ci] |= bit(n + 1)
			}
		}
	}
}

// ownParts returns the parts of passage e that hold its numbers mine and
// other, the claim's part that holds claim number q, and the word of
// mine's part that gives it its value (ownWord); ok is false where the
// two numbers are in one part, or mine's part has no such word.
func (o *owners) ownParts(e *Text, q, mine, other numbers.Token) (pc, oc, cq, u int, ok bool) {
	pc, oc = o.ofPassage(mine.Start), o.ofPassage(other.Start)
	if pc == oc {
		return 0, 0, 0, -1, false
	}
	cq = o.ofClaim(q.Start)
	u = o.ownWord(e, cq, pc, oc, mine.Start)
	return pc, oc, cq, u, u >= 0
}

// bit returns the bit of conjunct n in a set of them.
func bit(n int) uint64 { return 1 << min(n, 63) }

func (o *owners) ofPassage(at int) int { return conjunctOf(o.ecuts, int32(at)) }
func (o *owners) ofClaim(at int) int   { return conjunctOf(o.ccuts, int32(at)) }

// wordOfOther returns a claim token of conjunct cq that the passage e
// has in its conjunct oc and not in pc, on the side of its number there
// (at byte near) that pc has its own word on (before it, if before): of
// those, the one nearest to that number, a verb aside if noVerb; or -1. "premium members get 10
// GB" has its word before the number, so "Basic" of "Basic members get
// 5 GB of storage" is the other's, not "storage".
func (o *owners) wordOfOther(c *Claim, e *Text, cq, pc, oc int, near int, before, noVerb bool) int {
	best, dist := -1, 0
	for i := range c.toks {
		if o.ofClaim(int(c.toks[i].start)) != cq || o.in[i]&bit(oc) == 0 || o.in[i]&bit(pc) != 0 || noVerb && finiteVerb(&c.toks[i]) {
			continue
		}
		for j := range e.toks {
			u := &e.toks[j]
			if o.ofPassage(int(u.start)) != oc || (u.start < int32(near)) != before || !c.matches(i, u) {
				continue
			}
			if d := max(int(u.start)-near, near-int(u.start)); best < 0 || d < dist {
				best, dist = i, d
			}
		}
		if o.inh[i]&bit(oc) != 0 && before && best < 0 {
			best, dist = i, 1<<20 // the subject of the part before: "pain" of "or lasts more than 10 days"
		}
	}
	return best
}

// otherOfOther returns a noun of the claim's conjunct cq said after
// "other" or "another" where the passage's conjunct oc says it so too and
// its conjunct pc says it without: "Other parents receive 16 weeks" on
// "Birthing parents receive 16 weeks of paid leave; other parents receive
// 8 weeks". The word that sets the parts apart is "other", which as a
// stopword is no token; -1 if there is none.
func (o *owners) otherOfOther(c *Claim, e *Text, cq, pc, oc int) int {
	for i := range c.toks {
		if o.ofClaim(int(c.toks[i].start)) != cq || !c.toks[i].noun() || otherBefore(c.Text, i) == "" {
			continue
		}
		inOther, inMine := false, false
		for j := range e.toks {
			if !c.matches(i, &e.toks[j]) {
				continue
			}
			switch o.ofPassage(int(e.toks[j].start)) {
			case oc:
				inOther = inOther || otherBefore(e, j) != ""
			case pc:
				inMine = inMine || otherBefore(e, j) != ""
			}
		}
		if inOther && !inMine {
			return i
		}
	}
	return -1
}

// otherBefore returns "other" or "another" where token j of English text
// t is said right after it, or "".
func otherBefore(t *Text, j int) string {
	w, _ := lastWordBefore(t.src, t.toks[j].start)
	if (w == "other" || w == "another") && t.toks[j].start > 0 && t.src[t.toks[j].start-1] == ' ' {
		return w
	}
	return ""
}

// premodifies reports whether amount n of text e is said right before
// its word u, past its unit, as what it is the amount of: "the 2 kg Pro
// model", "the 6% growth", "the 6% growth in Europe", "six weeks of
// lectures"; u < 0 asks it of the word after n. An ordinal or a date
// says which, not how much: "the third record by", "on 25 October 2007
// with".
func premodifies(e *Text, n numbers.Token, u int) bool {
	if n.Kind == numbers.Ordinal || dated(n) {
		return false
	}
	j := tokenAfter(e, n.End)
	unit := false
	if j >= 0 && j+1 < len(e.toks) && (u < 0 || j < u) && isUnit(e.toks[j].word) && spacesOnly(e.src[n.End:e.toks[j].start]) {
		j, unit = j+1, true // "kg" of "2 kg"
	}
	if u < 0 {
		u = j // the word after it, whatever it is
	}
	if j < 0 {
		return false
	}
	if j+1 == u && e.toks[j].noun() && gapIs(between(e.src, e.toks[j].end, e.toks[u].start), "in", "of", "for", "at") {
		return spacesOnly(e.src[n.End:e.toks[j].start]) // "the 6% growth in Europe"
	}
	if j != u {
		return false
	}
	from := int32(n.End)
	if u > 0 && e.toks[u-1].start >= from {
		from = e.toks[u-1].end
	}
	gap := e.src[from:e.toks[u].start]
	return spacesOnly(gap) || unit && gapIs(gap, "of") // "six weeks of lectures"
}

// modifierIn reports whether the claim's conjunct cq gives a noun that
// the passage's conjuncts pc and oc both have the word right before it
// that pc has and oc does not: "free" of "The free plan includes 5 GB"
// on "The Free plan comes with 5 GB; the Pro plan includes 1 TB". The
// part of the claim's value is the one of the claim's kind of plan,
// whatever verb each part says it with.
func (o *owners) modifierIn(c *Claim, cq, pc, oc int) bool {
	for i := 0; i+1 < len(c.toks); i++ {
		m, n := o.in[i], o.in[i+1]
		if o.ofClaim(int(c.toks[i].start)) == cq && m&bit(pc) != 0 && m&bit(oc) == 0 && n&bit(pc) != 0 && n&bit(oc) != 0 &&
			adjacent(c.src, c.toks[i].end, c.toks[i+1].start) {
			return true
		}
	}
	return false
}

// ownWord returns a token of the passage e's conjunct pc that neither
// the claim's conjunct cq nor the passage's conjunct oc has, what pc
// gives its value for ("premium", "students"), or -1; of several, the
// one nearest to byte near, its number.
func (o *owners) ownWord(e *Text, cq, pc, oc int, near int) int {
	best, dist := -1, 0
	for j := range e.toks {
		u := &e.toks[j]
		if o.ofPassage(int(u.start)) != pc || whenWords[u.word] {
			continue
		}
		if rateWords[u.word] != "" {
			// A rate's adverb is its own word: "monthly" is not the "month"
			// of "$8 per month billed annually", nor the claim's "per
			// month".
			if slices.ContainsFunc(e.toks, func(v tok) bool { return v.word == u.word && o.ofPassage(int(v.start)) == oc }) || o.claimWord(u.word) {
				continue
			}
		} else if o.by[j]&bit(cq) != 0 || o.stems[j]&bit(oc) != 0 {
			continue
		}
		d := max(int(u.start)-near, near-int(u.start))
		if !u.is(fName) && (finiteVerb(u) || u.hasPOS(lexicon.Adv) || !u.noun()) {
			d += 1 << 16 // a noun or a name before a verb or an adverb: "pain", not "worse", of "pain gets worse"
		}
		if best < 0 || d < dist {
			best, dist = j, d
		}
	}
	return best
}

// whenWords say when a value holds, not what it is given for: "and is
// now 7%".
var whenWords = setOf(`now currently today then still presently formerly previously later earlier again once`)

// ownerText returns token j of t as what a value is given for: a name
// whole ("the United States"), another word as written, each with the
// words joined to it by hyphens ("part-time").
func ownerText(t *Text, j int) string {
	u := &t.toks[j]
	hi := j
	for hi+1 < len(t.toks) && t.toks[hi].end+1 == t.toks[hi+1].start && t.src[t.toks[hi].end] == '-' {
		hi++ // "part-time", not "part"
	}
	if u.is(fName) {
		name := nameText(t, u)
		if hi > j && strings.HasSuffix(name, t.src[u.start:u.end]) {
			name += t.src[u.end:t.toks[hi].end]
		}
		return name
	}
	lo := j
	for lo > 0 && t.toks[lo-1].end+1 == t.toks[lo].start && t.src[t.toks[lo-1].end] == '-' {
		lo-- // "full-time", not "time"
	}
	return t.src[t.toks[lo].start:t.toks[hi].end]
}

// valueText returns number n of text t as written, with the word after
// it if that is what it counts ("10 GB", "two years"), as the number
// checks read it (sameKind).
func valueText(t *Text, n numbers.Token) string {
	q, ok := quantityOf(n, false)
	if ok && (q.dim == dimPlain || q.dim == dimTime) {
		i := sort.Search(len(t.toks), func(i int) bool { return int(t.toks[i].start) >= n.End })
		if i < len(t.toks) && int(t.toks[i].start) == n.End+1 && t.src[n.End] == ' ' {
			return t.src[n.Start:t.toks[i].end]
		}
	}
	return n.Text
}

// ofOwnersApart leaves unverified an English claim whose value the best
// passage gives as that of a noun the claim does not say, after "of",
// where it gives another value of the kind to a noun the claim says:
// "Earnings per share were $1.10" against "Earnings per share of $1.02
// missed analyst expectations of $1.10". The value is the expectations'.
func (k *checker) ofOwnersApart() {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.nums) == 0 || len(p.Text.nums) < 2 || len(k.hard)+len(k.soft) > 0 {
		return // the common case
	}
	e := p.Text
	for _, q := range c.nums {
		if !k.grounded.has(q.Start) || dated(q) {
			continue
		}
		for ni, n := range e.nums {
			if n.Value != q.Value || n.Kind != q.Kind {
				continue
			}
			o := ofOwner(e, n.Start)
			if o < 0 || k.claimSays(&e.toks[o]) {
				continue
			}
			for mi, m := range e.nums {
				if mi == ni || m.Value == q.Value || m.Kind != n.Kind || valueClass(m) != valueClass(n) {
					continue
				}
				if w := ofOwner(e, m.Start); w >= 0 && k.claimSays(&e.toks[w]) {
					k.doubt(AnchorAbsent, p.span(e.toks[o].start, int32(n.End)), "%s gives %s for %q, and %s for %q",
						k.where, n.Text, e.src[e.toks[o].start:e.toks[o].end], m.Text, e.src[e.toks[w].start:e.toks[w].end])
					return
				}
			}
		}
	}
}

// ofOwner returns the content word of t right before "of" right before
// byte at, what the value there is of ("expectations" of "expectations
// of $1.10"), or -1.
func ofOwner(t *Text, at int) int {
	w, j := lastWordBefore(t.src, int32(at))
	if w != "of" {
		return -1
	}
	i := sort.Search(len(t.toks), func(i int) bool { return int(t.toks[i].end) > j }) - 1
	if i < 0 || !adjacent(t.src, t.toks[i].end, int32(j)) {
		return -1
	}
	return i
}

// periodNouns are the periods a figure is given for: "for the quarter".
var periodNouns = setOf(`year quarter month week half`)

// periodsApart leaves unverified an English claim that gives its figure
// for a period the best passage gives it for another: "revenue of $12.4
// billion for the year" against "For the quarter, the company reported
// revenue of $12.4 billion".
func (k *checker) periodsApart() {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.nums) == 0 {
		return
	}
	cw, _ := periodFor(c.src)
	if cw == "" {
		return // the common case
	}
	e := p.Text
	ew, at := periodFor(e.src)
	if ew == "" || ew == cw {
		return
	}
	for rest, off := e.src[at:], at; ; {
		w, j := periodFor(rest)
		if w == "" {
			break
		}
		if w == cw {
			return // the passage gives the claim's period too
		}
		rest, off = rest[j:], off+j
	}
	k.doubt(AnchorAbsent, p.span(int32(at), int32(at+len(ew))), "%s gives it for the %s; the claim says for the %s", k.where, ew, cw)
}

// periodFor returns the first period of periodNouns that src gives a
// figure for, after "for the", "in the", "during the" or "over the", with
// "full", "fiscal" or "whole" between; and where it ends.
func periodFor(src string) (string, int) {
	for off := 0; ; {
		i := strings.Index(src[off:], "the ")
		if i < 0 {
			return "", 0
		}
		at := off + i
		off = at + 4
		if p, _ := lastWordBefore(src, int32(at)); p != "for" && p != "in" && p != "during" && p != "over" {
			continue
		}
		w, j := wordAt(src, off)
		if w == "full" || w == "fiscal" || w == "whole" {
			w, j = wordAfter(src, j)
		}
		if periodNouns[w] {
			if next, _ := wordAfter(src, j); next == "" || stopwords[English][next] || !noun(next) {
				return w, j // not "in the year 2020", "for the month ahead" aside
			}
		}
	}
}
