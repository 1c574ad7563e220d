package anthropic_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/extract/anthropic"
	"github.com/verbatim-go/verbatim/extract/providertest"
)

const key = "sk-ant-test-KEY-9876543210"

var sources = []extract.Source{
	{ID: "policy", Text: "You can request a full refund within 30 days of purchase. Refunds are issued to the original payment method."},
	{ID: "faq", Text: "We never charge restocking fees."},
}

const answerJSON = `{"answer":"Refunds are possible within 30 days.","claims":[{"text":"Refunds are possible within 30 days.","source":"policy","quote":"within 30 days of purchase"}]}`

// api is a fake Messages API. It checks what every request must carry,
// keeps the decoded bodies, and answers with the next of its replies,
// repeating the last.
type api struct {
	t       *testing.T
	replies []reply
	mu      sync.Mutex
	bodies  []map[string]any
	headers []http.Header
	n       atomic.Int32
}

type reply struct {
	status int
	header map[string]string
	body   string
}

func ok(body string) reply { return reply{status: 200, body: body} }

// message returns a Messages API response with the given content blocks.
func message(stop string, content ...any) string {
	b, _ := json.Marshal(map[string]any{
		"id": "msg_01", "type": "message", "role": "assistant", "model": "claude-test",
		"content": content, "stop_reason": stop, "stop_sequence": nil,
		"usage": map[string]int{"input_tokens": 10, "output_tokens": 20},
	})
	return string(b)
}

func text(s string) map[string]any { return map[string]any{"type": "text", "text": s} }

func apiError(status int, typ, msg string, header ...string) reply {
	b, _ := json.Marshal(map[string]any{"type": "error", "error": map[string]string{"type": typ, "message": msg}, "request_id": "req_1"})
	r := reply{status: status, body: string(b), header: map[string]string{"request-id": "req_1"}}
	for i := 0; i+1 < len(header); i += 2 {
		r.header[header[i]] = header[i+1]
	}
	return r
}

func (a *api) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	t := a.t
	if r.Method != http.MethodPost || r.URL.Path != "/v1/messages" {
		t.Errorf("request %s %s; want POST /v1/messages", r.Method, r.URL.Path)
	}
	if got := r.Header.Get("Anthropic-Version"); got != anthropic.APIVersion {
		t.Errorf("anthropic-version = %q; want %q", got, anthropic.APIVersion)
	}
	if got := r.Header.Get("Content-Type"); got != "application/json" {
		t.Errorf("content-type = %q; want application/json", got)
	}
	if got := r.Header.Get("Authorization"); got != "" {
		t.Errorf("Authorization header sent: the Messages API takes x-api-key")
	}
	var body map[string]any
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		t.Errorf("request body: %v", err)
	}
	a.mu.Lock()
	a.bodies = append(a.bodies, body)
	a.headers = append(a.headers, r.Header.Clone())
	a.mu.Unlock()
	i := int(a.n.Add(1)) - 1
	rep := a.replies[min(i, len(a.replies)-1)]
	for k, v := range rep.header {
		w.Header().Set(k, v)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(rep.status)
	io.WriteString(w, rep.body)
}

// sleeps is a RetryPolicy.Sleep that records the waits without waiting.
type sleeps struct {
	mu sync.Mutex
	d  []time.Duration
}

func (s *sleeps) sleep(ctx context.Context, d time.Duration) error {
	s.mu.Lock()
	s.d = append(s.d, d)
	s.mu.Unlock()
	return ctx.Err()
}

func setup(t *testing.T, replies ...reply) (*api, *anthropic.Client, *sleeps) {
	t.Helper()
	a := &api{t: t, replies: replies}
	srv := httptest.NewServer(a)
	t.Cleanup(srv.Close)
	s := &sleeps{}
	c := &anthropic.Client{APIKey: key, BaseURL: srv.URL, Model: "claude-test", Retry: extract.RetryPolicy{Sleep: s.sleep}}
	return a, c, s
}

func at(v any, path ...any) any {
	for _, p := range path {
		switch p := p.(type) {
		case string:
			m, _ := v.(map[string]any)
			v = m[p]
		case int:
			s, _ := v.([]any)
			if p >= len(s) {
				return nil
			}
			v = s[p]
		}
	}
	return v
}

