package numbers

import (
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/internal/words"
)

// An amount is one number with its sign, currency, scale and unit, before
// it becomes a token on its own or an end of a range.
type amount struct {
	start, end int // folded range
	neg        bool
	cur        string
	core
	scale int  // power of ten the number is multiplied by
	pct   byte // 0, '%' or 'm' (per mille)
	ord   bool // ordinal suffix
	plain bool // digits and separators only
}

// A core is the digits of a number: integer and fraction digits in ASCII,
// separators removed.
type core struct {
	end   int
	ip    string // integer digits
	fp    string // fraction digits
	frac  bool   // a decimal mark was read
	alt   string // another reading of an ambiguous separator: 1.000 as 1000
	parts []string
	code  string // digits that read as a label: 4.2.1
	raw   string // the folded text of a decimal that is its own value
}

// validLead reports whether d can lead a number with thousands separators:
// one to three digits, not starting with 0 (0,125 is a decimal).
func validLead(d string) bool {
	return len(d) >= 1 && len(d) <= 3 && d[0] != '0'
}

func (sc *scanner) byteAt(k int) byte {
	if k >= 0 && k < len(sc.f) {
		return sc.f[k]
	}
	return 0
}

// listBefore reports whether the number at folded offset i follows "digit,":
// it is an item of a list such as 1,2,3, so its comma is no decimal mark.
func (sc *scanner) listBefore(i int) bool {
	return sc.byteAt(i-1) == ',' && i >= 2 && unicode.IsDigit(sc.before(i-1))
}

// decimalAfter reads a decimal part "<mark><digits>" at k and returns the
// digits and the end, or "" if there is none or it continues as a code.
func (sc *scanner) decimalAfter(k int, mark byte) (string, int) {
	if sc.byteAt(k) != mark {
		return "", k
	}
	fp, e := sc.digits(k + 1)
	if fp == "" {
		return "", k
	}
	if c := sc.byteAt(e); (c == '.' || c == ',') && sc.isDigit(e+1) {
		return "", k
	}
	return fp, e
}

// core reads the digits of a number at folded offset i, a digit or a
// decimal point followed by a digit.
func (sc *scanner) core(c *core, i int) {
	if sc.byteAt(i) == '.' {
		fp, e := sc.digits(i + 1)
		*c = core{end: e, ip: "0", fp: fp, frac: true}
		return
	}
	ip, e := sc.digits(i)
	*c = core{end: e, ip: ip}
	switch sc.byteAt(e) {
	case ',':
		g, ge := sc.digits(e + 1)
		switch {
		case g == "":
		case len(g) == 3 && validLead(ip):
			// Thousands separated by commas: 1,000 and 12,345,678.
			k := ge
			for sc.byteAt(k) == ',' {
				g2, k2 := sc.digits(k + 1)
				if len(g2) != 3 {
					break
				}
				k = k2
			}
			c.ip, c.end = sc.thousands(i, ge, k, ip, g), k
			if fp, fe := sc.decimalAfter(k, '.'); fp != "" {
				c.fp, c.frac, c.end = fp, true, fe
			}
		case len(g) == 2 && len(ip) <= 2 && ip[0] != '0' && sc.indianEnd(ge) > 0:
			// Indian grouping, lakhs and crores: 1,00,000 and
			// 12,34,56,789, groups of two and a last of three.
			k := sc.indianEnd(ge)
			c.ip, c.end = sc.thousands(i, ge, k, ip, g), k
			if fp, fe := sc.decimalAfter(k, '.'); fp != "" {
				c.fp, c.frac, c.end = fp, true, fe
			}
		case !sc.listBefore(i):
			// A decimal comma: 30,5. Not in a list (1,2,3) and not
			// before another separator.
			if n := sc.byteAt(ge); (n == ',' || n == '.') && sc.isDigit(ge+1) {
				break
			}
			c.fp, c.frac, c.end = g, true, ge
		}
	case '.':
		g, ge := sc.digits(e + 1)
		switch {
		case g == "":
			// A full stop: "within 30."
		case sc.byteAt(ge) == '.' && sc.isDigit(ge+1):
			// Several dots: thousands (1.000.000) if every group has
			// three digits, else a label (4.2.1, 192.168.0.1).
			groups := []string{g}
			k := ge
			for sc.byteAt(k) == '.' && sc.isDigit(k+1) {
				g2, k2 := sc.digits(k + 1)
				groups = append(groups, g2)
				k = k2
			}
			thousands := validLead(ip)
			for _, g := range groups {
				thousands = thousands && len(g) == 3
			}
			if !thousands {
				// A label takes every digit group joined to it.
				code := ip + "." + strings.Join(groups, ".")
				for m := sc.byteAt(k); (m == '.' || m == ',') && sc.isDigit(k+1); m = sc.byteAt(k) {
					g2, k2 := sc.digits(k + 1)
					code += string(m) + g2
					k = k2
				}
				c.code, c.end = code, k
				break
			}
			c.ip, c.end = ip+strings.Join(groups, ""), k
			if fp, fe := sc.decimalAfter(k, ','); fp != "" {
				c.fp, c.frac, c.end = fp, true, fe
			}
		case len(g) == 3 && validLead(ip) && sc.byteAt(ge) == ',' && sc.isDigit(ge+1):
			// Dot thousands and a decimal comma: 1.234,56.
			if fp, fe := sc.decimalAfter(ge, ','); fp != "" {
				c.ip, c.fp, c.frac, c.end = ip+g, fp, true, fe
			} else {
				c.fp, c.frac, c.end = g, true, ge
			}
		default:
			c.fp, c.frac, c.end = g, true, ge
			if len(ip) == e-i && len(g) == ge-e-1 {
				c.raw = sc.f[i:ge] // ASCII as written: the value itself
			}
			if len(g) == 3 && validLead(ip) {
				c.alt = ip + g // 1.000 may be a thousand
			}
		}
	case ' ':
		if validLead(ip) {
			sc.spaceGroups(c)
		}
	}
}

