package citations

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/internal/document"
	"github.com/verbatim-go/verbatim/internal/sentence"
	"github.com/verbatim-go/verbatim/internal/sourceid"
	"github.com/verbatim-go/verbatim/internal/support"
	"github.com/verbatim-go/verbatim/normalize"
	"github.com/verbatim-go/verbatim/numbers"
)

// A Source is a caller-supplied source: the id answers cite it by, its
// text, and, for a chunk of an uploaded document, the document's name; or
// its kind, for a web snippet. Packages verify and extract take the same
// type.
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
	// ErrInvalidSource means a source's Kind is not one package extract
	// defines, or a snippet names a Document: a snippet is no chunk of a
	// document. Package verify shares it.
	ErrInvalidSource = errors.New("verbatim: invalid source")
)

// A Corpus is a set of sources prepared for checking answers: each source
// of its own, and each document reassembled from its chunks, is split into
// sentences and indexed by the stems of their words once, when the corpus
// is made, and then serves any number of checks; a sentence is analysed in
// full the first time a claim is compared with it, and kept. A Corpus is
// safe for concurrent use, and what it has analysed before never changes
// what a check returns.
type Corpus struct {
	opts   Options
	limits Limits // opts.Limits in force
	res    *resolver
	docs   []*doc // the texts checked against: sources of their own and whole documents
	// The postings: keyID maps each key (a stem) to its id k, and
	// post[postAt[k]:postAt[k+1]] are the sentences of docs that hold it.
	keyID  map[string]int32
	keys   keyFilter // the keys of keyID, filtered
	post   []sentRef
	postAt []int32
	pos    map[string]int // source id → index into docs of the text it is checked as
	base   []int32        // global index of each doc's first sentence
	// nsents is the number of sentences of all docs.
	nsents int
	// wording holds the wording key (support.WordingKey) of each sentence
	// of the docs, a repeated one once, sorted by key, then in the
	// corpus's order: the sentences an answer's may be a copy of.
	wording []wordingRef
	// noCopies has every sentence analysed and checked, copies too, as
	// the tests compare.
	noCopies bool
}

// A wordingRef is the wording key of a sentence.
type wordingRef struct {
	key uint64
	ref sentRef
}

// A doc is one prepared text: a source of its own (a passage or a
// snippet), or a document reassembled from its chunks. What only some
// checks need is made the first time one does: the folded text for
// quotations, the number index for claims with numbers, the analysis of a
// sentence for the claims it is a candidate for. Each is a function of
// the text alone, so that when it is made does not change a result.
type doc struct {
	id   string // the source's id; for a document, its first chunk's
	text string
	k    int32   // index into Corpus.docs
	as   Against // what a claim checked against the doc is checked against
	name string  // the doc in messages: "[1]", or document "lease"
	// whole and chunks are, for a document, its parts and the ids of its
	// chunks by part; nil for a source of its own.
	whole  *document.Doc
	chunks []string

	mode  normalize.Mode
	sents []docSent
	an    []atomic.Pointer[support.Text] // by sentence: its analysis, made by sentence

	quotesOnce sync.Once
	quotesText *normalize.Text // folded under mode
	numsOnce   sync.Once
	numsIndex  *numbers.Index
}

// quotes returns the text folded under the corpus's mode.
func (d *doc) quotes() *normalize.Text {
	d.quotesOnce.Do(func() { d.quotesText = d.mode.Map(d.text) })
	return d.quotesText
}

// nums returns the number index of the text.
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

// sourceAt returns the id of the source that holds offset i of the text.
func (d *doc) sourceAt(i int) string {
	if d.whole == nil {
		return d.id
	}
	return d.chunks[d.whole.Part(i)]
}

// appendEvidence appends to out the range [start, end) of the text as
// evidence: one range of the source, or, in a document, one range of the
// first chunk that holds it, or else of each chunk it runs through, in
// offsets of that chunk's own text.
func (d *doc) appendEvidence(out []Evidence, start, end int) []Evidence {
	if d.whole == nil {
		return append(out, Evidence{Source: d.id, Start: start, End: end})
	}
	if p, ok := d.whole.Within(start, end); ok {
		return append(out, Evidence{Source: d.chunks[p.Part], Start: p.Start, End: p.End})
	}
	for _, p := range d.whole.Pieces(start, end) {
		if p.Start < p.End {
			out = append(out, Evidence{Source: d.chunks[p.Part], Start: p.Start, End: p.End})
		}
	}
	return out
}

// A docSent is one prepared sentence of a text.
type docSent struct {
	start, end int
	stems      int // distinct keys
}

// A sentRef names one sentence of one doc.
type sentRef struct{ doc, sent int32 }

