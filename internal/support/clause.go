package support

import (
	"math/bits"
	"slices"
	"sort"
	"strings"

	"github.com/verbatim-go/verbatim/internal/lexicon"
	"github.com/verbatim-go/verbatim/internal/words"
	"github.com/verbatim-go/verbatim/numbers"
)

// A clause is the byte range [start, end) of a text that says one thing of
// its own: the parts of "Revenue rose 5% while costs rose 12%", "The
// company hired 30 engineers and fired 12 managers". The number, date and
// party checks read clauses, to tell which verb a number or party belongs
// to. A token's scope segment (tok.seg) answers another question, how far
// a negation or modal reaches, and breaks at every comma: "In 2019, the
// firm hired 30 engineers" is one clause of two segments.
type clause struct{ start, end int32 }

// maxClauseText bounds the texts split into clauses, in bytes: a sentence
// of a source, not a whole one, whose parts would each be read whole.
const maxClauseText = 4096

// clauseJoins are the words and marks that may open a clause, with the
// spaces around them.
var clauseJoins = []string{"; ", " and ", " but ", " while ", " whereas ", " or ", " after ", " because ", " although ", " though ", ", which ", ", who "}

// clauseVerbs are words that give a clause a verb where its content words
// may not: "the Tenant must pay the rent".
var clauseVerbs = map[string]bool{
	"is": true, "are": true, "was": true, "were": true, "be": true, "been": true,
	"has": true, "have": true, "had": true, "does": true, "do": true, "did": true,
	"must": true, "shall": true, "will": true, "may": true, "might": true, "can": true,
	"could": true, "should": true, "would": true, "cannot": true,
	"can't": true, "won't": true, "mustn't": true, "shouldn't": true, "couldn't": true, "wouldn't": true,
	"doesn't": true, "don't": true, "didn't": true, "isn't": true, "aren't": true, "wasn't": true, "weren't": true,
	"hasn't": true, "haven't": true, "hadn't": true,
}

// eachJoin calls f with the byte offset of each instance in src of each
// of joins, in order of offset, in one pass over src; each join opens
// with a mark or a space.
func eachJoin(src string, joins []string, f func(at int, join string)) {
	for i := 0; i < len(src); i++ {
		switch c := src[i]; c {
		case ' ', ',', ';', ':':
			for _, j := range joins {
				// The second byte first: most spaces join no clause.
				if j[0] == c && (len(j) < 2 || i+1 < len(src) && src[i+1] == j[1]) && strings.HasPrefix(src[i:], j) {
					f(i, j)
				}
			}
		}
	}
}

// cutParts sorts cuts, byte offsets into a text of n bytes, and returns
// the parts they cut it into, none empty.
func cutParts(cuts []int32, n int) []clause {
	slices.Sort(cuts)
	var out []clause
	start := int32(0)
	for _, c := range cuts {
		if c > start {
			out = append(out, clause{start, c})
			start = c
		}
	}
	return append(out, clause{start, int32(n)})
}

