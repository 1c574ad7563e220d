package numbers

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/internal/words"
	"github.com/verbatim-go/verbatim/normalize"
)

// A key is what grounding compares: a reading class and an unsigned
// canonical value. Classes: 'n' numbers (integers, decimals, ordinals,
// amounts), '%' percentages, 'm' per mille, 'r' ranges, 'd' dates, 't'
// times, 'c' codes.
type key struct {
	c byte
	v string
}

// A reading is one way a token can ground or be grounded.
type reading struct {
	key
	neg    bool // the value is negative
	scaled bool // the token states a scale (million, k, 億)
	mant   bool // this is the unscaled mantissa of a scaled token
	role   byte // roleMain, roleAlt, rolePart or roleInner
}

const (
	roleMain  = iota // the token's own value, or its mantissa
	roleAlt          // another reading of an ambiguous separator: 1.000 as 1000
	rolePart         // one group of a plain-space grouped number, on its own
	roleInner        // a range endpoint, a date's year or part: source only
)

// A tok is a token with the readings grounding compares, kept small and
// free of pointers: an index holds one for every number of its source (a
// 1 MiB table of figures has some 40,000), and the garbage collector
// neither scans a slice of them nor needs write barriers to fill one. Its
// value lies in the value text, and its other readings in the reading
// pool, that the scan returned with it; its currency is an index into
// curNames.
type tok struct {
	start, end int32 // byte range in the original
	valAt      int32 // the token's own key, unsigned and canonical: vals[valAt:valAt+valN]
	valN       int32
	moreAt     int32 // the first of the token's other readings in the pool
	moreN      int32 // how many other readings: mantissa, alternative, parts, inner
	kind       Kind
	cls        byte  // reading class of the token's own value
	neg        bool  // the value is negative
	scaled     bool  // the token states a scale
	cur        curID // currency: an ISO 4217 code, or a shared symbol ($, ¥, kr)
}

// val returns the unsigned canonical value of t, which lies in vals, the
// value text of the scan that found t.
func (t *tok) val(vals string) string {
	return vals[t.valAt : t.valAt+t.valN]
}

// more returns the other readings of t, which lie in pool, the readings
// of the scan that found t.
func (t *tok) more(pool []reading) []reading {
	if t.moreN == 0 {
		return nil
	}
	return pool[t.moreAt : t.moreAt+t.moreN : t.moreAt+t.moreN]
}

// main returns the reading of the token's own value; vals is as for val.
func (t *tok) main(vals string) reading {
	return reading{key: key{t.cls, t.val(vals)}, neg: t.neg, scaled: t.scaled}
}

// value returns the token's canonical Value; vals is as for val.
func (t *tok) value(vals string) string {
	v := t.val(vals)
	switch t.kind {
	case Percent:
		if t.cls == 'm' {
			return sign(t.neg) + v + "‰"
		}
		return sign(t.neg) + v + "%"
	case Currency:
		return curNames[t.cur] + " " + sign(t.neg) + v
	case Range:
		if t.cur != 0 {
			return curNames[t.cur] + " " + v
		}
		return v
	case Integer, Decimal, Ordinal:
		if !t.neg {
			return v
		}
		return "-" + v
	}
	return v
}

// token returns the exported form of t, a token of s; vals is as for val.
func (t *tok) token(s, vals string) Token {
	return Token{Start: int(t.start), End: int(t.end), Text: s[t.start:t.end], Value: t.value(vals), Kind: t.kind}
}

// Tokens returns the number tokens of s in order. The package
// documentation lists the forms and their values. Tokens panics if len(s)
// exceeds normalize.MaxLen.
func Tokens(s string) []Token {
	ts, _, vals := scan(s)
	return tokensOf(s, ts, vals)
}

// tokensOf returns the exported forms of ts, the tokens of s.
func tokensOf(s string, ts []tok, vals string) []Token {
	if len(ts) == 0 {
		return nil
	}
	out := make([]Token, len(ts))
	for i := range ts {
		out[i] = ts[i].token(s, vals)
	}
	return out
}

// A Scan is the numbers of one text read once, for a caller that wants
// both its tokens and to check it against an index as a claim.
type Scan struct {
	src  string
	toks []tok
	more []reading
	vals string
}

// NewScan reads the numbers of s. It panics if len(s) exceeds
// normalize.MaxLen.
func NewScan(s string) *Scan {
	ts, more, vals := scan(s)
	return &Scan{src: s, toks: ts, more: more, vals: vals}
}

// Text returns the text the scan was read from.
func (sc *Scan) Text() string { return sc.src }

// Tokens returns what Tokens returns for the scan's text.
func (sc *Scan) Tokens() []Token { return tokensOf(sc.src, sc.toks, sc.vals) }

// Len returns the number of tokens the scan holds, len(sc.Tokens())
// without building them. A scan of no tokens has nothing for
// [Index.CheckScan] to miss.
func (sc *Scan) Len() int { return len(sc.toks) }

