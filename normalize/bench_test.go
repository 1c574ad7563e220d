package normalize_test

import (
	"strings"
	"testing"

	"golang.org/x/text/unicode/norm"

	"github.com/verbatim-go/verbatim/internal/testtext"
	"github.com/verbatim-go/verbatim/normalize"
)

const mib = 1 << 20

var (
	english = testtext.English(mib)
	chinese = testtext.Chinese(mib)
)

var sink *normalize.Text

func benchmarkMap(b *testing.B, m normalize.Mode, s string) {
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		sink = m.Map(s)
	}
}

func BenchmarkFoldEnglish1MiB(b *testing.B) { benchmarkMap(b, normalize.Strict, english) }
func BenchmarkFoldCJK1MiB(b *testing.B)     { benchmarkMap(b, normalize.Strict, chinese) }

// naiveFold is the folding pipeline without offsets that Map must beat.
func naiveFold(s string) string {
	return strings.ToLower(norm.NFKC.String(strings.Join(strings.Fields(s), " ")))
}

var sinkString string

func BenchmarkFoldNaive1MiB(b *testing.B) {
	for _, in := range []struct{ name, s string }{{"English", english}, {"CJK", chinese}} {
		b.Run(in.name, func(b *testing.B) {
			b.SetBytes(int64(len(in.s)))
			b.ReportAllocs()
			for b.Loop() {
				sinkString = naiveFold(in.s)
			}
		})
	}
}
