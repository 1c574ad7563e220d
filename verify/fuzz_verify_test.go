package verify_test

import (
	"testing"

	"github.com/verbatim-go/verbatim/normalize"
	"github.com/verbatim-go/verbatim/verify"
)

// FuzzVerify verifies claims built from fuzzed sources, quotes and claim
// texts and checks that nothing ungrounded reaches the text of the result
// (checkAssembled): whatever
// the input, the verified text holds only sentences of claims that ground
// on their own, at spans that slice back to their quotes.
func FuzzVerify(f *testing.F) {
	for _, tt := range hostileVerifyTests {
		if len(tt.sources) > 0 && len(tt.claims) > 0 && len(tt.sources[0].Text) < 1<<12 {
			cl := tt.claims[0]
			f.Add(tt.sources[0].Text, "Monthly plans are not refundable.", cl.Text, cl.Quote, false, false)
		}
	}
	f.Add("Refund policy. You may request a refund within 30 days.", "Shipping costs $12.",
		"You may request a refund within 30 days [1].", "You may request a refund within 30 days", true, true)
	f.Fuzz(func(t *testing.T, src1, src2, text, quote string, lenient, fuzzy bool) {
		if len(src1)+len(src2) > 1<<13 || len(text)+len(quote) > 1<<10 {
			return // keep each run fast
		}
		sources := []verify.Source{{ID: "1", Text: src1}, {ID: "2", Text: src2}}
		opts := verify.Options{Fuzzy: fuzzy}
		if lenient {
			opts.Mode = normalize.Lenient
		}
		claims := []verify.Claim{
			{Text: text, Source: "1", Quote: quote},
			{Text: quote, Source: "1", Quote: quote},
			{Text: text, Source: "2", Quote: quote},
			{Text: src2, Source: "2", Quote: src2},
		}
		res, err := verify.Verify(sources, claims, opts)
		if err != nil {
			t.Fatalf("Verify: %v", err)
		}
		checkAssembled(t, sources, opts, res)
	})
}
