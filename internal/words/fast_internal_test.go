package words

import "testing"

// TestFastPaths: IsWordRune and Unspaced, with their shortcuts for common
// scripts, agree with the Unicode tables on every code point.
func TestFastPaths(t *testing.T) {
	for r := rune(0); r <= 0x10FFFF; r++ {
		if got, want := IsWordRune(r), isWordRune(r); got != want {
			t.Errorf("IsWordRune(%U) = %v; want %v", r, got, want)
		}
		if got, want := Unspaced(r), r >= 0x0E00 && unspaced(r); got != want {
			t.Errorf("Unspaced(%U) = %v; want %v", r, got, want)
		}
	}
}
