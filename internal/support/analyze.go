package support

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/internal/lexicon"
	"github.com/verbatim-go/verbatim/internal/sentence"
	"github.com/verbatim-go/verbatim/internal/words"
	"github.com/verbatim-go/verbatim/normalize"
	"github.com/verbatim-go/verbatim/numbers"
)

// A Text is a claim or a passage of evidence reduced to what the engine
// compares: its content words in order, each with its clause, its form and
// the negation and modal cues whose scope holds it; its anchors (numbers,
// identifiers, names and parties); its bounds and its conditions. A Text is
// immutable and safe for concurrent use.
type Text struct {
	src  string
	lang Lang
	// classes holds the word classes of the text's words, for the checks
	// that read only a text with a word of theirs (see mayHave); if
	// marksLazy, they are not read (a text not in English), and
	// Text.hasQuantifier reads the text. joins reports that the text has
	// a join of clauses (" and ", " but ", " while ", "; ") or more
	// than one sentence; sentStarts holds where each sentence after the
	// first starts, as internal/sentence splits the text (nil for one).
	// Both are read for a passage only.
	classes          wordClass
	marksLazy, joins bool
	sentStarts       []int32
	toks             []tok
	cues             []cueAt
	segs             int32 // number of scope segments (see tok.seg)
	funcs            []fword
	conds            []cond
	idents           []ident
	nwords           []numWord
	nums             []numbers.Token // digits and, in English, number words, in order
	words            []bool          // by nums: written in words
	months           []monthAt
	bounds           []bound
	// clauses are the text's clauses (see clausesOf), read with the text
	// where the clause checks may ask for them, when clauseRead.
	clauses    []clause
	clauseRead bool
	// qtys are the text's numbers read for comparison (see quantitiesOf),
	// read with a passage's analysis, when qtysRead.
	qtys     []numQty
	qtysRead bool
	// cuts are where the conjuncts of a passage with two or more
	// numbers begin (see conjunctCuts), read with its analysis, when
	// cutsRead.
	cuts     []int32
	cutsRead bool
	// pronoun is the third-person pronoun that opens a passage (see
	// openingPronoun), read with its analysis, when pronounRead.
	pronoun     string
	pronounRead bool
	// excepts reports that the text may except something from what it
	// says: it holds "xcept" or "xcluding" (see excepted).
	excepts bool
	// phrases holds, by bit, which of textPhrases the text has, read with
	// a passage (phrasesRead) for the checks that ask it of every claim.
	phrases     uint16
	phrasesRead bool
}

// The phrases of textPhrases, by bit.
const (
	phraseAs    = iota // " as "
	phraseFor          // " for "
	phraseUntil        // " until ", in either case (see indexFold)
	phraseBefore
	phraseOffered
	phraseWill
	phraseFrom
	phraseParts // " of whom", " of which", " of them" (see partWords)
	phraseHedge // "usually", "often" (see hedgeList)
	numPhrases
)

// textPhrases are the phrases checks look for in a passage before they
// read it, mostly to find it has none: the ones of the two first marks
// as written, the others as indexFold finds them.
var textPhrases = [numPhrases][]string{
	phraseAs: {" as "}, phraseFor: {" for "}, phraseUntil: {" until "}, phraseBefore: {" before "},
	phraseOffered: {"offered "}, phraseWill: {"will "}, phraseFrom: {"from "}, phraseParts: partWords[:],
	phraseHedge: hedgeList[:],
}

// readPhrases returns the bits of the phrases of textPhrases src has.
func readPhrases(src string) uint16 {
	var bits uint16
	for m := range textPhrases {
		if phraseIn(src, m) {
			bits |= 1 << m
		}
	}
	return bits
}

// phraseIn reports whether src has phrase m of textPhrases.
func phraseIn(src string, m int) bool {
	for _, p := range textPhrases[m] {
		if m <= phraseFor && strings.Contains(src, p) || m > phraseFor && indexFold(src, p) >= 0 {
			return true
		}
	}
	return false
}

// hasPhrase reports whether the text has phrase m of textPhrases: read
// with a passage, once, or here for other text.
func (t *Text) hasPhrase(m int) bool {
	if !t.phrasesRead {
		return phraseIn(t.src, m)
	}
	return t.phrases&(1<<m) != 0
}

// A monthAt is the name of a month written outside a date: "in May".
type monthAt struct {
	month      int
	start, end int32
}

// Source returns the text that was analysed.
func (t *Text) Source() string { return t.src }

// A tok is one content word.
type tok struct {
	word       string // the folded word, or a bigram of an unspaced script
	stem       string
	alt        string // the stem of the word's base, when it differs: "fell" has "fall", "highest" "high"
	start, end int32  // byte range in the original text
	seg        int32  // scope segment, how far a negation or modal reaches: broken by punctuation, "but", "unless"
	phr        int32  // the verb phrase it opens with the word after it ("took place"), for phraseAt; 0 for none
	negs       uint8  // number of negations whose scope holds it, concord words aside
	concord    bool   // a concord negation ("nada", "jamais", "nor") holds it
	class      cueClass
	dup        bool // an earlier token has the same stem
	flags      tokFlag
	pos        lexicon.POS // the parts of speech of the word's lemmas, where fEnglish
}

type tokFlag uint16

const (
	fCap       tokFlag = 1 << iota // written with a capital letter
	fInitial                       // the first word of a sentence
	fName                          // an anchor: a name, an acronym, an abbreviation or a party
	fParty                         // a defined party of a contract: Landlord, Tenant, Buyer
	fPrefixNeg                     // negated by its own prefix: "nonrefundable" is "refundable" negated
	fLexNeg                        // a lexical negation: "denied", "failed"
	fBy                            // right after "by": an agent
	fBigram                        // a bigram of an unspaced script
	fAcronym                       // written in capitals: NASA, USA
	fAfterPrep                     // a preposition stands between the word before and this one
	fCommonUse                     // a common word that the text also uses in a name: "Vatican City is a city"
	fNoContent                     // a word that says nothing of the text's own: an attribution's ("The agreement says" before a quotation), the noun of "in no event"
	fASCII                         // a word of the letters a to z only, as isASCIIWord reads it
	fEnglish                       // read by readEnglish: fVerbForm holds verbForm of the word
	fVerbForm                      // verbForm of the word, where fEnglish
)

// verbForm is verbForm(t.word), from the flag the token's analysis set
// where it read the word as English: the checks ask it of the same words
// many times, and a flag costs no lookup in the memo.
func (t *tok) verbForm() bool {
	if t.is(fEnglish) {
		return t.is(fVerbForm)
	}
	return verbForm(t.word)
}

// hasPOS is hasPOS(t.word, pos), from the parts of speech the token's
// analysis read where it read the word as English: the checks ask them of
// the same words many times.
func (t *tok) hasPOS(pos lexicon.POS) bool {
	if t.is(fEnglish) {
		return t.pos&pos != 0
	}
	return hasPOS(t.word, pos)
}

// noun is noun(t.word); verb is verb(t.word).
func (t *tok) noun() bool { return t.hasPOS(lexicon.Noun) }
func (t *tok) verb() bool { return t.hasPOS(lexicon.Verb) }

func (t *tok) is(f tokFlag) bool { return t.flags&f != 0 }

// negated reports whether t is negated: an odd number of negations hold it
// ("not without" cancels out), or only concord words do ("ne ... jamais",
// "no ... nada" negate once), or its own prefix does.
func (t *tok) negated() bool {
	n := t.negs
	if t.is(fPrefixNeg) {
		n++
	}
	return n%2 == 1 || t.negs == 0 && t.concord
}

// A cueAt is a negation or modal cue and its scope: the words
// toks[from:to].
type cueAt struct {
	word       string
	class      cueClass
	seg        int32 // the scope segment the cue stands in
	from, to   int
	at         int   // the index of the first word after the cue: non-decreasing over cues
	start, end int32 // the cue's byte range in the original text
	// elided reports a denial by ellipsis of the verb before it ("would
	// shorten recovery, but it did not"): what it denies is that the verb
	// happened, not that it was meant to.
	elided bool
	// finding reports a denial of a finding that reaches the clause after
	// it ("no evidence that the drug lowered …"): a flip names the verb
	// it denies there.
	finding bool
	// suffix reports a denial written after the word it denies: "free"
	// of "debt-free".
	suffix bool
}

// An fword is a function word of polarWords: "before", "above".
type fword struct {
	word       string
	at         int // the index of the first content word after it
	seg        int32
	start, end int32
	negated    bool
}

// A cond is a condition: its cue and the content words of its scope,
// toks[from:to].
type cond struct {
	cue        string
	from, to   int
	start, end int32 // the byte range of the cue and its scope
	kind       condKind
	value      int32 // where the amount a condValue restricts starts
	// number reports a condition of a number alone, which has no content
	// word: "except 2020", "other than in 2019".
	number bool
	// stop is where the scope ends, where it ends before its clause does
	// ("after the first year, except …"); 0 for the clause's end.
	stop int32
	// scoped reports a restriction of an amount, a time or a finding
	// ("30 days after receipt", "in mice", "15% off full-price shoes"),
	// which does not make the claim one that states a condition of its
	// own (see checker.conditions).
	scoped bool
}

// valueStart returns where the amount starts that a condition of a
// count's place or of a value restricts, or -1: a claim that does not
// give it drops no such condition.
func (c *cond) valueStart() int32 {
	switch c.kind {
	case condPlace:
		return c.start
	case condValue:
		return c.value
	}
	return -1
}

// condKind says what a condition restricts, and so when a claim drops it.
type condKind uint8

const (
	// condClause restricts its clause: "unless the owner cancels", "for
	// cause", "in mice". A claim drops it where it drops most of its
	// words.
	condClause condKind = iota
	// condPeople is a "for" group of people after a word other than one
	// of grantWords: "covers dental care for children". A claim that
	// says what a thing is ("X is a medication") drops none.
	condPeople
	// condOffset is a period before "after" or "before", which counts
	// from what follows: "30 days after receipt".
	condOffset
	// condPlace is a place after a count, where it holds: "2 million
	// customers in Europe"; it restricts only a claim that gives the
	// count, and its scope is names.
	condPlace
	// condWindow is a period within which a benefit holds ("refundable
	// within 30 days of purchase"): a claim drops it where it drops the
	// period's number.
	condWindow
	// condTenure is a time served after which a benefit holds ("after
	// five years of service", "after 60 days of employment"): a claim
	// drops it where it drops the period's number.
	condTenure
	// condValue restricts the amount or the term right before it, where
	// the condition starts: "$500 for water damage claims", "three years
	// for registered products"; it restricts only a claim that gives
	// that amount.
	condValue
)

// Scope limits, in content words.
const (
	maxScope     = 8
	maxBackScope = 4
)

// A cueRef is where a cue stands: before content word at, in clause seg.
type cueRef struct {
	at  int
	seg int32
}

// A raw is one word of the folded text before it is classified.
type raw struct {
	text       string // folded
	fs, fe     int32  // folded range
	start, end int32  // original range
	kind       rawKind
	cap, upper bool // the original starts with a capital; is all capitals
	camel      bool // the original starts in lower case and has a capital after: "iOS", "eBay"
	initial    bool
	gapBefore  string   // the folded text between the previous word and this one
	inNumber   bool     // inside a number token
	abbrev     bool     // a dotted abbreviation: u.s.
	num        bool     // a word of decimal digits only (words.IsNumber), read once for the checks of the words around it
	poss       bool     // written with "'s": "employee's"
	class      cueClass // for rawCue
	cls        wordClass
}

// camelCase reports whether w, a word of the original text, is ASCII
// letters that start in lower case and have a capital after the first:
// "iOS", "iPhone", "eBay", "macOS"; not "x", "k8s".
func camelCase(w string) bool {
	if len(w) < 3 || w[0] < 'a' || w[0] > 'z' {
		return false
	}
	upper := false
	for i := 1; i < len(w); i++ {
		switch c := w[i]; {
		case 'A' <= c && c <= 'Z':
			upper = true
		case c < 'a' || c > 'z':
			return false
		}
	}
	return upper
}

type rawKind uint8

const (
	rawWord rawKind = iota
	rawBigram
	rawBoundary // a clause boundary from punctuation
	rawCue      // a cue matched inside a run of Han and kana
)

// Analyze analyses s, read in language lang (Auto: detected). It folds s
// under normalize.Strict first, so that case, compatibility forms and
// invisible format characters do not matter.
func Analyze(s string, lang Lang) *Text { return analyze(s, lang, numbers.NewScan(s), true) }

// analyze is Analyze; clauses says whether to read the text's clauses
// with it, as a passage that a corpus keeps and checks share does. A
// claim's are read where a check asks for them.
func analyze(s string, lang Lang, sc *numbers.Scan, clauses bool) *Text {
	a := analysis{s: s, lang: lang, sc: sc, clauses: clauses}
	for n := range analysisSteps {
		a.step(n)
	}
	return a.t
}

// An analysis is analyze taken step by step, so that NewClaims can run
// each step over a batch of texts.
type analysis struct {
	s         string
	lang      Lang
	sc        *numbers.Scan
	clauses   bool
	m         *normalize.Text
	asciiOnly bool // the folded text is all ASCII, as detect may tell: no Han or kana to read cues in
	t         *Text
	buf       *[]raw
	raws      []raw
}

// analysisSteps counts the steps of an analysis.
const analysisSteps = 4

// step runs step n of a.
func (a *analysis) step(n int) {
	s, t := a.s, a.t
	switch n {
	case 0:
		a.m = normalize.Strict.Map(s)
		lang := a.lang
		if lang == Auto {
			lang, a.asciiOnly = detect(a.m.String())
		}
		t = &Text{src: s, lang: lang}
		a.t = t
		t.nums = eras(s, wordDecades(s, decades(s, centuries(s, a.sc.Tokens()))))
		t.bounds = findBounds(s, t.nums)
	case 1:
		a.buf = rawPool.Get().(*[]raw)
		raws := t.scan(a.m, (*a.buf)[:0], a.asciiOnly)
		classes := wordClasses[t.lang]
		for i := range raws {
			if raws[i].kind == rawWord && listed.mayHave(raws[i].text) {
				raws[i].cls = classes[raws[i].text]
			}
		}
		a.raws = raws
	case 2:
		t.classify(a.raws)
	case 3:
		a.finish()
	}
}

// finish is the last step of an analysis.
func (a *analysis) finish() {
	s, t, raws, clauses, lang := a.s, a.t, a.raws, a.clauses, a.t.lang
	if lang == English {
		t.markOpener()
		t.classes = marks(raws)
		if clauses { // a passage's, which the clause checks read
			t.sentStarts = sentenceStarts(s)
			t.joins = len(t.sentStarts) > 0 || hasSpaced(s, " but ") || hasSpaced(s, " and ") || hasSpaced(s, " while ") || strings.Contains(s, "; ")
		} else if innerStop(s) {
			// A claim of more than one sentence is read a sentence a
			// clause at least, as its passage is: one equal to its
			// passage is cut where the passage is.
			t.sentStarts = sentenceStarts(s)
		}
	} else {
		t.marksLazy = true
	}
	if cap(raws) <= maxPooledRaws {
		clear(raws) // drop the strings it holds
		*a.buf = raws[:0]
		rawPool.Put(a.buf)
	}
	a.raws, a.buf, a.m = nil, nil, nil
	t.nwords = mergeWords(t.nwords, unitNumbers(s, t.nums))
	if len(t.nwords) > 0 {
		t.mergeNumWords()
		t.bounds = findBounds(s, t.nums)
	} else {
		t.words = make([]bool, len(t.nums))
	}
	if lang == English && len(t.nums) > 0 {
		t.markTakes()
	}
	if lang == English {
		t.markAsLongAs()
		t.markHeldSteady()
		t.markAgeOld()
	}
	if clauses && lang == English && (len(t.nums) >= 2 || t.hasParty()) {
		// Read once with the text, which a corpus keeps, not once a check.
		t.clauses, t.clauseRead = clausesOf(t), true
	}
	if clauses {
		t.qtys, t.qtysRead = quantitiesOf(t), true
		if lang == English && len(t.nums) >= 2 {
			t.cuts, t.cutsRead = conjunctCuts(t), true
		}
	}
	if clauses && lang == English {
		t.pronoun, t.pronounRead = t.readOpeningPronoun(), true
		t.phrases, t.phrasesRead = readPhrases(s), true // read once, not once a check
	}
	t.excepts = strings.Contains(s, "xcept") || strings.Contains(s, "xcluding") || strings.Contains(s, "other than") || strings.Contains(s, "where but")
	for i := range t.toks {
		if !t.toks[i].is(fASCII) && isASCIIWord(t.toks[i].word) {
			t.toks[i].flags |= fASCII // read once, not once for each claim word a check tries
		}
	}
}

// marks returns the word classes of the words of raws.
func marks(raws []raw) (all wordClass) {
	for i := range raws {
		if raws[i].kind == rawWord {
			all |= raws[i].cls
		}
	}
	return all
}

// mayHave reports whether t may have a word of class c: it has one, or
// its marks are not read.
func (t *Text) mayHave(c wordClass) bool {
	return t.marksLazy || t.classes&c != 0
}

// hasQuantifier reports whether t has a word of quantifierLevels.
func (t *Text) hasQuantifier() bool {
	if !t.marksLazy {
		return t.classes&wcQuantifier != 0
	}
	at, _ := markWord(t.src, quantifierMark)
	return at >= 0
}

// clauseList returns the clauses of t.
func (t *Text) clauseList() []clause {
	if t.clauseRead {
		return t.clauses
	}
	return clausesOf(t)
}

// rawPool holds the scratch slices of Analyze: the raws of a text are
// read once, into its tokens, and dropped.
var rawPool = sync.Pool{New: func() any { return new([]raw) }}

// maxPooledRaws is the capacity of the largest scratch slice kept for
// reuse: a long text's slice goes to the garbage collector.
const maxPooledRaws = 1 << 12

