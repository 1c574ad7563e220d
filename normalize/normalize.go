package normalize

import (
	"bytes"
	"fmt"
	"math"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// A Mode selects how much folding does.
type Mode uint8

const (
	// Strict collapses white space, applies NFKC and lowercases. It is the
	// zero value.
	Strict Mode = iota
	// Lenient also removes punctuation and symbols, so that curly and
	// straight quotes, dashes and bullets do not stop a match.
	Lenient
)

// MaxLen is the longest input Map accepts: offsets are stored as int32.
const MaxLen = math.MaxInt32

// String returns "strict" or "lenient".
func (m Mode) String() string {
	switch m {
	case Strict:
		return "strict"
	case Lenient:
		return "lenient"
	}
	return fmt.Sprintf("Mode(%d)", uint8(m))
}

// ParseMode returns the mode named s: "strict" (or "") or "lenient".
func ParseMode(s string) (Mode, error) {
	switch s {
	case "", "strict":
		return Strict, nil
	case "lenient":
		return Lenient, nil
	}
	return Strict, fmt.Errorf("normalize: unknown mode %q (want strict or lenient)", s)
}

func (m Mode) check() {
	if m > Lenient {
		panic(fmt.Sprintf("normalize: invalid %v", m))
	}
}

// Fold returns s folded under m. It panics if m is not Strict or Lenient.
//
// Fold(s) equals m.Map(s).String(), and m.Fold(m.Fold(s)) == m.Fold(s).
func (m Mode) Fold(s string) string {
	m.check()
	if m.folded(s) {
		return s
	}
	f := folder{mode: m, src: s}
	f.run()
	return f.out.String()
}

// Map returns s folded under m together with the map from folded offsets back
// to offsets in s. It panics if m is not Strict or Lenient or if len(s) >
// MaxLen.
func (m Mode) Map(s string) *Text {
	m.check()
	if len(s) > MaxLen {
		panic(fmt.Sprintf("normalize: input of %d bytes exceeds MaxLen", len(s)))
	}
	if m == Strict {
		if t, ok := quickMap(s); ok {
			return t
		}
	}
	return m.mapFolder(s)
}

// mapFolder is Map without its fast path.
func (m Mode) mapFolder(s string) *Text {
	f := folder{mode: m, src: s, mapped: true, linNext: -1}
	f.runs = make([]run, 0, 8)
	f.run()
	return &Text{orig: s, folded: f.out.String(), runs: f.runs}
}

// folded reports whether s is plain ASCII that m leaves unchanged, so that
// Fold can return s itself.
func (m Mode) folded(s string) bool {
	tab := &asciiClass[m]
	prevSpace := true // leading space is not folded
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return false
		}
		switch tab[c] {
		case clsKeep:
			prevSpace = false
		case clsSpace:
			if c != ' ' || prevSpace {
				return false
			}
			prevSpace = true
		default:
			return false
		}
	}
	return !prevSpace || len(s) == 0
}

// A Text is a folded string with the map from its byte offsets back to byte
// offsets of the original. A Text is immutable and safe for concurrent use.
type Text struct {
	orig, folded string
	runs         []run
}

// A run maps the folded bytes from f up to the next run's f to the original.
// A linear run (oe < 0) maps byte for byte: folded f+k is original o+k. Any
// other run maps each of its bytes to the whole original range [o, oe).
type run struct {
	f, o, oe int32
}

func (r run) lin() bool { return r.oe < 0 }

// String returns the folded text.
func (t *Text) String() string { return t.folded }

// Original returns the text that was folded.
func (t *Text) Original() string { return t.orig }

// Len returns the length of the folded text in bytes.
func (t *Text) Len() int { return len(t.folded) }

// find returns the index of the run that holds folded byte i.
func (t *Text) find(i int) int {
	lo, hi := 0, len(t.runs)
	for lo < hi {
		h := int(uint(lo+hi) >> 1)
		if int(t.runs[h].f) <= i {
			lo = h + 1
		} else {
			hi = h
		}
	}
	return lo - 1
}

func (t *Text) checkOffset(i int) {
	if i < 0 || i > len(t.folded) {
		panic(fmt.Sprintf("normalize: offset %d out of range [0, %d]", i, len(t.folded)))
	}
}

// Orig returns the offset in the original of the first character that
// contributed to folded byte i. Orig(Len()) is OrigEnd(Len()). It panics if
// i is outside [0, Len()].
func (t *Text) Orig(i int) int {
	t.checkOffset(i)
	if i == len(t.folded) {
		return t.OrigEnd(i)
	}
	r := t.runs[t.find(i)]
	if r.lin() {
		// A linear run copies whole characters: back up to the start of
		// the one that holds byte i.
		for i > int(r.f) && !utf8.RuneStart(t.folded[i]) {
			i--
		}
		return int(r.o) + i - int(r.f)
	}
	return int(r.o)
}

