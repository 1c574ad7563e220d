package citations

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/internal/words"
	"github.com/verbatim-go/verbatim/numbers"
)

// A Result is the outcome of checking an answer.
type Result struct {
	// Sentences are the answer's sentences with their checks, in order.
	Sentences []SentenceResult
	// Cleaned is the answer with the labels that name no supplied source
	// stripped (see Strip) and invented quotations demoted to prose: their
	// quotation marks and blockquote markers removed.
	Cleaned string
	// Removed are the marker edits, with byte ranges into the answer.
	Removed []Removal
	// Quotations are the answer's quotations, with byte ranges into the
	// answer.
	Quotations []Quotation
	Score      Score
}

// A SentenceResult is one sentence of an answer and its check.
type SentenceResult struct {
	Sentence
	Kind   Kind
	Status Status
	// Citations are the ids of the sources the sentence cites, in order of
	// first citation; a label that names no supplied source appears as
	// written.
	Citations []string
	// Reasons say why the sentence is not ok, and note framing, for a
	// reader. They are empty for an ok claim.
	Reasons []Reason
	// SupportedBy are, under CheckAll, the ids of the sources that support
	// an uncited sentence.
	SupportedBy []string
	// Evidence are, for an ok sentence with content words, the sentences
	// of its cited sources (under CheckAll, of the sources that support
	// it) that hold those words: the one that matches the sentence best
	// first, then, while some of its words are in none of those, the one
	// that holds most of the rest; at most three. It is empty for a
	// sentence that is not ok.
	Evidence []Evidence
}

// A Reason is one finding about a sentence: a code from the Reason
// constants and a message a person can read ("45 is not in [1]; it says
// 49").
type Reason struct {
	Code    string
	Message string
}

// Reason codes.
const (
	// ReasonUncited: the sentence has no citation marker.
	ReasonUncited = "uncited"
	// ReasonUnknownSource: a marker names a source that was not supplied.
	ReasonUnknownSource = "unknown_source"
	// ReasonNumberNotFound: a number of the sentence is not grounded in
	// the cited sources.
	ReasonNumberNotFound = "number_not_found"
	// ReasonClaimNotInSource: too few of the sentence's content words occur
	// in the cited sources.
	ReasonClaimNotInSource = "claim_not_in_source"
	// ReasonNegationMismatch: the sentence's negation or modality differs
	// from the best-matching sentence of the cited sources.
	ReasonNegationMismatch = "negation_mismatch"
	// ReasonInventedQuotation: a quotation in the sentence appears in no
	// source.
	ReasonInventedQuotation = "invented_quotation"
	// ReasonMisattributedQuotation: a quotation in the sentence appears
	// only in sources the sentence does not cite.
	ReasonMisattributedQuotation = "misattributed_quotation"
	// ReasonOtherSource: the sentence is not supported by the sources it
	// cites but is by another one, named in the message.
	ReasonOtherSource = "other_source"
	// ReasonFraming: the sentence is analytical framing and not scored.
	ReasonFraming = "framing"
)

// Score counts the verified sentences of an answer among those that can be
// checked: claims, not framing or headings.
type Score struct {
	Verified, Checkable int
	// Value is Verified / Checkable, or 0 when nothing is checkable.
	Value float64
}

// Check checks answer against sources under opts. It is NewCorpus followed
// by Corpus.CheckAnswer, for one answer: sources or an answer past a limit
// of opts.Limits are an error matching ErrLimit.
func Check(answer string, sources []Source, opts Options) (*Result, error) {
	c, err := NewCorpus(sources, opts)
	if err != nil {
		return nil, err
	}
	return c.CheckAnswer(answer)
}

// CheckAnswer is Check for an answer from a source that is not trusted: it
// first applies the corpus's Options.Limits to the answer (its size, the
// citations its markers make and its quotations) and returns an error
// matching ErrLimit, and no result, if the answer exceeds one.
func (c *Corpus) CheckAnswer(answer string) (*Result, error) {
	l := c.opts.Limits
	if err := l.checkAnswer(answer); err != nil {
		return nil, err
	}
	ms, n := c.res.markersUpTo(answer, l.maxCitations())
	if max := l.maxCitations(); max >= 0 && n > max {
		return nil, &LimitError{Limit: "MaxCitations", Max: max, Got: n}
	}
	qs := quotations(answer)
	if max := l.maxQuotations(); max >= 0 && len(qs) > max {
		return nil, &LimitError{Limit: "MaxQuotations", Max: max, Got: len(qs)}
	}
	return c.check(answer, ms, qs), nil
}

