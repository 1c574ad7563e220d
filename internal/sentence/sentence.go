// Package sentence splits text into sentences, and reads the syntax of the
// citation markers that may close them.
//
// It is the one sentence splitter of the module: package citations
// exports it as citations.Sentences, and package numbers reads the
// sentences of its sources with it. Its rules are documented there.
package sentence

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/internal/words"
)

// A Span is one sentence of a text: its byte range [Start, End), and the
// markdown block it comes from.
type Span struct {
	Start, End int
	Block      Block
}

// A Block is the kind of markdown block a sentence comes from.
type Block uint8

const (
	Para    Block = iota // a paragraph, or plain text
	Heading              // a heading: "# Refunds"
	Item                 // a list item: "- ", "1. ", "• "
	Quote                // a blockquote: "> "
	Table                // a table row: "| a | b |"
)

// Each calls yield for each sentence of text, in order. For every span s,
// text[s.Start:s.End] is the sentence, as citations.Sentences documents
// it; spans do not overlap.
func Each(text string, yield func(Span)) {
	st := lineState{segStart: -1}
	flush := func(a, b int, kind Block) { splitSegment(text, a, b, kind, yield) }
	for ls := 0; ls < len(text); {
		le := strings.IndexByte(text[ls:], '\n')
		next := len(text)
		if le < 0 {
			le = len(text)
		} else {
			le += ls
			next = le + 1
		}
		st.line(text[ls:le], ls, le, flush)
		ls = next
	}
	st.end(flush)
}

// A lineState is where Each stands between two lines: the paragraph, item,
// quote, heading or table row it is gathering, and the code fence it is
// in.
type lineState struct {
	segStart, segEnd int // the pending segment's content, or segStart < 0
	segKind          Block
	fence            string // the open code fence, if any
}

// end ends the pending segment, passing it to flush.
func (st *lineState) end(flush func(a, b int, kind Block)) {
	if st.segStart >= 0 {
		flush(st.segStart, st.segEnd, st.segKind)
	}
	st.segStart = -1
}

// line reads line, which is text[ls:le], passing the pending segment to
// flush if the line ends it.
func (st *lineState) line(line string, ls, le int, flush func(a, b int, kind Block)) {
	indent := LeadingSpace(line)
	body := line[indent:]
	switch {
	case st.fence != "":
		if strings.HasPrefix(body, st.fence) && strings.TrimSpace(strings.TrimLeft(body, st.fence[:1])) == "" {
			st.fence = ""
		}
	case strings.HasPrefix(body, "```") || strings.HasPrefix(body, "~~~"):
		st.end(flush)
		st.fence = body[:3]
	case strings.TrimSpace(body) == "":
		st.end(flush)
	case isRule(body):
		st.end(flush)
	default:
		kind, skip := lineKind(body)
		cs := ls + indent + skip
		if kind == Para && st.segStart >= 0 && st.segKind != Heading && st.segKind != Table {
			// A lazy continuation line of a paragraph, item or quote.
			st.segEnd = le
			break
		}
		if kind == Quote && st.segStart >= 0 && st.segKind == Quote {
			st.segEnd = le
			break
		}
		st.end(flush)
		if kind == Table && isTableRule(body) {
			break
		}
		st.segStart, st.segEnd, st.segKind = cs, le, kind
	}
}

// LeadingSpace returns the length of the white space that starts line.
func LeadingSpace(line string) int {
	i := 0
	for i < len(line) && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r') {
		i++
	}
	return i
}

