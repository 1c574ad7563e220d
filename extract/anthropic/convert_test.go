package anthropic

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/verbatim-go/verbatim/extract"
)

// FuzzCitations checks that whatever a cited response holds, Citations mode
// turns it into output that extract.Parse accepts.
func FuzzCitations(f *testing.F) {
	f.Add(`{"content":[{"type":"text","text":"a","citations":[{"type":"char_location","cited_text":"b","document_index":0}]}],"stop_reason":"end_turn"}`, 1)
	f.Add(`{"content":[{"type":"text","text":" ","citations":[{"type":"char_location","cited_text":"","document_index":-1}]},{"type":"text","text":"x"}]}`, 0)
	f.Add(`{"content":[{"type":"text","text":"\u003c/source\u003e","citations":[{"type":"char_location","cited_text":"\ufffd","document_index":3}]}]}`, 2)
	f.Fuzz(func(t *testing.T, body string, ndocs int) {
		var r messagesResponse
		if json.Unmarshal([]byte(body), &r) != nil {
			return
		}
		docs := make([]extract.Source, max(0, min(ndocs, 8)))
		for i := range docs {
			docs[i] = extract.Source{ID: string(rune('a' + i)), Text: "Ab é " + string(rune('a'+i))}
		}
		out, _, err := r.answer(docs)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := extract.Parse(out); err != nil {
			t.Fatalf("answer(%s) = %s, which Parse rejects: %v", body, out, err)
		}
	})
}

func TestAttemptTimeout(t *testing.T) {
	tests := []struct {
		timeout   time.Duration
		maxTokens int
		want      time.Duration
	}{
		{0, 4096, 10 * time.Minute},        // the SDKs reckon 115s: the default covers it
		{0, 21_333, 10 * time.Minute},      // the most the default covers
		{0, 64_000, 30 * time.Minute},      // an hour per 128,000 tokens
		{0, 128_000, time.Hour},            //
		{time.Minute, 64_000, time.Minute}, // the caller's bound stands
		{-1, 64_000, -1},
	}
	for _, tt := range tests {
		c := &Client{Timeout: tt.timeout}
		if got := c.timeout(tt.maxTokens); got != tt.want {
			t.Errorf("Client{Timeout: %v}.timeout(%d) = %v; want %v", tt.timeout, tt.maxTokens, got, tt.want)
		}
	}
}
