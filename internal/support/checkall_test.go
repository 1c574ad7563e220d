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
