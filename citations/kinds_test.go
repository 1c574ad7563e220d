package citations_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/extract"
)

// lease is one uploaded lease in two chunks; passages, the same texts as
// sources of their own.
var (
	lease = []citations.Source{
		{ID: "1", Text: "Tenant shall pay rent monthly.", Document: "lease"},
		{ID: "2", Text: "Late rent bears a fee of $75.", Document: "lease"},
	}
	passages = []citations.Source{
		{ID: "1", Text: "Tenant shall pay rent monthly."},
		{ID: "2", Text: "Late rent bears a fee of $75."},
	}
)

// TestDocumentChunks checks that a sentence citing any chunk of a
// document is checked against the whole document, and that its evidence
// names the chunk it lies in, with offsets into that chunk's text.
func TestDocumentChunks(t *testing.T) {
	const answer = "Late rent bears a fee of $75 [1]."
	res, err := citations.Check(answer, lease, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := res.Sentences[0]
	want := []citations.Evidence{{Source: "2", Start: 0, End: len(lease[1].Text)}}
	if s.Status != citations.OK || s.CheckedAgainst != citations.AgainstDocument || !cmp.Equal(s.Evidence, want) {
		t.Errorf("Check(%q) against one lease = %v against %v, evidence %v, reasons %v; want ok against document, evidence %v",
			answer, s.Status, s.CheckedAgainst, s.Evidence, s.Reasons, want)
	}
	for _, e := range s.Evidence {
		if got := lease[2-1].Text[e.Start:e.End]; got != "Late rent bears a fee of $75." {
			t.Errorf("evidence slices chunk 2 to %q", got)
		}
	}

	// The same texts as two passages: chunk 1 alone does not say it.
	res, err = citations.Check(answer, passages, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s = res.Sentences[0]
	if s.Status == citations.OK || s.CheckedAgainst != citations.AgainstPassage || len(s.Evidence) != 0 {
		t.Errorf("Check(%q) against two passages = %v against %v, evidence %v; want not ok, against passage", answer, s.Status, s.CheckedAgainst, s.Evidence)
	}
	if !hasCode(s.Reasons, citations.ReasonOtherSource) {
		t.Errorf("Check(%q) against two passages: reasons %v; want other_source naming [2]", answer, s.Reasons)
	}
}

func hasCode(rs []citations.Reason, code string) bool {
	for _, r := range rs {
		if r.Code == code {
			return true
		}
	}
	return false
}

// TestDocumentSentenceAcrossChunks checks a sentence the chunker cut in
// two: it is one sentence of the document, and its evidence is a range
// in each chunk.
func TestDocumentSentenceAcrossChunks(t *testing.T) {
	sources := []citations.Source{
		{ID: "a", Text: "Notices go to the Landlord. Tenant shall pay rent", Document: "lease"},
		{ID: "b", Text: "monthly in advance. Pets are not allowed.", Document: "lease"},
	}
	res, err := citations.Check("Tenant shall pay rent monthly in advance [b].", sources, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := res.Sentences[0]
	want := []citations.Evidence{{Source: "a", Start: 28, End: len(sources[0].Text)}, {Source: "b", Start: 0, End: 19}}
	if s.Status != citations.OK || !cmp.Equal(s.Evidence, want) {
		t.Errorf("Check = %v, evidence %v, reasons %v; want ok with evidence %v", s.Status, s.Evidence, s.Reasons, want)
	}
}

// TestDocumentCheckAllAndQuotations checks that the other paths of a check
// read documents too: an uncited sentence under CheckAll is supported by
// the chunks its evidence lies in; a quotation of one chunk in a sentence
// citing another chunk of the same document is found, not misattributed.
func TestDocumentCheckAllAndQuotations(t *testing.T) {
	res, err := citations.Check("Late rent bears a fee of $75.", lease, citations.Options{Uncited: citations.CheckAll})
	if err != nil {
		t.Fatal(err)
	}
	if s := res.Sentences[0]; s.Status != citations.OK || !cmp.Equal(s.SupportedBy, []string{"2"}) || s.CheckedAgainst != citations.AgainstDocument {
		t.Errorf("CheckAll = %v, supported by %v, against %v; want ok by [2], against document", s.Status, s.SupportedBy, s.CheckedAgainst)
	}
	res, err = citations.Check(`The lease says "late rent bears a fee of $75" [1].`, lease, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := []citations.Quotation{{Start: 15, End: 45, Text: "late rent bears a fee of $75", Status: citations.Found, Sources: []string{"2"}, Cited: []string{"1"}}}
	if diff := cmp.Diff(want, res.Quotations); diff != "" {
		t.Errorf("quotations (-want +got):\n%s", diff)
	}
	// Against passages, the same quotation is misattributed.
	res, err = citations.Check(`The lease says "late rent bears a fee of $75" [1].`, passages, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if q := res.Quotations[0]; q.Status != citations.Misattributed {
		t.Errorf("quotation of [2] citing [1], passages: %v; want misattributed", q.Status)
	}
}

// TestSnippets checks that a sentence resting on a snippet is checked for
// contradictions, and is unverified rather than unsupported when the
// snippet has its words only in part or not at all.
func TestSnippets(t *testing.T) {
	snippet := []citations.Source{{ID: "w", Text: "Acme Corp. settled the lawsuit in March 2021 for $4 million…", Kind: extract.Snippet}}
	short := []citations.Source{{ID: "w", Text: snippet[0].Text}}
	for _, tt := range []struct {
		answer  string
		sources []citations.Source
		opts    citations.Options
		status  citations.Status
		against citations.Against
		why     string
	}{
		{"Acme settled the lawsuit for $4 million [w].", snippet, citations.Options{}, citations.OK, citations.AgainstSnippet, "what the snippet says"},
		{"Acme settled the lawsuit for $5 million [w].", snippet, citations.Options{}, citations.Unsupported, citations.AgainstSnippet, "a number the snippet contradicts"},
		{"The widget design patent dispute lasted a decade [w].", snippet, citations.Options{}, citations.Unverified, citations.AgainstSnippet, "words the snippet may have been cut from"},
		{"The widget design patent dispute lasted a decade [w].", short, citations.Options{}, citations.Unsupported, citations.AgainstPassage, "a passage holds what it holds"},
		{"The widget design patent dispute lasted a decade [w].", short, citations.Options{DetectSnippets: true}, citations.Unverified, citations.AgainstSnippet, "detected: every source is short"},
	} {
		res, err := citations.Check(tt.answer, tt.sources, tt.opts)
		if err != nil {
			t.Fatal(err)
		}
		if s := res.Sentences[0]; s.Status != tt.status || s.CheckedAgainst != tt.against {
			t.Errorf("Check(%q) = %v against %v (reasons %v); want %v against %v (%s)", tt.answer, s.Status, s.CheckedAgainst, s.Reasons, tt.status, tt.against, tt.why)
		}
	}
	// A long source among short ones: nothing is detected.
	mixed := append([]citations.Source{{ID: "p", Text: strings.Repeat("A long passage of a contract. ", 20)}}, short...)
	res, err := citations.Check("Acme settled the lawsuit for $4 million [w].", mixed, citations.Options{DetectSnippets: true})
	if err != nil {
		t.Fatal(err)
	}
	if s := res.Sentences[0]; s.CheckedAgainst != citations.AgainstPassage {
		t.Errorf("with a long source: against %v; want passage", s.CheckedAgainst)
	}
}

func TestCheckedAgainstNothing(t *testing.T) {
	res, err := citations.Check("Late rent bears a fee of $75. It is $75 [9].", lease, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range res.Sentences {
		if s.CheckedAgainst != citations.AgainstNothing {
			t.Errorf("sentence %d (%v) checked against %v; want nothing", i, s.Status, s.CheckedAgainst)
		}
	}
}

func TestDocumentSourcesInvalid(t *testing.T) {
	for _, tt := range []struct {
		sources []citations.Source
		limits  citations.Limits
		is      error
		why     string
	}{
		{[]citations.Source{{ID: "1", Text: "a", Document: "d", Kind: extract.Snippet}}, citations.Limits{}, citations.ErrInvalidSource, "a snippet in a document"},
		{[]citations.Source{{ID: "1", Text: "a", Kind: 5}}, citations.Limits{}, citations.ErrInvalidSource, "an unknown kind"},
		{lease, citations.Limits{MaxDocumentBytes: 58}, citations.ErrLimit, "a document past its limit"},
	} {
		_, err := citations.NewCorpus(tt.sources, citations.Options{Limits: tt.limits})
		if !errors.Is(err, tt.is) {
			t.Errorf("NewCorpus (%s) = %v; want %v", tt.why, err, tt.is)
		}
	}
	var le *citations.LimitError
	_, err := citations.NewCorpus(lease, citations.Options{Limits: citations.Limits{MaxDocumentBytes: 58}})
	if !errors.As(err, &le) || le.Limit != "MaxDocumentBytes" || le.Max != 58 || le.Got != 59 {
		t.Errorf("NewCorpus error = %#v; want a LimitError for MaxDocumentBytes, 58, 59", err)
	}
	if _, err := citations.NewCorpus(lease, citations.Options{Limits: citations.Limits{MaxDocumentBytes: 59}}); err != nil {
		t.Errorf("NewCorpus at the limit = %v", err)
	}
}

// TestRelevance checks the example of a faithful answer to another
// question: asked about the Starter plan, answered about the Zephyr plan.
func TestRelevance(t *testing.T) {
	sources := []citations.Source{{ID: "1", Text: "On the Zephyr plan each extra seat is billed at 9 dollars per month. The Starter plan has no extra seats."}}
	res, err := citations.Check("On the Zephyr plan each extra seat is billed at 9 dollars per month [1].", sources, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Sentences[0].Status != citations.OK {
		t.Fatalf("the sentence is %v (%v); want ok: relevance is apart from faithfulness", res.Sentences[0].Status, res.Sentences[0].Reasons)
	}
	q := "What is the monthly price of an extra seat on the Starter plan?"
	got := citations.RelevanceOf(q, res)
	want := &citations.Relevance{Question: q, Unaddressed: []string{"Starter plan"}, OffTopic: []citations.OffTopic{{Sentence: 0, Asked: "Starter plan", Answered: "Zephyr plan"}}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("RelevanceOf (-want +got):\n%s", diff)
	}
	if res.Sentences[0].Status != citations.OK || res.Score.Verified != 1 {
		t.Errorf("RelevanceOf changed the result")
	}
	if got := citations.RelevanceOf("  ?", res); got != nil {
		t.Errorf("RelevanceOf of no question = %+v; want nil", got)
	}
	// Answered about the plan asked about: nothing to report.
	res, _ = citations.Check("The Starter plan has no extra seats [1].", sources, citations.Options{})
	if got := citations.RelevanceOf(q, res); len(got.Unaddressed) != 0 || len(got.OffTopic) != 0 {
		t.Errorf("RelevanceOf on topic = %+v; want nothing", got)
	}
}