func TestStructured(t *testing.T) {
	a, c, _ := setup(t, ok(message("end_turn", text(answerJSON))))
	req := extract.AnswerRequest("How long do I have?", sources)
	got, err := c.Complete(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if got != answerJSON {
		t.Errorf("Complete = %s; want %s", got, answerJSON)
	}
	if _, err := extract.Parse(got); err != nil {
		t.Errorf("Parse(Complete): %v", err)
	}
	body := a.bodies[0]
	if got := a.headers[0].Get("X-Api-Key"); got != key {
		t.Errorf("x-api-key = %q; want the client's key", got)
	}
	for _, check := range []struct {
		path []any
		want any
	}{
		{[]any{"model"}, "claude-test"},
		{[]any{"max_tokens"}, float64(anthropic.DefaultMaxTokens)},
		{[]any{"system"}, req.System},
		{[]any{"messages", 0, "role"}, "user"},
		{[]any{"messages", 0, "content"}, req.Prompt},
		{[]any{"output_config", "format", "type"}, "json_schema"},
	} {
		if got := at(body, check.path...); !cmp.Equal(got, check.want) {
			t.Errorf("request %v = %v; want %v", check.path, got, check.want)
		}
	}
	var want any
	json.Unmarshal(extract.Schema(), &want)
	if diff := cmp.Diff(want, at(body, "output_config", "format", "schema")); diff != "" {
		t.Errorf("request schema (-want +got):\n%s", diff)
	}
}

func TestCitations(t *testing.T) {
	cite := func(doc int, quote string, start, end int) map[string]any {
		return map[string]any{"type": "char_location", "cited_text": quote, "document_index": doc,
			"document_title": nil, "start_char_index": start, "end_char_index": end}
	}
	resp := message("end_turn",
		text("According to the policy, "),
		map[string]any{"type": "text", "text": "you can get a full refund within 30 days", "citations": []any{
			cite(0, "You can request a full refund within 30 days of purchase. ", 0, 58),
		}},
		text(", and "),
		map[string]any{"type": "text", "text": "there is no restocking fee", "citations": []any{
			cite(1, "We never charge restocking fees.", 0, 32),
			cite(1, "We never charge restocking fees.", 0, 32), // repeated: one claim
			cite(7, "Invented text.", 0, 14),                   // no such document
			map[string]any{"type": "page_location", "cited_text": "x", "document_index": 0, "start_page_number": 1, "end_page_number": 2},
		}},
		text("."),
	)
	a, c, _ := setup(t, ok(resp))
	c.Mode = anthropic.Citations
	req := extract.AnswerRequest("How do refunds work?", sources)
	out, err := c.Complete(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	got, err := extract.Parse(out)
	if err != nil {
		t.Fatalf("Parse(%s): %v", out, err)
	}
	want := &extract.Answer{
		Answer: "According to the policy, you can get a full refund within 30 days, and there is no restocking fee.",
		Claims: []extract.Claim{
			{Text: "you can get a full refund within 30 days", Source: "policy", Quote: "You can request a full refund within 30 days of purchase. "},
			{Text: "there is no restocking fee", Source: "faq", Quote: "We never charge restocking fees."},
			{Text: "there is no restocking fee", Source: "", Quote: "Invented text."},
		},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("cited answer (-want +got):\n%s", diff)
	}

	body := a.bodies[0]
	if at(body, "output_config") != nil {
		t.Errorf("citations request carries output_config: the API refuses both at once")
	}
	if got := at(body, "system"); got == nil || !strings.Contains(got.(string), "not instructions") {
		t.Errorf("citations system prompt = %v; want one that says documents are not instructions", got)
	}
	for i, s := range sources {
		doc := at(body, "messages", 0, "content", i)
		for _, check := range []struct {
			path []any
			want any
		}{
			{[]any{"type"}, "document"},
			{[]any{"source", "type"}, "text"},
			{[]any{"source", "media_type"}, "text/plain"},
			{[]any{"source", "data"}, s.Text},
			{[]any{"citations", "enabled"}, true},
			{[]any{"title"}, s.ID},
		} {
			if got := at(doc, check.path...); !cmp.Equal(got, check.want) {
				t.Errorf("document %d %v = %v; want %v", i, check.path, got, check.want)
			}
		}
	}
	last := at(body, "messages", 0, "content", len(sources))
	if at(last, "type") != "text" || at(last, "text") != "How do refunds work?" {
		t.Errorf("question block = %v; want the question as text", last)
	}
}

func TestCitationsSkipEmptySources(t *testing.T) {
	resp := message("end_turn", map[string]any{"type": "text", "text": "No fees.", "citations": []any{
		map[string]any{"type": "char_location", "cited_text": "We never charge restocking fees.", "document_index": 0, "start_char_index": 0, "end_char_index": 32},
	}})
	a, c, _ := setup(t, ok(resp))
	c.Mode = anthropic.Citations
	out, err := c.Complete(context.Background(), extract.AnswerRequest("Fees?", []extract.Source{{ID: "empty"}, sources[1]}))
	if err != nil {
		t.Fatal(err)
	}
	got, _ := extract.Parse(out)
	if len(got.Claims) != 1 || got.Claims[0].Source != "faq" {
		t.Errorf("claims %+v; want one claim on faq (document 0 once the empty source is left out)", got.Claims)
	}
	if n := len(at(a.bodies[0], "messages", 0, "content").([]any)); n != 2 {
		t.Errorf("request has %d content blocks; want 2 (one document, the question)", n)
	}
}

func TestCitationsRepairPrompt(t *testing.T) {
	a, c, _ := setup(t, ok(message("end_turn", text("Nothing."))))
	c.Mode = anthropic.Citations
	prev := &extract.Answer{Answer: "Refunds take 45 days.", Claims: []extract.Claim{{Text: "Refunds take 45 days.", Source: "policy", Quote: "within 30 days"}}}
	req := extract.RepairRequest("How long?", sources, prev, []extract.Issue{{Claim: prev.Claims[0], Status: "number_not_found", Reason: "45 is not in source policy"}})
	if _, err := c.Complete(context.Background(), req); err != nil {
		t.Fatal(err)
	}
	got := at(a.bodies[0], "messages", 0, "content", 2, "text").(string)
	for _, want := range []string{"How long?", "Refunds take 45 days.", `"Refunds take 45 days." cites text reading "within 30 days": 45 is not in source policy.`} {
		if !strings.Contains(got, want) {
			t.Errorf("repair prompt lacks %q:\n%s", want, got)
		}
	}
}

func TestJudgeUsesStructuredOutput(t *testing.T) {
	a, c, _ := setup(t, ok(message("end_turn", text(`{"label":"entailment"}`))))
	c.Mode = anthropic.Citations
	schema := json.RawMessage(`{"type":"object","properties":{"label":{"type":"string"}},"required":["label"],"additionalProperties":false}`)
	req := &extract.Request{Task: extract.TaskPrompt, System: "judge", Prompt: "premise / hypothesis", Schema: schema}
	got, err := c.Complete(context.Background(), req)
	if err != nil || got != `{"label":"entailment"}` {
		t.Fatalf("Complete(judge) = %q, %v", got, err)
	}
	if at(a.bodies[0], "output_config", "format", "schema", "type") != "object" || at(a.bodies[0], "messages", 0, "content") != "premise / hypothesis" {
		t.Errorf("judge request = %v; want the caller's prompt with structured output", a.bodies[0])
	}
}

func TestFreeTextHasNoOutputConfig(t *testing.T) {
	a, c, _ := setup(t, ok(message("end_turn", text("free "), text("text"))))
	got, err := c.Complete(context.Background(), &extract.Request{Task: extract.TaskPrompt, Prompt: "p"})
	if err != nil || got != "free text" {
		t.Fatalf("Complete = %q, %v; want the joined text blocks", got, err)
	}
	if at(a.bodies[0], "output_config") != nil || at(a.bodies[0], "system") != nil {
		t.Errorf("request without schema or system = %v", a.bodies[0])
	}
}

func TestMaxTokens(t *testing.T) {
	a, c, _ := setup(t, ok(message("end_turn", text(answerJSON))))
	c.MaxTokens = 1000
	c.Complete(context.Background(), extract.AnswerRequest("q", sources))
	r := extract.AnswerRequest("q", sources)
	r.MaxTokens = 50
	c.Complete(context.Background(), r)
	if got := []any{at(a.bodies[0], "max_tokens"), at(a.bodies[1], "max_tokens")}; !cmp.Equal(got, []any{1000.0, 50.0}) {
		t.Errorf("max_tokens = %v; want the client's 1000, then the request's 50", got)
	}
}

func TestKeyFromEnvironment(t *testing.T) {
	a, c, _ := setup(t, ok(message("end_turn", text(answerJSON))))
	c.APIKey = ""
	t.Setenv("ANTHROPIC_API_KEY", "env-key")
	if _, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources)); err != nil {
		t.Fatal(err)
	}
	if got := a.headers[0].Get("X-Api-Key"); got != "env-key" {
		t.Errorf("x-api-key = %q; want the environment's", got)
	}

	t.Setenv("ANTHROPIC_API_KEY", "")
	if _, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources)); !errors.Is(err, anthropic.ErrNoAPIKey) {
		t.Errorf("Complete without a key: %v; want ErrNoAPIKey", err)
	}
	if a.n.Load() != 1 {
		t.Errorf("a request was sent without a key")
	}
}

