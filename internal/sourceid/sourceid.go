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
