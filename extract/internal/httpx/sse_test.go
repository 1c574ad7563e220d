package httpx

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

type event struct {
	Type, Data string
}

// readAll reads every event of r and the error that ended the stream.
func readAll(r *EventReader) ([]event, error) {
	var evs []event
	for {
		typ, data, err := r.Next()
		if err != nil {
			return evs, err
		}
		evs = append(evs, event{typ, string(data)})
	}
}

var eventTests = []struct {
	name string
	in   string
	want []event
	err  error
}{
	{"empty", "", nil, io.EOF},
	{"one event", "event: ping\ndata: {}\n\n", []event{{"ping", "{}"}}, io.EOF},
	{"default type", "data: x\n\n", []event{{"message", "x"}}, io.EOF},
	{"CRLF", "event: a\r\ndata: 1\r\n\r\nevent: b\r\ndata: 2\r\n\r\n", []event{{"a", "1"}, {"b", "2"}}, io.EOF},
	{"CR alone", "event: a\rdata: 1\r\rdata: 2\r\r", []event{{"a", "1"}, {"message", "2"}}, io.EOF},
	{"mixed line ends", "data: 1\r\n\ndata: 2\r\r\n", []event{{"message", "1"}, {"message", "2"}}, io.EOF},
	{"data lines joined", "data: a\ndata:b\ndata:  c\n\n", []event{{"message", "a\nb\n c"}}, io.EOF},
	{"empty data", "data\n\ndata:\n\n", []event{{"message", ""}, {"message", ""}}, io.EOF},
	{"comments", ": hello\n:\ndata: x\n: inside\n\n: after\n", []event{{"message", "x"}}, io.EOF},
	{"no data is not dispatched", "event: a\n\ndata: x\n\n", []event{{"message", "x"}}, io.EOF},
	{"other fields ignored", "id: 7\nretry: 10\nfoo: bar\nevent: a\ndata: x\n\n", []event{{"a", "x"}}, io.EOF},
	{"colon in value", "data: {\"a\":\"b: c\"}\n\n", []event{{"message", `{"a":"b: c"}`}}, io.EOF},
	{"byte order mark", "\uFEFFdata: x\n\n", []event{{"message", "x"}}, io.EOF},
	{"blank lines between", "\n\n\ndata: x\n\n\n\n", []event{{"message", "x"}}, io.EOF},
	{"last event type kept", "event: a\ndata: 1\n\ndata: 2\n\n", []event{{"a", "1"}, {"message", "2"}}, io.EOF},

	{"cut before the blank line", "data: x\n", nil, ErrCutOff},
	{"cut inside a line", "data: x\n\ndata: {\"ty", []event{{"message", "x"}}, ErrCutOff},
	{"cut after an event field", "data: x\n\nevent: ping\n", []event{{"message", "x"}}, ErrCutOff},
	{"cut inside a comment", "data: x\n\n: keep", []event{{"message", "x"}}, ErrCutOff},
	{"cut between CR and LF of the blank line", "data: x\r\n\r", []event{{"message", "x"}}, io.EOF},
}

func TestEventReader(t *testing.T) {
	for _, tt := range eventTests {
		for _, chunked := range []bool{false, true} {
			var src io.Reader = strings.NewReader(tt.in)
			if chunked {
				src = iotest.OneByteReader(src)
			}
			got, err := readAll(NewEventReader(src, 0, 0))
			if diff := cmp.Diff(tt.want, got); diff != "" || err != tt.err {
				t.Errorf("%s (one byte at a time: %v): events (-want +got):\n%s\nerror %v; want %v", tt.name, chunked, diff, err, tt.err)
			}
		}
	}
}

func TestEventReaderErrorsAreSticky(t *testing.T) {
	r := NewEventReader(strings.NewReader("data: x\n"), 0, 0)
	for range 3 {
		if _, _, err := r.Next(); err != ErrCutOff {
			t.Fatalf("Next = %v; want ErrCutOff every time", err)
		}
	}
	if !errors.Is(ErrCutOff, io.ErrUnexpectedEOF) {
		t.Errorf("ErrCutOff does not wrap io.ErrUnexpectedEOF")
	}
}