// indianEnd returns the end of the groups of Indian grouping that follow a
// first group of two digits ending at folded offset k: more groups of two,
// then one of three that no other group follows. It returns 0 if they do
// not end so.
func (sc *scanner) indianEnd(k int) int {
	for sc.byteAt(k) == ',' {
		g, e := sc.digits(k + 1)
		switch len(g) {
		case 2:
			k = e
		case 3:
			if sc.byteAt(e) == ',' && sc.isDigit(e+1) {
				return 0
			}
			return e
		default:
			return 0
		}
	}
	return 0
}

// thousands returns the digits of the number at folded [i, e) without its
// commas: a lead ip, then groups of three after commas, the first g, which
// ends at ge. The last number read this way is kept, since a table or a
// list often repeats it.
func (sc *scanner) thousands(i, ge, e int, ip, g string) string {
	if sc.f[i:e] == sc.lastRaw {
		return sc.lastIP
	}
	k := sc.ar.room(e - i)
	sc.ar.b.WriteString(ip)
	sc.ar.b.WriteString(g)
	for j := ge; j < e; {
		g2, j2 := sc.digits(j + 1)
		sc.ar.b.WriteString(g2)
		j = j2
	}
	sc.lastRaw, sc.lastIP = sc.f[i:e], sc.ar.from(k)
	return sc.lastIP
}

// spaceGroups extends c over thousands separated by spaces: 1 000 000.
// Groups joined by a plain space also keep their own values as parts,
// since plain spaces also separate lists and table columns.
func (sc *scanner) spaceGroups(c *core) {
	if !sc.isDigit(c.end + 1) {
		return
	}
	groups := []string{c.ip}
	strong := true
	k := c.end
	for sc.byteAt(k) == ' ' {
		g, ge := sc.digits(k + 1)
		if c := sc.byteAt(ge); len(g) != 3 || (c == ':' || c == '/') && sc.isDigit(ge+1) {
			break // 5 100:30 is not 5100:30
		}
		sep := sc.spaceSep(k)
		if sep == 0 {
			break
		}
		if c := sc.byteAt(ge); (c == '-' || c == '.') && sc.isDigit(ge+1) && sc.date(k+1, false) >= 0 {
			break
		}
		if sep == 1 {
			strong = false
		}
		groups = append(groups, g)
		k = ge
	}
	if len(groups) == 1 {
		return
	}
	c.ip, c.end = strings.Join(groups, ""), k
	for _, mark := range []byte{',', '.'} {
		if fp, fe := sc.decimalAfter(k, mark); fp != "" {
			c.fp, c.frac, c.end = fp, true, fe
			groups[len(groups)-1] += "." + fp
			break
		}
	}
	if !strong {
		c.parts = groups
	}
}

// token reads the token at folded offset i, emits it and returns its end,
// or returns -1 if no token starts at i.
func (sc *scanner) token(i int) int {
	if sc.isDigit(i) {
		if e := sc.date(i, true); e >= 0 {
			return e
		}
	}
	// The amount lives on the stack: clearing it for every token then
	// needs no write barriers, as a field of the heap scanner would.
	var am amount
	a := &am
	if !sc.amount(a, i, true) {
		return -1
	}
	if a.plain {
		if e := sc.compound(a); e >= 0 {
			return e
		}
	}
	if e := sc.rangeFrom(a); e >= 0 {
		return e
	}
	sc.emitAmount(a)
	return a.end
}

