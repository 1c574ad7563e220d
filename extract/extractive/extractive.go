// Package extractive provides an extract.Provider that needs no model: it
// answers with the source sentences that best match the question, quoted
// verbatim. It is the offline default, for trying the library without a
// model or a key, and for tests.
package extractive

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/internal/words"
	"github.com/verbatim-go/verbatim/normalize"
)

// Provider is an [extract.Provider] that needs no model: it answers with
// the source sentences that best match the question, quoted verbatim. It
// is honest about what it is: its answer is only source sentences, chosen
// by word overlap, never a summary, an inference or a synthesis; it misses
// answers worded differently from the question ("cost" does not find
// "price") and cannot tell that a matching sentence does not really
// answer.
//
// For the answer and cover tasks, Provider splits every source into
// sentences with [citations.Sentences] and ranks them against the question
// with BM25 (k1 = 1.2, b = 0.75) over folded words: [normalize.Lenient]
// folding, dashes and slashes separating words, the stopwords of common
// European languages left out, an English plural ending removed, and
// scripts written without spaces, such as Chinese and Japanese, taken by
// character bigrams. Questions and titles (markdown headings, and short
// lines of their own without punctuation or digits) are never quoted, and
// the words of a source's titles count for a third within that source,
// since they name what the whole source is about. Provider keeps up to
// MaxClaims sentences, in rank order, that score at least half the best
// score and share a word of the question with the best sentence or have
// two words of it; ties are broken by source order, then by position in
// the source.
//
// Each kept sentence is one claim: its quote is the exact text of the
// sentence in the source, its text the same with white space collapsed,
// and the answer is the claims' texts joined (with a space, or with
// nothing after a full-width stop). A question that shares no word with
// any source gets an empty answer with no claims.
//
// For the repair task, Provider drops the flagged claims from the
// previous answer. It returns [extract.ErrUnsupported] for any other task.
//
// Output is deterministic: the same request gives byte-identical output.
// Invalid UTF-8 in a source comes back as U+FFFD, as JSON requires. The
// zero value is ready to use, and a Provider is safe for concurrent use.
type Provider struct {
	// MaxClaims is the largest number of sentences an answer quotes;
	// 0 or less means 3.
	MaxClaims int
}

// BM25 parameters: the usual term-frequency saturation and length
// normalization.
const (
	bm25K1 = 1.2
	bm25B  = 0.75
	// minRelative is the fraction of the best score a sentence needs to be
	// quoted along with the best one.
	minRelative = 0.5
	// titleWeight scales a word of a source's titles within that source:
	// the title says what the whole source is about, so its words say
	// little about which of its sentences answers.
	titleWeight = 1.0 / 3
)

// Complete answers req from its sources and returns the JSON of an
// [extract.Answer].
func (e Provider) Complete(ctx context.Context, req *extract.Request) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", err
	}
	var a *extract.Answer
	switch req.Task {
	case extract.TaskAnswer, extract.TaskCover:
		var err error
		if a, err = e.answer(ctx, req.Question, req.Sources); err != nil {
			return "", err
		}
	case extract.TaskRepair:
		a = e.repair(req)
	default:
		return "", fmt.Errorf("extractive: cannot do the %v task: %w", req.Task, extract.ErrUnsupported)
	}
	out, err := json.Marshal(a)
	if err != nil {
		return "", fmt.Errorf("extractive: encoding answer: %w", err)
	}
	return string(out), nil
}

func (e Provider) maxClaims() int {
	if e.MaxClaims <= 0 {
		return 3
	}
	return e.MaxClaims
}

// A candidate is one source sentence.
type candidate struct {
	src, pos   int // source index, sentence index within the source
	start, end int // byte range in the source text
	terms      map[string]int
	n          int // number of terms
	score      float64
}