func TestExtraHeaders(t *testing.T) {
	a, c, _ := setup(t, ok(message("end_turn", text(answerJSON))))
	c.Header = http.Header{"anthropic-beta": {"some-beta"}, "X-Api-Key": {"other"}}
	c.Complete(context.Background(), extract.AnswerRequest("q", sources))
	h := a.headers[0]
	if h.Get("Anthropic-Beta") != "some-beta" || h.Get("X-Api-Key") != key {
		t.Errorf("headers %v; want anthropic-beta passed and the key kept", h)
	}
}

func TestRateLimitThenSuccess(t *testing.T) {
	a, c, s := setup(t,
		apiError(429, "rate_limit_error", "Number of requests has exceeded your rate limit", "retry-after", "7"),
		ok(message("end_turn", text(answerJSON))))
	got, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources))
	if err != nil || got != answerJSON {
		t.Fatalf("Complete = %q, %v; want the answer after one retry", got, err)
	}
	if a.n.Load() != 2 || !cmp.Equal(s.d, []time.Duration{7 * time.Second}) {
		t.Errorf("%d requests, waits %v; want 2 requests and one 7s wait", a.n.Load(), s.d)
	}
	if !cmp.Equal(a.bodies[0], a.bodies[1]) {
		t.Errorf("the retry sent a different body")
	}
}

