package main

import (
	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/internal/providers"
)

// newProvider returns the provider cfg names (see package providers). The
// adapters read their keys from ANTHROPIC_API_KEY and OPENAI_API_KEY.
func newProvider(cfg Config, getenv func(string) string) (extract.Provider, error) {
	return providers.New(providers.Config{Provider: cfg.Provider, Model: cfg.Model, BaseURL: cfg.BaseURL}, getenv)
}
