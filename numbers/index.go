package numbers

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// An Index is a source prepared for grounding numbers: tokenized once, its
// tables, lines and words parsed when first needed, then used for any
// number of claims. An Index is immutable and safe for concurrent use.
type Index struct {
	src  string
	toks []tok
	post [numClasses]map[string][]posting // by reading class, then value

	layOnce   sync.Once
	lay       *layout
	wordsOnce sync.Once
	words     map[string][]int32 // see wordIndex
}

// A posting is one reading of one source token.
type posting struct {
	t                 int32 // index into toks
	neg, scaled, mant bool
}

// NewIndex returns the index of source. It panics if len(source) exceeds
// normalize.MaxLen.
func NewIndex(source string) *Index {
	x := &Index{src: source, toks: scan(source)}
	x.post[classIndex('n')] = make(map[string][]posting, len(x.toks)/16)
	for i := range x.toks {
		t := &x.toks[i]
		x.add(t.main(), i)
		for _, r := range t.more {
			x.add(r, i)
		}
	}
	return x
}

func (x *Index) add(r reading, i int) {
	p := posting{t: int32(i), neg: r.neg, scaled: r.scaled, mant: r.mant}
	m := x.post[classIndex(r.c)]
	if m == nil {
		m = make(map[string][]posting)
		x.post[classIndex(r.c)] = m
	}
	ps := m[r.v]
	if n := len(ps); n > 0 && ps[n-1] == p {
		return
	}
	m[r.v] = append(ps, p)
}

// numClasses is the number of reading classes; see key.
const numClasses = 7

// classIndex returns the index in Index.post of reading class c.
func classIndex(c byte) int {
	switch c {
	case 'n':
		return 0
	case '%':
		return 1
	case 'm':
		return 2
	case 'r':
		return 3
	case 'd':
		return 4
	case 't':
		return 5
	}
	return 6 // 'c'
}

// postings returns the source readings with key k, in source order.
func (x *Index) postings(k key) []posting {
	return x.post[classIndex(k.c)][k.v]
}

// Source returns the text the index was built from.
func (x *Index) Source() string { return x.src }

// Missing returns the numbers of claim that appear nowhere in the source,
// in claim order.
func (x *Index) Missing(claim string) []Missing {
	return x.CheckIn(On, claim, 0, len(x.src))
}

// MissingIn returns the numbers of claim that do not appear inside
// source[start:end], the located quote: a source number counts if its
// range lies inside [start, end). Offsets outside the source are clamped
// to it.
func (x *Index) MissingIn(claim string, start, end int) []Missing {
	return x.CheckIn(On, claim, start, end)
}

// MissingRow returns the numbers of claim that the source does not ground
// in Row mode.
func (x *Index) MissingRow(claim string) []Missing {
	return x.CheckIn(Row, claim, 0, len(x.src))
}

// Check returns the numbers of claim that the source does not ground
// under m; for Off it returns nil.
func (x *Index) Check(m Mode, claim string) []Missing {
	return x.CheckIn(m, claim, 0, len(x.src))
}

// CheckIn returns the numbers of claim that source[start:end] does not
// ground under m; for Off it returns nil. In Row mode the labels of a
// table may lie outside [start, end): only the number must lie inside.
func (x *Index) CheckIn(m Mode, claim string, start, end int) []Missing {
	if m == Off {
		return nil
	}
	return x.checkIn(m, claim, scan(claim), start, end)
}

// A Claim is a claim with its numbers found, for checking against many
// sources without reading it again: x.CheckClaim(m, NewClaim(s)) equals
// x.Check(m, s). A Claim is safe for concurrent use.
type Claim struct {
	text string
	toks []tok
}

// NewClaim finds the numbers of claim. It panics if len(claim) exceeds
// normalize.MaxLen.
func NewClaim(claim string) *Claim { return &Claim{text: claim, toks: scan(claim)} }

// Text returns the claim.
func (c *Claim) Text() string { return c.text }

// CheckClaim is Check for a claim whose numbers are already found.
func (x *Index) CheckClaim(m Mode, c *Claim) []Missing {
	if m == Off {
		return nil
	}
	return x.checkIn(m, c.text, c.toks, 0, len(x.src))
}

// checkIn is CheckIn for a claim whose tokens are ctoks, which it does not
// modify.
func (x *Index) checkIn(m Mode, claim string, ctoks []tok, start, end int) []Missing {
	start, end = clamp(start, 0, len(x.src)), clamp(end, 0, len(x.src))
	if end < start {
		end = start
	}
	if len(ctoks) == 0 {
		return nil
	}
	q := &query{x: x, claim: claim, ctoks: ctoks, mode: m, start: start, end: end, whole: start == 0 && end == len(x.src)}
	q.lo, q.hi = x.tokRange(start, end)
	var out []Missing
	for i := range ctoks {
		if miss, ok := q.check(i); !ok {
			if out == nil {
				out = make([]Missing, 0, len(ctoks)-i) // at most the rest: no regrowth
			}
			out = append(out, miss)
		}
	}
	return out
}

