package citations

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/internal/sentence"
	"github.com/verbatim-go/verbatim/internal/textsearch"
	"github.com/verbatim-go/verbatim/internal/words"
	"github.com/verbatim-go/verbatim/normalize"
)

// A Quotation is text that an answer presents as a verbatim quotation: a
// markdown blockquote, or a span in double quotes (straight "", curly “”
// or „“, guillemets «», or corner brackets 「」 and 『』).
type Quotation struct {
	// Start and End are the byte range of the quotation in the answer,
	// quotation marks and blockquote markers included.
	Start, End int
	// Text is the quoted text, without quotation marks, blockquote markers
	// or citation markers, lines joined by spaces.
	Text   string
	Status QuoteStatus
	// Sources are the ids of the sources the quotation appears in.
	Sources []string
	// Cited are the ids of the sources cited by the sentences the
	// quotation is in.
	Cited []string
}

// A QuoteStatus says whether a quotation appears in the sources.
type QuoteStatus uint8

const (
	// Invented: the quotation appears in no source. The check demotes it
	// to prose: the cleaned answer drops its quotation marks. It is the
	// zero value.
	Invented QuoteStatus = iota
	// Found: the quotation appears in a source that its sentence cites, or
	// its sentence cites nothing.
	Found
	// Misattributed: the quotation appears only in sources its sentence
	// does not cite.
	Misattributed
)

var quoteStatusNames = [...]string{Invented: "invented", Found: "found", Misattributed: "misattributed"}

// String returns "invented", "found" or "misattributed".
func (s QuoteStatus) String() string {
	if int(s) < len(quoteStatusNames) {
		return quoteStatusNames[s]
	}
	return fmt.Sprintf("QuoteStatus(%d)", uint8(s))
}

// MarshalText returns the name String returns.
func (s QuoteStatus) MarshalText() ([]byte, error) {
	if int(s) >= len(quoteStatusNames) {
		return nil, fmt.Errorf("citations: invalid %v", s)
	}
	return []byte(s.String()), nil
}

// A quoteSpan is a quotation found in an answer, before it is checked.
type quoteSpan struct {
	start, end int
	marks      []edit // the quotation marks and blockquote markers
	text       string
}

// An edit replaces text[start:end] with with.
type edit struct {
	start, end int
	with       string
}

// Quotation limits: shorter spans are names or terms rather than quotes;
// longer ones are unbalanced quotation marks.
const (
	minQuoteWords  = 2
	minQuoteBigram = 2 // bigrams, that is three characters of an unspaced script
	maxQuoteBytes  = 4000
)

// quotations returns the quotations of answer in order.
func quotations(answer string) []quoteSpan {
	var block []quoteSpan
	inBlock := blockquoteLines(answer, func(q quoteSpan) { block = append(block, q) })
	inline := inlineQuotes(answer, inBlock)
	// Merge the two ordered lists.
	out := make([]quoteSpan, 0, len(block)+len(inline))
	for len(block) > 0 && len(inline) > 0 {
		if inline[0].start < block[0].start {
			out, inline = append(out, inline[0]), inline[1:]
		} else {
			out, block = append(out, block[0]), block[1:]
		}
	}
	out = append(out, block...)
	return append(out, inline...)
}

// blockquoteLines yields the lines of the blockquotes of answer, lines
// starting with ">", each a quotation of its own: a blockquote of an
// honest line and an invented one flags the invented one only. It returns
// the byte ranges the blockquotes cover.
func blockquoteLines(answer string, yield func(quoteSpan)) [][2]int {
	var covered [][2]int
	inRun := false
	for ls := 0; ls < len(answer); {
		le := strings.IndexByte(answer[ls:], '\n')
		next := len(answer)
		if le < 0 {
			le = len(answer)
		} else {
			le += ls
			next = le + 1
		}
		line := answer[ls:le]
		ind := sentence.LeadingSpace(line)
		if ind <= 3 && ind < len(line) && line[ind] == '>' {
			p := ls + ind
			q := p
			for q < le && (answer[q] == '>' || answer[q] == ' ' || answer[q] == '\t') {
				q++
			}
			cur := quoteSpan{start: p, end: le, marks: []edit{{start: p, end: q}}}
			for cur.end > q && sentence.IsSpace(answer, cur.end-1) {
				cur.end--
			}
			cur.text = withoutMarkers(answer[q:le])
			if quoteLongEnough(cur.text) {
				yield(cur)
			}
			if inRun {
				covered[len(covered)-1][1] = cur.end
			} else {
				covered = append(covered, [2]int{p, cur.end})
			}
			inRun = true
		} else {
			inRun = false
		}
		ls = next
	}
	return covered
}