// scan splits the folded text of m into words, bigrams and clause
// boundaries, appending them to out. A text known to be ASCII has no cues
// of Han and kana to look for.
func (t *Text) scan(m *normalize.Text, out []raw, asciiOnly bool) []raw {
	f := m.String()
	src := t.src
	out = slices.Grow(out, len(f)/5+2)
	prevEnd := 0
	prevOrig := 0
	sentenceStart := true
	ni := 0 // next number token that may hold a word
	words.Each(f, func(w words.Word) {
		gap := ""
		if w.Start >= prevEnd {
			gap = f[prevEnd:w.Start]
		}
		os, oe := m.Span(w.Start, w.End)
		newline := os-prevOrig > 1 && lineBreak(src[prevOrig:os]) // one byte breaks no line
		prevOrig = max(prevOrig, oe)
		midName := !newline && (gap == ". " || gap == ".") && (middleInitial(out, src[os:]) || afterHonorific(out) || afterPlaceTitle(out, src[os:]))
		// Most gaps are one space, which ends no sentence, no clause and
		// no word.
		plain := gap == " "
		if (newline || !plain && endsSentence(gap)) && !midName {
			sentenceStart = true
		}
		r, _ := utf8.DecodeRuneInString(w.Text)
		if words.Unspaced(r) {
			if newline || boundaryGap(gap) {
				out = append(out, raw{kind: rawBoundary, fs: int32(w.Start)})
			}
			out = append(out, raw{kind: rawBigram, text: w.Text, fs: int32(w.Start), fe: int32(w.End), start: int32(os), end: int32(oe)})
			prevEnd = max(prevEnd, w.End)
			sentenceStart = false
			return
		}
		if n := len(out); n > 0 && !plain && out[n-1].kind == rawWord && isApostrophe(gap) && !newline {
			p := &out[n-1]
			if w.Text != "s" && (t.lang != English || !contractionTails[w.Text]) {
				p.text += w.Text // "don't" → "dont", "n'est" → "nest"; "she'll" is "she", not "shell"
				p.num = words.IsNumber(p.text)
			}
			p.fe, p.end = int32(w.End), int32(oe) // "Chinatown's" is "chinatown"
			p.poss = w.Text == "s"
			prevEnd = w.End
			return
		}
		if n := len(out); n > 0 && out[n-1].kind == rawWord && gap == "." && utf8.RuneCountInString(w.Text) == 1 &&
			(out[n-1].abbrev || utf8.RuneCountInString(out[n-1].text) == 1) && isLetterWord(w.Text) && isLetterWord(out[n-1].text) {
			// "u.s.", "e.g.": one word.
			p := &out[n-1]
			p.text += "." + w.Text
			p.fe, p.end = int32(w.End), int32(oe)
			p.abbrev, p.num = true, false
			prevEnd = w.End
			return
		}
		if (newline || !plain && boundaryGap(gap)) && !midName && !numberMark(out, gap, w.Text) {
			out = append(out, raw{kind: rawBoundary, fs: int32(w.Start)})
		}
		out = append(out, raw{text: w.Text, fs: int32(w.Start), fe: int32(w.End), start: int32(os), end: int32(oe), gapBefore: gap, initial: sentenceStart, num: words.IsNumber(w.Text)})
		rw := &out[len(out)-1]
		if os < len(src) {
			c, _ := utf8.DecodeRuneInString(src[os:])
			rw.cap = unicode.IsUpper(c)
			rw.upper = rw.cap && allUpper(src[os:oe])
			rw.camel = !rw.cap && camelCase(src[os:oe])
		}
		for ni < len(t.nums) && t.nums[ni].End <= os {
			ni++
		}
		if ni < len(t.nums) && t.nums[ni].Start <= os && oe <= t.nums[ni].End {
			rw.inNumber = true
		}
		for _, b := range t.bounds {
			if int(b.start) <= os && oe <= t.nums[b.tok].Start {
				rw.inNumber = true // "at least", "fewer than": the bound is checked with its number
			}
			if n := t.nums[b.tok]; int(b.start) == n.Start && os >= n.End && oe <= n.Start+len(b.phrase) {
				rw.inNumber = true // "or newer", "and upwards" after it
			}
		}
		prevEnd = w.End
		if !rw.num {
			sentenceStart = false
		}
	})
	if prevEnd < len(f) && boundaryGap(f[prevEnd:]) {
		out = append(out, raw{kind: rawBoundary, fs: int32(len(f))})
	}
	if asciiOnly {
		return out
	}
	return mergeCJK(out, cjkEvents(f, m))
}

// contractionTails are the English endings after an apostrophe that
// stand for an auxiliary ("she'll", "we'd", "I'm", "they're", "we've"):
// the word before them is read alone.
var contractionTails = setOf(`ll d m re ve`)

// timeAdverb reports whether the English word w is an adverb and a noun
// but no adjective, as "today" and "yesterday" are: a sentence may open
// with it before a name ("Today Saint Laurent markets …"), of which it is
// no part. "Sweet" of "Sweet Home Alabama" is an adjective too.
func timeAdverb(w string) bool {
	return hasPOS(w, lexicon.Adv) && !hasPOS(w, lexicon.Adj)
}

// polarOfNoun reports whether raw word k, a polar word that bounds a
// number, is followed by an article, the number and a word: the noun the
// number qualifies, which the polar word places too ("above the 10.5%
// regulatory minimum").
func polarOfNoun(raws []raw, k int) bool {
	if _, ok := polarWords[raws[k].text]; !ok || k+3 >= len(raws) || !articles[raws[k+1].text] || !raws[k+2].num {
		return false
	}
	j := k + 3
	for j < len(raws) && (raws[j].num || raws[j].inNumber) {
		j++
	}
	return j < len(raws) && raws[j].kind == rawWord
}

// stopAcronyms are acronyms spelled as English function words, read as
// names where written in capitals in a text that is not all titles: "the
// WHO", "the IT team", "a GET request".
// Words often written in capitals for emphasis ("NOT", "ONLY") are not
// among them.
var stopAcronyms = setOf(`who it get us`)

// capsNames are common English words that, written in capitals, are
// names: the methods of HTTP ("accepts POST requests").
var capsNames = setOf(`get put post delete patch head options`)

// middleInitial reports whether the last word of out is a capital
// letter after a name's word or another initial, and the text next, the
// rest of the source from the word after the initial's full stop, opens
// with a capitalised word that is no stopword, where the two words
// around the initial are not both common words: the "W." of "George W.
// Bush" ends no sentence; the "B." of "Plan B. Rents rose" does.
func middleInitial(out []raw, next string) bool {
	n := len(out)
	if n < 2 || out[n-1].kind != rawWord || !out[n-1].cap || utf8.RuneCountInString(out[n-1].text) != 1 {
		return false
	}
	w := firstWord(next)
	if c, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(c) || stopwords[English][strings.ToLower(w)] {
		return false
	}
	if utf8.RuneCountInString(w) == 1 && strings.HasPrefix(next[len(w):], ".") {
		return true // "J. R. Hale"
	}
	p := &out[n-2]
	if p.kind == rawBoundary && n >= 3 {
		p = &out[n-3] // the full stop of an initial before: "J. R. Hale"
	}
	return p.kind == rawWord && p.cap && !stopwords[English][p.text] && (utf8.RuneCountInString(p.text) == 1 || !commonWord(p.text) || !commonWord(strings.ToLower(w)))
}

// firstWord returns the letters that open s.
func firstWord(s string) string {
	for i, r := range s {
		if !unicode.IsLetter(r) {
			return s[:i]
		}
	}
	return s
}

// lineBreak reports whether the text between two words breaks the line
// as a paragraph or a list does: a blank line, or a line that starts
// with a list, heading, table or quotation mark. A line broken only to
// wrap the text ("is not\nrefundable") goes on with the same clause.
func lineBreak(gap string) bool {
	if len(gap) < 2 {
		return false // the common case, one space; a lone line break only wraps the line
	}
	i := strings.IndexByte(gap, '\n')
	if i < 0 {
		return false
	}
	rest := strings.TrimLeft(gap[i+1:], " \t\r")
	if rest == "" {
		return false // the next word opens a wrapped line
	}
	switch rest[0] {
	case '\n', '-', '*', '#', '|', '>', '+':
		return true
	}
	return strings.HasPrefix(rest, "•") || strings.HasPrefix(rest, "·")
}

// endsSentence reports whether the gap between two words ends a sentence.
// afterHonorific reports whether the last word of out is a title written
// before a name, whose full stop ends no sentence: "Dr. Lee".
func afterHonorific(out []raw) bool {
	n := len(out)
	return n > 0 && out[n-1].kind == rawWord && honorifics[out[n-1].text]
}

// placeTitles are the abbreviations that open a place's name: "St.
// Helens", "Mt. Hood", "Ft. Worth".
var placeTitles = setOf(`st mt ft`)

// afterPlaceTitle reports whether the last raw word of out is one of
// placeTitles and rest, the text from the next word on, starts with a
// capital: the name goes on past the abbreviation's full stop.
func afterPlaceTitle(out []raw, rest string) bool {
	n := len(out)
	if n == 0 || out[n-1].kind != rawWord || !out[n-1].cap || !placeTitles[out[n-1].text] || rest == "" {
		return false
	}
	c, _ := utf8.DecodeRuneInString(rest)
	return unicode.IsUpper(c)
}

func endsSentence(gap string) bool {
	// A loop, not strings.ContainsAny: most gaps are one space, and the
	// set holds runes of more than one byte.
	for _, r := range gap {
		switch r {
		case '.', '!', '?', ':', ';', '。', '！', '？', '•', '*':
			return true
		}
	}
	return false
}

func isLetterWord(w string) bool {
	for _, r := range w {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return w != ""
}

// allUpper reports whether the letters of s are all capitals and there are
// at least two.
func allUpper(s string) bool {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			if !unicode.IsUpper(r) {
				return false
			}
			n++
		}
	}
	return n >= 2
}