// Check checks answer sentence by sentence against the corpus's sources.
//
// A sentence is one of:
//
//   - BadRef if a marker names a source that was not supplied;
//   - Uncited if it has no marker (under Flag; under CheckAll it is
//     checked against each source in turn and is OK if one supports it);
//   - Unsupported if the sources it cites do not support it, or it holds
//     a quotation that is invented or misattributed;
//   - OK otherwise.
//
// The cited sources support a sentence when every number in it is
// grounded in one of them (package numbers, under Options.Numbers), at
// least Options.MinOverlap of its distinct content words occur in them
// (see ContentOverlap) and no three of its content words in a row (four
// bigrams in a row, in scripts without spaces) are all missing from them,
// and its negations and modal verbs agree with their sentence that matches
// it best (see NegationMismatch): for the whole sentence and for each of
// its clauses.
//
// Markdown headings and short lead-ins ending in a colon are of Kind
// Heading, analysis without an anchor is Framing (see Framing), and
// neither counts in the score. The same answer always gives the same
// result.
//
// Check applies none of the corpus's Limits to the answer, and its time
// grows with the answer times the sources; for an answer from a source
// that is not trusted, use CheckAnswer.
func (c *Corpus) Check(answer string) *Result {
	return c.check(answer, c.res.markers(answer), quotations(answer))
}

// check checks answer, given its markers and quotations.
func (c *Corpus) check(answer string, ms []Marker, qs []quoteSpan) *Result {
	res := &Result{Removed: c.res.removals(answer, ms)}
	spans := make([]span, 0, 8)
	eachSentence(answer, func(s span) { spans = append(spans, s) })

	// Markers of each sentence.
	sentMarkers := make([][]Marker, len(spans))
	k := 0
	for i, s := range spans {
		for k < len(ms) && ms[k].End <= s.start {
			k++
		}
		for j := k; j < len(ms) && ms[j].Start < s.end; j++ {
			sentMarkers[i] = append(sentMarkers[i], ms[j])
		}
	}

	res.Sentences = make([]SentenceResult, len(spans))
	for i, s := range spans {
		res.Sentences[i] = c.checkSentence(answer, s, sentMarkers[i])
	}
	c.checkQuotations(answer, res, spans, qs)

	for i := range res.Sentences {
		sr := &res.Sentences[i]
		if sr.Kind != KindClaim {
			continue
		}
		res.Score.Checkable++
		if sr.Status == OK {
			res.Score.Verified++
		}
	}
	if res.Score.Checkable > 0 {
		res.Score.Value = float64(res.Score.Verified) / float64(res.Score.Checkable)
	}
	res.Cleaned = clean(answer, res, qs)
	return res
}

