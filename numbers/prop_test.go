package numbers_test

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/numbers"
)

// fragments are pieces of text that make tokens, or stand next to them, in
// interesting ways.
var fragments = []string{
	"30", "300", "1,000", "1.000", "1 000", "1\u00a0000", "30,5", "0,125", "30.5", ".5", "−5", "-", "+", "–", "—", "~",
	"%", " %", "‰", "$", "€", "£", "¥", "US$", "USD", "EUR", "usd", "dollars", "million", "bn", "k", "m", "億", "万", "円",
	"3rd", "th", "st", "12a", "Q3", "H200", "v2", "COVID-19", "4.2.1", "3/4", "9:30", " pm", "2026", "2026-11-30",
	"30/11/2026", "05/06/2026", "30.11.2026", "November", "Nov.", "de", "of", "年", "月", "日", "３０", "５０％", "１２．５",
	"٣٠", "²", "¹", "½", "①", "㋀", " ", "  ", "\n", "\t", ",", ".", ";", ":", "(", ")", "|", "\\|", "/", "'", "\"",
	"the", "revenue", "profit", "days", "per cent", "percent", "返金", "は", "a", "Z", "é", "\u0301", "\x00", "\xff",
	"\u200b", "\u2212", "\u202f", "---", "|---|",
	"mid-", "late-", "pre",
}

// textGen generates text likely to hold numbers, or any string at all.
var textGen = rapid.OneOf(
	rapid.Custom(func(t *rapid.T) string {
		return strings.Join(rapid.SliceOfN(rapid.SampledFrom(fragments), 0, 40).Draw(t, "fragments"), "")
	}),
	rapid.StringOf(rapid.SampledFrom([]rune("0123456789012345.,-–/: %$€kmstQxN\n|年月日３²½\u00a0"))),
	rapid.String(),
)

// numberGen generates one number token, written in one of its forms.
var numberGen = rapid.SampledFrom([]string{
	"30", "7", "0", "007", "1000", "1,000", "12,345,678", "1 000", "1\u00a0000", "1.000.000", "1.000", "30.5", "30,5",
	"0,125", "1,234.56", "1.234,56", "−5", "-5", "+5", "30%", "30 %", "30 percent", "−5%", "30‰", "$45", "45 USD",
	"€45", "45 €", "US$ 3.5bn", "45 dollars", "1.5 million", "15k", "$5m", "3-5", "3–5", "3 – 5", "3–5%", "$3–5 million",
	"2019–2020", "2026-11-30", "30/11/2026", "11/30/2026", "05/06/2026", "30.11.2026", "30 November 2026",
	"November 30, 2026", "November 2026", "9:30", "9:30 pm", "3:1", "4.2.1", "3/4", "1st", "3rd", "21st", "12a",
	"978-3-16-148410-0", "３０", "５０％", "３０億円", "２０２６年１１月３０日", "٣٠", "10 200 300", "9am", "5 p.m.",
})

// digitFree removes every code point that is or may fold to a digit.
func digitFree(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsDigit(r) || unicode.Is(unicode.No, r) || 0x32C0 <= r && r <= 0x33FF || r == utf8.RuneError {
			return -1
		}
		return r
	}, strings.ToValidUTF8(s, ""))
}

// boundaries returns the code point boundaries of s, each invalid byte
// counting as one code point.
func boundaries(s string) map[int]bool {
	b := map[int]bool{0: true, len(s): true}
	for i := 0; i < len(s); {
		_, n := utf8.DecodeRuneInString(s[i:])
		i += n
		b[i] = true
	}
	return b
}

func TestPropTokensDeterministic(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := textGen.Draw(t, "s")
		a, b := numbers.Tokens(s), numbers.Tokens(strings.Clone(s))
		if diff := cmp.Diff(a, b); diff != "" {
			t.Fatalf("Tokens(%q) differs between calls (-first +second):\n%s", s, diff)
		}
	})
}

// TestPropTokenRanges checks that every token's range slices back to its
// text, on code point boundaries, in order, and that the text on its own
// is the same token.
func TestPropTokenRanges(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := textGen.Draw(t, "s")
		bs := boundaries(s)
		prev := 0
		for _, tok := range numbers.Tokens(s) {
			if tok.Start < prev || tok.End <= tok.Start || tok.End > len(s) {
				t.Fatalf("Tokens(%q): token %+v out of order or range", s, tok)
			}
			prev = tok.End
			if !bs[tok.Start] || !bs[tok.End] {
				t.Fatalf("Tokens(%q): token %+v splits a code point", s, tok)
			}
			if s[tok.Start:tok.End] != tok.Text {
				t.Fatalf("Tokens(%q): [%d:%d] = %q; want %q", s, tok.Start, tok.End, s[tok.Start:tok.End], tok.Text)
			}
			if tok.Value == "" {
				t.Fatalf("Tokens(%q): token %+v has no value", s, tok)
			}
			want := []numbers.Token{{Start: 0, End: len(tok.Text), Text: tok.Text, Value: tok.Value, Kind: tok.Kind}}
			if diff := cmp.Diff(want, numbers.Tokens(tok.Text)); diff != "" {
				t.Fatalf("Tokens(%q) holds %+v, but on its own (-want +got):\n%s", s, tok, diff)
			}
		}
	})
}

