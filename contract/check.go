package contract

import (
	"errors"
	"net/http"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/normalize"
	"github.com/verbatim-go/verbatim/numbers"
)

// CheckRequest is the request of "verbatim check": an answer with [n]
// markers and the sources it cites.
type CheckRequest struct {
	Sources []Source     `json:"sources"`
	Answer  string       `json:"answer"`
	Options CheckOptions `json:"options"`
}

// CheckOptions are the options of a check; empty fields take their
// defaults.
type CheckOptions struct {
	// Uncited is "flag" (the default) or "check-all".
	Uncited string `json:"uncited,omitempty"`
	// Mode is the folding quotations are matched under: "strict" (the
	// default) or "lenient".
	Mode string `json:"mode,omitempty"`
	// Numbers is "on" (the default), "off" or "row".
	Numbers string `json:"numbers,omitempty"`
	// MinOverlap is the fraction of a sentence's content words that must
	// occur in its sources, in (0, 1]; 0 or absent means 0.75.
	MinOverlap float64 `json:"minOverlap,omitempty"`
}

// CheckResponse is the answer of "verbatim check". Offsets are code point
// offsets into the request's answer.
type CheckResponse struct {
	Sentences []CheckSentence `json:"sentences"`
	// Cleaned is the answer with the labels that name no supplied source
	// stripped and invented quotations demoted to prose.
	Cleaned    string           `json:"cleaned"`
	Score      CheckScore       `json:"score"`
	Removed    []CheckRemoval   `json:"removed"`
	Quotations []CheckQuotation `json:"quotations"`
}

// CheckSentence is one checked sentence.
type CheckSentence struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	Text  string `json:"text"`
	// Status is "ok", "uncited", "bad-ref" or "unsupported".
	Status string `json:"status"`
	// Kind is "claim", "framing" or "heading"; only claims are scored.
	Kind        string        `json:"kind"`
	Citations   []string      `json:"citations"`
	Reasons     []CheckReason `json:"reasons"`
	SupportedBy []string      `json:"supportedBy,omitempty"`
	// Evidence are, for an ok sentence, the source sentences that hold its
	// content words, best match first; offsets are code points into the
	// source's text.
	Evidence []CheckEvidence `json:"evidence,omitempty"`
}

// CheckEvidence is one source sentence an ok sentence rests on.
type CheckEvidence struct {
	Source string `json:"source"`
	Start  int    `json:"start"`
	End    int    `json:"end"`
	Text   string `json:"text"`
}

// CheckReason is one finding about a sentence.
type CheckReason struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

// CheckScore is verified / checkable over the claims of the answer.
type CheckScore struct {
	Verified  int     `json:"verified"`
	Checkable int     `json:"checkable"`
	Value     float64 `json:"value"`
}

// CheckRemoval is one marker edit of the cleaned answer.
type CheckRemoval struct {
	Start       int      `json:"start"`
	End         int      `json:"end"`
	Text        string   `json:"text"`
	Replacement string   `json:"replacement,omitempty"`
	Labels      []string `json:"labels"`
}

// CheckQuotation is one quotation of the answer.
type CheckQuotation struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	Text  string `json:"text"`
	// Status is "found", "invented" or "misattributed".
	Status  string   `json:"status"`
	Sources []string `json:"sources"`
	Cited   []string `json:"cited"`
}

func init() {
	RegisterMapper(func(err error) *Error {
		switch {
		case errors.Is(err, citations.ErrNoSources):
			return &Error{Code: CodeNoSources, Message: "no sources: a check needs at least one source", Status: http.StatusBadRequest}
		case errors.Is(err, citations.ErrInvalidID):
			return Invalid("%v", err)
		case errors.Is(err, citations.ErrLimit):
			return &Error{Code: CodeTooLarge, Message: err.Error(), Status: http.StatusRequestEntityTooLarge}
		}
		return nil
	})
}

// HandleCheck decodes a CheckRequest from data and checks it.
func HandleCheck(data []byte) (any, error) {
	var req CheckRequest
	if err := Decode(data, &req); err != nil {
		return nil, err
	}
	return Check(&req)
}

// Check checks the request's answer against its sources.
func Check(req *CheckRequest) (*CheckResponse, error) {
	res, srcs, err := req.Run()
	if err != nil {
		return nil, err
	}
	return checkResponse(req.Answer, res, srcs), nil
}

