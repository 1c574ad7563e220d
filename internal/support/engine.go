package support

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/verbatim-go/verbatim/internal/lexicon"
	"github.com/verbatim-go/verbatim/numbers"
)

// A Passage is one piece of evidence: a sentence or a quoted span of a
// source, analysed.
type Passage struct {
	// Source is the id of the source the passage is in.
	Source string
	// Offset is where Text's text starts in the source's text, in bytes.
	Offset int
	// Text is the passage, analysed.
	Text *Text
	// Nums is the number index of the whole source, or nil: the passage's
	// numbers are then indexed on their own.
	Nums *numbers.Index
}

// end returns the offset in the source just past the passage.
func (p *Passage) end() int { return p.Offset + len(p.Text.src) }

// span returns the source range of the passage's byte range [s, e).
func (p *Passage) span(s, e int32) Span {
	return Span{Source: p.Source, Start: p.Offset + int(s), End: p.Offset + int(e)}
}

// whole returns the source range of the whole passage.
func (p *Passage) whole() Span { return p.span(0, int32(len(p.Text.src))) }

// text returns the original text of the passage's byte range [s, e).
func (p *Passage) text(s, e int32) string { return p.Text.src[s:e] }

// Evidence is what a claim is checked against.
type Evidence struct {
	// Passages are the text the claim must stand on: its words, numbers
	// and names must be in them.
	Passages []Passage
	// Context is text around the passages that is read for polarity and
	// conditions only: the sentence around a quote, so that a quote that
	// leaves out the "not" before it does not pass.
	Context []Passage
	// Where names the evidence in messages: "the quote", "[1]".
	Where string
	// Before, if set, returns the sentence before passage i in its
	// source, analysed, or nil. It is called only for a passage that
	// opens with a pronoun or a description ("The film") where the claim
	// names a subject the passage does not: the claim may take the name
	// from that sentence's subject.
	// "Kim Park joined the lab in 2010. She won the prize in 2019."
	// grounds "Kim Park won the prize in 2019".
	Before func(i int) *Text
}

// Options controls a check. The zero value grounds numbers with
// numbers.On and requires every content word of a claim.
type Options struct {
	// Numbers is how a claim's numbers must be grounded.
	Numbers numbers.Mode
	// Cover is the share of a claim's distinct content words that its
	// passages must hold for it to be supported; 0 means 1. Below it the
	// claim is unverified.
	Cover float64
	// Snippet reads the passages as a short web snippet, which cannot hold
	// the whole sentence an answer paraphrased: the claim is checked for
	// contradictions (numbers, names, identifiers, polarity) as ever, but a
	// snippet that shares none of its words leaves it unverified rather
	// than failed, since the snippet may be cut from the text that says it.
	Snippet bool

	// full runs every check on a claim that is a passage's wording (see
	// copyOf), as the tests compare.
	full bool
}

func (o Options) cover() float64 {
	if o.Cover <= 0 || o.Cover > 1 {
		return 1
	}
	return o.Cover
}

// A Verdict is the engine's decision about a claim.
type Verdict struct {
	Outcome Outcome
	// Reasons say why the claim is not supported, in the order the checks
	// run: for a failed claim, what fails it; for an unverified one, what
	// its evidence does not prove. Empty when it is supported.
	Reasons []Reason
	// Used are the indexes into Evidence.Passages of the passages the
	// claim rests on, the best match first.
	Used []int
	// Found counts the claim's distinct content words its passages hold,
	// of Words in all.
	Found, Words int
}

// Code returns the code of the verdict's first reason.
func (v Verdict) Code() (Code, bool) {
	if len(v.Reasons) == 0 {
		return 0, false
	}
	return v.Reasons[0].Code, true
}

// englishBest returns the best passage for a check that reads English
// and runs only while the claim has not failed, or nil: the prelude of
// most checks of wording.
func (k *checker) englishBest() *Passage {
	if p := k.best(); p != nil && k.c.lang == English && !k.full() {
		return p
	}
	return nil
}

// englishAt returns englishBest and how the claim's tokens are matched in
// it (see checker.at), or nil.
func (k *checker) englishAt() (*Passage, []int) {
	p := k.englishBest()
	if p == nil {
		return nil, nil
	}
	return p, k.at[k.used[0]]
}

// maxUsed bounds the passages a claim rests on.
const (
	maxUsed = 3
)

// notInEvidence is the share of a claim's content words below which its
// evidence is about something else, when it shares none of the claim's
// names and numbers either.
const notInEvidence = 0.25

// Check compares claim c with its evidence under o and decides whether
// the evidence supports it, does not prove it, or contradicts it.
//
// The claim's content words are looked for in the passages, up to word
// forms: first the passage that holds most of them, then, while some are
// in none of those chosen, the passage that holds most of the rest, at
// most three. Against the chosen passages:
//
//   - every number of the claim must be there with the same value (package
//     numbers; number words count: "five" is 5, "second" is 2nd), or meet
//     the bound the claim puts on it ("more than 6.2" by 6.3, "before
//     October 2014" by September 26, 2014, "between 1934 and 1970" by
//     1955), a superlative must have the passage's rank ("the highest" is
//     not "the second highest"), and a name the passage dates in
//     parentheses must have that year ("Harbour Lights (2014)"): a
//     different value where the passage has one, or a bound it breaks,
//     fails the claim; a number it does not mention leaves the claim
//     unverified;
//   - every identifier (Su-24, COVID-19, Section 4.2) and name (a
//     capitalised word that does not open a sentence, an acronym, a
//     dotted abbreviation, a defined party such as Landlord or Buyer) must
//     be there: another of the same kind in its place fails the claim, one
//     that is simply absent leaves it unverified; a first name may be
//     absent where the surname is there;
//   - two parties swapped around a verb fail the claim, and so does a
//     name that does what the claim's verb says where the passage has it
//     done by another ("Tom Ealing directed it" against "directed by
//     Priya Nair");
//   - a negation, a negating prefix or a lexical negation (failed to,
//     denied) one side has and the other not, an opposite word (rose for
//     fell), or a modal verb of permission against one of duty (may
//     against will), or of duty against one of advice (should), fails
//     the claim, in the passages and in their context;
//   - a condition of the passages or their context that the claim drops
//     (unless, provided that, for any annual plan) leaves it unverified;
//   - fewer than Options.Cover of its content words leave it unverified,
//     and fewer than a quarter, with no name or number in common, fail it:
//     the evidence is about something else.
//
// The verdict depends on its arguments only.
func Check(c *Claim, ev Evidence, o Options) Verdict {
	var k checker
	k.init(c, ev, o)
	for ph := range phases {
		k.phase(ph)
	}
	return k.verdict()
}

// A Job is a claim and its evidence, for CheckAll.
type Job struct {
	Claim    *Claim
	Evidence Evidence
	Options  Options
}

// CheckAll checks each job as Check does and returns the verdicts, in the
// order of jobs. It runs each step of the check over every job before the
// next step, so that the code of one step serves all the claims of an
// answer while it is at hand; the verdicts are those of Check.
func CheckAll(jobs []Job) []Verdict {
	p := checkers.Get().(*[]checker)
	ks := slices.Grow((*p)[:0], len(jobs))[:len(jobs)]
	for i := range jobs {
		ks[i].init(jobs[i].Claim, jobs[i].Evidence, jobs[i].Options)
	}
	for ph := range phases {
		for i := range ks {
			ks[i].phase(ph)
		}
	}
	vs := make([]Verdict, len(ks))
	for i := range ks {
		vs[i] = ks[i].verdict()
	}
	if cap(ks) <= maxPooledCheckers {
		clear(ks) // drop what the checks point to
		*p = ks[:0]
		checkers.Put(p)
	}
	return vs
}

// checkers keeps the checkers of CheckAll from one batch to the next.
var checkers = sync.Pool{New: func() any { return new([]checker) }}

// maxPooledCheckers bounds the checkers a pooled batch keeps.
const maxPooledCheckers = 256

// init makes k the check of claim c against ev under o.
func (k *checker) init(c *Claim, ev Evidence, o Options) {
	if l, ok := passageLang(ev); ok && c.detected && l != c.lang && latin(l) && latin(c.lang) {
		// A short claim's few words can pass for another language than
		// its evidence's ("Ed Harlow sold paintings" for Italian): a claim
		// whose language was detected is read in its evidence's when
		// both are written in Latin script.
		c = NewClaim(c.src, l)
	}
	*k = checker{c: c, ev: ev, o: o, where: ev.Where, buf: checkBufs.Get().(*checkBuf)}
	if k.where == "" {
		k.where = "the evidence"
	}
}

// A checkBuf holds the slices of a check that end with it, kept from one
// check to the next.
type checkBuf struct {
	at  [][]int // backs checker.at
	all []int   // backs the slices of checker.at
	cov []int   // backs checker.cov
}

// checkBufs keeps the buffers of Check from one check to the next.
var checkBufs = sync.Pool{New: func() any { return new(checkBuf) }}

// maxPooledMatches bounds the matches a pooled checkBuf keeps: those of a
// long claim against many passages go with it.
const maxPooledMatches = 1 << 14

// release returns b to checkBufs, unless it grew past maxPooledMatches.
func (b *checkBuf) release() {
	if cap(b.all) > maxPooledMatches || cap(b.at) > maxPooledMatches || cap(b.cov) > maxPooledMatches {
		return
	}
	checkBufs.Put(b)
}

// ints returns buf resized to n, reallocated if it is too small; its
// values are left as they were.
func ints(buf []int, n int) []int {
	if cap(buf) < n {
		return make([]int, n)
	}
	return buf[:n]
}

// passageLang returns the language of the passages of ev, if they have
// one.
func passageLang(ev Evidence) (Lang, bool) {
	if len(ev.Passages) == 0 {
		return 0, false
	}
	l := ev.Passages[0].Text.lang
	for i := range ev.Passages[1:] {
		if ev.Passages[i+1].Text.lang != l {
			return 0, false
		}
	}
	return l, true
}

// latin reports whether l is one of the languages written in Latin script.
func latin(l Lang) bool { return slices.Contains(latinLangs[:], l) }

// checker is the state of one Check.
type checker struct {
	c     *Claim
	ev    Evidence
	o     Options
	where string
	buf   *checkBuf

	cuts     []int32 // the claim's conjunct cuts, read once a check: see claimCuts
	cutsRead bool

	used []int   // chosen passages, best first
	at   [][]int // by passage: by claim token, the passage token it matches, or -1
	cov  []int   // by claim token: the chosen passage that holds it, or -1

	hard, soft []Reason
	// grounded holds the start of each claim number the passages ground.
	grounded offsetSet
	// found and words count the claim's words the passages hold and all.
	found, words int
	// sharedAnchor reports that a name or number of the claim is in the
	// evidence.
	sharedAnchor bool
	// changes caches fromTo of the best passage, read once
	// (changesRead).
	changes     [][2]int
	changesRead bool
	// deniesOther reports that the claim denies something of a name in
	// the place of another the best passage affirms it of, or affirms
	// it of a name in the place of another the passage denies it of.
	deniesOther bool
	// writtenIDs are the byte ranges of the claim's identifiers that the
	// identifier check decided by other means than the identifier itself:
	// absent from the passages, or written with an ordinal ("Q3" as "the
	// third quarter"). The name check leaves their words alone.
	writtenIDs [][2]int32
	// numValues holds the values of the claim's numbers, made by
	// sharedNums.
	numValues map[string]bool
	// beforeText is the sentence before the best passage, asked for once,
	// when beforeRead; pronounText the pronoun that opens the best passage,
	// read once, when pronounRead.
	beforeText  *Text
	beforeRead  bool
	pronounText string
	pronounRead bool
	// lifeOf is the passages' life, read once, when lifeRead: hasLife
	// reports that there is one.
	lifeOf            life
	lifeRead, hasLife bool
	// clauseList is the best passage's clauses, read once, when
	// clausesRead.
	clauseList  []clause
	clausesRead bool
	// boundedBy holds, by the start of a claim number that a bound or a
	// period grounds ("after 1985", "in the 1980s"), the passage number
	// that meets it.
	boundedBy map[int]*evQty
	// inUnits holds, by the start of a claim number sameInUnits grounds,
	// the passage number in the other unit ("two years" on "24 months").
	inUnits map[int]*evQty
	// numberWords holds the starts of the claim's words that a number
	// check accounts for: a unit a passage gives in another unit ("weeks"
	// of "two weeks" on "14 days"), a direction it gives in another word
	// ("jumped" of "jumped 12%" on "rose 12%").
	numberWords []int32
	// recurs holds the starts of the claim's numbers of a recurrence the
	// best passage gives: "two" of "every two weeks" on "fortnightly".
	recurs []int32
	// polarDone reports that polarity decided the claim before the
	// checks of its words (polarWordsOf).
	polarDone bool
	// numbersRead reports that numbers checked each of the claim's values
	// and the checks of them together are to run (numbersOf).
	numbersRead bool
	// deniedBounds holds the starts of the claim's numbers whose bound the
	// claim denies where the passages bound them the other way ("not
	// available after 30 days" against "within 30 days"): the denial is
	// the bound's reading, not a negation the passages lack.
	deniedBounds []int32
	// passageDeniedBounds are the passages' numbers whose bound the
	// passage denies where the claim bounds them the other way ("Do not
	// store above 25°C" against "Store below 25°C"): as deniedBounds, the
	// other way round.
	passageDeniedBounds []deniedBound
	// copied reports that the claim is a passage's wording: the checks
	// are not run (copyOf).
	copied bool
}

// phases counts the phases of a check: matching the claim's words, choosing
// the passages, reading them, then the checks proper.
const phases = 29

// phase runs phase ph of the check. The checks proper (from phase 5) run
// in turn until the claim has failed with all the reasons a verdict gives:
// the rest would change nothing. They are called directly, not through a
// list of method values, so that the checker can stay on the stack.
func (k *checker) phase(ph int) {
	if ph >= 5 && k.full() || k.copied {
		return
	}
	switch ph {
	case 0:
		if k.copied = !k.o.full && k.copyOf(); !k.copied {
			k.match()
		}
	case 1:
		k.choose()
	case 2:
		k.compounds()
	case 3:
		k.kinds()
	case 4:
		k.recurrences()
		k.sharedMatches()
		k.quantifiedMatches()
		k.deniedOpposites()
		k.givenUpAlike()
	case 5:
		if k.o.Numbers != numbers.Off {
			k.numbers()
		}
	case 6, 7, 8:
		k.numbersOf(ph - 6)
	case 9:
		k.identifiers()
	case 10:
		k.names()
		k.variantNames()
		k.nameRunsApart()
	case 11:
		k.roles()
	case 12:
		k.clauseNames()
		k.clauseSubjects()
		k.subjectAfterVerb()
		k.clauseIdents()
	case 13:
		k.polarity()
		k.deniedObjectOther()
		k.endedAffirmed()
		k.elidedSubject()
	case 14, 15, 16, 17, 18:
		k.polarWordsOf(ph - 14)
	case 19:
		k.clauseObjects()
		k.listItemsApart()
	case 20:
		k.clauseComplements()
		k.complementOther()
		k.heldBefore()
		k.kindOfSubject()
	case 21:
		if !k.modifierOpposed() {
			k.clauseModifiers()
		}
	case 22:
		k.passageModifiers()
		k.modifierOfOther()
		k.amountCapped()
		k.commaNameApart()
		k.rangeEndsApart()
		k.termCapped()
		k.capDropped()
		k.boundPairsApart()
		k.doerOfKin()
		k.priceOfFree()
		k.onPlanApart()
		k.placeOfGroupDropped()
		k.approvedOnly()
		k.modifierMoved()
		k.phraseOfOther()
		k.particleDropped()
		k.particleOpposed()
		k.shiftOpposed()
		k.causeTurned()
		k.prefixOwners()
		k.phraseOfOtherVerb()
		k.numberNoun()
	case 23:
		k.passageNames()
		k.passagePhrases()
		k.possessorOnly()
		k.ownerOfOther()
		k.otherThanNamed()
	case 24:
		k.passageSubjects()
	case 25:
		k.passageObjects()
		k.passageVerbs()
	case 26:
		k.checkDirections()
	case 27:
		k.conditions()
	case 28:
		k.coverage()
	}
}

// ownElsewhere reports whether passage text e has claim word t itself
// outside condition cd, where cd's word u is only a form of it: the
// claim's "annual" of "no annual fee" is that word of "no annual fee for
// the first year", not its "year".
func ownElsewhere(e *Text, t, u *tok, cd cond) bool {
	if u.stem == t.stem || u.is(fName) {
		return false // a name's form names it: "Swiss" of "Switzerland"
	}
	for j := range e.toks {
		if (j < cd.from || j >= cd.to) && e.toks[j].stem == t.stem {
			return true
		}
	}
	return false
}

