package verify

import (
	"fmt"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/internal/textsearch"
	"github.com/verbatim-go/verbatim/internal/words"
	"github.com/verbatim-go/verbatim/normalize"
)

// A Kind says how a quote was found in a source.
type Kind uint8

const (
	// NotFound means the quote was not found.
	NotFound Kind = iota
	// Exact means the quote's bytes occur in the source as they are.
	Exact
	// Normalized means the folded quote occurs in the folded source.
	Normalized
	// Fuzzy means a span of the source is within the edit bound of the
	// quote after folding.
	Fuzzy
)

var kindNames = [...]string{"none", "exact", "normalized", "fuzzy"}

// String returns "none", "exact", "normalized" or "fuzzy".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// MarshalText encodes k as its String.
func (k Kind) MarshalText() ([]byte, error) {
	if int(k) >= len(kindNames) {
		return nil, fmt.Errorf("verify: invalid %v", k)
	}
	return []byte(k.String()), nil
}

// UnmarshalText decodes a Kind from its String.
func (k *Kind) UnmarshalText(b []byte) error {
	for i, n := range kindNames {
		if string(b) == n {
			*k = Kind(i)
			return nil
		}
	}
	return fmt.Errorf("verify: unknown match kind %q", b)
}

// A Match is where a quote was found: the byte range [Start, End) of the
// original source text.
type Match struct {
	Start, End int
	Kind       Kind
	// Distance is the edit distance, in code points, between the folded
	// quote and the folded span: 0 unless Kind is Fuzzy.
	Distance int
	// Similarity is 1 - Distance/n for a folded quote of n code points: 1
	// unless Kind is Fuzzy, 0 when not found.
	Similarity float64
}

// Found reports whether the quote was found.
func (m Match) Found() bool { return m.Kind != NotFound }

// LocateOptions controls how quotes are located. The zero value folds
// strictly, does no fuzzy matching and matches whole words only.
type LocateOptions struct {
	// Mode is the folding used for the normalized and fuzzy stages.
	Mode normalize.Mode
	// Fuzzy enables the fuzzy stage for quotes not found otherwise. Quotes
	// longer than 4096 code points after folding are not fuzzy-matched.
	Fuzzy bool
	// MaxEditRatio bounds the fuzzy stage: a span matches if its edit
	// distance to the quote, in code points after folding, is at most
	// MaxEditRatio times the quote's length. Zero means 0.10; values above
	// 0.5 are treated as 0.5.
	MaxEditRatio float64
	// PartialWords lets a match start or end inside a word. By default a
	// quote must start and end at word boundaries, so that "refundable"
	// is not found in "nonrefundable". Scripts written without spaces
	// between words (Han, kana, Thai, Lao, Khmer, Myanmar) have a boundary
	// between every two characters either way.
	PartialWords bool
}

func (o LocateOptions) ratio() float64 {
	switch {
	case o.MaxEditRatio <= 0:
		return 0.10
	case o.MaxEditRatio > 0.5:
		return 0.5
	}
	return o.MaxEditRatio
}

// A Document is a source text prepared for locating quotes: folded once,
// searched for any number of quotes. A Document is safe for concurrent use.
type Document struct {
	opts   LocateOptions
	folded *normalize.Text

	offsetsOnce sync.Once
	offsets     *normalize.Offsets
}

// Prepare folds text once for locating quotes under opts. It panics if
// len(text) > normalize.MaxLen.
func Prepare(text string, opts LocateOptions) *Document {
	return &Document{opts: opts, folded: opts.Mode.Map(text)}
}

// Text returns the original source text.
func (d *Document) Text() string { return d.folded.Original() }

// Folded returns the folded source text and its offset map.
func (d *Document) Folded() *normalize.Text { return d.folded }

// Options returns the options the document was prepared with.
func (d *Document) Options() LocateOptions { return d.opts }