// lineKind classifies a line by its markdown prefix, given without its
// indentation, and returns the length of that prefix.
func lineKind(body string) (Block, int) {
	switch body[0] {
	case '#':
		n := 0
		for n < len(body) && body[n] == '#' {
			n++
		}
		if n <= 6 && (n == len(body) || body[n] == ' ' || body[n] == '\t') {
			return Heading, n + LeadingSpace(body[n:])
		}
	case '>':
		n := 0
		for n < len(body) && (body[n] == '>' || body[n] == ' ' || body[n] == '\t') {
			n++
		}
		return Quote, n
	case '|':
		return Table, 0
	case '-', '*', '+':
		if len(body) > 1 && (body[1] == ' ' || body[1] == '\t') {
			n := 1 + LeadingSpace(body[1:])
			return Item, n + checkbox(body[n:])
		}
	}
	if strings.HasPrefix(body, "•") {
		n := len("•") + LeadingSpace(body[len("•"):])
		return Item, n
	}
	if boldLine(body) {
		return Heading, 0 // "**Refund policy**" on a line of its own
	}
	// An ordered item: up to nine digits, "." or ")", white space.
	n := 0
	for n < len(body) && n < 9 && '0' <= body[n] && body[n] <= '9' {
		n++
	}
	if n > 0 && n+1 < len(body) && (body[n] == '.' || body[n] == ')') && (body[n+1] == ' ' || body[n+1] == '\t') {
		m := n + 1 + LeadingSpace(body[n+1:])
		return Item, m + checkbox(body[m:])
	}
	return Para, 0
}

// boldLine reports whether body, a line, is all in bold, "**…**" or
// "__…__", and is no sentence: it does not end with a stop, so a bold
// sentence ("**Monthly plans are not refundable.**") stays one.
func boldLine(body string) bool {
	body = strings.TrimRight(body, " \t\r")
	if len(body) < 5 || !strings.HasPrefix(body, "**") && !strings.HasPrefix(body, "__") {
		return false
	}
	m := body[:2]
	inner, ok := strings.CutSuffix(body[2:], m)
	if !ok || inner == "" || strings.Contains(inner, m) || inner[0] == ' ' || inner[len(inner)-1] == ' ' {
		return false
	}
	switch inner[len(inner)-1] {
	case '.', '!', '?', ']':
		return false // a sentence, or one with its citation
	}
	return true
}

// checkbox returns the length of a task list box ("[ ] ", "[x] ") that
// starts s, or 0.
func checkbox(s string) int {
	if len(s) >= 3 && s[0] == '[' && s[2] == ']' && (s[1] == ' ' || s[1] == 'x' || s[1] == 'X') &&
		(len(s) == 3 || s[3] == ' ' || s[3] == '\t') {
		return 3 + LeadingSpace(s[3:])
	}
	return 0
}

// isRule reports whether body is a markdown horizontal rule: three or more
// "-", "*" or "_" and nothing else but spaces.
func isRule(body string) bool {
	c := body[0]
	if c != '-' && c != '*' && c != '_' {
		return false
	}
	n := 0
	for i := 0; i < len(body); i++ {
		switch body[i] {
		case c:
			n++
		case ' ', '\t', '\r':
		default:
			return false
		}
	}
	return n >= 3
}

// isTableRule reports whether a table row is the separator under the header
// ("|---|:--:|").
func isTableRule(body string) bool {
	dash := false
	for i := 0; i < len(body); i++ {
		switch body[i] {
		case '-':
			dash = true
		case '|', ':', ' ', '\t', '\r':
		default:
			return false
		}
	}
	return dash
}

// splitSegment splits the paragraph text[a:b] into sentences.
func splitSegment(text string, a, b int, kind Block, yield func(Span)) {
	if kind == Heading || kind == Table {
		emit(text, a, b, kind, yield)
		return
	}
	sc := segScan{i: a, start: a, line: a}
	sc.split(text, a, b, kind, false, yield)
	emit(text, sc.start, b, kind, yield)
}

// emit yields the sentence text[s:e] of a segment of kind, trimmed, if it
// holds a word character.
func emit(text string, s, e int, kind Block, yield func(Span)) {
	s, e = Trim(text, s, e)
	if s < e && hasWordRune(text[s:e]) {
		yield(Span{Start: s, End: e, Block: kind})
	}
}

// A segScan is where the splitting of a paragraph stands: the offset to
// read next, and the starts of the pending sentence and of the line read.
type segScan struct{ i, start, line int }