func (e Provider) answer(ctx context.Context, question string, sources []extract.Source) (*extract.Answer, error) {
	query := uniqueTerms(question)
	// Every sentence counts in the statistics; only statements are
	// candidates.
	var cands []candidate
	df := map[string]int{}
	titles := make([]map[string]bool, len(sources)) // per source, the terms of its titles
	sentences, total := 0, 0
	for si, s := range sources {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		nl := newlines(s.Text)
		for pi, sent := range citations.Sentences(s.Text) {
			tf := map[string]int{}
			n := 0
			eachTerm(sent.Text, func(t string) {
				tf[t]++
				n++
			})
			if n == 0 {
				continue
			}
			for t := range tf {
				df[t]++
			}
			sentences++
			total += n
			switch kind(s.Text, nl, sent.Start, sent.End) {
			case kindStatement:
				cands = append(cands, candidate{src: si, pos: pi, start: sent.Start, end: sent.End, terms: tf, n: n})
			case kindTitle:
				if titles[si] == nil {
					titles[si] = map[string]bool{}
				}
				for t := range tf {
					titles[si][t] = true
				}
			}
		}
	}
	a := &extract.Answer{Claims: []extract.Claim{}}
	if len(cands) == 0 || len(query) == 0 {
		return a, nil
	}
	N := float64(sentences)
	avg := float64(total) / N
	idf := make([]float64, len(query))
	for i, t := range query {
		d := float64(df[t])
		idf[i] = math.Log(1 + (N-d+0.5)/(d+0.5))
	}
	for i := range cands {
		c := &cands[i]
		norm := bm25K1 * (1 - bm25B + bm25B*float64(c.n)/avg)
		for j, t := range query {
			if f := float64(c.terms[t]); f > 0 {
				w := idf[j]
				if titles[c.src][t] {
					w *= titleWeight
				}
				c.score += w * f * (bm25K1 + 1) / (f + norm)
			}
		}
	}
	slices.SortFunc(cands, func(x, y candidate) int {
		if c := cmp.Compare(y.score, x.score); c != 0 {
			return c
		}
		if c := cmp.Compare(x.src, y.src); c != 0 {
			return c
		}
		return cmp.Compare(x.pos, y.pos)
	})
	best := cands[0].score
	if best <= 0 {
		return a, nil
	}
	seen := map[string]bool{}
	var texts []string
	for i, c := range cands {
		if len(a.Claims) == e.maxClaims() || c.score < best*minRelative {
			break
		}
		if i > 0 && !onTopic(c, cands[0], query) {
			continue
		}
		s := sources[c.src]
		quote := s.Text[c.start:c.end]
		text := strings.Join(strings.Fields(quote), " ")
		if seen[text] {
			continue
		}
		seen[text] = true
		a.Claims = append(a.Claims, extract.Claim{Text: text, Source: s.ID, Quote: quote})
		texts = append(texts, text)
	}
	a.Answer = joinSentences(texts)
	return a, nil
}

// onTopic reports whether candidate c, ranked after best, answers the
// question along with it: it shares a word of the question with best, or
// has two or more words of the question. "When must invoices be paid?"
// is answered by the sentences on invoices, not by one that says refunds
// are paid.
func onTopic(c, best candidate, query []string) bool {
	n := 0
	for _, t := range query {
		if c.terms[t] == 0 {
			continue
		}
		if best.terms[t] > 0 {
			return true
		}
		n++
	}
	return n >= 2
}

// Kinds of sentence for ranking.
const (
	kindStatement = iota
	kindQuestion
	kindTitle
)