func clamp(v, lo, hi int) int {
	return min(max(v, lo), hi)
}

// tokRange returns the indexes [lo, hi) of the source tokens that start in
// [start, end).
func (x *Index) tokRange(start, end int) (lo, hi int) {
	lo = sort.Search(len(x.toks), func(i int) bool { return int(x.toks[i].start) >= start })
	hi = sort.Search(len(x.toks), func(i int) bool { return int(x.toks[i].start) >= end })
	return lo, hi
}

// Grounded returns the numbers of claim missing from source. It is
// NewIndex(source).Missing(claim), for one-off use.
func Grounded(claim, source string) []Missing {
	return NewIndex(source).Missing(claim)
}

// A query is one claim checked against an index.
type query struct {
	x          *Index
	claim      string
	ctoks      []tok
	mode       Mode
	start, end int
	lo, hi     int  // source tokens starting inside the span
	whole      bool // the span is the whole source
	ctx        *claimCtx
}

// A lookup is one reading of a claim token to find in the source.
type lookup struct {
	key
	neg, scaled bool
	bare        bool // only a source number without a scale grounds it
}

// alternatives returns the ways c can be grounded: each is a list of
// readings that must all be found.
func alternatives(c *tok) [][]lookup {
	alts := [][]lookup{{{key: key{c.cls, c.val}, neg: c.neg, scaled: c.scaled}}}
	var parts []lookup
	for _, r := range c.more {
		switch {
		case r.role == roleMain && r.mant:
			alts = append(alts, []lookup{{key: r.key, neg: r.neg, scaled: true, bare: true}})
		case r.role == roleAlt:
			alts = append(alts, []lookup{{key: r.key, neg: r.neg, scaled: r.scaled}})
		case r.role == rolePart:
			parts = append(parts, lookup{key: r.key, neg: r.neg})
		}
	}
	if parts != nil {
		alts = append(alts, parts)
	}
	return alts
}

// matches reports whether the source posting p can ground the claim
// reading l of c.
func (x *Index) matches(l lookup, c *tok, p posting) bool {
	if l.neg && !p.neg {
		return false // −5 is not grounded by 5; 5 is grounded by −5
	}
	if p.mant && l.scaled || l.bare && p.scaled {
		return false
	}
	return curCompat(c.cur, x.toks[p.t].cur)
}

// verdict is the outcome of checking one source occurrence in Row mode.
type verdict struct {
	ok    bool
	cause string
	cell  cellRef // the cell of a table cause; t < 0 for prose
}

// check checks claim token i and returns its Missing and false if the
// source does not ground it.
func (q *query) check(i int) (Missing, bool) {
	c := &q.ctoks[i]
	// The first source occurrences that fail only the span test, and only
	// the row test.
	atSpan, atRow := -1, -1
	var atV verdict
	for _, alt := range alternatives(c) {
		ok := true
		for _, l := range alt {
			found := false
			for _, p := range q.x.postings(l.key) {
				if !q.x.matches(l, c, p) {
					continue
				}
				if !q.inSpan(int(p.t)) {
					if atSpan < 0 {
						atSpan = int(p.t)
					}
					continue
				}
				if q.mode == Row {
					v := q.row(int(p.t))
					if !v.ok {
						if atRow < 0 {
							atRow, atV = int(p.t), v
						}
						continue
					}
				}
				found = true
				break
			}
			if !found {
				ok = false
				break
			}
		}
		if ok {
			return Missing{}, true
		}
	}
	if c.kind == Range && q.rangeEnds(c) {
		return Missing{}, true
	}
	m := Missing{Token: c.token(q.claim), Cause: Absent}
	switch {
	case atRow >= 0:
		t := q.x.toks[atRow].token(q.x.src)
		m.At, m.Cause = &t, atV.cause
		if atV.cell.t >= 0 {
			lay := q.x.layout()
			m.Row, m.Column = lay.rowLabel(&atV.cell), lay.colLabel(&atV.cell)
			m.WantRow, m.WantColumn, m.Near = q.wantCell(c, &atV.cell)
			return m, false
		}
		m.Words = q.missingWords(atRow, true)
		m.Near = q.nearProse(c, atRow, len(q.context().anchors))
		return m, false
	case atSpan >= 0:
		t := q.x.toks[atSpan].token(q.x.src)
		m.At, m.Cause = &t, OutsideQuote
		m.Near = q.nearInSpan(c)
		return m, false
	}
	if !q.whole {
		m.Near = q.nearInSpan(c)
		return m, false
	}
	m.Near = q.near(c)
	return m, false
}

// inSpan reports whether source token t lies inside the query's span.
func (q *query) inSpan(t int) bool {
	if q.whole {
		return true
	}
	tk := &q.x.toks[t]
	return q.start <= int(tk.start) && int(tk.end) <= q.end
}

