package support

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/internal/lexicon"
	"github.com/verbatim-go/verbatim/numbers"
)

// A bound is a number with the comparison written before it: "at least
// 30", "more than 83%", "before October 2014". A window ("within 30
// days", "up to 30 days", "no later than 5 May") is a bound too, but its
// number is compared as a value: "refunds within 45 days" says the window
// is 45 days, which "within 30 days" does not.
type bound struct {
	tok    int   // index of the number into Text.nums
	start  int32 // where the comparison starts in the text
	dir    int8  // +1 for a lower bound (at least, more than, after), -1 for an upper one
	strict bool  // more than, after: the number itself is excluded
	window bool  // within, up to: compared by value
	pair   bool  // one end of "between 3 and 5": a bound of a claim, a value of a passage's range
	phrase string
}

// withUnit returns the bound's phrase with the unit written after its
// number n in src, where the phrase ends at the number: "under 12 years"
// of "under 12"; "12 years and over" as it is.
func (b bound) withUnit(src string, n numbers.Token) string {
	if !strings.HasSuffix(b.phrase, n.Text) {
		return b.phrase
	}
	return b.phrase + unitText(src, n.End)
}

// boundWords are the comparisons a bound may open with, in lower case,
// with their direction and whether they exclude the number itself. Only
// words right before the number count: "over 30 days" is a bound, "over
// the last 30 days" is not.
var boundWords = map[string]struct {
	dir    int8
	strict bool
}{
	// Windows, compared by value; see windowWords.
	"more than": {+1, true}, "greater than": {+1, true}, "over": {+1, true}, "above": {+1, true},
	"exceeding": {+1, true}, "in excess of": {+1, true}, "after": {+1, true}, "later than": {+1, true},
	"beyond": {+1, true}, "upwards of": {+1, true}, "since": {+1, false},
	"topped": {+1, true}, "tops": {+1, true}, "exceed": {+1, true}, "exceeded": {+1, true}, "exceeds": {+1, true}, "surpassed": {+1, true}, "surpasses": {+1, true},
	"at least": {+1, false}, "no less than": {+1, false}, "not less than": {+1, false}, "no fewer than": {+1, false},
	"not fewer than": {+1, false}, "a minimum of": {+1, false}, "minimum of": {+1, false}, "minimum": {+1, false},
	"no earlier than": {+1, false}, "not earlier than": {+1, false},
	"in or after": {+1, false}, "on or after": {+1, false}, "at or after": {+1, false}, "at or above": {+1, false},
	"in or before": {-1, false}, "on or before": {-1, false}, "at or before": {-1, false}, "at or below": {-1, false},
	"less than": {-1, true}, "fewer than": {-1, true}, "under": {-1, true}, "below": {-1, true},
	"nearly": {-1, true}, "almost": {-1, true}, "just under": {-1, true}, // short of the round figure: "almost 1,000 staff"
	"before": {-1, true}, "earlier than": {-1, true}, "prior to": {-1, true},
	"at most": {-1, false}, "up to": {-1, false}, "no more than": {-1, false}, "not more than": {-1, false},
	"not exceeding": {-1, false}, "not to exceed": {-1, false}, "a maximum of": {-1, false}, "maximum of": {-1, false},
	"maximum": {-1, false}, "capped at": {-1, false}, "limited to": {-1, false}, "within": {-1, false}, "no later than": {-1, false}, "not later than": {-1, false},
	"no longer than": {-1, false}, "not longer than": {-1, false}, "until": {-1, false},
	"longer than": {+1, true}, "shorter than": {-1, true}, "higher than": {+1, true}, "lower than": {-1, true},
	"larger than": {+1, true}, "bigger than": {+1, true}, "smaller than": {-1, true},
	"heavier than": {+1, true}, "lighter than": {-1, true}, "taller than": {+1, true}, "wider than": {+1, true},
	"narrower than": {-1, true}, "faster than": {+1, true}, "slower than": {-1, true},
	"younger than": {-1, true}, "older than": {+1, true}, "aged under": {-1, true}, "aged over": {+1, true},
	"before turning": {-1, true}, "after turning": {+1, true}, "before the age of": {-1, true}, "after the age of": {+1, true},
	"under the age of": {-1, true}, "over the age of": {+1, true}, "by the age of": {-1, false}, "by": {-1, false},
	"before the end of": {-1, false}, "by the end of": {-1, false}, "until the end of": {-1, false}, "after the end of": {+1, true},
	"before the start of": {-1, true}, "before the beginning of": {-1, true}, "after the start of": {+1, false},
	"after the beginning of": {+1, false}, "since the start of": {+1, false}, "since the beginning of": {+1, false},
	"as long as": {-1, false}, "as many as": {-1, false}, "as much as": {-1, false}, "as high as": {-1, false},
	"as low as": {+1, false}, "start at": {+1, false}, "starts at": {+1, false}, "starting at": {+1, false},
	"start from": {+1, false}, "starts from": {+1, false}, "starting from": {+1, false}, "from": {0, false}, "between": {0, false},
}

