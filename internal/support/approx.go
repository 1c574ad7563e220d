package support

import (
	"math"
	"strings"

	"github.com/verbatim-go/verbatim/numbers"
)

// approxWords are the English words that make the number after them a
// round figure, with the side of it the figure may lie on: "about $20"
// either side, "nearly $20" at most $20.
var approxWords = map[string]int8{
	"about": 0, "around": 0, "approximately": 0, "roughly": 0, "circa": 0, "some": 0, "approx": 0,
	"nearly": -1, "almost": -1,
}

// maxApproxShare is how far a round figure may lie from the amount it
// rounds, as a share of the figure: "about $4 billion" is $4.1 billion,
// "about 100 people" is not 60 people, though 60 rounds to 100 at its
// hundreds.
const maxApproxShare = 0.1

// approxBefore returns the side of a round figure its word right before
// number t of text x allows, past a currency symbol, and whether there is
// one.
func approxBefore(x *Text, t numbers.Token) (int8, bool) {
	if x.lang != English {
		return 0, false
	}
	w, _ := wordBeforeNumber(x.src, t.Start)
	side, ok := approxWords[w]
	return side, ok
}

// approximately grounds claim number ti, a round figure ("about $20",
// "nearly 2 million", "roughly 30%"), where a chosen passage gives an
// amount that rounds to it at the figure's precision, within
// maxApproxShare of it, on the side its word allows: "about $20" stands
// on "$19.99", "nearly 2 million" on "1.96 million", "about 30%" not on
// "35%". It reports whether it grounded it.
func (k *checker) approximately(ti int, eq []evQty) bool {
	c := k.c
	t := c.nums[ti]
	side, ok := approxBefore(c.Text, t)
	if !ok {
		return false
	}
	cq, ok := quantityOf(t, false)
	if !ok || cq.lo != cq.hi || cq.dim != dimPlain && cq.dim != dimMoney && cq.dim != dimPercent {
		return false
	}
	x := cq.lo
	step := precision(x)
	if c.words[ti] && (strings.HasSuffix(t.Value, ".33%") || strings.HasSuffix(t.Value, ".67%")) {
		step = 2 // "about a third": a point either side of 33.33%
	}
	near := k.nearest(int32(t.Start), int32(t.Start), int32(t.End), eq)
	cu, _, hasUnit := unitAfter(c.src, t.End)
	for i := range eq {
		e := &eq[i]
		if !comparable(e.q, cq) || e.q.lo != e.q.hi || e.bound != 0 || near != nil && !sameTok(near, e) {
			continue
		}
		if eu, _, ok := unitAfter(e.p.Text.src, e.tok.End); hasUnit && ok && eu != cu {
			continue // "about six weeks" against "about six months"
		}
		d := e.q.lo - x
		if math.Abs(d) <= step/2 && math.Abs(d) <= maxApproxShare*math.Abs(x) && (side == 0 || side < 0 && d <= 0) {
			k.ground(t)
			return true
		}
	}
	return false
}

// precision returns the place of the last significant digit of x, a
// power of ten: 10 for 20, 1e8 for 4.1e9, 0.01 for 19.99.
func precision(x float64) float64 {
	x = math.Abs(x)
	if x == 0 {
		return 1
	}
	p := math.Pow(10, math.Floor(math.Log10(x)))
	for i := 0; i < 15; i++ {
		if r := x / p; math.Abs(r-math.Round(r)) < 1e-9 {
			return p
		}
		p /= 10
	}
	return p
}

// isApproxWord reports whether folded word w, before a number, only says
// that the number is a round figure.
func isApproxWord(w string) bool {
	_, ok := approxWords[strings.TrimSuffix(w, ".")]
	return ok
}

// roundedShare grounds claim percentage t where the passage's percentage
// in its place is a third written one way and t the other, and the one in
// digits rounds the third: "67%" against "two-thirds" (66.67%), "one in
// three" against "33%"; not "66%" nor "70%". It reports whether it did.
func (k *checker) roundedShare(t numbers.Token, eq []evQty, words bool) bool {
	if t.Kind != numbers.Percent {
		return false
	}
	cq, ok := quantityOf(t, false)
	if !ok {
		return false
	}
	near := k.nearest(int32(t.Start), int32(t.Start), int32(t.End), eq)
	if near == nil || near.word == words || near.tok.Kind != numbers.Percent {
		return false
	}
	third, digits := near.tok, t // the third in words, the percentage in digits
	if words {
		third, digits = t, near.tok
	}
	if !strings.HasSuffix(third.Value, ".33%") && !strings.HasSuffix(third.Value, ".67%") {
		return false
	}
	step := 1.0 // the place of the last digit: "67%" rounds to the unit, "66.7%" to a tenth
	if _, frac, ok := strings.Cut(strings.TrimSuffix(digits.Value, "%"), "."); ok {
		step = math.Pow(10, -float64(len(frac)))
	}
	if math.Abs(near.q.lo-cq.lo) > step/2 {
		return false
	}
	k.ground(t)
	return true
}
