package support

import (
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/internal/words"
	"github.com/verbatim-go/verbatim/numbers"
)

// An ident is an identifier: a token that mixes letters and digits (Su-24,
// COVID-19, I-95, Q3, v2.1, Under-21, H200) or a keyword of a reference
// followed by a number (Section 4.2, Article 12, § 3).
type ident struct {
	key        string // folded, hyphens and spaces dropped: "su24", "section4.2"
	prefix     string // its leading letters: "su", "section"
	start, end int32  // original range
	mark       int32  // where a letter or a Roman numeral that completes it starts ("B" of "Plan B"), or 0
}

// refWords open a reference that a number completes: "Section 4.2".
var refWords = setOf(`section sections article articles clause clauses rule rules chapter part schedule exhibit
annex appendix paragraph item title regulation directive form § season episode volume vol flight route highway
interstate version`)

// notIdentPrefixes are the words that join a number by a hyphen without
// making an identifier: "mid-2017", "pre-2020", "post-1945".
var notIdentPrefixes = setOf(`mid pre post early late non anti circa ca over under`)

// dropNumberIdents returns the identifiers of ids that are not written
// within a number of nums that is no label: "4.1bn" and "EUR 4.1" of "EUR
// 4.1 billion", "9am", are amounts and times, compared as numbers; "12a"
// stays an identifier.
func dropNumberIdents(ids []ident, nums []numbers.Token) []ident {
	// The numbers are in order and do not overlap: the one that may hold
	// an identifier is the first that ends after it starts.
	out := ids[:0]
	for _, id := range ids {
		j := sort.Search(len(nums), func(j int) bool { return int32(nums[j].End) > id.start })
		inside := j < len(nums) && nums[j].Kind != numbers.Code && int32(nums[j].Start) <= id.start && id.end <= int32(nums[j].End)
		if !inside {
			out = append(out, id)
		}
	}
	return out
}

// findIdents returns the identifiers of src, given its raw words.
func findIdents(src string, raws []raw) []ident {
	var out []ident
	// Tokens mixing letters and digits, read off the original text around
	// each digit.
	for i := 0; i < len(src); {
		if i = skipToDigit(src, i); i == len(src) {
			break
		}
		r, n := rune(src[i]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeRuneInString(src[i:])
		}
		if !unicode.IsDigit(r) {
			i += n
			continue
		}
		// The token that holds the digit: back to its start, then on.
		s := i
		for s > 0 {
			p, pn := utf8.DecodeLastRuneInString(src[:s])
			if isAlnum(p) {
				s -= pn
				continue
			}
			if (p == '-' || p == '.' || p == '/' || p == '_') && s-pn > 0 {
				if q, _ := utf8.DecodeLastRuneInString(src[:s-pn]); isAlnum(q) {
					s -= pn
					continue
				}
			}
			break
		}
		j := s
		letters, digits := false, false
		for j < len(src) {
			r, n := utf8.DecodeRuneInString(src[j:])
			switch {
			case unicode.IsLetter(r) && !words.Unspaced(r):
				letters = true
			case unicode.IsDigit(r):
				digits = true
			case (r == '-' || r == '.' || r == '/' || r == '_') && j+n < len(src) && isAlnumAt(src, j+n) && j > s:
			default:
				goto done
			}
			j += n
		}
	done:
		if letters && digits && j > s {
			if id, ok := makeIdent(src[s:j]); ok {
				id.start, id.end = int32(s), int32(j)
				out = append(out, id)
			}
		}
		i = max(j, i+n)
	}
	// References: a keyword and the number after it, or a name and the
	// number after it (Spider-Man 2, Boeing 787, Flight 1549, iPhone 12).
	for k := 0; k+1 < len(raws); k++ {
		a, b := &raws[k], &raws[k+1]
		if end, ok := letterRef(src, raws, k); ok {
			key := b.text
			if v := romanValue(src[b.start:end]); v > 0 {
				key = strconv.Itoa(v) // "Impossible III" is "Impossible 3"
			}
			start := a.start
			for x := k - 1; x >= 0 && x >= k-2 && raws[x].kind == rawWord && raws[x].cap && raws[x+1].gapBefore == " "; x-- {
				start = raws[x].start // "World War I", said whole in a reason
			}
			out = append(out, ident{key: a.text + key, prefix: a.text, start: start, end: end, mark: b.start})
			continue
		}
		if b.kind != rawWord || b.text == "" || !isDigitByte(b.text[0]) || a.kind != rawWord || b.gapBefore != " " && b.gapBefore != "" {
			continue
		}
		if !refWords[a.text] && !((a.cap && !a.initial || a.camel) && words.Month(a.text) == 0 && !isYearWord(b.text)) {
			continue
		}
		end := b.end
		// The number may continue: "4.2", "12(b)"; a closing parenthesis
		// only after an opening one ("(season 2)" is season 2).
		open := false
		for int(end) < len(src) && (src[end] == '.' || src[end] == '(' || src[end] == ')' && open || isASCIIAlnum(src[end])) {
			if src[end] == '.' && (int(end)+1 >= len(src) || !isASCIIAlnum(src[end+1])) {
				break
			}
			open = open || src[end] == '('
			end++
		}
		// A possessive is no part of it: "Maroon 5's album" names Maroon 5.
		if e, ok := cutPossessive(src, b.start, end); ok {
			end = e
		}
		text := strings.ToLower(src[b.start:end])
		if !refWords[a.text] && tallyAfter(src, int(end)) {
			continue // "passed the Senate 52 to 48": a vote, not Senate 52
		}
		if a.text == "version" {
			// "version 3" is "v3.0"; "version 4.2 or later" a bound, read
			// by the number checks.
			if dir, _ := boundAfter(src, int(end)); dir == 0 {
				out = append(out, ident{key: "v" + versionNumber(squeeze(text)), prefix: "v", start: a.start, end: end})
			}
			continue
		}
		out = append(out, ident{key: a.text + squeeze(text), prefix: a.text, start: a.start, end: end})
	}
	return out
}