// scanner finds the tokens of one text. It folds and scans one window of
// the text at a time: the neighbourhood of its digits.
type scanner struct {
	s       string          // the window of the original
	base    int             // offset of the window in the whole text
	mid     bool            // the window starts inside a word
	t       *normalize.Text // the folding of s, unless plainASCII made it
	f       string          // the window folded
	shift   int             // for plainASCII s, the offset in s of f; else -1
	sup     []int32         // sorted folded offsets of superscript and subscript digits
	out     []tok
	runs    int    // the number of runs of digits
	general bool   // take no fast path
	curCtx  string // the currency of the range being read
	tmp     [8]reading
	pool    []reading // the other readings of every token
	vals    []byte    // the values of every token, one after another, in vals[:nvals]
	nvals   int

	ar arena // the strings of the tokens

	// The last number read by thousands, as folded and as digits.
	lastRaw, lastIP string

	// The last currency given an id, and its id.
	lastCur   string
	lastCurID curID

	// The last word looked up in the lexicon, f[lexAt:lexEnd], kept as
	// offsets so that no pointer is written for it.
	lexAt, lexEnd int
	lexOK         bool
	lexL          lex
}

// Window sizes: a window holds the words around digits, from windowBack
// words before the first digit's word to windowAhead words after the last
// one's. No token reaches further: a month name or a currency code is at
// most one word before the digits' word (November 30, USD 45), or two
// when the word between is "of" (April of 1397), a scale,
// currency, percent or month word at most two words after (30 per cent,
// 5 thousand dollars, 30th of November); digits further on open a window
// of their own, which joins this one.
const (
	windowBack  = 1
	windowAhead = 2
	// maxWordBack bounds how far back a window looks for the start of a
	// word, so that a text without spaces is not scanned twice.
	maxWordBack = 64
	// mergeGap is the fold cost (see foldCost) below which two windows
	// are folded as one.
	mergeGap = 64
)

// scan returns the tokens of s, the pool of their other readings and the
// text of their values.
func scan(s string) ([]tok, []reading, string) { return scanInto(s, nil, nil, false) }

// scanInto is scan, appending the tokens to buf[:0] and the readings to
// pool[:0] if they fit. With general set it takes no fast path, for tests
// that they agree with the general rules.
func scanInto(s string, buf []tok, pool []reading, general bool) ([]tok, []reading, string) {
	if len(s) > normalize.MaxLen {
		panic(fmt.Sprintf("numbers: input of %d bytes exceeds normalize.MaxLen", len(s)))
	}
	type window struct {
		ws, we int
		mid    bool
	}
	var wins []window
	runs, sup := forWindows(s, func(ws, we int, mid bool) {
		wins = append(wins, window{ws, we, mid})
	})
	if runs == 0 {
		return nil, nil, ""
	}
	// Digit runs overcount tokens: 1,000 and 2026-11-30 are one token.
	// Text of little else but numbers ("1 2 3", "[1][2]"; a financial
	// table has a run every 14 bytes) is worth counting them better.
	est := runs * 3 / 5
	if runs > len(s)/8 {
		est = max(est, numberStarts(s))
	}
	sc := &scanner{out: buf[:0], pool: pool[:0], runs: runs, general: general, ar: newArena(len(s))}
	if cap(buf) < est+8 {
		sc.out = make([]tok, 0, est+8)
	}
	sc.vals = make([]byte, min(len(s), 4*est+8)) // most values are short: 30, 1250.00
	for _, w := range wins {
		sc.s, sc.base, sc.mid = s[w.ws:w.we], w.ws, w.mid
		sc.lexOK = false
		sc.sup = sc.sup[:0]
		if lead, core, ok := plainASCII(sc.s, &sc.ar); ok && !general {
			sc.t, sc.f, sc.shift = nil, core, lead
		} else {
			sc.t = normalize.Strict.Map(sc.s)
			sc.f, sc.shift = sc.t.String(), -1
			if sup {
				sc.findSup()
			}
		}
		sc.run()
	}
	return sc.out, sc.pool, string(sc.vals[:sc.nvals])
}

// plainASCII reports whether s is ASCII that Strict folding changes only
// by trimming its leading and trailing white space and lowering its
// capitals: no white space inside but single spaces. It returns the length
// of the leading white space and the folding, which maps offset for offset
// to s[lead:lead+len(core)]; a core with capitals is written to a. Text
// such as "1 2 3", "[1][2]" or "Revenue | 100" then needs no offset map.
func plainASCII(s string, a *arena) (lead int, core string, ok bool) {
	end := len(s)
	for lead < end && isSpaceByte(s[lead]) {
		lead++
	}
	for end > lead && isSpaceByte(s[end-1]) {
		end--
	}
	space := false
	for i := lead; i < end; i++ {
		c := s[i]
		switch {
		case c >= utf8.RuneSelf:
			return 0, "", false
		case c == ' ':
			if space {
				return 0, "", false
			}
			space = true
		case isSpaceByte(c):
			return 0, "", false
		default:
			space = false
		}
	}
	return lead, a.lower(s[lead:end]), true
}

