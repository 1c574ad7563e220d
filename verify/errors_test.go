package verify_test

import (
	"errors"
	"testing"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/verify"
)

// TestInvalidIDOneError checks that an id that cannot name a source is one
// error for both checkers: errors.Is matches what either NewCorpus returns
// to ErrInvalidID, and verify's to ErrInvalid as well.
func TestInvalidIDOneError(t *testing.T) {
	for _, tt := range []struct {
		sources []verify.Source
		why     string
	}{
		{[]verify.Source{{ID: "1", Text: "a"}, {ID: "1", Text: "b"}}, "duplicate"},
		{[]verify.Source{{ID: " ", Text: "a"}}, "empty"},
		{[]verify.Source{{ID: "a]", Text: "a"}}, "a bracket"},
	} {
		_, verr := verify.NewCorpus(tt.sources, verify.Options{})
		if !errors.Is(verr, verify.ErrInvalidID) || !errors.Is(verr, verify.ErrInvalid) {
			t.Errorf("verify.NewCorpus with a %s id: %v; want ErrInvalidID and ErrInvalid", tt.why, verr)
		}
		_, cerr := citations.NewCorpus(tt.sources, citations.Options{})
		if !errors.Is(cerr, verify.ErrInvalidID) || errors.Is(cerr, verify.ErrInvalid) {
			t.Errorf("citations.NewCorpus with a %s id: %v; want ErrInvalidID, not verify.ErrInvalid", tt.why, cerr)
		}
	}
}
