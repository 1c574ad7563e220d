// Package sourceid checks the ids that callers give their sources.
package sourceid

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Problem returns why id cannot name a source, or "" if it can.
//
// An id is written into answers as a citation marker, "[id]", and into
// messages and JSON. So it must be valid UTF-8; it must not hold "[" or
// "]", which would make a marker ambiguous ("[1] Refunds are 90 days [2"
// would write text of its own into a verified answer); and it must not
// hold control characters, line breaks or bidirectional controls, which
// would let an id break the line or reorder the text it is written into.
// It must not be empty or only white space. Spaces, punctuation other
// than brackets, and letters of any script are allowed.
func Problem(id string) string {
	if strings.TrimSpace(id) == "" {
		return "is empty"
	}
	if !utf8.ValidString(id) {
		return "is not valid UTF-8"
	}
	for _, r := range id {
		switch {
		case r == '[' || r == ']':
			return "holds a bracket, which would make its citation marker [id] ambiguous"
		case unicode.IsControl(r) || r == '\u2028' || r == '\u2029':
			return fmt.Sprintf("holds the control character %U", r)
		case Bidi(r):
			return fmt.Sprintf("holds the bidirectional control %U", r)
		}
	}
	return ""
}

// Bidi reports whether r is a bidirectional control: a mark, embedding,
// override or isolate that changes how the text around it is displayed
// without being seen.
func Bidi(r rune) bool {
	switch {
	case r == '\u061c', r == '\u200e', r == '\u200f':
		return true
	case '\u202a' <= r && r <= '\u202e':
		return true
	case '\u2066' <= r && r <= '\u2069':
		return true
	}
	return false
}

// A Fault is the first reason a list of ids cannot name its sources.
type Fault struct {
	Kind FaultKind
	I    int    // the index of the id at fault
	J    int    // for a Duplicate, the index of the first id it repeats
	ID   string // the id at fault
	Why  string // for an Unwritable id, what Problem says
}

// A FaultKind says what is wrong with an id.
type FaultKind uint8

const (
	None       FaultKind = iota // every id can name its source
	Empty                       // the id is empty or only white space
	Unwritable                  // Problem finds something wrong with it
	Duplicate                   // an earlier id is the same
)

// Check returns the first fault of ids, in order: for each id, whether it
// is empty, then whether it can be written (Problem), then whether an
// earlier id is the same. Its Kind is None if every id can name its
// source. id returns the id at an index.
func Check(n int, id func(i int) string) Fault {
	seen := make(map[string]int, n)
	for i := range n {
		s := id(i)
		switch {
		case strings.TrimSpace(s) == "":
			return Fault{Kind: Empty, I: i, ID: s}
		case Problem(s) != "":
			return Fault{Kind: Unwritable, I: i, ID: s, Why: Problem(s)}
		}
		if j, dup := seen[s]; dup {
			return Fault{Kind: Duplicate, I: i, J: j, ID: s}
		}
		seen[s] = i
	}
	return Fault{}
}

// Error returns an error with the message msg that errors.Is matches to
// each of targets: an invalid id is both the invalid-id error its
// sources share and, say, an invalid request of the package that reads
// it, with that package's words.
func Error(msg string, targets ...error) error { return &idError{msg, targets} }

type idError struct {
	msg     string
	targets []error
}

func (e *idError) Error() string   { return e.msg }
func (e *idError) Unwrap() []error { return e.targets }
