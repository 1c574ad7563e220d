package numbers

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/normalize"
)

// fastPieces make text where the fast paths (plain integers, plain ASCII
// windows, the claim memo) meet the cases they must leave to the general
// rules.
var fastPieces = []string{
	"0", "1", "2", "3", "7", "12", "30", "000", "123", "1234", "2026", "05",
	" ", " ", " ", "  ", "\n", "\t", "\r\n", "\u00a0", "\u2009", ",", ".", ", ", ". ", "-", "–", "~", "/", ":",
	"%", "$", "€", "[", "]", "(", ")", "\"", "'", ";", "!", "_", "+", "|", "\x00", "\xff",
	"a", "x", "Q", "k", "m", "bn", "th", "st", "s", "am", "pm", "No.", "v",
	"days", "million", "per cent", "USD", "usd", "dollars", "November", "May", "de", "of",
	"profit", "Revenue", "H200", "COVID-", "²", "½", "３", "年", "月", "億", "\u0301", "é", "ü", "％", "．", "Ａ", "、",
	"\n| Metric | Q1 | Q2 |\n|---|---|---|\n| Revenue | 100 | 110 |\n| Profit | 10 | 12 |\n",
}

var fastText = rapid.OneOf(
	rapid.Custom(func(t *rapid.T) string {
		return strings.Join(rapid.SliceOfN(rapid.SampledFrom(fastPieces), 0, 30).Draw(t, "pieces"), "")
	}),
	rapid.StringOf(rapid.SampledFrom([]rune("0123456789 ,.-/:[]()%$abkmQN\n\t"))),
)

// alike are numbers in forms that read alike but differ: what the claim
// memo must tell apart.
var alike = []string{
	"1", "-1", "−1", "+1", "1%", "1‰", "$1", "€1", "1 USD", "1m", "$1m", "1st", "2", "1.5", "1,5", "-2",
	"1 000", "1.000", "1-2", "5", "Revenue 5", "Profit 1", "| Profit | 1 |", "\n",
}

// repeats are claims and sources that say a few numbers many times.
var repeats = rapid.Custom(func(t *rapid.T) string {
	return strings.Join(rapid.SliceOfN(rapid.SampledFrom(alike), 0, 12).Draw(t, "numbers"), " ")
})

var tokOpts = cmp.AllowUnexported(tok{}, reading{}, key{})

// TestPropFastScan checks that the fast paths of the scanner find what
// the general rules find.
func TestPropFastScan(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := fastText.Draw(t, "s")
		if diff := cmp.Diff(scanInto(s, nil, true), scan(s), tokOpts); diff != "" {
			t.Fatalf("scan(%q) (-general +fast):\n%s", s, diff)
		}
	})
}

// TestPropFastCheck checks that checking a claim with the memo of its
// repeated numbers reports what checking each number afresh does.
func TestPropFastCheck(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		src := rapid.OneOf(fastText, repeats).Draw(t, "src")
		claim := rapid.OneOf(fastText, repeats).Draw(t, "claim")
		start := rapid.IntRange(0, len(src)).Draw(t, "start")
		end := rapid.IntRange(start, len(src)).Draw(t, "end")
		x := NewIndex(src)
		ctoks := scan(claim)
		for _, m := range []Mode{On, Row} {
			want := x.checkWith(m, claim, ctoks, start, end, true)
			if diff := cmp.Diff(want, x.CheckIn(m, claim, start, end)); diff != "" {
				t.Fatalf("CheckIn(%v, %q, %d, %d) in %q (-afresh +memo):\n%s", m, claim, start, end, src, diff)
			}
		}
	})
}

