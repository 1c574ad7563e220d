package contract

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/verify"
)

var streamSources = []citations.Source{
	{ID: "1", Text: "退款期限为30天。月度计划不可退款。"},
	{ID: "2", Text: "Annual plans can be refunded within 30 days of purchase. Monthly plans are not refundable."},
}

// TestCheckStream: a CheckStream fed an answer in any pieces sends the
// sentences of HandleCheck's response, in order, and closes with that
// response, byte for byte as JSON.
func TestCheckStream(t *testing.T) {
	pieces := []string{"退款期限为30天[1]。", "Annual plans can be refunded within 30 days [2]. ", "“月度计划可以退款” [1][5]. ",
		"Monthly plans are refundable [2].", "\n\n", "- ", "Ж ", "\xe6\x97", "[2", "]", " "}
	rapid.Check(t, func(t *rapid.T) {
		answer := strings.Join(rapid.SliceOfN(rapid.SampledFrom(pieces), 0, 12).Draw(t, "pieces"), "")
		opts := CheckOptions{Audit: rapid.Bool().Draw(t, "audit")}
		data, err := json.Marshal(CheckRequest{Sources: streamSources, Answer: answer, Options: opts})
		if err != nil {
			t.Fatal(err)
		}
		want, err := HandleCheck(data)
		if err != nil {
			t.Fatal(err)
		}
		// The answer as the request carries it: JSON has no invalid UTF-8.
		var req CheckRequest
		if err := json.Unmarshal(data, &req); err != nil {
			t.Fatal(err)
		}
		answer = req.Answer
		s, err := NewCheckStream(streamSources, opts)
		if err != nil {
			t.Fatal(err)
		}
		cuts := rapid.SliceOfN(rapid.IntRange(0, len(answer)), 0, 10).Draw(t, "cuts")
		slices.Sort(cuts)
		var got []CheckSentence
		at := 0
		for _, c := range append(cuts, len(answer)) {
			out, err := s.Write(answer[at:c])
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, out...)
			at = c
		}
		out, resp, err := s.Close()
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, out...)
		if diff := cmp.Diff(want.Sentences, got, cmpEmpty); diff != "" {
			t.Fatalf("CheckStream over %q: sentences (-HandleCheck +stream):\n%s", answer, diff)
		}
		w, _ := json.Marshal(want)
		g, _ := json.Marshal(resp)
		if string(w) != string(g) {
			t.Fatalf("CheckStream over %q: response\n%s\nHandleCheck gives\n%s", answer, g, w)
		}
	})
}

var cmpEmpty = cmp.FilterValues(func(a, b []CheckSentence) bool { return len(a) == 0 && len(b) == 0 }, cmp.Ignore())

func TestVerifiedSentences(t *testing.T) {
	first, second := "退款期限为30天 [1].", "Annual plans can be refunded within 30 days [1][2]."
	zero, thirteen, fourteen, end := 0, len([]rune(first)), len([]rune(first))+1, len([]rune(first+" "+second))
	resp := &VerifiedResponse{VerifyResponse: VerifyResponse{
		Text: first + " " + second,
		Citations: []Citation{
			{Source: "1", TextStart: zero, TextEnd: thirteen},
			{Source: "1", TextStart: fourteen, TextEnd: end},
			{Source: "2", TextStart: fourteen, TextEnd: end},
		},
		Unsupported: []Unsupported{{Claim: verify.Claim{Text: "Monthly plans are refundable.", Source: "2"}, Status: verify.NegationMismatch, Reason: "the evidence negates it"}},
	}}
	want := []VerifiedSentence{
		{Text: "退款期限为30天 [1].", Start: &zero, End: &thirteen, Status: verify.Grounded, Sources: []string{"1"}, Reasons: []citations.Reason{}},
		{Text: "Annual plans can be refunded within 30 days [1][2].", Start: &fourteen, End: &end, Status: verify.Grounded, Sources: []string{"1", "2"}, Reasons: []citations.Reason{}},
		{Text: "Monthly plans are refundable.", Status: verify.NegationMismatch, Sources: []string{"2"},
			Reasons: []citations.Reason{{Code: "negation_mismatch", Message: "the evidence negates it"}}},
	}
	if diff := cmp.Diff(want, VerifiedSentences(resp)); diff != "" {
		t.Errorf("VerifiedSentences (-want +got):\n%s", diff)
	}
}
