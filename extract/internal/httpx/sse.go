package httpx

import (
	"bytes"
	"errors"
	"fmt"
	"io"
)

// Errors of an EventReader, besides those of the stream it reads.
var (
	// ErrCutOff reports a stream that ended inside an event: after a field
	// of an event but before the blank line that dispatches it, or inside
	// a line. It wraps io.ErrUnexpectedEOF.
	ErrCutOff = fmt.Errorf("httpx: event stream cut off inside an event: %w", io.ErrUnexpectedEOF)
	// ErrLineTooLong reports a line longer than the reader's limit.
	ErrLineTooLong = errors.New("httpx: event stream line too long")
	// ErrStreamTooLong reports a stream longer than the reader's limit.
	ErrStreamTooLong = errors.New("httpx: event stream too long")
)

// DefaultMaxLine is the longest line an EventReader reads when its limit is
// 0: 1 MiB, far more than any event of the model APIs.
const DefaultMaxLine = 1 << 20

// An EventReader reads server-sent events, in the text/event-stream format
// of the HTML standard: lines end in CRLF, LF or CR alone; a line
// "field: value" (one space after the colon is dropped) sets a field of
// the current event; a line that starts with a colon is a comment; a blank
// line dispatches the event. An event's data is its data lines joined with
// LF; an event with no data line is not dispatched. Of the fields it keeps
// event and data and ignores id, retry and any other. A byte order mark
// at the start is skipped.
//
// An EventReader is strict where a cut stream could pass for a short one:
// the standard drops an event cut off by the end of the stream, and
// Next reports it as ErrCutOff. It reads through its own buffer, reused
// from event to event, so that reading an event allocates nothing once
// the buffers have grown to fit.
type EventReader struct {
	src     io.Reader
	maxLine int
	left    int64 // bytes the stream may still hold
	buf     []byte
	r, w    int   // the unread bytes are buf[r:w]
	rerr    error // sticky error of src, or ErrStreamTooLong
	err     error // sticky error of Next
	bom     bool  // the byte order mark check is done
	pending bool  // a field of an undispatched event has been read
	reset   bool  // the last call dispatched: clear typ and data
	typBuf  []byte
	typ     string // the last dispatched type, reused while it repeats
	data    []byte
	wrap    func(error) error
}

// NewEventReader returns a reader of the events in src, of lines of at most
// maxLine bytes (0 means DefaultMaxLine) and at most maxTotal bytes in all
// (0 or less means no bound).
func NewEventReader(src io.Reader, maxLine int, maxTotal int64) *EventReader {
	if maxLine <= 0 {
		maxLine = DefaultMaxLine
	}
	if maxTotal <= 0 {
		maxTotal = 1<<63 - 1
	}
	return &EventReader{src: src, maxLine: maxLine, left: maxTotal, buf: make([]byte, min(4<<10, maxLine+2))}
}

// Next returns the type and data of the next event. An event without an
// event field has type "message". The data is valid until the next call.
//
// At the end of the stream Next returns io.EOF if the stream ended between
// events, and ErrCutOff if it ended inside one; if reading the stream
// failed it returns that error. Errors are sticky.
func (e *EventReader) Next() (typ string, data []byte, err error) {
	if e.err != nil {
		return "", nil, e.err
	}
	if e.reset {
		e.typBuf, e.data, e.reset = e.typBuf[:0], e.data[:0], false
	}
	for {
		line, err := e.line()
		if err != nil {
			if err == io.EOF && e.pending {
				err = ErrCutOff
			}
			if e.wrap != nil && err != io.EOF {
				err = e.wrap(err)
			}
			e.err = err
			return "", nil, err
		}
		if !e.bom {
			e.bom = true
			line = bytes.TrimPrefix(line, []byte("\uFEFF"))
		}
		if len(line) == 0 {
			if !e.pending {
				continue
			}
			e.pending = false
			if len(e.data) == 0 { // only fields other than data
				e.typBuf = e.typBuf[:0]
				continue
			}
			e.reset = true
			return e.typeName(), e.data[:len(e.data)-1], nil
		}
		if line[0] == ':' {
			continue
		}
		e.pending = true
		field, value, found := bytes.Cut(line, []byte(":"))
		if found && len(value) > 0 && value[0] == ' ' {
			value = value[1:]
		}
		switch string(field) {
		case "event":
			e.typBuf = append(e.typBuf[:0], value...)
		case "data":
			e.data = append(e.data, value...)
			e.data = append(e.data, '\n')
		}
	}
}

// typeName returns the type of the event being dispatched, reusing the
// last one's string when it is the same.
func (e *EventReader) typeName() string {
	if len(e.typBuf) == 0 {
		return "message"
	}
	if string(e.typBuf) != e.typ {
		e.typ = string(e.typBuf)
	}
	return e.typ
}

// line returns the next line without its end, valid until the next call.
// It returns io.EOF at the end of the stream, ErrCutOff if the stream ends
// inside a line, and the error of src if reading fails.
func (e *EventReader) line() ([]byte, error) {
	k := 0 // buf[e.r:e.r+k] holds no line end
	for {
		if i := eol(e.buf[e.r+k : e.w]); i >= 0 {
			j := e.r + k + i
			if j-e.r > e.maxLine {
				return nil, ErrLineTooLong
			}
			if e.buf[j] == '\r' && j+1 == e.w && e.rerr == nil {
				// A CR last in the buffer: whether an LF follows is not
				// yet known.
				k = j - e.r
				e.fill()
				continue
			}
			line := e.buf[e.r:j]
			e.r = j + 1
			if e.buf[j] == '\r' && e.r < e.w && e.buf[e.r] == '\n' {
				e.r++
			}
			return line, nil
		}
		k = e.w - e.r
		if k > e.maxLine {
			return nil, ErrLineTooLong
		}
		if e.rerr != nil {
			if e.rerr == io.EOF && k > 0 {
				return nil, ErrCutOff
			}
			return nil, e.rerr
		}
		e.fill()
	}
}

// eol returns the index of the first CR or LF in b, or -1.
func eol(b []byte) int {
	i := bytes.IndexByte(b, '\n')
	if i < 0 {
		i = len(b)
	}
	if j := bytes.IndexByte(b[:i], '\r'); j >= 0 {
		return j
	}
	if i == len(b) {
		return -1
	}
	return i
}

// fill reads more of the stream into the buffer, moving the unread bytes
// to its start and growing it, up to one byte more than the longest
// line and its CRLF, when it is full.
func (e *EventReader) fill() {
	if e.r > 0 {
		e.w = copy(e.buf, e.buf[e.r:e.w])
		e.r = 0
	}
	if e.w == len(e.buf) {
		n := min(2*len(e.buf), e.maxLine+3)
		if n <= len(e.buf) {
			return // the line is too long: line reports it
		}
		b := make([]byte, n)
		copy(b, e.buf[:e.w])
		e.buf = b
	}
	for range 100 {
		n, err := e.src.Read(e.buf[e.w:])
		if int64(n) > e.left {
			n = int(e.left)
			err = ErrStreamTooLong
		}
		e.w += n
		e.left -= int64(n)
		if err != nil {
			e.rerr = err
			return
		}
		if n > 0 {
			return
		}
	}
	e.rerr = io.ErrNoProgress
}