// classify turns the raw words into content words, cues, clause
// boundaries, conditions, function words, identifiers and number words,
// and sets the scopes of the cues.
func (t *Text) classify(raws []raw) {
	lang := t.lang
	english := lang == English
	t.toks = make([]tok, 0, maxToks(raws))
	t.idents = dropNumberIdents(findIdents(t.src, raws), t.nums)
	t.nwords = findNumWords(raws, lang)
	title := english && titleCase(raws)
	seg := int32(0)
	addCue := func(w string, class cueClass, r *raw) { t.addCue(w, class, r, seg) }
	nw := 0 // next number word
	prefixNeg, afterPrep := false, false
	for k := 0; k < len(raws); k++ {
		r := &raws[k]
		switch r.kind {
		case rawBoundary:
			seg++
			continue
		case rawBigram:
			t.toks = append(t.toks, tok{word: r.text, stem: r.text, start: r.start, end: r.end, seg: seg, flags: fBigram})
			continue
		case rawCue:
			addCue(r.text, r.class, r)
			continue
		}
		w := r.text
		var lexNeg bool // a lexical negation: "refused", "banned from"
		// next returns the word d after this one, or before it for d < 0.
		next := func(d int) string {
			if k+d >= 0 && k+d < len(raws) && raws[k+d].kind == rawWord {
				return raws[k+d].text
			}
			return ""
		}
		if english && (w == "bi" || w == "semi") && k+1 < len(raws) && raws[k+1].kind == rawWord && raws[k+1].gapBefore == "-" && rateWords[raws[k+1].text] != "" {
			// "bi-weekly" is "biweekly", no "weekly".
			n := &raws[k+1]
			n.text, n.start, n.fs, n.gapBefore, n.cap, n.initial = w+n.text, r.start, r.fs, r.gapBefore, r.cap, r.initial
			continue
		}
		if english && w == "out" && k+2 < len(raws) && raws[k+1].text == "of" && raws[k+1].gapBefore == "-" && raws[k+2].kind == rawWord && raws[k+2].gapBefore == "-" && raws[k+2].text != "date" {
			prefixNeg = true // "out-of-network" is not "in-network"; but "out-of-date" is "old"
			k++              // past "of"
			continue
		}
		if english {
			if p, ok := conditionAt(raws, k); ok {
				start := raws[k-strings.Count(p, " ")].start
				if n := len(t.conds); n == 0 || t.conds[n-1].end <= start {
					cd := cond{cue: p, from: len(t.toks), start: start, end: r.end, stop: exceptedEnd(raws, k, p)}
					if v := t.pairedValueBefore(raws, k); v >= 0 {
						cd.kind, cd.value, cd.scoped = condValue, v, false // "5% excluding fees", beside "6% including fees"
					}
					t.conds = append(t.conds, cd)
				} // else a cue inside the one before: "for cause" of "only for cause"
			} else if (w == "when" || w == "whenever") && ruleWhenAhead(raws, k) {
				// "The fee is waived when the balance stays above
				// $1,500": a rule's case, as "if" opens one.
				if n := len(t.conds); n == 0 || t.conds[n-1].end <= r.start {
					t.conds = append(t.conds, cond{cue: w, from: len(t.toks), start: r.start, end: r.end})
				}
			} else if r.cls&wcPreposition != 0 || w == "to" || w == "by" || w == "without" || w == "off" || w == "including" {
				// A cue of one word, whose condition runs after it.
				opens, kind := true, condClause
				scoped := true   // a restriction of what the clause gives, not a condition of it
				start := r.start // where the condition is quoted from
				valueAt := int32(-1)
				stop := int32(0) // where its scope ends, if before its clause does
				if w == "for" {
					valueAt = t.valueBefore(raws, k)
				}
				switch {
				case w == "on" && basisAhead(raws, k):
					scoped = false
					// "rose 8% on an adjusted basis", "on a constant-currency
					// basis": the measure the figure holds on.
				case w == "on" && k+1 < len(raws) && recurringDays[raws[k+1].text] && !(k > 0 && t.numberRaw(&raws[k-1])):
					// "free on Sundays", "closed on public holidays": the
					// days it holds on, again and again; not a value's own
					// days ("at 8 on Mondays and 11 on Fridays"), which are
					// compared with it.
					stop = raws[k+1].end
					if k+2 < len(raws) && raws[k+1].text == "public" {
						stop = raws[k+2].end
					}
				case w == "on" && k+1 < len(raws) && recurringDays[raws[k+1].text] && numberRightBefore(t, r.start) >= 0:
					// "opens at 9am on weekdays": the days the value
					// holds on, compared with it.
					scoped, kind, valueAt = false, condValue, int32(t.nums[numberRightBefore(t, r.start)].Start)
					stop = raws[k+1].end
				case k+1 < len(raws) && dataState(w, raws[k+1].text):
					// "encrypted in transit", "at rest": the state of the
					// data it holds for.
					scoped, stop = false, raws[k+1].end
				case (w == "in" || w == "for") && numberRightBefore(t, r.start) >= 0 && reportPeriodAhead(raws, k):
					// "15% in the fourth quarter", "12% for the full year":
					// the period a figure is of, compared with it.
					scoped, kind, valueAt = false, condValue, int32(t.nums[numberRightBefore(t, r.start)].Start)
				case (w == "in" || w == "at") && termsAhead(raws, k) || (w == "in" || w == "under") && casesAhead(raws, k):
					scoped, stop = false, raws[k+2].end
					if k+3 < len(raws) && raws[k+3].text == "rates" {
						stop = raws[k+3].end // "at constant exchange rates"
					}
					// "in real terms", "in some cases": the terms a figure is
					// given in, the cases a rule holds in.
				case onlyAhead(raws, k):
					scoped = false
					// "approved for adults only", "sold in Europe only": the
					// phrase that "only" closes restricts as "only for" does.
				case (w == "with" || w == "on") && planAhead(raws, k) && !(k+1 < len(raws) && universals[raws[k+1].text]):
					scoped = false
					// "limited to 100 MB on the free tier", "with a
					// Premium subscription": the plan it holds on; "on
					// both plans", "on all plans" hold on every one.
				case (w == "with" || w == "on" || w == "upon") && noticeAhead(raws, k):
					scoped = false
					// "may end the contract with 30 days' notice", "on
					// written notice": a term of the right the claim must
					// not drop; "without notice" widens it.
				case (w == "with" || w == "without") && consentAhead(raws, k):
					scoped = false
					// "with the landlord's written consent", "with their
					// manager's prior approval", "without consent": a
					// permission the claim must not drop.
				case (w == "for" || w == "within" && t.periodAhead(raws, k)) && k > 0 && raws[k-1].kind == rawWord && grantWords[raws[k-1].text]:
					if w == "within" {
						scoped, kind = true, condWindow
					} else {
						scoped = false
					}
					// "free for members", "waived for students", "approved
					// for adults": whom a benefit or a licence is for;
					// "refundable within 14 days": when.
				case (w == "in" || w == "on" || w == "at") && k > 0 && raws[k-1].kind == rawWord && allowWords[raws[k-1].text] && k+1 < len(raws) && raws[k+1].kind == rawWord && !t.numberRaw(&raws[k+1]):
					scoped = false
					// "Pets are allowed in designated rooms", "Smoking is
					// permitted on the balcony": where it is.
				case w == "after" && t.tenureAhead(raws, k):
					scoped, kind = false, condTenure
					// "25 days of leave after five years of service": when
					// it holds.
				case w == "after" && waitingAhead(raws, k):
					scoped = false
					// "covers it after a 12-month waiting period": when it
					// holds.
				case (w == "after" || w == "before") && t.periodBefore(raws, k) >= 0 && !(w == "before" && gerundAfter(raws, k) && forBefore(raws, t.periodBefore(raws, k))):
					// "due 30 days after receipt": when, counted from
					// what follows; not "keeps it for 30 days before
					// deleting it", which says what comes next.
					kind, start = condOffset, raws[t.periodBefore(raws, k)].start
				case (w == "before" || w == "without") && valueRightBefore(t, r.start) >= 0 && deductionAhead(raws, k):
					// "$5 million before tax", "€30,000 before incentives",
					// "1.2 kg without the battery": what the value is
					// reckoned without.
					scoped, kind, valueAt = false, condValue, int32(t.nums[valueRightBefore(t, r.start)].Start)
				case w == "in" && k+1 < len(raws) && settingWords[raws[k+1].text]:
					// "95% effective in trials", "reversed the disease in
					// mice": where it was found to hold.
				case (w == "in" || w == "among") && peopleAhead(raws, k):
					scoped, kind = false, condPeople
					// "reduced the risk of stroke in older men": whom it
					// was found to hold for.
				case w == "during" && k+2 < len(raws) && partOfDayWords[raws[k+1].text] && raws[k+2].text == "hours":
					// "every 15 minutes during peak hours": when it holds.
				case w == "to" && k > 0 && raws[k-1].text == "free" && k+1 < len(raws) && freeToWords[raws[k+1].text]:
					// "free to download": free of one charge only.
					start = raws[k-1].start
				case w == "to" && k > 0 && easeWords[raws[k-1].text] && k+1 < len(raws) && raws[k+1].kind == rawWord && verb(raws[k+1].text):
					// "cheaper to run", "safe to eat": so in one use only.
					start = raws[k-1].start
				case w == "in" && placeAhead(raws, k) && t.countBefore(raws, k) >= 0:
					// "2 million customers in Europe": where the count holds.
					kind, start = condPlace, int32(t.countBefore(raws, k))
				case (w == "in" || w == "within") && firstPeriodAhead(raws, k):
					// "sold a million copies in its first week": when.
				case w == "after" && t.spanAhead(raws, k) && numberRightBefore(t, r.start) >= 0 && (ruleBefore(raws, k) || risesTo(raws, t.nums[numberRightBefore(t, r.start)].Start)):
					scoped, kind, valueAt = false, condValue, int32(t.nums[numberRightBefore(t, r.start)].Start)
					stop = t.spanEnd(raws, k)
					// "rising to 25 after five years": when the value
					// holds, compared with it.
				case w == "after" && (k == 0 || r.initial) && t.spanAhead(raws, k) && ruleAfter(raws, k):
					stop = t.spanEnd(raws, k)
					// "After five years, staff get 25 days of leave": when
					// the rule after it holds.
				case w == "after" && t.spanAhead(raws, k) && ruleBefore(raws, k):
					stop = t.spanEnd(raws, k)
					// "may terminate the lease after the first year",
					// "after one year": when it holds.
				case w == "off" && k > 0 && t.percentEndsAt(raws[k-1].end) && k+1 < len(raws) && raws[k+1].kind == rawWord && quantifierLevels[raws[k+1].text] != 5 && raws[k+1].text != "any":
					// "10% off full-price items": what the discount is of;
					// "off every order" restricts nothing.
				case w == "for" && valueAt >= 0:
					scoped, kind = false, condValue // a claim's price for some is a condition of its own, compared as one
					// "The deductible is $250 for water damage claims",
					// "costs $40 for international orders": what the
					// price holds for.
				case w == "for" && peopleAhead(raws, k):
					scoped = false
					// "covers dental care for children": whom it holds for.
					kind = condPeople
				default:
					opens = false
				}
				if alt := t.otherValueBefore(raws, k); opens && alt >= 0 {
					// "20 days, rising to 25 after five years of
					// service": the condition is the other value's.
					scoped, kind, valueAt = false, condValue, alt
				} else if v := t.pairedValueBefore(raws, k); v >= 0 {
					// "4% before tax and 3% after tax": each value's own.
					opens, scoped, kind, valueAt = true, false, condValue, v
				}
				if opens {
					cd := cond{cue: w, from: len(t.toks), start: start, end: r.end, kind: kind, scoped: scoped, stop: stop}
					if kind == condValue {
						cd.value = valueAt
					}
					t.conds = append(t.conds, cd)
				}
			}
		}
		for nw < len(t.nwords) && t.nwords[nw].end <= r.start {
			nw++
		}
		inWord := nw < len(t.nwords) && t.nwords[nw].start <= r.start
		if english && w == "times" && k > 0 && (numberAt(raws, k-1) && ratePeriodAt(raws, k+1) || next(1) == "as" && t.numberRaw(&raws[k-1]) ||
			countTimes(raws, k) && t.numberRaw(&raws[k-1])) ||
			english && w == "time" && k > 0 && r.gapBefore == "-" && t.numberRaw(&raws[k-1]) {
			continue // "2 times a day", "two times as likely", "renewed two times", "a two-time winner": the count's word, as in "twice a day"
		}
		if r.num || r.inNumber || inWord {
			if english && inWord && w == "first" || english && r.inNumber && !r.num && polarOfNoun(raws, k) {
				// An ordinal, and the opposite of "last": "the first
				// state to leave" against "the last state to leave". A
				// bound of the noun a number qualifies: "above the 10.5%
				// minimum" against "below the minimum".
				t.funcs = append(t.funcs, fword{word: w, at: len(t.toks), seg: seg, start: r.start, end: r.end})
			}
			continue
		}
		lexNeg = english && r.cls&wcLexNeg != 0 && lexicalNegation(w, next(-1), next(1), next(2), valueAhead(raws, k+2))
		if english && r.upper && !title && stopAcronyms[w] {
			// "the WHO", "the IT team": an acronym spelled as a function
			// word is a name.
			tk := tok{word: w, stem: w, start: r.start, end: r.end, seg: seg, flags: fName | fAcronym | fCap}
			t.toks = append(t.toks, tk)
			continue
		}
		if english && w == "free" && k > 0 && raws[k-1].kind == rawWord && len(t.toks) > 0 && t.toks[len(t.toks)-1].end == raws[k-1].end &&
			(r.gapBefore == "-" || r.gapBefore == " " && freeAfter(raws, k)) {
			// "debt-free", "sugar-free", "alcohol free": without what it
			// follows.
			addCue(w, cueNeg, r)
			t.cues[len(t.cues)-1].suffix = true
			continue
		}
		if r.cls&wcSpecial == 0 && !strings.HasPrefix(w, "non") {
			if english && (w == "to" || w == "by" || w == "from") && k > 0 && raws[k-1].kind == rawWord && raws[k-1].end+1 == r.start && verbForm(next(-1)) {
				// "sold to", "sold by": the side a name takes (see roleWords).
				t.funcs = append(t.funcs, fword{word: w, at: len(t.toks), seg: seg, start: r.start, end: r.end})
			}
			goto plain // most words are no cue, month, bound or condition
		}

		if english && r.cls&wcAttribution != 0 && k+1 < len(raws) && (raws[k+1].text == "that" || strings.ContainsAny(raws[k+1].gapBefore, "\"“«'‘:")) {
			// "The agreement says "…"", "Osei said that …": the words
			// before are who says it, not what is said.
			for j := len(t.toks) - 1; j >= 0 && t.toks[j].seg == seg; j-- {
				if !t.toks[j].is(fName) {
					t.toks[j].flags |= fNoContent
				}
			}
			continue
		}
		if english && w == "according" && next(1) == "to" {
			continue // "according to the council": who says it, a function word as "to" is
		}
		if english && words.EnglishMonth(w) > 0 && r.cap && (w != "may" && w != "march" || !r.initial) && len(w) >= 3 && !afterName(raws, k) {
			t.months = append(t.months, monthAt{month: words.EnglishMonth(w), start: r.start, end: r.end})
			continue
		}
		if english && (w == "one" || r.cls&wcNaming != 0 && nameNext(raws, k) || r.cls&wcSpan != 0 && next(1) == "from" ||
			isApproxWord(w) && (numberAt(raws, k+1) || unitWords[next(1)] > 0)) {
			// "one of the largest" (a number only before a noun:
			// findNumWords); "a band called The Weeknd"; "settings
			// ranging from fine to coarse" says what "settings from
			// fine to coarse" says; "roughly 30%" is a number's.
			continue
		}
		if w == "yet" && next(1) == "to" && english {
			addCue(w, cueNeg, r) // "has yet to be nominated"
			continue
		}
		if w == "yet" && english && (next(-1) == "not" || next(-1) == "never") && raws[k].gapBefore == " " {
			continue // "not yet approved": the denial goes on
		}
		if w == "non" && k+1 < len(raws) && raws[k+1].kind == rawWord && raws[k+1].gapBefore == "-" {
			prefixNeg = true // "non-refundable"
			continue
		}
		switch {
		case r.cls&wcBoundary != 0 && r.cls&wcNeg == 0: // "unless" too: its clause is a condition (see conditionFlips), not a denial
			if english && w == "that" && denyWords[next(-1)] {
				continue // "denied that she had resigned": the denial holds what it denies
			}
			seg++
			continue
		case r.cls&wcNeg != 0:
			if (w == "no" || w == "not") && (next(1) == "only" || next(1) == "far" || next(1) == "least" || comparatives[next(1)] && next(2) == "than") {
				continue // "not only", "not far from", "no later than"
			}
			if w == "not" && next(1) == "many" && english {
				continue // "not many people": few, which the quantifier check reads
			}
			if (w == "hardly" || w == "scarcely") && next(1) == "ever" {
				continue // "hardly ever" says how often, as "rarely" does
			}
			if r.cap && k+1 < len(raws) && raws[k+1].kind == rawWord && raws[k+1].cap {
				continue // a title: "No Strings Attached"
			}
			if english && w == "no" && neverBound(raws, k) {
				continue // "in no event shall the deposit exceed $2,000": a bound (see findBounds)
			}
			if boundVerbs[next(1)] && boundValueAhead(raws, k+2) || boundVerbs[next(2)] && next(1) == "to" && boundValueAhead(raws, k+3) {
				continue // "shall not exceed $500", "not to exceed 30 days": a bound (see findBounds)
			}
			if boundNegations[w] && notMoreThan(next) {
				if w != "not" {
					addCue(w, cuePermission, r) // "cannot carry over more than 5 days": may carry 5
				}
				continue // "do not take more than 4 g", a bound (see findBounds)
			}
			if (w == "no" || w == "mai") && (numberAt(raws, k+1) || numberAt(raws, k-1)) {
				continue // "No. 5", "12 mai 2024"
			}
			addCue(w, cueNeg, r)
			if r.cls&wcPermission != 0 { // "cannot", "can't"
				addCue(w, cuePermission, r)
			}
			if w == "wont" {
				addCue(w, cueDuty, r)
			}
			continue
		}
		if lexNeg && !(w == "absent" && (next(1) == "" || next(1) != "from" && prepositions[next(1)])) {
			// "absent a warrant", "absent from work"; not "absent through
			// sickness", which says why.
			addCue(w, cueNeg, r)
			// and a content word, below
		} else if r.cls&(wcPermission|wcDuty|wcAdvice) != 0 {
			noCue := w == "may" && (dayAt(raws, k-1) || numberAt(raws, k+1) || r.cap && !r.initial) || // the month
				english && (w == "need" || w == "needs") && articles[next(-1)] // "the need for housing", "their needs": a noun
			if !noCue {
				class := cuePermission
				switch {
				case r.cls&wcDuty != 0 && !(english && next(-1) == "be" && hedgeModals[next(-2)]):
					class = cueDuty
				case r.cls&wcDuty != 0:
					// "may be required", "might be needed": a duty that
					// may arise, said as "may need" says it; no duty.
				case r.cls&wcAdvice != 0:
					class = cueAdvice
				}
				addCue(w, class, r)
				if w != "discretion" && !(english && (w == "permitted" || w == "allowed") && (beForms[next(-1)] || next(-1) == "but" || next(-1) == "and" || articles[next(1)]) && next(1) != "to") {
					continue
				}
				// "at the discretion of", "Smoking is permitted on the
				// balcony": a cue and a content word at once, which the
				// passage must hold, or an opposite of ("prohibited");
				// so a judgment's verb before its object, "The court
				// allowed the appeal".
			}
		}
		if english {
			if _, ok := polarWords[w]; ok && (w != "for" && w != "against" || stanceVerbs[next(-1)]) || universals[w] {
				t.funcs = append(t.funcs, fword{word: w, at: len(t.toks), seg: seg, start: r.start, end: r.end})
			}
			if universals[w] {
				continue // read by the quantifier check, not as a content word
			}
		}
	plain:
		if r.cls&wcStop != 0 && w != "discretion" && !(english && w == "same" && sameContent(next(1), next(2))) {
			if english && r.cls&wcPreposition != 0 {
				afterPrep = true
			}
			continue
		}
		tk := tok{word: w, start: r.start, end: r.end, seg: seg}
		prefixed := false // tk.word is w without its "non"
		if strings.HasPrefix(w, "non") && len(w) >= 7 && !nonWords[w] && english {
			tk.word, prefixed = w[3:], true
			tk.flags |= fPrefixNeg
		}
		if prefixNeg {
			tk.flags |= fPrefixNeg
			prefixNeg = false
		}
		if lexNeg {
			tk.flags |= fLexNeg
		}

		if english && isASCIIWord(tk.word) {
			e := readEnglish(tk.word)
			tk.stem, tk.alt, tk.pos = e.stem, e.alt, e.pos
			tk.flags |= fEnglish | fASCII
			if e.verbForm {
				tk.flags |= fVerbForm
			}
			if e.phraseVerb && k+1 < len(raws) && raws[k+1].kind == rawWord && raws[k+1].gapBefore == " " {
				tk.phr = verbPhrase(tk.word, raws[k+1].text) // "took place": occurred
				if phraseAt(tk.phr).negates && !lexNeg {
					// "turned down" negates as "refused" does: the cue is
					// the phrase.
					tk.flags |= fLexNeg
					ph := *r
					ph.text, ph.end = w+" "+raws[k+1].text, raws[k+1].end
					addCue(ph.text, cueNeg, &ph)
				}
			}
		} else {
			tk.stem = stemOf(tk.word, lang)
		}
		if r.cap {
			tk.flags |= fCap
		}
		if r.initial {
			tk.flags |= fInitial
		}
		if r.upper {
			tk.flags |= fAcronym
		}
		if k > 0 && byBefore(raws, k) {
			tk.flags |= fBy
		}
		if afterPrep {
			tk.flags |= fAfterPrep
			afterPrep = false
		}
		switch {
		case english && (!prefixed && r.cls&wcParty != 0 || prefixed && isParty(tk.word)) && !numberAt(raws, k-1) && !((!r.cap || r.initial) && nounModifier(raws, k)):
			// Not a count of people, "12,000 employees", nor a word that
			// says what kind of thing follows, "employee contributions".
			tk.flags |= fName | fParty
			tk.stem, tk.alt = strings.TrimSuffix(tk.word, "s"), "" // "insurer" is not "insured"
		case r.abbrev && len(tk.word) <= 8:
			tk.flags |= fName
		case r.cap && numberAt(raws, k-1) && isUnit(tk.word):
			// A unit: "1 TB", "5 KM", "45 W".
		case r.upper && len(tk.word) >= 2 && !title:
			if !english || !commonWord(tk.word) || nameAliases[tk.word] != "" || capsNames[tk.word] {
				tk.flags |= fName // an acronym: NASA, but not TV
			}
		case r.cap && !r.initial && !title && lang != German:
			tk.flags |= fName
		case r.camel && english:
			tk.flags |= fName // "iOS", "eBay": a name wherever it stands
		case r.cap && r.initial && !title && english && (!commonWord(tk.word) || nextName(raws, k) && !timeAdverb(tk.word)):
			// "Anna Keller opens …", but not "Today Saint Laurent markets …"
			tk.flags |= fName
		}
		t.toks = append(t.toks, tk)
		if n := len(t.funcs); n > 0 && t.funcs[n-1].start == r.start {
			// A polar word that is a content word too ("last", "higher")
			// is read before the word after it, as the others are.
			t.funcs[n-1].at = len(t.toks)
		}
	}
	t.segs = seg + 1
	markRepeats(t.toks)
	// A common word that repeats a word of a name is a word of its own:
	// "city" in "Vatican City is a city" is not proven by the name.
	long := len(t.toks) > 32
	var named map[string]bool // the stems of a long text's names; a short one's are searched
	for i := range t.toks {
		tk := &t.toks[i]
		if tk.is(fName) {
			if long {
				if named == nil {
					named = map[string]bool{}
				}
				named[tk.stem] = true
			}
			continue
		}
		if tk.dup && t.namedBefore(i, long, named) && !t.commonBefore(i) {
			tk.dup = false
			tk.flags |= fCommonUse
		}
	}
	t.scopes()
	t.closeConds()
	for i := range t.funcs {
		fw := &t.funcs[i]
		fw.negated = t.negatedAt(fw.at, fw.seg)
	}
}

// addCue adds cue w of class, the raw word r, which stands before the
// next token in scope segment seg. It is not inlined: classify adds cues
// in many places, and one copy of the code keeps its loop small.
//
//go:noinline
func (t *Text) addCue(w string, class cueClass, r *raw, seg int32) {
	t.cues = append(t.cues, cueAt{word: w, class: class, seg: seg, at: len(t.toks), start: r.start, end: r.end})
}

// nounModifier reports whether raw word k stands before a word that is
// only a noun, saying what kind of thing it is: "employee" of "employee
// contributions", "customer" of "customer data"; not "customer" of "the
// customer pays".
func nounModifier(raws []raw, k int) bool {
	if k+1 >= len(raws) || raws[k].poss || raws[k+1].kind != rawWord || raws[k+1].gapBefore != " " {
		return false
	}
	w := raws[k+1].text
	return noun(w) && !verb(w) && !stopwords[English][w]
}

// countTimes reports whether the raw word k, "times" after a number,
// counts times, as "twice" does, where nothing that it multiplies follows
// it: the clause ends ("renewed three times."), or a word of no noun
// phrase ("three times online", "three times in a row"); not "three times
// the fee", "three times larger".
func countTimes(raws []raw, k int) bool {
	if k+1 >= len(raws) || raws[k+1].kind == rawBoundary {
		return true
	}
	n := &raws[k+1]
	return n.kind == rawWord && !n.num && (n.cls&wcPreposition != 0 || !articles[n.text] && !comparativeForm(n.text) && !hasPOS(n.text, lexicon.Noun))
}

// numberAt reports whether raw j is a word of decimal digits.
// valueAhead reports whether raw j opens a number: "21%", "$2.3 billion",
// "five percent". "declined to 21%" is a fall, "declined to comment" a
// refusal.
func valueAhead(raws []raw, j int) bool {
	return j < len(raws) && (raws[j].num || raws[j].inNumber)
}

// boundValueAhead reports whether raw j opens a value that a verb of
// exceedWords before it bounds: a number ("exceed $500") or a number in
// words ("exceed one month's rent").
func boundValueAhead(raws []raw, j int) bool {
	return valueAhead(raws, j) || j < len(raws) && raws[j].kind == rawWord && raws[j].cls&wcNumberStart != 0
}

func numberAt(raws []raw, j int) bool {
	return j >= 0 && j < len(raws) && raws[j].kind == rawWord && raws[j].num
}

// dayAt reports whether raw j is a number that may be a day of a month
// right before its name, "5 May": one or two digits, after no currency
// sign or other mark ("$500 may need" is no date).
func dayAt(raws []raw, j int) bool {
	if !numberAt(raws, j) || len(raws[j].text) > 2 {
		return false
	}
	return j == 0 || raws[j].gapBefore == "" || raws[j].gapBefore == " "
}

