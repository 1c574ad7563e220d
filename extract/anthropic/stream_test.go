package anthropic_test

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
	"github.com/verbatim-go/verbatim/extract/anthropic"
	"github.com/verbatim-go/verbatim/extract/providertest"
)

var _ extract.StreamProvider = (*anthropic.Client)(nil)

// ev returns one server-sent event of the Messages API.
func ev(typ string, fields map[string]any) string {
	fields["type"] = typ
	b, _ := json.Marshal(fields)
	return "event: " + typ + "\ndata: " + string(b) + "\n\n"
}

// blockStream returns the events of one content block: its start, one
// text_delta per piece, the citations, and its stop.
func blockStream(index int, pieces []string, citations ...map[string]any) string {
	var b strings.Builder
	b.WriteString(ev("content_block_start", map[string]any{"index": index, "content_block": map[string]any{"type": "text", "text": ""}}))
	for i, p := range pieces {
		b.WriteString(ev("content_block_delta", map[string]any{"index": index, "delta": map[string]any{"type": "text_delta", "text": p}}))
		if i == 0 {
			for _, c := range citations {
				b.WriteString(ev("content_block_delta", map[string]any{"index": index, "delta": map[string]any{"type": "citations_delta", "citation": c}}))
			}
		}
	}
	b.WriteString(ev("content_block_stop", map[string]any{"index": index}))
	return b.String()
}

func messageStart() string {
	return ev("message_start", map[string]any{"message": map[string]any{
		"id": "msg_01", "type": "message", "role": "assistant", "content": []any{}, "model": "claude-test",
		"stop_reason": nil, "stop_sequence": nil, "usage": map[string]int{"input_tokens": 10, "output_tokens": 1}}})
}

func messageEnd(stop string) string {
	return ev("message_delta", map[string]any{"delta": map[string]any{"stop_reason": stop, "stop_sequence": nil}, "usage": map[string]int{"output_tokens": 20}}) +
		ev("message_stop", map[string]any{})
}

// textStream is a whole streamed message of one text block.
func textStream(stop string, pieces ...string) string {
	return messageStart() + ev("ping", map[string]any{}) + blockStream(0, pieces) + messageEnd(stop)
}

// streamAPI is a fake Messages API that streams: each request gets the
// next of its bodies, the last repeated, written in chunks of the given
// size with a flush after each.
type streamAPI struct {
	t      *testing.T
	bodies []string
	chunk  int
	n      atomic.Int32
	mu     sync.Mutex
	reqs   []map[string]any
	accept []string
}

func (a *streamAPI) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var body map[string]any
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		a.t.Errorf("request body: %v", err)
	}
	a.mu.Lock()
	a.reqs = append(a.reqs, body)
	a.accept = append(a.accept, r.Header.Get("Accept"))
	a.mu.Unlock()
	i := int(a.n.Add(1)) - 1
	out := a.bodies[min(i, len(a.bodies)-1)]
	w.Header().Set("Content-Type", "text/event-stream; charset=utf-8")
	w.Header().Set("Request-Id", "req_s1")
	chunk := max(a.chunk, 1)
	for len(out) > 0 {
		n := min(chunk, len(out))
		io.WriteString(w, out[:n])
		w.(http.Flusher).Flush()
		out = out[n:]
	}
}

func streamSetup(t *testing.T, bodies ...string) (*streamAPI, *anthropic.Client) {
	t.Helper()
	a := &streamAPI{t: t, bodies: bodies, chunk: 7}
	srv := httptest.NewServer(a)
	t.Cleanup(srv.Close)
	c := &anthropic.Client{APIKey: key, BaseURL: srv.URL, Model: "claude-test", Retry: extract.RetryPolicy{Sleep: (&sleeps{}).sleep}}
	return a, c
}

// stream calls c.Stream, gathering the pieces.
func stream(c *anthropic.Client, req *extract.Request) (string, []string, error) {
	var pieces []string
	out, err := c.Stream(context.Background(), req, func(p string) error {
		pieces = append(pieces, p)
		return nil
	})
	return out, pieces, err
}

