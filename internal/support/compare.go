package support

import (
	"slices"
	"sort"
	"strings"

	"github.com/verbatim-go/verbatim/internal/lexicon"
	"github.com/verbatim-go/verbatim/numbers"
)

// thanAfter returns the byte where the next word "than" of src starts at
// or after byte from, or -1.
func thanAfter(src string, from int) int {
	for from < len(src) {
		i := strings.Index(src[from:], "than")
		if i < 0 {
			return -1
		}
		i += from
		if (i == 0 || !isASCIILetter(src[i-1])) && (i+4 == len(src) || !isASCIILetter(src[i+4])) {
			return i
		}
		from = i + 4
	}
	return -1
}

// comparedWord returns the comparative right before "than" at byte at of
// t, "cheaper" of "is cheaper than", "less" of "costs less than", "more
// staff" of "has more staff than", and where it starts; "" if there is
// none.
func comparedWord(t *Text, at int) (string, int) {
	w, b := lastWordBefore(t.src, int32(at))
	if comparatives[w] || len(w) > 4 && strings.HasSuffix(w, "er") {
		return w, b
	}
	if m, mb := lastWordBefore(t.src, int32(b)); (m == "more" || m == "less" || m == "fewer") && w != "" {
		return m + " " + w, mb // "more staff than", "less expensive than"
	}
	return comparedBefore(t, b)
}

// maxComparedGap bounds the words between a comparative and its "than"
// that comparedBefore reads past.
const maxComparedGap = 4

// comparedBefore returns the comparative that the words ending at byte
// end of t part from "than": "closer" of "closer to the Sun than",
// "larger" of "a larger population than", "more popular" of "more
// popular among voters than"; and where it starts; "" if there is none
// within maxComparedGap words of the clause, past no verb.
func comparedBefore(t *Text, end int) (string, int) {
	for range maxComparedGap {
		w, b := lastWordBefore(t.src, int32(end))
		if w == "" || strings.TrimSpace(t.src[b+len(w):end]) != "" || clauseVerbs[w] {
			return "", 0 // a mark or a verb ends the phrase
		}
		if m, mb := lastWordBefore(t.src, int32(b)); (m == "more" || m == "less" || m == "fewer") && strings.TrimSpace(t.src[mb+len(m):b]) == "" {
			return m + " " + w, mb // "more popular with cyclists than"
		}
		if comparativeForm(w) {
			return w, b
		}
		if i := tokenAfter(t, b); i >= 0 && int(t.toks[i].start) == b && finiteVerb(&t.toks[i]) {
			return "", 0
		}
		end = b
	}
	return "", 0
}

// comparativeForm reports whether the folded English word w is a
// comparative: a word of comparatives, or an adjective or adverb with
// "-er" ("closer", "faster", "heavier").
func comparativeForm(w string) bool {
	if comparatives[w] {
		return true
	}
	if !strings.HasSuffix(w, "er") || !isASCIIWord(w) {
		return false
	}
	for _, b := range cachedBases(w) {
		if b.POS()&(lexicon.Adj|lexicon.Adv) != 0 && b.String() != w {
			return true
		}
	}
	return false
}

// segOf returns the clause of the content word of t that starts before
// byte at and is nearest to it, or -1.
func segOf(t *Text, at int) int32 {
	for i := len(t.toks) - 1; i >= 0; i-- {
		if int(t.toks[i].start) < at {
			return t.toks[i].seg
		}
	}
	return -1
}

// comparedSides returns, for the comparison "A cheaper than B" at byte
// than of t, the content words of A's clause before the comparative
// (which starts at byte cmp) and the noun phrase right after "than": the
// first past at most an article, each next one past spaces only.
func comparedSides(t *Text, cmp, than int) (a, b []int) {
	seg := segOf(t, cmp)
	end := int32(than + 4)
	for i := range t.toks {
		u := &t.toks[i]
		if u.seg != seg {
			continue
		}
		switch {
		case int(u.end) <= cmp:
			a = append(a, i)
		case u.start >= end:
			gap := strings.TrimSpace(t.src[end:u.start])
			if len(b) == 0 && !(gap == "" || articles[strings.ToLower(gap)]) || len(b) > 0 && gap != "" {
				return a, b
			}
			b, end = append(b, i), u.end
		}
	}
	return a, b
}

