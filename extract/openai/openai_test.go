package openai_test

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
	"github.com/verbatim-go/verbatim/extract/openai"
	"github.com/verbatim-go/verbatim/extract/providertest"
)

const key = "sk-proj-test-KEY-0123456789"

var sources = []extract.Source{
	{ID: "policy", Text: "You can request a full refund within 30 days of purchase."},
}

const answerJSON = `{"answer":"Refunds are possible within 30 days.","claims":[{"text":"Refunds are possible within 30 days.","source":"policy","quote":"within 30 days of purchase"}]}`

// api is a fake Chat Completions API. It checks what every request must
// carry, keeps the decoded bodies, and answers with the next of its
// replies, repeating the last.
type api struct {
	t       *testing.T
	replies []reply
	mu      sync.Mutex
	bodies  []map[string]any
	headers []http.Header
	paths   []string
	n       atomic.Int32
}

type reply struct {
	status int
	header map[string]string
	body   string
}

func ok(body string) reply { return reply{status: 200, body: body} }

// completion returns a Chat Completions response with one choice.
func completion(finish string, message map[string]any) string {
	message["role"] = "assistant"
	b, _ := json.Marshal(map[string]any{
		"id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "gpt-test",
		"choices": []any{map[string]any{"index": 0, "message": message, "logprobs": nil, "finish_reason": finish}},
		"usage":   map[string]int{"prompt_tokens": 10, "completion_tokens": 20, "total_tokens": 30},
	})
	return string(b)
}

func content(s string) map[string]any { return map[string]any{"content": s, "refusal": nil} }

func apiError(status int, typ, code, msg string, header ...string) reply {
	b, _ := json.Marshal(map[string]any{"error": map[string]any{"message": msg, "type": typ, "param": nil, "code": code}})
	r := reply{status: status, body: string(b), header: map[string]string{"x-request-id": "req_1"}}
	for i := 0; i+1 < len(header); i += 2 {
		r.header[header[i]] = header[i+1]
	}
	return r
}

func (a *api) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		a.t.Errorf("method %s; want POST", r.Method)
	}
	if got := r.Header.Get("Content-Type"); got != "application/json" {
		a.t.Errorf("content-type = %q; want application/json", got)
	}
	var body map[string]any
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		a.t.Errorf("request body: %v", err)
	}
	a.mu.Lock()
	a.bodies = append(a.bodies, body)
	a.headers = append(a.headers, r.Header.Clone())
	a.paths = append(a.paths, r.URL.Path)
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

func setup(t *testing.T, replies ...reply) (*api, *openai.Client, *sleeps) {
	t.Helper()
	a := &api{t: t, replies: replies}
	srv := httptest.NewServer(a)
	t.Cleanup(srv.Close)
	s := &sleeps{}
	c := &openai.Client{APIKey: key, BaseURL: srv.URL + "/v1", Model: "gpt-test", Retry: extract.RetryPolicy{Sleep: s.sleep}}
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
	a, c, _ := setup(t, ok(completion("stop", content(answerJSON))))
	req := extract.AnswerRequest("How long do I have?", sources)
	got, err := c.Complete(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if got != answerJSON {
		t.Errorf("Complete = %s; want %s", got, answerJSON)
	}
	if a.paths[0] != "/v1/chat/completions" {
		t.Errorf("path = %q; want /v1/chat/completions", a.paths[0])
	}
	if got := a.headers[0].Get("Authorization"); got != "Bearer "+key {
		t.Errorf("Authorization = %q; want the bearer key", got)
	}
	body := a.bodies[0]
	for _, check := range []struct {
		path []any
		want any
	}{
		{[]any{"model"}, "gpt-test"},
		{[]any{"messages", 0, "role"}, "system"},
		{[]any{"messages", 0, "content"}, req.System},
		{[]any{"messages", 1, "role"}, "user"},
		{[]any{"messages", 1, "content"}, req.Prompt},
		{[]any{"response_format", "type"}, "json_schema"},
		{[]any{"response_format", "json_schema", "name"}, "verbatim_answer"},
		{[]any{"response_format", "json_schema", "strict"}, true},
		{[]any{"max_completion_tokens"}, nil},
		{[]any{"max_tokens"}, nil},
	} {
		if got := at(body, check.path...); !cmp.Equal(got, check.want) {
			t.Errorf("request %v = %v; want %v", check.path, got, check.want)
		}
	}
	var want any
	json.Unmarshal(extract.Schema(), &want)
	if diff := cmp.Diff(want, at(body, "response_format", "json_schema", "schema")); diff != "" {
		t.Errorf("request schema (-want +got):\n%s", diff)
	}
}

func TestLocalServerWithoutKey(t *testing.T) {
	a, c, _ := setup(t, ok(completion("stop", content(answerJSON))))
	c.APIKey = ""
	t.Setenv("OPENAI_API_KEY", "")
	c.BaseURL += "/" // a trailing slash is fine
	c.Model = "llama3.1:8b"
	if _, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources)); err != nil {
		t.Fatal(err)
	}
	if _, sent := a.headers[0]["Authorization"]; sent {
		t.Errorf("Authorization sent without a key: %v", a.headers[0])
	}
	if a.paths[0] != "/v1/chat/completions" || at(a.bodies[0], "model") != "llama3.1:8b" {
		t.Errorf("request %s model %v", a.paths[0], at(a.bodies[0], "model"))
	}
}

