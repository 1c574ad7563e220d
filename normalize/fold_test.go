package normalize_test

import (
	"testing"
	"unsafe"

	"github.com/verbatim-go/verbatim/internal/testtext"
	"github.com/verbatim-go/verbatim/normalize"
)

const (
	strict  = normalize.Strict
	lenient = normalize.Lenient
)

var foldTests = []struct {
	mode     normalize.Mode
	in, want string
	why      string
}{
	{strict, "", "", "empty"},
	{strict, "plain ascii", "plain ascii", "already folded"},
	{strict, "  Hello,\n\tWorld!  ", "hello, world!", "white space collapses and trims"},
	{strict, "a\r\nb", "a b", "CRLF is one space"},
	{strict, "the refund\n   window\r\n\r\nis", "the refund window is", "quote wrapped across lines"},
	{strict, "30\u00a0days", "30 days", "no-break space"},
	{strict, "全额\u3000退款", "全额 退款", "ideographic space"},
	{strict, "a\u2028b\u2029c\u0085d", "a b c d", "line and paragraph separators and NEL"},
	{strict, "a \u00a0\u3000 b", "a b", "mixed white space is one space"},

	{strict, "ﬁnal ﬀ ﬃ", "final ff ffi", "ligatures expand"},
	{strict, "３０ days", "30 days", "full-width digits"},
	{strict, "ＡＢＣ ｘｙｚ", "abc xyz", "full-width letters"},
	{strict, "㍻", "平成", "era square expands"},
	{strict, "x²", "x2", "superscript"},
	{strict, "Ⅻ", "xii", "Roman numeral expands, then lowercases"},
	{strict, "ǅ Ǆ", "dž dž", "titlecase and uppercase digraphs decompose, recompose and lowercase"},
	{strict, "\u212a \u2126 \u212b", "k ω å", "Kelvin, ohm and ångström signs"},
	{strict, "ｶﾞ", "ガ", "half-width kana and voicing mark compose"},
	{strict, "½", "1⁄2", "fraction keeps its fraction slash"},
	{strict, "™", "tm", "trade mark sign becomes letters"},

	{strict, "İstanbul", "istanbul", "dotted capital I lowercases to i"},
	{strict, "STRAẞE", "straße", "capital sharp s lowercases to ß"},
	{strict, "straße", "straße", "ß is not expanded to ss"},
	{strict, "ΟΔΟΣ", "οδοσ", "simple lowercase: no final sigma"},
	{strict, "e\u0301", "é", "combining acute composes"},
	{strict, "Cafe\u0301", "café", "composition after lowercase"},
	{strict, "W\u030A", "ẘ", "lowercase then compose"},
	{strict, "x\u0305", "x\u0305", "mark with no composition stays"},
	{strict, "a\u0323\u0302", "ậ", "marks reorder and compose"},
	{strict, "\u0301abc", "\u0301abc", "leading mark stays"},
	{strict, "\u1100\u1161\u11a8", "각", "conjoining jamo compose"},
	{strict, "가\u11a8", "각", "a syllable and a final consonant compose"},

	{strict, "全额退款仅限三十天内。", "全额退款仅限三十天内。", "CJK is unchanged"},
	{strict, "退款：３０天，", "退款:30天,", "full-width punctuation and digits"},
	{strict, "مَرْحَبًا بالعالم", "مَرْحَبًا بالعالم", "Arabic with harakat is unchanged"},
	{strict, "ﻻ", "لا", "Arabic presentation form"},
	{strict, "ﷺ", "صلى الله عليه وسلم", "one code point expands to four words"},
	{strict, "٣٠ يوما", "٣٠ يوما", "Arabic-Indic digits stay"},
	{strict, "हिन्दी भाषा", "हिन्दी भाषा", "Devanagari is unchanged"},
	{strict, "\u0958", "\u0915\u093c", "composition exclusion decomposes"},
	{strict, "👍🏽 ok", "👍🏽 ok", "emoji and skin tone stay in Strict"},
	{strict, "👨\u200d👩\u200d👧", "👨👩👧", "zero-width joiners are removed"},
	{strict, "I ❤️ it", "i ❤️ it", "Strict keeps emoji and variation selectors"},

	{strict, "zero\u200bwidth", "zerowidth", "zero-width space"},
	{strict, "\ufeffHello", "hello", "byte order mark"},
	{strict, "co\u00adoperate", "cooperate", "soft hyphen"},
	{strict, "\u202eabc\u202c \u2066x\u2069", "abc x", "bidirectional controls"},
	{strict, "a \u200b b", "a b", "removal between spaces leaves one space"},
	{strict, "a\x00b", "a\x00b", "NUL and other controls are kept"},

	{strict, "a\xffb", "a\uFFFDb", "invalid byte becomes U+FFFD"},
	{strict, "\x80", "\uFFFD", "lone continuation byte"},
	{strict, "\xe2\x82x", "\uFFFD\uFFFDx", "truncated sequence: one U+FFFD a byte, as a range loop sees it"},
	{strict, "\xed\xa0\x80", "\uFFFD\uFFFD\uFFFD", "encoded surrogate"},
	{strict, "\xc0\xaf", "\uFFFD\uFFFD", "overlong encoding"},
	{strict, "abc\xf0\x9f\x98", "abc\uFFFD\uFFFD\uFFFD", "truncated at the end"},
	{strict, "e\xff\u0301", "e\uFFFD\u0301", "an invalid byte blocks composition"},
	{strict, "A\xffB", "a\uFFFDb", "case folds around invalid bytes"},

	{strict, "5 ¨", "5 \u0308", "NFKC space collapses with the space before it"},
	{strict, "¨", "\u0308", "NFKC space at the start is trimmed"},
	{strict, "“Quoted”", "“quoted”", "Strict keeps curly quotes"},

	{lenient, "a\xffb", "ab", "U+FFFD is a symbol"},
	{lenient, "\xe2\x82", "", "only invalid bytes"},
	{lenient, "5 – 7", "5 7", "removal does not leave double spaces"},
	{lenient, "“Quoted” — text.", "quoted text", "curly quotes and dashes go"},
	{lenient, "“it’s”", "its", "curly quotes and apostrophe"},
	{lenient, "\"it's\"", "its", "straight quotes and apostrophe"},
	{lenient, "non-refundable", "nonrefundable", "hyphen is punctuation"},
	{lenient, "$1,250.00", "125000", "currency and separators go"},
	{lenient, "！？。，", "", "full-width punctuation"},
	{lenient, "℃", "c", "degree sign goes after NFKC"},
	{lenient, "½", "12", "fraction slash is a symbol"},
	{lenient, "⑴", "1", "parenthesized digit"},
	{lenient, "-\u0301x", "x", "a mark goes with the symbol it is attached to"},
	{lenient, "e-\u0301", "e", "removal does not make neighbours compose"},
	{lenient, "\u1100!\u1161", "\u1100", "a conjoining vowel goes with the symbol before it"},
	{lenient, "👍🏽 ok", "ok", "emoji are symbols"},
	{lenient, "I ❤️ it", "i it", "a variation selector goes with the emoji it selects"},
	{lenient, "©️ 2024 ✔️", "2024", "text symbols with an emoji variation selector"},
	{lenient, "🏳️‍🌈 flag", "flag", "emoji ZWJ sequence with a variation selector"},
	{lenient, "1️⃣ one", "1️⃣ one", "a mark after a kept character stays"},
	{lenient, "مرحبا، عالم؟", "مرحبا عالم", "Arabic punctuation"},
	{lenient, "हिन्दी। भाषा", "हिन्दी भाषा", "danda"},
	{lenient, "全额退款，仅限三十天内。", "全额退款仅限三十天内", "CJK punctuation"},
}

