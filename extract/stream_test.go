package extract_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/verbatim-go/verbatim/extract"
)

// completer is a Provider that cannot stream.
type completer struct {
	out string
	err error
}

func (c completer) Complete(context.Context, *extract.Request) (string, error) { return c.out, c.err }

// streamer is a StreamProvider that delivers its output in the given
// pieces.
type streamer struct {
	completer
	pieces []string
}

func (s streamer) Stream(_ context.Context, _ *extract.Request, yield func(string) error) (string, error) {
	for _, p := range s.pieces {
		if err := yield(p); err != nil {
			return "", fmt.Errorf("streamer: %w", err)
		}
	}
	return strings.Join(s.pieces, ""), nil
}

func TestStream(t *testing.T) {
	boom := errors.New("boom")
	tests := []struct {
		name   string
		p      extract.Provider
		out    string
		pieces []string
		err    error
	}{
		{"a provider that cannot stream gives its output in one piece", completer{out: `{"answer":"x","claims":[]}`}, `{"answer":"x","claims":[]}`, []string{`{"answer":"x","claims":[]}`}, nil},
		{"an empty output is no piece", completer{}, "", nil, nil},
		{"an error is no piece", completer{out: "partial", err: boom}, "", nil, boom},
		{"a stream provider streams", streamer{completer{out: "unused"}, []string{`{"answer":`, `"x","claims":[]}`}}, `{"answer":"x","claims":[]}`, []string{`{"answer":`, `"x","claims":[]}`}, nil},
	}
	for _, tt := range tests {
		var pieces []string
		out, err := extract.Stream(context.Background(), tt.p, &extract.Request{}, func(p string) error {
			pieces = append(pieces, p)
			return nil
		})
		if out != tt.out || !errors.Is(err, tt.err) || strings.Join(pieces, "|") != strings.Join(tt.pieces, "|") {
			t.Errorf("%s: Stream = %q, %v with pieces %q; want %q, %v with %q", tt.name, out, err, pieces, tt.out, tt.err, tt.pieces)
		}
	}
}

func TestStreamYieldError(t *testing.T) {
	stop := errors.New("the reader went away")
	for _, p := range []extract.Provider{completer{out: "text"}, streamer{pieces: []string{"te", "xt"}}} {
		n := 0
		out, err := extract.Stream(context.Background(), p, &extract.Request{}, func(string) error {
			n++
			return stop
		})
		if out != "" || !errors.Is(err, stop) || n != 1 {
			t.Errorf("Stream(%T) with a failing yield = %q, %v after %d pieces; want \"\", the yield's error, after 1", p, out, err, n)
		}
	}
}

// ExampleStream shows a caller that shows the output as it arrives and
// withdraws it if the call fails.
func ExampleStream() {
	var p extract.Provider = streamer{pieces: []string{`{"answer":"You have`, ` 30 days.","claims":[]}`}}
	if _, ok := p.(extract.StreamProvider); ok {
		fmt.Println("streams")
	}
	var shown strings.Builder
	out, err := extract.Stream(context.Background(), p, &extract.Request{}, func(piece string) error {
		shown.WriteString(piece)
		return nil
	})
	if err != nil {
		shown.Reset() // what was shown is not an output
		fmt.Println(err)
		return
	}
	fmt.Println(shown.String() == out)
	a, _ := extract.Parse(out)
	fmt.Println(a.Answer)
	// Output:
	// streams
	// true
	// You have 30 days.
}