func TestServerErrorsUntilGivingUp(t *testing.T) {
	a, c, s := setup(t, apiError(529, "overloaded_error", "Overloaded"))
	c.Retry.MaxAttempts = 4
	_, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources))
	var pe *extract.ProviderError
	if !errors.As(err, &pe) {
		t.Fatalf("Complete: %v; want a *ProviderError", err)
	}
	want := &extract.ProviderError{Provider: "anthropic", StatusCode: 529, Type: "overloaded_error", Message: "Overloaded", RequestID: "req_1", Retryable: true, Attempts: 4}
	if diff := cmp.Diff(want, pe); diff != "" {
		t.Errorf("error (-want +got):\n%s", diff)
	}
	if a.n.Load() != 4 || len(s.d) != 3 {
		t.Errorf("%d requests, %d waits; want 4 and 3", a.n.Load(), len(s.d))
	}
}

func TestBadRequestNotRetried(t *testing.T) {
	a, c, _ := setup(t, apiError(400, "invalid_request_error", "output_config: citations cannot be combined with structured output"))
	_, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources))
	var pe *extract.ProviderError
	if !errors.As(err, &pe) || pe.StatusCode != 400 || pe.Retryable || a.n.Load() != 1 {
		t.Errorf("Complete on 400: %v after %d requests; want one non-retryable 400", err, a.n.Load())
	}
	if !strings.Contains(err.Error(), "invalid_request_error: output_config: citations cannot") {
		t.Errorf("error %q does not say what the server said", err)
	}
}

func TestNoKeyInErrors(t *testing.T) {
	_, c, _ := setup(t, apiError(401, "authentication_error", "invalid x-api-key "+key))
	_, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources))
	if err == nil {
		t.Fatal("Complete succeeded on 401")
	}
	for _, s := range []string{err.Error(), fmt.Sprintf("%+v", err), fmt.Sprintf("%#v", err)} {
		if strings.Contains(s, key) {
			t.Errorf("error shows the API key: %s", s)
		}
	}
}