// maxToks returns the most tokens classify may make of raws: one for
// each bigram and each word that is no stopword, or is one written in
// capitals ("the WHO"), so that the tokens take one allocation of about
// their size.
func maxToks(raws []raw) int {
	n := 0
	for i := range raws {
		r := &raws[i]
		if r.kind == rawBigram || r.kind == rawWord && (r.cls&wcStop == 0 || r.upper || r.text == "discretion") {
			n++
		}
	}
	return n
}

// namedBefore reports whether a name before token i has its stem: for a
// long text, one of named, the stems of its names so far.
func (t *Text) namedBefore(i int, long bool, named map[string]bool) bool {
	if long {
		return named[t.toks[i].stem]
	}
	for j := range i {
		if t.toks[j].is(fName) && t.toks[j].stem == t.toks[i].stem {
			return true
		}
	}
	return false
}

// pastAside returns the first word after an aside set off by commas
// right after byte end of t ("may, at its sole option, refund": "refund"),
// and whether there is one of at most maxAside bytes.
func pastAside(t *Text, end int32) (int, bool) {
	rest := t.src[end:]
	if !strings.HasPrefix(rest, ",") {
		return 0, false
	}
	n := strings.IndexByte(rest[1:], ',')
	if n < 0 || n > maxAside {
		return 0, false
	}
	after := end + int32(n) + 2
	for i := range t.toks {
		if t.toks[i].start >= after {
			return i, true
		}
	}
	return 0, false
}

// maxAside bounds the bytes of an aside a modal's scope reads past.
const maxAside = 48

// scopes sets the scope of each cue: the words after it in its clause, up
// to the same cue again ("no refund and no credit" negates each word
// once), at most maxScope; for a verb-final negation with nothing after it,
// the words before it (so for "not" with nothing after it).
func (t *Text) scopes() {
	for k := range t.cues {
		c := &t.cues[k]
		r := cueRef{at: c.at, seg: c.seg}
		if c.suffix {
			c.from, c.to = r.at-1, r.at // the word before it
			t.toks[c.from].negs++
			continue
		}
		limit := len(t.toks)
		for k2 := k + 1; k2 < len(t.cues); k2++ {
			if t.cues[k2].word == c.word && t.cues[k2].at > r.at {
				limit = t.cues[k2].at
				break
			}
		}
		from := r.at
		if c.class == cueNeg && from < len(t.toks) && t.toks[from].is(fLexNeg) && t.toks[from].start == c.start {
			from++ // a lexical negation does not negate itself
		}
		seg := r.seg
		if c.class == cueNeg && t.lang == English && c.word == "no" {
			if v, ok := t.neverVerb(c, r.seg); ok {
				from = v // "In no event shall liability exceed the fees": not "liability", but "exceed"
			}
		}
		if c.class != cueNeg {
			if f, ok := pastAside(t, c.end); ok {
				from, seg = f, t.toks[f].seg // "may, at its sole option, refund": the verb after the aside
			}
		}
		to := from
		// A negation in a relative clause, or "without" and its noun, ends
		// at the verb of the clause they are in: "Customers who fail to pay
		// will be charged", "Applicants without a degree may apply".
		relative := c.class == cueNeg && t.lang == English && (c.word == "without" || relativeCue(t.src, c.start))
		for to < limit && t.toks[to].seg == seg && to-from < maxScope {
			if c.class == cueNeg && to > from && t.toks[to].is(fAfterPrep) {
				break // "no data on population": the negation holds "data"
			}
			if to > from && t.lang == English && newPredicate(t, to) && !(c.class == cueNeg && orGap(between(t.src, t.toks[to-1].end, t.toks[to].start))) {
				// "did not attract buyers and was closed": the second verb
				// is said; but "do not drive or operate machinery" denies
				// both.
				break
			}
			if relative && to > from && auxiliaryBetween(t.src, t.toks[to-1].end, t.toks[to].start) {
				break // "Customers who fail to pay will be charged": the clause's own verb is said
			}
			if relative && to > from+1 && t.toks[to].verb() && t.toks[to-1].noun() && !t.toks[to-1].verbForm() && adjacent(t.src, t.toks[to-1].end, t.toks[to].start) {
				break // "Members who do not pay the fee lose access": the verb after the clause's object is the sentence's
			}
			if to > from && t.lang == English && subordinateGap(between(t.src, t.toks[to-1].end, t.toks[to].start)) {
				break // "can cancel the plan before it renews": the clause after is not the cue's
			}
			to++
		}
		c.from, c.to = from, to
		if c.class != cueNeg && backwardCues[c.word] && beBefore(t.src, c.start) {
			// "Sign-in is optional for guests": what "be" says it of.
			b := from
			for b > 0 && t.toks[b-1].seg == r.seg && from-b < maxBackScope {
				b--
			}
			c.from = b
		} else if c.class == cueNeg && t.lang == English && backwardDenial(t, c, from, to, r.seg) {
			// "Smoking is prohibited.", "Its efficacy has not been
			// established.": what the clause says before the denial.
			b := min(from, r.at)
			for b > 0 && t.toks[b-1].seg == r.seg && min(from, r.at)-b < maxBackScope {
				b--
			}
			c.from = b
			if from > r.at || barringVerbs[c.word] {
				c.to = r.at // a lexical negation does not negate itself, nor a bar the place it holds in
			}
		} else if to == from && backwardCues[c.word] || c.class == cueNeg && (c.word == "not" || c.word == "never") && modalNext(t.src, c.end) && (to == from || placeAfterModal(t.src, c.end)) {
			// "Pets are not allowed": "not" before a modal word at the
			// clause's end holds what comes before; so does it before a
			// place, as a ban does ("Smoking is not allowed in the flats").
			b := from
			for b > 0 && t.toks[b-1].seg == r.seg && from-b < maxBackScope {
				b--
			}
			if c.from = b; to != from {
				c.to = from
			}
		}
		if c.class == cueNeg && t.lang == English && !concordCues[c.word] {
			if to == from && reportThat(t.src, c.end) {
				// "denied reports that it had cut 500 jobs": "reports"
				// before "that" says who says it, and is no word.
				if hi, ok := t.deniedFinding(from, from, r.seg); ok {
					c.to, c.finding = hi, true
				}
			} else if to == from && (from == 0 || t.toks[from-1].seg != r.seg) {
				// "… would shorten recovery, but it did not": a denial
				// with nothing of its own denies the verb before it.
				if lo, hi, ok := t.elidedDenial(c, r.seg); ok {
					c.from, c.to, c.elided = lo, hi, true
				}
			} else if to > from {
				if hi, ok := t.deniedFinding(from, to, r.seg); ok {
					c.to, c.finding = hi, true // "no evidence that the drug worked": not that it worked
				}
			}
		}
		for i := c.from; i < c.to; i++ {
			tk := &t.toks[i]
			switch {
			case c.class == cueNeg && concordCues[c.word]:
				tk.concord = true
			case c.class == cueNeg:
				tk.negs++
			case tk.class == cueNone:
				tk.class = c.class
			}
		}
	}
}

// neverPhrases are the nouns of the phrases that deny a clause's verb
// whatever the case, by their preposition: "in no event", "under no
// circumstances", "at no time", "on no account".
var neverPhrases = map[string]string{"event": "in", "case": "in", "way": "in", "circumstances": "under",
	"circumstance": "under", "time": "at", "account": "on", "condition": "under"}

// neverBound reports whether the "no" at raw k opens a phrase of
// neverPhrases whose clause bounds a value by a verb of exceedWords, as
// "shall not exceed $2,000" does: "In no event shall the deposit exceed
// $2,000".
func neverBound(raws []raw, k int) bool {
	if k == 0 || k+1 >= len(raws) || raws[k+1].kind != rawWord || raws[k-1].kind != rawWord || neverPhrases[raws[k+1].text] != raws[k-1].text {
		return false
	}
	for j := k + 2; j < len(raws) && j < k+2+maxScope && raws[j].kind == rawWord; j++ {
		if exceedWords[raws[j].text] {
			return boundValueAhead(raws, j+1)
		}
	}
	return false
}

// neverVerb returns the verb that the "no" of cue c denies where c opens
// a phrase of neverPhrases, and marks the phrase's noun as no content
// word: the verb after the clause's subject, which the phrase's modal or
// auxiliary stands before ("In no event shall either party's liability
// exceed the fees paid", "Under no circumstances will refunds exceed the
// price"), or right after the phrase ("in no way affects"). A word right
// before a content word modifies that word, and is no verb: "aggregate"
// of "aggregate liability", "deposit" of "the deposit exceed".
func (t *Text) neverVerb(c *cueAt, seg int32) (int, bool) {
	at := c.at
	if at >= len(t.toks) || t.toks[at].seg != seg {
		return 0, false
	}
	prep, ok := neverPhrases[t.toks[at].word]
	if w, _ := lastWordBefore(t.src, c.start); !ok || w != prep || !adjacent(t.src, c.end, t.toks[at].start) {
		return 0, false
	}
	t.toks[at].flags |= fNoContent // "event" of "in no event" is no word of what the text says
	for j := at + 1; j < len(t.toks) && t.toks[j].seg == seg && j-at <= maxScope; j++ {
		if j > at+1 && beforeBe(between(t.src, t.toks[j-1].end, t.toks[j].start)) {
			return j, true // "In no event shall the Supplier be liable": what it shall be
		}
		if j+1 < len(t.toks) && t.toks[j+1].seg == seg && adjacent(t.src, t.toks[j].end, t.toks[j+1].start) {
			continue
		}
		if verb(t.toks[j].word) {
			return j, true
		}
	}
	return 0, false
}

// orGap reports whether gap, the text between two words, is "or" alone:
// a denial before it denies the word after it too.
func orGap(gap string) bool {
	return len(gap) >= 4 && strings.TrimSpace(gap) == "or" && gap[0] == ' '
}

// gerund reports whether lower-case word w is a verb's form in -ing:
// "breastfeeding", "driving"; not "thing" or "king".
func gerund(w string) bool {
	return len(w) > 5 && strings.HasSuffix(w, "ing") && !strings.HasSuffix(w, "thing")
}

// subordinateGap reports whether gap, the text between two words, opens
// a clause of its own with a subordinator and its subject: " before it ",
// " unless you ", " after the ".
func subordinateGap(gap string) bool {
	if len(gap) < 6 { // " if it "
		return false // the common case: words next to each other
	}
	first, second, ok := strings.Cut(strings.TrimSpace(gap), " ")
	if !ok || strings.ContainsRune(second, ' ') {
		return false
	}
	switch lowerASCII(first) {
	case "before", "after", "until", "unless", "when", "once", "because", "while", "if":
	default:
		return false
	}
	switch lowerASCII(second) {
	case "it", "they", "you", "we", "he", "she", "the", "its", "their", "your":
		return true
	}
	return false
}

// beforeBe reports whether gap, the text between two words, ends with
// "be" or "been": "shall the Supplier be liable".
func beforeBe(gap string) bool {
	f := strings.Fields(strings.ToLower(gap))
	return len(f) > 0 && (f[len(f)-1] == "be" || f[len(f)-1] == "been")
}

// newPredicate reports whether word i of English text t opens a
// predicate of its own after "and", "but" or "or": "and was closed", "and
// must pay", "and closed in 2020"; not "and headaches".
func newPredicate(t *Text, i int) bool {
	gap := between(t.src, t.toks[i-1].end, t.toks[i].start)
	if len(gap) < 4 { // " or "
		return false // the common case: words next to each other
	}
	n, join := 0, false
	for w := range strings.FieldsSeq(gap) {
		n++
		lw := strings.ToLower(w)
		if n == 1 && particles[lw] && strings.HasSuffix(t.toks[i-1].word, "ed") {
			n-- // "carried over and expires": the particle ends the verb before
			continue
		}
		if n == 1 {
			if join = lw == "and" || lw == "but" || lw == "or"; !join {
				return false
			}
			continue
		}
		if auxiliaries[lw] || modalOrTo[lw] && lw != "to" {
			return true
		}
	}
	w := t.toks[i].word
	if join && n == 1 && strings.HasSuffix(w, "s") && t.toks[i].verb() {
		// "and costs $18", "and includes a towel": a verb in -s before
		// its object; "and costs of shipping" is a noun.
		next, _ := wordAfter(t.src, int(t.toks[i].end))
		if articles[next] || possessives[next] || t.numAt(skipSpace(t.src, int(t.toks[i].end))) >= 0 {
			return true
		}
		// "cannot be carried over and expires on December 31": a verb in
		// -s before a preposition, after a participle; "does not cover
		// fires and floods in the basement" joins two nouns.
		return prepositions[next] && strings.HasSuffix(t.toks[i-1].word, "ed")
	}
	return join && n == 1 && verbForm(w) && (strings.HasSuffix(w, "ed") || !noun(w))
}

// relativeCue reports whether the negation cue at byte start of English
// src opens a relative clause, after "who", "which" or "that", perhaps
// with an auxiliary verb or two between: "who miss the boat", "who do not
// attend", "that have not been paid".
func relativeCue(src string, start int32) bool {
	_, ok := relativeStart(src, start)
	return ok
}

// relativeStart returns where the "who", "which" or "that" opens that
// relativeCue finds before byte start of src, and whether there is one.
func relativeStart(src string, start int32) (int, bool) {
	w, at := lastWordBefore(src, start)
	for n := 0; n < 2 && (auxiliaries[w] || modalOrTo[w] && w != "to"); n++ {
		w, at = lastWordBefore(src, int32(at))
	}
	return at, w == "who" || w == "which" || w == "that"
}

// auxiliaryBetween reports whether a form of "be" or "have", or a modal
// verb, denied or not, stands between bytes end and start of English src:
// the verb of the clause a relative clause before it is the subject of
// ("who miss the boat are charged").
func auxiliaryBetween(src string, end, start int32) bool {
	prev := ""
	for w := range strings.FieldsSeq(between(src, end, start)) {
		lw := lowerASCII(w)
		if (auxiliaries[lw] || modalOrTo[lw] && lw != "to" || deniedAuxiliaries[strings.ReplaceAll(lw, "’", "'")]) && prev != "to" {
			return true // not "offers to be an actress"
		}
		prev = lw
	}
	return false
}

// deniedAuxiliaries are the English auxiliary and modal verbs written
// with their negation: "who have not completed training cannot access".
var deniedAuxiliaries = setOf(`cannot can't won't wouldn't shouldn't mustn't couldn't don't doesn't didn't isn't aren't
wasn't weren't hasn't haven't hadn't`)

// predicateBetween reports whether a word of English text t in (lo, hi]
// opens a predicate of its own (see newPredicate).
func predicateBetween(t *Text, lo, hi int) bool {
	for m := max(lo, 1); m <= hi && m < len(t.toks); m++ {
		if newPredicate(t, m) {
			return true
		}
	}
	return false
}

// backwardDenial reports whether negation c, whose forward scope is
// words [from, to) of clause seg, denies the words before it instead: a
// ban after a form of "be" with nothing after it in its clause
// ("Smoking is prohibited."), or "not" before a word of findingWords that
// ends its clause ("Its efficacy has not been established.").
func backwardDenial(t *Text, c *cueAt, from, to int, seg int32) bool {
	if barringVerbs[c.word] && beBefore(t.src, c.start) {
		w, _ := wordAfter(t.src, int(c.end))
		if w != "from" && w != "to" && (prepositions[w] || w == "inside" || w == "outside") {
			return true // "is prohibited inside the building and on balconies": places, however many
		}
		if to != from && to != from+1 {
			return false
		}
		return to == from || w != "from" && w != "to" // "is prohibited in the flats"; not "is banned from trading"
	}
	if to != from && to != from+1 {
		return false
	}
	if to == from {
		return false
	}
	if c.word != "not" && c.word != "never" || !findingWords[t.toks[from].word] || to < len(t.toks) && t.toks[to].seg == seg {
		return false
	}
	w, _ := wordAfter(t.src, int(t.toks[from].end))
	return w != "that" && w != "to" // "has not been shown to work" holds "work" (deniedFinding, the forward scope)
}

// findingWords are the English words of a finding or a report, which a
// denial of them extends to the clause they open with "that": "found no
// evidence that the drug worked", "did not find that the accounts were
// misstated", "denied reports that it had cut 500 jobs".
var findingWords = setOf(`evidence proof sign signs indication indications suggestion find found finding findings
show showed shown shows prove proved proven proves confirm confirmed confirms establish established establishes
demonstrate demonstrated demonstrates report reports claim claims allegation allegations suggestions rumours rumors`)

// deniedFinding returns the end of the scope of a negation whose scope,
// words [from, to) of clause seg, ends with a word of findingWords right
// before "that": the words of the clause "that" opens, at most maxScope.
func (t *Text) deniedFinding(from, to int, seg int32) (int, bool) {
	if to >= len(t.toks) || t.toks[to].seg != seg+1 {
		return 0, false
	}
	if to > from { // else reportThat has read the finding
		if !findingWords[t.toks[to-1].word] {
			return 0, false
		}
		if w, _ := wordAfter(t.src, int(t.toks[to-1].end)); w != "that" {
			return 0, false
		}
	}
	hi := to
	for hi < len(t.toks) && t.toks[hi].seg == seg+1 && hi-to < maxScope {
		hi++
	}
	return hi, true
}

// reportThat reports whether a word of findingWords and "that" follow
// byte end of src, past an article: "denied the reports that".
func reportThat(src string, end int32) bool {
	w, e := wordAfter(src, int(end))
	if w == "the" || w == "any" {
		w, e = wordAfter(src, e)
	}
	if !findingWords[w] {
		return false
	}
	w, _ = wordAfter(src, e)
	return w == "that"
}

// elidedWords are the words an elided denial may have besides its
// negation: "but it did not", "yet they never were".
var elidedWords = setOf(`it they he she we this that did do does was were is are has have had could would so`)

