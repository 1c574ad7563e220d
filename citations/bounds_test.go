package citations

import "testing"

func TestBoundFlip(t *testing.T) {
	for _, tt := range []struct {
		claim, evidence string
		want            bool
		why             string
	}{
		{"Refunds take at least 30 days.", "Refunds take at most 30 days.", true, "at least, at most"},
		{"You may cancel after 14 days.", "You may cancel within 14 days.", true, "after, within"},
		{"Orders over $50 ship free.", "Orders under $50 ship free.", true, "over, under"},
		{"Fees may not exceed 10% ... up to 10%.", "Fees are no more than 10%.", false, "both upper bounds"},
		{"Refunds take 30 days.", "Refunds take at most 30 days.", false, "the claim bounds nothing"},
		{"Refunds take at least 30 days.", "Refunds take 30 days.", false, "the evidence bounds nothing"},
		{"Refunds take more than 30 days.", "Refunds take less than 45 days.", false, "other numbers"},
		{"Refunds take more than 30 days.", "Refunds take less than 30 days, or more than 30 days for imports.", false,
			"the evidence bounds it both ways"},
		{"Over the last 30 days sales rose.", "Within 30 days sales rose.", false, "words between the comparison and the number"},
		{"It ships no later than 5 days after payment.", "It ships at least 5 days after payment.", true, "three-word comparisons"},
		{"It costs more than €1,000.", "It costs less than 1000 EUR.", true, "equal values written differently"},
	} {
		_, got := boundFlip(tt.claim, tt.evidence, "the evidence")
		if got != tt.want {
			t.Errorf("boundFlip(%q, %q) (%s) = %v; want %v", tt.claim, tt.evidence, tt.why, got, tt.want)
		}
	}
}
