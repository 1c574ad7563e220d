package support

import (
	"strings"

	"github.com/verbatim-go/verbatim/internal/lexicon"
	"github.com/verbatim-go/verbatim/numbers"
)

// upWords and downWords are the English words, in base form, that give a
// change the direction of an amount next to them: "rose 12%", "up 12%",
// "a 12% increase"; "fell 5%", "down 5%", "5% lower".
var (
	upWords = setOf(`rise increase grow climb gain jump soar surge rally advance expand up higher
more raise boost double triple quadruple`)
	downWords = setOf(`fall decrease decline drop sink slip plunge shrink slump dip tumble contract down
lower less fewer reduce cut ease slow cool halve`)
)

// fillers are the words a change's direction word may stand past before
// its amount, besides the words of a round figure: "rose by 12%", "was
// down 12%", "has fallen a further 3%", "rose by about 12%".
var fillers = setOf(`by was were is are has have had been be a an to further another`)

// directionOf returns +1 for a word of upWords, -1 for one of downWords,
// in any form ("rose", "fallen", "climbed"), and 0 for any other.
func directionOf(w string) int8 {
	if !isASCIIWord(w) {
		return readDirection(w) // not kept: only ASCII words have bases
	}
	// From a bounded cache: the checks ask it of the words before each
	// number, and a word's bases cost lookups of their own.
	return directionCache.get(w, func() int8 { return readDirection(w) })
}

var directionCache = newMemo[int8]()

func readDirection(w string) int8 {
	switch {
	case upWords[w]:
		return +1
	case downWords[w]:
		return -1
	}
	if !isASCIIWord(w) {
		return 0
	}
	for _, b := range cachedBases(w) {
		if b.POS()&(lexicon.Verb|lexicon.Noun) == 0 {
			continue
		}
		switch s := b.String(); {
		case upWords[s]:
			return +1
		case downWords[s]:
			return -1
		}
	}
	return 0
}

// changeOf returns the direction English text t gives number n as a
// change, and the direction word's byte range: the nearest word before it
// past fillers ("rose by 12%", "was down 12%"), or the word right after
// it ("a 12% increase", "12% higher"). A direction needs no punctuation
// between word and number: "grew, and had 500 staff" gives 500 none.
func changeOf(t *Text, n numbers.Token) (int8, int, int) {
	end := wordEndBefore(t.src, n.Start)
	after := "" // the word read before, which follows w
	for steps := 0; steps < 4; steps++ {
		w, at := lastWordBefore(t.src, int32(end))
		if w == "" || strings.TrimSpace(strings.Trim(t.src[at+len(w):end], " $€£¥")) != "" {
			break
		}
		if w == "up" && after == "to" {
			break // "cut up to 500 jobs": a bound, no rise
		}
		after = w
		if d := directionOf(w); d != 0 {
			return d, at, at + len(w)
		}
		if !fillers[w] && !isApproxWord(w) {
			break
		}
		end = at
		for end > 0 && t.src[end-1] == ' ' {
			end--
		}
	}
	if w, j := wordAfter(t.src, n.End); w != "" {
		if d := directionOf(w); d != 0 {
			return d, j - len(w), j
		}
	}
	return 0, 0, 0
}

// maxDirectionPairs bounds the pairs of numbers checkDirections compares,
// so that no claim and passage of many numbers cost their product.
const maxDirectionPairs = 1 << 14

// checkDirections, run after the polarity checks, fails a claim that
// gives a number of the passages as a change the other way from them: "Revenue was down 12%" against
// "Revenue rose 12%", "a 12% decline" against "rose 12%". A claim that
// gives it the same way in another word ("jumped 12%" on "rose 12%") has
// that word accounted for.
func (k *checker) checkDirections() {
	c := k.c
	if c.lang != English {
		return
	}
	ps := k.chosen()
	budget := maxDirectionPairs // claim and passage numbers compared, at most
	for ti, t := range c.nums {
		if ti == maxClaimNumbers || budget <= 0 {
			break
		}
		cd, cs, ce := changeOf(c.Text, t)
		if cd == 0 {
			continue
		}
		agree := false
		var against *Passage
		var as, ae int
		var an numbers.Token
		for _, p := range ps {
			e := p.Text
			if e.lang != English {
				continue
			}
			for _, n := range e.nums {
				if budget--; budget <= 0 {
					break
				}
				if n.Value != t.Value || n.Kind != t.Kind {
					continue
				}
				ed, s, en := changeOf(e, n)
				switch {
				case ed == cd:
					agree = true
				case ed != 0 && against == nil:
					against, as, ae, an = p, s, en, n
				}
			}
		}
		switch {
		case agree:
			k.numberWords = append(k.numberWords, int32(cs))
		case against != nil && len(k.hard) == 0: // an opposite verb has its reason already
			lo, hi := min(as, an.Start), max(ae, an.End)
			k.fail(AntonymMismatch, against.span(int32(lo), int32(hi)), "the claim says %q; %s says %q",
				changeText(c.src, cs, ce, t), k.where, changeText(against.Text.src, as, ae, an))
			return
		}
	}
}

// changeText returns the text of a change: its direction word at [s, e)
// of src with its number t: "down 12%", "12% increase".
func changeText(src string, s, e int, t numbers.Token) string {
	return src[min(s, t.Start):max(e, t.End)]
}
