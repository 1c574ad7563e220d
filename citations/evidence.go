package citations

// An Evidence is a passage of a source that an ok sentence rests on: the
// byte range [Start, End) of the text of the source with id Source. The
// range is one sentence of the source, as Sentences splits it, so
// text[Start:End] starts and ends on character boundaries.
type Evidence struct {
	Source     string
	Start, End int
}

// maxEvidence bounds the evidence of one sentence.
const maxEvidence = 3

// evidence returns the sentences of docs that hold the content words of
// the claim an: first the sentence that holds the greatest weight of them,
// each word weighing one over the number of source sentences that hold
// it, so that a rare word outweighs a common one; then, while some of its
// words are in none of the sentences chosen, the sentence that holds the
// greatest weight of those, if it holds two of them or the last one. Ties
// go to the sentence with fewer distinct words, then to the earlier one.
// It returns nil for a claim without content words.
func (c *Corpus) evidence(an *analysis, docs []*doc) []Evidence {
	var buf [32]string
	stems := buf[:0]
	for i := range an.toks {
		if !repeats(an, i) {
			stems = append(stems, an.toks[i].stem)
		}
	}
	if len(stems) == 0 || len(docs) == 0 {
		return nil
	}
	var inBuf [64]bool
	set := c.newDocSet(docs, inBuf[:])
	sc := scratchPool.Get().(*scratch)
	defer scratchPool.Put(sc)
	if len(sc.scores) < c.nsents {
		sc.scores = make([]score, c.nsents)
	}
	var coveredBuf [32]bool
	covered := coveredBuf[:0]
	if len(stems) > len(coveredBuf) {
		covered = make([]bool, len(stems))
	} else {
		covered = covered[:len(stems)]
	}
	left := len(stems)
	out := make([]Evidence, 0, 1)
	for len(out) < maxEvidence && left > 0 {
		sc.touched = sc.touched[:0]
		for k, st := range stems {
			if covered[k] {
				continue
			}
			w := 1 / float64(len(c.index[st]))
			c.eachPosting(st, set, func(r sentRef) {
				g := c.base[r.doc] + r.sent
				x := &sc.scores[g]
				if x.n == 0 {
					sc.touched = append(sc.touched, g)
				}
				x.n++
				x.w += w
			})
		}
		var best sentRef
		var bestS score
		for _, g := range sc.touched {
			x := sc.scores[g]
			sc.scores[g] = score{}
			r := c.ref(g)
			if x.w > bestS.w || x.w == bestS.w && c.better(r, best) {
				best, bestS = r, x
			}
		}
		if bestS.n == 0 || len(out) > 0 && bestS.n < 2 && bestS.n < left {
			break
		}
		d := c.docs[best.doc]
		ds := &d.sents[best.sent]
		for k, st := range stems {
			if !covered[k] && c.holds(st, best) {
				covered[k] = true
				left--
			}
		}
		out = append(out, Evidence{Source: d.id, Start: ds.start, End: ds.end})
	}
	return out
}
