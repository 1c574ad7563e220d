package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/verbatim-go/verbatim/contract"
	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/extract/extractive"
)

// An event is one server-sent event.
type event struct {
	Name string
	Data string
}

// readEvents reads the server-sent events of r until it ends.
func readEvents(t *testing.T, r io.Reader) []event {
	t.Helper()
	var out []event
	var cur event
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			if cur.Name == "" || cur.Data == "" {
				t.Fatalf("event without a name or data: %+v", cur)
			}
			out = append(out, cur)
			cur = event{}
		case strings.HasPrefix(line, "event: "):
			cur.Name = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			if cur.Data != "" {
				t.Fatalf("event %q with two data lines", cur.Name)
			}
			cur.Data = strings.TrimPrefix(line, "data: ")
		default:
			t.Fatalf("not an event line: %q", line)
		}
	}
	if cur != (event{}) {
		t.Fatalf("stream ends inside an event: %+v", cur)
	}
	return out
}

// postStream posts body and returns the response's events; it fails the
// test unless the response is a 200 event stream.
func postStream(t *testing.T, url, body string) []event {
	t.Helper()
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" {
		b, _ := io.ReadAll(resp.Body)
		t.Fatalf("POST %s: %d %s %s; want a 200 event stream", url, resp.StatusCode, resp.Header.Get("Content-Type"), b)
	}
	return readEvents(t, resp.Body)
}

