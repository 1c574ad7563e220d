package anthropic

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/extract/internal/httpx"
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

// TestStreamedCitationsEqualComplete checks, for any cited message split
// into any deltas, that the pieces Stream delivers in Citations mode
// concatenate to its output, and that the output is what Complete makes of
// the same message.
func TestStreamedCitationsEqualComplete(t *testing.T) {
	docs := []extract.Source{{ID: "a", Text: "Refunds within 30 days. We never charge fees."}, {ID: "b", Text: "Café <b> & \"c\"."}}
	rapid.Check(t, func(t *rapid.T) {
		piece := rapid.StringMatching("[ \t\n\u00a0\u2028a-zé<>&\"\\\\.]{0,6}")
		nblocks := rapid.IntRange(0, 4).Draw(t, "blocks")
		var events strings.Builder
		write := func(v map[string]any) {
			b, _ := json.Marshal(v)
			fmt.Fprintf(&events, "event: %s\ndata: %s\n\n", v["type"], b)
		}
		write(map[string]any{"type": "message_start", "message": map[string]any{"type": "message"}})
		var want messagesResponse
		for i := range nblocks {
			first := piece.Draw(t, "start")
			write(map[string]any{"type": "content_block_start", "index": i, "content_block": map[string]any{"type": "text", "text": first}})
			block := contentBlock{Type: "text", Text: first}
			for _, p := range rapid.SliceOfN(piece, 0, 4).Draw(t, "deltas") {
				write(map[string]any{"type": "content_block_delta", "index": i, "delta": map[string]any{"type": "text_delta", "text": p}})
				block.Text += p
			}
			for range rapid.IntRange(0, 2).Draw(t, "citations") {
				cit := citation{Type: "char_location", CitedText: piece.Draw(t, "cited"), DocumentIndex: rapid.IntRange(-1, 2).Draw(t, "doc")}
				write(map[string]any{"type": "content_block_delta", "index": i, "delta": map[string]any{"type": "citations_delta", "citation": cit}})
				block.Citations = append(block.Citations, cit)
			}
			write(map[string]any{"type": "content_block_stop", "index": i})
			want.Content = append(want.Content, block)
		}
		write(map[string]any{"type": "message_delta", "delta": map[string]any{"stop_reason": "end_turn"}})
		write(map[string]any{"type": "message_stop"})

		cl := &call{hc: &httpx.Client{Provider: "anthropic"}, docs: docs}
		var pieces []string
		s := &streamer{cl: cl, yield: func(p string) error {
			if p == "" {
				t.Fatalf("an empty piece")
			}
			pieces = append(pieces, p)
			return nil
		}}
		resp, err := s.read(httpx.NewEventReader(strings.NewReader(events.String()), 0, 0))
		if err != nil {
			t.Fatal(err)
		}
		c := &Client{}
		out, err := c.finish(cl, resp)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.rest(out); err != nil {
			t.Fatal(err)
		}
		wantOut, _, _ := want.answer(docs)
		if out != wantOut || strings.Join(pieces, "") != out {
			t.Fatalf("streamed output %s from pieces %q; want Complete's %s", out, pieces, wantOut)
		}
	})
}
