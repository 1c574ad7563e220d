package citations_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/verbatim-go/verbatim/citations"
)

var limitSources = []citations.Source{
	{ID: "1", Text: "Refunds are available within 30 days of purchase."},
	{ID: "2", Text: "Monthly plans are not refundable."},
}

// TestLimits checks that each limit is enforced with a *LimitError naming
// it, that matches ErrLimit, and that a negative limit turns it off.
func TestLimits(t *testing.T) {
	manyRanges := strings.Repeat("[1-100]", 10) // 10 markers, 1,000 citations
	quotes := strings.Repeat(`He said "refunds are available". `, 5)
	for _, tt := range []struct {
		name    string
		sources []citations.Source
		answer  string
		limits  citations.Limits
		limit   string // "" for no error
	}{
		{"sources", limitSources, "x", citations.Limits{MaxSources: 1}, "MaxSources"},
		{"source bytes", limitSources, "x", citations.Limits{MaxSourceBytes: 40}, "MaxSourceBytes"},
		{"total bytes", limitSources, "x", citations.Limits{MaxTotalBytes: 60}, "MaxTotalBytes"},
		{"answer bytes", limitSources, strings.Repeat("a", 101), citations.Limits{MaxAnswerBytes: 100}, "MaxAnswerBytes"},
		{"answer at the limit", limitSources, strings.Repeat("a", 100), citations.Limits{MaxAnswerBytes: 100}, ""},
		{"a range counts each number", limitSources, manyRanges, citations.Limits{MaxCitations: 999}, "MaxCitations"},
		{"citations at the limit", limitSources, manyRanges, citations.Limits{MaxCitations: 1000}, ""},
		{"quotations", limitSources, quotes, citations.Limits{MaxQuotations: 4}, "MaxQuotations"},
		{"quotations at the limit", limitSources, quotes, citations.Limits{MaxQuotations: 5}, ""},
		{"negative means no limit", limitSources, strings.Repeat("a", 2<<20), citations.Limits{MaxAnswerBytes: -1}, ""},
		{"default answer limit", limitSources, strings.Repeat("a", 1<<20+1), citations.Limits{}, "MaxAnswerBytes"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res, err := citations.Check(tt.answer, tt.sources, citations.Options{Limits: tt.limits})
			if tt.limit == "" {
				if err != nil || res == nil {
					t.Fatalf("Check = %v, %v; want a result", res, err)
				}
				return
			}
			if res != nil {
				t.Errorf("Check returned a result with error %v; want none", err)
			}
			if !errors.Is(err, citations.ErrLimit) {
				t.Fatalf("Check error = %v; want ErrLimit", err)
			}
			var le *citations.LimitError
			if !errors.As(err, &le) || le.Limit != tt.limit || le.Got <= le.Max {
				t.Errorf("Check error = %#v; want a LimitError for %s with Got > Max", err, tt.limit)
			}
		})
	}
}

// TestCheckAnswerLimits checks that a prepared corpus applies the answer
// limits in CheckAnswer and not in Check.
func TestCheckAnswerLimits(t *testing.T) {
	c, err := citations.NewCorpus(limitSources, citations.Options{Limits: citations.Limits{MaxCitations: 2}})
	if err != nil {
		t.Fatal(err)
	}
	answer := "Refunds are available within 30 days [1][1][2]."
	if _, err := c.CheckAnswer(answer); !errors.Is(err, citations.ErrLimit) {
		t.Errorf("CheckAnswer(%q) error = %v; want ErrLimit", answer, err)
	}
	if res := c.Check(answer); len(res.Sentences) != 1 || res.Sentences[0].Status != citations.OK {
		t.Errorf("Check(%q) = %+v; want one ok sentence", answer, res.Sentences)
	}
	if res, err := c.CheckAnswer("Refunds are available within 30 days [1]."); err != nil || res.Sentences[0].Status != citations.OK {
		t.Errorf("CheckAnswer within the limits = %v; want an ok sentence", err)
	}
}

// TestSourceIDs checks which source ids NewCorpus accepts: an id is
// written into markers and messages, so brackets, control characters,
// bidirectional controls and invalid UTF-8 are refused with ErrInvalidID.
func TestSourceIDs(t *testing.T) {
	for _, tt := range []struct {
		id   string
		want error
	}{
		{"1", nil},
		{"Source A", nil},   // spaces: cited as [Source A]
		{"política-2", nil}, // non-ASCII
		{"返金", nil},         // CJK
		{" ", citations.ErrInvalidID},
		{"1]", citations.ErrInvalidID},
		{"[1", citations.ErrInvalidID},
		{"a\nb", citations.ErrInvalidID},
		{"a\x00b", citations.ErrInvalidID},
		{"a\u202eb", citations.ErrInvalidID},
		{"a\xffb", citations.ErrInvalidID},
	} {
		_, err := citations.NewCorpus([]citations.Source{{ID: tt.id, Text: "Refunds take 30 days."}}, citations.Options{})
		if tt.want == nil && err != nil || tt.want != nil && !errors.Is(err, tt.want) {
			t.Errorf("NewCorpus with id %q: error %v; want %v", tt.id, err, tt.want)
		}
	}
}

// TestSourceIDsCited checks that ids with spaces and non-ASCII letters
// can be cited.
func TestSourceIDsCited(t *testing.T) {
	for _, id := range []string{"Source A", "política-2", "返金"} {
		src := []citations.Source{{ID: id, Text: "Refunds are available within 30 days of purchase."}}
		answer := "Refunds are available within 30 days [" + id + "]."
		res, err := citations.Check(answer, src, citations.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if s := res.Sentences[0]; s.Status != citations.OK || len(s.Citations) != 1 || s.Citations[0] != id {
			t.Errorf("Check(%q) = %v %v; want ok citing %q", answer, s.Status, s.Citations, id)
		}
	}
}
