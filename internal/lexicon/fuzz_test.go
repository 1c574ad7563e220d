package lexicon

import "testing"

// FuzzBases checks that Bases, for any string, appends distinct lemmas,
// w itself first when it is one.
func FuzzBases(f *testing.F) {
	for _, w := range []string{"fell", "mice", "refunds", "highest", "cupsful", "glass", "as", "s", "ful", "", "\xff", "été", "boxesful"} {
		f.Add(w)
	}
	f.Fuzz(func(t *testing.T, w string) {
		got := Bases(w, nil)
		for i, id := range got {
			if !id.valid() || Lookup(id.String()) != id {
				t.Fatalf("Bases(%q) = %v: %d is no lemma", w, got, id)
			}
			for _, d := range got[:i] {
				if d == id {
					t.Fatalf("Bases(%q) = %q: %q twice", w, strs(got), id)
				}
			}
		}
		if id := Lookup(w); id != 0 && (len(got) == 0 || got[0] != id) {
			t.Fatalf("Bases(%q) = %q; want %q first", w, strs(got), w)
		}
	})
}