// counted reports whether t counts among a text's content words for
// coverage: not a repeat, nor a word of who says it.
func (t *tok) counted() bool { return !t.dup && !t.is(fNoContent) }

// copyOf reports whether the claim is the wording of one of its passages
// and then rests it on the first such passage, as copied does.
func (k *checker) copyOf() bool {
	v, ok := copied(k.c.src, &k.ev)
	if ok {
		k.used, k.found, k.words = v.Used, v.Found, v.Words
	}
	return ok
}

// CheckCopy returns the verdict Check gives claim text s on ev where s is
// the wording of one of ev's passages, as an answer's sentence copied from
// its source is, without analysing s; and false where it is not, or where
// the verdict takes the checks (see copied).
func CheckCopy(s string, ev Evidence) (Verdict, bool) { return copied(s, &ev) }

// copied decides a claim whose text s is the wording of a passage of ev
// (see sameWording): it is supported, resting on the first such passage,
// all its words found there; a claim that says what its evidence says in
// its words gives the checks, which compare the two, nothing to find. A
// sentence copied from its source, as answers often are, is decided
// without them. Context, which the checks read too, rules it out, and so
// do more numbers than the checks read (maxClaimNumbers). The words are
// counted in the passage, whose words the claim's are.
func copied(s string, ev *Evidence) (Verdict, bool) {
	if len(ev.Context) > 0 {
		return Verdict{}, false
	}
	for pi := range ev.Passages {
		t := ev.Passages[pi].Text
		if !sameWording(s, t.src) {
			continue
		}
		if len(t.nums) > maxClaimNumbers {
			return Verdict{}, false
		}
		total := 0
		for i := range t.toks {
			if t.toks[i].counted() {
				total++
			}
		}
		return Verdict{Outcome: Supported, Used: []int{pi}, Found: total, Words: total}, true
	}
	return Verdict{}, false
}

// SameWording reports whether a and b are the same text but for white
// space, as sameWording reads it.
func SameWording(a, b string) bool { return sameWording(a, b) }

// WordingKey returns a hash of the wording of s: two texts of the same
// wording (SameWording) have the same key.
func WordingKey(s string) uint64 {
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	space, started := false, false // a run of white space before s[i], not yet hashed; a byte hashed
	for i := 0; i < len(s); i++ {
		c := s[i]
		if asciiSpace(c) {
			space = true
			continue
		}
		if space && started && !closingMark(s, i) {
			h = (h ^ ' ') * prime
		}
		space, started = false, true
		h = (h ^ uint64(c)) * prime
	}
	return h
}

// sameWording reports whether texts a and b are the same but for white
// space: its runs count as one space, and none before a closing mark
// (".", ",", ";", ":", "!", "?", ")", "]" before a space, another mark or
// the end) or at either end matters, as where an answer's citation marker
// was taken out ("refundable [1]." read as "refundable .").
func sameWording(a, b string) bool {
	i, j := 0, 0
	for {
		si, sj := i, j
		for i < len(a) && asciiSpace(a[i]) {
			i++
		}
		for j < len(b) && asciiSpace(b[j]) {
			j++
		}
		if i == len(a) || j == len(b) {
			return i == len(a) && j == len(b)
		}
		if a[i] != b[j] {
			return false
		}
		if (i > si) != (j > sj) && si > 0 && sj > 0 && !closingMark(a, i) {
			return false // a space on one side only, between words
		}
		i++
		j++
	}
}

// closingMark reports whether s[i] is a mark that closes what is before
// it, followed by white space, another mark or the end: not the point of
// ".5" nor the comma of ",000".
func closingMark(s string, i int) bool {
	const marks = ".,;:!?)]"
	if strings.IndexByte(marks, s[i]) < 0 {
		return false
	}
	return i+1 == len(s) || asciiSpace(s[i+1]) || strings.IndexByte(marks, s[i+1]) >= 0
}

// asciiSpace reports whether c is an ASCII space, tab or line break.
func asciiSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// verdict returns the verdict of the check and gives back its buffers.
func (k *checker) verdict() Verdict {
	v := Verdict{Used: k.used, Found: k.found, Words: k.words}
	switch {
	case len(k.hard) > 0:
		v.Outcome = Failed
	case len(k.soft) > 0:
		v.Outcome = Unverified
	default:
		v.Outcome = Supported
	}
	v.Reasons = k.soft
	if len(k.hard) > 0 {
		v.Reasons = k.hard // what fails a claim; what leaves it unproven is moot
	}
	k.buf.release()
	k.buf = nil
	return v
}

// match finds, for each passage and claim token, the passage token that is
// a form of it.
func (k *checker) match() {
	c := k.c
	if n := len(k.ev.Passages); cap(k.buf.at) < n {
		k.buf.at = make([][]int, n)
	}
	k.at = k.buf.at[:len(k.ev.Passages)]
	k.buf.all = ints(k.buf.all, len(k.ev.Passages)*len(c.toks)) // one buffer for every passage's
	all := k.buf.all
	buf := posBufs.Get().(*posBuf)
	defer buf.release()
	for pi := range k.ev.Passages {
		e := k.ev.Passages[pi].Text
		at := all[pi*len(c.toks) : (pi+1)*len(c.toks) : (pi+1)*len(c.toks)]
		for i := range at {
			at[i] = -1
		}
		// Each claim word takes the first form of it in the passage after
		// the word the claim word before it took, or else the first one:
		// the alignment keeps the claim's order where the passage allows.
		// The forms are found by looking each passage word up among the
		// claim's keys.
		k.positions(e, buf)
		// A passage name a claim name matches speaks for that name only:
		// the "Coast" of "Coast Guard" is no "coastal" of the claim, nor
		// the "Hills" of "Hollow Hills" its "hill"; but the claim's
		// "agreement" is its "Agreement", the same word.
		named := buf.named
		if cap(named) < len(e.toks) {
			named = make([]bool, len(e.toks))
		} else {
			named = named[:len(e.toks)]
			clear(named)
		}
		for i := range c.toks {
			if c.toks[i].is(fName) {
				for _, j := range buf.list(c.first[i]) {
					named[j] = e.toks[j].is(fName)
				}
			}
		}
		buf.named = named
		prev := -1
		for i := range c.toks {
			first, past, exact := -1, 0, -1
			name := c.toks[i].is(fName)
			list := buf.list(c.first[i])
			// Where the passage has the word both with a negating prefix
			// and without, the claim's takes the one of its own kind:
			// "Non-members pay $40" is the "non-members" of "Members pay
			// $20 and non-members pay $40".
			neg := c.toks[i].is(fPrefixNeg)
			sides := 0
			for _, j := range list {
				if e.toks[j].is(fPrefixNeg) == neg {
					sides |= 1
				} else {
					sides |= 2
				}
			}
			for _, j := range list {
				if at[i] >= 0 {
					if past++; past > maxOwnLook {
						break // the claim word itself is not near
					}
				}
				if c.toks[i].is(fCommonUse) && e.toks[j].is(fName) || !name && named[j] && e.toks[j].word != c.toks[i].word || sides == 3 && e.toks[j].is(fPrefixNeg) != neg {
					continue
				}
				if name && !k.nameForm(i, e, int(j)) {
					continue
				}
				if first < 0 {
					first = int(j)
				}
				if exact < 0 && e.toks[j].stem == c.toks[i].stem {
					exact = int(j)
				}
				if int(j) > prev && (at[i] < 0 || e.toks[at[i]].stem != c.toks[i].stem && e.toks[j].stem == c.toks[i].stem) {
					// The claim word itself, if the passage has it past
					// another form: "void" of "voidable, not void".
					at[i] = int(j)
					if e.toks[j].stem == c.toks[i].stem {
						break
					}
				}
			}
			switch {
			case at[i] < 0 && exact >= 0:
				// The claim word itself, where no form of it is past the
				// word before it: "awarded" of "The council awarded the
				// grant" is the passage's "awarded", not its "grant".
				at[i] = exact
			case at[i] < 0:
				at[i] = first
			case exact >= 0 && e.toks[at[i]].stem != c.toks[i].stem:
				// The claim word itself before another form past the word
				// before it: "beat" of "Falcon beat Heron in the final
				// round" is no "round", for "Heron beat Falcon".
				at[i] = exact
			}
			if at[i] >= 0 {
				prev = at[i]
			}
		}
		k.at[pi] = at
	}
}

// sameTokStem reports whether two tokens share a stem, their own or
// their base's.
func sameTokStem(a, b *tok) bool {
	return a.stem == b.stem || a.alt != "" && (a.alt == b.stem || a.alt == b.alt) || b.alt != "" && a.stem == b.alt
}

// inLongName reports whether token i of t is a word of a name of two or
// more words: a name beside another name word.
func (t *Text) inLongName(i int) bool {
	if !t.toks[i].is(fName) {
		return false
	}
	return i > 0 && t.toks[i-1].is(fName) && adjacent(t.src, t.toks[i-1].end, t.toks[i].start) ||
		i+1 < len(t.toks) && t.toks[i+1].is(fName) && adjacent(t.src, t.toks[i].end, t.toks[i+1].start)
}

// maxOwnLook bounds the passage forms of a claim word looked at past the
// one it took, for the claim word itself.
const maxOwnLook = 4

// positions finds, for each distinct claim word, the words of passage e
// that are forms of it, in order, and puts them in buf, where list returns
// them; buf is reused.
func (k *checker) positions(e *Text, buf *posBuf) {
	c := k.c
	n := len(c.toks)
	buf.count = append(buf.count[:0], make([]int32, n+1)...)
	// The pairs of claim word and passage word, counted by claim word,
	// then put in lists by claim word, each in passage order.
	buf.pairs = buf.pairs[:0]
	add := func(i, j int32) {
		buf.count[i+1]++
		buf.pairs = append(buf.pairs, [2]int32{i, j})
	}
	for j := range e.toks {
		u := &e.toks[j]
		name := u.is(fName) && c.own != nil
		c.eachTok(u.stem, func(i int32) {
			if !name || !c.phraseOnly(i, u.stem) {
				add(i, int32(j))
			}
		})
		if u.alt != "" {
			c.eachTok(u.alt, func(i int32) {
				if !c.hasKey(i, u.stem) && (!name || !c.phraseOnly(i, u.alt)) {
					add(i, int32(j))
				}
			})
		}
		if u.phr > 0 {
			// A verb phrase stands for the claim words it is: "took
			// place" for "occurred", each word once.
			pk := phraseAt(u.phr).keys
			for n, key := range pk {
				c.eachTok(key, func(i int32) {
					if !c.hasKey(i, u.stem) && (u.alt == "" || !c.hasKey(i, u.alt)) && !c.hasAnyKey(int(i), pk[:n]) {
						add(i, int32(j))
					}
				})
			}
		}
	}
	for i := 1; i <= n; i++ {
		buf.count[i] += buf.count[i-1]
	}
	total := len(buf.pairs)
	if cap(buf.pos) < total {
		buf.pos = make([]int32, total)
	}
	buf.pos = buf.pos[:total]
	buf.next = append(buf.next[:0], buf.count[:n]...)
	for _, p := range buf.pairs {
		buf.pos[buf.next[p[0]]] = p[1]
		buf.next[p[0]]++
	}
}

// A posBuf is the buffer positions fills.
type posBuf struct {
	count, next, pos []int32
	pairs            [][2]int32 // claim word, passage word
	named            []bool
}

// list returns the passage words that are forms of claim word i, in
// order, as positions found them.
func (b *posBuf) list(i int32) []int32 { return b.pos[b.count[i]:b.count[i+1]] }

// posBufs keeps the buffers of match from one check to the next.
var posBufs = sync.Pool{New: func() any { return new(posBuf) }}

// maxPooledPairs bounds the buffers a pooled posBuf keeps: those of a
// passage of many words go with it.
const maxPooledPairs = 1 << 14

// release returns b to posBufs, unless it grew past maxPooledPairs.
func (b *posBuf) release() {
	if cap(b.pairs) > maxPooledPairs || cap(b.pos) > maxPooledPairs || cap(b.named) > maxPooledPairs {
		return
	}
	posBufs.Put(b)
}

// choose picks the passages the claim rests on: the one that holds the
// most of its distinct content words, then, while some are in none of
// those chosen, the one that holds the most of the rest, if it holds two
// of them or the last one.
func (k *checker) choose() {
	c := k.c
	k.buf.cov = ints(k.buf.cov, len(c.toks))
	k.cov = k.buf.cov
	for i := range k.cov {
		k.cov[i] = -1
	}
	// left counts the distinct claim words some passage holds and no
	// passage chosen yet does.
	left := 0
	for i := range c.toks {
		if c.toks[i].dup {
			continue
		}
		for pi := range k.ev.Passages {
			if k.at[pi][i] >= 0 {
				left++
				break
			}
		}
	}
	if left == 0 {
		// Nothing to match by words: the passages that hold most of the
		// claim's numbers, or, if none holds any, the first.
		k.chooseByNumbers()
		return
	}
	for len(k.used) < maxUsed && len(k.used) < len(k.ev.Passages) {
		best, bestN := -1, 0
		for pi := range k.ev.Passages {
			if slices.Contains(k.used, pi) {
				continue
			}
			n := 0
			toks, at, cov := c.toks, k.at[pi], k.cov
			at, cov = at[:len(toks)], cov[:len(toks)] // the loop reads them without bounds checks
			for i := range toks {
				if at[i] >= 0 && cov[i] < 0 && !toks[i].dup {
					n++
				}
			}
			if n > bestN || n == bestN && n > 0 && best >= 0 && k.sharedNums(pi) > k.sharedNums(best) {
				best, bestN = pi, n // of two passages as good, the one with the claim's numbers
			}
		}
		if best < 0 || len(k.used) > 0 && bestN < 2 && bestN < left {
			break
		}
		k.used = append(k.used, best)
		at := k.at[best]
		for i := range c.toks {
			if k.cov[i] < 0 && at[i] >= 0 {
				k.cov[i] = best
				if !c.toks[i].dup {
					left--
				}
			}
		}
		if left == 0 {
			break
		}
	}
	k.chooseIdents()
}

// chooseIdents adds to the chosen passages, while there is room, one
// that holds an identifier of the claim none of them holds: "The Aero 7
// is heavier than the Aero 5" rests on the sentence of each model, though
// the words of the second add nothing to the first's.
func (k *checker) chooseIdents() {
	for _, id := range k.c.idents {
		if len(k.used) == maxUsed || len(k.used) == len(k.ev.Passages) {
			return
		}
		has := func(pi int) bool {
			return slices.ContainsFunc(k.ev.Passages[pi].Text.idents, func(e ident) bool { return e.key == id.key })
		}
		if slices.ContainsFunc(k.used, has) {
			continue
		}
		for pi := range k.ev.Passages {
			if slices.Contains(k.used, pi) || !has(pi) {
				continue
			}
			k.used = append(k.used, pi)
			for i, j := range k.at[pi] {
				if k.cov[i] < 0 && j >= 0 {
					k.cov[i] = pi
				}
			}
			break
		}
	}
}

// chooseByNumbers chooses, for a claim that shares no word with its
// passages, up to maxUsed passages that hold most of its numbers, most
// first, earlier first on a tie; or the first passage if none holds one.
func (k *checker) chooseByNumbers() {
	if len(k.ev.Passages) == 0 {
		return
	}
	type cand struct{ pi, n int }
	var best []cand
	for pi := range k.ev.Passages {
		n := k.sharedNums(pi)
		if n == 0 {
			continue
		}
		at := len(best)
		for at > 0 && best[at-1].n < n {
			at--
		}
		if at == maxUsed {
			continue
		}
		best = slices.Insert(best, at, cand{pi, n})
		if len(best) > maxUsed {
			best = best[:maxUsed]
		}
	}
	for _, c := range best {
		k.used = append(k.used, c.pi)
	}
	if len(k.used) == 0 {
		k.used = append(k.used, 0)
	}
}

// smallNums is the most numbers of a claim that are compared one by one
// rather than through a map of their values.
const smallNums = 8

// sharedNums counts the numbers of passage pi whose value is a number of
// the claim's, in time linear in the passage's numbers.
func (k *checker) sharedNums(pi int) int {
	if len(k.c.nums) == 0 {
		return 0
	}
	if len(k.c.nums) <= smallNums {
		n := 0
		for _, t := range k.ev.Passages[pi].Text.nums {
			for _, cn := range k.c.nums {
				if cn.Value == t.Value {
					n++
					break
				}
			}
		}
		return n
	}
	if k.numValues == nil {
		k.numValues = make(map[string]bool, len(k.c.nums))
		for _, t := range k.c.nums {
			k.numValues[t.Value] = true
		}
	}
	n := 0
	for _, t := range k.ev.Passages[pi].Text.nums {
		if k.numValues[t.Value] {
			n++
		}
	}
	return n
}

