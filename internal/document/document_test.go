package document

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/extract"
)

func TestGroup(t *testing.T) {
	long := "The Tenant shall keep the premises in good repair at all times. "
	for _, tt := range []struct {
		sources []extract.Source
		want    []Doc
		of      []int
		why     string
	}{
		{[]extract.Source{{ID: "1", Text: "a"}}, nil, []int{-1}, "no documents"},
		{[]extract.Source{
			{ID: "1", Text: "Tenant shall pay rent monthly.", Document: "lease"},
			{ID: "2", Text: "Late rent bears a fee of $75.", Document: "lease"},
		}, []Doc{{Name: "lease", Text: "Tenant shall pay rent monthly. Late rent bears a fee of $75.", Parts: []Part{{0, 0, 0, 30}, {1, 31, 0, 29}}}},
			[]int{0, 0}, "chunks meeting without white space get a space"},
		{[]extract.Source{
			{ID: "1", Text: "Intro.\n## Section 2", Document: "lease"},
			{ID: "2", Text: "Late rent bears a fee.", Document: "lease"},
			{ID: "3", Text: "| Fee | $75 |", Document: "lease"},
			{ID: "4", Text: "| Cap | $200 |", Document: "lease"},
		}, []Doc{{Name: "lease", Text: "Intro.\n## Section 2\nLate rent bears a fee.\n| Fee | $75 |\n| Cap | $200 |", Parts: []Part{{0, 0, 0, 19}, {1, 20, 0, 22}, {2, 43, 0, 13}, {3, 57, 0, 14}}}},
			[]int{0, 0, 0, 0}, "a line break after a heading and a table row, and before a table row"},
		{[]extract.Source{
			{ID: "1", Text: "Tenant shall pay ", Document: "lease"},
			{ID: "p", Text: "a passage"},
			{ID: "2", Text: "rent monthly.", Document: "lease"},
		}, []Doc{{Name: "lease", Text: "Tenant shall pay rent monthly.", Parts: []Part{{0, 0, 0, 17}, {2, 17, 0, 13}}}},
			[]int{0, -1, 0}, "white space at the junction: joined as they are, in the order given, around another source"},
		{[]extract.Source{
			{ID: "1", Text: "Intro. " + long, Document: "d"},
			{ID: "2", Text: long + "Outro.", Document: "d"},
		}, []Doc{{Name: "d", Text: "Intro. " + long + "Outro.", Parts: []Part{{0, 0, 0, 7 + len(long)}, {1, 7 + len(long), len(long), len(long) + 6}}}},
			[]int{0, 0}, "an overlap is left out once"},
		{[]extract.Source{
			{ID: "1", Text: "short end", Document: "d"},
			{ID: "2", Text: "short end and more", Document: "d"},
		}, []Doc{{Name: "d", Text: "short end short end and more", Parts: []Part{{0, 0, 0, 9}, {1, 10, 0, 18}}}},
			[]int{0, 0}, "a repeat shorter than MinOverlap is no overlap"},
		{[]extract.Source{
			{ID: "1", Text: "", Document: "d"},
			{ID: "2", Text: "x", Document: "d"},
			{ID: "3", Text: "y", Document: "e"},
		}, []Doc{{Name: "d", Text: "x", Parts: []Part{{0, 0, 0, 0}, {1, 0, 0, 1}}}, {Name: "e", Text: "y", Parts: []Part{{2, 0, 0, 1}}}},
			[]int{0, 0, 1}, "an empty chunk; two documents"},
	} {
		docs, of := Group(tt.sources)
		if diff := cmp.Diff(tt.want, docs); diff != "" {
			t.Errorf("Group (%s) (-want +got):\n%s", tt.why, diff)
		}
		if diff := cmp.Diff(tt.of, of); diff != "" {
			t.Errorf("Group (%s) of (-want +got):\n%s", tt.why, diff)
		}
	}
}

