// Package providertest checks that an [extract.Provider] keeps the
// interface's contract, as testing/slogtest does for slog handlers.
//
// A host that implements a Provider for its own model runs the checks from
// a test, pointing the provider at a stand-in for the model service (an
// httptest.Server) that answers every request with valid output:
//
//	func TestProvider(t *testing.T) {
//		providertest.Run(t, func(t *testing.T) extract.Provider {
//			srv := httptest.NewServer(fakeModel())
//			t.Cleanup(srv.Close)
//			return &mymodel.Provider{URL: srv.URL}
//		})
//	}
//
// The checks: an answer request returns output that [extract.Parse]
// accepts and leaves the request unchanged; a canceled context and an
// expired deadline end the call with the context's error; concurrent calls
// succeed; a [extract.TaskPrompt] request returns output or
// [extract.ErrUnsupported].
package providertest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/verbatim-go/verbatim/extract"
)

// Timeout bounds each call a check makes. A provider that has not returned
// by then, or, for the context checks, within Timeout of the context ending,
// fails the check.
const Timeout = 30 * time.Second

// A check is one part of the contract.
type check struct {
	name string
	run  func(p extract.Provider) error
}

var checks = []check{
	{"Answer", checkAnswer},
	{"CanceledContext", checkCanceled},
	{"ExpiredDeadline", checkDeadline},
	{"Concurrent", checkConcurrent},
	{"Prompt", checkPrompt},
}

// Run runs each check of the contract as a subtest of t, with a provider
// made by newProvider for that subtest.
func Run(t *testing.T, newProvider func(t *testing.T) extract.Provider) {
	t.Helper()
	for _, c := range checks {
		t.Run(c.name, func(t *testing.T) {
			if err := c.run(newProvider(t)); err != nil {
				t.Error(err)
			}
		})
	}
}

// Test runs every check against p and returns the failures joined, or nil.
func Test(p extract.Provider) error {
	var errs []error
	for _, c := range checks {
		if err := c.run(p); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", c.name, err))
		}
	}
	return errors.Join(errs...)
}

const question = "How long is the refund window?"

func sources() []extract.Source {
	return []extract.Source{{ID: "1", Text: "Refund policy.\nYou can request a full refund within 30 days of purchase."}}
}

// complete calls p, giving up after Timeout.
func complete(ctx context.Context, p extract.Provider, req *extract.Request) (string, error) {
	type result struct {
		out string
		err error
	}
	done := make(chan result, 1)
	go func() {
		out, err := p.Complete(ctx, req)
		done <- result{out, err}
	}()
	select {
	case r := <-done:
		return r.out, r.err
	case <-time.After(Timeout):
		return "", fmt.Errorf("Complete did not return within %v", Timeout)
	}
}

func checkAnswer(p extract.Provider) error {
	req := extract.AnswerRequest(question, sources())
	out, err := complete(context.Background(), p, req)
	if err != nil {
		return fmt.Errorf("Complete(AnswerRequest): %w", err)
	}
	if _, err := extract.Parse(out); err != nil {
		return fmt.Errorf("Complete(AnswerRequest) = %q: %w", out, err)
	}
	if !reflect.DeepEqual(req, extract.AnswerRequest(question, sources())) {
		return errors.New("Complete modified the request")
	}
	return nil
}

func checkCanceled(p extract.Provider) error {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := complete(ctx, p, extract.AnswerRequest(question, sources()))
	if !errors.Is(err, context.Canceled) {
		return fmt.Errorf("Complete with a canceled context: err = %v; want one matching context.Canceled", err)
	}
	return nil
}

func checkDeadline(p extract.Provider) error {
	ctx, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	_, err := complete(ctx, p, extract.AnswerRequest(question, sources()))
	if !errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("Complete with an expired deadline: err = %v; want one matching context.DeadlineExceeded", err)
	}
	return nil
}

func checkConcurrent(p extract.Provider) error {
	const n = 8
	req := extract.AnswerRequest(question, sources())
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			out, err := complete(context.Background(), p, req)
			if err == nil {
				_, err = extract.Parse(out)
			}
			errs[i] = err
		})
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return fmt.Errorf("concurrent call %d of %d: %w", i+1, n, err)
		}
	}
	return nil
}

func checkPrompt(p extract.Provider) error {
	req := &extract.Request{
		Task:   extract.TaskPrompt,
		System: "You judge whether a premise entails a hypothesis.",
		Prompt: "Premise: You can request a full refund within 30 days of purchase.\nHypothesis: Refunds are possible for 30 days.",
		Schema: json.RawMessage(`{"type":"object","properties":{"label":{"type":"string"}},"required":["label"],"additionalProperties":false}`),
	}
	out, err := complete(context.Background(), p, req)
	switch {
	case errors.Is(err, extract.ErrUnsupported):
		return nil
	case err != nil:
		return fmt.Errorf("Complete(prompt request): %w; want output or ErrUnsupported", err)
	case out == "":
		return errors.New("Complete(prompt request) returned no output and no error")
	}
	return nil
}