// kinds matches each claim word that no chosen passage holds with a word of
// a chosen passage that names a kind of it: "novel" for "book", "soar" for
// "rise". It runs after the passages are chosen, since it costs lexicon
// lookups for every pair it tries. A kind of person is read in the
// passage word's first sense only (personIsA): a puppy is no person.
func (k *checker) kinds() {
	c := k.c
	if c.lang != English {
		return
	}
	// An evidence word that another claim word matches stands for that
	// word alone: in "Granite is a rock" against "Granite is a sticky
	// fluid", "granite" is the claim's subject, not the evidence for
	// "rock" that WordNet would make it.
	var taken map[[2]int]bool
	for i := range c.toks {
		t := &c.toks[i]
		if k.cov[i] >= 0 || t.dup || t.is(fName) || !isASCIIWord(t.word) || isUnit(t.word) {
			continue // a unit of measure is itself only: no day is a kind of year
		}
		if taken == nil {
			taken = map[[2]int]bool{}
			for _, pi := range k.used {
				for _, j := range k.at[pi] {
					if j >= 0 {
						taken[[2]int{pi, j}] = true
					}
				}
			}
		}
		says := saysKind(c.Text, i) // "is a movie": what a thing is, told by its phrase's head
		// A verb of causing is no kind of thing a noun of the passage
		// names: "causes" of "Smoking causes lung cancer" is not "the
		// risk", which WordNet gives as a kind of cause.
		verbUse := causeStems[t.stem] && (pastVerb(t) || presentVerb(c.Text, i) && !articleBefore(c.Text, i))
		if k.prefixDenied(t) {
			continue // "changed" on "left the rate unchanged": the passage denies the word itself
		}
		kind := t.word
		if w, ok := kindAliases[kind]; ok {
			if a, _ := lastWordBefore(c.src, t.start); a == "a" || a == "an" {
				kind = w // "is a place"; not "took place", "last place"
			}
		}
		for _, pi := range k.used {
			e := k.ev.Passages[pi].Text
			for j := range e.toks {
				u := &e.toks[j]
				if u.is(fASCII) && !u.is(fName) && !taken[[2]int{pi, j}] && !undoing(u.word) && !(says && modifierOfNoun(e, j)) && !(verbUse && articleBefore(e, j)) && personIsA(u.word, kind) {
					k.at[pi][i], k.cov[i] = j, pi
					break
				}
			}
			if k.cov[i] >= 0 {
				break
			}
		}
	}
}

// prefixDenied reports whether a chosen passage has claim word t with a
// negating prefix: "unchanged" for "changed", "nonbinding" for "binding".
func (k *checker) prefixDenied(t *tok) bool {
	for _, pi := range k.used {
		for _, u := range k.ev.Passages[pi].Text.toks {
			if prefixed(u.word, t.word) {
				return true
			}
		}
	}
	return false
}

// workedAs reports whether English claim word i is "work" before "as",
// "in", "on" or "for", where the best passage says what its subject is
// by a noun of a person: "worked in TV" on "was a TV host", "works as a
// nurse" on "is a nurse". A person's calling is their work.
func (k *checker) workedAs(i int) bool {
	c := k.c
	t := &c.toks[i]
	switch t.word {
	case "work", "works", "worked", "working":
	default:
		return false
	}
	if w, _ := wordAfter(c.src, int(t.end)); t.negated() || c.lang != English || w != "as" && w != "in" && w != "on" && w != "for" {
		return false
	}
	p := k.best()
	if p == nil || len(k.used) == 0 || !k.covered(0) {
		return false
	}
	e := p.Text
	s := copulaAt(e, 1)
	if s < 0 || k.at[k.used[0]][0] >= s {
		return false
	}
	for _, n := range predicateNouns(e, s) {
		if w := e.toks[n].word; isASCIIWord(w) && personIsA(w, "person") {
			return true
		}
	}
	return false
}

// releaseForms are the forms of "release", and debutVerbs the verbs that
// say a work first came before its public: a film released in 2014 is
// one that opened, premiered or debuted then.
var (
	releaseForms = setOf(`release released releases`)
	debutVerbs   = setOf(`opened premiered debuted aired launched`)
)

// releasedAs reports whether English claim word i is "released", dated by
// a number the passages ground, where the best passage has a verb of
// debutVerbs followed, within three words, by a number that grounds it:
// "was released in 2014" on "opened on December 19, 2014".
func (k *checker) releasedAs(i int) bool {
	c := k.c
	t := &c.toks[i]
	if !releaseForms[t.word] || t.negated() || c.lang != English {
		return false
	}
	if k.releasedBy(i) {
		return true
	}
	if !k.datedVerb(i) {
		return false
	}
	n := k.datingNumber(i)
	p := k.best()
	if n == nil || p == nil {
		return false
	}
	e := p.Text
	for j := range e.toks {
		if !debutVerbs[e.toks[j].word] || e.toks[j].negated() {
			continue
		}
		for m := range e.nums {
			en := e.nums[m]
			if en.Start > int(e.toks[j].end) && len(strings.Fields(e.src[e.toks[j].end:en.Start])) <= 3 && !hasClauseMarkOrParen(e.src[e.toks[j].end:en.Start]) && (k.meets(n, p, en) || dateYear(en) == n.Value) {
				return true
			}
		}
	}
	return false
}

// workNouns are the English nouns of a released work, whose maker "by"
// names: "the seventh studio album by Korn".
var workNouns = setOf(`album albums single singles song songs record records ep eps mixtape mixtapes film films movie movies book books novel novels game games`)

// releasedBy reports whether claim word i, "released", is followed by
// "by" and a name that the best passage gives after "by" right after a
// noun of a work: "was released by Korn" on "the seventh studio album by
// Korn".
func (k *checker) releasedBy(i int) bool {
	c := k.c
	if w, _ := wordAfter(c.src, int(c.toks[i].end)); w != "by" || i+1 >= len(c.toks) || !c.toks[i+1].is(fName) {
		return false
	}
	p := k.best()
	if p == nil {
		return false
	}
	e := p.Text
	for j := 1; j < len(e.toks); j++ {
		if c.matches(i+1, &e.toks[j]) && workNouns[e.toks[j-1].word] && strings.EqualFold(strings.TrimSpace(between(e.src, e.toks[j-1].end, e.toks[j].start)), "by") {
			return true
		}
	}
	return false
}

// dateYear returns the year of date n as the numbers write a year, or "".
func dateYear(n numbers.Token) string {
	if n.Kind != numbers.Date {
		return ""
	}
	if y, _, _, ok := dateParts(n.Value); ok && y > 0 {
		return strconv.Itoa(y)
	}
	return ""
}

// kindAliases are the English words whose kinds are those of another
// after "a": "a place" is a location (WordNet's "place" is first a point
// on a surface, of which a town is no kind).
var kindAliases = map[string]string{"place": "location", "places": "location"}

// saysKind reports whether word i of English text t follows a form of
// "be" and an article, past words of its phrase: the kind a claim says a
// thing is ("is a movie", "was a drama film").
func saysKind(t *Text, i int) bool {
	for s := i; s >= 0 && s >= i-3; s-- {
		if copulaGap(between(t.src, prevEnd(t, s), t.toks[s].start), false) {
			return true
		}
		if s < i && !spacesOnly(between(t.src, t.toks[s].end, t.toks[s+1].start)) {
			return false
		}
	}
	return false
}

// prevEnd returns where the word of t before word s ends, or 0.
func prevEnd(t *Text, s int) int32 {
	if s == 0 {
		return 0
	}
	return t.toks[s-1].end
}

// modifierOfNoun reports whether word j of t stands right before a noun
// it says which of, as a word that is itself a noun may: "musical" of "a
// musical TV series", which names no musical. The head of the phrase is
// the kind.
func modifierOfNoun(t *Text, j int) bool {
	if j+1 >= len(t.toks) || !spacesOnly(between(t.src, t.toks[j].end, t.toks[j+1].start)) {
		return false
	}
	n := &t.toks[j+1]
	return !n.is(fName) && n.noun() && !n.verbForm()
}

// undoingVerbs are the English verbs, in base form, that call off or undo
// an act: WordNet makes "cancel" a kind of "hold" (to halt), but a
// festival cancelled is no festival held.
var undoingVerbs = setOf(`cancel abandon scrap scrub postpone suspend revoke rescind annul void withdraw
abort axe`)

// undoing reports whether English word w is a form of a verb of
// undoingVerbs.
func undoing(w string) bool { return verbIn(undoingVerbs, w) }

// deniedOpposites matches the negated claim words that the best passage
// does not hold with an opposite in their place there, not negated, in
// place of any other chosen passage's match: what "exclude VAT" says, "do not include VAT" says too, and
// "did not grant the motion" what "denied the motion" says. Not the other
// way round: "did not deny the motion" may leave it undecided, not
// granted, and "did not fall" flat, not risen. A claim word with a
// negating prefix is matched so to its word without it, negated there:
// "unaffected" to the "affected" of "not affected".
func (k *checker) deniedOpposites() {
	c, p := k.c, k.best()
	if p == nil || c.lang != English {
		return
	}
	e := p.Text
	for i := range c.toks {
		t := &c.toks[i]
		if k.cov[i] == k.used[0] || t.dup || t.is(fName) {
			continue // the best passage holds it
		}
		if !t.negated() {
			for j := range e.toks {
				if u := &e.toks[j]; u.negated() && prefixed(t.word, u.word) {
					k.at[k.used[0]][i], k.cov[i] = j, k.used[0]
					break
				}
			}
			if k.cov[i] < 0 && complementary[t.word] {
				k.deniedComplement(i)
			}
			continue
		}
		if t.concord {
			continue
		}
		lo, hi, seg, ok := k.slot(i, 4, 3)
		if !ok {
			continue
		}
		for j := lo + 1; j < hi; j++ {
			u := &e.toks[j]
			if seg >= 0 && u.seg != seg || u.concord || u.negated() || !c.opposes(i, u) || k.claimSays(u) {
				continue
			}
			k.at[k.used[0]][i], k.cov[i] = j, k.used[0]
			break
		}
	}
}

// sharedMatches takes back the match of a claim word that may be a verb
// to a noun of a chosen passage that another claim word, not the one
// right before it, matches as itself: "Confidentiality obligations end at
// termination" does not stand on "… survive … following termination",
// whose "termination" is the claim's own word and no other word for its
// "end" besides. The word is left to the other chosen passages, or to
// none.
func (k *checker) sharedMatches() {
	c := k.c
	var own []int32 // by passage word, 1 + the claim word that matches it as itself
	for _, pi := range k.used {
		at, e := k.at[pi], k.ev.Passages[pi].Text
		own = own[:0]
		for i := range c.toks {
			j := at[i]
			if j < 0 || c.toks[i].dup || c.toks[i].stem == e.toks[j].stem || c.toks[i].is(fName) || !c.toks[i].verb() || e.toks[j].verb() {
				continue
			}
			if len(own) == 0 {
				own = slices.Grow(own, len(e.toks))[:len(e.toks)]
				clear(own)
				for x, y := range at[:len(c.toks)] {
					if y >= 0 && !c.toks[x].dup && c.toks[x].stem == e.toks[y].stem && own[y] == 0 {
						own[y] = int32(x) + 1
					}
				}
			}
			x := int(own[j]) - 1
			if x < 0 || x == i-1 || !adjectiveOnly(&e.toks[j]) && (strings.HasPrefix(e.toks[j].stem, c.toks[i].stem) || strings.HasPrefix(c.toks[i].stem, e.toks[j].stem) ||
				derivedWords(c.toks[i].word, e.toks[j].word)) {
				continue // not the noun of "drama play", nor "plays" of "player", "decided" of "decision"; but "posted" of "postal", the claim's own "postal"
			}
			k.takeBack(pi, i)
		}
	}
}

// adjectiveOnly reports whether English token u is an adjective and no
// noun nor verb: "postal".
func adjectiveOnly(u *tok) bool {
	return u.hasPOS(lexicon.Adj) && !u.noun() && !u.verb()
}

// takeBack takes back the match of claim word i in chosen passage pi,
// leaving the word to the other chosen passages, or to none.
func (k *checker) takeBack(pi, i int) {
	k.at[pi][i] = -1
	if k.cov[i] == pi {
		k.cov[i] = -1
		for _, o := range k.used {
			if k.at[o][i] >= 0 {
				k.cov[i] = o
				break
			}
		}
	}
}

// verbAt reports whether word j of English text t, a noun or a verb,
// stands as a verb: after "to" or a modal ("required to use", "may use").
func verbAt(t *Text, j int) bool {
	w, _ := lastWordBefore(t.src, t.toks[j].start)
	return w == "to" || modalWords[w]
}

// quantifiedMatches takes back the match of an English claim noun after
// "all", "every", "each" or "any" to a passage word that is no noun, only
// a verb it is derived from: "required for all users" does not stand on
// "Administrators are required to use it". Whom a rule holds for is a
// group the passage must name.
func (k *checker) quantifiedMatches() {
	c := k.c
	if c.lang != English || !c.hasQuantifier() && !strings.Contains(c.src, "any ") {
		return // the common case: no "all", "every" nor "any"
	}
	for i := range c.toks {
		t := &c.toks[i]
		if t.is(fName) || !t.noun() || t.verbForm() {
			continue
		}
		from := i // the noun with the words before it that say which: "all Orrin users", "all registered users"
		for from > 0 && i-from < 2 && adjacent(c.src, c.toks[from-1].end, c.toks[from].start) {
			from--
		}
		if w, _ := lastWordBefore(c.src, c.toks[from].start); !universals[w] {
			continue
		}
		for _, pi := range k.used {
			j := k.at[pi][i]
			if j < 0 {
				continue
			}
			e := k.ev.Passages[pi].Text
			if u := &e.toks[j]; u.stem != t.stem && (!u.noun() || u.verb() && verbAt(e, j)) {
				k.takeBack(pi, i)
			}
		}
	}
}

// derivedWords reports whether English words a and b have lemmas that
// WordNet derives one from the other: "decided" and "decision".
func derivedWords(a, b string) bool {
	if !isASCIIWord(a) || !isASCIIWord(b) {
		return false
	}
	return anyBases(a, b, func(x, y lexicon.ID) bool { return x == y || lexicon.Related(x, y) })
}

// anyBases reports whether f holds of a lemma of English word a and a
// lemma of word b.
func anyBases(a, b string, f func(x, y lexicon.ID) bool) bool {
	for _, x := range cachedBases(a) {
		for _, y := range cachedBases(b) {
			if f(x, y) {
				return true
			}
		}
	}
	return false
}

// givenUpAlike matches a claim verb that gives up what follows it
// ("scrapped its plan", "removes support for") to the best passage's
// verb of that kind in its place, where what each gives up is matched:
// "drops support for Python 3.7" says what "removes support for Python
// 3.7" says.
func (k *checker) givenUpAlike() {
	c, p := k.c, k.best()
	if p == nil || c.lang != English || len(c.cues) == 0 {
		return
	}
	e, at := p.Text, k.at[k.used[0]]
	for _, q := range c.cues {
		if q.class != cueNeg || q.at >= len(c.toks) || q.from >= len(c.toks) || c.toks[q.at].start != q.start || k.cov[q.at] >= 0 || !givingUp(q.word) {
			continue
		}
		j := at[q.from]
		if j < 0 {
			continue
		}
		for _, u := range e.cues {
			if u.class == cueNeg && u.at < len(e.toks) && e.toks[u.at].start == u.start && givingUp(u.word) && u.from <= j && j < u.to {
				at[q.at], k.cov[q.at] = u.at, k.used[0]
				break
			}
		}
	}
}

// givingUp reports whether the folded English word w is a verb that
// gives up what it governs: "abandoned", "drops", "ceased".
func givingUp(w string) bool { return abandonVerbs[w] || stopVerbs[w] }

// complementary are the English words of a state that has one other: what
// is not the one is the other, and "not open" says "closed" as "not
// closed" says "open". Most opposites are not so: "not hot" is not
// "cold", "did not win" may be a draw.
var complementary = setOf(`open closed shut alive dead present absent true false same different
male female married unmarried`)

// deniedComplement matches claim word i, of two complementary states,
// to its opposite negated in its place in the best passage: "closed on
// Sundays" to the "open" of "not open on Sundays".
func (k *checker) deniedComplement(i int) {
	c, e := k.c, k.best().Text
	lo, hi, seg, ok := k.slot(i, 4, 3)
	if !ok {
		return
	}
	for j := lo + 1; j < hi; j++ {
		u := &e.toks[j]
		if seg >= 0 && u.seg != seg || !u.negated() || !complementary[u.word] || !deniedRightBefore(e, j) || !c.opposes(i, u) || k.claimSays(u) {
			continue
		}
		k.at[k.used[0]][i], k.cov[i] = j, k.used[0]
		return
	}
}

