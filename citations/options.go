package citations

import (
	"fmt"

	"github.com/verbatim-go/verbatim/internal/document"
	"github.com/verbatim-go/verbatim/internal/support"
	"github.com/verbatim-go/verbatim/normalize"
	"github.com/verbatim-go/verbatim/numbers"
)

// Options controls a check. The zero value flags uncited sentences,
// matches quotations under normalize.Strict, grounds numbers with
// numbers.On and requires 75% of a sentence's content words.
type Options struct {
	// Uncited says what to do with a sentence that has no marker.
	Uncited UncitedPolicy
	// Mode is the folding under which a quotation must appear in a source:
	// normalize.Strict (case, white space and compatibility forms may
	// differ) or normalize.Lenient (punctuation and symbols may differ too).
	Mode normalize.Mode
	// Numbers is how a sentence's numbers must be grounded in its sources.
	Numbers numbers.Mode
	// MinOverlap is the fraction of a sentence's distinct content words
	// that its sources must hold, up to word forms, for it to be ok; below
	// it the sentence is unverified. 0 means 1: all of them.
	MinOverlap float64
	// Limits bounds the sizes of the sources (in NewCorpus) and of an
	// answer (in Check and Corpus.CheckAnswer); the zero value means the
	// defaults.
	Limits Limits
	// DetectSnippets reads the sources as web snippets, as if their Kind
	// were extract.Snippet, when every source of its own (no chunk of a
	// document) is at most SnippetLength code points long.
	DetectSnippets bool
}

// SnippetLength is the length, in code points, up to which
// Options.DetectSnippets reads the sources of a request as snippets.
const SnippetLength = document.SnippetLength

// engine returns the claim engine's options.
func (o Options) engine() support.Options {
	return support.Options{Numbers: o.Numbers, Cover: o.MinOverlap}
}

func (o Options) validate() error {
	if o.Uncited > CheckAll {
		return fmt.Errorf("citations: invalid %v", o.Uncited)
	}
	if o.Mode > normalize.Lenient {
		return fmt.Errorf("citations: invalid folding %v", o.Mode)
	}
	if o.Numbers > numbers.Row {
		return fmt.Errorf("citations: invalid numbers %v", o.Numbers)
	}
	return nil
}

// An UncitedPolicy says what a check does with a sentence that cites no
// source.
type UncitedPolicy uint8

const (
	// Flag marks the sentence uncited. It is the zero value.
	Flag UncitedPolicy = iota
	// CheckAll checks the sentence against every source, one at a time,
	// and marks it ok if one of them supports it.
	CheckAll
)

var uncitedNames = [...]string{Flag: "flag", CheckAll: "check-all"}

// String returns "flag" or "check-all".
func (u UncitedPolicy) String() string {
	if int(u) < len(uncitedNames) {
		return uncitedNames[u]
	}
	return fmt.Sprintf("UncitedPolicy(%d)", uint8(u))
}

// ParseUncited returns the policy named s: "flag" (or "") or "check-all".
func ParseUncited(s string) (UncitedPolicy, error) {
	switch s {
	case "", "flag":
		return Flag, nil
	case "check-all":
		return CheckAll, nil
	}
	return Flag, fmt.Errorf("citations: unknown uncited policy %q (want flag or check-all)", s)
}

// MarshalText returns the name String returns.
func (u UncitedPolicy) MarshalText() ([]byte, error) {
	if int(u) >= len(uncitedNames) {
		return nil, fmt.Errorf("citations: invalid %v", u)
	}
	return []byte(u.String()), nil
}

// UnmarshalText sets u to the policy ParseUncited reads from text.
func (u *UncitedPolicy) UnmarshalText(text []byte) error {
	v, err := ParseUncited(string(text))
	if err != nil {
		return err
	}
	*u = v
	return nil
}
