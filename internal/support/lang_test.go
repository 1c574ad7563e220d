package support

import "testing"

func TestDetectText(t *testing.T) {
	for _, tt := range []struct {
		text string
		want Lang
	}{
		{"Marit van den Berg is a cyclist.", English}, // the particles of a name do not vote
		{"The Men's Open was held in May.", English},  // nor a word before "'s"
		{"The rent is due on the first day of the month.", English},
		{"De huur is verschuldigd op de eerste dag van de maand.", Dutch},
		{"Die Miete ist am ersten Tag des Monats fällig.", German},
		{"El alquiler se paga el primer día del mes.", Spanish},
		{"Le loyer est payable le premier jour du mois.", French},
		{"Het is gratis voor de leden van de club.", Dutch},
	} {
		if got := Analyze(tt.text, Auto).lang; got != tt.want {
			t.Errorf("Analyze(%q).lang = %v; want %v", tt.text, got, tt.want)
		}
	}
}

// TestClaimReadInEvidenceLanguage checks that a claim whose few words pass
// for another language is read in its evidence's.
func TestClaimReadInEvidenceLanguage(t *testing.T) {
	c := NewClaim("Ed Harlow sold paintings.", Auto)
	if c.lang == English {
		t.Fatal("the claim is detected as English: the test needs one whose words pass for another language")
	}
	ev := Evidence{Where: "the quote", Passages: []Passage{{Source: "1", Text: Analyze("Ed Harlow sells paintings of the harbour in the summer.", Auto)}}}
	if v := Check(c, ev, Options{}); v.Outcome != Supported {
		t.Errorf("Check = %v %v; want supported", v.Outcome, v.Reasons)
	}
}