// checkSentence checks one sentence.
func (c *Corpus) checkSentence(answer string, s span, ms []Marker) SentenceResult {
	sr := SentenceResult{
		Sentence:  Sentence{Start: s.start, End: s.end, Text: answer[s.start:s.end]},
		Citations: []string{},
		Reasons:   []Reason{},
	}
	var cited []*doc
	var bad []string
	seenID := make(map[string]bool)
	for _, m := range ms {
		for _, r := range m.Refs {
			id := r.Source
			if id == "" {
				id = r.Label
				if !slices.Contains(bad, r.Label) {
					bad = append(bad, r.Label)
				}
			}
			if seenID[id] {
				continue
			}
			seenID[id] = true
			sr.Citations = append(sr.Citations, id)
			if r.Source != "" {
				cited = append(cited, c.docs[c.pos[r.Source]])
			}
		}
	}
	claim := claimText(answer, s, ms)
	an := analyze(claim)
	sr.Kind = c.kind(sr.Text, claim, s, len(ms) > 0)
	vacuous := len(an.toks) == 0 && !strings.ContainsFunc(claim, unicode.IsDigit)
	if vacuous && sr.Kind == KindClaim {
		sr.Kind = KindFraming // "That is all."
	}

	switch {
	case len(bad) > 0:
		sr.Status = BadRef
		for _, l := range bad {
			sr.Reasons = append(sr.Reasons, Reason{ReasonUnknownSource, c.unknownReason(l)})
		}
		if len(cited) > 0 {
			sr.Reasons = append(sr.Reasons, c.support(claim, &an, cited)...)
		}
	case len(cited) == 0 && (c.opts.Uncited == Flag || vacuous):
		sr.Status = Uncited
		sr.Reasons = append(sr.Reasons, Reason{ReasonUncited, "no citation marker"})
	case len(cited) == 0:
		c.checkAll(&sr, claim, &an)
	default:
		reasons := c.support(claim, &an, cited)
		if len(reasons) == 0 {
			sr.Status = OK
			sr.Evidence = c.evidence(&an, cited)
			break
		}
		sr.Status = Unsupported
		sr.Reasons = append(sr.Reasons, reasons...)
		if other := c.otherSupport(claim, &an, cited); other != "" {
			sr.Reasons = append(sr.Reasons, Reason{ReasonOtherSource,
				fmt.Sprintf("[%s] supports the sentence but is not cited", other)})
		}
	}
	switch {
	case sr.Kind == KindFraming && vacuous:
		sr.Reasons = append(sr.Reasons, Reason{ReasonFraming, "no content word or number to check; not scored"})
	case sr.Kind == KindFraming:
		sr.Reasons = append(sr.Reasons, Reason{ReasonFraming, "analysis without a number, date, quotation or citation; not scored"})
	}
	return sr
}

// kind classifies a sentence.
func (c *Corpus) kind(text, claim string, s span, cited bool) Kind {
	if s.block == blockHeading {
		return KindHeading
	}
	if !cited && strings.HasSuffix(strings.TrimRight(text, " *_"), ":") && len(strings.Fields(claim)) <= 8 {
		return KindHeading // a lead-in: "Key facts about the K2:"
	}
	if Framing(text) {
		return KindFraming
	}
	return KindClaim
}

// unknownReason explains why label names no supplied source.
func (c *Corpus) unknownReason(label string) string {
	if _, ok := number(label); ok && (c.res.positional || len(c.res.numeric) == len(c.res.ids)) {
		n := len(c.res.ids)
		if n == 1 {
			return fmt.Sprintf("[%s]: only 1 source", label)
		}
		return fmt.Sprintf("[%s]: only %d sources", label, n)
	}
	return fmt.Sprintf("[%s]: no source has this id", label)
}

// checkAll checks an uncited sentence against every source in turn.
func (c *Corpus) checkAll(sr *SentenceResult, claim string, an *analysis) {
	var best []Reason
	var supporting []*doc
	bestOverlap := -1
	for _, d := range c.docs {
		r := c.support(claim, an, []*doc{d})
		if len(r) == 0 {
			sr.SupportedBy = append(sr.SupportedBy, d.id)
			supporting = append(supporting, d)
			continue
		}
		// Report the reasons of the source that holds most of the
		// sentence's words.
		found, _ := overlap(an, func(st string) bool { return d.stems[st] })
		if found > bestOverlap {
			best, bestOverlap = r, found
		}
	}
	if len(sr.SupportedBy) > 0 {
		sr.Status = OK
		sr.Evidence = c.evidence(an, supporting)
		return
	}
	sr.Status = Unsupported
	sr.Reasons = append(sr.Reasons, Reason{ReasonUncited, "no citation marker, and no single source supports the sentence"})
	sr.Reasons = append(sr.Reasons, best...)
}

// otherSupport returns the id of the first source not in cited that
// supports the claim, or "".
func (c *Corpus) otherSupport(claim string, an *analysis, cited []*doc) string {
	if len(an.toks) == 0 {
		return ""
	}
	for _, d := range c.docs {
		if slices.Contains(cited, d) {
			continue
		}
		if len(c.support(claim, an, []*doc{d})) == 0 {
			return d.id
		}
	}
	return ""
}

// where names docs for a reader: "[1]", "[1, 3]".
func where(docs []*doc) string {
	ids := make([]string, len(docs))
	for i, d := range docs {
		ids[i] = d.id
	}
	return "[" + strings.Join(ids, ", ") + "]"
}

