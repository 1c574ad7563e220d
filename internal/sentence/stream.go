package sentence

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A Stream splits a text that arrives in pieces, yielding each sentence as
// soon as no text that may follow can change it: the spans a Stream
// yields, over all its calls, are those Each yields for the whole text.
//
// A Stream does not keep the text. Each call of Split is given the text
// from an offset at or before Need to where it has arrived.
type Stream struct {
	st lineState // offsets into the whole text
	// ls is the start of the first line not read to its end. If lineRead
	// is set, that line's start has settled what it is, and st holds it,
	// read up to lineEnd.
	ls       int
	lineRead bool
	lineEnd  int
	// sc is where the splitting of the pending segment stands, if
	// st.segStart >= 0, in offsets into the whole text.
	sc segScan
}

// Need returns the smallest offset of the text that the next call of Split
// reads.
func (s *Stream) Need() int {
	need := s.ls
	if s.lineRead {
		need = s.lineEnd
	}
	if s.st.segStart >= 0 {
		switch s.st.segKind {
		case Heading, Table:
			need = min(need, s.st.segStart)
		default:
			need = min(need, s.sc.start)
		}
	}
	return need
}

// Split reads text, the whole text's bytes from offset base to where it
// has arrived; base must not exceed Need. It yields, in order, the spans of
// the whole text (offsets into it) that the text so far settles and an
// earlier call has not yielded. If end is set, the text is complete:
// Split yields all that remains, and the Stream is done.
func (s *Stream) Split(text string, base int, end bool, yield func(Span)) {
	if base > s.Need() {
		panic("sentence: Stream.Split given text that starts past Need")
	}
	w := window{text: text, base: base, s: s, yield: yield}
	// Lines read to their end.
	for {
		from := max(s.ls, s.lineEnd) - base
		k := strings.IndexByte(text[from:], '\n')
		if k < 0 {
			break
		}
		w.line(from + k + base)
		s.ls, s.lineRead, s.lineEnd = from+k+1+base, false, 0
	}
	top := base + len(text)
	if end {
		if s.ls < top {
			w.line(top)
		}
		s.ls, s.lineRead = top, false
		s.st.end(w.flush)
		return
	}
	// The line that has begun, up to its last whole character.
	part := top - IncompleteTail(text)
	switch {
	case s.lineRead:
		w.grow(part)
	case lineSettled(text[s.ls-base : part-base]):
		w.read(part)
	}
	if st := &s.st; st.segStart >= 0 && st.segKind != Heading && st.segKind != Table {
		w.splitFrom(st.segEnd, true)
	}
}

// A window is one call of Split.
type window struct {
	text  string
	base  int
	s     *Stream
	yield func(Span)
}

// line reads the line from w.s.ls to le, which is its end.
func (w *window) line(le int) {
	if w.s.lineRead {
		w.grow(le)
		return
	}
	st := &w.s.st
	start := st.segStart
	st.line(w.text[w.s.ls-w.base:le-w.base], w.s.ls, le, w.flush)
	if st.segStart >= 0 && st.segStart != start {
		// A new segment: its splitting starts at its start.
		w.s.sc = segScan{i: st.segStart, start: st.segStart, line: st.segStart}
	}
}

// read reads the line that has begun, to part, once its start has settled
// what it is.
func (w *window) read(part int) {
	w.line(part)
	w.s.lineRead, w.s.lineEnd = true, part
}

// grow extends to e the line read up to w.s.lineEnd: the segment it
// started or continued, if any, ends at e.
func (w *window) grow(e int) {
	if st := &w.s.st; st.segStart >= 0 && st.segEnd == w.s.lineEnd {
		st.segEnd = e
	}
	w.s.lineEnd = e
}

// flush splits the rest of the segment text[a:b], which has ended.
func (w *window) flush(a, b int, kind Block) {
	if kind == Heading || kind == Table {
		emit(w.text, a-w.base, b-w.base, kind, w.relYield)
		return
	}
	w.splitFrom(b, false)
	emit(w.text, w.s.sc.start-w.base, b-w.base, kind, w.relYield)
}

// splitFrom goes on splitting the pending segment, which ends at b (an
// offset into the whole text) for now if growing, for good if not.
func (w *window) splitFrom(b int, growing bool) {
	sc := &w.s.sc
	rel := segScan{i: sc.i - w.base, start: sc.start - w.base, line: max(sc.line, w.base) - w.base}
	// The start of the pending sentence bounds the look back of the
	// rules, as the start of the paragraph does in Each: nothing before
	// it changes a decision after it.
	rel.split(w.text, rel.start, b-w.base, w.s.st.segKind, growing, w.relYield)
	*sc = segScan{i: rel.i + w.base, start: rel.start + w.base, line: rel.line + w.base}
}

