package citations

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/numbers"
)

// A bound is a number with the comparison written before it: "at least
// 30", "within 14", "before 2026".
type bound struct {
	value  string // the number's canonical value
	dir    int8   // +1 for a lower bound (at least, more than, after), -1 for an upper one
	phrase string // the comparison and the number, as written
}

// boundWords are the comparisons a bound may open with, in Lenient
// folding, and whether each makes a lower (+1) or an upper (-1) bound.
// Only words right before the number count: "over 30 days" is a bound,
// "over the last 30 days" is not.
var boundWords = map[string]int8{
	"more than": +1, "greater than": +1, "over": +1, "above": +1, "at least": +1, "exceeding": +1,
	"in excess of": +1, "no less than": +1, "not less than": +1, "no fewer than": +1, "not fewer than": +1,
	"a minimum of": +1, "minimum of": +1, "minimum": +1, "after": +1, "later than": +1, "beyond": +1,
	"upwards of": +1, "from": 0,
	"less than": -1, "fewer than": -1, "under": -1, "below": -1, "at most": -1, "up to": -1,
	"no more than": -1, "not more than": -1, "not exceeding": -1, "not to exceed": -1, "a maximum of": -1,
	"maximum of": -1, "maximum": -1, "within": -1, "before": -1, "no later than": -1, "not later than": -1,
	"earlier than": -1, "prior to": -1, "no longer than": -1, "not longer than": -1,
}

// maxBoundWords is the most words of an entry of boundWords.
const maxBoundWords = 3

// boundEnds are the last words of boundWords, for mayBound.
var boundEnds = func() map[string]bool {
	m := map[string]bool{}
	for p := range boundWords {
		m[p[strings.LastIndexByte(p, ' ')+1:]] = true
	}
	return m
}()

// mayBound reports whether s may have a bound: a word that ends an entry
// of boundWords right before a number, with only spaces, signs and
// currency symbols between. It saves reading the numbers of the many
// texts that have none, in time linear in s.
func mayBound(s string) bool {
	for i := 1; i < len(s); i++ {
		if !isDigitByte(s[i]) || isDigitByte(s[i-1]) {
			continue
		}
		j := wordEndBefore(s, i)
		k := j
		for k > 0 && isASCIILetter(s[k-1]) {
			k--
		}
		if k < j && boundEnds[strings.ToLower(s[k:j])] {
			return true
		}
	}
	return false
}

// wordEndBefore returns where the word before s[i] ends: i less the
// spaces, signs and currency symbols before it.
func wordEndBefore(s string, i int) int {
	j := i
	for j > 0 {
		if c := s[j-1]; c == ' ' || c == '$' || c == '-' || c == '+' {
			j--
			continue
		} else if c >= utf8.RuneSelf {
			if r, n := utf8.DecodeLastRuneInString(s[:j]); unicode.Is(unicode.Sc, r) || unicode.IsSpace(r) {
				j -= n
				continue
			}
		}
		break
	}
	return j
}

func isDigitByte(c byte) bool { return '0' <= c && c <= '9' }

// bounds returns the bounds of s, in order.
func bounds(s string) []bound {
	if !mayBound(s) {
		return nil
	}
	var out []bound
	for _, t := range numbers.Tokens(s) {
		ws := wordsBefore(s, t.Start)
		for n := len(ws); n >= 1; n-- {
			var buf [40]byte
			phrase := append(buf[:0], ws[len(ws)-n]...)
			for _, w := range ws[len(ws)-n+1:] {
				phrase = append(append(phrase, ' '), w...)
			}
			if dir, ok := boundWords[string(phrase)]; ok {
				if dir != 0 {
					out = append(out, bound{value: t.Value, dir: dir, phrase: string(phrase) + " " + t.Text})
				}
				break
			}
		}
	}
	return out
}

// wordsBefore returns up to maxBoundWords ASCII words, in lower case, that
// end right before s[i], past spaces, signs and currency symbols: the
// words a bound may open with. If the last word ends no entry of
// boundWords, it returns nil without reading further.
func wordsBefore(s string, i int) []string {
	j := wordEndBefore(s, i)
	var ws []string
	for len(ws) < maxBoundWords {
		k := j
		for k > 0 && isASCIILetter(s[k-1]) {
			k--
		}
		if k == j || k > 0 && s[k-1] >= utf8.RuneSelf {
			break
		}
		w := strings.ToLower(s[k:j])
		if len(ws) == 0 && !boundEnds[w] {
			return nil
		}
		ws = append([]string{w}, ws...)
		j = k
		for j > 0 && s[j-1] == ' ' {
			j--
		}
	}
	return ws
}

// boundFlip looks for a number that claim bounds one way and evidence the
// other: "at least 30 days" against "at most 30 days", "after 14 days"
// against "within 14 days". A number the evidence bounds both ways, or
// not at all, is not compared. It returns a reason that names the
// evidence where, and true on a flip.
func boundFlip(claim, evidence, where string) (string, bool) {
	cb := bounds(claim)
	if len(cb) == 0 {
		return "", false
	}
	eb := bounds(evidence)
	for _, c := range cb {
		var other *bound
		same := false
		for i := range eb {
			if e := &eb[i]; e.value == c.value {
				if e.dir == c.dir {
					same = true
				} else if other == nil {
					other = e
				}
			}
		}
		if other != nil && !same {
			return fmt.Sprintf("the claim says %q where %s says %q", c.phrase, where, other.phrase), true
		}
	}
	return "", false
}
