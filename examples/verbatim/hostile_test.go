package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// TestLimits checks that a request past a library limit is answered with a
// too_large error and exit status 2, and that with --jsonl the lines after
// it are still answered.
func TestLimits(t *testing.T) {
	policy := `{"id":"1","text":"Refunds take 30 days. Monthly plans are not refundable."}`
	tooMany := `{"sources":[` + policy + `],"answer":"Refunds take 30 days ` + strings.Repeat("[1-100]", 1001) + `."}`
	quotes := `{"sources":[` + policy + `],"answer":"` + strings.Repeat(`He said \"refunds take 30 days\". `, 101) + `"}`
	fine := `{"sources":[` + policy + `],"answer":"Refunds take 30 days [1]."}`
	claim := `{"text":"Refunds take 30 days.","source":"1","quote":"Refunds take 30 days"}`
	claims := `{"sources":[` + policy + `],"claims":[` + strings.Repeat(claim+",", 1000) + claim + `]}`
	for _, tt := range []struct {
		args  []string
		in    string
		codes []string // error code per output line, "" for a response
	}{
		{[]string{"check"}, tooMany, []string{"too_large"}},
		{[]string{"check"}, quotes, []string{"too_large"}},
		{[]string{"check", "--jsonl"}, tooMany + "\n" + fine + "\n" + quotes + "\n" + fine + "\n", []string{"too_large", "", "too_large", ""}},
		{[]string{"verify"}, claims, []string{"too_large"}},
		{[]string{"check"}, `{"sources":[{"id":"[1]","text":"x"}],"answer":"x"}`, []string{"invalid_request"}},
		{[]string{"verify"}, `{"sources":[{"id":"a\nb","text":"x"}],"claims":[]}`, []string{"invalid_request"}},
	} {
		var stdout, stderr bytes.Buffer
		status := run(tt.args, strings.NewReader(tt.in), &stdout, &stderr)
		if status != exitBadData {
			t.Errorf("verbatim %v: exit %d; want %d", tt.args, status, exitBadData)
		}
		lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
		if len(lines) != len(tt.codes) {
			t.Fatalf("verbatim %v: %d output lines; want %d:\n%.500s", tt.args, len(lines), len(tt.codes), stdout.String())
		}
		for i, line := range lines {
			var v struct {
				Error *struct{ Code, Message string }
			}
			if err := json.Unmarshal([]byte(line), &v); err != nil {
				t.Fatalf("verbatim %v: line %d is not JSON: %v", tt.args, i+1, err)
			}
			code := ""
			if v.Error != nil {
				code = v.Error.Code
			}
			if code != tt.codes[i] {
				t.Errorf("verbatim %v: line %d has error code %q; want %q", tt.args, i+1, code, tt.codes[i])
			}
		}
	}
}

// TestHostileText checks that hostile text within the limits is checked
// and answered with valid JSON whose code point offsets slice the answer.
func TestHostileText(t *testing.T) {
	in := `{"sources":[{"id":"1","text":"\ufeffRefunds\u0000 take 30 days.\r\nMonthly plans are \u202enot\u202c refundable.\ud800"}],` +
		`"answer":"Refunds take 30 days [1].\r\u200b` + "\x80" + `Monthly plans are not refundable [1].` + "\xff" + `"}`
	var stdout, stderr bytes.Buffer
	if status := run([]string{"check"}, strings.NewReader(in), &stdout, &stderr); status != exitOK {
		t.Fatalf("exit %d: %s", status, stdout.String())
	}
	var req struct{ Answer string }
	json.Unmarshal([]byte(in), &req)
	var resp struct {
		Sentences []struct {
			Start, End int
			Text       string
		}
	}
	if err := json.Unmarshal(stdout.Bytes(), &resp); err != nil {
		t.Fatal(err)
	}
	runes := []rune(req.Answer)
	for _, s := range resp.Sentences {
		if got := string(runes[s.Start:s.End]); got != s.Text {
			t.Errorf("answer runes [%d:%d] = %q; sentence %q", s.Start, s.End, got, s.Text)
		}
	}
	if len(resp.Sentences) != 2 {
		t.Errorf("%d sentences; want 2: %s", len(resp.Sentences), stdout.String())
	}
}
