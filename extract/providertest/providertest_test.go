package providertest_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/extract/providertest"
)

// fixed is a provider that returns a fixed output; its flaws are switched
// on one at a time.
type fixed struct {
	ignoreCtx bool
	modify    bool
	racy      bool
	output    string
	mu        sync.Mutex
	calls     int
	once      sync.Once
}

func (f *fixed) Complete(ctx context.Context, req *extract.Request) (string, error) {
	if !f.ignoreCtx {
		if err := ctx.Err(); err != nil {
			return "", err
		}
	}
	if f.modify {
		f.once.Do(func() { req.Prompt = "changed" })
	}
	if f.racy {
		f.mu.Lock()
		f.calls++
		n := f.calls
		f.mu.Unlock()
		if n > 1 {
			return "", errors.New("busy")
		}
	}
	return f.output, nil
}

const valid = `{"answer":"30 days.","claims":[{"text":"30 days.","source":"1","quote":"within 30 days of purchase"}]}`

func TestFindsFlaws(t *testing.T) {
	tests := []struct {
		p    *fixed
		want []string // names of the failing checks
		why  string
	}{
		{&fixed{output: valid}, nil, "a good provider"},
		{&fixed{output: "Sure! The refund window is 30 days."}, []string{"Answer", "Concurrent"}, "prose instead of JSON"},
		{&fixed{output: valid, ignoreCtx: true}, []string{"CanceledContext", "ExpiredDeadline"}, "ignores its context"},
		{&fixed{output: valid, modify: true}, []string{"Answer"}, "modifies the request"},
		{&fixed{output: valid, racy: true}, []string{"Concurrent", "Prompt"}, "fails after its first call"},
	}
	for _, tt := range tests {
		err := providertest.Test(tt.p)
		var got []string
		if err != nil {
			for _, line := range strings.Split(err.Error(), "\n") {
				name, _, _ := strings.Cut(line, ":")
				got = append(got, name)
			}
		}
		if strings.Join(got, ",") != strings.Join(tt.want, ",") {
			t.Errorf("Test(%s) failed %v; want %v\n%v", tt.why, got, tt.want, err)
		}
	}
}