// split splits the paragraph text[a:b] from sc on, yielding each sentence
// it ends; the last one is left pending at sc.start. If growing is set,
// the paragraph may go on past b: split stops, and reports it, before the
// first decision that the text past b could change (see settled), so
// that what it yields is what the whole paragraph gives.
func (sc *segScan) split(text string, a, b int, kind Block, growing bool, yield func(Span)) (stopped bool) {
	for sc.i < b {
		i := sc.i
		if c := text[i]; c < utf8.RuneSelf {
			if c != '\n' && c != '.' && c != '!' && c != '?' {
				sc.i++ // most bytes: nothing to decide
				continue
			}
		} else if n := skip(text, i, b); n > 0 {
			sc.i += n
			continue
		}
		if growing && !utf8.FullRuneInString(text[i:b]) {
			return true
		}
		r, n := utf8.DecodeRuneInString(text[i:b])
		if r == '\n' {
			if titleLine(text[max(sc.start, sc.line):i]) {
				if growing && !wordStartSettled(text, i+1, b) {
					return true
				}
				if startsSentence(text, i+1, b) {
					emit(text, sc.start, i, kind, yield)
					sc.start = i + 1
				}
			}
			sc.line = i + 1
		}
		if !isTerminal(r) {
			sc.i += n
			continue
		}
		if growing && !endSettled(text, i, b) {
			return true
		}
		end, ok := sentenceEnd(text, a, b, i)
		if !ok {
			sc.i = end
			continue
		}
		emit(text, sc.start, end, kind, yield)
		sc.start, sc.i = end, end
	}
	return false
}

// Title lines: a line of a paragraph with at most this many words, no
// comma and no end punctuation, followed by a line that starts like a
// sentence, is a sentence of its own: the section titles of plain-text
// sources ("Refund policy\nAnnual plans are ...").
const maxTitleWords = 6

