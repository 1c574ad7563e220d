package support

import (
	"slices"
	"sort"
	"strings"

	"github.com/verbatim-go/verbatim/internal/lexicon"
	"github.com/verbatim-go/verbatim/numbers"
)

// upWords and downWords are the English words, in base form, that give a
// change the direction of an amount next to them: "rose 12%", "up 12%",
// "a 12% increase"; "fell 5%", "down 5%", "5% lower".
var (
	upWords = setOf(`rise increase grow climb gain jump soar surge rally advance expand up higher
more raise boost double triple quadruple leap spike swell widen broaden`)
	downWords = setOf(`fall decrease decline drop sink slip plunge shrink slump dip tumble contract down
lower less fewer reduce cut ease slow cool halve slide sag dive plummet narrow`)
)

// fillers are the words a change's direction word may stand past before
// its amount, besides the words of a round figure: "rose by 12%", "was
// down 12%", "has fallen a further 3%", "rose by about 12%".
var fillers = setOf(`by was were is are has have had been be a an to further another`)

// directionOf returns +1 for a word of upWords, -1 for one of downWords,
// in any form ("rose", "fallen", "climbed"), and 0 for any other.
func directionOf(w string) int8 {
	if !isASCIIWord(w) {
		return readDirection(w) // not kept: only ASCII words have bases
	}
	// From a bounded cache: the checks ask it of the words before each
	// number, and a word's bases cost lookups of their own.
	return directionCache.get(w, func() int8 { return readDirection(w) })
}

var directionCache = newMemo[int8]()

func readDirection(w string) int8 {
	switch {
	case upWords[w]:
		return +1
	case downWords[w]:
		return -1
	}
	if !isASCIIWord(w) {
		return 0
	}
	bases := cachedBases(w)
	for _, b := range bases {
		if b.POS()&(lexicon.Verb|lexicon.Noun) == 0 {
			continue
		}
		switch s := b.String(); {
		case upWords[s]:
			return +1
		case downWords[s]:
			return -1
		}
	}
	// A noun WordNet derives from a verb of a direction, which starts as
	// it does (directionOpenings): "reduction" of "reduce", "growth" of
	// "grow", "expansion" of "expand".
	var d int8
	for _, b := range bases {
		if b.POS() != lexicon.Noun {
			continue
		}
		lexicon.EachRelated(b, func(r lexicon.ID) bool {
			s := r.String()
			if r.POS()&lexicon.Verb == 0 || len(s) < 2 || !strings.HasPrefix(w, s[:2]) {
				return true
			}
			switch {
			case upWords[s]:
				d = +1
			case downWords[s]:
				d = -1
			}
			return d == 0
		})
		if d != 0 {
			return d
		}
	}
	return 0
}

// changeOf returns the direction English text t gives number n as a
// change, and the direction word's byte range: the nearest word before it
// past fillers ("rose by 12%", "was down 12%"), or the word right after
// it ("a 12% increase", "12% higher"). A direction needs no punctuation
// between word and number: "grew, and had 500 staff" gives 500 none.
func changeOf(t *Text, n numbers.Token) (int8, int, int) {
	end := wordEndBefore(t.src, n.Start)
	after := "" // the word read before, which follows w
	for steps := 0; steps < 4; steps++ {
		w, at := lastWordBefore(t.src, int32(end))
		if w == "" || strings.TrimSpace(strings.Trim(t.src[at+len(w):end], " $€£¥")) != "" {
			break
		}
		if w == "up" && after == "to" {
			break // "cut up to 500 jobs": a bound, no rise
		}
		after = w
		if d := directionOf(w); d != 0 {
			return d, at, at + len(w)
		}
		if !fillers[w] && !isApproxWord(w) {
			break
		}
		end = at
		for end > 0 && t.src[end-1] == ' ' {
			end--
		}
	}
	if w, j := wordAfter(t.src, n.End); w != "" {
		if d := directionOf(w); d != 0 {
			return d, j - len(w), j
		}
	}
	return 0, 0, 0
}

// stasisWords are the English words that say an amount did not change,
// a few words before "at" and it: "held steady at 4.1%", "left its rate
// unchanged at 5.25%", "remained at 3%".
var stasisWords = setOf(`unchanged steady flat stable remained remain remains stayed stay stays kept keep keeps held hold holds unaltered`)

