package numbers

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/internal/words"
	"github.com/verbatim-go/verbatim/normalize"
)

// A layout is what Row mode and the choice of Near need beyond the tokens:
// the source's lines, sentences, markdown tables and words. An Index
// builds it once, when first needed.
type layout struct {
	lines  []int32 // start offsets of the lines
	sents  []int32 // start offsets of the sentences
	tables []table
	cellOf []cellRef // for each source token, its cell; t < 0 outside tables
}

// A cellRef names one cell: table t, row r, column c.
type cellRef struct{ t, r, c int32 }

// layout returns the index's layout, building it on first use.
func (x *Index) layout() *layout {
	x.layOnce.Do(func() {
		l := &layout{}
		l.lines = lineStarts(x.src)
		l.sents = sentenceStarts(x.src)
		l.tables = parseTables(x.src)
		l.cellOf = make([]cellRef, len(x.toks))
		for i := range x.toks {
			l.cellOf[i] = l.cellAt(int(x.toks[i].start), int(x.toks[i].end))
		}
		for ti := range l.tables {
			l.tables[ti].cellToks = map[[2]int32][]int32{}
		}
		for i, cr := range l.cellOf {
			if cr.t >= 0 {
				tb := &l.tables[cr.t]
				k := [2]int32{cr.r, cr.c}
				tb.cellToks[k] = append(tb.cellToks[k], int32(i))
			}
		}
		x.lay = l
	})
	return x.lay
}

// wordIndex returns the index's words, building them on first use.
func (x *Index) wordIndex() map[string][]int32 {
	x.wordsOnce.Do(func() { x.words = wordIndex(x.src) })
	return x.words
}

// stem folds a plural into its singular the simple way, so that "profits"
// finds "profit": a final s is dropped from words longer than three
// letters that do not end in ss.
func stem(w string) string {
	if n := len(w); n > 3 && w[n-1] == 's' && w[n-2] != 's' {
		return w[:n-1]
	}
	return w
}

// wordIndex returns, for each word of s in Lenient folding (stemmed), the
// original offsets where it starts, in order.
func wordIndex(s string) map[string][]int32 {
	t := normalize.Lenient.Map(s)
	m := make(map[string][]int32)
	words.Each(t.String(), func(w words.Word) {
		k := stem(w.Text)
		m[k] = append(m[k], int32(t.Orig(w.Start)))
	})
	return m
}

// has reports whether word w starts somewhere in [lo, hi) of the source.
func (x *Index) has(w string, lo, hi int) bool {
	ps := x.wordIndex()[w]
	j := sort.Search(len(ps), func(i int) bool { return int(ps[i]) >= lo })
	return j < len(ps) && int(ps[j]) < hi
}

// lineStarts returns the start offsets of the lines of s.
func lineStarts(s string) []int32 {
	out := []int32{0}
	for i := 0; i < len(s); {
		j := strings.IndexByte(s[i:], '\n')
		if j < 0 {
			break
		}
		i += j + 1
		out = append(out, int32(i))
	}
	return out
}

// unit returns the range [lo, hi) of the unit holding offset o, where
// starts are the units' start offsets in a text of length n.
func unit(starts []int32, o, n int) (lo, hi int) {
	j := sort.Search(len(starts), func(i int) bool { return int(starts[i]) > o }) - 1
	if j < 0 {
		j = 0
	}
	lo, hi = int(starts[j]), n
	if j+1 < len(starts) {
		hi = int(starts[j+1])
	}
	return lo, hi
}

// sentenceStarts returns the start offsets of the sentences of s. A
// sentence ends after . ! ? followed by white space, after 。！？, at a
// blank line, before a line that starts a list item, a heading or a table
// row, and after a heading or a table row.
func sentenceStarts(s string) []int32 {
	out := []int32{0}
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '.' || c == '!' || c == '?':
			j := i + 1
			for j < len(s) && (s[j] == '"' || s[j] == '\'' || s[j] == ')') {
				j++
			}
			if j >= len(s) || s[j] == ' ' || s[j] == '\n' || s[j] == '\t' || s[j] == '\r' {
				out = appendStart(out, j)
			}
			i = j
		case c == '\n':
			if newBlock(s[i+1:]) || endsBlock(s[:i]) {
				out = appendStart(out, i+1)
			}
			i++
		case c >= utf8.RuneSelf:
			r, n := utf8.DecodeRuneInString(s[i:])
			if r == '。' || r == '！' || r == '？' {
				out = appendStart(out, i+n)
			}
			i += n
		default:
			i++
		}
	}
	return out
}

