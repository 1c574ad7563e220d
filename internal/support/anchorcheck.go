package support

import (
	"cmp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/internal/lexicon"
	"github.com/verbatim-go/verbatim/numbers"
)

// identifiers checks the claim's identifiers against the chosen passages.
func (k *checker) identifiers() {
	k.plusesApart()
	ps := k.chosen()
	for _, id := range k.c.idents {
		found := false
		var other *ident
		var otherP *Passage
		for _, p := range ps {
			for j := range p.Text.idents {
				e := &p.Text.idents[j]
				if e.key == id.key {
					found = true
					break
				}
				if other == nil && (id.prefix != "" && e.prefix == id.prefix || id.prefix == "" && e.prefix == "" && sameTail(id.key, e.key)) {
					other, otherP = e, p
				}
			}
			if found {
				break
			}
		}
		if found {
			k.sharedAnchor = true
			continue
		}
		text := k.claimText(id.start, id.end)
		if other != nil && k.versionBound(&id, other, otherP) {
			continue
		}
		if other != nil {
			k.fail(IdentifierMismatch, otherP.span(other.start, other.end), "the claim says %s; %s says %s", text, k.where, otherP.text(other.start, other.end))
			continue
		}
		if k.inText(id.key, ps) {
			continue
		}
		found, op, os, oe := ordinalIn(id, ps)
		if !found && op == nil {
			found, op, os, oe = fiscalIn(id, ps)
		}
		var month *Passage // a passage that dates the claim's quarter by a month of another
		var mn numbers.Token
		if !found && op == nil {
			found, month, mn = k.quarterMonthIn(id, ps)
		}
		switch {
		case found:
			k.sharedAnchor = true
			k.writtenIDs = append(k.writtenIDs, [2]int32{id.start, id.end})
		case month != nil:
			// "Q3 2023" against "in May 2023": a calendar's quarter, which
			// a fiscal year may number otherwise.
			k.doubt(AnchorAbsent, month.span(int32(mn.Start), int32(mn.End)), "the claim says %s; %s says %s, in another %s of the calendar year", text, k.where, mn.Text, periodLetters[id.prefix])
			k.writtenIDs = append(k.writtenIDs, [2]int32{id.start, id.end})
		case op != nil:
			// "Q1" against "the fourth quarter", "season 2" against "the
			// third season".
			k.fail(IdentifierMismatch, op.span(os, oe), "the claim says %s; %s says %s", text, k.where, op.text(os, oe))
			k.writtenIDs = append(k.writtenIDs, [2]int32{id.start, id.end})
		default:
			k.doubt(AnchorAbsent, k.bestSpan(), "%s does not mention %s", k.where, text)
			if id.mark > 0 {
				// The name of "George III" is the names' to check.
				k.writtenIDs = append(k.writtenIDs, [2]int32{id.mark, id.end})
			} else {
				k.writtenIDs = append(k.writtenIDs, [2]int32{id.start, id.end})
			}
		}
	}
	k.identsApart()
}

// versionBound decides claim identifier id where passage p gives the
// other version of it, e, as a bound: "Go 1.22 or later", "iOS 16 and
// later", "Python 3.9+". A version that meets the bound is grounded ("works
// with Go 1.23"), though not where the claim requires it ("requires Go
// 1.23" says more than the passage: the claim is unverified); one that
// does not fails the claim. It reports whether it decided; it does not
// where the claim bounds its version too, or the versions are not numbers
// apart from their name.
func (k *checker) versionBound(id, e *ident, p *Passage) bool {
	dir, end := versionBoundAfter(p.Text.src, int(e.end))
	if own, _ := versionBoundAfter(k.c.src, int(id.end)); dir == 0 || own != 0 {
		return false
	}
	cv, ok := versionParts(strings.TrimPrefix(id.key, id.prefix))
	ev, ok2 := versionParts(strings.TrimPrefix(e.key, e.prefix))
	if !ok || !ok2 {
		return false
	}
	said, text := p.text(e.start, int32(end)), k.claimText(id.start, id.end)
	if compareVersions(cv, ev)*dir < 0 {
		k.fail(IdentifierMismatch, p.span(e.start, int32(end)), "the claim says %s; %s says %s", text, k.where, said)
		return true
	}
	k.sharedAnchor = true
	k.writtenIDs = append(k.writtenIDs, [2]int32{id.start, id.end})
	if w, _ := lastWordBefore(k.c.src, id.start); requireWords[w] {
		k.doubt(AnchorAbsent, p.span(e.start, int32(end)), "%s says %q, which does not prove the claim's %s", k.where, said, text)
	}
	return true
}

// requireWords are the English words before a version that make it the
// least one required: "requires Go 1.23".
var requireWords = setOf(`require requires required requiring need needs needed needing`)

// versionBounds are the English phrases after a version that make it a
// bound, with the side of it the versions that meet it are on.
var versionBounds = []struct {
	phrase string
	dir    int
}{{" or later", 1}, {" or newer", 1}, {" or higher", 1}, {" or above", 1}, {" or greater", 1}, {" and later", 1},
	{" and newer", 1}, {" and higher", 1}, {" and above", 1}, {" or earlier", -1}, {" or older", -1}, {" or lower", -1},
	{" or below", -1}, {" and earlier", -1}, {" and older", -1}, {" and below", -1}, {"+", 1}}

// versionBoundAfter returns the side of the bound that a phrase of
// versionBounds at byte i of s makes of the version before it, and the
// phrase's end; 0 for none.
func versionBoundAfter(s string, i int) (int, int) {
	for _, b := range versionBounds {
		if n := len(b.phrase); len(s)-i >= n && strings.EqualFold(s[i:i+n], b.phrase) && (i+n == len(s) || !isASCIILetter(s[i+n])) {
			return b.dir, i + n
		}
	}
	return 0, i
}

// versionParts returns the numbers of version v, "1.22" of Go 1.22: digits
// between dots, at most four parts.
func versionParts(v string) ([4]int, bool) {
	var out [4]int
	if v == "" {
		return out, false
	}
	for n, part := range strings.Split(v, ".") {
		x, err := strconv.Atoi(part)
		if err != nil || n == len(out) || x < 0 {
			return out, false
		}
		out[n] = x
	}
	return out, true
}

// compareVersions compares versions a and b part by part.
func compareVersions(a, b [4]int) int {
	for i := range a {
		if a[i] != b[i] {
			return cmp.Compare(a[i], b[i])
		}
	}
	return 0
}

// identsApart leaves unverified a claim whose identifier the best passage
// holds, but after other words than the claim's, where another identifier
// of its kind follows the claim's words: "adds support for Python 3.8"
// against "adds support for Python 3.12 and drops support for Python
// 3.8". What the claim's words say is said of the other one.
func (k *checker) identsApart() {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.idents) == 0 || len(p.Text.idents) < 2 {
		return // the common case
	}
	e := p.Text
	for _, id := range c.idents {
		same, other := -1, -1
		var sameTie, otherTie, sameFrom, otherFrom int
		for j := range e.idents {
			u := &e.idents[j]
			if u.prefix == "" || u.prefix != id.prefix {
				continue
			}
			n, q := k.tiesBefore(id.start, e, u.start)
			switch {
			case u.key == id.key && (same < 0 || n > sameTie):
				same, sameTie, sameFrom = j, n, q
			case u.key != id.key && (other < 0 || n > otherTie):
				other, otherTie, otherFrom = j, n, q+1
			}
		}
		if same < 0 || other < 0 || otherTie <= sameTie || sameFrom < 0 {
			continue
		}
		o, u := &e.idents[other], &e.idents[same]
		if neg, at := identDenied(e.src, u.start); neg != "" && firstNegation(c.Text) == "" {
			// "supports Wi-Fi 6E" on "supports Wi-Fi 6 but not Wi-Fi 6E":
			// the passage gives the claim's identifier only to deny it.
			k.fail(NegationMismatch, p.span(int32(at), u.end), "%s negates %q (%q) but the claim does not", k.where, e.src[at+len(neg)+1:u.end], neg)
			return
		} else if neg != "" && deniedObject(c, e) {
			continue // "does not support Wi-Fi 6E" says the denial
		}
		k.doubt(AnchorAbsent, p.span(u.start, u.end), "%s says %q and %q; the claim says %q",
			k.where, p.text(e.toks[otherFrom].start, o.end), p.text(e.toks[sameFrom].start, u.end), k.claimText(c.toks[max(c.lastWordBefore(int(id.start))-otherTie+1, 0)].start, id.end))
		return
	}
}

// identDenied returns the English word of denial said right before
// the phrase at byte at of src, past the words joined to it by hyphens
// ("not" of "but not Wi-Fi 6E"), and where that word starts; "" if none.
func identDenied(src string, at int32) (string, int) {
	for range 4 {
		w, j := lastWordBefore(src, at)
		switch {
		case w == "":
			return "", 0
		case j+len(w)+1 == int(at) && src[j+len(w)] == '-':
			at = int32(j) // "Wi" of "Wi-Fi 6E"
		case phraseDenials[w] && j+len(w) < int(at) && src[j+len(w)] == ' ':
			return w, j
		default:
			return "", 0
		}
	}
	return "", 0
}

// phraseDenials are the English words that deny the phrase right after them.
var phraseDenials = setOf(`not no nor without except excluding`)

// tiesBefore counts the claim's content words that end before byte at of
// the claim and match, one for one and in order, the best passage's
// content words right before byte eat of e, walking back from them; it
// stops at the first pair that differs, and after three. It returns the
// count and the index of the passage word it stopped at (-1 past the
// first).
func (k *checker) tiesBefore(at int32, e *Text, eat int32) (int, int) {
	c := k.c
	m, q := c.lastWordBefore(int(at)), e.lastWordBefore(int(eat))
	n := 0
	for ; n < 3 && m >= 0 && q >= 0 && c.matches(m, &e.toks[q]); n++ {
		m, q = m-1, q-1
	}
	return n, q
}

// A plusForm is a word written with pluses right after it: "HDR10+",
// "C++", "Disney+", "A+". Folding drops the pluses, which make it
// another thing than the word without them.
type plusForm struct {
	word       string // the word, lower-cased, without its pluses
	plus       int    // the number of pluses
	start, end int32  // the word and its pluses in the source
}

// plusForms returns the words of src with pluses after them, and, where
// want is not empty, every other writing of a word of want (with no
// pluses or other pluses), in order.
func plusForms(src string, want []plusForm) []plusForm {
	var out []plusForm
	for i := 0; i < len(src); {
		if !isASCIIAlnum(src[i]) {
			i++
			continue
		}
		j := i
		for j < len(src) && isASCIIAlnum(src[j]) {
			j++
		}
		e := j
		for e < len(src) && src[e] == '+' {
			e++
		}
		if i > 0 && src[i-1] >= utf8.RuneSelf || e < len(src) && (isASCIIAlnum(src[e]) || src[e] >= utf8.RuneSelf) {
			i = e
			continue // part of a longer word, or of a sum: "2+2"
		}
		f := plusForm{word: strings.ToLower(src[i:j]), plus: e - j, start: int32(i), end: int32(e)}
		if f.plus > 0 || namelike(src, i, j) && slices.ContainsFunc(want, func(w plusForm) bool { return w.word == f.word }) {
			out = append(out, f)
		}
		i = e
	}
	return out
}

// namelike reports whether src[i:j], an ASCII word, is written as a name
// or an identifier is: with a digit, or with a capital where no sentence
// opens ("C" of "written in C"; not the article of "a rating").
func namelike(src string, i, j int) bool {
	if strings.ContainsAny(src[i:j], "0123456789") {
		return true
	}
	before := strings.TrimRight(src[:i], " ")
	return 'A' <= src[i] && src[i] <= 'Z' && before != "" && !strings.ContainsRune(".!?:", rune(before[len(before)-1]))
}

// isASCIIAlnum reports whether b is an ASCII letter or digit.
func isASCIIAlnum(b byte) bool {
	return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9'
}

// plusesApart fails a claim that writes a word with pluses the best
// passage writes with other pluses or none, and the other way round:
// "supports HDR10+" against "supports HDR10", "written in C" against
// "written in C++". A number's plus is left to the number.
func (k *checker) plusesApart() {
	c, p := k.c, k.best()
	if p == nil || strings.IndexByte(c.src, '+') < 0 && strings.IndexByte(p.Text.src, '+') < 0 {
		return // the common case
	}
	e := p.Text
	cf := plusForms(c.src, plusForms(e.src, nil))
	ef := plusForms(e.src, cf)
	for _, f := range cf {
		if allDigits(f.word) {
			continue // a number's plus is a bound, read with the number: "10+ years", "Python 3.9+"
		}
		same, other := false, -1
		for n, g := range ef {
			if g.word == f.word {
				if g.plus == f.plus {
					same = true
					break
				}
				other = n
			}
		}
		if same || other < 0 {
			continue
		}
		g := ef[other]
		k.fail(IdentifierMismatch, p.span(g.start, g.end), "the claim says %s; %s says %s", c.src[f.start:f.end], k.where, e.src[g.start:g.end])
		return
	}
}

// ordinalIn reports whether a passage of ps writes identifier id, a word
// and a whole number ("season 2"), with the number as an ordinal before
// the word: "the second season", "its 2nd season"; a quarter or a half
// of a year by its letter, "Q3" as "the third quarter", "H1" as "the
// first half". Where it writes another ordinal before the word instead
// ("the third season" for "season 2"), it returns that one, in its
// passage.
func ordinalIn(id ident, ps []*Passage) (found bool, other *Passage, os, oe int32) {
	value := strings.TrimPrefix(id.key, id.prefix)
	if id.prefix == "" || !allDigits(value) || value == "" || value[0] == '0' {
		return false, nil, 0, 0
	}
	word := id.prefix
	if w, ok := periodLetters[word]; ok {
		word = w
	}
	for _, p := range ps {
		t := p.Text
		for _, n := range t.nums {
			if n.Kind != numbers.Ordinal {
				continue
			}
			for j := range t.toks {
				u := &t.toks[j]
				if int(u.start) > n.End {
					if gap := strings.TrimSpace(t.src[n.End:u.start]); (u.word == word || strings.TrimSuffix(u.word, "s") == word) && (gap == "" || gap == "-") { // "third quarter", "third-quarter"
						if n.Value == value {
							return true, nil, 0, 0
						}
						if other == nil {
							other, os, oe = p, int32(n.Start), u.end
						}
					}
					break
				}
			}
		}
	}
	return false, other, os, oe
}

// quarterMonthIn reports whether a passage of ps gives a month, of the
// year the claim gives after identifier id if it gives one, in the
// quarter or half of the calendar year that id names: "Q2 2023" of "in
// May 2023". Where the passages give months of that year in none of it,
// it returns the first, and its passage. A passage that speaks of a
// fiscal year is read as numbering its own quarters.
func (k *checker) quarterMonthIn(id ident, ps []*Passage) (found bool, other *Passage, on numbers.Token) {
	value := strings.TrimPrefix(id.key, id.prefix)
	parts := 0 // months in each part
	switch id.prefix {
	case "q":
		parts = 3
	case "h":
		parts = 6
	}
	if parts == 0 || len(value) != 1 || value[0] < '1' || int(value[0]-'0') > 12/parts {
		return false, nil, on
	}
	part := int(value[0] - '0')
	year := 0 // the claim's year, right after the identifier: "Q2 2023"
	for _, q := range k.c.nums {
		if q.Start > int(id.end) && q.Start <= int(id.end)+2 && isYearTok(q) {
			year, _ = strconv.Atoi(q.Value)
		}
	}
	for _, p := range ps {
		if hasWordFold(p.Text.src, "fiscal") {
			continue
		}
		for _, n := range p.Text.nums {
			y, m, _, ok := dateParts(n.Value)
			if n.Kind != numbers.Date || !ok || m == 0 || year != 0 && y != year {
				continue
			}
			if (m-1)/parts+1 == part {
				return true, nil, on
			}
			if other == nil {
				other, on = p, n
			}
		}
	}
	return false, other, on
}

// periodLetters are the letters that name a part of a year by its
// ordinal: "Q3", "H1".
var periodLetters = map[string]string{"q": "quarter", "h": "half"}

// fiscalIn is ordinalIn for a fiscal year, "FY2024" or "FY24", which a
// passage writes as "fiscal 2024" or "fiscal year 2024".
func fiscalIn(id ident, ps []*Passage) (found bool, other *Passage, os, oe int32) {
	if id.prefix != "fy" {
		return false, nil, 0, 0
	}
	year, ok := fiscalYear(strings.TrimPrefix(id.key, id.prefix))
	if !ok {
		return false, nil, 0, 0
	}
	for _, p := range ps {
		t := p.Text
		for _, n := range t.nums {
			if !isYearTok(n) || !fiscalBefore(t.src, n.Start) {
				continue
			}
			if n.Value == year {
				return true, nil, 0, 0
			}
			if other == nil {
				_, at := lastWordBefore(t.src, int32(n.Start))
				if w, j := lastWordBefore(t.src, int32(at)); w == "fiscal" {
					at = j
				}
				other, os, oe = p, int32(at), int32(n.End)
			}
		}
	}
	return false, other, os, oe
}

// fiscalYear reads the year of "FY2024" or "FY24" from its digits.
func fiscalYear(digits string) (string, bool) {
	switch {
	case len(digits) == 4 && yearText(digits):
		return digits, true
	case len(digits) == 2 && allDigits(digits):
		return "20" + digits, true
	}
	return "", false
}

// fiscalBefore reports whether "fiscal" or "fiscal year" comes right before
// byte i of src.
func fiscalBefore(src string, i int) bool {
	w, j := lastWordBefore(src, int32(i))
	if w == "year" {
		w, _ = lastWordBefore(src, int32(j))
	}
	return w == "fiscal"
}

// inText reports whether the lower-case text of a passage holds key, an
// identifier squeezed, written another way ("Su 24"): as a whole, not
// inside a longer word or number ("Germany 2" is not in "Germany 2000").
func (k *checker) inText(key string, ps []*Passage) bool {
	for _, p := range ps {
		if holdsSqueezed(strings.ToLower(p.Text.src), key) {
			return true
		}
	}
	return false
}

// weekday returns the day of the week English word w names, Monday 1 to
// Sunday 7, in the singular or the plural ("Wednesdays"); 0 for none.
func weekday(w string) int {
	w = strings.TrimSuffix(w, "s")
	for d, name := range weekdayNames {
		if w == name {
			return d + 1
		}
	}
	return 0
}

// otherWeekday returns the day of the week of the best passage where
// English claim word i names another after "on", each the only day its
// text names, and the passage holds the claim's other words: "Shares
// rose 5% on Wednesday" against "Shares jumped 5% in early trading on
// Tuesday".
func (k *checker) otherWeekday(i int) (*Passage, *tok, bool) {
	c, p := k.c, k.englishBest()
	if p == nil || weekday(c.toks[i].word) == 0 || c.toks[i].word != weekdayNames[weekday(c.toks[i].word)-1] || !onBefore(c.src, c.toks[i].start) {
		return nil, nil, false
	}
	only := func(t *Text) int {
		at := -1
		for j := range t.toks {
			if weekday(t.toks[j].word) > 0 || t.toks[j].stem == "weekday" || t.toks[j].stem == "weekend" {
				if at >= 0 {
					return -1
				}
				at = j
			}
		}
		return at
	}
	j := only(p.Text)
	if j < 0 || only(c.Text) != i {
		return nil, nil, false
	}
	forgiven := 0
	for m := range c.toks {
		if m != i && c.toks[m].counted() && !k.covered(m) && !k.saidOtherwise(m, &forgiven) {
			return nil, nil, false // the claim says another thing of its day: "is closed on Sunday" against "opens on Monday"
		}
	}
	u := &p.Text.toks[j]
	if u.word != weekdayNames[weekday(u.word)-1] || !onBefore(p.Text.src, u.start) || p.Text.negatedAround(u.start) || c.negatedAround(c.toks[i].start) {
		return nil, nil, false
	}
	return p, u, true
}

// onBefore reports whether "on" stands right before byte start of src.
func onBefore(src string, start int32) bool {
	w, _ := lastWordBefore(src, start)
	return w == "on"
}

// inDayGroup reports whether t names the part of the week that day d,
// Monday 1 to Sunday 7, is in: "weekdays" or "weekends".
func inDayGroup(t *Text, d int) bool {
	g := dayGroup(d)
	return slices.ContainsFunc(t.toks, func(u tok) bool { return u.stem == g })
}

// dayGroup returns the stem of the word for the part of the week that day
// d, Monday 1 to Sunday 7, is in.
func dayGroup(d int) string {
	if d >= 6 {
		return "weekend"
	}
	return "weekday"
}

// weekdayNames are the English days of the week, folded, in order.
var weekdayNames = [...]string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}

// inWeekdays reports whether src gives a range of days of the week that
// holds day d: "Monday to Friday", "Tuesday through Saturday",
// "Monday–Friday".
func inWeekdays(src string, d int) bool {
	for i := 0; i < len(src); i++ {
		if !isASCIILetter(src[i]) || i > 0 && isASCIILetter(src[i-1]) {
			continue
		}
		w, j := wordAt(src, i)
		from := weekday(w)
		if from == 0 {
			continue
		}
		if f, b := lastWordBefore(src, int32(i)); f == "from" {
			if v, _ := lastWordBefore(src, int32(b)); rescheduleWords[v] {
				continue // "moved from Monday to Wednesday" gives two days, not the days between
			}
		}
		k := j
		for k < len(src) && (src[k] == ' ' || src[k] == '-') {
			k++
		}
		if strings.HasPrefix(src[k:], "–") {
			k += len("–")
		} else if v, e := wordAt(src, k); v == "to" || v == "through" || v == "thru" || v == "until" {
			k = e
		} else if k == j || src[j] != '-' {
			continue
		}
		for k < len(src) && src[k] == ' ' {
			k++
		}
		v, _ := wordAt(src, k)
		if to := weekday(v); to > 0 && (from <= to && from <= d && d <= to || from > to && (d >= from || d <= to)) {
			return true
		}
	}
	return false
}

