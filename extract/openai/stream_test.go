package openai_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/extract/openai"
	"github.com/verbatim-go/verbatim/extract/providertest"
)

var _ extract.StreamProvider = (*openai.Client)(nil)

// chunkEvent returns one data: line of a streamed completion: a chunk whose
// first choice has the given delta and finish reason (nil for none).
func chunkEvent(delta map[string]any, finish any) string {
	b, _ := json.Marshal(map[string]any{
		"id": "chatcmpl-1", "object": "chat.completion.chunk", "created": 1, "model": "gpt-test",
		"choices": []any{map[string]any{"index": 0, "delta": delta, "logprobs": nil, "finish_reason": finish}},
	})
	return "data: " + string(b) + "\n\n"
}

const done = "data: [DONE]\n\n"

// chunks returns a whole stream whose content arrives in the given pieces.
func chunks(finish string, pieces ...string) string {
	var b strings.Builder
	b.WriteString(chunkEvent(map[string]any{"role": "assistant", "content": "", "refusal": nil}, nil))
	for _, p := range pieces {
		b.WriteString(chunkEvent(map[string]any{"content": p}, nil))
	}
	b.WriteString(chunkEvent(map[string]any{}, finish))
	b.WriteString(done)
	return b.String()
}

// streamAPI is a fake Chat Completions API that streams: each request gets
// the next of its bodies, the last repeated, written in chunks of 5 bytes
// with a flush after each.
type streamAPI struct {
	t      *testing.T
	bodies []string
	n      atomic.Int32
	mu     sync.Mutex
	reqs   []map[string]any
}

func (a *streamAPI) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var body map[string]any
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		a.t.Errorf("request body: %v", err)
	}
	a.mu.Lock()
	a.reqs = append(a.reqs, body)
	a.mu.Unlock()
	i := int(a.n.Add(1)) - 1
	out := a.bodies[min(i, len(a.bodies)-1)]
	w.Header().Set("Content-Type", "text/event-stream")
	for len(out) > 0 {
		n := min(5, len(out))
		io.WriteString(w, out[:n])
		w.(http.Flusher).Flush()
		out = out[n:]
	}
}

func streamSetup(t *testing.T, bodies ...string) (*streamAPI, *openai.Client) {
	t.Helper()
	a := &streamAPI{t: t, bodies: bodies}
	srv := httptest.NewServer(a)
	t.Cleanup(srv.Close)
	c := &openai.Client{APIKey: key, BaseURL: srv.URL + "/v1", Model: "gpt-test", Retry: extract.RetryPolicy{Sleep: (&sleeps{}).sleep}}
	return a, c
}

func stream(c *openai.Client, req *extract.Request) (string, []string, error) {
	var pieces []string
	out, err := c.Stream(context.Background(), req, func(p string) error {
		pieces = append(pieces, p)
		return nil
	})
	return out, pieces, err
}

func TestStream(t *testing.T) {
	pieces := []string{answerJSON[:12], answerJSON[12:50], answerJSON[50:]}
	a, c := streamSetup(t, ": keep-alive\n\n"+chunks("stop", pieces...))
	req := extract.AnswerRequest("q", sources)
	out, got, err := stream(c, req)
	if err != nil {
		t.Fatal(err)
	}
	if out != answerJSON || strings.Join(got, "") != out {
		t.Errorf("Stream = %s from %q; want %s, the pieces concatenated", out, got, answerJSON)
	}
	if diff := cmp.Diff(pieces, got); diff != "" {
		t.Errorf("pieces (-want +got):\n%s", diff)
	}
	if at(a.reqs[0], "stream") != true || at(a.reqs[0], "response_format", "type") != "json_schema" {
		t.Errorf("streamed request %v; want stream true with structured output", a.reqs[0])
	}
	_, cc, _ := setup(t, ok(completion("stop", content(answerJSON))))
	if want, err := cc.Complete(context.Background(), req); err != nil || want != out {
		t.Errorf("Complete = %s, %v; Stream = %s", want, err, out)
	}
}

