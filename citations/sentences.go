package citations

import (
	"sync"

	"github.com/verbatim-go/verbatim/internal/sentence"
)

// A Sentence is one sentence of a text: the byte range [Start, End) of the
// text and the text there. Citation markers that follow the sentence's end
// punctuation ("30 days.[1]", "30 days. [1][2]") belong to it. A sentence
// never starts or ends with white space, and the markdown that introduces a
// line (a list bullet or number, heading hashes, a blockquote's ">") is not
// part of it.
type Sentence struct {
	Start, End int
	Text       string
}

// Sentences splits text into sentences, in order. For every sentence s,
// text[s.Start:s.End] == s.Text, and the sentences do not overlap.
//
// A sentence ends at ".", "!", "?" or an ellipsis followed by white space
// (with closing quotes, brackets and citation markers kept), unless the
// next word starts with a lowercase letter or the period ends a known
// abbreviation ("e.g.", "Dr.", "U.S.", "approx."); it ends at "。", "！"
// or "？" whatever follows. A period between digits (3.5) or inside a
// word (example.com) never ends one. Blank lines, markdown headings, list
// items, table rows and blockquote lines end the sentence before them;
// a heading and a table row are never joined to the next line, and
// neither is a short line without punctuation followed by a line that
// starts with a capital letter (a section title of a plain-text source).
// Fenced code blocks, horizontal rules and table separator rows are not
// sentences. Text without a word character (a letter, a number or a
// combining mark) is not a sentence.
func Sentences(text string) []Sentence {
	// The ranges go to a reused buffer first, so that the result is
	// allocated once, at its size: a text of many short sentences would
	// otherwise allocate and copy it several times over as it grows.
	bp, _ := sentenceRanges.Get().(*[]sentenceRange)
	if bp == nil {
		bp = new([]sentenceRange)
	}
	rs := (*bp)[:0]
	sentence.Each(text, func(s sentence.Span) {
		if len(rs) == cap(rs) && len(rs) >= 256 {
			// Double: append grows a large slice by a quarter.
			grown := make([]sentenceRange, len(rs), 2*len(rs))
			copy(grown, rs)
			rs = grown
		}
		rs = append(rs, sentenceRange{s.Start, s.End})
	})
	var out []Sentence
	if len(rs) > 0 {
		out = make([]Sentence, len(rs))
		for i, r := range rs {
			out[i] = Sentence{Start: r.start, End: r.end, Text: text[r.start:r.end]}
		}
	}
	if cap(rs) <= maxPooledRanges {
		*bp = rs[:0]
		sentenceRanges.Put(bp)
	}
	return out
}

// A sentenceRange is the range of one sentence, without its text, which
// a pooled buffer must not keep alive.
type sentenceRange struct{ start, end int }

// sentenceRanges holds the range buffers of Sentences calls that are done.
// Buffers of more than maxPooledRanges ranges are not kept.
var sentenceRanges sync.Pool

const maxPooledRanges = 1 << 19
