package contract

import (
	"errors"
	"net/http"

	"github.com/verbatim-go/verbatim/normalize"
	"github.com/verbatim-go/verbatim/numbers"
	"github.com/verbatim-go/verbatim/verify"
)

func init() {
	RegisterMapper(func(err error) *Error {
		switch {
		case errors.Is(err, verify.ErrNoSources):
			return &Error{Code: CodeNoSources, Message: "no sources were supplied", Status: http.StatusBadRequest}
		case errors.Is(err, verify.ErrLimit):
			return &Error{Code: CodeTooLarge, Message: err.Error(), Status: http.StatusRequestEntityTooLarge}
		case errors.Is(err, verify.ErrInvalid):
			return &Error{Code: CodeInvalidRequest, Message: err.Error(), Status: http.StatusBadRequest}
		case errors.Is(err, verify.ErrExtractionFailed):
			return &Error{Code: CodeExtractionFailed, Message: err.Error(), Status: http.StatusBadGateway}
		}
		return nil
	})
}

// Claim is one claim of the claims contract.
type Claim struct {
	Text   string `json:"text"`
	Source string `json:"source"`
	Quote  string `json:"quote"`
}

// VerifyOptions are the options of "verbatim verify".
type VerifyOptions struct {
	Mode         string `json:"mode,omitempty"`    // strict (default) or lenient
	Numbers      string `json:"numbers,omitempty"` // on (default), row or off
	Fuzzy        bool   `json:"fuzzy,omitempty"`
	PartialWords bool   `json:"partialWords,omitempty"`
	RequireAll   bool   `json:"requireAll,omitempty"`
	// MinOverlap is the share of a claim's content words its quote must
	// hold for it to be grounded: 1 (all of them) when absent.
	MinOverlap float64 `json:"minOverlap,omitempty"`
}

// VerifyRequest is the request of "verbatim verify": the sources and the
// claims contract (the model's structured output) to check against them.
type VerifyRequest struct {
	Sources []Source      `json:"sources"`
	Claims  []Claim       `json:"claims"`
	Options VerifyOptions `json:"options"`
}

// Citation is one citation of a verified answer. Start and End are code
// point offsets into the source's text; TextStart and TextEnd into the
// answer text.
type Citation struct {
	Source     string      `json:"source"`
	Start      int         `json:"start"`
	End        int         `json:"end"`
	Quote      string      `json:"quote"`
	Claim      string      `json:"claim"`
	Kind       verify.Kind `json:"kind"`
	Similarity float64     `json:"similarity"`
	TextStart  int         `json:"textStart"`
	TextEnd    int         `json:"textEnd"`
}

// Unsupported is one claim that failed verification.
type Unsupported struct {
	Claim  Claim         `json:"claim"`
	Status verify.Status `json:"status"`
	Reason string        `json:"reason"`
	Found  string        `json:"found,omitempty"`
}

// Score counts verified claims among the checkable ones.
type Score struct {
	Verified  int     `json:"verified"`
	Checkable int     `json:"checkable"`
	Value     float64 `json:"value"`
}

// VerifyResponse is the answer of "verbatim verify".
type VerifyResponse struct {
	Text        string        `json:"text"`
	Citations   []Citation    `json:"citations"`
	Unsupported []Unsupported `json:"unsupported"`
	Grounded    bool          `json:"grounded"`
	Score       Score         `json:"score"`
}

// Options converts the contract options to verify.Options.
func (o VerifyOptions) Options() (verify.Options, error) {
	mode, err := normalize.ParseMode(o.Mode)
	if err != nil {
		return verify.Options{}, Invalid("options.mode: %v", err)
	}
	nums, err := numbers.ParseMode(o.Numbers)
	if err != nil {
		return verify.Options{}, Invalid("options.numbers: %v", err)
	}
	if m := o.MinOverlap; m < 0 || m > 1 || m != m {
		return verify.Options{}, Invalid("options.minOverlap: %v is not in [0, 1]", m)
	}
	return verify.Options{Mode: mode, Numbers: nums, Fuzzy: o.Fuzzy, PartialWords: o.PartialWords, RequireAll: o.RequireAll, MinOverlap: o.MinOverlap}, nil
}

// HandleVerify decodes a VerifyRequest from data and answers it.
func HandleVerify(data []byte) (*VerifyResponse, error) {
	var req VerifyRequest
	if err := Decode(data, &req); err != nil {
		return nil, err
	}
	return Verify(&req)
}

// Verify answers a VerifyRequest.
func Verify(req *VerifyRequest) (*VerifyResponse, error) {
	res, _, err := req.Run()
	if err != nil {
		return nil, err
	}
	return NewVerifyResponse(res), nil
}

// Run verifies the request's claims against its sources and returns the
// library's result with the sources it was verified against.
func (req *VerifyRequest) Run() (*verify.Result, []verify.Source, error) {
	opts, err := req.Options.Options()
	if err != nil {
		return nil, nil, err
	}
	sources := make([]verify.Source, len(req.Sources))
	for i, s := range req.Sources {
		sources[i] = verify.Source{ID: s.ID, Text: s.Text}
	}
	claims := make([]verify.Claim, len(req.Claims))
	for i, c := range req.Claims {
		claims[i] = verify.Claim{Text: c.Text, Source: c.Source, Quote: c.Quote}
	}
	res, err := verify.Verify(sources, claims, opts)
	if err != nil {
		return nil, nil, err
	}
	return res, sources, nil
}

// NewVerifyResponse converts a verify.Result to the contract's response,
// with code point offsets.
func NewVerifyResponse(res *verify.Result) *VerifyResponse {
	out := &VerifyResponse{
		Text:        res.Text,
		Citations:   []Citation{},
		Unsupported: []Unsupported{},
		Grounded:    res.Grounded,
		Score:       Score(res.Score),
	}
	text := normalize.NewOffsets(res.Text)
	for _, c := range res.Citations {
		out.Citations = append(out.Citations, Citation{
			Source: c.Source, Start: c.StartRune, End: c.EndRune,
			Quote: c.Quote, Claim: c.Claim, Kind: c.Kind, Similarity: c.Similarity,
			TextStart: text.Runes(c.TextStart), TextEnd: text.Runes(c.TextEnd),
		})
	}
	for _, u := range res.Unsupported {
		out.Unsupported = append(out.Unsupported, Unsupported{
			Claim:  Claim{Text: u.Claim.Text, Source: u.Claim.Source, Quote: u.Claim.Quote},
			Status: u.Status, Reason: u.Reason, Found: u.Found,
		})
	}
	return out
}
