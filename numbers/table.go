package numbers

import (
	"strings"
	"unicode"

	"github.com/verbatim-go/verbatim/internal/words"
	"github.com/verbatim-go/verbatim/normalize"
)

// A table is one markdown table of a source: a run of two or more
// consecutive lines that each hold an unescaped pipe. Its header is the
// row before the first alignment row (|---|:--:|), or its first row if it
// has none. Rows may have any number of cells; a missing cell is empty.
type table struct {
	s          string // the source
	start, end int
	rows       []tableRow
	header     int  // index of the header row
	labels     bool // the first column holds row labels
	cols       int  // the most cells of any row
	rowW, colW [][]string
	cellToks   map[[2]int32][]int32 // source tokens of each cell, set by layout
}

// A tableRow is one line of a table and its cells. An alignment row has no
// cells.
type tableRow struct {
	start, end int
	cells      []span
	align      bool
}

// A span is a byte range [start, end) of the source.
type span struct{ start, end int }

// cellText returns the text of cell (r, c), or "" if the row is shorter.
func (tb *table) cellText(r, c int) string {
	if r < 0 || r >= len(tb.rows) || c < 0 || c >= len(tb.rows[r].cells) {
		return ""
	}
	sp := tb.rows[r].cells[c]
	return tb.s[sp.start:sp.end]
}

// rowWords returns the words of the label of row r.
func (tb *table) rowWords(r int) []string { return tb.rowW[r] }

// colWords returns the words of the header of column c.
func (tb *table) colWords(c int) []string {
	if c < len(tb.colW) {
		return tb.colW[c]
	}
	return nil
}

// parseTables returns the markdown tables of s in order.
func parseTables(s string) []table {
	var out []table
	var run []tableRow
	flush := func() {
		if len(run) >= 2 {
			out = append(out, newTable(s, run))
		}
		run = nil
	}
	for ls := 0; ls < len(s); {
		le := len(s)
		next := len(s)
		if j := strings.IndexByte(s[ls:], '\n'); j >= 0 {
			le, next = ls+j, ls+j+1
		}
		if cells, align, ok := splitRow(s, ls, strings.TrimSuffix(s[:le], "\r")[ls:]); ok {
			run = append(run, tableRow{start: ls, end: le, cells: cells, align: align})
		} else {
			flush()
		}
		ls = next
	}
	flush()
	return out
}

// splitRow splits the line s[ls:ls+len(line)] at unescaped pipes and
// returns its cells, trimmed of white space, whether it is an alignment
// row, and whether it has a pipe at all. A pipe that leads or ends the line
// opens or closes the row rather than separating two cells. An alignment
// row has no cells.
func splitRow(s string, ls int, line string) (cells []span, align, ok bool) {
	var segs []span
	seg := 0
	for k := 0; k < len(line); k++ {
		switch line[k] {
		case '\\':
			k++ // an escaped character, \| among them
		case '|':
			segs = append(segs, span{seg, k})
			seg = k + 1
		}
	}
	if segs == nil {
		return nil, false, false
	}
	segs = append(segs, span{seg, len(line)})
	blank := func(sp span) bool { return strings.TrimSpace(line[sp.start:sp.end]) == "" }
	if blank(segs[0]) {
		segs = segs[1:]
	}
	if n := len(segs); n > 0 && blank(segs[n-1]) && strings.HasSuffix(strings.TrimRight(line, " \t"), "|") {
		segs = segs[:n-1]
	}
	align = len(segs) > 0
	for i, sp := range segs {
		for sp.start < sp.end && (line[sp.start] == ' ' || line[sp.start] == '\t') {
			sp.start++
		}
		for sp.end > sp.start && (line[sp.end-1] == ' ' || line[sp.end-1] == '\t') {
			sp.end--
		}
		segs[i] = span{ls + sp.start, ls + sp.end}
		align = align && isAlign(line[sp.start:sp.end])
	}
	if align {
		return nil, true, true
	}
	return segs, false, true
}

// isAlign reports whether cell is an alignment cell: ---, :--, --:, :-:.
func isAlign(cell string) bool {
	cell = strings.TrimSuffix(strings.TrimPrefix(cell, ":"), ":")
	return cell != "" && strings.Trim(cell, "-") == ""
}

func newTable(s string, rows []tableRow) table {
	tb := table{s: s, start: rows[0].start, end: rows[len(rows)-1].end, rows: rows}
	for i, r := range rows {
		if i > 0 && r.align {
			tb.header = i - 1
			break
		}
	}
	for _, r := range rows {
		tb.cols = max(tb.cols, len(r.cells))
	}
	tb.labels = tb.labelColumn()
	tb.rowW = make([][]string, len(rows))
	for r := range rows {
		if tb.labels {
			tb.rowW[r] = labelWords(tb.cellText(r, 0))
		}
	}
	tb.colW = make([][]string, len(rows[tb.header].cells))
	for c := range tb.colW {
		tb.colW[c] = labelWords(tb.cellText(tb.header, c))
	}
	return tb
}

// labelColumn reports whether the first column of tb holds row labels: a
// body cell of it has a letter, or its header names a key such as a year,
// a date or a quarter. "| Year | Revenue |" over "| 2025 | 120 |" has
// labels; "| Revenue | Profit |" over "| 120 | 15 |" has none, and its
// first column is data like any other.
func (tb *table) labelColumn() bool {
	numeric := false
	for r := tb.header + 1; r < len(tb.rows); r++ {
		cell := tb.cellText(r, 0)
		if strings.IndexFunc(cell, unicode.IsLetter) >= 0 {
			return true
		}
		numeric = numeric || strings.TrimSpace(cell) != ""
	}
	if !numeric {
		return true
	}
	head := normalize.Lenient.Fold(tb.cellText(tb.header, 0))
	if head == "" {
		return true
	}
	key := false
	words.Each(head, func(w words.Word) { key = key || keyHeaders[w.Text] })
	return key
}

// keyHeaders are words of a column header that make a column of numbers
// row labels.
var keyHeaders = map[string]bool{
	"year": true, "years": true, "yr": true, "fy": true, "quarter": true, "q": true, "period": true,
	"date": true, "month": true, "day": true, "week": true, "id": true, "no": true, "number": true,
	"rank": true, "item": true, "line": true, "row": true, "ref": true, "code": true, "age": true,
	"年": true, "年度": true, "月": true, "日": true, "期": true, "jahr": true, "año": true, "année": true,
}

// labelWords returns the words of a row label or column header that a
// claim must contain to name it: Lenient-folded, stemmed, without
// stopwords and without what parentheses or brackets hold ("Revenue
// ($m)" is named by "revenue").
func labelWords(label string) []string {
	var b strings.Builder
	depth := 0
	for _, r := range label {
		switch r {
		case '(', '[':
			depth++
			continue
		case ')', ']':
			if depth > 0 {
				depth--
				continue
			}
		}
		if depth == 0 {
			b.WriteRune(r)
		}
	}
	var out []string
	words.Each(normalize.Lenient.Fold(b.String()), func(w words.Word) {
		if !words.IsStop(w.Text) {
			out = append(out, stem(w.Text))
		}
	})
	return out
}
