package verify_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/extract/anthropic"
	"github.com/verbatim-go/verbatim/extract/openai"
	"github.com/verbatim-go/verbatim/internal/faulttest"
	"github.com/verbatim-go/verbatim/verify"
)

// The faults of an upstream model service, met by Create through the HTTP
// adapters: each ends in its documented error within the call's deadline,
// leaves no goroutine behind and shows the API key in no error text.

const faultKey = "sk-fault-test-KEY-0123456789"

const faultSource = "You can request a full refund within 30 days of purchase."

var faultAnswer = func() string {
	b, _ := json.Marshal(extract.Answer{Answer: faultSource, Claims: []extract.Claim{{Text: faultSource, Source: "policy", Quote: faultSource}}})
	return string(b)
}()

func faultRequest() *verify.Request {
	return &verify.Request{Question: "How long do I have to ask for a refund?",
		Sources: []verify.Source{{ID: "policy", Text: faultSource}}, MaxUncovered: -1}
}

// A faultUpstream is a fake model API: how to reach it and what it says.
type faultUpstream struct {
	name string
	// client returns a provider that calls the API at url, retrying fast.
	client func(url string) extract.StreamProvider
	// reply is a whole response whose output is out, stopped for reason
	// stop (a stop reason of the API, "" for a complete answer).
	reply func(out, stop string) string
	// stream is a whole event stream of out, in pieces.
	stream func(pieces ...string) string
	// partial is an event of the stream cut inside its data line.
	partial string
	// firstPiece is the number of events of a stream up to its first piece.
	firstPiece int
	// storm is the status and body of an overloaded API.
	stormStatus int
	stormBody   string
	cutOff      string // the stop reason of output cut at the token limit
}

var fastRetry = extract.RetryPolicy{BaseDelay: time.Millisecond, MaxDelay: 5 * time.Millisecond}

var faultUpstreams = []faultUpstream{
	{
		name: "anthropic",
		client: func(url string) extract.StreamProvider {
			return &anthropic.Client{APIKey: faultKey, BaseURL: url, Model: "claude-test", Retry: fastRetry}
		},
		reply: func(out, stop string) string {
			if stop == "" {
				stop = "end_turn"
			}
			b, _ := json.Marshal(map[string]any{"type": "message", "role": "assistant", "model": "claude-test",
				"content": []any{map[string]any{"type": "text", "text": out}}, "stop_reason": stop})
			return string(b)
		},
		stream: func(pieces ...string) string {
			ev := func(typ string, v map[string]any) string {
				v["type"] = typ
				b, _ := json.Marshal(v)
				return "event: " + typ + "\ndata: " + string(b) + "\n\n"
			}
			var b strings.Builder
			b.WriteString(ev("message_start", map[string]any{"message": map[string]any{"type": "message", "role": "assistant", "content": []any{}}}))
			b.WriteString(ev("content_block_start", map[string]any{"index": 0, "content_block": map[string]any{"type": "text", "text": ""}}))
			for _, p := range pieces {
				b.WriteString(ev("content_block_delta", map[string]any{"index": 0, "delta": map[string]any{"type": "text_delta", "text": p}}))
			}
			b.WriteString(ev("content_block_stop", map[string]any{"index": 0}))
			b.WriteString(ev("message_delta", map[string]any{"delta": map[string]any{"stop_reason": "end_turn"}}))
			b.WriteString(ev("message_stop", map[string]any{}))
			return b.String()
		},
		firstPiece:  3,
		partial:     "event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"Refu",
		stormStatus: 529,
		stormBody:   `{"type":"error","error":{"type":"overloaded_error","message":"Overloaded (` + faultKey + `)"}}`,
		cutOff:      "max_tokens",
	},
	{
		name: "openai",
		client: func(url string) extract.StreamProvider {
			return &openai.Client{APIKey: faultKey, BaseURL: url + "/v1", Model: "gpt-test", Retry: fastRetry}
		},
		reply: func(out, stop string) string {
			if stop == "" {
				stop = "stop"
			}
			b, _ := json.Marshal(map[string]any{"object": "chat.completion", "choices": []any{map[string]any{
				"index": 0, "message": map[string]any{"role": "assistant", "content": out}, "finish_reason": stop}}})
			return string(b)
		},
		stream: func(pieces ...string) string {
			chunk := func(delta map[string]any, finish any) string {
				b, _ := json.Marshal(map[string]any{"object": "chat.completion.chunk", "choices": []any{map[string]any{"index": 0, "delta": delta, "finish_reason": finish}}})
				return "data: " + string(b) + "\n\n"
			}
			var b strings.Builder
			for _, p := range pieces {
				b.WriteString(chunk(map[string]any{"content": p}, nil))
			}
			b.WriteString(chunk(map[string]any{}, "stop"))
			b.WriteString("data: [DONE]\n\n")
			return b.String()
		},
		firstPiece:  1,
		partial:     `data: {"object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"Refu`,
		stormStatus: 503,
		stormBody:   `{"error":{"message":"The engine is currently overloaded (` + faultKey + `)","type":"server_error","param":null,"code":null}}`,
		cutOff:      "length",
	},
}