// sizeComparisons are the bounds of boundWords that compare sizes, which
// before an article compare a thing with another: "longer than 2 m" is a
// bound, "shorter than the 330 m tower" no bound of 330 m.
var sizeComparisons = setOf2(`longer than|shorter than|higher than|lower than|larger than|bigger than|smaller than|heavier than|lighter than|taller than|wider than|narrower than|faster than|slower than`)

// exceedWords are the bounds of boundWords that are verbs of their own,
// which a negation right before them turns round: "do not exceed 4".
var exceedWords = setOf(`exceed exceeds exceeded exceeding topped tops surpassed surpasses`)

// periodEdges are the bounds at an edge of a period, a year or a date:
// "before the end of 2026" is in 2026 or before it, "after the end of
// 2019" after it.
var periodEdges = map[string]bool{"before the end of": true, "by the end of": true, "until the end of": true, "after the end of": true,
	"before the start of": true, "before the beginning of": true, "after the start of": true, "after the beginning of": true,
	"since the start of": true, "since the beginning of": true}

// windowWords are the bounds that state a window or a cap whose number is
// a value of its own.
var windowWords = map[string]bool{"within": true, "up to": true, "no later than": true, "not later than": true, "until": true,
	"as long as": true, "as many as": true, "as much as": true, "as high as": true, "capped at": true, "limited to": true}

// capWords are the windowWords that, before an amount that is no
// duration, cap an amount that varies ("fines of up to $10,000", "up to
// 500 jobs") rather than state a window.
var capWords = map[string]bool{"up to": true, "as much as": true, "as many as": true, "as high as": true}

// lastingVerbs are the English verbs before "up to" and a duration that
// make it the most a thing lasts, not a window in which it happens.
var lastingVerbs = setOf(`lasts last lasted runs run ran`)

// startWords are the bounds that give the lowest of a range of prices
// or amounts ("plans start at $10"); before a date or a time they say
// when something starts, and are no bound.
var startWords = map[string]bool{"start at": true, "starts at": true, "starting at": true, "start from": true,
	"starts from": true, "starting from": true}

// maxBoundWords is the most words of an entry of boundWords.
const maxBoundWords = 4

// boundEnds are the last words of boundWords.
var boundEnds = func() map[string]bool {
	m := map[string]bool{}
	for p := range boundWords {
		m[lastWord(p)] = true
	}
	return m
}()

