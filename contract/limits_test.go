package contract

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/citations"
)

// src is a JSON source object.
func src(id, text string) string {
	b, _ := json.Marshal(citations.Source{ID: id, Text: text})
	return string(b)
}

// TestLimitsTooLarge checks that a request past a library limit is
// too_large with status 413 on both paths, never a truncated response.
func TestLimitsTooLarge(t *testing.T) {
	policy := src("1", "Refunds take 30 days. Monthly plans are not refundable.")
	ranges := strings.Repeat("[1-100]", 1001) // 100,100 citations
	quotes := strings.Repeat(`He said \"refunds take 30 days\" [1]. `, 101)
	claim := `{"text":"Refunds take 30 days.","source":"1","quote":"Refunds take 30 days"}`
	for _, tt := range []struct {
		name string
		run  func() (any, error)
	}{
		{"check: an answer past MaxAnswerBytes", func() (any, error) {
			return HandleCheck([]byte(`{"sources":[` + policy + `],"answer":"` + strings.Repeat("a", 1<<20+1) + `"}`))
		}},
		{"check: markers past MaxCitations", func() (any, error) {
			return HandleCheck([]byte(`{"sources":[` + policy + `],"answer":"Refunds take 30 days ` + ranges + `."}`))
		}},
		{"check: quotations past MaxQuotations", func() (any, error) {
			return HandleCheck([]byte(`{"sources":[` + policy + `],"answer":"` + quotes + `"}`))
		}},
		{"check: sources past MaxSources", func() (any, error) {
			var srcs []string
			for i := 0; i < 1001; i++ {
				srcs = append(srcs, src(fmt.Sprint(i), "x"))
			}
			return HandleCheck([]byte(`{"sources":[` + strings.Join(srcs, ",") + `],"answer":"x"}`))
		}},
		{"verify: claims past MaxClaims", func() (any, error) {
			return HandleVerify([]byte(`{"sources":[` + policy + `],"claims":[` + strings.Repeat(claim+",", 1000) + claim + `]}`))
		}},
		{"verify: a quote past MaxQuoteBytes", func() (any, error) {
			return HandleVerify([]byte(`{"sources":[` + policy + `],"claims":[{"text":"x","source":"1","quote":"` + strings.Repeat("a", 64<<10+1) + `"}]}`))
		}},
	} {
		v, err := tt.run()
		e := AsError(err)
		if err == nil || e.Code != CodeTooLarge || e.Status != http.StatusRequestEntityTooLarge {
			t.Errorf("%s: %T, %v; want too_large, 413", tt.name, v, err)
		}
		if !strings.Contains(e.Message, "limit exceeded: Max") {
			t.Errorf("%s: message %q does not name the limit", tt.name, e.Message)
		}
	}
}

// TestInvalidIDs checks that ids that cannot be written as a marker are
// invalid_request, 400, on both paths.
func TestInvalidIDs(t *testing.T) {
	for _, id := range []string{"1]", "[1", "a\nb", "a\u0000b", "a\u202eb"} {
		body := src(id, "Refunds take 30 days.")
		_, err := HandleCheck([]byte(`{"sources":[` + body + `],"answer":"Refunds take 30 days [1]."}`))
		if e := AsError(err); err == nil || e.Code != CodeInvalidRequest || e.Status != http.StatusBadRequest {
			t.Errorf("check with id %q: %v; want invalid_request", id, err)
		}
		_, err = HandleVerify([]byte(`{"sources":[` + body + `],"claims":[]}`))
		if e := AsError(err); err == nil || e.Code != CodeInvalidRequest || e.Status != http.StatusBadRequest {
			t.Errorf("verify with id %q: %v; want invalid_request", id, err)
		}
	}
}

// TestHostileJSON checks requests whose strings hold what JSON can carry
// of hostile text: NUL, lone surrogates, invalid UTF-8 (which the decoder
// turns into U+FFFD), BOMs, CR and bidi controls. Responses are valid
// UTF-8 and their code point offsets slice the strings they index.
func TestHostileJSON(t *testing.T) {
	text := "\ufeffRefunds\u0000 take 30 days.\r\nMonthly plans are \u202enot\u202c refundable.\xff"
	// A JSON escape of a lone surrogate, and raw invalid bytes: the decoder
	// reads both as U+FFFD.
	answer := `Refunds\u0000 take 30 days [1].\r\u200bMonthly plans are not refundable [1].\ud800` + "\xff\x80"
	req := `{"sources":[` + src("1", text) + `],"answer":"` + answer + `"}`
	v, err := HandleCheck([]byte(req))
	if err != nil {
		t.Fatal(err)
	}
	resp := v
	out, _ := json.Marshal(resp)
	if !utf8.Valid(out) {
		t.Errorf("response is not valid UTF-8: %q", out)
	}
	var decoded CheckRequest
	if err := json.Unmarshal([]byte(req), &decoded); err != nil {
		t.Fatal(err)
	}
	runes := []rune(decoded.Answer)
	for _, s := range resp.Sentences {
		if got := string(runes[s.Start:s.End]); got != s.Text {
			t.Errorf("answer runes [%d:%d] = %q; sentence %q", s.Start, s.End, got, s.Text)
		}
	}
	claims := `[{"text":"Refunds take 30 days.","source":"1","quote":"Refunds\u0000 take 30 days"},` +
		`{"text":"Monthly plans are refundable.","source":"1","quote":"Monthly plans are \u202enot\u202c refundable"}]`
	vr, err := HandleVerify([]byte(`{"sources":[` + src("1", text) + `],"claims":` + claims + `}`))
	if err != nil {
		t.Fatal(err)
	}
	srcRunes := []rune(strings.ToValidUTF8(text, "\ufffd"))
	for _, c := range vr.Citations {
		if got := string(srcRunes[c.Start:c.End]); got != c.Quote {
			t.Errorf("source runes [%d:%d] = %q; citation %q", c.Start, c.End, got, c.Quote)
		}
	}
	if len(vr.Citations) != 1 || len(vr.Unsupported) != 1 || vr.Unsupported[0].Status.String() != "negation_mismatch" {
		t.Errorf("verify = %+v; want the first claim grounded and the second a negation mismatch", vr)
	}
}
