package citations

import (
	"errors"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/internal/sentence"
)

// ErrClosed is the error of a Checker's Write or Close after Close.
var ErrClosed = errors.New("citations: checker closed")

// A Checker checks an answer that arrives in pieces, as a model streams
// it: Write takes each piece and returns the verdicts of the sentences it
// completes; Close returns the rest and the Result. The sentences, their
// verdicts and the Result are exactly those of Corpus.Check on the whole
// answer, whatever the pieces: a verdict, once returned, never changes.
//
// # When a sentence is complete
//
// A sentence's verdict comes from the first Write after which the text
// that has arrived settles the sentence and its verdict, whatever may
// follow, as below. The splitter (see Sentences) must have settled where
// the sentence ends:
//
//   - After end punctuation it reads the closing quotes and brackets, the
//     citation markers that follow, which belong to the sentence, and the
//     next word: "… $25 per month [2]." waits for what follows, "[7]" is
//     taken in, and the sentence is complete once the next word and the
//     character after it have arrived, since the word's case, and whether
//     it starts a sentence after an abbreviation or an initial ("U. S.
//     The"), decide. A marker is whole once its "]" and the character
//     after it have arrived (a "(" would make it a link): "[1" then "2]"
//     is one marker. "30" then ".5" stays one number.
//   - A sentence at the end of a line waits for the next line to show
//     whether it goes on (a continuation line) or starts something else (a
//     list item, a heading, a table row, a blockquote, a rule, a code
//     fence, a blank line): a line shows that once it holds a letter other
//     than "x" or "X", or ends. A short line without end punctuation, a
//     title or a lead-in ending in ":" ("Key facts:"), waits for the start
//     of the next one; a heading or a table row waits for its line's end;
//     the last sentence of a paragraph waits for the line after it.
//   - A character cut between two pieces is read when its last byte
//     arrives.
//
// Then the checks it is given must have settled:
//
//   - its markers: every "[" in it is a whole marker, or cannot become one
//     (its line breaks, a "]" follows, or it runs past 96 bytes);
//   - its quotations: a quotation mark opened in or before it waits for
//     its closing mark (for a straight quote, with the character after
//     it), a blank line, a blockquote line or 4,000 bytes; a blockquote
//     line waits for its end. A quotation that spans several sentences
//     holds their verdicts until the last of them is complete, since its
//     finding (found, invented, misattributed) rests on all their
//     citations and is added to each.
//
// A sentence's kind (heading, lead-in, framing) rests on its own text and
// its line, which these settle. Close completes every sentence.
//
// # What a Checker keeps
//
// A Checker keeps the verdicts it has returned, and the cleaned answer,
// the removals and the quotations up to the last of them, for Close's
// Result. The text it holds is the part of the answer after the last
// verdict: the open sentence and, while they are unsettled, a line that
// has not shown what it is, a heading or table row, an open quotation (at
// most 4,000 bytes) or blockquote line, and a bracket group (at most 96
// bytes); it drops what it is done with in halves, so it holds at most
// twice that, and never more for a longer answer. Each Write takes time in
// proportion to that text and the piece.
//
// A Checker applies the corpus's Limits to the answer as CheckAnswer does:
// the Write that takes the answer past one returns an error matching
// ErrLimit, and so do later calls. A Checker is for one goroutine; its
// corpus may serve other checks, and other Checkers, at the same time.
type Checker struct {
	c   *Corpus
	lim Limits
	err error

	// win is the answer from offset base to top, what has arrived.
	win       string
	base, top int

	split sentence.Stream
	spans []sentence.Span // settled sentences not yet checked

	// Markers that start before mi are settled; marks are those not yet
	// checked, and refs counts their references, for MaxCitations.
	mi    int
	marks []Marker
	refs  int

	quotes quoteScan

	// The answer before cut is checked: res holds what it gave.
	cut      int
	res      Result
	cleaned  strings.Builder
	regions  []region
	touching bool // a removal touches a bracket: Close computes removals anew
}

// NewChecker returns a Checker for one answer against the corpus's
// sources.
func (c *Corpus) NewChecker() *Checker {
	k := &Checker{c: c, lim: c.limits}
	k.quotes.k = k
	return k
}

