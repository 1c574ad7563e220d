package support

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// A flip is a negation or modal mismatch between a claim and its evidence.
type flip struct {
	modal       bool
	word        string // a word the cue governs
	cue         string // the cue
	inClaim     bool   // the cue is the claim's
	claimCue    string // for a modal flip, the claim's and the evidence's cues
	evidenceCue string
	tooLong     bool // the comparison would cost too much: not passed as agreeing
}

// reason writes the flip for a reader; where names the evidence ("[1]").
func (f flip) reason(where string) string {
	switch {
	case f.tooLong:
		return fmt.Sprintf("the claim and %s are too long to compare their negations and modal verbs", where)
	case f.modal:
		return fmt.Sprintf("the claim says %q about %q where %s says %q", f.claimCue, f.word, where, f.evidenceCue)
	case f.inClaim:
		return fmt.Sprintf("the claim negates %q (%q) but %s does not", f.word, f.cue, where)
	}
	return fmt.Sprintf("%s negates %q (%q) but the claim does not", where, f.word, f.cue)
}

// compareSeg looks for a negation or modal mismatch between the analyses
// of a claim and its evidence, looking at the words of the claim's clause
// seg only, or at all of them if seg < 0.
//
// Each claim word is paired with an evidence word (see pair). Then, for
// each cue on either side, the paired words in its scope are compared: a
// negation cue flips when more of them differ in negation than agree; a
// modal cue flips when, among them that a modal governs on both sides and
// that no negation holds on either side, more differ in modality than
// agree.
//
// paired holds, for a claim and evidence of few words, the pair of each
// claim word, if read (see pairs); nil, they are read here.
func compareSeg(c, e *Text, seg int32, paired []int) (flip, bool) {
	if len(c.cues) == 0 && len(e.cues) == 0 {
		return flip{}, false
	}
	if len(c.toks)*len(e.toks) > smallCompare {
		return compareLarge(c, e, seg)
	}
	if paired == nil {
		var pb [64]int
		paired = pairs(c, e, pb[:0])
	}
	return compareSmallWith(c, e, seg, paired)
}

// pairs appends to buf the evidence word paired with each claim word, or
// -1 (see pair), and returns it.
func pairs(c, e *Text, buf []int) []int {
	for i := range c.toks {
		buf = append(buf, pair(c, e, i))
	}
	return buf
}

// compareSmall is compareSeg for a claim and evidence of few words.
func compareSmall(c, e *Text, seg int32) (flip, bool) {
	var pb [64]int
	return compareSmallWith(c, e, seg, pairs(c, e, pb[:0]))
}

// compareSmallWith is compareSmall with the pair of each claim word, for
// the comparisons of each of a claim's clauses to read once.
func compareSmallWith(c, e *Text, seg int32, paired []int) (flip, bool) {
	var fb, bb [64]int // most texts: no allocation
	fwd, back := fb[:0], bb[:0]
	if len(c.toks) > len(fb) {
		fwd = make([]int, 0, len(c.toks))
	}
	if len(e.toks) > len(bb) {
		back = make([]int, 0, len(e.toks))
	}
	fwd = fwd[:len(c.toks)] // claim word → evidence word, or -1
	back = back[:len(e.toks)]
	for i := range back {
		back[i] = -1
	}
	for i := range c.toks {
		fwd[i] = -1
		if seg >= 0 && c.toks[i].seg != seg {
			continue
		}
		if o := paired[i]; o >= 0 {
			fwd[i] = o
			if back[o] < 0 || ownWord(c, e, i, back[o], o) {
				back[o] = i
			}
		}
	}
	try := func(a, b *Text, link []int, inClaim bool) (flip, bool) {
		linked := func(i int) (int, bool) { return link[i], link[i] >= 0 }
		for k := range a.cues {
			if f, ok := cueFlip(a, b, &a.cues[k], inClaim, linked, modalCue); ok {
				return f, true
			}
		}
		return flip{}, false
	}
	// The evidence's cues first: when both sides negate, the evidence's
	// outer negation names the difference best ("不支持无理由退货").
	// For one clause of the claim, only the claim's own cues are read: an
	// evidence cue's scope also holds words of the claim's other clauses,
	// which the clause alone would miscount, and the evidence's are not
	// read at all.
	if seg < 0 {
		if f, ok := try(e, c, back, false); ok {
			return f, true
		}
	}
	return try(c, e, fwd, true)
}

