package verify_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"sync"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/verify"
)

// judgeCall is one call a judge received: its source and its hypotheses,
// in order.
type judgeCall struct {
	Source     string
	Hypotheses []string
	Premises   []string
}

// callLog wraps a judge and records every call it gets, one entry per call,
// so that calls are counted rather than merged by source.
type callLog struct {
	inner verify.Judge
	mu    sync.Mutex
	calls []judgeCall
}

func (l *callLog) Judge(ctx context.Context, source string, pairs []verify.Pair) ([]verify.Judgement, error) {
	c := judgeCall{Source: source}
	for _, p := range pairs {
		c.Hypotheses = append(c.Hypotheses, p.Hypothesis)
		c.Premises = append(c.Premises, p.Premise)
	}
	l.mu.Lock()
	l.calls = append(l.calls, c)
	l.mu.Unlock()
	return l.inner.Judge(ctx, source, pairs)
}

// judgeFunc adapts a function to the Judge interface.
type judgeFunc func(ctx context.Context, source string, pairs []verify.Pair) ([]verify.Judgement, error)

func (f judgeFunc) Judge(ctx context.Context, source string, pairs []verify.Pair) ([]verify.Judgement, error) {
	return f(ctx, source, pairs)
}

// auditSources have several sentences per source that the gate always
// sends to the judge: each has a number or a negation.
var auditSources = []verify.Source{
	{ID: "a", Text: "The plan costs 10 dollars a month. The trial lasts 14 days. Support answers within 2 hours."},
	{ID: "b", Text: "Refunds take 5 days. Gift cards are not refundable. Partners receive a 20 percent discount."},
	{ID: "c", Text: "The office opens at 9. Visitors must sign in. Parking is limited."},
}

func TestJudgeCalledOncePerSourceWithThatSourcesClaims(t *testing.T) {
	claims := []verify.Claim{
		claim("a", "The plan costs 10 dollars a month.", "The plan costs 10 dollars a month."),
		claim("b", "Refunds take 5 days.", "Refunds take 5 days."),
		claim("a", "The trial lasts 14 days.", "The trial lasts 14 days."),
		claim("c", "The office opens at 9.", "The office opens at 9."),
		claim("b", "Gift cards are not refundable.", "Gift cards are not refundable."),
		claim("a", "Support answers within 2 hours.", "Support answers within 2 hours."),
		claim("b", "Partners receive a 20 percent discount.", "Partners receive a 20 percent discount."),
	}
	inner := &recordingJudge{answers: map[string]verify.Judgement{
		"The trial lasts 14 days.":       {Contradiction: 0.9, Neutral: 0.1},
		"Gift cards are not refundable.": {Entailment: 0.2, Neutral: 0.8},
	}}
	j := &callLog{inner: inner}
	p := &scripted{outputs: []string{answerJSON("", claims...)}}
	req := &verify.Request{Question: "q", Sources: auditSources, Judge: j, MaxUncovered: -1}
	res, err := verify.Create(context.Background(), req, p)
	if err != nil {
		t.Fatal(err)
	}

	perSource := map[string]int{}
	got := map[string][]string{}
	for _, c := range j.calls {
		perSource[c.Source]++
		got[c.Source] = c.Hypotheses
	}
	if diff := cmp.Diff(map[string]int{"a": 1, "b": 1, "c": 1}, perSource); diff != "" {
		t.Errorf("judge calls per source (-want +got):\n%s\ncalls: %+v", diff, j.calls)
	}
	want := map[string][]string{
		"a": {"The plan costs 10 dollars a month.", "The trial lasts 14 days.", "Support answers within 2 hours."},
		"b": {"Refunds take 5 days.", "Gift cards are not refundable.", "Partners receive a 20 percent discount."},
		"c": {"The office opens at 9."},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("hypotheses of each call, by source (-want +got):\n%s", diff)
	}
	text := map[string]string{}
	for _, s := range auditSources {
		text[s.ID] = s.Text
	}
	for _, c := range j.calls {
		for i, prem := range c.Premises {
			if !strings.Contains(text[c.Source], prem) {
				t.Errorf("call for source %s: premise %q of hypothesis %q is not text of that source", c.Source, prem, c.Hypotheses[i])
			}
		}
	}

	// Each judgement comes back to its own claim.
	wantStatuses := []string{"grounded", "grounded", "contradicted", "grounded", "unsupported", "grounded", "grounded"}
	if diff := cmp.Diff(wantStatuses, statuses(res)); diff != "" {
		t.Errorf("statuses (-want +got):\n%s", diff)
	}
	if len(res.Judged) != len(claims) {
		t.Fatalf("verdicts = %d; want %d", len(res.Judged), len(claims))
	}
	for _, v := range res.Judged {
		if v.Source != claims[v.Claim].Source {
			t.Errorf("verdict for claim %d names source %q; want %q", v.Claim, v.Source, claims[v.Claim].Source)
		}
		if v.Status.String() != wantStatuses[v.Claim] {
			t.Errorf("verdict for claim %d has status %v; want %s", v.Claim, v.Status, wantStatuses[v.Claim])
		}
	}
}

