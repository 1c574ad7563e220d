package httpx

import (
	"context"
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
)

const secret = "sk-test-SECRET-0123456789"

// recorder is a RetryPolicy.Sleep that records the waits without waiting.
type recorder struct {
	mu    sync.Mutex
	waits []time.Duration
}

func (r *recorder) sleep(ctx context.Context, d time.Duration) error {
	r.mu.Lock()
	r.waits = append(r.waits, d)
	r.mu.Unlock()
	return ctx.Err()
}

// script serves the given responses in turn, repeating the last, and
// counts the requests; every request must carry the same body.
type script struct {
	t     *testing.T
	steps []func(w http.ResponseWriter, r *http.Request)
	n     atomic.Int32
	mu    sync.Mutex
	body  string
}

func (s *script) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	b, _ := io.ReadAll(r.Body)
	s.mu.Lock()
	if s.body == "" {
		s.body = string(b)
	} else if s.body != string(b) {
		s.t.Errorf("attempt body %q; want the first attempt's %q", b, s.body)
	}
	s.mu.Unlock()
	i := int(s.n.Add(1)) - 1
	s.steps[min(i, len(s.steps)-1)](w, r)
}

func status(code int, body string, header ...string) func(http.ResponseWriter, *http.Request) {
	return func(w http.ResponseWriter, _ *http.Request) {
		for i := 0; i+1 < len(header); i += 2 {
			w.Header().Set(header[i], header[i+1])
		}
		w.WriteHeader(code)
		io.WriteString(w, body)
	}
}

func newClient(rec *recorder) *Client {
	return &Client{
		Provider:        "test",
		Secret:          secret,
		RequestIDHeader: "request-id",
		Retry:           extract.RetryPolicy{Sleep: rec.sleep},
	}
}

func post(t *testing.T, c *Client, h http.Handler) ([]byte, error) {
	t.Helper()
	srv := httptest.NewServer(h)
	defer srv.Close()
	return c.Post(context.Background(), srv.URL, http.Header{"X-Api-Key": {secret}}, []byte(`{"q":1}`))
}

// setJitter replaces the jitter source for the test: 0 waits the whole
// delay, n-1 the shortest wait.
func setJitter(t *testing.T, f func(n int64) int64) {
	old := jitter
	jitter = f
	t.Cleanup(func() { jitter = old })
}

func noJitter(int64) int64     { return 0 }
func mostJitter(n int64) int64 { return n - 1 }

func TestRetryAfterThenSuccess(t *testing.T) {
	rec := &recorder{}
	s := &script{t: t, steps: []func(http.ResponseWriter, *http.Request){
		status(429, `{"type":"error","error":{"type":"rate_limit_error","message":"slow down"}}`, "Retry-After", "2"),
		status(200, `{"ok":true}`),
	}}
	got, err := post(t, newClient(rec), s)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != `{"ok":true}` || s.n.Load() != 2 {
		t.Errorf("Post = %s after %d requests; want {\"ok\":true} after 2", got, s.n.Load())
	}
	if diff := cmp.Diff([]time.Duration{2 * time.Second}, rec.waits); diff != "" {
		t.Errorf("waits (-want +got):\n%s", diff)
	}
}

func TestGiveUpAfterMaxAttempts(t *testing.T) {
	setJitter(t, noJitter)
	rec := &recorder{}
	s := &script{t: t, steps: []func(http.ResponseWriter, *http.Request){
		status(503, `{"error":{"type":"overloaded_error","message":"Overloaded"}}`, "request-id", "req_42"),
	}}
	_, err := post(t, newClient(rec), s)
	var pe *extract.ProviderError
	if !errors.As(err, &pe) {
		t.Fatalf("Post error %v is not a *ProviderError", err)
	}
	want := &extract.ProviderError{Provider: "test", StatusCode: 503, Type: "overloaded_error", Message: "Overloaded", RequestID: "req_42", Retryable: true, Attempts: 3}
	if diff := cmp.Diff(want, pe); diff != "" {
		t.Errorf("error (-want +got):\n%s", diff)
	}
	if s.n.Load() != 3 {
		t.Errorf("server saw %d requests; want 3", s.n.Load())
	}
	// Without jitter: 500ms, then 1s.
	if diff := cmp.Diff([]time.Duration{500 * time.Millisecond, time.Second}, rec.waits); diff != "" {
		t.Errorf("waits (-want +got):\n%s", diff)
	}
	if got, want := err.Error(), "test: HTTP 503 overloaded_error: Overloaded (request req_42; 3 attempts)"; got != want {
		t.Errorf("Error() = %q; want %q", got, want)
	}
}

