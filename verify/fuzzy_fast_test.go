package verify

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	gocmp "github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/internal/testtext"
	"github.com/verbatim-go/verbatim/normalize"
)

// The fast fuzzy search must give exactly the answers of one scan of the
// whole text (searchRef, fuzzyRef): the same distance, the same ends in the
// same order, the same Match. The texts below are long enough for the
// piece filter to run, and hold near copies of the pattern with few edits,
// with edits in every piece (so that no long piece occurs and the search
// must look again with more pieces, or scan everything), or with more edits
// than the bound.

// hostileAlphabets are symbol sets of the shapes that defeat a piece
// filter or a word-boundary skip: one letter, one letter and a space, CJK
// without spaces, combining marks, digits and separators.
var hostileAlphabets = [][]rune{
	[]rune("a"),
	[]rune("a "),
	[]rune("ab"),
	[]rune("abc "),
	[]rune("the quick brown fox jumps over lazy dog"),
	[]rune("全额退款三十天内"),
	[]rune("a\u0301\u0302é "),
	[]rune("1,0 .-"),
	[]rune("aé全😀 "),
}

// plantedText returns a text of symbols of alpha, with near copies of pat
// planted in it, and the bound k for pat. Each copy has up to k+2 edits,
// either anywhere or one in each of several pieces of pat.
func plantedText(t *rapid.T, alpha, pat []rune) ([]rune, int) {
	m := len(pat)
	k := rapid.IntRange(0, max(0, m/3)).Draw(t, "k")
	if rapid.IntRange(0, 3).Draw(t, "realistic k") > 0 {
		k = m / 10
	}
	// Mostly long enough for the piece filter, which leaves short texts
	// to the whole scan.
	short := 0
	if rapid.IntRange(0, 4).Draw(t, "short") == 0 {
		short = 8 * (m + 2*k)
	}
	filler := runesOf(alpha, 8*(m+2*k)-short, 8*(m+2*k)+2000).Draw(t, "filler")
	text := slices.Clone(filler)
	copies := rapid.IntRange(0, 4).Draw(t, "copies")
	for c := 0; c < copies; c++ {
		cp := slices.Clone(pat)
		edits := rapid.IntRange(0, k+2).Draw(t, "edits")
		spread := rapid.Bool().Draw(t, "spread")
		for e := 0; e < edits && len(cp) > 0; e++ {
			at := rapid.IntRange(0, len(cp)-1).Draw(t, "at")
			if spread {
				at = min(len(cp)-1, e*len(cp)/edits+len(cp)/(2*edits))
			}
			sym := rapid.SampledFrom(alpha).Draw(t, "sym")
			switch rapid.IntRange(0, 2).Draw(t, "op") {
			case 0:
				cp[at] = sym
			case 1:
				cp = slices.Insert(cp, at, sym)
			case 2:
				cp = slices.Delete(cp, at, at+1)
			}
		}
		at := rapid.IntRange(0, len(text)).Draw(t, "where")
		text = slices.Insert(text, at, cp...)
	}
	return text, k
}

// offsetsWhere returns the code point boundaries of s, from 1 to len(s),
// where keep holds.
func offsetsWhere(s string, keep func(end int) bool) []int {
	var out []int
	for i := range s {
		if i > 0 && keep(i) {
			out = append(out, i)
		}
	}
	if keep(len(s)) {
		out = append(out, len(s))
	}
	return out
}

func TestSearchMatchesReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		alpha := rapid.SampledFrom(hostileAlphabets).Draw(t, "alphabet")
		// Long patterns as often as short ones: the first round of 8
		// pieces needs a bound of 16 or more.
		size := rapid.SampledFrom([]int{1, 40, 160}).Draw(t, "size")
		var pat []rune
		if rapid.Bool().Draw(t, "pattern from alphabet") {
			pat = runesOf(alpha, size, 2*size+20).Draw(t, "pattern")
		} else {
			pat = []rune(strings.Repeat(string(alpha), 400/len(alpha)+1))
			i := rapid.IntRange(0, len(pat)-1).Draw(t, "from")
			pat = pat[i:min(len(pat), i+rapid.IntRange(size, 2*size+20).Draw(t, "len"))]
		}
		text, k := plantedText(t, alpha, pat)
		s := string(text)

		// Accepted ends lie on a set of candidate ends that next finds:
		// all of them, those after a space, or few.
		var cand func(end int) bool
		switch rapid.IntRange(0, 2).Draw(t, "candidates") {
		case 0:
			cand = func(int) bool { return true }
		case 1:
			cand = func(end int) bool { return end == len(s) || s[end] == ' ' || s[end-1] == ' ' }
		case 2:
			every := rapid.IntRange(1, 1000).Draw(t, "every")
			cand = func(end int) bool { return end == len(s) || end%every == 0 }
		}
		mod := rapid.IntRange(1, 3).Draw(t, "accept every")
		accept := func(end int) bool { return cand(end) && (end/3)%mod == 0 }
		ends := offsetsWhere(s, cand)
		next := func(i int) int {
			if i < 1 || i > len(s) || i < len(s) && !utf8.RuneStart(s[i]) {
				t.Fatalf("next(%d) on a text of %d bytes: not a code point boundary ≥ 1", i, len(s))
			}
			j, _ := slices.BinarySearch(ends, i)
			if j == len(ends) {
				return len(s)
			}
			return ends[j]
		}

		p := newPattern(pat)
		wantBest, wantEnds, wantOK := p.searchRef(s, k, accept)
		for _, tt := range []struct {
			name string
			next func(int) int
		}{{"search", nil}, {"find", next}} {
			best, ends, ok := p.find(s, k, accept, tt.next)
			if ok != wantOK || ok && best != wantBest {
				t.Fatalf("%s(%q, %q, %d) = %d, %v; want %d, %v", tt.name, string(pat), s, k, best, ok, wantBest, wantOK)
			}
			if diff := gocmp.Diff(wantEnds, ends); ok && diff != "" {
				t.Fatalf("%s(%q, %q, %d) ends (-want +got):\n%s", tt.name, string(pat), s, k, diff)
			}
		}
	})
}

// sourceOf returns a generator of sources for the fuzzy stage: prose from
// testtext, or text of a hostile alphabet, long enough for the piece
// filter.
func sourceOf(t *rapid.T) string {
	if rapid.Bool().Draw(t, "hostile") {
		alpha := rapid.SampledFrom(hostileAlphabets).Draw(t, "alphabet")
		return string(runesOf(alpha, 0, 3000).Draw(t, "text"))
	}
	var b strings.Builder
	for n := rapid.IntRange(1, 12).Draw(t, "paragraphs"); n > 0; n-- {
		b.WriteString(testtext.TextN(0, 60).Draw(t, "paragraph"))
		b.WriteString(" ")
		if rapid.Bool().Draw(t, "prose") {
			b.WriteString(testtext.English(rapid.IntRange(0, 2000).Draw(t, "english")))
		}
	}
	return b.String()
}

// editRunes makes up to n random edits to s, or, with spread, one edit in
// each of n equal parts of s.
func editRunes(t *rapid.T, s string, n int) string {
	rs := []rune(s)
	spread := rapid.Bool().Draw(t, "spread")
	letter := rapid.SampledFrom([]rune("abcdefghijklmnopqrstuvwxyz é全"))
	for e := 0; e < n && len(rs) > 0; e++ {
		at := rapid.IntRange(0, len(rs)-1).Draw(t, "at")
		if spread {
			at = min(len(rs)-1, e*len(rs)/n+len(rs)/(2*n))
		}
		switch rapid.IntRange(0, 2).Draw(t, "op") {
		case 0:
			rs[at] = letter.Draw(t, "sub")
		case 1:
			rs = slices.Insert(rs, at, letter.Draw(t, "ins"))
		case 2:
			rs = slices.Delete(rs, at, at+1)
		}
	}
	return string(rs)
}

func TestFuzzyMatchesReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := LocateOptions{
			Mode:         rapid.SampledFrom([]normalize.Mode{normalize.Strict, normalize.Lenient}).Draw(t, "mode"),
			Fuzzy:        true,
			PartialWords: rapid.Bool().Draw(t, "partial"),
			MaxEditRatio: rapid.SampledFrom([]float64{0, 0, 0.05, 0.2, 0.5}).Draw(t, "ratio"),
		}
		src := sourceOf(t)
		d := Prepare(src, opts)
		folded := d.Folded().String()
		var quote string
		if i := rapid.IntRange(0, len(folded)).Draw(t, "i"); i < len(folded) && rapid.IntRange(0, 4).Draw(t, "from source") > 0 {
			j := min(len(folded), i+rapid.IntRange(1, 300).Draw(t, "len"))
			for i > 0 && !utf8.RuneStart(folded[i]) {
				i--
			}
			for j < len(folded) && !utf8.RuneStart(folded[j]) {
				j++
			}
			quote = folded[i:j]
			n := utf8.RuneCountInString(quote)
			quote = editRunes(t, quote, rapid.IntRange(0, max(1, int(opts.ratio()*float64(n))+2)).Draw(t, "edits"))
		} else {
			quote = testtext.TextN(1, 20).Draw(t, "quote")
		}
		fq := opts.Mode.Fold(quote)
		if fq == "" {
			t.Skip("the quote folds to nothing")
		}
		want := d.fuzzyRef(fq)
		got := d.fuzzy(fq)
		if got != want {
			t.Fatalf("Prepare(%q, %+v).fuzzy(%q) = %+v; want %+v", src, opts, fq, got, want)
		}
	})
}

// TestNextEnd holds the shortcuts of nextEnd to boundary: it returns the
// first code point boundary at or after i where boundary holds.
func TestNextEnd(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		opts := LocateOptions{
			Mode:         rapid.SampledFrom([]normalize.Mode{normalize.Strict, normalize.Lenient}).Draw(t, "mode"),
			PartialWords: rapid.Bool().Draw(t, "partial"),
		}
		var src string
		if rapid.Bool().Draw(t, "hostile") {
			alpha := rapid.SampledFrom(append(hostileAlphabets,
				[]rune("a1,.-/:'’ \u0301é٣"), []rune("ÀÉÎõüÿß\u0300\u0327\u036f\u0370 "))).Draw(t, "alphabet")
			src = string(runesOf(alpha, 1, 60).Draw(t, "text"))
		} else {
			src = testtext.TextN(1, 24).Draw(t, "text")
		}
		d := Prepare(src, opts)
		s := d.Folded().String()
		if s == "" {
			t.Skip("folds to nothing")
		}
		for i := 1; i <= len(s); i++ {
			if i < len(s) && !utf8.RuneStart(s[i]) {
				continue
			}
			want := i
			for want < len(s) && !(utf8.RuneStart(s[want]) && d.boundary(s, want, false)) {
				want++
			}
			if got := d.nextEnd(s, i); got != want {
				t.Fatalf("nextEnd(%q, %d) with %+v = %d; want %d", s, i, opts, got, want)
			}
		}
	})
}

