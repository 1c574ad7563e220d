package citations

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/internal/sentence"
)

// A Marker is one bracketed citation marker of a text: "[1]", "[1, 2]",
// "[1-3]", "[doc-a]", "[Source 2]".
type Marker struct {
	// Start and End are the byte range of the marker, brackets included.
	Start, End int
	// Refs are the sources the marker names, in order; a range names each
	// number it spans.
	Refs []Ref
}

// A Ref is one source named by a marker.
type Ref struct {
	// Start and End are the byte range of the item that names the source:
	// "2", "1-3" (for each number of the range), "Source 2".
	Start, End int
	// Label is the source's label as the marker gives it: "2", or one
	// number of a range.
	Label string
	// Source is the id of the supplied source the label names, or "" if
	// no supplied source has that label.
	Source string
}

// Valid reports whether r names a supplied source.
func (r Ref) Valid() bool { return r.Source != "" }

// Markers returns the citation markers of text, given the ids of the
// supplied sources, in order.
//
// A bracket group is a marker when every item in it, separated by commas
// or semicolons, is a label: a supplied id (case-insensitively), a number
// of one to three digits, a range of such numbers ("1-3", "1–3") spanning
// at most 100, or, when some ids are a prefix and a number ("doc-3",
// "S1"), that prefix and another number. An item may start with "Source",
// "Doc", "Ref" or "^". A number names the source with that id; when no id
// is a number it names the source at that position, counting from 1. So
// "[7]" with five sources is a marker naming no supplied source, while
// "[2024]", "[sic]" and "[link](url)" are not markers.
func Markers(text string, ids []string) []Marker {
	return newResolver(ids).markers(text)
}

// A resolver maps marker labels to supplied source ids.
type resolver struct {
	ids        []string
	exact      map[string]string // id → id
	folded     map[string]string // lowercased id → first such id
	numeric    map[int]string    // value of a numeric id → id
	positional bool              // no id is a number: numbers are positions
	shapes     map[string]bool   // lowercased prefixes of prefix+number ids
}

func newResolver(ids []string) *resolver {
	r := &resolver{
		ids:     ids,
		exact:   make(map[string]string, len(ids)),
		folded:  make(map[string]string, len(ids)),
		numeric: make(map[int]string),
		shapes:  make(map[string]bool),
	}
	for _, id := range ids {
		if id == "" {
			continue
		}
		r.exact[id] = id
		if l := strings.ToLower(id); r.folded[l] == "" {
			r.folded[l] = id
		}
		if n, ok := number(id); ok {
			if _, dup := r.numeric[n]; !dup {
				r.numeric[n] = id
			}
			continue
		}
		if p := strings.TrimRightFunc(id, isASCIIDigit); p != id && p != "" {
			r.shapes[strings.ToLower(p)] = true
		}
	}
	r.positional = len(r.numeric) == 0
	return r
}

func isASCIIDigit(r rune) bool { return '0' <= r && r <= '9' }