// deniedRightBefore reports whether word j of e is denied by a negation
// right before it, "not open", "never been open": not "not always open",
// "not entirely true", which leave it partly so.
func deniedRightBefore(e *Text, j int) bool {
	for _, q := range e.cues {
		if q.class != cueNeg || j < q.from || j >= q.to {
			continue
		}
		gap := strings.TrimSpace(between(e.src, q.end, e.toks[j].start))
		return gap == "" || gap == "be" || gap == "been" || gap == "being"
	}
	return false
}

// complementAbsorbs reports whether a claim word not negated is matched
// to its complementary state negated in the scope of cue q of the best
// passage: "closed on Sundays" says what "not open on Sundays" says, and
// the words after it are no more denied on one side than the other.
func (k *checker) complementAbsorbs(q *cueAt) bool {
	c, e := k.c, k.best().Text
	for i, j := range k.at[k.used[0]] {
		if j >= q.from && j < q.to && !c.toks[i].negated() && complementary[c.toks[i].word] && complementary[e.toks[j].word] && c.opposes(i, &e.toks[j]) {
			return true
		}
	}
	return false
}

// compounds matches the claim words that no chosen passage holds with a
// compound written another way: a word of the claim that the passage
// writes as two ("webpage" for "web page"), or two adjacent words of the
// claim that it writes as one ("beat boxer" for "beatboxer",
// "paleo-conservative" for "paleoconservative"). Only the compound's last
// part may take another form: "videogames" is "video game" plural.
func (k *checker) compounds() {
	c := k.c
	if c.lang != English {
		return
	}
	for i := range c.toks {
		t := &c.toks[i]
		if k.cov[i] >= 0 || t.dup || t.is(fName) || !isASCIIWord(t.word) {
			continue
		}
		for _, pi := range k.used {
			e := k.ev.Passages[pi].Text
			if j := joined(e, t.word); j >= 0 {
				k.at[pi][i], k.cov[i] = j, pi
				break
			}
			if i+1 < len(c.toks) && sideBySide(c.Text, i) {
				n := &c.toks[i+1]
				if n.is(fName) || !isASCIIWord(n.word) {
					continue
				}
				if j := split(e, t.word, n.word); j >= 0 {
					k.at[pi][i], k.cov[i] = j, pi
					if k.cov[i+1] < 0 {
						k.at[pi][i+1], k.cov[i+1] = j, pi
					}
					break
				}
			}
		}
	}
}

// minPart is the shortest part of a compound that compounds reads.
const minPart = 3

// joined returns the first of two adjacent words of e that together write
// w, or -1.
func joined(e *Text, w string) int {
	for j := 0; j+1 < len(e.toks); j++ {
		a, b := &e.toks[j], &e.toks[j+1]
		if len(a.word) >= minPart && len(b.word) >= minPart && strings.HasPrefix(w, a.word) &&
			isASCIIWord(a.word) && isASCIIWord(b.word) && sideBySide(e, j) && sameEnding(w[len(a.word):], b.word) {
			return j
		}
	}
	return -1
}

// split returns the word of e that writes the words a and b as one, or -1.
func split(e *Text, a, b string) int {
	if len(a) < minPart || len(b) < minPart {
		return -1
	}
	for j := range e.toks {
		u := &e.toks[j]
		if !u.is(fName) && strings.HasPrefix(u.word, a) && sameEnding(u.word[len(a):], b) {
			return j
		}
	}
	return -1
}

// sideBySide reports whether word j of t and the word after it are written
// side by side, apart by one space or hyphen at most.
func sideBySide(t *Text, j int) bool {
	end, start := t.toks[j].end, t.toks[j+1].start
	if start < end || start-end > 1 {
		return false // the words overlap (bigrams), or stand further apart
	}
	gap := t.src[end:start]
	return gap == "" || gap == " " || gap == "-"
}

// sameEnding reports whether the last part of a compound, r, and the word
// w are the same up to a plural ending.
func sameEnding(r, w string) bool {
	if len(r) < minPart {
		return false
	}
	r, w = strings.TrimSuffix(r, "s"), strings.TrimSuffix(w, "s")
	return r == w
}

// best returns the passage that matches the claim best, or nil.
func (k *checker) best() *Passage {
	if len(k.used) == 0 {
		return nil
	}
	return &k.ev.Passages[k.used[0]]
}

// covered reports whether claim token i is in a chosen passage.
func (k *checker) covered(i int) bool {
	i = k.firstOf(i)
	return k.cov[i] >= 0
}

// firstOf returns the first token with the stem of token i.
func (k *checker) firstOf(i int) int {
	t := k.c.toks
	if !t[i].dup {
		return i
	}
	for j := 0; j < i; j++ {
		if t[j].stem == t[i].stem {
			return j
		}
	}
	return i
}

// maxReasons bounds the reasons of each kind a verdict lists; the same
// message is listed once.
const maxReasons = 8

func (k *checker) fail(code Code, sp Span, format string, args ...any) {
	if p := k.best(); code == NameMismatch && p != nil && firstNegation(k.c.Text) != "" && firstNegation(p.Text) == "" {
		// A claim that denies something of another name than the one
		// the passage affirms it of says nothing against it: "The Basic
		// plan does not include API access" against "API access is on
		// the Pro plan". (Both denying it of each is a mismatch.)
		k.doubt(AnchorAbsent, sp, format, args...)
		k.deniesOther = true
		return
	}
	if p := k.best(); code == NameMismatch && p != nil && p.Source == sp.Source && firstNegation(k.c.Text) == "" && p.Offset <= sp.Start && sp.End <= p.end() {
		if p.Text.deniedBefore(int32(sp.Start - p.Offset)) {
			// The same the other way: "The drug is approved for adults"
			// against "The drug is not approved for children".
			k.doubt(AnchorAbsent, sp, format, args...)
			return
		}
		if p.Text.negatedAfter(int32(sp.End-p.Offset), false) {
			// And of the passage's subject: "Full-time staff are
			// eligible" against "Contractors are not eligible"; the
			// passage's denial is of its name.
			k.doubt(AnchorAbsent, sp, format, args...)
			k.deniesOther = true
			return
		}
	}
	if code == NegationMismatch && k.deniesOther {
		// The negation the passage lacks is the claim's denial of
		// another name: "is not an American series" against "is an
		// Italian series".
		k.doubt(NegationUnclear, sp, format, args...)
		return
	}
	if len(k.hard) < maxReasons {
		k.hard = addReason(k.hard, Reason{Code: code, Message: fmt.Sprintf(format, args...), Span: sp})
	}
}

func (k *checker) doubt(code Code, sp Span, format string, args ...any) {
	if len(k.soft) < maxReasons {
		k.soft = addReason(k.soft, Reason{Code: code, Message: fmt.Sprintf(format, args...), Span: sp})
	}
}

// full reports whether the claim has failed with as many reasons as a
// verdict gives.
func (k *checker) full() bool { return len(k.hard) >= maxReasons }

func addReason(rs []Reason, r Reason) []Reason {
	if len(rs) >= maxReasons {
		return rs
	}
	for _, x := range rs {
		if x.Code == r.Code && (x.Message == r.Message || x.Span == r.Span && sameOpening(x.Message, r.Message)) {
			return rs // the same doubt of the same words, read by two checks
		}
	}
	return append(rs, r)
}

// sameOpening reports whether two messages say the same up to the first
// words they quote: "the quote says it of "four quarters" only" and "the
// quote says it of "four quarters"; the claim says …".
func sameOpening(a, b string) bool {
	i, j := strings.IndexByte(a, '"'), strings.IndexByte(b, '"')
	if i < 0 || i != j || a[:i] != b[:j] {
		return false
	}
	qa, qb := strings.IndexByte(a[i+1:], '"'), strings.IndexByte(b[j+1:], '"')
	return qa >= 0 && qa == qb && a[i+1:i+1+qa] == b[j+1:j+1+qb]
}

// bestSpan returns the span of the best passage, or an empty span.
func (k *checker) bestSpan() Span {
	if p := k.best(); p != nil {
		return p.whole()
	}
	return Span{}
}

// claimText returns the claim's text at [s, e).
func (k *checker) claimText(s, e int32) string { return k.c.src[s:e] }

// coverage reports the claim's words that the passages do not hold, and
// fails a claim whose evidence is about something else.
func (k *checker) coverage() {
	c := k.c
	total, found, forgiven := 0, 0, 0
	var missing []string
	for i := range c.toks {
		t := &c.toks[i]
		if !t.counted() {
			continue
		}
		total++
		if k.cov[i] >= 0 {
			found++
			if t.is(fName) {
				k.sharedAnchor = true
			}
			continue
		}
		if t.is(fBigram) && k.junction(i) {
			found++ // a bigram across two words that are both there
			continue
		}
		if !t.is(fName) {
			if k.saidOtherwise(i, &forgiven) {
				found++
				continue
			}
			if !k.inWrittenID(t) {
				missing = append(missing, k.claimText(t.start, t.end)) // not "III" of "Henry III", said absent as an identifier
			}
		}
	}
	k.found, k.words = found, total
	if total == 0 {
		return
	}
	share := float64(found) / float64(total)
	if found == 0 && !k.sharedAnchor && len(k.hard) == 0 && !k.o.Snippet && !k.mayBeAbout() {
		k.fail(NotInEvidence, k.bestSpan(), "%s is about something else: only %d of the claim's %d content words are in it", k.where, found, total)
		return
	}
	if share < k.o.cover() && len(missing) > 0 {
		k.doubt(WordsMissing, k.bestSpan(), "%s does not say %s (%d of %d content words are there)", k.where, list(quoteAll(missing), 6), found, total)
	}
}

// saidOtherwise reports whether claim word i, no name, which no passage
// holds as a form of it, is said otherwise: by a phrase, a date, a value,
// a verb that says little of its own (see saysWord). Of the words only a
// reading implies (impliedVerb), a claim is forgiven one; forgiven counts
// them.
func (k *checker) saidOtherwise(i int, forgiven *int) bool {
	for _, s := range saysWord {
		if s.once && *forgiven >= 1 {
			continue
		}
		if s.says(k, i) {
			if s.once {
				*forgiven++
			}
			return true
		}
	}
	return false
}

// saysWord are the ways a passage may say a claim word it does not hold,
// tried in turn.
var saysWord = [...]struct {
	says func(k *checker, i int) bool
	once bool // forgiven once a claim
}{
	{says: (*checker).phraseSaid},        // "place" of "took place", on "occurred"
	{says: (*checker).lifeVerb},          // "died" on "Nils Orm (1878–1920)"
	{says: (*checker).birthdayWord},      // "birthday is 12 May" on "(born 12 May 1950)"
	{says: (*checker).periodVerb},        // "began in 1861" on "from 1861 to 1865"
	{says: (*checker).numberWord},        // "weeks" of "two weeks" on "14 days", "jumped 12%" on "rose 12%"
	{says: (*checker).priceVerb},         // "costs £4.99" on "is £4.99"
	{says: (*checker).reachedSaid},       // "reached $3.2 billion" on "grew 6% to $3.2 billion"
	{says: (*checker).quantifierHeld},    // "many" of "many patients" on "most patients"
	{says: (*checker).factorSaid},        // "doubled to $8 million" on "rose from $4 million to $8 million"; "doubled" on "rose 100%"
	{says: (*checker).freeSaid},          // "free" on "pay no tuition"
	{says: (*checker).directionByValues}, // "rose to 18% from 16%" on "18%, compared with 16%"
	{says: (*checker).impliedVerb, once: true},
	{says: (*checker).lightVerb},       // "got" of "got its premiere on Fox" on "premiered on Fox"
	{says: (*checker).workedAs},        // "worked" of "worked in TV" on "was a TV host"
	{says: (*checker).releasedAs},      // "released in 2014" on "premiered on December 19, 2014"
	{says: (*checker).directionHeld},   // "dropped" of "The rate dropped" on "The rate went down"
	{says: (*checker).changeMarkSaid},  // "fell" of "Revenue fell" on "Revenue was $1.9 billion, down 3%"
	{says: (*checker).ratePeriodHeld},  // "year" of "8% a year" on "8% annually"
	{says: (*checker).kindOf},          // "type" of "a type of lizard" on "a lizard"
	{says: (*checker).basisSaid},       // "on a monthly basis" on "monthly"
	{says: (*checker).nameKind},        // "language" of "the Danish language" on "Danish-speaking"
	{says: (*checker).subjectBefore},   // "Aspirin is sold …" on "It is sold …" after "Aspirin is a painkiller."
	{says: (*checker).becameBy},        // "became mayor" on "was elected mayor"
	{says: (*checker).converse},        // "fewer" of "Orrin has fewer stores than Velmora" on "Velmora has more stores than Orrin"
	{says: (*checker).tallySaid},       // "voted 300 to 12 in favour" on "approved the merger 300-12"
	{says: (*checker).voteAgainstSaid}, // "voted against the merger" on "rejected the merger", and back
	{says: (*checker).versionSaid},     // "version" of "version 3" on "v3.0"
	{says: (*checker).dutySaid},        // "need" of "need approval" on "requires approval"
	{says: (*checker).capSaid},         // "capped" of "capped at the fees" on "shall not exceed the fees"
	{says: (*checker).longerSaid},      // "longer" of "no longer supported" on "support was dropped"
	{says: (*checker).connectiveSaid},  // "due" of "due to the strike" on "because of the strike"
	{says: (*checker).ageSaid},         // "years old" of "at least 18 years old" on "18 or older"
	{says: (*checker).degreesSaid},     // "degrees" of "100 degrees Celsius" on "100 °C"
}

// degreesSaid reports whether claim word i is "degrees" or "degree"
// right after a number, where a chosen passage writes a degree sign: "100
// degrees Celsius" on "100 °C".
func (k *checker) degreesSaid(i int) bool {
	c := k.c
	if w := c.toks[i].word; w != "degrees" && w != "degree" || numberRightBefore(c.Text, c.toks[i].start) < 0 {
		return false
	}
	return slices.ContainsFunc(k.chosen(), func(p *Passage) bool { return strings.Contains(p.Text.src, "°") })
}

// longerSaid reports whether claim word i is the "longer" of "no longer"
// where the best passage says that a word the claim denies has ended or
// been given up: "Python 3.8 is no longer supported" on "Support for
// Python 3.8 was dropped".
func (k *checker) longerSaid(i int) bool {
	c, p := k.c, k.englishBest()
	if p == nil || c.toks[i].word != "longer" {
		return false
	}
	if w, _ := lastWordBefore(c.src, c.toks[i].start); w != "no" {
		return false
	}
	for ci, j := range k.bestAt() {
		if j >= 0 && ci != i && c.toks[ci].negated() {
			if _, ok := waivedAt(p.Text, j, endedAfters); ok {
				return true
			}
		}
	}
	return false
}

// capSaid reports whether claim word i caps what the best passage denies
// exceeds, or denies the exceeding that the passage caps: "capped" of
// "Liability is capped at the fees paid" on "Liability shall not exceed
// the fees paid", and "exceed" the other way (see capOfExceed).
func (k *checker) capSaid(i int) bool {
	c, p := k.c, k.englishBest()
	if p == nil {
		return false
	}
	w := c.toks[i].word
	return capVerbs[w] && capOfExceed(p.Text, c.Text) || exceedWords[w] && c.toks[i].negated() && capOfExceed(c.Text, p.Text)
}

// dutySaid reports whether claim word i is one of the words the best
// passage's verb of duty is ("need" and "requires"), where the claim word
// after it is matched in that verb's reach: "Expenses over $500 need a
// manager's approval" on "… requires prior approval from the employee's
// manager". The passage's verb is a cue of modality, which the checks of
// modality read, and no word of its words.
func (k *checker) dutySaid(i int) bool {
	c, p := k.c, k.englishBest()
	if p == nil || i+1 >= len(c.toks) {
		return false
	}
	for _, q := range c.cues {
		if q.class != cueNeg && q.from <= i && i < q.to {
			return false // "may need": a modality of the claim's own, which is no duty
		}
	}
	j := k.bestAt()[i+1]
	for _, u := range p.Text.cues {
		if u.class != cueDuty || j < u.from || j >= u.to || u.start == u.end {
			continue
		}
		if c.hasKey(int32(i), stemOf(lowerASCII(p.Text.src[u.start:u.end]), English)) {
			return true
		}
	}
	return false
}

// versionSaid reports whether claim word i is a word of a version the
// passages give otherwise: "version" of "version 3", "v3", on "v3.0" or
// "version 3.0".
func (k *checker) versionSaid(i int) bool {
	t := &k.c.toks[i]
	for _, id := range k.c.idents {
		if id.prefix != "v" || t.start < id.start || t.end > id.end {
			continue
		}
		for _, p := range k.chosen() {
			for _, u := range p.Text.idents {
				if u.key == id.key {
					return true
				}
			}
		}
	}
	return false
}

