// Package providers builds, by name, the model providers that the
// command-line tool and the service offer: extractive, anthropic,
// anthropic-citations and openai.
package providers

import (
	"fmt"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/extract/anthropic"
	"github.com/verbatim-go/verbatim/extract/extractive"
	"github.com/verbatim-go/verbatim/extract/openai"
)

// Names are the providers New knows.
const Names = "extractive, anthropic, anthropic-citations or openai"

// A Config names a provider and the model it asks.
type Config struct {
	// Provider is one of Names; "" is extractive.
	Provider string
	// Model and BaseURL are the model's name and the API's base URL for
	// anthropic and openai; "" means the adapter's default.
	Model, BaseURL string
}

// New returns the provider cfg names. The adapters' keys come from getenv:
// ANTHROPIC_API_KEY, which anthropic needs, and OPENAI_API_KEY, which a
// local OpenAI-compatible server may do without.
func New(cfg Config, getenv func(string) string) (extract.Provider, error) {
	switch cfg.Provider {
	case "", "extractive":
		return extractive.Provider{}, nil
	case "anthropic", "anthropic-citations":
		c := &anthropic.Client{APIKey: getenv("ANTHROPIC_API_KEY"), Model: cfg.Model, BaseURL: cfg.BaseURL}
		if cfg.Provider == "anthropic-citations" {
			c.Mode = anthropic.Citations
		}
		if c.APIKey == "" {
			return nil, fmt.Errorf("provider %s needs ANTHROPIC_API_KEY", cfg.Provider)
		}
		return c, nil
	case "openai":
		return &openai.Client{APIKey: getenv("OPENAI_API_KEY"), Model: cfg.Model, BaseURL: cfg.BaseURL}, nil
	}
	return nil, fmt.Errorf("unknown provider %q (want %s)", cfg.Provider, Names)
}