// support checks a claim against docs and returns why they do not support
// it, or nothing.
func (c *Corpus) support(claim string, an *analysis, docs []*doc) []Reason {
	var out []Reason
	w := where(docs)
	// Numbers: missing from every cited source.
	if c.opts.Numbers != numbers.Off {
		var missing []numbers.Missing
		if an.nums == nil || an.nums.Text() != claim {
			an.nums = numbers.NewClaim(claim) // read once for all the sources it is checked against
		}
		for k, d := range docs {
			m := d.nums.CheckClaim(c.opts.Numbers, an.nums)
			if k == 0 {
				missing = m
				continue
			}
			// Keep the numbers missing from this source too. Both lists
			// are in the claim's order: one pass intersects them.
			j := 0
			missing = slices.DeleteFunc(missing, func(x numbers.Missing) bool {
				for j < len(m) && (m[j].Start < x.Start || m[j].Start == x.Start && m[j].End < x.End) {
					j++
				}
				return j >= len(m) || m[j].Start != x.Start || m[j].End != x.End
			})
		}
		for _, m := range missing {
			msg := m.Reason(w)
			if msg == "" {
				msg = fmt.Sprintf("%s is not in %s", m.Text, w)
			}
			out = append(out, Reason{ReasonNumberNotFound, msg})
		}
	}
	// Content words.
	var absent []string
	found, total := 0, 0
	for i := range an.toks {
		if repeats(an, i) {
			continue
		}
		total++
		st := an.toks[i].stem
		if slices.ContainsFunc(docs, func(d *doc) bool { return d.stems[st] }) {
			found++
		} else {
			absent = append(absent, an.toks[i].word)
		}
	}
	if total > 0 && float64(found) < c.opts.minOverlap()*float64(total) {
		out = append(out, Reason{ReasonClaimNotInSource, overlapReason(found, total, w, absent)})
	} else if run := novelRun(an, docs); run != "" {
		out = append(out, Reason{ReasonClaimNotInSource, fmt.Sprintf("%q is not in %s", run, w)})
	}
	// Negation and modality against the best-matching source sentences.
	// Then bounds against the best match: "at least 30" for "at most 30".
	f, e, best, ok := c.flip(an, docs)
	if ok {
		out = append(out, Reason{ReasonNegationMismatch, f.reason(w) + ": " + quoteSnippet(e)})
	} else if best != "" {
		if why, ok := boundFlip(claim, best, w); ok {
			out = append(out, Reason{ReasonNegationMismatch, why + ": " + quoteSnippet(best)})
		}
	}
	return out
}

// Novel runs: this many content words in a row, none of them in the
// cited sources, are an invented detail however long the sentence is.
const (
	maxNovelWords   = 2
	maxNovelBigrams = 3
)

// novelRun returns the first run of consecutive content words of the
// claim that are all absent from docs and longer than the limits allow,
// joined by spaces, or "".
func novelRun(an *analysis, docs []*doc) string {
	from, bigrams := -1, false
	for i := 0; i <= len(an.toks); i++ {
		if i < len(an.toks) {
			t := &an.toks[i]
			if !slices.ContainsFunc(docs, func(d *doc) bool { return d.stems[t.stem] }) {
				if from < 0 {
					from = i
					r, _ := utf8.DecodeRuneInString(t.word)
					bigrams = words.Unspaced(r)
				}
				continue
			}
		}
		if from >= 0 {
			limit := maxNovelWords
			if bigrams {
				limit = maxNovelBigrams
			}
			if i-from > limit {
				return runText(an.toks[from:i], bigrams)
			}
		}
		from = -1
	}
	return ""
}

// runText writes a run of words: spaced words joined by spaces, bigrams
// overlapped back into text.
func runText(toks []tok, bigrams bool) string {
	var b strings.Builder
	for i, t := range toks {
		switch {
		case i == 0:
			b.WriteString(t.word)
		case bigrams:
			_, n := utf8.DecodeRuneInString(t.word)
			b.WriteString(t.word[n:])
		default:
			b.WriteByte(' ')
			b.WriteString(t.word)
		}
	}
	return b.String()
}

func overlapReason(found, total int, w string, absent []string) string {
	const maxListed = 8
	list := absent
	more := ""
	if len(list) > maxListed {
		list, more = list[:maxListed], ", …"
	}
	return fmt.Sprintf("only %d of %d content words occur in %s; missing: %s%s",
		found, total, w, strings.Join(list, ", "), more)
}

