package anthropic

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"unicode"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/extract/internal/httpx"
)

var _ extract.StreamProvider = (*Client)(nil)

// Stream is Complete over the API's server-sent events, delivering the
// output to yield as it is generated, as [extract.StreamProvider] says:
// on success the pieces concatenated are exactly what Complete returns.
//
// In Structured mode, and for free text, the pieces are the text deltas of
// the answer, as the model writes them. In Citations mode the output is
// the JSON of an extract.Answer built from the citations, which arrive
// with the text: Stream delivers the answer's opening and its text, JSON
// escaped, as it arrives (whitespace at its ends held back, since the
// answer is trimmed), and the claims when the message is complete.
//
// Stream returns an error, never a shorter output, if the stream ends
// before its message_stop event or inside an event (an
// *extract.ProviderError wrapping io.ErrUnexpectedEOF), if it carries an
// error event (an *extract.ProviderError with the error's type and
// message), or if the message stops at max_tokens or because the context
// window is full (an error wrapping extract.ErrMalformed). A stream that
// fails before any piece was delivered is retried as Complete is; after
// that, never.
func (c *Client) Stream(ctx context.Context, req *extract.Request, yield func(piece string) error) (string, error) {
	cl, err := c.prepare(req, true)
	if err != nil {
		return "", err
	}
	var out string
	err = cl.hc.Stream(ctx, cl.url, cl.header, cl.body, func(ev *httpx.EventReader) (bool, error) {
		s := &streamer{cl: cl, yield: yield}
		resp, err := s.read(ev)
		if err != nil {
			return s.delivered, err
		}
		out, err = c.finish(cl, resp)
		if err == nil && cl.docs != nil {
			err = s.rest(out)
		}
		return s.delivered, err
	})
	if err != nil {
		return "", err
	}
	return out, nil
}

// streamer reads the events of one attempt of a streamed call.
type streamer struct {
	cl        *call
	yield     func(string) error
	delivered bool
	// In Citations mode: the text so far, and how much of its trimmed
	// form has been delivered.
	text strings.Builder
	lead int // bytes of leading whitespace of text
	sent int // bytes of text[lead:] delivered
	out  strings.Builder
}

// streamEvent is any event of a message stream, as far as it is used here.
type streamEvent struct {
	Type         string        `json:"type"`
	Index        *int          `json:"index"`
	ContentBlock *contentBlock `json:"content_block"`
	Delta        *struct {
		Type       string    `json:"type"`
		Text       string    `json:"text"`
		Citation   *citation `json:"citation"`
		StopReason string    `json:"stop_reason"`
	} `json:"delta"`
	Error *struct {
		Type    string `json:"type"`
		Message string `json:"message"`
	} `json:"error"`
}

// retryableErrors are the error types of a stream's error event that are
// worth another attempt, as their HTTP statuses would be.
var retryableErrors = map[string]bool{
	"overloaded_error": true, // 529
	"api_error":        true, // 500
	"rate_limit_error": true, // 429
	"timeout_error":    true, // 504
}

// read reads the stream up to its message_stop event and returns the
// message it built.
func (s *streamer) read(ev *httpx.EventReader) (*messagesResponse, error) {
	hc := s.cl.hc
	resp := &messagesResponse{}
	var texts []*strings.Builder // the text of each block, as it grows
	for {
		typ, data, err := ev.Next()
		if err == io.EOF {
			return nil, hc.CutOff("its message_stop event")
		}
		if err != nil {
			return nil, err
		}
		if typ == "ping" {
			continue
		}
		var e streamEvent
		if err := json.Unmarshal(data, &e); err != nil {
			return nil, hc.BadResponse("%s event: %v", httpx.Clip(typ, 40), err)
		}
		if typ == "message" { // no event field: the data says
			typ = e.Type
		}
		switch typ {
		case "error":
			if e.Error == nil {
				return nil, hc.EventError("", "", false)
			}
			return nil, hc.EventError(e.Error.Type, e.Error.Message, retryableErrors[e.Error.Type])
		case "content_block_start":
			if e.Index == nil || *e.Index != len(resp.Content) || e.ContentBlock == nil {
				return nil, hc.BadResponse("content_block_start out of order")
			}
			resp.Content = append(resp.Content, *e.ContentBlock)
			texts = append(texts, &strings.Builder{})
			texts[*e.Index].WriteString(e.ContentBlock.Text)
			if b := e.ContentBlock; b.Type == "text" && b.Text != "" {
				if err := s.deliver(b.Text); err != nil {
					return nil, err
				}
			}
		case "content_block_delta":
			if e.Index == nil || *e.Index < 0 || *e.Index >= len(resp.Content) || e.Delta == nil {
				return nil, hc.BadResponse("content_block_delta for a block not started")
			}
			b := &resp.Content[*e.Index]
			switch e.Delta.Type {
			case "text_delta":
				if b.Type != "text" {
					return nil, hc.BadResponse("text_delta in a %s block", httpx.Clip(b.Type, 40))
				}
				texts[*e.Index].WriteString(e.Delta.Text)
				if err := s.deliver(e.Delta.Text); err != nil {
					return nil, err
				}
			case "citations_delta":
				if b.Type == "text" && e.Delta.Citation != nil {
					b.Citations = append(b.Citations, *e.Delta.Citation)
				}
			}
			// Other deltas (input_json_delta, thinking_delta, ...) belong
			// to blocks that are not text.
		case "message_delta":
			if e.Delta != nil && e.Delta.StopReason != "" {
				resp.StopReason = e.Delta.StopReason
			}
		case "message_stop":
			for i := range resp.Content {
				resp.Content[i].Text = texts[i].String()
			}
			return resp, nil
		}
		// message_start, content_block_stop and event types added later
		// carry nothing used here.
	}
}

// deliver passes text of the answer on: as it is, or in Citations mode as
// the JSON string of the trimmed answer, holding back whitespace that may
// turn out to end it.
func (s *streamer) deliver(text string) error {
	if s.cl.docs == nil {
		return s.send(text)
	}
	s.text.WriteString(text)
	all := s.text.String()
	if s.lead == len(all)-len(text) && s.sent == 0 { // all leading space so far
		s.lead = len(all) - len(strings.TrimLeftFunc(all, unicode.IsSpace))
	}
	body := strings.TrimRightFunc(all[s.lead:], unicode.IsSpace)
	if len(body) <= s.sent {
		return nil
	}
	piece := body[s.sent:]
	s.sent = len(body)
	esc, _ := json.Marshal(piece) // a string always encodes
	esc = esc[1 : len(esc)-1]
	if s.out.Len() == 0 {
		return s.send(`{"answer":"` + string(esc))
	}
	return s.send(string(esc))
}

// rest delivers what remains of out, the call's output in Citations mode,
// after the pieces already delivered.
func (s *streamer) rest(out string) error {
	sent := s.out.String()
	if !strings.HasPrefix(out, sent) {
		return fmt.Errorf("anthropic: the streamed answer differs from the answer built from the message")
	}
	return s.send(out[len(sent):])
}

func (s *streamer) send(piece string) error {
	if piece == "" {
		return nil
	}
	if s.cl.docs != nil {
		s.out.WriteString(piece)
	}
	s.delivered = true
	if err := s.yield(piece); err != nil {
		return fmt.Errorf("anthropic: stream: %w", err)
	}
	return nil
}
