package support

import (
	"slices"
	"strconv"
	"strings"

	"github.com/verbatim-go/verbatim/numbers"
)

// A recurrence is how often a thing recurs, read as the time between two
// of its times: "every 6 hours", "every hour", "every other week",
// "daily", "quarterly".
type recurrence struct {
	size       float64 // the time between, in the unit's measure
	measure    uint8   // 0 for seconds, 1 for months (see units)
	start, end int32   // the words that say it
	num        int     // the start of the number it counts with, or -1
}

// same reports whether r and s give the same time between.
func (r recurrence) same(s recurrence) bool { return r.measure == s.measure && r.size == s.size }

// recurrenceAdverb returns the time between that adverb w gives a
// recurrence: a period of rateWords ("daily" is every day) or of
// moreRecurrenceAdverbs ("biennially" is every two years).
func recurrenceAdverb(w string) (unit, float64, bool) {
	if u, ok := rateWords[w]; ok {
		return units[u], 1, true
	}
	if a, ok := moreRecurrenceAdverbs[w]; ok {
		return units[a.unit], a.n, true
	}
	return unit{}, 0, false
}

// moreRecurrenceAdverbs are the adverbs of a recurrence that are no rate's
// in rateWords, by the time between in units' words.
var moreRecurrenceAdverbs = map[string]struct {
	unit string
	n    float64
}{
	"nightly": {"day", 1}, "fortnightly": {"fortnight", 1}, "biennially": {"year", 2},
	"semiannually": {"month", 6}, "triennially": {"year", 3},
	"biweekly": {"week", 2}, "semiweekly": {"week", 0.5}, "semimonthly": {"month", 0.5}, // "biweekly" as payroll has it; "bimonthly" may be either
}

// recurrenceLeads are the words a recurrence's period follows: "every
// month", "each year".
var recurrenceLeads = setOf(`every each`)

// dayParts are the parts of a day that recur once a day: "every night".
var dayParts = setOf(`night morning evening afternoon`)

// mayRecur reports cheaply whether English text t may say a recurrence:
// whether it has a word of recurrenceLeads or recurrenceAdverbs.
func mayRecur(t *Text) bool {
	for i := range t.funcs {
		if w := t.funcs[i].word; w == "every" || w == "each" {
			return true
		}
	}
	for i := range t.toks {
		w := t.toks[i].word
		if len(w) >= 5 && w[len(w)-1] == 'y' && w[len(w)-2] == 'l' {
			if _, _, ok := recurrenceAdverb(w); ok {
				return true
			}
		} else if w == "every" || w == "each" {
			return true
		}
	}
	return false
}

// recurrencesOf returns the recurrences English text t says, in order.
// A rate of times ("twice daily", "$10 monthly"), a range ("every 6 to 8
// hours") and an adjective ("a daily newspaper") are none.
func recurrencesOf(t *Text) []recurrence {
	var out []recurrence
	fi, ti := 0, 0 // the next function word and content word, in order
	for fi < len(t.funcs) || ti < len(t.toks) {
		var w string
		var start, end int32
		if ti >= len(t.toks) || fi < len(t.funcs) && t.funcs[fi].start < t.toks[ti].start {
			f := &t.funcs[fi]
			w, start, end = f.word, f.start, f.end
			fi++
		} else {
			u := &t.toks[ti]
			w, start, end = u.word, u.start, u.end
			ti++
		}
		if n := len(out); n > 0 && start < out[n-1].end {
			continue // a word of the recurrence before
		}
		if !recurrenceLeads[w] && (len(w) < 5 || !strings.HasSuffix(w, "ly")) {
			continue // the common case
		}
		if r, ok := recurrenceAt(t, w, int(start), int(end)); ok {
			out = append(out, r)
		}
	}
	return out
}

// recurrenceAt reads a recurrence at word w of t, at bytes [i, j).
func recurrenceAt(t *Text, w string, i, j int) (recurrence, bool) {
	src := t.src
	u, n, adverb := recurrenceAdverb(w)
	if !adverb && !recurrenceLeads[w] {
		return recurrence{}, false
	}
	if prev, _ := lastWordBefore(src, int32(i)); w != "every" && w != "each" || prev != "once" {
		if countWords[prev] > 0 || prev == "times" || numberEndsAt(t, i) {
			return recurrence{}, false // "twice daily", "three times daily", "$10 monthly": a rate, which the number checks read
		}
	}
	if adverb {
		if next, e := wordAfter(src, j); next != "" && t.contentAt(int32(e-len(next))) {
			return recurrence{}, false // "a daily newspaper"
		}
		return recurrence{size: u.size * n, measure: u.measure, start: int32(i), end: int32(j), num: -1}, true
	}
	n, num := 1.0, -1
	next, k := wordAfter(src, j)
	u = units["day"]
	switch {
	case next == "other":
		n = 2
		next, k = wordAfter(src, k)
	case ordinalWords[next] >= 2 && ordinalWords[next] <= 12:
		if v, _ := wordAfter(src, k); isPeriodWord(v) {
			n = float64(ordinalWords[next]) // "every second week"
			next, k = wordAfter(src, k)
		}
	default:
		at := skipSpace(src, j)
		if x := t.numAt(at); x >= 0 {
			nt := t.nums[x]
			v, err := strconv.ParseFloat(nt.Value, 64)
			if err != nil || nt.Kind != numbers.Integer && nt.Kind != numbers.Decimal || v <= 0 {
				return recurrence{}, false
			}
			n, num = v, nt.Start
			next, k = wordAfter(src, nt.End)
		}
	}
	if !isPeriodWord(next) {
		return recurrence{}, false // "every time", "every 6 to 8 hours"
	}
	if w == "each" {
		if of, _ := wordAfter(src, k); of == "of" {
			return recurrence{}, false // "each month of 2020"
		}
	}
	if !dayParts[next] {
		u, _ = periodUnit(next)
	}
	return recurrence{size: u.size * n, measure: u.measure, start: int32(i), end: int32(k), num: num}, true
}

