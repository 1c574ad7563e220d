package report_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/report"
	"github.com/verbatim-go/verbatim/verify"
)

var leaseChunks = []verify.Source{
	{ID: "1", Text: "Tenant shall pay rent monthly.", Document: "lease"},
	{ID: "2", Text: "Late rent bears a fee of $75.", Document: "lease"},
	{ID: "w", Text: "Late fees are capped at $100 in some states…", Kind: extract.Snippet},
}

// TestDocumentPages checks pages of claims and sentences checked against a
// whole document: the span is highlighted in the chunk it lies in, the
// chunks say which document they are of, and a snippet says it is one.
func TestDocumentPages(t *testing.T) {
	res, err := verify.Verify(leaseChunks, []verify.Claim{
		{Text: "Late rent bears a fee of $75.", Source: "1", Quote: "Late rent bears a fee of $75."},
		{Text: "Late rent bears a fee of $90.", Source: "1", Quote: "Late rent bears a fee of $75."},
	}, verify.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := report.Verified(&b, res, leaseChunks, report.Options{}); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	p := parseHTML(t, page)
	var in2 int
	for _, h := range p.highlights(t) {
		if h.attrs["data-source"] != "2" || h.text != "Late rent bears a fee of $75." {
			t.Errorf("highlight %s with text %q; want the span in chunk 2", h.key, h.text)
		}
		in2++
	}
	if in2 != 2 {
		t.Errorf("%d highlights in chunk 2; want the citation and the failed claim's span", in2)
	}
	for _, want := range []string{
		`chunk of document &#34;lease&#34; · `,
		`<small>snippet · `,
		`checked against the whole document of the chunk it cites`,
		`Late rent bears a fee of $75 <a class="marker" href="#cite-0"`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("verified page lacks %q", want)
		}
	}

	check, err := citations.Check("Late fees are capped at $100 [w]. Late rent bears a fee of $90 [1].", leaseChunks, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	b.Reset()
	if err := report.Check(&b, check, "Late fees are capped at $100 [w]. Late rent bears a fee of $90 [1].", leaseChunks, report.Options{}); err != nil {
		t.Fatal(err)
	}
	if page := b.String(); !strings.Contains(page, "checked against the whole document of the chunk it cites") {
		t.Errorf("checked page does not say the failed sentence was checked against the document")
	}
}

// TestRelevancePages checks that both pages show the relevance of the
// verified answer to its question: asked about the Starter plan, answered
// about the Zephyr plan.
func TestRelevancePages(t *testing.T) {
	sources := []verify.Source{{ID: "1", Text: "On the Zephyr plan each extra seat is billed at 9 dollars per month."}}
	q := "What is the monthly price of an extra seat on the Starter plan?"
	answer := "On the Zephyr plan each extra seat is billed at 9 dollars per month [1]."
	check, err := citations.Check(answer, sources, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	check.Relevance = citations.RelevanceOf(q, check)
	var b bytes.Buffer
	if err := report.Check(&b, check, answer, sources, report.Options{}); err != nil {
		t.Fatal(err)
	}
	res, err := verify.Verify(sources, []verify.Claim{{Text: answer, Source: "1", Quote: sources[0].Text}}, verify.Options{})
	if err != nil {
		t.Fatal(err)
	}
	res.Relevance = verify.RelevanceOf(q, res)
	var v bytes.Buffer
	if err := report.Verified(&v, res, sources, report.Options{}); err != nil {
		t.Fatal(err)
	}
	for name, page := range map[string]string{"checked": b.String(), "verified": v.String()} {
		for _, want := range []string{
			`<section id="relevance">`,
			`<dt>Question</dt><dd>` + q + `</dd>`,
			`<dt>Unaddressed</dt><dd class="unsupported"><q>Starter plan</q></dd>`,
			`asked about <q>Starter plan</q>; answers about <q>Zephyr plan</q>`,
		} {
			if !strings.Contains(page, want) {
				t.Errorf("%s page lacks %q", name, want)
			}
		}
		parseHTML(t, page) // well formed
	}
	if !strings.Contains(b.String(), `<a href="#s-0">`+answer+`</a>`) || !strings.Contains(v.String(), `<a href="#cite-0">`) {
		t.Errorf("the off-topic sentence does not link to the sentence or its citation")
	}
}
