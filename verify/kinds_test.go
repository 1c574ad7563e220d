package verify_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/verify"
)

var (
	leaseDoc = []verify.Source{
		{ID: "1", Text: "Tenant shall pay rent monthly.", Document: "lease"},
		{ID: "2", Text: "Late rent bears a fee of $75.", Document: "lease"},
	}
	leasePassages = []verify.Source{
		{ID: "1", Text: "Tenant shall pay rent monthly."},
		{ID: "2", Text: "Late rent bears a fee of $75."},
	}
)

// TestDocumentClaims checks that a claim citing a chunk has its quote
// located in the whole document, and that its citation names the chunk
// the quote lies in, with offsets into that chunk's own text.
func TestDocumentClaims(t *testing.T) {
	cl := verify.Claim{Text: "Late rent bears a fee of $75.", Source: "1", Quote: "Late rent bears a fee of $75."}
	res, err := verify.Verify(leaseDoc, []verify.Claim{cl}, verify.Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := []verify.Citation{{
		Source: "2", Claim: "Late rent bears a fee of $75.", Quote: "Late rent bears a fee of $75.",
		Start: 0, End: 29, StartRune: 0, EndRune: 29, StartUTF16: 0, EndUTF16: 29,
		Kind: verify.Exact, Similarity: 1, TextStart: 0, TextEnd: 33, CheckedAgainst: verify.AgainstDocument,
	}}
	if diff := cmp.Diff(want, res.Citations); diff != "" {
		t.Errorf("Verify against one lease: citations (-want +got):\n%s", diff)
	}
	if res.Text != "Late rent bears a fee of $75 [2]." || !res.Grounded {
		t.Errorf("Verify against one lease: text %q, grounded %v", res.Text, res.Grounded)
	}
	if ch := res.Claims[0]; ch.Source != "2" || ch.CheckedAgainst != verify.AgainstDocument || leaseDoc[1].Text[ch.Match.Start:ch.Match.End] != ch.Span {
		t.Errorf("Checked = %+v; want the span in source 2", ch)
	}

	// As two passages, source 1 does not hold the quote.
	res, err = verify.Verify(leasePassages, []verify.Claim{cl}, verify.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if ch := res.Claims[0]; ch.Status != verify.QuoteNotFound || ch.CheckedAgainst != verify.AgainstPassage || !strings.Contains(ch.Reason, `it is in source "2"`) {
		t.Errorf("Verify against two passages = %v against %v (%s); want quote_not_found against passage, naming source 2", ch.Status, ch.CheckedAgainst, ch.Reason)
	}
}

// TestDocumentContext checks that the sentence around a quote is read in
// the whole document: the "not" of the chunk before counts.
func TestDocumentContext(t *testing.T) {
	sources := []verify.Source{
		{ID: "a", Text: "Deposits. The security deposit is not", Document: "lease"},
		{ID: "b", Text: "refundable after move-out. Pets are allowed.", Document: "lease"},
	}
	cl := verify.Claim{Text: "The security deposit is refundable after move-out.", Source: "b", Quote: "refundable after move-out"}
	ch := mustCorpus(t, sources, verify.Options{}).Check(cl)
	if ch.Status != verify.NegationMismatch {
		t.Errorf("Check(%q) in one lease = %v (%s); want negation_mismatch from the chunk before", cl.Text, ch.Status, ch.Reason)
	}
	// A quote that runs across the two chunks is text of no one source.
	cl = verify.Claim{Text: "The security deposit is not refundable after move-out.", Source: "a", Quote: "The security deposit is not refundable after move-out."}
	ch = mustCorpus(t, sources, verify.Options{}).Check(cl)
	if ch.Status != verify.QuoteNotFound || !strings.Contains(ch.Reason, `runs across chunks "a" and "b" of document "lease"`) {
		t.Errorf("Check of a quote across chunks = %v (%s); want quote_not_found naming the chunks", ch.Status, ch.Reason)
	}
}

func mustCorpus(t *testing.T, sources []verify.Source, opts verify.Options) *verify.Corpus {
	t.Helper()
	c, err := verify.NewCorpus(sources, opts)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestDocumentOverlap checks chunks that overlap, as chunkers make them: a
// quote in the overlap and past it is in the later chunk's own text.
func TestDocumentOverlap(t *testing.T) {
	shared := "The Landlord shall be responsible for structural repairs. "
	sources := []verify.Source{
		{ID: "p1", Text: "Section 7. Repairs. " + shared, Document: "lease"},
		{ID: "p2", Text: shared + "The Tenant shall be responsible for minor repairs.", Document: "lease"},
	}
	c := mustCorpus(t, sources, verify.Options{})
	for _, tt := range []struct {
		quote, source string
	}{
		{"The Landlord shall be responsible for structural repairs.", "p1"},
		{"structural repairs. The Tenant shall be responsible", "p2"},
		{"The Tenant shall be responsible for minor repairs.", "p2"},
	} {
		ch := c.Check(verify.Claim{Text: tt.quote, Source: "p1", Quote: tt.quote})
		if ch.Source != tt.source || !ch.Match.Found() || sources[index(sources, ch.Source)].Text[ch.Match.Start:ch.Match.End] != ch.Span {
			t.Errorf("Check(%q) = %v in %q at %+v; want the span in %q", tt.quote, ch.Status, ch.Source, ch.Match, tt.source)
		}
	}
	d, ok := c.Document("p2")
	if !ok || d.Text() != sources[1].Text {
		t.Errorf("Document(p2) = %v; want the chunk's own text", d)
	}
}

func index(sources []verify.Source, id string) int {
	for i, s := range sources {
		if s.ID == id {
			return i
		}
	}
	return 0
}

// TestSnippetClaims checks that a claim resting on a snippet is checked
// for contradictions and is unverified rather than failed when the
// snippet does not hold its words.
func TestSnippetClaims(t *testing.T) {
	text := "Acme Corp. settled the lawsuit in March 2021 for $4 million, according to"
	snippet := []verify.Source{{ID: "w", Text: text, Kind: extract.Snippet}}
	plain := []verify.Source{{ID: "w", Text: text}}
	quote := "Acme Corp. settled the lawsuit in March 2021 for $4 million"
	for _, tt := range []struct {
		claim   string
		sources []verify.Source
		opts    verify.Options
		status  verify.Status
		against verify.Against
		why     string
	}{
		{"Acme settled the lawsuit in March 2021 for $4 million.", snippet, verify.Options{}, verify.Grounded, verify.AgainstSnippet, "what it says"},
		{"Acme settled the lawsuit in March 2021 for $5 million.", snippet, verify.Options{}, verify.NumberNotFound, verify.AgainstSnippet, "a number it contradicts"},
		{"The widget patent dispute lasted a decade.", snippet, verify.Options{}, verify.Unverified, verify.AgainstSnippet, "words the snippet lacks"},
		{"The widget patent dispute lasted a decade.", plain, verify.Options{}, verify.ClaimNotInQuote, verify.AgainstPassage, "a passage is read as it is"},
		{"The widget patent dispute lasted a decade.", plain, verify.Options{DetectSnippets: true}, verify.Unverified, verify.AgainstSnippet, "detected"},
	} {
		ch := mustCorpus(t, tt.sources, tt.opts).Check(verify.Claim{Text: tt.claim, Source: "w", Quote: quote})
		if ch.Status != tt.status || ch.CheckedAgainst != tt.against {
			t.Errorf("Check(%q) = %v against %v (%s); want %v against %v (%s)", tt.claim, ch.Status, ch.CheckedAgainst, ch.Reason, tt.status, tt.against, tt.why)
		}
	}
}

// TestClaimTypes checks how a claim's type counts: analysis without a hard
// anchor is out of the score, and out of RequireAll; with one it is
// scored as a fact.
func TestClaimTypes(t *testing.T) {
	sources := []verify.Source{{ID: "1", Text: "The court entered sanctions in March 2021. The tenant paid rent late twice."}}
	claims := []verify.Claim{
		{Text: "The tenant paid rent late twice.", Source: "1", Quote: "The tenant paid rent late twice."},
		{Text: "This pattern supports a finding of bad faith.", Source: "1", Quote: "The tenant paid rent late twice.", Type: extract.Analysis},
		{Text: "The sanctions of March 2021 show a pattern.", Source: "1", Quote: "The court entered sanctions in March 2021.", Type: extract.Analysis},
	}
	res, err := verify.Verify(sources, claims, verify.Options{RequireAll: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Score != (verify.Score{Verified: 1, Checkable: 2, Value: 0.5}) {
		t.Errorf("Score = %+v; want 1 of 2: the unanchored analysis is not scored", res.Score)
	}
	if res.Grounded {
		t.Errorf("Grounded under RequireAll with an anchored analysis failing; want false")
	}
	res, err = verify.Verify(sources, claims[:2], verify.Options{RequireAll: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Score != (verify.Score{Verified: 1, Checkable: 1, Value: 1}) || !res.Grounded || len(res.Unsupported) != 1 {
		t.Errorf("Verify = score %+v, grounded %v, %d unsupported; want 1 of 1, grounded, the analysis reported", res.Score, res.Grounded, len(res.Unsupported))
	}
}

func TestGateRouteTypes(t *testing.T) {
	sources := []verify.Source{
		{ID: "1", Text: "The docket shows the motion to dismiss was denied. Rent is paid monthly."},
		{ID: "w", Text: "Rent is paid monthly, the board said", Kind: extract.Snippet},
	}
	c := mustCorpus(t, sources, verify.Options{})
	var g verify.Gate
	for _, tt := range []struct {
		claim verify.Claim
		send  bool
		why   string
	}{
		{verify.Claim{Text: "Rent is paid monthly.", Source: "1", Quote: "Rent is paid monthly."}, false, "supported"},
		{verify.Claim{Text: "Rent is paid monthly.", Source: "1", Quote: "Rent is paid monthly.", Type: extract.Paraphrase}, false, "supported"},
		{verify.Claim{Text: "Rent is paid monthly.", Source: "1", Quote: "Rent is paid monthly.", Type: extract.Procedural}, true, "procedural"},
		{verify.Claim{Text: "Rent is paid monthly.", Source: "w", Quote: "Rent is paid monthly"}, true, "snippet"},
		{verify.Claim{Text: "Rent is paid monthly.", Source: "1", Quote: "Rent is paid monthly.", Type: extract.Analysis}, false, "unscored"},
		{verify.Claim{Text: "The board approved monthly rent.", Source: "1", Quote: "Rent is paid monthly.", Type: extract.Summary}, true, "unverified"},
	} {
		ch := c.Check(tt.claim)
		if send, why := g.Route(ch); send != tt.send || why != tt.why {
			t.Errorf("Route(%q, %v, %v) = %v, %q; want %v, %q", tt.claim.Text, tt.claim.Type, ch.Status, send, why, tt.send, tt.why)
		}
	}
}

func TestVerifyRelevance(t *testing.T) {
	sources := []verify.Source{{ID: "1", Text: "On the Zephyr plan each extra seat is billed at 9 dollars per month."}}
	q := "What is the monthly price of an extra seat on the Starter plan?"
	res, err := verify.Verify(sources, []verify.Claim{{Text: "On the Zephyr plan each extra seat is billed at 9 dollars per month [1].", Source: "1", Quote: sources[0].Text}}, verify.Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := &verify.Relevance{Question: q, Unaddressed: []string{"Starter plan"}, OffTopic: []verify.OffTopic{{Sentence: 0, Asked: "Starter plan", Answered: "Zephyr plan"}}}
	if diff := cmp.Diff(want, verify.RelevanceOf(q, res)); diff != "" {
		t.Errorf("RelevanceOf (-want +got):\n%s", diff)
	}
	if res.Claims[0].Status != verify.Grounded {
		t.Errorf("the claim is %v; want grounded: relevance is apart from faithfulness", res.Claims[0].Status)
	}
	// Create carries the question to the result.
	p := &scripted{outputs: []string{answerJSON("On the Zephyr plan each extra seat is billed at 9 dollars per month.",
		verify.Claim{Text: "On the Zephyr plan each extra seat is billed at 9 dollars per month.", Source: "1", Quote: sources[0].Text})}}
	cres, err := verify.Create(context.Background(), &verify.Request{Question: q, Sources: sources}, p)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, cres.Relevance); diff != "" {
		t.Errorf("Create: Relevance (-want +got):\n%s", diff)
	}
}

func TestDocumentSourcesInvalid(t *testing.T) {
	_, err := verify.NewCorpus([]verify.Source{{ID: "1", Text: "a", Document: "d", Kind: extract.Snippet}}, verify.Options{})
	if !errors.Is(err, verify.ErrInvalid) || !errors.Is(err, verify.ErrInvalidSource) {
		t.Errorf("NewCorpus of a snippet in a document = %v; want ErrInvalid and ErrInvalidSource", err)
	}
	_, err = verify.NewCorpus(leaseDoc, verify.Options{Limits: verify.Limits{MaxDocumentBytes: 10}})
	var le *verify.LimitError
	if !errors.As(err, &le) || le.Limit != "MaxDocumentBytes" {
		t.Errorf("NewCorpus past MaxDocumentBytes = %v; want a LimitError", err)
	}
}

// TestDocumentOffsetsProperty checks that offsets stay real for chunks of
// a document: a quote cut from any one chunk of a text chunked anywhere is
// grounded, its citation names a chunk whose own text holds it at the
// citation's range, and the check of the same text as one cited sentence
// rests on evidence that slices its chunks.
func TestDocumentOffsetsProperty(t *testing.T) {
	word := rapid.SampledFrom([]string{"Tenant", "shall", "pay", "rent", "of", "$1,800", "monthly", "the", "Landlord", "repairs", "租金", "é", "clause."})
	rapid.Check(t, func(t *rapid.T) {
		ws := rapid.SliceOfN(word, 8, 120).Draw(t, "words")
		text := strings.Join(ws, " ")
		var sources []verify.Source
		for at := 0; at < len(text); {
			n := rapid.IntRange(1, len(text)-at).Draw(t, "chunk")
			for at+n < len(text) && !utf8.RuneStart(text[at+n]) {
				n++
			}
			sources = append(sources, verify.Source{ID: fmt.Sprintf("c%d", len(sources)), Text: text[at : at+n], Document: "d"})
			at += n
		}
		k := rapid.IntRange(0, len(sources)-1).Draw(t, "quoted chunk")
		fields := strings.Fields(sources[k].Text)
		if len(fields) == 0 {
			return
		}
		i := rapid.IntRange(0, len(fields)-1).Draw(t, "from")
		j := rapid.IntRange(i+1, len(fields)).Draw(t, "to")
		quote := strings.Join(fields[i:j], " ")
		cited := rapid.IntRange(0, len(sources)-1).Draw(t, "cited chunk")
		res, err := verify.Verify(sources, []verify.Claim{{Text: quote, Source: sources[cited].ID, Quote: quote}}, verify.Options{})
		if err != nil {
			t.Fatal(err)
		}
		byID := map[string]string{}
		for _, s := range sources {
			byID[s.ID] = s.Text
		}
		for _, c := range res.Citations {
			src, ok := byID[c.Source]
			if !ok || c.Start < 0 || c.End > len(src) || src[c.Start:c.End] != c.Quote {
				t.Fatalf("citation %+v does not slice its chunk %q", c, src)
			}
			if !utf8.ValidString(c.Quote) && !utf8.RuneStart(src[c.Start]) {
				t.Fatalf("citation %+v starts inside a character", c)
			}
		}
		if ch := res.Claims[0]; ch.Match.Found() && byID[ch.Source][ch.Match.Start:ch.Match.End] != ch.Span {
			t.Fatalf("Checked %+v: Span is not its source's text at Match", ch)
		}
		check, err := citations.Check(quote+" ["+sources[cited].ID+"].", sources, citations.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range check.Sentences {
			for _, e := range s.Evidence {
				src, ok := byID[e.Source]
				if !ok || e.Start < 0 || e.Start > e.End || e.End > len(src) {
					t.Fatalf("evidence %+v outside its chunk %q", e, src)
				}
			}
		}
	})
}

// TestDocumentConcurrentUse checks a corpus with documents under
// concurrent claims, chunk documents and offsets made on first use (run
// with -race).
func TestDocumentConcurrentUse(t *testing.T) {
	doc := append(slices.Clone(leaseDoc), verify.Source{ID: "w", Text: "Late fees are capped at $100.", Kind: extract.Snippet})
	c := mustCorpus(t, doc, verify.Options{})
	claims := []verify.Claim{
		{Text: "Late rent bears a fee of $75.", Source: "1", Quote: "Late rent bears a fee of $75."},
		{Text: "Tenant shall pay rent monthly.", Source: "2", Quote: "Tenant shall pay rent monthly."},
		{Text: "Late fees are capped at $100.", Source: "w", Quote: "Late fees are capped at $100."},
	}
	want, err := c.Verify(claims)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got, err := c.Verify(claims)
			if err != nil {
				t.Error(err)
				return
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("concurrent Verify differs (-want +got):\n%s", diff)
			}
			if d, ok := c.Document("2"); !ok || d.Text() != leaseDoc[1].Text {
				t.Errorf("Document(2) = %v", d)
			}
		}()
	}
	wg.Wait()
}

// TestGateRouteSentenceKinds checks the gate for a check: an ok sentence
// resting on a snippet, or asserting a fact of the record, goes to the
// judge whatever it carries.
func TestGateRouteSentenceKinds(t *testing.T) {
	sources := []citations.Source{
		{ID: "1", Text: "The docket shows the motion to dismiss was denied. Rent is paid monthly."},
		{ID: "w", Text: "Rent is paid monthly, the board said", Kind: extract.Snippet},
	}
	res, err := citations.Check("Rent is paid monthly [1]. Rent is paid monthly [w]. The docket shows the motion to dismiss was denied [1].", sources, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var g verify.Gate
	for i, want := range []struct {
		send bool
		why  string
	}{{false, "supported"}, {true, "snippet"}, {true, "procedural"}} {
		s := res.Sentences[i]
		if send, why := g.RouteSentence(s); send != want.send || why != want.why {
			t.Errorf("RouteSentence(%q, %v against %v) = %v, %q; want %v, %q", s.Text, s.Status, s.CheckedAgainst, send, why, want.send, want.why)
		}
	}
}