// faultServer serves h, counting the requests; the server is closed when
// the test ends.
func faultServer(t *testing.T, h http.HandlerFunc) (string, *atomic.Int32) {
	n := &atomic.Int32{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n.Add(1)
		h(w, r)
	}))
	t.Cleanup(srv.Close)
	return srv.URL, n
}

// faultCheck fails t if err shows the key, or if the call that started at
// start took longer than d.
func faultCheck(t *testing.T, err error, start time.Time, d time.Duration) {
	t.Helper()
	faulttest.Within(t, start, d)
	faulttest.NoSecret(t, err, faultKey)
}

// streamed is a Provider whose Complete streams, so that Create reads the
// model's output from a stream. If got is not nil, a value is sent on it
// (without blocking) for each piece.
type streamed struct {
	extract.StreamProvider
	got chan struct{}
}

func (s streamed) Complete(ctx context.Context, req *extract.Request) (string, error) {
	return s.Stream(ctx, req, func(string) error {
		select {
		case s.got <- struct{}{}:
		default:
		}
		return nil
	})
}

// runUpstreams runs f for each fake upstream, as a subtest.
func runUpstreams(t *testing.T, f func(t *testing.T, u faultUpstream)) {
	for _, u := range faultUpstreams {
		t.Run(u.name, func(t *testing.T) { f(t, u) })
	}
}

// TestCreateFaultHealthy checks the fakes themselves: answered whole, by
// Complete or by a stream, Create grounds the answer.
func TestCreateFaultHealthy(t *testing.T) {
	runUpstreams(t, func(t *testing.T, u faultUpstream) {
		faulttest.NoLeaks(t)
		url, _ := faultServer(t, func(w http.ResponseWriter, r *http.Request) {
			io.Copy(io.Discard, r.Body)
			if strings.Contains(r.Header.Get("Accept"), "text/event-stream") {
				w.Header().Set("Content-Type", "text/event-stream")
				io.WriteString(w, u.stream(faultAnswer[:20], faultAnswer[20:]))
				return
			}
			w.Header().Set("Content-Type", "application/json")
			io.WriteString(w, u.reply(faultAnswer, ""))
		})
		for _, p := range []extract.Provider{u.client(url), streamed{StreamProvider: u.client(url)}} {
			res, err := verify.Create(context.Background(), faultRequest(), p)
			if err != nil || !res.Grounded {
				t.Errorf("Create through %T = %+v, %v; want a grounded answer", p, res, err)
			}
		}
	})
}