// quoteSnippet quotes s for a message, cut to a readable length.
func quoteSnippet(s string) string {
	const max = 160
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > max {
		cut := max
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		s = s[:cut] + "…"
	}
	return fmt.Sprintf("%q", s)
}

// flip looks for a negation or modal mismatch between the claim and the
// source sentences that match it best: for the whole claim, and for each
// of its clauses with two or more content words. It returns the flip and
// the sentence it is with, and the sentence that matches the whole claim
// best, if any.
func (c *Corpus) flip(an *analysis, docs []*doc) (f flip, with, best string, ok bool) {
	if len(an.toks) == 0 {
		return flip{}, "", "", false
	}
	segs := []int32{-1}
	if an.segs > 1 {
		for s := int32(0); s < an.segs; s++ {
			segs = append(segs, s)
		}
	}
	var bestSent *docSent
	for _, seg := range segs {
		d, ds, ok := c.bestSentence(an, seg, docs)
		if !ok {
			continue
		}
		if seg < 0 {
			bestSent, best = ds, d.text[ds.start:ds.end]
		}
		if f, ok := compareSeg(an, &ds.an, seg); ok {
			return f, d.text[ds.start:ds.end], best, true
		}
	}
	if bestSent != nil {
		f, with, ok = c.fusedFlip(an, bestSent, docs)
	}
	return f, with, best, ok
}

// maxFused bounds the sentences fusedFlip compares with a claim.
const maxFused = 8

// fusedFlip looks for a negation or modal mismatch between the claim and
// the source sentences it may have been fused from. A claim that joins
// two sentences ("Monthly plans are refundable within 5 business days",
// from "Monthly plans are not refundable." and "Refunds are issued within
// 5 business days.") may negate one that is not its best match, best.
// So each other sentence that holds a word of the claim best lacks, and
// whose words, two or more, are all words of the claim, is compared too.
// A sentence with a word the claim lacks ("Monthly plans are not
// refundable" for a claim about annual plans) is about something else and
// is not compared.
func (c *Corpus) fusedFlip(an *analysis, best *docSent, docs []*doc) (flip, string, bool) {
	stems := distinctStems(an, -1)
	inBest := stemsOf(best.an.toks)
	var missing []string
	for _, st := range stems {
		if !inBest(st) {
			missing = append(missing, st)
		}
	}
	if len(missing) == 0 {
		return flip{}, "", false
	}
	inClaim := stemsOf(an.toks)
	var buf [64]bool
	set := c.newDocSet(docs, buf[:])
	seen := map[sentRef]bool{}
	var cands []sentRef
	for _, st := range missing {
		c.eachPosting(st, set, func(r sentRef) {
			ds := &c.docs[r.doc].sents[r.sent]
			// Without a cue on either side there is nothing to flip.
			if len(ds.an.cues) == 0 && len(an.cues) == 0 || ds.stems < 2 || ds.stems > len(stems) || ds == best || seen[r] {
				return
			}
			seen[r] = true
			for i := range ds.an.toks {
				if !inClaim(ds.an.toks[i].stem) {
					return
				}
			}
			cands = append(cands, r)
		})
	}
	slices.SortFunc(cands, func(a, b sentRef) int {
		if a.doc != b.doc {
			return int(a.doc - b.doc)
		}
		return int(a.sent - b.sent)
	})
	for k, r := range cands {
		if k == maxFused {
			break
		}
		d := c.docs[r.doc]
		ds := &d.sents[r.sent]
		if f, ok := compareSeg(an, &ds.an, -1); ok {
			return f, d.text[ds.start:ds.end], true
		}
	}
	return flip{}, "", false
}

// stemsOf returns a test of whether a stem is one of toks': a scan of a
// short list, a set for a long one.
func stemsOf(toks []tok) func(string) bool {
	if len(toks) <= 32 {
		return func(st string) bool {
			for i := range toks {
				if toks[i].stem == st {
					return true
				}
			}
			return false
		}
	}
	set := make(map[string]bool, len(toks))
	for i := range toks {
		set[toks[i].stem] = true
	}
	return func(st string) bool { return set[st] }
}

