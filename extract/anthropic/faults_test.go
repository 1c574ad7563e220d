package anthropic_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/extract/anthropic"
	"github.com/verbatim-go/verbatim/internal/faulttest"
)

// The faults of an upstream that a call must survive: each ends in its
// documented error within the call's deadline, leaves no goroutine behind
// and shows the API key in no error text.

// counted counts the requests h serves.
func counted(n *atomic.Int32, h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		n.Add(1)
		h(w, r)
	}
}

// faultClient is a client of srv that retries fast: the faults are timed by
// the test, not by the backoff.
func faultClient(t *testing.T, h http.Handler) *anthropic.Client {
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return &anthropic.Client{APIKey: key, BaseURL: srv.URL, Model: "claude-test",
		Retry: extract.RetryPolicy{BaseDelay: time.Millisecond, MaxDelay: 5 * time.Millisecond}}
}

var pe *extract.ProviderError

// faultBody is a message whose text is long enough to be cut.
var faultBody = message("end_turn", text(answerJSON))

func TestFaultResetMidBody(t *testing.T) {
	faulttest.NoLeaks(t)
	var n atomic.Int32
	head := fmt.Sprintf("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n", len(faultBody))
	c := faultClient(t, counted(&n, faulttest.Reset(t, head+faultBody[:len(faultBody)/2], nil)))
	start := time.Now()
	out, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources))
	faulttest.Within(t, start, 5*time.Second)
	if out != "" || !errors.As(err, &pe) || !pe.Retryable || pe.Attempts != 3 || n.Load() != 3 {
		t.Errorf("Complete with the connection reset mid-body = %q, %v after %d requests; want a retryable *ProviderError after 3 attempts", out, err, n.Load())
	}
	faulttest.NoSecret(t, err, key)
}

func TestFaultStreamResetMidBody(t *testing.T) {
	faulttest.NoLeaks(t)
	var n atomic.Int32
	got := make(chan struct{})
	head := "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n"
	body := messageStart() + blockStream(0, []string{answerJSON[:20]})
	c := faultClient(t, counted(&n, faulttest.Reset(t, head+body, got)))
	var pieces []string
	start := time.Now()
	out, err := c.Stream(context.Background(), extract.AnswerRequest("q", sources), func(p string) error {
		pieces = append(pieces, p)
		close(got) // the server resets the connection once a piece is here
		return nil
	})
	faulttest.Within(t, start, 5*time.Second)
	if out != "" || !errors.As(err, &pe) || !pe.Retryable || n.Load() != 1 || len(pieces) != 1 {
		t.Errorf("Stream reset after a piece = %q, %v after %d requests and %d pieces; want a *ProviderError, no retry", out, err, n.Load(), len(pieces))
	}
	faulttest.NoSecret(t, err, key)
}

func TestFaultSlowUpstream(t *testing.T) {
	for _, streaming := range []bool{false, true} {
		t.Run(fmt.Sprint("stream=", streaming), func(t *testing.T) {
			faulttest.NoLeaks(t)
			h := faulttest.Stall("application/json", faultBody[:40])
			if streaming {
				h = faulttest.Stall("text/event-stream", messageStart()+blockStream(0, []string{answerJSON[:20]}))
			}
			c := faultClient(t, h)
			ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
			defer cancel()
			start := time.Now()
			var out string
			var err error
			if streaming {
				out, err = c.Stream(ctx, extract.AnswerRequest("q", sources), func(string) error { return nil })
			} else {
				out, err = c.Complete(ctx, extract.AnswerRequest("q", sources))
			}
			faulttest.Within(t, start, 3*time.Second)
			if out != "" || !errors.Is(err, context.DeadlineExceeded) || !errors.As(err, &pe) {
				t.Errorf("call to a stalled upstream = %q, %v; want a *ProviderError matching context.DeadlineExceeded", out, err)
			}
			faulttest.NoSecret(t, err, key)
		})
	}
}

// TestFaultSlowUpstreamAttemptTimeout checks that an attempt that stalls is
// cut at the client's Timeout and tried again.
func TestFaultSlowUpstreamAttemptTimeout(t *testing.T) {
	faulttest.NoLeaks(t)
	var n atomic.Int32
	c := faultClient(t, counted(&n, faulttest.Stall("application/json", faultBody[:40])))
	c.Timeout = 100 * time.Millisecond
	c.Retry.MaxAttempts = 2
	start := time.Now()
	_, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources))
	faulttest.Within(t, start, 3*time.Second)
	if !errors.Is(err, context.DeadlineExceeded) || !errors.As(err, &pe) || !pe.Retryable || pe.Attempts != 2 || n.Load() != 2 {
		t.Errorf("Complete with stalled attempts: %v after %d requests; want a retryable deadline error after 2", err, n.Load())
	}
	faulttest.NoSecret(t, err, key)
}

