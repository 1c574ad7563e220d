package support

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/verbatim-go/verbatim/internal/lexicon"
	"github.com/verbatim-go/verbatim/numbers"
)

// maxClaimNumbers bounds the numbers of a claim that are checked one by
// one. A claim with more, a table pasted into a sentence, is at best
// unverified: its first maxClaimNumbers numbers can still fail it.
const maxClaimNumbers = 256

// numbers checks the claim's numbers, digits and words, against the chosen
// passages.
func (k *checker) numbers() {
	c := k.c
	ps := k.chosen()
	if len(ps) == 0 {
		return
	}
	// The numbers of the claim that no chosen passage grounds, from the
	// best passage's list, where they carry the number a reader would
	// compare them with.
	var missing []numbers.Missing
	grounded := &k.grounded
	for n, p := range ps {
		m := k.missingIn(p)
		if n == 0 {
			missing = m
		}
		k.markGrounded(grounded, m)
		if len(m) == 0 {
			break // the passage grounds every number the index reads: the rest can add none
		}
	}
	if n := len(c.nums); n > maxClaimNumbers {
		k.doubt(AnchorAbsent, k.bestSpan(), "the claim has %d numbers; only its first %d are checked", n, maxClaimNumbers)
	}
	eq := k.evidenceQuantities(ps)
	var sameBuf [8]*evQty // the passages' numbers of the value of each claim number in turn
	for ti, t := range c.nums {
		if k.full() || ti == maxClaimNumbers {
			break
		}
		if c.inIdent(t) {
			continue // Flight 1549: the identifier is checked as one
		}
		if slices.Contains(k.recurs, int32(t.Start)) {
			continue // "every two weeks" on "fortnightly": the recurrences compared
		}
		if !grounded.has(t.Start) && !c.words[ti] && len(sameValued(t, eq)) == 0 && deniedAnchor(c.Text, int32(t.Start)) {
			// "born in a month other than January", "was not born in
			// January": another value in the passage does not contradict
			// a denial, nor prove it.
			k.doubt(AnchorAbsent, k.bestSpan(), "the claim denies %s, which %s does not give", t.Text, k.where)
			continue
		}
		if w := k.datingVerb(ti); w != nil {
			if l, ok := k.life(); ok {
				end, isLife := lifeEvent(w)
				if l.other != "" {
					if meetsBirth(t, l) {
						// "born in 1950" against "married Tom Hale (born 1950)".
						k.doubt(AnchorAbsent, l.p.span(l.span[0][0], l.span[0][1]), "%s gives %s as the birth of %s", k.where, l.text[0], l.other)
						continue
					}
				} else if isLife && k.checkLife(ti, end, l) {
					continue
				} else if (!isLife || end != 0) && k.bornOnly(t, l, eq) {
					// "died in 1968" or "married in 1968" against "(born
					// 9 August 1968)": the year is the birth's.
					k.doubt(AnchorAbsent, l.p.span(l.span[0][0], l.span[0][1]), "%s gives %s as the birth", k.where, l.text[0])
					continue
				}
			}
		}
		if grounded.has(t.Start) && k.startEndApart(t) {
			continue // "valid until 31 March" against "valid from 31 March"
		}
		if (grounded.has(t.Start) || c.isBounded(ti)) && k.checkVerbDate(ti) {
			continue // "ended in 1778" against "began in 1778 and ended in 1779"
		}
		if grounded.has(t.Start) && k.nounDated(t) {
			continue // "retired in 2010" against "from 2010 until her retirement in 2018"
		}
		if k.rangeClock(ti) {
			continue // "2 pm" against "between 2:00 and 4:00 pm"
		}
		if !grounded.has(t.Start) && k.compactDuration(t, ps) {
			continue // "30 seconds" against "30s"
		}
		if !grounded.has(t.Start) && k.singleCount(t) {
			continue // "one dose" against "a single dose"
		}
		if !grounded.has(t.Start) && k.sameInUnits(ti, eq) {
			continue // "two weeks" against "14 days"
		}
		if !grounded.has(t.Start) && k.doseGrounds(t) {
			continue // "4 tablets a day" against "2 tablets twice a day"
		}
		if !grounded.has(t.Start) && k.inCents(ti, eq) {
			continue // "$0.55" against "55 cents"
		}
		if !grounded.has(t.Start) && k.ambiguousDate(t) {
			continue // "03/05/2025" against "3 May 2025"
		}
		if !grounded.has(t.Start) && k.rateOtherPeriod(t, eq) {
			continue // "$10 per month" against "$120 per year"
		}
		if !grounded.has(t.Start) && k.roundedShare(t, eq, c.words[ti]) {
			continue // "67%" against "two-thirds", "one in three" against "33%"
		}
		if !grounded.has(t.Start) && k.approximately(ti, eq) {
			continue // "about $20" against "$19.99"
		}
		if !grounded.has(t.Start) {
			if held, apart, ok := k.differenceOf(t); ok {
				// "The Pro plan costs $15 more than the Basic plan" on
				// "Basic costs $10 and Pro $25": the difference of two.
				if held {
					k.ground(t)
				} else {
					k.doubt(AnchorAbsent, k.bestSpan(), "%s", apart)
				}
				continue
			}
		}
		if !grounded.has(t.Start) && k.periodLength(ti) {
			continue // "lasted six years" against "from 1939 to 1945"
		}
		if b, ok := c.boundOf(ti); ok && !b.window && claimQuantities(t).n == 0 && k.dayBound(t, b, eq) {
			continue // "born before September 10th" against "born September 8, 1982"
		}
		if b, ok := c.boundOf(ti); ok && !b.window && claimQuantities(t).n > 0 {
			k.checkBound(t, b, eq, ps)
			if e := k.boundedBy[t.Start]; e != nil && len(k.hard) == 0 {
				k.partBound(ti, b, e)
			}
			if e := k.boundedBy[t.Start]; e != nil && e.tok.Value == t.Value && len(k.hard) == 0 {
				k.countOfOther(t, appendSameValued(sameBuf[:0], t, eq), eq) // "up to 10 DVDs" against "up to 10 books, and up to 3 DVDs"
			}
			continue
		}
		if !grounded.has(t.Start) && k.writtenAsID(t, ps) {
			continue // "the third quarter" against "Q3", "fiscal 2024" against "FY2024"
		}
		same := appendSameValued(sameBuf[:0], t, eq)
		if !grounded.has(t.Start) && !c.words[ti] && t.Kind == numbers.Integer && slices.ContainsFunc(same, func(e *evQty) bool { return e.word && e.tok.Kind == t.Kind }) {
			// "7" against "seven", wherever the passage writes it: as
			// grounded as the digits would be, and checked as they are.
			grounded.add(t.Start)
		}
		if grounded.has(t.Start) && len(same) == 0 && t.Kind == numbers.Integer && !dated(t) && !c.words[ti] {
			// "20 users" is not grounded by "$20" or "20%", which the
			// passages give and no 20 of its own: a count is no amount
			// of money nor a share.
			money, plainToo := false, false
			for i := range eq {
				switch n := &eq[i].tok; n.Kind {
				case numbers.Currency, numbers.Percent:
					money = money || n.Kind == numbers.Currency && strings.HasSuffix(n.Value, " "+t.Value) || n.Value == t.Value+"%"
				default:
					plainToo = plainToo || strings.Contains(n.Text, t.Text)
				}
			}
			if j := tokenAfter(c.Text, t.End); money && !plainToo && j >= 0 && int(c.toks[j].start) == t.End+1 && c.toks[j].noun() {
				grounded.remove(t.Start)
			}
		}
		if grounded.has(t.Start) && len(same) == 0 && k.signDropped(t, eq) {
			continue // "averages 4°C" against "averages -4°C"
		}
		if grounded.has(t.Start) && len(same) > 0 {
			stays, decided := k.unitsOfValue(t, same, eq)
			if !stays {
				grounded.remove(t.Start) // "every 4 hours" is not grounded by "4 g"
				same = nil
			}
			if decided {
				continue // "10 weeks" against "10 days"
			}
		}
		if k.rangeUnitsApart(ti) {
			continue // "3 to 5 days" against "3–5 business days"
		}
		if (grounded.has(t.Start) || c.words[ti]) && !c.isBounded(ti) && k.rangeEndOnly(t) {
			continue // "takes 7 days" against "takes 5 to 7 days", "every four hours" against "every 4 to 6 hours"
		}
		if grounded.has(t.Start) && k.changeRoles(t, same) {
			continue // "fell by $200 million" against "fell to $200 million"
		}
		if grounded.has(t.Start) && k.thenOnly(t, same) {
			continue // "a rate of 5.5%" against "4.5% for the first two years, then 5.5%"
		}
		if (grounded.has(t.Start) || c.words[ti]) && k.partValueOnly(ti, t, same) {
			continue // "The notice period is one month" against "one month during probation and three months afterwards"
		}
		if (!c.words[ti] || t.Kind == numbers.Percent || inPointsAfter(c.src, t.End)) && k.changeAmount(t, same) {
			continue // "rose by $20 million" against "rose from $100 million to $120 million"
		}
		if grounded.has(t.Start) && k.otherInBest(t, same) {
			continue // "renews for successive 24-month periods" against "runs for 24 months" and "renews for successive 12-month periods"
		}
		if !grounded.has(t.Start) && k.marginOf(t) {
			continue // "passed by 13 votes" against "a vote of 27 to 14"
		}
		if k.wholeOnly(t, same) {
			continue // "convicted on three counts" against "on two of the three counts"
		}
		if k.includedOnly(t, same) {
			continue // "published 7 novels" against "published 54 novels, including seven under a pen name"
		}
		if k.countApart(t, same, eq) {
			continue // "once a day" against "one tablet twice a day"
		}
		if !grounded.has(t.Start) && !c.isBounded(ti) {
			if held, end, apart, ok := k.intervalOf(t); ok {
				// "approved in 2019, two years after the trial ended" on
				// "The trial ended in 2017, and the drug was approved in
				// 2019": the time between the passage's two dates.
				if held {
					k.ground(t)
					k.numberWords = append(k.numberWords, int32(t.End+1)) // "years" of "two years", said by the dates
				} else {
					k.doubt(AnchorAbsent, k.bestSpan(), "the claim says %q; %s gives %s", k.claimText(int32(t.Start), int32(end)), k.where, apart)
				}
				continue
			}
		}
		if c.words[ti] {
			k.checkNumWord(t, eq)
			continue
		}
		if grounded.has(t.Start) {
			if k.checkClause(ti) {
				continue // "Revenue rose 12%" against "Revenue rose 5% while costs rose 12%"
			}
			if b, ok := c.boundOf(ti); ok && k.boundedOtherWay(t, b, eq) {
				continue
			}
			if k.eraAbsent(t, eq) {
				continue // "died in 25 BC" against "died in 25"
			}
			if k.ratesApart(t, same) {
				continue // "$25 per month" against "$25 per year"
			}
			if k.untilOther(t, eq) {
				continue // "runs until 2027" against "runs until 2025, with an option to extend to 2027"
			}
			if k.boundOnly(t, same) {
				continue // "40 countries" against "more than 40 countries"
			}
			if k.windowOfOther(ti, t, same, eq) {
				continue // "up to 180 days" against "up to 90 days within any 180-day period"
			}
			if k.valueUnitsApart(t, same) {
				continue // "within 5 days" against "within 5 business days"
			}
			if k.rateDropped(t, same) {
				continue // "costs $10" against "costs $10 per month"
			}
			if k.perItemDropped(t, same) {
				continue // "costs $500" against "costs $500 per module"
			}
			if k.countOfOther(t, same, eq) {
				continue // "200 rooms" against "200 suites and 50 rooms"
			}
			if k.compoundPart(t) {
				continue // "takes 3 hours" against "takes 3 hours and 40 minutes"
			}
			if k.baseOnly(t, same) {
				continue // "was $1.9 billion" against "$2.3 billion, up from $1.9 billion"
			}
			if k.rateUnsaid(t, same) {
				continue // "8% a year" against "8% in its best year"
			}
			if k.amountOfCount(t, eq) {
				continue // "Revenue was $12 million" against "$15 million across 12 markets"
			}
			if k.partSaysIt(t, same) {
				continue // "12 weeks at full pay" against "12 weeks, of which the first 6 weeks are at full pay"
			}
			k.ground(t)
			continue
		}
		var mi *numbers.Missing // the last of missing at t, read here, for the few numbers that come this far
		for j := len(missing) - 1; j >= 0; j-- {
			if missing[j].Start == t.Start {
				mi = &missing[j]
				break
			}
		}
		k.checkMissing(t, mi, eq, ps)
	}
	k.checkMonths(eq, ps)
	k.numbersRead = true
}

// numbersOf runs part n of the checks of numbers that compare the claim's
// values with each other and with the passages' as a whole, once numbers
// has checked each value. They run in parts, each a phase of CheckAll.
func (k *checker) numbersOf(n int) {
	if !k.numbersRead {
		return
	}
	switch n {
	case 0:
		k.checkRanks()
		k.checkYearsOfNames()
		k.checkPairs()
		k.checkMonthPairs()
		k.checkOrdinalPairs()
		k.deadlineMoved()
		k.numbersCrossed()
		k.checkRelativePairs()
		k.valuesApart()
		k.countedApart()
		k.dosesApart()
		k.uncountedRate()
	case 1:
		k.verbValuesApart()
		k.valueOwnersApart()
		k.checkOwners()
		k.identOwners()
		k.ofOwnersApart()
		k.periodsApart()
		k.yearsApart()
		k.checkFromTo()
		k.checkOrder()
		k.checkFactors()
		k.checkDirectionValues()
		k.stasisApart()
		k.basesApart()
	case 2:
		k.allOfCountApart()
		k.yearOfWord()
		k.namedChangeApart()
		k.namesCompared()
		k.identsCompared()
		k.kindsCompared()
		k.presentValue()
		k.oneUnit()
		k.timeSides()
	}
}

// restSaid reports whether English passage e says the time on side side
// of another in a word of its own ("later orders", "earlier bookings"),
// and a word of the claim only after it: "next" of "later orders ship the
// next business day".
func (k *checker) restSaid(e *Text, side int) bool {
	words := []string{"later", "afterwards", "thereafter"}
	if side < 0 {
		words = []string{"earlier"}
	}
	for _, w := range words {
		at := wordIndexFold(e.src, w)
		if at < 0 {
			continue
		}
		for i := range k.c.toks {
			if k.c.toks[i].is(fName) {
				continue
			}
			after := slices.ContainsFunc(e.toks, func(u tok) bool { return int(u.start) > at && k.c.matches(i, &u) })
			before := slices.ContainsFunc(e.toks, func(u tok) bool { return int(u.start) < at && k.c.matches(i, &u) })
			if after && !before {
				return true
			}
		}
	}
	return false
}

// timeSides fails an English claim that puts a time of day on one side,
// "before", "after", "by" or "until" it, where the best passage puts the
// same time on the other: "Orders placed after 2pm ship the same day"
// against "before 2pm"; and leaves unverified one the passage gives at the
// time itself ("departs after 9pm" against "departs at 9pm"). The bound
// checks read amounts and dates; a time of day has no quantity of theirs.
func (k *checker) timeSides() {
	c, p := k.c, k.englishBest()
	if p == nil || k.full() {
		return
	}
	e := p.Text
	for _, t := range c.nums {
		if t.Kind != numbers.Time {
			continue
		}
		side := timeSide(c.src, t)
		if side == 0 {
			continue
		}
		if k.sideSaidToo(e, t, side) {
			continue // "before 2 pm" said too, where more of the claim is
		}
		for _, m := range e.nums {
			if m.Kind != numbers.Time || m.Value != t.Value {
				continue
			}
			es := timeSide(e.src, m)
			w, at := lastWordBefore(e.src, int32(m.Start))
			switch {
			case es == -side && k.restSaid(e, side):
				// "Orders placed after noon ship the next day" against
				// "Orders placed before noon ship the same day; later
				// orders ship the next business day": the passage says
				// the other side in a word of its own.
				end := m.End + sidePhrase(e.src[m.End:])
				k.doubt(ConditionDropped, p.span(int32(at), int32(end)), "%s says %q, and the rest in other words; the claim says %q", k.where, e.src[at:end], k.claimText(int32(wordStart(c.src, t.Start)), int32(t.End)))
				return
			case es == -side:
				end := m.End + sidePhrase(e.src[m.End:])
				k.fail(AntonymMismatch, p.span(int32(at), int32(end)), "%s says %q; the claim says %q", k.where, e.src[at:end], k.claimText(int32(wordStart(c.src, t.Start)), int32(t.End)))
				return
			case es == 0 && (w == "at" || w == "on"):
				k.doubt(ConditionDropped, p.span(int32(at), int32(m.End)), "%s says %q; the claim says %q", k.where, e.src[at:m.End], k.claimText(int32(wordStart(c.src, t.Start)), int32(t.End)))
				return
			}
		}
	}
}

// sideSaidToo reports whether English text e puts time t of the claim on
// the claim's side, in a part that holds at least as many of the claim's
// other words as each part that puts it on the other: "Orders placed
// before 2 pm ship the same day" against "… before 2 pm ship the same
// day; orders placed after 2 pm ship the next business day".
func (k *checker) sideSaidToo(e *Text, t numbers.Token, side int) bool {
	cuts := e.conjunctCuts()
	words := func(part int) int {
		n := 0
		for i := range k.c.toks {
			if slices.ContainsFunc(e.toks, func(u tok) bool { return conjunctOf(cuts, u.start) == part && k.c.matches(i, &u) }) {
				n++
			}
		}
		return n
	}
	same, other := -1, -1 // the most claim words of a part on each side
	for _, m := range e.nums {
		if m.Kind != numbers.Time || m.Value != t.Value {
			continue
		}
		switch es := timeSide(e.src, m); es {
		case side:
			same = max(same, words(conjunctOf(cuts, int32(m.Start))))
		case -side:
			other = max(other, words(conjunctOf(cuts, int32(m.Start))))
		}
	}
	return same >= 0 && same >= other
}

// timeSide returns the side of time of day t of src that the word before
// it, or the phrase after it, puts a thing on: -1 before it ("before",
// "by", "until", "at 11:00 at the latest"), +1 after it ("after", "at the
// earliest"), 0 for none.
func timeSide(src string, t numbers.Token) int {
	switch w, _ := lastWordBefore(src, int32(t.Start)); w {
	case "before", "by", "until", "till":
		return -1
	case "after":
		return +1
	}
	if n := sidePhrase(src[t.End:]); n > 0 {
		if strings.HasSuffix(src[t.End:t.End+n], "latest") {
			return -1
		}
		return +1
	}
	return 0
}

// sidePhrase returns the length of " at the latest" or " at the earliest"
// where rest, the text after a time, opens with one; 0 otherwise.
func sidePhrase(rest string) int {
	for _, p := range [...]string{" at the latest", " at the earliest"} {
		if len(rest) >= len(p) && strings.EqualFold(rest[:len(p)], p) {
			return len(p)
		}
	}
	return 0
}

// wordStart returns where the word before byte at of src starts.
func wordStart(src string, at int) int {
	_, j := lastWordBefore(src, int32(at))
	return j
}

// timeUnits are the English units of time a claim may count one of with
// "a" or "an": "within an hour", "for a week".
var timeUnits = setOf(`second minute hour day week month year decade century`)

// oneUnit fails an English claim that counts one unit of time with "a"
// or "an" ("works within an hour", "lasted a week") where the best passage
// has a number of that unit in its place: "within three hours", "two
// weeks". A rate ("$10 a month", "once a week") is not a count.
func (k *checker) oneUnit() {
	c, p := k.c, k.englishBest()
	if p == nil || len(p.Text.nums) == 0 || k.full() {
		return
	}
	e, at := p.Text, k.at[k.used[0]]
	for i, j := range at {
		t := &c.toks[i]
		if j < 0 || !timeUnits[t.word] {
			continue
		}
		w, b := lastWordBefore(c.src, t.start)
		if w != "a" && w != "an" || b > 0 && c.src[b-1] != ' ' || c.numAt(b) >= 0 {
			continue // not the article, a word of its own ("0A month"); or a number, "an hour and a half"
		}
		if v, vb := lastWordBefore(c.src, int32(b)); v == "once" || v == "twice" || v == "times" || v == "half" || v == "quarter" || numberRightBefore(c.Text, int32(b)) >= 0 ||
			numberRightBefore(c.Text, int32(vb)) >= 0 {
			continue // "once a week", "$10 a month", "3 capsules a day": a rate; "half an hour"
		}
		u := &e.toks[j]
		ni := numberRightBefore(e, u.start)
		if ni < 0 || e.nums[ni].Value == "1" || e.nums[ni].Kind != numbers.Integer && e.nums[ni].Kind != numbers.Decimal {
			continue // "8% year on year" counts no years
		}
		m := e.nums[ni]
		k.fail(NumberMismatch, p.span(int32(m.Start), u.end), "the claim says %q; %s says %q", c.src[b:t.end], k.where, e.src[m.Start:u.end])
		return
	}
}

// presentValue fails an English claim that gives a value as it is now
// ("The rate is 5%", "is now 5%") where the best passage gives that value
// as it was ("was 5% in 2019") and another of its kind as it is, of the
// claim's subject or of no subject of its own: "and is now 7%". Where the
// passage gives the value only as it was, the claim is unverified.
func (k *checker) presentValue() {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.nums) == 0 || len(p.Text.nums) == 0 || k.full() {
		return
	}
	e := p.Text
	for _, t := range c.nums {
		tense, _ := tenseBefore(c.src, t.Start)
		if w, _ := lastWordBefore(c.src, int32(t.Start)); w == "costs" {
			tense = 1 // "costs £4.99" gives the price as it is; "cost" may be past
		}
		if tense != 1 || !k.grounded.has(t.Start) {
			continue
		}
		was, is, now := -1, -1, false
		for mi, m := range e.nums {
			tense, be := tenseBefore(e.src, m.Start)
			switch {
			case tense == 1 && m.Value == t.Value:
				now = true // the passage gives it as it is too
			case tense == 1 && m.Kind == t.Kind && k.subjectSaid(e, be):
				is = mi
			case tense == 2 && m.Value == t.Value:
				was = mi
			}
		}
		if now {
			continue
		}
		if was >= 0 && is < 0 {
			_, be := tenseBefore(e.src, e.nums[was].Start)
			k.doubt(AnchorAbsent, p.span(int32(be), int32(e.nums[was].End)), "the claim says %q; %s gives it as it was: %q",
				k.claimText(0, int32(t.End)), k.where, e.src[be:e.nums[was].End])
			return
		}
		if was < 0 || is < 0 {
			continue
		}
		m := e.nums[is]
		_, be := tenseBefore(e.src, m.Start)
		k.fail(NumberMismatch, p.span(int32(be), int32(m.End)), "the claim says %q; %s gives %s as it was and says %q",
			k.claimText(0, int32(t.End)), k.where, e.nums[was].Text, e.src[be:m.End])
		return
	}
}

// tenseBefore reports whether a form of "be" or "have" right before byte
// at of src, past "now", "currently" or "at", is in the present (1: "is now
// 7%", "has 800") or the past (2: "was 5%", "had 500"), or 0; and where the
// form starts.
func tenseBefore(src string, at int) (int, int) {
	w, j := lastWordBefore(src, int32(at))
	for n := 0; n < 2 && (w == "now" || w == "currently" || w == "at" || w == "still"); n++ {
		w, j = lastWordBefore(src, int32(j))
	}
	switch w {
	case "is", "are", "has", "have":
		return 1, j
	case "was", "were", "had":
		return 2, j
	}
	return 0, j
}

// subjectSaid reports whether the form of "be" at byte be of passage e
// has no subject of its own ("and is now 7%"), "it" or "they" ("; it now
// has 800"), or one the claim says.
func (k *checker) subjectSaid(e *Text, be int) bool {
	w, at := lastWordBefore(e.src, int32(be))
	if w == "now" || w == "currently" || w == "still" {
		w, at = lastWordBefore(e.src, int32(at)) // "it now has 800"
	}
	if w == "and" || w == "but" || w == "it" || w == "they" {
		return true // no subject of its own, or one that stands for the one before
	}
	j := e.lastWordBefore(be)
	if j < 0 || int(e.toks[j].end)+1 != be {
		return false
	}
	// Each word of the subject's phrase: "the Orrin fee" is not the
	// Velmora fee.
	for lo := j; lo >= 0 && lo > j-3 && (lo == j || adjacent(e.src, e.toks[lo].end, e.toks[lo+1].start)); lo-- {
		if !ownForm(k.c.Text, &e.toks[lo]) && !k.claimSays(&e.toks[lo]) {
			return false
		}
	}
	return true
}

// checkYearsOfNames fails a claim that gives a name a year where the best
// passage writes that name with another year in parentheses after it:
// "Harbour Lights came out in 2011" against "Northern Lanterns (2011) and
// Harbour Lights (2014)". The claim's year is in the passage, but as
// another name's. A year the passage gives only so, as the year of names
// the claim does not give, leaves a claim that dates a name after its
// subject by it unverified.
func (k *checker) checkYearsOfNames() {
	p := k.best()
	c := k.c
	if p == nil || c.lang != English {
		return
	}
	e := p.Text
	for _, t := range c.nums {
		if !k.grounded.has(t.Start) || !yearText(t.Text) {
			continue
		}
		// The claim's name nearest before the year, in its clause.
		n := -1
		for i := range c.toks {
			if int(c.toks[i].end) > t.Start {
				break
			}
			if c.toks[i].is(fName) {
				n = i
			}
		}
		if n < 0 {
			continue
		}
		if y, _ := parenYear(c.src, int(c.toks[n].end)); y != "" {
			continue // the claim gives the name's year itself: "Lanterns (2012) … in 2014"
		}
		key := nameKey(c.toks[n].word)
		for j := range e.toks {
			u := &e.toks[j]
			if !u.is(fName) || nameKey(u.word) != key {
				continue
			}
			if y, end := parenYear(e.src, int(u.end)); y != "" && y != t.Text {
				lo, _ := nameRun(e, j)
				k.fail(NumberMismatch, p.span(u.start, int32(end)), "the claim says %s in %s; %s says %s", nameText(c.Text, &c.toks[n]), t.Text, k.where, e.src[e.toks[lo].start:end])
				return
			}
		}
		if lo, _ := nameRun(c.Text, n); !k.firstName(lo) {
			// The year of a name after the claim's subject ("founded
			// the Harwick label in 2012"), which the passage gives only as
			// another name's ("Lanterns (2012)").
			if name, ok := k.othersYear(t); ok {
				k.doubt(AnchorAbsent, k.bestSpan(), "%s gives %s as the year of %s", k.where, t.Text, name)
			}
		}
	}
}

// othersYear reports whether the best passage gives the claim's year t
// only in parentheses after names the claim does not give, and returns
// the first: "founded the label in 2012" does not stand on "founded the
// label in 2009 and released Lanterns (2012) on it".
func (k *checker) othersYear(t numbers.Token) (string, bool) {
	p := k.best()
	e := p.Text
	name := ""
	for _, en := range e.nums {
		if en.Value != t.Value {
			continue
		}
		j := e.parenAfter(en.Start, en.End)
		if j < 0 || !e.toks[j].is(fName) {
			return "", false // the year stands in the text, not after a name
		}
		lo, hi := nameRun(e, j)
		for m := lo; m <= hi; m++ {
			if k.inClaimName(&e.toks[m]) {
				return "", false // the claim's own name's year
			}
		}
		if name == "" {
			name = e.src[e.toks[lo].start:e.toks[hi].end]
		}
	}
	return name, name != ""
}

// parenOpen returns where the parenthesis opens that holds exactly
// [start, end) of src, past spaces: the "(" of "Lanterns (2012)"; or -1.
func parenOpen(src string, start, end int) int {
	open := len(strings.TrimRightFunc(src[:start], unicode.IsSpace)) - 1
	if open < 0 || src[open] != '(' || !strings.HasPrefix(src[end:], ")") {
		return -1
	}
	return open
}

// parenAfter returns the word of t right before the parentheses that hold
// exactly [start, end) of it, "Lanterns (2012)", or -1.
func (t *Text) parenAfter(start, end int) int {
	open := parenOpen(t.src, start, end)
	if open < 0 {
		return -1
	}
	j := t.lastWordBefore(open)
	if j < 0 || strings.TrimSpace(t.src[t.toks[j].end:open]) != "" {
		return -1
	}
	return j
}

// yearText reports whether s is four digits that may be a year.
func yearText(s string) bool { return allDigits(s) && isYearWord(s) }

// parenYear returns the year written in parentheses at src[i], past
// spaces, and where the parentheses end; "" if there is none.
func parenYear(src string, i int) (year string, end int) {
	i = skipSpace(src, i)
	if i+6 > len(src) || src[i] != '(' || src[i+5] != ')' || !yearText(src[i+1:i+5]) {
		return "", 0
	}
	return src[i+1 : i+5], i + 6
}

