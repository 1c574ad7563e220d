package lexicon

import (
	"testing"

	"pgregory.net/rapid"
)

// TestPairProperties checks, for lemmas drawn at random, that Related,
// Antonym and Synonym are symmetric, that a lemma is related to itself,
// its own synonym and no antonym of itself, and that IsA holds of a lemma
// and itself exactly when it has a noun or verb sense IsA reads.
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
		// IsA reads a lemma that is no proper noun in its lower-case senses
		// only: "august" (the month is "August") is a kind of nothing.
		read := firstSenses(a, IsASenses, true, true, func(uint32) bool { return true })
		if got := IsA(a, a); got != read {
			t.Fatalf("IsA(%q, itself) = %v; want %v (POS %b, noun and verb senses IsA reads: %v)", a, got, read, a.POS(), read)
		}
		if read && a.POS()&(Noun|Verb) == 0 {
			t.Fatalf("IsA reads a noun or verb sense of %q, which is neither (POS %b)", a, a.POS())
		}
	})
}
