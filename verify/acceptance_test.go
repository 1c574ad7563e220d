package verify_test

// The acceptance suite: the questions legal and policy teams ask of any
// verifier, each answered by a test over the public API, with the
// behaviour expected written beside it.

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/extract/extractive"
	"github.com/verbatim-go/verbatim/verify"
)

// acceptanceLease is a short residential lease, in three clauses.
var acceptanceLease = []verify.Source{
	{ID: "s1", Text: "Section 1. Rent. The Tenant shall pay rent of $1,800 on the first day of each month.", Document: "lease"},
	{ID: "s2", Text: "Section 2. Repairs. The Landlord shall be responsible for structural repairs. The Tenant shall keep the premises clean.", Document: "lease"},
	{ID: "s3", Text: "Section 3. Deposit. The security deposit of $3,600 is returned within 30 days after the lease ends.", Document: "lease"},
}

// Not in the document: asked what the lease does not say, verbatim says
// nothing is grounded and returns no verified text, never a clause that
// is not there.
func TestAcceptanceNotInTheDocument(t *testing.T) {
	const q = "Which arbitration venue governs disputes?"
	// The offline provider finds no sentence of the lease that shares a
	// word with the question: its answer has no claims, and Create
	// returns no verified text.
	res, err := verify.Create(context.Background(), &verify.Request{Question: q, Sources: acceptanceLease}, extractive.Provider{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Text != "" || res.Grounded || len(res.Citations) != 0 || len(res.Claims) != 0 {
		t.Errorf("Create(%q) with Extractive = text %q, grounded %v, %d citations, %d claims; want nothing grounded, no text",
			q, res.Text, res.Grounded, len(res.Citations), len(res.Claims))
	}
	// A model that invents the clause, quote and all: the quote is in no
	// chunk of the lease, so nothing reaches the verified text.
	invented := verify.Claim{Text: "Disputes are resolved by arbitration in London.", Source: "s2",
		Quote: "Any dispute shall be settled by arbitration in London."}
	p := &scripted{outputs: []string{
		answerJSON("Disputes are resolved by arbitration in London.", invented),
		answerJSON("Disputes are resolved by arbitration in London.", invented), // the repair changes nothing
	}}
	res, err = verify.Create(context.Background(), &verify.Request{Question: q, Sources: acceptanceLease, Policy: verify.Repair}, p)
	if err != nil {
		t.Fatal(err)
	}
	if res.Text != "" || res.Grounded || len(res.Unsupported) != 1 || res.Unsupported[0].Status != verify.QuoteNotFound {
		t.Errorf("Create(%q) with an invented clause = text %q, grounded %v, unsupported %+v; want no text, the claim quote_not_found",
			q, res.Text, res.Grounded, res.Unsupported)
	}
	if res.Draft == "" {
		t.Errorf("the model's draft is not reported as a draft")
	}
	// A question that shares words with the lease but whose answer it
	// does not hold (there is no late fee): what the offline provider
	// quotes is text of the lease, at its exact range, and nothing else.
	res, err = verify.Create(context.Background(), &verify.Request{Question: "What late fee applies when rent is paid late?", Sources: acceptanceLease}, extractive.Provider{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range res.Citations {
		if src := acceptanceLease[index(acceptanceLease, c.Source)].Text; src[c.Start:c.End] != c.Quote || strings.Contains(c.Quote, "fee") {
			t.Errorf("citation %+v is not a clause of the lease as it is", c)
		}
	}
}

// The negation flip: the lease makes the Landlord responsible for
// structural repairs; asked about the tenant, a claim that the Tenant is
// responsible is not grounded, whether checked as a claim or as a cited
// sentence, and whether the quote is the Landlord's clause or not.
func TestAcceptanceNegationFlip(t *testing.T) {
	const clause = "The Landlord shall be responsible for structural repairs."
	for _, cl := range []verify.Claim{
		{Text: "The Tenant shall be responsible for structural repairs.", Source: "s2", Quote: clause},
		{Text: "The Tenant is responsible for structural repairs.", Source: "s2", Quote: "responsible for structural repairs"},
		{Text: "The Landlord is not responsible for structural repairs.", Source: "s2", Quote: clause},
	} {
		res, err := verify.Verify(acceptanceLease, []verify.Claim{cl}, verify.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if ch := res.Claims[0]; ch.Status == verify.Grounded || res.Text != "" {
			t.Errorf("Verify(%q, quote %q) = %v; want it not grounded", cl.Text, cl.Quote, ch.Status)
		}
	}
	// As a cited sentence, against the clause: the claim names the Tenant
	// where the clause names the Landlord.
	answer := "The Tenant is responsible for structural repairs [1]."
	clauseOnly := []citations.Source{{ID: "1", Text: clause}}
	check, err := citations.Check(answer, clauseOnly, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if s := check.Sentences[0]; s.Status != citations.Unsupported || !hasReason(s.Reasons, citations.ReasonNameMismatch) {
		t.Errorf("Check(%q) = %v (%v); want unsupported, name_mismatch", answer, s.Status, s.Reasons)
	}
	t.Run("fused", func(t *testing.T) {
		// The section also has a sentence about the Tenant ("The Tenant
		// shall keep the premises clean."): the Tenant found there does
		// not make the Landlord's clause the Tenant's.
		answer := "The Tenant is responsible for structural repairs [s2]."
		check, err := citations.Check(answer, acceptanceLease, citations.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if s := check.Sentences[0]; s.Status != citations.Unsupported || !hasReason(s.Reasons, citations.ReasonNameMismatch) {
			t.Errorf("Check(%q) = %v (%v); want unsupported, name_mismatch", answer, s.Status, s.Reasons)
		}
	})
	// The clause as it is stays grounded: the check is not merely strict.
	res, err := verify.Verify(acceptanceLease, []verify.Claim{{Text: clause, Source: "s2", Quote: clause}}, verify.Options{})
	if err != nil || res.Claims[0].Status != verify.Grounded {
		t.Errorf("Verify of the clause itself = %v, %v; want grounded", res.Claims[0].Status, err)
	}
}

// The exact quote: an answer that puts a paraphrase inside quotation marks
// as the section's own words has the quotation flagged as invented, its
// sentence not ok, and, in the cleaned answer, the quotation marks
// removed: it is demoted to prose.
func TestAcceptanceExactQuote(t *testing.T) {
	answer := `Section 2 says "the landlord must fix anything structural" [s2].`
	res, err := citations.Check(answer, acceptanceLease, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Quotations) != 1 || res.Quotations[0].Status != citations.Invented {
		t.Fatalf("quotations = %+v; want one, invented", res.Quotations)
	}
	s := res.Sentences[0]
	if s.Status != citations.Unsupported || !hasReason(s.Reasons, citations.ReasonInventedQuotation) {
		t.Errorf("sentence = %v, %v; want unsupported with invented_quotation", s.Status, s.Reasons)
	}
	if want := `Section 2 says the landlord must fix anything structural [s2].`; res.Cleaned != want {
		t.Errorf("Cleaned = %q; want %q", res.Cleaned, want)
	}
	// The section's real words in quotation marks are found, in the chunk
	// that holds them.
	answer = `Section 2 says "the Landlord shall be responsible for structural repairs" [s1].`
	res, err = citations.Check(answer, acceptanceLease, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if q := res.Quotations[0]; q.Status != citations.Found || len(q.Sources) != 1 || q.Sources[0] != "s2" || res.Cleaned != answer {
		t.Errorf("a true quotation = %+v, cleaned %q; want found in s2, the answer unchanged", q, res.Cleaned)
	}
}

func hasReason(rs []citations.Reason, code string) bool {
	for _, r := range rs {
		if r.Code == code {
			return true
		}
	}
	return false
}

// buriedContract returns a generated master services agreement of about
// 300 pages of 3,000 bytes, one chunk per page, whose last page alone
// holds the liability cap.
func buriedContract(document string) []verify.Source {
	subjects := []string{"The Supplier", "The Customer", "Each party", "The Contractor"}
	verbs := []string{"shall deliver the goods listed in", "shall keep records of the work under", "may request an audit of the services in", "shall give written notice of any change to"}
	var out []verify.Source
	for page := 1; page <= 300; page++ {
		var b strings.Builder
		for n := 1; b.Len() < 3000; n++ {
			fmt.Fprintf(&b, "Section %d.%d. %s %s Schedule %d within %d business days of the order. ",
				page, n, subjects[(page+n)%4], verbs[(page*n)%4], (page+n)%17+1, (page*7+n)%40+5)
		}
		if page == 300 {
			b.WriteString("Section 300.99. The total liability cap is $2,500,000 per incident.")
		}
		out = append(out, verify.Source{ID: fmt.Sprintf("p%d", page), Text: b.String(), Document: document})
	}
	return out
}

// The buried fact: a 300-page contract uploaded as 300 chunks, with the
// answer in the last one. A claim citing the first chunk, as a model that
// saw the document's start cites it, is found in the whole document, and
// its citation names the last chunk, with offsets into that chunk. As 300
// unrelated passages, the first passage does not hold it.
func TestAcceptanceBuriedFact(t *testing.T) {
	const fact = "The total liability cap is $2,500,000 per incident."
	doc := buriedContract("msa")
	total := 0
	for _, s := range doc {
		total += len(s.Text)
	}
	if total < 300*3000 {
		t.Fatalf("the contract has %d bytes; want 300 pages", total)
	}
	cl := verify.Claim{Text: fact, Source: "p1", Quote: fact}
	res, err := verify.Verify(doc, []verify.Claim{cl}, verify.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Citations) != 1 {
		t.Fatalf("Verify = %+v; want the fact grounded", res.Claims[0])
	}
	c := res.Citations[0]
	if c.Source != "p300" || doc[299].Text[c.Start:c.End] != fact || c.CheckedAgainst != verify.AgainstDocument {
		t.Errorf("citation = %+v; want the last chunk, at the fact, checked against the document", c)
	}
	answer := "The total liability cap is $2,500,000 per incident [p1]."
	check, err := citations.Check(answer, doc, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := check.Sentences[0]
	if s.Status != citations.OK || len(s.Evidence) != 1 || s.Evidence[0].Source != "p300" {
		t.Errorf("Check(%q) = %v, evidence %v (%v); want ok, resting on the last chunk", answer, s.Status, s.Evidence, s.Reasons)
	}

	passages := buriedContract("")
	res, err = verify.Verify(passages, []verify.Claim{cl}, verify.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Grounded || res.Claims[0].Status != verify.QuoteNotFound {
		t.Errorf("Verify against passages = %v; want quote_not_found: p1 does not hold it", res.Claims[0].Status)
	}
	check, err = citations.Check(answer, passages, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if s := check.Sentences[0]; s.Status == citations.OK || !hasReason(s.Reasons, citations.ReasonOtherSource) {
		t.Errorf("Check against passages = %v (%v); want not ok, with p300 named as the source that supports it", s.Status, s.Reasons)
	}
}

// The invented citation: of three citations, one names a source that was
// not supplied. Its sentence is bad-ref, the marker is stripped from the
// cleaned answer, and the two real citations are untouched; in a claims
// contract, the claim naming it is unknown_source, kept out of the text
// and out of the score.
func TestAcceptanceInventedCitation(t *testing.T) {
	sources := []citations.Source{
		{ID: "1", Text: "The Tenant shall pay rent of $1,800 on the first day of each month."},
		{ID: "2", Text: "The security deposit of $3,600 is returned within 30 days after the lease ends."},
		{ID: "3", Text: "The Landlord shall be responsible for structural repairs."},
	}
	answer := "Rent is $1,800 a month [1]. The deposit is returned within 30 days [2]. Pets are allowed with a fee of $250 [7]."
	res, err := citations.Check(answer, sources, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var statuses []citations.Status
	for _, s := range res.Sentences {
		statuses = append(statuses, s.Status)
	}
	if want := []citations.Status{citations.OK, citations.OK, citations.BadRef}; fmt.Sprint(statuses) != fmt.Sprint(want) {
		t.Errorf("statuses = %v; want %v", statuses, want)
	}
	if want := "Rent is $1,800 a month [1]. The deposit is returned within 30 days [2]. Pets are allowed with a fee of $250."; res.Cleaned != want {
		t.Errorf("Cleaned = %q; want %q", res.Cleaned, want)
	}
	if len(res.Removed) != 1 || res.Removed[0].Text != " [7]" {
		t.Errorf("Removed = %+v; want the [7] marker", res.Removed)
	}

	claims := []verify.Claim{
		{Text: "Rent is $1,800 on the first day of each month.", Source: "1", Quote: "rent of $1,800 on the first day of each month"},
		{Text: "The security deposit is returned within 30 days.", Source: "2", Quote: "The security deposit of $3,600 is returned within 30 days", Type: extract.Paraphrase},
		{Text: "Pets are allowed with a fee of $250.", Source: "7", Quote: "Pets are allowed with a fee of $250."},
	}
	vres, err := verify.Verify(sources, claims, verify.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if vres.Claims[2].Status != verify.UnknownSource || strings.Contains(vres.Text, "[7]") || strings.Contains(vres.Text, "Pets") {
		t.Errorf("Verify = %q, claim 3 %v; want claim 3 unknown_source and out of the text", vres.Text, vres.Claims[2].Status)
	}
	if vres.Score.Checkable != 2 {
		t.Errorf("Score = %+v; want 2 checkable: a claim naming no supplied source cannot be checked", vres.Score)
	}
}
