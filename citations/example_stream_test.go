package citations_test

import (
	"fmt"

	"github.com/verbatim-go/verbatim/citations"
)

// A Checker checks an answer while it streams: each sentence's verdict
// comes as soon as nothing that may follow can change it.
func ExampleChecker() {
	c, err := citations.NewCorpus([]citations.Source{
		{ID: "1", Text: "Annual plans can be refunded within 30 days of purchase. Monthly plans are not refundable."},
		{ID: "2", Text: "The Pro plan costs $25 per month."},
	}, citations.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	k := c.NewChecker()
	// Pieces as a model streams them.
	for _, piece := range []string{"Annual plans can be refun", "ded within 30 days [1", "]. Monthly plans are ", "refundable [1]. The Pro", " plan costs $25 per month [2]."} {
		verdicts, err := k.Write(piece)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("after %q:\n", piece)
		for _, s := range verdicts {
			fmt.Printf("  %-11s %s\n", s.Status, s.Text)
		}
	}
	rest, res, err := k.Close()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("at Close:")
	for _, s := range rest {
		fmt.Printf("  %-11s %s\n", s.Status, s.Text)
	}
	fmt.Printf("score %d/%d\n", res.Score.Verified, res.Score.Checkable)
	// Output:
	// after "Annual plans can be refun":
	// after "ded within 30 days [1":
	// after "]. Monthly plans are ":
	//   ok          Annual plans can be refunded within 30 days [1].
	// after "refundable [1]. The Pro":
	//   unsupported Monthly plans are refundable [1].
	// after " plan costs $25 per month [2].":
	// at Close:
	//   ok          The Pro plan costs $25 per month [2].
	// score 2/3
}
