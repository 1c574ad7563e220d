package numbers_test

import (
	"strings"
	"testing"

	"github.com/verbatim-go/verbatim/numbers"
)

// Paragraphs of the benchmark corpus: policy and financial prose, a
// markdown table, European and Japanese text. About one number in 60
// bytes, as in a quarterly report or a policy document.
var (
	policy = []string{
		"Refunds. You may request a refund within 30 days of delivery. Items must be returned unused, in their original packaging, together with the receipt or order confirmation. We do not refund shipping costs unless the item arrived damaged or we sent the wrong item.\n\n",
		"Eligibility. The benefit applies to employees hired after 1 January 2025 who work at least 20 hours per week and have completed their probation period. Contractors, interns and temporary staff are not eligible, whatever the length of their assignment.\n\n",
		"Data retention. We keep account records for as long as the account is open and for 7 years after it is closed, as the law requires. Logs that identify a device are deleted after 90 days; aggregated statistics that identify no one may be kept indefinitely.\n\n",
		"Section 4.2.1 applies to claims filed under Article 6(1)(b). A claim must state the policy number, the date of the loss and the amount claimed, and must be filed no later than 30 November 2026 for losses that occurred before the policy was renewed.\n\n",
	}
	finance = []string{
		"In Q3 2026 revenue rose 12.5% to €4.2 million, while operating costs fell 3% to 1,870,000 EUR. The board approved a dividend of 0.45 per share, payable on 2026-11-30 to shareholders of record.\n\n",
		"| Metric | Q1 | Q2 | Q3 |\n|---|---:|---:|---:|\n| Revenue | 100 | 110 | 120 |\n| Profit | 10 | 12 | 15 |\n| Headcount | 1,204 | 1,230 | 1,251 |\n\n",
		"Orders above $1,250.00 ship free within 3–5 business days. Gross margin improved to 41.3% from 39.8% a year earlier, driven by lower freight costs and a better product mix in the second half.\n\n",
	}
	european = "Der Umsatz stieg um 30,5 % auf 1.234,56 € bei rund 1 000 Mitarbeitern (Stand: 30.11.2026); die Prognose für das Gesamtjahr bleibt unverändert.\n\n"
	japanese = "２０２６年１１月３０日までに売上高は３０億円に達し、前年比１２．５％増となった。返金期間は商品到着後３０日以内とし、送料は当社が負担する。\n\n"
)

// corpus returns about n bytes of source text made of the paragraphs
// above; mixed adds the European and Japanese paragraphs.
func corpus(n int, mixed bool) string {
	paras := append(append([]string{}, policy...), finance...)
	if mixed {
		paras = append(paras, european, japanese)
	}
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		b.WriteString(paras[i%len(paras)])
	}
	return b.String()
}

// dense returns about n bytes of text that is all numbers: financial prose
// and tables only, about one number in 25 bytes.
func dense(n int) string {
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		b.WriteString(finance[i%len(finance)])
	}
	return b.String()
}

const (
	claim      = "Revenue rose 12.5% to €4.2 million in Q3 2026, and refunds are accepted within 30 days."
	denseClaim = "Revenue rose 12.5% to €4.2 million in Q3 2026, and gross margin improved to 41.3%."
)

func benchGround(b *testing.B, src, claim string) {
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		x := numbers.NewIndex(src)
		if m := onMissing(x, claim); len(m) != 0 {
			b.Fatalf("Missing = %v", m)
		}
	}
}

// BenchmarkNumbersGround1MiB measures the whole job for one claim: index a
// 1 MiB source (fold the words around its digits, tokenize, build the
// value map) and check a claim whose numbers are all there. The sources:
// en is English policy and financial prose with tables, a number every
// 54 bytes; mixed adds German and Japanese paragraphs with full-width
// digits; dense is financial prose and tables only, a number every 27
// bytes.
func BenchmarkNumbersGround1MiB(b *testing.B) {
	b.Run("en", func(b *testing.B) { benchGround(b, corpus(1<<20, false), claim) })
	b.Run("mixed", func(b *testing.B) { benchGround(b, corpus(1<<20, true), claim) })
	b.Run("dense", func(b *testing.B) { benchGround(b, dense(1<<20), denseClaim) })
}

func BenchmarkNumbersIndex1MiB(b *testing.B) {
	for _, in := range []struct {
		name string
		src  string
	}{
		{"ASCII", corpus(1<<20, false)},
		{"Mixed", corpus(1<<20, true)},
		{"Dense", dense(1 << 20)},
	} {
		b.Run(in.name, func(b *testing.B) {
			b.SetBytes(int64(len(in.src)))
			for b.Loop() {
				numbers.NewIndex(in.src)
			}
		})
	}
}

// BenchmarkNumbersCheck measures checking one claim against a prepared
// index of a 1 MiB source, per claim: in mode on; in Row mode a claim the
// first table grounds; and in Row mode a claim whose number is in the
// wrong row of every copy of the table, which tries them all.
func BenchmarkNumbersCheck(b *testing.B) {
	x := numbers.NewIndex(corpus(1<<20, true))
	for _, c := range []struct {
		name  string
		mode  numbers.Mode
		claim string
		miss  int
	}{
		{"on", numbers.On, claim, 0},
		{"row", numbers.Row, "Q3 revenue was 120.", 0},
		{"row-wrong", numbers.Row, "Q3 profit was 120.", 1},
	} {
		b.Run(c.name, func(b *testing.B) {
			if got := len(missing(x, c.mode, c.claim)); got != c.miss {
				b.Fatalf("Check(%v, %q) misses %d numbers; want %d", c.mode, c.claim, got, c.miss)
			}
			b.SetBytes(int64(len(c.claim)))
			for b.Loop() {
				missing(x, c.mode, c.claim)
			}
		})
	}
}

func BenchmarkTokens(b *testing.B) {
	for _, in := range []struct {
		name string
		src  string
	}{
		{"ASCII", corpus(64<<10, false)},
		{"Mixed", corpus(64<<10, true)},
		{"CJK", strings.Repeat(japanese, 64<<10/len(japanese))},
	} {
		b.Run(in.name, func(b *testing.B) {
			b.SetBytes(int64(len(in.src)))
			for b.Loop() {
				numbers.Tokens(in.src)
			}
		})
	}
}