// clausesOf splits English text t into clauses at its joins and where a
// sentence ends, each with a verb of its own or a subject of its own (see
// ownSubject): a part without
// either ("and Tom Hale", "and 12% in 2021", "and 1865") belongs to the
// clause before it, the first part to the one after it. It returns nil for
// a text of one clause.
func clausesOf(t *Text) []clause {
	if t.lang != English || len(t.src) > maxClauseText {
		return nil
	}
	src := t.src
	var cuts []int32
	// A join inside a sentence is written in lower case.
	eachJoin(src, clauseJoins, func(at int, j string) {
		if j != "; " {
			at++ // the clause opens with its join word
		} else {
			at += len(j)
		}
		cuts = append(cuts, int32(at))
	})
	sents := t.sentStarts // a clause of its own each, verb or none
	cuts = append(cuts, sents...)
	if len(cuts) == 0 {
		return nil
	}
	parts := cutParts(cuts, len(src))
	var out []clause
	for _, pc := range parts {
		switch {
		case len(out) > 0 && slices.Contains(sents, pc.start):
			out = append(out, pc)
		case hasVerb(t, pc, true) || len(out) > 0 && (ownSubject(t, pc) || adjectivePart(t, out[len(out)-1], pc)):
			if len(out) > 0 && !hasVerb(t, out[len(out)-1], true) {
				out[len(out)-1].end = pc.end // a first part without a verb
				continue
			}
			out = append(out, pc)
		case len(out) > 0:
			out[len(out)-1].end = pc.end
		default:
			out = append(out, pc)
		}
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// adjectivePart reports whether part pc of t, after part prev, opens
// past its join with an adjective said of the subject of prev, whose verb
// is a form of "be": "and optional for other users" after "is required for
// administrators". It leaves out the verb, as "and to students in 2023"
// leaves out "lent laptops", but says a state of its own.
func adjectivePart(t *Text, prev, pc clause) bool {
	w, j := wordAt(t.src, int(pc.start))
	if w != "and" && w != "but" {
		return false
	}
	a, _ := wordAfter(t.src, j)
	if a == "" || !hasPOS(a, lexicon.Adj) || noun(a) || stopwords[English][a] {
		return false
	}
	for w := range strings.FieldsSeq(t.src[prev.start:prev.end]) {
		if beForms[strings.ToLower(w)] {
			return true
		}
	}
	return false
}

// hasVerb reports whether clause cl of t has a verb, before its first
// number if beforeNumber is set: "costs rose 12%" is a clause of its own,
// "and $60 million on its opening weekend, resulting in …" is not.
func hasVerb(t *Text, cl clause, beforeNumber bool) bool {
	end := cl.end
	if beforeNumber {
		for _, n := range t.nums {
			if int32(n.Start) >= cl.start && int32(n.Start) < end {
				end = int32(n.Start)
				break
			}
		}
	}
	if end <= cl.start {
		return false // an empty part: a clause that ends before it starts, as one cut before a word of the clause before does
	}
	for i := range t.toks {
		u := &t.toks[i]
		if u.start < cl.start || u.end > end || u.is(fName) {
			continue
		}
		if u.verbForm() {
			return true
		}
		// A verb in -s right after its subject: "the plan costs".
		if i > 0 && t.toks[i-1].start >= cl.start && strings.HasSuffix(u.word, "s") && u.verb() && spacesOnly(between(t.src, t.toks[i-1].end, u.start)) {
			return true
		}
		if strings.HasSuffix(u.word, "s") && u.verb() {
			if w, at := lastWordBefore(t.src, u.start); at >= int(cl.start) && singularPronouns[w] {
				return true // "it costs"
			}
		}
		if i > 0 && t.toks[i-1].start >= cl.start && pluralVerb(t, i) {
			return true
		}
		if joinedVerb(t, cl, i) {
			return true
		}
	}
	return clauseVerbIn(t.src[cl.start:end])
}

// singularPronouns stand for the subject of a verb in -s.
var singularPronouns = setOf(`it he she this that`)

// joinedVerb reports whether word i of t opens clause cl, past its join
// and an adverb of time, as a verb before a preposition, an article or a
// number: "spread" of "and spread to Brazil", "and later cut the price",
// "but costs $10". A past
// that is its base too ("spread", "cut", "set") is no verb's form alone.
func joinedVerb(t *Text, cl clause, i int) bool {
	u := &t.toks[i]
	if u.start-cl.start > 16 || u.start <= cl.start || u.is(fName) || !u.verb() {
		return false // the common case: a word further into its clause
	}
	j, at := wordAt(t.src, int(cl.start))
	if j != "and" && j != "but" {
		return false
	}
	if w, end := wordAfter(t.src, at); w == "later" || w == "then" || w == "also" {
		at = end
	}
	if strings.TrimSpace(t.src[at:u.start]) != "" {
		return false
	}
	w, at := wordAfter(t.src, int(u.end))
	return w == "to" || prepositions[w] && w != "of" || articles[w] || w == "" && t.numAt(at) >= 0 // "but costs $10 a day"
}

// pluralVerb reports whether word i of English text t is a verb in the
// plural of the present right after its subject, a plural noun, before
// what it says of it, an object, a number, a preposition or "free":
// "ship" of "express orders ship within 2 days", "cost" of "student
// tickets cost $8", "cross" of "motorcycles cross free". Both words may be nouns ("orders", "ship"), which is why the word
// after must be one no noun of a compound runs into.
func pluralVerb(t *Text, i int) bool {
	u, s := &t.toks[i], &t.toks[i-1]
	if strings.HasSuffix(u.word, "s") && !strings.HasSuffix(u.word, "ss") || !strings.HasSuffix(s.word, "s") || s.verbForm() || !spacesOnly(between(t.src, s.end, u.start)) || !s.noun() || !verbLemma(u.word) {
		return false
	}
	w, at := wordAfter(t.src, int(u.end))
	if !(articles[w] || prepositions[w] && w != "of" || w == "free" || w == "" && t.numAt(at) >= 0) {
		return false // "free" of "motorcycles cross free"
	}
	if b, _ := lastWordBefore(t.src, s.start); articles[b] && slices.ContainsFunc(t.toks[:i-1], func(m tok) bool { return !m.is(fName) && pastForm(m.word) }) {
		// "and the doubles title in 2021" after "won the singles title
		// in 2019": a noun phrase of a part whose verb, in the past, is
		// the clause's before it; a verb in the present would not follow.
		return false
	}
	return true
}

// ownSubject reports whether clause cl of t, which has no verb, says a
// number of a subject of its own, the verb of the clause before it left
// out: "and exchanges within 5 days" after "Refunds are issued within 10
// days". Its first word is a common word before the number, or a name
// right before it ("and Velmora 250"); "and 12% in 2021", "and Tom Hale",
// "and Tom Hale in 1865" and "and 1865" are parts of the clause before.
func ownSubject(t *Text, cl clause) bool {
	first := -1
	for i := range t.toks {
		if t.toks[i].start >= cl.start {
			first = i
			break
		}
	}
	if first < 0 || t.toks[first].end > cl.end {
		return false
	}
	if t.toks[first].is(fName) {
		// "and Velmora 250": a name right before a count, not a year.
		_, hi := nameRun(t, first)
		at := int(t.toks[hi].end)
		for at < len(t.src) && t.src[at] == ' ' {
			at++
		}
		n := t.numAt(at)
		return n >= 0 && !isYearTok(t.nums[n]) && int32(t.nums[n].End) <= cl.end
	}
	for _, n := range t.nums {
		if int32(n.Start) >= cl.start && int32(n.Start) < cl.end {
			return int32(n.Start) > t.toks[first].end
		}
	}
	return false
}

// clauseAt returns the index of the clause of cls that holds byte at.
func clauseAt(cls []clause, at int32) int {
	for i, cl := range cls {
		if at < cl.end {
			return i
		}
	}
	return len(cls) - 1
}

// checkClause leaves claim number ti, which the best passage holds,
// unverified where a clause of the passage that says more of what the
// claim says around the number than any clause with the claim's value
// (see saysOtherwise) gives another value of its kind: "Revenue rose 12%" against
// "Revenue rose 5% while costs rose 12%". The claim's number is in the
// passage, but said of something else; which of the two the claim means
// is for a person to judge. It reports whether it doubted the claim.
func (k *checker) checkClause(ti int) bool {
	c := k.c
	p := k.best()
	if p == nil || c.lang != English || len(p.Text.nums) < 2 || len(p.Text.src) > maxClauseText {
		return false // a passage of one number gives no other value
	}
	t := c.nums[ti]
	e := p.Text
	cqs := claimQuantities(t).all()
	if !k.otherValue(t, cqs, e) {
		return false
	}
	cls := k.clauses()
	if len(cls) < 2 {
		return false
	}
	words := k.clauseWords(cls, int32(t.Start), c.lastWordBefore(t.Start), c.lastWordBefore(t.Start)+1)
	for ci := 1; ci < len(cls); ci++ {
		if beOpens(e.src[cls[ci].start:cls[ci].end]) {
			words[ci] |= words[ci-1] // "and is now 7%": what the clause before says of its subject, it says anew
		}
	}
	holds := make([]bool, len(cls))
	other := make([]int, len(cls))
	for i := range other {
		other[i] = -1
	}
	k.eachOfKind(t, cqs, e, func(mi int, d dim, meets bool) bool {
		switch ci := clauseAt(cls, int32(e.nums[mi].Start)); {
		case meets:
			holds[ci] = true
		case other[ci] < 0 && k.sameUnit(t, e, e.nums[mi], d):
			other[ci] = mi
		}
		return true
	})
	best := saysOtherwise(words, holds)
	if best < 0 {
		return k.narrowedClause(p, t, words, holds, other, cls)
	}
	if other[best] < 0 || slices.ContainsFunc(c.nums, func(n numbers.Token) bool { return n.Value == e.nums[other[best]].Value }) {
		return false // none, or the claim gives the other value too: whose each is, it says itself
	}
	if k.namedWith(cls, holds, best) {
		return false // "the Pro plan includes 200 GB of storage" against "the Basic plan includes 50 GB of storage; the Pro plan includes 200 GB"
	}
	if len(k.hard)+len(k.soft) == 0 {
		// Where the values' parts each name what they are for, the
		// owners' check says so: "the claim gives 16 GB for Silver; …".
		if k.checkOwners(); len(k.soft) > 0 {
			return true
		}
	}
	o := e.nums[other[best]]
	cl := cls[best]
	k.doubt(AnchorAbsent, p.span(int32(o.Start), int32(o.End)), "the claim says %s where %s says %s, in %q", t.Text, k.where, o.Text, clauseText(e.src[cl.start:cl.end]))
	return true
}

// namedWith reports whether a name of the claim is in a clause of cls
// that holds the claim's value (holds) and not in clause best, where best
// has another name before the word the claim has after its name: "Pro"
// of "the Pro plan includes 200 GB" against "the Basic plan includes 50
// GB of storage; the Pro plan includes 200 GB". The names tie each value
// to its own clause, whatever words the other shares.
func (k *checker) namedWith(cls []clause, holds []bool, best int) bool {
	c, e := k.c, k.best().Text
	for i := range c.toks {
		if !c.toks[i].is(fName) || c.toks[i].dup {
			continue
		}
		_, hi := nameRun(c.Text, i)
		if hi+1 >= len(c.toks) || c.toks[hi+1].is(fName) {
			continue
		}
		held, inBest := false, false
		for j := range e.toks {
			if u := &e.toks[j]; u.is(fName) && c.matches(i, u) {
				ci := clauseAt(cls, u.start)
				held = held || holds[ci]
				inBest = inBest || ci == best
			}
		}
		if !held || inBest {
			continue
		}
		for j := 0; j+1 < len(e.toks); j++ {
			if u := &e.toks[j]; u.is(fName) && clauseAt(cls, u.start) == best && !k.inClaimName(u) &&
				c.matches(hi+1, &e.toks[j+1]) && adjacent(e.src, u.end, e.toks[j+1].start) {
				return true
			}
		}
	}
	return false
}

// narrowedClause leaves claim number t unverified where one clause of
// best passage p holds its value and another gives another value of its
// kind, both saying the same of the claim's words around it (words,
// holds and other as checkClause reads them), and the clause with the
// claim's value says it of a kind of the claim's subject, the noun the
// claim opens with, by a word before it the claim does not say, where
// the other clause has the noun bare: "Orders ship within 2 days" against
// "Orders ship within 5 days; express orders ship within 2 days". It
// reports whether it doubted the claim.
func (k *checker) narrowedClause(p *Passage, t numbers.Token, words []uint64, holds []bool, other []int, cls []clause) bool {
	c, e := k.c, p.Text
	if len(c.toks) == 0 || c.toks[0].is(fName) || !c.toks[0].noun() || !opensText(c.src, int(c.toks[0].start)) {
		return false
	}
	held := -1
	for ci, h := range holds {
		if h {
			if held >= 0 {
				return false // said of two
			}
			held = ci
		}
	}
	if held < 0 || words[held] == 0 {
		return false
	}
	// modifier returns the word of clause ci that narrows the claim's
	// subject there, -1 where the clause has it bare, or -2 where it does
	// not have it.
	modifier := func(ci int) int {
		cl := cls[ci]
		for j := range e.toks {
			u := &e.toks[j]
			if u.start < cl.start || u.end > cl.end || !c.matches(0, u) {
				continue
			}
			if j == 0 || e.toks[j-1].start < cl.start {
				return -1
			}
			m := &e.toks[j-1]
			if m.is(fName) || m.class != cueNone || k.claimSays(m) || m.verbForm() && !strings.HasSuffix(m.word, "ed") && !strings.HasSuffix(m.word, "ing") || !adjacent(e.src, m.end, u.start) && !strings.HasPrefix(e.src[m.end:], "-") {
				return -1
			}
			return j - 1
		}
		return -2
	}
	mj := modifier(held)
	if mj < 0 {
		return false
	}
	for ci := range cls {
		if ci != held && other[ci] >= 0 && words[ci] == words[held] && modifier(ci) == -1 {
			from, end := hyphenStart(e.src, e.toks[mj].start), e.toks[mj+1].end
			k.doubt(ConditionDropped, p.span(from, end), "%s says %s of %s only; the claim says %s",
				k.where, quote(t.Text+unitText(c.src, t.End)), quote(p.text(from, end)), quote(k.claimText(c.toks[0].start, c.toks[0].end)))
			return true
		}
	}
	return false
}

// beOpens reports whether clause text s, past its join and a pronoun of
// the subject before, opens with a form of "be" or "have": "and is now
// 7%", "; it now has 800" say of the subject before what the clause before
// says of it.
func beOpens(s string) bool {
	f := strings.Fields(s)
	for len(f) > 1 {
		switch strings.ToLower(f[0]) {
		case "and", "but", ";", "it", "they", "now", "currently", "still":
			f = f[1:] // "; it now has 800": the pronoun stands for the subject before
			continue
		}
		break
	}
	return len(f) > 0 && (beForms[f[0]] && f[0] != "be" && f[0] != "being" && f[0] != "been" || f[0] == "has" || f[0] == "have")
}

// otherValue reports whether passage e gives a value of the kind of
// claim number t, read as cqs, other than t's: the clauses need reading
// only then.
func (k *checker) otherValue(t numbers.Token, cqs []quantity, e *Text) bool {
	found := false
	k.eachOfKind(t, cqs, e, func(mi int, d dim, meets bool) bool {
		found = !meets && k.sameUnit(t, e, e.nums[mi], d)
		return !found
	})
	return found
}

// eachOfKind calls f with each number mi of passage e, identifiers aside,
// that is of the kind of claim number t, read as cqs, with its dimension
// and whether it meets t's value, once for each reading, until f returns
// false.
func (k *checker) eachOfKind(t numbers.Token, cqs []quantity, e *Text, f func(mi int, d dim, meets bool) bool) {
	for mi, m := range e.nums {
		if e.inIdent(m) {
			continue
		}
		if m.Value == t.Value {
			if !f(mi, dimNone, true) {
				return
			}
			continue
		}
		for _, asYear := range [2]bool{false, true} {
			q, ok := quantityOf(m, asYear && !e.words[mi])
			if !ok {
				continue
			}
			for _, cq := range cqs {
				if comparable(q, cq) && !f(mi, q.dim, within(q, cq) || within(cq, q)) {
					return
				}
			}
		}
	}
}

// clauseWords returns, for each clause cls of the best passage, the set
// of the claim's words around byte at (from two words before its word
// before, before, to two after its word after, after) that are in it, by
// their place in that window: what the claim says there. The words
// between before and after are what is in question, not what says it,
// and names, the subject most often, are every clause's: both are left
// out. A clause that
// opens with a verb shares the subject of the clause before it: "The
// company hired 30 engineers and fired 12 managers".
func (k *checker) clauseWords(cls []clause, at int32, before, after int) []uint64 {
	c := k.c
	e := k.best().Text
	lo, hi := int32(0), int32(len(c.src))
	if ccl := c.clauseList(); ccl != nil {
		cl := ccl[clauseAt(ccl, at)]
		lo, hi = cl.start, cl.end
	}
	words := make([]uint64, len(cls))
	subject := make([]uint64, len(cls)) // the words before each clause's first verb
	verbs := make([]uint64, len(cls))   // the words of each clause's verbs
	elided := make([]int, len(cls))     // the noun each clause leaves out, said by it too
	for ci := range cls {
		elided[ci] = elidedNoun(e, cls, ci)
	}
	// carried holds, for each clause, where the words end that the clause
	// after it leaves out, where that one opens with a preposition and
	// has no verb: "and to students in 2023" leaves out "The library lent
	// laptops" of "The library lent laptops to staff in 2018"; -1 if none.
	carried := make([]int32, len(cls))
	for ci := range cls {
		carried[ci] = -1
		if ci+1 < len(cls) {
			carried[ci] = carriedTo(e, cls[ci], cls[ci+1])
		}
	}
	first := max(before-2, 0)
	for i := first; i < len(c.toks) && i <= after+2 && i-first < 64; i++ {
		w := &c.toks[i]
		if w.dup || w.is(fName) || before < i && i < after || w.start < lo || w.end > hi {
			continue // a name, or the name itself: "Google" that opens a claim
		}
		bit := uint64(1) << (i - first)
		own := ownForm(e, w)
		for j := range e.toks {
			if c.matches(i, &e.toks[j]) && (!own || e.toks[j].stem == w.stem) && e.toks[j].is(fPrefixNeg) == w.is(fPrefixNeg) {
				ci := clauseAt(cls, e.toks[j].start)
				words[ci] |= bit
				if ci+1 < len(cls) && (elided[ci+1] == j || e.toks[j].start < carried[ci]) {
					words[ci+1] |= bit // "offices" of "Velmora's offices are in Leeds, while Orrin's are in Hull"
				}
				if u := &e.toks[j]; !k.verbBefore(e, cls[ci], j) && (u.is(fName) || !u.verbForm()) {
					subject[ci] |= bit // not the verb itself: "rose" of "Sales rose in Europe but fell in Asia"
				} else if !u.is(fName) && u.verbForm() {
					verbs[ci] |= bit
				}
			}
		}
	}
	for ci := 1; ci < len(cls); ci++ {
		if opensWithVerb(e, cls[ci]) {
			words[ci] |= subject[ci-1]
		}
		if !hasVerb(e, cls[ci], false) {
			words[ci] |= verbs[ci-1] // "and its profit 3%" leaves out the "rose" of "revenue rose 5%"
		}
	}
	return words
}

// ownForm reports whether e has claim word w itself, up to its stem:
// where it does, a word of e that is only a sense of w ("signed" for
// "ratified") does not say it.
func ownForm(e *Text, w *tok) bool {
	return slices.ContainsFunc(e.toks, func(u tok) bool { return u.stem == w.stem })
}

// verbBefore reports whether clause cl of e has a verb before its word j.
func (k *checker) verbBefore(e *Text, cl clause, j int) bool {
	for m := j - 1; m >= 0 && e.toks[m].start >= cl.start; m-- {
		if !e.toks[m].is(fName) && e.toks[m].verbForm() {
			return true
		}
	}
	return false
}

// opensWithVerb reports whether the first content word of clause cl of e
// is a verb: "and fired 12 managers".
func opensWithVerb(e *Text, cl clause) bool {
	for i := range e.toks {
		if u := &e.toks[i]; u.start >= cl.start {
			return u.end <= cl.end && !u.is(fName) && (u.verbForm() || verbBeforeTo(e, i))
		}
	}
	return false
}

// carriedTo returns where the words of clause cl of e end that clause
// next leaves out: next has no verb and opens with a preposition that cl
// has too, and cl's words before it are next's ("and to cars in 2021"
// after "The bridge opened to trains in 2019"). -1 if next says its own.
func carriedTo(e *Text, cl, next clause) int32 {
	s := e.src[next.start:next.end]
	w, j := wordAt(s, len(s)-len(strings.TrimLeft(s, " ")))
	if w == "and" || w == "but" || w == "or" {
		w, _ = wordAfter(s, j)
	}
	if !(prepositions[w] && w != "of" || w == "to") || hasVerb(e, next, false) {
		return -1
	}
	at := wordIndexFold(e.src[cl.start:cl.end], w)
	if at < 0 {
		return -1
	}
	return cl.start + int32(at)
}

// verbBeforeTo reports whether word i of e is a verb before "to" and
// another verb: "plans to hire", "wants to sell".
func verbBeforeTo(e *Text, i int) bool {
	if i+1 >= len(e.toks) || !e.toks[i].verb() || !e.toks[i+1].verb() {
		return false
	}
	w, _ := wordAfter(e.src, int(e.toks[i].end))
	return w == "to"
}

// saysOtherwise returns the clause of cls that says more of what the
// claim says than every clause that holds the claim's own anchor (holds):
// one whose set of the claim's words (words) strictly contains each of
// theirs. It returns -1 where there is none, or no clause holds the
// anchor: which clause the claim means is then not told.
func saysOtherwise(words []uint64, holds []bool) int {
	best, held := -1, false
	for ci := range words {
		if holds[ci] {
			held = true
			continue
		}
		if best < 0 || bits.OnesCount64(words[ci]) > bits.OnesCount64(words[best]) {
			best = ci
		}
	}
	if best < 0 || !held {
		return -1
	}
	for ci := range words {
		if holds[ci] && (words[ci]&^words[best] != 0 || words[ci] == words[best]) {
			return -1
		}
	}
	return best
}

// clauseNames leaves unverified a claim whose defined party or name the
// best passage holds, but in another clause than the one that says what
// the claim says around it, which names another party, or another name,
// in its stead: "The Tenant must pay the deposit" against "The Landlord
// must pay the deposit and the Tenant must pay the rent"; "Sales in Europe
// grew 14%" against "demand in Europe remained weak, while sales in Asia
// grew 14%". A name other than a party counts only after a preposition,
// where the other clause has another name after the same one: a subject
// carries over clauses, and a clause names it by a pronoun as often as
// not.
func (k *checker) clauseNames() {
	c := k.c
	p := k.best()
	if p == nil || c.lang != English || len(p.Text.src) > maxClauseText {
		return
	}
	e := p.Text
	// A party, or a name after a preposition, whose stead another name of
	// the passage may stand in: the common case has none.
	// A capitalised word that opens the claim is a name where the passage
	// has it as one: "Google acquired the startup" on "… after Google
	// pulled out" ("google" is a verb too).
	named := func(i int) bool {
		t := &c.toks[i]
		return t.is(fName) || i == 0 && t.is(fCap) && t.is(fInitial) && slices.ContainsFunc(e.toks, func(u tok) bool { return u.is(fName) && c.matches(i, &u) })
	}
	stands := func(i int) bool {
		t := &c.toks[i]
		if !named(i) || t.dup {
			return false
		}
		lo, hi := nameRun(c.Text, i)
		w, at := lastWordBefore(c.src, c.toks[lo].start)
		if w == "the" {
			if w, _ = lastWordBefore(c.src, int32(at)); w == "of" {
				w = "" // "of the Bastards", "north of the Lincoln Memorial": a name's part, or a landmark
			} // "in the EU" as "in Germany"
		}
		return t.is(fParty) || prepositions[w] || w == "to" || objectOfVerb(c.Text, lo) || // "to" before a name is no infinitive's: "exports to China"
			subjectName(c.Text, lo, hi)
	}
	if len(c.toks) == 0 || !named(0) && !slices.ContainsFunc(c.toks, func(t tok) bool { return t.is(fName) }) {
		return
	}
	some := false
	for i := range c.toks {
		some = some || stands(i)
	}
	// A capitalised word that opens the passage, with a verb after it,
	// stands for a name too, where the claim's subject is one: "Google
	// acquired the startup after Apple pulled out" ("google" is a verb).
	opener := func(j int) bool { return openingName(e, j) && !slices.Contains(k.at[k.used[0]], j) }
	if !some || !c.hasParty() && !slices.ContainsFunc(e.toks, func(u tok) bool { return u.is(fName) && !k.inClaimName(&u) }) && (len(e.toks) == 0 || !opener(0)) {
		return
	}
	cls := k.clauses()
	if len(cls) < 2 {
		return
	}
	for i := range c.toks {
		t := &c.toks[i]
		if !stands(i) {
			continue
		}
		lo, hi := nameRun(c.Text, i)
		holds := make([]bool, len(cls))
		for j := range e.toks {
			if c.matches(i, &e.toks[j]) && e.toks[j].is(fName) {
				holds[clauseAt(cls, e.toks[j].start)] = true
			}
		}
		best := saysOtherwise(k.clauseWords(cls, t.start, lo-1, hi+1), holds)
		if best < 0 {
			continue
		}
		cl := cls[best]
		stead := -1
		cw := wordBeforeThe(c.src, c.toks[lo].start)
		subject := subjectName(c.Text, lo, hi)
		if subject && numberInClauses(c, e, cls, holds) {
			continue // "and Velmora 250": the name's clause gives the claim's number, its verb left out
		}
		for j := range e.toks {
			u := &e.toks[j]
			if u.start < cl.start || u.end > cl.end || !u.is(fName) && !(subject && !t.is(fParty) && opener(j)) || u.is(fParty) != t.is(fParty) || k.inClaimName(u) {
				continue
			}
			if ulo, uhi := nameRun(e, j); ulo == j {
				// A party stands for a party anywhere; another name only
				// after the claim name's preposition ("in Asia" for "in
				// Europe"), or as the subject of the clause for the
				// claim's subject ("Ida Rask said" for "Nils Orm said").
				if ew := wordBeforeThe(e.src, u.start); !subject && ew == cw || t.is(fParty) && stead < 0 || subject && stead < 0 && clauseSubject(e, cl, j, uhi) {
					stead = j
				}
			}
		}
		if _, shi := nameRun(e, max(stead, 0)); stead >= 0 && shi+1 < len(e.toks) && strings.TrimSpace(between(e.src, e.toks[shi].end, e.toks[shi+1].start)) == "," && c.matches(i, &e.toks[shi+1]) {
			stead = -1 // "in Bamburgh, England": the claim's name says where the other is
		}
		if stead >= 0 {
			u := &e.toks[stead]
			if sp := p.span(u.start, u.end); slices.ContainsFunc(k.soft, func(r Reason) bool { return r.Code == AnchorAbsent && r.Span == sp }) {
				continue // said already, of the verb's subject (subjectOfOther)
			}
			k.doubt(AnchorAbsent, p.span(u.start, u.end), "the claim names %s where %s names %s, in %q", nameText(c.Text, t), k.where, nameText(e, u), clauseText(e.src[cl.start:cl.end]))
		}
	}
}

// clauseSubjects is clauseNames for a common noun that opens the claim
// as its subject: a claim whose subject the best passage holds as the
// subject of another clause than the one that says what the claim says
// after it, which opens with another subject of its kind, is unverified:
// "Nurses must pay the deposit" against "Doctors must pay the deposit
// and nurses must pay the rent".
func (k *checker) clauseSubjects() {
	c := k.c
	p := k.best()
	if p == nil || c.lang != English || len(c.toks) < 3 || len(p.Text.src) > maxClauseText {
		return
	}
	t := &c.toks[0]
	if !opensText(c.src, int(t.start)) {
		return
	}
	hi, ok := nounSubject(c.Text, 0)
	if !ok {
		return // the common case: no plain subject and verb
	}
	e := p.Text
	if !slices.ContainsFunc(e.toks, func(u tok) bool { return c.matches(0, &u) }) {
		return
	}
	cls := k.clauses()
	if len(cls) < 2 {
		return
	}
	holds := make([]bool, len(cls))
	own := ownForm(e, t) // "directors" where the passage has it, not "managers" too
	for j := range e.toks {
		if c.matches(0, &e.toks[j]) && (!own || e.toks[j].stem == t.stem) {
			ci := clauseAt(cls, e.toks[j].start)
			if _, ok := nounSubject(e, j); !ok || !opensClause(e, cls[ci], j) {
				return // the passage has the claim's subject as another word of a clause
			}
			holds[ci] = true
		}
	}
	if numberInClauses(c, e, cls, holds) {
		return // "and gold members get 16 GB": the subject's clause gives the claim's number, its noun left out
	}
	words := k.clauseWords(cls, t.start, -1, hi+1)
	best := saysOtherwise(words, holds)
	if best < 0 {
		// The clause that gives the claim's number, with every word of the
		// subject's clause: "refunds under $200" against "and managers
		// approve larger refunds".
		sameValues(c, e, func(_, y numbers.Token) bool {
			best = clauseAt(cls, int32(y.Start))
			return true
		})
		for ci := range cls {
			if best >= 0 && holds[ci] && words[ci]&^words[best] != 0 {
				best = -1
			}
		}
		if best < 0 {
			return
		}
	}
	cl := cls[best]
	for j := range e.toks {
		u := &e.toks[j]
		if u.start < cl.start || u.end > cl.end {
			continue
		}
		said := k.claimSays(u) && !(own && u.stem != t.stem && c.matches(0, u)) // "Managers" for "Directors" is another
		ehi, ok := nounSubject(e, j)
		if !ok || u.is(fName) || said || !opensClause(e, cl, j) {
			return // the clause opens with no other subject of the claim's kind
		}
		if isA(c.toks[hi].word, "person") != isA(e.toks[ehi].word, "person") {
			return
		}
		end := e.toks[ehi].end
		k.doubt(AnchorAbsent, p.span(u.start, end), "the claim says it of %q where %s says it of %q, in %q",
			c.src[t.start:c.toks[hi].end], k.where, e.src[u.start:end], clauseText(e.src[cl.start:cl.end]))
		return
	}
}

// subjectAfterVerb leaves unverified an English claim whose subject, a
// common noun that opens it before its verb, the best passage has only
// after its match of that verb, where a noun of the same kind that the
// claim does not say is the verb's subject: "Parents receive 16 weeks of
// parental leave" against "Primary caregivers receive 16 weeks of
// parental leave". The claim's word is there, but as a word of the
// object, and the passage says it of others.
func (k *checker) subjectAfterVerb() {
	c, p := k.c, k.best()
	if p == nil || c.lang != English || len(c.toks) < 3 || len(p.Text.src) > maxClauseText {
		return
	}
	if w, j := lastWordBefore(c.src, c.toks[0].start); !opensText(c.src, int(c.toks[0].start)) && !((w == "all" || w == "every" || w == "each") && opensText(c.src, j)) {
		return // "All parents"
	}
	hi, ok := nounSubject(c.Text, 0)
	if !ok || symmetricVerbs[c.toks[hi+1].stem] {
		return // the common case: no plain subject and verb
	}
	if slices.ContainsFunc(k.soft, func(r Reason) bool { return r.Code == AnchorAbsent }) {
		return // said already, of a name (subjectOfOther)
	}
	at, e := k.at[k.used[0]], p.Text
	v := at[hi+1]
	if v < 1 || !sameVerb(&c.toks[hi+1], &e.toks[v]) {
		return
	}
	for i := 0; i <= hi; i++ {
		if at[i] <= v || slices.ContainsFunc(e.toks[:v], func(u tok) bool { return c.matches(i, &u) }) {
			return // the passage has the claim's subject before its verb too
		}
	}
	s := v - 1
	for s > 0 && adjacent(e.src, e.toks[s-1].end, e.toks[s].start) && !e.toks[s-1].verbForm() {
		s--
	}
	for s < v {
		if ehi, ok := nounSubject(e, s); ok && ehi == v-1 {
			break
		}
		s++
	}
	if s == v {
		return // no plain subject of the passage's verb
	}
	if cls := k.clauses(); !opensText(e.src, int(e.toks[s].start)) && (len(cls) == 0 || !opensClause(e, cls[clauseAt(cls, e.toks[s].start)], s)) {
		return
	}
	for j := s; j < v; j++ {
		if k.claimSays(&e.toks[j]) {
			return
		}
	}
	if isA(c.toks[hi].word, "person") != isA(e.toks[v-1].word, "person") {
		return
	}
	k.doubt(AnchorAbsent, p.span(e.toks[s].start, e.toks[v-1].end), "the claim says it of %q where %s says it of %q",
		c.src[c.toks[0].start:c.toks[hi].end], k.where, e.src[e.toks[s].start:e.toks[v-1].end])
}

// nounSubject reports whether word j of English text t is a common noun
// that, with the nouns right after it, is the subject of a finite verb
// after them, past modal verbs only ("nurses must pay"), and returns the
// subject's last word.
func nounSubject(t *Text, j int) (int, bool) {
	u := &t.toks[j]
	if u.is(fName) || u.dup {
		return 0, false
	}
	hi := j
	for hi+1 < len(t.toks) && (adjacent(t.src, t.toks[hi].end, t.toks[hi+1].start) || between(t.src, t.toks[hi].end, t.toks[hi+1].start) == "-") &&
		!finiteVerb(&t.toks[hi+1]) && !pluralVerb(t, hi+1) {
		hi++ // phraseEnd, past a hyphen ("part-time employees") and to a verb in the plural too: "students get free entry"
	}
	if hi+1 >= len(t.toks) || t.toks[hi+1].is(fName) || t.toks[hi].is(fName) && !t.toks[hi].is(fParty) || !t.toks[hi].noun() {
		return 0, false // the subject ends with a noun, perhaps a party's: "part-time employees"
	}
	gap := strings.Fields(strings.ToLower(between(t.src, t.toks[hi].end, t.toks[hi+1].start)))
	for _, w := range gap {
		if !modalWords[w] {
			return 0, false
		}
	}
	if v := &t.toks[hi+1]; len(gap) > 0 && !v.verb() || len(gap) == 0 && !finiteVerb(v) && !pluralVerb(t, hi+1) {
		return 0, false
	}
	return hi, true
}

// clauseIdents is clauseNames for the claim's identifiers: a claim whose
// identifier the best passage holds in another clause than the one that
// says what the claim says around it, which names another of its kind,
// is unverified: "The Su-35 carried the missile" against "The Su-24
// carried the missile, and the Su-35 escorted it".
func (k *checker) clauseIdents() {
	c, p := k.c, k.best()
	if p == nil || c.lang != English || len(c.idents) == 0 || len(p.Text.idents) < 2 || len(p.Text.src) > maxClauseText {
		return // the common case
	}
	e := p.Text
	var cls []clause
	for _, id := range c.idents {
		if !slices.ContainsFunc(e.idents, func(u ident) bool { return u.key == id.key }) {
			continue
		}
		if cls == nil {
			if cls = k.clauses(); len(cls) < 2 {
				return
			}
		}
		holds := make([]bool, len(cls))
		for _, u := range e.idents {
			if u.key == id.key {
				holds[clauseAt(cls, u.start)] = true
			}
		}
		// The claim's words of the identifier, if any ("Carl" of "Carl
		// V"): the words around are those before and after them.
		lo := sort.Search(len(c.toks), func(i int) bool { return c.toks[i].start >= id.start })
		hi := lo - 1
		for hi+1 < len(c.toks) && c.toks[hi+1].end <= id.end {
			hi++
		}
		best := saysOtherwise(k.clauseWords(cls, id.start, lo-1, hi+1), holds)
		if best < 0 {
			continue
		}
		cl := cls[best]
		for _, u := range e.idents {
			if u.start >= cl.start && u.end <= cl.end && u.prefix == id.prefix && u.key != id.key {
				k.doubt(AnchorAbsent, p.span(u.start, u.end), "the claim says %s where %s says %s, in %q", k.claimText(id.start, id.end), k.where, p.text(u.start, u.end), clauseText(e.src[cl.start:cl.end]))
				return
			}
		}
	}
}

// measureOfOtherClause leaves unverified an English claim that gives a
// measure to a name where the best passage gives that measure in a
// clause of another subject, and the clause that holds the name another
// measure of its kind: "The Pro model weighs 450 grams" against "The
// tablet has a 10-inch display and weighs 450 g; the Pro model has a
// 12-inch display and weighs 600 g". A clause that opens with no subject
// of its own ("it weighs 450 g") may speak of the name.
func (k *checker) measureOfOtherClause() {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.nums) == 0 || len(p.Text.nums) < 2 || len(p.Text.src) > maxClauseText || k.full() {
		return // the common case
	}
	e := p.Text
	var cls []clause
	for _, q := range c.nums {
		cu, ce, ok := unitAfter(c.src, q.End)
		if !ok || c.boundedAt(q) {
			continue // "more than 6 weeks" is met by other values: the bound checks read it
		}
		for i := range c.toks {
			t := &c.toks[i]
			if !t.is(fName) || t.dup || t.start > int32(q.Start) {
				continue
			}
			if cls == nil {
				if cls = k.clauses(); len(cls) < 2 {
					return
				}
			}
			named := make([]bool, len(cls))
			for j := range e.toks {
				if c.matches(i, &e.toks[j]) {
					named[clauseAt(cls, e.toks[j].start)] = true
				}
			}
			for ci := 1; ci < len(cls); ci++ {
				// A clause that opens with a verb shares the subject of the
				// one before: "and weighs 600 g".
				named[ci] = named[ci] || named[ci-1] && opensWithFinite(e, cls[ci])
			}
			given, other, otherAt := -1, -1, -1 // the clause that gives the claim's measure; one of the name's that gives another
			for ni, n := range e.nums {
				u, _, ok := unitAfter(e.src, n.End)
				if !ok || u.dim != cu.dim {
					continue
				}
				ci := clauseAt(cls, int32(n.Start))
				switch {
				case n.Value == q.Value && named[ci]:
					return // the name's clause gives it
				case n.Value == q.Value:
					given = ci
				case named[ci] && other < 0:
					other, otherAt = ci, ni
				}
			}
			if given < 0 || other < 0 {
				continue
			}
			from := given // the clause of the measure's subject: "The tablet has …" of "and weighs 450 g"
			for from > 0 && opensWithFinite(e, cls[from]) {
				from--
			}
			if !k.ownSubjectClause(e, cls[from]) {
				continue
			}
			ofrom := other
			for ofrom > 0 && opensWithFinite(e, cls[ofrom]) {
				ofrom--
			}
			n := e.nums[otherAt]
			_, ne, _ := unitAfter(e.src, n.End)
			k.doubt(AnchorAbsent, p.span(int32(n.Start), int32(ne)), "the claim gives %s for %s; %s gives %s in %q, and %s in %q", c.src[q.Start:ce], nameText(c.Text, t), k.where,
				e.src[n.Start:ne], clauseText(e.src[cls[ofrom].start:cls[other].end]), c.src[q.Start:ce], clauseText(e.src[cls[from].start:cls[given].end]))
			return
		}
	}
}

// opensWithFinite reports whether clause cl of text t opens, past its
// join, with a verb said of a subject, a verb in -s too: "and weighs 600
// g".
func opensWithFinite(t *Text, cl clause) bool {
	j := sort.Search(len(t.toks), func(j int) bool { return t.toks[j].start >= cl.start })
	return j < len(t.toks) && t.toks[j].end <= cl.end && !t.toks[j].is(fName) && finiteVerb(&t.toks[j])
}

// ownSubjectClause reports whether clause cl of English text e opens, past
// its join and an article, with a noun the claim does not say: a subject
// of its own ("The tablet has"), not a verb or a pronoun ("it weighs").
func (k *checker) ownSubjectClause(e *Text, cl clause) bool {
	j := sort.Search(len(e.toks), func(j int) bool { return e.toks[j].start >= cl.start })
	if j == len(e.toks) || e.toks[j].end > cl.end || e.toks[j].verbForm() || !e.toks[j].noun() || k.claimSays(&e.toks[j]) {
		return false
	}
	w := strings.Fields(strings.ToLower(e.src[cl.start:e.toks[j].start]))
	return len(w) <= 2 && (len(w) == 0 || articles[w[len(w)-1]] || clauseJoinWord(w[len(w)-1]))
}

// clauseJoinWord reports whether w joins a clause to the one before.
func clauseJoinWord(w string) bool {
	switch strings.Trim(w, ",;") {
	case "", "and", "but", "while", "whereas":
		return true
	}
	return false
}

// bareSubjectOfClause leaves unverified an English claim that opens with
// a bare noun, its subject, where the clause of the best passage that
// holds the most of the claim's other words gives that noun with a word
// before it the claim does not say, and the bare noun only in a clause
// that holds fewer: "Withdrawals incur a $10 fee" against "Withdrawals
// are limited to six per statement cycle; excess withdrawals incur a $10
// fee".
func (k *checker) bareSubjectOfClause() {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.toks) < 2 || len(p.Text.src) > maxClauseText || k.full() || c.toks[0].is(fName) || !c.toks[0].noun() || c.toks[0].verbForm() ||
		!ownersOnly(c.src[:c.toks[0].start]) || c.toks[1].is(fName) {
		return // not "Bank of America"
	}
	e := p.Text
	modified := false // the noun with a word before it the claim does not say: the common case has none
	for j := range e.toks {
		u := &e.toks[j]
		if !c.matches(0, u) {
			continue
		}
		if u.is(fName) || u.is(fCap) && !u.is(fInitial) {
			return // a name's word: "Mutiny on the Bounty", "symbol U"
		}
		modified = modified || j > 0 && adjacent(e.src, e.toks[j-1].end, u.start) && !e.toks[j-1].is(fName) && !k.claimSays(&e.toks[j-1])
	}
	if !modified {
		return
	}
	cls := k.clauses()
	if len(cls) < 2 {
		return
	}
	held := make([]int, len(cls)) // the claim's other words, and values, each clause holds
	seen := make([]bool, len(cls))
	for i := 1; i < len(c.toks); i++ {
		clear(seen)
		for j := range e.toks {
			if ci := clauseAt(cls, e.toks[j].start); !seen[ci] && c.matches(i, &e.toks[j]) {
				seen[ci] = true
				held[ci]++
			}
		}
	}
	for _, q := range c.nums {
		clear(seen)
		for _, n := range e.nums {
			if ci := clauseAt(cls, int32(n.Start)); !seen[ci] && n.Value == q.Value {
				seen[ci] = true
				held[ci]++ // "domestic refunds take 5 days", not "international refunds take 10 days"
			}
		}
	}
	best := -1
	for ci := range cls {
		if best < 0 || held[ci] > held[best] {
			best = ci
		}
	}
	mod := -1 // the noun in the best clause, with a word before it
	for j := 1; j < len(e.toks); j++ {
		u, w := &e.toks[j], &e.toks[j-1]
		if clauseAt(cls, u.start) != best || !c.matches(0, u) {
			continue
		}
		if clauseAt(cls, w.start) != best || !adjacent(e.src, w.end, u.start) || w.is(fName) || w.verbForm() && !w.noun() || k.claimSays(w) {
			return // the bare noun in the best clause too
		}
		mod = j
	}
	if mod < 0 {
		return
	}
	bare := false // the noun bare in another clause, which holds less of the claim
	for j := range e.toks {
		ci := clauseAt(cls, e.toks[j].start)
		if ci == best || !c.matches(0, &e.toks[j]) {
			continue
		}
		if held[ci] >= held[best] {
			return // a clause of the noun that holds as much
		}
		bare = bare || j == 0 || !adjacent(e.src, e.toks[j-1].end, e.toks[j].start) || clauseAt(cls, e.toks[j-1].start) != ci
	}
	if !bare {
		return
	}
	k.doubt(ConditionDropped, p.span(e.toks[mod-1].start, e.toks[mod].end), "%s says it of %q; the claim says %q", k.where,
		p.text(e.toks[mod-1].start, e.toks[mod].end), k.claimText(c.toks[0].start, c.toks[0].end))
}