func TestKeyFromEnvironment(t *testing.T) {
	a, c, _ := setup(t, ok(completion("stop", content(answerJSON))))
	c.APIKey = ""
	t.Setenv("OPENAI_API_KEY", "env-key")
	if _, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources)); err != nil {
		t.Fatal(err)
	}
	if got := a.headers[0].Get("Authorization"); got != "Bearer env-key" {
		t.Errorf("Authorization = %q; want the environment's key", got)
	}
}

func TestMaxTokens(t *testing.T) {
	a, c, _ := setup(t, ok(completion("stop", content(answerJSON))))
	c.MaxTokens = 1000
	c.Complete(context.Background(), extract.AnswerRequest("q", sources))
	c.LegacyMaxTokens = true
	r := extract.AnswerRequest("q", sources)
	r.MaxTokens = 50
	c.Complete(context.Background(), r)
	got := []any{at(a.bodies[0], "max_completion_tokens"), at(a.bodies[0], "max_tokens"), at(a.bodies[1], "max_completion_tokens"), at(a.bodies[1], "max_tokens")}
	if want := []any{1000.0, nil, nil, 50.0}; !cmp.Equal(got, want) {
		t.Errorf("token bounds = %v; want %v", got, want)
	}
}

func TestFreeText(t *testing.T) {
	a, c, _ := setup(t, ok(completion("stop", map[string]any{"content": []any{
		map[string]any{"type": "text", "text": "free "}, map[string]any{"type": "text", "text": "text"},
	}})))
	got, err := c.Complete(context.Background(), &extract.Request{Task: extract.TaskPrompt, Prompt: "p"})
	if err != nil || got != "free text" {
		t.Fatalf("Complete = %q, %v; want the joined content parts", got, err)
	}
	if at(a.bodies[0], "response_format") != nil || len(at(a.bodies[0], "messages").([]any)) != 1 {
		t.Errorf("request without schema or system = %v", a.bodies[0])
	}
}

func TestPromptSchemaName(t *testing.T) {
	a, c, _ := setup(t, ok(completion("stop", content(`{"label":"neutral"}`))))
	req := &extract.Request{Task: extract.TaskPrompt, System: "s", Prompt: "p", Schema: json.RawMessage(`{"type":"object"}`)}
	if _, err := c.Complete(context.Background(), req); err != nil {
		t.Fatal(err)
	}
	if got := at(a.bodies[0], "response_format", "json_schema", "name"); got != "verbatim_prompt" {
		t.Errorf("schema name = %v; want verbatim_prompt", got)
	}
}

func TestRateLimitThenSuccess(t *testing.T) {
	a, c, s := setup(t,
		apiError(429, "requests", "rate_limit_exceeded", "Rate limit reached", "retry-after-ms", "1200"),
		ok(completion("stop", content(answerJSON))))
	got, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources))
	if err != nil || got != answerJSON {
		t.Fatalf("Complete = %q, %v; want the answer after one retry", got, err)
	}
	if a.n.Load() != 2 || !cmp.Equal(s.d, []time.Duration{1200 * time.Millisecond}) {
		t.Errorf("%d requests, waits %v; want 2 requests and one 1.2s wait", a.n.Load(), s.d)
	}
	if !cmp.Equal(a.bodies[0], a.bodies[1]) {
		t.Errorf("the retry sent a different body")
	}
}

