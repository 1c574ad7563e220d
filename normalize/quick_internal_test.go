package normalize

import (
	"testing"
	"unicode/utf8"

	"pgregory.net/rapid"
)

// checkQuick checks Strict.Map's fast path against the folder: when
// quickMap takes s, the same text, and the same map back for every folded
// offset.
func checkQuick(t interface{ Fatalf(string, ...any) }, s string) {
	q, ok := quickMap(s)
	if !ok {
		return
	}
	ft := Strict.mapFolder(s)
	if ft.String() != q.String() {
		t.Fatalf("quickMap(%q) = %q; the folder folds it to %q", s, q.String(), ft.String())
	}
	for i := 0; i <= q.Len(); i++ {
		if got, want := q.Orig(i), ft.Orig(i); got != want {
			t.Fatalf("quickMap(%q): Orig(%d) = %d; want %d", s, i, got, want)
		}
		if got, want := q.OrigEnd(i), ft.OrigEnd(i); got != want {
			t.Fatalf("quickMap(%q): OrigEnd(%d) = %d; want %d", s, i, got, want)
		}
		for j := i; j <= q.Len() && j <= i+8; j++ {
			o, oe := q.Span(i, j)
			wo, woe := ft.Span(i, j)
			if o != wo || oe != woe {
				t.Fatalf("quickMap(%q): Span(%d, %d) = [%d, %d); want [%d, %d)", s, i, j, o, oe, wo, woe)
			}
		}
	}
}

// TestPropQuickMap checks the fast path of Strict.Map against the folder
// on text of ASCII, white space, code points it copies and code points it
// must leave to the folder.
func TestPropQuickMap(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.OneOf(
			rapid.StringOf(rapid.SampledFrom([]rune("a1 \t\n\r\v\fZQ.\x00\x7f€–—£¥日々\ufffdüäÜ２３％．Ａｂ、。㋀"))),
			rapid.StringOf(rapid.SampledFrom([]rune("a1 \t\nZ€–é\u0301\u00a0\u2009\u200b²½３ﬁ"))),
		).Draw(t, "s")
		checkQuick(t, s)
		checkQuick(t, s+"\xff")
	})
}

// TestQuickMapRunes checks every code point that the fast path folds
// itself, of the Basic Multilingual Plane and the start of the next,
// between ASCII, white space, itself and others of its kind; every 13th
// under the race detector.
func TestQuickMapRunes(t *testing.T) {
	step := rune(1)
	if race {
		step = 13
	}
	for r := rune(utf8.RuneSelf); r < 0x20000; r += step {
		if quickClass(r) == qNone {
			continue
		}
		c := string(r)
		checkQuick(t, c)
		checkQuick(t, " A"+c+"b\n\n"+c+c+"1 "+c+"\t")
		checkQuick(t, "€"+c+"２"+c+"ü "+c+"Ａ")
	}
}
