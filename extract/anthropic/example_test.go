package anthropic_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/extract/anthropic"
)

// standIn returns a local server that answers like the Messages API, so
// that the examples run without network access or an API key.
func standIn() *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			OutputConfig json.RawMessage `json:"output_config"`
			Stream       bool            `json:"stream"`
		}
		b, _ := io.ReadAll(r.Body)
		json.Unmarshal(b, &req)
		if req.Stream { // structured output, in three text deltas
			w.Header().Set("Content-Type", "text/event-stream")
			io.WriteString(w, "event: message_start\ndata: {\"type\":\"message_start\",\"message\":{\"type\":\"message\",\"role\":\"assistant\",\"content\":[]}}\n\n"+
				"event: content_block_start\ndata: {\"type\":\"content_block_start\",\"index\":0,\"content_block\":{\"type\":\"text\",\"text\":\"\"}}\n\n")
			for _, piece := range []string{`{\"answer\":\"You have`, ` 30 days.\",\"claims\":[{\"text\":\"Refunds can be requested within 30 days.\",`, `\"source\":\"policy\",\"quote\":\"within 30 days of purchase\"}]}`} {
				io.WriteString(w, "event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\""+piece+"\"}}\n\n")
			}
			io.WriteString(w, "event: content_block_stop\ndata: {\"type\":\"content_block_stop\",\"index\":0}\n\n"+
				"event: message_delta\ndata: {\"type\":\"message_delta\",\"delta\":{\"stop_reason\":\"end_turn\"}}\n\n"+
				"event: message_stop\ndata: {\"type\":\"message_stop\"}\n\n")
			return
		}
		content := []any{map[string]any{"type": "text", "text": `{"answer":"You have 30 days.","claims":[{"text":"Refunds can be requested within 30 days of purchase.","source":"policy","quote":"You can request a full refund within 30 days of purchase."}]}`}}
		if req.OutputConfig == nil { // citations mode
			content = []any{
				map[string]any{"type": "text", "text": "You have 30 days", "citations": []any{map[string]any{
					"type": "char_location", "cited_text": "You can request a full refund within 30 days of purchase.",
					"document_index": 0, "start_char_index": 0, "end_char_index": 57}}},
				map[string]any{"type": "text", "text": "."},
			}
		}
		json.NewEncoder(w).Encode(map[string]any{"type": "message", "role": "assistant", "content": content, "stop_reason": "end_turn"})
	}))
}

func Example() {
	srv := standIn()
	defer srv.Close()

	c := &anthropic.Client{
		APIKey:  "sk-ant-example", // "" reads ANTHROPIC_API_KEY
		Model:   "claude-sonnet-4-6",
		BaseURL: srv.URL, // "" calls https://api.anthropic.com
	}
	sources := []extract.Source{{ID: "policy", Text: "You can request a full refund within 30 days of purchase."}}
	out, err := c.Complete(context.Background(), extract.AnswerRequest("How long do I have to ask for a refund?", sources))
	if err != nil {
		fmt.Println(err)
		return
	}
	a, err := extract.Parse(out)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(a.Answer)
	for _, c := range a.Claims {
		fmt.Printf("%s [%s] %q\n", c.Text, c.Source, c.Quote)
	}
	// Output:
	// You have 30 days.
	// Refunds can be requested within 30 days of purchase. [policy] "You can request a full refund within 30 days of purchase."
}

func Example_citations() {
	srv := standIn()
	defer srv.Close()

	c := &anthropic.Client{APIKey: "sk-ant-example", BaseURL: srv.URL, Mode: anthropic.Citations}
	sources := []extract.Source{{ID: "policy", Text: "You can request a full refund within 30 days of purchase."}}
	out, err := c.Complete(context.Background(), extract.AnswerRequest("How long do I have to ask for a refund?", sources))
	if err != nil {
		fmt.Println(err)
		return
	}
	// The API's citations come back as claims, to be verified like any
	// other.
	fmt.Println(out)
	// Output:
	// {"answer":"You have 30 days.","claims":[{"text":"You have 30 days","source":"policy","quote":"You can request a full refund within 30 days of purchase."}]}
}

func ExampleClient_Stream() {
	srv := standIn()
	defer srv.Close()

	c := &anthropic.Client{APIKey: "sk-ant-example", BaseURL: srv.URL}
	sources := []extract.Source{{ID: "policy", Text: "You can request a full refund within 30 days of purchase."}}
	var shown strings.Builder
	out, err := c.Stream(context.Background(), extract.AnswerRequest("How long do I have?", sources), func(piece string) error {
		shown.WriteString(piece) // e.g. send it on to a browser
		return nil
	})
	if err != nil {
		// What was shown is not an answer: withdraw it.
		fmt.Println(err)
		return
	}
	fmt.Println(shown.String() == out)
	a, _ := extract.Parse(out)
	fmt.Println(a.Answer)
	// Output:
	// true
	// You have 30 days.
}
