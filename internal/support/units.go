package support

import (
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/verbatim-go/verbatim/numbers"
)

// A unit is a unit of measure written after a number: what it measures,
// the measure it is part of, and its size in the measure's first unit.
// Units of one measure convert exactly (a week is seven days, a kilometre
// a thousand metres); units of one dimension but another measure do not
// (a month is no whole number of days, a mile no whole number of
// metres, a gigabyte 1,000 or 1,024 megabytes).
type unit struct {
	dim     uint8
	measure uint8
	size    float64
}

const (
	dimNoUnit uint8 = iota
	dimDuration
	dimLength
	dimMass
	dimVolume
	dimData
	dimPower
	dimRotation
	dimFrequency
	dimEnergy
	dimSpeed
	dimSound
	dimPressure
	dimVoltage
	dimCurrent
	dimSpread // of rates: basis points and percentage points
)

// units are the units by their words, singular; see unitAfter.
var units = func() map[string]unit {
	m := map[string]unit{}
	add := func(dim, measure uint8, list string, size float64) {
		for _, w := range strings.Fields(list) {
			m[w] = unit{dim, measure, size}
		}
	}
	add(dimSpread, 0, "basis bp", 0.01) // "25 basis points", "25 bp", "25 bps"
	add(dimSpread, 0, "percentage", 1)  // "0.25 percentage points"
	add(dimDuration, 0, "second sec", 1)
	add(dimDuration, 0, "minute min", 60)
	add(dimDuration, 0, "hour hr", 3600)
	add(dimDuration, 0, "day", 86400)
	add(dimDuration, 0, "week wk", 7*86400)
	add(dimDuration, 0, "fortnight", 14*86400)
	add(dimDuration, 1, "month mo", 1)
	add(dimDuration, 1, "quarter", 3)
	add(dimDuration, 1, "year annum yr", 12)
	add(dimDuration, 1, "decade", 120)
	add(dimLength, 0, "millimetre millimeter mm", 0.001)
	add(dimLength, 0, "centimetre centimeter cm", 0.01)
	add(dimLength, 0, "metre meter", 1)
	add(dimLength, 0, "kilometre kilometer km", 1000)
	add(dimLength, 1, "inch", 1)
	add(dimLength, 1, "foot feet ft", 12)
	add(dimLength, 1, "yard yd", 36)
	add(dimLength, 1, "mile", 63360)
	add(dimMass, 0, "microgram mcg", 0.000001)
	add(dimMass, 0, "milligram mg", 0.001)
	add(dimMass, 0, "gram g", 1)
	add(dimMass, 0, "kilogram kg", 1000)
	add(dimMass, 0, "tonne", 1e6)
	add(dimMass, 1, "ounce oz", 1)
	add(dimMass, 1, "lb", 16)
	add(dimMass, 2, "ton", 1) // short, long or metric
	add(dimVolume, 0, "millilitre milliliter ml", 0.001)
	add(dimVolume, 0, "litre liter", 1)
	add(dimVolume, 1, "quart", 1)
	add(dimVolume, 1, "gallon gal", 4) // US or imperial: no litres
	add(dimPower, 0, "watt w", 1)
	add(dimPower, 0, "kilowatt kw", 1000)
	add(dimPower, 1, "horsepower hp", 1)
	add(dimRotation, 0, "rpm", 1)
	add(dimFrequency, 0, "hz hertz", 1)
	add(dimFrequency, 0, "khz kilohertz", 1e3)
	add(dimFrequency, 0, "mhz megahertz", 1e6)
	add(dimFrequency, 0, "ghz gigahertz", 1e9)
	add(dimEnergy, 0, "wh", 1)
	add(dimEnergy, 0, "kwh", 1000)
	add(dimEnergy, 1, "calorie kcal", 1)
	add(dimEnergy, 2, "joule", 1)
	add(dimSpeed, 0, "mph", 1)
	add(dimSpeed, 1, "kph", 1)
	add(dimSound, 0, "db decibel", 1)
	add(dimPressure, 0, "psi", 1)
	add(dimVoltage, 0, "volt", 1)
	add(dimCurrent, 0, "amp ampere", 1)
	add(dimCurrent, 1, "mah", 1)
	for i, w := range strings.Fields("kb mb gb tb") {
		add(dimData, uint8(i), w, 1) // decimal or binary: no two convert
	}
	return m
}()

// sizeWords say what a length after an "m" measures: "2 m long".
var sizeWords = setOf(`long tall wide high deep thick away across`)

// businessUnits are the units of working time, after "business" or
// "working": measures of their own, since a business day is no fixed part
// of a week.
var businessUnits = map[string]unit{"day": {dimDuration, 2, 1}, "week": {dimDuration, 2, 5}, "hour": {dimDuration, 3, 1}}

// unitAfter returns the unit written right after byte end of src, after a
// space or a hyphen, and the end of its words: "14 days", "a 30-day
// window", "two weeks", "10 business days", "1,000 metres", "5 km".
func unitAfter(src string, end int) (unit, int, bool) {
	if end+1 < len(src) && src[end] == ')' && src[end+1] == ' ' && end > 0 && isDigitByte(src[end-1]) {
		end++ // "ten (10) business days": the figure in parentheses, then its unit
	} else if end+3 < len(src) && src[end] == ' ' && src[end+1] == '(' && isDigitByte(src[end+2]) {
		// "ten (10) business days": the words' unit is past their figure.
		j := end + 2
		for j < len(src) && (isDigitByte(src[j]) || src[j] == ',' || src[j] == '.') {
			j++
		}
		if j < len(src) && src[j] == ')' {
			end = j + 1
		}
	}
	w, j := wordAfter(src, end)
	switch {
	case w == "km" && strings.HasPrefix(src[j:], "/h"):
		return units["kph"], j + 2, true // "50 km/h"
	case w == "m":
		// "2 m long", "500 m from the beach": a metre where a size or a
		// distance follows; "$2 m" and "2 m people" are millions.
		if a, _ := wordAfter(src, j); sizeWords[a] || a == "from" || a == "away" {
			return units["metre"], j, true
		}
	}
	if u, ok := unitOf(units, w); ok {
		return u, j, true
	}
	if w == "business" || w == "working" {
		w, j = wordAfter(src, j)
		if u, ok := unitOf(businessUnits, w); ok {
			return u, j, true
		}
	}
	return unit{}, 0, false
}

