package numbers

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/normalize"
)

// A key is what grounding compares: a reading class and an unsigned
// canonical value. Classes: 'n' numbers (integers, decimals, ordinals,
// amounts), '%' percentages, 'm' per mille, 'r' ranges, 'd' dates, 't'
// times, 'c' codes.
type key struct {
	c byte
	v string
}

// A reading is one way a token can ground or be grounded.
type reading struct {
	key
	neg    bool // the value is negative
	scaled bool // the token states a scale (million, k, 億)
	mant   bool // this is the unscaled mantissa of a scaled token
	role   byte // roleMain, roleAlt or rolePart; see tok
}

const (
	roleMain  = iota // the token's own value, or its mantissa
	roleAlt          // another reading of an ambiguous separator: 1.000 as 1000
	rolePart         // one group of a plain-space grouped number, on its own
	roleInner        // a range endpoint, a date's year or part: source only
)

// A tok is a token with the readings grounding compares.
type tok struct {
	Token
	main reading   // the token's own value
	cur  string    // currency: an ISO 4217 code, or a shared symbol ($, ¥, kr)
	more []reading // mantissa, alternative, parts and inner readings
}

// Tokens returns the number tokens of s in order. The package
// documentation lists the forms and their values. Tokens panics if len(s)
// exceeds normalize.MaxLen.
func Tokens(s string) []Token {
	ts := scan(s)
	if len(ts) == 0 {
		return nil
	}
	out := make([]Token, len(ts))
	for i := range ts {
		out[i] = ts[i].Token
	}
	return out
}

// scanner finds the tokens of one text in its Strict folding.
type scanner struct {
	s   string // original
	t   *normalize.Text
	f   string  // folded
	sup []int32 // sorted folded offsets of superscript and subscript digits
	out []tok
}

func scan(s string) []tok {
	if !mayHaveDigit(s) {
		return nil
	}
	t := normalize.Strict.Map(s)
	sc := &scanner{s: s, t: t, f: t.String()}
	sc.findSup()
	sc.run()
	return sc.out
}

// mayHaveDigit reports whether s can hold a digit: an ASCII digit or any
// non-ASCII character (full-width and other digits fold to ASCII).
func mayHaveDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || '0' <= c && c <= '9' {
			return true
		}
	}
	return false
}

// findSup records the folded offsets of digits that were superscript or
// subscript in the original: footnote marks and exponents, not numbers.
func (sc *scanner) findSup() {
	if !hasSupBytes(sc.s) {
		return
	}
	f := sc.f
	for k := 0; k < len(f); k++ {
		if c := f[k]; c < '0' || c > '9' {
			continue
		}
		o := sc.t.Orig(k)
		r, _ := utf8.DecodeRuneInString(sc.s[o:])
		if isSupDigit(r) {
			sc.sup = append(sc.sup, int32(k))
		}
	}
}

// hasSupBytes reports whether s may hold a superscript or subscript digit:
// U+00B2, U+00B3, U+00B9 or U+2070–U+209F.
func hasSupBytes(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		switch s[i] {
		case 0xC2:
			if c := s[i+1]; c == 0xB2 || c == 0xB3 || c == 0xB9 {
				return true
			}
		case 0xE2:
			if c := s[i+1]; c == 0x81 || c == 0x82 {
				return true
			}
		}
	}
	return false
}

func isSupDigit(r rune) bool {
	return r == 0xB2 || r == 0xB3 || r == 0xB9 || 0x2070 <= r && r <= 0x209F
}

func (sc *scanner) isSup(k int) bool {
	if sc.sup == nil {
		return false
	}
	j := sort.Search(len(sc.sup), func(i int) bool { return int(sc.sup[i]) >= k })
	return j < len(sc.sup) && int(sc.sup[j]) == k
}

// at returns the code point at folded offset i and its size; at the end it
// returns (0, 0).
func (sc *scanner) at(i int) (rune, int) {
	if i >= len(sc.f) || i < 0 {
		return 0, 0
	}
	if c := sc.f[i]; c < utf8.RuneSelf {
		return rune(c), 1
	}
	return utf8.DecodeRuneInString(sc.f[i:])
}

