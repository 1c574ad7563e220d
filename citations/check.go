package citations

import (
	"cmp"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/internal/sentence"
	"github.com/verbatim-go/verbatim/internal/support"
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
	// Relevance is how the verified sentences relate to the question the
	// answer answers, when the caller sets it with RelevanceOf (as package
	// contract does for a request with a question); nil otherwise. It
	// never changes a status or the score.
	Relevance *Relevance
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
	// sentence that is not ok. A sentence of a document that runs across
	// two chunks is one Evidence in each, with offsets into that chunk's
	// own text.
	Evidence []Evidence
	// CheckedAgainst says what the sentence was checked against: the
	// passages it cites, the whole documents of the chunks it cites, or
	// snippets; AgainstNothing when it cites no supplied source and was not
	// checked.
	CheckedAgainst Against
}

// Against says what a sentence or a claim was checked against, and so how
// strict its check was.
type Against uint8

const (
	// AgainstNothing: the sentence was not checked, as it cites no
	// supplied source. It is the zero value.
	AgainstNothing Against = iota
	// AgainstPassage: the text of the sources it cites, each on its own,
	// and nothing the model was not shown.
	AgainstPassage
	// AgainstDocument: the whole document of a chunk it cites, reassembled
	// from the document's chunks.
	AgainstDocument
	// AgainstSnippet: a web snippet, cut from a text that may say more:
	// checked for contradictions, a sentence whose words the snippet has
	// only in part is unverified rather than unsupported.
	AgainstSnippet
)

var againstNames = [...]string{AgainstNothing: "nothing", AgainstPassage: "passage", AgainstDocument: "document", AgainstSnippet: "snippet"}

// String returns "nothing", "passage", "document" or "snippet".
func (a Against) String() string {
	if int(a) < len(againstNames) {
		return againstNames[a]
	}
	return fmt.Sprintf("Against(%d)", uint8(a))
}

// MarshalText returns the name String returns.
func (a Against) MarshalText() ([]byte, error) {
	if int(a) >= len(againstNames) {
		return nil, fmt.Errorf("citations: invalid %v", a)
	}
	return []byte(a.String()), nil
}

// against returns what a check against docs is against: a snippet if one
// of them is, else a document if one of them is, else passages. The
// weakest reading names the check, so that a reader is not told it was
// stricter than it was.
func against(docs []*doc) Against {
	a := AgainstNothing
	for _, d := range docs {
		a = max(a, d.as)
	}
	return a
}