// stasisOf returns the byte range of the words that say English text t
// gives number n as unchanged: a word of stasisWords within three words
// before the "at" right before it; ok is false where there is none.
func stasisOf(t *Text, n numbers.Token) (int, int, bool) {
	w, at := lastWordBefore(t.src, int32(n.Start))
	if w != "at" || !adjacent(t.src, int32(at+2), int32(n.Start)) && strings.TrimSpace(strings.Trim(t.src[at+2:n.Start], " $€£¥")) != "" {
		return 0, 0, false
	}
	end := at
	for steps := 0; steps < 3; steps++ {
		v, vat := lastWordBefore(t.src, int32(end))
		if v == "" || strings.ContainsAny(t.src[vat+len(v):end], ",;:.") {
			break
		}
		if stasisWords[v] {
			return vat, n.End, true
		}
		end = vat
	}
	return 0, 0, false
}

// changeTo returns the direction English text t gives number n as the
// amount a thing was changed to, and the direction word's start: a word of
// upWords or downWords within four words before the "to" right before n,
// with its object between ("cut its policy rate to 2.25%"); or changeOf's.
func changeTo(t *Text, n numbers.Token) (int8, int) {
	if d, s, _ := changeOf(t, n); d != 0 {
		return d, s
	}
	w, at := lastWordBefore(t.src, int32(n.Start))
	if w != "to" {
		return 0, 0
	}
	end := at
	for steps := 0; steps < 4; steps++ {
		v, vat := lastWordBefore(t.src, int32(end))
		if v == "" || strings.ContainsAny(t.src[vat+len(v):end], ",;:.") {
			break
		}
		if d := directionOf(v); d != 0 && (verbForm(v) || verb(v)) {
			return d, vat
		}
		end = vat
	}
	return 0, 0
}

// stasisApart fails an English claim that gives a number of the best
// passage as a change ("fell to 4.1%") where the passage gives it as no
// change ("held steady at 4.1%"), or the other way round. Where both give
// it as no change, the claim's word for it is accounted for.
func (k *checker) stasisApart() {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.nums) == 0 || len(p.Text.nums) == 0 {
		return
	}
	e := p.Text
	for ti, t := range c.nums {
		if ti == maxClaimNumbers {
			break
		}
		if !k.grounded.has(t.Start) {
			continue
		}
		ss, se, still := stasisOf(c.Text, t)
		for _, n := range e.nums {
			if n.Value != t.Value || n.Kind != t.Kind {
				continue
			}
			// Stasis is rare and cheap to read; a change is read only
			// against one.
			es, ee, ok := stasisOf(e, n)
			switch {
			case still && ok:
				// Both say it did not change, perhaps in other words:
				// "was unchanged at 4.1%" on "held steady at 4.1%".
				k.numberWords = append(k.numberWords, int32(ss))
			case still:
				if ed, es := changeTo(e, n); ed != 0 {
					from := min(es, n.Start)
					k.fail(AntonymMismatch, p.span(int32(from), int32(n.End)), "%s says %q; the claim says %q", k.where, e.src[from:n.End], c.src[ss:se])
					return
				}
			case ok:
				if cd, cs := changeTo(c.Text, t); cd != 0 {
					k.fail(AntonymMismatch, p.span(int32(es), int32(ee)), "%s says %q; the claim says %q", k.where, e.src[es:ee], c.src[min(cs, t.Start):t.End])
					return
				}
			}
		}
	}
}

// maxDirectionPairs bounds the pairs of numbers checkDirections compares,
// so that no claim and passage of many numbers cost their product.
const maxDirectionPairs = 1 << 14