// TestEventReaderReadError checks that the events read before a failure
// come out first, and then the failure.
func TestEventReaderReadError(t *testing.T) {
	boom := errors.New("connection reset by peer")
	src := io.MultiReader(strings.NewReader("data: 1\n\ndata: 2"), iotest.ErrReader(boom))
	got, err := readAll(NewEventReader(src, 0, 0))
	if diff := cmp.Diff([]event{{"message", "1"}}, got); diff != "" || err != boom {
		t.Errorf("events (-want +got):\n%s\nerror %v; want %v", diff, err, boom)
	}
}

func TestEventReaderLimits(t *testing.T) {
	line := "data: " + strings.Repeat("x", 94) + "\n\n" // a 100-byte line
	tests := []struct {
		in      string
		maxLine int
		total   int64
		n       int
		err     error
	}{
		{line, 100, 0, 1, io.EOF},
		{line, 99, 0, 0, ErrLineTooLong},
		{strings.Replace(line, "\n", "\r\n", 1), 100, 0, 1, io.EOF},
		{strings.Replace(line, "\n\n", "\r", 1) + "\r", 100, 0, 1, io.EOF},
		{strings.Replace(line, "\n\n", "\r", 1) + "\r", 99, 0, 0, ErrLineTooLong},
		{strings.Repeat(line, 3), 0, int64(3 * len(line)), 3, io.EOF},
		{strings.Repeat(line, 3), 0, int64(3*len(line) - 1), 2, ErrStreamTooLong},
		{strings.Repeat("x", 5000), 4096, 0, 0, ErrLineTooLong},
	}
	for i, tt := range tests {
		for _, chunked := range []bool{false, true} {
			var src io.Reader = strings.NewReader(tt.in)
			if chunked {
				src = iotest.HalfReader(src)
			}
			got, err := readAll(NewEventReader(src, tt.maxLine, tt.total))
			if len(got) != tt.n || err != tt.err {
				t.Errorf("test %d (chunked %v): %d events, error %v; want %d, %v", i, chunked, len(got), err, tt.n, tt.err)
			}
		}
	}
}

// refEvents is the standard's algorithm written plainly, for comparison:
// the events of in and whether the stream was cut inside one.
func refEvents(in string) (evs []event, cut bool) {
	var typ, data string
	hasData, pending, first := false, false, true
	for len(in) > 0 {
		i := strings.IndexAny(in, "\r\n")
		if i < 0 {
			return evs, true
		}
		line := in[:i]
		if in[i] == '\r' && i+1 < len(in) && in[i+1] == '\n' {
			in = in[i+2:]
		} else {
			in = in[i+1:]
		}
		if first {
			line, first = strings.TrimPrefix(line, "\uFEFF"), false
		}
		switch {
		case line == "":
			if pending && hasData {
				if typ == "" {
					typ = "message"
				}
				evs = append(evs, event{typ, strings.TrimSuffix(data, "\n")})
			}
			typ, data, hasData, pending = "", "", false, false
		case line[0] == ':':
		default:
			pending = true
			field, value, _ := strings.Cut(line, ":")
			value = strings.TrimPrefix(value, " ")
			switch field {
			case "event":
				typ = value
			case "data":
				data += value + "\n"
				hasData = true
			}
		}
	}
	return evs, pending
}

func FuzzEventReader(f *testing.F) {
	for _, tt := range eventTests {
		f.Add(tt.in, 1)
	}
	f.Add("event: content_block_delta\r\ndata: {\"type\":\"content_block_delta\"}\r\n\r\n", 3)
	f.Fuzz(func(t *testing.T, in string, chunk int) {
		want, cut := refEvents(in)
		wantErr := io.EOF
		if cut {
			wantErr = ErrCutOff
		}
		src := &chunks{s: in, n: max(1, chunk%64)}
		got, err := readAll(NewEventReader(src, 0, 0))
		if diff := cmp.Diff(want, got); diff != "" || err != wantErr {
			t.Fatalf("Next over %q: events (-ref +got):\n%s\nerror %v; want %v", in, diff, err, wantErr)
		}
	})
}

// chunks is a reader that hands out s n bytes at a time.
type chunks struct {
	s string
	n int
}