// checkRanks fails a claim that puts a superlative first where the best
// passage ranks it lower, or the other way: "the highest peak" against
// "the second highest peak", "the third most popular" against "the most
// popular".
func (k *checker) checkRanks() {
	p := k.best()
	c := k.c
	if p == nil || c.lang != English {
		return
	}
	at := k.at[k.used[0]]
	for i := range c.toks {
		t := &c.toks[i]
		if at[i] < 0 || t.is(fName) || !superlative(c.src, t) {
			continue
		}
		u := &p.Text.toks[at[i]]
		if !superlative(p.Text.src, u) {
			continue
		}
		cs, cr := rankOf(c.Text, t) // as the passage's: "ranked third" the claim says too
		ps, pr := rankOf(p.Text, u)
		if cr == 1 && pr == 1 {
			if end := behindName(p.Text, u); end > 0 && !hasSpaced(c.src[t.end:], " after ") && !hasSpaced(c.src[t.end:], " behind ") {
				// "the largest bank in Norway" against "the largest bank in
				// Norway by assets after DNB": a rank after another's.
				k.doubt(AnchorAbsent, p.span(int32(ps), end), "%s says %q; the claim says %q", k.where, p.Text.src[ps:end], c.src[cs:t.end])
				return
			}
		}
		if cr == pr || cr == 0 || pr == 0 || k.rankedAs(p.Text, i, cr) {
			if by, ok := rankBy(c.src, int(t.end)); ok && cr == pr {
				// "the largest in Europe by assets" against "the largest by
				// market value but the third-largest by assets": the rank
				// by the claim's measure is another.
				for m := range p.Text.toks {
					o := &p.Text.toks[m]
					if m == at[i] || !c.matches(i, o) || !superlative(p.Text.src, o) {
						continue
					}
					os, or := rankOf(p.Text, o)
					if ob, ok := rankBy(p.Text.src, int(o.end)); ok && ob == by && or != cr && or != 0 {
						if ub, ok := rankBy(p.Text.src, int(u.end)); !ok || ub != by {
							k.fail(NumberMismatch, p.span(int32(os), o.end), "the claim says %q by %s; %s says %q by %s", c.src[cs:t.end], by, k.where, p.Text.src[os:o.end], by)
							return
						}
					}
				}
			}
			continue
		}
		k.fail(NumberMismatch, p.span(int32(ps), u.end), "the claim says %q; %s says %q", c.src[cs:t.end], k.where, p.Text.src[ps:u.end])
		return
	}
}

// rankBy returns the measure a superlative that ends at byte end of src
// ranks by, the word after "by" within four words in its clause
// ("assets" of "the largest in Europe by assets"); ok is false if none.
func rankBy(src string, end int) (string, bool) {
	at := end
	for range 4 {
		w, j := wordAfter(src, at)
		if w == "" || w == "and" || w == "but" {
			return "", false
		}
		if w == "by" {
			m, _ := wordAfter(src, j)
			if m == "the" {
				_, j2 := wordAfter(src, j)
				m, _ = wordAfter(src, j2)
			}
			return m, m != ""
		}
		at = j
	}
	return "", false
}

// behindName returns the end of a name after "after" or "behind" within
// six words after superlative u of e, in its clause ("largest … by assets
// after DNB"), or 0.
func behindName(e *Text, u *tok) int32 {
	at := int(u.end)
	for range 6 {
		w, j := wordAfter(e.src, at)
		if w == "" {
			return 0
		}
		if w == "after" || w == "behind" {
			for m := range e.toks {
				if n := &e.toks[m]; int(n.start) > j {
					if g := strings.TrimSpace(e.src[j:n.start]); n.is(fName) && (g == "" || strings.EqualFold(g, "the")) {
						_, hi := nameRun(e, m)
						return e.toks[hi].end
					}
					return 0
				}
			}
			return 0
		}
		at = j
	}
	return 0
}

// rankOf returns the rank of superlative u of passage e, and where the
// words that give it start: "second-highest" is 2, and "highest" of
// "ranked 28th on the list of the highest-paid actors" 28.
func rankOf(e *Text, u *tok) (int, int64) {
	s, r := rankBefore(e.src, u.start)
	if at, rr, ok := rankedIn(e, u.start); ok && r <= 1 {
		return at, rr
	}
	return s, r
}

// rankedIn returns the rank that text e gives, before the superlative at
// byte at, by a verb of placing and an ordinal ("ranked 28th on Forbes's
// list of the highest-paid actors"), and where the verb starts.
func rankedIn(e *Text, at int32) (int, int64, bool) {
	for n := len(e.nums) - 1; n >= 0; n-- {
		t := e.nums[n]
		if int32(t.End) > at || t.Kind != numbers.Ordinal {
			continue
		}
		w, i := lastWordBefore(e.src, int32(t.Start))
		if !rankingVerbs[w] {
			return 0, 0, false // the nearest ordinal before it ranks nothing
		}
		r, err := strconv.ParseInt(t.Value, 10, 64)
		return i, r, err == nil
	}
	return 0, 0, false
}

// rankingVerbs place what they say before an ordinal: "ranked 28th".
var rankingVerbs = setOf(`ranked ranks rank placed places finished finishes came comes`)

// rankedAs reports whether e has claim word i, or another form of it
// ("largest" for "biggest"), as a superlative of rank r anywhere: "the highest summit of the county and the fourth-highest of
// the range" has both.
func (k *checker) rankedAs(e *Text, i int, r int64) bool {
	for j := range e.toks {
		u := &e.toks[j]
		if k.c.matches(i, u) && superlative(e.src, u) {
			if _, ur := rankOf(e, u); ur == r {
				return true
			}
		}
	}
	return false
}

// superlative reports whether word t of src is a superlative: "highest",
// or an adjective after "most" or "least".
func superlative(src string, t *tok) bool {
	if strings.HasSuffix(t.word, "est") && t.alt != "" && isASCIIWord(t.word) {
		return true // "highest", whose base is "high"; not "interest"
	}
	if lastLetterBefore(src, t.start) != 't' {
		return false // the common case, told without reading the word: no "most" nor "least"
	}
	w, _ := lastWordBefore(src, t.start)
	return w == "most" || w == "least"
}

// lastLetterBefore returns the last byte, lower-cased if it is an ASCII
// letter, of the word lastWordBefore reads before src[i], or 0 where there
// is none: a word that does not end in a letter is not the word sought.
func lastLetterBefore(src string, i int32) byte {
	j := int(i)
	for j > 0 && (src[j-1] == ' ' || src[j-1] == '-' || src[j-1] == '\'') {
		j--
	}
	if j == 0 {
		return 0
	}
	return src[j-1] | 0x20
}

// rankBefore returns where the superlative at start in src begins with the
// ordinal that ranks it, and the rank: "second highest" and
// "second-highest" are 2, "the highest" 1; "most" and "least" are read
// past. The rank is 0, none, in "one of the highest" and "among the
// highest".
func rankBefore(src string, start int32) (int, int64) {
	at := int(start)
	w, s := lastWordBefore(src, start)
	if w == "most" || w == "least" {
		at = s
		w, s = lastWordBefore(src, int32(s))
	}
	if r, ok := ordinalWords[w]; ok {
		return s, r
	}
	for w == "the" || w == "world's" || w == "s" || w == "world" || w == "its" || w == "their" {
		if w == "s" && s > 0 && src[s-1] == '\'' {
			_, s = lastWordBefore(src, int32(s)) // the owner: "one of Spain's largest"
		}
		w, s = lastWordBefore(src, int32(s))
	}
	if w == "of" || w == "among" {
		return at, 0
	}
	return at, 1
}

// rangeEndOnly leaves unverified a claim number that the best passage
// gives only as an end of a range ("5 to 7 business days", "5-7 days",
// "between 5 and 7 days"), where the claim gives it as a value of its
// own: "takes 7 business days" is not what "takes 5 to 7 business days"
// says. It reports whether it did.
func (k *checker) rangeEndOnly(t numbers.Token) bool {
	p := k.best()
	if p == nil || dated(t) || t.Kind == numbers.Range {
		return false
	}
	e := p.Text
	var at *numbers.Token
	last := false // at is the range's last end
	for j := range e.nums {
		n := &e.nums[j]
		if n.Kind == numbers.Range {
			if lo, hi, ok := strings.Cut(n.Value, "-"); ok && (endValue(lo, t.Value) || endValue(hi, t.Value)) {
				at, last = n, endValue(hi, t.Value)
			}
			continue
		}
		if n.Value != t.Value {
			continue
		}
		if !rangeEndAt(e, j) {
			return false // the value itself, somewhere
		}
		at, last = n, j > 0 && rangeJoin(e, j-1)
	}
	if at == nil || inRange(k.c.Text, t) {
		return false
	}
	edge := 1
	if last {
		edge = 2
	}
	if t.Kind == numbers.Time && edgeVerb(k.c.src, t.Start) == edge {
		return false // "closes at 5 pm" is the end of "10 am to 5 pm", "opens at 10 am" its start
	}
	if k.c.allowsAt(t.Start) {
		return false // "can take 400 mg" on "take 200 to 400 mg": what may be, any value of the range is
	}
	text := rangeText(e, *at)
	k.doubt(AnchorAbsent, p.span(int32(at.Start), int32(at.End)), "%s says %q, which does not prove %s", k.where, text, t.Text)
	return true
}

// edgeVerb returns which edge of a span the English words before byte
// start of src give a time: 1 for its start ("opens at", "starts at"), 2
// for its end ("closes at", "open until"), 0 for neither.
func edgeVerb(src string, start int) int {
	w, j := lastWordBefore(src, int32(start))
	v, _ := lastWordBefore(src, int32(j))
	switch {
	case w == "at" || w == "from":
		switch v {
		case "opens", "open", "opened", "starts", "start", "started", "begins", "begin", "began":
			return 1
		case "closes", "close", "closed", "ends", "end", "ended", "finishes", "finish", "finished", "shuts", "shut":
			return 2
		}
	case w == "until" || w == "till":
		return 2
	}
	return 0
}

// endValue reports whether an end of a range's value, as the numbers
// package writes it ("$ 3000000"), is value v.
func endValue(end, v string) bool {
	return end == v || strings.HasSuffix(v, " "+end) || strings.HasSuffix(end, " "+v)
}

// inRange reports whether number n of t is an end of a range written
// with "to" or "and" between two numbers: "5 to 7", "between 5 and 7".
func inRange(t *Text, n numbers.Token) bool {
	j := slices.IndexFunc(t.nums, func(m numbers.Token) bool { return m.Start == n.Start })
	return j >= 0 && rangeEndAt(t, j)
}

// rangeEndAt reports whether number j of t is an end of a range (see
// inRange).
func rangeEndAt(t *Text, j int) bool {
	return j > 0 && rangeJoin(t, j-1) || j+1 < len(t.nums) && rangeJoin(t, j)
}

// rangeJoin reports whether numbers j and j+1 of t are the ends of a
// range: "5 to 7", "5 – 7", "between 5 and 7" ("5 and 7" alone may be two
// values), or of a tally: "7 votes to 2".
func rangeJoin(t *Text, j int) bool {
	switch g := strings.ToLower(strings.TrimSpace(t.src[t.nums[j].End:t.nums[j+1].Start])); g {
	case "to":
		if isYearTok(t.nums[j]) != isYearTok(t.nums[j+1]) {
			return false // "$5 billion in 2022 to $6 billion": a year and an amount are no range's ends
		}
		if a, b := t.nums[j].Kind, t.nums[j+1].Kind; a != b && a != numbers.Integer && a != numbers.Decimal && b != numbers.Integer && b != numbers.Decimal {
			return false // "raised the dividend 10% to $0.55": a share and an amount are no range's ends
		}
		w, at := wordBeforeNumber(t.src, t.nums[j].Start)
		if w == "from" || w == "by" {
			w, _ = lastWordBefore(t.src, int32(at))
		}
		return directionOf(w) == 0 // "rose from 5% to 7%", "fell by €300 million to €2.1 billion": a change
	case "-", "–", "votes to":
		return true // "7 votes to 2", a tally
	case "and":
		w, _ := wordBeforeNumber(t.src, t.nums[j].Start)
		return w == "between"
	}
	return false
}

// rangeText returns the range number n of t is an end of, as written,
// with its unit.
func rangeText(t *Text, n numbers.Token) string {
	start, end := n.Start, n.End
	for j, m := range t.nums {
		if m.Start != n.Start {
			continue
		}
		if j > 0 && rangeJoin(t, j-1) {
			start = t.nums[j-1].Start
		} else if j+1 < len(t.nums) && rangeJoin(t, j) {
			end = t.nums[j+1].End
		}
	}
	if w, j := lastWordBefore(t.src, int32(start)); w == "between" || w == "from" {
		start = j
	}
	return t.src[start:end] + unitText(t.src, end)
}

// changeRole returns "by" for number n of English text t that gives the
// amount of a change ("fell by $200 million"), "to" for one that gives
// where it went ("fell to $200 million"), and "" for any other.
func changeRole(t *Text, n numbers.Token) string {
	w, j := wordBeforeNumber(t.src, n.Start)
	if directionOf(w) != 0 || changeVerb(w) {
		// "rose 15% to 22%": the amount of the change, where where it
		// went follows.
		if a, _ := wordAfter(t.src, pastUnit(t.src, n.End)); a == "to" && t.numAt(skipSpace(t.src, nextWordEnd(t.src, pastUnit(t.src, n.End)))) >= 0 {
			return "by"
		}
		return ""
	}
	if w != "by" && w != "to" {
		return ""
	}
	if v, _ := lastWordBefore(t.src, int32(j)); directionOf(v) == 0 && !changeVerb(v) {
		return ""
	}
	return w
}

// nextWordEnd returns where the word right after byte end of src ends.
func nextWordEnd(src string, end int) int {
	_, j := wordAfter(src, end)
	return j
}

// lastDayWords and firstDayWords before a date make it the last or the first
// day of what holds: "until 31 March", "from 31 March".
var (
	lastDayWords  = setOf(`until till through by before`)
	firstDayWords = setOf(`from since starting beginning after effective`)
)

// startEndApart fails a claim date that ends what holds where each date
// of its value in the chosen passages starts it, or the reverse: "valid
// until 31 March" against "valid from 31 March". It reports whether it
// did.
func (k *checker) startEndApart(t numbers.Token) bool {
	if k.c.lang != English || !dated(t) {
		return false
	}
	cl, cf, cs := dayRole(k.c.src, t.Start, true)
	if !cl && !cf {
		return false
	}
	var at *Passage
	var n numbers.Token
	for _, p := range k.chosen() {
		for _, m := range p.Text.nums {
			if m.Value != t.Value {
				continue
			}
			if el, ef, _ := dayRole(p.Text.src, m.Start, false); el == cl || ef == cf {
				return false
			}
			if at == nil {
				at, n = p, m
			}
		}
	}
	if at == nil {
		return false
	}
	_, _, es := dayRole(at.Text.src, n.Start, false)
	k.fail(BoundMismatch, at.span(int32(es), int32(n.End)), "the claim says %q; %s says %q", k.c.src[cs:t.End], k.where, at.Text.src[es:n.End])
	return true
}

// dayRole reports whether the date at byte start of English text src is
// the last day of what holds or the first, by the word before it
// (lastDayWords, firstDayWords), or, if verbs, by "on" and a verb of
// ending or starting before it ("ends on 3 June", "opens on 3 June"); and
// where the words that say so start. A passage's verbs are the date
// checks' ("opened on 9 June" against "closed on 9 June").
func dayRole(src string, start int, verbs bool) (last, first bool, at int) {
	w, at := wordBeforeNumber(src, start)
	if w == "on" && verbs {
		if v, vat := lastWordBefore(src, int32(at)); verbIn(endVerbs, v) || verbIn(startVerbs, v) {
			return verbIn(endVerbs, v), verbIn(startVerbs, v), vat
		}
	}
	return lastDayWords[w], firstDayWords[w], at
}

// endVerbs and startVerbs are the English verbs, in base form, that end
// or start what holds on the day after them.
var (
	endVerbs   = setOf(`end finish close expire conclude`)
	startVerbs = setOf(`start begin open commence`)
)

// changeVerbs are the English verbs, in base form, of a change whose
// direction the word leaves open: "margins improved by 2 points".
var changeVerbs = setOf(`improve worsen change shift move narrow widen`)

// changeVerb reports whether English word w is a form of a verb of
// changeVerbs.
func changeVerb(w string) bool { return verbIn(changeVerbs, w) }

// verbIn reports whether English word w is a form of a verb of set, whose
// words are in base form: "cancelled" of "cancel", "improved" of
// "improve".
func verbIn(set map[string]bool, w string) bool {
	if set[w] {
		return true
	}
	for _, b := range cachedBases(w) {
		if b.POS()&lexicon.Verb != 0 && set[b.String()] {
			return true
		}
	}
	return false
}

// changeRoles fails a claim number that gives the amount of a change
// where every same value of the passages gives where it went, or the
// reverse: "Net debt fell by $200 million" against "Net debt fell to
// $200 million". It reports whether it did.
func (k *checker) changeRoles(t numbers.Token, same []*evQty) bool {
	if k.c.lang != English || len(same) == 0 {
		return false
	}
	role := changeRole(k.c.Text, t)
	if role == "" {
		return false
	}
	for _, e := range same {
		if r := changeRole(e.p.Text, e.tok); r == "" || r == role {
			return false
		}
	}
	e := same[0]
	_, cs := wordBeforeNumber(k.c.src, t.Start)
	_, cj := lastWordBefore(k.c.src, int32(cs))
	_, es := wordBeforeNumber(e.p.Text.src, e.tok.Start)
	_, ej := lastWordBefore(e.p.Text.src, int32(es))
	k.fail(NumberMismatch, e.p.span(int32(ej), int32(e.tok.End)), "the claim says %q; %s says %q", k.c.src[cj:t.End], k.where, e.p.Text.src[ej:e.tok.End])
	return true
}

// wordBeforeNumber returns the lower-case ASCII word before the number
// that starts at byte start of src, past a currency sign or a sign, and
// where the word starts: "within" of "within $30".
func wordBeforeNumber(src string, start int) (string, int) {
	return lastWordBefore(src, int32(wordEndBefore(src, start)))
}

// lastWordBefore returns the lower-case ASCII word that ends right before
// src[i], past spaces, a hyphen and an apostrophe, and where it starts;
// "" if there is none.
func lastWordBefore(src string, i int32) (string, int) {
	j := int(i)
	for j > 0 && (src[j-1] == ' ' || src[j-1] == '-' || src[j-1] == '\'') {
		j--
	}
	e := j
	upper := false // a capital read on the way: lowerASCII need not look for one
	for j > 0 {
		if c := src[j-1]; 'a' <= c && c <= 'z' {
			j--
		} else if 'A' <= c && c <= 'Z' {
			upper = true
			j--
		} else {
			break
		}
	}
	if !upper {
		return src[j:e], j
	}
	return lowerASCII(src[j:e]), j
}

// inIdent reports whether number t is part of an identifier of the text.
func (t *Text) inIdent(n numbers.Token) bool {
	for _, id := range t.idents {
		if int(id.start) <= n.Start && n.End <= int(id.end) {
			return true
		}
	}
	return false
}

// boundedOtherWay reports, for claim number t in the window b, whether
// the passages bound the same value only the other way ("within 30 days"
// against "after 30 days"), and fails the claim if so.
func (k *checker) boundedOtherWay(t numbers.Token, b bound, eq []evQty) bool {
	var other *evQty
	for i := range eq {
		e := &eq[i]
		if e.tok.Value != t.Value || e.word {
			continue
		}
		if e.bound == 0 || e.bound == b.dir {
			return false
		}
		other = e
	}
	if other == nil {
		return false
	}
	if k.c.deniedBefore(int32(t.Start)) {
		// "Refunds are not available after 30 days" against "refunds are
		// available within 30 days": the denial of one side of a bound is
		// what the other side says, if "only" closes it; a reading.
		k.doubt(AnchorAbsent, other.p.span(int32(other.tok.Start), int32(other.tok.End)),
			"the claim denies it for %q; %s says %q", b.phrase, k.where, phraseOf(other))
		k.deniedBounds = append(k.deniedBounds, int32(t.Start))
		return true
	}
	if other.p.Text.deniedBefore(int32(other.tok.Start)) {
		// "Unpaid orders are cancelled after 7 days" against "Orders that
		// are not paid within 7 days are cancelled": the passage denies
		// one side of the bound; a reading of the other.
		k.doubt(AnchorAbsent, other.p.span(int32(other.tok.Start), int32(other.tok.End)),
			"%s denies it for %q; the claim says %q", k.where, phraseOf(other), b.withUnit(k.c.src, t))
		return true
	}
	if otherwiseAfter(other) && k.saysLaterPart(other) {
		// "Returns cost $7 after 14 days" against "Returns are free
		// within 14 days and cost $7 otherwise": the other side of the
		// bound is what "otherwise" speaks of, and the claim says what
		// the passage says of it; a reading.
		k.doubt(AnchorAbsent, other.p.span(int32(other.tok.Start), int32(other.tok.End)),
			"%s says %q, and of the rest \"otherwise\"; the claim says %q", k.where, phraseOf(other), b.withUnit(k.c.src, t))
		return true
	}
	k.fail(BoundMismatch, other.p.span(int32(other.tok.Start), int32(other.tok.End)), "the claim says %q where %s says %q", b.phrase, k.where, phraseOf(other))
	return true
}

// otherwiseSide leaves unverified claim number t, bounded, where passage
// number near bounds the other way, a case the passage follows with
// "otherwise", of which the claim says what the passage says, and t lies
// on that other side: "Returns cost $7 after 30 days" against "Returns
// are free within 14 days and cost $7 otherwise". It reports whether it
// did.
func (k *checker) otherwiseSide(t numbers.Token, near *evQty) bool {
	ti := k.c.numAt(t.Start)
	if ti < 0 {
		return false
	}
	b, ok := k.c.boundOf(ti)
	if !ok || near.bound != -b.dir || !otherwiseAfter(near) {
		return false
	}
	cq, ok := quantityOf(t, false)
	if !ok || !comparable(cq, near.q) || b.dir > 0 && cq.lo < near.q.hi || b.dir < 0 && cq.hi > near.q.lo || !k.saysLaterPart(near) {
		return false
	}
	k.doubt(AnchorAbsent, near.p.span(int32(near.tok.Start), int32(near.tok.End)),
		"%s says %q, and of the rest \"otherwise\"; the claim says %q", k.where, phraseOf(near), b.withUnit(k.c.src, t))
	return true
}

// saysLaterPart reports whether the claim says a word of a part of e's
// passage after e's own that e's part does not have: "cost" of "and cost
// $7 otherwise", beside "Returns are free within 14 days".
func (k *checker) saysLaterPart(e *evQty) bool {
	x := e.p.Text
	cuts := x.conjunctCuts()
	own := conjunctOf(cuts, int32(e.tok.Start))
	lo, hi := conjunctSpan(cuts, own, len(x.src))
	for j := range x.toks {
		u := &x.toks[j]
		if u.start < hi || !k.claimSays(u) {
			continue
		}
		if !slices.ContainsFunc(x.toks, func(v tok) bool { return v.start >= lo && v.end <= hi && v.stem == u.stem }) {
			return true
		}
	}
	return false
}

// overPeriod reports whether the number at byte start of src is a
// period after "over the next", "over the past" and the like.
func overPeriod(src string, start int) bool {
	w, i := wordBeforeNumber(src, start)
	if !periodSides[w] {
		return false
	}
	w, i = lastWordBefore(src, int32(i))
	if w != "the" {
		return false
	}
	w, _ = lastWordBefore(src, int32(i))
	return w == "over"
}

// periodSides say which period "over the … years" is.
var periodSides = setOf(`next past last following coming first previous`)

// missingIn returns the claim's numbers that passage p does not ground,
// with source offsets.
func (k *checker) missingIn(p *Passage) []numbers.Missing {
	if k.c.scan.Len() == 0 {
		return nil // nothing to miss: no index of the passage is wanted
	}
	x, start, end := p.Nums, p.Offset, p.end()
	if x == nil {
		x, start, end = numbers.NewIndex(p.Text.src), 0, len(p.Text.src)
	}
	var m []numbers.Missing
	if n := len(k.c.nums); n > maxClaimNumbers {
		// The claim up to the end of its last number to check.
		m = x.Check(k.o.Numbers, k.c.src[:k.c.nums[maxClaimNumbers-1].End], start, end)
	} else {
		m = x.CheckScan(k.o.Numbers, k.c.scan, start, end)
	}
	if x != p.Nums {
		for i := range m {
			shiftMissing(&m[i], p.Offset)
		}
	}
	return m
}

// markGrounded records in grounded the claim's numbers, in digits, that
// are not in missing.
func (k *checker) markGrounded(grounded *offsetSet, missing []numbers.Missing) {
	var absent map[int]bool // for a claim of many numbers; a few are searched
	if len(missing) > 8 {
		absent = make(map[int]bool, len(missing))
		for _, m := range missing {
			absent[m.Start] = true
		}
	}
	for ti, t := range k.c.nums {
		if ti == maxClaimNumbers {
			break // the rest are not checked
		}
		if k.c.words[ti] || spelledValue(t) {
			continue // the index searched the numbers in digits only
		}
		if absent != nil {
			if !absent[t.Start] {
				grounded.add(t.Start)
			}
			continue
		}
		if !slices.ContainsFunc(missing, func(m numbers.Missing) bool { return m.Start == t.Start }) {
			grounded.add(t.Start)
		}
	}
}

// spelledValue reports whether t is a value words name that reads as its
// digits do, which the index of a passage, reading digits, does not read:
// a century an ordinal word names, "the fifteenth century" as "the 15th
// century", or a time of day, "noon" as "12 pm".
func spelledValue(t numbers.Token) bool {
	return t.Kind == numbers.Code && t.Text != "" && isASCIILetter(t.Text[0]) || spelledTime(t)
}

// shiftMissing moves the source ranges of m by off.
func shiftMissing(m *numbers.Missing, off int) {
	if m.Near != nil {
		n := *m.Near
		n.Start += off
		n.End += off
		m.Near = &n
	}
	if m.At != nil {
		a := *m.At
		a.Start += off
		a.End += off
		m.At = &a
	}
}

// chosen returns the chosen passages, best first.
func (k *checker) chosen() []*Passage {
	out := make([]*Passage, len(k.used))
	for i, pi := range k.used {
		out[i] = &k.ev.Passages[pi]
	}
	return out
}

// An evQty is a number of a chosen passage, read for comparison.
type evQty struct {
	q      quantity
	tok    numbers.Token
	p      *Passage
	bound  int8 // the direction of the passage's own bound on it, if any
	window bool // that bound is a window: "within 30 days"
	strict bool // that bound excludes the number: "over 50"
	word   bool // written in words
	end    int8 // the end of a range it is (see numQty)
	// excepted reports a bound the passage excepts from what it says
	// ("refunds every order except orders over $500"; see exceptedBound).
	excepted bool
}

// restricts reports whether the passage's own bound on e restricts a
// noun: "orders over $50" (see Text.restricts).
func (e *evQty) restricts() bool {
	b, ok := e.ownBound()
	return ok && e.p.Text.restricts(b)
}

// condOf is condCue of the passage's bound on e.
func condOf(e *evQty) string {
	if b, ok := e.ownBound(); ok {
		return e.p.Text.condCue(b)
	}
	return ""
}

// ownBound returns the passage's bound on e, if it has one.
func (e *evQty) ownBound() (bound, bool) {
	t := e.p.Text
	// The bounds are in the order of their numbers.
	i := sort.Search(len(t.bounds), func(i int) bool { return t.nums[t.bounds[i].tok].Start >= e.tok.Start })
	if i < len(t.bounds) && t.nums[t.bounds[i].tok].Start == e.tok.Start {
		return t.bounds[i], true
	}
	return bound{}, false
}

// condCue returns the English word that opens the condition bound b of
// t stands in, "if" for any of ifWords and "unless" for "unless", within
// maxCondReach words before the bound and no mark of a clause between;
// "" if none: "if" of "a credit if monthly uptime falls below 99.5%".
func (t *Text) condCue(b bound) string {
	at := b.start
	for n := 0; n < maxCondReach; n++ {
		w, ws := lastWordBefore(t.src, at)
		if w == "" || strings.ContainsAny(t.src[ws+len(w):at], ",;:.()") {
			return ""
		}
		switch {
		case w == "unless":
			return w
		case ifWords[w]:
			return "if"
		}
		at = int32(ws)
	}
	return ""
}

// maxCondReach is the most words condCue reads back from a bound.
const maxCondReach = 6

// ifWords open a condition whose bound is a threshold: "if uptime falls
// below 99.5%".
var ifWords = setOf(`if when whenever once where provided`)

// A numQty is a number of a text read for comparison: one reading of
// it, and its own bound.
type numQty struct {
	q      quantity
	ti     int  // index into the text's numbers
	bound  int8 // the direction of the text's own bound on it, if any
	window bool // that bound is a window: "within 30 days"
	strict bool // that bound excludes the number: "over 50"
	end    int8 // +1 for the low end of a range, "between 50 and 70", -1 for its high end
}

// quantitiesOf reads the numbers of t that are no part of an identifier,
// each as a number and, where it may be one, as a year.
func quantitiesOf(t *Text) []numQty {
	var out []numQty
	for ti, n := range t.nums {
		if t.inIdent(n) {
			continue
		}
		for _, asYear := range []bool{false, true} {
			q, ok := quantityOf(n, asYear && !t.words[ti])
			if !ok {
				continue
			}
			if u, end, ok := unitAfter(t.src, n.End); ok && q.dim == dimPlain && q.lo == q.hi {
				if more, _, ok := compoundAfter(t, u, end); ok {
					q.lo += more // "3 hours and 40 minutes" is more than 3 hours
					q.hi = q.lo
				}
			}
			e := numQty{q: q, ti: ti}
			if b, ok := t.boundOf(ti); ok && !b.pair {
				e.bound, e.window, e.strict = b.dir, b.window, b.strict
			} else if ok {
				e.end = b.dir // the ends of a range are its values
			}
			out = append(out, e)
		}
	}
	return out
}

