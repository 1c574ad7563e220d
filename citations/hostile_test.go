package citations_test

import (
	"strings"
	"testing"

	"github.com/verbatim-go/verbatim/citations"
)

// checkShape asserts what a result promises whatever the answer holds:
// each sentence is answer[Start:End], in order, without overlap, on
// character boundaries; each quotation and removal range is inside the
// answer; applying the removals to an answer without invented quotations
// gives Cleaned.
func checkShape(t *testing.T, answer string, res *citations.Result) {
	t.Helper()
	at := 0
	for _, s := range res.Sentences {
		if s.Start < at || s.End < s.Start || s.End > len(answer) {
			t.Fatalf("sentence [%d:%d] out of order or range (answer of %d bytes)", s.Start, s.End, len(answer))
		}
		if answer[s.Start:s.End] != s.Text {
			t.Errorf("answer[%d:%d] = %q; sentence text %q", s.Start, s.End, answer[s.Start:s.End], s.Text)
		}
		if !boundary(answer, s.Start) || !boundary(answer, s.End) {
			t.Errorf("sentence [%d:%d] splits a character", s.Start, s.End)
		}
		if s.Status != citations.OK && len(s.Reasons) == 0 {
			t.Errorf("sentence %.60q is %v without a reason", s.Text, s.Status)
		}
		at = s.End
	}
	for _, q := range res.Quotations {
		if q.Start < 0 || q.End > len(answer) || q.Start > q.End {
			t.Errorf("quotation [%d:%d] out of range", q.Start, q.End)
		}
	}
	invented := false
	for _, q := range res.Quotations {
		invented = invented || q.Status == citations.Invented
	}
	if !invented {
		var b strings.Builder
		at := 0
		for _, r := range res.Removed {
			b.WriteString(answer[at:r.Start])
			b.WriteString(r.Replacement)
			at = r.End
		}
		b.WriteString(answer[at:])
		if b.String() != res.Cleaned {
			t.Errorf("removals applied give %.80q; Cleaned is %.80q", b.String(), res.Cleaned)
		}
	}
}

// boundary reports whether i is a character boundary of s, where an
// invalid byte is a character of its own.
func boundary(s string, i int) bool {
	if i == len(s) {
		return true
	}
	for j := range s {
		if j >= i {
			return j == i
		}
	}
	return false
}

var hostileSources = []citations.Source{
	{ID: "1", Text: "Refund policy.\r\nYou may request a refund within 30 days of purchase.\rMonthly plans are not refundable."},
	{ID: "2", Text: "\ufeffShipping is free on orders over $45.\x00 Express\u200b shipping costs $12."},
	{ID: "3", Text: " \t\r\n\u3000 "},
	{ID: "4", Text: "... !!! ??? --- ***"},
	{ID: "5", Text: strings.Repeat("x", 100_000) + " Support answers within 2 days.\xff\x80"},
}