func (c *chunks) Read(p []byte) (int, error) {
	if c.s == "" {
		return 0, io.EOF
	}
	n := copy(p[:min(len(p), c.n)], c.s)
	c.s = c.s[n:]
	return n, nil
}

// TestEventReaderRoundTrip checks that events written with any line ends,
// read in any chunks, come back as written, and that a stream cut anywhere
// gives the events before the cut and ErrCutOff unless the cut falls
// between events.
func TestEventReaderRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		ends := []string{"\n", "\r\n", "\r"}
		text := rapid.StringMatching(`[a-z0-9 :{}"\\é]{0,12}`)
		evs := rapid.SliceOfN(rapid.Custom(func(t *rapid.T) event {
			lines := rapid.SliceOfN(text, 1, 3).Draw(t, "lines")
			return event{rapid.SampledFrom([]string{"", "ping", "content_block_delta"}).Draw(t, "type"), strings.Join(lines, "\n")}
		}), 0, 6).Draw(t, "events")
		var b strings.Builder
		var bounds []int // where each event's dispatch is complete
		for i, ev := range evs {
			end := func() string { return rapid.SampledFrom(ends).Draw(t, "end") }
			if ev.Type != "" {
				b.WriteString("event: " + ev.Type + end())
			}
			for _, l := range strings.Split(ev.Data, "\n") {
				space := rapid.SampledFrom([]string{"", " "}).Draw(t, "space")
				if strings.HasPrefix(l, " ") {
					space = " " // the reader drops one space after the colon
				}
				b.WriteString("data:" + space + l + end())
			}
			e := end()
			if strings.HasSuffix(b.String(), "\r") && e[0] == '\n' {
				e = "\r\n" // an LF right after a CR would end the same line
			}
			b.WriteString(e[:1])
			bounds = append(bounds, b.Len())
			b.WriteString(e[1:])
			if ev.Type == "" {
				evs[i].Type = "message"
			}
		}
		in := b.String()
		n := rapid.IntRange(1, 16).Draw(t, "chunk")
		got, err := readAll(NewEventReader(&chunks{s: in, n: n}, 0, 0))
		if len(evs) == 0 {
			evs = nil
		}
		if diff := cmp.Diff(evs, got); diff != "" || err != io.EOF {
			t.Fatalf("read back %q: (-want +got):\n%s\nerror %v", in, diff, err)
		}

		cut := rapid.IntRange(0, len(in)).Draw(t, "cut")
		var want []event
		boundary := cut == 0
		for i, at := range bounds {
			if at > cut {
				break
			}
			want = append(want, evs[i])
			if rest := in[at:cut]; rest == "" || rest == "\n" && in[at-1] == '\r' {
				boundary = true
			}
		}
		wantErr := ErrCutOff
		if boundary {
			wantErr = io.EOF
		}
		got, err = readAll(NewEventReader(&chunks{s: in[:cut], n: n}, 0, 0))
		if diff := cmp.Diff(want, got); diff != "" || err != wantErr {
			t.Fatalf("read %q cut at %d: (-want +got):\n%s\nerror %v; want %v", in, cut, diff, err, wantErr)
		}
	})
}

// TestEventReaderAllocs checks that reading events allocates nothing once
// the buffers fit them.
func TestEventReaderAllocs(t *testing.T) {
	one := "event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"Hello\"}}\n\n"
	in := []byte(strings.Repeat(one, 1000))
	src := bytes.NewReader(in)
	r := NewEventReader(src, 0, 0)
	for range 10 { // grow the buffers
		if _, _, err := r.Next(); err != nil {
			t.Fatal(err)
		}
	}
	allocs := testing.AllocsPerRun(500, func() {
		if _, _, err := r.Next(); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Errorf("Next allocates %v times an event; want 0", allocs)
	}
}

func BenchmarkEventReader(b *testing.B) {
	one := "event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"Hello, world\"}}\n\n"
	in := []byte(strings.Repeat(one, 1000))
	b.SetBytes(int64(len(in)))
	b.ReportAllocs()
	for b.Loop() {
		r := NewEventReader(bytes.NewReader(in), 0, 0)
		for {
			if _, _, err := r.Next(); err != nil {
				break
			}
		}
	}
}
