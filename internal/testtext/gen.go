package testtext

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
	"pgregory.net/rapid"
)

// Pieces of text that folding treats specially, by kind.
var (
	// Spaces holds white space: ASCII, CRLF, no-break, ideographic, line
	// and paragraph separators, NEL, thin and Ogham spaces.
	Spaces = []string{" ", " ", "  ", "\t", "\n", "\r\n", "\n\n", " \n ", "\u00a0", "\u3000",
		"\u2028", "\u2029", "\u0085", "\u2009", "\u202f", "\u1680", "\v", "\f"}
	// Formats holds invisible format characters (category Cf): zero-width
	// space and joiners, BOM, soft hyphen, bidirectional controls.
	Formats = []string{"\u200b", "\u200c", "\u200d", "\ufeff", "\u00ad", "\u202e", "\u202c",
		"\u2066", "\u2069", "\u200e", "\u061c", "\u2060", "\u180e"}
	// Puncts holds punctuation and symbols, ASCII and not, that Lenient
	// folding removes.
	Puncts = []string{".", ",", "-", "'", "\"", "!", "?", "(", ")", "$", "%", "/", ":", ";",
		"“", "”", "‘", "’", "«", "»", "„", "—", "–", "…", "•", "·", "€", "©", "+", "=", "^", "`",
		"¿", "¡", "、", "。", "，", "「", "」", "؟", "،", "।", "♥"}
	// Expanding holds characters that NFKC or lowercasing changes in size
	// or composes: ligatures, squared and circled forms, fractions,
	// super- and subscripts, compatibility letters, half-width kana with
	// voicing marks, characters whose decomposition starts with a space,
	// and letters whose lowercase differs in length.
	Expanding = []string{"ﬁ", "ﬀ", "ﬃ", "ﬆ", "ﬅ", "㍻", "㎏", "㈱", "½", "²", "₃", "℃", "™", "Ⅻ",
		"①", "⑴", "ǅ", "Ǆ", "ŉ", "ſ", "ẛ", "ﷺ", "ﻻ", "¨", "´", "῭", "¯", "ｶﾞ", "ﾊﾟ", "ﾞ",
		"\u2126", "\u212a", "\u212b", "İ", "ẞ", "ß", "Σ", "ς", "ΐ", "\u0344", "\u0f73", "\u0958",
		"Ⱥ", "ȿ", "Ω", "…", "‥", "ℌ", "𝐀", "𝟘", "ｱ", "ﾟ", "\ufe49", "\u3131", "\u1d2c", "ᵃ"}
	// Emoji holds emoji, some with skin-tone modifiers, variation
	// selectors and zero-width joiners.
	Emoji = []string{"😀", "👍", "👍🏽", "👨‍👩‍👧", "🇺🇸", "❤️", "🏳️‍🌈", "\ufe0f"}
	// Invalid holds byte sequences that are not UTF-8: a lone continuation
	// byte, truncated sequences, an encoded surrogate, an overlong
	// encoding and bytes past U+10FFFF.
	Invalid = []string{"\xff", "\x80", "\xbf", "\xc3", "\xe2\x82", "\xf0\x9f\x98", "\xed\xa0\x80",
		"\xc0\xaf", "\xf4\x90\x80\x80", "\xfe"}
)

