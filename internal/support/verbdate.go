package support

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/numbers"
)

// maxDatedNums bounds the numbers of a passage whose verbs are read for
// the date checks: a passage of a few sentences, not a table of figures.
const maxDatedNums = 64

// checkVerbDate fails claim number ti, a date or a year, where the best
// passage dates the claim verb that dates it, said of the same object,
// only by other dates, and gives each date the claim's number meets to
// another verb: "The siege ended in 1778" against "The siege began in 1778
// and ended in 1779". The claim's number is in the passage, but as another
// verb's. It reports whether it failed the claim. A passage that dates the
// verb by the claim's date, that gives the claim's date where no verb can
// be told ("ended in 1779 and, after a second attack, again in 1778"), or
// that does not date the verb leaves the number to the other checks.
func (k *checker) checkVerbDate(ti int) bool {
	c := k.c
	t := c.nums[ti]
	b, bounded := c.boundOf(ti)
	bounded = bounded && !b.window
	code := NumberMismatch
	if bounded {
		code = BoundMismatch
	}
	return k.checkDated(t.Start, t.End, code, func(e *Text, look func(start, end int, meets bool) bool) bool {
		var cqs []quantity // read here, once the claim's verb is known to be dated
		for _, cq := range claimQuantities(t).all() {
			if cq.dim == dimTime {
				cqs = append(cqs, cq)
			}
		}
		if len(cqs) == 0 {
			if cm, cd, ok := dayOfYear(t); ok && !bounded {
				// A day without a year, "on 1 January", meets the same
				// day: "took effect on 1 January" against "was passed
				// on 1 January and took effect on 1 July".
				for _, m := range e.nums {
					if mm, md, ok := dayOfYear(m); ok && look(m.Start, m.End, mm == cm && md == cd) {
						return true
					}
				}
				return false
			}
			return true // no date: nothing to check
		}
		for mi, m := range e.nums {
			if eb, ok := e.boundOf(mi); ok && !eb.window && bounded && eb.dir == b.dir && eb.strict == b.strict && m.Value == t.Value {
				if look(m.Start, m.End, true) {
					return true // "after 2020" against "after 2020"
				}
				continue
			}
			if e.words[mi] || e.inIdent(m) || e.isBounded(mi) {
				continue // "two years earlier", "before 1990": no date of a verb
			}
			q, ok := quantityOf(m, true)
			if !ok || q.dim != dimTime {
				continue
			}
			meets := false
			for _, cq := range cqs {
				// A decade only part of which meets the bound ("after 1970"
				// against "in the 1970s") is left to the other checks.
				meets = meets || bounded && (satisfies(q, cq, b.dir, b.strict) || meetsPart(q, cq, b.dir, b.strict)) || !bounded && (within(q, cq) || within(cq, q))
			}
			if look(m.Start, m.End, meets) {
				return true
			}
		}
		return false
	})
}

// dayOfYear returns the month and day of date n, written without a year:
// "1 January", "July 4".
func dayOfYear(n numbers.Token) (month, day int, ok bool) {
	if n.Kind != numbers.Date {
		return 0, 0, false
	}
	y, m, d, ok := dateParts(n.Value)
	return m, d, ok && y == 0 && m > 0 && d > 0
}

// checkMonthVerb is checkVerbDate for claim month cm, which the passages
// give: "The siege ended in August" fails on "The siege began on 2 August
// 1777 and ended on 22 December".
func (k *checker) checkMonthVerb(cm monthAt) bool {
	return k.checkDated(int(cm.start), int(cm.end), NumberMismatch, func(e *Text, look func(start, end int, meets bool) bool) bool {
		for _, n := range e.nums {
			if n.Kind != numbers.Date {
				continue
			}
			if _, m, _, ok := dateParts(n.Value); ok && m > 0 && look(n.Start, n.End, m == cm.month) {
				return true
			}
		}
		for _, m := range e.months {
			if look(int(m.start), int(m.end), m.month == cm.month) {
				return true
			}
		}
		return false
	})
}

