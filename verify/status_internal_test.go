package verify

import (
	"testing"

	"github.com/verbatim-go/verbatim/internal/support"
)

// TestStatusOfEveryCode checks that every reason code of the claim engine
// has a claim status, hard codes a failure and soft ones Unverified.
func TestStatusOfEveryCode(t *testing.T) {
	if len(statusOf) != int(support.NumCodes) {
		t.Fatalf("statusOf has %d codes; the engine has %d", len(statusOf), support.NumCodes)
	}
	for c := support.Code(0); c < support.NumCodes; c++ {
		switch st := statusOf[c]; {
		case c.Hard() && (st == Grounded || st == Unverified):
			t.Errorf("hard code %v has status %v", c, st)
		case !c.Hard() && st != Unverified:
			t.Errorf("soft code %v has status %v; want unverified", c, st)
		}
	}
}