// holdsSqueezed reports whether s holds key, with separators (hyphens,
// spaces, underscores) allowed between its characters, starting and ending
// where no letter or digit joins it.
func holdsSqueezed(s, key string) bool {
	if key == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] != key[0] || !utf8.RuneStart(s[i]) {
			continue
		}
		if r, _ := utf8.DecodeLastRuneInString(s[:i]); i > 0 && isAlnum(r) {
			continue
		}
		j, q := i, 0
		for j < len(s) && q < len(key) {
			switch {
			case s[j] == key[q]:
				j, q = j+1, q+1
			case q > 0 && (s[j] == '-' || s[j] == ' ' || s[j] == '_'):
				j++
			default:
				j = len(s) + 1 // no match here
			}
		}
		if q < len(key) || j > len(s) {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(s[j:]); j == len(s) || !isAlnum(r) {
			return true
		}
	}
	return false
}

// names checks the claim's names and parties against the chosen passages.
func (k *checker) names() {
	c := k.c
	ps := k.chosen()
	if len(ps) == 0 {
		return
	}
	if len(c.toks) > 0 && c.lang == English && !c.toks[0].is(fName) && c.toks[0].is(fCap) && c.toks[0].is(fInitial) && k.at[k.used[0]][0] >= 0 && ps[0].Text.toks[k.at[k.used[0]][0]].is(fName) {
		t := &c.toks[0]
		// A capitalised word that opens the claim, a name where the best
		// passage has it as one: "Apple bought the startup" against
		// "Google bought the startup from Apple".
		if u, ok := k.subjectOfOther(0); ok {
			k.namedInstead(u, t)
		}
	}
	seen := map[string]int{}
	var absent [][2]int // runs of the claim's names the passages do not hold
	failedHead := -1    // the last word of a name whose given names failed the claim
	for i := range c.toks {
		t := &c.toks[i]
		if !t.is(fName) || honorifics[t.word] {
			continue // a title names no one: "Dr." of "Dr. Drew" is "Doctor"
		}
		if t.dup {
			// A name the claim says again must be there as often, or the
			// place of the extra one is checked for another name: "the
			// Asia Trophy is held in Asia" against "held in Europe".
			seen[t.stem]++
			if seen[t.stem] >= k.occurrences(i, ps) {
				if p, u, ok := k.substituteIn(i, 3); ok {
					// "held every year in Europe": past a few words.
					k.fail(NameMismatch, p.span(u.start, u.end), "the claim names %s; %s names %s", nameText(k.c.Text, t), k.where, nameText(p.Text, u))
				} else if k.placeAgain(i) {
					// "The Paris Prize is awarded in Paris" against "The
					// Paris Prize is awarded each year": the place's name
					// is the prize's only.
					k.doubt(AnchorAbsent, k.bestSpan(), "%s gives %s only in a name; the claim names it again as a place", k.where, nameText(c.Text, t))
				}
			}
			continue
		}
		seen[t.stem] = 0
		if d := weekday(t.word); d > 0 && !inWeekdays(c.src, d) && slices.ContainsFunc(ps, func(p *Passage) bool { return inWeekdays(p.Text.src, d) || inDayGroup(p.Text, d) }) {
			continue // "Wednesday" of "Monday to Friday", "Saturdays" of "weekends"; not "Tuesday to Friday", a range of its own
		}
		if nameSuffixes[t.word] && i > 0 && c.toks[i-1].is(fName) && k.nameIn(i-1, ps) {
			// "Jr" of "Floyd Mayweather Jr." against "Mayweather"; but not
			// against "Floyd Mayweather Sr."
			if p, u, ok := otherSuffix(ps, t.word); ok {
				k.fail(NameMismatch, p.span(u.start, u.end), "the claim names %s; %s names %s", nameText(c.Text, t), k.where, nameText(p.Text, u))
			}
			continue
		}
		if k.inWrittenID(t) {
			continue // said already: "Boeing" of "Boeing 767", "Q3" as "third quarter"
		}
		if sym := tempScales[t.word]; sym != "" && slices.ContainsFunc(ps, func(p *Passage) bool { return strings.Contains(p.Text.src, sym) }) {
			continue // "100 degrees Celsius" against "100 °C"
		}
		if k.nameIn(i, ps) {
			k.sharedAnchor = true
			if c.lang == English {
				if p, u, ok := k.leftName(i); ok {
					// "works for Ferrari" against "works for Red Bull
					// after leaving Ferrari": the passage's name after the
					// claim's words is another; the claim's is one left.
					k.fail(NameMismatch, p.span(u.start, u.end), "the claim names %s; %s names %s", nameText(c.Text, t), k.where, nameText(p.Text, u))
					continue
				}
			}
			if c.lang == English {
				if p, u, ok := k.rankedName(i); ok {
					// "is the President" against "is the Vice President":
					// the passage's office is another.
					k.fail(NameMismatch, p.span(u.start, u.end), "the claim names %s; %s names %s", nameText(c.Text, t), k.where, nameText(p.Text, u))
					continue
				}
			}
			if c.lang == English && failedHead != i && k.withInitial(i) {
				if p, u, ok := k.otherGiven(i, ps); ok {
					// "George W. Bush" against "George H. W. Bush": every
					// word is there, but not the one name.
					k.fail(NameMismatch, p.span(u.start, u.end), "the claim names %s; %s names %s", nameText(c.Text, t), k.where, p.text(u.start, u.end))
					continue
				}
			}
			if c.lang == English && people(t.word) && attributive(c.Text, i) {
				if p, u, ok := k.otherPeople(i); ok {
					// "an American footballer" against "an Italian
					// footballer who plays for an American club": another
					// people in the claim's place, its own elsewhere.
					k.fail(NameMismatch, p.span(u.start, u.end), "the claim names %s; %s names %s", nameText(k.c.Text, t), k.where, nameText(p.Text, u))
					continue
				}
			}
			if t.is(fParty) && len(ps) > 1 && !k.nameIn(i, ps[:1]) {
				// The party is in another passage than the one that holds
				// the claim's words: the best passage may name another
				// party in its place. "The Tenant is responsible for
				// repairs" does not stand on "the Landlord is responsible
				// for repairs" because another sentence names the Tenant.
				if p, u, ok := k.substitute(i); ok && u.is(fParty) {
					k.partyFor(p, t, u)
				}
			} else if len(ps) > 1 && !k.nameIn(i, ps[:1]) {
				// So for a name: "Amara Osei warned that shops could
				// close" on "Riverside Traders … warned that shops could
				// close" and another sentence that names Amara Osei. Who
				// said what is a reading of both: not proven.
				if u, ok := k.otherSubject(i); ok {
					k.namedInstead(u, t)
				} else if who, ok := k.pronounOfOther(i); ok {
					// "Jon Vale became chief executive" on "She became
					// chief executive" after "Marta Ilves joined the
					// bank", and a sentence that names Jon Vale.
					k.doubt(AnchorAbsent, k.bestSpan(), "%s says %q of %s, not of %s", k.where, k.pronoun(), who, nameText(k.c.Text, t))
				}
			} else if u, ok := k.subjectOfOther(i); ok {
				// "Apple bought the startup" against "Google bought the
				// startup from Apple": the passage's subject of the verb
				// is another; the claim's name is elsewhere in it.
				k.namedInstead(u, t)
			}
			continue
		}
		if numberName(t.word) {
			if p, u, ok := k.otherNumberInName(i, ps); ok {
				// "Four Men in a Boat" against "Three Men in a Boat": a
				// number in a name is no given name it may leave out.
				k.fail(NameMismatch, p.span(u.start, u.end), "the claim names %s; %s names %s", k.claimText(t.start, c.toks[i+1].end), k.where, p.text(u.start, u.end))
				continue
			}
		}
		if h, ok := k.head(i); ok && h != i && k.namedIn(h, ps) && (c.lang != English || !describes(t.word) && !officeRanks[t.word]) && !numberName(t.word) {
			// A first name or initial the evidence leaves out: "Kyle
			// MacLachlan" for "MacLachlan"; but not one it gives
			// otherwise: "Anna Keller" for "Maria Keller", nor a word
			// that says what kind the name is: "Brazilian" of "Brazilian
			// Bossa Nova", nor the word that makes "New England" another
			// place than "England".
			if h == failedHead {
				continue // said already, from the name's first word
			}
			if p, u, ok := k.oppositeInName(i, h, ps); ok {
				// "Major League Baseball" against "Minor League Baseball":
				// the passage's name has the opposite word in its place.
				k.fail(NameMismatch, p.span(u.start, u.end), "the claim names %s; %s names %s", k.claimText(t.start, k.c.toks[h].end), k.where, nameText(p.Text, u))
				failedHead = h
				continue
			}
			if p, s, e, ok := k.nameGoesOn(i, h, ps); ok {
				// "High Court" against "the Court of Appeal": the
				// passage's name is another, not a shorter one.
				k.fail(NameMismatch, p.span(s, e), "the claim names %s; %s names %s", k.claimText(t.start, k.c.toks[h].end), k.where, withArticle(p.Text.src, s, p.text(s, e)))
				failedHead = h
				continue
			}
			p, u, ok := k.otherGiven(h, ps)
			if !ok && !k.otherPlace(i, ps) && !possessiveIn(c.Text, i, h) {
				continue // a given name the passage leaves out; not whose it is: "Shakespeare's Julius Caesar"
			}
			if ok && (!k.pronounSubject(i) || u.is(fBy)) {
				lo, _ := nameRun(c.Text, i)
				k.fail(NameMismatch, p.span(u.start, u.end), "the claim names %s; %s names %s", k.claimText(c.toks[lo].start, k.c.toks[h].end), k.where, p.text(u.start, u.end))
				failedHead = h
				continue
			}
			// The subject is the pronoun's: "Louisa Clark" later in "She
			// played Louisa Clark" is someone else, and the claim's given
			// name is absent.
		}
		if c.lang == English && k.nextName(i) == "" && peopleIn(t.word, ps) {
			k.sharedAnchor = true // "Argentina" for "Argentinean", and back
			continue
		}
		if p, u, ok := k.otherWeekday(i); ok {
			k.fail(NameMismatch, p.span(u.start, u.end), "the claim names %s; %s names %s", nameText(k.c.Text, t), k.where, nameText(p.Text, u))
			continue
		}
		country := c.lang == English && k.country(i, ps)
		if p, u, ok := k.substitute(i); ok && (!k.pronounSubject(i) || u.is(fBy) || t.is(fParty) && u.is(fParty)) && (!country || placeOrPeople(nameText(p.Text, u))) && !otherThan(c.src, nameStart(c.Text, i)) &&
			(u.is(fParty) || !t.is(fParty) || t.is(fCap)) {
			// A party written in lower case, "customers", is a role, which
			// only another party takes: "for all customers" against "Monday
			// to Friday" names no other.
			// Where the passages name the claim's country elsewhere, only
			// another people or place in its place fails it: "North
			// Korean" or "Paris" for "American", not "Wes Craven".
			if c.lang == English {
				if cl, sl := k.placeLevel(i), placeLevelOf(p.Text, u); sl > 0 && sl < cl {
					// "Munich" for "Germany": a smaller kind of place,
					// which may be in it; the quote does not say.
					k.doubt(AnchorAbsent, p.span(u.start, u.end), "the claim names %s; %s names %s, a %s, which it does not say is in %s", nameText(k.c.Text, t), k.where, nameText(p.Text, u), placeNouns[sl], nameText(k.c.Text, t))
					continue
				}
			}
			if t.is(fParty) && u.is(fParty) {
				k.partyFor(p, t, u)
				continue
			}
			k.fail(NameMismatch, p.span(u.start, u.end), "the claim names %s; %s names %s", nameText(k.c.Text, t), k.where, nameText(p.Text, u))
			continue
		}
		if p, u, ok := k.otherDoer(i); ok {
			k.fail(NameMismatch, p.span(u.start, u.end), "the claim names %s; %s names %s", nameText(k.c.Text, t), k.where, nameText(p.Text, u))
			continue
		}
		if country {
			if p, u, ok := k.placeAfterPrep(i); ok {
				// "a host in the United States" against "a British-American
				// actor, and a host and panellist in Canada": the people
				// is the person's; the place the claim's preposition
				// names is another.
				k.doubt(AnchorAbsent, p.span(u.start, u.end), "the claim names %s; %s names %s", nameText(k.c.Text, t), k.where, nameText(p.Text, u))
				continue
			}
			k.sharedAnchor = true // "American" for "the United States", "British" for "the UK", and back
			continue
		}

		if n := len(absent); n > 0 && absent[n-1][1] == i-1 && adjacentWords(c.src, c.toks[i-1].end, t.start) {
			absent[n-1][1] = i // one name of several words: "Marta Ilves", "Siege of the Nine Towers"
		} else {
			absent = append(absent, [2]int{i, i})
		}
	}
	for n, run := range absent {
		text := k.claimText(c.toks[run[0]].start, c.toks[run[1]].end)
		if c.lang == English && k.placeInstead(run) {
			continue
		}
		if n == 0 && k.firstName(run[0]) {
			pro := k.pronoun()
			if pro == "" && k.opensWith(run) {
				pro = k.description()
			}
			if pro != "" {
				if k.antecedent(run) {
					k.sharedAnchor = true
					continue
				}
				// The quote speaks of someone it does not name, and the
				// claim names its subject: the one thing a reader of the
				// quote's source has to look up.
				k.doubt(AnchorAbsent, k.bestSpan(), "%s does not mention %s, only %q", k.where, text, pro)
				continue
			}
		}
		k.doubt(AnchorAbsent, k.bestSpan(), "%s does not mention %s", k.where, text)
	}
	if len(absent) == 0 {
		k.pronounElsewhere()
	}
}

// deniedAnchor reports whether the claim's anchor at byte start is
// denied: said after "other than", or in a negation's scope ("was not
// born in January").
func deniedAnchor(c *Text, start int32) bool {
	return otherThan(c.src, start) || c.negatedAround(start)
}

// otherThan reports whether "other than" stands right before byte start
// of src: "someone other than Edward IV".
func otherThan(src string, start int32) bool {
	if w, b := lastWordBefore(src, start); w == "than" {
		o, _ := lastWordBefore(src, int32(b))
		return o == "other"
	}
	return false
}

// leftWords say that the name after them is one given up: "after
// leaving Ferrari", "his former club Leeds".
var leftWords = setOf(`leaving left quitting quit former formerly departing departed ex`)

// leftBefore reports whether a word of leftWords stands right before
// byte start of src, or before one common word there: "after leaving
// Ferrari", "her former club Leeds".
func leftBefore(src string, start int32) bool {
	w, b := lastWordBefore(src, start)
	if leftWords[w] {
		return true
	}
	if w == "" || b == 0 || !('a' <= src[b] && src[b] <= 'z') || strings.TrimSpace(src[b:start]) != w {
		return false
	}
	w, _ = lastWordBefore(src, int32(b))
	return w == "former" || w == "ex"
}

// leftName returns the name the best passage has right after the claim
// word before claim name i, "works for Ferrari" against "works for Red
// Bull", where the passage has the claim's name only right after a word of
// leftWords: "after leaving Ferrari".
func (k *checker) leftName(i int) (*Passage, *tok, bool) {
	p := k.best()
	c := k.c
	if p == nil || i == 0 || c.toks[i-1].is(fName) || !c.toks[i].is(fName) || c.toks[i].is(fParty) {
		return nil, nil, false
	}
	if lo, _ := nameRun(c.Text, i); lo != i {
		return nil, nil, false // from the name's first word only
	}
	e := p.Text
	prev := k.at[k.used[0]][i-1]
	if prev < 0 || prev+1 >= len(e.toks) {
		return nil, nil, false
	}
	gap := between(c.src, c.toks[i-1].end, c.toks[i].start)
	u := &e.toks[prev+1]
	if !u.is(fName) || k.c.matches(i, u) || between(e.src, e.toks[prev].end, u.start) != gap || e.toks[prev].word != c.toks[i-1].word {
		return nil, nil, false // the same words before it, in the same form: "worked for Ferrari" may be before leaving
	}
	// Every form of the claim's name is one left; else it is held otherwise too.
	left := k.everyForm(e, i, func(j int) bool { return leftBefore(e.src, e.toks[j].start) })
	return p, u, left
}

// inWrittenID reports whether claim token t is part of an identifier of
// writtenIDs.
func (k *checker) inWrittenID(t *tok) bool {
	for _, r := range k.writtenIDs {
		if t.start >= r[0] && t.end <= r[1] {
			return true
		}
	}
	return false
}

// pronounSubject reports whether claim name word i is of the claim's
// first name and the best passage opens with a pronoun or a description
// ("The film"), which may stand for it: another name later in the passage is then not in its place,
// unless it is the doer after "by" ("It is owned by Caesars" has Caesars
// in the place of the owner the claim names).
func (k *checker) pronounSubject(i int) bool {
	lo, _ := nameRun(k.c.Text, i)
	if !k.firstName(lo) {
		return false
	}
	if k.pronoun() != "" {
		return true
	}
	// "The film had its premiere in 2007" speaks of a film it does not
	// name, the subject of a claim that names it: "The film Harbour
	// Lights debuted in 2007", "The Harbour Hotel opened in 1952".
	return k.description() != "" && len(strings.Fields(k.c.src[:k.c.toks[lo].start])) <= 2
}

// firstName reports whether claim token i is the claim's first name.
func (k *checker) firstName(i int) bool {
	for j := 0; j < i; j++ {
		if k.c.toks[j].is(fName) {
			return false
		}
	}
	return true
}

// pronoun returns the third-person pronoun that opens the best passage or
// its first clause after a comma, before the passage names anyone: "She"
// in "She won the title in 2008", "her" in "After her debut, she
// toured". Otherwise "".
func (k *checker) pronoun() string {
	if !k.pronounRead {
		k.pronounRead = true
		if p := k.best(); p != nil && k.c.lang == English {
			k.pronounText = p.Text.openingPronoun()
		}
	}
	return k.pronounText
}

// openingPronoun returns the third-person pronoun that opens t, or its
// first clause after a comma, before t names anyone, or "".
func (t *Text) openingPronoun() string {
	if t.pronounRead {
		return t.pronoun
	}
	return t.readOpeningPronoun()
}

// readOpeningPronoun is openingPronoun, read from the text.
func (t *Text) readOpeningPronoun() string {
	src := t.src
	from := openingPhraseEnd(src)
	limit := len(src)
	for j := range t.toks {
		if t.toks[j].is(fName) && int(t.toks[j].start) >= from {
			limit = int(t.toks[j].start)
			break
		}
	}
	n, comma := 0, false
	for i := from; i < limit; n++ {
		for i < limit && !isASCIILetter(src[i]) {
			comma = comma || src[i] == ','
			i++
		}
		j := i
		for j < limit && isASCIILetter(src[j]) {
			j++
		}
		if n >= 3 && !comma {
			return ""
		}
		if w := src[i:j]; thirdPerson(w) && (j == len(src) || src[j] != '\'') {
			return w
		}
		if n >= 3 {
			return "" // the word after the comma is not one
		}
		i = j
	}
	return ""
}

// phraseOpeners are the English prepositions that open a sentence with a
// phrase of time or place before its subject: "In World War II, he
// commanded submarines".
var phraseOpeners = setOf(`in during after before on at as since by from following under with despite throughout until`)

// openingPhraseEnd returns where the words after an opening phrase of
// src end its comma, "he" of "In World War II, he commanded", for a
// phrase of at most eight words that a word of phraseOpeners opens; or 0.
// The names in such a phrase are no subject.
func openingPhraseEnd(src string) int {
	if w, _ := wordAt(src, 0); !phraseOpeners[w] {
		return 0
	}
	n := 0
	for i := 0; i < len(src) && n <= 8; i++ {
		switch src[i] {
		case ',':
			return i + 1
		case ';', ':', '(', ')', '"':
			return 0
		case '.':
			if i+1 < len(src) && src[i+1] == ' ' && !(i > 0 && 'A' <= src[i-1] && src[i-1] <= 'Z') {
				return 0 // a sentence's end; not "U.S."
			}
		case ' ':
			n++
		}
	}
	return 0
}

// description returns the definite description that opens the best
// passage as its subject ("The film"), or "".
func (k *checker) description() string {
	p := k.best()
	if p == nil || k.c.lang != English {
		return ""
	}
	return p.Text.openingDescription()
}

// opensWith reports whether the claim's words of run[0] to run[1] are its
// subject: nothing but an article before them.
func (k *checker) opensWith(run [2]int) bool {
	switch strings.TrimSpace(k.c.src[:k.c.toks[run[0]].start]) {
	case "", "The", "A", "An":
		return true
	}
	return false
}

// openingDescription returns "The film" of "The film was released in
// 1987": "The" or "This" and one common noun that open t as the subject of
// its verb, or "".
func (t *Text) openingDescription() string {
	from := openingPhraseEnd(t.src) // "As of 2013, the tournament was moved"
	f := sort.Search(len(t.toks), func(i int) bool { return int(t.toks[i].start) >= from })
	if len(t.toks)-f < 2 {
		return ""
	}
	n, next := &t.toks[f], &t.toks[f+1]
	switch strings.TrimSpace(t.src[from:n.start]) {
	case "The", "This":
	case "the", "this":
		if from == 0 {
			return ""
		}
	default:
		return ""
	}
	if n.is(fName) || !isASCIIWord(n.word) || n.verbForm() {
		return ""
	}
	if len(t.toks)-f > 2 && !next.is(fName) && isASCIIWord(next.word) && !next.verbForm() && next.noun() && adjacent(t.src, n.end, next.start) {
		n, next = next, &t.toks[f+2] // "The awards show is held"
	}
	if !next.verbForm() && !hasWord(between(t.src, n.end, next.start), "is", "was", "are", "were", "has", "had", "have", "will", "would") {
		return ""
	}
	return strings.TrimSpace(t.src[from:n.end])
}

