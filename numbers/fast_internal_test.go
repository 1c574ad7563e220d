package numbers

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/normalize"
)

// fastPieces make text where the fast paths (plain integers, plain ASCII
// windows, the claim memo) meet the cases they must leave to the general
// rules.
var fastPieces = []string{
	"0", "1", "2", "3", "7", "12", "30", "000", "123", "1234", "2026", "05",
	" ", " ", " ", "  ", "\n", "\t", "\r\n", "\u00a0", "\u2009", ",", ".", ", ", ". ", "-", "–", "~", "/", ":",
	"%", "$", "€", "[", "]", "(", ")", "\"", "'", ";", "!", "_", "+", "|", "\x00", "\xff",
	"a", "x", "Q", "k", "m", "bn", "th", "st", "s", "am", "pm", "No.", "v",
	"days", "million", "per cent", "USD", "usd", "dollars", "November", "May", "de", "of",
	"profit", "Revenue", "H200", "COVID-", "²", "½", "３", "年", "月", "億", "\u0301", "é", "ü", "％", "．", "Ａ", "、",
	"\n| Metric | Q1 | Q2 |\n|---|---|---|\n| Revenue | 100 | 110 |\n| Profit | 10 | 12 |\n",
	"mid-", "Pre-", "post", "early",
}

var fastText = rapid.OneOf(
	rapid.Custom(func(t *rapid.T) string {
		return strings.Join(rapid.SliceOfN(rapid.SampledFrom(fastPieces), 0, 30).Draw(t, "pieces"), "")
	}),
	rapid.StringOf(rapid.SampledFrom([]rune("0123456789 ,.-/:[]()%$abkmQN\n\t"))),
)

// alike are numbers in forms that read alike but differ: what the claim
// memo must tell apart.
var alike = []string{
	"1", "-1", "−1", "+1", "1%", "1‰", "$1", "€1", "1 USD", "1m", "$1m", "1st", "2", "1.5", "1,5", "-2",
	"1 000", "1.000", "1-2", "5", "Revenue 5", "Profit 1", "| Profit | 1 |", "\n",
}

// repeats are claims and sources that say a few numbers many times.
var repeats = rapid.Custom(func(t *rapid.T) string {
	return strings.Join(rapid.SliceOfN(rapid.SampledFrom(alike), 0, 12).Draw(t, "numbers"), " ")
})

var tokOpts = cmp.AllowUnexported(tok{}, reading{}, key{}, fullTok{})

// A fullTok is a token with its value, its other readings and its
// currency by name, so that tests compare what tokens read, not where
// their values and readings lie.
type fullTok struct {
	tok
	val  string
	cur  string
	more []reading
}

// full returns the tokens toks, with their readings from pool and their
// values from vals.
func full(toks []tok, pool []reading, vals string) []fullTok {
	out := make([]fullTok, len(toks))
	for i := range toks {
		t := toks[i]
		out[i] = fullTok{tok: t, val: t.val(vals), cur: curNames[t.cur], more: t.more(pool)}
		out[i].tok.moreAt, out[i].tok.valAt, out[i].tok.cur = 0, 0, 0
	}
	return out
}

// TestPropFastScan checks that the fast paths of the scanner find what
// the general rules find.
func TestPropFastScan(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := fastText.Draw(t, "s")
		if diff := cmp.Diff(full(scanInto(s, nil, nil, true)), full(scan(s)), tokOpts); diff != "" {
			t.Fatalf("scan(%q) (-general +fast):\n%s", s, diff)
		}
	})
}

// TestPropFastCheck checks that checking a claim with the memo of its
// repeated numbers reports what checking each number afresh does.
func TestPropFastCheck(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		src := rapid.OneOf(fastText, repeats).Draw(t, "src")
		claim := rapid.OneOf(fastText, repeats).Draw(t, "claim")
		start := rapid.IntRange(0, len(src)).Draw(t, "start")
		end := rapid.IntRange(start, len(src)).Draw(t, "end")
		x := NewIndex(src)
		ctoks, cmore, cvals := scan(claim)
		for _, m := range []Mode{On, Row} {
			want := x.checkWith(m, claim, ctoks, cmore, cvals, start, end, true)
			if diff := cmp.Diff(want, x.Check(m, claim, start, end)); diff != "" {
				t.Fatalf("CheckIn(%v, %q, %d, %d) in %q (-afresh +memo):\n%s", m, claim, start, end, src, diff)
			}
		}
	})
}