// wordAfter returns the ASCII word, lower-cased, right after the spaces
// or the hyphen at byte end of src, and its end; "" if there is none. A
// run of spaces is one gap, as lastWordBefore reads it: "Shipping
// window" and "Shipping  window" are the same words.
func wordAfter(src string, end int) (string, int) {
	if end >= len(src) || src[end] != ' ' && src[end] != '-' {
		return "", end
	}
	i := end + 1
	for i < len(src) && src[i] == ' ' {
		i++
	}
	return wordAt(src, i)
}

// wordAt returns the ASCII word, lower-cased, that starts at byte i of
// src, and its end.
func wordAt(src string, i int) (string, int) {
	j := i
	upper := false // a capital read on the way: lowerASCII need not look for one
	for j < len(src) {
		if c := src[j]; 'a' <= c && c <= 'z' {
			j++
		} else if 'A' <= c && c <= 'Z' {
			upper = true
			j++
		} else {
			break
		}
	}
	if !upper {
		return src[i:j], j
	}
	return lowerASCII(src[i:j]), j
}

// rateAfter returns the period a rate is given per, written right after
// byte end of src, as a unit of units, and the words that give it: "per
// month", "a year", "each week", "/month", "monthly". "" if there is
// none.
func rateAfter(src string, end int) (unit, string, bool) {
	if !mayRate(src[min(end, len(src)):min(len(src), end+maxRateBytes)]) {
		return unit{}, "", false // the common case, and cheap
	}
	// Past up to maxRateWords words of what is counted: "1.5 vacation
	// days per month", "2 days of leave a month".
	from := end
	for range maxRateWords + 1 {
		if u, text, ok := rateRightAfter(src, end); ok {
			return u, src[from:end] + text, true
		}
		w, j := wordAfter(src, end)
		if w == "per" {
			// "$10 per user per month": what each is paid for, then the
			// period.
			if _, k := wordAfter(src, j); k > j && !hasClauseMarkOrParen(src[j:k]) {
				end = k
				continue
			}
		}
		if w == "" || j <= end || rateMarks[w] || comparisonOpeners[w] || rateStops[w] || hasClauseMarkOrParen(src[end:j]) {
			break
		}
		end = j
	}
	return unit{}, "", false
}

// rateStops end the words a rate's period is looked for past: a
// conjunction opens another item or clause, and a count of times takes
// the period after it ("worth 4 credits and meets twice a week").
var rateStops = setOf(`and or but once twice thrice`)

// comparisonOpeners open the other side of a comparison, whose period is
// none of the amount before them: "saves 20% compared with monthly
// billing".
var comparisonOpeners = setOf(`compared versus vs than`)

// maxRateWords bounds the words between a rate's amount and its period:
// "20 GB of high-speed data each month" has five, its unit one of them.
const maxRateWords = 5

// maxRateBytes bounds how far after an amount its period is looked for.
const maxRateBytes = 64

// mayRate reports whether s, the text after an amount, may hold a rate's
// period: a slash, a word of rateMarks, or "ly" of an adverb ("monthly").
func mayRate(s string) bool {
	// One pass over s, each mark tried only where its first byte stands,
	// not one search of s for each mark.
	for i := 0; i < len(s); i++ {
		r := s[i:]
		switch s[i] {
		case '/':
			return true
		case 'p':
			if strings.HasPrefix(r, "per") {
				return true
			}
		case ' ':
			if strings.HasPrefix(r, " a ") || strings.HasPrefix(r, " an ") {
				return true
			}
		case 'e':
			if strings.HasPrefix(r, "each") || strings.HasPrefix(r, "every") {
				return true
			}
		case 'l':
			if strings.HasPrefix(r, "ly") {
				return true
			}
		}
	}
	return false
}

// rateMarks open a rate's period: "per month", "a year".
var rateMarks = setOf(`per a an each every`)

// rateRightAfter is rateAfter for a period right after byte end.
func rateRightAfter(src string, end int) (unit, string, bool) {
	if end < len(src) && src[end] == '/' {
		w, j := wordAt(src, end+1)
		if u, ok := periodUnit(w); ok {
			return u, src[end:j], true
		}
		if j > end+1 && j < len(src) && src[j] == '/' {
			// "$9/user/month", "$0.02/GB/month": what each is paid for,
			// then the period, as "per user per month".
			v, k := wordAt(src, j+1)
			if u, ok := periodUnit(v); ok {
				return u, src[end:k], true
			}
		}
		return unit{}, "", false
	}
	w, j := wordAfter(src, end)
	if u, ok := rateWords[w]; ok {
		return units[u], src[end:j], true
	}
	if rateMarks[w] {
		v, k := wordAfter(src, j)
		if periodKinds[v] {
			v, k = wordAfter(src, k) // "per calendar year"
		}
		if u, ok := periodUnit(v); ok && (w != "a" && w != "an" || !agoWords[nextWord(src, k)]) {
			return u, src[end:k], true
		}
	}
	return unit{}, "", false
}

// periodKinds say which reckoning of a period a rate is given per: "per
// calendar year", "each financial year".
var periodKinds = setOf(`calendar fiscal financial academic school tax`)

// agoWords after "a year" make it a time before or after another, not a
// rate: "16% a year earlier"; not after "per year", "each year": "20 days
// per year after probation" is a rate.
var agoWords = setOf(`earlier ago later before after prior previously`)

// nextWord returns the ASCII word, lower-cased, right after byte end of
// src.
func nextWord(src string, end int) string {
	w, _ := wordAfter(src, end)
	return w
}

// periodUnit returns the unit of time that folded word w names, singular
// or plural.
func periodUnit(w string) (unit, bool) {
	u, ok := unitOf(units, w)
	return u, ok && u.dim == dimDuration
}

// rateWords are the adverbs of a rate, by the unit they give it per.
var rateWords = map[string]string{"hourly": "hour", "daily": "day", "weekly": "week", "monthly": "month", "quarterly": "quarter", "yearly": "year", "annually": "year"}

