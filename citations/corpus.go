package citations

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/internal/sentence"
	"github.com/verbatim-go/verbatim/internal/sourceid"
	"github.com/verbatim-go/verbatim/internal/support"
	"github.com/verbatim-go/verbatim/normalize"
	"github.com/verbatim-go/verbatim/numbers"
)

// A Source is a caller-supplied source: the id answers cite it by and its
// text. Packages verify and extract take the same type.
type Source = extract.Source

// Errors of NewCorpus and Check, for errors.Is.
var (
	// ErrNoSources means no sources were supplied.
	ErrNoSources = errors.New("citations: no sources")
	// ErrInvalidID means a source id is empty, repeats another, or cannot
	// be written as a citation marker: it holds "[" or "]", a control
	// character or a bidirectional control, or is not valid UTF-8.
	// Package verify shares it, hence "verbatim:".
	ErrInvalidID = errors.New("verbatim: invalid source id")
)

// A Corpus is a set of sources prepared for checking answers: each source
// is split into sentences and indexed by the stems of their words once,
// when the corpus is made, and then serves any number of checks; a
// sentence is analysed in full the first time a claim is compared with
// it, and kept. A Corpus is safe for concurrent use, and what it has
// analysed before never changes what a check returns.
type Corpus struct {
	opts   Options
	limits Limits // opts.Limits in force
	res    *resolver
	docs   []*doc
	index  map[string]*[]sentRef // stem → the source sentences that hold it
	pos    map[string]int        // id → index into docs
	base   []int32               // global index of each doc's first sentence
	// nsents is the number of sentences of all docs.
	nsents int
}

// A doc is one prepared source. What only some checks need is made the
// first time one does: the folded text for quotations, the number index
// for claims with numbers, the analysis of a sentence for the claims it
// is a candidate for. Each is a function of the source's text alone, so
// that when it is made does not change a result.
type doc struct {
	id, text string
	mode     normalize.Mode
	sents    []docSent
	an       []atomic.Pointer[support.Text] // by sentence: its analysis, made by sentence

	quotesOnce sync.Once
	quotesText *normalize.Text // folded under mode
	numsOnce   sync.Once
	numsIndex  *numbers.Index
}

// quotes returns the source's text folded under the corpus's mode.
func (d *doc) quotes() *normalize.Text {
	d.quotesOnce.Do(func() { d.quotesText = d.mode.Map(d.text) })
	return d.quotesText
}

// nums returns the number index of the source's text.
func (d *doc) nums() *numbers.Index {
	d.numsOnce.Do(func() { d.numsIndex = numbers.NewIndex(d.text) })
	return d.numsIndex
}

// sentence returns the analysis of sentence k.
func (d *doc) sentence(k int) *support.Text {
	an := &d.an[k]
	if t := an.Load(); t != nil {
		return t
	}
	t := support.Analyze(d.text[d.sents[k].start:d.sents[k].end], support.Auto)
	if !an.CompareAndSwap(nil, t) {
		return an.Load() // analysed at the same time by another check: the same analysis
	}
	return t
}

// A docSent is one prepared sentence of a source.
type docSent struct {
	start, end int
	stems      int // distinct keys
}

// A sentRef names one sentence of one source.
type sentRef struct{ doc, sent int32 }

// NewCorpus prepares sources for checking answers under opts. Source ids
// must be unique, not empty and writable as a marker; ErrNoSources and
// ErrInvalidID report otherwise, and ErrLimit reports sources past a
// limit of opts.Limits. It panics if a
// source's text is longer than normalize.MaxLen, which only a negative
// Limits.MaxSourceBytes lets through.
func NewCorpus(sources []Source, opts Options) (*Corpus, error) {
	if len(sources) == 0 {
		return nil, ErrNoSources
	}
	if err := opts.validate(); err != nil {
		return nil, err
	}
	if err := opts.Limits.CheckSources(sources); err != nil {
		return nil, err
	}
	switch f := sourceid.Check(len(sources), func(i int) string { return sources[i].ID }); f.Kind {
	case sourceid.Empty:
		return nil, sourceid.Error(fmt.Sprintf("citations: empty source id: source %d", f.I+1), ErrInvalidID)
	case sourceid.Unwritable:
		return nil, sourceid.Error(fmt.Sprintf("citations: invalid source id: source %d: the id %q %s", f.I+1, f.ID, f.Why), ErrInvalidID)
	case sourceid.Duplicate:
		return nil, sourceid.Error(fmt.Sprintf("citations: duplicate source id: %q (sources %d and %d)", f.ID, f.J+1, f.I+1), ErrInvalidID)
	}
	ids := make([]string, len(sources))
	seen := make(map[string]int, len(sources))
	for i, s := range sources {
		seen[s.ID] = i
		ids[i] = s.ID
	}
	c := &Corpus{opts: opts, limits: opts.Limits.InForce(), res: newResolver(ids), index: make(map[string]*[]sentRef), pos: seen}
	for i, s := range sources {
		d := &doc{id: s.ID, text: s.Text, mode: opts.Mode}
		sentence.Each(s.Text, func(sp sentence.Span) {
			ds := docSent{start: sp.Start, end: sp.End}
			ref := sentRef{int32(i), int32(len(d.sents))}
			support.Keys(s.Text[sp.Start:sp.End], support.Auto, func(st string) {
				post := c.index[st]
				if post == nil {
					post = new([]sentRef)
					c.index[st] = post
				}
				if n := len(*post); n > 0 && (*post)[n-1] == ref {
					return // a key the sentence has already given
				}
				ds.stems++
				*post = append(*post, ref)
			})
			d.sents = append(d.sents, ds)
		})
		d.an = make([]atomic.Pointer[support.Text], len(d.sents))
		c.docs = append(c.docs, d)
		c.base = append(c.base, int32(c.nsents))
		c.nsents += len(d.sents)
	}
	return c, nil
}

// IDs returns the ids of the corpus's sources, in order.
func (c *Corpus) IDs() []string { return append([]string(nil), c.res.ids...) }

// Options returns the options the corpus was prepared with.
func (c *Corpus) Options() Options { return c.opts }
