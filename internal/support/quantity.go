package support

import (
	"strconv"
	"strings"

	"github.com/verbatim-go/verbatim/numbers"
)

// A quantity is a number read for comparison: an interval [lo, hi] of a
// dimension. Dates are days (a year is the interval of its days, so that
// "before October 2014" can be compared with "September 26, 2014"); a
// decade or century written "1990s" is the interval of its years.
type quantity struct {
	dim    dim
	unit   string // the currency, for dimMoney
	lo, hi float64
}

type dim uint8

const (
	dimNone dim = iota
	dimPlain
	dimPercent
	dimMoney
	dimTime // days
	dimOrdinal
)

// dayOf numbers the days monotonically: 372 a year, 31 a month.
func dayOf(y, m, d int) float64 { return float64(y*372 + (m-1)*31 + (d - 1)) }

// yearSpan returns the days of years [y0, y1].
func yearSpan(y0, y1 int) (float64, float64) { return dayOf(y0, 1, 1), dayOf(y1, 12, 31) }

// parseValue is strconv.ParseFloat(v, 64) for the value of a number
// token: a plain whole number of up to 15 digits, the common value, is
// read digit by digit, exactly as ParseFloat reads it.
func parseValue(v string) (float64, error) {
	if x, ok := smallWhole(v); ok {
		return x, nil
	}
	return strconv.ParseFloat(v, 64)
}

