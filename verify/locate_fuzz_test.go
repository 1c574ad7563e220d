package verify_test

import (
	"testing"

	"github.com/verbatim-go/verbatim/normalize"
	"github.com/verbatim-go/verbatim/verify"
)

// FuzzLocate checks that locating never panics and that every match slices
// the source on character boundaries and folds to text that contains the
// folded quote or, for a fuzzy match, is within the bound (checkMatch).
func FuzzLocate(f *testing.F) {
	for _, tt := range locateTests {
		f.Add(tt.src, tt.quote, tt.opts.Mode == normalize.Lenient, tt.opts.Fuzzy, tt.opts.PartialWords)
	}
	f.Add("ٵ؆ﷺaaaaaaaaaaaaaaaaaaa a", "aaصىa الله عليه وسلمaaaaaaaaaaaaaaaaaaa a", false, true, true)
	f.Add(".ำa aaaaaaaa", "าaaaaaaaaa", true, true, false)
	f.Add("\xff\xfe\u0301 \u1100\uffdc ´ ¨x", "\u0301 ᄀ ¨X", false, true, true)
	f.Fuzz(func(t *testing.T, src, quote string, lenient, fuzzy, partial bool) {
		opts := verify.LocateOptions{Fuzzy: fuzzy, PartialWords: partial}
		if lenient {
			opts.Mode = normalize.Lenient
		}
		if len(src) > 1<<14 || len(quote) > 1<<10 {
			return // keep each run fast; length is not what this target explores
		}
		m := verify.Locate(src, quote, opts)
		checkMatch(t, src, quote, opts, m)
		if d := verify.Prepare(src, opts).Locate(quote); d != m {
			t.Fatalf("Prepare(%q, %+v).Locate(%q) = %+v; Locate = %+v", src, opts, quote, d, m)
		}
	})
}
