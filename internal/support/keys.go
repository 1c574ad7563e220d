package support

import (
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/verbatim-go/verbatim/internal/lexicon"
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
	if (lang == Auto || lang == English) && len(s) <= maxDetect && asciiKeys(s, true, lang, yield) {
		return // its words are ASCII and fold to themselves in lower case: no need to fold it
	}
	f := normalize.Strict.Fold(s)
	if (lang == Auto || lang == English) && asciiKeys(f, false, lang, yield) {
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
		if english && stopAcronyms[w] {
			yield(w) // "WHO" folds to "who"; its case is not known here
		}
		if english && w == "same" {
			yield(w) // of "the same day", a content word (see sameDay)
		}
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
		if english && prev != "" && prevEnd <= w.Start && f[prevEnd:w.Start] == " " {
			yieldPhrase(prev, w.Text, yield) // "took place": occur
		}
		if english && (prev == "bi" || prev == "semi") && prevEnd <= w.Start && f[prevEnd:w.Start] == "-" && rateWords[w.Text] != "" {
			emit(prev + w.Text) // "bi-weekly" is "biweekly"
		}
		emit(w.Text)
		prev, prevEnd = w.Text, w.End
	})
}

// spaces reports whether gap is white space that folds to one space.
func spaces(gap string) bool {
	for i := 0; i < len(gap); i++ {
		if c := gap[i]; c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v' {
			return false
		}
	}
	return gap != ""
}

// yieldPhrase yields the keys of the verb phrase the folded words w and
// next make, if they make one: "occur" and "happen" for "took place".
func yieldPhrase(w, next string, yield func(key string)) {
	for _, k := range phraseAt(verbPhrase(w, next)).keys {
		yield(k)
	}
}

