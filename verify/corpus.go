package verify

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/internal/sourceid"
	"github.com/verbatim-go/verbatim/normalize"
	"github.com/verbatim-go/verbatim/numbers"
)

// Source is one caller-supplied source: an id the claims cite and its text.
type Source = extract.Source

// Claim is one claim to verify: its text, the id of the source it rests on,
// and a quote from that source.
type Claim = extract.Claim

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

// A Corpus is a set of sources prepared for verification: each source is
// folded and indexed once, then any number of claims is checked against
// them. A Corpus is safe for concurrent use.
type Corpus struct {
	opts   Options
	limits Limits   // opts.Limits in force
	ids    []string // the ids of the sources, in order
	docs   []*doc
	byID   map[string]*doc
}

type doc struct {
	src     Source
	loc     *Document
	numbers bool // whether claims' numbers are grounded

	numsOnce  sync.Once
	numsIndex *numbers.Index
	sentOnce  sync.Once
	sents     []citations.Sentence
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

// NewCorpus prepares sources for verification under opts. It returns an
// error matching ErrNoSources if there are none, ErrInvalid for an empty,
// duplicate or unwritable id, and ErrLimit if a limit is exceeded.
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
	c := &Corpus{opts: opts, limits: opts.Limits.InForce(), byID: make(map[string]*doc, len(sources))}
	for _, s := range sources {
		d := &doc{src: s, loc: Prepare(s.Text, opts.locate()), numbers: opts.Numbers != numbers.Off}
		c.docs = append(c.docs, d)
		c.ids = append(c.ids, s.ID)
		c.byID[s.ID] = d
	}
	return c, nil
}

// Options returns the options the corpus was prepared with.
func (c *Corpus) Options() Options { return c.opts }

// Sources returns the sources, in the order given.
func (c *Corpus) Sources() []Source {
	out := make([]Source, len(c.docs))
	for i, d := range c.docs {
		out[i] = d.src
	}
	return out
}

// Document returns the prepared document of the source with the given id.
func (c *Corpus) Document(id string) (*Document, bool) {
	d, ok := c.byID[id]
	if !ok {
		return nil, false
	}
	return d.loc, true
}

// idList returns the source ids, sorted, for messages.
func (c *Corpus) idList() string {
	ids := make([]string, 0, len(c.docs))
	for _, d := range c.docs {
		ids = append(ids, fmt.Sprintf("%q", d.src.ID))
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

// runeStart moves i back to the start of the code point that holds it.
func runeStart(s string, i int) int {
	for n := 0; i > 0 && i < len(s) && n < 3 && s[i]&0xC0 == 0x80; n++ {
		i--
	}
	return i
}
