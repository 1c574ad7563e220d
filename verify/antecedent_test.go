package verify_test

import (
	"testing"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/verify"
)

// TestPronounAntecedent checks that a quote opening with a pronoun grounds
// a claim naming its subject when the sentence before the quote, in the
// source, names that subject, and only then (a description, "The film",
// stands for it as well); and that citations.Check,
// given the same source, grounds the claim as well.
func TestPronounAntecedent(t *testing.T) {
	claim := "Kim Park won the Harlow Prize in 2019."
	quote := "She won the Harlow Prize in 2019."
	tests := []struct {
		source string
		want   verify.Status
	}{
		{"Kim Park joined the lab in 2010. She won the Harlow Prize in 2019.", verify.Grounded},
		{"Kim Park joined the lab in 2010.\n\nShe won the Harlow Prize in 2019.", verify.Grounded},
		{quote, verify.Unverified},
		{"Ada Rusk joined the lab in 2010. She won the Harlow Prize in 2019.", verify.Unverified},
		{"Kim Park joined the lab in 2010. Ada Rusk led it. She won the Harlow Prize in 2019.", verify.Unverified},
	}
	for _, tt := range tests {
		res, err := verify.Verify([]verify.Source{{ID: "1", Text: tt.source}}, []verify.Claim{{Text: claim, Source: "1", Quote: quote}}, verify.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if got := res.Claims[0].Status; got != tt.want {
			t.Errorf("Verify(%q) in %q = %v (%s); want %v", claim, tt.source, got, res.Claims[0].Reason, tt.want)
		}
	}

	// A description that opens the quote stands for the subject before it.
	film := []verify.Source{{ID: "1", Text: "Saltmarsh is a Welsh drama directed by Ann Pryce. The film was released in cinemas in 1987."}}
	fres, err := verify.Verify(film, []verify.Claim{{Text: "Saltmarsh was released in cinemas in 1987.", Source: "1", Quote: "The film was released in cinemas in 1987."}}, verify.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if st := fres.Claims[0].Status; st != verify.Grounded {
		t.Errorf("Verify of a claim on \"The film was released\" after its title = %v (%s); want grounded", st, fres.Claims[0].Reason)
	}

	src := []citations.Source{{ID: "1", Text: "Kim Park joined the lab in 2010. She won the Harlow Prize in 2019."}}
	res, err := citations.Check("Kim Park won the Harlow Prize in 2019 [1].", src, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if s := res.Sentences[0]; s.Status != citations.OK {
		t.Errorf("citations.Check = %v %+v; want ok", s.Status, s.Reasons)
	}
}
