package textsearch

import (
	"slices"
	"strings"
	"testing"
	"time"

	"pgregory.net/rapid"
)

// naive returns every occurrence of pat in s.
func naive(s, pat string) []int {
	var out []int
	if pat == "" {
		return nil
	}
	for i := 0; i+len(pat) <= len(s); i++ {
		if s[i:i+len(pat)] == pat {
			out = append(out, i)
		}
	}
	return out
}

func all(s, pat string) []int {
	var out []int
	Each(s, pat, func(i int) bool { out = append(out, i); return true })
	return out
}

func TestEach(t *testing.T) {
	for _, tt := range []struct{ s, pat string }{
		{"", "a"},
		{"a", ""},
		{"abc", "abcd"},
		{"abababab", "abab"},
		{"aaaaaaaa", "aa"},
		{strings.Repeat("a", 5000), strings.Repeat("a", 100)}, // past the budget: KMP finishes
		{strings.Repeat("ab", 3000) + "abc", strings.Repeat("ab", 50) + "c"},
		{"héllo héllo", "héllo"},
	} {
		if got, want := all(tt.s, tt.pat), naive(tt.s, tt.pat); !slices.Equal(got, want) {
			t.Errorf("Each(%.20q, %.20q) = %v; want %v", tt.s, tt.pat, got, want)
		}
	}
}

func TestEachStops(t *testing.T) {
	s := strings.Repeat("a", 10000)
	n := 0
	Each(s, "aaa", func(int) bool { n++; return n < 5 })
	if n != 5 {
		t.Errorf("yield called %d times after returning false at 5", n)
	}
}

func TestEachProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		alpha := rapid.SampledFrom([]string{"a", "b", "ab"})
		gen := func(label string, max int) string {
			parts := rapid.SliceOfN(alpha, 0, max).Draw(t, label)
			return strings.Join(parts, "")
		}
		s, pat := gen("s", 400), gen("pat", 12)
		if got, want := all(s, pat), naive(s, pat); !slices.Equal(got, want) {
			t.Fatalf("Each(%q, %q) = %v; want %v", s, pat, got, want)
		}
	})
}

// TestEachLinear checks that a pattern that occurs at almost every offset
// costs no more than a pattern that occurs nowhere, within a wide margin.
func TestEachLinear(t *testing.T) {
	s := strings.Repeat("a", 1<<20)
	pat := strings.Repeat("a", 4096)
	count := func(pat string) (n int, d time.Duration) {
		start := time.Now()
		Each(s, pat, func(int) bool { n++; return true })
		return n, time.Since(start)
	}
	n, d := count(pat)
	if want := len(s) - len(pat) + 1; n != want {
		t.Fatalf("found %d occurrences; want %d", n, want)
	}
	// A naive search would compare about 4·10⁹ bytes: seconds, not
	// milliseconds.
	if d > 2*time.Second {
		t.Errorf("Each over 1 MiB of a for 4096 a took %v", d)
	}
}

func BenchmarkEach(b *testing.B) {
	for _, tt := range []struct{ name, s, pat string }{
		{"Miss", strings.Repeat("the quick brown fox ", 1<<16), "lazy dog"},
		{"Repetitive", strings.Repeat("a", 1<<20), strings.Repeat("a", 4096)},
	} {
		b.Run(tt.name, func(b *testing.B) {
			b.SetBytes(int64(len(tt.s)))
			for b.Loop() {
				Each(tt.s, tt.pat, func(int) bool { return true })
			}
		})
	}
}

// TestEachFrom checks skipping: with yield skipping to multiples of 7, the
// occurrences reported are the naive ones at or after each skip target.
func TestEachFrom(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		alpha := rapid.SampledFrom([]string{"a", "b", "ab"})
		gen := func(label string, max int) string {
			return strings.Join(rapid.SliceOfN(alpha, 0, max).Draw(t, label), "")
		}
		s, pat := gen("s", 3000), gen("pat", 12)
		step := rapid.IntRange(1, 9).Draw(t, "step")
		var got []int
		EachFrom(s, pat, func(i int) int {
			got = append(got, i)
			return (i/step + 1) * step
		})
		var want []int
		next := 0
		for _, i := range naive(s, pat) {
			if i >= next {
				want = append(want, i)
				next = max((i/step+1)*step, i+1)
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("EachFrom(%q, %q) skipping to multiples of %d = %v; want %v", s, pat, step, got, want)
		}
	})
}

// TestEachFromKMP checks skipping once the search has gone over to KMP.
func TestEachFromKMP(t *testing.T) {
	s, pat := strings.Repeat("a", 20000), strings.Repeat("a", 100)
	var got []int
	EachFrom(s, pat, func(i int) int { got = append(got, i); return i + 3 })
	for k, i := range got {
		if i != 3*k {
			t.Fatalf("occurrence %d at %d; want %d", k, i, 3*k)
		}
	}
	if want := (len(s)-len(pat))/3 + 1; len(got) != want {
		t.Errorf("%d occurrences; want %d", len(got), want)
	}
}

// TestEachRareByte checks the search by a pattern's rarest byte on texts
// long enough to take it, of common and rare bytes.
func TestEachRareByte(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		alpha := rapid.SampledFrom([]string{"e", "t", " ", "z", "q.", "the "})
		gen := func(label string, min, max int) string {
			return strings.Join(rapid.SliceOfN(alpha, min, max).Draw(t, label), "")
		}
		s, pat := gen("s", 40, 600), gen("pat", 1, 8)
		if got, want := all(s, pat), naive(s, pat); !slices.Equal(got, want) {
			t.Fatalf("Each(%q, %q) = %v; want %v", s, pat, got, want)
		}
	})
}