// before returns the code point that ends at folded offset i, or 0.
func (sc *scanner) before(i int) rune {
	if i <= 0 {
		return 0
	}
	if c := sc.f[i-1]; c < utf8.RuneSelf {
		return rune(c)
	}
	r, _ := utf8.DecodeLastRuneInString(sc.f[:i])
	return r
}

// digit returns the ASCII digit at folded offset i and its size in bytes,
// or size 0 if there is none. Decimal digits of every script count.
func (sc *scanner) digit(i int) (byte, int) {
	if i >= len(sc.f) {
		return 0, 0
	}
	c := sc.f[i]
	if '0' <= c && c <= '9' {
		if sc.isSup(i) {
			return 0, 0
		}
		return c, 1
	}
	if c < utf8.RuneSelf {
		return 0, 0
	}
	r, n := utf8.DecodeRuneInString(sc.f[i:])
	if v := digitValue(r); v >= 0 {
		return byte('0' + v), n
	}
	return 0, 0
}

func (sc *scanner) isDigit(i int) bool {
	_, n := sc.digit(i)
	return n > 0
}

// digitValue returns the value of the decimal digit r (category Nd), or -1.
// Every Nd range is whole blocks of ten digits, zero first.
func digitValue(r rune) int {
	if '0' <= r && r <= '9' {
		return int(r - '0')
	}
	if r < utf8.RuneSelf || !unicode.Is(unicode.Nd, r) {
		return -1
	}
	for _, g := range unicode.Nd.R16 {
		if rune(g.Lo) <= r && r <= rune(g.Hi) {
			return int(r-rune(g.Lo)) % 10
		}
	}
	for _, g := range unicode.Nd.R32 {
		if rune(g.Lo) <= r && r <= rune(g.Hi) {
			return int(r-rune(g.Lo)) % 10
		}
	}
	return -1
}

// digits reads the run of digits at folded offset i and returns it in
// ASCII and the offset after it.
func (sc *scanner) digits(i int) (string, int) {
	j := i
	for j < len(sc.f) && '0' <= sc.f[j] && sc.f[j] <= '9' && !sc.isSup(j) {
		j++
	}
	if j < len(sc.f) && sc.f[j] < utf8.RuneSelf {
		return sc.f[i:j], j
	}
	if _, n := sc.digit(j); n == 0 {
		return sc.f[i:j], j
	}
	var b strings.Builder
	b.WriteString(sc.f[i:j])
	for {
		d, n := sc.digit(j)
		if n == 0 {
			break
		}
		b.WriteByte(d)
		j += n
	}
	return b.String(), j
}

// glues reports whether r joins a following digit into a word: a letter or
// mark of a script written with spaces, or an underscore. In scripts written
// without spaces (and Hangul, whose counters attach to numbers) a letter
// does not.
func glues(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || r == '_'
	}
	if !unicode.IsLetter(r) && !unicode.Is(unicode.M, r) {
		return false
	}
	return !spaceless(r)
}

// spaceless reports whether r belongs to a script whose numbers stand
// against letters without a space: Han, kana, Hangul, Thai, Lao, Khmer,
// Myanmar.
func spaceless(r rune) bool {
	return r >= 0x0E00 && unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana,
		unicode.Hangul, unicode.Thai, unicode.Lao, unicode.Khmer, unicode.Myanmar)
}

func isLetter(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z'
	}
	return unicode.IsLetter(r) || unicode.Is(unicode.M, r)
}

// isHyphen reports whether r is a hyphen that joins words: COVID-19.
func isHyphen(r rune) bool { return r == '-' || r == '\u2010' || r == '\u2011' }

// isMinus reports whether r can be a minus sign before a number.
func isMinus(r rune) bool { return r == '-' || r == '\u2212' || r == '\u2013' || r == '\u2012' }

// glued reports whether a number at folded offset i is part of a word: it
// follows a letter (Q3, H200), a digit that is not a number (superscripts),
// or a hyphen after a letter or digit (COVID-19).
func (sc *scanner) glued(i int) bool {
	r := sc.before(i)
	if glues(r) {
		return true
	}
	if '0' <= r && r <= '9' { // only a superscript digit or a skipped word
		return true
	}
	if isHyphen(r) {
		p := sc.before(i - 1)
		return glues(p) || '0' <= p && p <= '9'
	}
	return false
}

