package verify_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/verify"
)

var judgePairs = []verify.Pair{
	{Premise: "Refunds take 5 days.", Hypothesis: "Refunds take 5 days."},
	{Premise: "Refunds take 5 days.", Hypothesis: "Refunds take 9 days."},
}

func TestModelJudge(t *testing.T) {
	p := &scripted{outputs: []string{"```json\n" + `{"judgements":[
		{"pair":2,"entailment":0.05,"contradiction":0.9,"neutral":0.05},
		{"pair":1,"entailment":0.95,"contradiction":0.0,"neutral":0.05}]}` + "\n```"}}
	j := &verify.ModelJudge{Provider: p}
	got, err := j.Judge(context.Background(), "1", judgePairs)
	if err != nil {
		t.Fatal(err)
	}
	want := []verify.Judgement{{Entailment: 0.95, Neutral: 0.05}, {Entailment: 0.05, Contradiction: 0.9, Neutral: 0.05}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("judgements (-want +got):\n%s", diff)
	}
	r := p.reqs[0]
	if r.Task != extract.TaskPrompt || !json.Valid(r.Schema) {
		t.Errorf("request task %v, schema valid %v; want a judge task with a schema", r.Task, json.Valid(r.Schema))
	}
	for _, pr := range judgePairs {
		if !strings.Contains(r.Prompt, pr.Hypothesis) || !strings.Contains(r.Prompt, pr.Premise) {
			t.Errorf("prompt lacks the pair %+v", pr)
		}
	}
}

// A judge's malformed answer is an error, never a pass.
func TestModelJudgeMalformed(t *testing.T) {
	for _, out := range []string{
		"I think they all look fine.",
		`{"judgements":[{"pair":1,"entailment":0.9,"contradiction":0,"neutral":0.1}]}`,
		`{"judgements":[{"pair":1,"entailment":0.9,"contradiction":0,"neutral":0.1},{"pair":1,"entailment":0.9,"contradiction":0,"neutral":0.1}]}`,
		`{"judgements":[{"pair":1,"entailment":0.9,"contradiction":0},{"pair":2,"entailment":0.9,"contradiction":0,"neutral":0.1}]}`,
		`{"judgements":[{"pair":1,"entailment":"high","contradiction":0,"neutral":0.1},{"pair":2,"entailment":0.9,"contradiction":0,"neutral":0.1}]}`,
		`{"judgements":[],"verdict":"ok"}`,
	} {
		j := &verify.ModelJudge{Provider: &scripted{outputs: []string{out}}}
		if js, err := j.Judge(context.Background(), "1", judgePairs); err == nil {
			t.Errorf("Judge with output %s = %v; want an error", out, js)
		}
	}
}

// Through Create, a model judge's out-of-range probability fails loud.
func TestModelJudgeOutOfRange(t *testing.T) {
	judge := &verify.ModelJudge{Provider: &scripted{outputs: []string{`{"judgements":[{"pair":1,"entailment":1.7,"contradiction":0,"neutral":0}]}`}}}
	p := &scripted{outputs: []string{answerJSON("Refunds take 5 days.", claim("b", "Refunds take 5 days.", "Refunds take 5 days."))}}
	_, err := verify.Create(context.Background(), &verify.Request{Question: "q", Sources: judgeSources, Judge: judge}, p)
	if err == nil {
		t.Fatal("Create with a judge answering 1.7: no error")
	}
}
