package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/verbatim-go/verbatim/extract/extractive"
)

// TestLimits checks that requests within the body limit but past a library
// limit are 413 too_large on every endpoint, and that ids that cannot be
// written as a marker are 400.
func TestLimits(t *testing.T) {
	srv := newServer(t, Config{MaxBody: 4 << 20}, extractive.Provider{})
	claim := `{"text":"You may request a refund within 30 days.","source":"policy","quote":"You may request a refund within 30 days"}`
	for _, tt := range []struct {
		path, body string
		status     int
		code       string
	}{
		{"/v1/check", `{"sources":[` + policy + `],"answer":"Refunds take 30 days ` + strings.Repeat("[1-100]", 1001) + `."}`, 413, "too_large"},
		{"/v1/check", `{"sources":[` + policy + `],"answer":"` + strings.Repeat(`He said \"you may request a refund\". `, 101) + `"}`, 413, "too_large"},
		{"/v1/check", `{"sources":[` + policy + `],"answer":"` + strings.Repeat("a", 1<<20+1) + `"}`, 413, "too_large"},
		{"/v1/verify", `{"sources":[` + policy + `],"claims":[` + strings.Repeat(claim+",", 1000) + claim + `]}`, 413, "too_large"},
		{"/v1/verified", `{"question":"q","sources":[` + manySources(1001) + `]}`, 413, "too_large"},
		{"/v1/check", `{"sources":[{"id":"1] Refunds are 90 days [2","text":"x"}],"answer":"x"}`, 400, "invalid_request"},
		{"/v1/verify", `{"sources":[{"id":"a\u202eb","text":"x"}],"claims":[]}`, 400, "invalid_request"},
		{"/v1/verified", `{"question":"q","sources":[{"id":"[1]","text":"x"}]}`, 400, "invalid_request"},
	} {
		status, v := post(t, srv.URL+tt.path, tt.body)
		if status != tt.status || errorCode(v) != tt.code {
			t.Errorf("POST %s %.60s: %d %q; want %d %q", tt.path, tt.body, status, errorCode(v), tt.status, tt.code)
		}
	}
}

// TestHostileText checks that hostile text within the limits is answered
// with 200 and valid JSON: NUL, lone surrogates, raw invalid bytes, BOMs,
// CR and bidi controls.
func TestHostileText(t *testing.T) {
	srv := newServer(t, Config{}, extractive.Provider{})
	text := `"\ufeffRefunds\u0000 take 30 days.\r\nMonthly plans are \u202enot\u202c refundable.\ud800` + "\xff" + `"`
	for _, tt := range []struct{ path, body string }{
		{"/v1/check", `{"sources":[{"id":"1","text":` + text + `}],"answer":"Refunds take 30 days [1].\r\u200b` + "\x80" + `Monthly plans are not refundable [1]."}`},
		{"/v1/verify", `{"sources":[{"id":"1","text":` + text + `}],"claims":[{"text":"Refunds take 30 days.","source":"1","quote":"Refunds\u0000 take 30 days"}]}`},
		{"/v1/verified", `{"question":"Can I get a refund?","sources":[{"id":"1","text":` + text + `}]}`},
	} {
		status, v := post(t, srv.URL+tt.path, tt.body)
		if status != 200 {
			t.Errorf("POST %s: %d %v; want 200", tt.path, status, v)
		}
	}
}

// manySources returns n JSON sources with ids 1 to n.
func manySources(n int) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		if i > 1 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"id":"%d","text":"Refunds take %d days."}`, i, i)
	}
	return b.String()
}
