package support

import "testing"

// polarityTests compare the negation and modality of claims with their
// evidence; want reports whether the claim fails on polarity.
var polarityTests = []struct {
	claim, evidence string
	want            bool
	why             string
}{
	{"Monthly plans are refundable.", "Monthly plans are not refundable.", true, "the issue's example"},
	{"Monthly plans are not refundable.", "Monthly plans are not refundable.", false, "same polarity"},
	{"Monthly plans are not refundable.", "Monthly plans are refundable.", true, "a negation added"},
	{"Refunds are given for partial months.", "No refunds are given for partial months.", true, "no removed"},
	{"Refunds are not given for partial months.", "No refunds are given for partial months.", false, "not for no"},
	{"Monthly plans are non-refundable.", "Monthly plans are refundable.", true, "a non- prefix"},
	{"Monthly plans are nonrefundable.", "Monthly plans are non-refundable.", false, "non- written two ways"},
	{"Monthly plans aren't refundable.", "Monthly plans are not refundable.", false, "n't for not"},
	{"Monthly plans can't be refunded.", "Monthly plans cannot be refunded.", false, "can't for cannot"},
	{"Customers can transfer their licence.", "Customers cannot transfer their licence.", true, "cannot"},
	{"Annual plans are refundable within 30 days.",
		"Annual plans are refundable within 30 days of purchase if the product has not been used.", false,
		"a negation in a condition the claim does not mention"},
	{"Monthly plans are not refundable.", "Monthly plans, which renew automatically, are not refundable.", false,
		"a relative clause between subject and negation"},
	{"Annual plans are refundable.", "Annual plans are refundable, but monthly plans are not refundable.", false,
		"the negated word belongs to another clause"},
	{"Monthly plans are refundable.", "Annual plans are refundable, but monthly plans are not refundable.", true,
		"the clause that shares most words decides"},
	{"Annual plans can be refunded within 30 days, but monthly plans cannot.",
		"Annual plans are refundable within 30 days; monthly plans are not refundable.", false,
		"an elided predicate is not compared"},
	{"Requests must arrive no later than 30 days after purchase.",
		"Requests must arrive within 30 days after purchase.", false, "no later than is a bound"},
	{"The plan includes not only storage but also backups.", "The plan includes storage and backups.", false, "not only"},
	{"Customers must cancel before renewal.", "Customers may cancel before renewal.", true, "a modal flip"},
	{"The supplier shall deliver the goods.", "The supplier may deliver the goods.", true, "shall for may"},
	{"The supplier may not assign the contract.", "The supplier must not assign the contract.", false,
		"may not and must not both forbid"},
	{"The price rises in May 2025.", "The price must rise in May 2025.", false, "May is a month"},
	{"Refunds are issued within 5 days.", "Refunds are issued within 5 days.", false, "no cues"},
	{"Ежемесячные планы возвращаются.", "Ежемесячные планы не возвращаются.", true, "Russian не"},
	{"Ежемесячные планы не возвращаются.", "Ежемесячные планы не возвращаются.", false, "Russian agreement"},
	{"月度计划可以退款。", "月度计划不可退款。", true, "Chinese 不"},
	{"月度计划不可退款。", "月度计划不可退款。", false, "Chinese agreement"},
	{"这项服务非常稳定。", "这项服务稳定。", false, "非常 is not a negation"},
	{"月額プランは返金できます。", "月額プランは返金できません。", true, "Japanese verb-final ません"},
	{"月額プランは返金できません。", "月額プランは返金できます。", true, "Japanese ません in the claim"},
	{"月額プランは返金できません。", "月額プランは返金できません。", false, "Japanese agreement"},
	{"返品は受け付けます。", "返品は受け付けない。", true, "Japanese plain ない"},
	{"月度计划不能退款。", "月度计划能退款。", true, "Chinese 不 before a two-character verb"},
	{"Wir erstatten Monatspläne.", "Wir erstatten Monatspläne nicht.", true, "German verb-final nicht"},
	{"Los planes mensuales son reembolsables.", "Los planes mensuales no son reembolsables.", true, "Spanish no"},
	{"Les forfaits mensuels sont remboursables.", "Les forfaits mensuels ne sont pas remboursables.", true, "French ne pas"},
	{"Les forfaits mensuels ne sont pas remboursables.", "Les forfaits mensuels ne sont pas remboursables.", false, "French ne pas twice"},
	{"定制家具支持无理由退货。", "定制家具不支持无理由退货。", true, "不 removed before a nested 无"},
	{"商品不可以无理由退货。", "商品可以无理由退货。", true, "不 added before a nested 无"},
	{"There is no refund and no credit.", "There is no refund and no credit.", false, "repeated no negates once each"},
	{"There is a refund and a credit.", "There is no refund and no credit.", true, "both nos removed"},
	{"No hay ningún cargo adicional.", "No hay ningún cargo adicional.", false, "Spanish negative concord"},
	{"Hay un cargo adicional.", "No hay ningún cargo adicional.", true, "Spanish concord removed"},
	{"Les frais ne sont jamais remboursés.", "Les frais sont remboursés.", true, "French ne ... jamais"},
	{"Neither party is liable for indirect loss.", "Neither party is liable for indirect or consequential loss.", false, "neither ... nor"},
	{"The refund is issued without a fee.", "The refund is not issued without a fee.", true, "not without cancels out"},
	{"Liability is capped at the fees paid.", "Liability shall not exceed the fees paid.", false, "not exceed is a bound"},
	{"", "", false, "empty"},
}

