package numbers_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/verbatim-go/verbatim/numbers"
)

// tk is a token without its range, for short tables.
type tk struct {
	Text, Value string
	Kind        numbers.Kind
}

func (t tk) String() string { return fmt.Sprintf("%q=%s(%s)", t.Text, t.Value, t.Kind) }

const (
	I   = numbers.Integer
	D   = numbers.Decimal
	P   = numbers.Percent
	C   = numbers.Currency
	R   = numbers.Range
	Dt  = numbers.Date
	Tm  = numbers.Time
	O   = numbers.Ordinal
	Cod = numbers.Code
)

func short(ts []numbers.Token) []tk {
	var out []tk
	for _, t := range ts {
		out = append(out, tk{t.Text, t.Value, t.Kind})
	}
	return out
}

var tokenTests = []struct {
	in   string
	want []tk
	why  string
}{
	{"", nil, "empty"},
	{"no numbers here", nil, "no digits"},
	{"within 30 days", []tk{{"30", "30", I}}, "a plain integer"},
	{"30 days, 300 days, 130 days", []tk{{"30", "30", I}, {"300", "300", I}, {"130", "130", I}}, "values are whole"},

	// Separators.
	{"1,000 and 1000", []tk{{"1,000", "1000", I}, {"1000", "1000", I}}, "comma thousands"},
	{"12,345,678", []tk{{"12,345,678", "12345678", I}}, "several comma groups"},
	{"1,00,000 and 12,34,56,789", []tk{{"1,00,000", "100000", I}, {"12,34,56,789", "123456789", I}}, "Indian grouping"},
	{"1,00,000.50", []tk{{"1,00,000.50", "100000.50", D}}, "Indian grouping, decimal point"},
	{"1,234.56", []tk{{"1,234.56", "1234.56", D}}, "comma thousands, decimal point"},
	{"1,000,000.5 and 1,000,000.5", []tk{{"1,000,000.5", "1000000.5", D}, {"1,000,000.5", "1000000.5", D}}, "several comma groups, decimal point, read twice"},
	{"1.000.000", []tk{{"1.000.000", "1000000", I}}, "dot thousands need two groups"},
	{"1.234,56", []tk{{"1.234,56", "1234.56", D}}, "dot thousands, decimal comma"},
	{"1.000", []tk{{"1.000", "1.000", D}}, "a lone dot before three digits is a decimal point"},
	{"1 000 000", []tk{{"1 000 000", "1000000", I}}, "plain-space thousands"},
	{"1\u00a0000", []tk{{"1\u00a0000", "1000", I}}, "no-break space thousands"},
	{"1\u202f234,5", []tk{{"1\u202f234,5", "1234.5", D}}, "narrow no-break space and a decimal comma"},
	{"1  000", []tk{{"1", "1", I}, {"000", "000", I}}, "two spaces do not group"},
	{"1\n000", []tk{{"1", "1", I}, {"000", "000", I}}, "a line break does not group"},
	{"2019 100 people", []tk{{"2019", "2019", I}, {"100", "100", I}}, "a four-digit lead does not group"},
	{"1 0000", []tk{{"1", "1", I}, {"0000", "0000", I}}, "a group has three digits"},
	{"30,5", []tk{{"30,5", "30.5", D}}, "decimal comma"},
	{"0,125", []tk{{"0,125", "0.125", D}}, "a 0 lead makes a decimal comma"},
	{"1,2,3", []tk{{"1", "1", I}, {"2", "2", I}, {"3", "3", I}}, "a list is not a decimal"},
	{"30.50", []tk{{"30.50", "30.50", D}}, "digits as written"},
	{"007", []tk{{"007", "007", I}}, "leading zeros kept"},
	{".5 and 0.5", []tk{{".5", "0.5", D}, {"0.5", "0.5", D}}, "a leading decimal point"},

	// Sentence ends.
	{"within 30.", []tk{{"30", "30", I}}, "a full stop is no decimal point"},
	{"1,000, then", []tk{{"1,000", "1000", I}}, "a trailing comma is not part of it"},
	{"30.5.", []tk{{"30.5", "30.5", D}}, "a decimal before a full stop"},

	// Signs.
	{"−5 and -5 and +5", []tk{{"−5", "-5", I}, {"-5", "-5", I}, {"+5", "5", I}}, "minus signs; plus is dropped"},
	{"(–5%)", []tk{{"–5%", "-5%", P}}, "an en dash as minus"},
	{"-$5", []tk{{"-$5", "$ -5", C}}, "a sign before a currency"},
	{"x-5", nil, "a hyphen after a letter joins a word"},
	{"3 -5", []tk{{"3", "3", I}, {"-5", "-5", I}}, "a spaced minus is a sign"},

	// Percent.
	{"30% 30 % 30 percent 30 per cent 30‰", []tk{{"30%", "30%", P}, {"30 %", "30%", P}, {"30 percent", "30%", P}, {"30 per cent", "30%", P}, {"30‰", "30‰", P}}, "percent forms"},
	{"30,5 %", []tk{{"30,5 %", "30.5%", P}}, "European percent"},

	// Currency.
	{"$45", []tk{{"$45", "$ 45", C}}, "dollar sign"},
	{"45 USD", []tk{{"45 USD", "USD 45", C}}, "code after"},
	{"USD 45", []tk{{"USD 45", "USD 45", C}}, "code before"},
	{"45 usd", []tk{{"45", "45", I}}, "codes count in capitals only"},
	{"€45 and 45 €", []tk{{"€45", "EUR 45", C}, {"45 €", "EUR 45", C}}, "euro sign either side"},
	{"£1,250.00", []tk{{"£1,250.00", "GBP 1250.00", C}}, "pound sign"},
	{"US$ 3.5bn", []tk{{"US$ 3.5bn", "USD 3500000000", C}}, "US$ and a scale"},
	{"45 dollars", []tk{{"45 dollars", "$ 45", C}}, "currency word"},
	{"1,5 Mio. €", []tk{{"1,5 Mio. €", "EUR 1500000", C}}, "German scale abbreviation"},

	// Scale.
	{"1.5 million", []tk{{"1.5 million", "1500000", I}}, "scale word"},
	{"15k users", []tk{{"15k", "15000", I}}, "attached k"},
	{"$5m", []tk{{"$5m", "$ 5000000", C}}, "attached m after a currency"},
	{"5m", []tk{{"5m", "5m", Cod}}, "attached m alone may be metres"},
	{"0.5 billion", []tk{{"0.5 billion", "500000000", I}}, "a fraction of a scale"},
	{"1.2345 thousand", []tk{{"1.2345 thousand", "1234.5", D}}, "a scale that leaves a fraction"},

	// Ranges.
	{"3-5 days", []tk{{"3-5", "3-5", R}}, "hyphen range"},
	{"3–5 days and 3 – 5 days", []tk{{"3–5", "3-5", R}, {"3 – 5", "3-5", R}}, "en dash range, spaced or not"},
	{"3 - 5", []tk{{"3", "3", I}, {"5", "5", I}}, "a spaced hyphen is not a range"},
	{"3–5%", []tk{{"3–5%", "3-5%", R}}, "a unit on the second end applies to both"},
	{"3%-5%", []tk{{"3%-5%", "3-5%", R}}, "a unit on both ends"},
	{"$3–5 million", []tk{{"$3–5 million", "$ 3000000-5000000", R}}, "currency and scale shared"},
	{"$3–5m", []tk{{"$3–5m", "$ 3000000-5000000", R}}, "m after a dollar range is a million"},
	{"3-5 million euros", []tk{{"3-5 million euros", "EUR 3000000-5000000", R}}, "units after the range"},
	{"2019–2020", []tk{{"2019–2020", "2019-2020", R}}, "years"},
	{"5-year plan", []tk{{"5", "5", I}}, "a hyphen before a word"},
	{"3~5", []tk{{"3~5", "3-5", R}}, "tilde range"},

	// Dates.
	{"2026-11-30", []tk{{"2026-11-30", "2026-11-30", Dt}}, "ISO date"},
	{"30/11/2026", []tk{{"30/11/2026", "2026-11-30", Dt}}, "day above 12 first"},
	{"11/30/2026", []tk{{"11/30/2026", "2026-11-30", Dt}}, "day above 12 second"},
	{"05/06/2026", []tk{{"05/06/2026", "05/06/2026", Dt}}, "order cannot be told"},
	{"5/6/2026", []tk{{"5/6/2026", "05/06/2026", Dt}}, "ambiguous dates are padded"},
	{"06/06/2026", []tk{{"06/06/2026", "2026-06-06", Dt}}, "equal day and month"},
	{"30.11.2026", []tk{{"30.11.2026", "2026-11-30", Dt}}, "dots mean day, month, year"},
	{"05.06.2026", []tk{{"05.06.2026", "2026-06-05", Dt}}, "dots even when both are 12 or less"},
	{"30 November 2026", []tk{{"30 November 2026", "2026-11-30", Dt}}, "day, month name, year"},
	{"November 30, 2026", []tk{{"November 30, 2026", "2026-11-30", Dt}}, "month name, day, year"},
	{"Nov. 30th, 2026", []tk{{"Nov. 30th, 2026", "2026-11-30", Dt}}, "abbreviation and ordinal day"},
	{"30. November 2026", []tk{{"30. November 2026", "2026-11-30", Dt}}, "German day"},
	{"30 de noviembre de 2026", []tk{{"30 de noviembre de 2026", "2026-11-30", Dt}}, "Spanish"},
	{"the 30th of November", []tk{{"30th of November", "--11-30", Dt}}, "no year"},
	{"on 12 May the", []tk{{"12 May", "--05-12", Dt}}, "May in capitals is the month"},
	{"under 12 may take", []tk{{"12", "12", I}}, "may in lower case without a year is the verb"},
	{"on 12 may 2026", []tk{{"12 may 2026", "2026-05-12", Dt}}, "with a year, the month"},
	{"born on 13 May.", []tk{{"13 May", "--05-13", Dt}}, "the full stop after a whole month name ends the sentence"},
	{"due 13 Nov. next", []tk{{"13 Nov.", "--11-13", Dt}}, "an abbreviation keeps its full stop"},
	{"November 2026", []tk{{"November 2026", "2026-11", Dt}}, "month and year"},
	{"in April of 1397", []tk{{"April of 1397", "1397-04", Dt}}, "month of a year"},
	{"the May of 1990 floods", []tk{{"May of 1990", "1990-05", Dt}}, "May of a year is the month"},
	{"April of 97", []tk{{"97", "97", I}}, "of before a year of two digits"},
	{"(2 May 1901-4 June 1980)", []tk{{"2 May 1901", "1901-05-02", Dt}, {"4 June 1980", "1980-06-04", Dt}}, "two dates joined by a hyphen"},
	{"the 1901-4 season", []tk{{"1901-4", "1901-4", R}}, "a year and a digit after a hyphen, with no month"},
	{"May 1,000 units", []tk{{"1,000", "1000", I}}, "a month name before an amount"},
	{"2026年11月30日", []tk{{"2026年11月30日", "2026-11-30", Dt}}, "Japanese date"},
	{"２０２６年１１月３０日", []tk{{"２０２６年１１月３０日", "2026-11-30", Dt}}, "full-width Japanese date"},
	{"2026년 11월 30일", []tk{{"2026년 11월 30일", "2026-11-30", Dt}}, "Korean date"},
	{"13/13/2026", []tk{{"13/13/2026", "13/13/2026", Cod}}, "not a date"},

	// Times and codes.
	{"9:30 and 9:30 pm and 12:00 am", []tk{{"9:30", "09:30", Tm}, {"9:30 pm", "21:30", Tm}, {"12:00 am", "00:00", Tm}}, "times"},
	{"9am, 9 a.m., 5 PM and 12 am", []tk{{"9am", "09:00", Tm}, {"9 a.m.", "09:00", Tm}, {"5 PM", "17:00", Tm}, {"12 am", "00:00", Tm}}, "hours"},
	{"It opens at 9 a.m", []tk{{"9 a.m", "09:00", Tm}}, "an hour whose mark lost its last full stop"},
	{"13 pm, 9 amps and 5 pmol", []tk{{"13", "13", I}, {"9", "9", I}, {"5", "5", I}}, "no hours"},
	{"3:1", []tk{{"3:1", "3:1", Cod}}, "a ratio"},
	{"4.2.1", []tk{{"4.2.1", "4.2.1", Cod}}, "a section number"},
	{"192.168.0.1", []tk{{"192.168.0.1", "192.168.0.1", Cod}}, "an address"},
	{"3/4 and 24/7", []tk{{"3/4", "3/4", Cod}, {"24/7", "24/7", Cod}}, "fractions"},
	{"½", []tk{{"½", "1/2", Cod}}, "a vulgar fraction folds to 1⁄2"},
	{"978-3-16-148410-0", []tk{{"978-3-16-148410-0", "978-3-16-148410-0", Cod}}, "an ISBN"},
	{"section 12a", []tk{{"12a", "12a", Cod}}, "a lettered section is not 12"},

	// Ordinals and units.
	{"1st 2nd 3rd 4th 21st", []tk{{"1st", "1", O}, {"2nd", "2", O}, {"3rd", "3", O}, {"4th", "4", O}, {"21st", "21", O}}, "ordinals"},
	{"5kg and 24hrs", []tk{{"5", "5", I}, {"24", "24", I}}, "units of two letters or more are left out"},

	// Words that hold digits.
	{"Q3 v2 H200 FY2024 COVID-19 A1.5 v2.0", nil, "digits after letters"},
	{"No.5", []tk{{"5", "5", I}}, "a full stop after a word separates"},
	{"mid-1990s, pre-2008, Post-1945 and early-30s", []tk{{"1990s", "1990s", Cod}, {"2008", "2008", I}, {"1945", "1945", I}, {"30s", "30s", Cod}}, "a time word's hyphen does not glue"},
	{"xmid-1990 premid-2008 re-2008", nil, "other words' hyphens do"},
	{"3D 5G", []tk{{"3D", "3d", Cod}, {"5G", "5g", Cod}}, "one letter after: a code"},
	{"4K", []tk{{"4K", "4000", I}}, "but k is a thousand"},

	// Scripts.
	{"売上は３０億円", []tk{{"３０億円", "JPY 3000000000", C}}, "full-width digits, scale and yen"},
	{"５０％", []tk{{"５０％", "50%", P}}, "full-width percent"},
	{"٣٠ يوما", []tk{{"٣٠", "30", I}}, "Arabic-Indic digits"},
	{"返金は30日以内", []tk{{"30", "30", I}}, "Han letters do not glue"},

	// Footnotes.
	{"in 2024¹ we", []tk{{"2024", "2024", I}}, "a superscript ends a number"},
	{"x² and 10²", []tk{{"10", "10", I}}, "superscripts are not numbers"},
}

