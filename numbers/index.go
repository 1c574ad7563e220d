package numbers

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// An Index is a source prepared for grounding numbers: tokenized once, its
// tables, lines and words parsed when first needed, then used for any
// number of claims. An Index is immutable and safe for concurrent use.
type Index struct {
	src   string
	toks  []tok
	vals  string                       // the values of toks
	post  [numClasses]map[string]int32 // by reading class, then value: an index into lists
	lists [][]posting                  // the postings of each key, in source order

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
	toks, more, vals := scan(source)
	x := &Index{src: source, toks: toks, vals: vals}
	x.post[classIndex('n')] = make(map[string]int32, len(x.toks)/16)
	// Two passes: the first finds the list of every reading and counts
	// each list, the second fills the lists, cut from one slice, so that
	// none grows by copying.
	ids := make([]int32, 0, len(toks)+len(more))
	b := listBuilder{x: x}
	for i := range toks {
		t := &toks[i]
		ids = append(ids, b.list(t.main(vals).key))
		for _, r := range t.more(more) {
			ids = append(ids, b.list(r.key))
		}
	}
	sizes := b.sizes
	all := make([]posting, len(ids))
	at := make([]int32, len(sizes)) // where each list starts in all
	for l := 1; l < len(sizes); l++ {
		at[l] = at[l-1] + sizes[l-1]
	}
	clear(sizes) // now the length of each list so far
	k := 0
	put := func(r reading, i int) {
		l := ids[k]
		k++
		p := posting{t: int32(i), neg: r.neg, scaled: r.scaled, mant: r.mant}
		if n := sizes[l]; n > 0 && all[at[l]+n-1] == p {
			return // the same posting again
		}
		all[at[l]+sizes[l]] = p
		sizes[l]++
	}
	for i := range toks {
		t := &toks[i]
		put(t.main(vals), i)
		for _, r := range t.more(more) {
			put(r, i)
		}
	}
	x.lists = make([][]posting, len(sizes))
	for l := range x.lists {
		x.lists[l] = all[at[l] : at[l]+sizes[l] : at[l]+sizes[l]]
	}
	return x
}

// A listBuilder finds the lists of an index's keys while NewIndex builds
// it, and counts their postings.
type listBuilder struct {
	x     *Index
	keys  []key   // the key of each list
	sizes []int32 // the number of postings of each list
	// recent holds the lists of keys added lately, so that a source
	// that repeats numbers (a report, "[1]", a table of zeros) does not
	// look each up in a map again: a slot for each cheap hash of a key
	// (see slot), the last key with that hash winning. It holds list
	// indexes plus one, whose keys are in keys, and no pointers, so that
	// it costs no write barriers. Zero is empty.
	recent [256]int32
}

// slot returns the slot of k in listBuilder.recent: a hash of its class,
// length and first, middle and last bytes, which is all that tells most
// numbers apart.
func slot(k key) int {
	v := k.v
	h := uint64(k.c)<<32 | uint64(len(v))
	if len(v) > 0 {
		h ^= uint64(v[0])<<8 | uint64(v[len(v)/2])<<16 | uint64(v[len(v)-1])<<24
	}
	return int((h * 0x9E3779B97F4A7C15) >> 56)
}

// list returns the index of the list of key k, adding the key if it is
// new, and counts one more posting for it.
func (b *listBuilder) list(k key) int32 {
	x := b.x
	l := int32(-1)
	j := slot(k)
	if r := b.recent[j]; r > 0 && b.keys[r-1] == k {
		l = r - 1
	}
	if l < 0 {
		m := x.post[classIndex(k.c)]
		if m == nil {
			m = make(map[string]int32)
			x.post[classIndex(k.c)] = m
		}
		var ok bool
		if l, ok = m[k.v]; !ok {
			l = int32(len(b.sizes))
			m[k.v] = l
			b.sizes = append(b.sizes, 0)
			b.keys = append(b.keys, k)
		}
		b.recent[j] = l + 1
	}
	b.sizes[l]++
	return l
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
	if l, ok := x.post[classIndex(k.c)][k.v]; ok {
		return x.lists[l]
	}
	return nil
}

// Source returns the text the index was built from.
func (x *Index) Source() string { return x.src }

