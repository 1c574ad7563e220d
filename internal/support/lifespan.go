package support

import (
	"strings"
	"unicode"

	"github.com/verbatim-go/verbatim/internal/lexicon"
	"github.com/verbatim-go/verbatim/numbers"
)

// A life is what a passage writes of someone's birth and death after its
// subject, a name the claim gives, and before its first verb, in
// parentheses or set off by dashes or commas: two dates or years joined by
// a dash or "to", "Nils Orm (3 March 1878 – 21 September 1920) was",
// "Nils Orm - 3 March 1878 to 21 September 1920 - was", or a range of
// years, "(1878–1920)". The first end is the birth, the second the death; the
// "(1914–1918)" of "served in the Long War (1914–1918)" is none. "born"
// before a date or a year gives the birth alone, wherever it is: "(born
// 12 May 1950)".
type life struct {
	p    *Passage
	ends [2]quantity
	text [2]string
	span [2][2]int32 // of each end, in the passage
	born bool        // only the birth is known
	// other is, for a birth alone, the name it follows where the claim
	// does not give that name: "Tom Hale (born 1950)" is his birth, not
	// the claim subject's.
	other string
}

// lifeOf returns the first life passage p writes, whose subject ends at
// byte subject and whose first verb starts at byte verb(): a parenthesis
// between the two holds a life.
func lifeOf(p *Passage, subject int, verb func() int) (life, bool) {
	e := p.Text
	for i, t := range e.nums {
		if e.words[i] {
			continue
		}
		if q, ok := lifeDate(t); ok && bornBefore(e.src, t.Start) {
			sp := [2]int32{int32(t.Start), int32(t.End)}
			return life{p: p, ends: [2]quantity{q}, text: [2]string{t.Text}, span: [2][2]int32{sp}, born: true}, true
		}
		paren, opens := lifeOpens(e.src, subject, t)
		if !opens || t.End > verb() {
			continue // past the subject's words, a "born" may still follow
		}
		pd, pair, ok := twoEnds(e, i, lifeJoin)
		if !ok || paren && pair && openParen(e.src, e.nums[i+1].Start, e.nums[i+1].End) < 0 {
			continue
		}
		return life{p: p, ends: pd.ends, text: pd.text, span: pd.span}, true
	}
	return life{}, false
}

// lifeOpens reports whether a life whose first end is t follows a subject
// that ends at byte subject of src: in parentheses after it, "Nils Orm (3
// March 1878 –", or set off by dashes or commas right after it, "Nils Orm
// - 3 March 1878 –", "Nils Orm, c. 1878 –"; and whether it is in
// parentheses.
func lifeOpens(src string, subject int, t numbers.Token) (paren, ok bool) {
	if subject > t.Start {
		return false, false
	}
	if openParen(src, t.Start, t.End) >= subject {
		return true, true
	}
	gap := strings.TrimSpace(src[subject:t.Start])
	for _, about := range []string{"ca.", "c.", "circa"} {
		if g, ok := strings.CutSuffix(gap, about); ok {
			gap = strings.TrimSpace(g)
			break
		}
	}
	return false, gap != "" && strings.Trim(gap, "-–—,;: ") == ""
}

// lifeJoin reports whether w, the folded text between a life's two ends,
// joins them: "to", or a dash after the place of birth, "(1878, Oslo –
// 1920, Bergen)".
func lifeJoin(w string) bool {
	place, ok := strings.CutPrefix(w, ",")
	if w == "to" || ok && strings.TrimSpace(place) == "to" {
		return true // "1 May 1931, to 3 June 2004"
	}
	if !ok {
		return false
	}
	for _, d := range dashes {
		if p, ok := strings.CutSuffix(place, d); ok {
			place = strings.TrimSpace(p)
			return place != "" && strings.IndexFunc(place, func(r rune) bool {
				return r != ' ' && r != '.' && !unicode.IsLetter(r)
			}) < 0
		}
	}
	return false
}

// life returns the first life the chosen passages write, read once.
func (k *checker) life() (life, bool) {
	if !k.lifeRead {
		k.lifeRead = true
		k.lifeOf, k.hasLife = k.readLife()
	}
	return k.lifeOf, k.hasLife
}