// quotePairs are the opening and closing marks of inline quotations.
var quotePairs = map[rune]rune{'"': '"', '“': '”', '„': '“', '«': '»', '「': '」', '『': '』'}

// inlineQuotes returns the spans of answer in double quotation marks,
// outside the ranges in skip.
func inlineQuotes(answer string, skip [][2]int) []quoteSpan {
	var out []quoteSpan
	for i := 0; i < len(answer); {
		for len(skip) > 0 && skip[0][1] <= i {
			skip = skip[1:]
		}
		if len(skip) > 0 && skip[0][0] <= i {
			i = skip[0][1]
			continue
		}
		if c := answer[i]; c < utf8.RuneSelf && c != '"' {
			i++ // most of an answer: no mark opens a quotation, told without a lookup
			continue
		}
		r, n := utf8.DecodeRuneInString(answer[i:])
		closer, ok := quotePairs[r]
		if !ok || r == '"' && !canOpen(answer, i) {
			i += n
			continue
		}
		end := findCloser(answer, i+n, closer, skip)
		if end < 0 {
			i += n
			continue
		}
		_, cn := utf8.DecodeRuneInString(answer[end:])
		text := withoutMarkers(answer[i+n : end])
		if quoteLongEnough(text) {
			out = append(out, quoteSpan{
				start: i, end: end + cn,
				marks: []edit{{start: i, end: i + n}, {start: end, end: end + cn}},
				text:  strings.TrimSpace(text),
			})
			i = end + cn
			continue
		}
		i += n
	}
	return out
}