// thirdPerson reports whether the ASCII word w is a third-person pronoun,
// in any case.
func thirdPerson(w string) bool {
	if len(w) < 2 || len(w) > 5 {
		return false
	}
	var b [5]byte // lower case, without allocating
	for i := 0; i < len(w); i++ {
		c := w[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
	}
	switch string(b[:len(w)]) {
	case "he", "she", "it", "they", "his", "her", "its", "their", "him", "them":
		return true
	}
	return false
}

// subjectBefore reports whether claim word i, a capitalised word that
// opens the claim as its subject though it is no name ("Aspirin"), is
// what the pronoun or description opening the best passage stands for:
// the subject of the sentence before it, its first word before its first
// verb.
func (k *checker) subjectBefore(i int) bool {
	t := &k.c.toks[i]
	if i != 0 || !t.is(fCap) || !t.is(fInitial) {
		return false
	}
	if k.pronoun() == "" && k.description() == "" {
		return false
	}
	b := k.before()
	if b == nil || len(b.toks) == 0 || b.toks[0].verbForm() {
		return false
	}
	return k.c.matches(i, &b.toks[0])
}

// before returns the sentence before the best passage, asked of the
// evidence once, or nil.
func (k *checker) before() *Text {
	if !k.beforeRead {
		k.beforeRead = true
		if len(k.used) > 0 && k.ev.Before != nil {
			k.beforeText = k.ev.Before(k.used[0])
		}
	}
	return k.beforeText
}

// pronounOfOther returns what the pronoun that opens the best passage
// stands for, where that is not claim name i, the claim's first name (see
// standsFor).
func (k *checker) pronounOfOther(i int) (string, bool) {
	lo, hi := nameRun(k.c.Text, i)
	if !k.firstName(lo) || k.pronoun() == "" {
		return "", false
	}
	return k.standsFor(k.before(), lo, hi)
}

// standsFor returns what a pronoun that opens a passage stands for,
// where that is not the claim name of words lo to hi: the subject of b,
// the sentence before the passage, a name ("Marta Ilves" for the "She" of
// "She became chief executive" after "Marta Ilves joined the bank"), or a
// description that has no word of the claim's name ("the museum" for
// "Its" of "Its collection includes 4,000 maps" after "The museum
// closed", said of "the Orrin Gallery"). ok is false where the subject
// is the claim's name, or b tells nothing.
func (k *checker) standsFor(b *Text, lo, hi int) (string, bool) {
	if b == nil || antecedentIn(k.c.Text, b, [2]int{lo, hi}) {
		return "", false
	}
	for j := 0; j < len(b.toks); j++ {
		if b.toks[j].is(fName) {
			blo, bhi := nameRun(b, j)
			if possessive(b, bhi) {
				j = bhi
				continue // the subject's owner: "Kestrel Air's chief executive, Maren Holt"
			}
			return b.src[b.toks[blo].start:b.toks[bhi].end], true
		}
		if b.toks[j].verbForm() {
			if j == 0 || b.toks[j-1].seg != b.toks[j].seg {
				return "", false
			}
			head := &b.toks[j-1]
			for m := lo; m <= hi; m++ {
				for _, u := range b.toks[:j] {
					if k.c.toks[m].stem == u.stem {
						return "", false // "the museum" of "the Tarrow Museum", "the bank's head office" of "Tarrow Bank"
					}
				}
			}
			if len(b.src) > 4 && strings.EqualFold(b.src[:4], "the ") && !strings.ContainsAny(b.src[:head.end], ",;:") {
				return "the" + b.src[3:head.end], true // "the museum", "the bank's head office"
			}
			return "", false
		}
	}
	return "", false
}

// pronounElsewhere leaves unverified a claim whose subject, its first
// name, a chosen passage names, where another chosen passage that gives
// claim words opens with a pronoun for someone or something else: "The
// Orrin Gallery has 4,000 maps" on "The nearby Orrin Gallery was
// designed by Paul Veer" and "Its collection includes 4,000 maps" after
// "The museum closed". It reports whether it did.
func (k *checker) pronounElsewhere() bool {
	c := k.c
	if len(k.used) < 2 || c.lang != English || k.ev.Before == nil {
		return false
	}
	first := slices.IndexFunc(c.toks, func(t tok) bool { return t.is(fName) })
	if first < 0 {
		return false
	}
	lo, hi := nameRun(c.Text, first)
	for _, pi := range k.used {
		p := &k.ev.Passages[pi]
		pro := p.Text.openingPronoun()
		if pro == "" || slices.ContainsFunc(k.at[pi], func(j int) bool { return j >= 0 && p.Text.toks[j].is(fName) }) {
			continue // a passage that names whom it speaks of
		}
		gives := false
		for i, j := range k.at[pi] {
			gives = gives || j >= 0 && (i < lo || i > hi) && k.cov[i] == pi
		}
		if !gives {
			continue
		}
		if who, ok := k.standsFor(k.ev.Before(pi), lo, hi); ok {
			k.doubt(AnchorAbsent, p.whole(), "%s says %q of %s, not of %s", k.where, pro, who, nameText(c.Text, &c.toks[first]))
			return true
		}
	}
	return false
}

// antecedent reports whether the sentence before the best passage, which
// opens with a pronoun, has for its subject the claim name of words
// run[0] to run[1] (see antecedentIn).
func (k *checker) antecedent(run [2]int) bool {
	return antecedentIn(k.c.Text, k.before(), run)
}

// antecedentIn reports whether b, the sentence before a passage that
// opens with a pronoun, has for its subject the name of words run[0] to
// run[1] of claim c: its first name, before its first verb, holds every
// word of it. "She won the prize" stands for "Kim Park won the prize"
// after "Kim Park joined the lab in 2010."
func antecedentIn(c, b *Text, run [2]int) bool {
	if b == nil {
		return false
	}
	first := -1
	for j := 0; j < len(b.toks); j++ {
		if b.toks[j].is(fName) {
			if _, hi := nameRun(b, j); possessive(b, hi) {
				j = hi
				continue // "Kestrel Air's chief executive, Maren Holt": the owner, not the subject
			}
			first = j
			break
		}
		if b.toks[j].verbForm() {
			return false // the subject is no name
		}
	}
	if first < 0 {
		return false
	}
	lo, hi := nameRun(b, first)
	for i := run[0]; i <= run[1]; i++ {
		key, found := nameKey(c.toks[i].word), false
		for j := lo; j <= hi && !found; j++ {
			found = nameKey(b.toks[j].word) == key
		}
		if !found {
			return false
		}
	}
	return true
}

// occurrences counts the words of ps that are claim name i.
func (k *checker) occurrences(i int, ps []*Passage) int {
	n := 0
	key := nameKey(k.c.toks[i].word)
	for _, p := range ps {
		for j := range p.Text.toks {
			if k.writes(i, key, p.Text, j) {
				n++
			}
		}
	}
	return n
}

// writes reports whether word j of passage e writes claim name i, whose
// key is key: the same word, a form of it (see nameForm), or a
// misspelling.
func (k *checker) writes(i int, key string, e *Text, j int) bool {
	u := &e.toks[j]
	w := nameKey(u.word)
	return w == key || k.c.matches(i, u) && k.nameForm(i, e, j) && !k.ownWordOf(i, u) || typo(key, w)
}

// ownWordOf reports whether a claim word other than i is passage word u
// itself, by its stem: then u is that word's, not a synonym of claim name
// i. WordNet gives "U" for uranium, but "Uranium's symbol is U" does not
// stand on "Uranium is represented by the symbol T".
func (k *checker) ownWordOf(i int, u *tok) bool {
	for m := range k.c.toks {
		if m != i && k.c.toks[m].stem == u.stem {
			return true
		}
	}
	return false
}

// nameForm reports whether word j of passage e, a form of claim word i,
// may stand for it where both are names: a word of a name of several
// words is only itself in another such name, so that the "United" of
// "United States" is no "Union" of "European Union", while "Turkish" is
// of "Turkey" and the "Mount" of "Mount Hood" a mountain.
func (k *checker) nameForm(i int, e *Text, j int) bool {
	c, u := k.c, &e.toks[j]
	return !c.toks[i].is(fName) || !u.is(fName) || sameTokStem(&c.toks[i], u) || !c.inLongName(i) || !e.inLongName(j)
}

// otherPlace reports whether claim name word i opens the name of another
// place than the name word after it, which the passages hold: "New" of
// "New England" where they say "England", not "New" of "New England
// Patriots" where they say "Patriots".
func (k *checker) otherPlace(i int, ps []*Passage) bool {
	c := k.c
	w := c.toks[i].word
	if c.lang != English || !placeWords[w] || i+1 >= len(c.toks) || !c.toks[i+1].is(fName) || !k.nameIn(i+1, ps) {
		return false
	}
	// "West Asia" is "Western Asia".
	alt := strings.TrimSuffix(w, "ern")
	if alt == w {
		alt = w + "ern"
	}
	for _, p := range ps {
		e := p.Text.toks
		for j := 1; j < len(e); j++ {
			if (e[j-1].word == w || e[j-1].word == alt) && c.matches(i+1, &e[j]) {
				return false
			}
		}
	}
	return true
}

// placeWords open names of places that are other places than the rest
// of the name.
var placeWords = setOf(`new north south east west northern southern eastern western upper lower greater central`)

// officeRanks make the office of a title another one, which a name cannot
// leave out as it leaves out a given name: "Deputy Prime Minister" is not
// "Prime Minister".
var officeRanks = setOf(`deputy vice assistant associate acting interim lieutenant honorary junior senior`)

// rankedName returns the best passage and the rank word (officeRanks)
// right before the word it matches claim name word i by, where the claim
// has no rank before it: the "Vice" of "Vice President" for the claim's
// "President".
func (k *checker) rankedName(i int) (*Passage, *tok, bool) {
	c, p := k.c, k.best()
	if p == nil || len(k.used) == 0 {
		return nil, nil, false
	}
	j := k.at[k.used[0]][i]
	if j <= 0 {
		return nil, nil, false
	}
	e := p.Text
	u := &e.toks[j-1]
	if !u.is(fName) || !officeRanks[u.word] || !adjacent(e.src, u.end, e.toks[j].start) {
		return nil, nil, false
	}
	if i > 0 && c.toks[i-1].is(fName) && adjacent(c.src, c.toks[i-1].end, c.toks[i].start) {
		return nil, nil, false // the claim's name goes on before it: checked from its first word
	}
	return p, u, true
}

// describes reports whether the folded English word w is an adjective the
// lexicon writes with a capital, one of a people or a place ("American",
// "Russian"), which a name cannot leave out as it leaves out a given name.
func describes(w string) bool {
	if !isASCIIWord(w) {
		return false
	}
	for _, b := range cachedBases(w) {
		if b.POS()&lexicon.Adj != 0 && b.Proper() {
			return true
		}
	}
	return false
}

// placeOrPeople reports whether a word of the name text, folded, is of a
// people or a place (see describes), or names a region or a location:
// "North Korean", "Paris".
func placeOrPeople(text string) bool {
	for _, w := range strings.Fields(text) {
		if w = strings.ToLower(w); describes(w) || isASCIIWord(w) && (isA(w, "region") || isA(w, "location")) {
			return true
		}
	}
	return false
}

// nameText returns the whole name word u of t is in, as withArticle
// writes it: "the United Kingdom" for its "Kingdom".
func nameText(t *Text, u *tok) string {
	j := tokIndex(t, u)
	if j < 0 || u.is(fParty) {
		return withArticle(t.src, u.start, t.src[u.start:u.end])
	}
	lo, hi := nameRun(t, j)
	if hi+1 < len(t.toks) && t.toks[hi+1].is(fName) && t.toks[hi].end+4 == t.toks[hi+1].start && t.src[t.toks[hi].end:t.toks[hi+1].start] == " of " {
		_, hi = nameRun(t, hi+1) // "the State of Delaware", not "the State"
	}
	start, end := t.toks[lo].start, t.toks[hi].end
	for lo > 0 && t.toks[lo-1].is(fName) && t.toks[lo-1].end+1 == start && t.src[start-1] == '-' {
		lo, _ = nameRun(t, lo-1)
		start = t.toks[lo].start // "Spider-Man", not "Man"
	}
	for _, id := range t.idents {
		if id.start >= start && id.start <= t.toks[hi].start && id.end > end {
			end = id.end // the number that ends it: "the Kel 5", "Boeing 787"
		}
	}
	return withArticle(t.src, start, t.src[start:end])
}

// nameRun returns the first and last word of the name word j of t is in:
// names written next to each other with only spaces or an initial's period
// between ("George W. Bush"), defined parties apart.
func nameRun(t *Text, j int) (lo, hi int) {
	lo, hi = j, j
	for lo > 0 && t.toks[lo-1].is(fName) && !t.toks[lo-1].is(fParty) && adjacent(t.src, t.toks[lo-1].end, t.toks[lo].start) {
		lo--
	}
	for hi+1 < len(t.toks) && t.toks[hi+1].is(fName) && !t.toks[hi+1].is(fParty) && adjacent(t.src, t.toks[hi].end, t.toks[hi+1].start) {
		hi++
	}
	return lo, hi
}

// withArticle returns text, written at start in src, with the "the"
// written before it, and with the last period of a dotted abbreviation,
// which its word leaves out: "the U.S.".
func withArticle(src string, start int32, text string) string {
	if e := int(start) + len(text); strings.Contains(text[strings.LastIndexByte(text, ' ')+1:], ".") && e < len(src) && src[e] == '.' && src[int(start):e] == text {
		text += "."
	}
	if s := int(start); s >= 4 && strings.EqualFold(src[s-4:s], "the ") {
		return src[s-4:s] + text
	}
	return text
}

// nameIn reports whether claim name i is in one of ps: the same word, up
// to form (Turkish and Turkey, Mexican and Mexico).
func (k *checker) nameIn(i int, ps []*Passage) bool {
	t := &k.c.toks[i]
	key := nameKey(t.word)
	for _, p := range ps {
		for _, pi := range k.used {
			if j := k.at[pi][i]; &k.ev.Passages[pi] == p && j >= 0 {
				if u := &p.Text.toks[j]; nameKey(u.word) == key || !k.ownWordOf(i, u) {
					return true // the match holds it: the common case
				}
			}
		}
	}
	for _, p := range ps {
		for j := range p.Text.toks {
			if k.writes(i, key, p.Text, j) {
				return true
			}
		}
		if (t.is(fAcronym) || dotted(t.word)) && initialsIn(key, p.Text, k.nextName(i)) {
			return true // "UN" for "United Nations", "U.S." for "United States"
		}
		if dotted(t.word) && lettersIn(key, p.Text) {
			return true // "R.R." for "R. R."
		}
		if numberWordIn(key, p.Text) {
			return true // "Two" of "Two and a Half Men", which opens the passage, read as a number there
		}
	}
	if t.is(fName) && k.phraseInitials(i, ps) {
		return true // "Ukrainian Soviet Socialist Republic" for "Ukrainian SSR"
	}
	return false
}

// numberName reports whether the folded name word w is a number word:
// the "Three" of "Three Men in a Boat".
func numberName(w string) bool {
	_, unit := unitWords[w]
	return unit || ordinalWords[w] > 0
}

// otherNumberInName returns, for claim name word i, a number word
// (numberName), the passage and the words of another number the passages
// write right before the claim's next name word: "Three Men" for "Four
// Men".
func (k *checker) otherNumberInName(i int, ps []*Passage) (*Passage, *tok, bool) {
	c := k.c
	if i+1 >= len(c.toks) || !c.toks[i+1].is(fName) || !adjacentWords(c.src, c.toks[i].end, c.toks[i+1].start) {
		return nil, nil, false
	}
	for _, p := range ps {
		e := p.Text
		for j := range e.toks {
			if !c.matches(i+1, &e.toks[j]) {
				continue
			}
			for _, nw := range e.nwords {
				if nw.end < e.toks[j].start && adjacentWords(e.src, nw.end, e.toks[j].start) && !hasWordFold(nw.text, c.toks[i].word) {
					return p, &tok{start: nw.start, end: e.toks[j].end}, true
				}
			}
		}
	}
	return nil, nil, false
}

// numberWordIn reports whether the folded name word key is a word of a
// number written in words in e: a name such as "Two and a Half Men" that
// opens a sentence is read as a number there, and its words are no
// content words.
func numberWordIn(key string, e *Text) bool {
	for _, nw := range e.nwords {
		if hasWordFold(e.src[nw.start:nw.end], key) {
			return true
		}
	}
	return false
}

// nameInitials returns, for claim name word i, the folded acronym it is
// ("us" for "U.S.") or the initials of the name of several words it is in
// ("us" for "United States").
func (k *checker) nameInitials(i int) string {
	c := k.c
	if key := nameKey(c.toks[i].word); c.toks[i].is(fAcronym) || dotted(c.toks[i].word) {
		return key
	}
	lo, hi := nameRun(c.Text, i)
	if hi == lo || hi-lo >= 6 {
		return ""
	}
	var b [6]byte
	for m := lo; m <= hi; m++ {
		b[m-lo] = c.toks[m].word[0]
	}
	return string(b[:hi-lo+1])
}

// country reports whether claim name word i is a country that a passage
// of ps names by the word of its people, or that word for a country a
// passage names: "American" for "the United States", and back. A word
// within a name stands for the name when the name is spelt out ("United"
// of "United States"), and not otherwise ("US" of "US Open").
func (k *checker) country(i int, ps []*Passage) bool {
	t := &k.c.toks[i]
	if k.nextName(i) == "" {
		return countryIn(nameKey(t.word), ps) || k.demonymIn(i, ps)
	}
	if t.is(fAcronym) || dotted(t.word) {
		return false
	}
	_, hi := nameRun(k.c.Text, i)
	return k.demonymIn(hi, ps)
}

// placeAfterPrep returns, for claim name i after a preposition ("in the
// United States"), a place the best passage names after the same
// preposition that the claim does not name, where the passage does not
// name the claim's place itself.
func (k *checker) placeAfterPrep(i int) (*Passage, *tok, bool) {
	c, p := k.c, k.englishBest()
	if p == nil {
		return nil, nil, false
	}
	lo, _ := nameRun(c.Text, i)
	prep := wordBeforeThe(c.src, c.toks[lo].start)
	if !prepositions[prep] || countryIn(nameKey(c.toks[i].word), []*Passage{p}) {
		return nil, nil, false
	}
	e := p.Text
	for j := range e.toks {
		u := &e.toks[j]
		if !u.is(fName) || j > 0 && e.toks[j-1].is(fName) && adjacent(e.src, e.toks[j-1].end, u.start) || k.inClaimName(u) {
			continue
		}
		if wordBeforeThe(e.src, u.start) == prep && placeOrPeople(nameText(e, u)) {
			return p, u, true
		}
	}
	return nil, nil, false
}

// placeInstead decides claim name run, which the passages do not hold,
// where it is a place after a preposition and the best passage names
// another place after the same one: "Customer data is stored in Canada"
// fails on "… stored in data centres in the United States", two places of
// one kind, neither of which is in the other. A place of another kind may
// be in the passage's, or hold it ("in Munich" against "in Germany"):
// the claim is unverified. It reports whether it decided; where either
// kind is not known, it does not.
func (k *checker) placeInstead(run [2]int) bool {
	c := k.c
	if !placePrepositions[wordBeforeThe(c.src, c.toks[run[0]].start)] {
		return false
	}
	p, u, ok := k.placeAfterPrep(run[1])
	if !ok {
		return false
	}
	cl, sl := placeLevelOf(c.Text, &c.toks[run[1]]), placeLevelOf(p.Text, u)
	if cl == 0 {
		return false
	}
	switch {
	case sl == 0:
		return false
	case sl == cl:
		k.fail(NameMismatch, p.span(u.start, u.end), "the claim names %s; %s names %s", nameText(c.Text, &c.toks[run[1]]), k.where, nameText(p.Text, u))
	default:
		k.doubt(AnchorAbsent, p.span(u.start, u.end), "the claim names %s, a %s; %s names %s, a %s", nameText(c.Text, &c.toks[run[1]]), placeNouns[cl], k.where, nameText(p.Text, u), placeNouns[sl])
	}
	return true
}

// placePrepositions are the English prepositions that say a place is
// where a thing is, comes from or goes: not "outside" or "beyond" it.
var placePrepositions = setOf(`in within inside into at from to across throughout`)

// demonymIn reports whether a passage of ps has the word of the people
// of the country claim name i is, by its initials: "American" for the
// claim's "US" or "United States".
func (k *checker) demonymIn(i int, ps []*Passage) bool {
	a := k.nameInitials(i)
	if a == "" {
		return false
	}
	for _, p := range ps {
		for j := range p.Text.toks {
			if d := demonyms[nameKey(p.Text.toks[j].word)]; d == a {
				return true
			}
		}
	}
	return false
}

// peopleIn reports whether a passage of ps has a one-word name that is
// the word of the people of place w, or the place of people w, by their
// spelling: "Argentinean" and "Argentina", "Canadian" and "Canada",
// "German" and "Germany". ("Indian" is not "Indiana".)
func peopleIn(w string, ps []*Passage) bool {
	for _, p := range ps {
		for j := range p.Text.toks {
			if u := &p.Text.toks[j]; u.is(fName) && !u.is(fParty) && (peopleOf(w, u.word) || peopleOf(u.word, w)) {
				return true
			}
		}
	}
	return false
}

// peopleOf reports whether folded word people is the word of the people
// of place: the place without its last vowels, and a suffix of peoples.
func peopleOf(place, people string) bool {
	base := strings.TrimRight(place, "aeiouy")
	if len(base) < 4 || !strings.HasPrefix(people, base) || !isASCIIWord(place) {
		return false
	}
	switch people[len(base):] {
	case "an", "ian", "ean", "ese", "ish", "i", "ine", "ic":
		return true
	case "":
		return strings.HasSuffix(place, "y") // "Germany", "German"
	}
	return false
}

// demonyms maps the words of a people that name a country written as its
// initials otherwise.
var demonyms = map[string]string{"american": "us", "america": "us", "british": "uk", "britain": "uk"}

// countryIn reports whether e names, by initials or by them spelt out, the
// country the claim's word of its people names: "American" is in "the
// U.S." and in "the United States".
func countryIn(key string, ps []*Passage) bool {
	a, ok := demonyms[key]
	if !ok {
		return false
	}
	for _, p := range ps {
		for j := range p.Text.toks {
			if nameKey(p.Text.toks[j].word) == a {
				return true
			}
		}
		if initialsIn(a, p.Text, "") {
			return true
		}
	}
	return false
}

// typo reports whether two names of five letters or more differ by one
// letter added, dropped or changed, or two neighbours swapped, after the
// first, which a misspelling keeps: "Arjit" and "Arijit", "Tolkein" and
// "Tolkien" name one person; "Justin" and "Austin" two; "Employer" and
// "Employee" two sides of one act (see roleNouns).
func typo(a, b string) bool {
	if a == b || len(a) < 5 || len(b) < 5 || !isASCIIWord(a) || !isASCIIWord(b) || a[0] != b[0] || roleNouns(a, b) {
		return false
	}
	if len(a) > len(b) {
		a, b = b, a
	}
	switch len(b) - len(a) {
	case 0:
		diff := -1
		for i := range a {
			if a[i] != b[i] {
				if diff >= 0 {
					// Two differences: only a swap of neighbours.
					return diff == i-1 && a[diff] == b[i] && a[i] == b[diff] && a[i+1:] == b[i+1:]
				}
				diff = i
			}
		}
		return true
	case 1:
		i := 0
		for i < len(a) && a[i] == b[i] {
			i++
		}
		return a[i:] == b[i+1:]
	}
	return false
}

// roleNouns reports whether folded words a and b are the two sides of
// one act, the one who does it and the one it is done to: "employer" and
// "employee", "lessor" and "lessee", "licensors" and "licensee".
func roleNouns(a, b string) bool {
	base := func(w, suffix string) (string, bool) {
		w = strings.TrimSuffix(w, "s")
		s, ok := strings.CutSuffix(w, suffix)
		return s, ok && len(s) >= 3
	}
	for _, p := range [2][2]string{{a, b}, {b, a}} {
		x, ok := base(p[1], "ee")
		if !ok {
			continue
		}
		for _, suffix := range []string{"er", "or"} {
			if y, ok := base(p[0], suffix); ok && y == x {
				return true
			}
		}
	}
	return false
}

// initialsIn reports whether e has consecutive capitalised words, "of",
// "and" and "the" aside, whose initials spell the folded acronym a, and,
// when next is not "", the name word next after them: "US Navy" is in
// "United States Navy", "US Open" not in "the United States, on an open
// court". An acronym of three letters or more may spell words in lower
// case too: "CEO" is in "chief executive officer", and in "chief
// executive" as it is written short.
func initialsIn(a string, e *Text, next string) bool {
	if len(a) < 2 || len(a) > 6 {
		return false
	}
	for j := range e.toks {
		n, m := 0, j
		for ; m < len(e.toks) && n < len(a); m++ {
			u := &e.toks[m]
			if !u.is(fCap) && len(a) < 3 || u.is(fAcronym) || u.word[0] != a[n] || m > j && !adjacentWords(e.src, e.toks[m-1].end, u.start) {
				break
			}
			n++
		}
		if n == len(a) && (next == "" || m < len(e.toks) && nameKey(e.toks[m].word) == next) {
			return true
		}
		if w, ok := chiefTitles[a]; ok && n == 2 && e.toks[j].word == "chief" && e.toks[j+1].word == w && next == "" {
			return true // "chief executive" for "CEO": the officer goes unsaid
		}
	}
	return false
}

// chiefTitles are the acronyms of chief officers, each with the word
// after "chief" that names the office when "officer" goes unsaid.
var chiefTitles = map[string]string{"ceo": "executive", "cfo": "financial", "coo": "operating", "cto": "technology",
	"cio": "information", "cmo": "marketing"}

// nextName returns the name key of the word of claim word i's name that
// follows it, or "": "open" for the "US" of "US Open".
func (k *checker) nextName(i int) string {
	c := k.c
	if i+1 < len(c.toks) && c.toks[i+1].is(fName) && adjacent(c.src, c.toks[i].end, c.toks[i+1].start) {
		return nameKey(c.toks[i+1].word)
	}
	return ""
}

// lettersIn reports whether e writes the initials a as single letters
// side by side: "R. R." for "R.R.".
func lettersIn(a string, e *Text) bool {
	for j := range e.toks {
		n := 0
		for m := j; m < len(e.toks) && n < len(a); m++ {
			u := &e.toks[m]
			if len(u.word) != 1 || u.word[0] != a[n] || m > j && !adjacent(e.src, e.toks[m-1].end, u.start) {
				break
			}
			n++
		}
		if n == len(a) && n > 1 {
			return true
		}
	}
	return false
}

// dotted reports whether w is a dotted abbreviation: "u.s", "d.c".
func dotted(w string) bool {
	if !strings.Contains(w, ".") || len(w) > 12 {
		return false
	}
	run := 0 // letters since the last period
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c == '.':
			run = 0
		case c >= 'a' && c <= 'z' && run < 2:
			run++
		default:
			return false
		}
	}
	return true
}

