package citations

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/internal/sentence"
)

var five = []string{"1", "2", "3", "4", "5"}

// refsOf writes the refs of ms as "label=source" per marker.
func refsOf(ms []Marker) [][]string {
	var out [][]string
	for _, m := range ms {
		var rs []string
		for _, r := range m.Refs {
			rs = append(rs, r.Label+"="+r.Source)
		}
		out = append(out, rs)
	}
	return out
}

var markerTests = []struct {
	in   string
	ids  []string
	want [][]string
	why  string
}{
	{"30 days [1].", five, [][]string{{"1=1"}}, "one marker"},
	{"30 days [1, 2].", five, [][]string{{"1=1", "2=2"}}, "a list"},
	{"30 days [1][2].", five, [][]string{{"1=1"}, {"2=2"}}, "adjacent markers"},
	{"30 days [1-3].", five, [][]string{{"1=1", "2=2", "3=3"}}, "a range"},
	{"30 days [2–4].", five, [][]string{{"2=2", "3=3", "4=4"}}, "an en dash range"},
	{"30 days [1; 4].", five, [][]string{{"1=1", "4=4"}}, "a semicolon"},
	{"30 days [7].", five, [][]string{{"7="}}, "a number naming no supplied source is still a marker"},
	{"30 days [2,7].", five, [][]string{{"2=2", "7="}}, "a mixed list"},
	{"in [2024] it", five, nil, "four digits is a year, not a marker"},
	{"see [sic] and [link](http://x)", five, nil, "words and links are not markers"},
	{"30 days [doc-a].", []string{"doc-a", "doc-b"}, [][]string{{"doc-a=doc-a"}}, "a non-numeric id"},
	{"30 days [DOC-A].", []string{"doc-a", "doc-b"}, [][]string{{"DOC-A=doc-a"}}, "ids match case-insensitively"},
	{"30 days [1].", []string{"doc-a", "doc-b"}, [][]string{{"1=doc-a"}}, "numbers are positions when no id is a number"},
	{"30 days [3].", []string{"doc-a", "doc-b"}, [][]string{{"3="}}, "a position past the sources"},
	{"30 days [S2][S9].", []string{"S1", "S2", "S3"}, [][]string{{"S2=S2"}, {"S9="}}, "an id-shaped label names no source"},
	{"30 days [X9].", []string{"S1", "S2", "S3"}, nil, "a label of another shape is not a marker"},
	{"30 days [Source 2].", five, [][]string{{"2=2"}}, "a Source prefix"},
	{"30 days [Sources: 1, 3].", five, [][]string{{"1=1", "3=3"}}, "a Sources prefix"},
	{"30 days [^2].", five, [][]string{{"2=2"}}, "a footnote caret"},
	{"30 days [1-500].", five, nil, "a range too wide to be a citation"},
	{"30 days [a, b].", []string{"a", "b"}, [][]string{{"a=a", "b=b"}}, "letters as ids"},
	{"[1, ]", five, nil, "an empty item"},
	{"退款期限为30天【1】。", five, [][]string{{"1=1"}}, "a lenticular bracket"},
	{"退款期限为30天［2，3］。", five, [][]string{{"2=2", "3=3"}}, "full-width brackets and comma"},
	{"30 days 【1].", five, nil, "brackets that do not match"},
}

func TestMarkers(t *testing.T) {
	for _, tt := range markerTests {
		ms := Markers(tt.in, tt.ids)
		for _, m := range ms {
			if n, closer := sentence.OpenBracket(tt.in, m.Start); n == 0 || !strings.HasSuffix(tt.in[:m.End], closer) {
				t.Errorf("Markers(%q): %+v is not a bracket group", tt.in, m)
			}
		}
		if diff := cmp.Diff(tt.want, refsOf(ms)); diff != "" {
			t.Errorf("Markers(%q, %q) (%s) (-want +got):\n%s", tt.in, tt.ids, tt.why, diff)
		}
	}
}

