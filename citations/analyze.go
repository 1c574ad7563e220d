package citations

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/internal/words"
	"github.com/verbatim-go/verbatim/normalize"
	"github.com/verbatim-go/verbatim/numbers"
)

// An analysis is a text reduced to what the checks compare: its content
// words in order, each with its clause and the negation and modal cues
// whose scope holds it.
type analysis struct {
	toks []tok
	cues []cueAt
	segs int32 // number of clauses
	// nums is the claim's numbers, found on first use by support.
	nums *numbers.Claim
}

// A tok is one content word.
type tok struct {
	word    string // the folded word, or a bigram of an unspaced script
	stem    string
	seg     int32    // clause index
	negs    uint8    // number of negations whose scope holds it, concord words aside
	concord bool     // a concord negation ("nada", "jamais", "nor") holds it
	class   cueClass // cuePermission or cueDuty if a modal holds it, else cueNone
	dup     bool     // an earlier token has the same stem
}

// negated reports whether t is negated: an odd number of negations hold it
// ("not without" cancels out), or only concord words do ("ne ... jamais",
// "no ... nada" negate once).
func (t *tok) negated() bool { return t.negs%2 == 1 || t.negs == 0 && t.concord }

// A cueAt is a negation or modal cue of an analysed text and its scope:
// the words toks[from:to].
type cueAt struct {
	word     string
	class    cueClass
	from, to int
	at       int // the index of the first word after the cue: non-decreasing over a.cues
}

// Scope limits, in content words.
const (
	maxScope     = 8
	maxBackScope = 4
)

// backwardCues negate the words before them when no word follows in their
// clause: verb-final negation ("Wir erstatten Monatspläne nicht",
// "返金できません").
var backwardCues = setOf(`nicht niet ない ません`)

// concordCues are negation words that agree with another negation in
// their clause rather than cancel it.
var concordCues = setOf(`neither nor nada nunca jamás jamas ningún ninguno ninguna ningun nadie tampoco ni rien
jamais aucun aucune nenhum nenhuma ninguém ninguem nem nessun nessuno nessuna niente nulla mai никто ничего
никогда нигде никак ничто ни никакой никакая никакое никакие никаких никакого`)

// item is one step of the analysis: a word, a cue or a clause boundary.
type item struct {
	kind  itemKind
	start int
	text  string
	class cueClass
}

type itemKind uint8

const (
	itemWord itemKind = iota
	itemBigram
	itemNumber
	itemCue
	itemBoundary
)

// analyze analyses s, which it folds under normalize.Strict first.
func analyze(s string) analysis {
	if strings.IndexByte(s, '\n') >= 0 {
		// Folding turns line breaks into spaces; a line break ends a
		// clause.
		s = strings.ReplaceAll(s, "\n", "\n|")
	}
	return analyzeFolded(normalize.Strict.Fold(s))
}

// analyzeFolded analyses a text already folded under normalize.Strict.
func analyzeFolded(f string) analysis {
	items := scan(f)
	a := analysis{toks: make([]tok, 0, len(items))}
	seg := int32(0)
	type cueRef struct {
		at  int   // index into a.toks of the first word after the cue
		seg int32 // its clause
	}
	var refs []cueRef
	for _, it := range items {
		switch it.kind {
		case itemBoundary:
			seg++
		case itemCue:
			a.cues = append(a.cues, cueAt{word: it.text, class: it.class, at: len(a.toks)})
			refs = append(refs, cueRef{at: len(a.toks), seg: seg})
		case itemWord, itemBigram:
			a.toks = append(a.toks, tok{word: it.text, stem: stem(it.text), seg: seg})
		}
	}
	a.segs = seg + 1
	markRepeats(a.toks)
	// Scopes: the words after a cue in its clause, up to the same cue
	// again ("no refund and no credit" negates each word once); for a
	// verb-final negation with nothing after it, the words before it.
	for k, r := range refs {
		c := &a.cues[k]
		limit := len(a.toks)
		for k2 := k + 1; k2 < len(refs); k2++ {
			if a.cues[k2].word == c.word && refs[k2].at > r.at {
				limit = refs[k2].at
				break
			}
		}
		to := r.at
		for to < limit && a.toks[to].seg == r.seg && to-r.at < maxScope {
			to++
		}
		c.from, c.to = r.at, to
		if to == r.at && backwardCues[c.word] {
			from := r.at
			for from > 0 && a.toks[from-1].seg == r.seg && r.at-from < maxBackScope {
				from--
			}
			c.from = from
		}
		for i := c.from; i < c.to; i++ {
			t := &a.toks[i]
			switch {
			case c.class == cueNeg && concordCues[c.word]:
				t.concord = true
			case c.class == cueNeg:
				t.negs++
			case t.class == cueNone:
				t.class = c.class
			}
		}
	}
	return a
}

