package lexicon

import (
	"strings"
	"sync"
)

// EachPhraseLemma calls yield with each single-word lemma that the verb
// phrase of verb lemma v followed by the word next is a synonym of, or,
// with kind set, a kind of, in ID order, until yield returns false: occur
// and happen for "take" and "place", die for "pass" and "away", begin
// (kind) for "break" and "out". next is lower case, as lemmas are. It
// does not allocate.
func EachPhraseLemma(v ID, next string, yield func(id ID, kind bool) bool) {
	if !v.valid() || next == "" {
		return
	}
	m := findPhrase(v.String(), next)
	if m < 0 {
		return
	}
	for i, end := int(u24(phraseRec, m)), int(u24(phraseRec, m+1)); i < end; i++ {
		x := u24(phraseLemmas, i)
		if !yield(ID(x&^phraseKindBit), x&phraseKindBit != 0) {
			return
		}
	}
}

// phraseKindBit marks, in phraseLemmas, a lemma a phrase is a kind of.
const phraseKindBit = 1 << 23

// findPhrase returns the index of the phrase "a b", or -1, without
// building it.
func findPhrase(a, b string) int {
	lo, hi := 0, numPhrases
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch compare3(a, " ", b, phraseText[u32(phraseOff, m):u32(phraseOff, m+1)]) {
		case 0:
			return m
		case 1:
			lo = m + 1
		default:
			hi = m
		}
	}
	return -1
}

// PhraseEnd reports whether w is the second word of a verb phrase of the
// tables: "place", "away", "out". A word that is not cannot end one, and
// needs no look for the verb before it.
func PhraseEnd(w string) bool {
	phraseIndex.once.Do(readPhraseIndex)
	return phraseIndex.ends[w]
}

// PhraseStart reports whether lemma v is the verb of a verb phrase of the
// tables: "take", "pass", "turn".
func PhraseStart(v ID) bool {
	if !v.valid() {
		return false
	}
	phraseIndex.once.Do(readPhraseIndex)
	return phraseIndex.starts[(v-1)/64]&(1<<((v-1)%64)) != 0
}

// phraseIndex holds the words that end phrases and, as bits by lemma, the
// verbs that start them, read off the tables once.
var phraseIndex struct {
	once   sync.Once
	ends   map[string]bool
	starts []uint64
}

func readPhraseIndex() {
	phraseIndex.ends = make(map[string]bool)
	phraseIndex.starts = make([]uint64, (numLemmas+63)/64)
	for m := range numPhrases {
		ph := phraseText[u32(phraseOff, m):u32(phraseOff, m+1)]
		verb, next, _ := strings.Cut(ph, " ")
		phraseIndex.ends[next] = true
		if id := Lookup(verb); id.valid() {
			phraseIndex.starts[(id-1)/64] |= 1 << ((id - 1) % 64)
		}
	}
}