// numberInClauses reports whether a number of claim c is in a clause of
// e, by cls, that holds marks.
func numberInClauses(c *Claim, e *Text, cls []clause, holds []bool) bool {
	return sameValues(c, e, func(_, y numbers.Token) bool { return holds[clauseAt(cls, int32(y.Start))] })
}

// sameValues reports whether f holds for a number x of claim c and a
// number y of text e of the same value; it asks in the claim's order.
func sameValues(c *Claim, e *Text, f func(x, y numbers.Token) bool) bool {
	for _, x := range c.nums {
		for _, y := range e.nums {
			if x.Value == y.Value && f(x, y) {
				return true
			}
		}
	}
	return false
}

// finiteVerb reports whether English word t may be a verb said of a
// subject: a verb's form, or a verb in "-s" ("supports", "pays"), which
// WordNet also has as a plural noun.
func finiteVerb(t *tok) bool {
	return t.verbForm() || strings.HasSuffix(t.word, "s") && t.verb()
}

// subjectName reports whether the name of words lo to hi of English text
// t opens it, a verb right after it: "Nils Orm said …".
func subjectName(t *Text, lo, hi int) bool {
	if lo != 0 || !opensText(t.src, int(t.toks[0].start)) || hi+1 >= len(t.toks) {
		return false
	}
	v := &t.toks[hi+1]
	return adjacent(t.src, t.toks[hi].end, v.start) && !v.is(fName) && finiteVerb(v)
}

// clauseSubject reports whether the name of words j to hi of English text
// e opens clause cl, past its joining word, or after an apposition
// ("The chief executive, Ida Rask, said"), with a verb after it.
func clauseSubject(e *Text, cl clause, j, hi int) bool {
	if hi+1 >= len(e.toks) {
		return false
	}
	v := &e.toks[hi+1]
	if v.is(fName) || !finiteVerb(v) {
		return false
	}
	if g := strings.TrimSpace(between(e.src, e.toks[hi].end, v.start)); g != "" && g != "," {
		return false
	}
	return opensClause(e, cl, j)
}

// opensClause reports whether word j of English text e opens clause cl,
// past its joining word and "the", or after an apposition.
func opensClause(e *Text, cl clause, j int) bool {
	before := strings.ToLower(strings.TrimSpace(e.src[cl.start:e.toks[j].start]))
	if before == "the" || strings.HasSuffix(before, " the") {
		before = strings.TrimSpace(strings.TrimSuffix(before, "the")) // "The House approved"
	}
	switch before {
	case "", "and", "but", "while", "whereas", "or", ";":
		return true
	}
	return strings.HasSuffix(before, ",") && !strings.Contains(strings.TrimSuffix(before, ","), ",") // an apposition's name
}

// objectOfVerb reports whether token i of t, the first word of a name,
// is the object right after a verb, past "the": "Senate" of "passed the
// Senate".
func objectOfVerb(t *Text, i int) bool {
	if i == 0 || t.toks[i-1].is(fName) || !t.toks[i-1].verbForm() {
		return false
	}
	return gapIs(between(t.src, t.toks[i-1].end, t.toks[i].start), "", "the")
}

// clauseObjects is clauseNames for a common word after a preposition:
// a claim word the best passage holds in another clause than the one
// that says what the claim says around it, which has another word after
// the same preposition, leaves the claim unverified: "The defendant was
// convicted of fraud" against "The defendant was acquitted of fraud but
// convicted of perjury"; "The merger was approved by regulators" against
// "approved by shareholders but blocked by regulators".
func (k *checker) clauseObjects() {
	c := k.c
	p := k.joinedBest()
	if p == nil {
		return
	}
	e := p.Text
	// A common word after a preposition: "of fraud", "by regulators".
	stands := func(i int) (string, bool) {
		t := &c.toks[i]
		if t.is(fName) || t.dup || !t.is(fASCII) || !t.is(fAfterPrep|fBy) || !k.covered(i) {
			return "", false
		}
		if i+1 < len(c.toks) && adjacent(c.src, t.end, c.toks[i+1].start) {
			return "", false // "military" of "by military laws" says what kind
		}
		w := wordBeforeThe(c.src, t.start)
		return w, prepositions[w] && w != "of" || w == "by" || w == "of" && (i > 0 && c.toks[i-1].verbForm() || becauseOf(c.src, t.start))
	}
	var cls []clause
	for i := range c.toks {
		cw, ok := stands(i)
		if !ok {
			continue
		}
		if cls == nil {
			if cls = k.clauses(); len(cls) < 2 {
				return
			}
		}
		t := &c.toks[i]
		holds := make([]bool, len(cls))
		for j := range e.toks {
			if c.matches(i, &e.toks[j]) && !e.toks[j].is(fName) {
				holds[clauseAt(cls, e.toks[j].start)] = true
			}
		}
		best := saysOtherwise(k.clauseWords(cls, t.start, i-1, i+1), holds)
		if best < 0 {
			continue
		}
		cl := cls[best]
		for j := range e.toks {
			u := &e.toks[j]
			if u.start < cl.start || u.end > cl.end || u.is(fName) || wordBeforeThe(e.src, u.start) != cw || slices.ContainsFunc(c.toks, func(ct tok) bool { return ct.stem == u.stem }) {
				continue
			}
			if j+1 < len(e.toks) && c.matches(i, &e.toks[j+1]) && gapIs(between(e.src, u.end, e.toks[j+1].start), "and", "or", ", and", ", or") {
				continue // the preposition's objects, joined: "for maintenance and cleaning"
			}
			k.doubt(AnchorAbsent, p.span(u.start, u.end), "the claim says %q where %s says %q, in %q", cw+" "+c.src[t.start:t.end], k.where, cw+" "+e.src[u.start:u.end], clauseText(e.src[cl.start:cl.end]))
			return
		}
	}
}

// becauseOf reports whether "because of", past "the", stands right
// before byte start of src: what follows is a cause.
func becauseOf(src string, start int32) bool {
	w, j := lastWordBefore(src, start)
	if w == "the" || w == "a" || w == "an" {
		w, j = lastWordBefore(src, int32(j))
	}
	b, _ := lastWordBefore(src, int32(j))
	return w == "of" && b == "because"
}

// clauseComplements is clauseObjects for what a form of "be" says of the
// claim's subject: a complement the best passage says only of another
// subject, one that opens a clause of its own, leaves the claim
// unverified: "Membership is free" against "Membership costs $10 a month;
// the first month is free".
func (k *checker) clauseComplements() {
	c := k.c
	p := k.joinedBest()
	if p == nil || len(c.toks) < 2 {
		return
	}
	e := p.Text
	// The claim's complement; not a participle, a verb's, whose doer may
	// be said apart ("was written in reply to").
	i := complementOf(c.Text)
	if i < 0 || c.toks[i].is(fName) || c.toks[i].dup || !k.covered(i) || c.toks[i].verbForm() || pastForm(c.toks[i].word) {
		return
	}
	held := false // the claim's subject is the passage's
	for s := range i {
		held = held || c.toks[s].is(fASCII) && k.covered(s)
	}
	if !held {
		return
	}
	found, fat := -1, int32(0)
	for j := range e.toks {
		if !c.matches(i, &e.toks[j]) {
			continue
		}
		lo, at, ok := joinedSubject(e, j)
		if !ok {
			return // not said of a subject of a clause of its own: left to the other checks
		}
		for m := lo; m < j; m++ {
			for s := range i {
				if c.matches(s, &e.toks[m]) {
					return // said of the claim's subject
				}
			}
		}
		if found < 0 {
			found, fat = j, at
		}
	}
	if found < 0 {
		return
	}
	k.doubt(AnchorAbsent, p.span(fat, e.toks[found].end), "the claim says %q of %q where %s says it of %q, in %q",
		c.src[c.toks[i].start:c.toks[i].end], withArticle(c.src, c.toks[0].start, c.src[c.toks[0].start:c.toks[i-1].end]), k.where,
		e.src[fat:e.toks[found-1].end], e.src[fat:e.toks[found].end])
}

// complementOf returns the complement of English text t, "S is C": the
// first word after a form of "be" that follows the subject's words (one
// to four), with nothing else between; or -1.
func complementOf(t *Text) int {
	for i := 1; i < len(t.toks) && i <= 4; i++ {
		if w, _ := lastWordBefore(t.src, t.toks[i].start); beForms[w] && w != "being" && t.toks[i-1].end+int32(len(w))+2 == t.toks[i].start {
			return i
		}
	}
	return -1
}

// heldBefore leaves unverified an English claim that says its subject
// "is the" thing the best passage says it "was the": "Lena Orm is the chief
// executive of Orrin" against "Lena Orm was the chief executive of Orrin",
// "is the longest bridge" against "was the longest bridge when it
// opened". A role or a rank held once may be held by another now.
func (k *checker) heldBefore() {
	c, p := k.c, k.englishBest()
	if p == nil || !hasSpaced(p.Text.src, " was the ") && !hasSpaced(p.Text.src, " were the ") {
		return // the common case
	}
	i := 1
	for ; i < len(c.toks) && i <= 4; i++ {
		if g := between(c.src, c.toks[i-1].end, c.toks[i].start); strings.EqualFold(g, " is the ") || strings.EqualFold(g, " are the ") {
			break
		}
	}
	if i >= len(c.toks) || i > 4 {
		return
	}
	e := p.Text
	j := k.at[k.used[0]][i]
	if j < 1 || k.at[k.used[0]][i-1] != j-1 {
		return // the passage's complement right after the claim's subject's last word
	}
	if gap := between(e.src, e.toks[j-1].end, e.toks[j].start); !strings.EqualFold(gap, " was the ") && !strings.EqualFold(gap, " were the ") {
		return
	}
	elo, _ := nameRun(e, j-1)
	clo, _ := nameRun(c.Text, i-1)
	k.doubt(AnchorAbsent, p.span(e.toks[elo].start, e.toks[j].end), "%s says %q; the claim says %q", k.where,
		p.text(e.toks[elo].start, e.toks[j].end), k.claimText(c.toks[clo].start, c.toks[i].end))
}

// rankedAfter reports whether gap, the text between a complement and a
// later word, ranks that word after it: "nausea, followed by headache".
func rankedAfter(gap string) bool {
	return strings.HasPrefix(strings.TrimSpace(gap), ",") && (indexFold(gap, "followed by") >= 0 || indexFold(gap, " then ") >= 0 || indexFold(gap, "ahead of") >= 0)
}

// complementOther leaves unverified an English claim "the S is C" whose
// subject the best passage gives another complement after a form of
// "be", where the passage has the claim's complement only in another
// clause, or after it ranked below: "The most common side effect is
// nausea" against "The most common side effect is headache; nausea is
// rare", or "… is headache, followed by nausea".
func (k *checker) complementOther() {
	c, p := k.c, k.joinedBest()
	ranked := false // the passage ranks words after another: "nausea, followed by headache"
	if p == nil {
		if p = k.englishBest(); p == nil || len(p.Text.src) > maxClauseText || !rankedAfter(p.Text.src[max(strings.IndexByte(p.Text.src, ','), 0):]) {
			return
		}
		ranked = true
	}
	if len(c.toks) < 2 {
		return
	}
	if first, rest, _ := strings.Cut(strings.TrimSpace(c.src[:c.toks[0].start]), " "); !strings.EqualFold(first, "the") || strings.Contains(strings.TrimSpace(rest), " ") {
		return // a definite subject, said to be one thing: "The most common side effect"
	}
	i := complementOf(c.Text)
	if i < 0 || c.toks[i].dup || c.toks[i].verbForm() || !c.toks[i].noun() && !c.toks[i].is(fName) || !k.covered(i) {
		return
	}
	e := p.Text
	cls := k.clauses()
	if len(cls) < 2 && !ranked {
		return
	}
	// The passage's subject: the claim's subject words, in order, right
	// before a form of "be" and a word the claim does not have.
	for j := i; j < len(e.toks); j++ {
		if w, at := lastWordBefore(e.src, e.toks[j].start); !beForms[w] || e.toks[j-1].end+1 != int32(at) {
			continue
		}
		same := true
		for s := range i {
			if j-i+s < 0 || !c.matches(s, &e.toks[j-i+s]) {
				same = false
				break
			}
		}
		u := &e.toks[j]
		if !same || c.matches(i, u) || k.claimSays(u) || !u.noun() && !u.is(fName) || u.verbForm() || u.is(fName) != c.toks[i].is(fName) {
			continue // a name for a name, a noun for a noun
		}
		ci := clauseAt(cls, u.start)
		for m := range e.toks {
			if c.matches(i, &e.toks[m]) && clauseAt(cls, e.toks[m].start) == ci && !rankedAfter(e.src[u.end:e.toks[m].start]) {
				return // the claim's complement is in the same clause: "is a painter and writer"
			}
		}
		from := e.toks[j-i].start
		for n := 0; n < 2; n++ {
			if w, at := lastWordBefore(e.src, from); w == "the" || w == "most" {
				from = int32(at)
			}
		}
		k.doubt(AnchorAbsent, p.span(from, u.end), "%s says %q; the claim says %q", k.where,
			p.text(from, u.end), k.claimText(int32(len(c.src)-len(strings.TrimLeft(c.src, " "))), c.toks[i].end))
		return
	}
}

// clauseModifiers leaves unverified an English claim that gives a noun
// the word before it that the best passage gives it in one clause, where
// a clause that holds more of the claim's other words gives it another:
// "The landlord handles minor repairs" against "The tenant is responsible
// for minor repairs; the landlord handles structural repairs".
func (k *checker) clauseModifiers() {
	c := k.c
	p := k.joinedBest()
	if p == nil || len(c.toks) < 3 {
		return
	}
	e := p.Text
	var cls []clause
	for i := 1; i < len(c.toks); i++ {
		m, t := &c.toks[i-1], &c.toks[i]
		byName := namedNoun(c.Text, i) // "the Team plan" against "the Enterprise plan"
		if !byName && !modifiedNoun(c.Text, i) {
			continue
		}
		if cls == nil {
			if cls = k.clauses(); len(cls) < 2 {
				return
			}
		}
		said, other := -1, -1 // the clauses where the noun has the claim's word before it, and another
		otherAt := -1
		for j := 1; j < len(e.toks); j++ {
			u, w := &e.toks[j], &e.toks[j-1]
			if !c.matches(i, u) || !adjacent(e.src, w.end, u.start) {
				continue
			}
			ci := clauseAt(cls, u.start)
			if !hasVerb(e, clause{cls[ci].start, w.start}, false) && !slices.Contains(e.sentStarts, cls[ci].start) && !subjectOf(e, cls[ci], j) &&
				!(strings.HasSuffix(strings.TrimRight(e.src[:cls[ci].start], " "), ";") && hasVerb(e, cls[ci], false)) {
				continue // no verb of its own before it: "and shipbuilding industries" after "entered …"
			}
			switch {
			case c.matches(i-1, w):
				said = ci
			case (byName || !w.is(fName)) && !k.claimSays(w) && !w.verbForm():
				other, otherAt = ci, j
			}
		}
		if said < 0 || other < 0 || said == other {
			continue
		}
		// The claim's other words: more in the other clause than in the
		// one that gives its word, and no name of the claim in that one
		// ("Chappie" of "lent his voice for the animated film Chappie").
		inSaid, inOther, named := 0, 0, false
		valSaid, valOther := false, false
		for x := range c.toks {
			if x == i || x == i-1 || c.toks[x].dup {
				continue
			}
			for j := range e.toks {
				if c.matches(x, &e.toks[j]) && c.toks[x].negated() == e.toks[j].negated() {
					switch clauseAt(cls, e.toks[j].start) {
					case said:
						inSaid++
						named = named || c.toks[x].is(fName)
					case other:
						inOther++
					}
				}
			}
		}
		for _, t := range c.nums {
			for _, m := range e.nums {
				if m.Value != t.Value {
					continue
				}
				switch clauseAt(cls, int32(m.Start)) {
				case said:
					inSaid++ // "gold members get 16 GB" holds the claim's "16 GB" of storage
					valSaid = true
				case other:
					inOther++
					valOther = true
				}
			}
		}
		// A value of the claim only the clause that gives its word holds
		// ties the claim to it: "the Team tier includes 200 GB" after "the
		// Starter tier includes 5 GB of backup space".
		if named || valSaid && !valOther || inOther <= inSaid {
			continue
		}
		cl := cls[other]
		k.doubt(AnchorAbsent, p.span(e.toks[otherAt-1].start, e.toks[otherAt].end), "the claim says %q where %s says %q, in %q",
			c.src[m.start:t.end], k.where, e.src[e.toks[otherAt-1].start:e.toks[otherAt].end], clauseText(e.src[cl.start:cl.end]))
		return
	}
}

// phraseOfOther leaves unverified an English claim that gives a word the
// phrase after it ("JSON by default") where the best passage gives that
// phrase to another word, in another part joined to the one that holds
// the claim's word with a phrase of its own: "The API returns XML by
// default and JSON on request".
func (k *checker) phraseOfOther() {
	p, at := k.englishAt()
	if p == nil || !hasSpaced(p.Text.src, " and ") && !strings.Contains(p.Text.src, ", ") {
		return // the common case: no parts to give the phrase to
	}
	c, e := k.c, p.Text
	var cuts []int32 // read once a claim's phrase is found elsewhere
	for i := 0; i+1 < len(c.toks); i++ {
		x, y := at[i], at[i+1]
		if x < 0 || y <= 0 || y == x+1 || x+1 >= len(e.toks) || c.toks[i].seg != c.toks[i+1].seg {
			continue
		}
		gap := strings.ToLower(between(c.src, c.toks[i].end, c.toks[i+1].start))
		if w, _ := wordAfter(gap, 0); !phrasePreps[w] || len(strings.Fields(gap)) > 2 {
			continue // "JSON by default", "online on the day"
		}
		if !strings.EqualFold(between(e.src, e.toks[y-1].end, e.toks[y].start), gap) || k.claimSays(&e.toks[y-1]) {
			continue // the passage gives the phrase to a word the claim does not have
		}
		if w, _ := wordAfter(e.src, int(e.toks[x].end)); !phrasePreps[w] || k.claimSays(&e.toks[x+1]) {
			continue // and the claim's word a phrase of its own
		}
		if cuts == nil {
			if cuts = e.conjunctCuts(); len(cuts) == 0 {
				return
			}
		}
		if !partsParallel(e, cuts, x, y) {
			continue
		}
		k.doubt(AnchorAbsent, p.span(e.toks[y-1].start, e.toks[y].end), "the claim says %s; %s says %s",
			quote(k.claimText(c.toks[i].start, c.toks[i+1].end)), k.where, quote(p.text(e.toks[y-1].start, e.toks[y].end)))
		return
	}
}

