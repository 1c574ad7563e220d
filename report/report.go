package report

import (
	"bufio"
	_ "embed"
	"errors"
	"fmt"
	"html/template"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/normalize"
)

// Options controls a page. The zero value gives the title "verbatim
// report", shows sources of up to DefaultMaxSource bytes in full, and
// longer ones as windows of DefaultContext code points around their
// highlights.
type Options struct {
	// Title is the page's title and heading.
	Title string
	// MaxSource is the length in bytes up to which a source is shown in
	// full. A longer source is shown as windows around its highlighted
	// spans, with the number of code points left out between them. Zero
	// means DefaultMaxSource; a negative value shows every source in
	// full.
	MaxSource int
	// Context is the number of code points shown on each side of a
	// highlighted span in a windowed source. Zero means DefaultContext.
	Context int
}

// Defaults of the zero Options.
const (
	DefaultTitle     = "verbatim report"
	DefaultMaxSource = 256 << 10
	DefaultContext   = 300
)

func (o Options) title() string {
	if o.Title == "" {
		return DefaultTitle
	}
	return o.Title
}

func (o Options) full(text string) bool {
	switch {
	case o.MaxSource < 0:
		return true
	case o.MaxSource == 0:
		return len(text) <= DefaultMaxSource
	}
	return len(text) <= o.MaxSource
}

func (o Options) context() int {
	if o.Context <= 0 {
		return DefaultContext
	}
	return o.Context
}

// ErrMismatch means a result does not fit the sources or the answer it
// was rendered with: a citation or piece of evidence names a source that
// is not among them, or a range falls outside its text or does not slice
// it to the text the result reports.
var ErrMismatch = errors.New("report: result does not match its sources")

func mismatch(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrMismatch, fmt.Sprintf(format, args...))
}

// A source is one source of a page being built: its text, its offsets and
// the spans to highlight in it.
type source struct {
	n     int // position, from 1
	id    string
	text  string
	note  string // what the source is, if not a passage of its own
	off   *normalize.Offsets
	spans []span
}

// sourceSet is the sources of a page, by id.
type sourceSet struct {
	list []*source
	byID map[string]*source
}

func newSourceSet(sources []citations.Source) (*sourceSet, error) {
	set := &sourceSet{byID: make(map[string]*source, len(sources))}
	for i, src := range sources {
		id, text := src.ID, src.Text
		if _, dup := set.byID[id]; dup {
			return nil, fmt.Errorf("report: duplicate source id %q", id)
		}
		if len(text) > normalize.MaxLen {
			return nil, fmt.Errorf("report: source %q is longer than %d bytes", id, normalize.MaxLen)
		}
		s := &source{n: i + 1, id: id, text: text, off: normalize.NewOffsets(text)}
		switch {
		case src.Document != "":
			s.note = fmt.Sprintf("chunk of document %q", src.Document)
		case src.Kind == extract.Snippet:
			s.note = "snippet"
		}
		set.list = append(set.list, s)
		set.byID[id] = s
	}
	return set, nil
}

// span adds the highlight m of text[start:end] to the source with id, and
// checks that the range is real: in the text, on character boundaries and,
// if want is not nil, slicing the text to *want.
func (set *sourceSet) span(what, id string, start, end int, want *string, m *mark) error {
	s := set.byID[id]
	if s == nil {
		return mismatch("%s names source %q, which is not among the sources", what, id)
	}
	if start < 0 || start > end || end > len(s.text) {
		return mismatch("%s has range [%d, %d) outside source %q of %d bytes", what, start, end, id, len(s.text))
	}
	if !boundary(s.text, start) || !boundary(s.text, end) {
		return mismatch("%s has range [%d, %d) that splits a character of source %q", what, start, end, id)
	}
	if want != nil && s.text[start:end] != *want {
		return mismatch("%s: text [%d, %d) of source %q is not its quote", what, start, end, id)
	}
	m.Source = id
	m.Start, m.End = s.off.Runes(start), s.off.Runes(end)
	s.spans = append(s.spans, span{start: start, end: end, mark: m})
	return nil
}

// boundary reports whether i is at the start of a code point of s, or at
// its end. Each byte of an invalid sequence is a code point.
func boundary(s string, i int) bool {
	if i == 0 || i == len(s) {
		return true
	}
	if utf8.RuneStart(s[i]) {
		return true
	}
	// A continuation byte starts a code point only if it is not part of
	// a valid sequence begun before it.
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		if utf8.RuneStart(s[k]) {
			r, n := utf8.DecodeRuneInString(s[k:])
			return r == utf8.RuneError && n == 1 || k+n <= i
		}
	}
	return true
}

// anchor returns the id of the section of the source with id.
func (set *sourceSet) anchor(id string) string {
	if s := set.byID[id]; s != nil {
		return "#src-" + strconv.Itoa(s.n)
	}
	return ""
}

// views lays out the sources for the page.
func (set *sourceSet) views(opts Options) []*sourceView {
	out := make([]*sourceView, len(set.list))
	for i, s := range set.list {
		full := opts.full(s.text)
		v := &sourceView{
			N:      s.n,
			ID:     s.id,
			Note:   s.note,
			Runes:  s.off.Runes(len(s.text)),
			Spans:  len(s.spans),
			Full:   full,
			Window: windows(s.text, s.spans, full, opts.context(), s.off.Runes),
		}
		if len(v.Window) > 0 {
			v.After = v.Runes - v.Window[len(v.Window)-1].End
		}
		out[i] = v
	}
	return out
}

