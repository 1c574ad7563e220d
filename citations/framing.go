package citations

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/internal/sentence"
	"github.com/verbatim-go/verbatim/internal/words"
	"github.com/verbatim-go/verbatim/normalize"
)

// Framing reports whether the sentence s is analytical framing rather than a
// checkable statement: it has a framing cue (suggests, indicates, implies,
// appears to, seems to, may reflect, and equivalents in the supported
// languages; not hedges such as "likely" or summaries such as "in short",
// which state facts) and no hard anchor: no digit, no month
// name, no quotation mark, no citation marker and no "§".
func Framing(s string) bool {
	if anchoredChars(s) {
		return false
	}
	f := normalize.Strict.Fold(s)
	cue := false
	prev := ""
	for _, it := range plainWords(f) {
		if words.Month(it) > 0 && it != "may" && len(it) >= 3 {
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

// Anchored reports whether the sentence s carries a hard anchor, which
// makes analysis a checkable statement: a digit (a date, an amount, a
// percentage, a section number), a month name, a quotation mark, a
// citation marker or "§".
func Anchored(s string) bool {
	if anchoredChars(s) {
		return true
	}
	for _, it := range plainWords(normalize.Strict.Fold(s)) {
		if words.Month(it) > 0 && it != "may" && len(it) >= 3 {
			return true
		}
	}
	return false
}

// anchoredChars reports whether s holds a digit, a quotation mark, a
// citation marker or "§".
func anchoredChars(s string) bool {
	for i, r := range s {
		switch {
		case unicode.IsDigit(r):
			return true
		case r == '"' || r == '“' || r == '”' || r == '«' || r == '»' || r == '„' || r == '「' || r == '」' || r == '§':
			return true
		case (r == '[' || r == '【' || r == '［') && sentence.MarkerEnd(s, i, len(s)) >= 0:
			return true
		}
	}
	return false
}

// Framing cues: words and phrases of analysis rather than reported fact.
// Hedges (likely, perhaps, probably) and summaries (overall, in short)
// are not among them: "In short, monthly plans are refundable" states a
// fact and is checked like any other.
var (
	framingWords = setOf(`
suggest suggests suggested suggesting indicate indicates indicating implies imply implying arguably
apparently seemingly
sugiere sugieren indica indican parece parecen implica aparentemente
suggère suggèrent indique indiquent semble semblent implique apparemment
deutet deuten scheint scheinen offenbar anscheinend
sugere sugerem indica indicam parece parecem aparentemente
suggerisce suggeriscono indica indicano sembra sembrano apparentemente
suggereert suggereren wijst wijzen lijkt lijken kennelijk blijkbaar
свидетельствует свидетельствуют указывает указывают предполагает предполагают видимо повидимому
`)
	// framingPairs are two-word cues, written "first second".
	framingPairs = setOf2(`
appears to|appear to|seems to|seem to|points to|point to|consistent with|
may reflect|might reflect|could reflect|may indicate|might indicate|could indicate|
may suggest|might suggest|could suggest|legt nahe|legen nahe|lässt vermuten|laisse penser|по видимому
`)
	framingCJK = []string{"表明", "似乎", "看来", "意味着", "可能反映", "示唆", "ようだ", "と思われる", "考えられる"}
)

func setOf2(list string) map[string]bool {
	m := make(map[string]bool)
	for _, p := range strings.Split(list, "|") {
		if p = strings.TrimSpace(p); p != "" {
			m[p] = true
		}
	}
	return m
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

func isApostrophe(gap string) bool {
	return gap == "'" || gap == "’" || gap == "ʼ" || gap == "‘"
}

func setOf(list string) map[string]bool {
	m := make(map[string]bool)
	for _, w := range strings.Fields(list) {
		m[w] = true
	}
	return m
}
