package report

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"pgregory.net/rapid"
)

// render writes pieces as tags: "<a>", "</>", text as it is; a mark is
// named by its ID, a later part gets "+".
func render(ps []piece) string {
	var b strings.Builder
	for _, p := range ps {
		switch {
		case p.Open != nil && p.Part > 1:
			b.WriteString("<" + p.Open.ID + "+>")
		case p.Open != nil:
			b.WriteString("<" + p.Open.ID + ">")
		case p.Close:
			b.WriteString("</>")
		default:
			b.WriteString(p.Text)
		}
	}
	return b.String()
}

func spansOf(ranges ...[2]int) []span {
	out := make([]span, len(ranges))
	for i, r := range ranges {
		m := newMark()
		m.ID = string(rune('a' + i))
		out[i] = span{start: r[0], end: r[1], mark: m}
	}
	return out
}

var layoutTests = []struct {
	text   string
	ranges [][2]int
	want   string
	why    string
}{
	{"0123456789", nil, "0123456789", "no spans"},
	{"0123456789", [][2]int{{2, 4}, {6, 8}}, "01<a>23</>45<b>67</>89", "apart"},
	{"0123456789", [][2]int{{2, 4}, {4, 6}}, "01<a>23</><b>45</>6789", "touching: the first closes before the second opens"},
	{"0123456789", [][2]int{{1, 9}, {3, 5}}, "0<a>12<b>34</>5678</>9", "nested"},
	{"0123456789", [][2]int{{3, 5}, {1, 9}}, "0<b>12<a>34</>5678</>9", "nested, inner first: the outer opens first"},
	{"0123456789", [][2]int{{2, 6}, {2, 6}}, "01<a><b>2345</></>6789", "the same span twice"},
	{"0123456789", [][2]int{{2, 6}, {4, 8}}, "01<a>23<b>45</></><b+>67</>89", "crossing: the second is split where the first ends"},
	{"0123456789", [][2]int{{0, 5}, {2, 8}, {4, 10}}, "<a>01<b>23<c>4</></></><b+><c+>567</></><c+>89</>", "three crossing"},
	{"0123456789", [][2]int{{0, 10}, {0, 3}, {7, 10}}, "<a><b>012</>3456<c>789</></>", "at the edges"},
	{"0123456789", [][2]int{{5, 5}}, "0123456789", "empty: no mark"},
}

func TestLayout(t *testing.T) {
	for _, tt := range layoutTests {
		got := render(layout(tt.text, 0, len(tt.text), spansOf(tt.ranges...)))
		if got != tt.want {
			t.Errorf("layout(%q, %v) = %s; want %s (%s)", tt.text, tt.ranges, got, tt.want, tt.why)
		}
	}
}

// For any spans, the marks nest, and the text of each span's parts, in
// order, is its text.
func TestLayoutProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := rapid.StringMatching(`[a-z😀字é\r\n ]{0,40}`).Draw(t, "text")
		var bounds []int
		for i := range text {
			bounds = append(bounds, i)
		}
		bounds = append(bounds, len(text))
		n := rapid.IntRange(0, 8).Draw(t, "spans")
		var spans []span
		for i := range n {
			a := rapid.SampledFrom(bounds).Draw(t, "start")
			b := rapid.SampledFrom(bounds).Draw(t, "end")
			if a > b {
				a, b = b, a
			}
			m := newMark()
			m.ID = fmt.Sprint(i)
			spans = append(spans, span{start: a, end: b, mark: m})
		}
		ps := layout(text, 0, len(text), spans)
		var stack []*mark
		got := map[*mark]string{}
		parts := map[*mark]int{}
		var all strings.Builder
		for _, p := range ps {
			switch {
			case p.Open != nil:
				parts[p.Open]++
				if p.Part != parts[p.Open] {
					t.Fatalf("mark %s: part %d; want %d", p.Open.ID, p.Part, parts[p.Open])
				}
				for _, m := range stack {
					if m == p.Open {
						t.Fatalf("mark %s opened inside itself", m.ID)
					}
				}
				stack = append(stack, p.Open)
			case p.Close:
				if len(stack) == 0 {
					t.Fatalf("a mark closed that was not open")
				}
				stack = stack[:len(stack)-1]
			default:
				if !utf8.ValidString(p.Text) {
					t.Fatalf("text piece %q is not valid UTF-8", p.Text)
				}
				all.WriteString(p.Text)
				for _, m := range stack {
					got[m] += p.Text
				}
			}
		}
		if len(stack) > 0 {
			t.Fatalf("%d marks left open", len(stack))
		}
		if all.String() != text {
			t.Fatalf("the pieces' text is %q; want %q", all.String(), text)
		}
		for _, s := range spans {
			if s.start == s.end {
				if parts[s.mark] != 0 {
					t.Fatalf("empty span %s has a mark", s.mark.ID)
				}
				continue
			}
			if got[s.mark] != text[s.start:s.end] {
				t.Fatalf("span %s [%d, %d) rendered as %q; want %q", s.mark.ID, s.start, s.end, got[s.mark], text[s.start:s.end])
			}
		}
	})
}

var windowTests = []struct {
	text    string
	spans   []string // each span is the first occurrence of its text
	context int
	want    []string // the text of each window, after the number of code points left out before it
	why     string
}{
	{"alpha beta gamma delta XX epsilon zeta eta theta iota kappa lambda mu YY nu xi omicron", []string{"XX", "YY"}, 3,
		[]string{"17 delta XX epsilon", "34 mu YY nu"}, "windows rounded out to whole words"},
	{"alpha beta gamma delta XX epsilon YY zeta eta theta", []string{"XX", "YY"}, 3,
		[]string{"17 delta XX epsilon YY zeta"}, "windows that meet merge"},
	{"XX alpha beta gamma", []string{"XX"}, 3, []string{"0 XX alpha"}, "at the start"},
	{"alpha beta gamma delta", nil, 3, []string{"0 alpha beta"}, "no span: the start"},
	{"字字字字字字字字字字字字字字字字字字字字字字字字字字字字字字XX字字字字字字字字字字字字字字字字字字字字字字字字字字字字字字", []string{"XX"}, 2,
		[]string{"28 字字XX字字"}, "no white space near: cut at the code point"},
	{"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa XX", []string{"XX"}, 2, []string{"37 a XX"}, "a long word is cut, not swallowed"},
}

func TestWindows(t *testing.T) {
	for _, tt := range windowTests {
		var ranges [][2]int
		for _, s := range tt.spans {
			i := strings.Index(tt.text, s)
			ranges = append(ranges, [2]int{i, i + len(s)})
		}
		runes := []rune(tt.text)
		var got []string
		for _, w := range windows(tt.text, spansOf(ranges...), false, tt.context, func(i int) int { return utf8.RuneCountInString(tt.text[:i]) }) {
			got = append(got, fmt.Sprintf("%d %s", w.Omitted, string(runes[w.Start:w.End])))
		}
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("windows(%q, %q, %d) = %q; want %q (%s)", tt.text, tt.spans, tt.context, got, tt.want, tt.why)
		}
	}
}

func TestBoundary(t *testing.T) {
	s := "a字\xffb\xe5\xad"
	want := []bool{true, true, false, false, true, true, true, true, true}
	for i := 0; i <= len(s); i++ {
		if got := boundary(s, i); got != want[i] {
			t.Errorf("boundary(%q, %d) = %v; want %v", s, i, got, want[i])
		}
	}
}