var (
	asciiLetters = []rune("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
	marks        = &unicode.RangeTable{R16: []unicode.Range16{
		{Lo: 0x0300, Hi: 0x036f, Stride: 1}, // combining diacritics
		{Lo: 0x0591, Hi: 0x05bd, Stride: 1}, // Hebrew points
		{Lo: 0x064b, Hi: 0x0652, Stride: 1}, // Arabic harakat
		{Lo: 0x093c, Hi: 0x094d, Stride: 1}, // Devanagari nukta and vowel signs
		{Lo: 0x0e31, Hi: 0x0e3a, Stride: 1}, // Thai
		{Lo: 0x1ab0, Hi: 0x1abe, Stride: 1},
		{Lo: 0x20d0, Hi: 0x20f0, Stride: 1}, // for symbols
		{Lo: 0x3099, Hi: 0x309a, Stride: 1}, // kana voicing
	}}
	fullWidth = &unicode.RangeTable{R16: []unicode.Range16{
		{Lo: 0xff01, Hi: 0xff5e, Stride: 1}, // full-width ASCII
		{Lo: 0xff61, Hi: 0xff9f, Stride: 1}, // half-width kana
	}}
	jamoL = &unicode.RangeTable{R16: []unicode.Range16{{Lo: 0x1100, Hi: 0x1112, Stride: 1}}}
	jamoV = &unicode.RangeTable{R16: []unicode.Range16{{Lo: 0x1161, Hi: 0x1175, Stride: 1}}}
	jamoT = &unicode.RangeTable{R16: []unicode.Range16{{Lo: 0x11a8, Hi: 0x11c2, Stride: 1}}}
)

func runes(tables ...*unicode.RangeTable) *rapid.Generator[string] {
	return rapid.StringOfN(rapid.RuneFrom(nil, tables...), 1, 6, -1)
}

var piece = rapid.OneOf(
	// Plain ASCII words, most of the time.
	rapid.StringOfN(rapid.RuneFrom(asciiLetters), 1, 8, -1),
	rapid.StringOfN(rapid.RuneFrom(asciiLetters), 1, 8, -1),
	rapid.StringOfN(rapid.RuneFrom(asciiLetters), 1, 8, -1),
	rapid.SampledFrom(Spaces),
	rapid.SampledFrom(Spaces),
	rapid.SampledFrom(Puncts),
	rapid.SampledFrom(Formats),
	rapid.SampledFrom(Expanding),
	rapid.SampledFrom(Expanding),
	rapid.SampledFrom(Emoji),
	rapid.SampledFrom(Invalid),
	rapid.SampledFrom([]string{"\x00", "\x1b", "\x7f"}),
	// Scripts, with and without spaces between words.
	runes(unicode.Latin),
	runes(unicode.Cyrillic),
	runes(unicode.Greek),
	runes(unicode.Arabic),
	runes(unicode.Devanagari),
	runes(unicode.Han),
	runes(unicode.Hiragana, unicode.Katakana),
	runes(unicode.Hangul),
	rapid.Custom(func(t *rapid.T) string { // conjoining jamo, sometimes incomplete
		var b strings.Builder
		b.WriteRune(rapid.RuneFrom(nil, jamoL).Draw(t, "L"))
		if rapid.IntRange(0, 3).Draw(t, "v") > 0 {
			b.WriteRune(rapid.RuneFrom(nil, jamoV).Draw(t, "V"))
		}
		if rapid.Bool().Draw(t, "t") {
			b.WriteRune(rapid.RuneFrom(nil, jamoT).Draw(t, "T"))
		}
		return b.String()
	}),
	rapid.StringOfN(rapid.RuneFrom(nil, jamoV, jamoT), 1, 2, -1),
	runes(marks),
	runes(fullWidth),
	// Anything at all.
	rapid.StringOfN(rapid.Rune(), 1, 3, -1),
)

// Text returns a generator of strings built from pieces that stress
// folding: ASCII words, letters of many scripts (Latin, Cyrillic, Greek,
// Arabic, Devanagari, Han, kana, Hangul syllables and conjoining jamo),
// combining marks, ligatures and other NFKC-expanding characters,
// full-width forms, white space of every kind, format characters,
// punctuation, emoji, control characters and invalid UTF-8.
func Text() *rapid.Generator[string] { return TextN(0, 24) }

// TextN is Text with between min and max pieces.
func TextN(min, max int) *rapid.Generator[string] {
	return rapid.Custom(func(t *rapid.T) string {
		n := rapid.IntRange(min, max).Draw(t, "pieces")
		var b strings.Builder
		for i := 0; i < n; i++ {
			b.WriteString(piece.Draw(t, "piece"))
		}
		return b.String()
	})
}

// blankRune reports whether NFKC turns r into nothing but punctuation,
// symbols, white space and format characters ("™" becomes letters and
// "¨" a space and a combining mark, so neither is blank).
func blankRune(r rune) bool {
	for _, c := range norm.NFKC.String(string(r)) {
		if !unicode.In(c, unicode.P, unicode.S, unicode.Cf) && !unicode.IsSpace(c) {
			return false
		}
	}
	return true
}

// Blank returns a generator of non-empty strings that Lenient folding
// removes entirely: white space, format characters, punctuation and
// symbols. With strict set it draws only white space and format
// characters, which Strict folding removes too.
func Blank(strict bool) *rapid.Generator[string] {
	kinds := []*rapid.Generator[string]{rapid.SampledFrom(Spaces), rapid.SampledFrom(Formats)}
	if !strict {
		kinds = append(kinds, rapid.SampledFrom(Puncts),
			rapid.StringOfN(rapid.RuneFrom(nil, unicode.P, unicode.S).Filter(blankRune), 1, 4, -1))
	}
	one := rapid.OneOf(kinds...)
	return rapid.Custom(func(t *rapid.T) string {
		n := rapid.IntRange(1, 8).Draw(t, "pieces")
		var b strings.Builder
		for i := 0; i < n; i++ {
			b.WriteString(one.Draw(t, "piece"))
		}
		return b.String()
	})
}
