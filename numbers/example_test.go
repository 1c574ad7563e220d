package numbers_test

import (
	"fmt"

	"github.com/verbatim-go/verbatim/numbers"
)

func ExampleTokens() {
	for _, t := range numbers.Tokens("Refunds within 30 days; fees rose 12.5% to €1,250 on 30/11/2026 (Q3).") {
		fmt.Printf("%q %s %s\n", t.Text, t.Kind, t.Value)
	}
	// Output:
	// "30" integer 30
	// "12.5%" percent 12.5%
	// "€1,250" currency EUR 1250
	// "30/11/2026" date 2026-11-30
}

func ExampleIndex_Check() {
	source := "The refund window is 30 days. Fees are $49 per month."
	x := numbers.NewIndex(source)
	for _, m := range x.Check(numbers.On, "Fees are $45 per month, refundable within 30 days.", 0, len(source)) {
		fmt.Println(m.Reason("source 1"))
	}
	// Output:
	// $45 is not in source 1; it says $49
}

func ExampleIndex_Check_row() {
	source := `| | Q1 | Q2 | Q3 |
|---|---:|---:|---:|
| Revenue | 100 | 110 | 120 |
| Profit | 10 | 12 | 15 |`
	x := numbers.NewIndex(source)
	fmt.Println(len(x.Check(numbers.On, "Q3 profit was 120", 0, len(source))), "missing in mode on")
	for _, m := range x.Check(numbers.Row, "Q3 profit was 120", 0, len(source)) {
		fmt.Printf("%v: %s\n", m.Cause, m.Reason("[1]"))
	}
	// Output:
	// 0 missing in mode on
	// wrong_row: 120 is in [1] but in the Revenue row, not the Profit row, which says 15
}

func ExampleIndex_Check_quote() {
	source := "Plan A costs $49 per month. Plan B costs $45 per month."
	x := numbers.NewIndex(source)
	quote := "Plan B costs $45 per month."
	start := len(source) - len(quote)
	for _, m := range x.Check(numbers.On, "Plan B costs $49.", start, len(source)) {
		fmt.Println(m.Reason("the quote's source"))
	}
	// Output:
	// $49 is in the quote's source but not in the quoted passage; the passage says $45
}

func ExampleParseMode() {
	for _, s := range []string{"", "off", "row", "rows"} {
		m, err := numbers.ParseMode(s)
		fmt.Println(m, err)
	}
	// Output:
	// on <nil>
	// off <nil>
	// row <nil>
	// on numbers: unknown mode "rows" (want off, on or row)
}