// TestPropPlainASCII checks plainASCII against Strict folding: what it
// calls plain folds to its core, offset for offset, capitals lowered.
func TestPropPlainASCII(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.StringOf(rapid.SampledFrom([]rune("a1 \t\n\r\v\fZQIK.\x00\x1f~\x7f"))).Draw(t, "s")
		a := newArena(len(s))
		lead, core, ok := plainASCII(s, &a)
		if !ok {
			return
		}
		ft := normalize.Strict.Map(s)
		if ft.String() != core {
			t.Fatalf("plainASCII(%q) = %q; Strict folds it to %q", s, core, ft.String())
		}
		for k := 0; k < len(core); k++ {
			if o, oe := ft.Span(k, k+1); o != lead+k || oe != lead+k+1 {
				t.Fatalf("plainASCII(%q): folded byte %d maps to [%d, %d); want [%d, %d)", s, k, o, oe, lead+k, lead+k+1)
			}
		}
	})
}

// TestFastCheckPairs checks every claim of two alike numbers, each twice,
// against every source of one or two of them, with and without the memo.
func TestFastCheckPairs(t *testing.T) {
	for _, a := range alike {
		for _, b := range alike {
			claim := a + " " + b + " " + a + " " + b
			ctoks, cmore, cvals := scan(claim)
			for _, src := range []string{a, b, a + " " + b} {
				x := NewIndex(src)
				for _, m := range []Mode{On, Row} {
					want := x.checkWith(m, claim, ctoks, cmore, cvals, 0, len(src), true)
					if diff := cmp.Diff(want, x.Check(m, claim, 0, len(x.src))); diff != "" {
						t.Fatalf("Check(%v, %q) in %q (-afresh +memo):\n%s", m, claim, src, diff)
					}
				}
			}
		}
	}
}

// TestCurNames checks that every currency the scanner can read has an id
// that gives it back: the currency of each symbol of category Sc, before
// and after a number, and of each code, dollar prefix and word.
func TestCurNames(t *testing.T) {
	check := func(c string) {
		t.Helper()
		if got := curNames[curIDOf(c)]; got != c {
			t.Fatalf("curNames[curIDOf(%q)] = %q", c, got)
		}
	}
	var srcs []string
	for _, g := range unicode.Sc.R16 {
		for r := rune(g.Lo); r <= rune(g.Hi); r += rune(g.Stride) {
			srcs = append(srcs, string(r)+"5", "5 "+string(r))
		}
	}
	for _, g := range unicode.Sc.R32 {
		for r := rune(g.Lo); r <= rune(g.Hi); r += rune(g.Stride) {
			srcs = append(srcs, string(r)+"5", "5 "+string(r))
		}
	}
	for c := range curCodes {
		srcs = append(srcs, strings.ToUpper(c)+" 5", "5 "+strings.ToUpper(c))
	}
	for p := range curDollars {
		srcs = append(srcs, p+"$5", strings.ToUpper(p)+"$5")
	}
	for w := range curWords {
		srcs = append(srcs, "5 "+w)
	}
	for _, s := range srcs {
		toks, _, _ := scan(s)
		for _, tk := range toks {
			check(curNames[tk.cur])
		}
	}
	for _, c := range curNames {
		check(c)
	}
	for _, c := range []string{"", "$", "EUR", "¥", "kr", "JPY", "USD"} {
		check(c)
	}
}