func TestPieces(t *testing.T) {
	docs, _ := Group([]extract.Source{
		{ID: "1", Text: "Tenant shall pay rent monthly.", Document: "lease"},
		{ID: "2", Text: "Late rent bears a fee of $75.", Document: "lease"},
	})
	d := &docs[0]
	for _, tt := range []struct {
		start, end int
		want       []Piece
	}{
		{0, 6, []Piece{{0, 0, 6}}},
		{31, 35, []Piece{{1, 0, 4}}},
		{20, 35, []Piece{{0, 20, 30}, {1, 0, 4}}},
		{30, 31, nil},
		{30, 30, []Piece{{0, 30, 30}}},
		{60, 60, []Piece{{1, 29, 29}}},
	} {
		if got := d.Pieces(tt.start, tt.end); !cmp.Equal(got, tt.want) {
			t.Errorf("Pieces(%d, %d) = %v; want %v", tt.start, tt.end, got, tt.want)
		}
	}
	for _, tt := range []struct {
		start, end int
		want       Piece
		ok         bool
	}{
		{0, 6, Piece{0, 0, 6}, true},
		{31, 35, Piece{1, 0, 4}, true},
		{20, 35, Piece{}, false},
		{30, 31, Piece{}, false},
	} {
		if got, ok := d.Within(tt.start, tt.end); got != tt.want || ok != tt.ok {
			t.Errorf("Within(%d, %d) = %v, %v; want %v, %v", tt.start, tt.end, got, ok, tt.want, tt.ok)
		}
	}
	long := "The Tenant shall keep the premises in good repair at all times. "
	docs, _ = Group([]extract.Source{
		{ID: "1", Text: "Intro. " + long, Document: "d"},
		{ID: "2", Text: long + "Outro.", Document: "d"},
	})
	o := &docs[0]
	if got, ok := o.Within(7, 7+len(long)+6); !ok || got != (Piece{1, 0, len(long) + 6}) {
		t.Errorf("Within of a range in the overlap and the chunk after it = %v, %v; want the second chunk", got, ok)
	}
	if got, ok := o.Within(7, 20); !ok || got.Part != 0 {
		t.Errorf("Within of a range in the overlap = %v, %v; want the first chunk that holds it", got, ok)
	}
	for _, tt := range []struct{ at, want int }{{0, 0}, {29, 0}, {30, 0}, {31, 1}, {59, 1}} {
		if got := d.Part(tt.at); got != tt.want {
			t.Errorf("Part(%d) = %d; want %d", tt.at, got, tt.want)
		}
	}
}

// TestReassembly checks the guarantees of Group and Pieces on chunks cut
// from a text of words: cut at white space, with or without the overlap a
// chunker adds, the whole text is the original; every part's text is its
// chunk's; and the pieces of any range, joined, are the range's text.
func TestReassembly(t *testing.T) {
	word := rapid.SampledFrom([]string{"rent", "Tenant", "shall", "pay", "$75", "fee", "late", "§4.2", "租金", "é", "monthly."})
	rapid.Check(t, func(t *rapid.T) {
		ws := rapid.SliceOfN(word, 1, 200).Draw(t, "words")
		text := strings.Join(ws, " ")
		overlap := rapid.Bool().Draw(t, "overlap")
		cuts := rapid.SliceOfN(rapid.IntRange(0, len(text)), 0, 8).Draw(t, "cuts")
		// Cut after a space, so that no chunk needs a line break.
		var at []int
		for _, c := range cuts {
			if i := strings.IndexByte(text[c:], ' '); i >= 0 {
				at = append(at, c+i+1)
			}
		}
		at = append(at, len(text))
		var sources []extract.Source
		prev := 0
		for _, c := range at {
			if c <= prev {
				continue
			}
			start := prev
			if overlap && start > 0 {
				start = max(0, start-MinOverlap-rapid.IntRange(0, 20).Draw(t, "extra"))
				for start > 0 && text[start-1] != ' ' {
					start--
				}
			}
			sources = append(sources, extract.Source{ID: string(rune('a' + len(sources))), Text: text[start:c], Document: "d"})
			prev = c
		}
		docs, _ := Group(sources)
		d := &docs[0]
		if !overlap && d.Text != text {
			t.Fatalf("reassembled %q; want %q", d.Text, text)
		}
		for _, p := range d.Parts {
			c := sources[p.Source].Text
			if d.Text[p.At:p.End()] != c[p.Skip:] || d.Text[p.At-p.Skip:p.At] != c[:p.Skip] {
				t.Fatalf("part %+v: whole text %q does not hold chunk %q", p, d.Text, c)
			}
		}
		s := rapid.IntRange(0, len(d.Text)).Draw(t, "start")
		e := rapid.IntRange(s, len(d.Text)).Draw(t, "end")
		if pc, ok := d.Within(s, e); ok {
			if got := sources[d.Parts[pc.Part].Source].Text[pc.Start:pc.End]; got != d.Text[s:e] {
				t.Fatalf("Within(%d, %d) = %v, slicing its chunk to %q; want %q", s, e, pc, got, d.Text[s:e])
			}
		} else if len(d.Pieces(s, e)) == 1 {
			t.Fatalf("Within(%d, %d) finds no chunk, but the range is in one", s, e)
		}
		var joined strings.Builder
		for _, pc := range d.Pieces(s, e) {
			joined.WriteString(sources[d.Parts[pc.Part].Source].Text[pc.Start:pc.End])
		}
		if want := d.Text[s:e]; joined.String() != want {
			t.Fatalf("Pieces(%d, %d) join to %q; want %q", s, e, joined.String(), want)
		}
	})
}

