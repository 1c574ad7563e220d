package verify

import (
	"cmp"
	"slices"
	"strings"
	"testing"

	gocmp "github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// The bit-parallel search and the alignment are checked against the plain
// O(n·m) dynamic programme on random inputs over small alphabets, where
// near matches are common.

var alphabets = [][]rune{
	[]rune("ab"),
	[]rune("abc "),
	[]rune("aé全😀"), // non-ASCII symbols use the pattern's hash table
}

// runesOf returns a generator of slices of symbols of alpha, of a length
// drawn first so that long slices are as likely as short ones.
func runesOf(alpha []rune, min, max int) *rapid.Generator[[]rune] {
	return rapid.Custom(func(t *rapid.T) []rune {
		n := rapid.IntRange(min, max).Draw(t, "len")
		return rapid.SliceOfN(rapid.SampledFrom(alpha), n, n).Draw(t, "runes")
	})
}

// lastRow returns, for every prefix text[:j] of text, the smallest edit
// distance between pat and a substring of text ending at j.
func lastRow(pat, text []rune) []int {
	prev := make([]int, len(text)+1) // row 0: a match may start anywhere
	for i := 1; i <= len(pat); i++ {
		cur := make([]int, len(text)+1)
		cur[0] = i
		for j := 1; j <= len(text); j++ {
			sub := prev[j-1]
			if pat[i-1] != text[j-1] {
				sub++
			}
			cur[j] = min(sub, prev[j]+1, cur[j-1]+1)
		}
		prev = cur
	}
	return prev
}

func TestSearchMatchesDP(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		alpha := rapid.SampledFrom(alphabets).Draw(t, "alphabet")
		pat := runesOf(alpha, 1, 200).Draw(t, "pattern")
		text := runesOf(alpha, 0, 400).Draw(t, "text")
		k := rapid.IntRange(0, len(pat)).Draw(t, "k")
		mod := rapid.IntRange(1, 4).Draw(t, "accept every")
		accept := func(end int) bool { return end%mod == 0 }

		s := string(text)
		// The reference: distances by end, in bytes.
		row := lastRow(pat, text)
		var wantEnds []int
		want := -1
		end := 0
		for j := 1; j <= len(text); j++ {
			end += len(string(text[j-1]))
			d := row[j]
			if d > k || !accept(end) {
				continue
			}
			if want < 0 || d < want {
				want, wantEnds = d, nil
			}
			if d == want && len(wantEnds) < maxFuzzyCandidates {
				wantEnds = append(wantEnds, end)
			}
		}
		best, ends, ok := newPattern(pat).search(s, k, accept)
		if ok != (want >= 0) || ok && best != want {
			t.Fatalf("search(%q, %q, %d) = %d, %v; want %d, %v", string(pat), s, k, best, ok, want, want >= 0)
		}
		if diff := gocmp.Diff(wantEnds, ends); ok && diff != "" {
			t.Fatalf("search(%q, %q, %d) ends (-want +got):\n%s", string(pat), s, k, diff)
		}
	})
}

// TestSearchBlocks pins the band logic on patterns of several 64-row
// blocks: a planted copy with edits deep in a long text of unrelated
// symbols must be found at its exact distance.
func TestSearchBlocks(t *testing.T) {
	for _, m := range []int{63, 64, 65, 128, 129, 200, 500} {
		pat := []rune(strings.Repeat("abcdefghij", 60)[:m])
		text := []rune(strings.Repeat("xyz ", 300))
		planted := slices.Clone(pat)
		planted[m/2] = 'Z'                           // a substitution
		planted = slices.Delete(planted, m/3, m/3+1) // a deletion
		planted = slices.Insert(planted, 2*m/3, 'Q') // an insertion
		text = slices.Insert(text, 700, planted...)
		s := string(text)
		for _, k := range []int{2, 3, m / 10, m / 2} {
			best, ends, ok := newPattern(pat).search(s, k, func(int) bool { return true })
			wantOK := k >= 3
			if ok != wantOK || ok && best != 3 {
				t.Errorf("m=%d: search(k=%d) = %d, %v; want 3, %v", m, k, best, ok, wantOK)
				continue
			}
			if ok && (len(ends) == 0 || ends[0] != 700+len(planted)) {
				t.Errorf("m=%d: search(k=%d) ends = %v; want first %d", m, k, ends, 700+len(planted))
			}
		}
	}
}

func TestAlignMatchesBruteForce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		alpha := rapid.SampledFrom(alphabets).Draw(t, "alphabet")
		pat := runesOf(alpha, 1, 40).Draw(t, "pattern")
		window := runesOf(alpha, 0, 60).Draw(t, "window")
		k := rapid.IntRange(0, len(pat)).Draw(t, "k")
		mod := rapid.IntRange(1, 3).Draw(t, "accept every")
		ok := func(s int) bool { return s%mod == 0 }

		var want []alignment
		for s := 0; s <= len(window); s++ {
			if d := levenshtein(pat, window[s:]); d <= k && ok(s) {
				want = append(want, alignment{s, d})
			}
		}
		m, n := len(pat), len(window)
		slices.SortFunc(want, func(a, b alignment) int {
			if c := cmp.Compare(a.dist, b.dist); c != 0 {
				return c
			}
			la, lb := n-a.start, n-b.start
			if c := cmp.Compare(abs(la-m), abs(lb-m)); c != 0 {
				return c
			}
			return cmp.Compare(la, lb)
		})
		want = want[:min(len(want), maxFuzzyCandidates)]
		got := align(pat, window, k, ok)
		if diff := gocmp.Diff(want, got, gocmp.AllowUnexported(alignment{})); diff != "" {
			t.Fatalf("align(%q, %q, %d) (-want +got):\n%s", string(pat), string(window), k, diff)
		}
	})
}

func TestDistance(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"abc", "", 3},
		{"", "abc", 3},
		{"kitten", "sitting", 3},
		{"flaw", "lawn", 2},
		{"全额退款", "全额退欸", 1},
		{"😀a", "a😀", 2},
	} {
		if got := distance([]rune(tt.a), []rune(tt.b)); got != tt.want {
			t.Errorf("distance(%q, %q) = %d; want %d", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestDistanceMatchesDP(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		alpha := rapid.SampledFrom(alphabets).Draw(t, "alphabet")
		a := runesOf(alpha, 0, 50).Draw(t, "a")
		b := runesOf(alpha, 0, 50).Draw(t, "b")
		want := levenshtein(a, b)
		if got := distance(a, b); got != want {
			t.Fatalf("distance(%q, %q) = %d; want %d", string(a), string(b), got, want)
		}
	})
}

// levenshtein is the textbook full-table edit distance.
func levenshtein(a, b []rune) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			sub := d[i-1][j-1]
			if a[i-1] != b[j-1] {
				sub++
			}
			d[i][j] = min(sub, d[i-1][j]+1, d[i][j-1]+1)
		}
	}
	return d[len(a)][len(b)]
}