func TestMalformedBodies(t *testing.T) {
	tests := []struct {
		body string
		why  string
	}{
		{"not json", "not JSON"},
		{`{"content": "text"}`, "content of the wrong type"},
		{message("end_turn"), "no text blocks"},
		{message("end_turn", map[string]any{"type": "tool_use", "id": "t", "name": "x", "input": map[string]any{}}), "only a tool call"},
	}
	for _, tt := range tests {
		a, c, _ := setup(t, ok(tt.body))
		_, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources))
		var pe *extract.ProviderError
		if !errors.As(err, &pe) || pe.Retryable || a.n.Load() != 1 {
			t.Errorf("Complete on %s: %v after %d requests; want one non-retryable ProviderError", tt.why, err, a.n.Load())
		}
	}
}

func TestOversizedBody(t *testing.T) {
	_, c, _ := setup(t, ok(message("end_turn", text(strings.Repeat("x", 4096)))))
	c.MaxResponseBytes = 1024
	_, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources))
	if err == nil || !strings.Contains(err.Error(), "exceeds the limit of 1024 bytes") {
		t.Errorf("Complete on an oversized body: %v; want the size limit named", err)
	}
}

func TestStopReasons(t *testing.T) {
	_, c, _ := setup(t, ok(message("refusal", text("I can't help with that."))))
	if _, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources)); !errors.Is(err, extract.ErrRefused) {
		t.Errorf("Complete on a refusal: %v; want ErrRefused", err)
	}
	for _, stop := range []string{"max_tokens", "model_context_window_exceeded"} {
		_, c, _ = setup(t, ok(message(stop, text(`{"answer":"cut`))))
		if _, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources)); !errors.Is(err, extract.ErrMalformed) {
			t.Errorf("Complete on %s: %v; want ErrMalformed: the output was cut off", stop, err)
		}
	}
}

// TestContextWindowFullInCitationsMode checks that a cited answer cut off
// because the context window is full is not taken for a short answer.
func TestContextWindowFullInCitationsMode(t *testing.T) {
	resp := message("model_context_window_exceeded", map[string]any{"type": "text", "text": "You can get a refund", "citations": []any{
		map[string]any{"type": "char_location", "cited_text": "You can request a full refund within 30 days of purchase. ", "document_index": 0, "start_char_index": 0, "end_char_index": 58},
	}})
	_, c, _ := setup(t, ok(resp))
	c.Mode = anthropic.Citations
	if out, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources)); !errors.Is(err, extract.ErrMalformed) {
		t.Errorf("Complete = %q, %v; want ErrMalformed", out, err)
	}
}

func TestCitationsNeedAQuestion(t *testing.T) {
	a, c, _ := setup(t, ok(message("end_turn", text("x"))))
	c.Mode = anthropic.Citations
	for _, q := range []string{"", " \n\t"} {
		if _, err := c.Complete(context.Background(), extract.AnswerRequest(q, sources)); !errors.Is(err, anthropic.ErrNoQuestion) {
			t.Errorf("Complete(question %q) in Citations mode: %v; want ErrNoQuestion", q, err)
		}
		if _, err := c.Stream(context.Background(), extract.AnswerRequest(q, sources), func(string) error { return nil }); !errors.Is(err, anthropic.ErrNoQuestion) {
			t.Errorf("Stream(question %q) in Citations mode: %v; want ErrNoQuestion", q, err)
		}
	}
	if a.n.Load() != 0 {
		t.Errorf("%d requests sent without a question; want none", a.n.Load())
	}
	// A cover request says what to cover, so it has text to send.
	prev := &extract.Answer{Answer: "Refunds take 30 days."}
	if _, err := c.Complete(context.Background(), extract.CoverRequest("", sources, prev, []string{"Refunds take 30 days."})); err != nil {
		t.Errorf("Complete(cover request without a question): %v", err)
	}
	// Structured mode sends the library's prompt, never empty.
	c.Mode = anthropic.Structured
	if _, err := c.Complete(context.Background(), extract.AnswerRequest("", sources)); err != nil {
		t.Errorf("Complete(no question) in Structured mode: %v", err)
	}
}

