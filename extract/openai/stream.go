package openai

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/extract/internal/httpx"
)

var _ extract.StreamProvider = (*Client)(nil)

// Stream is Complete over the API's stream of chunks, delivering the
// output to yield as it is generated, as [extract.StreamProvider] says:
// the pieces are the content deltas of the first choice, and on success
// they concatenate to exactly what Complete returns.
//
// Stream returns an error, never a shorter output, if the stream ends
// before data: [DONE] or inside an event (an *extract.ProviderError
// wrapping io.ErrUnexpectedEOF), if a chunk carries an error (an
// *extract.ProviderError with what the server said), if the finish reason
// is "length" (an error wrapping extract.ErrMalformed), or if the model
// refused or the output was filtered (extract.ErrRefused). A stream that
// fails before any piece was delivered is retried as Complete is; after
// that, never.
func (c *Client) Stream(ctx context.Context, req *extract.Request, yield func(piece string) error) (string, error) {
	cl, err := c.prepare(req, true)
	if err != nil {
		return "", err
	}
	var out string
	err = cl.hc.Stream(ctx, cl.url, cl.header, cl.body, func(ev *httpx.EventReader) (bool, error) {
		s := &streamer{hc: cl.hc, yield: yield}
		err := s.read(ev)
		if err == nil {
			out, err = finish(cl.hc, s.text.String(), s.refusal.String(), s.finish)
		}
		return s.delivered, err
	})
	if err != nil {
		return "", err
	}
	return out, nil
}

// streamer reads the chunks of one attempt of a streamed call.
type streamer struct {
	hc        *httpx.Client
	yield     func(string) error
	delivered bool
	text      strings.Builder
	refusal   strings.Builder
	finish    string
}

// chunk is one chunk of a streamed completion, as far as it is used here.
type chunk struct {
	Choices []struct {
		Index        int          `json:"index"`
		Delta        replyMessage `json:"delta"`
		FinishReason *string      `json:"finish_reason"`
	} `json:"choices"`
	Error *struct {
		Type    string `json:"type"`
		Code    any    `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// retryableErrors are the error types of a chunk that are worth another
// attempt, as their HTTP statuses would be.
var retryableErrors = map[string]bool{
	"server_error":        true,
	"rate_limit_exceeded": true,
	"overloaded_error":    true,
	"timeout":             true,
}

// read reads the stream up to data: [DONE].
func (s *streamer) read(ev *httpx.EventReader) error {
	for {
		typ, data, err := ev.Next()
		if err == io.EOF {
			return s.hc.CutOff("data: [DONE]")
		}
		if err != nil {
			return err
		}
		if string(data) == "[DONE]" {
			return nil
		}
		var ch chunk
		if err := json.Unmarshal(data, &ch); err != nil {
			return s.hc.BadResponse("chunk: %v", err)
		}
		if ch.Error != nil || typ == "error" {
			var typ, msg string
			if ch.Error != nil {
				typ, msg = ch.Error.Type, ch.Error.Message
				if code, ok := ch.Error.Code.(string); ok && typ == "" {
					typ = code
				}
			}
			return s.hc.EventError(typ, msg, retryableErrors[typ])
		}
		for _, c := range ch.Choices {
			if c.Index != 0 {
				continue
			}
			if c.FinishReason != nil {
				s.finish = *c.FinishReason
			}
			s.refusal.WriteString(c.Delta.Refusal)
			text, ok := c.Delta.text()
			if !ok {
				return s.hc.BadResponse("delta content is neither text nor text parts")
			}
			if text == "" {
				continue
			}
			s.text.WriteString(text)
			s.delivered = true
			if err := s.yield(text); err != nil {
				return fmt.Errorf("openai: stream: %w", err)
			}
		}
	}
}