// wordToken reads a token that starts with a word at folded offset i: a
// date that starts with a month name, or an amount after a currency code.
func (sc *scanner) wordToken(i int) int {
	if e := sc.monthFirst(i); e >= 0 {
		return e
	}
	if cur, _ := sc.curPrefix(i); cur != "" {
		return sc.token(i)
	}
	return -1
}

// amount reads an amount at folded offset i: an optional sign and
// currency, the digits, and an optional scale, currency or unit.
func (sc *scanner) amount(a *amount, i int, signOK bool) bool {
	*a = amount{start: i}
	j := i
	signed := false
	if c := sc.byteAt(j); c < '0' || c > '9' {
		// A sign, a currency or a leading decimal point.
		if signOK {
			j, signed = sc.sign(a, j)
		}
		if !signed && signOK {
			if r, n := sc.at(j); (r == '+' || isMinus(r)) && sc.signAllowed(j) {
				// A sign before a currency: -$5.
				if cur, e := sc.curPrefix(j + n); cur != "" && sc.isDigit(e) {
					a.neg, signed = r != '+', true
					j += n
				}
			}
		}
		if cur, e := sc.curPrefix(j); cur != "" {
			a.cur, j = cur, e
			if sc.byteAt(j) == ' ' {
				j++
			}
			if signOK && !signed {
				j, signed = sc.sign(a, j)
			}
		}
		switch {
		case sc.isDigit(j):
		case sc.byteAt(j) == '.' && sc.isDigit(j+1):
			if j == i && !sc.signAllowed(j) {
				return false // "No.5" is not 0.5
			}
		default:
			return false
		}
	}
	sc.core(&a.core, j)
	a.end = a.core.end
	a.plain = !signed && a.cur == "" && a.code == "" && !a.frac && a.parts == nil
	if a.code != "" {
		return true
	}
	a.end = sc.suffix(a, a.end)
	a.plain = a.plain && a.scale == 0 && a.cur == "" && a.pct == 0 && !a.ord && a.code == ""
	return true
}

// sign reads a sign at folded offset j that starts a number, sets a.neg,
// and returns the offset after it and whether there was one.
func (sc *scanner) sign(a *amount, j int) (int, bool) {
	r, n := sc.at(j)
	if (r == '+' || isMinus(r)) && sc.signAllowed(j) && (sc.isDigit(j+n) || sc.byteAt(j+n) == '.' && sc.isDigit(j+n+1)) {
		a.neg = r != '+'
		return j + n, true
	}
	return j, false
}

// Currency symbols, codes and words, and the currency each names. A shared
// symbol names itself; curCompat relates it to the codes it may mean.
var (
	curSymbols = map[rune]string{
		'$': "$", '€': "EUR", '£': "GBP", '¥': "¥", '₹': "INR", '₩': "KRW",
		'₽': "RUB", '₺': "TRY", '₪': "ILS", '₱': "PHP", '₫': "VND", '฿': "THB",
		'₴': "UAH", '₦': "NGN", '₣': "FRF", '¢': "¢",
	}
	curDollars = map[string]string{
		"us": "USD", "a": "AUD", "au": "AUD", "c": "CAD", "ca": "CAD", "nz": "NZD",
		"hk": "HKD", "s": "SGD", "r": "BRL", "mx": "MXN", "nt": "TWD",
	}
	curCodes = func() map[string]bool {
		m := map[string]bool{}
		for _, c := range strings.Fields(`usd eur gbp jpy cny rmb chf cad aud nzd hkd sgd inr krw brl mxn
			sek nok dkk isk pln czk huf ron bgn rub uah try ils aed sar qar zar egp ngn kes twd thb idr
			myr php vnd ars clp cop pen`) {
			m[c] = true
		}
		return m
	}()
	curWords = map[string]string{
		"dollar": "$", "dollars": "$", "euro": "EUR", "euros": "EUR", "yen": "JPY",
		"yuan": "CNY", "renminbi": "CNY", "rupee": "INR", "rupees": "INR",
		"円": "JPY", "元": "CNY", "원": "KRW", "kr": "kr",
	}
	curFamily = map[string]string{
		"USD": "$", "AUD": "$", "CAD": "$", "NZD": "$", "HKD": "$", "SGD": "$",
		"MXN": "$", "TWD": "$", "BRL": "$", "JPY": "¥", "CNY": "¥", "RMB": "¥",
		"SEK": "kr", "NOK": "kr", "DKK": "kr", "ISK": "kr",
	}
)

