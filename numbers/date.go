package numbers

import (
	"strconv"
	"unicode/utf8"
)

// monthAt reads a month name at folded offset j, with an abbreviation's
// optional full stop, and returns the month (1–12) and the end, or 0.
func (sc *scanner) monthAt(j int) (int, int) {
	w, we, lx := sc.lex(j)
	m := int(lx.month)
	if m == 0 || !sc.wordEnd(we) {
		return 0, j
	}
	if len(w) <= 4 && sc.byteAt(we) == '.' && !fullMonth(w) {
		we++ // Nov., Sept.; not the full stop after May
	}
	return m, we
}

// fullMonth reports whether w, a month word of at most four letters, is
// the month's whole English name, which takes no abbreviation's full stop.
func fullMonth(w string) bool { return w == "may" || w == "june" || w == "july" }

// dayAt reads a day of the month (1–31) at folded offset j, with an
// optional ordinal suffix (30th), and returns it and its end, or 0.
func (sc *scanner) dayAt(j int) (int, int) {
	d, e := sc.digits(j)
	if len(d) == 0 || len(d) > 2 {
		return 0, j
	}
	n, _ := strconv.Atoi(d)
	if n < 1 || n > 31 {
		return 0, j
	}
	if w, we := sc.word(e); (w == "st" || w == "nd" || w == "rd" || w == "th") && sc.wordEnd(we) {
		e = we
	} else if !sc.wordEnd(e) {
		return 0, j
	}
	return n, e
}

// yearAt reads a four-digit year at folded offset j and returns it and its
// end, or 0.
func (sc *scanner) yearAt(j int) (int, int) {
	y, e := sc.digits(j)
	if len(y) != 4 || y[0] == '0' || !sc.wordEnd(e) {
		return 0, j
	}
	if c := sc.byteAt(e); (c == '.' || c == ',' || c == '-' || c == '/') && sc.isDigit(e+1) && !(c == '-' && sc.dayMonthAt(e+1)) {
		return 0, j // 1945-46, 2026/27: not the year of a date
	}
	n, _ := strconv.Atoi(y)
	return n, e
}

// dayMonthAt reports whether a day and a month name start at folded
// offset j: the "4 January" that ends "12 June 1945-4 January 2004".
func (sc *scanner) dayMonthAt(j int) bool {
	d, k := sc.dayAt(j)
	if d == 0 || sc.byteAt(k) != ' ' {
		return false
	}
	m, _ := sc.monthAt(k + 1)
	return m != 0
}

// date reads a date at folded offset i, which holds a digit, emits it if
// emit is set, and returns its end, or -1 if no date starts at i.
func (sc *scanner) date(i int, emit bool) int {
	ds, de := sc.digits(i)
	y, m, d, e := 0, 0, 0, -1
	switch c := sc.byteAt(de); {
	case c == '-' || c == '/' || c == '.':
		y, m, d, e = sc.numericDate(i)
	case c >= utf8.RuneSelf:
		y, m, d, e = sc.cjkDate(i)
	}
	if e < 0 && len(ds) <= 2 && sc.monthMayFollow(de) {
		y, m, d, e = sc.dayFirst(i)
	}
	if e < 0 {
		return -1
	}
	if emit {
		t, v, more := dateTok(&sc.ar, y, m, d, sc.tmp[:0])
		sc.emit(i, e, t, v, more)
	}
	return e
}

// monthMayFollow reports cheaply whether a month name may follow the day
// that ends at folded offset e: "30 November", "30th of", "30. Nov".
func (sc *scanner) monthMayFollow(e int) bool {
	c := sc.byteAt(e)
	switch {
	case c == ' ' || c == '.':
		d := sc.byteAt(e + 1)
		if c == '.' && d == ' ' {
			d = sc.byteAt(e + 2)
		}
		return 'a' <= d && d <= 'z' || d >= utf8.RuneSelf
	case c == 's' || c == 'n' || c == 'r' || c == 't':
		return true
	}
	return false
}

// ambiguous is the month of a date whose day and month cannot be told
// apart (05/06/2026); its day holds the first number times 100 plus the
// second.
const ambiguous = -1

