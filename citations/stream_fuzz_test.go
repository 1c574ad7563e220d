package citations

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// FuzzChecker feeds an answer to a Checker in pieces cut at offsets drawn
// from seed, which may fall inside a character, a marker or a number: the
// Checker must not panic, and its Result and its verdicts, in the order
// they come, must be Check's.
func FuzzChecker(f *testing.F) {
	for i, s := range fuzzSeeds() {
		f.Add(s, uint64(i))
	}
	f.Add(strings.Join(streamPieces, ""), uint64(7))
	f.Add("Annual plans can be refunded [1, 2].[7] \"Monthly plans are not refundable.\" [1]\n> Quoted line [2].\n", uint64(3))
	c, err := NewCorpus(policy, Options{})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, answer string, seed uint64) {
		if len(answer) > 4096 {
			return
		}
		rng := rand.New(rand.NewPCG(seed, seed>>32))
		var ps []string
		for at := 0; at < len(answer); {
			n := 1 + rng.IntN(1+rng.IntN(16))
			ps = append(ps, answer[at:min(at+n, len(answer))])
			at += n
		}
		got, res, err := streamCheck(c, ps)
		if err != nil {
			t.Fatalf("Checker over %q: %v", answer, err)
		}
		want := c.Check(answer)
		if diff := cmp.Diff(want, res); diff != "" {
			t.Fatalf("Checker over %q in pieces %q (-Check +Checker):\n%s", answer, ps, diff)
		}
		if len(got) != len(want.Sentences) {
			t.Fatalf("Checker over %q in pieces %q: %d verdicts; Check has %d sentences", answer, ps, len(got), len(want.Sentences))
		}
		for i := range got {
			if diff := cmp.Diff(want.Sentences[i], got[i]); diff != "" {
				t.Fatalf("Checker over %q in pieces %q: verdict %d (-Check +Checker):\n%s", answer, ps, i, diff)
			}
		}
	})
}