// asciiKeys is Keys for the text f whose words are ASCII, folded, or
// raw: not folded, its words then read in lower case, and reported false
// for if it holds a character that folding would change other than by
// case or white space, with one cache lookup for
// each word, and in memory that does not grow with f. It reports false,
// having yielded nothing, if f has a word that is not ASCII or, for lang
// Auto, if Detect would not read f as English.
func asciiKeys(f string, raw bool, lang Lang, yield func(key string)) bool {
	for i := 0; i < len(f); i++ {
		if f[i] >= utf8.RuneSelf {
			r, n := utf8.DecodeRuneInString(f[i:])
			if unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.IsMark(r) || r == utf8.RuneError {
				return false
			}
			if raw && !foldsToItself(f[i:i+n]) {
				return false
			}
			i += n - 1
		}
	}
	// The words of the first maxDetect bytes are read, and vote for the
	// language as Detect's do, before any is yielded; the rest are read
	// and yielded in turn.
	type word struct {
		start, end int32
		k          *keyWord
	}
	var buf [64]word
	head := buf[:0]
	pure := ascii(f[:min(len(f), maxDetect)]) // Detect splits pure ASCII into runs of letters
	var votes [len(langCodes)]int
	emit := func(k *keyWord) {
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
	ps, pe := -1, -1 // the word before
	var pk *keyWord  // what was read of it
	take := func(i, j int, k *keyWord) {
		if ps >= 0 {
			// "don't" is one word, as are "u.s." and "e.g.": the joined
			// word is a key besides its parts.
			gap := f[pe:i]
			if isApostrophe(gap) {
				emit(readKey(lower(f[ps:pe] + f[i:j])))
			} else if gap == "-" && (strings.EqualFold(f[ps:pe], "bi") || strings.EqualFold(f[ps:pe], "semi")) && rateWords[lower(f[i:j])] != "" {
				emit(readKey(lower(f[ps:pe] + f[i:j]))) // "bi-weekly" is "biweekly"
			} else if gap == "." && j-i == 1 {
				emit(readKey(lower(f[ps:j])))
				ps, pe, pk = i, j, k
				return
			}
		}
		if ps >= 0 && k.phraseEnd && pk != nil && pk.phraseVerb && spaces(f[pe:i]) {
			yieldPhrase(lower(f[ps:pe]), lower(f[i:j]), yield) // "took place": occur
		}
		emit(k)
		ps, pe, pk = i, j, k
	}
	decided := lang != Auto
	for i := 0; i < len(f); {
		if !asciiWordByte(f[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(f) && asciiWordByte(f[j]) {
			j++
		}
		k := &numberKey
		if !allDigits(f[i:j]) {
			k = readKeyLower(f[i:j])
		}
		if k.stopEN && j-i >= 2 && stopAcronyms[lower(f[i:j])] && (!raw || allUpper(f[i:j])) {
			yield(lower(f[i:j])) // "WHO": a name Analyze keeps (folded, its case is not known)
		}
		if j-i == 4 && strings.EqualFold(f[i:j], "same") {
			yield("same") // of "the same day", a content word (see sameDay)
		}
		if decided {
			take(i, j, k)
			i = j
			continue
		}
		if i >= maxDetect {
			if !englishVotes(&votes) {
				return false
			}
			decided = true
			for _, w := range head {
				take(int(w.start), int(w.end), w.k)
			}
			take(i, j, k)
			i = j
			continue
		}
		head = append(head, word{int32(i), int32(j), k})
		switch n := min(j, maxDetect) - i; {
		case pure && (j > maxDetect || !k.letters):
			voteRuns(f[i:min(j, maxDetect)], &votes)
		case n >= 2 && n <= 12 && (j <= maxDetect || !pure):
			if j > maxDetect {
				k = readKeyLower(f[i : i+n]) // Detect reads the word cut at maxDetect
			}
			addVotes(&votes, k.votes)
		}
		i = j
	}
	if !decided {
		if !englishVotes(&votes) {
			return false
		}
		for _, w := range head {
			take(int(w.start), int(w.end), w.k)
		}
	}
	return true
}

// englishVotes reports whether votes elect English, as Detect reads
// them.
func englishVotes(votes *[len(langCodes)]int) bool { return bestLatin(votes) == English }

// voteRuns adds the votes detectASCII gives the runs of ASCII letters of
// w.
func voteRuns(w string, votes *[len(langCodes)]int) {
	for i := 0; i < len(w); {
		if !isASCIILetter(w[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(w) && isASCIILetter(w[j]) {
			j++
		}
		if n := j - i; n >= 2 && n <= 12 {
			addVotes(votes, stopVotes(lower(w[i:j])))
		}
		i = j
	}
}

// foldsToItself reports whether the character c, not ASCII and no letter,
// number or mark, folds to itself: it has no compatibility
// decomposition and is not an invisible format character, which folding
// removes ("re\u00adfund" is "refund").
func foldsToItself(c string) bool {
	r, _ := utf8.DecodeRuneInString(c)
	return !unicode.Is(unicode.Cf, r) && norm.NFKC.PropertiesString(c).Decomposition() == nil && !unicode.IsUpper(r)
}

func asciiWordByte(c byte) bool {
	return 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || 'A' <= c && c <= 'Z'
}

func allDigits(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
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
func readKeyLower(w string) *keyWord {
	if !hasUpper(w) {
		return readKey(w)
	}
	var buf [32]byte
	if len(w) > len(buf) {
		return readKey(strings.ToLower(w))
	}
	b := lowerInto(buf[:0], w)
	if k, ok := keys.get(string(b)); ok {
		return k
	}
	return readKey(string(b))
}

// lowerInto appends ASCII word w to dst with its capitals lowered.
func lowerInto(dst []byte, w string) []byte {
	for i := 0; i < len(w); i++ {
		c := w[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst = append(dst, c)
	}
	return dst
}

// numberKey is what Keys reads of a word of digits: nothing to yield.
var numberKey = keyWord{number: true}

// A keyWord is what Keys reads of a folded ASCII word; a cached one is
// never changed.
type keyWord struct {
	e       englishWord
	votes   uint32 // by language: the word is one of its stopwords
	stopEN  bool   // an English stopword, for the engine
	number  bool
	letters bool   // letters only
	party   string // the key of a defined party: "tenant" for "tenants"
	// phraseEnd reports that the word ends a verb phrase of the lexicon
	// ("place" of "take place"), phraseVerb that it is a form of a verb
	// that opens one ("took").
	phraseEnd, phraseVerb bool
}

// keys caches what Keys reads of each word, for all texts.
var keys wordCache

// A wordCache maps words to what Keys reads of them, up to maxCachedWords words.
// Most lookups find their word in an immutable snapshot, read without a
// lock; words read since the snapshot was made wait in dirty, under mu,
// until they are a quarter of it and a new snapshot takes them in, so
// that the copying costs a constant per word.
type wordCache struct {
	snap  atomic.Pointer[map[string]*keyWord]
	mu    sync.Mutex
	dirty map[string]*keyWord
}

const maxCachedWords = 1 << 16

func (c *wordCache) get(w string) (*keyWord, bool) {
	if m := c.snap.Load(); m != nil {
		if k, ok := (*m)[w]; ok {
			return k, true
		}
	}
	c.mu.Lock()
	k, ok := c.dirty[w]
	c.mu.Unlock()
	return k, ok
}

func (c *wordCache) put(w string, k *keyWord) {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	if m := c.snap.Load(); m != nil {
		n = len(*m)
	}
	if n+len(c.dirty) >= maxCachedWords {
		return
	}
	if c.dirty == nil {
		c.dirty = make(map[string]*keyWord)
	}
	c.dirty[strings.Clone(w)] = k
	if len(c.dirty) >= max(64, n/4) {
		m := make(map[string]*keyWord, n+len(c.dirty))
		if old := c.snap.Load(); old != nil {
			for w, k := range *old {
				m[w] = k
			}
		}
		for w, k := range c.dirty {
			m[w] = k
		}
		c.snap.Store(&m)
		c.dirty = nil
	}
}

// readKey returns what Keys reads of the folded ASCII word w, from a
// bounded cache.
func readKey(w string) *keyWord {
	if k, ok := keys.get(w); ok {
		return k
	}
	k := new(keyWord)
	key := w
	k.number = words.IsNumber(w)
	k.letters = true
	for i := 0; i < len(w); i++ {
		k.letters = k.letters && isASCIILetter(w[i])
	}
	k.votes = stopVotes(w)
	k.stopEN = stopwords[English][w] && w != "discretion"
	if isParty(w) {
		k.party = strings.TrimSuffix(w, "s")
	}
	k.phraseEnd = lexicon.PhraseEnd(w)
	if strings.HasPrefix(w, "non") && len(w) >= 7 && !nonWords[w] {
		w = w[3:] // "nonrefundable" is read as "refundable", negated
	}
	if isASCIIWord(w) {
		k.e = readEnglish(w)
	} else {
		k.e.stem = stemOf(w, English)
	}
	k.phraseVerb = k.e.phraseVerb
	keys.put(key, k)
	return k
}
