package numbers

import (
	"strings"
	"testing"

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
	"profit", "Revenue", "H200", "COVID-", "²", "½", "３", "年", "月", "億", "\u0301", "é",
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