// phraseInitials reports whether claim name i is one word of a name of
// the claim whose words from i on spell, by their initials, an acronym of
// the passages: "Soviet Socialist Republic" for "SSR".
func (k *checker) phraseInitials(i int, ps []*Passage) bool {
	toks := k.c.toks
	lo := i
	for lo > 0 && toks[lo-1].is(fCap) && adjacentWords(k.c.src, toks[lo-1].end, toks[lo].start) {
		lo--
	}
	hi := i + 1
	for hi < len(toks) && toks[hi].is(fCap) && adjacentWords(k.c.src, toks[hi-1].end, toks[hi].start) {
		hi++
	}
	for _, p := range ps {
		for j := range p.Text.toks {
			u := &p.Text.toks[j]
			if !u.is(fAcronym) && !dotted(u.word) {
				continue
			}
			for _, a := range [2]string{strings.ReplaceAll(u.word, ".", ""), nameKey(u.word)} {
				for s := lo; s <= i; s++ {
					for e := i + 1; e <= hi; e++ {
						if e-s != len(a) {
							continue
						}
						ok := true
						for m := s; m < e && ok; m++ {
							ok = toks[m].word[0] == a[m-s]
						}
						if ok {
							return true
						}
					}
				}
			}
		}
	}
	return false
}

// namedIn reports whether a passage of ps holds claim name i as a name:
// "Films" of "Marrow Films" is not in "a comedy film".
func (k *checker) namedIn(i int, ps []*Passage) bool {
	for _, p := range ps {
		for j := range p.Text.toks {
			if k.isName(i, &p.Text.toks[j]) && !k.otherName(i, p.Text, j) {
				return true
			}
		}
	}
	return false
}

// nameGoesOn returns where the passages name claim word h, the last word
// of a claim name whose word i, a common word, they do not have, only as
// the first of a longer name, "of" and a name after it ("Court of
// Appeal", "Bank of Orrin"), which the claim's name is not: the passage,
// the byte range of that name, and true. A passage that names it so once
// and by itself once is not read so; nor one without "the" before it,
// which may be a person's ("Roy of Lumen Bank").
func (k *checker) nameGoesOn(i, h int, ps []*Passage) (*Passage, int32, int32, bool) {
	c := k.c
	if c.lang != English || !commonWord(c.toks[i].word) || ofName(c.Text, h) >= 0 {
		return nil, 0, 0, false
	}
	var at *Passage
	var s, e int32
	for _, p := range ps {
		for j := range p.Text.toks {
			if !k.isName(h, &p.Text.toks[j]) {
				continue
			}
			end := ofName(p.Text, j)
			if end < 0 {
				return nil, 0, 0, false
			}
			if lo, _ := nameRun(p.Text, j); lo != j {
				return nil, 0, 0, false // "Prime Minister of Orrin": the claim's word may be in it
			}
			if w, _ := lastWordBefore(p.Text.src, p.Text.toks[j].start); w != "the" {
				return nil, 0, 0, false // "Roy of Lumen Bank" may be a person's
			}
			if at == nil {
				at, s, e = p, p.Text.toks[j].start, p.Text.toks[end].end
			}
		}
	}
	return at, s, e, at != nil
}

// ofName returns the last word of the name that "of" (or "of the") and
// a name after word j of t make of it ("Court of Appeal"), or -1.
func ofName(t *Text, j int) int {
	if j+1 >= len(t.toks) || !t.toks[j+1].is(fName) || t.toks[j+1].is(fParty) {
		return -1
	}
	switch strings.ToLower(strings.TrimSpace(between(t.src, t.toks[j].end, t.toks[j+1].start))) {
	case "of", "of the":
	default:
		return -1
	}
	_, hi := nameRun(t, j+1)
	return hi
}

// otherName reports whether the name word j of e is in is one the claim
// gives elsewhere than in the name its word h ends: the "Saltire Awards"
// of a claim that names both the Saltire Awards and the Coastal Heritage
// Awards stands for the first only.
func (k *checker) otherName(h int, e *Text, j int) bool {
	c := k.c
	lo := h
	for lo > 0 && c.toks[lo-1].is(fName) && adjacent(c.src, c.toks[lo-1].end, c.toks[lo].start) {
		lo--
	}
	for g := j; g > 0 && e.toks[g-1].is(fName) && adjacent(e.src, e.toks[g-1].end, e.toks[g].start); g-- {
		key := nameKey(e.toks[g-1].word)
		for m := range c.toks {
			if (m < lo || m > h) && c.toks[m].is(fName) && nameKey(c.toks[m].word) == key {
				return true
			}
		}
	}
	return false
}

// isName reports whether passage word u is claim name i written as a
// name, with a capital: the same word, or an inflection of it ("Award"
// and "Awards"), but not another word of its meaning ("Memorial" is no
// "Monument").
func (k *checker) isName(i int, u *tok) bool {
	t := &k.c.toks[i]
	return u.is(fName|fCap) && (nameKey(u.word) == nameKey(t.word) || u.stem == t.stem)
}

// oppositeInName returns a word of a name of ps whose last word is the
// claim's name head h, written before it, that is the opposite of claim
// name word i, which ps do not have: "Minor" of "Minor League Baseball"
// for "Major" of "Major League Baseball", "North" for "South".
func (k *checker) oppositeInName(i, h int, ps []*Passage) (*Passage, *tok, bool) {
	t := &k.c.toks[i]
	if k.c.lang != English || !isASCIIWord(t.word) {
		return nil, nil, false
	}
	for _, p := range ps {
		e := p.Text
		for j := range e.toks {
			if !k.isName(h, &e.toks[j]) {
				continue
			}
			for g := j; g > 0 && j-g < 4 && e.toks[g-1].is(fName) && adjacent(e.src, e.toks[g-1].end, e.toks[g].start); g-- {
				if u := &e.toks[g-1]; u.is(fASCII) && opposite(t.word, u.word) {
					return p, u, true
				}
			}
		}
	}
	return nil, nil, false
}

// otherGiven reports, for the head h of a name of the claim, whether
// every occurrence of it in ps follows other given names than the
// claim's, and returns that full name. A given name agrees with another
// when one starts with the other (Alex, Alexander) or is a short form
// that shares its first three letters (Kate, Katherine). The same holds for the words before the last of
// any name: "American Airlines" is not "Singapore Airlines".
func (k *checker) otherGiven(h int, ps []*Passage) (*Passage, *tok, bool) {
	var given []string
	for i := h - 1; i >= 0 && k.c.toks[i].is(fName) && adjacent(k.c.src, k.c.toks[i].end, k.c.toks[i+1].start); i-- {
		if t := &k.c.toks[i]; t.is(fInitial) && isASCIIWord(t.word) && isA(t.word, "person") {
			break // "Chairman" of "Chairman Idris Vance" says what he is
		}
		given = appendGiven(given, k.c.toks[i].word)
	}
	var first *Passage
	var firstTok tok
	firstShares := false
	for _, p := range ps {
		e := p.Text
		for j := range e.toks {
			u := &e.toks[j]
			if !k.isName(h, u) || k.otherName(h, e, j) {
				continue
			}
			var theirs []string
			g := j
			for g > 0 && e.toks[g-1].is(fName) && adjacent(e.src, e.toks[g-1].end, e.toks[g].start) {
				g--
				theirs = appendGiven(theirs, e.toks[g].word)
			}
			if len(theirs) == 0 || agreeGiven(given, theirs) {
				return nil, nil, false // the name alone, or with the same given names
			}
			// The occurrence to name is the first, or the first that
			// shares a given name with the claim's ("Peterborough City
			// Council" for "Scarborough City Council").
			if shares := anyGiven(given, theirs); first == nil || shares && !firstShares {
				first, firstTok, firstShares = p, tok{start: e.toks[g].start, end: u.end}, shares
			}
		}
	}
	if first == nil {
		return nil, nil, false
	}
	return first, &firstTok, true
}

// agreeGiven reports whether the given names a and b, nearest the
// surname first, agree: those of one are, in order, names of the other,
// which may have more (a middle name one leaves out: "Catherine
// Hardwicke" for "Fiona Catherine Hardwicke"). "Acme Holdings" and
// "Borealis Holdings" do not agree, though both say Holdings.
//
// Middle initials after a given name must be the same where both give
// them: "George W. Bush" and "George H. W. Bush" are two.
func agreeGiven(a, b []string) bool {
	if ia, ib := initialsOf(a), initialsOf(b); ia != "" && ib != "" && ia != ib && len(ia) < len(a) && len(ib) < len(b) {
		return false
	}
	return subsequence(a, b) || subsequence(b, a)
}

// appendGiven appends to list, which runs from the surname back, the key
// of given name w, or the letters of its initials one by one, last first:
// "J.R." gives "r", "j", as "J. R." does.
func appendGiven(list []string, w string) []string {
	if strings.Contains(w, ".") {
		parts := strings.Split(strings.Trim(w, "."), ".")
		if len(parts) > 1 && !slices.ContainsFunc(parts, func(p string) bool { return utf8.RuneCountInString(p) != 1 }) {
			for i := len(parts) - 1; i >= 0; i-- {
				list = append(list, nameKey(parts[i]))
			}
			return list
		}
	}
	return append(list, nameKey(w))
}

// initialsOf returns the one-letter names of given names list, in order.
func initialsOf(list []string) string {
	var b strings.Builder
	for _, g := range list {
		if utf8.RuneCountInString(g) == 1 {
			b.WriteString(g)
		}
	}
	return b.String()
}

// anyGiven reports whether some name of a agrees with one of b.
func anyGiven(a, b []string) bool {
	for _, x := range a {
		for _, y := range b {
			if sameGiven(x, y) {
				return true
			}
		}
	}
	return false
}

// subsequence reports whether each name of a agrees, in order, with a
// name of b.
func subsequence(a, b []string) bool {
	j := 0
	for _, x := range a {
		for j < len(b) && !sameGiven(x, b[j]) {
			j++
		}
		if j == len(b) {
			return false
		}
		j++
	}
	return true
}

// sameGiven reports whether two given names may name one person: one is
// an initial or a short form of the other ("J" and "John", "Kat" and
// "Katherine", "Kate" and "Katherine", "Mandy" and "Amanda"). "Samuel"
// and "Samantha" are two.
func sameGiven(x, y string) bool {
	if strings.HasPrefix(x, y) || strings.HasPrefix(y, x) {
		return true
	}
	return min(len(x), len(y)) <= 4 && len(x) >= 3 && len(y) >= 3 && x[:3] == y[:3] || pet(x, y) || pet(y, x) || nickname(x, y) || nickname(y, x)
}

// nickname reports whether x is an English pet form of given name y, or
// of a name y starts with, that its letters do not show: "Bob" of
// "Robert", "Bill" of "William", "Peggy" of "Margaret".
func nickname(x, y string) bool {
	for _, full := range strings.Fields(nicknames[x]) {
		if strings.HasPrefix(y, full) {
			return true
		}
	}
	return false
}

// nicknames are the English pet forms of given names that share no start
// with them, each with the names it is a form of.
var nicknames = map[string]string{
	"bob": "robert", "bobby": "robert", "bill": "william", "billy": "william", "dick": "richard",
	"jim": "james", "jimmy": "james", "jack": "john", "jon": "john", "johnny": "john",
	"ted": "edward theodore", "teddy": "edward theodore", "ned": "edward", "hank": "henry", "harry": "henry",
	"chuck": "charles", "mike": "michael", "mick": "michael", "mickey": "michael", "larry": "lawrence laurence",
	"jerry": "gerald jerome", "steve": "stephen steven", "sue": "susan susanna", "sally": "sarah", "molly": "mary",
	"polly": "mary", "peggy": "margaret", "maggie": "margaret", "meg": "margaret", "betty": "elizabeth",
	"bess": "elizabeth", "beth": "elizabeth", "liz": "elizabeth", "lizzie": "elizabeth", "nancy": "ann",
	"ed": "edward edmund edwin", "eddie": "edward edmund edwin", "tony": "anthony antony", "kit": "christopher",
}

// pet reports whether given name x is a pet form of y: its stem before
// "y" or "ie", of three letters or more, is inside y ("Mandy" of
// "Amanda", "Andy" of "Andrew").
func pet(x, y string) bool {
	s, ok := strings.CutSuffix(x, "ie")
	if !ok {
		s, ok = strings.CutSuffix(x, "y")
	}
	return ok && len(s) >= 3 && len(y) > len(s) && strings.Contains(y, s)
}

// withInitial reports whether claim name i is the last word of a name
// with a middle initial: the "Bush" of "George W. Bush".
func (k *checker) withInitial(i int) bool {
	c := k.c.Text
	lo, hi := nameRun(c, i)
	if hi != i || i-lo < 2 {
		return false
	}
	for j := lo + 1; j < i; j++ {
		if utf8.RuneCountInString(strings.ReplaceAll(c.toks[j].word, ".", "")) == 1 {
			return true
		}
	}
	return false
}

// head returns the last word of the name claim token i is in: names
// written next to each other with only spaces or initials between are one
// name ("George W. Bush").
func (k *checker) head(i int) (int, bool) {
	_, j := nameRun(k.c.Text, i)
	return j, j != i
}

// otherSubject returns the name the best passage gives before its match
// of the verb after claim name i, past its match of the claim word before
// the name, where the claim does not have that name: "Riverside Traders" of "Riverside
// Traders said footfall had fallen, and warned that shops could close"
// for "Amara Osei warned that shops could close".
func (k *checker) otherSubject(i int) (*tok, bool) {
	c, p := k.c, k.best()
	lo, hi := nameRun(c.Text, i)
	if p == nil || hi+1 >= len(c.toks) {
		return nil, false
	}
	if v := &c.toks[hi+1]; !v.verbForm() && (!finiteVerb(v) || possessive(c.Text, hi)) {
		return nil, false // what the name does ("supports"), not a noun of it: "Corran's lanes"
	}
	at := k.at[k.used[0]]
	v := at[hi+1]
	if v < 0 {
		return nil, false
	}
	e := p.Text
	moved := false
	if hi+2 < len(c.toks) && at[hi+2] > v+1 {
		// The verb's match nearest before the next word's: "supports" of
		// "Only the Pro model supports wireless charging" after "Both
		// phones support 5G".
		for j := at[hi+2] - 1; j > v; j-- {
			if c.matches(hi+1, &e.toks[j]) {
				v, moved = j, true
				break
			}
		}
	}
	// Between the passage's matches of the claim words on either side of
	// the name: "ruled that Orrin breached" against "ruled … that Corran
	// Estates breached".
	from := 0
	if lo > 0 {
		if at[lo-1] < 0 || at[lo-1] >= v {
			return nil, false
		}
		from = at[lo-1] + 1
	}
	if moved {
		for from < v && e.toks[from].seg != e.toks[v].seg {
			from++ // the verb's own part
		}
	}
	for j := from; j < v; j++ {
		u := &e.toks[j]
		if !u.is(fName) || slices.Contains(at, j) {
			continue
		}
		if ulo, uhi := nameRun(e, j); slices.ContainsFunc(at[:], func(m int) bool { return m >= ulo && m <= uhi }) {
			continue // a word of a name the claim has
		}
		return u, true
	}
	return nil, false
}

// namedInstead leaves the claim unverified for best passage word u, a
// name that stands where the claim names t.
func (k *checker) namedInstead(u, t *tok) {
	p := k.best()
	k.doubt(AnchorAbsent, p.span(u.start, u.end), "%s names %s where the claim names %s", k.where, nameText(p.Text, u), nameText(k.c.Text, t))
}

// openingName reports whether word j of English text e is a capitalised
// word that opens it before a verb, which stands for a name where a name
// is looked for, though not written as one: "Google" of "Google acquired
// the startup" ("google" is a verb too); not an adverb in "-ly".
func openingName(e *Text, j int) bool {
	u := &e.toks[j]
	return j == 0 && u.is(fCap) && u.is(fInitial) && !u.is(fName) && !strings.HasSuffix(u.word, "ly") && j+1 < len(e.toks) && finiteVerb(&e.toks[j+1])
}

