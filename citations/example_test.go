package citations_test

import (
	"fmt"

	"github.com/verbatim-go/verbatim/citations"
)

func ExampleCheck() {
	sources := []citations.Source{
		{ID: "1", Text: "Annual plans can be refunded within 30 days of purchase. Monthly plans are not refundable."},
		{ID: "2", Text: "The Pro plan costs $25 per month."},
	}
	answer := "Annual plans can be refunded within 30 days [1]. Monthly plans are refundable [1]. " +
		"The Pro plan costs $45 per month [2]. Refunds are instant [7]."
	r, err := citations.Check(answer, sources, citations.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range r.Sentences {
		fmt.Printf("%-11s %s\n", s.Status, s.Text)
		for _, reason := range s.Reasons {
			fmt.Printf("            %s: %s\n", reason.Code, reason.Message)
		}
	}
	fmt.Printf("score %d/%d\n", r.Score.Verified, r.Score.Checkable)
	fmt.Println(r.Cleaned)
	// Output:
	// ok          Annual plans can be refunded within 30 days [1].
	// unsupported Monthly plans are refundable [1].
	//             negation_mismatch: [1] negates "refundable" ("not") but the claim does not: "Monthly plans are not refundable."
	// unsupported The Pro plan costs $45 per month [2].
	//             number_not_found: the claim says $45; [2] says $25
	// bad-ref     Refunds are instant [7].
	//             unknown_source: [7]: only 2 sources
	// score 1/4
	// Annual plans can be refunded within 30 days [1]. Monthly plans are refundable [1]. The Pro plan costs $45 per month [2]. Refunds are instant.
}

func ExampleSentences() {
	text := "Dr. Smith paid $3.5 million, e.g. for the U.S. office.[1] Was it worth it? 退款期限为30天。[2]"
	for _, s := range citations.Sentences(text) {
		fmt.Printf("[%d, %d) %s\n", s.Start, s.End, s.Text)
	}
	// Output:
	// [0, 57) Dr. Smith paid $3.5 million, e.g. for the U.S. office.[1]
	// [58, 74) Was it worth it?
	// [75, 101) 退款期限为30天。[2]
}

func ExampleStrip() {
	ids := []string{"1", "2", "3", "4", "5"}
	cleaned, removed := citations.Strip("The window is 30 days [2,7]. Plans renew yearly [7].", ids)
	fmt.Println(cleaned)
	for _, r := range removed {
		fmt.Printf("removed %q at %d: %v\n", r.Text, r.Start, r.Labels)
	}
	// Output:
	// The window is 30 days [2]. Plans renew yearly.
	// removed ",7" at 24: [7]
	// removed " [7]" at 47: [7]
}

// A Corpus prepares the sources once, for any number of answers.
func ExampleCorpus_Check() {
	c, err := citations.NewCorpus([]citations.Source{
		{ID: "1", Text: "Annual plans can be refunded within 30 days of purchase. Monthly plans are not refundable."},
	}, citations.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, answer := range []string{
		"Annual plans can be refunded within 30 days [1].",
		"Annual plans can be refunded within 60 days [1].",
	} {
		r := c.Check(answer)
		fmt.Println(r.Sentences[0].Status, r.Score.Verified, "of", r.Score.Checkable)
	}
	// Output:
	// ok 1 of 1
	// unsupported 0 of 1
}
