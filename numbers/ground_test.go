package numbers_test

import (
	"encoding/json"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/verbatim-go/verbatim/numbers"
)

// missingTexts returns the texts of the claim's numbers the source does
// not ground.
func missingTexts(ms []numbers.Missing) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.Text)
	}
	return out
}

type groundCase struct {
	claim, source string
	ok            bool
	why           string
}

func runGround(t *testing.T, cases []groundCase) {
	t.Helper()
	for _, tt := range cases {
		ms := grounded(tt.claim, tt.source)
		if got := len(ms) == 0; got != tt.ok {
			t.Errorf("Grounded(%q, %q) = %q; want grounded=%v (%s)", tt.claim, tt.source, missingTexts(ms), tt.ok, tt.why)
		}
	}
}

func TestBoundaryInsideLongerNumber(t *testing.T) {
	runGround(t, []groundCase{
		{"30 days", "300 days", false, "30 is not inside 300"},
		{"30 days", "130 days", false, "30 is not inside 130"},
		{"30 days", "30.5 days", false, "30 is not inside 30.5"},
		{"30 days", "30,5 days", false, "30 is not inside 30,5"},
		{"30 days", "1,030 days", false, "30 is not a thousands group"},
		{"30 days", "2030-01-01", false, "30 is not inside a date"},
		{"30 days", "30 days", true, "equal"},
	})
}

func TestBoundarySentenceFinalPeriod(t *testing.T) {
	runGround(t, []groundCase{
		{"30 days", "The window is 30.", true, "a full stop ends the number"},
		{"The window is 30.", "30 days", true, "in a claim too"},
		{"1,000 units", "we sold 1,000, then stopped", true, "a trailing comma"},
		{"30.5", "30. 5", false, "a full stop followed by a space is not a decimal point"},
	})
}

func TestBoundaryGluedToLetter(t *testing.T) {
	runGround(t, []groundCase{
		{"3 reports", "Q3 report", false, "Q3 does not ground 3"},
		{"2 apps", "v2 app", false, "v2 does not ground 2"},
		{"200 units", "the H200 unit", false, "H200 does not ground 200"},
		{"19 cases", "COVID-19 cases", false, "a hyphenated word"},
		{"In Q3 sales grew", "no numbers at all", true, "Q3 in a claim is no number to check"},
		{"the H200 costs $30", "H200: $30", true, "only $30 is checked"},
		{"第3四半期の売上は30億円", "第3四半期の売上高は30億円", true, "Han letters do not glue"},
		{"第3四半期の売上は30億円", "売上高は30億円", false, "so 第3 holds a 3 to ground"},
	})
}