// elidedDenial returns the scope of negation c of clause seg, which holds
// no content word, where its clause denies the one before it by
// ellipsis: "but it did not", "yet it never did" after "the dose would
// shorten recovery" deny "shorten recovery", the clause's last verb and
// what follows it.
func (t *Text) elidedDenial(c *cueAt, seg int32) (lo, hi int, ok bool) {
	// Before the cue: a few elided words, then "but" or "yet".
	w, j := lastWordBefore(t.src, c.start)
	for n := 0; elidedWords[w] && n < 3; n++ {
		w, j = lastWordBefore(t.src, int32(j))
	}
	if w != "but" && w != "yet" {
		return 0, 0, false
	}
	// After it: nothing but elided words to the sentence's end.
	for i := int(c.end); i < len(t.src); {
		switch b := t.src[i]; {
		case b == '.' || b == '!' || b == ';':
			i = len(t.src)
		case b == ' ' || b == ',' || b == '\'':
			i++
		case isASCIILetter(b):
			w, e := wordAt(t.src, i)
			if !elidedWords[w] {
				return 0, 0, false
			}
			i = e
		default:
			return 0, 0, false
		}
	}
	// The clause before: its last verb, a form of one or a verb after a
	// modal or "to".
	hi = c.at
	if hi == 0 || hi > len(t.toks) {
		return 0, 0, false
	}
	lo = hi
	for prev := t.toks[hi-1].seg; lo > 0 && t.toks[lo-1].seg == prev; {
		lo--
	}
	for v := hi - 1; v >= lo; v-- {
		u := &t.toks[v]
		if u.is(fName) {
			continue
		}
		if b, _ := lastWordBefore(t.src, u.start); u.verbForm() || modalOrTo[b] && u.verb() {
			return v, hi, hi-v <= maxScope
		}
	}
	return 0, 0, false
}

// modalOrTo are the words after which a verb is in its base form.
var modalOrTo = setOf(`to will would shall should can could may might must did does do`)

// beBefore reports whether a form of "be" stands right before byte start
// of src.
func beBefore(src string, start int32) bool {
	w, _ := lastWordBefore(src, start)
	return beForms[w]
}

// modalNext reports whether the word right after byte end of English
// src is a modal word that holds the words before it at a clause's end
// ("not allowed").
func modalNext(src string, end int32) bool {
	w, _ := wordAfter(src, int(end))
	return w != "" && backwardCues[w]
}

// placeAfterModal reports whether the modal word right after byte end of
// src ("allowed" of "not allowed") is followed by a preposition of place
// or time: "Smoking is not allowed in the flats" denies the smoking, as
// "Smoking is prohibited in the flats" does.
func placeAfterModal(src string, end int32) bool {
	m, j := wordAfter(src, int(end))
	w, _ := wordAfter(src, j)
	return (m == "allowed" || m == "permitted") && w != "from" && w != "to" && (prepositions[w] || w == "inside" || w == "outside")
}

// negatedAt reports whether a negation cue of clause seg right before
// content word i holds in its scope the function word there.
func (t *Text) negatedAt(i int, seg int32) bool {
	if i < len(t.toks) && t.toks[i].seg == seg {
		return t.toks[i].negs%2 == 1
	}
	return false
}

// closeConds sets the scope of each condition: the content words after
// its cue in the clause they start, at most maxScope.
func (t *Text) closeConds() {
	for i := range t.conds {
		c := &t.conds[i]
		c.to = c.from
		if c.from < len(t.toks) {
			seg := t.toks[c.from].seg
			stop := int32(len(t.src)) // a value's condition ends at the next value: "$40 for international orders and $10 for …"
			if c.stop > 0 {
				stop = c.stop
			}
			if c.kind == condValue {
				if n := numberAfter(t, c.end, anyGap); n >= 0 {
					stop = int32(t.nums[n].Start)
				}
			}
			for c.to < len(t.toks) && t.toks[c.to].seg == seg && c.to-c.from < maxScope && t.toks[c.to].start < stop && (c.kind != condPlace || t.toks[c.to].is(fName)) { // a count's place is a name
				c.to++
				if c.cue == "on" && t.toks[c.to-1].word == "basis" {
					break // "on a pro-rata basis": what follows is the clause's
				}
			}
		}
		if c.to == c.from {
			if n := t.numberAfterCue(c.end); n >= 0 {
				c.end, c.number = int32(t.nums[n].End), true
			}
		}
		if c.to > c.from {
			c.end = hyphenEnd(t.src, t.toks[c.to-1].end) // "with an add-on", whose "on" is no content word
			if rest := t.src[c.end:]; len(rest) >= 5 && strings.EqualFold(rest[:5], " only") && (len(rest) == 5 || !isASCIILetter(rest[5])) {
				c.end += 5 // "for adults only"
			}
			if b, ok := t.boundRightAfter(c.end); ok {
				c.end = b // "except for orders over $500"
			} else if n := numberAfter(t, c.end, ofGap); n >= 0 && c.kind != condValue {
				c.end = int32(t.nums[n].End) // "after reaching 18", "after reaching the age of 18"
			}
		}
	}
	t.conds = dropEmpty(t.conds)
}

// recurringDays are the English words, after "on", of days that come
// again and again, which a rule may hold on only: "free on Sundays";
// "on Sunday" is a date.
var recurringDays = setOf(`mondays tuesdays wednesdays thursdays fridays saturdays sundays weekends weekdays holidays
public`)

// casesAhead reports whether raw word k, "in" or "under", opens the
// cases a rule holds in only: "in some cases", "under certain
// circumstances", "in most instances".
func casesAhead(raws []raw, k int) bool {
	if k+2 >= len(raws) || raws[k+1].kind != rawWord || raws[k+2].kind != rawWord {
		return false
	}
	switch raws[k+1].text {
	case "some", "certain", "most", "many", "limited", "rare", "exceptional", "specific", "particular", "ideal", "normal", "optimal", "typical", "standard", "test", "laboratory", "lab":
	default:
		return false
	}
	switch raws[k+2].text {
	case "cases", "circumstances", "conditions", "situations", "instances":
		return true
	}
	return false
}

// termsAhead reports whether raw word k, "in" or "at", opens the terms a
// figure is given in: "in real terms", "in constant dollars", "in local
// currency", "at constant exchange rates".
func termsAhead(raws []raw, k int) bool {
	if k+2 >= len(raws) || raws[k+1].kind != rawWord || raws[k+2].kind != rawWord {
		return false
	}
	switch raws[k+1].text {
	case "real", "nominal", "constant", "local", "absolute", "relative", "current":
	default:
		return false
	}
	switch raws[k+2].text {
	case "terms", "currency", "currencies", "dollars", "prices", "euros", "exchange":
		return true
	}
	return false
}

// basisAhead reports whether raw word k, "on", opens "on a … basis" of at
// most five words: "on an adjusted basis", "on a like-for-like basis".
func basisAhead(raws []raw, k int) bool {
	if k+1 >= len(raws) || raws[k+1].text != "a" && raws[k+1].text != "an" {
		return false
	}
	for n := k + 2; n < len(raws) && n <= k+5; n++ {
		if raws[n].kind != rawWord {
			return false
		}
		if raws[n].text == "basis" {
			return n > k+2
		}
	}
	return false
}

// onlyPrepositions are the prepositions whose phrase a closing "only"
// restricts: "for adults only".
var onlyPrepositions = setOf(`for to in on with by at from among`)

// onlyAhead reports whether raw word k is a word of onlyPrepositions
// whose phrase, of at most four words, "only" closes at the end of its
// clause.
func onlyAhead(raws []raw, k int) bool {
	// The "only" first: most phrases have none, told without a lookup.
	n := k + 2
	for n < len(raws) && n <= k+5 && raws[n].kind == rawWord && raws[n].text != "only" {
		n++
	}
	if n >= len(raws) || n > k+5 || raws[n].kind != rawWord || !onlyPrepositions[raws[k].text] {
		return false
	}
	for m := k + 2; m < n; m++ {
		if onlyPrepositions[raws[m].text] {
			return false // the phrase "only" closes is the later one's: "in 2021 for adults only"
		}
	}
	return n+1 == len(raws) || raws[n+1].kind == rawBoundary
}

// numberAfterCue returns the index of the number of t that follows byte
// end of a condition's cue, past spaces and at most one word of
// numberCueGaps ("except 2020", "except in 2020"), or -1.
func (t *Text) numberAfterCue(end int32) int {
	return numberAfter(t, end, func(gap string) bool {
		f := strings.Fields(strings.ToLower(gap))
		return len(f) == 0 || len(f) == 1 && numberCueGaps[f[0]]
	})
}

// anyGap and ofGap are gaps numberAfter may pass: any text, and
// spaces or "of" alone ("the age of 18").
func anyGap(string) bool { return true }

func ofGap(gap string) bool {
	gap = strings.TrimSpace(gap)
	return gap == "" || gap == "of"
}

// exceptCues are the condition cues that take out what follows them.
var exceptCues = setOf2(`except|excluding|other than|unless`)

// exceptionCues are the entries of exceptCues that except words, not a
// clause: "except contractors", not "unless the order was shipped".
var exceptionCues = setOf2(`except|excluding|other than`)

// maxExcept bounds, in bytes, how far past its cue an exception reaches.
const maxExcept = 80

// inException reports whether byte at of t is in an exception: after a
// condition cue of exceptCues, in its clause ("except for orders over
// $500"). (The exceptions check reads the words a passage excepts from a
// verb; see checker.excepted.)
func (t *Text) inException(at int32) bool {
	for _, c := range t.conds {
		if exceptCues[c.cue] && c.start < at && at-c.start <= maxExcept && !strings.ContainsAny(t.src[c.start:at], ",;:.!?") {
			return true
		}
	}
	return false
}

// boundRightAfter returns the end of the number of t whose bound opens
// right after byte end ("orders over $500"), and whether there is one.
func (t *Text) boundRightAfter(end int32) (int32, bool) {
	for _, b := range t.bounds {
		if b.start >= end && strings.TrimSpace(t.src[end:b.start]) == "" {
			return int32(t.nums[b.tok].End), true
		}
	}
	return 0, false
}

// numberCueGaps are the words that may stand between a condition's cue
// and its number.
var numberCueGaps = setOf(`in on for during the`)

// hyphenEnd returns where the word that ends at byte end of src ends with
// the letters joined to it by hyphens.
func hyphenEnd(src string, end int32) int32 {
	for int(end)+1 < len(src) && src[end] == '-' && isASCIILetter(src[end+1]) {
		end++
		for int(end) < len(src) && isASCIILetter(src[end]) {
			end++
		}
	}
	return end
}

// hyphenStart returns where the word that starts at byte start of src
// starts with the letters joined to it by hyphens: "full-time" for
// "time".
func hyphenStart(src string, start int32) int32 {
	for start >= 2 && src[start-1] == '-' && isASCIILetter(src[start-2]) {
		start--
		for start > 0 && isASCIILetter(src[start-1]) {
			start--
		}
	}
	return start
}

func dropEmpty(cs []cond) []cond {
	out := cs[:0]
	for _, c := range cs {
		if c.to > c.from || c.number {
			out = append(out, c)
		}
	}
	return out
}

// pastWords are the forms of "be", "have" and "do" that tell a past
// event: "when the film was released".
var pastWords = setOf(`was were had did`)

// presentWords are the forms of "be", "have" and "do" that tell a rule:
// "when the balance is below $500".
var presentWords = setOf(`is are has have does do`)

// ruleWhenAhead reports whether "when" or "whenever" at raw word k opens
// the case of a rule, a clause in the present within a few words: "when
// the daily balance stays above $1,500", "when you pay annually"; not a
// past event ("when the film was released"), nor a question.
func ruleWhenAhead(raws []raw, k int) bool {
	if k == 0 || raws[k-1].kind != rawWord || raws[k-1].text == "but" || raws[k-1].text == "and" {
		return false // "When did it open?", or a clause that opens the sentence (or follows "but") and says when of what follows
	}
	for m := k - 1; m >= 0 && raws[m].kind != rawBoundary; m-- {
		switch raws[m].text {
		case "that", "which", "who", "whom", "whose", "so":
			return false // the case of a clause within: "a feeling that happens when the weather changes"
		}
	}
	for m := k + 1; m < len(raws) && m <= k+5; m++ {
		r := &raws[m]
		if r.kind != rawWord || r.cap && m > k+1 {
			return false
		}
		w := r.text
		if m == k+1 && (w == "he" || w == "she" || w == "his" || w == "her") {
			return false // a person's story: "wants to be a director when he grows up"
		}
		switch {
		case pastWords[w] || strings.HasSuffix(w, "ed") && verbForm(w) && lexicon.Lookup(w) == 0: // "exceed" is no past
			return false
		case presentWords[w]:
			return m > k+1
		case m == k+1 && (w == "you" || w == "we" || w == "they"):
			n := m + 1
			if n >= len(raws) || raws[n].kind != rawWord || pastWords[raws[n].text] {
				return false
			}
			v := raws[n].text // "pay", "cancel": a verb in its base form, no past ("when you paid", "cancelled")
			if !verb(v) {
				return false
			}
			for _, b := range cachedBases(v) {
				if b.String() != v {
					return false
				}
			}
			return true
		case m > k+2 && len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && verb(w) && !articles[raws[m-1].text]:
			return true // "stays", "exceeds"
		case m > k+2 && verb(w) && !noun(w) && readEnglish(w).alt == "" && !strings.HasSuffix(w, "ing"):
			return true // "whenever wind speeds exceed"
		}
	}
	return false
}

// conditionAt returns the entry of conditionCues that ends at raw word k.
func conditionAt(raws []raw, k int) (string, bool) {
	if raws[k].cls&wcConditionEnd == 0 {
		return "", false
	}
	if raws[k].cls&wcConditionCue == 0 && (k == 0 || raws[k-1].cls&wcConditionWord == 0) {
		return "", false // no entry ends here: say so without building phrases
	}
	p := raws[k].text
	for n := 0; ; n++ {
		if conditionCues[p] {
			// Prefer the longest entry: look one word further back.
			if k-n-1 >= 0 && raws[k-n-1].kind == rawWord {
				if q := raws[k-n-1].text + " " + p; n+2 <= maxConditionWords && conditionCues[q] {
					p = q
					continue
				}
			}
			return p, true
		}
		if n+2 > maxConditionWords || k-n-1 < 0 || raws[k-n-1].kind != rawWord {
			return "", false
		}
		p = raws[k-n-1].text + " " + p
	}
}

// exceptedEnd returns where the words excepted by cue p, which ends at
// raw word k, end where a form of "be" or an auxiliary follows them within
// a few words: "All employees except contractors are eligible" excepts
// "contractors", and what follows is the clause's. 0 for none.
func exceptedEnd(raws []raw, k int, p string) int32 {
	if !exceptionCues[p] {
		return 0 // "unless" opens a clause of its own
	}
	for m := k + 2; m < len(raws) && m <= k+5; m++ {
		if r := &raws[m]; r.kind != rawWord {
			break
		} else if auxiliaries[r.text] || modalWords[r.text] {
			return raws[m-1].end
		}
	}
	// Or, where the cue stands in the subject that opens the clause, no
	// verb before it, at the verb after it: "All plans except Basic
	// include phone support" excepts "Basic".
	first := k - strings.Count(p, " ")
	quantified := false // "All staff except interns get a bonus": any verb after ends it
	for m := first - 1; m >= 0 && raws[m].kind == rawWord; m-- {
		w := raws[m].text
		if verbForm(w) || verb(w) && !noun(w) || auxiliaries[w] || modalWords[w] {
			return 0
		}
		quantified = quantified || w == "all" || w == "every" || w == "each" || w == "any"
	}
	for m := k + 2; m < len(raws) && m <= k+5; m++ {
		if r := &raws[m]; r.kind != rawWord {
			return 0
		} else if w := r.text; !r.cap && (verb(w) && (!noun(w) || quantified) || verbForm(w) && !noun(w)) {
			return raws[m-1].end
		}
	}
	return 0
}

// freeAfter reports whether raw word k, "free" written apart from the
// word before it, denies that word: a noun after "be" or an article ("is
// sugar free", "an alcohol free drink"; not "ships free", "set free"),
// and no "of", "to" or "for" after ("free of charge").
func freeAfter(raws []raw, k int) bool {
	p := raws[k-1].text
	if k < 2 || raws[k-2].kind != rawWord || !beForms[raws[k-2].text] && !articles[raws[k-2].text] || !noun(p) || stopwords[English][p] {
		return false
	}
	if k+1 < len(raws) && raws[k+1].kind == rawWord {
		switch raws[k+1].text {
		case "of", "to", "for", "from":
			return false
		}
	}
	return true
}

// notMoreThan reports whether a negation is followed, past a verb and
// its particle if it has one, by a comparative and "than": "do not take
// more than 4 g", "cannot carry over more than 5 days", a bound. next returns the
// word d after the negation, or "" past its clause's words.
func notMoreThan(next func(d int) string) bool {
	if next(1) == "" {
		return false
	}
	d := 2
	if particles[next(2)] {
		d = 3 // "carry over"
	}
	return comparatives[next(d)] && next(d+1) == "than"
}

// boundNegations are the denials that make a comparative after a verb a
// bound: "do not take more than 4 g", "cannot carry over more than 5
// days" (see notMoreThan and findBounds).
var boundNegations = setOf(`not cannot cant`)

// particles are the adverbs that join a verb before its object: "carry
// over", "pay back".
var particles = setOf(`over up out off back away down`)

// denyWords are the English verbs of denial, whose "that" clause is what
// they deny.
var denyWords = setOf(`deny denies denied denying`)

// grantWords are the words of a benefit, a duty or a licence whose
// "for" group says whom or what it holds for: "free for members",
// "required for stays over 90 days".
var grantWords = setOf(`free waived available eligible exempt reserved discounted refundable valid mandatory compulsory required optional approved licensed authorised authorized recommended suitable`)

// allowWords say that a thing is allowed or not: where they are is a
// condition of it.
var allowWords = setOf(`allowed permitted welcome banned prohibited forbidden`)

// tenureUnits are the periods of a tenure: "after two years of service".
var tenureUnits = setOf(`year years month months week weeks day days`)

// tenureWords are what a tenure is of, or a time of something that did
// not happen: "after two years of service", "after 12 months of
// inactivity".
var tenureWords = setOf(`service employment membership tenure residence residency enrolment enrollment inactivity nonpayment nonuse`)

// tenureAhead reports whether raw word k, "after", opens a tenure: a
// number, a word of tenureUnits, "of" and a word of tenureWords, next or
// one further ("after five years of service", "after 6 months of
// continuous employment"); not "after four years of work".
func (t *Text) tenureAhead(raws []raw, k int) bool {
	if k+4 >= len(raws) || raws[k+1].kind != rawWord || !tenureUnits[raws[k+2].text] || raws[k+3].text != "of" || !tenureWords[raws[k+4].text] && !tenureWords[raws[min(k+5, len(raws)-1)].text] {
		return false
	}
	n := &raws[k+1]
	return t.numberRaw(n)
}

