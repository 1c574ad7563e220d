package verify

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sync"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/internal/support"
)

// Gate decides which claims reach the judge and how its judgements count.
// The zero value uses the defaults.
//
// The gate sends exactly the claims the deterministic checks leave
// unverified, and the grounded ones that carry numbers, negation or
// modality, which is where a checker that reads words is most easily
// fooled; a grounded claim resting on a snippet, or of type procedural (a
// fact of a record, which words alone rarely prove), goes whatever it
// carries. Facts, paraphrases and summaries are sent by these rules alike;
// analysis without a hard anchor is not scored and not sent (see Score).
// Claims that failed a check are already flagged and are not sent, nor
// are other grounded claims, whose words are their quote's. A
// judgement with contradiction at or above Contradiction makes a claim
// Contradicted; otherwise entailment at or above Entailment makes an
// unverified claim grounded and keeps a grounded one; otherwise a grounded
// claim becomes Unsupported and an unverified one stays unverified.
type Gate struct {
	// Entailment is the entailment probability that supports a claim;
	// zero means 0.70.
	Entailment float64
	// Contradiction is the contradiction probability that contradicts a
	// claim; zero means 0.50.
	Contradiction float64
	// Concurrency bounds the judge calls running at once; zero means 4.
	Concurrency int
}

func orDefault(v, d float64) float64 {
	if v == 0 {
		return d
	}
	return v
}

// A Verdict is the judge's answer about one claim the gate sent it.
type Verdict struct {
	// Claim is the index of the claim in Result.Claims.
	Claim int
	// Source is the id of the claim's source.
	Source string
	// Why says why the gate sent the claim: "unverified", "snippet",
	// "procedural", "numbers" or "negation".
	Why string
	Judgement
	// Status is Grounded (supported), Contradicted, Unsupported, or, for
	// an unverified claim the judge neither supports nor contradicts,
	// Unverified.
	Status Status
}

// Route reports whether the gate sends a checked claim to the judge, and
// why: "unverified", "snippet", "procedural", "numbers" or "negation" for
// claims it sends; "unscored", "flagged" or "supported" for those it does
// not.
func (g Gate) Route(ch Checked) (send bool, why string) {
	switch {
	case !scored(ch.Claim):
		return false, "unscored"
	case ch.Status == Unverified:
		return true, "unverified"
	case ch.Status != Grounded:
		return false, "flagged"
	case ch.CheckedAgainst == AgainstSnippet:
		return true, "snippet"
	case ch.Claim.Type == extract.Procedural:
		return true, "procedural"
	}
	return routeGrounded(ch.Claim.Text)
}

// routeGrounded routes a claim or sentence the checks passed: it goes to
// the judge if it has numbers, or a negation or modal cue.
func routeGrounded(text string) (bool, string) {
	cl := support.NewClaim(text, support.Auto)
	switch {
	case cl.HasNumbers():
		return true, "numbers"
	case cl.HasCue():
		return true, "negation"
	}
	return false, "supported"
}

// A question is one pair for the judge and the source it is asked about.
type question struct {
	source string
	pair   Pair
}