// checkDirections, run after the polarity checks, fails a claim that
// gives a number of the passages as a change the other way from them: "Revenue was down 12%" against
// "Revenue rose 12%", "a 12% decline" against "rose 12%". A claim that
// gives it the same way in another word ("jumped 12%" on "rose 12%") has
// that word accounted for.
func (k *checker) checkDirections() {
	c := k.c
	if c.lang != English {
		return
	}
	ps := k.chosen()
	budget := maxDirectionPairs // claim and passage numbers compared, at most
	for ti, t := range c.nums {
		if ti == maxClaimNumbers || budget <= 0 {
			break
		}
		cd, cs, ce := changeOf(c.Text, t)
		if cd == 0 {
			continue
		}
		agree := false
		var against *Passage
		var as, ae int
		var an numbers.Token
		for _, p := range ps {
			e := p.Text
			if e.lang != English {
				continue
			}
			for _, n := range e.nums {
				if budget--; budget <= 0 {
					break
				}
				if n.Value != t.Value || n.Kind != t.Kind {
					continue
				}
				ed, s, en := changeOf(e, n)
				switch {
				case ed == cd:
					agree = true
				case ed != 0 && against == nil:
					against, as, ae, an = p, s, en, n
				}
			}
		}
		switch {
		case agree:
			k.numberWords = append(k.numberWords, int32(cs))
		case against != nil && len(k.hard) == 0: // an opposite verb has its reason already
			lo, hi := min(as, an.Start), max(ae, an.End)
			k.fail(AntonymMismatch, against.span(int32(lo), int32(hi)), "the claim says %q; %s says %q",
				changeText(c.src, cs, ce, t), k.where, changeText(against.Text.src, as, ae, an))
			return
		}
	}
}

// changeText returns the text of a change: its direction word at [s, e)
// of src with its number t: "down 12%", "12% increase".
func changeText(src string, s, e int, t numbers.Token) string {
	return src[min(s, t.Start):max(e, t.End)]
}

// motionVerbs are the English verbs, in any form, that "up" or "down"
// right after give a direction: "went up", "moved down", "came down".
// "came up" is left out: a matter that came up arose.
var motionVerbs = setOf(`go goes went gone going move moves moved moving edge edges edged edging tick ticks ticked ticking
inch inches inched inching head heads headed heading trend trends trended trending creep creeps crept creeping
shoot shoots shot shooting come comes came coming`)

// verbHelpers are the English words a subject's verb may follow: "has
// risen", "was going up", "expected to rise".
var verbHelpers = union(auxiliaries, modalWords, setOf(`being to`))

// directionAfter reads the direction of the change English text src says
// right after byte at, past the words of verbHelpers: a verb of upWords or downWords
// ("rose", "has fallen"), a verb of motionVerbs and "up" or "down"
// ("went up", "came down"; not "came up"), or a form of "be" and "up" or
// "down" ("were down"). It returns the direction, +1 or -1, and the
// words that say it; 0 for none.
func directionAfter(src string, at int32) (int8, int, int) {
	w, j := wordAfter(src, int(at))
	be := false
	for n := 0; n < 3 && verbHelpers[w]; n++ {
		be = be || beForms[w]
		w, j = wordAfter(src, j)
	}
	if w == "" {
		return 0, 0, 0
	}
	start := j - len(w)
	switch {
	case w == "up" || w == "down":
		if be {
			return particleSign(w), start, j
		}
		return 0, 0, 0
	case motionVerbs[w]:
		p, k := wordAfter(src, j)
		if p == "down" || p == "up" && !strings.HasPrefix(w, "c") {
			return particleSign(p), start, k
		}
		return 0, 0, 0
	}
	if d := directionOf(w); d != 0 && !comparatives[w] && verb(w) && !factorVerb(w) && noObject(src, j) {
		return d, start, j
	}
	return 0, 0, 0
}

// factorVerb reports whether w is a form of a verb of upWords or downWords
// that says by how much: "doubled", "halved".
func factorVerb(w string) bool {
	for _, f := range [...]string{"doubl", "tripl", "quadrupl", "halv"} {
		if strings.HasPrefix(w, f) {
			return true
		}
	}
	return false
}

// noObject reports whether a verb that ends at byte end of src stands
// without an object: at a clause's end, or before a preposition, a
// conjunction or an adverb ("fell in May", "fell sharply"), not
// "declined the offer" or "cut the risk".
func noObject(src string, end int) bool {
	w, _ := wordAfter(src, end)
	if w == "" {
		return end >= len(src) || src[end] != ' ' || !isASCIILetter(src[min(end+1, len(src)-1)])
	}
	return prepositions[w] || w == "to" || w == "by" || w == "and" || w == "but" || w == "while" || w == "as" || w == "again" || strings.HasSuffix(w, "ly")
}

// particleSign returns +1 for "up" and -1 for "down".
func particleSign(w string) int8 {
	if w == "up" {
		return +1
	}
	return -1
}

