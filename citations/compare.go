package citations

import "sort"

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
func (a *analysis) segRange(seg int32) (int, int) {
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
func (a *analysis) cuesNear(i int) (int, int) {
	lo := sort.Search(len(a.cues), func(k int) bool { return a.cues[k].at >= i-maxCueScopeAhead })
	hi := sort.Search(len(a.cues), func(k int) bool { return a.cues[k].at > i+maxCueScopeBack })
	return lo, hi
}

// compareLarge is compareSeg for a claim and evidence of many words. It
// gives compareSmall's answer, or a tooLong flip past the bounds.
func compareLarge(c, e *analysis, seg int32) (flip, bool) {
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
			if _, ok := back[o]; !ok {
				back[o] = i
			}
		}
		if work > maxCompareWork {
			return flip{tooLong: true}, true
		}
	}
	// The cues that hold a linked word, in order: the others cannot flip.
	cuesOf := func(a *analysis, link map[int]int) []int {
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
	try := func(a, b *analysis, link map[int]int, inClaim bool) (flip, bool) {
		linked := func(i int) (int, bool) { o, ok := link[i]; return o, ok }
		for _, k := range cuesOf(a, link) {
			if f, ok := cueFlip(a, b, &a.cues[k], inClaim, linked, modalCueNear); ok {
				return f, true
			}
		}
		return flip{}, false
	}
	if f, ok := try(e, c, back, false); ok {
		return f, true
	}
	return try(c, e, fwd, true)
}

// modalCueNear is modalCue, looking only at the cues near word i.
func modalCueNear(a *analysis, i int) string {
	from, to := a.cuesNear(i)
	for _, q := range a.cues[from:to] {
		if q.class != cueNeg && q.from <= i && i < q.to {
			return q.word
		}
	}
	return ""
}
