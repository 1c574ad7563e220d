package normalize

import (
	"fmt"
	"unicode/utf8"
)

// offsetStride is the distance in bytes between the checkpoints of Offsets.
const offsetStride = 256

// Offsets converts byte offsets into one string to code point offsets and
// UTF-16 offsets, and back, in time bounded by a small constant after a
// linear set-up. Each byte of an invalid UTF-8 sequence counts as one code
// point and one UTF-16 unit, U+FFFD, as encoding/json writes it. An Offsets
// is immutable and safe for concurrent use.
type Offsets struct {
	s     string
	marks []offsetMark // marks[k] is at the first code point start ≥ k*offsetStride
}

type offsetMark struct {
	b, r, u int32 // byte, code point and UTF-16 offsets of one position
}

// NewOffsets returns the offset converter for s. It panics if len(s) >
// MaxLen.
func NewOffsets(s string) *Offsets {
	if len(s) > MaxLen {
		panic(fmt.Sprintf("normalize: input of %d bytes exceeds MaxLen", len(s)))
	}
	x := &Offsets{s: s, marks: make([]offsetMark, 0, len(s)/offsetStride+1)}
	var r, u int32
	next := 0
	for i := 0; i < len(s); {
		if i >= next {
			x.marks = append(x.marks, offsetMark{int32(i), r, u})
			next = len(x.marks) * offsetStride
		}
		c, n := rune(s[i]), 1
		if c >= utf8.RuneSelf {
			c, n = utf8.DecodeRuneInString(s[i:])
		}
		r++
		u += units(c)
		i += n
	}
	for len(x.marks)*offsetStride <= len(s) {
		x.marks = append(x.marks, offsetMark{int32(len(s)), r, u})
	}
	return x
}

func units(c rune) int32 {
	if c >= 0x10000 {
		return 2
	}
	return 1
}

// mark returns the last checkpoint at or before byte offset i.
func (x *Offsets) mark(i int) offsetMark {
	k := i / offsetStride
	if k >= len(x.marks) {
		k = len(x.marks) - 1
	}
	for k > 0 && int(x.marks[k].b) > i {
		k--
	}
	return x.marks[k]
}

// count walks from m to byte offset i and returns the code point and UTF-16
// offsets there. An offset inside a code point counts that code point.
func (x *Offsets) count(m offsetMark, i int) (r, u int) {
	r, u = int(m.r), int(m.u)
	for p := int(m.b); p < i; {
		c, n := rune(x.s[p]), 1
		if c >= utf8.RuneSelf {
			c, n = utf8.DecodeRuneInString(x.s[p:])
		}
		r++
		u += int(units(c))
		p += n
	}
	return r, u
}

func (x *Offsets) check(i int) {
	if i < 0 || i > len(x.s) {
		panic(fmt.Sprintf("normalize: byte offset %d out of range [0, %d]", i, len(x.s)))
	}
}

// Runes returns the code point offset of byte offset i: the number of code
// points in s[:i]. It panics if i is outside [0, len(s)].
func (x *Offsets) Runes(i int) int {
	x.check(i)
	r, _ := x.count(x.mark(i), i)
	return r
}

// UTF16 returns the UTF-16 offset of byte offset i: the number of UTF-16
// code units in s[:i]. It panics if i is outside [0, len(s)].
func (x *Offsets) UTF16(i int) int {
	x.check(i)
	_, u := x.count(x.mark(i), i)
	return u
}

// FromRunes returns the byte offset of code point offset r, and false if r is
// outside [0, Runes(len(s))].
func (x *Offsets) FromRunes(r int) (int, bool) {
	return x.from(r, func(m offsetMark) int { return int(m.r) }, func(rune) int { return 1 })
}

// FromUTF16 returns the byte offset of UTF-16 offset u, and false if u is
// outside [0, UTF16(len(s))] or falls between the two halves of a surrogate
// pair.
func (x *Offsets) FromUTF16(u int) (int, bool) {
	return x.from(u, func(m offsetMark) int { return int(m.u) }, func(c rune) int { return int(units(c)) })
}

func (x *Offsets) from(want int, at func(offsetMark) int, width func(rune) int) (int, bool) {
	if want < 0 {
		return 0, false
	}
	lo, hi := 0, len(x.marks)
	for lo < hi { // first mark past want
		h := int(uint(lo+hi) >> 1)
		if at(x.marks[h]) <= want {
			lo = h + 1
		} else {
			hi = h
		}
	}
	if lo == 0 {
		return 0, false
	}
	m := x.marks[lo-1]
	n := at(m)
	for p := int(m.b); ; {
		if n == want {
			return p, true
		}
		if n > want || p >= len(x.s) {
			return 0, false
		}
		c, size := rune(x.s[p]), 1
		if c >= utf8.RuneSelf {
			c, size = utf8.DecodeRuneInString(x.s[p:])
		}
		n += width(c)
		p += size
	}
}
