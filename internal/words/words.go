// Package words splits text into words for overlap checks: runs of letters,
// digits and marks, and, in scripts written without spaces between words,
// overlapping character bigrams.
//
// Callers fold text first (normalize.Lenient.Fold is the usual choice, so
// that "don't" and "don’t" both become the word "dont"); the stopword lists
// are written in folded form.
package words

import (
	"unicode"
	"unicode/utf8"
)

// A Word is one word of a text and its byte range [Start, End) there.
type Word struct {
	Start, End int
	Text       string
}

// Split returns the words of s in order. A run of letters, digits and
// combining marks is one word, except in scripts written without spaces
// (Han, kana, Thai, Lao, Khmer, Myanmar), where every two neighbouring
// characters form a word (a bigram) and a lone character is a word of its
// own. Everything else separates words.
func Split(s string) []Word {
	var out []Word
	Each(s, func(w Word) { out = append(out, w) })
	return out
}

// Each calls yield for every word of s, in the order Split returns them,
// without allocating.
func Each(s string, yield func(Word)) {
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			// The common case, an ASCII character: a word runs on over
			// ASCII letters and digits without decoding them, and over
			// what follows them as the case below runs on.
			if !asciiWord[c] {
				i++
				continue
			}
			j := i + 1
			for j < len(s) && s[j] < utf8.RuneSelf && asciiWord[s[j]] {
				j++
			}
			for j < len(s) && s[j] >= utf8.RuneSelf {
				r2, n2 := decode(s, j)
				if !IsWordRune(r2) || Unspaced(r2) {
					break
				}
				j += n2
				for j < len(s) && s[j] < utf8.RuneSelf && asciiWord[s[j]] {
					j++
				}
			}
			yield(Word{i, j, s[i:j]})
			i = j
			continue
		}
		r, n := decode(s, i)
		switch {
		case Unspaced(r):
			// A run of unspaced characters: its bigrams, or the lone
			// character. Combining marks stay with the character before.
			cs, ce := i, markEnd(s, i+n)
			pairs := 0
			for ce < len(s) {
				r2, n2 := decode(s, ce)
				if !Unspaced(r2) {
					break
				}
				ne := markEnd(s, ce+n2)
				yield(Word{cs, ne, s[cs:ne]})
				cs, ce = ce, ne
				pairs++
			}
			if pairs == 0 {
				yield(Word{cs, ce, s[cs:ce]})
			}
			i = ce
		case IsWordRune(r):
			j := i + n
			for j < len(s) {
				r2, n2 := decode(s, j)
				if !IsWordRune(r2) || Unspaced(r2) {
					break
				}
				j += n2
			}
			yield(Word{i, j, s[i:j]})
			i = j
		default:
			i += n
		}
	}
}

// markEnd returns the end of the combining marks that start at i.
func markEnd(s string, i int) int {
	for i < len(s) {
		r, n := decode(s, i)
		if !unicode.Is(unicode.M, r) {
			break
		}
		i += n
	}
	return i
}

func decode(s string, i int) (rune, int) {
	if i >= len(s) {
		return utf8.RuneError, 0
	}
	if c := s[i]; c < utf8.RuneSelf {
		return rune(c), 1
	}
	return utf8.DecodeRuneInString(s[i:])
}

// asciiWord reports, by ASCII character, whether it is part of a word: a
// letter or a digit (see IsWordRune).
var asciiWord = func() (t [utf8.RuneSelf]bool) {
	for c := range t {
		t[c] = IsWordRune(rune(c))
	}
	return t
}()

// IsWordRune reports whether r is part of a word: a letter, a number or a
// combining mark. It is the one definition of a word character that
// splitting, word boundaries and the checks' "has a word" tests share.
func IsWordRune(r rune) bool {
	switch {
	case r < utf8.RuneSelf:
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9'
	case 0x0400 <= r && r <= 0x052F: // Cyrillic: letters and marks but ҂
		return r != 0x0482
	case 0x4E00 <= r && r <= 0x9FFF: // CJK Unified Ideographs
		return true
	}
	return isWordRune(r)
}

// isWordRune is IsWordRune by the Unicode tables alone.
func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.Is(unicode.M, r)
}

// Unspaced reports whether r belongs to a script written without spaces
// between words.
func Unspaced(r rune) bool {
	switch {
	case r < 0x0E00:
		return false
	case 0x4E00 <= r && r <= 0x9FFF: // CJK Unified Ideographs: Han
		return true
	}
	return unspaced(r)
}

// unspaced is Unspaced by the Unicode tables alone.
func unspaced(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana,
		unicode.Thai, unicode.Lao, unicode.Khmer, unicode.Myanmar)
}

// IsNumber reports whether w is made of decimal digits only.
func IsNumber(w string) bool {
	if w == "" {
		return false
	}
	for i := 0; i < len(w); i++ {
		if c := w[i]; c >= utf8.RuneSelf {
			return isDigits(w[i:]) // the rest decoded
		} else if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// isDigits reports whether s is made of decimal digits only.
func isDigits(s string) bool {
	for _, r := range s {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// Content returns the content words of s: its words that are neither
// stopwords nor numbers, in order, duplicates kept.
func Content(s string) []string {
	var out []string
	Each(s, func(w Word) {
		if !IsStop(w.Text) && !IsNumber(w.Text) {
			out = append(out, w.Text)
		}
	})
	return out
}

// SkipLetters returns the index of the first eight-byte block of s, from
// i on, that holds an ASCII digit or a byte that is no ASCII, or the
// index after the last whole block: the bytes before it are ASCII and
// no digits. It reads eight bytes at a time, since most bytes of a text
// are neither; the caller reads the rest byte by byte.
func SkipLetters(s string, i int) int {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	for ; i+8 <= len(s); i += 8 {
		b := s[i : i+8]
		v := uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
			uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
		// With no high bit set, adding 0x80-'0' to a byte sets its high
		// bit where it is '0' or more, and adding 0x80-'9'-1 where it is
		// more than '9', carrying into no other byte.
		if v&highs != 0 || (v+ones*(0x80-'0'))&^(v+ones*(0x80-'9'-1))&highs != 0 {
			break
		}
	}
	return i
}
