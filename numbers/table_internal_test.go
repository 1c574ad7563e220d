package numbers

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// cellTexts returns the text of every cell of every row of tb, with the
// header row marked.
func cellTexts(tb *table) [][]string {
	var out [][]string
	for r := range tb.rows {
		if tb.rows[r].align {
			out = append(out, []string{"---"})
			continue
		}
		row := []string{}
		for c := range tb.rows[r].cells {
			row = append(row, tb.cellText(r, c))
		}
		if r == tb.header {
			row = append([]string{"H:"}, row...)
		}
		out = append(out, row)
	}
	return out
}

func TestParseTables(t *testing.T) {
	tests := []struct {
		in   string
		want [][][]string
		why  string
	}{
		{"no table | here", nil, "one line with a pipe is not a table"},
		{"| a | b |\n|---|:-:|\n| 1 | 2 |", [][][]string{{{"H:", "a", "b"}, {"---"}, {"1", "2"}}}, "a plain table"},
		{"a | b\n--|--\n1 | 2", [][][]string{{{"H:", "a", "b"}, {"---"}, {"1", "2"}}}, "no outer pipes"},
		{"| a | b |\n| 1 | 2 |", [][][]string{{{"H:", "a", "b"}, {"1", "2"}}}, "no alignment row: the first row is the header"},
		{"| a \\| b | c |\n|---|---|\n| 1 | 2 |", [][][]string{{{"H:", "a \\| b", "c"}, {"---"}, {"1", "2"}}}, "an escaped pipe"},
		{"| | x |\n|---|---|\n| | |", [][][]string{{{"H:", "", "x"}, {"---"}, {"", ""}}}, "empty cells"},
		{"| a | b | c |\n|---|---|---|\n| 1 |\n| 1 | 2 | 3 | 4 |", [][][]string{{{"H:", "a", "b", "c"}, {"---"}, {"1"}, {"1", "2", "3", "4"}}}, "ragged rows"},
		{"| a |\n|---|\n| 1 |\n\ntext\n\n| b |\n|---|\n| 2 |", [][][]string{{{"H:", "a"}, {"---"}, {"1"}}, {{"H:", "b"}, {"---"}, {"2"}}}, "two tables"},
		{"| a | b |\r\n|---|---|\r\n| 1 | 2 |\r\n", [][][]string{{{"H:", "a", "b"}, {"---"}, {"1", "2"}}}, "CRLF"},
		{"title\n| a | b |\n|---|---|\n| 1 | 2 |", [][][]string{{{"H:", "a", "b"}, {"---"}, {"1", "2"}}}, "a table after prose"},
	}
	for _, tt := range tests {
		var got [][][]string
		for _, tb := range parseTables(tt.in) {
			got = append(got, cellTexts(&tb))
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("parseTables(%q) (%s) (-want +got):\n%s", tt.in, tt.why, diff)
		}
	}
}

func TestLabelWords(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []string
	}{
		{"Revenue", []string{"revenue"}},
		{"Revenue ($m)", []string{"revenue"}},
		{"**Net profits** [note 3]", []string{"net", "profit"}},
		{"Q3 2025", []string{"q3", "2025"}},
		{"The total of the year", []string{"total", "year"}},
		{"", nil},
	} {
		if got := labelWords(tt.in); !cmp.Equal(got, tt.want) {
			t.Errorf("labelWords(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}

func TestSentenceStarts(t *testing.T) {
	s := "One is 1.5 m. Two!\nStill two\n\nThree\n- four\n| five |\n六。七"
	var got []string
	starts := sentenceStarts(s)
	for i, st := range starts {
		end := len(s)
		if i+1 < len(starts) {
			end = int(starts[i+1])
		}
		got = append(got, strings.TrimSpace(s[st:end]))
	}
	want := []string{"One is 1.5 m.", "Two!", "Still two", "Three", "- four", "| five |", "六。", "七"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("sentenceStarts (-want +got):\n%s", diff)
	}
}

// FuzzTables checks that table parsing never panics and that tables, rows
// and cells lie in order inside one another.
func FuzzTables(f *testing.F) {
	f.Add("| a | b |\n|---|---|\n| 1 | 2 |")
	f.Add("a | b\n-|-\n1 | 2 | 3\n\n| x \\| y |\n| z |")
	f.Add("|\n|\n||\\|\n|---|")
	f.Fuzz(func(t *testing.T, s string) {
		prev := 0
		for _, tb := range parseTables(s) {
			if tb.start < prev || tb.end > len(s) || tb.header < 0 || tb.header >= len(tb.rows) {
				t.Fatalf("parseTables(%q): bad table [%d, %d) header %d", s, tb.start, tb.end, tb.header)
			}
			prev = tb.end
			rp := tb.start
			for _, r := range tb.rows {
				if r.start < rp || r.end > tb.end || len(r.cells) > tb.cols {
					t.Fatalf("parseTables(%q): bad row %+v", s, r)
				}
				rp = r.end
				cp := r.start
				for _, c := range r.cells {
					if c.start < cp || c.end < c.start || c.end > r.end {
						t.Fatalf("parseTables(%q): bad cell %+v in row %+v", s, c, r)
					}
					cp = c.end
				}
			}
			for r := range tb.rows {
				tb.rowWords(r)
			}
			for c := 0; c < tb.cols+1; c++ {
				tb.colWords(c)
			}
		}
	})
}
