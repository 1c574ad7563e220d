package verify_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/verify"
)

// policySource is a small refund policy the pipeline tests answer from.
var policySources = []verify.Source{
	{ID: "1", Text: "Refund policy. You may request a refund within 30 days of purchase. " +
		"Monthly plans are not refundable. Annual plans are refunded in full within 14 days.\n" +
		"Refunds are paid to the original payment method within 5 business days."},
	{ID: "2", Text: "Shipping. Orders over $45 ship free within the continental U.S. " +
		"Express shipping costs $12 and arrives in 2 days."},
}

// scripted is a Provider that answers with fixed outputs, in order, and
// records the requests it gets.
type scripted struct {
	mu      sync.Mutex
	outputs []string
	reqs    []*extract.Request
}

func (s *scripted) Complete(ctx context.Context, r *extract.Request) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := ctx.Err(); err != nil {
		return "", err
	}
	s.reqs = append(s.reqs, r)
	if len(s.outputs) == 0 {
		return "", errors.New("scripted: no more outputs")
	}
	out := s.outputs[0]
	s.outputs = s.outputs[1:]
	return out, nil
}

func answerJSON(answer string, claims ...verify.Claim) string {
	if claims == nil {
		claims = []verify.Claim{}
	}
	b, err := json.Marshal(extract.Answer{Answer: answer, Claims: claims})
	if err != nil {
		panic(err)
	}
	return string(b)
}

func claim(source, text, quote string) verify.Claim {
	return verify.Claim{Text: text, Source: source, Quote: quote}
}

// checkSpans asserts that every citation slices its source back to its
// quote and every grounded claim's span is its source's text.
func checkSpans(t *testing.T, sources []verify.Source, res *verify.Result) {
	t.Helper()
	byID := map[string]string{}
	for _, s := range sources {
		byID[s.ID] = s.Text
	}
	for _, c := range res.Citations {
		if got := byID[c.Source][c.Start:c.End]; got != c.Quote {
			t.Errorf("source %s [%d:%d] = %q; citation quote %q", c.Source, c.Start, c.End, got, c.Quote)
		}
		if got := []rune(byID[c.Source])[c.StartRune:c.EndRune]; string(got) != c.Quote {
			t.Errorf("source %s runes [%d:%d] = %q; citation quote %q", c.Source, c.StartRune, c.EndRune, string(got), c.Quote)
		}
		seg := res.Text[c.TextStart:c.TextEnd]
		if !strings.Contains(seg, "["+c.Source+"]") || strings.Replace(seg, " ["+c.Source+"]", "", 1) != c.Claim {
			t.Errorf("Text[%d:%d] = %q; want claim %q with marker [%s]", c.TextStart, c.TextEnd, seg, c.Claim, c.Source)
		}
	}
}

func statuses(res *verify.Result) []string {
	var out []string
	for _, c := range res.Claims {
		out = append(out, c.Status.String())
	}
	return out
}

