package lexicon

// EachPhraseLemma calls yield with each single-word lemma that the verb
// phrase of verb lemma v followed by the word next is a synonym or a kind
// of, in ID order, until yield returns false: occur and happen for "take"
// and "place", die for "pass" and "away", start for "break" and "out".
// next is lower case, as lemmas are. It does not allocate.
func EachPhraseLemma(v ID, next string, yield func(ID) bool) {
	if !v.valid() || next == "" {
		return
	}
	m := findPhrase(v.String(), next)
	if m < 0 {
		return
	}
	for i, end := int(u24(phraseRec, m)), int(u24(phraseRec, m+1)); i < end; i++ {
		if !yield(ID(u24(phraseLemmas, i))) {
			return
		}
	}
}

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