// relYield yields a span given in offsets into w.text.
func (w *window) relYield(sp Span) {
	sp.Start += w.base
	sp.End += w.base
	w.yield(sp)
}

// IncompleteTail returns the length of the incomplete character that text
// may end with: the bytes that more text may complete.
func IncompleteTail(text string) int {
	for n := 1; n < utf8.UTFMax && n <= len(text); n++ {
		c := text[len(text)-n]
		if c < utf8.RuneSelf {
			return 0
		}
		if utf8.RuneStart(c) {
			if utf8.FullRuneInString(text[len(text)-n:]) {
				return 0
			}
			return n
		}
	}
	return 0
}

// lineSettled reports whether the start of a line, line, settles what the
// line is, whatever follows on it: it holds a letter, and not only "x" or
// "X". Every marker of a line's kind (heading hashes, a blockquote's ">",
// a list bullet, number or task box, a table's "|", a rule, a code fence)
// and white space are read before its first such letter. A line that
// opens in bold settles only at its end (see boldLine).
func lineSettled(line string) bool {
	if b := line[LeadingSpace(line):]; strings.HasPrefix(b, "**") || strings.HasPrefix(b, "__") {
		return false // a line all in bold is a heading: known at its end
	}
	for _, r := range line {
		if r != 'x' && r != 'X' && unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// runeSettled reports whether text[i:b] starts with a whole character: one
// that text past b cannot change.
func runeSettled(text string, i, b int) bool {
	return i < b && utf8.FullRuneInString(text[i:b])
}

// wordStartSettled reports whether nextWordStart(text, i, b), and the
// character there, are the same for any text that goes on past b.
func wordStartSettled(text string, i, b int) bool {
	next := nextWordStart(text, i, b)
	return runeSettled(text, next, b)
}

// endSettled reports whether sentenceEnd(text, a, b, i) for the terminal
// punctuation at text[i] is the same for any text that goes on past b: it
// reads the run of terminal punctuation and closers, the white space and
// markers after them, the next word, and the character after that word,
// and each of these ends before b.
func endSettled(text string, i, b int) bool {
	j := i
	cjk := false
	for {
		if !runeSettled(text, j, b) {
			return false
		}
		r, n := utf8.DecodeRuneInString(text[j:b])
		if !isTerminal(r) {
			break
		}
		cjk = cjk || isCJKTerminal(r)
		j += n
	}
	for {
		if !runeSettled(text, j, b) {
			return false
		}
		r, n := utf8.DecodeRuneInString(text[j:b])
		if !IsCloser(r) {
			break
		}
		j += n
	}
	if !MarkerSettled(text, j, b) {
		return false
	}
	if !cjk && !IsSpace(text, j) && !isMarkerAt(text, j, b) && !isBreak(text, j) {
		return true // "3.5", "example.com"
	}
	end := j
	for k := j; ; {
		for runeSettled(text, k, b) && IsSpace(text, k) {
			_, n := utf8.DecodeRuneInString(text[k:b])
			k += n
		}
		if !runeSettled(text, k, b) || !MarkerSettled(text, k, b) {
			return false
		}
		m := MarkerEnd(text, k, b)
		if m < 0 {
			break
		}
		end, k = m, m
	}
	if cjk {
		return true
	}
	next := nextWordStart(text, end, b)
	if !runeSettled(text, next, b) {
		return false
	}
	// The word there, read for a sentence starter after an abbreviation.
	for e := next; ; {
		if !runeSettled(text, e, b) {
			return false
		}
		r, n := utf8.DecodeRuneInString(text[e:b])
		if !unicode.IsLetter(r) {
			return true
		}
		e += n
	}
}

// MarkerSettled reports whether MarkerEnd(text, i, b) is the same for any
// text that goes on past b. It may report false for a bracket group that
// more text cannot make a marker, but only while the group has no line
// break and no closing bracket within b and is shorter than a marker may
// be.
func MarkerSettled(text string, i, b int) bool {
	if i >= b {
		return false
	}
	open, _ := OpenBracket(text[:b], i)
	if open == 0 {
		// A wide bracket cut short may still come.
		for _, w := range []string{"【", "［"} {
			if b-i < len(w) && strings.HasPrefix(w, text[i:b]) {
				return false
			}
		}
		return true
	}
	if m := MarkerEnd(text, i, b); m >= 0 {
		return m < b // a "(" after the "]" would make it a link
	}
	if i+maxMarker <= b {
		return true
	}
	rest := text[i+open : b]
	return strings.ContainsAny(rest, "\n]") || strings.Contains(rest, "】") || strings.Contains(rest, "］")
}