// subjectOfOther returns the subject the best passage gives its match
// of the verb after claim name i, a name the claim does not have, where
// the name opens the English claim as the verb's subject and the passage
// has it only after the verb: "Google" of "Google bought the startup from
// Apple" for "Apple bought the startup". A capitalised word that opens the
// passage counts as a name ("google" is a verb too).
func (k *checker) subjectOfOther(i int) (*tok, bool) {
	c, p := k.c, k.best()
	if p == nil || c.lang != English {
		return nil, false
	}
	lo, hi := nameRun(c.Text, i)
	if lo != 0 || lo != i || !opensText(c.src, int(c.toks[0].start)) || hi+1 >= len(c.toks) || c.toks[hi+1].is(fName) || !finiteVerb(&c.toks[hi+1]) || !auxGap(between(c.src, c.toks[hi].end, c.toks[hi+1].start)) {
		return nil, false // the claim's name is no subject that opens it, with its verb after it, or past "has"
	}
	at, e := k.at[k.used[0]], p.Text
	v := at[hi+1]
	if v < 1 || !finiteVerb(&e.toks[v]) || !sameVerb(&c.toks[hi+1], &e.toks[v]) || symmetricVerbs[c.toks[hi+1].stem] {
		return nil, false // the passage's verb is the claim's, said of a subject
	}
	u := &e.toks[v-1]
	ulo, uhi := nameRun(e, v-1)
	if !u.is(fName) && !openingName(e, v-1) || slices.ContainsFunc(at, func(m int) bool { return m >= ulo && m <= uhi }) || k.inClaimName(u) {
		return nil, false
	}
	if !auxGap(between(e.src, u.end, e.toks[v].start)) {
		return nil, false // the verb's own subject, right before it, or past "has"
	}
	if slices.ContainsFunc(strings.Fields(strings.ToLower(between(c.src, c.toks[hi].end, c.toks[hi+1].start))), func(w string) bool { return beForms[w] }) &&
		v+1 < len(e.toks) && c.matches(i, &e.toks[v+1]) && strings.TrimSpace(between(e.src, e.toks[v].end, e.toks[v+1].start)) == "" {
		return nil, false // "Velmora was accused" of "Regulators accused Velmora": the claim's passive subject is the passage's object
	}
	after := false
	for j := range e.toks {
		if !c.matches(i, &e.toks[j]) {
			continue
		}
		if j < v && !strings.ContainsAny(between(e.src, e.toks[j].end, e.toks[ulo].start), ";:") {
			return nil, false // the passage has the claim's name before the verb too
		}
		if j < v {
			after = true // in a part of its own before: "the finalists were Ada and Cal; Cal won"
			continue
		}
		if rest := strings.TrimLeft(e.src[e.toks[j].end:], " "); rest != "" && rest[0] >= '0' && rest[0] <= '9' {
			return nil, false // "Orrin employs 400 people, and Velmora 250": the verb left out
		}
		after = true
	}
	if !after {
		return nil, false // the claim's name is said otherwise ("HBI" for "Bureau of Investigation")
	}
	return &e.toks[ulo], true
}

// placeAgain reports whether English claim name i, said again, stands
// right after "in" or "at" and ends the claim or its clause, a place of its
// own, where the claim says it first inside a longer name: "awarded in
// Paris." of "The Orrin Paris Prize is awarded in Paris".
func (k *checker) placeAgain(i int) bool {
	c := k.c
	if c.lang != English {
		return false
	}
	lo, hi := nameRun(c.Text, i)
	if w, _ := lastWordBefore(c.src, c.toks[lo].start); w != "in" && w != "at" {
		return false
	}
	rest := strings.TrimSpace(c.src[c.toks[hi].end:])
	if rest != "" && !strings.ContainsRune(".,;", rune(rest[0])) {
		return false
	}
	// Said first inside a longer name: "Orrin Paris Prize".
	for j := range lo {
		if c.toks[j].stem == c.toks[i].stem {
			flo, fhi := nameRun(c.Text, j)
			return fhi-flo > hi-lo
		}
	}
	return false
}

// partyFor fails a claim that names party t where passage p names party
// u, another side of the same kind of dealing ("the Landlord" for "the
// Tenant"); one of another kind leaves it unverified, since it may be the
// same person in another role ("the employee" for "the claimant").
func (k *checker) partyFor(p *Passage, t, u *tok) {
	if sameDealing(t.word, u.word) {
		k.fail(NameMismatch, p.span(u.start, u.end), "the claim names %s; %s names %s", nameText(k.c.Text, t), k.where, nameText(p.Text, u))
		return
	}
	k.doubt(AnchorAbsent, p.span(u.start, u.end), "the claim names %s; %s names %s, a party of another kind of dealing", nameText(k.c.Text, t), k.where, nameText(p.Text, u))
}

// substitute looks, in the best passage, for a name in the place of claim
// name i: between the passage's matches of the claim words on either side
// of it (at most three words between them; the word past one of them when
// the other side has none), a name the claim does not have. A party
// (Tenant) is replaced by any other party of the passage.
func (k *checker) substitute(i int) (*Passage, *tok, bool) { return k.substituteIn(i, 1) }

// substituteIn is substitute with the place past one side's match, when
// the other side has none, outer words long.
func (k *checker) substituteIn(i, outer int) (*Passage, *tok, bool) {
	p := k.best()
	if p == nil {
		return nil, nil, false
	}
	e := p.Text
	inClaim := func(u *tok) bool {
		key := nameKey(u.word)
		for j := range k.c.toks {
			if nameKey(k.c.toks[j].word) == key || k.c.matches(j, u) {
				return true
			}
		}
		// "American" is no other name for the claim's "US" or "United
		// States".
		return demonyms[key] != "" && demonyms[key] == k.nameInitials(i)
	}
	if t := &k.c.toks[i]; t.is(fParty) {
		// Another side of the claim's kind of dealing first: "the
		// Landlord" of "the customer's Landlord", not "customer".
		var other *tok
		for j := range e.toks {
			if u := &e.toks[j]; u.is(fParty) && !inClaim(u) {
				if sameDealing(t.word, u.word) {
					return p, u, true
				}
				if other == nil {
					other = u
				}
			}
		}
		if other != nil {
			return p, other, true
		}
	}
	lo, hi, seg, ok := k.slot(i, 3, outer)
	if !ok {
		return nil, nil, false
	}
	at := k.at[k.used[0]]
	for j := lo + 1; j < hi; j++ {
		if k.c.matches(i, &e.toks[j]) {
			return nil, nil, false // the slot holds the name itself
		}
	}
	for j := lo + 1; j < hi; j++ {
		if k.namedSoonAfter(i, e, j) {
			continue // "the U.S. state of Arizona": a name that says where the claim's is
		}
		u := &e.toks[j]
		if !u.is(fName) && !k.openingName(i, e, j) || inClaim(u) || seg >= 0 && (u.seg != seg || k.apart(i, e, j, lo, hi)) || seg < 0 && k.joinedOn(i, e, j, hi) || k.sameNameAsMatch(e, j, at) && !k.samePlace(i, j, at) {
			continue
		}
		return p, u, true
	}
	return nil, nil, false
}

// otherDoer returns the name the best passage gives as the doer of the
// claim's verb where the claim gives name i after "by": "Beats was
// acquired by Apple" against "Google acquired Beats". i is the last word
// of a name the passage does not hold; the claim's verb and what it is
// done to are the passage's, in the other voice, so the words around the
// name do not line up as substitute reads them. (The passive passage
// against an active claim is agents'.)
func (k *checker) otherDoer(i int) (*Passage, *tok, bool) {
	c, p := k.c, k.englishBest()
	if p == nil || c.toks[i].is(fParty) {
		return nil, nil, false
	}
	lo, hi := nameRun(c.Text, i)
	if i != hi || lo < 2 || len(c.toks[i].word) < 2 {
		return nil, nil, false // read once, at the name's last word, not an initial
	}
	v, ok := passiveClause(c.Text, lo-2, hi)
	done := lo - 2
	e, at := p.Text, k.at[k.used[0]]
	if !ok || at[v] < 1 || at[done] <= at[v] || !holder(c.Text, done) {
		return nil, nil, false
	}
	// The passage's doer: "Google" of "Google acquired Beats", a word
	// with a capital that opens it too.
	z := at[v] - 1
	if u := &e.toks[z]; !u.is(fName) && (z > 0 || !u.is(fCap)) {
		return nil, nil, false
	}
	if w, ok := plainClause(e, z, at[done]); !ok || w != at[v] {
		return nil, nil, false
	}
	zlo, _ := nameRun(e, z)
	for j := zlo; j <= z; j++ {
		for m := range c.toks {
			if nameKey(c.toks[m].word) == nameKey(e.toks[j].word) || c.matches(m, &e.toks[j]) {
				return nil, nil, false // a name the claim has: a swap, namesSwapped's
			}
		}
	}
	return p, &e.toks[zlo], true
}

// openingName reports whether word j of e, which opens it with a capital
// as claim name i opens the claim, stands where the name does: the word
// after each is the same. A common word that opens a sentence is no sure
// name ("Google" is a verb too), but in the place of the claim's name,
// before its verb, it names another: "Microsoft acquired the startup"
// against "Google acquired the startup".
func (k *checker) openingName(i int, e *Text, j int) bool {
	if i != 0 || j != 0 || len(e.toks) < 2 || len(k.c.toks) < 2 {
		return false
	}
	u := &e.toks[0]
	if !u.is(fCap) || !u.is(fInitial) || timeAdverb(u.word) || strings.HasSuffix(u.word, "s") {
		return false // "Today …", "Officials said …"
	}
	return k.at[k.used[0]][1] == 1 && adjacent(e.src, u.end, e.toks[1].start) && adjacent(k.c.src, k.c.toks[0].end, k.c.toks[1].start)
}

// namedSoonAfter reports whether claim name i is among the three words
// of e after word j, with no comma or semicolon between.
func (k *checker) namedSoonAfter(i int, e *Text, j int) bool {
	for m := j + 1; m < len(e.toks) && m <= j+3; m++ {
		if strings.ContainsAny(between(e.src, e.toks[j].end, e.toks[m].start), ",;:") {
			return false
		}
		if k.c.matches(i, &e.toks[m]) {
			return true
		}
	}
	return false
}

// apart reports whether punctuation, or a conjunction the claim does not
// have there, stands between word j of e and the one bound of the slot
// (lo, hi) that is a word, for claim name i: "Harlow Memorial" is not in
// the place of a name before "the monument" in "the Harlow Memorial, the
// monument", nor "Ilse Varga" in that of one before "was written" in
// "directed by Ilse Varga and written by"; a form of "be" the claim does
// not have there does the same ("the band are Tom Hale").
func (k *checker) apart(i int, e *Text, j, lo, hi int) bool {
	c := k.c
	at := k.at[k.used[0]]
	var gap, claimGap string
	bound := -1
	switch {
	case i > 0 && lo >= 0 && at[i-1] == lo:
		gap = between(e.src, e.toks[lo].end, e.toks[j].start)
		claimGap = between(c.src, c.toks[i-1].end, c.toks[i].start)
		bound = lo
	case i+1 < len(c.toks) && hi < len(e.toks) && at[i+1] == hi:
		gap = between(e.src, e.toks[j].end, e.toks[hi].start)
		claimGap = between(c.src, c.toks[i].end, c.toks[i+1].start)
		bound = hi
	}
	if strings.ContainsAny(gap, ",;:()[]\"“”") {
		return true
	}
	if conjunction(gap) && !conjunction(claimGap) {
		return true
	}
	// "the band are Tom Hale": a noun's members or parts, not its name;
	// but "those he portrayed are Ada Rusk" names whom he portrayed, and
	// "the song was Ada Rusk's" whose it is.
	if bound > j && copula(claimGap) && !copula(gap) && adjacent(e.src, min(e.toks[j].end, e.toks[bound].end), max(e.toks[j].start, e.toks[bound].start)) {
		// "The Wonder Years was a TV show" against "The 75 Best TV Title
		// Sequences": the claim says what the name is; the passage's
		// word joins the next one in a name of its own.
		return true
	}
	return bound >= 0 && copula(gap) && !copula(claimGap) && !e.toks[bound].verbForm() && !possessive(e, j)
}

// otherPeople returns, for claim word i, a people before a common word
// (see people and attributive), the word of another people the best
// passage has right before its match of that common word, not joined to
// another: "Italian" of "an Italian footballer" for "an American
// footballer".
func (k *checker) otherPeople(i int) (*Passage, *tok, bool) {
	p := k.best()
	if p == nil {
		return nil, nil, false
	}
	e := p.Text
	j := k.at[k.used[0]][i+1]
	if j < 1 || !adjacent(e.src, e.toks[j-1].end, e.toks[j].start) {
		return nil, nil, false
	}
	u := &e.toks[j-1]
	if !u.is(fName) || !people(u.word) || k.c.matches(i, u) || k.inClaimName(u) {
		return nil, nil, false
	}
	if w, _ := lastWordBefore(e.src, u.start); w == "and" || w == "or" {
		return nil, nil, false // "both French and English films"
	}
	return p, u, true
}

// people reports whether the folded English word w is an adjective of a
// people (see describes), not also the name of a place: "Italian", not
// "Hollywood".
func people(w string) bool {
	return describes(w) && !isA(w, "location") && !isA(w, "region")
}

// attributive reports whether word i of t stands right before a common
// word, as an adjective before its noun: "American" of "American
// footballer".
func attributive(t *Text, i int) bool {
	return i >= 0 && i+1 < len(t.toks) && !t.toks[i+1].is(fName) && adjacent(t.src, t.toks[i].end, t.toks[i+1].start)
}

// tokIndex returns the index of word u of t, or -1.
func tokIndex(t *Text, u *tok) int {
	for j := range t.toks {
		if &t.toks[j] == u {
			return j
		}
	}
	return -1
}

// possessiveIn reports whether a word of t from i up to h is a
// possessive (see possessive).
func possessiveIn(t *Text, i, h int) bool {
	for ; i < h; i++ {
		if possessive(t, i) {
			return true
		}
	}
	return false
}

// possessorOnly leaves unverified an English claim that says a thing of a
// name the best passage gives only as the one a person is tied to (see
// kinWord): "The firm was founded by Jane Smith" against "… by Jane
// Smith's father". What the passage says is of the father.
func (k *checker) possessorOnly() {
	c, p := k.c, k.englishBest()
	if p == nil {
		return
	}
	e := p.Text
	for i, j := range k.bestAt() {
		if j < 0 || !c.toks[i].is(fName) || c.toks[i].dup || possessive(c.Text, i) {
			continue
		}
		if _, hi := nameRun(c.Text, i); hi != i {
			continue // the run's last word stands for it
		}
		_, hi := nameRun(e, j)
		w := k.possessedWord(e, hi)
		if w == nil || !kinWord(w.word) {
			continue
		}
		lo, _ := nameRun(e, j)
		k.doubt(AnchorAbsent, p.span(e.toks[lo].start, w.end), "%s says %s; the claim says %s", k.where,
			quote(p.text(e.toks[lo].start, w.end)), quote(nameText(c.Text, &c.toks[i])))
		return
	}
}

// possessedWord returns the word of passage text e right after word j,
// written with "'s", where it is no name, no adjective and no word the
// claim says: "father" of "Jane Smith's father", "sequel" of "the book's
// sequel"; nil where there is none.
func (k *checker) possessedWord(e *Text, j int) *tok {
	if !possessive(e, j) || j+1 >= len(e.toks) {
		return nil
	}
	w := &e.toks[j+1]
	if w.is(fName) || !spacesOnly(between(e.src, e.toks[j].end, w.start)) || k.claimSays(w) || !isASCIIWord(w.word) || w.hasPOS(lexicon.Adj) {
		return nil
	}
	return w
}

// ownerOfOther leaves unverified an English claim that says a thing of a
// word, no name, that the best passage gives only as the owner of
// another the claim does not say: "The author wrote the book in 1990"
// against "The author wrote the book's sequel in 1990". What the passage
// says is of the sequel.
func (k *checker) ownerOfOther() {
	c, p := k.c, k.englishBest()
	if p == nil {
		return
	}
	e := p.Text
	for i, j := range k.bestAt() {
		t := &c.toks[i]
		if j <= 0 || t.is(fName) || t.dup || e.toks[j].is(fName) || possessive(c.Text, i) {
			continue
		}
		w := k.possessedWord(e, j)
		if w == nil || !w.noun() {
			continue
		}
		if i+1 < len(c.toks) && adjacent(c.src, t.end, c.toks[i+1].start) {
			continue // "the book sequel": the claim's own word after it
		}
		// The object of the same verb on both sides, past an article at
		// most: "wrote the book" and "wrote the book's sequel".
		if i == 0 || k.bestAt()[i-1] != j-1 || !c.toks[i-1].verb() || !articlesOnly(between(c.src, c.toks[i-1].end, t.start)) || !articlesOnly(between(e.src, e.toks[j-1].end, e.toks[j].start)) {
			continue
		}
		if slices.ContainsFunc(e.toks, func(u tok) bool { return u.stem == e.toks[j].stem && u.start != e.toks[j].start }) {
			continue // the passage says the word elsewhere too
		}
		k.doubt(AnchorAbsent, p.span(e.toks[j].start, w.end), "%s says %s; the claim says %s", k.where,
			quote(p.text(articleStart(e.src, e.toks[j].start), w.end)), quote(c.src[articleStart(c.src, t.start):t.end]))
		return
	}
}

// articlesOnly reports whether gap holds nothing but spaces and at most
// one article.
func articlesOnly(gap string) bool {
	f := strings.Fields(gap)
	return len(f) == 0 || len(f) == 1 && articles[strings.ToLower(f[0])]
}

// kinWord reports whether English noun w names a person by a tie to
// another: a relative, a spouse, a friend, one who acts for another.
func kinWord(w string) bool {
	for _, kind := range [...]string{"relative", "spouse", "friend", "lover", "employee", "assistant", "representative"} {
		if isA(w, kind) {
			return true
		}
	}
	return false
}

// possessive reports whether word j of e is written with "'s": the
// word's range takes it ("Chinatown's" is "chinatown").
func possessive(e *Text, j int) bool {
	w := e.src[e.toks[j].start:e.toks[j].end]
	return strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "’s")
}

// joinedOn reports whether, in a slot bounded on both sides, a
// conjunction the claim does not have stands between word j of e and the
// verb that ends the slot, hi: "Ilse Varga" of "the film was directed by
// Ilse Varga and written by" is not in the place of the title in "the film
// Northern Lanterns was written by".
func (k *checker) joinedOn(i int, e *Text, j, hi int) bool {
	c := k.c
	if hi >= len(e.toks) || !e.toks[hi].verbForm() || !conjunction(between(e.src, e.toks[j].end, e.toks[hi].start)) {
		return false
	}
	end := int32(len(c.src))
	if i+1 < len(c.toks) {
		end = c.toks[i+1].start
	}
	return !conjunction(between(c.src, c.toks[i].end, end))
}

// conjunction reports whether the text between two words holds "and",
// "or", "but" or "nor".
func conjunction(gap string) bool { return hasWord(gap, "and", "or", "but", "nor", "&") }

// copula reports whether gap holds a form of "be": what the passage says
// a thing is stands in no place of its name ("the members of the band are
// Tom Hale" names no band).
func copula(gap string) bool { return hasWord(gap, "is", "are", "was", "were", "be", "been") }

// hasWord reports whether gap holds one of the lower-case words ws.
func hasWord(gap string, ws ...string) bool {
	for _, w := range strings.Fields(strings.ToLower(gap)) {
		if slices.Contains(ws, w) {
			return true
		}
	}
	return false
}

// sameNameAsMatch reports whether passage word j is part of one name with
// a passage word the claim matched: "Greater" in "Greater Boston" does not
// stand in the place of a claim name beside "Boston".
func (k *checker) sameNameAsMatch(e *Text, j int, at []int) bool {
	for _, m := range at {
		if m < 0 || m == j || !e.toks[m].is(fName) {
			continue
		}
		lo, hi := min(m, j), max(m, j)
		whole := true
		for x := lo; x < hi && whole; x++ {
			whole = e.toks[x].is(fName) && e.toks[x+1].is(fName) && adjacent(e.src, e.toks[x].end, e.toks[x+1].start)
		}
		if whole {
			return true
		}
	}
	return false
}

// samePlace reports whether passage word j stands where claim name i
// would in a name the claim and the passage share a word of: "York" of
// "New York" for the "Jersey" of "New Jersey". Initials, suffixes and
// words one of which starts with the other do not count.
func (k *checker) samePlace(i, j int, at []int) bool {
	c := k.c
	a, b := nameKey(c.toks[i].word), nameKey(k.best().Text.toks[j].word)
	if len(a) < 3 || len(b) < 3 || strings.HasPrefix(a, b) || strings.HasPrefix(b, a) {
		return false // an initial or a suffix (J., Jr.), or a form of the word (Rica, Ricans)
	}
	e := k.best().Text
	for _, m := range [2]int{i - 1, i + 1} {
		if m < 0 || m >= len(c.toks) || at[m] < 0 || !c.toks[m].is(fName) || nameKey(e.toks[at[m]].word) != nameKey(c.toks[m].word) {
			continue
		}
		if x := at[m] + (i - m); x != j && !(m == i-1 && x+1 == j && placeTitles[e.toks[x].word] && !placeTitles[c.toks[i].word]) {
			continue // not in the place, nor past a place's title: "Mount St. Helens" for "Mount Hood"
		}
		lo, hi := min(i, m), max(i, m)
		if adjacent(c.src, c.toks[lo].end, c.toks[hi].start) {
			return true
		}
	}
	return false
}

// slot returns where claim word i would stand in the best passage: the
// passage words strictly between lo and hi, the passage's matches of the
// nearest claim words on either side of it that it has, at most inner of
// them. When the passage has only one side, and that side's claim word is
// next to word i, the slot is the outer passage words past it, in its
// clause seg; seg is -1 when both sides bound the slot.
func (k *checker) slot(i, inner, outer int) (lo, hi int, seg int32, ok bool) {
	return k.slotOf(i, inner, outer, false)
}

// slotOf is slot; where crossed, a slot whose sides cross in the passage
// (the match after the word, another word of its sense, stands before
// the one before it, in a clause before that one's) is the outer words
// past the side next to the word, as where there is no other side.
func (k *checker) slotOf(i, inner, outer int, crossed bool) (lo, hi int, seg int32, ok bool) {
	p := k.best()
	if p == nil {
		return 0, 0, 0, false
	}
	at := k.at[k.used[0]]
	e := p.Text
	lo, hi = -1, -1
	li, hj := -1, -1
	for j := i - 1; j >= 0; j-- {
		if at[j] >= 0 {
			lo, li = at[j], j
			break
		}
	}
	for j := i + 1; j < len(k.c.toks); j++ {
		if at[j] >= 0 {
			hi, hj = at[j], j
			break
		}
	}
	switch {
	case lo >= 0 && hi >= 0 && hi <= lo && crossed && li == i-1 && e.toks[hi].seg < e.toks[lo].seg && e.toks[hi].stem != k.c.toks[hj].stem:
		// The sides cross: a match after the word stands before the
		// one before it ("degrees" matched by the "level" of "At sea
		// level, water boils"). The side next to the word decides.
		return lo, min(lo+outer+1, len(e.toks)), e.toks[lo].seg, true
	case lo >= 0 && hi >= 0:
		if hi <= lo || hi-lo-1 > inner {
			return 0, 0, 0, false
		}
		return lo, hi, -1, true
	case lo >= 0 && li == i-1:
		return lo, min(lo+outer+1, len(e.toks)), e.toks[lo].seg, true
	case hi >= 0 && hj == i+1:
		return max(hi-outer-1, -1), hi, e.toks[hi].seg, true
	}
	return 0, 0, 0, false
}