// letterRef reports whether raws[k] and raws[k+1] of src are a
// capitalised word and a capital letter that names one of its kind: "Plan
// B", "Model A", "Gate C", or a Roman numeral after it: "Calculus II",
// "Henry V", and "I" after a name that opens no sentence, or where it is
// no pronoun ("Then I", "Calculus I."). Not an initial ("John F.
// Kennedy"), nor a word of a title ("How to Get A Refund").
func letterRef(src string, raws []raw, k int) (end int32, ok bool) {
	a, b := &raws[k], &raws[k+1]
	if a.kind != rawWord || b.kind != rawWord || !a.cap || a.upper || len(a.text) < 2 || !isLetters(a.text) || !b.cap || b.gapBefore != " " || words.Month(a.text) != 0 {
		return 0, false
	}
	end, _ = cutPossessive(src, b.start, b.end) // "George III's"
	if k+2 < len(raws) && raws[k+2].kind == rawWord && raws[k+2].cap && !strings.ContainsAny(raws[k+2].gapBefore, ".,;:!?") {
		return 0, false // a title, or a name with an initial: "Guns N' Roses", "R&B", "Menace II Society"
	}
	switch v := romanValue(src[b.start:end]); {
	case v > 1:
		return end, true // "Calculus II", "Stage IV", "Henry VIII"
	case v == 1:
		return end, !a.initial || numeralI(src, end) // "World War I", not "Then I met"
	case end-b.start != 1:
		return 0, false
	}
	if rest := strings.TrimLeft(src[end:], " \u00a0"); rest != "" && rest[0] == '.' && strings.Trim(rest[1:], " \u00a0.") != "" {
		return 0, false // an initial, or a letter closing a sentence that goes on
	}
	return end, !(k > 0 && raws[k-1].kind == rawWord && raws[k-1].cap && raws[k-1].gapBefore == " " && !raws[k-1].initial)
}

// romanValue returns the value of w as a Roman numeral of I, V and X in
// capitals, "II", "IV", "XII", up to 39; 0 if it is none.
func romanValue(w string) int {
	if w == "" || len(w) > 6 || strings.Trim(w, "IVX") != "" {
		return 0
	}
	val := func(c byte) int {
		switch c {
		case 'I':
			return 1
		case 'V':
			return 5
		}
		return 10
	}
	n := 0
	for i := 0; i < len(w); i++ {
		v := val(w[i])
		if i+1 < len(w) && val(w[i+1]) > v {
			n -= v
		} else {
			n += v
		}
	}
	if n <= 0 || n >= 40 {
		return 0
	}
	return n
}

// numeralI reports whether "I", ending at byte end of src, is the
// numeral after a name ("Calculus I."), not the pronoun: it closes its
// clause, or "and" or "or" follows it.
func numeralI(src string, end int32) bool {
	if int(end) == len(src) || strings.ContainsRune(".,;:)", rune(src[end])) {
		return true
	}
	w, _ := wordAfter(src, int(end))
	return w == "and" || w == "or"
}