// TestPropPlainASCII checks plainASCII against Strict folding: what it
// calls plain folds to its core, offset for offset, capitals lowered.
func TestPropPlainASCII(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.StringOf(rapid.SampledFrom([]rune("a1 \t\n\r\v\fZQIK.\x00\x1f~\x7f"))).Draw(t, "s")
		a := newArena(len(s))
		lead, core, ok := plainASCII(s, &a)
		if !ok {
			return
		}
		ft := normalize.Strict.Map(s)
		if ft.String() != core {
			t.Fatalf("plainASCII(%q) = %q; Strict folds it to %q", s, core, ft.String())
		}
		for k := 0; k < len(core); k++ {
			if o, oe := ft.Span(k, k+1); o != lead+k || oe != lead+k+1 {
				t.Fatalf("plainASCII(%q): folded byte %d maps to [%d, %d); want [%d, %d)", s, k, o, oe, lead+k, lead+k+1)
			}
		}
	})
}

// TestFastCheckPairs checks every claim of two alike numbers, each twice,
// against every source of one or two of them, with and without the memo.
func TestFastCheckPairs(t *testing.T) {
	for _, a := range alike {
		for _, b := range alike {
			claim := a + " " + b + " " + a + " " + b
			ctoks := scan(claim)
			for _, src := range []string{a, b, a + " " + b} {
				x := NewIndex(src)
				for _, m := range []Mode{On, Row} {
					want := x.checkWith(m, claim, ctoks, 0, len(src), true)
					if diff := cmp.Diff(want, x.Check(m, claim)); diff != "" {
						t.Fatalf("Check(%v, %q) in %q (-afresh +memo):\n%s", m, claim, src, diff)
					}
				}
			}
		}
	}
}

// checkQuickFold checks quickFold(s) against Strict folding: the same
// text, and the same map back for every folded offset.
func checkQuickFold(t interface{ Fatalf(string, ...any) }, s string) {
	a := newArena(len(s))
	var q quickText
	if !quickFold(s, &a, &q) {
		return
	}
	ft := normalize.Strict.Map(s)
	if ft.String() != q.f {
		t.Fatalf("quickFold(%q) = %q; Strict folds it to %q", s, q.f, ft.String())
	}
	for i := 0; i <= len(q.f); i++ {
		if got, want := q.orig(i), ft.Orig(i); got != want {
			t.Fatalf("quickFold(%q): Orig(%d) = %d; want %d", s, i, got, want)
		}
		if got, want := q.origEnd(i), ft.OrigEnd(i); got != want {
			t.Fatalf("quickFold(%q): OrigEnd(%d) = %d; want %d", s, i, got, want)
		}
		for j := i; j <= len(q.f) && j <= i+8; j++ {
			o, oe := q.span(i, j)
			wo, woe := ft.Span(i, j)
			if o != wo || oe != woe {
				t.Fatalf("quickFold(%q): Span(%d, %d) = [%d, %d); want [%d, %d)", s, i, j, o, oe, wo, woe)
			}
		}
	}
}

// TestPropQuickFold checks quickFold against Strict folding on text of
// ASCII, white space, code points it copies and code points it must leave
// to normalize.
func TestPropQuickFold(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.OneOf(
			rapid.StringOf(rapid.SampledFrom([]rune("a1 \t\n\r\v\fZQ.\x00\x7f€–—£¥日々\ufffdüäÜ２３％．Ａｂ、。㋀"))),
			rapid.StringOf(rapid.SampledFrom([]rune("a1 \t\nZ€–é\u0301\u00a0\u2009\u200b²½３ﬁ"))),
		).Draw(t, "s")
		checkQuickFold(t, s)
		checkQuickFold(t, s+"\xff")
	})
}

// TestQuickFoldRunes checks every code point that quickFold folds itself,
// of the Basic Multilingual Plane and the start of the next, between
// ASCII, white space, itself and others of its kind; every 13th under
// the race detector.
func TestQuickFoldRunes(t *testing.T) {
	step := rune(1)
	if race {
		step = 13
	}
	for r := rune(utf8.RuneSelf); r < 0x20000; r += step {
		if quickClass(r) == qNone {
			continue
		}
		c := string(r)
		checkQuickFold(t, c)
		checkQuickFold(t, " A"+c+"b\n\n"+c+c+"1 "+c+"\t")
		checkQuickFold(t, "€"+c+"２"+c+"ü "+c+"Ａ")
	}
}
