// Package httpx posts JSON to model APIs with bounded retries, size-limited
// responses and errors that never carry the API key, and reads their
// server-sent event streams. It is shared by the HTTP adapters of package
// extract.
package httpx

import (
	"bytes"
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/extract"
)

// Defaults of a Client.
const (
	// DefaultTimeout bounds one attempt: sending the request and reading
	// the whole response. It is the default of the Anthropic and OpenAI
	// SDKs, 10 minutes: a long answer takes minutes to generate (the
	// Anthropic SDKs reckon an hour for 128,000 tokens), and an attempt cut
	// short is generated, and billed, again.
	DefaultTimeout = 10 * time.Minute
	// DefaultMaxBody is the largest response body read: 8 MiB.
	DefaultMaxBody = 8 << 20

	defaultBaseDelay     = 500 * time.Millisecond
	defaultMaxDelay      = 8 * time.Second
	defaultMaxRetryAfter = 30 * time.Second

	// maxErrorBody is how much of an error response is read for its
	// message.
	maxErrorBody = 64 << 10
	// maxMessage bounds a message quoted from a response that is not the
	// API's JSON error object.
	maxMessage = 300
)

// A Client posts JSON requests. Its fields are read-only once in use; a
// Client is safe for concurrent use.
type Client struct {
	// Provider names the adapter in errors, e.g. "anthropic".
	Provider string
	// HTTP sends the requests; nil means http.DefaultClient.
	HTTP *http.Client
	// Timeout bounds each attempt; 0 means DefaultTimeout and a negative
	// value means none (the context still applies).
	Timeout time.Duration
	// Retry is the retry policy.
	Retry extract.RetryPolicy
	// MaxBody bounds a successful response body; 0 means DefaultMaxBody.
	MaxBody int64
	// Secret is replaced by "[redacted]" wherever it would appear in an
	// error.
	Secret string
	// RequestIDHeader names the response header with the service's request
	// id, e.g. "request-id".
	RequestIDHeader string
}

// Test hooks. jitter returns a random number in [0, n).
var (
	now    = time.Now
	jitter = func(n int64) int64 { return rand.Int64N(n) }
)

// Post sends body to url with the given header and returns the body of the
// first successful (2xx) response. It retries as c.Retry says; body is
// sent anew on every attempt. Every error is an *extract.ProviderError.
func (c *Client) Post(ctx context.Context, url string, header http.Header, body []byte) ([]byte, error) {
	attempts := c.Retry.Attempts()
	var last *extract.ProviderError
	for n := 1; ; n++ {
		if err := ctx.Err(); err != nil {
			return nil, c.canceled(err, n-1, last)
		}
		data, perr, wait, hasWait := c.once(ctx, url, header, body)
		if perr == nil {
			return data, nil
		}
		perr.Attempts = n
		if !perr.Retryable || n >= attempts {
			return nil, perr
		}
		last = perr
		d := c.backoff(n)
		if hasWait {
			d = min(wait, c.maxRetryAfter())
		}
		if err := c.sleep(ctx, d); err != nil {
			return nil, c.canceled(ctx.Err(), n, last)
		}
	}
}

// canceled reports a call ended by its context after n attempts.
func (c *Client) canceled(err error, n int, last *extract.ProviderError) *extract.ProviderError {
	if err == nil {
		err = context.Canceled
	}
	e := &extract.ProviderError{Provider: c.Provider, Message: "request " + ctxWord(err), Attempts: n, Err: err}
	if last != nil {
		e.StatusCode = last.StatusCode
		e.Type = last.Type
		e.RequestID = last.RequestID
		e.Message += " while waiting to retry after: " + last.Message
	}
	return e
}

func ctxWord(err error) string {
	if errors.Is(err, context.DeadlineExceeded) {
		return "deadline exceeded"
	}
	return "canceled"
}

// once makes one attempt. It returns the body of a successful response, or
// the error and the wait the server asked for, if it did.
func (c *Client) once(ctx context.Context, url string, header http.Header, body []byte) ([]byte, *extract.ProviderError, time.Duration, bool) {
	var data []byte
	perr, wait, hasWait := c.attempt(ctx, url, header, body, "application/json", func(actx context.Context, timeout time.Duration, resp *http.Response) *extract.ProviderError {
		limit := c.maxBody()
		var err error
		data, err = io.ReadAll(io.LimitReader(resp.Body, limit+1))
		if err != nil {
			return c.transportError(ctx, actx, timeout, err, resp.StatusCode)
		}
		if int64(len(data)) > limit {
			return c.fail(resp.StatusCode, fmt.Sprintf("response body exceeds the limit of %d bytes", limit), nil, false)
		}
		return nil
	})
	return data, perr, wait, hasWait
}