// ratesApart fails a claim whose amount t, given per a period, a chosen
// passage gives per another and never per the claim's: "$25 per month"
// against "$25 per year". It reports whether it did.
func (k *checker) ratesApart(t numbers.Token, same []*evQty) bool {
	cu, cs, ce, ok := k.c.rateOfNum(t)
	if !ok {
		return false
	}
	var other *evQty
	var os, oe int
	for _, e := range same {
		eu, es, ee, ok := rateOf(e.p.Text.src, e.tok.Start, e.tok.End)
		if !ok {
			// "8% over three years": the amount of a span of several of
			// the claim's periods, not of each.
			if su, n, se, ok := spanAfter(e.p.Text.src, e.tok.End); ok && su == cu && n > 1 && other == nil {
				other, os, oe = e, e.tok.Start, se
			}
			continue
		}
		if eu == cu {
			return false
		}
		if other == nil {
			other, os, oe = e, es, ee
		}
	}
	if other == nil {
		return false
	}
	k.fail(NumberMismatch, other.p.span(int32(os), int32(oe)), "the claim says %s; %s says %s", k.c.src[cs:ce], k.where, other.p.Text.src[os:oe])
	return true
}

// rateUnsaid leaves unverified claim amount t, given per a period, that
// the chosen passages give only as no rate, where they say of it no
// period's rate at all: "returned 8% a year" against "returned 8% in its
// best year", "25 days of leave a year" against "25 days of leave in
// their first year". The period's word there is another's. It reports
// whether it did.
func (k *checker) rateUnsaid(t numbers.Token, same []*evQty) bool {
	if len(same) == 0 {
		return false
	}
	cu, cs, ce, ok := k.c.rateOfNum(t)
	if !ok {
		return false
	}
	for _, e := range same {
		src := e.p.Text.src
		if _, _, _, ok := rateOf(src, e.tok.Start, e.tok.End); ok {
			return false // given as a rate: ratesApart compares the periods
		}
		if _, _, _, ok := spanAfter(src, e.tok.End); ok {
			return false // "8% over three years": ratesApart's
		}
		if periodSaid(src, cu) {
			return false // "its annual return was 8%": a rate told another way
		}
		for _, n := range e.p.Text.nums {
			if u, _, _, ok := rateOf(src, n.Start, n.End); ok && u == cu {
				return false // "$10 a month, and the premium plan $20": the rate carried
			}
		}
	}
	e := same[0]
	k.doubt(AnchorAbsent, e.p.span(int32(e.tok.Start), int32(e.tok.End)), "the claim says %s; %s gives %s, not as a rate", k.c.src[cs:ce], k.where, e.tok.Text)
	return true
}

// periodSaid reports whether src says a rate per period u in a word of
// its own: "annual", "yearly", "per annum" for a year.
func periodSaid(src string, u unit) bool {
	for w, ru := range rateAdjectives {
		if units[ru] == u && hasWordFold(src, w) {
			return true
		}
	}
	if units["year"] == u && indexFold(src, "per annum") >= 0 {
		return true
	}
	return false
}

// rateDropped leaves unverified a claim amount t that the chosen
// passages give only as a rate the claim does not state, or per something
// it does not name: "costs $10" against "costs $10 per month", "$10 per
// month" against "$10 per user per month". It reports whether it did.
func (k *checker) rateDropped(t numbers.Token, same []*evQty) bool {
	if len(same) == 0 || t.Kind == numbers.Date || t.Kind == numbers.Time {
		return false
	}
	var cu unit
	var crate, read bool
	var drop string
	var at *evQty
	var from, to int
	for _, e := range same {
		src := e.p.Text.src
		eu, es, ee, ok := rateOf(src, e.tok.Start, e.tok.End)
		if !ok {
			return false // given as no rate too: the common case
		}
		if !read {
			cu, _, _, crate = k.c.rateOfNum(t)
			read = true
		}
		d := ""
		if !crate {
			if k.saysPeriod(eu) {
				return false // "the monthly price is $10"
			}
			d = strings.TrimSpace(src[e.tok.End:ee])
			if ee == e.tok.End {
				d, _ = wordAt(src, es) // "monthly fee of $30"
			}
			for strings.HasPrefix(d, "per ") { // past the groups the claim has: "per user" of "per user per month"
				w, j := wordAfter(d, len("per"))
				if _, period := periodUnit(w); period || !hasWordFold(k.c.src, w) {
					break
				}
				d = strings.TrimSpace(d[j:])
			}
		} else if eu == cu {
			d = k.perDropped(src[e.tok.End:ee])
		}
		if d == "" {
			return false
		}
		if at == nil {
			drop, at, from, to = d, e, es, ee
		}
	}
	if end, ok := perOther(k.c.src, t.End); ok && !crate {
		// "5 mg per kg" against "5 mg per day": the claim says it per
		// something else.
		k.doubt(AnchorAbsent, at.p.span(int32(from), int32(to)), "%s gives %s; the claim says %s", k.where, quote(at.p.Text.src[from:to]), quote(k.claimText(int32(t.Start), int32(end))))
		return true
	}
	k.doubt(AnchorAbsent, at.p.span(int32(from), int32(to)), "%s gives %s; the claim drops %s", k.where, quote(at.p.Text.src[from:to]), quote(drop))
	return true
}

// perItemDropped leaves unverified claim amount t, a price the claim
// gives whole, where the chosen passages give it only per a thing that is
// no period: "costs $500" against "costs $500 per module". It reports
// whether it did.
func (k *checker) perItemDropped(t numbers.Token, same []*evQty) bool {
	if t.Kind != numbers.Currency || len(same) == 0 {
		return false
	}
	if w, _ := wordAfter(k.c.src, t.End); w == "per" || w == "each" || w == "a" || w == "an" {
		return false // the claim gives it per something too
	}
	var at *evQty
	var end int
	for _, e := range same {
		src := e.p.Text.src
		w, j := wordAfter(src, e.tok.End)
		if w != "per" {
			return false // given whole somewhere
		}
		n, ne := wordAfter(src, j)
		if _, period := periodUnit(n); period || n == "" {
			return false // a rate: rateDropped's
		}
		if i := indexFold(k.c.src, n); i >= 0 {
			w, b := lastWordBefore(k.c.src, int32(i))
			if w != "each" && w != "every" && w != "per" && w != "" {
				w, _ = lastWordBefore(k.c.src, int32(b)) // "each Orrin module"
			}
			if w == "each" || w == "every" || w == "per" {
				return false // "Each module costs $500"
			}
		}
		if at == nil {
			at, end = e, ne
		}
	}
	k.doubt(AnchorAbsent, at.p.span(int32(at.tok.Start), int32(end)), "%s gives %s; the claim drops %s", k.where,
		quote(at.p.Text.src[at.tok.Start:end]), quote(at.p.Text.src[at.tok.End+1:end]))
	return true
}

