// Package contract implements the JSON contract shared by the verbatim
// command-line tool and the HTTP service: request and response shapes,
// error codes, and the conversion of byte offsets to code point offsets.
package contract

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
)

// Error codes of the JSON contract.
const (
	CodeInvalidRequest   = "invalid_request"
	CodeNoSources        = "no_sources"
	CodeExtractionFailed = "extraction_failed"
	CodeTooLarge         = "too_large"
	CodeTimeout          = "timeout"
	CodeInternal         = "internal"
)

// An Error is the error object of the contract:
// {"error":{"code":"...","message":"..."}}.
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

// AsError converts err to a contract error: a *Error as it is, anything
// else through the mappers registered with RegisterMapper, and otherwise an
// internal error.
func AsError(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	for _, m := range mappers {
		if e := m(err); e != nil {
			return e
		}
	}
	return &Error{Code: CodeInternal, Message: err.Error(), Status: http.StatusInternalServerError}
}

var mappers []func(error) *Error

// RegisterMapper adds a function that maps library errors to contract
// errors. It is called from init functions only.
func RegisterMapper(m func(error) *Error) { mappers = append(mappers, m) }

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

// Source is one caller-supplied source.
type Source struct {
	ID   string `json:"id"`
	Text string `json:"text"`
}
