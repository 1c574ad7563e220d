package support

import "testing"

// TestBoundMismatch checks numbers bounded one way in the claim and the
// other way, or not met, in the evidence.
func TestBoundMismatch(t *testing.T) {
	for _, tt := range []struct {
		claim, evidence string
		want            bool
		why             string
	}{
		{"Refunds take at least 30 days.", "Refunds take at most 30 days.", true, "at least, at most"},
		{"You may cancel after 14 days.", "You may cancel within 14 days.", true, "after, within"},
		{"Orders over $50 ship free.", "Orders under $50 ship free.", true, "over, under"},
		{"Fees are at most 10%.", "Fees are no more than 10%.", false, "both upper bounds"},
		{"Refunds take 30 days.", "Refunds take at most 30 days.", false, "the claim bounds nothing"},
		{"Refunds take at least 30 days.", "Refunds take 30 days.", false, "an inclusive bound met"},
		{"Refunds take more than 30 days.", "Refunds take 30 days.", true, "a strict bound not met"},
		{"Over the last 30 days sales rose.", "Within 30 days sales rose.", false, "words between the comparison and the number"},
		{"It ships no later than 5 days after payment.", "It ships at least 5 days after payment.", true, "three-word comparisons"},
		{"It costs more than €1,000.", "It costs less than 1000 EUR.", true, "equal values written differently"},
	} {
		v := Check(NewClaim(tt.claim, Auto), Evidence{Passages: []Passage{{Source: "1", Text: Analyze(tt.evidence, Auto)}}}, Options{})
		got := v.Outcome == Failed && v.Reasons[0].Code == BoundMismatch
		if got != tt.want {
			t.Errorf("Check(%q, %q) (%s) = %v %v; want a bound mismatch: %v", tt.claim, tt.evidence, tt.why, v.Outcome, v.Reasons, tt.want)
		}
	}
}