// ask sends the questions to the judge, one call per source in order of
// first appearance, running up to Concurrency calls at once, and returns
// the judgements in the order of the questions. It fails if any call fails.
func (g Gate) ask(ctx context.Context, j Judge, qs []question) ([]Judgement, error) {
	type group struct {
		source string
		index  []int // into qs
		pairs  []Pair
	}
	var groups []*group
	bySource := map[string]*group{}
	for i, q := range qs {
		gr := bySource[q.source]
		if gr == nil {
			gr = &group{source: q.source}
			bySource[q.source] = gr
			groups = append(groups, gr)
		}
		gr.index = append(gr.index, i)
		gr.pairs = append(gr.pairs, q.pair)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	results := make([][]Judgement, len(groups))
	errs := make([]error, len(groups))
	n := g.Concurrency
	if n <= 0 {
		n = 4
	}
	sem := make(chan struct{}, n)
	var wg sync.WaitGroup
	for gi, gr := range groups {
		wg.Add(1)
		go func() {
			defer wg.Done()
			select {
			case sem <- struct{}{}:
			case <-ctx.Done():
				errs[gi] = ctx.Err()
				return
			}
			defer func() { <-sem }()
			js, err := callJudge(ctx, j, gr.source, gr.pairs)
			if err != nil {
				errs[gi] = err
				cancel()
				return
			}
			results[gi] = js
		}()
	}
	wg.Wait()
	sources := make([]string, len(groups))
	for gi, gr := range groups {
		sources[gi] = gr.source
	}
	if err := firstError(sources, errs); err != nil {
		return nil, err
	}
	out := make([]Judgement, len(qs))
	for gi, gr := range groups {
		for k, i := range gr.index {
			out[i] = results[gi][k]
		}
	}
	return out, nil
}

// decide turns a judgement into a status: Contradicted, Grounded
// (supported) or Unsupported.
func (g Gate) decide(jd Judgement) Status {
	switch {
	case jd.Contradiction >= orDefault(g.Contradiction, 0.50):
		return Contradicted
	case jd.Entailment >= orDefault(g.Entailment, 0.70):
		return Grounded
	}
	return Unsupported
}

// apply sends the claims the gate routes to the judge and applies the
// judgements to checked. It fails if any judge call fails.
func (g Gate) apply(ctx context.Context, j Judge, c *Corpus, checked []Checked) ([]Verdict, error) {
	var qs []question
	var verdicts []Verdict
	for i, ch := range checked {
		send, why := g.Route(ch)
		if !send {
			continue
		}
		// The premise is the sentence around the quote, in the whole
		// document for a chunk.
		d, start := c.at(ch.Source, ch.Match.Start)
		_, end := c.at(ch.Source, ch.Match.End)
		cs, ce := d.context(start, end)
		qs = append(qs, question{ch.Claim.Source, Pair{Premise: d.src.Text[cs:ce], Hypothesis: ch.Claim.Text}})
		verdicts = append(verdicts, Verdict{Claim: i, Source: ch.Claim.Source, Why: why})
	}
	if len(qs) == 0 {
		return nil, nil
	}
	js, err := g.ask(ctx, j, qs)
	if err != nil {
		return nil, err
	}
	for k := range verdicts {
		v := &verdicts[k]
		v.Judgement = js[k]
		v.Status = g.decide(js[k])
		ch := &checked[v.Claim]
		switch {
		case v.Status == Contradicted:
			ch.Status = Contradicted
			ch.Reason = fmt.Sprintf("the judge found source %s contradicts the claim (contradiction %.2f)", v.Source, v.Contradiction)
		case v.Status == Grounded && ch.Status == Unverified:
			ch.Status = Grounded
			ch.Reason = ""
		case v.Status == Unsupported && ch.Status == Unverified:
			v.Status = Unverified
			ch.Reason += fmt.Sprintf("; nor did the judge find it supported by source %s (entailment %.2f, below %.2f)", v.Source, v.Entailment, orDefault(g.Entailment, 0.70))
		case v.Status == Unsupported:
			ch.Status = Unsupported
			ch.Reason = fmt.Sprintf("the judge did not find the claim supported by source %s (entailment %.2f, below %.2f)", v.Source, v.Entailment, orDefault(g.Entailment, 0.70))
		}
	}
	return verdicts, nil
}

// firstError returns the first error in group order that is not merely the
// cancellation another group's failure caused, wrapped in ErrJudge.
func firstError(sources []string, errs []error) error {
	var first error
	var firstSource string
	for i, err := range errs {
		if err == nil {
			continue
		}
		if first == nil || errors.Is(first, context.Canceled) && !errors.Is(err, context.Canceled) {
			first, firstSource = err, sources[i]
		}
	}
	if first == nil {
		return nil
	}
	return fmt.Errorf("%w: source %q: %w", ErrJudge, firstSource, first)
}

// callJudge calls the judge, turning a panic or a malformed answer into an
// error.
func callJudge(ctx context.Context, j Judge, source string, pairs []Pair) (js []Judgement, err error) {
	defer func() {
		if r := recover(); r != nil {
			js, err = nil, fmt.Errorf("judge panicked: %v", r)
		}
	}()
	js, err = j.Judge(ctx, source, pairs)
	if err != nil {
		return nil, err
	}
	if len(js) != len(pairs) {
		return nil, fmt.Errorf("judge returned %d judgements for %d pairs", len(js), len(pairs))
	}
	for i, jd := range js {
		for _, p := range []float64{jd.Entailment, jd.Contradiction, jd.Neutral} {
			if math.IsNaN(p) || p < 0 || p > 1 {
				return nil, fmt.Errorf("judgement %d has a probability outside [0, 1]: %+v", i, jd)
			}
		}
	}
	return js, nil
}
