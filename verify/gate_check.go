package verify

import (
	"context"
	"fmt"
	"strings"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/internal/support"
)

// Reason codes JudgeCheck adds to the sentences of a check.
const (
	ReasonContradicted     = "contradicted"
	ReasonJudgeUnsupported = "judge_unsupported"
	// ReasonJudgeSupported: the judge found an unverified sentence
	// supported, and it is ok.
	ReasonJudgeSupported = "judge_supported"
)

// A SentenceVerdict is the judge's answer about one sentence of a check.
type SentenceVerdict struct {
	// Sentence is the index of the sentence in the check's Sentences.
	Sentence int
	// Source is the id of the source the premise comes from.
	Source string
	// Why says why the gate sent the sentence: "unverified", "snippet",
	// "procedural", "numbers", "negation", or "matched-nothing" for a cited
	// sentence whose words its sources do not hold.
	Why string
	Judgement
	// premise is where the premise the judge read lies.
	premise []citations.Evidence
	// Status is Grounded (supported), Contradicted or Unsupported.
	Status Status
}

// RouteSentence reports whether the gate sends a sentence of a check to the
// judge, and why. Only claims are sent ("unscored" for framing and
// headings): unverified ones ("unverified"), ok ones resting on a snippet
// ("snippet"), asserting a fact of the record ("procedural": service, an
// order, a motion, what the docket shows) or with numbers or negation
// ("numbers", "negation"), and cited sentences that matched nothing, whose
// words their sources do not hold ("matched-nothing"). Other sentences
// are already flagged ("flagged") or proven by their evidence
// ("supported").
func (g Gate) RouteSentence(s citations.SentenceResult) (send bool, why string) {
	switch {
	case s.Kind != citations.KindClaim:
		return false, "unscored"
	case s.Status == citations.Unverified:
		return true, "unverified"
	case s.Status == citations.Unsupported && matchedNothing(s):
		return true, "matched-nothing"
	case s.Status != citations.OK:
		return false, "flagged"
	case s.CheckedAgainst == citations.AgainstSnippet:
		return true, "snippet"
	}
	text := withoutMarkers(s.Text, s.Citations)
	if support.RecordClaim(text) {
		return true, "procedural"
	}
	return routeGrounded(text)
}

// matchedNothing reports whether a cited sentence failed only because its
// sources do not hold its words.
func matchedNothing(s citations.SentenceResult) bool {
	if len(s.Citations) == 0 || len(s.Reasons) == 0 {
		return false
	}
	for _, r := range s.Reasons {
		if r.Code != citations.ReasonClaimNotInSource && r.Code != citations.ReasonOtherSource {
			return false
		}
	}
	return true
}

