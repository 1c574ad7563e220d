package openai_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/extract/openai"
)

// standIn returns a local server that answers like a Chat Completions API,
// so that the example runs without network access or an API key.
func standIn() *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		answer := `{"answer":"You have 30 days.","claims":[{"text":"Refunds can be requested within 30 days of purchase.","source":"policy","quote":"You can request a full refund within 30 days of purchase."}]}`
		json.NewEncoder(w).Encode(map[string]any{
			"object":  "chat.completion",
			"choices": []any{map[string]any{"index": 0, "finish_reason": "stop", "message": map[string]any{"role": "assistant", "content": answer}}},
		})
	}))
}

func Example() {
	srv := standIn()
	defer srv.Close()

	c := &openai.Client{
		Model:   "gpt-4o-mini",   // the server's model name, e.g. "llama3.1:8b" for Ollama
		BaseURL: srv.URL + "/v1", // "" calls https://api.openai.com/v1
		// APIKey: "" reads OPENAI_API_KEY; local servers need none.
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