// comparedSwapped fails the claim where it compares two things one way,
// "The basic plan is cheaper than the premium plan", and the best passage
// compares them with the same word the other way: "The premium plan is
// cheaper than the basic plan". A word of only one side of the claim
// tells the sides apart; it must stand only on the other side in the
// passage, and each side that has such words must be found there. A
// comparison before a number is a bound, left to the bounds.
func (k *checker) comparedSwapped() bool {
	p := k.best()
	if p == nil || k.c.lang != English {
		return false
	}
	c, e := k.c, p.Text
	for ct := thanAfter(c.src, 0); ct >= 0; ct = thanAfter(c.src, ct+4) {
		w, cb := comparedWord(c.Text, ct)
		if w == "" {
			continue
		}
		a, b := comparedSides(c.Text, cb, ct)
		if n := len(a); n > 0 && finiteVerb(&c.toks[a[n-1]]) && strings.TrimSpace(c.src[c.toks[a[n-1]].end:cb]) == "" {
			a = a[:n-1] // the verb of "costs less than", "grew faster than": on no side
		}
		if len(a) == 0 || len(b) == 0 {
			continue
		}
		for et := thanAfter(e.src, 0); et >= 0; et = thanAfter(e.src, et+4) {
			ew, eb := comparedWord(e, et)
			if ew != w {
				continue
			}
			if n, _ := lastWordBefore(e.src, int32(eb)); n == "not" || n == "no" || n == "never" {
				continue // "no cheaper than" is no comparison the other way
			}
			// The sides are read in the comparative's clause, marks and all:
			// "Sales in Asia grew 14%, faster than the 6% growth in Europe".
			lo, hi := int32(0), int32(len(e.src))
			for _, cl := range e.clauseList() {
				if cl.start <= int32(eb) && int32(eb) < cl.end {
					lo, hi = cl.start, cl.end
				}
			}
			// Each side's own words: how many stand on the side they
			// have in the claim, how many on the other, and whether the
			// side has any.
			right, wrong := 0, [2]int{}
			own := [2]bool{}
			side := func(s int, mine, other []int, before bool) {
				for _, i := range mine {
					if k.sameWordIn(c.Text, i, other) {
						continue
					}
					own[s] = true
					// The word itself where the passage has it, not a
					// synonym it has too: "Suite" and not "room".
					same := false
					for j := range e.toks {
						same = same || e.toks[j].stem == c.toks[i].stem && e.toks[j].start >= lo && e.toks[j].start < hi
					}
					for j := range e.toks {
						u := &e.toks[j]
						if u.start < lo || u.start >= hi || !c.matches(i, u) || same && u.stem != c.toks[i].stem || int(u.end) > eb && int(u.start) < et+4 {
							continue
						}
						if (int(u.end) <= eb) == before {
							right++
						} else {
							wrong[s]++
						}
					}
				}
			}
			side(0, a, b, true)
			side(1, b, a, false)
			swapped := right == 0 && (own[0] || own[1])
			for s := range own {
				swapped = swapped && (!own[s] || wrong[s] > 0) // both sides found, in the other's place
			}
			if swapped {
				lo, hi := int32(eb), int32(et+4)
				if ea, eb := comparedSides(e, eb, et); len(ea) > 0 && len(eb) > 0 {
					lo, hi = e.toks[ea[0]].start, e.toks[eb[len(eb)-1]].end
				}
				lo = articleStart(e.src, lo)
				k.fail(RoleSwap, p.span(lo, hi), "the claim says %s; %s has it the other way: %s",
					quote(k.claimText(articleStart(c.src, c.toks[a[0]].start), c.toks[b[len(b)-1]].end)), k.where, quote(p.text(lo, hi)))
				return true
			}
		}
	}
	return false
}

// sameWordIn reports whether claim word i is one of the words of list.
func (k *checker) sameWordIn(c *Text, i int, list []int) bool {
	for _, j := range list {
		if c.toks[j].stem == c.toks[i].stem {
			return true
		}
	}
	return false
}

// articleStart returns where the article right before byte start of src
// starts ("The" of "The premium plan"), or start if there is none.
func articleStart(src string, start int32) int32 {
	if w, b := lastWordBefore(src, start); articles[w] && strings.EqualFold(strings.TrimSpace(src[b:start]), w) {
		return int32(b)
	}
	return start
}

// comparisonUnsaid leaves unverified an English claim that compares two
// things by "more", "less" or "fewer" than, where no chosen passage
// compares anything: "Orrin Bank earned more than Kestrel Bank" on
// passages that give each bank's income. The claim's other words may all
// be there; which is more is a reading of the figures, not what the
// passages say. It reports whether it did.
func (k *checker) comparisonUnsaid() bool {
	c := k.c
	if c.lang != English || !hasSpaced(c.src, " than ") {
		return false
	}
	for ct := thanAfter(c.src, 0); ct >= 0; ct = thanAfter(c.src, ct+4) {
		w, cb := comparedWord(c.Text, ct)
		m, _, _ := strings.Cut(w, " ")
		if m != "more" && m != "less" && m != "fewer" {
			continue // a comparative of its own is a word the passages must have
		}
		if a, b := comparedSides(c.Text, cb, ct); len(a) == 0 || len(b) == 0 {
			continue // "more than 50": a bound
		}
		if w, _ := wordAfter(c.src, ct+4); factorWords[w] != 0 {
			continue // "more than doubled": a bound of the factor, which the values check (checkFactors)
		}
		if slices.Contains(k.numberWords, int32(cb)) {
			continue // the values compare them: "Velmora employs 400 nurses and Orrin employs 650" (namesCompared)
		}
		for _, pi := range k.used {
			if compares(k.ev.Passages[pi].Text) {
				return false
			}
		}
		k.doubt(WordsMissing, k.bestSpan(), "the claim says %s; %s compares nothing", quote(k.claimText(int32(cb), int32(ct+4))), k.where)
		return true
	}
	return false
}

// comparingWords compare one thing with another without "than".
var comparingWords = setOf(`exceed exceeds exceeded exceeding surpass surpasses surpassed outpace outpaced outpaces outperform outperformed outperforms
top topped tops beat beats twice double doubled triple half compared comparison versus vs ahead behind trail trails trailed most least`)