func TestStreamEnds(t *testing.T) {
	half := answerJSON[:30]
	full := chunks("stop", half, answerJSON[30:])
	serverError := `data: {"error":{"message":"The server had an error processing your request. ` + key + `","type":"server_error","param":null,"code":null}}` + "\n\n"
	var pe *extract.ProviderError
	tests := []struct {
		name     string
		bodies   []string
		requests int32
		check    func(error) bool
	}{
		{"no [DONE]", []string{strings.TrimSuffix(full, done)}, 1,
			func(err error) bool {
				return errors.As(err, &pe) && errors.Is(err, io.ErrUnexpectedEOF) && pe.StatusCode == 200
			}},
		{"cut inside a chunk", []string{full[:len(full)-40]}, 1,
			func(err error) bool { return errors.As(err, &pe) && errors.Is(err, io.ErrUnexpectedEOF) }},
		{"cut between data and the blank line", []string{strings.TrimSuffix(full, "\n")}, 1,
			func(err error) bool { return errors.As(err, &pe) && errors.Is(err, io.ErrUnexpectedEOF) }},
		{"an error chunk after text", []string{chunkEvent(map[string]any{"content": half}, nil) + serverError}, 1,
			func(err error) bool { return errors.As(err, &pe) && pe.Type == "server_error" && pe.Attempts == 1 }},
		{"an error chunk before any text, retried", []string{serverError}, 3,
			func(err error) bool { return errors.As(err, &pe) && pe.Type == "server_error" && pe.Attempts == 3 }},
		{"finish_reason length", []string{chunks("length", half)}, 1,
			func(err error) bool { return errors.Is(err, extract.ErrMalformed) }},
		{"content_filter", []string{chunks("content_filter", half)}, 1,
			func(err error) bool { return errors.Is(err, extract.ErrRefused) }},
		{"a refusal", []string{chunkEvent(map[string]any{"refusal": "I can't "}, nil) + chunkEvent(map[string]any{"refusal": "help."}, "stop") + done}, 1,
			func(err error) bool {
				return errors.Is(err, extract.ErrRefused) && strings.Contains(err.Error(), "I can't help.")
			}},
		{"no content", []string{chunks("stop")}, 1,
			func(err error) bool { return errors.As(err, &pe) && !pe.Retryable }},
		{"a chunk that is not JSON", []string{"data: {\"choices\":[\n\n"}, 1,
			func(err error) bool { return errors.As(err, &pe) && !pe.Retryable }},
		{"cut before any text, then whole", []string{chunkEvent(map[string]any{"role": "assistant"}, nil), full}, 2,
			func(err error) bool { return err == nil }},
	}
	for _, tt := range tests {
		a, c := streamSetup(t, tt.bodies...)
		out, pieces, err := stream(c, extract.AnswerRequest("q", sources))
		if !tt.check(err) || a.n.Load() != tt.requests {
			t.Errorf("%s: Stream = %.40q, %v after %d requests; want another error after %d", tt.name, out, err, a.n.Load(), tt.requests)
			continue
		}
		if err != nil && out != "" {
			t.Errorf("%s: Stream returned %q with its error", tt.name, out)
		}
		if err == nil && (out != answerJSON || strings.Join(pieces, "") != out) {
			t.Errorf("%s: Stream = %q from %q; want the whole answer, once", tt.name, out, pieces)
		}
		if err != nil && strings.Contains(fmt.Sprintf("%v %+v %#v", err, err, err), key) {
			t.Errorf("%s: error shows the API key: %v", tt.name, err)
		}
	}
}

// TestStreamOtherChoices checks that only the first choice is read, and
// that a trailing usage chunk without choices is fine.
func TestStreamOtherChoices(t *testing.T) {
	other, _ := json.Marshal(map[string]any{"choices": []any{map[string]any{"index": 1, "delta": map[string]any{"content": "other"}, "finish_reason": "length"}}})
	usage := `data: {"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[],"usage":{"prompt_tokens":1,"completion_tokens":2,"total_tokens":3}}` + "\n\n"
	body := chunkEvent(map[string]any{"content": answerJSON}, nil) + "data: " + string(other) + "\n\n" + chunkEvent(map[string]any{}, "stop") + usage + done
	_, c := streamSetup(t, body)
	out, _, err := stream(c, extract.AnswerRequest("q", sources))
	if err != nil || out != answerJSON {
		t.Errorf("Stream = %q, %v; want the first choice's content", out, err)
	}
}

func TestStreamNotAnEventStream(t *testing.T) {
	a, c, _ := setup(t, ok(completion("stop", content(answerJSON))))
	_, _, err := stream(c, extract.AnswerRequest("q", sources))
	var pe *extract.ProviderError
	if !errors.As(err, &pe) || pe.Retryable || !strings.Contains(pe.Message, "not an event stream") || a.n.Load() != 1 {
		t.Errorf("Stream answered with JSON: %v after %d requests; want one non-retryable error", err, a.n.Load())
	}
}

func TestStreamYieldError(t *testing.T) {
	a, c := streamSetup(t, chunks("stop", "a", "b"))
	stop := errors.New("the reader went away")
	n := 0
	out, err := c.Stream(context.Background(), extract.AnswerRequest("q", sources), func(string) error {
		n++
		return stop
	})
	if out != "" || !errors.Is(err, stop) || n != 1 || a.n.Load() != 1 {
		t.Errorf("Stream with a failing yield = %q, %v after %d pieces and %d requests; want the yield's error after 1 and 1", out, err, n, a.n.Load())
	}
}

type streamed struct{ *openai.Client }

func (s streamed) Complete(ctx context.Context, req *extract.Request) (string, error) {
	return s.Stream(ctx, req, func(string) error { return nil })
}

func TestStreamProviderContract(t *testing.T) {
	providertest.Run(t, func(t *testing.T) extract.Provider {
		_, c := streamSetup(t, chunks("stop", answerJSON[:5], answerJSON[5:]))
		return streamed{c}
	})
}
