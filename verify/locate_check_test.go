package verify_test

import (
	"strings"

	"github.com/verbatim-go/verbatim/verify"
)

// tb is what the checks need of *testing.T and *rapid.T.
type tb interface {
	Helper()
	Fatalf(format string, args ...any)
}

// checkMatch checks the guarantee that offsets are real (package doc) for a
// match m of quote in src: src[m.Start:m.End] starts and ends on character
// boundaries and folds to text that contains the folded quote, or, for a
// fuzzy match, is m.Distance edits from it, within the bound. A quote that
// folds to nothing is never found.
func checkMatch(t tb, src, quote string, opts verify.LocateOptions, m verify.Match) {
	t.Helper()
	if !m.Found() {
		if m != (verify.Match{}) {
			t.Fatalf("Locate(%q, %q, %+v) = %+v; want the zero Match when not found", src, quote, opts, m)
		}
		return
	}
	fq := opts.Mode.Fold(quote)
	if fq == "" {
		t.Fatalf("Locate(%q, %q, %+v) = %+v; a quote that folds to nothing must not be found", src, quote, opts, m)
	}
	if m.Start < 0 || m.End > len(src) || m.Start >= m.End {
		t.Fatalf("Locate(%q, %q, %+v) = %+v; want a non-empty range in [0, %d]", src, quote, opts, m, len(src))
	}
	if !charBoundary(src, m.Start) || !charBoundary(src, m.End) {
		t.Fatalf("Locate(%q, %q, %+v) = %+v; not on character boundaries", src, quote, opts, m)
	}
	span := src[m.Start:m.End]
	fs := opts.Mode.Fold(span)
	switch m.Kind {
	case verify.Exact:
		if span != strings.TrimSpace(quote) {
			t.Fatalf("Locate(%q, %q, %+v) = %+v (%q); an exact match must be the trimmed quote", src, quote, opts, m, span)
		}
		fallthrough
	case verify.Normalized:
		if !strings.Contains(fs, fq) {
			t.Fatalf("Locate(%q, %q, %+v) = %+v: %q folds to %q, which does not contain %q", src, quote, opts, m, span, fs, fq)
		}
		if m.Distance != 0 || m.Similarity != 1 {
			t.Fatalf("Locate(%q, %q, %+v) = %+v; want Distance 0 and Similarity 1", src, quote, opts, m)
		}
	case verify.Fuzzy:
		n := len([]rune(fq))
		if d := editDistance(fq, fs); d != m.Distance {
			t.Fatalf("Locate(%q, %q, %+v) = %+v: %q folds to %q, %d edits from %q; want Distance %d",
				src, quote, opts, m, span, fs, d, fq, d)
		}
		if bound := fuzzyBound(opts, n); m.Distance > bound {
			t.Fatalf("Locate(%q, %q, %+v) = %+v; Distance above the bound %d", src, quote, opts, m, bound)
		}
		if want := 1 - float64(m.Distance)/float64(n); m.Similarity != want {
			t.Fatalf("Locate(%q, %q, %+v) = %+v; want Similarity %v", src, quote, opts, m, want)
		}
		if !opts.Fuzzy {
			t.Fatalf("Locate(%q, %q, %+v) = %+v; fuzzy match with Fuzzy off", src, quote, opts, m)
		}
	default:
		t.Fatalf("Locate(%q, %q, %+v) = %+v; unknown kind", src, quote, opts, m)
	}
}

// fuzzyBound returns the documented edit bound for a folded quote of n
// code points.
func fuzzyBound(opts verify.LocateOptions, n int) int {
	r := opts.MaxEditRatio
	switch {
	case r <= 0:
		r = 0.10
	case r > 0.5:
		r = 0.5
	}
	return int(r * float64(n))
}

// charBoundary reports whether a range loop over s starts a character at i,
// or i is len(s).
func charBoundary(s string, i int) bool {
	if i == len(s) {
		return true
	}
	for j := range s {
		if j == i {
			return true
		}
		if j > i {
			break
		}
	}
	return false
}

// editDistance is the Levenshtein distance between the code points of a
// and b, by the textbook dynamic programme.
func editDistance(a, b string) int {
	x, y := []rune(a), []rune(b)
	d := make([][]int, len(x)+1)
	for i := range d {
		d[i] = make([]int, len(y)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(x); i++ {
		for j := 1; j <= len(y); j++ {
			sub := d[i-1][j-1]
			if x[i-1] != y[j-1] {
				sub++
			}
			d[i][j] = min(sub, d[i-1][j]+1, d[i][j-1]+1)
		}
	}
	return d[len(x)][len(y)]
}