var createTests = []struct {
	name    string
	outputs []string
	policy  verify.Policy

	wantStatuses []string
	wantText     string
	wantPath     []string
	wantGrounded bool
}{
	{
		name: "grounded claims",
		outputs: []string{answerJSON("You can get a refund within 30 days. Orders over $45 ship free.",
			claim("1", "You can request a refund within 30 days of purchase.", "request a refund within 30 days of purchase"),
			claim("2", "Orders over $45 ship free.", "Orders over $45 ship free"))},
		wantStatuses: []string{"grounded", "grounded"},
		wantText:     "You can request a refund within 30 days of purchase [1]. Orders over $45 ship free [2].",
		wantPath:     []string{"extract", "verify"},
		wantGrounded: true,
	},
	{
		name: "fabricated number",
		outputs: []string{answerJSON("Refunds within 45 days.",
			claim("1", "You can request a refund within 45 days.", "You may request a refund within 30 days of purchase."))},
		wantStatuses: []string{"number_not_found"},
		wantText:     "",
		wantPath:     []string{"extract", "verify"},
	},
	{
		name: "real quote pinned to the wrong source",
		outputs: []string{answerJSON("Orders over $45 ship free.",
			claim("1", "Orders over $45 ship free.", "Orders over $45 ship free"))},
		wantStatuses: []string{"quote_not_found"},
		wantPath:     []string{"extract", "verify"},
	},
	{
		name: "paraphrase presented as a quote",
		outputs: []string{answerJSON("Money back for a month.",
			claim("1", "You get your money back for a month.", "You get your money back for a month"))},
		wantStatuses: []string{"quote_not_found"},
		wantPath:     []string{"extract", "verify"},
	},
	{
		name: "negation flip",
		outputs: []string{answerJSON("Monthly plans are refundable.",
			claim("1", "Monthly plans are refundable.", "Monthly plans are not refundable."))},
		wantStatuses: []string{"negation_mismatch"},
		wantPath:     []string{"extract", "verify"},
	},
	{
		name: "real quote pinned to an unrelated claim: its quote does not prove it",
		outputs: []string{answerJSON("Express shipping is free on weekends.",
			claim("2", "Express shipping is free on weekends.", "Express shipping costs $12"))},
		wantStatuses: []string{"unverified"},
		wantPath:     []string{"extract", "verify"},
	},
	{
		name: "unknown source id",
		outputs: []string{answerJSON("Refunds within 30 days.",
			claim("9", "Refunds within 30 days.", "within 30 days"))},
		wantStatuses: []string{"unknown_source"},
		wantPath:     []string{"extract", "verify"},
	},
	{
		name: "malformed then valid: success after one retry",
		outputs: []string{"Sure! Here is the answer: {not json",
			answerJSON("Refunds are paid within 5 business days.",
				claim("1", "Refunds are paid to the original payment method within 5 business days.", "Refunds are paid to the original payment method within 5 business days."))},
		wantStatuses: []string{"grounded"},
		wantText:     "Refunds are paid to the original payment method within 5 business days [1].",
		wantPath:     []string{"extract", "extract", "verify"},
		wantGrounded: true,
	},
	{
		name: "uncovered sentences: one coverage retry",
		outputs: []string{
			answerJSON("Monthly plans are not refundable. Express shipping costs $12. Annual plans are refunded in full within 14 days.",
				claim("1", "Monthly plans are not refundable.", "Monthly plans are not refundable.")),
			answerJSON("Monthly plans are not refundable. Express shipping costs $12. Annual plans are refunded in full within 14 days.",
				claim("1", "Monthly plans are not refundable.", "Monthly plans are not refundable."),
				claim("2", "Express shipping costs $12.", "Express shipping costs $12"),
				claim("1", "Annual plans are refunded in full within 14 days.", "Annual plans are refunded in full within 14 days.")),
		},
		wantStatuses: []string{"grounded", "grounded", "grounded"},
		wantText:     "Monthly plans are not refundable [1]. Express shipping costs $12 [2]. Annual plans are refunded in full within 14 days [1].",
		wantPath:     []string{"extract", "verify", "cover", "verify"},
		wantGrounded: true,
	},
	{
		name:   "repair fixes a fabricated number",
		policy: verify.Repair,
		outputs: []string{
			answerJSON("Express shipping costs $15.",
				claim("2", "Express shipping costs $15.", "Express shipping costs $12")),
			answerJSON("Express shipping costs $12.",
				claim("2", "Express shipping costs $12.", "Express shipping costs $12")),
		},
		wantStatuses: []string{"grounded"},
		wantText:     "Express shipping costs $12 [2].",
		wantPath:     []string{"extract", "verify", "repair", "verify"},
		wantGrounded: true,
	},
	{
		name:   "abstain withholds what repair could not fix",
		policy: verify.Abstain,
		outputs: []string{
			answerJSON("Express shipping costs $15. Orders over $45 ship free.",
				claim("2", "Express shipping costs $15.", "Express shipping costs $12"),
				claim("2", "Orders over $45 ship free.", "Orders over $45 ship free")),
			answerJSON("Express shipping costs $15. Orders over $45 ship free.",
				claim("2", "Express shipping costs $15.", "Express shipping costs $12"),
				claim("2", "Orders over $45 ship free.", "Orders over $45 ship free")),
		},
		wantStatuses: []string{"number_not_found", "abstained"},
		wantText:     "",
		wantPath:     []string{"extract", "verify", "repair", "verify", "abstain"},
	},
}