// cueFlip compares the words in the scope of cue q of a with the words of
// b that linked pairs them with, and returns the flip if more of them
// differ than agree: in negation for a negation cue; in modality, among
// the words that a modal governs on both sides and no negation holds on
// either, for a modal cue. modalOf names the modal cue of b that holds a word. inClaim
// says whether a is the claim.
func cueFlip(a, b *Text, q *cueAt, inClaim bool, linked func(int) (int, bool), modalOf func(*Text, int) string) (flip, bool) {
	differ, agree, modal := 0, 0, q.class != cueNeg
	if modal && deniedModal(a, q) {
		// "must not share" forbids as "may not be shared" does: a denied
		// modal is compared as a denial, not as a modal.
		return flip{}, false
	}
	if !modal && paidFree(a, q, b) {
		// "pay no tuition" says what "tuition is free" does.
		return flip{}, false
	}
	word, other := "", ""
	verbSaid := false
	for i := q.from; i < q.to; i++ {
		o, ok := linked(i)
		if !ok {
			continue
		}
		t, u := &a.toks[i], &b.toks[o]
		if modal {
			if t.class == cueNone || u.class == cueNone || t.negs > 0 || u.negs > 0 {
				// A negation on either side makes another modal say the
				// same ("may not assign" is "shall not assign"), or less.
				continue
			}
			if sameModality(t.class, u.class) || limits(a, i) && limits(b, o) {
				agree++
				continue
			}
			if differ == 0 {
				word, other = t.word, modalOf(b, o)
			}
			differ++
			continue
		}
		if t.negated() == u.negated() || (!inClaim || stopVerbs[q.word]) && onceWas(a, q, b, o) || voiceSwapped(a, b, i, o, linked) {
			// "stopped operating in 2006" against "was operated until
			// 2006": each says it once was. "Pets aren't permitted in the
			// hotel" against "The hotel does not allow pets": the subject
			// of one denial is the object of the other.
			agree++
			continue
		}
		if q.finding && differ > 0 && !verbSaid && t.verbForm() {
			word, verbSaid = t.word, true // name the verb denied: "lowered", not "drug", of "no evidence that the drug lowered …"
		}
		if q.elided {
			if w, _ := lastWordBefore(b.src, u.start); modalOrTo[w] {
				agree++ // "had hoped it would shorten recovery" against "…, but it did not"
				continue
			}
		}
		if differ == 0 {
			word = t.word
		}
		differ++
	}
	if differ == 0 || differ <= agree || !modal && (prefixAbsorbs(a, b, q) || antonymAbsorbs(a, b, q)) {
		return flip{}, false
	}
	f := flip{modal: modal, word: word, cue: q.word, inClaim: inClaim}
	if modal {
		f.claimCue, f.evidenceCue = q.word, other
		if !inClaim {
			f.claimCue, f.evidenceCue = other, q.word
		}
	}
	return f, true
}

// voiceSwapped reports whether word i of a and its pair o of b differ in
// negation only as the subject and the object of one denial, each side
// the other way round: "Pets aren't permitted in the hotel" and "The
// hotel does not allow pets". One side's subject of the denial is the
// other's denied object, and one of that side's denied words is the
// other's subject of the denial.
func voiceSwapped(a, b *Text, i, o int, linked func(int) (int, bool)) bool {
	t, u := &a.toks[i], &b.toks[o]
	var subjA bool // the subject of the denial is a's word
	switch {
	case !t.negated() && u.negated() && subjectOfDenial(a, i):
		subjA = true
	case t.negated() && !u.negated() && subjectOfDenial(b, o):
	default:
		return false
	}
	for j := range a.toks {
		o2, ok := linked(j)
		if !ok || j == i || o2 == o {
			continue
		}
		x, y := &a.toks[j], &b.toks[o2]
		if subjA && x.negated() && !y.negated() && subjectOfDenial(b, o2) || !subjA && !x.negated() && y.negated() && subjectOfDenial(a, j) {
			return true
		}
	}
	return false
}

