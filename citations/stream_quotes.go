package citations

import (
	"strings"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/internal/sentence"
)

// A quoteScan finds the quotations of an answer that arrives in pieces,
// as quotations finds them in the whole answer: the blockquote lines, and
// the quotations in quotation marks outside them.
type quoteScan struct {
	k *Checker
	// ls is the start of the first line not read to its end, and kind
	// what its start has settled: lineOpen, lineProse or lineQuote.
	ls   int
	kind uint8
	// seen is where the search for the end of that line stands.
	seen int
	// cov are the ranges of the blockquote lines that the inline scan has
	// not passed, the last with end -1 while its line is open.
	cov [][2]int
	// i is where the inline scan stands: the quotations that start before
	// it are settled.
	i             int
	block, inline []quoteSpan // settled, not yet merged into done
	done          []quoteSpan // settled, in order, not yet checked
	n             int         // quotations found, for MaxQuotations
}

// Kinds of the line a quoteScan is reading.
const (
	lineOpen  uint8 = iota // its start has not settled whether it is a blockquote line
	lineProse              // not a blockquote line
	lineQuote              // a blockquote line
)

// need returns the smallest offset of the answer the scan reads again.
func (q *quoteScan) need() int {
	need := max(q.i-utf8.UTFMax, 0) // canOpen reads the character before a quotation mark
	if q.kind != lineProse {
		need = min(need, q.ls)
	}
	return need
}

// settled returns the offset before which every quotation is settled.
func (q *quoteScan) settled() int { return q.i }

// scan reads what has arrived; end means the answer is complete.
func (q *quoteScan) scan(end bool) error {
	k := q.k
	for {
		from := max(q.ls, q.seen)
		nl := strings.IndexByte(k.win[from-k.base:], '\n')
		if nl < 0 {
			q.seen = k.top
			break
		}
		if err := q.line(from + nl); err != nil {
			return err
		}
		q.ls, q.kind = from+nl+1, lineOpen
	}
	if end {
		if q.ls < k.top {
			if err := q.line(k.top); err != nil {
				return err
			}
		}
		q.ls, q.kind = k.top, lineProse
	} else if q.kind == lineOpen {
		part := k.at(q.ls, k.top)
		switch ind := sentence.LeadingSpace(part); {
		case ind <= 3 && ind < len(part) && part[ind] == '>':
			q.kind = lineQuote
			q.cov = append(q.cov, [2]int{q.ls + ind, -1})
		case ind > 3 || ind < len(part):
			q.kind = lineProse
		}
	}
	if err := q.scanInline(end); err != nil {
		return err
	}
	// Merge the two lists, in order, up to where both are settled.
	for {
		var next *[]quoteSpan
		switch {
		case len(q.block) > 0 && q.block[0].start < q.i && (len(q.inline) == 0 || q.block[0].start <= q.inline[0].start):
			next = &q.block
		case len(q.inline) > 0 && q.inline[0].start < q.i:
			next = &q.inline
		default:
			return nil
		}
		q.done = append(q.done, (*next)[0])
		*next = (*next)[1:]
	}
}

// line reads the line that ends at le as blockquoteLines does.
func (q *quoteScan) line(le int) error {
	if q.kind == lineProse {
		return nil
	}
	k := q.k
	line := k.at(q.ls, le)
	ind := sentence.LeadingSpace(line)
	if !(ind <= 3 && ind < len(line) && line[ind] == '>') {
		return nil
	}
	p := q.ls + ind
	e := p
	for e < le && (k.win[e-k.base] == '>' || k.win[e-k.base] == ' ' || k.win[e-k.base] == '\t') {
		e++
	}
	cur := quoteSpan{start: p, end: le, marks: []edit{{start: p, end: e}}}
	for cur.end > e && sentence.IsSpace(k.win, cur.end-1-k.base) {
		cur.end--
	}
	if n := len(q.cov); q.kind == lineQuote && n > 0 && q.cov[n-1][1] < 0 {
		q.cov[n-1][1] = cur.end
	} else {
		q.cov = append(q.cov, [2]int{p, cur.end})
	}
	cur.text = strings.Clone(withoutMarkers(k.at(e, le)))
	if quoteLongEnough(cur.text) {
		q.block = append(q.block, cur)
		return q.count()
	}
	return nil
}

// count counts one more quotation against MaxQuotations.
func (q *quoteScan) count() error {
	q.n++
	return exceeds("MaxQuotations", q.k.lim.MaxQuotations, q.n)
}

// scanInline goes on with the scan of inlineQuotes, up to the first
// quotation mark whose quotation the text that has arrived does not
// settle.
func (q *quoteScan) scanInline(end bool) error {
	k := q.k
	w := k.win
	for {
		for len(q.cov) > 0 && q.cov[0][1] >= 0 && q.cov[0][1] <= q.i {
			q.cov = q.cov[1:]
		}
		if len(q.cov) > 0 && q.cov[0][0] <= q.i {
			if q.cov[0][1] < 0 {
				return nil // a blockquote line still open
			}
			q.i = q.cov[0][1]
			continue
		}
		if q.i >= k.top || !end && (q.i >= q.ls && q.kind == lineOpen || !utf8.FullRuneInString(w[q.i-k.base:])) {
			return nil
		}
		i := q.i - k.base
		r, n := utf8.DecodeRuneInString(w[i:])
		closer, ok := quotePairs[r]
		if !ok {
			q.i += n
			continue
		}
		if r == '"' {
			if !end && (i+n >= len(w) || !utf8.FullRuneInString(w[i+n:])) {
				return nil // canOpen reads the character after it
			}
			if !canOpen(w, i) {
				q.i += n
				continue
			}
		}
		var skip [][2]int
		if len(q.cov) > 0 {
			skip = [][2]int{{q.cov[0][0] - k.base, q.cov[0][0] - k.base}}
		}
		j := findCloser(w, i+n, closer, skip)
		if j < 0 {
			if !end && !q.noCloser(q.i+n) {
				return nil
			}
			q.i += n
			continue
		}
		if closer == '"' && !end && (j+1 >= len(w) || !utf8.FullRuneInString(w[j+1:])) {
			return nil // findCloser reads the character after a closing straight quote
		}
		_, cn := utf8.DecodeRuneInString(w[j:])
		text := withoutMarkers(w[i+n : j])
		if !quoteLongEnough(text) {
			q.i += n
			continue
		}
		q.inline = append(q.inline, quoteSpan{
			start: q.i, end: j + cn + k.base,
			marks: []edit{{start: q.i, end: q.i + n}, {start: j + k.base, end: j + cn + k.base}},
			text:  strings.Clone(strings.TrimSpace(text)),
		})
		if err := q.count(); err != nil {
			return err
		}
		q.i = j + cn + k.base
	}
}

// noCloser reports whether the text that has arrived settles that a
// quotation opened before offset from has no closing mark: findCloser
// stops at maxQuoteBytes, at a blockquote line and at a blank line, and
// one of these has arrived.
func (q *quoteScan) noCloser(from int) bool {
	k := q.k
	if from+maxQuoteBytes <= k.top || len(q.cov) > 0 {
		return true
	}
	rest := k.at(from, k.top)
	for {
		nl := strings.IndexByte(rest, '\n')
		if nl < 0 {
			return false
		}
		rest = rest[nl+1:]
		next := strings.IndexByte(rest, '\n')
		if next < 0 {
			return false
		}
		if strings.TrimSpace(rest[:next]) == "" {
			return true
		}
	}
}
