package testtext

import (
	"strings"
	"unicode/utf8"
)

// A Shape is a named input of about n bytes built to be hard for a text
// function: what benchmarks compare with ordinary prose of the same size.
type Shape struct {
	Name string
	Text string
}

// Shapes returns inputs of n bytes (or a few less, to end on a character
// boundary), ordinary English prose first, then adversarial shapes:
//
//   - Repetitive: "aaaa…", one letter repeated, one word of n bytes;
//   - RepetitiveWords: "a a a …", the shortest word repeated;
//   - CombiningRun: one letter followed by combining marks only;
//   - MarkedLetters: letters each with three combining marks, no spaces;
//   - LongWords: words of 100,000 letters;
//   - ShortSentences: "A. B. C. …", a sentence every three bytes;
//   - Markers: "[1]" repeated, a citation marker every three bytes;
//   - Digits: "1 2 3 …", a number every two bytes;
//   - Separators: "1,000,000,…", one number with a separator every
//     four bytes;
//   - ZeroWidth: letters separated by zero-width spaces;
//   - InvalidUTF8: two invalid bytes before every letter;
//   - Quotations: short quoted phrases, "a b" "a b" …
func Shapes(n int) []Shape {
	long := strings.Repeat("w", 100_000) + " "
	return []Shape{
		{"English", English(n)},
		{"Repetitive", fill("a", n)},
		{"RepetitiveWords", fill("a ", n)},
		{"CombiningRun", cut("a"+strings.Repeat("\u0301", n/2), n)},
		{"MarkedLetters", fill("a\u0301\u0302\u0303", n)},
		{"LongWords", fill(long, n)},
		{"ShortSentences", fill("A. ", n)},
		{"Markers", fill("[1]", n)},
		{"Digits", fill("1 2 3 ", n)},
		{"Separators", fill("1,000,", n)},
		{"ZeroWidth", fill("a\u200b", n)},
		{"InvalidUTF8", fill("\xff\x80a", n)},
		{"Quotations", fill(`"a b" `, n)},
	}
}

// fill repeats unit to n bytes, ending on a whole unit or character.
func fill(unit string, n int) string {
	s := strings.Repeat(unit, n/len(unit)+1)[:n]
	for len(s) > 0 && !utf8.ValidString(s[len(s)-min(len(s), 3):]) && utf8.ValidString(unit) {
		s = s[:len(s)-1]
	}
	return s
}
