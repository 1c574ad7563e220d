package support

import (
	"bufio"
	"os"
	"strings"
	"testing"
	"unicode"

	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/internal/corpus"
)

// keysMissing returns the stems Analyze(s).EachStem yields that Keys(s)
// does not.
func keysMissing(s string) []string {
	keys := map[string]bool{}
	Keys(s, Auto, func(k string) { keys[k] = true })
	var out []string
	Analyze(s, Auto).EachStem(func(st string) {
		if !keys[st] {
			out = append(out, st)
		}
	})
	return out
}

// TestKeysCoverStems: the keys of a text hold every stem its analysis
// gives, so that an index of keys finds every sentence a claim's words
// would.
func TestKeysCoverStems(t *testing.T) {
	var texts []string
	for _, s := range corpus.Sources() {
		texts = append(texts, strings.Split(s.Text, "\n")...)
	}
	for _, a := range corpus.Answers() {
		texts = append(texts, a.Text)
	}
	f, err := os.Open("testdata/claims.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := sc.Text(); len(l) > 2 && l[0] != '#' {
			texts = append(texts, l[2:])
		}
	}
	texts = append(texts, "Don't sign it; the U.S. Tenant's nonrefundable fee, e.g. Chinatown's.",
		"Los planes mensuales no son reembolsables y el cliente paga la tarifa.",
		"Les remboursements sont possibles dans les 30 jours pour les clients.",
		"Refunds \u2014 within 30 days\u2019 time \u201cno questions\u201d, \u00a34.2 million for the K2.",
		strings.Repeat("the refund and the plan ", 90)+"de los las del que y en el k2x",
		"The vote took place on Monday; she passed away, and the Tenant turned  down the offer.",
		"Die Wahl took place am Montag und der Mieter passed away.")
	for _, s := range texts {
		if miss := keysMissing(s); len(miss) > 0 {
			t.Errorf("Keys(%q) lacks %q", s, miss)
		}
	}
}

func TestPropKeysCoverStems(t *testing.T) {
	pieces := []string{"Landlord", "tenants", "U.", "S.", "don", "'", "t", "’s", "non-", "nonrefundable", "fell",
		"the", "May", "3", "five", "refunds", "退货", "возврат", "Öl", "e.g.", ".", ",", " ", "\n", "Mr.", "NASA's",
		"los", "las", "del", "und", "der", "les", "\u2014", "\u2019", "\u00e9t\u00e9", "k2", "2nd", "el", "The", "LOS", "Los", "K2X", "DON'T", "\t", "  ",
		"re\u00adfund", "\u00ad", "\u2026", "\u338f", "\u2019", "\u2014", "\u00a0", "\uff0e", "\u24b6", "\u00a3", "U\uff0eS", "x\u200by",
		"took", "place", "Took", "PLACE", "passed", "away", "turned", "down", "took\u00a0place", "WHO", "IT", "who", "It",
		"bi-", "semi-", "weekly", "Monthly", "out-of-", "network"}
	rapid.Check(t, func(t *rapid.T) {
		s := strings.Join(rapid.SliceOfN(rapid.SampledFrom(pieces), 0, 20).Draw(t, "pieces"), " ")
		if miss := keysMissing(s); len(miss) > 0 {
			t.Fatalf("Keys(%q) lacks %q", s, miss)
		}
	})
}

// TestCyrillicBlock: the block Detect counts as Cyrillic without the
// Unicode tables is Cyrillic by them.
func TestCyrillicBlock(t *testing.T) {
	for r := rune(0x0400); r <= 0x04FF; r++ {
		fast := r != 0x0485 && r != 0x0486
		if fast != unicode.Is(unicode.Cyrillic, r) {
			t.Errorf("%U: Cyrillic %v by the tables", r, !fast)
		}
	}
}
