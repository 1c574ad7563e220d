package extract

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Source is one caller-supplied source: a passage, a chunk of a document,
// or a web snippet.
type Source struct {
	// ID is the id answers cite the source by.
	ID string `json:"id"`
	// Text is the source's text.
	Text string `json:"text"`
	// Document, if not empty, names the uploaded document the source is a
	// chunk of: the sources that share a Document are its chunks, in the
	// order given, and a claim citing any of them is checked against the
	// whole document. An empty Document makes the source a passage of its
	// own, checked against its own text only.
	Document string `json:"document,omitempty"`
	// Kind says what the source is: a passage (the zero value, also for a
	// chunk of a document) or a short web snippet. A snippet is no chunk of
	// a document.
	Kind SourceKind `json:"kind,omitempty"`
}

// A SourceKind says what a source is, and so how a claim resting on it is
// checked.
type SourceKind uint8

const (
	// Passage is text the model was shown whole: a claim resting on it
	// must be in it. It is the zero value.
	Passage SourceKind = iota
	// Snippet is a short excerpt, such as a web search result, cut from a
	// text that may say more: a claim resting on one is checked for
	// contradictions, and its words only partly there leave it unverified
	// rather than unsupported.
	Snippet
)

var sourceKindNames = [...]string{Passage: "passage", Snippet: "snippet"}

// String returns "passage" or "snippet".
func (k SourceKind) String() string {
	if int(k) < len(sourceKindNames) {
		return sourceKindNames[k]
	}
	return "SourceKind(" + strconv.Itoa(int(k)) + ")"
}

// ParseSourceKind returns the kind named s: "passage" (or "") or
// "snippet".
func ParseSourceKind(s string) (SourceKind, error) {
	switch s {
	case "", "passage":
		return Passage, nil
	case "snippet":
		return Snippet, nil
	}
	return Passage, fmt.Errorf("extract: unknown source kind %q (want passage or snippet)", truncate(s, 40))
}

// MarshalText returns the name String returns.
func (k SourceKind) MarshalText() ([]byte, error) {
	if int(k) >= len(sourceKindNames) {
		return nil, fmt.Errorf("extract: invalid %v", k)
	}
	return []byte(k.String()), nil
}

// UnmarshalText sets k to the kind ParseSourceKind reads from text; an
// unknown name is an error.
func (k *SourceKind) UnmarshalText(text []byte) error {
	v, err := ParseSourceKind(string(text))
	if err != nil {
		return err
	}
	*k = v
	return nil
}

// Claim is one claim of an answer: a statement, the id of the source it
// rests on, a verbatim quote from that source, and what kind of statement
// it is.
type Claim struct {
	Text   string `json:"text"`
	Source string `json:"source"`
	Quote  string `json:"quote"`
	// Type says what kind of statement the claim is; the zero value is
	// Fact, as is an unknown or missing "type" in JSON.
	Type ClaimType `json:"type,omitempty"`
}

// A ClaimType says what kind of statement a claim is, and so how its check
// counts: see package verify's Gate and Score.
type ClaimType uint8

const (
	// Fact states what a source says. It is the zero value.
	Fact ClaimType = iota
	// Paraphrase restates a passage of a source in other words.
	Paraphrase
	// Summary condenses several statements of a source.
	Summary
	// Procedural states a fact of a record or a procedure: service of
	// process, an order, a motion filed or decided, what a docket shows.
	Procedural
	// Analysis is the answer's own framing or interpretation of what the
	// sources say. It is not scored unless it carries a hard anchor: a
	// date, an amount, a percentage, a section or a citation.
	Analysis
)

var claimTypeNames = [...]string{Fact: "fact", Paraphrase: "paraphrase", Summary: "summary", Procedural: "procedural", Analysis: "analysis"}

// String returns "fact", "paraphrase", "summary", "procedural" or
// "analysis".
func (t ClaimType) String() string {
	if int(t) < len(claimTypeNames) {
		return claimTypeNames[t]
	}
	return "ClaimType(" + strconv.Itoa(int(t)) + ")"
}

// ParseClaimType returns the type named s and whether s names one; for any
// other s, including "", it returns Fact and false.
func ParseClaimType(s string) (ClaimType, bool) {
	for i, n := range claimTypeNames {
		if s == n {
			return ClaimType(i), true
		}
	}
	return Fact, false
}

