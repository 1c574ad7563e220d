package normalize_test

import (
	"testing"

	"github.com/verbatim-go/verbatim/normalize"
)

// FuzzFold checks that folding never panics, is idempotent, agrees with
// Map, and that Map's offset map keeps its invariants (see checkMap).
func FuzzFold(f *testing.F) {
	for _, tt := range foldTests {
		f.Add(tt.in, tt.mode == normalize.Lenient)
	}
	for _, tt := range spanTests {
		f.Add(tt.in, tt.mode == normalize.Lenient)
	}
	f.Add("The ﬁnal PRICE is ３０ €\r\n“Refunds” — 30 days.", true)
	f.Add("\xff\xfe\x00\xc3(\xe2\x82\xa1\xf0\x90\x8c\xbc", false)
	f.Add("\u1100\u200b\u1161 \u0301\u0301 ῭¨ ﷺ ❤️ 👨\u200d👩\u200d👧", true)
	f.Fuzz(func(t *testing.T, s string, lenient bool) {
		m := normalize.Strict
		if lenient {
			m = normalize.Lenient
		}
		fs := m.Fold(s)
		if g := m.Fold(fs); g != fs {
			t.Fatalf("%v.Fold(%q) = %q, folded again %q", m, s, fs, g)
		}
		if g := m.Map(s).String(); g != fs {
			t.Fatalf("%v.Map(%q).String() = %q; Fold = %q", m, s, g, fs)
		}
		checkMap(t, m, s, 300)
	})
}
