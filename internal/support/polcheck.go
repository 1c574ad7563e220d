package support

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/verbatim-go/verbatim/internal/lexicon"
	"github.com/verbatim-go/verbatim/internal/words"
	"github.com/verbatim-go/verbatim/numbers"
)

// polarity compares the claim's negations, modal verbs and opposites with
// those of the chosen passages and their context.
func (k *checker) polarity() {
	k.polarDone = true // until the words are read and the rest is to run
	c := k.c
	if k.eitherWayBound() || k.complementGroup() || k.prefixFlip() || k.antonyms() || k.compoundOpposites() || k.markedOpposites() || k.directionsApart() || k.levelsApart() || k.degreeApart() || k.fromState() || k.votesApart() || k.stancesApart() || k.everyOtherApart() || k.comparativesOpposed() || k.chargedForFree() {
		return
	}
	// The best passage and the context are compared for every claim word;
	// a further passage only for the words it was chosen for, since the
	// best one speaks for the rest.
	type view struct {
		p    *Passage
		only int // the index into k.used of the passage, or -1 for all words
	}
	var texts []view
	for n := range k.used {
		texts = append(texts, view{&k.ev.Passages[k.used[n]], n})
	}
	if len(texts) == 0 {
		return
	}
	texts[0].only = -1
	for i := range k.ev.Context {
		texts = append(texts, view{&k.ev.Context[i], -1})
	}
	for _, x := range texts {
		p := x.p
		e := c.aligned(p.Text)
		if x.only >= 0 {
			switch k.about(p.Text) {
			case aboutNone:
				// A passage about something else, chosen for some of the
				// claim's words: where it negates them, or they it, it
				// is no support for them ("sells" on "We do not sell your
				// personal data"), though no contradiction either.
				if !k.chosenForWords(x.only) {
					continue // for a name only: the title "Velmorin 200 mg tablets"
				}
				if f, ok := flipWith(c.Text, k.restrict(e, x.only)); ok && !f.modal && !f.tooLong {
					k.doubt(NegationUnclear, p.whole(), "%s: %s", f.reason(k.where), quote(p.Text.src))
				}
				continue
			case aboutPart:
				e = k.restrict(e, x.only)
			}
		}
		if f, ok := flipWith(c.Text, e); ok {
			if !f.inClaim && !f.modal {
				if m, t, b, ok := k.afterDenied(p.Text); ok {
					// "Interest is charged after 30 days" against "No
					// interest is charged for the first 30 days": the
					// denial is of the time before; what comes after is
					// not said.
					k.doubt(NegationUnclear, p.span(int32(m.Start), int32(m.End)), "%s denies it for the first %s; the claim says it %s", k.where,
						m.Text+unitText(p.Text.src, m.End), quote(b.withUnit(k.c.src, t)))
					return
				}
			}
			if !f.inClaim && !f.modal {
				if m, ok := k.thenGiven(p.Text); ok {
					// "The card has an annual fee of $95" against "no
					// annual fee in the first year, then $95": the denial
					// holds for a first stretch, the claim's value after.
					k.doubt(NegationUnclear, p.span(int32(m.Start), int32(m.End)), "%s denies it at first and then gives %s: %s", k.where, m.Text, quote(p.Text.src))
					return
				}
			}
			if f.inClaim && !f.modal && k.chargeDeniedAsFree(p.Text) {
				// "Residents pay nothing for parking" against "Parking is
				// free for residents": to deny the charge is to say free.
				continue
			}
			if !f.inClaim && !f.modal && freeAsChargeDenied(c.Text, p.Text, f.cue) {
				// "Orders over $50 ship free" against "It costs $4.99, or
				// nothing for orders over $50": the same the other way.
				continue
			}
			if !f.inClaim && !f.modal && p == k.best() {
				if cd, ok := k.conditionDenial(p.Text, f); ok {
					// "The tenant has 14 days to pay" against "may end the
					// lease if the tenant fails to pay within 14 days": a
					// denial that is only the case of a rule says nothing
					// of what is.
					k.doubt(NegationUnclear, p.span(cd.start, cd.end), "%s negates %q only in a condition: %s", k.where, f.word, quote(p.text(cd.start, cd.end)))
					continue
				}
			}
			if !f.modal && eitherWayAt(p.Text, f.word) >= 0 {
				// "can be taken with food" against "Take the drug with
				// or without food": either way, neither denied (see
				// eitherWayBound).
				continue
			}
			if f.inClaim && !f.modal && p == k.best() && k.noneStandsFor(f) {
				// "There were no serious side effects" against "Most side
				// effects were mild, and none were serious".
				continue
			}
			if !f.inClaim && !f.modal && k.claimIntends(f.word) {
				// "The opposition called for the minister to resign"
				// against "The minister has refused to resign": the claim
				// asks for it, and says not that it was done.
				continue
			}
			if !f.modal && motionLosses[f.cue] && (!f.inClaim && (k.tallyAgrees(e) || votedAgainst(c.src)) || f.inClaim && votedAgainst(p.Text.src)) {
				// "voted 27 to 14 against the lanes" against "rejected
				// the lanes 27-14": the claim's "against" says the
				// rejection.
				continue
			}
			if f.inClaim && !f.modal && k.deniesBound(f) || !f.inClaim && !f.modal && k.passageDeniesBound(p, f) {
				// "not available after 30 days" against "available within
				// 30 days", "Store below 25°C" against "Do not store above
				// 25°C": numbers read the denial with the bound.
				continue
			}
			if f.modal && k.modalSaidToo(f, p.Text) {
				// "MFA is optional for other users" against "MFA is
				// required for administrators and optional for other
				// users": the passage says the claim's modal too, of the
				// claim's words.
				continue
			}
			if f.modal && requiredWith(c.Text, f.claimCue, p.Text, f.evidenceCue, f.word) {
				// "Remote work requires manager approval" against
				// "Employees may work remotely with their manager's
				// approval": leave given on a condition is what "requires"
				// says of it.
				continue
			}
			if f.modal && leaveByMeans(c.Text, f.claimCue, p.Text, f.evidenceCue) {
				// "The tenant must give two months' notice to end the
				// lease" against "Either party may end this lease by
				// giving two months' notice": what one may do by a means,
				// one must use the means to do.
				continue
			}
			if x.only < 0 && !f.modal && p == k.best() && k.elidedAgrees() {
				// "The company can cancel the order" against "The customer
				// cannot cancel the order, but the company can".
				continue
			}
			if x.only < 0 && !f.modal && !f.inClaim && !f.tooLong && p == k.best() && k.deniedForOther(f) {
				// "The drug is approved for adults" against "The drug is
				// not approved for children": denied for another.
				continue
			}
			if !f.modal && !f.inClaim && p == k.best() && (notWithout(c.Text, p.Text, f) || k.exceptedFromDenial(p.Text, f)) {
				// "may sublet with consent" against "may not sublet
				// without consent"; "Service animals are allowed" against
				// "No pets are allowed, except service animals".
				continue
			}
			if !f.modal && !f.inClaim && exceptsWord(c.Text, f.word) {
				// "free on all orders except oversized items" against
				// "All orders ship free, excluding oversized items": the
				// claim takes out what the passage denies.
				continue
			}
			if x.only < 0 && !f.modal && !f.inClaim && k.deniedOfOther(p, f) {
				// "Kenya is part of the group" against "Kenya has joined
				// the group, whereas Yugoslavia is no longer part of it".
				continue
			}
			if x.only < 0 && !f.modal && !f.inClaim && !f.tooLong && k.affirmedAfter(p.Text, f) {
				// "The drug is banned for children but allowed for
				// adults" says "The drug is allowed for adults".
				continue
			}
			if !f.modal && !f.inClaim && !f.tooLong && k.butNotOther(f, p.Text) {
				// "The vaccine is recommended for travellers" against
				// "recommended but not required for travellers": the
				// denial is of "required", which the claim does not say.
				continue
			}
			if !f.modal && !f.inClaim && !f.tooLong && k.negatedVerbUnsaid(f, p.Text) {
				// "The firm repairs cars" against "The firm does not sell
				// cars": the denial is of selling, which the claim does
				// not say; what it says instead is not there (coverage).
				continue
			}
			if !f.modal && f.inClaim && p == k.best() {
				if cd, ifSaid, ok := k.unlessSaid(p.Text, f); ok {
					// "cancel before the period ends to avoid renewal"
					// against "will renew automatically unless you cancel
					// before the end of the period": the claim denies it
					// in the case "unless" excepts, which is a reading;
					// with "if" it is what the passage says ("does not
					// renew if you cancel").
					if ifSaid {
						continue
					}
					k.doubt(NegationUnclear, p.span(cd.start, cd.end), "the claim negates %q (%q); %s says it unless: %s", f.word, f.cue, k.where, quote(p.text(cd.start, cd.end)))
					continue
				}
			}
			if best := p == k.best(); !f.modal && f.inClaim {
				if best && !f.tooLong {
					if w, ok := k.deniedAdjunct(f); ok {
						// "should not be taken on an empty stomach" against
						// "Take with or after food": the denial may be of the
						// circumstance, which the passage does not give.
						k.doubt(NegationUnclear, p.whole(), "the claim negates %q %q, which %s does not say: %s", f.word, w, k.where, quote(p.Text.src))
						continue
					}
				}
				if end, ok := purposeOf(p.Text, f.word); ok {
					// "Leavers do not receive it" against "To receive a
					// bonus, employees must be employed on the payment
					// date": the passage names it as what a rule is for,
					// and says not that anyone receives it.
					k.doubt(NegationUnclear, p.span(0, end), "%s gives %q only as what a rule is for: %s", k.where, f.word, quote(p.text(0, end)))
					continue
				}
				if best {
					if from, to, ok := k.onlyNamed(p.Text, f); ok {
						// "Members cannot delete projects" against "Only
						// admins can delete projects": denied of those the
						// passage leaves out, if members are no admins.
						k.doubt(NegationUnclear, p.span(from, to), "%s says it only of %s; the claim denies it of others", k.where, quote(p.text(from, to)))
						continue
					}
				}
				if onlyIfNot(c.Text, p.Text, f) {
					// "Opened software cannot be returned" against "may be
					// returned only if unopened".
					continue
				}
			}
			if !f.modal && f.inClaim && raisedDenial(c.Text, p.Text) {
				// "did not find the company liable" against "found the
				// company not liable": the denial raised to the verb.
				continue
			}
			if x.only < 0 && !f.modal && f.inClaim && k.negatedElsewhere(f.word, p) {
				// "… and monthly plans are not refundable" fused from a
				// sentence of annual plans and "Monthly plans are not
				// refundable": another chosen passage negates it too.
				continue
			}
			if !f.modal && (f.inClaim && capOfExceed(c.Text, p.Text) || !f.inClaim && capOfExceed(p.Text, c.Text)) {
				// "Liability shall not exceed the fees paid" against
				// "Liability is capped at the fees paid": a cap.
				continue
			}
			if !f.modal && !f.tooLong && f.inClaim && p == k.best() && deniedBy(p.Text, f, f.cue, c.Text) {
				if s, e, ok := k.waiverCondition(p.Text, f.word); ok {
					// "The account has no monthly fee" against "a $5
					// monthly fee, waived with a balance of $1,500": the
					// waiver's case, which the claim drops.
					k.doubt(ConditionDropped, p.span(s, e), "%s adds a condition the claim drops: %s", k.where, quote(p.text(s, e)))
				}
				continue
			}
			if !f.modal && !f.tooLong && (f.inClaim && deniedBy(p.Text, f, f.cue, c.Text) || !f.inClaim && deniedBy(c.Text, f, f.cue, p.Text)) {
				// "There is no monthly fee" against "The monthly fee is
				// waived", and the other way: the side that does not
				// negate denies the fee in a word of its own; its
				// conditions are for the condition checks.
				continue
			}
			code := NegationMismatch
			if f.modal {
				code = ModalityMismatch
			}
			cc, ec := k.otherNegation(f, c.Text, p.Text)
			if other, own := p.Text, c.Text; !f.modal && !f.tooLong && cc != "" && ec != "" {
				if !f.inClaim {
					other, own = c.Text, p.Text
				}
				if mirrored(other, f.word, own, f.cue) {
					// Both negate, and the other side's word stands
					// before its negation as the subject of a passive:
					// "The motion was denied by the court" against "The
					// court denied the motion", "Water damage is not
					// covered" against "does not cover water damage".
					continue
				}
				if f.inClaim && p == k.best() && k.alignedSubjectDenied(f.word, ec) {
					// The claim denies what the passage says its word
					// does: "The drug did not improve survival" against
					// "Survival did not differ between the groups".
					k.doubt(NegationUnclear, p.whole(), "both negate, not the same word: the claim negates %q, %s %q: %s", f.word, k.where, negatedWord(p.Text, ec), quote(p.Text.src))
					return
				}
				if !f.inClaim && deniedSubject(other, f.word, own, f.cue, cc) {
					// Both negate, the other side's word as the subject
					// of its denial: "Children under 12 should not take
					// it" against "Do not give it to children under 12".
					// Whether the two denials are of one thing is a
					// reading.
					k.doubt(NegationUnclear, p.whole(), "both negate, not the same word: %s negates %q, the claim %q: %s", k.where, f.word, negatedWord(c.Text, cc), quote(p.Text.src))
					return
				}
			}
			if !f.modal && deniedObject(c, p.Text) {
				// "does not run on Android" against "runs on iOS but not
				// Android": the passage denies the object after the verb.
				continue
			}
			if !f.modal && !f.tooLong && f.inClaim && cc != "" && ec != "" {
				if head, prep, ok := negatedBefore(p.Text, f.word); ok {
					// Both negate, the passage a word before a preposition
					// whose object is the claim's negated word: "does not
					// cover exchange-rate fees" against "is not
					// responsible for exchange-rate fees", "no fraud"
					// against "no evidence of fraud". What the passage
					// denies of it is a reading.
					k.doubt(NegationUnclear, p.whole(), "the claim negates %q; %s negates %q %s it, not %q itself: %s", f.word, k.where, head, prep, f.word, quote(p.Text.src))
					return
				}
			}
			if !f.modal && !f.tooLong && !f.inClaim && cc != "" && ec != "" {
				if head, prep, ok := negatedBefore(c.Text, f.word); ok {
					// The same the other way: "is not recommended for
					// children" against "should not be given to children".
					k.doubt(NegationUnclear, p.whole(), "%s negates %q; the claim negates %q %s it, not %q itself: %s", k.where, f.word, head, prep, f.word, quote(p.Text.src))
					return
				}
			}
			if !f.modal && !f.tooLong && privatives[lowerASCII(cc)] && privatives[lowerASCII(ec)] && privativeOf(c.Text, f.word) && privativeOf(p.Text, f.word) {
				// Both say the thing is not had, in words of their own:
				// "applicants without a degree" against "applicants who
				// lack a degree".
				continue
			}
			if !f.modal && !f.tooLong && cc != "" && ec != "" && !strings.EqualFold(cc, ec) && (lexicalCue(f.cue) && !k.answeredAlike(f, cc, ec, p.Text) || k.lexicalAnswer(f, cc, ec, p.Text)) {
				// Both negate, one or both by a word of its own, not the
				// same words: "is absent from the list" against "was
				// excluded from joining", "has yet to win" against "was
				// unable to win it". Which words each such verb governs
				// is a reading; a contradiction is not sure. ("not issued
				// without a fee" against "issued without a fee" is one.)
				k.doubt(NegationUnclear, p.whole(), "the claim negates with %q and %s with %q, not the same words: %s", cc, k.where, ec, quote(p.Text.src))
				return
			}
			if f.inClaim && !f.modal {
				if cd, w, ok := k.onlyForOther(p); ok {
					// "is not approved for children" against "is approved
					// only for adults": the denial is of others than those
					// the passage names; whether they are others is a
					// reading.
					k.doubt(NegationUnclear, p.span(cd.start, cd.end), "%s says it %s; the claim denies it for %q", k.where, quote(p.text(cd.start, cd.end)), w)
					return
				}
				if at, ok := notAllOfOnly(c.Text, p.Text); ok {
					// "Not all employees are eligible" against "Only
					// full-time employees are eligible": "only" says that
					// some are not; which ones is a reading.
					k.doubt(NegationUnclear, p.span(int32(at), int32(at+4)), "%s says %q of some; the claim says %q", k.where, "only", "not all")
					return
				}
			}
			if !f.modal && !f.tooLong {
				if ct, et := flipWordAt(c.Text, f.word, p.Text); ct >= 0 && et >= 0 {
					if cq, eq, ok := quantitiesApart(c.Text, c.toks[ct].start, p.Text, p.Text.toks[et].start); ok {
						// "Most voters did not oppose the plan" against
						// "38% of voters opposed the plan": each says it
						// of a part, not the same part.
						k.doubt(ConditionDropped, p.span(eq[0], eq[1]), "%s says it of %s; the claim says %s", k.where,
							quote(p.text(eq[0], eq[1])), quote(k.claimText(cq[0], cq[1])))
						return
					}
				}
			}
			if !f.modal && !f.inClaim && !f.tooLong {
				if q, ok := partDenialOf(p.Text, f); ok {
					// "The project was partly funded" against "The project
					// was not fully funded": the passage denies only that
					// it is wholly so.
					k.doubt(ConditionDropped, p.span(q[0], q[1]), "%s says %s; the claim says %s", k.where, quote(p.text(q[0], q[1])), quote(f.word))
					return
				}
			}
			if f.inClaim && !f.modal && k.deniesExceptedBound() {
				// "Orders over $500 have no handling fee" against "A $20
				// handling fee applies to all orders, except orders over
				// $500".
				continue
			}
			if x, ok := k.excepted(); ok && f.inClaim && k.deniesExcepted(x) && !f.modal {
				// "does not cover cosmetic damage" against "covers all
				// defects except cosmetic damage".
				continue
			}
			if !f.inClaim && !f.modal && k.deniedInCondition(f, p.Text) {
				// "Late rent incurs a $50 fee after the 5th" against "A
				// late fee of $50 applies if rent is not received by the
				// 5th": the passage denies its word in a condition, which
				// the claim says in words of its own; the claim's word is
				// the passage's by another sense only.
				k.doubt(NegationUnclear, p.whole(), "%s negates %q in a condition the claim says otherwise: %s", k.where, f.word, quote(p.Text.src))
				return
			}
			k.fail(code, p.whole(), "%s: %s", f.reason(k.where), quote(p.Text.src))
			return
		}
	}
	if k.emptyDenial() || k.deniedOfKin() {
		return
	}
	k.polarDone = false
}

// deniedVerb reports whether word i of English text t, a verb by its
// part of speech if not by its form, stands right after a denial, where
// it is a verb: "change" of "did not change", "didn't change", "never
// increase".
func deniedVerb(t *Text, i int) bool {
	w, _ := lastWordBefore(t.src, t.toks[i].start)
	before := strings.TrimRight(t.src[:t.toks[i].start], " ")
	return (w == "not" || w == "never" || w == "cannot" || strings.HasSuffix(before, "n't") || strings.HasSuffix(before, "n’t")) && t.toks[i].verb()
}

// deniedOfKin leaves unverified an English claim that denies a word the
// best passage holds only as a related word it does not deny, which the
// comparison of negations, reading the same words, does not pair: "The
// timeout cannot be changed" on "The default timeout … can be raised to
// 120 seconds" ("raised" is a kind of change). It reports whether it did.
func (k *checker) deniedOfKin() bool {
	c, p := k.c, k.englishBest()
	if p == nil || firstNegation(c.Text) == "" || len(k.hard)+len(k.soft) > 0 {
		return false
	}
	e, at := p.Text, k.at[k.used[0]]
	for i := range c.toks {
		t := &c.toks[i]
		j := at[i]
		if j < 0 || t.negs%2 == 0 || !t.verbForm() && !deniedVerb(c.Text, i) {
			continue
		}
		u := &e.toks[j]
		if u.negs%2 == 1 || u.is(fPrefixNeg) || u.is(fLexNeg) || c.opposes(i, u) || sameVerb(t, u) || slices.ContainsFunc(e.toks, func(x tok) bool { return x.stem == t.stem }) {
			continue // denied there too, in its own word ("unaffected") or by an opposite ("exclude"), or the same word
		}
		k.doubt(NegationUnclear, p.span(u.start, u.end), "the claim denies %q; %s says %q, not denied", c.src[t.start:t.end], k.where, e.src[u.start:u.end])
		return true
	}
	return false
}

// polarWordsOf runs part n of the checks of polarity that follow its
// reading of the claim's and passages' negations, unless that reading
// decided the claim. They run in parts, each a phase of CheckAll.
func (k *checker) polarWordsOf(n int) {
	if k.polarDone {
		return
	}
	switch n {
	case 0:
		k.polarWords()
		k.universals()
		k.quantifiers()
		k.frequencies()
		k.multiplesApart()
		k.partsOf()
		k.intentions()
		k.forecastAmount()
		k.postsLeft()
		k.offers()
		k.pending()
	case 1:
		k.onlyOthers()
		k.deniedNarrower()
		k.plans()
		k.hedges()
		k.lostContests()
		k.qualifiers()
		k.possessors()
		k.agentOfOther()
	case 2:
		k.asides()
		k.subjectNarrowed()
		k.subjectNarrowedElsewhere()
		k.doneAgain()
		k.contrasted()
		k.partOwned()
		k.deniedClause()
		k.anyTime()
		k.endedStates()
	case 3:
		k.timeShifted()
		k.futureDone()
		k.associations()
		k.sequenceOnly()
		k.exceptions()
		k.saidOfUnless()
		k.shareWords()
		k.groupsApart()
		k.openingSwapped()
	case 4:
		k.fromPlace()
		k.crossedPairs() // an opposite given another partner says more than the partners alone
		k.subjectsApart()
		k.comparedSubject()
		k.sequenceSwapped()
		k.rankedNarrowed()
		k.subjectYearApart()
		k.objectOfOther()
		k.doerOfOther()
		k.doerAsRecipient()
		k.changeMarkApart()
		k.orAsAnd()
		k.thenWord()
		k.nameOnlyModifier()
		k.oppositeOfPronoun()
		k.ordinalDropped()
		k.modalOfOther()
		k.partlyDenied()
		k.dutyAlternative()
		k.noneObject()
		k.partOfThem()
		k.dutyUnsaid()
		k.predicateOfOther()
		k.causeSwapped()
		k.respectively()
		k.measureOfOtherClause()
		k.bareSubjectOfClause()
		k.ownersCrossed()
		k.numberOfOther()
		k.postOfOther()
		k.prefixedApart()
		k.jointAmount()
		k.subjectDenied()
		k.tallySides()
		k.restrictedObject()
		k.deniedPassive()
	}
}

// saidInPredicateAfter reports whether a claim word other than i, matched
// in passage e (at), stands past byte from in a predicate of its own
// after a join: "and costs $18" of "Breakfast is not included in the
// room rate and costs $18".
func (k *checker) saidInPredicateAfter(e *Text, at []int, i int, from int32) bool {
	lo := sort.Search(len(e.toks), func(m int) bool { return e.toks[m].start >= from })
	for ci, j := range at {
		if ci == i || j < lo || j == 0 {
			continue
		}
		if predicateBetween(e, lo, j) {
			return true
		}
	}
	return false
}

// passiveDenials are what follows a noun that is the subject of a denied
// passive or state: "cash is not accepted", "pets are not allowed".
var passiveDenials = [...]string{" is not ", " are not ", " was not ", " were not ", " cannot be ", " can not be ", " will not be ", " isn't ", " aren't ", " wasn't ", " weren't ", " won't be "}

// deniedPassive leaves unverified an English claim that says a thing of a
// noun, not denied, which the best passage makes the subject of a denied
// passive in a clause of its own: "Customers can pay in cash" against
// "Customers can pay by card or bank transfer; cash is not accepted". The
// claim's other words may be said there of another thing; that the noun
// is denied is what the passage says of it.
func (k *checker) deniedPassive() {
	p, at := k.englishAt()
	if p == nil || firstNegation(p.Text) == "" {
		return // the common case: a passage that denies nothing
	}
	c, e := k.c, p.Text
	for i, j := range at {
		t := &c.toks[i]
		if j < 0 || t.negated() || t.verbForm() || e.toks[j].negated() {
			continue
		}
		rest := e.src[e.toks[j].end:]
		for _, d := range passiveDenials {
			if !strings.HasPrefix(rest, d) {
				continue
			}
			v, end := wordAt(rest, len(d))
			if v == "" || !verbForm(v) && !strings.HasSuffix(v, "ed") && !strings.HasSuffix(v, "able") {
				break
			}
			if firstNegation(c.Text) != "" || slices.ContainsFunc(c.toks, func(t tok) bool { return t.is(fPrefixNeg|fLexNeg) || prefixed(t.word, v) }) || hasWordFold(c.src, v) {
				break // the claim denies too, or says the verb: the polarity checks compare them
			}
			if k.saidInPredicateAfter(e, at, i, e.toks[j].end+int32(end)) {
				break // "Breakfast costs $18" on "Breakfast is not included and costs $18": said of it in a predicate of its own
			}
			sp := p.span(e.toks[j].start, e.toks[j].end+int32(end))
			k.doubt(NegationUnclear, sp, "%s says %s; the claim says %s", k.where, quote(e.src[e.toks[j].start:e.toks[j].end+int32(end)]), quote(k.claimText(t.start, t.end)))
			return
		}
	}
}

// massNouns are English nouns of things counted by amount, which a
// clause after them restricts to a part as it does a plural: "the data
// it uploads".
var massNouns = setOf(`data content information material software equipment money income property work`)

// relativeSubjects are the pronouns that open a clause restricting the
// noun before it: "the data it uploads", "the files you create".
var relativeSubjects = setOf(`it you they we he she i`)

// restrictedObject leaves unverified an English claim that says a thing
// of a plural or mass noun where the best passage says it only of the
// part of it a clause after it picks out, with a subject of its own,
// which the claim does not say: "Orrin owns the data" against "Orrin owns the data it
// uploads" or "the data that it uploads"; "You own the files" against
// "You own the files you create".
func (k *checker) restrictedObject() {
	p, at := k.englishAt()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	for i, j := range at {
		if j < 0 || c.toks[i].is(fName) || c.toks[i].verbForm() {
			continue
		}
		if u := e.toks[j].word; !massNouns[u] && (!strings.HasSuffix(u, "s") || strings.HasSuffix(u, "ss")) {
			continue // "sold the company it founded": which one, not a part of it
		}
		w, wEnd := wordAfter(e.src, int(e.toks[j].end))
		if w == "that" || w == "which" {
			w, wEnd = wordAfter(e.src, wEnd)
		}
		if !relativeSubjects[w] {
			continue
		}
		v, vEnd := wordAfter(e.src, wEnd)
		if v == "" || !verb(v) && !verbForm(v) || noun(v) && !strings.HasSuffix(v, "s") && !strings.HasSuffix(v, "ed") {
			continue
		}
		if cw, _ := wordAfter(c.src, int(c.toks[i].end)); cw == w || cw == "that" || cw == "which" {
			continue // the claim says its clause too
		}
		if auxiliaries[v] || beForms[v] {
			if next, end := wordAfter(e.src, vEnd); next != "" {
				vEnd = end // "the roles she has played"
			}
		}
		k.doubt(ConditionDropped, p.span(e.toks[j].start, int32(vEnd)), "%s says it of %s only; the claim says %s", k.where,
			quote(e.src[e.toks[j].start:vEnd]), quote(k.claimText(c.toks[i].start, c.toks[i].end)))
		return
	}
}

// tallySides fails an English claim that puts a vote's tally on one side
// ("7 to 2 against the plan", "7-2 in favour") where the best passage
// puts the same tally on the other: after "against" or "in favour", or
// won by a verb that carries or defeats the motion ("approved the plan by
// a 7-2 vote", "rejected it 7-2").
func (k *checker) tallySides() {
	p := k.englishBest()
	if p == nil || len(k.c.nums) == 0 || !strings.Contains(k.c.src, "against") && !strings.Contains(k.c.src, "favo") {
		return // a tally has numbers
	}
	c, e := k.c, p.Text
	if ct, at, ok := sameTally(c.src, e.src, -1); ok {
		k.fail(AntonymMismatch, p.span(int32(at[0]), int32(at[1])), "%s says %s; the claim says %s", k.where,
			quote(e.src[at[0]:at[1]]), quote(c.src[ct.start:ct.end]+tallyWord(c.src, ct)))
	}
}

// voteWords are the words of a vote that a tally on the passage's side
// says: "voted 300 to 12 in favour" says what "approved 300-12" says.
var voteWords = setOf(`vote votes voted voting favour favor`)

// tallyAgrees reports whether a tally of the claim is on the side the
// same tally of passage e is on.
func (k *checker) tallyAgrees(e *Text) bool {
	_, _, ok := sameTally(k.c.src, e.src, +1)
	return ok
}

// sameTally returns the first tally of the claim text csrc that takes a
// side, and the byte range of what gives the side of the same tally in
// the passage text esrc, where that side is the claim's times dir (+1
// the same side, -1 the other).
func sameTally(csrc, esrc string, dir int) (tally, [2]int, bool) {
	for _, ct := range tallies(csrc) {
		side, _ := tallySide(csrc, ct)
		if side == 0 {
			continue
		}
		for _, et := range tallies(esrc) {
			if et.a != ct.a || et.b != ct.b {
				continue
			}
			if es, at := tallySide(esrc, et); es == dir*side {
				return ct, at, true
			}
		}
	}
	return tally{}, [2]int{}, false
}

// A tally is a vote's count written "7 to 2", "7-2" or "7–2": its two
// numbers and its byte range.
type tally struct {
	a, b       string
	start, end int
}

// tallies returns the tallies of src.
func tallies(src string) []tally {
	var out []tally
	digits := func(i int) int {
		j := i
		for j < len(src) && '0' <= src[j] && src[j] <= '9' {
			j++
		}
		return j
	}
	for i := 0; i < len(src); i++ {
		if src[i] < '0' || src[i] > '9' || i > 0 && ('0' <= src[i-1] && src[i-1] <= '9' || src[i-1] == '.' || src[i-1] == ',') {
			continue
		}
		a := digits(i)
		var rest int
		switch {
		case strings.HasPrefix(src[a:], " to "):
			rest = a + 4
		case strings.HasPrefix(src[a:], "-"):
			rest = a + 1
		case strings.HasPrefix(src[a:], "–"):
			rest = a + len("–")
		default:
			i = a
			continue
		}
		b := digits(rest)
		if b == rest || b < len(src) && (src[b] == '.' && b+1 < len(src) && '0' <= src[b+1] && src[b+1] <= '9' || src[b] == '%') {
			i = a
			continue
		}
		out = append(out, tally{a: src[i:a], b: src[rest:b], start: i, end: b})
		i = b
	}
	return out
}

// tallyWord returns what follows tally t in src that gives its side: "
// against", " in favour", or "".
func tallyWord(src string, t tally) string {
	rest := strings.TrimPrefix(src[t.end:], " vote")
	for _, w := range [...]string{" against", " in favour", " in favor"} {
		if strings.HasPrefix(rest, w) {
			return src[t.end : len(src)-len(rest)+len(w)]
		}
	}
	return ""
}

// chargeDeniedAsFree reports whether the claim denies a charge ("pay
// nothing", "no fee", "at no cost") where passage text e says something
// is free, which is what the denial says.
func (k *checker) chargeDeniedAsFree(e *Text) bool {
	c := k.c
	first, denied := -1, -1 // the claim's first charge word, and a denied one
	for i := range c.toks {
		t := &c.toks[i]
		if !chargeWords[t.word] {
			continue
		}
		if first < 0 {
			first = i
		}
		if w, _ := wordAfter(c.src, int(t.end)); t.negated() || w == "nothing" {
			denied = i // "no fee", "pay nothing"
		}
	}
	if denied < 0 {
		return false
	}
	for j := range e.toks {
		// "is free", "free for": not "pays free shipping".
		if u := &e.toks[j]; u.word == "free" && !u.negated() && (beForms[lastWordOf(e.src, u.start)] || wordAfterIs(e.src, u.end, "for")) {
			// Free for the claim's payer, where it names one: "Visitors
			// pay nothing" is not "free for residents".
			if m, _ := k.payerIn(e, u, first); m >= 0 || !adjacentBefore(c, first) {
				return true
			}
		}
	}
	return false
}

// freeAsChargeDenied reports whether passage text e denies a charge with
// cue ("costs nothing", "or nothing", "no fee") where claim c says,
// undenied, that a thing is free.
func freeAsChargeDenied(c, e *Text, cue string) bool {
	if !slices.ContainsFunc(c.toks, func(t tok) bool { return t.word == "free" && !t.negated() }) {
		return false
	}
	q := chargeNothing(e)
	return q != nil && strings.EqualFold(q.word, cue)
}

// chargeNothing returns the negation cue of English text e that denies a
// charge, or nil: "no" before a charge word ("no fee"), or "nothing"
// after one in its sentence ("costs nothing", "costs $4.99, or nothing
// for members").
func chargeNothing(e *Text) *cueAt {
	for n := range e.cues {
		q := &e.cues[n]
		if q.class != cueNeg {
			continue
		}
		switch w, _ := wordAfter(e.src, int(q.end)); {
		case chargeWords[w]:
			return q // "no fee"
		case strings.EqualFold(q.word, "nothing"):
			s := sentenceIndex(e, q.start)
			if slices.ContainsFunc(e.toks, func(u tok) bool { return u.end <= q.start && chargeWords[u.word] && sentenceIndex(e, u.start) == s }) {
				return q
			}
		}
	}
	return nil
}

// lastWordOf returns the word of src right before byte at.
func lastWordOf(src string, at int32) string {
	w, _ := lastWordBefore(src, at)
	return w
}

// adjacentBefore reports whether claim word i has a word right before it,
// a space apart: "Visitors pay".
func adjacentBefore(c *Claim, i int) bool {
	return i > 0 && adjacent(c.src, c.toks[i-1].end, c.toks[i].start)
}

// payerFreed returns the first word of the claim's payer, the subject
// right before its charge word charge ("Gold members pay"), where passage
// text e says free word u "for" a phrase, up to the clause's next mark,
// that has the payer's words ("free for Gold and Platinum members"), and
// where that phrase ends; or -1.
func (k *checker) payerFreed(e *Text, u *tok, charge int) (int, int32) {
	if firstNegation(k.c.Text) != "" {
		return -1, 0 // not "Residents pay no fee"
	}
	return k.payerIn(e, u, charge)
}

// payerIn is payerFreed for a claim that may deny the charge.
func (k *checker) payerIn(e *Text, u *tok, charge int) (int, int32) {
	c := k.c
	a, at := wordAfter(e.src, int(u.end))
	if a != "for" || charge == 0 {
		return -1, 0
	}
	stop := int32(len(strings.TrimRight(e.src, " .")))
	if i := strings.IndexAny(e.src[at:], ";,:"); i >= 0 {
		stop = int32(at + i)
	}
	m := charge - 1
	if !adjacent(c.src, c.toks[m].end, c.toks[charge].start) {
		return -1, 0
	}
	for m > 0 && adjacent(c.src, c.toks[m-1].end, c.toks[m].start) {
		m--
	}
	if w, _ := lastWordBefore(c.src, c.toks[m].start); w != "" && !articles[w] {
		return -1, 0 // "other guests pay": not the ones it is free for
	}
	for i := m; i < charge; i++ {
		if !slices.ContainsFunc(e.toks, func(x tok) bool { return x.start > int32(at) && x.end <= stop && c.matches(i, &x) }) {
			return -1, 0
		}
	}
	return m, stop
}

// saysPhrase reports whether the claim has the words of passage text e
// from byte lo to hi, as they stand there, in any case and spacing: "for
// children under 5", not "for children over 5".
func (k *checker) saysPhrase(e *Text, lo, hi int32) bool {
	ph := strings.ToLower(strings.Join(strings.Fields(e.src[lo:hi]), " "))
	return ph != "" && hasWordFold(strings.Join(strings.Fields(k.c.src), " "), ph)
}

// chargeWords say that something is paid for.
var chargeWords = setOf(`charge charges charged fee fees cost costs pay pays paid`)

// chargedForFree fails an English claim that says something is paid for
// ("The museum charges an entry fee") where the best passage says it is
// free ("Entry to the museum is free"): the word before "is free" is the
// claim's, and the claim says nothing free nor denies the charge. It
// reports whether it failed the claim.
func (k *checker) chargedForFree() bool {
	c := k.c
	charge := -1 // the claim's charge word: the gate, most claims have none
	for i := range c.toks {
		if chargeWords[c.toks[i].word] && !c.toks[i].negated() {
			charge = i
			break
		}
	}
	p := k.englishBest()
	if charge < 0 || p == nil || hasWordFold(c.src, "free") || slices.ContainsFunc(c.toks, func(t tok) bool { return (t.word == "cost" || t.word == "charge") && t.negated() }) {
		return false // the claim says something free too: "at no extra cost"
	}
	e := p.Text
	for j := range e.toks {
		u := &e.toks[j]
		start := u.start // where the passage says it is free
		switch {
		case u.word == "free" && !u.negated() && j > 0:
			if w, _ := lastWordBefore(e.src, u.start); !beForms[w] {
				continue
			}
		case u.word == "cost" || u.word == "charge":
			// "is included at no extra cost", "is provided at no charge"
			at, ok := noCostBefore(e.src, u.start)
			if !ok {
				continue
			}
			start = at
		default:
			continue
		}
		rest := strings.TrimLeft(e.src[u.end:], " ")
		ended, end := rest == "" || strings.ContainsAny(rest[:1], ".;"), u.end
		if !ended {
			end = partEnd(e, u.end)
		}
		if m, stop := k.payerFreed(e, u, charge); m >= 0 {
			// "Gold members pay a $6.99 return fee" against "Return
			// shipping is free for Gold and Platinum members; other
			// customers pay a $6.99 return fee": whom it is free for
			// is whom the claim has pay.
			k.fail(AntonymMismatch, p.span(u.start, stop), "%s says %q; the claim says %q", k.where, p.text(u.start, stop), k.claimText(c.toks[m].start, c.toks[charge].end))
			return true
		}
		if ended && (len(e.conds) > 0 || hasWordFold(e.src, "otherwise")) || !ended && !k.saysPhrase(e, u.end, end) {
			// Free only so far: "free on orders over $40; otherwise a $6
			// fee applies". Not where the claim says so far too: "costs
			// $12 for children under 5" on "is free for children under 5
			// and costs $12 for adults", "costs $5 on orders over $50" on
			// "is free on orders over $50 and costs $5 otherwise".
			continue
		}
		s := e.lastWordBefore(int(start)) // the thing that is free, before the verb: each of its words the claim's
		from := s
		for from > 0 && !hasClauseMarkOrParen(between(e.src, e.toks[from-1].end, e.toks[from].start)) {
			from--
		}
		said := s >= 0
		for m := from; said && m <= s; m++ {
			said = k.claimSays(&e.toks[m]) && k.sidesAgree(e, m)
		}
		if !said {
			continue
		}
		k.fail(AntonymMismatch, p.span(e.toks[s].start, end), "%s says %q; the claim says %q", k.where, p.text(e.toks[s].start, end), c.src[c.toks[charge].start:c.toks[charge].end])
		return true
	}
	return false
}

// outsideWords are the prepositions that put a thing outside the place
// that follows them: "outside the EU" is not "in the EU".
var outsideWords = setOf(`outside beyond except excluding`)

// sidesAgree reports whether the claim's words that hold word m of
// passage e stand after a preposition of outsideWords where it does, and
// not where it does not: "Roaming outside the EU" does not say the
// passage's "Roaming in the EU".
func (k *checker) sidesAgree(e *Text, m int) bool {
	prep := func(t *Text, i int) bool {
		w, at := lastWordBefore(t.src, t.toks[i].start)
		if articles[w] {
			w, _ = lastWordBefore(t.src, int32(at))
		}
		return outsideWords[w]
	}
	out := prep(e, m)
	for i := range k.c.toks {
		if k.c.matches(i, &e.toks[m]) && prep(k.c.Text, i) != out {
			return false
		}
	}
	return true
}

// noCostBefore reports whether the words before byte at of English src,
// the start of "cost" or "charge", say it is none, after a form of "be"
// and perhaps a participle: "is included at no extra cost", "are
// provided at no charge", "is at no cost". It returns where the phrase
// starts, past the form of "be".
func noCostBefore(src string, at int32) (int32, bool) {
	i, ok := noBefore(src, at)
	if !ok {
		return 0, false
	}
	w, i := lastWordBefore(src, int32(i))
	if w != "at" {
		return 0, false
	}
	start := int32(i)
	w, i = lastWordBefore(src, start)
	if !beForms[w] {
		if w == "" || !verbForm(w) {
			return 0, false
		}
		start = int32(i) // "included"
		if w, _ = lastWordBefore(src, start); !beForms[w] {
			return 0, false
		}
	}
	return start, true
}

// comparativesOpposed fails an English claim that compares with "than"
// by a word whose opposite the best passage compares the same thing
// with: "is taller than the Orrin Needle" against "shorter than the 330 m
// Orrin Needle". The claim's word may be held by another of the
// passage's words ("300 m tall"), which the antonym check reads as
// saying it. It reports whether it failed the claim.
func (k *checker) comparativesOpposed() bool {
	c, p := k.c, k.englishBest()
	if p == nil || !hasSpaced(c.src, " than ") || !hasSpaced(p.Text.src, " than ") {
		return false
	}
	e := p.Text
	for i := 0; i+1 < len(c.toks); i++ {
		t := &c.toks[i]
		if t.negated() || !thanAfterWord(c.src, t.end) {
			continue
		}
		said := false // the passage compares it by the claim's word too
		for j := 0; j+1 < len(e.toks); j++ {
			said = said || c.matches(i, &e.toks[j]) && thanAfterWord(e.src, e.toks[j].end) && k.comparedSame(i+1, e, j+1)
		}
		if said {
			continue
		}
		for j := 0; j+1 < len(e.toks); j++ {
			u := &e.toks[j]
			if u.negated() || !thanAfterWord(e.src, u.end) || !opposite(t.word, u.word) || !k.comparedSame(i+1, e, j+1) {
				continue
			}
			if lessBefore(c.Text, i) != lessBefore(e, j) {
				continue // "less expensive than" says "cheaper than"
			}
			k.fail(AntonymMismatch, p.span(u.start, u.end), "%s says %q; the claim says %q", k.where, u.word+" than", t.word+" than")
			return true
		}
	}
	return false
}

// thanAfterWord reports whether the next word "than" of src (thanAfter)
// follows byte end past one space: the word that ends there compares.
func thanAfterWord(src string, end int32) bool {
	return thanAfter(src, int(end)) == int(end)+1 && src[end] == ' '
}

// comparedSame reports whether claim word i is one of the three words
// of passage e from j on, in one clause, past a measure: "the Orrin
// Needle" and "the 330 m Orrin Needle".
func (k *checker) comparedSame(i int, e *Text, j int) bool {
	if i >= len(k.c.toks) {
		return false
	}
	for m := j; m < len(e.toks) && m < j+3; m++ {
		if k.c.matches(i, &e.toks[m]) {
			return true
		}
		if hasClauseMarkOrParen(e.src[e.toks[j].start:e.toks[m].end]) {
			break
		}
	}
	return false
}

// votedAgainst reports whether English text src says a vote went
// against something: a form of "vote" and "against" right after it
// ("Shareholders voted against the merger"), with no negation before.
func votedAgainst(src string) bool {
	l := strings.ToLower(src)
	for _, v := range [...]string{"voted against", "votes against", "vote against"} {
		if i := strings.Index(l, v); i >= 0 && (i == 0 || l[i-1] == ' ') {
			w, _ := lastWordBefore(l, int32(i))
			return !boundNegations[w] && w != "not" && w != "never"
		}
	}
	return false
}

// hasWordIn returns the first word of t in set, as t writes it, or "".
func hasWordIn(t *Text, set map[string]bool) string {
	if j := wordIn(t, set); j >= 0 {
		return t.src[t.toks[j].start:t.toks[j].end]
	}
	return ""
}

// stancesApart fails an English claim that puts a word on one side, "in
// favour of the landlord" or "against the tenant", where the best passage
// puts it only on the other: "The court ruled against the tenant" on "The
// court ruled in favour of the tenant and against the landlord". It
// reports whether it did.
func (k *checker) stancesApart() bool {
	c, p := k.c, k.englishBest()
	if p == nil || !strings.Contains(c.src, "against") && !strings.Contains(c.src, "favo") && (!hasSpaced(c.src, " for ") || !stanceFor(c.Text)) {
		return false // the common case
	}
	e := p.Text
	for i := range c.toks {
		side, cs := stanceBefore(c.src, c.toks[i].start)
		if side == 0 || c.toks[i].negated() {
			continue
		}
		other, at := -1, 0
		for j := range e.toks {
			if !c.matches(i, &e.toks[j]) || e.toks[j].negated() {
				continue
			}
			switch es, ej := stanceBefore(e.src, e.toks[j].start); es {
			case side:
				other = -2 // the passage puts it on the claim's side too
			case -side:
				if other == -1 {
					other, at = j, ej
				}
			}
		}
		if other >= 0 {
			u := &e.toks[other]
			k.fail(AntonymMismatch, p.span(int32(at), u.end), "%s says %s; the claim says %s", k.where,
				quote(p.text(int32(at), u.end)), quote(k.claimText(int32(cs), c.toks[i].end)))
			return true
		}
	}
	return false
}

// everyOtherApart fails an English claim that says a thing happens every
// time ("every Tuesday") where the best passage says every other or every
// second time ("every other Tuesday"), or the other way round. It reports
// whether it did.
func (k *checker) everyOtherApart() bool {
	c, p := k.c, k.englishBest()
	if p == nil || !hasWordFold(c.src, "every") || !hasWordFold(p.Text.src, "every") {
		return false // the common case
	}
	e := p.Text
	for i, j := range k.bestAt() {
		if j < 0 {
			continue
		}
		cs, cat := everyBefore(c.src, c.toks[i].start)
		es, eat := everyBefore(e.src, e.toks[j].start)
		if cs == "" || es == "" || cs == es {
			continue
		}
		k.fail(NumberMismatch, p.span(int32(eat), e.toks[j].end), "%s says %s; the claim says %s", k.where,
			quote(p.text(int32(eat), e.toks[j].end)), quote(k.claimText(int32(cat), c.toks[i].end)))
		return true
	}
	return false
}

// everyBefore returns "every" where it stands right before byte at of
// English text src, "every other" (or "every second", "every third")
// where that does, and where it starts; "" if neither does.
func everyBefore(src string, at int32) (string, int) {
	w, j := lastWordBefore(src, at)
	if w == "every" {
		return w, j
	}
	if w != "other" && w != "second" && w != "third" && w != "alternate" {
		return "", 0
	}
	if v, vj := lastWordBefore(src, int32(j)); v == "every" {
		return "every " + w, vj
	}
	return "", 0
}

// stanceFor reports whether English text t has "for" after a word of
// stanceVerbs: "voted for".
func stanceFor(t *Text) bool {
	for i := range t.toks {
		if stanceVerbs[t.toks[i].word] {
			if w, _ := wordAfter(t.src, int(t.toks[i].end)); w == "for" {
				return true
			}
		}
	}
	return false
}

// stanceBefore returns the side that the words right before byte at of
// English text src put what is at at on, past an article or a possessive:
// +1 for "in favour of" and "voted for", -1 for "against"; and where they
// start. It returns 0 for none, and for "up against".
func stanceBefore(src string, at int32) (int, int) {
	w, j := lastWordBefore(src, at)
	if articles[w] || possessives[w] {
		w, j = lastWordBefore(src, int32(j))
	}
	switch w {
	case "against":
		if v, _ := lastWordBefore(src, int32(j)); v != "up" {
			return -1, j
		}
	case "for":
		if v, _ := lastWordBefore(src, int32(j)); stanceVerbs[v] {
			return +1, j // "voted for the merger"
		}
	case "of":
		if f, fj := lastWordBefore(src, int32(j)); f == "favour" || f == "favor" {
			if in, ij := lastWordBefore(src, int32(fj)); in == "in" {
				return +1, ij
			}
		}
	}
	return 0, 0
}

// votesApart fails an English claim that says a vote went against what
// the best passage says was carried ("voted against the merger" against
// "approved the merger"), or carried what the passage says a vote went
// against. It reports whether it did.
func (k *checker) votesApart() bool {
	p := k.englishBest()
	if p == nil || !strings.Contains(k.c.src, "against") && !strings.Contains(p.Text.src, "against") {
		return false
	}
	e := p.Text
	if votedAgainst(k.c.src) && !votedAgainst(e.src) {
		if j := wordIn(e, motionWins); j >= 0 && j+1 < len(e.toks) && k.claimSays(&e.toks[j+1]) {
			k.fail(AntonymMismatch, p.span(e.toks[j].start, e.toks[j+1].end), "the claim says \"voted against\"; %s says %q", k.where, p.text(e.toks[j].start, e.toks[j+1].end))
			return true
		}
	}
	if votedAgainst(e.src) && !votedAgainst(k.c.src) && wordIn(k.c.Text, motionWins) >= 0 {
		if j := wordIn(e, againstWords); j >= 0 && j+1 < len(e.toks) && k.claimSays(&e.toks[j+1]) {
			k.fail(AntonymMismatch, p.span(e.toks[j].start, e.toks[j+1].end), "%s says %q; the claim says %q", k.where, p.text(e.toks[j].start, e.toks[j+1].end), hasWordIn(k.c.Text, motionWins))
			return true
		}
	}
	return false
}

// againstWords are the forms of "vote" a vote against opens with.
var againstWords = setOf(`vote votes voted`)

// wordIn returns the index of the first word of t in set, or -1.
func wordIn(t *Text, set map[string]bool) int {
	for i := range t.toks {
		if set[t.toks[i].word] {
			return i
		}
	}
	return -1
}

// motionWins carry a motion, motionLosses defeat it.
var (
	motionWins   = setOf(`approved passed adopted carried backed endorsed ratified`)
	motionLosses = setOf(`rejected defeated blocked vetoed`)
)

// tallySide returns the side tally t of src is on: -1 against the motion,
// +1 for it, 0 if src does not say; and the byte range of the words that
// say it.
func tallySide(src string, t tally) (int, [2]int) {
	if w := tallyWord(src, t); w != "" {
		if strings.HasSuffix(w, "against") {
			return -1, [2]int{t.start, t.end + len(w)}
		}
		return +1, [2]int{t.start, t.end + len(w)}
	}
	// The verb of the clause the tally closes: "approved the plan by a
	// 7-2 vote", "rejected it 7-2".
	from := max(strings.LastIndexAny(src[:t.start], ".;:"), 0)
	for at := from; at < t.start; {
		w, end := wordAt(src, at)
		if w == "" {
			at++
			continue
		}
		switch {
		case w == "not" || w == "never":
			return 0, [2]int{}
		case motionWins[w]:
			return +1, [2]int{at, t.end}
		case motionLosses[w]:
			return -1, [2]int{at, t.end}
		}
		at = end
	}
	return 0, [2]int{}
}

// subjectDenied fails an English claim whose subject does what its verb
// says, not negated, where the best passage denies that verb of the same
// subject and nowhere affirms it of it: "Velmora buyers may cancel within
// 14 days" against "Velmora sellers may cancel within 14 days; buyers
// cannot cancel". The claim's other words may all be in the passage, said
// of another subject. A denial of the verb with an object the claim does
// not give it is of that object only.
func (k *checker) subjectDenied() {
	p := k.englishBest()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	if len(e.cues) == 0 {
		return // the common case: a passage that denies nothing
	}
	for i := 1; i < len(c.toks); i++ {
		s, v := &c.toks[i-1], &c.toks[i]
		if s.seg != v.seg || s.negated() || v.negated() || !v.verbForm() && !v.verb() || !s.is(fName) && !s.noun() {
			continue // a subject and its verb, in one segment, as the passage's pair is
		}
		denied, affirmed := -1, false
		for j := 1; j < len(e.toks); j++ {
			es, ev := &e.toks[j-1], &e.toks[j]
			if es.seg != ev.seg || !sameTokStem(es, s) || !sameTokStem(ev, v) {
				continue
			}
			if ev.negated() && !es.negated() && deniedBetween(e, es.end, ev.start) {
				denied = j
			} else if !ev.negated() {
				affirmed = true
			}
		}
		if denied < 0 || affirmed || k.claimIntends(v.word) {
			continue // not "asked the bank to stop": what is asked of the bank, not said done
		}
		if cd, ok := ruleCase(e, denied); ok && !conditionIn(c.Text) {
			// "may evict the tenant if the tenant does not pay rent":
			// the denial is a rule's case, and says nothing of what is.
			k.doubt(NegationUnclear, p.span(cd.start, cd.end), "%s negates %q only in a condition: %s", k.where, e.toks[denied].word, quote(p.text(cd.start, cd.end)))
			continue
		}
		if o := denied + 1; o < len(e.toks) && e.toks[o].seg == e.toks[denied].seg &&
			(i+1 >= len(c.toks) || c.toks[i+1].seg != v.seg || !sameTokStem(&c.toks[i+1], &e.toks[o])) {
			continue // "does not track location, but it tracks sleep": the denial is of another object
		}
		es, ev := &e.toks[denied-1], &e.toks[denied]
		if notWithout(c.Text, e, flip{word: ev.word}) {
			return // "may enter with a badge" against "may not enter without a badge"
		}
		if i >= 2 && denied >= 2 && !k.claimSays(&e.toks[denied-2]) && !slices.Contains(k.bestAt(), denied-2) && kindsApart(c.Text, i-1, e, denied-1) {
			// "Small crates are accepted" against "Large crates are not
			// accepted": denied of another kind.
			k.doubt(NegationUnclear, p.span(e.toks[denied-2].start, ev.end), "%s denies it of %s; the claim says it of %s", k.where,
				quote(p.text(e.toks[denied-2].start, es.end)), quote(k.claimText(c.toks[i-2].start, s.end)))
			return
		}
		k.fail(NegationMismatch, p.span(es.start, ev.end), "%s says %s; the claim says %s", k.where,
			quote(p.text(es.start, ev.end)), quote(k.claimText(s.start, v.end)))
		return
	}
}

// afterDenied returns a number m of passage e that counts a first stretch
// of time a negation of e denies something for ("no interest for the
// first 30 days", "not charged during the first 14 days"), and the number
// t and bound b of the claim that put what it says after the same stretch
// ("after 30 days"), if both are there.
func (k *checker) afterDenied(e *Text) (m, t numbers.Token, b bound, ok bool) {
	c := k.c
	for ti := range c.nums {
		t = c.nums[ti]
		b, ok = c.boundOf(ti)
		if !ok || b.dir <= 0 || !strings.HasPrefix(b.phrase, "after ") {
			continue
		}
		for _, m = range e.nums {
			if m.Value != t.Value || m.Kind != t.Kind || !e.deniedBefore(int32(m.Start)) {
				continue
			}
			if w, _ := lastWordBefore(e.src, int32(m.Start)); w == "first" {
				return m, t, b, true
			}
		}
	}
	return numbers.Token{}, numbers.Token{}, bound{}, false
}

// thenGiven returns the number of passage text e that "then" opens, after
// a negation, where it is a value of the claim's: "$95" of "no annual fee
// in the first year, then $95".
func (k *checker) thenGiven(e *Text) (numbers.Token, bool) {
	at := indexFold(e.src, " then ")
	if at < 0 || !deniedBetween(e, 0, int32(at)) {
		return numbers.Token{}, false
	}
	for _, m := range e.nums {
		if m.Start <= at || strings.TrimSpace(e.src[at+len(" then "):m.Start]) != "" {
			continue
		}
		for _, t := range k.c.nums {
			if t.Value == m.Value && t.Kind == m.Kind {
				return m, true
			}
		}
	}
	return numbers.Token{}, false
}

// deniedBetween reports whether a negation of e, not one by ellipsis
// ("but it did not"), stands between bytes from and to: "buyers cannot
// cancel".
func deniedBetween(e *Text, from, to int32) bool {
	for _, q := range e.cues {
		if q.class == cueNeg && !q.elided && q.start >= from && q.end <= to {
			return true
		}
	}
	return false
}

// deniesBound reports whether the claim's negation of flip f denies a
// bound that numbers read as the other side of the passages' (see
// boundedOtherWay): the cue stands before the bounded number, or after
// it, in its clause.
func (k *checker) deniesBound(f flip) bool {
	return slices.ContainsFunc(k.deniedBounds, func(d int32) bool { return cueInClause(k.c.Text, f.cue, d) })
}

// cueInClause reports whether a negation cue of t written cue stands in
// the clause of the number that starts at byte d, before it ("not
// available after 30 days") or after it ("Users under 13 may not sign
// up").
func cueInClause(t *Text, cue string, d int32) bool {
	i := t.lastWordBefore(int(d)) // the word before the number; i+1 the one after it
	for _, q := range t.cues {
		if q.class != cueNeg || q.word != cue {
			continue
		}
		if q.end <= d && i >= 0 && t.toks[i].seg == q.seg || q.start > d && i+1 < len(t.toks) && t.toks[i+1].seg == q.seg {
			return true
		}
	}
	return false
}

// requiredWith reports whether claim c says with its verb cue ("requires",
// "needs") that a thing needs word w, where passage e gives leave with
// cue ("may", "can") on condition of w: "with their manager's approval",
// "subject to approval", "upon approval".
func requiredWith(c *Text, cue string, e *Text, ecue string, w string) bool {
	if !requireWords[lowerASCII(cue)] || ecue != "may" && ecue != "can" {
		return false
	}
	for j := range e.toks {
		u := &e.toks[j]
		if u.word != w && !slices.ContainsFunc(c.toks, func(t tok) bool { return t.word == w && t.stem == u.stem }) {
			continue
		}
		at := int(u.start)
		for n := 0; n < 3; n++ {
			var b string
			if b, at = lastWordBefore(e.src, int32(at)); b == "with" || b == "upon" || b == "after" || b == "to" && n > 0 {
				return true // "with their manager's approval", "subject to approval"
			} else if b == "" {
				break
			}
		}
	}
	return false
}

// leaveByMeans reports whether claim c says with duty cue cue ("must",
// "shall") that one does a thing "to" do another, where passage e gives
// leave with ecue ("may", "can") to do that other "by" doing the thing:
// "must give notice to end the lease" against "may end the lease by
// giving notice". Both verbs are compared by stem.
func leaveByMeans(c *Text, cue string, e *Text, ecue string) bool {
	if cw := lowerASCII(cue); cw != "must" && cw != "shall" || ecue != "may" && ecue != "can" || !hasSpaced(e.src, " by ") || !hasSpaced(c.src, " to ") {
		return false
	}
	v := slices.IndexFunc(c.cues, func(q cueAt) bool { return q.word == cue })
	if v < 0 || c.cues[v].at >= len(c.toks) {
		return false
	}
	means := &c.toks[c.cues[v].at] // the claim's verb of duty: "give"
	for j := 1; j < len(e.toks); j++ {
		u := &e.toks[j]
		if b, _ := lastWordBefore(e.src, u.start); b != "by" || !strings.HasSuffix(u.word, "ing") || !sameVerb(means, u) {
			continue
		}
		// The verb the passage gives leave for, and the claim's after "to".
		q := slices.IndexFunc(e.cues, func(q cueAt) bool { return q.word == ecue && q.at < j })
		if q < 0 {
			return false
		}
		end := &e.toks[e.cues[q].at]
		for i := c.cues[v].at + 1; i < len(c.toks); i++ {
			if b, _ := lastWordBefore(c.src, c.toks[i].start); b == "to" && sameVerb(&c.toks[i], end) {
				return true
			}
		}
	}
	return false
}

// A deniedBound is a number of a passage whose bound the passage denies.
type deniedBound struct {
	p     *Passage
	start int32
}

// passageDeniesBound is deniesBound for a negation of passage p: its cue
// stands in the clause of a number of p whose bound numbers read as
// denied.
func (k *checker) passageDeniesBound(p *Passage, f flip) bool {
	return slices.ContainsFunc(k.passageDeniedBounds, func(d deniedBound) bool { return d.p == p && cueInClause(p.Text, f.cue, d.start) })
}

// jointAmount leaves unverified an English claim with an amount whose
// subject, opening it, the best passage opens with joined by "and" to
// another the claim does not say: the amount is of both. "Apple sold 10
// million phones" against "Apple and Samsung together sold 10 million
// phones"; "The company employs 3,000 people" against "The company and
// its subsidiaries employ 3,000 people".
func (k *checker) jointAmount() {
	p := k.englishBest()
	c := k.c
	if p == nil || len(c.toks) < 2 || !c.hasAmount() || !opensText(c.src, int(c.toks[0].start)) {
		return
	}
	e, at := p.Text, k.bestAt()
	s := 0 // the claim's subject's last word
	for s+1 < len(c.toks) && adjacent(c.src, c.toks[s].end, c.toks[s+1].start) && (c.toks[s].is(fName) || !c.toks[s+1].is(fName)) && !c.toks[s+1].verbForm() && c.toks[s+1].noun() && !(c.toks[s+1].verb() && strings.HasSuffix(c.toks[s+1].word, "s")) {
		s++
	}
	j := at[s]
	if j < 0 || at[0] < 0 || !opensText(e.src, int(e.toks[at[0]].start)) || j+1 >= len(e.toks) {
		return
	}
	if w, _ := wordAfter(c.src, int(c.toks[s].end)); w == "and" {
		return // the claim joins them too
	}
	if w, _ := wordAfter(e.src, int(e.toks[j].end)); w != "and" {
		return
	}
	u := &e.toks[j+1]
	if k.claimSays(u) || u.verbForm() {
		return // "The company and … employs": the claim's word, or a second verb
	}
	amount := -1 // where the passage gives a claim's amount, in the clause of the joined subject
	for _, n := range e.nums {
		if n.Start > int(u.end) && slices.ContainsFunc(c.nums, func(m numbers.Token) bool { return m.Value == n.Value && m.Kind == n.Kind }) {
			amount = n.Start
			break
		}
	}
	if amount < 0 || hasClauseMark(e.src[u.end:amount]) {
		return // "The company and its rival reported results; the company sold 500 cars"
	}
	k.doubt(AnchorAbsent, p.span(e.toks[at[0]].start, u.end), "%s gives it of %s together; the claim of %s",
		k.where, quote(p.text(e.toks[at[0]].start, u.end)), quote(k.claimText(c.toks[0].start, c.toks[s].end)))
}

// contrastJoins are the joins after which a clause may affirm what the
// one before denies: "banned for children but allowed for adults".
var contrastJoins = []string{" but ", " while ", " whereas ", "; "}

// affirmedAfter reports whether English passage e, which denies a word
// of the claim by flip f, affirms the claim in a clause after a join of
// contrastJoins that follows the denial: every claim word is there, or
// before the denial (the subject both clauses share), or is the word
// the denial governs, left out after the join ("refused the first offer
// but accepted the second").
func (k *checker) affirmedAfter(e *Text, f flip) bool {
	c := k.c
	if c.lang != English || f.cue == "" {
		return false
	}
	cue := indexFold(e.src, strings.ToLower(f.cue))
	if cue < 0 {
		return false
	}
	join := -1
	for _, j := range contrastJoins {
		if at := strings.Index(e.src[cue:], j); at >= 0 && (join < 0 || cue+at < join) {
			if w, _ := wordAfter(e.src, cue+at+len(j)-1); j == " while " && (gerund(w) || strings.HasSuffix(e.src[:cue+at], " or") || strings.HasSuffix(e.src[:cue+at], " and")) {
				continue // "not be used during pregnancy or while breastfeeding": a circumstance of the denial
			}
			join = cue + at
		}
	}
	if join < 0 {
		return false
	}
	for j := range e.toks {
		if u := &e.toks[j]; int(u.start) > join {
			if !k.claimSays(u) {
				return false // a subject of its own: "while the Landlord must pay"
			}
			break
		}
	}
	after := 0
	for i := range c.toks {
		t := &c.toks[i]
		if t.dup || t.negated() {
			return false
		}
		late, early, held := false, false, false
		for j := range e.toks {
			if u := &e.toks[j]; c.matches(i, u) {
				held = true
				switch {
				case int(u.start) > join && !u.negated():
					late = true
				case int(u.end) <= cue:
					early = true
				}
			}
		}
		switch {
		case late:
			after++
		case early || t.word == f.word || !held:
			// A word the passage does not hold is the coverage's to
			// report: "outside" of "Roaming outside the zone costs $7"
			// against "… in the zone is included at no extra cost;
			// roaming elsewhere costs $7".
		default:
			return false
		}
	}
	return after > 0
}

// measuredBy reports whether word u of text t stands right after a
// number's unit, as the dimension the amount measures: "thick" of "7 mm
// thick", "tall" of "330 metres tall", "old" of "3 years old".
func measuredBy(t *Text, u *tok) bool {
	n := lastNumBefore(t, int(u.start))
	if n < 0 {
		return false
	}
	_, end, ok := unitAfter(t.src, t.nums[n].End)
	return ok && end <= int(u.start) && strings.TrimSpace(t.src[end:u.start]) == ""
}

// hyphenPrefixes are the prefixes that, written with a hyphen before a
// word, make it name another thing: a "semi-final" is no final, where a
// "co-founder" is a founder.
var hyphenPrefixes = setOf(`semi quasi pseudo sub`)

// prefixedApart leaves unverified an English claim word the best passage
// writes only after a prefix of hyphenPrefixes and a hyphen, where the
// claim writes it without: "reached the final" against "reached the
// semi-final".
func (k *checker) prefixedApart() {
	p := k.englishBest()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	for i, j := range k.bestAt() {
		if j < 1 {
			continue
		}
		pre := &e.toks[j-1]
		if pre.end+1 != e.toks[j].start || e.src[pre.end] != '-' || !hyphenPrefixes[pre.word] || i > 0 && c.toks[i-1].word == pre.word {
			continue
		}
		if slices.ContainsFunc(e.toks, func(u tok) bool { return u.start != e.toks[j].start && c.matches(i, &u) }) {
			continue // the passage has it without the prefix too
		}
		k.doubt(AnchorAbsent, p.span(pre.start, e.toks[j].end), "%s says %q; the claim says %q", k.where, e.src[pre.start:e.toks[j].end], c.src[c.toks[i].start:c.toks[i].end])
		return
	}
}

// crossedPairs fails a claim that pairs a word with the partner the best
// passage gives its opposite ("the larger plant" against "the smaller
// plant … and the larger one"), or two words each with the other's
// partner in the best passage: "fined Orrin and acquitted Velmora"
// against "fined Velmora and acquitted Orrin", "rose in Europe and fell in
// Asia" against "fell in Europe and rose in Asia". A pair is two claim
// words at most two words apart, matched to two passage words as near.
func (k *checker) crossedPairs() {
	p := k.englishBest()
	if p == nil || len(k.c.toks) < 2 {
		return
	}
	c, e := k.c, p.Text
	at := k.at[k.used[0]]
	// pairs[i] tells whether claim words i and i+1 are a pair, and
	// matched: 0 not yet read, 1 yes, 2 no. Most are never read: the
	// passage's places of the words decide first.
	var buf [64]uint8
	pairs := buf[:]
	if len(c.toks) > len(buf) {
		pairs = make([]uint8, len(c.toks))
	}
	paired := func(i int) bool {
		if pairs[i] == 0 {
			pairs[i] = 2
			if at[i] >= 0 && at[i+1] >= 0 && at[i] != at[i+1] && tight(c.src, c.toks[i].end, c.toks[i+1].start) {
				pairs[i] = 1
			}
		}
		return pairs[i] == 1
	}
	for i := 0; i+1 < len(c.toks); i++ {
		a, b := at[i], at[i+1]
		if a < 0 || b < 0 || a == b {
			continue
		}
		if b > 0 && b-1 != a && paired(i) && !pairIn(e, a, b) && pairIn(e, b-1, b) && c.opposes(i, &e.toks[b-1]) && !k.claimSays(&e.toks[b-1]) && !k.objectReferred(i, a) &&
			sameGap(between(c.src, c.toks[i].end, c.toks[i+1].start), between(e.src, e.toks[b-1].end, e.toks[b].start)) && k.pairedElsewhere(a, b) && !k.followsOwn(i+1, a, b) {
			// "the larger plant" against "The smaller plant is in Leeds
			// and the larger one in Hull": the opposite is the pair's.
			if a+1 < len(e.toks) && a+1 < b-1 && pairIn(e, a, a+1) && c.opposes(i+1, &e.toks[a+1]) {
				// "Net income fell" against "Net income rose …, while
				// revenue fell": the claim's first word has the opposite
				// of its second, which the quote gives another.
				k.fail(AntonymMismatch, p.span(e.toks[a].start, e.toks[a+1].end), "%s says %s, and %s; the claim says %s", k.where,
					quote(p.text(e.toks[a].start, e.toks[a+1].end)), quote(p.text(e.toks[b-1].start, e.toks[b].end)), quote(k.claimText(c.toks[i].start, c.toks[i+1].end)))
				return
			}
			k.fail(AntonymMismatch, p.span(e.toks[b-1].start, e.toks[b].end), "%s says %s; the claim says %s", k.where,
				quote(p.text(e.toks[b-1].start, e.toks[b].end)), quote(k.claimText(c.toks[i].start, c.toks[i+1].end)))
			return
		}
		if c.toks[i+1].is(fName) && a+1 < len(e.toks) && e.toks[a+1].is(fName) && paired(i) && k.nameOfOther(i) {
			return
		}
		for m := i + 2; m+1 < len(c.toks) && m <= i+maxPairsApart; m++ {
			x, y := at[m], at[m+1]
			// The passage has a … y and x … b, each as near.
			if x < 0 || y < 0 || y <= a || y-a > 3 || b <= x || b-x > 3 || !paired(i) || !paired(m) {
				continue
			}
			if !pairIn(e, a, y) || !pairIn(e, x, b) || pairIn(e, a, b) || pairIn(e, x, y) || !k.swappable(i, m) {
				continue
			}
			k.fail(RoleSwap, p.span(min(e.toks[a].start, e.toks[x].start), max(e.toks[y].end, e.toks[b].end)), "the claim has %s and %s; %s has %s and %s",
				quote(k.claimText(c.toks[i].start, c.toks[i+1].end)), quote(k.claimText(c.toks[m].start, c.toks[m+1].end)), k.where,
				quote(p.text(e.toks[a].start, e.toks[y].end)), quote(p.text(e.toks[x].start, e.toks[b].end)))
			return
		}
	}
}

// nameOfOther fails claim pair i, i+1 whose second is a name the best
// passage pairs with another word, where it pairs the first with another
// name: "The company's founder is Ida Rask" against "The company's chair
// is Ida Rask; its founder is Tom Berg". It reports whether it did.
func (k *checker) nameOfOther(i int) bool {
	c, p := k.c, k.best()
	e, at := p.Text, k.at[k.used[0]]
	a, b := at[i], at[i+1]
	if !c.toks[i+1].is(fName) || c.toks[i].is(fName) || a+1 >= len(e.toks) || b == 0 || a+1 == b || pairIn(e, a, b) || e.toks[a].stem != c.toks[i].stem {
		return false // the first as the claim has it: "directed" is no "created"
	}
	y, x := &e.toks[a+1], &e.toks[b-1]
	gap := between(c.src, c.toks[i].end, c.toks[i+1].start)
	if !y.is(fName) || x.is(fName) || k.claimSays(y) || k.claimSays(x) || !pairIn(e, a, a+1) || !pairIn(e, b-1, b) ||
		!sameGap(gap, between(e.src, e.toks[a].end, y.start)) || !sameGap(gap, between(e.src, x.end, e.toks[b].start)) && !samePreposition(gap, between(e.src, x.end, e.toks[b].start)) {
		return false
	}
	_, yhi := nameRun(e, a+1)
	k.fail(NameMismatch, p.span(e.toks[a].start, e.toks[yhi].end), "the claim says %s; %s says %s", quote(k.claimText(c.toks[i].start, c.toks[i+1].end)), k.where,
		quote(p.text(e.toks[a].start, e.toks[yhi].end)))
	return true
}

// samePreposition reports whether the last words of two gaps are one
// word, not an article: "in" of "born in" and of "grew up in".
func samePreposition(claim, passage string) bool {
	cf, pf := strings.Fields(claim), strings.Fields(passage)
	if len(cf) == 0 || len(pf) == 0 {
		return false
	}
	w := cf[len(cf)-1]
	return !articles[strings.ToLower(w)] && strings.EqualFold(w, pf[len(pf)-1])
}

// sameGap reports whether the words between a claim pair and a passage
// pair are the same but for articles: "rose in Asia" and "fell in Asia";
// not "sister of Richard" and "brother Richard", nor "must be given" and
// "must give".
func sameGap(claim, passage string) bool {
	cw, pw := strings.Fields(strings.ToLower(claim)), strings.Fields(strings.ToLower(passage))
	cw = slices.DeleteFunc(cw, func(w string) bool { return w == "the" || w == "a" || w == "an" })
	pw = slices.DeleteFunc(pw, func(w string) bool { return w == "the" || w == "a" || w == "an" })
	return slices.Equal(cw, pw)
}

// pairedElsewhere reports whether word a of the best passage, the match
// of a claim word whose partner is word b, has a partner of its own: "one"
// ("the larger one in Hull"), or another noun right after it.
func (k *checker) pairedElsewhere(a, b int) bool {
	e := k.best().Text
	if w, _ := wordAfter(e.src, int(e.toks[a].end)); w == "one" || w == "ones" {
		return true
	}
	return a+1 < len(e.toks) && a+1 != b && pairIn(e, a, a+1) && e.toks[a+1].noun()
}

// followsOwn reports whether the claim's own word of a pair, passage word
// a, comes after the word b the passage pairs with another, and the first
// claim word after word i that the best passage holds after a: "opened a
// store in Oslo" against "closed a store in Bergen and opened one in
// Oslo", whose "Oslo" follows "opened one". Where a comes first, the claim
// may follow either: "the youngest grandchild of …" against "the younger
// child … and the eldest grandchild of …".
func (k *checker) followsOwn(i, a, b int) bool {
	if a < b {
		return false
	}
	at := k.at[k.used[0]]
	for m := i + 1; m < len(at); m++ {
		if at[m] >= 0 {
			return at[m] > a
		}
	}
	return false
}

// swappable reports whether claim pairs i, i+1 and m, m+1 are of the
// kind crossedPairs reads: four words of their own, each matched to the
// same word, once in the best passage, and either their seconds are
// names ("Orrin" and "Velmora" of "fined Orrin" and "acquitted
// Velmora"), or the firsts or the seconds opposites ("lowers"/"raises"). A compound reworded ("a piece of glass
// blown art" for "a piece of art made of blown glass") is none.
func (k *checker) swappable(i, m int) bool {
	c, e := k.c, k.best().Text
	at := k.at[k.used[0]]
	ws := [4]int{i, i + 1, m, m + 1}
	for n, w := range ws {
		t := &c.toks[w]
		if t.dup || e.toks[at[w]].stem != t.stem {
			return false
		}
		for _, o := range ws[:n] {
			if c.toks[o].stem == t.stem {
				return false
			}
		}
		count := 0
		for j := range e.toks {
			if e.toks[j].stem == t.stem {
				count++
			}
		}
		if count != 1 {
			return false
		}
	}
	if e.toks[at[i+1]].is(fBy) || e.toks[at[m+1]].is(fBy) {
		return false // a passive orders its parties the other way
	}
	// Names second, as objects: "fined Orrin"; a name first is a subject,
	// which a passive or a verb of two parties ("played with") puts
	// either side.
	return c.toks[i+1].is(fName) && c.toks[m+1].is(fName) || c.opposes(i, &e.toks[at[m]]) || c.opposes(i+1, &e.toks[at[m+1]])
}

// maxPairsApart bounds, in words, how far apart the two pairs of a
// crossing stand in the claim, so that a long claim costs linear time.
const maxPairsApart = 16

// pairIn reports whether words a and b of t stand in that order at most
// two words apart, with no mark of a clause or joining word between.
func pairIn(t *Text, a, b int) bool {
	return a < b && b-a <= 3 && tight(t.src, t.toks[a].end, t.toks[b].start)
}

// joinWord returns the length of w where it is a word that joins two
// clauses or words: "and", "or", "but", "while"; 0 otherwise.
func joinWord(w []byte) int {
	switch string(w) {
	case "and", "or", "but", "while":
		return len(w)
	}
	return 0
}

// subjectsApart fails a claim that gives its subject the verb the best
// passage gives another subject in another clause, where the passage
// gives the claim's subject a verb of its own, or denies it, in its
// clause: "The CFO resigned" or "Both the CEO and the CFO resigned"
// against "The CEO resigned, but the CFO stayed"; "Velmora and Orrin
// raised prices" against "Velmora raised prices, but Orrin did not".
func (k *checker) subjectsApart() {
	p := k.englishBest()
	if p == nil || !p.Text.joins && !strings.Contains(p.Text.src, ", ") {
		return // the common case: a passage of one clause
	}
	c, e := k.c, p.Text
	at := k.at[k.used[0]]
	v := -1        // the claim's verb, right after its subjects
	plain := false // v is a plain verb: "pay" of "Motorcycles pay"
	for i := range c.toks {
		if c.toks[i].verbForm() || i > 0 && beBefore(c.src, c.toks[i].start) {
			v = i // "resigned"; "effective" of "was effective"
			break
		}
		if i > 0 && pluralVerb(c.Text, i) {
			v, plain = i, true
			break
		}
		if c.toks[i].seg != c.toks[0].seg {
			return
		}
	}
	if v <= 0 || at[v] < 0 || c.toks[v].is(fName) || !near(c.src, c.toks[v-1].end, c.toks[v].start) {
		return // "United" of "the United Kingdom" is no verb
	}
	jv := at[v]
	if k.bothDenied(v) {
		return
	}
	// The passage's verb has a subject of its own right before it:
	// "the CEO resigned".
	if jv == 0 || e.toks[jv-1].verbForm() || !near(e.src, e.toks[jv-1].end, e.toks[jv].start) || !subjectAt(e, jv-1) {
		return
	}
	for i := 0; i < v; i++ {
		if gap := between(c.src, c.toks[i].end, c.toks[i+1].start); i < v-1 && !strings.Contains(gap, ",") && !hasWordFold(gap, "and") && !hasWordFold(gap, "or") {
			continue // a word of the subject that is not its head: "prison" of "the prison experiment"
		}
		js := at[i]
		if js < 0 {
			continue
		}
		if slices.ContainsFunc(c.cues, func(q cueAt) bool { return q.class == cueNeg && q.at == i+1 }) {
			continue // the claim denies it of its subject too
		}
		// Two subjects of one noun apart by the word before it: "the
		// higher dose" and "the lower dose".
		modified := i > 0 && js >= 1 && jv >= 2 && at[i-1] == js-1 && e.toks[jv-2].stem != e.toks[js-1].stem &&
			adjacent(e.src, e.toks[jv-2].end, e.toks[jv-1].start) && adjacent(e.src, e.toks[js-1].end, e.toks[js].start)
		if js == jv-1 || e.toks[jv-1].stem == e.toks[js].stem && !modified || c.toks[i].negated() || !subjectAt(e, js) ||
			e.toks[js].is(fName) != e.toks[jv-1].is(fName) {
			continue // two subjects of one kind, each opening its clause
		}
		// The claim's subject in the passage, with a verb of its own
		// right after it, or a denial: "the CFO stayed", "Orrin did not".
		own := -1
		if j := js + 1; j < len(e.toks) && e.toks[j].seg == e.toks[js].seg && near(e.src, e.toks[js].end, e.toks[j].start) {
			// A verb's form, or after a name a verb's base form ("Orrin
			// cut them"): after a common noun that may be a compound's
			// noun ("the awards show").
			// A plain verb of the claim's may be the passage's in other
			// words where the claim's object follows: "members receive 4
			// GB" for "members get 4 GB".
			if u := &e.toks[j]; (u.verbForm() || e.toks[js].is(fName) && u.hasPOS(lexicon.Verb) || pluralVerb(e, j)) && (!k.claimSays(u) || k.saidAfterJoin(u, v)) && !(plain && k.objectSaid(e, j, v)) {
				own = j
			}
		}
		neg := denialAfter(e, js)
		if own < 0 && neg < 0 {
			continue
		}
		first := min(jv-1, js)
		lo, hi := articleStart(e.src, e.toks[first].start), max(e.toks[jv].end, e.toks[js].end) // "The CEO resigned"
		if own >= 0 {
			hi = max(hi, e.toks[own].end)
		} else {
			hi = max(hi, e.cues[neg].end)
		}
		k.fail(RoleSwap, p.span(lo, hi), "the claim says %s; %s says %s", quote(k.claimText(c.toks[i].start, c.toks[v].end)), k.where, quote(p.text(lo, hi)))
		return
	}
}

// saidAfterJoin reports whether the English claim says passage word u
// only in a part of its own after its verb v, past a join: "promoted" of
// "Orrin resigned and Velmora was promoted" is said of Velmora, not of
// Orrin.
func (k *checker) saidAfterJoin(u *tok, v int) bool {
	c := k.c
	said := false
	for i := range c.toks {
		if !c.matches(i, u) {
			continue
		}
		if i <= v || !partJoin(c.src[c.toks[v].end:c.toks[i].start]) {
			return false
		}
		said = true
	}
	return said
}

// partJoin reports whether gap, English text between two words, holds a
// join that opens a part of a sentence with a subject of its own: "and
// Velmora was", "; Velmora", "while Velmora".
func partJoin(gap string) bool {
	found := false
	eachJoin(gap, subjectJoins, func(int, string) { found = true })
	return found
}

// subjectJoins are the joins partJoin looks for: sentenceParts, and "and"
// without a comma before it.
var subjectJoins = []string{";", " and ", " but ", " while ", " whereas "}

// objectSaid reports whether a word of the claim after its verb v is
// among the three words after passage word j in its clause: the
// passage's verb there may be the claim's in other words ("members
// receive 4 GB of storage" for "members get 4 GB of storage").
func (k *checker) objectSaid(e *Text, j, v int) bool {
	for m := j + 1; m < len(e.toks) && m <= j+3 && e.toks[m].seg == e.toks[j].seg; m++ {
		for i := v + 1; i < len(k.c.toks); i++ {
			if k.c.matches(i, &e.toks[m]) {
				return true
			}
		}
	}
	return false
}

// predicateOfOther fails an English claim that gives its subject what
// the best passage says, with the same verb, of another subject in
// another clause: "Upgrades take effect at the next billing cycle"
// against "Upgrades take effect immediately; downgrades take effect at
// the start of the next billing cycle". The passage gives the claim's
// subject a predicate of its own, which the claim does not say.
func (k *checker) predicateOfOther() {
	p, at := k.englishAt()
	if p == nil || !p.Text.joins && len(p.Text.sentStarts) == 0 {
		return // the common case: a passage of one clause
	}
	c, e := k.c, p.Text
	v := -1 // the claim's verb, right after its subject: "issued" of "Refunds are issued", "take" of "Upgrades take effect"
	for i := 0; i+1 < len(c.toks) && i < 3; i++ {
		if t := &c.toks[i]; !t.is(fName) && pluralNoun(t.word) {
			if c.toks[i+1].verb() && near(c.src, t.end, c.toks[i+1].start) {
				v = i + 1 // "Orrin upgrades take effect"
			}
			break
		}
	}
	for i := 1; i < len(c.toks) && v < 0; i++ {
		if c.toks[i].verbForm() || beBefore(c.src, c.toks[i].start) {
			v = i
		}
	}
	if v <= 0 || v+1 >= len(c.toks) || at[v-1] < 0 || c.toks[v-1].is(fName) || c.toks[v].is(fName) {
		return
	}
	twice := 0 // the passage gives the claim's verb twice, once to each subject
	for j := range e.toks {
		if c.matches(v, &e.toks[j]) {
			twice++
		}
	}
	if twice < 2 {
		return
	}
	cls := partsOf(e)
	if len(cls) < 2 {
		return
	}
	own := clauseAt(cls, e.toks[at[v-1]].start) // the clause of the claim's subject
	inOwn := func(i int) bool {
		for j := range e.toks {
			if u := &e.toks[j]; clauseAt(cls, u.start) == own && c.matches(i, u) {
				return true
			}
		}
		return false
	}
	other, said := -1, 0 // the one other clause of the words of the claim's predicate that its subject's clause lacks, and how many
	for i := v + 1; i < len(c.toks); i++ {
		j := at[i]
		if j < 0 || c.toks[i].is(fName) || inOwn(i) {
			continue // "effect" of "take effect", in both
		}
		ci := clauseAt(cls, e.toks[j].start)
		if other >= 0 && ci != other {
			return
		}
		other, said = ci, said+1
	}
	if other < 0 || said < 2 {
		return
	}
	// Both clauses have the claim's verb, each after a subject of its
	// own; the other clause's subject is no word of the claim.
	verbIn := func(ci int) int {
		for j := range e.toks {
			if u := &e.toks[j]; clauseAt(cls, u.start) == ci && c.matches(v, u) {
				return j
			}
		}
		return -1
	}
	ov := verbIn(other)
	if ov <= 0 || verbIn(own) < 0 || clauseAt(cls, e.toks[ov-1].start) != other || k.claimSays(&e.toks[ov-1]) || !e.toks[ov-1].noun() {
		return
	}
	cl := cls[other]
	k.fail(RoleSwap, p.span(cl.start, cl.end), "the claim says it of %s; %s says it of %s: %s", quote(k.claimText(c.toks[v-1].start, c.toks[v-1].end)), k.where,
		quote(p.text(e.toks[ov-1].start, e.toks[ov-1].end)), quote(clauseText(e.src[cl.start:cl.end])))
}

// sentenceParts are the joins that open a part of a sentence with a subject
// of its own: "; downgrades take effect …", ", and exchanges are …".
var sentenceParts = []string{"; ", ", and ", ", but ", ", while ", ", whereas "}

// partsOf splits t at its sentences and at sentenceParts, whatever the parts
// hold; nil for a text of one part.
func partsOf(t *Text) []clause {
	var cuts []int32
	eachJoin(t.src, sentenceParts, func(at int, j string) { cuts = append(cuts, int32(at+len(j))) })
	cuts = append(cuts, t.sentStarts...)
	if len(cuts) == 0 {
		return nil
	}
	return cutParts(cuts, len(t.src))
}

// causeStems are the stems of English verbs whose subject is the cause
// and whose object the effect: "causes", "triggered", "induces".
var causeStems = setOf(`caus trigger induc provok`)

// causeSwapped fails an English claim whose cause and effect, either side
// of a verb of causing, the best passage has the other way round, with
// that verb: "Smoking causes the gene mutation" against "The gene
// mutation causes smoking-related cancers".
func (k *checker) causeSwapped() {
	p, at := k.englishAt()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	v := slices.IndexFunc(c.toks, func(t tok) bool {
		return len(t.stem) >= 4 && strings.IndexByte("ctip", t.stem[0]) >= 0 && causeStems[t.stem] // a letter first: most words open with none of these
	})
	if v <= 0 || v+1 >= len(c.toks) || at[v] < 0 || !causeStems[e.toks[at[v]].stem] {
		return // the passage's verb of causing, not a word of another sense ("responsible")
	}
	ev := at[v]
	// Each side's cause comes first, or after "by" where the verb is
	// passive: "The flooding was caused by heavy rain", "damage caused by
	// the storm".
	passive := func(t *Text, i int) bool {
		w, _ := wordAfter(t.src, int(t.toks[i].end))
		return w == "by" // "was caused by", "disruptions caused by"
	}
	causeFirst := !passive(e, ev)
	// onCauseSide reports whether claim word i's match stands on the
	// passage's side of the cause.
	onCauseSide := func(i int) bool { return (at[i] < ev) == causeFirst }
	claimCause := func(i int) bool { return (i < v) != passive(c.Text, v) }
	var swapped [2]bool // the claim's cause and effect, each found on the other side
	for i := range c.toks {
		if i == v || at[i] < 0 || at[i] == ev {
			continue
		}
		if onCauseSide(i) == claimCause(i) {
			return // a word on its own side: the same roles, or a reading
		}
		if claimCause(i) {
			swapped[0] = true
		} else {
			swapped[1] = true
		}
	}
	if !swapped[0] || !swapped[1] {
		return
	}
	k.fail(RoleSwap, p.span(e.toks[0].start, e.toks[len(e.toks)-1].end), "the claim says %s; %s says %s", quote(k.claimText(c.toks[0].start, c.toks[len(c.toks)-1].end)),
		k.where, quote(p.text(e.toks[0].start, e.toks[len(e.toks)-1].end)))
}

// pluralNoun reports whether English word w reads as a plural noun:
// "upgrades", "refunds".
func pluralNoun(w string) bool {
	return len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && noun(w)
}

// saysOfBoth reports whether passage e names the thing of its word noun,
// the claim's noun h after "both", again in a part of its own that says
// every other word of the claim too, or "too" or "also": "the north bridge
// reopened, and the south bridge did too"; not "The Pro plan includes
// phone support; the Basic plan includes email support only".
func (k *checker) saysOfBoth(e *Text, noun, h int) bool {
	cuts := e.conjunctCuts()
	for m := range e.toks {
		u := &e.toks[m]
		if m == noun || u.stem != e.toks[noun].stem {
			continue
		}
		part := conjunctOf(cuts, u.start)
		if part == conjunctOf(cuts, e.toks[noun].start) {
			continue
		}
		lo, hi := 0, len(e.src)
		if part > 0 {
			lo = int(cuts[part-1])
		}
		if part < len(cuts) {
			hi = int(cuts[part])
		}
		if text := e.src[lo:hi]; hasWordFold(text, "too") || hasWordFold(text, "also") || hasWordFold(text, "well") {
			return true
		}
		all := true // every other word of the claim is in that part too
		for i := range k.c.toks {
			t := &k.c.toks[i]
			if i == h || t.is(fName) || t.dup || !k.covered(i) {
				continue
			}
			said := false
			for x := range e.toks {
				if v := &e.toks[x]; x != m && conjunctOf(cuts, v.start) == part && k.c.matches(i, v) {
					said = true
					break
				}
			}
			all = all && said
		}
		if all {
			return true
		}
	}
	return false
}

// bothDenied fails a claim whose subject, after "both", "all" or
// "each", is given verb v where the best passage denies it of one of two
// of its noun: "Both doses were effective" against "The higher dose was
// effective, but the lower dose was not". It reports whether it did.
func (k *checker) bothDenied(v int) bool {
	c, p := k.c, k.best()
	e, at := p.Text, k.at[k.used[0]]
	i := v - 1
	from := i // past the words before the noun: "both Orrin bridges"
	for from > 0 && from > i-2 && adjacent(c.src, c.toks[from-1].end, c.toks[from].start) {
		from--
	}
	if w, _ := lastWordBefore(c.src, c.toks[from].start); w != "both" && w != "all" && w != "each" || at[i] < 0 {
		return false
	}
	for j := range e.toks {
		if j == at[i] || e.toks[j].stem != e.toks[at[i]].stem {
			continue
		}
		neg := denialAfter(e, j)
		if neg < 0 || !subjectAt(e, j) {
			continue
		}
		lo := e.toks[j].start
		if j > 0 && adjacent(e.src, e.toks[j-1].end, lo) {
			lo = e.toks[j-1].start // "the lower dose"
		}
		lo = articleStart(e.src, lo)
		k.fail(NegationMismatch, p.span(lo, e.cues[neg].end), "the claim says %s; %s says %s", quote(k.claimText(c.toks[i].start, c.toks[v].end)), k.where, quote(p.text(lo, e.cues[neg].end)))
		return true
	}
	return false
}

// denialAfter returns the index in t.cues of a negation that stands
// right after token j, at most two words on ("Orrin did not", "the lower
// dose was not"), or -1.
func denialAfter(t *Text, j int) int {
	for n := range t.cues {
		if q := &t.cues[n]; q.class == cueNeg && q.at == j+1 && q.start > t.toks[j].end && near(t.src, t.toks[j].end, q.start) {
			return n
		}
	}
	return -1
}

// subjectAt reports whether token j of t, a name or a noun, stands
// where a clause's subject does: right after the start of the text, a
// joining word ("but", "while", "and"), a relative pronoun ("which") or
// a comma, past an article; "the CFO" of "The CEO resigned, but the CFO stayed", not
// "thereby" of ", and thereby were separated" nor "TV" of "on TV Land".
func subjectAt(t *Text, j int) bool {
	u := &t.toks[j]
	if !u.is(fName) && !u.hasPOS(lexicon.Noun) {
		return false
	}
	start := u.start
	if u.is(fName) {
		lo, _ := nameRun(t, j)
		start = t.toks[lo].start // "Tarrow Mutual"
	} else if j > 0 && t.toks[j-1].is(fName) && adjacent(t.src, t.toks[j-1].end, u.start) {
		lo, _ := nameRun(t, j-1)
		start = t.toks[lo].start // "the Orrin treasurer"
	} else if j > 0 && !t.toks[j-1].verbForm() && t.toks[j-1].seg == u.seg && adjacent(t.src, t.toks[j-1].end, u.start) {
		start = t.toks[j-1].start // "the lower dose"
	}
	pos := int(start)
	w, b := lastWordBefore(t.src, start)
	if articles[w] {
		pos = b
		w, b = lastWordBefore(t.src, int32(b))
	}
	switch w {
	case "":
		before := strings.TrimSpace(t.src[:pos])
		return before == "" || strings.HasSuffix(before, ";") || strings.HasSuffix(before, ",") // it opens the text, or a clause after a semicolon or a comma ("In the trial, the drug")
	case "but", "while", "whereas", "and", "yet", "which", "whom", "that":
		return true // "…, which Ida Rask reviewed": the subject of its clause
	}
	if subordinators[w] && predicateAfter(t, j) {
		return true // "after the batteries overheated"
	}
	return strings.Contains(t.src[b+len(w):pos], ",")
}

// fromPlace leaves unverified a claim that says of a name what the best
// passage says it went from, to another: "The company is based in Paris"
// against "The company moved its base from Paris to Lyon". A claim that
// says it went to that name fails: "moved its base to Paris".
func (k *checker) fromPlace() {
	p := k.englishBest()
	if p == nil || !p.Text.hasPhrase(phraseFrom) {
		return // the common case
	}
	c, e := k.c, p.Text
	for i, j := range k.bestAt() {
		if j < 0 {
			continue
		}
		if !c.toks[i].is(fName) {
			continue
		}
		if w, _ := lastWordBefore(e.src, e.toks[j].start); w != "from" {
			continue
		}
		if w, _ := lastWordBefore(c.src, c.toks[i].start); w == "from" {
			continue // the claim says where it went from too
		}
		_, hi := nameRun(e, j)
		if w, _ := wordAfter(e.src, int(e.toks[hi].end)); w != "to" || hi+1 >= len(e.toks) {
			continue
		}
		u := &e.toks[hi+1]
		if !u.is(fName) || u.seg != e.toks[j].seg || k.claimSays(u) {
			continue
		}
		_, fs := lastWordBefore(e.src, e.toks[j].start)
		_, uhi := nameRun(e, hi+1)
		if w, cs := lastWordBefore(c.src, c.toks[i].start); w == "to" {
			if len(k.hard) > 0 {
				return // said already: "to Oakland" against "from Oakland"
			}
			// "moved its headquarters to Boston" against "from Boston to
			// Chicago": where it went from, as where it went.
			_, chi := nameRun(c.Text, i)
			k.fail(RoleSwap, p.span(int32(fs), e.toks[uhi].end), "the claim says %s; %s says %s", quote(c.src[cs:c.toks[chi].end]), k.where, quote(p.text(int32(fs), e.toks[uhi].end)))
			return
		}
		k.doubt(ConditionDropped, p.span(int32(fs), e.toks[uhi].end), "%s says %s; the claim says %s", k.where, quote(p.text(int32(fs), e.toks[uhi].end)), quote(nameText(c.Text, &c.toks[i])))
		return
	}
}

// openingSwapped fails a claim that opens with a capitalised word the
// best passage does not have, a common word read as no sure name, where
// the passage opens with a name before the claim's next word: "Google
// acquired the startup" against "Microsoft acquired the startup".
func (k *checker) openingSwapped() {
	p := k.englishBest()
	c := k.c
	if p == nil || len(c.toks) < 2 || len(p.Text.toks) < 2 {
		return
	}
	e, at := p.Text, k.at[k.used[0]]
	t, u := &c.toks[0], &e.toks[0]
	if at[0] >= 0 || at[1] != 1 || t.is(fName) || !t.is(fCap) || !t.is(fInitial) || !u.is(fName) || !u.is(fInitial) || k.claimSays(u) {
		return
	}
	if timeAdverb(t.word) || strings.HasSuffix(t.word, "s") || !adjacent(c.src, t.end, c.toks[1].start) || !adjacent(e.src, u.end, e.toks[1].start) {
		return
	}
	k.fail(NameMismatch, p.span(u.start, u.end), "the claim names %s; %s names %s", c.src[t.start:t.end], k.where, nameText(e, u))
}

// groupsApart fails a claim that gives what the best passage gives one
// group of people to another: "fees are waived for children" against
// "waived for seniors", "available to students" against "to veterans".
// A group the passage holds only as a kind of the claim's ("students"
// against "seniors", of whom WordNet says they are students) is left
// unverified: what holds for some students is not shown for all.
func (k *checker) groupsApart() {
	p, at := k.englishAt()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	for i := range c.toks {
		t := &c.toks[i]
		if at[i] >= 0 && e.toks[at[i]].stem == t.stem || !peopleWords[t.word] {
			continue // the common case: the passage has the claim's word
		}
		prep, from := groupPrep(c.src, t.start)
		if prep == "" || ownForm(e, t) {
			continue
		}
		for j := range e.toks {
			u := &e.toks[j]
			if !peopleWords[u.word] {
				continue
			}
			up, at := groupPrep(e.src, u.start)
			if up != prep {
				continue
			}
			if c.matches(i, u) || groupKinds[t.word]&groupKinds[u.word] == 0 {
				// A kind of the claim's group, or a group told apart by
				// another thing: "adults" may be "visitors".
				k.doubt(ConditionDropped, p.span(u.start, u.end), "%s says it of %s; the claim says %s", k.where, quote(u.word), quote(k.claimText(int32(from), t.end)))
				return
			}
			k.fail(NameMismatch, p.span(int32(at), u.end), "the claim says %s; %s says %s", quote(k.claimText(int32(from), t.end)), k.where, quote(p.text(int32(at), u.end)))
			return
		}
	}
}

// prepObject reports whether the word at start of src is the object of the
// preposition right after the word ending at end: no other preposition
// and no conjunction stands between them ("approved for all adults", not
// "carried over and expires" nor "carried over to the next year").
func prepObject(src string, end, start int32) bool {
	_, i := wordAfter(src, int(end)) // the preposition
	for i < int(start) {
		for i < int(start) && (src[i] < 'a' || src[i] > 'z') && (src[i] < 'A' || src[i] > 'Z') {
			i++
		}
		if i >= int(start) {
			break
		}
		var w string
		w, i = wordAt(src, i)
		if prepositions[w] || w == "to" || w == "and" || w == "or" || w == "but" {
			return false
		}
		if i == int(start) || w == "" {
			break
		}
	}
	return true
}

// deniedObjectOther leaves unverified an English claim that denies its
// verb of an object the best passage does not deny, where the passage
// denies the same verb of another object the claim does not have:
// "Velmora does not accept cards" or "Cards aren't accepted by Velmora"
// against "Velmora does not accept cash, but cards are welcome". The
// denied verb agrees; what it is denied of does not.
func (k *checker) deniedObjectOther() {
	p, at := k.englishAt()
	if p == nil || len(k.c.cues) == 0 {
		return
	}
	c, e := k.c, p.Text
	for v := 0; v+1 < len(c.toks); v++ {
		jv := at[v]
		if jv < 0 || jv+1 >= len(e.toks) || !c.toks[v].negated() || !e.toks[jv].negated() || !c.toks[v].verbForm() && !c.toks[v].verb() {
			continue
		}
		o := &e.toks[jv+1] // the passage's own denied object, to its head: "title role"
		if !articleGap(between(e.src, e.toks[jv].end, o.start)) {
			continue
		}
		for h := jv + 1; ; h++ {
			if !o.negated() || k.claimSays(o) || o.seg != e.toks[jv].seg {
				o = nil
				break
			}
			if h+1 >= len(e.toks) || !adjacent(e.src, o.end, e.toks[h+1].start) {
				break
			}
			o = &e.toks[h+1]
		}
		if o == nil || !o.noun() || o.hasPOS(lexicon.Adj) {
			continue
		}
		// The claim's denied object, or the subject of its denied passive
		// verb: "Cards aren't accepted".
		for _, x := range [2]int{v + 1, v - 1} {
			if x < 0 || x == v+1 && !c.toks[x].negated() || x == v-1 && (c.toks[x].negated() || !subjectOfDenial(c.Text, x)) {
				continue
			}
			jx := at[x]
			if jx < 0 || e.toks[jx].negated() || subjectOfDenial(e, jx) || !c.toks[x].noun() || c.toks[x].seg != c.toks[v].seg {
				continue // the claim's object is denied in the passage too, or is its subject
			}
			k.doubt(NegationUnclear, p.span(e.toks[jv].start, o.end), "%s denies %q of %q; the claim denies it of %q", k.where,
				e.src[e.toks[jv].start:e.toks[jv].end], o.word, c.src[c.toks[x].start:c.toks[x].end])
			return
		}
	}
}

// placeOfGroupDropped leaves unverified an English claim that gives a
// group of people (a word of peopleWords) after "to" or "for" where the
// best passage names the place or the body it belongs to right before it
// and the claim does not: "The offer is open to residents" against "The
// offer is open to UK residents". What the passage says of some, the
// claim says of all.
func (k *checker) placeOfGroupDropped() {
	p, at := k.englishAt()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	for i := range c.toks {
		j := at[i]
		if j < 1 || !peopleWords[c.toks[i].word] {
			continue
		}
		if w := wordBeforeThe(c.src, c.toks[i].start); w != "to" && w != "for" {
			continue
		}
		m := &e.toks[j-1]
		if !m.is(fName) || m.is(fParty) || !adjacent(e.src, m.end, e.toks[j].start) || k.claimSays(m) {
			continue
		}
		if w := wordBeforeThe(e.src, m.start); w != "to" && w != "for" {
			continue
		}
		lo, _ := nameRun(e, j-1)
		k.doubt(ConditionDropped, p.span(e.toks[lo].start, e.toks[j].end), "%s says it of %s only; the claim says %s", k.where,
			quote(p.text(e.toks[lo].start, e.toks[j].end)), quote(k.claimText(c.toks[i].start, c.toks[i].end)))
		return
	}
}

// groupKinds gives, for each word of peopleWords, the kinds of group it
// is, a bit each: by age, by sex, by what a person is to a service or a
// place. Two groups of one kind exclude each other ("children" and
// "adults"); groups of no kind in common need not ("adults" and
// "visitors").
var groupKinds = func() map[string]uint8 {
	const (
		age = 1 << iota
		sex
		role
	)
	m := map[string]uint8{}
	for _, g := range []struct {
		kind  uint8
		words string
	}{
		{age, `children adults seniors teenagers infants babies girls boys retirees pensioners`},
		{sex, `women men girls boys`},
		{role, `members students employees customers residents veterans patients users subscribers workers citizens families
tenants owners holders drivers travellers travelers passengers visitors guests clients applicants beginners smokers
non-smokers nonsmokers participants volunteers subgroup subgroups retirees pensioners`},
	} {
		for _, w := range strings.Fields(g.words) {
			m[w] |= g.kind
		}
	}
	return m
}()

// groupPrep returns "for" or "to" where it stands before byte at of src,
// right before or before one word of peopleLead ("for all employees"),
// and where it starts; "" if neither does.
func groupPrep(src string, at int32) (string, int) {
	w, b := lastWordBefore(src, at)
	if peopleLead[w] {
		w, b = lastWordBefore(src, int32(b))
	}
	if w == "for" || w == "to" {
		return w, b
	}
	return "", 0
}

// onlyForOther returns a condition of passage p that "only" opens ("only
// for adults") whose words the claim does not have, where the claim has
// its preposition before a word p does not have ("for children"), and
// that word.
func (k *checker) onlyForOther(p *Passage) (cond, string, bool) {
	c, e := k.c, p.Text
	for _, cd := range e.conds {
		prep, ok := strings.CutPrefix(cd.cue, "only ")
		if !ok || cd.to <= cd.from || slices.ContainsFunc(e.toks[cd.from:cd.to], func(u tok) bool { return k.claimSays(&u) }) {
			continue
		}
		for i := range c.toks {
			if w, _ := lastWordBefore(c.src, c.toks[i].start); w == prep && k.cov[k.firstOf(i)] < 0 {
				return cd, c.src[c.toks[i].start:c.toks[i].end], true
			}
		}
	}
	return cond{}, "", false
}

// deniedForOther leaves unverified an English claim that says its word
// of flip f, which the best passage denies, with another object of the
// same preposition, neither object a word of the other side: "The drug is
// approved for adults" against "The drug is not approved for children",
// "The store is open on weekdays" against "The store is not open on
// weekends"; or of a noun both say with another word before it: "Used
// items can be returned" against "Sale items cannot be returned". What
// the passage denies for one says nothing of another; it reports whether
// it did.
func (k *checker) deniedForOther(f flip) bool {
	p, at := k.englishAt()
	if p == nil {
		return false
	}
	c, e := k.c, p.Text
	for i := 0; i+1 < len(c.toks); i++ {
		j := at[i]
		if j < 0 || j+1 >= len(e.toks) || e.toks[j].word != f.word || !e.toks[j].negated() || c.toks[i].negated() {
			continue
		}
		cp, _ := wordAfter(c.src, int(c.toks[i].end))
		ep, _ := wordAfter(e.src, int(e.toks[j].end))
		if cp == "" || cp != ep || !prepositions[cp] || !c.toks[i+1].is(fAfterPrep) || !e.toks[j+1].is(fAfterPrep) || at[i+1] > j || slices.Contains(at, j+1) {
			continue // the claim's object is the passage's, or a word of it
		}
		if !prepObject(c.src, c.toks[i].end, c.toks[i+1].start) || !prepObject(e.src, e.toks[j].end, e.toks[j+1].start) {
			continue // "over" ends the verb: "cannot be carried over and expires"
		}
		// The claim's object may be a word the passage says before its
		// denial, of what it affirms: "SSO is only available on the
		// Business plan" against "SSO is included in the Business plan
		// and is not available on Starter or Pro"; not where the claim
		// has the passage's object too: "part of the Tolm league" against
		// "no longer part of the league".
		if at[i+1] >= 0 && slices.ContainsFunc(c.toks, func(t tok) bool { return t.stem == e.toks[j+1].stem }) {
			continue
		}
		end := e.toks[j+1].end
		k.doubt(NegationUnclear, p.span(e.toks[j].start, end), "%s denies it %s %q; the claim says it %s %q", k.where, ep, e.src[e.toks[j+1].start:end], cp, c.src[c.toks[i+1].start:c.toks[i+1].end])
		return true
	}
	denied := slices.IndexFunc(at, func(j int) bool { return j >= 0 && e.toks[j].word == f.word && e.toks[j].negated() })
	if denied < 0 {
		return false
	}
	seg := e.toks[at[denied]].seg
	// A noun both say, in the denial's part of the passage, each with a
	// word of its own before it that says what kind: "Used items can be
	// returned" against "Sale items cannot be returned", "available to new
	// customers" against "not available to existing customers".
	for h := 1; h < len(c.toks); h++ {
		hh := at[h]
		if hh < 1 || at[h-1] >= 0 || slices.Contains(at, hh-1) || e.toks[hh].seg != seg || e.toks[hh].stem != c.toks[h].stem || !c.toks[h].noun() {
			continue
		}
		m, mm := &c.toks[h-1], &e.toks[hh-1]
		if !(h == 1 || prepBefore(c.src, m.start)) || !(hh == 1 || prepBefore(e.src, mm.start) || e.toks[hh-2].seg != mm.seg) {
			continue // not a subject's or a preposition's noun: "won awards", "offer social interaction"
		}
		if !kindsApart(c.Text, h, e, hh) {
			continue
		}
		k.doubt(NegationUnclear, p.span(mm.start, e.toks[hh].end), "%s denies it of %q; the claim says it of %q", k.where, e.src[mm.start:e.toks[hh].end], c.src[m.start:c.toks[h].end])
		return true
	}
	return false
}

// notWithout reports whether passage e denies the word of flip f save on
// a condition after "without" that claim c gives after "with": "may
// sublet with consent" against "may not sublet without the landlord's
// written consent". Two denials say "only with".
func notWithout(c, e *Text, f flip) bool {
	wi, ci := wordIndexFold(e.src, "without"), wordIndexFold(c.src, "with")
	if wi < 0 || ci < 0 || !slices.ContainsFunc(e.toks, func(u tok) bool { return u.word == f.word && int(u.end) < wi }) {
		return false
	}
	for _, t := range c.toks {
		if int(t.start) > ci && slices.ContainsFunc(e.toks, func(u tok) bool { return int(u.start) > wi && u.stem == t.stem }) {
			return true
		}
	}
	return false
}

// purposeOf returns where the purpose that English text e opens with
// ends ("To receive a bonus," of "To receive a bonus, employees must be
// employed …"), if it holds word w, and whether it does.
func purposeOf(e *Text, w string) (int32, bool) {
	if e.lang != English || len(e.src) < 3 || !strings.EqualFold(e.src[:3], "to ") {
		return 0, false
	}
	comma := strings.IndexByte(e.src, ',')
	if comma < 0 {
		return 0, false
	}
	for _, u := range e.toks {
		if int(u.start) < comma && u.word == w {
			return int32(comma), true
		}
	}
	return 0, false
}

// onlyNamed returns the phrase of at most three words after "only" that
// names, in passage e, whom the word of flip f is said of ("Only workspace
// admins can delete"), where the claim denies it of someone other than
// the phrase's last word names; and whether there is one.
func (k *checker) onlyNamed(e *Text, f flip) (int32, int32, bool) {
	for j := range e.toks {
		u := &e.toks[j]
		if u.word != f.word || u.negated() {
			continue
		}
		for s := j - 1; s >= 0 && s >= j-4; s-- {
			if w, _ := lastWordBefore(e.src, e.toks[s].start); w != "only" {
				continue
			}
			if k.claimSays(&e.toks[j-1]) {
				return 0, 0, false // "Only admins can delete" against "Admins cannot delete": the same ones
			}
			return e.toks[s].start, e.toks[j-1].end, true
		}
		if from, to, ok := onlyPhraseAfter(e, j); ok && !k.claimSays(&e.toks[to]) {
			// "SSO is available on paid plans only": "only" after the
			// phrase it restricts, at the clause's end.
			return e.toks[from].start, e.toks[to].end, true
		}
	}
	return 0, 0, false
}

// onlyPhraseAfter returns the words of English text e after word j, in its
// clause, of a phrase that opens with a preposition and that "only" ends,
// at the clause's end: "paid plans" of "available on paid plans only".
func onlyPhraseAfter(e *Text, j int) (from, to int, ok bool) {
	for m := j + 1; m < len(e.toks) && m <= j+5 && e.toks[m].seg == e.toks[j].seg; m++ {
		w, end := wordAfter(e.src, int(e.toks[m].end))
		if w != "only" {
			continue
		}
		if rest := strings.TrimLeft(e.src[end:], " "); rest != "" && !strings.ContainsRune(".,;", rune(rest[0])) {
			return 0, 0, false
		}
		for f := j + 1; f <= m; f++ {
			if w := wordBeforeThe(e.src, e.toks[f].start); e.toks[f].is(fAfterPrep) || prepositions[w] || w == "to" {
				return f, m, true // "on paid plans only", "open to adults only"
			}
		}
		return 0, 0, false
	}
	return 0, 0, false
}

// onlyIfNot reports whether passage e allows the word of flip f only on
// a condition ("only if unopened") whose opposite the claim names where
// it denies the word: "Opened software cannot be returned" against
// "Software may be returned only if unopened". What is allowed only in a
// case is denied out of it.
func onlyIfNot(c, e *Text, f flip) bool {
	for _, cd := range e.conds {
		if !strings.HasPrefix(cd.cue, "only ") || !slices.ContainsFunc(e.toks, func(u tok) bool { return u.word == f.word && u.start < cd.start && !u.negated() }) {
			continue
		}
		for j := cd.from; j < cd.to && j < len(e.toks); j++ {
			u := &e.toks[j]
			if slices.ContainsFunc(c.toks, func(t tok) bool {
				return t.word != f.word && (prefixed(u.word, t.word) || prefixed(t.word, u.word) || opposite(u.word, t.word))
			}) {
				return true
			}
		}
	}
	return false
}

// conditionDenial returns the condition of "if", "when" or "unless" of
// passage e in whose scope e negates the word of flip f, which the claim
// affirms outside a condition of its own: "if the tenant fails to pay
// within 14 days". (deniedInCondition reads a claim that says the
// condition in other words.)
func (k *checker) conditionDenial(e *Text, f flip) (cond, bool) {
	if len(e.conds) == 0 || firstNegation(k.c.Text) != "" {
		return cond{}, false // a denial of the claim's own is another flip: "incurs no fee"
	}
	ws := stemOf(f.word, e.lang)
	for i, t := range k.c.toks {
		if (t.word == f.word || t.stem == ws) && !t.negated() {
			if s, _ := k.c.condSignAt(i); s != 0 {
				return cond{}, false // the claim's own condition: conditionFlips reads the two
			}
		}
	}
	for j := range e.toks {
		u := &e.toks[j]
		if u.word != f.word && u.stem != ws || !u.negated() {
			continue
		}
		if cd, ok := ruleCase(e, j); ok {
			return cd, true
		}
	}
	return cond{}, false
}

// ruleCase returns the condition of "if", "when" or "unless" of text t
// that holds word j in its scope, its range running at least to the end
// of j: the case of a rule ("if the tenant fails to pay").
func ruleCase(t *Text, j int) (cond, bool) {
	ci := innermostCond(t, j)
	if ci < 0 || condSign(t.conds[ci].cue) == 0 {
		return cond{}, false
	}
	cd := t.conds[ci]
	cd.end = max(cd.end, t.toks[j].end)
	return cd, true
}

// unlessSaid returns the condition of passage e opened by "unless" after
// its word of flip f, which the claim negates, where a word of the claim
// is in the condition: "to avoid renewal, cancel …" against "will renew
// automatically unless you cancel …"; ifSaid reports that the claim
// gives that word after "if" ("does not renew if you cancel").
func (k *checker) unlessSaid(e *Text, f flip) (cd cond, ifSaid, ok bool) {
	at := k.bestAt()
	for _, cd := range e.conds {
		if cd.cue != "unless" {
			continue
		}
		before := slices.ContainsFunc(e.toks[:min(cd.from, len(e.toks))], func(u tok) bool { return u.word == f.word || u.stem == stemOf(f.word, English) })
		if !before {
			continue
		}
		for i, j := range at {
			if j >= cd.from && j < cd.to && !k.c.toks[i].negated() {
				sign, _ := k.c.condSignAt(i)
				if sign < 0 {
					break // "does not renew unless you cancel": both "unless", and one denies
				}
				return cd, sign > 0, true
			}
		}
	}
	return cond{}, false, false
}

// exceptedFromDenial reports whether the best passage e denies the word
// of flip f before "except" and the claim's words before its own verb,
// or after it, are all the passage's after "except": "Service animals
// are allowed" against "No pets are allowed, except service animals".
func (k *checker) exceptedFromDenial(e *Text, f flip) bool {
	x := wordIndexFold(e.src, "except")
	if x < 0 || !slices.ContainsFunc(e.toks, func(u tok) bool { return u.word == f.word && u.negated() && int(u.end) < x }) {
		return false
	}
	c, at := k.c, k.bestAt()
	n := 0 // the claim's words before its verb, each the passage's after "except"
	v := -1
	for i := range c.toks {
		if c.toks[i].word == f.word || c.toks[i].verbForm() {
			v = i
			break
		}
		if at[i] < 0 || int(e.toks[at[i]].start) < x {
			n = -1
			break
		}
		n++
	}
	if n > 0 {
		return true
	}
	// The claim's words after its verb, each the passage's after
	// "except", one of them the excepted word itself: "You can drink water
	// before the test" against "Do not eat or drink anything except water
	// for 8 hours before the test".
	if v < 0 || c.toks[v].word != f.word {
		return false
	}
	first := slices.IndexFunc(e.toks, func(u tok) bool { return int(u.start) > x })
	named := false
	for i := v + 1; i < len(c.toks); i++ {
		if at[i] < 0 || int(e.toks[at[i]].start) < x {
			return false
		}
		named = named || at[i] == first
	}
	return named
}

// kindsApart reports whether claim word h and word hh of passage e, a
// noun both say, each have a word of its own right before them that says
// what kind it is: "used items" and "sale items". A denial's own word is
// none ("no longer part"), nor a lexical negation ("drops support").
func kindsApart(c *Text, h int, e *Text, hh int) bool {
	if h < 1 || hh < 1 {
		return false
	}
	m, mm := &c.toks[h-1], &e.toks[hh-1]
	return kindWord(m) && kindWord(mm) && !m.is(fLexNeg) && !mm.is(fLexNeg) && m.stem != mm.stem &&
		adjacent(c.src, m.end, c.toks[h].start) && adjacent(e.src, mm.end, e.toks[hh].start) &&
		!slices.ContainsFunc(e.cues, func(q cueAt) bool { return q.start <= mm.start && mm.start < q.end })
}

// prepBefore reports whether a preposition or "to" is the word right
// before byte start of src.
func prepBefore(src string, start int32) bool {
	w, _ := lastWordBefore(src, start)
	return w == "to" || prepositions[w]
}

// kindWord reports whether English word t may say what kind a noun after
// it is: an adjective ("used items") or a noun that is no verb ("sale
// items"); not a name, nor a verb ("won awards").
func kindWord(t *tok) bool {
	return !t.is(fName) && (t.hasPOS(lexicon.Adj) || t.noun() && !t.verb())
}

// deniedOfOther reports whether the negation of flip f, the passage's,
// is another's (see othersCue).
func (k *checker) deniedOfOther(p *Passage, f flip) bool {
	if k.c.lang != English || p != k.best() {
		return false
	}
	for n := range p.Text.cues {
		if q := &p.Text.cues[n]; q.word == f.cue && q.class == cueNeg {
			return k.othersCue(q)
		}
	}
	return false
}

// othersCue reports whether cue q of the best passage has for its
// subject a name the claim does not have, right before it in its clause,
// while the claim's names are in other clauses of the passage: "whereas
// Yugoslavia is no longer part of the group" denies nothing of Kenya,
// which "has joined the group".
func (k *checker) othersCue(q *cueAt) bool {
	e := k.best().Text
	cls := k.clauses()
	if len(cls) < 2 {
		return false
	}
	ci := clauseAt(cls, q.start)
	other, own := false, false
	for j := range e.toks {
		u := &e.toks[j]
		if !u.is(fName) {
			continue
		}
		in := clauseAt(cls, u.start) == ci
		switch {
		case k.inClaimName(u) && in:
			return false // the claim's name is where the negation is
		case k.inClaimName(u):
			own = true
		case in && u.end <= q.start && len(strings.Fields(between(e.src, u.end, q.start))) <= 3 && !hasClauseMarkOrParen(between(e.src, u.end, q.start)):
			other = true // "Yugoslavia is no longer"
		}
	}
	return other && own
}

// negatedBefore returns the word a negation of passage e holds right
// before a preposition whose object is word, not negated, and the
// preposition: "responsible" and "for" of "not responsible for
// exchange-rate fees" for "exchange".
func negatedBefore(e *Text, word string) (head, prep string, ok bool) {
	stem := stemOf(word, e.lang) // "use" of "not recommended for use" for "used"
	for j := 1; j < len(e.toks); j++ {
		u := &e.toks[j]
		if u.word != word && u.stem != stem {
			continue
		}
		// Past the words before it in its phrase: "not included in either
		// plan", "in the Basic plan".
		m := j
		for m > 1 && !e.toks[m].is(fAfterPrep) && adjacent(e.src, e.toks[m-1].end, e.toks[m].start) {
			m--
		}
		b := &e.toks[m-1]
		if e.toks[m].is(fAfterPrep) && u.negs%2 == 0 && b.seg == u.seg && b.negs%2 == 1 {
			at := e.toks[m].start
			for range 3 { // past "the", "its": "appear on the charts"
				w, i := lastWordBefore(e.src, at)
				if prepositions[w] {
					return b.word, w, true
				}
				if w == "" {
					break
				}
				at = int32(i)
			}
			return b.word, "", false
		}
	}
	return "", "", false
}

// negatedElsewhere reports whether a passage other than p holds claim
// word w negated, as the claim does, with every word of w's clause of the
// claim: the clause is that passage's to say.
func (k *checker) negatedElsewhere(w string, p *Passage) bool {
	c := k.c
	for qi := range k.ev.Passages {
		q := &k.ev.Passages[qi]
		if q == p {
			continue
		}
	next:
		for i := range c.toks {
			if c.toks[i].word != w || !c.toks[i].negated() {
				continue
			}
			negated := false
			for j := range q.Text.toks {
				if u := &q.Text.toks[j]; u.negated() && c.matches(i, u) {
					negated = true
				}
			}
			if !negated {
				continue
			}
			lo, hi := c.segRange(c.toks[i].seg)
			for h := lo; h < hi; h++ {
				if !slices.ContainsFunc(q.Text.toks, func(u tok) bool { return c.matches(h, &u) }) {
					continue next
				}
			}
			return true
		}
	}
	return false
}

// otherNegation returns the negation words of claim c and passage e for
// a flip on the negation f.cue of one side: the cue, and the other side's
// first negation cue, or "" where it has none. "refused the post" against
// "has yet to take the post" gives "refused" and "yet".
func (k *checker) otherNegation(f flip, c, e *Text) (string, string) {
	cc, ec := firstNegation(c), firstNegation(e)
	if f.inClaim {
		cc = f.cue
	} else {
		ec = f.cue
	}
	return cc, ec
}

// lexicalAnswer reports whether the side of passage e that flip f's cue
// is not on answers it with a negation of a word of its own (ec or cc,
// see otherNegation) that the cue's side does not have too: "has yet to
// win" against "was unable to win it"; not "Neither party may terminate
// … if the other fails to remedy it" against "Either party may terminate
// … if the other fails to remedy it".
func (k *checker) lexicalAnswer(f flip, cc, ec string, e *Text) bool {
	other, own := k.sides(f, cc, ec, e)
	if !lexicalCue(other) {
		return false
	}
	// Not the same word, nor one that says what it says: "lack a permit"
	// and "without a permit".
	return !negatesWith(own, func(w string) bool {
		return strings.EqualFold(w, other) || privatives[other] && privatives[lowerASCII(w)]
	})
}

// sides returns, for flip f between the claim and passage e whose
// negations otherNegation read as cc and ec, the negation of the side the
// cue is not on, and the text of the side it is on.
func (k *checker) sides(f flip, cc, ec string, e *Text) (string, *Text) {
	if f.inClaim {
		return ec, k.c.Text
	}
	return cc, e
}

// negatesWith reports whether text t has a negation cue whose words, as
// written, match accepts.
func negatesWith(t *Text, match func(string) bool) bool {
	for _, q := range t.cues {
		if q.class == cueNeg && q.start != q.end && match(t.src[q.start:q.end]) {
			return true
		}
	}
	return false
}

// deniedInCondition reports whether e, the best passage, denies flip f's word inside
// a condition ("if rent is not received by the 5th") that the claim, which
// denies nothing, does not put as one, and the claim's word matched to it
// is another word, a synonym by one of its senses ("incurs" of
// "received").
func (k *checker) deniedInCondition(f flip, e *Text) bool {
	c, best := k.c, k.best()
	if c.lang != English || best == nil || best.Text != e || conditionIn(c.Text) || firstNegation(c.Text) != "" {
		return false // read of the best passage only; a denial of the claim's own is another flip: "incurs no fee"
	}
	at := k.bestAt()
	same := false
	for i, j := range at {
		if j >= 0 && e.toks[j].word == f.word {
			if c.toks[i].stem == e.toks[j].stem {
				return false // the claim's own word
			}
			same = true
		}
	}
	if !same {
		return false
	}
	for _, q := range e.cues {
		if q.class == cueNeg && q.word == f.cue && conditionBefore(e.src, int(q.start)) {
			return true
		}
	}
	return false
}

// conditionIn reports whether text t has a condition that condSign reads:
// "if", "unless", "when".
func conditionIn(t *Text) bool {
	for _, cd := range t.conds {
		if condSign(cd.cue) != 0 {
			return true
		}
	}
	return false
}

// answeredAlike reports whether the side of passage e that flip f's cue
// is on has the other side's negation too, in the same word (ec or cc,
// see otherNegation): then the cue is a negation the other side does not
// say, not another word for its own. "Homes with a smoke alarm fail the
// inspection" against "Homes that lack a smoke alarm fail the
// inspection": both fail, and the passage's homes lack the alarm.
func (k *checker) answeredAlike(f flip, cc, ec string, e *Text) bool {
	other, own := k.sides(f, cc, ec, e)
	return !strings.EqualFold(other, f.cue) && negatesWith(own, func(w string) bool { return strings.EqualFold(w, other) })
}

// lexicalCue reports whether negation cue w is a word of its own
// ("refused") or a verb phrase ("turned down"), not a particle ("not").
func lexicalCue(w string) bool {
	return lexicalNegations[w] || barringVerbs[w] || strings.Contains(w, " ")
}

// firstNegation returns the first negation cue of t, or "".
func firstNegation(t *Text) string {
	for _, c := range t.cues {
		if c.class == cueNeg {
			return t.src[c.start:c.end]
		}
	}
	return ""
}

// How much a passage is about the claim.
const (
	aboutNone = iota // less than half of its words are the claim's
	aboutPart        // half of them or more
	aboutAll         // all of them: a sentence the claim was fused from
)

// about says how much passage text e is about the claim, by the share of
// its distinct content words that are words of the claim (two at least).
// A passage chosen for some words of the claim is compared with it for
// polarity if it is about the claim: all of it if all its words are the
// claim's ("Monthly plans are not refundable" for "Monthly plans are
// refundable within 5 days"), else for the words it was chosen for.
func (k *checker) about(e *Text) int {
	n, in := 0, 0
	for j := range e.toks {
		u := &e.toks[j]
		if u.dup {
			continue
		}
		n++
		if k.claimSays(u) {
			in++
		}
	}
	switch {
	case in < 2 || 2*in < n:
		return aboutNone
	case in == n:
		return aboutAll
	}
	return aboutPart
}

// chosenForWords reports whether chosen passage n holds a claim word that
// is no name and no other chosen passage before it holds.
func (k *checker) chosenForWords(n int) bool {
	pi := k.used[n]
	for i := range k.c.toks {
		if k.cov[i] == pi && !k.c.toks[i].is(fName) {
			return true
		}
	}
	return false
}

// restrict returns e, the aligned text of chosen passage n, with the
// words that are no form of the claim words it was chosen for made to
// pair with nothing.
func (k *checker) restrict(e *Text, n int) *Text {
	pi := k.used[n]
	keep := map[string]bool{}
	for i := range k.c.toks {
		if k.cov[i] == pi {
			keep[k.c.toks[i].stem] = true
		}
	}
	r := *e
	r.toks = append([]tok(nil), e.toks...)
	for j := range r.toks {
		if !keep[r.toks[j].stem] {
			r.toks[j].stem = "\x00"
		}
	}
	return &r
}

// flipWith looks for a negation or modal mismatch between claim c and
// evidence e: for the whole claim, and for each of its clauses with two or
// more content words.
func flipWith(c, e *Text) (flip, bool) {
	// The pairs of the claim's words, read once for the whole claim and
	// each clause: a word's pair is the same in both.
	var paired []int
	var pb [64]int
	if len(c.toks)*len(e.toks) <= smallCompare && (len(c.cues) > 0 || len(e.cues) > 0) {
		paired = pairs(c, e, pb[:0])
	}
	if f, ok := compareSeg(c, e, -1, paired); ok {
		return f, true
	}
	if c.segs > 1 {
		for s := int32(0); s < c.segs; s++ {
			lo, hi := c.segRange(s)
			if hi-lo < 2 {
				continue
			}
			if f, ok := compareSeg(c, e, s, paired); ok {
				return f, true
			}
		}
	}
	return flip{}, false
}

// prefixFlip looks for a claim word that a passage negates by a prefix, or
// the reverse: "refundable" against "nonrefundable".
func (k *checker) prefixFlip() bool {
	c := k.c
	for n, pi := range k.used {
		p := k.chosen()[n]
		at := k.at[pi]
		for i := range c.toks {
			j := at[i]
			if j < 0 {
				continue
			}
			t, u := &c.toks[i], &p.Text.toks[j]
			if t.is(fPrefixNeg) == u.is(fPrefixNeg) || t.negated() == u.negated() {
				continue
			}
			us, ts := prefixStart(p.Text, u), prefixStart(c.Text, t)
			// The side without the prefix may negate by a word of its
			// own: "Refunds are not available" against "non-refundable".
			cc, ec := firstNegation(c.Text), p.Text.src[us:u.end]
			if t.is(fPrefixNeg) {
				cc, ec = c.src[ts:t.end], firstNegation(p.Text)
			}
			if cc != "" && ec != "" {
				k.doubt(NegationUnclear, p.whole(), "the claim negates with %q and %s with %q, not the same words: %s", cc, k.where, ec, quote(p.Text.src))
				return true
			}
			if t.is(fPrefixNeg) && firstNegation(c.Text) != "" || u.is(fPrefixNeg) && firstNegation(p.Text) != "" {
				// The side with the prefix denies too: "Out-of-network
				// care is not covered" against "The plan covers in-network
				// care only". Two denials against none are a reading.
				k.doubt(NegationUnclear, p.whole(), "the claim says %s and %s says %s, with another denial: %s", k.claimText(ts, t.end), k.where, p.text(us, u.end), quote(p.Text.src))
				return true
			}
			k.fail(NegationMismatch, p.span(us, u.end), "%s says %s; the claim says %s", k.where,
				p.text(us, u.end), k.claimText(ts, t.end))
			return true
		}
	}
	return false
}

// emptyDenial fails a claim without a negation whose clause the best
// passage denies with a negation that holds no content word: "The strike
// is over" against "The strike is not over", "The tenant may do so"
// against "may not do so", "The team did well" against "did not do
// well". The claim's word before the negation's place is matched there,
// and the last word the passage's clause says after the negation is the
// claim's too, after that word. It reports whether it failed.
func (k *checker) emptyDenial() bool {
	p, at := k.englishAt()
	if p == nil || len(p.Text.cues) == 0 || slices.ContainsFunc(k.c.cues, func(q cueAt) bool { return q.class == cueNeg }) {
		return false
	}
	c, e := k.c, p.Text
	for _, q := range e.cues {
		if q.class != cueNeg || q.from != q.to {
			continue
		}
		// The claim's words from start on say what the passage's do
		// from bstart on, the cue left out.
		var start, bstart int32
		i := -1 // the claim word matched right before the cue, or none
		if q.from > 0 {
			before := &e.toks[q.from-1]
			if i = slices.Index(at, q.from-1); i < 0 || c.toks[i].negated() || hasClauseMark(between(e.src, before.end, q.start)) {
				continue
			}
			start, bstart = c.toks[i].end, before.start
		} else {
			// No content word before it, nor in the claim: "She was
			// not there" against "She was there".
			w, at := lastWordBefore(e.src, q.start)
			if len(c.toks) > 0 || w == "" || hasClauseMark(e.src[:q.start]) || !hasWordFold(c.src, w) {
				continue
			}
			bstart = int32(at)
		}
		end := int32(len(e.src))
		if q.from < len(e.toks) {
			end = e.toks[q.from].start
		}
		rest := between(e.src, q.end, end)
		if m := strings.IndexAny(rest, ",;:.!?()"); m >= 0 {
			rest = rest[:m]
		}
		if w, _ := wordAfter(e.src, int(q.end)); partialDenial[w] {
			continue // "not always on time" leaves it sometimes so
		}
		rest = strings.TrimRightFunc(rest, func(r rune) bool { return r > 0x7f || !isASCIILetter(byte(r)) })
		last, at := lastWordBefore(rest, int32(len(rest)))
		for last != "" && denialAdverbs[last] {
			rest = strings.TrimRight(rest[:at], " ") // "not over yet"
			last, at = lastWordBefore(rest, int32(len(rest)))
		}
		if last == "" {
			continue
		}
		cend := int32(len(c.src))
		if i+1 < len(c.toks) {
			cend = c.toks[i+1].start
		}
		said := between(c.src, start, cend)
		if m := strings.IndexAny(said, ",;:.!?()"); m >= 0 {
			said = said[:m]
		}
		if !hasWordFold(said, last) {
			continue
		}
		send := start + int32(len(strings.TrimRight(said, " ")))
		if i >= 0 {
			start = c.toks[i].start
		}
		qend := q.end + int32(len(strings.TrimRight(rest, " ")))
		k.fail(NegationMismatch, p.span(q.start, qend), "%s says %s; the claim says %s", k.where,
			quote(p.text(bstart, qend)), quote(k.claimText(start, send)))
		return true
	}
	return false
}

// partialDenial are the English words that, right after a negation,
// deny only that it is wholly or always so: "not always", "not quite".
var partialDenial = setOf(`always all entirely fully quite completely necessarily only just exactly wholly`)

// denialAdverbs are the English words that may end a denied clause
// without saying what it denies: "not over yet", "not there anymore".
var denialAdverbs = setOf(`yet still anymore again either even ever now`)

// prefixStart returns where word u of t starts with the "non" that
// negates it written apart: "non-refundable", not "refundable".
func prefixStart(t *Text, u *tok) int32 {
	if u.is(fPrefixNeg) && u.start >= 4 {
		if before := lower(t.src[u.start-4 : u.start]); before == "non-" || before == "non " {
			return u.start - 4
		}
		if u.start >= 7 && lower(t.src[u.start-7:u.start]) == "out-of-" {
			return u.start - 7
		}
	}
	return u.start
}

// antonyms looks for a claim word whose opposite the best passage says
// in its place, where the claim word is not: "fell" for "rose", "denied"
// for "granted". An opposite the claim says too ("positive and
// negative"), or one the passage negates ("not", "less expensive"), is no
// contradiction.
func (k *checker) antonyms() bool {
	c := k.c
	p := k.best()
	if p == nil {
		return false
	}
	e := p.Text
	for i := range c.toks {
		t := &c.toks[i]
		if t.negated() || t.is(fName) {
			continue
		}
		sense := false // covered by a word of another stem only: its direct opposite decides
		if t.dup || k.covered(i) && !k.heldByAnother(i) {
			sense = !t.dup && len(c.anti[i]) > 0 && k.heldBySense(i)
			if !sense && !(fewWords.mayHave(t.word) && rateWords[t.word] != "") {
				continue // an adverb of a period may be covered by its unit: "monthly" by "$20/month"
			}
		}
		if lessBefore(c.Text, i) {
			continue // "the least frequently used" says what "rarely used" says
		}
		if k.numberWord(i) {
			continue // "cheaper" of "is cheaper than the deluxe room", which the values say
		}
		lo, hi, seg, ok := k.slotOf(i, 4, 3, true)
		for j := lo + 1; ok && j < hi; j++ {
			u := &e.toks[j]
			if seg >= 0 && u.seg != seg || u.negated() || lessBefore(e, j) || !c.opposes(i, u) && !otherPeriod(t, u) || k.claimSaysFree(j) {
				continue
			}
			if sense && !directOpposite(t.word, u.word) {
				continue // "relatives", matched by "wife", and "lived": no pair of opposites
			}
			if d := directionOf(t.word); d != 0 && slices.ContainsFunc(e.toks[lo+1:j], func(v tok) bool { return directionOf(v.word) == d }) {
				continue // "hiring grew" on "Hiring increased and unemployment declined": the claim's change, in other words, is nearer its neighbour
			}
			if u.is(fName) && j+1 < len(e.toks) && e.toks[j+1].is(fName) && i+1 < len(c.toks) && !c.toks[i+1].is(fName) && c.matches(i+1, &e.toks[j+1]) {
				continue // a word of a name whose head the claim says as a common noun: "the High Court" against "the lower court"
			}
			if k.untilThen(t, p, u) {
				continue // "valid until 31 May" against "expires on 31 May"
			}
			if measuredBy(e, u) {
				continue // "7 mm thick" gives a size, not that it is thick: no opposite of "thinner"
			}
			if k.saidOfOther(i, e, j) {
				continue // "closed on weekends" against "open on weekdays"
			}
			if k.oppositeExcepts(i, e, j) {
				continue // "closed on Sundays" against "open every day except Sundays"
			}
			if u.is(fAfterPrep) && e.deniedBefore(u.start) && !c.deniedBefore(t.start) {
				continue // "approved for adults" against "not approved for children": what is denied of children is not said of adults
			}
			if k.deniedOfKind(i, e, j) {
				continue // "Small dogs are allowed" against "Large dogs are not allowed"
			}
			if cq, eq, ok := quantitiesApart(c.Text, t.start, e, u.start); ok {
				// "Most passengers were unhurt" against "Two of the 150
				// passengers were injured": each says its word of a part,
				// not the same part.
				k.doubt(ConditionDropped, p.span(eq[0], u.end), "%s says %s of %s; the claim says %s of %s", k.where,
					quote(u.word), quote(p.text(eq[0], eq[1])), quote(t.word), quote(k.claimText(cq[0], cq[1])))
				return true
			}
			code := AntonymMismatch
			if prefixed(u.word, t.word) || prefixed(t.word, u.word) {
				code = NegationMismatch
			}
			end, cend := u.end, t.end
			if u.phr > 0 && !c.opposesWord(i, u) {
				end = phraseEndAt(e.src, u.end) // "turned down", not "turned"
			}
			if t.phr > 0 && !slices.Contains(antonymKeys(t.word), u.stem) {
				cend = phraseEndAt(c.src, t.end)
			}
			k.fail(code, p.span(u.start, end), "%s says %s; the claim says %s", k.where,
				p.text(u.start, end), k.claimText(t.start, cend))
			return true
		}
		if sp, ok := k.voiceOpposed(i); ok {
			k.fail(AntonymMismatch, p.span(sp[0], sp[1]), "%s says %q; the claim says %q", k.where, p.text(sp[0], sp[1]), k.claimText(sp[2], sp[3]))
			return true
		}
	}
	return k.objectsOpposite()
}

// deniedOfKind reports whether claim word i and word j of passage e,
// opposites, each say what kind a noun after them both say is, where the
// passage denies what follows and the claim does not: "Small dogs are
// allowed" against "Large dogs are not allowed" says what is denied of
// large dogs, nothing of small ones.
func (k *checker) deniedOfKind(i int, e *Text, j int) bool {
	c := k.c
	if i+1 >= len(c.toks) || j+1 >= len(e.toks) || !kindWord(&c.toks[i]) || !kindWord(&e.toks[j]) || c.toks[i].verb() || e.toks[j].verb() ||
		!c.matches(i+1, &e.toks[j+1]) || !c.toks[i+1].noun() ||
		!adjacent(c.src, c.toks[i].end, c.toks[i+1].start) || !adjacent(e.src, e.toks[j].end, e.toks[j+1].start) {
		return false
	}
	negated := func(t tok) bool { return t.negated() }
	return slices.ContainsFunc(e.toks[j+2:], negated) && !slices.ContainsFunc(c.toks, negated)
}

// heldBySense reports whether claim word i is matched in the best
// passage only by a word of another stem, a sense it shares ("fixed" by
// "resets"): its direct opposite there decides.
func (k *checker) heldBySense(i int) bool {
	t := &k.c.toks[i]
	j := k.bestAt()[i]
	if j < 0 {
		return false
	}
	u := &k.ev.Passages[k.used[0]].Text.toks[j]
	return u.stem != t.stem && (t.alt == "" || u.stem != t.alt) && (u.alt == "" || u.alt != t.stem)
}

// directOpposite reports whether English words a and b have lemmas that
// are opposites themselves, in WordNet or in antonymPairs: "fixed" and
// "variable"; not by a sense one shares with a third word.
func directOpposite(a, b string) bool {
	return anyBases(a, b, func(x, y lexicon.ID) bool {
		return lexicon.Antonym(x, y) || slices.Contains(curatedOpposites[x.String()], y.String())
	})
}

// voiceOpposed reports whether English claim verb or adjective i says of
// its thing the opposite of what the best passage's word says of it in
// the other voice, or before it ("Side effects were severe" against "mild
// side effects"), and the words that say it: "The dividend was cut" against
// "The board raised the dividend", "The board cut the dividend" against
// "The dividend was raised". The thing is the words right before "be"
// and the claim's word ("the parking fee was cut", "demand for electric
// vans was strong"), or right after an active verb. The words are given as
// the range of the passage's and then the claim's.
func (k *checker) voiceOpposed(i int) ([4]int32, bool) {
	c, p := k.c, k.best()
	adj := c.toks[i].hasPOS(lexicon.Adj) && !c.toks[i].verbForm()
	if c.lang != English || !c.toks[i].verb() && !adj {
		return [4]int32{}, false
	}
	e, at := p.Text, k.bestAt()
	switch {
	case i > 0 && at[i-1] > 0 && beBefore(c.src, c.toks[i].start) && onlyBeBetween(c.src, c.toks[i-1].end, c.toks[i].start):
		// The claim's passive against the passage's active: "raised the
		// dividend"; or its adjective after "be" against the passage's
		// before the noun: "Side effects were severe" against "mild side
		// effects".
		ci, m := i-1, at[i-1]
		for ci > 0 && m > 0 && at[ci-1] == m-1 && near(c.src, c.toks[ci-1].end, c.toks[ci].start) {
			ci, m = ci-1, m-1 // "parking fee", "demand for electric vans"
		}
		if m == 0 {
			break
		}
		v := &e.toks[m-1]
		if v.negated() || !c.opposes(i, v) {
			break
		}
		if c.toks[i].verb() && v.verb() && objectAfter(e, m-1) && !passiveVerb(e, m-1) ||
			adj && v.hasPOS(lexicon.Adj) && adjacent(e.src, v.end, e.toks[m].start) {
			return [4]int32{v.start, e.toks[at[i-1]].end, c.toks[ci].start, c.toks[i].end}, true
		}
	case c.toks[i].verb() && i+1 < len(c.toks) && at[i+1] >= 0 && at[i+1]+1 < len(e.toks) && objectAfter(c.Text, i) && !passiveVerb(c.Text, i):
		// The claim's active against the passage's passive: "the
		// dividend was raised".
		ci, m := i+1, at[i+1]
		for ci+1 < len(c.toks) && m+1 < len(e.toks) && at[ci+1] == m+1 && adjacent(c.src, c.toks[ci].end, c.toks[ci+1].start) {
			ci, m = ci+1, m+1
		}
		if m+1 == len(e.toks) {
			break
		}
		if v := &e.toks[m+1]; passiveVerb(e, m+1) && onlyBeBetween(e.src, e.toks[m].end, v.start) && !v.negated() && c.opposes(i, v) {
			return [4]int32{e.toks[at[i+1]].start, v.end, c.toks[i].start, c.toks[ci].end}, true
		}
	}
	return [4]int32{}, false
}

// onlyBeBetween reports whether the words between bytes end and start of
// English src are forms of "be", with "has" or "have" before them: "was",
// "has been".
func onlyBeBetween(src string, end, start int32) bool {
	gap, n := between(src, end, start), 0
	for _, w := range strings.Fields(gap) {
		w = lowerASCII(w)
		if !beForms[w] && w != "has" && w != "have" && w != "had" {
			return false
		}
		n++
	}
	return n > 0
}

// claimSaysFree reports whether a claim word matches word j of the best
// passage other than one that matches its own word elsewhere in it: the
// "net" of "a net loss", which WordNet gives as a word for profit, says
// no "profit" of "a net profit".
func (k *checker) claimSaysFree(j int) bool {
	e := k.best().Text
	at := k.at[k.used[0]]
	for i := range k.c.toks {
		if !k.c.matches(i, &e.toks[j]) {
			continue
		}
		if o := at[i]; o >= 0 && o != j && e.toks[o].stem == k.c.toks[i].stem {
			continue
		}
		return true
	}
	return false
}

// heldByAnother reports whether claim token i is held in the best
// passage only by a word that another claim word is: "end" of "ends on
// termination" by the "termination" the claim says too, where the
// passage says "survives termination". Such a word is no proof of the
// claim's, and a word against it in its place is read.
func (k *checker) heldByAnother(i int) bool {
	at := k.at[k.used[0]]
	j := at[i]
	if j < 0 {
		return false
	}
	u := &k.best().Text.toks[j]
	if u.stem == k.c.toks[i].stem {
		return false // the common case: the word holds itself
	}
	for o, oj := range at {
		if o != i && oj == j && k.c.toks[o].stem == u.stem {
			return true
		}
	}
	return false
}

// objectsOpposite fails a claim verb the best passage has, but of
// another object, where the passage says its opposite right before the
// claim verb's object: "raised rates" against "cut rates and raised its
// inflation forecast". It reports whether it did.
func (k *checker) objectsOpposite() bool {
	c, p := k.c, k.best()
	if c.lang != English {
		return false
	}
	e, at := p.Text, k.at[k.used[0]]
	for i := 0; i+1 < len(c.toks); i++ {
		t := &c.toks[i]
		o := at[i+1]
		if at[i] < 0 || o < 1 || o-1 == at[i] || t.negated() || !objectAfter(c.Text, i) || !objectAfter(e, o-1) {
			continue
		}
		u := &e.toks[o-1]
		if u.negated() || !c.opposesWord(i, u) || !t.verbForm() || k.claimSays(u) {
			continue
		}
		if k.objectReferred(i, at[i]) {
			continue // "61% supported the plan and 29% opposed it", "joined the Orrin Quartet in 2001 and left in 2005"
		}
		switch w, _ := wordAfter(e.src, int(e.toks[at[i]].end)); w {
		case "one", "ones", "another":
			if k.followsOwn(i+1, at[i], o) {
				continue // "opened a store in Oslo" against "closed a store in Bergen and opened one in Oslo": one of its kind
			}
		}
		oend, cend := e.toks[o].end, c.toks[i+1].end
		if e.toks[o].is(fName) {
			_, hi := nameRun(e, o)
			oend = e.toks[hi].end // "excluded Romanian Dobrudja"
		}
		if c.toks[i+1].is(fName) {
			_, hi := nameRun(c.Text, i+1)
			cend = c.toks[hi].end
		}
		k.fail(AntonymMismatch, p.span(u.start, oend), "%s says %s; the claim says %s", k.where,
			p.text(u.start, oend), k.claimText(t.start, cend))
		return true
	}
	return false
}

// objectReferred reports whether the best passage's word j for claim
// verb i, said after the passage gives the claim's object to the verb's
// opposite, names that object again by a pronoun, leaves it out, or
// names it by a common noun after "the" where the claim's object is a
// name: "left" of "joined the Orrin Quartet in 2001 and left it in 2005",
// "and left in 2005", "but left the group four years later".
func (k *checker) objectReferred(i, j int) bool {
	c, e := k.c, k.best().Text
	w, at := wordAfter(e.src, int(e.toks[j].end))
	switch {
	case w == "" && (int(e.toks[j].end) == len(e.src) || strings.ContainsRune(".,;", rune(e.src[e.toks[j].end]))):
		return true // "and later left."
	case w == "it" || w == "them" || relativeEnds[w] || whenWords[w]:
		return true // "opposed it", "and left later"
	case prepositions[w]:
		// A time, not a place or a thing: "and left in 2005", not "rose
		// in Europe".
		x := skipSpace(e.src, at)
		v, _ := wordAt(e.src, x)
		return x < len(e.src) && ('0' <= e.src[x] && e.src[x] <= '9' || words.EnglishMonth(v) > 0)
	case w == "the" && c.toks[i+1].is(fName):
		n := tokenAfter(e, at)
		return n >= 0 && !e.toks[n].is(fName) && e.toks[n].noun() && !slices.ContainsFunc(c.toks, func(t tok) bool { return t.stem == e.toks[n].stem })
	}
	return false
}

// objectAfter reports whether token i of t and the token after it stand
// as a verb and its object: nothing between them but an article ("raised
// its rates").
func objectAfter(t *Text, i int) bool {
	if i+1 >= len(t.toks) {
		return false
	}
	gap := strings.TrimSpace(between(t.src, t.toks[i].end, t.toks[i+1].start))
	return gap == "" || !strings.Contains(gap, " ") && articles[strings.ToLower(gap)]
}

// degreeOpposites are the English words of degree before a noun, each
// with the ones that say the other way: "more stores" and "fewer stores".
var degreeOpposites = map[string][]string{
	"more": {"fewer", "less"}, "fewer": {"more"}, "less": {"more"},
	"most": {"fewest", "least"}, "fewest": {"most"}, "least": {"most"},
}

// markedOpposites fails a claim whose word before a noun says the other
// way from the best passage's word before the same noun: a word of degree
// ("has more stores than Orrin" against "has fewer stores than Orrin",
// "the most debt" against "the least debt"; see degreeAgainst), or "the
// only" against "one of" several ("the only supplier" against "one of
// three suppliers"). It reports whether it did.
func (k *checker) markedOpposites() bool {
	c, p := k.c, k.best()
	if c.lang != English || p == nil {
		return false
	}
	e := p.Text
	for i, j := range k.bestAt() {
		if j < 0 {
			continue
		}
		w, at := lastWordBefore(c.src, c.toks[i].start)
		u := &e.toks[j]
		from, ok := 0, false
		marked := fewWords.mayHave(w) // most words are no word of degree nor end word, told without a lookup
		switch {
		case marked && degreeOpposites[w] != nil:
			if from, ok = k.degreeAgainst(i, u, w); !ok && (w == "most" || w == "least") {
				k.oneOfMany(p, i, u, w, at)
			}
		case w == "only":
			if a, aat := lastWordBefore(c.src, int32(at)); a == "the" || a == "its" || a == "their" {
				from, ok = oneOfBefore(e, u.start)
				if !ok && !saysOnly(e.src) {
					// "the only bank in Kel" against "a bank in Kel": one,
					// not the only one.
					end := c.toks[i].end
					if c.toks[i].is(fName) {
						_, hi := nameRun(c.Text, i)
						end = c.toks[hi].end // "the only ABC Island"
					}
					k.doubt(WordsMissing, p.span(u.start, u.end), "the claim says %s; %s does not say it is the only one", quote(k.claimText(int32(aat), end)), k.where)
				}
			}
		case lessRightBefore(e, u) && !u.is(fName) && c.toks[i].hasPOS(lexicon.Adj) && !u.negated():
			// "influential" against "the least influential": the least
			// of a kind, or less than another, is not shown to be it.
			_, lat := lastWordBefore(e.src, u.start)
			k.doubt(ConditionDropped, p.span(int32(lat), u.end), "%s says %s; the claim says %s", k.where,
				quote(p.text(int32(lat), u.end)), quote(k.claimText(c.toks[i].start, c.toks[i].end)))
		case w == "the" && superlative(c.src, &c.toks[i]):
			k.oneOfMany(p, i, u, w, at)
		case marked && endWords[w] || i > 0 && c.toks[i-1].word == w && superlative(c.src, &c.toks[i-1]):
			// "the first company" against "one of the first companies":
			// one of a few is not shown the one.
			if ew, eat := lastWordBefore(e.src, u.start); ew == w && !hasWordFold(c.src, "one") && !hasWordFold(c.src, "among") {
				if a, aat := lastWordBefore(c.src, int32(at)); a == "the" || a == "its" || a == "their" {
					if from, one := oneOfBefore(e, int32(eat)); one || amongBefore(e, int32(eat), &from) {
						k.doubt(ConditionDropped, p.span(int32(from), u.end), "%s says %s; the claim says %s", k.where,
							quote(p.text(int32(from), u.end)), quote(k.claimText(int32(aat), c.toks[i].end)))
					}
				}
			}
		}
		if ok {
			k.fail(AntonymMismatch, p.span(int32(from), u.end), "%s says %s; the claim says %s", k.where,
				p.text(int32(from), u.end), k.claimText(int32(at), c.toks[i].end))
			return true
		}
	}
	return false
}

// oneOfMany leaves unverified an English claim that says "the" and a
// superlative, claim word i (after "most" or "least" if w is one of
// them, the word before it, which starts at byte at), where the best
// passage p says "one of the" or "among the" before it, at its match u:
// "is the oldest in the world" against "is one of the oldest in the
// world". One of a few is not shown the one.
func (k *checker) oneOfMany(p *Passage, i int, u *tok, w string, at int) {
	c, e := k.c, p.Text
	if hasWordFold(c.src, "one") || hasWordFold(c.src, "among") {
		return
	}
	if w != "the" {
		if a, aat := lastWordBefore(c.src, int32(at)); a == "the" {
			at = aat
		} else {
			return
		}
	}
	eat := u.start
	if w != "the" {
		ew, j := lastWordBefore(e.src, u.start)
		if ew != w {
			return
		}
		eat = int32(j)
	}
	if from, one := oneOfBefore(e, eat); one || amongBefore(e, eat, &from) {
		k.doubt(ConditionDropped, p.span(int32(from), u.end), "%s says %s; the claim says %s", k.where,
			quote(p.text(int32(from), u.end)), quote(k.claimText(int32(at), c.toks[i].end)))
	}
}

// saysOnly reports whether English text src has a word that says one
// alone: "only", "sole", "single", "lone", "unique", "alone".
func saysOnly(src string) bool {
	for _, w := range [...]string{"only", "sole", "solely", "single", "lone", "unique", "alone", "exclusive", "exclusively"} {
		if hasWordFold(src, w) {
			return true
		}
	}
	return false
}

// amongBefore reports whether "among the" stands before byte at of t,
// and sets *from to where.
func amongBefore(t *Text, at int32, from *int) bool {
	w, j := lastWordBefore(t.src, at)
	if w != "the" {
		return false
	}
	if w, j = lastWordBefore(t.src, int32(j)); w == "among" {
		*from = j
		return true
	}
	return false
}

// endWords rank one of a kind above the rest, as a superlative does:
// "the first", "the leading".
var endWords = setOf(`first last best worst top leading`)

// fewWords is the filter of the words of a few small sets that the checks
// look many words up in, most of them in vain: degreeOpposites, endWords
// and rateWords.
var fewWords = func() *wordFilter {
	f := new(wordFilter)
	for w := range degreeOpposites {
		f.add(w)
	}
	for w := range endWords {
		f.add(w)
	}
	for w := range rateWords {
		f.add(w)
	}
	return f
}()

// degreeAgainst returns where the passage's word of degree before u, the
// best passage's match of claim word i, starts, if it says the other way
// from w, the claim's word before i; a converse with the sides of "than"
// swapped says the same ("Orrin has more stores than Velmora" is
// "Velmora has fewer stores than Orrin").
func (k *checker) degreeAgainst(i int, u *tok, w string) (int, bool) {
	c, e := k.c, k.best().Text
	ew, eat := lastWordBefore(e.src, u.start)
	if !slices.Contains(degreeOpposites[w], ew) || c.toks[i].negated() || u.negated() || hasWordFold(c.src, ew) {
		return 0, false
	}
	if ct, et := thanWord(c.src, int(c.toks[i].end)), thanWord(e.src, int(u.end)); ct != "" && et != "" && ct != et {
		return 0, false
	}
	return eat, true
}

// verbRightBefore reports whether the claim's word right before byte at
// and the word of passage e right before byte eat are one verb: the
// "sold" of "sold to Orrin" and "sold by Orrin", not "assassinated by"
// and "converting to".
func (k *checker) verbRightBefore(at int32, e *Text, eat int32) bool {
	c := k.c
	i := sort.Search(len(c.toks), func(i int) bool { return c.toks[i].start >= at }) - 1
	j := sort.Search(len(e.toks), func(j int) bool { return e.toks[j].start >= eat }) - 1
	return i >= 0 && j >= 0 && c.toks[i].end+1 == at && e.toks[j].end+1 == eat && c.matches(i, &e.toks[j])
}

// converse reports whether claim word i, a word of degree or a
// comparative ("fewer", "smaller"), is said by its opposite in the best
// passage with the sides of "than" swapped: "Orrin has fewer stores than
// Velmora" says what "Velmora has more stores than Orrin" says, "Orrin
// is smaller than Velmora" what "Velmora is larger than Orrin" says.
func (k *checker) converse(i int) bool {
	c, p := k.c, k.best()
	if p == nil || c.lang != English || len(c.toks) == 0 || c.toks[i].negated() {
		return false
	}
	e := p.Text
	ct, et := thanWord(c.src, int(c.toks[i].end)), thanWord(e.src, 0)
	if ct == "" || et == "" || ct == et || len(e.toks) == 0 || c.toks[0].word != et || e.toks[0].word != ct {
		return false
	}
	than := int32(thanAfter(e.src, 0))
	w := c.toks[i].word
	for j := range e.toks {
		u := &e.toks[j]
		if u.end > than {
			break
		}
		if !u.negated() && c.opposes(i, u) {
			return true
		}
	}
	for _, o := range degreeOpposites[w] {
		if at := indexFold(e.src[:than], " "+o+" "); at >= 0 {
			return true
		}
	}
	return false
}

// thanWord returns the word after the first "than" at or after byte from
// of src, past an article, lower-cased; "" if there is none.
func thanWord(src string, from int) string {
	at := thanAfter(src, from)
	if at < 0 {
		return ""
	}
	w, j := wordAfter(src, at+len("than"))
	if articles[w] {
		w, _ = wordAfter(src, j)
	}
	return w
}

// oneOfBefore returns where "one of" and a count of more than one, or
// "one of the", written right before byte at of t starts: "one of three"
// of "one of three suppliers", "one of the" of "one of the suppliers".
func oneOfBefore(t *Text, at int32) (int, bool) {
	w, j := lastWordBefore(t.src, at)
	if n := t.numAt(j); n >= 0 && t.nums[n].End == int(at)-1 {
		if v, err := strconv.Atoi(t.nums[n].Value); err != nil || v < 2 {
			return 0, false
		}
		w, j = lastWordBefore(t.src, int32(j))
	} else if articles[w] {
		w, j = lastWordBefore(t.src, int32(j))
	}
	if w != "of" {
		return 0, false
	}
	w, j = lastWordBefore(t.src, int32(j))
	return j, w == "one"
}

// oppositeExcepts reports whether the opposite of claim word i, word j
// of the best passage e, is said of all but a word of the claim other than
// i, which an exception after j in its clause names: "closed on Sundays"
// against "open every day except Sundays" says what the exception does.
//
// So the other way: "open every day except Monday" against "closed on
// Mondays", the claim's exception a word the passage has.
func (k *checker) oppositeExcepts(i int, e *Text, j int) bool {
	c := k.c
	if exceptedAfter(e, j, func(m int) bool {
		for n := range c.toks {
			if n != i && c.matches(n, &e.toks[m]) {
				return true
			}
		}
		return false
	}) {
		return true
	}
	return exceptedAfter(c.Text, i, func(n int) bool {
		for m := range e.toks {
			if m != j && c.matches(n, &e.toks[m]) {
				return true
			}
		}
		return false
	})
}

// exceptsWord reports whether text t has word w, as written or by its
// stem, in an exception ("except oversized items") or after "but not".
func exceptsWord(t *Text, w string) bool {
	sw := ""
	for i := range t.toks {
		u := &t.toks[i]
		if u.word != w && sw == "" {
			sw = stemOf(w, t.lang)
		}
		if u.word != w && u.stem != sw {
			continue
		}
		if t.inException(u.start) {
			return true
		}
		if b, j := lastWordBefore(t.src, u.start); b == "not" {
			if a, _ := lastWordBefore(t.src, int32(j)); a == "but" {
				return true // "all cards but not American Express"
			}
		}
	}
	return false
}

// exceptedAfter reports whether an exception of exceptWords follows word
// j of t in its clause, with a word m for which f holds among the words
// it names: "Sundays" of "open every day except Sundays".
func exceptedAfter(t *Text, j int, f func(m int) bool) bool {
	u := &t.toks[j]
	for _, w := range exceptWords {
		at := indexFold(t.src[u.end:], w)
		if at < 0 {
			continue
		}
		at += int(u.end)
		if hasClauseMark(between(t.src, u.end, int32(at))) {
			continue
		}
		for m := range t.toks {
			x := &t.toks[m]
			if int(x.start) <= at || int(x.start)-at > maxExcept || strings.ContainsAny(t.src[at:x.start], ",;:.") {
				continue
			}
			if f(m) {
				return true
			}
		}
	}
	return false
}

// compoundOpposites fails a claim whose word of two joined by a hyphen
// the best passage gives as its opposite, with the same last word, and
// never as itself: "Part-time employees receive 25 days of leave" against
// "Full-time employees receive 25 days of leave". It reports whether it
// did.
func (k *checker) compoundOpposites() bool {
	c, p := k.c, k.best()
	if p == nil || c.lang != English {
		return false
	}
	e := p.Text
	cs := hyphenated(c.Text)
	if len(cs) == 0 {
		return false
	}
	es := hyphenated(e)
	for _, cc := range cs {
		for _, ec := range es {
			if cc.last == ec.last && cc.word != ec.word && opposite(cc.word, ec.word) && !slices.ContainsFunc(es, func(x compound) bool { return x.word == cc.word }) {
				k.fail(AntonymMismatch, p.span(ec.start, ec.end), "%s says %s; the claim says %s", k.where, p.text(ec.start, ec.end), k.claimText(cc.start, cc.end))
				return true
			}
		}
	}
	return false
}

// A compound is a word of two joined by a hyphen: "part-time".
type compound struct {
	word, last string // folded
	start, end int32
}

// hyphenated returns the compounds of two words of text t that the
// lexicon has.
func hyphenated(t *Text) []compound {
	var out []compound
	for i := 0; i+1 < len(t.toks); i++ {
		a, b := &t.toks[i], &t.toks[i+1]
		if b.start != a.end+1 || t.src[a.end] != '-' {
			continue
		}
		w := a.word + "-" + b.word
		if lexicon.Lookup(w) == 0 {
			continue
		}
		out = append(out, compound{w, b.word, a.start, b.end})
	}
	return out
}

// saidOfOther reports whether passage e says its opposite u = e.toks[j]
// of claim token i of something else than the claim says it of: the
// claim's word right after its own, past a preposition, is not in the
// passage, and the passage's word right after u is not in the claim. "The office is open
// on weekdays" does not say that it is closed on weekends, nor that it is
// not; the claim is only not proven (its missing word says so).
func (k *checker) saidOfOther(i int, e *Text, j int) bool {
	c := k.c
	if i+1 >= len(c.toks) || j+1 >= len(e.toks) {
		return false
	}
	ct, u := &c.toks[i+1], &e.toks[j+1]
	return ct.is(fAfterPrep) && ct.seg == c.toks[i].seg && u.seg == e.toks[j].seg && !k.covered(i+1) && !k.claimSays(u)
}

// untilThen reports whether claim word t holds until a time at which
// passage p's opposite u of it comes about: "valid until 31 May" and
// "expires on 31 May", "open until 6 pm" and "closes at 6 pm" say one
// thing. The number checks compare the two times.
func (k *checker) untilThen(t *tok, p *Passage, u *tok) bool {
	if untilAt(k.c.Text, t, p.Text, u, untilWords, atWords) || untilAt(k.c.Text, t, p.Text, u, atWords, untilWords) {
		return true
	}
	// "open 10 am to 5 pm" holds until its range's end: "closes at 5 pm".
	_, cAt := numberAfterWords(k.c.Text, t.end, atWords)
	_, eAt := numberAfterWords(p.Text, u.end, atWords)
	return cAt && rangeAfter(p.Text, u.end) || eAt && rangeAfter(k.c.Text, t.end)
}

// rangeAfter reports whether, within three words after byte end of t, a
// number stands before "to", "until" or a dash and another number: "open
// 10 am to 5 pm".
func rangeAfter(t *Text, end int32) bool {
	for n := range t.nums {
		a := t.nums[n]
		if a.Start < int(end) {
			continue
		}
		if len(strings.Fields(t.src[end:a.Start])) > 3 || n+1 == len(t.nums) {
			return false
		}
		switch strings.ToLower(strings.TrimSpace(t.src[a.End:t.nums[n+1].Start])) {
		case "to", "until", "till", "-", "–", "—":
			return true
		}
		return false
	}
	return false
}

// untilAt reports whether claim word t of c is followed by a word of
// cw and a time, and passage word u of e by a word of ew and a time:
// "open until 6 pm" and "closes at 6 pm", either way round.
func untilAt(c *Text, t *tok, e *Text, u *tok, cw, ew map[string]bool) bool {
	if _, ok := numberAfterWords(c, t.end, cw); ok {
		_, ok := numberAfterWords(e, u.end, ew)
		return ok
	}
	// A time written as a word: "valid until Sunday" and "expires on
	// Sunday"; the words' coverage compares the two.
	return timeWordAfter(c.src, t.end, cw) && timeWordAfter(e.src, u.end, ew)
}

// timeWordAfter reports whether, right after byte end of src, a word of
// preps stands before a day, a month or a time of day: "until Sunday",
// "on Friday", "at noon".
func timeWordAfter(src string, end int32, preps map[string]bool) bool {
	w, j := wordAfter(src, int(end))
	if !preps[w] {
		return false
	}
	next, _ := wordAfter(src, j)
	return weekdays[next] || words.Month(next) > 0 || next == "noon" || next == "midnight"
}

// weekdays are the days of the week, folded: weekdayNames as a set.
var weekdays = setOf(strings.Join(weekdayNames[:], " "))

var (
	untilWords = setOf(`until till through to`)
	atWords    = setOf(`on at in by`)
)

// numberAfterWords returns the number of t that follows byte end past a
// word of words and at most two other words: "valid until 31 May", "open
// daily until 6 pm".
func numberAfterWords(t *Text, end int32, words map[string]bool) (numbers.Token, bool) {
	at := int(end)
	for range 3 {
		w, j := wordAfter(t.src, at)
		if w == "" {
			break
		}
		if words[w] {
			if n := t.numAt(skipSpace(t.src, j)); n >= 0 {
				return t.nums[n], true
			}
		}
		at = j
	}
	return numbers.Token{}, false
}

// skipSpace returns the first byte of src at or after i that is no space.
func skipSpace(src string, i int) int {
	for i < len(src) && src[i] == ' ' {
		i++
	}
	return i
}

// otherPeriod reports whether words t and u are adverbs of two periods:
// "billed monthly" and "billed annually".
func otherPeriod(t, u *tok) bool {
	a, okA := rateWords[t.word]
	b, okB := rateWords[u.word]
	return okA && okB && a != b
}

// phraseEndAt returns the end of the word after byte at of src: the end
// of the verb phrase whose verb ends at.
func phraseEndAt(src string, at int32) int32 {
	i := skipSpace(src, int(at))
	for i < len(src) && isASCIILetter(src[i]) {
		i++
	}
	return int32(i)
}

// lessRightBefore reports whether "less" or "least" is the word right
// before word u of English text t.
func lessRightBefore(t *Text, u *tok) bool {
	w, _ := lastWordBefore(t.src, u.start)
	return w == "less" || w == "least"
}

// lessBefore reports whether "less" or "least" stands right before word j
// of t: "less expensive" says "cheaper".
func lessBefore(t *Text, j int) bool {
	for _, f := range t.funcs {
		if f.at == j && (f.word == "less" || f.word == "least") {
			return true
		}
	}
	return false
}

// claimSays reports whether some word of the claim is a form of passage
// word u.
func (k *checker) claimSays(u *tok) bool {
	for i := range k.c.toks {
		if k.c.matches(i, u) {
			return true
		}
	}
	return false
}

// negatedVerbUnsaid reports whether the word the passage e negates in
// flip f is the object of a denied verb the claim does not say, where
// the claim gives that object a verb of its own the passage lacks:
// "sells" of "does not sell cars" against "repairs cars".
func (k *checker) negatedVerbUnsaid(f flip, e *Text) bool {
	if e.lang != English {
		return false
	}
	j := slices.IndexFunc(e.toks, func(u tok) bool { return u.word == f.word && u.negated() })
	if j < 1 {
		return false
	}
	v := -1 // the denied verb before the word, in its clause
	for m := j - 1; m >= 0 && e.toks[m].seg == e.toks[j].seg; m-- {
		if u := &e.toks[m]; u.negated() && !u.is(fName) && u.verb() && u.word != "longer" {
			v = m // not "longer" of "no longer", which WordNet has as a verb
			break
		}
	}
	if v < 0 || k.claimSays(&e.toks[v]) {
		return false
	}
	c := k.c
	for i := range c.toks {
		t := &c.toks[i]
		if c.matches(i, &e.toks[j]) {
			return false // no verb of its own before the word
		}
		if !t.is(fName) && !t.negated() && (t.verbForm() || t.verb()) && !denialAdverbs[t.word] && !k.everyForm(e, i, func(int) bool { return true }) && !k.covered(i) {
			return true
		}
	}
	return false
}

// butNotOther reports whether passage e denies flip f's word only by a
// "but not" or "and not" whose first word the claim does not say, after
// a word the claim does say that e affirms: "recommended but not required
// for travellers" against "recommended for travellers".
func (k *checker) butNotOther(f flip, e *Text) bool {
	if e.lang != English || firstNegation(k.c.Text) != "" {
		return false // a claim that denies too is for the other checks
	}
	j := slices.IndexFunc(e.toks, func(u tok) bool { return u.word == f.word && u.negated() })
	if j < 1 {
		return false
	}
	for _, q := range e.cues {
		if q.class != cueNeg || q.at >= len(e.toks) || q.at > j || e.toks[q.at].seg != e.toks[j].seg {
			continue
		}
		if w, _ := lastWordBefore(e.src, q.start); w != "but" && w != "and" {
			continue
		}
		w, we := wordAfter(e.src, int(q.end))
		if w == "" || prepositions[w] || articles[w] || hasWordFold(k.c.src, w) {
			continue // "but not on Mondays": the denial is of the claim's thing
		}
		if x := &e.toks[q.at]; x.start < int32(we) && (x.start == e.toks[j].start || k.claimSays(x)) {
			continue // the denied word is the claim's
		}
		for i := range k.c.toks {
			for m := 0; m < q.at; m++ {
				if u := &e.toks[m]; !u.negated() && !u.is(fName) && (u.verbForm() || u.hasPOS(lexicon.Adj)) && k.c.matches(i, u) {
					return true // "recommended", affirmed before the denial
				}
			}
		}
	}
	return false
}

// claimSaysAny reports whether some word of the claim is a form of one of
// the words from..to of passage text e.
func (k *checker) claimSaysAny(e *Text, from, to int) bool {
	for j := from; j < to; j++ {
		if k.claimSays(&e.toks[j]) {
			return true
		}
	}
	return false
}

// privatives are the English words that say a thing is not had: "without
// a degree", "lacks a degree", "no degree".
var privatives = setOf(`without lack lacks lacked lacking no`)

// privativeOf reports whether English text t has word w, folded, right
// after a word of privatives, perhaps with an article between: "without
// a degree".
func privativeOf(t *Text, w string) bool {
	for j := range t.toks {
		if t.toks[j].word != w {
			continue
		}
		b, at := lastWordBefore(t.src, t.toks[j].start)
		if articles[b] {
			b, _ = lastWordBefore(t.src, int32(at))
		}
		if privatives[b] {
			return true
		}
	}
	return false
}

// negPrefixes are the prefixes that make an English word its opposite
// when the rest is the other word: improperly, unable, disallow.
var negPrefixes = []string{"un", "in", "im", "il", "ir", "non", "dis"}

// prefixed reports whether a is b with a negating prefix.
func prefixed(a, b string) bool {
	if len(a) <= len(b) || a[0] != 'u' && a[0] != 'i' && a[0] != 'n' && a[0] != 'd' {
		return false // the common case
	}
	for _, p := range negPrefixes {
		if strings.HasPrefix(a, p) && strings.TrimPrefix(strings.TrimPrefix(a, p), "-") == b {
			return true
		}
	}
	return false
}

// polarWords looks for a function word of the claim whose opposite the
// best passage has before the same word: "above the limit" against "below
// the limit". One right before a number is a bound, compared as one.
func (k *checker) polarWords() {
	p := k.best()
	if p == nil {
		return
	}
	c := k.c
	at := k.at[k.used[0]]
	for _, fw := range c.funcs {
		if fw.negated || beforeNumber(c.Text, fw.end) {
			continue
		}
		after := true // the polar word is read before the word it qualifies
		j, prev := -1, fw.at-1
		if prev >= 0 && c.toks[prev].start == fw.start {
			prev-- // the polar word is a content word too: "last"
		}
		// A degree right after its verb is read after the verb too: "weighs
		// less than the X300" against "… but weighs more".
		afterVerb := (fw.word == "more" || fw.word == "less") && fw.at < len(c.toks) && prev >= 0 && at[prev] >= 0 &&
			adjacent(c.src, c.toks[prev].end, fw.start) && c.toks[prev].verb()
		switch {
		case fw.at < len(c.toks) && at[fw.at] >= 0:
			j = at[fw.at]
		case fw.at == len(c.toks) && prev >= 0 && at[prev] >= 0 && adjacent(c.src, c.toks[prev].end, fw.start), afterVerb:
			// It ends the claim, right after its verb: "finished last".
			j, after, afterVerb = at[prev], false, false
		default:
			continue
		}
		opp, roles := polarWords[fw.word], roleWords[fw.word]
		same, other := false, -1
		read := func() {
			for n, g := range p.Text.funcs {
				if after && g.word == fw.word && g.at < len(p.Text.toks) && c.matches(fw.at, &p.Text.toks[g.at]) {
					same = true // "3% after tax" against "4% before tax and 3% after tax"
				}
				if after && g.at != j && !premodsOf(p.Text, g, j) || !after && (g.at != j+1 && !(g.at == j+2 && p.Text.toks[j+1].start == g.start) || g.start < p.Text.toks[j].end || !adjacent(p.Text.src, p.Text.toks[j].end, g.start)) {
					continue // ("less" is the word after the verb, or a content word there itself)
				}
				switch {
				case g.word == fw.word:
					same = true
				case g.word == opp || slices.Contains(roles, g.word) && k.verbRightBefore(fw.start, p.Text, g.start):
					if !g.negated {
						other = n
					}
				}
			}
		}
		if read(); !same && afterVerb {
			// Read after the verb as well: the passage's word there
			// decides ("weighs less and costs more than the X300" says
			// "weighs less").
			j0, other0 := j, other
			j, after, other = at[prev], false, -1
			if read(); !same && other < 0 {
				j, after, other = j0, true, other0
			}
		}
		if !same && other >= 0 {
			g := p.Text.funcs[other]
			// The words up to the one both qualify: "below the limit"
			// against "above the limit"; or the verb and the word after
			// it: "finished first" against "finished last".
			if !after {
				k.fail(AntonymMismatch, p.span(p.Text.toks[j].start, g.end), "%s says %q; the claim says %q", k.where, p.text(p.Text.toks[j].start, g.end), k.claimText(c.toks[prev].start, fw.end))
				return
			}
			k.fail(AntonymMismatch, p.span(g.start, p.Text.toks[j].end), "%s says %q; the claim says %q", k.where, p.text(g.start, p.Text.toks[j].end), k.claimText(fw.start, c.toks[fw.at].end))
			return
		}
		if !same && after && (fw.word == "before" || fw.word == "after") {
			// "due before delivery" against "due on delivery": the time
			// of the event itself, not one before or after it.
			e := p.Text
			w, ws := lastWordBefore(e.src, e.toks[j].start)
			if articles[w] {
				w, ws = lastWordBefore(e.src, int32(ws))
			}
			if w == "on" || w == "upon" || w == "at" {
				k.doubt(ConditionDropped, p.span(int32(ws), e.toks[j].end), "%s says %q; the claim says %q", k.where, p.text(int32(ws), e.toks[j].end), k.claimText(fw.start, c.toks[fw.at].end))
				return
			}
		}
	}
	k.outside(p, at)
}

// premodsOf reports whether the words from the one polar word g is read
// before up to word j of t, not j itself, are at most two modifiers of j
// (nouns or adjectives, in no "-ed" or "-ing" form), with only spaces,
// hyphens, an article or a number between: "above the 30-year average"
// and "above analyst forecasts" say "above average" and "above
// forecasts".
func premodsOf(t *Text, g fword, j int) bool {
	if g.at >= j || j-g.at > 2 || j >= len(t.toks) || t.toks[j].seg != g.seg {
		return false
	}
	for i := g.at; i < j; i++ {
		if w := &t.toks[i]; w.verbForm() || !w.noun() && !w.hasPOS(lexicon.Adj) {
			return false
		}
	}
	i := g.at
	for _, w := range strings.FieldsFunc(t.src[g.end:t.toks[j].start], func(r rune) bool { return r == ' ' || r == '-' }) {
		switch {
		case articles[lowerASCII(w)] || allDigits(strings.TrimRight(w, "%")):
		case i < j && t.src[t.toks[i].start:t.toks[i].end] == w:
			i++
		default:
			return false
		}
	}
	return i == j
}

// outside fails a claim that says "in" or "within" of a place where the
// best passage p says "outside" or "away from": "based in Leeds" against
// "based outside of Leeds" or "10 miles away from Leeds". at pairs the claim's words with p's. "in" is too common a
// word to be read as a function word of its own everywhere, so the
// passage's "outside" is looked for and the claim read before its word.
func (k *checker) outside(p *Passage, at []int) {
	c := k.c
	var claimAt []int32 // by passage word, the claim word it is paired with, +1; made when asked
	for _, g := range p.Text.funcs {
		if g.word != "outside" || g.negated || g.at >= len(p.Text.toks) {
			continue
		}
		if claimAt == nil {
			claimAt = make([]int32, len(p.Text.toks))
			for i, j := range at {
				if j >= 0 && claimAt[j] == 0 {
					claimAt[j] = int32(i) + 1
				}
			}
		}
		if i := int(claimAt[g.at]) - 1; i >= 0 {
			j := g.at
			if c.toks[i].negated() {
				continue
			}
			w, ws := lastWordBefore(c.src, c.toks[i].start)
			if w == "the" || w == "a" {
				w, ws = lastWordBefore(c.src, int32(ws))
			}
			if w != "in" && w != "within" {
				continue
			}
			k.fail(AntonymMismatch, p.span(g.start, p.Text.toks[j].end), "%s says %q; the claim says %q", k.where, p.text(g.start, p.Text.toks[j].end), k.claimText(int32(ws), c.toks[i].end))
			return
		}
	}
	// "10 miles away from Leeds" is outside it too.
	for i, j := range at {
		if j < 0 || !c.toks[i].is(fName) || c.toks[i].negated() {
			continue
		}
		e := &p.Text.toks[j]
		from, fs := lastWordBefore(p.Text.src, e.start)
		if from == "the" {
			from, fs = lastWordBefore(p.Text.src, int32(fs))
		}
		away, as := lastWordBefore(p.Text.src, int32(fs))
		if from != "from" || away != "away" || e.negated() {
			continue
		}
		w, ws := lastWordBefore(c.src, c.toks[i].start)
		if w == "the" {
			w, ws = lastWordBefore(c.src, int32(ws))
		}
		if w == "in" || w == "within" {
			k.fail(AntonymMismatch, p.span(int32(as), e.end), "%s says %q; the claim says %q", k.where, p.text(int32(as), e.end), k.claimText(int32(ws), c.toks[i].end))
			return
		}
	}
}

// valuesAfter returns where the number or range of numbers that word j
// of t gives its values by ends, right after it ("aged 18 to 25", "sizes
// 8-16", "ages between 5 and 12"), and whether there is one.
func valuesAfter(t *Text, j int) (int32, bool) {
	n := numberAfter(t, t.toks[j].end, func(gap string) bool { return gapIs(gap, "", "between", "from") })
	if n < 0 {
		return 0, false
	}
	end := t.nums[n].End
	if n+1 < len(t.nums) && rangeJoin(t, n) {
		end = t.nums[n+1].End
	}
	if w, _ := wordAfter(t.src, end); w == "times" || w == "time" {
		return 0, false // "held the title three times": a count of its own
	}
	return int32(end), true
}

// universals looks for a universal word of the claim ("all plans") whose
// noun the best passage restricts with a word the claim does not have
// ("annual plans"): the claim says of every one of a kind what the passage
// says of some. It leaves the claim unverified, as a dropped condition
// does.
func (k *checker) universals() {
	p := k.best()
	if p == nil {
		return
	}
	c := k.c
	at := k.at[k.used[0]]
	for _, fw := range c.funcs {
		if !universals[fw.word] || fw.at >= len(c.toks) || at[fw.at] < 0 || c.toks[fw.at].seg != fw.seg {
			continue
		}
		if k.numberWord(fw.at) {
			continue // "every three months" on "quarterly": a recurrence the passage gives, not all months
		}
		j := at[fw.at]
		if universalBefore(p.Text, j) {
			continue
		}
		if next, _ := wordAfter(c.src, int(c.toks[fw.at].end)); fw.word == "both" && (c.toks[fw.at].verbForm() || next == "and") {
			continue // "are both featured", "both Paris and London": no quantifier of a noun
		}
		h := fw.at
		for h+1 < len(c.toks) && c.toks[h].is(fName) && !c.toks[h].is(fParty) && c.toks[h+1].seg == fw.seg && adjacent(c.src, c.toks[h].end, c.toks[h+1].start) {
			h++ // the noun after a name: "all Velmora customers"
		}
		if hj := at[h]; hj >= 0 {
			if end, ok := k.postRestricted(p.Text, hj); ok {
				// "all damage" against "damage caused by negligence".
				k.doubt(ConditionDropped, p.span(p.Text.toks[hj].start, end), "%s says it of %s only; the claim says %s",
					k.where, quote(p.text(p.Text.toks[hj].start, end)), quote(k.claimText(fw.start, c.toks[h].end)))
				return
			}
		}
		noun := j // the passage's word of the claim's noun, "order" of "every order"
		if at[h] >= 0 {
			noun = at[h]
		}
		if fw.word == "both" && k.saysOfBoth(p.Text, noun, h) {
			continue // the passage names each of the two: "the north bridge reopened, and the south bridge did too"
		}
		if o := otherBefore(p.Text, noun); o != "" && !hasWordFold(c.src, o) && p.Text.toks[noun].stem == c.toks[h].stem {
			// "required for all users" against "mandatory for admins and
			// optional for other users".
			_, b := lastWordBefore(p.Text.src, p.Text.toks[noun].start)
			end := p.Text.toks[noun].end
			k.doubt(ConditionDropped, p.span(int32(b), end), "%s says it of %s only; the claim says %s",
				k.where, quote(p.text(int32(b), end)), quote(k.claimText(fw.start, c.toks[h].end)))
			return
		}
		if w, b := lastWordBefore(p.Text.src, p.Text.toks[noun].start); (ordinalWords[w] > 0 || rankWords[w]) && !hasWordFold(c.src, w) {
			// "every order" against "their first order".
			end := p.Text.toks[noun].end
			k.doubt(ConditionDropped, p.span(int32(b), end), "%s says it of %s only; the claim says %s",
				k.where, quote(p.text(int32(b), end)), quote(k.claimText(fw.start, c.toks[h].end)))
			return
		}
		if n := numberRightBefore(p.Text, p.Text.toks[noun].start); n >= 0 && p.Text.nums[n].Kind == numbers.Integer && !isYearTok(p.Text.nums[n]) &&
			p.Text.toks[noun].stem == c.toks[h].stem {
			// "every day" against "up to two days a week"; not "any
			// time" against "30 days", another word.
			from, end := p.Text.nums[n].Start, p.Text.toks[noun].end
			k.doubt(ConditionDropped, p.span(int32(from), end), "%s says it of %s only; the claim says %s",
				k.where, quote(p.text(int32(from), end)), quote(k.claimText(fw.start, c.toks[h].end)))
			return
		}
		if end, ok := valuesAfter(p.Text, noun); ok && p.Text.toks[noun].stem == c.toks[h].stem {
			// "students of all ages" against "students aged 18 to 25".
			from := p.Text.toks[noun].start
			k.doubt(ConditionDropped, p.span(from, end), "%s says it of %s only; the claim says %s",
				k.where, quote(p.text(from, end)), quote(k.claimText(fw.start, c.toks[h].end)))
			return
		}
		if from, ok := cappedOf(p.Text, p.Text.toks[j].start); ok {
			// "all unused leave" against "up to 5 days of unused leave".
			end := p.Text.toks[phraseEnd(p.Text, noun)].end
			k.doubt(ConditionDropped, p.span(int32(from), end), "%s says it of %s only; the claim says %s",
				k.where, quote(p.text(int32(from), end)), quote(k.claimText(fw.start, c.toks[phraseEnd(c.Text, h)].end)))
			return
		}
		if from, ok := partitiveBefore(p.Text, p.Text.toks[noun].start); ok {
			// "every quarter" against "three of the four quarters".
			end := p.Text.toks[noun].end
			k.doubt(ConditionDropped, p.span(int32(from), end), "%s says it of %s only; the claim says %s",
				k.where, quote(p.text(int32(from), end)), quote(k.claimText(fw.start, c.toks[h].end)))
			return
		}
		if j == 0 {
			continue
		}
		m := &p.Text.toks[j-1]
		if m.seg != p.Text.toks[j].seg || !adjacent(p.Text.src, m.end, p.Text.toks[j].start) || k.claimSays(m) {
			continue
		}
		if _, period := periodUnit(p.Text.toks[j].word); period && periodKinds[m.word] {
			continue // "each financial year" is each year
		}
		from := hyphenStart(p.Text.src, m.start) // "full-time employees", not "time employees"
		k.doubt(ConditionDropped, p.span(from, p.Text.toks[j].end), "%s says it of %s only; the claim says %s",
			k.where, quote(p.text(from, p.Text.toks[j].end)), quote(k.claimText(fw.start, c.toks[fw.at].end)))
		return
	}
}

// cappedOf returns where a capped amount written right before byte at
// of t, and "of", starts: "up to 5 days of" of "up to 5 days of unused
// leave"; ok is false if there is none.
func cappedOf(t *Text, at int32) (int, bool) {
	w, j := lastWordBefore(t.src, at)
	if w != "of" {
		return 0, false
	}
	_, j = lastWordBefore(t.src, int32(j)) // the measure: "days"
	n := numberRightBefore(t, int32(j))
	if n < 0 {
		return 0, false
	}
	for _, b := range t.bounds {
		if b.tok == n && (capPhrase(b.phrase) || limitPhrase(b.phrase)) {
			return int(b.start), true
		}
	}
	return 0, false
}

// partitiveBefore returns where a count of a part of a whole written
// right before byte at of t starts: "three of the four" of "three of the
// four quarters", "two of its stores"; ok is false if there is none or
// the part is the whole ("four of the four").
func partitiveBefore(t *Text, at int32) (int, bool) {
	whole := ""
	w, j := lastWordBefore(t.src, at)
	if n := t.numAt(j); n >= 0 && t.nums[n].End == int(at)-1 {
		whole = t.nums[n].Value
		w, j = lastWordBefore(t.src, int32(j))
	}
	if articles[w] {
		w, j = lastWordBefore(t.src, int32(j))
	}
	if w != "of" {
		return 0, false
	}
	_, j = lastWordBefore(t.src, int32(j))
	n := t.numAt(j)
	if n < 0 || t.nums[n].Kind != numbers.Integer || t.nums[n].Value == whole {
		return 0, false
	}
	return j, true
}

// rankWords pick one of a kind out by its place, as an ordinal does:
// "the last order".
var rankWords = setOf(`last next initial final`)

// subjectNarrowed leaves unverified a claim whose subject, the noun that
// opens it, the best passage narrows where it opens the passage too: by
// what follows it (subjectRestricted) or by a word before it
// (subjectModified).
func (k *checker) subjectNarrowed() {
	p := k.englishBest()
	if p == nil || len(k.c.toks) == 0 {
		return
	}
	if k.subjectCounted(p) {
		return
	}
	switch j := k.at[k.used[0]][0]; {
	case j == 0:
		if !k.headDropped(p) {
			k.subjectRestricted(p)
		}
	case j == 1 || j == 2:
		if !k.anotherOne(p, j) && !k.includes() {
			k.subjectModified(p, j)
		}
	}
}

// subjectNarrowedElsewhere is subjectModified for a further chosen
// passage, one chosen for claim words the best passage does not have,
// where it opens with the claim's subject after a word that picks out a
// kind of it: "All users can export reports to Excel" on "All users can
// export reports to CSV. Premium users can also export to PDF and Excel."
// What the claim takes from that passage is said of the kind only.
func (k *checker) subjectNarrowedElsewhere() {
	c := k.c
	if c.lang != English || len(k.used) < 2 || len(c.toks) == 0 || c.toks[0].is(fName) {
		return
	}
	for n := 1; n < len(k.used); n++ {
		pi := k.used[n]
		p := &k.ev.Passages[pi]
		e := p.Text
		j := k.at[pi][0]
		if j < 1 || j > 2 || e.lang != English || !ownersOnly(e.src[:e.toks[0].start]) {
			continue
		}
		if !k.kindBefore(e, j) {
			continue
		}
		var took []string // the claim words it was chosen for
		for i := range c.toks {
			if k.cov[i] == pi {
				took = append(took, c.src[c.toks[i].start:c.toks[i].end])
			}
		}
		if len(took) == 0 {
			continue
		}
		k.doubt(ConditionDropped, p.span(e.toks[0].start, e.toks[j].end), "%s says %s of %s only; the claim says it of %s",
			k.where, quote(strings.Join(took, ", ")), quote(p.text(e.toks[0].start, e.toks[j].end)), quote(k.claimText(0, c.toks[0].end)))
		return
	}
}

// subjectCounted leaves unverified a claim that opens with a bare plural
// noun where best passage p opens with a count of it: "Checked bags up
// to 23 kg are included" on "One checked bag up to 23 kg is included".
// The passage says it of so many, the claim of the kind. It reports
// whether it did.
func (k *checker) subjectCounted(p *Passage) bool {
	c, e := k.c, p.Text
	j := k.at[k.used[0]][0]
	plural := func(i int) bool { return i < len(c.toks) && c.toks[i].noun() && strings.HasSuffix(c.toks[i].word, "s") }
	if j < 0 || len(e.nums) == 0 || !ownersOnly(c.src[:c.toks[0].start]) || len(c.nums) > 0 && c.nums[0].Start < int(c.toks[0].start) ||
		!plural(0) && !(len(c.toks) > 1 && adjacent(c.src, c.toks[0].end, c.toks[1].start) && plural(1)) {
		return false // a count of its own, or no plural noun that opens it: "Checked bags"
	}
	n := e.nums[0]
	if n.End > int(e.toks[j].start) || n.Kind != numbers.Integer || strings.TrimSpace(e.src[:n.Start]) != "" && !ownersOnly(e.src[:n.Start]) {
		return false // no count that opens the passage before the noun
	}
	if g := e.src[n.End:e.toks[j].start]; strings.TrimSpace(g) != "" {
		return false // "One of the bags"
	}
	ej, ci := j, 0 // the noun's last word on each side: "One checked bag", "Checked bags"
	if !plural(0) {
		ci = 1
		if ej+1 < len(e.toks) && adjacent(e.src, e.toks[ej].end, e.toks[ej+1].start) {
			ej++
		}
	}
	k.doubt(ConditionDropped, p.span(int32(n.Start), e.toks[ej].end), "%s says it of %s; the claim says %s", k.where,
		quote(p.text(int32(n.Start), e.toks[ej].end)), quote(k.claimText(0, c.toks[ci].end)))
	return true
}

// includes reports whether the English claim's verb is a form of
// "include", which says of a kind what it says of a narrower one: "Side
// effects include headache" stands on "Common side effects include
// headache".
func (k *checker) includes() bool {
	for i := range k.c.toks {
		switch w := k.c.toks[i].word; w {
		case "include", "includes":
			return true
		default:
			if k.c.toks[i].verbForm() {
				return false // the claim's verb is another: "Members get benefits including …"
			}
		}
	}
	return false
}

// measureWords are the nouns that name the measure of what the noun
// before them names: "the unemployment rate" is the unemployment.
var measureWords = setOf(`rate rates level levels figure figures number numbers total count index ratio share percentage amount volume`)

// sharedNames returns the number of names claim c and passage e both
// open with, word for word, each right before the next word ("Kel" of
// "Kel doctors" and "Kel nurses"), leaving at least more words of the
// claim after them.
func sharedNames(c *Claim, e *Text, more int) int {
	n := 0
	for n+more < len(c.toks) && n+1 < len(e.toks) && c.toks[n].is(fName) && c.matches(n, &e.toks[n]) &&
		spacesOnly(between(c.src, c.toks[n].end, c.toks[n+1].start)) && spacesOnly(between(e.src, e.toks[n].end, e.toks[n+1].start)) {
		n++
	}
	return n
}

// headDropped leaves unverified an English claim whose subject, the
// nouns that open it before a verb, best passage p opens with too, then
// a noun the claim does not say before that verb: the claim's subject
// is the passage's words of another thing. "The service level is 99.9%"
// against "The service level target is 99.9%". It reports whether it
// did.
func (k *checker) headDropped(p *Passage) bool {
	c, e := k.c, p.Text
	at := k.at[k.used[0]]
	s := 0 // the claim's words the passage opens with, in turn and side by side
	for s < len(c.toks) && s < len(e.toks) && at[s] == s && (s == 0 || spacesOnly(between(c.src, c.toks[s-1].end, c.toks[s].start)) && spacesOnly(between(e.src, e.toks[s-1].end, e.toks[s].start))) {
		s++
	}
	if s == 0 || s >= len(e.toks) || !opensText(c.src, int(c.toks[0].start)) || !opensText(e.src, int(e.toks[0].start)) {
		return false
	}
	u, prev := &e.toks[s], &e.toks[s-1]
	if c.toks[s-1].is(fName) || possessive(e, s-1) || measureWords[u.word] {
		return false // a name and the word for what it is ("The Quiet film"); a possessor ("the museum's collection"); its measure ("the unemployment rate")
	}
	if between(e.src, prev.end, u.start) != " " || u.is(fName) || u.verbForm() || !u.noun() || u.hasPOS(lexicon.Adj) || k.claimSays(u) {
		return false
	}
	cv, _ := wordAfter(c.src, int(c.toks[s-1].end))
	if ev, _ := wordAfter(e.src, int(u.end)); cv == "" || cv != ev || !clauseVerbs[cv] && !verb(cv) {
		return false // not the same verb right after: "is" of "target is"
	}
	k.doubt(ConditionDropped, p.span(e.toks[0].start, u.end), "%s says it of %s; the claim says %s",
		k.where, quote(p.text(e.toks[0].start, u.end)), quote(k.claimText(c.toks[0].start, c.toks[s-1].end)))
	return true
}

// subjectRestricted leaves unverified a claim whose subject opens best
// passage p too, where p restricts it by what follows it: "Customers get
// 20% off" against "Customers who sign up get 20% off", "Unemployment is
// 4%" against "Unemployment among young people is 4%", "Users can opt
// out" against "Users in the EU can opt out".
func (k *checker) subjectRestricted(p *Passage) {
	c, e := k.c, p.Text
	if !opensText(c.src, int(c.toks[0].start)) || !opensText(e.src, int(e.toks[0].start)) {
		return
	}
	s := sharedNames(c, e, 1) // the subject's noun, past the names both open with: "unemployment" of "Kel unemployment"
	if s > 0 && (c.toks[s].is(fName) || !c.toks[s].noun() || c.toks[s].verbForm()) {
		return // the names are the subject: "Eric Bana is an ape that …"
	}
	if s+1 >= len(e.toks) || !c.matches(s, &e.toks[s]) {
		return
	}
	gap := between(e.src, e.toks[s].end, e.toks[s+1].start)
	// A place, or a named plan or tier: "Users in the EU", "Admins on the
	// Business plan", "Members of the Gold tier".
	place := gapIs(gap, "in", "in the", "from", "from the", "on", "on the", "at", "at the", "of the") && e.toks[s+1].is(fName) && !k.claimSays(&e.toks[s+1]) && !k.periodWritten(e, &e.toks[s+1])
	with := (gapIs(gap, "with") || strings.HasPrefix(strings.TrimSpace(gap), "with ")) && !k.claimSays(&e.toks[s+1]) // "Employees with five years of service"
	// "Refunds for card payments", "Stays of 3+ nights": what they are for,
	// or a count of what each has.
	kind := (gapIs(gap, "for", "for the") || countOfGap(gap)) && !e.toks[s+1].is(fName) && !k.claimSays(&e.toks[s+1]) && !e.toks[s+1].verbForm()
	if !place && !with && !kind && !gapIs(gap, "who", "that") && (e.toks[s+1].word != "among" || k.claimSays(&e.toks[s+1])) && !k.participleAfter(e, s) {
		return // a relative clause, "among" whom ("Unemployment among young people"), a place ("Users in the EU") or a participle ("Flights cancelled by the airline"); "Fringe premiered" is the verb
	}
	last := s // the clause's words before the claim's next: "who sign up" of "Customers who sign up get"
	for m := s + 1; m < len(e.toks) && m <= s+3 && e.toks[m].seg == e.toks[s+1].seg && !k.claimSays(&e.toks[m]); m++ {
		last = m
	}
	if s+1 < len(c.toks) {
		for m := s + 1; m+1 < len(e.toks); m++ {
			if c.matches(s, &e.toks[m]) && c.matches(s+1, &e.toks[m+1]) {
				return // the passage says the claim's subject again, as the claim does: "while revenue in Germany rose 8%"
			}
		}
		if w, _ := wordAfter(c.src, int(c.toks[s].end)); w == "without" && last == s+1 && privatives[e.toks[last].word] && last+1 < len(e.toks) && c.matches(s+1, &e.toks[last+1]) {
			return // the claim restricts it the same way: "Applicants without a degree" against "Applicants who lack a degree"
		}
	}
	if last > s {
		end := wordEnd(e.src, e.toks[last].end) // "sign up": the particle
		k.doubt(ConditionDropped, p.span(e.toks[0].start, end), "%s says it of %s only; the claim says %s",
			k.where, quote(p.text(e.toks[0].start, end)), quote(k.claimText(c.toks[0].start, c.toks[s].end)))
	}
}

// countOfGap reports whether gap, the text between two words, is "of"
// and a number: "of 3+", "of 10".
func countOfGap(gap string) bool {
	f := strings.Fields(gap)
	return len(f) == 2 && strings.EqualFold(f[0], "of") && f[1][0] >= '0' && f[1][0] <= '9'
}

// periodWritten reports whether passage word u is an identifier of a
// part of a year ("Q3", "H1") that the claim writes as its ordinal: "the
// third quarter".
func (k *checker) periodWritten(e *Text, u *tok) bool {
	c := k.c
	for _, id := range e.idents {
		word, ok := periodLetters[id.prefix]
		if !ok || id.start > u.start || u.end > id.end {
			continue
		}
		for _, n := range c.nums {
			if w, _ := wordAfter(c.src, n.End); n.Kind == numbers.Ordinal && w == word && id.key == id.prefix+n.Value {
				return true
			}
		}
	}
	return false
}

// participleAfter reports whether subject word s of passage text e, at
// its opening, is followed by a past participle and a preposition that
// the claim does not say, before the verb the claim gives its subject:
// "Flights cancelled by the airline are refunded" narrows "Flights are
// refunded". "Sales fell by 5%" has no verb of the claim after "fell".
func (k *checker) participleAfter(e *Text, s int) bool {
	u := &e.toks[s+1]
	if !u.verbForm() || u.is(fName) || e.toks[s].is(fName) || !spacesOnly(between(e.src, e.toks[s].end, u.start)) || !pastForm(u.word) || k.claimSays(u) {
		return false
	}
	if w, _ := wordAfter(e.src, int(u.end)); !participleLinks[w] {
		return false
	}
	c := k.c
	if s+1 >= len(c.toks) {
		return false
	}
	for j := s + 2; j < len(e.toks); j++ {
		if !c.matches(s+1, &e.toks[j]) {
			continue
		}
		// The verb of the subject the participle's phrase runs into:
		// after a form of "be" or a modal, or in the present; no join
		// between ("Exports rose in Orrin and fell in Kessia").
		gap := e.src[u.end:e.toks[j].start]
		if strings.ContainsAny(gap, ",;") || hasWordFold(gap, "and") || hasWordFold(gap, "but") || hasWordFold(gap, "while") || hasWordFold(gap, "or") {
			return false
		}
		if k.claimHasNumberIn(e, u.end, e.toks[j].start) {
			return false // "Children under 5" keeps "Children aged under five"
		}
		w, _ := lastWordBefore(e.src, e.toks[j].start)
		return beForms[w] || modalOrTo[w] || !pastForm(e.toks[j].word)
	}
	return false
}

// participleLinks are the words after a past participle that open what
// it says of its noun: "cancelled by the airline", "placed before noon".
var participleLinks = setOf(`by before after in on at within from through during under for with via online`)

// anotherWords say that a noun names another one of its kind than the
// one at hand: "a previous vote", "the former owner".
var anotherWords = setOf(`previous prior earlier former past preceding`)

// anotherOne leaves unverified an English claim that opens with a noun
// best passage p opens with too, as its word j, right after a word of
// anotherWords the claim does not say: "The vote passed" against "A
// previous vote passed". It reports whether it did.
func (k *checker) anotherOne(p *Passage, j int) bool {
	c, e := k.c, p.Text
	u := &e.toks[j-1]
	if !anotherWords[u.word] || !adjacent(e.src, u.end, e.toks[j].start) || !opensText(e.src, int(u.start)) || k.claimSays(u) || !opensText(c.src, int(c.toks[0].start)) {
		return false
	}
	k.doubt(ConditionDropped, p.span(u.start, e.toks[j].end), "%s says it of %s; the claim says %s",
		k.where, quote(p.text(u.start, e.toks[j].end)), quote(k.claimText(c.toks[0].start, c.toks[0].end)))
	return true
}

// subjectModified leaves unverified a claim that opens with a bare noun
// best passage p opens with too, as its word j, after a word that picks
// out a kind of it the claim drops: "Employees get 25 days of leave"
// against "Full-time employees get 25 days of leave", "Members ship free"
// against "Premium members ship free", "Crime fell 10%" against "Violent
// crime fell 10%", "Net income was $1.2 billion" against "Adjusted net
// income was $1.2 billion". A name before the noun is the
// names check's; "The new policy" names one thing, not a kind.
func (k *checker) subjectModified(p *Passage, j int) {
	c, e := k.c, p.Text
	if c.toks[0].is(fName) && !c.toks[0].is(fParty) || !genericClaim(c.Text) && !measuredChange(c.Text) && !c.hasAmount() || !ownersOnly(c.src[:c.toks[0].start]) && !allOf(c.src[:c.toks[0].start]) || !ownersOnly(e.src[:e.toks[0].start]) {
		return
	}
	for m := j + 1; m < len(e.toks); m++ {
		if c.matches(0, &e.toks[m]) && strings.HasSuffix(strings.TrimSpace(between(e.src, e.toks[m-1].end, e.toks[m].start)), ".") {
			return // a sentence of the passage opens with the noun bare: "… . Refunds take 5 days"
		}
	}
	for pi := range k.ev.Passages {
		if o := k.ev.Passages[pi].Text; o != e && len(o.toks) > 0 && c.matches(0, &o.toks[0]) && k.holdsAll(o) {
			return // another passage opens with it bare and says the rest
		}
	}
	if !k.kindBefore(e, j) {
		return
	}
	k.doubt(ConditionDropped, p.span(e.toks[0].start, e.toks[j].end), "%s says it of %s only; the claim says %s",
		k.where, quote(p.text(e.toks[0].start, e.toks[j].end)), quote(k.claimText(c.toks[0].start, c.toks[0].end)))
}

// holdsAll reports whether text e holds every word of the claim.
func (k *checker) holdsAll(e *Text) bool {
	for i := range k.c.toks {
		if !slices.ContainsFunc(e.toks, func(u tok) bool { return k.c.matches(i, &u) }) {
			return false
		}
	}
	return true
}

// kindBefore reports whether words 0 to j-1 of e, right before its noun
// j, pick out a kind of it the claim does not say: common words joined
// to it ("Premium members", "Full-time employees"), no name, possessive,
// quantifier ("Most members": the quantifier check's) or word of the
// whole ("Total revenue" is the revenue).
func (k *checker) kindBefore(e *Text, j int) bool {
	for m := range j {
		u := &e.toks[m]
		if u.is(fName) && !(m == 0 && u.is(fInitial) && !e.toks[j].is(fName)) || strings.HasPrefix(e.src[u.end:], "'") || strings.HasPrefix(e.src[u.end:], "’") || u.seg != e.toks[j].seg || !adjacent(e.src, u.end, e.toks[m+1].start) && !strings.HasPrefix(e.src[u.end:], "-") || k.claimSays(u) {
			return false
		}
		if _, ok := quantifierLevels[u.word]; ok || wholeWords[u.word] {
			return false
		}
	}
	return true
}

// ownersOnly reports whether s, the text before a subject, is empty or a
// possessive determiner: "Our premium members" speaks of a kind as
// "Premium members" does.
func ownersOnly(s string) bool {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "our", "your", "their":
		return true
	}
	return false
}

// allOf reports whether s, the text before a subject, says all of it:
// "All members", "Every member".
func allOf(s string) bool {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "all", "every", "each", "any", "all of our", "all our":
		return true
	}
	return false
}

// wholeWords say of a noun that it is all of what it names, narrowing
// nothing: "total revenue", "overall attendance".
var wholeWords = setOf(`total overall annual yearly combined aggregate entire whole global worldwide`)

// hasAmount reports whether t has a number that is no date: an amount,
// a share or a count, of the subject as a whole.
func (t *Text) hasAmount() bool {
	for _, n := range t.nums {
		if n.Kind != numbers.Date && !isYearTok(n) {
			return true
		}
	}
	return false
}

// measuredChange reports whether English claim t gives its subject a
// change by its first verb, a direction ("Crime fell 10%", "Sales in
// Kel doubled"): what changed by that much is the subject as a whole,
// not a kind of it.
func measuredChange(t *Text) bool {
	for i := 1; i < len(t.toks) && i <= 4 && t.toks[i].seg == t.toks[0].seg; i++ {
		if w := t.toks[i].word; directionOf(w) != 0 {
			return true
		} else if !t.toks[i].is(fName) && verb(w) {
			return false
		}
	}
	return false
}

// genericClaim reports whether English claim t states what holds of a
// kind, in the present ("Employees get", "Members ship free"), rather
// than what some did ("Activists demonstrated"): its first verb after
// its opening noun is no past form.
func genericClaim(t *Text) bool {
	for i := 1; i < len(t.toks) && t.toks[i].seg == t.toks[0].seg; i++ {
		for _, w := range strings.Fields(strings.ToLower(between(t.src, t.toks[i-1].end, t.toks[i].start))) {
			switch w {
			case "was", "were", "had", "did":
				return false
			case "is", "are", "has", "have", "do", "does", "can", "may", "must", "will", "shall":
				return true
			}
		}
		if w := t.toks[i].word; verb(w) {
			return !pastForm(w)
		}
	}
	return false
}

// wordEnd returns the end of the particle right after byte end of src
// ("up" of "sign up"), or end.
func wordEnd(src string, end int32) int32 {
	if w, j := wordAfter(src, int(end)); particles[w] {
		return int32(j)
	}
	return end
}

// restrictingPreps are the English prepositions whose phrase after a
// noun may pick out some of what it names.
var restrictingPreps = setOf(`from with in under over aged at on`)

// postRestricted reports whether the noun at word j of English passage e
// is restricted by what follows it, a participle ("damage caused by
// negligence", "customers living abroad"), a relative clause ("plans
// that renew monthly"), a phrase of restrictingPreps ("students from
// low-income families") or a count after "of" ("stays of 3+ nights"), with a word the claim does not have, and where
// the restriction ends: at its clause's end or its third word.
func (k *checker) postRestricted(e *Text, j int) (int32, bool) {
	if e.lang != English || j+1 >= len(e.toks) {
		return 0, false
	}
	n := &e.toks[j+1]
	gap := strings.Fields(strings.ToLower(between(e.src, e.toks[j].end, n.start)))
	switch {
	case len(gap) == 0 && n.seg == e.toks[j].seg && (strings.HasSuffix(n.word, "ed") || strings.HasSuffix(n.word, "ing") || pastForm(n.word)) && n.verbForm():
	case len(gap) == 1 && (gap[0] == "that" || gap[0] == "who"):
	case len(gap) == 2 && gap[0] == "of" && n.seg == e.toks[j].seg && (numberRightBefore(e, n.start) >= 0 || gap[1][0] >= '0' && gap[1][0] <= '9'):
		// "stays of 3+ nights", "orders of 10 items": a count of what
		// each has, which ends with its noun.
		if !k.claimSays(n) {
			return n.end, true
		}
		return 0, false
	case len(gap) >= 1 && len(gap) <= 2 && restrictingPreps[gap[0]] && n.seg == e.toks[j].seg && !hasWordFold(k.c.src, gap[0]):
		// "students from low-income families", "staff in the Leeds
		// office", "children under five"; a claim with a phrase of the
		// same preposition ("all roles in Secretary") restricts its noun
		// too, which the other checks compare
	default:
		return 0, false
	}
	last := j + 1
	for m := j + 2; m < len(e.toks) && m <= j+3 && e.toks[m].seg == n.seg; m++ {
		last = m
	}
	for m := j + 1; m <= last; m++ {
		if !k.claimSays(&e.toks[m]) {
			for last > m && k.claimSays(&e.toks[last]) {
				last-- // what the claim says of them: "receive" of "Guests staying 3 nights or more receive"
			}
			return valueEnd(e, last), true
		}
	}
	return 0, false
}

// valueEnd returns where word j of English text t ends with the value
// right after it: with the bound written after its number ("adults aged"
// of "adults aged 60 and older" reaches "older"), or its number or range
// (see valuesAfter).
func valueEnd(t *Text, j int) int32 {
	end := t.toks[j].end
	if n := numberAfter(t, end, func(gap string) bool { return strings.TrimSpace(gap) == "" }); n >= 0 {
		if b, ok := t.boundOf(n); ok && int(b.start) == t.nums[n].Start && len(t.src)-int(b.start) >= len(b.phrase) && strings.EqualFold(t.src[b.start:int(b.start)+len(b.phrase)], b.phrase) {
			return b.start + int32(len(b.phrase)) // "60 and older"
		}
	}
	if v, ok := valuesAfter(t, j); ok {
		return v
	}
	return end
}

// shareBounds are the words that say what share of a kind a claim speaks
// of, written before the kind's noun, with the shares in percent they
// allow: "most respondents" is more than half of them, "few respondents"
// a quarter of them at most.
var shareBounds = []struct {
	words  string
	lo, hi float64 // the share is in (lo, hi], or is hi where lo == hi
}{
	{"the majority of", 50, 100}, {"a majority of", 50, 100}, {"most of the", 50, 100}, {"most of", 50, 100}, {"most", 50, 100},
	{"all of the", 100, 100}, {"all the", 100, 100}, {"all", 100, 100}, {"every", 100, 100},
	{"a minority of", 0, 49.99}, {"few of the", 0, 25}, {"few of", 0, 25}, {"few", 0, 25},
}

// shareWords fails a claim that says what share of a kind ("most
// respondents", "all staff") where the best passage gives the kind's
// share in percent or in words, and it is no such share: "most
// respondents agreed" against "38% of respondents agreed", "all of the
// money" against "two-thirds of the money". The passage's share may be
// said of what the claim says of the kind instead: "Most residents opposed
// the plan" against "29% opposed it". Where the passage gives several, one
// that bears the claim out is enough ("most patients recovered" against
// "40% recovered within a week and 90% within a month").
func (k *checker) shareWords() {
	p := k.englishBest()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	if !c.shares || len(e.nums) == 0 && !hasFractionWord(e.src) {
		return // the common case
	}
	lc := lower(c.src)
	if len(lc) != len(c.src) {
		return
	}
	for i, j := range k.bestAt() {
		if j < 0 {
			continue
		}
		before := lc[max(0, int(c.toks[i].start)-maxShareBytes):c.toks[i].start]
		for _, b := range shareBounds {
			n := len(before) - len(b.words) - 1
			if n < 0 || before[n:n+len(b.words)] != b.words || before[len(before)-1] != ' ' || n > 0 && isASCIILetter(before[n-1]) {
				continue
			}
			// The passage's shares of the kind's word, or else of the
			// words the claim says of the kind in its clause.
			var spans [][2]int32 // the share and its word, as written
			inside, apart := false, -1
			apartWord, apartClaim := -1, -1 // the passage's word of the share apart, and the claim's word it is judged by: the kind's, or its predicate's
			judge := func(j, ci int) {
				lo, hi, text, ok := percentOf(e, j)
				if !ok || strings.Contains(lc, lower(e.src[text[0]:text[1]])) {
					return // none, or one the claim gives too: "all but 40% voted"
				}
				// The claim's share is (b.lo, b.hi], or b.hi; the
				// passage's [lo, hi], or past an end its bound excludes.
				inside = inside || b.lo < lo && hi <= b.hi || b.lo == b.hi && lo == b.hi && hi == b.hi
				if apart < 0 && (hi <= b.lo || lo > b.hi || b.lo == b.hi && hi < b.hi) {
					apart, apartWord, apartClaim = len(spans), j, ci
				}
				spans = append(spans, [2]int32{int32(text[0]), e.toks[j].end})
			}
			if k.speaksOf(k.used[0], j, i) {
				judge(j, i)
			}
			end := c.toks[i].end
			if len(spans) == 0 {
				for h := i + 1; h < len(c.toks) && c.toks[h].seg == c.toks[i].seg; h++ {
					if c.toks[h].dup {
						continue
					}
					n := len(spans)
					for jh := range e.toks {
						if c.matches(h, &e.toks[jh]) {
							judge(jh, h)
						}
					}
					if n == 0 && len(spans) > 0 {
						end = c.toks[h-1].end // "Most surveyed residents" of "… opposed"
					}
				}
			}
			if len(spans) == 0 {
				break
			}
			claim := k.claimText(c.toks[i].start-int32(len(b.words))-1, end)
			switch {
			case inside:
				for h := range c.toks {
					if u := &c.toks[h]; u.start >= c.toks[i].start-int32(len(b.words))-1 && u.end < c.toks[i].start {
						k.numberWords = append(k.numberWords, u.start) // "majority" of "the majority of members" on "58% of members"
					}
				}
			case apart >= 0 && i <= apartClaim && apartClaim <= nounRunEnd(c.Text, i) && k.saidElsewhere(apartClaim, e, apartWord):
				// "Most patients reported mild side effects" against "Most
				// side effects were mild, but 12% of patients reported
				// severe reactions": the passage's share is of another
				// thing said of the kind.
				sp := spans[apart]
				k.doubt(AnchorAbsent, p.span(sp[0], sp[1]), "%s says %q of something else; the claim says %q", k.where, p.text(sp[0], sp[1]), claim)
			case apart >= 0:
				sp := spans[apart]
				k.fail(BoundMismatch, p.span(sp[0], sp[1]), "the claim says %q; %s says %q", claim, k.where, p.text(sp[0], sp[1]))
			default:
				sp := spans[0]
				k.doubt(AnchorAbsent, p.span(sp[0], sp[1]), "%s says %q, which does not prove %q", k.where, p.text(sp[0], sp[1]), claim)
			}
			return
		}
	}
}

// saidElsewhere reports whether a word the claim says after its word i,
// in i's clause, is one that passage e holds only outside the clause of
// its word j, after j: what the claim says of its kind ("reported mild
// side effects") the passage says of another ("Most side effects were
// mild, but 12% of patients reported severe reactions").
func (k *checker) saidElsewhere(i int, e *Text, j int) bool {
	c := k.c
	elsewhere := false
	for h := i + 1; h < len(c.toks) && c.toks[h].seg == c.toks[i].seg; h++ {
		if c.toks[h].dup || c.toks[h].verbForm() {
			continue
		}
		in, out := false, false
		for m := range e.toks {
			if !c.matches(h, &e.toks[m]) {
				continue
			}
			if m > j && e.toks[m].seg == e.toks[j].seg {
				in = true
			} else {
				out = true
			}
		}
		if in {
			return false
		}
		elsewhere = elsewhere || out
	}
	return elsewhere
}

// hasShareWord reports whether English text t has a word that opens an
// entry of shareBounds: "all", "every" and "most" are among its function
// words, "majority" and "minority" among its content words, and "few" is
// read off its text.
func hasShareWord(t *Text) bool {
	for _, f := range t.funcs {
		if f.word == "all" || f.word == "every" || f.word == "most" {
			return true
		}
	}
	for i := range t.toks {
		if w := t.toks[i].word; w == "majority" || w == "minority" {
			return true
		}
	}
	// "few", a stopword, is among neither.
	for at := 0; ; {
		j := strings.Index(t.src[at:], "ew")
		if j < 0 {
			return false
		}
		i := at + j - 1 // where "few" would start
		if i >= 0 && t.src[i]|0x20 == 'f' && (i == 0 || !isASCIILetter(t.src[i-1])) && (i+3 == len(t.src) || !isASCIILetter(t.src[i+3])) {
			return true
		}
		at += j + 2
	}
}

// maxShareBytes bounds how far before its noun a share word is read.
const maxShareBytes = 24

// percentOf returns the share in percent written right before passage
// word j, "38% of respondents", "38 percent of the respondents", "less
// than half of the spectators", as the interval its bound allows, and
// where it starts and ends.
func percentOf(e *Text, j int) (lo, hi float64, at [2]int, ok bool) {
	gap := strings.TrimRight(e.src[:e.toks[j].start], " ")
	for _, w := range []string{" of the", " of"} {
		if len(gap) >= len(w) && strings.EqualFold(gap[len(gap)-len(w):], w) {
			gap = gap[:len(gap)-len(w)]
			break
		}
	}
	gap = strings.TrimRight(gap, " ")
	gapEnd := len(gap)
	for ti, n := range e.nums {
		if n.Kind != numbers.Percent || n.End != gapEnd && !(n.End < gapEnd && strings.TrimSpace(e.src[n.End:gapEnd]) == "") {
			continue
		}
		q, ok := quantityOf(n, false)
		if !ok {
			continue
		}
		lo, hi, at = q.lo, q.hi, [2]int{n.Start, n.End}
		if b, ok := e.boundOf(ti); ok && !b.pair {
			// "less than half": [0, 50), read as at most 50 less a
			// little; "more than 50%": above 50.
			const little = 1e-9
			if b.dir > 0 {
				hi = 100
				if b.strict {
					lo += little
				}
			} else {
				lo = 0
				if b.strict {
					hi -= little
				}
			}
			at[0] = int(b.start)
		}
		return lo, hi, at, true
	}
	if pct, start, ok := fractionBefore(e.src, gapEnd); ok {
		return pct, pct, [2]int{start, gapEnd}, true // "two-thirds of the money"
	}
	return 0, 0, [2]int{}, false
}

// fractionBefore returns the part of a whole, in percent, that English
// src writes in words right before byte end ("two-thirds", "a third",
// "three quarters"), and where it starts.
func fractionBefore(src string, end int) (float64, int, bool) {
	w, i := lastWordBefore(src, int32(end))
	if i+len(w) != end {
		return 0, 0, false
	}
	d, ok := fractionParts[w]
	if !ok {
		return 0, 0, false
	}
	num := 1.0
	pw, pj := lastWordBefore(src, int32(i))
	if v, ok := unitWords[pw]; ok && v > 0 {
		num = float64(v) // "two-thirds", "three quarters"
	} else if pw != "a" && w != "half" {
		return 0, 0, false // "the third quarter" counts no part
	}
	if pw == "" {
		pj = i
	}
	return 100 * num / d, pj, num < d
}

// fractionParts are the words of a part of a whole, by their
// denominator: those of denominators, and thirds, which a share compares
// well enough ("two-thirds of the money" is no "all").
var fractionParts = func() map[string]float64 {
	m := map[string]float64{"third": 3, "thirds": 3}
	for w, d := range denominators {
		m[w] = float64(d)
	}
	return m
}()

// hasFractionWord reports whether src may have a word of fractionParts.
func hasFractionWord(src string) bool {
	for _, w := range [...]string{"half", "third", "quarter", "fifth", "eighth", "tenth"} {
		if strings.Contains(src, w) {
			return true
		}
	}
	return false
}

// universalBefore reports whether a universal word stands before word j of t.
func universalBefore(t *Text, j int) bool {
	for _, f := range t.funcs {
		if f.at == j && universals[f.word] {
			return true
		}
	}
	return false
}

// beforeNumber reports whether a number of t starts right after byte end.
func beforeNumber(t *Text, end int32) bool {
	for _, n := range t.nums {
		if n.Start >= int(end) && n.Start <= int(end)+3 {
			return true
		}
	}
	return false
}

// sameStem reports whether negation words a and b, as written, are forms
// of one word: "denied" and "denies", "turned down" and "turns down".
func sameStem(a, b string) bool {
	if strings.EqualFold(a, b) {
		return true
	}
	aw, bw := strings.Fields(strings.ToLower(a)), strings.Fields(strings.ToLower(b))
	if len(aw) != len(bw) {
		return false
	}
	for i := range aw {
		if stemOf(aw[i], English) != stemOf(bw[i], English) {
			return false
		}
	}
	return true
}

// mirrored reports whether word w, which negation cue of text own
// negates, stands in text o shortly before a negation of o, in the clause
// of the words it negates, one of the two negations being of a passive:
// "The motion to dismiss was denied" against "denied the motion", "Water
// damage is not covered" against "does not cover water damage", "The
// board rejected the offer" against "The offer was rejected by the
// board". The words are said the other way round, not the other way.
func mirrored(o *Text, w string, own *Text, cue string) bool {
	return deniedSubject(o, w, own, cue, "")
}

// negatedWord returns the first word negation cue of t governs, or "".
func negatedWord(t *Text, cue string) string {
	for _, q := range t.cues {
		if q.class == cueNeg && q.word == cue && q.from < q.to && q.from < len(t.toks) {
			return t.toks[q.from].word
		}
	}
	return ""
}

// alignedSubjectDenied reports whether the best passage's word that claim
// word w, which the claim negates, is matched to stands shortly before
// the passage's negation cue, in the clause of the words it negates: the
// subject of the passage's denial ("Survival did not differ"), where the
// claim denies its own verb of it ("did not improve survival").
func (k *checker) alignedSubjectDenied(w, cue string) bool {
	e := k.best().Text
	if e.lang != English || verbForm(w) {
		return false
	}
	at := k.bestAt()
	for i := range k.c.toks {
		j := at[i]
		if k.c.toks[i].word != w || j < 0 || !k.c.toks[i].negated() {
			continue
		}
		for _, q := range e.cues {
			if q.class != cueNeg || !strings.EqualFold(q.word, cue) || q.at <= j || q.at-j > maxPassiveGap || q.from >= len(e.toks) {
				continue
			}
			if e.toks[q.from].seg == e.toks[j].seg {
				return true
			}
		}
	}
	return false
}

// deniedSubject reports whether word w, which negation cue of text own
// negates, stands in text o shortly before negation ocue of o, in the
// clause of the words it negates; with ocue "", before any negation of o,
// one of the two negations being of a passive (mirrored).
func deniedSubject(o *Text, w string, own *Text, cue, ocue string) bool {
	passives := ocue == ""
	if o.lang != English || verbForm(w) {
		return false // a subject is no verb: "is issued without a fee"
	}
	ownPassive := !passives
	for _, q := range own.cues {
		if ownPassive {
			break
		}
		if q.class == cueNeg && q.word == cue && passive(own, q) {
			ownPassive = true
		}
	}
	for _, q := range o.cues {
		if q.class != cueNeg || q.at == 0 || q.at > len(o.toks) || !ownPassive && !passive(o, q) || !passives && !strings.EqualFold(q.word, ocue) {
			continue
		}
		seg := o.toks[q.at-1].seg
		if q.from < len(o.toks) {
			seg = o.toks[q.from].seg // the clause of the words the cue governs
		}
		ws := stemOf(w, o.lang) // "tenants" of "not allowed for tenants" is the "tenant" of "The tenant may not"
		for i := max(0, q.at-maxPassiveGap); i < q.at; i++ {
			if (o.toks[i].word == w || o.toks[i].stem == ws) && o.toks[i].seg == seg {
				return true
			}
		}
	}
	return false
}

// waivedAfters are what follows a noun that is waived: "the fee is
// waived".
var waivedAfters = []string{" is waived", " are waived", " was waived", " were waived", " will be waived", " be waived"}

// endedAfters are what follows a noun that ends or is given up:
// "support for Windows 7 ends", "the plan was discontinued".
var endedAfters = []string{" ends", " ended", " will end", " is discontinued", " was discontinued", " will be discontinued",
	" is dropped", " was dropped", " will be dropped", " is removed", " was removed", " will be removed", " ceases", " ceased", " will cease"}

// maxWaivedGap is how far, in bytes, "is waived" may follow its noun:
// past a phrase of its own ("the fee at Orrin Bank is waived").
const maxWaivedGap = 30

// deniedBy reports whether the side that does not negate in flip f, t,
// denies word f.word in a predicate after it, which the other side's
// denial says: "The monthly fee is waived" for "There is no monthly fee";
// "Support for Windows 7 ends" for "drops support for Windows 7", a verb
// that gives up or ends what it governs.
func deniedBy(t *Text, f flip, cue string, neg *Text) bool {
	if waived(t, f.word, waivedAfters) {
		return true
	}
	c := strings.ToLower(cue)
	return (abandonVerbs[c] || stopVerbs[c] || c == "no" && noLonger(neg)) && waived(t, f.word, endedAfters)
}

// waiverWords open the case a waiver holds in: "waived with a balance of
// $1,500", "waived for students".
var waiverWords = setOf(`for with if when on after until once provided where while during at upon unless`)

// waiverCondition returns the byte range of the case that a waiver of
// word w in English text t holds in, after "waived" ("with a balance of
// $1,500"), where the claim holds no word of the case.
func (k *checker) waiverCondition(t *Text, w string) (int32, int32, bool) {
	ws := stemOf(w, t.lang)
	for i := range t.toks {
		if t.toks[i].word != w && t.toks[i].stem != ws {
			continue
		}
		end, ok := waivedAt(t, i, waivedAfters)
		if !ok {
			continue
		}
		cw, _ := wordAfter(t.src, int(end))
		if !waiverWords[cw] {
			continue
		}
		start := int32(skipSpace(t.src, int(end)))
		stop := int32(len(t.src))
		if x := strings.IndexByte(t.src[start:], ';'); x >= 0 {
			stop = start + int32(x)
		}
		if x := sentenceStop(t.src[start:stop]); x >= 0 {
			stop = start + int32(x)
		}
		if slices.ContainsFunc(k.bestAt(), func(j int) bool { return j >= 0 && t.toks[j].start > start && t.toks[j].end <= stop }) {
			continue // "if the balance stays above $1,500", which the claim says too
		}
		return start, stop, true
	}
	return 0, 0, false
}

// sentenceStop returns where a full stop or a comma that ends a clause
// stands in s, not one inside a number ("$1,500", "2.5"), or -1.
func sentenceStop(s string) int {
	for i := 0; i < len(s); i++ {
		if (s[i] == '.' || s[i] == ',') && !(i > 0 && i+1 < len(s) && isDigitByte(s[i-1]) && isDigitByte(s[i+1])) {
			return i
		}
	}
	return -1
}

// noLonger reports whether English text t says "no longer": what it
// denies has ended, as "support was dropped" says.
func noLonger(t *Text) bool {
	for i := range t.cues {
		if q := &t.cues[i]; q.word == "no" {
			if w, _ := wordAfter(t.src, int(q.end)); w == "longer" {
				return true
			}
		}
	}
	return false
}

func waived(t *Text, w string, afters []string) bool {
	if t.lang != English {
		return false
	}
	ws := stemOf(w, t.lang)
	for i := range t.toks {
		if t.toks[i].word != w && t.toks[i].stem != ws {
			continue
		}
		if _, ok := waivedAt(t, i, afters); ok {
			return true
		}
	}
	return false
}

// waivedAt returns the end of a phrase of afters that follows word i of
// English text t, past the words right after it, in its clause: "is
// waived" of "the monthly fee at Orrin Bank is waived".
func waivedAt(t *Text, i int, afters []string) (int32, bool) {
	j := i
	for j+1 < len(t.toks) && j-i < 3 && adjacent(t.src, t.toks[j].end, t.toks[j+1].start) {
		j++
	}
	rest := t.src[t.toks[j].end:]
	if len(afters) > 0 && afters[0] == waivedAfters[0] {
		// The participle right after the noun, or after a comma that
		// ends its clause: "a 2% entry fee, waived for existing
		// investors", "A booking fee of $3 applies, waived for students".
		if strings.HasPrefix(rest, " waived") {
			return t.toks[j].end + int32(len(" waived")), true
		}
		if i := strings.Index(rest, ", waived"); i >= 0 && i <= maxWaivedGap && clauseEnd(rest) == i {
			return t.toks[j].end + int32(i+len(", waived")), true
		}
	}
	if i := clauseEnd(rest); i >= 0 {
		rest = rest[:i]
	}
	for _, a := range afters {
		if i := strings.Index(rest, a); i >= 0 && i <= maxWaivedGap {
			return t.toks[j].end + int32(i+len(a)), true
		}
	}
	return 0, false
}

// endedAffirmed fails an English claim without a negation whose verb the
// best passage gives as a noun that has ended or been given up: "Python
// 3.8 is supported" against "Support for Python 3.8 was dropped", "The
// service is offered" against "The offer was discontinued".
func (k *checker) endedAffirmed() {
	p, at := k.englishAt()
	if p == nil || len(k.c.cues) > 0 {
		return
	}
	c, e := k.c, p.Text
	for i, j := range at {
		if j < 0 || !c.toks[i].verbForm() || c.toks[i].word == e.toks[j].word || e.toks[j].verbForm() || !e.toks[j].noun() {
			continue // the claim's verb, "supported", as the passage's noun, "Support"
		}
		if end, ok := waivedAt(e, j, endedAfters); ok {
			k.fail(NegationMismatch, p.span(e.toks[j].start, end), "%s says %s; the claim says %s", k.where,
				quote(p.text(e.toks[j].start, end)), quote(k.claimText(c.toks[i].start, c.toks[i].end)))
			return
		}
	}
}

// capVerbs are the English words that cap what they say of: "capped
// at", "limited to", "a maximum of".
var capVerbs = setOf(`cap caps capped limit limits limited maximum`)

// capOfExceed reports whether English text neg denies that a thing
// exceeds another where other, which denies nothing, caps it: "shall not
// exceed the fees paid" and "is capped at the fees paid".
func capOfExceed(neg, other *Text) bool {
	if neg.lang != English || firstNegation(other) != "" {
		return false
	}
	exceeds := slices.ContainsFunc(neg.cues, func(q cueAt) bool {
		return q.class == cueNeg && q.from < q.to && q.from < len(neg.toks) && exceedWords[neg.toks[q.from].word]
	})
	return exceeds && slices.ContainsFunc(other.toks, func(u tok) bool { return capVerbs[u.word] })
}

// clauseEnd returns where the first comma, semicolon, colon or full
// stop of s is, a point between digits ("Python 3.8") being none; -1 if
// there is none.
func clauseEnd(s string) int {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case ',', ';', ':':
			return i
		case '.':
			if i == 0 || i+1 >= len(s) || !isDigitByte(s[i-1]) || !isDigitByte(s[i+1]) {
				return i
			}
		}
	}
	return -1
}

// passive reports whether negation q of o is of a verb in the passive or
// of what "be" says of its subject: a form of "be" right before it, and a
// participle that is the cue itself or the first word it governs ("was
// denied", "is not covered"), or "not" ("is not suitable for children");
// or "not be" before a participle ("will not be paid").
func passive(o *Text, q cueAt) bool {
	participle := func(w string) bool {
		return (strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "en") || strings.HasSuffix(w, "id")) && verbForm(w)
	}
	if !beBefore(o.src, q.start) {
		// "will not be paid": the "be" after the negation.
		w, _ := wordAfter(o.src, int(q.end))
		return strings.EqualFold(q.word, "not") && w == "be" && q.from < len(o.toks) && participle(o.toks[q.from].word)
	}
	if strings.EqualFold(q.word, "not") {
		return true
	}
	return participle(strings.ToLower(q.word)) || q.from < len(o.toks) && participle(o.toks[q.from].word)
}

var beForms = setOf(`is are was were be been being`)

// doneAgain leaves unverified an English claim verb, dated, that the best
// passage has with "re" before it, done again: "The bridge was built in
// 1900" against "rebuilt in 1900", "was released in 2001" against "was
// re-released in 2001". What was done again was first done before, at
// another time.
func (k *checker) doneAgain() {
	p := k.englishBest()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	for j := range e.toks {
		u := &e.toks[j]
		if len(u.word) < 2 || u.word[0] != 'r' || u.word[1] != 'e' {
			continue // the common case
		}
		from, again := u.start, u
		if slices.ContainsFunc(c.toks, func(t tok) bool { return t.word == u.word }) {
			continue // the claim says it again too: "rebuilt in 1900 and built in 1850"
		}
		if u.word == "re" {
			// "re-released": the matcher reads "released" as the claim's word.
			if j+1 == len(e.toks) || between(e.src, u.end, e.toks[j+1].start) != "-" || hasWordFold(c.src, "re") {
				continue
			}
			again = &e.toks[j+1]
		}
		for i := range c.toks {
			t := &c.toks[i]
			if (again == u && u.word[2:] != t.word || again != u && again.stem != t.stem) || !t.verbForm() || k.datingNumber(i) == nil {
				continue // "was elected" holds of "was reelected"; "was elected in 2010" dates the first
			}
			k.doubt(WordsMissing, p.span(from, again.end), "%s says %s; the claim says %s", k.where, quote(p.text(from, again.end)), quote(k.claimText(t.start, t.end)))
			return
		}
	}
}

// maxPassiveGap is the most words a passive's subject stands before its
// verb: "The motion to dismiss was denied".
const maxPassiveGap = 4

// bestAt returns, for each claim token, the word of the best passage it
// matches; -1 for none.
func (k *checker) bestAt() []int { return k.at[k.used[0]] }

// generalPlural reports whether word i of English text t is a plural
// said of its kind as a whole, or opens the run of nouns one is the last
// of: the subject that opens the text ("Smokers develop the disease",
// "Side effects were mild", "The stores open") or the people a thing is
// for or among ("suitable for retirees"); not an object ("sells shoes"
// is said of "some shoes"), nor what else follows "for" ("nominated for
// awards").
func generalPlural(t *Text, i int) bool {
	h := i
	if i == 0 {
		h = pluralHead(t, i) // "Side effects"
	}
	w := t.toks[h].word
	if len(w) < 4 || w[len(w)-1] != 's' || t.toks[h].is(fName) && !t.toks[h].is(fParty) || !noun(w) {
		return false // a party's word in the plural is said of its kind: "Customers"
	}
	if start := nameStart(t, i); i == 0 || start == t.toks[0].start {
		lead := strings.TrimSpace(t.src[:start])
		return lead == "" || strings.EqualFold(lead, "the") // "Smokers", "Velmora orders", "The stores"
	}
	switch prev, _ := lastWordBefore(t.src, t.toks[i].start); prev {
	case "for", "among", "to":
		return t.toks[i-1].end < t.toks[i].start-int32(len(prev)) && isA(w, "person")
	}
	return false
}

// quantifierLevels rank the words that say how many of a kind a text
// speaks of, from few to all. "a few" is some; "few" alone denies most.
var quantifierLevels = map[string]int{"few": 1, "minority": 1, "some": 2, "several": 2, "many": 3, "most": 4, "majority": 4, "all": 5, "every": 5, "each": 5, "both": 5}

// partCount reports whether w is a count in words that, before "of",
// says some of a kind: "one of the drugs".
func partCount(w string) bool { return unitWords[w] > 0 }

// quantifierBefore returns the level and the words of the quantifier of
// text t written right before byte start, past "of" or "of the" ("most of
// the patients", "one of the drugs"), and where it starts; 0 if there is
// none.
func quantifierBefore(t *Text, start int32) (int, int) {
	w, j := lastWordBefore(t.src, start)
	if partCount(w) {
		if prev, i := lastWordBefore(t.src, int32(j)); prev == "the" {
			w, j = prev, i // "one of the two drugs"
		}
	}
	if w == "the" {
		w, j = lastWordBefore(t.src, int32(j))
	}
	partitive := w == "of"
	if partitive {
		w, j = lastWordBefore(t.src, int32(j))
	}
	level, ok := quantifierLevels[w]
	if !ok && partitive && partCount(w) {
		// "one of the drugs", "two of the sites": some of them
		if prev, i := lastWordBefore(t.src, int32(j)); prev == "only" {
			return 2, i
		}
		return 2, j
	}
	if !ok {
		return 0, 0
	}
	switch prev, i := lastWordBefore(t.src, int32(j)); {
	case w == "few" && prev == "a":
		return 2, i // "a few"
	case w == "many" && prev == "not":
		return 1, i // "not many": few
	case w == "most" && prev == "the":
		return 0, 0 // "the most common": a superlative
	}
	return level, j
}

// quantifierHeld reports whether claim token i is a quantifier the
// best passage holds by a stronger one before the same word: "many" of
// "many patients" against "most patients".
func (k *checker) quantifierHeld(i int) bool {
	c := k.c
	qc, ok := quantifierLevels[c.toks[i].word]
	if !ok || qc < 2 || i+1 >= len(c.toks) || len(k.used) == 0 || !k.best().Text.hasQuantifier() {
		return false
	}
	if q, _ := quantifierBefore(c.Text, c.toks[i+1].start); q != qc {
		return false // not before the next word
	}
	j := k.at[k.used[0]][i+1]
	if j < 0 {
		return false
	}
	qe, _ := quantifierBefore(k.best().Text, k.best().Text.toks[j].start)
	return qe > qc
}

// quantifiers compares what share of a kind the claim and the best
// passage speak of, where both say it of the same word: "few patients"
// against "most patients" fails, as "most" against "few"; "most patients"
// against "some patients" is not proven. A claim that says it of fewer
// ("some" against "most") stands.
func (k *checker) quantifiers() {
	p := k.englishBest()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	if len(e.nums) > 0 && k.allOfCount() {
		return
	}
	quants := c.hasQuantifier()
	if !e.hasQuantifier() && !(quants && hasSpaced(e.src, " of the ")) {
		return // the common case; but "one of the drugs" is some of them
	}
	for i, j := range k.bestAt() {
		if j < 0 {
			continue
		}
		if c.toks[i].dup {
			continue
		}
		qc, cs := 0, 0
		if quants {
			qc, cs = quantifierBefore(c.Text, c.toks[i].start)
		}
		if qc == 0 {
			qe, es := quantifierBefore(e, e.toks[j].start)
			if qe == 0 && generalPlural(c.Text, i) {
				qe, es = quantifierBefore(e, nameStart(e, j)) // "most Velmora orders"
			}
			if qe == 1 || qe >= 2 && qe <= 4 && generalPlural(c.Text, i) {
				// "patients recovered" against "few patients recovered";
				// "Smokers develop the disease" against "some smokers"
				end := pluralEnd(e, j)
				k.doubt(ConditionDropped, p.span(int32(es), end), "%s says it of %s", k.where, quote(p.text(int32(es), end)))
				return
			}
			continue
		}
		qe, es := quantifierBefore(e, e.toks[j].start)
		if qe == 0 {
			qe, es = quantifierBefore(e, nameStart(e, j)) // "one of the Orrin vaccines"
		}
		if qe == qc || qe == 0 && qc != 1 {
			continue
		}
		if qe == 0 {
			es = int(e.toks[j].start) // "few patients" against "patients"
		}
		end := pluralEnd(e, j)
		ctext, etext := k.claimText(int32(cs), pluralEnd(c.Text, i)), p.text(int32(es), end)
		switch {
		case qc == 1 && qe >= 3 || qe == 1 && qc >= 3:
			k.fail(AntonymMismatch, p.span(int32(es), end), "%s says %s; the claim says %s", k.where, quote(etext), quote(ctext))
			return
		case qe == 0:
			k.doubt(ConditionDropped, p.span(int32(es), end), "the claim says %s; %s says %s", quote(ctext), k.where, quote(etext))
			return
		case qc > qe:
			k.doubt(ConditionDropped, p.span(int32(es), end), "%s says it of %s; the claim says %s", k.where, quote(etext), quote(ctext))
			return
		}
	}
}

// pluralHead returns word j of t, or the last of the run of nouns it
// opens if it is no plural itself: "effects" of "side effects".
func pluralHead(t *Text, j int) int {
	if strings.HasSuffix(t.toks[j].word, "s") {
		return j
	}
	return nounRunEnd(t, j)
}

// pluralEnd returns where pluralHead of word j of t ends.
func pluralEnd(t *Text, j int) int32 { return t.toks[pluralHead(t, j)].end }

// frequencyLevels are the English adverbs of how often, by level, as
// quantifierLevels are of how many.
var frequencyLevels = map[string]int{"rarely": 1, "seldom": 1, "sometimes": 2, "occasionally": 2, "often": 3,
	"frequently": 3, "usually": 4, "generally": 4, "typically": 4, "normally": 4, "mostly": 4, "always": 5}

// frequencyAt returns the level of the adverb of frequencyLevels in
// English text t, if it has one only, the index of the word after it
// ("wins" of "always wins", "time" of "usually on time"), and where the
// adverb starts; 0 if it has none or more than one.
func frequencyAt(t *Text) (level, next, at int) {
	for i := range t.toks {
		l := frequencyLevels[t.toks[i].word]
		if l == 0 {
			continue
		}
		if b, _ := lastWordBefore(t.src, t.toks[i].start); level > 0 || i+1 == len(t.toks) || b == "least" || b == "less" || b == "most" || b == "more" {
			return 0, 0, 0 // "the least frequently used" is no level of its own
		}
		level, next, at = l, i+1, int(t.toks[i].start)
	}
	return level, next, at
}

// frequencies compares how often the claim and the best passage say a
// thing happens, where both say it right before the same word: "The bus
// is usually on time" against "The bus is rarely on time" fails, as
// "rarely" against "usually"; "always" against "often" is not proven. A
// claim that says it less often ("often" against "always") stands.
func (k *checker) frequencies() {
	p := k.englishBest()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	lc, ic, cs := frequencyAt(c.Text)
	if lc == 0 {
		return // the common case
	}
	le, je, es := frequencyAt(e)
	if le == 0 || le == lc || !c.matches(ic, &e.toks[je]) {
		return
	}
	ctext, etext := k.claimText(int32(cs), c.toks[ic].end), p.text(int32(es), e.toks[je].end)
	switch {
	case lc <= 1 && le >= 3 || le <= 1 && lc >= 3:
		k.fail(AntonymMismatch, p.span(int32(es), e.toks[je].end), "%s says %s; the claim says %s", k.where, quote(etext), quote(ctext))
	case lc > le:
		k.doubt(ConditionDropped, p.span(int32(es), e.toks[je].end), "%s says %s; the claim says %s", k.where, quote(etext), quote(ctext))
	}
}

// allOfCount leaves unverified a claim that says "all" or "every" of
// what the best passage counts: "approved in all EU countries" against
// "approved in 12 EU countries". It reports whether it did.
func (k *checker) allOfCount() bool {
	c, p := k.c, k.best()
	e := p.Text
	at := k.at[k.used[0]]
	for n, tn := range e.nums {
		if tn.Kind != numbers.Integer || isYearTok(tn) {
			continue
		}
		j := tokenAfter(e, tn.End)
		if j < 0 {
			continue
		}
		i := slices.Index(at, j)
		if i <= 0 {
			continue // none; a subject the passage counts is subjectNarrowed's
		}
		q, cs := quantifierBefore(c.Text, c.toks[i].start)
		if q != 5 || strings.HasPrefix(c.src[cs:], "each") || k.claimHasNumberIn(e, int32(tn.Start), int32(tn.End)) {
			continue
		}
		if q, _ := quantifierBefore(e, int32(tn.Start)); q == 5 {
			continue // "all 40 branches"
		}
		end, cend := e.toks[j].end, c.toks[i].end
		if i+1 < len(at) && at[i+1] == j+1 && adjacent(e.src, e.toks[j].end, e.toks[j+1].start) && adjacent(c.src, c.toks[i].end, c.toks[i+1].start) {
			end, cend = e.toks[j+1].end, c.toks[i+1].end // "12 EU countries", not "12 EU"
		}
		k.doubt(ConditionDropped, p.span(int32(e.nums[n].Start), end), "%s says it of %s; the claim says %s", k.where,
			quote(p.text(int32(e.nums[n].Start), end)), quote(k.claimText(int32(cs), cend)))
		return true
	}
	return false
}

// intentionWords say, before "to" and a verb, that the verb is meant or
// expected, not done: "plans to hire", "is expected to close", "was
// supposed to open". ("due to" also gives causes, and counts only before
// "be": "is due to be completed"; "going to" only after a form of "be".)
var intentionWords = setOf(`plan plans planned planning intend intends intended intending expect expects expected expecting
aim aims aimed aiming hope hopes hoped hoping propose proposes proposed proposing seek seeks sought seeking
want wants wanted wanting scheduled likely poised promise promises promised promising threaten threatens threatened
supposed meant slated set offered invited asked designed agree agrees agreed agreeing try tries tried trying
attempt attempts attempted attempting bid bids effort efforts talks option options right`)

// intentionBefore returns the start of the intention word and "to" right
// before byte start of t ("plans to", "expected to be", "expects to
// become"), or -1. With
// verbAfter, the word at start is read as a verb, so that "due to" counts
// before it ("due to close", not "due to rain").
func intentionBefore(t *Text, start int32, verbAfter bool) int {
	w, j := lastWordBefore(t.src, start)
	if gerundIntentions[w] && gerundAt(t.src, int(start)) {
		return j // "considered raising rates"
	}
	if allegedWords[w] && verbAfter {
		return j // "allegedly embezzled"
	}
	if beliefStates[w] {
		if b, _ := lastWordBefore(t.src, int32(j)); beForms[b] || beliefAdverbs[b] || strings.HasSuffix(strings.TrimRight(t.src[:j], " "), ",") {
			return j // "once thought extinct", "was presumed lost"
		}
	}
	if beForms[w] || auxiliaries[w] {
		if a, b := lastWordBefore(t.src, int32(j)); allegedWords[a] && verbAfter {
			return b // "allegedly was paid"
		}
	}
	if w == "next" || w == "new" {
		w, j = lastWordBefore(t.src, int32(j)) // "rumored to be the next chief executive"
	}
	if w == "the" || w == "a" || w == "an" {
		w, j = lastWordBefore(t.src, int32(j)) // "going to be the host"
	}
	passive := false
	for n := 0; n < 2 && (w == "be" || w == "have" || w == "been" || w == "become"); n++ {
		w, j = lastWordBefore(t.src, int32(j)) // "expected to be completed", "to have closed"
		passive = true
	}
	if (w == "would" || w == "will") && !passive {
		if !t.mayHave(wcSpeaker) {
			return -1
		}
		return reportedOf(t.src, j) // "said she would resign", "hopes revenue will double"
	}
	if w != "to" {
		if verbAfter && !passive {
			return mandateOf(t.src, j, w) // "recommended that shareholders approve"
		}
		return -1
	}
	w, j = lastWordBefore(t.src, int32(j))
	if b := expectsOf(t.src, j, w); b >= 0 {
		return b // "Analysts expect the company to cut"
	}
	switch {
	case intentionWords[w]:
	case beliefWords[w] && beBefore(t.src, int32(j)):
	case w == "due" && (passive || verbAfter):
	case w == "going":
		if b, _ := lastWordBefore(t.src, int32(j)); !beForms[b] {
			return -1
		}
	default:
		return -1
	}
	return j
}

// deniedAdjunct returns the phrase of a content word of the claim after a
// preposition that stands after flip f's word, in the clause of the
// claim's negation, and that no chosen passage holds ("on an empty
// stomach" of "should not be taken on an empty stomach"),
// and whether there is one: the claim may deny that, not what the
// passages say. Only "not" and "never" are read so; a lexical denial
// ("refused to play") denies its verb. A word with a number is the number
// checks'.
func (k *checker) deniedAdjunct(f flip) (string, bool) {
	c := k.c
	if f.cue != "not" && f.cue != "never" {
		return "", false // "refused to play", "failed to be recorded": the verb's own denial
	}
	for _, q := range c.cues {
		if q.class != cueNeg || q.word != f.cue {
			continue
		}
		at := -1
		for i := q.from; i < q.to && i < len(c.toks); i++ {
			if c.toks[i].word == f.word {
				at = i
				break
			}
		}
		if at < 0 {
			continue
		}
		for i := at + 1; i < len(c.toks) && c.toks[i].seg == c.toks[at].seg; i++ {
			t := &c.toks[i]
			if !t.counted() || !t.is(fAfterPrep) || k.covered(i) || k.saidOtherwise(i, new(int)) || c.numberIn(c.toks[at].end, t.end) {
				continue
			}
			w, from := lastWordBefore(c.src, t.start)
			if universals[w] {
				continue // "not sold in any country" denies it everywhere
			}
			for articles[w] {
				w, from = lastWordBefore(c.src, int32(from))
			}
			return k.claimText(int32(from), c.toks[nounRunEnd(c.Text, i)].end), true // "on an empty stomach"
		}
	}
	return "", false
}

// allegedWords are the English adverbs that, before a verb, give it as
// said, not shown: "allegedly embezzled", "reportedly resigned".
var allegedWords = setOf(`allegedly reportedly purportedly supposedly reputedly`)

// beliefWords are the English participles that, after a form of "be"
// and before "to", give what follows as believed or said, not shown:
// "was thought to lower blood pressure", "is said to be the oldest".
var beliefWords = setOf(`thought believed said rumoured rumored reputed alleged claimed presumed assumed understood
reported considered`)

// beliefStates are the beliefWords that, as participles right before a
// word, give what it says as believed, not shown: "once thought extinct",
// "was presumed lost", "is considered safe". They are read so after a
// form of "be", a word of beliefAdverbs or a comma; "The board considered
// new options" considers.
var beliefStates = setOf(`thought believed presumed assumed feared considered rumoured rumored reputed`)

// beliefAdverbs are the English adverbs before a participle of
// beliefStates: "once thought extinct", "widely believed lost".
var beliefAdverbs = setOf(`once long widely generally commonly still`)

// gerundIntentions are the English words that, before a verb in -ing,
// give it as weighed, not done: "considered raising rates", "is
// exploring selling the unit".
var gerundIntentions = setOf(`consider considers considered considering weigh weighs weighed weighing
contemplate contemplates contemplated contemplating explore explores explored exploring discuss discusses discussed
discussing`)

// gerundAt reports whether the word at byte at of src ends in "ing".
func gerundAt(src string, at int) bool {
	w, _ := wordAt(src, at)
	return len(w) > 4 && strings.HasSuffix(w, "ing")
}

// objectIntentions are the intentionWords that take an object before
// "to": "expect the company to cut", "want the board to approve".
var objectIntentions = union(expectWords, askWords)

// expectWords are the objectIntentions that expect: "expect the company
// to cut"; askWords those that ask: "urged members to accept".
var (
	expectWords = setOf(`expect expects expected expecting want wants wanted wanting`)
	askWords    = setOf(`urge urges urged urging ask asks asked asking advise advises advised advising encourage encourages encouraged encouraging`)
)

// reportWords are the English verbs that, before a clause with "would"
// or "will", report it as said, hoped or foreseen, not done: "said she
// would resign", "hopes revenue will double".
var reportWords = setOf(`said says announced stated promised pledged vowed told insisted claimed claims suggested
suggests indicated hope hopes hoped expect expects expected predict predicts predicted forecast forecasts believe
believes believed think thinks thought`)

// claimWords are the English verbs that give the clause after them as
// claimed or believed, not shown: "Critics claim the drug cures cancer",
// "accused the minister of lying".
var claimWords = setOf(`claim claims claimed allege alleges alleged believe believes believed suspect suspects suspected
fear fears feared speculate speculates speculated hope hopes hoped suggest suggests suggested accuse accuses accused accusing`)

// claimedOf returns the start of a word of claimWords before the word at
// byte start of src, past an optional "that" and a subject of at most
// three words, at least one of them no article ("claim the drug cures"; not
// "claimed the title"), or of a "whether" before such a subject
// ("investigating whether the company broke"), or -1.
func claimedOf(src string, start int32) int {
	return speakerBefore(src, start, claimWords, true)
}

// speakerBefore returns the start of a word of words that stands before
// byte start of src past an optional "that" and a subject of at most
// three words, no verb among them and at least one of them no article
// ("claim the drug", "said that the board"), or, with whether, of a
// "whether" before such a subject; or -1.
func speakerBefore(src string, start int32, words map[string]bool, whether bool) int {
	w, j := lastWordBefore(src, start)
	word := start                // where the word after the subject starts
	subject, one := false, false // one: the subject opens with "a" or "an"
	for n := 0; n < 4 && w != ""; n++ {
		switch {
		case words[w]:
			if !subject {
				return -1
			}
			if at, _ := wordAt(src, int(word)); one && !finiteAfterOne(at) {
				return -1 // "claim a full refund": the object of the verb, no clause
			}
			return j
		case w == "a" || w == "an":
			one = true
		case whether && w == "whether" && subject:
			return j // "investigating whether the company broke the law"
		case w == "that":
			subject = true
		case !articles[w]:
			if verbForm(w) && !noun(w) || modalOrTo[w] || hasClauseMark(src[j:start]) {
				return -1
			}
			subject = true
		}
		start = int32(j)
		w, j = lastWordBefore(src, start)
	}
	return -1
}

// finiteAfterOne reports whether the folded English word w can be the
// verb of a subject of one thing: a modal, or a form in -s, -ed or of the
// past ("cures", "cut"); not "refund".
func finiteAfterOne(w string) bool {
	return modalOrTo[w] || strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ed") || pastForm(w)
}

// reportedOf returns the start of a word of reportWords before "would"
// or "will" at byte j of src, past a subject of at most three words and a
// "that" ("said that the board would approve"), or -1.
func reportedOf(src string, j int) int {
	return speakerBefore(src, int32(j), reportWords, false)
}

// callWords are the forms of "call" that, before "on", a noun phrase
// and "to", ask for what follows: "called on the minister to resign".
var callWords = setOf(`call calls called calling`)

// mandateWords are the English verbs that, before "that", a noun phrase
// and a verb in its bare form, give the verb as asked for, not done: "The
// board recommended that shareholders approve the merger".
var mandateWords = setOf(`recommend recommends recommended recommending propose proposes proposed proposing
suggest suggests suggested suggesting urge urges urged urging ask asks asked asking request requests requested requesting
demand demands demanded demanding insist insists insisted insisting order orders ordered ordering`)

// mandateOf returns the start of a word of mandateWords before "that"
// and the noun phrase of at most three words, none of them a verb, that
// ends with w, which starts at byte j of src ("recommended that
// shareholders"), or -1.
func mandateOf(src string, j int, w string) int {
	for n := 0; n < 3 && w != "" && w != "that" && !verbForm(w) && !modalOrTo[w]; n++ {
		w, j = lastWordBefore(src, int32(j))
		if w == "that" {
			if m, b := lastWordBefore(src, int32(j)); mandateWords[m] {
				return b
			}
			return -1
		}
		if strings.ContainsAny(src[j:j+len(w)], ",;") {
			return -1
		}
	}
	return -1
}

// expectsOf returns the start of a word of objectIntentions that stands
// before the noun phrase w, which starts at byte j of src, ends with, and
// "to" follows ("expect the company to"), or of "call" before "on" or
// "for" and the phrase ("called on the minister to"), or -1. The phrase is at most
// three words, none of them a verb.
func expectsOf(src string, j int, w string) int {
	for n := 0; n < 3 && w != "" && !verbForm(w) && !modalOrTo[w]; n++ {
		w, j = lastWordBefore(src, int32(j))
		if objectIntentions[w] {
			return j
		}
		if v, b := lastWordBefore(src, int32(j)); (w == "on" || w == "for") && callWords[v] {
			return b // "called on the minister to resign", "called for the minister to resign"
		}
		if strings.ContainsAny(src[j:j+len(w)], ",;") {
			return -1
		}
	}
	return -1
}

// claimSaysAt reports whether the claim has the word of e that starts at
// byte at.
func (k *checker) claimSaysAt(e *Text, at int32) bool {
	i := sort.Search(len(e.toks), func(i int) bool { return e.toks[i].start >= at })
	return i < len(e.toks) && e.toks[i].start == at && k.claimSays(&e.toks[i])
}

// intentions leaves unverified a claim that states what the best passage
// gives only as meant or expected: "The company hired 500 workers" or
// "will hire" against "The company plans to hire 500 workers". A claim
// that says it so too ("expects to hire") stands.
func (k *checker) intentions() {
	p := k.englishBest()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	if !e.mayHave(wcIntention | wcSpeaker) {
		return // the common case
	}
	if k.futureOnly(e) {
		return
	}
	speaks := e.mayHave(wcSpeaker)
	for i, j := range k.bestAt() {
		if j < 0 {
			continue
		}
		verbAfter := c.toks[i].verbForm() // "closed" against "due to close"
		from := intentionBefore(e, e.toks[j].start, verbAfter)
		claimed := false
		if from < 0 && speaks && !c.toks[i].is(fName) {
			// "Critics claim the drug cures cancer": what is claimed,
			// not a name the clause speaks of, which the passage may
			// say of it elsewhere.
			from, claimed = claimedOf(e.src, e.toks[j].start), true
		}
		if from < 0 || intentionBefore(c.Text, c.toks[i].start, verbAfter) >= 0 || claimed && claimedOf(c.src, c.toks[i].start) >= 0 || k.claimSaysAt(e, int32(from)) {
			continue // "threatened a strike" against "threatened to strike"
		}
		if !claimed && slices.ContainsFunc(e.toks, func(u tok) bool {
			return u.start > e.toks[j].start && u.word == c.toks[i].word && intentionBefore(e, u.start, verbAfter) < 0 && numbersAfter(c.Text, e, u.start)
		}) {
			continue // "enrolled 320" against "planned to enroll 500 patients but enrolled only 320": the claim's own word, done
		}
		as := "as meant or expected, not done"
		switch w, _ := wordAt(e.src, from); {
		case beliefWords[w] || reportWords[w] || claimWords[w] || allegedWords[w]:
			as = "as believed or said, not shown"
		case w == "whether":
			as = "as asked, not shown"
		case mandateWords[w] || askWords[w] || callWords[w]:
			as = "as asked for, not done"
		}
		k.doubt(ConditionDropped, p.span(int32(from), e.toks[j].end), "%s gives %s %s; the claim says %s",
			k.where, quote(p.text(int32(from), e.toks[j].end)), as, quote(k.claimText(c.toks[i].start, c.toks[i].end)))
		return
	}
}

// claimIntends reports whether the claim gives its word w only as what
// someone expects or asks of another (expectsOf): "called for the
// minister to resign", "urged the bank to stop". Whether the other does
// it, the claim does not say.
func (k *checker) claimIntends(w string) bool {
	c := k.c
	for i := range c.toks {
		t := &c.toks[i]
		if t.word != w {
			continue
		}
		if to, j := lastWordBefore(c.src, t.start); to == "to" {
			if o, b := lastWordBefore(c.src, int32(j)); o != "" && expectsOf(c.src, b, o) >= 0 {
				return true
			}
		}
	}
	return false
}

// futureOnly leaves unverified a claim whose verb, in the past, the best
// passage e gives after "would" or "will" in what someone says: "Ida Rask
// said sales rose" against "Ida Rask said sales would rise". It reports
// whether it did.
func (k *checker) futureOnly(e *Text) bool {
	c := k.c
	if !strings.Contains(e.src, "would ") && !strings.Contains(e.src, "will ") || hasWordFold(c.src, "would") || hasWordFold(c.src, "will") {
		return false // the common case
	}
	for i, j := range k.bestAt() {
		if j < 0 {
			continue
		}
		w, at := lastWordBefore(e.src, e.toks[j].start)
		if w != "would" && w != "will" || !pastForm(c.toks[i].word) {
			continue
		}
		k.doubt(ConditionDropped, k.best().span(int32(at), e.toks[j].end), "%s gives %s as expected, not done; the claim says %s",
			k.where, quote(e.src[at:e.toks[j].end]), quote(k.claimText(c.toks[i].start, c.toks[i].end)))
		return true
	}
	return false
}

// forecastWords are the English verbs whose object is an amount foreseen,
// not reached: "expects revenue of $5 billion", "forecast sales of 2
// million units".
var forecastWords = setOf(`expect expects expected expecting forecast forecasts forecasted forecasting project projects
projected projecting predict predicts predicted predicting anticipate anticipates anticipated anticipating
target targets targeted targeting`)

// forecastAmount leaves unverified an English claim whose amount the best
// passage gives only as the object of a forecast ("The company expects
// revenue of $5 billion in 2025"), where the claim states it as reached
// ("Revenue was $5 billion in 2025") and says no forecast of its own.
func (k *checker) forecastAmount() {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.nums) == 0 || !p.Text.mayHave(wcForecast) {
		return // the common case
	}
	if hasWordIn(c.Text, forecastWords) != "" || hasWordFold(c.src, "will") || hasWordFold(c.src, "would") {
		return // the claim forecasts too
	}
	e := p.Text
	for _, t := range c.nums {
		if !k.grounded.has(t.Start) {
			continue
		}
		for _, m := range e.nums {
			if m.Value != t.Value || m.Kind != t.Kind {
				continue
			}
			// A forecast verb up to six words before it, in its clause.
			at := int32(m.Start)
			for n := 0; n < 6; n++ {
				w, j := lastWordBefore(e.src, at)
				if w == "" || strings.ContainsAny(e.src[j+len(w):at], ",;:.") {
					break
				}
				if forecastWords[w] {
					k.doubt(ConditionDropped, p.span(int32(j), int32(m.End)), "%s gives %q as foreseen, not reached; the claim says %q",
						k.where, e.src[j:m.End], t.Text)
					return
				}
				at = int32(j)
			}
		}
	}
}

// leftPosts are the English words, before "as" and a post, that say its
// holder left it: "stepped down as chief executive".
var leftPosts = []string{"stepped down", "stood down", "steps down", "stepping down", "resigned", "resigns", "resigning",
	"retired", "retires", "retiring", "quit", "quits", "ousted", "removed", "replaced", "dismissed", "fired", "sacked", "left"}

// soughtPosts are the English words, before "for" or "as" and a post,
// that say it is sought or offered, not held: "a candidate for chief
// executive", "nominated as chair".
var soughtPosts = []string{"candidate for", "candidates for", "nominee for", "nominated for", "nominated as", "shortlisted for",
	"tipped as", "tipped for", "in the running for", "proposed as", "considered for", "interviewed for", "applied for", "bid for"}

// maxPostWords bounds the bytes before "as" or "for" that postsLeft
// reads: the longest of leftPosts and soughtPosts, and a space.
const maxPostWords = 24

// postsLeft leaves unverified a claim that says someone holds a post
// the best passage says they left ("is the chief executive" against
// "stepped down as chief executive"), unless the claim says it of a time
// gone by ("was the chief executive"), or that they only seek or are put
// forward for ("a candidate for chief executive").
func (k *checker) postsLeft() {
	p := k.englishBest()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	if !e.hasPhrase(phraseAs) && !e.hasPhrase(phraseFor) {
		return // the common case
	}
	for i, j := range k.bestAt() {
		if j < 0 {
			continue
		}
		u := &e.toks[j]
		w, at := lastWordBefore(e.src, u.start)
		if articles[w] {
			w, at = lastWordBefore(e.src, int32(at))
		}
		if w != "as" && w != "for" {
			continue
		}
		// The words before "as" or "for", lower-cased: a few, not the
		// passage's whole opening.
		before := strings.TrimRight(e.src[:at], " ")
		before = lower(before[max(0, len(before)-maxPostWords):])
		said, how := "", ""
		if w == "as" {
			for _, l := range leftPosts {
				if strings.HasSuffix(before, l) && (len(before) == len(l) || before[len(before)-len(l)-1] == ' ') {
					said, how = before[len(before)-len(l):]+" as", "as a post left"
				}
			}
		}
		for _, l := range soughtPosts {
			if lw := l[strings.LastIndexByte(l, ' ')+1:]; lw == w && strings.HasSuffix(before, l[:len(l)-len(lw)-1]) {
				said, how = l, "as sought, not gained"
			}
		}
		if said == "" || k.claimSaysAt(e, int32(at-len(said)+len(w))) {
			continue
		}
		if how == "as a post left" && pastBefore(c.src[:c.toks[i].start]) {
			continue // "was the chief executive": a post of a time gone by
		}
		if cw, _ := lastWordBefore(c.src, c.toks[i].start); cw == "as" || cw == "for" {
			continue // the claim says how it stands too: "resigned as chief executive"
		}
		end, text := k.matchText(i, e, j)
		start := int32(at - len(said) + len(w))
		k.doubt(ConditionDropped, p.span(start, end), "%s gives %s %s; the claim says %s", k.where, quote(e.src[start:end]), how, quote(text))
		return
	}
}

// pastBefore reports whether English text s, a claim up to a post it
// names, says it of a time gone by: "was", "were", "had been",
// "former", "served".
func pastBefore(s string) bool {
	for _, w := range [...]string{"was", "were", "had been", "former", "served", "until"} {
		if hasWordFold(s, w) {
			return true
		}
	}
	return false
}

// matchText returns where passage word j of e, the match of claim word
// i, ends with the rest of its name, and the claim's word as a reader
// would name it: "a Golden Globe Award" and "Golden Globe", not "a
// Golden" and "Golden".
func (k *checker) matchText(i int, e *Text, j int) (end int32, said string) {
	t, u := &k.c.toks[i], &e.toks[j]
	if !u.is(fName) {
		return u.end, k.claimText(t.start, t.end)
	}
	_, hi := nameRun(e, j)
	return e.toks[hi].end, nameText(k.c.Text, t)
}

// needWords are the English words that give the noun of an act after
// them as still to be done: "requires regulatory approval", "pending
// approval", "awaits ratification".
var needWords = setOf(`require requires required requiring need needs needed needing await awaits awaited awaiting
pending seek seeks sought seeking`)

// pending leaves unverified a claim that gives an act as done ("The
// merger was approved") where the best passage gives its noun after a
// word of needWords: "The merger still requires regulatory approval". A
// claim that says the need too stands.
func (k *checker) pending() {
	p, at := k.englishAt()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	for i := range c.toks {
		j := at[i]
		if j < 0 || !c.toks[i].verbForm() || e.toks[j].verbForm() || e.toks[j].is(fName) {
			continue
		}
		from, w := int32(-1), ""
		end := e.toks[j].start
		for n := 0; n < 3; n++ { // past an article and up to two words: "requires regulatory approval"
			v, b := lastWordBefore(e.src, end)
			if v == "" {
				break
			}
			if needWords[v] {
				from, w = int32(b), v
				break
			}
			end = int32(b)
		}
		if from < 0 || hasWordFold(c.src, w) || hasClauseMark(e.src[from:e.toks[j].start]) {
			continue
		}
		k.doubt(ConditionDropped, p.span(from, e.toks[j].end), "%s gives %s as still to be done; the claim says %s",
			k.where, quote(p.text(from, e.toks[j].end)), quote(k.claimText(c.toks[i].start, c.toks[i].end)))
		return
	}
}

// offers leaves unverified a claim whose words the best passage gives as
// offered to its subject, after "was offered" in their clause, where the
// claim does not say so: "Ada Rusk starred in Harbour Lights" against
// "Ada Rusk was offered a role in Harbour Lights, but turned it down".
// An offer is not what was done with it.
func (k *checker) offers() {
	p := k.englishBest()
	if p == nil {
		return
	}
	e := p.Text
	if !e.hasPhrase(phraseOffered) {
		return // the common case
	}
	at := indexFold(e.src, "offered ")
	if w, _ := lastWordBefore(e.src, int32(at)); !beForms[w] {
		return // "offered a role" done by the subject, not to it
	}
	o := sort.Search(len(e.toks), func(j int) bool { return int(e.toks[j].start) >= at })
	if o == len(e.toks) || int(e.toks[o].start) != at || k.claimSays(&e.toks[o]) || o+1 == len(e.toks) {
		return
	}
	seg := e.toks[o+1].seg
	for i, j := range k.bestAt() {
		if j < 0 {
			continue
		}
		if j > o && e.toks[j].seg == seg {
			end, said := k.matchText(i, e, j)
			k.doubt(ConditionDropped, p.span(int32(at), end), "%s gives it as offered: %s; the claim says %s", k.where, quote(e.src[at:end]), quote(said))
			return
		}
	}
}

// onlyOthers answers a claim that says something of "only" one where the
// best passage says it of that one and another joined to it: "Only the
// Buyer may terminate" fails on "The Buyer or the Seller may terminate"
// (a name or a party joined), and "Only managers can approve refunds" is
// unverified on "Managers and team leads can approve refunds".
func (k *checker) onlyOthers() {
	p := k.englishBest()
	if p == nil || !strings.Contains(k.c.src, "only") && !strings.Contains(k.c.src, "Only") {
		return // the common case
	}
	c, e := k.c, p.Text
	for i, j := range k.bestAt() {
		if j < 0 {
			continue
		}
		w, b := lastWordBefore(c.src, nameStart(c.Text, i))
		if w == "the" || w == "a" || w == "an" {
			w, b = lastWordBefore(c.src, int32(b)) // "only an actor"
		}
		object := false // the word is a preposition's object: a noun
		if (prepositions[w] || w == "to") && w != "of" {
			w, _ = lastWordBefore(c.src, int32(b)) // "only in television", "only to new customers"
			object = true
		}
		// A word before its noun: "only new customers", "new customers
		// only".
		adjHead := c.toks[i].hasPOS(lexicon.Adj) && !c.toks[i].is(fName) && i+1 < len(c.toks) && (!c.toks[i+1].is(fName) || c.toks[i+1].is(fParty)) &&
			c.toks[i+1].noun() && adjacent(c.src, c.toks[i].end, c.toks[i+1].start)
		if w != "only" && (onlyAfter(c.Text, i) || adjHead && onlyAfter(c.Text, i+1)) {
			w, object = "only", true // "available in English only"
		}
		if w != "only" {
			continue
		}
		opening := strings.TrimSpace(c.src[:b]) == "" && !c.toks[i].verbForm() // "Only admins can", whose "admins" no lexicon lists: the subject
		if v, _ := lastWordBefore(c.src, int32(b)); !c.toks[i].is(fName) && !object && !adjHead && !opening && (c.toks[i].verb() && (!verbForm(v) || auxiliaries[v]) || !c.toks[i].noun()) {
			continue // "only marketed", "only acts": what is done, not who; but "included only women"
		}
		// The passage's word joined to the match by "and" or "or", after
		// it ("the Buyer or the Seller") or before it ("team leads and
		// managers").
		lo, hi := j, j
		if e.toks[j].is(fName) {
			lo, hi = nameRun(e, j)
		}
		other := -1
		if hi+1 < len(e.toks) && (joinedBy(between(e.src, e.toks[hi].end, e.toks[hi+1].start)) || listAfter(e, hi)) && !k.claimSays(&e.toks[hi+1]) {
			other = hi + 1
		} else if gap := between(e.src, e.toks[lo-min(lo, 1)].end, e.toks[lo].start); lo > 0 && (joinedBy(gap) || strings.TrimSpace(gap) == "," && listAfter(e, lo-1)) {
			other = lo - 1 // "actor, producer, and director" of "only a producer and director"
		}
		// Two words before one noun the claim says after its word too:
		// "new and existing customers".
		shared := other > hi && i+1 < len(c.toks) && other+1 < len(e.toks) && c.matches(i+1, &e.toks[other+1]) && adjacent(e.src, e.toks[other].end, e.toks[other+1].start)
		if other < 0 || k.claimSays(&e.toks[other]) || !e.toks[other].is(fName) && (e.toks[other].verbForm() || e.toks[other].verb()) && !e.toks[other].noun() && !shared || participleBy(e, other) && !shared {
			continue // "a constitution and became a republic", "directed by Ann Lee and produced by …": another clause, not another one
		}
		u := &e.toks[other]
		if ol, oh := nameRun(e, other); u.is(fName) {
			u = &e.toks[ol]
			other = oh
		}
		text := e.src[min(e.toks[lo].start, u.start):max(e.toks[hi].end, e.toks[other].end)]
		if e.toks[j].is(fName) && u.is(fName) {
			k.fail(NameMismatch, p.span(u.start, e.toks[other].end), "the claim says only %s; %s says %s", nameText(c.Text, &c.toks[i]), k.where, quote(text))
			return
		}
		k.doubt(AnchorAbsent, p.span(u.start, e.toks[other].end), "the claim says only %s; %s says %s", quote(k.claimText(c.toks[i].start, c.toks[i].end)), k.where, quote(text))
		return
	}
}

// listAfter reports whether word j of t opens a list of words that
// commas join to it and "and" or "or" ends: "actor" of
// "an actor, comedian, screenwriter, and producer". An item may be of
// two words ("film director").
func listAfter(t *Text, j int) bool {
	if j+1 >= len(t.toks) || strings.TrimSpace(between(t.src, t.toks[j].end, t.toks[j+1].start)) != "," {
		return false
	}
	for m := j + 1; m+1 < len(t.toks) && m <= j+8; m++ {
		if participleBy(t, m) {
			return false // "Robert Frost, starring Jack Nicholson and …": a clause, not a list
		}
		switch gap := between(t.src, t.toks[m].end, t.toks[m+1].start); {
		case joinedBy(gap):
			return true
		case strings.TrimSpace(gap) == "," || gap == " ":
		default:
			return false
		}
	}
	return false
}

// onlyAfter reports whether "only" follows word i of t, past the rest
// of a name it opens, and ends its clause: "in English only", "for
// adults only."
func onlyAfter(t *Text, i int) bool {
	end := t.toks[i].end
	if t.toks[i].is(fName) {
		_, hi := nameRun(t, i)
		end = t.toks[hi].end
	}
	w, j := wordAfter(t.src, int(end))
	if w != "only" {
		return false
	}
	rest := strings.TrimLeft(t.src[j:], " ")
	return rest == "" || strings.ContainsRune(".,;:)", rune(rest[0]))
}

// participleBy reports whether word j of t is a participle with its doer
// or object after it, a clause of its own rather than a thing joined to
// another: "produced by WWE", "starring Jack Nicholson", "starring
// popular actor …".
func participleBy(t *Text, j int) bool {
	u := &t.toks[j]
	if u.is(fName) || !u.verbForm() {
		return false
	}
	w, _ := wordAfter(t.src, int(u.end))
	switch {
	case strings.HasSuffix(u.word, "ed") || pastForm(u.word):
		return w == "by"
	case strings.HasSuffix(u.word, "ing"):
		return j+1 < len(t.toks) && adjacent(t.src, u.end, t.toks[j+1].start) // "starring popular actor …"

	}
	return false
}

// joinedBy reports whether gap, the text between two words, joins them
// as "and" or "or" does, with an article or a preposition: " or the ",
// " and in " (of "at rest and in transit").
func joinedBy(gap string) bool {
	f := strings.Fields(strings.ToLower(strings.Replace(gap, ",", " , ", 1)))
	if len(f) >= 2 && f[0] == "," {
		f = f[1:] // "film, television, and theatre"
	}
	return len(f) >= 1 && len(f) <= 2 && (f[0] == "and" || f[0] == "or") && (len(f) == 1 || articles[f[1]] || prepositions[f[1]])
}

// deniedNarrower leaves unverified a claim that denies a thing the best
// passage denies only of a kind of it, by a word right before it that
// the claim does not have: "The fund charges no fees" against "The fund
// charges no entry fees". A denial of the whole says more than one of a
// part.
func (k *checker) deniedNarrower() {
	p := k.englishBest()
	if p == nil || len(k.c.cues) == 0 {
		return
	}
	c, e := k.c, p.Text
	for i, j := range k.bestAt() {
		if j < 0 {
			continue
		}
		t, u := &c.toks[i], &e.toks[j]
		if !t.negated() || !u.negated() || j == 0 || u.is(fName) {
			continue
		}
		m := &e.toks[j-1]
		if m.is(fName) || !m.is(fASCII) || m.seg != u.seg || !m.negated() || !adjacent(e.src, m.end, u.start) || k.claimSays(m) {
			continue
		}
		k.doubt(ConditionDropped, p.span(m.start, u.end), "%s denies it of %s; the claim of %s", k.where, quote(e.src[m.start:u.end]), quote(k.claimText(t.start, t.end)))
		return
	}
}

// planMarks are the English words and phrases that give what their
// clause says as still to come: "with Android support planned",
// "Android support is coming soon". ("upcoming" and "forthcoming" before
// a noun say when a thing comes, not that it is not one: "an upcoming
// film" is a film. "planned" counts only after what is planned.)
var planMarks = [...]string{"planned", "coming soon", "in development", "under development", "under consideration"}

// plans leaves unverified a claim whose words the best passage has in a
// clause that gives them as still to come, where the claim does not:
// "The app supports Android" against "The app supports iOS, with Android
// support planned".
func (k *checker) plans() {
	p := k.englishBest()
	if p == nil || !p.Text.mayHave(wcPlan) {
		return
	}
	c, e := k.c, p.Text
	mark, at := "", -1
	for _, m := range planMarks {
		if at = indexFold(e.src, m); at >= 0 && (at == 0 || !isASCIILetter(e.src[at-1])) {
			if m == "planned" {
				if w, _ := wordAfter(e.src, at+len(m)); w != "" && w != "for" && w != "in" {
					continue // "planned the launch", "a planned merger"
				}
			}
			mark = m
			break
		}
	}
	if mark == "" || indexFold(c.src, mark) >= 0 {
		return // the common case, or the claim says so too
	}
	// The segment of the mark: its words, up to the next comma or join.
	seg := int32(-1)
	for j := range e.toks {
		if int(e.toks[j].start) >= at || j == len(e.toks)-1 {
			seg = e.toks[j].seg
			if int(e.toks[j].start) > at && j > 0 && e.toks[j-1].end > int32(at) {
				seg = e.toks[j-1].seg
			}
			break
		}
	}
	for i, j := range k.bestAt() {
		if j < 0 {
			continue
		}
		if u := &e.toks[j]; u.seg == seg && int(u.start) != at {
			k.doubt(ConditionDropped, p.span(u.start, u.end), "%s gives %s as %s; the claim says %s", k.where,
				quote(p.text(u.start, u.end)), quote(mark), quote(k.claimText(c.toks[i].start, c.toks[i].end)))
			return
		}
	}
}

// hedgeCues are the modal cues of what is only possible, or advised:
// "may include", "can cause", "should wear", "are encouraged to wear".
var hedgeCues = setOf(`may might could can should ought encouraged`)

// hedges leaves unverified a claim that states as a fact what the best
// passage gives only as possible, or advised: "Side effects include
// nausea" against "Side effects may include nausea", "The drug causes
// drowsiness" against "can cause drowsiness", "The bridge is unsafe"
// against "may be unsafe", "Staff wear helmets" against "Staff should
// wear helmets". (A claim that puts its own modal
// on the word is compared by the modality check instead.)
func (k *checker) hedges() {
	p := k.englishBest()
	if p == nil || len(p.Text.cues) == 0 {
		return
	}
	c, e := k.c, p.Text
	if slices.ContainsFunc(c.cues, func(q cueAt) bool { return q.class == cuePermission }) {
		return // "can be a purpose" against "may be": the modality check's
	}
	for i, j := range k.bestAt() {
		if j < 0 {
			continue
		}
		t, u := &c.toks[i], &e.toks[j]
		if u.class != cuePermission && u.class != cueAdvice || t.class != cueNone || t.negated() || u.negated() {
			continue
		}
		// A verb, or what a form of "be" says on each side: "is unsafe"
		// against "may be unsafe"; not a participle ("are refundable"
		// against "can be refunded" says the same). "performers" says
		// what they are, not that they perform.
		w, _ := lastWordBefore(c.src, t.start)
		be := beForms[w] && w != "be" && w != "being"
		if !be && (!t.verb() || articleBefore(c.Text, i) || i > 0 && c.toks[i-1].is(fName) && adjacent(c.src, c.toks[i-1].end, t.start) && articleBefore(c.Text, i-1)) {
			continue // no verb, or the noun of a phrase: "the plan", "on the Pro plan"
		}
		if a, _ := wordAfter(c.src, int(t.end)); !be && beForms[a] {
			continue // "Refunds are available": the subject, no verb of its own
		}
		// The verb right after the cue: "may include", not "may sing
		// alone as a lead-in to the vocalist's entry".
		cue := ""
		for _, q := range e.cues {
			if q.from == j && q.at == j && hedgeCues[q.word] && !deniedModal(e, &q) && (!be || t.verb() || gapIs(e.src[q.end:u.start], "be") && !u.verbForm()) {
				cue = q.word
			}
		}
		if be && !t.verb() && cue != "" {
			k.doubt(ConditionDropped, p.span(u.start, u.end), "%s says %s; the claim says %s", k.where, quote(cue+" be "+p.text(u.start, u.end)), quote(w+" "+k.claimText(t.start, t.end)))
			return
		}
		if cue == "" || capAfter(c.Text, t.end) && capAfter(e, u.end) {
			continue // "can take up to 10 days" says no more than "takes up to 10 days"
		}
		k.doubt(ConditionDropped, p.span(u.start, u.end), "%s says %s %s; the claim says %s", k.where, quote(cue), quote(p.text(u.start, u.end)), quote(k.claimText(t.start, t.end)))
		return
	}
}

// capAfter reports whether a bound of t that opens with a word of
// capWords (capPhrase) follows byte end past one space: "up to 10 days" of
// "takes up to 10 days".
func capAfter(t *Text, end int32) bool {
	for _, b := range t.bounds {
		if b.start == end+1 && t.src[end] == ' ' && capPhrase(b.phrase) {
			return true
		}
	}
	return false
}

// contrastNot reports whether cue q of English text e is a "not" that
// sets a phrase aside after a comma: "charged from the statement date,
// not from the date of purchase", "in cash, not by card".
func contrastNot(e *Text, q *cueAt) bool {
	if q.word != "not" || !strings.HasSuffix(strings.TrimRight(e.src[:q.start], " "), ",") {
		return false
	}
	w, _ := wordAfter(e.src, int(q.end))
	return prepositions[w] || articles[w] || w == "by" || w == "to"
}

// deniedClause leaves unverified a claim without a negation whose words
// the best passage has after a negation in their clause, past its scope:
// "starred in a television series" against "has starred in films, but
// has never had a role in a TV series". The negation's scope ends at its
// object, and what it denies of the words after it is a reading, but not
// one a reader may take as support.
func (k *checker) deniedClause() {
	const maxPastScope = 4 // content words between the scope and the claim's word
	p := k.englishBest()
	if p == nil || len(k.c.cues) > 0 || len(p.Text.cues) == 0 || capOfExceed(p.Text, k.c.Text) {
		return // "capped at the price paid for the item" on "shall not exceed the price paid for the item"
	}
	c, e := k.c, p.Text
	for i, j := range k.bestAt() {
		if j < 0 {
			continue
		}
		u := &e.toks[j]
		if u.negated() {
			continue
		}
		for _, q := range e.cues {
			if q.class != cueNeg || q.to <= q.from || q.to > j || j-q.to >= maxPastScope || e.toks[q.from].seg != u.seg || hasClauseMark(between(e.src, q.end, u.start)) || prefixAbsorbs(e, c.Text, &q) || k.complementAbsorbs(&q) || onceWas(e, &q, c.Text, i) || k.othersCue(&q) {
				continue
			}
			if paidFree(e, &q, c.Text) {
				continue // "pay no tuition at Orrin College": what "free" says
			}
			if predicateBetween(e, q.to, j) {
				continue // "failed to attract members and was disbanded": the second verb is said
			}
			end, said := k.matchText(i, e, j)
			if contrastNot(e, &q) && !hasClauseMark(between(e.src, q.end, u.end)) {
				// "from the statement date, not from the date of purchase":
				// the phrase after the set-aside "not" is denied whole.
				k.fail(NegationMismatch, p.span(q.start, end), "%s says %s; the claim says %s", k.where, quote(e.src[q.start:end]), quote(said))
				return
			}
			k.doubt(NegationUnclear, p.span(q.start, end), "%s says %s; the claim says %s", k.where, quote(e.src[q.start:end]), quote(said))
			return
		}
	}
}

// winWords are the English words of winning a contest: a claim that says
// one fails on a passage that has the contest lost.
var winWords = setOf(`elected re-elected reelected won win wins winning winner winners victory victorious`)

// loseWords are the forms of "lose".
var loseWords = setOf(`lost lose loses losing`)

// lostContests fails a claim that says a contest was won, by a word of
// winWords, where the best passage has its word for it after a form of
// "lose" in its clause: "Ida Rask was elected mayor" against "Ida Rask
// lost the election for mayor".
func (k *checker) lostContests() {
	p := k.englishBest()
	if p == nil || !p.Text.mayHave(wcLose) {
		return
	}
	c, e := k.c, p.Text
	for i, j := range k.bestAt() {
		if j < 0 {
			continue
		}
		if !winWords[c.toks[i].word] || c.toks[i].negated() {
			continue
		}
		if lostBefore(c.src, c.toks[i].start) {
			continue // the claim has it lost too
		}
		if b := lostAt(e.src, e.toks[j].start); b >= 0 {
			k.fail(AntonymMismatch, p.span(int32(b), e.toks[j].end), "%s says %s; the claim says %s", k.where,
				quote(p.text(int32(b), e.toks[j].end)), quote(k.claimText(c.toks[i].start, c.toks[i].end)))
			return
		}
	}
}

// lostAt returns the start of a form of "lose" within the six words
// before byte start of src, in its clause ("lost the election", "lost in
// the 2009 municipal elections"; not "lost the trial but won"), or -1.
func lostAt(src string, start int32) int {
	at := start
	for range 6 {
		w, b := lastWordBefore(src, at)
		if w == "and" || w == "but" || w == "yet" || w == "while" || w == "whereas" {
			return -1 // another clause: "lost the trial but won the appeal"
		}
		if loseWords[w] {
			if hasClauseMark(src[b:start]) {
				return -1
			}
			return b
		}
		if w == "" {
			for b > 0 && src[b-1] >= '0' && src[b-1] <= '9' {
				b-- // a year: "lost in the 2009 elections"
			}
			if b == int(at) || b > 0 && src[b-1] != ' ' {
				return -1
			}
		}
		at = int32(b)
	}
	return -1
}

// lostBefore reports whether a form of "lose" stands within the six
// words before byte start of src.
func lostBefore(src string, start int32) bool { return lostAt(src, start) >= 0 }

// roleQualifiers are English words that, right before a word, say that
// it holds only in part, not yet, no longer or only as said: "former
// chief executive", "acting chair", "deputy governor", "alleged fraud",
// "the maximum dose", "the relative risk", "estimated revenue", "nearly
// doubled", "rarely granted".
// The ones of the past ("former", "ex") say nothing a claim in the past
// tense drops. ("co-" is left out: a co-founder founded it too.)
var roleQualifiers = setOf(`former ex acting interim deputy vice assistant honorary alleged suspected incoming outgoing
retiring departing future designated
proposed prospective aspiring would-be relative maximum minimum recommended average median estimated projected
adjusted basic extended introductory promotional trial eligible qualifying participating unopened unused selected
certain minor organic underlying nearly almost rarely seldom unworn undamaged partly partially partial
provisionally conditionally initial`)

// accusedOf are the English words that, before "of" or "with" and a
// word, say that it is charged, not shown: "suspected of fraud", "accused
// of theft", "charged with assault".
var accusedOf = setOf(`suspected accused charged`)

// accusedBefore returns the word of accusedOf before "of" or "with", and
// an article, that end at w, the word at byte at of src, and where it
// starts: "suspected" of "suspected of the fraud".
func accusedBefore(src, w string, at int) (string, int, bool) {
	if articles[w] {
		w, at = lastWordBefore(src, int32(at))
	}
	if w != "of" && w != "with" {
		return "", 0, false
	}
	w, at = lastWordBefore(src, int32(at))
	return w, at, accusedOf[w]
}

// multipliers are the words that, before "the" and a noun, multiply it,
// by their factor: "capped at twice the fees paid".
var multipliers = map[string]float64{"twice": 2, "double": 2, "triple": 3, "thrice": 3, "quadruple": 4, "half": 0.5}

// saysMultiplier reports whether the claim has a word of multipliers of
// factor f.
func (k *checker) saysMultiplier(f float64) bool {
	for w, g := range multipliers {
		if g == f && hasWordFold(k.c.src, w) {
			return true
		}
	}
	return false
}

// A multiple is a factor a text gives a noun after "the": "twice the
// hourly rate", "1.5 times the fees".
type multiple struct {
	factor     float64
	start, end int32 // from the factor to the noun
	noun       int   // the noun's token
}

// multiplesOf returns the multiples of English text t: a word of
// multipliers, or a number and "times", then "the" and a noun.
func multiplesOf(t *Text) []multiple {
	var out []multiple
	for from := 0; ; {
		i := strings.Index(t.src[from:], "the ")
		if i < 0 {
			return out
		}
		i += from
		from = i + len("the ")
		if i > 0 && isASCIILetter(t.src[i-1]) {
			continue // "breathe "
		}
		f, fb := lastWordBefore(t.src, int32(i))
		factor := multipliers[f]
		if f == "times" {
			if n := numberRightBefore(t, int32(fb)); n >= 0 {
				factor, _ = strconv.ParseFloat(t.nums[n].Value, 64)
				fb = t.nums[n].Start
			}
		}
		j := tokenAfter(t, i+len("the"))
		if factor <= 0 || j < 0 {
			continue
		}
		h := j // the noun: the last of the words after "the", "rate" of "the hourly rate"
		for h+1 < len(t.toks) && h-j < 2 && adjacent(t.src, t.toks[h].end, t.toks[h+1].start) && !t.toks[h+1].verbForm() {
			h++
		}
		out = append(out, multiple{factor: factor, start: int32(fb), end: t.toks[h].end, noun: h})
	}
}

// multiplesApart fails an English claim that gives a noun another factor
// than the best passage gives it: "paid at twice the hourly rate" against
// "1.5 times the hourly rate"; or the passage's factor for what the claim
// says after it: "1.5 times the hourly rate on holidays" against "1.5
// times the hourly rate, and double the rate on holidays".
func (k *checker) multiplesApart() {
	p := k.englishBest()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	cms := multiplesOf(c.Text)
	if len(cms) == 0 {
		return // the common case
	}
	ems := multiplesOf(e)
	cuts := e.conjunctCuts()
	at := k.bestAt()
	for _, cm := range cms {
		var same, other *multiple
		for n := range ems {
			if em := &ems[n]; c.matches(cm.noun, &e.toks[em.noun]) {
				if em.factor == cm.factor {
					same = em
				} else if other == nil {
					other = em
				}
			}
		}
		if other == nil {
			continue
		}
		if same != nil {
			// The claim's words after its factor, in the part of the
			// passage with the other factor only: "on holidays".
			inOther, inSame := false, false
			for i := cm.noun + 1; i < len(c.toks); i++ {
				if at[i] < 0 || conjunctOf(k.claimCuts(), c.toks[i].start) != conjunctOf(k.claimCuts(), cm.start) {
					continue // the claim's own other part may say the other factor
				}
				switch conjunctOf(cuts, e.toks[at[i]].start) {
				case conjunctOf(cuts, other.start):
					inOther = true
				case conjunctOf(cuts, same.start):
					inSame = true
				}
			}
			if !inOther || inSame || conjunctOf(cuts, other.start) == conjunctOf(cuts, same.start) {
				continue
			}
		}
		k.fail(NumberMismatch, p.span(other.start, other.end), "the claim says %q; %s says %q", c.src[cm.start:cm.end], k.where, e.src[other.start:other.end])
		return
	}
}

// everQualifiers are the words that, before "ever", say how seldom:
// "hardly ever granted".
var everQualifiers = setOf(`hardly scarcely`)

// pastQualifiers are the roleQualifiers of a time gone by.
var pastQualifiers = setOf(`former ex`)

// qualifiers leaves unverified a claim whose word the best passage
// qualifies by a word of roleQualifiers that the claim does not have:
// "Ida Rask is the chief executive" against "Ida Rask is the acting chief
// executive", "The dose is 10 mg" against "The maximum dose is 10 mg".
func (k *checker) qualifiers() {
	p := k.englishBest()
	if p == nil || !p.Text.mayHave(wcQualifier) {
		return
	}
	c, e := k.c, p.Text
	for i, j := range k.bestAt() {
		if j < 0 {
			continue
		}
		u := &e.toks[j]
		if u.is(fName) && !u.is(fParty) && !u.is(fAcronym) {
			continue // but not an acronym: "the former CEO"
		}
		before := nameStart(e, j) // past a name before the word: "extended Orrin warranty"
		if n := numberRightBefore(e, before); n >= 0 {
			if isUnit(u.word) {
				continue // "maximum 10 mg": the bound's, which the number checks read
			}
			before = int32(e.nums[n].Start) // past an amount: "a proposed $2 million fine", "an estimated 500 jobs"
		}
		if lo := sort.Search(len(e.toks), func(m int) bool { return e.toks[m].start >= before }); before != u.start && e.toks[lo].is(fInitial) && roleQualifiers[e.toks[lo].word] {
			before = e.toks[lo].end // "Eligible Velmora customers": the capital is the sentence's
		}
		q, at := lastWordBefore(e.src, before)
		if q == "be" && at >= 6 && strings.EqualFold(e.src[at-6:at+2], "would-be") {
			q, at = "would-be", at-6 // lastWordBefore stops at the hyphen
		}
		if w, b, ok := accusedBefore(e.src, q, at); ok {
			q, at = w, b // "suspected of fraud", "charged with the theft"
		}
		mult := false
		if q == "the" {
			if w, b := lastWordBefore(e.src, int32(at)); multipliers[w] != 0 {
				q, at, mult = w, b, true // "twice the fees paid"; not "twice a day" or "half a million"
			}
		}
		if q == "ever" {
			if w, b := lastWordBefore(e.src, int32(at)); everQualifiers[w] {
				q, at = w+" ever", b // "hardly ever granted" says how often, as "rarely granted" does
			}
		}
		if !roleQualifiers[q] && !accusedOf[q] && !mult && !strings.HasSuffix(q, " ever") || q == "ex" && e.src[at+len(q)] != '-' {
			continue
		}
		if _, bound := boundWords[q]; bound && before != nameStart(e, j) {
			continue // "almost 1,000 staff": a bound on the amount, which the number checks read
		}
		if k.unqualifiedElsewhere(i, j) {
			continue // "a co-official language …, and an official language of the EU"
		}
		if hasWordFold(c.src, q) || mult && k.saysMultiplier(multipliers[q]) {
			continue // the claim says it too: "double the fees" for "twice the fees"
		}
		if pastQualifiers[q] && pastTense(c.Text, i) {
			continue // "was a civil servant" on "a former civil servant"
		}
		k.doubt(ConditionDropped, p.span(int32(at), u.end), "%s says %s; the claim says %s", k.where,
			quote(e.src[at:u.end]), quote(k.claimText(c.toks[i].start, c.toks[i].end)))
		return
	}
}

// ownWords are the English verbs of owning, buying and selling, whose
// object may be a part of a thing: "owns a 30% stake in Velmora".
var ownWords = setOf(`own owns owned owning hold holds held holding acquire acquires acquired acquiring buy buys bought
buying sell sells sold selling control controls controlled controlling take takes took taking`)

// partNouns name a part of what is owned: "a stake in", "half of".
var partNouns = setOf(`stake stakes share shares interest majority minority half part portion most percent`)

// partOwned leaves unverified a claim of owning, buying or selling a
// thing the best passage says it of a part of: "Orrin owns Velmora"
// against "Orrin owns a 30% stake in Velmora", "owns 30% of Velmora".
func (k *checker) partOwned() {
	k.markedOnly(wcOwn, ownedPart, ConditionDropped, "%s says it of a part of %s: %s")
}

// markedOnly leaves unverified, with code and a reason of format (the
// passage, the claim's word, the passage's words from the mark), a claim
// whose word the best passage has only after a mark that mark finds
// before it, where the claim's word has none and the passage has no
// other form of it. mark returns where the mark starts before the word at
// byte start of src, or -1; a passage with no word of class has none.
func (k *checker) markedOnly(class wordClass, mark func(src string, start int32) int, code Code, format string) {
	p := k.englishBest()
	if p == nil || !p.Text.mayHave(class) {
		return
	}
	c, e := k.c, p.Text
	for i, j := range k.bestAt() {
		if j < 0 {
			continue
		}
		at := mark(e.src, e.toks[j].start)
		if at < 0 || mark(c.src, c.toks[i].start) >= 0 || k.unqualifiedElsewhere(i, j) {
			continue
		}
		k.doubt(code, p.span(int32(at), e.toks[j].end), format, k.where,
			quote(k.claimText(c.toks[i].start, c.toks[i].end)), quote(e.src[at:e.toks[j].end]))
		return
	}
}

// ownedPart returns where the part of the word at byte start of src
// starts, after a verb of ownWords ("owns a 30% stake in", "bought half
// of", "holds 30% of"), or -1.
func ownedPart(src string, start int32) int {
	w, j := wordPastArticle(src, start)
	if w != "in" && w != "of" {
		return -1
	}
	n, b := lastWordBefore(src, int32(j))
	if n == "" && j > 0 && strings.HasSuffix(strings.TrimRight(src[:j], " "), "%") {
		n, b = "percent", len(strings.TrimRight(src[:j], " "))-1 // "30% of"
	}
	if !partNouns[n] {
		return -1
	}
	at := b
	for range 4 {
		for at > 0 && strings.IndexByte(" $€£%0123456789.,", src[at-1]) >= 0 {
			at-- // past a number: "a 30% stake"
		}
		v, vb := lastWordBefore(src, int32(at))
		if ownWords[v] {
			return vb
		}
		if v == "" {
			return -1
		}
		at = vb
	}
	return -1
}

// contrasted leaves unverified a claim whose word the best passage has
// only as what is set aside, after "instead of" or "rather than": "The
// fund invests in bonds" against "The fund invests in stocks rather than
// bonds". A claim that sets it aside too stands.
func (k *checker) contrasted() {
	k.markedOnly(wcContrast, contrastBefore, NegationUnclear, "%s gives %s only as set aside: %s")
}

// wordPastArticle returns the word before byte start of src, past an
// article or a possessive ("in" of "in the Velmora mill", "of" of "of
// its stake"), and where it starts.
func wordPastArticle(src string, start int32) (string, int) {
	w, j := lastWordBefore(src, start)
	if articles[w] {
		w, j = lastWordBefore(src, int32(j))
	}
	return w, j
}

// contrastBefore returns where "instead of" or "rather than" starts
// before the word at byte start of src, past an article, or -1.
func contrastBefore(src string, start int32) int {
	w, j := wordPastArticle(src, start)
	v, b := lastWordBefore(src, int32(j))
	if w == "of" && v == "instead" || w == "than" && v == "rather" {
		return b
	}
	return -1
}

// possessors leaves unverified a claim whose subject, right before its
// verb, the best passage has only as the owner of another subject of the
// same verb, which the claim does not name: "The fund returned 8%"
// against "The fund's benchmark returned 8%".
func (k *checker) possessors() {
	p, at := k.englishAt()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	if k.possessedSubject() {
		return
	}
	for v := 1; v < len(c.toks); v++ {
		s, ev, es := v-1, at[v], at[v-1]
		if es < 0 || ev < es+2 || ev > es+4 || !c.toks[v].verbForm() || !auxGap(between(c.src, c.toks[s].end, c.toks[v].start)) {
			continue // "fund returned", "Ines Maro was born": the subject right before its verb
		}
		o, y := &e.toks[es], &e.toks[ev-1]
		if w := e.src[o.start:o.end]; !strings.HasSuffix(w, "'s") && !strings.HasSuffix(w, "’s") || !auxGap(between(e.src, y.end, e.toks[ev].start)) {
			continue
		}
		owned := true // "fund's benchmark returned", "Velmora's rival Orrin was fined": words the claim does not say
		for m := es + 1; m < ev; m++ {
			owned = owned && !slices.Contains(at, m) && strings.TrimSpace(between(e.src, e.toks[m-1].end, e.toks[m].start)) == ""
		}
		if !owned {
			continue
		}
		lo, _ := nameRun(e, es) // "Ines Maro's mother"
		k.doubt(ConditionDropped, p.span(e.toks[lo].start, e.toks[ev].end), "%s says it of %s; the claim says %s", k.where,
			quote(e.src[e.toks[lo].start:y.end]), quote(nameText(c.Text, &c.toks[s])))
		return
	}
}

// possessedSubject leaves unverified a claim whose subject, its first
// word, is followed by a form of "be" or "have", where the best passage
// has that word only as the owner of another subject the claim does not
// name, followed by a verb: "The firm is in Berlin" against "The firm's
// founder was born in Berlin", "The city has 2 million people" against
// "The city's metro area has 2 million people". It reports whether it
// did.
func (k *checker) possessedSubject() bool {
	p, at := k.englishAt()
	c, e := k.c, p.Text
	if len(c.toks) < 2 || at[0] < 0 || c.toks[0].is(fParty) {
		return false
	}
	s := -1 // the claim's subject, its words from the first on, ends at s: "Orrin firm"
	for x := 0; x < 3 && x+1 < len(c.toks); x++ {
		if x > 0 && !adjacent(c.src, c.toks[x-1].end, c.toks[x].start) {
			break
		}
		if w, _ := wordAfter(c.src, int(c.toks[x].end)); auxiliaries[w] {
			s = x
			break
		}
	}
	if s < 0 {
		return false
	}
	es := at[s]
	if es < 0 || es+1 >= len(e.toks) {
		return false
	}
	if w := e.src[e.toks[es].start:e.toks[es].end]; !strings.HasSuffix(w, "'s") && !strings.HasSuffix(w, "’s") {
		return false
	}
	y := es // the last owned word: "founder" of "The firm's founder"
	for m := es + 1; m < len(e.toks) && m <= es+3 && !slices.Contains(at, m) && adjacent(e.src, e.toks[m-1].end, e.toks[m].start); m++ {
		y = m
	}
	if y == es {
		return false
	}
	for j := range e.toks {
		if w := e.src[e.toks[j].start:e.toks[j].end]; j == es || e.toks[j].stem != e.toks[es].stem || strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "’s") {
			continue
		}
		for m := j + 1; m < len(e.toks) && m <= j+3; m++ {
			if c.matches(s+1, &e.toks[m]) {
				return false // "the city's population is large, and the city is large"
			}
		}
	}
	if w, _ := wordAfter(e.src, int(e.toks[y].end)); !verbHelpers[w] && (y+1 >= len(e.toks) || !e.toks[y+1].verbForm() || e.toks[y+1].start != e.toks[y].end+1) {
		return false // the owned words are no subject of a verb
	}
	// What the claim says of its subject, its next word, the passage
	// says right after the owned words, in their clause.
	if s+1 >= len(c.toks) {
		return false
	}
	if ev := at[s+1]; ev <= y || ev > y+3 || hasClauseMark(between(e.src, e.toks[y].end, e.toks[ev].start)) {
		return false
	}
	lo, _ := nameRun(e, es)
	k.doubt(ConditionDropped, p.span(e.toks[lo].start, e.toks[y].end), "%s says it of %s; the claim says %s", k.where,
		quote(e.src[e.toks[lo].start:e.toks[y].end]), quote(nameText(c.Text, &c.toks[s])))
	return true
}

// asides leaves unverified a claim whose name the best passage has only
// in an aside set off by a comma, where the claim's verb stands outside
// it and the aside holds no other word of the claim: a description ("The
// SEC fined Orrin, a Velmora rival"), or a clause of "which" or "who"
// between a subject and its verb ("Orrin, which bought Velmora, was
// fined"). What the passage says outside the aside is said of another.
func (k *checker) asides() {
	p := k.englishBest()
	if p == nil || !strings.Contains(p.Text.src, ", ") {
		return // the common case
	}
	c, e := k.c, p.Text
	at := k.at[k.used[0]]
	for i := range c.toks {
		if at[i] < 0 || !c.toks[i].is(fName) || c.toks[i].is(fParty) {
			continue
		}
		if _, _, _, own := asideAt(c.src, int(c.toks[i].start)); own {
			continue // the claim's own aside: it says no more than the passage
		}
		var lo, hi int
		var rel, ok bool
		inAside := k.everyForm(e, i, func(j int) bool {
			lo, hi, rel, ok = asideAt(e.src, int(e.toks[j].start))
			return ok
		})
		if !inAside || hi <= lo || !k.asideAlone(i, lo, hi, rel) {
			continue
		}
		k.doubt(AnchorAbsent, p.span(int32(lo), int32(hi)), "%s names %s only in an aside: %s", k.where, nameText(c.Text, &c.toks[i]), quote(e.src[lo:hi]))
		return
	}
}

// everyForm reports whether passage text e has a form of claim word i,
// and f holds of each (by its index), in order, until one fails.
func (k *checker) everyForm(e *Text, i int, f func(j int) bool) bool {
	some := false
	for j := range e.toks {
		if k.c.matches(i, &e.toks[j]) {
			if !f(j) {
				return false
			}
			some = true
		}
	}
	return some
}

// asideAlone reports whether the aside [lo, hi) of the best passage holds
// no claim word but the name of claim word i, and a claim verb stands
// outside it: for a description of no verb anywhere after it, for a
// clause ("rel") right after its closing comma.
func (k *checker) asideAlone(i, lo, hi int, rel bool) bool {
	c, e := k.c, k.best().Text
	at := k.at[k.used[0]]
	nlo, nhi := nameRun(c.Text, i)
	verb := false
	for m, j := range at {
		if j < 0 || m >= nlo && m <= nhi {
			continue
		}
		s := int(e.toks[j].start)
		if s >= lo && s < hi {
			return false // the aside says more of the claim: "a branch of Iranian languages"
		}
		if c.toks[m].verbForm() && !c.toks[m].is(fName) {
			verb = verb || !rel || strings.TrimSpace(between(e.src, int32(hi+1), e.toks[j].start)) == "" || auxGap(between(e.src, int32(hi+1), e.toks[j].start))
		}
	}
	if !rel {
		for j := range e.toks {
			if s := int(e.toks[j].start); s >= lo && s < hi && e.toks[j].verbForm() && !e.toks[j].is(fName) {
				return false // "a tenth season of The X-Files aired": a clause, no description
			}
		}
	}
	return verb
}

// asideAt returns the aside of src that holds byte at: from a comma and
// "which", "who", "a" or "an" before it to the next comma or the
// sentence's end (a clause of "which" or "who" only to a comma), with no
// other comma or full stop between; whether it is a clause; and whether
// there is one.
func asideAt(src string, at int) (lo, hi int, rel, ok bool) {
	lo = strings.LastIndex(src[:at], ", ")
	if lo < 0 || strings.ContainsAny(src[lo+1:at], ".;:") {
		return 0, 0, false, false
	}
	w, we := wordAt(src, lo+2)
	if we >= len(src) || src[we] != ' ' {
		return 0, 0, false, false // "A.J." is no article
	}
	switch w {
	case "which", "who":
		rel = true
	case "a", "an":
	default:
		return 0, 0, false, false
	}
	hi = -1
	for _, end := range [...]string{", ", "; ", ": ", ". "} {
		if e := strings.Index(src[at:], end); e >= 0 && (hi < 0 || e < hi) {
			hi = e // not "$70,231"
		}
	}
	switch {
	case hi >= 0 && src[at+hi] == ',':
	case rel:
		return 0, 0, false, false // a clause the sentence ends with: its verb's object
	case hi < 0:
		hi = len(strings.TrimRight(src, ". ")) - at
	}
	return lo, at + hi, rel, true
}

// agentOfOther leaves unverified a claim whose name the best passage
// has only after "by the N of", N a word the claim does not say: "Ines
// Maro founded Velmora" against "Velmora was founded by the father of
// Ines Maro". The doer is another, named by the claim's name.
func (k *checker) agentOfOther() {
	p, at := k.englishAt()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	for i := range c.toks {
		if at[i] < 0 || !c.toks[i].is(fName) {
			continue
		}
		if lo, _ := nameRun(c.Text, i); lo != i {
			continue
		}
		by := -1
		if k.everyForm(e, i, func(j int) bool {
			jl, _ := nameRun(e, j)
			by = ofOtherBy(e, jl)
			return by >= 0 && !k.claimSays(&e.toks[jl-1])
		}) {
			_, hi := nameRun(c.Text, i)
			ehi := at[hi]
			if ehi < 0 {
				continue
			}
			k.doubt(AnchorAbsent, p.span(int32(by), e.toks[ehi].end), "%s says it of %s; the claim says %s", k.where,
				quote(e.src[by:e.toks[ehi].end]), quote(nameText(c.Text, &c.toks[i])))
			return
		}
	}
}

// ofOtherBy returns where "by" starts before "the N of" and passage word
// j of e ("by the father of Ines Maro"), or -1.
func ofOtherBy(e *Text, j int) int {
	if j == 0 {
		return -1
	}
	if w, _ := lastWordBefore(e.src, e.toks[j].start); w != "of" || e.toks[j-1].is(fName) {
		return -1
	}
	w, b := lastWordBefore(e.src, e.toks[j-1].start)
	if !articles[w] {
		return -1
	}
	if by, bb := lastWordBefore(e.src, int32(b)); by == "by" {
		return bb
	}
	return -1
}

// auxGap reports whether gap, between a subject and its verb, holds
// nothing but spaces and auxiliaries: "was", "has been".
func auxGap(gap string) bool {
	for _, w := range strings.Fields(strings.ToLower(gap)) {
		if !beForms[w] && !auxiliaries[w] {
			return false
		}
	}
	return true
}

// unqualifiedElsewhere reports whether the best passage has, besides
// word j, another form of claim word i with no word of roleQualifiers
// before it.
func (k *checker) unqualifiedElsewhere(i, j int) bool {
	e := k.best().Text
	for m := range e.toks {
		if m == j || !k.c.matches(i, &e.toks[m]) {
			continue
		}
		if q, _ := lastWordBefore(e.src, e.toks[m].start); !roleQualifiers[q] && q != "be" {
			return true
		}
	}
	return false
}

// hasWordFold reports whether the English text s has the word w, in any
// case, as a whole word.
func hasWordFold(s, w string) bool {
	if w == "" || !ascii(s) {
		return hasWordLower(strings.ToLower(s), w)
	}
	// An ASCII s lowers byte for byte: compare it so, without building
	// the lower-case copy that many checks would build of the same claim.
	return wordIndexFold(s, w) >= 0
}

// wordIndexFold returns where the lower-case ASCII word w first stands in
// s as a word of its own, in any case of its letters; -1 if it does not.
// Only a word's start is compared, and its first byte before the rest.
func wordIndexFold(s, w string) int {
	c := w[0]
	for i := 0; i+len(w) <= len(s); i++ {
		if b := s[i]; b != c && (b|0x20 != c || !isASCIILetter(b)) || i > 0 && isASCIILetter(s[i-1]) {
			continue
		}
		if !strings.EqualFold(s[i+1:i+len(w)], w[1:]) {
			continue
		}
		if i+len(w) >= len(s) || !isASCIILetter(s[i+len(w)]) {
			return i
		}
	}
	return -1
}

// hasWordLower reports whether the lower-case s has the word w, as a
// whole word.
func hasWordLower(s, w string) bool {
	for from := 0; from < len(s); {
		i := strings.Index(s[from:], w)
		if i < 0 {
			return false
		}
		i += from
		before := i == 0 || !isASCIILetter(s[i-1])
		after := i+len(w) >= len(s) || !isASCIILetter(s[i+len(w)])
		if before && after {
			return true
		}
		from = i + 1
	}
	return false
}

// pastTense reports whether claim word i is said in the past: a past
// form of "be" or "have" comes before it in its clause ("was the chief
// executive", "had been chair").
func pastTense(t *Text, i int) bool {
	lo := 0
	if i > 0 {
		for lo = i; lo > 0 && t.toks[lo-1].seg == t.toks[i].seg; lo-- {
		}
	}
	start := int32(0)
	if lo > 0 {
		start = t.toks[lo-1].end
	}
	for w := range strings.FieldsSeq(between(t.src, start, t.toks[i].start)) {
		if w = strings.Trim(w, ",;:"); strings.EqualFold(w, "was") || strings.EqualFold(w, "were") || strings.EqualFold(w, "had") {
			return true
		}
	}
	return false
}

// endedStates leaves unverified a claim that says in the present what
// the best passage says held until a time: "Jane Doe is the chief
// executive" against "Jane Doe was the chief executive until 2020".
func (k *checker) endedStates() {
	p := k.englishBest()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	k.formerStates(p)
	if k.full() || len(k.soft) > 0 && k.soft[len(k.soft)-1].Code == ConditionDropped {
		return
	}
	for n, mark := range [...]string{" until ", " before "} {
		if !e.hasPhrase(phraseUntil + n) {
			continue // the common case
		}
		if indexFold(c.src, mark) >= 0 {
			continue // the claim says when it ended too
		}
		at := indexFold(e.src, mark)
		end := stateBound(e, int32(at+len(mark)-1), mark == " until ")
		if end < 0 || k.claimHasNumberIn(e, int32(at), end) {
			continue // "holds 41,000 people" against "held 48,000 before a renovation cut its capacity to 41,000"
		}
		for i, j := range k.bestAt() {
			if j < 0 {
				continue
			}
			u := &e.toks[j]
			if int(u.end) > at || hasClauseMark(between(e.src, u.end, int32(at))) {
				continue
			}
			if !(presentBe(c.src, c.toks[i].start) && (pastTense(e, j) || mark == " until " && u.verbForm() && pastForm(u.word)) && (mark == " until " || !u.verbForm()) || presentVerb(c.Text, i) && pastForm(u.word)) {
				continue // "was the chief executive" against "is", "led the market" against "leads"; not "was approved before the board met"
			}
			k.doubt(ConditionDropped, p.span(int32(at+1), end), "%s says it held %s; the claim says it holds", k.where, quote(e.src[at+1:end]))
			return
		}
	}
}

// pronounBefore reports whether a third-person pronoun stands right
// before byte start of src: the subject of "it cut the fee".
func pronounBefore(src string, start int32) bool {
	w, _ := lastWordBefore(src, start)
	return thirdPerson(w)
}

// stateBound returns where the time that ends a state ends, after "until"
// or "before" at byte at of English text e: a date ("until 2021"), or,
// after "until", any words up to a clause mark ("until it cut the fee"),
// after "before" a clause, with a verb ("before a renovation cut its
// capacity to 41,000"), not a noun ("before the vote", an act's time, not
// a state's end). It returns -1 where there is none.
func stateBound(e *Text, at int32, until bool) int32 {
	if n, ok := numberRightAfter(e, at); ok && (dated(n) || n.Kind == numbers.Date) {
		return int32(n.End)
	}
	end := int32(len(e.src))
	if m := clauseMark(e.src[at:]); m >= 0 {
		end = at + int32(m)
	}
	if m := strings.IndexByte(e.src[at:end], '('); m >= 0 {
		end = at + int32(m)
	}
	end = int32(len(strings.TrimRight(e.src[:end], " .")))
	first := sort.Search(len(e.toks), func(j int) bool { return e.toks[j].start >= at })
	if first == len(e.toks) || e.toks[first].start >= end {
		return -1
	}
	if until {
		return end
	}
	for j := first; j < len(e.toks) && j < first+4 && e.toks[j].end <= end; j++ {
		u := &e.toks[j]
		if u.verbForm() || u.verb() && (j > first && !e.toks[j-1].verb() || pronounBefore(e.src, u.start)) {
			return end
		}
	}
	return -1
}

// presentVerb reports whether word i of English text t is a verb in the
// present of one doer: "sells", "leads".
func presentVerb(t *Text, i int) bool {
	w := t.toks[i].word
	return len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && verb(w) && !pastForm(w)
}

// firstAfter returns where the first word after byte at of src starts.
func firstAfter(src string, at int) int32 {
	for at < len(src) && isASCIILetter(src[at]) {
		at++
	}
	for at < len(src) && src[at] == ' ' {
		at++
	}
	return int32(at)
}

// wordAtFold returns the ASCII word at byte at of src, lower-cased.
func wordAtFold(src string, at int) string {
	w, _ := wordAt(src, at)
	return w
}

// linkMarks are the English phrases that tie two things without saying
// that one brings about the other: "has been linked to liver damage".
var linkMarks = []string{"linked to", "linked with", "associated with", "tied to", "correlated with", "an association between",
	"a link between", "a correlation between"}

// linkWords are the words of linkMarks that tie.
var linkWords = setOf(`linked associated tied correlated association link correlation`)

// causeVerbs are the English verbs, in their forms, that say one thing
// brings about another.
var causeVerbs = setOf(`cause causes caused causing prevent prevents prevented preventing cure cures cured curing
trigger triggers triggered triggering reduce reduces reduced reducing increase increases increased increasing
raise raises raised lower lowers lowered extend extends extended improve improves improved protect protects protected`)

// associations leaves unverified a claim that one thing brings about
// another ("The drug causes liver damage") where the best passage only
// ties them: "has been linked to liver damage", "an association between
// exercise and a longer life".
func (k *checker) associations() {
	p := k.englishBest()
	if p == nil || !p.Text.mayHave(wcLink) {
		return // the common case
	}
	c, e := k.c, p.Text
	mark, at := firstMark(e.src, linkMarks)
	if mark == "" || slices.ContainsFunc(c.toks, func(t tok) bool { return linkWords[t.word] }) {
		return // the common case, or the claim ties them too
	}
	for i := range c.toks {
		if t := &c.toks[i]; causeVerbs[t.word] && !t.negated() && !hasWordFold(e.src, t.word) {
			k.doubt(ConditionDropped, p.span(int32(at), int32(at+len(mark))), "%s says %s; the claim says %s", k.where,
				quote(e.src[at:at+len(mark)]), quote(k.claimText(t.start, t.end)))
			return
		}
	}
}

// sequenceOnly leaves unverified a claim that one thing brought about
// another ("The policy caused prices to rise") where the best passage
// only puts one after the other and says no cause: "Prices rose after the
// policy was introduced".
func (k *checker) sequenceOnly() {
	p := k.englishBest()
	if p == nil {
		return
	}
	e := p.Text
	cause, cn := k.c.cause()
	if cause < 0 {
		return // the common case
	}
	at, n := markWord(e.src, sequenceMark)
	if at < 0 {
		return
	}
	if c, _ := markWord(e.src, causeMark); c >= 0 {
		return // the passage says a cause of its own
	}
	k.doubt(ConditionDropped, p.span(int32(at), int32(at+n)), "%s says one came %s the other, not that it was the cause; the claim says %s", k.where,
		quote(e.src[at:at+n]), quote(k.c.src[cause:cause+cn]))
}

// The kinds of word markWord looks for.
const (
	joinMark       = iota // joinWord
	sequenceMark          // sequenceWord
	causeMark             // causeWord
	quantifierMark        // a word of quantifierLevels
)

// markFirsts are, by kind, the first letters of the words markWord looks
// for, a bit each ('a' the lowest): a word that starts with no other is
// passed over unread.
var markFirsts = [...]uint32{joinMark: firstLetters(nil, "abow"), sequenceMark: firstLetters(nil, "afst"), causeMark: firstLetters(causeVerbs, "bdlrt"), quantifierMark: firstLetters(nil, "abefms")}

// causeOpenings are the first two letters of the words causeWord reads:
// most words that start with a letter of one start otherwise.
var causeOpenings = func() (o letterPairs) {
	for w := range causeVerbs {
		o.add(w)
	}
	for _, w := range strings.Fields(`because drove led leads due thanks driven resulted results`) {
		o.add(w)
	}
	return o
}()

// letterPairs is a set of pairs of ASCII letters, in either case.
type letterPairs [26*26/64 + 1]uint64

func (o *letterPairs) add(w string) {
	n := int(w[0]|0x20-'a')*26 + int(w[1]|0x20-'a')
	o[n/64] |= 1 << (n % 64)
}

// has reports whether the pair a, b is in o; false for a byte that is no
// ASCII letter.
func (o *letterPairs) has(a, b byte) bool {
	a, b = a|0x20, b|0x20
	if a < 'a' || a > 'z' || b < 'a' || b > 'z' {
		return false
	}
	n := int(a-'a')*26 + int(b-'a')
	return o[n/64]&(1<<(n%64)) != 0
}

// firstLetters returns the set of the first letters of the words of set
// and of the letters of more, a bit each ('a' the lowest).
func firstLetters(set map[string]bool, more string) uint32 {
	var out uint32
	for _, b := range []byte(more) {
		out |= 1 << (b - 'a')
	}
	for w := range set {
		out |= 1 << (w[0] - 'a')
	}
	return out
}

// markWord returns where the first ASCII word of src of kind starts, and
// the length of the phrase it opens; -1 if there is none.
func markWord(src string, kind int) (int, int) {
	var buf [12]byte
	for i := 0; i < len(src); {
		if !isASCIILetter(src[i]) {
			i++
			continue
		}
		j := i
		for j < len(src) && isASCIILetter(src[j]) {
			j++
		}
		if markFirsts[kind]>>((src[i]|0x20)-'a')&1 != 0 && j-i <= len(buf) && (i == 0 || src[i-1] < 0x80) && (kind != causeMark || j-i >= 2 && causeOpenings.has(src[i], src[i+1])) {
			for k := i; k < j; k++ {
				buf[k-i] = src[k] | 0x20
			}
			w, n := buf[:j-i], 0
			switch kind {
			case joinMark:
				n = joinWord(w)
			case sequenceMark:
				n = sequenceWord(w)
			case quantifierMark:
				if _, ok := quantifierLevels[string(w)]; ok {
					n = len(w)
				}
			default:
				n = causeWord(w, src[j:])
			}
			if n > 0 {
				return i, n
			}
		}
		i = j
	}
	return -1, 0
}

// sequenceWord returns the length of w where it is an English word that
// puts one thing after another without saying the first brought it
// about: "after", "following", "since", "then"; 0 otherwise.
func sequenceWord(w []byte) int {
	switch string(w) {
	case "after", "following", "since", "then":
		return len(w)
	}
	return 0
}

// causeWord returns the length of the English phrase that says one thing
// brought about another, at a word w followed by rest: a word of
// causeVerbs ("caused", "reduced"), "led to", "because"; 0 if there is
// none.
func causeWord(w []byte, rest string) int {
	if causeVerbs[string(w)] {
		return len(w)
	}
	switch string(w) {
	case "because", "drove":
		return len(w)
	case "led", "leads", "due", "thanks", "driven":
		if next := firstWord(strings.TrimLeft(rest, " ")); strings.EqualFold(next, "to") || string(w) == "driven" && strings.EqualFold(next, "by") {
			return len(w) + 1 + len(next)
		}
	case "resulted", "results":
		if next := firstWord(strings.TrimLeft(rest, " ")); strings.EqualFold(next, "in") {
			return len(w) + 3
		}
	}
	return 0
}

// firstMark returns the first phrase of marks that src has, in any case,
// at the start of a word, and where it is; "" if none.
func firstMark(src string, marks []string) (string, int) {
	for _, m := range marks {
		if at := indexFold(src, m); at >= 0 && (at == 0 || !isASCIILetter(src[at-1])) {
			return m, at
		}
	}
	return "", -1
}

// timeMarks are the English phrases of a time before or after now that
// a sentence in the past or the future is said of: "was closed last
// year", "will be banned from next year".
var timeMarks = []string{"next year", "next month", "next week", "later this year", "last year", "last month", "last week",
	"yesterday", "earlier this year", "earlier this month", "last night", "tomorrow"}

// timeShifted leaves unverified a claim in the present ("Smoking is
// banned in bars", "The bridge is closed") whose word the best passage
// says in the future or the past of a time it names: "will be banned
// from next year", "was closed for repairs last year".
func (k *checker) timeShifted() {
	p := k.englishBest()
	if p == nil || !p.Text.mayHave(wcTime) {
		return // the common case
	}
	c, e := k.c, p.Text
	present := false
	for i, j := range k.bestAt() {
		if j < 0 {
			continue
		}
		if present = presentBe(c.src, c.toks[i].start) || presentVerb(c.Text, i) || beAfter(c.src, c.toks[i].end, "is", "are"); present {
			break
		}
	}
	if !present {
		return // a claim in the past or the future: nothing to shift
	}
	mark, at := firstMark(e.src, timeMarks)
	if mark == "" {
		mark, at = dayMark(e.src) // "from May", "on Monday"
	}
	if mark == "" || hasWordFold(c.src, firstWordOf(mark)) || hasWordFold(c.src, "will") || hasWordFold(c.src, "was") || hasWordFold(c.src, "were") {
		return // the common case, or the claim has a time of its own
	}
	for i, j := range k.bestAt() {
		if j < 0 {
			continue
		}
		u := &e.toks[j]
		if int(u.start) > at || strings.ContainsAny(between(e.src, u.end, int32(at)), ";:") {
			continue
		}
		// "The bridge is closed" against "was closed last year"; "The
		// website is down" against "The website was down on Monday".
		verb := (presentBe(c.src, c.toks[i].start) || presentVerb(c.Text, i)) && shiftedTense(e.src, u)
		subject := beAfter(c.src, c.toks[i].end, "is", "are") && beAfter(e.src, u.end, "was", "were", "will")
		if !verb && !subject {
			continue
		}
		k.doubt(ConditionDropped, p.span(u.start, int32(at+len(mark))), "%s says it of %s: %s; the claim says it holds now", k.where, quote(e.src[at:at+len(mark)]), quote(e.src[u.start:at+len(mark)]))
		return
	}
}

// futureDone leaves unverified a claim that says done ("The plant
// closed in 2025", "was closed") what the best passage says will be done
// ("will close in 2025", "will be closed"): a plan is not what happened.
func (k *checker) futureDone() {
	p := k.englishBest()
	if p == nil || !p.Text.hasPhrase(phraseWill) {
		return // the common case
	}
	c, e := k.c, p.Text
	for i, j := range k.bestAt() {
		if j < 0 {
			continue
		}
		t, u := &c.toks[i], &e.toks[j]
		from, ok := willBefore(e.src, u.start)
		if !ok || !pastForm(t.word) || u.word == t.word && !pastBeBefore(c.src, t.start) {
			continue // "closed" against "will close", "was closed" against "will be closed"
		}
		if hasWordFold(c.src, "will") || hasWordFold(c.src, "would") {
			return // the claim speaks of what will be, or would have been
		}
		k.doubt(ConditionDropped, p.span(int32(from), u.end), "%s says %s, not that it was done; the claim says %s",
			k.where, quote(p.text(int32(from), u.end)), quote(k.claimText(t.start, t.end)))
		return
	}
}

// pastBeBefore reports whether "was" or "were" is the word right
// before byte at of src, or "been" after "has", "have" or "had".
func pastBeBefore(src string, at int32) bool {
	w, b := lastWordBefore(src, at)
	if w == "been" {
		w, _ = lastWordBefore(src, int32(b)) // "has been removed": done, as "was removed" is
		return w == "has" || w == "have" || w == "had"
	}
	return w == "was" || w == "were"
}

// willBefore returns where "will" starts before byte at of src, right
// before it or before "be" ("will close", "will be closed"), past one
// adverb in -ly; ok is false where there is none.
func willBefore(src string, at int32) (int, bool) {
	for range 3 {
		w, b := lastWordBefore(src, at)
		switch {
		case w == "will":
			return b, true
		case w == "be" || strings.HasSuffix(w, "ly") && w != "":
			at = int32(b)
		default:
			return 0, false
		}
	}
	return 0, false
}

// dayMark returns the first "from" and a month ("from May") or "on" and
// a day of the week ("on Monday") in src, written with a capital and no
// day or year after, and where it starts; "" if there is none.
func dayMark(src string) (string, int) {
	for _, p := range [...]string{" from ", " on "} {
		for from := 0; ; {
			i := indexFold(src[from:], p)
			if i < 0 {
				break
			}
			i += from
			w, j := wordAfter(src, i+len(p)-1)
			if j > i+len(p) && 'A' <= src[i+len(p)] && src[i+len(p)] <= 'Z' && (p == " from " && words.Month(w) != 0 || p == " on " && weekdays[w]) {
				if n, _ := wordAfter(src, j); !words.IsNumber(n) && !strings.HasPrefix(src[j:], ",") && !digitAfter(src, j) {
					return src[i+1 : j], i + 1
				}
			}
			from = i + 1
		}
	}
	return "", -1
}

// shiftedTense reports whether word u of src is said in the future or the
// past: "will" or a past form of "be" in the two words before it ("will
// be banned", "was briefly down"), or a past form itself.
func shiftedTense(src string, u *tok) bool {
	at := u.start
	for range 2 {
		w, b := lastWordBefore(src, at)
		switch w {
		case "will", "was", "were":
			return true
		case "":
			return false
		}
		at = int32(b)
	}
	return pastForm(u.word)
}

// digitAfter reports whether a space and a digit come at byte j of src:
// the day of "from March 31".
func digitAfter(src string, j int) bool {
	return j+1 < len(src) && src[j] == ' ' && '0' <= src[j+1] && src[j+1] <= '9'
}

// beAfter reports whether the word after byte end of src is one of be,
// past an adverb in -ly: "is", "was briefly".
func beAfter(src string, end int32, be ...string) bool {
	w, j := wordAfter(src, int(end))
	if strings.HasSuffix(w, "ly") {
		w, _ = wordAfter(src, j)
	}
	return w != "" && slices.Contains(be, w)
}

// firstWordOf returns the first word of phrase p.
func firstWordOf(p string) string {
	if i := strings.IndexByte(p, ' '); i >= 0 {
		return p[:i]
	}
	return p
}

// formerWords say before a verb that what it says held once, not now:
// "was previously based in Leeds".
var formerWords = setOf(`previously formerly once originally`)

// formerStates leaves unverified a claim that says in the present what
// passage p says held once: "Velmora is based in Leeds" against
// "Velmora was previously based in Leeds", "used to be based in Leeds",
// "was based in Leeds until recently".
func (k *checker) formerStates(p *Passage) {
	c, e := k.c, p.Text
	if !e.mayHave(wcFormer) {
		return // the common case
	}
	for i, j := range k.bestAt() {
		if j < 0 {
			continue
		}
		if !presentBe(c.src, c.toks[i].start) && !presentVerb(c.Text, i) {
			continue
		}
		if _, former := formerBefore(c.src, c.toks[i].start); former {
			continue // the claim says so too
		}
		u := &e.toks[j]
		lo, ok := formerBefore(e.src, u.start)
		hi := int(u.end)
		if !ok {
			r := indexFold(e.src[u.end:], " until recently")
			if r < 0 || hasClauseMark(e.src[u.end:int(u.end)+r]) {
				continue
			}
			lo, hi = int(u.start), int(u.end)+r+len(" until recently")
		}
		k.doubt(ConditionDropped, p.span(int32(lo), int32(hi)), "%s says it held once: %s; the claim says it holds", k.where, quote(e.src[lo:hi]))
		return
	}
}

// formerBefore returns where a word of formerWords after "was" or
// "were" or right before a past form, or "used to be" or "used to"
// right before a verb, stands in the words right before byte start of
// src, and whether one does.
func formerBefore(src string, start int32) (int, bool) {
	w, j := lastWordBefore(src, start)
	for range 2 {
		switch {
		case formerWords[w]:
			if v, _ := lastWordBefore(src, int32(j)); v == "was" || v == "were" || start == firstAfter(src, j) && pastForm(wordAtFold(src, int(start))) {
				return j, true // "was previously based", "previously supported"
			}
			return 0, false
		case w == "to" && start == firstAfter(src, j):
			if v, b := lastWordBefore(src, int32(j)); v == "used" && !passiveBefore(src, b) {
				return b, true // "used to sell"; not "is used to lower", a purpose
			}
			return 0, false
		case w == "be":
			if v, b := lastWordBefore(src, int32(j)); v == "to" {
				if u, a := lastWordBefore(src, int32(b)); u == "used" && !passiveBefore(src, a) {
					return a, true
				}
			}
			return 0, false
		case w == "" || hasClauseMark(src[j:start]):
			return 0, false
		}
		w, j = lastWordBefore(src, int32(j))
	}
	return 0, false
}

// passiveBefore reports whether a form of "be" or "get" stands right
// before byte at of src: "is used to lower" says what a thing is for,
// not that it was once done.
func passiveBefore(src string, at int) bool {
	w, _ := lastWordBefore(src, int32(at))
	return beForms[w] || w == "get" || w == "gets" || w == "got"
}

// presentBe reports whether "is" or "are" stands in the three words
// before byte start of src, with no punctuation between: the claim's
// side of pastTense.
func presentBe(src string, start int32) bool {
	at := start
	for n := 0; n < 3; n++ {
		w, b := lastWordBefore(src, at)
		if w == "" || hasClauseMark(src[b:start]) {
			return false
		}
		if w == "is" || w == "are" {
			return true
		}
		if w == "s" && b > 0 && src[b-1] == '\'' {
			n-- // "is the team's coach": the possessive's "s" is no word
		}
		at = int32(b)
	}
	return false
}

// anyTimeBounds are the words after "at any time" that bound it: "at any
// time before the renewal date".
var anyTimeBounds = setOf(`before after during within until prior from between up except`)

// timeFrom reports whether "from", which ends at byte end of src, starts
// a time ("from 1 May", "from the date of purchase"), not a place or a
// means ("from the settings page").
func timeFrom(src string, end int) bool {
	w, j := wordAfter(src, end)
	if articles[w] || w == "your" || w == "their" || w == "its" || w == "our" {
		w, j = wordAfter(src, j)
	}
	if w == "" {
		rest := strings.TrimLeft(src[j:], " ")
		return rest != "" && '0' <= rest[0] && rest[0] <= '9'
	}
	return weekdays[w] || words.Month(w) > 0 || fromTimes[w]
}

// fromTimes are the words after "from" that start a time: "from now",
// "from the date of purchase".
var fromTimes = setOf(`now today tomorrow then date day start beginning end moment time purchase delivery receipt signing`)

// anyTimes are the claim phrases that say a thing holds whenever.
var anyTimes = [...]string{"at any time", "any time", "anytime", "at all times"}

// anyTime leaves unverified a claim that says a thing holds at any time
// where the best passage gives it a period: "You can cancel at any time"
// against "You may cancel during the first 14 days".
func (k *checker) anyTime() {
	p := k.englishBest()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	if !slices.ContainsFunc(c.toks, func(t tok) bool { return t.word == "time" || t.word == "times" || t.word == "anytime" }) {
		return // the common case
	}
	said, at := "", -1
	for _, a := range anyTimes {
		if at = indexFold(c.src, a); at >= 0 {
			said = c.src[at : at+len(a)]
			break
		}
	}
	if said == "" {
		return
	}
	// The word the claim says it of, which the passage must have before
	// its period, in one clause: "cancel" of "cancel at any time".
	verb := -1
	for i := range c.toks {
		if int(c.toks[i].end) <= at {
			verb = i
		}
	}
	if verb < 0 || k.at[k.used[0]][verb] < 0 {
		return
	}
	v := &e.toks[k.at[k.used[0]][verb]]
	for _, a := range anyTimes {
		if at := indexFold(e.src, a); at >= 0 {
			// The passage says it too, unless it bounds it where the
			// claim does not: "at any time before the renewal date".
			w, end := wordAfter(e.src, at+len(a))
			if cw, _ := wordAfter(c.src, indexFold(c.src, said)+len(said)); anyTimeBounds[w] && cw != w && (w != "from" || timeFrom(e.src, end)) {
				stop := strings.IndexAny(e.src[end:], ",;.")
				if stop < 0 {
					stop = len(e.src) - end
				}
				k.doubt(ConditionDropped, p.span(int32(at), int32(end+stop)), "%s says %s; the claim says %s", k.where, quote(e.src[at:end+stop]), quote(said))
			}
			return
		}
	}
	for _, n := range e.nums { // none: the common case
		u, end, ok := unitAfter(e.src, n.End)
		if !ok || u.dim != dimDuration || int(v.start) > n.Start {
			continue
		}
		if m := sort.Search(len(e.toks), func(m int) bool { return int(e.toks[m].start) >= n.End }); m == len(e.toks) || e.toks[m].seg != v.seg {
			continue // in another clause than the claim's word
		}
		start := n.Start
		for range 3 { // "during the first 14 days"
			w, j := lastWordBefore(e.src, int32(start))
			if w == "" || w == "and" || hasClauseMark(e.src[j:start]) {
				break
			}
			start = j
		}
		k.doubt(ConditionDropped, p.span(int32(start), int32(end)), "%s gives it a period, %s; the claim says %s", k.where, quote(e.src[start:end]), quote(said))
		return
	}
}

// indexFold returns the index of the first instance in s of substr, a
// lower-case ASCII phrase, written so or with a capital first letter
// ("Except"), or -1.
func indexFold(s, substr string) int {
	i := strings.Index(s, substr)
	if substr == "" || substr[0] < 'a' || substr[0] > 'z' || strings.IndexByte(s, substr[0]-('a'-'A')) < 0 {
		return i
	}
	j := strings.Index(s, titled(substr))
	if j >= 0 && (i < 0 || j < i) {
		return j
	}
	return i
}

// titled returns lower-case ASCII phrase s with a capital first letter,
// from a table for the phrases the checks look for.
func titled(s string) string {
	if t, ok := titledPhrases[s]; ok {
		return t
	}
	return string(s[0]-('a'-'A')) + s[1:]
}

// titledPhrases are the phrases indexFold is asked for, capitalised once.
var titledPhrases = func() map[string]string {
	m := map[string]string{}
	for _, list := range [][]string{anyTimes[:], exceptWords[:], otherwiseWords[:], hedgeList[:]} {
		for _, w := range list {
			m[w] = string(w[0]-('a'-'A')) + w[1:]
		}
	}
	return m
}()

// exceptWords open an exception: "covers all defects except cosmetic
// damage", "sold in all markets other than Japan", "sold everywhere but
// Japan".
var exceptWords = [...]string{"except", "excluding", "other than", "everywhere but", "anywhere but"}

// maxExcepted bounds the words an exception holds.
const maxExcepted = 3

// exceptions fails a claim that says what the best passage says of a
// whole of what it excepts from it: "The warranty covers cosmetic
// damage" against "The warranty covers all defects except cosmetic
// damage" (a claim that denies it, "does not cover cosmetic damage",
// stands; see excepted). Of a whole the passage denies, it fails a claim
// that denies the exception: "Service animals are not allowed" against
// "No pets are allowed, except service animals".
func (k *checker) exceptions() {
	x, ok := k.excepted()
	if !ok {
		k.exceptedNumber()
		return
	}
	c, p := k.c, k.best()
	e := p.Text
	// Where the passage denies the whole ("No pets are allowed, except
	// service animals"), the exception is what it affirms: a claim that
	// says it stands, one that denies it fails.
	if k.deniesExcepted(x) != e.toks[x.from].negated() || k.otherBoundOnExcepted(x) {
		return
	}
	lo, hi := min(c.toks[x.verb].start, c.toks[x.word].start), max(c.toks[x.verb].end, x.wordEnd)
	end := e.toks[x.to].end
	if b, ok := e.boundRightAfter(end); ok {
		end = b // "except orders over $500"
	}
	for _, id := range e.idents {
		if id.start < end && id.end > end {
			end = id.end // "except for Section 5"
		}
	}
	k.fail(NegationMismatch, p.span(e.toks[x.from].start, end), "%s says %s; the claim says %s",
		k.where, quote(p.text(e.toks[x.from].start, end)), quote(k.claimText(lo, hi)))
}

// saidOfUnless leaves unverified an English claim, with no condition or
// negation of its own, whose word the best passage says only in an
// "unless" clause: "Returns of damaged items are free" against "Returns
// are free unless the item was damaged by the customer". The claim says
// of the case the passage leaves out what it says of the rest.
func (k *checker) saidOfUnless() {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.conds) > 0 || len(c.cues) > 0 || k.full() {
		return
	}
	e := p.Text
	for _, cd := range e.conds {
		if cd.cue != "unless" {
			continue
		}
		for i := range c.toks {
			t := &c.toks[i]
			if t.is(fName) || t.dup {
				continue
			}
			inside, outside := false, false
			for j := range e.toks {
				if c.matches(i, &e.toks[j]) {
					if e.toks[j].start >= cd.start && e.toks[j].end <= cd.end {
						inside = true
					} else {
						outside = true
					}
				}
			}
			if inside && !outside {
				k.doubt(ConditionDropped, p.span(cd.start, cd.end), "%s says it unless %q; the claim says it of %q", k.where,
					strings.TrimSpace(strings.TrimPrefix(p.text(cd.start, cd.end), "unless")), k.claimText(t.start, t.end))
				return
			}
		}
	}
}

// exceptedNumber fails a claim that says, of a number, what the best
// passage says of all but it: "grew revenue in 2020" against "grew
// revenue every year since 2015 except in 2020".
func (k *checker) exceptedNumber() {
	p := k.englishBest()
	if p == nil || len(k.c.conds) > 0 || len(k.c.cues) > 0 {
		return // a claim with a condition or a negation of its own
	}
	e := p.Text
	for _, cd := range e.conds {
		if !cd.number || !exceptCues[cd.cue] {
			continue
		}
		for _, n := range e.nums {
			if n.Start < int(cd.start) || n.End > int(cd.end) {
				continue
			}
			for _, q := range k.c.nums {
				if q.Value == n.Value && !k.c.inException(int32(q.Start)) {
					k.fail(NegationMismatch, p.span(cd.start, cd.end), "%s excepts %s (%s); the claim says it of %s", k.where, n.Text, quote(p.text(cd.start, cd.end)), q.Text)
					return
				}
			}
		}
	}
}

// modalRightBefore reports whether a modal verb is the word right before
// byte at of src: "return" of "can return".
func modalRightBefore(src string, at int32) bool {
	w, _ := lastWordBefore(src, at)
	return modalWords[w]
}

// numberOfMainOnly reports whether the claim has a number of passage e
// before byte at and none after byte end.
func (k *checker) numberOfMainOnly(e *Text, at int, end int32) bool {
	before, after := false, false
	for _, q := range k.c.nums {
		if k.c.inIdent(q) {
			continue // "Section 5" names what is excepted; it is no value
		}
		for _, n := range e.nums {
			if n.Value != q.Value {
				continue
			}
			before = before || n.End <= at
			after = after || int32(n.Start) >= end
		}
	}
	return before && !after
}

// otherBoundOnExcepted reports whether the best passage bounds the
// excepted word by a number ("except for orders over $500") and the
// claim its word by another ("for orders under $100"): other ones of
// it, which the exception leaves alone.
func (k *checker) otherBoundOnExcepted(x exception) bool {
	e := k.best().Text
	en, ok1 := numberSoonAfter(e, e.toks[x.to].end)
	cn, ok2 := numberSoonAfter(k.c.Text, k.c.toks[x.word].end)
	return ok1 && ok2 && en.Value != cn.Value
}

// numberSoonAfter returns the number of t within three words after byte
// end, in its clause: "over $500" of "orders over $500".
func numberSoonAfter(t *Text, end int32) (numbers.Token, bool) {
	return numberTokAfter(t, end, func(gap string) bool { return !strings.ContainsAny(gap, ",;:.()") && len(strings.Fields(gap)) <= 3 })
}

// deniesExcepted reports whether the claim denies what it says of the
// excepted word: a word of its clause is negated ("does not cover water
// damage").
func (k *checker) deniesExcepted(x exception) bool {
	for i := range k.c.toks {
		if t := &k.c.toks[i]; t.seg == k.c.toks[x.word].seg && t.negated() {
			return true
		}
	}
	return false
}

// deniesExceptedBound reports whether a number of the claim stands on a
// bound the best passage excepts from what it says, as the claim's
// denial of that (see evidenceQuantities and checkBound), where the
// exception ends its sentence: "no fee on orders over $500" against "A
// $20 fee applies to all orders, except orders over $500"; not against
// "…, except orders over $500, which pay $40".
func (k *checker) deniesExceptedBound() bool {
	p := k.best()
	for _, e := range k.boundedBy {
		if !e.excepted || e.p != p {
			continue
		}
		src := p.Text.src
		end := e.tok.End + len(unitText(src, e.tok.End))
		if rest := strings.TrimLeft(src[end:], " "); rest == "" || rest[0] == '.' {
			return true
		}
	}
	return false
}

// An exception is what excepted finds: the claim's verb and excepted
// word, and the passage's words from the verb to the exception's end.
type exception struct {
	verb, word int   // claim tokens
	wordEnd    int32 // where the claim's excepted words end
	from, to   int   // passage tokens
}

// excepted finds a word the best passage excepts from what it says
// ("covers all defects except cosmetic damage", "Refunds are issued
// within 14 days, except for add-ons") that the claim says with a word of
// that ("covers", "refunded"), in one clause. The exception must be in one clause with the
// verb ("…within 30 days, except backups" may say something else of
// them); a claim that gives an exception of its own is left alone.
func (k *checker) excepted() (exception, bool) {
	p := k.best()
	if p == nil || k.c.lang != English {
		return exception{}, false
	}
	c, e := k.c, p.Text
	if !e.excepts {
		return exception{}, false // the common case
	}
	for _, w := range exceptWords {
		at := indexFold(e.src, w)
		if at < 0 || indexFold(c.src, w) >= 0 {
			continue
		}
		// The excepted words: after the cue, up to a verb.
		j := sort.Search(len(e.toks), func(j int) bool { return int(e.toks[j].start) > at })
		prev := j - 1 // the last word before the cue
		for prev >= 0 && int(e.toks[prev].end) > at {
			prev-- // the cue is a word of its own ("excluding")
		}
		if prev < 0 || j == len(e.toks) || strings.ContainsAny(e.src[e.toks[prev].end:at], ";:()") {
			continue
		}
		apart := strings.Contains(e.src[e.toks[prev].end:at], ",")
		word, last, wordEnd := -1, j, int32(0)
		for x := j; x < len(e.toks) && x < j+maxExcepted && e.toks[x].seg == e.toks[j].seg && (x == j || !e.toks[x].verbForm() && !clauseVerbIn(between(e.src, e.toks[x-1].end, e.toks[x].start))); x++ {
			last = x
			for i := range c.toks {
				if c.matches(i, &e.toks[x]) {
					if word < 0 {
						word = i
					}
					wordEnd = max(wordEnd, c.toks[i].end)
				}
			}
		}
		if word < 0 {
			continue
		}
		if rest := strings.TrimSpace(e.src[e.toks[last].end:]); apart && rest != "" && rest != "." && !k.numberOfMainOnly(e, at, e.toks[last].end) {
			// "…within 30 days, except backups, which are …": said apart,
			// unless the claim gives the excepted the main part's number
			// ("Electronics can be returned within 30 days" against
			// "Items can be returned within 30 days, except electronics,
			// which must be returned within 14 days").
			continue
		}
		// What it is excepted from, before the cue, in its clause: the
		// nearest verb the claim has, else the first word it has
		// ("Refunds" of "Refunds are issued within 14 days, except for
		// add-ons").
		lo := prev
		for lo > 0 && e.toks[lo-1].seg == e.toks[prev].seg {
			lo--
		}
		if q, _ := quantifierBefore(c.Text, c.toks[word].start); q < 5 && slices.ContainsFunc(e.toks[lo:prev+1], func(u tok) bool { return c.matches(word, &u) }) {
			// "closes dormant accounts" against "closes dormant accounts,
			// except joint accounts": the whole, not said of every one,
			// whose exception the conditions check reads; "every order"
			// against "every order except orders over $500" fails.
			continue
		}
		has := func(v int, verbOnly bool) int {
			for i := range c.toks {
				if t := &c.toks[i]; i != word && t.seg == c.toks[word].seg && !t.is(fName) && (!verbOnly || t.verbForm()) && c.matches(i, &e.toks[v]) {
					return i
				}
			}
			return -1
		}
		for v := prev; v >= lo; v-- {
			// A verb: inflected, or a verb's form in -s after its subject
			// ("covers"), not a noun that may be one ("chair"); or an
			// adjective after "be" ("is available in all regions except
			// Europe"); or a verb right after a modal ("can return").
			if u := e.toks[v].word; !e.toks[v].is(fName) && (e.toks[v].verbForm() || strings.HasSuffix(u, "s") && v > lo && verb(u) ||
				hasPOS(u, lexicon.Adj) && beBefore(e.src, e.toks[v].start) || e.toks[v].verb() && modalRightBefore(e.src, e.toks[v].start)) {
				if i := has(v, false); i >= 0 {
					return exception{verb: i, word: word, wordEnd: wordEnd, from: v, to: last}, true
				}
			}
		}
		// Else the clause's subject, where the claim says it as a verb:
		// "Refunds are issued …, except for add-ons" and "Add-ons are
		// refunded".
		if i := has(lo, true); i >= 0 && !e.toks[lo].is(fName) {
			return exception{verb: i, word: word, wordEnd: wordEnd, from: lo, to: last}, true
		}
		// Else, where the exception follows the clause's subject with no
		// verb before it, what the clause says after the exception, right
		// after a form of "be" or an auxiliary: "All employees except
		// contractors are eligible for the bonus"; not "has been retired
		// except for those whose crimes were committed before 1997".
		if v := last + 1; v < len(e.toks) && clauseVerbIn(between(e.src, e.toks[last].end, e.toks[v].start)) && !e.toks[v].is(fName) &&
			!slices.ContainsFunc(e.toks[lo:prev+1], func(u tok) bool { return u.verbForm() }) && !clauseVerbIn(e.src[e.toks[lo].start:at]) {
			if i := has(v, false); i >= 0 {
				return exception{verb: i, word: word, wordEnd: wordEnd, from: lo, to: v}, true
			}
		}
	}
	return exception{}, false
}

// partWords follow a part of a whole the passage has just named: "nine
// members, seven of whom are independent".
var partWords = [...]string{" of whom", " of which", " of them"}

// partsOf compares a claim's quantifier with the share of a whole the
// best passage gives by a part of it: "All nine board members are
// independent" against "nine members, seven of whom are independent" is
// not proven; "most" stands on seven of nine, and "few" against it fails.
func (k *checker) partsOf() {
	p := k.englishBest()
	if p == nil || len(p.Text.nums) < 2 {
		return
	}
	c, e := k.c, p.Text
	if !c.hasQuantifier() || !e.hasPhrase(phraseParts) {
		return
	}
	for i, j := range k.bestAt() {
		if j < 0 {
			continue
		}
		// The quantifier may stand a few words before: "All nine board
		// members".
		qc, cs := 0, 0
		for at, step := c.toks[i].start, 0; step < 5 && qc == 0; step++ {
			if qc, cs = quantifierBefore(c.Text, at); qc == 0 {
				w, s := lastWordBefore(c.src, at)
				if w == "" {
					break
				}
				at = int32(s)
			}
		}
		if qc == 0 {
			continue
		}
		share, from, to, ok := partAfter(e, j)
		if !ok {
			continue
		}
		level := 2
		switch {
		case share >= 1:
			level = 5
		case share > 0.5:
			level = 4
		}
		ctext, etext := k.claimText(int32(cs), c.toks[i].end), e.src[from:to]
		switch {
		case qc == 1 && level >= 4:
			k.fail(AntonymMismatch, p.span(int32(from), int32(to)), "%s says %s; the claim says %s", k.where, quote(etext), quote(ctext))
			return
		case qc > level:
			k.doubt(ConditionDropped, p.span(int32(from), int32(to)), "%s says it of %s; the claim says %s", k.where, quote(etext), quote(ctext))
			return
		}
	}
}

// partAfter reads "nine members, seven of whom" at passage word j, the
// noun: the share of the whole the part is, and the bytes from the whole
// to the part's "whom".
func partAfter(e *Text, j int) (share float64, from, to int, ok bool) {
	w := lastNumBefore(e, int(e.toks[j].start))
	if w < 0 || len(strings.Fields(e.src[e.nums[w].End:e.toks[j].start])) > 2 {
		return 0, 0, 0, false // "nine members", "nine board members"
	}
	rest := e.src[e.toks[j].end:]
	if !strings.HasPrefix(rest, ", ") {
		return 0, 0, 0, false
	}
	n := w + 1
	if n >= len(e.nums) || e.nums[n].Start != int(e.toks[j].end)+2 {
		return 0, 0, 0, false
	}
	after := e.src[e.nums[n].End:]
	for _, pw := range partWords {
		if strings.HasPrefix(after, pw) {
			whole, err1 := strconv.ParseFloat(e.nums[w].Value, 64)
			part, err2 := strconv.ParseFloat(e.nums[n].Value, 64)
			if err1 != nil || err2 != nil || whole <= 0 {
				return 0, 0, 0, false
			}
			return part / whole, e.nums[w].Start, e.nums[n].End + len(pw), true
		}
	}
	return 0, 0, 0, false
}

// modifierOpposed fails an English claim that gives a noun a word before
// it whose opposite the best passage gives the same noun, right before
// it: "the older brother" against "a younger brother", "automatic memory
// management" against "manual memory management"; a negating prefix is
// an opposite too ("an official language" against "an unofficial
// language"). Where the passage has the claim's word elsewhere, the
// claim is left unverified: "his eldest son … Esarhaddon was the
// youngest" may say both; so where the passage denies what it says of
// its noun (see deniedOfKind). It reports whether it failed the claim.
func (k *checker) modifierOpposed() bool {
	c, p := k.c, k.englishBest()
	if p == nil {
		return false
	}
	e := p.Text
	at := k.bestAt()
	for i := 1; i < len(c.toks); i++ {
		m, n := &c.toks[i-1], &c.toks[i]
		j := at[i]
		if j < 1 || at[i-1] == j-1 || m.is(fName) || n.is(fName) || m.negated() || !adjacent(c.src, m.end, n.start) || !m.hasPOS(lexicon.Adj) {
			continue
		}
		u := &e.toks[j-1]
		if u.is(fName) || u.negated() && !u.is(fPrefixNeg) || !adjacent(e.src, u.end, e.toks[j].start) || lessRightBefore(e, u) {
			continue // "less expensive solutions" says "cheaper solutions"
		}
		if !c.opposes(i-1, u) && !(u.is(fPrefixNeg) && c.matches(i-1, u)) {
			continue
		}
		from := hyphenStart(e.src, u.start) // "non-residents", not "residents"
		if at[i-1] >= 0 {
			// The passage has the claim's word elsewhere: "his eldest son
			// … Esarhaddon was the youngest" may say both.
			k.doubt(AnchorAbsent, p.span(from, e.toks[j].end), "%s says %s; the claim says %s", k.where,
				quote(p.text(from, e.toks[j].end)), quote(k.claimText(m.start, n.end)))
			return false
		}
		if k.deniedOfKind(i-1, e, j-1) {
			k.doubt(NegationUnclear, p.span(from, e.toks[j].end), "%s denies it of %s; the claim says it of %s", k.where,
				quote(p.text(from, e.toks[j].end)), quote(k.claimText(m.start, n.end)))
			return false
		}
		k.fail(AntonymMismatch, p.span(from, e.toks[j].end), "%s says %s; the claim says %s", k.where,
			quote(p.text(from, e.toks[j].end)), quote(k.claimText(m.start, n.end)))
		return true
	}
	return false
}

// notAllOfOnly reports whether English claim c opens with "Not all" or
// "Not every" and passage e with "Only", and where that "Only" is.
func notAllOfOnly(c, e *Text) (int, bool) {
	if c.lang != English {
		return 0, false
	}
	w, j := wordAt(c.src, len(c.src)-len(strings.TrimLeft(c.src, " ")))
	if w != "not" {
		return 0, false
	}
	if q, _ := wordAfter(c.src, j); q != "all" && q != "every" {
		return 0, false
	}
	at := len(e.src) - len(strings.TrimLeft(e.src, " "))
	if o, _ := wordAt(e.src, at); o != "only" {
		return 0, false
	}
	return at, true
}

// raisingVerbs are the English verbs of a judgement whose denial is the
// denial of what they judge: "did not find it liable" is "found it not
// liable".
var raisingVerbs = func() map[string]string {
	m := map[string]string{}
	for _, forms := range []string{"find finds found finding", "consider considers considered considering", "deem deems deemed deeming",
		"judge judges judged judging", "declare declares declared declaring"} {
		f := strings.Fields(forms)
		for _, w := range f {
			m[w] = f[0]
		}
	}
	return m
}()

// raisedDenial reports whether English claim c denies a verb of
// raisingVerbs ("did not find") that passage e says with "not" after it
// in its clause, before what it judges: "found the company not liable".
func raisedDenial(c, e *Text) bool {
	if c.lang != English {
		return false
	}
	for _, q := range c.cues {
		if q.class != cueNeg || q.word != "not" && q.word != "didnt" && q.word != "doesnt" {
			continue
		}
		w, j := wordAfter(c.src, int(q.end))
		if w == "be" || w == "been" {
			w, j = wordAfter(c.src, j)
		}
		base := raisingVerbs[w]
		if base == "" {
			continue
		}
		for i := range e.toks {
			u := &e.toks[i]
			if raisingVerbs[u.word] != base {
				continue
			}
			rest := e.src[u.end:]
			if n := strings.IndexAny(rest, ",;."); n >= 0 {
				rest = rest[:n]
			}
			if hasWordFold(rest, "not") {
				return true
			}
		}
	}
	return false
}

// deniedObject reports whether English claim c denies its verb of an
// object that passage e gives the verb and then denies in a list after
// it: "The plan does not include phone support" on "The plan includes
// email support but not phone support", "does not run on Android" on
// "runs on iOS but not Android". The claim's words after its verb are
// the words the passage denies, no fewer and no more, with the same
// numbers and identifiers: "does not include support" or "does not
// support Wi-Fi 6" say something else.
func deniedObject(c *Claim, e *Text) bool {
	if c.lang != English {
		return false
	}
	for _, q := range c.cues {
		if q.class != cueNeg || q.word != "not" && q.word != "didnt" && q.word != "doesnt" {
			continue
		}
		v := tokenAfter(c.Text, int(q.end))
		if v < 0 || !c.toks[v].verb() || v+1 == len(c.toks) || c.toks[v+1].seg != c.toks[v].seg {
			continue // no verb right after the denial, or nothing after it
		}
		last := v + 1 // the claim's object: its words after the verb, in its clause
		for last+1 < len(c.toks) && c.toks[last+1].seg == c.toks[v].seg {
			last++
		}
		from, to := int(c.toks[v].end), len(c.src)
		if last+1 < len(c.toks) {
			to = int(c.toks[last+1].start)
		}
		for j := range e.toks {
			u := &e.toks[j]
			if u.negs%2 != 0 || !c.matches(v, u) {
				continue
			}
			at, end := listDenial(e.src, int(u.end))
			if at < 0 {
				continue
			}
			var denied []int // the passage's words the denial holds
			for x := j + 1; x < len(e.toks) && int(e.toks[x].end) <= end; x++ {
				if int(e.toks[x].start) > at {
					denied = append(denied, x)
				}
			}
			if sameWords(c, v+1, last, e, denied) && sameAnchors(c.Text, from, to, e, at, end) && !cueWithin(e, at+3, end) && !cueWithin(c.Text, from, to) {
				return true
			}
		}
	}
	return false
}

// cueWithin reports whether a cue of t (a modal, a duty, a negation)
// lies within bytes from to to: "required" of "but not required for
// travellers" is no token, but says what is denied.
func cueWithin(t *Text, from, to int) bool {
	return slices.ContainsFunc(t.cues, func(q cueAt) bool { return int(q.start) >= from && int(q.end) <= to })
}

// sameWords reports whether the claim's tokens lo to hi and the passage
// e's tokens at the indexes of ws match one for one, each some other.
func sameWords(c *Claim, lo, hi int, e *Text, ws []int) bool {
	if len(ws) == 0 {
		return false
	}
	for i := lo; i <= hi; i++ {
		if !slices.ContainsFunc(ws, func(x int) bool { return c.matches(i, &e.toks[x]) }) {
			return false
		}
	}
	for _, x := range ws {
		found := false
		for i := lo; i <= hi && !found; i++ {
			found = c.matches(i, &e.toks[x])
		}
		if !found {
			return false
		}
	}
	return true
}

// sameAnchors reports whether the numbers and identifiers of c's bytes
// from to to are those of e's bytes efrom to eto, by value and key.
func sameAnchors(c *Text, from, to int, e *Text, efrom, eto int) bool {
	var cn, en []string
	for _, n := range c.nums {
		if n.Start >= from && n.End <= to {
			cn = append(cn, n.Value)
		}
	}
	for _, n := range e.nums {
		if n.Start >= efrom && n.End <= eto {
			en = append(en, n.Value)
		}
	}
	for _, id := range c.idents {
		if int(id.start) >= from && int(id.end) <= to {
			cn = append(cn, id.key)
		}
	}
	for _, id := range e.idents {
		if int(id.start) >= efrom && int(id.end) <= eto {
			en = append(en, id.key)
		}
	}
	slices.Sort(cn)
	slices.Sort(en)
	return slices.Equal(slices.Compact(cn), slices.Compact(en))
}

// listDenial returns where the "not" or "no" of "but not", "but no" or
// ", not" stands in src after byte from, in its sentence, and where the
// phrase it denies ends: at a mark, or the sentence's end; -1 if none.
func listDenial(src string, from int) (int, int) {
	end := len(src)
	if n := strings.IndexAny(src[from:], ";.!?"); n >= 0 {
		end = from + n
	}
	for i := from; i < end; i++ {
		if src[i] != ' ' {
			continue
		}
		w, j := wordAt(src, i+1)
		if (w == "not" || w == "no") && j < end && src[j] == ' ' {
			b, _ := lastWordBefore(src, int32(i+1))
			if b == "but" || src[i-1] == ',' {
				if n := strings.IndexAny(src[j:end], ",:"); n >= 0 {
					end = j + n
				}
				return i + 1, end
			}
		}
	}
	return -1, end
}

// quantitiesApart reports whether the subjects of the word at byte cAt of
// claim c and of the word at byte eAt of passage e each have a quantity,
// and not the same one: "Most passengers" and "Two of the 150 passengers",
// "Most voters" and "38% of voters". It returns the spans of the two
// quantities with their nouns, the claim's first.
func quantitiesApart(c *Text, cAt int32, e *Text, eAt int32) (cq, eq [2]int32, ok bool) {
	cq, cl := quantityBefore(c, cAt)
	eq, el := quantityBefore(e, eAt)
	return cq, eq, cl != "" && el != "" && cl != el
}

// quantityBefore returns the span of the quantity said of a part before
// byte at of t, in its clause, with the word it quantifies: a quantifier
// short of all ("Most passengers", "some of the voters") or a number of a
// part ("Two of the 150 passengers", "38% of voters", or "38%" as the
// subject of the word at: "38% opposed"). The key tells quantities
// apart: a quantifier's level (see quantifierLevels) or a number's value;
// "" for none.
func quantityBefore(t *Text, at int32) ([2]int32, string) {
	lo := int32(0)
	for i := at - 1; i >= 0; i-- {
		if b := t.src[i]; strings.IndexByte(",;:!?()", b) >= 0 || b == '.' && int(i+1) < len(t.src) && t.src[i+1] == ' ' {
			lo = i + 1
			break
		}
	}
	for m := range t.toks {
		x := &t.toks[m]
		if x.start < lo {
			continue
		}
		if x.start >= at {
			break
		}
		if level, j := quantifierBefore(t, x.start); level > 0 && level < 5 && int32(j) >= lo {
			return [2]int32{int32(j), x.end}, strconv.Itoa(level)
		}
	}
	for _, n := range t.nums {
		if int32(n.Start) < lo || int32(n.End) > at {
			continue
		}
		gap := t.src[n.End:at]
		if strings.HasPrefix(gap, " of ") && len(strings.Fields(gap)) <= 10 || n.Kind == numbers.Percent && strings.TrimSpace(gap) == "" && len(strings.Fields(t.src[lo:n.Start])) <= 1 {
			end := int32(n.End)
			if m := sort.Search(len(t.toks), func(m int) bool { return t.toks[m].start >= int32(n.End) }); m < len(t.toks) && t.toks[m].start < at {
				// through the noun: "Two of the 150 passengers"
				for m+1 < len(t.toks) && t.toks[m+1].start < at && !t.toks[m].noun() {
					m++
				}
				end = t.toks[m].end
			}
			return [2]int32{int32(n.Start), end}, "=" + n.Value
		}
	}
	return [2]int32{}, ""
}

// flipWordAt returns the indexes of the token of claim c whose word is w,
// the word of a flip, and of the first token of passage e with its stem;
// -1 for none.
func flipWordAt(c *Text, w string, e *Text) (int, int) {
	ct, et := -1, -1
	for m := range c.toks {
		if c.toks[m].word == w {
			ct = m
			break
		}
	}
	for m := range e.toks {
		if e.toks[m].word == w || ct >= 0 && e.toks[m].stem == c.toks[ct].stem {
			et = m
			break
		}
	}
	if ct < 0 && et >= 0 {
		for m := range c.toks {
			if c.toks[m].stem == e.toks[et].stem {
				ct = m
				break
			}
		}
	}
	return ct, et
}

// ordinalDropped leaves unverified an English claim that says in the
// plural what the best passage says of one of them by its place: "The
// museum is free on Sundays" against "The museum is free on the first
// Sunday of each month".
func (k *checker) ordinalDropped() {
	p, at := k.englishAt()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	for i, j := range at {
		if j < 0 {
			continue
		}
		t, u := &c.toks[i], &e.toks[j]
		if t.word == u.word || !strings.HasSuffix(t.word, "s") || t.word != u.word+"s" {
			continue // the claim's word is the plural of the passage's
		}
		w, from := lastWordBefore(e.src, u.start)
		if ordinalWords[w] == 0 && w != "last" {
			continue
		}
		if cw, _ := lastWordBefore(c.src, t.start); ordinalWords[cw] > 0 || cw == "last" {
			continue
		}
		if q, _ := quantifierBefore(c.Text, t.start); q > 0 {
			continue // "one of the films", "some titles": not all of them
		}
		if a, b := lastWordBefore(e.src, int32(from)); a == "the" || a == "every" || a == "each" {
			from = b
		}
		end := u.end
		for _, of := range [...]string{" of each ", " of every ", " of the "} {
			if strings.HasPrefix(e.src[end:], of) {
				if w2, j2 := wordAfter(e.src, int(end)+len(of)-1); w2 != "" {
					end = int32(j2) // "of each month"
				}
				break
			}
		}
		k.doubt(ConditionDropped, p.span(int32(from), end), "%s says it of %s only; the claim says %s", k.where, quote(p.text(int32(from), end)), quote(k.claimText(t.start, t.end)))
		return
	}
}

// modalSaidToo reports whether passage e says the claim's modal of flip f
// too, in a clause of its own that holds, after it, a claim word other
// than a name: "optional" of "MFA is required for administrators and
// optional for other users" against "MFA is optional for other users".
func (k *checker) modalSaidToo(f flip, e *Text) bool {
	cls := e.clauseList()
	if cls == nil {
		return false
	}
	for qi := range e.cues {
		q := &e.cues[qi]
		if !strings.EqualFold(q.word, f.claimCue) {
			continue
		}
		cl := cls[clauseAt(cls, q.start)]
		if q.start <= cl.start+int32(len(" and ")) && cl.start > 0 && !slices.ContainsFunc(e.cues, func(o cueAt) bool {
			return o.start >= cl.start && o.start < cl.end && strings.EqualFold(o.word, f.evidenceCue)
		}) {
			for i := range k.c.toks {
				if k.c.toks[i].is(fName) {
					continue
				}
				if slices.ContainsFunc(e.toks, func(u tok) bool { return u.start > q.end && u.end <= cl.end && k.c.matches(i, &u) }) {
					return true
				}
			}
		}
	}
	return false
}

// modalOfOther leaves unverified an English claim whose modal the best
// passage says in one clause, where a claim word after the modal is said
// only in another clause, which opens with another modal: "MFA is
// required for all users" against "MFA is required for administrators and
// optional for other users".
func (k *checker) modalOfOther() {
	p := k.englishBest()
	if p == nil || len(k.c.cues) == 0 {
		return // the common case
	}
	c, e := k.c, p.Text
	cls := e.clauseList()
	if cls == nil {
		return
	}
	for qi := range c.cues {
		q := &c.cues[qi]
		if q.class == cueNeg {
			continue
		}
		same := slices.IndexFunc(e.cues, func(o cueAt) bool { return strings.EqualFold(o.word, q.word) })
		if same < 0 {
			continue
		}
		own := clauseAt(cls, e.cues[same].start)
		next := int32(len(c.src)) // the claim's words up to its next modal are this one's
		if qi+1 < len(c.cues) {
			next = c.cues[qi+1].start
		}
		for i := range c.toks {
			t := &c.toks[i]
			if t.is(fName) || t.start < q.end || t.start > next {
				continue
			}
			if slices.ContainsFunc(e.toks, func(u tok) bool { return clauseAt(cls, u.start) == own && c.matches(i, &u) }) {
				continue
			}
			for j := range e.toks {
				u := &e.toks[j]
				ci := clauseAt(cls, u.start)
				if ci == own || !c.matches(i, u) {
					continue
				}
				o := slices.IndexFunc(e.cues, func(o cueAt) bool {
					return o.class != cueNeg && clauseAt(cls, o.start) == ci && o.start < u.start && !sameModality(o.class, q.class)
				})
				if o < 0 {
					continue
				}
				k.doubt(ConditionDropped, p.span(e.cues[o].start, u.end), "%s says %s; the claim says %s", k.where,
					quote(p.text(e.cues[o].start, u.end)), quote(k.claimText(q.start, t.end)))
				return
			}
		}
	}
}

// partlyDenied leaves unverified an English claim that says outright what
// the best passage denies only in part, by a negation right before a word
// of partialDenial: "The service was down" against "The service was
// never fully down", "The form is complete" against "The form is not
// entirely complete". What is partly so is not what the claim says.
func (k *checker) partlyDenied() {
	p := k.englishBest()
	if p == nil || len(p.Text.cues) == 0 {
		return // the common case
	}
	c, e := k.c, p.Text
	for qi := range e.cues {
		q := &e.cues[qi]
		w, v, end := partlyOf(e, q)
		if v == "" || hasWordFold(c.src, w) || !hasWordFold(c.src, v) {
			continue
		}
		k.doubt(ConditionDropped, p.span(q.start, int32(end)), "%s says %s; the claim says %s", k.where, quote(p.text(q.start, int32(end))), quote(v))
		return
	}
}

// partDenialOf returns the span of the negation of flip f in passage e
// with the word of partialDenial right after it and the word after that,
// where that is f's word: "not fully funded" for "funded".
func partDenialOf(e *Text, f flip) ([2]int32, bool) {
	for qi := range e.cues {
		q := &e.cues[qi]
		if !strings.EqualFold(q.word, f.cue) {
			continue
		}
		if _, v, end := partlyOf(e, q); v != "" && (v == f.word || stemOf(v, English) == stemOf(f.word, English)) {
			return [2]int32{q.start, int32(end)}, true
		}
	}
	return [2]int32{}, false
}

// partlyOf returns, for negation cue q of English text e right before a
// word w of partialDenial, w, the word v after it and where v ends:
// "fully" and "funded" of "not fully funded"; v is "" for none. "Not
// always" is a frequency's, and "not only" adds.
func partlyOf(e *Text, q *cueAt) (w, v string, end int) {
	if q.class != cueNeg {
		return "", "", 0
	}
	w, j := wordAfter(e.src, int(q.end))
	if !partialDenial[w] || w == "always" || w == "only" || w == "just" {
		return "", "", 0
	}
	v, end = wordAfter(e.src, j)
	return w, v, end
}

// numbersAfter reports whether each number of claim c that passage e
// gives, e gives after byte at: "320" after "enrolled" of "planned to
// enroll 500 patients but enrolled only 320".
func numbersAfter(c, e *Text, at int32) bool {
	for _, q := range c.nums {
		for _, n := range e.nums {
			if n.Value == q.Value && int32(n.Start) < at {
				return false
			}
		}
	}
	return true
}

// noneObject fails an English claim whose verb, not negated, the best
// passage gives with "none", "nobody", "nothing" or "neither" as its
// object: "Police arrested three men" against "Police questioned three
// men but arrested none". The passage denies what the claim says was
// done.
func (k *checker) noneObject() {
	p, at := k.englishAt()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	for i, j := range at {
		t := &c.toks[i]
		if j < 0 || t.negated() || t.is(fName) || !t.verbForm() {
			continue
		}
		u := &e.toks[j]
		w, end := wordAfter(e.src, int(u.end))
		if !noneWords[w] {
			continue
		}
		if n, _ := wordAfter(e.src, end); n == "of" {
			continue // "none of the three men": said of some, which the claim may name
		}
		if wordAfterIs(c.src, t.end, w) {
			continue // the claim says it too
		}
		k.fail(NegationMismatch, p.span(u.start, int32(end)), "%s says %s; the claim says %s", k.where, quote(p.text(u.start, int32(end))), quote(k.claimText(t.start, t.end)))
		return
	}
}

// eitherWayAt returns where the "with or without" that English text t
// says word w after opens ("with or without food"), or -1: what it says
// holds either way, and denies neither.
func eitherWayAt(t *Text, w string) int {
	for from := 0; ; {
		i := indexFold(t.src[from:], "with or without ")
		if i < 0 {
			return -1
		}
		at := from + i
		if next, _ := wordAfter(t.src, at+len("with or without")); next == w {
			return at
		}
		from = at + 1
	}
}

// eitherWayBound fails an English claim that binds to one way, by a duty
// or advice ("must be taken without food") or a denial ("should not be
// taken with food"), what the best passage says holds either way ("Take
// the drug with or without food"). It reports whether it did.
func (k *checker) eitherWayBound() bool {
	p := k.englishBest()
	if p == nil || indexFold(p.Text.src, "with or without ") < 0 {
		return false // the common case
	}
	c, e := k.c, p.Text
	if indexFold(c.src, "with or without ") >= 0 {
		return false // the claim says either way too
	}
	bound := ""
	for _, q := range c.cues {
		if q.class == cueDuty || q.class == cueAdvice || q.class == cueNeg && (q.word == "not" || strings.HasSuffix(q.word, "n't")) {
			bound = c.src[q.start:q.end]
			break
		}
	}
	if bound == "" {
		return false
	}
	for _, t := range c.toks {
		w, at := lastWordBefore(c.src, t.start)
		if w != "with" && w != "without" {
			continue
		}
		if x := eitherWayAt(e, t.word); x >= 0 {
			end := x + len("with or without ") + len(t.word)
			k.fail(ModalityMismatch, p.span(int32(x), int32(end)), "%s says %q, either way; the claim says %q %q", k.where, e.src[x:end], bound, c.src[at:t.end])
			return true
		}
	}
	return false
}

// complementGroup leaves unverified an English claim that denies the
// verb of a relative clause the best passage gives undenied, or the other
// way round, and says the opposite of it after the clause: "Members who
// do not pay the fee lose access" against "Members who pay the annual fee
// keep full access". Each speaks of the group its clause names and says
// the other's lot is the opposite of its own, which neither says. (With
// the same lot after the clause, "Staff who have completed the course
// cannot enter" against "Staff who have not completed the course cannot
// enter", the claim gives one group's lot to the other: a negation
// mismatch.) It reports whether it did.
func (k *checker) complementGroup() bool {
	p, at := k.englishAt()
	if p == nil || len(k.c.cues) == 0 && len(p.Text.cues) == 0 {
		return false
	}
	c, e := k.c, p.Text
	tries := maxComplementTries // a text of many relative clauses is read for its first few
	for _, q := range c.cues {
		if i := q.from; q.class == cueNeg && i < q.to && at[i] >= 0 && relativeCue(c.src, q.start) && !e.toks[at[i]].negated() {
			if tries--; tries < 0 {
				return false
			}
			if k.opposedFrom(e, q.to) && k.complementDoubt(p, q.start, i, at[i]) {
				return true
			}
		}
	}
	for _, q := range e.cues {
		if q.class != cueNeg || q.from >= q.to || !relativeCue(e.src, q.start) {
			continue
		}
		if tries--; tries < 0 {
			return false
		}
		if i := slices.Index(at, q.from); i >= 0 && !c.toks[i].negated() && k.opposedFrom(e, i+1) && k.complementDoubt(p, c.toks[i].start, i, q.from) {
			return true
		}
	}
	return false
}

// maxComplementTries bounds the relative clauses complementGroup reads.
const maxComplementTries = 8

// opposedFrom reports whether a claim word from word i on, within a
// scope's length, is the opposite of a word of e: "lose" against "keep".
func (k *checker) opposedFrom(e *Text, i int) bool {
	for end := min(len(k.c.toks), i+maxScope); i < end; i++ {
		for j := range e.toks {
			if k.c.opposes(i, &e.toks[j]) {
				return true
			}
		}
	}
	return false
}

// complementDoubt leaves the claim unverified where its word i and
// passage p's word j, one denied and one not, are each the verb of a
// relative clause: the claim's that opens before byte cs of the claim,
// and the passage's before word j (see complementGroup). It reports
// whether it did.
func (k *checker) complementDoubt(p *Passage, cs int32, i, j int) bool {
	e := p.Text
	u := &e.toks[j]
	es := u.start
	if q := slices.IndexFunc(e.cues, func(q cueAt) bool { return q.class == cueNeg && q.from == j && q.end <= u.start }); q >= 0 {
		es = e.cues[q].start // the passage's own denial: "who do not pay"
	}
	cfrom, ok := relativeStart(k.c.src, cs)
	efrom, eok := relativeStart(e.src, es)
	if !ok || !eok {
		return false
	}
	k.doubt(NegationUnclear, p.span(int32(efrom), u.end), "the claim says it of those %s; %s says it of those %s", quote(k.claimText(int32(cfrom), k.c.toks[i].end)), k.where, quote(p.text(int32(efrom), u.end)))
	return true
}

// noneStandsFor reports whether the claim's denial of f.word is one the
// best passage gives with "none" standing for it as the subject of a
// verb: "There were no serious side effects" against "Most side effects
// were mild, and none were serious". The passage names the word before
// "none", in the same sentence, and denies by "none" another word the
// claim denies with it.
func (k *checker) noneStandsFor(f flip) bool {
	p, at := k.englishAt()
	if p == nil {
		return false
	}
	c, e := k.c, p.Text
	for _, q := range e.cues {
		if q.word != "none" {
			continue
		}
		if w, _ := wordAfter(e.src, int(q.end)); !clauseVerbs[w] {
			continue // "none of the three", "none of them" read as their words say
		}
		named, denied := false, false
		for i, j := range at {
			if j < 0 || sentenceIndex(e, e.toks[j].start) != sentenceIndex(e, q.start) {
				continue
			}
			t := &c.toks[i]
			named = named || t.word == f.word && e.toks[j].end <= q.start && e.toks[j].negs == 0
			denied = denied || t.negated() && q.from <= j && j < q.to && e.toks[j].negs > 0
		}
		if named && denied {
			return true
		}
	}
	return false
}

// noneWords deny, as a verb's object, that anything was done to any:
// "arrested none".
var noneWords = setOf(`none nobody nothing neither`)

// wordAfterIs reports whether word w follows byte end of src.
func wordAfterIs(src string, end int32, w string) bool {
	v, _ := wordAfter(src, int(end))
	return v == w
}

// partOfThem leaves unverified an English claim that says of a whole
// what the best passage says of a part of it after "of them": "The firm
// employs 200 people in London" against "The firm employs 200 people,
// half of them in London", or after a count after "including", where the
// claim gives the whole's number: "… 5,000 staff, including 1,200 in
// Germany". The claim's word after "of them" is the part's.
func (k *checker) partOfThem() {
	p, at := k.englishAt()
	if p == nil {
		return
	}
	c, e := k.c, p.Text
	x := indexFold(e.src, " of them")
	if x < 0 {
		x = indexFold(e.src, " of whom")
	}
	end := x + len(" of them")
	if x < 0 {
		// "5,000 employees, including 1,200 in Germany": a count after
		// "including" is a part of the whole before it.
		in := indexFold(e.src, " including ")
		if in < 0 {
			return // the common case
		}
		n := e.numAt(skipSpace(e.src, in+len(" including ")))
		if n < 1 || e.nums[n].Kind == numbers.Percent {
			return
		}
		// Only where the claim gives the whole's number, the one before,
		// to what the passage says of the part.
		whole := e.nums[n-1]
		if hasClauseMark(strings.TrimSuffix(strings.TrimSpace(e.src[whole.End:in]), ",")) || !slices.ContainsFunc(c.nums, func(t numbers.Token) bool { return t.Value == whole.Value }) {
			return
		}
		x, end = e.nums[n].End, e.nums[n].End
	}
	w, from := lastWordBefore(e.src, int32(x))
	part := slices.IndexFunc(e.nums, func(n numbers.Token) bool { return n.End == x })
	if !fractionWords[w] && (quantifierLevels[w] == 0 || quantifierLevels[w] == 5) && part < 0 {
		return // "half of them", "most of them", "40 of them", "40% of them"; not "all of them"
	}
	if part >= 0 {
		if slices.ContainsFunc(c.nums, func(n numbers.Token) bool { return n.Value == e.nums[part].Value }) {
			return // the claim gives the part's number: "800 staff in Canada" of "800 of them in Canada"
		}
		from = e.nums[part].Start
	} else if a, b := lastWordBefore(e.src, int32(from)); a == "a" || a == "an" {
		from = b // "a quarter of them"
	}
	for w := range strings.FieldsSeq(strings.ToLower(c.src)) {
		if w = strings.Trim(w, ",.;:"); fractionWords[w] || quantifierLevels[w] > 0 && quantifierLevels[w] < 5 {
			return // the claim says it of a part too: "Half of the staff"
		}
	}
	for i, j := range at {
		if j < 0 || int(e.toks[j].start) < end || hasClauseMark(e.src[end:e.toks[j].start]) {
			continue
		}
		if slices.ContainsFunc(e.toks, func(u tok) bool { return int(u.start) < from && c.matches(i, &u) }) {
			continue // said of the whole too
		}
		k.doubt(ConditionDropped, p.span(int32(from), e.toks[j].end), "%s says it of %s only", k.where, quote(p.text(int32(from), e.toks[j].end)))
		return
	}
}

// dutyNouns are the English words other than modals that put a duty on
// someone, not denied: "ordered to pay", "is responsible for repairs",
// "the responsibility of the tenant", "liable for"; not "is not
// responsible for".
var dutyNouns = setOf(`ordered orders responsible responsibility liable obliged obligation duty mandatory compulsory`)

// dutyUnsaid leaves unverified an English claim that says a thing is
// required ("must", "is required", "mandatory") where the best passage
// says no duty at all: "Calculus I is required for the course" against
// "The course recommends Calculus I". A duty is a word of the claim, read
// as a cue, not a content word the coverage counts.
func (k *checker) dutyUnsaid() {
	p := k.englishBest()
	if p == nil || len(k.c.cues) == 0 {
		return // the common case
	}
	c, e := k.c, p.Text
	q := slices.IndexFunc(c.cues, func(q cueAt) bool { return q.class == cueDuty && q.word != "will" && q.word != "shall" })
	if q < 0 || slices.ContainsFunc(e.cues, func(o cueAt) bool { return o.class != cueNeg }) || slices.ContainsFunc(e.toks, func(u tok) bool { return dutyNouns[u.word] && !u.negated() }) {
		return // a modal of the passage is the modality checks' ("may weigh no more than"); "ordered to pay" is a duty, as is "responsible for repairs"
	}
	if firstNegation(c.Text) != "" {
		return // a denial is the polarity checks'
	}
	if j := k.dutyDenied(q); j >= 0 {
		// "The landlord must repair the boiler" against "The landlord is
		// not responsible for boiler repairs".
		u := &e.toks[j]
		k.fail(NegationMismatch, p.span(u.start, u.end), "the claim says %q; %s denies the duty: %s", c.cues[q].word, k.where, quote(p.Text.src))
		return
	}
	k.doubt(WordsMissing, p.whole(), "the claim says %q; %s says no duty: %s", c.cues[q].word, k.where, quote(p.Text.src))
}

// dutyDenied returns the word of dutyNouns that the best passage denies
// ("not responsible", "no obligation") right after the claim's word
// before its duty cue q, its subject, and where the passage has every
// word the claim says after the cue; or -1.
func (k *checker) dutyDenied(q int) int {
	c, e, at := k.c, k.best().Text, k.bestAt()
	j := slices.IndexFunc(e.toks, func(u tok) bool { return dutyNouns[u.word] && u.negated() })
	s := c.cues[q].at - 1
	if j < 0 || s < 0 || s >= len(c.toks) || at[s] < 0 || at[s] >= j {
		return -1
	}
	if gap := between(e.src, e.toks[at[s]].end, e.toks[j].start); at[s]+1 != j || strings.ContainsAny(gap, ",;:") || len(strings.Fields(gap)) > 4 {
		return -1 // "the landlord is not responsible", "the tenant is under no obligation"
	}
	for i := c.cues[q].at; i < len(c.toks); i++ {
		if at[i] < 0 && !c.toks[i].dup {
			return -1 // "must repair the boiler" against "not responsible for garden upkeep"
		}
	}
	return j
}