// directionsApart fails an English claim whose word is matched in the
// best passage where the words right after it say a change the other way
// from the claim's words right after its own, neither with a number:
// "The rate went up" against "The rate went down", "Costs came down"
// against "Costs went up", "The rate went down" against "The rate rose".
// A passage that says the claim's way too ("rose in May but fell in
// June") is left to the other checks. It reports whether it failed.
func (k *checker) directionsApart() bool {
	p, at := k.englishAt()
	if p == nil || !strings.Contains(k.c.src, " ") {
		return false
	}
	c, e := k.c, p.Text
	if !c.direct() {
		return false // the common case
	}
	for i, j := range at {
		if j < 0 {
			continue
		}
		cd, cs, ce := directionAfter(c.src, c.toks[i].end)
		if cd == 0 {
			continue
		}
		ed, es, ee := directionAfter(e.src, e.toks[j].end)
		if ed == 0 || ed == cd || k.saysDirection(e, at, cd) || k.saysDirection(c.Text, nil, ed) {
			continue
		}
		if u, ok := k.ownWordAt(int32(cs)); ok && k.saysInClauseOf(u) {
			// The passage says the claim's word too, in a clause of
			// other words of the claim, of another subject or of a
			// pronoun: "Analysts expect the economy to shrink" against
			// "the economy would grow, though analysts expect it to
			// shrink". Which it says of the claim's subject is for a
			// person to read.
			k.doubt(NegationUnclear, p.span(int32(es), u.end), "%s says %s of %s, and %s elsewhere; the claim says %s", k.where,
				quote(e.src[es:ee]), quote(e.toks[j].word), quote(e.src[u.start:u.end]), quote(c.src[cs:ce]))
			return false
		}
		for _, t := range c.nums {
			if d, _, _ := changeOf(c.Text, t); d != 0 {
				return false // a change of an amount: checkDirections names both
			}
		}
		k.fail(AntonymMismatch, p.span(int32(es), int32(ee)), "%s says %s; the claim says %s", k.where, quote(e.src[es:ee]), quote(c.src[cs:ce]))
		return true
	}
	return false
}

// levelsApart fails an English claim whose verb the best passage has
// with a level after it the other way from the claim's: "The index closed
// at a record high" against "The index hit a record high in early trading
// but closed lower". The level words are the claim's, but of another
// verb in the passage. It reports whether it failed.
func (k *checker) levelsApart() bool {
	p, at := k.englishAt()
	if p == nil || !slices.ContainsFunc(k.c.toks, func(t tok) bool { return levelWords[t.word] }) {
		return false // the common case
	}
	c, e := k.c, p.Text
	for i, j := range at {
		if j < 0 || !c.toks[i].verbForm() || c.toks[i].negated() || e.toks[j].negated() {
			continue
		}
		cd, _, ce := levelAfter(c.src, int(c.toks[i].end))
		if cd == 0 {
			continue
		}
		ed, _, ee := levelAfter(e.src, int(e.toks[j].end))
		if ed == cd && recordLevel(c.src[c.toks[i].end:ce]) && !recordLevel(e.src[e.toks[j].end:ee]) {
			// "closed at a record low" against "closed lower": the
			// way, not the record.
			k.doubt(AnchorAbsent, p.span(e.toks[j].start, int32(ee)), "%s says %s; the claim says %s", k.where,
				quote(e.src[e.toks[j].start:ee]), quote(c.src[c.toks[i].start:ce]))
			return false
		}
		if ed == 0 || ed == cd {
			continue
		}
		k.fail(AntonymMismatch, p.span(e.toks[j].start, int32(ee)), "%s says %s; the claim says %s", k.where,
			quote(e.src[e.toks[j].start:ee]), quote(c.src[c.toks[i].start:ce]))
		return true
	}
	return false
}

// degreeApart fails an English claim whose word of a degree ("severe")
// the best passage holds in a word of its own kind that another degree
// qualifies: "The inspection found severe corrosion" against "corrosion
// of moderate severity". It reports whether it failed.
func (k *checker) degreeApart() bool {
	p, at := k.englishAt()
	if p == nil || !slices.ContainsFunc(k.c.toks, func(t tok) bool { return degrees[t.word] > 0 }) {
		return false // the common case
	}
	c, e := k.c, p.Text
	for i, j := range at {
		d := degrees[c.toks[i].word]
		if d == 0 || j <= 0 || e.toks[j].word == c.toks[i].word || c.toks[i].negated() || e.toks[j].negated() {
			continue
		}
		b := &e.toks[j-1]
		if ed := degrees[b.word]; ed == 0 || ed == d || ed/10 != d/10 || !adjacent(e.src, b.end, e.toks[j].start) {
			continue
		}
		k.fail(AntonymMismatch, p.span(b.start, e.toks[j].end), "%s says %s; the claim says %s", k.where, quote(e.src[b.start:e.toks[j].end]), quote(k.claimText(c.toks[i].start, c.toks[i].end)))
		return true
	}
	return false
}