func TestBackoffCapped(t *testing.T) {
	setJitter(t, noJitter)
	c := &Client{Retry: extract.RetryPolicy{BaseDelay: time.Second, MaxDelay: 3 * time.Second}}
	var got []time.Duration
	for n := 1; n <= 5; n++ {
		got = append(got, c.backoff(n))
	}
	want := []time.Duration{time.Second, 2 * time.Second, 3 * time.Second, 3 * time.Second, 3 * time.Second}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("backoff (-want +got):\n%s", diff)
	}
	jitter = mostJitter
	if d, want := c.backoff(3), 2250*time.Millisecond; d != want {
		t.Errorf("backoff(3) at the most jitter = %v; want %v (three quarters of the delay)", d, want)
	}
}

// TestBackoffKeepsThreeQuarters checks that with the real jitter every wait
// is at least three quarters of the delay and at most the delay.
func TestBackoffKeepsThreeQuarters(t *testing.T) {
	c := &Client{Retry: extract.RetryPolicy{BaseDelay: 100 * time.Millisecond, MaxDelay: time.Second}}
	for n := 1; n <= 6; n++ {
		d := min(100*time.Millisecond<<(n-1), time.Second)
		for range 200 {
			if got := c.backoff(n); got < d*3/4 || got > d {
				t.Fatalf("backoff(%d) = %v; want it in [%v, %v]", n, got, d*3/4, d)
			}
		}
	}
}

var retryTests = []struct {
	status  int
	header  []string
	retried bool
	why     string
}{
	{400, nil, false, "a bad request does not get better"},
	{401, nil, false, "nor does a bad key"},
	{404, nil, false, "nor an unknown model"},
	{408, nil, true, "request timeout"},
	{409, nil, true, "conflict"},
	{429, nil, true, "rate limited"},
	{500, nil, true, "server error"},
	{529, nil, true, "overloaded"},
	{500, []string{"X-Should-Retry", "false"}, false, "the server says not to"},
	{400, []string{"X-Should-Retry", "true"}, true, "the server says to"},
}

func TestRetryableStatuses(t *testing.T) {
	for _, tt := range retryTests {
		rec := &recorder{}
		c := newClient(rec)
		c.Retry.MaxAttempts = 2
		s := &script{t: t, steps: []func(http.ResponseWriter, *http.Request){status(tt.status, `{}`, tt.header...)}}
		_, err := post(t, c, s)
		var pe *extract.ProviderError
		if !errors.As(err, &pe) {
			t.Fatalf("status %d: error %v is not a *ProviderError", tt.status, err)
		}
		if got := s.n.Load() == 2; got != tt.retried || pe.Retryable != tt.retried {
			t.Errorf("status %d %v: retried = %v, Retryable = %v; want %v (%s)", tt.status, tt.header, got, pe.Retryable, tt.retried, tt.why)
		}
		if pe.Message != http.StatusText(tt.status) && tt.status != 529 {
			t.Errorf("status %d: Message = %q; want the status text for an empty error", tt.status, pe.Message)
		}
	}
}

func TestRetryAfter(t *testing.T) {
	base := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	old := now
	now = func() time.Time { return base }
	defer func() { now = old }()
	tests := []struct {
		header []string
		want   time.Duration
		ok     bool
	}{
		{[]string{"Retry-After", "3"}, 3 * time.Second, true},
		{[]string{"Retry-After", "1.5"}, 1500 * time.Millisecond, true},
		{[]string{"Retry-After", base.Add(7 * time.Second).Format(http.TimeFormat)}, 7 * time.Second, true},
		{[]string{"Retry-After", base.Add(-time.Hour).Format(http.TimeFormat)}, 0, false},
		{[]string{"Retry-After", base.Format(http.TimeFormat)}, 0, false},
		{[]string{"Retry-After-Ms", "250", "Retry-After", "9"}, 250 * time.Millisecond, true},
		{[]string{"Retry-After-Ms", "0", "Retry-After", "9"}, 9 * time.Second, true},
		{[]string{"Retry-After-Ms", "-5"}, 0, false},
		{[]string{"Retry-After", "soon"}, 0, false},
		{[]string{"Retry-After", "0"}, 0, false},
		{[]string{"Retry-After", "-1"}, 0, false},
		{nil, 0, false},
	}
	for _, tt := range tests {
		h := http.Header{}
		for i := 0; i+1 < len(tt.header); i += 2 {
			h.Set(tt.header[i], tt.header[i+1])
		}
		if got, ok := retryAfter(h); got != tt.want || ok != tt.ok {
			t.Errorf("retryAfter(%v) = %v, %v; want %v, %v", tt.header, got, ok, tt.want, tt.ok)
		}
	}
}