// evidenceQuantities reads the numbers of the passages ps, from their
// analysis where it holds them.
func (k *checker) evidenceQuantities(ps []*Passage) []evQty {
	qs := make([][]numQty, len(ps))
	n := 0
	for i, p := range ps {
		if qs[i] = p.Text.qtys; !p.Text.qtysRead {
			qs[i] = quantitiesOf(p.Text)
		}
		n += len(qs[i])
	}
	out := make([]evQty, 0, n)
	for i, p := range ps {
		for _, x := range qs[i] {
			if len(k.c.conds) == 0 && p.Text.inException(int32(p.Text.nums[x.ti].Start)) {
				continue // "except for orders over $500": no amount the passage gives (but see exceptedBound)
			}
			out = append(out, evQty{q: x.q, tok: p.Text.nums[x.ti], p: p, bound: x.bound, window: x.window, strict: x.strict, word: p.Text.words[x.ti], end: x.end})
		}
	}
	return out
}

// eraAbsent reports, and leaves the claim unverified where, claim year
// t is of an era (see eras) whose year the chosen passages give only
// without it, or of another era: "died in 25 BC" does not stand on "died
// in 25", which may be either.
func (k *checker) eraAbsent(t numbers.Token, eq []evQty) bool {
	if t.Kind != numbers.Date || !eraText(t.Text) {
		return false
	}
	cq, ok := quantityOf(t, true)
	if !ok {
		return false
	}
	for i := range eq {
		if eq[i].q == cq {
			return false
		}
	}
	k.doubt(AnchorAbsent, k.bestSpan(), "%s does not give %s", k.where, t.Text)
	return true
}

// eraText reports whether number text s ends with an era: "25 BC".
func eraText(s string) bool {
	for _, e := range eraMarks {
		if strings.HasSuffix(s, " "+e.mark) {
			return true
		}
	}
	return false
}

// claimQuantities reads claim token t both ways it may be meant.
func claimQuantities(t numbers.Token) quantities {
	var out quantities
	for _, asYear := range [2]bool{false, true} {
		if q, ok := quantityOf(t, asYear); ok {
			out.q[out.n] = q
			out.n++
		}
	}
	return out
}

// quantities are the readings of a number, at most two, held without an
// allocation.
type quantities struct {
	q [2]quantity
	n int
}

// all returns the readings.
func (qs quantities) all() []quantity { return qs.q[:qs.n] }

// checkBound checks claim number t, bounded by b. When the best passage
// has the claim's words around the number, only its number nearest to
// them is compared: "first flight after 2006" is not met by a later date
// of another event.
func (k *checker) checkBound(t numbers.Token, b bound, eq []evQty, ps []*Passage) {
	for i := range eq {
		// The same bound on the same value, wherever the passage has it:
		// "after 2020" stands on "after 2020", whatever is nearer.
		if e := &eq[i]; e.bound == b.dir && e.strict == b.strict && e.window == b.window && e.tok.Value == t.Value && e.tok.Kind == t.Kind &&
			k.c.negatedAround(int32(t.Start)) == e.p.Text.negatedAround(int32(e.tok.Start)) {
			k.ground(t)
			k.setBoundedBy(t, e)
			return
		}
	}
	if e := k.exceptedBound(t, b, ps); e != nil {
		k.ground(t)
		k.setBoundedBy(t, e)
		return
	}
	if t.Kind == numbers.Integer && strings.HasSuffix(b.phrase, t.Text) && slices.ContainsFunc(ps, func(p *Passage) bool { return agesBound(p.Text.src, b.phrase) }) {
		k.ground(t) // "children under 5" on "under 5s free": the people of those ages
		return
	}
	if strings.HasPrefix(b.phrase, "over ") {
		for i := range eq {
			if e := &eq[i]; e.tok.Value == t.Value && e.tok.Kind == t.Kind && overPeriod(e.p.Text.src, e.tok.Start) {
				// "over three years" against "over the next three
				// years": the same "over", of a period.
				k.ground(t)
				return
			}
		}
	}
	var against, wider, weaker, partRange *evQty
	near := k.nearest(int32(b.start), int32(t.Start), int32(t.End), eq)
	if b.pair && t.Kind == numbers.Integer && isYearWord(t.Text) && near != nil && !k.dateAt(near, t, eq) && k.yearMeets(t, b, eq) {
		return // "between 2000 and 2020" against "from 2 million in 2000 to 4 million in 2020"
	}
	if near != nil && near.bound == 0 && limitBound(k.c.Text, b.phrase, t.Start) {
		// A limit is compared with the passage's limit of its kind, not
		// with an amount nearer the claim's words that meets it: "may take
		// up to 10 tablets a day" against "may take 2 tablets every 6
		// hours, up to 8 tablets a day".
		for i := range eq {
			if e := &eq[i]; e.bound == b.dir && e.tok.Kind == t.Kind && e.p == near.p && limitBound(e.p.Text, phraseOf(e), e.tok.Start) &&
				slices.ContainsFunc(claimQuantities(t).all(), func(cq quantity) bool { return comparable(e.q, cq) }) {
				near = e
				break
			}
		}
	}
	negated := k.c.negatedAround(int32(t.Start))
	// "since 2007" is a year, not a count to compare with "219 years".
	yearOnly := timeBounds[strings.TrimSpace(strings.TrimSuffix(b.phrase, t.Text))] && t.Kind == numbers.Integer && isYearWord(t.Text)
	if yearOnly && near != nil && !k.dateAt(near, t, eq) {
		// The passage's number in the claim's place is no date: the year
		// is the date nearest to that place, if the passage has one ("for
		// twelve seasons from 1999 to 2010": 1999).
		near = k.nearest(int32(b.start), int32(t.Start), int32(t.End), datesOf(t, eq))
	}
	if yearOnly && near != nil {
		var undecided bool
		if near, undecided = k.periodNear(t, b, near, eq); undecided {
			return
		}
	}
	for _, cq := range claimQuantities(t).all() {
		if yearOnly && cq.dim != dimTime {
			continue
		}
		for i := range eq {
			e := &eq[i]
			if !comparable(e.q, cq) || near != nil && !sameTok(near, e) && !rangeMates(near, e) {
				continue
			}
			if cq.dim == dimPlain && isYearTok(e.tok) && !isYearTok(t) && !countsAfter(e.p.Text.src, e.tok.End) {
				continue // "less than eight albums" is not compared with "2009"; "5000 documents" is with "2000 documents"
			}
			// "fewer than 3 weeks" is compared with "20 days" in weeks.
			scale, convert := unitScale(k.c.Text, t, e.p.Text, e.tok)
			if !convert {
				continue // "under 2 years" says nothing of "700 days"
			}
			eqv := e.q
			eqv.lo, eqv.hi = eqv.lo*scale, eqv.hi*scale
			ok := false
			switch {
			case negated || e.p.Text.negatedAround(int32(e.tok.Start)):
				// Under a negation a bound does not carry over: "not
				// for children under 13" says nothing of under 17. The
				// ends of "between 3 and 7" are the passage's range's.
				ok = eqv == cq && (e.bound == b.dir || b.pair && e.end == b.dir)
			case e.bound == b.dir && condOf(e) != "" && condOf(e) == k.c.condCue(b):
				// A condition's bound is a threshold, compared by value:
				// "a credit if uptime falls below 99.9%" misstates "… below
				// 99.5%", and "no fee unless the balance stays above
				// $2,000" misstates "… above $1,500".
				ok = eqv.lo == cq.lo && eqv.hi == cq.hi
				if !ok && against == nil {
					against = e
				}
			case e.bound == b.dir && e.restricts() && k.c.restricts(b):
				// "orders over $60" are among "orders over $50";
				// "orders over $40" are not all among them.
				ok = b.dir > 0 && (cq.lo > eqv.lo || cq.lo == eqv.lo && (b.strict || !e.strict)) ||
					b.dir < 0 && (cq.hi < eqv.hi || cq.hi == eqv.hi && (b.strict || !e.strict))
				if !ok && wider == nil {
					wider = e
				}
			case e.bound == b.dir && strings.HasPrefix(b.phrase, "since") && strings.HasPrefix(phraseOf(e), "since"):
				// "since 2001" gives a beginning, which "since 1992"
				// misstates as "since 2016" does.
				ok = eqv.lo == cq.lo && eqv.hi == cq.hi
			case e.bound == b.dir && (limitBound(k.c.Text, b.phrase, t.Start) || limitBound(e.p.Text, phraseOf(e), e.tok.Start)):
				// Limits compare by value: "may take up to 4 g a day"
				// is not what "may take up to 3 g a day" allows, nor
				// "holds up to 10,000 entries" what "stores at most 1000
				// entries" does; one side's cap makes both limits.
				ok = eqv.lo == cq.lo && eqv.hi == cq.hi
				if !ok && against == nil {
					against = e
				}
			case e.bound == b.dir:
				// "over 150" meets "over 100"; "over 100" does not prove
				// "over 150", nor deny it; "25°C or below" does not prove
				// "below 25°C".
				ok = b.dir > 0 && (eqv.lo > cq.lo || eqv.lo == cq.lo && (!b.strict || e.strict)) ||
					b.dir < 0 && (eqv.hi < cq.hi || eqv.hi == cq.hi && (!b.strict || e.strict))
				if !ok && weaker == nil && !strings.HasPrefix(phraseOf(e), "since") {
					weaker = e // "since 2016" gives a beginning, which "since 2017" misstates
				}
			case e.bound != 0:
				// Bounded the other way: "up to 39" neither proves nor
				// denies "more than 20", but denies "more than 40".
				if weaker == nil && (b.dir > 0 && eqv.hi > cq.lo || b.dir < 0 && eqv.lo < cq.hi) {
					weaker = e
				}
			default:
				ok = satisfies(eqv, cq, b.dir, b.strict)
				if ok && shortOf(b.phrase) && cq.lo-eqv.hi > maxApproxShare*math.Abs(cq.lo) {
					ok = false // "nearly half" is short of half, not 28%
				}
				if !ok && weaker == nil && meetsPart(eqv, cq, b.dir, b.strict) {
					weaker = e // "after 1970" against "in the 1970s"
				}
				if ok && e.end == -b.dir {
					// "more than 60,000" is not proven by the 70,000 of
					// "between 50,000 and 70,000": the range's other end
					// is what a bound that way needs; nor is it denied.
					ok = false
					if partRange == nil {
						partRange = e
					}
				}
			}
			if ok && cq.dim == dimPlain && k.countsOther(t, e) {
				continue // "at least two movies" is not met by "three decades"
			}
			if ok {
				k.ground(t)
				k.setBoundedBy(t, e)
				if scale != 1 {
					k.numberWords = append(k.numberWords, int32(t.End+1))
				}
				return
			}
			if against == nil || e.tok.Value == t.Value && against.tok.Value != t.Value {
				against = e
			}
		}
	}
	if partRange != nil {
		k.doubt(AnchorAbsent, partRange.p.span(int32(partRange.tok.Start), int32(partRange.tok.End)),
			"%s says %q, which does not prove %q", k.where, phraseOf(partRange), b.withUnit(k.c.src, t))
		return
	}
	if wider != nil {
		// Not wrong, but said of more than the passage says it of.
		k.doubt(ConditionDropped, wider.p.span(int32(wider.tok.Start), int32(wider.tok.End)),
			"%s says it of %q only; the claim says %q", k.where, phraseOf(wider), b.withUnit(k.c.src, t))
		return
	}
	if weaker != nil && (against == nil || against == weaker) {
		k.doubt(AnchorAbsent, weaker.p.span(int32(weaker.tok.Start), int32(weaker.tok.End)),
			"%s says %q, which does not prove %q", k.where, phraseOf(weaker), b.withUnit(k.c.src, t))
		return
	}
	if against != nil && against.bound == -b.dir && against.tok.Value == t.Value && otherwiseAfter(against) {
		// "$5 for orders under $35" against "free for orders over $35;
		// otherwise a $5 fee applies": the other side of the bound is
		// what "otherwise" speaks of, which the claim may read right.
		k.doubt(AnchorAbsent, against.p.span(int32(against.tok.Start), int32(against.tok.End)),
			"%s says %q, and of the rest \"otherwise\"; the claim says %q", k.where, phraseOf(against), b.withUnit(k.c.src, t))
		return
	}
	if against != nil {
		if p, n, y, ok := k.yearlessDate(t); ok {
			// "ended after August 22, 1777" against "began on August 2,
			// 1777, and ended August 25": the end has no year; it takes
			// that of the date before it, if the passage has one.
			sp := p.span(int32(n.Start), int32(n.End))
			if y == 0 {
				k.doubt(AnchorAbsent, sp, "%s gives %s without the year", k.where, quote(n.Text))
				return
			}
			_, m, d, _ := dateParts(n.Value)
			q := quantity{dim: dimTime, lo: dayOf(y, m, max(d, 1)), hi: dayOf(y, m, max(d, 1))}
			if d == 0 {
				q.hi = dayOf(y, m, 31)
			}
			for _, cq := range claimQuantities(t).all() {
				if cq.dim == dimTime && satisfies(q, cq, b.dir, b.strict) {
					k.ground(t)
					return
				}
			}
			k.fail(BoundMismatch, sp, "the claim says %q where %s says %q, of %d", b.withUnit(k.c.src, t), k.where, n.Text, y)
			return
		}
		if against.bound == -b.dir && !k.c.deniedBefore(int32(t.Start)) && !k.c.deniedAfter(int32(t.End)) && against.p.Text.deniedBefore(int32(against.tok.Start)) && against.tok.Value == t.Value {
			// "Store below 25°C" against "Do not store above 25°C": the
			// passage's denial of one side of a bound says the other; not
			// where the claim denies its side too ("Bags under 32 kg are
			// not accepted" against "We do not accept bags over 32 kg").
			k.ground(t)
			k.passageDeniedBounds = append(k.passageDeniedBounds, deniedBound{against.p, int32(against.tok.Start)})
			return
		}
		if against.bound == -b.dir && (k.c.deniedBefore(int32(t.Start)) || k.c.deniedAfter(int32(t.End))) {
			// "is not approved for children under 12" against "only for
			// patients aged 12 and over", "Users under 13 may not sign
			// up" against "You must be at least 13 to sign up": the
			// denial of one side of a bound is what the other side says,
			// if the rest is the same.
			k.doubt(AnchorAbsent, against.p.span(int32(against.tok.Start), int32(against.tok.End)),
				"the claim denies it for %q; %s says %q", b.withUnit(k.c.src, t), k.where, phraseOf(against))
			k.deniedBounds = append(k.deniedBounds, int32(t.Start))
			return
		}
		if against.bound == -b.dir && against.tok.Value == t.Value && k.c.restricts(b) && against.restricts() && k.otherSideOther(against) {
			// "free on orders over $50" against "costs $4.99 on orders
			// under $50": the passage speaks of the other side of the
			// bound, and says another thing of it.
			k.doubt(AnchorAbsent, against.p.span(int32(against.tok.Start), int32(against.tok.End)),
				"%s speaks of %q, not of %q", k.where, phraseOf(against), b.withUnit(k.c.src, t))
			return
		}
		if near != nil && !negated {
			if e := k.otherMeets(t, b, near, eq); e != nil && k.closerTo(t, b, e, near) {
				// "got into electronics before the 1960s" against
				// "electronics in the early 1950s and shipbuilding in the
				// mid-1970s": the value nearest the claim's words fails
				// the bound, another meets it; which the claim means is a
				// reading.
				k.doubt(AnchorAbsent, against.p.span(int32(against.tok.Start), int32(against.tok.End)),
					"the claim says %q; %s says %q, and %q elsewhere", b.withUnit(k.c.src, t), k.where, phraseOf(against), phraseOf(e))
				return
			}
		}
		k.fail(BoundMismatch, against.p.span(int32(against.tok.Start), int32(against.tok.End)),
			"the claim says %q where %s says %q", b.withUnit(k.c.src, t), k.where, phraseOf(against))
		return
	}
	k.doubt(AnchorAbsent, k.bestSpan(), "%s does not give %s", k.where, t.Text)
}

// otherSideOther reports whether the passage of the bound against, the
// other side of a claim's bound on a noun, gives a number the claim does
// not, and
// the claim a word the passage does not: each says its own thing of its
// own side ("free on orders over $50" against "costs $4.99 on orders
// under $50").
func (k *checker) otherSideOther(against *evQty) bool {
	c, e := k.c, against.p.Text
	own := slices.ContainsFunc(e.nums, func(n numbers.Token) bool {
		return n.Start != against.tok.Start && !slices.ContainsFunc(c.nums, func(m numbers.Token) bool { return m.Value == n.Value })
	})
	if !own {
		return false
	}
	for i := range c.toks {
		if !c.toks[i].is(fName) && !c.toks[i].dup && !k.covered(i) {
			return true
		}
	}
	return false
}

// tiesTo counts the claim's words next to its bounded number t, up to
// three before the bound and three after the number, that are among the
// three words on that side of passage number e, each side apart: "opening day" of "more
// than $1 million on opening day" ties it twice to "$200,000 on its
// opening day", once to "$6 million on its opening weekend".
func (k *checker) tiesTo(t numbers.Token, b bound, e *evQty) (before, after int) {
	c, et := k.c, e.p.Text
	n := &before
	side := func(i int, js []int) {
		for _, j := range js {
			if c.matches(i, &et.toks[j]) {
				*n++
				return
			}
		}
	}
	var bj, aj [3]int
	bs, as := bj[:0], aj[:0]
	// The passage's words on a side stop at another number, whose they
	// are.
	for j := et.lastWordBefore(e.tok.Start); j >= 0 && len(bs) < 3 && !et.numberIn(et.toks[j].end, int32(e.tok.Start)); j-- {
		bs = append(bs, j)
	}
	for j := et.lastWordBefore(e.tok.End) + 1; j < len(et.toks) && len(as) < 3 && !et.numberIn(int32(e.tok.End), et.toks[j].start); j++ {
		as = append(as, j)
	}
	for i, m := c.lastWordBefore(int(b.start)), 0; i >= 0 && m < 3; i, m = i-1, m+1 {
		if len(as) > 0 && c.matches(i, &et.toks[as[0]]) && spacesOnly(et.src[e.tok.End:et.toks[as[0]].start]) {
			before += 2 // the noun a year is of: "the novel … after 1980", "the 1962 novel"
			continue
		}
		side(i, bs)
	}
	n = &after
	for i, m := c.lastWordBefore(t.End)+1, 0; i < len(c.toks) && m < 3; i, m = i+1, m+1 {
		side(i, as)
		if m == 0 && len(as) > 0 && c.matches(i, &et.toks[as[0]]) && spacesOnly(c.src[t.End:c.toks[i].start]) && spacesOnly(et.src[e.tok.End:et.toks[as[0]].start]) {
			after++ // what the number counts, right after it in both: "100 neutrons", "92 neutrons"
		}
	}
	return before, after
}

// closerTo reports whether passage number e is tied to the claim's
// bounded number t as well as near is (see tiesTo), or better by the
// claim's words after the number, which say which value it is: "more
// than $1 million in its first month" is of "$6 million in its first
// month", though "made" ties "made $200,000" before it.
func (k *checker) closerTo(t numbers.Token, b bound, e, near *evQty) bool {
	eb, ea := k.tiesTo(t, b, e)
	nb, na := k.tiesTo(t, b, near)
	return eb+ea >= nb+na || ea > na
}

// spanMates reports whether passage numbers a and b are the ends of one
// span written out: "from 1731 to 1736", "1981 – 1990".
func spanMates(a, b *evQty) bool {
	if a.p != b.p {
		return false
	}
	lo, hi := a, b
	if lo.tok.Start > hi.tok.Start {
		lo, hi = hi, lo
	}
	if hi.tok.Start < lo.tok.End {
		return false
	}
	switch strings.ToLower(strings.TrimSpace(lo.p.Text.src[lo.tok.End:hi.tok.Start])) {
	case "to", "-", "–", "—", "--", "until", "till", "through", "and", ", to", ", until":
		return true
	}
	return false
}

// numberIn reports whether a number of t, not an ordinal, lies within
// bytes [lo, hi).
func (t *Text) numberIn(lo, hi int32) bool {
	for _, n := range t.nums {
		if int32(n.Start) >= lo && int32(n.End) <= hi && n.Kind != numbers.Ordinal {
			return true
		}
	}
	return false
}

// otherMeets returns a passage number of eq other than near, unbounded
// and not denied, that meets the claim's bound b on t by its value, or
// nil.
func (k *checker) otherMeets(t numbers.Token, b bound, near *evQty, eq []evQty) *evQty {
	for _, cq := range claimQuantities(t).all() {
		for i := range eq {
			e := &eq[i]
			if sameTok(near, e) || rangeMates(near, e) || spanMates(near, e) || e.bound != 0 || e.end != 0 || !comparable(e.q, cq) || e.p.Text.negatedAround(int32(e.tok.Start)) {
				continue
			}
			if cq.dim == dimPlain && (isYearTok(e.tok) != isYearTok(t) || k.countsOther(t, e)) {
				continue
			}
			scale, convert := unitScale(k.c.Text, t, e.p.Text, e.tok)
			if !convert {
				continue
			}
			q := e.q
			q.lo, q.hi = q.lo*scale, q.hi*scale
			if satisfies(q, cq, b.dir, b.strict) {
				return e
			}
		}
	}
	return nil
}

// yearlessDate returns a date without a year that the best passage gives
// the claim verb that dates claim number t, said of the same object (the
// date the claim's stands against), and the year of the last date with
// one before it in the passage, or 0.
func (k *checker) yearlessDate(t numbers.Token) (*Passage, numbers.Token, int, bool) {
	c, p := k.c, k.best()
	if p == nil || c.lang != English {
		return nil, numbers.Token{}, 0, false
	}
	wi := datingVerbAt(c.Text, t.Start, t.End, true)
	if wi < 0 {
		return nil, numbers.Token{}, 0, false
	}
	e := p.Text
	year := 0
	for _, n := range e.nums {
		y, _, _, ok := dateParts(n.Value)
		if n.Kind != numbers.Date || !ok {
			continue
		}
		if y != 0 {
			year = y
			continue
		}
		if ui := datingVerbAt(e, n.Start, n.End, true); k.c.sameEvent(wi, t.Start, e, ui, n.Start) {
			return p, n, year, true
		}
	}
	return nil, numbers.Token{}, 0, false
}

// otherwiseWords speak of the other side of a bound.
var otherwiseWords = [...]string{"otherwise", "else", "below that", "above that", "if not"}

// otherwiseAfter reports whether the passage of e speaks, after e, of the
// other side of its bound: "otherwise", "else", "below that".
func otherwiseAfter(e *evQty) bool {
	rest := e.p.Text.src[e.tok.End:]
	for _, w := range otherwiseWords {
		if indexFold(rest, w) >= 0 {
			return true
		}
	}
	return false
}

// timeLeads are the words before a time that say which end of a span it
// is: "until 1 pm", "from 9 am".
var timeLeads = setOf(`until till from since before after by`)

// sameWordBefore reports whether the numbers at byte a of src and byte b
// of esrc follow the same word.
func sameWordBefore(src string, a int, esrc string, b int) bool {
	w, _ := wordBeforeNumber(src, a)
	v, _ := wordBeforeNumber(esrc, b)
	return w != "" && w == v
}

// otherInBest leaves unverified claim number t, which only a chosen
// passage other than the best grounds (same), where the best passage, the
// one that says what the claim says, has another number in its place,
// after the same word. It reports whether it did.
func (k *checker) otherInBest(t numbers.Token, same []*evQty) bool {
	p := k.best()
	if p == nil || len(k.used) < 2 || len(same) == 0 || slices.ContainsFunc(same, func(e *evQty) bool { return e.p == p }) {
		return false
	}
	// The best passage says what the claim's part around t says, more
	// than the passage that has t: "renews for successive periods", not
	// "Annual plans can be refunded within 30 days" of "…, and refunds
	// are issued to the original card".
	c := k.c
	cuts := k.claimCuts()
	part := conjunctOf(cuts, int32(t.Start))
	bi, gi := k.used[0], -1
	for pi := range k.ev.Passages {
		if &k.ev.Passages[pi] == same[0].p {
			gi = pi
		}
	}
	if gi < 0 {
		return false
	}
	nb, ng := 0, 0
	for i := range c.toks {
		if c.toks[i].dup || conjunctOf(cuts, c.toks[i].start) != part {
			continue
		}
		if k.at[bi][i] >= 0 {
			nb++
		}
		if k.at[gi][i] >= 0 {
			ng++
		}
	}
	if nb <= ng {
		return false
	}
	for _, n := range p.Text.nums {
		if n.Value != t.Value && n.Kind == t.Kind && sameWordBefore(k.c.src, t.Start, p.Text.src, n.Start) {
			ne, te := n.End, t.End
			if _, e, ok := unitAfter(p.Text.src, n.End); ok {
				ne = e // "12-month"
			}
			if _, e, ok := unitAfter(k.c.src, t.End); ok {
				te = e
			}
			k.doubt(AnchorAbsent, p.span(int32(n.Start), int32(ne)), "%s gives %s where the claim says %s, in the sentence that says it; %s only in another",
				k.where, p.Text.src[n.Start:ne], k.c.src[t.Start:te], k.c.src[t.Start:te])
			return true
		}
	}
	return false
}

// heldElsewhere returns a passage not chosen that has the value of claim
// number t and two or more of the claim's words.
func (k *checker) heldElsewhere(t numbers.Token) (*Passage, bool) {
	c := k.c
	for pi := range k.ev.Passages {
		if slices.Contains(k.used, pi) {
			continue
		}
		p := &k.ev.Passages[pi]
		if !slices.ContainsFunc(p.Text.nums, func(n numbers.Token) bool { return n.Value == t.Value }) {
			continue
		}
		n := 0
		for i := range c.toks {
			if !c.toks[i].dup && k.at[pi][i] >= 0 {
				n++
			}
		}
		if n >= 2 || n == 1 && sameUnitValue(c.Text, t, p.Text) {
			return p, true
		}
	}
	return nil, false
}

// sameUnitValue reports whether text e has claim number t's value with the
// unit t has in claim text c: "twelve months" for "12 months".
func sameUnitValue(c *Text, t numbers.Token, e *Text) bool {
	cu, _, ok := unitAfter(c.src, t.End)
	if !ok {
		return false
	}
	return slices.ContainsFunc(e.nums, func(n numbers.Token) bool {
		eu, _, ok := unitAfter(e.src, n.End)
		return ok && n.Value == t.Value && eu == cu
	})
}

// unitsOfValue reads the unit of claim number t, grounded by its value,
// against the units of the passage numbers of that value (same): where
// each is another unit of the claim unit's measure, t fails ("10 weeks"
// against "10 days", "5 km" against "5 m"); where each measures another
// dimension, t is not grounded ("every 4 hours" against "4 g"), and fails
// where the passages give another value in its unit ("a 450-watt motor"
// against "a 150-watt motor at 450 rpm"). It returns whether t stays
// grounded, and whether it decided t.
func (k *checker) unitsOfValue(t numbers.Token, same []*evQty, eq []evQty) (stays, decided bool) {
	cu, ce, ok := unitAfter(k.c.src, t.End)
	if !ok {
		return true, false
	}
	otherDim, sameDim := true, true
	var first *evQty
	fe := 0
	for _, e := range same {
		eu, ee, ok := unitAfter(e.p.Text.src, e.tok.End)
		if !ok || eu == cu {
			return true, false
		}
		otherDim = otherDim && eu.dim != cu.dim
		// "6 weeks" against "6 months" as "10 weeks" against "10 days";
		// a business day is no fixed part of a week (valueUnitsApart).
		sameDim = sameDim && eu.dim == cu.dim && !businessUnit(eu) && !businessUnit(cu)
		if first == nil {
			first, fe = e, ee
		}
	}
	switch {
	case otherDim:
		for i := range eq {
			e := &eq[i]
			if eu, ee, ok := unitAfter(e.p.Text.src, e.tok.End); ok && eu == cu && e.tok.Value != t.Value {
				k.fail(NumberMismatch, e.p.span(int32(e.tok.Start), int32(ee)), "the claim says %s; %s says %s", k.c.src[t.Start:ce], k.where, e.p.Text.src[e.tok.Start:ee])
				return false, true
			}
		}
		return false, false
	case sameDim:
		k.fail(NumberMismatch, first.p.span(int32(first.tok.Start), int32(fe)), "the claim says %s; %s says %s", k.c.src[t.Start:ce], k.where, first.p.Text.src[first.tok.Start:fe])
		return true, true
	}
	return true, false
}

// amountOfCount decides claim amount t, which the numbers grounded by
// its value alone, where the passages give that value with no currency,
// only as a count of something or under a bound of their own: "Adults
// pay €12" against "children under 12 go free; adults pay €15", "$12
// million" against "$15 million across 12 markets". It fails the claim
// where the best passage gives another amount in the claim's currency,
// and leaves it unverified otherwise. It reports whether it decided.
func (k *checker) amountOfCount(t numbers.Token, eq []evQty) bool {
	if t.Kind != numbers.Currency {
		return false
	}
	unit, amount, ok := strings.Cut(t.Value, " ")
	if !ok {
		return false
	}
	var count *evQty
	for i := range eq {
		e := &eq[i]
		switch e.tok.Kind {
		case numbers.Currency:
			if _, a, _ := strings.Cut(e.tok.Value, " "); a == amount {
				return false
			}
		case numbers.Integer, numbers.Decimal:
			if e.tok.Value != amount && e.tok.Value != mantissa(t.Text) {
				continue // "$12 million" is grounded by a bare 12 too
			}
			if e.bound == 0 && countedAfter(e.p.Text, e.tok.End) < 0 {
				return false // "the fee is 12": a bare value may be the amount
			}
			if count == nil {
				count = e
			}
		}
	}
	if count == nil {
		return false
	}
	if p := k.best(); p != nil {
		for _, n := range p.Text.nums {
			if u, _, _ := strings.Cut(n.Value, " "); n.Kind == numbers.Currency && u == unit {
				k.fail(NumberMismatch, p.span(int32(n.Start), int32(n.End)), "the claim says %s; %s says %s", t.Text, k.where, n.Text)
				return true
			}
		}
	}
	e := count.p.Text
	end := count.tok.End
	if j := countedAfter(e, end); j >= 0 {
		end = int(e.toks[j].end)
	}
	k.doubt(AnchorAbsent, count.p.span(int32(count.tok.Start), int32(end)), "the claim says %s; %s gives %s only as %q, no amount", t.Text, k.where, count.tok.Text, e.src[count.tok.Start:end])
	return true
}

