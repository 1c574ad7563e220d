// Package stem reduces English words to their stems, so that word forms
// such as "connected", "connecting" and "connection" compare equal.
//
// The algorithm is Martin Porter's English (Porter2) stemmer of the Snowball
// project, as published at
// https://snowballstem.org/algorithms/english/stemmer.html, in the form it
// had from November 2006 until Snowball 3.0: the regions R1 and R2 with the
// exceptional prefixes gener, commun and arsen, steps 0 to 5, the
// exceptional words (skis, skies, dying, ... andes) and the invariant forms
// after step 1a (inning, outing, canning, herring, earring, proceed,
// exceed, succeed).
package stem

// English returns the Porter2 (English Snowball) stem of w, a word already in lower case.
//
// A word of two bytes or fewer, or one holding anything other than the
// letters a to z and the apostrophe, is returned unchanged. The stem is
// never longer than w. When the stem is a substring of w, as it is when
// only suffixes are removed, English returns that substring and does not
// allocate.
func English(w string) string {
	if len(w) <= 2 {
		return w
	}
	for i := 0; i < len(w); i++ {
		if c := w[i]; (c < 'a' || c > 'z') && c != '\'' {
			return w
		}
	}
	if s, ok := exceptional(w); ok {
		return s
	}
	// Remove an initial apostrophe.
	off := 0
	if w[0] == '\'' {
		off = 1
	}
	var buf [64]byte
	var b []byte
	if n := len(w) - off; n <= len(buf) {
		b = buf[:n]
	} else {
		b = make([]byte, n)
	}
	copy(b, w[off:])
	b = stem(b)
	if n := len(b); string(b) == w[off:off+n] {
		return w[off : off+n]
	}
	return string(b)
}

// exceptional reports the stem of a word the algorithm treats as an
// exception before anything else is done.
func exceptional(w string) (string, bool) {
	switch w {
	case "skis":
		return "ski", true
	case "skies":
		return "sky", true
	case "dying":
		return "die", true
	case "lying":
		return "lie", true
	case "tying":
		return "tie", true
	case "idly":
		return "idl", true
	case "gently":
		return "gentl", true
	case "ugly":
		return "ugli", true
	case "early":
		return "earli", true
	case "only":
		return "onli", true
	case "singly":
		return "singl", true
	case "sky", "news", "howe", "atlas", "cosmos", "bias", "andes":
		return w, true
	}
	return "", false
}

// invariant reports whether b, after step 1a, is one of the words left as
// they are.
func invariant(b []byte) bool {
	switch string(b) {
	case "inning", "outing", "canning", "herring", "earring",
		"proceed", "exceed", "succeed":
		return true
	}
	return false
}

// stem stems b in place, a word of a to z and apostrophes without the
// initial apostrophe, and returns it resliced. It never grows b.
func stem(b []byte) []byte {
	markY(b)
	p1, p2 := regions(b)
	b = step0(b)
	b = step1a(b)
	if !invariant(b) {
		b = step1b(b, p1)
		b = step1c(b)
		b = step2(b, p1)
		b = step3(b, p1, p2)
		b = step4(b, p2)
		b = step5(b, p1, p2)
	}
	for i, c := range b {
		if c == 'Y' {
			b[i] = 'y'
		}
	}
	return b
}

// vowel reports whether c is a vowel. A y marked as a consonant ('Y') is
// not one.
func vowel(c byte) bool {
	switch c {
	case 'a', 'e', 'i', 'o', 'u', 'y':
		return true
	}
	return false
}

// markY marks as a consonant, by writing 'Y', an initial y and every y
// after a vowel.
func markY(b []byte) {
	if len(b) > 0 && b[0] == 'y' {
		b[0] = 'Y'
	}
	for i := 1; i < len(b); i++ {
		if b[i] == 'y' && vowel(b[i-1]) {
			b[i] = 'Y'
		}
	}
}

// regions returns the starts of R1 and R2: R1 is the region after the
// first non-vowel following a vowel (or after gener, commun or arsen), R2
// the region after the first non-vowel following a vowel in R1; either is
// len(b) when there is no such non-vowel.
func regions(b []byte) (p1, p2 int) {
	n := len(b)
	switch {
	case hasPrefix(b, "gener"), hasPrefix(b, "arsen"):
		p1 = 5
	case hasPrefix(b, "commun"):
		p1 = 6
	default:
		p1 = afterVC(b, 0)
	}
	if p1 >= n {
		return n, n
	}
	return p1, afterVC(b, p1)
}

// afterVC returns the position after the first non-vowel that follows a
// vowel in b[i:], or len(b).
func afterVC(b []byte, i int) int {
	for ; i < len(b) && !vowel(b[i]); i++ {
	}
	for ; i < len(b) && vowel(b[i]); i++ {
	}
	if i < len(b) {
		return i + 1
	}
	return len(b)
}