func TestTokens(t *testing.T) {
	for _, tt := range tokenTests {
		got := short(numbers.Tokens(tt.in))
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Tokens(%q) (%s) (-want +got):\n%s", tt.in, tt.why, diff)
		}
	}
}

// TestTokenRanges checks that each token's range slices back to its text.
func TestTokenRanges(t *testing.T) {
	for _, tt := range tokenTests {
		for _, tok := range numbers.Tokens(tt.in) {
			if got := tt.in[tok.Start:tok.End]; got != tok.Text {
				t.Errorf("Tokens(%q): [%d:%d] = %q; want %q", tt.in, tok.Start, tok.End, got, tok.Text)
			}
		}
	}
}

// TestTokensInContext checks that the tokens of each case are found the
// same inside a sentence.
func TestTokensInContext(t *testing.T) {
	for _, tt := range tokenTests {
		in := "See: " + tt.in + " (end)"
		got := short(numbers.Tokens(in))
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Tokens(%q) (%s) (-want +got):\n%s", in, tt.why, diff)
		}
	}
}

func TestTokensHugeDigitRun(t *testing.T) {
	s := "a " + strings.Repeat("9", 1<<20) + " b"
	ts := numbers.Tokens(s)
	if len(ts) != 1 || ts[0].Start != 2 || ts[0].End != 2+1<<20 {
		t.Fatalf("Tokens(1 MiB of 9s) = %d tokens; want 1 covering the run", len(ts))
	}
}

func TestTokensOddInput(t *testing.T) {
	for _, in := range []string{"\x00", "3\x005", "\xff30\xfe", "30\xff%", strings.Repeat("-", 1000) + "5", "1" + strings.Repeat(",000", 10000)} {
		for _, tok := range numbers.Tokens(in) {
			if in[tok.Start:tok.End] != tok.Text {
				t.Errorf("Tokens(%q): range [%d:%d] is not %q", in, tok.Start, tok.End, tok.Text)
			}
		}
	}
}
