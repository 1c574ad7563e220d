package verify

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/internal/document"
	"github.com/verbatim-go/verbatim/internal/sourceid"
	"github.com/verbatim-go/verbatim/normalize"
	"github.com/verbatim-go/verbatim/numbers"
)

// Source is one caller-supplied source: an id the claims cite and its
// text; for a chunk of an uploaded document, the document's name
// (Source.Document); for a web snippet, its Kind.
type Source = extract.Source

// Claim is one claim to verify: its text, the id of the source it rests on,
// a quote from that source, and its type (extract.ClaimType), which says
// how its check counts: see Score and Gate. Markers the model wrote into
// a claim's text are removed before the checks and from the answer; a
// claim without a letter, a number or a combining mark grounds nothing.
type Claim = extract.Claim

// Against says what a claim was checked against: the passage it cites,
// the whole document of the chunk it cites, or a snippet. It is
// citations.Against.
type Against = citations.Against

// What a claim was checked against; see citations.Against.
const (
	AgainstNothing  = citations.AgainstNothing  // not checked: the claim names a source that was not supplied
	AgainstPassage  = citations.AgainstPassage  // the passage it cites, and nothing else
	AgainstDocument = citations.AgainstDocument // the whole document of the chunk it cites
	AgainstSnippet  = citations.AgainstSnippet  // a web snippet: words it lacks leave the claim unverified
)

// ErrInvalidSource is citations.ErrInvalidSource: a source of an unknown
// Kind, or a snippet that names a Document. Such an error matches
// ErrInvalid too.
var ErrInvalidSource = citations.ErrInvalidSource

// Errors returned by this package, matched with errors.Is.
var (
	// ErrNoSources means a request supplied no sources and did not allow an
	// ungrounded answer. Its contract code is no_sources.
	ErrNoSources = errors.New("verify: no sources")
	// ErrExtractionFailed means the model's output could not be parsed, even
	// after one retry. Its contract code is extraction_failed.
	ErrExtractionFailed = errors.New("verify: extraction failed")
	// ErrInvalid means a request is malformed: duplicate or empty source
	// ids, ids that cannot be written as a marker "[id]" (holding a
	// bracket, a control character or a bidirectional control, or invalid
	// UTF-8), invalid options. Its contract code is invalid_request.
	ErrInvalid = errors.New("verify: invalid request")
	// ErrJudge means the judge failed. The claims it was asked about are not
	// passed as verified.
	ErrJudge = errors.New("verify: judge failed")
)

// Options controls verification. The zero value locates quotes exactly and
// after strict folding, requires the claim's numbers in the quoted span,
// checks negation and the claim's overlap with its quote, and allows no
// fuzzy matches.
type Options struct {
	// Mode is the folding used to locate quotes.
	Mode normalize.Mode
	// Fuzzy lets a quote match a span within MaxEditRatio edits.
	Fuzzy bool
	// MaxEditRatio bounds fuzzy matches; see LocateOptions.
	MaxEditRatio float64
	// PartialWords lets quotes start or end inside words.
	PartialWords bool
	// Numbers selects number grounding: on (the zero value: every number of
	// the claim must be in the quoted span), row (in the source, in the row
	// and column the claim names), or off.
	Numbers numbers.Mode
	// SkipNegation turns off the negation and modality check.
	SkipNegation bool
	// MinOverlap is the fraction of the claim's content words that must
	// occur in the quoted span; below it a claim is not grounded. Zero
	// means 1, all of them; negative turns the check off.
	MinOverlap float64
	// RequireAll makes every claim required: Grounded is false if any claim
	// fails.
	RequireAll bool
	// Limits bounds the sizes of inputs; the zero value means the defaults.
	Limits Limits
	// DetectSnippets reads the sources as web snippets, as if their Kind
	// were extract.Snippet, when every source of its own (no chunk of a
	// document) is at most citations.SnippetLength code points long.
	DetectSnippets bool
}

// cover is the share of a claim's content words its quote must hold for
// the claim to be grounded.
func (o *Options) cover() float64 {
	switch {
	case o.MinOverlap < 0:
		return 0.01
	case o.MinOverlap == 0:
		return 1
	}
	return o.MinOverlap
}

func (o *Options) locate() LocateOptions {
	return LocateOptions{Mode: o.Mode, Fuzzy: o.Fuzzy, MaxEditRatio: o.MaxEditRatio, PartialWords: o.PartialWords}
}