// Options converts the contract options to citations.Options.
func (o CheckOptions) Options() (citations.Options, error) {
	var opts citations.Options
	var err error
	if opts.Uncited, err = citations.ParseUncited(o.Uncited); err != nil {
		return opts, Invalid("options.uncited: %v", err)
	}
	if opts.Mode, err = normalize.ParseMode(o.Mode); err != nil {
		return opts, Invalid("options.mode: %v", err)
	}
	if opts.Numbers, err = numbers.ParseMode(o.Numbers); err != nil {
		return opts, Invalid("options.numbers: %v", err)
	}
	if m := o.MinOverlap; m < 0 || m > 1 || m != m {
		return opts, Invalid("options.minOverlap: %v is not in [0, 1]", m)
	}
	opts.MinOverlap = o.MinOverlap
	return opts, nil
}

// Run checks the request's answer against its sources, within the limits,
// and returns the library's result with the sources it was checked against.
func (req *CheckRequest) Run() (*citations.Result, []citations.Source, error) {
	opts, err := req.Options.Options()
	if err != nil {
		return nil, nil, err
	}
	if len(req.Sources) == 0 {
		return nil, nil, AsError(citations.ErrNoSources)
	}
	srcs := make([]citations.Source, len(req.Sources))
	for i, s := range req.Sources {
		srcs[i] = citations.Source{ID: s.ID, Text: s.Text}
	}
	c, err := citations.NewCorpus(srcs, opts)
	if err != nil {
		return nil, nil, AsError(err)
	}
	res, err := c.CheckAnswer(req.Answer)
	if err != nil {
		return nil, nil, AsError(err)
	}
	return res, srcs, nil
}

// checkResponse converts a result to the contract, with code point
// offsets into answer.
func checkResponse(answer string, r *citations.Result, srcs []citations.Source) *CheckResponse {
	off := normalize.NewOffsets(answer)
	texts := make(map[string]string, len(srcs))
	for _, s := range srcs {
		texts[s.ID] = s.Text
	}
	srcOff := map[string]*normalize.Offsets{} // built for the sources evidence names
	resp := &CheckResponse{
		Sentences:  make([]CheckSentence, len(r.Sentences)),
		Cleaned:    r.Cleaned,
		Score:      CheckScore{Verified: r.Score.Verified, Checkable: r.Score.Checkable, Value: r.Score.Value},
		Removed:    make([]CheckRemoval, len(r.Removed)),
		Quotations: make([]CheckQuotation, len(r.Quotations)),
	}
	for i, s := range r.Sentences {
		cs := CheckSentence{
			Start:       off.Runes(s.Start),
			End:         off.Runes(s.End),
			Text:        s.Text,
			Status:      s.Status.String(),
			Kind:        s.Kind.String(),
			Citations:   nonNil(s.Citations),
			Reasons:     make([]CheckReason, len(s.Reasons)),
			SupportedBy: s.SupportedBy,
		}
		for k, rs := range s.Reasons {
			cs.Reasons[k] = CheckReason{Code: rs.Code, Message: rs.Message}
		}
		for _, e := range s.Evidence {
			o := srcOff[e.Source]
			if o == nil {
				o = normalize.NewOffsets(texts[e.Source])
				srcOff[e.Source] = o
			}
			cs.Evidence = append(cs.Evidence, CheckEvidence{
				Source: e.Source, Start: o.Runes(e.Start), End: o.Runes(e.End), Text: texts[e.Source][e.Start:e.End],
			})
		}
		resp.Sentences[i] = cs
	}
	for i, rm := range r.Removed {
		resp.Removed[i] = CheckRemoval{
			Start: off.Runes(rm.Start), End: off.Runes(rm.End),
			Text: rm.Text, Replacement: rm.Replacement, Labels: nonNil(rm.Labels),
		}
	}
	for i, q := range r.Quotations {
		resp.Quotations[i] = CheckQuotation{
			Start: off.Runes(q.Start), End: off.Runes(q.End),
			Text: q.Text, Status: q.Status.String(),
			Sources: nonNil(q.Sources), Cited: nonNil(q.Cited),
		}
	}
	return resp
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
