package providers

import (
	"strings"
	"testing"

	"github.com/verbatim-go/verbatim/extract/anthropic"
	"github.com/verbatim-go/verbatim/extract/extractive"
	"github.com/verbatim-go/verbatim/extract/openai"
)

func TestNew(t *testing.T) {
	env := func(keys map[string]string) func(string) string { return func(k string) string { return keys[k] } }
	withKeys := env(map[string]string{"ANTHROPIC_API_KEY": "sk-ant", "OPENAI_API_KEY": "sk-oai"})
	for _, tt := range []struct {
		cfg    Config
		getenv func(string) string
		check  func(any) bool
		err    string
	}{
		{Config{}, env(nil), func(p any) bool { _, ok := p.(extractive.Provider); return ok }, ""},
		{Config{Provider: "extractive"}, env(nil), func(p any) bool { _, ok := p.(extractive.Provider); return ok }, ""},
		{Config{Provider: "anthropic", Model: "claude-sonnet-4-6"}, withKeys, func(p any) bool {
			c, ok := p.(*anthropic.Client)
			return ok && c.APIKey == "sk-ant" && c.Model == "claude-sonnet-4-6" && c.Mode != anthropic.Citations
		}, ""},
		{Config{Provider: "anthropic-citations"}, withKeys, func(p any) bool {
			c, ok := p.(*anthropic.Client)
			return ok && c.Mode == anthropic.Citations
		}, ""},
		{Config{Provider: "anthropic"}, env(nil), nil, "needs ANTHROPIC_API_KEY"},
		{Config{Provider: "openai", BaseURL: "http://localhost:11434/v1"}, env(nil), func(p any) bool {
			c, ok := p.(*openai.Client)
			return ok && c.BaseURL == "http://localhost:11434/v1" && c.APIKey == ""
		}, ""},
		{Config{Provider: "gemini"}, withKeys, nil, `unknown provider "gemini"`},
	} {
		p, err := New(tt.cfg, tt.getenv)
		switch {
		case tt.err != "":
			if err == nil || !strings.Contains(err.Error(), tt.err) || strings.Contains(err.Error(), "sk-") {
				t.Errorf("New(%+v) error %v; want one saying %q, without a key", tt.cfg, err, tt.err)
			}
		case err != nil || !tt.check(p):
			t.Errorf("New(%+v) = %#v, %v", tt.cfg, p, err)
		}
	}
}