// roles looks for two parties of the claim that the best passage
// has on the other sides of the claim's verb between them: "the Buyer must
// notify the Supplier" against "the Supplier must notify the Buyer". The
// agent is the one after "by", or else the first, so a passive voice on
// one side is no swap.
func (k *checker) roles() {
	if k.checkDefinitions(); k.full() {
		return
	}
	p := k.best()
	if p == nil {
		return
	}
	defer k.agents()
	defer k.ownerDoes()
	defer k.partyAgent()
	defer k.paidForNamed()
	if k.comparedSwapped() || k.possessiveSwapped() || k.modifierSwapped() || k.possessorsApart() || k.comparisonUnsaid() {
		return
	}
	c, e := k.c, p.Text
	at := k.at[k.used[0]]
	// Names and descriptions: "Velmora Inc acquired Orrin Ltd" against
	// "Orrin Ltd acquired Velmora Inc", "the bank sued Velmora" against
	// "Velmora sued the bank", each side a holder, a verb and a holder,
	// next to each other (the claim's pairs, read with it).
	for _, pr := range c.rolePairs() {
		a, b := int(pr[0]), int(pr[1])
		if at[a] >= 0 && at[b] >= 0 && at[a] != at[b] && k.namesSwapped(a, b) {
			return
		}
	}
	for a := range c.toks {
		if at[a] < 0 || !c.toks[a].is(fParty) {
			continue
		}
		for b := a + 1; b < len(c.toks); b++ {
			if at[b] < 0 || at[b] == at[a] || !c.toks[b].is(fParty) || nameKey(c.toks[a].word) == nameKey(c.toks[b].word) {
				continue
			}
			for v := a + 1; v < b; v++ {
				if c.toks[v].is(fName) || at[v] < 0 || c.toks[v].seg != c.toks[a].seg || c.toks[b].seg != c.toks[a].seg || symmetricVerbs[c.toks[v].stem] {
					continue
				}
				ea, eb, ev := at[a], at[b], at[v]
				if !(ea < ev && ev < eb || eb < ev && ev < ea) {
					continue
				}
				if comitative(c.Text, b) || comitative(e, max(ea, eb)) {
					continue // "starred with Tom Hale": either may be said first
				}
				claimAgent := a
				if byHolder(c.Text, b) && !byOtherVerb(c.Text, v, b) {
					claimAgent = b
				}
				first, second := ea, eb
				if eb < ea {
					first, second = eb, ea
				}
				evAgent := first
				if byHolder(e, second) && !byOtherVerb(e, ev, second) {
					evAgent = second
				}
				agentOf := func(x int) int {
					if x == ea {
						return a
					}
					return b
				}
				if agentOf(evAgent) != claimAgent {
					u := &e.toks[first]
					k.fail(RoleSwap, p.span(u.start, e.toks[second].end), "the claim has %s %s %s; %s has %s %s %s",
						holderText(c.Text, claimAgent), k.claimText(c.toks[v].start, c.toks[v].end),
						holderText(c.Text, a+b-claimAgent), k.where,
						holderText(e, evAgent), p.text(e.toks[ev].start, e.toks[ev].end),
						holderText(e, first+second-evAgent))
					return
				}
			}
		}
	}
}

// nameSuffixes are the words after a person's name that tell apart
// people of one name, which a passage that gives the name often leaves
// out.
var nameSuffixes = setOf(`jr sr jnr snr`)

// otherSuffix returns a name suffix of the passages other than w, after
// a name: "Sr" where the claim says "Jr".
func otherSuffix(ps []*Passage, w string) (*Passage, *tok, bool) {
	for _, p := range ps {
		for j := 1; j < len(p.Text.toks); j++ {
			if u := &p.Text.toks[j]; nameSuffixes[u.word] && u.word != w && p.Text.toks[j-1].is(fName) {
				return p, u, true
			}
		}
	}
	return nil, nil, false
}

// roleHolder reports whether token i of t may hold a role around a verb:
// a party, or the last word of a name ("Corp" of "Beta Corp").
func roleHolder(t *Text, i int) bool {
	tk := &t.toks[i]
	if tk.is(fParty) {
		return true
	}
	if !tk.is(fName) {
		return false
	}
	_, hi := nameRun(t, i)
	return hi == i
}

// holder reports whether token i of t may hold a role around a verb in a
// plain clause: a role holder, or a description, the last word of a
// noun phrase that opens with an article or a possessive ("the bank",
// "a rival", "its lender") or opens the sentence ("Banks").
func holder(t *Text, i int) bool {
	if roleHolder(t, i) {
		return true
	}
	tk := &t.toks[i]
	if t.lang != English || tk.is(fName) || !tk.is(fASCII) {
		return false
	}
	lo := int32(0)
	if i > 0 {
		lo = t.toks[i-1].end
	}
	if lo > tk.start {
		return false // one character read as two words: "㎧"
	}
	switch w := strings.TrimSpace(t.src[lo:tk.start]); {
	case w == "" && i == 0:
	case w == "" && t.toks[i-1].verbForm() && !t.toks[i-1].noun() && !t.toks[i-1].is(fName):
		// A bare noun right after its verb: "outstripped supply".
	case len(w) <= 5 && articles[lowerASCII(w)]:
	default:
		if w != "" || phraseStart(t, i) == i {
			return false
		}
		// The last word of a phrase of its own: "the price rise".
	}
	return tk.noun() && !(tk.verbForm() && (strings.HasSuffix(tk.word, "ed") || strings.HasSuffix(tk.word, "ing")))
}

// articleBefore reports whether an article is written right before word
// i of t: a name there is a modifier of the phrase it opens ("the Orrin
// flood").
func articleBefore(t *Text, i int) bool {
	w, _ := lastWordBefore(t.src, t.toks[i].start)
	return articles[w] && (i == 0 || t.toks[i-1].end <= t.toks[i].start-int32(len(w)))
}

// pastVerb reports whether t is a verb's form that no noun's is, or a
// past: "outstripped", "caused" (WordNet has "caused" as a noun's form
// too, of "cause").
func pastVerb(t *tok) bool {
	return t.verbForm() && !t.is(fName) && (!t.noun() || strings.HasSuffix(t.word, "ed"))
}

// phraseStart returns the first word of the noun phrase that common word
// i of English text t ends, where one or two words written right before
// it open with an article, the sentence, a verb's object or the "by" of
// a doer: "price" of "the price rise", "parent" of "The parent company",
// "heavy" of "Heavy rain" and of "caused heavy rain", "Orrin" of "the
// Orrin flood"; i where there is none. A word before it that is only a
// verb ends the phrase: "Rates reduce demand".
func phraseStart(t *Text, i int) int {
	for lo := i - 1; lo >= 0 && lo >= i-2; lo-- {
		m := &t.toks[lo]
		// The cheap tests first: most words before a word are not part
		// of its phrase.
		if !adjacent(t.src, m.end, t.toks[lo+1].start) || m.seg != t.toks[i].seg || !m.is(fASCII) || strings.IndexByte(t.src[m.end:t.toks[lo+1].start], '.') >= 0 {
			return i
		}
		from := int32(0)
		if lo > 0 {
			from = t.toks[lo-1].end
		}
		if from > m.start {
			return i
		}
		w := strings.TrimSpace(t.src[from:m.start])
		if w != "" && !phraseOpener(w) || w == "" && lo > 0 && !pastVerb(&t.toks[lo-1]) {
			continue // perhaps a word further back opens it
		}
		// It opens the sentence, follows its verb ("caused heavy rain"),
		// an article or the "by" of a passive's doer; its words before
		// i are no verbs, and no names but after an article.
		for x := lo; x < i; x++ {
			if x := &t.toks[x]; x.is(fName) && (x.is(fParty) || !articleBefore(t, lo)) || x.verbForm() && !x.noun() {
				return i
			}
		}
		return lo
	}
	return i
}

// phraseOpener reports whether w, in any case, is an article, "by" or
// "by" and an article: the words a noun phrase may follow.
func phraseOpener(w string) bool {
	if len(w) > 8 || strings.IndexByte("tTaAiIhHoOmMyYbB", w[0]) < 0 {
		return false // the first letter of no article nor of "by": most gaps
	}
	var buf [8]byte
	l := lowerInto(buf[:0], w)
	if len(l) > 3 && string(l[:3]) == "by " {
		l = l[3:]
	}
	return articles[string(l)] || string(l) == "by"
}

// gapIs reports whether gap, the text between two words, is one of ws
// past its spaces, in any case: "by the" of "acquired by the bank".
func gapIs(gap string, ws ...string) bool {
	gap = strings.TrimSpace(gap)
	for _, w := range ws {
		if strings.EqualFold(gap, w) {
			return true
		}
	}
	return false
}

// nameStart returns where the words of token i of t, a common word or a
// party, start, past a name written right before it: "Orrin warranty" of "extended Orrin warranty",
// "Velmora managers" of "only Velmora managers".
func nameStart(t *Text, i int) int32 {
	if i > 0 && t.toks[i-1].is(fName) && !t.toks[i-1].is(fParty) && (!t.toks[i].is(fName) || t.toks[i].is(fParty)) && adjacent(t.src, t.toks[i-1].end, t.toks[i].start) {
		lo, _ := nameRun(t, i-1)
		return t.toks[lo].start
	}
	return t.toks[i].start
}

// rolePairsOf returns the pairs of tokens of English claim t that
// namesSwapped may find swapped: two holders, not both parties, one word
// or two between the first and the second's first word, and nothing but
// an article, "by" or "of" before the second.
func rolePairsOf(t *Text) [][2]int32 {
	var out [][2]int32
	// Whether each word is a holder, read once: a word is asked of as
	// the second of one pair and the first of others.
	var hbuf [32]int8
	var held []int8 // 1 a holder, -1 not, 0 not read yet
	if len(t.toks) <= len(hbuf) {
		held = hbuf[:len(t.toks)]
	} else {
		held = make([]int8, len(t.toks))
	}
	isHolder := func(i int) bool {
		if held[i] == 0 {
			held[i] = -1
			if holder(t, i) {
				held[i] = 1
			}
		}
		return held[i] > 0
	}
	for b := range t.toks {
		lo, _ := nameRun(t, b)
		plo := lo // where a phrase of common words that b ends starts
		if lo == b && b > 0 && !t.toks[b].is(fName) && adjacent(t.src, t.toks[b-1].end, t.toks[b].start) {
			plo = phraseStart(t, b)
		}
		for n, lo := range [2]int{lo, plo} {
			if n == 1 && plo == lo {
				break // no phrase: read once
			}
			if lo < 2 || !roleGap(between(t.src, t.toks[lo-1].end, t.toks[lo].start)) && !paidFor(t, lo-1, lo) || !isHolder(b) {
				continue
			}
			for _, a := range [2]int{lo - 2, lo - 3} {
				if a < 0 || t.toks[a].is(fParty) && t.toks[b].is(fParty) || !isHolder(a) || nameKey(t.toks[a].word) == nameKey(t.toks[b].word) || slices.Contains(out, [2]int32{int32(a), int32(b)}) {
					continue
				}
				out = append(out, [2]int32{int32(a), int32(b)})
			}
		}
	}
	return out
}

// roleGap reports whether gap, the text between a verb and the holder
// after it, is one a role holder may follow, in any case: nothing, an
// article, "by", "of" or "to" and "the" ("acquired by the bank", "reports
// to the board").
func roleGap(gap string) bool {
	gap = strings.TrimSpace(gap)
	if gap == "" {
		return true
	}
	if len(gap) > 8 {
		return false
	}
	var buf [8]byte
	switch string(lowerInto(buf[:0], gap)) {
	case "the", "a", "an", "by", "by the", "by a", "by an", "of", "of the", "to", "to the", "to a", "to an":
		return true // "reports to Velmora", "sold its stake to Velmora"
	}
	return false
}

// articles open a description: "the bank", "its lender".
var articles = setOf(`the a an its their his her our your my this that these those`)

// byHolder reports whether role holder i of t is an agent after "by":
// the first word of its name is ("by Velmora Inc").
func byHolder(t *Text, i int) bool {
	if t.toks[i].is(fParty) {
		return t.toks[i].is(fBy)
	}
	lo, _ := nameRun(t, i)
	if lo == i && !t.toks[i].is(fName) {
		lo = phraseStart(t, i) // "by heavy rain"
	}
	return t.toks[lo].is(fBy)
}

// byOtherVerb reports whether the "by" before word x of t, after its
// verb v, is a doer's of another verb between them: "will pay legal
// costs incurred by the policyholder" has the insurer pay.
func byOtherVerb(t *Text, v, x int) bool {
	for j := v + 1; j < x; j++ {
		if pastVerb(&t.toks[j]) {
			return true
		}
	}
	return false
}

// comitative reports whether role holder i of t follows a word that
// joins it to the other as a companion rather than an object: "with",
// "alongside", "and", "against".
func comitative(t *Text, i int) bool {
	lo := i
	if !t.toks[i].is(fParty) {
		lo, _ = nameRun(t, i)
	}
	w, j := lastWordBefore(t.src, t.toks[lo].start)
	if w == "the" {
		w, _ = lastWordBefore(t.src, int32(j))
	}
	switch w {
	case "with", "alongside", "and", "against", "versus", "vs", "beside", "opposite":
		return true
	}
	return false
}

// namesSwapped fails the claim where its tokens a and b, names, stand
// around a verb as "A verb B", and the best passage has "B verb A" with
// the same verb, and reports whether it did. A name is a subject or an
// object only so plainly; "film starring X" or "X's film" are left alone.
func (k *checker) namesSwapped(a, b int) bool {
	c, p := k.c, k.best()
	e, at := p.Text, k.at[k.used[0]]
	if c.lang != English || !holder(e, at[a]) || !holder(e, at[b]) {
		return false
	}
	// The claim's doer: a of "A verb B", b of "A was verbed by B".
	v, ok := plainClause(c.Text, a, b)
	doer, done, of := a, b, false
	if !ok {
		if v, ok = passiveClause(c.Text, a, b); ok {
			doer, done = b, a
		} else if v, ok = ofClause(c.Text, a, b); !ok {
			return false
		}
		of = ok && doer == a
	}
	if at[v] < 0 || passVerbs[c.toks[v].stem] && (!c.toks[a].is(fName) || !c.toks[b].is(fName)) {
		return false
	}
	first, second := min(at[a], at[b]), max(at[a], at[b])
	ev, ok := plainClause(e, first, second)
	eDoer := first
	if !ok {
		ev, ok = passiveClause(e, first, second)
		eDoer = second
	}
	if !ok {
		ev, ok = ofWiderClause(e, first, second)
		eDoer = first
	}
	if !ok || ev != at[v] {
		// "Ana Roy became chief executive, succeeding Tom Hale": the
		// participle's doer is the sentence's subject.
		ev, eDoer = at[v], first
		if ev < 0 || !participleOf(e, ev, first, second) {
			return false
		}
	}
	if eDoer == at[doer] {
		return false
	}
	if of {
		// "the claim says "Kel is the capital of Orrin"; …"
		alo, _ := nameRun(c.Text, a)
		flo, _ := nameRun(e, first)
		k.fail(RoleSwap, p.span(e.toks[first].start, e.toks[second].end), "the claim says %q; %s says %q",
			c.src[c.toks[alo].start:c.toks[b].end], k.where, e.src[e.toks[flo].start:e.toks[second].end])
		return true
	}
	k.fail(RoleSwap, p.span(e.toks[first].start, e.toks[second].end), "the claim has %s %s %s; %s has %s %s %s",
		holderText(c.Text, doer), doerVerb(c.Text, v, done), holderText(c.Text, done), k.where,
		holderText(e, eDoer), doerVerb(e, ev, first+second-eDoer), holderText(e, first+second-eDoer))
	return true
}

// modifierSwapped fails an English claim "A verbs B's N" or "A verbs B
// N" where the best passage has "B verbs A's N" or "B verbs A N", the
// claim's subject and the owner of its object swapped around the same
// verb and noun, and reports whether it did: "The employee matches
// company contributions" against "The company matches employee
// contributions".
func (k *checker) modifierSwapped() bool {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.toks) < 4 {
		return false
	}
	e := p.Text
	for v := 1; v+2 < len(c.toks); v++ {
		a, b, n := v-1, v+1, v+2
		if c.toks[a].stem == c.toks[b].stem || !adjacent(c.src, c.toks[a].end, c.toks[v].start) || !ownerGap(between(c.src, c.toks[v].end, c.toks[b].start)) ||
			!modifierGap(between(c.src, c.toks[b].end, c.toks[n].start)) || c.toks[v].negated() || !c.toks[v].verb() || !c.toks[a].noun() || !c.toks[b].noun() {
			continue
		}
		for j := 1; j+2 < len(e.toks); j++ {
			if !c.matches(v, &e.toks[j]) || !c.matches(b, &e.toks[j-1]) || !c.matches(a, &e.toks[j+1]) || !c.matches(n, &e.toks[j+2]) || c.matches(a, &e.toks[j-1]) {
				continue
			}
			if !adjacent(e.src, e.toks[j-1].end, e.toks[j].start) || !ownerGap(between(e.src, e.toks[j].end, e.toks[j+1].start)) || !modifierGap(between(e.src, e.toks[j+1].end, e.toks[j+2].start)) {
				continue
			}
			own := false // the passage has the claim's order too: "refund refund window refund" of a run of refunds
			for x := 1; x+2 < len(e.toks) && !own; x++ {
				own = c.matches(a, &e.toks[x-1]) && c.matches(v, &e.toks[x]) && c.matches(b, &e.toks[x+1]) && c.matches(n, &e.toks[x+2])
			}
			if own {
				continue
			}
			k.fail(RoleSwap, p.span(e.toks[j-1].start, e.toks[j+2].end), "the claim says %q; %s says %q", c.src[c.toks[a].start:c.toks[n].end], k.where, e.src[e.toks[j-1].start:e.toks[j+2].end])
			return true
		}
	}
	return false
}

// ownerGap reports whether gap, the text between a verb and the owner of
// its object, is a space or an article: "matches the company's".
func ownerGap(gap string) bool {
	g := strings.TrimSpace(gap)
	return gap != "" && (g == "" || articles[lowerASCII(g)])
}

// modifierGap reports whether gap, the text between an owner and the noun
// it owns or modifies, is a space or a possessive: "company
// contributions", "company's contributions".
func modifierGap(gap string) bool {
	switch gap {
	case " ", "'s ", "’s ", "s' ", "' ":
		return true
	}
	return false
}

// possessiveSwapped fails an English claim "B's N is A" (its two names
// around the noun of a relation and a form of "be") where the best
// passage says "B is the N of A", and reports whether it did: "Orrin's
// parent company is Kel" against "Orrin is the parent company of Kel".
// The claim makes A the N of B; the passage makes B the N of A.
func (k *checker) possessiveSwapped() bool {
	c, p := k.c, k.englishBest()
	if p == nil || !strings.Contains(c.src, "'s ") && !strings.Contains(c.src, "’s ") {
		return false // the common case
	}
	for b := 0; b+2 < len(c.toks); b++ {
		if !c.toks[b].is(fName) || !possessive(c.Text, b) {
			continue
		}
		// The relation's noun: up to three common words after the owner.
		v := b + 1
		for v+1 < len(c.toks) && v < b+3 && !c.toks[v+1].is(fName) && adjacent(c.src, c.toks[v].end, c.toks[v+1].start) {
			v++
		}
		if c.toks[v].is(fName) || v+1 >= len(c.toks) || !c.toks[v+1].is(fName) || !copula(between(c.src, c.toks[v].end, c.toks[v+1].start)) {
			continue
		}
		a := v + 1
		e := p.Text
		for j := range e.toks {
			// "B is the N of A": B, a form of "be", the claim's noun and "of".
			if !c.matches(b, &e.toks[j]) || j+2 >= len(e.toks) {
				continue
			}
			_, jhi := nameRun(e, j)
			n := jhi + 1
			if n >= len(e.toks) || !ofNoun(e, jhi, n) && !(n+1 < len(e.toks) && ofNoun(e, jhi, n+1)) {
				continue
			}
			for n < len(e.toks) && !c.matches(v, &e.toks[n]) && n <= jhi+3 {
				n++
			}
			if n >= len(e.toks) || !c.matches(v, &e.toks[n]) || n+1 >= len(e.toks) || !gapIs(between(e.src, e.toks[n].end, e.toks[n+1].start), "of", "of the") || !c.matches(a, &e.toks[n+1]) {
				continue
			}
			_, ahi := nameRun(e, n+1)
			_, chi := nameRun(c.Text, a)
			blo, _ := nameRun(c.Text, b)
			jlo, _ := nameRun(e, j)
			k.fail(RoleSwap, p.span(e.toks[jlo].start, e.toks[ahi].end), "the claim says %q; %s says %q",
				c.src[c.toks[blo].start:c.toks[chi].end], k.where, e.src[e.toks[jlo].start:e.toks[ahi].end])
			return true
		}
	}
	return false
}