// phraseSaid reports whether claim word i is the tail of a verb phrase
// the passages hold: "place" of "took place", on "occurred".
func (k *checker) phraseSaid(i int) bool {
	h := k.c.phraseHead(i)
	return h >= 0 && k.phraseCovered(h)
}

// numberWord reports whether claim word i is one a number check read with
// its number: "weeks" of "two weeks" on "14 days".
func (k *checker) numberWord(i int) bool {
	return slices.Contains(k.numberWords, k.c.toks[i].start)
}

// factorSaid reports whether claim word i, a change by a factor, is the
// change the passages' values make: "doubled to $8 million" on "rose from
// $4 million to $8 million", "doubled" on "rose 100%"; or the word that
// hedges such a word: "nearly" of "nearly doubled".
func (k *checker) factorSaid(i int) bool {
	if k.c.toks[i].negated() {
		return false
	}
	if i+1 < len(k.c.toks) && factorHedge(k.c.src, k.c.toks[i+1].start) == k.c.toks[i].word {
		return k.factorSaid(i + 1) // "nearly" of "nearly doubled", which the change fits
	}
	if same, _ := k.factorChange(i); same {
		return true
	}
	same, _ := k.factorPercent(i)
	return same
}

// freeSaid reports whether claim word i is "free" where the passage says
// nothing is paid: "free" on "pay no tuition".
func (k *checker) freeSaid(i int) bool {
	t := &k.c.toks[i]
	return t.word == "free" && !t.negated() && k.paysNothing()
}

// basisSaid reports whether claim word i is "basis" of "on a monthly
// basis" where the passage has the word before it: "monthly".
func (k *checker) basisSaid(i int) bool {
	c := k.c
	return c.toks[i].word == "basis" && i > 0 && k.covered(i-1) && basisOf(c.src, c.toks[i-1].start)
}

// tallySaid reports whether claim word i, a word of a vote, is said by the
// best passage's tally: "voted 300 to 12 in favour" on "approved the
// merger 300-12".
func (k *checker) tallySaid(i int) bool {
	return voteWords[k.c.toks[i].word] && k.best() != nil && k.tallyAgrees(k.best().Text)
}

// voteAgainstSaid reports whether claim word i says a vote against that
// the best passage says as the motion's loss, or the other way round:
// "voted against the merger" on "rejected the merger", and back.
func (k *checker) voteAgainstSaid(i int) bool {
	c, p := k.c, k.best()
	w := c.toks[i].word
	return p != nil && (voteWords[w] && votedAgainst(c.src) && hasWordIn(p.Text, motionLosses) != "" || motionLosses[w] && votedAgainst(p.Text.src))
}

// nameKind reports whether claim word i is a kind that the name right
// before or after it, which the evidence holds, is one of in WordNet:
// "language" of "the Danish language", "river" of "the river Thames".
// The name says it.
func (k *checker) nameKind(i int) bool {
	c := k.c
	t := &c.toks[i]
	if c.lang != English || !t.is(fASCII) || t.negated() {
		return false
	}
	for _, n := range [2]int{i - 1, i + 1} {
		if n < 0 || n >= len(c.toks) || !c.toks[n].is(fName) || !c.toks[n].is(fASCII) || !k.covered(n) {
			continue
		}
		u := &c.toks[n]
		if n < i && !adjacent(c.src, u.end, t.start) || n > i && !adjacent(c.src, t.end, u.start) {
			continue
		}
		if isA(u.word, t.word) {
			return true
		}
	}
	return false
}

// appointVerbs are the English participles that put someone in a post:
// "was named chief executive", "was elected mayor".
var appointVerbs = setOf(`named appointed elected made promoted chosen installed`)

// becameBy reports whether claim word i, a form of "become" before the
// claim's next word, is said by the best passage's participle of
// appointVerbs right before its match of that word: "became mayor" on
// "was elected mayor", "became chief executive" on "was named chief
// executive".
func (k *checker) becameBy(i int) bool {
	c, p := k.c, k.best()
	switch c.toks[i].word {
	case "become", "became", "becomes":
	default:
		return false
	}
	if p == nil || i+1 >= len(c.toks) || c.toks[i].negated() || !adjacent(c.src, c.toks[i].end, c.toks[i+1].start) {
		return false
	}
	j := k.at[k.used[0]][i+1]
	if j < 0 {
		return false
	}
	w, at := lastWordBefore(p.Text.src, p.Text.toks[j].start)
	if w == "to" {
		w, _ = lastWordBefore(p.Text.src, int32(at)) // "promoted to chief executive"
	}
	return appointVerbs[w] && !p.Text.toks[j].negated()
}

// lightVerbs are English verbs that say little of their own before a
// noun of an act: "got its premiere", "made an appearance", "had
// experiences", "received a nomination".
var lightVerbs = setOf(`get gets got gotten getting have has had having make makes made making give gives gave given
giving take takes took taken taking receive receives received receiving`)

// lightVerb reports whether claim word i is a word of lightVerbs before a
// noun of an act that its evidence holds, past an article or a
// possessive: the noun says what the pair says ("got its premiere" is
// "premiered").
func (k *checker) lightVerb(i int) bool {
	c := k.c
	t := &c.toks[i]
	if c.lang != English || !lightVerbs[t.word] || t.negated() || i+1 >= len(c.toks) || !k.covered(i+1) {
		return false
	}
	n := &c.toks[i+1]
	if n.is(fName) || !adjacentWords(c.src, t.end, n.start) && !articleGap(between(c.src, t.end, n.start)) {
		return false
	}
	if j := k.bestAt()[i+1]; j >= 0 && k.best().Text.toks[j].negated() {
		return false // the act the passage denies: "can take this medicine" on "Do not give this medicine"
	}
	for _, b := range cachedBases(n.word) {
		if b.POS()&lexicon.Noun == 0 {
			continue
		}
		act := false
		lexicon.EachRelated(b, func(r lexicon.ID) bool {
			act = r.POS()&lexicon.Verb != 0
			return !act
		})
		if act || b.POS()&lexicon.Verb != 0 {
			return true
		}
	}
	return false
}

// ratePeriodHeld reports whether claim word i is the period of a rate of
// a claim amount that the best passage gives at the same value per the
// same period in other words: the "year" of "8% a year" on "8%
// annually", of "$90 per year" on "annual dues of $90".
func (k *checker) ratePeriodHeld(i int) bool {
	c, p := k.c, k.best()
	if p == nil || c.lang != English || len(c.nums) == 0 {
		return false
	}
	if _, ok := unitOf(units, c.toks[i].word); !ok {
		return false
	}
	for _, t := range c.nums {
		cu, cs, ce, ok := c.rateOfNum(t)
		if !ok || int32(cs) > c.toks[i].start || c.toks[i].end > int32(ce) {
			continue
		}
		for _, n := range p.Text.nums {
			if n.Value != t.Value || n.Kind != t.Kind {
				continue
			}
			if eu, _, _, ok := rateOf(p.Text.src, n.Start, n.End); ok && eu == cu {
				return true
			}
		}
	}
	return false
}

// basisOf reports whether "on a" or "on an" stands right before byte
// start of src: the "monthly" of "on a monthly basis".
func basisOf(src string, start int32) bool {
	a, j := lastWordBefore(src, start)
	on, _ := lastWordBefore(src, int32(j))
	return (a == "a" || a == "an") && on == "on"
}

// kindWords are English nouns that, before "of" and a noun, say only that
// it is one of that noun: "a type of lizard" is a lizard.
var kindWords = setOf(`type types kind kinds sort sorts form forms variety varieties`)

// kindOf reports whether claim word i is a word of kindWords before "of"
// and a noun that its evidence holds, past an article: "is a type of
// lizard" on "is a lizard".
func (k *checker) kindOf(i int) bool {
	c := k.c
	t := &c.toks[i]
	if c.lang != English || !kindWords[t.word] || t.negated() || i+1 >= len(c.toks) || !k.covered(i+1) {
		return false
	}
	gap := strings.Fields(strings.ToLower(between(c.src, t.end, c.toks[i+1].start)))
	return len(gap) >= 1 && len(gap) <= 2 && gap[0] == "of" && (len(gap) == 1 || articles[gap[1]])
}

// articleGap reports whether gap, the text between two words, is an
// article or a possessive: "its", "a", "their".
func articleGap(gap string) bool {
	w := strings.ToLower(strings.TrimSpace(gap))
	return w == "" || articles[w] || w == "my" || w == "your"
}

// pronounWithin reports whether the best passage has a third-person
// pronoun ("he", "its") and the claim opens with a name: the passage may
// speak of the claim's subject without naming it, so it is not about
// something else, only not proven to be.
func (k *checker) pronounWithin() bool {
	p := k.best()
	if p == nil || k.c.lang != English || len(k.c.toks) == 0 || !k.c.toks[0].is(fName) && !k.c.toks[0].is(fCap) {
		return false
	}
	for w := range strings.FieldsFuncSeq(p.Text.src, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if thirdPerson(w) {
			return true
		}
	}
	return false
}

// mayBeAbout reports whether the best passage may speak of what the claim
// does though it holds none of its words, so that it is not about
// something else, only no proof: a pronoun on either side stands for the
// other's subject, or the passage has the claim's amount or the opposite
// of a claim word.
func (k *checker) mayBeAbout() bool {
	return k.pronounFor() || k.pronounWithin() || k.claimOpensWithPronoun() || k.amountGrounded() || k.oppositeHeld()
}

// oppositeHeld reports whether the best passage has the opposite of a
// claim word ("Opening hours: Monday to Saturday" for "closed on
// Sundays"): it speaks of what the claim does, though it says none of its
// words.
func (k *checker) oppositeHeld() bool {
	p := k.best()
	if p == nil {
		return false
	}
	for i := range k.c.toks {
		for _, a := range k.c.anti[i] {
			if slices.ContainsFunc(p.Text.toks, func(u tok) bool { return u.stem == a || u.alt == a }) {
				return true
			}
		}
	}
	return false
}

// claimOpensWithPronoun reports whether the English claim opens with a
// third-person pronoun ("It is not listed on a stock exchange"): whom it
// stands for the claim does not say, so no passage is about something
// else, only not proven to be about it.
func (k *checker) claimOpensWithPronoun() bool {
	w, _ := wordAt(k.c.src, 0)
	return k.c.lang == English && thirdPerson(w)
}

// amountGrounded reports whether the passages ground an amount of the
// claim that is no coincidence: money, a share or a decimal ("It costs
// $75,000" on "The Model S starts at $75,000"). A passage with it is not
// about something else, though it may not say the claim's words.
func (k *checker) amountGrounded() bool {
	return slices.ContainsFunc(k.c.nums, func(t numbers.Token) bool {
		return k.grounded.has(t.Start) && (t.Kind == numbers.Currency || t.Kind == numbers.Percent || t.Kind == numbers.Decimal)
	})
}

// pronounFor reports whether the best passage opens with a pronoun that
// may stand for the name the claim opens with, which the passage does not
// give: "He rejoined the band in 1984" may be about the claim's "Ian
// Orm", so it is not about something else, only not proven to be.
func (k *checker) pronounFor() bool {
	c := k.c
	// The name opens the claim, or follows one word that says what it is:
	// "The actor Ian Orm".
	i := 0
	if len(c.toks) > 1 && !c.toks[0].is(fName) {
		i = 1
	}
	return len(c.toks) > i && c.toks[i].is(fName) && !k.covered(i) && k.pronoun() != ""
}

// phraseCovered reports whether claim token h, the verb of a verb
// phrase, is in a chosen passage as what the phrase stands for: "took" of
// "took place" by "occurred", not by "took".
func (k *checker) phraseCovered(h int) bool {
	pi := k.cov[k.firstOf(h)]
	if pi < 0 {
		return false
	}
	j := k.at[pi][k.firstOf(h)]
	if j < 0 {
		return false
	}
	u := &k.ev.Passages[pi].Text.toks[j]
	if u.is(fName) {
		return false // "United" of "United Kingdom" is no "unite" of "got married"
	}
	pk := phraseAt(k.c.toks[h].phr).same
	return slices.Contains(pk, u.stem) || u.alt != "" && slices.Contains(pk, u.alt) || u.phr == k.c.toks[h].phr
}

// paysNothing reports whether the best passage denies a payment ("pay
// no tuition", "do not pay"; see paidNothing).
func (k *checker) paysNothing() bool {
	p := k.best()
	if p == nil {
		return false
	}
	for i := range p.Text.cues {
		if q := &p.Text.cues[i]; q.class == cueNeg && paidNothing(p.Text, q) {
			return true
		}
	}
	return false
}

// impliedVerb reports whether claim word i is a verb the best passage
// leaves implicit: an English verb ("released", "died", "take") that
// dates or counts the number after it, whose
// place in the passage, between the passage's matches of the claim words
// on either side of it, holds no verb of its own. "The film was released
// in 1971" stands on "a 1971 film"; "the court granted the motion" does not
// stand on "the court heard the motion".
func (k *checker) impliedVerb(i int) bool {
	c := k.c
	t := &c.toks[i]
	p := k.best()
	if p == nil || c.lang != English || !t.verb() || t.negated() || !k.datedVerb(i) || k.datedOtherwise(i, p) {
		return false
	}
	if directionOf(t.word) != 0 {
		return false // a change's direction, which no date implies: "exports rose in 2023" on "exports were strong in 2023"
	}
	if end, ok := lifeEvent(t); ok && end == 1 {
		return false // a year of someone is no year of their death
	}
	at := k.at[k.used[0]]
	lo, hi := -1, len(p.Text.toks)
	subject := true // the claim word matched at lo has no verb before it
	for j := i - 1; j >= 0; j-- {
		if at[j] >= 0 {
			lo = at[j]
			subject = !slices.ContainsFunc(c.toks[:j], func(t tok) bool { return t.verbForm() })
			break
		}
	}
	for j := i + 1; j < len(c.toks); j++ {
		if at[j] >= 0 {
			hi = at[j]
			break
		}
	}
	if k.datedNoun(i, p) {
		return true
	}
	if lo < 0 && hi == len(p.Text.toks) {
		return false
	}
	if subject && lo > 0 && (p.Text.toks[lo-1].verbForm() || lo >= 2 && verbBetweenNames(p.Text, lo-2, lo-1, lo)) &&
		gapIs(between(p.Text.src, p.Text.toks[lo-1].end, p.Text.toks[lo].start), "", "the", "a", "an") {
		return false // the claim's subject is the object of a verb of the passage: "Liverpool won 3-1" on "Arsenal beat Liverpool 3-1"
	}
	if lo < 0 || hi == len(p.Text.toks) {
		// One side only: look at the three passage words past it.
		if lo < 0 {
			lo = max(hi-4, -1)
		} else {
			hi = min(lo+4, len(p.Text.toks))
		}
	}
	for j := lo + 1; j < hi; j++ {
		if u := &p.Text.toks[j]; u.verbForm() || u.is(fLexNeg) || modalVerbAt(p.Text, j) || j > 0 && j+1 < len(p.Text.toks) && verbBetweenNames(p.Text, j-1, j, j+1) {
			return false // "beat" of "Arsenal beat Liverpool 3-1" is a verb of its own
		}
	}
	return true
}

// modalVerbAt reports whether word j of English text t is a verb in its
// base form after a modal: "add" of "will add 500 jobs", which, being a
// noun too, is no verbForm. ("to" is left out: "married to model Pattie
// Boyd".)
func modalVerbAt(t *Text, j int) bool {
	w, _ := lastWordBefore(t.src, t.toks[j].start)
	return w != "to" && modalOrTo[w] && t.toks[j].verb()
}

// lastWordBefore returns the index of the last word of t that ends at or
// before byte off, or -1.
func (t *Text) lastWordBefore(off int) int {
	return sort.Search(len(t.toks), func(j int) bool { return int(t.toks[j].end) > off }) - 1
}

// numberAfter returns the claim's first number after its word i, or nil.
func (k *checker) numberAfter(i int) *numbers.Token {
	for n := range k.c.nums {
		if k.c.nums[n].Start >= int(k.c.toks[i].end) {
			return &k.c.nums[n]
		}
	}
	return nil
}

// datingNumber returns the claim number that dates its verb i: the first
// number after it, or else the year the claim opens with as the time of
// what it says ("In 2006, Gray Matters was released", "2014 was when it
// opened"); nil if there is none.
func (k *checker) datingNumber(i int) *numbers.Token {
	if n := k.numberAfter(i); n != nil {
		return n
	}
	c := k.c
	if len(c.nums) == 0 || len(c.toks) == 0 || c.nums[0].Start > int(c.toks[0].start) {
		return nil
	}
	n := &c.nums[0]
	lead, rest := strings.TrimSpace(c.src[:n.Start]), lower(c.src[n.End:])
	if lead != "" && lower(lead) != "in" {
		return nil
	}
	if strings.HasPrefix(rest, ",") || strings.HasPrefix(rest, " was when ") || strings.HasPrefix(rest, " is when ") {
		return n
	}
	return nil
}

