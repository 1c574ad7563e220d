package extractive_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/extract/extractive"
)

// benchmarkExtractive ranks 1 MiB of sentences in sources of perSource
// bytes, each one long line.
func benchmarkExtractive(b *testing.B, question, sentence string, perSource int) {
	var sources []extract.Source
	size := 0
	for i := 0; size < 1<<20; i++ {
		var t strings.Builder
		for t.Len() < perSource {
			fmt.Fprintf(&t, sentence, t.Len()+i)
		}
		sources = append(sources, extract.Source{ID: fmt.Sprint(i), Text: t.String()})
		size += t.Len()
	}
	req := extract.AnswerRequest(question, sources)
	p := extractive.Provider{}
	b.SetBytes(int64(size))
	for b.Loop() {
		if _, err := p.Complete(context.Background(), req); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkProvider1MiB(b *testing.B) {
	b.Run("ASCII", func(b *testing.B) {
		benchmarkExtractive(b, "How long is the refund window for order 1234?",
			"Order %d may be returned for a full refund within 30 days of purchase. ", 16<<10)
	})
	b.Run("ASCIIOneSource", func(b *testing.B) {
		benchmarkExtractive(b, "How long is the refund window for order 1234?",
			"Order %d may be returned for a full refund within 30 days of purchase. ", 1<<20)
	})
	b.Run("CJK", func(b *testing.B) {
		benchmarkExtractive(b, "订单多少天内可以申请退款？", "订单%d自购买之日起三十天内可申请全额退款。", 16<<10)
	})
}
