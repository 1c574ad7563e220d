package normalize_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/normalize"
)

var foldTests = []struct {
	mode     normalize.Mode
	in, want string
	why      string
}{
	{normalize.Strict, "  Hello,\n\tWorld!  ", "hello, world!", "white space collapses and trims"},
	{normalize.Strict, "ﬁne", "fine", "ligature expands"},
	{normalize.Strict, "３０ days", "30 days", "full-width digits"},
	{normalize.Strict, "㍻", "平成", "era square expands"},
	{normalize.Strict, "e\u0301", "é", "combining acute composes"},
	{normalize.Strict, "W\u030A", "ẘ", "lowercase then compose"},
	{normalize.Strict, "İstanbul STRAẞE", "istanbul straße", "simple lowercase"},
	{normalize.Strict, "全额退款仅限三十天内。", "全额退款仅限三十天内。", "CJK is unchanged"},
	{normalize.Strict, "zero\u200Bwidth", "zerowidth", "format characters are removed"},
	{normalize.Strict, "a\xffb", "a\uFFFDb", "invalid byte becomes U+FFFD"},
	{normalize.Lenient, "a\xffb", "ab", "U+FFFD is a symbol"},
	{normalize.Lenient, "5 – 7", "5 7", "removal does not leave double spaces"},
	{normalize.Lenient, "“Quoted” — text.", "quoted text", "curly quotes and dashes go"},
	{normalize.Strict, "5 ¨", "5 \u0308", "NFKC space collapses with the space before it"},
}

func TestFold(t *testing.T) {
	for _, tt := range foldTests {
		if got := tt.mode.Fold(tt.in); got != tt.want {
			t.Errorf("%v.Fold(%q) = %q; want %q (%s)", tt.mode, tt.in, got, tt.want, tt.why)
		}
		if got := tt.mode.Map(tt.in).String(); got != tt.want {
			t.Errorf("%v.Map(%q).String() = %q; want %q", tt.mode, tt.in, got, tt.want)
		}
	}
}

func TestSpanCoversExpansion(t *testing.T) {
	src := "The ﬁnal price"
	tx := normalize.Strict.Map(src)
	// "i" of "fi" comes from the ligature: it maps back to all of "ﬁ".
	i := len("the f")
	start, end := tx.Span(i, i+1)
	if diff := cmp.Diff("ﬁ", src[start:end]); diff != "" {
		t.Errorf("Span of the ligature's second letter (-want +got):\n%s", diff)
	}
}

func TestFoldIdempotent(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.String().Draw(t, "s")
		m := normalize.Mode(rapid.IntRange(0, 1).Draw(t, "mode"))
		f := m.Fold(s)
		if g := m.Fold(f); g != f {
			t.Fatalf("%v.Fold(%q) = %q, folded again %q", m, s, f, g)
		}
	})
}
