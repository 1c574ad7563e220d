package citations

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A Sentence is one sentence of a text: the byte range [Start, End) of the
// text and the text there. Citation markers that follow the sentence's end
// punctuation ("30 days.[1]", "30 days. [1][2]") belong to it. A sentence
// never starts or ends with white space, and the markdown that introduces a
// line (a list bullet or number, heading hashes, a blockquote's ">") is not
// part of it.
type Sentence struct {
	Start, End int
	Text       string
}

// Sentences splits text into sentences, in order. For every sentence s,
// text[s.Start:s.End] == s.Text, and the sentences do not overlap.
//
// A sentence ends at ".", "!", "?" or an ellipsis followed by white space
// (with closing quotes, brackets and citation markers kept), unless the
// next word starts with a lowercase letter or the period ends a known
// abbreviation ("e.g.", "Dr.", "U.S.", "approx."); it ends at "。", "！"
// or "？" whatever follows. A period between digits (3.5) or inside a
// word (example.com) never ends one. Blank lines, markdown headings, list
// items, table rows and blockquote lines end the sentence before them;
// a heading and a table row are never joined to the next line, and
// neither is a short line without punctuation followed by a line that
// starts with a capital letter (a section title of a plain-text source). Fenced code blocks, horizontal rules and table separator
// rows are not sentences. Text without a letter or digit is not a sentence.
func Sentences(text string) []Sentence {
	var out []Sentence
	eachSentence(text, func(s span) {
		if len(out) == cap(out) && len(out) >= 256 {
			// Double: append grows a large slice by a quarter, which a
			// text of many short sentences would pay for many times over.
			grown := make([]Sentence, len(out), 2*len(out))
			copy(grown, out)
			out = grown
		}
		out = append(out, Sentence{Start: s.start, End: s.end, Text: text[s.start:s.end]})
	})
	return out
}

// A span is a sentence with what the splitter learnt about its line.
type span struct {
	start, end int
	block      blockKind
}

// blockKind is the markdown block a sentence comes from.
type blockKind uint8

const (
	blockPara blockKind = iota
	blockHeading
	blockItem
	blockQuote
	blockTable
)

// eachSentence calls yield for each sentence of text, in order.
func eachSentence(text string, yield func(span)) {
	var (
		segStart = -1 // start of the pending paragraph's content
		segEnd   int
		segKind  blockKind
		fence    string // the open code fence, if any
	)
	flush := func() {
		if segStart >= 0 {
			splitSegment(text, segStart, segEnd, segKind, yield)
		}
		segStart = -1
	}
	for ls := 0; ls < len(text); {
		le := strings.IndexByte(text[ls:], '\n')
		next := len(text)
		if le < 0 {
			le = len(text)
		} else {
			le += ls
			next = le + 1
		}
		line := text[ls:le]
		indent := leadingSpace(line)
		body := line[indent:]
		switch {
		case fence != "":
			if strings.HasPrefix(body, fence) && strings.TrimSpace(strings.TrimLeft(body, fence[:1])) == "" {
				fence = ""
			}
		case strings.HasPrefix(body, "```") || strings.HasPrefix(body, "~~~"):
			flush()
			fence = body[:3]
		case strings.TrimSpace(body) == "":
			flush()
		case isRule(body):
			flush()
		default:
			kind, skip := lineKind(body)
			cs := ls + indent + skip
			if kind == blockPara && segStart >= 0 && segKind != blockHeading && segKind != blockTable {
				// A lazy continuation line of a paragraph, item or quote.
				segEnd = le
				break
			}
			if kind == blockQuote && segStart >= 0 && segKind == blockQuote {
				segEnd = le
				break
			}
			flush()
			if kind == blockTable && isTableRule(body) {
				break
			}
			segStart, segEnd, segKind = cs, le, kind
		}
		ls = next
	}
	flush()
}

// leadingSpace returns the length of the white space that starts line.
func leadingSpace(line string) int {
	i := 0
	for i < len(line) && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r') {
		i++
	}
	return i
}

