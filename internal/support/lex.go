package support

import (
	"maps"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/verbatim-go/verbatim/internal/lexicon"
	"github.com/verbatim-go/verbatim/internal/stem"
)

// Word forms from the lexicon (WordNet 3.0, English only). A claim word is
// found in its evidence when some word of the evidence has one of the
// claim word's keys as its stem. The keys are computed once per claim
// word; evidence words need only their stems, so that preparing sources
// stays cheap:
//
//   - the word's own stem;
//   - the stems of its bases (thought → think; refunds → refund) and of
//     their irregular forms (fall → fell, fallen), so that "fell" in the
//     evidence is found for "falls" in the claim;
//   - the stems of the lemmas related to a base by derivation or as
//     pertainyms (Turkish → Turkey; death → die), and of their irregular
//     forms;
//   - the stems of the base's synonyms among its first senses (movie →
//     film).

// maxKeys bounds the keys of one word.
const maxKeys = 48

// A keySet is what a claim word is found by: its keys, and the keys of
// its opposites; and the keyHash and keyBit of each key and the keyMask
// bits of all of them, read once for every claim that has the word.
type keySet struct {
	keys, anti []string
	codes      []keyCode
	mask       uint64
}

// A keyCode is the keyHash and the keyBit of a key.
type keyCode struct {
	hash uint32
	bit  uint16
}

// keysOf returns the keys and the opposites' keys of the folded English
// word w, from a bounded cache. The lists are shared: callers must not
// modify them.
func keysOf(w string) keySet {
	return keyCache.get(w, func() keySet {
		anti := makeAntonymKeys(w)
		keys := makeWordKeys(w, readEnglish(w).stem, anti)
		codes := make([]keyCode, len(keys))
		var mask uint64
		for i, k := range keys {
			codes[i] = keyCode{keyHash(k), uint16(keyBit(k))}
			mask |= 1 << (keyBit(k) % 64)
		}
		return keySet{keys, anti, codes, mask}
	})
}

// A keyList gathers the distinct stems of words, up to maxKeys.
type keyList []string

// add adds the stem of the English word s.
func (l *keyList) add(s string) {
	if len(*l) >= maxKeys {
		return
	}
	if k := stemOf(s, English); !slices.Contains(*l, k) {
		*l = append(*l, k)
	}
}

// addForms adds the stems of lemma id and of its irregular forms.
func (l *keyList) addForms(id lexicon.ID) {
	l.add(id.String())
	lexicon.EachForm(id, func(f string) bool { l.add(f); return l.open() })
}

// open reports whether l has room for more keys.
func (l *keyList) open() bool { return len(*l) < maxKeys }

func makeWordKeys(w, st string, anti []string) []string {
	keys := keyList{st}
	var buf [8]lexicon.ID
	bases := lexicon.Bases(w, buf[:0])
	for _, b := range bases {
		keys.addForms(b)
	}
	for _, b := range bases {
		lexicon.EachRelated(b, func(r lexicon.ID) bool { keys.addForms(r); return keys.open() })
		lexicon.EachSynonym(b, func(s lexicon.ID) bool { keys.add(s.String()); return keys.open() })
		for _, o := range curatedEquivalents[b.String()] {
			if id := lexicon.Lookup(o); id != 0 {
				keys.addForms(id)
			}
		}
	}
	// An opposite is never a form, whatever sense made it a synonym: the
	// verb "father" is a synonym of the verb "mother", the noun its
	// antonym.
	u, unit := unitOf(units, w)
	return slices.DeleteFunc(keys, func(k string) bool {
		// A unit of measure is no other unit: a year is no day, though
		// WordNet has "days" for a time of life ("daily" is a day's, "ft"
		// a foot's).
		ku, isUnit := unitStems[k]
		return k != st && (slices.Contains(anti, k) || unit && isUnit && ku != u)
	})
}

// unitStems are the units by the stems of their words.
var unitStems = func() map[string]unit {
	m := map[string]unit{}
	for w, u := range units {
		m[stem.English(w)] = u
	}
	return m
}()

// verbPhrase returns the number of the verb phrase that the folded English
// word w makes with the word next after it ("took" and "place"), for
// phraseAt, or 0 where they make none. The phrases are numbered as
// they are first met, for all texts.
func verbPhrase(w, next string) int32 {
	if !lexicon.PhraseEnd(next) || !isASCIIWord(w) {
		return 0
	}
	for _, b := range cachedBases(w) {
		if b.POS()&lexicon.Verb == 0 || !lexicon.PhraseStart(b) {
			continue
		}
		if n := phrases.number(b, next); n > 0 {
			return n
		}
	}
	return 0
}