// rangeEnds reports whether both ends of the claim range c are grounded
// as numbers in one sentence of the source: a claim's "3–5 days" against
// a source's "between 3 and 5 days" or "from 3 to 5 days".
func (q *query) rangeEnds(c *tok) bool {
	var ends []reading
	for _, r := range c.more {
		if r.role == roleInner && !r.mant {
			ends = append(ends, r)
		}
	}
	if len(ends) != 2 {
		return false
	}
	lay := q.x.layout()
	sents := map[int]bool{}
	for k, end := range ends {
		l := lookup{key: end.key, neg: end.neg, scaled: end.scaled}
		found := false
		for _, p := range q.x.postings(l.key) {
			if !q.x.matches(l, c, p) || !q.inSpan(int(p.t)) {
				continue
			}
			if q.mode == Row && !q.row(int(p.t)).ok {
				continue
			}
			s := sentIndex(lay.sents, int(q.x.toks[p.t].start))
			if k == 0 {
				sents[s] = true
				found = true
			} else if sents[s] {
				return true
			}
		}
		if !found {
			return false
		}
	}
	return false
}

// value returns the numeric value of a canonical value, for choosing the
// closest of several numbers; NaN if it has none.
func value(v string) float64 {
	v = strings.TrimSuffix(strings.TrimSuffix(v, "%"), "‰")
	if len(v) > 40 {
		v = v[:40]
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil {
		return math.NaN()
	}
	return f
}

// closest returns the index among cands of the source token whose value is
// nearest to c's, of c's reading class; -1 if none has that class.
func (q *query) closest(c *tok, cands []int) int {
	best, bestD := -1, math.Inf(1)
	cv := value(c.val)
	for _, i := range cands {
		t := &q.x.toks[i]
		if t.cls != c.cls {
			continue
		}
		d := math.Abs(value(t.val) - cv)
		if math.IsNaN(d) {
			d = math.MaxFloat64
		}
		if best < 0 || d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

// nearInSpan returns the number of the span a reader would compare c with.
func (q *query) nearInSpan(c *tok) *Token {
	var cands []int
	for i := q.lo; i < q.hi; i++ {
		if q.inSpan(i) {
			cands = append(cands, i)
		}
	}
	if b := q.closest(c, cands); b >= 0 {
		t := q.x.toks[b].token(q.x.src)
		return &t
	}
	return nil
}

// String returns the reason with the source named "the source".
func (m Missing) String() string { return m.Reason("the source") }

// Reason returns a sentence a person can read, naming the source as where
// ("source 1", "[1]"): "45 is not in source 1; it says 49", or "120 is in
// source 1 but in the Revenue row, not the Profit row, which says 15".
func (m Missing) Reason(where string) string {
	var b strings.Builder
	switch m.Cause {
	case OutsideQuote:
		fmt.Fprintf(&b, "%s is in %s but not in the quoted passage", m.Text, where)
		if m.Near != nil {
			fmt.Fprintf(&b, "; the passage says %s", m.Near.Text)
		}
	case WrongRow:
		fmt.Fprintf(&b, "%s is in %s but in the %s row", m.Text, where, quoteLabel(m.Row))
		m.want(&b, "row", m.WantRow)
	case WrongColumn:
		fmt.Fprintf(&b, "%s is in %s but in the %s column", m.Text, where, quoteLabel(m.Column))
		m.want(&b, "column", m.WantColumn)
	case WrongCell:
		fmt.Fprintf(&b, "%s is in %s but in the %s row and %s column", m.Text, where, quoteLabel(m.Row), quoteLabel(m.Column))
		if m.WantRow != "" && m.WantColumn != "" {
			fmt.Fprintf(&b, ", not %s, %s", quoteLabel(m.WantRow), quoteLabel(m.WantColumn))
			if m.Near != nil {
				fmt.Fprintf(&b, ", which says %s", m.Near.Text)
			}
		} else {
			b.WriteString(", which the claim does not name")
		}
	case WrongLine:
		fmt.Fprintf(&b, "%s is in %s but not where it mentions %s", m.Text, where, andList(m.Words))
		if m.Near != nil {
			fmt.Fprintf(&b, "; there it says %s", m.Near.Text)
		}
	default:
		fmt.Fprintf(&b, "%s is not in %s", m.Text, where)
		if m.Near != nil {
			fmt.Fprintf(&b, "; it says %s", m.Near.Text)
		}
	}
	return b.String()
}

func (m Missing) want(b *strings.Builder, what, label string) {
	if label == "" {
		fmt.Fprintf(b, ", which the claim does not name")
		return
	}
	fmt.Fprintf(b, ", not the %s %s", quoteLabel(label), what)
	if m.Near != nil {
		fmt.Fprintf(b, ", which says %s", m.Near.Text)
	}
}

func quoteLabel(s string) string {
	if s == "" {
		return "unlabelled"
	}
	return s
}

func andList(ws []string) string {
	switch len(ws) {
	case 0:
		return "the claim's words"
	case 1:
		return ws[0]
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " and " + ws[len(ws)-1]
}
