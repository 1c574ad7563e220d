package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/verbatim-go/verbatim/contract"
	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/extract/extractive"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

func newServer(t *testing.T, cfg Config, p extract.Provider) *httptest.Server {
	t.Helper()
	if cfg.MaxBody == 0 {
		cfg.MaxBody = 1 << 20
	}
	if cfg.MaxInFlight == 0 {
		cfg.MaxInFlight = 4
	}
	srv := httptest.NewServer(NewHandler(cfg, p, quiet))
	t.Cleanup(srv.Close)
	return srv
}

func post(t *testing.T, url, body string) (int, map[string]any) {
	t.Helper()
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "application/json" {
		t.Errorf("POST %s: Content-Type %q; want application/json", url, ct)
	}
	var v map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&v); err != nil {
		t.Fatalf("POST %s: body is not JSON: %v", url, err)
	}
	return resp.StatusCode, v
}

func errorCode(v map[string]any) string {
	e, _ := v["error"].(map[string]any)
	code, _ := e["code"].(string)
	if msg, _ := e["message"].(string); code != "" && msg == "" {
		return code + " (no message)"
	}
	return code
}

const policy = `{"id":"policy","text":"Refund policy. You may request a refund within 30 days of purchase. Monthly plans are not refundable."}`

func TestVerified(t *testing.T) {
	srv := newServer(t, Config{}, extractive.Provider{})
	status, v := post(t, srv.URL+"/v1/verified", `{"question":"Can I get a refund?","sources":[`+policy+`],"policy":"repair","checkNumbers":true}`)
	if status != http.StatusOK {
		t.Fatalf("status %d: %v", status, v)
	}
	if v["grounded"] != true || v["text"] == "" {
		t.Errorf("response = %v; want a grounded answer", v)
	}
	src := []rune("Refund policy. You may request a refund within 30 days of purchase. Monthly plans are not refundable.")
	for _, c := range v["citations"].([]any) {
		c := c.(map[string]any)
		start, end := int(c["start"].(float64)), int(c["end"].(float64))
		if got := string(src[start:end]); got != c["quote"] {
			t.Errorf("citation [%d:%d] slices %q; quote %q", start, end, got, c["quote"])
		}
	}
}

func TestErrors(t *testing.T) {
	srv := newServer(t, Config{MaxBody: 300}, extractive.Provider{})
	tests := []struct {
		path, body string
		status     int
		code       string
	}{
		{"/v1/verified", `{"question":"q","sources":[]}`, 400, "no_sources"},
		{"/v1/verified", `{"question":`, 400, "invalid_request"},
		{"/v1/verified", `{"question":"q","sources":[` + policy + `],"bogus":1}`, 400, "invalid_request"},
		{"/v1/verified", `{"question":"q","sources":[` + policy + `],"policy":"pray"}`, 400, "invalid_request"},
		{"/v1/verified", `{"question":"q","sources":[` + policy + `],"checkNumbers":"maybe"}`, 400, "invalid_request"},
		{"/v1/verified", `{"question":"q","sources":[{"id":"a","text":"` + strings.Repeat("x", 400) + `"}]}`, 413, "too_large"},
		{"/v1/check", `{"sources":[],"answer":"x [1]."}`, 400, "no_sources"},
		{"/v1/verify", `{"sources":[{"id":"1","text":"a"},{"id":"1","text":"b"}],"claims":[]}`, 400, "invalid_request"},
		{"/v1/nothing", `{}`, 404, "not_found"},
	}
	for _, tt := range tests {
		status, v := post(t, srv.URL+tt.path, tt.body)
		if status != tt.status || errorCode(v) != tt.code {
			t.Errorf("POST %s %.60s: %d %q; want %d %q (%v)", tt.path, tt.body, status, errorCode(v), tt.status, tt.code, v)
		}
	}
	resp, err := http.Get(srv.URL + "/v1/verified")
	if err != nil {
		t.Fatal(err)
	}
	var v map[string]any
	json.NewDecoder(resp.Body).Decode(&v)
	resp.Body.Close()
	if resp.StatusCode != 405 || errorCode(v) != "method_not_allowed" || resp.Header.Get("Allow") != "POST" {
		t.Errorf("GET /v1/verified: %d %v; want 405 method_not_allowed with Allow: POST", resp.StatusCode, v)
	}
}

