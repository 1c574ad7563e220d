package normalize_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/verbatim-go/verbatim/normalize"
)

// spanTests pin where folded text maps back to: the folded range is the
// first occurrence of at in the folded text, and want is the original text
// it must map to.
var spanTests = []struct {
	mode         normalize.Mode
	in, at, want string
	why          string
}{
	{strict, "The Refund Window", "refund window", "Refund Window", "case folds byte for byte"},
	{strict, "  padded  ", "padded", "padded", "trimmed white space is outside"},
	{strict, "The ﬁnal price", "fi", "ﬁ", "a ligature maps back whole"},
	{strict, "The ﬁnal price", "i", "ﬁ", "the second letter of a ligature maps to the ligature"},
	{strict, "The ﬁnal price", "final", "ﬁnal", "ligature inside a word"},
	{strict, "The ﬁnal price", "nal price", "nal price", "after the ligature the map is linear again"},
	{strict, "in ３０ days", "30", "３０", "full-width digits"},
	{strict, "in ３０ days", "0", "０", "one full-width digit"},
	{strict, "㍻元年", "成", "㍻", "one character of an expansion maps to the whole square"},
	{strict, "㍻元年", "平成元年", "㍻元年", "expansion then CJK"},
	{strict, "İstanbul", "i", "İ", "lowercasing changes the size"},
	{strict, "STRAẞE", "ß", "ẞ", "capital sharp s"},
	{strict, "STRAẞE", "straße", "STRAẞE", "word around a size change"},
	{strict, "Cafe\u0301 au lait", "é", "e\u0301", "composition maps to base and mark"},
	{strict, "Cafe\u0301 au lait", "café", "Cafe\u0301", "composed word"},
	{strict, "Cafe\u0301 au lait", "au lait", "au lait", "linear after a composition"},
	{strict, "W\u030A", "ẘ", "W\u030A", "lowercase then compose"},
	{strict, "x\u0305y", "x\u0305", "x\u0305", "uncomposable mark stays with its base"},
	{strict, "\u1100\u1161\u11a8 ok", "각", "\u1100\u1161\u11a8", "conjoining jamo"},
	{strict, "ｶﾞイド", "ガ", "ｶﾞ", "half-width kana with voicing mark"},
	{strict, "退款政策：全额退款仅限三十天内，逾期不退。", "全额退款仅限三十天内", "全额退款仅限三十天内", "CJK maps to the right characters"},
	{strict, "退款政策：全额退款仅限三十天内，逾期不退。", ":", "：", "full-width colon"},
	{strict, "退款政策：全额退款", "政策:全额", "政策：全额", "across a full-width colon"},
	{strict, "سياسة الاسترداد", "الاسترداد", "الاسترداد", "Arabic"},
	{strict, "ﻻ شيء", "ا", "ﻻ", "second letter of an Arabic ligature"},
	{strict, "ﷺ", "الله", "ﷺ", "a word inside a one-character expansion"},
	{strict, "ﷺ", " ", "ﷺ", "a space inside a one-character expansion"},
	{strict, "\u0958\u093e\u0928\u0942\u0928", "\u0915\u093c", "\u0958", "two folded code points from one original"},
	{strict, "हिन्दी भाषा", "भाषा", "भाषा", "Devanagari"},
	{strict, "family 👨\u200d👩\u200d👧 plan", "👨👩👧", "👨\u200d👩\u200d👧", "removed joiners inside the range are covered"},
	{strict, "family 👨\u200d👩\u200d👧 plan", "👩", "👩", "one emoji of a sequence"},
	{strict, "refund\r\n   window", " ", "\r\n   ", "collapsed white space maps to all of it"},
	{strict, "refund\r\n   window", "refund window", "refund\r\n   window", "a quote across a line break"},
	{strict, "30\u00a0days", " ", "\u00a0", "no-break space"},
	{strict, "a\u3000b", " ", "\u3000", "ideographic space"},
	{strict, "5 ¨", " \u0308", " ¨", "a space NFKC creates joins the one before"},
	{strict, "5 ¨", "\u0308", "¨", "the mark of a spacing diacritic"},
	{strict, "\ufeffHello", "hello", "Hello", "BOM before is outside"},
	{strict, "zero\u200bwidth", "zerowidth", "zero\u200bwidth", "a removed character inside is covered"},
	{strict, "zero\u200bwidth", "width", "width", "a removed character before is not"},
	{strict, "a\xffb", "\uFFFD", "\xff", "an invalid byte maps to itself"},
	{strict, "a\xe2\x82b", "\uFFFD\uFFFDb", "\xe2\x82b", "a truncated sequence"},
	{strict, "a\x00b", "\x00", "\x00", "NUL"},
	{lenient, "He said “Refunds”, twice", "refunds", "Refunds", "removed quotes around a word are outside"},
	{lenient, "He said “Refunds”, twice", "refunds twice", "Refunds”, twice", "removed punctuation inside is covered"},
	{lenient, "it’s", "its", "it’s", "apostrophe inside a word"},
	{lenient, "a\xffb", "ab", "a\xffb", "Lenient removes U+FFFD"},
	{lenient, "Open 9–5, Monday", "95 monday", "9–5, Monday", "dash and comma"},
}