// bestSentence returns the sentence of docs that best matches clause seg
// of an (all of an for seg < 0): among the sentences that share at least
// half of its distinct stems, and for a clause at least two, the one whose
// shared stems are rarest in the corpus.
func (c *Corpus) bestSentence(an *analysis, seg int32, docs []*doc) (*doc, *docSent, bool) {
	stems := distinctStems(an, seg)
	if len(stems) == 0 || seg >= 0 && len(stems) < 2 {
		return nil, nil, false
	}
	var buf [64]bool
	set := c.newDocSet(docs, buf[:])
	// Each shared stem weighs 1/df, df the number of source sentences
	// that hold it, so that a rare word outweighs a common one.
	sc := scratchPool.Get().(*scratch)
	defer scratchPool.Put(sc)
	if len(sc.scores) < c.nsents {
		sc.scores = make([]score, c.nsents)
	}
	sc.touched = sc.touched[:0]
	for _, st := range stems {
		w := 1 / float64(len(c.index[st]))
		c.eachPosting(st, set, func(r sentRef) {
			g := c.base[r.doc] + r.sent
			x := &sc.scores[g]
			if x.n == 0 {
				sc.touched = append(sc.touched, g)
			}
			x.n++
			x.w += w
		})
	}
	need := (len(stems) + 1) / 2
	if seg >= 0 {
		need = max(need, 2)
	}
	var best sentRef
	var bestS score
	for _, g := range sc.touched {
		x := sc.scores[g]
		sc.scores[g] = score{}
		if x.n < need {
			continue
		}
		r := c.ref(g)
		if x.w > bestS.w || x.w == bestS.w && c.better(r, best) {
			best, bestS = r, x
		}
	}
	if bestS.n == 0 {
		return nil, nil, false
	}
	d := c.docs[best.doc]
	return d, &d.sents[best.sent], true
}

// distinctStems returns the distinct stems of clause seg of an (of all of
// an for seg < 0), in order.
func distinctStems(an *analysis, seg int32) []string {
	var stems []string
	if seg < 0 {
		for i := range an.toks {
			if !an.toks[i].dup {
				stems = append(stems, an.toks[i].stem)
			}
		}
		return stems
	}
	var seen map[string]bool
	lo, hi := an.segRange(seg)
	for i := lo; i < hi; i++ {
		t := &an.toks[i]
		if seen == nil && len(stems) >= 32 {
			seen = make(map[string]bool, 2*len(stems))
			for _, st := range stems {
				seen[st] = true
			}
		}
		if seen != nil {
			if seen[t.stem] {
				continue
			}
			seen[t.stem] = true
		} else if slices.Contains(stems, t.stem) {
			continue
		}
		stems = append(stems, t.stem)
	}
	return stems
}

// A score is how well a source sentence matches a claim: the number of
// stems they share and the sum of their weights.
type score struct {
	n int
	w float64
}