// datedOtherwise reports whether passage p dates the number that claim
// verb i dates by another verb: one of the four words before each of the
// passage's numbers that ground it, in its clause. "graduated on 4 May
// 1890" dates no birth.
func (k *checker) datedOtherwise(i int, p *Passage) bool {
	c, e := k.c, p.Text
	n := k.datingNumber(i)
	if n == nil {
		return false
	}
	found, other := false, true
	for _, en := range e.nums {
		if !k.meets(n, p, en) {
			continue
		}
		found = true
		dated := false
		for j, words := e.lastWordBefore(en.Start), 0; j >= 0 && words < 4; j-- {
			u := &e.toks[j]
			if hasClauseMarkOrParen(between(e.src, u.end, int32(en.Start))) {
				break
			}
			words++
			if !u.is(fName) && u.verbForm() && !sameVerb(&c.toks[i], u) {
				dated = true
				break
			}
		}
		other = other && dated
	}
	return found && other
}

// datedNoun reports whether the passage dates the noun that claim verb i
// is said of, by the number the verb dates: "The film was released in
// 1971" stands on "a 1971 American drama film", whose year is the film's,
// at most four words before it, with no verb between; "Driftwood came out
// in 1994" on "Driftwood is a 1994 film".
func (k *checker) datedNoun(i int, p *Passage) bool {
	c, e := k.c, p.Text
	at := k.at[k.used[0]]
	year := k.datingNumber(i)
	if year == nil {
		return false
	}
	for s := i - 1; s >= 0; s-- {
		j := at[s]
		if j < 0 {
			continue
		}
		if c.toks[s].is(fName) {
			// "Driftwood came out in 1994" on "Driftwood is a 1994 film".
			for _, en := range e.nums {
				if k.meets(year, p, en) && en.Start > int(e.toks[j].end) && copulaArticle(e.src[e.toks[j].end:en.Start]) {
					return true
				}
			}
			continue
		}
		for _, en := range e.nums {
			if !k.meets(year, p, en) || en.End > int(e.toks[j].start) {
				continue
			}
			words, verbs := 0, false
			for m := j - 1; m >= 0 && int(e.toks[m].start) > en.Start; m-- {
				words++
				// A participle before the next word of the phrase says
				// what kind: "independently made", "computer-animated".
				verbs = verbs || e.toks[m].verbForm() && !(strings.HasSuffix(e.toks[m].word, "ed") || e.toks[m].word == "made")
			}
			if words <= maxDatedWords && !verbs && !hasClauseMarkOrParen(e.src[en.End:e.toks[j].start]) {
				return true
			}
		}
		return false // only the nearest noun before the verb
	}
	return false
}

// maxDatedWords bounds the words between a year and the noun it dates:
// "a 1964 independently made American Technicolor science fiction film".
const maxDatedWords = 8

// meets reports whether number en of passage p grounds the claim number
// t: by its value, or as the number that meets t's bound or period.
func (k *checker) meets(t *numbers.Token, p *Passage, en numbers.Token) bool {
	if en.Value == t.Value {
		return true
	}
	b := k.boundedBy[t.Start]
	return b != nil && b.p == p && b.tok.Start == en.Start
}

// classifies reports whether English text src says what a thing is: a
// form of "be" and an article ("is a medication", "are the winners").
func classifies(src string) bool {
	be := false
	for _, w := range strings.Fields(strings.ToLower(src)) {
		if be && (w == "a" || w == "an" || w == "the") {
			return true
		}
		be = w == "is" || w == "are" || w == "was" || w == "were"
	}
	return false
}

// copulaArticle reports whether gap is " is a ", " was an " or the like:
// what stands between a name and the year of what it is.
func copulaArticle(gap string) bool {
	ws := strings.Fields(strings.ToLower(gap))
	return len(ws) == 2 && (ws[0] == "is" || ws[0] == "was") && (ws[1] == "a" || ws[1] == "an")
}

// junction reports whether bigram i of the claim spans two words the
// passages hold: the bigrams on either side of it, which overlap it, are
// both there. In "青木家居将在", 居将 is such a bigram.
func (k *checker) junction(i int) bool {
	t := k.c.toks
	return i > 0 && i+1 < len(t) && t[i-1].is(fBigram) && t[i+1].is(fBigram) &&
		t[i-1].end > t[i].start && t[i+1].start < t[i].end && k.covered(i-1) && k.covered(i+1)
}

// datedVerb reports whether claim verb i is followed by a number the
// passages ground, right after it or after a preposition: "released in
// 1971", "died on 23 July 2017"; or after a bound, if the number is a
// date or a year: "came out before 1980", "released in the 1970s".
func (k *checker) datedVerb(i int) bool {
	n := k.datingNumber(i)
	if n == nil {
		return false
	}
	if n.End <= int(k.c.toks[i].start) {
		return k.grounded.has(n.Start) // the year the claim opens with
	}
	if n.Kind == numbers.Currency {
		return false // "grossed $100 million" is not "cost $100 million": the verb says which amount
	}
	gap := k.c.src[k.c.toks[i].end:n.Start]
	ok, bounded := datingGap(gap)
	if bounded || strings.TrimSpace(gap) == "" && k.nounAt(i) {
		// A bound dates only by a time; so does a bare number right
		// after a noun: "atomic weight 115" is a noun and its value.
		q, isTime := quantityOf(*n, true)
		ok = ok && isTime && q.dim == dimTime
	}
	return ok && k.grounded.has(n.Start)
}

// nounAt reports whether English claim word i is a noun by the word
// before it: an article, or an adjective that is no noun or verb ("a
// weight", "atomic weight"; not "refunds take").
func (k *checker) nounAt(i int) bool {
	w, _ := lastWordBefore(k.c.src, k.c.toks[i].start)
	if w == "" {
		return false
	}
	if w == "a" || w == "an" || w == "the" {
		return true
	}
	return hasPOS(w, lexicon.Adj) && !hasPOS(w, lexicon.Noun|lexicon.Verb)
}

// datingGap reports whether gap, between a verb and a number, is what
// dates the verb by the number: nothing, or up to three words of
// prepositions and bounds ("in", "on", "in or before", "in the"), and
// whether it has a bound.
func datingGap(gap string) (ok, bounded bool) {
	n := 0
	for w := range strings.FieldsSeq(gap) {
		switch n++; lower(w) {
		case "out", "up", "down", "off", "back", "away":
			if n > 1 {
				return false, false
			}
			n-- // "came out in 1978", "split up in 2010"
		case "in", "on", "at", "by", "from", "since", "around", "about":
		case "before", "after", "until", "prior", "to", "the", "or", "early", "late":
			bounded = true
		default:
			return false, false
		}
		if n > 3 {
			return false, false
		}
	}
	return true, bounded
}

func quoteAll(ws []string) []string {
	out := make([]string, 0, len(ws))
	seen := map[string]bool{}
	for _, w := range ws {
		if !seen[w] {
			seen[w] = true
			out = append(out, fmt.Sprintf("%q", w))
		}
	}
	return out
}

// claimHasNumberIn reports whether the claim has the value of a number
// of e written in bytes [start, end).
func (k *checker) claimHasNumberIn(e *Text, start, end int32) bool {
	for _, n := range e.nums {
		if n.Start < int(start) || n.End > int(end) {
			continue
		}
		for _, q := range k.c.nums {
			if q.Value == n.Value {
				return true
			}
			// The claim's number in another unit: "within 2 days" keeps
			// "within 48 hours".
			if u := k.inUnits[q.Start]; u != nil && u.p.Text == e && u.tok.Start == n.Start {
				return true
			}
		}
	}
	return false
}

// valueOf returns where the amount starts that conds[i], or a condition
// of a value or a count's place that holds it, restricts, or -1: "within
// the first year" of "or €400 for claims made within the first year" is
// of €400.
func valueOf(conds []cond, i int) int32 {
	if at := conds[i].valueStart(); at >= 0 {
		return at
	}
	for j := range conds {
		if at := conds[j].valueStart(); at >= 0 && j != i && conds[j].start <= conds[i].start && conds[i].end <= conds[j].end {
			return at
		}
	}
	return -1
}

// claimHasNumberAt reports whether the claim has the value of the
// number of e that starts at byte at.
func (k *checker) claimHasNumberAt(e *Text, at int32) bool {
	n := e.numAt(int(at))
	return n >= 0 && k.claimHasNumberIn(e, at, int32(e.nums[n].End))
}

// yearPart reports whether English text s names a part of a year: a
// word of reportPeriods or of periodIDs, in any case ("the third
// quarter", "Q3", "H1").
func yearPart(s string) bool {
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if w = strings.ToLower(w); reportPeriods[w] || periodIDs[w] && w != "fy" {
			return true // "FY" is a whole year
		}
	}
	return false
}

// lapseWords are the words of a time of something not done that a
// condition counts: "after 12 months of inactivity".
var lapseWords = setOf(`inactivity nonpayment nonuse`)

// lapseDropped reports whether condition cd of passage text e counts a
// time of something not done that the claim does not say: "closed after
// 12 months" drops "after 12 months of inactivity", where "after five
// years" keeps "after five years of service".
func (k *checker) lapseDropped(e *Text, cd cond) bool {
	for j := cd.from; j < cd.to; j++ {
		if u := &e.toks[j]; lapseWords[lowerASCII(e.src[u.start:u.end])] && !k.claimSays(u) {
			return true
		}
	}
	return false
}

// futureClaim reports whether English claim src says what is still to
// come: "will", "would", "shall", "set to", "expected to", "is to".
// ("due to" is left out: it gives a cause as often.)
func futureClaim(src string) bool {
	for _, w := range [...]string{"will", "would", "shall", "set to", "expected to", "is to", "are to"} {
		if hasWordFold(src, w) {
			return true
		}
	}
	return false
}

// limitCues are the conditionCues that set a limit rather than name a
// case: "limited to 100 MB".
var limitCues = setOf2(`limited to|restricted to`)

// cueBeforeNumber reports whether a number of the claim comes right
// after the word cue: "after" of "deleted after 30 days".
func (k *checker) cueBeforeNumber(cue string) bool {
	for _, n := range k.c.nums {
		if w, _ := lastWordBefore(k.c.src, int32(n.Start)); w == cue {
			return true
		}
	}
	return false
}

// durationFrom reports whether condition cd of passage e says what a
// duration the claim gives with "for" counts from: "kept for 2 years"
// against "kept for 2 years after your account closes". A window
// ("within 14 days") counts from its event by itself; a duration runs
// from a start the claim does not say.
func (k *checker) durationFrom(e *Text, cd cond) bool {
	for _, n := range e.nums {
		if n.Start < int(cd.start) || n.End > int(cd.end) {
			continue
		}
		if w, _ := wordBeforeNumber(e.src, n.Start); w != "for" {
			continue
		}
		for _, q := range k.c.nums {
			if w, _ := wordBeforeNumber(k.c.src, q.Start); w == "for" && q.Value == n.Value {
				return true
			}
		}
	}
	return false
}

// otherClauseCond reports whether condition cd of English passage text e
// ends a clause of its own, after that clause's verb, where another
// clause of e says each of the claim's words that cd's clause says, and
// more: the condition is of what the other clause does not say. A
// condition that opens the text ("If you cancel early, fees are waived
// and deposits are returned") holds of every clause after it. cls and
// said are e's clauses and the claim's words each says (see
// clausesSaying), read once a passage.
func otherClauseCond(e *Text, cd cond, cls []clause, said []uint64) bool {
	if len(cls) < 2 {
		return false
	}
	ci := clauseAt(cls, cd.start)
	if !hasVerb(e, clause{cls[ci].start, cd.start}, false) {
		return false
	}
	for o := range cls {
		if o != ci && said[ci]&^said[o] == 0 && said[o] != said[ci] {
			return true
		}
	}
	return false
}

// otherValueCond reports whether condition cd of English passage text e
// stands in a conjunct whose numbers the claim gives none of, where the
// claim's numbers are all e's in conjuncts of their own: the condition
// is the other value's ("on weekdays" of "40 times a day on weekdays and
// 20 times a day on Sundays", for "20 times a day on Sundays").
func (k *checker) otherValueCond(e *Text, cd cond) bool {
	c := k.c
	if len(c.nums) == 0 || len(e.nums) < 2 {
		return false
	}
	cuts := e.conjunctCuts()
	if len(cuts) == 0 {
		return false
	}
	ci := conjunctOf(cuts, cd.start)
	own := false // a number of cd's conjunct before it, of a kind the claim gives: the value the condition is of
	for _, n := range e.nums {
		if conjunctOf(cuts, int32(n.Start)) != ci {
			continue
		}
		if slices.ContainsFunc(c.nums, func(m numbers.Token) bool { return m.Value == n.Value }) {
			return false // the claim gives this conjunct's number
		}
		if int32(n.Start) < cd.start && slices.ContainsFunc(c.nums, func(m numbers.Token) bool { return m.Kind == n.Kind }) {
			own = true // not "After five years, staff get 25 days": a condition before its value is the sentence's
		}
	}
	if !own {
		return false
	}
	for _, m := range c.nums {
		if !slices.ContainsFunc(e.nums, func(n numbers.Token) bool { return n.Value == m.Value && conjunctOf(cuts, int32(n.Start)) != ci }) {
			return false
		}
	}
	return true
}

// clausesSaying returns the clauses of English passage text e, and for
// each the claim's words it says, by their place (the first 64); none
// for a text of one clause or another language.
func (k *checker) clausesSaying(e *Text) ([]clause, []uint64) {
	if e.lang != English || k.c.lang != English {
		return nil, nil
	}
	cls := e.clauseList()
	if len(cls) < 2 {
		return nil, nil
	}
	said := make([]uint64, len(cls))
	for i := range k.c.toks {
		if i >= 64 || k.c.toks[i].dup {
			continue
		}
		for j := range e.toks {
			if k.c.matches(i, &e.toks[j]) {
				said[clauseAt(cls, e.toks[j].start)] |= 1 << i
			}
		}
	}
	return cls, said
}

// claimRatePer reports whether condition cd of t opens with "for each"
// or "for every" and a period ("for each month of service") that a rate
// of one of the claim's numbers is given per ("1.5 days per month").
func (k *checker) claimRatePer(t *Text, cd cond) bool {
	if cd.cue != "for each" && cd.cue != "for every" || cd.from >= cd.to {
		return false
	}
	u, ok := periodUnit(t.toks[cd.from].word)
	if !ok {
		return false
	}
	for i := range k.c.nums {
		if r, _, _, ok := k.c.rateAt(i); ok && r == u {
			return true
		}
	}
	return false
}

// narrowedCond returns the text of a condition of the claim that opens
// with the cue of condition cd of passage t, a clause ("if", "only if"
// alike, "when", "unless", "provided"), and says only words of it, where
// cd narrows it with a number or a second requirement the claim does not
// give: "if you cancel" against "only if you cancel within 14 days", "if
// they are unused" against "if they are unused and in their original
// packaging". The claim keeps the case but drops what narrows it.
func (k *checker) narrowedCond(t *Text, cd cond) (string, bool) {
	c := k.c
	if cd.to <= cd.from || !slices.ContainsFunc(t.toks[cd.from:cd.to], func(u tok) bool { return !k.claimSays(&u) }) {
		return "", false
	}
	cue := strings.TrimPrefix(cd.cue, "only ")
	if cue != "if" && cue != "when" && cue != "unless" && cue != "provided" {
		return "", false // a clause of its own, not a phrase: "in young children" narrows no case the claim names
	}
	for _, cc := range c.conds {
		if cc.scoped || cc.to <= cc.from || strings.TrimPrefix(cc.cue, "only ") != cue {
			continue
		}
		last, ok := k.condIn(cc, t, cd.from, cd.to) // where the passage's last word of the claim's condition ends
		if !ok {
			continue
		}
		// What narrows it is a number the claim does not give ("within
		// 14 days"), or a second requirement joined after the claim's
		// words ("and in their original packaging"); not a word that
		// says more of the same case ("cancel your subscription").
		number := slices.ContainsFunc(t.nums, func(n numbers.Token) bool { return n.Start >= int(cd.start) && n.End <= int(cd.end) }) && !k.claimHasNumberIn(t, cd.start, cd.end)
		if number || indexFold(t.src[last:cd.end], " and ") >= 0 {
			return c.src[cc.start:cc.end], true
		}
	}
	return "", false
}

