package citations_test

import (
	"strings"
	"testing"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/internal/testtext"
)

// BenchmarkCheckShapes checks a 64 KiB answer of each shape of
// testtext.Shapes against 10 prepared sources of 20 KiB each, as a flagged
// answer and under CheckAll, within no limits. English is the ordinary
// answer: the test corpus's cited sentences. Each shape must stay within
// 5× of English per answer byte.
func BenchmarkCheckShapes(b *testing.B) {
	sources := benchSources(10, 20<<10)
	shapes := testtext.Shapes(64 << 10)
	english := benchAnswer(1000)
	for len(english) < 64<<10 {
		english += " " + english
	}
	shapes[0].Text = english[:strings.LastIndex(english[:64<<10], " ")]
	for _, policy := range []citations.UncitedPolicy{citations.Flag, citations.CheckAll} {
		c, err := citations.NewCorpus(sources, citations.Options{Uncited: policy})
		if err != nil {
			b.Fatal(err)
		}
		for _, sh := range shapes {
			b.Run(policy.String()+"/"+sh.Name, func(b *testing.B) {
				b.SetBytes(int64(len(sh.Text)))
				b.ReportAllocs()
				for b.Loop() {
					c.Check(sh.Text)
				}
			})
		}
	}
}

// BenchmarkNewCorpusShapes prepares a 1 MiB source of each shape. Each
// shape must stay within 5× of English per byte.
func BenchmarkNewCorpusShapes(b *testing.B) {
	for _, sh := range testtext.Shapes(1 << 20) {
		b.Run(sh.Name, func(b *testing.B) {
			b.SetBytes(int64(len(sh.Text)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := citations.NewCorpus([]citations.Source{{ID: "1", Text: sh.Text}}, citations.Options{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkSentencesShapes splits 1 MiB of each shape into sentences. Each
// shape must stay within 5× of English per byte.
func BenchmarkSentencesShapes(b *testing.B) {
	for _, sh := range testtext.Shapes(1 << 20) {
		b.Run(sh.Name, func(b *testing.B) {
			b.SetBytes(int64(len(sh.Text)))
			for b.Loop() {
				citations.Sentences(sh.Text)
			}
		})
	}
}

// BenchmarkCheckHostile checks each answer of hostileCheckTests against
// hostileSources, one of which is a sentence of a 100,000-letter word
// that every claim checked against every source is compared with: what a
// check reads of a passage alone (its opening pronoun, whether it excepts,
// which words are plain English) is read once, with the corpus.
func BenchmarkCheckHostile(b *testing.B) {
	for _, tt := range hostileCheckTests {
		b.Run(tt.name, func(b *testing.B) {
			b.SetBytes(int64(len(tt.answer)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := citations.Check(tt.answer, hostileSources, tt.opts); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
