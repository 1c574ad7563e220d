package numbers

import "fmt"

// A Kind says what a number token is.
type Kind uint8

const (
	// Integer is a whole number: 30, 1,000, −5, 1.5 million. It is the
	// zero value.
	Integer Kind = iota
	// Decimal is a number with a fractional part: 30.5, 30,5, 0.25.
	Decimal
	// Percent is a number with a percent sign or word: 30%, 30 per cent.
	Percent
	// Currency is an amount with a currency symbol, code or word: $45,
	// 45 USD, €1.5m, 30億円.
	Currency
	// Range is two numbers joined by a dash: 3–5, 3-5%, $3–5 million.
	Range
	// Date is a calendar date or part of one: 2026-11-30, 30/11/2026,
	// 30 November 2026, November 2026, 2026年11月30日.
	Date
	// Time is a time of day: 09:30, 9:30 pm.
	Time
	// Ordinal is a number with an ordinal suffix: 1st, 2nd, 3rd, 30th.
	Ordinal
	// Code is digits that read as a label rather than a quantity: section
	// and version numbers (4.2.1), fractions (3/4), ratios (3:1),
	// identifiers (12a, 978-3-16-148410-0).
	Code
)

var kindNames = [...]string{
	Integer:  "integer",
	Decimal:  "decimal",
	Percent:  "percent",
	Currency: "currency",
	Range:    "range",
	Date:     "date",
	Time:     "time",
	Ordinal:  "ordinal",
	Code:     "code",
}

// String returns the lowercase name of k: "integer", "decimal", "percent",
// "currency", "range", "date", "time", "ordinal" or "code".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// MarshalText returns the name String returns. It fails for a Kind that is
// not one of the constants.
func (k Kind) MarshalText() ([]byte, error) {
	if int(k) >= len(kindNames) {
		return nil, fmt.Errorf("numbers: invalid %v", k)
	}
	return []byte(kindNames[k]), nil
}

// UnmarshalText sets k to the Kind named text, as String returns it.
func (k *Kind) UnmarshalText(text []byte) error {
	for i, name := range kindNames {
		if string(text) == name {
			*k = Kind(i)
			return nil
		}
	}
	return fmt.Errorf("numbers: unknown kind %q", text)
}

var causeNames = [...]string{
	Absent:       "absent",
	OutsideQuote: "outside_quote",
	WrongRow:     "wrong_row",
	WrongColumn:  "wrong_column",
	WrongCell:    "wrong_cell",
	WrongLine:    "wrong_line",
}

// String returns the name of c: "absent", "outside_quote", "wrong_row",
// "wrong_column", "wrong_cell" or "wrong_line".
func (c Cause) String() string {
	if int(c) < len(causeNames) {
		return causeNames[c]
	}
	return fmt.Sprintf("Cause(%d)", uint8(c))
}

// MarshalText returns the name String returns. It fails for a Cause that
// is not one of the constants.
func (c Cause) MarshalText() ([]byte, error) {
	if int(c) >= len(causeNames) {
		return nil, fmt.Errorf("numbers: invalid %v", c)
	}
	return []byte(causeNames[c]), nil
}

// UnmarshalText sets c to the Cause named text, as String returns it.
func (c *Cause) UnmarshalText(text []byte) error {
	for i, name := range causeNames {
		if string(text) == name {
			*c = Cause(i)
			return nil
		}
	}
	return fmt.Errorf("numbers: unknown cause %q", text)
}

// A Mode says how strictly a claim's numbers must be grounded. The zero
// value is On, the default.
type Mode uint8

const (
	// On requires every number of a claim to appear in the source (or in
	// the quoted passage), with equal values written differently allowed
	// as the package documentation lists.
	On Mode = iota
	// Off checks no numbers.
	Off
	// Row requires, in addition, that a number found in a markdown table
	// sits in a cell whose row label and column header the claim both
	// names, and that a number found in prose sits on a line or in a
	// sentence that holds all of the claim's anchor words.
	Row
)

var modeNames = [...]string{On: "on", Off: "off", Row: "row"}

// String returns "on", "off" or "row".
func (m Mode) String() string {
	if int(m) < len(modeNames) {
		return modeNames[m]
	}
	return fmt.Sprintf("Mode(%d)", uint8(m))
}

// ParseMode returns the mode named s: "on" (or ""), "off" or "row".
func ParseMode(s string) (Mode, error) {
	switch s {
	case "", "on":
		return On, nil
	case "off":
		return Off, nil
	case "row":
		return Row, nil
	}
	return On, fmt.Errorf("numbers: unknown mode %q (want off, on or row)", s)
}

// MarshalText returns the name String returns. It fails for a Mode that is
// not one of the constants.
func (m Mode) MarshalText() ([]byte, error) {
	if int(m) >= len(modeNames) {
		return nil, fmt.Errorf("numbers: invalid %v", m)
	}
	return []byte(modeNames[m]), nil
}

// UnmarshalText sets m to the mode named text, as ParseMode reads it; empty
// text means On.
func (m *Mode) UnmarshalText(text []byte) error {
	v, err := ParseMode(string(text))
	if err != nil {
		return err
	}
	*m = v
	return nil
}
