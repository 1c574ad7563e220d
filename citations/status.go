package citations

import "fmt"

// A Status is the outcome of checking one sentence.
type Status uint8

const (
	// Unsupported: the cited sources do not support the sentence, or it
	// holds an invented or misattributed quotation. It is the zero value,
	// so that nothing is ok by default.
	Unsupported Status = iota
	// OK: the cited sources support the sentence.
	OK
	// Uncited: the sentence cites no source.
	Uncited
	// BadRef: a marker of the sentence names a source that was not
	// supplied.
	BadRef
	// Unverified: nothing in the cited sources contradicts the sentence,
	// but they do not prove it either: some of its words, a number or a
	// name of it are not there, or the source adds a condition the
	// sentence drops. It is not ok; a judge, when there is one, decides.
	Unverified
)

var statusNames = [...]string{Unsupported: "unsupported", OK: "ok", Uncited: "uncited", BadRef: "bad-ref", Unverified: "unverified"}

// String returns "ok", "uncited", "bad-ref", "unsupported" or "unverified".
func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return fmt.Sprintf("Status(%d)", uint8(s))
}

// MarshalText returns the name String returns.
func (s Status) MarshalText() ([]byte, error) {
	if int(s) >= len(statusNames) {
		return nil, fmt.Errorf("citations: invalid %v", s)
	}
	return []byte(s.String()), nil
}

// A Kind says whether a sentence counts in the score.
type Kind uint8

const (
	// KindClaim is a statement the sources can support. It is the zero value.
	KindClaim Kind = iota
	// KindFraming is analysis without a hard anchor (see Framing), or a
	// sentence with no content word and no number to check.
	KindFraming
	// KindHeading is a markdown heading or a short lead-in ending in a colon.
	KindHeading
)

var kindNames = [...]string{KindClaim: "claim", KindFraming: "framing", KindHeading: "heading"}

// String returns "claim", "framing" or "heading".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// MarshalText returns the name String returns.
func (k Kind) MarshalText() ([]byte, error) {
	if int(k) >= len(kindNames) {
		return nil, fmt.Errorf("citations: invalid %v", k)
	}
	return []byte(k.String()), nil
}
