package citations

import (
	"errors"
	"fmt"
)

// ErrLimit means an input exceeded a limit: one of the fields of [Limits]
// here, or of verify.Limits, which shares this value. The error is a
// *[LimitError] naming the limit; the service answers 413.
var ErrLimit = errors.New("verbatim: limit exceeded")

// A LimitError reports which limit an input exceeded. Package verify
// returns the same type.
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

// Limits bounds the sizes a check accepts. Each zero field means its
// default, from DefaultLimits; a negative field means no limit. Exceeding a
// limit is an error, never a partial result.
//
// The cost of a check grows with the answer times the sources: each
// quotation is looked for in every source, and, under CheckAll, each
// uncited sentence is checked against every source. The limits on the
// answer's citations and quotations bound what one short answer can make a
// check do.
type Limits struct {
	MaxSourceBytes int // one source's text; default 16 MiB
	MaxTotalBytes  int // all sources' texts together; default 64 MiB
	MaxSources     int // number of sources; default 1000
	MaxAnswerBytes int // the answer; default 1 MiB
	// MaxCitations bounds the sources the answer's markers name, counted
	// per marker: "[1, 2]" counts two and a range counts each number it
	// spans, so "[1-100]" counts 100; default 100,000.
	MaxCitations int
	// MaxQuotations bounds the answer's quotations, each of which is
	// looked for in every source; default 100.
	MaxQuotations int
}

// DefaultLimits are the limits in force for zero fields.
var DefaultLimits = Limits{
	MaxSourceBytes: 16 << 20,
	MaxTotalBytes:  64 << 20,
	MaxSources:     1000,
	MaxAnswerBytes: 1 << 20,
	MaxCitations:   100_000,
	MaxQuotations:  100,
}

// limit returns the limit in force for a field value v with default d, and
// whether there is one.
func limit(v, d int) (int, bool) {
	switch {
	case v < 0:
		return 0, false
	case v == 0:
		return d, true
	}
	return v, true
}

func check(name string, v, d, got int) error {
	if max, ok := limit(v, d); ok && got > max {
		return &LimitError{Limit: name, Max: max, Got: got}
	}
	return nil
}

func (l Limits) checkSources(sources []Source) error {
	if err := check("MaxSources", l.MaxSources, DefaultLimits.MaxSources, len(sources)); err != nil {
		return err
	}
	total := 0
	for _, s := range sources {
		if err := check("MaxSourceBytes", l.MaxSourceBytes, DefaultLimits.MaxSourceBytes, len(s.Text)); err != nil {
			return err
		}
		total += len(s.Text)
	}
	return check("MaxTotalBytes", l.MaxTotalBytes, DefaultLimits.MaxTotalBytes, total)
}

func (l Limits) checkAnswer(answer string) error {
	return check("MaxAnswerBytes", l.MaxAnswerBytes, DefaultLimits.MaxAnswerBytes, len(answer))
}

// maxCitations returns the citations limit in force, or -1 for none.
func (l Limits) maxCitations() int {
	if n, ok := limit(l.MaxCitations, DefaultLimits.MaxCitations); ok {
		return n
	}
	return -1
}

// maxQuotations returns the quotations limit in force, or -1 for none.
func (l Limits) maxQuotations() int {
	if n, ok := limit(l.MaxQuotations, DefaultLimits.MaxQuotations); ok {
		return n
	}
	return -1
}