// partsParallel reports whether word x of passage text e, with the
// phrase after it, and word y, with the word before it, by cuts, make
// two parts joined by "and", "or", "but", "while" or "whereas", one right
// after the other, each holding only those words and their phrases: "XML
// by default and JSON on request" for y "default" and x "JSON".
func partsParallel(e *Text, cuts []int32, x, y int) bool {
	part := func(j int) int { return conjunctOf(cuts, e.toks[j].start) }
	px, py := part(x), part(y)
	if px != part(x+1) || py != part(y-1) || px != py+1 && py != px+1 {
		return false
	}
	// The first part's last word and the second's first, with the join
	// between them.
	last, first := y, x
	if px < py {
		last, first = x+1, y-1
	}
	if last+1 != first {
		return false
	}
	for _, w := range strings.Fields(strings.ToLower(between(e.src, e.toks[last].end, e.toks[first].start))) {
		switch strings.Trim(w, ",;") {
		case "and", "or", "but", "while", "whereas":
			return true
		}
	}
	return false
}

// phrasePreps open the phrases phraseOfOther reads.
var phrasePreps = setOf(`by on in at for with from via`)

// modifierOfOther leaves unverified an English claim that gives a noun
// the word before it and a name after a preposition, where the best
// passage gives the noun and that name with another word before the
// noun, and the claim's word to the noun elsewhere: "financial support
// from Orrin" against "financial support from Kel, and political support
// from Orrin".
func (k *checker) modifierOfOther() {
	c := k.c
	p := k.englishBest()
	if p == nil || len(c.toks) < 3 {
		return
	}
	e := p.Text
	for i := 1; i+1 < len(c.toks); i++ {
		if !k.covered(i-1) || !k.covered(i+1) || !modifiedNoun(c.Text, i) || !c.toks[i+1].is(fName) && (c.toks[i+1].dup || !c.toks[i+1].noun() || c.toks[i+1].verbForm()) {
			continue // the passage has the modifier and what follows the preposition, or the claim says no more than it
		}
		prep := prepOf(between(c.src, c.toks[i].end, c.toks[i+1].start))
		if !modifierPreps[lower(prep)] {
			continue
		}
		other, said := -1, false
		for j := 1; j+1 < len(e.toks); j++ {
			u, w := &e.toks[j], &e.toks[j-1]
			if !c.matches(i, u) || !adjacent(e.src, w.end, u.start) {
				continue
			}
			if c.matches(i-1, w) {
				said = true
				continue
			}
			if c.matches(i+1, &e.toks[j+1]) && strings.EqualFold(prepOf(between(e.src, u.end, e.toks[j+1].start)), prep) &&
				!w.is(fName) && !w.verbForm() && !k.claimSays(w) && (w.noun() || w.hasPOS(lexicon.Adj)) {
				other = j
			}
		}
		if other < 0 || !said {
			continue
		}
		n := lastNameWord(e, other+1)
		sp, says, claimed := p.span(e.toks[other-1].start, e.toks[n].end), e.src[e.toks[other-1].start:e.toks[n].end], c.src[c.toks[i-1].start:c.toks[lastNameWord(c.Text, i+1)].end]
		if w, cw := e.toks[other-1].word, c.toks[i-1].word; prefixed(w, cw) || prefixed(cw, w) {
			// "paid leave for fathers" against "unpaid leave for
			// fathers": the passage's word there is the claim's, negated.
			k.fail(NegationMismatch, sp, "the claim says %q; %s says %q", claimed, k.where, says)
			return
		}
		k.doubt(AnchorAbsent, sp, "the claim says %q; %s says %q", claimed, k.where, says)
		return
	}
}

// modifierMoved leaves unverified an English claim that gives a noun a
// word before it that the best passage gives another noun of a list,
// where the passage gives the claim's noun a word or a number of its own
// and nowhere the claim's word: "unlimited seats" against "10 seats and
// unlimited projects".
func (k *checker) modifierMoved() {
	c := k.c
	p := k.englishBest()
	if p == nil || len(c.toks) < 2 {
		return
	}
	e := p.Text
	for i := 1; i < len(c.toks); i++ {
		if m := &c.toks[i-1]; !modifiedNoun(c.Text, i) || !m.hasPOS(lexicon.Adj) && (m.is(fName) || !m.noun() || m.verbForm()) {
			continue // "unlimited seats", "film director"
		}
		if i+1 < len(c.toks) && adjacent(c.src, c.toks[i].end, c.toks[i+1].start) && c.toks[i+1].noun() {
			continue // the noun says which of another: "television" of "low-ranking television show"
		}
		own, moved := -1, -1 // the claim's noun with its own word before it; the claim's word before another noun
		said := false
		for j := 1; j < len(e.toks); j++ {
			u, w := &e.toks[j], &e.toks[j-1]
			near := adjacent(e.src, w.end, u.start)
			switch {
			case c.matches(i, u) && near && c.matches(i-1, w):
				said = true
			case c.matches(i, u) && (near && !w.is(fName) && !k.claimSays(w) && (w.noun() || w.hasPOS(lexicon.Adj)) || numberRightBefore(e, u.start) >= 0):
				own = j // "10 seats"; not "broadsheet format" where the claim says "broadsheet" too
			case w.stem == c.toks[i-1].stem && near && u.noun() && !k.claimSays(u):
				moved = j // the claim's word itself, not a form of it: "reality" is no "real"
			}
		}
		if said || own < 0 || moved < 0 || !listApart(e, own, moved) || stemBefore(e, own, c.toks[i-1].stem) {
			continue
		}
		if !c.toks[i-1].hasPOS(lexicon.Adj) && !nextItems(e, own, moved) {
			continue // a noun's noun, moved within a list only: "television director, film producer"
		}
		from := e.toks[own-1].start
		if n := numberRightBefore(e, e.toks[own].start); n >= 0 {
			from = int32(e.nums[n].Start)
		}
		k.doubt(AnchorAbsent, p.span(e.toks[moved-1].start, e.toks[moved].end), "the claim says %q; %s says %q and %q",
			c.src[c.toks[i-1].start:c.toks[i].end], k.where, e.src[from:e.toks[own].end], e.src[e.toks[moved-1].start:e.toks[moved].end])
		return
	}
}

// unboundWords say that an amount has no bound: "unlimited data".
var unboundWords = setOf(`unlimited limitless uncapped`)

// amountCapped fails an English claim that calls a noun unlimited where
// the best passage gives that noun an amount and nowhere calls it
// unlimited: "unlimited data" against "20 GB of data" (and against
// "unlimited calls and texts and 20 GB of data"). The nouns joined to
// the claim's by "and" are unlimited too: "unlimited calls and texts"
// against "unlimited calls and 500 texts".
func (k *checker) amountCapped() {
	c := k.c
	p := k.englishBest()
	if p == nil {
		return
	}
	e := p.Text
	for i := 0; i+1 < len(c.toks); i++ {
		if w := c.toks[i].word; len(w) < 8 || w[0] != 'u' && w[0] != 'l' || !unboundWords[w] || !adjacent(c.src, c.toks[i].end, c.toks[i+1].start) {
			continue
		}
		for n := nounRunEnd(c.Text, i+1); n >= 0; n = joinedNoun(c.Text, n) {
			said, amount, at := false, -1, -1
			for j := range e.toks {
				if !c.matches(n, &e.toks[j]) {
					continue
				}
				j0 := j // the run's first word: "2 TB of cloud storage"
				for j0 > 0 && j-j0 < 2 && adjacent(e.src, e.toks[j0-1].end, e.toks[j0].start) && e.toks[j0-1].noun() {
					j0--
				}
				if unboundBefore(e, j0) {
					said = true // "unlimited data", "unlimited mobile data", "unlimited calls and texts"
				}
				if a := amountBefore(e, j0); a >= 0 && amount < 0 {
					amount, at = a, j
				}
			}
			if said || amount < 0 {
				continue
			}
			k.fail(BoundMismatch, p.span(int32(amount), e.toks[at].end), "the claim says %q; %s says %q",
				c.src[c.toks[i].start:c.toks[n].end], k.where, e.src[amount:e.toks[at].end])
			return
		}
	}
}

// nounRunEnd returns the last noun of the run of nouns that opens at word
// i of t, written one after another: "cloud storage"; i itself if none
// follows.
func nounRunEnd(t *Text, i int) int {
	for i+1 < len(t.toks) && adjacent(t.src, t.toks[i].end, t.toks[i+1].start) && t.toks[i+1].noun() && !t.toks[i+1].verbForm() {
		i++
	}
	return i
}

// joinedNoun returns the end of the run of nouns that "and", "or" or a
// comma joins to the noun that ends at word n of t, with nothing else
// between, or -1: "texts" of "calls and texts".
func joinedNoun(t *Text, n int) int {
	if n+1 >= len(t.toks) || !joinGap(between(t.src, t.toks[n].end, t.toks[n+1].start)) || !t.toks[n+1].noun() {
		return -1
	}
	return nounRunEnd(t, n+1)
}

// joinGap reports whether gap joins two nouns of one list: " and ",
// " or ", ", ", ", and ".
func joinGap(gap string) bool {
	switch gap {
	case " and ", " or ", ", ", ", and ", ", or ":
		return true
	}
	return false
}

// unboundBefore reports whether a word of unboundWords stands right
// before the run of nouns that opens at word j0 of t, or before a noun
// joined to it by "and" ("unlimited calls and texts"), with no number
// between.
func unboundBefore(t *Text, j0 int) bool {
	for b := j0 - 1; b >= 0; b-- {
		gap := between(t.src, t.toks[b].end, t.toks[b+1].start)
		if unboundWords[t.toks[b].word] {
			return adjacent(t.src, t.toks[b].end, t.toks[b+1].start)
		}
		if !t.toks[b].noun() || !adjacent(t.src, t.toks[b].end, t.toks[b+1].start) && !joinGap(gap) {
			return false
		}
	}
	return false
}

// countCaps open the bounds of boundWords that say how many of a thing
// there are at most: "up to five unused days". ("As many as" stresses a
// count more often than it caps one.)
var countCaps = []string{"up to ", "at most ", "no more than ", "not more than ", "a maximum of ", "maximum of "}

// capDropped leaves unverified an English claim without numbers that
// opens with a thing the best passage counts under a cap: "Unused
// vacation days carry over" against "Up to five unused vacation days carry
// over". The claim speaks of them all, the passage of five at most. A
// claim that says "some" of them says no more than the passage, nor one
// that has the thing after its verb: "Velmora will cut jobs" on "…
// up to 300 jobs" says that some are cut.
func (k *checker) capDropped() {
	p, at := k.englishAt()
	if p == nil || len(k.c.nums) > 0 || len(p.Text.bounds) == 0 {
		return // the common case
	}
	c, e := k.c, p.Text
	for _, b := range e.bounds {
		if b.dir >= 0 || !slices.ContainsFunc(countCaps, func(w string) bool { return strings.HasPrefix(b.phrase, w) }) {
			continue
		}
		first := tokenAfter(e, e.nums[b.tok].End)
		if first < 0 {
			continue // "up to $500 for lost luggage": no thing counted
		}
		last := first // the words counted: "unused vacation days", up to a verb
		for last+1 < len(e.toks) && last-first < 3 && adjacent(e.src, e.toks[last].end, e.toks[last+1].start) && !e.toks[last+1].verbForm() {
			last++
		}
		for i := range c.toks {
			if at[i] < first || at[i] > last || !c.toks[i].noun() {
				continue
			}
			lo, hi := i, i // the claim's words for the thing: "unused vacation days"
			for lo > 0 && adjacent(c.src, c.toks[lo-1].end, c.toks[lo].start) && !c.toks[lo-1].verbForm() {
				lo--
			}
			for hi+1 < len(c.toks) && adjacent(c.src, c.toks[hi].end, c.toks[hi+1].start) && !c.toks[hi+1].verbForm() && at[hi+1] >= first && at[hi+1] <= last {
				hi++
			}
			if lo > 0 {
				return // "Velmora will cut jobs" on "… up to 300 jobs": some jobs, of a number capped
			}
			if lv, _ := quantifierBefore(c.Text, c.toks[lo].start); lv > 0 && lv < 5 {
				return // "some unused days"
			}
			k.doubt(ConditionDropped, p.span(b.start, e.toks[last].end), "%s says %s; the claim says %s", k.where, quote(e.src[b.start:e.toks[last].end]), quote(c.src[c.toks[lo].start:c.toks[hi].end]))
			return
		}
	}
}

// endlessWords say that a state has no end: "kept indefinitely".
var endlessWords = setOf(`indefinitely forever`)

// termCapped fails an English claim that says a state lasts without end
// where the best passage gives it a term and no such word: "Logs are kept
// indefinitely" against "Logs are retained for 90 days".
func (k *checker) termCapped() {
	c := k.c
	p := k.englishBest()
	if p == nil || len(c.nums) > 0 || len(p.Text.nums) == 0 {
		return
	}
	e := p.Text
	for i := 1; i < len(c.toks); i++ {
		if w := c.toks[i].word; len(w) < 7 || !endlessWords[w] || !k.covered(i-1) {
			continue
		}
		if slices.ContainsFunc(e.toks, func(u tok) bool { return endlessWords[u.word] }) {
			return
		}
		for _, n := range e.nums {
			if w, _ := lastWordBefore(e.src, int32(n.Start)); w != "for" {
				continue
			}
			if u, end, ok := unitAfter(e.src, n.End); ok && u.dim == dimDuration {
				k.fail(BoundMismatch, p.span(int32(n.Start), int32(end)), "the claim says %q; %s says %q",
					c.src[c.toks[i].start:c.toks[i].end], k.where, "for "+e.src[n.Start:end])
				return
			}
		}
	}
}

// partEnd returns where the conjunct of text t that holds byte at ends,
// before the join of the next: "Admission is free for children under 12"
// of "… under 12 and $15 for adults".
func partEnd(t *Text, at int32) int32 {
	cuts := t.conjunctCuts()
	i := conjunctOf(cuts, at)
	if i >= len(cuts) {
		return int32(len(strings.TrimRight(t.src, " .;")))
	}
	_, hi := conjunctSpan(cuts, i, len(t.src))
	for _, j := range conjunctJoins {
		if strings.HasSuffix(t.src[:hi], j) {
			return hi - int32(len(j))
		}
	}
	return hi
}

// freeDenials are the words that say a thing costs nothing in the
// passage's own words: "free", "no charge", "waived".
var freeDenials = setOf(`free waived complimentary charge cost`)

// noChargeWords are the nouns of a charge that "no" before them makes
// free: "no fee", "no charge".
var noChargeWords = setOf(`fee fees charge charges cost`)

// noBefore reports whether "no" stands right before byte start of src,
// perhaps with "extra" or "additional" between ("no fee", "no extra
// charge"), and returns where it starts.
func noBefore(src string, start int32) (int, bool) {
	w, at := lastWordBefore(src, start)
	if w == "extra" || w == "additional" {
		w, at = lastWordBefore(src, int32(at))
	}
	return at, w == "no"
}

// priceOfFree fails an English claim that calls a thing free ("free",
// or "no fee" and the like), with no
// amount or condition of its own (its numbers all the passage's), where the best passage gives it a price
// and nowhere says that anything costs nothing: "Wire transfers are free"
// against "Wire transfers carry a fee of $25".
func (k *checker) priceOfFree() {
	c := k.c
	p := k.englishBest()
	if p == nil || len(p.Text.nums) == 0 || slices.ContainsFunc(c.conds, func(cd cond) bool {
		return !slices.ContainsFunc(p.Text.conds, func(ed cond) bool { return ed.cue == cd.cue })
	}) {
		return // a condition of the claim's own, which the passage does not give
	}
	for _, q := range c.nums {
		// A number of the claim's own is the passage's, and no price: "up
		// to 24 hours before departure" of both.
		if q.Kind == numbers.Currency || !slices.ContainsFunc(p.Text.nums, func(n numbers.Token) bool { return n.Value == q.Value && n.Kind == q.Kind }) {
			return
		}
	}
	free := slices.IndexFunc(c.toks, func(t tok) bool { return t.word == "free" })
	if free < 0 {
		// "There is no fee for towels": a charge denied by "no" right
		// before it says free, and is the claim's only denial.
		free = slices.IndexFunc(c.toks, func(t tok) bool { return noChargeWords[t.word] && t.negated() })
		if free < 0 || len(c.cues) != 1 {
			return
		}
		if _, no := noBefore(c.src, c.toks[free].start); !no {
			return
		}
	} else if firstNegation(c.Text) != "" {
		return
	}
	for i := range c.toks {
		if i != free && !k.covered(i) {
			return // the claim's other words must be the passage's: the price is of its thing
		}
	}
	if w, _ := wordAfter(c.src, int(c.toks[free].end)); w == "to" || w == "of" && !strings.HasPrefix(c.src[c.toks[free].end:], " of charge") {
		return // "free to join", "free of sugar": not of a price
	}
	said := "free" // the claim's words for it: "free", "no fee"
	if at, no := noBefore(c.src, c.toks[free].start); no && c.toks[free].word != "free" {
		said = c.src[at:c.toks[free].end]
	}
	e := p.Text
	if chargeNothing(e) != nil {
		return // "costs $4.99, or nothing for members": something costs nothing
	}
	other := -1 // a word that says it is free, in a part that names whom for, a word the claim does not say: "members use them free"
	otherEnd := int32(0)
	for j := range e.toks {
		u := &e.toks[j]
		if !freeDenials[u.word] || (u.word == "charge" || u.word == "cost") && !u.negated() {
			continue
		}
		forOther := false // "free for children under 12": for whom, a word the claim does not say
		if w, at := wordAfter(e.src, int(u.end)); w == "for" && j+1 < len(e.toks) && int(e.toks[j+1].start) == at+1 && !k.claimSays(&e.toks[j+1]) {
			forOther = true
		}
		if !forOther && !slices.ContainsFunc(e.toks[:j], func(v tok) bool { return v.seg == u.seg && v.noun() && !v.verbForm() && !k.claimSays(&v) }) {
			return // free, said of the claim's thing
		}
		if other < 0 {
			other, otherEnd = j, e.toks[j].end
			if forOther {
				otherEnd = partEnd(e, e.toks[j].end) // "Admission is free for children under 12"
			}
		}
	}
	for _, n := range e.nums {
		if n.Kind == numbers.Currency && strings.Trim(n.Value, "0.$€£ ") != "" {
			if other >= 0 {
				// "Lockers are free" against "Lockers cost $2 per day;
				// members use them free": free for some only.
				lo := e.toks[other].start
				for m := other - 1; m >= 0 && e.toks[m].seg == e.toks[other].seg; m-- {
					lo = e.toks[m].start
				}
				k.doubt(ConditionDropped, p.span(lo, otherEnd), "the claim says %q; %s gives a price, %q, and says it only in %q", said, k.where, n.Text, p.text(lo, otherEnd))
				return
			}
			k.fail(AntonymMismatch, p.span(int32(n.Start), int32(n.End)), "the claim says %q; %s gives a price: %q", said, k.where, n.Text)
			return
		}
	}
}

// commaNameApart fails an English claim that gives a name after a place
// and a comma, "in Austin, California", where the best passage gives the
// place with another name after its comma ("in Austin, Texas"), and
// nowhere with the claim's: the place it is in is another.
func (k *checker) commaNameApart() {
	c := k.c
	p := k.englishBest()
	if p == nil {
		return
	}
	e := p.Text
	if strings.IndexByte(c.src, ',') < 0 {
		return // the common case
	}
	for i := 0; i+1 < len(c.toks); i++ {
		a, b := &c.toks[i], &c.toks[i+1]
		if !a.is(fName) || !placeName(c.Text, i+1) || c.src[a.end:b.start] != ", " {
			continue
		}
		lo, _ := nameRun(c.Text, i)
		if w, _ := lastWordBefore(c.src, c.toks[lo].start); !placePrepositions[w] {
			continue // "In Germany, Blank Space charted": the name after the comma opens the clause
		}
		other := -1 // the passage's name after the claim's first name and a comma, not the claim's second
		for j := 0; j+1 < len(e.toks); j++ {
			u, v := &e.toks[j], &e.toks[j+1]
			if !c.matches(i, u) || !placeName(e, j+1) || e.src[u.end:v.start] != ", " {
				continue
			}
			if j+2 < len(e.toks) && e.toks[j+2].is(fName) && e.src[v.end:e.toks[j+2].start] == ", " {
				continue // a list: "Austria, Germany, Spain"
			}
			if c.matches(i+1, v) {
				other = -2 // the claim's pair itself
				break
			}
			if other == -1 {
				other = j + 1
			}
		}
		if other >= 0 {
			v := &e.toks[other]
			k.fail(NameMismatch, p.span(v.start, v.end), "the claim names %s; %s names %s, in %q", nameText(c.Text, b), k.where, nameText(e, v), e.src[e.toks[other-1].start:v.end])
			return
		}
	}
}

