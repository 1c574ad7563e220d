package lexicon

import "strings"

//go:generate go run gen.go

// Version names the lexical data, e.g. "wordnet-3.0/1"; it changes whenever
// the generated tables change.
const Version = "wordnet-3.0/7"

// The limits of Synonym and IsA.
const (
	// SynonymSenses is the number of senses of each part of speech of a
	// lemma that Synonym compares: the first three, since WordNet lists a
	// lemma's senses most frequent first and its rare senses make
	// synonyms of words a reader would not take for one another.
	SynonymSenses = 3

	// IsASenses is the number of noun and of verb senses of a lemma that
	// IsA starts from: the first three.
	IsASenses = 3

	// IsADepth is the number of hypernym steps IsA follows at most: six,
	// enough for "novel" to reach "book" (one step), "canada" "country"
	// (two) and "car" "object" (six), but not "car" "entity", the top of
	// WordNet's hierarchy of nouns.
	IsADepth = 6
)

// The tables are cut to the limits above: if these overflow, gen.go and
// this file disagree.
const (
	_ = uint(SynonymSenses-tablesSynonymSenses) + uint(tablesSynonymSenses-SynonymSenses)
	_ = uint(IsASenses-tablesIsASenses) + uint(tablesIsASenses-IsASenses)
	_ = uint(IsADepth-tablesIsADepth) + uint(tablesIsADepth-IsADepth)
)

// An ID names one lemma of the lexicon; 0 is no lemma.
type ID uint32

// A POS is a set of parts of speech.
type POS uint8

// The parts of speech.
const (
	Noun POS = 1 << iota
	Verb
	Adj
	Adv
)

// valid reports whether id names a lemma.
func (id ID) valid() bool { return id != 0 && id <= numLemmas }

// Lookup returns the ID of the lemma w, or 0 if w is not one. It does not
// fold w: lemmas are lower case, and single words only.
func Lookup(w string) ID { return find(w, "", "") }

// String returns the lemma id names, or "" for 0.
func (id ID) String() string {
	if !id.valid() {
		return ""
	}
	return lemmaText[u32(lemmaOff, int(id)-1):u32(lemmaOff, int(id))]
}

// POS returns the parts of speech of the lemma id names; none for 0.
func (id ID) POS() POS {
	if !id.valid() {
		return 0
	}
	return POS(lemmaPOS[id-1] & 15)
}

// Proper reports whether WordNet writes the lemma id names with a capital
// wherever it has it: a proper noun such as tennessee or canada, which is
// a name in a text however it is written there.
func (id ID) Proper() bool { return id.valid() && lemmaPOS[id-1]&16 != 0 }

// find returns the ID of the lemma a+b+c, or 0, without building it.
func find(a, b, c string) ID {
	lo, hi := 0, numLemmas
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch compare3(a, b, c, lemmaText[u32(lemmaOff, m):u32(lemmaOff, m+1)]) {
		case 0:
			return ID(m + 1)
		case 1:
			lo = m + 1
		default:
			hi = m
		}
	}
	return 0
}

// compare3 compares a+b+c with s, as strings.Compare does.
func compare3(a, b, c, s string) int {
	if b == "" && c == "" {
		return strings.Compare(a, s)
	}
	for _, p := range [3]string{a, b, c} {
		if len(s) < len(p) {
			if r := strings.Compare(p[:len(s)], s); r != 0 {
				return r
			}
			return 1
		}
		if r := strings.Compare(p, s[:len(p)]); r != 0 {
			return r
		}
		s = s[len(p):]
	}
	if len(s) > 0 {
		return -1
	}
	return 0
}

// Bases appends to dst the IDs of the lemmas w is a form of, without
// duplicates, in this order:
//
//   - w itself, if it is a lemma;
//   - its bases in WordNet's exception lists (fell: fall; thought: think;
//     mice: mouse; better: good, well), nouns first;
//   - the bases WordNet's detachment rules (morphy(7)) give, for nouns,
//     then verbs, then adjectives, each rule in morphy's order, kept only
//     when the base is a lemma of that part of speech (refunds: refund;
//     highest: high).
//
// Unlike morphy, which stops at the first rule whose base is a lemma, it
// keeps every rule's base (hoped: hope, hop), and it uses the rules also
// for words the exception lists know. Doubled consonants (stopped, bigger)
// need no rule of their own: WordNet's exception lists give them. Like
// morphy, it takes no rule off a noun ending in "ss" or of at most two
// letters, and takes the plural off a noun ending in "ful" before it
// (cupsful: cupful). w is not folded: it should be lower case.
//
// Bases does not allocate when dst has room for the IDs it appends.
func Bases(w string, dst []ID) []ID {
	n0 := len(dst)
	if id := Lookup(w); id != 0 {
		dst = append(dst, id)
	}
	if f, ok := findForm(w); ok {
		for i, end := int(u24(excRec, f)), int(u24(excRec, f+1)); i < end; i++ {
			dst = appendNew(dst, n0, ID(u24(excBases, i)))
		}
	}
	stem, end := w, ""
	if strings.HasSuffix(w, "ful") {
		stem, end = w[:len(w)-len("ful")], "ful"
	}
	if end != "" || !strings.HasSuffix(w, "ss") && len(w) > 2 {
		dst = applyRules(dst, n0, stem, end, nounRules, Noun)
	}
	dst = applyRules(dst, n0, w, "", verbRules, Verb)
	dst = applyRules(dst, n0, w, "", adjRules, Adj)
	return dst
}