// forWindowsRef is forWindows as it was before its loops took a run of
// bytes at a time: one byte or code point per step. TestPropForWindows
// checks that the two agree.
func forWindowsRef(s string, yield func(ws, we int, mid bool)) (runs int, sup bool) {
	in := false // inside a window
	ws, mid := 0, false
	left := 0                // words left before the window closes
	pend, pendStart := -1, 0 // a closed window not yet yielded
	pendMid := false
	prev := cSpace
	for i := 0; i < len(s); {
		if !in {
			// Outside windows only digits matter.
			j := i
			for j < len(s) && s[j] < utf8.RuneSelf && (s[j] < '0' || s[j] > '9') {
				j++
			}
			if j > i {
				prev = runeClass(rune(s[j-1]))
				i = j
				continue
			}
		} else {
			// Inside, count the ends of words of ASCII letters.
			for i < len(s) {
				c := s[i]
				if c >= utf8.RuneSelf || '0' <= c && c <= '9' {
					break
				}
				cls := cWord
				if isSpaceByte(c) {
					cls = cSpace
				}
				if cls == cSpace && prev >= cWord || prev == cSpaceless {
					if left--; left == 0 {
						in, pend, pendStart, pendMid = false, i, ws, mid
						break
					}
				}
				prev = cls
				i++
			}
			if !in || i >= len(s) {
				continue
			}
		}
		c := s[i]
		n := 1
		cls := cWord
		cand := '0' <= c && c <= '9'
		if c < utf8.RuneSelf {
			if isSpaceByte(c) {
				cls = cSpace
			}
		} else {
			var r rune
			r, n = utf8.DecodeRuneInString(s[i:])
			cand = mayFoldToDigit(r)
			if !in && !cand {
				// Outside windows only whether a digit came before
				// matters.
				prev = cWord
				i += n
				continue
			}
			cls = runeClass(r)
			sup = sup || cand && isSupDigit(r)
		}
		if in && (prev >= cWord && cls < cWord || prev == cSpaceless) {
			// The end of a word.
			if left--; left == 0 {
				in, pend, pendStart, pendMid = false, i, ws, mid
			}
		}
		if cand {
			if prev != cDigit {
				runs++
			}
			if !in {
				in = true
				ws, mid = windowStart(s, i, max(pend, 0))
				if pend >= 0 && foldCost(s[pend:max(ws, pend)]) < mergeGap {
					ws, mid = pendStart, pendMid
				} else if pend >= 0 {
					yield(pendStart, pend, pendMid)
				}
				pend = -1
			}
			left = windowAhead + 1
		}
		prev = cls
		if cand {
			prev = cDigit
		}
		i += n
	}
	switch {
	case in:
		yield(ws, len(s), mid)
	case pend >= 0:
		yield(pendStart, pend, pendMid)
	}
	return runs, sup
}

// windowsOf returns the windows forWindows or forWindowsRef finds in s,
// with its counts.
func windowsOf(fw func(string, func(int, int, bool)) (int, bool), s string) ([][3]int, int, bool) {
	var wins [][3]int
	runs, sup := fw(s, func(ws, we int, mid bool) {
		m := 0
		if mid {
			m = 1
		}
		wins = append(wins, [3]int{ws, we, m})
	})
	return wins, runs, sup
}

// TestPropForWindows checks forWindows against forWindowsRef on text of
// words, white space, digits, spaceless scripts, superscripts and long
// words.
func TestPropForWindows(t *testing.T) {
	pieces := []string{"a", "ab", "Revenue", " ", "  ", "\n", "\t", "\r\n", "1", "12", "2026", ",", ".", "-", "|",
		"€", "–", "日", "年", "３", "²", "é", "\u00a0", strings.Repeat("x", 70), "\xff", "Q3", "$"}
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.OneOf(
			rapid.Custom(func(t *rapid.T) string {
				return strings.Join(rapid.SliceOfN(rapid.SampledFrom(pieces), 0, 60).Draw(t, "pieces"), "")
			}),
			rapid.StringOf(rapid.SampledFrom([]rune("a 1\n.x日²€"))),
		).Draw(t, "s")
		w1, r1, s1 := windowsOf(forWindowsRef, s)
		w2, r2, s2 := windowsOf(forWindows, s)
		if diff := cmp.Diff(w1, w2); diff != "" || r1 != r2 || s1 != s2 {
			t.Fatalf("forWindows(%q): runs %d, %d; sup %v, %v; windows (-ref +new):\n%s", s, r1, r2, s1, s2, diff)
		}
	})
}

// TestLetterDigitCaches checks the caches behind isLetter and digitValue
// against the tables for every code point of the Basic Multilingual Plane
// and the start of the next.
func TestLetterDigitCaches(t *testing.T) {
	for r := rune(utf8.RuneSelf); r < 0x20000; r++ {
		if got, want := isLetter(r), isLetterOf(r); got != want {
			t.Fatalf("isLetter(%U) = %v; want %v", r, got, want)
		}
		want := -1
		if unicode.Is(unicode.Nd, r) {
			for _, g := range unicode.Nd.R16 {
				if rune(g.Lo) <= r && r <= rune(g.Hi) {
					want = int(r-rune(g.Lo)) % 10
				}
			}
			for _, g := range unicode.Nd.R32 {
				if rune(g.Lo) <= r && r <= rune(g.Hi) {
					want = int(r-rune(g.Lo)) % 10
				}
			}
		}
		if got := digitValue(r); got != want {
			t.Fatalf("digitValue(%U) = %d; want %d", r, got, want)
		}
	}
}