// tallyAfter reports whether a number ending at byte end of src is the
// first of a tally: " to 48", or "-48" after "52", a score or a vote
// written the winner's side first. ("737-800" stays a model.)
func tallyAfter(src string, end int) bool {
	if rest, ok := strings.CutPrefix(src[end:], " to "); ok {
		return rest != "" && isDigitByte(rest[0])
	}
	rest, ok := strings.CutPrefix(src[end:], "-")
	if !ok {
		rest, ok = strings.CutPrefix(src[end:], "–")
	}
	if !ok {
		return false
	}
	start := end
	for start > 0 && isDigitByte(src[start-1]) {
		start--
	}
	n := 0
	for n < len(rest) && isDigitByte(rest[n]) {
		n++
	}
	if n == 0 || n > 3 || end-start > 3 || n < len(rest) && isASCIIAlnum(rest[n]) {
		return false
	}
	a, _ := strconv.Atoi(src[start:end])
	b, _ := strconv.Atoi(rest[:n])
	return a >= b
}

// cutPossessive reports where the word src[start:end] ends without the
// possessive ending "'s" or "’s" it closes with, if it has one and more
// before it.
func cutPossessive(src string, start, end int32) (int32, bool) {
	w := src[start:end]
	for _, p := range [...]string{"'s", "’s", "'S", "’S"} {
		if len(w) > len(p) && strings.HasSuffix(w, p) {
			return end - int32(len(p)), true
		}
	}
	return end, false
}

// isAlnum reports whether r may be part of an identifier: a letter or a
// digit, but not a letter of a script written without spaces, where a
// digit stands among words ("在3个工作日内").
func isAlnum(r rune) bool { return unicode.IsLetter(r) && !words.Unspaced(r) || unicode.IsDigit(r) }

func isAlnumAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return isAlnum(r)
}

// skipToDigit returns the index of the first byte of s at or after i
// that is an ASCII digit or no ASCII byte, or len(s). It tests eight bytes
// at a time: most bytes of a text are neither.
func skipToDigit(s string, i int) int {
	i = words.SkipLetters(s, i)
	for i < len(s) && s[i] < utf8.RuneSelf && (s[i] < '0' || s[i] > '9') {
		i++
	}
	return i
}

func leadDigits(w string) string {
	i := 0
	for i < len(w) && '0' <= w[i] && w[i] <= '9' {
		i++
	}
	return w[:i]
}

// hyphenedWords reports whether s is words of letters joined by single
// hyphens: "year", "year-old".
func hyphenedWords(s string) bool {
	for w := range strings.SplitSeq(s, "-") {
		if w == "" || !isLetters(w) {
			return false
		}
	}
	return true
}

// makeIdent reads a token of letters and digits as an identifier, or
// reports that it is a number with a unit (5kg, 24hrs), an ordinal (30th),
// a decade (1990s) or a prefixed year (mid-2017).
func makeIdent(s string) (ident, bool) {
	if a, b, ok := strings.Cut(s, "/"); ok && a != "" && b != "" {
		// "4-year/80,000 km", "30-day/60-day": measures joined by a
		// slash are no identifier unless one of them is.
		if !identPart(a) && !identPart(b) {
			return ident{}, false
		}
	}
	f := strings.ToLower(s)
	lead := leadDigits(f)
	if lead != "" && len(f) > len(lead)+1 && f[len(lead)] == '.' {
		if frac := leadDigits(f[len(lead)+1:]); frac != "" {
			lead = f[:len(lead)+1+len(frac)] // "6.7" of "6.7-inch"
		}
	}
	rest := f[len(lead):]
	if lead != "" {
		switch {
		case rest == "s" || rest == "'s": // 1990s
			return ident{}, false
		case rest == "st" || rest == "nd" || rest == "rd" || rest == "th":
			return ident{}, false
		case len(rest) >= 2 && isLetters(rest): // 5kg, 24hrs
			return ident{}, false
		case len(rest) >= 3 && rest[0] == '-' && hyphenedWords(rest[1:]):
			return ident{}, false // "2-year", "40-year-old": a number (unitNumbers) and its words
		case len(rest) >= 3 && rest[0] == '/' && isLetters(rest[1:]): // 25/month: a rate (rateAfter)
			return ident{}, false
		}
	}
	if k := strings.IndexAny(f, "-"); k > 0 && notIdentPrefixes[f[:k]] {
		return ident{}, false
	}
	p := 0
	for p < len(f) {
		r, n := utf8.DecodeRuneInString(f[p:])
		if !unicode.IsLetter(r) {
			break
		}
		p += n
	}
	if f[:p] == "v" && p < len(f) && isDigitByte(f[p]) {
		return ident{key: "v" + versionNumber(f[p:]), prefix: "v"}, true // "v3.0" is version 3
	}
	return ident{key: squeeze(f), prefix: f[:p]}, true
}