// findBounds returns the bounds of s, whose numbers are toks.
func findBounds(s string, toks []numbers.Token) []bound {
	var out []bound
	for k, t := range toks {
		if t.Kind == numbers.Ordinal {
			continue // "after the first 12 months": the bound is on 12
		}
		if dir, end := boundAfter(s, t.End); dir != 0 {
			out = append(out, bound{tok: k, start: int32(t.Start), dir: dir, phrase: s[t.Start:end]})
			continue
		}
		if dir, start, ok := subjectBound(s, t); ok {
			out = append(out, bound{tok: k, start: start, dir: dir, window: true, phrase: s[start:t.End]})
			continue
		}
		wb := wordsBefore(s, t.Start)
		ws, starts := wb.words()
		all := strings.Join(ws, " ") // each phrase tried is a suffix of it
		for n := len(ws); n >= 1; n-- {
			phrase := all
			for range len(ws) - n {
				phrase = phrase[strings.IndexByte(phrase, ' ')+1:]
			}
			if b, ok := boundWords[phrase]; ok {
				if phrase == "by" && !dated(t) {
					break // "rose by 5%": the change, not a deadline
				}
				if periodEdges[phrase] && !dated(t) {
					break // "after the end of 30 days" is no date's edge
				}
				if sizeComparisons[phrase] && strings.ContainsFunc(s[starts[len(ws)-1]+len(ws[len(ws)-1]):t.Start], unicode.IsLetter) {
					break // "shorter than the 330 m tower": another thing, compared
				}
				if startWords[phrase] && (dated(t) || t.Kind == numbers.Time) {
					break // "starts at 9:00", "starting from 2025": when, not a floor
				}
				if w, _ := lastWordBefore(s, int32(starts[len(ws)-n])); phrase == "over" && carryWords[w] {
					break // "carry over 5 days": the verb's particle, not a floor
				}
				if phrase == "over" && k > 0 && spanOver(s, toks[k-1], starts[len(ws)-n], t) {
					break // "rose 8% over three years": the span the amount is of, not a floor
				}
				start := int32(starts[len(ws)-n])
				switch {
				case b.dir != 0:
					dir, strict, text := b.dir, b.strict, phrase+" "+t.Text
					if n == 2 && comparatives[ws[len(ws)-2]] {
						// "do not take more than 4 g", "cannot carry over
						// more than 5 days": at most. The verb stays a word
						// of its own.
						w, j := lastWordBefore(s, start)
						if durationPreps[w] {
							// "do not use for more than 3 days", "do not use
							// Velmorin for more than 3 days": past the
							// preposition and an object of up to two words.
							w, j = lastWordBefore(s, int32(j))
							for n := 0; n < 2 && w != "" && !verbLemma(w) && !boundNegations[w]; n++ {
								if x, y := lastWordBefore(s, int32(j)); x != "" && !strings.ContainsAny(s[y:j], ",;:.") {
									w, j = x, y
								}
							}
						}
						if particles[w] {
							w, j = lastWordBefore(s, int32(j)) // "carry over"
						}
						if not, j2 := lastWordBefore(s, int32(j)); w != "" && boundNegations[not] {
							dir, strict = -dir, !strict
							text = s[j2:t.Start] + t.Text
						}
					} else if exceedWords[phrase] {
						// "do not exceed 4 tablets", "must not exceed $500":
						// at most; the verb is the bound.
						if not, j := lastWordBefore(s, start); boundNegations[not] {
							dir, strict = -dir, !strict
							text = s[j:t.Start] + t.Text
						} else if at, ok := neverBefore(s, int(start)); ok {
							dir, strict = -dir, !strict // "in no event shall the deposit exceed $2,000": at most
							text = s[at:t.Start] + t.Text
						}
					}
					window := windowWords[phrase]
					if window && capWords[phrase] && t.Kind != numbers.Date && (!isYearTok(t) || countsAfter(s, t.End)) {
						// "a fine of up to $10,000", "up to 20% off", "cut
						// up to 500 jobs": a cap on an amount that varies,
						// not its value; "up to 30 days" is a window.
						if u, _, ok := unitAfter(s, t.End); !ok || u.dim != dimDuration {
							window = false
						} else if w, _ := lastWordBefore(s, start); lastingVerbs[w] {
							window = false // "the battery lasts up to 12 hours": a most, not a window
						}
					}
					if leadTime(s, t) {
						// "up to 24 hours before departure": the latest
						// moment is 24 hours ahead, so the time ahead is
						// at least 24 hours, as "at least 24 hours before
						// departure" says. The time ahead is a window,
						// compared by value: a change allowed up to 2
						// hours before is not one allowed up to 24.
						if phrase == "up to" || phrase == "until" || phrase == "no later than" || phrase == "not later than" {
							dir, strict = +1, false
						}
						window = true
					}
					if phrase == "after" && !dated(t) {
						// "expires after 24 hours", "locked after 5
						// attempts": when the count is reached, told by
						// its value; "after 2019" is a bound.
						window = true
					}
					out = append(out, bound{tok: k, start: start, dir: dir, strict: strict, window: window, phrase: text})
				case phrase == "between" && k+1 < len(toks) && strings.EqualFold(strings.TrimSpace(s[t.End:toks[k+1].Start]), "and"):
					// "between 1934 and 1970": at least the one, at most
					// the other.
					u := toks[k+1]
					text := s[start:u.End]
					out = append(out, bound{tok: k, start: start, dir: +1, pair: true, phrase: text}, bound{tok: k + 1, start: start, dir: -1, pair: true, phrase: text})
				}
				break
			}
		}
	}
	return out
}