// Write adds the next piece of the answer and returns the verdicts of the
// sentences that are complete with it (see Checker), in order. The
// returned results are also Close's; they must not be modified.
func (k *Checker) Write(piece string) ([]SentenceResult, error) {
	if k.err != nil {
		return nil, k.err
	}
	if err := exceeds("MaxAnswerBytes", k.lim.MaxAnswerBytes, k.top+len(piece)); err != nil {
		k.err = err
		return nil, err
	}
	k.win += piece
	k.top += len(piece)
	return k.step(false)
}

// Close ends the answer and returns the verdicts of the sentences not yet
// returned, in order, and the Result of the whole answer, which equals
// Corpus.Check's. After Close, Write and Close return ErrClosed.
func (k *Checker) Close() ([]SentenceResult, *Result, error) {
	if k.err != nil {
		return nil, nil, k.err
	}
	out, err := k.step(true)
	if err != nil {
		return nil, nil, err
	}
	k.err = ErrClosed
	res := k.finish()
	return out, res, nil
}

// step reads what has arrived and checks what it settles; end means the
// answer is complete.
func (k *Checker) step(end bool) ([]SentenceResult, error) {
	k.split.Split(k.win[k.split.Need()-k.base:], k.split.Need(), end, func(s sentence.Span) { k.spans = append(k.spans, s) })
	if err := k.scanMarkers(end); err != nil {
		k.err = err
		return nil, err
	}
	if err := k.quotes.scan(end); err != nil {
		k.err = err
		return nil, err
	}
	var out []SentenceResult
	for {
		x, ok := k.nextCut(end)
		if !ok {
			break
		}
		out = k.check(x, out)
	}
	k.trim()
	return out, nil
}

// trim drops the text that no part of the Checker reads again.
func (k *Checker) trim() {
	need := min(k.split.Need(), k.mi, k.quotes.need(), max(k.cut-utf8.UTFMax, 0))
	if n := need - k.base; n > 0 && n >= len(k.win)/2 {
		k.win = strings.Clone(k.win[n:])
		k.base = need
	}
}

// at returns the answer's text from offset i to j.
func (k *Checker) at(i, j int) string { return k.win[i-k.base : j-k.base] }

// scanMarkers reads the markers that what has arrived settles.
func (k *Checker) scanMarkers(end bool) error {
	top := k.top
	if !end {
		top -= sentence.IncompleteTail(k.win)
	}
	for k.mi < top {
		i := sentence.NextOpen(k.win[:top-k.base], k.mi-k.base, true)
		if i < 0 {
			k.mi = top
			break
		}
		if !end && !sentence.MarkerSettled(k.win, i, len(k.win)) {
			k.mi = i + k.base
			break
		}
		m := sentence.MarkerEnd(k.win, i, len(k.win))
		if m < 0 {
			k.mi = i + k.base + 1
			continue
		}
		a, z := sentence.MarkerBody(k.win, i, m)
		refs, ok := k.c.res.parse(k.win, a, z)
		if !ok {
			k.mi = i + k.base + 1
			continue
		}
		k.refs += len(refs)
		if err := exceeds("MaxCitations", k.lim.MaxCitations, k.refs); err != nil {
			return err
		}
		for j := range refs {
			refs[j].Start += k.base
			refs[j].End += k.base
			refs[j].Label = strings.Clone(refs[j].Label)
		}
		k.marks = append(k.marks, Marker{Start: i + k.base, End: m + k.base, Refs: refs})
		k.mi = m + k.base
	}
	return nil
}

// nextCut returns the furthest offset x past k.cut such that the answer
// before x can be checked now: the sentences, markers and quotations that
// start before it are settled and end by it, and so do the marker edits
// of the cleaned answer, which read one character past a marker.
func (k *Checker) nextCut(end bool) (int, bool) {
	if end {
		return k.top, k.cut < k.top || len(k.spans) > 0 || len(k.quotes.done) > 0
	}
	// No sentence starts with a blank, nor does a marker or a quotation.
	limit := min(k.blanks(k.split.Need()), k.mi, k.quotes.settled())
	var cands []int
	// After each settled sentence, and the blanks after it, which a
	// marker ending the sentence takes away with it at a line's start.
	for _, s := range k.spans {
		x := k.blanks(s.End)
		if x <= limit && x < k.top && utf8.FullRuneInString(k.win[x-k.base:]) {
			cands = append(cands, x)
		}
	}
	// The start of a line, for text between sentences: code, rules.
	if limit > k.cut {
		if nl := strings.LastIndexByte(k.at(k.cut, limit), '\n'); nl >= 0 {
			cands = append(cands, k.cut+nl+1)
		}
	}
	slices.Sort(cands)
	for i := len(cands) - 1; i >= 0; i-- {
		if x := cands[i]; x > k.cut && !k.straddled(x) {
			return x, true
		}
	}
	return 0, false
}

