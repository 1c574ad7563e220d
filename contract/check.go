package contract

import (
	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/normalize"
	"github.com/verbatim-go/verbatim/numbers"
)

// CheckRequest is the request of "verbatim check" and POST /v1/check: an
// answer with [n] markers and the sources it cites.
type CheckRequest struct {
	// Sources are the sources: {"id", "text"}, with "document" for a
	// chunk of an uploaded document and "kind": "snippet" for a web
	// snippet (see extract.Source).
	Sources []citations.Source `json:"sources"`
	Answer  string             `json:"answer"`
	Options CheckOptions       `json:"options"`
	// Question, if given, is the question the answer answers: the
	// response's relevance compares the verified sentences with it.
	Question string `json:"question,omitempty"`
	// Stream asks the service for server-sent events: a "sentence" event
	// per verdict as it is decided, then a "result" event holding the
	// CheckResponse. HandleCheck ignores it.
	Stream bool `json:"stream,omitempty"`
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
	// occur in its sources, in (0, 1]; 0 or absent means 1, all of them.
	MinOverlap float64 `json:"minOverlap,omitempty"`
	// DetectSnippets reads the sources as web snippets when every source
	// that is no chunk of a document is at most citations.SnippetLength
	// (400) code points long.
	DetectSnippets bool `json:"detectSnippets,omitempty"`
	// Audit adds an Audit record to the response.
	Audit bool `json:"audit,omitempty"`
}

// CheckResponse is the answer to a CheckRequest. Offsets are code point
// offsets into the request's answer.
type CheckResponse struct {
	Sentences []CheckSentence `json:"sentences"`
	// Cleaned is the answer with the labels that name no supplied source
	// stripped and invented quotations demoted to prose.
	Cleaned    string           `json:"cleaned"`
	Score      Score            `json:"score"`
	Removed    []CheckRemoval   `json:"removed"`
	Quotations []CheckQuotation `json:"quotations"`
	// Relevance is present when the request has a question.
	Relevance *Relevance `json:"relevance,omitempty"`
	// Audit is the record of the check, when the options ask for it.
	Audit *Audit `json:"audit,omitempty"`
}

// CheckSentence is one checked sentence.
type CheckSentence struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	Text  string `json:"text"`
	// Status is "ok", "unverified", "uncited", "bad-ref" or "unsupported".
	Status string `json:"status"`
	// Kind is "claim", "framing" or "heading"; only claims are scored.
	Kind        string             `json:"kind"`
	Citations   []string           `json:"citations"`
	Reasons     []citations.Reason `json:"reasons"`
	SupportedBy []string           `json:"supportedBy,omitempty"`
	// Evidence are, for an ok sentence, the source sentences that hold its
	// content words, best match first; offsets are code points into the
	// source's text.
	Evidence []CheckEvidence `json:"evidence,omitempty"`
	// CheckedAgainst is what the sentence was checked against: "passage",
	// "document" (the whole document of a chunk it cites) or "snippet";
	// absent for a sentence that cites no supplied source.
	CheckedAgainst string `json:"checkedAgainst,omitempty"`
}

// CheckEvidence is one source sentence an ok sentence rests on.
type CheckEvidence struct {
	Source string `json:"source"`
	Start  int    `json:"start"`
	End    int    `json:"end"`
	Text   string `json:"text"`
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

// HandleCheck decodes a CheckRequest from data, checks it and returns the
// response. Its errors are as Run's.
func HandleCheck(data []byte) (*CheckResponse, error) {
	var req CheckRequest
	if err := Decode(data, &req); err != nil {
		return nil, err
	}
	res, err := req.Run()
	if err != nil {
		return nil, err
	}
	resp := NewCheckResponse(req.Answer, res, req.Sources)
	if req.Options.Audit {
		if resp.Audit, err = NewCheckAudit(&req, resp); err != nil {
			return nil, err
		}
	}
	return resp, nil
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
	opts.DetectSnippets = o.DetectSnippets
	return opts, nil
}

// Run checks the request's answer against its sources, within the
// limits, and returns the library's result, with its Relevance to the
// request's question if it has one. Its errors are the library's, or an
// *Error for options the contract does not know; AsError converts any of
// them.
func (req *CheckRequest) Run() (*citations.Result, error) {
	opts, err := req.Options.Options()
	if err != nil {
		return nil, err
	}
	res, err := citations.Check(req.Answer, req.Sources, opts)
	if err != nil {
		return nil, err
	}
	res.Relevance = citations.RelevanceOf(req.Question, res)
	return res, nil
}

// NewCheckResponse converts r, the result of checking answer against
// sources, to the contract's response, with code point offsets into the
// answer and into the sources.
func NewCheckResponse(answer string, r *citations.Result, srcs []citations.Source) *CheckResponse {
	off := normalize.NewOffsets(answer)
	texts := make(map[string]string, len(srcs))
	for _, s := range srcs {
		texts[s.ID] = s.Text
	}
	srcOff := map[string]*normalize.Offsets{} // built for the sources evidence names
	resp := &CheckResponse{
		Sentences:  make([]CheckSentence, len(r.Sentences)),
		Cleaned:    r.Cleaned,
		Score:      Score(r.Score),
		Removed:    make([]CheckRemoval, len(r.Removed)),
		Quotations: make([]CheckQuotation, len(r.Quotations)),
		Relevance:  newRelevance(r.Relevance),
	}
	for i, s := range r.Sentences {
		cs := CheckSentence{
			Start:       off.Runes(s.Start),
			End:         off.Runes(s.End),
			Text:        s.Text,
			Status:      s.Status.String(),
			Kind:        s.Kind.String(),
			Citations:   nonNil(s.Citations),
			Reasons:     append([]citations.Reason{}, s.Reasons...),
			SupportedBy: s.SupportedBy,

			CheckedAgainst: against(s.CheckedAgainst),
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
