package verify

import (
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/normalize"
)

// widenRemoved extends a Lenient match over the characters Lenient folding
// removes that touch its edges, up to white space or a word: a quote "15%"
// folds to "15", and its span would otherwise stop before the "%", losing
// the unit a number check needs. Folding the wider span gives the same
// text, so the match's guarantees hold.
func (d *Document) widenRemoved(m Match) Match {
	if d.opts.Mode != normalize.Lenient || !m.Found() {
		return m
	}
	src := d.Text()
	for m.Start > 0 {
		r, n := utf8.DecodeLastRuneInString(src[:m.Start])
		if !removed(r) {
			break
		}
		m.Start -= n
	}
	for m.End < len(src) {
		r, n := utf8.DecodeRuneInString(src[m.End:])
		if !removed(r) {
			break
		}
		m.End += n
	}
	return m
}

// removed reports whether Lenient folding removes r wherever it stands.
func removed(r rune) bool {
	if r == utf8.RuneError || unicode.IsSpace(r) || !(unicode.IsPunct(r) || unicode.IsSymbol(r) || unicode.Is(unicode.Cf, r)) {
		return false
	}
	return normalize.Lenient.Fold(string(r)) == ""
}
