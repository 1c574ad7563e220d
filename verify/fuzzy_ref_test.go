package verify

import (
	"cmp"
	"slices"
	"unicode/utf8"
)

// The fuzzy search as it was before the exact-piece filter: one
// bit-parallel scan of the whole text, and the plain dynamic programmes
// for the alignment and the distance. The properties in fuzzy_fast_test.go
// hold the fast path to exactly its answers.

// fuzzyRef finds the span of the folded source closest to the folded quote fq,
// within the edit bound.
func (d *Document) fuzzyRef(fq string) Match {
	pat := []rune(fq)
	if len(pat) > maxFuzzyRunes {
		return Match{}
	}
	k := int(d.opts.ratio() * float64(len(pat)))
	if k == 0 {
		return Match{} // the normalized stage already looked for distance 0
	}
	folded := d.folded.String()
	p := newPattern(pat)
	_, ends, ok := p.searchRef(folded, k, func(j int) bool { return d.boundary(folded, j, false) && d.spanEnd(j) })
	if !ok {
		return Match{}
	}
	src := d.Text()
	for _, end := range ends {
		// The best span ends at end and starts within len(pat)+k code points.
		ws := end
		for n := 0; n < len(pat)+k && ws > 0; n++ {
			_, size := utf8.DecodeLastRuneInString(folded[:ws])
			ws -= size
		}
		window := []rune(folded[ws:end])
		offs := make([]int, 0, len(window)+1) // offs[s] is where window[s] starts
		for o := range folded[ws:end] {
			offs = append(offs, ws+o)
		}
		offs = append(offs, end)
		starts := alignRef(pat, window, k, func(s int) bool {
			return d.boundary(folded, offs[s], true) && d.spanStart(offs[s])
		})
		for _, a := range starts {
			i, j := d.widen(folded, offs[a.start], end, k, len(pat))
			if i < 0 {
				continue
			}
			// The distance that counts is that of the original span, which
			// can differ from the folded one where folding depends on what
			// precedes the span: a mark goes with a removed symbol before
			// it. If so, take the removed text before the span along.
			start, stop := d.folded.Span(i, j)
			dist := distanceRef(pat, []rune(d.opts.Mode.Fold(src[start:stop])))
			if dist > k {
				before := 0
				if i > 0 {
					before = d.folded.OrigEnd(i)
				}
				if before < start {
					start, dist = before, distanceRef(pat, []rune(d.opts.Mode.Fold(src[before:stop])))
				}
			}
			if dist > k {
				continue
			}
			return Match{
				Start: start, End: stop, Kind: Fuzzy, Distance: dist,
				Similarity: 1 - float64(dist)/float64(len(pat)),
			}
		}
	}
	return Match{}
}