// span returns the original range, in the window, of the folded range
// [i, j).
func (sc *scanner) span(i, j int) (int, int) {
	if sc.shift >= 0 {
		return i + sc.shift, j + sc.shift
	}
	return sc.t.Span(i, j)
}

// orig returns the offset in the window of the first character that
// contributed to folded byte i.
func (sc *scanner) orig(i int) int {
	if sc.shift >= 0 {
		return i + sc.shift
	}
	return sc.t.Orig(i)
}

// isSpaceByte reports whether c is ASCII white space, which separates the
// words windows are counted in.
func isSpaceByte(c byte) bool {
	return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f'
}

// Classes of code points for counting the words of windows: a word
// character, white space, or a character of a script written without
// spaces, which is a word of its own.
const (
	cSpace = iota
	cSpaceless
	cWord
	cDigit // a word character that may be a digit
)

func runeClass(r rune) int {
	switch {
	case r < utf8.RuneSelf:
		if isSpaceByte(byte(r)) {
			return cSpace
		}
		return cWord
	case spaceless(r):
		return cSpaceless
	}
	return cWord
}

// cStop is the class windowByte gives the bytes its loop stops at.
const cStop = 0xff

// windowByte classes the bytes of text for forWindows: cSpace for ASCII
// white space, cWord for the other ASCII bytes but digits, and cStop for
// digits and the bytes of non-ASCII code points, which take the general
// path. Outside a window only cStop matters.
var windowByte = func() (t [256]uint8) {
	for c := range t {
		switch {
		case c >= utf8.RuneSelf || '0' <= c && c <= '9':
			t[c] = cStop
		case isSpaceByte(byte(c)):
			t[c] = cSpace
		default:
			t[c] = cWord
		}
	}
	return t
}()

// skipToStop returns the index of the first byte of s at or after i
// that windowByte classes cStop, an ASCII digit or no ASCII byte, or
// len(s). It tests eight bytes at a time: most bytes of a text are
// neither.
func skipToStop(s string, i int) int {
	i = words.SkipLetters(s, i)
	for i < len(s) && windowByte[s[i]] != cStop {
		i++
	}
	return i
}