func TestEqualValues(t *testing.T) {
	runGround(t, []groundCase{
		{"1,000", "1000", true, "separators do not matter"},
		{"1000", "1 000", true, "a plain-space group"},
		{"1000", "1\u00a0000", true, "a no-break space group"},
		{"1\u00a0000", " ; 1\u00a0000: ", true, "a no-break space group between separators (once a rapid failure)"},
		{"1000 Euro", "1.000 Euro", true, "a German thousand"},
		{"1.000", "1,000", true, "and the other way: 1.000 may be a German thousand"},
		{"1.5", "1,5", true, "decimal mark"},
		{"₹100,000", "₹1,00,000", true, "Indian and Western grouping"},
		{"₹1", "₹1,00,000", false, "a lakh is not one"},
		{"12,34,567", "1234567", true, "Indian grouping and none"},
		{"200", "10 200 300", true, "a plain-space group also counts as its parts"},
		{"1 200", "1,200", true, "a claim's group is read whole"},
		{"10 200", "10 and 200", true, "or as its parts"},
		{"30%", "30", false, "a percentage is not a number"},
		{"30", "30%", false, "nor the other way"},
		{"30 percent", "30%", true, "percent word"},
		{"30,5 %", "30.5%", true, "European decimal"},
		{"3-5", "3–5", true, "hyphen and en dash"},
		{"3 – 5 days", "3-5 days", true, "spaced en dash"},
		{"3–5%", "3%-5%", true, "a shared unit"},
		{"5 days", "3–5 days", true, "a range grounds its ends"},
		{"3–5 days", "between 3 and 5 days", true, "a range by its two ends in one sentence"},
		{"3–5 days", "3 days. Later, 5 days.", false, "but not across sentences"},
		{"3rd", "3", true, "ordinal and cardinal"},
		{"3", "3rd", true, "cardinal and ordinal"},
		{"30.5", "30.50", false, "digits as written"},
		{"3.1", "3.10", false, "section 3.10 is not 3.1"},
		{"$189", "$189.00", true, "an amount of money's trailing zeros say nothing"},
		{"$189.00", "$189", true, "nor the other way"},
		{"€8,500", "€8,500.00", true, "in any currency"},
		{"12.5%", "12.50%", true, "nor a percentage's"},
		{"$189.50", "$189", false, "but cents do"},
		{"$189.5", "$189.50", true, "half a dollar either way"},
		{"4.2", "4.2.1", false, "a code grounds only itself"},
		{"5%", "−5%", true, "an unsigned claim number and a negative source number"},
		{"-5%", "5%", false, "a negative claim number needs a negative source number"},
		{"−5%", "-5%", true, "minus signs"},
		{"$45", "45 USD", true, "$ and USD"},
		{"$45", "45 CAD", true, "$ and another dollar"},
		{"$45", "€45", false, "two stated currencies"},
		{"USD 45", "45 EUR", false, "two stated codes"},
		{"45", "$45", true, "an amount without currency"},
		{"$45", "the fee is 45", true, "a source amount without currency (a table in dollars)"},
		{"¥30", "30 JPY", true, "¥ and JPY"},
		{"1.5 million", "1,500,000", true, "scaled and written out"},
		{"1,500,000", "$1.5m", true, "the other way, with a currency"},
		{"1.5 million", "1.5", true, "a table in millions"},
		{"1.5", "1.5 million", true, "a claim that leaves out the scale"},
		{"1.5 million", "1.5 billion", false, "two stated scales"},
		{"15k", "15,000", true, "k"},
		{"3万人", "30000人", true, "万"},
		{"2026", "2026-11-30", true, "a date grounds its year"},
		{"30", "2026-11-30", false, "but not its day"},
		{"November 2026", "2026-11-30", true, "a date grounds its month"},
		{"30 November", "30/11/2026", true, "and its day and month"},
		{"30 November 2026", "2026-11-30", true, "written differently"},
		{"2026-11-30", "November 2026", false, "a month does not ground a day"},
		{"2026-06-05", "05/06/2026", false, "an ambiguous date grounds only itself"},
		{"5/6/2026", "05/06/2026", true, "as written, padded"},
		{"9:30 pm", "21:30", true, "times"},
		{"thirty days", "30 days", true, "spelled-out numbers are not checked"},
		{"30 days", "thirty days", false, "nor do they ground"},
	})
}

func TestCJKFullWidth(t *testing.T) {
	src := "返金期間は商品到着後３０日以内です。売上高は３０億円、前年比１２．５％増。２０２６年１１月３０日に改定。"
	runGround(t, []groundCase{
		{"返金期間は30日以内", src, true, "full-width 30"},
		{"売上高は30億円", src, true, "full-width amount with a scale"},
		{"30億円", src, true, "scaled amount"},
		{"3 billion yen", src, true, "the same amount in English"},
		{"12.5%", src, true, "full-width decimal and percent"},
		{"2026-11-30", src, true, "full-width date"},
		{"返金期間は60日以内", src, false, "a changed number"},
		{"13%", src, false, "a changed percentage"},
	})
	ms := grounded("返金期間は60日以内", src)
	if len(ms) != 1 || ms[0].Near == nil || ms[0].Near.Text != "３０" {
		t.Errorf("Grounded: Near = %v; want the full-width 30", ms)
	}
}