func TestOverlapLinear(t *testing.T) {
	// A text that repeats one byte: the automaton must not go quadratic,
	// and the repeat is an overlap.
	a := strings.Repeat("a", 1<<20)
	if got := overlap([]byte(a), a); got != len(a) {
		t.Errorf("overlap of a text with itself = %d; want %d", got, len(a))
	}
	if got := overlap([]byte(strings.Repeat("ab", 100)), "ba"+strings.Repeat("x", 100)); got != 0 {
		t.Errorf("overlap = %d; want 0", got)
	}
}

func TestCheck(t *testing.T) {
	for _, tt := range []struct {
		sources []extract.Source
		ok      bool
	}{
		{[]extract.Source{{ID: "1", Kind: extract.Snippet}, {ID: "2", Document: "d"}}, true},
		{[]extract.Source{{ID: "1", Kind: extract.Snippet, Document: "d"}}, false},
		{[]extract.Source{{ID: "1", Kind: 7}}, false},
	} {
		if err := Check(tt.sources); (err == nil) != tt.ok {
			t.Errorf("Check(%+v) = %v; want ok %v", tt.sources, err, tt.ok)
		}
	}
}

func TestSnippets(t *testing.T) {
	short, long := "A short result.", strings.Repeat("word ", SnippetLength/5+1)
	for _, tt := range []struct {
		sources []extract.Source
		detect  bool
		want    []bool
		why     string
	}{
		{[]extract.Source{{Text: short}, {Text: short, Kind: extract.Snippet}}, false, []bool{false, true}, "only the kind, without detection"},
		{[]extract.Source{{Text: short}, {Text: short}}, true, []bool{true, true}, "every passage short"},
		{[]extract.Source{{Text: short}, {Text: long}}, true, []bool{false, false}, "one passage long: none detected"},
		{[]extract.Source{{Text: short}, {Text: long, Document: "d"}}, true, []bool{true, false}, "chunks of a document are never snippets, and do not count"},
		{[]extract.Source{{Text: strings.Repeat("é", SnippetLength)}}, true, []bool{true}, "the length is in code points"},
		{[]extract.Source{{Text: strings.Repeat("é", SnippetLength+1)}}, true, []bool{false}, "one past it"},
	} {
		if got := Snippets(tt.sources, tt.detect); !cmp.Equal(got, tt.want) {
			t.Errorf("Snippets (%s) = %v; want %v", tt.why, got, tt.want)
		}
	}
}