// compares reports whether English text t compares one thing with
// another: it has "than", a comparative or a word of comparingWords.
func compares(t *Text) bool {
	if thanAfter(t.src, 0) >= 0 {
		return true
	}
	for i := range t.toks {
		if w := t.toks[i].word; comparingWords[w] || comparativeForm(w) {
			return true
		}
	}
	for _, w := range [...]string{"more", "less", "fewer", "twice", "times"} {
		if hasWordFold(t.src, w) {
			return true // "twice as often as", read as a number
		}
	}
	return false
}

// comparedSubject leaves unverified an English claim whose subject the
// best passage names only as the other side of a comparison, and gives
// the claim's verb to another subject: "The placebo eased the pain"
// against "The drug eased the pain more than placebo" or "… in 60% of
// patients, compared with 35% on placebo". What the passage says, it says
// of the other subject; of the claim's it says only that it was compared.
func (k *checker) comparedSubject() {
	p, at := k.englishAt()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	v := -1 // the claim's verb, right after its subject
	for i := range c.toks {
		if c.toks[i].verbForm() {
			v = i
			break
		}
		if c.toks[i].seg != c.toks[0].seg {
			return
		}
	}
	if v <= 0 || at[v] < 0 || at[v-1] < 0 || c.toks[v].is(fName) || !near(c.src, c.toks[v-1].end, c.toks[v].start) {
		return
	}
	jv, js := at[v], at[v-1]
	if jv == 0 || e.toks[jv-1].verbForm() || !near(e.src, e.toks[jv-1].end, e.toks[jv].start) || !subjectAt(e, jv-1) {
		return // the passage's verb has no subject of its own right before it
	}
	other := jv - 1 // the word of the passage's subject the claim does not say
	if e.toks[jv-1].stem == c.toks[v-1].stem {
		// One noun, told apart by the word before it: "The placebo group
		// improved" against "The treatment group improved …, against 35%
		// in the placebo group".
		if v < 2 || jv < 2 {
			return
		}
		m := at[v-2]
		if m < jv || m+1 >= len(e.toks) || e.toks[m+1].stem != e.toks[jv-1].stem || !adjacent(c.src, c.toks[v-2].end, c.toks[v-1].start) ||
			!adjacent(e.src, e.toks[m].end, e.toks[m+1].start) || !adjacent(e.src, e.toks[jv-2].end, e.toks[jv-1].start) {
			return
		}
		js, other = m+1, jv-2
	}
	if js <= jv || k.claimSays(&e.toks[other]) {
		return // the claim's subject is the passage's
	}
	op, ob := comparedOpener(e.src[e.toks[jv].end:e.toks[js].start])
	if op == "" || mayCompare(c.src) {
		return // no comparison before the claim's subject, or one the claim makes too
	}
	ob += int(e.toks[jv].end)
	for j := jv + 1; j < js; j++ {
		if e.toks[j].start > int32(ob) && e.toks[j].verbForm() {
			return // a clause of its own after the comparison: "more than expected, and placebo eased it too"
		}
	}
	said := e.toks[js].start // the claim's subject, as the passage compares it: "placebo", "placebo group"
	if other == jv-2 {
		said = e.toks[js-1].start
	}
	lo := articleStart(e.src, e.toks[phraseStart(e, jv-1)].start)
	k.doubt(AnchorAbsent, p.span(lo, e.toks[js].end), "the claim says %s; %s says %s, and %s only after %q",
		quote(k.claimText(articleStart(c.src, c.toks[phraseStart(c.Text, v-1)].start), c.toks[v].end)), k.where, quote(p.text(lo, e.toks[jv].end)), quote(p.text(said, e.toks[js].end)), op)
}

// mayCompare reports whether src may hold a word of comparedOpener.
func mayCompare(src string) bool {
	return hasSpaced(src, " than ") || hasSpaced(src, " compared ") || hasSpaced(src, " versus ") || hasSpaced(src, " vs") ||
		hasSpaced(src, " against ") || hasSpaced(src, " relative to ") || hasSpaced(src, " as ")
}

// comparedOpener returns the last words of gap, a stretch of one
// sentence, that open the other side of a comparison, and where they end:
// "than", "compared with", "versus", "against 35%", "as" of "twice as
// many as". It returns "" where none does, or where a mark or a joining
// word stands after them: the side is then a clause of its own.
func comparedOpener(gap string) (string, int) {
	op, end := "", 0
	prevAs := -10 // the word index of the last "as"
	n := 0
	for i := 0; i < len(gap); {
		w, j := wordAt(gap, i)
		if j == i {
			switch gap[i] {
			case ';', ':', '(', ')':
				op = ""
			}
			i++
			continue
		}
		switch w {
		case "than", "versus", "vs":
			op, end = w, j
		case "compared", "relative":
			if x, xj := wordAfter(gap, j); x == "with" || x == "to" {
				op, end = w+" "+x, xj
				j = xj
			}
		case "against":
			if x := strings.TrimLeft(gap[j:], " "); x != "" && '0' <= x[0] && x[0] <= '9' {
				op, end = w, j // "against 35% in the placebo group"
			}
		case "as":
			if n-prevAs <= 3 {
				op, end = "as", j // "twice as many as"
			}
			prevAs = n
		case "and", "but", "while", "whereas", "which", "who":
			op = ""
		}
		n++
		i = j
	}
	return op, end
}