// OrigEnd returns the offset in the original just past the last character
// that contributed to folded byte j-1. OrigEnd(0) is the offset of the first
// contributing character. It panics if j is outside [0, Len()].
func (t *Text) OrigEnd(j int) int {
	t.checkOffset(j)
	if len(t.runs) == 0 {
		return 0
	}
	if j == 0 {
		return int(t.runs[0].o)
	}
	r := t.runs[t.find(j-1)]
	if r.lin() {
		// Move on to the end of the character that holds byte j-1.
		for j < len(t.folded) && !utf8.RuneStart(t.folded[j]) {
			j++
		}
		return int(r.o) + j - int(r.f)
	}
	return int(r.oe)
}

// Span returns the original range [start, end) of the folded range [i, j).
// For i == j it returns an empty range at Orig(i). It panics if i > j or
// either is outside [0, Len()].
func (t *Text) Span(i, j int) (start, end int) {
	if i > j {
		panic(fmt.Sprintf("normalize: inverted range [%d, %d)", i, j))
	}
	if i == j || len(t.runs) == 0 {
		start = t.Orig(i)
		if i == j {
			return start, start
		}
		return start, t.OrigEnd(j)
	}
	// Orig(i) and OrigEnd(j) with one search of the runs where both ends
	// are in one run, as the words of a text mostly are.
	t.checkOffset(i)
	t.checkOffset(j)
	h := t.find(i)
	r := t.runs[h]
	if r.lin() {
		p := i
		for p > int(r.f) && !utf8.RuneStart(t.folded[p]) {
			p--
		}
		start = int(r.o) + p - int(r.f)
	} else {
		start = int(r.o)
	}
	if h+1 < len(t.runs) && int(t.runs[h+1].f) <= j-1 {
		r = t.runs[t.find(j-1)]
	}
	if r.lin() {
		for j < len(t.folded) && !utf8.RuneStart(t.folded[j]) {
			j++
		}
		return start, int(r.o) + j - int(r.f)
	}
	return start, int(r.oe)
}

// ASCII byte classes.
const (
	clsKeep  = iota // emitted unchanged
	clsUpper        // emitted lowercased
	clsSpace        // white space
	clsDrop         // removed (Lenient punctuation and symbols)
)

var asciiClass [2][utf8.RuneSelf]uint8

func init() {
	for m := Strict; m <= Lenient; m++ {
		for c := 0; c < utf8.RuneSelf; c++ {
			r := rune(c)
			switch {
			case unicode.IsSpace(r):
				asciiClass[m][c] = clsSpace
			case 'A' <= c && c <= 'Z':
				asciiClass[m][c] = clsUpper
			case m == Lenient && (unicode.IsPunct(r) || unicode.IsSymbol(r)):
				asciiClass[m][c] = clsDrop
			}
		}
	}
}

// folder folds one string in a single pass.
type folder struct {
	mode   Mode
	src    string
	out    strings.Builder
	mapped bool
	runs   []run

	linNext int // original offset that would extend the last run, if linear

	pend         bool // a space is pending; it is written only if text follows
	pendO, pendE int  // the original white space it stands for

	dropped bool // the last code point was removed; attached ones go with it

	qEnd int // src[:qEnd] is known to be NFKC-stable up to a boundary

	nfkc, lower []byte     // scratch for the segment path
	iter        *norm.Iter // made on first use and reused: norm's Append functions allocate a buffer a call
	segs        map[string]segFold
	segEnd      int // where the last segment folded by segment ended
}

func (f *folder) run() {
	s := f.src
	f.out.Grow(len(s))
	tab := &asciiClass[f.mode]
	for p := 0; p < len(s); {
		c := s[p]
		if c >= utf8.RuneSelf {
			p = f.nonASCII(p)
			continue
		}
		switch tab[c] {
		case clsSpace:
			f.space(p, p+1)
			p++
			continue
		case clsDrop:
			f.dropped = true
			p++
			continue
		}
		// A run of ASCII bytes that are kept, lowercased if need be.
		q := p + 1
		for q < len(s) && s[q] < utf8.RuneSelf && tab[s[q]] <= clsUpper {
			q++
		}
		if q < len(s) && s[q] >= utf8.RuneSelf && f.composesBack(q) {
			// The last byte may compose with the code point after it.
			if q--; q > p {
				f.ascii(p, q)
			}
			if q == f.segEnd && q > 0 {
				// Right after a segment that needed folding, as in a run
				// of letters with marks: the quick check would fail the
				// same way.
				p = f.segment(q)
				continue
			}
			if q+1 >= f.qEnd {
				f.quickSpan(q)
				if f.qEnd <= q {
					p = f.segment(q)
					continue
				}
			}
			p = q
			q++
		}
		f.ascii(p, q)
		p = q
	}
}