// subjectBound reads number t of s as the value of a subject that is a
// bound, "The maximum weight for checked baggage is 23 kg", "the minimum
// age is 18": it returns the bound's direction and where its words
// start. The subject opens with "maximum" or "minimum" (after "the") no
// more than eight words before the "is" right before the number, with no
// other number or clause mark between.
func subjectBound(s string, t numbers.Token) (int8, int32, bool) {
	w, j := lastWordBefore(s, int32(t.Start))
	if w != "is" && w != "are" && w != "was" && w != "were" {
		return 0, 0, false
	}
	for range 8 {
		w, j = lastWordBefore(s, int32(j))
		if w == "" || strings.ContainsAny(s[j:t.Start], ",;:.()0123456789") {
			return 0, 0, false
		}
		var dir int8
		switch w {
		case "maximum", "max":
			dir = -1
		case "minimum", "min":
			dir = +1
		default:
			continue
		}
		start := int32(j)
		if a, h := lastWordBefore(s, start); a == "the" || a == "a" {
			start = int32(h)
		} else if a != "" {
			return 0, 0, false // "the weight's maximum is": not the subject's opening word
		}
		return dir, start, true
	}
	return 0, 0, false
}

// leadTime reports whether number t of s is a duration said to come
// before something: "24 hours before departure", "7 days prior to the
// event", "two weeks in advance".
func leadTime(s string, t numbers.Token) bool {
	u, end, ok := unitAfter(s, t.End)
	if !ok || u.dim != dimDuration {
		return false
	}
	w, j := wordAfter(s, end)
	switch w {
	case "before", "ahead", "beforehand":
		return true
	case "prior", "in":
		w2, _ := wordAfter(s, j)
		return w == "prior" && w2 == "to" || w == "in" && w2 == "advance"
	}
	return false
}

// durationPreps are the prepositions between a verb and a bound on how
// long or how far it goes: "use for more than 3 days".
var durationPreps = setOf(`for within during`)

// boundsAfter are the comparisons written after their number, "$50 or
// more", each with its direction; none excludes the number.
var boundsAfter = map[string]int8{
	"or more": +1, "or over": +1, "or above": +1, "or greater": +1, "or higher": +1, "or longer": +1,
	"or older": +1, "or later": +1, "and over": +1, "and above": +1, "and up": +1, "or less": -1,
	"or fewer": -1, "or under": -1, "or below": -1, "or lower": -1, "or shorter": -1, "or younger": -1,
	"or earlier": -1, "and under": -1, "and below": -1,
	"and older": +1, "and more": +1, "and higher": +1, "and greater": +1, "and longer": +1, "and later": +1,
	"and younger": -1, "and less": -1, "and fewer": -1, "and lower": -1, "and shorter": -1, "and earlier": -1,
	"or newer": +1, "and newer": +1, "or up": +1, "and upward": +1, "and upwards": +1,
}

// ageWords are the words an age in years is written with after its
// number: "18 years old", "18 years of age or older".
var ageWords = setOf(`year years old age older younger`)

// olderWords are the comparisons after a number that make it an age,
// with their directions: "18 or older".
var olderWords = map[string]int8{"or older": 1, "and older": 1, "or over": 1, "and over": 1, "or younger": -1, "and younger": -1}

// ageSaid reports whether claim word i is a word of an age written after
// the claim's number ("years" and "old" of "at least 18 years old") where
// the best passage gives that number as an age by a comparison after it:
// "Applicants must be 18 or older".
func (k *checker) ageSaid(i int) bool {
	c, p := k.c, k.englishBest()
	if p == nil || !ageWords[c.toks[i].word] {
		return false
	}
	for _, q := range c.nums {
		if int32(q.End) > c.toks[i].start {
			break
		}
		gap := strings.Fields(strings.ToLower(c.src[q.End:c.toks[i].start]))
		if !slices.ContainsFunc(gap, func(w string) bool { return !ageWords[w] && w != "of" && w != "or" && w != "and" }) {
			for _, n := range p.Text.nums {
				if n.Value != q.Value {
					continue
				}
				rest := strings.ToLower(p.Text.src[n.End:])
				for w, dir := range olderWords {
					if strings.HasPrefix(rest, " "+w) && (c.toks[i].word != "older" || dir > 0) && (c.toks[i].word != "younger" || dir < 0) {
						return true // "older" only where the passage's age is a floor
					}
				}
			}
		}
	}
	return false
}

