package lexicon

import (
	"testing"

	"pgregory.net/rapid"
)

// TestPairProperties checks, for lemmas drawn at random, that Related,
// Antonym and Synonym are symmetric, that a lemma is related to itself,
// its own synonym and no antonym of itself, and that IsA holds of a lemma
// and itself exactly when it is a noun or a verb.
func TestPairProperties(t *testing.T) {
	lemma := rapid.Custom(func(t *rapid.T) ID {
		return ID(rapid.IntRange(1, numLemmas).Draw(t, "id"))
	})
	rapid.Check(t, func(t *rapid.T) {
		a, b := lemma.Draw(t, "a"), lemma.Draw(t, "b")
		for name, f := range map[string]func(a, b ID) bool{"Related": Related, "Antonym": Antonym, "Synonym": Synonym} {
			if f(a, b) != f(b, a) {
				t.Fatalf("%s(%q, %q) = %v, but %s(%q, %q) = %v", name, a, b, f(a, b), name, b, a, f(b, a))
			}
		}
		if !Related(a, a) || !Synonym(a, a) || Antonym(a, a) {
			t.Fatalf("Related, Synonym, Antonym(%q, itself) = %v, %v, %v; want true, true, false", a, Related(a, a), Synonym(a, a), Antonym(a, a))
		}
		if got, want := IsA(a, a), a.POS()&(Noun|Verb) != 0; got != want {
			t.Fatalf("IsA(%q, itself) = %v; want %v (POS %b)", a, got, want, a.POS())
		}
	})
}
