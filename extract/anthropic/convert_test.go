package anthropic

import (
	"encoding/json"
	"testing"

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
		docs := make([]string, max(0, min(ndocs, 8)))
		for i := range docs {
			docs[i] = string(rune('a' + i))
		}
		out, err := r.answer(docs)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := extract.Parse(out); err != nil {
			t.Fatalf("answer(%s) = %s, which Parse rejects: %v", body, out, err)
		}
	})
}
