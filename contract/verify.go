package contract

import (
	"github.com/verbatim-go/verbatim/normalize"
	"github.com/verbatim-go/verbatim/numbers"
	"github.com/verbatim-go/verbatim/verify"
)

// VerifyOptions are the options of a VerifyRequest; empty fields take
// their defaults.
type VerifyOptions struct {
	Mode         string `json:"mode,omitempty"`    // strict (default) or lenient
	Numbers      string `json:"numbers,omitempty"` // on (default), row or off
	Fuzzy        bool   `json:"fuzzy,omitempty"`
	PartialWords bool   `json:"partialWords,omitempty"`
	RequireAll   bool   `json:"requireAll,omitempty"`
	// MinOverlap is the share of a claim's content words its quote must
	// hold for it to be grounded: 1 (all of them) when absent.
	MinOverlap float64 `json:"minOverlap,omitempty"`
	// DetectSnippets reads the sources as web snippets when every source
	// that is no chunk of a document is at most citations.SnippetLength
	// (400) code points long.
	DetectSnippets bool `json:"detectSnippets,omitempty"`
	// Audit adds an Audit record to the response.
	Audit bool `json:"audit,omitempty"`
}

// VerifyRequest is the request of "verbatim verify" and POST /v1/verify:
// the sources, and the claims (a model's structured output, see package
// extract) to check against them.
type VerifyRequest struct {
	// Sources are the sources: {"id", "text"}, with "document" for a
	// chunk of an uploaded document and "kind": "snippet" for a web
	// snippet (see extract.Source).
	Sources []verify.Source `json:"sources"`
	// Claims are {"text", "source", "quote"}, with an optional "type":
	// "fact" (the default, also for a type the contract does not know),
	// "paraphrase", "summary", "procedural" or "analysis".
	Claims  []verify.Claim `json:"claims"`
	Options VerifyOptions  `json:"options"`
	// Question, if given, is the question the claims answer: the
	// response's relevance compares the grounded claims with it.
	Question string `json:"question,omitempty"`
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
	// CheckedAgainst is what the claim was checked against: "passage",
	// "document" or "snippet". For "document", Source is the chunk the
	// quote lies in, which may not be the one the claim named.
	CheckedAgainst string `json:"checkedAgainst"`
}

// Unsupported is one claim that failed verification.
type Unsupported struct {
	Claim  verify.Claim  `json:"claim"`
	Status verify.Status `json:"status"`
	Reason string        `json:"reason"`
	Found  string        `json:"found,omitempty"`
	// CheckedAgainst is what the claim was checked against: "passage",
	// "document" or "snippet"; absent for a claim naming a source that was
	// not supplied.
	CheckedAgainst string `json:"checkedAgainst,omitempty"`
}

// VerifyResponse is the answer to a VerifyRequest: the verified answer.
type VerifyResponse struct {
	Text        string        `json:"text"`
	Citations   []Citation    `json:"citations"`
	Unsupported []Unsupported `json:"unsupported"`
	Grounded    bool          `json:"grounded"`
	Score       Score         `json:"score"`
	// Relevance is present when the request has a question.
	Relevance *Relevance `json:"relevance,omitempty"`
	// Audit is the record of the verification, when the options ask for
	// it.
	Audit *Audit `json:"audit,omitempty"`
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
	return verify.Options{Mode: mode, Numbers: nums, Fuzzy: o.Fuzzy, PartialWords: o.PartialWords, RequireAll: o.RequireAll, MinOverlap: o.MinOverlap,
		DetectSnippets: o.DetectSnippets}, nil
}

// HandleVerify decodes a VerifyRequest from data, verifies it and
// returns the response. Its errors are as Run's.
func HandleVerify(data []byte) (*VerifyResponse, error) {
	var req VerifyRequest
	if err := Decode(data, &req); err != nil {
		return nil, err
	}
	res, err := req.Run()
	if err != nil {
		return nil, err
	}
	resp := NewVerifyResponse(res)
	if req.Options.Audit {
		if resp.Audit, err = NewVerifyAudit(&req, res, resp); err != nil {
			return nil, err
		}
	}
	return resp, nil
}

// Run verifies the request's claims against its sources and returns the
// library's result, with its Relevance to the request's question if it
// has one. Its errors are the library's, or an *Error for options the
// contract does not know; AsError converts any of them.
func (req *VerifyRequest) Run() (*verify.Result, error) {
	opts, err := req.Options.Options()
	if err != nil {
		return nil, err
	}
	res, err := verify.Verify(req.Sources, req.Claims, opts)
	if err != nil {
		return nil, err
	}
	res.Relevance = verify.RelevanceOf(req.Question, res)
	return res, nil
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
		Relevance:   newRelevance(res.Relevance),
	}
	text := normalize.NewOffsets(res.Text)
	for _, c := range res.Citations {
		out.Citations = append(out.Citations, Citation{
			Source: c.Source, Start: c.StartRune, End: c.EndRune,
			Quote: c.Quote, Claim: c.Claim, Kind: c.Kind, Similarity: c.Similarity,
			TextStart: text.Runes(c.TextStart), TextEnd: text.Runes(c.TextEnd),
			CheckedAgainst: against(c.CheckedAgainst),
		})
	}
	for _, u := range res.Unsupported {
		out.Unsupported = append(out.Unsupported, Unsupported{
			Claim:  u.Claim,
			Status: u.Status, Reason: u.Reason, Found: u.Found,
			CheckedAgainst: against(u.CheckedAgainst),
		})
	}
	return out
}