// dataState reports whether preposition w and word next say a state of
// data a safeguard may hold in only: "in transit", "at rest", "in
// storage".
func dataState(w, next string) bool {
	return w == "in" && (next == "transit" || next == "storage") || w == "at" && next == "rest"
}

// innerStop reports whether s has a full stop, "!" or "?" inside it
// before anything but an ASCII letter or digit, past closing quotes and
// brackets: whether it may be more than one sentence. A sentence may end
// before a space, a marker, a control character or an invalid byte;
// "3.5" and "example.com" cannot end one, nor a claim's own last stop
// end another before its closing quote.
func innerStop(s string) bool {
	for _, stop := range [...]byte{'.', '!', '?'} {
		for rest := s; ; {
			i := strings.IndexByte(rest, stop)
			if i < 0 || i+1 >= len(rest) {
				break // the common case: a claim's one full stop, at its end
			}
			j := i + 1
			for j < len(rest) {
				r, n := utf8.DecodeRuneInString(rest[j:])
				if !sentence.IsCloser(r) {
					break
				}
				j += n // "… end.\") Next"
			}
			if j < len(rest) && !isASCIIAlnum(rest[j]) {
				return true
			}
			rest = rest[i+1:]
		}
	}
	return false
}

// sentenceStarts returns where each sentence of s after the first
// starts, as internal/sentence splits it; nil for a text of one.
func sentenceStarts(s string) []int32 {
	var out []int32
	first := true // the first may start past a list's marker: "1920) excluding 1990"
	sentence.Each(s, func(sp sentence.Span) {
		if !first {
			out = append(out, int32(sp.Start))
		}
		first = false
	})
	return out
}

// reportPeriodAhead reports whether raw word k, "in" or "for", opens a
// part of a year a figure is of: "the", "its" or "their", a word of
// reportOrdinals and a word of reportPeriods ("in the fourth quarter",
// "in its first half"); not "for the year", which says no more than a
// figure of a year does.
func reportPeriodAhead(raws []raw, k int) bool {
	j := k + 1
	if j+2 >= len(raws) || raws[j].text != "the" && raws[j].text != "its" && raws[j].text != "their" {
		return false
	}
	return reportOrdinals[raws[j+1].text] && raws[j+2].kind == rawWord && reportPeriods[raws[j+2].text]
}

// reportOrdinals and reportPeriods are the words of a part of a year.
var (
	reportOrdinals = setOf(`first second third fourth final`)
	reportPeriods  = setOf(`quarter half`)
)

// placeAhead reports whether raw word k, "in", opens a place: a word
// written with a capital, perhaps after "the", that is no month ("in
// Europe", "in the U.S.").
func placeAhead(raws []raw, k int) bool {
	j := k + 1
	if j+1 < len(raws) && raws[j].text == "the" && !raws[j].cap {
		j++
	}
	return j < len(raws) && raws[j].cap && raws[j].kind == rawWord && words.EnglishMonth(raws[j].text) == 0
}

// valueRightBefore returns the index of the number of t right before
// byte start, perhaps past a unit ("1.2 kg without"); -1 if none.
func valueRightBefore(t *Text, start int32) int {
	if n := numberRightBefore(t, start); n >= 0 {
		return n
	}
	if w, j := lastWordBefore(t.src, start); w != "" && isUnit(w) {
		return numberRightBefore(t, int32(j))
	}
	return -1
}

// deductionAhead reports whether raw word k, "before" or "without", opens what a value
// is reckoned without: a noun, perhaps after an article or a word before
// it ("before tax", "before the discount", "before government
// incentives"); not a time ("before noon", "before May") nor a thing done
// ("before closing down 2%", "before he could win").
func deductionAhead(raws []raw, k int) bool {
	j := k + 1
	if j < len(raws) && articles[raws[j].text] {
		j++
	}
	for n := 0; j < len(raws) && raws[j].kind == rawWord && n < 2; j, n = j+1, n+1 {
		w := raws[j].text
		if raws[j].num || raws[j].cap || raws[j].cls&wcStop != 0 || timeAdverb(w) || deductionTimes[w] || strings.HasSuffix(w, "ing") || verbForm(w) {
			return false
		}
		if noun(w) && !hasPOS(w, lexicon.Adj) {
			return true
		}
	}
	return false
}

// deductionTimes are the times of day that "before" may open.
var deductionTimes = setOf(`noon midnight midday dawn dusk sunrise sunset lunch dinner breakfast`)

// waitingAhead reports whether raw word k, "after", opens a waiting
// period within its next six words ("after a 12-month waiting period",
// "after the probation period", "after probation"), or a step to be
// done first ("after completing the course", "after turning 18").
func waitingAhead(raws []raw, k int) bool {
	if k+1 < len(raws) && firstStepWords[raws[k+1].text] {
		return true
	}
	for j := k + 1; j < len(raws) && j <= k+6 && raws[j].kind != rawBoundary; j++ {
		if waitingWords[raws[j].text] && (j+1 == len(raws) || raws[j+1].text == "period" || raws[j].text == "probation") {
			return true
		}
	}
	return false
}

// waitingWords are the words before "period" of a time to wait before
// a benefit holds; "probation" is one alone too.
var waitingWords = setOf(`waiting probation probationary qualifying`)

// firstStepWords are the verbs after "after" of a step to be done
// before a benefit holds: "after completing the course".
var firstStepWords = setOf(`completing passing finishing reaching turning attaining`)

// easeWords are the English adjectives that, before "to" and a verb,
// say how a thing is in one use: "cheaper to run", "easy to use", "safe
// to eat".
var easeWords = setOf(`cheap cheaper cheapest easy easier easiest hard harder hardest safe safer safest quick quicker
quickest fast faster fastest slow slower slowest simple simpler simplest difficult expensive costly dangerous
costlier`)

// settingWords are where a finding may hold only, after "in": "in
// mice", "in trials".
var settingWords = setOf(`mice rats animals trials tests testing simulations simulation lab laboratory`)

// partOfDayWords are the words before "hours" of a part of the day a
// thing may hold in only: "during peak hours", "during office hours".
var partOfDayWords = setOf(`peak off-peak offpeak rush business working office opening school visiting night daylight`)

// freeToWords are the verbs after "free to" that make one step free, not
// the whole: "free to download", "free to join".
var freeToWords = setOf(`download install join enter register apply try`)

// countBefore returns where the count starts that raw word k comes after,
// with up to two words it counts between ("2 million customers in", "500
// staff in"), or -1.
func (t *Text) countBefore(raws []raw, k int) int {
	for j := k - 1; j >= 0 && j >= k-3; j-- {
		r := &raws[j]
		if r.kind != rawWord {
			return -1
		}
		if r.inNumber || r.num {
			i := slices.IndexFunc(t.nums, func(n numbers.Token) bool { return int32(n.Start) <= r.start && r.end <= int32(n.End) })
			if j == k-1 || i < 0 || t.nums[i].Kind != numbers.Integer && t.nums[i].Kind != numbers.Decimal || isYearTok(t.nums[i]) {
				return -1
			}
			return t.nums[i].Start
		}
	}
	return -1
}

// numberRaw reports whether raw word n is a number or a word of one:
// "14", "fourteen", "twenty" of "twenty-five".
func (t *Text) numberRaw(n *raw) bool {
	return n.num || n.inNumber || slices.ContainsFunc(t.nwords, func(w numWord) bool { return w.start <= n.start && n.end <= w.end })
}

// periodAhead reports whether a number and a period come after raw word
// k: "within 14 days", "within 10 business days".
func (t *Text) periodAhead(raws []raw, k int) bool {
	j := k + 1
	if j+1 >= len(raws) || raws[j].kind != rawWord || !t.numberRaw(&raws[j]) {
		return false
	}
	if j++; raws[j].text == "business" || raws[j].text == "working" || raws[j].text == "calendar" {
		j++
	}
	if j >= len(raws) {
		return false
	}
	_, ok := periodUnit(raws[j].text)
	return ok
}

// percentEndsAt reports whether a percentage of t ends at byte end, or
// its sign right after: "10%", "10 per cent".
func (t *Text) percentEndsAt(end int32) bool {
	for _, n := range t.nums {
		if n.Kind == numbers.Percent && (int32(n.End) == end || int32(n.End) == end+1) {
			return true
		}
	}
	return false
}

// firstPeriodAhead reports whether raw word k, "in" or "within", opens
// the first period of something: "in its first week", "within the first
// year".
func firstPeriodAhead(raws []raw, k int) bool {
	if k+3 >= len(raws) || raws[k+2].text != "first" || !articles[raws[k+1].text] {
		return false
	}
	_, ok := periodUnit(raws[k+3].text)
	return ok
}

// spanAhead reports whether raw word k, "after", opens a span of time
// from a start: an article, "one" or a number, "first" or not, and a
// unit of time ("after the first year", "after one year", "after 12
// months").
func (t *Text) spanAhead(raws []raw, k int) bool {
	j := k + 1
	if j >= len(raws) || raws[j].kind != rawWord {
		return false
	}
	if articles[raws[j].text] || raws[j].text == "one" || t.numberRaw(&raws[j]) {
		j++
	}
	if j < len(raws) && raws[j].text == "first" {
		j++
	}
	if j == k+1 || j >= len(raws) || raws[j].kind != rawWord {
		return false
	}
	_, ok := periodUnit(raws[j].text)
	return ok
}

// spanEnd returns where the span of time that raw word k, "after",
// opens ends: right after its unit of time (see spanAhead).
func (t *Text) spanEnd(raws []raw, k int) int32 {
	for j := k + 1; j < len(raws) && j <= k+4; j++ {
		if _, ok := periodUnit(raws[j].text); ok && raws[j].kind == rawWord {
			return raws[j].end
		}
	}
	return 0
}

// ruleBefore reports whether the clause before raw word k says a rule or
// a standing state, which a time may hold it for: a modal verb, or a
// verb in the present right before it ("may terminate", "applies
// after", "is free"), not a past event ("moved to Paris after a year").
func ruleBefore(raws []raw, k int) bool {
	for j := k - 1; j >= 0 && raws[j].kind != rawBoundary; j-- {
		switch w := raws[j].text; {
		case modalWords[w] || w == "is" || w == "are":
			return true
		case j == k-1 && len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && j > 0 && raws[j-1].kind == rawWord && !articles[raws[j-1].text] && !prepositions[raws[j-1].text] && verb(w):
			return true // "the fee rises after", not "the fees after"
		}
	}
	return false
}

// risesTo reports whether the value that starts at byte at, of the text
// raws are of, is one a thing comes to, after "to" and a verb of change
// that says no past event: "rising to 25", "increases to $1,000"; not
// "rose to 25".
func risesTo(raws []raw, at int) bool {
	for j := 2; j < len(raws); j++ {
		if raws[j].start < int32(at) {
			continue
		}
		return raws[j-1].text == "to" && raws[j-2].kind == rawWord && directionOf(raws[j-2].text) != 0 && !pastForm(raws[j-2].text)
	}
	return false
}

// ruleAfter reports whether the clause after the phrase raw word k opens,
// past the comma that ends it, says a rule or a standing state (see
// ruleBefore): "After five years, staff get 25 days" or "… staff may
// carry over", not "After a year, she moved to Kel".
func ruleAfter(raws []raw, k int) bool {
	j := k + 1
	for j < len(raws) && raws[j].kind != rawBoundary {
		j++
	}
	for j++; j < len(raws) && raws[j].kind != rawBoundary; j++ {
		switch w := raws[j].text; {
		case modalWords[w] || w == "is" || w == "are":
			return true
		case pastForm(w) || w == "was" || w == "were" || w == "had":
			return false
		case raws[j-1].kind == rawWord && noun(raws[j-1].text) && verbLemma(w) && !strings.HasSuffix(w, "s") && j+1 < len(raws) && (raws[j+1].num || articles[raws[j+1].text]):
			return true // "staff get 25 days", "customers pay a fee"
		}
	}
	return false
}

// modalWords are the English modal verbs.
var modalWords = setOf(`may might can could must shall should will would`)

// periodBefore returns the raw word of the number of the period before
// raw word k, "after" or "before" ("30 days after", "five business days
// before"), or -1.
func (t *Text) periodBefore(raws []raw, k int) int {
	j := k - 1
	if j < 1 || raws[j].kind != rawWord {
		return -1
	}
	if _, period := periodUnit(raws[j].text); !period {
		return -1
	}
	if j--; raws[j].text == "business" || raws[j].text == "working" || raws[j].text == "calendar" {
		j--
	}
	if j < 0 || raws[j].kind != rawWord {
		return -1
	}
	n := &raws[j]
	if t.numberRaw(n) {
		return j
	}
	return -1
}

// gerundAfter reports whether raw word k is followed by a word in -ing or
// a pronoun that opens a clause: "deleting" of "before deleting it",
// "they" of "before they are deleted".
func gerundAfter(raws []raw, k int) bool {
	if k+1 >= len(raws) || raws[k+1].kind != rawWord {
		return false
	}
	w := raws[k+1].text
	return len(w) > 4 && strings.HasSuffix(w, "ing") || clauseSubjects[w]
}

// clauseSubjects are the pronouns that open a clause of what comes next:
// "stay in the trash for 30 days before they are deleted".
var clauseSubjects = setOf(`they it we you he she`)

// forBefore reports whether raw word j is right after "for": "for 30
// days".
func forBefore(raws []raw, j int) bool {
	return j > 0 && raws[j-1].kind == rawWord && raws[j-1].text == "for"
}

// priceVerbs are the English words before an amount that state it as a
// price: "is $250", "costs $40", "a fee of $5", "or $500".
var priceVerbs = setOf(`is are was were be costs cost of or and`)

// termVerbs are the English words before a length of time that state
// it as a term: "lasts two years", "is 30 days", "or three years".
var termVerbs = setOf(`is are was were be lasts last runs of or and`)

// valueBefore returns where the value starts that raw word k, "for",
// comes right after, or -1: an amount of money stated as a price ("is
// $250 for water damage claims", "costs $40 for international orders";
// not "paid $2 billion for Velmora", what was bought), or a length of
// time stated as a term where no period follows ("lasts two years, or
// three years for registered products"; not "for the first year").
func (t *Text) valueBefore(raws []raw, k int) int32 {
	if k < 2 || len(t.nums) == 0 && len(t.nwords) == 0 {
		return -1
	}
	at := int32(-1)
	if i := slices.IndexFunc(t.nums, func(n numbers.Token) bool {
		return n.Kind == numbers.Currency && int32(n.End) <= raws[k].start && int32(n.End) >= raws[k-1].start
	}); i >= 0 && strings.TrimSpace(t.src[t.nums[i].End:raws[k].start]) == "" {
		for j := k - 1; j >= 0; j-- {
			if raws[j].end <= int32(t.nums[i].Start) {
				if raws[j].kind == rawWord && priceVerbs[raws[j].text] {
					at = int32(t.nums[i].Start)
				}
				break
			}
		}
	} else if j := t.periodBefore(raws, k); j >= 1 && raws[j-1].kind == rawWord && termVerbs[raws[j-1].text] && !t.periodAhead(raws, k) {
		at = raws[j].start
	}
	if at < 0 {
		return -1
	}
	for i := k + 1; i < len(raws) && i <= k+3 && raws[i].kind == rawWord; i++ {
		if _, period := periodUnit(raws[i].text); period {
			return -1 // "a profit of $4 million for the year"
		}
	}
	return at
}

// sameContent reports whether "same" before words w ("" for none) and w2
// is a content word: of "the same day" and "the same business day", which
// say when, and of "the same" or "the same as" that a clause says of its
// subject, which "not the same" denies.
func sameContent(w, w2 string) bool {
	return w == "" || w == "as" || sameDay(w) || dayKinds[w] && sameDay(w2)
}

// dayKinds are the words that say which days count before a period's
// unit: "the same business day".
var dayKinds = setOf(`business working calendar trading school`)

// sameDay reports whether w, the word after "same", is a period's unit:
// "the same day" says when, and "same" is a content word of it.
func sameDay(w string) bool {
	_, ok := periodUnit(w)
	return ok
}

// qualifierPairs are the English words that, right after a value, say
// what it holds on, and their counterparts: "4% before tax and 3% after
// tax", "6% including fees and 5% excluding fees".
var qualifierPairs = map[string]string{"before": "after", "after": "before", "including": "excluding", "excluding": "including"}

// pairedValueBefore returns where the number starts that raw word k, a
// word of qualifierPairs, comes right after, where the text has its
// counterpart right after another number; or -1. The word then opens a
// condition of that value alone.
func (t *Text) pairedValueBefore(raws []raw, k int) int32 {
	if k == 0 || !raws[k-1].inNumber && !raws[k-1].num {
		return -1 // the common case: no number right before
	}
	other, ok := qualifierPairs[raws[k].text]
	if !ok {
		return -1
	}
	n := numberRightBefore(t, raws[k].start)
	if n < 0 {
		return -1
	}
	for m := range raws {
		if m != k && raws[m].kind == rawWord && raws[m].text == other {
			if o := numberRightBefore(t, raws[m].start); o >= 0 && o != n {
				return int32(t.nums[n].Start)
			}
		}
	}
	return -1
}

// otherValueBefore returns where the number starts that raw word k, the
// cue of a condition, comes right after, or after with a unit between,
// where the number is another value than one before it: after "or" or
// "and" past a comma ("20 days, or 25 after five years of service"), or
// after "to" past a word of change ("$40, falling to $30 for members");
// or -1. Such a condition restricts that value alone.
func (t *Text) otherValueBefore(raws []raw, k int) int32 {
	if k < 2 || len(t.nums) == 0 || !raws[k-1].inNumber && !raws[k-1].num && !raws[k-2].inNumber && !raws[k-2].num {
		return -1 // the common case: no number right before, nor one word before
	}
	i := lastNumBefore(t, int(raws[k].start))
	if i < 0 {
		return -1
	}
	n := t.nums[i]
	if gap := strings.Fields(t.src[n.End:raws[k].start]); len(gap) > 1 || len(gap) == 1 && !isASCIIWord(gap[0]) {
		return -1
	}
	w, j := lastWordBefore(t.src, int32(n.Start))
	switch w {
	case "or", "and":
		if !strings.HasSuffix(strings.TrimRight(t.src[:j], " "), ",") {
			return -1
		}
	case "to":
		if v, _ := lastWordBefore(t.src, int32(j)); directionOf(v) == 0 || !verbForm(v) {
			return -1 // not "up to 14 days after the return", a bound
		}
	default:
		return -1
	}
	return int32(n.Start)
}

