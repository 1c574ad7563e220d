package normalize_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/internal/testtext"
	"github.com/verbatim-go/verbatim/normalize"
)

// The properties below pin what the package doc promises: folding is
// deterministic and stable (Fold(Fold(s)) == Fold(s)), the offset map is
// monotonic and covers the input, invalid UTF-8 never panics, and the
// offset contract of Map, which the checkers' real offsets rest on.

var modeGen = rapid.SampledFrom([]normalize.Mode{normalize.Strict, normalize.Lenient})

// snapshot is everything Map returns, for comparing two calls.
type snapshot struct {
	folded        string
	orig, origEnd []int
}

func snap(tx *normalize.Text) snapshot {
	s := snapshot{folded: tx.String()}
	for i := 0; i <= tx.Len(); i++ {
		s.orig = append(s.orig, tx.Orig(i))
		s.origEnd = append(s.origEnd, tx.OrigEnd(i))
	}
	return s
}

func TestFoldDeterministic(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := testtext.Text().Draw(t, "s")
		m := modeGen.Draw(t, "mode")
		want := snap(m.Map(s))
		if got := snap(m.Map(s)); !equalSnap(got, want) {
			t.Fatalf("%v.Map(%q) differs between two calls: %+v, then %+v", m, s, want, got)
		}
		// Concurrent calls share the lazily built character tables.
		const n = 4
		var wg sync.WaitGroup
		got := make([]snapshot, n)
		folds := make([]string, n)
		for g := range n {
			wg.Go(func() {
				got[g] = snap(m.Map(s))
				folds[g] = m.Fold(s)
			})
		}
		wg.Wait()
		for g := range n {
			if !equalSnap(got[g], want) || folds[g] != want.folded {
				t.Fatalf("%v.Map(%q) in goroutine %d = %+v, Fold %q; want %+v", m, s, g, got[g], folds[g], want)
			}
		}
	})
}

func equalSnap(a, b snapshot) bool {
	return a.folded == b.folded && fmt.Sprint(a.orig, a.origEnd) == fmt.Sprint(b.orig, b.origEnd)
}

func TestFoldIdempotent(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := testtext.Text().Draw(t, "s")
		for _, m := range []normalize.Mode{normalize.Strict, normalize.Lenient} {
			f := m.Fold(s)
			if g := m.Fold(f); g != f {
				t.Fatalf("%v.Fold(%q) = %q, folded again %q", m, s, f, g)
			}
			if mf := m.Map(s).String(); mf != f {
				t.Fatalf("%v.Map(%q).String() = %q; Fold = %q", m, s, mf, f)
			}
		}
	})
}

func TestFoldArbitraryBytesIdempotent(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := string(rapid.SliceOfN(rapid.Byte(), 0, 64).Draw(t, "bytes"))
		m := modeGen.Draw(t, "mode")
		f := m.Fold(s)
		if g := m.Fold(f); g != f {
			t.Fatalf("%v.Fold(%q) = %q, folded again %q", m, s, f, g)
		}
		checkMap(t, m, s, 200)
	})
}

func TestMapInvariants(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := testtext.Text().Draw(t, "s")
		checkMap(t, modeGen.Draw(t, "mode"), s, 400)
	})
}

// tb is what checkMap needs of *testing.T and *rapid.T.
type tb interface {
	Helper()
	Fatalf(format string, args ...any)
}