func appendStart(out []int32, i int) []int32 {
	if int(out[len(out)-1]) < i {
		out = append(out, int32(i))
	}
	return out
}

// endsBlock reports whether the last line of s is a heading or a table
// row, which a sentence does not continue.
func endsBlock(s string) bool {
	line := s[strings.LastIndexByte(s, '\n')+1:]
	t := strings.TrimLeft(line, " \t")
	return t != "" && (t[0] == '#' || t[0] == '|')
}

// newBlock reports whether the line that starts s begins a new block: it
// is blank, or starts a list item, a heading or a table row.
func newBlock(s string) bool {
	line := s
	if j := strings.IndexByte(s, '\n'); j >= 0 {
		line = s[:j]
	}
	t := strings.TrimLeft(line, " \t")
	if strings.TrimSpace(t) == "" {
		return true
	}
	switch t[0] {
	case '-', '*', '+', '#', '|', '>':
		return true
	}
	if strings.HasPrefix(t, "•") {
		return true
	}
	k := 0
	for k < len(t) && '0' <= t[k] && t[k] <= '9' {
		k++
	}
	return k > 0 && k < len(t) && (t[k] == '.' || t[k] == ')')
}

// cellAt returns the cell that holds the original range [o, oe), if any.
func (l *layout) cellAt(o, oe int) cellRef {
	none := cellRef{t: -1}
	ti := sort.Search(len(l.tables), func(i int) bool { return l.tables[i].end > o })
	if ti >= len(l.tables) || l.tables[ti].start > o {
		return none
	}
	tb := &l.tables[ti]
	ri := sort.Search(len(tb.rows), func(i int) bool { return tb.rows[i].end > o })
	if ri >= len(tb.rows) || tb.rows[ri].start > o {
		return none
	}
	for ci, c := range tb.rows[ri].cells {
		if c.start <= o && oe <= c.end {
			return cellRef{int32(ti), int32(ri), int32(ci)}
		}
	}
	return none
}

// rowLabel returns the label of the row of cr: the text of its first cell.
func (l *layout) rowLabel(cr *cellRef) string {
	if tb := &l.tables[cr.t]; tb.labels {
		return tb.cellText(int(cr.r), 0)
	}
	return ""
}

// colLabel returns the header of the column of cr.
func (l *layout) colLabel(cr *cellRef) string {
	tb := &l.tables[cr.t]
	return tb.cellText(tb.header, int(cr.c))
}

// A claimCtx is what Row mode and Near need to know about a claim: its
// words, and its anchor words.
type claimCtx struct {
	folded  string          // the claim in Lenient folding, if computed
	words   map[string]bool // stemmed; built by claimWords when first needed
	anchors []string
}

// context returns the claim's anchors, computing them on first use. The
// anchors are the claim's content words (internal/words: no
// stopwords, no numbers) that are not part of a number token of the claim
// (3rd, million, USD) and that the source uses somewhere: a word the
// source never uses is a paraphrase and can anchor nothing.
func (q *query) context() *claimCtx {
	if q.ctx != nil {
		return q.ctx
	}
	if !hasLetter(q.claim) {
		// ASCII without letters folds to digits and spaces: its words
		// are all numbers, and none anchors.
		q.ctx = &claimCtx{}
		return q.ctx
	}
	src := q.x.wordIndex()
	t := normalize.Lenient.Map(q.claim)
	ctx := &claimCtx{folded: t.String()}
	seen := map[string]bool{}
	next := 0 // the claim's tokens before next end before the current word
	words.Each(ctx.folded, func(w words.Word) {
		if words.IsNumber(w.Text) || words.IsStop(w.Text) {
			return
		}
		k := stem(w.Text)
		if seen[k] {
			return
		}
		// The words come in order and the tokens are in order and do not
		// overlap, so one pass over both finds the token a word is part
		// of: a claim of many numbers costs linear time.
		o, oe := t.Span(w.Start, w.End)
		for next < len(q.ctoks) && int(q.ctoks[next].end) <= o {
			next++
		}
		if next < len(q.ctoks) && int(q.ctoks[next].start) < oe {
			return
		}
		if len(src[k]) == 0 {
			return
		}
		seen[k] = true
		ctx.anchors = append(ctx.anchors, k)
	})
	q.ctx = ctx
	return ctx
}