func TestCreate(t *testing.T) {
	for _, tt := range createTests {
		t.Run(tt.name, func(t *testing.T) {
			p := &scripted{outputs: tt.outputs}
			req := &verify.Request{Question: "What are the refund and shipping terms?", Sources: policySources, Policy: tt.policy}
			res, err := verify.Create(context.Background(), req, p)
			if err != nil {
				t.Fatalf("Create: %v", err)
			}
			if diff := cmp.Diff(tt.wantStatuses, statuses(res)); diff != "" {
				t.Errorf("statuses (-want +got):\n%s\nclaims: %+v", diff, res.Claims)
			}
			if res.Text != tt.wantText {
				t.Errorf("Text = %q; want %q", res.Text, tt.wantText)
			}
			if diff := cmp.Diff(tt.wantPath, res.Path); diff != "" {
				t.Errorf("Path (-want +got):\n%s", diff)
			}
			if res.Grounded != tt.wantGrounded {
				t.Errorf("Grounded = %v; want %v", res.Grounded, tt.wantGrounded)
			}
			for _, u := range res.Unsupported {
				if u.Reason == "" {
					t.Errorf("unsupported claim %q has no reason", u.Claim.Text)
				}
				if strings.Contains(res.Text, u.Claim.Text) {
					t.Errorf("unsupported claim %q is in the text %q", u.Claim.Text, res.Text)
				}
			}
			checkSpans(t, policySources, res)
			if len(p.outputs) != 0 {
				t.Errorf("%d scripted outputs were not asked for", len(p.outputs))
			}
		})
	}
}

func TestCreateRepairQuotesTheSpanBack(t *testing.T) {
	p := &scripted{outputs: []string{
		answerJSON("Express shipping costs $15.", claim("2", "Express shipping costs $15.", "Express shipping costs $12")),
		answerJSON("Express shipping costs $12.", claim("2", "Express shipping costs $12.", "Express shipping costs $12")),
	}}
	req := &verify.Request{Question: "q", Sources: policySources, Policy: verify.Repair}
	if _, err := verify.Create(context.Background(), req, p); err != nil {
		t.Fatal(err)
	}
	if len(p.reqs) != 2 || p.reqs[1].Task != extract.TaskRepair {
		t.Fatalf("requests = %d, second task %v; want a repair request", len(p.reqs), p.reqs[len(p.reqs)-1].Task)
	}
	for _, want := range []string{"Express shipping costs $15.", "Express shipping costs $12"} {
		if !strings.Contains(p.reqs[1].Prompt, want) {
			t.Errorf("repair prompt does not quote %q:\n%s", want, p.reqs[1].Prompt)
		}
	}
}

func TestCreateMalformedTwice(t *testing.T) {
	p := &scripted{outputs: []string{"{", "```json\n{\"answer\": 3}\n```"}}
	_, err := verify.Create(context.Background(), &verify.Request{Question: "q", Sources: policySources}, p)
	if !errors.Is(err, verify.ErrExtractionFailed) {
		t.Fatalf("Create with malformed output twice: err = %v; want ErrExtractionFailed", err)
	}
	if len(p.reqs) != 2 {
		t.Errorf("model calls = %d; want 2 (one retry)", len(p.reqs))
	}
}

func TestCreateNoSources(t *testing.T) {
	p := &scripted{outputs: []string{answerJSON("Probably 30 days.")}}
	_, err := verify.Create(context.Background(), &verify.Request{Question: "q"}, p)
	if !errors.Is(err, verify.ErrNoSources) {
		t.Fatalf("Create without sources: err = %v; want ErrNoSources", err)
	}
	if len(p.reqs) != 0 {
		t.Errorf("model calls = %d; want none", len(p.reqs))
	}
	res, err := verify.Create(context.Background(), &verify.Request{Question: "q", AllowUngrounded: true}, p)
	if err != nil {
		t.Fatalf("Create with AllowUngrounded: %v", err)
	}
	if res.Grounded || res.Text != "" || res.Draft != "Probably 30 days." || res.Notice == "" {
		t.Errorf("ungrounded result = %+v; want Grounded false, empty Text, the draft and a notice", res)
	}
}

func TestCreateHonoursCancellation(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p := &scripted{outputs: []string{answerJSON("x")}}
	_, err := verify.Create(ctx, &verify.Request{Question: "q", Sources: policySources}, p)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Create with a cancelled context: err = %v; want context.Canceled", err)
	}
}