func (c *Client) maxBody() int64 {
	if c.MaxBody <= 0 {
		return DefaultMaxBody
	}
	return c.MaxBody
}

// attempt sends one request, accepting the media type accept, and hands a
// successful response to ok, which reads its body within the attempt's
// context actx and bound timeout. It returns ok's error, or the error of
// a failed call and the wait the server asked for, if it did.
func (c *Client) attempt(ctx context.Context, url string, header http.Header, body []byte, accept string,
	ok func(actx context.Context, timeout time.Duration, resp *http.Response) *extract.ProviderError) (*extract.ProviderError, time.Duration, bool) {
	actx, cancel := ctx, context.CancelFunc(func() {})
	timeout := c.Timeout
	if timeout == 0 {
		timeout = DefaultTimeout
	}
	if timeout > 0 {
		actx, cancel = context.WithTimeout(ctx, timeout)
	}
	defer cancel()

	req, err := http.NewRequestWithContext(actx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return c.fail(0, "invalid request: "+err.Error(), err, false), 0, false
	}
	req.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
	for k, vs := range header {
		req.Header[k] = append([]string(nil), vs...)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", accept)
	if req.Header.Get("User-Agent") == "" {
		req.Header.Set("User-Agent", "verbatim-go")
	}

	resp, err := guarded(c.HTTP).Do(req)
	if err != nil {
		return c.transportError(ctx, actx, timeout, err, 0), 0, false
	}
	defer resp.Body.Close()

	if resp.StatusCode >= 200 && resp.StatusCode < 300 {
		return ok(actx, timeout, resp), 0, false
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, maxErrorBody))
	if err != nil {
		return c.transportError(ctx, actx, timeout, err, resp.StatusCode), 0, false
	}
	typ, msg := errorMessage(data)
	if msg == "" {
		msg = http.StatusText(resp.StatusCode)
	}
	e := c.fail(resp.StatusCode, msg, nil, retryable(resp))
	e.Type = c.redact(typ)
	if c.RequestIDHeader != "" {
		e.RequestID = c.redact(resp.Header.Get(c.RequestIDHeader))
	}
	wait, hasWait := retryAfter(resp.Header)
	return e, wait, hasWait
}

// Stream posts body as Post does, asking for an event stream
// (text/event-stream), and hands the events of the first successful
// response to read. The stream must be read within the attempt's bound
// (c.Timeout), and at most c.MaxBody bytes of it.
//
// Stream retries failed calls as Post does. It retries also when read
// fails with a retryable *extract.ProviderError (as the errors of the
// EventReader, of CutOff and of a retryable EventError are) while it has
// delivered nothing: read reports with delivered whether it passed any of
// the stream on, and once it has, no attempt is made again. read's other
// errors are returned as they are; every other error is an
// *extract.ProviderError.
func (c *Client) Stream(ctx context.Context, url string, header http.Header, body []byte, read func(ev *EventReader) (delivered bool, err error)) error {
	attempts := c.Retry.Attempts()
	var last *extract.ProviderError
	for n := 1; ; n++ {
		if err := ctx.Err(); err != nil {
			return c.canceled(err, n-1, last)
		}
		delivered := false
		var readErr error
		perr, wait, hasWait := c.attempt(ctx, url, header, body, "text/event-stream", func(actx context.Context, timeout time.Duration, resp *http.Response) *extract.ProviderError {
			if ct := resp.Header.Get("Content-Type"); ct != "" {
				if mt, _, _ := mime.ParseMediaType(ct); mt != "text/event-stream" {
					return c.fail(resp.StatusCode, fmt.Sprintf("response is not an event stream (Content-Type %q)", Clip(ct, 100)), nil, false)
				}
			}
			ev := NewEventReader(resp.Body, 0, c.maxBody())
			ev.wrap = func(err error) error {
				switch {
				case errors.Is(err, ErrCutOff):
					return c.fail(resp.StatusCode, "event stream cut off inside an event", io.ErrUnexpectedEOF, true)
				case errors.Is(err, ErrStreamTooLong):
					return c.fail(resp.StatusCode, fmt.Sprintf("event stream exceeds the limit of %d bytes", c.maxBody()), nil, false)
				case errors.Is(err, ErrLineTooLong):
					return c.fail(resp.StatusCode, fmt.Sprintf("event stream has a line longer than %d bytes", DefaultMaxLine), nil, false)
				}
				return c.transportError(ctx, actx, timeout, err, resp.StatusCode)
			}
			var err error
			delivered, err = read(ev)
			if err == nil {
				return nil
			}
			if pe, ok := err.(*extract.ProviderError); ok {
				if ctx.Err() != nil && !errors.Is(pe, ctx.Err()) {
					return c.canceled(ctx.Err(), 0, nil)
				}
				return pe
			}
			if ctx.Err() != nil && !delivered && !errors.Is(err, ctx.Err()) {
				return c.canceled(ctx.Err(), 0, nil)
			}
			readErr = err
			return nil
		})
		if readErr != nil {
			return readErr
		}
		if perr == nil {
			return nil
		}
		perr.Attempts = n
		if delivered || !perr.Retryable || n >= attempts {
			return perr
		}
		last = perr
		d := c.backoff(n)
		if hasWait {
			d = min(wait, c.maxRetryAfter())
		}
		if err := c.sleep(ctx, d); err != nil {
			return c.canceled(ctx.Err(), n, last)
		}
	}
}