// boundAfter reads a comparison of boundsAfter right after byte end of s,
// and returns its direction and where it ends; 0 if there is none.
func boundAfter(s string, end int) (int8, int) {
	end = pastUnit(s, end) // "25°C or below", "40 hours or more"
	w1, j := wordAfter(s, end)
	if w1 != "or" && w1 != "and" {
		return 0, 0
	}
	w2, k := wordAfter(s, j)
	if dir, ok := boundsAfter[w1+" "+w2]; ok && w2 != "" {
		return dir, k
	}
	return 0, 0
}

// pastUnit returns where the unit written right after byte end of s ends
// ("°C" of "25°C", " hours" of "40 hours"), or end if there is none.
func pastUnit(s string, end int) int {
	if rest := s[end:]; strings.HasPrefix(rest, "°") {
		end += len("°")
		if end < len(s) && (s[end] == 'C' || s[end] == 'F') {
			end++
		}
		return end
	}
	return end + len(unitText(s, end))
}

// wordsBefore returns up to maxBoundWords ASCII words, in lower case, that
// end right before s[i], past spaces, signs, currency symbols and "the":
// the words a bound may open with, and where each starts, in a value that
// needs no allocation. If the last word ends no entry of boundWords, it
// returns none without reading further.
func wordsBefore(s string, i int) boundWordsAt {
	j := wordEndBefore(s, i)
	var out boundWordsAt
	for out.n < maxBoundWords {
		k := j
		for k > 0 && isASCIILetter(s[k-1]) {
			k--
		}
		if k == j || k > 0 && s[k-1] >= utf8.RuneSelf {
			break
		}
		w := strings.ToLower(s[k:j])
		if out.n == 0 && (w == "the" || w == "a") {
			// "before the 1990s", "after a 2015 ruling"
			j = k
			for j > 0 && s[j-1] == ' ' {
				j--
			}
			continue
		}
		if out.n == 0 && !boundEnds[w] {
			return boundWordsAt{}
		}
		// Filled from the end: the words in order are ws[maxBoundWords-n:].
		out.n++
		out.ws[maxBoundWords-out.n], out.starts[maxBoundWords-out.n] = w, k
		j = k
		for j > 0 && s[j-1] == ' ' {
			j--
		}
	}
	return out
}

// boundWordsAt holds the words wordsBefore reads, in order in the last n
// places of its arrays.
type boundWordsAt struct {
	ws     [maxBoundWords]string
	starts [maxBoundWords]int
	n      int
}

// words returns the words in order, and where each starts.
func (b *boundWordsAt) words() ([]string, []int) {
	return b.ws[maxBoundWords-b.n:], b.starts[maxBoundWords-b.n:]
}