// A curID is a currency as a token holds it: an index into curNames, 0
// for none. Every currency the scanner can read is known beforehand, so
// a token holds two bytes rather than a string header.
type curID uint16

// curNames and curIDs are the currencies the scanner can read and their
// ids: every symbol of category Sc as itself, and every value of
// curSymbols, curDollars and curWords and every code of curCodes in
// capitals, in sorted order after "" (id 0).
var curNames, curIDs = func() ([]string, map[string]curID) {
	set := map[string]bool{}
	for _, g := range unicode.Sc.R16 {
		for r := rune(g.Lo); r <= rune(g.Hi); r += rune(g.Stride) {
			set[string(r)] = true
		}
	}
	for _, g := range unicode.Sc.R32 {
		for r := rune(g.Lo); r <= rune(g.Hi); r += rune(g.Stride) {
			set[string(r)] = true
		}
	}
	for _, m := range []map[string]string{curDollars, curWords} {
		for _, v := range m {
			set[v] = true
		}
	}
	for _, v := range curSymbols {
		set[v] = true
	}
	for c := range curCodes {
		set[strings.ToUpper(c)] = true
	}
	delete(set, "")
	names := append([]string{""}, slices.Sorted(maps.Keys(set))...)
	ids := make(map[string]curID, len(names))
	for i, n := range names {
		ids[n] = curID(i)
	}
	return names, ids
}()

// curIDOf returns the id of currency c, which must be one the scanner
// reads. An unknown one is a bug in the table above, not in the text, so
// it panics rather than lose the currency.
func curIDOf(c string) curID {
	if c == "" {
		return 0
	}
	id, ok := curIDs[c]
	if !ok {
		panic("numbers: currency " + strconv.Quote(c) + " missing from curNames")
	}
	return id
}

// curID is curIDOf, remembering the last currency: a text names few.
func (sc *scanner) curID(c string) curID {
	if c == "" {
		return 0
	}
	if c != sc.lastCur {
		sc.lastCur, sc.lastCurID = c, curIDOf(c)
	}
	return sc.lastCurID
}

// curCompatID is curCompat for currencies as tokens hold them.
func curCompatID(a, b curID) bool {
	return a == b || curCompat(curNames[a], curNames[b])
}

// curCompat reports whether a claim's currency a and a source's currency b
// can name the same amount: either is unstated, they are equal, or one is
// a shared symbol ($, ¥, kr) the other's code is written with.
func curCompat(a, b string) bool {
	if a == "" || b == "" || a == b {
		return true
	}
	if a == "RMB" && b == "CNY" || a == "CNY" && b == "RMB" {
		return true
	}
	return curFamily[a] == b || curFamily[b] == a
}

// curPrefix reads a currency written before a number at folded offset j:
// a symbol ($, €), a symbol after letters (US$, A$) or an ISO code in
// capitals (USD). It returns "" if there is none.
func (sc *scanner) curPrefix(j int) (string, int) {
	r, n := sc.at(j)
	switch {
	case n == 0:
		return "", j
	case r == '$':
		return "$", j + n
	case 'a' <= r && r <= 'z':
	case r < utf8.RuneSelf:
		return "", j
	case unicode.Is(unicode.Sc, r):
		if cur, ok := curSymbols[r]; ok {
			return cur, j + n
		}
		return string(r), j + n
	case !isLetter(r) || spaceless(r):
		return "", j
	}
	w, we, lx := sc.lex(j)
	if sc.byteAt(we) == '$' {
		if cur, ok := curDollars[w]; ok {
			return cur, we + 1
		}
		return "", j
	}
	if lx.code && sc.upper(j, we) {
		if sc.isDigit(we) || sc.byteAt(we) == ' ' && (sc.isDigit(we+1) || isMinus(sc.before(we+2)) && sc.isDigit(we+2)) {
			return sc.ar.upper(w), we
		}
	}
	return "", j
}

// Scales: words and abbreviations after a number, and the power of ten
// each multiplies by.
var scaleWords = map[string]int{
	"thousand": 3, "thousands": 3, "million": 6, "millions": 6, "billion": 9, "billions": 9,
	"trillion": 12, "trillions": 12, "mn": 6, "mln": 6, "mio": 6, "bn": 9, "bln": 9, "mrd": 9,
	"tn": 12, "trn": 12, "lakh": 5, "lakhs": 5, "crore": 7, "crores": 7,
	"millionen": 6, "milliarde": 9, "milliarden": 9, "milliard": 9, "milliards": 9,
	"millón": 6, "millones": 6,
}