// CutOff reports an event stream that ended, between events, before the
// event that ends a complete one; what names that event. It is retryable,
// and wraps io.ErrUnexpectedEOF.
func (c *Client) CutOff(what string) error {
	return c.fail(http.StatusOK, "event stream ended before "+what, io.ErrUnexpectedEOF, true)
}

// EventError reports an error event in a stream, with the type and
// message the service gave.
func (c *Client) EventError(typ, msg string, retry bool) error {
	if msg == "" {
		msg = "error event in the stream"
	}
	e := c.fail(http.StatusOK, Clip(msg, 4*maxMessage), nil, retry)
	e.Type = c.redact(Clip(typ, 100))
	return e
}

// transportError reports a failure to send the request or read the
// response of an attempt with context actx.
func (c *Client) transportError(ctx, actx context.Context, timeout time.Duration, err error, status int) *extract.ProviderError {
	if ctx.Err() != nil {
		return c.canceled(ctx.Err(), 0, nil)
	}
	if actx.Err() != nil {
		e := c.fail(status, fmt.Sprintf("no complete response within %v", timeout), context.DeadlineExceeded, true)
		return e
	}
	var cert *tls.CertificateVerificationError
	return c.fail(status, err.Error(), err, !errors.As(err, &cert))
}

// guarded returns a client that sends as hc (nil means
// http.DefaultClient) does but follows no redirect to another scheme or
// host: the request carries the caller's key in headers such as
// x-api-key, which net/http forwards on any redirect.
func guarded(hc *http.Client) *http.Client {
	if hc == nil {
		hc = http.DefaultClient
	}
	g := *hc
	next := hc.CheckRedirect
	g.CheckRedirect = func(req *http.Request, via []*http.Request) error {
		if first := via[0].URL; req.URL.Scheme != first.Scheme || req.URL.Host != first.Host {
			return fmt.Errorf("refused a redirect from %s://%s to %s://%s: the request carries credentials", first.Scheme, first.Host, req.URL.Scheme, req.URL.Host)
		}
		if next != nil {
			return next(req, via)
		}
		if len(via) >= 10 {
			return errors.New("stopped after 10 redirects")
		}
		return nil
	}
	return &g
}

func (c *Client) fail(status int, msg string, err error, retry bool) *extract.ProviderError {
	return &extract.ProviderError{
		Provider:   c.Provider,
		StatusCode: status,
		Message:    c.redact(msg),
		Retryable:  retry,
		Err:        err,
	}
}

func (c *Client) redact(s string) string {
	if c.Secret == "" {
		return s
	}
	return strings.ReplaceAll(s, c.Secret, "[redacted]")
}

// retryable reports whether a response status is worth another attempt: 408,
// 409, 429 and 5xx, unless the server says otherwise with x-should-retry.
func retryable(resp *http.Response) bool {
	switch resp.Header.Get("X-Should-Retry") {
	case "true":
		return true
	case "false":
		return false
	}
	switch s := resp.StatusCode; {
	case s == http.StatusRequestTimeout, s == http.StatusConflict, s == http.StatusTooManyRequests, s >= 500:
		return true
	}
	return false
}