// degrees are the English words of a scale of degrees: the tens tell the
// scale, the ones the degree.
var degrees = map[string]int{"mild": 11, "moderate": 12, "severe": 13, "minor": 21, "major": 23}

// recordLevel reports whether level phrase s says a record: "at a record
// high", "at an all-time low".
func recordLevel(s string) bool { return hasWordFold(s, "record") || hasWordFold(s, "all") }

// levelWords are the words of a level levelAfter reads: a claim with
// none of them says none, told without reading its text again.
var levelWords = setOf(`high highs highest higher low lows lowest lower`)

// levelAfter returns the direction of the level English text src gives
// right after a verb ending at byte at, where the words start and end:
// "higher" and "at a record high" +1, "lower" and "at a record low" -1;
// 0 for none.
func levelAfter(src string, at int) (int8, int, int) {
	w, j := wordAfter(src, at)
	start := j - len(w)
	switch w {
	case "higher":
		return +1, start, j
	case "lower":
		return -1, start, j
	case "at":
	default:
		return 0, 0, 0
	}
	for n := 0; n < 3; n++ {
		w, j = wordAfter(src, j)
		switch w {
		case "a", "an", "its", "their", "record", "new", "all", "time", "fresh":
			continue // "at a record high", "at an all-time low", "at its lowest"
		case "high", "highs", "highest":
			return +1, start, j
		case "low", "lows", "lowest":
			return -1, start, j
		}
		break
	}
	return 0, 0, 0
}

// saysInClauseOf reports whether a claim word other than the one word u
// of the best passage matches is matched in u's part of the passage:
// "planners" of "Planners expect traffic to fall" in "but planners expect
// it to fall".
func (k *checker) saysInClauseOf(u *tok) bool {
	e := k.best().Text
	for _, j := range k.at[k.used[0]] {
		if j >= 0 && &e.toks[j] != u && e.toks[j].seg == u.seg {
			return true
		}
	}
	return false
}

// ownWordAt returns the word of the best passage that matches the claim
// word that starts at byte at, where it is of the claim word's own stem.
func (k *checker) ownWordAt(at int32) (*tok, bool) {
	c := k.c
	i := sort.Search(len(c.toks), func(i int) bool { return c.toks[i].start >= at })
	if i == len(c.toks) || c.toks[i].start != at {
		return nil, false
	}
	j := k.at[k.used[0]][i]
	if j < 0 {
		return nil, false
	}
	u := &k.best().Text.toks[j]
	return u, u.stem == c.toks[i].stem
}

// saysDirection reports whether English text t says a change of
// direction d of a subject the claim may have: a word of upWords or
// downWords, or "up" or "down" after a verb of motionVerbs or a form of
// "be", right after a conjunction whose subject is the one before ("rose
// in May but fell in June") or after a word the claim has, by at (any
// word, for a nil at). "Rents went down, while costs rose" says no rise
// of rents.
func (k *checker) saysDirection(t *Text, at []int, d int8) bool {
	src := t.src
	for i := 0; i < len(src); {
		w, j := wordAt(src, i)
		if w == "" {
			i++
			continue
		}
		from := i
		said := directionOf(w) == d && verb(w)
		if !said && (w == "up" || w == "down") && particleSign(w) == d {
			if prev, ps := lastWordBefore(src, int32(i)); motionVerbs[prev] || beForms[prev] {
				said, from = true, ps
			}
		}
		if said && (at == nil || k.subjectOurs(t, at, int32(from))) {
			return true
		}
		i = j
	}
	return false
}

