package verify_test

import (
	"context"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/verify"
)

var checkSources = []citations.Source{
	{ID: "1", Text: "Refunds are accepted within 30 days of purchase. Monthly plans are not refundable. Support answers every ticket within one business day."},
	{ID: "2", Text: "The Family plan includes ten devices. Shipping is free for orders above the minimum."},
}

const checkAnswer = "Refunds are accepted within 30 days of purchase [1]. " + // ok, numbers: sent
	"Monthly plans are not refundable [1]. " + // ok, negation: sent
	"The Family plan includes ten devices [2]. " + // ok, a number in words: sent
	"Every ticket gets an answer from support by the next business day [1]. " + // unverified: sent
	"Shipping is free for orders above the minimum [2]. " + // ok, nothing to doubt: not sent
	"Refunds take 45 days [1]. " + // number missing: flagged, not sent
	"Our office dog is called Biscuit [2]. " + // matched nothing: sent
	"This suggests a generous policy."

func TestRouteSentence(t *testing.T) {
	res, err := citations.Check(checkAnswer, checkSources, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	var g verify.Gate
	for _, s := range res.Sentences {
		send, why := g.RouteSentence(s)
		got = append(got, s.Status.String()+" "+why+map[bool]string{true: " sent", false: ""}[send])
	}
	want := []string{
		"ok numbers sent",
		"ok negation sent",
		"ok numbers sent",
		"unverified unverified sent",
		"ok supported",
		"unsupported flagged",
		"unsupported matched-nothing sent",
		"uncited unscored",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("routes (-want +got):\n%s", diff)
	}
}

func TestJudgeCheck(t *testing.T) {
	res, err := citations.Check(checkAnswer, checkSources, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	before := res.Score
	j := &recordingJudge{answers: map[string]verify.Judgement{
		"Monthly plans are not refundable.":                {Contradiction: 0.9, Neutral: 0.1},
		"Our office dog is called Biscuit.":                {Contradiction: 0.6, Neutral: 0.4},
		"Refunds are accepted within 30 days of purchase.": {Entailment: 0.95, Neutral: 0.05},
	}}
	verdicts, err := verify.Gate{}.JudgeCheck(context.Background(), j, res, checkSources)
	if err != nil {
		t.Fatal(err)
	}
	if len(verdicts) != 5 {
		t.Errorf("verdicts = %d; want 5 (numbers, negation, numbers, unverified, and one that matched nothing)", len(verdicts))
	}
	if s := res.Sentences[1]; s.Status != citations.Unsupported || s.Reasons[len(s.Reasons)-1].Code != verify.ReasonContradicted {
		t.Errorf("contradicted ok sentence: %v %v; want unsupported, contradicted", s.Status, s.Reasons)
	}
	if s := res.Sentences[3]; s.Status != citations.OK || s.Reasons[0].Code != verify.ReasonJudgeSupported || len(s.Evidence) == 0 {
		t.Errorf("unverified sentence the judge supports: %v %v %v; want ok, judge_supported, with its evidence", s.Status, s.Reasons, s.Evidence)
	}
	if s := res.Sentences[6]; s.Status != citations.Unsupported || s.Reasons[len(s.Reasons)-1].Code != verify.ReasonContradicted {
		t.Errorf("contradicted sentence that matched nothing: %v %v; want unsupported, contradicted", s.Status, s.Reasons)
	}
	if s := res.Sentences[0]; s.Status != citations.OK {
		t.Errorf("supported sentence: %v; want ok", s.Status)
	}
	if res.Score.Verified != before.Verified || res.Score.Checkable != before.Checkable {
		t.Errorf("score %+v after judging; want as many verified as %+v: one taken away, one given", res.Score, before)
	}
}

func TestJudgeCheckFailsLoud(t *testing.T) {
	res, err := citations.Check(checkAnswer, checkSources, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	before, _ := citations.Check(checkAnswer, checkSources, citations.Options{})
	_, err = verify.Gate{}.JudgeCheck(context.Background(), &recordingJudge{failSource: "1"}, res, checkSources)
	if !errors.Is(err, verify.ErrJudge) {
		t.Fatalf("JudgeCheck with a failing judge: err = %v; want ErrJudge", err)
	}
	if diff := cmp.Diff(before, res); diff != "" {
		t.Errorf("a failed JudgeCheck changed the result (-before +after):\n%s", diff)
	}
}
