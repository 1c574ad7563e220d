package extract_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/verbatim-go/verbatim/extract"
)

func ExampleParse() {
	// Models often wrap their JSON in a code fence and add a word or two.
	out := "Here is the answer:\n```json\n" +
		`{"answer": "Refunds are possible within 30 days.",
		  "claims": [{"text": "Refunds are possible within 30 days.", "source": "policy",
		              "quote": "You can request a full refund within 30 days of purchase."}]}` +
		"\n```"
	a, err := extract.Parse(out)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(a.Answer)
	for _, c := range a.Claims {
		fmt.Printf("[%s] %q\n", c.Source, c.Quote)
	}

	// Anything not of the contract's shape is an error.
	_, err = extract.Parse(`{"answer": "30 days", "claims": [{"text": "30 days", "source": 1, "quote": "30 days"}]}`)
	fmt.Println(err)
	fmt.Println(errors.Is(err, extract.ErrMalformed))
	// Output:
	// Refunds are possible within 30 days.
	// [policy] "You can request a full refund within 30 days of purchase."
	// extract: malformed model output: claims[0].source: got number, want string
	// true
}

func ExampleExtractive() {
	sources := []extract.Source{
		{ID: "policy", Text: "Refund policy\n\nYou can request a full refund within 30 days of purchase. " +
			"Refunds are issued to the original payment method within 5–7 business days.\n" +
			"Digital downloads are non-refundable once downloaded."},
		{ID: "faq", Text: "Q: Do you charge a restocking fee?\nA: No. We never charge restocking fees."},
	}
	var p extract.Provider = extract.Extractive{}
	out, err := p.Complete(context.Background(), extract.AnswerRequest("Can I get a refund for a digital download?", sources))
	if err != nil {
		fmt.Println(err)
		return
	}
	a, err := extract.Parse(out)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, c := range a.Claims {
		fmt.Printf("[%s] %s\n", c.Source, c.Quote)
	}
	// Output:
	// [policy] Digital downloads are non-refundable once downloaded.
}