// numericDate reads yyyy-mm-dd, yyyy/mm/dd, dd.mm.yyyy, dd/mm/yyyy,
// mm/dd/yyyy and dd-mm-yyyy. Dots always mean day, month, year; with
// slashes or hyphens the order is read from a day above 12, and a date
// whose order cannot be told (05/06/2026) keeps its digits as written.
func (sc *scanner) numericDate(i int) (y, m, d, e int) {
	a, e1 := sc.digits(i)
	sep := sc.byteAt(e1)
	if sep != '-' && sep != '/' && sep != '.' {
		return 0, 0, 0, -1
	}
	b, e2 := sc.digits(e1 + 1)
	if b == "" || sc.byteAt(e2) != sep {
		return 0, 0, 0, -1
	}
	c, e3 := sc.digits(e2 + 1)
	if c == "" {
		return 0, 0, 0, -1
	}
	if n := sc.byteAt(e3); (n == sep || n == '.' || n == ',') && sc.isDigit(e3+1) {
		return 0, 0, 0, -1
	}
	na, _ := strconv.Atoi(a)
	nb, _ := strconv.Atoi(b)
	nc, _ := strconv.Atoi(c)
	short := func(s string) bool { return len(s) == 1 || len(s) == 2 }
	switch {
	case len(a) == 4 && a[0] != '0' && short(b) && short(c):
		y, m, d = na, nb, nc
	case len(c) == 4 && c[0] != '0' && short(a) && short(b):
		y = nc
		switch {
		case sep == '.' || na > 12:
			m, d = nb, na
		case nb > 12:
			m, d = na, nb
		case na == nb:
			m, d = na, nb
		default:
			if na < 1 || nb < 1 {
				return 0, 0, 0, -1
			}
			// Day and month cannot be told apart.
			return y, ambiguous, na*100 + nb, e3
		}
	default:
		return 0, 0, 0, -1
	}
	if m < 1 || m > 12 || d < 1 || d > 31 {
		return 0, 0, 0, -1
	}
	return y, m, d, e3
}

// cjkDate reads 2026年11月30日, 2026年11月, 11月30日 and the Korean
// 2026년 11월 30일.
func (sc *scanner) cjkDate(i int) (y, m, d, e int) {
	num := func(j int, units ...string) (int, int) {
		v, k := sc.digits(j)
		if v == "" || len(v) > 4 {
			return -1, j
		}
		for _, u := range units {
			if sc.hasPrefix(k, u) {
				n, _ := strconv.Atoi(v)
				return n, k + len(u)
			}
		}
		return -1, j
	}
	space := func(j int) int {
		if sc.byteAt(j) == ' ' && sc.isDigit(j+1) {
			return j + 1
		}
		return j
	}
	e = i
	y, k := num(i, "年", "년")
	if y >= 0 {
		if y < 1000 {
			return 0, 0, 0, -1
		}
		e = k
		k = space(k)
	} else {
		y, k = 0, i
	}
	m, k2 := num(k, "月", "월")
	if m < 1 || m > 12 {
		return 0, 0, 0, -1 // a year alone, 2026年, is a number
	}
	e = k2
	d, k3 := num(space(k2), "日", "일")
	if d >= 1 && d <= 31 {
		e = k3
	} else {
		d = 0
	}
	if y == 0 && d == 0 {
		return 0, 0, 0, -1 // 11月 alone is a month, not a date
	}
	return y, m, d, e
}

// dayFirst reads 30 November 2026, 30th November, 30. November 2026 and
// 30 de noviembre de 2026.
func (sc *scanner) dayFirst(i int) (y, m, d, e int) {
	d, k := sc.dayAt(i)
	if d == 0 {
		return 0, 0, 0, -1
	}
	if sc.byteAt(k) == '.' {
		k++
	}
	if sc.byteAt(k) != ' ' {
		return 0, 0, 0, -1
	}
	k++
	for _, of := range []string{"de ", "of "} {
		if sc.hasPrefix(k, of) {
			k += len(of)
		}
	}
	at := k
	m, k = sc.monthAt(k)
	if m == 0 {
		return 0, 0, 0, -1
	}
	e = k
	j := k
	if sc.byteAt(j) == ',' {
		j++
	}
	if sc.byteAt(j) == ' ' {
		j++
		if sc.hasPrefix(j, "de ") {
			j += 3
		}
		if yy, ye := sc.yearAt(j); yy > 0 {
			return yy, m, d, ye
		}
	}
	if m == 5 && sc.s[sc.orig(at)] == 'm' {
		return 0, 0, 0, -1 // "under 12 may take": the verb, in lower case and without a year
	}
	return 0, m, d, e
}

