package anthropic_test

import (
	"context"
	"strings"
	"testing"

	"github.com/verbatim-go/verbatim/extract/anthropic"
	"github.com/verbatim-go/verbatim/verify"
)

// TestCitationsVerified runs cited answers through verify.Create: the
// API's citations are checked like any claim, so a cited text the document
// does not hold, or a sentence its citation does not support, never
// reaches the verified text, and a true citation lands on the document's
// own text.
func TestCitationsVerified(t *testing.T) {
	cite := func(doc int, quote string, start, end int) map[string]any {
		return map[string]any{"type": "char_location", "cited_text": quote, "document_index": doc,
			"start_char_index": start, "end_char_index": end}
	}
	resp := message("end_turn",
		map[string]any{"type": "text", "text": "You can request a full refund within 30 days of purchase.", "citations": []any{
			cite(0, "You can request a full refund within 30 days of purchase.", 0, 57),
		}},
		text(" "),
		map[string]any{"type": "text", "text": "Refunds are issued in cash within 90 days.", "citations": []any{
			cite(0, "Refunds are issued in cash within 90 days.", 58, 100), // not the document's text
		}},
		text(" "),
		map[string]any{"type": "text", "text": "Restocking fees are charged on every return.", "citations": []any{
			cite(1, "We never charge restocking fees.", 0, 32), // a true quote that does not say it
		}},
	)
	_, c, _ := setup(t, ok(resp), ok(resp), ok(resp))
	c.Mode = anthropic.Citations
	var vs []verify.Source
	for _, s := range sources {
		vs = append(vs, verify.Source{ID: s.ID, Text: s.Text})
	}
	res, err := verify.Create(context.Background(), &verify.Request{Question: "How do refunds work?", Sources: vs, MaxUncovered: -1}, c)
	if err != nil {
		t.Fatal(err)
	}
	if want := "You can request a full refund within 30 days of purchase [policy]."; res.Text != want {
		t.Errorf("Text = %q; want %q", res.Text, want)
	}
	for _, bad := range []string{"cash", "90", "Restocking"} {
		if strings.Contains(res.Text, bad) {
			t.Errorf("Text %q holds %q, which no source supports", res.Text, bad)
		}
	}
	if len(res.Citations) != 1 {
		t.Fatalf("%d citations; want 1", len(res.Citations))
	}
	cit := res.Citations[0]
	if src := sources[0].Text; src[cit.Start:cit.End] != "You can request a full refund within 30 days of purchase." {
		t.Errorf("citation [%d, %d) slices to %q", cit.Start, cit.End, src[cit.Start:cit.End])
	}
	if len(res.Unsupported) != 2 {
		t.Errorf("%d unsupported claims; want 2: %+v", len(res.Unsupported), res.Unsupported)
	}
}