// perOther returns where "per" and the word after it end, after the
// amount that ends at byte end of src and its unit: "5 mg per kg".
func perOther(src string, end int) (int, bool) {
	end += len(unitText(src, end))
	w, j := wordAfter(src, end)
	if w != "per" {
		return 0, false
	}
	if w, j = wordAfter(src, j); w == "" {
		return 0, false
	}
	return j, true
}

// saysPeriod reports whether the claim names period u anywhere: its word
// ("month") or an adverb or adjective of it ("monthly", "annual").
func (k *checker) saysPeriod(u unit) bool {
	for w, v := range units {
		if v == u && hasWordFold(k.c.src, w) {
			return true
		}
	}
	for w, v := range rateAdjectives {
		if units[v] == u && hasWordFold(k.c.src, w) {
			return true
		}
	}
	return false
}

// perDropped returns the first "per" group of rate text r ("per user" of
// " per user per month") whose word the claim does not have, or "".
func (k *checker) perDropped(r string) string {
	for at := 0; ; {
		i := indexFold(r[at:], "per ")
		if i < 0 {
			return ""
		}
		w, j := wordAfter(r, at+i+len("per"))
		if w != "" && !hasWordFold(k.c.src, w) && !periodKinds[w] { // "per calendar year" is per year
			if _, ok := periodUnit(w); !ok {
				return r[at+i : j]
			}
		}
		at = max(j, at+i+len("per "))
	}
}

// spanAfter returns the period unit, the count and the end of a span of
// periods written after byte end of src: "over three years", "in total
// over 3 years", "across the last five years", "every two years".
func spanAfter(src string, end int) (unit, int, int, bool) {
	w, j := wordAfter(src, end)
	if w == "in" {
		if t, k := wordAfter(src, j); t == "total" {
			w, j = wordAfter(src, k)
		}
	}
	switch w {
	case "over", "across", "during", "in", "every", "within":
	default:
		return unit{}, 0, 0, false
	}
	w, j = wordAfter(src, j)
	if w == "the" {
		w, j = wordAfter(src, j)
	}
	if w == "last" || w == "past" || w == "next" || w == "first" {
		w, j = wordAfter(src, j)
	}
	n, ok := spanCounts[w]
	if !ok {
		k := j
		for k < len(src) && isDigitByte(src[k]) {
			k++
		}
		if w != "" || k == j || k-j > 2 {
			return unit{}, 0, 0, false
		}
		n, _ = strconv.Atoi(src[j:k])
		j = k
	}
	u, e, ok := unitAfter(src, j)
	if !ok || u.dim != dimDuration {
		return unit{}, 0, 0, false
	}
	return u, n, e, true
}

// spanCounts are the number words of a span of periods.
var spanCounts = map[string]int{"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
	"twelve": 12, "fifteen": 15, "twenty": 20}

// rateOf returns the period of the amount at [start, end) of src, given
// after it ("$25 per month", "$25 monthly") or before it ("a monthly fee
// of $25", "annual dues of $90"), and the byte range of the rate as
// written.
func rateOf(src string, start, end int) (unit, int, int, bool) {
	if u, text, ok := rateAfter(src, end); ok {
		return u, start, end + len(text), true
	}
	// "monthly fee of": the word before the amount is "of", and one of
	// the three before it a rate's adjective ("annual wellness allowance
	// of").
	// So past "is" and a subject of up to eight words: "The annual
	// interest rate is 4.5%".
	w, i := wordBeforeNumber(src, start)
	n := 3
	switch w {
	case "of":
	case "is", "are", "was", "were":
		n = 8
	default:
		return unit{}, 0, 0, false
	}
	for range n {
		w, j := lastWordBefore(src, int32(i))
		if w == "" || strings.ContainsAny(src[j:i], ",;:()") {
			break
		}
		i = j
		if u, ok := rateAdjectives[w]; ok {
			return units[u], i, end, true
		}
	}
	return unit{}, 0, 0, false
}

// rateAdjectives give the period of a rate written before its amount: the
// words of rateWords that are adjectives too, and "annual".
var rateAdjectives = func() map[string]string {
	m := map[string]string{"annual": "year"}
	for w, u := range rateWords {
		if w != "annually" {
			m[w] = u
		}
	}
	return m
}()

// rateOtherPeriod leaves unverified claim amount t, given per a period,
// which the chosen passages do not give, where they give the same rate
// per another period of its measure: "$10 per month" against "$120 per
// year". The rates are equal, but a plan billed per year is not one
// billed per month; "$100 per year" is another rate, left to fail. It
// reports whether it did.
func (k *checker) rateOtherPeriod(t numbers.Token, eq []evQty) bool {
	cu, ctext, ok := rateAfter(k.c.src, t.End)
	if !ok {
		return false
	}
	cq := claimQuantities(t)
	if cq.n == 0 || cq.q[0].lo != cq.q[0].hi {
		return false
	}
	q := cq.q[0]
	tol := 0.01
	if w, _ := wordBeforeNumber(k.c.src, t.Start); isApproxWord(w) {
		tol = 0.05 // "about 70 cars a day" against "500 cars a week"
	}
	for i := range eq {
		e := &eq[i]
		if e.q.dim != q.dim || e.q.unit != q.unit || e.q.lo != e.q.hi || e.bound != 0 {
			continue
		}
		eu, etext, ok := rateAfter(e.p.Text.src, e.tok.End)
		if !ok || eu.dim != cu.dim || eu == cu {
			continue
		}
		same := "the same rate"
		if eu.measure == cu.measure && tol == 0.01 {
			if !sameAmount(q.lo/cu.size, e.q.lo/eu.size) {
				continue
			}
		} else if x, y := q.lo/seconds(cu), e.q.lo/seconds(eu); math.Abs(x-y) > tol*max(x, y) {
			continue
		} else {
			same = "about the same rate" // "$10 per week" against "$520 per year"
		}
		k.doubt(AnchorAbsent, e.p.span(int32(e.tok.Start), int32(e.tok.End)+int32(len(etext))),
			"the claim says %s%s; %s says %s%s, %s per another period", t.Text, ctext, k.where, e.tok.Text, etext, same)
		return true
	}
	return false
}