// phraseVerb reports whether the folded English word w is a form of a
// verb that opens a verb phrase: "took" of "take place".
func phraseVerb(w string) bool {
	for _, b := range cachedBases(w) {
		if b.POS()&lexicon.Verb != 0 && lexicon.PhraseStart(b) {
			return true
		}
	}
	return false
}

// maxPhrases bounds the pairs of a verb and a word looked up; the lexicon
// has fewer phrases, and most pairs are none.
const maxPhrases = 1 << 14

// phrases numbers the verb phrases met.
var phrases phraseTable

// A phraseKey is a verb lemma and the word after it.
type phraseKey struct {
	verb lexicon.ID
	next string
}

type phraseTable struct {
	mu   sync.RWMutex
	num  map[phraseKey]int32 // each pair looked up: its number, or -1 for none
	list []*phrase           // by number less one
}

// A phrase is what a verb phrase stands for. It is never changed.
type phrase struct {
	keys    []string // the stems of its synonyms and kinds, what it proves in a passage ("occur"; "begin" for "break out")
	same    []string // the stems of its synonyms, what proves it in a claim
	lemmas  []string // its synonyms
	negates bool     // it is a lexical negation, as "refused" is ("turn down")
}

// noPhrase is what no phrase stands for.
var noPhrase phrase

// phraseAt returns phrase n, or noPhrase for 0.
func phraseAt(n int32) *phrase {
	if n <= 0 {
		return &noPhrase
	}
	phrases.mu.RLock()
	defer phrases.mu.RUnlock()
	return phrases.list[n-1]
}

// phraseNegations are the lexical negations a verb phrase that stands
// for one negates as: "turn down" and "pass up" stand for refuse and
// reject. Those that stand for weaker ones ("fend off" for avoid, "pass
// over" for omit) say what they do of an object, not of all that follows.
var phraseNegations = setOf(`refuse reject decline deny`)

// number returns the number of the phrase of verb v and the word next,
// numbering it if it is new, or 0 if they make none or past maxPhrases.
func (t *phraseTable) number(v lexicon.ID, next string) int32 {
	key := phraseKey{v, next}
	t.mu.RLock()
	n, ok := t.num[key]
	t.mu.RUnlock()
	if ok {
		return max(n, 0)
	}
	var keys, same keyList
	var lemmas []string
	negates := false
	lexicon.EachPhraseLemma(v, next, func(id lexicon.ID, kind bool) bool {
		keys.add(id.String())
		if !kind {
			same.add(id.String())
			lemmas = append(lemmas, id.String())
			negates = negates || phraseNegations[id.String()]
		}
		return keys.open()
	})
	t.mu.Lock()
	defer t.mu.Unlock()
	if n, ok := t.num[key]; ok {
		return max(n, 0)
	}
	if len(t.num) >= maxPhrases {
		return 0
	}
	if t.num == nil {
		t.num = make(map[phraseKey]int32)
	}
	key.next = strings.Clone(next)
	if len(keys) == 0 {
		t.num[key] = -1
		return 0
	}
	t.list = append(t.list, &phrase{keys: keys, same: same, lemmas: lemmas, negates: negates})
	t.num[key] = int32(len(t.list))
	return int32(len(t.list))
}

// antonymKeys returns the stems of the opposites of the folded English
// word w: WordNet's antonyms of its bases and of their synonyms (a verb's
// or a noun's), its rest where a negating prefix makes it the opposite
// (see prefixOpposite), the no change of a change's direction, and the
// pairs of antonymPairs, with their irregular forms. The result is shared: callers must not
// modify it.
func antonymKeys(w string) []string { return keysOf(w).anti }

