package support

import "strings"

// The text between two words, a gap, tells how they stand to each other.
// The checks ask it in a few ways, each with its own test:
//
//   - adjacent: only spaces or an initial's period ("George W. Bush"),
//     the words of one name or one noun phrase;
//   - adjacentWords: at most the words that join a name of several
//     ("Bank of England", "Marks & Spencer");
//   - near: at most two words and no clause mark, words of one phrase;
//   - tight: near, and no word that joins two clauses or words;
//   - hasClauseMark: a comma, a semicolon or a colon, not a number's
//     (hasClauseMarkOrParen: or a parenthesis).
//
// between returns the gap itself.

// between returns src[end:start], the text between two words, or "" where
// the words overlap (the bigrams of an unspaced script).
func between(src string, end, start int32) string {
	if start < end {
		return ""
	}
	return src[end:start]
}

// adjacent reports whether only spaces, or an initial's period, stand
// between two words.
func adjacent(src string, end, start int32) bool {
	if start < end || start-end > 3 {
		return false
	}
	for i := end; i < start; i++ {
		if src[i] != ' ' && src[i] != '.' {
			return false
		}
	}
	return true
}

// adjacentWords reports whether only spaces and the words "of", "and",
// "the" stand between two words of a name.
func adjacentWords(src string, end, start int32) bool {
	if start < end || start-end > 10 {
		return false
	}
	for _, w := range strings.Fields(strings.ToLower(src[end:start])) {
		if w != "of" && w != "and" && w != "the" && w != "&" {
			return false
		}
	}
	return true
}

// near reports whether at most two words stand between bytes end and
// start of src, and no mark of a clause: "CFO resigned", "CFO has
// resigned", "Orrin did not".
func near(src string, end, start int32) bool {
	if start < end || start-end > 24 {
		return false
	}
	n, in := 0, false
	for _, b := range []byte(src[end:start]) {
		switch b {
		case ',', ';', ':', '(', ')':
			return false
		case ' ', '\t', '\n':
			in = false
		default:
			if !in {
				in, n = true, n+1
			}
		}
	}
	return n <= 2
}

// tight reports whether bytes end and start of src are near (see near)
// with no joining word between: "fined Orrin", "rose in Europe", not
// "risk and tea".
func tight(src string, end, start int32) bool {
	if !near(src, end, start) {
		return false
	}
	n, _ := markWord(src[end:start], joinMark)
	return n < 0
}

// hasClauseMark reports whether s holds a comma, a semicolon or a colon
// other than one between two digits ("50,000"), in one pass over its
// bytes, which costs less than strings.ContainsAny for the few bytes
// between two words.
func hasClauseMark(s string) bool { return clauseMark(s) >= 0 }

// clauseMark returns the index of the first mark of hasClauseMark in s,
// or -1.
func clauseMark(s string) int {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case ',', ';', ':':
			if i > 0 && i+1 < len(s) && isDigitByte(s[i-1]) && isDigitByte(s[i+1]) {
				continue // a number's: "50,000", "10:30"
			}
			return i
		}
	}
	return -1
}

// hasClauseMarkOrParen is hasClauseMark that counts a parenthesis too.
func hasClauseMarkOrParen(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case ',', ';', ':', '(', ')':
			return true
		}
	}
	return false
}