// The detachment rules of morphy(7): an ending and what replaces it.
var (
	nounRules = []rule{{"s", ""}, {"ses", "s"}, {"xes", "x"}, {"zes", "z"}, {"ches", "ch"}, {"shes", "sh"}, {"men", "man"}, {"ies", "y"}}
	verbRules = []rule{{"s", ""}, {"ies", "y"}, {"es", "e"}, {"es", ""}, {"ed", "e"}, {"ed", ""}, {"ing", "e"}, {"ing", ""}}
	adjRules  = []rule{{"er", ""}, {"est", ""}, {"er", "e"}, {"est", "e"}}
)

type rule struct{ suffix, base string }

// applyRules appends to dst the lemmas of part of speech pos that the rules
// make of w+end, each rule applied to w.
func applyRules(dst []ID, n0 int, w, end string, rules []rule, pos POS) []ID {
	for _, r := range rules {
		if !strings.HasSuffix(w, r.suffix) {
			continue
		}
		if id := find(w[:len(w)-len(r.suffix)], r.base, end); id != 0 && id.POS()&pos != 0 {
			dst = appendNew(dst, n0, id)
		}
	}
	return dst
}

// appendNew appends id to dst unless dst[n0:] holds it.
func appendNew(dst []ID, n0 int, id ID) []ID {
	for _, d := range dst[n0:] {
		if d == id {
			return dst
		}
	}
	return append(dst, id)
}

// findForm returns the index of w among the exception lists' forms.
func findForm(w string) (int, bool) {
	lo, hi := 0, numForms
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch strings.Compare(w, excText[u32(excOff, m):u32(excOff, m+1)]) {
		case 0:
			return m, true
		case 1:
			lo = m + 1
		default:
			hi = m
		}
	}
	return 0, false
}

// A lemma's edges, in lemmaEdges from lemmaRec[id-1] to lemmaRec[id], are
// 24-bit values: a tag in the top two bits and a number below. A sense's
// number is its synset's, with capitalBit set where the synset writes the
// lemma with a capital ("Singer", Isaac Singer, of "singer"). Senses come
// first, in WordNet's order, nouns, verbs, adjectives, adverbs (the synset
// numbers of each part of speech end at nounEnd, verbEnd, adjEnd, advEnd);
// then the related lemmas' IDs, sorted; then the antonyms' IDs, sorted.
const (
	tagSense   = 0
	tagRelated = 1
	tagAntonym = 2
	tagShift   = 22
	valueMask  = 1<<tagShift - 1
	capitalBit = 1 << (tagShift - 1)
	senseMask  = capitalBit - 1
)

// edges returns the range of lemmaEdges holding the edges of id tagged tag.
func edges(id ID, tag uint32) (lo, hi int) {
	if !id.valid() {
		return 0, 0
	}
	start, end := int(u24(lemmaRec, int(id)-1)), int(u24(lemmaRec, int(id)))
	// The first edge tagged tag or higher, then the first tagged higher.
	lo, hi = start, end
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if u24(lemmaEdges, m)>>tagShift < tag {
			lo = m + 1
		} else {
			hi = m
		}
	}
	first := lo
	hi = end
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if u24(lemmaEdges, m)>>tagShift <= tag {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return first, lo
}

// hasEdge reports whether a has an edge tagged tag to b.
func hasEdge(a, b ID, tag uint32) bool {
	lo, hi := edges(a, tag)
	want := tag<<tagShift | uint32(b)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch v := u24(lemmaEdges, m); {
		case v == want:
			return true
		case v < want:
			lo = m + 1
		default:
			hi = m
		}
	}
	return false
}

// Related reports whether a and b are the same lemma or are linked, in
// either direction, by one of these pointers of WordNet between some of
// their senses: derivationally related form (+: death, die; production,
// produce), pertainym (\: american, america; turkish, turkey) or participle
// (<). Attributes are not related forms: they link opposites (high, low)
// to one noun (height).
func Related(a, b ID) bool {
	if a == b {
		return a.valid()
	}
	return hasEdge(a, b, tagRelated)
}