// composesBack reports whether the code point at src[p:], after an ASCII
// byte, may fold together with that byte: whether NFKC puts no segment
// boundary between them. An inert code point and an invalid byte (it
// folds to U+FFFD, a starter) never do, and neither does a code point
// that starts a segment of its own: the ASCII byte before them folds on
// its own, which is what the segment path would do with it too.
func (f *folder) composesBack(p int) bool {
	r, n := utf8.DecodeRuneInString(f.src[p:])
	if r == utf8.RuneError && n == 1 || isInert(r, f.mode) || isGone(r, f.mode) {
		return false
	}
	props := norm.NFKC.PropertiesString(f.src[p : p+n])
	switch {
	case !props.BoundaryBefore():
		return true // a mark, say: no need to ask where the segment ends
	case props.Decomposition() == nil:
		return false // a starter that stays itself: a boundary before it
	}
	// A starter whose decomposition may start with a code point that
	// combines backwards (U+FFDC is a Hangul vowel): ask.
	return norm.NFKC.NextBoundaryInString(f.src[p-1:], true) != 1
}

// ascii writes src[p:q], ASCII bytes that folding keeps, lowercased.
func (f *folder) ascii(p, q int) {
	s := f.src
	tab := &asciiClass[f.mode]
	f.dropped = false
	f.flush()
	f.linear(p, q-p)
	for p < q {
		r := p
		for r < q && tab[s[r]] != clsUpper {
			r++
		}
		f.out.WriteString(s[p:r])
		for r < q && tab[s[r]] == clsUpper {
			f.out.WriteByte(s[r] + 'a' - 'A')
			r++
		}
		p = r
	}
}

// spanWindow is how far quickSpan looks ahead, in bytes.
const spanWindow = 256

// quickSpan sets qEnd to the end of an NFKC-stable prefix of src[p:] that
// norm finds within spanWindow bytes. It stops before the last NFKC
// segment it sees, which what follows could still change, and before the
// segment of an invalid byte.
func (f *folder) quickSpan(p int) {
	n, _ := norm.NFKC.SpanString(f.src[p:min(len(f.src), p+spanWindow)], false)
	f.qEnd = p + n
}

func (f *folder) nonASCII(p int) int {
	s := f.src
	r, n := utf8.DecodeRuneInString(s[p:])
	if r == utf8.RuneError && n == 1 {
		// An invalid byte is U+FFFD: a symbol that Lenient removes, and a
		// starter that nothing attaches to.
		if f.mode == Lenient {
			f.dropped = true
			return p + 1
		}
		f.dropped = false
		f.flush()
		f.opaque(p, p+1)
		f.grow()
		f.out.WriteString("\uFFFD")
		return p + 1
	}
	if isGone(r, f.mode) {
		f.dropped = true // marks after it go with it
		return p + n
	}
	if isInert(r, f.mode) {
		// Copy the inert code points that follow along with r.
		q := p + n
		for q < len(s) && s[q] >= utf8.RuneSelf {
			r, n := utf8.DecodeRuneInString(s[q:])
			if r == utf8.RuneError && n == 1 || !isInert(r, f.mode) {
				break
			}
			q += n
		}
		f.dropped = false
		f.flush()
		f.linear(p, q-p)
		f.out.WriteString(s[p:q])
		return q
	}
	if p >= f.qEnd {
		f.quickSpan(p)
	}
	if p >= f.qEnd {
		return f.segment(p)
	}
	// NFKC leaves r alone.
	if f.dropped && attaches(r, norm.NFKC.PropertiesString(s[p:p+n])) {
		return p + n // attached to a removed code point
	}
	if isPlain(r, f.mode) {
		f.dropped = false
		f.flush()
		f.linear(p, n)
		f.out.WriteString(s[p : p+n])
		return p + n
	}
	if unicode.ToLower(r) != r {
		return f.segment(p)
	}
	f.emit(r, s[p:p+n], p, p+n)
	return p + n
}