// objectOfOther leaves unverified an English claim whose verb the best
// passage has with another object right after it, where the claim's
// object is there only as the object of another verb, which the claim
// does not say: "She studied history" against "She studied law before
// moving to Paris to teach history". Each word is in the passage; what
// it says was studied is not what the claim says.
func (k *checker) objectOfOther() {
	p, at := k.englishAt()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	for i := 0; i+1 < len(c.toks); i++ {
		t := &c.toks[i]
		jv, o := at[i], at[i+1]
		if jv < 0 || o < 1 || o == jv+1 || jv+1 >= len(e.toks) || !plainVerb(c.Text, i) || t.negated() ||
			!objectAfter(c.Text, i) || !objectAfter(e, jv) {
			continue
		}
		u, ob := &e.toks[o-1], &e.toks[jv+1] // the word before the claim's object in the passage; the passage's object of the claim's verb
		if jo := jv + 1; !ob.noun() && jo+1 < len(e.toks) && jo+1 != o && e.toks[jo+1].noun() && adjacent(e.src, ob.end, e.toks[jo+1].start) {
			ob = &e.toks[jo+1] // past its modifier: "statistics" of "share aggregated statistics"
		}
		if w, _ := wordAfter(e.src, int(e.toks[jv].end)); w == "that" || ob.is(fName) || !ob.noun() || k.claimSays(ob) {
			continue // "recommended that shareholders approve the merger": a clause, no object
		}
		v := o - 1 // the verb of the claim's object in the passage, past its modifiers: "sell your personal data"
		if v > 0 && v != jv && !e.toks[v].verb() && e.toks[v].hasPOS(lexicon.Adj) && adjacent(e.src, e.toks[v].end, e.toks[o].start) {
			v--
		}
		u = &e.toks[v]
		if v != jv && objectAfter(e, v) && u.stem != t.stem && (plainVerb(e, v) || u.verb() && !u.is(fName) && (toBefore(e, v) || joinedBefore(e, v))) && !k.claimSays(u) && (!u.negated() || v < jv) {
			oend := max(ob.end, e.toks[phraseEnd(e, jv+1)].end) // "share aggregated statistics"
			k.doubt(AnchorAbsent, p.span(min(e.toks[jv].start, u.start), max(oend, e.toks[o].end)), "%s says %s and %s; the claim says %s",
				k.where, quote(p.text(e.toks[jv].start, oend)), quote(p.text(u.start, e.toks[o].end)), quote(k.claimText(t.start, c.toks[i+1].end)))
			return
		}
		// The claim's object opens a clause of its own: "Side effects
		// include hair loss" against "Side effects include nausea; hair
		// loss is rare".
		cls := k.clauses()
		if len(cls) < 2 {
			continue
		}
		co := clauseAt(cls, e.toks[o].start)
		if co == clauseAt(cls, e.toks[jv].start) || !subjectAt(e, o) {
			continue
		}
		cl := cls[co]
		if gap := between(e.src, e.toks[o-1].end, e.toks[o].start); !contrastOpens(gap) && !subordinateOpens(gap) || !predicateAfter(e, o) {
			continue // a list's next item, "and hair loss", is the verb's object too
		}
		k.doubt(AnchorAbsent, p.span(e.toks[jv].start, cl.end), "%s says %s, and %s in %q; the claim says %s",
			k.where, quote(p.text(e.toks[jv].start, e.toks[phraseEnd(e, jv+1)].end)), quote(p.text(e.toks[o].start, e.toks[phraseEnd(e, o)].end)),
			clauseText(e.src[cl.start:cl.end]), quote(k.claimText(t.start, c.toks[phraseEnd(c.Text, i+1)].end)))
		return
	}
}

// subordinateOpens reports whether s, what stands between a clause's
// subject and the word before it, opens with a word that makes the clause
// another's part: "recalled the chargers after the batteries overheated".
func subordinateOpens(s string) bool {
	w, _ := wordAt(s, len(s)-len(strings.TrimLeft(s, " ,")))
	return subordinators[w]
}

// subordinators open a clause that is part of another.
var subordinators = setOf(`after before because when since although though until once unless`)

// contrastOpens reports whether s, what stands between a clause's
// subject and the word before it, parts the clause from the one before: a semicolon, a sentence's
// end, "but", "while", "whereas".
func contrastOpens(s string) bool {
	if strings.ContainsAny(s, ";.") {
		return true
	}
	w, _ := wordAt(s, len(s)-len(strings.TrimLeft(s, " ,")))
	return w == "but" || w == "while" || w == "whereas"
}

// predicateAfter reports whether the noun phrase that word i of English
// text t opens is followed right away by a verb: "is" of "hair loss is
// rare", "stopped" of "soup stopped".
func predicateAfter(t *Text, i int) bool {
	j := phraseEnd(t, i)
	w, _ := wordAfter(t.src, int(t.toks[j].end))
	if beForms[w] || w == "has" || w == "have" || w == "had" || modalOrTo[w] && w != "to" {
		return true
	}
	return j+1 < len(t.toks) && adjacent(t.src, t.toks[j].end, t.toks[j+1].start) && finiteVerb(&t.toks[j+1])
}

// phraseEnd returns the last word of the run of words that word i of t
// opens, each right after the one before it, up to a verb: "loss" of
// "hair loss is rare".
func phraseEnd(t *Text, i int) int {
	j := i
	for j+1 < len(t.toks) && adjacent(t.src, t.toks[j].end, t.toks[j+1].start) && !finiteVerb(&t.toks[j+1]) {
		j++
	}
	return j
}

