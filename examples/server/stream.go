package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/verbatim-go/verbatim/contract"
	"github.com/verbatim-go/verbatim/extract"
)

// A streamFunc answers a request with events, sent through ev as they are
// decided. An error before the first event is answered as the JSON
// endpoints answer it; after it, with an "error" event.
type streamFunc func(ctx context.Context, body []byte, ev *events) error

// wantsStream reports whether a request body asks for a stream. A body
// that is not a JSON object does not: the JSON endpoint reports it.
func wantsStream(body []byte) bool {
	var v struct {
		Stream bool `json:"stream"`
	}
	return json.Unmarshal(body, &v) == nil && v.Stream
}

// serveStream answers a request with server-sent events. Its work runs on
// the request's goroutine and stops when the client goes away or the
// timeout passes: the context ends, and the next event cannot be written.
func (h *handler) serveStream(w http.ResponseWriter, r *http.Request, body []byte, f streamFunc) {
	ctx, cancel := r.Context(), context.CancelFunc(func() {})
	if h.cfg.Timeout > 0 {
		ctx, cancel = context.WithTimeout(ctx, h.cfg.Timeout)
	}
	defer cancel()
	start := time.Now()
	ev := &events{w: w, rc: http.NewResponseController(w)}
	err := f(ctx, body, ev)
	if err == nil {
		return
	}
	if ctx.Err() != nil && r.Context().Err() == nil {
		err = &contract.Error{Code: contract.CodeTimeout, Message: fmt.Sprintf("no answer within %v", h.cfg.Timeout), Status: http.StatusGatewayTimeout}
	}
	if !ev.started {
		h.fail(w, r, err, start)
		return
	}
	if r.Context().Err() != nil || errors.Is(err, errGone) {
		h.log.Info("stream stopped: the client went away", "path", r.URL.Path, "elapsed", time.Since(start))
		return
	}
	e := contract.AsError(err)
	h.log.Info("stream failed", "path", r.URL.Path, "code", e.Code, "elapsed", time.Since(start))
	ev.send("error", contract.ErrorBody{Error: e})
}

// errGone reports an event that could not be written: the client went
// away.
var errGone = errors.New("server: the client went away")

// events writes server-sent events: "event: NAME", a "data:" line of
// JSON, and a blank line, each flushed at once.
type events struct {
	w       http.ResponseWriter
	rc      *http.ResponseController
	started bool
}

// send writes one event, starting the stream with its headers if it is the
// first.
func (ev *events) send(name string, v any) error {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	if !ev.started {
		h := ev.w.Header()
		h.Set("Content-Type", "text/event-stream")
		h.Set("Cache-Control", "no-cache")
		h.Set("X-Accel-Buffering", "no") // proxies that buffer responses pass events on at once
		ev.w.WriteHeader(http.StatusOK)
		ev.started = true
	}
	// JSON holds no line break outside its strings, which escape them.
	if _, err := fmt.Fprintf(ev.w, "event: %s\ndata: %s\n", name, b.String()); err != nil {
		return fmt.Errorf("%w: %v", errGone, err)
	}
	if err := ev.rc.Flush(); err != nil {
		return fmt.Errorf("%w: %v", errGone, err)
	}
	return nil
}

// checkPiece is the size of the pieces a stream checks the answer of a
// request in: between two, it sends what they decided and sees whether
// the client is still there.
const checkPiece = 256

// streamCheck answers POST /v1/check with "stream": true: a "sentence"
// event per sentence as its verdict is decided (contract.CheckSentence),
// then a "result" event holding the contract.CheckResponse that the
// request without "stream" gets.
func (h *handler) streamCheck(ctx context.Context, body []byte, ev *events) error {
	var req contract.CheckRequest
	if err := contract.Decode(body, &req); err != nil {
		return err
	}
	s, err := contract.NewCheckStream(req.Sources, req.Options)
	if err != nil {
		return err
	}
	send := func(sents []contract.CheckSentence) error {
		for _, sent := range sents {
			if err := ev.send("sentence", sent); err != nil {
				return err
			}
		}
		return nil
	}
	for at := 0; at < len(req.Answer); at += checkPiece {
		if err := ctx.Err(); err != nil {
			return err
		}
		if h.piece != nil {
			h.piece()
		}
		out, err := s.Write(req.Answer[at:min(at+checkPiece, len(req.Answer))])
		if err != nil {
			return err
		}
		if err := send(out); err != nil {
			return err
		}
	}
	out, resp, err := s.Close()
	if err != nil {
		return err
	}
	if err := send(out); err != nil {
		return err
	}
	return ev.send("result", resp)
}

// streamVerified answers POST /v1/verified with "stream": true.
//
// A verdict on a claim is decided only when verify.Create has returned: it
// may ask the model again, for the sentences the claims leave uncovered or,
// under the repair and abstain policies, to repair the claims that failed,
// and the abstain policy may withhold every claim; each of these replaces
// or changes verdicts already reached. So while Create runs the stream
// sends only its progress: a "step" event as each model call begins
// ({"step":"extract"}, "cover", "repair"), and "progress" events
// ({"step":"extract","bytes":1234}) at most every progressEvery as the
// model's output streams in, from a provider that streams
// (extract.StreamProvider). Then it sends a "sentence" event per verdict
// (contract.VerifiedSentence: each sentence of the verified text, then
// each claim that failed) and a "result" event holding the
// contract.VerifiedResponse that the request without "stream" gets.
func (h *handler) streamVerified(ctx context.Context, body []byte, ev *events) error {
	resp, err := contract.HandleVerified(ctx, body, &progressProvider{p: h.p, ev: ev})
	if err != nil {
		return err
	}
	for _, s := range contract.VerifiedSentences(resp) {
		if err := ev.send("sentence", s); err != nil {
			return err
		}
	}
	return ev.send("result", resp)
}

// progressEvery spaces the progress events of a model call.
var progressEvery = 250 * time.Millisecond // tests shorten it

// A progressProvider streams the output of p, when p can, and reports the
// model calls and their progress as events.
type progressProvider struct {
	p  extract.Provider
	ev *events
}

// A stepEvent is a "step" or "progress" event.
type stepEvent struct {
	Step  string `json:"step"`
	Bytes *int   `json:"bytes,omitempty"`
}

var stepNames = map[extract.Task]string{extract.TaskAnswer: "extract", extract.TaskCover: "cover", extract.TaskRepair: "repair"}

func (pp *progressProvider) Complete(ctx context.Context, req *extract.Request) (string, error) {
	step := stepNames[req.Task]
	if step == "" {
		step = req.Task.String()
	}
	if err := pp.ev.send("step", stepEvent{Step: step}); err != nil {
		return "", err
	}
	n := 0
	last := time.Now()
	return extract.Stream(ctx, pp.p, req, func(piece string) error {
		n += len(piece)
		if time.Since(last) < progressEvery {
			return nil
		}
		last = time.Now()
		bytes := n
		return pp.ev.send("progress", stepEvent{Step: step, Bytes: &bytes})
	})
}
