package support

import (
	"maps"
	"math/bits"
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

// stopVotes returns the languages of which the folded word w is a
// stopword, a bit for each, 1<<l for language l.
func stopVotes(w string) uint32 {
	if !listed.mayHave(w) {
		return 0 // most words: no stopword, told without a lookup
	}
	return stopLangSets[w]
}

// A wordFilter is a set of the signatures of words (see signature): a
// word whose signature is not in it is none of its words, told more
// cheaply than a map lookup tells it.
type wordFilter [filterBits / 64]uint64

// filterBits is the size of a wordFilter.
const filterBits = 1 << 14

// signature returns the bit of the non-empty word w in a wordFilter: of
// its length and three of its bytes, cheap to read.
func signature(w string) uint {
	return (uint(len(w))*131 + uint(w[0])*31 + uint(w[len(w)-1])*7 + uint(w[len(w)/2])*257) % filterBits
}

func (f *wordFilter) add(w string) {
	if w != "" {
		b := signature(w)
		f[b/64] |= 1 << (b % 64)
	}
}

// mayHaveBytes is mayHave of the word w holds.
func (f *wordFilter) mayHaveBytes(w []byte) bool {
	if len(w) == 0 {
		return true
	}
	b := (uint(len(w))*131 + uint(w[0])*31 + uint(w[len(w)-1])*7 + uint(w[len(w)/2])*257) % filterBits
	return f[b/64]&(1<<(b%64)) != 0
}

// mayHave reports whether w may be one of f's words.
func (f *wordFilter) mayHave(w string) bool {
	if w == "" {
		return true
	}
	b := signature(w)
	return f[b/64]&(1<<(b%64)) != 0
}

// listed is the filter of the words of stopLangSets and of wordClasses,
// every language's: the words the first lookups of a text's words find.
var listed = func() *wordFilter {
	f := new(wordFilter)
	for w := range stopLangSets {
		f.add(w)
	}
	for _, m := range wordClasses {
		for w := range m {
			f.add(w)
		}
	}
	return f
}()

var stopLangSets = func() map[string]uint32 {
	m := map[string]uint32{}
	words.EachStop("", func(w string) { // every language's
		for _, code := range words.StopLanguages(w) {
			m[w] |= 1 << codeLang[code]
		}
	})
	return m
}()

// addVotes adds a vote to each language of set, a bit for each.
func addVotes(votes *[len(langCodes)]int, set uint32) {
	for set != 0 {
		votes[bits.TrailingZeros32(set)]++
		set &= set - 1
	}
}

// latinLangs are the languages written in Latin script whose stopwords
// Detect counts.
var latinLangs = [...]Lang{English, Spanish, French, German, Portuguese, Italian, Dutch}

// Detect returns the language of the folded text f: the script of most of
// its letters decides Russian, Arabic and CJK; among the languages written
// in Latin script, the one with most stopwords among f's words of two
// letters or more, English on a tie. It reads at most the first maxDetect bytes.
func Detect(f string) Lang {
	l, _ := detect(f)
	return l
}

// detect is Detect, and reports too whether f is all ASCII, which it
// reads to tell.
func detect(f string) (Lang, bool) {
	whole := len(f)
	if len(f) > maxDetect {
		f = f[:maxDetect]
	}
	if l, ok := detectASCII(f); ok {
		return l, len(f) == whole
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
		return CJK, false
	case cyr > latin && cyr >= arab:
		return Russian, false
	case arab > latin:
		return Arabic, false
	}
	return detectLatin(f), false
}

// detectASCII is Detect for the ASCII text f, with its words, runs of
// ASCII letters, read in one pass; it reports false for any other f.
func detectASCII(f string) (Lang, bool) {
	var votes [len(langCodes)]int
	for i := 0; i < len(f); {
		c := f[i]
		if c >= utf8.RuneSelf {
			return 0, false
		}
		if !isASCIILetter(c) {
			i++
			continue
		}
		j := i + 1
		for j < len(f) && isASCIILetter(f[j]) {
			j++
		}
		if n := j - i; n >= 2 && n <= 12 { // "s" of "Kestrel's" says nothing of the language
			addVotes(&votes, stopVotes(f[i:j]))
		}
		i = j
	}
	return bestLatin(&votes), true
}

// bestLatin returns the language written in Latin script with most votes,
// English on a tie.
func bestLatin(votes *[len(langCodes)]int) Lang {
	best := English
	for _, l := range latinLangs {
		if votes[l] > votes[best] {
			best = l
		}
	}
	return best
}

// detectLatin is Detect among the languages written in Latin script, for
// a text that is not all ASCII (see detectASCII).
func detectLatin(f string) Lang {
	var votes [len(langCodes)]int
	words.Each(f, func(w words.Word) {
		if len(w.Text) > 12 || len(w.Text) < 2 {
			return // "s" of "Kestrel's" says nothing of the language
		}
		addVotes(&votes, stopVotes(w.Text))
	})
	return bestLatin(&votes)
}

// setOf returns the set of the white-space separated words of list.
func setOf(list string) map[string]bool {
	m := make(map[string]bool)
	for _, w := range strings.Fields(list) {
		m[w] = true
		lowerWords[w] = w
		lowerListed.add(w)
	}
	return m
}

// union returns a set of the words of all of sets.
func union(sets ...map[string]bool) map[string]bool {
	m := make(map[string]bool)
	for _, set := range sets {
		maps.Copy(m, set)
	}
	return m
}

// lowerWords holds, once the package is initialized, every word of the
// word sets setOf builds, each as itself: lastWordBefore returns a word
// written with a capital ("The", "In") as the lower-case string held
// here, without building it again. It is written only while the package
// initializes, and read only after.
var lowerWords = map[string]string{}

// lowerListed is the filter of the words of lowerWords: most words
// written with a capital are names, none of them, told without a lookup.
var lowerListed wordFilter

// lowerASCII returns w with its ASCII capitals lowered: w itself if it
// has none, else the word of lowerWords it is, else a new string.
func lowerASCII(w string) string {
	if !hasUpper(w) {
		return w
	}
	var buf [32]byte
	if len(w) > len(buf) {
		return strings.ToLower(w)
	}
	b := lowerInto(buf[:0], w)
	if lowerListed.mayHaveBytes(b) {
		if s, ok := lowerWords[string(b)]; ok {
			return s
		}
	}
	return string(b)
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

// hasSpaced is strings.Contains(s, w) for a w that opens with a space and
// says more after it (" was the "): it looks for the rest of w, whose
// first byte is rarer in text than a space, and then for the space
// before it.
func hasSpaced(s, w string) bool {
	rest := w[1:]
	for from := 1; from <= len(s); {
		i := strings.Index(s[from:], rest)
		if i < 0 {
			return false
		}
		if s[from+i-1] == ' ' {
			return true
		}
		from += i + 1
	}
	return false
}