// NewCorpus prepares sources for checking answers under opts. Source ids
// must be unique, not empty and writable as a marker; ErrNoSources and
// ErrInvalidID report otherwise, ErrInvalidSource reports an unknown Kind
// or a snippet in a document, and ErrLimit reports sources past a limit of
// opts.Limits. It panics if a source's text is longer than
// normalize.MaxLen, which only a negative Limits.MaxSourceBytes lets
// through.
//
// The sources that share a Document are the chunks of one document, in
// the order given: they are joined into its whole text (see
// Source.Document), and a sentence citing any of them is checked against
// the whole of it. Any other source is checked against its own text only.
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
	if err := document.Check(sources); err != nil {
		return nil, fmt.Errorf("citations: %w: %v", ErrInvalidSource, err)
	}
	ids := make([]string, len(sources))
	for i, s := range sources {
		ids[i] = s.ID
	}
	c := &Corpus{opts: opts, limits: opts.Limits.InForce(), res: newResolver(ids), keyID: make(map[string]int32), pos: make(map[string]int, len(sources))}
	wholes, of := document.Group(sources)
	snippet := document.Snippets(sources, opts.DetectSnippets)
	made := make([]*doc, len(wholes))
	var b indexBuilder
	size := 0
	for _, s := range sources {
		size += len(s.Text)
	}
	// About one key to each 8 to 10 bytes of text; past a million, the
	// pairs grow as keys come, so that text with few keys reserves little.
	b.pairs = make([]keyRef, 0, min(size/8+16, 1<<20))
	for i, s := range sources {
		if k := of[i]; k >= 0 {
			if made[k] == nil {
				w := &wholes[k]
				d := &doc{id: s.ID, text: w.Text, as: AgainstDocument, name: fmt.Sprintf("document %q", w.Name), whole: w}
				for _, p := range w.Parts {
					d.chunks = append(d.chunks, sources[p.Source].ID)
				}
				made[k] = d
				c.add(d, &b)
			}
			c.pos[s.ID] = int(made[k].k)
			continue
		}
		d := &doc{id: s.ID, text: s.Text, as: AgainstPassage, name: "[" + s.ID + "]"}
		if snippet[i] {
			d.as = AgainstSnippet
		}
		c.add(d, &b)
		c.pos[s.ID] = int(d.k)
	}
	c.post, c.postAt = b.postings()
	slices.SortFunc(c.wording, func(a, b wordingRef) int {
		return cmp.Or(cmp.Compare(a.key, b.key), cmp.Compare(a.ref.doc, b.ref.doc), cmp.Compare(a.ref.sent, b.ref.sent))
	})
	c.keys = newKeyFilter(c.keyID)
	return c, nil
}

// add splits d into sentences, indexes them and adds d to the corpus.
func (c *Corpus) add(d *doc, b *indexBuilder) {
	d.k = int32(len(c.docs))
	d.mode = c.opts.Mode
	var seen map[string]int // the sentences given so far, by text
	sentence.Each(d.text, func(sp sentence.Span) {
		ds := docSent{start: sp.Start, end: sp.End}
		text := d.text[sp.Start:sp.End]
		if seen == nil {
			seen = map[string]int{}
		}
		if first, ok := seen[text]; ok {
			// A sentence the source repeats (a footer on every page) is
			// indexed once: its copies are one candidate (see
			// candidates), the first.
			ds.stems = d.sents[first].stems
			d.sents = append(d.sents, ds)
			return
		}
		seen[text] = len(d.sents)
		c.wording = append(c.wording, wordingRef{support.WordingKey(text), sentRef{d.k, int32(len(d.sents))}})
		g := int32(c.nsents + len(d.sents)) // the sentence's global index
		support.Keys(d.text[sp.Start:sp.End], support.Auto, func(st string) {
			k, ok := c.keyID[st]
			if !ok {
				k = int32(len(b.last))
				c.keyID[st] = k
				b.last = append(b.last, -1)
			}
			if b.last[k] == g {
				return // a key the sentence has already given
			}
			b.last[k] = g
			ds.stems++
			b.pairs = append(b.pairs, keyRef{k, sentRef{d.k, int32(len(d.sents))}})
		})
		d.sents = append(d.sents, ds)
	})
	d.an = make([]atomic.Pointer[support.Text], len(d.sents))
	c.docs = append(c.docs, d)
	c.base = append(c.base, int32(c.nsents))
	c.nsents += len(d.sents)
}

// An indexBuilder collects the postings of a corpus as it is made.
type indexBuilder struct {
	pairs []keyRef
	last  []int32 // by key id: the global index of the last sentence that gave it
}

// A keyRef is a key id and a sentence that holds it.
type keyRef struct {
	key int32
	ref sentRef
}

// postings returns the pairs grouped by key, each group in the order the
// pairs were added (the corpus's order), and the start of each group.
func (b *indexBuilder) postings() ([]sentRef, []int32) {
	at := make([]int32, len(b.last)+1)
	for _, p := range b.pairs {
		at[p.key+1]++
	}
	for k := 1; k < len(at); k++ {
		at[k] += at[k-1]
	}
	post := make([]sentRef, len(b.pairs))
	next := slices.Clone(at[:len(b.last)])
	for _, p := range b.pairs {
		post[next[p.key]] = p.ref
		next[p.key]++
	}
	return post, at
}

// IDs returns the ids of the corpus's sources, in order.
func (c *Corpus) IDs() []string { return append([]string(nil), c.res.ids...) }

// Options returns the options the corpus was prepared with.
func (c *Corpus) Options() Options { return c.opts }