// lineKind classifies a line by its markdown prefix, given without its
// indentation, and returns the length of that prefix.
func lineKind(body string) (blockKind, int) {
	switch body[0] {
	case '#':
		n := 0
		for n < len(body) && body[n] == '#' {
			n++
		}
		if n <= 6 && (n == len(body) || body[n] == ' ' || body[n] == '\t') {
			return blockHeading, n + leadingSpace(body[n:])
		}
	case '>':
		n := 0
		for n < len(body) && (body[n] == '>' || body[n] == ' ' || body[n] == '\t') {
			n++
		}
		return blockQuote, n
	case '|':
		return blockTable, 0
	case '-', '*', '+':
		if len(body) > 1 && (body[1] == ' ' || body[1] == '\t') {
			n := 1 + leadingSpace(body[1:])
			return blockItem, n + checkbox(body[n:])
		}
	}
	if strings.HasPrefix(body, "•") {
		n := len("•") + leadingSpace(body[len("•"):])
		return blockItem, n
	}
	// An ordered item: up to nine digits, "." or ")", white space.
	n := 0
	for n < len(body) && n < 9 && '0' <= body[n] && body[n] <= '9' {
		n++
	}
	if n > 0 && n+1 < len(body) && (body[n] == '.' || body[n] == ')') && (body[n+1] == ' ' || body[n+1] == '\t') {
		m := n + 1 + leadingSpace(body[n+1:])
		return blockItem, m + checkbox(body[m:])
	}
	return blockPara, 0
}