func TestFold(t *testing.T) {
	for _, tt := range foldTests {
		if got := tt.mode.Fold(tt.in); got != tt.want {
			t.Errorf("%v.Fold(%q) = %q; want %q (%s)", tt.mode, tt.in, got, tt.want, tt.why)
		}
		if got := tt.mode.Map(tt.in).String(); got != tt.want {
			t.Errorf("%v.Map(%q).String() = %q; want %q (%s)", tt.mode, tt.in, got, tt.want, tt.why)
		}
		if got := tt.mode.Fold(tt.want); got != tt.want {
			t.Errorf("%v.Fold(%q) = %q; want it unchanged (folding %q, %s)", tt.mode, tt.want, got, tt.in, tt.why)
		}
	}
}

func TestFoldReturnsInput(t *testing.T) {
	for _, tt := range []struct {
		mode normalize.Mode
		in   string
	}{
		{strict, "a"},
		{strict, "already folded text, 30 days."},
		{lenient, "already folded text 30 days"},
	} {
		if got := tt.mode.Fold(tt.in); unsafe.StringData(got) != unsafe.StringData(tt.in) {
			t.Errorf("%v.Fold(%q) = %q, a copy; want the input itself", tt.mode, tt.in, got)
		}
	}
}

func TestFoldAllocs(t *testing.T) {
	for _, tt := range []struct {
		mode normalize.Mode
		in   string
	}{
		{strict, "the refund window is 30 days, from the date of purchase."},
		{lenient, "the refund window is 30 days from the date of purchase"},
		{strict, ""},
	} {
		if n := testing.AllocsPerRun(100, func() { sinkString = tt.mode.Fold(tt.in) }); n != 0 {
			t.Errorf("%v.Fold(%q) allocates %v times; want 0 for already-folded ASCII", tt.mode, tt.in, n)
		}
	}
}

