package verify_test

import (
	"context"
	"errors"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/verbatim-go/verbatim/verify"
)

var routeTests = []struct {
	name     string
	claim    verify.Claim
	wantSend bool
	wantWhy  string
}{
	{"a claim its quote proves word for word stays",
		claim("1", "Monthly plans are refundable in some cases", "Monthly plans are refundable in some cases"), false, "supported"},
	{"a claim with a number always goes",
		claim("1", "You may request a refund within 30 days of purchase.", "You may request a refund within 30 days of purchase."), true, "numbers"},
	{"a claim with negation always goes",
		claim("1", "Monthly plans are not refundable.", "Monthly plans are not refundable."), true, "negation"},
	{"an unverified claim goes",
		claim("1", "Refunds for annual plans are complete when asked for early enough.", "Annual plans are refunded in full"), true, "unverified"},
	{"a claim with the opposite word is flagged already",
		claim("1", "Annual plans purchased in stores exclude free premium support.", "Annual plans purchased in stores include free premium support."), false, "flagged"},
	{"a claim that leaves words out is proven",
		claim("1", "Annual plans purchased in stores include premium support.", "Annual plans purchased in stores include free premium support."), false, "supported"},
	{"a flagged claim does not go",
		claim("1", "Shipping is free everywhere.", "nothing like this"), false, "flagged"},
}

func TestGateRoute(t *testing.T) {
	sources := []verify.Source{{ID: "1", Text: "Monthly plans are refundable in some cases. You may request a refund within 30 days of purchase. " +
		"Monthly plans are not refundable. Annual plans are refunded in full within 14 days. " +
		"Annual plans purchased in stores include free premium support."}}
	c, err := verify.NewCorpus(sources, verify.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var g verify.Gate
	for _, tt := range routeTests {
		ch := c.Check(tt.claim)
		send, why := g.Route(ch)
		if send != tt.wantSend || why != tt.wantWhy {
			t.Errorf("%s: Route(%q, status %v) = %v, %q; want %v, %q", tt.name, tt.claim.Text, ch.Status, send, why, tt.wantSend, tt.wantWhy)
		}
	}
}

// recordingJudge answers with fixed judgements per hypothesis and records
// each call's source, its pairs, and how many calls overlapped.
type recordingJudge struct {
	mu          sync.Mutex
	calls       map[string][]string
	running     int
	maxRunning  int
	delay       time.Duration
	answers     map[string]verify.Judgement
	failSource  string
	wrongLength bool
}

func (j *recordingJudge) Judge(ctx context.Context, source string, pairs []verify.Pair) ([]verify.Judgement, error) {
	j.mu.Lock()
	if j.calls == nil {
		j.calls = map[string][]string{}
	}
	for _, p := range pairs {
		j.calls[source] = append(j.calls[source], p.Hypothesis)
	}
	j.running++
	j.maxRunning = max(j.maxRunning, j.running)
	j.mu.Unlock()
	defer func() {
		j.mu.Lock()
		j.running--
		j.mu.Unlock()
	}()
	select {
	case <-time.After(j.delay):
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	if source == j.failSource {
		return nil, errors.New("judge backend is down")
	}
	out := make([]verify.Judgement, len(pairs))
	for i, p := range pairs {
		out[i] = j.answers[p.Hypothesis]
		if out[i] == (verify.Judgement{}) {
			out[i] = verify.Judgement{Entailment: 0.9, Neutral: 0.1}
		}
	}
	if j.wrongLength {
		out = out[:len(out)-1]
	}
	return out, nil
}

var judgeSources = []verify.Source{
	{ID: "a", Text: "The plan costs 10 dollars a month. Support is available on weekdays. The plan includes a free trial."},
	{ID: "b", Text: "Refunds take 5 days. Refunds are not available for gift cards. Partners receive a discount."},
	{ID: "c", Text: "The office opens at 9. Visitors must sign in. Parking is limited."},
}

var judgeClaims = []verify.Claim{
	claim("a", "The plan costs 10 dollars a month.", "The plan costs 10 dollars a month."),
	claim("b", "Refunds take 5 days.", "Refunds take 5 days."),
	claim("c", "The office opens at 9.", "The office opens at 9."),
	claim("b", "Refunds are not available for gift cards.", "Refunds are not available for gift cards."),
	claim("a", "Support is available on weekdays.", "Support is available on weekdays."),
}

func judgeRequest(j verify.Judge, gate verify.Gate, claims ...verify.Claim) (*verify.Request, *scripted) {
	p := &scripted{outputs: []string{answerJSON("", claims...)}}
	return &verify.Request{Question: "q", Sources: judgeSources, Judge: j, Gate: gate, MaxUncovered: -1}, p
}

func TestJudgeGroupsPerSourceAndRunsConcurrently(t *testing.T) {
	j := &recordingJudge{delay: 50 * time.Millisecond, answers: map[string]verify.Judgement{
		"Refunds take 5 days.": {Contradiction: 0.8, Neutral: 0.2},
	}}
	req, p := judgeRequest(j, verify.Gate{Concurrency: 3}, judgeClaims...)
	res, err := verify.Create(context.Background(), req, p)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{
		"a": {"The plan costs 10 dollars a month."},
		"b": {"Refunds take 5 days.", "Refunds are not available for gift cards."},
		"c": {"The office opens at 9."},
	}
	for _, hs := range j.calls {
		sort.Strings(hs)
	}
	for _, hs := range want {
		sort.Strings(hs)
	}
	if diff := cmp.Diff(want, j.calls); diff != "" {
		t.Errorf("judge calls by source (-want +got):\n%s", diff)
	}
	if j.maxRunning < 2 {
		t.Errorf("at most %d judge calls ran at once; want the groups to run concurrently", j.maxRunning)
	}
	wantStatuses := []string{"grounded", "contradicted", "grounded", "grounded", "grounded"}
	if diff := cmp.Diff(wantStatuses, statuses(res)); diff != "" {
		t.Errorf("statuses (-want +got):\n%s", diff)
	}
	if len(res.Judged) != 4 {
		t.Errorf("verdicts = %d; want 4 (the near-verbatim weekday claim skips the judge)", len(res.Judged))
	}
}

func TestJudgeConcurrencyLimit(t *testing.T) {
	j := &recordingJudge{delay: 30 * time.Millisecond}
	req, p := judgeRequest(j, verify.Gate{Concurrency: 1}, judgeClaims...)
	if _, err := verify.Create(context.Background(), req, p); err != nil {
		t.Fatal(err)
	}
	if j.maxRunning != 1 {
		t.Errorf("with Concurrency 1, %d judge calls ran at once", j.maxRunning)
	}
}

func TestJudgeFailsLoud(t *testing.T) {
	for _, j := range []*recordingJudge{
		{failSource: "b"},
		{wrongLength: true},
	} {
		req, p := judgeRequest(j, verify.Gate{}, judgeClaims...)
		res, err := verify.Create(context.Background(), req, p)
		if !errors.Is(err, verify.ErrJudge) {
			t.Errorf("Create with a failing judge (%+v): err = %v, result %v; want ErrJudge", j, err, res)
		}
	}
}
