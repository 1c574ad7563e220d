// Package document reassembles the chunks of uploaded documents into whole
// texts, maps a range of a whole text back to the chunks it lies in, and
// says which sources are read as web snippets. Packages citations and
// verify share it, so that both read a document the same way.
package document

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/extract"
)

// MinOverlap is the shortest text, in bytes, that a chunk must repeat from
// the end of the document before it for the repeat to be read as the
// overlap chunkers add, and left out of the whole text.
const MinOverlap = 32

// SnippetLength is the length, in code points, up to which the passages of
// a request are read as web snippets when snippet detection is on: every
// passage of its own (not a chunk of a document) must be at most this
// long. A search API's snippets run to 150–400 characters; a retrieved
// passage is usually longer.
const SnippetLength = 400

// A Part is the place of one chunk in the whole text of its document.
//
// The chunk's own text t and the whole text w agree:
// t[Skip:] == w[At:End()], and t[:Skip] == w[At-Skip:At], the overlap
// with the text before it. So offset i of t is offset At-Skip+i of w.
type Part struct {
	// Source is the index of the chunk in the sources.
	Source int
	// At is where the chunk's text, past its overlap, starts in the whole
	// text.
	At int
	// Skip is the length of the chunk's overlap: its first Skip bytes
	// repeat the end of the document before it and are in the whole text
	// once.
	Skip int
	// Len is the length of the chunk's own text.
	Len int
}

// End returns the offset in the whole text just past the part.
func (p Part) End() int { return p.At + p.Len - p.Skip }

// Whole returns the offset in the whole text of offset i of the chunk's
// own text.
func (p Part) Whole(i int) int { return p.At - p.Skip + i }

// A Doc is an uploaded document reassembled from its chunks.
type Doc struct {
	// Name is the document's name, the sources' Document.
	Name string
	// Text is the whole text: the chunks' texts in the order given, each
	// without its overlap, joined as they are where white space or an
	// overlap joins them, and otherwise by a space, or by a line break
	// after a heading or a table row, which end at their line, or before
	// one, a list item or a blockquote. (A chunker
	// that cuts a sentence, "is not" | "refundable", is read as one
	// sentence: a line break inside it would end the negation's clause.)
	Text string
	// Parts are the chunks, in order.
	Parts []Part
}

// Group returns the documents the sources are chunks of, in order of
// their first chunk, and, for each source, the index of its document, or
// -1 for a source that is no chunk.
func Group(sources []extract.Source) (docs []Doc, of []int) {
	of = make([]int, len(sources))
	byName := map[string]int{}
	var members [][]int
	for i, s := range sources {
		of[i] = -1
		if s.Document == "" {
			continue
		}
		k, ok := byName[s.Document]
		if !ok {
			k = len(members)
			byName[s.Document] = k
			members = append(members, nil)
			docs = append(docs, Doc{Name: s.Document})
		}
		of[i] = k
		members[k] = append(members[k], i)
	}
	for k, m := range members {
		docs[k].Text, docs[k].Parts = assemble(sources, m)
	}
	return docs, of
}

// Size returns the length of the whole text of each document, by name, as
// the sum of its chunks' texts: what the caller sent, before overlaps are
// left out.
func Size(sources []extract.Source) map[string]int {
	var size map[string]int
	for _, s := range sources {
		if s.Document == "" {
			continue
		}
		if size == nil {
			size = map[string]int{}
		}
		size[s.Document] += len(s.Text)
	}
	return size
}

// assemble joins the chunks sources[m[0]], sources[m[1]], ...
func assemble(sources []extract.Source, m []int) (string, []Part) {
	n := 0
	for _, i := range m {
		n += len(sources[i].Text) + 1
	}
	b := make([]byte, 0, n)
	parts := make([]Part, len(m))
	for k, i := range m {
		t := sources[i].Text
		skip := 0
		if len(b) > 0 && len(t) > 0 {
			skip = overlap(b, t)
			if skip == 0 && !space(b[len(b)-1]) && !space(t[0]) {
				b = append(b, separator(b, t))
			}
		}
		parts[k] = Part{Source: i, At: len(b), Skip: skip, Len: len(t)}
		b = append(b, t[skip:]...)
	}
	return string(b), parts
}

// separator returns what joins the text so far, b, to a chunk t that
// meets it with no white space: a line break after a heading or a table
// row, or before one, a list item or a blockquote; a space otherwise.
func separator(b []byte, t string) byte {
	last := bytes.TrimLeft(b[bytes.LastIndexByte(b, '\n')+1:], " \t")
	if len(last) > 0 && (last[0] == '#' || last[0] == '|') {
		return '\n'
	}
	first, _, _ := strings.Cut(t, "\n")
	first = strings.TrimLeft(first, " \t")
	for _, p := range []string{"#", "|", ">", "- ", "* ", "+ "} {
		if strings.HasPrefix(first, p) {
			return '\n'
		}
	}
	return ' '
}

