package numbers_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/verbatim-go/verbatim/numbers"
)

const financeTable = `Quarterly results (USD millions):

| | Q1 | Q2 | Q3 |
|---|---:|---:|---:|
| Revenue | 100 | 110 | 120 |
| Profit | 10 | 12 | 15 |
`

// rowCase is a claim checked in Row mode, with the texts of its missing
// numbers and the cause of the first.
type rowCase struct {
	claim   string
	missing []string
	cause   numbers.Cause
	near    string // text of the first Missing's Near
	why     string
}

func runRow(t *testing.T, src string, cases []rowCase) {
	t.Helper()
	x := numbers.NewIndex(src)
	for _, tt := range cases {
		ms := rowMissing(x, tt.claim)
		if diff := cmp.Diff(tt.missing, missingTexts(ms)); diff != "" {
			t.Errorf("MissingRow(%q) (%s) (-want +got):\n%s", tt.claim, tt.why, diff)
			continue
		}
		if len(ms) == 0 {
			continue
		}
		if ms[0].Cause != tt.cause {
			t.Errorf("MissingRow(%q) (%s): cause %q; want %q", tt.claim, tt.why, ms[0].Cause, tt.cause)
		}
		near := ""
		if ms[0].Near != nil {
			near = ms[0].Near.Text
		}
		if near != tt.near {
			t.Errorf("MissingRow(%q) (%s): Near %q; want %q", tt.claim, tt.why, near, tt.near)
		}
		if len(onMissing(x, tt.claim)) > len(ms) {
			t.Errorf("MissingRow(%q) misses less than Missing", tt.claim)
		}
	}
}

// TestRowRevenueProfit is the example: the right number from the
// wrong row.
func TestRowRevenueProfit(t *testing.T) {
	runRow(t, financeTable, []rowCase{
		{"Q3 profit was 15", nil, numbers.Absent, "", "right row and column"},
		{"Profit in Q3 was 15 million", nil, numbers.Absent, "", "any word order; the scale is unstated in the table"},
		{"Q3 profits were 15", nil, numbers.Absent, "", "plural"},
		{"Q3 profit was 120", []string{"120"}, numbers.WrongRow, "15", "120 is the revenue"},
		{"Q2 revenue was 120", []string{"120"}, numbers.WrongColumn, "110", "120 is Q3's"},
		{"Q2 profit was 120", []string{"120"}, numbers.WrongCell, "12", "neither fits"},
		{"Q3 profit was 16", []string{"16"}, numbers.Absent, "15", "absent: the cell the claim names"},
		{"Revenue was 120", []string{"120"}, numbers.WrongColumn, "", "no quarter named"},
		{"Q1 revenue was 100 and Q1 profit was 10", nil, numbers.Absent, "", "two numbers, each in place"},
		{"Q1 revenue was 100 and profit was 12", []string{"12"}, numbers.WrongColumn, "10", "one of two out of place"},
	})
	x := numbers.NewIndex(financeTable)
	ms := rowMissing(x, "Q3 profit was 120")
	if len(ms) != 1 {
		t.Fatalf("MissingRow = %v", ms)
	}
	m := ms[0]
	if m.Row != "Revenue" || m.Column != "Q3" || m.WantRow != "Profit" || m.At == nil || m.At.Text != "120" {
		t.Errorf("MissingRow: %+v; want Row Revenue, Column Q3, WantRow Profit, At 120", m)
	}
	want := "120 is in source 1 but in the Revenue row, not the Profit row, which says 15"
	if got := m.Reason("source 1"); got != want {
		t.Errorf("Reason = %q; want %q", got, want)
	}
	if got := onMissing(x, "Q3 profit was 120"); got != nil {
		t.Errorf("Missing (mode on) = %v; want nil: 120 is in the source", got)
	}
}

func TestRowMultipleTables(t *testing.T) {
	src := `## 2024

| Region | Sales | Returns |
|:--|--:|--:|
| North | 500 | 20 |
| South | 300 | 45 |

Some prose between the tables mentions 700 units.

## 2025

Region | Sales | Returns
---|---|---
North | 650 | 25
South | 280 | 30
`
	runRow(t, src, []rowCase{
		{"North sales were 500", nil, numbers.Absent, "", "first table"},
		{"South returns were 30", nil, numbers.Absent, "", "second table, no outer pipes"},
		{"South returns were 20", []string{"20"}, numbers.WrongRow, "45", "North's returns"},
		{"North sales were 45", []string{"45"}, numbers.WrongCell, "500", "South's returns; Near from the first table that names both"},
		{"700 units", nil, numbers.Absent, "", "prose between tables"},
	})
}

