package extractive_test

import (
	"context"
	"fmt"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/extract/extractive"
)

func Example() {
	sources := []extract.Source{
		{ID: "policy", Text: "Refund policy\n\nYou can request a full refund within 30 days of purchase. " +
			"Refunds are issued to the original payment method within 5–7 business days.\n" +
			"Digital downloads are non-refundable once downloaded."},
		{ID: "faq", Text: "Q: Do you charge a restocking fee?\nA: No. We never charge restocking fees."},
	}
	var p extract.Provider = extractive.Provider{}
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
