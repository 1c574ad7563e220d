package verify

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/internal/support"
)

// A Policy says what Create does when claims fail verification.
type Policy uint8

const (
	// Annotate returns the verified answer with the failed claims reported
	// beside it. It is the zero value.
	Annotate Policy = iota
	// Repair makes one more model call that quotes each failed claim's
	// evidence back ("your claim X cites text reading Y; revise or drop
	// the claim"), then verifies the revised answer.
	Repair
	// Abstain repairs as Repair does, then withholds the answer if any
	// claim still fails.
	Abstain
)

var policyNames = [...]string{"annotate", "repair", "abstain"}

// String returns "annotate", "repair" or "abstain".
func (p Policy) String() string {
	if int(p) < len(policyNames) {
		return policyNames[p]
	}
	return fmt.Sprintf("Policy(%d)", uint8(p))
}

// ParsePolicy returns the policy named s; "" is Annotate.
func ParsePolicy(s string) (Policy, error) {
	if s == "" {
		return Annotate, nil
	}
	for i, n := range policyNames {
		if s == n {
			return Policy(i), nil
		}
	}
	return Annotate, fmt.Errorf("%w: unknown policy %q (want annotate, repair or abstain)", ErrInvalid, s)
}

// MarshalText encodes p as its String.
func (p Policy) MarshalText() ([]byte, error) {
	if int(p) >= len(policyNames) {
		return nil, fmt.Errorf("verify: invalid %v", p)
	}
	return []byte(p.String()), nil
}

// UnmarshalText decodes a Policy from its String.
func (p *Policy) UnmarshalText(b []byte) error {
	v, err := ParsePolicy(string(b))
	if err != nil {
		return err
	}
	*p = v
	return nil
}

// A Request asks Create for a verified answer to a question from sources.
type Request struct {
	// Question is what to answer. When it has a word or a number,
	// Result.Relevance compares the verified answer with it.
	Question string
	// Sources are what to answer from; see Source for chunks of documents
	// and snippets.
	Sources []Source
	Options Options
	// AllowUngrounded lets a request without sources through: the model's
	// answer comes back as Draft, plainly flagged, with Grounded false and
	// an empty Text. Without it, no sources is ErrNoSources.
	AllowUngrounded bool
	// Policy says what to do with failed claims.
	Policy Policy
	// MaxUncovered is the fraction of the model's answer sentences that may
	// map to no claim before Create asks once more, naming them. Zero means
	// 0.25; negative never asks.
	MaxUncovered float64
	// Judge, if set, is asked about the claims the gate sends it.
	Judge Judge
	// Gate tunes which claims reach the judge and how its answers count.
	Gate Gate
}

// Coverage reports how much of the model's answer its claims cover.
type Coverage struct {
	// Sentences counts the answer's sentences that state something
	// (analytical framing is not counted); Covered, those that map to a
	// claim.
	Sentences int `json:"sentences"`
	Covered   int `json:"covered"`
	// Uncovered lists the sentences that map to no claim.
	Uncovered []string `json:"uncovered"`
	// Ratio is Covered / Sentences, or 1 when there is nothing to cover.
	Ratio float64 `json:"ratio"`
	// Retried reports that Create asked the model once more because too
	// much was uncovered.
	Retried bool `json:"retried"`
}

// coverOverlap is the share of a sentence's content words that a claim must
// have for the sentence to map to it.
const coverOverlap = 0.5

