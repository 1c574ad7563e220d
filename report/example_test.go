package report_test

import (
	"fmt"
	"strings"

	"github.com/verbatim-go/verbatim/report"
	"github.com/verbatim-go/verbatim/verify"
)

func ExampleVerified() {
	sources := []verify.Source{
		{ID: "policy", Text: "Annual plans can be refunded within 30 days of purchase. Monthly plans are not refundable."},
	}
	claims := []verify.Claim{
		{Text: "Annual plans can be refunded within 30 days.", Source: "policy", Quote: "Annual plans can be refunded within 30 days"},
		{Text: "Monthly plans are refundable.", Source: "policy", Quote: "Monthly plans are not refundable"},
	}
	res, err := verify.Verify(sources, claims, verify.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	var page strings.Builder
	if err := report.Verified(&page, res, sources, report.Options{Title: "Refunds"}); err != nil {
		fmt.Println(err)
		return
	}
	// The page is one self-contained file: save it as report.html and open
	// it in a browser.
	html := page.String()
	for _, line := range strings.Split(html, "\n") {
		if strings.HasPrefix(line, "<title>") {
			fmt.Println(line)
		}
	}
	fmt.Println(strings.Count(html, `<mark class="cite"`), "cited span")
	fmt.Println(strings.Count(html, `<mark class="claim`), "span of a failed claim")
	// Output:
	// <title>Refunds</title>
	// 1 cited span
	// 1 span of a failed claim
}