// A Corpus is a set of sources prepared for verification: each source of
// its own, and each document reassembled from its chunks, is folded and
// indexed once, then any number of claims is checked against them. A
// Corpus is safe for concurrent use.
type Corpus struct {
	opts    Options
	limits  Limits   // opts.Limits in force
	ids     []string // the ids of the sources, in order
	sources []Source
	docs    []*doc            // the texts claims are checked against, in order of their first source
	byID    map[string]*doc   // source id → the text a claim citing it is checked against
	chunks  map[string]*chunk // source id → the chunk, for a chunk of a document
}

// A doc is one text claims are checked against: a source of its own, or a
// document reassembled from its chunks.
type doc struct {
	// src is the source; for a document, Text is its whole text and ID
	// its first chunk's id.
	src     Source
	loc     *Document
	numbers bool    // whether claims' numbers are grounded
	as      Against // what a claim checked against it is checked against
	name    string  // for a document, how messages name it: document "lease"
	// whole and chunks are, for a document, its parts and its chunks by
	// part; nil for a source of its own.
	whole  *document.Doc
	chunks []*chunk

	numsOnce  sync.Once
	numsIndex *numbers.Index
	sentOnce  sync.Once
	sents     []citations.Sentence
}

// A chunk is one source of a document.
type chunk struct {
	src  Source
	doc  *doc
	part int // its index in doc.whole.Parts

	locOnce sync.Once
	loc     *Document // its own text, prepared on first use
	offOnce sync.Once
	off     *normalize.Offsets // the offsets of its own text, made on first use
}

// nums returns the number index of the source, made the first time a
// claim with numbers needs it, or nil if numbers are not grounded.
func (d *doc) nums() *numbers.Index {
	if !d.numbers {
		return nil
	}
	d.numsOnce.Do(func() { d.numsIndex = numbers.NewIndex(d.src.Text) })
	return d.numsIndex
}

// place returns where m, a match in d's text, lies: the id of the source
// that holds it, and the match in that source's own text. ok is false for
// a match that runs across two chunks of a document.
func (d *doc) place(m Match) (id string, in Match, ok bool) {
	if d.whole == nil {
		return d.src.ID, m, true
	}
	p, ok := d.whole.Within(m.Start, m.End)
	if !ok {
		return "", m, false
	}
	m.Start, m.End = p.Start, p.End
	return d.chunks[p.Part].src.ID, m, true
}

// at returns the doc a claim citing source id is checked against, and
// offset i of that source's text as an offset of the doc's.
func (c *Corpus) at(id string, i int) (*doc, int) {
	if ch := c.chunks[id]; ch != nil {
		return ch.doc, ch.doc.whole.Parts[ch.part].Whole(i)
	}
	return c.byID[id], i
}

// NewCorpus prepares sources for verification under opts. It returns an
// error matching ErrNoSources if there are none, ErrInvalid for an empty,
// duplicate or unwritable id (ErrInvalidID) or for a source of an unknown
// kind or a snippet in a document (ErrInvalidSource), and ErrLimit if a
// limit is exceeded.
//
// The sources that share a Document are the chunks of one document, in
// the order given, reassembled into its whole text: a claim citing any of
// them has its quote located in, and is checked against, the whole
// document, and its citation names the chunk the quote lies in. Any other
// source is checked against its own text only.
func NewCorpus(sources []Source, opts Options) (*Corpus, error) {
	if len(sources) == 0 {
		return nil, ErrNoSources
	}
	if err := opts.Limits.CheckSources(sources); err != nil {
		return nil, err
	}
	switch f := sourceid.Check(len(sources), func(i int) string { return sources[i].ID }); f.Kind {
	case sourceid.Empty:
		return nil, sourceid.Error(fmt.Sprintf("%v: source %d has an empty id", ErrInvalid, f.I+1), ErrInvalid, ErrInvalidID)
	case sourceid.Unwritable:
		return nil, sourceid.Error(fmt.Sprintf("%v: source %d: the id %q %s", ErrInvalid, f.I+1, f.ID, f.Why), ErrInvalid, ErrInvalidID)
	case sourceid.Duplicate:
		return nil, sourceid.Error(fmt.Sprintf("%v: duplicate source id %q", ErrInvalid, f.ID), ErrInvalid, ErrInvalidID)
	}
	if err := document.Check(sources); err != nil {
		return nil, fmt.Errorf("%w: %w: %v", ErrInvalid, ErrInvalidSource, err)
	}
	c := &Corpus{opts: opts, limits: opts.Limits.InForce(), sources: sources, byID: make(map[string]*doc, len(sources))}
	wholes, of := document.Group(sources)
	snippet := document.Snippets(sources, opts.DetectSnippets)
	made := make([]*doc, len(wholes))
	for i, s := range sources {
		c.ids = append(c.ids, s.ID)
		if k := of[i]; k >= 0 {
			d := made[k]
			if d == nil {
				w := &wholes[k]
				d = &doc{src: Source{ID: s.ID, Text: w.Text, Document: w.Name}, loc: Prepare(w.Text, opts.locate()),
					numbers: opts.Numbers != numbers.Off, as: AgainstDocument, name: fmt.Sprintf("document %q", w.Name), whole: w}
				made[k] = d
				c.docs = append(c.docs, d)
				if c.chunks == nil {
					c.chunks = map[string]*chunk{}
				}
			}
			ch := &chunk{src: s, doc: d, part: len(d.chunks)}
			d.chunks = append(d.chunks, ch)
			c.chunks[s.ID] = ch
			c.byID[s.ID] = d
			continue
		}
		d := &doc{src: s, loc: Prepare(s.Text, opts.locate()), numbers: opts.Numbers != numbers.Off, as: AgainstPassage}
		if snippet[i] {
			d.as = AgainstSnippet
		}
		c.docs = append(c.docs, d)
		c.byID[s.ID] = d
	}
	return c, nil
}

