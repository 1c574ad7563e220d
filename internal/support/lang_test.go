package support

import (
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