// inCents grounds claim number ti where the chosen passages give its
// amount of dollars in cents, or its cents in dollars: "$0.55" and "55
// cents". It reports whether it did.
func (k *checker) inCents(ti int, eq []evQty) bool {
	c := k.c
	t := c.nums[ti]
	dollars := func(q quantity) bool { return q.dim == dimMoney && (q.unit == "$" || sameCurrency(q.unit, "$")) }
	cents := func(src string, n numbers.Token) (float64, bool) {
		w, _ := wordAfter(src, n.End)
		if w != "cents" && w != "cent" || n.Kind != numbers.Integer && n.Kind != numbers.Decimal {
			return 0, false
		}
		x, err := strconv.ParseFloat(n.Value, 64)
		return x, err == nil
	}
	cq := claimQuantities(t)
	ccents, isCents := cents(c.src, t)
	for i := range eq {
		e := &eq[i]
		switch {
		case cq.n > 0 && dollars(cq.q[0]):
			if x, ok := cents(e.p.Text.src, e.tok); ok && sameAmount(x, cq.q[0].lo*100) {
				k.ground(t)
				return true
			}
		case isCents && dollars(e.q) && sameAmount(ccents, e.q.lo*100):
			k.ground(t)
			k.numberWords = append(k.numberWords, int32(t.End+1)) // "cents"
			return true
		}
	}
	return false
}

// countApart fails claim number t, a count of times ("once a day", "3
// times a year"), whose value the chosen passages give only as another
// thing than a count, where they give a count of another value: "once a
// day" against "one tablet twice a day". It reports whether it did.
func (k *checker) countApart(t numbers.Token, same []*evQty, eq []evQty) bool {
	if !isCount(k.c.Text, t) {
		return false
	}
	for _, e := range same {
		if isCount(e.p.Text, e.tok) {
			return false
		}
	}
	for _, p := range k.chosen() {
		for _, n := range p.Text.nums {
			if n.Value == t.Value && isCount(p.Text, n) {
				return false // a count the quantities do not read, a range's: "3-1 times"
			}
		}
	}
	for i := range eq {
		e := &eq[i]
		if isCount(e.p.Text, e.tok) {
			k.fail(NumberMismatch, e.p.span(int32(e.tok.Start), int32(e.tok.End)), "the claim says %s; %s says %s", t.Text, k.where, e.tok.Text)
			return true
		}
	}
	return false
}

// A dose is what the best passage gives of a thing a period as an
// amount a time and a count of times ("1 capsule up to three times
// daily"), read for a claim's amount of it that period ("6 capsules a
// day").
type dose struct {
	total      float64 // the amount a period: 3
	each       float64 // the amount a time: 1
	from, to   int     // the passage's words, from the amount to the period
	claim      string  // the claim's words: "6 capsules a day"
	claimValue float64
	rate       string // the claim's period: " a day"
}

// doseOf reads claim number q as an amount of a thing a period, and the
// best passage p's dose of that thing that period, if it gives one.
func (k *checker) doseOf(p *Passage, q numbers.Token) (dose, bool) {
	c, e := k.c, p.Text
	ci := c.tokAfterNumber(q)
	if ci < 0 || q.Kind != numbers.Integer && q.Kind != numbers.Decimal {
		return dose{}, false
	}
	var cu unit
	var ctext string
	ok := false
	cend := 0 // where the claim's words end
	for j := ci; j < len(c.toks) && j <= ci+4 && c.toks[j].seg == c.toks[ci].seg && !ok; j++ {
		// The period after the thing, or after a few words more: "2
		// drops to each eye a day".
		cu, ctext, ok = rateRightAfter(c.src, int(c.toks[j].end))
		cend = int(c.toks[j].end) + len(ctext)
	}
	if !ok {
		return dose{}, false // not "6 capsules a day"
	}
	claimed, err := strconv.ParseFloat(q.Value, 64)
	if err != nil {
		return dose{}, false
	}
	for mi, m := range e.nums {
		ei := e.tokAfterNumber(m)
		if ei < 0 || !c.matches(ci, &e.toks[ei]) || m.Kind != numbers.Integer && m.Kind != numbers.Decimal {
			continue
		}
		for _, n := range e.nums[mi+1:] {
			if !isCount(e, n) {
				continue
			}
			end := n.End
			if rest := e.src[end:]; len(rest) >= 6 && strings.EqualFold(rest[:6], " times") {
				end += 6
			}
			eu, text, ok := rateRightAfter(e.src, end)
			if !ok || seconds(eu) != seconds(cu) {
				continue
			}
			each, err1 := strconv.ParseFloat(m.Value, 64)
			times, err2 := strconv.ParseFloat(n.Value, 64)
			if err1 != nil || err2 != nil {
				return dose{}, false
			}
			return dose{total: each * times, each: each, from: m.Start, to: end + len(text), claim: c.src[q.Start:cend], claimValue: claimed, rate: ctext}, true
		}
	}
	return dose{}, false
}

// doseGrounds grounds claim number t, an amount of a thing a period,
// where the best passage gives as much of it that period as an amount a
// time and a count of times: "4 tablets a day" on "2 tablets twice a
// day". It reports whether it did.
func (k *checker) doseGrounds(t numbers.Token) bool {
	p := k.englishBest()
	if p == nil || len(p.Text.nums) < 2 {
		return false
	}
	if d, ok := k.doseOf(p, t); ok && sameAmount(d.total, d.claimValue) {
		k.ground(t)
		return true
	}
	return false
}