// plainVerb reports whether word i of t is a verb's form said of a
// subject, not one that modifies a noun: no name, no "-ing" ("a
// programming language"), no word after an article or a hyphen ("a
// computer-animated film").
func plainVerb(t *Text, i int) bool {
	u := &t.toks[i]
	if !(finiteVerb(u) || u.verb() && personBefore(t, i)) || u.is(fName) || strings.HasSuffix(u.word, "ing") || articleBefore(t, i) {
		return false
	}
	return u.start == 0 || t.src[u.start-1] != '-'
}

// toBefore reports whether "to" is written right before word j of t: "to
// teach".
func toBefore(t *Text, j int) bool {
	w, _ := lastWordBefore(t.src, t.toks[j].start)
	return w == "to"
}

// personBefore reports whether what is written right before word j of t
// makes it a verb said of a subject: a personal pronoun of the first or
// second person, or "they" ("We share"), a modal, "do" or a negation
// ("do not sell", "will store").
func personBefore(t *Text, j int) bool {
	w, _ := lastWordBefore(t.src, t.toks[j].start)
	return verbOpeners[w] || modalWords[w]
}

// verbOpeners are the English words besides the modals (modalWords)
// after which a verb's base form is said of a subject.
var verbOpeners = setOf(`we they you i not never do does did cannot`)

// joinedBefore reports whether "and" or "or" is written right before
// word j of t: the verb of a clause whose subject is the one before,
// "and store your location".
func joinedBefore(t *Text, j int) bool {
	w, _ := lastWordBefore(t.src, t.toks[j].start)
	return w == "and" || w == "or"
}

// doerOfOther leaves unverified an English claim whose subject does what
// its verb says ("The ministry published the report") where the best
// passage has that verb done by another it names after "by", one the
// claim does not say ("The report … was published by the police"). The
// claim's doer may be the passage's in other words ("the agency" for "the
// regulator"), which is why it is doubted, not failed; names are the
// agents check's, which fails them. A word that opens the claim with a
// capital may be a name or not ("Google acquired the company" against
// "… was acquired by Microsoft after Google withdrew its bid"): it is
// doubted against a name too.
func (k *checker) doerOfOther() {
	p, at := k.englishAt()
	if p == nil || !strings.Contains(p.Text.src, " by ") {
		return // the common case: no passive with its doer
	}
	c, e := k.c, p.Text
	if k.passiveDoerOfOther(p, at) {
		return
	}
	for v := 1; v < len(c.toks); v++ {
		t, s := &c.toks[v], &c.toks[v-1]
		j := at[v]
		if j < 0 || j+1 >= len(e.toks) || !plainVerb(c.Text, v) || beBefore(c.src, t.start) || s.is(fName) || !s.noun() || !adjacent(c.src, s.end, t.start) || !subjectAt(c.Text, v-1) {
			continue
		}
		pv, u := &e.toks[j], &e.toks[j+1]
		gap := between(e.src, pv.end, u.start)
		if w, at := wordAfter(gap, 0); particles[w] {
			gap = gap[at:] // "carried out by"
		}
		if !sameVerb(t, pv) || !passiveVerb(e, j) || !u.is(fBy) || !byGap(gap) || u.is(fName) && !s.is(fCap) {
			continue // names are the agents check's; but a capital that opens the claim may be one ("Google acquired")
		}
		last := phraseEnd(e, j+1)
		if k.claimSaysAny(e, j+1, last+1) {
			continue // "by a private firm" for "The firm built"
		}
		end := e.toks[last].end
		k.doubt(AnchorAbsent, p.span(pv.start, end), "the claim has %s %s; %s has %s",
			quote(k.claimText(articleStart(c.src, c.toks[phraseStart(c.Text, v-1)].start), s.end)), k.claimText(t.start, t.end), k.where, quote(p.text(pv.start, end)))
		return
	}
}

// doerAsRecipient leaves unverified an English claim that names a doer
// of a verb after "by" ("The form must be signed by the director") where
// the best passage names the same one only after "to" or "for", as the
// one a thing goes to or is done for ("The signed form must be returned
// to the director"), or the other way round ("prepared for the auditor"
// against "prepared by the auditor"): the act is another's. "from" may
// name the doer ("influenced by" and "influences from"), and a doer the
// passage names in a clause of its own is one ("sent to the insurer, who
// reviewed it").
func (k *checker) doerAsRecipient() {
	p, at := k.englishAt()
	if p == nil || !strings.Contains(k.c.src, " by ") && !strings.Contains(p.Text.src, " by ") {
		return // the common case: no doer named
	}
	c, e := k.c, p.Text
	for i := 1; i < len(c.toks); i++ {
		if !c.toks[i-1].verbForm() || at[i-1] < 0 || phraseStart(c.Text, i) != i {
			continue
		}
		last := phraseEnd(c.Text, i)
		x := at[last]
		if x < 0 || e.toks[x].seg != e.toks[at[i-1]].seg {
			continue
		}
		cw, _ := phrasePrep(c.Text, i)
		ew, ews := phrasePrep(e, x)
		switch {
		case cw == "by" && (ew == "to" || ew == "for"):
			if w, _ := wordAfter(e.src, int(e.toks[phraseEnd(e, x)].end)); w == "who" || w == "which" {
				continue
			}
		case (cw == "to" || cw == "for") && ew == "by":
		default:
			continue
		}
		for m := range e.toks {
			if m != x && c.matches(last, &e.toks[m]) {
				if w, _ := phrasePrep(e, m); w == cw {
					return // the passage names it the claim's way too
				}
			}
		}
		k.doubt(AnchorAbsent, p.span(int32(ews), e.toks[x].end), "the claim has %s; %s has %s",
			quote(k.claimText(c.toks[i-1].start, c.toks[last].end)), k.where, quote(p.text(int32(ews), e.toks[x].end)))
		return
	}
}