func hasPrefix(b []byte, s string) bool {
	return len(b) >= len(s) && string(b[:len(s)]) == s
}

func hasSuffix(b []byte, s string) bool {
	return len(b) >= len(s) && string(b[len(b)-len(s):]) == s
}

// hasVowel reports whether b holds a vowel.
func hasVowel(b []byte) bool {
	for _, c := range b {
		if vowel(c) {
			return true
		}
	}
	return false
}

// shortSyllable reports whether b ends in a short syllable: a vowel
// followed by a non-vowel other than w, x or Y and preceded by a
// non-vowel, or a vowel at the start of the word followed by a non-vowel.
func shortSyllable(b []byte) bool {
	n := len(b)
	switch {
	case n == 2:
		return vowel(b[0]) && !vowel(b[1])
	case n >= 3:
		c := b[n-1]
		return !vowel(b[n-3]) && vowel(b[n-2]) && !vowel(c) && c != 'w' && c != 'x' && c != 'Y'
	}
	return false
}

// double reports whether b ends in one of bb, dd, ff, gg, mm, nn, pp, rr,
// tt.
func double(b []byte) bool {
	n := len(b)
	if n < 2 || b[n-1] != b[n-2] {
		return false
	}
	switch b[n-1] {
	case 'b', 'd', 'f', 'g', 'm', 'n', 'p', 'r', 't':
		return true
	}
	return false
}

// replace replaces the last k bytes of b by s, which is no longer.
func replace(b []byte, k int, s string) []byte {
	return append(b[:len(b)-k], s...)
}

// step0 removes the longest of the suffixes ', 's and 's'.
func step0(b []byte) []byte {
	switch {
	case hasSuffix(b, "'s'"):
		return b[:len(b)-3]
	case hasSuffix(b, "'s"):
		return b[:len(b)-2]
	case hasSuffix(b, "'"):
		return b[:len(b)-1]
	}
	return b
}

// step1a handles plurals: sses → ss; ied, ies → i after two or more
// letters, else ie; us and ss stay; s goes if a vowel comes before the
// letter before it.
func step1a(b []byte) []byte {
	switch {
	case hasSuffix(b, "sses"):
		return b[:len(b)-2]
	case hasSuffix(b, "ied"), hasSuffix(b, "ies"):
		if len(b) > 4 {
			return replace(b, 3, "i")
		}
		return replace(b, 3, "ie")
	case hasSuffix(b, "us"), hasSuffix(b, "ss"):
		return b
	case hasSuffix(b, "s"):
		if len(b) >= 2 && hasVowel(b[:len(b)-2]) {
			return b[:len(b)-1]
		}
	}
	return b
}

// step1b handles eed, eedly, ed, edly, ing and ingly.
func step1b(b []byte, p1 int) []byte {
	var k int
	switch {
	case hasSuffix(b, "eedly"):
		if len(b)-5 >= p1 {
			return replace(b, 5, "ee")
		}
		return b
	case hasSuffix(b, "eed"):
		if len(b)-3 >= p1 {
			return replace(b, 3, "ee")
		}
		return b
	case hasSuffix(b, "ingly"):
		k = 5
	case hasSuffix(b, "edly"):
		k = 4
	case hasSuffix(b, "ing"):
		k = 3
	case hasSuffix(b, "ed"):
		k = 2
	default:
		return b
	}
	if !hasVowel(b[:len(b)-k]) {
		return b
	}
	b = b[:len(b)-k]
	switch {
	case hasSuffix(b, "at"), hasSuffix(b, "bl"), hasSuffix(b, "iz"):
		return append(b, 'e')
	case double(b):
		return b[:len(b)-1]
	case p1 == len(b) && shortSyllable(b):
		// A short word: it ends in a short syllable and R1 is empty.
		return append(b, 'e')
	}
	return b
}

// step1c replaces a final y or Y by i after a non-vowel that is not the
// first letter.
func step1c(b []byte) []byte {
	n := len(b)
	if n >= 3 && (b[n-1] == 'y' || b[n-1] == 'Y') && !vowel(b[n-2]) {
		b[n-1] = 'i'
	}
	return b
}

// A rule replaces a suffix by repl.
type rule struct {
	suffix, repl string
}