// checkbox returns the length of a task list box ("[ ] ", "[x] ") that
// starts s, or 0.
func checkbox(s string) int {
	if len(s) >= 3 && s[0] == '[' && s[2] == ']' && (s[1] == ' ' || s[1] == 'x' || s[1] == 'X') &&
		(len(s) == 3 || s[3] == ' ' || s[3] == '\t') {
		return 3 + leadingSpace(s[3:])
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
func splitSegment(text string, a, b int, kind blockKind, yield func(span)) {
	emit := func(s, e int) {
		s, e = trimSpan(text, s, e)
		if s < e && hasWordRune(text[s:e]) {
			yield(span{start: s, end: e, block: kind})
		}
	}
	if kind == blockHeading || kind == blockTable {
		emit(a, b)
		return
	}
	start, line := a, a
	for i := a; i < b; {
		r, n := utf8.DecodeRuneInString(text[i:b])
		if r == '\n' {
			if titleLine(text[max(start, line):i]) && startsSentence(text, i+1, b) {
				emit(start, i)
				start = i + 1
			}
			line = i + 1
		}
		if !isTerminal(r) {
			i += n
			continue
		}
		end, ok := sentenceEnd(text, a, b, i)
		if !ok {
			i = end
			continue
		}
		emit(start, end)
		start = end
		i = end
	}
	emit(start, b)
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
	if isTerminal(r) || isCloser(r) && r != ')' {
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
		if !isCloser(r) {
			break
		}
		j += n
	}
	if !cjk && j < b && !isSpace(text, j) && !isMarkerAt(text, j, b) && !isBreak(text, j) {
		return j, false // "3.5", "example.com", "a.b"
	}
	// Citation markers right after, or after white space.
	end := j
	for k := j; ; {
		for k < b && isSpace(text, k) {
			_, n := utf8.DecodeRuneInString(text[k:b])
			k += n
		}
		m := markerSyntaxEnd(text, k, b)
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
	if unicode.IsLower(nr) {
		return end, false
	}
	if single && isAbbreviation(text, a, i, next, b) {
		return end, false
	}
	return end, true
}

// isCloser reports whether r may follow a sentence's end punctuation and
// still belong to the sentence.
func isCloser(r rune) bool {
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

func isSpace(text string, i int) bool {
	c := text[i]
	if c < utf8.RuneSelf {
		return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
	}
	r, _ := utf8.DecodeRuneInString(text[i:])
	return unicode.IsSpace(r)
}

// nextWordStart returns the offset of the first letter or digit at or after
// i in text[:b], skipping white space, opening quotes, brackets and
// emphasis, or b.
func nextWordStart(text string, i, b int) int {
	for i < b {
		r, n := utf8.DecodeRuneInString(text[i:b])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
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
var (
	titleAbbrevs = setOf(`mr mrs ms mx dr prof rev fr sr jr st mt gen col lt capt sgt maj cmdr adm gov sen
rep pres hon messrs mme mlle sra srta hr fa`)
	alwaysAbbrevs = setOf(`e.g i.e cf vs viz al approx ca incl excl esp z.b u.a d.h usw bzw`)
	refAbbrevs    = setOf(`no nos vol vols p pp fig figs art arts sec secs para paras ch chap eq eqs tab ref refs
ex nr abs ziff`)
)

func setOf(list string) map[string]bool {
	m := make(map[string]bool)
	for _, w := range strings.Fields(list) {
		m[w] = true
	}
	return m
}

// Sentence starters that end a sentence after an initial or a dotted
// abbreviation ("in the U.S. The company ...").
var starters = setOf(`the this that these those it its we they he she i you our your their a an in on at for if
but and however there here when after before as some many most all each no not`)

// isAbbreviation reports whether the period at text[i] ends an abbreviation
// rather than the sentence of the paragraph starting at a. next is the
// offset of the word that follows.
func isAbbreviation(text string, a, i, next, b int) bool {
	// The word before the period, with its inner periods: "U.S", "e.g", "Dr".
	w := i
	for w > a {
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
	lw := strings.ToLower(word)
	nr, _ := utf8.DecodeRuneInString(text[next:b])
	if titleAbbrevs[lw] || alwaysAbbrevs[lw] {
		return true
	}
	if refAbbrevs[lw] && unicode.IsDigit(nr) {
		return true
	}
	// An initial ("J. Smith") or a dotted abbreviation ("U.S.", "a.m."):
	// the sentence goes on unless a common sentence starter follows.
	if utf8.RuneCountInString(word) == 1 || strings.Contains(word, ".") {
		if !unicode.IsLetter(nr) {
			return false
		}
		e := next
		for e < b {
			r, n := utf8.DecodeRuneInString(text[e:b])
			if !unicode.IsLetter(r) {
				break
			}
			e += n
		}
		return !starters[strings.ToLower(text[next:e])]
	}
	return false
}

// trimSpan trims white space from both ends of text[s:e].
func trimSpan(text string, s, e int) (int, int) {
	for s < e {
		r, n := utf8.DecodeRuneInString(text[s:e])
		if !unicode.IsSpace(r) {
			break
		}
		s += n
	}
	for e > s {
		r, n := utf8.DecodeLastRuneInString(text[s:e])
		if !unicode.IsSpace(r) {
			break
		}
		e -= n
	}
	return s, e
}

// hasWordRune reports whether s holds a letter or a digit.
func hasWordRune(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return true
		}
	}
	return false
}

// maxMarker bounds the length of one bracketed citation marker in bytes.
const maxMarker = 96

// isMarkerAt reports whether a citation marker starts at text[i].
func isMarkerAt(text string, i, b int) bool { return markerSyntaxEnd(text, i, b) >= 0 }

// markerSyntaxEnd returns the end of the bracketed marker that starts at
// text[i] ("[1]", "[1, 2]", "[1-3]", "[doc-a]", "[Source 2]"), or -1. It
// looks at the syntax only: a short bracket group on one line, of letters,
// digits and separators, holding a letter or digit, and not a markdown
// link ("[text](url)").
func markerSyntaxEnd(text string, i, b int) int {
	if i >= b || text[i] != '[' {
		return -1
	}
	limit := min(b, i+maxMarker)
	word := false
	for j := i + 1; j < limit; {
		r, n := utf8.DecodeRuneInString(text[j:limit])
		switch {
		case r == ']':
			if !word || j+1 < b && text[j+1] == '(' {
				return -1
			}
			return j + 1
		case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.M, r):
			word = true
		case r == ' ' || r == ',' || r == ';' || r == '-' || r == '–' || r == '—' || r == '_' ||
			r == '.' || r == ':' || r == '^' || r == '#' || r == '/' || r == '+':
		default:
			return -1
		}
		j += n
	}
	return -1
}