// forWindows calls yield for each window [ws, we) of s, in order: the
// words around its digits. Windows start and end at word boundaries or at
// the ends of s, except where a word longer than maxWordBack is cut, which
// mid reports. Windows less than mergeGap apart (in foldCost) are joined,
// since folding a few more bytes costs less than folding twice. The pass is
// linear. It returns the number of runs of digits in s, a bound on the
// number of tokens, and whether s has a superscript or subscript digit.
func forWindows(s string, yield func(ws, we int, mid bool)) (runs int, sup bool) {
	in := false // inside a window
	ws, mid := 0, false
	left := 0                // words left before the window closes
	pend, pendStart := -1, 0 // a closed window not yet yielded
	pendMid := false
	prev := cSpace
	for i := 0; i < len(s); {
		if !in {
			// Outside windows only digits matter.
			j := skipToStop(s, i)
			if j > i {
				prev = runeClass(rune(s[j-1]))
				i = j
				continue
			}
		} else {
			// Inside, count the ends of words of ASCII letters: a
			// run of word bytes or of white space at a time, since
			// only the first byte of a run can end a word.
			for i < len(s) {
				cls := int(windowByte[s[i]])
				if cls == cStop {
					break
				}
				if cls == cSpace && prev != cSpace || cls == cWord && prev == cSpaceless {
					if left--; left == 0 {
						in, pend, pendStart, pendMid = false, i, ws, mid
						break
					}
				}
				prev = cls
				i++
				for i < len(s) && int(windowByte[s[i]]) == cls {
					i++
				}
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
		if cand && n == 1 {
			// The rest of a run of ASCII digits changes nothing.
			for i < len(s) && '0' <= s[i] && s[i] <= '9' {
				i++
			}
		}
	}
	switch {
	case in:
		yield(ws, len(s), mid)
	case pend >= 0:
		yield(pendStart, pend, pendMid)
	}
	return runs, sup
}

// numberStarts returns the number of runs of ASCII digits in s that are
// not joined to a digit before by a single separator (1,000, 2026-11-30):
// about the number of tokens of text dense with numbers.
func numberStarts(s string) int {
	n := 0
	digit := false // s[i-1] is a digit
	for i := 0; i < len(s); i++ {
		d := '0' <= s[i] && s[i] <= '9'
		if d && !digit && (i < 2 || !isJoiner(s[i-1]) || s[i-2] < '0' || s[i-2] > '9') {
			n++
		}
		digit = d
	}
	return n
}

// isJoiner reports whether c joins two runs of digits into one number.
func isJoiner(c byte) bool {
	return c == '.' || c == ',' || c == ':' || c == '/' || c == '-'
}

// foldCost estimates what folding s costs, in ASCII bytes: a non-ASCII
// byte costs eight, since NFKC does most of its work there.
func foldCost(s string) int {
	if len(s) >= mergeGap {
		return len(s)
	}
	n := 0
	for i := 0; i < len(s); i++ {
		n += 1 + 7*int(s[i]>>7) // 1 for ASCII, 8 for the rest
	}
	return n
}

// windowStart returns where the window of a digit at i starts: windowBack
// words before the digit's own, not before floor, which is a word boundary.
// It reports whether the start cuts a word longer than maxWordBack.
func windowStart(s string, i, floor int) (int, bool) {
	p := i
	last := func() (int, int) {
		if c := s[p-1]; c < utf8.RuneSelf {
			if isSpaceByte(c) {
				return cSpace, 1
			}
			return cWord, 1
		}
		r, n := utf8.DecodeLastRuneInString(s[:p])
		return runeClass(r), n
	}
	// The digit's own word.
	lim := max(i-maxWordBack, floor)
	for p > floor {
		cls, n := last()
		if cls != cWord {
			break
		}
		if p-n < lim {
			return p, true
		}
		p -= n
	}
	start := p
	back := windowBack
	for k := 0; k < back && p > floor; k++ {
		lim := max(p-maxWordBack, floor)
		for p > lim {
			cls, n := last()
			if cls != cSpace {
				break
			}
			p -= n
		}
		if p == floor {
			return p, false
		}
		cls, n := last()
		switch cls {
		case cSpace:
			return start, false // a long run of white space
		case cSpaceless:
			p -= n
		default:
			lim := max(p-maxWordBack, floor)
			for p > lim {
				cls, n := last()
				if cls != cWord {
					break
				}
				p -= n
			}
			if p > floor {
				if cls, _ := last(); cls == cWord {
					return start, false // a long word: stop before it
				}
			}
			if k == 0 && back == windowBack && p+2 < len(s) && (s[p] == 'o' || s[p] == 'O') && (s[p+1] == 'f' || s[p+1] == 'F') && isSpaceByte(s[p+2]) {
				back++ // the month of "April of 1397"
			}
		}
		start = p
	}
	return start, false
}

// foldDigits holds, for the Basic Multilingual Plane, the code points that
// may be or fold to a digit: decimal digits (Nd), other numbers (No:
// superscripts, circled and parenthesized numbers, fractions) and the CJK
// compatibility symbols for months, days and hours (U+32C0–U+33FF).
var foldDigits struct {
	once sync.Once
	bits [0x10000 / 64]uint64
}

func mayFoldToDigit(r rune) bool {
	if r >= 0x10000 {
		return unicode.In(r, unicode.Nd, unicode.No)
	}
	foldDigits.once.Do(func() {
		set := func(lo, hi, stride rune) {
			for c := lo; c <= hi && c < 0x10000; c += stride {
				foldDigits.bits[c/64] |= 1 << (c % 64)
			}
		}
		for _, t := range []*unicode.RangeTable{unicode.Nd, unicode.No} {
			for _, g := range t.R16 {
				set(rune(g.Lo), rune(g.Hi), rune(g.Stride))
			}
		}
		set(0x32C0, 0x33FF, 1)
	})
	return foldDigits.bits[r/64]&(1<<(r%64)) != 0
}

// findSup records the folded offsets of digits that were superscript or
// subscript in the original: footnote marks and exponents, not numbers.
func (sc *scanner) findSup() {
	f := sc.f
	for k := 0; k < len(f); k++ {
		if c := f[k]; c < '0' || c > '9' {
			continue
		}
		o := sc.orig(k)
		r, _ := utf8.DecodeRuneInString(sc.s[o:])
		if isSupDigit(r) {
			sc.sup = append(sc.sup, int32(k))
		}
	}
}

func isSupDigit(r rune) bool {
	return r == 0xB2 || r == 0xB3 || r == 0xB9 || 0x2070 <= r && r <= 0x209F
}

func (sc *scanner) isSup(k int) bool {
	return len(sc.sup) > 0 && sc.supAt(k)
}

func (sc *scanner) supAt(k int) bool {
	j := sort.Search(len(sc.sup), func(i int) bool { return int(sc.sup[i]) >= k })
	return j < len(sc.sup) && int(sc.sup[j]) == k
}

// at returns the code point at folded offset i and its size; at the end it
// returns (0, 0).
func (sc *scanner) at(i int) (rune, int) {
	if i >= len(sc.f) || i < 0 {
		return 0, 0
	}
	if c := sc.f[i]; c < utf8.RuneSelf {
		return rune(c), 1
	}
	return utf8.DecodeRuneInString(sc.f[i:])
}

// before returns the code point that ends at folded offset i, or 0.
func (sc *scanner) before(i int) rune {
	if i <= 0 || i > len(sc.f) {
		if i == 0 && sc.mid {
			return 'a' // the window starts inside a word
		}
		return 0
	}
	if c := sc.f[i-1]; c < utf8.RuneSelf {
		return rune(c)
	}
	r, _ := utf8.DecodeLastRuneInString(sc.f[:i])
	return r
}

// digit returns the ASCII digit at folded offset i and its size in bytes,
// or size 0 if there is none. Decimal digits of every script count.
func (sc *scanner) digit(i int) (byte, int) {
	if i >= len(sc.f) {
		return 0, 0
	}
	c := sc.f[i]
	if '0' <= c && c <= '9' {
		if sc.isSup(i) {
			return 0, 0
		}
		return c, 1
	}
	if c < utf8.RuneSelf {
		return 0, 0
	}
	r, n := utf8.DecodeRuneInString(sc.f[i:])
	if v := digitValue(r); v >= 0 {
		return byte('0' + v), n
	}
	return 0, 0
}

func (sc *scanner) isDigit(i int) bool {
	_, n := sc.digit(i)
	return n > 0
}

// digitValue returns the value of the decimal digit r (category Nd), or -1.
// Every Nd range is whole blocks of ten digits, zero first.
func digitValue(r rune) int {
	if '0' <= r && r <= '9' {
		return int(r - '0')
	}
	if r < utf8.RuneSelf || r < 0x10000 && !mayFoldToDigit(r) || !unicode.Is(unicode.Nd, r) {
		return -1 // mayFoldToDigit is a cheap superset of Nd in the BMP
	}
	for _, g := range unicode.Nd.R16 {
		if rune(g.Lo) <= r && r <= rune(g.Hi) {
			return int(r-rune(g.Lo)) % 10
		}
	}
	for _, g := range unicode.Nd.R32 {
		if rune(g.Lo) <= r && r <= rune(g.Hi) {
			return int(r-rune(g.Lo)) % 10
		}
	}
	return -1
}

// digits reads the run of digits at folded offset i and returns it in
// ASCII and the offset after it.
func (sc *scanner) digits(i int) (string, int) {
	j := i
	for j < len(sc.f) && '0' <= sc.f[j] && sc.f[j] <= '9' && !sc.isSup(j) {
		j++
	}
	if j < len(sc.f) && sc.f[j] < utf8.RuneSelf {
		return sc.f[i:j], j
	}
	if _, n := sc.digit(j); n == 0 {
		return sc.f[i:j], j
	}
	var b strings.Builder
	b.WriteString(sc.f[i:j])
	for {
		d, n := sc.digit(j)
		if n == 0 {
			break
		}
		b.WriteByte(d)
		j += n
	}
	return b.String(), j
}

// glues reports whether r joins a following digit into a word: a letter or
// mark of a script written with spaces, or an underscore. In scripts written
// without spaces (and Hangul, whose counters attach to numbers) a letter
// does not.
func glues(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || r == '_'
	}
	if !unicode.IsLetter(r) && !unicode.Is(unicode.M, r) {
		return false
	}
	return !spaceless(r)
}

var spacelessScripts = []*unicode.RangeTable{unicode.Han, unicode.Hiragana, unicode.Katakana,
	unicode.Hangul, unicode.Thai, unicode.Lao, unicode.Khmer, unicode.Myanmar}

// spacelessBMP caches spaceless for the Basic Multilingual Plane.
var spacelessBMP struct {
	once sync.Once
	bits [0x10000 / 64]uint64
}

// spaceless reports whether r belongs to a script whose numbers stand
// against letters without a space: Han, kana, Hangul, Thai, Lao, Khmer,
// Myanmar.
func spaceless(r rune) bool {
	switch {
	case r < 0x0E00:
		return false
	case r < 0x10000:
		spacelessBMP.once.Do(func() {
			for _, t := range spacelessScripts {
				for _, g := range t.R16 {
					for c := rune(g.Lo); c <= rune(g.Hi); c += rune(g.Stride) {
						spacelessBMP.bits[c/64] |= 1 << (c % 64)
					}
				}
			}
		})
		return spacelessBMP.bits[r/64]&(1<<(r%64)) != 0
	}
	return unicode.In(r, spacelessScripts...)
}

// isLetter reports whether r is a letter or a mark.
func isLetter(r rune) bool {
	if r < utf8.RuneSelf {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z'
	}
	if r < 0x10000 {
		return letterBMP(r)
	}
	return isLetterOf(r)
}

// isLetterOf is isLetter for code points outside ASCII, from the tables.
func isLetterOf(r rune) bool {
	return unicode.IsLetter(r) || unicode.Is(unicode.M, r)
}

// letters caches isLetterOf for the Basic Multilingual Plane, a block of
// 256 code points at a time, as quickClasses does: the symbols of a
// financial text (€, –) are asked about at every number.
var letters struct {
	once [0x10000 / 256]sync.Once
	bits [0x10000 / 64]uint64
}

// letterBMP returns isLetterOf(r) for r in the Basic Multilingual Plane.
func letterBMP(r rune) bool {
	b := r / 256
	letters.once[b].Do(func() {
		for c := b * 256; c < (b+1)*256; c++ {
			if isLetterOf(c) {
				letters.bits[c/64] |= 1 << (c % 64)
			}
		}
	})
	return letters.bits[r/64]&(1<<(r%64)) != 0
}

// isHyphen reports whether r is a hyphen that joins words: COVID-19.
func isHyphen(r rune) bool { return r == '-' || r == '\u2010' || r == '\u2011' }

// isMinus reports whether r can be a minus sign before a number.
func isMinus(r rune) bool { return r == '-' || r == '\u2212' || r == '\u2013' || r == '\u2012' }

// glued reports whether a number at folded offset i is part of a word: it
// follows a letter (Q3, H200), a digit that is not a number (superscripts),
// or a hyphen after a letter or digit (COVID-19).
func (sc *scanner) glued(i int) bool {
	r := sc.before(i)
	if glues(r) {
		return true
	}
	if '0' <= r && r <= '9' { // only a superscript digit or a skipped word
		return true
	}
	if isHyphen(r) {
		h := i - utf8.RuneLen(r)
		p := sc.before(h)
		if '0' <= p && p <= '9' && sc.dayMonthAt(i) {
			return false // the second date of "12 June 1945-4 January 2004"
		}
		if sc.timePrefixAt(h) {
			return false // "mid-1990s"
		}
		return glues(p) || '0' <= p && p <= '9'
	}
	return false
}

// timePrefixes are the words that a hyphen joins to a year, a decade or
// an age without making it part of a word: "mid-1990s", "pre-2008",
// "post-1945", "in her early-30s".
var timePrefixes = []string{"mid", "early", "late", "pre", "post"}

// timePrefixAt reports whether the folded text before offset h is a word
// of timePrefixes.
func (sc *scanner) timePrefixAt(h int) bool {
	s := h
	for s > 0 && 'a' <= sc.f[s-1] && sc.f[s-1] <= 'z' {
		s--
	}
	if s == h || h-s > len("early") || s == 0 && sc.mid || s > 0 && glues(sc.before(s)) {
		return false
	}
	return slices.Contains(timePrefixes, sc.f[s:h])
}

// signAllowed reports whether a sign at folded offset i can start a number:
// it must not follow a letter, digit or closing punctuation.
func (sc *scanner) signAllowed(i int) bool {
	r := sc.before(i)
	switch {
	case r == 0 || r == ' ':
		return true
	case isLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.M, r):
		return false
	}
	switch r {
	case '_', '.', ',', ')', ']', '}', '%', '-', '\u2212', '\u2013', '\u2014', '\u2012':
		return false
	}
	return true
}