// TestRetryAfterZero checks that a server asking for no wait gets the
// backoff, not an immediate retry.
func TestRetryAfterZero(t *testing.T) {
	setJitter(t, noJitter)
	for _, h := range [][]string{{"Retry-After", "0"}, {"Retry-After", "-3"}, {"Retry-After-Ms", "0"}} {
		rec := &recorder{}
		s := &script{t: t, steps: []func(http.ResponseWriter, *http.Request){
			status(429, `{}`, h...),
			status(200, `{}`),
		}}
		if _, err := post(t, newClient(rec), s); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff([]time.Duration{defaultBaseDelay}, rec.waits); diff != "" {
			t.Errorf("waits after %v (-want +got):\n%s", h, diff)
		}
	}
}

func TestRetryAfterCapped(t *testing.T) {
	rec := &recorder{}
	s := &script{t: t, steps: []func(http.ResponseWriter, *http.Request){
		status(429, `{}`, "Retry-After", "3600"),
		status(200, `{}`),
	}}
	if _, err := post(t, newClient(rec), s); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]time.Duration{30 * time.Second}, rec.waits); diff != "" {
		t.Errorf("waits (-want +got):\n%s", diff)
	}
}

func TestOversizedBody(t *testing.T) {
	rec := &recorder{}
	c := newClient(rec)
	c.MaxBody = 1 << 10
	s := &script{t: t, steps: []func(http.ResponseWriter, *http.Request){status(200, strings.Repeat("x", 1<<10+1))}}
	_, err := post(t, c, s)
	var pe *extract.ProviderError
	if !errors.As(err, &pe) || pe.Retryable || !strings.Contains(pe.Message, "exceeds the limit of 1024 bytes") {
		t.Errorf("Post of an oversized body: %v; want a non-retryable limit error", err)
	}
	if s.n.Load() != 1 {
		t.Errorf("oversized body retried: %d requests", s.n.Load())
	}
	// Exactly at the limit is fine.
	s = &script{t: t, steps: []func(http.ResponseWriter, *http.Request){status(200, strings.Repeat("x", 1<<10))}}
	if _, err := post(t, c, s); err != nil {
		t.Errorf("Post of a body at the limit: %v", err)
	}
}

func TestNoKeyInErrors(t *testing.T) {
	rec := &recorder{}
	bodies := []string{
		`{"error":{"type":"authentication_error","message":"invalid x-api-key: ` + secret + `"}}`,
		`{"error":{"message":"Incorrect API key provided: ` + secret + `","type":"invalid_request_error","code":"invalid_api_key"}}`,
		`{"error":"bad key ` + secret + `"}`,
		`<html>bad key ` + secret + `</html>`,
	}
	for _, b := range bodies {
		s := &script{t: t, steps: []func(http.ResponseWriter, *http.Request){status(401, b, "request-id", secret)}}
		_, err := post(t, newClient(rec), s)
		if err == nil {
			t.Fatalf("Post succeeded on a 401")
		}
		for _, shown := range []string{err.Error(), fmt.Sprintf("%+v", err), fmt.Sprintf("%#v", err)} {
			if strings.Contains(shown, secret) {
				t.Errorf("error shows the key: %s", shown)
			}
		}
		if !strings.Contains(err.Error(), "[redacted]") {
			t.Errorf("error %q does not say the key was redacted", err)
		}
	}
}