// Check returns the numbers of claim that source[start:end] does not
// ground under m, in claim order; for Off it returns nil. A source number
// counts if its range lies inside [start, end): pass 0 and len(source) to
// check against all of it, or the range of a located quote. Offsets
// outside the source are clamped to it. In Row mode the labels of a table
// may lie outside [start, end): only the number must lie inside.
func (x *Index) Check(m Mode, claim string, start, end int) []Missing {
	if m == Off {
		return nil
	}
	bp, _ := claimToks.Get().(*claimBuf)
	if bp == nil {
		bp = new(claimBuf)
	}
	ctoks, cmore, cvals := scanInto(claim, bp.toks, bp.more, false)
	out := x.checkIn(m, claim, ctoks, cmore, cvals, start, end)
	// Tokens hold no pointers; the readings hold the claim's values, and
	// a pooled buffer must keep no claim alive.
	clear(cmore)
	if cap(ctoks) > cap(bp.toks) && cap(ctoks) <= maxPooledToks {
		bp.toks = ctoks[:0]
	}
	if cap(cmore) > cap(bp.more) && cap(cmore) <= maxPooledToks {
		bp.more = cmore[:0]
	}
	claimToks.Put(bp)
	return out
}

// CheckScan is Check for the claim that sc has read.
func (x *Index) CheckScan(m Mode, sc *Scan, start, end int) []Missing {
	if m == Off {
		return nil
	}
	return x.checkIn(m, sc.src, sc.toks, sc.more, sc.vals, start, end)
}

// claimToks holds the token slices of claims checked and let go, for the
// next claim: a claim of many numbers would otherwise allocate as much
// again as its result. Slices of more than maxPooledToks are not kept.
var claimToks sync.Pool

// A claimBuf is what claimToks holds: the tokens of a claim and the pool
// of their other readings, which are kept together as scan returns them.
type claimBuf struct {
	toks []tok
	more []reading
}

const maxPooledToks = 1 << 16

// checkIn is Check for a claim whose tokens are ctoks, with their other
// readings in cmore and their values in cvals, which it does not modify.
func (x *Index) checkIn(m Mode, claim string, ctoks []tok, cmore []reading, cvals string, start, end int) []Missing {
	return x.checkWith(m, claim, ctoks, cmore, cvals, start, end, false)
}