func space(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// overlap returns the length of the longest prefix of t, at least
// MinOverlap bytes and ending on a character boundary of t, that is a
// suffix of w, or 0. It takes time linear in len(t): the prefix function
// of t, then one pass of its automaton over as much of w's end as t is
// long.
func overlap(w []byte, t string) int {
	l := min(len(w), len(t))
	if l < MinOverlap {
		return 0
	}
	p := t[:l]
	fail := make([]int32, l) // fail[i]: the longest proper border of p[:i+1]
	for i, k := 1, 0; i < l; i++ {
		for k > 0 && p[i] != p[k] {
			k = int(fail[k-1])
		}
		if p[i] == p[k] {
			k++
		}
		fail[i] = int32(k)
	}
	q := 0 // the longest prefix of p that is a suffix of what was read
	for _, c := range w[len(w)-l:] {
		for q > 0 && (q == l || c != p[q]) {
			q = int(fail[q-1])
		}
		if c == p[q] {
			q++
		}
	}
	for q >= MinOverlap {
		if q == len(t) || utf8.RuneStart(t[q]) {
			return q
		}
		q = int(fail[q-1])
	}
	return 0
}

// A Piece is the part of a range of a whole text that lies in one chunk.
type Piece struct {
	// Part is the index of the chunk in Doc.Parts.
	Part int
	// Start and End are the piece's range in the chunk's own text.
	Start, End int
}

// Pieces returns the pieces of the range [start, end) of d.Text, in order:
// one for each chunk the range runs through. The spaces and line breaks
// Text adds between chunks are in none. An empty range is one empty piece, in the
// chunk that holds or ends at its offset.
func (d *Doc) Pieces(start, end int) []Piece {
	var out []Piece
	for k, p := range d.Parts {
		s, e := max(start, p.At), min(end, p.End())
		if s < e || start == end && p.At <= start && start <= p.End() && out == nil {
			out = append(out, Piece{Part: k, Start: s - p.At + p.Skip, End: e - p.At + p.Skip})
		}
	}
	return out
}

// Within returns the first chunk whose own text holds the whole range
// [start, end) of d.Text, overlap included, and the range in that chunk's
// text; ok is false if the range runs across chunks.
func (d *Doc) Within(start, end int) (p Piece, ok bool) {
	for k, pt := range d.Parts {
		if lo := pt.At - pt.Skip; lo <= start && end <= pt.End() && (start < end || pt.Len > 0 || len(d.Parts) == 1) {
			return Piece{Part: k, Start: start - lo, End: end - lo}, true
		}
	}
	return Piece{}, false
}

// Part returns the index of the chunk that holds offset i of d.Text: the
// last one that starts at or before it.
func (d *Doc) Part(i int) int {
	lo, hi := 0, len(d.Parts)
	for lo < hi {
		m := (lo + hi) / 2
		if d.Parts[m].At <= i {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return max(lo-1, 0)
}

// Check returns an error describing the first source whose kind is not
// one it knows, or that is a snippet and a chunk of a document, or nil.
func Check(sources []extract.Source) error {
	for i, s := range sources {
		switch {
		case s.Kind > extract.Snippet:
			return fmt.Errorf("source %d (%q) has an unknown kind %v", i+1, s.ID, s.Kind)
		case s.Kind == extract.Snippet && s.Document != "":
			return fmt.Errorf("source %d (%q) is a snippet and a chunk of document %q; a snippet is no chunk of a document", i+1, s.ID, s.Document)
		}
	}
	return nil
}

// Snippets reports, for each source, whether it is read as a web snippet:
// its Kind is Snippet, or detect is set, it is a passage of its own, and
// every passage of its own among sources is at most SnippetLength code
// points long.
func Snippets(sources []extract.Source, detect bool) []bool {
	out := make([]bool, len(sources))
	short, any := detect, false
	for i, s := range sources {
		out[i] = s.Kind == extract.Snippet
		if s.Kind == extract.Passage && s.Document == "" {
			any = true
			short = short && len(s.Text) <= SnippetLength*utf8.UTFMax && utf8.RuneCountInString(s.Text) <= SnippetLength
		}
	}
	if short && any {
		for i, s := range sources {
			if s.Kind == extract.Passage && s.Document == "" {
				out[i] = true
			}
		}
	}
	return out
}
