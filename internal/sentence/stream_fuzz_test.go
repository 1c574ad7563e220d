package sentence

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// FuzzStream splits any text through a Stream fed in pieces cut at
// offsets drawn from seed, given only the text from Need on: it must not
// panic, must yield no span before the text settles it, and must yield
// exactly the spans of Each.
func FuzzStream(f *testing.F) {
	for _, tt := range streamTests {
		f.Add(tt.text, uint64(len(tt.pieces)))
	}
	for _, s := range []string{"Dr. Smith paid $3.5 million, e.g. for the U.S. office.[1] Was it worth it? 退款期限为30天。[2]",
		"# Title\n\n- item one.\n- item [1\n\n```\ncode.\n```\n> quote. More.\n| a | b |\n|---|---|\nKey facts:\n1. One.",
		"\xff\xe6\x97 。[1", "x. X. xylophone [[1]](y) 【2】"} {
		f.Add(s, uint64(len(s)))
	}
	f.Fuzz(func(t *testing.T, text string, seed uint64) {
		if len(text) > 1<<14 {
			return
		}
		rng := rand.New(rand.NewPCG(seed, 7))
		var pieces []string
		for at := 0; at < len(text); {
			n := 1 + rng.IntN(1+rng.IntN(24))
			pieces = append(pieces, text[at:min(at+n, len(text))])
			at += n
		}
		var want []Span
		Each(text, func(s Span) { want = append(want, s) })
		got, err := streamSpans(text, pieces)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("Stream over %q in pieces %q yields\n%v\nEach yields\n%v", text, pieces, got, want)
		}
	})
}