// MarshalText returns the name String returns.
func (t ClaimType) MarshalText() ([]byte, error) {
	if int(t) >= len(claimTypeNames) {
		return nil, fmt.Errorf("extract: invalid %v", t)
	}
	return []byte(t.String()), nil
}

// UnmarshalText sets t to the type text names, or to Fact for a name it
// does not know: a claim of unknown type is checked as a fact, the
// strictest reading.
func (t *ClaimType) UnmarshalText(text []byte) error {
	*t, _ = ParseClaimType(string(text))
	return nil
}

// Answer is the model's structured output: the answer text and its claims.
// Its JSON form is the output contract described by [Schema].
type Answer struct {
	Answer string  `json:"answer"`
	Claims []Claim `json:"claims"`
}

// A Task says what a [Request] asks of the model.
type Task uint8

const (
	// TaskAnswer asks for an answer to the question, with claims.
	TaskAnswer Task = iota
	// TaskCover asks for the answer again, so that the sentences named in
	// Request.Uncovered are covered by claims.
	TaskCover
	// TaskRepair asks the model to revise or drop the claims named in
	// Request.Issues.
	TaskRepair
	// TaskPrompt is a request the caller renders itself, such as the
	// judge of package verify: the provider sends System, Prompt and
	// Schema as they are.
	TaskPrompt
)

var taskNames = [...]string{"answer", "cover", "repair", "prompt"}

// String returns "answer", "cover", "repair" or "prompt".
func (t Task) String() string {
	if int(t) < len(taskNames) {
		return taskNames[t]
	}
	return "Task(" + strconv.Itoa(int(t)) + ")"
}

// Request is one model call. The library renders System and Prompt; a
// [Provider] sends them. Question, Sources, Previous, Uncovered and Issues
// are there for providers that use them natively, such as a model API with
// its own document citations, or one that needs no model.
//
// A Request is built by [AnswerRequest], [CoverRequest] or [RepairRequest]
// (or, for TaskPrompt, by the caller) and is not modified by providers.
type Request struct {
	Task   Task
	System string
	Prompt string
	// Schema is the JSON schema the output must follow, nil for free text.
	Schema   json.RawMessage
	Question string
	Sources  []Source
	// Previous is the answer being revised, for TaskCover and TaskRepair.
	Previous *Answer
	// Uncovered lists the answer sentences no claim covers, for TaskCover.
	Uncovered []string
	// Issues lists the claims that failed verification, for TaskRepair.
	Issues []Issue
	// MaxTokens bounds the length of the output; 0 means the provider's
	// default.
	MaxTokens int
}

// Provider carries a prompt to a model and returns its text.
//
// Complete sends req to the model and returns the model's output: for a
// request with a Schema, the JSON text of the output (for the library's own
// tasks, the JSON of an [Answer], which [Parse] reads); otherwise free text.
// Complete must not modify req or keep it after returning.
//
// Implementations must be safe for concurrent use by multiple goroutines.
//
// Complete must honour ctx: when ctx is done it returns promptly with an
// error for which errors.Is(err, ctx.Err()) holds. It performs its own
// retries of transient failures, if any; the caller does not retry errors
// other than an unparseable output.
//
// Errors have these meanings:
//   - [ErrUnsupported]: the provider cannot do req.Task (for example a
//     provider without a model asked for a [TaskPrompt]). The caller may
//     fall back or give up.
//   - [ErrRefused]: the model declined to answer.
//   - [ErrMalformed]: the model's output cannot be used as returned, for
//     example because it was cut off at the token limit. Callers treat it
//     as they treat output that [Parse] rejects.
//   - [*ProviderError]: the model service failed or rejected the call;
//     match it with errors.As to see the HTTP status and what the service
//     said.
//
// A Provider whose output is not JSON despite a Schema need not report an
// error: the caller's [Parse] will.
type Provider interface {
	Complete(ctx context.Context, req *Request) (string, error)
}

// Issue is a flagged claim handed back to the model for repair.
type Issue struct {
	Claim Claim
	// Status is the verification status, e.g. "quote_not_found" or
	// "number_not_found".
	Status string
	// Reason is human-readable, e.g. "the claim says 45; the quote says 49".
	Reason string
	// Found is the source text the quote actually matched, "" if none.
	Found string
}