// dosesApart fails an English claim that gives an amount of a thing a
// period ("6 capsules a day") where the best passage gives an amount of
// it a time and a count of times that period whose product is another:
// "1 capsule up to three times daily" is 3 capsules a day. A claim of the
// amount a time ("1 capsule daily", "1 capsule a day") it leaves
// unverified: it may say every day.
func (k *checker) dosesApart() {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.nums) == 0 || len(p.Text.nums) < 2 {
		return
	}
	for ti, q := range c.nums {
		if ti == maxClaimNumbers {
			break
		}
		d, ok := k.doseOf(p, q)
		switch {
		case !ok || sameAmount(d.total, d.claimValue):
		case sameAmount(d.each, d.claimValue):
			k.doubt(AnchorAbsent, p.span(int32(d.from), int32(d.to)), "the claim says %s; %s says %s", quote(d.claim), k.where, quote(p.Text.src[d.from:d.to]))
			return
		default:
			k.fail(NumberMismatch, p.span(int32(d.from), int32(d.to)), "the claim says %s; %s says %s: %s",
				quote(d.claim), k.where, quote(p.Text.src[d.from:d.to]), strconv.FormatFloat(d.total, 'f', -1, 64)+d.rate)
			return
		}
	}
}

// tokAfterNumber returns the index of the word right after number n of
// t, with one space between, or -1.
func (t *Text) tokAfterNumber(n numbers.Token) int {
	i := sort.Search(len(t.toks), func(i int) bool { return int(t.toks[i].start) > n.End })
	if i == len(t.toks) || int(t.toks[i].start) != n.End+1 || t.src[n.End] != ' ' {
		return -1
	}
	return i
}

// uncountedRate leaves unverified a claim that gives a rate with no
// count ("Take one tablet daily", which may say once a day or every day)
// where the best passage counts more times by the same rate: "Take one
// tablet twice daily".
func (k *checker) uncountedRate() {
	p := k.englishBest()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	for _, n := range e.nums {
		if !isCount(e, n) || n.Value == "1" {
			continue
		}
		end := n.End
		if rest := e.src[end:]; len(rest) >= 6 && strings.EqualFold(rest[:6], " times") {
			end += 6
		}
		_, text, ok := rateRightAfter(e.src, end)
		if !ok {
			continue
		}
		at := indexFold(c.src, text)
		if at < 0 || at+len(text) < len(c.src) && isASCIILetter(c.src[at+len(text)]) {
			continue
		}
		if m := lastNumBefore(c.Text, at); m >= 0 && strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(c.src[c.nums[m].End:at]), "times")) == "" {
			continue // the claim counts it too
		}
		if indexFold(c.src, e.src[n.Start:end+len(text)]) >= 0 {
			continue // the claim says the passage's count too, elsewhere
		}
		if slices.ContainsFunc(c.nums, func(q numbers.Token) bool { d, ok := k.doseOf(p, q); return ok && sameAmount(d.total, d.claimValue) }) {
			return // the claim gives the amount a period the count makes: "4 tablets a day" on "2 tablets twice a day"
		}
		k.doubt(AnchorAbsent, p.span(int32(n.Start), int32(end+len(text))), "the claim says %s; %s says %s", quote(strings.TrimSpace(text)), k.where, quote(e.src[n.Start:end+len(text)]))
		return
	}
}

// isCount reports whether number n of text t counts times: "twice",
// "two times", "3 times".
func isCount(t *Text, n numbers.Token) bool {
	s := n.Text
	if len(s) >= 4 && len(s) <= 6 {
		for w := range countWords {
			if strings.EqualFold(s, w) {
				return true
			}
		}
	}
	const times = " times"
	if len(s) > len(times) && strings.EqualFold(s[len(s)-len(times):], times) {
		return true
	}
	rest := t.src[n.End:]
	return len(rest) >= len(times) && strings.EqualFold(rest[:len(times)], times) && (len(rest) == len(times) || !isASCIILetter(rest[len(times)]))
}

// seconds returns the seconds of period u, a month as the mean month of
// the Gregorian calendar.
func seconds(u unit) float64 {
	if u.measure == 1 {
		return u.size * 365.2425 / 12 * 86400
	}
	return u.size
}

// isUnit reports whether folded word w is a unit of units.
func isUnit(w string) bool {
	_, ok := unitOf(units, w)
	return ok
}

// unitOf looks word w, or w less a plural "s" or "es", up in list, units
// or businessUnits.
func unitOf(list map[string]unit, w string) (unit, bool) {
	if unitFilter.mayHave(w) {
		if u, ok := list[w]; ok || len(w) < 3 {
			return u, ok
		}
	} else if len(w) < 3 {
		return unit{}, false
	}
	if s, ok := strings.CutSuffix(w, "s"); ok && unitFilter.mayHave(s) {
		if u, ok := list[s]; ok {
			return u, ok
		}
	}
	if s, ok := strings.CutSuffix(w, "es"); ok && unitFilter.mayHave(s) {
		u, ok := list[s]
		return u, ok
	}
	return unit{}, false
}

// unitFilter is the filter of the words of units and businessUnits: most
// words are no unit, told without the lookups.
var unitFilter = func() *wordFilter {
	f := new(wordFilter)
	for _, list := range [...]map[string]unit{units, businessUnits} {
		for w := range list {
			f.add(w)
		}
	}
	return f
}()

// unitsApart leaves the claim unverified where claim number t and the
// number at [start, end) of passage text e, in its place, are amounts in
// units that do not convert exactly, or that measure different things, and
// reports whether it did: "2 years" and "730 days", "1 month" and "30
// days", "2 weeks" and "10 business days", "5 miles" and "8 km", "5 km"
// and "3 days". Their values say nothing of each other.
func (k *checker) unitsApart(t numbers.Token, e *Text, start, end int, sp Span) bool {
	if start < 0 || end > len(e.src) || start >= end {
		return false
	}
	cu, cend, ok := unitAfter(k.c.src, t.End)
	if !ok {
		return false
	}
	eu, eend, ok := unitAfter(e.src, end)
	if !ok || eu.dim == cu.dim && eu.measure == cu.measure {
		return false
	}
	if k.dataApart(t, cu, eu, e, start) || durationsApart(t, cu, eu, e, start) {
		_, cend, _ := unitAfter(k.c.src, t.End)
		k.fail(NumberMismatch, sp, "the claim says %s; %s says %s", k.c.src[t.Start:cend], k.where, e.src[start:eend])
		return true
	}
	why := "which does not convert to it exactly"
	if eu.dim != cu.dim {
		why = "which measures something else"
	}
	k.doubt(AnchorAbsent, sp, "the claim says %s; %s says %s, %s", k.c.src[t.Start:cend], k.where, e.src[start:eend], why)
	return true
}