// placeName reports whether word j of t is a name of one word, no
// acronym nor party, that may name the place a place before it is in:
// "Texas" of "Austin, Texas", not "UK" (written "United Kingdom" too) nor
// "New" of "New Zealand".
func placeName(t *Text, j int) bool {
	u := &t.toks[j]
	if !u.is(fName) || u.is(fParty|fAcronym) || u.is(fInitial) {
		return false
	}
	return j+1 >= len(t.toks) || !t.toks[j+1].is(fName) || !adjacent(t.src, u.end, t.toks[j+1].start)
}

// amountBefore returns the byte where the amount of word j of t starts,
// where a number is right before the word ("500 minutes") or before "of"
// and the word, with one word of its own between ("20 GB of data"); -1
// if there is none.
func amountBefore(t *Text, j int) int {
	if n := numberRightBefore(t, t.toks[j].start); n >= 0 {
		return t.nums[n].Start
	}
	if j == 0 || strings.TrimSpace(between(t.src, t.toks[j-1].end, t.toks[j].start)) != "of" {
		return -1
	}
	if n := numberRightBefore(t, t.toks[j-1].start); n >= 0 {
		return t.nums[n].Start // "20 GB of data"
	}
	return -1
}

// particleDropped leaves unverified an English claim whose verb phrase
// ("called off", "taken over", "shut down") the best passage has as the
// bare verb, without the phrase's particle near it: "The deal was called
// off" against "The deal was called". The particle makes another verb.
func (k *checker) particleDropped() {
	p, at := k.englishAt()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	for i := range c.toks {
		t := &c.toks[i]
		if t.phr == 0 || at[i] < 0 {
			continue // the common case: no verb phrase
		}
		u := &e.toks[at[i]]
		if u.phr == t.phr || u.stem != t.stem {
			continue // the phrase itself, or a word it stands for ("cancelled")
		}
		part, pe := wordAfter(c.src, int(t.end))
		if !particles[part] || wordWithin(e.src, int(u.end), part, 3) {
			continue // "shut it down"
		}
		if next, _ := wordAfter(c.src, pe); next == "to" || next == "of" || c.numAt(pe+1) >= 0 {
			continue // "work up to 48 hours", "over 30": a bound, not a particle
		}
		k.doubt(AnchorAbsent, p.span(u.start, u.end), "%s says %q; the claim says %q", k.where, p.text(u.start, u.end), k.claimText(t.start, int32(pe)))
		return
	}
}

// numberNoun leaves unverified an English claim whose number the best
// passage has with another noun right after it, where the claim's noun
// after the number is elsewhere in the passage: "based on a 1995 film"
// against "a 1998 film based on the 1995 novel". The claim's noun is the
// passage's, but not of that number.
func (k *checker) numberNoun() {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.nums) == 0 {
		return
	}
	e := p.Text
	for _, t := range c.nums {
		if t.Kind != numbers.Integer {
			continue // a year or a count: "a 1995 novel"; "first" ranks, and "first installment" may be the "first movie"
		}
		ci := tokenAfter(c.Text, t.End)
		if ci < 0 || c.toks[ci].is(fName) || c.toks[ci].dup || !c.toks[ci].noun() || c.toks[ci].verbForm() {
			continue
		}
		held, other := false, -1
		for _, m := range e.nums {
			if m.Value != t.Value || m.Kind != t.Kind {
				continue
			}
			j := tokenAfter(e, m.End)
			switch {
			case j < 0:
				held = true // the number with no noun after it says nothing against the claim's
			case c.matches(ci, &e.toks[j]):
				held = true
			case j+1 < len(e.toks) && sideBySide(e, j):
				held = true // "1968 science fiction film": a word of what the noun after says
			case !e.toks[j].is(fName) && e.toks[j].noun() && !e.toks[j].verbForm() && !k.claimSays(&e.toks[j]):
				other = j
			default:
				held = true
			}
		}
		if held || other < 0 || !k.covered(ci) {
			continue
		}
		u := c.toks[ci]
		k.doubt(AnchorAbsent, p.span(e.toks[other].start, e.toks[other].end), "%s says %q; the claim says %q", k.where,
			p.text(int32(numberRightBeforeAt(e, other)), e.toks[other].end), k.claimText(int32(t.Start), u.end))
		return
	}
}

// numberRightBeforeAt returns where the number right before word j of t
// starts, or the word's start.
func numberRightBeforeAt(t *Text, j int) int {
	if n := numberRightBefore(t, t.toks[j].start); n >= 0 {
		return t.nums[n].Start
	}
	return int(t.toks[j].start)
}

// particleOpposites pairs the particles whose swap makes the opposite
// act: "check-in" and "check-out", "log in" and "log out", "turn on" and
// "turn off".
var particleOpposites = map[string]string{"in": "out", "out": "in", "up": "down", "down": "up", "on": "off", "off": "on"}

// particleOpposed fails an English claim whose word with a particle
// right after it ("check-in", "log in") the chosen passage that holds the
// word has with the opposite particle ("check-out", "log out").
func (k *checker) particleOpposed() {
	c := k.c
	if k.englishBest() == nil {
		return
	}
	for i := range c.toks {
		if !k.covered(i) || c.toks[i].is(fName) {
			continue
		}
		cp, ce := particleAfter(c.src, int(c.toks[i].end))
		if cp == "" {
			continue // the common case
		}
		p := &k.ev.Passages[k.cov[k.firstOf(i)]]
		j := k.at[k.cov[k.firstOf(i)]][k.firstOf(i)]
		if j < 0 || p.Text.lang != English {
			continue
		}
		e := p.Text
		u := &e.toks[j]
		if u.stem != c.toks[i].stem {
			continue
		}
		op := particleOpposites[cp]
		if !slices.ContainsFunc(e.toks, func(v tok) bool { return v.stem == u.stem && particleIs(e.src, int(v.end), op) }) {
			continue // the common case: the passage has no opposite particle
		}
		if j, end, ok := k.valueParticle(i, e, u.stem, op); ok {
			// The claim's value is the other particle's: "turns off at 6
			// am" against "turns off at 10 pm and turns on at 6 am".
			v := &e.toks[j]
			k.fail(AntonymMismatch, p.span(v.start, int32(end)), "%s says %q; the claim says %q", k.where, p.text(v.start, int32(end)), k.claimText(c.toks[i].start, int32(ce)))
			return
		}
		ep, ee := particleAfter(e.src, int(u.end))
		if ep != op {
			continue
		}
		if slices.ContainsFunc(e.toks, func(v tok) bool { q, _ := particleAfter(e.src, int(v.end)); return v.stem == u.stem && q == cp }) {
			continue // the passage has the claim's too: "turn off at 10 pm and turn on at 6 am"
		}
		k.fail(AntonymMismatch, p.span(u.start, int32(ee)), "%s says %q; the claim says %q", k.where, p.text(u.start, int32(ee)), k.claimText(c.toks[i].start, int32(ce)))
		return
	}
}

// valueParticle returns the word of e with the stem and the particle op
// after it, and where its part ends, that is the only one of its stem in
// the part of e (its conjunct) that gives a number of claim word i's
// part: "turns
// on at 6 am" of "turns off at 10 pm and turns on at 6 am" for "turns off
// at 6 am".
func (k *checker) valueParticle(i int, e *Text, stem, op string) (int, int, bool) {
	cuts := e.conjunctCuts()
	if len(cuts) == 0 || len(k.c.nums) == 0 {
		return 0, 0, false
	}
	ccuts := k.claimCuts()
	found, end, ok := -1, 0, false
	sameValues(k.c, e, func(x, y numbers.Token) bool {
		if conjunctOf(ccuts, int32(x.Start)) != conjunctOf(ccuts, k.c.toks[i].start) {
			return false // another part's value: "turns off at 10 pm and turns on at 6 am"
		}
		part := conjunctOf(cuts, int32(y.Start))
		for j := range e.toks {
			v := &e.toks[j]
			if v.stem != stem || conjunctOf(cuts, v.start) != part {
				continue
			}
			q, qe := particleAfter(e.src, int(v.end))
			if q != op || found >= 0 {
				found = -1
				return true // the claim's particle too, or two of its stem: undecided
			}
			found, end = j, qe
		}
		if found >= 0 {
			end, ok = max(end, y.End), true
			return true
		}
		return false
	})
	return found, end, ok
}

// particleIs reports whether particle p is written right after byte at
// of src, as particleAfter reads it.
func particleIs(src string, at int, p string) bool {
	q, _ := particleAfter(src, at)
	return q == p
}

// particleAfter returns the particle of particleOpposites written right
// after byte at of src, past a hyphen or one space, and where it ends:
// "in" of "check-in"; "" where there is none.
func particleAfter(src string, at int) (string, int) {
	if at >= len(src) || src[at] != '-' && src[at] != ' ' {
		return "", 0
	}
	w, end := wordAt(src, at+1)
	if _, ok := particleOpposites[w]; !ok {
		return "", 0
	}
	return w, end
}

// wordWithin reports whether word w is among the n words of src after byte at.
func wordWithin(src string, at int, w string, n int) bool {
	for range n {
		x, end := wordAfter(src, at)
		if x == "" {
			return false
		}
		if x == w {
			return true
		}
		at = end
	}
	return false
}

// listApart reports whether words a and b of t are in two items of a
// list: a comma, "and", "or" or a semicolon between them. (Not
// conjunctCuts, which cuts at "but" and "while" too: "printed in
// broadsheet format … but switched to compact size" gives the format
// one clause of its change.)
func listApart(t *Text, a, b int) bool {
	lo, hi := min(a, b), max(a, b)
	gap := strings.ToLower(t.src[t.toks[lo].end:t.toks[hi].start])
	return strings.ContainsAny(gap, ",;") || hasSpaced(gap, " and ") || hasSpaced(gap, " or ")
}

// nextItems reports whether the two-word items of t that end at words a
// and b are next to each other in a list, with nothing but a comma,
// "and" or "or" between them, and no name in either: "television
// director, film producer".
func nextItems(t *Text, a, b int) bool {
	lo, hi := min(a, b), max(a, b)
	if lo < 1 || hi-lo != 2 {
		return false
	}
	for _, j := range [...]int{lo - 1, lo, hi - 1, hi} {
		if t.toks[j].is(fName) {
			return false
		}
	}
	switch strings.ToLower(between(t.src, t.toks[lo].end, t.toks[hi-1].start)) {
	case ", ", " and ", " or ", ", and ", ", or ":
		return true
	}
	return false
}

// stemBefore reports whether one of the three words of t before word j,
// with no comma or semicolon between, has the stem: "grey" of "a grey
// and red naked head".
func stemBefore(t *Text, j int, stem string) bool {
	for m := j - 1; m >= 0 && m >= j-4; m-- {
		if strings.ContainsAny(t.src[t.toks[m].end:t.toks[m+1].start], ",;") {
			return false
		}
		if t.toks[m].stem == stem {
			return true
		}
	}
	return false
}

// prepOf returns the gap between two words without its spaces and
// without an article at its end: "of" of " of the ".
func prepOf(gap string) string {
	gap = strings.TrimSpace(gap)
	for _, a := range [...]string{" the", " a", " an", " The"} {
		gap = strings.TrimSuffix(gap, a)
	}
	return gap
}

// modifierPreps are the prepositions after which modifierOfOther reads
// a name as the noun's.
var modifierPreps = setOf(`from to by for in of with on at`)

// lastNameWord returns the last word of the name that word j of t opens.
func lastNameWord(t *Text, j int) int {
	_, hi := nameRun(t, j)
	return hi
}

// modifiedNoun reports whether word i of text t is a noun with a word
// right before it that says which: "flood" of "flood damage"; not a name,
// a repeated word, nor a measure ("553 ft tall").
func modifiedNoun(t *Text, i int) bool {
	return !t.toks[i-1].is(fName) && nounAfter(t, i)
}

// namedNoun reports whether token i of t is a noun with a name right
// before it: "plan" of "the Team plan".
func namedNoun(t *Text, i int) bool {
	return t.toks[i-1].is(fName) && nounAfter(t, i)
}

// nounAfter reports whether token i of t is a noun, not a name, right
// after a word of its own, not after a number.
func nounAfter(t *Text, i int) bool {
	m, u := &t.toks[i-1], &t.toks[i]
	return !u.is(fName) && !u.dup && !m.dup && adjacent(t.src, m.end, u.start) && u.noun() && !u.hasPOS(lexicon.Adj) && numberRightBefore(t, m.start) < 0
}

// severalPassages returns the best passage where it is English and the
// claim's words are taken from more than one chosen passage; else nil,
// the common case.
func (k *checker) severalPassages() *Passage {
	if len(k.used) < 2 {
		return nil
	}
	return k.englishBest()
}

// passageModifiers is clauseModifiers across the chosen passages: an
// English claim whose noun the best passage gives with another word
// before it, and the claim's word before it only another passage gives,
// is unverified: "The plan includes dental care" on "The plan includes
// vision care." and "Dental care costs extra."
func (k *checker) passageModifiers() {
	c := k.c
	p := k.severalPassages()
	if p == nil || len(c.toks) < 3 {
		return // the common case: one passage
	}
	e, bi := p.Text, k.used[0]
	for i := 1; i < len(c.toks); i++ {
		if !modifiedNoun(c.Text, i) {
			continue
		}
		if mi := k.firstOf(i - 1); k.cov[mi] < 0 || k.cov[mi] == bi {
			continue // the best passage has the word before too, or no passage has
		}
		other := -1 // the best passage's word before the noun, where it has another
		for j := 1; j < len(e.toks); j++ {
			u, w := &e.toks[j], &e.toks[j-1]
			if !c.matches(i, u) || !adjacent(e.src, w.end, u.start) {
				continue
			}
			if c.matches(i-1, w) {
				other = -1
				break
			}
			if other < 0 && !w.is(fName) && !k.claimSays(w) && !w.verbForm() {
				other = j
			}
		}
		if other < 0 {
			continue
		}
		m, t := &c.toks[i-1], &c.toks[i]
		k.doubt(AnchorAbsent, p.span(e.toks[other-1].start, e.toks[other].end), "the claim says %q where %s says %q; %q is another sentence's",
			c.src[m.start:t.end], k.where, e.src[e.toks[other-1].start:e.toks[other].end], c.src[m.start:m.end])
		return
	}
}

// subjectOf reports whether word j of English text t and the word before
// it open clause cl, and the word after it is a verb: "flood damage" of
// "; flood damage is excluded", "; dental care costs extra".
func subjectOf(t *Text, cl clause, j int) bool {
	if j < 1 || j > 1 && t.toks[j-2].end > cl.start || t.toks[j-1].start < cl.start {
		return false
	}
	w, end := wordAfter(t.src, int(t.toks[j].end))
	return w != "" && hasVerb(t, clause{t.toks[j].start, int32(end)}, false)
}

// passageNames is passageModifiers for names: an English claim whose
// name after a preposition ("by the WHO", "in Asia") only another
// passage gives, where the best passage has another name after that
// word, is unverified: "The report was published by the WHO" on "The
// report was published by UNICEF." and "The WHO commented on it."
func (k *checker) passageNames() {
	c := k.c
	p := k.severalPassages()
	if p == nil {
		return // the common case: one passage
	}
	e, bi := p.Text, k.used[0]
	for i := range c.toks {
		t := &c.toks[i]
		if !t.is(fName) || t.dup {
			continue
		}
		if ci := k.firstOf(i); k.cov[ci] < 0 || k.cov[ci] == bi {
			continue
		}
		if k.nameOfHead(p, i) {
			return
		}
		if i > 0 && c.toks[i-1].is(fName) && adjacent(c.src, c.toks[i-1].end, t.start) {
			continue // a name's first word only
		}
		w := wordBeforeThe(c.src, t.start)
		if !prepositions[w] && w != "by" {
			continue
		}
		for j := range e.toks {
			u := &e.toks[j]
			if !u.is(fName) || j > 0 && e.toks[j-1].is(fName) && adjacent(e.src, e.toks[j-1].end, u.start) || k.claimSays(u) {
				continue
			}
			if wordBeforeThe(e.src, u.start) != w {
				continue
			}
			k.doubt(AnchorAbsent, p.span(u.start, u.end), "the claim says %q %s where %s says %q %s; %s is another sentence's",
				w, c.src[t.start:t.end], k.where, w, e.src[u.start:u.end], c.src[t.start:t.end])
			return
		}
	}
}

// passagePhrases is passageNames for any noun: an English claim that
// gives a word of its best passage a phrase ("available on all plans")
// whose words only another passage gives, where the best passage gives
// that word a phrase of other words after the same preposition
// ("available on Pro and Enterprise"), is unverified: the other passage
// says the phrase's words of something else ("Every plan includes email
// support").
func (k *checker) passagePhrases() {
	p := k.severalPassages()
	if p == nil {
		return // the common case: one passage
	}
	c, e, at := k.c, p.Text, k.bestAt()
	for i := 0; i+1 < len(c.toks); i++ {
		x := at[i]
		if x < 0 || x+1 >= len(e.toks) || at[i+1] >= 0 || !k.covered(i+1) || c.toks[i].seg != c.toks[i+1].seg {
			continue
		}
		gap := strings.Fields(strings.ToLower(between(c.src, c.toks[i].end, c.toks[i+1].start)))
		if len(gap) == 0 || len(gap) > 2 || !phrasePreps[gap[0]] {
			continue
		}
		u := &e.toks[x+1]
		if eg := strings.Fields(strings.ToLower(between(e.src, e.toks[x].end, u.start))); len(eg) == 0 || len(eg) > 2 || eg[0] != gap[0] {
			continue // the passage gives the word no phrase after that preposition
		}
		if k.claimSays(u) || !u.is(fName) && !u.noun() {
			continue
		}
		n := nounRunEnd(e, lastNameWord(e, x+1))
		for m := joinedNoun(e, n); m >= 0; m = joinedNoun(e, m) {
			n = m // "Pro and Enterprise"
		}
		end := e.toks[n].end
		k.doubt(AnchorAbsent, p.span(e.toks[x].start, end), "the claim says %s; %s says %s",
			quote(k.claimText(c.toks[i].start, c.toks[nounRunEnd(c.Text, i+1)].end)), k.where, quote(p.text(e.toks[x].start, end)))
		return
	}
}

// nameOfHead leaves unverified an English claim whose name i (its first
// word), which only another passage gives, names a noun after it that
// best passage p gives with another name of its own: "Single sign-on is
// included in the Starter plan" on "The Team plan includes … single
// sign-on." and "The Starter plan costs $9." It reports whether it did.
func (k *checker) nameOfHead(p *Passage, i int) bool {
	c, e := k.c, p.Text
	_, hi := nameRun(c.Text, i)
	h := hi + 1 // the noun the name says which of: "plan"
	if h >= len(c.toks) || c.toks[h].is(fName) || !adjacent(c.src, c.toks[hi].end, c.toks[h].start) || !c.toks[h].noun() {
		return false
	}
	for j := 1; j < len(e.toks); j++ {
		u, n := &e.toks[j-1], &e.toks[j]
		if !u.is(fName) || n.is(fName) || !c.matches(h, n) || !adjacent(e.src, u.end, n.start) || k.claimSays(u) {
			continue
		}
		lo, _ := nameRun(e, j-1)
		k.doubt(AnchorAbsent, p.span(e.toks[lo].start, n.end), "the claim says %q where %s says %q; %q is another sentence's",
			c.src[c.toks[i].start:c.toks[h].end], k.where, e.src[e.toks[lo].start:n.end], c.src[c.toks[i].start:c.toks[hi].end])
		return true
	}
	return false
}

// passageSubjects is passageModifiers for the subject: an English claim
// whose subject, opening it, only another passage gives, where the best
// passage opens with another subject of its kind (both names or
// neither, or both people) and the claim's next word, is unverified:
// "Nurses received a 4% raise" on "Doctors received a 4% raise." and
// "Nurses received 2%."; "The Basic plan includes 1 TB" on "Acme's Pro
// plan includes 1 TB." and "The Basic plan costs $10."
func (k *checker) passageSubjects() {
	c := k.c
	p := k.severalPassages()
	if p == nil || len(c.toks) < 3 {
		return // the common case: one passage
	}
	e, bi := p.Text, k.used[0]
	n := sharedNames(c, e, 2)
	if n+1 >= len(e.toks) || k.cov[n] < 0 || k.cov[n] == bi || c.toks[n].dup || !opensText(c.src, int(c.toks[n].start)) {
		return
	}
	// The passage's subject: the word before its match of the claim's word
	// after the claim's subject, opening the passage or after an owner
	// ("Acme's Pro plan" for "The Basic plan").
	m := n + 1
	if j := k.at[bi][n+1]; j > n+1 && adjacent(e.src, e.toks[j-1].end, e.toks[j].start) && possessive(e, j-2) {
		m = j
	}
	t, u := &c.toks[n], &e.toks[m-1]
	if m == n+1 && !opensText(e.src, int(u.start)) {
		return
	}
	if t.is(fName) != u.is(fName) && !(isA(t.word, "person") && isA(u.word, "person")) {
		return // a name and a word that may say what it is: "The K2" and "The grinder"; not "The CEO" and "The founder"
	}
	if k.claimSays(u) || !c.matches(n+1, &e.toks[m]) || !adjacentWords(c.src, t.end, c.toks[n+1].start) && !adjacent(c.src, t.end, c.toks[n+1].start) {
		return // the passage says it of one of the claim's words, or not right after its subject
	}
	k.doubt(AnchorAbsent, p.span(u.start, u.end), "the claim says it of %q where %s says it of %q; %q is another sentence's",
		c.src[t.start:t.end], k.where, e.src[u.start:u.end], c.src[t.start:t.end])
}

