package numbers_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/verbatim-go/verbatim/numbers"
)

// FuzzTokens checks that tokenizing never panics and that every token
// slices back to its text, in order, and reads the same on its own.
func FuzzTokens(f *testing.F) {
	for _, tt := range tokenTests {
		f.Add(tt.in)
	}
	for _, s := range fragments {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ts := numbers.Tokens(s)
		if diff := cmp.Diff(ts, numbers.Tokens(s)); diff != "" {
			t.Fatalf("Tokens(%q) is not deterministic:\n%s", s, diff)
		}
		prev := 0
		for _, tok := range ts {
			if tok.Start < prev || tok.End <= tok.Start || tok.End > len(s) || s[tok.Start:tok.End] != tok.Text || tok.Value == "" {
				t.Fatalf("Tokens(%q): bad token %+v", s, tok)
			}
			prev = tok.End
			want := []numbers.Token{{Start: 0, End: len(tok.Text), Text: tok.Text, Value: tok.Value, Kind: tok.Kind}}
			if diff := cmp.Diff(want, numbers.Tokens(tok.Text)); diff != "" {
				t.Fatalf("Tokens(%q) holds %+v, but on its own (-want +got):\n%s", s, tok, diff)
			}
		}
	})
}

// FuzzGrounded checks that grounding never panics in any mode, that a
// text grounds its own numbers, and that what it reports ranges into the
// claim and the source.
func FuzzGrounded(f *testing.F) {
	f.Add("Q3 profit was 120", financeTable, 0, 10)
	f.Add("The refund window is 60 days.", "The refund window is 30 days.", 3, 29)
	f.Add("返金は30日", "返金期間は３０日以内", 0, 5)
	f.Add("3–5 days", "between 3 and 5 days", 1, 100)
	f.Fuzz(func(t *testing.T, claim, src string, start, end int) {
		if ms := grounded(src, src); ms != nil {
			t.Fatalf("Grounded(s, s) = %v for s = %q", ms, src)
		}
		x := numbers.NewIndex(src)
		for _, m := range []numbers.Mode{numbers.On, numbers.Row} {
			for _, ms := range [][]numbers.Missing{missing(x, m, claim), x.Check(m, claim, start, end)} {
				for _, miss := range ms {
					if claim[miss.Start:miss.End] != miss.Text || miss.Reason("[1]") == "" {
						t.Fatalf("%v: bad Missing %+v", m, miss)
					}
					for _, s := range []*numbers.Token{miss.Near, miss.At} {
						if s != nil && src[s.Start:s.End] != s.Text {
							t.Fatalf("%v: Missing %+v: source token %+v does not slice back", m, miss, s)
						}
					}
				}
			}
		}
	})
}