// smallWhole reads v if it is 1 to 15 ASCII digits, a whole number that a
// float64 holds exactly.
func smallWhole(v string) (float64, bool) {
	if len(v) == 0 || len(v) > 15 {
		return 0, false
	}
	x := 0
	for i := 0; i < len(v); i++ {
		c := v[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		x = x*10 + int(c-'0')
	}
	return float64(x), true
}

// quantityOf reads a number token. Plain whole numbers from 1000 to 2999
// are read as years when asYear is set: a year has no other mark.
func quantityOf(t numbers.Token, asYear bool) (quantity, bool) {
	v := t.Value
	switch t.Kind {
	case numbers.Integer, numbers.Decimal:
		x, err := parseValue(v)
		if err != nil {
			return quantity{}, false
		}
		if asYear && t.Kind == numbers.Integer && x >= 1000 && x <= 2999 && !strings.Contains(t.Text, ",") {
			lo, hi := yearSpan(int(x), int(x))
			return quantity{dim: dimTime, lo: lo, hi: hi}, true
		}
		return quantity{dim: dimPlain, lo: x, hi: x}, true
	case numbers.Percent:
		x, err := parseValue(strings.TrimRight(v, "%‰"))
		if err != nil || strings.HasSuffix(v, "‰") {
			return quantity{}, false
		}
		return quantity{dim: dimPercent, lo: x, hi: x}, true
	case numbers.Currency:
		unit, amount, ok := strings.Cut(v, " ")
		if !ok {
			return quantity{}, false
		}
		x, err := parseValue(amount)
		if err != nil {
			return quantity{}, false
		}
		return quantity{dim: dimMoney, unit: unit, lo: x, hi: x}, true
	case numbers.Ordinal:
		x, err := parseValue(v)
		if err != nil {
			return quantity{}, false
		}
		return quantity{dim: dimOrdinal, lo: x, hi: x}, true
	case numbers.Date:
		y, m, d, ok := dateParts(v)
		if !ok || y == 0 {
			return quantity{}, false
		}
		switch {
		case m == 0:
			lo, hi := yearSpan(y, y)
			return quantity{dim: dimTime, lo: lo, hi: hi}, true
		case d == 0:
			return quantity{dim: dimTime, lo: dayOf(y, m, 1), hi: dayOf(y, m, 31)}, true
		}
		x := dayOf(y, m, d)
		return quantity{dim: dimTime, lo: x, hi: x}, true
	case numbers.Range:
		a, b, ok := strings.Cut(v, "-")
		if !ok || strings.ContainsAny(v, "$%€£ ") {
			return quantity{}, false
		}
		x, e1 := parseValue(a)
		y, e2 := parseValue(b)
		if e1 != nil || e2 != nil || y < x {
			return quantity{}, false
		}
		if asYear && x >= 1000 && y <= 2999 && x == float64(int(x)) && y == float64(int(y)) {
			lo, hi := yearSpan(int(x), int(y))
			return quantity{dim: dimTime, lo: lo, hi: hi}, true
		}
		return quantity{dim: dimPlain, lo: x, hi: y}, true
	case numbers.Code:
		if y, ok := decade(v); ok {
			span := 9
			if y%100 == 0 && !decade2000s(t) {
				span = 99 // the 1800s, the 21st century: the century
			}
			lo, hi := yearSpan(y, y+span)
			return quantity{dim: dimTime, lo: lo, hi: hi}, true
		}
	}
	return quantity{}, false
}

// centuryOnly reports whether claim number t is "the 2000s", which
// quantityOf reads as the decade, and q lies in the century it may also
// mean: 2015 is in the 2000s of one reading only.
func centuryOnly(t numbers.Token, q quantity) bool {
	lo, hi := yearSpan(2000, 2099)
	return decade2000s(t) && q.dim == dimTime && lo <= q.lo && q.hi <= hi
}

// decade2000s reports whether t is "the 2000s" written in digits, read as
// the decade: "the 21st century" is the century.
func decade2000s(t numbers.Token) bool {
	return t.Kind == numbers.Code && t.Value == "2000s" && strings.HasPrefix(t.Text, "2000")
}

// decade reads "1990s" or "1800s" as its first year, and a century
// before the tenth as centuries writes it: "100s" is the 2nd century.
func decade(v string) (int, bool) {
	v = strings.TrimSuffix(strings.TrimSuffix(v, "s"), "'")
	if v == "" || len(v) > 4 || v[len(v)-1] != '0' || !allDigits(v) {
		return 0, false
	}
	y, err := strconv.Atoi(v)
	return y, err == nil && (y >= 1000 || y%100 == 0)
}

// dateParts reads a date value of package numbers: "2026-11-30",
// "2026-11", "--11-30", "2026", or a year of an era (see eras): "-0025"
// is 25 BC. A part that is not given is 0.
func dateParts(v string) (y, m, d int, ok bool) {
	if strings.HasPrefix(v, "--") {
		ms, ds, _ := strings.Cut(v[2:], "-")
		m, e1 := strconv.Atoi(ms)
		d, e2 := 0, error(nil)
		if ds != "" {
			d, e2 = strconv.Atoi(ds)
		}
		return 0, m, d, e1 == nil && e2 == nil
	}
	if len(v) == 5 && v[0] == '-' {
		y, err := strconv.Atoi(v[1:])
		return -y, 0, 0, err == nil && y > 0 // a year before the common era
	}
	parts := strings.Split(v, "-")
	if len(parts) > 3 || len(parts[0]) != 4 {
		return 0, 0, 0, false
	}
	var n [3]int
	for i, p := range parts {
		x, err := strconv.Atoi(p)
		if err != nil {
			return 0, 0, 0, false
		}
		n[i] = x
	}
	return n[0], n[1], n[2], true
}

// comparable reports whether a and b measure the same thing.
func comparable(a, b quantity) bool {
	if a.dim != b.dim || a.dim == dimNone {
		return false
	}
	if a.dim == dimMoney && a.unit != b.unit && !sameCurrency(a.unit, b.unit) {
		return false
	}
	return true
}

// sameCurrency reports whether two currency marks may name one currency:
// "$" is any dollar.
func sameCurrency(a, b string) bool {
	dollar := func(u string) bool { return u == "$" || strings.HasSuffix(u, "D") && len(u) == 3 }
	yen := func(u string) bool { return u == "¥" || u == "JPY" || u == "CNY" }
	return a == "$" && dollar(b) || b == "$" && dollar(a) || a == "¥" && yen(b) || b == "¥" && yen(a)
}

// satisfies reports whether the evidence quantity e meets the bound b on
// the claim quantity c: "more than 6.2" by 6.3, "before October 2014" by
// September 26, 2014.
func satisfies(e, c quantity, dir int8, strict bool) bool {
	switch {
	case dir > 0 && strict:
		return e.lo > c.hi
	case dir > 0:
		return e.lo >= c.lo
	case strict:
		return e.hi < c.lo
	}
	return e.hi <= c.hi
}

// meetsPart reports whether part of e, a range ("the 1970s"), meets the
// bound dir of c, though not all of it does: "after 1970" of the 1970s.
func meetsPart(e, c quantity, dir int8, strict bool) bool {
	if e.lo == e.hi || satisfies(e, c, dir, strict) {
		return false
	}
	end := e.hi // the end of the range nearest the bound's side
	if dir < 0 {
		end = e.lo
	}
	return satisfies(quantity{dim: e.dim, unit: e.unit, lo: end, hi: end}, c, dir, strict)
}

// within reports whether e lies inside c: 1853 inside "the 1800s".
func within(e, c quantity) bool { return c.lo <= e.lo && e.hi <= c.hi }
