package sentence

import (
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// fastText makes text where the splitter's fast paths (". " before a word,
// an initial, the ASCII classes) meet what they must leave to the general
// rules.
var fastText = rapid.Custom(func(t *rapid.T) string {
	return strings.Join(rapid.SliceOfN(rapid.SampledFrom([]string{
		"A", "a", "J", "P", "p", "I", "i", "The", "the", "An", "however", "However", "U.S", "e.g", "Dr", "DR", "No",
		"St", "Messrs", "approx", "K", "é", "Ж", "日本", "3", "12",
		".", ". ", "! ", "? ", "...", "…", "。", " ", "  ", "\n", "\t", "\u00a0", "\u2003", "\x85",
		"\"", "”", ")", "*", "(", "[1]", " [2]", "[x](y)", ",", "-", "# ", "> ", "\x00", "\xff", "\u0301",
	}), 0, 24).Draw(t, "pieces"), "")
})

// TestPropSentenceEndFast checks that the fast paths of sentenceEnd and
// isAbbreviation decide as the general rules do.
func TestPropSentenceEndFast(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := fastText.Draw(t, "text")
		a := rapid.IntRange(0, len(text)).Draw(t, "a")
		for i := a; i < len(text); i++ {
			if text[i] != '.' && text[i] != '!' && text[i] != '?' {
				continue
			}
			end, ok := sentenceEnd(text, a, len(text), i)
			wantEnd, wantOK := sentenceEndAt(text, a, len(text), i)
			if end != wantEnd || ok != wantOK {
				t.Fatalf("sentenceEnd(%q, %d, %d) = %d, %v; the general rules say %d, %v", text, a, i, end, ok, wantEnd, wantOK)
			}
			next := nextWordStart(text, i+1, len(text))
			if next >= len(text) || text[i] != '.' {
				continue
			}
			if got, want := isAbbreviation(text, a, i, next, len(text)), wordAbbreviation(text, a, i, next, len(text)); got != want {
				t.Fatalf("isAbbreviation(%q, %d, %d, %d) = %v; the general rules say %v", text, a, i, next, got, want)
			}
		}
	})
}

// TestPropLookupLower checks the lookups that avoid lowercasing against
// the maps they read.
func TestPropLookupLower(t *testing.T) {
	words := rapid.OneOf(
		rapid.SampledFrom([]string{"P", "p", "A", "i", "I", "DR", "Messrs", "E.G", "However", "HOWEVER", "x", "K", "İ"}),
		rapid.StringOf(rapid.SampledFrom([]rune("aApPiIeEgG.rRsSK\u212a\u0130é"))),
	)
	rapid.Check(t, func(t *rapid.T) {
		w := words.Draw(t, "w")
		if got, want := abbrevKind(w), abbrevs[strings.ToLower(w)]; got != want {
			t.Fatalf("abbrevKind(%q) = %d; want %d", w, got, want)
		}
		if got, want := isStarter(w), starters[strings.ToLower(w)] != 0; got != want {
			t.Fatalf("isStarter(%q) = %v; want %v", w, got, want)
		}
	})
}