// passageObjects leaves unverified an English claim whose subject, opening
// it, the best passage gives, and whose other words another passage adds
// that opens with a subject of its own the claim does not say: "Refunds
// are issued to the original card" on "Refunds are issued as store
// credit." and "Exchanges go to the original card."
func (k *checker) passageObjects() {
	c := k.c
	p := k.severalPassages()
	if p == nil || len(c.toks) < 3 || k.cov[0] != k.used[0] || !opensText(c.src, int(c.toks[0].start)) {
		return // the common case: one passage
	}
	for _, pi := range k.used[1:] {
		o := &k.ev.Passages[pi]
		took := -1 // a word of the claim only this passage gives
		for i := range c.toks {
			if !c.toks[i].dup && k.cov[i] == pi && !c.toks[i].is(fName) {
				took = i
				break
			}
		}
		if took < 0 || len(o.Text.toks) == 0 {
			continue
		}
		s := openingSubject(o.Text)
		if s < 0 {
			continue
		}
		u := &o.Text.toks[s]
		if u.is(fName) || k.claimSays(u) || !u.noun() || k.saysNameOf(o.Text) {
			continue // a passage that names what the claim names speaks of it: "Local group Riverside Traders warned"
		}
		t, end := &c.toks[took], o.Text.toks[phraseEnd(o.Text, s)].end
		k.doubt(AnchorAbsent, o.span(u.start, end), "the claim says %q of %q; %s says it of %q",
			c.src[t.start:t.end], c.src[c.toks[0].start:c.toks[phraseEnd(c.Text, 0)].end], k.where, o.Text.src[u.start:end])
		return
	}
}

// openingSubject returns the word that opens English text t, past an
// opening phrase of a preposition and up to three words that a comma
// ends ("In summer, the café"), where it opens t or that part; or -1.
func openingSubject(t *Text) int {
	if len(t.toks) == 0 {
		return -1
	}
	w, _ := wordAt(t.src, skipSpace(t.src, 0))
	comma := strings.IndexByte(t.src, ',')
	if !prepositions[w] || comma < 0 || len(strings.Fields(t.src[:comma])) > 4 {
		if opensText(t.src, int(t.toks[0].start)) {
			return 0
		}
		return -1
	}
	rest := t.src[comma+1:]
	for j := range t.toks {
		if at := int(t.toks[j].start); at > comma {
			if !opensText(rest, at-comma-1) {
				return -1
			}
			return j
		}
	}
	return -1
}

// passageVerbs leaves unverified an English claim whose verb, a past
// form, and the word after it the best passage gives, and whose other
// words another passage adds that has the same verb of something else:
// "If you do not show up, you are charged one night" on "Late
// cancellations are charged one night." and "No-shows are charged the
// full stay." What the claim says is done is said of another case.
func (k *checker) passageVerbs() {
	c := k.c
	p := k.severalPassages()
	if p == nil || len(c.toks) < 3 {
		return // the common case: one passage
	}
	at := k.bestAt()
	for _, pi := range k.used[1:] {
		o, ato := &k.ev.Passages[pi], k.at[pi]
		if !slices.ContainsFunc(k.cov, func(x int) bool { return x == pi }) {
			continue // it adds none of the claim's words
		}
		for v := 0; v+1 < len(c.toks); v++ {
			t, w := &c.toks[v], &c.toks[v+1]
			if !t.verb() || t.is(fName) || at[v] < 0 || ato[v] < 0 || at[v+1] <= at[v] || at[v+1]-at[v] > 2 || !near(c.src, t.end, w.start) {
				continue // not a verb and the word after it that the best passage gives together, with the verb in this one
			}
			j := ato[v]
			if j+1 >= len(o.Text.toks) || o.Text.toks[j].word != t.word || !t.verbForm() || !o.Text.toks[j].verbForm() || !near(o.Text.src, o.Text.toks[j].end, o.Text.toks[j+1].start) {
				continue
			}
			if u := &o.Text.toks[j+1]; k.claimSays(u) || u.is(fName) {
				continue // what it is done to, the claim says
			}
			k.doubt(AnchorAbsent, o.whole(), "%s says %s; the claim's %q it says of another case: %s",
				k.where, quote(o.Text.src), c.src[t.start:w.end], quote(p.Text.src))
			return
		}
	}
}

// saysNameOf reports whether text e has a name the claim says.
func (k *checker) saysNameOf(e *Text) bool {
	for j := range e.toks {
		if e.toks[j].is(fName) && k.claimSays(&e.toks[j]) {
			return true
		}
	}
	return false
}

// joinedSubject returns the first word of the subject of word j of
// English text t, where j follows a form of "be" after a phrase of up to
// four words, with no mark between, that opens the text or a clause after
// one of clauseJoins, perhaps after an article, a quantifier or an ordinal:
// "month" of "; the first month is free", "fungi" of "and most fungi are
// multicellular"; and where the clause's words start, past its join.
func joinedSubject(t *Text, j int) (lo int, at int32, ok bool) {
	if j == 0 {
		return 0, 0, false
	}
	if w, at := lastWordBefore(t.src, t.toks[j].start); !beForms[w] || t.toks[j-1].end+1 != int32(at) {
		return 0, 0, false
	}
	lo = j - 1
	for lo > 0 && j-lo < 4 && adjacent(t.src, t.toks[lo-1].end, t.toks[lo].start) {
		lo--
	}
	// The join, and at most two words that are no tokens between it and
	// the phrase: an article, a quantifier, an ordinal ("the first").
	start := t.toks[lo].start
	from := int32(0)
	if lo > 0 {
		from = t.toks[lo-1].end
	}
	if from > start {
		return 0, 0, false // words of a script read in overlapping pairs
	}
	if lo == 0 {
		if before := t.src[:start]; len(strings.Fields(before)) <= 2 && !strings.ContainsAny(before, ",;:()") {
			return lo, int32(len(before) - len(strings.TrimLeft(before, " "))), true // the phrase opens the text
		}
	}
	for _, jn := range clauseJoins {
		if at := strings.LastIndex(t.src[from:start], jn); at >= 0 {
			between := t.src[int(from)+at+len(jn) : start]
			if n := len(strings.Fields(between)); n <= 2 && !strings.ContainsAny(between, ",;:()") {
				return lo, from + int32(at+len(jn)), true
			}
		}
	}
	return 0, 0, false
}

// joinedBest returns the best passage where it is English, of a size
// the clause checks read, and may hold more than one clause (a join of
// clauseJoins); else nil, the common case.
func (k *checker) joinedBest() *Passage {
	p := k.englishBest()
	if p == nil || len(p.Text.src) > maxClauseText {
		return nil
	}
	e := p.Text
	if e.marksLazy && !hasSpaced(e.src, " but ") && !hasSpaced(e.src, " and ") && !hasSpaced(e.src, " while ") && !strings.Contains(e.src, "; ") || !e.marksLazy && !e.joins {
		return nil // one clause
	}
	return p
}

// wordBeforeThe returns the word before byte start of src, past "the":
// "in" of "in the US".
func wordBeforeThe(src string, start int32) string {
	w, j := lastWordBefore(src, start)
	if w == "the" {
		w, _ = lastWordBefore(src, int32(j))
	}
	return w
}

// sameUnit reports whether claim number t and passage number m, of
// dimension d, count the same thing: a plain number needs the word after
// it to be a form of the claim's ("30 managers", "12 managers"); other
// numbers carry their unit.
func (k *checker) sameUnit(t numbers.Token, e *Text, m numbers.Token, d dim) bool {
	if d != dimPlain {
		return true
	}
	c := k.c
	ci := -1
	for i := range c.toks {
		if int(c.toks[i].start) >= t.End {
			if strings.TrimSpace(c.src[t.End:c.toks[i].start]) == "" {
				ci = i
			}
			break
		}
	}
	if ci < 0 {
		return false
	}
	for j := range e.toks {
		if int(e.toks[j].start) >= m.End {
			if strings.TrimSpace(e.src[m.End:e.toks[j].start]) == "" && c.matches(ci, &e.toks[j]) {
				return true
			}
			break
		}
	}
	if bareCount(e, m) {
		// "hired 500 engineers and plans to hire 200 more", "… 200
		// this year": the number counts what the number before does.
		for n := len(e.nums) - 1; n >= 0; n-- {
			if p := e.nums[n]; p.End <= m.Start {
				return p.Kind == m.Kind && k.sameUnit(t, e, p, d)
			}
		}
	}
	return false
}

// clauses returns the clauses of the best passage, read once.
func (k *checker) clauses() []clause {
	if !k.clausesRead {
		k.clausesRead = true
		if p := k.best(); p != nil {
			k.clauseList = p.Text.clauseList()
		}
	}
	return k.clauseList
}

// clauseText returns clause s trimmed of its join and its marks, and cut
// to about 80 bytes at a space.
func clauseText(s string) string {
	s = strings.Trim(s, " ,;.")
	for _, j := range clauseJoins {
		if w := strings.TrimSpace(j); len(s) > len(w) && strings.EqualFold(s[:len(w)], w) && s[len(w)] == ' ' {
			s = s[len(w)+1:]
			break
		}
	}
	if len(s) > 80 {
		if i := strings.LastIndexByte(s[:80], ' '); i > 0 {
			s = s[:i] + " …"
		}
	}
	return s
}

// hasParty reports whether t names a defined party.
func (t *Text) hasParty() bool {
	for i := range t.toks {
		if t.toks[i].is(fParty) {
			return true
		}
	}
	return false
}

// elidedNoun returns the word of e that clause ci of cls leaves out where
// it opens with an owner's "'s" and no noun after it, but a verb or a
// number ("and Orrin's is Tom Berg", "and Orrin's 3%"): the noun after an
// owner's "'s" in the clause before, "chief executive" of "Velmora's
// chief executive is Ida Rask, and Orrin's is Tom Berg", whose second
// clause says that Orrin's chief executive is Tom Berg. It returns -1
// where the clause leaves none out.
func elidedNoun(e *Text, cls []clause, ci int) int {
	if ci == 0 || ci >= len(cls) {
		return -1
	}
	cl, prev := cls[ci], cls[ci-1]
	if j := moreOf(e, cl, prev); j >= 0 {
		return j
	}
	q := slices.IndexFunc(e.toks, func(u tok) bool { return u.start >= cl.start })
	if q < 0 || e.toks[q].end > cl.end {
		return -1
	}
	// The owner is a few words written together: "Orrin's", "the Tolm
	// plant's".
	for n := 0; !possessive(e, q); n++ {
		if n == 2 || q+1 >= len(e.toks) || !adjacent(e.src, e.toks[q].end, e.toks[q+1].start) {
			return -1
		}
		q++
	}
	if q+1 < len(e.toks) && e.toks[q+1].end <= cl.end {
		if gap := between(e.src, e.toks[q].end, e.toks[q+1].start); !copula(gap) && !(gap == " " && e.toks[q+1].verbForm()) && !e.numIn(e.toks[q].end, e.toks[q+1].start) {
			return -1 // "Orrin's chief executive": the noun is its own; not "Orrin's 3%"
		}
	}
	for j := range e.toks {
		u := &e.toks[j]
		if u.start < prev.start || j+1 >= len(e.toks) || e.toks[j+1].end > prev.end || !possessive(e, j) {
			continue
		}
		if n := &e.toks[j+1]; ownedNoun(e.src, n) && spacesOnly(between(e.src, u.end, n.start)) {
			return j + 1
		}
	}
	return -1
}

// bareCount reports whether number m of e is a count that names nothing
// after it: "200 more", "15 this year", "15." — what it counts is said
// before.
func bareCount(e *Text, m numbers.Token) bool {
	if m.Kind != numbers.Integer {
		return false
	}
	w, _ := wordAfter(e.src, m.End)
	if w == "" {
		return m.End == len(e.src) || strings.ContainsRune(".,;", rune(e.src[m.End]))
	}
	return bareCountWords[w]
}

// bareCountWords are the words after a count that name nothing it
// counts: "200 more", "15 this year", "30 by March".
var bareCountWords = setOf(`more this next by in during within before until`)

// moreOf returns the word of e that clause cl leaves out where it counts
// it by a bare number (bareCount), "and plans to hire 200 more": the noun
// right after the last number of the clause before, prev ("engineers" of
// "hired 500 engineers"). It returns -1 where there is none.
func moreOf(e *Text, cl, prev clause) int {
	more := false
	last := -1 // the last number of prev
	for n, m := range e.nums {
		if int32(m.Start) >= prev.start && int32(m.End) <= prev.end {
			last = n
		}
		if int32(m.Start) >= cl.start && int32(m.End) <= cl.end && bareCount(e, m) {
			more = true
		}
	}
	if !more || last < 0 {
		return -1
	}
	end := int32(e.nums[last].End)
	for j := range e.toks {
		if u := &e.toks[j]; u.start >= end {
			if spacesOnly(e.src[end:u.start]) && u.end <= prev.end && !u.is(fName) && !u.verbForm() {
				return j
			}
			return -1
		}
	}
	return -1
}

// ownedNoun reports whether t is a noun an owner's "'s" may have: a
// common word, or an acronym of one ("CEO").
func ownedNoun(src string, t *tok) bool {
	return (!t.is(fName) || strings.ToUpper(src[t.start:t.end]) == src[t.start:t.end]) && t.noun()
}

// ownersCrossed fails a claim that gives an owner what the best passage
// gives another, where the passage's second owner leaves out the noun of
// the first (see elidedNoun): "Orrin's chief executive is Ida Rask", and
// "Velmora's chief executive is Tom Berg", against "Velmora's chief
// executive is Ida Rask, and Orrin's is Tom Berg".
func (k *checker) ownersCrossed() {
	p, at := k.englishAt()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	if !strings.Contains(c.src, "'s ") && !strings.Contains(c.src, "’s ") || !slices.ContainsFunc(c.toks, func(t tok) bool { return t.is(fName) }) {
		return // the common case: no owner's "'s"
	}
	cls := k.clauses()
	if len(cls) < 2 {
		return
	}
	for i := 0; i+1 < len(c.toks); i++ {
		if !possessive(c.Text, i) || !ownedNoun(c.src, &c.toks[i+1]) || between(c.src, c.toks[i].end, c.toks[i+1].start) != " " {
			continue
		}
		// The owner's name: "Orrin" of "Orrin's", "Tolm" of "the Tolm
		// plant's".
		owner := -1
		for m := i; m >= 0 && m >= i-2; m-- {
			if c.toks[m].is(fName) && at[m] >= 0 {
				owner = m
				break
			}
			if m > 0 && !adjacent(c.src, c.toks[m-1].end, c.toks[m].start) {
				break
			}
		}
		if owner < 0 {
			continue
		}
		oc := clauseAt(cls, e.toks[at[owner]].start)
		end := int32(len(c.src)) // the claim's clause of the owner: what it gives the owner
		if ccl := c.clauseList(); ccl != nil {
			end = ccl[clauseAt(ccl, c.toks[i].start)].end
		}
		for m := i + 2; m < len(c.toks) && c.toks[m].end <= end; m++ {
			if !c.toks[m].is(fName) || c.toks[m].dup || at[m] < 0 {
				continue
			}
			vc := clauseAt(cls, e.toks[at[m]].start)
			if vc == oc || vc-oc != 1 && oc-vc != 1 {
				continue
			}
			n := elidedNoun(e, cls, max(oc, vc))
			if n < 0 || e.toks[n].stem != c.toks[i+1].stem || k.inClause(m, cls[oc]) {
				continue
			}
			cl := cls[oc]
			_, hi := nameRun(c.Text, m)
			k.fail(NameMismatch, p.span(cl.start, cl.end), "the claim says %s; %s says %s", quote(k.claimText(c.toks[owner].start, c.toks[hi].end)), k.where, quote(clauseText(e.src[cl.start:cl.end])))
			return
		}
	}
}

// inClause reports whether claim word i has a match in clause cl of the
// best passage.
func (k *checker) inClause(i int, cl clause) bool {
	e := k.best().Text
	for j := range e.toks {
		if u := &e.toks[j]; u.start >= cl.start && u.end <= cl.end && k.c.matches(i, u) {
			return true
		}
	}
	return false
}

// subjectWords returns the words of t from byte lo up to its clause's
// first verb or number, the clause ending at byte hi: "the city" of "and
// the city 800,000", "the Kel metropolitan area" of "the Kel metropolitan
// area has a population of 2 million". A verb is a word after the first.
func subjectWords(t *Text, lo, hi int32) (from, to int) {
	from = sort.Search(len(t.toks), func(j int) bool { return t.toks[j].start >= lo })
	to = from
	if from < len(t.toks) && t.toks[from].verbForm() && !t.toks[from].is(fName) {
		return from, from // "but enrolled 320": the subject before carries on
	}
	for prev := lo; to < len(t.toks) && t.toks[to].end <= hi; to++ {
		u := &t.toks[to]
		if to > from && (u.verbForm() || presentVerb(t, to)) || clauseVerbIn(between(t.src, prev, u.start)) || t.numIn(prev, u.start) {
			break
		}
		prev = u.end
	}
	return from, to
}

// clauseVerbIn reports whether gap holds a word of clauseVerbs.
func clauseVerbIn(gap string) bool {
	for w := range strings.FieldsSeq(strings.ToLower(gap)) {
		w = strings.Trim(w, ",.;:")
		if clauseVerbs[w] || strings.Contains(w, "’") && clauseVerbs[strings.ReplaceAll(w, "’", "'")] {
			return true
		}
	}
	return false
}

// numIn reports whether a number of t starts in bytes [lo, hi).
func (t *Text) numIn(lo, hi int32) bool {
	i := sort.Search(len(t.nums), func(i int) bool { return int32(t.nums[i].Start) >= lo })
	return i < len(t.nums) && int32(t.nums[i].Start) < hi
}

// numberOfOther leaves unverified a claim whose number the best passage
// gives in a clause of another subject, one the claim does not speak of,
// where a clause of the claim's subject gives another number of its
// kind: "The city has a population of 2 million" against "The
// metropolitan area has a population of 2 million, and the city
// 800,000"; "Velmora employs 400 people" against "Orrin employs 400
// people, and Velmora 250". Which clause a number is of is a reading,
// as for checkClause: not proven, not failed. A clause with no subject
// of its own ("and it draws 2 million visitors", "but enrolled 320")
// carries the one before.
func (k *checker) numberOfOther() {
	p := k.englishBest()
	if p == nil || len(k.soft) > 0 || len(k.c.nums) == 0 || len(k.c.nums) > 2 || len(p.Text.nums) < 2 || k.c.clauseList() != nil {
		return // an unproven claim has its reason: the pair checks' or the clause check's, of the same reading
	}
	c, e := k.c, p.Text
	if len(e.nums) < 2 {
		return // the common case: no other number
	}
	cls := k.clauses()
	if len(cls) < 2 {
		return
	}
	cf, ct := subjectWords(c.Text, 0, int32(len(c.src)))
	for _, n := range c.nums {
		if writtenYear(n) || n.Kind == numbers.Date {
			continue // a date's clause is checkVerbDate's
		}
		m := slices.IndexFunc(e.nums, func(en numbers.Token) bool { return en.Value == n.Value })
		if m < 0 {
			continue
		}
		vc := clauseAt(cls, int32(e.nums[m].Start))
		if beOpens(e.src[cls[vc].start:cls[vc].end]) {
			continue // "; it now has 800": the subject before carries on
		}
		vf, vt := subjectWords(e, cls[vc].start, cls[vc].end)
		// The claim's subject words the number's clause does not have.
		var apart []int
		for i := cf; i < ct; i++ {
			if !c.toks[i].dup && !slices.ContainsFunc(e.toks[vf:vt], func(u tok) bool { return c.matches(i, &u) }) {
				apart = append(apart, i)
			}
		}
		if vt == vf || len(apart) == 0 || !slices.ContainsFunc(e.toks[vf:vt], func(u tok) bool { return !k.claimSays(&u) }) {
			continue // the subject carried on, the claim's own, or one the claim speaks of: "the battery" of "and the battery for two years"
		}
		for oc, cl := range cls {
			if oc == vc {
				continue
			}
			of, ot := subjectWords(e, cl.start, cl.end)
			if !everyIn(c, apart, e.toks[of:ot]) {
				continue
			}
			o := slices.IndexFunc(e.nums, func(en numbers.Token) bool {
				return int32(en.Start) >= cl.start && int32(en.End) <= cl.end && !writtenYear(en) && en.Kind == n.Kind
			})
			if o < 0 || e.nums[o].Value == n.Value || k.claimHasNumberIn(e, cl.start, cl.end) {
				continue
			}
			k.doubt(AnchorAbsent, p.span(cl.start, cl.end), "the claim gives %s for %s; %s gives %s in %s and says %s", n.Text,
				k.claimText(c.toks[apart[0]].start, c.toks[apart[len(apart)-1]].end), k.where, e.nums[m].Text,
				quote(clauseText(e.src[cls[vc].start:cls[vc].end])), quote(clauseText(e.src[cl.start:cl.end])))
			return
		}
	}
}

// writtenYear reports whether number n is written as a year or opens
// with one: "2019", "1970s", "1970's"; not "2 million", whose value
// does.
func writtenYear(n numbers.Token) bool {
	return len(n.Text) >= 4 && yearText(n.Text[:4])
}

// everyIn reports whether each claim word of is has a match among us.
func everyIn(c *Claim, is []int, us []tok) bool {
	for _, i := range is {
		if !slices.ContainsFunc(us, func(u tok) bool { return c.matches(i, &u) }) {
			return false
		}
	}
	return true
}