// fewerExcepted returns the text of an exception of the claim, of the
// cue of exception cd of passage t, whose words are all cd's where cd
// excepts a word more: "except cosmetic surgery" against "except cosmetic
// surgery and dental work". The claim says of what the passage excepts
// what the passage says of the rest.
func (k *checker) fewerExcepted(t *Text, cd cond) (string, int32, bool) {
	c := k.c
	if cd.to <= cd.from {
		return "", 0, false
	}
	// The exception's list, to its clause's end: its scope may stop short
	// ("except cosmetic surgery" of "… and hearing aids").
	to := cd.to
	if w, _ := wordAfter(t.src, int(cd.end)); w == "and" || w == "or" {
		for to < len(t.toks) && t.toks[to].seg == t.toks[cd.from].seg && !hasClauseMark(t.src[cd.end:t.toks[to].start]) {
			to++
		}
	}
	if !slices.ContainsFunc(t.toks[cd.from:to], func(u tok) bool { return !k.claimSays(&u) }) {
		return "", 0, false
	}
	for _, cc := range c.conds {
		if cc.cue != cd.cue || cc.to <= cc.from {
			continue
		}
		if _, ok := k.condIn(cc, t, cd.from, cd.to); ok {
			return c.src[cc.start:cc.end], max(cd.end, t.toks[to-1].end), true
		}
	}
	return "", 0, false
}

// condIn reports whether passage t's words [from, to) have each word of
// the claim's condition cc, and where the last of them to do so ends.
func (k *checker) condIn(cc cond, t *Text, from, to int) (int32, bool) {
	last := int32(-1)
	for i := cc.from; i < cc.to; i++ {
		j := slices.IndexFunc(t.toks[from:to], func(u tok) bool { return k.c.matches(i, &u) })
		if j < 0 {
			return 0, false
		}
		last = max(last, t.toks[from+j].end)
	}
	return last, true
}

// longerCond reports whether another condition of conds starts where
// conds[i] does and reaches further.
func longerCond(conds []cond, i int) bool {
	for j := range conds {
		if j != i && conds[j].start == conds[i].start && conds[j].end > conds[i].end {
			return true
		}
	}
	return false
}

// conditions reports the conditions of the chosen passages and their
// context that the claim drops.
func (k *checker) conditions() {
	k.restrictions()
	k.afterCountDropped()
	k.caps()
	k.hedgeDropped()
	k.yearToDropped()
	if k.c.lang == English && len(k.c.nums) > 0 && k.qualifiedApart() {
		return
	}
	if k.c.lang == English && k.conditionFlips() {
		return
	}
	// A claim that states a condition of its own speaks of the case it
	// names; only an exception still holds of it ("All employees are
	// eligible for the bonus" drops "except contractors").
	// A limit the passage states too is no case of the claim's own:
	// "limited to 100 MB" of "limited to 100 MB on the free tier".
	seen := map[string]bool{}
	check := func(p *Passage, further bool) {
		own := slices.ContainsFunc(k.c.conds, func(cd cond) bool {
			return !cd.scoped && !(limitCues[cd.cue] && slices.ContainsFunc(p.Text.conds, func(pc cond) bool { return pc.cue == cd.cue }))
		})
		var cls []clause
		var saying []uint64
		var said [][2]int32  // the spans of the conditions reported
		clausesRead := false // cls and saying, read at the first condition that comes that far
		for ci, cd := range p.Text.conds {
			if own && !exceptionCues[cd.cue] {
				if cc, ok := k.narrowedCond(p.Text, cd); ok && !seen[cc] {
					seen[cc] = true
					k.doubt(ConditionDropped, p.span(cd.start, cd.end), "%s gives the condition %s; the claim gives %s", k.where, quote(p.text(cd.start, cd.end)), quote(cc))
				}
				continue
			}
			if exceptionCues[cd.cue] {
				if cc, end, ok := k.fewerExcepted(p.Text, cd); ok {
					k.doubt(ConditionDropped, p.span(cd.start, end), "%s says %s; the claim says only %s", k.where, quote(p.text(cd.start, end)), quote(cc))
					continue
				}
			}
			if longerCond(p.Text.conds, ci) {
				continue // "provided" of "provided that their manager approves"
			}
			if j := p.Text.lastWordBefore(int(cd.start)); further && j >= 0 && !k.claimSays(&p.Text.toks[j]) {
				// A passage chosen for some of the claim's words restricts
				// only what the claim says of them: "on Mondays" of "The
				// museum is closed on Mondays" is no condition of "The
				// museum is open Tuesday to Sunday".
				continue
			}
			if cd.cue == "pending" && !futureClaim(k.c.src) {
				continue // "agreed to acquire Orrin" holds, pending approval; "will close" waits on it
			}
			if k.claimRatePer(p.Text, cd) {
				continue // "for each month of service" kept as "1.5 days per month"
			}
			if cd.kind == condPeople && classifies(k.c.src) {
				continue // "X is a medication" holds of "a medication for adults"
			}
			if !clausesRead {
				cls, saying = k.clausesSaying(p.Text)
				clausesRead = true
			}
			if otherClauseCond(p.Text, cd, cls, saying) {
				continue // "on weekdays" of "Phone support answers on weekdays, and emergency support answers at any hour"
			}
			if k.otherValueCond(p.Text, cd) {
				continue // "on weekdays" of "40 times a day on weekdays and 20 times a day on Sundays", for the 20
			}
			n, in := 0, 0
			numberIn := -1 // whether the claim has the condition's number, read at its first unit
			for j := cd.from; j < cd.to; j++ {
				u := &p.Text.toks[j]
				if cd.cue == "on" && u.word == "basis" {
					continue // the cue's own word: "on a monthly basis"
				}
				n++
				for i := range k.c.toks {
					if k.c.matches(i, u) && !ownElsewhere(p.Text, &k.c.toks[i], u, cd) {
						in++
						break
					}
				}
				if _, unit := unitOf(units, u.word); unit && !k.claimSays(u) {
					if numberIn < 0 {
						numberIn = 0
						if k.claimHasNumberIn(p.Text, cd.start, cd.end) {
							numberIn = 1
						}
					}
					in += numberIn // "for 24 months" kept as "lasts 2 years"
				}
			}
			if cd.number && n == 0 && !k.claimHasNumberIn(p.Text, cd.start, cd.end) {
				n = 1 // "except 2020": the number is what it excepts
			}
			if at := valueOf(p.Text.conds, ci); at >= 0 && !k.claimHasNumberAt(p.Text, at) {
				// "Velmora has customers" drops no place of "2 million
				// customers in Europe", nor "The deductible is $250" the
				// condition of "or $500 for water damage claims".
				continue
			}
			if cd.kind == condWindow || cd.kind == condTenure {
				if k.claimHasNumberIn(p.Text, cd.start, cd.end) && !k.lapseDropped(p.Text, cd) {
					continue // "refundable within 30 days" keeps "within 30 days of purchase"
				}
				n, in = 1, 0
			}
			if cd.kind == condOffset {
				// "due 30 days after receipt": the claim drops it where it
				// has what the time counts from, its first word, but
				// neither the period nor the cue ("due on receipt").
				// Nor may it keep the period and drop what it counts
				// from: "deleted after 30 days" against "deleted 30 days
				// after you close your account".
				if cd.from >= cd.to {
					continue
				}
				if k.claimHasNumberIn(p.Text, cd.start, cd.end) {
					if !k.cueBeforeNumber(cd.cue) && !k.durationFrom(p.Text, cd) || k.claimSaysAny(p.Text, cd.from, cd.to) {
						continue // "refunds within 14 days" keeps "14 days after the return"
					}
				} else if !k.claimSays(&p.Text.toks[cd.from]) || hasWordFold(k.c.src, cd.cue) {
					continue
				}
				n, in = 1, 0
			}
			if part, ok := strings.CutPrefix(cd.cue, "some "); ok || strings.HasPrefix(cd.cue, "certain ") {
				// "some strains of flu": the claim drops it where it has
				// what is narrowed but neither the part nor a word of
				// some ("protects against flu"), and says nothing of it
				// without the first.
				part, _ = strings.CutSuffix(strings.TrimPrefix(part, "certain "), " of")
				if in == 0 || hasWordFold(k.c.src, part) || hasWordFold(k.c.src, "some") || hasWordFold(k.c.src, "certain") {
					continue
				}
				n, in = 1, 0
			}
			if n == 0 || in*2 > n {
				continue
			}
			if cd.kind == condValue && yearPart(p.Text.src[cd.start:cd.end]) && yearPart(k.c.src) {
				continue // "in the third quarter" kept as "Q3"
			}
			text := p.text(cd.start, cd.end)
			if seen[text] || slices.ContainsFunc(said, func(s [2]int32) bool { return s[0] <= cd.start && cd.end <= s[1] }) {
				continue // "on Mondays" of "except on Mondays", said
			}
			seen[text] = true
			said = append(said, [2]int32{cd.start, cd.end})
			k.doubt(ConditionDropped, p.span(cd.start, cd.end), "%s adds a condition the claim drops: %s", k.where, quote(text))
		}
	}
	for n, pi := range k.used {
		check(&k.ev.Passages[pi], n > 0)
	}
	for i := range k.ev.Context {
		check(&k.ev.Context[i], false)
	}
}

// priceVerb reports whether English claim word i is "cost" or "costs"
// right before an amount of money the passages ground, which the best
// passage gives right after a form of "be": "Express delivery costs
// £4.99" on "Express delivery is £4.99".
func (k *checker) priceVerb(i int) bool {
	c := k.c
	if w := c.toks[i].word; c.lang != English || w != "cost" && w != "costs" {
		return false
	}
	n := c.numAt(int(c.toks[i].end) + 1)
	if n < 0 || c.nums[n].Kind != numbers.Currency || !k.grounded.has(c.nums[n].Start) {
		return false
	}
	p := k.best()
	if p == nil {
		return false
	}
	for _, m := range p.Text.nums {
		if m.Kind != numbers.Currency || m.Value != c.nums[n].Value {
			continue
		}
		w, b := lastWordBefore(p.Text.src, int32(m.Start))
		if v, vb := lastWordBefore(p.Text.src, int32(b)); w == "for" && (v == "available" || v == "offered") {
			w, b = "is", vb // "Parking is available for $20"
		}
		if !beForms[w] {
			continue
		}
		// The claim's subject before "is", in its clause: "The Premium
		// plan is $9.99" for "Premium costs $9.99", not "the case is
		// $189" for "The K2 costs $189".
		e := p.Text
		for j := e.lastWordBefore(b); j >= 0 && j >= e.lastWordBefore(b)-2; j-- {
			if hasClauseMark(e.src[e.toks[j].end:b]) || hasWordFold(e.src[e.toks[j].end:b], "and") {
				break
			}
			for ci := range i {
				if c.matches(ci, &e.toks[j]) {
					return true
				}
			}
		}
	}
	return false
}

// reachWords are the English verbs that give the value a measure came
// to: "reached $3.2 billion".
var reachWords = setOf(`reach reached reaches hit hits totaled totalled totals`)

// reachedSaid reports whether English claim word i is a verb of
// reachWords right before a value the passages ground, which the best
// passage gives where a change of the claim's subject ended: "Revenue
// reached $3.2 billion" on "Revenue grew 6% to $3.2 billion".
func (k *checker) reachedSaid(i int) bool {
	c := k.c
	if c.lang != English || !reachWords[c.toks[i].word] {
		return false
	}
	n := c.numAt(int(c.toks[i].end) + 1)
	p := k.best()
	if n < 0 || !k.grounded.has(c.nums[n].Start) || p == nil {
		return false
	}
	e := p.Text
	for _, m := range e.nums {
		if m.Kind != c.nums[n].Kind || m.Value != c.nums[n].Value {
			continue
		}
		w, b := lastWordBefore(e.src, int32(m.Start))
		if w != "to" {
			continue
		}
		// The verb of the change before "to", in its clause, with the
		// claim's subject right before it.
		last := e.lastWordBefore(b)
		for j := last; j >= 1 && j >= last-4; j-- {
			if hasClauseMark(e.src[e.toks[j].end:b]) {
				break
			}
			if directionOf(e.toks[j].word) == 0 {
				continue
			}
			for ci := range i {
				if c.matches(ci, &e.toks[j-1]) {
					return true
				}
			}
		}
	}
	return false
}

// yearToPhrases give a change over a year up to a time: "in the year to
// March". A monthly figure is another. ("year on year" is not among them:
// it gives the base a change is measured from, which a change said with
// none is read against: "grew 6%" on "grew 6% year on year".)
var yearToPhrases = [...]string{"in the year to", "in the 12 months to", "in the twelve months to", "in the year through",
	"in the year ending", "in the 12 months ending"}

// yearToDropped leaves unverified an English claim that gives a share
// ("rose 3% last month") where a chosen passage gives it over the year to
// a time ("rose 3% in the year to last month") and the claim says no year:
// the change of a month is another figure.
func (k *checker) yearToDropped() {
	c := k.c
	if c.lang != English || !slices.ContainsFunc(c.nums, func(n numbers.Token) bool { return n.Kind == numbers.Percent }) {
		return
	}
	for _, pi := range k.used {
		p := &k.ev.Passages[pi]
		if !strings.Contains(p.Text.src, "year") && !strings.Contains(p.Text.src, "months") {
			continue // the common case
		}
		for _, w := range [...]string{"year", "years", "annual", "annually", "yearly", "12 months", "twelve months", "12-month", "twelve-month"} {
			if hasWordFold(c.src, w) {
				return
			}
		}
		for _, ph := range yearToPhrases {
			if at := indexFold(p.Text.src, ph); at >= 0 {
				end := at + len(ph)
				if !strings.HasPrefix(ph, "year") {
					// The time it runs to: "March", "last month".
					w, j := wordAfter(p.Text.src, end)
					if w == "last" || w == "the" || w == "this" {
						_, j = wordAfter(p.Text.src, j)
					}
					if j > end {
						end = j
					}
				}
				k.doubt(ConditionDropped, p.span(int32(at), int32(end)), "%s gives the figure %s; the claim gives no year", k.where, quote(p.Text.src[at:end]))
				return
			}
		}
	}
}

// qualifiedApart fails a claim that gives a count of a place ("4,000
// staff in Germany") where a chosen passage gives another count of that
// place and the claim's count of something else ("4,000 staff worldwide,
// 1,200 of them in Germany"), or a value on one side of a pair of
// qualifiers that the passage gives another: "3% before tax" against "4%
// before tax and 3% after tax" (see qualifierPairs). It reports whether
// it did.
func (k *checker) qualifiedApart() bool {
	c := k.c
	for _, pi := range k.used {
		p := &k.ev.Passages[pi]
		e := p.Text
		if !k.claimHasNumberIn(e, 0, int32(len(e.src))) {
			continue // the number checks speak of a count the passage lacks
		}
		for _, ec := range e.conds {
			if ec.to <= ec.from || ec.kind != condPlace && (ec.kind != condValue || qualifierPairs[ec.cue] == "") {
				continue
			}
			en := e.numAt(int(ec.valueStart()))
			if en < 0 {
				continue
			}
			for _, cc := range c.conds {
				if cc.kind != condPlace || ec.kind != condPlace {
					continue
				}
				if cn := c.numAt(int(cc.start)); cn >= 0 && e.nums[en].Value != c.nums[cn].Value && k.placeOf(cc, e, ec) {
					k.fail(NumberMismatch, p.span(ec.start, ec.end), "the claim says %s; %s says %s", quote(k.claimText(cc.start, cc.end)), k.where, quote(p.text(ec.start, ec.end)))
					return true
				}
			}
			if ec.kind != condValue {
				continue
			}
			// The claim's number right before the same qualifier and
			// the same first word after it.
			for at := 0; ; at++ {
				i := indexFold(c.src[at:], " "+ec.cue+" ")
				if i < 0 {
					break
				}
				at += i
				cn := numberRightBefore(c.Text, int32(at))
				w, _ := wordAfter(c.src, at+1+len(ec.cue))
				if cn < 0 || c.nums[cn].Value == e.nums[en].Value || !strings.EqualFold(w, e.toks[ec.from].word) {
					continue
				}
				k.fail(NumberMismatch, p.span(ec.value, ec.end), "the claim says %s; %s says %s", quote(k.claimText(int32(c.nums[cn].Start), int32(at+1+len(ec.cue)+1+len(w)))), k.where, quote(p.text(ec.value, ec.end)))
				return true
			}
		}
	}
	return false
}

// placeOf reports whether each word of the claim's condition cc is a
// word of condition ec of passage e.
func (k *checker) placeOf(cc cond, e *Text, ec cond) bool {
	for i := cc.from; i < cc.to; i++ {
		if !slices.ContainsFunc(e.toks[ec.from:ec.to], func(u tok) bool { return k.c.matches(i, &u) }) {
			return false
		}
	}
	return true
}