func TestCreateFaultResetMidBody(t *testing.T) {
	runUpstreams(t, func(t *testing.T, u faultUpstream) {
		faulttest.NoLeaks(t)
		body := u.reply(faultAnswer, "")
		url, n := faultServer(t, func(w http.ResponseWriter, r *http.Request) {
			conn, buf := faulttest.Hijack(t, w, r)
			fmt.Fprintf(buf, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", len(body), body[:len(body)/2])
			buf.Flush()
			if tc, ok := conn.(*net.TCPConn); ok {
				tc.SetLinger(0) // a reset, not a close
			}
			conn.Close()
		})
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		start := time.Now()
		res, err := verify.Create(ctx, faultRequest(), u.client(url))
		faultCheck(t, err, start, 5*time.Second)
		var pe *extract.ProviderError
		if res != nil || !errors.As(err, &pe) || !pe.Retryable || pe.Attempts != 3 || n.Load() != 3 || errors.Is(err, verify.ErrExtractionFailed) {
			t.Errorf("Create with the connection reset mid-body = %v, %v after %d requests; want the adapter's retryable *ProviderError after its 3 attempts", res, err, n.Load())
		}
	})
}

func TestCreateFaultSlowUpstream(t *testing.T) {
	runUpstreams(t, func(t *testing.T, u faultUpstream) {
		for _, streaming := range []bool{false, true} {
			t.Run(fmt.Sprint("stream=", streaming), func(t *testing.T) {
				faulttest.NoLeaks(t)
				url, _ := faultServer(t, func(w http.ResponseWriter, r *http.Request) {
					io.Copy(io.Discard, r.Body)
					if streaming {
						w.Header().Set("Content-Type", "text/event-stream")
						io.WriteString(w, strings.SplitAfter(u.stream(faultAnswer[:20], faultAnswer[20:]), "\n\n")[0])
					} else {
						w.Header().Set("Content-Type", "application/json")
						io.WriteString(w, u.reply(faultAnswer, "")[:40])
					}
					w.(http.Flusher).Flush()
					select { // and then nothing, until the client goes away
					case <-r.Context().Done():
					case <-time.After(10 * time.Second):
					}
				})
				var p extract.Provider = u.client(url)
				if streaming {
					p = streamed{StreamProvider: u.client(url)}
				}
				ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
				defer cancel()
				start := time.Now()
				res, err := verify.Create(ctx, faultRequest(), p)
				faultCheck(t, err, start, 3*time.Second)
				if res != nil || !errors.Is(err, context.DeadlineExceeded) {
					t.Errorf("Create with a stalled upstream = %v, %v; want context.DeadlineExceeded at the deadline", res, err)
				}
			})
		}
	})
}

func TestCreateFaultOverloadedStorm(t *testing.T) {
	runUpstreams(t, func(t *testing.T, u faultUpstream) {
		faulttest.NoLeaks(t)
		var url string
		var n *atomic.Int32
		url, n = faultServer(t, func(w http.ResponseWriter, r *http.Request) {
			io.Copy(io.Discard, r.Body)
			if n.Load() > 20 { // the storm outlasts the retry budget
				io.WriteString(w, u.reply(faultAnswer, ""))
				return
			}
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("Retry-After", "0")
			w.WriteHeader(u.stormStatus)
			io.WriteString(w, u.stormBody)
		})
		p := u.client(url)
		switch c := p.(type) {
		case *anthropic.Client:
			c.Retry.MaxAttempts = 4
		case *openai.Client:
			c.Retry.MaxAttempts = 4
		}
		start := time.Now()
		res, err := verify.Create(context.Background(), faultRequest(), p)
		faultCheck(t, err, start, 3*time.Second)
		var pe *extract.ProviderError
		if res != nil || !errors.As(err, &pe) || pe.StatusCode != u.stormStatus || !pe.Retryable || pe.Attempts != 4 || n.Load() != 4 {
			t.Errorf("Create in a %d storm = %v, %v after %d requests; want the adapter's *ProviderError with status %d after 4 attempts, and no more calls",
				u.stormStatus, res, err, n.Load(), u.stormStatus)
		}
	})
}

func TestCreateFaultCutInsideJSONString(t *testing.T) {
	runUpstreams(t, func(t *testing.T, u faultUpstream) {
		whole := u.reply(faultAnswer, "")
		inString := whole[:strings.Index(whole, "full refund")+4]
		cutAnswer := faultAnswer[:strings.Index(faultAnswer, "full refund")+4]
		tests := []struct {
			name     string
			h        http.HandlerFunc
			requests int32
			check    func(error) bool
		}{
			{"the API's response", func(w http.ResponseWriter, r *http.Request) {
				io.WriteString(w, inString)
			}, 1, func(err error) bool {
				var pe *extract.ProviderError
				return errors.As(err, &pe) && !pe.Retryable && !errors.Is(err, verify.ErrExtractionFailed)
			}},
			{"the connection, short of the length", func(w http.ResponseWriter, r *http.Request) {
				conn, buf := faulttest.Hijack(t, w, r)
				fmt.Fprintf(buf, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", len(whole), inString)
				buf.Flush()
				conn.Close()
			}, 3, func(err error) bool {
				var pe *extract.ProviderError
				return errors.As(err, &pe) && pe.Retryable && errors.Is(err, io.ErrUnexpectedEOF)
			}},
			{"the model's output at the token limit", func(w http.ResponseWriter, r *http.Request) {
				io.WriteString(w, u.reply(cutAnswer, u.cutOff))
			}, 2, func(err error) bool { return errors.Is(err, verify.ErrExtractionFailed) }},
			{"the model's output, said to be complete", func(w http.ResponseWriter, r *http.Request) {
				io.WriteString(w, u.reply(cutAnswer, ""))
			}, 2, func(err error) bool { return errors.Is(err, verify.ErrExtractionFailed) }},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				faulttest.NoLeaks(t)
				url, n := faultServer(t, func(w http.ResponseWriter, r *http.Request) {
					io.Copy(io.Discard, r.Body)
					w.Header().Set("Content-Type", "application/json")
					tt.h(w, r)
				})
				start := time.Now()
				res, err := verify.Create(context.Background(), faultRequest(), u.client(url))
				faultCheck(t, err, start, 5*time.Second)
				if res != nil || !tt.check(err) || n.Load() != tt.requests {
					t.Errorf("Create with %s cut inside a JSON string = %v, %v after %d requests; want another error after %d", tt.name, res, err, n.Load(), tt.requests)
				}
			})
		}
	})
}

