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
// after it in its clause; a modal cue (may, can, might versus must, shall,
// required) governs them the same way. Each claim word is paired with the
// same word of the evidence, in the clause that shares most words with
// the claim's; the texts disagree when more paired words differ in
// negation than agree, or, among words governed by a modal on both sides
// and negated on neither, more differ in modality than agree. Words the
// evidence does not have are not compared, so a claim that says less than
// its evidence is not a mismatch.
//
// The result depends on the two strings only.
func NegationMismatch(claim, evidence string) (reason string, mismatch bool) {
	c, e := analyze(claim), analyze(evidence)
	m, ok := compare(&c, &e)
	if !ok {
		return "", false
	}
	return m.reason("the evidence"), true
}

// A flip is a negation or modal mismatch between a claim and its evidence.
type flip struct {
	modal        bool
	word         string // the claim's word that the cues govern differently
	claimCue     string // the claim's cue, "" if it has none
	evidenceCue  string // the evidence's cue, "" if it has none
	claimNegated bool
}

// reason writes the flip for a reader; where names the evidence ("[1]").
func (f flip) reason(where string) string {
	if f.modal {
		return fmt.Sprintf("the claim says %q about %q where %s says %q", f.claimCue, f.word, where, f.evidenceCue)
	}
	if f.claimNegated {
		return fmt.Sprintf("the claim negates %q (%q) but %s does not", f.word, f.claimCue, where)
	}
	return fmt.Sprintf("%s negates %q (%q) but the claim does not", where, f.word, f.evidenceCue)
}

// compare looks for a negation or modal mismatch between the analyses of a
// claim and its evidence.
func compare(c, e *analysis) (flip, bool) {
	if len(c.cues) == 0 && len(e.cues) == 0 {
		return flip{}, false
	}
	var (
		negAgree, negDiffer     int
		modalAgree, modalDiffer int
		firstNeg, firstModal    flip
	)
	for i := range c.toks {
		t := &c.toks[i]
		o := pair(c, e, i)
		if o < 0 {
			continue
		}
		u := &e.toks[o]
		if t.neg != 0 || u.neg != 0 {
			if (t.neg != 0) == (u.neg != 0) {
				negAgree++
			} else {
				if negDiffer == 0 {
					firstNeg = flip{word: t.word, claimNegated: t.neg != 0}
					if t.neg != 0 {
						firstNeg.claimCue = c.cues[t.neg-1].word
					} else {
						firstNeg.evidenceCue = e.cues[u.neg-1].word
					}
				}
				negDiffer++
			}
			continue
		}
		if t.modal != 0 && u.modal != 0 {
			if t.class == u.class {
				modalAgree++
			} else {
				if modalDiffer == 0 {
					firstModal = flip{modal: true, word: t.word,
						claimCue: c.cues[t.modal-1].word, evidenceCue: e.cues[u.modal-1].word}
				}
				modalDiffer++
			}
		}
	}
	if negDiffer > negAgree {
		return firstNeg, true
	}
	if modalDiffer > modalAgree {
		return firstModal, true
	}
	return flip{}, false
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
			if (b.neg != 0) != (u.neg != 0) || b.class != u.class {
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
func repeats(a *analysis, i int) bool {
	for j := 0; j < i; j++ {
		if a.toks[j].stem == a.toks[i].stem {
			return true
		}
	}
	return false
}

// Framing reports whether sentence is analytical framing rather than a
// checkable statement: it has a framing cue (suggests, indicates, implies,
// appears to, seems to, may reflect, likely, in summary, and equivalents
// in the supported languages) and no hard anchor: no digit, no month
// name, no quotation mark, no citation marker and no "§".
func Framing(sentence string) bool {
	for i, r := range sentence {
		switch {
		case unicode.IsDigit(r):
			return false
		case r == '"' || r == '“' || r == '”' || r == '«' || r == '»' || r == '„' || r == '「' || r == '」' || r == '§':
			return false
		case r == '[' && markerSyntaxEnd(sentence, i, len(sentence)) >= 0:
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
