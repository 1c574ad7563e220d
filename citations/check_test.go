package citations

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/verbatim-go/verbatim/normalize"
	"github.com/verbatim-go/verbatim/numbers"
)

var policy = []Source{
	{ID: "1", Text: "Annual plans can be refunded within 30 days of purchase. Monthly plans are not refundable. Refunds are issued to the original card within 5 business days."},
	{ID: "2", Text: "The Basic plan costs $10 per month. The Pro plan costs $25 per month and includes priority support."},
	{ID: "3", Text: "Customers may cancel at any time. Cancelled plans stay active until the end of the billing period."},
}

// outcome writes a sentence's status and reason codes: "ok",
// "unsupported:number_not_found".
func outcome(s SentenceResult) string {
	out := s.Status.String()
	if s.Kind != KindClaim {
		out = s.Kind.String() + "/" + out
	}
	for _, r := range s.Reasons {
		out += ":" + r.Code
	}
	return out
}

var checkTests = []struct {
	answer string
	opts   Options
	want   []string
	why    string
}{
	{"Annual plans can be refunded within 30 days of purchase [1].", Options{}, []string{"ok"}, "supported"},
	{"Annual plans can be refunded within 45 days of purchase [1].", Options{},
		[]string{"unsupported:number_not_found"}, "a changed number"},
	{"Annual plans can be refunded within 45 days of purchase [1].", Options{Numbers: numbers.Off},
		[]string{"ok"}, "numbers off"},
	{"Monthly plans are refundable [1].", Options{}, []string{"unsupported:negation_mismatch"}, "a dropped negation"},
	{"Customers must cancel at any time [3].", Options{}, []string{"unsupported:modality_mismatch"}, "a modal flip"},
	{"Monthly plans are refundable within 5 business days [1].", Options{},
		[]string{"unsupported:negation_mismatch"}, "a claim fused from two sentences, one of which it negates"},
	{"Annual plans can be refunded within 30 days of purchase, to the original card [1].", Options{},
		[]string{"ok"}, "a claim fused from two agreeing sentences"},
	{"Annual plans are refundable [1].", Options{}, []string{"ok"}, "another sentence negates other plans"},
	{"Annual plans can be refunded after 30 days of purchase [1].", Options{},
		[]string{"unsupported:bound_mismatch"}, "after where the source says within"},
	{"Annual plans can be refunded within 30 days of purchase [1].", Options{}, []string{"ok"}, "the same bound"},
	{"Annual plans can be refunded within 30 days of purchase [2].", Options{},
		[]string{"unverified:anchor_absent:words_missing:other_source"}, "the wrong source, with the right one named"},
	{"Annual plans can be refunded within 30 days of purchase [1, 2].", Options{}, []string{"ok"},
		"several cited sources support together"},
	{"Annual plans can be refunded within 30 days of purchase [9].", Options{}, []string{"bad-ref:unknown_source"}, "a made-up reference"},
	{"Annual plans can be refunded within 30 days of purchase [1, 9].", Options{}, []string{"bad-ref:unknown_source"},
		"a made-up reference beside a valid one"},
	{"Annual plans can be refunded within 30 days of purchase.", Options{}, []string{"uncited:uncited"}, "no marker"},
	{"Annual plans can be refunded within 30 days of purchase.", Options{Uncited: CheckAll}, []string{"ok"}, "check-all finds the source"},
	{"Annual plans include a free espresso machine.", Options{Uncited: CheckAll},
		[]string{"unverified:uncited:words_missing"}, "check-all finds no source"},
	{"Refunds are issued to the original card within 5 business days, plus a complimentary gift voucher [1].", Options{},
		[]string{"unverified:words_missing"}, "an invented detail: not proven"},
	{"Refunds are issued to the original card within 5 business days [1]. This suggests the policy is generous.", Options{},
		[]string{"ok", "framing/uncited:uncited:framing"}, "framing is not scored"},
	{"The record suggests the court entered prior sanctions.", Options{}, []string{"uncited:uncited"},
		"a fact of the record in soft language is a claim, not framing"},
	{"The docket appears to show the plan was cancelled.", Options{Uncited: CheckAll},
		[]string{"unverified:uncited:words_missing"}, "a record claim is checked against every source"},
	{"## Refunds\nMonthly plans are not refundable [1].", Options{}, []string{"heading/uncited:uncited", "ok"}, "a heading"},
	{"**Refunds**\n\nMonthly plans are not refundable [1].", Options{}, []string{"heading/uncited:uncited", "ok"}, "a line in bold alone is a heading"},
	{"__Plan prices__\nThe Pro plan costs $25 per month [2].", Options{}, []string{"heading/uncited:uncited", "ok"}, "a line in bold alone, underscores"},
	{"**Monthly plans are not refundable.**", Options{}, []string{"uncited:uncited"}, "a sentence in bold is a claim"},
	{"**Note:** monthly plans are not refundable.", Options{}, []string{"uncited:uncited"}, "a bold label opens a claim"},
	{"The Pro plan costs $25 per month [2].[7]", Options{}, []string{"bad-ref:unknown_source"}, "a marker after the period belongs to the sentence"},
	{"Monthly plans are not refundable【1】. Annual plans can be refunded within 30 days of purchase［1］.", Options{},
		[]string{"ok", "ok"}, "CJK brackets"},
	{"Monthly plans are not refundable【9】.", Options{}, []string{"bad-ref:unknown_source"}, "a made-up reference in CJK brackets"},
	{"", Options{}, nil, "empty answer"},
	{"That is all.", Options{Uncited: CheckAll}, []string{"framing/uncited:uncited:framing"},
		"nothing to check is not supported by every source"},
}