// peopleWords are the plural nouns of groups of people that a benefit
// or a rule may be for.
var peopleWords = setOf(`children adults members students employees customers residents seniors veterans women men
patients users subscribers workers citizens families teenagers infants babies girls boys retirees pensioners tenants
owners holders drivers travellers travelers passengers visitors guests clients applicants beginners smokers
non-smokers nonsmokers participants volunteers subgroup subgroups`)

// peopleLead are the words that may stand between "for" and a word of
// peopleWords: "for new members", "for all employees".
var peopleLead = setOf(`the a all new young older existing eligible registered its their our your some most certain
domestic international foreign local overseas premium paying`)

// peopleAhead reports whether raw word k, "for" or "in", opens a group of
// people: a word of peopleWords right after it, or after one word of
// peopleLead.
func peopleAhead(raws []raw, k int) bool {
	for j := k + 1; j < len(raws) && j <= k+2 && raws[j].kind == rawWord; j++ {
		if peopleWords[raws[j].text] {
			return true
		}
		if !peopleLead[raws[j].text] {
			return false
		}
	}
	return false
}

// consentWords name a permission: "with the board's consent".
var consentWords = setOf(`consent approval permission authorisation authorization`)

// consentAhead reports whether a word of consentWords follows raw word k
// ("with") within four words of its clause.
func consentAhead(raws []raw, k int) bool { return wordAhead(raws, k, 4, consentWords) }

// wordAhead reports whether a word of set follows raw word k within n
// words or numbers of its clause.
func wordAhead(raws []raw, k, n int, set map[string]bool) bool {
	for j := k + 1; j < len(raws) && j <= k+n; j++ {
		if raws[j].kind != rawWord {
			return false
		}
		if set[raws[j].text] {
			return true
		}
	}
	return false
}

// planWords name a plan a service is sold on.
var planWords = setOf(`plan plans tier tiers subscription subscriptions edition editions package packages licence license`)

// planAhead reports whether a word of planWords follows raw word k ("on",
// "with") within four words of its clause: "on the free tier", "with a
// Premium subscription".
func planAhead(raws []raw, k int) bool { return wordAhead(raws, k, 4, planWords) }

// noticeAhead reports whether "notice" follows raw word k ("with") within
// five words or numbers of its clause: "with 30 days' written notice".
func noticeAhead(raws []raw, k int) bool { return wordAhead(raws, k, 5, noticeWords) }

var noticeWords = setOf(`notice`)

// byBefore reports whether the word before raw k, past an article, is
// "by".
func byBefore(raws []raw, k int) bool {
	for j := k - 1; j >= 0 && j >= k-3; j-- {
		if raws[j].kind != rawWord {
			return false
		}
		switch raws[j].text {
		case "by":
			return true
		case "the", "a", "an", "its", "their", "his", "her":
			continue
		}
		return false
	}
	return false
}

// nameNext reports whether a capitalised word follows raw word k, past
// "the", "a" or "an": "called The Weeknd", "called the Harwick Ice Field".
func nameNext(raws []raw, k int) bool {
	for j := k + 1; j < len(raws) && j <= k+2; j++ {
		r := &raws[j]
		if r.kind != rawWord {
			return false
		}
		if r.cap {
			return true
		}
		if r.text != "the" && r.text != "a" && r.text != "an" {
			return false
		}
	}
	return false
}

// titleCase reports whether every content word of the text, four or more,
// is capitalised, as in a headline: capitals then say nothing about names.
// A sentence of many names with one lower-case word ("Harrow Vale Rovers
// F.C. is based in Kelso, Scotland") is no headline, nor one whose verb
// "be" or "have" is in lower case, which a headline capitalises ("Tessa
// Lund was from the United States").
func titleCase(raws []raw) bool {
	n := 0 // the words counted, each with a capital
	for i := range raws {
		r := &raws[i]
		if r.kind == rawWord && !r.cap && r.cls&wcAuxiliary != 0 {
			return false
		}
		if r.kind != rawWord || r.cls&wcStop != 0 || r.num {
			continue
		}
		if !r.cap {
			return false // a counted word without a capital: no title, whatever follows
		}
		n++
	}
	return n >= 4
}

// auxiliaries are the forms of "be" and "have", which a headline writes
// with a capital.
var auxiliaries = setOf(`is are was were be been has have had`)

// hedgeModals are the English modals of what may be, before "be" and a
// word of duty: "may be required".
var hedgeModals = setOf(`may might could`)

// markRepeats sets dup on each token whose stem an earlier token has.
func markRepeats(toks []tok) {
	const short = 32
	if len(toks) <= short {
		for i := range toks {
			for j := 0; j < i; j++ {
				if toks[j].stem == toks[i].stem {
					toks[i].dup = true
					break
				}
			}
		}
		return
	}
	seen := make(map[string]bool, len(toks))
	for i := range toks {
		toks[i].dup = seen[toks[i].stem]
		seen[toks[i].stem] = true
	}
}

// boundaryGap reports whether the text between two words ends a clause:
// it holds punctuation other than an apostrophe, a hyphen, a slash or a
// period or comma between digits.
func boundaryGap(gap string) bool {
	for _, r := range gap {
		switch r {
		case ',', ';', ':', '.', '!', '?', '(', ')', '[', ']', '"', '“', '”', '«', '»', '—', '–', '…',
			'，', '；', '：', '。', '！', '？', '、', '（', '）', '「', '」', '『', '』', '|', '\n',
			'؛', '،', '؟':
			return true
		}
	}
	return false
}

// numberMark reports whether gap, between the last of out and the word
// w, is a number's own mark, its decimal point or a separator of its
// thousands ("1.5", "50,000"), which ends no clause: "is not 1.5 times
// the price" denies the whole.
func numberMark(out []raw, gap, w string) bool {
	n := len(out)
	if gap != "." && gap != "," || n == 0 || out[n-1].kind != rawWord || w == "" || !isDigitByte(w[0]) {
		return false
	}
	p := out[n-1].text
	return p != "" && isDigitByte(p[len(p)-1])
}

func isApostrophe(gap string) bool {
	return gap == "'" || gap == "’" || gap == "ʼ" || gap == "‘"
}

// cjkEvents returns the cues and boundaries of the Han and kana runs of the
// folded text of m.
func cjkEvents(f string, m *normalize.Text) []raw {
	if !mayHaveCJK(f) {
		return nil
	}
	var out []raw
	for i := 0; i < len(f); {
		r, n := utf8.DecodeRuneInString(f[i:])
		if r < 0x0E00 || !words.Unspaced(r) {
			i += n
			continue
		}
		matched := false
		for _, c := range cjkCues {
			if strings.HasPrefix(f[i:], c.text) {
				switch c.class {
				case cueNone:
				case cueBoundary:
					out = append(out, raw{kind: rawBoundary, fs: int32(i)})
				default:
					os, oe := m.Span(i, i+len(c.text))
					out = append(out, raw{kind: rawCue, fs: int32(i), fe: int32(i + len(c.text)), text: c.text, class: c.class, start: int32(os), end: int32(oe)})
				}
				i += len(c.text)
				matched = true
				break
			}
		}
		if !matched {
			i += n
		}
	}
	return out
}

// mergeCJK merges the CJK events into the raw words by position; an event
// comes after a boundary and before a word that start where it does. A
// bigram that starts inside a cue is part of the cue, not a word it
// governs: "返金できません" has the words 返金 金で でき きま and the cue
// ません, whose own bigrams ませ and せん would otherwise follow it.
func mergeCJK(items, events []raw) []raw {
	if len(events) == 0 {
		return items
	}
	out := make([]raw, 0, len(items)+len(events))
	j := 0
	cueEnd := int32(-1)
	for _, it := range items {
		for j < len(events) && (events[j].fs < it.fs || events[j].fs == it.fs && it.kind != rawBoundary) {
			if events[j].kind == rawCue {
				cueEnd = max(cueEnd, events[j].fe)
			}
			out = append(out, events[j])
			j++
		}
		if it.kind == rawBigram && it.fs < cueEnd {
			continue
		}
		out = append(out, it)
	}
	return append(out, events[j:]...)
}

// prepositions end the scope of a negation that already holds a word: "no
// concrete data on population numbers" does not negate "population".
var prepositions = setOf(`on in at of for with from about into onto over under between among during through across
toward towards against after before until since within`)

// mergeNumWords adds the number words to the numbers, in order.
func (t *Text) mergeNumWords() {
	nums := make([]numbers.Token, 0, len(t.nums)+len(t.nwords))
	isWord := make([]bool, 0, cap(nums))
	i := 0
	for _, w := range t.nwords {
		for i < len(t.nums) && t.nums[i].Start < int(w.start) {
			nums, isWord = append(nums, t.nums[i]), append(isWord, false)
			i++
		}
		kind, value := numbers.Integer, strconv.FormatInt(w.value, 10)
		switch {
		case w.clock != "":
			kind, value = numbers.Time, w.clock
			if n := len(nums) - 1; n >= 0 && nums[n].Kind == numbers.Integer && nums[n].Value == "12" && nums[n].End+1 == int(w.start) && t.src[nums[n].End] == ' ' {
				// "12 noon", "12 midnight": one time.
				w.start = int32(nums[n].Start)
				nums, isWord = nums[:n], isWord[:n]
			}
		case w.share != "":
			kind, value = numbers.Percent, w.share
		case w.century:
			kind, value = numbers.Code, strconv.FormatInt((w.value-1)*100, 10)+"s"
		case w.ordinal:
			kind = numbers.Ordinal
		case w.half:
			kind, value = numbers.Decimal, value+".5"
		case w.currency != "":
			kind, value = numbers.Currency, w.currency // "five million dollars"
		}
		nums = append(nums, numbers.Token{Start: int(w.start), End: int(w.end), Text: t.src[w.start:w.end], Value: value, Kind: kind})
		isWord = append(isWord, !w.century && w.clock == "") // a century reads as "15th century" does, "noon" as "12 pm"
	}
	for ; i < len(t.nums); i++ {
		nums, isWord = append(nums, t.nums[i]), append(isWord, false)
	}
	t.nums, t.words = nums, isWord
}

// centuries reads an ordinal followed by "century" as the hundred years it
// names, written as their first year and "s": "18th century" is 1700s.
// The token takes the word, which is no content word of its own: "made
// in the 20th century" says what "made in 1997" says.
func centuries(s string, toks []numbers.Token) []numbers.Token {
	for i, tk := range toks {
		if tk.Kind != numbers.Ordinal {
			continue
		}
		rest := strings.TrimLeft(s[tk.End:], " ")
		word := 0
		switch {
		case len(rest) >= 9 && strings.EqualFold(rest[:9], "centuries"):
			word = 9
		case len(rest) >= 7 && strings.EqualFold(rest[:7], "century"):
			word = 7
		}
		if word == 0 || len(rest) > word && isASCIILetter(rest[word]) {
			continue
		}
		n, err := strconv.Atoi(tk.Value)
		if err == nil && n >= 1 && n <= 30 && (i+1 == len(toks) || toks[i+1].Start >= len(s)-len(rest)+word) {
			toks[i].Kind = numbers.Code
			toks[i].Value = strconv.Itoa((n-1)*100) + "s"
			toks[i].End = len(s) - len(rest) + word
			toks[i].Text = s[tk.Start:toks[i].End]
		}
	}
	return toks
}

// eraMarks are the words after a year that say its era, and whether the
// era is before the common one.
var eraMarks = []struct {
	mark   string
	before bool
}{{"B.C.E.", true}, {"B.C.", true}, {"BCE", true}, {"BC", true}, {"A.D.", false}, {"AD", false}, {"CE", false}}

// eras reads a whole number followed by an era as the year it names, a
// date whose year is negative before the common era: "25 BC" is after
// "30 BC" and before "79 AD". The token takes the era, which is no name of
// its own. A century of an era ("the 5th century BC") is left an ordinal:
// its years are not those of the century the ordinal names in the common
// era.
func eras(s string, toks []numbers.Token) []numbers.Token {
	for i, tk := range toks {
		if tk.Kind != numbers.Integer && tk.Kind != numbers.Code || tk.End+1 >= len(s) || s[tk.End] != ' ' {
			continue
		}
		rest := s[tk.End+1:]
		for _, e := range eraMarks {
			if !strings.HasPrefix(rest, e.mark) || len(rest) > len(e.mark) && isASCIILetter(rest[len(e.mark)]) {
				continue
			}
			end := tk.End + 1 + len(e.mark)
			if i+1 < len(toks) && toks[i+1].Start < end {
				break
			}
			if tk.Kind == numbers.Code {
				if !e.before {
					break // "the 2nd century AD" is the 2nd century
				}
				c, err := strconv.Atoi(strings.TrimSuffix(tk.Value, "s"))
				if err == nil && strings.HasSuffix(strings.ToLower(tk.Text), "century") {
					// "the 5th century BC": back to the ordinal.
					toks[i].Kind = numbers.Ordinal
					toks[i].Value = strconv.Itoa(c/100 + 1)
				}
				break
			}
			y, err := strconv.Atoi(tk.Value)
			if err != nil || y < 1 || y > 9999 || strings.Contains(tk.Text, ",") {
				break
			}
			if e.before {
				y = -y
			}
			toks[i].Kind = numbers.Date
			toks[i].Value = eraYear(y)
			toks[i].End = end
			toks[i].Text = s[tk.Start:end]
			break
		}
	}
	// The first end of a period takes the era of the second: "from 221
	// to 206 BC".
	for i := len(toks) - 2; i >= 0; i-- {
		tk, next := toks[i], toks[i+1]
		if tk.Kind != numbers.Integer || next.Kind != numbers.Date || !eraText(next.Text) || strings.Contains(tk.Text, ",") {
			continue
		}
		switch strings.TrimSpace(s[tk.End:next.Start]) {
		case "-", "–", "—", "--", "to", "and", "until":
		default:
			continue
		}
		y, err := strconv.Atoi(tk.Value)
		ny, _, _, _ := dateParts(next.Value)
		if err != nil || y < 1 || y > 9999 {
			continue
		}
		if ny < 0 {
			y = -y
		}
		toks[i].Kind = numbers.Date
		toks[i].Value = eraYear(y)
	}
	return toks
}

// eraYear writes year y, negative before the common era, as a date value:
// "0079", "-0025".
func eraYear(y int) string {
	if y < 0 {
		return fmt.Sprintf("-%04d", -y)
	}
	return fmt.Sprintf("%04d", y)
}

// isParty reports whether w, or w less a plural s, is one of parties.
func isParty(w string) bool {
	return partyFrames[w] != 0 || len(w) > 3 && w[len(w)-1] == 's' && partyFrames[w[:len(w)-1]] != 0
}

// nextName reports whether the raw word after k is capitalised and
// follows it after one space, or after the full stop of an initial: "Anna
// Keller" opens a sentence with a name, though "anna" is a word, and so
// does "B. R. Ambedkar".
func nextName(raws []raw, k int) bool {
	if k+1 >= len(raws) || determiners[raws[k].text] {
		return false
	}
	n := &raws[k+1]
	initial := len(raws[k].text) == 1 && raws[k].cap
	if initial && n.kind == rawBoundary && k+2 < len(raws) {
		n = &raws[k+2] // the full stop of "B. R. Ambedkar" is no sentence's end
	}
	gap := n.gapBefore == " " || n.gapBefore == "-" || initial && (n.gapBefore == ". " || n.gapBefore == ".")
	return n.kind == rawWord && n.cap && gap && !stopwords[English][n.text]
}

// commonBefore reports whether a word before word i that is no name has
// its stem: then word i repeats that common word, not a name's.
func (t *Text) commonBefore(i int) bool {
	for j := i - 1; j >= 0; j-- {
		if u := &t.toks[j]; u.stem == t.toks[i].stem && !u.is(fName) {
			return true
		}
	}
	return false
}

// unitNumbers returns the numbers of s joined to a unit by a hyphen, which
// package numbers reads as words: "a 2-year warranty", "a 30-day window".
// nums are the numbers package numbers found, which none may overlap.
func unitNumbers(s string, nums []numbers.Token) []numWord {
	var out []numWord
	k := 0
	for i := 0; i < len(s); i++ {
		if i = skipToDigit(s, i); i == len(s) {
			break
		}
		if !isDigitByte(s[i]) || i > 0 && (isASCIIAlnum(s[i-1]) || s[i-1] == '.' || s[i-1] == ',' || s[i-1] == '-') {
			continue
		}
		j := i
		for j < len(s) && isDigitByte(s[j]) {
			j++
		}
		e := j + 1
		for e < len(s) && isASCIILetter(s[e]) {
			e++
		}
		if j < len(s) && s[j] == '-' && e-j-1 >= 2 && j-i <= 6 && (e == len(s) || !isASCIIAlnum(s[e])) {
			for k < len(nums) && nums[k].End <= i {
				k++
			}
			if k >= len(nums) || nums[k].Start >= j {
				v, _ := strconv.ParseInt(s[i:j], 10, 64)
				out = append(out, numWord{value: v, start: int32(i), end: int32(j), text: s[i:j]})
			}
		}
		i = j
	}
	return out
}

func isDigitByte(c byte) bool { return '0' <= c && c <= '9' }

// mergeWords merges two lists of number words in order of position.
func mergeWords(a, b []numWord) []numWord {
	if len(b) == 0 {
		return a
	}
	out := make([]numWord, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		if j == len(b) || i < len(a) && a[i].start < b[j].start {
			out = append(out, a[i])
			i++
		} else {
			out = append(out, b[j])
			j++
		}
	}
	return out
}

// negatedAround reports whether a negation holds the content word right
// before byte pos of t, or right after it, in its clause: the number at pos
// is then said of something negated ("not for children under 13").
func (t *Text) negatedAround(pos int32) bool {
	for i := range t.toks {
		if t.toks[i].start >= pos {
			if t.toks[i].negated() {
				return true
			}
			return i > 0 && t.toks[i-1].negated() && t.toks[i-1].seg == t.toks[i].seg && !deniedThing(&t.toks[i-1]) && !t.stopped(i-1)
		}
	}
	n := len(t.toks)
	return n > 0 && t.toks[n-1].negated() && !deniedThing(&t.toks[n-1]) && !t.stopped(n-1)
}