// hasLetter reports whether s may have a word that is not a number: it
// has an ASCII letter or a byte that is not ASCII.
func hasLetter(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; 'a' <= c && c <= 'z' || s[i] >= utf8.RuneSelf {
			return true
		}
	}
	return false
}

// claimWords returns the set of the claim's words, stemmed, computing it
// on first use.
func (q *query) claimWords() map[string]bool {
	ctx := q.context()
	if ctx.words == nil {
		if ctx.folded == "" {
			ctx.folded = normalize.Lenient.Fold(q.claim)
		}
		ctx.words = map[string]bool{}
		words.Each(ctx.folded, func(w words.Word) {
			ctx.words[stem(w.Text)] = true
		})
	}
	return ctx.words
}

// labelIn reports whether the claim names a label: it has every word of it.
func (q *query) labelIn(ws []string) bool {
	if len(ws) == 0 {
		return true
	}
	cw := q.claimWords()
	for _, w := range ws {
		if !cw[w] {
			return false
		}
	}
	return true
}

// row checks source token t in Row mode.
func (q *query) row(t int) verdict {
	lay := q.x.layout()
	cr := lay.cellOf[t]
	if cr.t >= 0 {
		tb := &lay.tables[cr.t]
		if int(cr.r) <= tb.header || cr.c == 0 && tb.labels {
			return verdict{ok: true} // a number in a label is a label
		}
		rowOK := q.labelIn(tb.rowWords(int(cr.r)))
		colOK := q.labelIn(tb.colWords(int(cr.c)))
		v := verdict{ok: rowOK && colOK, cell: cr}
		switch {
		case !rowOK && !colOK:
			v.cause = WrongCell
		case !rowOK:
			v.cause = WrongRow
		case !colOK:
			v.cause = WrongColumn
		}
		return v
	}
	if len(q.missingWords(t, false)) == 0 {
		return verdict{ok: true}
	}
	return verdict{cause: WrongLine, cell: cellRef{t: -1}}
}

// missingWords returns the claim's anchor words missing from the line or
// the sentence of source token t, whichever misses fewer; empty if either
// has them all. Unless list is set it returns a non-empty slice without
// its words, to save allocating them.
func (q *query) missingWords(t int, list bool) []string {
	lay := q.x.layout()
	ctx := q.context()
	tk := &q.x.toks[t]
	var best []string
	bestN := -1
	for _, starts := range [][]int32{lay.lines, lay.sents} {
		lo, hi := unit(starts, int(tk.start), len(q.x.src))
		n := 0
		for _, a := range ctx.anchors {
			if !q.x.has(a, lo, hi) {
				n++
			}
		}
		if n == 0 {
			return nil
		}
		if bestN < 0 || n < bestN {
			bestN = n
			if list {
				best = best[:0]
				for _, a := range ctx.anchors {
					if !q.x.has(a, lo, hi) {
						best = append(best, a)
					}
				}
			}
		}
	}
	if !list {
		return ctx.anchors[:1]
	}
	return best
}

// wantCell returns the row label and column header the claim names in the
// table of cr, where cr's own do not fit, and the number in their cell.
func (q *query) wantCell(c *tok, cr *cellRef) (wantRow, wantCol string, near *Token) {
	lay := q.x.layout()
	tb := &lay.tables[cr.t]
	r, col := int(cr.r), int(cr.c)
	if !q.labelIn(tb.rowWords(r)) {
		r = q.namedRow(tb)
		if r >= 0 {
			wantRow = tb.cellText(r, 0)
		}
	}
	if !q.labelIn(tb.colWords(col)) {
		col = q.namedCol(tb)
		if col >= 0 {
			wantCol = tb.cellText(tb.header, col)
		}
	}
	if r >= 0 && col >= 0 {
		near = q.nearCell(c, tb, r, col)
	}
	return wantRow, wantCol, near
}