func TestStreamStructured(t *testing.T) {
	pieces := []string{answerJSON[:10], answerJSON[10:40], answerJSON[40:]}
	a, c := streamSetup(t, ": a comment\n\n"+textStream("end_turn", pieces...))
	req := extract.AnswerRequest("How long do I have?", sources)
	out, got, err := stream(c, req)
	if err != nil {
		t.Fatal(err)
	}
	if out != answerJSON || strings.Join(got, "") != out {
		t.Errorf("Stream = %s from pieces %q; want %s, the pieces concatenated", out, got, answerJSON)
	}
	if diff := cmp.Diff(pieces, got); diff != "" {
		t.Errorf("pieces (-want +got): each text delta as it arrives\n%s", diff)
	}
	if at(a.reqs[0], "stream") != true || a.accept[0] != "text/event-stream" {
		t.Errorf("request stream = %v, Accept %q; want true and text/event-stream", at(a.reqs[0], "stream"), a.accept[0])
	}
	if at(a.reqs[0], "output_config", "format", "type") != "json_schema" {
		t.Errorf("streamed request without structured output: %v", a.reqs[0])
	}
	// Complete on the same message gives the same output.
	_, cc, _ := setup(t, ok(message("end_turn", text(answerJSON))))
	if want, err := cc.Complete(context.Background(), req); err != nil || want != out {
		t.Errorf("Complete = %s, %v; Stream = %s", want, err, out)
	}
}