// singleCount decides claim count t of the noun right after it where the
// best passage counts that noun by "a single" ("a single dose"): one is
// grounded by it, another count fails against it. It reports whether it
// decided.
func (k *checker) singleCount(t numbers.Token) bool {
	c, p := k.c, k.englishBest()
	if p == nil || t.Kind != numbers.Integer {
		return false
	}
	ci := tokenAfter(c.Text, t.End)
	if ci < 0 {
		return false
	}
	e := p.Text
	for j := range e.toks {
		u := &e.toks[j]
		if !c.matches(ci, u) {
			continue
		}
		w, at := lastWordBefore(e.src, u.start)
		if w != "single" {
			continue
		}
		a, from := lastWordBefore(e.src, int32(at))
		if a != "a" && a != "one" {
			continue
		}
		at = from
		if t.Value == "1" {
			k.ground(t)
			return true
		}
		k.fail(NumberMismatch, p.span(int32(at), u.end), "the claim says %s; %s says %q", t.Text, k.where, p.text(int32(at), u.end))
		return true
	}
	return false
}

// mantissa returns the first number written in digits in text, without
// its thousands commas: "12" of "$12 million", "1500" of "$1,500".
func mantissa(text string) string {
	i := strings.IndexFunc(text, func(r rune) bool { return '0' <= r && r <= '9' })
	if i < 0 {
		return ""
	}
	j := i
	for j < len(text) && ('0' <= text[j] && text[j] <= '9' || text[j] == ',' || text[j] == '.' && j+1 < len(text) && '0' <= text[j+1] && text[j+1] <= '9') {
		j++
	}
	return strings.ReplaceAll(text[i:j], ",", "")
}

// sameValued returns the passage numbers of eq with the value of claim
// number t, each once, whichever way eq reads it.
func sameValued(t numbers.Token, eq []evQty) []*evQty {
	return appendSameValued(nil, t, eq)
}

// appendSameValued appends to out the numbers sameValued returns.
func appendSameValued(out []*evQty, t numbers.Token, eq []evQty) []*evQty {
	for i := range eq {
		e := &eq[i]
		if e.tok.Value != t.Value {
			continue
		}
		if n := len(out); n > 0 && out[n-1].p == e.p && out[n-1].tok.Start == e.tok.Start {
			continue // the other reading of the same number
		}
		out = append(out, e)
	}
	return out
}

// wholeOnly leaves unverified claim amount t where the chosen passages
// give its value only as the whole a part of it is taken from: "convicted
// on three counts" against "convicted on two of the three counts", where
// what the claim says is said of two. A claim that says so itself ("one
// of the three founders") is left alone. It reports whether it did.
func (k *checker) wholeOnly(t numbers.Token, same []*evQty) bool {
	if len(same) == 0 {
		return false
	}
	if _, ok := partBefore(k.c.Text, t); ok {
		return false
	}
	whole := onlyAs(t, same, func(e *evQty) bool { _, ok := partBefore(e.p.Text, e.tok); return ok })
	if whole == nil {
		return false
	}
	part, _ := partBefore(whole.p.Text, whole.tok)
	src := whole.p.Text.src
	if w, _ := lastWordBefore(k.c.src, int32(t.Start)); (w == "all" || w == "each" || w == "every") && part.Value != whole.tok.Value {
		// "All three candidates" against "Two of the three candidates":
		// the claim says the whole of what the quote says a part of.
		k.fail(BoundMismatch, whole.p.span(int32(part.Start), int32(whole.tok.End)), "the claim says %q; %s says %q", w+" "+t.Text, k.where, src[part.Start:whole.tok.End]+unitText(src, whole.tok.End))
		return true
	}
	k.doubt(AnchorAbsent, whole.p.span(int32(part.Start), int32(whole.tok.End)), "%s gives %s as the whole of which it says %s: %q", k.where, whole.tok.Text, part.Text, src[part.Start:whole.tok.End]+unitText(src, whole.tok.End))
	return true
}

// partBefore returns the number of text x that takes a part of number n,
// "two of the three", "2 out of 3", "two of three", and whether there is
// one.
func partBefore(x *Text, n numbers.Token) (numbers.Token, bool) {
	w, j := lastWordBefore(x.src, int32(n.Start))
	if w == "the" {
		w, j = lastWordBefore(x.src, int32(j))
	}
	if w == "of" {
		if w2, j2 := lastWordBefore(x.src, int32(j)); w2 == "out" {
			j = j2
		}
	} else {
		return numbers.Token{}, false
	}
	if i := lastNumBefore(x, j); i >= 0 && strings.TrimSpace(x.src[x.nums[i].End:j]) == "" {
		return x.nums[i], true
	}
	return numbers.Token{}, false
}

// sameVerbBefore reports whether the last verb before claim number t in
// its clause is matched by a word before passage number e in its clause.
func (k *checker) sameVerbBefore(t numbers.Token, e *evQty) bool {
	c := k.c
	pi := slices.IndexFunc(k.used, func(pi int) bool { return &k.ev.Passages[pi] == e.p })
	if pi < 0 {
		return false
	}
	at := k.at[k.used[pi]]
	for i := len(c.toks) - 1; i >= 0; i-- {
		u := &c.toks[i]
		if int(u.end) > t.Start {
			continue
		}
		if hasClauseMark(between(c.src, u.end, int32(t.Start))) {
			return false
		}
		if !u.verbForm() {
			continue
		}
		j := at[i]
		return j >= 0 && int(e.p.Text.toks[j].end) <= e.tok.Start && !hasClauseMark(e.p.Text.src[e.p.Text.toks[j].end:e.tok.Start])
	}
	return false
}

// partBound fails a claim bound that passage number e, a whole, meets,
// where the passage gives after "including" the part of it the claim's
// words name, and that part does not meet the bound: "more than 8 novels
// under a pen name" against "54 novels, including seven under the pen
// name Richard Bachman".
func (k *checker) partBound(ti int, b bound, e *evQty) {
	c, x := k.c, e.p.Text
	if c.lang != English {
		return
	}
	j := slices.IndexFunc(x.nums, func(n numbers.Token) bool { return n.Start == e.tok.Start })
	if j < 0 || j+1 >= len(x.nums) {
		return
	}
	part := x.nums[j+1]
	if w, _ := lastWordBefore(x.src, int32(part.Start)); w != "including" || strings.ContainsAny(x.src[e.tok.End:part.Start], ";:.") {
		return
	}
	end := len(x.src)
	if i := strings.IndexAny(x.src[part.End:], ",;:.()"); i >= 0 {
		end = part.End + i
	}
	// A claim word after its number that names the part: "under a pen
	// name" of "more than 8 novels under a pen name".
	cn := c.nums[ti]
	named := false
	for m := range x.toks {
		u := &x.toks[m]
		if int(u.start) < part.End || int(u.end) > end || strings.Contains(strings.ToLower(x.src[e.tok.End:part.Start]), u.word) {
			continue
		}
		for i := range c.toks {
			if int(c.toks[i].start) > cn.End && c.matches(i, u) {
				named = true
			}
		}
	}
	if !named || k.meetsBound(ti, part) {
		return
	}
	k.fail(BoundMismatch, e.p.span(int32(part.Start), int32(end)), "the claim says %q where %s says %q", b.phrase, k.where, x.src[part.Start:end])
}

// countOfOther fails claim count t of a noun ("200 rooms") where the
// chosen passages give its value only of another noun and another value
// of the claim's: "200 suites and 50 rooms". It reports whether it did.
func (k *checker) countOfOther(t numbers.Token, same []*evQty, eq []evQty) bool {
	c := k.c
	if t.Kind != numbers.Integer || isYearTok(t) || len(same) == 0 {
		return false
	}
	ci := tokenAfter(c.Text, t.End)
	if ci < 0 {
		return false
	}
	if acro := acronymPlural(c.src[c.toks[ci].start:c.toks[ci].end]); !acro && (c.toks[ci].is(fName) || !c.toks[ci].noun()) {
		return false
	}
	stem := c.toks[ci].stem
	for _, e := range same {
		j := countedAfter(e.p.Text, e.tok.End)
		et := e.p.Text
		if j < 0 || et.toks[j].stem == stem || !et.toks[j].noun() && !acronymPlural(et.src[et.toks[j].start:et.toks[j].end]) || timeOpeners[et.toks[j].word] {
			return false // the passage counts the claim's noun so, or no noun ("hired 20 last year")
		}
	}
	for i := range eq {
		e := &eq[i]
		if e.tok.Kind != t.Kind || e.tok.Value == t.Value {
			continue
		}
		if j := countedAfter(e.p.Text, e.tok.End); j >= 0 && e.p.Text.toks[j].stem == stem {
			u := &e.p.Text.toks[j]
			k.fail(NumberMismatch, e.p.span(int32(e.tok.Start), u.end), "the claim says %s; %s says %s", quote(k.claimText(int32(t.Start), c.toks[ci].end)), k.where,
				quote(e.p.Text.src[e.tok.Start:u.end]))
			return true
		}
	}
	return false
}