func TestErrorMessages(t *testing.T) {
	tests := []struct {
		body, typ, msg string
	}{
		{`{"type":"error","error":{"type":"invalid_request_error","message":"max_tokens: required"}}`, "invalid_request_error", "max_tokens: required"},
		{`{"error":{"message":"model not found","type":null,"code":"model_not_found"}}`, "model_not_found", "model not found"},
		{`{"error":"model 'llama' not found"}`, "", "model 'llama' not found"},
		{`{"detail":"Not Found"}`, "", "Not Found"},
		{`{"message":"quota"}`, "", "quota"},
		{"upstream connect error\n", "", "upstream connect error"},
		{strings.Repeat("é", 400), "", strings.Repeat("é", 150) + "…"},
		{"\xff\xfe", "", "\uFFFD"},
	}
	for _, tt := range tests {
		typ, msg := errorMessage([]byte(tt.body))
		if typ != tt.typ || msg != tt.msg {
			t.Errorf("errorMessage(%q) = %q, %q; want %q, %q", tt.body, typ, msg, tt.typ, tt.msg)
		}
	}
}

func TestConnectionErrorRetried(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	url := srv.URL
	srv.Close()
	rec := &recorder{}
	_, err := newClient(rec).Post(context.Background(), url, nil, []byte(`{}`))
	var pe *extract.ProviderError
	if !errors.As(err, &pe) || !pe.Retryable || pe.StatusCode != 0 || pe.Attempts != 3 {
		t.Fatalf("Post to a closed server: %#v; want a retryable error after 3 attempts", err)
	}
	if len(rec.waits) != 2 {
		t.Errorf("waited %d times; want 2", len(rec.waits))
	}
}

// hang returns a handler that reads the request, closes started (once, if
// not nil) and waits for the client to go away. Reading the body first lets
// the server notice the client closing the connection.
func hang(started chan struct{}) http.Handler {
	var once sync.Once
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.ReadAll(r.Body)
		if started != nil {
			once.Do(func() { close(started) })
		}
		select {
		case <-r.Context().Done():
		case <-time.After(10 * time.Second):
		}
	})
}

func TestCancelMidRequest(t *testing.T) {
	started := make(chan struct{})
	srv := httptest.NewServer(hang(started))
	defer srv.Close()
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		<-started
		cancel()
	}()
	rec := &recorder{}
	done := make(chan error)
	go func() {
		_, err := newClient(rec).Post(ctx, srv.URL, nil, []byte(`{}`))
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("Post after cancel: %v; want context.Canceled", err)
		}
		if len(rec.waits) != 0 {
			t.Errorf("a canceled request was retried")
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Post did not return after cancel")
	}
}

func TestCancelWhileWaiting(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	c := &Client{Provider: "test", Retry: extract.RetryPolicy{Sleep: func(ctx context.Context, d time.Duration) error {
		cancel()
		return ctx.Err()
	}}}
	s := &script{t: t, steps: []func(http.ResponseWriter, *http.Request){status(503, `{"error":{"type":"overloaded_error","message":"busy"}}`)}}
	srv := httptest.NewServer(s)
	defer srv.Close()
	_, err := c.Post(ctx, srv.URL, nil, []byte(`{}`))
	var pe *extract.ProviderError
	if !errors.Is(err, context.Canceled) || !errors.As(err, &pe) || pe.StatusCode != 503 || !strings.Contains(pe.Message, "busy") {
		t.Errorf("Post canceled while waiting: %v; want context.Canceled with the last status", err)
	}
	if s.n.Load() != 1 {
		t.Errorf("server saw %d requests; want 1", s.n.Load())
	}
}

func TestAttemptTimeout(t *testing.T) {
	srv := httptest.NewServer(hang(nil))
	defer srv.Close()
	rec := &recorder{}
	c := newClient(rec)
	c.Timeout = 20 * time.Millisecond
	c.Retry.MaxAttempts = 2
	_, err := c.Post(context.Background(), srv.URL, nil, []byte(`{}`))
	var pe *extract.ProviderError
	if !errors.Is(err, context.DeadlineExceeded) || !errors.As(err, &pe) || !pe.Retryable || pe.Attempts != 2 {
		t.Errorf("Post with a slow server: %v; want a retried deadline error", err)
	}
}

