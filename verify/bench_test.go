package verify_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/internal/testtext"
	"github.com/verbatim-go/verbatim/verify"
)

// benchCorpus returns 10 sources cut from 1 MiB of English prose and 50
// claims quoting whole sentences of them, spread over each source and
// weighted to its end; every fifth claim quotes with its line breaks and
// case changed, so that it needs the normalized stage.
func benchCorpus(b *testing.B) ([]verify.Source, []verify.Claim) {
	text := testtext.English(1 << 20)
	var sources []verify.Source
	size := len(text) / 10
	for i := 0; i < 10; i++ {
		part := text[i*size : (i+1)*size]
		if i == 9 {
			part = text[i*size:]
		}
		sources = append(sources, verify.Source{ID: fmt.Sprint(i + 1), Text: strings.ToValidUTF8(part, "")})
	}
	var claims []verify.Claim
	for i := 0; len(claims) < 50; i++ {
		src := sources[i%10]
		sents := citations.Sentences(src.Text)
		s := sents[len(sents)-1-(i*7)%(len(sents)/2)]
		q := strings.TrimSpace(s.Text)
		if len(q) < 40 {
			continue
		}
		if len(claims)%5 == 0 {
			q = strings.ToUpper(q[:1]) + strings.ReplaceAll(q[1:], " ", "\n ")
		}
		claims = append(claims, verify.Claim{Text: strings.TrimSpace(s.Text), Source: src.ID, Quote: q})
	}
	return sources, claims
}

// BenchmarkVerify50Claims1MiB verifies 50 claims against 10 sources
// totalling 1 MiB with a prepared corpus: folding happens once, outside
// the loop.
func BenchmarkVerify50Claims1MiB(b *testing.B) {
	sources, claims := benchCorpus(b)
	c, err := verify.NewCorpus(sources, verify.Options{})
	if err != nil {
		b.Fatal(err)
	}
	res, err := c.Verify(claims)
	if err != nil {
		b.Fatal(err)
	}
	if res.Score.Verified != len(claims) {
		for _, u := range res.Unsupported {
			b.Logf("%v: %s", u.Status, u.Reason)
		}
		b.Fatalf("verified %d of %d claims", res.Score.Verified, len(claims))
	}
	total := 0
	for _, s := range sources {
		total += len(s.Text)
	}
	b.SetBytes(int64(total))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := c.Verify(claims); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNewCorpus1MiB prepares the same sources: folding, number
// indexes.
func BenchmarkNewCorpus1MiB(b *testing.B) {
	sources, _ := benchCorpus(b)
	total := 0
	for _, s := range sources {
		total += len(s.Text)
	}
	b.SetBytes(int64(total))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := verify.NewCorpus(sources, verify.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRequest is one request end to end through Verify: 5 sources of
// 8 KiB, 10 claims quoting whole sentences of them, prepared and verified
// on every call. Bytes are those of the sources.
func BenchmarkRequest(b *testing.B) {
	text := testtext.English(40 << 10)
	var sources []verify.Source
	for i := 0; i < 5; i++ {
		sources = append(sources, verify.Source{ID: fmt.Sprint(i + 1), Text: strings.ToValidUTF8(text[i*8<<10:(i+1)*8<<10], "")})
	}
	var claims []verify.Claim
	for i := 0; len(claims) < 10; i++ {
		src := sources[i%5]
		sents := citations.Sentences(src.Text)
		q := strings.TrimSpace(sents[(i*3)%(len(sents)-1)+1].Text)
		if len(q) < 40 || strings.Contains(q, "\n") {
			continue
		}
		claims = append(claims, verify.Claim{Text: q, Source: src.ID, Quote: q})
	}
	total := 0
	for _, s := range sources {
		total += len(s.Text)
	}
	if res, err := verify.Verify(sources, claims, verify.Options{}); err != nil || res.Score.Verified != len(claims) {
		b.Fatalf("Verify: %v; want all %d claims verified", err, len(claims))
	}
	b.SetBytes(int64(total))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := verify.Verify(sources, claims, verify.Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "requests/s")
}