// durationsApart reports whether claim amount t in unit cu and the
// passage number of e at byte start in unit eu are periods of time of
// measures that do not convert exactly (months, days, business days) and
// that no reading brings together: "a month" and "7 days", "6 months" and
// "90 days"; not "1 month" and "30 days", nor "2 weeks" and "10 business
// days", which leave the claim unproven.
func durationsApart(t numbers.Token, cu, eu unit, e *Text, start int) bool {
	cv, ev, ok := amountsIn(t, cu, eu, e, start, dimDuration)
	if !ok {
		return false
	}
	clo, chi, ok := daysOf(cv, cu)
	elo, ehi, ok2 := daysOf(ev, eu)
	if !ok || !ok2 {
		return false
	}
	const slack = 1.05 // a reading's margin
	return chi*slack < elo || ehi*slack < clo
}

// amountsIn returns the values of claim amount t in unit cu and of the
// passage number of e at byte start in unit eu, where both units are of
// dimension d and both values positive.
func amountsIn(t numbers.Token, cu, eu unit, e *Text, start int, d uint8) (cv, ev float64, ok bool) {
	n := e.numAt(start)
	if cu.dim != d || eu.dim != d || n < 0 {
		return 0, 0, false
	}
	cv, err := strconv.ParseFloat(t.Value, 64)
	ev, err2 := strconv.ParseFloat(e.nums[n].Value, 64)
	return cv, ev, err == nil && err2 == nil && cv > 0 && ev > 0
}

// daysOf returns the least and the most days that v periods of unit u, a
// period of time, may span: a month 28 to 31, a year 365 to 366, a
// business day 1 to 7/5 of a day and the holidays of two weeks. It
// reports false for business hours, which it does not read.
func daysOf(v float64, u unit) (lo, hi float64, ok bool) {
	switch u.measure {
	case 0:
		d := v * u.size / 86400
		return d, d, true
	case 1:
		m := v * u.size
		if m >= 12 {
			return m / 12 * 365, m / 12 * 366, true
		}
		return m * 28, m * 31, true
	case 2:
		d := v * u.size
		return d, d*7/5 + 4, true
	}
	return 0, 0, false
}

// dataApart reports whether claim amount t in unit cu and the passage
// number of e at byte start in unit eu are sizes of data that no reading
// makes one, neither in thousands nor in 1,024s: "2 GB" and "200 MB". (The
// two readings leave "2 GB" and "2,000 MB" unproven, not failed.)
func (k *checker) dataApart(t numbers.Token, cu, eu unit, e *Text, start int) bool {
	cv, ev, ok := amountsIn(t, cu, eu, e, start, dimData)
	if !ok {
		return false
	}
	shift := float64(int(cu.measure) - int(eu.measure))
	for _, base := range [...]float64{1000, 1024} {
		if v := cv * math.Pow(base, shift); math.Abs(v-ev) <= 0.02*ev {
			return false
		}
	}
	return true
}

// valueUnitsApart decides claim amount t, whose value the chosen passages
// give, where they give it only in another unit of the dimension that
// measures it otherwise, and reports whether it did: unverified for
// "within 5 days" against "within 5 business days", failed for "1.2 lb"
// against "1.2 kg". (A unit of another
// word, "5 weeks" for "5 days", leaves the claim's unit word missing.)
func (k *checker) valueUnitsApart(t numbers.Token, same []*evQty) bool {
	cu, _, ok := unitAfter(k.c.src, t.End)
	if !ok {
		return false
	}
	var other *evQty
	for _, e := range same {
		eu, _, ok := unitAfter(e.p.Text.src, e.tok.End)
		if !ok || eu == cu {
			return false
		}
		if other == nil && eu.dim == cu.dim && eu.measure != cu.measure {
			other = e
		}
	}
	if other == nil {
		return false
	}
	if eu, eend, _ := unitAfter(other.p.Text.src, other.tok.End); !businessUnit(cu) && !businessUnit(eu) {
		// The same value in units of one dimension that differ in size:
		// "1.2 lb" is not "1.2 kg", nor "2 TB" "2 GB".
		_, cend, _ := unitAfter(k.c.src, t.End)
		k.fail(NumberMismatch, other.p.span(int32(other.tok.Start), int32(eend)), "the claim says %s; %s says %s", k.c.src[t.Start:cend], k.where, other.p.Text.src[other.tok.Start:eend])
		return true
	}
	return k.unitsApart(t, other.p.Text, other.tok.Start, other.tok.End, other.p.span(int32(other.tok.Start), int32(other.tok.End)))
}

// rangeUnitsApart decides claim number ti, the end of a range ("3 to 5
// days", "3–5 days"), where a chosen passage gives the range's values
// written the other way ("3–5 business days", "3 to 5 kg") in another unit
// of its dimension: units of one measure fail it ("2 to 3 lb" against
// "2–3 kg"), working time leaves it unverified as valueUnitsApart does.
// It reports whether it decided.
func (k *checker) rangeUnitsApart(ti int) bool {
	c := k.c
	t := c.nums[ti]
	var value string
	pair := false
	switch {
	case t.Kind == numbers.Range:
		value = t.Value
	case ti > 0 && rangeJoin(c.Text, ti-1):
		value, pair = c.nums[ti-1].Value+"-"+t.Value, true
	default:
		return false
	}
	cu, cend, ok := unitAfter(c.src, t.End)
	if !ok {
		return false
	}
	for _, p := range k.chosen() {
		e := p.Text
		for j, n := range e.nums {
			start, end := n.Start, n.End
			switch {
			case pair && n.Kind == numbers.Range && n.Value == value:
			case !pair && j+1 < len(e.nums) && rangeJoin(e, j) && n.Value+"-"+e.nums[j+1].Value == value:
				end = e.nums[j+1].End
			default:
				continue
			}
			eu, eend, ok := unitAfter(e.src, end)
			if !ok || eu == cu || eu.dim != cu.dim {
				continue
			}
			if !businessUnit(cu) && !businessUnit(eu) {
				k.fail(NumberMismatch, p.span(int32(start), int32(eend)), "the claim says %s; %s says %s", c.src[c.nums[max(ti-1, 0)].Start:cend], k.where, e.src[start:eend])
				return true
			}
			whole := t
			if pair {
				whole.Start = c.nums[ti-1].Start // the reason quotes the range
			}
			return k.unitsApart(whole, e, start, end, p.span(int32(start), int32(end)))
		}
	}
	return false
}

