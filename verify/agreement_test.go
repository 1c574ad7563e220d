package verify_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/verify"
)

// The two checkers ask one engine. These tests feed the same claim and
// evidence to verify (the evidence as the source and the quote) and to
// citations.Check (the evidence as the source, the claim as a sentence
// citing it) and want the same outcome and the same reason code. Where a
// supported claim's evidence follows a sentence of its source (whom its
// "She" stands for), the source holds both and verify quotes the
// evidence; citations.Check, which reads several sentences of a source
// at once, may ground in two sentences what verify's quote of one leaves
// unproven, so the claims the engine does not support are given the
// evidence alone.

// verdictOfVerify returns the outcome and code of verify for claim and
// evidence: "ok", or the status's name.
func verdictOfVerify(t interface{ Fatalf(string, ...any) }, claim, evidence string) string {
	return verdictOfVerifyIn(t, claim, evidence, evidence)
}

// verdictOfVerifyIn is verdictOfVerify with the quote evidence in source.
func verdictOfVerifyIn(t interface{ Fatalf(string, ...any) }, claim, source, evidence string) string {
	res, err := verify.Verify([]verify.Source{{ID: "1", Text: source}}, []verify.Claim{{Text: claim, Source: "1", Quote: evidence}}, verify.Options{})
	if err != nil {
		t.Fatalf("Verify(%q, %q): %v", claim, evidence, err)
	}
	switch st := res.Claims[0].Status; st {
	case verify.Grounded:
		return "ok"
	case verify.ClaimNotInQuote:
		return "unsupported:" + citations.ReasonClaimNotInSource // one code, named after what each checker reads
	case verify.Unverified:
		return "unverified"
	default:
		return "unsupported:" + st.String()
	}
}

// verdictOfCitations returns the outcome and code of citations.Check.
func verdictOfCitations(t interface{ Fatalf(string, ...any) }, claim, evidence string) string {
	res, err := citations.Check(strings.TrimRight(claim, ".")+" [1].", []citations.Source{{ID: "1", Text: evidence}}, citations.Options{})
	if err != nil {
		t.Fatalf("Check(%q, %q): %v", claim, evidence, err)
	}
	var s *citations.SentenceResult
	for i := range res.Sentences {
		if res.Sentences[i].Kind == citations.KindClaim {
			s = &res.Sentences[i]
		}
	}
	if s == nil {
		return "not a claim"
	}
	switch s.Status {
	case citations.OK:
		return "ok"
	case citations.Unverified:
		return "unverified"
	}
	return s.Status.String() + ":" + s.Reasons[0].Code
}

// agreementCases reads the claims and single-sentence evidence of the
// engine's test data, with the source that holds the evidence: the
// evidence, or the sentence before it and the evidence.
func agreementCases(t testing.TB) [][3]string {
	f, err := os.Open("../internal/support/testdata/claims.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out [][3]string
	ev, src := "", ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if i := strings.Index(line, "  # "); i >= 0 {
			line = line[:i]
		}
		switch {
		case strings.HasPrefix(line, "E ") && strings.Contains(line, " || "):
			ev = "" // passages of their own: the checkers split a source themselves
		case strings.HasPrefix(line, "E "):
			ev = line[2:]
			src = ev
		case strings.HasPrefix(line, "B "):
			src = line[2:] + " " + ev
		case strings.HasPrefix(line, "C "):
			ev = "" // a context passage: the checkers are given different text
		case ev != "" && strings.HasPrefix(line, "+ "):
			out = append(out, [3]string{strings.TrimSpace(line[2:]), src, ev})
		case ev != "" && strings.HasPrefix(line, "? "):
			out = append(out, [3]string{strings.TrimSpace(line[2:]), ev, ev})
		case ev != "" && strings.HasPrefix(line, "- "):
			_, claim, _ := strings.Cut(line[2:], " ")
			out = append(out, [3]string{strings.TrimSpace(claim), ev, ev})
		}
	}
	if len(out) < 100 {
		t.Fatalf("%d cases; want the engine's test data", len(out))
	}
	return out
}

func TestCheckersAgree(t *testing.T) {
	for _, c := range agreementCases(t) {
		v, ch := verdictOfVerifyIn(t, c[0], c[1], c[2]), verdictOfCitations(t, c[0], c[1])
		if v != ch {
			t.Errorf("claim %q, source %q, quote %q: verify says %s, citations.Check %s", c[0], c[1], c[2], v, ch)
		}
	}
}

// TestPropCheckersAgree draws claims and evidence from a vocabulary of
// facts, numbers, names, negations and modal verbs.
func TestPropCheckersAgree(t *testing.T) {
	subjects := []string{"The Buyer", "The supplier", "Annual plans", "Monthly plans", "The Landlord", "The tenant", "Refunds", "Tessera Cloud"}
	mods := []string{"", "not", "never", "may", "must", "can", "will"}
	verbs := []string{"pay", "cover", "include", "exclude", "receive", "approve", "reject", "ship"}
	objects := []string{"the fee", "priority support", "a refund", "water damage", "the invoice", "free shipping"}
	tails := []string{"", "within 30 days", "within 14 days", "in Canada", "in the U.S.", "unless the order shipped", "after 30 days", "for any annual plan"}
	sentence := func(t *rapid.T, label string) string {
		s := strings.Join([]string{rapid.SampledFrom(subjects).Draw(t, label+" subject"), rapid.SampledFrom(mods).Draw(t, label+" modal"),
			rapid.SampledFrom(verbs).Draw(t, label+" verb"), rapid.SampledFrom(objects).Draw(t, label+" object"),
			rapid.SampledFrom(tails).Draw(t, label+" tail")}, " ")
		return strings.Join(strings.Fields(s), " ") + "."
	}
	rapid.Check(t, func(t *rapid.T) {
		claim, evidence := sentence(t, "claim"), sentence(t, "evidence")
		if rapid.Bool().Draw(t, "same") {
			claim = evidence
		}
		if v, c := verdictOfVerify(t, claim, evidence), verdictOfCitations(t, claim, evidence); v != c {
			t.Fatalf("claim %q, evidence %q: verify says %s, citations.Check %s", claim, evidence, v, c)
		}
	})
}