// TestFuzzyEnds pins the search of the fuzzy stage on the shapes that
// make it skip: ends only where words end, none inside a long word.
func TestFuzzyEnds(t *testing.T) {
	long := strings.Repeat("w", 5000)
	for _, tt := range []struct {
		src, quote string
		opts       LocateOptions
		best       int
		ends       []string // the text before each end
	}{
		{long + " abc " + long, strings.Repeat("w", 29) + "x", LocateOptions{}, 1, []string{long, long + " abc " + long}},
		{long + long, strings.Repeat("w", 29) + "x", LocateOptions{}, 1, []string{long + long}},
		{long + long, strings.Repeat("w", 29) + "x", LocateOptions{PartialWords: true}, 1,
			[]string{long[:29], long[:30], long[:31], long[:32], long[:33], long[:34], long[:35], long[:36]}},
		{strings.Repeat("1,000,", 2000), "1,000,1,000,1,000,1,000,1,000,1,0x0", LocateOptions{}, 1,
			[]string{strings.Repeat("1,000,", 2000)[:11999]}},
		{"a" + strings.Repeat("\u0301", 3000) + " b", strings.Repeat("\u0301", 30) + "x", LocateOptions{}, 1,
			[]string{"a" + strings.Repeat("\u0301", 3000)}},
	} {
		d := Prepare(tt.src, tt.opts)
		fq := tt.opts.Mode.Fold(tt.quote)
		pat := []rune(fq)
		p, folded := newPattern(pat), d.Folded().String()
		best, ends, ok := d.fuzzyEnds(p, len(pat)/10)
		rbest, rends, rok := p.searchRef(folded, len(pat)/10, func(j int) bool { return d.boundary(folded, j, false) && d.spanEnd(j) })
		if best != rbest || !slices.Equal(ends, rends) || ok != rok {
			t.Errorf("fuzzyEnds(%.20q…, %q) = %d, %v, %v; the whole scan finds %d, %v, %v", tt.src, tt.quote, best, ends, ok, rbest, rends, rok)
		}
		var want []int
		for _, e := range tt.ends {
			want = append(want, len(tt.opts.Mode.Fold(e)))
		}
		if !ok || best != tt.best || !slices.Equal(ends, want) {
			t.Errorf("fuzzyEnds(%.20q…, %q) = %d, %v, %v; want %d, %v, true", tt.src, tt.quote, best, ends, ok, tt.best, want)
		}
	}
}

// TestFuzzyFallsBack pins the rounds of the piece filter on a 200-character
// quote of English, bound 20: with few edits the first 8 pieces find it;
// with an edit in each of them, the 21 pieces of the bound do; with an edit
// in each of those it is not within the bound. The whole scan agrees.
func TestFuzzyFallsBack(t *testing.T) {
	src := testtext.English(64 << 10)
	d := Prepare(src, LocateOptions{Fuzzy: true})
	folded := d.Folded().String()
	i := len(folded) - 3000
	i += strings.IndexByte(folded[i:], ' ') + 1
	for folded[i+200] != ' ' || folded[i+199] == ' ' {
		i += strings.IndexByte(folded[i+1:], ' ') + 2
	}
	quote := []rune(folded[i : i+200])
	for _, tt := range []struct {
		edits, every int
		found        bool
	}{
		{3, 50, true},  // within the first 8 pieces' reach
		{10, 20, true}, // every one of the first 8 pieces edited
		{20, 10, true}, // 20 of the 21 pieces edited
		{21, 9, false}, // one more than the bound
		{25, 8, false}, // every piece edited
		{0, 1, true},   // no edit (Locate's normalized stage finds it first)
	} {
		q := slices.Clone(quote)
		for e := 0; e < tt.edits; e++ {
			at := 4 + e*tt.every
			if q[at] == 'q' {
				q[at] = 'z'
			} else {
				q[at] = 'q'
			}
		}
		fq := string(q)
		got, want := d.fuzzy(fq), d.fuzzyRef(fq)
		if got != want {
			t.Errorf("fuzzy(quote with %d edits, one every %d) = %+v; the whole scan finds %+v", tt.edits, tt.every, got, want)
		}
		if wantDist := tt.edits; got.Found() != tt.found || got.Found() && got.Distance != wantDist {
			t.Errorf("fuzzy(quote with %d edits, one every %d) = %+v; want found %v at distance %d", tt.edits, tt.every, got, tt.found, wantDist)
		}
	}
}
