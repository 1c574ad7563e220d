package numbers

import (
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/verbatim-go/verbatim/normalize"
)

// Most windows that plainASCII turns down are ASCII with a line break or
// two, or with a few code points such as €, –, ü or 年 that folding copies
// as they are, or full-width digits that it makes ASCII. quickFold folds those itself, with the map back to the
// window, for a fraction of what normalize.Strict.Map costs: Map must be
// ready for any text, and sets up a folder and a Text for each window.

// A foldRun maps folded bytes, from f up to the next run's f, back to the
// window, as the runs of a normalize.Text do: a linear run (oe < 0) maps
// byte for byte, folded f+k to o+k; any other run maps each of its bytes
// to the whole range [o, oe), as a collapsed run of white space does.
type foldRun struct {
	f, o, oe int32
}

// A quickText is the Strict folding of a window made by quickFold: the
// folded text and its map, which answer as normalize.Text's Orig, OrigEnd
// and Span would for the same window. Its runs are reused from window to
// window.
type quickText struct {
	f    string
	runs []foldRun
	last int // the run find returned last, where the next search starts
}

// find returns the index of the run that holds folded byte i. The scanner
// asks about offsets in order, so the run found last or the one after
// it is tried before a binary search.
func (t *quickText) find(i int) int {
	if h := t.last; h < len(t.runs) && int(t.runs[h].f) <= i {
		if h+1 == len(t.runs) || int(t.runs[h+1].f) > i {
			return h
		}
		if h+2 == len(t.runs) || int(t.runs[h+2].f) > i {
			t.last = h + 1
			return h + 1
		}
	}
	lo, hi := 0, len(t.runs)
	for lo < hi {
		h := int(uint(lo+hi) >> 1)
		if int(t.runs[h].f) <= i {
			lo = h + 1
		} else {
			hi = h
		}
	}
	t.last = max(lo-1, 0)
	return lo - 1
}

// orig returns the offset in the window of the first character that
// contributed to folded byte i, as normalize.Text.Orig does.
func (t *quickText) orig(i int) int {
	if i == len(t.f) {
		return t.origEnd(i)
	}
	r := t.runs[t.find(i)]
	if r.oe < 0 {
		// Back up to the start of the character that holds byte i.
		for i > int(r.f) && !utf8.RuneStart(t.f[i]) {
			i--
		}
		return int(r.o) + i - int(r.f)
	}
	return int(r.o)
}

// origEnd returns the offset in the window just past the last character
// that contributed to folded byte j-1, as normalize.Text.OrigEnd does.
func (t *quickText) origEnd(j int) int {
	if len(t.runs) == 0 {
		return 0
	}
	if j == 0 {
		return int(t.runs[0].o)
	}
	r := t.runs[t.find(j-1)]
	if r.oe < 0 {
		for j < len(t.f) && !utf8.RuneStart(t.f[j]) {
			j++
		}
		return int(r.o) + j - int(r.f)
	}
	return int(r.oe)
}

// span returns the window's range of the folded range [i, j), as
// normalize.Text.Span does.
func (t *quickText) span(i, j int) (int, int) {
	start := t.orig(i)
	if i == j {
		return start, start
	}
	return start, t.origEnd(j)
}