// acronymPlural reports whether w is an acronym counted in the plural,
// a name that counts things as a noun does: "DVDs", "GPUs".
func acronymPlural(w string) bool {
	a, ok := strings.CutSuffix(w, "s")
	return ok && len(a) >= 2 && strings.Trim(a, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == ""
}

// untilOther fails claim number t, a date or a year after "until",
// "till" or "through", where the chosen passages give the claim's value
// only after another word and another value of its kind after the
// claim's: "runs until 2027" against "runs until 2025, with an option to
// extend to 2027". It reports whether it did.
func (k *checker) untilOther(t numbers.Token, eq []evQty) bool {
	w, _ := lastWordBefore(k.c.src, int32(t.Start))
	if w != "until" && w != "till" && w != "through" || t.Kind != numbers.Date && !isYearTok(t) {
		return false
	}
	var other *evQty
	for i := range eq {
		e := &eq[i]
		if e.tok.Kind != t.Kind {
			continue
		}
		if ew, _ := lastWordBefore(e.p.Text.src, int32(e.tok.Start)); ew == w {
			if e.tok.Value == t.Value {
				return false // the passage says it so too
			}
			if other == nil {
				other = e
			}
		}
	}
	if other == nil {
		return false
	}
	_, from := lastWordBefore(other.p.Text.src, int32(other.tok.Start))
	k.fail(NumberMismatch, other.p.span(int32(from), int32(other.tok.End)), "the claim says %s %s; %s says %s", w, t.Text, k.where,
		quote(other.p.Text.src[from:other.tok.End]))
	return true
}

// windowOfOther fails claim number ti, t, which the claim bounds as a
// window ("up to 180 days", "within 30 days"), where the chosen passages
// give its value only with no window of the same reach (same), and the
// best passage gives such a window of the same unit another value: "The
// visa allows stays of up to 180 days" against "… up to 90 days within
// any 180-day period". It reports whether it failed.
func (k *checker) windowOfOther(ti int, t numbers.Token, same []*evQty, eq []evQty) bool {
	b, ok := k.c.boundOf(ti)
	if !ok || !b.window || slices.ContainsFunc(same, func(e *evQty) bool { return e.window }) {
		return false
	}
	cu, _, ok := unitAfter(k.c.src, t.End)
	if !ok {
		return false
	}
	best := k.englishBest()
	for i := range eq {
		e := &eq[i]
		if !e.window || e.p != best || e.bound != b.dir || e.tok.Kind != t.Kind || e.tok.Value == t.Value {
			continue
		}
		if eu, _, ok := unitAfter(e.p.Text.src, e.tok.End); !ok || eu != cu {
			continue
		}
		k.fail(BoundMismatch, e.p.span(int32(e.tok.Start), int32(e.tok.End)), "the claim says %q; %s says %q", b.withUnit(k.c.src, t), k.where, phraseOf(e))
		return true
	}
	return false
}

// boundOnly leaves unverified claim amount t, which the claim does not
// bound, where the chosen passages give its value only as a bound: "40
// countries" against "more than 40 countries", "at least 40". It reports
// whether it did. A year is left out where its bound bounds no claim's
// year (yearUnbound): "since 2012" dates a beginning.
func (k *checker) boundOnly(t numbers.Token, same []*evQty) bool {
	if k.c.boundedAt(t) {
		return false
	}
	bounded := onlyAs(t, same, func(e *evQty) bool { return e.bound != 0 && !e.window && !(dated(t) && yearUnbound(e)) })
	if bounded == nil {
		return false
	}
	if bounded.bound > 0 && !bounded.strict && limitBound(k.c.Text, "", t.Start) && limitBound(bounded.p.Text, phraseOf(bounded), bounded.tok.Start) {
		return false // "must give 60 days' notice" against "shall give at least 60 days' notice": the least required is the requirement
	}
	if bounded.bound < 0 && !bounded.strict && k.c.allowsAt(t.Start) && limitBound(bounded.p.Text, phraseOf(bounded), bounded.tok.Start) {
		return false // "allows 100 requests a minute" against "may make up to 100 requests a minute": the most allowed is the allowance
	}
	if !bounded.strict {
		for i := range k.c.toks {
			u := &k.c.toks[i]
			switch d := limitNouns[u.word]; {
			case d == 0 || int(u.end) > t.Start || hasClauseMarkOrParen(k.c.src[u.end:t.Start]) || k.c.numberIn(u.end, int32(t.Start)):
				continue // a bound of this number: before it, in its clause
			case d == bounded.bound:
				// "The maximum dose is 20 mg" against "to a maximum of 20
				// mg": the claim names the bound itself.
				k.numberWords = append(k.numberWords, u.start)
				k.ground(t)
				return true
			default:
				k.fail(BoundMismatch, bounded.p.span(int32(bounded.tok.Start), int32(bounded.tok.End)), "the claim says %q; %s says %q", k.c.src[u.start:u.end], k.where, phraseOf(bounded))
				return true
			}
		}
	}
	k.doubt(AnchorAbsent, bounded.p.span(int32(bounded.tok.Start), int32(bounded.tok.End)), "%s says %q, which does not prove %s", k.where, phraseOf(bounded), t.Text)
	return true
}

// allowsAt reports whether English text t allows the amount at byte at,
// undenied: a verb of allowing right before it ("allows 100 requests"),
// or "may", "can", "permitted" or "allowed" before it in its clause ("may
// take 2 tablets").
func (t *Text) allowsAt(at int) bool {
	if t.lang != English || t.negatedAround(int32(at)) || t.deniedBefore(int32(at)) {
		return false
	}
	if w, _ := wordBeforeNumber(t.src, at); allowVerbs[w] {
		return true
	}
	return t.modalBefore(at, func(q cueAt) bool { return q.class == cuePermission && q.word != "cannot" && q.word != "cant" })
}

// allowVerbs allow the amount they govern: "allows 100 requests",
// "includes 2 users", "covers 10 sessions", "supports 10 users".
var allowVerbs = setOf(`allow allows allowed permit permits permitted include includes included cover covers covered support supports supported`)

// limitNouns name a bound of a value in the claim's own words, with its
// direction: "the maximum dose", "the minimum age".
var limitNouns = map[string]int8{"maximum": -1, "max": -1, "minimum": +1, "min": +1}

// includedOnly leaves unverified claim count t, of the thing the claim
// names right after it, where the chosen passages give its value only
// after "including", or before "of whom" ("nine members, seven of whom"),
// as a part of another count of that thing before it,
// and the claim has none of the words that tell the part: "published 7
// novels" against "published 54 novels, including seven under a pen
// name". A claim that tells it ("7 novels under a pen name") is left
// alone. It reports whether it did.
func (k *checker) includedOnly(t numbers.Token, same []*evQty) bool {
	c := k.c
	ci := tokenAfter(c.Text, t.End)
	if len(same) == 0 || t.Kind != numbers.Integer || ci < 0 || c.lang != English {
		return false
	}
	part := onlyAs(t, same, func(e *evQty) bool {
		w, _ := lastWordBefore(e.p.Text.src, int32(e.tok.Start))
		return w == "including" || partOfWhole(e.p.Text.src, e.tok)
	})
	if part == nil {
		return false
	}
	e := part.p.Text
	var whole numbers.Token
	found := false
	for _, n := range e.nums {
		if n.Start >= part.tok.Start {
			break
		}
		if j := tokenAfter(e, n.End); j >= 0 && n.Kind == numbers.Integer && n.Value != t.Value && c.matches(ci, &e.toks[j]) {
			whole, found = n, true
		}
	}
	if !found {
		return false
	}
	// The words that tell the part: after its number, up to the clause's
	// next punctuation.
	end := len(e.src)
	if x := strings.IndexAny(e.src[part.tok.End:], ",;:.()"); x >= 0 {
		end = part.tok.End + x
	}
	for j := range e.toks {
		if u := &e.toks[j]; int(u.start) >= part.tok.End && int(u.end) <= end && k.claimSays(u) {
			return false
		}
	}
	k.doubt(AnchorAbsent, part.p.span(int32(whole.Start), int32(end)), "%s gives %s as a part of %s: %q", k.where, part.tok.Text, whole.Text, e.src[whole.Start:end])
	return true
}

// partOfWhole reports whether number n of src is a part of the whole
// said right before it: "nine members, seven of whom are independent".
func partOfWhole(src string, n numbers.Token) bool {
	if !strings.HasSuffix(src[:n.Start], ", ") {
		return false
	}
	for _, pw := range partWords {
		if strings.HasPrefix(src[n.End:], pw) {
			return true
		}
	}
	return false
}

// partJoins open the part of a sentence that tells of a part of the
// amount before them: "12 weeks, of which the first 6 weeks are at full
// pay".
var partJoins = [...]string{", of which ", ", of whom "}

// partSaysIt leaves unverified claim number t, which the best passage
// holds, where a word of the claim is in the passage only in the part
// after t's match that tells of a part of it, with a number of its own:
// "Parental leave is 12 weeks at full pay" against "Parental leave is 12
// weeks, of which the first 6 weeks are at full pay". What the claim says
// of the whole the passage says of the part. It reports whether it did.
func (k *checker) partSaysIt(t numbers.Token, same []*evQty) bool {
	c, p := k.c, k.englishBest()
	if p == nil || len(same) == 0 || !strings.Contains(p.Text.src, ", of wh") {
		return false // the common case
	}
	e := p.Text
	for _, m := range same {
		if m.p != p {
			continue
		}
		rest := e.src[m.tok.End:]
		if x := strings.IndexAny(rest, ".;"); x >= 0 {
			rest = rest[:x]
		}
		from := -1
		for _, j := range partJoins {
			if x := strings.Index(rest, j); x >= 0 && !strings.Contains(rest[:x], ",") {
				from = m.tok.End + x
			}
		}
		if from < 0 {
			continue
		}
		end := m.tok.End + len(rest)
		if !e.numIn(int32(from), int32(end)) {
			continue // "of which many are" tells no part
		}
		if slices.ContainsFunc(e.nums, func(n numbers.Token) bool {
			return n.Start >= from && n.End <= end && slices.ContainsFunc(c.nums, func(cn numbers.Token) bool { return cn.Value == n.Value })
		}) {
			continue // the claim gives the part too: "10 days of which are at full salary"
		}
		for i := range c.toks {
			if c.toks[i].dup || c.toks[i].is(fName) {
				continue
			}
			in, out := false, false
			for j := range e.toks {
				if u := &e.toks[j]; c.matches(i, u) {
					if int(u.start) >= from && int(u.end) <= end {
						in = true
					} else {
						out = true
					}
				}
			}
			if in && !out {
				k.doubt(AnchorAbsent, p.span(int32(from+2), int32(end)), "%s says %q of a part of the %s: %q", k.where, k.claimText(c.toks[i].start, c.toks[i].end), m.tok.Text, e.src[from+2:end])
				return true
			}
		}
	}
	return false
}

// onlyAs returns the first of the passage numbers same of claim number
// t's kind if every one of them is as is reports (a bound, a base, a
// whole), or nil.
func onlyAs(t numbers.Token, same []*evQty, is func(e *evQty) bool) *evQty {
	var first *evQty
	for _, e := range same {
		if e.tok.Kind != t.Kind {
			continue
		}
		if !is(e) {
			return nil
		}
		if first == nil {
			first = e
		}
	}
	return first
}

// dateAt reports whether passage number near, read any way eq reads it,
// compares with claim number t read as a date.
func (k *checker) dateAt(near *evQty, t numbers.Token, eq []evQty) bool {
	for _, cq := range claimQuantities(t).all() {
		if cq.dim != dimTime {
			continue
		}
		for i := range eq {
			if sameTok(&eq[i], near) && comparable(eq[i].q, cq) {
				return true
			}
		}
	}
	return false
}

// rangeMates reports whether passage numbers a and b are the two ends of
// one range, "between 50,000 and 70,000".
func rangeMates(a, b *evQty) bool {
	if a.p != b.p || a.end == 0 || b.end != -a.end {
		return false
	}
	lo, hi := a, b
	if a.end < 0 {
		lo, hi = b, a
	}
	return lo.tok.End <= hi.tok.Start && gapIs(lo.p.Text.src[lo.tok.End:hi.tok.Start], "and")
}

// dayBound checks claim date t, bounded by b and given without a year
// ("born before September 10th", "released after January 11"), against
// the passages' date nearest the claim's words, by month and day: a
// bound on a day with no year is a bound on the day of the year. It
// reports whether it decided; a passage without a dated day in the
// claim's place leaves the number to the other checks.
func (k *checker) dayBound(t numbers.Token, b bound, eq []evQty) bool {
	y, m, d, ok := dateParts(t.Value)
	if t.Kind != numbers.Date || !ok || y != 0 || m == 0 || b.pair {
		return false
	}
	var dates []evQty
	for _, e := range eq {
		if _, em, _, ok := dateParts(e.tok.Value); e.tok.Kind == numbers.Date && ok && em != 0 && e.bound == 0 {
			dates = append(dates, e)
		}
	}
	near := k.nearest(int32(b.start), int32(t.Start), int32(t.End), dates)
	if near == nil {
		return false
	}
	_, em, ed, _ := dateParts(near.tok.Value)
	day := func(m, d int) quantity {
		if d == 0 {
			return quantity{dim: dimTime, lo: dayOf(0, m, 1), hi: dayOf(0, m, 31)}
		}
		return quantity{dim: dimTime, lo: dayOf(0, m, d), hi: dayOf(0, m, d)}
	}
	sp := near.p.span(int32(near.tok.Start), int32(near.tok.End))
	cq, eqv := day(m, d), day(em, ed)
	switch {
	case satisfies(eqv, cq, b.dir, b.strict):
		k.ground(t)
		k.setBoundedBy(t, near)
	case meetsPart(eqv, cq, b.dir, b.strict):
		k.doubt(AnchorAbsent, sp, "%s says %q, which does not prove %q", k.where, near.tok.Text, b.phrase)
	default:
		k.fail(BoundMismatch, sp, "the claim says %q where %s says %q", b.phrase, k.where, near.tok.Text)
	}
	return true
}

// datesOf returns the numbers of eq that are dates comparable with claim
// number t read as a year.
func datesOf(t numbers.Token, eq []evQty) []evQty {
	var out []evQty
	for _, cq := range claimQuantities(t).all() {
		if cq.dim != dimTime {
			continue
		}
		for i := range eq {
			if comparable(eq[i].q, cq) {
				out = append(out, eq[i])
			}
		}
	}
	return out
}

// periodNear reads claim year t, under bound b, against a period of
// the passage that its nearest date near is one end of ("from 1861 to
// 1865"): it returns the end to compare, the one the claim's verb dates
// ("started after 1863": the beginning), else near. Where the claim's
// verb names no end and the two ends disagree about the bound, it leaves
// the claim unverified and reports undecided.
func (k *checker) periodNear(t numbers.Token, b bound, near *evQty, eq []evQty) (_ *evQty, undecided bool) {
	pd, end, ok := periodWith(near)
	if !ok {
		return near, false
	}
	want := -1
	if v := k.datingVerb(k.c.numAt(t.Start)); v != nil {
		if w, ok := periodEnd(v); ok {
			want = w
		}
	}
	if meets := periodMeets(pd, t, b); want < 0 && meets[0] != meets[1] {
		// "from 1999 to 2010" against "after 2001": which end the claim's
		// event is, the passage does not say.
		k.doubt(AnchorAbsent, near.p.span(pd.span[0][0], pd.span[1][1]),
			"%s says %s, which does not prove %q", k.where, quote(near.p.Text.src[pd.span[0][0]:pd.span[1][1]]), b.withUnit(k.c.src, t))
		return near, true
	}
	if want >= 0 && want != end {
		for i := range eq {
			if eq[i].p == near.p && int32(eq[i].tok.Start) == pd.span[want][0] {
				return &eq[i], false
			}
		}
	}
	return near, false
}

// dayInPeriod decides claim date t, a day of a month with no year ("on
// June 15"), against a period of days of the best passage, "from June 1
// through June 30": a day in it is not proven, the period's own ends
// aside, and a day outside it fails the claim. It reports whether it
// decided.
func (k *checker) dayInPeriod(t numbers.Token) bool {
	p := k.englishBest()
	y, m, d, ok := dateParts(t.Value)
	if p == nil || !ok || y != 0 || m == 0 || d == 0 || t.Kind != numbers.Date {
		return false
	}
	e := p.Text
	day := m*100 + d
	for i := 0; i+1 < len(e.nums); i++ {
		a, b := e.nums[i], e.nums[i+1]
		before, _ := lastWordBefore(e.src, int32(a.Start))
		gap := strings.ToLower(strings.TrimSpace(e.src[a.End:b.Start]))
		if a.Kind != numbers.Date || b.Kind != numbers.Date || !(before == "from" && (gap == "to" || gap == "through" || gap == "until") || before == "between" && gap == "and") {
			continue
		}
		_, am, ad, ok1 := dateParts(a.Value)
		_, bm, bd, ok2 := dateParts(b.Value)
		if !ok1 || !ok2 || am == 0 || ad == 0 || bm == 0 || bd == 0 || am*100+ad > bm*100+bd {
			continue
		}
		_, at := lastWordBefore(e.src, int32(a.Start))
		said := e.src[at:b.End]
		if v := k.datingVerb(k.c.numAt(t.Start)); v != nil {
			if end, ok := periodEnd(v); ok {
				// "ends on June 15": the period's end, June 30, says when.
				if ends := [2]int{am*100 + ad, bm*100 + bd}; day == ends[end] {
					return false
				}
				k.fail(NumberMismatch, p.span(int32(at), int32(b.End)), "the claim says %s; %s says %q", t.Text, k.where, said)
				return true
			}
		}
		if day < am*100+ad || day > bm*100+bd {
			k.fail(NumberMismatch, p.span(int32(at), int32(b.End)), "the claim says %s; %s says %q", t.Text, k.where, said)
		} else {
			k.doubt(AnchorAbsent, p.span(int32(at), int32(b.End)), "%s gives a period, %q, not %s", k.where, said, t.Text)
		}
		return true
	}
	return false
}

// periodHolding returns a period of the best passage, of two numbers,
// whose years hold claim year t, not bounded, where the claim has no verb
// that dates it or the one the passage dates the period by ("was on the
// show in 2004" in "was on the show from 2000 to 2007"; "began in 1861"
// is not in "from 1859 to 1863", which periodVerb and checkVerbDate
// read).
func (k *checker) periodHolding(t numbers.Token) (period, bool) {
	p := k.best()
	if p == nil || k.c.lang != English || !yearText(t.Text) || k.c.boundedAt(t) {
		return period{}, false
	}
	for i := range k.c.toks {
		if w := &k.c.toks[i]; w.start < int32(t.Start) && w.class == cueNone {
			if c := verbClass(w.word); c.period > 0 || c.life > 0 {
				return period{}, false // "began operating in 1964", "passed away in 1450"
			}
		}
	}
	v := k.datingVerb(k.c.numAt(t.Start))
	q, ok := quantityOf(t, true)
	if !ok || q.dim != dimTime {
		return period{}, false
	}
	for _, pd := range periodsOf(p) {
		if pd.span[0] == pd.span[1] || q.lo < pd.ends[0].lo || q.hi > pd.ends[1].hi {
			continue
		}
		if l, ok := k.life(); ok && l.span[0] == pd.span[0] {
			continue // a life, which checkLife reads
		}
		// The claim's verb, if it has one, is the one the passage dates
		// by the period: "operated in 1990" on "operated from 1963 to
		// 2006", not "opened in 1964" on it.
		if v != nil {
			j := datingVerbAt(p.Text, int(pd.span[0][0]), int(pd.span[0][1]), false)
			if j < 0 || !k.c.matches(tokIndex(k.c.Text, v), &p.Text.toks[j]) {
				continue
			}
		}
		return pd, true
	}
	return period{}, false
}

// periodWith returns the period of its passage that date near is one end
// of, given by two numbers ("from 1999 to 2010"), and which end it is.
func periodWith(near *evQty) (period, int, bool) {
	for _, pd := range periodsOf(near.p) {
		if pd.span[0] == pd.span[1] {
			continue // one number, "1861–1865", compared as a range
		}
		for end := range 2 {
			if pd.span[end][0] == int32(near.tok.Start) {
				return pd, end, true
			}
		}
	}
	return period{}, 0, false
}

// periodMeets reports, for each end of period pd, whether it meets the
// bound b that claim number t, read as a year, is under.
func periodMeets(pd period, t numbers.Token, b bound) (meets [2]bool) {
	for _, cq := range claimQuantities(t).all() {
		for end, q := range pd.ends {
			if cq.dim == dimTime && comparable(q, cq) && satisfies(q, cq, b.dir, b.strict) {
				meets[end] = true
			}
		}
	}
	return meets
}

// boundedAt reports whether the text bounds its number n: "within 7
// days" is a window of its own, which a wider window does not hold.
func (t *Text) boundedAt(n numbers.Token) bool {
	if ti := t.numAt(n.Start); ti >= 0 {
		_, ok := t.boundOf(ti)
		return ok
	}
	return false
}

// numAt returns the index into t.nums of the number that starts at byte
// start, or -1.
func (t *Text) numAt(start int) int {
	i := sort.Search(len(t.nums), func(i int) bool { return t.nums[i].Start >= start })
	if i < len(t.nums) && t.nums[i].Start == start {
		return i
	}
	return -1
}

// yearMeets grounds claim number t, an end of a range of years ("between
// 2000 and 2020") whose place in the passage a count holds ("2 million"),
// where a year of the passages meets it, and reports whether one did.
func (k *checker) yearMeets(t numbers.Token, b bound, eq []evQty) bool {
	for _, cq := range claimQuantities(t).all() {
		if cq.dim != dimTime {
			continue
		}
		for i := range eq {
			e := &eq[i]
			if e.q.dim == dimTime && e.bound == 0 && satisfies(e.q, cq, b.dir, b.strict) {
				k.ground(t)
				k.setBoundedBy(t, e)
				return true
			}
		}
	}
	return false
}

// timeBounds are the bounds that make a year of the number after them:
// "since 2007", "before 1990".
var timeBounds = map[string]bool{"since": true, "after": true, "before": true, "until": true,
	"in or before": true, "in or after": true, "on or before": true, "on or after": true, "at or before": true, "at or after": true}

// limitBound reports whether the bound phrase of the number at byte at
// of t sets a limit, a value of its own, rather than bounding an amount
// it does not know: a cap ("up to $500", "as much as 4 g") or a bound
// after a modal verb in its clause ("may take no more than 4 g") or in an
// instruction ("Take no more than 4 g").
func limitBound(t *Text, phrase string, at int) bool {
	if capPhrase(phrase) || limitPhrase(phrase) {
		return true
	}
	if f, _, _ := strings.Cut(phrase, " "); boundNegations[strings.ToLower(f)] && imperativeAt(t.src, at) {
		return true // "Do not use for more than 5 days": a limit set, not an amount bounded
	}
	if imperativeOpens(t.src, at) {
		return true // "Take no more than 4 tablets": an instruction's limit
	}
	return t.modalBefore(at, func(q cueAt) bool { return q.class == cuePermission || q.class == cueDuty || q.class == cueAdvice })
}

// modalBefore reports whether a cue of t that keep holds ends before byte
// at, in its clause: no clause mark between ("may take no more than 4 g").
func (t *Text) modalBefore(at int, keep func(cueAt) bool) bool {
	for _, q := range t.cues {
		if keep(q) && int(q.end) <= at && !strings.ContainsAny(t.src[q.end:at], ",;:.") {
			return true
		}
	}
	return false
}

// limitWords are the bounds that name a limit: "a maximum of 100
// results", "capped at $500", "a minimum of 12 characters".
var limitWords = [...]string{"a maximum of ", "maximum of ", "maximum ", "capped at ", "limited to ", "a minimum of ", "minimum of ", "minimum ", "not to exceed "}

// limitPhrase reports whether bound phrase s opens with one of
// limitWords.
func limitPhrase(s string) bool {
	for _, w := range limitWords {
		if strings.HasPrefix(s, w) {
			return true
		}
	}
	return false
}

// imperativeAt reports whether the clause of byte at of src opens with
// "do not", "don't" or "never": an instruction.
func imperativeAt(src string, at int) bool {
	from := strings.LastIndexAny(src[:at], ".;:!?\n") + 1
	f := strings.Fields(strings.ToLower(src[from:at]))
	return len(f) > 0 && (f[0] == "never" || f[0] == "don't" || f[0] == "don’t" || f[0] == "do" && len(f) > 1 && f[1] == "not")
}

// boundReads reports whether passage amount e's own bound may prove or
// deny claim amount t in its place: two amounts that are no years, or two
// years where e's bound bounds one ("before 2030", not "since 2012").
func boundReads(t numbers.Token, e *evQty) bool {
	if yearText(t.Text) != yearText(e.tok.Text) {
		return false
	}
	return !yearText(t.Text) || !yearUnbound(e)
}

// yearUnbound reports whether the bound on passage year e bounds no
// claim's year: "since 2012" dates where a state starts, "from 2015" a
// range, "until 1980" where one ends (a window, read by its value), and
// "before the 2003 tournament" names an event by its year.
func yearUnbound(e *evQty) bool {
	ph := phraseOf(e)
	w, _ := lastWordBefore(e.p.Text.src, int32(e.tok.Start))
	return e.window || strings.HasPrefix(ph, "since") || strings.HasPrefix(ph, "from") || w == "the"
}

// phraseOf returns an evidence number with its own bound, as written.
func phraseOf(e *evQty) string {
	src := e.p.Text.src
	if e.bound != 0 || e.end != 0 { // "between 50,000 and 70,000" for either end
		for _, b := range e.p.Text.bounds {
			if t := e.p.Text.nums[b.tok]; t.Start == e.tok.Start {
				return b.withUnit(src, e.tok)
			}
		}
	}
	return src[e.tok.Start:e.tok.End] + unitText(src, e.tok.End)
}

// unitText returns the unit written right after byte end of src,
// with the space or hyphen before it: " days" of "20 days"; "" if there is
// none.
func unitText(src string, end int) string {
	if end < 0 || end > len(src) {
		return ""
	}
	if _, ue, ok := unitAfter(src, end); ok {
		return src[end:ue]
	}
	return ""
}

// smallAlike reports whether claim number t and passage number e, written
// in words, are of a kind that one compares with the other in its place:
// two ordinals, two percentages, or two small amounts, whole or not ("2
// days" against "one and a half days").
func smallAlike(t, e numbers.Token) bool {
	switch {
	case e.Kind == t.Kind && (t.Kind == numbers.Ordinal || t.Kind == numbers.Percent):
		return true
	case t.Kind != numbers.Integer && t.Kind != numbers.Decimal || e.Kind != numbers.Integer && e.Kind != numbers.Decimal:
		return false
	}
	v, err := strconv.ParseFloat(t.Value, 64)
	if err != nil || v >= 1000 {
		return false
	}
	if t.Kind == e.Kind {
		return true
	}
	// A whole number below a fraction is its whole part, said short: "ran
	// for 2 years" of "two and a half years". Above it, it is more.
	ev, err := strconv.ParseFloat(e.Value, 64)
	return err == nil && v > ev
}

// checkMissing decides about claim number t that no chosen passage
// grounds; mi is the best passage's account of it.
func (k *checker) checkMissing(t numbers.Token, mi *numbers.Missing, eq []evQty, ps []*Passage) {
	cqs := claimQuantities(t).all()
	// A number written in words in the evidence: "five" for 5, where the
	// claim has it.
	if spelledTime(t) || t.Kind == numbers.Time && slices.ContainsFunc(ps, func(p *Passage) bool { return slices.ContainsFunc(p.Text.nums, spelledTime) }) {
		k.checkSpelledTime(t, ps)
		return
	}
	if k.bareHour(t, ps) {
		return
	}
	if k.inPoints(t, ps) || k.shareOfWhole(t, ps) || k.sumOfParts(t, ps) {
		return
	}
	near := k.nearest(int32(t.Start), int32(t.Start), int32(t.End), eq)
	near = k.rangeSideQty(t, near, eq)
	if near != nil && k.otherwiseSide(t, near) {
		return
	}
	for _, e := range eq {
		if !e.word || near != nil && !sameTok(near, &e) {
			continue
		}
		for _, cq := range cqs {
			if comparable(e.q, cq) && e.q.lo == cq.lo && e.q.hi == cq.hi {
				k.ground(t)
				return
			}
		}
	}
	// The number in a sentence not chosen, with the claim's words: what
	// it says there, and of what, is for a reader to weigh ("not more
	// than 6 tablets in 24 hours" beside "Adults … take one or two
	// tablets every 4 to 6 hours").
	// Not so where the chosen passage has a number in its very place,
	// after the same word: "within 7 days" for "within 30 days".
	if p, ok := k.heldElsewhere(t); ok && (near == nil || !sameWordBefore(k.c.src, t.Start, near.p.Text.src, near.tok.Start)) {
		k.doubt(AnchorAbsent, p.whole(), "%s gives %s in another sentence: %s", k.where, t.Text, quote(p.Text.src))
		return
	}
	// Another number in words in its place: "20 chairs" against "two
	// dozen chairs", "6th" against "fifth", "70%" against "three
	// quarters".
	if near != nil && near.word && smallAlike(t, near.tok) {
		if k.unitsApart(t, near.p.Text, near.tok.Start, near.tok.End, near.p.span(int32(near.tok.Start), int32(near.tok.End))) {
			return // "30 days" against "one month"
		}
		ct, et := t.Text, near.tok.Text
		if cu, eu := unitText(k.c.src, t.End), unitText(near.p.Text.src, near.tok.End); cu != "" && eu != "" {
			ct, et = ct+cu, et+eu // "15 days" against "two weeks"
		}
		k.fail(NumberMismatch, near.p.span(int32(near.tok.Start), int32(near.tok.End)), "the claim says %s; %s says %s", ct, k.where, et)
		return
	}
	switch t.Kind {
	case numbers.Date:
		if k.inDayRange(t, ps) {
			return
		}
		if k.dateParts(t, ps) {
			return
		}
	case numbers.Range:
		if k.shortRange(t, ps) {
			return
		}
	case numbers.Code:
		if y, ok := decade(t.Value); ok {
			if k.decadePart(t, y, eq) {
				return
			}
			k.checkWithin(t, cqs, eq)
			return
		}
	}
	if mi != nil && mi.Cause != numbers.Absent && k.o.Numbers == numbers.Row {
		k.fail(NumberMismatch, k.bestSpan(), "%s", mi.Reason(k.where))
		return
	}
	var mn *numbers.Token // the number the claim's is compared with
	if mi != nil && mi.Near != nil {
		mn = k.unitMate(t, *mi.Near, ps[0])
	}
	if e := ps[0].Text; mn != nil {
		i := e.numAt(mn.Start - ps[0].Offset)
		j := k.rangeSide(t, e, i) // "until 6pm" against "5pm" of "9am to 5pm"
		if j == i {
			j = k.leadSide(t, e, i)
		}
		if j != i {
			m := e.nums[j]
			m.Start, m.End = m.Start+ps[0].Offset, m.End+ps[0].Offset
			mn = &m
		}
	}
	if mn != nil && k.unitsApart(t, ps[0].Text, mn.Start-ps[0].Offset, mn.End-ps[0].Offset, Span{Source: ps[0].Source, Start: mn.Start, End: mn.End}) {
		return
	}
	if near != nil && near.bound != 0 && !k.c.boundedAt(t) && boundReads(t, near) {
		for _, cq := range cqs {
			if (cq.dim != dimTime || yearText(t.Text)) && comparable(near.q, cq) && satisfies(cq, near.q, near.bound, near.strict) {
				// "5,000 visitors" against "more than 4,000 visitors":
				// consistent, not proven.
				k.doubt(AnchorAbsent, near.p.span(int32(near.tok.Start), int32(near.tok.End)), "%s says %q, which does not prove %s", k.where, phraseOf(near), t.Text)
				return
			}
		}
	}
	if near != nil && near.bound > 0 && !near.strict && yearText(t.Text) && yearText(near.tok.Text) && !k.c.boundedAt(t) &&
		strings.HasPrefix(phraseOf(near), "since") && t.Value > near.tok.Value && k.sameVerbBefore(t, near) {
		// "operated in Leeds in 2019" against "has operated in Leeds
		// since 2015": the state goes on, as far as the quote says; not
		// proven. ("was formed in 2019" has a verb of its own.)
		k.doubt(AnchorAbsent, near.p.span(int32(near.tok.Start), int32(near.tok.End)), "%s says %q, which does not prove %s", k.where, phraseOf(near), t.Text)
		return
	}
	if near != nil && !k.c.boundedAt(t) && k.withinAllowance(t, near) {
		return
	}
	if near != nil && !k.c.boundedAt(t) && near.bound == 0 && t.Kind != numbers.Date && !yearText(t.Text) && roundedOf(t, cqs, near) {
		// "lost 8% of body weight" against "8.2%": the quote's figure
		// rounded, not proven, nor another.
		k.doubt(AnchorAbsent, near.p.span(int32(near.tok.Start), int32(near.tok.End)), "%s says %s; the claim rounds it to %s", k.where, near.tok.Text+unitText(near.p.Text.src, near.tok.End), t.Text+unitText(k.c.src, t.End))
		return
	}
	if near != nil && !k.c.boundedAt(t) && t.Kind != numbers.Date && !yearText(t.Text) {
		// Periods of time have readers of their own (lives, periodVerb):
		// "began in 1861" is not in "from 1859 to 1863".
		if lo, hi, ok := rangeOf(near); ok {
			for _, cq := range cqs {
				if t.Kind == numbers.Range && cq.dim != dimTime && comparable(lo.q, cq) && comparable(hi.q, cq) {
					if lo.q.lo == cq.lo && cq.hi == hi.q.hi {
						k.ground(t) // "3-5 business days" against "three to five business days": the same range
						return
					}
					if cu, eu := unitText(k.c.src, t.End), unitText(near.p.Text.src, hi.tok.End); cu != "" && cu == eu {
						// "2-3 business days" against "three to five business
						// days": another range in its place.
						src := near.p.Text.src
						k.fail(NumberMismatch, near.p.span(int32(lo.start), int32(hi.tok.End)), "the claim says %s; %s says %s", t.Text+cu, k.where, src[lo.start:hi.tok.End]+eu)
						return
					}
				}
				if cq.dim != dimTime && comparable(lo.q, cq) && comparable(hi.q, cq) && lo.q.lo <= cq.lo && cq.hi <= hi.q.hi && agedBoth(k.c.src, t.Start, near.p.Text.src, lo.start) {
					// "children aged 10" against "children aged 5 to 15":
					// the range is a class of ages, and the claim's age is
					// one of them.
					k.ground(t)
					return
				}
				if cq.dim != dimTime && comparable(lo.q, cq) && comparable(hi.q, cq) && lo.q.lo <= cq.lo && cq.hi <= hi.q.hi {
					// "5%" against "between 4% and 6%": in the range,
					// not proven.
					src := near.p.Text.src
					k.doubt(AnchorAbsent, near.p.span(int32(lo.start), int32(hi.tok.End)), "%s gives a range, %q, not %s", k.where, src[lo.start:hi.tok.End]+unitText(src, hi.tok.End), t.Text)
					return
				}
			}
		}
	}
	if k.dayInPeriod(t) {
		return
	}
	if pd, ok := k.periodHolding(t); ok {
		// "was on the show in 2004" against "from 2000 to 2007": within
		// the period, which does not say the year of itself.
		p := k.best()
		k.doubt(AnchorAbsent, p.span(pd.span[0][0], pd.span[1][1]), "%s gives a period, %s, not %s", k.where, quote(p.Text.src[pd.span[0][0]:pd.span[1][1]]), t.Text)
		return
	}
	if p, lo, hi, ok := k.datedFromOther(t); ok {
		if _, _, exact := countedFrom(p.Text, lo, hi, t); exact {
			k.ground(t) // "completed in 1932" on "began in 1923 and was completed nine years later"
			return
		}
		// "reached its orbit in January 2022" against "launched on
		// December 25, 2021, reached its orbit a month later": the date
		// is counted from another, which the claim may have counted.
		k.doubt(AnchorAbsent, p.span(int32(lo), int32(hi)), "%s counts %q from another date; the claim says %s", k.where, p.Text.src[lo:hi], t.Text)
		return
	}
	if isYearTok(t) && priorYearOf(ps, t.Value) {
		k.ground(t) // "up from $4 billion in 2022" on "in 2023 … up from $4 billion a year earlier"
		return
	}
	if mn != nil && !k.partOf(t, *mn) && (valueClass(t) == valueClass(*mn) || k.sameNounAfter(t, ps[0].Text.src, mn.End-ps[0].Offset)) {
		sp := Span{Source: ps[0].Source, Start: mn.Start, End: mn.End}
		ct, et := t.Text, mn.Text
		if cu, eu := unitText(k.c.src, t.End), unitText(ps[0].Text.src, mn.End-ps[0].Offset); cu != "" && eu != "" {
			ct, et = ct+cu, et+eu // "3 kg" against "2,000 grams"
		}
		k.fail(NumberMismatch, sp, "the claim says %s; %s says %s", ct, k.where, et)
		return
	}
	if near != nil && near.tok.Kind == numbers.Range && t.Kind != numbers.Range && k.sameWindow(t, near) && sameWordBefore(k.c.src, t.Start, near.p.Text.src, near.tok.Start) &&
		k.sameNounAfter(t, near.p.Text.src, near.tok.End) && !yearText(t.Text) {
		// "takes 3 days" against "takes 5–7 days", "within 3 business
		// days" against "within 5–7 business days": a range in its very
		// place, which does not hold the claim's value. (One it holds is
		// not proven: "within 6 business days".)
		for _, cq := range cqs {
			if comparable(near.q, cq) && near.q.lo <= cq.lo && cq.hi <= near.q.hi {
				k.doubt(AnchorAbsent, near.p.span(int32(near.tok.Start), int32(near.tok.End)), "%s gives a range, %q, not %s", k.where, near.tok.Text, t.Text)
				return
			}
		}
		k.fail(NumberMismatch, near.p.span(int32(near.tok.Start), int32(near.tok.End)), "the claim says %s; %s says %s", t.Text+unitText(k.c.src, t.End), k.where, near.tok.Text+unitText(near.p.Text.src, near.tok.End))
		return
	}
	// A year where the evidence dates the same thing otherwise: 2022
	// against 1 July 2021, 65 BC against 85 BC.
	if q, ok := quantityOf(t, true); ok && q.dim == dimTime && (t.Kind == numbers.Integer || eraText(t.Text)) {
		for i := range eq {
			if e := &eq[i]; e.q.dim == dimTime && e.tok.Kind == numbers.Date && !within(e.q, q) {
				k.fail(NumberMismatch, e.p.span(int32(e.tok.Start), int32(e.tok.End)), "the claim says %s; %s says %s", t.Text, k.where, e.tok.Text)
				return
			}
		}
	}
	k.doubt(AnchorAbsent, k.bestSpan(), "%s does not give %s", k.where, t.Text)
}

// signWords say, beside a number without a sign, that it counts down: "a
// loss of 4", "4 below zero"; besides the words of a fall (downWords).
var signWords = setOf(`loss losses lost lose deficit deficits shortfall minus negative below under`)

// signDropped fails claim number t, which has no sign, where the passages
// give its value only with a minus and the claim has no word that says
// it counts down: "Oslo averages 4°C" against "Oslo averages -4°C". The
// numbers ground an unsigned value by a negative one, for "fell 5%"
// against "-5%". It reports whether it failed the claim.
func (k *checker) signDropped(t numbers.Token, eq []evQty) bool {
	if strings.HasPrefix(t.Value, "-") || t.Kind == numbers.Currency {
		return false
	}
	var neg *evQty
	for i := range eq {
		if v, ok := strings.CutPrefix(eq[i].tok.Value, "-"); ok && v == t.Value && eq[i].tok.Kind == t.Kind {
			neg = &eq[i]
			break
		}
	}
	if neg == nil {
		return false
	}
	for i := range k.c.toks {
		if w := k.c.toks[i].word; signWords[w] || directionOf(w) < 0 {
			return false
		}
	}
	cu := unitText(k.c.src, t.End)
	k.fail(NumberMismatch, neg.p.span(int32(neg.tok.Start), int32(neg.tok.End)), "the claim says %s; %s says %s", t.Text+cu, k.where, neg.tok.Text+unitText(neg.p.Text.src, neg.tok.End))
	return true
}

// unitNear returns near, the passage number in claim number t's place,
// unless near is in another unit than t and near's passage gives a
// number in t's unit; then the nearest of those to near: "five days a
// week" is compared with "seven days a week", not with the "24 hours"
// the words before it stand by.
func (k *checker) unitNear(t numbers.Token, near *evQty, eq []evQty) *evQty {
	if near == nil {
		return nil
	}
	cu, _, ok := unitAfter(k.c.src, t.End)
	if !ok {
		return near
	}
	if eu, _, ok := unitAfter(near.p.Text.src, near.tok.End); ok && eu == cu {
		return near
	}
	best, bestD := near, -1
	for i := range eq {
		e := &eq[i]
		if e.p != near.p {
			continue
		}
		if eu, _, ok := unitAfter(e.p.Text.src, e.tok.End); ok && eu == cu {
			if d := max(e.tok.Start-near.tok.Start, near.tok.Start-e.tok.Start); bestD < 0 || d < bestD {
				best, bestD = e, d
			}
		}
	}
	return best
}

// unitMate returns the number of passage p that a reader compares claim
// amount t with: near, the number of p nearest in value, unless p gives
// another number in t's very unit where near has another unit; then the
// one of those that measures the claim's noun, or the nearest in value. "After 12 weeks" is compared with "after 26
// weeks", not with "1.2 percentage points". Near and the result are in
// source offsets.
func (k *checker) unitMate(t numbers.Token, near numbers.Token, p *Passage) *numbers.Token {
	cu, cend, ok := unitAfter(k.c.src, t.End)
	src := p.Text.src
	if !ok || near.End-p.Offset < 0 || near.End-p.Offset > len(src) {
		return &near
	}
	if eu, _, ok := unitAfter(src, near.End-p.Offset); ok && eu == cu {
		return &near
	}
	cv, err := strconv.ParseFloat(t.Value, 64)
	if err != nil {
		return &near
	}
	cw, _ := wordAfter(k.c.src, cend)
	var best *numbers.Token
	bestD, bestSame := math.Inf(1), false
	for _, e := range p.Text.nums {
		eu, eend, ok := unitAfter(src, e.End)
		if !ok || eu != cu || e.Value == t.Value {
			continue
		}
		ew, _ := wordAfter(src, eend)
		same := cw != "" && ew == cw // "12 foot lanes" against "15 ft lanes, 10 ft shoulders"
		if ev, err := strconv.ParseFloat(e.Value, 64); err == nil && (same && !bestSame || same == bestSame && math.Abs(ev-cv) < bestD) {
			m := e
			m.Start, m.End = e.Start+p.Offset, e.End+p.Offset
			best, bestD, bestSame = &m, math.Abs(ev-cv), same
		}
	}
	if best == nil {
		return &near
	}
	return best
}

// datedFromOther reports whether claim number t, a date or a year, dates
// a verb that the best passage dates by a time counted from another
// ("reached its orbit a month later"), and where that is said.
func (k *checker) datedFromOther(t numbers.Token) (p *Passage, lo, hi int, ok bool) {
	if q, isTime := quantityOf(t, true); !isTime || q.dim != dimTime {
		return nil, 0, 0, false
	}
	if p = k.englishBest(); p == nil {
		return nil, 0, 0, false
	}
	wi := datingVerbAt(k.c.Text, t.Start, t.End, true)
	if wi < 0 || k.c.toks[wi].negated() {
		return nil, 0, 0, false
	}
	v, lo, hi := relativelyDated(k.c, wi, p.Text)
	if v < 0 {
		return nil, 0, 0, false
	}
	if countedMisses(p.Text, lo, hi, t) {
		return nil, 0, 0, false // "opened two years earlier" than 1962 is not 1952
	}
	return p, lo, hi, true
}

// sameWindow reports whether claim number t is unbounded, or bounded as
// a window ("within 3 days") as passage number e is.
func (k *checker) sameWindow(t numbers.Token, e *evQty) bool {
	b, ok := k.c.boundOf(k.c.numAt(t.Start))
	return !ok || b.window && e.window
}

// checkSpelledTime decides claim time t where it, or a time of the chosen
// passages, is one a word names, "noon", which the index of the passages,
// reading digits, does not read: the same time in the chosen passages
// grounds it; another time of the best passage in its place, after the
// same word ("at 11 am" for "at noon") or the only one, fails it.
func (k *checker) checkSpelledTime(t numbers.Token, ps []*Passage) {
	for _, p := range ps {
		for _, n := range p.Text.nums {
			if n.Kind == numbers.Time && n.Value == t.Value {
				k.ground(t)
				return
			}
		}
	}
	if !k.timeInPlace(t, ps[0]) {
		k.doubt(AnchorAbsent, k.bestSpan(), "%s does not give %s", k.where, t.Text)
	}
}

// timeInPlace fails claim time t where passage p gives a time in its
// place, after the same word ("at 11 am" for "at noon") or as its only
// time, and reports whether it did.
func (k *checker) timeInPlace(t numbers.Token, p *Passage) bool {
	other, times := -1, 0
	for i, n := range p.Text.nums {
		if n.Kind != numbers.Time {
			continue
		}
		times++
		if other < 0 || sameWordBefore(k.c.src, t.Start, p.Text.src, n.Start) {
			other = i
		}
	}
	if other < 0 {
		return false
	}
	if n := p.Text.nums[other]; times == 1 || sameWordBefore(k.c.src, t.Start, p.Text.src, n.Start) {
		k.fail(NumberMismatch, p.span(int32(n.Start), int32(n.End)), "the claim says %s; %s says %s", t.Text, k.where, n.Text)
		return true
	}
	return false
}

// hourWords are the words before a whole number of 1 to 12 that make it
// an hour of the clock: "opens at 9", "from 9 to 5".
var hourWords = setOf(`at from to until till`)

// bareHour decides claim number t, a whole number of 1 to 12 after a word
// of hourWords and before no unit, where the chosen passages give times
// of day: a time on the hour that reads as it, in the morning or after
// noon, grounds it ("open from 9 to 5" on "9:00–17:00"); where none does
// and the best passage gives one time, or one after the same word, that
// time contradicts it ("opens at 10" on "opens at 9:00 am"). It reports
// whether it decided.
func (k *checker) bareHour(t numbers.Token, ps []*Passage) bool {
	c := k.c
	if t.Kind != numbers.Integer || len(t.Value) > 2 || c.lang != English {
		return false
	}
	h, err := strconv.Atoi(t.Value)
	if err != nil || h < 1 || h > 12 {
		return false
	}
	if w, _ := lastWordBefore(c.src, int32(t.Start)); !hourWords[w] {
		return false
	}
	if _, _, ok := unitAfter(c.src, t.End); ok || strings.HasPrefix(c.src[t.End:], ":") {
		return false
	}
	any := false
	for _, p := range ps {
		for _, n := range p.Text.nums {
			if n.Kind != numbers.Time {
				continue
			}
			any = true
			if eh, em, ok := clockParts(n.Value); ok && em == 0 && eh%12 == h%12 {
				k.ground(t)
				return true
			}
		}
	}
	return any && k.timeInPlace(t, ps[0])
}

// clockParts returns the hour and the minute of a time's value, "17:00".
func clockParts(v string) (h, m int, ok bool) {
	a, b, found := strings.Cut(v, ":")
	if !found || len(b) < 2 {
		return 0, 0, false
	}
	h, err1 := strconv.Atoi(a)
	m, err2 := strconv.Atoi(b[:2])
	return h, m, err1 == nil && err2 == nil
}

// spelledTime reports whether t is a time of day a word names: "noon",
// "12 midnight".
func spelledTime(t numbers.Token) bool {
	if t.Kind != numbers.Time {
		return false
	}
	_, ok := clockWords[lowerASCII(t.Text[strings.LastIndexByte(t.Text, ' ')+1:])]
	return ok
}

// writtenAsID decides claim number t where the chosen passages write it
// in an identifier: "the third quarter" as "Q3", "the second season" as
// "season 2", "fiscal 2024" as "FY2024"; it grounds t, with the words that
// make it one, or fails the claim where the identifier has another
// number ("Q2"). It reports whether it decided.
func (k *checker) writtenAsID(t numbers.Token, ps []*Passage) bool {
	c := k.c
	if c.lang != English {
		return false
	}
	var prefix, value, said string
	var words []int32 // the claim words the identifier stands for
	switch {
	case t.Kind == numbers.Ordinal:
		w, end := wordAfter(c.src, t.End)
		prefix = w
		for l, word := range periodLetters {
			if w == word {
				prefix = l
			}
		}
		if w == "" || prefix == w && !refWords[w] {
			return false
		}
		value, words, said = t.Value, []int32{int32(end - len(w))}, c.src[t.Start:end]
	case isYearTok(t) && fiscalBefore(c.src, t.Start):
		prefix, value = "fy", t.Value
		_, at := lastWordBefore(c.src, int32(t.Start))
		words = append(words, int32(at))
		if w, j := lastWordBefore(c.src, int32(at)); w == "fiscal" {
			words = append(words, int32(j))
			at = j
		}
		said = c.src[at:t.End]
	default:
		return false
	}
	var other *ident
	var otherP *Passage
	for _, p := range ps {
		for j := range p.Text.idents {
			e := &p.Text.idents[j]
			if e.prefix != prefix {
				continue
			}
			v := strings.TrimPrefix(e.key, e.prefix)
			if prefix == "fy" {
				v, _ = fiscalYear(v)
			}
			if v == value {
				k.ground(t)
				k.numberWords = append(k.numberWords, words...)
				return true
			}
			if other == nil {
				other, otherP = e, p
			}
		}
	}
	if other == nil {
		return false
	}
	for _, p := range ps {
		if indexFold(p.Text.src, said) >= 0 {
			return false // the passage says it in the claim's words too: "second season" beside "season 0"
		}
	}
	k.fail(IdentifierMismatch, otherP.span(other.start, other.end), "the claim says %s; %s says %s", said, k.where, otherP.text(other.start, other.end))
	return true
}

// A dayRange is a run of days of one month a passage writes with the
// month once: "June 3-5", "3–5 June 2025".
type dayRange struct {
	y, m, lo, hi int
	start, end   int // its text in the passage
}

// dayRanges returns the day ranges of text t.
func dayRanges(t *Text) []dayRange {
	var out []dayRange
	for i, n := range t.nums {
		if n.Kind == numbers.Date {
			// "June 3-5": the last day follows the date.
			y, m, d, ok := dateParts(n.Value)
			if !ok || d == 0 {
				continue
			}
			if hi, end, ok := dayAfterDash(t.src, n.End); ok && hi > d {
				out = append(out, dayRange{y, m, d, hi, n.Start, end})
			}
			continue
		}
		if n.Kind != numbers.Integer || i+1 == len(t.nums) || t.nums[i+1].Kind != numbers.Date {
			continue
		}
		// "3–5 June 2025": the first day comes before the date.
		lo, err := strconv.Atoi(n.Value)
		next := t.nums[i+1]
		y, m, d, ok := dateParts(next.Value)
		if err != nil || !ok || d == 0 || lo < 1 || lo >= d || !isDash(strings.TrimSpace(t.src[n.End:next.Start])) {
			continue
		}
		out = append(out, dayRange{y, m, lo, d, n.Start, next.End})
	}
	return out
}

// dayAfterDash reads "-5" or "–5" right after byte end of src, a day of
// the month, and returns it and where it ends.
func dayAfterDash(src string, end int) (int, int, bool) {
	i := skipSpace(src, end)
	dash := ""
	for _, d := range dashes {
		if strings.HasPrefix(src[i:], d) {
			dash = d
			break
		}
	}
	if dash == "" {
		return 0, 0, false
	}
	i = skipSpace(src, i+len(dash))
	j := i
	for j < len(src) && src[j] >= '0' && src[j] <= '9' {
		j++
	}
	if j == i || j-i > 2 || j < len(src) && (isASCIILetter(src[j]) || src[j] == '.' && j+1 < len(src) && src[j+1] >= '0' && src[j+1] <= '9') {
		return 0, 0, false
	}
	day, _ := strconv.Atoi(src[i:j])
	return day, j, day >= 1 && day <= 31
}

// dashes are the ways of writing a dash between two numbers, longest
// first.
var dashes = []string{"--", "-", "–", "—"}

// isDash reports whether s is a dash.
func isDash(s string) bool { return slices.Contains(dashes, s) }

// inDayRange decides claim date t, which no chosen passage gives, where
// one gives a range of days of its month: the range's last day is a day
// it gives ("from June 3 to June 5" on "June 3-5"); a day within it is
// not proven (the event may span it); a day outside fails the claim. It
// reports whether it decided.
func (k *checker) inDayRange(t numbers.Token, ps []*Passage) bool {
	y, m, d, ok := dateParts(t.Value)
	if !ok || d == 0 {
		return false
	}
	for _, p := range ps {
		for _, r := range dayRanges(p.Text) {
			if r.m != m || y != 0 && r.y != 0 && r.y != y {
				continue
			}
			text := p.Text.src[r.start:r.end]
			switch {
			case d == r.hi && (y == 0 || r.y != 0):
				k.ground(t)
			case d > r.lo && d < r.hi:
				k.doubt(AnchorAbsent, p.span(int32(r.start), int32(r.end)), "%s gives a range, %q, not %s", k.where, text, t.Text)
			case d == r.hi:
				k.doubt(AnchorAbsent, p.span(int32(r.start), int32(r.end)), "%s gives %q without the year", k.where, text)
			default:
				k.fail(NumberMismatch, p.span(int32(r.start), int32(r.end)), "the claim says %s; %s says %s", t.Text, k.where, text)
			}
			return true
		}
	}
	return false
}

// A rangeEnd is one end of a range a passage writes.
type rangeEnd struct {
	tok   numbers.Token
	q     quantity
	start int // where the range's text starts: "between" of "between 4% and 6%"
}

// rangeOf returns the range of two numbers that passage number e is an
// end of, "between 4% and 6%", "from 10 to 12", "4% to 6%", "10 – 12",
// read in the second end's dimension where the first has none of its own
// ("4 to 6%").
func rangeOf(e *evQty) (lo, hi rangeEnd, ok bool) {
	t := e.p.Text
	i := t.numAt(e.tok.Start)
	if i < 0 {
		return rangeEnd{}, rangeEnd{}, false
	}
	for _, a := range [2]int{i - 1, i} {
		if a < 0 || a+1 >= len(t.nums) || t.words[a] != t.words[a+1] {
			continue
		}
		x, y := t.nums[a], t.nums[a+1]
		before, at := lastWordBefore(t.src, int32(x.Start))
		start := x.Start
		switch gap := strings.ToLower(strings.TrimSpace(t.src[x.End:y.Start])); {
		case isDash(gap):
		case gap == "to":
			if before == "from" {
				start = at
			}
		case gap == "and":
			if before != "between" {
				continue
			}
			start = at
		default:
			continue
		}
		qy, oky := quantityOf(y, false)
		qx, okx := quantityOf(x, false)
		if okx && oky && qx.dim == dimPlain && qy.dim != dimPlain {
			qx.dim, qx.unit = qy.dim, qy.unit
		}
		if !okx || !oky || !comparable(qx, qy) || qy.hi <= qx.lo {
			continue
		}
		return rangeEnd{x, qx, start}, rangeEnd{y, qy, start}, true
	}
	return rangeEnd{}, rangeEnd{}, false
}

// partOf reports whether the evidence number near says less than claim
// number t without contradicting it: a day and month without the year of
// the claim's date.
func (k *checker) partOf(t, near numbers.Token) bool {
	if t.Kind != numbers.Date || near.Kind != numbers.Date {
		return false
	}
	y, m, d, ok := dateParts(t.Value)
	ny, nm, nd, ok2 := dateParts(near.Value)
	if !ok || !ok2 {
		return false
	}
	return (ny == 0 || ny == y) && (nm == 0 || nm == m) && (nd == 0 || nd == d)
}

// dateParts grounds a claim date whose parts the evidence gives apart: a
// day and month, and the year as a number of its own ("December 6 ,
// 1975").
func (k *checker) dateParts(t numbers.Token, ps []*Passage) bool {
	y, m, d, ok := dateParts(t.Value)
	if !ok || y == 0 || m == 0 {
		return false
	}
	var md, year bool
	for _, p := range ps {
		for _, e := range p.Text.nums {
			if e.Kind == numbers.Date {
				ey, em, ed, ok := dateParts(e.Value)
				if ok && ey == 0 && em == m && (d == 0 || ed == d) {
					md = true
				}
			}
			if e.Kind == numbers.Integer && e.Value == strconv.Itoa(y) {
				year = true
			}
			if ey, _, _, ok := dateParts(e.Value); e.Kind == numbers.Date && ok && ey == y {
				year = true // "began on August 2, 1777, and ended August 22"
			}
		}
	}
	if md && year {
		k.ground(t)
		return true
	}
	return false
}

// rangeEndsApart fails a claim range ("between 2017 and 2021") whose one
// end is the best passage's range's and whose other end is not: "from
// 2019 to 2021". The range is the passage's, with an end misstated.
func (k *checker) rangeEndsApart() {
	c, p := k.c, k.best()
	if p == nil || len(c.nums) < 2 || len(p.Text.nums) < 2 {
		return
	}
	e := p.Text
	for _, b := range c.bounds {
		if !b.pair || b.dir < 0 || b.tok+1 >= len(c.nums) {
			continue
		}
		lo, hi := c.nums[b.tok], c.nums[b.tok+1]
		if c.negatedAround(int32(lo.Start)) {
			continue // "does not ship parcels between 30 and 60 kg": the bound checks read a denied range
		}
		apart := -1 // the passage's range with one end the claim's, the other not
		for i := 0; i+1 < len(e.nums); i++ {
			elo, ehi := e.nums[i], e.nums[i+1]
			if elo.Kind != lo.Kind || ehi.Kind != hi.Kind || isYearTok(elo) != isYearTok(lo) || isYearTok(ehi) != isYearTok(hi) || !rangeGap(e.src, elo, ehi) {
				continue
			}
			switch l, h := elo.Value == lo.Value, ehi.Value == hi.Value; {
			case l && h:
				apart = -2 // the claim's range itself
			case (l || h) && apart == -1:
				apart = i
			}
		}
		if apart >= 0 && !e.negatedAround(int32(e.nums[apart].Start)) {
			elo, ehi := e.nums[apart], e.nums[apart+1]
			k.fail(BoundMismatch, p.span(int32(elo.Start), int32(ehi.End)), "the claim says %q; %s says %q", b.phrase, k.where, e.src[elo.Start:ehi.End])
			return
		}
	}
}

// rangeGap reports whether numbers a and b of src, one after the other,
// are the ends of a range in words: "from 2019 to 2021", "between 2019
// and 2021", "2019 – 2021".
func rangeGap(src string, a, b numbers.Token) bool {
	w, _ := lastWordBefore(src, int32(a.Start))
	switch gap := strings.ToLower(strings.TrimSpace(src[a.End:b.Start])); gap {
	case "to", "until", "till", "through":
		return w == "from" // not "grew from 40,000 in 1990 to 80,000"
	case "–", "—":
		return true
	case "and":
		return w == "between"
	}
	return false
}

// shortRange grounds a claim range of years whose end the evidence writes
// short: "2007-2011" by "2007 -- 11".
func (k *checker) shortRange(t numbers.Token, ps []*Passage) bool {
	a, b, ok := strings.Cut(t.Value, "-")
	if !ok || len(a) != 4 || len(b) != 4 || a[:2] != b[:2] {
		return false
	}
	for _, p := range ps {
		ns := p.Text.nums
		for i := 0; i+1 < len(ns); i++ {
			if ns[i].Value != a || ns[i+1].Value != b[2:] && ns[i+1].Value != b {
				continue
			}
			gap := strings.TrimSpace(p.Text.src[ns[i].End:ns[i+1].Start])
			if gap == "-" || gap == "--" || gap == "–" || gap == "—" || gap == "to" {
				k.ground(t)
				return true
			}
		}
	}
	return false
}

// checkWithin checks a claim decade or century ("the 1800s") against the
// years of the evidence.
func (k *checker) checkWithin(t numbers.Token, cqs []quantity, eq []evQty) {
	var against *evQty
	for _, cq := range cqs {
		for i := range eq {
			e := &eq[i]
			if !comparable(e.q, cq) {
				continue
			}
			if within(e.q, cq) {
				k.ground(t)
				k.setBoundedBy(t, e)
				return
			}
			if against == nil {
				against = e
			}
		}
	}
	if against != nil && centuryOnly(t, against.q) {
		k.doubt(AnchorAbsent, against.p.span(int32(against.tok.Start), int32(against.tok.End)),
			"%s gives %s, in the 2000s only as a century", k.where, against.tok.Text)
		return
	}
	if against != nil {
		k.fail(NumberMismatch, against.p.span(int32(against.tok.Start), int32(against.tok.End)),
			"the claim says %s; %s says %s", t.Text, k.where, against.tok.Text)
		return
	}
	k.doubt(AnchorAbsent, k.bestSpan(), "%s does not give %s", k.where, t.Text)
}

// decadeParts are the words that name a part of a decade before it, with
// the years of the part: "the late 1990s" are 1997 to 1999.
var decadeParts = map[string][2]int{"early": {0, 3}, "mid": {3, 6}, "late": {6, 9}}

// decadePart decides claim decade t, the decade of year y, where the claim
// names a part of it ("the late 1990s") and the passages date it by a
// year or a date: grounded where one falls in the part, failed where
// none does but one falls in the decade. It reports whether it decided.
func (k *checker) decadePart(t numbers.Token, y int, eq []evQty) bool {
	if y < 1000 || y%10 != 0 || k.c.lang != English {
		return false
	}
	w, at := lastWordBefore(k.c.src, int32(t.Start))
	part, ok := decadeParts[w]
	if !ok {
		return false
	}
	lo, hi := yearSpan(y+part[0], y+part[1])
	inPart := quantity{dim: dimTime, lo: lo, hi: hi}
	lo, hi = yearSpan(y, y+9)
	inDecade := quantity{dim: dimTime, lo: lo, hi: hi}
	var against *evQty
	for i := range eq {
		e := &eq[i]
		if e.q.dim != dimTime || e.bound != 0 {
			continue
		}
		ey, isDecade := decade(e.tok.Value)
		ew, _ := lastWordBefore(e.p.Text.src, int32(e.tok.Start))
		if isDecade && ey == y && ew == w || !isDecade && within(e.q, inPart) {
			k.ground(t)
			k.numberWords = append(k.numberWords, int32(at)) // "late" is the decade's
			return true
		}
		if against == nil && !isDecade && within(e.q, inDecade) {
			against = e // a year of the decade outside the part
		}
	}
	if against == nil {
		return false
	}
	k.fail(NumberMismatch, against.p.span(int32(against.tok.Start), int32(against.tok.End)),
		"the claim says %s; %s says %s", k.claimText(int32(at), int32(t.End)), k.where, against.tok.Text)
	return true
}

// fractionShare decides claim number t where it is a part of a whole
// written in words ("a third of voters"), or a change by one ("grew by a
// third"), and the passage gives, in its place, a percentage ("33% of
// voters", "grew by 33%"): grounded where the two
// round alike, failed where they are apart. It reports whether it
// decided.
func (k *checker) fractionShare(t numbers.Token, eq []evQty) bool {
	if k.c.lang != English {
		return false
	}
	share, from, ok := fractionBefore(k.c.src, t.End)
	if !ok {
		return false
	}
	// A part of a whole ("a third of voters"), or a change by one ("grew by
	// a third"), against the same of a percentage.
	after, _ := wordAfter(k.c.src, t.End)
	by, _ := lastWordBefore(k.c.src, int32(from))
	if after != "of" && by != "by" {
		return false
	}
	near := k.nearest(int32(from), int32(t.Start), int32(t.End), eq)
	if near == nil && after == "of" {
		near = onlyShareOf(k.best(), eq) // "half of the staff" against "28% of staff"
	}
	if near == nil || near.tok.Kind != numbers.Percent || near.q.dim != dimPercent || near.q.lo != near.q.hi {
		return false
	}
	if w, _ := wordAfter(near.p.Text.src, near.tok.End); after == "of" && w != "of" {
		return false
	}
	if w, _ := lastWordBefore(near.p.Text.src, int32(near.tok.Start)); by == "by" && after != "of" && w != "by" {
		return false
	}
	side, approx := approxWords[by]
	switch d := math.Abs(near.q.lo - share); {
	case d < 1 && k.boundOnly(t, []*evQty{near}):
		// "half of" against "nearly half of"
	case d < 1:
		k.ground(t)
	case approx && d <= maxApproxShare*share && (side == 0 || near.q.lo < share):
		// "about half" on "48%", "nearly a third" on "31%"
		k.ground(t)
	case d >= 5:
		k.fail(NumberMismatch, near.p.span(int32(near.tok.Start), int32(near.tok.End)), "the claim says %s; %s says %s", k.claimText(int32(from), int32(t.End)), k.where, near.tok.Text)
	default:
		k.doubt(AnchorAbsent, near.p.span(int32(near.tok.Start), int32(near.tok.End)), "%s says %s, which does not prove %s", k.where, near.tok.Text, k.claimText(int32(from), int32(t.End)))
	}
	return true
}

// onlyShareOf returns the one percentage of passage p among eq that a
// part of a whole stands on, "28% of staff", or nil if there is none or
// more than one.
func onlyShareOf(p *Passage, eq []evQty) *evQty {
	var out *evQty
	for i := range eq {
		e := &eq[i]
		if e.p != p || e.tok.Kind != numbers.Percent {
			continue
		}
		if w, _ := wordAfter(p.Text.src, e.tok.End); w != "of" {
			continue
		}
		if out != nil && out.tok.Start != e.tok.Start {
			return nil // two: which one? (One number may give several readings.)
		}
		out = e
	}
	return out
}

// checkNumWord checks a number the claim writes in words, or as a number
// joined to its unit (2-year): the same value in the passages grounds it,
// in words or digits; another number of the same kind (an ordinal for an
// ordinal, a small whole number for a cardinal) contradicts it. When the
// best passage has a number of that kind in the claim number's place, that
// number alone decides.
func (k *checker) checkNumWord(t numbers.Token, eq []evQty) {
	plain := func(k numbers.Kind) bool { return k == numbers.Integer || k == numbers.Decimal }
	sameKind := func(e *evQty) bool {
		return e.tok.Kind == t.Kind || plain(e.tok.Kind) && plain(t.Kind) // "two and a half" against "3"
	}
	// In its place a rank may be written as a number: "second" against
	// "number 2".
	placeKind := func(e *evQty) bool {
		return sameKind(e) || t.Kind == numbers.Ordinal && e.tok.Kind == numbers.Integer && rankNumber(e.p.Text.src, e.tok.Start)
	}
	// "first" says "initial" as often as it counts, but not after a verb
	// of placing: "ranked first".
	initial := t.Kind == numbers.Ordinal && t.Value == "1"
	if w, _ := lastWordBefore(k.c.src, int32(t.Start)); initial && rankingVerbs[w] {
		initial = false
	}
	if k.fractionShare(t, eq) {
		return
	}
	// The same value written the same way anywhere in the passages
	// grounds it ("three Olympic gold medals" for "a three-time Olympic
	// gold winner"); a value written otherwise only in its place.
	var sameWords []*evQty
	for i := range eq {
		if e := &eq[i]; e.word && e.tok.Value == t.Value && sameKind(e) {
			sameWords = append(sameWords, e)
		}
	}
	if len(sameWords) > 0 {
		if stays, decided := k.unitsOfValue(t, sameWords, eq); decided || !stays {
			return // "six weeks" against "six months"; "six hours" against "six kg" is not grounded
		}
		if k.ratesApart(t, sameWords) || k.boundOnly(t, sameWords) {
			return // "twice a day" against "twice a week"; "three offices" against "more than three offices"
		}
		k.ground(t)
		return
	}
	if t.Kind == numbers.Integer && t.Value == "1" && k.oneAsEach(t) {
		k.ground(t)
		return
	}
	if cu, _, ok := unitAfter(k.c.src, t.End); ok {
		// The value in digits with the claim's unit grounds it wherever
		// it is: "six weeks" on "takes around 6 weeks", in a passage
		// other than the one with another number of weeks in its place.
		for i := range eq {
			if e := &eq[i]; !e.word && e.tok.Value == t.Value && sameKind(e) && e.bound == 0 {
				if eu, _, ok := unitAfter(e.p.Text.src, e.tok.End); ok && eu == cu {
					k.ground(t)
					return
				}
			}
		}
	}
	near := k.unitNear(t, k.nearest(int32(t.Start), int32(t.Start), int32(t.End), eq), eq)
	if near != nil && near.tok.Kind == numbers.Range && endOfRange(near.tok.Value, t.Value) && k.c.endOfRange(t) {
		k.ground(t) // "three to five business days" against "3-5 business days"
		return
	}
	if near == nil || !placeKind(near) || isCount(k.c.Text, t) && !isCount(near.p.Text, near.tok) || k.claimGives(near.tok.Value, t) {
		// Nothing in its place: another number elsewhere says nothing
		// of it; nor does one that counts no times of a count ("met her
		// once" against "spent four years").
		if initial {
			k.firstTime(t)
			return
		}
		k.doubt(AnchorAbsent, k.bestSpan(), "%s does not give %s", k.where, t.Text)
		return
	}
	cands := []evQty{*near}
	var other *evQty
	for i := range cands {
		e := &cands[i]
		switch {
		case e.tok.Value == t.Value && placeKind(e):
			k.ground(t)
			return
		case other == nil && placeKind(e) && (t.Kind == numbers.Ordinal || len(e.tok.Value) <= 3):
			other = e
		}
	}
	if other != nil {
		if k.unitsApart(t, other.p.Text, other.tok.Start, other.tok.End, other.p.span(int32(other.tok.Start), int32(other.tok.End))) {
			return
		}
		if k.withinAllowance(t, other) || k.placedBehind(t, other) {
			return
		}
		ct, et := t.Text, other.tok.Text
		if cu, eu := unitText(k.c.src, t.End), unitText(other.p.Text.src, other.tok.End); cu != "" && eu != "" {
			ct, et = ct+cu, et+eu // "three weeks" against "14 days"
		}
		k.fail(NumberMismatch, other.p.span(int32(other.tok.Start), int32(other.tok.End)), "the claim says %s; %s says %s", ct, k.where, et)
		return
	}
	if initial {
		k.firstTime(t)
		return
	}
	k.doubt(AnchorAbsent, k.bestSpan(), "%s does not give %s", k.where, t.Text)
}

// agesBound reports whether src has bound phrase, a bound on a whole
// number ("under 5"), as the people of those ages: "under 5s", "Over
// 65s".
func agesBound(src, phrase string) bool {
	for from := 0; from < len(src); {
		i := indexFold(src[from:], phrase+"s")
		if i < 0 {
			return false
		}
		i += from
		end := i + len(phrase) + 1
		if (i == 0 || !isASCIILetter(src[i-1])) && (end == len(src) || !isASCIILetter(src[end]) && !isDigitByte(src[end])) {
			return true
		}
		from = i + 1
	}
	return false
}

// rangeSide returns, for claim number t after "until" or "from" and
// number i of passage text e in its place, the end of the range number i
// is one of that the claim's word names: "until 6pm" is compared with
// "5pm" of "9am to 5pm", not with "9am". Else it returns i.
func (k *checker) rangeSide(t numbers.Token, e *Text, i int) int {
	if i < 0 {
		return i
	}
	switch w, _ := wordBeforeNumber(k.c.src, t.Start); {
	case (w == "until" || w == "till" || w == "through") && i+1 < len(e.nums) && rangeJoin(e, i):
		return i + 1
	case (w == "from" || w == "since") && i > 0 && rangeJoin(e, i-1):
		return i - 1
	}
	return i
}

// leadSide returns, for claim time t after a word of timeLeads and
// number i of passage text e in its place after another word, the time
// of e after the claim's word: "until 2 pm" is compared with "until 1
// pm", not with the "11 am" before it. Else it returns i.
func (k *checker) leadSide(t numbers.Token, e *Text, i int) int {
	if w, _ := wordBeforeNumber(k.c.src, t.Start); i < 0 || t.Kind != numbers.Time || !timeLeads[w] || sameWordBefore(k.c.src, t.Start, e.src, e.nums[i].Start) {
		return i
	}
	if x := slices.IndexFunc(e.nums, func(m numbers.Token) bool {
		return m.Kind == e.nums[i].Kind && sameWordBefore(k.c.src, t.Start, e.src, m.Start)
	}); x >= 0 {
		return x
	}
	return i
}

// rangeSideQty is rangeSide for the passage's quantity near, of eq.
func (k *checker) rangeSideQty(t numbers.Token, near *evQty, eq []evQty) *evQty {
	if near == nil {
		return nil
	}
	e := near.p.Text
	i := e.numAt(near.tok.Start)
	if j := k.rangeSide(t, e, i); j != i {
		for m := range eq {
			if eq[m].p == near.p && eq[m].tok.Start == e.nums[j].Start {
				return &eq[m]
			}
		}
	}
	return near
}

// claimGives reports whether the claim has value v as a number other
// than t: the passage's number of that value is that one's, not a value
// in t's place ("12" of "under 12" for "one" of "Children under 12 can
// take one tablet").
func (k *checker) claimGives(v string, t numbers.Token) bool {
	return slices.ContainsFunc(k.c.nums, func(n numbers.Token) bool { return n.Start != t.Start && n.Value == v })
}

// endOfRange reports whether v is an end of range value r, "3" of "3-5".
func endOfRange(r, v string) bool {
	lo, hi, ok := strings.Cut(r, "-")
	return ok && (lo == v || hi == v)
}

// endOfRange reports whether number t of text x is an end of a range x
// gives: "three" and "five" of "three to five".
func (x *Text) endOfRange(t numbers.Token) bool {
	i := x.numAt(t.Start)
	joined := func(a, b numbers.Token) bool {
		return a.Kind == b.Kind && gapIs(x.src[a.End:b.Start], "to", "-", "–", "and")
	}
	return i >= 0 && (i > 0 && joined(x.nums[i-1], t) || i+1 < len(x.nums) && joined(t, x.nums[i+1]))
}

// initialWords say that a thing happened for the first time.
var initialWords = setOf(`initially originally debut debuted debuts since`)

// firstTime leaves unverified a claim whose "first", t, says in what
// year its verb happened for the first time ("She first visited Japan in
// 1990") where the best passage gives that verb an earlier year too, and
// no chosen passage says which was the first: "visited Japan in 1985 and
// again in 1990".
func (k *checker) firstTime(t numbers.Token) {
	c, p := k.c, k.englishBest()
	if p == nil {
		return
	}
	i := sort.Search(len(c.toks), func(i int) bool { return int(c.toks[i].start) > t.Start })
	if i == len(c.toks) || int(c.toks[i].start) != t.End+1 || !c.toks[i].verbForm() {
		return // "first class"
	}
	if w, _ := lastWordBefore(c.src, int32(t.Start)); articles[w] || possessives[w] {
		return // "the first album", "their first win"
	}
	year := 0
	for _, n := range c.nums {
		if y, ok := yearNumber(n); ok {
			year = y
		}
	}
	if year == 0 {
		return
	}
	for _, pi := range k.used {
		if slices.ContainsFunc(k.ev.Passages[pi].Text.toks, func(u tok) bool { return initialWords[u.word] }) {
			return
		}
	}
	e := p.Text
	for j := range e.toks {
		if !c.matches(i, &e.toks[j]) {
			continue
		}
		sent := sentenceIndex(e, e.toks[j].start)
		for _, n := range e.nums {
			if y, ok := yearNumber(n); ok && y < year && int32(n.Start) > e.toks[j].end && sentenceIndex(e, int32(n.Start)) == sent {
				k.doubt(AnchorAbsent, p.span(int32(n.Start), int32(n.End)), "the claim says %q in %d; %s gives %q in %s as well",
					k.claimText(int32(t.Start), c.toks[i].end), year, k.where, e.src[e.toks[j].start:e.toks[j].end], n.Text)
				return
			}
		}
	}
}

// nounDated leaves unverified a claim year, t, of a verb the best passage
// dates only in its noun, by another year, and not by t: "She retired in
// 2010" against "She was chief executive from 2010 until her retirement
// in 2018". The claim's year is in the passage, but not as the verb's. It
// reports whether it left the claim so.
func (k *checker) nounDated(t numbers.Token) bool {
	c, p := k.c, k.englishBest()
	year, ok := yearNumber(t)
	if p == nil || !ok {
		return false
	}
	wi := datingVerbAt(c.Text, t.Start, t.End, true)
	if wi < 0 || c.toks[wi].negated() || !c.toks[wi].verbForm() {
		return false
	}
	e := p.Text
	noun, at := -1, -1 // the passage's noun of the claim's verb, dated by another year, and that year
	for ni, n := range e.nums {
		y, ok := yearNumber(n)
		if !ok {
			continue
		}
		last := e.lastWordBefore(n.Start)
		switch {
		case y == year:
			for j := last; j >= 0 && j > last-6; j-- {
				if c.matches(wi, &e.toks[j]) {
					return false // the verb's own year too: "a limited release in the United States on December 6, 2013"
				}
			}
		case noun < 0:
			if j := last; j >= 0 && !e.toks[j].verbForm() && e.toks[j].noun() && c.matches(wi, &e.toks[j]) && gapIs(between(e.src, e.toks[j].end, int32(n.Start)), "in", "on") {
				noun, at = j, ni
			}
		}
	}
	if noun < 0 {
		return false
	}
	end := int32(e.nums[at].End)
	k.doubt(AnchorAbsent, p.span(e.toks[noun].start, end), "the claim says %q in %d; %s gives %q", k.claimText(c.toks[wi].start, c.toks[wi].end), year, k.where, p.text(e.toks[noun].start, end))
	return true
}

// yearNumber returns the year of number n, where it is a year or a date
// with one.
func yearNumber(n numbers.Token) (int, bool) {
	v := n.Value
	if n.Kind == numbers.Date && len(v) >= 4 {
		v = v[:4]
	} else if !isYearTok(n) {
		return 0, false
	}
	y, err := strconv.Atoi(v)
	return y, err == nil
}

// sentenceIndex returns which sentence of t holds byte pos.
func sentenceIndex(t *Text, pos int32) int {
	return sort.Search(len(t.sentStarts), func(i int) bool { return t.sentStarts[i] > pos })
}

// eachWords count one of a thing, as "one" does before it: "each
// serving", "per serving"; not "a", which says at least one ("requires
// a dose").
var eachWords = setOf(`each every per`)

// oneAsEach reports whether the claim's "one", t, counts a thing that a
// chosen passage counts by one of eachWords: "One serving contains 8 g"
// on "Each serving contains 8 g".
func (k *checker) oneAsEach(t numbers.Token) bool {
	c := k.c
	j := countedAfter(c.Text, t.End)
	if j < 0 {
		return false
	}
	if w, _ := lastWordBefore(c.src, int32(t.Start)); w == "only" || w == "just" || w == "exactly" {
		return false // "only one spectator" is no "every spectator"
	}
	for _, p := range k.chosen() {
		for i := range p.Text.toks {
			if u := &p.Text.toks[i]; c.matches(j, u) {
				if w, _ := lastWordBefore(p.Text.src, u.start); eachWords[w] {
					return true
				}
			}
		}
	}
	return false
}

// rankNumber reports whether the number at byte start of src is a rank
// written as "number 2" or "No. 2".
func rankNumber(src string, start int) bool {
	w, _ := lastWordBefore(src, int32(start))
	return w == "number" || w == "no"
}

// checkMonths checks the months the claim names outside dates ("in May",
// "after July") against the months of the passages' dates and words.
// monthSpans returns the spans of months, named without days, that
// English text t gives, each as the indexes of its two months in
// t.months: "from March to May", "between November and February",
// "June–August".
func monthSpans(t *Text) [][2]int {
	var out [][2]int
	for i := 0; i+1 < len(t.months); i++ {
		a, b := t.months[i], t.months[i+1]
		join := strings.ToLower(strings.TrimSpace(t.src[a.end:b.start]))
		w, _ := lastWordBefore(t.src, a.start)
		if join == "to" || join == "through" || join == "until" || join == "-" || join == "–" || join == "—" || join == "and" && w == "between" {
			out = append(out, [2]int{i, i + 1})
		}
	}
	return out
}

// monthWithin reports whether month is in a span of months of English
// text t (see monthSpans), which may run over a year's end.
func monthWithin(t *Text, month int) bool {
	for _, sp := range monthSpans(t) {
		a, b := t.months[sp[0]].month, t.months[sp[1]].month
		if a <= b && a <= month && month <= b || a > b && (month >= a || month <= b) {
			return true
		}
	}
	return false
}

func (k *checker) checkMonths(eq []evQty, ps []*Passage) {
	type had struct {
		month int
		dir   int8 // the passage's own bound on it: "after June"
	}
	for _, cm := range k.c.months {
		var have []had
		var at *Passage
		var atS, atE int32
		for _, p := range ps {
			for _, t := range p.Text.nums {
				if t.Kind != numbers.Date {
					continue
				}
				if _, m, _, ok := dateParts(t.Value); ok && m > 0 {
					have = append(have, had{month: m})
					if at == nil {
						at, atS, atE = p, int32(t.Start), int32(t.End)
					}
				}
			}
		}
		for _, p := range ps {
			for _, m := range p.Text.months {
				d, st := monthBound(p.Text.src, m.start)
				if !st {
					d = 0 // "from June": the month itself
				}
				have = append(have, had{month: m.month, dir: d})
				if at == nil {
					at, atS, atE = p, m.start, m.end
				}
			}
			if len(p.Text.months) == 1 && p.Text.lang == English && priorIn(p.Text.src, "month") {
				// "in October compared with the previous month": September.
				have = append(have, had{month: (p.Text.months[0].month+10)%12 + 1})
			}
		}
		dir, strict := monthBound(k.c.src, cm.start)
		ok, within := false, false
		if dir == 0 {
			for _, p := range ps {
				within = within || monthWithin(p.Text, cm.month) // "runs in April" on "runs from March to May"
			}
		}
		for _, h := range have {
			m := h.month
			switch {
			case dir > 0 && strict:
				ok = ok || m > cm.month && h.dir >= 0 || m == cm.month && h.dir > 0
			case dir < 0 && strict:
				ok = ok || m < cm.month && h.dir <= 0 || m == cm.month && h.dir < 0
			default:
				ok = ok || m == cm.month
			}
		}
		text := k.claimText(cm.start, cm.end)
		if dir != 0 {
			_, j := lastWordBefore(k.c.src, cm.start)
			text = k.claimText(int32(j), cm.end) // "after June"
		}
		weaker := false // a bound the same way that does not reach the claim's: "after June" for "after July"
		for _, h := range have {
			weaker = weaker || dir != 0 && h.dir == dir
		}
		switch {
		case within:
			k.sharedAnchor = true
		case ok && dir == 0 && k.checkMonthVerb(cm):
			// "ended in August" against "began on 2 August and ended on
			// 22 December".
		case ok && dir == 0 && k.monthOfOther(cm):
			// "The CEO resigned in March" against "The CFO resigned in
			// March, and the CEO in July".
		case ok:
			k.sharedAnchor = true
		case deniedAnchor(k.c.Text, cm.start):
			k.doubt(AnchorAbsent, k.bestSpan(), "the claim denies %s, which %s does not give", text, k.where)
		case weaker:
			k.doubt(AnchorAbsent, at.span(atS, atE), "%s bounds it by %s, which does not prove %s", k.where, at.text(atS, atE), quote(text))
		case at != nil:
			if sp := monthSpans(at.Text); len(sp) > 0 && dir == 0 {
				a, b := at.Text.months[sp[0][0]], at.Text.months[sp[0][1]]
				if w, j := lastWordBefore(at.Text.src, a.start); w == "from" || w == "between" {
					a.start = int32(j)
				}
				k.fail(NumberMismatch, at.span(a.start, b.end), "the claim says %s; %s says %q", text, k.where, at.text(a.start, b.end))
				break // "from March to May"
			}
			k.fail(NumberMismatch, at.span(atS, atE), "the claim says %s; %s says %s", text, k.where, at.text(atS, atE))
		default:
			k.doubt(AnchorAbsent, k.bestSpan(), "%s does not give %s", k.where, text)
		}
	}
}

// intervalOf reads claim number t with a unit of time and "after",
// "before", "later" or "earlier" after it ("two years after the trial
// ended") as the time between the best passage's two dates, where the
// passage gives exactly two years, or two dates with their days: it
// reports whether that time is t's, where the claim's words end, and the
// dates and the time between them, as the passage gives them; ok is false
// where it does not apply.
func (k *checker) intervalOf(t numbers.Token) (held bool, end int, apart string, ok bool) {
	c, p := k.c, k.englishBest()
	if p == nil {
		return false, 0, "", false
	}
	u, uend, isUnit := unitAfter(c.src, t.End)
	if !isUnit || u.dim != dimDuration {
		return false, 0, "", false
	}
	switch w, _ := wordAfter(c.src, uend); w {
	case "after", "before", "later", "earlier":
	default:
		return false, 0, "", false
	}
	v, err := strconv.ParseFloat(t.Value, 64)
	if err != nil || v <= 0 {
		return false, 0, "", false
	}
	e := p.Text
	var years []numbers.Token
	var days []numbers.Token
	for _, n := range e.nums {
		if isYearTok(n) && !slices.ContainsFunc(years, func(y numbers.Token) bool { return y.Value == n.Value }) {
			years = append(years, n)
		}
		if _, m, d, isDate := dateParts(n.Value); isDate && n.Kind == numbers.Date && m > 0 && d > 0 {
			days = append(days, n)
		}
	}
	yearUnit := u.measure == 1 && u.size == 12
	dayUnit := u.measure == 0 && u.size >= 86400 && math.Mod(u.size, 86400) == 0
	switch {
	case yearUnit && len(years) == 2 && len(days) == 0:
		a, _ := strconv.Atoi(years[0].Value)
		b, _ := strconv.Atoi(years[1].Value)
		n := max(a, b) - min(a, b)
		return float64(n) == v, uend, fmt.Sprintf("%s and %s, %d years apart", years[0].Text, years[1].Text, n), true
	case dayUnit && len(days) == 2:
		ya, ma, da, _ := dateParts(days[0].Value)
		yb, mb, db, _ := dateParts(days[1].Value)
		if ya == 0 || yb == 0 {
			if ya != yb {
				return false, 0, "", false // one year given: the other's is not known
			}
			ya, yb = 2001, 2001 // neither: the same year, of no leap day
		}
		da0 := time.Date(ya, time.Month(ma), da, 0, 0, 0, 0, time.UTC)
		db0 := time.Date(yb, time.Month(mb), db, 0, 0, 0, 0, time.UTC)
		n := int(math.Abs(db0.Sub(da0).Hours()) / 24)
		return float64(n) == v*u.size/86400, uend, fmt.Sprintf("%s and %s, %d days apart", days[0].Text, days[1].Text, n), true
	}
	return false, 0, "", false
}

// differenceOf reads English claim number t as a difference, a number
// right before a word of compareWords and "than" ("costs $15 more than",
// "3 kg heavier than", "170 more branches than"), and reports whether two
// values of the best passage of its kind lie t apart; where none do and
// the passage gives exactly two, apart says so, naming them. ok is false
// where t is no difference, or the passage has no two values of it.
func (k *checker) differenceOf(t numbers.Token) (held bool, apart string, ok bool) {
	c := k.c
	if t.Kind == numbers.Percent {
		return false, "", false // "10% higher than" may be a share of the other or points of it
	}
	// The words after t: its unit, if any, a word of compareWords, a noun
	// after "more" or "fewer", and "than".
	end, noun := t.End, ""
	if _, ue, isUnit := unitAfter(c.src, t.End); isUnit {
		end = ue
	}
	w, j := wordAfter(c.src, end)
	if compareWords[w] == 0 || w == "before" || w == "after" || w == "earlier" || w == "later" {
		return false, "", false // the common case
	}
	if x, _ := wordAfter(c.src, j); x != "than" && (w == "more" || w == "less" || w == "fewer") {
		if end == t.End && w != "less" {
			noun, _ = wordAfter(c.src, j) // "170 more branches than"
		}
		_, j = wordAfter(c.src, j) // "$15 more expensive than"
	}
	x, thanEnd := wordAfter(c.src, j)
	if x != "than" {
		return false, "", false
	}
	p := k.englishBest()
	if p == nil {
		return false, "", false
	}
	// A value's key: its kind and unit, or the noun a bare count counts.
	type valueKey struct {
		dim           dim
		udim, measure uint8
		unit, noun    string
	}
	valueOf := func(src string, n numbers.Token, noun string) (float64, valueKey, bool) {
		q, ok := quantityOf(n, false)
		if !ok || q.lo != q.hi {
			return 0, valueKey{}, false
		}
		if q.dim != dimPlain {
			return q.lo, valueKey{dim: q.dim, unit: q.unit}, true
		}
		if u, _, isUnit := unitAfter(src, n.End); isUnit {
			return q.lo * u.size, valueKey{dim: q.dim, udim: u.dim, measure: u.measure}, true
		}
		if noun == "" {
			noun, _ = wordAfter(src, n.End) // "480 branches"
		}
		if noun == "" || compareWords[noun] != 0 {
			return 0, valueKey{}, false
		}
		return q.lo, valueKey{dim: q.dim, noun: stemOf(noun, English)}, true
	}
	v, key, ok := valueOf(c.src, t, noun)
	if !ok || v <= 0 {
		return false, "", false
	}
	var vals []float64
	var toks []numbers.Token
	for _, n := range p.Text.nums {
		if x, kx, ok := valueOf(p.Text.src, n, ""); ok && kx == key {
			vals, toks = append(vals, x), append(toks, n)
		}
	}
	for a := range vals {
		for b := a + 1; b < len(vals); b++ {
			if d := math.Abs(vals[a] - vals[b]); math.Abs(d-v) <= 1e-9*max(d, v) {
				return true, "", true
			}
		}
	}
	if len(vals) != 2 {
		return false, "", false
	}
	src := p.Text.src
	return false, fmt.Sprintf("the claim says %s; %s gives %s and %s", quote(c.src[t.Start:thanEnd]), k.where,
		toks[0].Text+unitText(src, toks[0].End), toks[1].Text+unitText(src, toks[1].End)), true
}

// priorPhrases are the English phrases of the period before one a
// passage names, by its unit: "2023 … compared with the prior year".
var priorPhrases = map[string][]string{
	"year":  {"the prior year", "the previous year", "the preceding year", "a year earlier", "the year before", "a year before", "the year-earlier", "the prior-year"},
	"month": {"the prior month", "the previous month", "the preceding month", "a month earlier", "the month before"},
}

// priorIn reports whether English src names the period before another of
// unit ("year", "month") by a phrase of priorPhrases.
func priorIn(src, unit string) bool {
	if !strings.Contains(src, unit) {
		return false // the common case, and cheap
	}
	return slices.ContainsFunc(priorPhrases[unit], func(ph string) bool { return hasWordFold(src, ph) })
}

// priorYearOf reports whether a passage of ps names one year only, the
// one after year y, with a phrase of the year before it: "2023 … a year
// earlier" gives 2022.
func priorYearOf(ps []*Passage, y string) bool {
	v, err := strconv.Atoi(y)
	if err != nil {
		return false
	}
	for _, p := range ps {
		if p.Text.lang != English || !priorIn(p.Text.src, "year") {
			continue
		}
		year := ""
		for _, n := range p.Text.nums {
			if isYearTok(n) && n.Value != year {
				if year != "" {
					year = "-" // two years: which one the phrase counts from is not known
					break
				}
				year = n.Value
			}
		}
		if year == strconv.Itoa(v+1) {
			return true
		}
	}
	return false
}

// identOwners leaves unverified a claim number that the best passage
// gives in a part naming another identifier, where the part that names the
// claim's identifier gives another value of its kind: "The Su-24 has a
// range of 500 km" against "The Su-24 has a range of 300 km and the Su-35
// a range of 500 km". The values' words ("range") are alike, so the
// owners' check cannot tell the parts apart; the identifiers can.
func (k *checker) identOwners() {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.idents) == 0 || len(p.Text.idents) < 2 || len(c.nums) == 0 || len(k.hard)+len(k.soft) > 0 {
		return // the common case
	}
	e := p.Text
	cuts := e.conjunctCuts()
	if len(cuts) == 0 {
		return
	}
	free := func(t *Text, n numbers.Token) bool { return !t.inIdent(n) && !dated(n) }
	for _, id := range c.idents {
		x := slices.IndexFunc(e.idents, func(u ident) bool { return u.key == id.key })
		if x < 0 {
			continue
		}
		own := conjunctOf(cuts, e.idents[x].start)
		for _, q := range c.nums {
			if !free(c.Text, q) || slices.ContainsFunc(e.nums, func(n numbers.Token) bool { return n.Value == q.Value && conjunctOf(cuts, int32(n.Start)) == own }) {
				continue // the identifier's own part gives the claim's value
			}
			for _, n := range e.nums {
				part := conjunctOf(cuts, int32(n.Start))
				if n.Value != q.Value || !free(e, n) || part == own {
					continue
				}
				o := slices.IndexFunc(e.idents, func(u ident) bool {
					return u.key != id.key && conjunctOf(cuts, u.start) == part && !slices.ContainsFunc(c.idents, func(v ident) bool { return v.key == u.key })
				})
				v := slices.IndexFunc(e.nums, func(m numbers.Token) bool {
					return m.Value != q.Value && m.Kind == q.Kind && free(e, m) && conjunctOf(cuts, int32(m.Start)) == own
				})
				if o < 0 || v < 0 {
					continue
				}
				oi, m := e.idents[o], e.nums[v]
				k.doubt(AnchorAbsent, p.span(int32(m.Start), int32(m.End)), "the claim gives %s for %s; %s gives %s for %s, and %s for %s", q.Text+unitText(c.src, q.End),
					k.claimText(id.start, id.end), k.where, n.Text+unitText(e.src, n.End), p.text(oi.start, oi.end), m.Text+unitText(e.src, m.End), p.text(e.idents[x].start, e.idents[x].end))
				return
			}
		}
	}
}