// subjectOurs reports whether the change said at byte from of passage t
// is of a subject the claim may have: the word before it, past the words
// of verbHelpers, is a conjunction that carries the subject before it,
// a pronoun after one ("while they rose"), or a word the claim's words
// are matched to by at.
func (k *checker) subjectOurs(t *Text, at []int, from int32) bool {
	w, s := lastWordBefore(t.src, from)
	for n := 0; n < 3 && verbHelpers[w]; n++ {
		w, s = lastWordBefore(t.src, int32(s))
	}
	switch w {
	case "but", "and", "then", "yet", "before", "after", "or":
		return true
	case "they", "it", "he", "she", "we":
		// "while they increased": a pronoun after a conjunction stands
		// for the subject before it.
		switch c, _ := lastWordBefore(t.src, int32(s)); c {
		case "but", "and", "while", "whereas", "although", "though", "yet":
			return true
		}
	}
	for _, j := range at {
		if j >= 0 && t.toks[j].end == int32(s+len(w)) {
			return true
		}
	}
	return false
}

// directionHeld reports whether claim word i is the verb of a change
// right after a claim word that the best passage has, where the words
// right after it there say the change the same way in other words: the
// "dropped" of "The rate dropped" on "The rate went down", the "rose" of
// "Sales rose" on "Sales were up".
func (k *checker) directionHeld(i int) bool {
	c := k.c
	if i == 0 || c.lang != English || c.toks[i].negated() || directionOf(c.toks[i].word) == 0 {
		return false
	}
	p, at := k.englishAt()
	if p == nil || at[i-1] < 0 {
		return false
	}
	cd, cs, _ := directionAfter(c.src, c.toks[i-1].end)
	if cd == 0 || int32(cs) != c.toks[i].start {
		return false
	}
	ed, _, _ := directionAfter(p.Text.src, p.Text.toks[at[i-1]].end)
	return ed == cd
}

// mayDirect reports whether English text t may say a change's direction
// as directionAfter reads it: it has "up" or "down", or a word of upWords
// or downWords.
func mayDirect(t *Text) bool {
	if hasSpaced(t.src, " up") || hasSpaced(t.src, " down") {
		return true
	}
	for i := range t.toks {
		if w := t.toks[i].word; len(w) >= 2 && directionOpenings.has(w[0], w[1]) && directionOf(w) != 0 && !comparatives[w] {
			return true // not "more", "less": directionAfter reads no comparative
		}
	}
	return false
}

// directionOpenings are the first two letters of the words of upWords and
// downWords and of their past forms that start otherwise ("rose", "fell",
// "sank", "sunk", "dove"): a word that starts with no other pair is no
// word of a direction, told without a lookup.
var directionOpenings = func() (o letterPairs) {
	for _, set := range [...]map[string]bool{upWords, downWords} {
		for w := range set {
			o.add(w)
		}
	}
	for _, w := range strings.Fields(`rose fell sank sunk dove`) {
		o.add(w)
	}
	return o
}()

// changeMarkAfter returns the direction of a change English text t gives
// after its word j, in the same sentence and with no verb between, as
// "up" or "down" right before a number: "revenue of $1.9 billion, down
// 3%". It returns 0 if there is none, and where the mark and its number
// start and end.
func changeMarkAfter(t *Text, j int) (int8, int, int) {
	if !hasSpaced(t.src, " up ") && !hasSpaced(t.src, " down ") {
		return 0, 0, 0 // the common case
	}
	for m := j + 1; m <= len(t.toks); m++ {
		lo, hi := int(t.toks[m-1].end), len(t.src)
		if m < len(t.toks) {
			hi = int(t.toks[m].start)
		}
		gap := t.src[lo:hi]
		if strings.ContainsAny(gap, ";") || strings.Contains(gap, ". ") {
			return 0, 0, 0
		}
		for _, w := range [...]string{" up ", " down "} {
			at := strings.Index(gap, w)
			if at < 0 {
				continue
			}
			if n := t.numAt(lo + at + len(w)); n >= 0 {
				return particleSign(strings.TrimSpace(w)), lo + at + 1, t.nums[n].End
			}
		}
		if m < len(t.toks) && pastVerb(&t.toks[m]) {
			return 0, 0, 0 // a verb of its own: "fell by 2 points, and exports were up 3%"
		}
	}
	return 0, 0, 0
}

// changeMarkSaid reports whether English claim word i, a verb of a change
// with no number of the claim after it, is said by the change mark the
// best passage gives after its match of the claim word before it:
// "Revenue fell" on "Revenue was $1.9 billion, down 3%".
func (k *checker) changeMarkSaid(i int) bool {
	d, _, _ := k.changeMarkOf(i)
	return d != 0 && d == directionOf(k.c.toks[i].word)
}