// possessorsApart fails an English claim that gives a thing to one name
// by a possessive where the best passage gives it to another name so,
// and the claim's name only elsewhere: "The Customer's liability is
// capped" against "The Supplier's total liability shall not exceed the
// fees paid by the Customer", "Apple's revenue rose 5%" against
// "Microsoft's revenue rose 5%, outpacing Apple". It reports whether it
// did.
func (k *checker) possessorsApart() bool {
	c, p := k.c, k.englishBest()
	if p == nil || !strings.Contains(c.src, "'s ") && !strings.Contains(c.src, "’s ") {
		return false // the common case
	}
	e := p.Text
	for b := 0; b+1 < len(c.toks); b++ {
		if !possessor(c.Text, b) {
			continue
		}
		h := possessedNoun(c.Text, b)
		blo, _ := nameRun(c.Text, b)
		if h < 0 || !slices.ContainsFunc(e.toks, func(u tok) bool { return c.matches(b, &u) }) {
			continue // no noun it owns, or a name the passage does not have
		}
		other, own := -1, false
		for y := range e.toks {
			if !possessor(e, y) {
				continue
			}
			if ylo, _ := nameRun(e, y); runsMeet(c, blo, b, e, ylo, y) {
				// The passage gives the claim's name something too, its noun
				// perhaps left out: "and Orrin's 3%"; or the same name in
				// other words: "Rolling Stone's" of "Rolling Stone
				// Magazine's".
				own = true
				break
			}
			if x := possessedNoun(e, y); x < 0 || !c.matches(h, &e.toks[x]) {
				continue
			}
			if other < 0 {
				other = y
			}
		}
		if own || other < 0 {
			continue
		}
		x := possessedNoun(e, other)
		ylo, _ := nameRun(e, other)
		k.fail(RoleSwap, p.span(e.toks[ylo].start, e.toks[x].end), "the claim says %q; %s says %q",
			c.src[c.toks[blo].start:c.toks[h].end], k.where, e.src[e.toks[ylo].start:e.toks[x].end])
		return true
	}
	return false
}

// runsMeet reports whether a word of the claim's tokens lo to hi matches
// one of e's tokens elo to ehi.
func runsMeet(c *Claim, lo, hi int, e *Text, elo, ehi int) bool {
	for i := lo; i <= hi; i++ {
		for j := elo; j <= ehi; j++ {
			if c.matches(i, &e.toks[j]) {
				return true
			}
		}
	}
	return false
}

// possessor reports whether token j of t is a name in the possessive: a
// name, or a capitalised word opening a sentence ("Apple's revenue").
func possessor(t *Text, j int) bool {
	u := &t.toks[j]
	return possessive(t, j) && (u.is(fName) || u.is(fInitial) && u.is(fCap))
}

// possessedNoun returns the common noun that name j of t, a possessive,
// owns: the first of up to three common words right after it, a verb
// ending the run ("revenue" of "Apple's revenue rose", "liability" of
// "Supplier's total liability"); -1 if none.
func possessedNoun(t *Text, j int) int {
	for i := j + 1; i < len(t.toks) && i <= j+3 && adjacent(t.src, t.toks[i-1].end, t.toks[i].start); i++ {
		u := &t.toks[i]
		if u.is(fName) || finiteVerb(u) && i > j+1 {
			break
		}
		if u.noun() && !u.hasPOS(lexicon.Adj) || i+1 == len(t.toks) || !adjacent(t.src, u.end, t.toks[i+1].start) {
			return i
		}
	}
	return -1
}

// passVerbs are the stems of the English verbs whose object may be their
// doer's place: "the bill passed the Senate" says the Senate passed it.
// Between two names they keep their order: "Ana passed Tom on the last
// lap".
var passVerbs = setOf(`pass clear`)

// doerVerb returns verb v of t as a doer does it to holder b: its word,
// or, where an amount is paid for b, the words up to b ("paid $2
// billion for").
func doerVerb(t *Text, v, b int) string {
	if lo, _ := nameRun(t, b); lo > v && paidFor(t, v, lo) {
		return strings.TrimSpace(t.src[t.toks[v].start:t.toks[lo].start])
	}
	return t.src[t.toks[v].start:t.toks[v].end]
}

// passiveClause returns the verb of text t between holder a (its last
// word) and holder b, where they are "A was verbed by B": a form of "be"
// (after "has", a modal or nothing) before a participle, and "by", or "by
// the", after it.
func passiveClause(t *Text, a, b int) (int, bool) {
	v := a + 1
	lo, _ := nameRun(t, b)
	if lo == b && lo > v+1 {
		lo = phraseStart(t, b) // "caused by heavy rain"
	}
	if lo != v+1 || !byHolder(t, b) {
		return 0, false
	}
	w := t.toks[v].word
	if t.toks[v].is(fName) || !t.toks[v].verbForm() || strings.HasSuffix(w, "ing") || symmetricVerbs[t.toks[v].stem] {
		return 0, false
	}
	f := strings.Fields(strings.ToLower(between(t.src, t.toks[a].end, t.toks[v].start)))
	if len(f) == 0 || len(f) > 2 || !beForms[f[len(f)-1]] || f[len(f)-1] == "being" && len(f) == 1 {
		return 0, false
	}
	if len(f) == 2 {
		switch f[0] {
		case "has", "have", "had", "will", "would", "shall", "must", "may", "can", "could", "is", "are", "was", "were":
		default:
			return 0, false
		}
	}
	if !gapIs(between(t.src, t.toks[v].end, t.toks[lo].start), "by", "by the", "by a", "by an") {
		return 0, false
	}
	return v, true
}

// ofClause returns the noun of text t between holder a (its last word)
// and holder b, where they are "A is the N of B": a form of "be" and an
// article or none before the noun, which may follow another ("the capital
// city of"), and "of" or "of the" after it; the noun not one of a
// relation that holds both ways ("the neighbour of").
func ofClause(t *Text, a, b int) (int, bool) {
	lo, _ := nameRun(t, b)
	v := lo - 1
	if v != a+1 && v != a+2 || !ofNoun(t, a, v) || !gapIs(between(t.src, t.toks[v].end, t.toks[lo].start), "of", "of the") {
		return 0, false
	}
	return v, true
}

// ofNoun reports whether word v of t, one or two words after holder a
// (its last word), is the noun of "A is the N of": a form of "be" and an
// article or none after a, and v no name nor a noun of a relation that
// holds both ways, after a word of its own only if right after it ("the
// capital city of").
func ofNoun(t *Text, a, v int) bool {
	if t.toks[v].is(fName) || t.toks[a+1].is(fName) || symmetricVerbs[t.toks[v].stem] || symmetricNouns[t.toks[v].stem] {
		return false
	}
	if v == a+2 && !adjacent(t.src, t.toks[a+1].end, t.toks[v].start) {
		return false
	}
	f := strings.Fields(strings.ToLower(between(t.src, t.toks[a].end, t.toks[a+1].start)))
	return len(f) > 0 && len(f) <= 2 && beForms[f[0]] && f[0] != "being" && (len(f) == 1 || articles[f[1]])
}

// ofWiderClause is ofClause, or "A is the N of the K of B" or "A is the
// N of the K B", where K is up to three lower-case words that say what B
// is: "Kel is the capital of the province of Orrin", "the father of the
// actress Ana Roy".
func ofWiderClause(t *Text, a, b int) (int, bool) {
	if v, ok := ofClause(t, a, b); ok {
		return v, true
	}
	lo, _ := nameRun(t, b)
	for v := a + 1; v <= a+2 && v < lo; v++ {
		if !ofNoun(t, a, v) {
			return 0, false
		}
		gap := between(t.src, t.toks[v].end, t.toks[lo].start)
		mid, ok := strings.CutPrefix(gap, " of the ")
		if !ok {
			continue
		}
		mid = strings.TrimSuffix(mid, " of ") // or "the actress Ana Roy"
		ws := strings.Fields(mid)
		if len(ws) == 0 || len(ws) > 3 {
			continue
		}
		lowerOnly := true
		for _, w := range ws {
			for _, r := range w {
				lowerOnly = lowerOnly && 'a' <= r && r <= 'z'
			}
		}
		if lowerOnly {
			return v, true
		}
	}
	return 0, false
}

// symmetricNouns are the stems of nouns of a relation that holds both
// ways: "A is the twin of B" is "B is the twin of A".
var symmetricNouns = setOf(`sibl twin friend colleagu cousin counterpart contemporari spous peer equival ally alli enemi`)

// participleOf reports whether word ev of t is a participle after a
// comma ("succeeding") with name o (its last word) right after it, where
// name subj opens t as its subject: "Ana Roy became chief executive,
// succeeding Tom Hale" has Ana Roy succeed Tom Hale.
func participleOf(t *Text, ev, subj, o int) bool {
	w := t.toks[ev].word
	if !strings.HasSuffix(w, "ing") || ev == 0 || !strings.HasSuffix(strings.TrimSpace(between(t.src, t.toks[ev-1].end, t.toks[ev].start)), ",") {
		return false
	}
	lo, _ := nameRun(t, o)
	if lo != ev+1 || strings.TrimSpace(between(t.src, t.toks[ev].end, t.toks[lo].start)) != "" {
		return false
	}
	slo, _ := nameRun(t, subj)
	return slo == 0
}

// verbBetweenNames reports whether word v of t, a verb, stands right
// between name a (its last word) and name b, with nothing but spaces
// before it and at most an article or "to" after it: there its base form is its past too ("Tom Berg beat Ida
// Rask", "cut", "hit"). A capital that opens the sentence may be a name
// there: "Arsenal beat Liverpool".
func verbBetweenNames(t *Text, a, v, b int) bool {
	return (t.toks[a].is(fName) || t.toks[a].flags&(fCap|fInitial) == fCap|fInitial) && t.toks[b].is(fName) && !t.toks[v].is(fCap) &&
		verb(t.toks[v].word) && strings.TrimSpace(between(t.src, t.toks[a].end, t.toks[v].start)) == "" &&
		gapIs(between(t.src, t.toks[v].end, t.toks[b].start), "", "the", "a", "an", "to", "to the", "to a", "to an")
}

// plainClause returns the verb of text t between name a (its last word)
// and name b, where they are "A verb B": nothing else between but an
// auxiliary, a modal or a verb of obligation before the verb ("has sued",
// "must pay", "was ordered to pay", "agreed to sell", "ordered Orrin to
// pay") and an article after it, and the verb an active form of one
// ("acquired"), not a symmetric one.
func plainClause(t *Text, a, b int) (int, bool) {
	v := a + 1
	lo, _ := nameRun(t, b)
	if lo == b && lo > v+1 {
		lo = phraseStart(t, b) // "caused the price rise"
	}
	if v >= lo {
		return 0, false
	}
	if lo == v+2 && controlVerbs[t.toks[v].word] {
		v++ // "agreed to pay": the gap before "pay" holds "agreed"
	}
	if lo != v+1 {
		return 0, false
	}
	base, ok := doerGap(between(t.src, t.toks[a].end, t.toks[v].start))
	if !ok {
		return 0, false
	}
	// After a modal or "to" the verb is in its base form, which may also
	// be a noun ("pay"); otherwise it is a verb's form, or a base form
	// between two names (verbBetweenNames).
	w := t.toks[v].word
	past := verbBetweenNames(t, a, v, lo)
	if t.toks[v].is(fName) || strings.HasSuffix(w, "ing") || symmetricVerbs[t.toks[v].stem] || !(base && verb(w)) && !past && !t.toks[v].verbForm() && !strings.HasSuffix(w, "s") {
		return 0, false
	}
	gap := between(t.src, t.toks[v].end, t.toks[lo].start)
	toward := gapIs(gap, "to", "to the", "to a", "to an") && !toSymmetric[t.toks[v].stem] // "reports to Velmora"
	if !gapIs(gap, "", "the", "a", "an") && !toward && !paidFor(t, v, lo) {
		return 0, false
	}
	return v, true
}

// toSymmetric are the stems of English verbs whose "A verb to B" says
// what "B verb to A" does: "married to", "talked to", "compared to".
var toSymmetric = setOf(`marri engag wed relat connect link compar liken talk spoke speak ally alli`)

// paidForNamed fails an English claim whose name pays where the best
// passage has it as what was paid for: "Velmora paid $2 billion" against
// "Orrin paid $2 billion for Velmora".
func (k *checker) paidForNamed() {
	p := k.englishBest()
	if p == nil {
		return
	}
	c, e, at := k.c, p.Text, k.at[k.used[0]]
	for v := 1; v < len(c.toks); v++ {
		if !c.toks[v-1].is(fName) || at[v] < 0 || at[v-1] <= at[v] || !payVerbs[c.toks[v].word] {
			continue // the common case: no pay verb after a name
		}
		if _, ok := doerGap(between(c.src, c.toks[v-1].end, c.toks[v].start)); !ok {
			continue
		}
		lo, hi := nameRun(e, at[v-1])
		if lo <= at[v] || !paidFor(e, at[v], lo) {
			continue
		}
		from := e.toks[at[v]].start
		if pl, _ := nameRun(e, at[v]-1); at[v] > 0 && e.toks[at[v]-1].is(fName) {
			from = e.toks[pl].start // the payer: "Orrin paid"
		}
		clo, _ := nameRun(c.Text, v-1)
		k.fail(RoleSwap, p.span(from, e.toks[hi].end), "the claim has %s; %s has %s",
			k.claimText(c.toks[clo].start, c.toks[v].end), k.where, p.text(from, e.toks[hi].end))
		return
	}
}

// payVerbs are the English verbs whose doer gives an amount for what
// follows "for": "Velmora paid $2 billion for Orrin".
var payVerbs = setOf(`pay pays paid paying bid bids offer offers offered`)

// paidFor reports whether token v of t is a verb of payVerbs and an
// amount and "for" (or "for the") stand between it and token b: the
// amount is the verb's, and b its object.
func paidFor(t *Text, v, b int) bool {
	if gap := between(t.src, t.toks[v].end, t.toks[b].start); !hasSpaced(gap, " for ") || !payVerbs[t.toks[v].word] {
		return false // the common case: no "for" before b
	}
	for _, n := range t.nums {
		if n.Start >= int(t.toks[v].end) && n.End <= int(t.toks[b].start) && strings.TrimSpace(t.src[t.toks[v].end:n.Start]) == "" {
			return gapIs(t.src[n.End:t.toks[b].start], "for", "for the")
		}
	}
	return false
}

// doerGap reports whether gap, the text between a subject and a verb,
// leaves the subject the verb's doer, and whether the verb after it is
// in its base form: nothing or "has" (a past form); a modal ("must", "did
// pay"); or "to" after nothing ("ordered Orrin to pay"), after a form of
// be or have ("has to pay", "is to pay"), or after a verb of obligation
// and its auxiliaries ("was ordered to", "is required to", "has agreed
// to").
func doerGap(gap string) (base, ok bool) {
	f := strings.Fields(strings.ToLower(gap))
	if len(f) == 0 {
		return false, true
	}
	if f[len(f)-1] != "to" {
		if len(f) != 1 {
			return false, false
		}
		switch f[0] {
		case "has", "have", "had":
			return false, true
		case "did", "will", "would", "shall", "must", "may", "can", "could":
			return true, true
		}
		return false, false
	}
	f = f[:len(f)-1]
	if len(f) == 0 {
		return true, true
	}
	if last := f[len(f)-1]; controlVerbs[last] {
		f = f[:len(f)-1]
	} else if len(f) != 1 || !beForms[last] && last != "has" && last != "have" && last != "had" {
		return false, false
	}
	for _, w := range f {
		switch w {
		case "is", "are", "was", "were", "be", "been", "has", "have", "had", "will", "shall", "would", "must":
		default:
			return false, false
		}
	}
	return true, true
}

// controlVerbs are the words before "to" after which the subject does
// what the verb after "to" says: "was ordered to pay", "agreed to sell".
var controlVerbs = setOf(`ordered required obliged obligated directed agreed agrees agree undertook undertakes undertake
promised promises promise bound expected refused refuses declined declines failed fails`)

// holderText returns role holder i of t as written: a party's word, a
// name's words ("Ana Roy").
func holderText(t *Text, i int) string {
	if t.toks[i].is(fParty) {
		return t.src[t.toks[i].start:t.toks[i].end]
	}
	if !t.toks[i].is(fName) {
		// A description, with its article: "the bank".
		lo := int32(0)
		if i > 0 {
			lo = t.toks[i-1].end
		}
		return strings.TrimSpace(t.src[min(lo, t.toks[i].start):t.toks[i].end])
	}
	lo, _ := nameRun(t, i)
	return t.src[t.toks[lo].start:t.toks[i].end]
}

// symmetricVerbs are the stems of verbs whose two sides may swap without
// a change of sense: "Acme merged with Beta" is "Beta merged with Acme".
var symmetricVerbs = setOf(`merg marri meet met partner collabor tie tied draw drew face play play battl fought fight clash debat
compet alli share shar join negoti trade swap exchang resembl equal match rival neighbour neighbor border adjoin`)

// partyAgent looks for a party of the claim that does what the verb
// after it says, where the best passage has another party do it to the
// claim's: "The Landlord shall pay the deposit" against "The Tenant shall
// pay the Landlord a deposit". A passive on either side ("the Landlord
// shall be paid") says who it is done to, and is left alone.
func (k *checker) partyAgent() {
	p := k.best()
	if p == nil || k.full() || k.c.lang != English {
		return
	}
	c, e := k.c, p.Text
	at := k.at[k.used[0]]
	for a := range c.toks {
		if !c.toks[a].is(fParty) || c.toks[a].is(fBy) || at[a] < 0 || a+1 >= len(c.toks) {
			continue
		}
		v := a + 1
		for v < len(c.toks) && at[v] < 0 && !c.toks[v].is(fName) && v < a+3 {
			v++ // "The Landlord shall promptly pay"
		}
		if v == len(c.toks) || c.toks[v].is(fName) || at[v] < 0 || c.toks[v].seg != c.toks[a].seg || passiveGap(between(c.src, c.toks[a].end, c.toks[v].start)) {
			continue
		}
		if k.partyAfter(v) {
			return // two parties: roles compares them
		}
		ea, ev := at[a], at[v]
		other := e.toks[ea].is(fBy) && byOtherVerb(e, ev, ea)
		if ea < ev || e.toks[ea].is(fBy) && !other || e.toks[ea].seg != e.toks[ev].seg {
			continue
		}
		// The passage's agent: the party before its verb, or, past a
		// passive, the one after "by" ("paid to the Landlord by the
		// Tenant").
		agent := -1
		for q := ev - 1; q >= 0 && e.toks[q].seg == e.toks[ev].seg; q-- {
			if e.toks[q].is(fParty) {
				if !passiveGap(between(e.src, e.toks[q].end, e.toks[ev].start)) {
					agent = q
				}
				break
			}
		}
		if agent < 0 {
			for q := ev + 1; q < len(e.toks) && e.toks[q].seg == e.toks[ev].seg; q++ {
				if e.toks[q].is(fParty) && e.toks[q].is(fBy) {
					agent = q
					break
				}
			}
		}
		if agent >= 0 {
			u := &e.toks[agent]
			if slices.ContainsFunc(partyList(e, agent), func(q int) bool { return nameKey(e.toks[q].word) == nameKey(c.toks[a].word) }) {
				continue // "paid by the Tenant or a guarantor"
			}
			lo, hi := min(u.start, e.toks[ea].start), max(u.end, e.toks[ea].end)
			said := p.text(u.start, u.end) + " " + p.text(e.toks[ev].start, e.toks[ev].end) + " " + p.text(e.toks[ea].start, e.toks[ea].end)
			if agent > ev {
				said = p.text(e.toks[ev].start, u.end) // "paid to the Landlord by the Tenant"
			} else if other {
				said = p.text(u.start, u.end) + " " + p.text(e.toks[ev].start, e.toks[ev].end) // "the insurer will pay costs incurred by the policyholder"
			}
			k.fail(RoleSwap, p.span(lo, hi), "the claim has %s %s; %s has %s",
				k.claimText(c.toks[a].start, c.toks[a].end), k.claimText(c.toks[v].start, c.toks[v].end), k.where, said)
			return
		}
	}
}

// partyList returns party q of t and the parties joined to it by "and"
// or "or", before and after it: "the Tenant or a guarantor".
func partyList(t *Text, q int) []int {
	out := []int{q}
	joined := func(a, b int) bool {
		if !t.toks[a].is(fParty) || !t.toks[b].is(fParty) || t.toks[a].seg != t.toks[b].seg {
			return false
		}
		g := strings.Fields(strings.ToLower(between(t.src, t.toks[a].end, t.toks[b].start)))
		if len(g) == 0 || len(g) > 2 || g[0] != "or" && g[0] != "and" && g[0] != "," {
			return false
		}
		return len(g) == 1 || articles[g[1]]
	}
	for a := q; a > 0 && joined(a-1, a); a-- {
		out = append(out, a-1)
	}
	for b := q; b+1 < len(t.toks) && joined(b, b+1); b++ {
		out = append(out, b+1)
	}
	return out
}

// partyAfter reports whether a party of the claim follows its word v in
// v's clause.
func (k *checker) partyAfter(v int) bool {
	c := k.c
	for b := v + 1; b < len(c.toks) && c.toks[b].seg == c.toks[v].seg; b++ {
		if c.toks[b].is(fParty) {
			return true
		}
	}
	return false
}

// passiveGap reports whether gap, the text between a subject and its
// verb, makes the verb passive: "shall be", "is", "was", "has been".
func passiveGap(gap string) bool {
	for w := range strings.FieldsSeq(strings.ToLower(gap)) {
		if beForms[w] {
			return true
		}
	}
	return false
}

// prepIn reports whether gap, the text between two words, holds a
// preposition.
func prepIn(gap string) bool {
	for _, w := range strings.Fields(gap) {
		if prepositions[strings.ToLower(w)] {
			return true
		}
	}
	return false
}

// passiveVerb reports whether word j of English text e is a verb after a
// form of "be", a passive whose participle is its base form too: "was
// run by".
func passiveVerb(e *Text, j int) bool {
	return beBefore(e.src, e.toks[j].start) && e.toks[j].verb()
}

// tempScales are the names of the scales of temperature and the symbol
// a passage writes for each after a degree sign.
var tempScales = map[string]string{"celsius": "°C", "centigrade": "°C", "fahrenheit": "°F"}

// honorifics are the titles written before a name, which name no one.
var honorifics = setOf(`dr mr mrs ms mx prof sir dame lord lady rev`)

