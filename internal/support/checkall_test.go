package support

import (
	"reflect"
	"testing"

	"pgregory.net/rapid"
)

// TestCheckAllClaims checks that NewClaims analyses the claims of the
// claims file as NewClaim does, and that CheckAll gives every pair,
// checked together, the verdict Check gives it alone.
func TestCheckAllClaims(t *testing.T) {
	cases := readClaims(t)
	texts := make([]string, len(cases))
	for i, c := range cases {
		texts[i] = c.claim
	}
	claims := NewClaims(texts, Auto)
	jobs := make([]Job, len(cases))
	for i, c := range cases {
		if want := NewClaim(c.claim, Auto); !reflect.DeepEqual(claims[i], want) {
			t.Errorf("claims.txt:%d: NewClaims analyses %q otherwise than NewClaim", c.line, c.claim)
		}
		jobs[i] = Job{Claim: claims[i], Evidence: evidenceOf(c)}
	}
	got := CheckAll(jobs)
	if len(got) != len(jobs) {
		t.Fatalf("CheckAll gave %d verdicts for %d jobs", len(got), len(jobs))
	}
	for i, c := range cases {
		want := Check(NewClaim(c.claim, Auto), evidenceOf(c), Options{})
		if !reflect.DeepEqual(got[i], want) {
			t.Errorf("claims.txt:%d: CheckAll gives %+v; Check gives %+v", c.line, got[i], want)
		}
	}
	if v := CheckAll(nil); len(v) != 0 {
		t.Errorf("CheckAll(nil) = %v; want none", v)
	}
}

// TestPropCheckAll checks that the verdicts of a batch, its claims
// analysed by NewClaims, are those of its jobs checked one by one, whatever else is in the batch and in which
// order, for prose and for any text.
func TestPropCheckAll(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 6).Draw(t, "n")
		jobs := make([]Job, n)
		texts := make([][2]string, n)
		claims := make([]string, n)
		for i := range jobs {
			var claim, evidence string
			switch rapid.IntRange(0, 2).Draw(t, "kind") {
			case 0:
				claim, _ = propSentence(t)
				evidence, _ = propSentence(t)
			case 1:
				claim, _ = propSentence(t)
				evidence = claim
			default:
				claim, evidence = rapid.String().Draw(t, "claim"), rapid.String().Draw(t, "evidence")
			}
			texts[i] = [2]string{claim, evidence}
			claims[i] = claim
			jobs[i] = Job{Evidence: Evidence{Where: "the quote", Passages: []Passage{{Source: "1", Text: Analyze(evidence, Auto)}}}}
		}
		for i, c := range NewClaims(claims, Auto) {
			jobs[i].Claim = c
		}
		got := CheckAll(jobs)
		for i, v := range got {
			if want := checkOne(texts[i][0], texts[i][1]); !reflect.DeepEqual(v, want) {
				t.Fatalf("job %d of %d (%q on %q): CheckAll gives %+v; Check gives %+v", i, n, texts[i][0], texts[i][1], v, want)
			}
		}
	})
}

// TestCopyOf checks the claims that are a passage's wording: supported,
// resting on that passage, where context does not say otherwise.
func TestCopyOf(t *testing.T) {
	claim := "Monthly plans are not refundable ."
	ev := Evidence{Passages: []Passage{
		{Source: "1", Text: Analyze("Refundable? Monthly plans are not, and annual plans are refundable.", Auto)},
		{Source: "1", Text: Analyze("Monthly plans are not refundable.", Auto)},
	}}
	v := Check(NewClaim(claim, Auto), ev, Options{})
	if v.Outcome != Supported || !reflect.DeepEqual(v.Used, []int{1}) || v.Found != v.Words || v.Words != 3 {
		t.Errorf("Check(%q) = %+v; want supported on passage 1, 3 of 3 words", claim, v)
	}
	// The sentence around a quote is read too: a copy of the quote is no
	// copy of what it says there.
	quote := "plans are refundable"
	ev = Evidence{
		Passages: []Passage{{Source: "1", Text: Analyze(quote, Auto)}},
		Context:  []Passage{{Source: "1", Text: Analyze("No plans are refundable.", Auto)}},
	}
	if v := Check(NewClaim(quote, Auto), ev, Options{}); v.Outcome == Supported {
		t.Errorf("Check(%q) in context %q = %+v; want not supported", quote, "No plans are refundable.", v)
	}
}