func (k *checker) readLife() (life, bool) {
	for _, pi := range k.used {
		p := &k.ev.Passages[pi]
		// The passage's subject ends with the name the first word a claim
		// name matches is in, or the first of the passage's words that
		// the matched word is: "Eda Lunn (1878–1920), known as E. Lunn"
		// for "E. Lunn". Its first verb but "born" ends the words about
		// the subject.
		subject, verb := -1, -1
		for i, j := range k.at[pi] {
			if j < 0 || !k.c.toks[i].is(fName) {
				continue
			}
			for m := range j {
				if p.Text.toks[m].word == p.Text.toks[j].word {
					j = m
					break
				}
			}
			if _, hi := nameRun(p.Text, j); subject < 0 || int(p.Text.toks[hi].end) < subject {
				subject = int(p.Text.toks[hi].end)
			}
		}
		firstVerb := func() int { // looked up only for dates in parentheses
			if verb < 0 {
				verb = len(p.Text.src)
				for _, u := range p.Text.toks {
					if u.word != "born" && u.verbForm() {
						verb = int(u.start)
						break
					}
				}
			}
			return verb
		}
		if subject < 0 {
			subject = len(p.Text.src) // no subject: only a "born" makes a life
		}
		if l, ok := lifeOf(p, subject, firstVerb); ok {
			if l.born {
				l.other = k.birthOwner(p, int(l.span[0][0]))
			}
			return l, true
		}
	}
	return life{}, false
}

// birthOwner returns the name a birth date at byte at of passage p
// follows, "Tom Hale (born 1950)", "Tom Hale, born 1950", where it is no
// name of the claim, or "".
func (k *checker) birthOwner(p *Passage, at int) string {
	e := p.Text
	before := at
	if open := openParen(e.src, at, at); open >= 0 {
		before = open
	}
	j := e.lastWordBefore(before)
	for j >= 0 && e.toks[j].word == "born" {
		j--
	}
	if j < 0 || !e.toks[j].is(fName) {
		return ""
	}
	lo, hi := nameRun(e, j)
	for m := lo; m <= hi; m++ {
		if k.inClaimName(&e.toks[m]) {
			return "" // "Nils Orm Lund (born 1950)" for "Nils Orm"
		}
	}
	// The name is another's if a verb of the passage comes before it, or
	// one comes between it and the claim's name, and it is no other name
	// for the subject: "married Tom Hale (born 1950)", "Tom Hale (born
	// 1950) married Eda Lunn", not "Alma Reyes (born 1950), known as Tully"
	// nor "known as Tully, born 1950".
	if w, _ := lastWordBefore(e.src, e.toks[lo].start); w == "as" || w == "called" || w == "named" || w == "nicknamed" {
		return ""
	}
	verbBefore := false
	for m := range lo {
		if u := &e.toks[m]; !u.is(fName) && u.verbForm() {
			verbBefore = true
			break
		}
	}
	if !verbBefore && !k.namedPastVerb(e, hi) {
		return ""
	}
	for w := range strings.FieldsSeq(strings.ToLower(e.src[e.toks[j].end:before])) {
		switch strings.Trim(w, ",") {
		case "", "born", "in", "on", "was", "is":
		default:
			return "" // words between: "Tom Hale, whose sister was born"
		}
	}
	return nameText(e, &e.toks[j])
}

// namedPastVerb reports whether the first claim name in passage e after
// its word hi comes after a verb that does not name ("Tom Hale (born
// 1950) married Eda Lunn"), not after one that does ("Alma Reyes (born
// 1950), known as Tully").
func (k *checker) namedPastVerb(e *Text, hi int) bool {
	verb := false
	for m := hi + 1; m < len(e.toks); m++ {
		u := &e.toks[m]
		switch {
		case u.is(fName) && k.inClaimName(u):
			return verb
		case u.is(fName):
		case namingWords[u.word]:
			return false
		case u.verbForm():
			verb = true
		}
	}
	return false
}

// namingWords give another name for what comes before them.
var namingWords = setOf(`known called named nicknamed dubbed billed credited styled titled`)

// meetsBirth reports whether claim number t is the birth date of life l.
func meetsBirth(t numbers.Token, l life) bool {
	for _, cq := range claimQuantities(t).all() {
		if comparable(l.ends[0], cq) && within(l.ends[0], cq) {
			return true
		}
	}
	return false
}

// lifeReach bounds how far a life's parentheses are looked for around its
// dates, in bytes.
const lifeReach = 96