// checkMap checks the documented invariants of m.Map(s), and the offset
// contract for up to maxPairs ranges of the folded text.
func checkMap(t tb, m normalize.Mode, s string, maxPairs int) {
	t.Helper()
	tx := m.Map(s)
	f := tx.String()
	if !utf8.ValidString(f) {
		t.Fatalf("%v.Map(%q) = %q, not valid UTF-8", m, s, f)
	}
	if f != strings.TrimSpace(f) || strings.Contains(f, "  ") {
		t.Fatalf("%v.Map(%q) = %q: white space not collapsed", m, s, f)
	}
	if tx.Original() != s {
		t.Fatalf("%v.Map(%q).Original() = %q", m, s, tx.Original())
	}
	bounds := charBoundaries(s)
	prevO, prevE := 0, 0
	for i := 0; i <= len(f); i++ {
		o, e := tx.Orig(i), tx.OrigEnd(i)
		if o < 0 || o > len(s) || e < 0 || e > len(s) {
			t.Fatalf("%v.Map(%q): Orig(%d), OrigEnd(%d) = %d, %d; out of range [0, %d]", m, s, i, i, o, e, len(s))
		}
		if !bounds[o] || !bounds[e] {
			t.Fatalf("%v.Map(%q): Orig(%d), OrigEnd(%d) = %d, %d; not both character boundaries", m, s, i, i, o, e)
		}
		if o < prevO || e < prevE {
			t.Fatalf("%v.Map(%q): Orig, OrigEnd at %d = %d, %d after %d, %d at %d; want non-decreasing", m, s, i, o, e, prevO, prevE, i-1)
		}
		prevO, prevE = o, e
	}
	// The map covers the whole input: what precedes the mapped range folds
	// to nothing, and what follows adds nothing. (On its own, what follows
	// may fold to something: "㈱\ufe0f" folds to "株" in Lenient mode, the
	// variation selector going with the removed ")" of "(株)".)
	first, last := tx.Orig(0), tx.OrigEnd(len(f))
	if first > last {
		t.Fatalf("%v.Map(%q): Orig(0) = %d > OrigEnd(Len()) = %d", m, s, first, last)
	}
	if g := m.Fold(s[:first]); g != "" {
		t.Fatalf("%v.Map(%q): %q before the mapped range [%d, %d) folds to %q", m, s, s[:first], first, last, g)
	}
	if g := m.Fold(s[:last]); g != f {
		t.Fatalf("%v.Map(%q) = %q, but up to the end of the mapped range [%d, %d) it folds to %q", m, s, f, first, last, g)
	}
	if g := m.Fold(s[first:last]); !strings.Contains(g, f) {
		t.Fatalf("%v.Map(%q) = %q, but the mapped range %q folds to %q", m, s, f, s[first:last], g)
	}
	// The contract, for ranges [i, j) on code point boundaries.
	var cps []int
	for i := range f {
		cps = append(cps, i)
	}
	cps = append(cps, len(f))
	n := len(cps) * (len(cps) + 1) / 2
	step := 1
	if n > maxPairs {
		step = n/maxPairs + 1
	}
	k := 0
	for a := 0; a < len(cps); a++ {
		for b := a; b < len(cps); b++ {
			if k++; k%step != 0 {
				continue
			}
			i, j := cps[a], cps[b]
			start, end := tx.Span(i, j)
			if start > end || !bounds[start] || !bounds[end] {
				t.Fatalf("%v.Map(%q).Span(%d, %d) = %d, %d; want an ordered range on character boundaries", m, s, i, j, start, end)
			}
			if i == j {
				continue
			}
			if start != tx.Orig(i) || end != tx.OrigEnd(j) {
				t.Fatalf("%v.Map(%q).Span(%d, %d) = %d, %d; want Orig(%d), OrigEnd(%d) = %d, %d", m, s, i, j, start, end, i, j, tx.Orig(i), tx.OrigEnd(j))
			}
			want := strings.TrimSpace(f[i:j])
			if got := m.Fold(s[start:end]); !strings.Contains(got, want) {
				t.Fatalf("%v.Map(%q): folded [%d, %d) = %q maps to %q, which folds to %q", m, s, i, j, f[i:j], s[start:end], got)
			}
		}
	}
}

// charBoundaries reports, for every byte offset of s, whether a range loop
// over s starts a character there (or it is the end).
func charBoundaries(s string) []bool {
	b := make([]bool, len(s)+1)
	for i := range s {
		b[i] = true
	}
	b[len(s)] = true
	return b
}