var cjkScales = map[rune]int{'千': 3, '万': 4, '萬': 4, '億': 8, '亿': 8}

var percentWords = []string{"percent", "per cent", "pct", "prozent", "por ciento", "pour cent", "per cento"}

// suffix reads what follows the digits of a at folded offset e: a scale,
// a currency, a percent sign, an ordinal suffix or a single letter.
func (sc *scanner) suffix(a *amount, e int) int {
	if !sc.suffixPossible(e) {
		return e
	}
	// Scale.
	if r, n := sc.at(e); r >= utf8.RuneSelf && cjkScales[r] > 0 {
		a.scale, e = cjkScales[r], e+n
	} else if isLetter(r) && !spaceless(r) {
		w, we, lx := sc.lex(e)
		s := int(lx.scale)
		switch {
		case w == "k":
			s = 3
		case a.cur == "" && sc.curCtx == "":
		case w == "m":
			s = 6
		case w == "b":
			s = 9
		case w == "t":
			s = 12
		}
		if s > 0 && (len(w) <= 3 || w == "k") && sc.wordEnd(we) {
			a.scale, e = s, we
		}
	} else if r == ' ' {
		if _, we, lx := sc.lex(e + 1); lx.scale > 0 && sc.wordEnd(we) {
			a.scale, e = int(lx.scale), we
		}
	}
	if a.scale > 0 && a.cur == "" && sc.byteAt(e) == '.' && sc.byteAt(e+1) == ' ' {
		// "1,5 Mio. €": an abbreviation's full stop, when a currency
		// follows.
		if w, _ := sc.word(sc.wordStart(e)); len(w) <= 3 {
			if cur, _ := sc.curSuffix(e + 1); cur != "" {
				e++
			}
		}
	}
	// Currency.
	if a.cur == "" {
		if cur, ce := sc.curSuffix(e); cur != "" {
			a.cur = cur
			return ce
		}
	}
	// Percent.
	if a.cur == "" && a.scale == 0 {
		k := e
		if sc.byteAt(k) == ' ' {
			k++
		}
		switch r, n := sc.at(k); {
		case r == '%':
			a.pct = '%'
			return k + n
		case r == '‰':
			a.pct = 'm'
			return k + n
		}
		if _, _, lx := sc.lex(k); k > e && lx.pct {
			for _, w := range percentWords {
				if sc.hasPrefix(k, w) && sc.wordEnd(k+len(w)) {
					a.pct = '%'
					return k + len(w)
				}
			}
		}
	}
	if a.scale > 0 || a.cur != "" {
		return e
	}
	// A letter right after the digits.
	r, _ := sc.at(e)
	if !isLetter(r) || spaceless(r) {
		return e
	}
	w, we := sc.word(e)
	if !a.frac && a.parts == nil && (w == "st" || w == "nd" || w == "rd" || w == "th") && sc.wordEnd(we) {
		a.ord = true
		return we
	}
	if len(w) == 1 && w[0] < utf8.RuneSelf && sc.wordEnd(we) {
		// 12a, 3d, 5m: a label or a unit that cannot be told apart.
		a.code = sc.ar.join(sc.coreText(&a.core), w)
		return we
	}
	return e
}

// A lex is what the scanner knows about a word.
type lex struct {
	month int8 // 1–12 for the name of a month
	scale int8 // the power of ten of a scale word
	code  bool // an ISO 4217 currency code, when written in capitals
	cur   bool // a currency word: dollars, euros, yen
	pct   bool // a percent word, or the first word of one: per (cent)
}

// lexicon holds every word the scanner looks for.
var lexicon = func() map[string]lex {
	m := map[string]lex{}
	set := func(w string, f func(*lex)) {
		l := m[w]
		f(&l)
		m[w] = l
	}
	words.EachMonth(func(w string, n int) {
		set(w, func(l *lex) { l.month = int8(n) })
	})
	for w, n := range scaleWords {
		set(w, func(l *lex) { l.scale = int8(n) })
	}
	for w := range curCodes {
		set(w, func(l *lex) { l.code = true })
	}
	for w := range curWords {
		set(w, func(l *lex) { l.cur = true })
	}
	for _, w := range percentWords {
		w, _, _ = strings.Cut(w, " ")
		set(w, func(l *lex) { l.pct = true })
	}
	return m
}()

// lexPairs holds the first two letters of the ASCII words of the
// lexicon, so that most words need no lookup.
var lexPairs = func() (t [utf8.RuneSelf][utf8.RuneSelf]bool) {
	for w := range lexicon {
		if len(w) >= 2 && w[0] < utf8.RuneSelf && w[1] < utf8.RuneSelf {
			t[w[0]][w[1]] = true
		}
	}
	return t
}()