// subjectOfDenial reports whether word i of English text t is the
// subject right before a denial of its verb, past an auxiliary: "Pets" of
// "Pets are not permitted", "Pets aren't permitted", "hotel" of "The
// hotel does not allow pets".
func subjectOfDenial(t *Text, i int) bool {
	if t.lang != English || i+1 >= len(t.toks) {
		return false
	}
	gap := between(t.src, t.toks[i].end, t.toks[i+1].start)
	w, j := wordAt(gap, skipSpace(gap, 0))
	aux := func(w string) bool { return auxiliaries[w] || w == "do" || w == "does" || w == "did" || modalWords[w] }
	if rest := gap[j:]; strings.HasPrefix(rest, "'t") || strings.HasPrefix(rest, "’t") {
		neg, ok := strings.CutSuffix(w, "n") // "aren't": "are"
		return ok && (aux(neg) || neg == "ai")
	}
	if w == "cannot" {
		return true
	}
	next, _ := wordAt(gap, skipSpace(gap, j))
	return aux(w) && (next == "not" || next == "never")
}

// sameModality reports whether modal classes a and b say the same, or
// one what the other allows: what is advised is allowed ("may take no
// more than 4 g" and "should not take more than 4 g"); neither is a duty.
func sameModality(a, b cueClass) bool {
	return a == b || a == cuePermission && b == cueAdvice || a == cueAdvice && b == cuePermission
}

// payWords are the English verbs of paying and charging.
var payWords = setOf(`pay pays paid paying charge charges charged charging cost costs`)

// chargeNouns are the English nouns of what is paid.
var chargeNouns = setOf(`charge charges fee fees cost costs`)

// paidNothing reports whether negation cue q of English text t denies a
// payment: "no" or "nothing" right after a verb of payWords ("pay no
// tuition", "charges nothing"), "no" before a word of chargeNouns in its
// first three words ("no delivery charge", "at no extra cost"), or "not"
// before a verb of payWords ("does not pay").
func paidNothing(t *Text, q *cueAt) bool {
	if t.lang != English {
		return false
	}
	switch q.word {
	case "no", "nothing":
		w, _ := lastWordBefore(t.src, q.start)
		if payWords[w] {
			return true
		}
		for i := q.from; q.word == "no" && i < q.to && i < q.from+3; i++ {
			if chargeNouns[t.toks[i].word] {
				return true // "no delivery charge", "at no cost"
			}
		}
		return false
	case "not", "dont", "doesnt", "didnt":
		w, _ := wordAfter(t.src, int(q.end))
		return payWords[w]
	}
	return false
}

// paidFree reports whether negation cue q of text t denies a payment
// (paidNothing) that other says is free, in no word of payWords of its
// own ("pays free shipping" still pays).
func paidFree(t *Text, q *cueAt, other *Text) bool {
	if !paidNothing(t, q) || !hasWordFold(other.src, "free") {
		return false
	}
	for i := range other.toks {
		if payWords[other.toks[i].word] || chargeNouns[other.toks[i].word] {
			return false
		}
	}
	return true
}

// limits reports whether word i of t is under a modal that sets a
// limit: one whose scope holds an upper bound ("may weigh no more than 23
// kg", "may take up to 8 tablets", "must weigh no more than 23 kg") or a
// denied one ("must not exceed 23 kg"). Two limits say the same whatever their modals. A
// deadline is no limit: "may cancel within 30 days" allows what "must
// cancel within 30 days" demands.
func limits(t *Text, i int) bool {
	for k := range t.cues {
		q := &t.cues[k]
		if q.class == cueNeg || i < q.from || i >= q.to {
			continue
		}
		if deniedModal(t, q) {
			return true
		}
		if q.to <= q.from {
			continue
		}
		from, to := t.toks[q.from].start, t.toks[q.to-1].end
		for _, b := range t.bounds {
			if b.dir < 0 && !b.pair && !deadline(b) && from <= b.start && b.start < to {
				return true
			}
		}
	}
	return false
}

// deadlines open the upper bounds that say by when a thing is done.
var deadlines = []string{"within ", "until ", "by ", "before ", "prior to ", "earlier than ", "no later than ", "not later than "}