// signAllowed reports whether a sign at folded offset i can start a number:
// it must not follow a letter, digit or closing punctuation.
func (sc *scanner) signAllowed(i int) bool {
	r := sc.before(i)
	switch {
	case r == 0 || r == ' ':
		return true
	case isLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.M, r):
		return false
	}
	switch r {
	case '_', '.', ',', ')', ']', '}', '%', '-', '\u2212', '\u2013', '\u2014', '\u2012':
		return false
	}
	return true
}

// skipWord returns the end of the word that starts at folded offset i,
// together with the digits glued to it (Q3, H200, v2.0, COVID-19).
func (sc *scanner) skipWord(i int) int {
	digit := false
	for i < len(sc.f) {
		r, n := sc.at(i)
		switch {
		case '0' <= r && r <= '9' || unicode.IsDigit(r):
			digit = true
			i += n
		case glues(r):
			i += n
		case isHyphen(r) && sc.isDigit(i+n):
			i += n // COVID-19
		case (r == '.' || r == ',') && digit && sc.isDigit(i+n):
			i += n // v2.0, but not No.5
		default:
			return i
		}
	}
	return i
}

func (sc *scanner) run() {
	f := sc.f
	for i := 0; i < len(f); {
		r, n := sc.at(i)
		if r == utf8.RuneError && n <= 1 && i < len(f) && f[i] >= utf8.RuneSelf {
			n = 1
		}
		var end int
		switch {
		case '0' <= r && r <= '9' || r >= utf8.RuneSelf && digitValue(r) >= 0:
			if sc.isSup(i) {
				i = sc.skipSup(i)
				continue
			}
			if sc.glued(i) {
				i = sc.skipWord(i)
				continue
			}
			end = sc.token(i)
		case isLetter(r) && !spaceless(r):
			end = sc.wordToken(i)
			if end < 0 {
				i = sc.skipWord(i)
				continue
			}
		case r == '.' || r == '+' || isMinus(r) || unicode.Is(unicode.Sc, r):
			end = sc.token(i)
		default:
			end = -1
		}
		if end < 0 {
			i += n
			continue
		}
		i = end
	}
}

// skipSup returns the end of the run of superscript or subscript digits at
// folded offset i.
func (sc *scanner) skipSup(i int) int {
	for i < len(sc.f) && sc.isSup(i) {
		i++
	}
	return i
}

// emit appends the token for the folded range [fs, fe).
func (sc *scanner) emit(fs, fe int, t tok) {
	o, oe := sc.t.Span(fs, fe)
	t.Start, t.End, t.Text = o, oe, sc.s[o:oe]
	sc.out = append(sc.out, t)
}

// hasPrefix reports whether the folded text at i starts with p.
func (sc *scanner) hasPrefix(i int, p string) bool {
	return i <= len(sc.f) && strings.HasPrefix(sc.f[i:], p)
}

// wordEnd reports whether folded offset i ends a word: no letter or digit
// follows.
func (sc *scanner) wordEnd(i int) bool {
	r, n := sc.at(i)
	if n == 0 {
		return true
	}
	return !isLetter(r) && !unicode.IsDigit(r) || spaceless(r)
}

// word returns the run of letters at folded offset i and its end.
func (sc *scanner) word(i int) (string, int) {
	j := i
	for j < len(sc.f) {
		r, n := sc.at(j)
		if !isLetter(r) || spaceless(r) {
			break
		}
		j += n
	}
	return sc.f[i:j], j
}

// upper reports whether the original text of folded [i, j) is ASCII
// uppercase letters only.
func (sc *scanner) upper(i, j int) bool {
	o, oe := sc.t.Span(i, j)
	if oe-o != j-i {
		return false
	}
	for k := o; k < oe; k++ {
		if c := sc.s[k]; c < 'A' || c > 'Z' {
			return false
		}
	}
	return true
}

// spaceSep classifies the folded space at i by the original white space it
// stands for: 2 for a space that only ever groups digits (no-break, thin,
// narrow no-break, figure), 1 for one plain space, 0 for anything else.
func (sc *scanner) spaceSep(i int) int {
	if i >= len(sc.f) || sc.f[i] != ' ' {
		return 0
	}
	o, oe := sc.t.Span(i, i+1)
	switch sc.s[o:oe] {
	case " ":
		return 1
	case "\u00a0", "\u2009", "\u202f", "\u2007":
		return 2
	}
	return 0
}