// monthOfOther leaves unverified claim month cm where the best passage
// gives it in one part, with a word the claim does not say in the place of
// the claim's own, and another month in another part, of a word the claim
// says and the first part does not: "The CEO resigned in March" against
// "The CFO resigned in March, and the CEO in July"; "approved by
// shareholders in May" against "approved by regulators in May and by
// shareholders in June". It reports whether it did.
func (k *checker) monthOfOther(cm monthAt) bool {
	p, at := k.englishAt()
	if p == nil || len(p.Text.months) < 2 {
		return false
	}
	c, e := k.c, p.Text
	cuts := e.conjunctCuts()
	if len(cuts) == 0 {
		return false
	}
	inMonth := func(t *Text, u *tok) bool {
		return slices.ContainsFunc(t.months, func(m monthAt) bool { return m.start <= u.start && u.start < m.end })
	}
	for _, m := range e.months {
		if m.month != cm.month {
			continue
		}
		same := conjunctOf(cuts, m.start)
		for _, o := range e.months {
			other := conjunctOf(cuts, o.start)
			if o.month == cm.month || other == same {
				continue
			}
			// A claim word the other month's part says and this one does not.
			own := -1
			for i, j := range at {
				if j < 0 || inMonth(c.Text, &c.toks[i]) || conjunctOf(cuts, e.toks[j].start) != other {
					continue
				}
				if !slices.ContainsFunc(e.toks, func(u tok) bool { return conjunctOf(cuts, u.start) == same && c.matches(i, &u) }) {
					own = i
					break
				}
			}
			if own < 0 {
				continue
			}
			// In its stead, a noun of this part the claim does not say.
			stead := -1
			for x := range e.toks {
				u := &e.toks[x]
				if conjunctOf(cuts, u.start) == same && u.start < m.start && !inMonth(e, u) && (u.is(fName) || u.noun() && !u.verbForm()) && !k.claimSays(u) {
					stead = x
				}
			}
			if stead < 0 {
				continue
			}
			k.doubt(AnchorAbsent, p.span(o.start, o.end), "the claim gives %s for %s; %s gives %s for %s, and %s for %s", k.claimText(cm.start, cm.end),
				k.claimText(c.toks[own].start, c.toks[own].end), k.where, p.text(m.start, m.end), p.text(e.toks[stead].start, e.toks[stead].end),
				p.text(o.start, o.end), p.text(e.toks[at[own]].start, e.toks[at[own]].end))
			return true
		}
	}
	return false
}