// markRepeats sets dup on each token whose stem an earlier token has: by
// comparison for a short text, with a set for a long one, so that a claim
// or source sentence of many distinct words costs linear time.
func markRepeats(toks []tok) {
	const short = 32
	if len(toks) <= short {
		for i := range toks {
			for j := 0; j < i; j++ {
				if toks[j].stem == toks[i].stem {
					toks[i].dup = true
					break
				}
			}
		}
		return
	}
	seen := make(map[string]bool, len(toks))
	for i := range toks {
		toks[i].dup = seen[toks[i].stem]
		seen[toks[i].stem] = true
	}
}

// scan splits the folded text f into words, numbers, cues and clause
// boundaries, in order.
func scan(f string) []item {
	raw := make([]item, 0, len(f)/5+2)
	prevEnd := 0
	words.Each(f, func(w words.Word) {
		r, _ := utf8.DecodeRuneInString(w.Text)
		if words.Unspaced(r) {
			if w.Start >= prevEnd && boundaryGap(f[prevEnd:w.Start]) {
				raw = append(raw, item{kind: itemBoundary, start: w.Start})
			}
			raw = append(raw, item{kind: itemBigram, start: w.Start, text: w.Text})
			prevEnd = max(prevEnd, w.End)
			return
		}
		gap := ""
		if w.Start >= prevEnd {
			gap = f[prevEnd:w.Start]
		}
		if n := len(raw); n > 0 && raw[n-1].kind == itemWord && isApostrophe(gap) {
			raw[n-1].text += w.Text // "don't" → "dont", "n'est" → "nest"
			prevEnd = w.End
			return
		}
		if boundaryGap(gap) {
			raw = append(raw, item{kind: itemBoundary, start: w.Start})
		}
		raw = append(raw, item{kind: itemWord, start: w.Start, text: w.Text})
		prevEnd = w.End
	})
	if prevEnd < len(f) && boundaryGap(f[prevEnd:]) {
		raw = append(raw, item{kind: itemBoundary, start: len(f)})
	}
	raw = classify(raw)
	return mergeCJK(raw, cjkEvents(f))
}