// openParen returns where the parenthesis that holds src[start:end] opens,
// within lifeReach bytes of it, or -1.
func openParen(src string, start, end int) int {
	before := src[max(0, start-lifeReach):start]
	open := strings.LastIndexByte(before, '(')
	if open < 0 || strings.LastIndexByte(before, ')') > open {
		return -1
	}
	after := src[end:min(len(src), end+lifeReach)]
	closing := strings.IndexByte(after, ')')
	if o := strings.IndexByte(after, '('); closing < 0 || o >= 0 && o < closing {
		return -1
	}
	return start - len(before) + open
}

// bornBefore reports whether "born", "born on" or "born in" comes right
// before byte i of src.
func bornBefore(src string, i int) bool {
	w, j := lastWordBefore(src, int32(i))
	if w == "on" || w == "in" {
		w, _ = lastWordBefore(src, int32(j))
	}
	return w == "born"
}

// lifeDate reads a date or a year as the end of a life.
func lifeDate(t numbers.Token) (quantity, bool) {
	switch t.Kind {
	case numbers.Date:
		return quantityOf(t, true)
	case numbers.Integer:
		return yearOf(t.Value)
	}
	return quantity{}, false
}

// yearOf reads the digits of a year.
func yearOf(s string) (quantity, bool) {
	if !yearText(s) {
		return quantity{}, false
	}
	return quantityOf(numbers.Token{Kind: numbers.Integer, Text: s, Value: s}, true)
}

// datingVerb returns the claim verb that claim number ti dates (see
// datingVerbOf), or nil.
func (k *checker) datingVerb(ti int) *tok {
	if i := datingVerbOf(k.c.Text, ti, false); i >= 0 {
		return &k.c.toks[i]
	}
	return nil
}

// datingVerbOf returns the index of the verb of t that its number ti
// dates: the verb before it, past prepositions, bounds and a place ("born
// in 1878", "died after 1900", "married in Oslo in 1901"), or, from the
// text's opening, the first verb after it ("In 1920, Nils Orm died"); or
// -1. With objects set it also looks past up to three words of the verb's
// object ("founded the label in 2009"): the words between the verb and
// the number.
func datingVerbOf(t *Text, ti int, objects bool) int {
	return datingVerbAt(t, t.nums[ti].Start, t.nums[ti].End, objects)
}

// datingVerbAt is datingVerbOf for the date or number at [start, end) of
// t: a month name, "ended in August".
func datingVerbAt(t *Text, start, end int, objects bool) int {
	if t.lang != English {
		return -1
	}
	at := int32(start)
	skipped := 0
	last := t.lastWordBefore(start)
	for i := last; i >= 0 && i > last-maxDatingWords; i-- {
		w := &t.toks[i]
		if w.end > at {
			continue
		}
		gap := t.src[w.end:at]
		if objects && skipped == 0 && objectPronoun(gap) {
			gap = strings.TrimLeft(gap, " ")
			gap = gap[strings.IndexByte(gap, ' '):] // "acquired it in 2021": past the object's pronoun
		}
		if ok, _ := datingGap(gap); !ok && !(skipped > 0 && objectGap(gap)) {
			return -1
		}
		if w.is(fName) {
			at = w.start // "in Oslo"
			continue
		}
		if w.word == "born" || w.verbForm() || datedPresent(t, i) {
			return i
		}
		if first, rest, ok := strings.Cut(strings.TrimLeft(gap, " "), " "); ok && rest != "" && particles[lower(first)] && w.verb() {
			return i // "split up in 2010": a verb before its particle
		}
		if !objects || skipped == 3 || w.negated() {
			return -1
		}
		skipped++
		at = w.start // "the label"
	}
	return openingDated(t, start, end)
}