// changeMarkOf returns the change mark (changeMarkAfter) the best passage
// gives after its match of the subject of English claim word i, a verb of
// a change right after its subject with no number after it: its
// direction, 0 if there is none, and where it starts and ends.
func (k *checker) changeMarkOf(i int) (int8, int, int) {
	c := k.c
	if i == 0 || c.lang != English || c.toks[i].negated() || directionOf(c.toks[i].word) == 0 || !adjacent(c.src, c.toks[i-1].end, c.toks[i].start) {
		return 0, 0, 0
	}
	if n := c.numAt(int(c.toks[i].end) + 1); n >= 0 {
		return 0, 0, 0 // "fell 3%": the values' checks read it
	}
	p, at := k.englishAt()
	if p == nil || at[i-1] < 0 || at[i] >= 0 && p.Text.toks[at[i]].stem == c.toks[i].stem && p.Text.toks[at[i]].seg == p.Text.toks[at[i-1]].seg {
		return 0, 0, 0 // the passage says the claim's verb of its subject
	}
	return changeMarkAfter(p.Text, at[i-1])
}

// changeMarkApart fails an English claim whose verb of a change goes the
// other way from the change mark the best passage gives its subject:
// "Revenue grew" against "Revenue was $1.9 billion, down 3%".
func (k *checker) changeMarkApart() {
	c := k.c
	if c.lang != English || !c.direct() {
		return
	}
	for i := 1; i < len(c.toks); i++ {
		d, ms, me := k.changeMarkOf(i)
		if d == 0 || d == directionOf(c.toks[i].word) {
			continue
		}
		p := k.best()
		k.fail(AntonymMismatch, p.span(int32(ms), int32(me)), "%s says %s; the claim says %s", k.where, quote(p.Text.src[ms:me]), quote(k.claimText(c.toks[i].start, c.toks[i].end)))
		return
	}
}

// oppositeOfPronoun leaves unverified an English claim word the best
// passage says in one part where another part, which holds other words of
// the claim, says its opposite of a pronoun: "Analysts expect the economy
// to grow" against "The minister said the economy would grow, though
// analysts expect it to shrink". Whom the pronoun stands for, and so
// which part says the claim's, is for a person to read. A claim that
// says the opposite too says both parts.
func (k *checker) oppositeOfPronoun() {
	p, at := k.englishAt()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	if !strings.Contains(e.src, " it") && !strings.Contains(e.src, " they") && !strings.Contains(e.src, " them") {
		return // the common case
	}
	var held uint64 // the parts that hold a word of the claim
	for _, x := range at {
		if x >= 0 && e.toks[x].seg < 64 {
			held |= 1 << e.toks[x].seg
		}
	}
	for m := range e.toks {
		u := &e.toks[m]
		if u.seg >= 64 || held&(1<<u.seg) == 0 || u.negated() || !u.hasPOS(lexicon.Verb|lexicon.Adj) {
			continue
		}
		pron := pronounInPart(e, u)
		if pron < 0 {
			continue
		}
		for i, j := range at {
			if t := &c.toks[i]; j < 0 || u.seg == e.toks[j].seg || t.is(fName) || t.negated() || hyphenAt(c.src, t.start, t.end) {
				continue // a word of a compound says no state: "near-Earth"
			}
			if !c.opposes(i, u) || !slices.ContainsFunc(at, func(x int) bool { return x >= 0 && x != j && e.toks[x].seg == u.seg }) {
				continue
			}
			if k.claimSays(u) {
				break
			}
			_, pe := wordAt(e.src, pron)
			k.doubt(NegationUnclear, p.span(int32(pron), u.end), "%s says %s of %s in %s, and %s elsewhere; the claim says %s", k.where,
				quote(u.word), quote(e.src[pron:pe]), quote(p.text(int32(pron), u.end)), quote(e.toks[j].word), quote(c.toks[i].word))
			return
		}
	}
}

// objectPronouns stand for a thing said before them: "analysts expect it
// to shrink".
var objectPronouns = setOf(`it they them`)