// fakeProvider answers with a fixed text or error, or blocks until its
// context ends.
type fakeProvider struct {
	text    string
	err     error
	block   bool
	started chan struct{}
}

func (p *fakeProvider) Complete(ctx context.Context, _ *extract.Request) (string, error) {
	if p.started != nil {
		p.started <- struct{}{}
	}
	if p.block {
		<-ctx.Done()
		return "", ctx.Err()
	}
	return p.text, p.err
}

func TestUpstreamErrors(t *testing.T) {
	body := `{"question":"q","sources":[` + policy + `]}`
	tests := []struct {
		name   string
		p      *fakeProvider
		cfg    Config
		status int
		code   string
	}{
		{"malformed model output", &fakeProvider{text: "I cannot answer in JSON."}, Config{}, 502, "extraction_failed"},
		{"provider error", &fakeProvider{err: &extract.ProviderError{Provider: "fake", StatusCode: 500, Message: "overloaded"}}, Config{}, 502, "upstream_error"},
		{"model refused", &fakeProvider{err: extract.ErrRefused}, Config{}, 502, "extraction_failed"},
		{"upstream timeout", &fakeProvider{block: true}, Config{Timeout: 50 * time.Millisecond}, 504, "timeout"},
	}
	for _, tt := range tests {
		srv := newServer(t, tt.cfg, tt.p)
		status, v := post(t, srv.URL+"/v1/verified", body)
		if status != tt.status || errorCode(v) != tt.code {
			t.Errorf("%s: %d %q; want %d %q (%v)", tt.name, status, errorCode(v), tt.status, tt.code, v)
		}
	}
}

// The check and verify endpoints answer exactly what the command line does.
func TestMirrorsContract(t *testing.T) {
	srv := newServer(t, Config{}, extractive.Provider{})
	check := `{"sources":[` + policy + `],"answer":"You may request a refund within 30 days [policy]. Monthly plans are refundable [policy]."}`
	verify := `{"sources":[` + policy + `],"claims":[{"text":"Refunds within 30 days.","source":"policy","quote":"within 30 days of purchase"}]}`
	for path, body := range map[string]string{"/v1/check": check, "/v1/verify": verify} {
		var want any
		var err error
		if path == "/v1/check" {
			want, err = contract.HandleCheck([]byte(body))
		} else {
			want, err = contract.HandleVerify([]byte(body))
		}
		if err != nil {
			t.Fatal(err)
		}
		wantJSON, _ := json.Marshal(want)
		resp, err := http.Post(srv.URL+path, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		got, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !bytes.Equal(bytes.TrimSpace(got), wantJSON) {
			t.Errorf("POST %s: %d %s\nwant %s", path, resp.StatusCode, got, wantJSON)
		}
	}
}

func TestConcurrencyLimit(t *testing.T) {
	p := &fakeProvider{block: true, started: make(chan struct{}, 1)}
	srv := newServer(t, Config{MaxInFlight: 1, Timeout: 2 * time.Second}, p)
	body := `{"question":"q","sources":[` + policy + `]}`
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		resp, err := http.Post(srv.URL+"/v1/verified", "application/json", strings.NewReader(body))
		if err == nil {
			resp.Body.Close()
		}
	}()
	<-p.started
	status, v := post(t, srv.URL+"/v1/verified", body)
	if status != http.StatusServiceUnavailable || errorCode(v) != "overloaded" {
		t.Errorf("second request while one is in flight: %d %v; want 503 overloaded", status, v)
	}
	srv.CloseClientConnections()
	wg.Wait()
}

func TestHealthz(t *testing.T) {
	srv := newServer(t, Config{}, extractive.Provider{})
	resp, err := http.Get(srv.URL + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Errorf("GET /healthz: %d", resp.StatusCode)
	}
}

