package numbers_test

import (
	"strings"
	"testing"
	"time"

	"github.com/verbatim-go/verbatim/internal/testtext"
	"github.com/verbatim-go/verbatim/numbers"
)

// TestHostileTokens checks tokens over hostile text: no panic, every token
// slices back to its text on character boundaries, in order.
func TestHostileTokens(t *testing.T) {
	for _, s := range []string{
		"Refunds take 30 days.\xff\xfe 45 \x80% and \xc3",
		"3\x000 days, $1\x002",
		"\ufeff30 days",
		"30\r\n45\r60",
		"3\u200b0 days, $4\u202e5\u202c",
		strings.Repeat("1", 100_000),
		strings.Repeat("1,000,", 100_000),
		strings.Repeat("1-", 100_000),
		strings.Repeat("1.", 100_000),
		strings.Repeat("[1]", 100_000),
		strings.Repeat("30 November 2026, ", 10_000),
		strings.Repeat("$1.5bn ", 10_000),
		"1" + strings.Repeat("\u0301", 10_000),
	} {
		start := time.Now()
		prev := 0
		for _, tok := range numbers.Tokens(s) {
			if tok.Start < prev || tok.End <= tok.Start || tok.End > len(s) || s[tok.Start:tok.End] != tok.Text {
				t.Fatalf("Tokens(%.40q): bad token %+v", s, tok)
			}
			prev = tok.End
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("Tokens(%.40q) of %d bytes took %v", s, len(s), d)
		}
		grounded(s, s)
	}
}

// TestCheckLinearInClaim checks that checking a claim costs time linear in
// the claim: a claim of 512 KiB of numbers the source lacks costs about what
// 16 checks of 32 KiB cost. Each missing number used to look at every number
// of the claim again, which made the large claim 16 times dearer than the
// small ones together; the bound is half that. A shared machine's other work
// only slows a run, so the two sides are timed in turn, up to five rounds,
// and the test passes on the first round within the bound. Under the race
// detector, whose cost is not linear in memory, it is skipped.
func TestCheckLinearInClaim(t *testing.T) {
	if testing.Short() || race {
		t.Skip("times a large claim")
	}
	x := numbers.NewIndex("Refunds take 30 days. Shipping costs $12.")
	for _, unit := range []string{"$1.5bn ", "[1]", "7 "} {
		small := strings.Repeat(unit, 32<<10/len(unit))
		big := strings.Repeat(unit, 512<<10/len(unit))
		for _, m := range []numbers.Mode{numbers.On, numbers.Row} {
			var linear, d time.Duration
			for range 5 {
				linear = timeOf(func() {
					for i := 0; i < 16; i++ {
						missing(x, m, small)
					}
				})
				d = timeOf(func() { missing(x, m, big) })
				if d <= 8*linear+200*time.Millisecond {
					break
				}
			}
			if d > 8*linear+200*time.Millisecond {
				t.Errorf("Check(%v) of a 512 KiB claim of %q took %v; 16 checks of 32 KiB took %v", m, unit, d, linear)
			}
		}
	}
}

// BenchmarkNumbersShapes indexes 1 MiB of each shape of testtext.Shapes
// and tokenizes it. Each shape must stay within 5× of English per byte.
func BenchmarkNumbersShapes(b *testing.B) {
	for _, sh := range testtext.Shapes(1 << 20) {
		b.Run("Index/"+sh.Name, func(b *testing.B) {
			b.SetBytes(int64(len(sh.Text)))
			for b.Loop() {
				numbers.NewIndex(sh.Text)
			}
		})
	}
	for _, sh := range testtext.Shapes(1 << 20) {
		b.Run("Tokens/"+sh.Name, func(b *testing.B) {
			b.SetBytes(int64(len(sh.Text)))
			for b.Loop() {
				numbers.Tokens(sh.Text)
			}
		})
	}
}

// BenchmarkNumbersCheckShapes checks a 64 KiB claim of each shape against
// an ordinary 1 MiB source. Each shape must stay within 5× of English per
// claim byte.
func BenchmarkNumbersCheckShapes(b *testing.B) {
	x := numbers.NewIndex(testtext.English(1 << 20))
	for _, sh := range testtext.Shapes(64 << 10) {
		b.Run(sh.Name, func(b *testing.B) {
			b.SetBytes(int64(len(sh.Text)))
			for b.Loop() {
				missing(x, numbers.On, sh.Text)
			}
		})
	}
}

// timeOf returns the time f took.
func timeOf(f func()) time.Duration {
	start := time.Now()
	f()
	return time.Since(start)
}