// checkWith is checkIn; with general set it checks every claim token
// afresh, for tests that the memo changes nothing.
func (x *Index) checkWith(m Mode, claim string, ctoks []tok, cmore []reading, cvals string, start, end int, general bool) []Missing {
	start, end = clamp(start, 0, len(x.src)), clamp(end, 0, len(x.src))
	if end < start {
		end = start
	}
	if len(ctoks) == 0 {
		return nil
	}
	q := &query{x: x, claim: claim, ctoks: ctoks, cmore: cmore, cvals: cvals, mode: m, start: start, end: end, whole: start == 0 && end == len(x.src), general: general}
	q.lo, q.hi = x.tokRange(start, end)
	var out []Missing
	var first Missing
	for i := range ctoks {
		if out == nil {
			if !q.check(i, &first) {
				out = make([]Missing, 1, len(ctoks)-i) // at most the rest: no regrowth
				out[0] = first
			}
			continue
		}
		// Check into the next element, which stays zero unless it is
		// kept.
		out = out[:len(out)+1]
		if q.check(i, &out[len(out)-1]) {
			out = out[:len(out)-1]
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

// A query is one claim checked against an index.
type query struct {
	x          *Index
	claim      string
	ctoks      []tok
	cmore      []reading // the other readings of ctoks
	cvals      string    // the values of ctoks
	mode       Mode
	start, end int
	lo, hi     int  // source tokens starting inside the span
	whole      bool // the span is the whole source
	ctx        *claimCtx
	ranked     []sentScore // see rankedSents
	rankedOK   bool
	memo       [4]memoEntry // the last plain claim tokens checked
	memoNext   int
	general    bool // no memo
}

// A memoEntry is the outcome of checking a claim token with no other
// readings: every claim token that reads the same has the same outcome,
// apart from its own range.
type memoEntry struct {
	c  *tok
	ok bool
	m  Missing
}

// sameReading reports whether claim tokens a and b, neither of which has
// other readings, are checked alike; vals holds their values.
func sameReading(a, b *tok, vals string) bool {
	return a.kind == b.kind && a.cls == b.cls && a.neg == b.neg && a.scaled == b.scaled &&
		a.val(vals) == b.val(vals) && a.cur == b.cur
}

// A lookup is one reading of a claim token to find in the source.
type lookup struct {
	key
	neg, scaled bool
	bare        bool // only a source number without a scale grounds it
}

// alternatives returns the ways c can be grounded: each is a list of
// readings that must all be found, the range alts gives of the lookups
// ls. It builds them in ls and alts where they have room, so that a
// caller's buffers spare an allocation.
func (q *query) alternatives(c *tok, ls []lookup, alts [][2]int) ([]lookup, [][2]int) {
	// Every list is a piece of ls: the main reading, one for each
	// mantissa or alternative, and the parts together last.
	more := c.more(q.cmore)
	ls = append(ls[:0], lookup{key: key{c.cls, c.val(q.cvals)}, neg: c.neg, scaled: c.scaled})
	alts = append(alts[:0], [2]int{0, 1})
	for _, r := range more {
		switch {
		case r.role == roleMain && r.mant:
			ls = append(ls, lookup{key: r.key, neg: r.neg, scaled: true, bare: true})
		case r.role == roleAlt:
			ls = append(ls, lookup{key: r.key, neg: r.neg, scaled: r.scaled})
		default:
			continue
		}
		alts = append(alts, [2]int{len(ls) - 1, len(ls)})
	}
	p := len(ls)
	for _, r := range more {
		if r.role == rolePart {
			ls = append(ls, lookup{key: r.key, neg: r.neg})
		}
	}
	if len(ls) > p {
		alts = append(alts, [2]int{p, len(ls)})
	}
	return ls, alts
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
	return curCompatID(c.cur, x.toks[p.t].cur)
}

// verdict is the outcome of checking one source occurrence in Row mode.
type verdict struct {
	ok    bool
	cause Cause
	cell  cellRef // the cell of a table cause; t < 0 for prose
}

// check checks claim token i and reports whether the source grounds it;
// if not, it sets *dst to its Missing, which it leaves alone otherwise.
// Claims that repeat a number (a list, a table, "1 2 3 …") check it once.
func (q *query) check(i int, dst *Missing) bool {
	c := &q.ctoks[i]
	if c.moreN != 0 || q.general {
		m, ok := q.checkTok(c)
		if !ok {
			*dst = m
		}
		return ok
	}
	for k := range q.memo {
		e := &q.memo[k]
		if e.c == nil || !sameReading(e.c, c, q.cvals) {
			continue
		}
		if e.ok {
			return true
		}
		// Each Missing has its own copies, as if checked afresh.
		*dst = e.m.clone()
		dst.Token = c.token(q.claim, q.cvals)
		return false
	}
	m, ok := q.checkTok(c)
	e := &q.memo[q.memoNext]
	q.memoNext = (q.memoNext + 1) % len(q.memo)
	e.c, e.ok = c, ok
	if !ok {
		e.m = m.clone()
		*dst = m
	}
	return ok
}

// clone returns m with copies of what it points to.
func (m Missing) clone() Missing {
	if m.Near != nil {
		t := *m.Near
		m.Near = &t
	}
	if m.At != nil {
		t := *m.At
		m.At = &t
	}
	m.Words = slices.Clone(m.Words)
	return m
}

// checkTok checks claim token c and returns its Missing and false if the
// source does not ground it.
func (q *query) checkTok(c *tok) (Missing, bool) {
	// The first source occurrences that fail only the span test, and only
	// the row test.
	atSpan, atRow := -1, -1
	var atV verdict
	var lbuf [8]lookup
	var abuf [8][2]int
	ls, alts := q.alternatives(c, lbuf[:0], abuf[:0])
	for _, a := range alts {
		alt := ls[a[0]:a[1]]
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
	m := Missing{Token: c.token(q.claim, q.cvals), Cause: Absent}
	switch {
	case atRow >= 0:
		t := q.x.toks[atRow].token(q.x.src, q.x.vals)
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
		t := q.x.toks[atSpan].token(q.x.src, q.x.vals)
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
	for _, r := range c.more(q.cmore) {
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
	best, bestD, bestCur := -1, math.Inf(1), false
	cv := value(c.val(q.cvals))
	for _, i := range cands {
		t := &q.x.toks[i]
		if t.cls != c.cls {
			continue
		}
		d := math.Abs(value(t.val(q.x.vals)) - cv)
		if math.IsNaN(d) {
			d = math.MaxFloat64
		}
		// An amount in the claim's currency comes first: "$3 million" is
		// compared with "$3 billion", not with the nearer value 2014.
		cur := t.cur == c.cur
		if best < 0 || cur && !bestCur || cur == bestCur && d < bestD {
			best, bestD, bestCur = i, d, cur
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
		t := q.x.toks[b].token(q.x.src, q.x.vals)
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