// slowProvider answers after a delay, to be in flight during shutdown.
type slowProvider struct{ started chan struct{} }

func (p slowProvider) Complete(ctx context.Context, r *extract.Request) (string, error) {
	p.started <- struct{}{}
	select {
	case <-time.After(200 * time.Millisecond):
	case <-ctx.Done():
		return "", ctx.Err()
	}
	return extractive.Provider{}.Complete(ctx, r)
}

func TestGracefulShutdown(t *testing.T) {
	started := make(chan struct{}, 1)
	providerFor = func(Config, func(string) string) (extract.Provider, error) { return slowProvider{started}, nil }
	t.Cleanup(func() { providerFor = newProvider })
	ctx, cancel := context.WithCancel(context.Background())
	addrc := make(chan string, 1)
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"-addr", "127.0.0.1:0", "-drain", "0"}, func(string) string { return "" }, quiet, func(a string) { addrc <- a })
	}()
	addr := <-addrc
	// A request in flight when the signal comes still gets its answer.
	reqDone := make(chan int, 1)
	go func() {
		resp, err := http.Post("http://"+addr+"/v1/verified", "application/json", strings.NewReader(`{"question":"refund","sources":[`+policy+`]}`))
		if err != nil {
			reqDone <- 0
			return
		}
		resp.Body.Close()
		reqDone <- resp.StatusCode
	}()
	<-started
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("run after shutdown: %v", err)
	}
	if s := <-reqDone; s != 200 {
		t.Errorf("request in flight during shutdown: status %d; want 200", s)
	}
	if _, err := http.Get("http://" + addr + "/healthz"); err == nil {
		t.Errorf("server still accepts connections after shutdown")
	}
}

// TestTimeoutHoldsSlot checks that work which does not stop at the
// deadline, as a check or a verify, is answered 504 at the deadline and
// keeps its slot until it ends.
func TestTimeoutHoldsSlot(t *testing.T) {
	release := make(chan struct{})
	h := &handler{cfg: Config{MaxBody: 1 << 10, MaxInFlight: 1, Timeout: 50 * time.Millisecond}, log: quiet, slots: make(chan struct{}, 1)}
	srv := httptest.NewServer(h.endpoint(func(context.Context, []byte) (any, error) {
		<-release
		return map[string]string{"ok": "yes"}, nil
	}))
	defer srv.Close()
	start := time.Now()
	status, v := post(t, srv.URL, `{}`)
	if status != http.StatusGatewayTimeout || errorCode(v) != contract.CodeTimeout {
		t.Errorf("work past the deadline: %d %v; want 504 timeout", status, v)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("the 504 came after %v; want it at the deadline", d)
	}
	if status, v := post(t, srv.URL, `{}`); status != http.StatusServiceUnavailable || errorCode(v) != "overloaded" {
		t.Errorf("while the late work runs: %d %v; want 503 overloaded", status, v)
	}
	close(release)
	for deadline := time.Now().Add(5 * time.Second); ; {
		h.cfg.Timeout = 0 // the handler reads cfg per request; no deadline now
		status, _ := post(t, srv.URL, `{}`)
		if status == http.StatusOK {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after the late work ended: %d; want 200", status)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestCheckTimeout checks that /v1/check is held to the timeout.
func TestCheckTimeout(t *testing.T) {
	srv := newServer(t, Config{Timeout: time.Nanosecond, MaxBody: 4 << 20}, extractive.Provider{})
	// Enough work that it cannot end before the handler waits for it.
	answer := strings.Repeat("Refunds are possible within 30 days of purchase [1]. ", 5000)
	status, v := post(t, srv.URL+"/v1/check", `{"sources":[`+policy+`],"answer":"`+answer+`"}`)
	if status != http.StatusGatewayTimeout || errorCode(v) != contract.CodeTimeout {
		t.Errorf("check past the deadline: %d %v; want 504 timeout", status, v)
	}
}