// lex returns the word at folded offset i, its end, and what the scanner
// knows about it. The last answer is kept, since several rules ask about
// the same word.
func (sc *scanner) lex(i int) (string, int, lex) {
	if i == sc.lexAt && sc.lexOK {
		return sc.f[i:sc.lexEnd], sc.lexEnd, sc.lexL
	}
	w, we := sc.word(i)
	var l lex
	if len(w) < 2 || w[0] >= utf8.RuneSelf || w[1] >= utf8.RuneSelf || lexPairs[w[0]&0x7f][w[1]&0x7f] {
		l = lexicon[w]
	}
	sc.lexAt, sc.lexOK, sc.lexEnd, sc.lexL = i, true, we, l
	return w, we, l
}

// suffixPossible reports cheaply whether a suffix may start at folded
// offset e, so that the common "30 days" costs one lookup.
func (sc *scanner) suffixPossible(e int) bool {
	c := sc.byteAt(e)
	switch {
	case c >= utf8.RuneSelf || c == '%' || c == '$' || 'a' <= c && c <= 'z':
		return true
	case c != ' ':
		return false
	}
	d := sc.byteAt(e + 1)
	if d >= utf8.RuneSelf || d == '%' || d == '$' {
		return true
	}
	if d < 'a' || d > 'z' {
		return false
	}
	j := e + 1
	for j < len(sc.f) && 'a' <= sc.f[j] && sc.f[j] <= 'z' {
		j++
	}
	if sc.byteAt(j) >= utf8.RuneSelf {
		return true
	}
	_, _, lx := sc.lex(e + 1)
	return lx != lex{}
}

// coreText returns the canonical unsigned, unscaled digits of c.
func (sc *scanner) coreText(c *core) string {
	if c.code != "" {
		return c.code
	}
	return sc.ar.numVal(c.ip, c.fp, c.frac, 0)
}

// curSuffix reads a currency written after a number at folded offset e,
// after at most one space: a symbol not followed by a digit, an ISO code
// in capitals, or a currency word.
func (sc *scanner) curSuffix(e int) (string, int) {
	k := e
	if sc.byteAt(k) == ' ' {
		k++
	}
	r, n := sc.at(k)
	if n == 0 || r < utf8.RuneSelf && r != '$' && (r < 'a' || r > 'z') {
		return "", e
	}
	if unicode.Is(unicode.Sc, r) {
		if sc.isDigit(k+n) || sc.byteAt(k+n) == ' ' && sc.isDigit(k+n+1) {
			return "", e // the currency of the next number
		}
		if cur, ok := curSymbols[r]; ok {
			return cur, k + n
		}
		return string(r), k + n
	}
	if spaceless(r) {
		if cur, ok := curWords[sc.f[k:k+n]]; ok {
			return cur, k + n
		}
		return "", e
	}
	if !isLetter(r) || spaceless(r) {
		return "", e
	}
	w, we := sc.word(k)
	if !sc.wordEnd(we) {
		return "", e
	}
	switch _, _, lx := sc.lex(k); {
	case lx.code && sc.upper(k, we):
		return sc.ar.upper(w), we
	case lx.cur:
		return curWords[w], we
	}
	return "", e
}

// compound reads a token made of a plain number and more digit groups: a
// time (9:30), a ratio (3:1), a fraction or label (3/4, 24/7), or a chain
// of three or more hyphenated groups (978-3-16-148410-0). It returns -1
// if a is not followed by one.
func (sc *scanner) compound(a *amount) int {
	e := a.end
	r, n := sc.at(e)
	switch {
	case r == ':' && sc.isDigit(e+n):
		return sc.timeOrRatio(a)
	case r == 'a' || r == 'p' || r == ' ':
		return sc.hourOf(a)
	case (r == '/' || r == '⁄') && sc.isDigit(e+n):
		groups, k := sc.groups(a, func(r rune) bool { return r == '/' || r == '⁄' })
		sc.emit(a.start, k, codeTok, strings.Join(groups, "/"), nil)
		return k
	case isHyphen(r) && sc.isDigit(e+n):
		groups, k := sc.groups(a, isHyphen)
		if len(groups) < 3 && !strings.ContainsAny(groups[len(groups)-1], ".,") {
			return -1
		}
		sc.emit(a.start, k, codeTok, strings.Join(groups, "-"), nil)
		return k
	}
	return -1
}

