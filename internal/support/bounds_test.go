package support

import (
	"strconv"
	"strings"
	"testing"
)

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

// TestManyNumbers: a claim with more numbers than are checked one by one
// is at best unverified, and a wrong one among those checked still fails
// it.
func TestManyNumbers(t *testing.T) {
	var nums []string
	for i := 0; i < maxClaimNumbers+44; i++ {
		nums = append(nums, strconv.Itoa(1000+i))
	}
	evidence := "The fee is $30 and the codes are " + strings.Join(nums, ", ") + "."
	p := Passage{Source: "1", Text: Analyze(evidence, English)}
	ev := Evidence{Passages: []Passage{p}, Where: "the quote"}
	if v := Check(NewClaim(evidence, English), ev, Options{}); v.Outcome != Unverified || v.Reasons[0].Code != AnchorAbsent {
		t.Errorf("a claim of %d numbers equal to its evidence: %v %v; want unverified, anchor_absent", len(nums), v.Outcome, v.Reasons)
	}
	wrong := strings.Replace(evidence, "$30", "$45", 1)
	if v := Check(NewClaim(wrong, English), ev, Options{}); v.Outcome != Failed {
		t.Errorf("a wrong number among the first checked: %v %v; want failed", v.Outcome, v.Reasons)
	}
}