// classify turns the plain words of raw into numbers, cues, boundaries and
// content words.
func classify(raw []item) []item {
	out := make([]item, 0, len(raw)+4)
	for k := 0; k < len(raw); k++ {
		it := raw[k]
		if it.kind != itemWord {
			out = append(out, it)
			continue
		}
		w := it.text
		if words.IsNumber(w) {
			it.kind = itemNumber
			out = append(out, it)
			continue
		}
		next := func(d int) string {
			if k+d < len(raw) && raw[k+d].kind == itemWord {
				return raw[k+d].text
			}
			return ""
		}
		prevNumber := k > 0 && raw[k-1].kind == itemWord && words.IsNumber(raw[k-1].text)
		nextNumber := k+1 < len(raw) && raw[k+1].kind == itemWord && words.IsNumber(raw[k+1].text)
		switch {
		case boundaryWords[w] && !negationCues[w]:
			out = append(out, item{kind: itemBoundary, start: it.start})
			continue
		case w == "unless":
			// A boundary that also negates its own clause.
			out = append(out, item{kind: itemBoundary, start: it.start},
				item{kind: itemCue, start: it.start, text: w, class: cueNeg})
			continue
		case negationCues[w]:
			if (w == "no" || w == "not") && (next(1) == "only" || comparatives[next(1)] && next(2) == "than") {
				continue // "not only", "no later than"
			}
			if negationCues[w] && (boundVerbs[next(1)] || boundVerbs[next(2)] && next(1) == "to") {
				continue // "shall not exceed", "not to exceed"
			}
			if (w == "no" || w == "mai") && (nextNumber || prevNumber) {
				continue // "No. 5", "12 mai 2024"
			}
			out = append(out, item{kind: itemCue, start: it.start, text: w, class: cueNeg})
			if permissionCues[w] { // "cannot", "can't"
				out = append(out, item{kind: itemCue, start: it.start, text: w, class: cuePermission})
			}
			continue
		case len(w) >= 7 && strings.HasPrefix(w, "non") && !nonWords[w]:
			// "nonrefundable": a negation and the word it negates.
			out = append(out, item{kind: itemCue, start: it.start, text: "non", class: cueNeg},
				item{kind: itemWord, start: it.start + 3, text: w[3:]})
			continue
		}
		if permissionCues[w] || dutyCues[w] {
			if w == "may" && (prevNumber || nextNumber) {
				// "May 2024" is a month.
			} else {
				class := cuePermission
				if dutyCues[w] {
					class = cueDuty
				}
				out = append(out, item{kind: itemCue, start: it.start, text: w, class: class})
			}
		}
		if !words.IsStop(w) && !extraStops[w] {
			out = append(out, it)
		}
	}
	return out
}

// cjkEvents returns the cues and boundaries of the Han and kana runs of f.
func cjkEvents(f string) []item {
	var out []item
	for i := 0; i < len(f); {
		r, n := utf8.DecodeRuneInString(f[i:])
		if r < 0x0E00 || !words.Unspaced(r) {
			i += n
			continue
		}
		matched := false
		for _, c := range cjkCues {
			if strings.HasPrefix(f[i:], c.text) {
				switch c.class {
				case cueNone:
				case cueBoundary:
					out = append(out, item{kind: itemBoundary, start: i})
				default:
					out = append(out, item{kind: itemCue, start: i, text: c.text, class: c.class})
				}
				i += len(c.text)
				matched = true
				break
			}
		}
		if !matched {
			i += n
		}
	}
	return out
}

// mergeCJK merges the CJK events into the items by position; an event
// comes after a boundary and before a word that start where it does. A
// bigram that starts inside a cue is part of the cue, not a word it
// governs: "返金できません" has the words 返金 金で でき きま and the cue
// ません, whose own bigrams ませ and せん would otherwise follow it.
func mergeCJK(items, events []item) []item {
	if len(events) == 0 {
		return items
	}
	out := make([]item, 0, len(items)+len(events))
	j := 0
	cueEnd := -1 // the end of the last cue merged
	for _, it := range items {
		for j < len(events) && (events[j].start < it.start || events[j].start == it.start && it.kind != itemBoundary) {
			if events[j].kind == itemCue {
				cueEnd = max(cueEnd, events[j].start+len(events[j].text))
			}
			out = append(out, events[j])
			j++
		}
		if it.kind == itemBigram && it.start < cueEnd {
			continue
		}
		out = append(out, it)
	}
	return append(out, events[j:]...)
}

// boundaryGap reports whether the text between two words ends a clause:
// it holds punctuation other than an apostrophe, a hyphen, a slash or a
// period or comma between digits.
func boundaryGap(gap string) bool {
	for _, r := range gap {
		switch r {
		case ',', ';', ':', '.', '!', '?', '(', ')', '[', ']', '"', '“', '”', '«', '»', '—', '–', '…',
			'，', '；', '：', '。', '！', '？', '、', '（', '）', '「', '」', '『', '』', '|', '\n',
			'؛', '،', '؟':
			return true
		}
	}
	return false
}

