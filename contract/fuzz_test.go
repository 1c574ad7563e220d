package contract

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"unicode/utf8"
)

// seedRequests adds the command-line tool's test requests as seeds.
func seedRequests(f *testing.F, dir string) {
	files, _ := filepath.Glob(filepath.Join("..", "examples", "verbatim", "testdata", dir, "*.json"))
	if len(files) == 0 {
		f.Fatalf("no seed requests in ../examples/verbatim/testdata/%s", dir)
	}
	for _, file := range files {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte(`{"sources":[{"id":"1","text":"Refunds take 30 days.\r\n\u0000\ud800"}],"answer":"Refunds take 30 days [1][1-100] \"take 30\".","claims":[]}`))
	// The fields of sources, claims and requests that say what is checked
	// against what.
	f.Add([]byte(`{"question":"What is the late fee?","sources":[{"id":"1","document":"lease","text":"Tenant shall pay rent monthly."},` +
		`{"id":"2","document":"lease","text":"Late rent bears a fee of $75."},{"id":"w","kind":"snippet","text":"Fees: $75 late"}],` +
		`"answer":"Late rent bears a fee of $75 [1].","claims":[{"text":"Late rent bears a fee of $75.","source":"2","quote":"Late rent bears a fee of $75","type":"procedural"}],` +
		`"options":{"detectSnippets":true,"audit":true,"stream":true}}`))
}

// checkAnswer checks what a handler returned for any request: a contract
// error with a code and a 400 or 413 status, or a response that encodes
// as valid JSON.
func checkAnswer(t *testing.T, v any, err error) {
	if err != nil {
		e := AsError(err)
		if e.Code == "" || e.Message == "" || e.Status != http.StatusBadRequest && e.Status != http.StatusRequestEntityTooLarge {
			t.Fatalf("error %v: code %q, status %d", err, e.Code, e.Status)
		}
		return
	}
	out, err := json.Marshal(v)
	if err != nil || !utf8.Valid(out) {
		t.Fatalf("response does not encode as valid JSON: %v", err)
	}
}

// FuzzHandleCheck feeds any bytes to the check handler.
func FuzzHandleCheck(f *testing.F) {
	seedRequests(f, "check")
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<14 {
			return
		}
		v, err := HandleCheck(data)
		checkAnswer(t, v, err)
		if err == nil {
			var req CheckRequest
			json.Unmarshal(data, &req)
			n := utf8.RuneCountInString(req.Answer)
			for _, s := range v.Sentences {
				if s.Start < 0 || s.End > n || s.Start > s.End {
					t.Fatalf("sentence [%d:%d] outside an answer of %d code points", s.Start, s.End, n)
				}
			}
		}
	})
}

// FuzzHandleVerify feeds any bytes to the verify handler.
func FuzzHandleVerify(f *testing.F) {
	seedRequests(f, "verify")
	f.Add([]byte(`{"sources":[{"id":"1","text":"Refunds take 30 days."}],"claims":[{"text":"Refunds take 30 days.","source":"1","quote":"Refunds take 30 days"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<14 {
			return
		}
		v, err := HandleVerify(data)
		checkAnswer(t, v, err)
	})
}