func TestCheck(t *testing.T) {
	for _, tt := range checkTests {
		r, err := Check(tt.answer, policy, tt.opts)
		if err != nil {
			t.Fatalf("Check(%q): %v", tt.answer, err)
		}
		var got []string
		for _, s := range r.Sentences {
			got = append(got, outcome(s))
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Check(%q) (%s) (-want +got):\n%s\nreasons: %v", tt.answer, tt.why, diff, r.Sentences)
		}
	}
}

// A source that repeats its text (a footer on every page, a policy pasted
// twice) gives each of its sentences once to a claim: copies of one
// sentence must not crowd out the sentence that holds the claim's other
// words.
func TestCheckRepeatedSentences(t *testing.T) {
	page := "The Orvane tent weighs 2.1 kg. Its poles are 9 mm aluminium. The fly sheet is rated to 3,000 mm of rain.\n\n"
	srcs := []Source{{ID: "1", Text: strings.Repeat(page, 12)}, {ID: "2", Text: strings.Repeat("The Orvane tent weighs 2.1 kg. ", 6)}}
	for _, tt := range []struct{ answer, want string }{
		{"The Orvane tent weighs 2.1 kg, and its fly sheet is rated to 3,000 mm of rain [1].", "ok"},
		{"The Orvane tent weighs 2.1 kg, and its poles are 9 mm aluminium [1, 2].", "ok"},
		{"The Orvane tent weighs 2.1 kg, and its fly sheet is rated to 2,000 mm of rain [1].", "unsupported:number_not_found"},
	} {
		r, err := Check(tt.answer, srcs, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if got := outcome(r.Sentences[0]); got != tt.want {
			t.Errorf("Check(%q) = %s; want %s (%v)", tt.answer, got, tt.want, r.Sentences[0].Reasons)
		}
		// The evidence is the first copy of each sentence.
		for _, ev := range r.Sentences[0].Evidence {
			if ev.Source == "1" && ev.Start >= len(page) {
				t.Errorf("Check(%q) evidence at %d; want it in the first page (%d bytes)", tt.answer, ev.Start, len(page))
			}
		}
	}
}

func TestCheckReasons(t *testing.T) {
	for _, tt := range []struct {
		answer, want string
	}{
		{"Annual plans can be refunded within 45 days of purchase [1].", "the claim says 45 days; [1] says 30 days"},
		{"Annual plans can be refunded within 30 days of purchase [9].", "[9]: only 3 sources"},
		{"Monthly plans are refundable [1].", `[1] negates "refundable" ("not") but the claim does not`},
		{"Annual plans can be refunded within 30 days of purchase [2].", "[1] supports the sentence but is not cited"},
	} {
		r, err := Check(tt.answer, policy, Options{})
		if err != nil {
			t.Fatal(err)
		}
		var msgs []string
		for _, rs := range r.Sentences[0].Reasons {
			msgs = append(msgs, rs.Message)
		}
		if !strings.Contains(strings.Join(msgs, "\n"), tt.want) {
			t.Errorf("Check(%q) reasons = %q; want one containing %q", tt.answer, msgs, tt.want)
		}
	}
}

func TestCheckScore(t *testing.T) {
	answer := "Monthly plans are not refundable [1]. Monthly plans are refundable [1]. " +
		"This suggests refunds are rare. Customers may cancel at any time [3]."
	r, err := Check(answer, policy, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := Score{Verified: 2, Checkable: 3, Value: 2.0 / 3}
	if r.Score != want {
		t.Errorf("Check(%q).Score = %+v; want %+v", answer, r.Score, want)
	}
}

func TestCheckErrors(t *testing.T) {
	for _, tt := range []struct {
		sources []Source
		opts    Options
		want    error
	}{
		{nil, Options{}, ErrNoSources},
		{[]Source{{ID: "1", Text: "a"}, {ID: "1", Text: "b"}}, Options{}, ErrInvalidID},
		{[]Source{{ID: "", Text: "a"}}, Options{}, ErrInvalidID},
	} {
		_, err := Check("Anything [1].", tt.sources, tt.opts)
		if !errors.Is(err, tt.want) {
			t.Errorf("Check with sources %+v: error %v; want %v", tt.sources, err, tt.want)
		}
	}
	_, err := Check("x", policy, Options{Uncited: 9})
	if err == nil {
		t.Errorf("Check with Uncited 9: no error")
	}
	_, err = Check("x", []Source{{ID: "1"}, {ID: "1"}}, Options{})
	if err == nil || !strings.Contains(err.Error(), `"1"`) {
		t.Errorf("duplicate id error %v does not name the id", err)
	}
}

func TestCheckCleaned(t *testing.T) {
	answer := `Monthly plans are not refundable [1, 7]. He said "refunds take one hour" [1]. Costs vary [8].`
	r, err := Check(answer, policy, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := `Monthly plans are not refundable [1]. He said refunds take one hour [1]. Costs vary.`
	if r.Cleaned != want {
		t.Errorf("Check(%q).Cleaned = %q; want %q", answer, r.Cleaned, want)
	}
	var removed []string
	for _, rm := range r.Removed {
		removed = append(removed, fmt.Sprintf("%q@%d", rm.Text, rm.Start))
	}
	if diff := cmp.Diff([]string{`", 7"@35`, `" [8]"@88`}, removed); diff != "" {
		t.Errorf("Check(%q).Removed (-want +got):\n%s", answer, diff)
	}
}

var quotationTests = []struct {
	answer string
	mode   normalize.Mode
	want   []string // status:text
	clean  string   // the cleaned answer, "" if unchanged
	why    string
}{
	{`The policy says "Monthly plans are not refundable" [1].`, normalize.Strict,
		[]string{"found:Monthly plans are not refundable"}, "", "a straight-quoted quotation in the cited source"},
	{`The policy says “monthly  plans are NOT refundable” [1].`, normalize.Strict,
		[]string{"found:monthly  plans are NOT refundable"}, "", "curly quotes; case and spaces fold"},
	{`The policy says "monthly plans are never refundable" [1].`, normalize.Strict,
		[]string{"invented:monthly plans are never refundable"},
		`The policy says monthly plans are never refundable [1].`, "an invented quotation is demoted"},
	{`The policy says "Customers may cancel at any time" [1].`, normalize.Strict,
		[]string{"misattributed:Customers may cancel at any time"}, "", "the quotation is in another source"},
	{`It says "Annual plans can be refunded ... of purchase" [1].`, normalize.Strict,
		[]string{"found:Annual plans can be refunded ... of purchase"}, "", "an ellipsis omits words"},
	{`It says "Annual plans [...] refunded within 30 days" [1].`, normalize.Strict,
		[]string{"found:Annual plans [...] refunded within 30 days"}, "", "a bracketed omission"},
	{`It says "Monthly plans, are not refundable" [1].`, normalize.Strict,
		[]string{"invented:Monthly plans, are not refundable"}, `It says Monthly plans, are not refundable [1].`,
		"strict folding keeps punctuation"},
	{`It says "Monthly plans, are not refundable" [1].`, normalize.Lenient,
		[]string{"found:Monthly plans, are not refundable"}, "", "lenient folding drops it"},
	{"> Monthly plans are not refundable.\n> Refunds are issued to the original card.\n\nSo be careful [1].", normalize.Strict,
		[]string{"found:Monthly plans are not refundable.", "found:Refunds are issued to the original card."}, "", "a blockquote, line by line"},
	{"> Monthly plans are not refundable.\n> Refunds are issued in cash.\n\nSo be careful [1].", normalize.Strict,
		[]string{"found:Monthly plans are not refundable.", "invented:Refunds are issued in cash."},
		"> Monthly plans are not refundable.\nRefunds are issued in cash.\n\nSo be careful [1].",
		"an invented line of a blockquote is flagged alone"},
	{"> Monthly plans are refundable on request.\n\nSo be careful [1].", normalize.Strict,
		[]string{"invented:Monthly plans are refundable on request."}, "Monthly plans are refundable on request.\n\nSo be careful [1].",
		"an invented blockquote loses its marker"},
	{`The "Pro" plan is popular [2].`, normalize.Strict, nil, "", "one quoted word is a name, not a quotation"},
	{`It is 5" wide and 3" tall [2].`, normalize.Strict, nil, "", "inch marks are not quotation marks"},
	{`«Annual plans can be refunded» [1].`, normalize.Strict, []string{"found:Annual plans can be refunded"}, "", "guillemets"},
}

func TestQuotations(t *testing.T) {
	for _, tt := range quotationTests {
		r, err := Check(tt.answer, policy, Options{Mode: tt.mode})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, q := range r.Quotations {
			if tt.answer[q.Start:q.End] == "" {
				t.Errorf("Check(%q): empty quotation range %+v", tt.answer, q)
			}
			got = append(got, q.Status.String()+":"+q.Text)
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Check(%q) quotations (%s) (-want +got):\n%s", tt.answer, tt.why, diff)
		}
		clean := tt.clean
		if clean == "" {
			clean = tt.answer
		}
		if r.Cleaned != clean {
			t.Errorf("Check(%q).Cleaned (%s) = %q; want %q", tt.answer, tt.why, r.Cleaned, clean)
		}
	}
}

// Check does not fold or scan the sources again: checking an answer
// against sources a hundred times larger allocates about as much.
func TestCheckDoesNotRefold(t *testing.T) {
	answer := "Annual plans can be refunded within 30 days of purchase [1]. Monthly plans are not refundable [1]. " +
		"The Pro plan costs $25 per month [2]. Customers may cancel at any time [3]."
	alloc := func(times int) float64 {
		var srcs []Source
		for _, s := range policy {
			srcs = append(srcs, Source{ID: s.ID, Text: strings.Repeat(s.Text+"\n\n", times)})
		}
		c, err := NewCorpus(srcs, Options{})
		if err != nil {
			t.Fatal(err)
		}
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		before := ms.TotalAlloc
		const runs = 20
		for range runs {
			c.Check(answer)
		}
		runtime.ReadMemStats(&ms)
		return float64(ms.TotalAlloc-before) / runs
	}
	small, large := alloc(1), alloc(100)
	t.Logf("bytes per check: %.0f against small sources, %.0f against sources 100 times larger", small, large)
	if large > 3*small+64<<10 {
		t.Errorf("Check allocates %.0f bytes against sources 100 times larger, %.0f against the small ones", large, small)
	}
}