// checkDated fails the claim date at [start, end) of the claim with code
// where the best passage dates the claim verb that dates it, said of the
// same object, only by dates that do not meet it, and gives each date that
// meets it to another verb. dates calls look with each date of passage e,
// where it is and whether it meets the claim's, until look reports that
// the date settles the claim (the verb's own, or one of no verb that can
// be told), and reports whether one did, or that the claim has nothing to
// compare. It reports whether it failed the claim.
func (k *checker) checkDated(start, end int, code Code, dates func(e *Text, look func(start, end int, meets bool) bool) bool) bool {
	c := k.c
	p := k.best()
	if p == nil || len(p.Text.nums)+len(p.Text.months) > maxDatedNums {
		return false
	}
	wi := datingVerbAt(c.Text, start, end, true)
	if wi < 0 || c.toks[wi].negated() {
		return false
	}
	e := p.Text
	if c.toks[wi].word == "born" {
		k.bornDatedOther(p, wi, start, end, dates)
		return false // a birth is its life's to decide
	}
	other, otherVerb := [2]int{-1, -1}, -1     // where the passage's other date is, and its verb
	opposed, opposedVerb := [2]int{-1, -1}, -1 // a date that meets the claim's, of the claim verb's opposite
	given, givenVerb := [2]int{-1, -1}, -1     // a date that meets the claim's, of another verb
	ofOther, ofOtherVerb := [2]int{-1, -1}, -1 // a date that meets the claim's, of the claim's verb and another object
	look := func(s, en int, meets bool) bool {
		if titleYear(e.src, s, en) {
			return false // a title's year: "Iron Gate (2012)"
		}
		ui := datingVerbAt(e, s, en, true)
		same := c.sameEvent(wi, start, e, ui, s)
		if meets && !same && ui >= 0 && given[0] < 0 {
			given, givenVerb = [2]int{s, en}, ui
		}
		if meets && !same && ui >= 0 && ofOther[0] < 0 && !e.toks[ui].negated() && c.matches(wi, &e.toks[ui]) {
			ofOther, ofOtherVerb = [2]int{s, en}, ui
		}
		switch {
		case meets && (same || ui < 0):
			return true
		case meets && opposed[0] < 0 && !e.toks[ui].negated() && c.opposes(wi, &e.toks[ui]):
			opposed, opposedVerb = [2]int{s, en}, ui
		case !meets && same && other[0] < 0:
			other, otherVerb = [2]int{s, en}, ui
		}
		return false
	}
	if dates(e, look) {
		return false
	}
	if other[0] < 0 && given[0] >= 0 {
		if v, lo, hi := relativelyDated(c, wi, e); v >= 0 {
			// "The firm was sold in 2019" on "The firm, founded in 2019,
			// was sold three years later": the claim's date is another
			// verb's, and the passage dates the claim's verb from it; by
			// a count that misses the claim's date, it says otherwise.
			if ni := c.numAt(start); ni >= 0 && c.nums[ni].End == end && !c.isBounded(ni) && countedMisses(e, lo, hi, c.nums[ni]) {
				k.fail(code, p.span(int32(lo), int32(hi)), "the claim says %q; %s says %q, counted from %s", datedText(c.Text, wi, start, end), k.where, e.src[lo:hi], e.src[given[0]:given[1]])
				return true
			}
			k.doubt(AnchorAbsent, p.span(int32(lo), int32(hi)), "%s gives %s to %q; it says %q", k.where,
				e.src[given[0]:given[1]], e.src[e.toks[givenVerb].start:e.toks[givenVerb].end], e.src[lo:hi])
			return false // the opposite verb's date is the count's start: "joined in 2001 but left four years later"
		}
	}
	if other[0] < 0 && ofOther[0] >= 0 {
		if lo, hi, ok := objectElsewhere(c, wi, start, e, ofOtherVerb, ofOther[0]); ok {
			// "She was elected mayor in 2010" on "She was elected to the
			// city council in 2010 and became mayor in 2014": the claim's
			// date is its verb's, of another object; its object is
			// elsewhere.
			k.doubt(AnchorAbsent, p.span(int32(ofOther[0]), int32(ofOther[1])), "%s gives %s to %q; it says %q elsewhere", k.where,
				e.src[ofOther[0]:ofOther[1]], datedText(e, ofOtherVerb, ofOther[0], ofOther[1]), e.src[lo:hi])
			return false
		}
	}
	if other[0] < 0 && opposed[0] >= 0 {
		// "opened in 1952" against "was closed in 1952 …, which had
		// opened two years earlier".
		other, otherVerb, code = opposed, opposedVerb, AntonymMismatch
	}
	if other[0] < 0 {
		return false
	}
	k.fail(code, p.span(int32(other[0]), int32(other[1])), "the claim says %q; %s says %q",
		datedText(c.Text, wi, start, end), k.where, datedText(e, otherVerb, other[0], other[1]))
	return true
}

