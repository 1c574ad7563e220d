package support

import (
	"reflect"
	"testing"
)

// FuzzCheck checks the engine on any claim and evidence: it never panics,
// gives the same verdict twice, and supports a claim equal to its
// evidence.
func FuzzCheck(f *testing.F) {
	for _, c := range readClaims(f) {
		f.Add(c.claim, c.evidence)
	}
	f.Add("", "")
	f.Add("\xff\x00 not", "n\u200bot \xc3")
	f.Add("More than 83% of 1,385 U.S. members, not the tenant's Su-24.", "Exactly 83%; the Landlord's Su-35 failed to land before 1990s.")
	f.Fuzz(func(t *testing.T, claim, evidence string) {
		checkInvariants(t.Fatalf, claim, evidence)
	})
}

// checkInvariants holds a check of any claim and evidence to what every
// verdict must be, reporting a breach with fatalf: the same twice, one of
// the three outcomes, a reason for every one but supported, each reason
// inside the evidence, and a text supported by itself.
func checkInvariants(fatalf func(string, ...any), claim, evidence string) {
	v := checkOne(claim, evidence)
	if w := checkOne(claim, evidence); !reflect.DeepEqual(v, w) {
		fatalf("Check(%q, %q) = %+v, then %+v", claim, evidence, v, w)
	}
	if v.Outcome != Failed && v.Outcome != Unverified && v.Outcome != Supported {
		fatalf("Check(%q, %q): outcome %v", claim, evidence, v.Outcome)
	}
	if v.Outcome != Supported && len(v.Reasons) == 0 {
		fatalf("Check(%q, %q) = %v with no reason", claim, evidence, v.Outcome)
	}
	for _, r := range v.Reasons {
		if r.Span.Start < 0 || r.Span.End > len(evidence) || r.Span.Start > r.Span.End {
			fatalf("Check(%q, %q): reason %+v spans outside the evidence", claim, evidence, r)
		}
	}
	s := checkOne(evidence, evidence)
	if s.Outcome != Supported {
		fatalf("Check(%q, itself) = %v %v; want supported", evidence, s.Outcome, s.Reasons)
	}
	if full := checkFull(evidence, evidence); !reflect.DeepEqual(full, s) {
		fatalf("Check(%q, itself) = %+v; with every check, %+v", evidence, s, full)
	}
}

// checkFull is checkOne with every check run, on a claim that is its
// evidence's wording too (see checker.copyOf).
func checkFull(claim, evidence string) Verdict {
	return Check(NewClaim(claim, Auto), Evidence{Where: "the quote", Passages: []Passage{{Source: "1", Text: Analyze(evidence, Auto)}}}, Options{full: true})
}