func TestHeadersSent(t *testing.T) {
	var got http.Header
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r.Header.Clone()
		io.WriteString(w, "{}")
	}))
	defer srv.Close()
	c := &Client{}
	if _, err := c.Post(context.Background(), srv.URL, http.Header{"X-Api-Key": {"k"}}, []byte(`{}`)); err != nil {
		t.Fatal(err)
	}
	for k, want := range map[string]string{"X-Api-Key": "k", "Content-Type": "application/json", "Accept": "application/json"} {
		if got.Get(k) != want {
			t.Errorf("header %s = %q; want %q", k, got.Get(k), want)
		}
	}
}

func TestNoRetriesWithOneAttempt(t *testing.T) {
	rec := &recorder{}
	c := newClient(rec)
	c.Retry.MaxAttempts = 1
	s := &script{t: t, steps: []func(http.ResponseWriter, *http.Request){status(500, `{}`)}}
	if _, err := post(t, c, s); err == nil || s.n.Load() != 1 {
		t.Errorf("MaxAttempts 1: %d requests, err %v; want 1 request and an error", s.n.Load(), err)
	}
}

// TestNoRedirectToAnotherHost checks that the key never reaches another
// host through a redirect, and that a redirect on the same host is
// followed.
func TestNoRedirectToAnotherHost(t *testing.T) {
	var leaked atomic.Int32
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		leaked.Add(1)
		io.WriteString(w, "{}")
	}))
	defer other.Close()
	front := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/moved" {
			io.WriteString(w, `{"ok":true}`)
			return
		}
		if r.URL.Path == "/same" {
			http.Redirect(w, r, "/moved", http.StatusTemporaryRedirect)
			return
		}
		http.Redirect(w, r, other.URL+"/v1", http.StatusTemporaryRedirect)
	}))
	defer front.Close()
	c := newClient(&recorder{})
	c.Retry.MaxAttempts = 1
	_, err := c.Post(context.Background(), front.URL+"/v1", http.Header{"X-Api-Key": {secret}}, []byte(`{}`))
	if err == nil || !strings.Contains(err.Error(), "refused a redirect") || leaked.Load() != 0 {
		t.Errorf("redirect to another host: err %v, %d requests there; want a refusal and none", err, leaked.Load())
	}
	if strings.Contains(err.Error(), secret) {
		t.Errorf("error %q shows the key", err)
	}
	got, err := c.Post(context.Background(), front.URL+"/same", http.Header{"X-Api-Key": {secret}}, []byte(`{}`))
	if err != nil || string(got) != `{"ok":true}` {
		t.Errorf("redirect on the same host: %q, %v; want it followed", got, err)
	}
}

// sse returns a handler that answers with the event stream body.
func sse(body string) func(http.ResponseWriter, *http.Request) {
	return func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream; charset=utf-8")
		io.WriteString(w, body)
	}
}

// collect is a read function for Stream that gathers the events' data and
// counts each as delivered when deliver says so.
func collect(got *[]string, deliver bool) func(*EventReader) (bool, error) {
	return func(ev *EventReader) (bool, error) {
		*got = (*got)[:0]
		for {
			typ, data, err := ev.Next()
			if err == io.EOF {
				return len(*got) > 0 && deliver, nil
			}
			if err != nil {
				return len(*got) > 0 && deliver, err
			}
			*got = append(*got, typ+"="+string(data))
		}
	}
}

func stream(t *testing.T, c *Client, h http.Handler, read func(*EventReader) (bool, error)) error {
	t.Helper()
	srv := httptest.NewServer(h)
	defer srv.Close()
	return c.Stream(context.Background(), srv.URL, http.Header{"X-Api-Key": {secret}}, []byte(`{"q":1}`), read)
}

func TestStream(t *testing.T) {
	var accept string
	s := &script{t: t, steps: []func(http.ResponseWriter, *http.Request){
		func(w http.ResponseWriter, r *http.Request) {
			accept = r.Header.Get("Accept")
			sse("event: a\ndata: 1\n\ndata: 2\n\n")(w, r)
		},
	}}
	var got []string
	if err := stream(t, newClient(&recorder{}), s, collect(&got, true)); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"a=1", "message=2"}, got); diff != "" || accept != "text/event-stream" {
		t.Errorf("events (-want +got):\n%s\nAccept %q", diff, accept)
	}
}