// sameTail reports whether identifier keys a and b are each digits and
// then the same letters, of other digits: "10p" and "12p", "720p" and
// "1080p", "4g" and "5g".
func sameTail(a, b string) bool {
	da, db := leadDigits(a), leadDigits(b)
	ta := a[len(da):]
	return da != "" && db != "" && da != db && ta != "" && isLetters(ta) && ta == b[len(db):]
}

// identPart reports whether s, a part of a token written with a slash,
// is an identifier of its own: letters and digits that makeIdent reads as
// one.
func identPart(s string) bool {
	if !strings.ContainsFunc(s, unicode.IsLetter) || !strings.ContainsFunc(s, unicode.IsDigit) {
		return false
	}
	_, ok := makeIdent(s)
	return ok
}

// versionNumber returns version number n without the ".0" parts that end
// it: "3" of "3.0" and of "3.0.0"; "3.10" stays.
func versionNumber(n string) string {
	for strings.HasSuffix(n, ".0") {
		n = n[:len(n)-2]
	}
	return n
}

func isLetters(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// squeeze drops hyphens, spaces and underscores: "Su-24" and "Su 24" are
// one identifier.
func squeeze(s string) string {
	if !strings.ContainsAny(s, "- _") {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if r != '-' && r != ' ' && r != '_' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// A numWord is a number written in words: "five", "two dozen", "third",
// or a share of a whole ("half of", "three quarters of"), read as a
// percentage.
type numWord struct {
	value      int64
	ordinal    bool
	half       bool   // a half more: "two and a half" is 2.5
	century    bool   // an ordinal century: "the fifteenth century" is the 1400s
	share      string // the percentage a share is, "75%"; "" for a number
	currency   string // the value as an amount where a currency word follows, "$ 5000000" of "five million dollars"; "" for none
	clock      string // the time of day a word names, "12:00" of "noon"; "" for none
	start, end int32
	text       string // as written, folded
}

var (
	unitWords = map[string]int64{
		"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
		"nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
		"sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30,
		"forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
	}
	ordinalWords = map[string]int64{
		"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
		"ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
		"fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
		"twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50, "sixtieth": 60,
		"seventieth": 70, "eightieth": 80, "ninetieth": 90, "hundredth": 100, "thousandth": 1000,
	}
	fractionWords = setOf(`half halves third thirds quarter quarters fifth fifths sixth sixths eighth eighths tenth tenths`)
	scaleWords    = map[string]int64{"hundred": 100, "thousand": 1000, "million": 1e6, "billion": 1e9, "trillion": 1e12, "dozen": 12}
)

// onceWhen reports whether the raw word k, "once", opens a clause of when:
// a participle or a subject after it ("refunded once downloaded", "paid
// once you sign"), not a count of times.
func onceWhen(raws []raw, k int) bool {
	if k+1 >= len(raws) || raws[k+1].kind != rawWord {
		return false
	}
	w := raws[k+1].text
	return strings.HasSuffix(w, "ed") && verbForm(w) || subjectPronouns[w] || articles[w]
}

// subjectPronouns are the English pronouns that open a clause as its
// subject.
var subjectPronouns = setOf(`i you he she it we they`)

// findNumWords returns the English numbers written in words among the raw
// words: cardinals ("twenty-five", "two hundred and fifty", "two dozen", "a
// dozen", "a million"), ordinals ("third", "twenty-first") and times of
// day ("noon"). A lone "one" is no
// number: it is a pronoun as often ("one of the largest").
func findNumWords(raws []raw, lang Lang) []numWord {
	if lang != English {
		return nil
	}
	var out []numWord
	for k := 0; k < len(raws); k++ {
		r := &raws[k]
		if r.kind != rawWord || r.inNumber {
			continue
		}
		if r.cap && !r.initial {
			continue // a title or a name: "Two and a Half Men", "Third Street"
		}
		if r.cls&wcNumberStart == 0 {
			continue // most words start no number: one lookup decides
		}
		if v, ok := countWords[r.text]; ok {
			// "twice a day", "once per year": a count of times, read as
			// the number of "two times a day"; "once" alone is "formerly".
			if ratePeriodAt(raws, k+1) || k+1 == len(raws) || raws[k+1].kind == rawBoundary || v > 1 && (raws[k+1].text == "as" || countTimes(raws, k)) ||
				v == 1 && k > 0 && raws[k-1].kind == rawWord && strings.HasSuffix(raws[k-1].text, "ed") && verbForm(raws[k-1].text) && countTimes(raws, k) && !onceWhen(raws, k) {
				// "once a day"; "warned about it once." at a clause's
				// end; "once a teacher" is "formerly"; "twice as likely"
				// is "two times as likely", "renewed twice online" two
				// times, and "renewed once for a year" one; "twice the
				// fee" is a multiple.
				out = append(out, numWord{value: v, start: r.start, end: r.end, text: r.text})
			}
			continue
		}
		if v, ok := clockWords[r.text]; ok {
			out = append(out, numWord{clock: v, start: r.start, end: r.end, text: r.text})
			continue
		}
		if halfPeriodAt(raws, k) {
			// "half an hour", "half a day": 0.5 of the unit after it.
			out = append(out, numWord{half: true, start: r.start, end: raws[k+1].end, text: joinRaw(raws[k : k+2])})
			k++
			continue
		}
		_, u := unitWords[r.text]
		if (u || r.text == "a" || r.text == "half") && mayShare(raws, k) {
			if v, j, ok := shareAt(raws, k); ok {
				out = append(out, numWord{share: v, start: r.start, end: raws[j-1].end, text: joinRaw(raws[k:j])})
				k = j - 1
				continue
			}
		}
		if r.text == "half" && k+2 < len(raws) && raws[k+1].text == "a" && raws[k+1].gapBefore == " " && raws[k+2].gapBefore == " " && scaleWords[raws[k+2].text] >= 1000 {
			// "half a million": 500,000; "half a million dollars" an amount.
			v, j, last := scaleWords[raws[k+2].text]/2, k+3, &raws[k+2]
			currency := ""
			if x, ok := currencyAfter(raws, j, v); ok {
				currency, last = x, &raws[j]
				j++
			}
			out = append(out, numWord{value: v, currency: currency, start: r.start, end: last.end, text: joinRaw(raws[k:j])})
			k = j - 1
			continue
		}
		if r.text == "one" && k+1 < len(raws) && raws[k+1].kind == rawWord && raws[k+1].gapBefore == " " && fractionWords[raws[k+1].text] {
			continue // "one third" is "a third", not the ordinal "one-third" would make of it
		}
		_, o := ordinalWords[r.text]
		if o && (r.text == "second" || r.text == "seconds") && k > 0 && raws[k-1].kind == rawWord && raws[k-1].text == "per" {
			continue // "requests per second": the unit of time
		}
		if aPeriod(raws, k) {
			// "an hour and a half": one and a half of the unit after it.
			half := k+4 < len(raws) && raws[k+2].text == "and" && halfAt(raws, k+3)
			out = append(out, numWord{value: 1, half: half, start: r.start, end: r.end, text: r.text})
			continue
		}
		_, s := scaleWords[r.text]
		a := r.text == "a" && k+1 < len(raws) && raws[k+1].kind == rawWord && scaleWords[raws[k+1].text] > 0 && // "a dozen", "a million"
			(k == 0 || raws[k-1].text != "half") // "half a million" is no million
		if !u && !o && !s && !a {
			continue
		}
		var total, cur int64
		ordinal, half := false, false
		j := k
		n := 0
		for ; j < len(raws); j++ {
			w := &raws[j]
			if w.kind != rawWord || w.inNumber || j > k && !(w.gapBefore == " " || w.gapBefore == "-") {
				break
			}
			if v, ok := unitWords[w.text]; ok {
				cur += v
			} else if v, ok := ordinalWords[w.text]; ok {
				cur += v
				ordinal = true
				n++
				j++
				break
			} else if v, ok := scaleWords[w.text]; ok {
				if cur == 0 {
					cur = 1
				}
				if v >= 1000 {
					total += cur * v
					cur = 0
				} else {
					cur *= v
				}
			} else if w.text == "a" && j == k {
				cur = 1
			} else if w.text == "and" && j > k && halfAt(raws, j+1) && !ordinal {
				half = true // "two and a half years"
				n++
				j += 3
				break
			} else if w.text == "and" && j > k && j+1 < len(raws) && raws[j+1].kind == rawWord && unitWords[raws[j+1].text] > 0 {
				continue
			} else {
				break
			}
			n++
		}
		if n == 0 || n == 1 && (r.text == "one" && !oneCounts(raws, k) || a || s) {
			continue // "one of the largest", "a dozen" is below, "Billion" alone is a word
		}
		if j < len(raws) && raws[j].kind == rawWord && fractionWords[raws[j].text] &&
			(raws[j].gapBefore == "-" && !ordinal || raws[j].gapBefore == " " && !ordinal && j+1 < len(raws) && raws[j+1].text == "of") {
			k = j // "two-thirds", "two thirds of": a share, not the number two; "third-quarter" is a period
			continue
		}
		last := &raws[j-1]
		if last.text == "a" || last.text == "and" {
			continue
		}
		if !ordinal && j+1 < len(raws) && raws[j].kind == rawWord && raws[j].text == "times" && raws[j].gapBefore == " " && ratePeriodAt(raws, j+1) {
			last = &raws[j] // "two times a day": the count takes its word
			j++
		}
		century := false
		if ordinal && centuryAt(raws, j) && total+cur >= 1 && total+cur <= 30 {
			century = true // "the fifteenth century", as centuries reads "15th century"
			last = &raws[j]
			j++
		}
		share := ""
		if p := percentWordsAt(raws, j); p > 0 && !ordinal {
			// "three percent", "three per cent": a share, as "3%" is.
			share = strconv.FormatInt(total+cur, 10) + "%"
			if half {
				share = strconv.FormatInt(total+cur, 10) + ".5%"
			}
			last = &raws[j+p-1]
			j += p
		}
		currency := ""
		if share == "" && !ordinal && !century && !half {
			if v, ok := currencyAfter(raws, j, total+cur); ok {
				currency, last = v, &raws[j]
				j++
			}
		}
		out = append(out, numWord{value: total + cur, ordinal: ordinal, half: half, century: century, share: share, currency: currency, start: r.start, end: last.end, text: joinRaw(raws[k:j])})
		k = j - 1
	}
	return out
}

// currencyAfter returns the amount package numbers reads in value and raw
// j, where raw j is a currency word right after a number in words: "$
// 5000000" of "five million dollars", read as "5000000 dollars".
func currencyAfter(raws []raw, j int, value int64) (string, bool) {
	if j >= len(raws) || raws[j].kind != rawWord || raws[j].gapBefore != " " || !currencyWords[raws[j].text] {
		return "", false
	}
	ts := numbers.Tokens(strconv.FormatInt(value, 10) + " " + raws[j].text)
	if len(ts) != 1 || ts[0].Kind != numbers.Currency {
		return "", false
	}
	return ts[0].Value, true
}

// currencyWords are the English names of currencies a number written in
// words may take after it, read as package numbers reads them after
// digits.
var currencyWords = setOf(`dollar dollars euro euros pound pounds yen yuan rupee rupees franc francs cent cents`)

// centuryAt reports whether raw k is "century" or "centuries" after a
// spelled ordinal, of the common era: "the fifth century BC" is left an
// ordinal, as eras leaves "the 5th century BC".
func centuryAt(raws []raw, k int) bool {
	if k >= len(raws) || raws[k].kind != rawWord || raws[k].gapBefore != " " || raws[k].text != "century" && raws[k].text != "centuries" {
		return false
	}
	if k+1 < len(raws) && raws[k+1].kind == rawWord && raws[k+1].gapBefore == " " {
		switch raws[k+1].text {
		case "bc", "bce", "b":
			return false
		}
	}
	return true
}

// percentWordsAt returns how many raw words from k on say "percent":
// "percent" (1) or "per cent" (2); 0 if they do not.
func percentWordsAt(raws []raw, k int) int {
	if k >= len(raws) || raws[k].kind != rawWord || raws[k].gapBefore != " " {
		return 0
	}
	switch {
	case raws[k].text == "percent":
		return 1
	case raws[k].text == "per" && k+1 < len(raws) && raws[k+1].kind == rawWord && raws[k+1].text == "cent" && raws[k+1].gapBefore == " ":
		return 2
	}
	return 0
}

// halfAt reports whether raws k on are "a half", not "a half-" of a
// compound ("a half-day").
func halfAt(raws []raw, k int) bool {
	if k+1 >= len(raws) || raws[k].kind != rawWord || raws[k+1].kind != rawWord || raws[k].text != "a" || raws[k+1].text != "half" || raws[k+1].gapBefore != " " {
		return false
	}
	return k+2 >= len(raws) || raws[k+2].gapBefore != "-"
}

// countWords are the adverbs that count times: "twice a year".
var countWords = map[string]int64{"once": 1, "twice": 2, "thrice": 3}

// ratePeriodAt reports whether raw k opens the period of a rate: "a
// day", "per week", "every month", "every 2 weeks", "daily".
func ratePeriodAt(raws []raw, k int) bool {
	if k >= len(raws) || raws[k].kind != rawWord {
		return false
	}
	w := raws[k].text
	if _, adverb := rateWords[w]; adverb {
		return true
	}
	if !rateMarks[w] || k+1 >= len(raws) || raws[k+1].kind != rawWord {
		return false // "once a teacher"
	}
	u, ok := unitOf(units, raws[k+1].text)
	return ok && u.dim == dimDuration || w == "every" && words.IsNumber(raws[k+1].text)
}

// numberStarts are the words a number or share in words may start with.
var numberStarts = func() map[string]bool {
	m := map[string]bool{"a": true, "an": true, "half": true, "once": true, "twice": true, "thrice": true}
	for _, list := range []map[string]int64{unitWords, ordinalWords, scaleWords} {
		for w := range list {
			m[w] = true
		}
	}
	for w := range clockWords {
		m[w] = true
	}
	return m
}()

// clockWords are the English words that name a time of day, and the time
// as package numbers writes it: "noon" is "12 pm".
var clockWords = map[string]string{"noon": "12:00", "midday": "12:00", "midnight": "00:00"}

// denominators are the shares of a whole written in words whose
// percentages are exact: a third is left out, 33% being no third.
var denominators = map[string]int64{"half": 2, "halves": 2, "quarter": 4, "quarters": 4, "fifth": 5, "fifths": 5,
	"eighth": 8, "eighths": 8, "tenth": 10, "tenths": 10}

// mayShare reports cheaply whether a share of a whole may start at raw
// word k: "half", or a word before a denominator, "in" or "out".
func mayShare(raws []raw, k int) bool {
	if raws[k].text == "half" {
		return true
	}
	if k+1 >= len(raws) {
		return false
	}
	if w := raws[k+1].text; w == "in" || w == "out" {
		return true // "two in five", "one out of four"
	}
	_, ok := denominators[raws[k+1].text]
	return ok || thirds[raws[k+1].text]
}

// thirds are the words of a third, a share no percentage writes exactly:
// "two-thirds of" is 66.67%, compared with a percentage by fractionShare
// to within a point.
var thirds = map[string]bool{"third": true, "thirds": true}

// halfWords are the words that make a half or a quarter after them a part
// of a period or a place, not a share: "the first half of 2023", "the
// northern half of the island".
var halfWords = setOf(`the first second third fourth latter former other back front top bottom upper lower
northern southern eastern western opening closing final last`)

// shareAt reads a share of a whole at raw word k, before "of": "half of",
// "half the", "a quarter of", "three quarters of", "two-fifths of"; or of
// a number: "two in five", "one out of four". It returns the percentage
// the share is, and the raw word after the share.
func shareAt(raws []raw, k int) (string, int, bool) {
	word := func(j int) string {
		if j < len(raws) && raws[j].kind == rawWord && !raws[j].inNumber {
			return raws[j].text
		}
		return ""
	}
	num, j := int64(1), k
	switch w := word(k); {
	case w == "a" || w == "one":
		j++
	case unitWords[w] >= 2 && unitWords[w] <= 9:
		num, j = unitWords[w], k+1
	}
	if k > 0 && halfWords[word(k-1)] {
		return "", 0, false // "the first half of 2023" is a period, not 50%
	}
	if j > k && word(k) != "a" {
		// "two in five", "one out of four": a share of the second number.
		m := j + 1
		if word(j) == "out" && word(j+1) == "of" {
			m = j + 2
		} else if word(j) != "in" {
			m = 0
		}
		if den := unitWords[word(m)]; m > 0 && den > num {
			if v, ok := shareText(num, den); ok {
				return v, m + 1, true
			}
		}
	}
	den, ok := denominators[word(j)]
	if thirds[word(j)] && j > k {
		den, ok = 3, true
	}
	if !ok || j > k && !(raws[j].gapBefore == " " || raws[j].gapBefore == "-") || num >= den {
		return "", 0, false
	}
	if next := word(j + 1); next != "of" && !(j == k && den == 2 && next == "the") && !(k > 0 && word(k-1) == "by") {
		return "", 0, false // but "grew by a quarter", "cut by half": a share of a change
	}
	v, ok := shareText(num, den)
	return v, j + 1, ok
}

// shareText writes num parts in den as a percentage: exactly where a
// percentage can ("75%"), and for thirds to two decimals ("66.67%"), which
// fractionShare and roundedShare compare with a percentage to within a
// point; ok is false for any other share.
func shareText(num, den int64) (string, bool) {
	switch {
	case 100*100*num%den == 0:
		return strconv.FormatFloat(float64(100*num)/float64(den), 'f', -1, 64) + "%", true
	case den == 3:
		return strconv.FormatFloat(float64(100*num)/3, 'f', 2, 64) + "%", true // "two-thirds of": 66.67%
	}
	return "", false
}

func joinRaw(rs []raw) string {
	var b strings.Builder
	for i := range rs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(rs[i].text)
	}
	return b.String()
}

// nameKey returns the form a name is compared by: dots dropped ("u.s" is
// "us"), and the usual other names of a few countries and unions.
func nameKey(w string) string {
	k := unaccent(strings.ReplaceAll(w, ".", ""))
	if a, ok := nameAliases[k]; ok {
		return a
	}
	return k
}

var nameAliases = map[string]string{"usa": "us", "uk": "uk", "gb": "uk", "eu": "eu", "un": "un", "prc": "china",
	"saint": "st", "street": "st", "mount": "mt", "fort": "ft", "incorporated": "inc", "corporation": "corp",
	"limited": "ltd"}

// isYearWord reports whether w is four digits that may be a year: "in
// London 2012" names no identifier.
func isYearWord(w string) bool {
	if len(w) != 4 || !words.IsNumber(w) {
		return false
	}
	return w[0] == '1' || w[0] == '2'
}

// aPeriod reports whether the "a" or "an" at raw word k is the count of
// a period of time a length or a bound is given in: "within a year",
// "lasts a month", "after an hour" say what "one year" would. Not "$10 a
// year" or "once a week", a rate.
func aPeriod(raws []raw, k int) bool {
	r := &raws[k]
	if r.text != "a" && r.text != "an" || k == 0 || k+1 >= len(raws) {
		return false
	}
	prev, next := &raws[k-1], &raws[k+1]
	if next.kind != rawWord || next.gapBefore != " " || !timeUnits[next.text] {
		return false
	}
	if spanEndsAt(raws, k+2) && prev.kind == rawWord && !rateMarks[prev.text] {
		return true // "closes an hour before departure": a span before a time
	}
	return prev.kind == rawWord && periodLeads[prev.text] &&
		(k+2 >= len(raws) || raws[k+2].kind != rawWord || raws[k+2].text != "or") // not "a year or two"
}

// halfPeriodAt reports whether raws k on are "half a" or "half an" before
// a unit of time: "half an hour" is 0.5 hours, as "30 minutes" is.
func halfPeriodAt(raws []raw, k int) bool {
	if k+2 >= len(raws) || raws[k].text != "half" || raws[k].kind != rawWord {
		return false
	}
	a, unit := &raws[k+1], &raws[k+2]
	return a.kind == rawWord && (a.text == "a" || a.text == "an") && a.gapBefore == " " &&
		unit.kind == rawWord && unit.gapBefore == " " && timeUnits[unit.text]
}

// spanEndsAt reports whether raw j is "before" or "after", which makes
// the period of time before it a span before or after a time: "an hour
// before departure", "one day after the vote".
func spanEndsAt(raws []raw, j int) bool {
	return j < len(raws) && raws[j].kind == rawWord && (raws[j].text == "before" || raws[j].text == "after")
}

// periodLeads are the English words before a period of time that give its
// length or bound it: "within a year", "lasts a month", "wait an hour".
var periodLeads = setOf(`within for after lasts last lasted lasting takes take took than under over about nearly almost least most
wait waits waited waiting`)

// spanPrepositions are the words before a span of time that it measures:
// "after one day", "within one day", "more than one day".
var spanPrepositions = setOf(`after for within than least most only just about nearly under over`)

// oneCounts reports whether the "one" at raw word k counts something: it
// stands before a word that is neither a preposition nor a pronoun's
// partner ("one of the largest", "one another", "no one", "the one who",
// "one whose"),
// or it is a rank ("number one").
func oneCounts(raws []raw, k int) bool {
	if k > 0 && raws[k-1].kind == rawWord && raws[k-1].text == "number" {
		return true
	}
	if k+1 >= len(raws) || raws[k+1].kind != rawWord {
		return false
	}
	switch raws[k+1].text {
	case "day":
		if k > 0 && raws[k-1].kind == rawWord && spanPrepositions[raws[k-1].text] {
			return true // "after one day", "within one day": a span; "one day he left" is no count
		}
		if spanEndsAt(raws, k+2) {
			return true // "one day after the vote": a span before a time
		}
		return false
	case "of", "another", "by", "or", "and", "who", "whom", "whose", "which", "that", "is", "was", "time", "way":
		return false
	}
	if k > 0 && raws[k-1].kind == rawWord {
		switch raws[k-1].text {
		case "no", "any", "every", "each", "the", "which", "some", "someone", "anyone", "this", "that":
			return false
		}
	}
	return !stopwords[English][raws[k+1].text]
}