// monthBound returns the direction of the bound written right before
// byte start of src ("after June"), 0 for none, and whether it excludes
// the month itself.
func monthBound(src string, start int32) (int8, bool) {
	if wb := wordsBefore(src, int(start)); wb.n > 0 {
		if b, ok := boundWords[wb.ws[maxBoundWords-1]]; ok {
			return b.dir, b.strict
		}
	}
	return 0, false
}

// sameTok reports whether two evidence quantities read the same token.
func sameTok(a, b *evQty) bool { return a.p == b.p && a.tok.Start == b.tok.Start }

// nearest returns the number of the best passage in the claim's place for
// its range [s, e), whose number starts at n (after a bound's words: "at
// most 5"): the one nearest to where the claim puts it, reckoned from the
// passage's match of the claim word before it and from that of the word
// after it, at the claim's own distance from each: the nearer of the two
// places decides. It returns nil when the passage has neither side.
func (k *checker) nearest(s, n, e int32, eq []evQty) *evQty {
	p := k.best()
	if p == nil {
		return nil
	}
	at := k.at[k.used[0]]
	toks := k.c.toks
	// Where the number would be, counted from the claim word before it
	// and from the one after it.
	// For a number that opens the claim, a place before the passage's
	// opening by less than the number's length is its opening ("Half of
	// the staff" against "50% of the staff"); any other place before it is
	// none.
	place := func(at int32) int32 {
		if at < 0 && s == 0 && at >= s-e {
			return 0
		}
		return max(-1, at)
	}
	if x := k.countedBy(n, e, eq, p); x != nil {
		return x
	}
	wants := [2]int32{-1, -1}
	for i := len(toks) - 1; i >= 0; i-- {
		if toks[i].end <= s && at[i] >= 0 {
			wants[0] = place(p.Text.toks[at[i]].end + (s - toks[i].end))
			break
		}
	}
	for i := range toks {
		if toks[i].start >= e && at[i] >= 0 {
			wants[1] = place(p.Text.toks[at[i]].start - (toks[i].start - s))
			break
		}
	}
	if wants[0] < 0 && wants[1] < 0 {
		return nil
	}
	var best *evQty
	bestD := int32(1 << 30)
	for i := range eq {
		x := &eq[i]
		if x.p != p {
			continue
		}
		for _, want := range wants {
			if want < 0 {
				continue
			}
			// The passage's number starts where the claim's phrase does,
			// or, written with the same bound, where its number does.
			for _, pos := range [2]int32{want, want + n - s} {
				d := int32(x.tok.Start) - pos
				if d < 0 {
					d = -d
				}
				if d < bestD {
					best, bestD = x, d
				}
			}
		}
	}
	return best
}

// countedBy returns the number of passage p that counts what the claim
// number [n, e) counts: where the claim's next word follows the number
// ("10 players"), the passage's number of the same kind, an ordinal or
// not, that stands at most two words before its match of that word ("9
// football players"), with no punctuation between; nil if there is none.
func (k *checker) countedBy(n, e int32, eq []evQty, p *Passage) *evQty {
	c := k.c
	ordinal := false
	if ti := c.numAt(int(n)); ti >= 0 {
		ordinal = c.nums[ti].Kind == numbers.Ordinal
	}
	i := sort.Search(len(c.toks), func(i int) bool { return c.toks[i].start >= e })
	if i == len(c.toks) || !countGap(c.src[e:c.toks[i].start], 0) {
		return nil
	}
	j := k.at[k.used[0]][i]
	if j < 0 {
		return nil
	}
	u := &p.Text.toks[j]
	var best *evQty
	for m := range eq {
		x := &eq[m]
		if x.p == p && (x.tok.Kind == numbers.Ordinal) == ordinal && int32(x.tok.End) <= u.start && countGap(p.Text.src[x.tok.End:u.start], 2) && (best == nil || x.tok.Start > best.tok.Start) {
			best = x
		}
	}
	return best
}

// countGap reports whether gap, between a number and the word it counts,
// is white space around at most n words, with no punctuation and no
// hyphen ("10-episode sixth season" counts episodes).
func countGap(gap string, n int) bool {
	if strings.ContainsAny(gap, ",;:()[]-") {
		return false
	}
	return len(strings.Fields(gap)) <= n
}

// An offsetSet is a set of byte offsets of a claim: the starts of its
// numbers. It is a bit set, by offset: the offsets of a claim of up to
// 512 bytes in an array, without an allocation, the rest in a slice.
type offsetSet struct {
	small [8]uint64
	more  []uint64
}

// has reports whether offset x is in s.
func (s *offsetSet) has(x int) bool {
	if w := x >> 6; w < len(s.small) {
		return s.small[w]>>(x&63)&1 != 0
	} else if w -= len(s.small); w < len(s.more) {
		return s.more[w]>>(x&63)&1 != 0
	}
	return false
}

// add puts offset x in s.
func (s *offsetSet) add(x int) {
	if w := x >> 6; w < len(s.small) {
		s.small[w] |= 1 << (x & 63)
	} else {
		w -= len(s.small)
		if w >= len(s.more) {
			s.more = append(s.more, make([]uint64, w+1-len(s.more))...)
		}
		s.more[w] |= 1 << (x & 63)
	}
}

// remove takes offset x out of s.
func (s *offsetSet) remove(x int) {
	if w := x >> 6; w < len(s.small) {
		s.small[w] &^= 1 << (x & 63)
	} else if w -= len(s.small); w < len(s.more) {
		s.more[w] &^= 1 << (x & 63)
	}
}

// ground records that claim number t is grounded, and that the words of
// its bound are accounted for: "less" of "less than half" on "30%",
// "nearly" of "nearly half" on "48%".
func (k *checker) ground(t numbers.Token) {
	k.sharedAnchor = true
	k.grounded.add(t.Start)
	c := k.c
	if b, ok := c.boundOf(c.numAt(t.Start)); ok {
		for i := range c.toks {
			if u := &c.toks[i]; u.start >= b.start && u.end <= int32(t.Start) {
				k.numberWords = append(k.numberWords, u.start)
			}
		}
	}
}

// setBoundedBy records that passage number e meets the bound or period of
// claim number t.
func (k *checker) setBoundedBy(t numbers.Token, e *evQty) {
	if k.boundedBy == nil {
		k.boundedBy = map[int]*evQty{}
	}
	k.boundedBy[t.Start] = e
}

// sameNounAfter reports whether claim number t and the passage number
// that ends at byte end of src count the same word: "1,500 patients"
// against "1200 patients" are two counts, though 1200 may be a year; so
// are two rates of one unit, "1000 per minute" against "100 per minute".
func (k *checker) sameNounAfter(t numbers.Token, src string, end int) bool {
	w, j := wordAfter(k.c.src, t.End)
	if w == "per" {
		u, l := wordAfter(src, end)
		if u != "per" {
			return false
		}
		w, _ = wordAfter(k.c.src, j)
		u, _ = wordAfter(src, l)
		return w != "" && u == w
	}
	if len(w) < 3 || !noun(w) {
		return false
	}
	u, _ := wordAfter(src, end)
	return u == w
}

// countsOther reports whether claim number t and passage number e each
// count a noun right after them, common words that are not one: "two
// movies" and "three decades"; not "two films" and "three movies", nor
// two units, which the units compare. A bound is met only by a count of
// its own thing.
func (k *checker) countsOther(t numbers.Token, e *evQty) bool {
	c, pe := k.c, e.p.Text
	ci, ej := tokenAfter(c.Text, t.End), tokenAfter(pe, e.tok.End)
	if ci < 0 || ej < 0 {
		return false
	}
	cw, ew := &c.toks[ci], &pe.toks[ej]
	if cw.is(fName) || ew.is(fName) || !cw.noun() || !ew.noun() || isUnit(cw.word) && isUnit(ew.word) {
		return false
	}
	return !c.matches(ci, ew) && !isA(ew.word, cw.word)
}

// valueClass says what a number measures, for deciding whether one number
// can be in another's place: a year or date, an ordinal, an amount of
// money, a percentage, or a plain count. 2003 is not in the place of 64
// games, nor 1,000 years in that of the 20th century.
func valueClass(t numbers.Token) string {
	switch t.Kind {
	case numbers.Date:
		return "time"
	case numbers.Integer:
		if x, err := strconv.Atoi(t.Value); err == nil && x >= 1000 && x <= 2100 && !strings.ContainsAny(t.Text, ",. ") {
			return "time"
		}
		return "count"
	case numbers.Decimal:
		return "count"
	case numbers.Range:
		return "range"
	}
	return t.Kind.String()
}

// ambiguousDate leaves unverified claim date t, where its day and month
// cannot be told apart ("03/05/2025": 3 May or 5 March) and a chosen
// passage gives one of its readings, or where the passage's date is so
// written and the claim gives one of its readings: which date is meant
// is not told. A date that is neither reading is left to the number
// checks. It reports whether it did.
func (k *checker) ambiguousDate(t numbers.Token) bool {
	if t.Kind != numbers.Date {
		return false
	}
	for _, pi := range k.used {
		p := &k.ev.Passages[pi]
		for _, n := range p.Text.nums {
			if n.Kind != numbers.Date {
				continue
			}
			amb, other := t.Value, n.Value
			if _, _, ok := dateReadings(amb); !ok {
				amb, other = other, amb
			}
			a, b, ok := dateReadings(amb)
			if !ok || other != a && other != b {
				continue
			}
			k.doubt(AnchorAbsent, p.span(int32(n.Start), int32(n.End)), "the claim says %s and %s says %s: %s may be day then month or month then day",
				t.Text, k.where, n.Text, amb)
			return true
		}
	}
	return false
}

// dateReadings returns the two dates, as yyyy-mm-dd, that the value of a
// date whose day and month cannot be told apart may be: "03/05/2025" is
// 2025-05-03 or 2025-03-05.
func dateReadings(v string) (dayFirst, monthFirst string, ok bool) {
	if len(v) != 10 || v[2] != '/' || v[5] != '/' {
		return "", "", false
	}
	x, y, year := v[0:2], v[3:5], v[6:]
	return year + "-" + y + "-" + x, year + "-" + x + "-" + y, true
}

// rangeClock decides claim number ti, a time of day, where it or a time
// of a chosen passage is the first end of a range whose second end alone
// says am or pm, and takes that mark: "between 2:00 and 4:00 pm" is 14:00
// to 16:00, "from 2 to 4 am" 02:00 to 04:00, "from 9 to 5 pm" 09:00 to
// 17:00. A passage time of the claim's hour then grounds it ("2 pm" on
// "between 2:00 and 4:00 pm"), and one that reads as the claim's only
// without the mark fails it ("2 am" on the same). It reports whether it
// decided.
func (k *checker) rangeClock(ti int) bool {
	c := k.c
	cv, cOwn, ok := clockAt(c.Text, ti)
	if !ok {
		return false
	}
	var other *Passage
	var ot numbers.Token
	said := false // a passage time says the claim's on its own
	for _, p := range k.chosen() {
		e := p.Text
		for j, u := range e.nums {
			ev, eOwn, ok := clockAt(e, j)
			if !ok || cOwn && eOwn {
				said = said || ok && ev == cv
				continue // the index reads two times the same
			}
			if ev == cv {
				k.ground(c.nums[ti])
				return true
			}
			if other == nil && u.Kind == numbers.Time && u.Value == cv && k.grounded.has(c.nums[ti].Start) {
				other, ot = p, u
			}
		}
	}
	if other == nil || !cOwn || said {
		return false
	}
	t := c.nums[ti]
	k.fail(NumberMismatch, other.span(int32(ot.Start), int32(ot.End)), "the claim says %s; %s says %s, of %s", t.Text, k.where, ot.Text, quote(rangeText(other.Text, ot)))
	return true
}