// monthFirst reads a date that starts with a month name at folded offset
// i — November 30, 2026, Nov. 30th, November 2026, April of 1397 — emits
// it and returns its end, or returns -1.
func (sc *scanner) monthFirst(i int) int {
	m, k := sc.monthAt(i)
	if m != 0 && sc.hasPrefix(k, " of ") {
		if y, ye := sc.yearAt(k + 4); y > 0 {
			t, v, more := dateTok(&sc.ar, y, m, 0, sc.tmp[:0])
			sc.emit(i, ye, t, v, more)
			return ye
		}
	}
	if m == 0 || sc.byteAt(k) != ' ' || !sc.isDigit(k+1) {
		return -1
	}
	k++
	if y, ye := sc.yearAt(k); y > 0 {
		t, v, more := dateTok(&sc.ar, y, m, 0, sc.tmp[:0])
		sc.emit(i, ye, t, v, more)
		return ye
	}
	d, de := sc.dayAt(k)
	if d == 0 {
		return -1
	}
	y := 0
	e := de
	j := de
	if sc.byteAt(j) == ',' {
		j++
	}
	if sc.byteAt(j) == ' ' {
		if yy, ye := sc.yearAt(j + 1); yy > 0 {
			y, e = yy, ye
		}
	}
	if y == 0 && (sc.byteAt(de) == ',' || sc.byteAt(de) == '.') && sc.isDigit(de+1) {
		return -1 // "May 1,000": not a date
	}
	t, v, more := dateTok(&sc.ar, y, m, d, sc.tmp[:0])
	sc.emit(i, e, t, v, more)
	return e
}

// dateTok returns the token of a date; y, m or d is 0 when unstated. For
// an ambiguous day and month, m is ambiguous and d holds both numbers.
// It returns the token, its value and its other readings, appended to
// more.
func dateTok(ar *arena, y, m, d int, more []reading) (tok, string, []reading) {
	// One string holds every value: yyyy-mm-dd--mm-dd.
	var buf [17]byte
	b := buf[:0]
	two := func(n int) { b = append(b, byte('0'+n/10%10), byte('0'+n%10)) }
	if m == ambiguous {
		two(d / 100)
		b = append(b, '/')
		two(d % 100)
		b = append(b, '/')
		b = strconv.AppendInt(b, int64(y), 10)
		s := ar.bytes(b)
		return tok{kind: Date, cls: 'd'}, s, append(more, reading{key: key{'n', s[6:]}, role: roleInner})
	}
	if y == 0 {
		b = append(b, '-', '-')
		two(m)
		b = append(b, '-')
		two(d)
		return tok{kind: Date, cls: 'd'}, ar.bytes(b), more
	}
	b = strconv.AppendInt(b, int64(y), 10)
	yn := len(b)
	if m == 0 {
		return tok{kind: Integer, cls: 'n'}, ar.bytes(b), more
	}
	b = append(b, '-')
	two(m)
	if d == 0 {
		s := ar.bytes(b)
		return tok{kind: Date, cls: 'd'}, s, append(more, reading{key: key{'n', s[:yn]}, role: roleInner})
	}
	b = append(b, '-')
	two(d)
	full := len(b)
	b = append(b, '-', '-')
	two(m)
	b = append(b, '-')
	two(d)
	s := ar.bytes(b)
	return tok{kind: Date, cls: 'd'}, s[:full], append(more,
		reading{key: key{'n', s[:yn]}, role: roleInner},
		reading{key: key{'d', s[:yn+3]}, role: roleInner},
		reading{key: key{'d', s[full:]}, role: roleInner},
	)
}