// objectElsewhere reports where passage e says the object of claim verb
// wi, dated at byte at, outside the object of its verb ui dated at byte
// eat: every content word of the claim's object, after that verb's
// object and not in it, past another verb after the date ("mayor" of
// "and became mayor in 2014" for "elected mayor in 2010" on "elected to
// the city council in 2010").
func objectElsewhere(c *Claim, wi, at int, e *Text, ui, eat int) (lo, hi int, ok bool) {
	clo, chi := objectOf(c.Text, wi, at)
	elo, ehi := objectOf(e, ui, eat)
	if clo >= chi {
		return 0, 0, false
	}
	lo, hi = -1, -1
	for i := clo; i < chi; i++ {
		found := false
		for j := range e.toks {
			if (j < elo || j >= ehi) && j > ui && c.matches(i, &e.toks[j]) {
				if lo < 0 || int(e.toks[j].start) < lo {
					lo = int(e.toks[j].start)
				}
				hi = max(hi, int(e.toks[j].end))
				found = true
				break
			}
		}
		if !found {
			return 0, 0, false
		}
	}
	for j := range e.toks {
		if u := &e.toks[j]; int(u.start) > eat && int(u.end) <= lo && j != ui && finiteVerb(u) {
			return lo, hi, true // another verb's: "and became mayor"
		}
	}
	return 0, 0, false // the date's own object: "wrote the 2004 bestselling novel"
}

// relativelyDated returns passage e's word for claim verb wi, not
// negated, where a time counted from another follows it in its clause
// ("sold three years later", "reached its orbit a month later", "closed
// the following year"), and the span from that word to the time's end;
// -1 if there is none.
func relativelyDated(c *Claim, wi int, e *Text) (v, lo, hi int) {
	for j := range e.toks {
		u := &e.toks[j]
		if u.negated() || !u.verbForm() || !c.matches(wi, u) || relativeClause(e.src, int(u.start)) {
			continue // "which had opened two years earlier" is another's
		}
		at := int(u.end)
		for range 6 { // words joined by spaces: a mark or a join ends the clause
			w, end := wordAfter(e.src, at)
			if n := e.numAt(skipSpace(e.src, at)); w == "" && n >= 0 && at < len(e.src) && e.src[at] == ' ' {
				w, end = e.nums[n].Text, e.nums[n].End // "closed 25 years later"
			}
			if w == "" || w == "and" || w == "but" || w == "or" || w == "which" || w == "who" {
				break
			}
			if relativeEnds[w] || (w == "next" || w == "following") && strings.HasSuffix(e.src[:at], " the") {
				return j, int(u.start), end
			}
			at = end
		}
	}
	return -1, 0, 0
}

// relativeClause reports whether the English verb at byte at of src
// opens a relative clause, past up to two auxiliaries: "which had
// opened", "who was hired".
func relativeClause(src string, at int) bool {
	for range 3 {
		w, j := lastWordBefore(src, int32(at))
		switch {
		case w == "which" || w == "who" || w == "that" || w == "whom":
			return true
		case auxiliaries[w] || modalWords[w]:
			at = j
		default:
			return false
		}
	}
	return false
}

// A relTime is a time counted from another: "three years later" is 3
// years later, "the following year" 1.
type relTime struct {
	n    int
	unit string // "day", "week", "month", "year" or "decade"
	dir  int    // 1 later, -1 earlier
}