// Sentences of the policy sources, each backed by a claim below.
const (
	sentMonthly  = "Monthly plans are not refundable."
	sentExpress  = "Express shipping costs $12."
	sentAnnual   = "Annual plans are refunded in full within 14 days."
	sentShipFree = "Orders over $45 ship free."
)

var (
	claimMonthly  = claim("1", sentMonthly, "Monthly plans are not refundable.")
	claimExpress  = claim("2", sentExpress, "Express shipping costs $12")
	claimAnnual   = claim("1", sentAnnual, "Annual plans are refunded in full within 14 days.")
	claimShipFree = claim("2", sentShipFree, "Orders over $45 ship free")
)

func TestCreateCoverageRetryNamesUncoveredSentences(t *testing.T) {
	answer := strings.Join([]string{sentMonthly, sentExpress, sentAnnual}, " ")
	p := &scripted{outputs: []string{
		answerJSON(answer, claimMonthly),
		answerJSON(answer, claimMonthly, claimExpress),
	}}
	req := &verify.Request{Question: "What are the terms?", Sources: policySources}
	res, err := verify.Create(context.Background(), req, p)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.reqs) != 2 {
		t.Fatalf("model calls = %d; want 2 (the answer and one cover request)", len(p.reqs))
	}
	cover := p.reqs[1]
	if cover.Task != extract.TaskCover {
		t.Errorf("second request task = %v; want TaskCover", cover.Task)
	}
	if diff := cmp.Diff([]string{sentExpress, sentAnnual}, cover.Uncovered); diff != "" {
		t.Errorf("cover request Uncovered (-want +got):\n%s", diff)
	}
	for i, s := range []string{sentExpress, sentAnnual} {
		if want := fmt.Sprintf("%d. %q\n", i+1, s); !strings.Contains(cover.Prompt, want) {
			t.Errorf("cover prompt does not list %q:\n%s", want, cover.Prompt)
		}
	}
	if strings.Contains(cover.Prompt, fmt.Sprintf(". %q\n", sentMonthly)) {
		t.Errorf("cover prompt lists the covered sentence %q:\n%s", sentMonthly, cover.Prompt)
	}

	want := &verify.Coverage{
		Sentences: 3,
		Covered:   2,
		Uncovered: []string{sentAnnual},
		Ratio:     2.0 / 3,
		Retried:   true,
	}
	if diff := cmp.Diff(want, res.Coverage); diff != "" {
		t.Errorf("Coverage (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"extract", "verify", "cover", "verify"}, res.Path); diff != "" {
		t.Errorf("Path (-want +got):\n%s", diff)
	}
}

