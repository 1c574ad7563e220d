package normalize_test

import (
	"flag"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/normalize"
)

var pairs = flag.Bool("pairs", false, "fold every code point paired with combining and conjoining neighbours (slow)")

// eachRune calls f for every Unicode scalar value, stopping at the first
// false.
func eachRune(f func(r rune) bool) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if utf8.ValidRune(r) && !f(r) {
			return
		}
	}
}

// TestFoldEveryCodePoint checks that folding is stable for every code point
// on its own, in both modes, and that Map agrees with Fold.
func TestFoldEveryCodePoint(t *testing.T) {
	modes := []normalize.Mode{normalize.Strict, normalize.Lenient}
	fails := 0
	eachRune(func(r rune) bool {
		x := string(r)
		for _, m := range modes {
			f := m.Fold(x)
			if g := m.Fold(f); g != f {
				t.Errorf("%v.Fold(%+q) = %+q, folded again %+q", m, x, f, g)
				fails++
			}
			if g := m.Map(x).String(); g != f {
				t.Errorf("%v.Map(%+q).String() = %+q; Fold = %+q", m, x, g, f)
				fails++
			}
		}
		return fails < 20
	})
}

// TestFoldEveryCodePointPair checks stability for every code point next to
// neighbours that interact with it: a combining mark after it, a letter
// before it, a conjoining vowel or final consonant after it, a removed
// hyphen before it, a format character between it and a mark, and a
// variation selector after it. It takes several seconds; run it
// with -pairs.
func TestFoldEveryCodePointPair(t *testing.T) {
	if !*pairs {
		t.Skip("run with -pairs")
	}
	around := []struct{ before, after string }{
		{"", "\u0301"},
		{"A", ""},
		{"", "\u1161"},
		{"", "\u11a8"},
		{"-", ""},
		{"", "\u200d\u0301"},
		{"e", "\u0301"},
		{"", "\ufe0f"},
	}
	modes := []normalize.Mode{normalize.Strict, normalize.Lenient}
	fails := 0
	eachRune(func(r rune) bool {
		for _, a := range around {
			x := a.before + string(r) + a.after
			for _, m := range modes {
				f := m.Fold(x)
				if g := m.Fold(f); g != f {
					t.Errorf("%v.Fold(%+q) = %+q, folded again %+q", m, x, f, g)
					fails++
				}
				if g := m.Map(x).String(); g != f {
					t.Errorf("%v.Map(%+q).String() = %+q; Fold = %+q", m, x, g, f)
					fails++
				}
			}
		}
		return fails < 20
	})
}