// skipWord returns the end of the word that starts at folded offset i,
// together with the digits glued to it (Q3, H200, v2.0, COVID-19).
func (sc *scanner) skipWord(i int) int {
	digit := false
	for i < len(sc.f) {
		r, n := sc.at(i)
		switch {
		case '0' <= r && r <= '9' || unicode.IsDigit(r):
			digit = true
			i += n
		case glues(r):
			i += n
		case isHyphen(r) && sc.isDigit(i+n) && !sc.timePrefixAt(i):
			i += n // COVID-19, but not mid-1990s
		case (r == '.' || r == ',') && digit && sc.isDigit(i+n):
			i += n // v2.0, but not No.5
		default:
			return i
		}
	}
	return i
}

// ASCII byte classes for the scanning loop.
const (
	bOther  = iota // nothing starts here
	bDigit         // 0-9
	bLetter        // a-z (folded text has no capitals)
	bStart         // may start a token: . + - $
)

var byteClass = func() (t [utf8.RuneSelf]uint8) {
	for c := '0'; c <= '9'; c++ {
		t[c] = bDigit
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c] = bLetter
	}
	t['_'] = bLetter
	for _, c := range ".+-$" {
		t[c] = bStart
	}
	return t
}()

func (sc *scanner) run() {
	f := sc.f
	for i := 0; i < len(f); {
		c := f[i]
		end := -1
		if c < utf8.RuneSelf {
			switch byteClass[c] {
			case bOther:
				i++
				for i < len(f) && f[i] < utf8.RuneSelf && byteClass[f[i]] == bOther {
					i++
				}
				continue
			case bDigit:
				if e := sc.plainInt(i); e > 0 {
					sc.emitPlain(i, e)
					i = e
					continue
				}
				i, end = sc.atDigit(i)
			case bLetter:
				j := i + 1
				for j < len(f) && byteClass[f[j]&0x7f] == bLetter && f[j] < utf8.RuneSelf {
					j++
				}
				if sc.wordMatters(j) {
					i, end = sc.atWord(i)
				} else {
					i = j
					continue
				}
			case bStart:
				if !sc.mayStart(i) {
					i++
					continue
				}
				if end = sc.token(i); end < 0 {
					i++
				}
			}
		} else {
			r, n := utf8.DecodeRuneInString(f[i:])
			switch {
			case spaceless(r):
				i += n
			case mayFoldToDigit(r) && digitValue(r) >= 0:
				i, end = sc.atDigit(i)
			case isLetter(r) && !spaceless(r):
				i, end = sc.atWord(i)
			case isMinus(r) || unicode.Is(unicode.Sc, r):
				if end = sc.token(i); end < 0 {
					i += n
				}
			default:
				i += n
			}
		}
		if end < 0 {
			continue
		}
		i = end
	}
}

