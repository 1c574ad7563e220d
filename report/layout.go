package report

import (
	"cmp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A span is a byte range of a source to highlight, with the attributes of
// its mark.
type span struct {
	start, end int
	mark       *mark
}

// A mark is the highlight of one span: a citation, a claim whose quote was
// found but which failed a check, or a piece of evidence.
type mark struct {
	ID     string // anchor id, on the first part only
	Class  string // cite, claim or evidence
	Status string // the claim's status, for claim marks
	Source string // the source id
	// Start and End are the span's code point offsets in the source.
	Start, End int
	// Cite, Claim, Sentence and Evidence say what the span is; -1 where
	// they do not apply.
	Cite, Claim, Sentence, Evidence int
	Title                           string
}

// newMark returns a mark with every index unset.
func newMark() *mark { return &mark{Cite: -1, Claim: -1, Sentence: -1, Evidence: -1} }

// A piece is one step of a source's rendering: text, an opening tag or a
// closing tag.
type piece struct {
	Text  string
	Open  *mark
	Part  int // of an opening tag: 1 for the first part of the span, 2… for the rest
	Close bool
}

// layout renders text[from:to], which holds spans, as text and mark tags
// that nest. Spans are opened in order of start and, at one start, longest
// first, so that a span inside another is a mark inside its mark. A span
// that crosses the end of one opened before it is closed there and opened
// again after it: it becomes two or more marks, parts 1, 2, and so on, whose
// texts, in order, are its text. So for every span, the concatenated text
// of its parts is text[start:end], and every mark is closed where it was
// opened.
func layout(text string, from, to int, spans []span) []piece {
	spans = slices.Clone(spans)
	slices.SortStableFunc(spans, func(a, b span) int {
		if c := cmp.Compare(a.start, b.start); c != 0 {
			return c
		}
		return cmp.Compare(b.end, a.end)
	})
	var out []piece
	parts := make(map[*mark]int)
	emit := func(a, b int) {
		if a < b {
			out = append(out, piece{Text: validText(text[a:b])})
		}
	}
	open := func(m *mark) {
		parts[m]++
		out = append(out, piece{Open: m, Part: parts[m]})
	}
	var stack []span
	pos, next := from, 0
	for {
		end := -1
		for _, s := range stack {
			if end < 0 || s.end < end {
				end = s.end
			}
		}
		start := -1
		if next < len(spans) {
			start = spans[next].start
		}
		if end < 0 && start < 0 {
			break
		}
		if end >= 0 && (start < 0 || end <= start) {
			// Close the spans that end here, and the ones opened inside
			// them; reopen the latter.
			emit(pos, end)
			pos = end
			j := slices.IndexFunc(stack, func(s span) bool { return s.end == end })
			for range stack[j:] {
				out = append(out, piece{Close: true})
			}
			reopen := stack[j:]
			stack = slices.Clone(stack[:j])
			for _, s := range reopen {
				if s.end > end {
					open(s.mark)
					stack = append(stack, s)
				}
			}
			continue
		}
		emit(pos, start)
		pos = start
		s := spans[next]
		next++
		if s.start >= s.end {
			continue // nothing to show
		}
		open(s.mark)
		stack = append(stack, s)
	}
	emit(pos, to)
	return out
}

// validText returns s with each byte of an invalid UTF-8 sequence replaced
// by U+FFFD, as normalize.Offsets counts it, so that the code point offsets
// of the page are those of the source.
func validText(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			b.WriteRune(utf8.RuneError)
		} else {
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// A window is a part of a source shown on the page: the whole source, or,
// for a long one, the text around its spans.
type window struct {
	// Start and End are the code point offsets of the window in the
	// source.
	Start, End int
	// Omitted is the number of code points left out before the window.
	Omitted int
	Pieces  []piece
}

// windows returns the windows of text to show: the whole text when full,
// and otherwise the text around each span, context code points on each
// side rounded out to whole words (see wordStart), windows that overlap
// or touch merged. A text without spans shows
// its first 2·context code points. runes converts a byte offset to a code
// point offset.
func windows(text string, spans []span, full bool, context int, runes func(int) int) []window {
	type rng struct{ a, b int }
	var rs []rng
	switch {
	case full:
		rs = []rng{{0, len(text)}}
	case len(spans) == 0:
		rs = []rng{{0, wordEnd(text, forward(text, 0, 2*context))}}
	default:
		for _, s := range spans {
			rs = append(rs, rng{wordStart(text, back(text, s.start, context)), wordEnd(text, forward(text, s.end, context))})
		}
		slices.SortFunc(rs, func(x, y rng) int { return cmp.Compare(x.a, y.a) })
		merged := rs[:1]
		for _, r := range rs[1:] {
			last := &merged[len(merged)-1]
			if r.a <= last.b {
				last.b = max(last.b, r.b)
				continue
			}
			merged = append(merged, r)
		}
		rs = merged
	}
	out := make([]window, len(rs))
	prev := 0
	for i, r := range rs {
		var in []span
		for _, s := range spans {
			if r.a <= s.start && s.end <= r.b {
				in = append(in, s)
			}
		}
		out[i] = window{
			Start:   runes(r.a),
			End:     runes(r.b),
			Omitted: runes(r.a) - runes(prev),
			Pieces:  layout(text, r.a, r.b, in),
		}
		prev = r.b
	}
	return out
}

// back returns the byte offset n code points before i, or 0.
func back(s string, i, n int) int {
	for ; n > 0 && i > 0; n-- {
		_, w := utf8.DecodeLastRuneInString(s[:i])
		i -= w
	}
	return i
}

// forward returns the byte offset n code points after i, or len(s).
func forward(s string, i, n int) int {
	for ; n > 0 && i < len(s); n-- {
		_, w := utf8.DecodeRuneInString(s[i:])
		i += w
	}
	return i
}

// maxSnap is how far, in code points, a window's edge moves to the edge of
// a word.
const maxSnap = 24

// wordStart returns the start of the word i is in, if white space or the
// start of s is at most maxSnap code points before i, and otherwise i.
func wordStart(s string, i int) int {
	j := i
	for range maxSnap {
		if j == 0 {
			return 0
		}
		r, w := utf8.DecodeLastRuneInString(s[:j])
		if unicode.IsSpace(r) {
			return j
		}
		j -= w
	}
	return i
}

// wordEnd returns the end of the word i is in, if white space or the end
// of s is at most maxSnap code points after i, and otherwise i.
func wordEnd(s string, i int) int {
	j := i
	for range maxSnap {
		if j == len(s) {
			return j
		}
		r, w := utf8.DecodeRuneInString(s[j:])
		if unicode.IsSpace(r) {
			return j
		}
		j += w
	}
	return i
}
