package citations

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/verbatim-go/verbatim/normalize"
)

// NegationMismatch compares the negation and modality of claim with those
// of evidence and returns a reason a person can read and true when they
// disagree: "Monthly plans are refundable" against "Monthly plans are not
// refundable", or "Customers may cancel" against "Customers must cancel".
//
// Both texts are folded and split into content words and clauses (at
// punctuation and at words such as "but", "if", "which"). A negation cue
// (not, no, never, without, cannot, n't, none, neither, nor, unless, non-,
// and their equivalents in Spanish, French, German, Portuguese, Italian,
// Dutch, Russian, Arabic, Chinese and Japanese) negates the content words
// after it in its clause, up to eight of them; two negations cancel out,
// except concord words ("ne ... jamais", "no ... nada"). A modal cue (may,
// can, might versus must, shall, required) governs the words after it the
// same way. Each claim word is paired with the same word of the evidence,
// in the clause that shares most words with the claim's. The texts
// disagree when, in the scope of some cue of either text, more paired
// words differ in negation than agree, or, for a modal cue, more paired
// words that neither text negates differ in modality than agree. Words
// the evidence does not have are not compared, so a claim that says less
// than its evidence is not a mismatch.
//
// Bounds are compared too: a number that the claim bounds one way and the
// evidence the other ("at least 30 days" against "at most 30 days",
// "after 14 days" against "within 14 days") is a mismatch. Only the words
// right before a number make a bound, and a number the evidence bounds
// both ways or not at all is not compared.
//
// The result depends on the two strings only.
func NegationMismatch(claim, evidence string) (reason string, mismatch bool) {
	c, e := analyze(claim), analyze(evidence)
	m, ok := compareSeg(&c, &e, -1)
	if !ok {
		return boundFlip(claim, evidence, "the evidence")
	}
	return m.reason("the evidence"), true
}

// HasCue reports whether text holds a negation or modal cue of the kind
// NegationMismatch compares: a claim with one is worth a closer look even
// when its words match its evidence.
func HasCue(text string) bool {
	return len(analyze(text).cues) > 0
}

// A flip is a negation or modal mismatch between a claim and its evidence.
type flip struct {
	modal       bool
	word        string // a word the cue governs
	cue         string // the cue
	inClaim     bool   // the cue is the claim's
	claimCue    string // for a modal flip, the claim's and the evidence's cues
	evidenceCue string
	tooLong     bool // the comparison would cost too much: not passed as agreeing
}

// reason writes the flip for a reader; where names the evidence ("[1]").
func (f flip) reason(where string) string {
	switch {
	case f.tooLong:
		return fmt.Sprintf("the claim and %s are too long to compare their negations and modal verbs", where)
	case f.modal:
		return fmt.Sprintf("the claim says %q about %q where %s says %q", f.claimCue, f.word, where, f.evidenceCue)
	case f.inClaim:
		return fmt.Sprintf("the claim negates %q (%q) but %s does not", f.word, f.cue, where)
	}
	return fmt.Sprintf("%s negates %q (%q) but the claim does not", where, f.word, f.cue)
}

// compareSeg looks for a negation or modal mismatch between the analyses
// of a claim and its evidence, looking at the words of the claim's clause
// seg only, or at all of them if seg < 0.
//
// Each claim word is paired with an evidence word (see pair). Then, for
// each cue on either side, the paired words in its scope are compared: a
// negation cue flips when more of them differ in negation than agree; a
// modal cue flips when, among them that a modal governs on both sides and
// that neither side negates, more differ in modality than agree.
func compareSeg(c, e *analysis, seg int32) (flip, bool) {
	if len(c.cues) == 0 && len(e.cues) == 0 {
		return flip{}, false
	}
	if len(c.toks)*len(e.toks) > smallCompare {
		return compareLarge(c, e, seg)
	}
	return compareSmall(c, e, seg)
}

// compareSmall is compareSeg for a claim and evidence of few words.
func compareSmall(c, e *analysis, seg int32) (flip, bool) {
	fwd := make([]int, len(c.toks)) // claim word → evidence word, or -1
	back := make([]int, len(e.toks))
	for i := range back {
		back[i] = -1
	}
	for i := range c.toks {
		fwd[i] = -1
		if seg >= 0 && c.toks[i].seg != seg {
			continue
		}
		if o := pair(c, e, i); o >= 0 {
			fwd[i] = o
			if back[o] < 0 {
				back[o] = i
			}
		}
	}
	try := func(a, b *analysis, link []int, inClaim bool) (flip, bool) {
		linked := func(i int) (int, bool) { return link[i], link[i] >= 0 }
		for k := range a.cues {
			if f, ok := cueFlip(a, b, &a.cues[k], inClaim, linked, modalCue); ok {
				return f, true
			}
		}
		return flip{}, false
	}
	// The evidence's cues first: when both sides negate, the evidence's
	// outer negation names the difference best ("不支持无理由退货").
	if f, ok := try(e, c, back, false); ok {
		return f, true
	}
	return try(c, e, fwd, true)
}