// agents looks for a name of the claim that does what its verb says
// ("Tom Ealing directed the film") where the best passage has the verb
// done by another ("directed by Priya Nair"), and names the claim's
// not among those who do it.
func (k *checker) agents() {
	p := k.englishBest()
	if p == nil {
		return
	}
	c, e, at := k.c, p.Text, k.at[k.used[0]]
	for v := 0; v < len(c.toks); v++ {
		t := &c.toks[v]
		if at[v] < 0 || at[v]+1 >= len(e.toks) || t.is(fName) || t.negated() {
			continue
		}
		if u := &e.toks[at[v]+1]; !u.is(fBy) || u.start < e.toks[at[v]].end {
			continue // the passage names no one by "by" after the verb: the common case, and cheap
		}
		// Who does it in the claim: the name before the verb ("Tom
		// Ealing directed"), or the one after "by" ("painted by Dan
		// Sato").
		var who []string
		var whoTok *tok
		byForm := false // the claim names who after "by"
		if d := byDoer(c.Text, v); d >= 0 {
			byForm = true
			for m := d; m < len(c.toks) && c.toks[m].is(fName) && (m == d || adjacent(c.src, c.toks[m-1].end, c.toks[m].start)); m++ {
				who = append(who, nameKey(c.toks[m].word))
			}
			whoTok = &c.toks[d]
		} else if s := v - 1; s >= 0 && c.toks[s].is(fName) && !c.toks[s].is(fParty) && adjacent(c.src, c.toks[s].end, t.start) {
			for m := s; m >= 0 && c.toks[m].is(fName) && (m == s || adjacent(c.src, c.toks[m].end, c.toks[m+1].start)); m-- {
				who = append(who, nameKey(c.toks[m].word))
			}
			whoTok = &c.toks[s]
		} else {
			continue
		}
		if pv := &e.toks[at[v]]; !sameVerb(t, pv) || !t.verbForm() || !pv.verbForm() && !passiveVerb(e, at[v]) {
			continue // "sang" is not "a song by", nor "moved" "settled"
		}
		if !byForm && slices.ContainsFunc(e.toks[:at[v]], func(u tok) bool { return u.seg == e.toks[at[v]].seg && slices.Contains(who, nameKey(u.word)) }) {
			continue // "The casino closed in 1952" on "The casino was closed in 1952 by its owner": what the verb is done to, in both
		}
		j := byDoer(e, at[v])
		if j < 0 {
			continue
		}
		for j+1 < len(e.toks) && honorifics[e.toks[j].word] && e.toks[j+1].is(fName) {
			j++ // "by Dr. Ruiz": the name past its title
		}
		// Who does it in the passage: the names after "by", up to the
		// clause's next verb, "by" or preposition: "by A and B", "by
		// American singer B"; but not "directed by A and written by B",
		// nor "written by A with art by B", nor "launched by A on a B
		// rocket".
		named := false
		for m := j; m < len(e.toks) && e.toks[m].seg == e.toks[j].seg && (m == j || !e.toks[m].verbForm() && !e.toks[m].is(fBy) && !prepIn(between(e.src, e.toks[m-1].end, e.toks[m].start))); m++ {
			w := nameKey(e.toks[m].word)
			for _, x := range who {
				if w == x || typo(x, w) {
					named = true
				}
			}
		}
		if f := &e.toks[j]; named || k.inClaimName(f) || isASCIIWord(f.word) && commonWord(f.word) && isA(f.word, "person") {
			continue // "signed by the King of Norway" names a title, not who
		}
		u := &e.toks[j]
		if byForm {
			k.fail(NameMismatch, p.span(u.start, u.end), "the claim has %s by %s; %s has %s by %s",
				k.claimText(t.start, t.end), nameText(c.Text, whoTok), k.where,
				p.text(e.toks[at[v]].start, e.toks[at[v]].end), nameText(e, u))
		} else {
			k.fail(NameMismatch, p.span(u.start, u.end), "the claim has %s %s; %s has %s by %s",
				nameText(c.Text, whoTok), k.claimText(t.start, t.end), k.where,
				p.text(e.toks[at[v]].start, e.toks[at[v]].end), nameText(e, u))
		}
		return
	}
}

// ownerDoes fails an English claim whose doer of a verb ("Employees
// must approve overtime", "approved by employees") the best passage gives
// only as the owner of the one who does it, after "by": "Overtime must be
// approved in advance by the employee's manager". The manager approves;
// the claim, which does not say manager, has the employees approve.
func (k *checker) ownerDoes() {
	p := k.englishBest()
	if p == nil || k.full() || !strings.Contains(p.Text.src, " by ") {
		return // the common case
	}
	c, e, at := k.c, p.Text, k.bestAt()
	for v := range c.toks {
		t := &c.toks[v]
		if at[v] < 0 || t.is(fName) || t.negated() || !t.verb() && !t.verbForm() {
			continue
		}
		pv := at[v]
		if !sameVerb(t, &e.toks[pv]) {
			continue
		}
		// The passage's doer: the word after the first "by" past the verb,
		// before another verb ("in writing" is none), if it owns the word
		// after it.
		j := -1
		for q := pv + 1; q < len(e.toks) && e.toks[q].seg == e.toks[pv].seg && (!e.toks[q].verbForm() || e.toks[q].is(fAfterPrep)); q++ {
			if e.toks[q].is(fBy) {
				j = q
				break
			}
		}
		if j < 0 || j+1 >= len(e.toks) || !possessive(e, j) || !e.toks[j+1].noun() || !adjacent(e.src, e.toks[j].end, e.toks[j+1].start) || slices.Contains(at, j+1) {
			continue
		}
		// The claim's doer: the word before its verb, past a modal, or
		// the word after its "by".
		s := -1
		switch {
		case v > 0 && !passiveGap(between(c.src, c.toks[v-1].end, t.start)) && modalGap(between(c.src, c.toks[v-1].end, t.start)):
			s = v - 1
		case v+1 < len(c.toks) && c.toks[v+1].is(fBy) && byGap(between(c.src, t.end, c.toks[v+1].start)):
			s = v + 1
		}
		if s < 0 || at[s] != j {
			continue
		}
		m := j + 1 // the doer's phrase: "board's finance committee"
		for m+1 < len(e.toks) && adjacent(e.src, e.toks[m].end, e.toks[m+1].start) && e.toks[m+1].noun() && !e.toks[m+1].verbForm() {
			m++
		}
		u := &e.toks[m]
		k.fail(RoleSwap, p.span(e.toks[j].start, u.end), "the claim has %s %s; %s has %s by %s",
			k.claimText(c.toks[s].start, c.toks[s].end), k.claimText(t.start, t.end), k.where,
			p.text(e.toks[pv].start, e.toks[pv].end), p.text(e.toks[j].start, u.end))
		return
	}
}

// modalGap reports whether gap, the text between a subject and its verb,
// is empty or holds only modal words: "must" of "Employees must approve".
func modalGap(gap string) bool {
	for w := range strings.FieldsSeq(strings.ToLower(gap)) {
		if !modalWords[w] {
			return false
		}
	}
	return true
}

// byDoer returns the first name of the doer that passage text e gives
// after "by" right after verb vi: "by Priya Nair", or past what the doer
// is, "by engineers Maurice Koechlin"; -1 if there is none.
func byDoer(e *Text, vi int) int {
	j := vi + 1
	if j >= len(e.toks) || !e.toks[j].is(fBy) || !byGap(between(e.src, e.toks[vi].end, e.toks[j].start)) {
		return -1
	}
	// Past a people and what the doer is: "by American author George
	// Martin", "by engineers Maurice Koechlin".
	m := j
	if e.toks[m].is(fName) && people(e.toks[m].word) && m+1 < len(e.toks) && adjacent(e.src, e.toks[m].end, e.toks[m+1].start) {
		m++
	}
	if u := &e.toks[m]; !u.is(fName) && !u.verbForm() && m+1 < len(e.toks) && e.toks[m+1].is(fName) && adjacent(e.src, u.end, e.toks[m+1].start) &&
		isASCIIWord(u.word) && commonWord(u.word) && isA(u.word, "person") {
		return m + 1
	}
	if !e.toks[j].is(fName) {
		return -1
	}
	return j
}

// kinPronouns open, after "by", a doer named by kin of another: "by her
// father", "by his brother".
var kinPronouns = [...]string{" by her ", " by his ", " by their "}

// doerOfKin fails an English claim whose name does what its verb says
// ("Jane Smith founded Acme", "Acme was founded by Jane Smith") where the
// best passage has that verb done by someone it names by kin of another
// (kinWord, as possessorOnly reads "by Jane Smith's father"): "Jane Smith
// joined Acme, which was founded by her father".
func (k *checker) doerOfKin() {
	p := k.englishBest()
	if p == nil || !strings.Contains(p.Text.src, " by h") && !strings.Contains(p.Text.src, " by their ") {
		return // the common case
	}
	c, e, at := k.c, p.Text, k.bestAt()
	for v := range c.toks {
		t := &c.toks[v]
		if at[v] < 0 || !t.verbForm() || t.negated() || t.is(fName) {
			continue
		}
		who := -1 // the claim's doer: the name before the verb, or after "by"
		if v > 0 && c.toks[v-1].is(fName) && adjacent(c.src, c.toks[v-1].end, t.start) {
			who = v - 1
		} else if v+1 < len(c.toks) && c.toks[v+1].is(fBy) && c.toks[v+1].is(fName) {
			who = v + 1
		}
		pv := &e.toks[at[v]]
		if who < 0 || !sameVerb(t, pv) {
			continue
		}
		for _, pro := range kinPronouns {
			if !strings.HasPrefix(e.src[pv.end:], pro) {
				continue
			}
			j := tokenAfter(e, int(pv.end)+len(pro)-1)
			if j < 0 || e.toks[j].is(fName) || k.claimSays(&e.toks[j]) || !kinWord(e.toks[j].word) {
				continue // "by his company" may be his own doing; "by her father" is another's
			}
			k.fail(NameMismatch, p.span(pv.start, e.toks[j].end), "the claim says %s of %s; %s says %s", quote(t.word), nameText(c.Text, &c.toks[who]), k.where, quote(e.src[pv.start:e.toks[j].end]))
			return
		}
	}
}

// sameVerb reports whether claim word t and passage word u are forms of
// one verb ("wrote" and "written"), not only words of one meaning.
func sameVerb(t, u *tok) bool {
	return t.stem == u.stem || t.alt != "" && (t.alt == u.stem || t.alt == u.alt) || u.alt != "" && u.alt == t.stem
}

// byGap reports whether the text between a verb and the name after it is
// "by", perhaps with an article ("directed by the"), or a phrase of no
// content words that opens with a preposition and then "by": "acquired
// for $200 million by".
func byGap(gap string) bool {
	ws := strings.Fields(strings.ToLower(gap))
	if len(ws) >= 1 && ws[0] == "by" {
		return true
	}
	// Past a phrase of no content words that opens with a preposition:
	// "acquired for $200 million by Google", "sold in 2019 by".
	if len(ws) < 3 || !prepositions[ws[0]] || strings.ContainsAny(gap, ",;:()") {
		return false
	}
	for i, w := range ws[1:min(len(ws), 6)] {
		if w == "by" {
			return i > 0
		}
	}
	return false
}

// inClaimName reports whether passage word u is a name the claim has.
func (k *checker) inClaimName(u *tok) bool {
	key := nameKey(u.word)
	for i := range k.c.toks {
		if t := &k.c.toks[i]; t.is(fName) && nameKey(t.word) == key {
			return true
		}
	}
	return false
}

// placeKinds are WordNet's nouns of the kinds of place, by level: a
// place of one level is none of another, but may be in it. ("province"
// names the synset of a state of a country, which "state" would mix
// with a country's.)
var placeKinds = [...]struct {
	noun  string
	level int
}{{"city", 1}, {"province", 2}, {"country", 3}, {"continent", 4}}

// placeNouns are the words of the levels of placeKinds, for a reason.
var placeNouns = [...]string{1: "city", 2: "state or province", 3: "country", 4: "continent"}

// placeLevel returns the level of placeKinds of claim name i's name, or
// 0 where it is none or several: "Germany" is a country, "Munich" a city,
// "the United States" (by its initials) a country, "Quebec" 0.
func (k *checker) placeLevel(i int) int {
	return placeLevelOf(k.c.Text, &k.c.toks[i])
}

// placeLevelOf is placeLevel for the name of word u of text t.
func placeLevelOf(t *Text, u *tok) int {
	j := slices.IndexFunc(t.toks, func(x tok) bool { return x.start == u.start })
	if j < 0 {
		return 0
	}
	lo, hi := nameRun(t, j)
	initials := nameKey(t.toks[lo].word) // "us" of "U.S."
	if hi > lo {
		var b [6]byte
		for m := lo; m <= hi && m-lo < len(b); m++ {
			b[m-lo] = t.toks[m].word[0]
		}
		initials = string(b[:min(hi-lo+1, len(b))])
	}
	switch initials {
	case "us", "uk", "usa", "uae":
		return 3
	}
	if hi > lo || !isASCIIWord(t.toks[lo].word) || t.toks[lo].hasPOS(lexicon.Adj) {
		return 0 // "Spanish", a people's word, is no place
	}
	level := 0
	for _, pk := range placeKinds {
		if isA(t.toks[lo].word, pk.noun) {
			if level > 0 {
				return 0 // "Quebec", a city and a province: no kind to tell
			}
			level = pk.level
		}
	}
	return level
}

// otherThanNamed leaves unverified an English claim that excludes a name
// ("by someone other than Ana Ruiz") the best passage gives without
// excluding it ("by Ana Ruiz"): what the passage says of the name, the
// claim says of another.
func (k *checker) otherThanNamed() {
	c, p := k.c, k.englishBest()
	if p == nil {
		return
	}
	e := p.Text
	at := k.bestAt()
	for i := range c.toks {
		if !c.toks[i].is(fName) || at[i] < 0 || i > 0 && c.toks[i-1].is(fName) && adjacent(c.src, c.toks[i-1].end, c.toks[i].start) {
			continue // a name's first word only
		}
		from, ok := otherThanBefore(c.src, c.toks[i].start)
		if !ok {
			continue
		}
		j := at[i]
		if _, ok := otherThanBefore(e.src, e.toks[j].start); ok {
			continue
		}
		_, hi := nameRun(c.Text, i)
		ehi := j + hi - i // the passage's name, word for word: "Florida State University", not "Florida Atlantic University"
		if ehi >= len(e.toks) {
			continue
		}
		same := true
		for x := i; x <= hi && same; x++ {
			same = c.matches(x, &e.toks[j+x-i]) && (x == i || adjacent(e.src, e.toks[j+x-i-1].end, e.toks[j+x-i].start))
		}
		if !same {
			continue
		}
		k.doubt(NegationUnclear, p.span(e.toks[j].start, e.toks[ehi].end), "the claim says %s; %s names %s", quote(k.claimText(int32(from), c.toks[hi].end)), k.where, nameText(e, &e.toks[j]))
		return
	}
}

// otherThanBefore reports whether "other than" stands right before byte
// at of English text src, past "the", and where it starts.
func otherThanBefore(src string, at int32) (int, bool) {
	w, j := lastWordBefore(src, at)
	if w == "the" {
		w, j = lastWordBefore(src, int32(j))
	}
	if w != "than" {
		return 0, false
	}
	o, oj := lastWordBefore(src, int32(j))
	return oj, o == "other"
}

// variantWords are the words after a product's name that make another
// model of it: "Kel 5 Pro", "Orrin Max", "Velmora Lite".
var variantWords = setOf(`pro max plus mini ultra lite se xl premium deluxe`)

// variantNames answers an English claim name that the best passage
// gives, where the claim's words are, with a word of variantWords after
// it that the claim does not have: "The Kel 5 has a 6.7-inch display"
// against "The Kel 5 Pro has a 6.7-inch display". The passage's name is
// another model's. Where the evidence also gives the claim's name by
// itself, the claim fails; else it is unverified. The occurrence of the
// name that counts is the one in the part of the passage that holds the
// claim's number, if the passage gives the name more than once.
func (k *checker) variantNames() {
	c, p := k.c, k.englishBest()
	if p == nil {
		return
	}
	e, at := p.Text, k.at[k.used[0]]
	for i := range c.toks {
		t := &c.toks[i]
		if !t.is(fName) || at[i] < 0 {
			continue
		}
		if _, hi := nameRun(c.Text, i); hi != i {
			continue // the name's last word
		}
		cn, cw := nameTail(c.src, int(t.end))
		j := k.variantAt(i, e, cn, cw)
		if j < 0 {
			continue
		}
		en, ew := nameTail(e.src, int(e.toks[j].end))
		if k.claimNamesVariant(i, ew) {
			continue // the claim names both models
		}
		alone := false // the claim's name by itself in the evidence
		for pi := range k.ev.Passages {
			q := k.ev.Passages[pi].Text
			for m := range q.toks {
				if u := &q.toks[m]; k.isName(i, u) {
					if n, w := nameTail(q.src, int(u.end)); n == cn && !variantWords[lower(w)] {
						alone = true
					}
				}
			}
		}
		clo, _ := nameRun(c.Text, i)
		elo, _ := nameRun(e, j)
		s, end := e.toks[elo].start, e.toks[j].end+int32(len(en)+1+len(ew))
		if alone {
			k.fail(NameMismatch, p.span(s, end), "the claim names %s; %s names %s", k.claimText(c.toks[clo].start, t.end)+cn, k.where, p.text(s, end))
		} else {
			k.doubt(AnchorAbsent, p.span(s, end), "the claim names %s; %s names %s", k.claimText(c.toks[clo].start, t.end)+cn, k.where, p.text(s, end))
		}
		return
	}
}

// claimNamesVariant reports whether the claim gives its name i with the
// word w after it somewhere: "the Kel 5 Pro" as well as "the Kel 5".
func (k *checker) claimNamesVariant(i int, w string) bool {
	c := k.c
	for j := range c.toks {
		if j != i && c.toks[j].stem == c.toks[i].stem {
			if _, cw := nameTail(c.src, int(c.toks[j].end)); strings.EqualFold(cw, w) {
				return true
			}
		}
	}
	return false
}

// variantAt returns the word of passage text e that stands for claim
// name i, with the number cn after it as the claim has, where a word of
// variantWords other than the claim's next word cw follows: the one of
// several in the part of the passage that holds a number of the claim;
// or -1.
func (k *checker) variantAt(i int, e *Text, cn, cw string) int {
	var cuts []int32
	var inPart func(at int32) bool
	found, plain := -1, false
	for j := range e.toks {
		u := &e.toks[j]
		if !k.isName(i, u) {
			continue
		}
		n, w := nameTail(e.src, int(u.end))
		if n != cn {
			continue
		}
		if w == "" || w == cw || !variantWords[lower(w)] || !isUpperASCII(w[0]) {
			plain = true
			continue
		}
		if found < 0 {
			found = j
		}
		if inPart == nil {
			cuts = e.conjunctCuts()
			inPart = func(at int32) bool {
				part := conjunctOf(cuts, at)
				return sameValues(k.c, e, func(x, y numbers.Token) bool {
					// Not the name's own number: "5" of "Kel 5".
					return int32(x.End) != k.c.toks[i].end+int32(len(cn)) && conjunctOf(cuts, int32(y.Start)) == part
				})
			}
		}
		if inPart(u.start) {
			return j // the claim's number is the variant's
		}
	}
	if plain {
		return -1
	}
	return found
}

// nameTail returns what follows a name that ends at byte end of src: a
// number written right after it, if any (" 5" of "Kel 5 Pro"), and the
// word after that, as written.
func nameTail(src string, end int) (num, word string) {
	i := end
	if i+1 < len(src) && src[i] == ' ' && isDigitByte(src[i+1]) {
		j := i + 1
		for j < len(src) && (isDigitByte(src[j]) || src[j] == '.' && j+1 < len(src) && isDigitByte(src[j+1])) {
			j++
		}
		num, i = src[i:j], j
	}
	if i+1 >= len(src) || src[i] != ' ' {
		return num, ""
	}
	j := i + 1
	for j < len(src) && isASCIILetter(src[j]) {
		j++
	}
	return num, src[i+1 : j]
}

// nameRunsApart leaves unverified a claim whose name of two words or more
// ("the Baltic Sea", "Real Madrid") the best passage never holds as one
// name, where it gives the claim's last word of the two after another
// name's word and the first before another word: "the Baltic hills" and
// "the North Sea", "Atletico Madrid" and "Real Betis". A name of the
// passage that holds both, other names between ("Emmanuel Jean-Michel
// Frédéric Macron"), is the claim's.
func (k *checker) nameRunsApart() {
	p := k.best()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	for i := 0; i+1 < len(c.toks); i++ {
		a, b := &c.toks[i], &c.toks[i+1]
		if !a.is(fName) || !b.is(fName) || a.is(fParty) || b.is(fParty) || honorifics[a.word] || !adjacent(c.src, a.end, b.start) ||
			strings.Contains(c.src[a.start:a.end], ".") || strings.ContainsAny(c.src[a.start:b.start], "'’") || a.negated() || c.inException(a.start) {
			continue // "U.S. Air Force" may be written "United States Air Force"; "Orrin's CFO" is two; "other than Orrin Bank" names none
		}
		joined, otherFirst, otherNext := false, false, false
		for m := range e.toks {
			u := &e.toks[m]
			if c.matches(i+1, u) && m > 0 {
				// "North" of "North Sea": another name's word right before
				// the claim's last.
				if x := &e.toks[m-1]; x.is(fName) && !c.matches(i, x) && adjacent(e.src, x.end, u.start) {
					otherFirst = true
				}
			}
			if !c.matches(i, u) || !u.is(fName) {
				continue
			}
			for n := m + 1; n < len(e.toks) && n <= m+4 && e.toks[n].is(fName) && strings.Trim(between(e.src, e.toks[n-1].end, e.toks[n].start), " -.") == ""; n++ {
				if c.matches(i+1, &e.toks[n]) {
					joined = true // "Emmanuel Jean-Michel Frédéric Macron"
				}
			}
			if m+1 < len(e.toks) && !c.matches(i+1, &e.toks[m+1]) {
				otherNext = true // "hills" of "Baltic hills", "Betis" of "Real Betis"
			}
		}
		if joined || !otherFirst || !otherNext {
			continue
		}
		lo, hi := nameRun(c.Text, i)
		k.doubt(AnchorAbsent, k.bestSpan(), "%s does not name %s; it has its words in other names", k.where, quote(c.src[c.toks[lo].start:c.toks[hi].end]))
		return
	}
}
