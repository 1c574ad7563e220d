package verify

import (
	"cmp"
	"slices"
	"unicode/utf8"
)

// maxFuzzyRunes is the longest folded quote, in code points, that fuzzy
// matching considers. Longer quotes must match exactly or after folding.
const maxFuzzyRunes = 4096

// maxFuzzyCandidates bounds how many equally good end positions, and how
// many start positions for each, are tried when the best one does not map
// back to original text within the bound.
const maxFuzzyCandidates = 8

// pattern is a folded quote prepared for bit-parallel approximate search
// (Myers 1999, with Ukkonen's cut-off as in edlib): the search runs in
// O(n·⌈k/64⌉) expected time over a text of n code points and never worse
// than O(n·⌈m/64⌉).
type pattern struct {
	runes []rune
	w     int      // number of 64-bit blocks
	last  uint     // bit of the last pattern row in the last block
	peq   []uint64 // peq[sym*w+b]: bit i set where pattern rune 64b+i equals sym; sym 0 matches nothing
	ascii [utf8.RuneSelf]int32
	keys  []rune // open-addressed table of non-ASCII pattern runes
	syms  []int32
}

func newPattern(runes []rune) *pattern {
	m := len(runes)
	p := &pattern{runes: runes, w: (m + 63) / 64, last: uint(m-1) % 64}
	size := 16
	for size < 2*m {
		size *= 2
	}
	p.keys = make([]rune, size)
	p.syms = make([]int32, size)
	nsym := int32(1)
	p.peq = make([]uint64, p.w) // sym 0
	for i, r := range runes {
		s := p.sym(r)
		if s == 0 {
			s = nsym
			nsym++
			p.peq = append(p.peq, make([]uint64, p.w)...)
			if r < utf8.RuneSelf {
				p.ascii[r] = s
			} else {
				h := p.slot(r)
				p.keys[h], p.syms[h] = r, s
			}
		}
		p.peq[int(s)*p.w+i/64] |= 1 << (uint(i) % 64)
	}
	return p
}

// slot returns the table slot of r: where it is, or the empty one where it
// would go. The table is never full, so the probe ends.
func (p *pattern) slot(r rune) int {
	mask := len(p.keys) - 1
	h := int(uint32(r)*2654435761) & mask
	for p.syms[h] != 0 && p.keys[h] != r {
		h = (h + 1) & mask
	}
	return h
}

func (p *pattern) sym(r rune) int32 {
	if r < utf8.RuneSelf {
		return p.ascii[r]
	}
	return p.syms[p.slot(r)]
}

// block is the state of one 64-row block of the edit distance column.
type block struct {
	pv, mv uint64
	score  int // value at the block's bottom row (the pattern's last row for the last block)
}

// advance computes one block of the next column from eq and the horizontal
// delta hin entering at its top. It returns the delta leaving at bit 63 and
// the delta at bit row.
func advance(bl *block, eq uint64, hin int, row uint) (hout, hrow int) {
	pv, mv := bl.pv, bl.mv
	xv := eq | mv
	if hin < 0 {
		eq |= 1
	}
	xh := (((eq & pv) + pv) ^ pv) | eq
	ph := mv | ^(xh | pv)
	mh := pv & xh
	hout = int(ph>>63) - int(mh>>63)
	hrow = int(ph>>row&1) - int(mh>>row&1)
	ph <<= 1
	mh <<= 1
	if hin < 0 {
		mh |= 1
	} else if hin > 0 {
		ph |= 1
	}
	bl.pv = mh | ^(xv | ph)
	bl.mv = ph & xv
	return hout, hrow
}

// search scans text for the substrings closest to the pattern with at most k
// edits that end where accept allows. It returns the smallest distance
// found and up to maxFuzzyCandidates byte offsets in text where substrings
// with that distance end, in order; ok is false when none is within k.
func (p *pattern) search(text string, k int, accept func(end int) bool) (best int, ends []int, ok bool) {
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

// row returns the bit that scores block b: 63, or the pattern's last row.
func (p *pattern) row(b int) uint {
	if b == p.w-1 {
		return p.last
	}
	return 63
}

// rows returns the pattern row, counted from 1, that block b scores.
func (p *pattern) rows(b int) int {
	if b == p.w-1 {
		return len(p.runes)
	}
	return 64 * (b + 1)
}

// An alignment is a candidate start of a fuzzy match: the substring
// window[start:] and its edit distance to the pattern.
type alignment struct{ start, dist int }

// align returns the starts, among the code point starts of window that ok
// accepts, of the substrings window[start:] within k edits of pat, best
// first: by edit distance, then by how close the length is to len(pat),
// then shorter first. It returns at most maxFuzzyCandidates of them.
func align(pat []rune, window []rune, k int, ok func(start int) bool) []alignment {
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

// closer reports whether length a is a better tie-break than b for a
// pattern of length m.
func closer(a, b, m int) bool {
	da, db := abs(a-m), abs(b-m)
	return da < db || da == db && a < b
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// distance returns the edit distance in code points between a and b.
func distance(a, b []rune) int {
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