// datedPresent reports whether word i of t is a verb in the present of
// one doer that dates what follows it as a past form does: "The contract
// expires in 2027", "was signed in 2025 and expires in 2027". It follows
// its subject, a space apart, or an aside after it ("The bond, issued in
// 2020, matures in 2030"), or "and" after its clause's first verb; not
// an article ("the rises in 2020"), nor a verb whose object it is ("makes
// cars in 2020"), nor a plural and ("cars and trucks in 2020").
func datedPresent(t *Text, i int) bool {
	if i == 0 || !t.toks[i].is(fEnglish) || t.toks[i].verbForm() {
		return false
	}
	p := &t.toks[i-1]
	gap := between(t.src, p.end, t.toks[i].start)
	if !presentVerb(t, i) {
		// The plain form, after a plural subject ("Applications close in
		// March"), an aside or "and"; the cheap tests first.
		g := strings.TrimRight(gap, " ")
		if gap == " " && (!pluralNoun(p.word) || p.verbForm()) || gap != " " && !strings.HasSuffix(g, ",") && !(len(g) > 4 && strings.EqualFold(g[len(g)-4:], " and")) || !basePresent(t, i) {
			return false
		}
	}
	switch gap {
	case " ":
		return (!p.verbForm() || articleBefore(t, i-1) || i == 1) && !presentVerb(t, i-1) && !p.negated()
	default:
		// "signed in 2025 and expires", not "sells cars and trucks"
		g := strings.TrimRight(gap, " ")
		if strings.HasSuffix(g, ",") && i >= 2 && p.verbForm() && strings.TrimRight(between(t.src, t.toks[i-2].end, p.start), " ") == "," && !strings.Contains(g[:len(g)-1], ",") {
			return true // "The bond, issued in 2020, matures in 2030": past the aside, the subject's verb
		}
		return len(g) > 4 && strings.EqualFold(g[len(g)-4:], " and") && (strings.TrimSpace(g) != "and" || p.word[len(p.word)-1] != 's')
	}
}

// basePresent reports whether word i of English text t may be a verb in
// the present of several doers: a verb's plain form, not in "-s" ("close"
// of "Applications close in March").
func basePresent(t *Text, i int) bool {
	w := t.toks[i].word
	return len(w) > 2 && !strings.HasSuffix(w, "s") && t.toks[i].verb() && !pastForm(w)
}

// maxDatingWords bounds the words looked back through from a number for
// the verb that dates it: a place and an object of a few words each.
const maxDatingWords = 12

// openingDated returns the index of the verb of t that the number at
// [start, end) dates from the text's opening, "In 1920, Nils Orm died":
// the first verb after the number, which only a preposition precedes and
// a comma follows; or -1.
func openingDated(t *Text, start, end int) int {
	if !strings.HasPrefix(t.src[end:], ",") {
		return -1
	}
	if ok, bounded := datingGap(t.src[:start]); !ok || bounded {
		return -1
	}
	for i := t.lastWordBefore(end) + 1; i < len(t.toks) && i <= t.lastWordBefore(end)+maxDatingWords; i++ {
		w := &t.toks[i]
		if w.start < int32(end) || w.is(fName) {
			continue
		}
		if w.word == "born" || w.verbForm() {
			return i
		}
	}
	return -1
}

// objectGap reports whether gap, between two words of a verb's object, is
// spaces and at most an article or a possessive ("founded the label"),
// past "into" or "as" ("adapted into a film").
func objectGap(gap string) bool {
	n, prep := 0, false
	for w := range strings.FieldsSeq(gap) {
		switch n++; lower(w) {
		case "the", "a", "an", "his", "her", "its", "their", "our", "my", "your":
		case "into", "as":
			if n > 1 {
				return false
			}
			prep = true // "adapted into a film in 1995", "reopened as a museum in 2001"
		default:
			return false
		}
	}
	return n <= 1 || prep && n <= 2
}

// lifeVerb reports whether claim word i is a verb of a life, born or died,
// that a life of the chosen passages gives: "Nils Orm died" stands on
// "Nils Orm (1878–1920) was", but not on "Nils Orm (born 1878) is". The
// numbers the verb dates are checked against the life's ends.
func (k *checker) lifeVerb(i int) bool {
	t := &k.c.toks[i]
	if k.c.lang != English || t.negated() {
		return false
	}
	end, ok := lifeEvent(t)
	if !ok {
		return false
	}
	l, ok := k.life()
	return ok && (end == 0 || !l.born) && l.other == ""
}

// lifeEvent returns which end of a life the claim verb w dates, 0 for the
// birth and 1 for the death: "born" ("birthed"), and "died" or its synonyms
// ("expired", "perished").
func lifeEvent(w *tok) (int, bool) {
	c := verbClass(w.word)
	return int(c.life - 1), c.life > 0
}

// A timeClass is what a word says of time, for lifeEvent and periodEnd:
// for each, 0 for nothing, else 1 plus the end it dates.
type timeClass struct{ life, period int8 }

var timeClasses = newMemo[timeClass]()