func TestSpan(t *testing.T) {
	for _, tt := range spanTests {
		tx := tt.mode.Map(tt.in)
		i := strings.Index(tx.String(), tt.at)
		if i < 0 {
			t.Errorf("%v.Map(%q) = %q; want it to contain %q (%s)", tt.mode, tt.in, tx, tt.at, tt.why)
			continue
		}
		start, end := tx.Span(i, i+len(tt.at))
		if got := tt.in[start:end]; got != tt.want {
			t.Errorf("%v.Map(%q).Span(%d, %d) = %d, %d (%q); want %q (%s)",
				tt.mode, tt.in, i, i+len(tt.at), start, end, got, tt.want, tt.why)
		}
	}
}

func TestSpanEmpty(t *testing.T) {
	tx := strict.Map("The ﬁnal price")
	for _, tt := range []struct {
		i, want int
	}{
		{0, 0},
		{len("the "), len("The ")},
		{len("the f"), len("The ")}, // inside the ligature: its start
		{len("the fi"), len("The ﬁ")},
		{tx.Len(), len("The ﬁnal price")},
	} {
		start, end := tx.Span(tt.i, tt.i)
		if start != tt.want || end != tt.want {
			t.Errorf("Span(%d, %d) = %d, %d; want %d, %d", tt.i, tt.i, start, end, tt.want, tt.want)
		}
	}
}

// TestOrigInsideCharacter pins that offsets inside a folded character map
// to the whole original character, as Orig and OrigEnd document, also
// where the map is byte for byte.
func TestOrigInsideCharacter(t *testing.T) {
	for _, tt := range []struct {
		in            string
		i             int
		orig, origEnd int
		why           string
	}{
		{"a😀b", 2, 1, 5, "inside an emoji copied as it is"},
		{"a😀b", 4, 1, 5, "last byte of the emoji"},
		{"Ä", 1, 0, 2, "inside a letter lowercased to the same size"},
		{"全额", 4, 3, 6, "inside the second Han character"},
		{"ﬁ", 1, 0, 3, "inside an expansion"},
	} {
		tx := strict.Map(tt.in)
		if o, e := tx.Orig(tt.i), tx.OrigEnd(tt.i); o != tt.orig || e != tt.origEnd {
			t.Errorf("Strict.Map(%q): Orig(%d), OrigEnd(%d) = %d, %d; want %d, %d (%s)", tt.in, tt.i, tt.i, o, e, tt.orig, tt.origEnd, tt.why)
		}
	}
}

func TestOrigEnds(t *testing.T) {
	for _, tt := range []struct {
		in                  string
		orig0, origEnd0     int
		origLen, origEndLen int
		why                 string
	}{
		{"", 0, 0, 0, 0, "empty"},
		{"   ", 0, 0, 0, 0, "folds to nothing"},
		{"\u200b", 0, 0, 0, 0, "folds to nothing"},
		{"  ab  ", 2, 2, 4, 4, "trimmed both ends"},
		{"ﬁ", 0, 0, 3, 3, "one expansion"},
	} {
		tx := strict.Map(tt.in)
		got := []int{tx.Orig(0), tx.OrigEnd(0), tx.Orig(tx.Len()), tx.OrigEnd(tx.Len())}
		want := []int{tt.orig0, tt.origEnd0, tt.origLen, tt.origEndLen}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("Strict.Map(%q): Orig(0), OrigEnd(0), Orig(Len), OrigEnd(Len) (-want +got):\n%s", tt.in, diff)
		}
	}
}

func TestTextAccessors(t *testing.T) {
	in := "  The ﬁnal PRICE "
	tx := strict.Map(in)
	if got, want := tx.String(), "the final price"; got != want {
		t.Errorf("String() = %q; want %q", got, want)
	}
	if got := tx.Original(); got != in {
		t.Errorf("Original() = %q; want %q", got, in)
	}
	if got, want := tx.Len(), len("the final price"); got != want {
		t.Errorf("Len() = %d; want %d", got, want)
	}
}

func TestTextPanics(t *testing.T) {
	tx := strict.Map("abc")
	for name, f := range map[string]func(){
		"Orig(-1)":    func() { tx.Orig(-1) },
		"Orig(4)":     func() { tx.Orig(4) },
		"OrigEnd(-1)": func() { tx.OrigEnd(-1) },
		"OrigEnd(4)":  func() { tx.OrigEnd(4) },
		"Span(2, 1)":  func() { tx.Span(2, 1) },
		"Span(0, 4)":  func() { tx.Span(0, 4) },
	} {
		if !panics(f) {
			t.Errorf("%s on a Text of length 3 did not panic", name)
		}
	}
}