// TestStreamRetries checks that a stream cut off is tried again while
// nothing of it was delivered, and not after.
func TestStreamRetries(t *testing.T) {
	for _, deliver := range []bool{false, true} {
		rec := &recorder{}
		s := &script{t: t, steps: []func(http.ResponseWriter, *http.Request){
			sse("data: 1\n\ndata: cut"),
			sse("data: 1\n\ndata: 2\n\n"),
		}}
		var got []string
		err := stream(t, newClient(rec), s, collect(&got, deliver))
		var pe *extract.ProviderError
		switch {
		case !deliver && (err != nil || s.n.Load() != 2 || len(got) != 2):
			t.Errorf("nothing delivered: %v after %d requests, events %q; want a retry that succeeds", err, s.n.Load(), got)
		case deliver && (!errors.As(err, &pe) || !errors.Is(err, io.ErrUnexpectedEOF) || s.n.Load() != 1 || pe.Attempts != 1):
			t.Errorf("something delivered: %v after %d requests; want the cut reported, not retried", err, s.n.Load())
		}
	}
}

func TestStreamErrors(t *testing.T) {
	rec := &recorder{}
	own := errors.New("the caller's own error")
	tests := []struct {
		name  string
		steps []func(http.ResponseWriter, *http.Request)
		read  func(*EventReader) (bool, error)
		n     int32
		check func(error) bool
	}{
		{"a retried error status", []func(http.ResponseWriter, *http.Request){status(529, `{"error":{"type":"overloaded_error","message":"Overloaded"}}`), sse("data: 1\n\n")},
			nil, 2, func(err error) bool { return err == nil }},
		{"JSON instead of a stream", []func(http.ResponseWriter, *http.Request){status(200, `{"content":[]}`, "Content-Type", "application/json")},
			nil, 1, func(err error) bool {
				var pe *extract.ProviderError
				return errors.As(err, &pe) && !pe.Retryable && strings.Contains(pe.Message, "not an event stream")
			}},
		{"read's own error", []func(http.ResponseWriter, *http.Request){sse("data: 1\n\n")},
			func(*EventReader) (bool, error) { return true, own }, 1, func(err error) bool { return err == own }},
		{"a retryable error event before delivery", []func(http.ResponseWriter, *http.Request){sse("data: 1\n\n")},
			func(*EventReader) (bool, error) {
				return false, newClient(rec).EventError("overloaded_error", "Overloaded "+secret, true)
			}, 3,
			func(err error) bool {
				var pe *extract.ProviderError
				return errors.As(err, &pe) && pe.Type == "overloaded_error" && pe.Attempts == 3 && !strings.Contains(err.Error(), secret)
			}},
		{"a stream past the limit", []func(http.ResponseWriter, *http.Request){sse("data: " + strings.Repeat("x", 2000) + "\n\n")},
			nil, 1, func(err error) bool {
				return err != nil && strings.Contains(err.Error(), "exceeds the limit of 1024 bytes")
			}},
	}
	for _, tt := range tests {
		c := newClient(rec)
		c.MaxBody = 1024
		var got []string
		read := tt.read
		if read == nil {
			read = collect(&got, true)
		}
		s := &script{t: t, steps: tt.steps}
		err := stream(t, c, s, read)
		if !tt.check(err) || s.n.Load() != tt.n {
			t.Errorf("%s: %v after %d requests; want another error after %d", tt.name, err, s.n.Load(), tt.n)
		}
	}
}

func TestStreamCanceled(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		io.WriteString(w, "data: 1\n\n")
		w.(http.Flusher).Flush()
		<-r.Context().Done()
	}))
	defer srv.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	n := 0
	rec := &recorder{}
	err := newClient(rec).Stream(ctx, srv.URL, nil, []byte(`{}`), func(ev *EventReader) (bool, error) {
		for {
			if _, _, err := ev.Next(); err != nil {
				return n > 0, err
			}
			n++
			cancel() // the caller goes away after the first event
		}
	})
	if !errors.Is(err, context.Canceled) || len(rec.waits) != 0 || n != 1 {
		t.Errorf("Stream canceled mid-stream: %v, %d waits, %d events; want context.Canceled, no retry, one event", err, len(rec.waits), n)
	}
}
