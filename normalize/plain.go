package normalize

import (
	"sync"
	"unicode"
)

// Plain code points are those folding leaves alone when NFKC does: not
// white space, not removed, not changed by lowercasing. Their classes are
// cached for the Basic Multilingual Plane, a block of 256 at a time.
const plainBlock = 256

var plain struct {
	once [2][0x10000 / plainBlock]sync.Once
	bits [2][0x10000 / 64]uint64
}

// isPlain reports whether folding under m leaves r alone wherever NFKC does.
func isPlain(r rune, m Mode) bool {
	if r >= 0x10000 {
		return plainRune(r, m)
	}
	b := r / plainBlock
	plain.once[m][b].Do(func() {
		for c := b * plainBlock; c < (b+1)*plainBlock; c++ {
			if plainRune(c, m) {
				plain.bits[m][c/64] |= 1 << (c % 64)
			}
		}
	})
	return plain.bits[m][r/64]&(1<<(r%64)) != 0
}

func plainRune(r rune, m Mode) bool {
	if unicode.IsSpace(r) || unicode.Is(unicode.Cf, r) || unicode.ToLower(r) != r {
		return false
	}
	return m == Strict || !unicode.IsPunct(r) && !unicode.IsSymbol(r)
}