func TestRowTableShapes(t *testing.T) {
	src := "| Item | Price (USD \\| EUR) | Note |\n" +
		"|------|:----------:|------|\n" +
		"| Tea | 4 | |\n" +
		"| Coffee | 5 |\n" +
		"| Cake | 6 | large | 7 |\n" +
		"| | 8 | no label |\n"
	runRow(t, src, []rowCase{
		{"Tea price is 4", nil, numbers.Absent, "", "escaped pipe inside a header"},
		{"Coffee price is 5", nil, numbers.Absent, "", "a short row"},
		{"Cake costs 7", nil, numbers.Absent, "", "a long row: the extra column has no header"},
		{"The price is 8", nil, numbers.Absent, "", "an empty label names nothing and is not required"},
		{"Tea price is 5", []string{"5"}, numbers.WrongRow, "4", "coffee"},
	})
}

// TestRowNumericFirstColumn checks tables whose first column holds
// numbers: data unless its header names a key such as a year.
func TestRowNumericFirstColumn(t *testing.T) {
	runRow(t, "| Revenue | Profit |\n|---|---|\n| 120 | 15 |\n| 130 | 16 |\n", []rowCase{
		{"Profit was 15", nil, numbers.Absent, "", "no row labels: the column is enough"},
		{"Revenue was 120", nil, numbers.Absent, "", "the first column is data, named by its header"},
		{"Profit was 120", []string{"120"}, numbers.WrongColumn, "15", "revenue, not profit"},
	})
	runRow(t, "| Year | Revenue |\n|---|---|\n| 2024 | 100 |\n| 2025 | 120 |\n", []rowCase{
		{"Revenue in 2025 was 120", nil, numbers.Absent, "", "years label the rows"},
		{"Revenue in 2024 was 120", []string{"120"}, numbers.WrongRow, "100", "the wrong year"},
	})
}

func TestRowProse(t *testing.T) {
	src := "Q3 revenue was 120 million.\nQ3 profit was 15 million, up from 12 million in Q2.\n\nRefunds are accepted within 30 days of delivery."
	runRow(t, src, []rowCase{
		{"Q3 profit was 15 million", nil, numbers.Absent, "", "the line has both anchors"},
		{"Profit in Q2 was 12 million", nil, numbers.Absent, "", "same line"},
		{"Q3 profit was 120 million", []string{"120 million"}, numbers.WrongLine, "15 million", "revenue's line"},
		{"Refunds within 30 days", nil, numbers.Absent, "", "sentence"},
		{"Customers get refunds within 30 days", nil, numbers.Absent, "", "customers is not in the source: it anchors nothing"},
		{"Delivery takes 30 days", nil, numbers.Absent, "", "delivery is on the 30's sentence"},
		{"Q3 refunds took 30 days", []string{"30"}, numbers.WrongLine, "", "q3 is not on the refunds line"},
	})
	ms := rowMissing(numbers.NewIndex(src), "Q3 profit was 120 million")
	if len(ms) != 1 || !cmp.Equal(ms[0].Words, []string{"profit"}) {
		t.Fatalf("MissingRow: %+v; want Words [profit]", ms)
	}
	want := "120 million is in source 1 but not where it mentions profit; there it says 15 million"
	if got := ms[0].Reason("source 1"); got != want {
		t.Errorf("Reason = %q; want %q", got, want)
	}
}

func TestRowInQuote(t *testing.T) {
	x := numbers.NewIndex(financeTable)
	start := len(financeTable) - len("| Profit | 10 | 12 | 15 |\n")
	if got := x.Check(numbers.Row, "Q3 profit was 15", start, len(financeTable)); got != nil {
		t.Errorf("CheckIn(Row, quote = the profit row) = %v; want nil: labels may lie outside the quote", got)
	}
	got := missingTexts(x.Check(numbers.Row, "Q3 revenue was 120", start, len(financeTable)))
	if !cmp.Equal(got, []string{"120"}) {
		t.Errorf("CheckIn(Row, revenue outside the quote) = %q; want [120]", got)
	}
	// The wrong row inside the quote is a better reason than the right
	// row outside it.
	rev := strings.Index(financeTable, "| Revenue")
	ms := x.Check(numbers.Row, "Q3 profit was 15 and revenue was 12", rev, len(financeTable))
	if len(ms) != 1 || ms[0].Cause != numbers.WrongColumn || ms[0].At == nil || ms[0].At.Text != "12" {
		t.Errorf("CheckIn(Row, 12 as Q3 revenue) = %+v; want 12 in the wrong column (the claim names both rows)", ms)
	}
}
