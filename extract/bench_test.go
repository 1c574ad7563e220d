package extract_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/verbatim-go/verbatim/extract"
)

func BenchmarkParse(b *testing.B) {
	a := extract.Answer{Answer: strings.Repeat("Refunds are possible within 30 days. ", 20)}
	for i := range 100 {
		a.Claims = append(a.Claims, extract.Claim{
			Text:   fmt.Sprintf("Claim %d says refunds are possible within 30 days.", i),
			Source: fmt.Sprint(i % 7),
			Quote:  "You can request a full refund within 30 days of purchase.",
		})
	}
	out, _ := json.Marshal(a)
	text := "```json\n" + string(out) + "\n```"
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if _, err := extract.Parse(text); err != nil {
			b.Fatal(err)
		}
	}
}