func TestFaultOverloadedStorm(t *testing.T) {
	for _, streaming := range []bool{false, true} {
		t.Run(fmt.Sprint("stream=", streaming), func(t *testing.T) {
			faulttest.NoLeaks(t)
			var n atomic.Int32
			storm := func(w http.ResponseWriter, r *http.Request) {
				io.Copy(io.Discard, r.Body)
				if n.Add(1) > 10 { // the storm outlasts the retry budget
					w.Header().Set("Content-Type", "text/event-stream")
					io.WriteString(w, textStream("end_turn", answerJSON))
					return
				}
				w.Header().Set("Content-Type", "application/json")
				w.Header().Set("Retry-After", "0")
				w.WriteHeader(529)
				io.WriteString(w, `{"type":"error","error":{"type":"overloaded_error","message":"Overloaded (key `+key+`)"}}`)
			}
			c := faultClient(t, http.HandlerFunc(storm))
			c.Retry.MaxAttempts = 4
			start := time.Now()
			var err error
			if streaming {
				_, err = c.Stream(context.Background(), extract.AnswerRequest("q", sources), func(string) error { return nil })
			} else {
				_, err = c.Complete(context.Background(), extract.AnswerRequest("q", sources))
			}
			faulttest.Within(t, start, 3*time.Second)
			if !errors.As(err, &pe) || pe.StatusCode != 529 || pe.Type != "overloaded_error" || !pe.Retryable || pe.Attempts != 4 || n.Load() != 4 {
				t.Errorf("call in a 529 storm: %v after %d requests; want the 529 overloaded_error after 4 attempts", err, n.Load())
			}
			faulttest.NoSecret(t, err, key)
		})
	}
}

func TestFaultCutInsideJSONString(t *testing.T) {
	cut := faultBody[:strings.Index(faultBody, "Refunds are")+7] // inside the text's JSON string
	t.Run("whole response", func(t *testing.T) {
		faulttest.NoLeaks(t)
		var n atomic.Int32
		c := faultClient(t, counted(&n, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			io.WriteString(w, cut)
		}))
		_, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources))
		if !errors.As(err, &pe) || pe.Retryable || pe.StatusCode != 200 || n.Load() != 1 {
			t.Errorf("Complete on a body cut inside a string: %v after %d requests; want a non-retryable unusable-response error", err, n.Load())
		}
		faulttest.NoSecret(t, err, key)
	})
	t.Run("connection closed", func(t *testing.T) {
		faulttest.NoLeaks(t)
		var n atomic.Int32
		head := fmt.Sprintf("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n", len(faultBody))
		c := faultClient(t, counted(&n, func(w http.ResponseWriter, r *http.Request) {
			conn, buf := faulttest.Hijack(t, w, r)
			buf.WriteString(head + cut)
			buf.Flush()
			conn.Close()
		}))
		start := time.Now()
		_, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources))
		faulttest.Within(t, start, 5*time.Second)
		if !errors.As(err, &pe) || !pe.Retryable || !errors.Is(err, io.ErrUnexpectedEOF) || pe.Attempts != 3 || n.Load() != 3 {
			t.Errorf("Complete with the body cut short of its length: %v after %d requests; want a retried io.ErrUnexpectedEOF", err, n.Load())
		}
		faulttest.NoSecret(t, err, key)
	})
	t.Run("model output", func(t *testing.T) {
		// The model's own JSON cut inside a string at max_tokens.
		faulttest.NoLeaks(t)
		c := faultClient(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			io.WriteString(w, message("max_tokens", text(answerJSON[:25])))
		}))
		if _, err := c.Complete(context.Background(), extract.AnswerRequest("q", sources)); !errors.Is(err, extract.ErrMalformed) {
			t.Errorf("Complete on output cut at max_tokens: %v; want ErrMalformed", err)
		}
	})
}

func TestFaultStreamCutMidEvent(t *testing.T) {
	partial := "event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"Refu"
	for _, tt := range []struct {
		name  string
		abort bool // drop the connection, rather than end the body
		early bool // before any piece
	}{
		{"body ends mid-event", false, false},
		{"connection dropped mid-event", true, false},
		{"body ends mid-event before any piece", false, true},
		{"connection dropped mid-event before any piece", true, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			faulttest.NoLeaks(t)
			var n atomic.Int32
			got := make(chan struct{}, 1)
			c := faultClient(t, counted(&n, func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/event-stream")
				if !tt.early {
					io.WriteString(w, messageStart()+blockStream(0, []string{answerJSON[:20]}))
					w.(http.Flusher).Flush()
					select { // let the piece reach the caller first
					case <-got:
					case <-time.After(time.Second):
					}
				} else {
					io.WriteString(w, messageStart())
				}
				io.WriteString(w, partial)
				w.(http.Flusher).Flush()
				if tt.abort {
					panic(http.ErrAbortHandler)
				}
			}))
			var pieces []string
			start := time.Now()
			out, err := c.Stream(context.Background(), extract.AnswerRequest("q", sources), func(p string) error {
				pieces = append(pieces, p)
				select {
				case got <- struct{}{}:
				default:
				}
				return nil
			})
			faulttest.Within(t, start, 5*time.Second)
			wantRequests, wantPieces := int32(1), 1
			if tt.early {
				wantRequests, wantPieces = 3, 0
			}
			if out != "" || !errors.As(err, &pe) || !pe.Retryable || !errors.Is(err, io.ErrUnexpectedEOF) || n.Load() != wantRequests || len(pieces) != wantPieces {
				t.Errorf("Stream cut mid-event = %q, %v after %d requests and %d pieces; want a *ProviderError matching io.ErrUnexpectedEOF after %d and %d",
					out, err, n.Load(), len(pieces), wantRequests, wantPieces)
			}
			faulttest.NoSecret(t, err, key)
		})
	}
}