// namedRow returns the body row of tb whose label the claim names, the
// one with the longest label if several do; -1 if none.
func (q *query) namedRow(tb *table) int {
	best, bestN := -1, 0
	for r := tb.header + 1; r < len(tb.rows); r++ {
		if ws := tb.rowWords(r); len(ws) > bestN && q.labelIn(ws) {
			best, bestN = r, len(ws)
		}
	}
	return best
}

// namedCol returns the column of tb whose header the claim names, the one
// with the longest header if several do; -1 if none.
func (q *query) namedCol(tb *table) int {
	best, bestN := -1, 0
	first := 0
	if tb.labels {
		first = 1
	}
	for c := first; c < tb.cols; c++ {
		if ws := tb.colWords(c); len(ws) > bestN && q.labelIn(ws) {
			best, bestN = c, len(ws)
		}
	}
	return best
}

// nearCell returns the number in cell (r, c) of tb closest to c's value.
func (q *query) nearCell(ct *tok, tb *table, r, c int) *Token {
	cands := tb.cellToks[[2]int32{int32(r), int32(c)}]
	is := make([]int, len(cands))
	for i, v := range cands {
		is[i] = int(v)
	}
	if b := q.closest(ct, is); b >= 0 {
		t := q.x.toks[b].token(q.x.src, q.x.vals)
		return &t
	}
	return nil
}

// near returns the source number a reader would compare the absent claim
// number c with: the number in the table cell whose row and column the
// claim names, else the closest number of the same kind in the sentence
// that shares most anchor words with the claim.
func (q *query) near(c *tok) *Token {
	lay := q.x.layout()
	for ti := range lay.tables {
		tb := &lay.tables[ti]
		r := q.namedRow(tb)
		if r < 0 {
			continue
		}
		col := q.namedCol(tb)
		if col < 0 && tb.cols == 2 {
			col = 1
		}
		if col < 0 {
			continue
		}
		if t := q.nearCell(c, tb, r, col); t != nil {
			return t
		}
	}
	return q.nearProse(c, -1, (len(q.context().anchors)+1)/2)
}

// nearProse returns the closest number of c's kind, other than source
// token skip, in the sentence that shares most anchor words with the
// claim, and at least need of them.
func (q *query) nearProse(c *tok, skip, need int) *Token {
	need = max(need, 1)
	lay := q.x.layout()
	for k, cd := range q.rankedSents() {
		if k == 8 || cd.n < need {
			break
		}
		lo := int(lay.sents[cd.s])
		hi := len(q.x.src)
		if cd.s+1 < len(lay.sents) {
			hi = int(lay.sents[cd.s+1])
		}
		a, b := q.x.tokRange(lo, hi)
		var is []int
		for i := a; i < b; i++ {
			if i != skip && lay.cellOf[i].t < 0 {
				is = append(is, i)
			}
		}
		if best := q.closest(c, is); best >= 0 {
			t := q.x.toks[best].token(q.x.src, q.x.vals)
			return &t
		}
	}
	return nil
}

// A sentScore is a source sentence s and how many of the claim's anchor
// words it holds, n.
type sentScore struct{ s, n int }

// rankedSents returns the source sentences that hold anchor words of the
// claim, most anchors first, then in source order; computed on first use.
func (q *query) rankedSents() []sentScore {
	if q.rankedOK {
		return q.ranked
	}
	lay := q.x.layout()
	ctx := q.context()
	score := map[int]int{}
	for _, a := range ctx.anchors {
		last := -1
		for _, o := range q.x.wordIndex()[a] {
			if s := sentIndex(lay.sents, int(o)); s != last {
				score[s]++
				last = s
			}
		}
	}
	var cs []sentScore
	for s, n := range score {
		cs = append(cs, sentScore{s, n})
	}
	sort.Slice(cs, func(i, j int) bool {
		if cs[i].n != cs[j].n {
			return cs[i].n > cs[j].n
		}
		return cs[i].s < cs[j].s
	})
	q.ranked, q.rankedOK = cs, true
	return cs
}

func sentIndex(starts []int32, o int) int {
	return sort.Search(len(starts), func(i int) bool { return int(starts[i]) > o }) - 1
}
