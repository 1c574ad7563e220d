package citations_test

import (
	"fmt"

	"github.com/verbatim-go/verbatim/citations"
)

func ExampleSentenceResult_evidence() {
	sources := []citations.Source{
		{ID: "1", Text: "Annual plans can be refunded within 30 days of purchase. Refunds are issued to the original card."},
	}
	r, err := citations.Check("Annual plans can be refunded within 30 days, to the original card [1].", sources, citations.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	s := r.Sentences[0]
	fmt.Println(s.Status)
	for _, e := range s.Evidence {
		fmt.Printf("[%s] %d-%d %s\n", e.Source, e.Start, e.End, sources[0].Text[e.Start:e.End])
	}
	// Output:
	// ok
	// [1] 0-56 Annual plans can be refunded within 30 days of purchase.
	// [1] 57-97 Refunds are issued to the original card.
}
