package verify_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/verbatim-go/verbatim/extract/extractive"
	"github.com/verbatim-go/verbatim/verify"
)

func ExampleVerify() {
	sources := []verify.Source{{ID: "1", Text: "Refunds are accepted within 30 days of purchase. Monthly plans are not refundable."}}
	claims := []verify.Claim{
		{Text: "Refunds are accepted within 30 days.", Source: "1", Quote: "Refunds are accepted within 30 days"},
		{Text: "Refunds are accepted within 60 days.", Source: "1", Quote: "Refunds are accepted within 30 days"},
		{Text: "Monthly plans are refundable.", Source: "1", Quote: "Monthly plans are not refundable."},
	}
	res, err := verify.Verify(sources, claims, verify.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Text)
	for _, c := range res.Citations {
		fmt.Printf("[%s] %d-%d %q\n", c.Source, c.Start, c.End, c.Quote)
	}
	for _, u := range res.Unsupported {
		fmt.Println(u.Status)
	}
	fmt.Printf("%d/%d verified\n", res.Score.Verified, res.Score.Checkable)
	// Output:
	// Refunds are accepted within 30 days [1].
	// [1] 0-35 "Refunds are accepted within 30 days"
	// number_not_found
	// negation_mismatch
	// 1/3 verified
}

func ExampleCorpus_Check() {
	c, err := verify.NewCorpus([]verify.Source{
		{ID: "policy", Text: "Annual plans can be refunded within 30 days of purchase. Monthly plans are not refundable."},
	}, verify.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, cl := range []verify.Claim{
		{Text: "Annual plans can be refunded within 30 days.", Source: "policy", Quote: "Annual plans can be refunded within 30 days"},
		{Text: "Annual plans can be refunded within 60 days.", Source: "policy", Quote: "Annual plans can be refunded within 30 days"},
		{Text: "Monthly plans are refundable.", Source: "policy", Quote: "Monthly plans are refundable"},
		{Text: "Refunds are instant.", Source: "faq", Quote: "Refunds are instant"},
	} {
		ch := c.Check(cl)
		fmt.Println(strings.TrimSpace(ch.Status.String() + " " + ch.Reason))
	}
	// Output:
	// grounded
	// number_not_found the claim says 60 days; the quote says 30 days
	// quote_not_found the quote is not in source "policy"; the closest text (similarity 0.86) reads "Monthly plans are not refundable"
	// unknown_source source "faq" was not supplied (sources: "policy")
}

// Create asks a provider for an answer and verifies it. The extractive
// provider needs no model: its answer is the source sentences that best
// match the question, so every claim grounds.
func ExampleCreate() {
	sources := []verify.Source{
		{ID: "policy", Text: "Annual plans can be refunded within 30 days of purchase. Monthly plans are not refundable."},
	}
	res, err := verify.Create(context.Background(), &verify.Request{
		Question: "Can I get a refund for an annual plan?",
		Sources:  sources,
	}, extractive.Provider{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Text)
	fmt.Println(res.Path, res.Grounded)
	// Output:
	// Annual plans can be refunded within 30 days of purchase [policy].
	// [extract verify] true
}
