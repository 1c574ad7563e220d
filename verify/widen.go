package verify

import (
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/normalize"
)

// widenRemoved extends a Lenient match that starts or ends with a digit over
// the characters Lenient folding removes that touch that edge, up to white
// space or a word: a quote "15%" folds to "15", and its span would
// otherwise stop before the "%", losing the unit a number check needs ("$45"
// likewise keeps its "$"). The wider span is kept only if it folds to the
// same text, so the match's guarantees hold.
func (d *Document) widenRemoved(m Match) Match {
	if d.opts.Mode != normalize.Lenient || m.Kind == Exact || !m.Found() {
		return m
	}
	src := d.Text()
	w := m
	if first, _ := utf8.DecodeRuneInString(src[m.Start:m.End]); isDigit(first) {
		for w.Start > 0 {
			r, n := utf8.DecodeLastRuneInString(src[:w.Start])
			if !removed(r) {
				break
			}
			w.Start -= n
		}
	}
	if last, _ := utf8.DecodeLastRuneInString(src[m.Start:m.End]); isDigit(last) {
		for w.End < len(src) {
			r, n := utf8.DecodeRuneInString(src[w.End:])
			if !removed(r) {
				break
			}
			w.End += n
		}
	}
	if w != m && d.opts.Mode.Fold(src[w.Start:w.End]) != d.opts.Mode.Fold(src[m.Start:m.End]) {
		return m
	}
	return w
}

// removed reports whether Lenient folding removes r wherever it stands.
func removed(r rune) bool {
	if r == utf8.RuneError || unicode.IsSpace(r) || !(unicode.IsPunct(r) || unicode.IsSymbol(r) || unicode.Is(unicode.Cf, r)) {
		return false
	}
	return normalize.Lenient.Fold(string(r)) == ""
}
