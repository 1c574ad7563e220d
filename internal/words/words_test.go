package words_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/internal/words"
)

func texts(ws []words.Word) []string {
	var out []string
	for _, w := range ws {
		out = append(out, w.Text)
	}
	return out
}

var splitTests = []struct {
	in   string
	want []string
	why  string
}{
	{"", nil, "empty"},
	{"the refund window is 30 days", []string{"the", "refund", "window", "is", "30", "days"}, "spaced words"},
	{"30-day refund, no questions.", []string{"30", "day", "refund", "no", "questions"}, "punctuation separates"},
	{"全额退款", []string{"全额", "额退", "退款"}, "Han bigrams"},
	{"退", []string{"退"}, "a lone Han character"},
	{"refund 全额 ok", []string{"refund", "全额", "ok"}, "mixed scripts"},
	{"a全b", []string{"a", "全", "b"}, "a Han character between Latin letters"},
	{"café naïve", []string{"café", "naïve"}, "precomposed letters"},
	{"cafe\u0301 x", []string{"cafe\u0301", "x"}, "combining marks stay in the word"},
	{"नमस्ते दुनिया", []string{"नमस्ते", "दुनिया"}, "Devanagari with vowel signs"},
	{"مرحبا بالعالم", []string{"مرحبا", "بالعالم"}, "Arabic"},
	{"ภาษาไทย", []string{"ภา", "าษ", "ษา", "าไ", "ไท", "ทย"}, "Thai bigrams"},
}

func TestSplit(t *testing.T) {
	for _, tt := range splitTests {
		got := texts(words.Split(tt.in))
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Split(%q) (%s) (-want +got):\n%s", tt.in, tt.why, diff)
		}
	}
}

func TestContent(t *testing.T) {
	got := words.Content("the refund window is not 30 days for monthly plans")
	want := []string{"refund", "window", "days", "monthly", "plans"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Content (-want +got):\n%s", diff)
	}
}

func TestIsStop(t *testing.T) {
	for _, w := range []string{"the", "dont", "und", "pour", "también", "não"} {
		if !words.IsStop(w) {
			t.Errorf("IsStop(%q) = false; want true", w)
		}
	}
	for _, w := range []string{"refund", "全额", "30", ""} {
		if words.IsStop(w) {
			t.Errorf("IsStop(%q) = true; want false", w)
		}
	}
}

// Every word's range slices the input back to the word, ranges move
// forward, and no word is empty.
func TestSplitRanges(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.String().Draw(t, "s")
		prev := -1
		for _, w := range words.Split(s) {
			if w.Start >= w.End || s[w.Start:w.End] != w.Text {
				t.Fatalf("Split(%q): bad word %+v", s, w)
			}
			if w.Start <= prev {
				t.Fatalf("Split(%q): word %+v does not move forward", s, w)
			}
			prev = w.Start
		}
	})
}

func FuzzSplit(f *testing.F) {
	for _, tt := range splitTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, w := range words.Split(s) {
			if w.Start >= w.End || w.End > len(s) || s[w.Start:w.End] != w.Text {
				t.Fatalf("Split(%q): bad word %+v", s, w)
			}
		}
	})
}

func TestIsWordRune(t *testing.T) {
	for _, tt := range []struct {
		r    rune
		want bool
		why  string
	}{
		{'a', true, "ASCII letter"},
		{'Z', true, "ASCII capital"},
		{'7', true, "ASCII digit"},
		{'é', true, "letter"},
		{'退', true, "Han"},
		{'٣', true, "Arabic-Indic digit"},
		{'½', true, "a number that is not a digit"},
		{'\u0301', true, "combining mark"},
		{' ', false, "space"},
		{'.', false, "punctuation"},
		{'$', false, "symbol"},
		{'\u200b', false, "format character"},
	} {
		if got := words.IsWordRune(tt.r); got != tt.want {
			t.Errorf("IsWordRune(%q) = %v; want %v (%s)", tt.r, got, tt.want, tt.why)
		}
	}
}

// Split makes words of word runes only, and of the characters of scripts
// written without spaces, which are taken two at a time whatever they are.
func TestSplitIsWordRune(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.String().Draw(t, "s")
		for _, w := range words.Split(s) {
			for _, r := range w.Text {
				if !words.IsWordRune(r) && !words.Unspaced(r) {
					t.Fatalf("Split(%q): word %q holds %q, which is not a word rune", s, w.Text, r)
				}
			}
		}
	})
}

// TestSkipLetters: the bytes SkipLetters passes over are ASCII and no
// digits, and it stops within eight bytes of the first that is not, or
// of the end.
func TestSkipLetters(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.StringOf(rapid.SampledFrom([]rune("ab .Z9é0-"))).Draw(t, "s")
		i := rapid.IntRange(0, len(s)).Draw(t, "i")
		j := words.SkipLetters(s, i)
		first := i
		for first < len(s) && s[first] < 0x80 && (s[first] < '0' || s[first] > '9') {
			first++
		}
		if j < i || j > first || first-j >= 8 && j+8 <= len(s) {
			t.Fatalf("SkipLetters(%q, %d) = %d; the first digit or other byte is at %d", s, i, j, first)
		}
	})
}

// TestEnglishMonth checks that EnglishMonth knows English month names and
// their abbreviations, each as Month does, and no other language's.
func TestEnglishMonth(t *testing.T) {
	for w, want := range map[string]int{"march": 3, "sept": 9, "dec": 12, "may": 5, "mars": 0, "mai": 0, "maart": 0, "juni": 0, "enero": 0} {
		if got := words.EnglishMonth(w); got != want {
			t.Errorf("EnglishMonth(%q) = %d; want %d", w, got, want)
		}
		if want > 0 && words.Month(w) != want {
			t.Errorf("Month(%q) = %d; want %d, as EnglishMonth has it", w, words.Month(w), want)
		}
	}
}