func TestCreateCoverageWithoutRetry(t *testing.T) {
	answer := strings.Join([]string{sentMonthly, sentExpress}, " ")
	p := &scripted{outputs: []string{answerJSON(answer, claimMonthly, claimExpress)}}
	res, err := verify.Create(context.Background(), &verify.Request{Question: "q", Sources: policySources}, p)
	if err != nil {
		t.Fatal(err)
	}
	want := &verify.Coverage{Sentences: 2, Covered: 2, Uncovered: []string{}, Ratio: 1}
	if diff := cmp.Diff(want, res.Coverage); diff != "" {
		t.Errorf("Coverage (-want +got):\n%s", diff)
	}
	if len(p.reqs) != 1 {
		t.Errorf("model calls = %d; want 1", len(p.reqs))
	}
}

func TestCreateMaxUncovered(t *testing.T) {
	four := strings.Join([]string{sentMonthly, sentExpress, sentAnnual, sentShipFree}, " ")
	three := strings.Join([]string{sentMonthly, sentExpress, sentAnnual}, " ")
	// oneOfFour leaves exactly 1/4 uncovered; oneOfThree, 1/3.
	oneOfFour := answerJSON(four, claimMonthly, claimExpress, claimAnnual)
	oneOfThree := answerJSON(three, claimMonthly, claimExpress)
	twoOfThree := answerJSON(three, claimMonthly)
	tests := []struct {
		name         string
		max          float64
		first        string
		wantRetried  bool
		wantRequests int
	}{
		{"default: a quarter uncovered is allowed", 0, oneOfFour, false, 1},
		{"default: a third uncovered asks again", 0, oneOfThree, true, 2},
		{"a lower fraction asks again for a quarter", 0.2, oneOfFour, true, 2},
		{"a higher fraction allows a third", 0.5, oneOfThree, false, 1},
		{"the fraction itself is allowed", 1.0 / 3, oneOfThree, false, 1},
		{"negative never asks", -1, twoOfThree, false, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := &scripted{outputs: []string{tt.first, tt.first}}
			req := &verify.Request{Question: "q", Sources: policySources, MaxUncovered: tt.max}
			res, err := verify.Create(context.Background(), req, p)
			if err != nil {
				t.Fatal(err)
			}
			if res.Coverage.Retried != tt.wantRetried {
				t.Errorf("Coverage.Retried = %v; want %v (coverage %+v)", res.Coverage.Retried, tt.wantRetried, res.Coverage)
			}
			if len(p.reqs) != tt.wantRequests {
				t.Errorf("model calls = %d; want %d", len(p.reqs), tt.wantRequests)
			}
			if tt.wantRetried && p.reqs[len(p.reqs)-1].Task != extract.TaskCover {
				t.Errorf("last request task = %v; want TaskCover", p.reqs[len(p.reqs)-1].Task)
			}
		})
	}
}

func TestCreateAbstainWithholds(t *testing.T) {
	bad := answerJSON("Express shipping costs $15. Orders over $45 ship free.",
		claim("2", "Express shipping costs $15.", "Express shipping costs $12"), claimShipFree)
	good := answerJSON("Express shipping costs $12. Orders over $45 ship free.", claimExpress, claimShipFree)
	tests := []struct {
		name         string
		policy       verify.Policy
		outputs      []string
		wantWithheld bool
		wantText     string
	}{
		{"abstain withholds what repair could not fix", verify.Abstain, []string{bad, bad}, true, ""},
		{"abstain keeps a repaired answer", verify.Abstain, []string{bad, good}, false,
			"Express shipping costs $12 [2]. Orders over $45 ship free [2]."},
		{"repair never withholds", verify.Repair, []string{bad, bad}, false, "Orders over $45 ship free [2]."},
		{"annotate never withholds", verify.Annotate, []string{bad}, false, "Orders over $45 ship free [2]."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := &scripted{outputs: tt.outputs}
			req := &verify.Request{Question: "q", Sources: policySources, Policy: tt.policy}
			res, err := verify.Create(context.Background(), req, p)
			if err != nil {
				t.Fatal(err)
			}
			if res.Withheld != tt.wantWithheld {
				t.Errorf("Withheld = %v; want %v", res.Withheld, tt.wantWithheld)
			}
			if res.Text != tt.wantText {
				t.Errorf("Text = %q; want %q", res.Text, tt.wantText)
			}
			if !tt.wantWithheld {
				if res.WithheldReason != "" {
					t.Errorf("WithheldReason = %q for an answer that was not withheld", res.WithheldReason)
				}
				return
			}
			if res.WithheldReason == "" || !strings.Contains(res.WithheldReason, "number_not_found") {
				t.Errorf("WithheldReason = %q; want a reason naming the failed check number_not_found", res.WithheldReason)
			}
			if res.Grounded {
				t.Error("Grounded = true for a withheld answer")
			}
			if len(res.Citations) != 0 {
				t.Errorf("withheld answer has %d citations", len(res.Citations))
			}
			if diff := cmp.Diff([]string{"number_not_found", "abstained"}, statuses(res)); diff != "" {
				t.Errorf("statuses (-want +got):\n%s", diff)
			}
			if res.Path[len(res.Path)-1] != "abstain" {
				t.Errorf("Path = %v; want it to end with abstain", res.Path)
			}
		})
	}
}