// searchRef scans text for the substrings closest to the pattern with at most k
// edits that end where accept allows. It returns the smallest distance
// found and up to maxFuzzyCandidates byte offsets in text where substrings
// with that distance end, in order; ok is false when none is within k.
func (p *pattern) searchRef(text string, k int, accept func(end int) bool) (best int, ends []int, ok bool) {
	w := p.w
	blocks := make([]block, w)
	// Blocks past lastBlock hold only cells > k and are not computed.
	lastBlock := min(w-1, (k+1+63)/64-1)
	for b := 0; b <= lastBlock; b++ {
		blocks[b] = block{pv: ^uint64(0), score: p.rows(b)}
	}
	best = -1
	for i := 0; i < len(text); {
		c, n := rune(text[i]), 1
		if c >= utf8.RuneSelf {
			c, n = utf8.DecodeRuneInString(text[i:])
		}
		i += n
		peq := p.peq[int(p.sym(c))*w:]
		hout := 0
		if lastBlock == 0 && w > 1 {
			// The band is one block that is not the last: advance, inlined
			// for the common case of a text far from any match.
			bl := &blocks[0]
			pv, mv, eq := bl.pv, bl.mv, peq[0]
			xv := eq | mv
			xh := (((eq & pv) + pv) ^ pv) | eq
			ph := mv | ^(xh | pv)
			mh := pv & xh
			hout = int(ph>>63) - int(mh>>63)
			ph <<= 1
			mh <<= 1
			bl.pv = mh | ^(xv | ph)
			bl.mv = ph & xv
			bl.score += hout
		} else {
			for b := 0; b <= lastBlock; b++ {
				var hrow int
				hout, hrow = advance(&blocks[b], peq[b], hout, p.row(b))
				if b == w-1 {
					blocks[b].score += hrow
				} else {
					blocks[b].score += hout
				}
			}
		}
		bl := &blocks[lastBlock]
		if lastBlock < w-1 && bl.score-hout <= k && (peq[lastBlock+1]&1 != 0 || hout < 0) {
			// The cell under the band may reach k: compute one block more.
			prev := bl.score - hout
			lastBlock++
			nb := &blocks[lastBlock]
			*nb = block{pv: ^uint64(0)}
			ho, hr := advance(nb, peq[lastBlock], hout, p.row(lastBlock))
			d := ho
			if lastBlock == w-1 {
				d = hr
			}
			nb.score = prev + p.rows(lastBlock) - p.rows(lastBlock-1) + d
		} else {
			for lastBlock > 0 && blocks[lastBlock].score >= k+64 {
				lastBlock--
			}
		}
		if lastBlock == w-1 {
			// An end as good as the best ones found adds nothing once there
			// are maxFuzzyCandidates of them: skip the cost of accepting it,
			// which text close to the pattern everywhere would pay at
			// every code point.
			if s := blocks[lastBlock].score; s <= k && (s < best || best < 0 || len(ends) < maxFuzzyCandidates) && accept(i) {
				if s < best || best < 0 {
					best, ends = s, ends[:0]
					k = s // only equal or better from now on
				}
				if len(ends) < maxFuzzyCandidates {
					ends = append(ends, i)
				}
			}
		}
	}
	return best, ends, best >= 0
}

// alignRef returns the starts, among the code point starts of window that ok
// accepts, of the substrings window[start:] within k edits of pat, best
// first: by edit distance, then by how close the length is to len(pat),
// then shorter first. It returns at most maxFuzzyCandidates of them.
func alignRef(pat []rune, window []rune, k int, ok func(start int) bool) []alignment {
	// Reverse both: the substring's end is fixed, its start is free.
	m, n := len(pat), len(window)
	row := make([]int, n+1)
	for j := range row {
		row[j] = j
	}
	for i := 1; i <= m; i++ {
		pc := pat[m-i]
		diag := row[0]
		row[0] = i
		for j := 1; j <= n; j++ {
			cost := diag
			if window[n-j] != pc {
				cost++
			}
			diag = row[j]
			row[j] = min(cost, row[j]+1, row[j-1]+1)
		}
	}
	// row[j] is the distance of the substring of length j.
	var out []alignment
	for j := 0; j <= n; j++ {
		if row[j] <= k && ok(n-j) {
			out = append(out, alignment{n - j, row[j]})
		}
	}
	slices.SortStableFunc(out, func(a, b alignment) int {
		if a.dist != b.dist {
			return cmp.Compare(a.dist, b.dist)
		}
		la, lb := n-a.start, n-b.start
		if closer(la, lb, m) {
			return -1
		}
		if closer(lb, la, m) {
			return 1
		}
		return 0
	})
	if len(out) > maxFuzzyCandidates {
		out = out[:maxFuzzyCandidates]
	}
	return out
}

// distanceRef returns the edit distance in code points between a and b.
func distanceRef(a, b []rune) int {
	if len(a) < len(b) {
		a, b = b, a
	}
	row := make([]int, len(b)+1)
	for j := range row {
		row[j] = j
	}
	for i := 1; i <= len(a); i++ {
		diag := row[0]
		row[0] = i
		for j := 1; j <= len(b); j++ {
			cost := diag
			if a[i-1] != b[j-1] {
				cost++
			}
			diag = row[j]
			row[j] = min(cost, row[j]+1, row[j-1]+1)
		}
	}
	return row[len(b)]
}