// pronounInPart returns where a word of objectPronouns starts before word
// u of t in its part, or -1.
func pronounInPart(t *Text, u *tok) int {
	lo := int32(0)
	for m := range t.toks {
		if t.toks[m].seg == u.seg {
			if m > 0 {
				lo = t.toks[m-1].end
			}
			break
		}
	}
	for i := int(lo); i < int(u.start); {
		w, j := wordAt(t.src, i)
		if w == "" {
			i++
			continue
		}
		if objectPronouns[w] {
			return i
		}
		i = j
	}
	return -1
}

// hyphenAt reports whether a hyphen joins the word from byte start to end
// of src to another.
func hyphenAt(src string, start, end int32) bool {
	return start > 0 && src[start-1] == '-' || int(end) < len(src) && src[end] == '-'
}

// fromState fails an English claim that gives as where a change ended
// ("swung to a profit") what the best passage gives as where it started,
// after "from", where the passage's own end, after "to", is the claim
// word's opposite: "swung to a loss of $3 million from a profit of $5
// million". Where the passage's end is no opposite, the claim is left
// unverified: "moved to Leeds" against "moved to York from Leeds". It
// reports whether it failed the claim.
func (k *checker) fromState() bool {
	p, at := k.englishAt()
	if p == nil || !strings.Contains(p.Text.src, " from ") || !strings.Contains(k.c.src, " to ") {
		return false // the common case
	}
	c, e := k.c, p.Text
	for i, j := range at {
		if j < 0 {
			continue
		}
		if t, u := &c.toks[i], &e.toks[j]; !t.noun() && !t.is(fName) || strings.HasSuffix(u.word, "ing") {
			continue // "forbidden to enter" and "prohibited from entering": verbs
		}
		if w, _ := wordPastArticle(c.src, c.toks[i].start); w != "to" {
			continue
		}
		w, from := wordPastArticle(e.src, e.toks[j].start)
		if w != "from" {
			continue
		}
		if slices.ContainsFunc(e.toks, func(u tok) bool {
			w, _ := wordPastArticle(e.src, u.start)
			return w == "to" && c.matches(i, &u)
		}) {
			continue // the passage gives it as an end too
		}
		for m := range e.toks {
			u := &e.toks[m]
			if u.seg != e.toks[j].seg || u.start > e.toks[j].start {
				continue
			}
			if w, b := wordPastArticle(e.src, u.start); w == "to" && c.opposes(i, u) {
				k.fail(AntonymMismatch, p.span(int32(b), u.end), "%s says %s, %s; the claim says %s", k.where, quote(p.text(int32(b), u.end)),
					quote(p.text(int32(from), e.toks[j].end)), quote(k.claimText(c.toks[i].start, c.toks[i].end)))
				return true
			}
		}
		if ci, m, b, ok := k.fromOfEnd(i, e, e.toks[j].seg); ok {
			// Both ends swapped: "moved from Chicago to Boston" against
			// "moved from Boston to Chicago".
			_, cto := wordPastArticle(c.src, c.toks[i].start)
			_, cfrom := wordPastArticle(c.src, c.toks[ci].start)
			clo, chi := min(cto, cfrom), max(c.toks[i].end, c.toks[ci].end)
			lo, hi := min(from, b), max(e.toks[j].end, e.toks[m].end)
			k.fail(RoleSwap, p.span(int32(lo), hi), "the claim says %s; %s says %s", quote(k.claimText(int32(clo), chi)), k.where, quote(p.text(int32(lo), hi)))
			return true
		}
		k.doubt(ConditionDropped, p.span(int32(from), e.toks[j].end), "%s says %s, where it came from; the claim says it is where it went", k.where, quote(p.text(int32(from), e.toks[j].end)))
		return false
	}
	return false
}

// fromOfEnd reports whether the claim, whose word i follows "to", gives
// after "from" a word that passage text e gives after "to", in clause seg,
// where the passage gives claim word i after "from": the two ends
// swapped. It returns the claim's word after "from", the passage's end
// word and where its "to" starts.
func (k *checker) fromOfEnd(i int, e *Text, seg int32) (int, int, int, bool) {
	c := k.c
	for ci := range c.toks {
		if w, _ := wordPastArticle(c.src, c.toks[ci].start); ci == i || w != "from" {
			continue
		}
		for m := range e.toks {
			u := &e.toks[m]
			if u.seg != seg || !c.matches(ci, u) {
				continue
			}
			if w, b := wordPastArticle(e.src, u.start); w == "to" {
				return ci, m, b, true
			}
		}
	}
	return 0, 0, 0, false
}