// jsonOf returns v as the service writes it.
func jsonOf(t *testing.T, v any) string {
	t.Helper()
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// A streamed check sends each sentence of the response as an event, in
// order, then the response itself, byte for byte.
func TestStreamCheck(t *testing.T) {
	srv := newServer(t, Config{}, extractive.Provider{})
	answer := strings.Repeat("You may request a refund within 30 days [policy]. Monthly plans are refundable [policy]. 退款 [9]. ", 12)
	body := `{"sources":[` + policy + `],"answer":` + jsonOf(t, answer) + `,"options":{"audit":true},"stream":true}`
	want, err := contract.HandleCheck([]byte(body))
	if err != nil {
		t.Fatal(err)
	}
	evs := postStream(t, srv.URL+"/v1/check", body)
	var wantEvents []event
	for _, s := range want.Sentences {
		wantEvents = append(wantEvents, event{"sentence", jsonOf(t, s)})
	}
	wantEvents = append(wantEvents, event{"result", jsonOf(t, want)})
	if diff := cmp.Diff(wantEvents, evs); diff != "" {
		t.Errorf("POST /v1/check with stream (-want +got):\n%s", diff)
	}
}

// A streamed verified answer sends its steps, then its verdicts, then the
// response the request without "stream" gets.
func TestStreamVerified(t *testing.T) {
	body := `{"question":"Can I get a refund?","sources":[` + policy + `],"policy":"repair"}`
	srv := newServer(t, Config{}, extractive.Provider{})
	want, err := contract.HandleVerified(context.Background(), []byte(body), extractive.Provider{})
	if err != nil {
		t.Fatal(err)
	}
	evs := postStream(t, srv.URL+"/v1/verified", strings.Replace(body, `{"question"`, `{"stream":true,"question"`, 1))
	var wantEvents []event
	for _, step := range want.Path {
		if step == "extract" || step == "cover" || step == "repair" {
			wantEvents = append(wantEvents, event{"step", `{"step":"` + step + `"}`})
		}
	}
	for _, s := range contract.VerifiedSentences(want) {
		wantEvents = append(wantEvents, event{"sentence", jsonOf(t, s)})
	}
	wantEvents = append(wantEvents, event{"result", jsonOf(t, want)})
	if diff := cmp.Diff(wantEvents, evs); diff != "" {
		t.Errorf("POST /v1/verified with stream (-want +got):\n%s", diff)
	}
}

// A streamingProvider streams a fixed output in pieces, a pause apart, or
// fails after its first piece.
type streamingProvider struct {
	out   string
	pause time.Duration
	fail  error
}

func (p *streamingProvider) Complete(ctx context.Context, req *extract.Request) (string, error) {
	return p.Stream(ctx, req, func(string) error { return nil })
}

func (p *streamingProvider) Stream(ctx context.Context, _ *extract.Request, yield func(string) error) (string, error) {
	for i := 0; i < len(p.out); i += 16 {
		if err := yield(p.out[i:min(i+16, len(p.out))]); err != nil {
			return "", err
		}
		if p.fail != nil {
			return "", p.fail
		}
		select {
		case <-ctx.Done():
			return "", ctx.Err()
		case <-time.After(p.pause):
		}
	}
	return p.out, nil
}

func TestStreamVerifiedProgress(t *testing.T) {
	progressEvery = 0
	t.Cleanup(func() { progressEvery = 250 * time.Millisecond })
	sources := []extract.Source{{ID: "policy", Text: "Refund policy. You may request a refund within 30 days of purchase. Monthly plans are not refundable."}}
	out, err := extractive.Provider{}.Complete(context.Background(), extract.AnswerRequest("Can I get a refund?", sources))
	if err != nil {
		t.Fatal(err)
	}
	body := `{"stream":true,"question":"Can I get a refund?","sources":[` + policy + `]}`
	srv := newServer(t, Config{}, &streamingProvider{out: out, pause: time.Millisecond})
	evs := postStream(t, srv.URL+"/v1/verified", body)
	progress := 0
	for _, e := range evs {
		if e.Name == "progress" {
			progress++
			var v struct {
				Step  string
				Bytes int
			}
			if err := json.Unmarshal([]byte(e.Data), &v); err != nil || v.Step != "extract" || v.Bytes <= 0 || v.Bytes > len(out) {
				t.Errorf("progress event %s: want the step and the bytes so far", e.Data)
			}
		}
	}
	if progress == 0 || evs[0].Name != "step" || evs[len(evs)-1].Name != "result" {
		t.Errorf("events %v: want a step, progress, and a result last", evs)
	}
	// A stream that fails once it has begun is an error event.
	srv = newServer(t, Config{}, &streamingProvider{out: out, fail: &extract.ProviderError{Provider: "fake", StatusCode: 500, Message: "stream cut"}})
	evs = postStream(t, srv.URL+"/v1/verified", body)
	if last := evs[len(evs)-1]; last.Name != "error" || !strings.Contains(last.Data, `"code":"upstream_error"`) {
		t.Errorf("events %v: want an upstream_error event last", evs)
	}
}

// Errors found before the first event are answered as without "stream";
// after it, with an error event.
func TestStreamErrors(t *testing.T) {
	srv := newServer(t, Config{}, extractive.Provider{})
	for _, tt := range []struct {
		path, body string
		status     int
		code       string
	}{
		{"/v1/check", `{"sources":[],"answer":"x [1].","stream":true}`, 400, "no_sources"},
		{"/v1/check", `{"sources":[` + policy + `],"answer":"x","stream":true,"bogus":1}`, 400, "invalid_request"},
		{"/v1/check", `{"sources":[` + policy + `],"answer":"x","stream":true,"options":{"mode":"loose"}}`, 400, "invalid_request"},
		{"/v1/verified", `{"question":"q","sources":[],"stream":true}`, 400, "no_sources"},
		{"/v1/verify", `{"sources":[` + policy + `],"claims":[],"stream":true}`, 400, "invalid_request"},
	} {
		status, v := post(t, srv.URL+tt.path, tt.body)
		if status != tt.status || errorCode(v) != tt.code {
			t.Errorf("POST %s %.60s: %d %q; want %d %q (%v)", tt.path, tt.body, status, errorCode(v), tt.status, tt.code, v)
		}
	}
	// Past 100 quotations, after the sentences before them.
	answer := strings.Repeat("You may request a refund within 30 days [policy]. ", 20) + strings.Repeat(`"refund policy" `, 101)
	evs := postStream(t, srv.URL+"/v1/check", `{"sources":[`+policy+`],"answer":`+jsonOf(t, answer)+`,"stream":true}`)
	if len(evs) < 2 || evs[0].Name != "sentence" || evs[len(evs)-1].Name != "error" || !strings.Contains(evs[len(evs)-1].Data, `"code":"too_large"`) {
		t.Errorf("events %v: want sentences, then a too_large error", evs)
	}
}

// A client that goes away stops the check: the pieces after it are not
// checked, and the request's slot is given back.
func TestStreamClientGone(t *testing.T) {
	h := NewHandler(Config{MaxBody: 8 << 20, MaxInFlight: 2}, extractive.Provider{}, quiet)
	var pieces atomic.Int64
	h.h.piece = func() {
		pieces.Add(1)
		time.Sleep(time.Millisecond)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	answer := strings.Repeat("You may request a refund within 30 days [policy]. ", 2000)
	total := int64((len(answer) + checkPiece - 1) / checkPiece)
	body := `{"sources":[` + policy + `],"answer":` + jsonOf(t, answer) + `,"stream":true}`
	ctx, cancel := context.WithCancel(context.Background())
	req, err := http.NewRequestWithContext(ctx, "POST", srv.URL+"/v1/check", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(resp.Body).ReadString('\n')
	if err != nil || line != "event: sentence\n" {
		t.Fatalf("first line %q, %v; want a sentence event", line, err)
	}
	cancel()
	resp.Body.Close()
	deadline := time.Now().Add(5 * time.Second)
	for h.InFlight() > 0 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	if n := h.InFlight(); n > 0 {
		t.Fatalf("%d requests in flight 5 s after the client went away", n)
	}
	if n := pieces.Load(); n >= total {
		t.Errorf("%d of %d pieces checked after the client went away; want the check stopped", n, total)
	}
}