// deadline reports whether upper bound b says by when: "within 30 days",
// "no later than 5 May", "before 2030".
func deadline(b bound) bool {
	return slices.ContainsFunc(deadlines, func(p string) bool {
		return len(b.phrase) > len(p) && strings.EqualFold(b.phrase[:len(p)], p)
	})
}

// modalCue returns the modal cue whose scope holds word i of a.
func modalCue(a *Text, i int) string {
	for _, q := range a.cues {
		if q.class != cueNeg && q.from <= i && i < q.to {
			return q.word
		}
	}
	return ""
}

// pair returns the index of the evidence word paired with claim word i, or
// -1: the only occurrence of the same stem, or the occurrence whose clause
// shares most stems with the claim word's clause. A tie between
// occurrences that differ in negation or modality pairs nothing.
func pair(c, e *Text, i int) int {
	t := &c.toks[i]
	only := -1 // the one occurrence, which needs no score
	for k := range e.toks {
		if e.toks[k].stem != t.stem {
			continue
		}
		if only >= 0 {
			only = -2
			break
		}
		only = k
	}
	if only != -2 {
		return only
	}
	best, bestScore, tied := -1, -1, false
	for k := range e.toks {
		u := &e.toks[k]
		if u.stem != t.stem {
			continue
		}
		score := shared(c, t.seg, e, u.seg)
		switch {
		case score > bestScore:
			best, bestScore, tied = k, score, false
		case score == bestScore:
			b := &e.toks[best]
			if b.negated() != u.negated() || b.class != u.class {
				tied = true
			}
		}
	}
	if tied {
		return -1
	}
	return best
}

// ownWord reports whether claim word i, and not claim word b, which
// pairs with evidence word o too, is o itself: of "Refunds … are not
// refundable", "refundable" is the word "not refundable" is compared with.
func ownWord(c, e *Text, i, b, o int) bool {
	return c.toks[i].word == e.toks[o].word && c.toks[b].word != e.toks[o].word
}

// shared counts the distinct stems of clause cs of c that occur in clause
// es of e.
func shared(c *Text, cs int32, e *Text, es int32) int {
	n := 0
	for i := range c.toks {
		t := &c.toks[i]
		if t.seg != cs || seenBefore(c, i, cs) {
			continue
		}
		for k := range e.toks {
			if e.toks[k].seg == es && e.toks[k].stem == t.stem {
				n++
				break
			}
		}
	}
	return n
}

// seenBefore reports whether the stem of c.toks[i] occurs earlier in
// clause seg.
func seenBefore(c *Text, i int, seg int32) bool {
	for j := 0; j < i; j++ {
		if c.toks[j].seg == seg && c.toks[j].stem == c.toks[i].stem {
			return true
		}
	}
	return false
}

// Bounds of compareSeg. Comparing a claim with its evidence pairs each
// claim word with an occurrence of the same word in the evidence; inputs
// of many words, or of one word repeated many times, would make that
// quadratic or worse. Up to smallCompare claim words times evidence words
// the direct comparison runs; above, compareLarge indexes the evidence and
// counts its work. Past maxCompareWords words on either side or
// maxCompareWork steps, the comparison reports a mismatch ("too long to
// compare") rather than risk passing a negation it did not read: the
// check fails closed.
const (
	smallCompare     = 4096
	maxCompareWords  = 1 << 14
	maxCompareWork   = 1 << 20
	maxCueScopeAhead = maxScope
	maxCueScopeBack  = maxBackScope
)

// segRange returns the range [lo, hi) of the words of clause seg of a, or
// all words for seg < 0: a clause's words are consecutive.
func (a *Text) segRange(seg int32) (int, int) {
	if seg < 0 {
		return 0, len(a.toks)
	}
	lo := sort.Search(len(a.toks), func(i int) bool { return a.toks[i].seg >= seg })
	hi := sort.Search(len(a.toks), func(i int) bool { return a.toks[i].seg > seg })
	return lo, hi
}

// cuesNear returns the range of a.cues whose scope may hold word i: a
// cue's scope reaches at most maxScope words after it and maxBackScope
// before it.
func (a *Text) cuesNear(i int) (int, int) {
	lo := sort.Search(len(a.cues), func(k int) bool { return a.cues[k].at >= i-maxCueScopeAhead })
	hi := sort.Search(len(a.cues), func(k int) bool { return a.cues[k].at > i+maxCueScopeBack })
	return lo, hi
}