// segment folds the NFKC segment that starts at p and returns its end.
func (f *folder) segment(p int) int {
	s := f.src
	end := nextBoundary(s, p)
	if end <= p { // cannot happen for non-empty valid input; stay safe
		_, n := utf8.DecodeRuneInString(s[p:])
		end = p + n
	}
	f.segEnd = end
	seg := s[p:end]
	var out []byte
	if r, n := utf8.DecodeRuneInString(seg); n == len(seg) && r < 0x10000 {
		out = foldedRune(r)
	} else {
		sf := f.foldCached(seg)
		if sf.plain && !f.dropped {
			// Nothing in it is white space or removed: write it whole.
			f.flush()
			f.opaque(p, end)
			f.grow()
			f.out.Write(sf.out)
			return end
		}
		out = sf.out
	}
	if len(out) == len(seg) && utf8.RuneCount(out) == 1 && utf8.RuneCountInString(seg) == 1 {
		// One code point for one code point of the same size: keep the run
		// linear, which keeps maps of cased scripts small.
		r, _ := utf8.DecodeRune(out)
		if !unicode.IsSpace(r) && !f.removes(r) {
			if f.dropped && attaches(r, norm.NFKC.Properties(out)) {
				return end
			}
			f.dropped = false
			f.flush()
			f.linear(p, len(out))
			f.out.Write(out)
			return end
		}
	}
	for i := 0; i < len(out); {
		r, n := utf8.DecodeRune(out[i:])
		f.emit(r, string(out[i:i+n]), p, end)
		i += n
	}
	return end
}

// nextBoundary returns where the NFKC segment that starts at s[p:] ends:
// p + norm.NFKC.NextBoundaryInString(s[p:], true). It finds the end of the
// common segment, a starter without a decomposition followed by marks
// without one up to the next such starter, itself, with the cached class
// of each code point, and asks norm about anything else.
func nextBoundary(s string, p int) int {
	slow := func() int { return p + norm.NFKC.NextBoundaryInString(s[p:], true) }
	r, n := utf8.DecodeRuneInString(s[p:])
	if r == utf8.RuneError || segClass(r) != segStarter {
		return slow()
	}
	q := p + n
	for marks := 0; q < len(s); marks++ {
		r, n := utf8.DecodeRuneInString(s[q:])
		if r == utf8.RuneError && n == 1 {
			return q // an invalid byte is a segment of its own
		}
		switch segClass(r) {
		case segStarter:
			return q
		case segMark:
			if marks < 29 { // below the stream-safe limit
				q += n
				continue
			}
		}
		return slow()
	}
	return q
}

// A segFold is a segment folded, and whether its folding is plain: no
// code point of it is white space or removed, so that it can be written
// whole.
type segFold struct {
	out   []byte
	plain bool
}

// maxSegCache bounds the segments a folder remembers.
const maxSegCache = 4096

// foldCached returns foldSegment(seg), remembering it: text that repeats
// segments needing NFKC's full machinery (a letter with a run of marks,
// say) pays for each distinct segment once. The result must not be
// modified.
func (f *folder) foldCached(seg string) segFold {
	if sf, ok := f.segs[seg]; ok {
		return sf
	}
	out := bytes.Clone(f.foldSegment(seg))
	sf := segFold{out: out, plain: true}
	for i := 0; i < len(out); {
		r, n := utf8.DecodeRune(out[i:])
		if unicode.IsSpace(r) || f.removes(r) {
			sf.plain = false
			break
		}
		i += n
	}
	if f.segs == nil {
		f.segs = make(map[string]segFold)
	}
	if len(f.segs) < maxSegCache {
		f.segs[seg] = sf
	}
	return sf
}

// attaches reports whether the code point r, with NFKC properties props,
// attaches to the code point before it: a combining mark (including those,
// like variation selectors, that NFKC treats as starters) or any other
// code point that can combine with what precedes it.
func attaches(r rune, props norm.Properties) bool {
	return !props.BoundaryBefore() || r >= 0x300 && unicode.Is(unicode.M, r)
}

// foldSegment returns the NFKC segment seg in NFKC, lowercased, and in
// NFKC again if lowercasing changed it. The result is valid until the next
// call.
func (f *folder) foldSegment(seg string) []byte {
	if f.iter == nil {
		f.iter = new(norm.Iter)
	}
	f.iter.InitString(norm.NFKC, seg)
	f.nfkc = f.nfkc[:0]
	for !f.iter.Done() {
		f.nfkc = append(f.nfkc, f.iter.Next()...)
	}
	f.lower = f.lower[:0]
	changed := false
	for i := 0; i < len(f.nfkc); {
		r, n := utf8.DecodeRune(f.nfkc[i:])
		lr := unicode.ToLower(r)
		changed = changed || lr != r
		f.lower = utf8.AppendRune(f.lower, lr)
		i += n
	}
	if !changed {
		return f.nfkc
	}
	// Lowercasing can make a sequence composable ("W" + U+030A → "ẘ").
	f.iter.Init(norm.NFKC, f.lower)
	f.nfkc = f.nfkc[:0]
	for !f.iter.Done() {
		f.nfkc = append(f.nfkc, f.iter.Next()...)
	}
	return f.nfkc
}