// quickFold folds s as normalize.Strict.Map would, if s holds only ASCII
// and code points that fold on their own (see quickClass), into t,
// writing the folded text to a. It reports false, having written
// nothing, for any other s. The folding there is simple: capitals are
// lowered, a run of white space becomes one space (none at either end), a
// code point that folds to one ASCII byte (a full-width digit) becomes
// that byte, and everything else is copied.
func quickFold(s string, a *arena, t *quickText) bool {
	wide := false // s has a code point that folds to ASCII
	for p := 0; p < len(s); {
		if s[p] < utf8.RuneSelf {
			p++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[p:])
		if r == utf8.RuneError && n == 1 {
			return false
		}
		switch quickClass(r) {
		case qNone:
			return false
		case qCopy:
		default:
			wide = true
		}
		p += n
	}
	stop := &quickStop
	if wide {
		stop = &quickStopWide
	}
	// What follows mirrors normalize's folder on this alphabet: space
	// and flush decide where a space goes and what it maps to, linear
	// extends the last run or starts one.
	t.runs, t.last = t.runs[:0], 0
	k := a.room(len(s))
	out := 0      // bytes written
	linNext := -1 // the window offset that would extend the last run
	pendO := -1   // the start of pending white space, if any
	pendE := 0    // and its end
	linear := func(o, n int) {
		if o != linNext {
			t.runs = append(t.runs, foldRun{f: int32(out), o: int32(o), oe: -1})
		}
		linNext = o + n
	}
	for p := 0; p < len(s); {
		if isSpaceByte(s[p]) {
			q := p + 1
			for q < len(s) && isSpaceByte(s[q]) {
				q++
			}
			pendO, pendE = p, q
			p = q
			continue
		}
		if pendO >= 0 {
			if out > 0 {
				if pendE-pendO == 1 {
					linear(pendO, 1)
				} else {
					linNext = -1
					t.runs = append(t.runs, foldRun{f: int32(out), o: int32(pendO), oe: int32(pendE)})
				}
				a.b.WriteByte(' ')
				out++
			}
			pendO = -1
		}
		// Copy up to a capital or white space other than one space
		// between words, which folding keeps as it is.
		q := p
		for q < len(s) && (!stop[s[q]] || s[q] == ' ' && q+1 < len(s) && !isSpaceByte(s[q+1])) {
			q++
		}
		linear(p, q-p)
		a.b.WriteString(s[p:q])
		out += q - p
		if q == len(s) {
			break
		}
		switch c := s[q]; {
		case 'A' <= c && c <= 'Z':
			linear(q, 1)
			a.b.WriteByte(c + 'a' - 'A')
			out++
			q++
		case c >= utf8.RuneSelf:
			r, n := utf8.DecodeRuneInString(s[q:])
			if v := quickClass(r); v == qCopy {
				linear(q, n)
				a.b.WriteString(s[q : q+n])
				out += n
			} else {
				// It folds on its own and maps to all of itself.
				linNext = -1
				t.runs = append(t.runs, foldRun{f: int32(out), o: int32(q), oe: int32(q + n)})
				a.b.WriteByte(v - qASCII)
				out++
			}
			q += n
		}
		p = q
	}
	t.f = a.from(k)
	return true
}

// quickStop marks the bytes at which quickFold stops copying: capitals,
// which it lowers, and white space, which it may collapse. quickStopWide
// marks the bytes that start a code point outside ASCII as well.
var quickStop, quickStopWide = func() (t, w [256]bool) {
	for c := range t {
		t[c] = 'A' <= c && c <= 'Z' || isSpaceByte(byte(c))
		w[c] = t[c] || c >= 0xC0
	}
	return t, w
}()

// Classes of code points outside ASCII for quickFold.
const (
	qNone  = 0 // left to normalize
	qCopy  = 1 // folding copies it
	qASCII = 2 // folding makes it one ASCII byte: qASCII plus the byte
)

// quickClasses caches quickClassOf for the Basic Multilingual Plane, a
// block of 256 code points at a time: a text uses few blocks.
var quickClasses struct {
	once [0x10000 / 256]sync.Once
	c    [0x10000]uint8
}

// quickClass returns the class of r, a code point outside ASCII.
func quickClass(r rune) uint8 {
	if r >= 0x10000 {
		return quickClassOf(r)
	}
	b := r / 256
	quickClasses.once[b].Do(func() {
		for c := b * 256; c < (b+1)*256; c++ {
			quickClasses.c[c] = quickClassOf(c)
		}
	})
	return quickClasses.c[r]
}

// quickClassOf returns the class of r among the code points that Strict
// folding treats alone: NFKC lets nothing before r interact with it, and
// r is neither white space, removed (a format character) nor a mark. If
// the code point after r is ASCII or of such a class too, r is an NFKC
// segment of its own, so it folds as it does on its own; normalize then
// copies it if it is NFKC and lowercasing leave it alone (é, 年, €), and
// maps the ASCII byte it folds to (a full-width digit or sign) back to all
// of it.
func quickClassOf(r rune) uint8 {
	if r < utf8.RuneSelf || !utf8.ValidRune(r) || unicode.IsSpace(r) || unicode.Is(unicode.Cf, r) ||
		unicode.Is(unicode.M, r) {
		return qNone
	}
	c := string(r)
	if !norm.NFKC.PropertiesString(c).BoundaryBefore() {
		return qNone
	}
	if unicode.ToLower(r) == r && norm.NFKC.IsNormalString(c) {
		return qCopy
	}
	if f := normalize.Strict.Fold(c); len(f) == 1 && f[0] < utf8.RuneSelf && !isSpaceByte(f[0]) {
		return qASCII + f[0]
	}
	return qNone
}
