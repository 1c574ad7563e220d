package verify

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/internal/sourceid"
	"github.com/verbatim-go/verbatim/internal/support"
	"github.com/verbatim-go/verbatim/internal/words"
)

// A Citation ties one sentence of the assembled text to the exact span of
// the source its claim quotes.
type Citation struct {
	// Source is the id of the cited source: the source the span lies in,
	// which for a claim citing a chunk of a document is the chunk its
	// quote was found in.
	Source string
	// Claim is the claim's sentence as it appears in the assembled text,
	// without its marker.
	Claim string
	// Quote is the exact original text of the span: Text[Start:End] of the
	// source.
	Quote string
	// Start and End are the span's byte offsets in the source text.
	Start, End int
	// StartRune and EndRune are the span's code point offsets.
	StartRune, EndRune int
	// StartUTF16 and EndUTF16 are the span's UTF-16 offsets.
	StartUTF16, EndUTF16 int
	// Kind and Similarity say how the quote matched.
	Kind       Kind
	Similarity float64
	// TextStart and TextEnd are the byte range of the claim's sentence,
	// marker included, in the assembled text.
	TextStart, TextEnd int
	// CheckedAgainst says what the claim was checked against: the
	// passage, the whole document of the chunk, or a snippet.
	CheckedAgainst Against
}

// A Score counts verified claims among those that could be checked. Claims
// naming a source that was not supplied cannot be checked and do not count
// against the answer. Nor does analysis (extract.Analysis) without a hard
// anchor (a digit, such as a date, an amount, a percentage or a section
// number; a month name; a quotation mark; a citation marker; "§"): it is
// the answer's framing, and is not scored, whether grounded or not, as
// framing is not in a check. Analysis with a hard anchor is scored as a
// fact. The Score scores the model's claims, not what is shown: an answer
// withheld under Abstain keeps the score of its claims.
type Score struct {
	Verified  int
	Checkable int
	// Value is Verified / Checkable, or 0 when nothing was checkable.
	Value float64
}

func newScore(verified, checkable int) Score {
	s := Score{Verified: verified, Checkable: checkable}
	if checkable > 0 {
		s.Value = float64(verified) / float64(checkable)
	}
	return s
}

// A Result is a verified answer: the text assembled from grounded claims
// only, their citations, and every claim that failed, with the reason.
type Result struct {
	// Text is the verified answer: the grounded claims' sentences, each
	// followed by an [id] marker naming its source. Nothing else is in it.
	Text string
	// Citations has one entry per grounded claim, in the order of Text.
	Citations []Citation
	// Claims has every claim with the outcome of its checks, in order.
	Claims []Checked
	// Unsupported has the claims that failed, in order; none of them is in
	// Text.
	Unsupported []Checked
	// Grounded reports whether Text can be shown as verified: something
	// was grounded, nothing the caller required was dropped (under
	// RequireAll, a scored claim that failed), and the answer was not
	// withheld.
	Grounded bool
	// Score counts the verified claims among the checkable ones.
	Score Score

	// The fields below are set by Create.

	// Draft is the model's own answer text. It is never verified and must
	// not be shown as such.
	Draft string
	// Coverage reports how much of Draft the claims cover.
	Coverage *Coverage
	// Path lists the steps taken, e.g. ["extract", "verify", "repair",
	// "verify"].
	Path []string
	// Withheld reports that the Abstain policy withheld the answer: Text
	// is empty and WithheldReason says why.
	Withheld       bool
	WithheldReason string
	// Notice is a plain warning for the reader, such as that no sources
	// were supplied.
	Notice string
	// Judged has the judge's verdicts, for the claims the gate sent it.
	Judged []Verdict
	// Relevance is how the grounded claims relate to the question: set by
	// Create from Request.Question, or by a caller with RelevanceOf; nil
	// otherwise. It never changes a status or the score.
	Relevance *Relevance
}

// Relevance is how the verified sentences of an answer relate to the
// question: the question's subject terms they leave unaddressed, and
// those that answer about another entity than the one asked about. It is
// citations.Relevance; here OffTopic.Sentence is the index of the claim in
// Result.Claims.
type Relevance = citations.Relevance

// An OffTopic is a grounded claim about another entity than the one the
// question asks about. It is citations.OffTopic.
type OffTopic = citations.OffTopic

