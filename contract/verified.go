package contract

import (
	"context"
	"encoding/json"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/normalize"
	"github.com/verbatim-go/verbatim/numbers"
	"github.com/verbatim-go/verbatim/verify"
)

// VerifiedRequest is the request of POST /v1/verified: a question to answer
// from sources with a model.
type VerifiedRequest struct {
	Question string          `json:"question"`
	Sources  []verify.Source `json:"sources"`
	// Mode is strict (default) or lenient.
	Mode string `json:"mode,omitempty"`
	// CheckNumbers is true (default), false, or one of "on", "off", "row".
	CheckNumbers    json.RawMessage `json:"checkNumbers,omitempty"`
	AllowUngrounded bool            `json:"allowUngrounded,omitempty"`
	// Policy is annotate (default), repair or abstain.
	Policy string `json:"policy,omitempty"`
	Fuzzy  bool   `json:"fuzzy,omitempty"`
	// DetectSnippets reads the sources as web snippets when every source
	// that is no chunk of a document is at most citations.SnippetLength
	// (400) code points long.
	DetectSnippets bool `json:"detectSnippets,omitempty"`
	// Stream asks the service for server-sent events (see the service's
	// documentation). HandleVerified ignores it.
	Stream bool `json:"stream,omitempty"`
}

// VerifiedResponse is the answer of POST /v1/verified: the verified answer
// and what Create did to get it.
type VerifiedResponse struct {
	VerifyResponse
	Draft          string           `json:"draft"`
	Coverage       *verify.Coverage `json:"coverage,omitempty"`
	Path           []string         `json:"path"`
	Withheld       bool             `json:"withheld"`
	WithheldReason string           `json:"withheldReason,omitempty"`
	Notice         string           `json:"notice,omitempty"`
}

func (r *VerifiedRequest) numbersMode() (numbers.Mode, error) {
	if len(r.CheckNumbers) == 0 || string(r.CheckNumbers) == "null" {
		return numbers.ParseMode("")
	}
	var b bool
	if err := json.Unmarshal(r.CheckNumbers, &b); err == nil {
		if b {
			return numbers.ParseMode("on")
		}
		return numbers.ParseMode("off")
	}
	var s string
	if err := json.Unmarshal(r.CheckNumbers, &s); err != nil {
		return 0, Invalid("checkNumbers: want true, false, \"on\", \"off\" or \"row\"")
	}
	m, err := numbers.ParseMode(s)
	if err != nil {
		return 0, Invalid("checkNumbers: %v", err)
	}
	return m, nil
}

// HandleVerified decodes a VerifiedRequest from data and answers it with p.
func HandleVerified(ctx context.Context, data []byte, p extract.Provider) (*VerifiedResponse, error) {
	var req VerifiedRequest
	if err := Decode(data, &req); err != nil {
		return nil, err
	}
	mode, err := normalize.ParseMode(req.Mode)
	if err != nil {
		return nil, Invalid("mode: %v", err)
	}
	nums, err := req.numbersMode()
	if err != nil {
		return nil, err
	}
	policy, err := verify.ParsePolicy(req.Policy)
	if err != nil {
		return nil, Invalid("policy: %v", err)
	}
	res, err := verify.Create(ctx, &verify.Request{
		Question:        req.Question,
		Sources:         req.Sources,
		Options:         verify.Options{Mode: mode, Numbers: nums, Fuzzy: req.Fuzzy, DetectSnippets: req.DetectSnippets},
		AllowUngrounded: req.AllowUngrounded,
		Policy:          policy,
	}, p)
	if err != nil {
		return nil, err
	}
	out := &VerifiedResponse{
		Draft:          res.Draft,
		Coverage:       res.Coverage,
		Path:           res.Path,
		Withheld:       res.Withheld,
		WithheldReason: res.WithheldReason,
		Notice:         res.Notice,
	}
	if len(req.Sources) == 0 {
		out.VerifyResponse = VerifyResponse{Citations: []Citation{}, Unsupported: []Unsupported{}}
	} else {
		out.VerifyResponse = *NewVerifyResponse(res)
	}
	return out, nil
}