var stripTests = []struct {
	in      string
	ids     []string
	want    string
	removed []string // removed text, "→replacement" when replaced
	why     string
}{
	{"30 days [1].", five, "30 days [1].", nil, "a valid marker is never touched"},
	{"30 days [7].", five, "30 days.", []string{" [7]"}, "a lone marker goes with the space before it"},
	{"30 days [7]", five, "30 days", []string{" [7]"}, "at the end of the text"},
	{"30 days[7].", five, "30 days.", []string{"[7]"}, "no space to take"},
	{"30 days [2,7].", five, "30 days [2].", []string{",7"}, "the issue's example"},
	{"30 days [2, 7].", five, "30 days [2].", []string{", 7"}, "with a space after the comma"},
	{"30 days [7, 2].", five, "30 days [2].", []string{"7, "}, "the unsupplied label first"},
	{"30 days [7, 8, 2, 9].", five, "30 days [2].", []string{"7, 8, ", ", 9"}, "runs on both sides"},
	{"30 days [2, 7, 3].", five, "30 days [2, 3].", []string{", 7"}, "in the middle"},
	{"30 days [3-7].", five, "30 days [3-5].", []string{"3-7→3-5"}, "a range keeps its supplied part"},
	{"30 days [6-9].", five, "30 days.", []string{" [6-9]"}, "a wholly unsupplied range"},
	{"30 days [7][2].", five, "30 days [2].", []string{"[7]"}, "before a kept marker the space stays"},
	{"30 days [2][7].", five, "30 days [2].", []string{"[7]"}, "after a kept marker"},
	{"30 days [2] [7].", five, "30 days [2].", []string{" [7]"}, "after a kept marker and a space"},
	{"30 days [7][8].", five, "30 days.", []string{" [7][8]"}, "a run of unsupplied markers goes as one"},
	{"30 days [7] [8] and more", five, "30 days and more", []string{" [7] [8]"}, "a run with spaces"},
	{"a [7] b", five, "a b", []string{" [7]"}, "between words"},
	{"a [7]b", five, "a b", []string{"[7]"}, "glued to the next word"},
	{"[7] The window.", five, "The window.", []string{"[7] "}, "at the start of the text the space after goes"},
	{"One.\n[7] Two.", five, "One.\nTwo.", []string{"[7] "}, "at the start of a line"},
	{"30 days [doc-z].", []string{"doc-a"}, "30 days [doc-z].", nil, "an unknown word is not a marker, so it stays"},
	{"30 days [doc-9].", []string{"doc-1"}, "30 days.", []string{" [doc-9]"}, "an id-shaped label"},
	{"30 days [2024].", five, "30 days [2024].", nil, "a year is not a marker"},
	{"30日[7]。", five, "30日。", []string{"[7]"}, "CJK"},
	{"30日【7】。", five, "30日。", []string{"【7】"}, "a lenticular bracket"},
	{"30日【2】【7】。", five, "30日【2】。", []string{"【7】"}, "after a kept lenticular marker"},
	{"no markers at all", five, "no markers at all", nil, "nothing to do"},
	{"A [[9]2].", five, "A 2].", []string{"[[9]"}, "taking the marker out would make [2]: the bracket goes too"},
	{"A [2[9]].", five, "A [2.", []string{"[9]]"}, "the same, closing"},
	{"A [[9]][2].", five, "A [][2].", []string{"[9]"}, "empty brackets are no marker: they stay"},
}

func TestStrip(t *testing.T) {
	for _, tt := range stripTests {
		got, rm := Strip(tt.in, tt.ids)
		var removed []string
		for _, r := range rm {
			if tt.in[r.Start:r.End] != r.Text {
				t.Errorf("Strip(%q): removal %+v does not slice the text", tt.in, r)
			}
			if len(r.Labels) == 0 {
				t.Errorf("Strip(%q): removal %+v names no label", tt.in, r)
			}
			s := r.Text
			if r.Replacement != "" {
				s += "→" + r.Replacement
			}
			removed = append(removed, s)
		}
		if got != tt.want {
			t.Errorf("Strip(%q, %q) (%s) = %q; want %q", tt.in, tt.ids, tt.why, got, tt.want)
		}
		if diff := cmp.Diff(tt.removed, removed); diff != "" {
			t.Errorf("Strip(%q, %q) (%s) removals (-want +got):\n%s", tt.in, tt.ids, tt.why, diff)
		}
	}
}

