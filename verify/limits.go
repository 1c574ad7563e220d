package verify

import "github.com/verbatim-go/verbatim/citations"

// ErrLimit means an input exceeded one of the Limits. The error is a
// *LimitError naming the limit; the service answers 413. It is the same
// value as citations.ErrLimit, so that one errors.Is test covers both
// packages.
var ErrLimit = citations.ErrLimit

// A LimitError reports which limit an input exceeded: the Limits field
// (e.g. "MaxSourceBytes"), the limit in force and what the input had. It
// is the type package citations returns too.
type LimitError = citations.LimitError

// Limits bounds the sizes verification accepts. Each zero field means its
// default; a negative field means no limit. Exceeding a limit is an error,
// never a truncated result.
type Limits struct {
	MaxSourceBytes int // one source's text; default 16 MiB
	MaxTotalBytes  int // all sources' texts together; default 64 MiB
	MaxSources     int // number of sources; default 1000
	MaxAnswerBytes int // an answer to check, or a model's answer text; default 1 MiB
	MaxClaims      int // claims in one request or model output; default 1000
	MaxQuoteBytes  int // one claim's quote, and one claim's text; default 64 KiB
}

// DefaultLimits are the limits in force for zero fields.
var DefaultLimits = Limits{
	MaxSourceBytes: 16 << 20,
	MaxTotalBytes:  64 << 20,
	MaxSources:     1000,
	MaxAnswerBytes: 1 << 20,
	MaxClaims:      1000,
	MaxQuoteBytes:  64 << 10,
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

func (l Limits) checkCount(claims int) error {
	return check("MaxClaims", l.MaxClaims, DefaultLimits.MaxClaims, claims)
}

func (l Limits) checkClaims(claims []Claim) error {
	if err := l.checkCount(len(claims)); err != nil {
		return err
	}
	for _, c := range claims {
		if err := check("MaxQuoteBytes", l.MaxQuoteBytes, DefaultLimits.MaxQuoteBytes, max(len(c.Quote), len(c.Text))); err != nil {
			return err
		}
	}
	return nil
}

func (l Limits) checkAnswer(answer string) error {
	return check("MaxAnswerBytes", l.MaxAnswerBytes, DefaultLimits.MaxAnswerBytes, len(answer))
}