// mayStart reports cheaply whether a token may start at the full stop,
// plus or minus sign at folded offset i: whether the byte after it may go
// on as amount reads it, a digit after a decimal point, a digit, point,
// currency or currency code after a sign. Rules of dashes in tables
// ("|---:|") and full stops then cost nothing. Every other byte may start
// one.
func (sc *scanner) mayStart(i int) bool {
	if sc.general {
		return true
	}
	d := sc.byteAt(i + 1)
	switch sc.f[i] {
	case '.':
		return '0' <= d && d <= '9' || d >= utf8.RuneSelf
	case '+', '-':
		return '0' <= d && d <= '9' || d == '.' || d == '$' || 'a' <= d && d <= 'z' || d >= utf8.RuneSelf
	}
	return true
}

// plainEnd marks the ASCII bytes that end a plain integer where they follow
// its digits: none of them continues a date, a decimal or grouped number, a
// suffix, a compound or a range (see plainInt). plainNext marks those that
// may follow "digits " without continuing the number either.
var plainEnd, plainNext = func() (end, next [utf8.RuneSelf]bool) {
	for c := range utf8.RuneSelf {
		end[c] = c != '-' && c != '/' && c != '.' && c != ',' && c != ':' && c != '~' &&
			c != '%' && c != '$' && c != '_' && c != ' ' &&
			!('0' <= c && c <= '9') && !('a' <= c && c <= 'z') && !('A' <= c && c <= 'Z')
		next[c] = end[c] || c == '-' || c == '/' || c == '.' || c == ',' || c == ':' || c == '_'
	}
	return end, next
}()

