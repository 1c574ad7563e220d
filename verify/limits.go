package verify

import "github.com/verbatim-go/verbatim/citations"

// Limits bounds the sizes verification accepts: the size of each source, of
// all sources, of a claim's quote and text and of a model's answer, and the
// number of sources and claims. Each zero field means its default; a
// negative field means no limit. Exceeding a limit is an error, never a
// truncated result. It is the type package citations takes, with the same
// defaults; verification reads MaxSourceBytes, MaxTotalBytes, MaxSources,
// MaxAnswerBytes, MaxClaims and MaxQuoteBytes.
type Limits = citations.Limits

// A LimitError reports which limit an input exceeded: the Limits field
// (e.g. "MaxSourceBytes"), the limit in force and what the input had. It
// is the type package citations returns too.
type LimitError = citations.LimitError

// ErrLimit means an input exceeded one of the Limits. The error is a
// *LimitError naming the limit; the service answers 413. It is the same
// value as citations.ErrLimit, so that one errors.Is test covers both
// packages.
var ErrLimit = citations.ErrLimit

// ErrInvalidID means a source id cannot name a source: it is empty, it
// repeats another source's id, or it cannot be written as a marker. Such
// an error matches ErrInvalid too. It is the same value as
// citations.ErrInvalidID.
var ErrInvalidID = citations.ErrInvalidID

// exceeds returns a *LimitError naming limit if got exceeds max, a limit
// in force (negative for none).
func exceeds(limit string, max, got int) error {
	if max >= 0 && got > max {
		return &LimitError{Limit: limit, Max: max, Got: got}
	}
	return nil
}

// checkClaims checks the claims of a request or model output against the
// limits in force l.
func checkClaims(l Limits, claims []Claim) error {
	if err := exceeds("MaxClaims", l.MaxClaims, len(claims)); err != nil {
		return err
	}
	for _, c := range claims {
		if err := exceeds("MaxQuoteBytes", l.MaxQuoteBytes, max(len(c.Quote), len(c.Text))); err != nil {
			return err
		}
	}
	return nil
}