func makeAntonymKeys(w string) []string {
	var keys keyList
	var buf [8]lexicon.ID
	bases := lexicon.Bases(w, buf[:0])
	names := []string{w}
	for _, b := range bases {
		lexicon.EachAntonym(b, func(a lexicon.ID) bool { keys.addForms(a); return keys.open() })
		if b.POS()&(lexicon.Adj|lexicon.Adv) == 0 {
			// The antonyms of a verb's or a noun's synonyms: "start"
			// is "begin", whose antonym is "end". (An adjective's
			// satellites have theirs from the head of their cluster.)
			lexicon.EachSynonym(b, func(s lexicon.ID) bool {
				lexicon.EachAntonym(s, func(a lexicon.ID) bool { keys.addForms(a); return keys.open() })
				return keys.open()
			})
		}
		names = append(names, b.String())
		for _, p := range negPrefixes {
			// WordNet links "safe" to "dangerous" only, but "unsafe" is
			// of the synset of "dangerous": the prefix makes the opposite.
			if r, ok := strings.CutPrefix(b.String(), p); ok {
				if id := lexicon.Lookup(strings.TrimPrefix(r, "-")); id != 0 && prefixOpposite(b, id) {
					keys.addForms(id)
				}
			} else if id := lexicon.Lookup(p + b.String()); id != 0 && prefixOpposite(id, b) {
				keys.addForms(id)
			}
		}
	}
	if directionOf(w) != 0 {
		// No change either way is the opposite of a change: "rose" and
		// "fell" against "were flat", "left unchanged".
		keys.add("flat")
		keys.add("unchanged")
	} else if w == "flat" || w == "unchanged" {
		for _, d := range directionVerbs {
			keys.addForms(d)
		}
	}
	for _, n := range names {
		for _, o := range curatedOpposites[n] {
			for _, x := range append([]string{o}, curatedEquivalents[o]...) { // "eliminate" says "cut", the opposite of "add"
				keys.add(x)
				if id := lexicon.Lookup(x); id != 0 {
					keys.addForms(id)
				}
			}
		}
	}
	// An opposite whose stem is the stem of a word w derives from is
	// that word as much: "employer", the opposite of "employee", stems
	// as "employ" does, which "employee" is derived from.
	for _, b := range bases {
		lexicon.EachRelated(b, func(r lexicon.ID) bool {
			if st := stemOf(r.String(), English); slices.Contains(keys, st) && !slices.ContainsFunc(bases, func(x lexicon.ID) bool { return lexicon.Antonym(x, r) }) {
				keys = slices.DeleteFunc(keys, func(k string) bool { return k == st })
			}
			return true
		})
	}
	return keys
}

// directionVerbs are the verbs of upWords and downWords, in order: what
// "flat" and "unchanged" are the opposites of.
var directionVerbs = func() []lexicon.ID {
	var ids []lexicon.ID
	for _, ws := range [...]map[string]bool{upWords, downWords} {
		for w := range ws {
			if id := lexicon.Lookup(w); id != 0 && id.POS()&lexicon.Verb != 0 {
				ids = append(ids, id)
			}
		}
	}
	slices.Sort(ids)
	return ids
}()

// prefixOpposite reports whether lemma x, a negating prefix and lemma r,
// is a synonym of an antonym of r: "unsafe" of "dangerous", the antonym
// of "safe". Not where the prefix does not negate: "invaluable" is of the
// cluster of "valuable", not of "worthless".
func prefixOpposite(x, r lexicon.ID) bool {
	found := false
	lexicon.EachAntonym(r, func(a lexicon.ID) bool {
		found = lexicon.Synonym(x, a)
		return !found
	})
	return found
}

// curatedEquivalents maps each word of equivalentPairs to the words it
// is said by.
var curatedEquivalents = func() map[string][]string {
	m := map[string][]string{}
	for p := range equivalentPairs {
		if a, b, ok := cut2(p); ok {
			m[a] = append(m[a], b)
			m[b] = append(m[b], a)
		}
	}
	for _, v := range m {
		slices.Sort(v)
	}
	return m
}()

// curatedOpposites maps each word of antonymPairs to its opposites.
var curatedOpposites = func() map[string][]string {
	m := map[string][]string{}
	for p := range antonymPairs {
		a, b, ok := cut2(p)
		if !ok {
			continue
		}
		m[a] = append(m[a], b)
		m[b] = append(m[b], a)
	}
	for _, v := range m {
		slices.Sort(v)
	}
	return m
}()

func cut2(p string) (string, string, bool) {
	for i := 0; i < len(p); i++ {
		if p[i] == ' ' {
			return p[:i], p[i+1:], true
		}
	}
	return "", "", false
}

// commonWord reports whether the folded word w is a common English word:
// a form of a lemma of the lexicon that is not only a proper noun. A
// capitalised word that opens a sentence is a name only if it is not one.
func commonWord(w string) bool {
	if isASCIIWord(w) {
		return readEnglish(w).common
	}
	for _, b := range cachedBases(w) {
		if !b.Proper() {
			return true
		}
	}
	return false
}

// An englishWord is what the engine reads of a folded English word: its
// Porter2 stem, the stem of its first base when that differs ("fell" has
// "fall"), and whether it is a common word (a form of a lemma that is not
// only a proper noun).
type englishWord struct {
	stem, alt  string
	common     bool
	phraseVerb bool        // a form of a verb that opens a verb phrase ("took")
	verbForm   bool        // verbForm of the word, kept for its token (see tok.verbForm)
	pos        lexicon.POS // the parts of speech of the word's lemmas, kept for its token (see tok.hasPOS)
}