// compareLarge is compareSeg for a claim and evidence of many words. It
// gives compareSmall's answer, or a tooLong flip past the bounds.
func compareLarge(c, e *Text, seg int32) (flip, bool) {
	lo, hi := c.segRange(seg)
	if hi-lo > maxCompareWords || len(e.toks) > maxCompareWords {
		return flip{tooLong: true}, true
	}
	work := len(e.toks)
	// The evidence's occurrences of the claim's stems, in order.
	want := make(map[string][]int32, hi-lo)
	for i := lo; i < hi; i++ {
		want[c.toks[i].stem] = nil
	}
	for k := range e.toks {
		if occ, ok := want[e.toks[k].stem]; ok {
			want[e.toks[k].stem] = append(occ, int32(k))
		}
	}
	// inClause reports whether clause es of e holds stem st: the clauses
	// of an occurrence list are in order.
	inClause := func(st string, es int32) bool {
		occ, ok := want[st]
		if !ok {
			for k := range e.toks { // a stem of another clause of the claim
				work++
				if e.toks[k].seg == es && e.toks[k].stem == st {
					return true
				}
			}
			return false
		}
		j := sort.Search(len(occ), func(j int) bool { return e.toks[occ[j]].seg >= es })
		return j < len(occ) && e.toks[occ[j]].seg == es
	}
	// The distinct stems of each claim clause, and shared, memoized.
	clauseStems := map[int32][]string{}
	stemsOf := func(cs int32) []string {
		if st, ok := clauseStems[cs]; ok {
			return st
		}
		a, b := c.segRange(cs)
		work += b - a
		seen := map[string]bool{}
		var st []string
		for i := a; i < b; i++ {
			if !seen[c.toks[i].stem] {
				seen[c.toks[i].stem] = true
				st = append(st, c.toks[i].stem)
			}
		}
		clauseStems[cs] = st
		return st
	}
	type clausePair struct{ cs, es int32 }
	sharedMemo := map[clausePair]int{}
	shared := func(cs, es int32) int {
		if n, ok := sharedMemo[clausePair{cs, es}]; ok {
			return n
		}
		n := 0
		for _, st := range stemsOf(cs) {
			work++
			if inClause(st, es) {
				n++
			}
		}
		sharedMemo[clausePair{cs, es}] = n
		return n
	}
	// Pair each claim word as pair does; the pairing depends on the word's
	// stem and clause only.
	type stemClause struct {
		stem string
		cs   int32
	}
	pairs := map[stemClause]int{}
	fwd := make(map[int]int, hi-lo)
	back := map[int]int{}
	for i := lo; i < hi; i++ {
		t := &c.toks[i]
		o, ok := pairs[stemClause{t.stem, t.seg}]
		if !ok {
			best, bestScore, tied := -1, -1, false
			for _, k32 := range want[t.stem] {
				k := int(k32)
				u := &e.toks[k]
				work++
				score := shared(t.seg, u.seg)
				switch {
				case score > bestScore:
					best, bestScore, tied = k, score, false
				case score == bestScore:
					b := &e.toks[best]
					if b.negated() != u.negated() || b.class != u.class {
						tied = true
					}
				}
				if work > maxCompareWork {
					return flip{tooLong: true}, true
				}
			}
			o = best
			if tied {
				o = -1
			}
			pairs[stemClause{t.stem, t.seg}] = o
		}
		if o >= 0 {
			fwd[i] = o
			if b, ok := back[o]; !ok || ownWord(c, e, i, b, o) {
				back[o] = i
			}
		}
		if work > maxCompareWork {
			return flip{tooLong: true}, true
		}
	}
	// The cues that hold a linked word, in order: the others cannot flip.
	cuesOf := func(a *Text, link map[int]int) []int {
		seen := map[int]bool{}
		var ks []int
		for i := range link {
			from, to := a.cuesNear(i)
			for k := from; k < to; k++ {
				if q := &a.cues[k]; q.from <= i && i < q.to && !seen[k] {
					seen[k] = true
					ks = append(ks, k)
				}
			}
		}
		sort.Ints(ks)
		return ks
	}
	try := func(a, b *Text, link map[int]int, inClaim bool) (flip, bool) {
		linked := func(i int) (int, bool) { o, ok := link[i]; return o, ok }
		for _, k := range cuesOf(a, link) {
			if f, ok := cueFlip(a, b, &a.cues[k], inClaim, linked, modalCueNear); ok {
				return f, true
			}
		}
		return flip{}, false
	}
	// For one clause of the claim, only the claim's own cues are read: an
	// evidence cue's scope also holds words of the claim's other clauses,
	// which the clause alone would miscount, and the evidence's are not
	// read at all.
	if seg < 0 {
		if f, ok := try(e, c, back, false); ok {
			return f, true
		}
	}
	return try(c, e, fwd, true)
}