// Create answers a question from sources in three steps: EXTRACT (one model
// call through p; the library owns the prompt, the schema and the parsing),
// VERIFY (every claim checked against the sources, and the judge asked about
// the uncertain ones), ASSEMBLE (the verified answer built from grounded
// claims only). It asks the model again when the claims cover too little of
// its answer and, under the Repair and Abstain policies, to repair failed
// claims. Result.Path records the steps taken.
//
// Sources that share a Document are chunks of one document: the model sees
// each chunk as a source of its own, named as a chunk of that document,
// and its claims are checked against the whole document. A claim's Type
// decides how the judge gate treats it (see Gate) and whether it is
// scored (see Score).
//
// Create fails loud: no sources without AllowUngrounded is ErrNoSources;
// model output that cannot be parsed after one retry is
// ErrExtractionFailed; a judge error is ErrJudge; provider errors and
// context cancellation are returned as they are, wrapped.
func Create(ctx context.Context, req *Request, p extract.Provider) (*Result, error) {
	if p == nil {
		return nil, fmt.Errorf("%w: no provider", ErrInvalid)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	s := &session{req: req, p: p}
	if len(req.Sources) == 0 {
		if !req.AllowUngrounded {
			return nil, ErrNoSources
		}
		ans, err := s.extract(ctx, extract.AnswerRequest(req.Question, nil))
		if err != nil {
			return nil, err
		}
		return &Result{
			Draft:  ans.Answer,
			Path:   s.path,
			Notice: "No sources were supplied: nothing in this answer was verified.",
			Claims: []Checked{},
		}, nil
	}
	corpus, err := NewCorpus(req.Sources, req.Options)
	if err != nil {
		return nil, err
	}
	s.corpus = corpus
	ans, err := s.extract(ctx, extract.AnswerRequest(req.Question, req.Sources))
	if err != nil {
		return nil, err
	}
	res, err := s.verify(ctx, ans)
	if err != nil {
		return nil, err
	}
	cov := s.coverage(ans)
	if max := req.maxUncovered(); max >= 0 && cov.Sentences > 0 &&
		float64(cov.Sentences-cov.Covered)/float64(cov.Sentences) > max {
		r := extract.CoverRequest(req.Question, req.Sources, ans, cov.Uncovered)
		if ans2, err := s.extract(ctx, r); err == nil {
			if res2, err := s.verify(ctx, ans2); err == nil {
				ans, res = ans2, res2
				cov = s.coverage(ans)
			} else {
				return nil, err
			}
		} else if !errors.Is(err, ErrExtractionFailed) {
			return nil, err
		}
		cov.Retried = true
	}
	if req.Policy != Annotate && len(res.Unsupported) > 0 {
		r := extract.RepairRequest(req.Question, req.Sources, ans, issues(res.Unsupported))
		ans2, err := s.extract(ctx, r)
		switch {
		case err == nil:
			res2, err := s.verify(ctx, ans2)
			if err != nil {
				return nil, err
			}
			ans, res = ans2, res2
		case !errors.Is(err, ErrExtractionFailed):
			return nil, err
		}
		if req.Policy == Abstain && failedScored(res) {
			withhold(res)
			s.path = append(s.path, "abstain")
		}
	}
	res.Draft = ans.Answer
	res.Coverage = cov
	res.Path = s.path
	res.Relevance = RelevanceOf(req.Question, res)
	return res, nil
}

// failedScored reports whether a claim that counts in the score failed:
// analysis without a hard anchor is framing, and does not make Abstain
// withhold an answer.
func failedScored(res *Result) bool {
	for _, ch := range res.Unsupported {
		if scored(ch.Claim) {
			return true
		}
	}
	return false
}

func (r *Request) maxUncovered() float64 {
	if r.MaxUncovered == 0 {
		return 0.25
	}
	return r.MaxUncovered
}

// session is the state of one Create call.
type session struct {
	req    *Request
	p      extract.Provider
	corpus *Corpus
	path   []string
}

// extract makes one model call and parses its output, retrying once with
// the parse error named if the output is malformed.
func (s *session) extract(ctx context.Context, r *extract.Request) (*extract.Answer, error) {
	step := map[extract.Task]string{
		extract.TaskAnswer: "extract", extract.TaskCover: "cover", extract.TaskRepair: "repair",
	}[r.Task]
	var lastErr error
	for attempt := 0; attempt < 2; attempt++ {
		s.path = append(s.path, step)
		if attempt > 0 {
			retry := *r
			retry.Prompt += fmt.Sprintf("\n\nYour previous reply could not be used (%v). Reply with exactly one JSON object that follows the schema, and nothing else.", lastErr)
			r = &retry
		}
		text, err := s.p.Complete(ctx, r)
		if err != nil {
			if ctxErr := ctx.Err(); ctxErr != nil {
				return nil, fmt.Errorf("verify: %s: %w", step, ctxErr)
			}
			if !errors.Is(err, extract.ErrMalformed) { // a cut-off output is retried like a malformed one
				return nil, fmt.Errorf("verify: %s: provider: %w", step, err)
			}
			lastErr = err
			continue
		}
		ans, err := extract.Parse(text)
		l := s.req.Options.Limits.InForce()
		if err == nil {
			err = exceeds("MaxAnswerBytes", l.MaxAnswerBytes, len(ans.Answer))
		}
		if err == nil {
			err = exceeds("MaxClaims", l.MaxClaims, len(ans.Claims))
		}
		if err == nil {
			return ans, nil
		}
		lastErr = err
	}
	return nil, fmt.Errorf("%w: %s: %v", ErrExtractionFailed, step, lastErr)
}

// verify checks the answer's claims, asks the judge, and assembles.
func (s *session) verify(ctx context.Context, ans *extract.Answer) (*Result, error) {
	s.path = append(s.path, "verify")
	checked := s.corpus.checkAll(ans.Claims)
	var verdicts []Verdict
	if s.req.Judge != nil {
		s.path = append(s.path, "judge")
		var err error
		verdicts, err = s.req.Gate.apply(ctx, s.req.Judge, s.corpus, checked)
		if err != nil {
			return nil, err
		}
	}
	res := s.corpus.Assemble(checked)
	res.Judged = verdicts
	return res, nil
}

// coverage maps the answer's sentences to its claims.
func (s *session) coverage(ans *extract.Answer) *Coverage {
	cov := &Coverage{Uncovered: []string{}}
	claims := make([]*support.Text, len(ans.Claims))
	for i, cl := range ans.Claims {
		claims[i] = support.Analyze(cl.Text, support.Auto)
	}
	for _, sent := range citations.Sentences(ans.Answer) {
		text := strings.TrimSpace(sent.Text)
		if text == "" || citations.Framing(text) {
			continue
		}
		cov.Sentences++
		covered := false
		sc := support.NewClaim(text, support.Auto)
		for _, cl := range claims {
			if support.Overlap(sc, cl) >= coverOverlap {
				covered = true
				break
			}
		}
		if covered {
			cov.Covered++
		} else {
			cov.Uncovered = append(cov.Uncovered, text)
		}
	}
	cov.Ratio = 1
	if cov.Sentences > 0 {
		cov.Ratio = float64(cov.Covered) / float64(cov.Sentences)
	}
	return cov
}

// issues turns failed claims into repair instructions that quote back what
// each claim's quote actually matched.
func issues(failed []Checked) []extract.Issue {
	out := make([]extract.Issue, len(failed))
	for i, ch := range failed {
		found := ch.Span
		if found == "" {
			found = ch.Found
		}
		out[i] = extract.Issue{Claim: ch.Claim, Status: ch.Status.String(), Reason: ch.Reason, Found: found}
	}
	return out
}

// withhold empties a result under the Abstain policy.
func withhold(res *Result) {
	n := len(res.Unsupported)
	reasons := make([]string, 0, min(n, 3))
	for _, ch := range res.Unsupported[:min(n, 3)] {
		reasons = append(reasons, ch.Status.String()+": "+ch.Reason)
	}
	res.Withheld = true
	res.WithheldReason = fmt.Sprintf("%d claim(s) still failed verification after repair (%s)", n, strings.Join(reasons, "; "))
	for i := range res.Claims {
		if res.Claims[i].Status == Grounded {
			res.Claims[i].Status = Abstained
			res.Claims[i].Reason = "withheld with the rest of the answer"
		}
	}
	res.Text = ""
	res.Citations = nil
	res.Grounded = false
}