// The page model.

type page struct {
	Title    string
	Kind     string // "verified answer" or "checked answer"
	Summary  []fact
	Notice   string
	Withheld string
	// Answer is the answer: sentences and the text between them.
	Answer     []answerPiece
	NoAnswer   string // said instead of an empty answer
	Legend     []legendItem
	MarkLegend []legendItem
	Problems   []problem
	Problem    string // the heading of the problems section
	Claims     []claimRow
	Cleaned    string
	Draft      *draftView
	Relevance  *relevanceView
	Sources    []*sourceView
	// CR reports that some text of the page has carriage returns.
	CR bool
}

// A fact is one line of the summary.
type fact struct {
	Name, Value, Class string
}

type answerPiece struct {
	Text   string // text between sentences, if Class is ""
	Class  string // the status class of a sentence
	Status string
	ID     string
	Start  int // code point offsets into the answer
	End    int
	Title  string
	Parts  []inline
}

// An inline is text, or a link, inside a sentence.
type inline struct {
	Text, Href, Class, Title string
}

type legendItem struct {
	Class, Name, Note string
	Count             int
}

type problem struct {
	N       int
	Class   string
	Status  string
	Text    string
	Href    string // the sentence in the answer
	Source  string
	SrcHref string
	Quote   string
	Found   string
	Span    string // the link to the quote's span, if it was found
	Against string // what it was checked against, if not passages
	Reasons []string
}

type claimRow struct {
	N          int
	Class      string
	Status     string
	Text       string
	Source     string
	SrcHref    string
	Href       string // the span
	Range      string // code point range
	Match      string
	Quote      string
	HasMatched bool
	Against    string // what it was checked against, if not a passage
}

// A relevanceView is the relevance of the verified sentences to the
// question.
type relevanceView struct {
	Question    string
	Unaddressed []string
	OffTopic    []offTopicView
}

type offTopicView struct {
	Text, Href, Asked, Answered string
}

// newRelevanceView returns the view of r, nil for none; text and href
// give the sentence (or claim) i's text and link.
func newRelevanceView(r *citations.Relevance, text func(i int) (string, string)) *relevanceView {
	if r == nil {
		return nil
	}
	v := &relevanceView{Question: r.Question, Unaddressed: r.Unaddressed}
	for _, o := range r.OffTopic {
		t, href := text(o.Sentence)
		v.OffTopic = append(v.OffTopic, offTopicView{Text: t, Href: href, Asked: o.Asked, Answered: o.Answered})
	}
	return v
}

// againstText says what a sentence or claim was checked against, for
// what is not a passage: "the whole document", "a snippet".
func againstText(a citations.Against) string {
	switch a {
	case citations.AgainstDocument:
		return "the whole document of the chunk it cites"
	case citations.AgainstSnippet:
		return "a snippet: a contradiction fails it, missing words leave it not proven"
	}
	return ""
}

type draftView struct {
	Text      string
	Coverage  string
	Retried   bool
	Uncovered []string
	Path      string
}

type sourceView struct {
	N      int
	ID     string
	Note   string
	Runes  int
	Spans  int
	Full   bool
	Window []window
	After  int // code points left out after the last window
}

//go:embed page.tmpl
var pageTemplate string

var tmpl = template.Must(template.New("page").Funcs(template.FuncMap{
	"count": thousands,
	"plural": func(n int, one, many string) string {
		if n == 1 {
			return one
		}
		return many
	},
}).Parse(pageTemplate))

// write renders p to w.
func write(w io.Writer, p *page) error {
	bw := bufio.NewWriterSize(w, 32<<10)
	if err := tmpl.Execute(bw, p); err != nil {
		return err
	}
	return bw.Flush()
}

// thousands writes n with commas between groups of three digits.
func thousands(n int) string {
	s := strconv.Itoa(n)
	if n < 0 {
		return "-" + thousands(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// percent writes v, a fraction, as a whole percentage.
func percent(v float64) string {
	return strconv.FormatFloat(v*100, 'f', 0, 64) + "%"
}

// clip cuts s to n code points, with an ellipsis.
func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n]) + "…"
}

// newPage starts the page of a result of the kind named, over sources and
// the texts of the result.
func newPage(kind, problem string, sources []citations.Source, opts Options, texts ...string) (*page, *sourceSet, error) {
	set, err := newSourceSet(sources)
	if err != nil {
		return nil, nil, err
	}
	return &page{Title: opts.title(), Kind: kind, Problem: problem, CR: set.hasCR(texts...)}, set, nil
}

// ids returns the ids of the sources, in order.
func (set *sourceSet) ids() []string {
	ids := make([]string, len(set.list))
	for i, s := range set.list {
		ids[i] = s.id
	}
	return ids
}

// hasCR reports whether a source of the set or one of texts has a CR.
func (set *sourceSet) hasCR(texts ...string) bool {
	cr := func(s string) bool { return strings.IndexByte(s, '\r') >= 0 }
	return slices.ContainsFunc(set.list, func(s *source) bool { return cr(s.text) }) || slices.ContainsFunc(texts, cr)
}
