package support

import (
	"strconv"
	"strings"

	"github.com/verbatim-go/verbatim/internal/lexicon"
	"github.com/verbatim-go/verbatim/numbers"
)

// A period is a span of time a passage gives by its two ends: "from 1861
// to 1865", "between 1861 and 1865", "1861–1865", "from 9 May 2009 until
// 18 January 2013"; or a life in parentheses, "(3 March 1878 – 21
// September 1920)".
type period struct {
	ends [2]quantity
	text [2]string
	span [2][2]int32 // of each end, in the passage
}

// twoEnds reads number i of passage text e as the first end of a period:
// a range of years ("1861–1865"), or a date or a year the next number
// follows after a dash or a word that joins accepts ("to"), the later one
// second. pair reports that the second end is the next number.
func twoEnds(e *Text, i int, joins func(w string) bool) (pd period, pair, ok bool) {
	t := e.nums[i]
	if t.Kind == numbers.Range {
		a, b, cut := strings.Cut(t.Value, "-")
		qa, oka := yearOf(a)
		qb, okb := yearOf(b)
		if !cut || !oka || !okb || qb.lo < qa.lo {
			return period{}, false, false
		}
		sp := [2]int32{int32(t.Start), int32(t.End)}
		return period{[2]quantity{qa, qb}, [2]string{a, b}, [2][2]int32{sp, sp}}, false, true
	}
	if i+1 == len(e.nums) || e.words[i+1] {
		return period{}, false, false
	}
	u := e.nums[i+1]
	if w := strings.ToLower(strings.TrimSpace(e.src[t.End:u.Start])); !isDash(w) && !joins(w) {
		return period{}, false, false
	}
	qa, oka := lifeDate(t)
	qb, okb := lifeDate(u)
	if !oka || !okb || qb.lo < qa.lo {
		return period{}, false, false
	}
	return period{[2]quantity{qa, qb}, [2]string{t.Text, u.Text},
		[2][2]int32{{int32(t.Start), int32(t.End)}, {int32(u.Start), int32(u.End)}}}, true, true
}

// periodsOf returns the periods passage p gives.
func periodsOf(p *Passage) []period {
	e := p.Text
	var out []period
	for i, t := range e.nums {
		if e.words[i] {
			continue
		}
		before, _ := lastWordBefore(e.src, int32(t.Start))
		pd, _, ok := twoEnds(e, i, func(w string) bool {
			switch strings.TrimSpace(strings.TrimPrefix(w, ",")) { // "from 22 May 1999, to 2010"
			case "to", "until", "till", "through":
				return before == "from"
			case "and":
				return before == "between"
			}
			return false
		})
		if ok {
			out = append(out, pd)
		}
	}
	return out
}

// periodEnd returns which end of a period claim word w dates: 0 for a
// verb of beginning (began, started, commenced), 1 for one of ending
// (ended, finished).
func periodEnd(w *tok) (int, bool) {
	c := verbClass(w.word)
	return int(c.period - 1), c.period > 0
}

var lemmaBegin, lemmaEnd = lexicon.Lookup("begin"), lexicon.Lookup("end")

// periodVerb reports whether claim word i is a verb of beginning or ending
// that dates a claim number the matching end of a period of the best
// passage meets: "The war began in 1861" stands on "The war was fought
// from 1861 to 1865", and "began before 1862" too, but not "began in
// 1865" nor "began after 1862", which only the period's end meets.
func (k *checker) periodVerb(i int) bool {
	c := k.c
	t := &c.toks[i]
	p := k.best()
	if p == nil || c.lang != English || t.negated() || len(p.Text.nums) > maxDatedNums {
		return false
	}
	end, ok := periodEnd(t)
	if !ok {
		return false
	}
	for ti := range c.nums {
		if ti == maxClaimNumbers {
			break
		}
		if v := k.datingVerb(ti); v != t && !(i+1 < len(c.toks) && v == &c.toks[i+1] && strings.HasSuffix(v.word, "ing") && spacesOnly(between(c.src, t.end, v.start))) {
			continue // "began airing in 2009" dates the beginning too
		}
		b, bounded := c.boundOf(ti)
		bounded = bounded && !b.window
		for _, pd := range periodsOf(p) {
			q := pd.ends[end]
			for _, cq := range claimQuantities(c.nums[ti]).all() {
				if comparable(q, cq) && (bounded && satisfies(q, cq, b.dir, b.strict) || !bounded && within(q, cq)) {
					return true
				}
			}
		}
		return false
	}
	return false
}