// modalCueNear is modalCue, looking only at the cues near word i.
func modalCueNear(a *Text, i int) string {
	from, to := a.cuesNear(i)
	for _, q := range a.cues[from:to] {
		if q.class != cueNeg && q.from <= i && i < q.to {
			return q.word
		}
	}
	return ""
}

// prefixAbsorbs reports whether text b says a word in the scope of
// negation cue q of text a with a negating prefix, not negated otherwise:
// "unaffected by the storm" says what "not affected by the storm" says,
// and the words after it are no more denied on one side than the other.
func prefixAbsorbs(a, b *Text, q *cueAt) bool {
	for i := q.from; i < q.to; i++ {
		for j := range b.toks {
			if t := &b.toks[j]; !t.negated() && prefixed(t.word, a.toks[i].word) {
				return true
			}
		}
	}
	return false
}

// antonymAbsorbs reports whether a word in the scope of negation cue q of
// English text a has its opposite in b, neither word said by the other
// side: "did not win the case" says what "lost the case" does, "did not
// make a profit" what "made a loss" does. ("did not make a profit in
// 2020" against "a loss in 2019 and a profit in 2020" says "profit" on
// both sides and is compared as ever.)
func antonymAbsorbs(a, b *Text, q *cueAt) bool {
	if a.lang != English || b.lang != English {
		return false
	}
	for i := q.from; i < q.to; i++ {
		t := &a.toks[i]
		if t.is(fName) || ownForm(b, t) {
			continue
		}
		for j := range b.toks {
			if u := &b.toks[j]; !u.negated() && !u.is(fName) && !ownForm(a, u) && opposite(t.word, u.word) {
				return true
			}
		}
	}
	return false
}

// onceWas reports whether cue q of passage e is "no longer" or a verb of
// stopVerbs and claim word i of c is said in the past: "no longer part
// of the group" says that it was once, as "was part of the group" does.
func onceWas(e *Text, q *cueAt, c *Text, i int) bool {
	if (q.word != "no" || !strings.HasPrefix(e.src[q.end:], " longer")) && !stopVerbs[q.word] {
		return false // "stopped offering" says it once was, as "no longer" does
	}
	if pastTense(c, i) {
		return true
	}
	for j := i; j >= 0 && c.toks[j].seg == c.toks[i].seg; j-- {
		// "ran", "operated": a verb's own past, at or before the word;
		// not a participle after "is": "is based in Leeds"
		if w := c.toks[j].word; c.toks[j].verbForm() && !strings.HasSuffix(w, "ing") && !strings.HasSuffix(w, "s") && !presentBe(c.src, c.toks[j].start) {
			return true
		}
	}
	return false
}

// deniedModal reports whether modal cue q of t is denied: right after it
// ("must not", "may not", "shall never"), in its own word ("cannot"), or
// by a phrase of neverPhrases right before it ("in no event shall").
func deniedModal(t *Text, q *cueAt) bool {
	if w, _ := wordAfter(t.src, int(q.end)); w == "not" || w == "never" {
		return true
	}
	if negationCues[English][q.word] {
		return true // "cannot", a modal cue that denies in its own word
	}
	noun, at := lastWordBefore(t.src, q.start)
	no, _ := lastWordBefore(t.src, int32(at))
	return no == "no" && neverPhrases[noun] != ""
}
