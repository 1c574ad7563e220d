// Command server is verbatim's HTTP JSON service.
//
//	POST /v1/verified  answer a question from sources with a model, verified
//	POST /v1/check     check an answer that carries [n] markers
//	POST /v1/verify    verify a claims contract
//	GET  /healthz      200 {"status":"ok"}; 503 {"status":"draining"} once stopping
//
// The provider is chosen with -provider or VERBATIM_PROVIDER: extractive
// (the default: no model, no network), anthropic, anthropic-citations or
// openai. Every error body is {"error":{"code","message"}}.
//
// # Streaming
//
// POST /v1/check and POST /v1/verified with "stream": true in the body
// answer text/event-stream: server-sent events, each an "event:" line, a
// "data:" line of JSON and a blank line, flushed as it is decided.
//
//   - /v1/check sends a "sentence" event per sentence (the sentence object
//     of the response: its text, code point range, status, kind,
//     citations, reasons) as soon as its verdict is decided
//     (citations.Checker says when), then a "result" event holding
//     exactly the response the request without "stream" gets.
//   - /v1/verified sends a "step" event as each model call begins
//     ({"step":"extract"}, "cover" or "repair") and, from a provider that
//     streams, "progress" events ({"step":"extract","bytes":1234}) as the
//     model's output arrives. A claim's verdict is decided only once the
//     whole pipeline has run, since asking the model again, repairing and
//     abstaining replace or change verdicts: then come a "sentence" event
//     per verdict (each sentence of the verified text with its range,
//     then each failed claim with its status and reason) and the "result"
//     event. No verdict is sent that a later one takes back.
//
// An error found before the first event is answered as without "stream",
// with its status; one found after it ends the stream with an "error"
// event holding the error object. A client that goes away stops the work:
// the check of an answer between two of its pieces, a model call at once.
//
// # Limits
//
// At most -max-in-flight requests (16) are handled at once; more are
// answered 503 overloaded with Retry-After: 1. A request that takes longer
// than -timeout (60s) is answered 504 timeout; work that has ended is
// always answered with its outcome. Bodies over -max-body (8 MiB) are 413.
//
// # Stopping
//
// On SIGTERM or SIGINT the server drains, then stops:
//
//  1. At once, /healthz answers 503, so that a load balancer that checks it
//     stops sending; every answer from then on carries Connection: close,
//     so that no idle keep-alive connection is left to be cut.
//  2. For -drain (5s), the server goes on accepting connections and
//     serving requests as before, for clients that have not yet noticed.
//  3. Then it stops accepting: connections the kernel has already accepted
//     are taken and served, and later ones are refused. Requests in flight
//     run to their end, for up to -shutdown-grace (30s); past it, their
//     connections are closed and the server exits with status 1.
//
// No client that connected sees its connection reset. One whose connect
// meets the moment the socket stops listening, halfway through its TCP
// handshake, may see the connect fail (refused or, rarely, reset) before it
// sends anything, and may retry.
//
// A second signal stops the process at once. A supervisor's kill timeout
// (Kubernetes' terminationGracePeriodSeconds) should exceed -drain plus
// -shutdown-grace; the drain should exceed the time the load balancer takes
// to see /healthz fail (its check interval times its failure threshold).
// -drain 0 stops accepting at once.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"
)

func main() {
	ctx, stop := shutdownContext()
	defer stop()
	log := slog.New(slog.NewTextHandler(os.Stderr, nil))
	if err := run(ctx, os.Args[1:], os.Getenv, log, nil); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return
		}
		fmt.Fprintln(os.Stderr, "server:", err)
		os.Exit(1)
	}
}

// shutdownContext returns a context that is done at the first SIGINT or
// SIGTERM. After it, the signals have their default effect again, so that a
// second one stops the process at once.
func shutdownContext() (context.Context, context.CancelFunc) {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	context.AfterFunc(ctx, stop)
	return ctx, stop
}