// periodLength decides claim number t where it is a length of time in
// whole years ("lasted six years", "for eight years") and the best
// passage gives, in its stead, one period by the years of its ends ("from
// 1939 to 1945"): grounded where the years between the ends are the
// claim's; not proven where they are one apart, which the days of the
// ends may make so; failed where they are further apart. It reports
// whether it decided.
func (k *checker) periodLength(ti int) bool {
	c, p := k.c, k.best()
	t := c.nums[ti]
	if p == nil || c.lang != English || t.Kind != numbers.Integer || isYearTok(t) || c.isBounded(ti) {
		return false
	}
	u, end, ok := unitAfter(c.src, t.End)
	if !ok || u.dim != dimDuration || u.measure != 1 || u.size != 12 {
		return false // years only
	}
	n, err := strconv.Atoi(t.Value)
	if err != nil || n <= 0 {
		return false
	}
	pds := periodsOf(p)
	if len(pds) != 1 || !yearText(pds[0].text[0]) || !yearText(pds[0].text[1]) {
		return false
	}
	if !k.verbOfPeriod(t, pds[0]) {
		return false
	}
	y0, _ := strconv.Atoi(pds[0].text[0])
	y1, _ := strconv.Atoi(pds[0].text[1])
	from, to := pds[0].span[0][0], pds[0].span[1][1]
	claim := quote(k.claimText(int32(t.Start), int32(end)))
	switch d := n - (y1 - y0); {
	case d == 0:
		k.ground(t)
		if ui := tokenAfter(c.Text, t.End); ui >= 0 {
			k.numberWords = append(k.numberWords, c.toks[ui].start) // "years"
		}
	case d == 1 || d == -1:
		k.doubt(AnchorAbsent, p.span(from, to), "%s gives %s, which does not prove %s", k.where, quote(p.text(from, to)), claim)
	default:
		k.fail(NumberMismatch, p.span(from, to), "the claim says %s; %s says %s", claim, k.where, quote(p.text(from, to)))
	}
	return true
}

// verbOfPeriod reports whether period pd of the best passage is of the
// claim's verb before number t: a verb of lasting ("lasted six years"),
// or one the passage has a few words from the period, no clause mark
// between ("chaired the board for eight years" on "chaired the board from
// 2010 to 2018"; not "covered the race one year" on "From 1967 to 1972,
// the race was organized by …, and … sent Jim Orm to cover the 1968
// event").
func (k *checker) verbOfPeriod(t numbers.Token, pd period) bool {
	c, e := k.c, k.best().Text
	v := -1
	for i := range c.toks {
		if u := &c.toks[i]; int(u.end) <= t.Start && (u.verbForm() || lastingVerbs[u.word]) && !u.is(fName) {
			v = i
		}
	}
	if v < 0 {
		return false
	}
	if lastingVerbs[c.toks[v].word] {
		return true
	}
	from, to := pd.span[0][0], pd.span[1][1]
	for j := range e.toks {
		u := &e.toks[j]
		if !c.matches(v, u) {
			continue
		}
		gap := between(e.src, u.end, from) // "chaired the board from 2010 to 2018"
		if u.start >= to {
			gap = between(e.src, to, u.start) // "From 2010 to 2018 she chaired the board"
		}
		if !hasClauseMark(gap) && len(strings.Fields(gap)) <= 4 {
			return true
		}
	}
	return false
}
