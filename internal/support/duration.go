package support

import (
	"strconv"
	"strings"

	"github.com/verbatim-go/verbatim/numbers"
)

// A durationUnit is a unit of elapsed time: its measure, and its size in
// the measure's smallest unit. Only units of one measure convert exactly:
// a week is seven days, a year twelve months, but a month is no whole
// number of days.
type durationUnit struct {
	measure int // 0: seconds to weeks; 1: months to decades
	size    int64
}

var durationUnits = map[string]durationUnit{
	"second": {0, 1}, "minute": {0, 60}, "hour": {0, 3600}, "day": {0, 86400}, "week": {0, 7 * 86400},
	"fortnight": {0, 14 * 86400}, "month": {1, 1}, "year": {1, 12}, "decade": {1, 120},
}

// businessUnits are the units of working time, after "business" or
// "working": a measure of their own, since a business day is no fixed
// part of a week.
var businessUnits = map[string]durationUnit{"day": {2, 1}, "week": {2, 5}, "hour": {3, 1}}

// durationAfter returns the unit of elapsed time written right after byte
// end of src, after a space or a hyphen, and the end of its words: "14
// days", "a 30-day window", "two weeks", "10 business days".
func durationAfter(src string, end int) (durationUnit, int, bool) {
	w, j := wordAfter(src, end)
	if u, ok := unitOf(durationUnits, w); ok {
		return u, j, true
	}
	if w == "business" || w == "working" {
		w, j = wordAfter(src, j)
		if u, ok := unitOf(businessUnits, w); ok {
			return u, j, true
		}
	}
	return durationUnit{}, 0, false
}

// wordAfter returns the ASCII word, lower-cased, right after the space or
// hyphen at byte end of src, and its end; "" if there is none.
func wordAfter(src string, end int) (string, int) {
	if end >= len(src) || src[end] != ' ' && src[end] != '-' {
		return "", end
	}
	j := end + 1
	for j < len(src) && isASCIILetter(src[j]) {
		j++
	}
	return strings.ToLower(src[end+1 : j]), j
}

// unitOf looks word w, or w less a plural s, up in units.
func unitOf(units map[string]durationUnit, w string) (durationUnit, bool) {
	if u, ok := units[w]; ok || w == "" {
		return u, ok
	}
	u, ok := units[strings.TrimSuffix(w, "s")]
	return u, ok
}

// unitsApart reports whether claim number t and the number at [start,
// end) of passage text e are lengths of time in units that do not convert
// exactly, and returns each with its unit: "2 years" and "730 days", "1
// month" and "30 days", "2 weeks" and "10 business days". Their values
// say nothing of each other.
func unitsApart(c *Text, t numbers.Token, e *Text, start, end int) (string, string, bool) {
	if start < 0 || end > len(e.src) || start >= end {
		return "", "", false
	}
	cu, cend, ok := durationAfter(c.src, t.End)
	if !ok {
		return "", "", false
	}
	eu, eend, ok := durationAfter(e.src, end)
	if !ok || eu.measure == cu.measure {
		return "", "", false
	}
	return c.src[t.Start:cend], e.src[start:eend], true
}

// sameDuration grounds claim number ti, a length of time in one unit,
// where the chosen passages give the same length in another unit of its
// measure, with the same bound: "two weeks" stands on "14 days", "within
// 24 months" on "within 2 years". It reports whether it grounded it.
func (k *checker) sameDuration(ti int, eq []evQty) bool {
	c := k.c
	t := c.nums[ti]
	cu, _, ok := durationAfter(c.src, t.End)
	if !ok || t.Kind != numbers.Integer && t.Kind != numbers.Decimal {
		return false
	}
	x, err := strconv.ParseFloat(t.Value, 64)
	if err != nil {
		return false
	}
	var dir int8
	if b, ok := c.boundOf(ti); ok && !b.window && !b.pair {
		dir = b.dir // a window is compared by value
	}
	for i := range eq {
		e := &eq[i]
		bound := e.bound
		if e.window {
			bound = 0
		}
		if e.q.dim != dimPlain || bound != dir || e.tok.Kind != numbers.Integer && e.tok.Kind != numbers.Decimal {
			continue
		}
		eu, _, ok := durationAfter(e.p.Text.src, e.tok.End)
		if !ok || eu.measure != cu.measure || eu.size == cu.size {
			continue
		}
		if x*float64(cu.size) == e.q.lo*float64(eu.size) && e.q.lo == e.q.hi {
			k.ground(t)
			k.durationUnits = append(k.durationUnits, int32(t.End+1))
			return true
		}
	}
	return false
}

// durationScale returns what passage number n of e is multiplied by to be
// in the unit of time of claim number t: 1/7 for "14 days" against "2
// weeks", 1 where either has no unit of time or both the same. It reports
// false where both have units that do not convert exactly ("2 years"
// against "730 days").
func durationScale(c *Text, t numbers.Token, e *Text, n numbers.Token) (float64, bool) {
	cu, _, ok := durationAfter(c.src, t.End)
	if !ok {
		return 1, true
	}
	eu, _, ok := durationAfter(e.src, n.End)
	switch {
	case !ok || eu.size == cu.size && eu.measure == cu.measure:
		return 1, true
	case eu.measure != cu.measure:
		return 0, false
	}
	return float64(eu.size) / float64(cu.size), true
}
