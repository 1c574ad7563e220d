package support

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestRelevance(t *testing.T) {
	for _, tt := range []struct {
		question  string
		sentences []string
		want      Relevance
		why       string
	}{
		{"What is the monthly price of an extra seat on the Starter plan?",
			[]string{"On the Zephyr plan each extra seat is billed at 9 dollars per month."},
			Relevance{Unaddressed: []string{"Starter plan"}, OffTopic: []OffTopic{{0, "Starter plan", "Zephyr plan"}}},
			"asked about one plan, answered about another"},
		{"What is the monthly price of an extra seat on the Starter plan?",
			[]string{"On the Starter plan each extra seat costs 7 dollars per month."},
			Relevance{}, "the plan asked about"},
		{"Does the Kestrel K2 grinder have a warranty in Canada?",
			[]string{"The K2 has a two-year warranty."},
			Relevance{Unaddressed: []string{"Kestrel K2 grinder", "Canada"}},
			"the country asked about goes unaddressed, and the name the answer leaves out"},
		{"How much was paid in 2023 under Section 4.2?",
			[]string{"Under Section 4.2 the fee was paid in 2024."},
			Relevance{Unaddressed: []string{"2023"}}, "another year"},
		{"How long is the refund window?", []string{"Refunds are accepted within 30 days."}, Relevance{}, "nothing named: nothing to miss"},
	} {
		got := RelevanceOf(tt.question, tt.sentences)
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("RelevanceOf(%q, %q) (%s) (-want +got):\n%s", tt.question, tt.sentences, tt.why, diff)
		}
	}
}