// plainInt returns the end of the token at folded offset i if it is a
// plain integer that token would read without a suffix, date, range or
// separator: ASCII digits between a space or punctuation and what plainEnd
// allows, the commonest number of all ("[1]", "1 2 3"). Otherwise it
// returns 0, and the general rules apply.
func (sc *scanner) plainInt(i int) int {
	f := sc.f
	if sc.general || len(sc.sup) > 0 {
		return 0
	}
	e := i + 1
	for e < len(f) && '0' <= f[e] && f[e] <= '9' {
		e++
	}
	if e < len(f) {
		switch c := f[e]; {
		case c >= utf8.RuneSelf:
			return 0
		case c == ' ':
			// "30 days" may have a suffix, "1 000" groups, "3 – 5" is
			// a range; "1 2" and "5 (" are plain.
			d := sc.byteAt(e + 1)
			if d >= utf8.RuneSelf || !plainNext[d] && (d < '0' || d > '9') {
				return 0
			}
			if '0' <= d && d <= '9' && validLead(f[i:e]) {
				g := e + 1
				for g < len(f) && '0' <= f[g] && f[g] <= '9' {
					g++
				}
				if g-e-1 == 3 || g < len(f) && f[g] >= utf8.RuneSelf {
					return 0 // a group of a thousand, or more digits
				}
			}
		case !plainEnd[c]:
			return 0
		}
	}
	if sc.glued(i) {
		return 0
	}
	return e
}

// wordMatters reports whether the ASCII word that ends at folded offset j
// may glue to digits or start a token: a digit, a dollar sign or a
// non-ASCII letter follows, or a number after a space, a full stop or a
// hyphen.
func (sc *scanner) wordMatters(j int) bool {
	switch c := sc.byteAt(j); {
	case c == 0:
		return false
	case c >= utf8.RuneSelf || '0' <= c && c <= '9' || c == '$':
		return true
	case c == ' ':
		return sc.isDigit(j+1) || sc.byteAt(j+1) == 'o' && sc.hasPrefix(j+1, "of ") && sc.isDigit(j+4) // April of 1397
	case c == '-' || c == ',':
		return sc.isDigit(j + 1)
	case c == '.':
		return sc.isDigit(j+1) || sc.byteAt(j+1) == ' ' && sc.isDigit(j+2)
	}
	return false
}

// atDigit handles the digit at folded offset i. It returns the token's end
// as end, or end -1 and where to go on scanning as i.
func (sc *scanner) atDigit(i int) (int, int) {
	if sc.isSup(i) {
		return sc.skipSup(i), -1
	}
	if sc.glued(i) {
		return sc.skipWord(i), -1
	}
	if e := sc.token(i); e >= 0 {
		return i, e
	}
	_, n := sc.digit(i)
	return i + n, -1
}

// atWord handles the word at folded offset i, as atDigit does a digit.
func (sc *scanner) atWord(i int) (int, int) {
	if sc.numberAfterWord(i) {
		if e := sc.wordToken(i); e >= 0 {
			return i, e
		}
	}
	return sc.skipWord(i), -1
}

// numberAfterWord reports whether the word at folded offset i may start a
// token: a month name or currency code before a number ("November 30",
// "USD 45", "US$45").
func (sc *scanner) numberAfterWord(i int) bool {
	_, j, lx := sc.lex(i)
	switch sc.byteAt(j) {
	case '$':
		return true
	case '.':
		j++
	}
	if lx.month == 0 && !lx.code {
		return false
	}
	if sc.byteAt(j) == ' ' {
		j++
	}
	if lx.month != 0 && sc.hasPrefix(j, "of ") {
		j += 3 // April of 1397
	}
	return sc.isDigit(j) || isMinus(sc.before(j+1)) && sc.isDigit(j+1)
}