// Options returns the options the corpus was prepared with.
func (c *Corpus) Options() Options { return c.opts }

// Sources returns the sources, in the order given.
func (c *Corpus) Sources() []Source { return slices.Clone(c.sources) }

// Document returns the prepared document of the source with the given id:
// its own text, also for a chunk of a document (claims citing a chunk are
// checked against the whole document, but offsets are the chunk's).
func (c *Corpus) Document(id string) (*Document, bool) {
	if ch := c.chunks[id]; ch != nil {
		return ch.prepared(c.opts), true
	}
	d, ok := c.byID[id]
	if !ok {
		return nil, false
	}
	return d.loc, true
}

// prepared returns the chunk's own text prepared for locating quotes.
func (ch *chunk) prepared(opts Options) *Document {
	ch.locOnce.Do(func() { ch.loc = Prepare(ch.src.Text, opts.locate()) })
	return ch.loc
}

// offsets returns the offset converter of the text of the source with the
// given id, which must be one of the corpus's.
func (c *Corpus) offsets(id string) *normalize.Offsets {
	if ch := c.chunks[id]; ch != nil {
		ch.offOnce.Do(func() { ch.off = normalize.NewOffsets(ch.src.Text) })
		return ch.off
	}
	return c.byID[id].loc.Offsets()
}

// idList returns the source ids, sorted, for messages.
func (c *Corpus) idList() string {
	ids := make([]string, 0, len(c.ids))
	for _, id := range c.ids {
		ids = append(ids, fmt.Sprintf("%q", id))
	}
	sort.Strings(ids)
	if len(ids) > 10 {
		ids = append(ids[:10], fmt.Sprintf("and %d more", len(ids)-10))
	}
	return strings.Join(ids, ", ")
}

// sentences returns the sentences of the source, split on first use.
func (d *doc) sentences() []citations.Sentence {
	d.sentOnce.Do(func() { d.sents = citations.Sentences(d.src.Text) })
	return d.sents
}

// maxContext bounds how far the context of a quoted span reaches beyond it
// on either side, in bytes.
const maxContext = 400

// context returns the range of the sentences around the span [start, end),
// reaching at most maxContext bytes beyond it on either side.
func (d *doc) context(start, end int) (int, int) {
	sents := d.sentences()
	cs, ce := start, end
	i := sort.Search(len(sents), func(i int) bool { return sents[i].End > start })
	if i < len(sents) && sents[i].Start <= start {
		cs = sents[i].Start
	}
	j := sort.Search(len(sents), func(j int) bool { return sents[j].End >= end })
	if j < len(sents) && sents[j].Start < end {
		ce = sents[j].End
	}
	text := d.src.Text
	if start-cs > maxContext {
		cs = runeStart(text, start-maxContext)
	}
	if ce-end > maxContext {
		ce = runeStart(text, end+maxContext)
	}
	return cs, ce
}

// before returns the range of the sentence before the one that holds
// offset i, or an empty range: the sentence a pronoun opening the quote
// may refer back to. A sentence longer than maxContext is not read.
func (d *doc) before(i int) (int, int) {
	sents := d.sentences()
	k := sort.Search(len(sents), func(k int) bool { return sents[k].End > i })
	if k == 0 || k > len(sents) {
		return 0, 0
	}
	prev := sents[k-1] // it ends at or before i
	if prev.End-prev.Start > maxContext {
		return 0, 0
	}
	return prev.Start, prev.End
}

// runeStart moves i back to the start of the code point that holds it.
func runeStart(s string, i int) int {
	for n := 0; i > 0 && i < len(s) && n < 3 && s[i]&0xC0 == 0x80; n++ {
		i--
	}
	return i
}