// groups reads the digit groups that follow a, each after a separator sep
// accepts, and returns them with a's digits first, and their end. A group
// keeps the full stops and commas between its digits: 2026-11-30.5.
func (sc *scanner) groups(a *amount, sep func(rune) bool) ([]string, int) {
	groups := []string{a.ip}
	k := a.end
	for {
		r, n := sc.at(k)
		if !sep(r) || !sc.isDigit(k+n) {
			break
		}
		g, ge := sc.digits(k + n)
		for c := sc.byteAt(ge); (c == '.' || c == ',') && sc.isDigit(ge+1); c = sc.byteAt(ge) {
			more, me := sc.digits(ge + 1)
			g += string(c) + more
			ge = me
		}
		groups = append(groups, g)
		k = ge
	}
	return groups, k
}

// codeTok is a Code token before emit places it.
var codeTok = tok{kind: Code, cls: 'c'}

// timeOrRatio reads h:mm or h:mm:ss with an optional am or pm as a Time,
// and any other digit groups joined by colons as a Code.
func (sc *scanner) timeOrRatio(a *amount) int {
	groups := []string{a.ip}
	k := a.end
	for sc.byteAt(k) == ':' && sc.isDigit(k+1) {
		g, ge := sc.digits(k + 1)
		groups = append(groups, g)
		k = ge
	}
	valid := len(groups) <= 3 && len(groups[0]) <= 2
	for _, g := range groups[1:] {
		valid = valid && len(g) == 2 && g[0] < '6'
	}
	h, _ := strconv.Atoi(groups[0])
	if !valid || h > 24 {
		sc.emit(a.start, k, codeTok, strings.Join(groups, ":"), nil)
		return k
	}
	if mh, me, ok := sc.meridiem(k, h); ok {
		h, k = mh, me
	}
	groups[0] = pad2(h)
	v := strings.Join(groups, ":")
	sc.emit(a.start, k, tok{kind: Time, cls: 't'}, v, nil)
	return k
}

// meridiem reads am or pm, after an optional space, at folded offset k,
// after hour h of a twelve-hour clock, and returns the hour of the day and
// the end of the mark.
func (sc *scanner) meridiem(k, h int) (int, int, bool) {
	j := k
	if sc.byteAt(k) == ' ' {
		j++
	}
	if h < 1 || h > 12 {
		return 0, 0, false
	}
	for _, p := range []string{"am", "pm", "a.m.", "p.m.", "a.m", "p.m"} {
		if sc.hasPrefix(j, p) && sc.wordEnd(j+len(p)) {
			if p[0] == 'p' && h < 12 {
				h += 12
			} else if p[0] == 'a' && h == 12 {
				h = 0
			}
			return h, j + len(p), true
		}
	}
	return 0, 0, false
}

// hourOf reads an hour of a twelve-hour clock with am or pm and no
// minutes ("9am", "9 a.m.", "5 PM") as a Time. It returns -1 if a is no
// such hour.
func (sc *scanner) hourOf(a *amount) int {
	if a.frac || len(a.ip) > 2 {
		return -1
	}
	h, _ := strconv.Atoi(a.ip)
	mh, e, ok := sc.meridiem(a.end, h)
	if !ok {
		return -1
	}
	sc.emit(a.start, e, tok{kind: Time, cls: 't'}, pad2(mh)+":00", nil)
	return e
}

