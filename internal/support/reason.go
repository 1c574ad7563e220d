package support

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// An Outcome is what the engine decides about a claim.
type Outcome uint8

const (
	// Failed: the evidence contradicts the claim, or is about something
	// else; the first reason says how. It is the zero value, so that
	// nothing is supported by default.
	Failed Outcome = iota
	// Unverified: nothing contradicts the claim, but its evidence does
	// not prove it.
	Unverified
	// Supported: every anchor of the claim is in its evidence with the
	// same value, nothing flips its polarity, and its words are the
	// evidence's words, up to word forms.
	Supported
)

var outcomeNames = [...]string{"failed", "unverified", "supported"}

func (o Outcome) String() string {
	if int(o) < len(outcomeNames) {
		return outcomeNames[o]
	}
	return fmt.Sprintf("Outcome(%d)", uint8(o))
}

// A Code names a reason. Hard codes fail a claim; soft ones leave it
// unverified.
type Code uint8

const (
	// Hard.
	NumberMismatch     Code = iota // a number the evidence gives another value
	IdentifierMismatch             // Su-35 where the evidence says Su-24
	NameMismatch                   // Canada where the evidence names the U.S.
	RoleSwap                       // the parties around a verb swapped
	NegationMismatch               // a negation one side has and the other not
	AntonymMismatch                // rose where the evidence says fell
	ModalityMismatch               // will where the evidence says may
	BoundMismatch                  // more than 83% where the evidence says 83%
	NotInEvidence                  // the evidence is about something else

	// Soft.
	AnchorAbsent     // a number, identifier or name the evidence does not mention
	ConditionDropped // the evidence restricts what the claim states without restriction
	WordsMissing     // words of the claim the evidence does not have
	NegationUnclear  // both sides negate, not the same words

	// NumCodes is the number of codes.
	NumCodes
)

var codeNames = [NumCodes]string{
	NumberMismatch:     "number_not_found",
	IdentifierMismatch: "identifier_mismatch",
	NameMismatch:       "name_mismatch",
	RoleSwap:           "role_swap",
	NegationMismatch:   "negation_mismatch",
	AntonymMismatch:    "antonym_mismatch",
	ModalityMismatch:   "modality_mismatch",
	BoundMismatch:      "bound_mismatch",
	NotInEvidence:      "claim_not_in_evidence",
	AnchorAbsent:       "anchor_absent",
	ConditionDropped:   "condition_dropped",
	WordsMissing:       "words_missing",
	NegationUnclear:    "negation_unclear",
}

// String returns the code's contract name, e.g. "name_mismatch".
func (c Code) String() string {
	if c < NumCodes {
		return codeNames[c]
	}
	return fmt.Sprintf("Code(%d)", uint8(c))
}

// Hard reports whether the code fails a claim.
func (c Code) Hard() bool { return c < AnchorAbsent }

// A Span is a range of a source's text that a reason rests on.
type Span struct {
	Source     string
	Start, End int // byte offsets into the source's text
}

// A Reason is one finding of the engine: its code, a message a person can
// check against the span it names, and the span.
type Reason struct {
	Code    Code
	Message string
	Span    Span
}

// clip shortens s to at most n bytes on a code point boundary, marking the
// cut with an ellipsis; white space runs become one space.
func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

func quote(s string) string { return fmt.Sprintf("%q", clip(s, 160)) }

// list joins words for a message: "a, b and c", at most max of them.
func list(ws []string, max int) string {
	more := 0
	if len(ws) > max {
		ws, more = ws[:max], len(ws)-max
	}
	s := strings.Join(ws, ", ")
	if more > 0 {
		s += fmt.Sprintf(" and %d more", more)
	}
	return s
}