// TestMissing checks the causes and the numbers offered instead.
func TestMissing(t *testing.T) {
	src := "The refund window is 30 days. Fees are $49 per month. In 2025 the fee was $45."
	tests := []struct {
		claim      string
		want, near []string
		why        string
	}{
		{"The refund window is 30 days.", nil, nil, "grounded"},
		{"The refund window is 60 days.", []string{"60"}, []string{"30"}, "the same sentence"},
		{"Fees are $47 per month.", []string{"$47"}, []string{"$49"}, "closest amount in the best sentence"},
		{"The fee was 12% higher.", []string{"12%"}, nil, "nothing of its kind"},
	}
	x := numbers.NewIndex(src)
	for _, tt := range tests {
		ms := onMissing(x, tt.claim)
		var near []string
		for _, m := range ms {
			if m.Cause != numbers.Absent {
				t.Errorf("Missing(%q): cause %q; want %q", tt.claim, m.Cause, numbers.Absent)
			}
			if m.Near != nil {
				near = append(near, m.Near.Text)
				if src[m.Near.Start:m.Near.End] != m.Near.Text {
					t.Errorf("Missing(%q): Near range [%d:%d] is not %q", tt.claim, m.Near.Start, m.Near.End, m.Near.Text)
				}
			}
			if tt.claim[m.Start:m.End] != m.Text {
				t.Errorf("Missing(%q): range [%d:%d] is not %q", tt.claim, m.Start, m.End, m.Text)
			}
		}
		if diff := cmp.Diff(tt.want, missingTexts(ms)); diff != "" {
			t.Errorf("Missing(%q) (%s) (-want +got):\n%s", tt.claim, tt.why, diff)
		}
		if diff := cmp.Diff(tt.near, near); diff != "" {
			t.Errorf("Missing(%q) Near (%s) (-want +got):\n%s", tt.claim, tt.why, diff)
		}
	}
}

// TestMissingNearCurrency pins that an absent amount is compared with an
// amount in its currency before a number nearer in value: "$3 million"
// with "$3 billion", not with 2014.
func TestMissingNearCurrency(t *testing.T) {
	x := numbers.NewIndex("In 2014 Orrin bought Kel for $3 billion.")
	ms := onMissing(x, "In 2014 Orrin bought Kel for $3 million.")
	if len(ms) != 1 || ms[0].Near == nil || ms[0].Near.Text != "$3 billion" {
		t.Errorf("Missing: %v; want $3 million, near $3 billion", ms)
	}
}

func TestMissingIn(t *testing.T) {
	src := "Plan A costs $49 per month. Plan B costs $45 per month."
	x := numbers.NewIndex(src)
	b := len("Plan A costs $49 per month. ")
	tests := []struct {
		claim      string
		start, end int
		want       []string
		cause      numbers.Cause
		near       string
	}{
		{"Plan B costs $45.", b, len(src), nil, numbers.Absent, ""},
		{"Plan B costs $49.", b, len(src), []string{"$49"}, numbers.OutsideQuote, "$45"},
		{"Plan B costs $50.", b, len(src), []string{"$50"}, numbers.Absent, "$45"},
		{"Plan B costs $45.", b + 14, len(src), []string{"$45"}, numbers.OutsideQuote, ""},
		{"Plan B costs $45.", b, b + 15, []string{"$45"}, numbers.OutsideQuote, ""},
		{"Plan B costs $45.", b + 13, b + 16, nil, numbers.Absent, ""},
		{"Plan B costs $45.", -5, 1 << 30, nil, numbers.Absent, ""},
	}
	for _, tt := range tests {
		ms := x.Check(numbers.On, tt.claim, tt.start, tt.end)
		if diff := cmp.Diff(tt.want, missingTexts(ms)); diff != "" {
			t.Errorf("MissingIn(%q, %d, %d) (-want +got):\n%s", tt.claim, tt.start, tt.end, diff)
			continue
		}
		for _, m := range ms {
			if m.Cause != tt.cause {
				t.Errorf("MissingIn(%q, %d, %d): cause %q; want %q", tt.claim, tt.start, tt.end, m.Cause, tt.cause)
			}
			near := ""
			if m.Near != nil {
				near = m.Near.Text
			}
			if near != tt.near {
				t.Errorf("MissingIn(%q, %d, %d): Near %q; want %q", tt.claim, tt.start, tt.end, near, tt.near)
			}
			if m.Cause == numbers.OutsideQuote && (m.At == nil || m.At.Text != m.Text) {
				t.Errorf("MissingIn(%q, %d, %d): At = %v; want the occurrence outside", tt.claim, tt.start, tt.end, m.At)
			}
		}
	}
}

