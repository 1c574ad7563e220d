package verify_test

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/internal/testtext"
	"github.com/verbatim-go/verbatim/verify"
)

// shapeQuote returns about n bytes of s from about back bytes before its
// end, on character boundaries.
func shapeQuote(s string, back, n int) string {
	i := max(0, len(s)-back)
	for i < len(s) && !utf8.RuneStart(s[i]) {
		i++
	}
	j := min(len(s), i+n)
	for j > i && j < len(s) && !utf8.RuneStart(s[j]) {
		j--
	}
	return s[i:j]
}

// BenchmarkLocateShapes locates, in a prepared 1 MiB source of each shape
// of testtext.Shapes, a 100-byte quote cut from near its end with a
// character the source lacks added, so that no stage finds it and each
// scans the whole source: Exact (the exact and normalized stages),
// Normalized (the quote's case changed, so that the exact stage finds
// nothing either) and Fuzzy (the fuzzy stage too, with one edit in the
// quote). On the Repetitive shape the quote occurs at every offset inside
// one word, where no match may start: the case that a search which
// compares the quote again at each occurrence would make quadratic. Each
// shape must stay within 5× of English per source byte.
func BenchmarkLocateShapes(b *testing.B) {
	for _, stage := range []string{"Exact", "Normalized", "Fuzzy"} {
		for _, sh := range testtext.Shapes(mib) {
			b.Run(stage+"/"+sh.Name, func(b *testing.B) {
				q := shapeQuote(sh.Text, 2000, 100)
				opts := verify.LocateOptions{}
				switch stage {
				case "Normalized":
					q = strings.ToUpper(q)
				case "Fuzzy":
					opts.Fuzzy = true
					r := []rune(q)
					r[len(r)/2] = '☃'
					q = string(r)
				}
				q += "☃"
				d := verify.Prepare(sh.Text, opts)
				b.SetBytes(int64(len(sh.Text)))
				b.ReportAllocs()
				for b.Loop() {
					sinkMatch = d.Locate(q)
				}
			})
		}
	}
}

// BenchmarkLocateInsideWord locates in a prepared 1 MiB source of one
// letter repeated a quote of 100 of that letter, which occurs at every
// offset but never at word boundaries, so that no stage may match:
// Exact (the quote as it is), Normalized (in capitals, so that only the
// folded source holds it) and Fuzzy (with one letter changed, so that it
// is within the bound everywhere). A search that compares the quote again
// at each occurrence takes time proportional to the source times the
// quote. Compare with BenchmarkLocateShapes/*/English.
func BenchmarkLocateInsideWord(b *testing.B) {
	src := strings.Repeat("a", mib)
	for _, tt := range []struct {
		stage, quote string
		opts         verify.LocateOptions
	}{
		{"Exact", strings.Repeat("a", 100), verify.LocateOptions{}},
		{"Normalized", strings.Repeat("A", 100), verify.LocateOptions{}},
		{"Fuzzy", strings.Repeat("a", 99) + "b", verify.LocateOptions{Fuzzy: true}},
	} {
		b.Run(tt.stage, func(b *testing.B) {
			d := verify.Prepare(src, tt.opts)
			if m := d.Locate(tt.quote); m.Found() {
				b.Fatalf("Locate = %+v; want no match", m)
			}
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for b.Loop() {
				sinkMatch = d.Locate(tt.quote)
			}
		})
	}
}

// BenchmarkVerifyShapes verifies 20 claims, half quoting the source and
// half quoting text it lacks, against a prepared 1 MiB source of each
// shape. Each shape must stay within 5× of English per source byte.
func BenchmarkVerifyShapes(b *testing.B) {
	for _, sh := range testtext.Shapes(mib) {
		b.Run(sh.Name, func(b *testing.B) {
			c, err := verify.NewCorpus([]verify.Source{{ID: "1", Text: sh.Text}}, verify.Options{})
			if err != nil {
				b.Fatal(err)
			}
			var claims []verify.Claim
			for i := 0; i < 10; i++ {
				q := shapeQuote(sh.Text, (i+1)*len(sh.Text)/11, 80)
				// The claim has a word of its own, so that a quote of
				// marks or separators alone is still looked for.
				claims = append(claims,
					verify.Claim{Text: "Quoted " + q, Source: "1", Quote: q},
					verify.Claim{Text: "Quoted " + q, Source: "1", Quote: q + fmt.Sprint(" ☃", i)})
			}
			b.SetBytes(int64(len(sh.Text)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := c.Verify(claims); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkNewCorpusShapes prepares a 1 MiB source of each shape: folding,
// the number index. Each shape must stay within 5× of English per byte.
func BenchmarkNewCorpusShapes(b *testing.B) {
	for _, sh := range testtext.Shapes(mib) {
		b.Run(sh.Name, func(b *testing.B) {
			b.SetBytes(int64(len(sh.Text)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := verify.NewCorpus([]verify.Source{{ID: "1", Text: sh.Text}}, verify.Options{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
