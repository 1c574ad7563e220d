package support

import (
	"strings"
	"testing"

	"github.com/verbatim-go/verbatim/internal/corpus"
)

var benchClaims = []string{
	"Tessera Cloud refunds annual subscriptions in full within 30 days of the original purchase date.",
	"Kestrel's K2 sells for $189.00, and shipping is free within the contiguous United States.",
	"The Supplier must keep the reporting platform available 99.5% of the time in each calendar month.",
	"Riverside council approved a £4.2 million plan to build 18 kilometres of protected cycle lanes.",
}

// BenchmarkAnalyze reads claims: folding, numbers, words, cues.
func BenchmarkAnalyze(b *testing.B) { benchClaimsWith(b, func(c string) { Analyze(c, Auto) }) }

// BenchmarkNewClaim is BenchmarkAnalyze with the claim's word forms.
func BenchmarkNewClaim(b *testing.B) { benchClaimsWith(b, func(c string) { NewClaim(c, Auto) }) }

// benchClaimsWith runs f on each of benchClaims, b.N times.
func benchClaimsWith(b *testing.B, f func(claim string)) {
	n := 0
	for _, c := range benchClaims {
		n += len(c)
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	for b.Loop() {
		for _, c := range benchClaims {
			f(c)
		}
	}
}

// BenchmarkCheck checks a claim against a passage that supports it.
func BenchmarkCheck(b *testing.B) {
	c := NewClaim(benchClaims[0], Auto)
	ev := Evidence{Where: "the quote", Passages: []Passage{{Source: "1", Text: Analyze("Annual subscriptions can be refunded in full within 30 days of the original purchase date, says Tessera Cloud.", Auto)}}}
	b.ReportAllocs()
	for b.Loop() {
		Check(c, ev, Options{})
	}
}

// BenchmarkKeys reads the index keys of the sentences of the test
// corpus's English sources, against BenchmarkAnalyzeSources, their whole
// analysis.
func BenchmarkKeys(b *testing.B) {
	texts, n := sourceSentences()
	b.SetBytes(int64(n))
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range texts {
			Keys(s, Auto, func(string) {})
		}
	}
}

func BenchmarkAnalyzeSources(b *testing.B) {
	texts, n := sourceSentences()
	b.SetBytes(int64(n))
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range texts {
			Analyze(s, Auto)
		}
	}
}

// sourceSentences returns the lines of the test corpus's English sources
// and their length.
func sourceSentences() ([]string, int) {
	var out []string
	n := 0
	for _, s := range corpus.Sources() {
		if s.Lang != "en" {
			continue
		}
		for _, l := range strings.Split(s.Text, "\n") {
			out = append(out, l)
			n += len(l)
		}
	}
	return out, n
}