// blanks returns the offset past the spaces and tabs at offset x.
func (k *Checker) blanks(x int) int {
	for x < k.top && (k.win[x-k.base] == ' ' || k.win[x-k.base] == '\t') {
		x++
	}
	return x
}

// straddled reports whether a settled sentence, marker or quotation
// starts before x and ends after it.
func (k *Checker) straddled(x int) bool {
	for _, s := range k.spans {
		if s.Start < x && x < s.End {
			return true
		}
	}
	for _, m := range k.marks {
		if m.Start < x && x < m.End {
			return true
		}
	}
	for _, q := range k.quotes.done {
		if q.start < x && x < q.end {
			return true
		}
	}
	return false
}

// check checks the answer from k.cut to x and appends the verdicts to
// out.
func (k *Checker) check(x int, out []SentenceResult) []SentenceResult {
	c := k.c
	n := 0
	for n < len(k.spans) && k.spans[n].Start < x {
		n++
	}
	spans := k.spans[:n:n]
	nm := 0
	for nm < len(k.marks) && k.marks[nm].Start < x {
		nm++
	}
	marks := k.marks[:nm:nm]
	nq := 0
	for nq < len(k.quotes.done) && k.quotes.done[nq].start < x {
		nq++
	}
	qs := k.quotes.done[:nq:nq]

	// The sentences, as check checks them, in offsets into k.win.
	rels := make([]sentence.Span, len(spans))
	sms := make([][]Marker, len(spans))
	j := 0
	for i, s := range spans {
		for j < len(marks) && marks[j].End <= s.Start {
			j++
		}
		for l := j; l < len(marks) && marks[l].Start < s.End; l++ {
			sms[i] = append(sms[i], shiftMarker(marks[l], -k.base))
		}
		rels[i] = s
		rels[i].Start -= k.base
		rels[i].End -= k.base
	}
	batch := &Result{Sentences: c.checkSentences(k.win, rels, sms)}
	for i, s := range spans {
		sr := &batch.Sentences[i]
		sr.Start, sr.End = s.Start, s.End
		sr.Text = strings.Clone(sr.Text)
	}
	c.checkQuotations("", batch, spans, qs)
	for _, sr := range batch.Sentences {
		if sr.Kind == KindClaim {
			k.res.Score.Checkable++
			if sr.Status == OK {
				k.res.Score.Verified++
			}
		}
	}

	// The marker edits, read with the character before the text and the
	// one after it, which decide the white space they take.
	from := k.cut
	if k.cut > 0 {
		_, w := utf8.DecodeLastRuneInString(k.at(max(k.cut-utf8.UTFMax, k.base), k.cut))
		from -= w
	}
	to := x
	if x < k.top {
		_, w := utf8.DecodeRuneInString(k.at(x, k.top))
		to += w
	}
	ctx := k.at(from, to)
	var ms []Marker
	for _, m := range marks {
		ms = append(ms, shiftMarker(m, -from))
	}
	rm := c.res.plainRemovals(ctx, ms)
	if touchesBracket(ctx, rm) {
		k.touching = true
	}
	for i := range rm {
		r := &rm[i]
		r.Start += from
		r.End += from
		if r.Start < k.cut || r.End > x {
			k.touching = true // cannot happen; Close works it out anew
		}
		r.Text = strings.Clone(r.Text)
	}
	k.res.Removed = append(k.res.Removed, rm...)

	// The cleaned text, in offsets into the checked text.
	text := k.at(k.cut, x)
	local := &Result{}
	for _, r := range rm {
		r.Start -= k.cut
		r.End -= k.cut
		local.Removed = append(local.Removed, r)
	}
	var lqs []quoteSpan
	for _, q := range batch.Quotations {
		q.Start -= k.cut
		q.End -= k.cut
		local.Quotations = append(local.Quotations, q)
	}
	for _, q := range qs {
		lqs = append(lqs, q.shift(-k.cut))
	}
	k.regions = append(k.regions, region{start: k.cut, end: x, cleaned: k.cleaned.Len(), edits: rawEdits(text, local, lqs)})
	k.cleaned.WriteString(clean(text, local, lqs))

	for i := range batch.Quotations {
		batch.Quotations[i].Text = strings.Clone(batch.Quotations[i].Text)
	}
	k.res.Quotations = append(k.res.Quotations, batch.Quotations...)
	k.res.Sentences = append(k.res.Sentences, batch.Sentences...)
	out = append(out, batch.Sentences...)

	k.spans = k.spans[n:]
	k.marks = k.marks[nm:]
	k.quotes.done = k.quotes.done[nq:]
	k.cut = x
	return out
}

