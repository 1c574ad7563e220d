package verify

import (
	"cmp"
	"slices"
	"strings"
	"unicode"
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
// Text must be valid UTF-8, as folded text is.
//
// The answer is that of one scan of the whole text, but most of the text
// is not scanned: any substring within d edits of the pattern holds one of
// d+1 disjoint pieces of the pattern exactly (each edit spoils at most one
// piece), so only the ranges around the exact occurrences of pieces can
// hold it. The search first looks for a few long pieces, which occur
// rarely and catch close matches, then, if no match is that close, for as
// many pieces as the best distance found (or k) allows. Where the pieces
// occur so often that scanning around them would cost about as much as
// scanning everything, it scans everything, so that the time stays linear
// in the text.
func (p *pattern) search(text string, k int, accept func(end int) bool) (best int, ends []int, ok bool) {
	return p.find(text, k, accept, nil)
}

// find is search for a caller that knows more about accept: next, if not
// nil, returns for a code point boundary i ≥ 1 of text the first code point
// boundary j ≥ i at which accept may hold (len(text) if none). The scan then
// skips the text where no accepted end is near, such as the inside of a
// long word.
func (p *pattern) find(text string, k int, accept func(end int) bool, next func(i int) int) (best int, ends []int, ok bool) {
	sc := &scan{p: p, text: text, accept: accept, next: next, blocks: make([]block, p.w)}
	sc.search(k)
	return sc.best, sc.ends, sc.best >= 0
}

// fuzzyEnds is the search of Document.fuzzy: the ends, in the folded
// source, of the spans closest to the pattern within k edits that may end
// a match.
func (d *Document) fuzzyEnds(p *pattern, k int) (best int, ends []int, ok bool) {
	folded := d.folded.String()
	return p.find(folded, k,
		func(j int) bool { return d.boundary(folded, j, false) && d.spanEnd(j) },
		func(i int) int { return d.nextEnd(folded, i) })
}

// Tuning of the piece filter.
const (
	// firstPieces is the number of pieces looked for first, when the
	// bound allows many more: it finds the matches within
	// firstPieces-1 edits, which is what most quotes have, with pieces
	// long enough to be rare.
	firstPieces = 8
	// minGram is the shortest key, in bytes, by which pieces are looked
	// up; pieces shorter than minPiece bytes are not worth looking up.
	minGram  = 4
	minPiece = minGram + 1
)

// A scan is one search of a text for the substrings closest to a pattern,
// over one or more ranges of the text: the distances found so far, and the
// state of the column being computed.
type scan struct {
	p      *pattern
	text   string
	accept func(end int) bool
	next   func(i int) int

	k    int   // the bound, then the best distance found: only equal or better from then on
	best int   // the smallest distance of an accepted end, or -1
	ends []int // up to maxFuzzyCandidates accepted ends with distance best, in order
	lb   int   // no substring of text is closer to the pattern than lb, or -1
	// nb is the last answer of next and jt the offset from which a scan
	// reaches every substring ending at nb within k edits, or -1.
	nb, jt int

	blocks []block
	str    string // the pattern as a string, once needed
}

// reset forgets what the scan found and sets the bound to k.
func (sc *scan) reset(k int) {
	sc.k, sc.best, sc.ends, sc.lb, sc.nb, sc.jt = k, -1, sc.ends[:0], -1, -1, -1
}

// search finds what pattern.search returns.
func (sc *scan) search(k int) {
	sc.reset(k)
	if k+1 > 2*firstPieces {
		// A few long pieces first: if they find a match within
		// firstPieces-1 edits, no closer match is left to find.
		if !sc.filter(firstPieces, k) {
			sc.all(k)
			return
		}
		if sc.best >= 0 && sc.best < firstPieces {
			return
		}
		if sc.best >= 0 {
			k = sc.best // any closer match is within best edits
		}
	}
	if !sc.filter(k+1, k) {
		sc.all(k)
	}
}

// all scans the whole text with bound k. Text close to the pattern
// everywhere (one letter repeated, a run of marks) costs little more than
// text far from it: the scan skips to where next says an end may be
// accepted, and stops once it has as many ends as it keeps at a distance
// that nothing can beat.
func (sc *scan) all(k int) {
	sc.reset(k)
	sc.lb = sc.lowerBound()
	if sc.lb > k {
		return
	}
	sc.run(0, len(sc.text))
}

// done reports whether nothing left to scan can change the answer: there
// are as many ends as are kept, at the least distance possible.
func (sc *scan) done() bool {
	return sc.best == sc.lb && len(sc.ends) == maxFuzzyCandidates
}

// fresh starts a new column, and returns the last block it computes.
func (sc *scan) fresh() int {
	p := sc.p
	// Blocks past lastBlock hold only cells > k and are not computed.
	lastBlock := min(p.w-1, (sc.k+1+63)/64-1)
	for b := 0; b <= lastBlock; b++ {
		sc.blocks[b] = block{pv: ^uint64(0), score: p.rows(b)}
	}
	return lastBlock
}

// run scans text[from:to] from a fresh column, so that it sees the
// substrings that start at from or later, and records the accepted ends
// in (from, to]. It returns false if the answer is complete.
func (sc *scan) run(from, to int) bool {
	p, text := sc.p, sc.text
	w, m := p.w, len(p.runes)
	blocks := sc.blocks
	lastBlock := sc.fresh()
	for i := from; i < to; {
		c, n := rune(text[i]), 1
		if c >= utf8.RuneSelf {
			c, n = utf8.DecodeRuneInString(text[i:])
		}
		i += n
		peq := p.peq[int(p.sym(c))*w:]
		hout := 0
		switch {
		case lastBlock == 0 && w > 1:
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
		case w == 1:
			// One block, the last: advance, inlined.
			bl := &blocks[0]
			pv, mv, eq := bl.pv, bl.mv, peq[0]
			xv := eq | mv
			xh := (((eq & pv) + pv) ^ pv) | eq
			ph := mv | ^(xh | pv)
			mh := pv & xh
			bl.score += int(ph>>p.last&1) - int(mh>>p.last&1)
			ph <<= 1
			mh <<= 1
			bl.pv = mh | ^(xv | ph)
			bl.mv = ph & xv
		default:
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
		if lastBlock < w-1 && bl.score-hout <= sc.k && (peq[lastBlock+1]&1 != 0 || hout < 0) {
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
			for lastBlock > 0 && blocks[lastBlock].score >= sc.k+64 {
				lastBlock--
			}
		}
		if lastBlock < w-1 {
			continue
		}
		// An end as good as the best ones found adds nothing once there
		// are maxFuzzyCandidates of them: skip the cost of accepting it,
		// which text close to the pattern everywhere would pay at every
		// code point.
		s := blocks[lastBlock].score
		if s > sc.k || s >= sc.best && sc.best >= 0 && len(sc.ends) == maxFuzzyCandidates {
			continue
		}
		if sc.next != nil {
			if sc.nb < i {
				sc.nb, sc.jt = sc.next(i), -1
			}
			if sc.nb > i {
				// No end before nb is accepted. If nb is far, start
				// afresh where the substrings ending at nb may start.
				if sc.jt < 0 {
					sc.jt = i
					if sc.nb-i > m+sc.k {
						sc.jt = backRunes(text, sc.nb, m+sc.k, i)
					}
				}
				if sc.jt > i {
					if sc.jt >= to {
						return true
					}
					i = sc.jt
					lastBlock = sc.fresh()
				}
				continue
			}
		}
		if !sc.accept(i) {
			continue
		}
		if s < sc.best || sc.best < 0 {
			sc.best, sc.ends = s, sc.ends[:0]
			sc.k = s // only equal or better from now on
		}
		if len(sc.ends) < maxFuzzyCandidates {
			sc.ends = append(sc.ends, i)
		}
		if sc.done() {
			return false
		}
	}
	return true
}

// backRunes returns the offset n code points before i in s, or floor if
// that comes first.
func backRunes(s string, i, n, floor int) int {
	for n > 0 && i > floor {
		i--
		if utf8.RuneStart(s[i]) {
			n--
		}
	}
	return i
}

// fwdRunes returns the offset n code points after i in s, or len(s).
func fwdRunes(s string, i, n int) int {
	for ; n > 0 && i < len(s); n-- {
		i++
		for i < len(s) && !utf8.RuneStart(s[i]) {
			i++
		}
	}
	return i
}

// A patternPiece is a part of the pattern: its text, and where it starts
// in the pattern and how long it is, in code points.
type patternPiece struct {
	text  string
	at, n int
}

// pieces splits the pattern into s pieces of about the same length in
// bytes, or returns nil if one would be shorter than minPiece bytes.
func (sc *scan) pieces(s int) []patternPiece {
	if sc.str == "" {
		sc.str = string(sc.p.runes)
	}
	str := sc.str
	if s > len(str)/minPiece {
		return nil
	}
	ps := make([]patternPiece, 0, s)
	start, startRune, b, r := 0, 0, 0, 0
	for i := 1; i <= s; i++ {
		for cut := i * len(str) / s; b < cut; r++ {
			_, size := utf8.DecodeRuneInString(str[b:])
			b += size
		}
		if b-start < minPiece {
			return nil
		}
		ps = append(ps, patternPiece{str[start:b], startRune, r - startRune})
		start, startRune = b, r
	}
	return ps
}

// load returns the 8 bytes of s at i, or those there are followed by
// zeros.
func load(s string, i int) uint64 {
	if i+8 > len(s) {
		return loadTail(s, i)
	}
	b := s[i : i+8]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

func loadTail(s string, i int) uint64 {
	var g uint64
	for j := len(s) - 1; j >= i; j-- {
		g = g<<8 | uint64(s[j])
	}
	return g
}

// A span is a range [start, end) of the text.
type span struct{ start, end int }

// filter scans, with bound k, only the ranges of the text around the
// exact occurrences of s pieces of the pattern: what one scan of the whole
// text would find within s-1 edits, it finds. It reports false, having
// scanned nothing, when finding the pieces or scanning around them would
// cost about as much as scanning the whole text.
func (sc *scan) filter(s, k int) bool {
	text := sc.text
	n, m := len(text), len(sc.p.runes)
	if n < 8*(m+2*k) {
		return false // a scan of the whole text costs little
	}
	ps := sc.pieces(s)
	if ps == nil {
		return false
	}
	// Pieces are looked up by grams of q bytes, at every byte offset; the
	// text is looked at every step bytes, so that every occurrence of a
	// piece holds one of the offsets looked at with a whole gram of the
	// piece after it. Longer grams make fewer false hits, shorter ones
	// a longer step.
	minLen, grams := n, 0
	for _, pc := range ps {
		minLen = min(minLen, len(pc.text))
	}
	q := min(8, max(minGram, minLen/2))
	step := minLen - q + 1
	for _, pc := range ps {
		grams += len(pc.text) - q + 1
	}
	qmask := ^uint64(0) >> (64 - 8*q)
	bits := 6
	for 1<<bits < 2*grams {
		bits++
	}
	const seen = 16 // a bit per hash of 16 bits says whether a gram may be a key
	var bloom [1 << seen / 64]uint64
	type slot struct {
		key  uint64
		head int32 // 1 + the first entry, or 0 for an empty slot
	}
	type entry struct{ piece, off, next int32 }
	slots := make([]slot, 1<<bits)
	mask := uint64(1)<<bits - 1
	entries := make([]entry, 0, grams)
	for i, pc := range ps {
		for off := 0; off+q <= len(pc.text); off++ {
			g := load(pc.text, off) & qmask
			hash := g * 0x9E3779B97F4A7C15
			bloom[hash>>(64-seen)/64] |= 1 << (hash >> (64 - seen) % 64)
			h := hash >> (64 - bits)
			for slots[h].head != 0 && slots[h].key != g {
				h = (h + 1) & mask
			}
			entries = append(entries, entry{int32(i), int32(off), slots[h].head - 1})
			slots[h] = slot{g, int32(len(entries))}
		}
	}

	maxChecks, maxCover := n/16+64, n/16+64*(m+2*k)
	checks, cover := 0, 0
	var wins []span
	lastAt := make([]int, len(ps))
	for i := range lastAt {
		lastAt[i] = -1
	}
	for x := 0; x+q <= n; x += step {
		var g uint64
		if x+8 <= n { // load, inlined
			b := text[x : x+8]
			g = uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
				uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
		} else {
			g = loadTail(text, x)
		}
		g &= qmask
		hash := g * 0x9E3779B97F4A7C15
		if bloom[hash>>(64-seen)/64]&(1<<(hash>>(64-seen)%64)) == 0 {
			continue
		}
		h := hash >> (64 - bits)
		for slots[h].head != 0 && slots[h].key != g {
			h = (h + 1) & mask
		}
		for e := slots[h].head - 1; e >= 0; e = entries[e].next {
			en := entries[e]
			pc := &ps[en.piece]
			t := x - int(en.off)
			if t < 0 || t+len(pc.text) > n || lastAt[en.piece] == t {
				continue
			}
			if checks++; checks > maxChecks {
				return false
			}
			if text[t:t+len(pc.text)] != pc.text {
				continue
			}
			lastAt[en.piece] = t
			// A match that holds this occurrence starts at most at+k code
			// points before it and ends at most m-at-n+k after it.
			w := span{backRunes(text, t, pc.at+k, 0), fwdRunes(text, t+len(pc.text), m-pc.at-pc.n+k)}
			if cover += w.end - w.start; cover > maxCover {
				return false
			}
			wins = append(wins, w)
		}
	}

	sc.reset(k)
	slices.SortFunc(wins, func(a, b span) int { return cmp.Compare(a.start, b.start) })
	for i := 0; i < len(wins); {
		r := wins[i]
		for i++; i < len(wins) && wins[i].start <= r.end; i++ {
			r.end = max(r.end, wins[i].end)
		}
		if !sc.run(r.start, r.end) {
			break
		}
	}
	return true
}

// lowerBound returns a lower bound on the distance of every substring of
// the text to the pattern: the number of pattern code points that the text
// lacks, each of which costs an edit. It gives up counting once it has
// read the text a few times over.
func (sc *scan) lowerBound() int {
	if sc.str == "" {
		sc.str = string(sc.p.runes)
	}
	p, text := sc.p, sc.text
	count := make([]int, len(p.peq)/max(p.w, 1))
	for _, r := range p.runes {
		count[p.sym(r)]++
	}
	lb, read := 0, 0
	for i, r := range sc.str {
		s := p.sym(r)
		if count[s] == 0 {
			continue // counted
		}
		if read > 4*len(text) {
			break
		}
		j := strings.Index(text, sc.str[i:i+utf8.RuneLen(r)])
		if j < 0 {
			lb += count[s]
			read += len(text)
		} else {
			read += j
		}
		count[s] = 0
	}
	return lb
}

// nextEnd returns the first code point boundary j ≥ i of s at which
// boundary holds, or len(s): where a match may end. It steps over the
// inside of ASCII words and numbers, of words of Latin-1 letters and of runs
// of combining diacritical marks without asking boundary at each code
// point. It needs i ≥ 1 and s valid UTF-8.
func (d *Document) nextEnd(s string, i int) int {
	partial := d.opts.PartialWords
	a, aEnd := rune(-1), -1 // the code point that ends at aEnd
	for i < len(s) {
		if s[i] < utf8.RuneSelf && s[i-1] < utf8.RuneSelf {
			if !partial {
				if i = skipASCII(s, i); i == len(s) {
					return i
				}
				if s[i] >= utf8.RuneSelf || s[i-1] >= utf8.RuneSelf {
					continue
				}
			}
			if d.boundary(s, i, false) {
				return i
			}
			i++
			continue
		}
		if !utf8.RuneStart(s[i]) {
			i++
			continue
		}
		if aEnd != i {
			a, _ = utf8.DecodeLastRuneInString(s[:i])
		}
		c := s[i]
		b, n := rune(c), 1
		if c&0xe0 == 0xc0 && i+1 < len(s) {
			b, n = rune(c&0x1f)<<6|rune(s[i+1]&0x3f), 2
		} else if c >= utf8.RuneSelf {
			b, n = utf8.DecodeRuneInString(s[i:])
		}
		switch {
		case diacritic(b) && !isSpace(a):
			// A mark goes with what precedes it.
		case !partial && latinWord(a) && latinWord(b):
			// Inside a word.
		default:
			if d.boundary(s, i, false) {
				return i
			}
		}
		a, aEnd = b, i+n
		i += n
	}
	return len(s)
}

// skipASCII returns the first offset j ≥ i of s that is not known to lie
// inside an ASCII word or number, where boundary, with partial words not
// allowed, is false: between two ASCII letters or digits, or between an
// ASCII digit and a separator that another ASCII digit follows, as inNumber
// has it. It reads the bytes around each offset through asciiInside, one
// table look-up a byte. It needs i ≥ 1.
func skipASCII(s string, i int) int {
	code := func(j int) uint {
		if j < 0 || j >= len(s) {
			return 0
		}
		return uint(asciiCode[s[j]])
	}
	w := code(i-2)<<9 | code(i-1)<<6 | code(i)<<3 | code(i+1)
	for asciiInside[w] {
		i++
		next := uint(0)
		if i+1 < len(s) {
			next = uint(asciiCode[s[i+1]])
		}
		w = (w<<3 | next) & (1<<12 - 1)
	}
	return i
}

// Codes of bytes for skipASCII.
const (
	codeOther  = iota // ASCII, neither letter, digit nor separator
	codeLetter        // ASCII letter
	codeDigit         // ASCII digit
	codeJoiner        // ASCII separator of the digits of a number (numberJoiner)
	codeHigh          // not ASCII
)

var asciiCode = func() (t [256]uint8) {
	for c := range t {
		switch {
		case c >= utf8.RuneSelf:
			t[c] = codeHigh
		case isDigit(rune(c)):
			t[c] = codeDigit
		case asciiWord(byte(c)):
			t[c] = codeLetter
		case numberJoiner(rune(c)):
			t[c] = codeJoiner
		}
	}
	return t
}()

// asciiInside[w] reports, for the codes w of the bytes s[i-2], s[i-1],
// s[i] and s[i+1] (3 bits each, codeOther off the ends), whether offset i
// lies inside an ASCII word or number.
var asciiInside = func() (t [1 << 12]bool) {
	word := func(c uint) bool { return c == codeLetter || c == codeDigit }
	for w := range t {
		p, a, b, n := uint(w)>>9&7, uint(w)>>6&7, uint(w)>>3&7, uint(w)&7
		t[w] = word(a) && word(b) ||
			a == codeDigit && b == codeJoiner && n == codeDigit ||
			a == codeJoiner && b == codeDigit && p == codeDigit
	}
	return t
}()

// isSpace is unicode.IsSpace, quick for the marks that diacritic accepts.
func isSpace(r rune) bool { return !diacritic(r) && unicode.IsSpace(r) }

// diacritic reports whether r is a combining diacritical mark, U+0300 to
// U+036F: the marks of Latin, Greek and Cyrillic letters.
func diacritic(r rune) bool { return 0x300 <= r && r <= 0x36f }

// latinWord reports whether r is a letter of Latin-1 or a combining
// diacritical mark: a letter or mark of a script written with spaces, and
// no digit.
func latinWord(r rune) bool {
	return r < 0x100 && latin1Letter[r] || diacritic(r)
}

var latin1Letter = func() (t [0x100]bool) {
	for r := range t {
		t[r] = unicode.IsLetter(rune(r))
	}
	return t
}()

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

// global returns the edit distance between the pattern and text, and, if
// row is not nil, sets row[j] to the distance between the pattern and
// text[:j] for every j ≤ len(text). It takes O(len(text)·⌈m/64⌉) time.
func (p *pattern) global(text []rune, row []int) int {
	m, w := len(p.runes), p.w
	if row != nil {
		row[0] = m
	}
	if m == 0 {
		for j := range row {
			row[j] = j
		}
		return len(text)
	}
	blocks := make([]block, w)
	for b := range blocks {
		blocks[b] = block{pv: ^uint64(0), score: p.rows(b)}
	}
	for j, c := range text {
		peq := p.peq[int(p.sym(c))*w:]
		hin := 1 // row 0 of the column is j+1: a global alignment
		for b := range blocks {
			hout, hrow := advance(&blocks[b], peq[b], hin, p.row(b))
			if b == w-1 {
				blocks[b].score += hrow
			} else {
				blocks[b].score += hout
			}
			hin = hout
		}
		if row != nil {
			row[j+1] = blocks[w-1].score
		}
	}
	return blocks[w-1].score
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
	rev := make([]rune, m+n)
	for i, r := range pat {
		rev[m-1-i] = r
	}
	for i, r := range window {
		rev[m+n-1-i] = r
	}
	row := make([]int, n+1)
	newPattern(rev[:m]).global(rev[m:], row)
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
	if len(b) == 0 {
		return len(a)
	}
	return newPattern(b).global(a, nil)
}
