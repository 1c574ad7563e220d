package support

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/internal/words"
	"github.com/verbatim-go/verbatim/normalize"
)

// Keys calls yield with the index keys of the text s, read in language
// lang (Auto to detect it): the stems of its words, stopwords and numbers
// aside, and the stem of each one's base where it differs. They are the
// stems Analyze(s, lang).EachStem yields, and a few more (the words of
// cues and numbers written in words, which Analyze reads otherwise), for
// a small share of Analyze's work: a text can be indexed by its keys at
// once and analysed only when a claim's keys find it. A key may be yielded
// more than once.
func Keys(s string, lang Lang, yield func(key string)) {
	if (lang == Auto || lang == English) && len(s) <= maxDetect && ascii(s) && asciiKeys(s, lang, yield) {
		return // ASCII folds to itself in lower case: no need to fold it
	}
	f := normalize.Strict.Fold(s)
	if (lang == Auto || lang == English) && asciiKeys(f, lang, yield) {
		return
	}
	if lang == Auto {
		lang = Detect(f)
	}
	english := lang == English
	stops := stopwords[lang]
	var prev string // the word before, when it may join the next
	prevEnd := -1
	emit := func(w string) {
		if stops[w] && w != "discretion" || words.IsNumber(w) {
			return
		}
		if english && isParty(w) {
			yield(strings.TrimSuffix(w, "s"))
		}
		if english && strings.HasPrefix(w, "non") && len(w) >= 7 && !nonWords[w] {
			w = w[3:]
		}
		if english && isASCIIWord(w) {
			e := readEnglish(w)
			yield(e.stem)
			if e.alt != "" {
				yield(e.alt)
			}
			return
		}
		yield(stemOf(w, lang))
	}
	words.Each(f, func(w words.Word) {
		r, _ := utf8.DecodeRuneInString(w.Text)
		if words.Unspaced(r) {
			yield(w.Text)
			prev = ""
			return
		}
		if prev != "" && w.Start > prevEnd {
			// "don't" is one word, as are "u.s." and "e.g.": the joined
			// word is a key besides its parts.
			gap := f[prevEnd:w.Start]
			if isApostrophe(gap) || gap == "." && utf8.RuneCountInString(w.Text) == 1 {
				joined := prev + w.Text
				if gap == "." {
					joined = prev + "." + w.Text
				}
				emit(joined)
				prev, prevEnd = joined, w.End
				if gap == "." {
					return
				}
			}
		}
		emit(w.Text)
		prev, prevEnd = w.Text, w.End
	})
}

// asciiKeys is Keys for the text f whose words are ASCII, folded or all
// ASCII (its words are then read in lower case), read in one pass and with
// one cache lookup for each word: its stopword languages, which decide the
// language as Detect would, and its English stems. It reports false,
// having yielded nothing, if f has a word that is not ASCII or is not
// English.
func asciiKeys(f string, lang Lang, yield func(key string)) bool {
	type word struct {
		start, end int
		k          keyWord
	}
	var buf [64]word
	ws := buf[:0]
	var votes [len(langCodes)]int
	pure := true // all of f is ASCII, not only its words
	for i := 0; i < len(f); {
		if c := f[i]; c >= utf8.RuneSelf {
			r, n := utf8.DecodeRuneInString(f[i:])
			if unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.IsMark(r) || r == utf8.RuneError {
				return false
			}
			pure = false
			i += n
			continue
		}
		if !asciiWordByte(f[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(f) && asciiWordByte(f[j]) {
			j++
		}
		w := word{start: i, end: j, k: readKeyLower(f[i:j])}
		ws = append(ws, w)
		if lang == Auto && i < maxDetect {
			switch n := min(j, maxDetect) - i; {
			case pure && (hasDigit(f[i:j]) || j > maxDetect || hasUpper(f[i:j])):
				// Detect votes with the runs of letters of ASCII text in
				// its first maxDetect bytes.
				voteLetters(f[i:min(j, maxDetect)], &votes)
			case j > maxDetect:
				if n >= 2 && n <= 12 {
					for _, code := range words.StopLanguages(f[i : i+n]) {
						votes[codeLang[code]]++ // letters or not, it is one word
					}
				}
			case n >= 2 && n <= 12:
				for l := range votes {
					if w.k.votes&(1<<l) != 0 {
						votes[l]++
					}
				}
			}
		}
		i = j
	}
	if lang == Auto {
		best := English
		for _, l := range latinLangs {
			if votes[l] > votes[best] {
				best = l
			}
		}
		if best != English {
			return false
		}
	}
	emit := func(k keyWord) {
		if k.stopEN || k.number {
			return
		}
		if k.party != "" {
			yield(k.party)
		}
		yield(k.e.stem)
		if k.e.alt != "" {
			yield(k.e.alt)
		}
	}
	for n, w := range ws {
		if n > 0 {
			// "don't" is one word, as are "u.s." and "e.g.": the joined
			// word is a key besides its parts.
			p := ws[n-1]
			gap := f[p.end:w.start]
			if isApostrophe(gap) || gap == "." && w.end-w.start == 1 {
				joined := f[p.start:w.end]
				if gap != "." {
					joined = f[p.start:p.end] + f[w.start:w.end]
				}
				emit(readKey(lower(joined)))
				if gap == "." {
					continue
				}
			}
		}
		emit(w.k)
	}
	return true
}

// lower returns the ASCII text s in lower case.
func lower(s string) string {
	if !hasUpper(s) {
		return s
	}
	return strings.ToLower(s)
}

func hasUpper(s string) bool {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			return true
		}
	}
	return false
}

