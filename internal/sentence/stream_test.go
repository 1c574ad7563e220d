package sentence

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/internal/testtext"
)

// streamText makes text of the shapes the splitter's rules tell apart:
// end punctuation before words of either case, abbreviations and
// initials, decimals, markers before and after periods, the markdown
// that starts lines, titles and lead-ins, CJK, invalid bytes.
var streamText = rapid.Custom(func(t *rapid.T) string {
	return strings.Join(rapid.SliceOfN(rapid.SampledFrom([]string{
		"A", "a", "J", "The", "the", "it", "U.", "S.", "U.S.", "e.g.", "Dr.", "No.", "x", "X", "xylophone",
		"30", ".5", "3.5", "$25", "per", "month", "日本", "月度", "é", "Ж",
		".", ". ", "! ", "? ", "...", "…", "。", "！", " ", "  ", "\n", "\n\n", "\t", "\r\n", "\u00a0", "\u3000",
		"\"", "”", ")", "*", "(", "[1]", " [2]", "[1", "2]", "[7]", "[x](y)", "【1】", "【", "］", ",", "-", ":",
		"# ", "## ", "#", "> ", ">", "- ", "* ", "+ ", "1. ", "12) ", "• ", "[ ] ", "[x] ", "|", "| a | b |", "|---|",
		"```", "~~~", "---", "***", "___", "Refund policy\n", "Key facts:\n", "\x00", "\xff", "\xe6\x97", "\u0301",
	}), 0, 40).Draw(t, "pieces"), "")
})

// longText is up to eight streamTexts.
var longText = rapid.Custom(func(t *rapid.T) string {
	return strings.Join(rapid.SliceOfN(streamText, 0, 8).Draw(t, "parts"), "")
})

// chunks cuts text at sorted random offsets, which may fall inside a
// character.
func chunks(t *rapid.T, text string) []string {
	cuts := rapid.SliceOfN(rapid.IntRange(0, len(text)), 0, max(12, len(text)/4)).Draw(t, "cuts")
	slices.Sort(cuts)
	var out []string
	at := 0
	for _, c := range cuts {
		out = append(out, text[at:c])
		at = c
	}
	return append(out, text[at:])
}

// TestStreamEach checks that a Stream fed any text in any pieces, and
// given only the text from Need on, yields exactly the spans of Each.
func TestStreamEach(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := rapid.OneOf(streamText, fastText, longText, testtext.TextN(0, 40)).Draw(t, "text")
		var want []Span
		Each(text, func(s Span) { want = append(want, s) })
		got, err := streamSpans(text, chunks(t, text))
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("Stream over %q yields\n%v\nEach yields\n%v", text, got, want)
		}
	})
}

// streamSpans splits text through a Stream, fed in pieces, and checks that
// each span it yields is one the text so far settles: that it ends before
// the text that has arrived.
func streamSpans(text string, pieces []string) ([]Span, error) {
	var s Stream
	var got []Span
	top := 0
	var err error
	for i, p := range pieces {
		top += len(p)
		end := i == len(pieces)-1
		need := s.Need()
		if need > top || need < 0 {
			return nil, fmt.Errorf("Need() = %d with %d bytes arrived", need, top)
		}
		s.Split(text[need:top], need, end, func(sp Span) {
			if !end && sp.End >= top && err == nil {
				err = fmt.Errorf("span %v yielded with only %d bytes of %q", sp, top, text)
			}
			got = append(got, sp)
		})
	}
	return got, err
}

// streamTests are sentences that must wait for what follows them, and
// sentences that need not.
var streamTests = []struct {
	text   string
	pieces []string
	// yielded are the sentences yielded before the last piece.
	yielded []string
}{
	{"Monthly plans cost $25 per month [2].[7] Annual plans are cheaper.",
		[]string{"Monthly plans cost $25 per month [2].", "[7]", " Annual ", "plans are cheaper."},
		[]string{"Monthly plans cost $25 per month [2].[7]"}},
	// The marker could still be a link: "[7](url)".
	{"Monthly plans cost $25 [2].[7] Annual plans are cheaper.",
		[]string{"Monthly plans cost $25 [2].", "[7]", " Annual plans are cheaper."}, nil},
	{"It is sold in the U. S. The price varies.", []string{"It is sold in the U.", " S.", " The", " price", " varies."}, []string{"It is sold in the U. S."}},
	// "The" could still be "Theodore", which does not start a sentence.
	{"It is sold in the U. S. The price varies.", []string{"It is sold in the U.", " S.", " The", " price varies."}, nil},
	{"The fee is 30 .5 today. Next one.", []string{"The fee is 30", " .5 today.", " Next ", "one."}, []string{"The fee is 30 .5 today."}},
	{"The fee is 30. 5 is more.", []string{"The fee is 30", ".", " 5", " is more."}, []string{"The fee is 30."}},
	{"Key facts:\n- One fact.", []string{"Key facts:\n", "- One", " fact."}, []string{"Key facts:"}},
	{"Key facts:\nall of them.", []string{"Key facts:\n", "all of", " them."}, nil},
	// "- " or "---" or "-x"?
	{"Key facts:\n- One fact.", []string{"Key facts:\n", "-", " One fact."}, nil},
	{"Done [1] now. Yes.", []string{"Done [1", "] now.", " Yes."}, nil},
	{"A sentence. Another [12] one.", []string{"A sentence. Another [1", "2] one."}, []string{"A sentence."}},
	{"一句话。二句话。", []string{"一句话。二", "句话。"}, []string{"一句话。"}},
	// A character cut in two could be another "。".
	{"一句话。二句话。", []string{"一句话。\xe4", "\xba\x8c句话。"}, nil},
	{"# Refunds\nAnnual plans.", []string{"# Refunds", "\nAnnual", " plans."}, []string{"Refunds"}},
	// A heading waits for its line's end.
	{"# Refunds and more\nAnnual plans.", []string{"# Refunds", " and more", "\nAnnual plans."}, nil},
	// A line that opens in bold waits for its end: it may be a heading.
	{"**Refunds** and more.\nAnnual plans.", []string{"**Refunds** and", " more.", "\nAnnual plans."}, nil},
	{"**Refunds**\nAnnual plans.", []string{"**Refunds**", "\nAnnual", " plans."}, []string{"**Refunds**"}},
}

func TestStreamWaits(t *testing.T) {
	for _, tt := range streamTests {
		got, err := streamSpans(tt.text, tt.pieces)
		if err != nil {
			t.Fatal(err)
		}
		var before []string
		var s Stream
		top := 0
		for _, p := range tt.pieces[:len(tt.pieces)-1] {
			top += len(p)
			need := s.Need()
			s.Split(tt.text[need:top], need, false, func(sp Span) { before = append(before, tt.text[sp.Start:sp.End]) })
		}
		if !slices.Equal(before, tt.yielded) {
			t.Errorf("Stream over %q in pieces %q yields %q before the last piece; want %q", tt.text, tt.pieces, before, tt.yielded)
		}
		var want []Span
		Each(tt.text, func(s Span) { want = append(want, s) })
		if !slices.Equal(got, want) {
			t.Errorf("Stream over %q yields %v; Each yields %v", tt.text, got, want)
		}
	}
}