// phrasePrep returns the lower-case word before the phrase of t that ends
// at or holds word i, past an article, and where it starts: "to" of "to
// the director".
func phrasePrep(t *Text, i int) (string, int) {
	return lastWordBefore(t.src, articleStart(t.src, t.toks[phraseStart(t, i)].start))
}

// passiveDoerOfOther is doerOfOther, on best passage p whose matches of
// the claim's words are at, for a claim that names its doer after "by"
// too: "The report, published by the ministry, …" against "The
// report … was published by the police". It reports whether it doubted.
func (k *checker) passiveDoerOfOther(p *Passage, at []int) bool {
	c, e := k.c, p.Text
	if !strings.Contains(c.src, " by ") {
		return false
	}
	for v := 0; v+1 < len(c.toks); v++ {
		t, a := &c.toks[v], &c.toks[v+1]
		j := at[v]
		if j < 0 || j+1 >= len(e.toks) || !t.verbForm() || !a.is(fBy) || a.is(fName) || !byGap(between(c.src, t.end, a.start)) {
			continue
		}
		pv, u := &e.toks[j], &e.toks[j+1]
		if !sameVerb(t, pv) || !u.is(fBy) || u.is(fName) || !byGap(between(e.src, pv.end, u.start)) {
			continue
		}
		clast, last := phraseEnd(c.Text, v+1), agentEnd(e, j+1)
		same := false
		for m := v + 1; m <= agentEnd(c.Text, v+1) && !same; m++ {
			for x := j + 1; x <= last; x++ {
				if c.matches(m, &e.toks[x]) {
					same = true // "by the regional ministry" for "by the ministry"
					break
				}
			}
		}
		if same {
			continue
		}
		end := e.toks[phraseEnd(e, j+1)].end
		k.doubt(AnchorAbsent, p.span(pv.start, end), "the claim has %s; %s has %s", quote(k.claimText(t.start, c.toks[clast].end)), k.where, quote(p.text(pv.start, end)))
		return true
	}
	return false
}

// agentEnd returns the last word of the doers named from word i of t on,
// after "by": the words up to the next verb or mark of a clause, a list's
// too ("by a spin-off sitcom and a series of books").
func agentEnd(t *Text, i int) int {
	j := i
	for j+1 < len(t.toks) && !pastVerb(&t.toks[j+1]) && !hasClauseMark(between(t.src, t.toks[j].end, t.toks[j+1].start)) {
		j++
	}
	return j
}

// orAsAnd leaves unverified an English claim that joins two names by
// "and" ("on Monday and Tuesday") which the best passage gives as
// alternatives, joined by "or" ("on Monday or Tuesday, depending on
// availability"): the passage says one of them, the claim both. Common
// words are left alone: "accepted by card or cash" allows each.
func (k *checker) orAsAnd() {
	p, at := k.englishAt()
	if p == nil || !hasSpaced(p.Text.src, " or ") || !hasSpaced(k.c.src, " and ") {
		return // the common case
	}
	c, e := k.c, p.Text
	for i := 0; i+1 < len(c.toks); i++ {
		a, b := at[i], at[i+1]
		if a < 0 || b <= a || !c.toks[i].is(fName) || !c.toks[i+1].is(fName) || !gapIs(between(c.src, c.toks[i].end, c.toks[i+1].start), "and", ", and") {
			continue
		}
		if !gapIs(between(e.src, e.toks[a].end, e.toks[b].start), "or", ", or", "or on", "or in", "or at") {
			continue
		}
		k.doubt(AnchorAbsent, p.span(e.toks[a].start, e.toks[b].end), "%s says %s; the claim says %s", k.where,
			quote(p.text(e.toks[a].start, e.toks[b].end)), quote(k.claimText(c.toks[i].start, c.toks[i+1].end)))
		return
	}
}