// readKeyLower is readKey of the ASCII word w in lower case.
func readKeyLower(w string) keyWord {
	if !hasUpper(w) {
		return readKey(w)
	}
	var buf [32]byte
	if len(w) > len(buf) {
		return readKey(strings.ToLower(w))
	}
	b := buf[:len(w)]
	for i := 0; i < len(w); i++ {
		c := w[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
	}
	keysMu.RLock()
	k, ok := keysCache[string(b)]
	keysMu.RUnlock()
	if ok {
		return k
	}
	return readKey(string(b))
}

func asciiWordByte(c byte) bool {
	return 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || 'A' <= c && c <= 'Z'
}

func hasDigit(w string) bool {
	for i := 0; i < len(w); i++ {
		if '0' <= w[i] && w[i] <= '9' {
			return true
		}
	}
	return false
}

// voteLetters adds the votes detectLatin gives the runs of letters of w.
func voteLetters(w string, votes *[len(langCodes)]int) {
	w = lower(w)
	for i := 0; i < len(w); {
		if w[i] < 'a' || w[i] > 'z' {
			i++
			continue
		}
		j := i + 1
		for j < len(w) && 'a' <= w[j] && w[j] <= 'z' {
			j++
		}
		if n := j - i; n >= 2 && n <= 12 {
			for _, code := range words.StopLanguages(w[i:j]) {
				votes[codeLang[code]]++
			}
		}
		i = j
	}
}

// A keyWord is what Keys reads of a folded ASCII word.
type keyWord struct {
	e      englishWord
	votes  uint32 // by language: the word is one of its stopwords
	stopEN bool   // an English stopword, for the engine
	number bool
	party  string // the key of a defined party: "tenant" for "tenants"
}

var (
	keysMu    sync.RWMutex
	keysCache = map[string]keyWord{}
)

// readKey returns what Keys reads of the folded ASCII word w, from a
// bounded cache.
func readKey(w string) keyWord {
	keysMu.RLock()
	k, ok := keysCache[w]
	keysMu.RUnlock()
	if ok {
		return k
	}
	k.number = words.IsNumber(w)
	k.stopEN = stopwords[English][w] && w != "discretion"
	for _, code := range words.StopLanguages(w) {
		k.votes |= 1 << codeLang[code]
	}
	if isParty(w) {
		k.party = strings.TrimSuffix(w, "s")
	}
	if strings.HasPrefix(w, "non") && len(w) >= 7 && !nonWords[w] {
		w = w[3:] // "nonrefundable" is read as "refundable", negated
	}
	if isASCIIWord(w) {
		k.e = readEnglish(w)
	} else {
		k.e.stem = stemOf(w, English)
	}
	keysMu.Lock()
	if len(keysCache) < 1<<16 {
		keysCache[strings.Clone(w)] = k
	}
	keysMu.Unlock()
	return k
}
