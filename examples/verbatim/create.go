package main

import (
	"context"
	"io"
	"os"

	"github.com/verbatim-go/verbatim/contract"
	"github.com/verbatim-go/verbatim/internal/providers"
)

func init() {
	register(&command{
		name:    "create",
		summary: "answer a question from sources with a model, verified: [--provider NAME] [--model NAME] [--base-url URL] [--jsonl] < request.json",
		run:     runCreate,
	})
}

// getenv reads the environment; tests replace it.
var getenv = os.Getenv

// runCreate answers /v1/verified requests as the service does, with the
// provider the flags name; its key comes from the environment only.
func runCreate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("create", stderr)
	var cfg providers.Config
	fs.StringVar(&cfg.Provider, "provider", "extractive", "model `provider`: "+providers.Names+"; keys come from ANTHROPIC_API_KEY and OPENAI_API_KEY")
	fs.StringVar(&cfg.Model, "model", "", "model `name` for the anthropic and openai providers (default: the adapter's)")
	fs.StringVar(&cfg.BaseURL, "base-url", "", "API base `URL`, e.g. of a local OpenAI-compatible server")
	jsonl := fs.Bool("jsonl", false, "read one request per line and write one response per line")
	if ok, status := parseFlags(fs, args, stdout); !ok {
		return status
	}
	p, err := providers.New(cfg, getenv)
	if err != nil {
		writeError(stdout, contract.Invalid("%v", err))
		return exitBadData
	}
	return serve(stdin, stdout, *jsonl, func(data []byte) (any, error) {
		return contract.HandleVerified(context.Background(), data, p)
	})
}