// cueFlip compares the words in the scope of cue q of a with the words of
// b that linked pairs them with, and returns the flip if more of them
// differ than agree: in negation for a negation cue; in modality, among
// the words that a modal governs on both sides and neither negates, for a
// modal cue. modalOf names the modal cue of b that holds a word. inClaim
// says whether a is the claim.
func cueFlip(a, b *analysis, q *cueAt, inClaim bool, linked func(int) (int, bool), modalOf func(*analysis, int) string) (flip, bool) {
	differ, agree, modal := 0, 0, q.class != cueNeg
	word, other := "", ""
	for i := q.from; i < q.to; i++ {
		o, ok := linked(i)
		if !ok {
			continue
		}
		t, u := &a.toks[i], &b.toks[o]
		if modal {
			if t.class == cueNone || u.class == cueNone || t.negated() || u.negated() {
				continue
			}
			if t.class == u.class {
				agree++
				continue
			}
			if differ == 0 {
				word, other = t.word, modalOf(b, o)
			}
			differ++
			continue
		}
		if t.negated() == u.negated() {
			agree++
			continue
		}
		if differ == 0 {
			word = t.word
		}
		differ++
	}
	if differ == 0 || differ <= agree {
		return flip{}, false
	}
	f := flip{modal: modal, word: word, cue: q.word, inClaim: inClaim}
	if modal {
		f.claimCue, f.evidenceCue = q.word, other
		if !inClaim {
			f.claimCue, f.evidenceCue = other, q.word
		}
	}
	return f, true
}

// modalCue returns the modal cue whose scope holds word i of a.
func modalCue(a *analysis, i int) string {
	for _, q := range a.cues {
		if q.class != cueNeg && q.from <= i && i < q.to {
			return q.word
		}
	}
	return ""
}

// pair returns the index of the evidence word paired with claim word i, or
// -1: the only occurrence of the same stem, or the occurrence whose clause
// shares most stems with the claim word's clause. A tie between
// occurrences that differ in negation or modality pairs nothing.
func pair(c, e *analysis, i int) int {
	t := &c.toks[i]
	best, bestScore, tied := -1, -1, false
	for k := range e.toks {
		u := &e.toks[k]
		if u.stem != t.stem {
			continue
		}
		score := shared(c, t.seg, e, u.seg)
		switch {
		case score > bestScore:
			best, bestScore, tied = k, score, false
		case score == bestScore:
			b := &e.toks[best]
			if b.negated() != u.negated() || b.class != u.class {
				tied = true
			}
		}
	}
	if tied {
		return -1
	}
	return best
}

// shared counts the distinct stems of clause cs of c that occur in clause
// es of e.
func shared(c *analysis, cs int32, e *analysis, es int32) int {
	n := 0
	for i := range c.toks {
		t := &c.toks[i]
		if t.seg != cs || seenBefore(c, i, cs) {
			continue
		}
		for k := range e.toks {
			if e.toks[k].seg == es && e.toks[k].stem == t.stem {
				n++
				break
			}
		}
	}
	return n
}

// seenBefore reports whether the stem of c.toks[i] occurs earlier in
// clause seg.
func seenBefore(c *analysis, i int, seg int32) bool {
	for j := 0; j < i; j++ {
		if c.toks[j].seg == seg && c.toks[j].stem == c.toks[i].stem {
			return true
		}
	}
	return false
}

// ContentOverlap returns the fraction of the distinct content words of
// claim that occur in evidence, 1 when claim has no content words. Content
// words are the words of the folded text that are neither stopwords
// (internal/words lists English, Spanish, French, German, Portuguese,
// Italian and Dutch) nor numbers nor negation cues, compared by a light
// stem ("refunds" matches "refundable"); text in scripts written without
// spaces counts by character bigrams.
func ContentOverlap(claim, evidence string) float64 {
	c, e := analyze(claim), analyze(evidence)
	have := make(map[string]bool, len(e.toks))
	for _, t := range e.toks {
		have[t.stem] = true
	}
	found, total := overlap(&c, func(s string) bool { return have[s] })
	if total == 0 {
		return 1
	}
	return float64(found) / float64(total)
}

// overlap counts the distinct stems of a, and those for which has is true.
func overlap(a *analysis, has func(string) bool) (found, total int) {
	for i := range a.toks {
		if repeats(a, i) {
			continue
		}
		total++
		if has(a.toks[i].stem) {
			found++
		}
	}
	return found, total
}

// repeats reports whether the stem of a.toks[i] occurs earlier in a.
func repeats(a *analysis, i int) bool { return a.toks[i].dup }

// Framing reports whether sentence is analytical framing rather than a
// checkable statement: it has a framing cue (suggests, indicates, implies,
// appears to, seems to, may reflect, and equivalents in the supported
// languages; not hedges such as "likely" or summaries such as "in short",
// which state facts) and no hard anchor: no digit, no month
// name, no quotation mark, no citation marker and no "§".
func Framing(sentence string) bool {
	for i, r := range sentence {
		switch {
		case unicode.IsDigit(r):
			return false
		case r == '"' || r == '“' || r == '”' || r == '«' || r == '»' || r == '„' || r == '「' || r == '」' || r == '§':
			return false
		case (r == '[' || r == '【' || r == '［') && markerSyntaxEnd(sentence, i, len(sentence)) >= 0:
			return false
		}
	}
	f := normalize.Strict.Fold(sentence)
	cue := false
	prev := ""
	for _, it := range plainWords(f) {
		if monthWords[it] && it != "may" {
			return false
		}
		if framingWords[it] || prev != "" && framingPairs[prev+" "+it] {
			cue = true
		}
		prev = it
	}
	if !cue {
		for _, c := range framingCJK {
			if strings.Contains(f, c) {
				cue = true
				break
			}
		}
	}
	return cue
}