func isApostrophe(gap string) bool {
	return gap == "'" || gap == "’" || gap == "ʼ" || gap == "‘"
}

// stem reduces a folded word to the form the overlap checks compare: a
// light, deterministic stemmer. Common English and Romance endings
// ("-ing", "-ed", "-es", "-e", "-s", "-ly") and common Russian case endings
// are removed, a final doubled consonant is undoubled ("shipp" → "ship"),
// and the result is cut to its first six letters, so that "refund",
// "refunds", "refunded" and "refundable" all become "refund". Bigrams of
// unspaced scripts are their own stems.
func stem(w string) string {
	r, _ := utf8.DecodeRuneInString(w)
	switch {
	case words.Unspaced(r):
		return w
	case r < utf8.RuneSelf || unicode.Is(unicode.Latin, r):
		w = latinStem(w)
	case unicode.Is(unicode.Cyrillic, r):
		w = cyrillicStem(w)
	}
	return firstRunes(w, 6)
}

func latinStem(w string) string {
	n := len(w)
	switch {
	case n > 4 && (strings.HasSuffix(w, "ies") || strings.HasSuffix(w, "ied")):
		w = w[:n-3] + "y"
	case n > 5 && strings.HasSuffix(w, "ing"):
		w = w[:n-3]
	case n > 5 && strings.HasSuffix(w, "ly"):
		w = w[:n-2]
	case n > 4 && strings.HasSuffix(w, "ed"):
		w = w[:n-2]
	case n > 4 && strings.HasSuffix(w, "es"):
		w = w[:n-2]
	case n > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"):
		w = w[:n-1]
	case n > 3 && strings.HasSuffix(w, "e"):
		w = w[:n-1]
	}
	if n := len(w); n >= 4 && w[n-1] == w[n-2] && isConsonant(w[n-1]) {
		w = w[:n-1]
	}
	return w
}

func isConsonant(c byte) bool {
	return 'a' <= c && c <= 'z' && !strings.ContainsRune("aeiouy", rune(c))
}

// Russian endings, longest first.
var cyrillicEndings = []string{
	"ами", "ями", "ого", "его", "ому", "ему", "ыми", "ими",
	"ов", "ев", "ей", "ом", "ем", "ам", "ям", "ах", "ях", "ой", "ий", "ый", "ая", "яя", "ое", "ее", "ые", "ие", "ых", "их", "ым", "им", "ую", "юю",
	"а", "я", "о", "е", "ы", "и", "у", "ю", "й", "ь",
}

func cyrillicStem(w string) string {
	n := utf8.RuneCountInString(w)
	for _, e := range cyrillicEndings {
		if strings.HasSuffix(w, e) && n-utf8.RuneCountInString(e) >= 3 {
			return w[:len(w)-len(e)]
		}
	}
	return w
}

// firstRunes returns the first n code points of s.
func firstRunes(s string, n int) string {
	for i := range s {
		if n == 0 {
			return s[:i]
		}
		n--
	}
	return s
}

// plainWords returns the words of the folded text f, apostrophes joined
// ("don't" is "dont"), bigrams left out.
func plainWords(f string) []string {
	var out []string
	prevEnd := 0
	words.Each(f, func(w words.Word) {
		r, _ := utf8.DecodeRuneInString(w.Text)
		if words.Unspaced(r) {
			prevEnd = max(prevEnd, w.End)
			return
		}
		if n := len(out); n > 0 && w.Start >= prevEnd && isApostrophe(f[prevEnd:w.Start]) {
			out[n-1] += w.Text
		} else {
			out = append(out, w.Text)
		}
		prevEnd = w.End
	})
	return out
}