// conditionFlips fails a claim that states a condition of a chosen
// passage the other way round: "if" or "when" where the passage says
// "unless" ("The plan renews if the owner cancels" against "renews
// unless the owner cancels"), or "unless" where it says "if". A claim
// that states as a fact what a passage gives only as a condition ("The
// owner cancels") is left unverified. It reports whether it failed the
// claim.
func (k *checker) conditionFlips() bool {
	c := k.c
	for _, pi := range k.used {
		p := &k.ev.Passages[pi]
		e := p.Text
		for ci, cd := range e.conds {
			sign := condSign(cd.cue)
			if sign == 0 || longerCond(e.conds, ci) {
				continue
			}
			// The claim words the condition's words took, in the claim's
			// order, and whether the claim has words outside it.
			first, last, in, out := -1, -1, 0, 0
			for i, j := range k.at[pi] {
				switch {
				case j < 0 || c.toks[i].dup || conditionWords[e.toks[j].word]:
					// The cue's own words ("provided") are no part of
					// what it states.
				case j >= cd.from && j < cd.to && innermostCond(e, j) == ci:
					if first < 0 {
						first = i
					}
					last = i
					in++
				default:
					out++
				}
			}
			if in < 2 && !(in == 1 && cd.to-cd.from == 1) || c.toks[first].seg != c.toks[last].seg {
				continue
			}
			claimSign, at := c.condSignAt(first)
			switch {
			case claimSign != 0 && claimSign != sign && k.mainFlipped(pi, cd):
				// Both turned: "does not renew if the owner cancels" is
				// "renews unless the owner cancels".
			case claimSign != 0 && claimSign != sign:
				claimText := c.src[at:c.toks[last].end]
				k.fail(NegationMismatch, p.span(cd.start, cd.end), "%s says %s; the claim says %s", k.where, quote(p.text(cd.start, cd.end)), quote(claimText))
				return true
			case claimSign == sign:
				if i, ok := k.mainWaived(pi, cd); ok {
					// "The fee is waived unless …" against "A fee applies
					// unless …": the claim turns what holds, not its case.
					k.fail(NegationMismatch, p.span(cd.start, cd.end), "the claim says %s is waived %s; %s says it holds %s", quote(c.src[c.toks[i].start:c.toks[i].end]), quote(c.src[at:c.toks[last].end]), k.where, quote(p.text(cd.start, cd.end)))
					return true
				}
			case claimSign == 0 && out == 0 && cd.to-cd.from < maxScope:
				// The condition's clause ended on its own: what follows
				// its cue is no main clause it swallowed.
				k.doubt(ConditionDropped, p.span(cd.start, cd.end), "%s says it only as a condition: %s", k.where, quote(p.text(cd.start, cd.end)))
			}
		}
	}
	return false
}

// mainFlipped reports whether a claim word that passage pi holds before
// its condition cd is negated where the passage's is not, or the other
// way round, or waived where the passage's is not: "the fee is waived if
// you keep a balance of $1,500" is "a fee applies unless you keep a
// balance of $1,500".
func (k *checker) mainFlipped(pi int, cd cond) bool {
	e := k.ev.Passages[pi].Text
	for i, j := range k.at[pi] {
		if j >= 0 && j < cd.from && k.c.toks[i].negated() != e.toks[j].negated() {
			return true
		}
	}
	_, ok := k.mainWaived(pi, cd)
	return ok
}

// mainWaived returns the claim word that passage pi holds before its
// condition cd, which the claim says is waived and the passage does not,
// and whether there is one: "fee" of "the fee is waived unless …"
// against "a fee applies unless …".
func (k *checker) mainWaived(pi int, cd cond) (int, bool) {
	e := k.ev.Passages[pi].Text
	for i, j := range k.at[pi] {
		if j < 0 || j >= cd.from {
			continue
		}
		if _, ok := waivedAt(k.c.Text, i, waivedAfters); ok {
			if _, ok := waivedAt(e, j, waivedAfters); !ok {
				return i, true
			}
		}
	}
	return -1, false
}

// innermostCond returns the index of the last condition of t that holds
// token i in its scope ("if" of "unless if otherwise"), or -1.
func innermostCond(t *Text, i int) int {
	in := -1
	for ci, cd := range t.conds {
		if i >= cd.from && i < cd.to {
			in = ci
		}
	}
	return in
}

// condSign returns 1 for a condition cue that says when something holds
// ("if", "provided that"), -1 for "unless", and 0 for the others.
func condSign(cue string) int {
	switch {
	case cue == "unless":
		return -1
	case positiveConditions[cue]:
		return 1
	}
	return 0
}

// positiveConditions are the conditionCues that say when something holds,
// and the claim's words that may say so too ("when the owner cancels").
var positiveConditions = setOf2(`if|only if|provided|provided that|providing that|as long as|so long as|on condition that|
in the event that|when|whenever|once`)

// condSignAt returns the sign of the condition cue (see condSign) that
// holds token i of t in its scope, or else that opens its clause past the
// function words before it ("when the owner cancels"), and the cue's
// offset; 0 where none does.
func (t *Text) condSignAt(i int) (int, int) {
	if ci := innermostCond(t, i); ci >= 0 && condSign(t.conds[ci].cue) != 0 {
		return condSign(t.conds[ci].cue), int(t.conds[ci].start)
	}
	at := t.toks[i].start
	for range 4 {
		w, j := lastWordBefore(t.src, at)
		if w == "" {
			break
		}
		if s := condSign(w); s != 0 {
			return s, j
		}
		if !stopwords[English][w] {
			break
		}
		at = int32(j)
	}
	return 0, 0
}

// verbOfObject reports whether English word w is a verb whose object a noun
// right after it is: "approve" of "approve expense claims under $500".
func verbOfObject(w string) bool {
	return w != "" && !stopwords[English][w] && (verbForm(w) || verb(w))
}

// restrictions leaves unverified a claim that drops a bound by which a
// chosen passage restricts the noun it says something of, in a clause of
// the passage the claim speaks of: "Shipping is free" against "Shipping
// is free on orders over $50", "Orders ship free" against "Orders over
// $50 ship free", "Managers approve expense claims" against "Managers
// approve expense claims under $500". A claim with a number of the bound's kind
// is checked against the bound by the number checks instead ("on orders
// over $40").
func (k *checker) restrictions() {
	c := k.c
	if c.lang != English {
		return
	}
	for _, pi := range k.used {
		p := &k.ev.Passages[pi]
		e := p.Text
		for _, b := range e.bounds {
			if b.window || b.pair || e.inException(b.start) {
				continue // "except for orders over $500" is a condition's
			}
			at, ok := e.restrictedAt(b)
			if !ok {
				continue
			}
			w, wb := lastWordBefore(e.src, int32(at))
			lead := at // where the noun's phrase starts
			if w == "only" || w == "each" || w == "every" || w == "any" || w == "all" {
				lead = wb
				w, wb = lastWordBefore(e.src, int32(wb)) // "Only residents over 65 are eligible", "to each transaction over $1,000"
			}
			if !domainPrepositions[w] && !opensText(e.src, lead) && !verbOfObject(w) {
				continue // "a village of fewer than 1000 people" is a village
			}
			t := e.nums[b.tok]
			q, ok := quantityOf(t, false)
			j := e.lastWordBefore(at + 1)
			if j < 0 && len(e.toks) > 0 {
				j = 0 // the noun that opens the text
			}
			if a, _ := lastWordBefore(e.src, int32(wb)); (a == "and" || a == "or") && !k.claimSaysAt(e, int32(at)) {
				continue // "for seniors and for children under 5": the claim's are seniors
			}
			if by, _ := lastWordBefore(e.src, b.start); !ok || q.dim == dimTime && by != "by" || isYearTok(t) || k.givesBound(q, t) || !k.speaksOf(pi, j, -1) {
				continue
			}
			if rn := sort.Search(len(e.toks), func(x int) bool { return int(e.toks[x].start) >= at }); domainPrepositions[w] && k.ownDomain(pi, w, rn) {
				continue // "costs $12 for adults" against "free for children under 5 and costs $12 for adults"
			}
			end := t.End + len(unitText(e.src, t.End))
			if w, _ := lastWordBefore(e.src, b.start); q.dim == dimPlain && end == t.End && (w == "with" || w == "of") {
				if j := tokenAfter(e, t.End); j >= 0 && int(e.toks[j].start) == t.End+1 {
					end = int(e.toks[j].end) // what it counts: "more than 250 staff"
				}
			}
			k.doubt(ConditionDropped, p.span(int32(at), int32(end)), "%s says it of %s only", k.where, quote(e.src[at:end]))
			return
		}
	}
}

// afterCountDropped leaves unverified an English claim that drops the
// allowance after which the best passage says what it says: "Withdrawals
// cost $2" against "After the first three withdrawals, each costs $2" or
// "Each withdrawal costs $2 after the first three". A time after which
// ("after the first 30 days") is the windows' and offsets' to read, and
// "after 13 episodes" says when, no allowance.
func (k *checker) afterCountDropped() {
	p, c := k.englishBest(), k.c
	if p == nil || hasWordFold(c.src, "after") {
		return
	}
	e := p.Text
	for _, m := range e.nums {
		if m.Kind != numbers.Integer || isYearTok(m) {
			continue
		}
		w, at := wordBeforeNumber(e.src, m.Start)
		if w != "first" {
			continue // "after 13 episodes" says when, no allowance
		}
		if w, at = lastWordBefore(e.src, int32(at)); w == "the" {
			w, at = lastWordBefore(e.src, int32(at))
		}
		if w != "after" || slices.ContainsFunc(c.nums, func(t numbers.Token) bool { return t.Value == m.Value }) {
			continue
		}
		end := int32(m.End)
		if j := tokenAfter(e, m.End); j >= 0 && adjacent(e.src, int32(m.End), e.toks[j].start) {
			if timeUnits[strings.TrimSuffix(e.toks[j].word, "s")] {
				continue
			}
			end = e.toks[nounRunEnd(e, j)].end // "three withdrawals", "four Kel cash withdrawals"
		}
		k.doubt(ConditionDropped, p.span(int32(at), end), "%s says it only %s; the claim does not", k.where, quote(e.src[at:end]))
		return
	}
}

// ownDomain reports whether the claim gives a noun after preposition w
// that passage pi gives after w too, elsewhere than its word j, the noun
// a bound restricts: the claim speaks of another domain.
func (k *checker) ownDomain(pi int, w string, j int) bool {
	c, e := k.c, k.ev.Passages[pi].Text
	for i, m := range k.at[pi] {
		if m >= 0 && m != j && wordBeforeThe(c.src, c.toks[i].start) == w && wordBeforeThe(e.src, e.toks[m].start) == w {
			return true
		}
	}
	return false
}

// opensText reports whether the noun at byte at of src is the subject
// that opens the text: nothing before it but names and an article
// ("Orders over $50 ship free", "The Orrin orders over $50 ship free").
func opensText(src string, at int) bool {
	for n := 0; n < 4; n++ {
		w, j := lastWordBefore(src, int32(at))
		switch {
		case w == "":
			return strings.TrimSpace(src[:at]) == ""
		case articles[w] && n == 0:
			at = j // "The"
		case 'A' <= src[j] && src[j] <= 'Z' && (strings.TrimSpace(src[:j]) != "" || len(cachedBases(w)) == 0):
			at = j // "Orrin"; a common word that opens the text is none: "Sales were over $60 million"
		default:
			return false
		}
	}
	return false
}

// hedgeList holds the words that say that what follows holds most of the
// time, not always: "usually processed within 5 days"; hedgeWords is its
// set.
var hedgeList = [...]string{"usually", "typically", "generally", "normally", "often", "sometimes", "occasionally", "mostly"}

var hedgeWords = setOf(strings.Join(hedgeList[:], " "))

// hedgeDropped leaves unverified an English claim that states a value as
// always so where the best passage hedges it: a word of hedgeWords right
// before the passage's word of the claim's verb, with a number of the
// claim after it ("Refunds are processed within 5 business days" against
// "Refunds are usually processed within 5 business days"), or right
// before the claim's value ("is typically 3 days"). A hedge of another
// word ("often referred to as") is not the claim's.
func (k *checker) hedgeDropped() {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.nums) == 0 || !p.Text.hasPhrase(phraseHedge) {
		return // the common case: a passage that hedges nothing
	}
	e := p.Text
	// hedge reports the hedge right before byte at of the passage, and
	// where it starts.
	hedge := func(at int32) (string, int32, bool) {
		w, j := lastWordBefore(e.src, at)
		return e.src[j : j+len(w)], int32(j), hedgeWords[w]
	}
	found := func(h string, from, end int32) {
		for _, w := range hedgeList {
			if hasWordFold(c.src, w) {
				return // the claim hedges too
			}
		}
		k.doubt(ConditionDropped, p.span(from, end), "%s says %s; the claim drops %q", k.where, quote(p.text(from, end)), h)
	}
	for i, j := range k.bestAt() {
		if j < 1 || !hedgeWords[e.toks[j-1].word] || c.toks[i].is(fName) || !spacesOnly(between(e.src, e.toks[j-1].end, e.toks[j].start)) {
			continue
		}
		if !c.toks[i].verbForm() && !c.toks[i].verb() {
			continue
		}
		u := &e.toks[j-1]
		for _, n := range c.nums {
			if int32(n.Start) > c.toks[i].end && !strings.ContainsAny(c.src[c.toks[i].end:n.Start], ",;") {
				found(e.src[u.start:u.end], u.start, e.toks[j].end)
				return
			}
		}
	}
	for _, n := range c.nums {
		for _, m := range e.nums {
			if m.Value != n.Value {
				continue
			}
			if h, from, ok := hedge(int32(m.Start)); ok {
				found(h, from, int32(m.End))
				return
			}
		}
	}
}

// caps leaves unverified a claim that drops the cap the best passage
// puts on what the claim's words say, in their clause: "The policy covers
// dental care" against "The policy covers dental care up to $1,000 a
// year". A claim with a number of the cap's kind is checked against it
// by the number checks instead.
func (k *checker) caps() {
	p := k.englishBest()
	if p == nil || len(k.soft) > 0 {
		return
	}
	e := p.Text
	for _, b := range e.bounds {
		if !capPhrase(b.phrase) {
			continue
		}
		t := e.nums[b.tok]
		q, ok := quantityOf(t, false)
		if !ok || q.dim == dimTime || k.givesKind(q) || e.inException(b.start) {
			continue
		}
		// The claim's words stand before the cap in its clause: what it
		// caps.
		last := -1
		for _, j := range k.bestAt() {
			if j < 0 {
				continue
			}
			if e.toks[j].start < b.start {
				last = max(last, j)
			}
		}
		if last < 0 || strings.ContainsAny(between(e.src, e.toks[last].end, b.start), ",;:.()") {
			continue
		}
		if w, _ := lastWordBefore(e.src, b.start); w == "by" || directionOf(w) != 0 {
			continue // "cut up to 500 jobs", "rose by as much as 5%": the change is said, its size capped
		}
		if slices.ContainsFunc(e.toks, func(u tok) bool { return u.start > int32(t.End) && u.seg == e.toks[last].seg && k.claimSays(&u) }) {
			continue // the claim's words after the cap: what it counts
		}
		end := t.End + len(unitText(e.src, t.End))
		if _, text, ok := rateAfter(e.src, end); ok && strings.HasPrefix(e.src[end:], text) {
			end += len(text) // " a year"
		}
		k.doubt(ConditionDropped, p.span(b.start, int32(end)), "%s caps it: %s", k.where, quote(e.src[b.start:end]))
		return
	}
}

// capPhrase reports whether bound phrase s opens with a word of capWords:
// "up to $1,000".
func capPhrase(s string) bool {
	for w := range capWords {
		if strings.HasPrefix(s, w+" ") {
			return true
		}
	}
	return false
}

// domainPrepositions open the noun a passage says something of: "free on
// orders over $50", "a discount for members over 65", "reduced mortality
// in patients under 65".
var domainPrepositions = setOf(`on for to with at in among`)

// givesKind reports whether the claim has a number comparable with q.
func (k *checker) givesKind(q quantity) bool {
	for _, t := range k.c.nums {
		for _, cq := range claimQuantities(t).all() {
			if comparable(q, cq) {
				return true
			}
		}
	}
	return false
}

// givesBound reports whether the claim has a number comparable with q,
// the passage's bounded number t, that it bounds too or that is t's
// value: "Orders over $60 ship free" speaks of its own bound, "The fee
// is $10 per transaction" of no bound of "transactions over $1,000".
func (k *checker) givesBound(q quantity, t numbers.Token) bool {
	for ti, n := range k.c.nums {
		if !k.c.isBounded(ti) && n.Value != t.Value {
			continue
		}
		for _, cq := range claimQuantities(n).all() {
			if comparable(q, cq) {
				return true
			}
		}
	}
	return false
}

// speaksOf reports whether a claim word other than its word except (-1
// for none) matches a word of passage pi in the clause of its word j.
func (k *checker) speaksOf(pi, j, except int) bool {
	e := k.ev.Passages[pi].Text
	if j < 0 {
		return false
	}
	for i, m := range k.at[pi] {
		if i != except && m >= 0 && e.toks[m].seg == e.toks[j].seg {
			return true
		}
	}
	return false
}
