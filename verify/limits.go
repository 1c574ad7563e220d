package verify

import "github.com/verbatim-go/verbatim/citations"

// Limits bounds the sizes verification accepts. It is citations.Limits,
// whose fields say the defaults; verification reads all but MaxCitations
// and MaxQuotations. Exceeding a limit is an error, never a truncated
// result.
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

// ErrInvalidID is citations.ErrInvalidID: a source id that is empty,
// repeats another or cannot be written as a marker. Such an error matches
// ErrInvalid too.
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