// The hostile inputs of a check. want lists the statuses of the answer's
// sentences.
var hostileCheckTests = []struct {
	name   string
	answer string
	opts   citations.Options
	want   []citations.Status
}{
	{"invalid UTF-8 in the answer", "You may request a refund within 30 days [1].\xff\xfe Monthly plans are not refundable [1].",
		citations.Options{}, []citations.Status{citations.OK, citations.OK}},
	{"a lone continuation byte at a sentence boundary", "You may request a refund within 30 days [1].\x80Monthly plans are not refundable [1].",
		citations.Options{}, []citations.Status{citations.OK, citations.OK}},
	{"a lone continuation byte after the end", "Monthly plans are not refundable [1]. \x80",
		citations.Options{}, []citations.Status{citations.OK}},
	{"NUL bytes", "Shipping is free on orders over $45\x00 [2].\x00 Express shipping costs $12 [2].",
		citations.Options{}, []citations.Status{citations.OK, citations.OK}},
	{"a byte order mark", "\ufeffShipping is free on orders over $45 [2].",
		citations.Options{}, []citations.Status{citations.OK}},
	{"CRLF and lone CR", "You may request a refund\r\nwithin 30 days [1].\rMonthly plans are not refundable [1].\r\n",
		citations.Options{}, []citations.Status{citations.OK, citations.OK}},
	{"zero-width characters", "Express\u200b shipping costs $1\u200b2 [2].",
		citations.Options{}, []citations.Status{citations.OK}},
	{"a zero-width space does not hide a negation", "Monthly plans are n\u200bot refundable [1].",
		citations.Options{}, []citations.Status{citations.OK}},
	{"a zero-width joiner does not hide a negation either", "You may n\u200dot request a refund within 30 days [1].",
		citations.Options{}, []citations.Status{citations.Unsupported}},
	{"bidi controls", "Express shipping costs $\u202e21\u202c [2].", // displays as $12, reads $21
		citations.Options{}, []citations.Status{citations.Unsupported}},
	{"a word of 100,000 characters", strings.Repeat("x", 100_000) + " support answers within 2 days [5].",
		citations.Options{}, []citations.Status{citations.OK}},
	{"a citation of a source of white space only", "Refunds are instant [3].",
		citations.Options{}, []citations.Status{citations.Unsupported}},
	{"a citation of a source of punctuation only", "Refunds are instant [4].",
		citations.Options{}, []citations.Status{citations.Unsupported}},
	{"thousands of markers in one sentence", "Monthly plans are not refundable " + strings.Repeat("[1]", 5000) + ".",
		citations.Options{}, []citations.Status{citations.OK}},
	{"thousands of markers of sources not supplied", "Monthly plans are not refundable " + strings.Repeat("[9][1-99]", 1000) + ".",
		citations.Options{}, []citations.Status{citations.BadRef}},
	{"thousands of markers of every source", "Monthly plans are not refundable " + strings.Repeat("[1][2][3][4][5]", 1000) + ".",
		citations.Options{}, []citations.Status{citations.OK}},
	{"thousands of numbers in a sentence citing every source: none is there", strings.Repeat("7 ", 5000) + "[1][2][3][4][5].",
		citations.Options{}, []citations.Status{citations.Unverified}},
	{"thousands of clauses with a cue", strings.Repeat("monthly plans are not refundable, ", 2000) + "[1].",
		citations.Options{}, nil},
	{"thousands of uncited sentences checked against every source", strings.Repeat("Refunds are instant. ", 2000),
		citations.Options{Uncited: citations.CheckAll}, nil},
	{"many quotations", strings.Repeat(`He said "refunds are instant" [1]. `, 100),
		citations.Options{}, nil},
}

func TestHostileCheck(t *testing.T) {
	for _, tt := range hostileCheckTests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := citations.Check(tt.answer, hostileSources, tt.opts)
			if err != nil {
				t.Fatalf("Check: %v", err)
			}
			checkShape(t, tt.answer, res)
			if tt.want == nil {
				return
			}
			var got []citations.Status
			for _, s := range res.Sentences {
				got = append(got, s.Status)
			}
			if len(got) != len(tt.want) {
				t.Fatalf("statuses = %v; want %v", got, tt.want)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Errorf("sentence %.60q: %v %v; want %v", res.Sentences[i].Text, got[i], res.Sentences[i].Reasons, tt.want[i])
				}
			}
		})
	}
}

// TestHostileMarkersCleaned checks that thousands of markers naming no
// supplied source are all stripped, and that the ones that do are kept.
func TestHostileMarkersCleaned(t *testing.T) {
	answer := "Monthly plans are not refundable" + strings.Repeat(" [9]", 3000) + " [1]."
	res, err := citations.Check(answer, hostileSources, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if want := "Monthly plans are not refundable [1]."; res.Cleaned != want {
		t.Errorf("Cleaned = %.100q; want %q", res.Cleaned, want)
	}
}

// TestDuplicateIDs checks that two sources with one id are an error that
// names the id, not a silent choice between them.
func TestDuplicateIDs(t *testing.T) {
	_, err := citations.NewCorpus([]citations.Source{{ID: "a", Text: "x"}, {ID: "b", Text: "y"}, {ID: "a", Text: "z"}}, citations.Options{})
	if err == nil || !strings.Contains(err.Error(), `"a"`) || !strings.Contains(err.Error(), "1 and 3") {
		t.Errorf("NewCorpus with a duplicate id: %v; want an error naming \"a\" and sources 1 and 3", err)
	}
}