// relativeTime reads the time counted from another that ends at byte
// end of src, with "later" or "earlier" ("three years later", "a month
// later", "the following year"); ok is false where it gives no count and
// unit.
func relativeTime(src string, end int) (r relTime, ok bool) {
	w, at := lastWordBefore(src, int32(end))
	switch w {
	case "later", "afterwards", "afterward":
		r.dir = 1
	case "earlier":
		r.dir = -1
	case "year":
		if u, _ := lastWordBefore(src, int32(at)); u == "following" || u == "next" {
			return relTime{n: 1, unit: "year", dir: 1}, true
		}
		return relTime{}, false
	default:
		return relTime{}, false
	}
	unit, at := lastWordBefore(src, int32(at))
	if r.unit = strings.TrimSuffix(unit, "s"); relativeDays(r.unit) == 0 {
		return relTime{}, false
	}
	r.n = countWritten(src, at)
	return r, r.n > 0
}

// days returns the length of r in days, as a quantity, with a margin for
// the lengths of months and years.
func (r relTime) days() quantity {
	d := float64(r.n) * relativeDays(r.unit)
	return quantity{dim: dimTime, lo: d * 0.95, hi: d*1.05 + 1}
}

// relativeDays returns the days of a unit of a time counted from
// another, or 0.
func relativeDays(unit string) float64 {
	switch unit {
	case "day":
		return 1
	case "week":
		return 7
	case "month":
		return 30.44
	case "year":
		return 365.25
	case "decade":
		return 3652.5
	}
	return 0
}

// countedFrom reads the time counted from another that passage e says
// from byte lo to hi ("reached its orbit a month later"), from the last
// date of e before it, and reports whether it can be told, whether it
// meets claim date t, and whether it comes to t exactly: a count of
// years from a year, to a claim year ("completed nine years later" of
// "began in 1923" is 1932, and no other year).
func countedFrom(e *Text, lo, hi int, t numbers.Token) (known, meets, exact bool) {
	r, ok := relativeTime(e.src, hi)
	cq, isTime := quantityOf(t, true)
	if !ok || !isTime || cq.dim != dimTime {
		return false, false, false
	}
	for j := len(e.nums) - 1; j >= 0; j-- {
		base := e.nums[j]
		b, isTime := quantityOf(base, true)
		if base.End > lo || e.words[j] || !isTime || b.dim != dimTime {
			continue
		}
		if r.unit == "year" && isYearTok(base) && isYearTok(t) {
			y, _ := strconv.Atoi(base.Value)
			hit := strconv.Itoa(y+r.dir*r.n) == t.Value
			return true, hit, hit
		}
		d := r.days()
		when := quantity{dim: dimTime, lo: b.lo + d.lo, hi: b.hi + d.hi}
		if r.dir < 0 {
			when = quantity{dim: dimTime, lo: b.lo - d.hi, hi: b.hi - d.lo}
		}
		return true, cq.lo <= when.hi && when.lo <= cq.hi, false
	}
	return false, false, false
}

// countWritten returns the count written right before byte at of src,
// in digits or in words ("25", "nine", "a"), or 0.
func countWritten(src string, at int) int {
	j := at
	for j > 0 && src[j-1] == ' ' {
		j--
	}
	i := j
	for i > 0 && '0' <= src[i-1] && src[i-1] <= '9' {
		i--
	}
	if i < j {
		v, _ := strconv.Atoi(src[i:j])
		return v
	}
	switch w, _ := lastWordBefore(src, int32(at)); w {
	case "a", "an":
		return 1
	default:
		return int(unitWords[w])
	}
}

// countedMisses reports whether the time counted from another that
// passage e says from byte lo to hi can be told, and misses claim date t.
func countedMisses(e *Text, lo, hi int, t numbers.Token) bool {
	known, meets, _ := countedFrom(e, lo, hi, t)
	return known && !meets
}

// relativeEnds end a time counted from another: "three years later".
var relativeEnds = setOf(`later earlier afterwards afterward`)

// bornDatedOther leaves unverified a claim that dates a birth ("was born
// in 2007", claim verb wi dating [start, end)) where each date of best
// passage p that meets it is the date of another verb ("graduated from
// university on June 6, 2007"), and none is a birth's or a life's.
func (k *checker) bornDatedOther(p *Passage, wi, start, end int, dates func(e *Text, look func(start, end int, meets bool) bool) bool) {
	e := p.Text
	other, otherVerb := [2]int{-1, -1}, -1
	settled := dates(e, func(s, en int, meets bool) bool {
		if !meets {
			return false
		}
		ui := datingVerbAt(e, s, en, true)
		if ui < 0 || e.toks[ui].word == "born" || bornBefore(e.src, s) {
			return true // a birth, or a date of no verb: a life's to decide
		}
		if other[0] < 0 {
			other, otherVerb = [2]int{s, en}, ui
		}
		return false
	})
	if settled || other[0] < 0 {
		return
	}
	k.doubt(AnchorAbsent, p.span(int32(other[0]), int32(other[1])), "the claim says %q; %s says %q",
		datedText(k.c.Text, wi, start, end), k.where, datedText(e, otherVerb, other[0], other[1]))
}