// TestCitationMismatch checks that a citation whose range does not hold
// its cited text is reported, and that the claim keeps the cited text for
// verification to locate.
func TestCitationMismatch(t *testing.T) {
	docs := []extract.Source{
		{ID: "café", Text: "Le café coûte 3 €. Refunds within 30 days."},
		{ID: "faq", Text: "We never charge restocking fees."},
	}
	cite := func(doc int, quote string, start, end int) map[string]any {
		return map[string]any{"type": "char_location", "cited_text": quote, "document_index": doc, "start_char_index": start, "end_char_index": end}
	}
	resp := message("end_turn",
		map[string]any{"type": "text", "text": "Coffee costs 3 euros.", "citations": []any{
			cite(0, "Le café coûte 3 €. ", 0, 19),      // code points, not bytes: true
			cite(0, "Refunds within 30 days.", 20, 42), // one off
		}},
		map[string]any{"type": "text", "text": " No fees.", "citations": []any{
			cite(1, "We never charge restocking fees.", 0, 32),
			cite(1, "We always charge restocking fees.", 0, 32), // not the document's text
			cite(1, "fees.", 27, 99),                            // past the end
			cite(5, "Invented.", 0, 9),                          // no such document: unknown source
		}},
	)
	_, c, _ := setup(t, ok(resp))
	c.Mode = anthropic.Citations
	var got []anthropic.CitationMismatch
	c.OnCitationMismatch = func(m anthropic.CitationMismatch) { got = append(got, m) }
	out, err := c.Complete(context.Background(), extract.AnswerRequest("What does coffee cost?", docs))
	if err != nil {
		t.Fatal(err)
	}
	want := []anthropic.CitationMismatch{
		{Source: "café", CitedText: "Refunds within 30 days.", Start: 20, End: 42, Found: "efunds within 30 days."},
		{Source: "faq", CitedText: "We always charge restocking fees.", Start: 0, End: 32, Found: "We never charge restocking fees."},
		{Source: "faq", CitedText: "fees.", Start: 27, End: 99},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("mismatches (-want +got):\n%s", diff)
	}
	a, err := extract.Parse(out)
	if err != nil {
		t.Fatal(err)
	}
	var quotes []string
	for _, cl := range a.Claims {
		quotes = append(quotes, cl.Quote)
	}
	wantQuotes := []string{"Le café coûte 3 €. ", "Refunds within 30 days.", "We never charge restocking fees.", "We always charge restocking fees.", "fees.", "Invented."}
	if diff := cmp.Diff(wantQuotes, quotes); diff != "" {
		t.Errorf("claims' quotes (-want +got): the cited text is kept, the range not used\n%s", diff)
	}
}

func TestCancelMidRequest(t *testing.T) {
	started := make(chan struct{})
	var once sync.Once
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.ReadAll(r.Body)
		once.Do(func() { close(started) })
		select {
		case <-r.Context().Done():
		case <-time.After(10 * time.Second):
		}
	}))
	defer srv.Close()
	c := &anthropic.Client{APIKey: key, BaseURL: srv.URL}
	ctx, cancel := context.WithCancel(context.Background())
	go func() { <-started; cancel() }()
	start := time.Now()
	_, err := c.Complete(ctx, extract.AnswerRequest("q", sources))
	if !errors.Is(err, context.Canceled) {
		t.Errorf("Complete after cancel: %v; want context.Canceled", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("Complete took %v to notice the cancel", d)
	}
}

func TestUnknownTask(t *testing.T) {
	_, c, _ := setup(t, ok(message("end_turn", text(answerJSON))))
	if _, err := c.Complete(context.Background(), &extract.Request{Task: 99}); !errors.Is(err, extract.ErrUnsupported) {
		t.Errorf("Complete(Task 99): %v; want ErrUnsupported", err)
	}
}

func TestProviderContract(t *testing.T) {
	cited := message("end_turn", map[string]any{"type": "text", "text": "Refunds are possible within 30 days.", "citations": []any{
		map[string]any{"type": "char_location", "cited_text": "You can request a full refund within 30 days of purchase.", "document_index": 0, "start_char_index": 15, "end_char_index": 72},
	}})
	for _, tt := range []struct {
		mode  anthropic.Mode
		reply string
	}{
		{anthropic.Structured, message("end_turn", text(answerJSON))},
		{anthropic.Citations, cited},
	} {
		t.Run(tt.mode.String(), func(t *testing.T) {
			providertest.Run(t, func(t *testing.T) extract.Provider {
				_, c, _ := setup(t, ok(tt.reply))
				c.Mode = tt.mode
				return c
			})
		})
	}
}