// titleLine reports whether line reads as a title.
func titleLine(line string) bool {
	line = strings.TrimSpace(line)
	if line == "" || strings.ContainsAny(line, ",，;；") || !hasWordRune(line) {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(line)
	if isTerminal(r) || IsCloser(r) && r != ')' {
		return false
	}
	return len(strings.Fields(line)) <= maxTitleWords
}

// startsSentence reports whether the line at text[i:b] starts with a
// capital letter or a letter of a script without case.
func startsSentence(text string, i, b int) bool {
	i = nextWordStart(text, i, b)
	if i >= b {
		return false
	}
	r, _ := utf8.DecodeRuneInString(text[i:b])
	return unicode.IsUpper(r) || unicode.IsLetter(r) && !unicode.IsLower(r)
}

// skip returns the length of the character at text[i:b], which is not
// ASCII, if it is not end punctuation, read from its bytes without
// decoding it, and 0 if it may be, or is not whole and valid UTF-8. The
// end punctuation outside ASCII is encoded with a lead byte of 0xE2, 0xE3
// or 0xEF.
func skip(text string, i, b int) int {
	c := text[i]
	switch {
	case 0xC2 <= c && c <= 0xDF: // two bytes: Latin, Greek, Cyrillic, Arabic, …
		if i+1 < b && text[i+1]&0xC0 == 0x80 {
			return 2
		}
	case 0xE4 <= c && c <= 0xEC || c == 0xEE: // three bytes: CJK ideographs, Hangul, …
		if i+2 < b && text[i+1]&0xC0 == 0x80 && text[i+2]&0xC0 == 0x80 {
			return 3
		}
	}
	return 0
}

func isTerminal(r rune) bool {
	switch r {
	case '.', '!', '?', '…', '。', '！', '？', '｡', '‼', '⁇', '⁈', '⁉':
		return true
	}
	return false
}

func isCJKTerminal(r rune) bool {
	return r == '。' || r == '！' || r == '？' || r == '｡'
}

// sentenceEnd decides whether the terminal punctuation at text[i] ends a
// sentence of the paragraph text[a:b]. It returns the end of the sentence
// (past closers and trailing citation markers) and true, or the offset to
// resume scanning from and false.
func sentenceEnd(text string, a, b, i int) (int, bool) {
	if text[i] == '.' && i+2 < b && text[i+1] == ' ' && isASCIILetter(text[i+2]) {
		// The commonest end, ". " and a word of ASCII letters: no closers,
		// no markers, and the word is next.
		if 'a' <= text[i+2] && text[i+2] <= 'z' && !mixedCase(text, i+2, b) || isAbbreviation(text, a, i, i+2, b) {
			return i + 1, false
		}
		return i + 1, true
	}
	return sentenceEndAt(text, a, b, i)
}

// sentenceEndAt is sentenceEnd without its fast path.
func sentenceEndAt(text string, a, b, i int) (int, bool) {
	// The run of terminal punctuation: "?!", "...", "。".
	j := i
	cjk := false
	dots := 0
	for j < b {
		r, n := utf8.DecodeRuneInString(text[j:b])
		if !isTerminal(r) {
			break
		}
		cjk = cjk || isCJKTerminal(r)
		if r == '.' {
			dots++
		}
		j += n
	}
	single := dots == 1 && j-i == 1
	// Closing quotes, brackets and emphasis.
	for j < b {
		r, n := utf8.DecodeRuneInString(text[j:b])
		if !IsCloser(r) {
			break
		}
		j += n
	}
	if !cjk && j < b && !IsSpace(text, j) && !isMarkerAt(text, j, b) && !isBreak(text, j) {
		return j, false // "3.5", "example.com", "a.b"
	}
	// Citation markers right after, or after white space.
	end := j
	for k := j; ; {
		for k < b && IsSpace(text, k) {
			_, n := utf8.DecodeRuneInString(text[k:b])
			k += n
		}
		m := MarkerEnd(text, k, b)
		if m < 0 {
			break
		}
		end, k = m, m
	}
	if cjk {
		return end, true
	}
	next := nextWordStart(text, end, b)
	if next >= b {
		return end, true
	}
	nr, _ := utf8.DecodeRuneInString(text[next:b])
	if unicode.IsLower(nr) && !mixedCase(text, next, b) {
		return end, false
	}
	if single && end == j && isAbbreviation(text, a, i, next, b) {
		// A marker after the period ("in the U.S.[1] It") ends the
		// sentence whatever the word before it.
		return end, false
	}
	return end, true
}

// mixedCase reports whether the word of ASCII letters at text[i:b] has a
// capital after its first letter, a name written in mixed case that may
// open a sentence though it opens in lower case: "iPhone", "eBay".
func mixedCase(text string, i, b int) bool {
	for j := i + 1; j < b && isASCIILetter(text[j]); j++ {
		if 'A' <= text[j] && text[j] <= 'Z' {
			return true
		}
	}
	return false
}

// IsCloser reports whether r may follow a sentence's end punctuation and
// still belong to the sentence.
func IsCloser(r rune) bool {
	switch r {
	case '"', '\'', '”', '’', '»', '›', ')', '」', '』', '）', '】', '〕', '》', '〉', '*', '_', '`':
		return true
	}
	return false
}

// isBreak reports whether text[i] is an invalid byte or a control
// character: never part of a number or a name, so that end punctuation
// before it ends the sentence as white space would, and a stray byte
// cannot glue two sentences into one.
func isBreak(text string, i int) bool {
	r, n := utf8.DecodeRuneInString(text[i:])
	return r == utf8.RuneError && n == 1 || unicode.IsControl(r)
}

// IsSpace reports whether the code point at text[i] is white space.
func IsSpace(text string, i int) bool {
	c := text[i]
	if c < utf8.RuneSelf {
		return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
	}
	r, _ := utf8.DecodeRuneInString(text[i:])
	return unicode.IsSpace(r)
}

// nextWordStart returns the offset of the first word character at or after
// i in text[:b], skipping white space, opening quotes, brackets and
// emphasis, or b.
func nextWordStart(text string, i, b int) int {
	for i < b {
		if c := text[i]; c < utf8.RuneSelf {
			if asciiClass[c]&(aWord|aOther) != 0 {
				return i
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(text[i:b])
		if words.IsWordRune(r) {
			return i
		}
		if !unicode.IsSpace(r) && !unicode.IsPunct(r) && !unicode.IsSymbol(r) {
			return i
		}
		i += n
	}
	return b
}

// Abbreviations whose period does not end a sentence, lowercased and
// without their inner periods' trailing one. Titles never end a sentence;
// the others end one only before a word that starts with a capital letter
// (lowercase words never start a sentence anyway), unless a digit follows
// a reference abbreviation ("No. 5", "Fig. 2").
var abbrevs = func() map[string]uint8 {
	m := make(map[string]uint8)
	for _, l := range []struct {
		kind  uint8
		words string
	}{
		{abTitle, `mr mrs ms mx dr prof rev fr sr jr st mt gen col lt capt sgt maj cmdr adm gov sen
rep pres hon messrs mme mlle sra srta hr fa`},
		{abAlways, `e.g i.e cf vs viz al approx ca incl excl esp z.b u.a d.h usw bzw`},
		{abRef, `no nos vol vols p pp fig figs art arts sec secs para paras ch chap eq eqs tab ref refs
ex nr abs ziff`},
	} {
		for _, w := range strings.Fields(l.words) {
			m[w] |= l.kind
			if len(w) > maxKey {
				panic("sentence: abbreviation longer than maxKey: " + w)
			}
		}
	}
	return m
}()

// Kinds of abbreviations: titles, always, reference.
const (
	abTitle uint8 = 1 << iota
	abAlways
	abRef
)

// Sentence starters that end a sentence after an initial or a dotted
// abbreviation ("in the U.S. The company ...").
var starters = func() map[string]uint8 {
	m := make(map[string]uint8)
	for _, w := range strings.Fields(`the this that these those it its we they he she i you our your their a an in on at for if
but and however there here when after before as some many most all each no not`) {
		m[w] = 1
		if len(w) > maxKey {
			panic("sentence: sentence starter longer than maxKey: " + w)
		}
	}
	return m
}()

// maxKey is the length of the longest word of abbrevs and starters.
const maxKey = 8

// letterKinds holds abbrevs and starters for the one-letter ASCII words,
// the initials of names: their commonest lookup.
var letterKinds = func() (t [2][utf8.RuneSelf]uint8) {
	for k, m := range []map[string]uint8{abbrevs, starters} {
		for w, kind := range m {
			if len(w) == 1 {
				t[k][w[0]] = kind
				t[k][unicode.ToUpper(rune(w[0]))] = kind
			}
		}
	}
	return t
}()

// abbrevKind returns the kind of abbreviation that w is, in any case.
func abbrevKind(w string) uint8 {
	if len(w) == 1 && w[0] < utf8.RuneSelf {
		return letterKinds[0][w[0]]
	}
	return lookupLower(abbrevs, w)
}

// isStarter reports whether w is a sentence starter, in any case.
func isStarter(w string) bool {
	if len(w) == 1 && w[0] < utf8.RuneSelf {
		return letterKinds[1][w[0]] != 0
	}
	return lookupLower(starters, w) != 0
}

// lookupLower returns m[strings.ToLower(w)], without allocating for an
// ASCII word.
func lookupLower(m map[string]uint8, w string) uint8 {
	var buf [maxKey]byte
	if len(w) > len(buf) {
		if isASCII(w) {
			return 0 // longer than every key
		}
		return m[strings.ToLower(w)]
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= utf8.RuneSelf {
			return m[strings.ToLower(w)]
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return m[string(buf[:len(w)])]
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// isAbbreviation reports whether the period at text[i] ends an abbreviation
// rather than the sentence of the paragraph starting at a. next is the
// offset of the word that follows.
func isAbbreviation(text string, a, i, next, b int) bool {
	if i-1 >= a && isASCIILetter(text[i-1]) && (i-2 < a || text[i-2] < utf8.RuneSelf && text[i-2] != '.' && !isASCIILetter(text[i-2])) {
		// One ASCII letter: an initial, or "p".
		return letterAbbreviation(text, text[i-1], next, b)
	}
	return wordAbbreviation(text, a, i, next, b)
}

// wordAbbreviation is isAbbreviation without its fast path.
func wordAbbreviation(text string, a, i, next, b int) bool {
	// The word before the period, with its inner periods: "U.S", "e.g", "Dr".
	w := i
	for w > a {
		if c := text[w-1]; c < utf8.RuneSelf {
			if asciiClass[c]&aLetter == 0 && c != '.' {
				break
			}
			w--
			continue
		}
		r, n := utf8.DecodeLastRuneInString(text[a:w])
		if !unicode.IsLetter(r) && r != '.' {
			break
		}
		w -= n
	}
	word := strings.TrimLeft(text[w:i], ".")
	if word == "" {
		return false
	}
	kind := abbrevKind(word)
	nr, _ := utf8.DecodeRuneInString(text[next:b])
	if kind&(abTitle|abAlways) != 0 {
		return true
	}
	if kind&abRef != 0 && unicode.IsDigit(nr) {
		return true
	}
	// An initial ("J. Smith") or a dotted abbreviation ("U.S.", "a.m.",
	// "Ph.D."; not "example.com"): the sentence goes on unless a common
	// sentence starter follows.
	if utf8.RuneCountInString(word) == 1 || strings.Contains(word, ".") && shortParts(word) {
		if !unicode.IsLetter(nr) {
			return false
		}
		return !startsWithStarter(text, next, b)
	}
	return false
}

// startsWithStarter reports whether the word of letters at text[next:b]
// is a common sentence starter ("The", "It").
func startsWithStarter(text string, next, b int) bool {
	e := next
	for e < b {
		if c := text[e]; c < utf8.RuneSelf {
			if asciiClass[c]&aLetter == 0 {
				break
			}
			e++
			continue
		}
		r, n := utf8.DecodeRuneInString(text[e:b])
		if !unicode.IsLetter(r) {
			break
		}
		e += n
	}
	return isStarter(text[next:e])
}

// shortParts reports whether every part of the dotted word w has at most
// two letters, as in "U.S", "e.g", "Ph.D", and unlike a host name.
func shortParts(w string) bool {
	for _, p := range strings.Split(w, ".") {
		if utf8.RuneCountInString(p) > 2 {
			return false
		}
	}
	return true
}

// ASCII classes for the splitter's hot loops, read off the unicode
// predicates the loops use for other code points.
const (
	aSpace  = 1 << iota // unicode.IsSpace
	aWord               // words.IsWordRune
	aLetter             // unicode.IsLetter
	aOther              // none of these, nor unicode.IsPunct or unicode.IsSymbol
)

var asciiClass = func() (t [utf8.RuneSelf]uint8) {
	for c := range rune(utf8.RuneSelf) {
		switch {
		case unicode.IsSpace(c):
			t[c] = aSpace
		case unicode.IsLetter(c):
			t[c] = aWord | aLetter
		case words.IsWordRune(c):
			t[c] = aWord
		case !unicode.IsPunct(c) && !unicode.IsSymbol(c):
			t[c] = aOther
		}
	}
	return t
}()

// letterAbbreviation is isAbbreviation for the word of one ASCII letter c.
func letterAbbreviation(text string, c byte, next, b int) bool {
	kind := letterKinds[0][c]
	nr, _ := utf8.DecodeRuneInString(text[next:b])
	if kind&(abTitle|abAlways) != 0 || kind&abRef != 0 && unicode.IsDigit(nr) {
		return true
	}
	if !unicode.IsLetter(nr) {
		return false
	}
	return !startsWithStarter(text, next, b)
}

func isASCIILetter(c byte) bool {
	return c < utf8.RuneSelf && asciiClass[c]&aLetter != 0
}

// Trim trims white space from both ends of text[s:e].
func Trim(text string, s, e int) (int, int) {
	for s < e {
		if c := text[s]; c < utf8.RuneSelf {
			if asciiClass[c]&aSpace == 0 {
				break
			}
			s++
			continue
		}
		r, n := utf8.DecodeRuneInString(text[s:e])
		if !unicode.IsSpace(r) {
			break
		}
		s += n
	}
	for e > s {
		if c := text[e-1]; c < utf8.RuneSelf {
			if asciiClass[c]&aSpace == 0 {
				break
			}
			e--
			continue
		}
		r, n := utf8.DecodeLastRuneInString(text[s:e])
		if !unicode.IsSpace(r) {
			break
		}
		e -= n
	}
	return s, e
}

// hasWordRune reports whether s holds a word character (words.IsWordRune).
func hasWordRune(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < utf8.RuneSelf {
			if asciiClass[c]&aWord != 0 {
				return true
			}
		} else {
			return hasWordRuneFrom(s[i:])
		}
	}
	return false
}

func hasWordRuneFrom(s string) bool {
	return strings.ContainsFunc(s, words.IsWordRune)
}

// maxMarker bounds the length of one bracketed citation marker in bytes.
const maxMarker = 96

// isMarkerAt reports whether a citation marker starts at text[i].
func isMarkerAt(text string, i, b int) bool { return MarkerEnd(text, i, b) >= 0 }

// MarkerEnd returns the end of the bracketed marker that starts at
// text[i] ("[1]", "[1, 2]", "[1-3]", "[doc-a]", "[Source 2]", and in CJK
// text "【1】" and "［1］"), or -1. It looks at the syntax only: a short
// bracket group on one line, of letters, digits and separators, holding a
// word character, closed by the bracket that matches its opening one,
// and not a markdown link ("[text](url)").
func MarkerEnd(text string, i, b int) int {
	if i >= b {
		return -1
	}
	open, closer := OpenBracket(text[:b], i)
	if open == 0 {
		return -1
	}
	limit := min(b, i+maxMarker)
	word := false
	for j := i + open; j < limit; {
		r, n := utf8.DecodeRuneInString(text[j:limit])
		switch {
		case r == ']' || r == '】' || r == '］':
			if !word || text[j:j+n] != closer || r == ']' && j+1 < b && text[j+1] == '(' {
				return -1
			}
			return j + n
		case words.IsWordRune(r):
			word = true
		case r == ' ' || r == ',' || r == ';' || r == '-' || r == '–' || r == '—' || r == '_' ||
			r == '.' || r == ':' || r == '^' || r == '#' || r == '/' || r == '+' || r == '，' || r == '、' || r == '；':
		default:
			return -1
		}
		j += n
	}
	return -1
}

// OpenBracket returns the length of the opening bracket of a marker at
// text[i] and its closing bracket: "[" and "]", or the lenticular "【"
// and "】" and full-width "［" and "］" of CJK text; 0 if there is none.
func OpenBracket(text string, i int) (n int, closer string) {
	switch {
	case i >= len(text):
	case text[i] == '[':
		return 1, "]"
	case strings.HasPrefix(text[i:], "【"):
		return len("【"), "】"
	case strings.HasPrefix(text[i:], "［"):
		return len("［"), "］"
	}
	return 0, ""
}

// MarkerBody returns the range of the body of the marker text[s:e]: what
// its brackets enclose.
func MarkerBody(text string, s, e int) (int, int) {
	n, closer := OpenBracket(text, s)
	return s + n, e - len(closer)
}

// WideBrackets reports whether text has a lenticular or full-width
// opening bracket: whether its markers must be looked for rune by rune.
func WideBrackets(text string) bool {
	return strings.Contains(text, "【") || strings.Contains(text, "［")
}

// NextOpen returns the offset of the first opening bracket of a marker in
// text at or after i, or -1; wide is WideBrackets(text).
func NextOpen(text string, i int, wide bool) int {
	if !wide {
		if k := strings.IndexByte(text[i:], '['); k >= 0 {
			return i + k
		}
		return -1
	}
	for j := i; j < len(text); {
		if n, _ := OpenBracket(text, j); n > 0 {
			return j
		}
		if text[j] < utf8.RuneSelf {
			j++
			continue
		}
		_, n := utf8.DecodeRuneInString(text[j:])
		j += n
	}
	return -1
}
