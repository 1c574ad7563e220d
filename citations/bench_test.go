package citations_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/internal/corpus"
)

// benchSources returns n sources of about size bytes each, made of the
// test corpus's texts with numbered sections, source k built from corpus
// source k%7+1.
func benchSources(n, size int) []citations.Source {
	base := corpus.Sources()
	out := make([]citations.Source, n)
	for k := range out {
		src := base[k%len(base)]
		var b strings.Builder
		for part := 1; b.Len() < size; part++ {
			fmt.Fprintf(&b, "Part %d.\n\n%s\n", part, src.Text)
		}
		out[k] = citations.Source{ID: fmt.Sprint(k + 1), Text: b.String()}
	}
	return out
}

// benchAnswer returns an answer of n cited sentences taken from the test
// corpus's answers, cycling through them.
func benchAnswer(n int) string { return benchAnswerOf(n, false) }

// benchAnswerOf is benchAnswer, of the sentences that are not copies of a
// source's words if paraphrased.
func benchAnswerOf(n int, paraphrased bool) string {
	var all strings.Builder
	for _, s := range corpus.Sources() {
		all.WriteString(s.Text + "\n")
	}
	var sents []string
	for _, a := range corpus.Answers() {
		for _, s := range citations.Sentences(a.Text) {
			if len(citations.Markers(s.Text, corpusIDs)) > 0 && (strings.HasSuffix(s.Text, ".") || strings.HasSuffix(s.Text, "。")) {
				words, _ := citations.Strip(s.Text, nil)
				words = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(words), "."))
				if paraphrased && strings.Contains(all.String(), words) {
					continue
				}
				sents = append(sents, s.Text)
			}
		}
	}
	var b strings.Builder
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(sents[i%len(sents)])
	}
	return b.String()
}

// BenchmarkCheckAnswer checks a 30-sentence answer against 10 prepared
// sources of 20 KiB each.
func BenchmarkCheckAnswer(b *testing.B) {
	c, err := citations.NewCorpus(benchSources(10, 20<<10), citations.Options{})
	if err != nil {
		b.Fatal(err)
	}
	answer := benchAnswer(30)
	if n := len(c.Check(answer).Sentences); n != 30 {
		b.Fatalf("the answer has %d sentences; want 30", n)
	}
	benchCheck(b, c, answer)
}

// BenchmarkCheckAnswerParaphrased is BenchmarkCheckAnswer with only the
// sentences that are not copies of their source's words: a third of
// BenchmarkCheckAnswer's are, and are decided without the checks.
func BenchmarkCheckAnswerParaphrased(b *testing.B) {
	c, err := citations.NewCorpus(benchSources(10, 20<<10), citations.Options{})
	if err != nil {
		b.Fatal(err)
	}
	answer := benchAnswerOf(30, true)
	if n := len(c.Check(answer).Sentences); n != 30 {
		b.Fatalf("the answer has %d sentences; want 30", n)
	}
	benchCheck(b, c, answer)
}

// BenchmarkCheckAnswerOnce is BenchmarkCheckAnswer against the test
// corpus's texts as they are, each once: the sources of BenchmarkCheckAnswer
// repeat their text to reach their size, and a sentence a source repeats is
// indexed once.
func BenchmarkCheckAnswerOnce(b *testing.B) {
	c, err := citations.NewCorpus(corpusSources(), citations.Options{})
	if err != nil {
		b.Fatal(err)
	}
	benchCheck(b, c, benchAnswer(30))
}

// benchCheck checks answer, of 30 sentences, against c b.N times.
func benchCheck(b *testing.B, c *citations.Corpus, answer string) {
	b.SetBytes(int64(len(answer)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		c.Check(answer)
	}
	b.ReportMetric(30*float64(b.N)/b.Elapsed().Seconds(), "sentences/s")
}

// BenchmarkCheckAnswerCheckAll is BenchmarkCheckAnswer with the markers
// removed and every sentence checked against every source.
func BenchmarkCheckAnswerCheckAll(b *testing.B) {
	c, err := citations.NewCorpus(benchSources(10, 20<<10), citations.Options{Uncited: citations.CheckAll})
	if err != nil {
		b.Fatal(err)
	}
	answer, _ := citations.Strip(benchAnswer(30), nil)
	benchCheck(b, c, answer)
}

// BenchmarkNewCorpus prepares 10 sources of 20 KiB each.
func BenchmarkNewCorpus(b *testing.B) {
	srcs := benchSources(10, 20<<10)
	total := 0
	for _, s := range srcs {
		total += len(s.Text)
	}
	b.SetBytes(int64(total))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := citations.NewCorpus(srcs, citations.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSentences splits text of each input class.
func BenchmarkSentences(b *testing.B) {
	for _, id := range []string{"1", "6", "7"} {
		s, _ := corpus.ByID(id)
		text := strings.Repeat(s.Text, 8)
		b.Run(s.Lang, func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				citations.Sentences(text)
			}
		})
	}
}

// BenchmarkRequest is one request end to end, as a service sees it:
// prepare 5 sources of 8 KiB, then check a 10-sentence cited answer.
// Bytes are those of the sources and the answer.
func BenchmarkRequest(b *testing.B) {
	srcs := benchSources(5, 8<<10)
	answer := benchAnswer(10)
	total := len(answer)
	for _, s := range srcs {
		total += len(s.Text)
	}
	b.SetBytes(int64(total))
	b.ReportAllocs()
	for b.Loop() {
		c, err := citations.NewCorpus(srcs, citations.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if n := len(c.Check(answer).Sentences); n != 10 {
			b.Fatalf("%d sentences; want 10", n)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "requests/s")
}
