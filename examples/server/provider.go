package main

import (
	"fmt"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/extract/anthropic"
	"github.com/verbatim-go/verbatim/extract/extractive"
	"github.com/verbatim-go/verbatim/extract/openai"
)

// newProvider returns the provider cfg names. The adapters read their keys
// from ANTHROPIC_API_KEY and OPENAI_API_KEY.
func newProvider(cfg Config, getenv func(string) string) (extract.Provider, error) {
	switch cfg.Provider {
	case "", "extractive":
		return extractive.Provider{}, nil
	case "anthropic", "anthropic-citations":
		c := &anthropic.Client{APIKey: getenv("ANTHROPIC_API_KEY"), Model: cfg.Model, BaseURL: cfg.BaseURL}
		if cfg.Provider == "anthropic-citations" {
			c.Mode = anthropic.Citations
		}
		if c.APIKey == "" {
			return nil, fmt.Errorf("provider anthropic needs ANTHROPIC_API_KEY")
		}
		return c, nil
	case "openai":
		return &openai.Client{APIKey: getenv("OPENAI_API_KEY"), Model: cfg.Model, BaseURL: cfg.BaseURL}, nil
	}
	return nil, fmt.Errorf("unknown provider %q (want extractive, anthropic, anthropic-citations or openai)", cfg.Provider)
}