// polarityCodes are the codes of a polarity failure.
var polarityCodes = map[Code]bool{NegationMismatch: true, ModalityMismatch: true, AntonymMismatch: true}

func TestPolarity(t *testing.T) {
	for _, tt := range polarityTests {
		v := Check(NewClaim(tt.claim, Auto), Evidence{Passages: []Passage{{Source: "1", Text: Analyze(tt.evidence, Auto)}}}, Options{})
		got := false
		for _, r := range v.Reasons {
			got = got || v.Outcome == Failed && polarityCodes[r.Code]
		}
		if got != tt.want {
			t.Errorf("Check(%q, %q) (%s) = %v %v; want a polarity failure: %v", tt.claim, tt.evidence, tt.why, v.Outcome, v.Reasons, tt.want)
		}
	}
}

// TestWrappedLines: a line broken to wrap the text keeps its clause, so a
// negation before the break still holds the words after it; a blank line
// or a list item ends it.
func TestWrappedLines(t *testing.T) {
	claim := NewClaim("The deposit is refundable after move-out.", English)
	for _, tt := range []struct {
		evidence string
		want     Outcome
	}{
		{"The deposit is not\nrefundable after move-out.", Failed},
		{"The deposit is not\r\n   refundable after move-out.", Failed},
		{"The deposit is refundable\nafter move-out.", Supported},
	} {
		p := Passage{Source: "1", Text: Analyze(tt.evidence, English)}
		if v := Check(claim, Evidence{Passages: []Passage{p}}, Options{}); v.Outcome != tt.want {
			t.Errorf("Check(%q, %q) = %v %v; want %v", claim.Source(), tt.evidence, v.Outcome, v.Reasons, tt.want)
		}
	}
	if lineBreak(" \n") || !lineBreak("\n\n") || !lineBreak("\n- ") || !lineBreak(":\n* ") {
		t.Errorf("lineBreak: a wrapped line ends a clause, or a paragraph or a list item does not")
	}
}

// TestPartyFromAnotherPassage: a party found only in another passage does
// not make a clause about another party its own.
func TestPartyFromAnotherPassage(t *testing.T) {
	ps := []Passage{
		{Source: "1", Text: Analyze("The Landlord shall be responsible for structural repairs.", English)},
		{Source: "1", Offset: 60, Text: Analyze("The Tenant shall keep the premises clean.", English)},
	}
	for _, tt := range []struct {
		claim string
		want  Outcome
	}{
		{"The Tenant is responsible for structural repairs.", Failed},
		{"The Landlord is responsible for structural repairs.", Supported},
		{"The Tenant shall keep the premises clean.", Supported},
	} {
		v := Check(NewClaim(tt.claim, English), Evidence{Passages: ps}, Options{})
		if v.Outcome != tt.want {
			t.Errorf("Check(%q) = %v %v; want %v", tt.claim, v.Outcome, v.Reasons, tt.want)
		}
	}
}

// TestDeniedSubjectOpens checks a passage whose denied subject is its
// first word, against a claim that gives that subject a word before it:
// there is no word of the passage's own before the subject to compare.
// It once read before the passage's first word.
func TestDeniedSubjectOpens(t *testing.T) {
	for _, tt := range []struct{ claim, evidence string }{
		{"Monthly plans Refunds not", "plans are not refundable."},
		{"Monthly plans refund fees.", "plans do not refund fees."},
	} {
		v := Check(NewClaim(tt.claim, English), Evidence{Passages: []Passage{{Source: "1", Text: Analyze(tt.evidence, English)}}}, Options{})
		if v.Outcome == Supported {
			t.Errorf("Check(%q, %q) = supported; want a claim short of it", tt.claim, tt.evidence)
		}
	}
}
