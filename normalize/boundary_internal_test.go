package normalize

import (
	"strings"
	"testing"

	"golang.org/x/text/unicode/norm"
	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/internal/testtext"
)

// TestNextBoundary checks the fast segment boundary against norm's, at
// every offset of random text rich in marks, starters that combine and
// invalid bytes.
func TestNextBoundary(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := testtext.Text().Draw(t, "s")
		for p := 0; p < len(s); p++ {
			if got, want := nextBoundary(s, p), p+norm.NFKC.NextBoundaryInString(s[p:], true); got != want {
				t.Fatalf("nextBoundary(%q, %d) = %d; want %d", s, p, got, want)
			}
		}
	})
	for _, s := range []string{"a\u0301\u0302\u0303b", "a" + strings.Repeat("\u0301", 33) + "b",
		"\u1100\u1161\u11a8", "a\ufffd", "a\xff\u0301", "e\u0301\u0323", "ﬁ\u0301", "\u0f73\u0f71"} {
		for p := 0; p < len(s); p++ {
			if got, want := nextBoundary(s, p), p+norm.NFKC.NextBoundaryInString(s[p:], true); got != want {
				t.Errorf("nextBoundary(%q, %d) = %d; want %d", s, p, got, want)
			}
		}
	}
}