// stopped reports whether token i is negated by a verb of stopVerbs
// before it in its segment: the number after "stopped operating in
// 2006" is when it stopped, not a number denied.
func (t *Text) stopped(i int) bool {
	for j := i; j >= 0 && t.toks[j].seg == t.toks[i].seg; j-- {
		if t.toks[j].is(fLexNeg) {
			return stopVerbs[t.toks[j].word]
		}
	}
	return false
}

// deniedThing reports whether negated word u is a thing denied, a noun
// ("no interest", "interest-free"), not a verb or a state: what follows
// it is not denied with it ("interest-free for 24 months" gives 24).
func deniedThing(u *tok) bool {
	return !u.verbForm() && u.noun() && !u.hasPOS(lexicon.Adj)
}

// deniedBefore reports whether a negation holds a content word of t
// before byte pos in the clause of the word right before it: "is not
// approved for children under 12" denies what the number bounds.
func (t *Text) deniedBefore(pos int32) bool {
	last := t.lastWordBefore(int(pos))
	for i := last; i >= 0 && t.toks[i].seg == t.toks[last].seg; i-- {
		if t.toks[i].negated() {
			return true
		}
	}
	return false
}

// deniedAfter reports whether a word of t after byte pos, in the clause
// segment of the first word after it, is negated: "Users under 13 may not
// sign up" denies what follows "under 13".
func (t *Text) deniedAfter(pos int32) bool { return t.negatedAfter(pos, true) }

// negatedAfter is deniedAfter; a word negated by a prefix of its own
// counts only where byPrefix is set: "Contractors are not eligible"
// denies what it says of "Contractors", "John Barlow (nonperforming
// lyricist)" does not.
func (t *Text) negatedAfter(pos int32, byPrefix bool) bool {
	first := t.lastWordBefore(int(pos)) + 1
	for i := first; i < len(t.toks) && t.toks[i].seg == t.toks[first].seg; i++ {
		if t.toks[i].negated() && (byPrefix || !t.toks[i].is(fPrefixNeg)) {
			return true
		}
	}
	return false
}

// openerPhrases open an English sentence, before a comma, with where
// what it says comes from ("According to the policy,") or how it stands
// to what was said before it ("Yes,", "In short,"): they say nothing of
// what the sentence says.
var openerPhrases = [...]string{"according to ", "per the ", "per our ", "per your ", "per this ", "as per ", "based on ", "as stated in ",
	"as noted in ", "as described in ", "as outlined in ", "as explained in ", "as set out in ", "as shown in ", "in line with "}

// openerWords are the words and phrases that open an English sentence
// before a comma and say only how it stands to what was said before.
var openerWords = setOf2(`yes|importantly|notably|additionally|overall|furthermore|moreover|specifically|finally|similarly|indeed|in short|in summary|in addition|in general|in fact|to summarize|put simply|simply put|that said|in other words`)

// openerClauses are the English clauses that open a sentence and ask the
// reader to note what follows, "that" included.
var openerClauses = [...]string{"it is worth noting that ", "it should be noted that ", "note that ", "please note that ", "keep in mind that ", "be aware that "}

// markTakes marks "take" before a length of time in English text t as
// no word of its own: "Refunds take 5 to 7 business days" says what
// "Refunds appear within 5 to 7 business days" does, the time it takes.
func (t *Text) markTakes() {
	for i := range t.toks {
		switch t.toks[i].word {
		case "take", "takes", "took", "taking":
		default:
			continue
		}
		for m, n := range t.nums {
			if n.Start < int(t.toks[i].end) {
				continue
			}
			if !takesGapOnly(t.src[t.toks[i].end:n.Start]) {
				break // "takes place every two years": not the time it takes
			}
			end := n.End
			if m+1 < len(t.nums) && rangeJoin(t, m) {
				end = t.nums[m+1].End // "takes 3 to 5 days"
			}
			if u, _, ok := unitAfter(t.src, end); ok && u.dim == dimDuration {
				t.toks[i].flags |= fNoContent
			}
			break
		}
	}
}

// markAsLongAs marks "long" of "as long as" before a clause in English
// text t as no word of its own: "as long as they are unused" is a
// condition, not a length ("as long as 30 days" is a bound).
func (t *Text) markAsLongAs() {
	for i := range t.toks {
		u := &t.toks[i]
		if u.word != "long" {
			continue
		}
		if w, _ := lastWordBefore(t.src, u.start); w != "as" {
			continue
		}
		w, j := wordAfter(t.src, int(u.end))
		if w != "as" || t.numAt(skipSpace(t.src, j)) >= 0 {
			continue
		}
		if x, _ := wordAfter(t.src, j); x == "" {
			continue // "twice as long as": a number written as a word may follow
		}
		u.flags |= fNoContent
	}
}

// markHeldSteady marks the verb before a word of no change in English
// text t as no word of its own: "held steady", "remained flat" and "stayed
// unchanged" say what "was unchanged" says.
func (t *Text) markHeldSteady() {
	for i := 0; i+1 < len(t.toks); i++ {
		switch t.toks[i].word {
		case "held", "holds", "hold", "remained", "remains", "remain", "stayed", "stays", "stay":
		default:
			continue
		}
		switch t.toks[i+1].word {
		case "steady", "flat", "stable", "unchanged":
			if adjacent(t.src, t.toks[i].end, t.toks[i+1].start) {
				t.toks[i].flags |= fNoContent
			}
		}
	}
}

// markAgeOld marks "old" of an age written as one word with its number
// and unit in English text t ("a 40-year-old precedent") as no word of
// its own: the number and its unit say the age ("set 40 years ago").
func (t *Text) markAgeOld() {
	for i := 1; i < len(t.toks); i++ {
		u := &t.toks[i]
		if u.word != "old" || t.toks[i-1].end+1 != u.start || t.src[u.start-1] != '-' {
			continue
		}
		if _, isTime := timeUnits[strings.TrimSuffix(t.toks[i-1].word, "s")]; !isTime {
			continue
		}
		if s := t.toks[i-1].start; s >= 2 && t.src[s-1] == '-' && isDigitByte(t.src[s-2]) {
			u.flags |= fNoContent
		}
	}
}

// takesGap are the words that may stand between "takes" and its length
// of time: "takes up to 10 days", "takes about a week".
var takesGap = setOf(`up to about around roughly approximately nearly almost at least most less more than over under only just between from`)

// takesGapOnly reports whether gap holds at most two words, each of
// takesGap, and nothing else but spaces.
func takesGapOnly(gap string) bool {
	n := 0
	for i := 0; i < len(gap); {
		if gap[i] == ' ' {
			i++
			continue
		}
		w, j := wordAt(gap, i)
		if j == i || !takesGap[w] || n == 2 {
			return false
		}
		n, i = n+1, j
	}
	return true
}

// markOpener marks the words of the phrase that opens English text t,
// if one of openerPhrases, openerWords or openerClauses does, as words of
// no content: "policy" of "According to the policy, refunds are issued
// within 14 days" is not a word the passage must hold. Names stay words:
// who is cited is for the names check.
func (t *Text) markOpener() {
	src := t.src
	if len(src) < 4 {
		return
	}
	end := -1
	for _, p := range openerClauses {
		if len(src) > len(p) && strings.EqualFold(src[:len(p)], p) {
			end = len(p) - 1
		}
	}
	if end < 0 {
		comma := strings.IndexByte(src[:min(len(src), 60)], ',')
		if comma < 0 || strings.ContainsAny(src[:comma], "0123456789;:.") {
			return
		}
		lead := src[:comma]
		if len(lead) <= 20 && openerWords[lowerASCII(lead)] {
			end = comma
		}
		for _, p := range openerPhrases {
			if len(lead) > len(p) && strings.EqualFold(lead[:len(p)], p) && strings.Count(lead, " ") <= 5 {
				end = comma
			}
		}
	}
	for i := range t.toks {
		if int(t.toks[i].end) > end {
			break
		}
		if !t.toks[i].is(fName) {
			t.toks[i].flags |= fNoContent
		}
	}
}

// attributionVerbs say who says what follows them.
var attributionVerbs = setOf(`say says said state states stated note notes noted report reports reported write writes wrote
explain explains explained add adds added confirm confirms confirmed mention mentions mentioned according`)

// specialWords are, by language, the words classify treats other than as
// plain words or stopwords: cues, clause boundaries, months, polar words,
// attribution verbs. A word not among them is read at once as a word.
var specialWords = func() [len(langCodes)]map[string]bool {
	var out [len(langCodes)]map[string]bool
	for l := range out {
		m := map[string]bool{}
		for _, set := range []map[string]bool{negationCues[l], permissionCues[l], dutyCues[l], adviceCues[l], boundaryWords[l]} {
			for w := range set {
				m[w] = true
			}
		}
		if Lang(l) == English {
			for _, set := range []map[string]bool{lexicalNegations, barringVerbs, abandonVerbs, stopVerbs, attributionVerbs, universals} {
				for w := range set {
					m[w] = true
				}
			}
			for w := range polarWords {
				m[w] = true
			}
			words.EachMonth(func(w string, _ int) { m[w] = true })
			m["yet"], m["unless"], m["discretion"], m["one"] = true, true, true, true
			for w := range namingVerbs {
				m[w] = true
			}
			for w := range spanVerbs {
				m[w] = true
			}
			for w := range approxWords {
				if !stopwords[English][w] {
					m[w] = true // "about" and "some" are dropped as stopwords
				}
			}

		}
		out[l] = m
	}
	return out
}()

// A wordClass is the set of the word lists of analysis that a folded word
// is in, read with one lookup when a text is scanned: most words are in
// none.
type wordClass uint32

const (
	wcSpecial       wordClass = 1 << iota // specialWords
	wcStop                                // stopwords
	wcPreposition                         // prepositions (English)
	wcAuxiliary                           // auxiliaries (English)
	wcConditionEnd                        // conditionEnds (English)
	wcNumberStart                         // numberStarts (English)
	wcParty                               // a word of partyFrames, or its plural (English)
	wcLexNeg                              // lexicalNegations or barringVerbs: lexicalNegation decides (English)
	wcQuantifier                          // quantifierLevels (English)
	wcIntention                           // intentionWords (English)
	wcQualifier                           // roleQualifiers (English)
	wcPlan                                // the words of planMarks (English)
	wcLose                                // loseWords (English)
	wcSpeaker                             // reportWords, claimWords and "whether" (English)
	wcFormer                              // formerWords, "used" and "recently" (English)
	wcContrast                            // "instead" and "rather" (English)
	wcOwn                                 // ownWords (English)
	wcTime                                // the first words of timeMarks, months and days (English)
	wcLink                                // linkWords (English)
	wcNeg                                 // negationCues
	wcPermission                          // permissionCues
	wcDuty                                // dutyCues
	wcAdvice                              // adviceCues
	wcBoundary                            // boundaryWords
	wcConditionCue                        // conditionCues (English)
	wcConditionWord                       // conditionWords (English)
	wcAttribution                         // attributionVerbs (English)
	wcNaming                              // namingVerbs (English)
	wcSpan                                // spanVerbs (English)
	wcForecast                            // forecastWords (English)
)

// wordClasses are, by language, the classes of the words in any of the
// lists of wordClass.
var wordClasses = func() [len(langCodes)]map[string]wordClass {
	var out [len(langCodes)]map[string]wordClass
	for l := range out {
		m := map[string]wordClass{}
		add := func(c wordClass, set map[string]bool) {
			for w, ok := range set {
				if ok {
					m[w] |= c
				}
			}
		}
		add(wcSpecial, specialWords[l])
		add(wcStop, stopwords[l])
		add(wcNeg, negationCues[l])
		add(wcPermission, permissionCues[l])
		add(wcDuty, dutyCues[l])
		add(wcAdvice, adviceCues[l])
		add(wcBoundary, boundaryWords[l])
		if Lang(l) == English {
			add(wcPreposition, prepositions)
			add(wcAuxiliary, auxiliaries)
			add(wcConditionEnd, conditionEnds)
			add(wcNumberStart, numberStarts)
			add(wcLexNeg, lexicalNegations)
			add(wcLexNeg, barringVerbs)
			add(wcLexNeg, abandonVerbs)
			add(wcLexNeg, stopVerbs)
			add(wcIntention, intentionWords)
			add(wcIntention, setOf(`due going`)) // read by intentionBefore in their places only
			add(wcIntention, gerundIntentions)
			add(wcIntention, beliefWords)
			add(wcIntention, allegedWords)
			add(wcForecast, forecastWords)
			add(wcIntention, mandateWords)
			add(wcSpeaker, reportWords)
			add(wcSpeaker, claimWords)
			add(wcSpeaker, setOf(`whether`))
			add(wcFormer, formerWords)
			add(wcFormer, setOf(`used recently`))
			add(wcContrast, setOf(`instead rather`))
			add(wcOwn, ownWords)
			add(wcIntention, callWords)
			add(wcIntention, objectIntentions)
			add(wcQualifier, roleQualifiers)
			add(wcQualifier, accusedOf)
			add(wcQualifier, everQualifiers)
			add(wcQualifier, setOf(`twice double triple thrice quadruple half`)) // multipliers
			add(wcQualifier, setOf(`would`))                                     // "would-be"
			add(wcPlan, setOf(`planned coming development consideration`))
			add(wcLose, loseWords)
			add(wcTime, setOf(`next last yesterday earlier later tomorrow january february march april may june july
august september october november december`))
			add(wcTime, weekdays)
			add(wcLink, linkWords)
			add(wcConditionCue, conditionCues)
			add(wcConditionWord, conditionWords)
			add(wcAttribution, attributionVerbs)
			add(wcNaming, namingVerbs)
			add(wcSpan, spanVerbs)
			for w := range partyFrames {
				m[w] |= wcParty
				m[w+"s"] |= wcParty
			}
			for w := range quantifierLevels {
				m[w] |= wcQuantifier
			}
		}
		out[l] = m
	}
	return out
}()

// afterName reports whether raw word k follows a capitalised word with one
// space between: "Theresa May" is a name, not a month.
func afterName(raws []raw, k int) bool {
	if k == 0 || raws[k].gapBefore != " " {
		return false
	}
	p := &raws[k-1]
	return p.kind == rawWord && p.cap && words.EnglishMonth(p.text) == 0 && !stopwords[English][p.text]
}

// decades reads a year of tens written with an apostrophe and s as the
// decade or century it names: "the 1980's" is 1980s.
func decades(s string, toks []numbers.Token) []numbers.Token {
	for i, tk := range toks {
		if tk.Kind != numbers.Integer || len(tk.Text) != 4 || tk.Text[3] != '0' {
			continue
		}
		if rest := s[tk.End:]; strings.HasPrefix(rest, "'s") || strings.HasPrefix(rest, "’s") {
			toks[i].Kind = numbers.Code
			toks[i].Value = tk.Value + "s"
		}
	}
	return toks
}

// decadeWords are the English words of the decades of a century, by
// their first year in the 1900s.
var decadeWords = map[string]int{"twenties": 1920, "thirties": 1930, "forties": 1940, "fifties": 1950,
	"sixties": 1960, "seventies": 1970, "eighties": 1980, "nineties": 1990}

// wordDecades adds to toks the decades s names in words after "the": "in
// the nineties" is the 1990s. "In her twenties" is an age, and is left
// alone.
func wordDecades(s string, toks []numbers.Token) []numbers.Token {
	if !strings.Contains(s, "ties") {
		return toks // the common case
	}
	for i := 0; i+4 < len(s); {
		j := strings.Index(s[i:], "ties")
		if j < 0 {
			break
		}
		end := i + j + len("ties")
		start := i + j
		for start > 0 && isASCIILetter(s[start-1]) {
			start--
		}
		i = end
		y, ok := decadeWords[strings.ToLower(s[start:end])]
		if !ok || end < len(s) && isASCIILetter(s[end]) {
			continue
		}
		if w, _ := lastWordBefore(s, int32(start)); w != "the" {
			continue
		}
		d := numbers.Token{Start: start, End: end, Text: s[start:end], Value: strconv.Itoa(y) + "s", Kind: numbers.Code}
		at, _ := slices.BinarySearchFunc(toks, d, func(a, b numbers.Token) int { return a.Start - b.Start })
		if at < len(toks) && toks[at].Start < end || at > 0 && toks[at-1].End > start {
			continue // inside another number
		}
		toks = slices.Insert(toks, at, d)
	}
	return toks
}

// spanVerbs introduce a span of values before "from": "ranging from 10 to
// 20".
var spanVerbs = setOf(`range ranges ranged ranging`)

// namingVerbs introduce a name: "a band called The Weeknd" says what "the
// band The Weeknd" says.
var namingVerbs = setOf(`called named titled entitled dubbed nicknamed`)

// determiners open a noun phrase and are no names, even capitalised before
// one: "Every K2 has a warranty".
var determiners = setOf(`every each all any many several both either neither another this these that those some
most few no our their his her its my your`)

// stopwords are, by language, the stopwords of internal/words, and for
// Russian the function words of extraStops; for Auto and CJK, every
// language's.
var stopwords = func() [len(langCodes)]map[string]bool {
	var out [len(langCodes)]map[string]bool
	for l := range out {
		m := map[string]bool{}
		words.EachStop(Lang(l).String(), func(w string) { m[w] = true })
		if Lang(l) == Russian || Lang(l) == Auto || Lang(l) == CJK {
			for w := range extraStops {
				m[w] = true
			}
		}
		if Lang(l) == English {
			for w := range polarityItems {
				m[w] = true
			}
			m["us"] = true // "ask us"; "US" in capitals is a name (see stopAcronyms)
		}
		out[l] = m
	}
	return out
}()

// polarityItems are English adverbs that only stretch a negation over
// what follows them, and say nothing of their own: "not permitted
// anywhere in the hotel" denies it in the hotel.
var polarityItems = setOf(`anywhere anyplace`)

// mayHaveCJK reports whether s may hold Han or kana: a lead byte of a
// three- or four-byte UTF-8 sequence.
func mayHaveCJK(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0xE1 {
			return true
		}
	}
	return false
}
