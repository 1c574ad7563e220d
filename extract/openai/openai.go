// Package openai is an extract.Provider for the OpenAI Chat Completions API
// and the servers compatible with it (llama.cpp, vLLM, Ollama), built on
// net/http alone. A Client sends the library's prompts as a system (or
// developer) and a user message and asks for output that follows the
// request's schema, in strict mode. It is also an extract.StreamProvider,
// and retries as its extract.RetryPolicy says; a failed call is an
// *extract.ProviderError, which never contains the API key.
package openai

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/extract/internal/httpx"
)

// Defaults of a Client.
const (
	// DefaultBaseURL is the address of the OpenAI API.
	DefaultBaseURL = "https://api.openai.com/v1"
	// DefaultModel is the model used when Client.Model is empty. Set Model
	// explicitly in production, and always for other servers.
	DefaultModel = "gpt-4o-mini"
	// DefaultTimeout bounds one attempt of a call: 10 minutes, the
	// default of the OpenAI SDKs, whatever the token bound.
	DefaultTimeout = httpx.DefaultTimeout
	// DefaultMaxResponseBytes bounds a response body: 8 MiB.
	DefaultMaxResponseBytes = httpx.DefaultMaxBody
)

// A Client is an extract.Provider that calls a Chat Completions API. The
// zero value is ready to use: it calls OpenAI with the key in
// OPENAI_API_KEY and DefaultModel. A Client is safe for concurrent use; do
// not change its fields while it is in use.
type Client struct {
	// APIKey is sent as a bearer token; "" means the OPENAI_API_KEY
	// environment variable, and if that is empty too no Authorization
	// header is sent, as local servers expect.
	APIKey string
	// Model names the model; "" means DefaultModel.
	Model string
	// BaseURL is the address of the API, ending in /v1 or whatever prefix
	// the server uses; "" means DefaultBaseURL. Requests go to
	// BaseURL + "/chat/completions".
	BaseURL string
	// MaxTokens bounds the output when the request does not; 0 leaves it
	// to the server. It is sent as max_completion_tokens.
	MaxTokens int
	// LegacyMaxTokens sends the bound as max_tokens, for servers that do not
	// know max_completion_tokens. OpenAI deprecates max_tokens, and its
	// reasoning models (o1, o3, o4-mini and later) and the GPT-5 family
	// reject it; leave this false for OpenAI.
	LegacyMaxTokens bool
	// DeveloperRole sends the system prompt as a developer message rather
	// than a system message. OpenAI's reasoning models (o1 and later) and
	// newer models expect the developer role, which replaces the system
	// role for them; servers compatible with the API may not know it.
	DeveloperRole bool
	// HTTPClient sends the requests; nil means http.DefaultClient.
	HTTPClient *http.Client
	// Timeout bounds each attempt, a stream read to its end included; 0
	// means DefaultTimeout, a negative value means no bound other than the
	// context's.
	Timeout time.Duration
	// Retry says how failed calls are retried.
	Retry extract.RetryPolicy
	// MaxResponseBytes bounds a response body; 0 means
	// DefaultMaxResponseBytes.
	MaxResponseBytes int64
	// Header holds extra headers sent with each request, such as
	// OpenAI-Organization or a gateway's own key header. It cannot replace
	// the Authorization header when an API key is set.
	Header http.Header
}

// Complete sends req to the model and returns its output: for the
// library's own tasks, the JSON of an extract.Answer. It returns an error
// wrapping extract.ErrRefused if the model refused or the output was
// filtered, one wrapping extract.ErrMalformed if the output was cut off at
// the token limit, and an *extract.ProviderError if the call failed.
func (c *Client) Complete(ctx context.Context, req *extract.Request) (string, error) {
	cl, err := c.prepare(req, false)
	if err != nil {
		return "", err
	}
	out, err := cl.hc.Post(ctx, cl.url, cl.header, cl.body)
	if err != nil {
		return "", err
	}
	var resp chatResponse
	if err := json.Unmarshal(out, &resp); err != nil {
		return "", cl.hc.BadResponse("%v", err)
	}
	if len(resp.Choices) == 0 {
		return "", cl.hc.BadResponse("no choices")
	}
	ch := resp.Choices[0]
	text, ok := ch.Message.text()
	if !ok {
		return "", cl.hc.BadResponse("message content is neither text nor text parts")
	}
	return finish(cl.hc, text, ch.Message.Refusal, ch.FinishReason)
}

// call is a request ready to send.
type call struct {
	hc     *httpx.Client
	url    string
	header http.Header
	body   []byte
}