// RelevanceOf compares question with the grounded claims of r, read as the
// assembled text shows them, and returns their Relevance, or nil for a
// question without a word or number. It never changes r.
func RelevanceOf(question string, r *Result) *Relevance {
	if !strings.ContainsFunc(question, words.IsWordRune) {
		return nil
	}
	var ids []string // the markers the model may have written name these
	for _, ch := range r.Claims {
		ids = append(ids, ch.Claim.Source, ch.Source)
	}
	var texts []string
	var index []int
	for i, ch := range r.Claims {
		if ch.Status == Grounded {
			texts = append(texts, strings.Join(strings.Fields(withoutMarkers(displayable(ch.Claim.Text), ids)), " "))
			index = append(index, i)
		}
	}
	rel := support.RelevanceOf(question, texts)
	out := &Relevance{Question: question, Unaddressed: append([]string{}, rel.Unaddressed...), OffTopic: []OffTopic{}}
	for _, o := range rel.OffTopic {
		out.OffTopic = append(out.OffTopic, OffTopic{Sentence: index[o.Sentence], Asked: o.Asked, Answered: o.Answered})
	}
	return out
}

// scored reports whether a claim counts in the score: any claim but
// analysis without a hard anchor, as citations.Framing reads one.
func scored(cl Claim) bool {
	return cl.Type != extract.Analysis || anchored(cl.Text)
}

// anchored reports whether text carries a hard anchor (see
// citations.Anchored).
func anchored(text string) bool { return citations.Anchored(text) }

// Verify checks claims against sources under opts and assembles the
// verified answer. It returns an error for no sources (ErrNoSources), a bad
// source id (ErrInvalid) or an input past a limit (ErrLimit); claims that
// fail are reported in the result, not as errors.
func Verify(sources []Source, claims []Claim, opts Options) (*Result, error) {
	c, err := NewCorpus(sources, opts)
	if err != nil {
		return nil, err
	}
	return c.Verify(claims)
}

// Verify checks claims against the corpus and assembles the verified answer.
func (c *Corpus) Verify(claims []Claim) (*Result, error) {
	if err := checkClaims(c.limits, claims); err != nil {
		return nil, err
	}
	return c.Assemble(c.checkAll(claims)), nil
}

func (c *Corpus) checkAll(claims []Claim) []Checked {
	out := make([]Checked, len(claims))
	explain := maxExplained
	for i, cl := range claims {
		out[i] = c.check(cl, &explain)
	}
	return out
}

