package contract

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/verify"
)

// Error codes of the contract.
const (
	CodeInvalidRequest   = "invalid_request"   // 400: the request is malformed
	CodeNoSources        = "no_sources"        // 400: no sources were supplied
	CodeTooLarge         = "too_large"         // 413: an input exceeds a limit
	CodeExtractionFailed = "extraction_failed" // 502: the model's output could not be used
	CodeUpstream         = "upstream_error"    // 502: the model provider or the judge failed
	CodeTimeout          = "timeout"           // 504: no answer in time
	CodeInternal         = "internal"          // 500: anything else
)

// An Error is the error object of the contract, which its ErrorBody
// carries: {"error":{"code":"...","message":"..."}}.
type Error struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	// Status is the HTTP status the service answers with.
	Status int `json:"-"`
}

func (e *Error) Error() string { return e.Code + ": " + e.Message }

// Invalid returns an invalid_request error with a formatted message.
func Invalid(format string, args ...any) *Error {
	return &Error{Code: CodeInvalidRequest, Message: fmt.Sprintf(format, args...), Status: http.StatusBadRequest}
}

// ErrorBody is the JSON body that carries an Error.
type ErrorBody struct {
	Error *Error `json:"error"`
}

// AsError converts err to the contract's error: a *Error as it is; the
// errors of packages citations, verify and extract by their meaning, as
// the codes above list them; anything else as an internal error.
func AsError(err error) *Error {
	var e *Error
	var pe *extract.ProviderError
	status := func(code string, status int, msg string) *Error {
		return &Error{Code: code, Message: msg, Status: status}
	}
	switch {
	case errors.As(err, &e):
		return e
	case errors.Is(err, citations.ErrNoSources):
		return status(CodeNoSources, http.StatusBadRequest, "no sources: a check needs at least one source")
	case errors.Is(err, verify.ErrNoSources):
		return status(CodeNoSources, http.StatusBadRequest, "no sources were supplied")
	case errors.Is(err, citations.ErrInvalidID), errors.Is(err, citations.ErrInvalidSource), errors.Is(err, verify.ErrInvalid):
		return status(CodeInvalidRequest, http.StatusBadRequest, err.Error())
	case errors.Is(err, citations.ErrLimit):
		return status(CodeTooLarge, http.StatusRequestEntityTooLarge, err.Error())
	case errors.Is(err, context.DeadlineExceeded):
		return status(CodeTimeout, http.StatusGatewayTimeout, "the model did not answer in time")
	case errors.Is(err, extract.ErrRefused), errors.Is(err, verify.ErrExtractionFailed):
		return status(CodeExtractionFailed, http.StatusBadGateway, err.Error())
	case errors.Is(err, verify.ErrJudge), errors.As(err, &pe):
		return status(CodeUpstream, http.StatusBadGateway, err.Error())
	}
	return status(CodeInternal, http.StatusInternalServerError, err.Error())
}

// Decode reads one JSON value from data into v, strictly: unknown fields
// and trailing data are errors.
func Decode(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return Invalid("invalid JSON request: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return Invalid("invalid JSON request: trailing data after the request object")
	}
	return nil
}

// Score counts the verified claims, or sentences, among the checkable
// ones.
type Score struct {
	Verified  int     `json:"verified"`
	Checkable int     `json:"checkable"`
	Value     float64 `json:"value"`
}

// Relevance is how the verified sentences of an answer relate to the
// request's question; see citations.Relevance. It never changes a status
// or the score.
type Relevance struct {
	// Unaddressed are the question's subject terms (names, defined
	// entities, plan and product names, identifiers, numbers) that no
	// verified sentence addresses.
	Unaddressed []string `json:"unaddressed"`
	// OffTopic are the verified sentences about another entity of the
	// kind asked about.
	OffTopic []OffTopic `json:"offTopic"`
}

// OffTopic is one verified sentence about another entity than the one
// asked about: {"sentence": 0, "asked": "Starter plan", "answered":
// "Zephyr plan"}.
type OffTopic struct {
	// Sentence is the index of the sentence in a check's "sentences", or,
	// for a verification, of the claim in the request's "claims".
	Sentence int    `json:"sentence"`
	Asked    string `json:"asked"`
	Answered string `json:"answered"`
}

// newRelevance converts r, nil for none.
func newRelevance(r *citations.Relevance) *Relevance {
	if r == nil {
		return nil
	}
	out := &Relevance{Unaddressed: nonNil(r.Unaddressed), OffTopic: []OffTopic{}}
	for _, o := range r.OffTopic {
		out.OffTopic = append(out.OffTopic, OffTopic(o))
	}
	return out
}

// against returns the contract name of what was checked: "passage",
// "document", "snippet", or "" for nothing.
func against(a citations.Against) string {
	if a == citations.AgainstNothing {
		return ""
	}
	return a.String()
}