// nameOnlyModifier leaves unverified an English claim that gives a name
// after its verb and a preposition ("taught in French") where the best
// passage gives that verb and preposition another name ("taught in
// English") and has the claim's name only before a noun it modifies
// ("optional French tutorials"). The name is there, not where the claim
// puts it.
func (k *checker) nameOnlyModifier() {
	p, at := k.englishAt()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	for i := 1; i < len(c.toks); i++ {
		t := &c.toks[i]
		j, jv := at[i], at[i-1]
		if !t.is(fName) || j < 0 || jv < 0 || jv+1 >= len(e.toks) || j+1 >= len(e.toks) {
			continue
		}
		prep, _ := lastWordBefore(c.src, t.start)
		if !prepositions[prep] || !gapIs(between(c.src, c.toks[i-1].end, t.start), prep) || !sameVerb(&c.toks[i-1], &e.toks[jv]) {
			continue
		}
		u := &e.toks[jv+1]
		if !u.is(fName) || jv+1 == j || !gapIs(between(e.src, e.toks[jv].end, u.start), prep) || k.claimSays(u) {
			continue
		}
		if m := &e.toks[j+1]; m.is(fName) || !m.noun() || !adjacent(e.src, e.toks[j].end, m.start) || k.claimSays(m) {
			continue // the claim's name in the passage is no modifier of a noun the claim does not say
		}
		_, hi := nameRun(e, jv+1)
		k.doubt(AnchorAbsent, p.span(e.toks[jv].start, e.toks[hi].end), "the claim says %s; %s says %s, and %s only of %s", quote(k.claimText(c.toks[i-1].start, t.end)), k.where,
			quote(p.text(e.toks[jv].start, e.toks[hi].end)), quote(p.text(e.toks[j].start, e.toks[j].end)), quote(p.text(e.toks[j].start, e.toks[j+1].end)))
		return
	}
}

// dutyAlternative leaves unverified an English claim of a duty ("must
// hold a bachelor's degree") whose object the best passage gives with an
// alternative after "or" that the claim drops ("a bachelor's degree or
// equivalent experience"): what may be met another way is not required.
func (k *checker) dutyAlternative() {
	p, at := k.englishAt()
	if p == nil || !hasSpaced(p.Text.src, " or ") || !slices.ContainsFunc(k.c.cues, func(q cueAt) bool { return q.class == cueDuty }) {
		return // the common case
	}
	c, e := k.c, p.Text
	if hasSpaced(c.src, " or ") {
		return // the claim gives an alternative of its own
	}
	last := -1 // the last passage word the claim says
	for i, j := range at {
		if j > last && (!c.toks[i].is(fName) || c.toks[i].is(fParty)) {
			last = j // a word or a party: "by the Tenant or a guarantor"
		}
	}
	if last < 0 || !slices.ContainsFunc(e.cues, func(q cueAt) bool { return q.class == cueDuty && q.end <= e.toks[last].start }) {
		return
	}
	w, j := wordAfter(e.src, int(e.toks[last].end))
	if w != "or" {
		k.dutyAlternativeBefore(p, at)
		return
	}
	x := sort.Search(len(e.toks), func(x int) bool { return int(e.toks[x].start) > j })
	if x == len(e.toks) || e.toks[x].seg != e.toks[last].seg || k.claimSays(&e.toks[x]) {
		return
	}
	end := e.toks[x].end
	for y := x + 1; y < len(e.toks) && y <= x+3 && e.toks[y].seg == e.toks[x].seg && !strings.ContainsAny(between(e.src, e.toks[y-1].end, e.toks[y].start), ",;:.()"); y++ {
		end = e.toks[y].end // "or equivalent experience", "or a national ID card"
	}
	k.doubt(ConditionDropped, p.span(int32(j-len("or")), end), "%s gives another way to meet it: %q", k.where, p.text(int32(j-len("or")), end))
}

// dutyAlternativeBefore is dutyAlternative for an alternative the claim
// drops before "or": "The guardian must sign the form" against "must be
// signed by a parent or guardian".
func (k *checker) dutyAlternativeBefore(p *Passage, at []int) {
	c, e := k.c, p.Text
	for i, j := range at {
		if j < 1 || c.toks[i].is(fName) && !c.toks[i].is(fParty) {
			continue
		}
		w, o := lastWordBefore(e.src, e.toks[j].start)
		if articles[w] {
			w, o = lastWordBefore(e.src, int32(o)) // "or a guarantor"
		}
		if w != "or" || e.toks[j-1].end > int32(o) || e.toks[j-1].seg != e.toks[j].seg || k.claimSays(&e.toks[j-1]) || e.toks[j-1].is(fName) && !e.toks[j-1].is(fParty) ||
			!slices.ContainsFunc(e.cues, func(q cueAt) bool { return q.class == cueDuty && q.end <= e.toks[j-1].start }) {
			continue
		}
		start := e.toks[j-1].start
		if b, x := lastWordBefore(e.src, start); articles[b] {
			start = int32(x) // "a parent or"
		}
		k.doubt(ConditionDropped, p.span(start, int32(o+len("or"))), "%s gives another way to meet it: %q", k.where, p.text(start, int32(o+len("or"))))
		return
	}
}

