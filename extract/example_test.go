package extract_test

import (
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