// Offsets returns the converter from byte offsets of the source text to
// code point and UTF-16 offsets, built on first use.
func (d *Document) Offsets() *normalize.Offsets {
	d.offsetsOnce.Do(func() { d.offsets = normalize.NewOffsets(d.Text()) })
	return d.offsets
}

// Locate finds quote in source; see Document.Locate.
func Locate(source, quote string, opts LocateOptions) Match {
	return Prepare(source, opts).Locate(quote)
}

// Locate finds the first occurrence of quote in the document, trying in
// order: the quote's exact bytes (trimmed of surrounding white space), the
// folded quote in the folded source, and, if enabled, the closest span
// within the fuzzy bound. A quote that is empty or folds to nothing is never
// found. Unless partial words are allowed, a match starts and ends at word
// boundaries and never inside a number: "30" is not found in "30.5",
// "1,030" or "2026-11-30". Under Lenient folding, a match that starts or
// ends with a digit takes along the punctuation and symbols touching that
// edge that folding removes, so that a quote "15%" keeps its percent sign.
//
// For every match, Text()[m.Start:m.End] starts and ends on character
// boundaries, and folds to text that contains the folded quote (Exact and
// Normalized) or is within m.Distance edits of it (Fuzzy).
func (d *Document) Locate(quote string) Match {
	var first Match
	d.each(quote, func(m Match) bool {
		first = m
		return false
	})
	return first
}

// LocateAll returns up to max matches of quote, in the order Locate
// prefers them: the exact occurrences, then the other occurrences of the
// folded quote in the folded source, then, only if there are none and
// fuzzy matching is enabled, the closest fuzzy span. Each match meets
// Locate's guarantees. A caller with further checks (the numbers of a
// claim, say) takes the first match that passes them. LocateAll panics if
// max < 1.
func (d *Document) LocateAll(quote string, max int) []Match {
	if max < 1 {
		panic("verify: LocateAll with max < 1")
	}
	var out []Match
	d.each(quote, func(m Match) bool {
		out = append(out, m)
		return len(out) < max
	})
	return out
}

// each calls yield with the matches of quote in order of preference until
// yield returns false.
func (d *Document) each(quote string, yield func(Match) bool) {
	fq := d.opts.Mode.Fold(quote)
	if fq == "" {
		return
	}
	src := d.Text()
	var exact []Match // to skip their folded twins
	// The searches take time linear in the source however often the quote
	// occurs where it may not match (inside words, say): see
	// textsearch.Each.
	stop := false
	if q := strings.TrimSpace(quote); utf8.ValidString(q) {
		textsearch.EachFrom(src, q, func(i int) int {
			if !d.boundary(src, i, true) {
				return d.nextStart(src, i)
			}
			if !d.boundary(src, i+len(q), false) {
				return i + 1
			}
			m := Match{Start: i, End: i + len(q), Kind: Exact, Similarity: 1}
			if !yield(m) {
				stop = true
				return -1
			}
			exact = append(exact, m)
			return i + 1
		})
	}
	if stop {
		return
	}
	found := len(exact) > 0
	folded := d.folded.String()
	textsearch.EachFrom(folded, fq, func(i int) int {
		if !d.boundary(folded, i, true) {
			return d.nextStart(folded, i)
		}
		if !d.boundary(folded, i+len(fq), false) {
			return i + 1
		}
		start, end := d.folded.Span(i, i+len(fq))
		// The offset map guarantees this; checking costs one fold of
		// the span and keeps offsets real (see the package doc) by
		// construction.
		if strings.Contains(d.opts.Mode.Fold(src[start:end]), fq) && !covers(exact, start, end) {
			found = true
			if !yield(d.widenRemoved(Match{Start: start, End: end, Kind: Normalized, Similarity: 1})) {
				stop = true
				return -1
			}
		}
		return i + 1
	})
	if stop {
		return
	}
	if !found && d.opts.Fuzzy {
		if m := d.fuzzy(fq); m.Found() {
			yield(d.widenRemoved(m))
		}
	}
}