// Errors reported by this package and by providers, matched with errors.Is.
var (
	// ErrMalformed reports model output that does not follow the output
	// contract.
	ErrMalformed = errors.New("extract: malformed model output")
	// ErrUnsupported reports a Provider asked for a Task it cannot do. It
	// also matches errors.ErrUnsupported.
	ErrUnsupported = fmt.Errorf("extract: task not supported by provider: %w", errors.ErrUnsupported)
	// ErrRefused reports a model that declined to answer.
	ErrRefused = errors.New("extract: model refused")
)

// A ProviderError reports a failed call to a model service: an error
// status, a response that could not be read, or a connection that failed.
// Use errors.As to match it from any adapter; errors.Is sees through it to
// Err (for example context.Canceled or context.DeadlineExceeded).
//
// No field of a ProviderError contains the API key the call was made with.
type ProviderError struct {
	// Provider names the adapter, e.g. "anthropic" or "openai".
	Provider string
	// StatusCode is the HTTP status of the last response, 0 if none was
	// received.
	StatusCode int
	// Type is the service's error type, e.g. "rate_limit_error", if it
	// said one.
	Type string
	// Message is what the service said, or what went wrong.
	Message string
	// RequestID is the service's id for the request, if it gave one.
	RequestID string
	// Retryable reports whether the failure is of a transient kind
	// (connection error, 408, 409, 429, 5xx). It is true also when the
	// adapter gave up after its last attempt.
	Retryable bool
	// Attempts is the number of attempts made.
	Attempts int
	// Err is the underlying error, if any.
	Err error
}

// Error returns, for example,
// "anthropic: HTTP 429 rate_limit_error: rate limited (request req_1; 3 attempts)".
func (e *ProviderError) Error() string {
	var b strings.Builder
	if e.Provider != "" {
		b.WriteString(e.Provider)
		b.WriteString(": ")
	}
	if e.StatusCode != 0 {
		b.WriteString("HTTP ")
		b.WriteString(strconv.Itoa(e.StatusCode))
		if e.Type != "" || e.Message != "" {
			b.WriteString(" ")
		}
	}
	if e.Type != "" {
		b.WriteString(e.Type)
		if e.Message != "" {
			b.WriteString(": ")
		}
	}
	b.WriteString(e.Message)
	if e.Message == "" && e.Err != nil {
		b.WriteString(e.Err.Error())
	}
	var notes []string
	if e.RequestID != "" {
		notes = append(notes, "request "+e.RequestID)
	}
	if e.Attempts > 1 {
		notes = append(notes, strconv.Itoa(e.Attempts)+" attempts")
	}
	if len(notes) > 0 {
		b.WriteString(" (")
		b.WriteString(strings.Join(notes, "; "))
		b.WriteString(")")
	}
	return b.String()
}

// Unwrap returns e.Err.
func (e *ProviderError) Unwrap() error { return e.Err }

// A RetryPolicy says how the HTTP adapters retry a failed call. They retry
// connection errors and the statuses 408, 409, 429 and 5xx, waiting
// between attempts for the server's Retry-After if it sent a positive
// one, and otherwise for an exponential backoff with jitter, as the
// official SDKs do: before attempt n+1, d = min(MaxDelay, BaseDelay·2ⁿ⁻¹)
// less a random fraction of at most a quarter of d, so that a wait is
// never shorter than three quarters of its delay. "Retry-After: 0" and
// negative values fall back to the backoff.
//
// The zero value is the default policy: 3 attempts, 500ms base delay, 8s
// maximum delay, Retry-After honoured up to 30s.
type RetryPolicy struct {
	// MaxAttempts is the total number of attempts; 0 means 3 and 1 means
	// no retries.
	MaxAttempts int
	// BaseDelay is the backoff before the second attempt; 0 means 500ms.
	BaseDelay time.Duration
	// MaxDelay caps one backoff wait; 0 means 8s.
	MaxDelay time.Duration
	// MaxRetryAfter caps the wait a server asks for with Retry-After;
	// 0 means 30s.
	MaxRetryAfter time.Duration
	// Sleep waits for d or until ctx is done, returning ctx.Err() in the
	// latter case; nil means a timer. Tests set it to avoid real waits.
	Sleep func(ctx context.Context, d time.Duration) error
}

// Attempts returns the number of attempts p allows.
func (p RetryPolicy) Attempts() int {
	if p.MaxAttempts <= 0 {
		return 3
	}
	return p.MaxAttempts
}
