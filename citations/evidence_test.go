package citations

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// evidenceText writes a sentence's evidence as "id: text" lines.
func evidenceText(srcs []Source, ev []Evidence) []string {
	var out []string
	for _, e := range ev {
		for _, s := range srcs {
			if s.ID == e.Source {
				out = append(out, e.Source+": "+s.Text[e.Start:e.End])
			}
		}
	}
	return out
}

var evidenceTests = []struct {
	answer string
	opts   Options
	want   [][]string // per sentence
	why    string
}{
	{"Annual plans can be refunded within 30 days of purchase [1].", Options{},
		[][]string{{"1: Annual plans can be refunded within 30 days of purchase."}}, "one sentence holds every word"},
	{"Monthly plans are not refundable [1].", Options{},
		[][]string{{"1: Monthly plans are not refundable."}}, "the rarer words decide, not the common ones"},
	{"Annual plans can be refunded within 30 days, and refunds are issued to the original card [1].", Options{},
		[][]string{{
			"1: Refunds are issued to the original card within 5 business days.",
			"1: Annual plans can be refunded within 30 days of purchase.",
		}}, "two sentences of one source, the one with the rarer words first"},
	{"The Pro plan costs $25 per month, and customers may cancel at any time [2, 3].", Options{},
		[][]string{{
			"2: The Pro plan costs $25 per month and includes priority support.",
			"3: Customers may cancel at any time.",
		}}, "two cited sources, the one with more of its words first"},
	{"Customers may cancel at any time.", Options{Uncited: CheckAll},
		[][]string{{"3: Customers may cancel at any time."}}, "check-all: the source that supports it"},
	{"Monthly plans are refundable [1].", Options{}, [][]string{nil}, "unsupported: no evidence"},
	{"Customers may cancel at any time [9].", Options{}, [][]string{nil}, "bad-ref: no evidence"},
	{"Customers may cancel at any time.", Options{}, [][]string{nil}, "uncited: no evidence"},
	{`The policy says "monthly plans are never refundable" [1].`, Options{}, [][]string{nil},
		"an invented quotation makes the sentence unsupported, and it loses its evidence"},
	{"## Refunds\nMonthly plans are not refundable [1].", Options{},
		[][]string{nil, {"1: Monthly plans are not refundable."}}, "a heading has none"},
}

func TestEvidence(t *testing.T) {
	for _, tt := range evidenceTests {
		r, err := Check(tt.answer, policy, tt.opts)
		if err != nil {
			t.Fatal(err)
		}
		var got [][]string
		for _, s := range r.Sentences {
			got = append(got, evidenceText(policy, s.Evidence))
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Check(%q) evidence (%s) (-want +got):\n%s", tt.answer, tt.why, diff)
		}
	}
}

// The evidence of an ok sentence is a sentence of a source it cites (or,
// under CheckAll, of one that supports it), and a sentence that is not ok
// has none.
func TestEvidenceProperties(t *testing.T) {
	corpus, err := NewCorpus(policy, Options{})
	if err != nil {
		t.Fatal(err)
	}
	all, err := NewCorpus(policy, Options{Uncited: CheckAll})
	if err != nil {
		t.Fatal(err)
	}
	sents := make(map[string][]Sentence)
	for _, s := range policy {
		sents[s.ID] = Sentences(s.Text)
	}
	rapid.Check(t, func(t *rapid.T) {
		answer := drawAnswer(t)
		c := corpus
		if rapid.Bool().Draw(t, "checkAll") {
			c = all
		}
		for _, s := range c.Check(answer).Sentences {
			if s.Status != OK && len(s.Evidence) > 0 {
				t.Fatalf("Check(%q): %v sentence %q has evidence %v", answer, s.Status, s.Text, s.Evidence)
			}
			if len(s.Evidence) > maxEvidence {
				t.Fatalf("Check(%q): sentence %q has %d pieces of evidence", answer, s.Text, len(s.Evidence))
			}
			for i, e := range s.Evidence {
				if !slices.Contains(s.Citations, e.Source) && !slices.Contains(s.SupportedBy, e.Source) {
					t.Fatalf("Check(%q): evidence %v of %q is in a source it does not rest on", answer, e, s.Text)
				}
				if !slices.ContainsFunc(sents[e.Source], func(x Sentence) bool { return x.Start == e.Start && x.End == e.End }) {
					t.Fatalf("Check(%q): evidence %v of %q is not a sentence of its source", answer, e, s.Text)
				}
				if slices.Contains(s.Evidence[:i], e) {
					t.Fatalf("Check(%q): evidence %v of %q repeats", answer, e, s.Text)
				}
			}
		}
	})
}