// JudgeCheck asks the judge about the sentences of a check that the gate
// routes to it, one call per source, and applies the verdicts to res: an
// ok sentence that the judge finds contradicted or unsupported becomes
// unsupported, with a reason, and the score follows; a sentence that matched
// nothing and is contradicted gets a reason saying so. The judge can only
// take a verdict away, never give one: a sentence the deterministic check
// did not pass stays flagged. sources are the sources res was checked
// against. A judge that fails fails the call with ErrJudge, leaving res
// unchanged.
func (g Gate) JudgeCheck(ctx context.Context, j Judge, res *citations.Result, sources []citations.Source) ([]SentenceVerdict, error) {
	text := make(map[string]string, len(sources))
	for _, s := range sources {
		text[s.ID] = s.Text
	}
	var qs []question
	var verdicts []SentenceVerdict
	split := map[string][]analysed{} // sources split and analysed on first use
	for i, s := range res.Sentences {
		premises := checkPremises(s, text, split)
		if len(premises) == 0 {
			continue
		}
		send, why := g.RouteSentence(s)
		if !send {
			continue
		}
		for _, p := range premises {
			qs = append(qs, question{p.source, Pair{Premise: p.text, Hypothesis: withoutMarkers(s.Text, s.Citations)}})
			verdicts = append(verdicts, SentenceVerdict{Sentence: i, Source: p.source, Why: why, premise: p.at})
		}
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
		s := &res.Sentences[v.Sentence]
		switch {
		case v.Status == Grounded && s.Status == citations.Unverified && !contradictedElsewhere(verdicts, k, g):
			s.Status = citations.OK
			s.Reasons = append(s.Reasons[:0], citations.Reason{Code: ReasonJudgeSupported,
				Message: fmt.Sprintf("the judge found [%s] supports it (entailment %.2f)", v.Source, v.Entailment)})
			s.Evidence = append(s.Evidence[:0], v.premise...)
			res.Score.Verified++
			continue
		case v.Status == Contradicted:
			s.Reasons = append(s.Reasons, citations.Reason{Code: ReasonContradicted,
				Message: fmt.Sprintf("the judge found [%s] contradicts it (contradiction %.2f)", v.Source, v.Contradiction)})
		case v.Status == Unsupported && s.Status == citations.OK:
			s.Reasons = append(s.Reasons, citations.Reason{Code: ReasonJudgeUnsupported,
				Message: fmt.Sprintf("the judge did not find it supported by [%s] (entailment %.2f)", v.Source, v.Entailment)})
		default:
			continue
		}
		switch {
		case s.Status == citations.OK:
			res.Score.Verified--
			s.Status = citations.Unsupported
			s.Evidence = nil
		case s.Status == citations.Unverified && v.Status == Contradicted:
			s.Status = citations.Unsupported
		}
	}
	if res.Score.Checkable > 0 {
		res.Score.Value = float64(res.Score.Verified) / float64(res.Score.Checkable)
	}
	return verdicts, nil
}

type premise struct {
	source, text string
	at           []citations.Evidence // where text lies
}

// contradictedElsewhere reports whether the judge found another source
// contradicts the sentence of verdict k.
func contradictedElsewhere(vs []SentenceVerdict, k int, g Gate) bool {
	for i := range vs {
		if i != k && vs[i].Sentence == vs[k].Sentence && vs[i].Contradiction >= orDefault(g.Contradiction, 0.50) {
			return true
		}
	}
	return false
}

// checkPremises returns what the judge reads for a sentence: the evidence
// of an ok sentence, one premise per source; for a sentence that matched
// nothing, the sentence of each cited source that shares most of its words.
func checkPremises(s citations.SentenceResult, text map[string]string, split map[string][]analysed) []premise {
	var out []premise
	if len(s.Evidence) > 0 {
		var b strings.Builder
		src := s.Evidence[0].Source
		var at []citations.Evidence
		for _, e := range s.Evidence {
			if e.Source != src {
				out = append(out, premise{src, b.String(), at})
				b.Reset()
				src, at = e.Source, nil
			}
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(text[e.Source][e.Start:e.End])
			at = append(at, e)
		}
		return append(out, premise{src, b.String(), at})
	}
	var claim *support.Claim
	for _, id := range s.Citations {
		t, ok := text[id]
		if !ok {
			continue
		}
		sents, ok := split[id]
		if !ok {
			for _, sent := range citations.Sentences(t) {
				sents = append(sents, analysed{sent, support.Analyze(sent.Text, support.Auto)})
			}
			split[id] = sents
		}
		if claim == nil {
			claim = support.NewClaim(withoutMarkers(s.Text, s.Citations), support.Auto)
		}
		best, bestOv := -1, -1.0
		for k, sent := range sents {
			if ov := support.Overlap(claim, sent.text); ov > bestOv {
				best, bestOv = k, ov
			}
		}
		if best >= 0 {
			b := sents[best].Sentence
			out = append(out, premise{id, b.Text, []citations.Evidence{{Source: id, Start: b.Start, End: b.End}}})
		}
	}
	return out
}

// An analysed is a sentence of a source with the engine's reading of it.
type analysed struct {
	citations.Sentence
	text *support.Text
}