// A Reason is one finding about a sentence: a code from the Reason
// constants and a message a person can read ("45 is not in [1]; it says
// 49").
type Reason struct {
	Code    string `json:"code"`
	Message string `json:"message"`
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
	// ReasonNegationMismatch: a negation of the sentence or of the
	// best-matching sentence of the cited sources the other does not have:
	// "not", a negating prefix (nonrefundable), a lexical negation (failed
	// to, denied).
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

	// The claim engine's further codes; see the README's table of them.
	// A failed sentence (Unsupported) has one of these, or of the above:
	ReasonIdentifierMismatch = "identifier_mismatch" // Su-35 where the source says Su-24
	ReasonNameMismatch       = "name_mismatch"       // Canada where the source names the U.S.
	ReasonRoleSwap           = "role_swap"           // the parties around a verb swapped
	ReasonAntonymMismatch    = "antonym_mismatch"    // fell where the source says rose
	ReasonModalityMismatch   = "modality_mismatch"   // will where the source says may
	ReasonBoundMismatch      = "bound_mismatch"      // more than 83% where the source says 83%
	// An Unverified sentence has one of these:
	ReasonAnchorAbsent     = "anchor_absent"     // a number, name or identifier the source does not mention
	ReasonConditionDropped = "condition_dropped" // the source restricts what the sentence states
	ReasonWordsMissing     = "words_missing"     // words of the sentence the source does not have
	ReasonNegationUnclear  = "negation_unclear"  // both negate by words of their own, not the same words
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
	l := c.limits
	if err := exceeds("MaxAnswerBytes", l.MaxAnswerBytes, len(answer)); err != nil {
		return nil, err
	}
	ms, n := c.res.markersUpTo(answer, l.MaxCitations)
	if err := exceeds("MaxCitations", l.MaxCitations, n); err != nil {
		return nil, err
	}
	qs := quotations(answer)
	if err := exceeds("MaxQuotations", l.MaxQuotations, len(qs)); err != nil {
		return nil, err
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
//   - Unsupported if the sources it cites contradict it, or it holds a
//     quotation that is invented or misattributed;
//   - Unverified if nothing contradicts it but they do not prove it;
//   - OK otherwise.
//
// The cited sources support a sentence when the claim engine finds, in
// the source sentences that share most of its words, every number, name
// and identifier it has with the same value, no negation, opposite word,
// modal verb or bound against it, no condition it drops, and at least
// Options.MinOverlap of its content words, up to word forms (see the
// package documentation for the reasons). A sentence nothing contradicts
// but its sources do not prove is Unverified.
//
// A sentence citing a chunk of a document is checked against the whole
// document (and its Evidence names the chunks it lies in), one citing a
// passage against that passage only, and one citing a snippet as the
// engine reads snippets: contradictions fail it, but words the snippet
// lacks leave it unverified. SentenceResult.CheckedAgainst says which.
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
	spans := make([]sentence.Span, 0, 8)
	sentence.Each(answer, func(s sentence.Span) { spans = append(spans, s) })

	// Markers of each sentence.
	sentMarkers := make([][]Marker, len(spans))
	k := 0
	for i, s := range spans {
		for k < len(ms) && ms[k].End <= s.Start {
			k++
		}
		j := k
		for j < len(ms) && ms[j].Start < s.End {
			j++
		}
		if j > k {
			sentMarkers[i] = ms[k:j:j] // a sentence's markers are a run of ms
		}
	}

	res.Sentences = c.checkSentences(answer, spans, sentMarkers)
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

// checkSentences checks the sentences of answer at spans, whose markers
// are ms. A sentence that cites known sources and is the wording of one
// of their sentences is decided as a copy (copyOf), without analysis; the
// others are analysed together, and the claims of those that cite known
// sources checked together: the engine runs each step over all of them
// in turn.
func (c *Corpus) checkSentences(answer string, spans []sentence.Span, ms [][]Marker) []SentenceResult {
	out := make([]SentenceResult, len(spans))
	claims := make([]string, len(spans))
	refs := make([]sentenceRefs, len(spans))
	copies := make([]*copyHit, len(spans))
	var texts []string // of the claims to analyse: all but the copies
	var at []int
	for i, s := range spans {
		claims[i] = claimText(answer, s, ms[i])
		refs[i] = c.refsOf(ms[i])
		if len(refs[i].bad) == 0 && len(refs[i].cited) > 0 && !c.noCopies {
			copies[i] = c.copyOf(claims[i], refs[i].cited)
		}
		if copies[i] == nil {
			texts = append(texts, claims[i])
			at = append(at, i)
		}
	}
	cls := make([]*support.Claim, len(spans))
	for j, cl := range support.NewClaims(texts, support.Auto) {
		cls[at[j]] = cl
	}
	cited := make([]citedClaim, 0, len(spans))
	for i, s := range spans {
		var cc citedClaim
		var ok bool
		out[i], cc, ok = c.checkSentence(answer, s, len(ms[i]) > 0, refs[i], claims[i], cls[i], copies[i])
		if ok {
			cc.at = i
			cited = append(cited, cc)
		}
	}
	jobs := make([]support.Job, 0, len(cited))
	checked := make([]int, 0, len(cited)) // the index into cited of each job
	for i := range cited {
		if cited[i].copy != nil {
			cp := cited[i].copy
			cited[i].refs = []sentRef{cp.ref}
			c.finishCited(&out[cited[i].at], &cited[i], cp.v, cp.ev)
			continue
		}
		ev, refs := c.evidenceFor(cited[i].claim, cited[i].docs)
		cited[i].refs = refs
		jobs = append(jobs, support.Job{Claim: cited[i].claim, Evidence: ev, Options: c.engineOpts(cited[i].docs)})
		checked = append(checked, i)
	}
	for j, v := range support.CheckAll(jobs) {
		i := checked[j]
		c.finishCited(&out[cited[i].at], &cited[i], v, jobs[j].Evidence)
	}
	return out
}

// A copyHit is a sentence of an answer that is the wording of a sentence
// of a source it cites, and the engine's verdict on it (support.CheckCopy).
type copyHit struct {
	ref   sentRef
	ev    support.Evidence
	v     support.Verdict
	words int // the content words of the sentence (Text.Words)
}

// copyOf returns the first sentence of docs, in the corpus's order, whose
// wording claim is, with the engine's verdict; nil if there is none or the
// engine leaves the claim to its checks. A sentence copied from its source
// is decided without being analysed.
func (c *Corpus) copyOf(claim string, docs []*doc) *copyHit {
	key := support.WordingKey(claim)
	i, _ := slices.BinarySearchFunc(c.wording, key, func(w wordingRef, k uint64) int { return cmp.Compare(w.key, k) })
	for ; i < len(c.wording) && c.wording[i].key == key; i++ {
		r := c.wording[i].ref
		d := c.docs[r.doc]
		if !slices.Contains(docs, d) || !support.SameWording(claim, d.text[d.sents[r.sent].start:d.sents[r.sent].end]) {
			continue
		}
		ev := support.Evidence{Where: where(docs), Passages: []support.Passage{c.passage(r)}}
		v, ok := support.CheckCopy(claim, ev)
		if !ok {
			return nil
		}
		return &copyHit{ref: r, ev: ev, v: v, words: ev.Passages[0].Text.Words()}
	}
	return nil
}

// A citedClaim is the claim of a sentence that cites sources, all of them
// known, to be checked against them: analysed, or a copy of one of their
// sentences.
type citedClaim struct {
	at    int // the sentence's index
	claim *support.Claim
	copy  *copyHit
	docs  []*doc
	refs  []sentRef // the candidates its evidence is made of
}

// words returns the number of content words of the claim.
func (cc *citedClaim) words() int {
	if cc.copy != nil {
		return cc.copy.words
	}
	return cc.claim.Words()
}

// finishCited sets the status and reasons of sr from verdict v of its
// claim cc on evidence ev.
func (c *Corpus) finishCited(sr *SentenceResult, cc *citedClaim, v support.Verdict, ev support.Evidence) {
	sr.CheckedAgainst = against(cc.docs)
	switch v.Outcome {
	case support.Supported:
		sr.Status = OK
		sr.Evidence = c.evidenceOf(cc.words(), v, ev, cc.refs)
	case support.Unverified:
		sr.Status = Unverified
	default:
		sr.Status = Unsupported
	}
	sr.Reasons = append(sr.Reasons, reasons(v)...)
	if sr.Status != OK && cc.claim != nil {
		if other := c.otherSupport(cc.claim, cc.docs); other != "" {
			sr.Reasons = append(sr.Reasons, Reason{ReasonOtherSource,
				fmt.Sprintf("[%s] supports the sentence but is not cited", other)})
		}
	}
}

// sentenceRefs are what the markers of a sentence cite: the ids in order,
// the texts of the known sources, and the labels that name none.
type sentenceRefs struct {
	ids   []string
	cited []*doc
	bad   []string
}

// refsOf resolves the markers ms of a sentence.
func (c *Corpus) refsOf(ms []Marker) sentenceRefs {
	out := sentenceRefs{ids: []string{}}
	for _, m := range ms {
		for _, r := range m.Refs {
			id := r.Source
			if id == "" {
				id = r.Label
				if !slices.Contains(out.bad, r.Label) {
					out.bad = append(out.bad, r.Label)
				}
			}
			if slices.Contains(out.ids, id) {
				continue
			}
			out.ids = append(out.ids, id)
			if r.Source != "" {
				// Two chunks of one document are one text to check.
				if d := c.docs[c.pos[r.Source]]; !slices.Contains(out.cited, d) {
					out.cited = append(out.cited, d)
				}
			}
		}
	}
	return out
}

// checkSentence checks sentence s, which has markers if marked and cites
// refs, whose claim text claim is analysed as cl, or is a copy cp of a
// sentence it cites (cl nil); one that cites known sources only is left
// for the engine, its claim returned with ok.
func (c *Corpus) checkSentence(answer string, s sentence.Span, marked bool, refs sentenceRefs, claim string, cl *support.Claim, cp *copyHit) (sr SentenceResult, cc citedClaim, ok bool) {
	sr = SentenceResult{
		Sentence:  Sentence{Start: s.Start, End: s.End, Text: answer[s.Start:s.End]},
		Citations: refs.ids,
		Reasons:   []Reason{},
	}
	cited, bad := refs.cited, refs.bad
	sr.Kind = c.kind(sr.Text, claim, s, marked)
	words := 0
	if cp != nil {
		words = cp.words
	} else {
		words = cl.Words()
	}
	vacuous := words == 0 && !strings.ContainsFunc(claim, unicode.IsDigit)
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
			v, _ := c.support(cl, cited)
			sr.Reasons = append(sr.Reasons, reasons(v)...)
			sr.CheckedAgainst = against(cited)
		}
	case len(cited) == 0 && (c.opts.Uncited == Flag || vacuous):
		sr.Status = Uncited
		sr.Reasons = append(sr.Reasons, Reason{ReasonUncited, "no citation marker"})
	case len(cited) == 0:
		c.checkAll(&sr, cl)
	default:
		cc, ok = citedClaim{claim: cl, copy: cp, docs: cited}, true
	}
	switch {
	case sr.Kind == KindFraming && vacuous:
		sr.Reasons = append(sr.Reasons, Reason{ReasonFraming, "no content word or number to check; not scored"})
	case sr.Kind == KindFraming:
		sr.Reasons = append(sr.Reasons, Reason{ReasonFraming, "analysis without a number, date, quotation or citation; not scored"})
	}
	return sr, cc, ok
}