// businessUnit reports whether u is a unit of working time, which a
// reader may write without "business": "within 5 days" for "within 5
// business days".
func businessUnit(u unit) bool { return u.dim == dimDuration && u.measure >= 2 }

// sameInUnits grounds claim number ti, an amount in one unit, where the
// chosen passages give the same amount in another unit of its measure,
// with the same bound: "two weeks" stands on "14 days", "within 24 months"
// on "within 2 years", "1 km" on "1,000 metres". It reports whether it
// grounded it.
func (k *checker) sameInUnits(ti int, eq []evQty) bool {
	c := k.c
	t := c.nums[ti]
	cu, _, ok := unitAfter(c.src, t.End)
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
		eu, eend, ok := unitAfter(e.p.Text.src, e.tok.End)
		if !ok || eu.dim != cu.dim || eu.measure != cu.measure {
			continue
		}
		if _, _, compound := compoundAfter(e.p.Text, eu, eend); eu.size == cu.size && !compound {
			continue // "3.5 hours" against "3 hours and 30 minutes" is compared
		}
		// A compound quantity's first number holds the whole: "220
		// minutes" against "3 hours and 40 minutes" (see quantitiesOf).
		if e.q.lo == e.q.hi && sameAmount(x*cu.size, e.q.lo*eu.size) {
			k.ground(t)
			k.numberWords = append(k.numberWords, int32(t.End+1))
			if k.inUnits == nil {
				k.inUnits = map[int]*evQty{}
			}
			k.inUnits[t.Start] = e
			return true
		}
	}
	return false
}

// compoundAfter returns the amount, in the unit of the number before it,
// of a number of text t in a smaller unit of the same measure that goes
// on the quantity whose unit u ends at byte end ("3 hours and 40
// minutes", "5 feet 10 inches", "2 years, 6 months"), and where it ends.
func compoundAfter(t *Text, u unit, end int) (float64, int, bool) {
	at := compoundStart(t.src, end)
	n := t.numAt(at)
	if n < 0 || at == end {
		return 0, 0, false
	}
	x, err := strconv.ParseFloat(t.nums[n].Value, 64)
	if err != nil {
		return 0, 0, false
	}
	v, j, ok := unitAfter(t.src, t.nums[n].End)
	if !ok || v.dim != u.dim || v.measure != u.measure || v.size >= u.size {
		return 0, 0, false
	}
	return x * v.size / u.size, j, true
}

// compoundStart returns where the second part of a compound quantity
// would start after byte end of src, past a comma, spaces and "and".
func compoundStart(src string, end int) int {
	at := end
	for at < len(src) && (src[at] == ' ' || src[at] == ',') {
		at++
	}
	if strings.HasPrefix(src[at:], "and ") {
		at += len("and ")
	}
	return at
}

// compoundPart fails a claim whose amount t, in a unit, is a part only of
// a quantity of the chosen passages that goes on in a smaller unit, or
// comes after one in a larger, where they give its value with its unit
// no other way: "takes 3 hours" or "takes 40 minutes" against "takes 3
// hours and 40 minutes". It reports whether it did.
func (k *checker) compoundPart(t numbers.Token) bool {
	cu, cend, ok := unitAfter(k.c.src, t.End)
	if !ok {
		return false
	}
	if _, _, ok := compoundAfter(k.c.Text, cu, cend); ok || k.c.compoundHead(t) >= 0 {
		return false // the claim's quantity is compound too
	}
	var p *Passage
	var from, to int
	for _, q := range k.chosen() {
		e := q.Text
		for _, n := range e.nums {
			if n.Value != t.Value {
				continue
			}
			eu, eend, ok := unitAfter(e.src, n.End)
			if !ok || eu != cu {
				continue
			}
			if _, end, ok := compoundAfter(e, eu, eend); ok {
				p, from, to = q, n.Start, end
			} else if h := e.compoundHead(n); h >= 0 {
				p, from, to = q, h, eend
			} else {
				return false // given alone too
			}
		}
	}
	if p == nil {
		return false
	}
	k.fail(NumberMismatch, p.span(int32(from), int32(to)), "the claim says %s; %s says %s",
		k.c.src[t.Start:cend], k.where, p.Text.src[from:to])
	return true
}

// compoundHead returns where the quantity in a larger unit starts that
// number n of t goes on ("3 hours" of "3 hours and 40 minutes" for "40"),
// or -1.
func (t *Text) compoundHead(n numbers.Token) int {
	for _, m := range t.nums {
		if m.End >= n.Start {
			break
		}
		if m.End+maxRateBytes < n.Start {
			continue
		}
		u, end, ok := unitAfter(t.src, m.End)
		if !ok {
			continue
		}
		if _, _, ok := compoundAfter(t, u, end); ok && t.numAt(n.Start) >= 0 && compoundStart(t.src, end) == n.Start {
			return m.Start
		}
	}
	return -1
}

// unitScale returns what passage number n of e is multiplied by to be in
// the unit of claim number t: 1/7 for "14 days" against "2 weeks", 1 where
// either has no unit or both the same, or where they measure different
// things. It reports false where both measure one thing in units that do
// not convert exactly ("2 years" against "730 days").
func unitScale(c *Text, t numbers.Token, e *Text, n numbers.Token) (float64, bool) {
	cu, _, ok := unitAfter(c.src, t.End)
	if !ok {
		return 1, true
	}
	eu, _, ok := unitAfter(e.src, n.End)
	switch {
	case !ok || eu.dim != cu.dim || eu == cu:
		return 1, true
	case eu.measure != cu.measure:
		return 0, false
	}
	return eu.size / cu.size, true
}

// sameAmount reports whether a and b are one amount, but for the rounding
// of their conversion.
func sameAmount(a, b float64) bool { return math.Abs(a-b) <= 1e-9*math.Max(math.Abs(a), math.Abs(b)) }
