package normalize_test

import (
	"testing"

	"github.com/verbatim-go/verbatim/internal/testtext"
	"github.com/verbatim-go/verbatim/normalize"
)

// BenchmarkFoldShapes folds 1 MiB of each input shape of testtext.Shapes,
// ordinary English first, with its offset map. Each adversarial shape must
// stay within 5× of English per byte.
func BenchmarkFoldShapes(b *testing.B) {
	for _, sh := range testtext.Shapes(mib) {
		b.Run(sh.Name, func(b *testing.B) { benchmarkMap(b, normalize.Strict, sh.Text) })
	}
}

// BenchmarkFoldShapesLenient is BenchmarkFoldShapes under Lenient folding.
func BenchmarkFoldShapesLenient(b *testing.B) {
	for _, sh := range testtext.Shapes(mib) {
		b.Run(sh.Name, func(b *testing.B) { benchmarkMap(b, normalize.Lenient, sh.Text) })
	}
}