// Antonym reports whether some sense of a and some sense of b are antonyms
// (!) in WordNet, in either direction: rise, fall; win, lose. A satellite
// adjective takes the antonyms of the head of its cluster, which it is
// similar to (&), as WordNet's indirect antonyms: "soaring" is similar to
// "high", an antonym of "low", so soaring and low are antonyms.
func Antonym(a, b ID) bool { return hasEdge(a, b, tagAntonym) }

// partOf returns the index of the part of speech of synset s: 0 for nouns,
// 1 for verbs, 2 for adjectives, 3 for adverbs.
func partOf(s uint32) int {
	switch {
	case s < nounEnd:
		return 0
	case s < verbEnd:
		return 1
	case s < adjEnd:
		return 2
	}
	return 3
}

// firstSenses calls yield for each of the first n senses of each part of
// speech of id until yield returns true, and reports whether it did. With
// common, the senses that write a lemma that is not a proper noun with a
// capital are passed over.
func firstSenses(id ID, n int, nounsAndVerbs, common bool, yield func(s uint32) bool) bool {
	lo, hi := edges(id, tagSense)
	part, count := -1, 0
	common = common && !id.Proper()
	for i := lo; i < hi; i++ {
		e := u24(lemmaEdges, i)
		s := e & senseMask
		if p := partOf(s); p != part {
			part, count = p, 0
		}
		if nounsAndVerbs && part > 1 {
			break
		}
		if common && e&capitalBit != 0 {
			continue
		}
		if count++; count <= n && yield(s) {
			return true
		}
	}
	return false
}

// Synonym reports whether a and b share a synset among the first
// SynonymSenses senses of each part of speech of each: movie and film.
// A lemma is its own synonym.
func Synonym(a, b ID) bool {
	if a == b {
		return a.valid()
	}
	var sa [4 * SynonymSenses]uint32
	n := 0
	firstSenses(a, SynonymSenses, false, false, func(s uint32) bool {
		sa[n] = s
		n++
		return false
	})
	return firstSenses(b, SynonymSenses, false, false, func(s uint32) bool {
		for _, t := range sa[:n] {
			if t == s {
				return true
			}
		}
		return false
	})
}

// IsA reports whether some noun or verb sense of a, among the first
// IsASenses of its part of speech, reaches a sense of b through hypernym
// (@) or instance-hypernym (@i) links in at most IsADepth steps: a novel
// is a book, canada is a country, and a film is a movie (none, being
// synonyms). A book is not a novel. A lemma that is not a proper noun is
// read in the senses that write it in lower case: a singer is a
// musician, but not, as Isaac Singer was, an inventor.
func IsA(a, b ID) bool { return isA(a, b, IsASenses) }

// IsAFirst is IsA in a's first noun and first verb sense only: a puppy is
// a dog, and not, as it is in a later sense, a person.
func IsAFirst(a, b ID) bool { return isA(a, b, 1) }

func isA(a, b ID, senses int) bool {
	if !a.valid() || !b.valid() {
		return false
	}
	// b's noun and verb senses, which come first, and a 256-bit filter of
	// them, so that most synsets IsA passes are ruled out without a scan.
	t := target{}
	t.lo, t.hi = edges(b, tagSense)
	for i := t.lo; i < t.hi; i++ {
		s := u24(lemmaEdges, i) & senseMask
		if s >= verbEnd {
			t.hi = i
			break
		}
		t.filter[s>>6&3] |= 1 << (s & 63)
	}
	if t.lo == t.hi {
		return false
	}
	return firstSenses(a, senses, true, true, func(s uint32) bool {
		return t.reaches(s, 0)
	})
}

// A target is the noun and verb senses of IsA's b, lemmaEdges[lo:hi].
type target struct {
	lo, hi int
	filter [4]uint64
}

// reaches reports whether synset s, or a hypernym of it at most IsADepth-d
// steps up, is one of t's senses.
func (t *target) reaches(s uint32, d int) bool {
	if t.filter[s>>6&3]&(1<<(s&63)) != 0 {
		for i := t.lo; i < t.hi; i++ {
			if u24(lemmaEdges, i)&senseMask == s {
				return true
			}
		}
	}
	if d == IsADepth || s >= verbEnd {
		return false
	}
	for i, end := int(u24(hyperOff, int(s))), int(u24(hyperOff, int(s)+1)); i < end; i++ {
		if t.reaches(u24(hyper, i), d+1) {
			return true
		}
	}
	return false
}

// u32 returns the i'th little-endian uint32 of s, as an int.
func u32(s string, i int) int {
	s = s[4*i : 4*i+4]
	return int(uint32(s[0]) | uint32(s[1])<<8 | uint32(s[2])<<16 | uint32(s[3])<<24)
}

// u24 returns the i'th little-endian 24-bit number of s.
func u24(s string, i int) uint32 {
	s = s[3*i : 3*i+3]
	return uint32(s[0]) | uint32(s[1])<<8 | uint32(s[2])<<16
}