// sameEvent reports whether passage verb ui of e, dating what starts at
// byte eat, says what claim verb wi, dating what starts at byte at, says:
// the same verb, or a form of it, not negated, of the same object.
func (c *Claim) sameEvent(wi, at int, e *Text, ui, eat int) bool {
	return ui >= 0 && !e.toks[ui].negated() && (c.matches(wi, &e.toks[ui]) || sameVerb(&c.toks[wi], &e.toks[ui])) &&
		c.sameObject(wi, at, e, ui, eat)
}

// sameObject reports whether the claim's object of verb wi, dated by what
// starts at byte at, is all among the passage's object of verb ui of e,
// dated by what starts at byte eat: "certified platinum in March 2006" is
// not said of "certified gold on 12 January 2006".
func (c *Claim) sameObject(wi, at int, e *Text, ui, eat int) bool {
	clo, chi := objectOf(c.Text, wi, at)
	elo, ehi := objectOf(e, ui, eat)
	if elo == ehi && int(e.toks[ui].end) < eat && objectPronoun(e.src[e.toks[ui].end:eat]) {
		// "acquired it in 2021": the object is said before the verb, "it"
		// stands for it.
		elo, ehi = 0, ui
	}
	for i := clo; i < chi; i++ {
		if c.toks[i].dup {
			continue
		}
		found := false
		for j := elo; j < ehi; j++ {
			if c.matches(i, &e.toks[j]) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// objectPronoun reports whether the words of gap, between a verb and its
// date, open with a pronoun that stands for the verb's object: " it in ",
// " them on ".
func objectPronoun(gap string) bool {
	w, _, found := strings.Cut(strings.TrimLeft(gap, " "), " ")
	if !found {
		return false
	}
	switch w {
	case "it", "them", "him", "her":
		return true
	}
	return false
}

// objectOf returns the words [lo, hi) of t that are the object and places
// of its verb wi dated by what starts at byte at: those between the two
// ("founded the label in 2009"), or, where the date opens the text, up to
// three words after the verb in its clause, and the rest of a name they
// end in ("In 2009, Ross founded the label, …", "In 2009, Ross founded the
// record label Blue Reed, …").
func objectOf(t *Text, wi int, at int) (lo, hi int) {
	lo, hi = wi+1, wi+1
	if int(t.toks[wi].start) > at {
		for hi < len(t.toks) && (hi < lo+3 || hi > lo && t.toks[hi].is(fName) && t.toks[hi-1].is(fName)) && !strings.ContainsAny(between(t.src, t.toks[hi-1].end, t.toks[hi].start), ",;:") {
			hi++
		}
		return lo, hi
	}
	for hi < len(t.toks) && int(t.toks[hi].end) <= at {
		hi++
	}
	return lo, hi
}

// datedText returns the text of t from its verb wi to the end of what it
// dates, [start, end), or from the text's opening to the verb where that
// opens it ("In 2009, Ross founded").
func datedText(t *Text, wi int, start, end int) string {
	w := &t.toks[wi]
	if int(w.start) > start {
		return t.src[:w.end]
	}
	return t.src[w.start:end]
}

// titleYear reports whether [start, end) of src is all that parentheses
// hold right after a word written with a capital: the year of a title,
// "Iron Gate (2012)", "I Don't (2012)".
func titleYear(src string, start, end int) bool {
	open := parenOpen(src, start, end)
	if open < 1 {
		return false
	}
	before := strings.TrimRight(src[:open], " ")
	word := before
	if i := strings.LastIndexFunc(before, func(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune("\"“(", r) }); i >= 0 {
		_, n := utf8.DecodeRuneInString(before[i:])
		word = before[i+n:]
	}
	r, _ := utf8.DecodeRuneInString(word)
	return unicode.IsUpper(r)
}

// subjectYearApart leaves unverified an English claim that opens with a
// noun, its subject, and gives a year the best passage gives only in a
// part without that noun, with a verb and no more of the claim, where each part that has the noun gives another year: "The film
// was released in 1925" against "The novel, published in 1925, was
// adapted into a film in 1974". The year is the novel's.
func (k *checker) subjectYearApart() {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.toks) < 2 || len(c.nums) == 0 || len(k.hard)+len(k.soft) > 0 {
		return
	}
	s := &c.toks[0]
	if s.is(fName) || !s.noun() || s.verbForm() {
		return
	}
	if w, _ := lastWordBefore(c.src, s.start); !articles[w] || !opensText(c.src, int(s.start)) {
		return // "The film", opening the claim
	}
	year, wi := 0, -1 // the claim's year and its verb
	for _, n := range c.nums {
		if y, ok := yearNumber(n); ok {
			year, wi = y, datingVerbAt(c.Text, n.Start, n.End, true)
			break
		}
	}
	if year == 0 || wi < 0 {
		return
	}
	e := p.Text
	cuts := e.conjunctCuts()
	yearsOf := func(part int) (own, other bool) {
		for _, n := range e.nums {
			if y, ok := yearNumber(n); ok && conjunctOf(cuts, int32(n.Start)) == part {
				own, other = own || y == year, other || y != year
			}
		}
		return own, other
	}
	at, seen := -1, -1 // where the passage gives the claim's year; a part with the subject
	atEnd := 0
	for _, n := range e.nums {
		if y, ok := yearNumber(n); ok && y == year && at < 0 {
			at, atEnd = n.Start, n.End
		}
	}
	if at < 0 {
		return
	}
	verb := false // the year's part gives the claim's verb
	for j := range e.toks {
		if x := &e.toks[j]; conjunctOf(cuts, x.start) == conjunctOf(cuts, int32(at)) {
			switch {
			case c.matches(wi, x):
				verb = true
			case k.claimSays(x):
				return // the year's part says more of the claim than its verb: "Hood Billionaire (2014)"
			case x.verbForm():
				verb = true // a verb the claim may say in a word of its own: "published" for "released"
			}
		}
	}
	if !verb {
		return // "to February 19, 2003": a part of a period, no verb's date
	}
	if !k.ownSubjectPart(e, cuts, conjunctOf(cuts, int32(at))) {
		return // "and ended in 1779": the subject before it is the verb's
	}
	for j := range e.toks {
		if !c.matches(0, &e.toks[j]) {
			continue
		}
		part := conjunctOf(cuts, e.toks[j].start)
		own, other := yearsOf(part)
		if own || !other {
			return // a part of the subject's with the claim's year, or with none
		}
		seen = part
	}
	if seen < 0 {
		return
	}
	partText := func(i int) string {
		lo, hi := conjunctSpan(cuts, i, len(e.src))
		return clauseText(e.src[lo:hi])
	}
	k.doubt(AnchorAbsent, p.span(int32(at), int32(atEnd)), "%s gives %d in %q, and %q in %q", k.where, year, partText(conjunctOf(cuts, int32(at))), s.word, partText(seen))
}

// ownSubjectPart reports whether part i of English text e, by cuts, has
// a subject other than the claim's first word: a noun before its first
// verb, or, for a part after a comma, the noun right before the comma
// ("The novel, published in 1925,").
func (k *checker) ownSubjectPart(e *Text, cuts []int32, i int) bool {
	lo, _ := conjunctSpan(cuts, i, len(e.src))
	for j := range e.toks {
		x := &e.toks[j]
		if conjunctOf(cuts, x.start) != i {
			continue
		}
		if x.verbForm() {
			break
		}
		if x.noun() && !k.c.matches(0, x) {
			return true
		}
	}
	if i == 0 || !strings.HasSuffix(e.src[:lo], ", ") {
		return false
	}
	j := e.lastWordBefore(int(lo) - 2)
	return j >= 0 && e.toks[j].end == lo-2 && e.toks[j].noun() && !e.toks[j].verbForm() && !k.c.matches(0, &e.toks[j])
}