// scratch is the per-call state of bestSentence, reused across calls.
type scratch struct {
	scores  []score // by global sentence index
	touched []int32
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// ref returns the sentence with global index g.
func (c *Corpus) ref(g int32) sentRef {
	k, _ := slices.BinarySearch(c.base, g+1)
	return sentRef{doc: int32(k - 1), sent: g - c.base[k-1]}
}

// better breaks a tie between two sentences that match a claim equally
// well: the one with fewer distinct stems, then the earlier one.
func (c *Corpus) better(a, b sentRef) bool {
	na, nb := c.docs[a.doc].sents[a.sent].stems, c.docs[b.doc].sents[b.sent].stems
	if na != nb {
		return na < nb
	}
	if a.doc != b.doc {
		return a.doc < b.doc
	}
	return a.sent < b.sent
}

// claimText returns the text of sentence s of answer that the checks read:
// without its citation markers and without the blockquote markers of its
// continuation lines.
func claimText(answer string, s span, ms []Marker) string {
	text := answer[s.start:s.end]
	if len(ms) == 0 && strings.IndexByte(text, '\n') < 0 {
		return text
	}
	var b strings.Builder
	at := s.start
	for _, m := range ms {
		if m.Start < at || m.End > s.end {
			continue
		}
		b.WriteString(answer[at:m.Start])
		b.WriteByte(' ')
		at = m.End
	}
	b.WriteString(answer[at:s.end])
	out := b.String()
	if strings.Contains(out, "\n") {
		lines := strings.Split(out, "\n")
		for i := 1; i < len(lines); i++ {
			l := strings.TrimLeft(lines[i], " \t")
			lines[i] = strings.TrimLeft(l, "> \t")
		}
		out = strings.Join(lines, "\n")
	}
	return out
}

// checkQuotations checks the answer's quotations qs and adds their
// findings to the sentences they are in.
func (c *Corpus) checkQuotations(answer string, res *Result, spans []span, qs []quoteSpan) {
	// The sources each distinct quotation is in: a quotation repeated is
	// looked for once.
	found := make(map[string][]string)
	for _, q := range qs {
		// Punctuation that closes a quotation is the answer's, not the
		// source's: "... not refundable," he said.
		pieces := quotePieces(strings.TrimRight(q.text, ".,;:"))
		for i, p := range pieces {
			pieces[i] = c.opts.Mode.Fold(p)
		}
		pieces = slices.DeleteFunc(pieces, func(p string) bool { return p == "" })
		if len(pieces) == 0 {
			continue
		}
		quo := Quotation{Start: q.start, End: q.end, Text: q.text, Sources: []string{}, Cited: []string{}}
		key := strings.Join(pieces, "\x00")
		if ids, ok := found[key]; ok {
			quo.Sources = append(quo.Sources, ids...)
		} else {
			for _, d := range c.docs {
				if findQuote(d.quotes, pieces) {
					quo.Sources = append(quo.Sources, d.id)
				}
			}
			found[key] = quo.Sources
		}
		// The sentences the quotation is in: spans are in order and do
		// not overlap.
		var in []int
		first := sort.Search(len(spans), func(i int) bool { return spans[i].end > q.start })
		for i := first; i < len(spans) && spans[i].start < q.end; i++ {
			in = append(in, i)
		}
		for _, i := range in {
			for _, id := range res.Sentences[i].Citations {
				if _, ok := c.pos[id]; ok && !slices.Contains(quo.Cited, id) {
					quo.Cited = append(quo.Cited, id)
				}
			}
		}
		var reason Reason
		switch {
		case len(quo.Sources) == 0:
			quo.Status = Invented
			reason = Reason{ReasonInventedQuotation, fmt.Sprintf("the quotation %s is in no source", quoteSnippet(q.text))}
		case len(quo.Cited) > 0 && !slices.ContainsFunc(quo.Sources, func(id string) bool { return slices.Contains(quo.Cited, id) }):
			quo.Status = Misattributed
			reason = Reason{ReasonMisattributedQuotation, fmt.Sprintf("the quotation %s is in [%s], not in the cited [%s]",
				quoteSnippet(q.text), strings.Join(quo.Sources, ", "), strings.Join(quo.Cited, ", "))}
		default:
			quo.Status = Found
		}
		res.Quotations = append(res.Quotations, quo)
		if quo.Status == Found {
			continue
		}
		for _, i := range in {
			sr := &res.Sentences[i]
			sr.Reasons = append(sr.Reasons, reason)
			if sr.Status == OK {
				sr.Status = Unsupported
				sr.Evidence = nil
			}
		}
	}
	if res.Quotations == nil {
		res.Quotations = []Quotation{}
	}
}

// clean applies the marker removals and the demotion of invented
// quotations to answer.
func clean(answer string, res *Result, qs []quoteSpan) string {
	var edits []edit
	for _, r := range res.Removed {
		edits = append(edits, edit{start: r.Start, end: r.End, with: r.Replacement})
	}
	// The quotations of res are those of qs that hold text, in order.
	k := 0
	for _, q := range res.Quotations {
		for k < len(qs) && qs[k].start < q.Start {
			k++
		}
		if q.Status != Invented {
			continue
		}
		for j := k; j < len(qs) && qs[j].start == q.Start; j++ {
			if qs[j].end == q.End {
				edits = append(edits, qs[j].marks...)
			}
		}
	}
	if len(edits) == 0 {
		return answer
	}
	slices.SortStableFunc(edits, func(a, b edit) int { return a.start - b.start })
	var b strings.Builder
	b.Grow(len(answer))
	at := 0
	for _, e := range edits {
		if e.end <= at {
			continue
		}
		b.WriteString(answer[at:max(at, e.start)])
		b.WriteString(e.with)
		at = e.end
	}
	b.WriteString(answer[at:])
	return b.String()
}
