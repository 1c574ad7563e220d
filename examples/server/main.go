// Command server is verbatim's HTTP JSON service.
//
//	POST /v1/verified  answer a question from sources with a model, verified
//	POST /v1/check     check an answer that carries [n] markers
//	POST /v1/verify    verify a claims contract
//	GET  /healthz      liveness
//
// The provider is chosen with -provider or VERBATIM_PROVIDER: extractive
// (the default: no model, no network), anthropic, anthropic-citations or
// openai. Every error body is {"error":{"code","message"}}. The server
// stops gracefully on SIGINT or SIGTERM: it stops accepting connections
// and lets requests in flight finish.
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
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	log := slog.New(slog.NewTextHandler(os.Stderr, nil))
	if err := run(ctx, os.Args[1:], os.Getenv, log, nil); err != nil {
		fmt.Fprintln(os.Stderr, "server:", err)
		os.Exit(1)
	}
}

// run serves until ctx is done, then shuts down gracefully. If ready is not
// nil, it is called with the listening address.
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
	grace := fs.Duration("shutdown-grace", 30*time.Second, "how long requests in flight may run after a shutdown signal")
	if err := fs.Parse(args); err != nil {
		return err
	}
	provider, err := providerFor(cfg, getenv)
	if err != nil {
		return err
	}
	srv := &http.Server{
		Handler:           NewHandler(cfg, provider, log),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       60 * time.Second,
		IdleTimeout:       120 * time.Second,
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
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
	log.Info("shutting down")
	shutdown, cancel := context.WithTimeout(context.Background(), *grace)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil {
		return err
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
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
