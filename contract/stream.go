package contract

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/verify"
)

// A CheckStream checks an answer that arrives in pieces, as a
// citations.Checker does, in the contract's terms: Write returns a
// CheckSentence for each verdict as it is decided, and Close the rest and
// the CheckResponse that HandleCheck returns for the whole answer (with
// its Audit if the options ask for one). Offsets are code points into the
// whole answer. A CheckStream keeps the answer, for the response.
type CheckStream struct {
	req   CheckRequest
	k     *citations.Checker
	b     strings.Builder
	at    int // bytes of the answer whose code points are counted
	runes int
}

// NewCheckStream returns a CheckStream for an answer to be checked against
// sources under opts. Its errors are those of CheckRequest.Run for a
// request without an answer.
func NewCheckStream(sources []citations.Source, opts CheckOptions) (*CheckStream, error) {
	o, err := opts.Options()
	if err != nil {
		return nil, err
	}
	c, err := citations.NewCorpus(sources, o)
	if err != nil {
		return nil, err
	}
	return &CheckStream{req: CheckRequest{Sources: sources, Options: opts}, k: c.NewChecker()}, nil
}

// Write adds the next piece of the answer and returns the sentences it
// completes. Its errors are the Checker's: a limit passed, or the stream
// closed.
func (s *CheckStream) Write(piece string) ([]CheckSentence, error) {
	out, err := s.k.Write(piece)
	if err != nil {
		return nil, err
	}
	s.b.WriteString(piece)
	return s.sentences(out), nil
}

// Close ends the answer and returns the sentences not yet returned and the
// response.
func (s *CheckStream) Close() ([]CheckSentence, *CheckResponse, error) {
	out, res, err := s.k.Close()
	if err != nil {
		return nil, nil, err
	}
	sents := s.sentences(out)
	s.req.Answer = s.b.String()
	resp := NewCheckResponse(s.req.Answer, res, s.req.Sources)
	if s.req.Options.Audit {
		if resp.Audit, err = NewCheckAudit(&s.req, resp); err != nil {
			return nil, nil, err
		}
	}
	return sents, resp, nil
}

// sentences converts verdicts to the contract's sentences, counting the
// code points of the answer before them.
func (s *CheckStream) sentences(rs []citations.SentenceResult) []CheckSentence {
	if len(rs) == 0 {
		return nil
	}
	answer := s.b.String()
	from, to := rs[0].Start, rs[len(rs)-1].End
	s.runes += utf8.RuneCountInString(answer[s.at:from])
	s.at = from
	// The response's conversion, over the text the sentences span.
	part := make([]citations.SentenceResult, len(rs))
	for i, r := range rs {
		r.Start -= from
		r.End -= from
		part[i] = r
	}
	resp := NewCheckResponse(answer[from:to], &citations.Result{Sentences: part}, s.req.Sources)
	for i := range resp.Sentences {
		resp.Sentences[i].Start += s.runes
		resp.Sentences[i].End += s.runes
	}
	return resp.Sentences
}

// A VerifiedSentence is one verdict of a verified answer, as the service
// streams it: a claim and its status, and, for a grounded claim, its
// sentence in the verified text and that text's code point range.
type VerifiedSentence struct {
	// Text is, for a grounded claim, its sentence in the verified text,
	// marker included; for another, the claim's text.
	Text   string        `json:"text"`
	Start  *int          `json:"start,omitempty"`
	End    *int          `json:"end,omitempty"`
	Status verify.Status `json:"status"`
	// Sources are the ids of the sources the sentence cites: those of the
	// claims it was made of, or the claim's source.
	Sources []string `json:"sources"`
	// Reasons are, for a claim that is not grounded, its status and
	// reason; empty for a grounded one.
	Reasons []citations.Reason `json:"reasons"`
}

// VerifiedSentences returns the verdicts of a verified answer: one per
// sentence of its text, in order, then one per claim that failed, in
// order. An answer withheld has no sentences; its failed claims remain.
func VerifiedSentences(resp *VerifiedResponse) []VerifiedSentence {
	out := []VerifiedSentence{}
	text := []rune(resp.Text)
	// The claims of one sentence, which share its range, are one verdict;
	// the sentences come in the order of the text, as their first claims do.
	at := map[int]int{}
	for _, c := range resp.Citations {
		if k, ok := at[c.TextStart]; ok {
			if !slices.Contains(out[k].Sources, c.Source) {
				out[k].Sources = append(out[k].Sources, c.Source)
			}
			continue
		}
		start, end := c.TextStart, c.TextEnd
		if start < 0 || end > len(text) || start > end {
			continue
		}
		at[start] = len(out)
		out = append(out, VerifiedSentence{
			Text: string(text[start:end]), Start: &start, End: &end,
			Status: verify.Grounded, Sources: []string{c.Source}, Reasons: []citations.Reason{},
		})
	}
	for _, u := range resp.Unsupported {
		out = append(out, VerifiedSentence{
			Text: u.Claim.Text, Status: u.Status, Sources: []string{u.Claim.Source},
			Reasons: []citations.Reason{{Code: u.Status.String(), Message: u.Reason}},
		})
	}
	return out
}