// wordEndBefore returns where the word before s[i] ends: i less the
// spaces, signs and currency symbols before it.
func wordEndBefore(s string, i int) int {
	j := i
	for j > 0 {
		if c := s[j-1]; c == ' ' || c == '$' || c == '-' || c == '+' || c == '~' {
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

func isASCIILetter(c byte) bool { return (c|0x20)-'a' < 26 } // c|0x20 lowers a capital and makes no other byte a letter

// boundOf returns the bound on number k of t, if any.
func (t *Text) boundOf(k int) (bound, bool) {
	for _, b := range t.bounds {
		if b.tok == k {
			return b, true
		}
	}
	return bound{}, false
}

// isBounded reports whether number k of t has a bound that is no window:
// "after 1900", not "within 30 days".
func (t *Text) isBounded(k int) bool {
	b, ok := t.boundOf(k)
	return ok && !b.window
}

// spanOver reports whether "over" at byte at of s, before number t,
// opens the span of time an amount before it is of: number prev and up
// to two words it counts before it ("8% over", "300 patients over"), and
// a period after t ("three years").
func spanOver(s string, prev numbers.Token, at int, t numbers.Token) bool {
	if prev.End > at {
		return false
	}
	if f := strings.Fields(strings.ToLower(s[prev.End:at])); len(f) > 2 || !countedWords(f) {
		return false
	}
	w, _ := wordAfter(s, t.End)
	_, ok := periodUnit(w)
	return ok
}

// carryWords are the forms of the verbs whose "over" is a particle before
// an amount: "carry over 5 days of leave", "roll over 10 GB".
var carryWords = setOf(`carry carries carried carrying roll rolls rolled rolling`)

// restricts reports whether bound b of English text t restricts the noun
// right before it, which a preposition, a determiner or the text's
// opening introduces, so that it is no verb ("The plan costs under $20"): "free on orders over $50", "Children under 12 ride
// free", "for orders of $50 or more". Such a bound names the things a
// statement is made of, not an amount it gives: "orders over $60" are
// among "orders over $50", while "Sales were over $60" says more than
// "Sales were over $50".
func (t *Text) restricts(b bound) bool {
	_, ok := t.restrictedAt(b)
	return ok
}

// restrictedAt returns where the noun that bound b restricts starts
// ("orders" of "orders over $50"), and whether it restricts one.
func (t *Text) restrictedAt(b bound) (int, bool) {
	if t.lang != English {
		return 0, false
	}
	if startWords[strings.ToLower(strings.TrimSpace(strings.TrimSuffix(b.phrase, t.nums[b.tok].Text)))] {
		return 0, false // "The X2 starts at $41,500": a verb's, what it costs at least
	}
	w, at := lastWordBefore(t.src, b.start)
	if w == "by" {
		return degreeRestricted(t, b, at)
	}
	with := w == "with"
	if w == "of" || w == "for" || w == "aged" || with {
		w, at = lastWordBefore(t.src, int32(at)) // "orders of over $50", "adults aged 18 and older", "firms with over 50 staff"
	}
	if at, ok := relativeNoun(t.src, w, at); ok {
		return at, true // "Customers who spend at least $50", "orders that total over $50"
	}
	if w == "" || !noun(w) || with && !strings.HasSuffix(w, "s") {
		return 0, false // "ended the year with over 500 staff" says what it has
	}
	before, bat := lastWordBefore(t.src, int32(at))
	lead := at // where the noun's phrase starts
	if before == "only" {
		lead = bat
		before, bat = lastWordBefore(t.src, int32(bat)) // "Only residents over 65 are eligible"
	}
	if before == "" && imperative(w) || imperativeOpens(t.src, at) {
		return 0, false // "Store below 30°C", "Store the tablets below 30°C": an instruction's verb and its object
	}
	if before != "" && !nounIntroducers[before] && !verbForm(w) && (isUpperASCII(t.src[bat]) || hasPOS(before, lexicon.Adj)) {
		// "to US orders over $50", "for domestic orders over $50": a word
		// that says which of them, after a word that opens a noun.
		if b2, _ := lastWordBefore(t.src, int32(bat)); nounIntroducers[b2] {
			return bat, true
		}
	}
	if before != "" && !verbForm(w) && !stopwords[English][before] && !stopwords[English][w] && amountBounds[strings.ToLower(firstWord(b.phrase))] && !dated(t.nums[b.tok]) && spacesOnly(t.src[at+len(w):b.start]) {
		// The object of a verb, or of a verb and a word that says which of
		// them, right before a bound of an amount: "approve expense claims
		// under $500", "refunds fraudulent charges over $50".
		if objectVerbAt(t.src, before, bat) {
			return at, true
		}
		if b2, j2 := lastWordBefore(t.src, int32(bat)); (hasPOS(before, lexicon.Adj) || noun(before)) && objectVerbAt(t.src, b2, j2) {
			return bat, true
		}
	}
	return at, before == "" && strings.TrimSpace(t.src[:lead]) == "" || nounIntroducers[before] || !verbForm(w) && opensText(t.src, lead) // "Orrin orders over $50"; not "Jon Hamm won more than 10"
}

// degreeRestricted reads bound b of t after "by", which starts at byte
// at, as saying how far a participle goes of the noun that opens the
// text, and returns where that noun starts: "Passengers delayed by more
// than three hours receive", "Passengers whose flight is delayed by more
// than three hours". "The flight was delayed by over an hour" and "Shares
// fell by more than 20%" say how far, of no noun they restrict.
func degreeRestricted(t *Text, b bound, at int) (int, bool) {
	src := t.src
	p, j := lastWordBefore(src, int32(at))
	if !strings.HasSuffix(p, "ed") && !pastForm(p) || !verbForm(p) {
		return 0, false
	}
	n, j := lastWordBefore(src, int32(j))
	if !beForms[n] {
		// A participle's phrase, if a verb of the sentence follows it.
		end := t.nums[b.tok].End
		end += len(unitText(src, end))
		if v, _ := wordAfter(src, end); !modalOrTo[v] && !beForms[v] && (!verb(v) || hasPOS(v, lexicon.Noun|lexicon.Adj)) {
			return 0, false
		}
	} else { // "whose flight is delayed"
		if n, j = lastWordBefore(src, int32(j)); n == "" || !noun(n) {
			return 0, false
		}
		if n, j = lastWordBefore(src, int32(j)); n == "the" || n == "their" {
			n, j = lastWordBefore(src, int32(j))
		}
		if n != "whose" {
			return 0, false
		}
		n, j = lastWordBefore(src, int32(j))
	}
	if n == "" || !noun(n) || verbForm(n) || !opensText(src, j) {
		return 0, false
	}
	return j, true
}

// objectVerbAt reports whether English word w, which starts at byte at of
// src, is a verb that takes an object: a verb only ("approve"), an
// inflected one, or one in -s after a noun, its subject ("the clinic
// treats").
func objectVerbAt(src, w string, at int) bool {
	if verbOfObject(w) && !noun(w) || verbForm(w) {
		return true
	}
	if !strings.HasSuffix(w, "s") || !verb(w) {
		return false
	}
	s, _ := lastWordBefore(src, int32(at))
	return s != "" && !stopwords[English][s] && noun(s)
}

// amountBounds are the bounds that say which of a noun's things a verb
// takes: "claims under $500".
var amountBounds = setOf(`over under above below`)

// isUpperASCII reports whether b is an ASCII capital letter.
func isUpperASCII(b byte) bool { return 'A' <= b && b <= 'Z' }

// relativeNoun reads the verb w, whose word starts at byte at of src,
// as the verb of a relative clause ("who spend", "that have spent",
// "which total") that opens a text's subject, and returns where that
// subject's noun starts: the bound in the clause says which of them the
// sentence is about.
func relativeNoun(src, w string, at int) (int, bool) {
	if w == "" || !verb(w) {
		return 0, false
	}
	r, j := lastWordBefore(src, int32(at))
	if auxiliaries[r] || beForms[r] {
		r, j = lastWordBefore(src, int32(j)) // "who have spent"
	}
	if r != "who" && r != "that" && r != "which" {
		return 0, false
	}
	n, k := lastWordBefore(src, int32(j))
	if n == "" || !noun(n) || verbForm(n) {
		return 0, false
	}
	before, _ := lastWordBefore(src, int32(k))
	return k, before == "" && strings.TrimSpace(src[:k]) == "" || nounIntroducers[before] && !prepositions[before]
}

// imperative reports whether the English word w may be a verb in its
// base form, as an instruction opens with one: "Store", "Keep".
func imperative(w string) bool {
	return verb(w) && !strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ing") && !strings.HasSuffix(w, "ed")
}

// imperativeOpens reports whether src opens, in the clause that reaches
// byte at, with a word that may be an instruction's verb.
func imperativeOpens(src string, at int) bool {
	if strings.ContainsAny(src[:at], ",;:") {
		return false
	}
	w, j := wordAt(src, 0)
	if w == "" || !imperative(w) || stopwords[English][w] {
		return false
	}
	// A verb of a subject after it makes the first word no instruction's:
	// "Free shipping applies to orders over $50".
	for v, k := wordAfter(src, j); v != "" && k <= at; v, k = wordAfter(src, k) {
		if beForms[v] || auxiliaries[v] || strings.HasSuffix(v, "s") && !strings.HasSuffix(v, "ss") && verb(v) && !noun(v) || verb(v) && strings.HasSuffix(v, "ies") {
			return false
		}
	}
	return true
}

// nounIntroducers are the words that may stand right before a noun
// phrase: prepositions, determiners and quantifiers.
var nounIntroducers = setOf(`on for to of in with from by at all any every each the a an most some no many few
those these their our your its his her`)

// countsAfter reports whether the English word right after byte end of s
// is a plural noun that a number before it counts: "1000 entries", which
// is no year.
func countsAfter(s string, end int) bool {
	w, _ := wordAfter(s, end)
	return len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && noun(w) && !verbForm(w)
}

// neverBefore returns where a phrase of neverPhrases starts that opens
// the clause of s byte at is in, before it: "In no event shall the
// deposit exceed".
func neverBefore(s string, at int) (int, bool) {
	from := strings.LastIndexAny(s[:at], ".;:") + 1
	for i := from; i < at; {
		w, j := wordAt(s, i)
		if w == "no" {
			noun, k := wordAfter(s, j)
			prep, p0 := lastWordBefore(s, int32(i))
			if p := neverPhrases[noun]; p != "" && p == prep && k <= at {
				return p0, true
			}
		}
		i = max(j, i+1)
	}
	return 0, false
}