// canOpen reports whether the straight quote at answer[i] can open a
// quotation: it starts the text or follows white space or an opening
// bracket or dash, and a non-space follows it.
func canOpen(answer string, i int) bool {
	if i+1 >= len(answer) || sentence.IsSpace(answer, i+1) {
		return false
	}
	if i == 0 {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(answer[:i])
	return unicode.IsSpace(r) || r == '(' || r == '[' || r == '—' || r == '–' || r == '-' || r == ':' || r == '*' || r == '_'
}

// findCloser returns the offset of the mark that closes a quotation opened
// before answer[i], or -1. The quotation may not cross a blank line or a
// blockquote, and a straight closing quote must not be followed by a
// word character.
func findCloser(answer string, i int, closer rune, skip [][2]int) int {
	limit := min(len(answer), i+maxQuoteBytes)
	if len(skip) > 0 && skip[0][0] < limit {
		limit = skip[0][0]
	}
	for j := i; j < limit; {
		r, n := utf8.DecodeRuneInString(answer[j:limit])
		if r == '\n' && strings.TrimSpace(answer[j+1:min(limit, j+1+lineLen(answer[j+1:]))]) == "" {
			return -1
		}
		if r == closer && j > i {
			if closer != '"' {
				return j
			}
			if !sentence.IsSpace(answer, j-1) {
				if j+1 >= len(answer) {
					return j
				}
				a, _ := utf8.DecodeRuneInString(answer[j+1:])
				if !words.IsWordRune(a) {
					return j
				}
			}
		}
		j += n
	}
	return -1
}

func lineLen(s string) int {
	if k := strings.IndexByte(s, '\n'); k >= 0 {
		return k
	}
	return len(s)
}

// withoutMarkers returns s with its bracketed citation markers replaced by
// spaces.
func withoutMarkers(s string) string {
	wide := sentence.WideBrackets(s)
	if strings.IndexByte(s, '[') < 0 && !wide {
		return s
	}
	var b strings.Builder
	at := 0
	for i := 0; i < len(s); i++ {
		if i = sentence.NextOpen(s, i, wide); i < 0 {
			break
		}
		if e := sentence.MarkerEnd(s, i, len(s)); e >= 0 {
			if a, z := sentence.MarkerBody(s, i, e); !editorial(s[a:z]) {
				b.WriteString(s[at:i])
				b.WriteByte(' ')
				at, i = e, e-1
			}
		}
	}
	b.WriteString(s[at:])
	return b.String()
}

// editorial reports whether a bracketed span of a quotation is an
// editorial insertion or an omission rather than a citation: "[...]",
// "[the Supplier]", "[sic]".
func editorial(body string) bool {
	for _, r := range body {
		if unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// quoteLongEnough reports whether quoted text is long enough to be a
// quotation rather than a name or a term.
func quoteLongEnough(text string) bool {
	n, bigrams := 0, 0
	words.Each(text, func(w words.Word) {
		r, _ := utf8.DecodeRuneInString(w.Text)
		if words.Unspaced(r) {
			bigrams++
		} else {
			n++
		}
	})
	return n >= minQuoteWords || bigrams >= minQuoteBigram || n >= 1 && bigrams >= 1
}

// quotePieces splits quoted text at omissions ("...", "…", "[...]") and
// editorial insertions ("[the Supplier]"): the pieces must each appear in
// a source, in order.
func quotePieces(text string) []string {
	var out []string
	at := 0
	cut := func(i, j int) {
		if s := strings.TrimSpace(text[at:i]); s != "" {
			out = append(out, s)
		}
		at = j
	}
	for i := 0; i < len(text); {
		switch {
		case strings.HasPrefix(text[i:], "..."):
			j := i + 3
			for j < len(text) && text[j] == '.' {
				j++
			}
			cut(i, j)
			i = j
		case strings.HasPrefix(text[i:], "…"):
			cut(i, i+len("…"))
			i += len("…")
		case text[i] == '[':
			j := strings.IndexByte(text[i:], ']')
			if j < 0 {
				i++
				continue
			}
			cut(i, i+j+1)
			i += j + 1
		default:
			i++
		}
	}
	cut(len(text), len(text))
	return out
}

// findQuote reports whether the folded pieces all occur in the folded
// source t, in order, each starting and ending at word boundaries.
func findQuote(t *normalize.Text, pieces []string) bool {
	src := t.String()
	from := 0
	for _, p := range pieces {
		i := indexBounded(src, p, from)
		if i < 0 {
			return false
		}
		from = i + len(p)
	}
	return true
}

// indexBounded returns the first index at or after from where p occurs in s
// starting and ending at word boundaries, or -1. It takes time linear in
// len(s) - from and len(p), however often p occurs inside words.
func indexBounded(s, p string, from int) int {
	if from > len(s) {
		return -1
	}
	found := -1
	textsearch.EachFrom(s[from:], p, func(k int) int {
		i := from + k
		if !wordBoundary(s, i) {
			// Skip to the next word boundary: a piece that occurs inside
			// a long word at every offset is not tried at each.
			j := i + 1
			for j < len(s) && (!utf8.RuneStart(s[j]) || !wordBoundary(s, j)) {
				j++
			}
			return j - from
		}
		if !wordBoundary(s, i+len(p)) {
			return k + 1
		}
		found = i
		return -1
	})
	return found
}

// wordBoundary reports whether offset i of s is not inside a word of a
// spaced script.
func wordBoundary(s string, i int) bool {
	if i <= 0 || i >= len(s) {
		return true
	}
	a, _ := utf8.DecodeLastRuneInString(s[:i])
	b, _ := utf8.DecodeRuneInString(s[i:])
	if unicode.Is(unicode.M, b) {
		return false
	}
	return !words.IsWordRune(a) || !words.IsWordRune(b) || words.Unspaced(a) || words.Unspaced(b)
}