// verbClass returns what the folded word w says of time, from a bounded
// cache.
func verbClass(w string) timeClass {
	return timeClasses.get(w, func() timeClass {
		var c timeClass
		switch w {
		case "born", "birthed":
			c.life = 1
		case "dead", "deceased":
			c.life = 2 // "is dead" on "(1932–2012)"
		}
		for _, b := range cachedBases(w) {
			if c.life == 0 && (b == lemmaDie || lexicon.Synonym(b, lemmaDie)) {
				c.life = 2
			}
			switch {
			case c.period != 0 || b.POS()&lexicon.Verb == 0:
			case b == lemmaBegin || lexicon.Synonym(b, lemmaBegin):
				c.period = 1
			case b == lemmaEnd || lexicon.Synonym(b, lemmaEnd):
				c.period = 2
			}
		}
		return c
	})
}

var lemmaDie = lexicon.Lookup("die")

// bornOnly reports whether life l, a birth alone, is all that meets claim
// number t: no other number of the passages eq is its date. "died in
// 1968" and "married in 1968" stand on no "(born 9 August 1968)".
func (k *checker) bornOnly(t numbers.Token, l life, eq []evQty) bool {
	cqs := claimQuantities(t).all()
	meets := func(q quantity) bool {
		for _, cq := range cqs {
			if comparable(q, cq) && within(q, cq) {
				return true
			}
		}
		return false
	}
	if !l.born || !meets(l.ends[0]) {
		return false
	}
	for i := range eq {
		e := &eq[i]
		if !(e.p == l.p && int32(e.tok.Start) == l.span[0][0]) && meets(e.q) {
			return false
		}
	}
	return true
}

// checkLife checks claim number ti, which dates end of a life, against the
// life l of a chosen passage: "died in 1878" is contradicted by "(3 March
// 1878 – 21 September 1920)", whose 1878 is the birth. It reports whether
// it decided: a number that is no date (died at 42) is checked as any
// other.
func (k *checker) checkLife(ti, end int, l life) bool {
	c := k.c
	t := c.nums[ti]
	if l.born && end == 1 {
		return false // the death is not given: bornOnly decides
	}
	q := l.ends[end]
	b, bounded := c.boundOf(ti)
	bounded = bounded && !b.window
	phrase := t.Text
	if bounded {
		phrase = b.phrase
	}
	code := NumberMismatch
	if bounded {
		code = BoundMismatch
	}
	for _, cq := range claimQuantities(t).all() {
		if !comparable(q, cq) {
			continue
		}
		if bounded && satisfies(q, cq, b.dir, b.strict) || !bounded && within(q, cq) {
			k.ground(t)
			return true
		}
		if !bounded && within(cq, q) {
			// "died on 21 September 1920" where the quote gives only 1920.
			k.doubt(AnchorAbsent, l.p.span(l.span[end][0], l.span[end][1]), "%s gives the %s only as %s", k.where, lifeEnds[end], l.text[end])
			return true
		}
		if !bounded && centuryOnly(t, q) {
			k.doubt(AnchorAbsent, l.p.span(l.span[end][0], l.span[end][1]), "%s gives the %s as %s, in the 2000s only as a century", k.where, lifeEnds[end], l.text[end])
			return true
		}
		k.fail(code, l.p.span(l.span[end][0], l.span[end][1]), "the claim dates the %s %q; %s gives %s", lifeEnds[end], phrase, k.where, l.text[end])
		return true
	}
	return false
}

var lifeEnds = [2]string{"birth", "death"}

// birthdayWord reports whether claim word i is "birthday" and a life of
// the chosen passages gives the birth on the claim's date: "Her birthday
// is 12 May" stands on "Eda Lunn (born 12 May 1950)". A claim without a
// date, or with another, does not stand on it.
func (k *checker) birthdayWord(i int) bool {
	c := k.c
	if c.lang != English || c.toks[i].stem != "birthday" || c.toks[i].negated() {
		return false
	}
	l, ok := k.life()
	if !ok || l.other != "" {
		return false
	}
	var by, bm, bd int
	for _, t := range l.p.Text.nums {
		if int32(t.Start) == l.span[0][0] && t.Kind == numbers.Date {
			by, bm, bd, ok = dateParts(t.Value)
			break
		}
	}
	if bm <= 0 || bd == 0 {
		return false // a birth year alone gives no birthday
	}
	dated := false
	for _, t := range c.nums {
		if t.Kind != numbers.Date {
			continue
		}
		y, m, d, ok := dateParts(t.Value)
		if !ok || m != bm || d != 0 && d != bd || y != 0 && y != by {
			return false
		}
		dated = true
	}
	return dated
}
