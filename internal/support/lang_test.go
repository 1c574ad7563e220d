package support

import "testing"

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