// kind classifies the sentence text[start:end]. Only a statement can be
// quoted as a claim: a question is not, and neither is a title (a markdown
// heading, a markdown table row without digits, or a short line of its own
// without punctuation or digits, as a plain-text source writes its section
// titles: at most six words, or twelve characters in a script written
// without spaces).
// nl holds the offsets of the newlines of text, in order.
func kind(text string, nl []int, start, end int) int {
	s := text[start:end]
	last, _ := utf8.DecodeLastRuneInString(s)
	if last == '?' || last == '？' {
		return kindQuestion
	}
	if t := strings.TrimSpace(s); strings.HasPrefix(t, "|") && !strings.ContainsFunc(t, unicode.IsDigit) {
		return kindTitle // a table's header or alignment row states nothing
	}
	i, _ := slices.BinarySearch(nl, start) // newlines before start: nl[:i]
	lineStart := 0
	if i > 0 {
		lineStart = nl[i-1] + 1
	}
	prefix := strings.TrimSpace(text[lineStart:start])
	if strings.HasPrefix(prefix, "#") {
		return kindTitle
	}
	if prefix != "" {
		return kindStatement // a list item or a quotation
	}
	j, _ := slices.BinarySearch(nl, end)
	lineEnd := len(text)
	if j < len(nl) {
		lineEnd = nl[j]
	}
	if strings.TrimSpace(text[end:lineEnd]) != "" {
		return kindStatement // not a line of its own
	}
	if strings.ContainsFunc(s, func(r rune) bool {
		return unicode.IsDigit(r) || unicode.IsPunct(r)
	}) {
		return kindStatement
	}
	if strings.ContainsFunc(s, words.Unspaced) {
		if utf8.RuneCountInString(s) > 12 {
			return kindStatement
		}
	} else if len(strings.Fields(s)) > 6 {
		return kindStatement
	}
	return kindTitle
}

// newlines returns the offsets of the newlines of text, in order.
func newlines(text string) []int {
	var nl []int
	for i := 0; ; {
		j := strings.IndexByte(text[i:], '\n')
		if j < 0 {
			return nl
		}
		nl = append(nl, i+j)
		i += j + 1
	}
}

// repair drops the flagged claims from the previous answer.
func (e Provider) repair(req *extract.Request) *extract.Answer {
	a := &extract.Answer{Claims: []extract.Claim{}}
	if req.Previous == nil {
		return a
	}
	flagged := map[extract.Claim]bool{}
	for _, is := range req.Issues {
		flagged[is.Claim] = true
	}
	var texts []string
	for _, c := range req.Previous.Claims {
		if !flagged[c] {
			a.Claims = append(a.Claims, c)
			texts = append(texts, c.Text)
		}
	}
	a.Answer = joinSentences(texts)
	return a
}

// joinSentences joins sentences with a space, or with nothing after a
// sentence that ends in a full-width stop, as Chinese and Japanese are
// written.
func joinSentences(texts []string) string {
	var b strings.Builder
	for i, t := range texts {
		if i > 0 {
			r, _ := utf8.DecodeLastRuneInString(texts[i-1])
			if !strings.ContainsRune("。！？", r) {
				b.WriteByte(' ')
			}
		}
		b.WriteString(t)
	}
	return b.String()
}

// uniqueTerms returns the terms of s, each once, in order of first
// appearance.
func uniqueTerms(s string) []string {
	var out []string
	seen := map[string]bool{}
	eachTerm(s, func(t string) {
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	})
	return out
}

// eachTerm calls yield for each ranking term of s: its folded words that
// are not stopwords, with an English plural removed, and the character
// bigrams of scripts written without spaces. Dashes and slashes separate
// words ("30-day" is "30" and "day"), where folding alone would join them.
func eachTerm(s string, yield func(string)) {
	s = strings.Map(func(r rune) rune {
		if r == '/' || unicode.Is(unicode.Pd, r) {
			return ' '
		}
		return r
	}, s)
	words.Each(normalize.Lenient.Fold(s), func(w words.Word) {
		if !words.IsStop(w.Text) {
			yield(singular(w.Text))
		}
	})
}

// singular removes an English plural ending from a lower-case ASCII word:
// "policies" → "policy", "days" → "day", but not from "class", "status" or
// "analysis".
func singular(w string) string {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return w
		}
	}
	switch {
	case len(w) > 4 && strings.HasSuffix(w, "ies"):
		return w[:len(w)-3] + "y"
	case len(w) > 3 && strings.HasSuffix(w, "s") &&
		!strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is"):
		return w[:len(w)-1]
	}
	return w
}