// Assemble builds the verified answer from checked claims: the grounded ones
// become its sentences, each with an [id] marker; claims with the same
// sentence share it, with one marker per source. Everything else goes to
// Unsupported.
func (c *Corpus) Assemble(checked []Checked) *Result {
	r := &Result{Claims: checked}
	var b strings.Builder
	type sentence struct {
		text    string
		sources []string
		cites   []int // indexes into r.Citations
	}
	var sents []*sentence
	byText := map[string]*sentence{}
	verified, checkable, grounded, required := 0, 0, 0, 0
	for _, ch := range checked {
		score := scored(ch.Claim)
		if ch.Status != UnknownSource && score {
			checkable++
		}
		if ch.Status != Grounded {
			r.Unsupported = append(r.Unsupported, ch)
			if score {
				required++
			}
			continue
		}
		grounded++
		if score {
			verified++
		}
		text := c.cleanClaim(ch.Claim.Text)
		s := byText[text]
		if s == nil {
			s = &sentence{text: text}
			byText[text] = s
			sents = append(sents, s)
		}
		src := ch.Source
		if src == "" {
			src = ch.Claim.Source // a Checked made by hand
		}
		if !contains(s.sources, src) {
			s.sources = append(s.sources, src)
		}
		off := c.offsets(src)
		s.cites = append(s.cites, len(r.Citations))
		r.Citations = append(r.Citations, Citation{
			Source:     src,
			Claim:      text,
			Quote:      ch.Span,
			Start:      ch.Match.Start,
			End:        ch.Match.End,
			StartRune:  off.Runes(ch.Match.Start),
			EndRune:    off.Runes(ch.Match.End),
			StartUTF16: off.UTF16(ch.Match.Start),
			EndUTF16:   off.UTF16(ch.Match.End),
			Kind:       ch.Match.Kind,
			Similarity: ch.Match.Similarity,

			CheckedAgainst: ch.CheckedAgainst,
		})
	}
	for i, s := range sents {
		if i > 0 && !joinsTight(sents[i-1].text, s.text) {
			b.WriteByte(' ')
		}
		start := b.Len()
		b.WriteString(withMarkers(s.text, s.sources))
		for _, k := range s.cites {
			r.Citations[k].TextStart, r.Citations[k].TextEnd = start, b.Len()
		}
	}
	r.Text = b.String()
	r.Score = newScore(verified, checkable)
	r.Grounded = grounded > 0 && !(c.opts.RequireAll && required > 0)
	return r
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// cleanClaim prepares a claim's text for the assembled answer: white space
// collapsed, and citation markers the model wrote itself removed, so that
// the only markers in the text are the ones verification put there. The
// text is also made safe to show: see displayable.
func (c *Corpus) cleanClaim(s string) string {
	s = strings.Join(strings.Fields(displayable(s)), " ")
	if t := withoutMarkers(s, c.ids); t != s {
		return strings.Join(strings.Fields(t), " ")
	}
	return s
}

// withoutMarkers returns s without its citation markers, as
// citations.Markers finds them given the ids of the sources ("[1]",
// "[1-3]", "[Source 2]", "【1】"), and without the spaces before them.
func withoutMarkers(s string, ids []string) string {
	if !strings.ContainsAny(s, "[【［") {
		return s
	}
	ms := citations.Markers(s, ids)
	if len(ms) == 0 {
		return s
	}
	var b strings.Builder
	last := 0
	for _, m := range ms {
		b.WriteString(strings.TrimRight(s[last:m.Start], " "))
		last = m.End
	}
	b.WriteString(s[last:])
	return b.String()
}

// displayable returns s as the assembled answer shows it: invalid UTF-8
// replaced by U+FFFD, as folding replaces it; control characters replaced
// by spaces, as the checks read them as word breaks; and bidirectional
// controls removed, as folding removes them. What a reader sees is then
// what was checked: "n\x00ot" shows as the two words the checks saw, not
// as "not", and an override cannot make "09" display as "90" or move a
// marker.
func displayable(s string) string {
	clean := utf8.ValidString(s)
	for i := 0; clean && i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r < 0x20 && r != '\t' && r != '\n' && r != '\r' || r == 0x7f || r >= 0x80 && (unicode.IsControl(r) || sourceid.Bidi(r)) {
			clean = false
		}
		i += n
	}
	if clean {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		switch {
		case r == utf8.RuneError && n == 1:
			b.WriteRune(utf8.RuneError)
		case unicode.IsControl(r):
			b.WriteByte(' ')
		case sourceid.Bidi(r):
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// terminal reports whether r ends a sentence.
func terminal(r rune) bool {
	return strings.ContainsRune(".!?。！？…", r)
}

// closing reports whether r may follow a sentence's terminal punctuation.
func closing(r rune) bool {
	return strings.ContainsRune("\"'”’»」』)]", r)
}

// withMarkers returns the sentence with a marker per source before its
// terminal punctuation: "The window is 30 days [1]." A sentence without
// terminal punctuation gets a period (or 。 after unspaced scripts).
func withMarkers(s string, sources []string) string {
	var m strings.Builder
	for _, id := range sources {
		m.WriteString("[" + id + "]")
	}
	// Find the terminal punctuation and any closing quotes after it.
	cut := len(s)
	for cut > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:cut])
		if !closing(r) {
			break
		}
		cut -= n
	}
	end := cut
	for end > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:end])
		if !terminal(r) {
			break
		}
		end -= n
	}
	head, tail := s[:end], s[end:]
	if end == cut { // no terminal punctuation
		head, tail = s, ""
		if last, _ := utf8.DecodeLastRuneInString(s); words.Unspaced(last) {
			tail = "。"
		} else if unicode.IsLetter(last) || unicode.IsNumber(last) || closing(last) {
			tail = "."
		}
	}
	last, _ := utf8.DecodeLastRuneInString(head)
	sep := " "
	if words.Unspaced(last) || head == "" {
		sep = ""
	}
	return head + sep + m.String() + tail
}

// joinsTight reports whether two sentences of unspaced scripts meet
// without a space.
func joinsTight(prev, next string) bool {
	last, _ := utf8.DecodeLastRuneInString(prev)
	first, _ := utf8.DecodeRuneInString(next)
	return (words.Unspaced(first) || strings.ContainsRune("。！？", first)) && strings.ContainsRune("。！？", last)
}