// run serves until ctx is done, then drains and shuts down gracefully (see
// the package doc). If ready is not nil, it is called with the listening
// address.
func run(ctx context.Context, args []string, getenv func(string) string, log *slog.Logger, ready func(addr string)) error {
	fs := flag.NewFlagSet("server", flag.ContinueOnError)
	var cfg Config
	addr := fs.String("addr", envOr(getenv, "VERBATIM_ADDR", "localhost:8080"), "listen `address`")
	fs.StringVar(&cfg.Provider, "provider", envOr(getenv, "VERBATIM_PROVIDER", "extractive"), "model `provider`: extractive, anthropic, anthropic-citations or openai")
	fs.StringVar(&cfg.Model, "model", getenv("VERBATIM_MODEL"), "model `name` for the anthropic and openai providers")
	fs.StringVar(&cfg.BaseURL, "base-url", getenv("VERBATIM_BASE_URL"), "API base `URL` (e.g. a local OpenAI-compatible server)")
	fs.Int64Var(&cfg.MaxBody, "max-body", 8<<20, "largest request body in `bytes`")
	fs.IntVar(&cfg.MaxInFlight, "max-in-flight", 16, "requests handled at once; more are refused with 503")
	fs.DurationVar(&cfg.Timeout, "timeout", 60*time.Second, "time limit for one request, model calls included")
	drain := fs.Duration("drain", 5*time.Second, "after a shutdown signal, how long to go on serving, with /healthz answering 503, before new connections are refused")
	grace := fs.Duration("shutdown-grace", 30*time.Second, "after the drain, how long requests in flight may run")
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), `usage: server [flags]

On SIGTERM or SIGINT, /healthz answers 503 at once and every answer closes
its connection; serving goes on for -drain; then new connections are
refused and requests in flight have -shutdown-grace to end. A second
signal stops the process at once.

`)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *drain < 0 || *grace < 0 {
		return fmt.Errorf("-drain and -shutdown-grace must not be negative")
	}
	provider, err := providerFor(cfg, getenv)
	if err != nil {
		return err
	}
	h := NewHandler(cfg, provider, log)
	var conns connTracker
	srv := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       60 * time.Second,
		IdleTimeout:       120 * time.Second,
		ConnState:         conns.hook,
	}
	tl, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	ln := &drainListener{TCPListener: tl.(*net.TCPListener)}
	defer ln.closeNow()
	log.Info("listening", "addr", ln.Addr().String(), "provider", cfg.Provider)
	if ready != nil {
		ready(ln.Addr().String())
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	h.Drain()
	log.Info("draining: /healthz answers 503; still serving", "drain", *drain, "in_flight", h.InFlight())
	drained := time.NewTimer(*drain)
	defer drained.Stop()
	select {
	case err := <-errc:
		return err
	case <-drained.C:
	}
	ln.Close()
	if err := <-errc; !errors.Is(err, net.ErrClosed) {
		log.Error("accepting failed while stopping", "err", err)
	}
	log.Info("refusing new connections; waiting for requests in flight", "shutdown_grace", *grace, "in_flight", h.InFlight(), "connections", conns.count())
	// Shutdown would drop a request it reads after it begins: wait for the
	// connections already accepted to be served first.
	shutdown, cancel := context.WithTimeout(context.Background(), *grace)
	defer cancel()
	err = conns.wait(shutdown)
	if err == nil {
		err = srv.Shutdown(shutdown) // closes the idle connections
	}
	if err != nil {
		srv.Close()
		return fmt.Errorf("requests still in flight after -shutdown-grace %v were cut: %w", *grace, err)
	}
	log.Info("stopped")
	return nil
}

// providerFor builds the provider; tests replace it.
var providerFor = newProvider

func envOr(getenv func(string) string, key, def string) string {
	if v := getenv(key); v != "" {
		return v
	}
	return def
}