// retryAfter returns the wait a response asks for with retry-after-ms or
// Retry-After (seconds or an HTTP date). A wait of zero or less (0, a
// negative number, a date past) asks for nothing, as in the SDKs: the
// backoff applies, so that a server answering "Retry-After: 0" is not
// called again at once, over and over.
func retryAfter(h http.Header) (time.Duration, bool) {
	if v := strings.TrimSpace(h.Get("Retry-After-Ms")); v != "" {
		if ms, err := strconv.ParseFloat(v, 64); err == nil && ms > 0 && ms < 1e12 {
			return time.Duration(ms * float64(time.Millisecond)), true
		}
	}
	v := strings.TrimSpace(h.Get("Retry-After"))
	if v == "" {
		return 0, false
	}
	if s, err := strconv.ParseFloat(v, 64); err == nil {
		if s <= 0 || s > 1e9 {
			return 0, false
		}
		return time.Duration(s * float64(time.Second)), true
	}
	if t, err := http.ParseTime(v); err == nil {
		if d := t.Sub(now()); d > 0 {
			return d, true
		}
	}
	return 0, false
}

// backoff returns the wait after failed attempt n: the exponential delay
// d = min(MaxDelay, BaseDelay·2ⁿ⁻¹), less a random jitter of up to a
// quarter of it, so that a wait is in [¾d, d], as the SDKs wait.
func (c *Client) backoff(n int) time.Duration {
	base, ceil := c.Retry.BaseDelay, c.Retry.MaxDelay
	if base <= 0 {
		base = defaultBaseDelay
	}
	if ceil <= 0 {
		ceil = defaultMaxDelay
	}
	d := base
	for i := 1; i < n && d < ceil; i++ {
		d *= 2
	}
	d = min(d, ceil)
	return d - time.Duration(jitter(int64(d/4)+1))
}

func (c *Client) maxRetryAfter() time.Duration {
	if c.Retry.MaxRetryAfter > 0 {
		return c.Retry.MaxRetryAfter
	}
	return defaultMaxRetryAfter
}

func (c *Client) sleep(ctx context.Context, d time.Duration) error {
	if c.Retry.Sleep != nil {
		return c.Retry.Sleep(ctx, d)
	}
	if d <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// errorMessage returns the error type and message of an error response:
// the {"error": {"type", "message"}} object that Anthropic, OpenAI and most
// compatible servers send, a few common variants, or else the start of
// the body as text.
func errorMessage(body []byte) (typ, msg string) {
	var v struct {
		Error   json.RawMessage `json:"error"`
		Message string          `json:"message"`
		Detail  json.RawMessage `json:"detail"`
	}
	if json.Unmarshal(body, &v) == nil {
		var obj struct {
			Type    string `json:"type"`
			Code    any    `json:"code"`
			Message string `json:"message"`
		}
		var s string
		switch {
		case json.Unmarshal(v.Error, &obj) == nil && (obj.Message != "" || obj.Type != ""):
			typ = obj.Type
			if typ == "" {
				if code, ok := obj.Code.(string); ok {
					typ = code
				}
			}
			return Clip(typ, 100), Clip(obj.Message, 4*maxMessage)
		case json.Unmarshal(v.Error, &s) == nil && s != "":
			return "", Clip(s, 4*maxMessage)
		case v.Message != "":
			return "", Clip(v.Message, 4*maxMessage)
		case json.Unmarshal(v.Detail, &s) == nil && s != "":
			return "", Clip(s, 4*maxMessage)
		}
	}
	text := strings.TrimSpace(string(body))
	if text == "{}" || text == "null" {
		return "", ""
	}
	return "", Clip(text, maxMessage)
}

// Clip returns s as valid UTF-8 of at most n bytes, cut on a character
// boundary and marked with an ellipsis if cut, for quoting a server's text
// in an error.
func Clip(s string, n int) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// BadResponse reports a successful response whose body the adapter cannot
// use, such as JSON of the wrong shape. It is not retried.
func (c *Client) BadResponse(format string, args ...any) error {
	return c.fail(http.StatusOK, "unusable response: "+fmt.Sprintf(format, args...), nil, false)
}