// clockAt returns the time of day of number j of x, as numbers writes a
// time ("14:00"), and whether the number says it on its own: a time, or the first end of a range of times of a twelve-hour clock
// whose second end alone has am or pm, which takes its mark (a time with
// no mark, or an hour 1 to 12 written alone: "2:00 and 4:00 pm", "from 2
// to 4 am"). The first end takes the mark that puts it before the second:
// "from 11 to 2 am" is 23:00 to 02:00.
func clockAt(x *Text, j int) (v string, own, ok bool) {
	t := x.nums[j]
	if t.Kind != numbers.Time && t.Kind != numbers.Integer {
		return "", false, false
	}
	if v, ok := rangeStartClock(x, j); ok {
		return v, false, true
	}
	if t.Kind != numbers.Time {
		return "", false, false
	}
	return t.Value, true, true
}

// rangeStartClock returns the time of day of number j of x where it is
// the first end of a range of times whose second end alone has am or pm
// (see clockAt).
func rangeStartClock(x *Text, j int) (string, bool) {
	if j+1 >= len(x.nums) {
		return "", false
	}
	t, b := x.nums[j], x.nums[j+1]
	if b.Kind != numbers.Time || t.Kind == numbers.Time && hasMeridiem(t.Text) || t.Kind == numbers.Integer && len(t.Text) > 2 {
		return "", false
	}
	pm, marked := meridiemOf(b.Text)
	if !marked || !rangeJoin(x, j) {
		return "", false
	}
	h, rest, _ := strings.Cut(t.Value, ":")
	if t.Kind == numbers.Integer {
		h, rest = t.Value, "00"
	}
	ah, err := strconv.Atoi(h)
	bh, err2 := strconv.Atoi(b.Value[:2])
	if err != nil || err2 != nil || ah < 1 || ah > 12 {
		return "", false
	}
	a12, b12 := ah%12, bh%12
	if (a12 <= b12) == pm {
		// Before the second on the dial, the first has its mark; after
		// it, the other one.
		a12 += 12
	}
	return strconv.Itoa(a12/10) + strconv.Itoa(a12%10) + ":" + rest, true
}

// meridiemOf reports, for the text of a time that ends with am or pm,
// whether it is pm.
func meridiemOf(t string) (pm, ok bool) {
	for _, m := range [...]string{"am", "pm", "a.m.", "p.m.", "a.m", "p.m"} {
		if len(t) >= len(m) && strings.EqualFold(t[len(t)-len(m):], m) {
			return m[0] == 'p', true
		}
	}
	return false, false
}

// hasMeridiem reports whether the text of a time ends with am or pm.
func hasMeridiem(t string) bool {
	_, ok := meridiemOf(t)
	return ok
}

// compactDuration decides claim number t where it, or a number of the
// chosen passages ps, is a duration written in the compact way of
// software ("30s", "500ms", "2h") and the other a number and a unit word
// ("30 seconds"): the same length grounds it; another after the same
// word as the claim's fails it ("60 seconds" on "timeout is 30s"). It
// reports whether it decided. ("the 30s" alone is a decade.)
func (k *checker) compactDuration(t numbers.Token, ps []*Passage) bool {
	cs, cCompact, ok := secondsOf(k.c.src, t)
	if !ok {
		return false
	}
	var other *Passage
	var ot numbers.Token
	for _, p := range ps {
		for _, n := range p.Text.nums {
			es, eCompact, ok := secondsOf(p.Text.src, n)
			if !ok || eCompact == cCompact {
				continue // the same way: the index reads them
			}
			if math.Abs(es-cs) <= 1e-9*max(es, cs) {
				k.ground(t)
				if w, j := wordAfter(k.c.src, t.End); !cCompact && w != "" {
					k.numberWords = append(k.numberWords, int32(j-len(w))) // "seconds" of "30 seconds"
				}
				return true
			}
			if other == nil && sameWordBefore(k.c.src, t.Start, p.Text.src, n.Start) {
				other, ot = p, n
			}
		}
	}
	if other == nil {
		return false
	}
	k.fail(NumberMismatch, other.span(int32(ot.Start), int32(ot.End)), "the claim says %s; %s says %s", t.Text+unitText(k.c.src, t.End), k.where, ot.Text)
	return true
}

// secondsOf returns the length in seconds of number t of src where it is
// a duration: written compactly ("30s", "1.5h", "500ms"), which it reports,
// or a number before a unit of time of fixed length ("30 seconds").
func secondsOf(src string, t numbers.Token) (float64, bool, bool) {
	if t.Kind == numbers.Code {
		i := 0
		for i < len(t.Text) && ('0' <= t.Text[i] && t.Text[i] <= '9' || t.Text[i] == '.') {
			i++
		}
		size, ok := compactUnits[strings.ToLower(t.Text[i:])]
		v, err := strconv.ParseFloat(t.Text[:i], 64)
		if !ok || i == 0 || err != nil {
			return 0, false, false
		}
		return v * size, true, true
	}
	if t.Kind != numbers.Integer && t.Kind != numbers.Decimal {
		return 0, false, false
	}
	u, _, ok := unitAfter(src, t.End)
	v, err := strconv.ParseFloat(t.Value, 64)
	if !ok || u.dim != dimDuration || u.measure != 0 || err != nil {
		return 0, false, false
	}
	return v * u.size, false, true
}

// compactUnits are the units of time software writes right after a
// number, by their seconds: "30s", "500ms", "2h". ("m" may be metres or
// millions: "5m" is read only as "min".)
var compactUnits = map[string]float64{"ms": 0.001, "s": 1, "sec": 1, "secs": 1, "min": 60, "mins": 60, "h": 3600, "hr": 3600, "hrs": 3600}

// shortOf reports whether bound phrase p puts its number a little above
// the amount it bounds: "nearly 2,000", "almost half" (a word of
// approxWords that allows the side below only), "just under 50%". The
// amount lies within maxApproxShare of it, as approximately reads.
func shortOf(p string) bool {
	w, _, _ := strings.Cut(p, " ")
	side, ok := approxWords[w]
	return ok && side < 0 || strings.HasPrefix(p, "just under ")
}

// thenOnly leaves unverified a claim number that every same value of the
// passages gives only after "then", another value of its kind before it:
// "The loan has a rate of 5.5%" against "a rate of 4.5% for the first two
// years, then 5.5%". The value holds only after the first one's time,
// which the claim drops. A claim that says when ("then", "after",
// "later", "thereafter") is read by the other checks. It reports whether
// it doubted.
func (k *checker) thenOnly(t numbers.Token, same []*evQty) bool {
	if k.c.lang != English || len(same) == 0 {
		return false
	}
	for _, e := range same {
		if w, _ := wordBeforeNumber(e.p.Text.src, e.tok.Start); w != "then" {
			return false // the common case, and cheap
		}
	}
	if saysWhen(k.c.src) {
		return false
	}
	e := same[0]
	et := e.p.Text
	i := slices.IndexFunc(et.nums, func(n numbers.Token) bool { return n.Start == e.tok.Start })
	for j := i - 1; j >= 0; j-- {
		if n := et.nums[j]; plainKind(n.Kind) == plainKind(t.Kind) && n.Value != t.Value && !dated(n) {
			k.doubt(ConditionDropped, e.p.span(int32(n.Start), int32(e.tok.End)), "%s gives %s only after %s: %q", k.where, e.tok.Text, n.Text, et.src[n.Start:e.tok.End])
			return true
		}
	}
	return false
}

// partValueOnly leaves unverified claim number ti, t, which the claim
// neither bounds nor dates, where the best passage gives its value only
// once, in one part, and another value of the same unit in another part
// joined to it, each part with words of its own the claim does not say:
// "The notice period is one month" against "The notice period is one
// month during probation and three months afterwards", "Passports are
// valid for 10 years" against "Adult passports are valid for 10 years;
// children's passports for 5 years". The claim says of the whole what the
// passage says of a part. It reports whether it doubted.
func (k *checker) partValueOnly(ti int, t numbers.Token, same []*evQty) bool {
	p := k.englishBest()
	if p == nil || len(same) != 1 || same[0].p != p || same[0].bound != 0 || dated(t) || k.c.isBounded(ti) || len(p.Text.nums) < 2 {
		return false
	}
	e, v := p.Text, same[0].tok
	cu, _, ok := unitAfter(k.c.src, t.End)
	if !ok && t.Kind != numbers.Currency && t.Kind != numbers.Percent {
		return false // a plain number counts too many things to pair
	}
	var cuts []int32
	for _, n := range e.nums {
		if n.Start == v.Start || n.Kind != v.Kind || n.Value == v.Value || dated(n) {
			continue
		}
		if eu, _, eok := unitAfter(e.src, n.End); eok != ok || ok && eu != cu {
			continue
		}
		if cuts == nil {
			if cuts = e.conjunctCuts(); len(cuts) == 0 {
				return false
			}
		}
		pv, pn := conjunctOf(cuts, int32(v.Start)), conjunctOf(cuts, int32(n.Start))
		if pv == pn {
			continue
		}
		if !(pn == pv+1 && gappedPart(e, cuts, pn) || pv == pn+1 && gappedPart(e, cuts, pv) && !k.saysOwnOf(e, cuts, pn, pv, n.End)) {
			// One value's part comes right after the other's, its verb
			// left out: "and three months afterwards". Where the claim's
			// value comes second, a claim that says a word of the first
			// part only is read by the owners' check.
			continue
		}
		if !k.unsaidIn(e, cuts, pv) || !k.unsaidIn(e, cuts, pn) || k.saysPartOwn(e, cuts, pv, pn) {
			continue
		}
		lo, hi := partText(e, cuts, pv)
		olo, ohi := partText(e, cuts, pn)
		k.doubt(ConditionDropped, p.span(lo, hi), "%s gives %s only in %q, and %s in %q",
			k.where, valueText(e, v), p.text(lo, hi), valueText(e, n), p.text(olo, ohi))
		return true
	}
	return false
}

// gappedPart reports whether part n, by cuts, of text t is joined to the
// part before it by "and", "but", "while", "whereas" or a semicolon and
// has no verb of its own, taking the one before it: "; children's
// passports for 5 years", "and three months afterwards".
func gappedPart(t *Text, cuts []int32, n int) bool {
	lo, hi := conjunctSpan(cuts, n, len(t.src))
	first := slices.IndexFunc(t.toks, func(u tok) bool { return u.start >= lo })
	if first <= 0 || t.toks[first].end > hi || hasVerb(t, clause{lo, hi}, true) {
		return false // "and gold members get 16 GB" has a verb of its own
	}
	for _, w := range strings.Fields(strings.ToLower(t.src[lo:hi])) {
		if beForms[strings.Trim(w, ",;")] {
			return false
		}
	}
	gap := strings.ToLower(between(t.src, t.toks[first-1].end, t.toks[first].start))
	return strings.Contains(gap, ";") || hasSpaced(gap, " and ") || hasSpaced(gap, " but ") || hasSpaced(gap, " while ") || hasSpaced(gap, " whereas ")
}

// unsaidIn reports whether part n, by cuts, of passage text e has a
// content word that no word of the claim is a form of, and that is no
// unit.
func (k *checker) unsaidIn(e *Text, cuts []int32, n int) bool {
	lo, hi := conjunctSpan(cuts, n, len(e.src))
	for j := range e.toks {
		if u := &e.toks[j]; u.start >= lo && u.end <= hi && !u.is(fNoContent) && !k.claimSays(u) {
			if _, unit := unitOf(units, u.word); !unit {
				return true
			}
		}
	}
	return false
}

// saysOwnOf reports whether the claim says a word of part n of English
// passage e, by cuts, after byte from, its value, that part o does not
// have: "protein" of "One serving provides 12 g of protein, and 3 g of
// fiber". (The words before the value part o may leave out and share.)
func (k *checker) saysOwnOf(e *Text, cuts []int32, n, o, from int) bool {
	lo, hi := conjunctSpan(cuts, n, len(e.src))
	lo = max(lo, int32(from))
	olo, ohi := conjunctSpan(cuts, o, len(e.src))
	for j := range e.toks {
		if u := &e.toks[j]; u.start >= lo && u.end <= hi && !u.is(fNoContent) && k.claimSays(u) &&
			!slices.ContainsFunc(e.toks, func(x tok) bool { return x.start >= olo && x.end <= ohi && x.stem == u.stem }) {
			return true
		}
	}
	return false
}

// saysPartOwn reports whether the claim says the word that sets part n
// of English passage e, by cuts, apart from part o: a word before a noun
// that part o has with another word before it, "domestic" of "45 minutes
// before departure on domestic routes and 60 minutes … on international
// routes". The claim says which part its value is of.
func (k *checker) saysPartOwn(e *Text, cuts []int32, n, o int) bool {
	lo, hi := conjunctSpan(cuts, n, len(e.src))
	olo, ohi := conjunctSpan(cuts, o, len(e.src))
	for j := 0; j+1 < len(e.toks); j++ {
		u, x := &e.toks[j], &e.toks[j+1]
		if u.start < lo || x.end > hi || !adjacent(e.src, u.end, x.start) || !k.claimSays(u) {
			continue
		}
		if j > 0 && e.toks[j-1].start >= lo && adjacent(e.src, e.toks[j-1].end, u.start) && !k.claimSays(&e.toks[j-1]) {
			continue // "Adult Kelland passports": the claim drops the word before
		}
		for m := 1; m < len(e.toks); m++ {
			y, w := &e.toks[m], &e.toks[m-1]
			if y.start >= olo && y.end <= ohi && w.start >= olo && y.stem == x.stem && w.stem != u.stem && adjacent(e.src, w.end, y.start) {
				return true
			}
		}
	}
	return false
}

// partText returns where the words of part n, by cuts, of text t start
// and end, past the words that join it to the parts around it and the
// marks around it: "$35 for non-members" of "… and $35 for non-members.".
func partText(t *Text, cuts []int32, n int) (lo, hi int32) {
	lo, hi = conjunctSpan(cuts, n, len(t.src))
	for lo < hi && !isASCIIAlnum(t.src[lo]) && t.src[lo] != '$' && t.src[lo] < 0x80 {
		lo++
	}
	for _, j := range [...]string{"and ", "but ", "while ", "whereas "} {
		if strings.HasPrefix(strings.ToLower(t.src[lo:hi]), j) {
			lo += int32(len(j))
		}
	}
	trim := func() {
		for hi > lo && strings.ContainsRune(" ,;.:", rune(t.src[hi-1])) {
			hi--
		}
	}
	trim()
	for _, j := range [...]string{" and", " but", " while", " whereas"} {
		if strings.HasSuffix(strings.ToLower(t.src[lo:hi]), j) {
			hi -= int32(len(j))
			trim()
		}
	}
	return lo, hi
}

// thenWord leaves unverified an English claim word that the best passage
// says only after "then", past a span of time that holds first: "The rate
// is variable" against "The rate is fixed for 5 years and then variable".
// thenOnly reads the values so given; this reads the words. A claim that
// says when ("then", "after", "later") is read by the other checks.
func (k *checker) thenWord() {
	p, at := k.englishAt()
	if p == nil || !strings.Contains(p.Text.src, " then ") {
		return // the common case
	}
	c, e := k.c, p.Text
	// A claim that gives its word for the first span the passage gives
	// before "then" says it of the wrong time: "a variable rate for the
	// first three years" against "a fixed rate for the first three years,
	// then a variable rate".
	first := -1
	for m, n := range c.nums {
		if _, ok := periodFirst(c.Text, n); ok {
			first = m
			break
		}
	}
	if first < 0 && saysWhen(c.src) || first >= 0 && slices.ContainsFunc(sequenceWords[:], func(w string) bool { return w != "first" && hasWordFold(c.src, w) }) {
		return // "after the first three years", "then a tracker rate": the claim says when
	}
	for i, j := range at {
		if j < 0 || c.toks[i].is(fName) {
			continue
		}
		w, b := wordPastArticle(e.src, e.toks[j].start)
		if w != "then" {
			continue // "then variable", "then a variable rate"
		}
		if first >= 0 {
			cn := c.nums[first]
			m := slices.IndexFunc(e.nums, func(n numbers.Token) bool { return n.End <= b && n.Value == cn.Value && n.Kind == cn.Kind })
			if m < 0 {
				return
			}
			from, ok := periodFirst(e, e.nums[m])
			if !ok || slices.ContainsFunc(e.toks, func(u tok) bool { return u.end <= int32(b) && c.matches(i, &u) }) {
				return // the claim's word holds in the first span too
			}
			_, cend, _ := unitAfter(c.src, cn.End)
			_, eend, _ := unitAfter(e.src, e.nums[m].End)
			span := e.src[from:eend] // "for the first three years"
			if _, rest, ok := strings.Cut(span, " "); ok {
				span = rest // "the first three years"
			}
			k.fail(RoleSwap, p.span(int32(from), e.toks[j].end), "the claim gives %s %s; %s gives it only after %s: %q", quote(c.src[c.toks[i].start:c.toks[i].end]),
				quote(c.src[periodStart(c.Text, cn):cend]), k.where, quote(span), e.src[from:e.toks[j].end])
			return
		}
		// A span of time before "then", in the sentence: "for 5 years".
		for _, n := range e.nums {
			if n.End > b {
				break
			}
			w, _ := wordAfter(e.src, n.End)
			if u, ok := unitOf(units, w); ok && u.dim == dimDuration && (!hasClauseMark(e.src[n.End:b]) || strings.HasSuffix(strings.TrimSpace(e.src[n.End:b]), ",")) {
				span := strings.TrimRight(strings.TrimSuffix(strings.TrimRight(e.src[n.Start:b], " ,"), " and"), " ,") // "5 years"
				k.doubt(ConditionDropped, p.span(int32(n.Start), e.toks[j].end), "%s says %s only after %s: %q", k.where,
					quote(e.src[e.toks[j].start:e.toks[j].end]), quote(span), e.src[n.Start:e.toks[j].end])
				return
			}
		}
	}
}

// saysWhen reports whether claim text src says when what it gives holds,
// in a word of sequenceWords, as thenOnly and thenWord ask.
func saysWhen(src string) bool {
	for _, w := range sequenceWords {
		if hasWordFold(src, w) {
			return true
		}
	}
	return false
}

// sequenceWords place a value or a state before or after another:
// "after two years", "initially", "from year three".
var sequenceWords = [...]string{"then", "after", "later", "thereafter", "afterwards", "initially", "first", "from"}

// inPoints leaves unverified claim percentage t where a chosen passage
// gives its value in points, "2 percentage points": a change of 2% and
// one of 2 points are not the same change, though writers trade them. It
// reports whether it did.
func (k *checker) inPoints(t numbers.Token, ps []*Passage) bool {
	if t.Kind != numbers.Percent {
		return false
	}
	v := strings.TrimSpace(strings.TrimRight(t.Value, "%‰"))
	for _, p := range ps {
		for _, n := range p.Text.nums {
			if n.Value != v {
				continue
			}
			w, end := wordAfter(p.Text.src, n.End)
			if w == "percentage" || w == "basis" {
				w, end = wordAfter(p.Text.src, end)
			}
			if w == "point" || w == "points" {
				k.doubt(AnchorAbsent, p.span(int32(n.Start), int32(end)), "the claim says %s; %s says %s, a change in points", t.Text, k.where, quote(p.text(int32(n.Start), int32(end))))
				return true
			}
		}
	}
	return false
}

// exceptedBound returns the bound of a chosen passage that the passage
// excepts from what it says, the same as claim bound b on claim number t,
// where the claim denies what it says with it: "no fee on orders over
// $500" against "a fee applies to all orders, except orders over $500".
// Those are the excepted; what else the claim says of them, or with
// another bound, the passage does not say (see evidenceQuantities). Nil
// if there is none.
func (k *checker) exceptedBound(t numbers.Token, b bound, ps []*Passage) *evQty {
	if len(k.c.conds) > 0 || !k.c.deniedBefore(int32(t.Start)) && !k.c.deniedAfter(int32(t.End)) {
		return nil
	}
	for _, p := range ps {
		qs := p.Text.qtys
		if !p.Text.qtysRead {
			qs = quantitiesOf(p.Text)
		}
		for _, x := range qs {
			n := p.Text.nums[x.ti]
			if x.bound == b.dir && x.strict == b.strict && !x.window && n.Value == t.Value && n.Kind == t.Kind && p.Text.inException(int32(n.Start)) {
				return &evQty{q: x.q, tok: n, p: p, bound: x.bound, strict: x.strict, word: p.Text.words[x.ti], excepted: true}
			}
		}
	}
	return nil
}

// placedBehind leaves unverified a claim's ordinal place t where passage
// number e, the place of another, one after t's, is "behind" or "after"
// a name the claim has: "Acme ranked first" against "Orrin ranked second,
// behind Acme". The claim's place is the passage's reading, not its
// words. It reports whether it did.
func (k *checker) placedBehind(t numbers.Token, e *evQty) bool {
	if t.Kind != numbers.Ordinal || e.tok.Kind != numbers.Ordinal {
		return false
	}
	cv, err1 := strconv.Atoi(t.Value)
	ev, err2 := strconv.Atoi(e.tok.Value)
	if err1 != nil || err2 != nil || ev != cv+1 {
		return false
	}
	src := e.p.Text.src
	rest := src[e.tok.End:min(len(src), e.tok.End+maxPlaceGap)]
	for _, w := range [...]string{"behind ", "after "} {
		i := indexFold(rest, w)
		if i < 0 {
			continue
		}
		at := e.tok.End + i + len(w)
		if at >= len(src) || !isUpperASCII(src[at]) {
			continue // "behind schedule": no one placed before
		}
		for _, u := range k.c.toks {
			if strings.HasPrefix(strings.ToLower(src[at:]), u.word) && (at+len(u.word) == len(src) || !isASCIIAlnum(src[at+len(u.word)])) {
				k.doubt(AnchorAbsent, e.p.span(int32(e.tok.Start), int32(at+len(u.word))), "%s says %q; the claim's place is read from it", k.where, src[e.tok.Start:at+len(u.word)])
				return true
			}
		}
	}
	return false
}

// maxPlaceGap bounds the bytes between a place and the "behind" after it:
// "second in the Kel rankings, behind".
const maxPlaceGap = 48

// agedBoth reports whether "aged" stands right before the claim's number
// at byte cs of cs and the passage's range at byte es of src: an age the
// class of ages holds.
func agedBoth(c string, cs int, src string, es int) bool {
	cw, _ := wordBeforeNumber(c, cs)
	ew, _ := wordBeforeNumber(src, es)
	return cw == "aged" && ew == "aged"
}

// withinAllowance leaves unverified claim amount t, which the claim
// allows (see allowsAt), where passage number e caps it above: "can work
// from home two days a week" against "may work remotely up to three days
// a week". The amount is allowed, but the claim does not say the most
// that is. It reports whether it did.
func (k *checker) withinAllowance(t numbers.Token, e *evQty) bool {
	if e.bound >= 0 || e.strict || !k.c.allowsAt(t.Start) || !limitBound(e.p.Text, phraseOf(e), e.tok.Start) {
		return false
	}
	for _, cq := range claimQuantities(t).all() {
		if comparable(e.q, cq) && cq.hi < e.q.lo {
			k.doubt(AnchorAbsent, e.p.span(int32(e.tok.Start), int32(e.tok.End)), "%s allows %q; the claim says %s", k.where, phraseOf(e), t.Text+unitText(k.c.src, t.End))
			return true
		}
	}
	return false
}

// roundedOf reports whether claim number t, of quantities cqs, is
// passage number near rounded to the places t is written with, by at
// most maxRounding of it: "8%" of "8.2%", "$4.1 billion" of "$4.13
// billion"; not "8%" of "8%", nor "8.0%" of "8.2%".
func roundedOf(t numbers.Token, cqs []quantity, near *evQty) bool {
	lit, places, ok := literalOf(t.Text)
	if !ok || lit == 0 {
		return false
	}
	for _, cq := range cqs {
		if !comparable(near.q, cq) || cq.lo != cq.hi || near.q.lo != near.q.hi || cq.lo == near.q.lo {
			continue
		}
		scale := cq.lo / lit // "billion", a unit's factor
		x := near.q.lo / scale
		pow := math.Pow(10, float64(places))
		if math.Abs(math.Round(x*pow)/pow-lit) < 1e-9*math.Max(1, math.Abs(lit)) && math.Abs(x-lit) <= maxRounding*math.Abs(x) {
			return true
		}
	}
	return false
}

// maxRounding is the most share of a figure its rounding may take off
// or add: "8%" of "8.2%", not "$4 billion" of "$4.4 billion".
const maxRounding = 0.05

// literalOf returns the first figure written in s, its commas dropped,
// and the places after its decimal point: 4.1 and 1 of "$4.1 billion".
func literalOf(s string) (float64, int, bool) {
	i := strings.IndexFunc(s, func(r rune) bool { return '0' <= r && r <= '9' })
	if i < 0 {
		return 0, 0, false
	}
	j, places, point := i, 0, false
	var b strings.Builder
	for ; j < len(s); j++ {
		switch c := s[j]; {
		case '0' <= c && c <= '9':
			b.WriteByte(c)
			if point {
				places++
			}
		case c == ',' && !point:
		case c == '.' && !point && j+1 < len(s) && '0' <= s[j+1] && s[j+1] <= '9':
			b.WriteByte(c)
			point = true
		default:
			j = len(s)
		}
	}
	v, err := strconv.ParseFloat(b.String(), 64)
	return v, places, err == nil
}

// sumOfParts leaves unverified claim measure t where a chosen passage
// gives two or more measures of its unit that add up to it: "Leave lasts
// 16 weeks in total" against "paid at full salary for the first 6 weeks
// and at half salary for the next 10 weeks"; or claim count t, where the
// passage's counts are of the same things (countParts): "7,000
// employees" against "employs 5,000 people in Europe and 2,000 in Asia".
// The sum is the claim's, not the quote's words. It reports whether it
// did.
func (k *checker) sumOfParts(t numbers.Token, ps []*Passage) bool {
	v, err := strconv.ParseFloat(t.Value, 64)
	if t.Kind != numbers.Integer && t.Kind != numbers.Decimal || err != nil {
		return false
	}
	cu, _, measure := unitAfter(k.c.src, t.End)
	for _, p := range ps {
		e := p.Text
		var parts []numbers.Token
		sum := 0.0
		for _, n := range e.nums {
			x, err := strconv.ParseFloat(n.Value, 64)
			if n.Kind != numbers.Integer && n.Kind != numbers.Decimal || err != nil || !measure && (dated(n) || isYearTok(n)) {
				continue
			}
			if eu, _, ok := unitAfter(e.src, n.End); ok != measure || ok && eu != cu {
				continue
			}
			parts = append(parts, n)
			sum += x
		}
		if len(parts) < 2 || math.Abs(sum-v) > 1e-9*math.Max(1, v) {
			continue // one measure is no sum; the sum of all of them or none
		}
		if !measure && !countParts(e, parts) {
			continue // a count of things: whether two counts add up is the things' to say
		}
		first, last := parts[0], parts[len(parts)-1]
		k.doubt(AnchorAbsent, p.span(int32(first.Start), int32(last.End)), "the claim says %s%s; %s gives %s, which add up to it", t.Text, unitText(k.c.src, t.End), k.where, partsText(e.src, parts))
		return true
	}
	return false
}

// countParts reports whether counts ns of text t count the same things:
// each after the first opens a part of its own that has no verb, and so
// counts what the first does: "5,000 people in Europe and 2,000 in
// Asia".
func countParts(t *Text, ns []numbers.Token) bool {
	cuts := t.conjunctCuts()
	for i, n := range ns[1:] {
		at := conjunctOf(cuts, int32(n.Start))
		if at != conjunctOf(cuts, int32(ns[i].Start))+1 || !gappedPart(t, cuts, at) {
			return false
		}
		if j := tokenAfter(t, n.End); j >= 0 && int(t.toks[j].start) == n.End+1 && t.toks[j].noun() {
			return false // "2,000 robots": a noun of its own
		}
	}
	return true
}

// partsText writes the measures ns of src, each with its unit, joined
// with commas and "and": "6 weeks and 10 weeks".
func partsText(src string, ns []numbers.Token) string {
	var b strings.Builder
	for i, n := range ns {
		switch {
		case i > 0 && i == len(ns)-1:
			b.WriteString(" and ")
		case i > 0:
			b.WriteString(", ")
		}
		b.WriteString(n.Text + unitText(src, n.End))
	}
	return b.String()
}

// wholeShares are the shares of a whole that "of them" follows: "half of
// them".
var wholeShares = map[string]float64{"half": 0.5, "quarter": 0.25, "third": 1.0 / 3, "tenth": 0.1, "fifth": 0.2}

// shareOfWhole leaves unverified claim count t where a chosen passage
// gives a share of a whole that comes to it: "100 people in London"
// against "200 people, half of them in London". The sum is the claim's,
// not the quote's words. It reports whether it did.
func (k *checker) shareOfWhole(t numbers.Token, ps []*Passage) bool {
	v, err := strconv.ParseFloat(t.Value, 64)
	if t.Kind != numbers.Integer || err != nil {
		return false
	}
	for _, p := range ps {
		e := p.Text
		x := indexFold(e.src, " of them")
		if x < 0 {
			continue
		}
		w, from := lastWordBefore(e.src, int32(x))
		share, ok := wholeShares[w]
		if !ok {
			continue
		}
		for _, n := range e.nums {
			if n.End > from || n.Kind != numbers.Integer {
				continue
			}
			if whole, err := strconv.ParseFloat(n.Value, 64); err == nil && math.Abs(whole*share-v) < 0.5 {
				k.doubt(AnchorAbsent, p.span(int32(n.Start), int32(x+len(" of them"))), "the claim says %s; %s gives %s of %s", t.Text, k.where, w, n.Text)
				return true
			}
		}
	}
	return false
}
