package support

import "testing"

var benchClaims = []string{
	"Tessera Cloud refunds annual subscriptions in full within 30 days of the original purchase date.",
	"Kestrel's K2 sells for $189.00, and shipping is free within the contiguous United States.",
	"The Supplier must keep the reporting platform available 99.5% of the time in each calendar month.",
	"Riverside council approved a £4.2 million plan to build 18 kilometres of protected cycle lanes.",
}

// BenchmarkAnalyze reads claims: folding, numbers, words, cues.
func BenchmarkAnalyze(b *testing.B) {
	n := 0
	for _, c := range benchClaims {
		n += len(c)
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	for b.Loop() {
		for _, c := range benchClaims {
			Analyze(c, Auto)
		}
	}
}

// BenchmarkNewClaim is BenchmarkAnalyze with the claim's word forms.
func BenchmarkNewClaim(b *testing.B) {
	n := 0
	for _, c := range benchClaims {
		n += len(c)
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	for b.Loop() {
		for _, c := range benchClaims {
			NewClaim(c, Auto)
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