// TestStreamCitations checks that in Citations mode the stream delivers
// the answer as it arrives and ends in exactly Complete's output.
func TestStreamCitations(t *testing.T) {
	cite := func(doc int, quote string, start, end int) map[string]any {
		return map[string]any{"type": "char_location", "cited_text": quote, "document_index": doc, "document_title": nil, "start_char_index": start, "end_char_index": end}
	}
	blocks := []struct {
		pieces []string
		cites  []map[string]any
	}{
		{[]string{"  \n", "According to the policy, "}, nil},
		{[]string{"you can get a full refund", " within <30> days"}, []map[string]any{cite(0, "You can request a full refund within 30 days of purchase. ", 0, 58)}},
		{[]string{", and ", "\"no\" fees"}, nil},
		{[]string{"there is no restocking fee"}, []map[string]any{cite(1, "We never charge restocking fees.", 0, 32)}},
		{[]string{".", "\n\n "}, nil},
	}
	var b strings.Builder
	b.WriteString(messageStart())
	var content []any
	for i, bl := range blocks {
		b.WriteString(blockStream(i, bl.pieces, bl.cites...))
		block := map[string]any{"type": "text", "text": strings.Join(bl.pieces, "")}
		if bl.cites != nil {
			var cs []any
			for _, c := range bl.cites {
				cs = append(cs, c)
			}
			block["citations"] = cs
		}
		content = append(content, block)
	}
	b.WriteString(messageEnd("end_turn"))
	_, c := streamSetup(t, b.String())
	c.Mode = anthropic.Citations
	req := extract.AnswerRequest("How do refunds work?", sources)
	out, pieces, err := stream(c, req)
	if err != nil {
		t.Fatal(err)
	}
	_, cc, _ := setup(t, ok(message("end_turn", content...)))
	cc.Mode = anthropic.Citations
	want, err := cc.Complete(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if out != want || strings.Join(pieces, "") != out {
		t.Errorf("Stream = %s\nfrom pieces %q;\nwant Complete's %s", out, pieces, want)
	}
	if len(pieces) < 5 || !strings.HasPrefix(pieces[0], `{"answer":"According`) {
		t.Errorf("pieces %q; want the answer delivered as it arrives, its leading space dropped", pieces)
	}
}

// TestStreamEnds checks every way a stream can end short: each is an
// error, never a shorter output.
func TestStreamEnds(t *testing.T) {
	half := answerJSON[:30]
	full := textStream("end_turn", half, answerJSON[30:])
	noStop := strings.TrimSuffix(full, ev("message_stop", map[string]any{}))
	overloaded := ev("error", map[string]any{"error": map[string]any{"type": "overloaded_error", "message": "Overloaded " + key}})
	var pe *extract.ProviderError
	tests := []struct {
		name     string
		bodies   []string
		requests int32
		check    func(error) bool
	}{
		{"no message_stop", []string{noStop}, 1,
			func(err error) bool {
				return errors.As(err, &pe) && errors.Is(err, io.ErrUnexpectedEOF) && pe.StatusCode == 200
			}},
		{"cut inside an event", []string{full[:len(full)-30]}, 1,
			func(err error) bool { return errors.As(err, &pe) && errors.Is(err, io.ErrUnexpectedEOF) }},
		{"cut inside a line", []string{messageStart() + blockStream(0, []string{half}) + "event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"Refu"}, 1,
			func(err error) bool { return errors.As(err, &pe) && errors.Is(err, io.ErrUnexpectedEOF) }},
		{"an error event after text", []string{messageStart() + blockStream(0, []string{half}) + overloaded}, 1,
			func(err error) bool {
				return errors.As(err, &pe) && pe.Type == "overloaded_error" && pe.Retryable && pe.Attempts == 1
			}},
		{"an error event before any text, retried", []string{messageStart() + overloaded}, 3,
			func(err error) bool { return errors.As(err, &pe) && pe.Type == "overloaded_error" && pe.Attempts == 3 }},
		{"an invalid request error event, not retried", []string{messageStart() + ev("error", map[string]any{"error": map[string]any{"type": "invalid_request_error", "message": "bad"}})}, 1,
			func(err error) bool {
				return errors.As(err, &pe) && pe.Type == "invalid_request_error" && !pe.Retryable
			}},
		{"max_tokens", []string{textStream("max_tokens", half)}, 1,
			func(err error) bool { return errors.Is(err, extract.ErrMalformed) }},
		{"model_context_window_exceeded", []string{textStream("model_context_window_exceeded", half)}, 1,
			func(err error) bool { return errors.Is(err, extract.ErrMalformed) }},
		{"refusal", []string{textStream("refusal", "I can't help with that.")}, 1,
			func(err error) bool { return errors.Is(err, extract.ErrRefused) }},
		{"no text", []string{messageStart() + messageEnd("end_turn")}, 1,
			func(err error) bool { return errors.As(err, &pe) && !pe.Retryable }},
		{"an event that is not JSON", []string{messageStart() + "event: content_block_start\ndata: {\"index\":\n\n"}, 1,
			func(err error) bool { return errors.As(err, &pe) && !pe.Retryable }},
		{"a delta before its block", []string{messageStart() + ev("content_block_delta", map[string]any{"index": 0, "delta": map[string]any{"type": "text_delta", "text": "x"}}) + messageEnd("end_turn")}, 1,
			func(err error) bool { return errors.As(err, &pe) && !pe.Retryable }},
		{"an empty stream, then a whole one", []string{"", full}, 2,
			func(err error) bool { return err == nil }},
		{"cut before any text, then whole", []string{messageStart() + ev("ping", map[string]any{})[:9], full}, 2,
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

func TestStreamNotAnEventStream(t *testing.T) {
	a, c, _ := setup(t, ok(message("end_turn", text(answerJSON))))
	_, _, err := stream(c, extract.AnswerRequest("q", sources))
	var pe *extract.ProviderError
	if !errors.As(err, &pe) || pe.Retryable || !strings.Contains(pe.Message, "not an event stream") || a.n.Load() != 1 {
		t.Errorf("Stream answered with JSON: %v after %d requests; want one non-retryable error", err, a.n.Load())
	}
}

func TestStreamYieldError(t *testing.T) {
	a, c := streamSetup(t, textStream("end_turn", "a", "b", "c"))
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

func TestStreamIgnoresOtherBlocks(t *testing.T) {
	body := messageStart() +
		ev("content_block_start", map[string]any{"index": 0, "content_block": map[string]any{"type": "thinking", "thinking": ""}}) +
		ev("content_block_delta", map[string]any{"index": 0, "delta": map[string]any{"type": "thinking_delta", "thinking": "Let me see."}}) +
		ev("content_block_delta", map[string]any{"index": 0, "delta": map[string]any{"type": "signature_delta", "signature": "sig"}}) +
		ev("content_block_stop", map[string]any{"index": 0}) +
		ev("some_future_event", map[string]any{"x": 1}) +
		blockStream(1, []string{answerJSON}) + messageEnd("end_turn")
	_, c := streamSetup(t, body)
	out, pieces, err := stream(c, extract.AnswerRequest("q", sources))
	if err != nil || out != answerJSON || len(pieces) != 1 {
		t.Errorf("Stream = %q, %v from %q; want the text block only", out, err, pieces)
	}
}

// streamed is a Provider whose Complete streams, so that the contract
// tests run over Stream.
type streamed struct{ *anthropic.Client }

func (s streamed) Complete(ctx context.Context, req *extract.Request) (string, error) {
	return s.Stream(ctx, req, func(string) error { return nil })
}

func TestStreamProviderContract(t *testing.T) {
	providertest.Run(t, func(t *testing.T) extract.Provider {
		_, c := streamSetup(t, textStream("end_turn", answerJSON[:5], answerJSON[5:]))
		return streamed{c}
	})
}
