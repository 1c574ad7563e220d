package support

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/internal/words"
)

// A Lang is the language a text is read in: it selects the stopwords, the
// negation and modal cues and the stemmer.
type Lang uint8

// Languages. Auto reads the language off each text (see Detect).
const (
	Auto Lang = iota
	English
	Spanish
	French
	German
	Portuguese
	Italian
	Dutch
	Russian
	Arabic
	// CJK is Chinese and Japanese: words are character bigrams and cues
	// are matched inside runs of Han and kana.
	CJK
)

var langCodes = [...]string{"", "en", "es", "fr", "de", "pt", "it", "nl", "ru", "ar", "cjk"}

// String returns the language's code: "en", "es", …; "" for Auto.
func (l Lang) String() string {
	if int(l) < len(langCodes) {
		return langCodes[l]
	}
	return "?"
}

// maxDetect bounds the bytes of a text Detect reads.
const maxDetect = 2048

// codeLang maps each code to its language.
var codeLang = func() map[string]Lang {
	m := make(map[string]Lang, len(langCodes))
	for i, c := range langCodes {
		m[c] = Lang(i)
	}
	return m
}()

// latinLangs are the languages written in Latin script whose stopwords
// Detect counts.
var latinLangs = [...]Lang{English, Spanish, French, German, Portuguese, Italian, Dutch}

// Detect returns the language of the folded text f: the script of most of
// its letters decides Russian, Arabic and CJK; among the languages written
// in Latin script, the one with most stopwords among f's words of two
// letters or more, English on a tie. It reads at most the first maxDetect bytes.
func Detect(f string) Lang {
	if len(f) > maxDetect {
		f = f[:maxDetect]
	}
	if ascii(f) {
		return detectLatin(f, true)
	}
	var latin, cyr, arab, cjk int
	for _, r := range f {
		switch {
		case r < utf8.RuneSelf:
			if 'a' <= r && r <= 'z' {
				latin++
			}
		case 0x0400 <= r && r <= 0x04FF && r != 0x0485 && r != 0x0486: // the Cyrillic block but two inherited marks
			cyr++
		case words.Unspaced(r):
			cjk++
		case unicode.Is(unicode.Cyrillic, r):
			cyr++
		case unicode.Is(unicode.Arabic, r):
			arab++
		case unicode.IsLetter(r):
			latin++
		}
	}
	switch {
	case cjk > latin && cjk >= cyr && cjk >= arab:
		return CJK
	case cyr > latin && cyr >= arab:
		return Russian
	case arab > latin:
		return Arabic
	}
	return detectLatin(f, false)
}

// detectLatin is Detect among the languages written in Latin script; a
// text known to be ASCII is split into words without decoding it.
func detectLatin(f string, isASCII bool) Lang {
	var votes [len(langCodes)]int
	vote := func(w string) {
		if len(w) > 12 || len(w) < 2 {
			return // "s" of "Kestrel's" says nothing of the language
		}
		for _, code := range words.StopLanguages(w) {
			votes[codeLang[code]]++
		}
	}
	if isASCII {
		start := -1
		for i := 0; i <= len(f); i++ {
			letter := i < len(f) && ('a' <= f[i] && f[i] <= 'z' || 'A' <= f[i] && f[i] <= 'Z')
			switch {
			case letter && start < 0:
				start = i
			case !letter && start >= 0:
				vote(f[start:i])
				start = -1
			}
		}
	} else {
		words.Each(f, func(w words.Word) { vote(w.Text) })
	}
	best := English
	for _, l := range latinLangs {
		if votes[l] > votes[best] {
			best = l
		}
	}
	return best
}

// detectText returns the language of s, whose folded text is f: as
// Detect(f), but an ASCII text is read with its capitals, so that the
// words of names do not vote: a capitalised word but the first, a word
// before "'s" ("Men's"), and the particles between two capitalised words
// ("Anneliese van der Pol" is no Dutch).
func detectText(s, f string) Lang {
	if len(s) > maxDetect || !ascii(s) {
		return Detect(f)
	}
	var votes [len(langCodes)]int
	var buf [12]byte
	var ws [][2]int
	var spans [32][2]int
	ws = spans[:0]
	start := -1
	for i := 0; i <= len(s); i++ {
		letter := i < len(s) && isASCIILetter(s[i])
		switch {
		case letter && start < 0:
			start = i
		case !letter && start >= 0:
			ws = append(ws, [2]int{start, i})
			start = -1
		}
	}
	capital := func(k int) bool { return k >= 0 && k < len(ws) && 'A' <= s[ws[k][0]] && s[ws[k][0]] <= 'Z' }
	particle := func(k int) bool { return isParticle(s[ws[k][0]:ws[k][1]]) }
	for k, w := range ws {
		if k > 0 && capital(k) || w[1]+1 < len(s) && s[w[1]] == '\'' && s[w[1]+1] == 's' {
			continue // a name ("Men's", "Van"), or a possessive
		}
		if particle(k) {
			p := k - 1
			for p >= 0 && particle(p) {
				p--
			}
			n := k + 1
			for n < len(ws) && particle(n) {
				n++
			}
			if capital(p) && capital(n) {
				continue
			}
		}
		if l := w[1] - w[0]; l >= 2 && l <= len(buf) {
			b := buf[:l]
			for i := range b {
				b[i] = s[w[0]+i] | 0x20
			}
			for _, code := range words.StopLanguagesOf(b) {
				votes[codeLang[code]]++
			}
		}
	}
	best := English
	for _, l := range latinLangs {
		if votes[l] > votes[best] {
			best = l
		}
	}
	return best
}

// isParticle reports whether w is a lower-case word that names take
// between their capitalised words: "van der Pol", "von Trapp", "de la
// Cruz", "da Silva".
func isParticle(w string) bool {
	switch w {
	case "van", "der", "den", "von", "de", "la", "le", "du", "da", "di", "del", "dos", "das", "ten", "ter", "zu", "y":
		return true
	}
	return false
}

// setOf returns the set of the white-space separated words of list.
func setOf(list string) map[string]bool {
	m := make(map[string]bool)
	for _, w := range strings.Fields(list) {
		m[w] = true
	}
	return m
}

// byLang builds one set per language from lists written one language per
// entry.
func byLang(lists map[Lang]string) [len(langCodes)]map[string]bool {
	var out [len(langCodes)]map[string]bool
	for l := range out {
		out[l] = map[string]bool{}
	}
	for l, list := range lists {
		out[l] = setOf(list)
	}
	return out
}

func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