func TestCheckModes(t *testing.T) {
	x := numbers.NewIndex("Q3 revenue was 120.")
	if got := missing(x, numbers.Off, "Q3 revenue was 999."); got != nil {
		t.Errorf("Check(Off) = %v; want nil", got)
	}
	if got := missingTexts(missing(x, numbers.On, "Q3 revenue was 999.")); !cmp.Equal(got, []string{"999"}) {
		t.Errorf("Check(On) = %q; want [999]", got)
	}
	if got := grounded("no numbers", ""); got != nil {
		t.Errorf("Grounded(no numbers, empty) = %v; want nil", got)
	}
	if got := missingTexts(grounded("30 days", "")); !cmp.Equal(got, []string{"30"}) {
		t.Errorf("Grounded(30 days, empty) = %q; want [30]", got)
	}
}

func TestReason(t *testing.T) {
	tok := func(text string) numbers.Token { return numbers.Token{Text: text} }
	near := func(text string) *numbers.Token { t := tok(text); return &t }
	tests := []struct {
		m    numbers.Missing
		want string
	}{
		{numbers.Missing{Token: tok("45"), Cause: numbers.Absent}, "45 is not in source 1"},
		{numbers.Missing{Token: tok("45"), Cause: numbers.Absent, Near: near("49")}, "45 is not in source 1; it says 49"},
		{numbers.Missing{Token: tok("45"), Cause: numbers.OutsideQuote, Near: near("49")}, "45 is in source 1 but not in the quoted passage; the passage says 49"},
		{numbers.Missing{Token: tok("120"), Cause: numbers.WrongRow, Row: "Revenue", WantRow: "Profit", Near: near("15")}, "120 is in source 1 but in the Revenue row, not the Profit row, which says 15"},
		{numbers.Missing{Token: tok("120"), Cause: numbers.WrongRow, Row: "Revenue"}, "120 is in source 1 but in the Revenue row, which the claim does not name"},
		{numbers.Missing{Token: tok("120"), Cause: numbers.WrongColumn, Column: "Q3", WantColumn: "Q2", Near: near("110")}, "120 is in source 1 but in the Q3 column, not the Q2 column, which says 110"},
		{numbers.Missing{Token: tok("120"), Cause: numbers.WrongCell, Row: "Revenue", Column: "Q3", WantRow: "Profit", WantColumn: "Q2", Near: near("12")}, "120 is in source 1 but in the Revenue row and Q3 column, not Profit, Q2, which says 12"},
		{numbers.Missing{Token: tok("120"), Cause: numbers.WrongLine, Words: []string{"profit", "q3"}, Near: near("15")}, "120 is in source 1 but not where it mentions profit and q3; there it says 15"},
	}
	for _, tt := range tests {
		if got := tt.m.Reason("source 1"); got != tt.want {
			t.Errorf("Reason(%+v) = %q; want %q", tt.m, got, tt.want)
		}
	}
}

func TestParseMode(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want numbers.Mode
		err  bool
	}{{"", numbers.On, false}, {"on", numbers.On, false}, {"off", numbers.Off, false}, {"row", numbers.Row, false}, {"ON", numbers.On, true}, {"rows", numbers.On, true}} {
		got, err := numbers.ParseMode(tt.in)
		if got != tt.want || (err != nil) != tt.err {
			t.Errorf("ParseMode(%q) = %v, %v; want %v, error %v", tt.in, got, err, tt.want, tt.err)
		}
	}
	var zero numbers.Mode
	if zero != numbers.On {
		t.Errorf("zero Mode = %v; want on", zero)
	}
	for _, m := range []numbers.Mode{numbers.On, numbers.Off, numbers.Row} {
		b, err := m.MarshalText()
		if err != nil || string(b) != m.String() {
			t.Errorf("%v.MarshalText() = %q, %v", m, b, err)
		}
		var back numbers.Mode
		if err := back.UnmarshalText(b); err != nil || back != m {
			t.Errorf("UnmarshalText(%q) = %v, %v; want %v", b, back, err, m)
		}
	}
	if _, err := numbers.Mode(9).MarshalText(); err == nil {
		t.Errorf("Mode(9).MarshalText() succeeded")
	}
}

