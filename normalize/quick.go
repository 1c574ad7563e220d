package normalize

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Most short texts that Strict maps are ASCII with a line break or two, or
// with a few code points such as €, –, ü or 年 that folding copies as they
// are, or full-width digits that it makes ASCII: the words around the
// digits of a text, which package numbers maps one window at a time.
// quickMap folds those itself, for a fraction of what the folder costs:
// the folder must be ready for any text, with NFKC's machinery, and sets
// itself up for each call.

// asciiEnd returns the index of the first byte of s at or after i that
// is no ASCII byte, or len(s). It tests eight bytes at a time.
func asciiEnd(s string, i int) int {
	for ; i+8 <= len(s); i += 8 {
		b := s[i : i+8]
		v := uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
			uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
		if v&0x8080808080808080 != 0 {
			break
		}
	}
	for i < len(s) && s[i] < utf8.RuneSelf {
		i++
	}
	return i
}

// quickMap returns s folded under Strict, as the folder would fold it, if
// s holds only ASCII and code points that fold on their own (see
// quickClass); it reports false, having done nothing, for any other s. The
// folding there is simple: capitals are lowered, a run of white space
// becomes one space (none at either end), a code point that folds to one
// ASCII byte (a full-width digit) becomes that byte and maps back to all
// of itself, and everything else is copied.
func quickMap(s string) (*Text, bool) {
	wide := 0 // the code points of s that fold to ASCII
	for p := 0; p < len(s); {
		if s[p] < utf8.RuneSelf {
			p = asciiEnd(s, p+1)
			continue
		}
		r, n := utf8.DecodeRuneInString(s[p:])
		if r == utf8.RuneError && n == 1 {
			return nil, false
		}
		switch quickClass(r) {
		case qNone:
			return nil, false
		case qCopy:
		default:
			wide++
		}
		p += n
	}
	stop := &quickStop
	if wide > 0 {
		stop = &quickStopWide
	}
	// What follows mirrors the folder on this alphabet: space and flush
	// decide where a space goes and what it maps to, linear extends the
	// last run or starts one.
	// Each run of white space that collapses and each code point folded
	// to ASCII starts at most two runs: its own and the linear one after
	// it.
	var t *Text
	if wide == 0 {
		tr := &textRuns{Text: Text{orig: s}}
		tr.Text.runs = tr.runs[:0]
		t = &tr.Text
	} else {
		// Each code point folded to ASCII starts two runs: its own and
		// the linear one after it.
		t = &Text{orig: s, runs: make([]run, 0, 2*wide+len(textRuns{}.runs))}
	}
	var b strings.Builder
	b.Grow(len(s))
	linNext := -1 // the original offset that would extend the last run
	pendO := -1   // the start of pending white space, if any
	pendE := 0    // and its end
	linear := func(o, n int) {
		if o != linNext {
			t.runs = append(t.runs, run{f: int32(b.Len()), o: int32(o), oe: -1})
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
			if b.Len() > 0 {
				if pendE-pendO == 1 {
					linear(pendO, 1)
				} else {
					linNext = -1
					t.runs = append(t.runs, run{f: int32(b.Len()), o: int32(pendO), oe: int32(pendE)})
				}
				b.WriteByte(' ')
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
		b.WriteString(s[p:q])
		if q == len(s) {
			break
		}
		switch c := s[q]; {
		case 'A' <= c && c <= 'Z':
			linear(q, 1)
			b.WriteByte(c + 'a' - 'A')
			q++
		case c >= utf8.RuneSelf:
			r, n := utf8.DecodeRuneInString(s[q:])
			if v := quickClass(r); v == qCopy {
				linear(q, n)
				b.WriteString(s[q : q+n])
			} else {
				// It folds on its own and maps to all of itself.
				linNext = -1
				t.runs = append(t.runs, run{f: int32(b.Len()), o: int32(q), oe: int32(q + n)})
				b.WriteByte(v - qASCII)
			}
			q += n
		}
		p = q
	}
	t.folded = b.String()
	return t, true
}

// A textRuns is a Text with room for a short map, in one allocation: most
// of the texts quickMap takes need a run or two.
type textRuns struct {
	Text
	runs [4]run
}

// isSpaceByte reports whether c is ASCII white space: unicode.IsSpace for
// the bytes below utf8.RuneSelf.
func isSpaceByte(c byte) bool {
	return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f'
}

// quickStop marks the bytes at which quickMap stops copying: capitals,
// which it lowers, and white space, which it may collapse. quickStopWide
// marks the bytes that start a code point outside ASCII as well.
var quickStop, quickStopWide = func() (t, w [256]bool) {
	for c := range t {
		t[c] = 'A' <= c && c <= 'Z' || isSpaceByte(byte(c))
		w[c] = t[c] || c >= 0xC0
	}
	return t, w
}()

// Classes of code points outside ASCII for quickMap.
const (
	qNone  = 0 // left to the folder
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
// segment of its own, so it folds as it does on its own; the folder then
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
	if f := Strict.Fold(c); len(f) == 1 && f[0] < utf8.RuneSelf && !isSpaceByte(f[0]) {
		return qASCII + f[0]
	}
	return qNone
}