// postClaim reads a claim that says who holds a post and no more: "Tom
// Berg is Velmora's chief executive", "Velmora's chief executive is Tom
// Berg". It returns the first and last word of the holder's name, and the
// claim's other words, each matched in the best passage. An owner's name
// ("Velmora's", "the Orrin club's") is no holder.
func (k *checker) postClaim(at []int) (holder [2]int, post []int, ok bool) {
	c := k.c
	holder[0] = -1
	for i := 0; i < len(c.toks); i++ {
		if !c.toks[i].is(fName) {
			continue
		}
		lo, hi := nameRun(c.Text, i)
		i = hi
		if possessive(c.Text, hi) || hi+1 < len(c.toks) && possessive(c.Text, hi+1) && adjacent(c.src, c.toks[hi].end, c.toks[hi+1].start) {
			continue // "Velmora's", "the Orrin club's": whose post
		}
		if holder[0] >= 0 {
			return holder, nil, false // two people: another check's
		}
		holder = [2]int{lo, hi}
	}
	if holder[0] < 0 || at[holder[0]] < 0 || !copulaBeside(c.Text, holder[0], holder[1]) {
		return holder, nil, false // the common case
	}
	before, after := false, false
	for i := range c.toks {
		if t := &c.toks[i]; !t.is(fName) && !t.dup {
			if at[i] < 0 {
				return holder, nil, false
			}
			before, after = before || i < holder[0], after || i > holder[1]
			post = append(post, i)
		}
	}
	if before == after || c.clauseList() != nil {
		return holder, nil, false
	}
	return holder, post, true
}

// postOfOther fails a claim that says who holds a post (see postClaim)
// where the best passage gives the post, in a clause that says who holds
// it, to another, and the claim's person, in a clause of their own,
// another post: "Tom Berg is Velmora's chief executive" against
// "Velmora's chief executive is Ida Rask, and its chair is Tom Berg". Where
// the passage gives the post to another by apposition ("Ida Rask, the
// club's coach, praised Tom Berg"), the claim is not proven.
func (k *checker) postOfOther() {
	p, at := k.englishAt()
	if p == nil {
		return
	}
	holder, post, ok := k.postClaim(at)
	if !ok {
		return
	}
	c, e := k.c, p.Text
	if k.postInApposition(p, at, holder, post) {
		return
	}
	cls := k.clauses()
	if len(cls) < 2 {
		return
	}
	// The clause that holds every word of the post, and the one that holds
	// the holder's name.
	pc, hc := -1, clauseAt(cls, e.toks[at[holder[0]]].start)
	for ci, cl := range cls {
		if !slices.ContainsFunc(post, func(i int) bool { return !k.inClause(i, cl) }) {
			pc = ci
			break
		}
	}
	if pc < 0 || pc == hc || !copula(e.src[cls[pc].start:cls[pc].end]) || !copula(e.src[cls[hc].start:cls[hc].end]) || elidedNoun(e, cls, hc) >= 0 {
		return // one clause says it, or the holder's leaves the post's noun out: "…, and Orrin's is Tom Berg" (see ownersCrossed)
	}
	// Each clause says who holds what: the post's names another holder,
	// and both put a form of "be" right beside the holder.
	hlo, hhi := nameRun(e, at[holder[0]])
	other := false
	for j := range e.toks {
		if u := &e.toks[j]; u.start >= cls[pc].start && u.end <= cls[pc].end && u.is(fName) && !possessive(e, j) && !k.claimSays(u) {
			lo, hi := nameRun(e, j)
			other = other || copulaBeside(e, lo, hi)
		}
	}
	if !other || !copulaBeside(e, hlo, hhi) {
		return
	}
	k.fail(NameMismatch, p.span(cls[pc].start, cls[pc].end), "the claim says %s; %s says %s and %s", quote(k.claimText(c.toks[0].start, c.toks[len(c.toks)-1].end)), k.where,
		quote(clauseText(e.src[cls[pc].start:cls[pc].end])), quote(clauseText(e.src[cls[hc].start:cls[hc].end])))
}

// postInApposition leaves unverified a claim of who holds a post whose
// words the best passage sets, between commas, beside another name:
// "Tom Berg is the club's coach" against "Ida Rask, the club's coach,
// praised Tom Berg" or "The coach, Ida Rask, praised Tom Berg". It
// reports whether it did.
func (k *checker) postInApposition(p *Passage, at []int, holder [2]int, post []int) bool {
	e := p.Text
	lo, hi := len(e.toks), -1
	for _, i := range post {
		lo, hi = min(lo, at[i]), max(hi, at[i])
	}
	if hi-lo > len(post)+1 {
		return false // the post's words apart: no one post
	}
	if hlo, hhi := nameRun(e, at[holder[0]]); copulaBeside(e, hlo, hhi) {
		return false // the passage says what the holder is
	}
	for n := 0; n < 2 && lo > 0 && adjacent(e.src, e.toks[lo-1].end, e.toks[lo].start); n++ {
		lo-- // the owner's words before the post: "Orrin club's"
	}
	name := -1
	if w, b := lastWordBefore(e.src, e.toks[lo].start); lo > 0 && e.toks[lo-1].is(fName) &&
		strings.TrimSpace(between(e.src, e.toks[lo-1].end, int32(b))) == "," && (articles[w] || int32(b+len(w)) == e.toks[lo].start) {
		name = lo - 1 // "Ida Rask, the coach,"
	} else if hi+1 < len(e.toks) && e.toks[hi+1].is(fName) && strings.TrimSpace(between(e.src, e.toks[hi].end, e.toks[hi+1].start)) == "," {
		name = hi + 1 // "The coach, Ida Rask,"
	}
	if name < 0 || k.claimSays(&e.toks[name]) {
		return false
	}
	nlo, nhi := nameRun(e, name)
	if !strings.HasPrefix(strings.TrimSpace(e.src[max(e.toks[nhi].end, e.toks[hi].end):]), ",") {
		return false // the apposition ends with a comma
	}
	k.doubt(AnchorAbsent, p.span(e.toks[min(lo, nlo)].start, e.toks[max(hi, nhi)].end), "%s gives %s to %s, not to %s", k.where,
		quote(p.text(e.toks[lo].start, e.toks[hi].end)), nameText(e, &e.toks[nlo]), nameText(k.c.Text, &k.c.toks[holder[0]]))
	return true
}

// copulaBeside reports whether a form of "be" stands right before or
// right after words lo to hi of t, past an article: "is Tom Berg", "Tom
// Berg is the".
func copulaBeside(t *Text, lo, hi int) bool {
	if w, _ := wordAfter(t.src, int(t.toks[hi].end)); beForms[w] {
		return true
	}
	w, at := lastWordBefore(t.src, t.toks[lo].start)
	if articles[w] {
		w, _ = lastWordBefore(t.src, int32(at))
	}
	return beForms[w]
}

// roleOfOther leaves unverified an English claim that says its subject,
// a name, is "the N" (of something), where the best passage says "the N
// is" or "was" another name: "Kel is the capital of Orrin" against "Kel
// is the largest city in Orrin; the capital is Brenn". It reports whether
// it did.
func (k *checker) roleOfOther() bool {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.toks) < 2 {
		return false
	}
	s := copulaFrom(c.Text, 1, 5, true)
	if s < 0 || !c.toks[s-1].is(fName) || !strings.HasSuffix(strings.ToLower(between(c.src, c.toks[s-1].end, c.toks[s].start)), " the ") {
		return false
	}
	e := p.Text
	for j := 0; j+1 < len(e.toks); j++ {
		u := &e.toks[j]
		if !c.matches(s, u) || u.is(fName) {
			continue
		}
		if w, _ := lastWordBefore(e.src, u.start); w != "the" {
			continue
		}
		m := j // the passage's last word of the claim's noun phrase: "chief executive"
		for d := 1; s+d < len(c.toks) && m+1 < len(e.toks) && spacesOnly(between(e.src, e.toks[m].end, e.toks[m+1].start)) && c.matches(s+d, &e.toks[m+1]); d++ {
			m++
		}
		if m+1 >= len(e.toks) {
			continue
		}
		gap := strings.ToLower(between(e.src, e.toks[m].end, e.toks[m+1].start))
		if gap != " is " && gap != " was " || !e.toks[m+1].is(fName) || k.claimSays(&e.toks[m+1]) {
			continue
		}
		lo, hi := nameRun(e, m+1)
		role := p.text(u.start, e.toks[m].end)
		k.doubt(AnchorAbsent, p.span(e.toks[lo].start, e.toks[hi].end), "the claim says %s is the %s; %s says the %s is %s",
			nameText(c.Text, &c.toks[s-1]), role, k.where, role, p.text(e.toks[lo].start, e.toks[hi].end))
		return true
	}
	return false
}

// kindOfSubject leaves unverified an English claim that says what a name
// is, "X is a film", where the best passage says what X is in a copula of
// its own and none of the words of that kind is the claim's kind, nor a
// kind of it: "Spider-Man 2 is a film" against "… the 2002 film
// Spider-Man, Spider-Man 2 is a television series". The claim's word is
// in the passage, but said of another thing.
func (k *checker) kindOfSubject() {
	if k.roleOfOther() {
		return
	}
	c, p := k.c, k.englishBest()
	if p == nil || len(c.toks) < 2 {
		return
	}
	s := copulaAt(c.Text, 1) // the claim's first word of what its subject is
	if s < 0 || !c.toks[s-1].is(fName) && (s != 1 || !opensText(c.src, int(c.toks[0].start))) {
		return // a name, or the noun the claim opens with: "Granite is a rock"
	}
	kind := nounPhrase(c.Text, s)
	if len(kind) == 0 {
		return
	}
	kind = kind[len(kind)-1:] // its head: "contestant" of "a game show contestant"
	if w, _ := wordAfter(c.src, int(c.toks[kind[0]].end)); w == "of" && kindWords[c.toks[kind[0]].word] && kind[0]+1 < len(c.toks) {
		kind[0]++ // "a type of weather": weather
		if c.toks[kind[0]].is(fName) || !noun(c.toks[kind[0]].word) {
			return
		}
	} else if w != "" && w != "by" && w != "from" || anyKindWords[c.toks[kind[0]].word] {
		return // a kind by what it is of, where or when ("a part of Indonesia", "a town in Kel", "a child during the war"), or a place of any kind
	}
	e := p.Text
	j := k.bestAt()[s-1] // the passage's word of the subject's last
	if j < 0 {
		return
	}
	from := copulaAfter(e, e.toks[j].end)
	if from < 0 {
		return // the passage says no "X is a …" of it
	}
	said := predicateNouns(e, from)
	if len(said) == 0 || slices.ContainsFunc(said, func(u int) bool { return nameWords[e.toks[u].word] }) {
		return // "X is the name of …": what it names is its kind
	}
	for _, i := range kind {
		for u := from; u <= said[len(said)-1]; u++ {
			if c.matches(i, &e.toks[u]) {
				return // the claim's kind, in any word of the passage's: "political figure" for "politician"
			}
		}
		for x, u := range said {
			head := x+1 == len(said) || said[x+1] != u+1 || !spacesOnly(between(e.src, e.toks[u].end, e.toks[u+1].start)) || pastForm(e.toks[u+1].word)
			if c.matches(i, &e.toks[u]) || head && isASCIIWord(e.toks[u].word) && personIsA(e.toks[u].word, c.toks[i].word) {
				return // the claim's kind, or a head noun that is a kind of it: not "American" of "an American film"
			}
		}
	}
	// What each says the subject is, from its article: "an album", "a
	// song".
	what := func(t *Text, s, last int) (int32, int32) {
		gap := between(t.src, t.toks[s-1].end, t.toks[s].start)
		at := t.toks[s].start
		for _, a := range [...]string{" a ", " an ", " the "} {
			if i := strings.LastIndex(strings.ToLower(gap), a); i >= 0 {
				at = t.toks[s-1].end + int32(i) + 1
				break
			}
		}
		return at, t.toks[last].end
	}
	pf, pt := what(e, from, said[len(said)-1])
	cf, ct := what(c.Text, s, kind[len(kind)-1])
	k.doubt(WordsMissing, p.span(pf, pt), "%s says %s is %s; the claim says %s", k.where,
		nameText(e, &e.toks[j]), quote(p.text(pf, pt)), quote(k.claimText(cf, ct)))
}

// copulaAt returns the first word of English claim t from word from on
// that follows a form of "be" and an article ("is a", "was an") right
// after the word before it: what t says that word is. It returns -1 if
// there is none.
func copulaAt(t *Text, from int) int { return copulaFrom(t, from, len(t.toks), false) }

// copulaFrom is copulaAt that looks at words from through to-1 only, and
// takes "is the" as a copula too if the is set.
func copulaFrom(t *Text, from, to int, the bool) int {
	for s := max(from, 1); s < min(to, len(t.toks)); s++ {
		if copulaGap(between(t.src, t.toks[s-1].end, t.toks[s].start), the) {
			return s
		}
	}
	return -1
}

// copulaAfter returns the word of English passage t that follows a form
// of "be" and an article ("is a", "was the") right after byte at, past
// what parentheses hold ("Moore (born 1984) is an American painter"), or
// -1: what t says the words before at are.
func copulaAfter(t *Text, at int32) int {
	rest := strings.TrimLeft(t.src[at:], " ")
	if strings.HasPrefix(rest, "(") {
		end := strings.IndexByte(rest, ')')
		if end < 0 || end > 160 {
			return -1
		}
		at = int32(len(t.src)-len(rest)+end) + 1
	}
	s := sort.Search(len(t.toks), func(s int) bool { return t.toks[s].start >= at })
	if s == len(t.toks) || !copulaGap(t.src[at:t.toks[s].start], true) {
		return -1
	}
	return s
}

// copulaGap reports whether gap, the text between two words, is a form
// of "be" and an article: "is a", "were an", and "is the" where the is
// set.
func copulaGap(gap string, the bool) bool {
	if len(gap) < 5 || !strings.Contains(gap, "is ") && !strings.Contains(gap, "was ") && !strings.Contains(gap, "are ") && !strings.Contains(gap, "were ") {
		return false // the common case: no copula between
	}
	ws := strings.Fields(strings.ToLower(strings.Trim(gap, `"'“”‘’ ,`)))
	if len(ws) == 3 && words.IsNumber(ws[0]) {
		ws = ws[1:] // the number that ends a name: "Spider-Man 2 is a"
	}
	if len(ws) != 2 || ws[0] != "is" && ws[0] != "was" && ws[0] != "are" && ws[0] != "were" {
		return false
	}
	return ws[1] == "a" || ws[1] == "an" || the && ws[1] == "the"
}

// nounPhrase returns the words of the noun phrase of English text t that
// opens at word s, past its adjectives, names and numbers, through a list
// ("an English comedian, screenwriter and producer"), to a preposition,
// a verb, a relative word or a mark that ends it: its nouns.
func nounPhrase(t *Text, s int) []int {
	var out []int
	for j := s; j < len(t.toks); j++ {
		u := &t.toks[j]
		if j > s {
			gap := strings.ToLower(strings.TrimSpace(between(t.src, t.toks[j-1].end, u.start)))
			switch gap {
			case "", ",", "and", ", and", "-", "or":
			default:
				return out
			}
		}
		if u.verbForm() || !isASCIIWord(u.word) {
			return out
		}
		if !u.is(fName) && u.noun() && !ordinalLike(u.word) {
			out = append(out, j)
		}
	}
	return out
}

// predicateNouns returns the nouns of English text t from word s on, to
// the end of what a copula before s says of its subject: the nouns of "a
// British-American actor and comedian, and a regular game show
// contestant", "the name of the new cat", "a Pakistani politician who is
// the current Deputy Prime Minister". A verb, a preposition other than
// "of", or a mark of another part (";", "(") ends it.
func predicateNouns(t *Text, s int) []int {
	var out []int
	for j := s; j < len(t.toks); j++ {
		u := &t.toks[j]
		if j > s {
			gap := strings.ToLower(between(t.src, t.toks[j-1].end, u.start))
			if strings.ContainsAny(gap, ";:()") || strings.Contains(gap, ". ") {
				return out
			}
			for _, rel := range [...]string{"who", "which", "that", "whose", "where"} {
				if hasWordFold(gap, rel) && !hasWordFold(gap, "is") && !hasWordFold(gap, "was") {
					return out
				}
			}
			for _, w := range strings.Fields(gap) {
				if prepositions[w] && (w != "of" || !ofWords[t.toks[j-1].word] && !kindWords[t.toks[j-1].word] && !nameWords[t.toks[j-1].word]) || w == "to" || w == "by" {
					return out // "an album by Ana Ruiz", "a sequel to the film Harrow": another's kind
				}
			}
		}
		if j > s && !u.is(fName) && (u.verbForm() && strings.HasSuffix(u.word, "ing") || pastForm(u.word)) && t.src[u.start-1] != '-' && !beforeNoun(t, j) {
			return out // "based on", "featuring", "held annually"; not "a feeling", "award-winning", "an animated series"
		}
		if isASCIIWord(u.word) && (u.is(fName) || u.noun()) {
			out = append(out, j) // a name's word too: "a Brazilian Concert"
		}
	}
	return out
}

// beforeNoun reports whether word j of t stands right before a noun, as
// a word that says which: "animated" of "an animated series".
func beforeNoun(t *Text, j int) bool {
	if j+1 >= len(t.toks) || !spacesOnly(between(t.src, t.toks[j].end, t.toks[j+1].start)) {
		return false
	}
	n := &t.toks[j+1]
	return !n.verbForm() && !pastForm(n.word) && n.noun()
}

// ofWords are the nouns whose kind is what they are of, or name, besides
// those of kindWords and nameWords: "a series of films", "a species of
// fish".
var ofWords = setOf(`species group groups set class series trilogy brand collection line family genus range`)

// nameWords are the nouns that say a name is the name of what follows
// them: "X is the name of Y's dog".
var nameWords = setOf(`name nickname title term word`)

// anyKindWords are the nouns of a thing or a place of any kind: "X is a place" holds
// of a castle, which WordNet makes a structure.
var anyKindWords = setOf(`place location site area thing object entity item`)

// ordinalLike reports whether w is an ordinal word, which names a place,
// not a kind: "second", "seventh".
func ordinalLike(w string) bool { return ordinalWords[w] > 0 }

// listItemsApart leaves unverified an English claim that joins two words by
// "and" or "or" where the best passage says one of them only in a clause
// of another subject than the claim's: "The tenant pays for electricity
// and water" against "The tenant pays for electricity; the landlord pays
// for water", "The plan covers dental and vision care" against "The plan
// covers dental care; vision care is sold separately". What the claim
// says of both, the passage says of one.
func (k *checker) listItemsApart() {
	c, p := k.c, k.joinedBest()
	if p == nil || len(c.toks) < 3 || !hasSpaced(c.src, " and ") && !hasSpaced(c.src, " or ") {
		return // the common case
	}
	switch strings.ToLower(strings.TrimSpace(c.src[:c.toks[0].start])) {
	case "", "the", "a", "an":
	default:
		return // the claim's first word is its subject
	}
	cls := k.clauses()
	if len(cls) < 2 || len(cls) > 64 {
		return
	}
	e := p.Text
	// The clauses that hold the claim's subject, its first word.
	var subj uint64
	for j := range e.toks {
		if c.matches(0, &e.toks[j]) {
			subj |= 1 << clauseAt(cls, e.toks[j].start)
		}
	}
	if subj == 0 {
		return
	}
	var ccls []clause // the claim's, read when first needed: "Sales rose, and profits rose too" joins clauses, not words
	cclsRead := false
	for i := 1; i+1 < len(c.toks); i++ {
		switch strings.ToLower(between(c.src, c.toks[i].end, c.toks[i+1].start)) {
		case " and ", " or ", ", ", ", and ", ", or ":
		default:
			continue
		}
		for _, x := range [2]int{i, i + 1} {
			var in uint64
			at := -1
			for j := range e.toks {
				if c.matches(x, &e.toks[j]) {
					in |= 1 << clauseAt(cls, e.toks[j].start)
					if at < 0 {
						at = j
					}
				}
			}
			if at < 0 || in&subj != 0 {
				continue
			}
			ci := clauseAt(cls, e.toks[at].start)
			if !k.listSubject(e, cls[ci], x) {
				continue
			}
			if !cclsRead {
				ccls, cclsRead = clausesOf(c.Text), true
			}
			if ccls != nil && clauseAt(ccls, c.toks[i].start) != clauseAt(ccls, c.toks[i+1].start) {
				continue
			}
			k.doubt(AnchorAbsent, p.span(cls[ci].start, cls[ci].end), "the claim says %q of %q; %s says it of another, in %q",
				k.claimText(c.toks[x].start, c.toks[x].end), k.claimText(c.toks[0].start, c.toks[0].end), k.where, clauseText(e.src[cls[ci].start:cls[ci].end]))
			return
		}
	}
}

// listSubject reports whether clause cl of passage text e opens, past
// its joining word and a determiner, with a subject of its own that no
// claim word but x names, right before its verb: a form of "be", an
// auxiliary or a modal ("vision care is sold separately"), or a verb of
// the claim said before x ("the landlord pays for water" of "pays for
// electricity and water"). Not a pronoun that carries the subject on ("it
// also covers"), nor a list's next item ("and shipbuilding industries").
func (k *checker) listSubject(e *Text, cl clause, x int) bool {
	c := k.c
	at := int(cl.start)
	for at < int(cl.end) && !isASCIILetter(e.src[at]) {
		at++
	}
	w, j := wordAt(e.src, at)
	switch w {
	case "and", "but", "or", "while", "whereas":
		w, _ = wordAfter(e.src, j)
	}
	switch w {
	case "", "it", "they", "he", "she", "we", "this", "these", "which", "who", "also", "then":
		return false
	}
	f := sort.Search(len(e.toks), func(i int) bool { return int(e.toks[i].start) >= at })
	if f == len(e.toks) || e.toks[f].end > cl.end {
		return false
	}
	for i := range c.toks {
		if i != x && c.matches(i, &e.toks[f]) {
			return false // the claim's subject, or what it is of: "his grandparents are"
		}
	}
	for m := f; m < f+3 && m < len(e.toks) && e.toks[m].end <= cl.end; m++ {
		if m > f && !adjacent(e.src, e.toks[m-1].end, e.toks[m].start) {
			return false
		}
		if v, _ := wordAfter(e.src, int(e.toks[m].end)); beForms[v] || auxiliaries[v] || modalWords[v] {
			return true
		}
		if n := m + 1; n < len(e.toks) && adjacent(e.src, e.toks[m].end, e.toks[n].start) && e.toks[n].verb() {
			for v := 0; v < x; v++ {
				if !c.toks[v].is(fName) && c.toks[v].verb() && c.matches(v, &e.toks[n]) {
					return true
				}
			}
		}
	}
	return false
}