// skipSup returns the end of the run of superscript or subscript digits at
// folded offset i.
func (sc *scanner) skipSup(i int) int {
	for i < len(sc.f) && sc.isSup(i) {
		i++
	}
	return i
}

// emit appends the token for the folded range [fs, fe), with its value
// val and its other readings more, which it copies to the value text and
// the pool.
// A token whose end or start falls inside what one original character
// folds to (½ is 1⁄2, ⑩ is 10, ㋀ is 1月) is dropped: its text could not be
// read on its own.
func (sc *scanner) emit(fs, fe int, t tok, val string, more []reading) {
	o, oe := fs+sc.shift, fe+sc.shift
	if sc.shift < 0 {
		o, oe = sc.span(fs, fe)
		if fs > 0 && sc.orig(fs-1) == o || fe < len(sc.f) && sc.orig(fe) < oe {
			return
		}
	}
	t.start, t.end = int32(sc.base+o), int32(sc.base+oe)
	t.valAt, t.valN = sc.addVal(val)
	if len(more) != 0 {
		if sc.pool == nil {
			sc.pool = make([]reading, 0, max(sc.runs/4, len(more)))
		}
		t.moreAt, t.moreN = int32(len(sc.pool)), int32(len(more))
		sc.pool = append(sc.pool, more...)
	}
	sc.out = append(sc.out, t)
}

// addVal appends v to the values of the tokens and returns where it lies.
// It fills a slice of fixed length and counts apart, rather than append
// to a strings.Builder: then only growing writes a pointer, which during
// a collection costs a write barrier.
func (sc *scanner) addVal(v string) (at, n int32) {
	if len(sc.vals)-sc.nvals < len(v) {
		b := make([]byte, max(2*len(sc.vals), sc.nvals+len(v), 64))
		copy(b, sc.vals[:sc.nvals])
		sc.vals = b
	}
	at = int32(sc.nvals)
	sc.nvals += copy(sc.vals[sc.nvals:], v)
	return at, int32(len(v))
}

// emitPlain appends the plain integer at folded [fs, fe), as emit does.
func (sc *scanner) emitPlain(fs, fe int) {
	n := len(sc.out)
	if sc.shift < 0 || n == cap(sc.out) {
		sc.emit(fs, fe, tok{cls: 'n'}, sc.f[fs:fe], nil)
		return
	}
	sc.out = sc.out[:n+1]
	sc.out[n] = tok{start: int32(sc.base + sc.shift + fs), end: int32(sc.base + sc.shift + fe),
		cls: 'n'}
	sc.out[n].valAt, sc.out[n].valN = sc.addVal(sc.f[fs:fe])
}

// hasPrefix reports whether the folded text at i starts with p.
func (sc *scanner) hasPrefix(i int, p string) bool {
	return i <= len(sc.f) && strings.HasPrefix(sc.f[i:], p)
}

// wordEnd reports whether folded offset i ends a word: no letter or digit
// follows.
func (sc *scanner) wordEnd(i int) bool {
	r, n := sc.at(i)
	if n == 0 {
		return true
	}
	return !isLetter(r) && !unicode.IsDigit(r) || spaceless(r)
}

// wordStart returns the start of the run of ASCII letters that ends at
// folded offset e.
func (sc *scanner) wordStart(e int) int {
	for e > 0 && 'a' <= sc.f[e-1] && sc.f[e-1] <= 'z' {
		e--
	}
	return e
}

// word returns the run of letters at folded offset i and its end.
func (sc *scanner) word(i int) (string, int) {
	j := i
	for j < len(sc.f) && 'a' <= sc.f[j] && sc.f[j] <= 'z' {
		j++
	}
	if j >= len(sc.f) || sc.f[j] < utf8.RuneSelf {
		return sc.f[i:j], j
	}
	for j < len(sc.f) {
		r, n := sc.at(j)
		if !isLetter(r) || spaceless(r) {
			break
		}
		j += n
	}
	return sc.f[i:j], j
}

// upper reports whether the original text of folded [i, j) is ASCII
// uppercase letters only.
func (sc *scanner) upper(i, j int) bool {
	o, oe := sc.span(i, j)
	if oe-o != j-i {
		return false
	}
	for k := o; k < oe; k++ {
		if c := sc.s[k]; c < 'A' || c > 'Z' {
			return false
		}
	}
	return true
}

// spaceSep classifies the folded space at i by the original white space it
// stands for: 2 for a space that only ever groups digits (no-break, thin,
// narrow no-break, figure), 1 for one plain space, 0 for anything else.
func (sc *scanner) spaceSep(i int) int {
	if i >= len(sc.f) || sc.f[i] != ' ' {
		return 0
	}
	o, oe := sc.span(i, i+1)
	switch sc.s[o:oe] {
	case " ":
		return 1
	case "\u00a0", "\u2009", "\u202f", "\u2007":
		return 2
	}
	return 0
}
