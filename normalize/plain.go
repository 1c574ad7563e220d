package normalize

import (
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Plain code points are those folding leaves alone when NFKC does: not
// white space, not removed, not changed by lowercasing. Inert ones are
// plain code points that NFKC leaves alone whatever surrounds them: no
// decomposition, and nothing before or after combines with them. Folding
// copies an inert code point without looking at its neighbours. Both
// classes are cached for the Basic Multilingual Plane, a block of 256 at a
// time.
const plainBlock = 256

var plain struct {
	once  [2][0x10000 / plainBlock]sync.Once
	bits  [2][0x10000 / 64]uint64
	inert [2][0x10000 / 64]uint64
	gone  [2][0x10000 / 64]uint64
}

func plainBits(r rune, m Mode) {
	b := r / plainBlock
	plain.once[m][b].Do(func() {
		for c := b * plainBlock; c < (b+1)*plainBlock; c++ {
			if plainRune(c, m) {
				plain.bits[m][c/64] |= 1 << (c % 64)
				if inertRune(c) {
					plain.inert[m][c/64] |= 1 << (c % 64)
				}
			}
			if goneRune(c, m) {
				plain.gone[m][c/64] |= 1 << (c % 64)
			}
		}
	})
}

// isGone reports whether folding under m removes r whatever surrounds it:
// a format character (a zero-width space, a bidirectional control) or,
// under Lenient, punctuation or a symbol, that NFKC leaves alone, that
// combines with nothing, and that is not white space.
func isGone(r rune, m Mode) bool {
	if r >= 0x10000 {
		return goneRune(r, m)
	}
	plainBits(r, m)
	return plain.gone[m][r/64]&(1<<(r%64)) != 0
}

func goneRune(r rune, m Mode) bool {
	if !utf8.ValidRune(r) || unicode.IsSpace(r) || unicode.Is(unicode.M, r) {
		return false
	}
	if !unicode.Is(unicode.Cf, r) && !(m == Lenient && (unicode.IsPunct(r) || unicode.IsSymbol(r))) {
		return false
	}
	var buf [4]byte
	n := utf8.EncodeRune(buf[:], r)
	p := norm.NFKC.Properties(buf[:n])
	return p.BoundaryBefore() && p.BoundaryAfter() && p.Decomposition() == nil
}

// isPlain reports whether folding under m leaves r alone wherever NFKC does.
func isPlain(r rune, m Mode) bool {
	if r >= 0x10000 {
		return plainRune(r, m)
	}
	plainBits(r, m)
	return plain.bits[m][r/64]&(1<<(r%64)) != 0
}

// isInert reports whether folding under m copies r whatever surrounds it.
func isInert(r rune, m Mode) bool {
	if r >= 0x10000 {
		return plainRune(r, m) && inertRune(r)
	}
	plainBits(r, m)
	return plain.inert[m][r/64]&(1<<(r%64)) != 0
}

func plainRune(r rune, m Mode) bool {
	if unicode.IsSpace(r) || unicode.Is(unicode.Cf, r) || unicode.ToLower(r) != r {
		return false
	}
	return m == Strict || !unicode.IsPunct(r) && !unicode.IsSymbol(r)
}

// inertRune reports whether NFKC leaves r alone whatever surrounds it and r
// attaches to nothing before it.
func inertRune(r rune) bool {
	var buf [4]byte
	n := utf8.EncodeRune(buf[:], r)
	return norm.NFKC.Properties(buf[:n]).BoundaryAfter() && !unicode.Is(unicode.M, r)
}

// Segment classes of code points, for finding NFKC segment boundaries
// without norm's machinery in the common case.
const (
	segOther   = iota // anything else: ask norm
	segStarter        // no decomposition, canonical class 0, a boundary before it
	segMark           // no decomposition, a canonical class other than 0
)

var segClasses struct {
	once [0x10000 / plainBlock]sync.Once
	bits [0x10000 / 32]uint64 // two bits a code point
}

// segClass returns the segment class of r.
func segClass(r rune) uint8 {
	if r >= 0x10000 {
		return segClassOf(r)
	}
	b := r / plainBlock
	segClasses.once[b].Do(func() {
		for c := b * plainBlock; c < (b+1)*plainBlock; c++ {
			segClasses.bits[c/32] |= uint64(segClassOf(c)) << (2 * (c % 32))
		}
	})
	return uint8(segClasses.bits[r/32] >> (2 * (r % 32)) & 3)
}

func segClassOf(r rune) uint8 {
	if !utf8.ValidRune(r) {
		return segOther
	}
	var buf [4]byte
	n := utf8.EncodeRune(buf[:], r)
	p := norm.NFKC.Properties(buf[:n])
	switch {
	case p.Decomposition() != nil:
		return segOther
	case p.CCC() == 0 && p.BoundaryBefore():
		return segStarter
	case p.CCC() != 0:
		return segMark
	}
	return segOther
}