// isPeriodWord reports whether folded word w names a period of time or a
// part of a day that recurs: "hour", "weeks", "night".
func isPeriodWord(w string) bool {
	if dayParts[w] {
		return true
	}
	u, ok := periodUnit(w)
	return ok && u.size > 0
}

// numberEndsAt reports whether a number of t ends right before the space
// before byte i.
func numberEndsAt(t *Text, i int) bool {
	j := i
	for j > 0 && t.src[j-1] == ' ' {
		j--
	}
	return j < i && slices.ContainsFunc(t.nums, func(n numbers.Token) bool { return n.End == j })
}

// contentAt reports whether a content word of t starts at byte at.
func (t *Text) contentAt(at int32) bool {
	return slices.ContainsFunc(t.toks, func(u tok) bool { return u.start == at })
}

// seconds returns r's time between in seconds, a month taken as the
// twelfth of a year of 365.25 days.
func (r recurrence) seconds() float64 {
	if r.measure == 1 {
		return r.size * 365.25 * 86400 / 12
	}
	return r.size
}

// near reports whether r and s give about the same time between, within
// a tenth: "every 4 weeks" and "monthly", which neither proves the other
// nor denies it.
func (r recurrence) near(s recurrence) bool {
	a, b := r.seconds(), s.seconds()
	return a <= b*1.1 && b <= a*1.1
}

// recurrences compares how often an English claim says a thing recurs
// with how often the best passage says it: "Backups run every hour"
// against "Backups run every 6 hours" fails, and so does a recurrence the
// passage gives in a part of the sentence whose words the claim gives
// another's ("Trains leave every 20 minutes at night" against "… every 20
// minutes during the day and every hour at night"). A recurrence the
// passage gives says the claim's words of it: "every two weeks" on
// "fortnightly".
func (k *checker) recurrences() {
	c, p := k.c, k.englishBest()
	if p == nil || !mayRecur(c.Text) {
		return
	}
	cr := recurrencesOf(c.Text)
	if len(cr) == 0 {
		return
	}
	e := p.Text
	pr := recurrencesOf(e)
	if len(pr) == 0 {
		return
	}
	for ri, r := range cr {
		same := slices.IndexFunc(pr, r.same)
		if same < 0 {
			if slices.ContainsFunc(pr, r.near) {
				continue
			}
			s := pr[0]
			if len(pr) == 1 && rateWords[lowerASCII(c.src[r.start:r.end])] != "" && rateWords[lowerASCII(e.src[s.start:s.end])] != "" {
				continue // "billed monthly" against "billed annually": otherPeriod's
			}
			if r.num >= 0 {
				k.recurs = append(k.recurs, int32(r.num)) // its reason is this one
			}
			k.fail(NumberMismatch, p.span(s.start, s.end), "the claim says %q; %s says %q", c.src[r.start:r.end], k.where, e.src[s.start:s.end])
			continue
		}
		if r.num >= 0 {
			k.recurs = append(k.recurs, int32(r.num))
		}
		for _, t := range c.toks {
			if t.start >= r.start && t.end <= r.end {
				k.numberWords = append(k.numberWords, t.start)
			}
		}
		next := int32(len(c.src)) // the claim's words of r end at its next recurrence
		if ri+1 < len(cr) {
			next = cr[ri+1].start
		}
		if i, s, ok := k.recurrenceOfOther(r, next, pr); ok {
			t := &c.toks[i]
			u := &e.toks[k.bestAt()[i]]
			k.fail(NumberMismatch, p.span(pr[s].start, u.end), "the claim says %q; %s says %q", c.src[r.start:t.end], k.where, e.src[pr[s].start:u.end])
		}
	}
}

// recurrenceOfOther returns a claim word after claim recurrence r, in its
// part of the claim, before byte next, that the best passage holds in the
// part of its sentence that follows recurrence s of pr, another than r's,
// and in none that follows one of r's: the "at night" of "every 20
// minutes at night" against "every 20 minutes during the day and every
// hour at night".
func (k *checker) recurrenceOfOther(r recurrence, next int32, pr []recurrence) (int, int, bool) {
	c, e, at := k.c, k.best().Text, k.bestAt()
	other, word := -1, -1
	for i := range c.toks {
		t := &c.toks[i]
		if t.start < r.end {
			continue
		}
		if t.start >= next || strings.ContainsAny(c.src[r.end:t.start], ",;") {
			break
		}
		if at[i] < 0 {
			continue
		}
		s := recurrencePart(e, pr, e.toks[at[i]].start)
		switch {
		case s < 0:
		case pr[s].same(r):
			return 0, 0, false
		case other < 0:
			other, word = s, i
		}
	}
	return word, other, other >= 0
}

// recurrencePart returns the recurrence of pr whose part of t's sentence
// holds byte at, or -1: a recurrence's part runs from it to the next one
// or to a comma, a semicolon or a full stop.
func recurrencePart(t *Text, pr []recurrence, at int32) int {
	for s := range pr {
		if at < pr[s].end {
			return -1
		}
		end := int32(len(t.src))
		if s+1 < len(pr) {
			end = pr[s+1].start
		}
		if x := strings.IndexAny(t.src[pr[s].end:end], ",;."); x >= 0 {
			end = pr[s].end + int32(x)
		}
		if at < end {
			return s
		}
	}
	return -1
}
