package support

import (
	"cmp"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// TestClaimReadInEvidenceLanguage checks that a claim whose few words pass
// for another language is read in its evidence's.
func TestClaimReadInEvidenceLanguage(t *testing.T) {
	c := NewClaim("Ed Harlow sold paintings.", Auto)
	if c.lang == English {
		t.Fatal("the claim is detected as English: the test needs one whose words pass for another language")
	}
	ev := Evidence{Where: "the quote", Passages: []Passage{{Source: "1", Text: Analyze("Ed Harlow sells paintings of the harbour in the summer.", Auto)}}}
	if v := Check(c, ev, Options{}); v.Outcome != Supported {
		t.Errorf("Check = %v %v; want supported", v.Outcome, v.Reasons)
	}
}

// TestLowerASCII checks that lowerASCII lowers as strings.ToLower does
// for ASCII words, a word of the sets and any other, and builds no string
// for a word of the sets.
func TestLowerASCII(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		w := rapid.StringMatching(`[A-Za-z]{0,40}`).Draw(t, "w")
		if got, want := lowerASCII(w), strings.ToLower(w); got != want {
			t.Fatalf("lowerASCII(%q) = %q; want %q", w, got, want)
		}
	})
	if n := testing.AllocsPerRun(100, func() { _ = lowerASCII("The") }); n != 0 {
		t.Errorf("lowerASCII(%q) allocates %v times; want 0", "The", n)
	}
}

// TestHasSpaced checks that hasSpaced reads as strings.Contains does, on
// texts of few letters and spaces, where a needle's rest is often found
// without its space.
func TestHasSpaced(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.StringMatching(`[ abn,]{0,40}`).Draw(t, "s")
		w := " " + rapid.StringMatching(`[ abn]{1,4}`).Draw(t, "w")
		if got, want := hasSpaced(s, w), strings.Contains(s, w); got != want {
			t.Fatalf("hasSpaced(%q, %q) = %v; want %v", s, w, got, want)
		}
	})
}

// TestEachJoin checks that eachJoin finds each instance of each join, as
// a search for each join in turn does.
func TestEachJoin(t *testing.T) {
	joins := []string{"; ", " and ", ", ", " a ", ": "}
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.StringMatching(`[ and;:,]{0,40}`).Draw(t, "s")
		var got, want [][2]int
		eachJoin(s, joins, func(at int, j string) { got = append(got, [2]int{at, slices.Index(joins, j)}) })
		for ji, j := range joins {
			for from := 0; ; {
				i := strings.Index(s[from:], j)
				if i < 0 {
					break
				}
				want = append(want, [2]int{from + i, ji})
				from += i + 1
			}
		}
		slices.SortFunc(got, func(a, b [2]int) int { return cmp.Or(a[0]-b[0], a[1]-b[1]) })
		slices.SortFunc(want, func(a, b [2]int) int { return cmp.Or(a[0]-b[0], a[1]-b[1]) })
		if !slices.Equal(got, want) {
			t.Fatalf("eachJoin(%q) = %v; want %v", s, got, want)
		}
	})
}

// TestTextEndsAfterWord checks that texts ending right after a word the
// analysis reads past are read without a panic, as claims and evidence:
// a verb in -s after "and" (newPredicate), a "not" after a comma
// (contrastNot).
func TestTextEndsAfterWord(t *testing.T) {
	for _, s := range []string{"Parking is not included and costs", "Fees are paid in cash, not", "Tickets, not"} {
		c := NewClaim(s, English)
		ev := Evidence{Where: "the quote", Passages: []Passage{{Source: "1", Text: Analyze(s, English)}}}
		if v := Check(c, ev, Options{}); v.Outcome != Supported {
			t.Errorf("Check(%q) against itself = %v %v; want supported", s, v.Outcome, v.Reasons)
		}
	}
}