// readEnglish returns what the engine reads of the folded English word w,
// from a bounded cache: texts repeat their words.
func readEnglish(w string) englishWord {
	return wordsCache.get(w, func() englishWord { return makeEnglish(w) })
}

func makeEnglish(w string) englishWord {
	var e englishWord
	e.stem = stem.English(w)
	e.alt = e.stem
	for _, id := range cachedBases(w) {
		if s := stem.English(id.String()); s != e.stem {
			e.alt = s
			break
		}
	}
	if e.alt == e.stem {
		e.alt = ""
	}
	for _, b := range cachedBases(w) {
		e.common = e.common || !b.Proper()
		e.pos |= b.POS()
	}
	e.phraseVerb = phraseVerb(w)
	e.verbForm = verbForm(w)
	return e
}

// isA reports whether the folded English word e names a kind of what the
// word c names, through the hypernyms of their nouns and verbs: "novel"
// is a kind of "book", "soar" of "rise".
func isA(e, c string) bool { return isAOf(e, c, lexicon.IsA) }

// personIsA is isA for c a word of a person, "person" itself or one of
// its synonyms: e in its first sense only, since a word that names an
// animal or a thing names a person only in a later, figurative sense ("a
// puppy", "a rat", "a plant").
func personIsA(e, c string) bool {
	if !personWord(c) {
		return isA(e, c)
	}
	return isAOf(e, c, lexicon.IsAFirst)
}

// lemmaPerson is the lexicon's "person".
var lemmaPerson = lexicon.Lookup("person")

// personWord reports whether the folded English word c is "person" or a
// synonym of it: "individual", "someone", "human".
func personWord(c string) bool {
	for _, b := range cachedBases(c) {
		if b == lemmaPerson || lexicon.Synonym(b, lemmaPerson) {
			return true
		}
	}
	return false
}

func isAOf(e, c string, is func(a, b lexicon.ID) bool) bool {
	es, cs := cachedBases(e), cachedBases(c)
	for _, x := range es {
		for _, y := range cs {
			if x != y && is(x, y) {
				// An opposite is no kind, whatever sense made it one: to
				// mother is a way to father, a mother no father.
				return !opposite(e, c)
			}
		}
	}
	return false
}

// opposite reports whether the folded English words a and b are opposites:
// antonyms in WordNet between some of their bases, or a pair of
// antonymPairs.
func opposite(a, b string) bool {
	// From the cache: a check asks this of each pair of a claim word and
	// a passage word it compares.
	as, bs := cachedBases(a), cachedBases(b)
	for _, x := range as {
		for _, y := range bs {
			if lexicon.Antonym(x, y) || antonymPairs[x.String()+" "+y.String()] || antonymPairs[y.String()+" "+x.String()] {
				return true
			}
		}
	}
	if antonymPairs[a+" "+b] || antonymPairs[b+" "+a] {
		return true
	}
	// Adverbs in -ly are opposites where their adjectives are: "suddenly"
	// and "gradually", "automatically" and "manually".
	if len(a) > 4 && len(b) > 4 && strings.HasSuffix(a, "ly") && strings.HasSuffix(b, "ly") {
		for _, x := range adjectivesOf(a) {
			for _, y := range adjectivesOf(b) {
				if opposite(x, y) {
					return true
				}
			}
		}
	}
	return false
}

// adjectivesOf returns the adjectives of the lexicon that the adverb w in
// -ly is made from: "sudden" of "suddenly", "automatic" of
// "automatically", "happy" of "happily", "simple" of "simply".
func adjectivesOf(w string) []string {
	stem := w[:len(w)-2]
	cands := [...]string{stem, "", "", ""}
	if s, ok := strings.CutSuffix(w, "ally"); ok {
		cands[1] = s // "automatic"
	}
	if s, ok := strings.CutSuffix(w, "ily"); ok {
		cands[2] = s + "y" // "happy"
	}
	if strings.HasSuffix(w, "ly") && !strings.HasSuffix(w, "lly") {
		cands[3] = w[:len(w)-1] + "e" // "simple" of "simply"
	}
	var out []string
	for _, c := range cands {
		if c != "" && !strings.HasSuffix(c, "ly") && hasPOS(c, lexicon.Adj) {
			out = append(out, c)
		}
	}
	return out
}

// verbForm reports whether the folded English word w is an inflected verb:
// a past form or participle ("released", "died", "running", "fell") of a
// lemma that is a verb, or a lemma that is only a verb.
func verbForm(w string) bool {
	return verbFormCache.get(w, func() bool { return readVerbForm(w) })
}

