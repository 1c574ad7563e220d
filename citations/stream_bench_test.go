package citations_test

import (
	"testing"

	"github.com/verbatim-go/verbatim/citations"
)

// BenchmarkChecker checks BenchmarkCheckAnswer's answer through a
// Checker, fed in pieces of 4 bytes, about a model's token each.
func BenchmarkChecker(b *testing.B) {
	c, err := citations.NewCorpus(benchSources(10, 20<<10), citations.Options{})
	if err != nil {
		b.Fatal(err)
	}
	answer := benchAnswer(30)
	var pieces []string
	for i := 0; i < len(answer); i += 4 {
		pieces = append(pieces, answer[i:min(i+4, len(answer))])
	}
	b.SetBytes(int64(len(answer)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		k := c.NewChecker()
		for _, p := range pieces {
			if _, err := k.Write(p); err != nil {
				b.Fatal(err)
			}
		}
		if _, _, err := k.Close(); err != nil {
			b.Fatal(err)
		}
	}
}
