package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/verbatim-go/verbatim/contract"
	"github.com/verbatim-go/verbatim/extract/extractive"
)

const streamSourcesFile = `{"sources":[{"id":"1","text":"Annual plans can be refunded within 30 days of purchase. Monthly plans are not refundable."},` +
	`{"id":"2","text":"退款期限为30天。"}],"options":{"audit":true}}`

const streamAnswer = "Annual plans can be refunded within 30 days [1]. Monthly plans are refundable [1]. 退款期限为30天[2]。 Refunds are instant [7]."

func writeFile(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// "verbatim check --stream" writes the sentence objects of "verbatim check"
// one per line, then its response line, byte for byte, whatever the reads.
func TestCheckStream(t *testing.T) {
	file := writeFile(t, "sources.json", streamSourcesFile)
	var src streamSources
	if err := json.Unmarshal([]byte(streamSourcesFile), &src); err != nil {
		t.Fatal(err)
	}
	req, _ := json.Marshal(contract.CheckRequest{Sources: src.Sources, Answer: streamAnswer, Options: src.Options})
	var want bytes.Buffer
	if status := run([]string{"check"}, bytes.NewReader(req), &want, io.Discard); status != exitOK {
		t.Fatalf("verbatim check = %d: %s", status, want.String())
	}
	var resp contract.CheckResponse
	if err := json.Unmarshal(want.Bytes(), &resp); err != nil {
		t.Fatal(err)
	}
	var wantLines []string
	for _, s := range resp.Sentences {
		var b bytes.Buffer
		writeJSON(&b, s)
		wantLines = append(wantLines, strings.TrimSuffix(b.String(), "\n"))
	}
	wantLines = append(wantLines, strings.TrimSuffix(want.String(), "\n"))
	for name, in := range map[string]io.Reader{
		"whole":          strings.NewReader(streamAnswer),
		"a byte a read":  iotest.OneByteReader(strings.NewReader(streamAnswer)),
		"half a read":    iotest.HalfReader(strings.NewReader(streamAnswer)),
		"with an EOF":    iotest.DataErrReader(strings.NewReader(streamAnswer)),
		"in small reads": &chunkReader{s: streamAnswer, n: 5},
	} {
		var out bytes.Buffer
		status := run([]string{"check", "--stream", "--sources", file}, in, &out, io.Discard)
		got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
		if status != exitOK || strings.Join(got, "\n") != strings.Join(wantLines, "\n") {
			t.Errorf("%s: verbatim check --stream = %d:\n%s\nwant:\n%s", name, status, out.String(), strings.Join(wantLines, "\n"))
		}
	}
}

// chunkReader reads s n bytes at a time.
type chunkReader struct {
	s string
	n int
}

func (r *chunkReader) Read(p []byte) (int, error) {
	if r.s == "" {
		return 0, io.EOF
	}
	k := copy(p[:min(len(p), r.n)], r.s)
	r.s = r.s[k:]
	return k, nil
}

// lineWriter sends each line written to it on a channel.
type lineWriter struct {
	buf   bytes.Buffer
	lines chan string
}

func (w *lineWriter) Write(p []byte) (int, error) {
	w.buf.Write(p)
	for {
		line, err := w.buf.ReadString('\n')
		if err != nil {
			w.buf.WriteString(line)
			return len(p), nil
		}
		w.lines <- line
	}
}

// "verbatim check --stream" writes a verdict while the answer is still
// arriving.
func TestCheckStreamAsItArrives(t *testing.T) {
	file := writeFile(t, "sources.json", streamSourcesFile)
	pr, pw := io.Pipe()
	out := &lineWriter{lines: make(chan string, 16)}
	done := make(chan int)
	go func() { done <- run([]string{"check", "--stream", "--sources", file}, pr, out, io.Discard) }()
	if _, err := io.WriteString(pw, "Annual plans can be refunded within 30 days [1]. Monthly plans"); err != nil {
		t.Fatal(err)
	}
	select {
	case line := <-out.lines:
		var s contract.CheckSentence
		if err := json.Unmarshal([]byte(line), &s); err != nil || s.Status != "ok" || s.Start != 0 {
			t.Errorf("first line %s: want the first sentence, ok", line)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("no verdict while the answer arrives")
	}
	io.WriteString(pw, " are not refundable [1].")
	pw.Close()
	if status := <-done; status != exitOK {
		t.Errorf("exit %d", status)
	}
	if n := len(out.lines); n != 2 {
		t.Errorf("%d more lines; want the second sentence and the response", n)
	}
}

func TestCheckStreamErrors(t *testing.T) {
	good := writeFile(t, "good.json", streamSourcesFile)
	bad := writeFile(t, "bad.json", `{"sources":[{"id":"1","text":"x"}],"bogus":1}`)
	none := writeFile(t, "none.json", `{"sources":[]}`)
	for _, tt := range []struct {
		args  []string
		stdin string
		code  string
	}{
		{[]string{"check", "--stream"}, "", "invalid_request"},
		{[]string{"check", "--stream", "--jsonl", "--sources", good}, "", "invalid_request"},
		{[]string{"check", "--sources", good}, "", "invalid_request"},
		{[]string{"check", "--stream", "--sources", filepath.Join(t.TempDir(), "missing.json")}, "", "invalid_request"},
		{[]string{"check", "--stream", "--sources", bad}, "", "invalid_request"},
		{[]string{"check", "--stream", "--sources", none}, "", "no_sources"},
		{[]string{"check", "--stream", "--sources", good}, strings.Repeat(`"a b" `, 101), "too_large"},
	} {
		var out bytes.Buffer
		status := run(tt.args, strings.NewReader(tt.stdin), &out, io.Discard)
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		if status != exitBadData || !strings.Contains(lines[len(lines)-1], `"code":"`+tt.code+`"`) {
			t.Errorf("verbatim %s = %d, %s; want %d and %s last", strings.Join(tt.args, " "), status, out.String(), exitBadData, tt.code)
		}
	}
}

const createRequest = `{"question":"Can I get a refund for a monthly plan?","sources":[{"id":"policy","text":"Monthly plans are not refundable. Annual plans can be refunded within 30 days."}],"policy":"repair"}`

// "verbatim create" answers as POST /v1/verified does: offline by
// default, with any provider the flags name.
func TestCreate(t *testing.T) {
	var out bytes.Buffer
	if status := run([]string{"create"}, strings.NewReader(createRequest), &out, io.Discard); status != exitOK {
		t.Fatalf("verbatim create = %d: %s", status, out.String())
	}
	want, err := contract.HandleVerified(t.Context(), []byte(createRequest), extractive.Provider{})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	writeJSON(&b, want)
	if out.String() != b.String() || !want.Grounded {
		t.Errorf("verbatim create:\n%s\nwant the grounded answer of POST /v1/verified:\n%s", out.String(), b.String())
	}

	// Another provider, and a JSONL stream with a bad line in it.
	model := make(chan string, 4)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct{ Model string }
		json.NewDecoder(r.Body).Decode(&req)
		model <- req.Model + " " + r.Header.Get("Authorization")
		answer := `{"answer":"Monthly plans are not refundable.","claims":[{"text":"Monthly plans are not refundable.","source":"policy","quote":"Monthly plans are not refundable."}]}`
		json.NewEncoder(w).Encode(map[string]any{
			"object":  "chat.completion",
			"choices": []any{map[string]any{"index": 0, "finish_reason": "stop", "message": map[string]any{"role": "assistant", "content": answer}}},
		})
	}))
	defer srv.Close()
	getenv = func(k string) string { return map[string]string{"OPENAI_API_KEY": "sk-test"}[k] }
	t.Cleanup(func() { getenv = os.Getenv })
	out.Reset()
	in := createRequest + "\n{\"question\":\n" + createRequest + "\n"
	status := run([]string{"create", "--provider", "openai", "--model", "m-1", "--base-url", srv.URL, "--jsonl"}, strings.NewReader(in), &out, io.Discard)
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if status != exitBadData || len(lines) != 3 || !strings.Contains(lines[1], `"code":"invalid_request"`) ||
		!strings.Contains(lines[0], `"grounded":true`) || !strings.Contains(lines[2], `"grounded":true`) {
		t.Errorf("verbatim create --jsonl = %d:\n%s\nwant two answers around an invalid_request line", status, out.String())
	}
	if got := <-model; got != "m-1 Bearer sk-test" {
		t.Errorf("the model was asked as %q; want model m-1 with the key from OPENAI_API_KEY", got)
	}
}

