package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/verbatim-go/verbatim/contract"
	"github.com/verbatim-go/verbatim/extract"
)

// Config configures the service.
type Config struct {
	Provider    string
	Model       string
	BaseURL     string
	MaxBody     int64         // largest request body in bytes
	MaxInFlight int           // requests handled at once
	Timeout     time.Duration // time limit for one request
}

// Handler is the service's HTTP handler.
type Handler struct {
	mux      *http.ServeMux
	h        *handler
	draining atomic.Bool
}

// NewHandler returns the service's HTTP handler.
func NewHandler(cfg Config, p extract.Provider, log *slog.Logger) *Handler {
	h := &handler{cfg: cfg, p: p, log: log, slots: make(chan struct{}, max(cfg.MaxInFlight, 1))}
	s := &Handler{mux: http.NewServeMux(), h: h}
	s.mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			methodNotAllowed(w, r, "GET")
			return
		}
		if s.draining.Load() {
			writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "draining"})
			return
		}
		writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	s.mux.Handle("/v1/verified", h.serve(func(ctx context.Context, body []byte) (any, error) {
		return contract.HandleVerified(ctx, body, h.p)
	}, h.streamVerified))
	s.mux.Handle("/v1/check", h.serve(func(_ context.Context, body []byte) (any, error) {
		return contract.HandleCheck(body)
	}, h.streamCheck))
	s.mux.Handle("/v1/verify", h.endpoint(func(_ context.Context, body []byte) (any, error) {
		return contract.HandleVerify(body)
	}))
	s.mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, &contract.Error{Code: "not_found", Message: fmt.Sprintf("no such endpoint: %s %s", r.Method, r.URL.Path), Status: http.StatusNotFound})
	})
	return s
}

func (s *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if s.draining.Load() {
		w.Header().Set("Connection", "close")
	}
	s.mux.ServeHTTP(w, r)
}

// Drain marks the service as stopping. Requests are still served, but
// /healthz answers 503 {"status":"draining"}, so that a load balancer stops
// sending, and every answer closes its connection, so that no idle
// keep-alive connection is left for the server to cut when it stops: a
// client that sends on a connection the server is closing sees it reset.
func (s *Handler) Drain() { s.draining.Store(true) }

// InFlight returns the number of requests whose work is running, work
// already answered 504 included.
func (s *Handler) InFlight() int { return len(s.h.slots) }

type handler struct {
	cfg   Config
	p     extract.Provider
	log   *slog.Logger
	slots chan struct{}
	// piece, if set, is called before each piece of an answer a stream
	// checks; tests set it.
	piece func()
}

// endpoint wraps a JSON handler with the service's limits: in-flight
// requests, body size and time. A request that runs past the timeout is
// answered 504 at once; its work, which for a check or a verify cannot be
// interrupted, keeps its slot until it ends, so that no more than
// MaxInFlight requests use the CPU at once. Work that has ended is
// answered with its outcome, never 504, and gives its slot back before the
// answer is written.
func (h *handler) endpoint(f func(context.Context, []byte) (any, error)) http.Handler {
	return h.serve(f, nil)
}

// serve is endpoint for a JSON handler that can also stream: a request
// whose body says "stream": true is answered by stream with server-sent
// events (see serveStream), under the same limits.
func (h *handler) serve(f func(context.Context, []byte) (any, error), stream streamFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			methodNotAllowed(w, r, "POST")
			return
		}
		select {
		case h.slots <- struct{}{}:
		default:
			w.Header().Set("Retry-After", "1")
			writeError(w, &contract.Error{Code: "overloaded", Message: "too many requests in flight; retry shortly", Status: http.StatusServiceUnavailable})
			return
		}
		release := func() { <-h.slots }
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, h.cfg.MaxBody))
		if err != nil {
			release()
			var tooLarge *http.MaxBytesError
			if errors.As(err, &tooLarge) {
				writeError(w, &contract.Error{Code: contract.CodeTooLarge, Message: fmt.Sprintf("request body exceeds %d bytes", h.cfg.MaxBody), Status: http.StatusRequestEntityTooLarge})
				return
			}
			writeError(w, contract.Invalid("reading request body: %v", err))
			return
		}
		if stream != nil && wantsStream(body) {
			defer release()
			h.serveStream(w, r, body, stream)
			return
		}
		// Only the deadline or the client going away ends ctx: the worker
		// never cancels it, so its ending cannot pass for a timeout.
		ctx, cancel := r.Context(), context.CancelFunc(func() {})
		if h.cfg.Timeout > 0 {
			ctx, cancel = context.WithTimeout(ctx, h.cfg.Timeout)
		}
		defer cancel()
		type outcome struct {
			v   any
			err error
		}
		// The worker hands its outcome over on done, which is unbuffered;
		// if the wait has given up (gone is closed), the worker gives the
		// slot back itself when its work ends.
		done := make(chan outcome)
		gone := make(chan struct{})
		start := time.Now()
		go func() {
			v, err := f(ctx, body)
			select {
			case done <- outcome{v, err}:
			case <-gone:
				release()
			}
		}()
		var out outcome
		select {
		case out = <-done:
		case <-ctx.Done():
			// An outcome that is ready wins over the deadline.
			select {
			case out = <-done:
			default:
				close(gone)
				err := ctx.Err()
				if r.Context().Err() == nil {
					err = &contract.Error{Code: contract.CodeTimeout, Message: fmt.Sprintf("no answer within %v", h.cfg.Timeout), Status: http.StatusGatewayTimeout}
				}
				h.fail(w, r, err, start)
				return
			}
		}
		release()
		if out.err != nil {
			h.fail(w, r, out.err, start)
			return
		}
		writeJSON(w, http.StatusOK, out.v)
	})
}

// fail logs a failed request and answers it with its error.
func (h *handler) fail(w http.ResponseWriter, r *http.Request, err error, start time.Time) {
	e := contract.AsError(err)
	if e.Status == 0 {
		e.Status = http.StatusBadRequest
	}
	h.log.Info("request failed", "path", r.URL.Path, "code", e.Code, "status", e.Status, "elapsed", time.Since(start))
	writeError(w, e)
}

func methodNotAllowed(w http.ResponseWriter, r *http.Request, allow string) {
	w.Header().Set("Allow", allow)
	writeError(w, &contract.Error{Code: "method_not_allowed", Message: fmt.Sprintf("%s %s: use %s", r.Method, r.URL.Path, allow), Status: http.StatusMethodNotAllowed})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.Encode(v)
}

func writeError(w http.ResponseWriter, e *contract.Error) {
	writeJSON(w, e.Status, contract.ErrorBody{Error: e})
}