// shiftMarker returns m with its offsets moved by d.
func shiftMarker(m Marker, d int) Marker {
	m.Start += d
	m.End += d
	refs := make([]Ref, len(m.Refs))
	for i, r := range m.Refs {
		r.Start += d
		r.End += d
		refs[i] = r
	}
	m.Refs = refs
	return m
}

// shift returns q with its offsets moved by d.
func (q quoteSpan) shift(d int) quoteSpan {
	q.start += d
	q.end += d
	marks := make([]edit, len(q.marks))
	for i, e := range q.marks {
		e.start += d
		e.end += d
		marks[i] = e
	}
	q.marks = marks
	return q
}

// finish returns the Result of the whole answer.
func (k *Checker) finish() *Result {
	res := k.res
	if res.Sentences == nil {
		res.Sentences = []SentenceResult{}
	}
	if res.Quotations == nil {
		res.Quotations = []Quotation{}
	}
	if res.Score.Checkable > 0 {
		res.Score.Value = float64(res.Score.Verified) / float64(res.Score.Checkable)
	}
	res.Cleaned = k.cleaned.String()
	if k.touching {
		// A marker removal next to a bracket may take the bracket with it,
		// which depends on every other such removal of the answer: work
		// the removals out anew on the whole answer, rebuilt from its
		// cleaned text.
		answer := k.rebuild(res.Cleaned)
		res.Removed = k.c.res.removals(answer, k.c.res.markers(answer))
		res.Cleaned = clean(answer, &res, quotations(answer))
	}
	return &res
}

// A region is one checked stretch of the answer, [start, end), whose
// cleaned text starts at offset cleaned of the cleaned answer; edits are
// the edits that cleaned it, with the text each replaced.
type region struct {
	start, end int
	cleaned    int
	edits      []rawEdit
}

// A rawEdit is an edit of clean and the text it replaced.
type rawEdit struct {
	edit
	raw string
}

// rawEdits returns the edits clean applies to text, in the order it
// applies them, each with the text it replaces.
func rawEdits(text string, res *Result, qs []quoteSpan) []rawEdit {
	edits := cleanEdits(res, qs)
	out := make([]rawEdit, len(edits))
	for i, e := range edits {
		out[i] = rawEdit{e, strings.Clone(text[e.start:e.end])}
	}
	return out
}

// rebuild returns the answer, from its cleaned text and the edits that
// made it: each edit's text is put back where clean wrote its
// replacement.
func (k *Checker) rebuild(cleaned string) string {
	var b strings.Builder
	b.Grow(k.top)
	for i, rg := range k.regions {
		stop := len(cleaned)
		if i+1 < len(k.regions) {
			stop = k.regions[i+1].cleaned
		}
		text := cleaned[rg.cleaned:stop]
		at, c := 0, 0 // offsets into the region's answer and its cleaned text
		for _, e := range rg.edits {
			if e.end <= at {
				continue
			}
			from := max(at, e.start)
			b.WriteString(text[c : c+from-at])
			c += from - at
			b.WriteString(e.raw[from-e.start:])
			c += len(e.with)
			at = e.end
		}
		b.WriteString(text[c:])
	}
	return b.String()
}