func TestCreateErrors(t *testing.T) {
	getenv = func(string) string { return "" }
	t.Cleanup(func() { getenv = os.Getenv })
	for _, tt := range []struct {
		args []string
		in   string
		code string
	}{
		{[]string{"create", "--provider", "gemini"}, createRequest, "invalid_request"},
		{[]string{"create", "--provider", "anthropic"}, createRequest, "invalid_request"},
		{[]string{"create"}, `{"question":"q","sources":[]}`, "no_sources"},
		{[]string{"create"}, `{"question":"q"`, "invalid_request"},
	} {
		var out bytes.Buffer
		status := run(tt.args, strings.NewReader(tt.in), &out, io.Discard)
		if status != exitBadData || !strings.Contains(out.String(), `"code":"`+tt.code+`"`) {
			t.Errorf("verbatim %s = %d, %s; want %d and %s", strings.Join(tt.args, " "), status, out.String(), exitBadData, tt.code)
		}
	}
}

// An audit round trip: "verbatim check" with the audit option, then
// "verbatim replay" of the request and its record.
func TestReplay(t *testing.T) {
	req := `{"sources":[{"id":"1","text":"Annual plans can be refunded within 30 days of purchase."}],"answer":"Annual plans can be refunded within 30 days [1].","options":{"audit":true}}`
	var out bytes.Buffer
	if status := run([]string{"check"}, strings.NewReader(req), &out, io.Discard); status != exitOK {
		t.Fatalf("verbatim check = %d: %s", status, out.String())
	}
	var resp struct{ Audit json.RawMessage }
	if err := json.Unmarshal(out.Bytes(), &resp); err != nil || resp.Audit == nil {
		t.Fatalf("verbatim check with audit: %s", out.String())
	}
	for _, tt := range []struct {
		req    string
		status int
		want   string
	}{
		{req, exitOK, `{"match":true}`},
		{strings.Replace(req, "30 days of purchase", "31 days of purchase", 1), exitFailure, `"what":"source","id":"1"`},
	} {
		in := `{"request":` + tt.req + `,"audit":` + string(resp.Audit) + "}"
		out.Reset()
		status := run([]string{"replay"}, strings.NewReader(in), &out, io.Discard)
		if status != tt.status || !strings.Contains(out.String(), tt.want) {
			t.Errorf("verbatim replay = %d, %s; want %d and %s", status, out.String(), tt.status, tt.want)
		}
	}
	out.Reset()
	if status := run([]string{"replay"}, strings.NewReader(`{"request":{}}`), &out, io.Discard); status != exitBadData {
		t.Errorf("verbatim replay without an audit = %d, %s; want %d", status, out.String(), exitBadData)
	}
}
