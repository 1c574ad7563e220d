package support

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestRomanValue(t *testing.T) {
	for w, want := range map[string]int{"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VIII": 8, "IX": 9, "XII": 12, "XXXIX": 39,
		"": 0, "IIIIIII": 0, "XL": 0, "ii": 0, "IVX2": 0, "Mix": 0} {
		if got := romanValue(w); got != want {
			t.Errorf("romanValue(%q) = %d, want %d", w, got, want)
		}
	}
}

// The identifiers that a capital letter or a Roman numeral completes, by
// their keys.
func TestLetterIdents(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"Gate B opens at 6 am.", []string{"gateb"}},
		{"Plan A covers dental care, but Plan B does not.", []string{"plana", "planb"}},
		{"The course requires Calculus II.", []string{"calculus2"}},
		{"He served in World War I.", []string{"war1"}},
		{"On George III's death the regent took over.", []string{"george3"}},
		{"Mission: Impossible III was released.", []string{"impossible3"}},
		{"Then I met Anna in Rome.", nil},                 // the pronoun
		{"John F. Kennedy spoke in Berlin.", nil},         // an initial
		{"How To Get A Refund Fast", nil},                 // a title
		{"Guns N' Roses played in Leeds.", nil},           // a name with a letter inside
		{"Menace II Society is set in Los Angeles.", nil}, // a name with a numeral inside
	} {
		var got []string
		for _, id := range Analyze(c.text, English).idents {
			got = append(got, id.key)
		}
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("idents of %q (-want +got):\n%s", c.text, diff)
		}
	}
}

// "respectively" is found in the text as written: letters before it that
// lowering widens ("İ") do not move it.
func TestRespectivelyAfterWideLetters(t *testing.T) {
	e := strings.Repeat("İ", 40) + " Orrin and Kel won 12 and 9 medals, respectively."
	ev := Evidence{Where: "the quote", Passages: []Passage{{Source: "1", Text: Analyze(e, English)}}}
	if v := Check(NewClaim("Kel won 12 medals.", English), ev, Options{}); v.Outcome != Failed {
		t.Errorf("Check = %v %v, want failed", v.Outcome, v.Reasons)
	}
}

// TestMeasuredBy checks the words that give the dimension an amount
// measures, right after its unit, and that a unit itself is none.
func TestMeasuredBy(t *testing.T) {
	for _, c := range []struct {
		text, word string
		want       bool
	}{
		{"The tablet is 7 mm thick.", "thick", true},
		{"The tower is 330 metres tall.", "tall", true},
		{"Refunds take 30 days.", "days", false}, // the unit itself
		{"The thick tablet costs $7.", "thick", false},
	} {
		x := Analyze(c.text, English)
		i := slices.IndexFunc(x.toks, func(u tok) bool { return u.word == c.word })
		if i < 0 {
			t.Fatalf("%q: no word %q", c.text, c.word)
		}
		if got := measuredBy(x, &x.toks[i]); got != c.want {
			t.Errorf("measuredBy(%q, %q) = %v, want %v", c.text, c.word, got, c.want)
		}
	}
}