// kind classifies a sentence.
func (c *Corpus) kind(text, claim string, s sentence.Span, cited bool) Kind {
	if s.Block == sentence.Heading {
		return KindHeading
	}
	if !cited && strings.HasSuffix(strings.TrimRight(text, " *_"), ":") && len(strings.Fields(claim)) <= 8 {
		return KindHeading // a lead-in: "Key facts about the K2:"
	}
	if Framing(text) && !support.RecordClaim(text) {
		return KindFraming // a fact of the record is a claim, however softly put
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
func (c *Corpus) checkAll(sr *SentenceResult, cl *support.Claim) {
	// The reasons reported are those of the source that holds most of the
	// sentence's words.
	var best support.Verdict
	var bestDoc *doc
	var by []*doc
	for i, d := range c.docs {
		v, ev := c.support(cl, []*doc{d})
		switch {
		case v.Outcome == support.Supported:
			for _, id := range supportIDs(d, ev) {
				if !slices.Contains(sr.SupportedBy, id) {
					sr.SupportedBy = append(sr.SupportedBy, id)
				}
			}
			sr.Evidence = append(sr.Evidence, ev...)
			by = append(by, d)
		case i == 0 || v.Found > best.Found:
			best, bestDoc = v, d
		}
	}
	if len(sr.SupportedBy) > 0 {
		sr.CheckedAgainst = against(by)
		sr.Status = OK
		if len(sr.Evidence) > maxEvidence {
			sr.Evidence = sr.Evidence[:maxEvidence]
		}
		return
	}
	sr.Status = Unsupported
	if best.Outcome == support.Unverified {
		sr.Status = Unverified
	}
	if bestDoc != nil {
		sr.CheckedAgainst = bestDoc.as
	}
	sr.Reasons = append(sr.Reasons, Reason{ReasonUncited, "no citation marker, and no single source supports the sentence"})
	sr.Reasons = append(sr.Reasons, reasons(best)...)
}

// supportIDs returns the ids of the sources of d that evidence ev lies in:
// d's own, or the chunks of a document that hold it.
func supportIDs(d *doc, ev []Evidence) []string {
	if d.whole == nil || len(ev) == 0 {
		return []string{d.id}
	}
	var ids []string
	for _, e := range ev {
		if !slices.Contains(ids, e.Source) {
			ids = append(ids, e.Source)
		}
	}
	return ids
}

// otherSupport returns the id of the first source not in cited that
// supports the claim (for a document, the ids of the chunks its support
// lies in), or "".
func (c *Corpus) otherSupport(cl *support.Claim, cited []*doc) string {
	if cl.Words() == 0 {
		return ""
	}
	for _, d := range c.docs {
		if slices.ContainsFunc(cited, func(x *doc) bool { return x == d || x.text == d.text }) {
			continue // cited, or the text of one cited: it says no more
		}
		if !cl.CoveredBy(func(stem string) bool { return c.inDoc(stem, d.k) }) {
			continue // a source without all of its words does not support it
		}
		if v, ev := c.support(cl, []*doc{d}); v.Outcome == support.Supported {
			return strings.Join(supportIDs(d, ev), ", ")
		}
	}
	return ""
}

// inDoc reports whether a sentence of doc k has the key stem.
func (c *Corpus) inDoc(stem string, k int32) bool {
	post := c.postings(stem) // in order of doc, then sentence
	i, _ := slices.BinarySearchFunc(post, k, func(r sentRef, k int32) int { return int(r.doc - k) })
	return i < len(post) && post[i].doc == k
}

// where names docs for a reader: "[1]", "[1, 3]", document "lease".
func where(docs []*doc) string {
	if len(docs) == 1 {
		return docs[0].name
	}
	var ids []string
	var names []string
	for _, d := range docs {
		if d.whole == nil {
			ids = append(ids, d.id)
		} else {
			names = append(names, d.name)
		}
	}
	if len(ids) > 0 {
		names = append([]string{"[" + strings.Join(ids, ", ") + "]"}, names...)
	}
	return strings.Join(names, " and ")
}

// maxCandidates bounds the source sentences a claim is compared with.
const maxCandidates = 5

// retrievalKeys bounds the keys of each claim word that candidates looks
// sentences up by: its own forms; the engine reads the rest.
const retrievalKeys = 4

// support asks the claim engine whether docs support claim cl and returns
// its verdict, with the evidence the claim rests on. A snippet among docs
// makes the engine read the passages as snippets.
func (c *Corpus) support(cl *support.Claim, docs []*doc) (support.Verdict, []Evidence) {
	ev, refs := c.evidenceFor(cl, docs)
	v := support.Check(cl, ev, c.engineOpts(docs))
	return v, c.evidenceOf(cl.Words(), v, ev, refs)
}

// evidenceFor returns the evidence claim cl is checked against in docs, and
// the sentences its passages are.
func (c *Corpus) evidenceFor(cl *support.Claim, docs []*doc) (support.Evidence, []sentRef) {
	refs := c.candidates(cl, docs)
	ev := support.Evidence{Where: where(docs), Passages: make([]support.Passage, len(refs))}
	for i, r := range refs {
		ev.Passages[i] = c.passage(r)
		if cl.HasNumbers() {
			ev.Passages[i].Nums = c.docs[r.doc].nums()
		}
	}
	ps := ev.Passages
	ev.Before = func(i int) *support.Text { // whom a "She" that opens sentence i stands for
		d, k := c.docs[refs[i].doc], int(refs[i].sent)-1
		if k < 0 || d.sourceAt(d.sents[k].start) != ps[i].Source {
			return nil
		}
		return d.sentence(k)
	}
	return ev, refs
}

// passage returns sentence r as a passage: its source, offset and
// analysis.
func (c *Corpus) passage(r sentRef) support.Passage {
	d := c.docs[r.doc]
	at := d.sents[r.sent].start
	return support.Passage{Source: d.sourceAt(at), Offset: at, Text: d.sentence(int(r.sent))}
}

// engineOpts returns the engine's options for a check against docs.
func (c *Corpus) engineOpts(docs []*doc) support.Options {
	opts := c.opts.engine()
	opts.Snippet = against(docs) == AgainstSnippet
	return opts
}

// evidenceOf returns the evidence a claim of words content words rests on
// by verdict v on ev, whose passages are the sentences refs: none unless
// it is supported and says something.
func (c *Corpus) evidenceOf(words int, v support.Verdict, ev support.Evidence, refs []sentRef) []Evidence {
	var out []Evidence
	if v.Outcome == support.Supported && words > 0 {
		for _, k := range v.Used {
			p := &ev.Passages[k]
			out = c.docs[refs[k].doc].appendEvidence(out, p.Offset, p.Offset+len(p.Text.Source()))
		}
	}
	return out
}

// candidates returns the sentences of docs that share most of the claim's
// content words, best first, at most maxCandidates: each word weighs one
// over the number of source sentences that hold it, so that a rare word
// outweighs a common one; ties go to the sentence with fewer distinct
// words, then to the earlier one. A claim without content words, or one
// that shares none, is compared with the first sentences of docs.
func (c *Corpus) candidates(cl *support.Claim, docs []*doc) []sentRef {
	var buf [64]bool
	set := c.newDocSet(docs, buf[:])
	sc := scratchPool.Get().(*scratch)
	defer scratchPool.Put(sc)
	if len(sc.scores) < c.nsents {
		sc.scores = make([]score, c.nsents)
	}
	sc.touched = sc.touched[:0]
	cl.EachKey(retrievalKeys, func(word int, key string) {
		post := c.postings(key)
		if len(post) == 0 {
			return
		}
		w := 1 / float64(len(post))
		c.eachPosting(post, set, func(r sentRef) {
			g := c.base[r.doc] + r.sent
			x := &sc.scores[g]
			if x.n == 0 {
				sc.touched = append(sc.touched, g)
			}
			if x.last == int32(word)+1 {
				return // another form of a word already counted
			}
			x.last = int32(word) + 1
			x.n++
			x.w += w
		})
	})
	// The best maxCandidates, kept in order as the scores are read: most
	// sentences fall below the last kept one on weight alone.
	type cand struct {
		r sentRef
		s score
	}
	var keep [maxCandidates]cand
	cands := keep[:0]
	for _, g := range sc.touched {
		x := sc.scores[g]
		sc.scores[g] = score{}
		if len(cands) == maxCandidates && x.w < cands[len(cands)-1].s.w {
			continue
		}
		r := c.ref(g)
		// A sentence a source repeats, or another source has too, is
		// one candidate: copies would crowd out the sentences that hold
		// the claim's other words.
		dup := false
		for i := range cands {
			if cands[i].s.w == x.w && cands[i].s.n == x.n && c.sameText(cands[i].r, r) {
				if dup = !c.better(r, cands[i].r); !dup {
					cands = slices.Delete(cands, i, i+1)
				}
				break
			}
		}
		if dup {
			continue
		}
		at := len(cands)
		for at > 0 && (x.w > cands[at-1].s.w || x.w == cands[at-1].s.w && c.better(r, cands[at-1].r)) {
			at--
		}
		if at == maxCandidates {
			continue
		}
		if len(cands) < maxCandidates {
			cands = append(cands, cand{})
		}
		copy(cands[at+1:], cands[at:len(cands)-1])
		cands[at] = cand{r, x}
	}
	out := make([]sentRef, 0, max(len(cands), 1))
	for _, x := range cands {
		out = append(out, x.r)
	}
	if len(out) == 0 {
		for _, k := range set.docs {
			for s := range c.docs[k].sents {
				if len(out) == maxCandidates {
					break
				}
				out = append(out, sentRef{doc: k, sent: int32(s)})
			}
		}
	}
	return out
}

// A score is how well a source sentence matches a claim: the number of
// the claim's words it holds and the sum of their weights.
type score struct {
	n    int
	w    float64
	last int32 // the claim word last counted, plus one
}

// scratch is the per-call state of candidates, reused across calls.
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

// sameText reports whether two sentences have the same text.
func (c *Corpus) sameText(a, b sentRef) bool {
	da, db := c.docs[a.doc], c.docs[b.doc]
	sa, sb := da.sents[a.sent], db.sents[b.sent]
	return sa.end-sa.start == sb.end-sb.start && da.text[sa.start:sa.end] == db.text[sb.start:sb.end]
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

// reasons turns the engine's reasons into the sentence's.
func reasons(v support.Verdict) []Reason {
	out := make([]Reason, len(v.Reasons))
	for i, r := range v.Reasons {
		code := r.Code.String()
		if r.Code == support.NotInEvidence {
			code = ReasonClaimNotInSource
		}
		out[i] = Reason{Code: code, Message: r.Message}
	}
	return out
}

// claimText returns the text of sentence s of answer that the checks read:
// without its citation markers and without the blockquote markers of its
// continuation lines.
func claimText(answer string, s sentence.Span, ms []Marker) string {
	text := answer[s.Start:s.End]
	if len(ms) == 0 && strings.IndexByte(text, '\n') < 0 {
		return text
	}
	var b strings.Builder
	at := s.Start
	for _, m := range ms {
		if m.Start < at || m.End > s.End {
			continue
		}
		b.WriteString(answer[at:m.Start])
		b.WriteByte(' ')
		at = m.End
	}
	b.WriteString(answer[at:s.End])
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
func (c *Corpus) checkQuotations(answer string, res *Result, spans []sentence.Span, qs []quoteSpan) {
	// The sources each distinct quotation is in, and the docs: a quotation
	// repeated is looked for once.
	type where struct {
		ids  []string
		docs []int32
	}
	found := make(map[string]where)
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
		w, ok := found[key]
		if !ok {
			for _, d := range c.docs {
				if id, in := d.quoted(pieces); in {
					w.ids = append(w.ids, id)
					w.docs = append(w.docs, d.k)
				}
			}
			found[key] = w
		}
		quo.Sources = append(quo.Sources, w.ids...)
		// The sentences the quotation is in: spans are in order and do
		// not overlap.
		var in []int
		first := sort.Search(len(spans), func(i int) bool { return spans[i].End > q.start })
		for i := first; i < len(spans) && spans[i].Start < q.end; i++ {
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
		case len(quo.Cited) > 0 && !slices.ContainsFunc(w.docs, func(k int32) bool {
			// In a cited source, or in the document of a cited chunk.
			return slices.ContainsFunc(quo.Cited, func(id string) bool { return int32(c.pos[id]) == k })
		}):
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
			// Words presented as a source's that are not its words are
			// no doubt but a failure: an unverified sentence fails too.
			if sr.Status == OK || sr.Status == Unverified {
				sr.Status = Unsupported
				sr.Evidence = nil
			}
		}
	}
	if res.Quotations == nil {
		res.Quotations = []Quotation{}
	}
}

// quoted reports whether the quotation pieces are in d, as findQuote finds
// them, and the id of the source they start in: d's own, or, in a
// document, the chunk that holds the first piece.
func (d *doc) quoted(pieces []string) (string, bool) {
	t := d.quotes()
	if d.whole == nil {
		return d.id, findQuote(t, pieces)
	}
	src := t.String()
	from, first := 0, 0
	for k, p := range pieces {
		i := indexBounded(src, p, from)
		if i < 0 {
			return "", false
		}
		if k == 0 {
			first = i
		}
		from = i + len(p)
	}
	return d.sourceAt(t.Orig(first)), true
}

// cleanEdits returns the edits clean makes: the marker removals of res
// and the demotion of its invented quotations, in order of where they
// start.
func cleanEdits(res *Result, qs []quoteSpan) []edit {
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
	slices.SortStableFunc(edits, func(a, b edit) int { return a.start - b.start })
	return edits
}

// clean applies the marker removals and the demotion of invented
// quotations to answer.
func clean(answer string, res *Result, qs []quoteSpan) string {
	edits := cleanEdits(res, qs)
	if len(edits) == 0 {
		return answer
	}
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

// Relevance says how the verified sentences of an answer relate to the
// question it answers, apart from whether their sources support them: a
// faithful answer to another question is still no answer. It never
// changes a status or a score.
type Relevance struct {
	// Question is the question the answer was compared with.
	Question string
	// Unaddressed are the question's subject terms (names, defined
	// entities, plan and product names, identifiers, numbers) that no
	// verified sentence addresses, in the question's order.
	Unaddressed []string
	// OffTopic are the verified sentences whose subject is another entity
	// of the same kind than the one asked about: asked about the Starter
	// plan, answered about the Zephyr plan.
	OffTopic []OffTopic
}

// An OffTopic is a verified sentence about another entity than the one
// the question asks about.
type OffTopic struct {
	// Sentence is the index of the sentence in Result.Sentences (in
	// package verify, of the claim in Result.Claims).
	Sentence int
	// Asked is the question's entity, as the question writes it: "Starter
	// plan".
	Asked string
	// Answered is the sentence's entity, as the sentence writes it:
	// "Zephyr plan".
	Answered string
}

// RelevanceOf compares question with the verified sentences of r: the ok
// claims, read without their markers. It returns nil for a question
// without a word or number; otherwise Unaddressed and OffTopic are
// non-nil.
func RelevanceOf(question string, r *Result) *Relevance {
	var texts []string
	var index []int
	for i, s := range r.Sentences {
		if s.Status == OK && s.Kind == KindClaim {
			texts = append(texts, withoutMarkers(s.Text))
			index = append(index, i)
		}
	}
	return newRelevance(question, texts, index)
}

// newRelevance compares question with the verified sentences texts, whose
// indexes in the result they come from are index, and returns their
// Relevance, or nil for a question without a word or number.
func newRelevance(question string, texts []string, index []int) *Relevance {
	if !strings.ContainsFunc(question, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) {
		return nil
	}
	rel := support.RelevanceOf(question, texts)
	out := &Relevance{Question: question, Unaddressed: append([]string{}, rel.Unaddressed...), OffTopic: []OffTopic{}}
	for _, o := range rel.OffTopic {
		out.OffTopic = append(out.OffTopic, OffTopic{Sentence: index[o.Sentence], Asked: o.Asked, Answered: o.Answered})
	}
	return out
}
