package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

var locateTests = []struct {
	args       []string
	wantStatus int
	want       string
}{
	{[]string{"--quote", "testdata/locate/across-lines.txt"}, 0, `{"found":true,"start":41,"end":68,"kind":"normalized","similarity":1}`},
	{[]string{"--quote", "testdata/locate/cjk.txt"}, 0, `{"found":true,"start":70,"end":80,"kind":"exact","similarity":1}`},
	{[]string{"--quote", "testdata/locate/folded.txt"}, 0, `{"found":true,"start":82,"end":106,"kind":"normalized","similarity":1}`},
	{[]string{"--quote", "testdata/locate/drift.txt"}, 0, `{"found":false,"start":0,"end":0,"kind":"none","similarity":0}`},
	{[]string{"--quote", "testdata/locate/drift.txt", "--fuzzy"}, 0, `{"found":true,"start":16,"end":68,"kind":"fuzzy","similarity":0.96}`},
	{[]string{"--quote", "testdata/locate/drift.txt", "--fuzzy", "--mode", "lenient"}, 0, `{"found":true,"start":16,"end":68,"kind":"fuzzy","similarity":0.96}`},
	{[]string{"--quote", "testdata/locate/absent.txt", "--fuzzy"}, 0, `{"found":false,"start":0,"end":0,"kind":"none","similarity":0}`},
	{[]string{"--quote", "testdata/locate/blank.txt"}, 0, `{"found":false,"start":0,"end":0,"kind":"none","similarity":0}`},
	{[]string{"--quote", "testdata/locate/missing.txt"}, 2, `{"error":{"code":"invalid_request","message":"reading quote: open testdata/locate/missing.txt: no such file or directory"}}`},
	{[]string{"--quote", "testdata/locate/cjk.txt", "--mode", "loose"}, 2, `{"error":{"code":"invalid_request","message":"normalize: unknown mode \"loose\" (want strict or lenient)"}}`},
	{[]string{}, 2, `{"error":{"code":"invalid_request","message":"locate needs --source FILE and --quote FILE"}}`},
}

func TestLocateCommand(t *testing.T) {
	for _, tt := range locateTests {
		args := append([]string{"locate"}, tt.args...)
		if len(tt.args) > 0 {
			args = append(args, "--source", "testdata/locate/source.txt")
		}
		var stdout, stderr bytes.Buffer
		status := run(args, strings.NewReader(""), &stdout, &stderr)
		got := strings.TrimSpace(stdout.String())
		if status != tt.wantStatus || got != tt.want {
			t.Errorf("verbatim %s: exit %d\n%s\nwant exit %d\n%s", strings.Join(args, " "), status, got, tt.wantStatus, tt.want)
		}
		if !json.Valid([]byte(got)) {
			t.Errorf("verbatim %s: output is not JSON: %s", strings.Join(args, " "), got)
		}
	}
}

// The offsets are code points: slicing the source by them gives the text
// the quote matched.
func TestLocateCommandOffsets(t *testing.T) {
	var stdout, stderr bytes.Buffer
	run([]string{"locate", "--source", "testdata/locate/source.txt", "--quote", "testdata/locate/cjk.txt"}, nil, &stdout, &stderr)
	var resp struct{ Start, End int }
	if err := json.Unmarshal(stdout.Bytes(), &resp); err != nil {
		t.Fatal(err)
	}
	src := []rune("Refund policy.\r\nYou may request a refund within 30 days\r\nof purchase. 全额退款仅限三十天内。 The ﬁnal price is ３０ USD.")
	if got := string(src[resp.Start:resp.End]); got != "全额退款仅限三十天内" {
		t.Errorf("source[%d:%d] = %q; want the quote", resp.Start, resp.End, got)
	}
}