func pad2(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// rangeFrom reads a range that starts with a: a dash and a second amount.
// An ASCII hyphen joins only without spaces (3-5; "3 - 5" may be a
// subtraction); an en or em dash or a tilde may have a space on either
// side. The units of either end apply to both (3–5% is 3%–5%). It returns
// -1 if a starts no range.
func (sc *scanner) rangeFrom(a *amount) int {
	if a.code != "" || a.ord {
		return -1
	}
	e := a.end
	k := -1
	r, n := sc.at(e)
	switch {
	case isHyphen(r):
		k = e + n
	case r == '–' || r == '—' || r == '~' || r == '〜':
		k = e + n
		if sc.byteAt(k) == ' ' {
			k++
		}
	case r == ' ':
		if r2, n2 := sc.at(e + 1); r2 == '–' || r2 == '—' || r2 == '~' || r2 == '〜' {
			k = e + 1 + n2
			if sc.byteAt(k) == ' ' {
				k++
			}
		}
	}
	if k < 0 {
		return -1
	}
	if !sc.isDigit(k) {
		if cur, ce := sc.curPrefix(k); cur == "" || !sc.isDigit(ce) {
			return -1
		}
	}
	if sc.isDigit(k) && sc.date(k, false) >= 0 {
		return -1
	}
	var bm amount // on the stack, as in token
	b := &bm
	sc.curCtx = a.cur // $3–5m: the m of a dollar range is a million
	ok := sc.amount(b, k, false)
	sc.curCtx = ""
	if !ok || b.code != "" || b.ord {
		return -1
	}
	if b.plain {
		if r, n := sc.at(b.end); (r == ':' || r == '/') && sc.isDigit(b.end+n) {
			return -1
		}
	}
	// Units shared by both ends; a is left alone unless they make a range.
	if a.pct != 0 && b.pct != 0 && a.pct != b.pct || a.cur != "" && b.cur != "" && !curCompat(a.cur, b.cur) {
		return -1
	}
	lo := *a
	share := func(x, y *amount) {
		if x.pct == 0 {
			x.pct = y.pct
		}
		if x.cur == "" {
			x.cur = y.cur
		}
		if x.scale == 0 {
			x.scale = y.scale
		}
	}
	share(&lo, b)
	share(b, &lo)
	sc.emitRange(&lo, b)
	return b.end
}

func sign(neg bool) string {
	if neg {
		return "-"
	}
	return ""
}

func (a *amount) class() byte {
	switch a.pct {
	case '%':
		return '%'
	case 'm':
		return 'm'
	}
	return 'n'
}

func (a *amount) unit() string {
	switch a.pct {
	case '%':
		return "%"
	case 'm':
		return "‰"
	}
	return ""
}

// emitAmount emits a as a token of its own.
func (sc *scanner) emitAmount(a *amount) {
	if a.code != "" {
		sc.emit(a.start, a.end, codeTok, a.code, nil)
		return
	}
	val := a.raw
	if val == "" || a.scale > 0 {
		val = sc.ar.numVal(a.ip, a.fp, a.frac, a.scale)
	}
	t := tok{cur: sc.curID(a.cur), cls: a.class(), neg: a.neg, scaled: a.scale > 0}
	more := sc.tmp[:0]
	switch {
	case a.pct != 0:
		t.kind = Percent
	case a.cur != "":
		t.kind = Currency
	case a.ord:
		t.kind = Ordinal
	case strings.IndexByte(val, '.') >= 0:
		t.kind = Decimal
	}
	if a.scale > 0 {
		more = append(more, reading{key: key{a.class(), sc.ar.numVal(a.ip, a.fp, a.frac, 0)}, neg: a.neg, scaled: true, mant: true})
	}
	if a.alt != "" {
		more = append(more, reading{key: key{a.class(), a.alt}, neg: a.neg, scaled: a.scale > 0, role: roleAlt})
	} else if a.frac && a.scale == 0 && (a.pct != 0 || a.cur != "") {
		if fp := strings.TrimRight(a.fp, "0"); fp != a.fp {
			// An amount of money or a percentage is a quantity, not a
			// label: its trailing zeros say nothing ("$189.00" is $189,
			// "12.50%" is 12.5%).
			more = append(more, reading{key: key{a.class(), sc.ar.numVal(a.ip, fp, fp != "", 0)}, neg: a.neg, role: roleAlt})
		}
	}
	for _, p := range a.parts {
		more = append(more, reading{key: key{a.class(), p}, role: rolePart})
	}
	sc.emit(a.start, a.end, t, val, more)
}

// emitRange emits the range from a to b.
func (sc *scanner) emitRange(a, b *amount) {
	lo, hi := sc.ar.numVal(a.ip, a.fp, a.frac, a.scale), sc.ar.numVal(b.ip, b.fp, b.frac, b.scale)
	v := sc.ar.join(sign(a.neg), lo, "-", sign(b.neg), hi, a.unit())
	scaled := a.scale > 0 || b.scale > 0
	t := tok{kind: Range, cur: sc.curID(a.cur), cls: 'r', scaled: scaled}
	more := sc.tmp[:0]
	if scaled {
		mv := sc.ar.join(sign(a.neg), sc.ar.numVal(a.ip, a.fp, a.frac, 0), "-", sign(b.neg), sc.ar.numVal(b.ip, b.fp, b.frac, 0), a.unit())
		more = append(more, reading{key: key{'r', mv}, scaled: true, mant: true})
	}
	for _, x := range []*amount{a, b} {
		more = append(more, reading{key: key{x.class(), sc.ar.numVal(x.ip, x.fp, x.frac, x.scale)}, neg: x.neg, scaled: x.scale > 0, role: roleInner})
		if x.scale > 0 {
			more = append(more, reading{key: key{x.class(), sc.ar.numVal(x.ip, x.fp, x.frac, 0)}, neg: x.neg, scaled: true, mant: true, role: roleInner})
		}
	}
	sc.emit(a.start, b.end, t, v, more)
}