func readVerbForm(w string) bool {
	if !isASCIIWord(w) {
		return false
	}
	var buf [8]lexicon.ID
	bs := lexicon.Bases(w, buf[:0])
	inflected := strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing")
	for _, b := range bs {
		if b.POS()&lexicon.Verb == 0 {
			continue
		}
		if b.String() == w {
			if b.POS() == lexicon.Verb {
				return true
			}
			continue
		}
		if inflected || irregularForm(w, b) {
			return true
		}
	}
	return false
}

// pastForm reports whether the folded English word w is a past form of
// a verb: "demonstrated", "got"; not "gets" or "get".
func pastForm(w string) bool {
	if strings.HasSuffix(w, "ed") {
		return verbForm(w)
	}
	if !isASCIIWord(w) || strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ing") {
		return false
	}
	var buf [8]lexicon.ID
	for _, b := range lexicon.Bases(w, buf[:0]) {
		if b.POS()&lexicon.Verb != 0 && b.String() != w && irregularForm(w, b) {
			return true
		}
	}
	return false
}

// irregularForm reports whether w is an irregular form of b in the
// exception lists: fell of fall.
func irregularForm(w string, b lexicon.ID) bool {
	found := false
	lexicon.EachForm(b, func(f string) bool {
		found = f == w
		return !found
	})
	return found
}

// verb reports whether the folded English word w is a form of a verb of
// the lexicon.
func verb(w string) bool { return hasPOS(w, lexicon.Verb) }

// verbLemma reports whether the folded English word w is itself a verb
// of the lexicon, its base form: "ship", "cost"; not "shipped".
func verbLemma(w string) bool {
	for _, b := range cachedBases(w) {
		if b.POS()&lexicon.Verb != 0 && b.String() == w {
			return true
		}
	}
	return false
}

// noun reports whether the folded English word w is a form of a noun of
// the lexicon: "orders", "children".
func noun(w string) bool { return hasPOS(w, lexicon.Noun) }

// hasPOS reports whether the folded English word w is a form of a lemma
// of the lexicon with a part of speech of pos.
func hasPOS(w string, pos lexicon.POS) bool {
	for _, b := range cachedBases(w) {
		if b.POS()&pos != 0 {
			return true
		}
	}
	return false
}

// cachedBases is lexicon.Bases of w, kept in a bounded cache.
func cachedBases(w string) []lexicon.ID {
	return basesCache.get(w, func() []lexicon.ID { return lexicon.Bases(w, nil) })
}

// A memo is a bounded, concurrency-safe cache of a pure function of a
// word: past its capacity it computes without storing. A word seen
// before is read without a lock from an immutable map; a new one goes to
// a locked map, merged into a new immutable map once it grows to a
// quarter of it or the lookups that took the lock outnumber the entries
// to copy, so that the copying costs each lookup a bounded amount.
type memo[V any] struct {
	read   atomic.Pointer[map[string]V]
	mu     sync.Mutex
	dirty  map[string]V // under mu: the entries not in read
	misses int          // under mu: the lookups that took it since the last merge
}

// memoCap bounds the entries of one memo.
const memoCap = 1 << 16

func newMemo[V any]() *memo[V] {
	c := &memo[V]{dirty: map[string]V{}}
	c.read.Store(&map[string]V{})
	return c
}

var (
	keyCache      = newMemo[keySet]()
	verbFormCache = newMemo[bool]()
	wordsCache    = newMemo[englishWord]()
	basesCache    = newMemo[[]lexicon.ID]()
)

func (c *memo[V]) get(w string, f func() V) V {
	if v, ok := (*c.read.Load())[w]; ok {
		return v
	}
	c.mu.Lock()
	v, ok := c.dirty[w]
	if ok {
		c.missed()
	}
	c.mu.Unlock()
	if ok {
		return v
	}
	v = f()
	c.mu.Lock()
	defer c.mu.Unlock()
	read := *c.read.Load()
	if _, ok := read[w]; ok || len(read)+len(c.dirty) >= memoCap {
		return v
	}
	c.dirty[strings.Clone(w)] = v
	c.missed()
	return v
}

// missed counts a lookup that took the lock, and merges the locked map
// into the immutable one when it is time to. c.mu must be held.
func (c *memo[V]) missed() {
	c.misses++
	read := *c.read.Load()
	if len(c.dirty) < len(read)/4 && c.misses < len(read)+len(c.dirty) {
		return
	}
	m := make(map[string]V, len(read)+len(c.dirty))
	maps.Copy(m, read)
	maps.Copy(m, c.dirty)
	c.read.Store(&m)
	c.dirty, c.misses = map[string]V{}, 0
}
