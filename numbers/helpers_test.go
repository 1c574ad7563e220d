package numbers_test

import "github.com/verbatim-go/verbatim/numbers"

// grounded returns the numbers of claim that source does not ground in
// mode On: a one-off index of source, checked whole.
func grounded(claim, source string) []numbers.Missing {
	return numbers.NewIndex(source).Check(numbers.On, claim, 0, len(source))
}

// missing returns the numbers of claim that the whole source of x does not
// ground under m.
func missing(x *numbers.Index, m numbers.Mode, claim string) []numbers.Missing {
	return x.Check(m, claim, 0, len(x.Source()))
}

// onMissing is missing in mode On, rowMissing in mode Row.
func onMissing(x *numbers.Index, claim string) []numbers.Missing {
	return missing(x, numbers.On, claim)
}
func rowMissing(x *numbers.Index, claim string) []numbers.Missing {
	return missing(x, numbers.Row, claim)
}