// TestFoldShortAllocs guards the folding of quotes: a short text that
// needs folding allocates only its result, unless a segment needs NFKC
// work beyond single code points.
func TestFoldShortAllocs(t *testing.T) {
	for _, in := range []string{
		"The Refund Window",
		"The ﬁnal price: ３０ days",
		"全额退款，仅限三十天内",
		"“Refunds” — 30\u00a0days",
	} {
		for _, m := range []normalize.Mode{strict, lenient} {
			if n := testing.AllocsPerRun(100, func() { sinkString = m.Fold(in) }); n > 1 {
				t.Errorf("%v.Fold(%q) allocates %v times; want 1", m, in, n)
			}
		}
	}
}

// TestMapAllocs guards against allocating per code point or per segment:
// folding 64 KiB allocates the output, scratch space and the map's growth.
func TestMapAllocs(t *testing.T) {
	en, zh := testtext.English(64<<10), testtext.Chinese(64<<10)
	for _, tt := range []struct {
		name      string
		f         func()
		maxAllocs float64
	}{
		{"Strict.Fold(English)", func() { sinkString = strict.Fold(en) }, 2},
		{"Strict.Fold(Chinese)", func() { sinkString = strict.Fold(zh) }, 2},
		{"Lenient.Fold(Chinese)", func() { sinkString = lenient.Fold(zh) }, 2},
		{"Strict.Map(English)", func() { sink = strict.Map(en) }, 16},
		{"Strict.Map(Chinese)", func() { sink = strict.Map(zh) }, 16},
		{"Lenient.Map(Chinese)", func() { sink = lenient.Map(zh) }, 16},
	} {
		if n := testing.AllocsPerRun(10, tt.f); n > tt.maxAllocs {
			t.Errorf("%s of 64 KiB allocates %v times; want at most %v", tt.name, n, tt.maxAllocs)
		}
	}
}

func TestModeString(t *testing.T) {
	for _, tt := range []struct {
		m    normalize.Mode
		want string
	}{
		{strict, "strict"},
		{lenient, "lenient"},
		{normalize.Mode(7), "Mode(7)"},
	} {
		if got := tt.m.String(); got != tt.want {
			t.Errorf("Mode(%d).String() = %q; want %q", uint8(tt.m), got, tt.want)
		}
	}
}

func TestParseMode(t *testing.T) {
	for _, tt := range []struct {
		in      string
		want    normalize.Mode
		wantErr bool
	}{
		{"", strict, false},
		{"strict", strict, false},
		{"lenient", lenient, false},
		{"Lenient", strict, true},
		{"loose", strict, true},
	} {
		got, err := normalize.ParseMode(tt.in)
		if got != tt.want || (err != nil) != tt.wantErr {
			t.Errorf("ParseMode(%q) = %v, %v; want %v, error %v", tt.in, got, err, tt.want, tt.wantErr)
		}
	}
}

func TestInvalidModePanics(t *testing.T) {
	for name, f := range map[string]func(){
		"Fold": func() { normalize.Mode(2).Fold("x") },
		"Map":  func() { normalize.Mode(2).Map("x") },
	} {
		if !panics(f) {
			t.Errorf("Mode(2).%s did not panic", name)
		}
	}
}

func panics(f func()) (panicked bool) {
	defer func() { panicked = recover() != nil }()
	f()
	return false
}
