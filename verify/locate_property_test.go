package verify_test

import (
	"strings"
	"sync"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/internal/testtext"
	"github.com/verbatim-go/verbatim/normalize"
	"github.com/verbatim-go/verbatim/verify"
)

// The properties below pin three guarantees of the package doc for quote
// location: determinism, offsets are real (checkMatch), and a quote that
// folds to nothing grounds nothing.

var modeGen = rapid.SampledFrom([]normalize.Mode{normalize.Strict, normalize.Lenient})

// safeCut reports whether a quote may start or end at byte i of s and still
// be expected to match. A cut must be on a character boundary and must not
// separate characters that folding treats as one: it must not split a base
// from the combining marks after it (a quote "e" is rightly not found in
// "e\u0301"), nor cut inside an NFKC segment ("ｶ" of "ｶﾞ", which composes
// to "ガ"; the consonant of a Hangul syllable spelled in conjoining jamo),
// nor before a character whose NFKC form starts with a combining mark
// (Thai ำ, which becomes U+0E4D U+0E32, attaches to what precedes it once
// folded), nor before a character that a removed one before it would take
// along.
func safeCut(s string, i int) bool {
	if i == 0 || i == len(s) {
		return true
	}
	if !utf8.RuneStart(s[i]) || !charBoundary(s, i) {
		return false
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && n == 1 {
		return true // an invalid byte stands alone
	}
	first, _ := utf8.DecodeRuneInString(norm.NFKC.String(s[i : i+n]))
	return !unicode.Is(unicode.M, r) && !unicode.Is(unicode.M, first) &&
		norm.NFKC.PropertiesString(s[i:]).BoundaryBefore() && segmentStart(s, i)
}

// segmentStart reports whether an NFKC segment of s starts at i: folding
// maps each segment back to the original as a whole, so a range that ends
// or starts inside one maps to all of it ("ᄓￜ" is one segment, since
// NFKC turns ￜ into a conjoining vowel, although the two do not compose).
func segmentStart(s string, i int) bool {
	p := 0
	for p < i {
		n := norm.NFKC.NextBoundaryInString(s[p:], true)
		if n <= 0 {
			_, n = utf8.DecodeRuneInString(s[p:])
		}
		p += n
	}
	return p == i
}

// wordCut reports whether i is a safe cut next to white space (or at an
// end), where a quote of whole words would start or end. Cuts elsewhere
// may be word boundaries in the source but not after folding: Lenient
// folding removes the hyphen of "non-refundable", and NFKC turns "™" into
// letters that join the word before it.
func wordCut(s string, i int) bool {
	if !safeCut(s, i) {
		return false
	}
	if i == 0 || i == len(s) {
		return true
	}
	before, _ := utf8.DecodeLastRuneInString(s[:i])
	after, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsSpace(before) || unicode.IsSpace(after)
}

// drawCuts draws a range [i, j) of s whose ends satisfy ok, by moving two
// random offsets back to the nearest offsets that do.
func drawCuts(t *rapid.T, s string, ok func(string, int) bool) (int, int) {
	i := rapid.IntRange(0, len(s)).Draw(t, "i")
	j := rapid.IntRange(0, len(s)).Draw(t, "j")
	if i > j {
		i, j = j, i
	}
	for !ok(s, i) {
		i--
	}
	for !ok(s, j) {
		j--
	}
	return i, j
}

func TestLocateSubstring(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		src := testtext.Text().Draw(t, "src")
		opts := verify.LocateOptions{Mode: modeGen.Draw(t, "mode"), PartialWords: true}
		i, j := drawCuts(t, src, safeCut)
		quote := src[i:j]
		got := verify.Locate(src, quote, opts)
		checkMatch(t, src, quote, opts, got)
		if opts.Mode.Fold(quote) != "" && !got.Found() {
			t.Fatalf("Locate(%q, %q, %+v) = %+v; want src[%d:%d] found", src, quote, opts, got, i, j)
		}
	})
}