// runeFolds caches foldSegment of each code point of the Basic
// Multilingual Plane on its own, a block of 256 at a time: most segments
// that need folding are one code point (full-width punctuation, no-break
// spaces, ligatures).
var runeFolds struct {
	once [0x10000 / plainBlock]sync.Once
	out  [0x10000 / plainBlock]*[plainBlock][]byte
}

// foldedRune returns foldSegment(string(r)) for r < 0x10000. The result
// must not be modified.
func foldedRune(r rune) []byte {
	b := r / plainBlock
	runeFolds.once[b].Do(func() {
		var f folder
		blk := new([plainBlock][]byte)
		for c := b * plainBlock; c < (b+1)*plainBlock; c++ {
			if utf8.ValidRune(c) {
				blk[c%plainBlock] = bytes.Clone(f.foldSegment(string(c)))
			}
		}
		runeFolds.out[b] = blk
	})
	return runeFolds.out[b][r%plainBlock]
}

// removes reports whether folding removes r.
func (f *folder) removes(r rune) bool {
	return unicode.Is(unicode.Cf, r) || f.mode == Lenient && (unicode.IsPunct(r) || unicode.IsSymbol(r))
}

// emit writes the code point r, encoded as b, standing for the original
// range [o, oe), through the white space and removal rules.
func (f *folder) emit(r rune, b string, o, oe int) {
	if unicode.IsSpace(r) {
		f.space(o, oe)
		return
	}
	if f.dropped && attaches(r, norm.NFKC.PropertiesString(b)) {
		return
	}
	if f.removes(r) {
		f.dropped = true
		return
	}
	f.dropped = false
	f.flush()
	f.opaque(o, oe)
	f.grow()
	f.out.WriteString(b)
}

// grow doubles the output's capacity when it is nearly full: folding can
// make text longer (an invalid byte becomes the three bytes of U+FFFD),
// and strings.Builder grows a large buffer by a quarter at a time.
func (f *folder) grow() {
	if c := f.out.Cap(); c >= 4096 && c-f.out.Len() < utf8.UTFMax*4 {
		f.out.Grow(c)
	}
}

// space records white space standing for the original range [o, oe).
func (f *folder) space(o, oe int) {
	f.dropped = false
	if f.pend {
		if o == f.pendE {
			f.pendE = oe
		}
		return
	}
	f.pend, f.pendO, f.pendE = true, o, oe
}

// flush writes the pending space, unless it would lead the text.
func (f *folder) flush() {
	if !f.pend {
		return
	}
	f.pend = false
	if f.out.Len() == 0 {
		return
	}
	if f.pendE-f.pendO == 1 {
		f.linear(f.pendO, 1)
	} else {
		f.opaque(f.pendO, f.pendE)
	}
	f.out.WriteByte(' ')
}

// linear records that the next n folded bytes are original [o, o+n).
func (f *folder) linear(o, n int) {
	if !f.mapped {
		return
	}
	if o != f.linNext {
		f.addRun(run{f: int32(f.out.Len()), o: int32(o), oe: -1})
	}
	f.linNext = o + n
}

// opaque records that the next folded bytes all stand for original [o, oe).
func (f *folder) opaque(o, oe int) {
	if !f.mapped {
		return
	}
	f.linNext = -1
	if k := len(f.runs) - 1; k >= 0 && f.runs[k].o == int32(o) && f.runs[k].oe == int32(oe) {
		return
	}
	f.addRun(run{f: int32(f.out.Len()), o: int32(o), oe: int32(oe)})
}

// addRun appends r to the map, doubling its capacity when full: text that
// needs a run every few bytes (invalid bytes between letters, say) would
// otherwise copy the map many times over as append grows large slices by
// a quarter.
func (f *folder) addRun(r run) {
	if len(f.runs) == cap(f.runs) {
		runs := make([]run, len(f.runs), 2*cap(f.runs)+8)
		copy(runs, f.runs)
		f.runs = runs
	}
	f.runs = append(f.runs, r)
}