// The rules of steps 2 and 3 by last letter, longest suffix first, so that
// the first whose suffix matches is the longest match.
var (
	step2l = []rule{{"ational", "ate"}, {"tional", "tion"}}
	step2i = []rule{
		{"biliti", "ble"}, {"lessli", "less"},
		{"aliti", "al"}, {"iviti", "ive"}, {"entli", "ent"}, {"ousli", "ous"}, {"fulli", "ful"},
		{"abli", "able"}, {"alli", "al"}, {"enci", "ence"}, {"anci", "ance"},
		{"bli", "ble"}, {"ogi", "og"},
		{"li", ""},
	}
	step2r = []rule{{"izer", "ize"}, {"ator", "ate"}}
	step2n = []rule{{"ization", "ize"}, {"ation", "ate"}}
	step2m = []rule{{"alism", "al"}}
	step2s = []rule{{"fulness", "ful"}, {"ousness", "ous"}, {"iveness", "ive"}}

	step3l = []rule{{"ational", "ate"}, {"tional", "tion"}, {"ical", "ic"}, {"ful", ""}}
	step3e = []rule{{"alize", "al"}, {"icate", "ic"}, {"ative", ""}}
	step3i = []rule{{"iciti", "ic"}}
	step3s = []rule{{"ness", ""}}
)

// match returns the longest rule whose suffix ends b.
func match(b []byte, rules []rule) (rule, bool) {
	for _, r := range rules {
		if hasSuffix(b, r.suffix) {
			return r, true
		}
	}
	return rule{}, false
}

// validLI reports whether c may come before a suffix li that step 2
// removes.
func validLI(c byte) bool {
	switch c {
	case 'c', 'd', 'e', 'g', 'h', 'k', 'm', 'n', 'r', 't':
		return true
	}
	return false
}

// step2 replaces the longest of its suffixes when it lies in R1.
func step2(b []byte, p1 int) []byte {
	if len(b) == 0 {
		return b
	}
	var rules []rule
	switch b[len(b)-1] {
	case 'l':
		rules = step2l
	case 'i':
		rules = step2i
	case 'r':
		rules = step2r
	case 'n':
		rules = step2n
	case 'm':
		rules = step2m
	case 's':
		rules = step2s
	}
	r, ok := match(b, rules)
	start := len(b) - len(r.suffix)
	if !ok || start < p1 {
		return b
	}
	switch r.suffix {
	case "ogi":
		if start == 0 || b[start-1] != 'l' {
			return b
		}
	case "li":
		if start == 0 || !validLI(b[start-1]) {
			return b
		}
	}
	return replace(b, len(r.suffix), r.repl)
}

// step3 replaces the longest of its suffixes when it lies in R1 (ative:
// in R2).
func step3(b []byte, p1, p2 int) []byte {
	if len(b) == 0 {
		return b
	}
	var rules []rule
	switch b[len(b)-1] {
	case 'l':
		rules = step3l
	case 'e':
		rules = step3e
	case 'i':
		rules = step3i
	case 's':
		rules = step3s
	}
	r, ok := match(b, rules)
	start := len(b) - len(r.suffix)
	if !ok || start < p1 || r.suffix == "ative" && start < p2 {
		return b
	}
	return replace(b, len(r.suffix), r.repl)
}

// The suffixes of step 4 by last letter, longest first.
var (
	step4l = []string{"al"}
	step4e = []string{"ance", "ence", "able", "ible", "ate", "ive", "ize"}
	step4r = []string{"er"}
	step4c = []string{"ic"}
	step4t = []string{"ement", "ment", "ant", "ent"}
	step4m = []string{"ism"}
	step4i = []string{"iti"}
	step4s = []string{"ous"}
	step4n = []string{"ion"}
)

// step4 deletes the longest of its suffixes when it lies in R2 (ion: after
// s or t).
func step4(b []byte, p2 int) []byte {
	n := len(b)
	if n < 2 {
		return b
	}
	var suffixes []string
	switch b[n-1] {
	case 'l':
		suffixes = step4l
	case 'e':
		suffixes = step4e
	case 'r':
		suffixes = step4r
	case 'c':
		suffixes = step4c
	case 't':
		suffixes = step4t
	case 'm':
		suffixes = step4m
	case 'i':
		suffixes = step4i
	case 's':
		suffixes = step4s
	case 'n':
		suffixes = step4n
	}
	for _, s := range suffixes {
		if !hasSuffix(b, s) {
			continue
		}
		start := n - len(s)
		if start < p2 {
			return b
		}
		if s == "ion" && (start == 0 || b[start-1] != 's' && b[start-1] != 't') {
			return b
		}
		return b[:start]
	}
	return b
}

// step5 deletes a final e in R2, or in R1 after anything but a short
// syllable, and a final l in R2 after an l.
func step5(b []byte, p1, p2 int) []byte {
	n := len(b)
	if n == 0 {
		return b
	}
	start := n - 1
	switch b[start] {
	case 'e':
		if start >= p2 || start >= p1 && !shortSyllable(b[:start]) {
			return b[:start]
		}
	case 'l':
		if start >= p2 && start > 0 && b[start-1] == 'l' {
			return b[:start]
		}
	}
	return b
}