// covers reports whether one of the exact matches lies within [start, end):
// the normalized stage found the same occurrence again.
func covers(exact []Match, start, end int) bool {
	for _, m := range exact {
		if start <= m.Start && m.End <= end {
			return true
		}
	}
	return false
}

// fuzzy finds the span of the folded source closest to the folded quote fq,
// within the edit bound.
func (d *Document) fuzzy(fq string) Match {
	pat := []rune(fq)
	if len(pat) > maxFuzzyRunes {
		return Match{}
	}
	k := int(d.opts.ratio() * float64(len(pat)))
	if k == 0 {
		return Match{} // the normalized stage already looked for distance 0
	}
	folded := d.folded.String()
	p := newPattern(pat)
	_, ends, ok := d.fuzzyEnds(p, k)
	if !ok {
		return Match{}
	}
	src := d.Text()
	for _, end := range ends {
		// The best span ends at end and starts within len(pat)+k code points.
		ws := end
		for n := 0; n < len(pat)+k && ws > 0; n++ {
			_, size := utf8.DecodeLastRuneInString(folded[:ws])
			ws -= size
		}
		window := []rune(folded[ws:end])
		offs := make([]int, 0, len(window)+1) // offs[s] is where window[s] starts
		for o := range folded[ws:end] {
			offs = append(offs, ws+o)
		}
		offs = append(offs, end)
		starts := align(pat, window, k, func(s int) bool {
			return d.boundary(folded, offs[s], true) && d.spanStart(offs[s])
		})
		for _, a := range starts {
			i, j := d.widen(folded, offs[a.start], end, k, len(pat))
			if i < 0 {
				continue
			}
			// The distance that counts is that of the original span, which
			// can differ from the folded one where folding depends on what
			// precedes the span: a mark goes with a removed symbol before
			// it. If so, take the removed text before the span along.
			start, stop := d.folded.Span(i, j)
			dist := distance(pat, []rune(d.opts.Mode.Fold(src[start:stop])))
			if dist > k {
				before := 0
				if i > 0 {
					before = d.folded.OrigEnd(i)
				}
				if before < start {
					start, dist = before, distance(pat, []rune(d.opts.Mode.Fold(src[before:stop])))
				}
			}
			if dist > k {
				continue
			}
			return Match{
				Start: start, End: stop, Kind: Fuzzy, Distance: dist,
				Similarity: 1 - float64(dist)/float64(len(pat)),
			}
		}
	}
	return Match{}
}

// spanStart reports whether a fuzzy span may start at folded offset i and
// keep its distance when mapped back: not at white space, which widen
// trims, and not inside the folding of one original character or sequence
// (the "i" of "fi" from "ﬁ"), whose original range would bring what
// folds before i along. White space brought along is trimmed again.
func (d *Document) spanStart(i int) bool {
	t := d.folded
	f := t.String()
	if i <= 0 || i >= len(f) {
		return true
	}
	if f[i] == ' ' {
		return false
	}
	o := t.Orig(i)
	for h := i; h > 0; {
		_, n := utf8.DecodeLastRuneInString(f[:h])
		h -= n
		if t.Orig(h) < o {
			return true
		}
		if f[h] != ' ' {
			return false
		}
	}
	return true
}

// spanEnd is spanStart for the end of a span.
func (d *Document) spanEnd(j int) bool {
	t := d.folded
	f := t.String()
	if j <= 0 || j >= len(f) {
		return true
	}
	if f[j-1] == ' ' {
		return false
	}
	e := t.OrigEnd(j)
	for k := j; k < len(f); {
		_, n := utf8.DecodeRuneInString(f[k:])
		if t.OrigEnd(k+n) > e {
			return true
		}
		if f[k] != ' ' {
			return false
		}
		k += n
	}
	return true
}