// sequenceSwapped fails an English claim that puts two of its words in
// time one way with "before" or "after" ("studied law before medicine")
// where the best passage puts the same two the other way with either
// ("studied medicine before switching to law"): each side's word of
// order stands between the two, and no other.
func (k *checker) sequenceSwapped() {
	if indexFold(k.c.src, "before") < 0 && indexFold(k.c.src, "after") < 0 {
		return // the common case
	}
	p, at := k.englishAt()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	// order returns +1 where the word ending at end comes first in time
	// and the word starting at start second, -1 the other way, 0 where
	// the text between has no one word of order.
	order := func(src string, end, start int32) int {
		if start <= end || start-end > 40 || strings.ContainsAny(src[end:start], "0123456789") {
			return 0 // far apart, or a time or a value after the word: "after 3 pm", "3% after tax"
		}
		if strings.ContainsAny(src[end:start], ";:") {
			return 0 // another part of the sentence
		}
		dir := 0
		for i := int(end); i < int(start); {
			if !isASCIILetter(src[i]) {
				i++
				continue
			}
			var w string
			w, i = wordAt(src, i)
			var d int
			switch w {
			case "before", "then":
				d = 1
			case "after":
				d = -1
			default:
				continue
			}
			if dir != 0 {
				return 0 // two words of order: not read
			}
			dir = d
		}
		return dir
	}
	for a := 0; a+1 < len(c.toks); a++ {
		b := a + 1 // the claim's two words on either side of its word of order
		ja, jb := at[a], at[b]
		if ja < 0 || jb < 0 || ja == jb || c.toks[a].is(fNoContent) || c.toks[b].is(fNoContent) {
			continue
		}
		if !gapIs(between(c.src, c.toks[a].end, c.toks[b].start), "before", "after", "before the", "after the") {
			continue
		}
		cd := order(c.src, c.toks[a].end, c.toks[b].start)
		first, second, ed := ja, jb, 0
		if jb < ja {
			first, second = jb, ja
		}
		if ed = order(e.src, e.toks[first].end, e.toks[second].start); ed == 0 {
			continue
		}
		if first != ja {
			ed = -ed // the passage says them the other way round in its text
		}
		if ed != cd {
			k.fail(RoleSwap, p.span(e.toks[first].start, e.toks[second].end), "the claim says %s; %s says %s", quote(k.claimText(c.toks[a].start, c.toks[b].end)), k.where, quote(p.text(e.toks[first].start, e.toks[second].end)))
			return
		}
	}
}

// rankedNarrowed leaves unverified an English claim that ranks a kind
// ("the first woman", "the largest bank") where the best passage ranks a
// kind a name narrows, the claim's words and the name, after the same
// rank: "the first woman to win" against "the first American woman to
// win". Among fewer, first is not first among all.
func (k *checker) rankedNarrowed() {
	p, at := k.englishAt()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	// run returns the words right after byte end of t, next to each
	// other, that name what is ranked: "American woman".
	run := func(t *Text, end int) (int, int) {
		lo := tokenAfter(t, end)
		if lo < 0 {
			return -1, -1
		}
		hi := lo
		for hi+1 < len(t.toks) && adjacent(t.src, t.toks[hi].end, t.toks[hi+1].start) && !t.toks[hi+1].verbForm() && !(t.toks[hi+1].is(fName) && !t.toks[hi].is(fName)) {
			hi++ // to the noun: not "premiered" of "first season premiered", nor the name after it
		}
		return lo, hi
	}
	// narrowed returns the passage's ranked words after byte eEnd, where
	// they hold each of the claim's after cEnd and a name more.
	narrowed := func(cEnd, eEnd int) (elo, ehi int, ok bool) {
		clo, chi := run(c.Text, cEnd)
		elo, ehi = run(e, eEnd)
		if clo < 0 || elo < 0 {
			return 0, 0, false
		}
		for i := clo; i <= chi; i++ {
			if !slices.ContainsFunc(e.toks[elo:ehi+1], func(u tok) bool { return c.matches(i, &u) }) {
				return 0, 0, false // another kind, which the other checks read
			}
		}
		// A name narrows the kind ("first American woman"); a common
		// word may only say which of it ("fifth studio album").
		return elo, ehi, slices.ContainsFunc(e.toks[elo:ehi+1], func(u tok) bool { return !k.claimSays(&u) && u.is(fName) })
	}
	// check reads the claim's rank ending at cEnd against each of the
	// passage's ends of the same rank: one that ranks the claim's kind
	// itself proves it.
	check := func(cEnd int, rank string, ends []int) bool {
		clo, chi := run(c.Text, cEnd)
		found := -1
		var lo, hi int
		for _, eEnd := range ends {
			elo, ehi, ok := narrowed(cEnd, eEnd)
			if !ok {
				if elo, _ := run(e, eEnd); elo >= 0 && clo >= 0 {
					return false // the passage ranks the claim's kind somewhere
				}
				continue
			}
			if found < 0 {
				found, lo, hi = eEnd, elo, ehi
			}
		}
		if found < 0 {
			return false
		}
		k.doubt(ConditionDropped, p.span(e.toks[lo].start, e.toks[hi].end), "%s says %s; the claim says %s", k.where,
			quote(rank+" "+p.text(e.toks[lo].start, e.toks[hi].end)), quote(rank+" "+k.claimText(c.toks[clo].start, c.toks[chi].end)))
		return true
	}
	// Ordinals: "first", "last" of the number scan.
	for _, n := range c.nums {
		if n.Kind != numbers.Ordinal {
			continue
		}
		var ends []int
		for _, m := range e.nums {
			if m.Kind == numbers.Ordinal && m.Value == n.Value {
				ends = append(ends, m.End)
			}
		}
		if check(n.End, n.Text, ends) {
			return
		}
	}
	// Superlatives: "largest", "most popular".
	for i := range c.toks {
		t := &c.toks[i]
		if at[i] < 0 || !superlative(c.src, t) {
			continue
		}
		var ends []int
		for j := range e.toks {
			if c.matches(i, &e.toks[j]) && superlative(e.src, &e.toks[j]) {
				ends = append(ends, int(e.toks[j].end))
			}
		}
		if check(int(t.end), t.word, ends) {
			return
		}
	}
}