func TestCitationOffsetsPastAstralAndCJK(t *testing.T) {
	// The last quote lies past several hundred bytes of astral and CJK
	// text, so that its offsets are counted from a later checkpoint than
	// the first ones.
	src := "Notes 😀 𝄞 日本語の説明です。 The refund window is 30 days. " +
		"More 🎉🎉 text 中文. Tickets 🎫 cost 12 dollars each. " +
		strings.Repeat("𝄞😀日本 ", 60) + "Parking costs 7 dollars a day."
	sources := []verify.Source{{ID: "1", Text: src}}
	quotes := []string{"The refund window is 30 days", "Tickets 🎫 cost 12 dollars each", "Parking costs 7 dollars a day"}
	claims := []verify.Claim{
		claim("1", "The refund window is 30 days.", quotes[0]),
		claim("1", "Tickets 🎫 cost 12 dollars each.", quotes[1]),
		claim("1", "Parking costs 7 dollars a day.", quotes[2]),
	}
	res, err := verify.Verify(sources, claims, verify.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Citations) != len(quotes) {
		t.Fatalf("citations = %d; want %d (claims %+v)", len(res.Citations), len(quotes), res.Claims)
	}
	utf16Len := func(s string) int { return len(utf16.Encode([]rune(s))) }
	for i, c := range res.Citations {
		start := strings.Index(src, quotes[i])
		end := start + len(quotes[i])
		if c.Start != start || c.End != end {
			t.Errorf("citation %d bytes = [%d:%d]; want [%d:%d]", i, c.Start, c.End, start, end)
		}
		if ws, we := utf8.RuneCountInString(src[:start]), utf8.RuneCountInString(src[:end]); c.StartRune != ws || c.EndRune != we {
			t.Errorf("citation %d code points = [%d:%d]; want [%d:%d]", i, c.StartRune, c.EndRune, ws, we)
		}
		if ws, we := utf16Len(src[:start]), utf16Len(src[:end]); c.StartUTF16 != ws || c.EndUTF16 != we {
			t.Errorf("citation %d UTF-16 = [%d:%d]; want [%d:%d]", i, c.StartUTF16, c.EndUTF16, ws, we)
		}
		// Slicing the UTF-16 encoding gives the quote back.
		u := utf16.Encode([]rune(src))
		if c.StartUTF16 >= 0 && c.StartUTF16 <= c.EndUTF16 && c.EndUTF16 <= len(u) {
			if got := string(utf16.Decode(u[c.StartUTF16:c.EndUTF16])); got != quotes[i] {
				t.Errorf("citation %d: UTF-16 slice = %q; want %q", i, got, quotes[i])
			}
		}
	}
}