// widen trims white space from the folded span [i, j) and widens it to the
// nearest boundaries d accepts. It returns i < 0 if the span would grow by
// more than k code points beyond the quote's length m.
func (d *Document) widen(s string, i, j, k, m int) (int, int) {
	for i < j && s[i] == ' ' {
		i++
	}
	for j > i && s[j-1] == ' ' {
		j--
	}
	if i == j {
		return -1, -1
	}
	grown := 0
	for i > 0 && !d.boundary(s, i, true) {
		_, n := utf8.DecodeLastRuneInString(s[:i])
		i -= n
		grown++
		if grown > k {
			return -1, -1
		}
	}
	for j < len(s) && !d.boundary(s, j, false) {
		_, n := utf8.DecodeRuneInString(s[j:])
		j += n
		grown++
		if grown > k {
			return -1, -1
		}
	}
	if utf8.RuneCountInString(s[i:j]) > m+k {
		return -1, -1
	}
	return i, j
}

// nextStart returns the first offset after i at which a match may start in
// s: where boundary holds. A quote that occurs inside a long word at every
// offset is skipped past the word in one scan, rather than tried at each
// offset.
func (d *Document) nextStart(s string, i int) int {
	for j := i + 1; j < len(s); j++ {
		if a, b := s[j-1], s[j]; a < utf8.RuneSelf && b < utf8.RuneSelf && asciiWord(a) && asciiWord(b) && !d.opts.PartialWords {
			continue // inside an ASCII word
		}
		if utf8.RuneStart(s[j]) && d.boundary(s, j, true) {
			return j
		}
	}
	return len(s)
}

func (d *Document) boundary(s string, i int, start bool) bool {
	if i <= 0 || i >= len(s) {
		return true
	}
	if a, b := s[i-1], s[i]; a < utf8.RuneSelf && b < utf8.RuneSelf {
		// Two ASCII bytes: no marks, no unspaced scripts. The fuzzy
		// search asks this at every offset of text close to its pattern.
		switch {
		case d.opts.PartialWords:
			return true
		case inNumber(s, i, rune(a), rune(b)):
			return false
		}
		return !asciiWord(a) || !asciiWord(b)
	}
	a, _ := utf8.DecodeLastRuneInString(s[:i])
	b, _ := utf8.DecodeRuneInString(s[i:])
	if unicode.Is(unicode.M, b) && !unicode.IsSpace(a) {
		return false // a mark after white space belongs to no character
	}
	if d.opts.PartialWords {
		return true
	}
	if inNumber(s, i, a, b) {
		return false // 30 is not in 30.5, 1,000 or 2026-11-30
	}
	return !words.IsWordRune(a) || !words.IsWordRune(b) || words.Unspaced(a) || words.Unspaced(b)
}

// inNumber reports whether offset i of s, between the code points a and b,
// lies inside a number: between two digits, or between a digit and a
// separator that another digit follows (30.5, 1,000, 2026-11-30, 3–5, 24/7,
// 10:30).
func inNumber(s string, i int, a, b rune) bool {
	switch {
	case isDigit(a) && isDigit(b):
		return true
	case isDigit(a) && numberJoiner(b):
		_, n := utf8.DecodeRuneInString(s[i:])
		c, _ := utf8.DecodeRuneInString(s[i+n:])
		return isDigit(c)
	case numberJoiner(a) && isDigit(b):
		_, n := utf8.DecodeLastRuneInString(s[:i])
		c, _ := utf8.DecodeLastRuneInString(s[:i-n])
		return isDigit(c)
	}
	return false
}

func isDigit(r rune) bool {
	return '0' <= r && r <= '9' || r > utf8.RuneSelf && unicode.IsDigit(r)
}

// numberJoiner reports whether r can join the digits of one number.
func numberJoiner(r rune) bool {
	switch r {
	case '.', ',', '-', '/', ':', '\'', '–', '‐', '‑', '−', '٫', '٬':
		return true
	}
	return false
}

func asciiWord(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}
