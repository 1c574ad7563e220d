package extract

import "context"

// A StreamProvider is a [Provider] that can also deliver its output while
// the model generates it. It is optional: callers find it by type
// assertion, as database/sql finds the optional interfaces of
// database/sql/driver, and [Stream] does so for them, falling back to
// Complete.
//
// Stream is Complete, delivering the output in pieces to yield as they
// arrive. It sends req as Complete would and, on success, returns exactly
// what Complete would have returned for the same model output (for the
// library's own tasks, the JSON of an [Answer]); the pieces passed to
// yield, in order and concatenated, equal the returned string. No piece is
// empty. Stream must not modify req or keep it after returning.
//
// yield is called on the goroutine that called Stream, one piece at a
// time, and never after Stream has returned. If yield returns an error,
// Stream stops, makes no further attempt and returns an error for which
// errors.Is(err, that error) holds.
//
// Stream must honour ctx as Complete does: when ctx is done it returns
// promptly with an error for which errors.Is(err, ctx.Err()) holds. It may
// retry a failed call as Complete does, but only while it has delivered
// nothing to yield; once a piece has been delivered, a failure ends the
// call.
//
// A stream that does not end as the service ends a complete one is an
// error, never a shorter output: a stream cut off or a connection dropped
// (mid-event or between events), an error reported inside the stream, or
// output cut off at the token limit. The errors have the meanings given
// for Complete: [ErrMalformed] for output cut off at the token limit,
// [ErrRefused] for a model that declined, [*ProviderError] for a call or a
// stream that failed. After an error, the pieces already delivered are not
// an output; a caller that showed them withdraws them.
//
// Implementations must be safe for concurrent use by multiple goroutines.
type StreamProvider interface {
	Provider
	Stream(ctx context.Context, req *Request, yield func(piece string) error) (string, error)
}

// Stream asks p for the output of req, delivering it to yield as it
// arrives: it calls p.Stream if p is a [StreamProvider], and otherwise
// p.Complete, passing a successful non-empty output to yield in one piece.
// Either way, on success the pieces concatenated equal the returned
// string, as [StreamProvider] says.
func Stream(ctx context.Context, p Provider, req *Request, yield func(piece string) error) (string, error) {
	if sp, ok := p.(StreamProvider); ok {
		return sp.Stream(ctx, req, yield)
	}
	out, err := p.Complete(ctx, req)
	if err != nil {
		return "", err
	}
	if out != "" {
		if err := yield(out); err != nil {
			return "", err
		}
	}
	return out, nil
}