func TestGateThresholds(t *testing.T) {
	tests := []struct {
		name string
		gate verify.Gate
		jd   verify.Judgement
		want string
	}{
		{"entailment at the default threshold supports", verify.Gate{}, verify.Judgement{Entailment: 0.70, Neutral: 0.30}, "grounded"},
		{"entailment just below the default threshold does not", verify.Gate{}, verify.Judgement{Entailment: 0.69, Neutral: 0.31}, "unsupported"},
		{"contradiction at the default threshold contradicts", verify.Gate{}, verify.Judgement{Contradiction: 0.50, Neutral: 0.50}, "contradicted"},
		{"contradiction just below the default threshold does not", verify.Gate{}, verify.Judgement{Contradiction: 0.49, Neutral: 0.51}, "unsupported"},
		{"contradiction wins over entailment", verify.Gate{}, verify.Judgement{Entailment: 0.50, Contradiction: 0.50}, "contradicted"},
		{"contradiction below its threshold with entailment at its own", verify.Gate{}, verify.Judgement{Entailment: 0.70, Contradiction: 0.29, Neutral: 0.01}, "grounded"},
		{"a higher entailment threshold", verify.Gate{Entailment: 0.9}, verify.Judgement{Entailment: 0.89, Neutral: 0.11}, "unsupported"},
		{"a lower entailment threshold", verify.Gate{Entailment: 0.5}, verify.Judgement{Entailment: 0.5, Neutral: 0.5}, "grounded"},
		{"a higher contradiction threshold", verify.Gate{Contradiction: 0.8}, verify.Judgement{Contradiction: 0.79, Neutral: 0.21}, "unsupported"},
		{"a lower contradiction threshold", verify.Gate{Contradiction: 0.3}, verify.Judgement{Contradiction: 0.3, Entailment: 0.7}, "contradicted"},
	}
	const hyp = "The plan costs 10 dollars a month."
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			j := &recordingJudge{answers: map[string]verify.Judgement{hyp: tt.jd}}
			req, p := judgeRequest(j, tt.gate, claim("a", hyp, hyp))
			res, err := verify.Create(context.Background(), req, p)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff([]string{tt.want}, statuses(res)); diff != "" {
				t.Errorf("judgement %+v under %+v: statuses (-want +got):\n%s", tt.jd, tt.gate, diff)
			}
			if len(res.Judged) != 1 {
				t.Fatalf("verdicts = %d; want 1", len(res.Judged))
			}
			if v := res.Judged[0]; v.Status.String() != tt.want || v.Judgement != tt.jd {
				t.Errorf("verdict = %+v; want status %s and judgement %+v", v, tt.want, tt.jd)
			}
			if res.Grounded != (tt.want == "grounded") {
				t.Errorf("Grounded = %v for a claim judged %s", res.Grounded, tt.want)
			}
		})
	}
}

func TestRequireAll(t *testing.T) {
	good := claim("1", "You may request a refund within 30 days of purchase.", "You may request a refund within 30 days of purchase.")
	bad := claim("1", "You may request a refund within 45 days of purchase.", "You may request a refund within 30 days of purchase.")
	tests := []struct {
		name       string
		claims     []verify.Claim
		requireAll bool
		want       bool
	}{
		{"one failed claim, not required", []verify.Claim{good, bad}, false, true},
		{"one failed claim, all required", []verify.Claim{good, bad}, true, false},
		{"all grounded, all required", []verify.Claim{good, good}, true, true},
		{"nothing grounded, not required", []verify.Claim{bad}, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := verify.Options{RequireAll: tt.requireAll}
			res, err := verify.Verify(policySources, tt.claims, opts)
			if err != nil {
				t.Fatal(err)
			}
			if res.Grounded != tt.want {
				t.Errorf("Verify: Grounded = %v; want %v (statuses %v)", res.Grounded, tt.want, statuses(res))
			}
			p := &scripted{outputs: []string{answerJSON("", tt.claims...)}}
			req := &verify.Request{Question: "q", Sources: policySources, Options: opts, MaxUncovered: -1}
			res, err = verify.Create(context.Background(), req, p)
			if err != nil {
				t.Fatal(err)
			}
			if res.Grounded != tt.want {
				t.Errorf("Create: Grounded = %v; want %v (statuses %v)", res.Grounded, tt.want, statuses(res))
			}
			// RequireAll decides Grounded only: the grounded claims are
			// still assembled.
			if tt.claims[0] == good && !strings.Contains(res.Text, "within 30 days of purchase [1]") {
				t.Errorf("Create: Text = %q; want the grounded claim", res.Text)
			}
		})
	}
}