// number parses a label of one to nine ASCII digits.
func number(s string) (int, bool) {
	if s == "" || len(s) > 9 {
		return 0, false
	}
	for i := 0; i < len(s); i++ {
		if !isASCIIDigit(rune(s[i])) {
			return 0, false
		}
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// Limits on unknown numeric labels, so that "[2024]" is not a marker and
// "[1-100000]" does not expand.
const (
	maxLabelDigits = 3
	maxRangeSpan   = 100
)

// resolveNumber returns the id of the source numbered n, or "".
func (r *resolver) resolveNumber(n int) string {
	if id, ok := r.numeric[n]; ok {
		return id
	}
	if r.positional && n >= 1 && n <= len(r.ids) {
		return r.ids[n-1]
	}
	return ""
}

// markers returns the markers of text.
func (r *resolver) markers(text string) []Marker {
	ms, _ := r.markersUpTo(text, -1)
	return ms
}

// markersUpTo returns the markers of text and the number of refs they
// have. If max >= 0 and there are more than max refs, it counts them all
// but returns no markers, so that a text cannot make it hold more than max
// refs at once.
func (r *resolver) markersUpTo(text string, max int) ([]Marker, int) {
	var out []Marker
	n := 0
	wide := sentence.WideBrackets(text)
	for i := 0; i < len(text); {
		if i = sentence.NextOpen(text, i, wide); i < 0 {
			break
		}
		end := sentence.MarkerEnd(text, i, len(text))
		if end < 0 {
			i++
			continue
		}
		a, z := sentence.MarkerBody(text, i, end)
		if refs, ok := r.parse(text, a, z); ok {
			n += len(refs)
			if max >= 0 && n > max {
				out = nil
			} else {
				out = append(out, Marker{Start: i, End: end, Refs: refs})
			}
			i = end
			continue
		}
		i++
	}
	return out, n
}

// parse parses the items of the marker body text[a:b].
func (r *resolver) parse(text string, a, b int) ([]Ref, bool) {
	var refs []Ref
	for s := a; s <= b; {
		e, sep := s, 0
		for e < b {
			if sep = itemSep(text[e:b]); sep > 0 {
				break
			}
			e++
		}
		is, ie := sentence.Trim(text, s, e)
		if is == ie {
			return nil, false
		}
		var ok bool
		refs, ok = r.item(refs, text, is, ie)
		if !ok {
			return nil, false
		}
		s = e + max(sep, 1)
	}
	return refs, len(refs) > 0
}

// itemSep returns the length of the separator of marker items that s
// starts with: a comma or semicolon, or in CJK text "，", "、" or "；"; 0
// if it starts with none.
func itemSep(s string) int {
	switch {
	case s == "":
	case s[0] == ',' || s[0] == ';':
		return 1
	case strings.HasPrefix(s, "，"), strings.HasPrefix(s, "、"), strings.HasPrefix(s, "；"):
		return len("，")
	}
	return 0
}

// Prefixes an item may carry: "Source 2", "[^1]".
var itemPrefixes = []string{"sources", "source", "src", "documents", "document", "docs", "doc", "refs", "ref"}

// item appends the refs of the item text[s:e] to refs.
func (r *resolver) item(refs []Ref, text string, s, e int) ([]Ref, bool) {
	label := text[s:e]
	if id, ok := r.lookup(label); ok {
		return append(refs, Ref{Start: s, End: e, Label: label, Source: id}), true
	}
	label = strings.TrimPrefix(label, "^")
	if id, ok := r.lookup(label); ok {
		return append(refs, Ref{Start: s, End: e, Label: label, Source: id}), true
	}
	for _, p := range itemPrefixes {
		if len(label) > len(p) && strings.EqualFold(label[:len(p)], p) {
			rest := label[len(p):]
			if rest[0] == ' ' || rest[0] == ':' || rest[0] == '#' {
				label = strings.TrimLeft(rest, " :#")
				break
			}
		}
	}
	if id, ok := r.lookup(label); ok {
		return append(refs, Ref{Start: s, End: e, Label: label, Source: id}), true
	}
	if n, ok := number(label); ok {
		if len(label) > maxLabelDigits {
			return refs, false
		}
		return append(refs, Ref{Start: s, End: e, Label: label, Source: r.resolveNumber(n)}), true
	}
	if lo, hi, ok := numberRange(label); ok {
		for n := lo; n <= hi; n++ {
			refs = append(refs, Ref{Start: s, End: e, Label: strconv.Itoa(n), Source: r.resolveNumber(n)})
		}
		return refs, true
	}
	if p := strings.TrimRightFunc(label, isASCIIDigit); p != label && p != "" &&
		len(label)-len(p) <= maxLabelDigits && r.shapes[strings.ToLower(p)] {
		return append(refs, Ref{Start: s, End: e, Label: label}), true
	}
	return refs, false
}

// lookup returns the id that label names exactly or case-insensitively.
func (r *resolver) lookup(label string) (string, bool) {
	if id, ok := r.exact[label]; ok {
		return id, true
	}
	id, ok := r.folded[strings.ToLower(label)]
	return id, ok
}

// numberRange parses "1-3", "1–3", "1 — 3".
func numberRange(label string) (lo, hi int, ok bool) {
	for _, sep := range []string{"-", "–", "—"} {
		i := strings.Index(label, sep)
		if i <= 0 {
			continue
		}
		a, b := strings.TrimSpace(label[:i]), strings.TrimSpace(label[i+len(sep):])
		if len(a) > maxLabelDigits || len(b) > maxLabelDigits {
			return 0, 0, false
		}
		lo, ok1 := number(a)
		hi, ok2 := number(b)
		if !ok1 || !ok2 || lo > hi || hi-lo > maxRangeSpan {
			return 0, 0, false
		}
		return lo, hi, true
	}
	return 0, 0, false
}

// A Removal is one edit that Strip made to the text: the byte range
// [Start, End) of the original text, the text that was there, and what
// replaced it: nothing, except for a range that named both supplied and
// unsupplied sources, which keeps the supplied ones ("3-7" → "3-5").
type Removal struct {
	Start, End  int
	Text        string
	Replacement string
	// Labels are the labels that named no supplied source.
	Labels []string
}

// Strip removes from text the citation labels that name no supplied
// source, given the ids of the supplied sources, and returns the cleaned
// text and the edits, in order. It is strict in one direction: a label
// that names a supplied source is never removed, and text outside markers
// is never changed except for the white space a removed marker leaves:
//
//   - a marker whose labels all name unsupplied sources is removed with the
//     white space before it ("30 days [7]." → "30 days."), or, at the start
//     of a line, with the white space after it;
//   - in a marker that also names supplied sources, only the unsupplied
//     labels and their separators go ("[2, 7]" → "[2]"), and a range keeps
//     its supplied part ("[3-7]" with five sources → "[3-5]").
//
// Applying the removals to text, in order, gives the cleaned text. If
// nothing is removed, Strip returns text itself and no removals.
func Strip(text string, ids []string) (string, []Removal) {
	if strings.IndexByte(text, '[') < 0 && !sentence.WideBrackets(text) {
		return text, nil
	}
	r := newResolver(ids)
	rm := r.removals(text, r.markers(text))
	return applyRemovals(text, rm), rm
}

// removals returns the edits that strip the unsupplied labels of ms. They
// never make a marker: where taking a marker out would join a bracket
// before it to text after it ("[[9]2]" → "[2]"), the removal takes that
// bracket too ("2]").
func (r *resolver) removals(text string, ms []Marker) []Removal {
	rm := r.plainRemovals(text, ms)
	for range maxNesting {
		if !touchesBracket(text, rm) || sameValid(ms, r.markers(applyRemovals(text, rm))) {
			return rm
		}
		widened := false
		for i := range rm {
			x := &rm[i]
			if !wholeMarker(x) {
				continue
			}
			prevEnd, nextStart := 0, len(text)
			if i > 0 {
				prevEnd = rm[i-1].End
			}
			if i+1 < len(rm) {
				nextStart = rm[i+1].Start
			}
			if x.Start > prevEnd && text[x.Start-1] == '[' {
				x.Start--
				widened = true
			}
			if x.End < nextStart && text[x.End] == ']' {
				x.End++
				widened = true
			}
			x.Text = text[x.Start:x.End]
		}
		if !widened {
			break
		}
	}
	if sameValid(ms, r.markers(applyRemovals(text, rm))) {
		return rm
	}
	// Brackets nested past maxNesting: keep the text as it is rather than
	// make a citation the answer did not have.
	return nil
}

// maxNesting bounds how many brackets around a marker removals take.
const maxNesting = 8

// wholeMarker reports whether x removes whole markers, not labels inside
// a marker that stays.
func wholeMarker(x *Removal) bool {
	t := strings.TrimLeft(x.Text, " \t")
	n, _ := sentence.OpenBracket(t, 0)
	return x.Replacement == "" && n > 0
}

// touchesBracket reports whether a removal of whole markers has a bracket
// just before or just after it.
func touchesBracket(text string, rm []Removal) bool {
	for i := range rm {
		if x := &rm[i]; wholeMarker(x) && (x.Start > 0 && text[x.Start-1] == '[' || x.End < len(text) && text[x.End] == ']') {
			return true
		}
	}
	return false
}

// sameValid reports whether markers a and b name the same supplied
// sources in the same order.
func sameValid(a, b []Marker) bool {
	var i, j int
	next := func(ms []Marker, k int, ref int) (int, int, string) {
		for ; k < len(ms); k, ref = k+1, 0 {
			for ; ref < len(ms[k].Refs); ref++ {
				if ms[k].Refs[ref].Valid() {
					return k, ref, ms[k].Refs[ref].Source
				}
			}
		}
		return k, 0, ""
	}
	var ai, bi int
	for {
		var x, y string
		i, ai, x = next(a, i, ai)
		j, bi, y = next(b, j, bi)
		if x != y {
			return false
		}
		if x == "" {
			return true
		}
		ai++
		bi++
	}
}

// plainRemovals returns the edits that strip the unsupplied labels of ms.
func (r *resolver) plainRemovals(text string, ms []Marker) []Removal {
	var out []Removal
	for i := 0; i < len(ms); i++ {
		if !allInvalid(ms[i]) {
			out = r.partial(out, text, ms[i])
			continue
		}
		// A run of wholly unsupplied markers separated only by
		// horizontal white space goes as one.
		j := i
		var labels []string
		for {
			labels = appendLabels(labels, ms[j])
			if j+1 >= len(ms) || !allInvalid(ms[j+1]) || !blankBetween(text, ms[j].End, ms[j+1].Start) {
				break
			}
			j++
		}
		s, e := ms[i].Start, ms[j].End
		s, e = strayBlank(text, s, e)
		out = append(out, Removal{Start: s, End: e, Text: text[s:e], Labels: labels})
		i = j
	}
	return out
}

func allInvalid(m Marker) bool {
	for _, ref := range m.Refs {
		if ref.Valid() {
			return false
		}
	}
	return true
}

func appendLabels(labels []string, m Marker) []string {
	for _, ref := range m.Refs {
		if !ref.Valid() {
			labels = append(labels, ref.Label)
		}
	}
	return labels
}

// blankBetween reports whether text[a:b] is horizontal white space only.
func blankBetween(text string, a, b int) bool {
	for i := a; i < b; i++ {
		if text[i] != ' ' && text[i] != '\t' {
			return false
		}
	}
	return true
}

// strayBlank widens the removal of the marker text[s:e] to take the white
// space it would leave stranded.
func strayBlank(text string, s, e int) (int, int) {
	ws := s
	for ws > 0 && (text[ws-1] == ' ' || text[ws-1] == '\t') {
		ws--
	}
	atLineStart := ws == 0 || text[ws-1] == '\n'
	if atLineStart {
		// "[7] The" → "The"; keep the indentation.
		we := e
		for we < len(text) && (text[we] == ' ' || text[we] == '\t') {
			we++
		}
		return s, we
	}
	if ws == s {
		return s, e // "days[7] more": no space to take
	}
	if e == len(text) {
		return ws, e
	}
	c, _ := utf8.DecodeRuneInString(text[e:])
	if c == '[' || c == '【' || c == '［' {
		return s, e // "days [7][2]" → "days [2]"
	}
	if unicode.IsSpace(c) || unicode.IsPunct(c) && !isOpener(c) {
		return ws, e // "days [7]." → "days."; "a [7] b" → "a b"
	}
	return s, e // "a [7]b" → "a b"
}

func isOpener(r rune) bool {
	switch r {
	case '(', '[', '{', '“', '‘', '«', '「', '『', '（', '【', '［':
		return true
	}
	return false
}

// partial appends the edits that strip the unsupplied labels from a marker
// that also names supplied sources.
func (r *resolver) partial(out []Removal, text string, m Marker) []Removal {
	if !slices.ContainsFunc(m.Refs, func(ref Ref) bool { return !ref.Valid() }) {
		return out // the common case: every label names a supplied source
	}
	type item struct {
		s, e         int
		valid, total int
		labels       []string // unsupplied labels
		keep         []Ref    // supplied refs
	}
	var items []item
	for _, ref := range m.Refs {
		if len(items) == 0 || items[len(items)-1].s != ref.Start {
			items = append(items, item{s: ref.Start, e: ref.End})
		}
		it := &items[len(items)-1]
		it.total++
		if ref.Valid() {
			it.valid++
			it.keep = append(it.keep, ref)
		} else {
			it.labels = append(it.labels, ref.Label)
		}
	}
	for k := 0; k < len(items); k++ {
		it := items[k]
		switch {
		case it.valid == it.total:
			continue
		case it.valid > 0:
			// A range that names some supplied sources keeps them.
			rep := rangeText(it.keep, text[it.s:it.e])
			out = append(out, Removal{Start: it.s, End: it.e, Text: text[it.s:it.e], Replacement: rep, Labels: it.labels})
			continue
		}
		// A run of wholly unsupplied items k..j.
		j := k
		labels := append([]string(nil), it.labels...)
		for j+1 < len(items) && items[j+1].valid == 0 {
			j++
			labels = append(labels, items[j].labels...)
		}
		var s, e int
		if k > 0 {
			s, e = items[k-1].e, items[j].e // ", 7" after a kept item
		} else {
			s, e = items[k].s, items[j+1].s // "7, " before the first kept item
		}
		out = append(out, Removal{Start: s, End: e, Text: text[s:e], Labels: labels})
		k = j
	}
	return out
}

// rangeText writes the labels of refs, consecutive numbers as ranges,
// using the dash of the original item.
func rangeText(refs []Ref, orig string) string {
	dash := "-"
	for _, d := range []string{"–", "—"} {
		if strings.Contains(orig, d) {
			dash = d
		}
	}
	var b strings.Builder
	for i := 0; i < len(refs); {
		j := i
		lo, _ := strconv.Atoi(refs[i].Label)
		for j+1 < len(refs) {
			n, _ := strconv.Atoi(refs[j+1].Label)
			if n != lo+(j+1-i) {
				break
			}
			j++
		}
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		b.WriteString(refs[i].Label)
		if j > i {
			b.WriteString(dash)
			b.WriteString(refs[j].Label)
		}
		i = j + 1
	}
	return b.String()
}

// applyRemovals applies sorted, non-overlapping edits to text.
func applyRemovals(text string, rm []Removal) string {
	if len(rm) == 0 {
		return text
	}
	var b strings.Builder
	b.Grow(len(text))
	at := 0
	for _, r := range rm {
		b.WriteString(text[at:r.Start])
		b.WriteString(r.Replacement)
		at = r.End
	}
	b.WriteString(text[at:])
	return b.String()
}
