package numbers

// A Token is one number in a text.
type Token struct {
	// Start and End are the byte range of the token in the text it was
	// found in: Text == s[Start:End].
	Start int `json:"start"`
	End   int `json:"end"`
	// Text is the token as written.
	Text string `json:"text"`
	// Value is the canonical value; the package documentation lists the
	// form for each Kind.
	Value string `json:"value"`
	Kind  Kind   `json:"kind"`
}

// A Cause says why a number of a claim is missing: where the source has
// it, if anywhere.
type Cause uint8

const (
	// Absent: the source has no equal number. It is the zero value.
	Absent Cause = iota
	// OutsideQuote: the source has the number, but not inside the quoted
	// passage.
	OutsideQuote
	// WrongRow: the number is in a table cell whose row label the claim
	// does not name.
	WrongRow
	// WrongColumn: the number is in a table cell whose column header the
	// claim does not name.
	WrongColumn
	// WrongCell: the number is in a table cell whose row label and column
	// header the claim both do not name.
	WrongCell
	// WrongLine: the number is in prose, but on no line and in no sentence
	// that holds all of the claim's anchor words.
	WrongLine
)

// A Missing is a number of a claim that the source does not ground.
type Missing struct {
	// Token is the claim's number; its range is into the claim.
	Token
	Cause Cause `json:"cause"`
	// Near is the source number a reader would compare the claim's number
	// with, or nil: the number in the table cell the claim names, or the
	// closest number of the same kind in the source sentence that shares
	// most of the claim's anchor words (in the checked range, when it is not
	// the whole source). Its
	// range is into the source.
	Near *Token `json:"near,omitempty"`
	// At is where the source does have the number, when Cause is not
	// Absent: outside the quote, in the wrong row or column, or on a line
	// without the claim's words. Its range is into the source.
	At *Token `json:"at,omitempty"`
	// Row and Column are the row label and column header of the cell that
	// holds At, for the table causes.
	Row    string `json:"row,omitempty"`
	Column string `json:"column,omitempty"`
	// WantRow and WantColumn are the row label and column header the claim
	// names, where the table has them; Near is then their cell.
	WantRow    string `json:"want_row,omitempty"`
	WantColumn string `json:"want_column,omitempty"`
	// Words are, for WrongLine, the claim's anchor words missing from the
	// line and the sentence that hold At.
	Words []string `json:"words,omitempty"`
}
