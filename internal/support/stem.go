package support

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/verbatim-go/verbatim/internal/words"
)

// stemOf reduces a folded word of a text in language lang to the form
// word forms are compared by: English words by the Porter2 (Snowball)
// stemmer; other Latin-script words by a light stemmer of common endings,
// cut to six letters; Cyrillic words by their common case endings;
// bigrams of unspaced scripts are their own stems.
func stemOf(w string, lang Lang) string {
	r, _ := utf8.DecodeRuneInString(w)
	switch {
	case words.Unspaced(r):
		return w
	case lang == English && isASCIIWord(w):
		return readEnglish(w).stem
	case r < utf8.RuneSelf || unicode.Is(unicode.Latin, r):
		if u := unaccent(w); lang == English && isASCIIWord(u) {
			return readEnglish(u).stem // "Sánchez" is "Sanchez"
		}
		return firstRunes(latinStem(w), 6)
	case unicode.Is(unicode.Cyrillic, r):
		return firstRunes(cyrillicStem(w), 6)
	}
	return w
}

func isASCIIWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if c := w[i]; c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

// latinStem removes a common English or Romance ending ("-ing", "-ed",
// "-es", "-e", "-s", "-ly") and undoubles a final consonant.
func latinStem(w string) string {
	n := len(w)
	switch {
	case n > 4 && (strings.HasSuffix(w, "ies") || strings.HasSuffix(w, "ied")):
		w = w[:n-3] + "y"
	case n > 5 && strings.HasSuffix(w, "ing"):
		w = w[:n-3]
	case n > 5 && strings.HasSuffix(w, "ly"):
		w = w[:n-2]
	case n > 4 && strings.HasSuffix(w, "ed"):
		w = w[:n-2]
	case n > 4 && strings.HasSuffix(w, "es"):
		w = w[:n-2]
	case n > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"):
		w = w[:n-1]
	case n > 3 && strings.HasSuffix(w, "e"):
		w = w[:n-1]
	}
	if n := len(w); n >= 4 && w[n-1] == w[n-2] && isConsonant(w[n-1]) {
		w = w[:n-1]
	}
	return w
}

func isConsonant(c byte) bool {
	return 'a' <= c && c <= 'z' && !strings.ContainsRune("aeiouy", rune(c))
}

// Russian endings, longest first.
var cyrillicEndings = []string{
	"ами", "ями", "ого", "его", "ому", "ему", "ыми", "ими",
	"ов", "ев", "ей", "ом", "ем", "ам", "ям", "ах", "ях", "ой", "ий", "ый", "ая", "яя", "ое", "ее", "ые", "ие", "ых", "их", "ым", "им", "ую", "юю",
	"а", "я", "о", "е", "ы", "и", "у", "ю", "й", "ь",
}

func cyrillicStem(w string) string {
	n := utf8.RuneCountInString(w)
	for _, e := range cyrillicEndings {
		if strings.HasSuffix(w, e) && n-utf8.RuneCountInString(e) >= 3 {
			return w[:len(w)-len(e)]
		}
	}
	return w
}

// firstRunes returns the first n code points of s.
func firstRunes(s string, n int) string {
	for i := range s {
		if n == 0 {
			return s[:i]
		}
		n--
	}
	return s
}

// unaccent returns w without its combining marks: "sánchez" is "sanchez".
func unaccent(w string) string {
	if isASCIIWord(w) {
		return w
	}
	d := norm.NFD.String(w)
	var b strings.Builder
	for _, r := range d {
		switch {
		case unicode.Is(unicode.Mn, r):
		case r == 'œ':
			b.WriteString("oe")
		case r == 'æ':
			b.WriteString("ae")
		case r == 'ß':
			b.WriteString("ss")
		case r == 'ø':
			b.WriteByte('o')
		case r == 'ł':
			b.WriteByte('l')
		case r == 'đ':
			b.WriteByte('d')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