// elidedVerbs are the English words that stand for a verb said before
// them, at the end of a clause: "only owners can", "but tenants may not".
var elidedVerbs = setOf(`can may will must should could would do does did is are was were has have had cannot cant wont doesnt dont didnt isnt arent`)

// elidedAfter reads the clause that word u of English text e ends with a
// word of elidedVerbs and no more ("only owners can.", "but tenants do
// not,"), and reports whether there is one and whether it denies.
func elidedAfter(e *Text, u *tok) (denies, ok bool) {
	rest := e.src[u.end:]
	i := 0
	var ws []string
	for len(ws) < 3 {
		for i < len(rest) && rest[i] == ' ' {
			i++
		}
		j := i
		for j < len(rest) && (isASCIILetter(rest[j]) || rest[j] == '\'') {
			j++
		}
		if j == i {
			break
		}
		ws = append(ws, strings.ReplaceAll(strings.ToLower(rest[i:j]), "'", ""))
		i = j
	}
	if i < len(rest) && !strings.ContainsRune(",;.", rune(rest[i])) {
		return false, false
	}
	switch {
	case len(ws) == 1 && elidedVerbs[ws[0]]:
		return negationCues[English][ws[0]], true
	case len(ws) == 2 && elidedVerbs[ws[0]] && (ws[1] == "not" || ws[1] == "never"):
		return true, true
	}
	return false, false
}

// wordsGap reports whether the few words between two words of the
// passage, gap, are those between the claim's two, claimGap, in any case,
// and hold no mark of a clause: "who" of "employees who resign", "by" of
// "book by phone".
func wordsGap(gap, claimGap string) bool {
	g := strings.TrimSpace(gap)
	return g != "" && len(g) <= 12 && !strings.ContainsAny(g, ",;:.()") && strings.EqualFold(g, strings.TrimSpace(claimGap))
}

// elidedOf returns the first word of the claim's subject, opening the
// claim, in the clause of the best passage that stands for the verb said
// before it, and whether that clause denies the verb the other clause
// says: "only owners can" of "Owners cannot delete user accounts" against
// "Admins cannot delete user accounts; only owners can", "the Basic plan
// does not" of "The Basic plan includes support" against "The Pro plan
// includes support; the Basic plan does not". The claim's other words
// are said before it.
func (k *checker) elidedOf() (u *tok, denies, ok bool) {
	p, at := k.englishAt()
	c := k.c
	if p == nil || len(c.toks) < 2 || at[0] < 0 || !opensText(c.src, int(c.toks[0].start)) {
		return nil, false, false
	}
	e := p.Text
	s := 0 // the subject's head: "opponent" of "The senator's opponent", "her opponent" in the passage
	for o := 0; o+1 < min(len(c.toks), 4) && adjacent(c.src, c.toks[o].end, c.toks[o+1].start); o++ {
		if possessive(c.Text, o) {
			if at[o+1] >= 0 {
				s = o + 1
			}
			break
		}
	}
	for ci := s + 1; ci < len(c.toks); ci++ {
		if c.toks[ci].stem != c.toks[s].stem {
			continue
		}
		if _, ok := elidedAfter(c.Text, &c.toks[ci]); ok {
			return nil, false, false // the claim says the clause that leaves out the verb itself
		}
	}
	for j := at[s]; j < len(e.toks); j++ {
		if !c.matches(s, &e.toks[j]) {
			continue
		}
		m := 0 // the subject's last word: "plan" of "the Basic plan does not"
		for s+m+1 < len(c.toks) && j+m+1 < len(e.toks) && c.matches(s+m+1, &e.toks[j+m+1]) && (adjacent(e.src, e.toks[j+m].end, e.toks[j+m+1].start) ||
			wordsGap(between(e.src, e.toks[j+m].end, e.toks[j+m+1].start), between(c.src, c.toks[s+m].end, c.toks[s+m+1].start))) {
			m++ // "employees who resign do not", "riders who book by phone do not"
		}
		if denies, ok = elidedAfter(e, &e.toks[j+m]); !ok {
			continue
		}
		u = &e.toks[j]
		said, first := false, false // the claim's other words are in the verb's clause, before; that clause denies
		for i := s + m + 1; i < len(at); i++ {
			said = said || at[i] >= 0 && e.toks[at[i]].start < e.toks[j].start
		}
		for x := range j {
			first = first || e.toks[x].negated()
		}
		return u, denies, said && denies != first
	}
	return nil, false, false
}

// elidedSubject fails an English claim whose subject the best passage
// gives in a clause that says the verb said before it the other way (see
// elidedOf), where the claim says it the first way: "Owners cannot delete
// user accounts" against "Admins cannot delete user accounts; only owners
// can".
func (k *checker) elidedSubject() {
	u, denies, ok := k.elidedOf()
	if !ok || (firstNegation(k.c.Text) != "") == denies {
		return
	}
	p := k.best()
	e := p.Text
	end := int32(len(e.src))
	if i := strings.IndexAny(e.src[u.end:], ",;."); i >= 0 {
		end = u.end + int32(i)
	}
	k.fail(NegationMismatch, p.span(u.start, end), "%s says %q, the other way from the clause before it; the claim says %q", k.where,
		e.src[u.start:end], strings.TrimRight(k.c.src, ".!? "))
}

// elidedAgrees reports whether the claim says its verb of its subject as
// the clause of the best passage that stands for the verb does (see
// elidedOf): "The company can cancel the order" against "The customer
// cannot cancel the order, but the company can".
func (k *checker) elidedAgrees() bool {
	_, denies, ok := k.elidedOf()
	return ok && (firstNegation(k.c.Text) != "") == denies
}

// onNouns are the nouns that "on" makes a state of keeping to a plan:
// "on time", "on schedule", "on budget", "on track", "on target".
var onNouns = setOf(`time schedule budget track target`)

// offPlan are the English words before a noun of onNouns that say the
// plan is not kept: "behind schedule", "over budget", "off track".
var offPlan = setOf(`behind ahead over under off`)

// lateWords say that a thing is not on time.
var lateWords = setOf(`late delayed overdue`)

// keptWords are onNouns and lateWords, for one lookup a word.
var keptWords = union(onNouns, lateWords)

// onPlanApart fails an English claim that says a thing kept to a plan
// ("on time", "on budget") where the best passage says it did not
// ("two hours late", "over budget"), and the other way round.
func (k *checker) onPlanApart() {
	p := k.englishBest()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	if cOn, cOff := onPlanOf(c.Text, ""); cOn != nil && cOff == nil {
		if eOn, eOff := onPlanOf(e, cOn.word); eOn == nil && eOff != nil && (eOff.word != "late" || cOn.word == "time" || cOn.word == "schedule") {
			k.failOnPlan(p, eOff, cOn, c.Text)
		}
	} else if cOff != nil && cOn == nil {
		if eOn, eOff := onPlanOf(e, cOff.word); eOn != nil && eOff == nil && (cOff.word != "late" || eOn.word == "time" || eOn.word == "schedule") {
			k.failOnPlan(p, eOn, cOff, c.Text)
		}
	}
}

// A planWord is a word of English text that says whether a plan was kept,
// from where its phrase starts: "on" of "on time", "over" of "over
// budget", "late".
type planWord struct {
	word       string // the noun of onNouns, or "late" for a word of lateWords
	start, end int32
}

// onPlanOf returns the first phrase of t, no negation holding it, that
// says a plan was kept ("on time") and the first that says it was not
// ("over budget", "late"), a phrase of noun want before others; nil for
// none.
func onPlanOf(t *Text, want string) (on, off *planWord) {
	for i := range t.toks {
		u := &t.toks[i]
		if !keptWords[u.word] || u.negated() {
			continue // the common case
		}
		if lateWords[u.word] {
			if w, _ := lastWordBefore(t.src, u.start); off == nil && w != "the" && (i+1 >= len(t.toks) || !adjacent(t.src, u.end, t.toks[i+1].start)) {
				off = &planWord{word: "late", start: u.start, end: u.end} // not "the late founder", "delayed flights"
			}
			continue
		}
		if !onNouns[u.word] {
			continue
		}
		w, at := lastWordBefore(t.src, u.start)
		if w == "of" {
			if v, vat := lastWordBefore(t.src, int32(at)); v == "ahead" {
				w, at = v, vat
			}
		}
		switch {
		case w == "on" && (on == nil || on.word != want && u.word == want):
			on = &planWord{word: u.word, start: int32(at), end: u.end}
		case offPlan[w] && (off == nil || off.word != want && u.word == want):
			off = &planWord{word: u.word, start: int32(at), end: u.end}
		}
	}
	return on, off
}

// failOnPlan fails the claim whose phrase cw of claim text c says the
// other way from phrase pw of best passage p.
func (k *checker) failOnPlan(p *Passage, pw, cw *planWord, c *Text) {
	k.fail(AntonymMismatch, p.span(pw.start, pw.end), "%s says %q; the claim says %q", k.where, p.text(pw.start, pw.end), c.src[cw.start:cw.end])
}

// approvalVerbs are the English verbs that let or name an act without
// doing it: "authorized a buyback", "announced a plan".
var approvalVerbs = setOf(`authorize authorizes authorized authorise authorises authorised approve approves approved
announce announces announced propose proposes proposed`)

// approvedOnly leaves unverified an English claim whose verb, said as
// done, the best passage gives as a noun that a verb of approvalVerbs
// governs: "The company repurchased $5 billion of stock" against "The
// company authorized a $5 billion share buyback". What is authorized or
// announced is not yet done.
func (k *checker) approvedOnly() {
	p, at := k.englishAt()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	for i, j := range at {
		t := &c.toks[i]
		if j < 0 || t.negated() || !t.verbForm() || !strings.HasSuffix(t.word, "ed") || e.toks[j].verbForm() || !e.toks[j].noun() {
			continue
		}
		// Back from the noun over its words to the verb that governs it:
		// "authorized a $5 billion share buyback".
		lo := max(0, int(e.toks[j].start)-maxApprovalGap)
		gap := e.src[lo:e.toks[j].start]
		if m := strings.LastIndexAny(gap, ",;:()"); m >= 0 {
			gap = gap[m+1:]
		}
		ws := strings.Fields(gap)
		for n := len(ws) - 1; n >= 0; n-- {
			w := strings.ToLower(ws[n])
			if approvalVerbs[w] {
				b := int(e.toks[j].start) - len(gap) + strings.LastIndex(gap, ws[n])
				k.doubt(ConditionDropped, p.span(int32(b), e.toks[j].end), "%s gives %s as approved or announced, not done; the claim says %s",
					k.where, quote(e.src[b:e.toks[j].end]), quote(c.src[t.start:t.end]))
				return
			}
			if !articles[w] && !words.IsNumber(strings.TrimLeft(w, "$€£")) && scaleWords[w] == 0 && !noun(w) && !hasPOS(w, lexicon.Adj) {
				break // another verb governs it
			}
		}
	}
}

// maxApprovalGap bounds the bytes between a verb of approvalVerbs and
// the noun it governs.
const maxApprovalGap = 48

// causePhrases give what a thing is because of; concessivePhrases what it
// is in spite of: "fell because of the strike" and "fell despite the
// strike" say opposite things of the strike.
var (
	causePhrases      = [...]string{"because of", "due to", "owing to", "thanks to", "as a result of", "on account of"}
	concessivePhrases = [...]string{"despite", "in spite of", "notwithstanding", "regardless of"}
)

// causeTurned fails an English claim that gives as a cause what its best
// passage gives as a thing in spite of which it holds, or the other way
// round, of the same word: "Sales fell because of the strike" against
// "Sales fell despite the strike".
func (k *checker) causeTurned() {
	p := k.englishBest()
	if p == nil || k.full() {
		return
	}
	c, e, at := k.c, p.Text, k.bestAt()
	ci, cp, cause := connectiveAt(c.src)
	if ci < 0 {
		return // the common case: one pass over the claim finds none
	}
	i := tokAfterPhrase(c.Text, ci+len(cp))
	if i < 0 || at[i] < 0 {
		return
	}
	other := concessivePhrases[:]
	if !cause {
		other = causePhrases[:]
	}
	for _, ep := range other {
		ei := wordIndexFold(e.src, ep)
		if ei < 0 || tokAfterPhrase(e, ei+len(ep)) != at[i] {
			continue
		}
		u := &e.toks[at[i]]
		k.fail(AntonymMismatch, p.span(int32(ei), u.end), "%s says %q; the claim says %q", k.where, p.text(int32(ei), u.end), k.claimText(int32(ci), c.toks[i].end))
		return
	}
}

// connectiveAt returns where the first phrase of causePhrases or
// concessivePhrases stands in src as words of their own, the phrase, and
// whether it gives a cause; -1 if none does. It reads src once, comparing
// a phrase only where a word opens with its first letter.
func connectiveAt(src string) (int, string, bool) {
	for i := 0; i < len(src); i++ {
		b := src[i] | 0x20
		if b < 'a' || b > 'z' || i > 0 && isASCIILetter(src[i-1]) {
			continue
		}
		for n, list := range [2][]string{causePhrases[:], concessivePhrases[:]} {
			for _, ph := range list {
				if ph[0] == b && i+len(ph) <= len(src) && strings.EqualFold(src[i:i+len(ph)], ph) && (i+len(ph) == len(src) || !isASCIILetter(src[i+len(ph)])) {
					return i, ph, n == 0
				}
			}
		}
	}
	return -1, "", false
}

// connectiveSaid reports whether claim word i is a word of a phrase of
// causePhrases or concessivePhrases ("due" of "due to") whose best
// passage gives another of the same kind before the same word: "fell due
// to the strike" on "fell because of the strike".
func (k *checker) connectiveSaid(i int) bool {
	p := k.englishBest()
	if p == nil {
		return false
	}
	c, e, at := k.c, p.Text, k.bestAt()
	ci, cp, cause := connectiveAt(c.src)
	if ci < 0 || c.toks[i].start < int32(ci) || int(c.toks[i].end) > ci+len(cp) {
		return false
	}
	o := tokAfterPhrase(c.Text, ci+len(cp))
	if o < 0 || at[o] < 0 {
		return false
	}
	kind := causePhrases[:]
	if !cause {
		kind = concessivePhrases[:]
	}
	return slices.ContainsFunc(kind, func(ep string) bool {
		ei := wordIndexFold(e.src, ep)
		return ei >= 0 && tokAfterPhrase(e, ei+len(ep)) == at[o]
	})
}

// tokAfterPhrase returns the word of t that stands after byte end, past
// an article or a possessive ("because of the strike"), or -1.
func tokAfterPhrase(t *Text, end int) int {
	j := sort.Search(len(t.toks), func(j int) bool { return int(t.toks[j].start) >= end })
	if j == len(t.toks) || !articleGap(between(t.src, int32(end), t.toks[j].start)) {
		return -1
	}
	return j
}

// timePreps open a phrase that says when a thing is done: "by Election
// Day", "within seven days".
var timePreps = setOf(`by within before after until on in`)

// phraseOfOtherVerb leaves unverified an English claim that gives its
// verb a phrase of time ("received by Election Day") which the best
// passage gives another verb, where it gives the claim's verb a phrase
// of its own: "postmarked by Election Day and received within seven
// days".
func (k *checker) phraseOfOtherVerb() {
	p := k.englishBest()
	if p == nil || k.full() {
		return
	}
	c, e, at := k.c, p.Text, k.bestAt()
	// prepAfter returns the preposition of timePreps right after byte end
	// of src, past no word but an article, and whether the word after it
	// is the next word of the text.
	prepAfter := func(src string, end int32) string {
		w, _ := wordAfter(src, int(end))
		if !timePreps[w] {
			return ""
		}
		return w
	}
	for v := 0; v+1 < len(c.toks); v++ {
		t := &c.toks[v]
		j, jx := at[v], at[v+1]
		if j < 0 || jx <= 0 || !t.verbForm() || t.negated() || !sameVerb(t, &e.toks[j]) {
			continue
		}
		cp := prepAfter(c.src, t.end)
		if cp == "" || !articleGap(strings.TrimPrefix(strings.TrimSpace(between(c.src, t.end, c.toks[v+1].start)), cp)) {
			continue
		}
		h := jx - 1 // the passage's verb before the claim's phrase
		if h == j || !e.toks[h].verbForm() || sameVerb(t, &e.toks[h]) || prepAfter(e.src, e.toks[h].end) != cp ||
			!articleGap(strings.TrimPrefix(strings.TrimSpace(between(e.src, e.toks[h].end, e.toks[jx].start)), cp)) {
			continue
		}
		if j+1 >= len(e.toks) || j+1 == jx || prepAfter(e.src, e.toks[j].end) == "" {
			continue // the passage's verb has no phrase of time of its own
		}
		runEnd := func(x *Text, i int) int32 { // the end of the name that opens at word i: "Election Day"
			if x.toks[i].is(fName) {
				_, i = nameRun(x, i)
			}
			return x.toks[i].end
		}
		own := e.src[e.toks[j].start:runEnd(e, j+1)]
		lo, hi := min(e.toks[h].start, e.toks[j].start), max(runEnd(e, jx), runEnd(e, j+1)) // either may come first
		k.doubt(AnchorAbsent, p.span(lo, hi), "%s says %q and %q; the claim says %q", k.where,
			e.src[e.toks[h].start:runEnd(e, jx)], own, c.src[t.start:runEnd(c.Text, v+1)])
		return
	}
}

// shiftLater and shiftEarlier are the English verbs that move a date
// later or earlier with the particle each pairs with ("" for a verb of its
// own), by stem: "postponed", "pushed back"; "moved up", "brought
// forward".
var (
	shiftLater   = map[string]string{"postpon": "", "defer": "", "delay": "", "push": "back", "move": "back", "put": "off"}
	shiftEarlier = map[string]string{"move": "up", "bring": "forward", "brought": "forward", "pull": "forward"}
)

// shiftWords are the words that may follow a move of a date: "to March
// 31", "until Friday", "by a week", "from May"; a clause's end.
var shiftWords = setOf(`to until till by from`)

// scheduleShifts calls yield with each move of a date English text t
// makes, later (1) or earlier (-1), and the words that say it, with the
// date after them, past an object, or the clause ending: "pushed back to
// March 31", "moved up the vote to Friday", "was postponed."; not a move
// it denies.
func scheduleShifts(t *Text, yield func(dir int, at [2]int32)) {
	for i := range t.toks {
		u := &t.toks[i]
		d, end := 0, int(u.end)
		if p, ok := shiftLater[u.stem]; ok {
			if w, e := wordAfter(t.src, end); p == "" || w == p {
				d = 1
				if p != "" {
					end = e
				}
			}
		}
		if p, ok := shiftEarlier[u.stem]; ok && d == 0 {
			if w, e := wordAfter(t.src, end); w == p {
				d, end = -1, e
			}
		}
		if d == 0 || u.negated() {
			continue
		}
		if j := skipSpace(t.src, end); !(j == len(t.src) || t.src[j] == '.' || t.src[j] == ',' || t.src[j] == ';') && !shiftWordNear(t.src, end) {
			continue // "delayed flights", "pushed back against the ruling"
		}
		if prev, _ := lastWordBefore(t.src, u.start); articles[prev] {
			continue // "a delayed start to the season" is said of a delay, not a move
		}
		yield(d, [2]int32{u.start, int32(end)})
	}
}

// shiftWordNear reports whether a word of shiftWords is among the four
// words of src after byte at, past an object: "moved up the vote to
// Friday".
func shiftWordNear(src string, at int) bool {
	for range 4 {
		w, end := wordAfter(src, at)
		if w == "" || w == "and" || w == "but" {
			return false
		}
		if shiftWords[w] {
			return true
		}
		at = end
	}
	return false
}

// shiftOpposed fails an English claim that moves a date the other way
// from its best passage: "The deadline was moved up to March 31" against
// "The deadline has been pushed back to March 31". Where the passage
// moves dates both ways, the move read is the one in the conjunct of the
// passage word the claim's last matched word before its move is:
// "The board meeting was postponed" against "The board meeting was moved
// up, and the audit was postponed".
func (k *checker) shiftOpposed() {
	p, at := k.englishAt()
	if p == nil {
		return
	}
	c, e := k.c.Text, p.Text
	cd, cat := 0, [2]int32{}
	scheduleShifts(c, func(d int, s [2]int32) {
		if cd == 0 {
			cd, cat = d, s
		}
	})
	if cd == 0 {
		return
	}
	cuts, conj := e.conjunctCuts(), -1
	for i := range c.toks {
		if c.toks[i].start < cat[0] && at[i] >= 0 {
			conj = conjunctOf(cuts, e.toks[at[i]].start)
		}
	}
	same, other := false, [2]int32{-1, -1}
	scheduleShifts(e, func(d int, s [2]int32) {
		if conj >= 0 && conjunctOf(cuts, s[0]) != conj && len(cuts) > 0 {
			return
		}
		if d == cd {
			same = true
		} else if other[0] < 0 {
			other = s
		}
	})
	if !same && other[0] >= 0 {
		k.fail(AntonymMismatch, p.span(other[0], other[1]), "%s says %q; the claim says %q", k.where, p.text(other[0], other[1]), k.claimText(cat[0], cat[1]))
	}
}