func TestLocateSubstringWords(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		src := testtext.Text().Draw(t, "src")
		opts := verify.LocateOptions{Mode: modeGen.Draw(t, "mode")}
		i, j := drawCuts(t, src, wordCut)
		quote := src[i:j]
		got := verify.Locate(src, quote, opts)
		checkMatch(t, src, quote, opts, got)
		if opts.Mode.Fold(quote) != "" && !got.Found() {
			t.Fatalf("Locate(%q, %q, %+v) = %+v; want src[%d:%d] found", src, quote, opts, got, i, j)
		}
	})
}

// TestLocateFoldedSubstring locates a substring after folding it and
// breaking its lines, which the exact stage cannot find: this exercises
// the normalized stage and the offset map.
func TestLocateFoldedSubstring(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		src := testtext.Text().Draw(t, "src")
		opts := verify.LocateOptions{Mode: modeGen.Draw(t, "mode"), PartialWords: rapid.Bool().Draw(t, "partial")}
		cut := safeCut
		if !opts.PartialWords {
			cut = wordCut
		}
		i, j := drawCuts(t, src, cut)
		quote := strings.ReplaceAll(opts.Mode.Fold(src[i:j]), " ", "\r\n ")
		got := verify.Locate(src, quote, opts)
		checkMatch(t, src, quote, opts, got)
		if opts.Mode.Fold(quote) != "" && !got.Found() {
			t.Fatalf("Locate(%q, %q, %+v) = %+v; want the folded src[%d:%d] found", src, quote, opts, got, i, j)
		}
	})
}

// TestLocateBlankQuote pins the guarantee that a quote that folds to
// nothing grounds nothing: a quote that is empty, white
// space, format characters or (in Lenient mode) punctuation and symbols is
// never found, even in a source that contains it.
func TestLocateBlankQuote(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := verify.LocateOptions{
			Mode:         modeGen.Draw(t, "mode"),
			Fuzzy:        rapid.Bool().Draw(t, "fuzzy"),
			PartialWords: rapid.Bool().Draw(t, "partial"),
		}
		quote := ""
		if rapid.IntRange(0, 9).Draw(t, "empty") > 0 {
			quote = testtext.Blank(opts.Mode == normalize.Strict).Draw(t, "quote")
		}
		if f := opts.Mode.Fold(quote); f != "" {
			t.Fatalf("bad generator: %v.Fold(%q) = %q", opts.Mode, quote, f)
		}
		src := testtext.Text().Draw(t, "before") + quote + testtext.Text().Draw(t, "after")
		if got := verify.Locate(src, quote, opts); got != (verify.Match{}) {
			t.Fatalf("Locate(%q, %q, %+v) = %+v; want not found", src, quote, opts, got)
		}
	})
}

func TestLocateDeterministic(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		src := testtext.Text().Draw(t, "src")
		opts := verify.LocateOptions{
			Mode:         modeGen.Draw(t, "mode"),
			Fuzzy:        rapid.Bool().Draw(t, "fuzzy"),
			PartialWords: rapid.Bool().Draw(t, "partial"),
		}
		quotes := rapid.SliceOfN(testtext.Text(), 1, 4).Draw(t, "quotes")
		if i, j := drawCuts(t, src, safeCut); i < j {
			quotes = append(quotes, src[i:j])
		}
		d := verify.Prepare(src, opts)
		want := make([]verify.Match, len(quotes))
		for k, q := range quotes {
			want[k] = verify.Locate(src, q, opts)
			if got := d.Locate(q); got != want[k] {
				t.Fatalf("Prepare(%q, %+v).Locate(%q) = %+v; Locate = %+v", src, opts, q, got, want[k])
			}
		}
		var wg sync.WaitGroup
		got := make([][]verify.Match, 4)
		for g := range got {
			got[g] = make([]verify.Match, len(quotes))
			wg.Go(func() {
				for k := len(quotes) - 1; k >= 0; k-- {
					got[g][k] = d.Locate(quotes[k])
				}
			})
		}
		wg.Wait()
		for g := range got {
			for k := range quotes {
				if got[g][k] != want[k] {
					t.Fatalf("Locate(%q, %q, %+v) in goroutine %d = %+v; want %+v", src, quotes[k], opts, g, got[g][k], want[k])
				}
			}
		}
	})
}
