// Package numbers finds the numbers of a text and checks that the numbers
// of a claim appear in the source it cites.
//
// Numbers are where answers go wrong and where readers get burned: a
// changed amount, a date off by one, the right figure from the wrong row.
// [Tokens] finds the numbers of a text with their byte ranges; an [Index]
// prepares a source once and reports, for any claim, the numbers the
// source does not ground, each with a cause and a reason a person can read
// ("45 is not in source 1; it says 49").
//
// # Tokens
//
// Tokens reads the text in its [normalize.Strict] folding, so full-width
// and other compatibility digits count as their ASCII equivalents (３０ is
// 30, ５０％ is 50%); decimal digits of other scripts (٣٠) count too. A
// token's range is always into the original text, and
//
//	s[t.Start:t.End] == t.Text
//	Tokens(t.Text) == []Token{{0, len(t.Text), t.Text, t.Value, t.Kind}}
//
// for every token t of s: a token means the same on its own. Tokens are in
// order and do not overlap.
//
// One token is, with its Value:
//
//	1000, 1,000, 1 000, 1.000.000     Integer  "1000", "1000000": separators dropped
//	30.5, 30,5, 1.234,56, 0,125       Decimal  "30.5", "1234.56", "0.125": the mark is "."
//	−5, -5, +5                         Integer  "-5", "5": U+2212, U+2013 and "-" are minus
//	1.5 million, 15k, 30億             Integer  "1500000", "15000", "3000000000"
//	30%, 30 %, 30 percent, 30‰         Percent  "30%", "30‰"
//	$45, 45 USD, €45, US$ 3.5bn, 30億円 Currency "$ 45", "USD 45", "EUR 45", "USD 3500000000"
//	3-5, 3–5, 3 – 5, 3~5, 3–5%, $3–5m  Range    "3-5", "3-5%", "$ 3000000-5000000"
//	2026-11-30, 30/11/2026, 30.11.2026 Date     "2026-11-30"
//	11/30/2026, 30 November 2026       Date     "2026-11-30"
//	November 30, 2026, 2026年11月30日  Date     "2026-11-30"
//	05/06/2026                         Date     "05/06/2026": day and month cannot be told apart
//	November 2026, 30 November         Date     "2026-11", "--11-30"
//	9:30, 9:30 pm, 9am, 5 p.m.         Time     "09:30", "21:30", "09:00", "17:00"
//	1st, 2nd, 3rd, 30th                Ordinal  "1", "3", "30"
//	4.2.1, 3/4, 24/7, 3:1, 12a, 5m     Code     "4.2.1", "3/4", "12a": digits that label
//	978-3-16-148410-0                  Code     three or more hyphenated groups
//
// The rules behind the table:
//
//   - Thousands separators: a comma before exactly three digits (1,000; not
//     0,125, whose lead is 0); Indian grouping, commas before groups of two
//     digits and a last group of three (1,00,000 is 100000); a dot before three digits when there are two
//     such groups (1.000.000) or a decimal comma follows (1.234,56); a
//     no-break, thin, narrow no-break or figure space before three digits;
//     and one plain space before three digits (1 000). A lone dot before
//     three digits (1.000) is a decimal point, but 1.000 also grounds 1000,
//     as German writes a thousand. Groups joined by a plain space also
//     ground each group on its own, since plain spaces also separate lists
//     and table columns: a source's "10 200 300" grounds a claim's 200.
//   - A decimal comma is a comma before one, two or four or more digits
//     (30,5), unless the number is an item of a list (1,2,3).
//   - A full stop or comma ends a number unless a digit follows it: "within
//     30." holds the token 30.
//   - A sign is part of a number only after a space, an opening bracket or
//     the start of the text, never after a letter or a digit: in 3-5 the
//     hyphen makes a range.
//   - Scales: thousand, million, billion, trillion and their plurals; mn,
//     mln, mio, bn, bln, mrd, tn, trn; lakh and crore; k attached (15k);
//     m, b and t attached after a currency ($5m); 千, 万, 億 and 亿 attached.
//     Value is the scaled number. 5m without a currency is the Code "5m":
//     it may be metres.
//   - Currencies: a symbol before or after the number (\p{Sc}; € is EUR, £
//     GBP, ₹ INR; $, ¥ and kr stay symbols since several currencies use
//     them), US$, A$, C$ and the like, an ISO 4217 code in capitals before
//     or after (USD 45, 45 EUR), and the words dollars, euros, yen, yuan,
//     rupees, 円 and 元.
//   - A range is two numbers joined by a hyphen without spaces, or by an en
//     or em dash or a tilde with or without spaces. "3 - 5" is two numbers:
//     it may be a subtraction. The units of either end apply to both:
//     3–5% is 3%–5%.
//   - Dates need a four-digit year, except day and month names (30
//     November). Dots mean day, month, year; with slashes or hyphens a day
//     above 12 tells the order, and a date whose order cannot be told keeps
//     its digits as written. Month names are read in English, German,
//     French, Spanish, Italian, Portuguese and Dutch.
//   - Superscript and subscript digits are footnote marks or exponents,
//     never numbers, and end the number before them: 2024¹ is 2024.
//   - Spelled-out numbers (thirty, dreißig) are words, not tokens; "thirty
//     (30) days" holds the token 30. Accounting parentheses, (1,234), are
//     not a sign.
//
// # Boundaries
//
// A number is a token only where it stands on its own:
//
//   - 30 does not match inside 300, 130 or 30.5: values are compared whole.
//   - A digit right after a letter is part of a word, and so is a number
//     joined to a word by a hyphen: Q3, v2, H200, FY2024 and COVID-19 hold
//     no number, in a claim or in a source. A year, decade or age joined
//     by a hyphen to mid, early, late, pre or post stands on its own:
//     mid-1990s holds 1990s, pre-2008 holds 2008. In Han, kana, Hangul and the
//     other scripts written without spaces a letter does not glue: ３０日
//     holds 30.
//   - A number followed by one letter is a Code (12a, 3D, 5G): a section
//     12a is not section 12. The letter k is a thousand (4K is 4000). Followed by two or more letters it is a number
//     with a unit that the token leaves out (5kg, 24hrs hold 5 and 24), and
//     st, nd, rd and th make an ordinal.
//
// # Equal values
//
// A claim's number is grounded by a source number with the same Value,
// and in these cases besides:
//
//   - 1,000 and 1000 and 1 000 and 1.000 (German) ground each other; 3–5
//     and 3-5 and 3 – 5 do; 30 percent and 30% do; 3rd and 3 do. Digits are
//     compared as written apart from separators: 30.50 does not ground
//     30.5, and 3.10 is not 3.1 (section and version numbers). An amount
//     of money or a percentage is a quantity, not a label: its trailing
//     zeros after the decimal mark say nothing ($189.00 and $189 ground
//     each other, and 12.50% and 12.5%).
//   - 30% and 30 do not ground each other: a percentage is another
//     quantity.
//   - Years are numbers like any other: 2026 and 2,026 ground each other.
//   - Sign: an unsigned claim number is grounded by a negative one (a claim
//     says "fell 5%" where the source says −5%); a negative claim number
//     needs a negative source number.
//   - Currency: an amount whose currency one side does not state is
//     grounded by, and grounds, the same amount in any currency (a table
//     whose header names the currency); two stated currencies must agree.
//     $ agrees with USD, CAD, AUD and the other dollars, ¥ with JPY and
//     CNY, kr with SEK, NOK, DKK and ISK. $45 and €45 do not ground each
//     other.
//   - Scale: 1.5 million and 1,500,000 ground each other. A number without
//     a scale and the same number with one ground each other (a table "in
//     millions" and a claim "1.5 million"); 1.5 million and 1.5 billion do
//     not, and a table in millions does not ground a claim in billions:
//     1,200 and 1.2 differ in their digits.
//   - A range in the source grounds each of its ends (a claim "5 days"
//     against "3–5 days"), and a claim's range is grounded by an equal
//     range or by its two ends in one source sentence ("between 3 and 5").
//   - A date grounds the dates it contains: 2026-11-30 grounds November
//     2026, 30 November and the year 2026 written on its own, but not 30
//     or 11. A date whose order cannot be told grounds only itself and its
//     year.
//   - Times and codes ground only themselves: 4.2.1 does not ground 4.2.
//
// # Modes
//
// [Mode] selects how much checking is done: Off, On (the default, the zero
// value) or Row. On requires each number of the claim to appear in the
// source. Row requires, in addition, that it appear where the claim says:
//
//   - In a markdown table — a run of two or more lines with unescaped
//     pipes; the header is the row above the first alignment row (|---|),
//     or the first row; rows may be ragged and cells empty; \| is a pipe
//     inside a cell — the number's cell must have a row label (the row's
//     first cell) and a column header that the claim both names. A claim
//     names a label if it holds every word of it, compared in Lenient
//     folding, plural s removed, stopwords and what parentheses hold left
//     out: "Revenue ($m)" is named by "revenue". An empty label names
//     nothing and is not required. A number in the header row or the label
//     column is a label and is always in place. The first column is the
//     label column unless all its body cells are numbers and its header
//     names no key (year, date, quarter, period, id, no. and the like):
//     "| Revenue | Profit |" over "| 120 | 15 |" has no row labels, and
//     120 must be named as revenue.
//   - In prose, the number's line or sentence must hold all of the claim's
//     anchor words: the content words of the claim (internal/words: no
//     stopwords, no numbers) that are not part of one of its number tokens
//     and that the source uses somewhere. A word the source never uses is
//     a paraphrase and can anchor nothing.
//
// This catches the right number from the wrong row: "Q3 profit was 120"
// where 120 is the revenue for Q3.
//
// # Missing numbers
//
// A [Missing] carries the claim's token, its [Cause] (Absent, OutsideQuote,
// WrongRow, WrongColumn, WrongCell, WrongLine), the source number a reader
// would compare it with (Near), where the source has the number when it is
// in the wrong place (At), and the labels involved. [Missing.Reason] turns
// it into a sentence.
//
// # Cost
//
// Tokenizing is linear in the text: only the words around digits are
// folded, and no number is converted to a machine integer, so runs of
// digits of any length are safe. An Index is built in linear time; a claim
// is checked in time linear in its length and in the number of source
// occurrences of its numbers' values. Row mode and the choice of Near read
// the source's lines, sentences, tables and words, which an Index parses
// once, on first use. Invalid UTF-8, NUL bytes and other odd input never
// panic: invalid bytes fold to U+FFFD, which is not part of any number.
package numbers
