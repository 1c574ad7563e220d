package citations

import (
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// answerPieces are the pieces drawn answers are made of: words of the
// policy sources, numbers, markers valid and not, quotation marks,
// markdown and CJK.
var answerPieces = []string{
	"Annual", "plans", "can", "be", "refunded", "within", "30", "45", "days", "of", "purchase", "Monthly",
	"are", "not", "refundable", "Customers", "may", "must", "cancel", "The", "Pro", "plan", "costs", "$25",
	"per", "month", "suggests", "e.g.", "U.S.", "3.5", "...", "…",
	" ", " ", " ", ".", ".", ",", "!", "?", "\n", "\n\n", "- ", "# ", "> ", "1. ", "|",
	"[1]", "[2]", "[3]", "[7]", "[1, 2]", "[2,7]", "[1-3]", "[^2]", "[", "]",
	"\"", "“", "”", "«", "»", "月度计划", "不可", "退款", "。", "Гарантия", "не",
}

func drawAnswer(t *rapid.T) string {
	return rapid.OneOf(
		rapid.Custom(func(t *rapid.T) string {
			return strings.Join(rapid.SliceOfN(rapid.SampledFrom(answerPieces), 0, 60).Draw(t, "pieces"), "")
		}),
		rapid.String(),
	).Draw(t, "answer")
}

// Check gives the same result every time, also from concurrent calls, and
// every range it reports slices the answer to the text it reports.
func TestCheckProperties(t *testing.T) {
	corpus, err := NewCorpus(policy, Options{})
	if err != nil {
		t.Fatal(err)
	}
	all, err := NewCorpus(policy, Options{Uncited: CheckAll})
	if err != nil {
		t.Fatal(err)
	}
	rapid.Check(t, func(t *rapid.T) {
		answer := drawAnswer(t)
		c := corpus
		if rapid.Bool().Draw(t, "checkAll") {
			c = all
		}
		first := c.Check(answer)
		var wg sync.WaitGroup
		results := make([]*Result, 4)
		for i := range results {
			wg.Add(1)
			go func() {
				defer wg.Done()
				results[i] = c.Check(answer)
			}()
		}
		wg.Wait()
		for _, r := range results {
			if diff := cmp.Diff(first, r); diff != "" {
				t.Fatalf("Check(%q) differs between calls (-first +later):\n%s", answer, diff)
			}
		}
		prev := 0
		for _, s := range first.Sentences {
			if s.Start < prev || s.Start >= s.End || s.End > len(answer) || answer[s.Start:s.End] != s.Text {
				t.Fatalf("Check(%q): sentence %+v does not slice the answer", answer, s.Sentence)
			}
			prev = s.End
			if s.Status != OK && len(s.Reasons) == 0 {
				t.Fatalf("Check(%q): %v sentence %q without a reason", answer, s.Status, s.Text)
			}
			if s.Status == OK && s.Kind == KindClaim && len(s.Citations) == 0 && len(s.SupportedBy) == 0 {
				t.Fatalf("Check(%q): ok sentence %q with no source", answer, s.Text)
			}
		}
		for _, r := range first.Removed {
			if r.End > len(answer) || answer[r.Start:r.End] != r.Text {
				t.Fatalf("Check(%q): removal %+v does not slice the answer", answer, r)
			}
		}
		for _, q := range first.Quotations {
			if q.Start < 0 || q.Start >= q.End || q.End > len(answer) {
				t.Fatalf("Check(%q): quotation %+v out of range", answer, q)
			}
		}
		if v := first.Score.Value; v < 0 || v > 1 || first.Score.Verified > first.Score.Checkable {
			t.Fatalf("Check(%q): bad score %+v", answer, first.Score)
		}
	})
}