func TestStripUnchanged(t *testing.T) {
	for _, in := range []string{"30 days [1].", "30 days."} {
		got, rm := Strip(in, five)
		if rm != nil || got != in {
			t.Errorf("Strip(%q) = %q, %v; want the text itself and no removals", in, got, rm)
		}
	}
	// Text without brackets costs nothing.
	text := strings.Repeat("The refund window is 30 days. ", 20)
	if n := testing.AllocsPerRun(100, func() { Strip(text, five) }); n != 0 {
		t.Errorf("Strip of text without markers allocates %v times; want 0", n)
	}
}

// answerText draws text made of words, punctuation and markers, valid and
// not.
func answerText(t *rapid.T) string {
	parts := rapid.SliceOf(rapid.SampledFrom([]string{
		"The", "window", "is", "30", "days", ".", ",", " ", " ", "\n", "[1]", "[2]", "[7]", "[2,7]",
		"[7, 2]", "[1-3]", "[3-7]", "[9][8]", "[", "]", "2", "-", "[Source 4]", "[a]", "[doc-1]", "\"",
	})).Draw(t, "parts")
	return strings.Join(parts, "")
}

// Strip never removes a label that names a supplied source, and never
// changes text outside the markers and the white space next to them.
func TestStripProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := answerText(t)
		ids := rapid.SampledFrom([][]string{five, {"a", "b"}, {"doc-1", "doc-2"}, nil}).Draw(t, "ids")
		got, rm := Strip(text, ids)
		ms := Markers(text, ids)
		at := 0
		var rebuilt strings.Builder
		for _, r := range rm {
			if r.Start < at || r.End < r.Start || text[r.Start:r.End] != r.Text {
				t.Fatalf("Strip(%q): bad removal %+v after %d", text, r, at)
			}
			// The removal lies in a marker, widened by white space only.
			inside := false
			for _, m := range ms {
				s, e := m.Start, m.End
				for s > 0 && (text[s-1] == ' ' || text[s-1] == '\t') {
					s--
				}
				for e < len(text) && (text[e] == ' ' || text[e] == '\t') {
					e++
				}
				if s <= r.Start && r.End <= e {
					inside = true
				}
				// Only whole runs of markers are removed at once.
				if r.Start <= m.Start && m.End <= r.End {
					for _, ref := range m.Refs {
						if ref.Valid() {
							t.Fatalf("Strip(%q): removal %+v takes the valid %+v", text, r, ref)
						}
					}
				}
			}
			if !inside && !markersOnly(text, r.Start, r.End, ms) {
				t.Fatalf("Strip(%q): removal %+v is not in a marker", text, r)
			}
			rebuilt.WriteString(text[at:r.Start])
			rebuilt.WriteString(r.Replacement)
			at = r.End
		}
		rebuilt.WriteString(text[at:])
		if rebuilt.String() != got {
			t.Fatalf("Strip(%q) = %q; the removals give %q", text, got, rebuilt.String())
		}
		// Every valid label survives, in order.
		if diff := cmp.Diff(validLabels(Markers(text, ids)), validLabels(Markers(got, ids))); diff != "" {
			t.Fatalf("Strip(%q) = %q changed the valid labels (-before +after):\n%s", text, got, diff)
		}
	})
}

// markersOnly reports whether text[s:e] holds nothing but whole markers of
// ms, white space and brackets (which go with a marker that would
// otherwise leave a new one).
func markersOnly(text string, s, e int, ms []Marker) bool {
	for i := s; i < e; {
		if c := text[i]; c == ' ' || c == '\t' || c == '[' || c == ']' {
			i++
			continue
		}
		in := false
		for _, m := range ms {
			if m.Start <= i && i < m.End && s <= m.Start && m.End <= e {
				i, in = m.End, true
				break
			}
		}
		if !in {
			return false
		}
	}
	return true
}

func validLabels(ms []Marker) []string {
	var out []string
	for _, m := range ms {
		for _, r := range m.Refs {
			if r.Valid() {
				out = append(out, r.Source)
			}
		}
	}
	return out
}