func TestJudgeErrorFailsCreate(t *testing.T) {
	backend := errors.New("judge backend is down")
	pair := func(jd verify.Judgement) judgeFunc {
		return func(_ context.Context, _ string, pairs []verify.Pair) ([]verify.Judgement, error) {
			out := make([]verify.Judgement, len(pairs))
			for i := range out {
				out[i] = jd
			}
			return out, nil
		}
	}
	tests := []struct {
		name  string
		judge verify.Judge
		cause error
	}{
		{"an error for one source", &recordingJudge{failSource: "b"}, nil},
		{"an error for every source", judgeFunc(func(context.Context, string, []verify.Pair) ([]verify.Judgement, error) {
			return nil, backend
		}), backend},
		{"too few judgements", &recordingJudge{wrongLength: true}, nil},
		{"too many judgements", judgeFunc(func(_ context.Context, _ string, pairs []verify.Pair) ([]verify.Judgement, error) {
			return make([]verify.Judgement, len(pairs)+1), nil
		}), nil},
		{"a probability above one", pair(verify.Judgement{Entailment: 1.5}), nil},
		{"a negative probability", pair(verify.Judgement{Entailment: 0.9, Contradiction: -0.1}), nil},
		{"a NaN probability", pair(verify.Judgement{Entailment: 0.9, Neutral: math.NaN()}), nil},
		{"a panic", judgeFunc(func(context.Context, string, []verify.Pair) ([]verify.Judgement, error) {
			panic("judge exploded")
		}), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, p := judgeRequest(tt.judge, verify.Gate{}, judgeClaims...)
			res, err := verify.Create(context.Background(), req, p)
			if res != nil {
				t.Errorf("Create with a failing judge returned a result: %+v", res)
			}
			if !errors.Is(err, verify.ErrJudge) {
				t.Errorf("Create with a failing judge: err = %v; want ErrJudge", err)
			}
			if tt.cause != nil && !errors.Is(err, tt.cause) {
				t.Errorf("Create with a failing judge: err = %v; want it to wrap %v", err, tt.cause)
			}
		})
	}
}

func TestJudgeErrorAfterRetryFailsCreate(t *testing.T) {
	// The judge fails on the claim that only the second answer makes.
	const second = sentExpress
	judge := judgeFunc(func(_ context.Context, source string, pairs []verify.Pair) ([]verify.Judgement, error) {
		out := make([]verify.Judgement, len(pairs))
		for i, p := range pairs {
			if p.Hypothesis == second {
				return nil, fmt.Errorf("judge backend is down for source %s", source)
			}
			out[i] = verify.Judgement{Entailment: 0.9, Neutral: 0.1}
		}
		return out, nil
	})
	answer := strings.Join([]string{sentMonthly, sentExpress, sentAnnual}, " ")
	tests := []struct {
		name    string
		policy  verify.Policy
		outputs []string
	}{
		{"cover", verify.Annotate, []string{
			answerJSON(answer, claimMonthly),
			answerJSON(answer, claimMonthly, claimExpress),
		}},
		{"repair", verify.Repair, []string{
			answerJSON(sentMonthly+" Express shipping costs $15.", claimMonthly, claim("2", "Express shipping costs $15.", "Express shipping costs $12")),
			answerJSON(sentMonthly+" "+sentExpress, claimMonthly, claimExpress),
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := &scripted{outputs: tt.outputs}
			req := &verify.Request{Question: "q", Sources: policySources, Policy: tt.policy, Judge: judge}
			res, err := verify.Create(context.Background(), req, p)
			if res != nil {
				t.Errorf("Create with a judge failing after the %s request returned a result: %+v", tt.name, res)
			}
			if !errors.Is(err, verify.ErrJudge) {
				t.Errorf("Create with a judge failing after the %s request: err = %v; want ErrJudge", tt.name, err)
			}
			if len(p.reqs) != 2 {
				t.Errorf("model calls = %d; want 2", len(p.reqs))
			}
		})
	}
}
