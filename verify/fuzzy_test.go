package verify_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/internal/testtext"
	"github.com/verbatim-go/verbatim/normalize"
	"github.com/verbatim-go/verbatim/verify"
)

var (
	lenientFuzzy = verify.LocateOptions{Mode: normalize.Lenient, Fuzzy: true}
	partialFuzzy = verify.LocateOptions{Fuzzy: true, PartialWords: true}
)

// fuzzySpanTests pin fuzzy spans whose folded text is near the quote but
// whose original range would fold to something further away if chosen
// carelessly.
var fuzzySpanTests = []struct {
	src, quote string
	opts       verify.LocateOptions
	want       string
	dist       int
	why        string
}{
	{"ٵ؆ﷺaaaaaaaaaaaaaaaaaaa a", "aaصىa الله عليه وسلمaaaaaaaaaaaaaaaaaaa a", partialFuzzy, "؆ﷺaaaaaaaaaaaaaaaaaaa a", 4,
		"a start inside an expansion would bring the rest of the expansion along"},
	{"aￜ aaaaaaa ऀ", "a aaaaaaa ऀ", partialFuzzy, "aￜ aaaaaaa ऀ", 1,
		"a start at white space is trimmed, which costs an edit"},
	{"aaaaaaaaaऀऀaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaa", partialFuzzy, "aaaaaaaaaaaaaa", 1,
		"a start at a combining mark would have to widen to its base"},
	{"⺀ำaaaaaaaaa", "aaaaaaaaaa", lenientFuzzy, "⺀ำaaaaaaaaa", 1,
		"ำ folds to a mark and a vowel; the mark goes with the removed ⺀, but not without it"},
	{".ำa aaaaaaaa", "าaaaaaaaaa", lenientFuzzy, ".ำa aaaaaaaa", 1,
		"the removed symbol before the span is taken along"},
}

func TestLocateFuzzyLongQuote(t *testing.T) {
	for _, tt := range []struct {
		n     int
		found bool
	}{
		{4096, true},
		{4097, false},
	} {
		src := strings.Repeat("abcdefgh ", 1000)
		quote := []byte(src[:tt.n])
		quote[100] = 'x'
		if got := verify.Locate(src, string(quote), verify.LocateOptions{Fuzzy: true}); got.Found() != tt.found {
			t.Errorf("Locate of a quote of %d code points with one edit = %+v; want found %v", tt.n, got, tt.found)
		}
	}
}

func TestLocateFuzzySpans(t *testing.T) {
	for _, tt := range fuzzySpanTests {
		got := verify.Locate(tt.src, tt.quote, tt.opts)
		start := strings.LastIndex(tt.src, tt.want)
		want := verify.Match{Start: start, End: start + len(tt.want), Kind: verify.Fuzzy, Distance: tt.dist,
			Similarity: 1 - float64(tt.dist)/float64(utf8.RuneCountInString(tt.opts.Mode.Fold(tt.quote)))}
		if got != want {
			t.Errorf("Locate(%q, %q, %+v) = %+v (%q); want %+v (%q) (%s)",
				tt.src, tt.quote, tt.opts, got, slice(tt.src, got), want, tt.want, tt.why)
		}
		checkMatch(t, tt.src, tt.quote, tt.opts, got)
	}
}

// applyEdits makes up to k random edits to the code points of s:
// substitutions and insertions of ASCII letters, and deletions.
func applyEdits(t *rapid.T, s string, k int) string {
	rs := []rune(s)
	n := rapid.IntRange(0, k).Draw(t, "edits")
	letter := rapid.RuneFrom([]rune("abcdefghijklmnopqrstuvwxyz"))
	for e := 0; e < n; e++ {
		if len(rs) == 0 {
			break
		}
		p := rapid.IntRange(0, len(rs)-1).Draw(t, "at")
		switch rapid.IntRange(0, 2).Draw(t, "op") {
		case 0:
			rs[p] = letter.Draw(t, "sub")
		case 1:
			rs = append(rs[:p], append([]rune{letter.Draw(t, "ins")}, rs[p:]...)...)
		case 2:
			rs = append(rs[:p], rs[p+1:]...)
		}
	}
	return string(rs)
}

func TestLocateFuzzySubstring(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := verify.LocateOptions{Mode: modeGen.Draw(t, "mode"), Fuzzy: true, PartialWords: rapid.Bool().Draw(t, "partial")}
		cut := safeCut
		if !opts.PartialWords {
			cut = wordCut
		}
		src := testtext.TextN(4, 40).Draw(t, "src")
		i, j := drawCuts(t, src, cut)
		fsub := opts.Mode.Fold(src[i:j])
		n := utf8.RuneCountInString(fsub)
		if n < 10 {
			t.Skip("too short for an edit")
		}
		quote := applyEdits(t, fsub, n/10)
		fq := opts.Mode.Fold(quote)
		if fq == "" || editDistance(fq, fsub) > fuzzyBound(opts, utf8.RuneCountInString(fq)) {
			t.Skip("the edits moved the quote out of the bound")
		}
		got := verify.Locate(src, quote, opts)
		checkMatch(t, src, quote, opts, got)
		if !got.Found() {
			t.Fatalf("Locate(%q, %q, %+v) = %+v; want a match: the quote is %d edits from src[%d:%d], folded %q",
				src, quote, opts, got, editDistance(fq, fsub), i, j, fsub)
		}
	})
}