// TestCauseText checks that a Cause reads and writes the names the
// contract has always used, and that a Missing's JSON is unchanged by
// its type.
func TestCauseText(t *testing.T) {
	names := map[numbers.Cause]string{
		numbers.Absent: "absent", numbers.OutsideQuote: "outside_quote", numbers.WrongRow: "wrong_row",
		numbers.WrongColumn: "wrong_column", numbers.WrongCell: "wrong_cell", numbers.WrongLine: "wrong_line",
	}
	for c, name := range names {
		b, err := c.MarshalText()
		if err != nil || string(b) != name || c.String() != name {
			t.Errorf("%d.MarshalText() = %q, %v; want %q", c, b, err, name)
		}
		var back numbers.Cause
		if err := back.UnmarshalText(b); err != nil || back != c {
			t.Errorf("UnmarshalText(%q) = %v, %v; want %v", b, back, err, c)
		}
	}
	if _, err := numbers.Cause(len(names)).MarshalText(); err == nil {
		t.Errorf("Cause(%d).MarshalText() succeeded", len(names))
	}
	ms := rowMissing(numbers.NewIndex(financeTable), "Q3 profit was 120")
	if len(ms) != 1 {
		t.Fatalf("Check(Row) = %v; want one missing number", ms)
	}
	b, err := json.Marshal(ms[0])
	if err != nil || !strings.Contains(string(b), `"cause":"wrong_row"`) {
		t.Errorf("json.Marshal(%+v) = %s, %v; want \"cause\":\"wrong_row\"", ms[0], b, err)
	}
}

func TestKindText(t *testing.T) {
	for k := numbers.Integer; k <= numbers.Code; k++ {
		b, err := k.MarshalText()
		if err != nil {
			t.Fatalf("%v.MarshalText(): %v", k, err)
		}
		var back numbers.Kind
		if err := back.UnmarshalText(b); err != nil || back != k {
			t.Errorf("UnmarshalText(%q) = %v, %v; want %v", b, back, err, k)
		}
	}
	if _, err := numbers.Kind(200).MarshalText(); err == nil {
		t.Errorf("Kind(200).MarshalText() succeeded")
	}
	var k numbers.Kind
	if err := k.UnmarshalText([]byte("integers")); err == nil {
		t.Errorf("UnmarshalText(integers) succeeded")
	}
}

// TestIndexConcurrent checks an index from many goroutines at once; run
// with -race to check the lazily built parts.
func TestIndexConcurrent(t *testing.T) {
	x := numbers.NewIndex(financeTable + "\nThe refund window is 30 days.")
	claims := []string{"Q3 profit was 120", "Q3 profit was 15", "refunds within 60 days", "Revenue in Q1 was 100"}
	want := make([][]numbers.Missing, len(claims))
	for i, c := range claims {
		want[i] = rowMissing(numbers.NewIndex(x.Source()), c)
	}
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i, c := range claims {
				if got := rowMissing(x, c); !cmp.Equal(got, want[i]) {
					t.Errorf("MissingRow(%q) concurrently = %v; want %v", c, got, want[i])
				}
			}
		}()
	}
	wg.Wait()
}

// TestCheckAllocs guards the cost of checking a claim against a prepared
// index: a claim without digits allocates nothing, and a grounded claim
// little more than folding its numbers' words takes.
func TestCheckAllocs(t *testing.T) {
	x := numbers.NewIndex(corpus(64<<10, false))
	for _, tt := range []struct {
		claim string
		max   float64
	}{
		{"No numbers in this claim at all.", 0},
		{"Refunds are accepted within 30 days.", 10},
		{"Revenue rose 12.5% to €4.2 million in Q3 2026.", 20},
	} {
		if n := testing.AllocsPerRun(50, func() { onMissing(x, tt.claim) }); n > tt.max {
			t.Errorf("Missing(%q) allocates %v times; want at most %v", tt.claim, n, tt.max)
		}
	}
}
