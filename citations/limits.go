package citations

import (
	"errors"
	"fmt"

	"github.com/verbatim-go/verbatim/internal/document"
	"github.com/verbatim-go/verbatim/normalize"
)

// ErrLimit means an input exceeded one of the [Limits]. The error is a
// *[LimitError] naming the limit; the service answers 413. Package verify
// shares it, hence "verbatim:".
var ErrLimit = errors.New("verbatim: limit exceeded")

// A LimitError reports which limit an input exceeded.
type LimitError struct {
	Limit string // the Limits field, e.g. "MaxSourceBytes"
	Max   int    // the limit in force
	Got   int    // what the input had
}

func (e *LimitError) Error() string {
	return fmt.Sprintf("verbatim: limit exceeded: %s is %d, got %d", e.Limit, e.Max, e.Got)
}

// Is makes errors.Is(err, ErrLimit) true.
func (e *LimitError) Is(target error) bool { return target == ErrLimit }

// Limits bounds the sizes a check accepts, and a verification (package
// verify, which reads MaxClaims and MaxQuoteBytes instead of MaxCitations
// and MaxQuotations). Each zero field means its default; a negative field
// means no limit. Exceeding a limit is an error, never a partial result.
//
// The cost of a check grows with the answer times the sources: each
// quotation is looked for in every source, and, under CheckAll, each
// uncited sentence is checked against every source. The limits on the
// answer's citations and quotations bound what one short answer can make
// a check do.
type Limits struct {
	MaxSourceBytes int // one source's text; default 16 MiB
	MaxTotalBytes  int // all sources' texts together; default 64 MiB
	MaxSources     int // number of sources; default 1000
	MaxAnswerBytes int // an answer to check, or a model's answer text; default 1 MiB
	// MaxCitations bounds the sources the answer's markers name, counted
	// per marker: "[1, 2]" counts two and a range counts each number it
	// spans, so "[1-100]" counts 100; default 100,000.
	MaxCitations int
	// MaxQuotations bounds the answer's quotations, each of which is
	// looked for in every source; default 100.
	MaxQuotations int
	MaxClaims     int // claims to verify, in one request or model output; default 1000
	MaxQuoteBytes int // one claim's quote, and one claim's text; default 64 KiB
	// MaxDocumentBytes bounds one document reassembled from its chunks
	// (the sources that share a Source.Document), counted as the sum of
	// the chunks' texts; default 16 MiB. Whatever the limit, a document
	// is at most half of normalize.MaxLen.
	MaxDocumentBytes int
}

// InForce returns l with each zero field set to its default:
// Limits{}.InForce() is the defaults.
func (l Limits) InForce() Limits {
	or := func(v *int, d int) {
		if *v == 0 {
			*v = d
		}
	}
	or(&l.MaxSourceBytes, 16<<20)
	or(&l.MaxTotalBytes, 64<<20)
	or(&l.MaxSources, 1000)
	or(&l.MaxAnswerBytes, 1<<20)
	or(&l.MaxCitations, 100_000)
	or(&l.MaxQuotations, 100)
	or(&l.MaxClaims, 1000)
	or(&l.MaxQuoteBytes, 64<<10)
	or(&l.MaxDocumentBytes, 16<<20)
	return l
}

// CheckSources returns a *LimitError if sources exceed a limit of l on
// sources, and nil otherwise.
func (l Limits) CheckSources(sources []Source) error {
	l = l.InForce()
	if err := exceeds("MaxSources", l.MaxSources, len(sources)); err != nil {
		return err
	}
	total := 0
	for _, s := range sources {
		if err := exceeds("MaxSourceBytes", l.MaxSourceBytes, len(s.Text)); err != nil {
			return err
		}
		total += len(s.Text)
	}
	if err := exceeds("MaxTotalBytes", l.MaxTotalBytes, total); err != nil {
		return err
	}
	maxDoc := l.MaxDocumentBytes
	if maxDoc < 0 || maxDoc > normalize.MaxLen/2 {
		// The whole text, with a line break between chunks, must fold.
		maxDoc = normalize.MaxLen / 2
	}
	size := document.Size(sources)
	for _, s := range sources { // in order: the first document past the limit is reported
		if s.Document == "" {
			continue
		}
		if err := exceeds("MaxDocumentBytes", maxDoc, size[s.Document]); err != nil {
			return err
		}
	}
	return nil
}

// exceeds returns a *LimitError naming limit if got exceeds max, a limit
// in force (negative for none).
func exceeds(limit string, max, got int) error {
	if max >= 0 && got > max {
		return &LimitError{Limit: limit, Max: max, Got: got}
	}
	return nil
}