func TestServerErrorsUntilGivingUp(t *testing.T) {
	a, c, s := setup(t, apiError(500, "server_error", "", "The server had an error while processing your request."))
	_, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources))
	var pe *extract.ProviderError
	if !errors.As(err, &pe) {
		t.Fatalf("Complete: %v; want a *ProviderError", err)
	}
	want := &extract.ProviderError{Provider: "openai", StatusCode: 500, Type: "server_error", Message: "The server had an error while processing your request.", RequestID: "req_1", Retryable: true, Attempts: 3}
	if diff := cmp.Diff(want, pe); diff != "" {
		t.Errorf("error (-want +got):\n%s", diff)
	}
	if a.n.Load() != 3 || len(s.d) != 2 {
		t.Errorf("%d requests, %d waits; want 3 and 2", a.n.Load(), len(s.d))
	}
}

func TestNoKeyInErrors(t *testing.T) {
	a, c, _ := setup(t, apiError(401, "invalid_request_error", "invalid_api_key", "Incorrect API key provided: "+key+"."))
	_, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources))
	if err == nil {
		t.Fatal("Complete succeeded on 401")
	}
	for _, s := range []string{err.Error(), fmt.Sprintf("%+v", err), fmt.Sprintf("%#v", err)} {
		if strings.Contains(s, key) {
			t.Errorf("error shows the API key: %s", s)
		}
	}
	if a.n.Load() != 1 {
		t.Errorf("401 retried: %d requests", a.n.Load())
	}
}

func TestMalformedBodies(t *testing.T) {
	tests := []struct {
		body string
		why  string
	}{
		{"<html>502 Bad Gateway</html>", "not JSON"},
		{`{"choices": []}`, "no choices"},
		{`{"choices": {}}`, "choices of the wrong type"},
		{completion("stop", map[string]any{"content": nil}), "null content"},
		{completion("stop", map[string]any{"content": 42}), "numeric content"},
		{completion("tool_calls", map[string]any{"content": nil, "tool_calls": []any{}}), "a tool call"},
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
	_, c, _ := setup(t, ok(completion("stop", content(strings.Repeat("x", 4096)))))
	c.MaxResponseBytes = 1024
	_, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources))
	if err == nil || !strings.Contains(err.Error(), "exceeds the limit of 1024 bytes") {
		t.Errorf("Complete on an oversized body: %v; want the size limit named", err)
	}
}

func TestRefusalsAndCutOffs(t *testing.T) {
	tests := []struct {
		body string
		want error
	}{
		{completion("stop", map[string]any{"content": nil, "refusal": "I can't help with that."}), extract.ErrRefused},
		{completion("content_filter", content("")), extract.ErrRefused},
		{completion("length", content(`{"answer":"cut`)), extract.ErrMalformed},
	}
	for _, tt := range tests {
		_, c, _ := setup(t, ok(tt.body))
		if _, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources)); !errors.Is(err, tt.want) {
			t.Errorf("Complete on %s: %v; want %v", tt.body, err, tt.want)
		}
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
	c := &openai.Client{BaseURL: srv.URL}
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

func TestProviderContract(t *testing.T) {
	providertest.Run(t, func(t *testing.T) extract.Provider {
		_, c, _ := setup(t, ok(completion("stop", content(answerJSON))))
		return c
	})
}

func TestDeveloperRole(t *testing.T) {
	a, c, _ := setup(t, ok(completion("stop", content(answerJSON))))
	req := extract.AnswerRequest("q", sources)
	c.Complete(context.Background(), req)
	c.DeveloperRole = true
	c.Complete(context.Background(), req)
	got := []any{at(a.bodies[0], "messages", 0, "role"), at(a.bodies[1], "messages", 0, "role"), at(a.bodies[1], "messages", 0, "content"), at(a.bodies[1], "messages", 1, "role")}
	if want := []any{"system", "developer", req.System, "user"}; !cmp.Equal(got, want) {
		t.Errorf("roles = %v; want %v", got, want)
	}
}