// prepare renders req as a Chat Completions request, streamed or not.
func (c *Client) prepare(req *extract.Request, stream bool) (*call, error) {
	if req.Task > extract.TaskPrompt {
		return nil, fmt.Errorf("openai: %v: %w", req.Task, extract.ErrUnsupported)
	}
	key := c.APIKey
	if key == "" {
		key = os.Getenv("OPENAI_API_KEY")
	}
	model := c.Model
	if model == "" {
		model = DefaultModel
	}
	body := chatRequest{Model: model, Stream: stream}
	if req.System != "" {
		role := "system"
		if c.DeveloperRole {
			role = "developer"
		}
		body.Messages = append(body.Messages, chatMessage{Role: role, Content: req.System})
	}
	body.Messages = append(body.Messages, chatMessage{Role: "user", Content: req.Prompt})
	if req.Schema != nil {
		body.ResponseFormat = &responseFormat{Type: "json_schema", JSONSchema: &jsonSchema{
			Name:   "verbatim_" + req.Task.String(),
			Strict: true,
			Schema: req.Schema,
		}}
	}
	maxTokens := req.MaxTokens
	if maxTokens <= 0 {
		maxTokens = c.MaxTokens
	}
	if maxTokens > 0 {
		if c.LegacyMaxTokens {
			body.MaxTokens = maxTokens
		} else {
			body.MaxCompletionTokens = maxTokens
		}
	}
	data, err := json.Marshal(body)
	if err != nil {
		return nil, fmt.Errorf("openai: encoding request: %w", err)
	}

	h := http.Header{}
	for k, vs := range c.Header {
		h[http.CanonicalHeaderKey(k)] = append([]string(nil), vs...)
	}
	if key != "" {
		h.Set("Authorization", "Bearer "+key)
	}
	base := c.BaseURL
	if base == "" {
		base = DefaultBaseURL
	}
	return &call{
		hc: &httpx.Client{
			Provider:        "openai",
			HTTP:            c.HTTPClient,
			Timeout:         c.Timeout,
			Retry:           c.Retry,
			MaxBody:         c.MaxResponseBytes,
			Secret:          key,
			RequestIDHeader: "X-Request-Id",
		},
		url:    strings.TrimRight(base, "/") + "/chat/completions",
		header: h,
		body:   data,
	}, nil
}

// finish returns the output of a complete message with the given text,
// refusal and finish reason, or the error they mean.
func finish(hc *httpx.Client, text, refusal, finishReason string) (string, error) {
	if refusal != "" {
		return "", fmt.Errorf("openai: %w: %s", extract.ErrRefused, httpx.Clip(strings.TrimSpace(refusal), 200))
	}
	switch finishReason {
	case "length":
		return "", fmt.Errorf("openai: %w: output cut off at the token limit", extract.ErrMalformed)
	case "content_filter":
		return "", fmt.Errorf("openai: %w: output withheld by the content filter", extract.ErrRefused)
	}
	if text == "" {
		return "", hc.BadResponse("empty message content (finish_reason %q)", finishReason)
	}
	return text, nil
}

// The request and response shapes of the Chat Completions API, as far as
// they are used here.
type (
	chatRequest struct {
		Model               string          `json:"model"`
		Messages            []chatMessage   `json:"messages"`
		Stream              bool            `json:"stream,omitempty"`
		ResponseFormat      *responseFormat `json:"response_format,omitempty"`
		MaxCompletionTokens int             `json:"max_completion_tokens,omitempty"`
		MaxTokens           int             `json:"max_tokens,omitempty"`
	}
	chatMessage struct {
		Role    string `json:"role"`
		Content string `json:"content"`
	}
	responseFormat struct {
		Type       string      `json:"type"`
		JSONSchema *jsonSchema `json:"json_schema,omitempty"`
	}
	jsonSchema struct {
		Name   string          `json:"name"`
		Strict bool            `json:"strict"`
		Schema json.RawMessage `json:"schema"`
	}

	chatResponse struct {
		Choices []choice `json:"choices"`
	}
	choice struct {
		Message      replyMessage `json:"message"`
		FinishReason string       `json:"finish_reason"`
	}
	replyMessage struct {
		Content json.RawMessage `json:"content"`
		Refusal string          `json:"refusal"`
	}
)

// text returns the message content: a string, or the joined text of an
// array of content parts as some compatible servers send.
func (m replyMessage) text() (string, bool) {
	if len(m.Content) == 0 || string(m.Content) == "null" {
		return "", true
	}
	var s string
	if json.Unmarshal(m.Content, &s) == nil {
		return s, true
	}
	var parts []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	}
	if json.Unmarshal(m.Content, &parts) != nil {
		return "", false
	}
	var b strings.Builder
	for _, p := range parts {
		if p.Type == "text" {
			b.WriteString(p.Text)
		}
	}
	return b.String(), true
}