// separators go between a number and the text around it: they hold no
// letter next to the number, and no space that could join it to a word.
// (A full stop and a space could: "30. November" is a German date.)
var separators = []string{" ; ", " | ", " (", ") ", ", ", ": ", " / ", "\n;\n"}

func TestPropInsertedNumberFound(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := digitFree(textGen.Draw(t, "a"))
		b := digitFree(textGen.Draw(t, "b"))
		n := numberGen.Draw(t, "n")
		src := a + rapid.SampledFrom(separators).Draw(t, "before") + n + rapid.SampledFrom(separators).Draw(t, "after") + b
		if ms := grounded(n, src); len(ms) != 0 {
			t.Fatalf("Grounded(%q, %q) = %q; want nil", n, src, missingTexts(ms))
		}
		found := false
		for _, tok := range numbers.Tokens(src) {
			found = found || tok.Text == n
		}
		if !found {
			t.Fatalf("Tokens(%q) = %v; want a token %q", src, numbers.Tokens(src), n)
		}
	})
}

func TestPropGluedNumberNotFound(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := digitFree(textGen.Draw(t, "a"))
		b := digitFree(textGen.Draw(t, "b"))
		n := numberGen.Filter(func(n string) bool {
			r, _ := utf8.DecodeRuneInString(n)
			return '0' <= r && r <= '9'
		}).Draw(t, "n")
		letter := rapid.SampledFrom([]string{"a", "Q", "v", "H", "x", "é", "ж", "λ"}).Draw(t, "letter")
		src := a + " " + letter + n + rapid.SampledFrom(separators).Draw(t, "after") + b
		ms := grounded(n, src)
		if len(ms) != len(numbers.Tokens(n)) {
			t.Fatalf("Grounded(%q, %q) = %q; want every number missing", n, src, missingTexts(ms))
		}
	})
}

// TestPropSelfGrounded checks that a text grounds its own numbers, also
// after other text.
func TestPropSelfGrounded(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := textGen.Draw(t, "s")
		if ms := grounded(s, s); ms != nil {
			t.Fatalf("Grounded(s, s) = %q for s = %q; want nil", missingTexts(ms), s)
		}
		other := textGen.Draw(t, "other")
		if ms := grounded(s, other+"\n;\n"+s); ms != nil {
			t.Fatalf("Grounded(s, other+s) = %q for s = %q, other = %q; want nil", missingTexts(ms), s, other)
		}
	})
}

// TestPropMissing checks the results of every mode: ranges, causes and
// reasons.
func TestPropMissing(t *testing.T) {
	causes := map[numbers.Cause]bool{numbers.Absent: true, numbers.OutsideQuote: true, numbers.WrongRow: true,
		numbers.WrongColumn: true, numbers.WrongCell: true, numbers.WrongLine: true}
	rapid.Check(t, func(t *rapid.T) {
		claim := textGen.Draw(t, "claim")
		src := textGen.Draw(t, "source")
		x := numbers.NewIndex(src)
		start := rapid.IntRange(0, len(src)).Draw(t, "start")
		end := rapid.IntRange(start, len(src)).Draw(t, "end")
		toks := map[numbers.Token]bool{}
		for _, tok := range numbers.Tokens(claim) {
			toks[tok] = true
		}
		on := len(onMissing(x, claim))
		for _, ms := range [][]numbers.Missing{onMissing(x, claim), x.Check(numbers.On, claim, start, end), rowMissing(x, claim), x.Check(numbers.Row, claim, start, end)} {
			if len(ms) < on {
				t.Fatalf("a stricter check misses fewer numbers: %d < %d", len(ms), on)
			}
			for _, m := range ms {
				if !toks[m.Token] {
					t.Fatalf("Missing %+v is not a token of the claim %q", m.Token, claim)
				}
				if !causes[m.Cause] || m.Reason("source 1") == "" {
					t.Fatalf("Missing %+v: bad cause or reason", m)
				}
				for _, s := range []*numbers.Token{m.Near, m.At} {
					if s != nil && src[s.Start:s.End] != s.Text {
						t.Fatalf("Missing %+v: source token %+v does not slice back", m, s)
					}
				}
			}
		}
	})
}

// TestPropScan checks that a Scan gives what Tokens and Check give for
// its text, that its Len is the number of its tokens, and that a scan
// checked twice gives the same result.
func TestPropScan(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		src := textGen.Draw(t, "src")
		claim := textGen.Draw(t, "claim")
		start := rapid.IntRange(0, len(src)).Draw(t, "start")
		end := rapid.IntRange(start, len(src)).Draw(t, "end")
		sc := numbers.NewScan(claim)
		if diff := cmp.Diff(numbers.Tokens(claim), sc.Tokens()); diff != "" {
			t.Fatalf("NewScan(%q).Tokens() (-Tokens +Scan):\n%s", claim, diff)
		}
		if got, want := sc.Len(), len(sc.Tokens()); got != want {
			t.Fatalf("NewScan(%q).Len() = %d; want %d", claim, got, want)
		}
		x := numbers.NewIndex(src)
		for _, m := range []numbers.Mode{numbers.Off, numbers.On, numbers.Row} {
			want := x.Check(m, claim, start, end)
			for range 2 {
				if diff := cmp.Diff(want, x.CheckScan(m, sc, start, end)); diff != "" {
					t.Fatalf("CheckScan(%v, %q, %d, %d) in %q (-Check +CheckScan):\n%s", m, claim, start, end, src, diff)
				}
			}
		}
	})
}