func TestCreateFaultStreamCutMidEvent(t *testing.T) {
	runUpstreams(t, func(t *testing.T, u faultUpstream) {
		for _, abort := range []bool{false, true} {
			t.Run(fmt.Sprint("dropped=", abort), func(t *testing.T) {
				faulttest.NoLeaks(t)
				events := strings.SplitAfter(u.stream(faultAnswer[:20], faultAnswer[20:]), "\n\n")
				head := strings.Join(events[:u.firstPiece], "") // through the first piece
				got := make(chan struct{}, 1)
				url, n := faultServer(t, func(w http.ResponseWriter, r *http.Request) {
					io.Copy(io.Discard, r.Body)
					w.Header().Set("Content-Type", "text/event-stream")
					io.WriteString(w, head)
					w.(http.Flusher).Flush()
					select { // the first piece reaches the caller before the cut
					case <-got:
					case <-time.After(time.Second):
					}
					io.WriteString(w, u.partial)
					w.(http.Flusher).Flush()
					if abort {
						panic(http.ErrAbortHandler) // drop the connection
					}
				})
				start := time.Now()
				res, err := verify.Create(context.Background(), faultRequest(), streamed{u.client(url), got})
				faultCheck(t, err, start, 5*time.Second)
				var pe *extract.ProviderError
				// A stream that delivered a piece is not tried again.
				if res != nil || !errors.As(err, &pe) || !errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, verify.ErrExtractionFailed) || n.Load() != 1 {
					t.Errorf("Create over a stream cut mid-event = %v, %v after %d requests; want the adapter's *ProviderError matching io.ErrUnexpectedEOF after 1", res, err, n.Load())
				}
			})
		}
	})
}
