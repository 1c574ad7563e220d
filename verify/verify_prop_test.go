package verify_test

import (
	"fmt"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/normalize"
	"github.com/verbatim-go/verbatim/verify"
)

// vocabulary has words in several scripts, numbers and punctuation, and no
// negation or modal cue, so that a claim equal to its quote must ground.
var vocabulary = []string{
	"refund", "window", "days", "plan", "annual", "customer", "order", "Shipping", "free", "price",
	"30", "45", "1,000", "12.5", "2026-11-30", "15%", "$45",
	"退款", "三十天", "Возврат", "заказ", "الطلب", "मूल्य", "ﬁnal", "Ｔｏｋｙｏ", "café", "cafe\u0301s",
	",", ".", ";", ":",
}

// wordsText draws a text of vocabulary words separated by spaces or line
// breaks.
func wordsText(t *rapid.T, label string, min, max int) []string {
	return rapid.SliceOfN(rapid.SampledFrom(vocabulary), min, max).Draw(t, label)
}

func join(t *rapid.T, ws []string) string {
	var b strings.Builder
	for i, w := range ws {
		if i > 0 {
			b.WriteString(rapid.SampledFrom([]string{" ", " ", " ", "\n", "  "}).Draw(t, "sep"))
		}
		b.WriteString(w)
	}
	return b.String()
}

// Guarantees 2 and 4: claims quoting runs of words of their sources ground,
// every citation slices back to its quote, and claims with quotes in no
// source never reach the text.
func TestVerifyProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		nsrc := rapid.IntRange(1, 3).Draw(t, "sources")
		var sources []verify.Source
		var texts [][]string
		for i := 0; i < nsrc; i++ {
			ws := wordsText(t, "words", 1, 40)
			texts = append(texts, ws)
			sources = append(sources, verify.Source{ID: fmt.Sprint(i + 1), Text: join(t, ws)})
		}
		var claims []verify.Claim
		var real, fake []int
		n := rapid.IntRange(0, 6).Draw(t, "claims")
		for i := 0; i < n; i++ {
			if rapid.Bool().Draw(t, "real") {
				k := rapid.IntRange(0, nsrc-1).Draw(t, "source")
				ws := texts[k]
				a := rapid.IntRange(0, len(ws)-1).Draw(t, "from")
				b := rapid.IntRange(a+1, len(ws)).Draw(t, "to")
				q := strings.Join(ws[a:b], " ")
				if strings.Trim(q, ",.;: ") == "" {
					continue
				}
				real = append(real, len(claims))
				claims = append(claims, verify.Claim{Text: q, Source: sources[k].ID, Quote: q})
			} else {
				// A quote no source holds: a token no vocabulary word has.
				q := fmt.Sprintf("zqx%dvw %s", i, strings.Join(wordsText(t, "fake", 0, 3), " "))
				fake = append(fake, len(claims))
				claims = append(claims, verify.Claim{Text: q, Source: sources[0].ID, Quote: q})
			}
		}
		var opts verify.Options
		if rapid.Bool().Draw(t, "lenient") {
			opts.Mode = normalize.Lenient
		}
		res, err := verify.Verify(sources, claims, opts)
		if err != nil {
			t.Fatal(err)
		}
		for _, i := range real {
			if ch := res.Claims[i]; ch.Status != verify.Grounded {
				t.Fatalf("claim %q quoting source %s: %v (%s)", ch.Claim.Quote, ch.Claim.Source, ch.Status, ch.Reason)
			}
		}
		for _, i := range fake {
			ch := res.Claims[i]
			if ch.Status == verify.Grounded {
				t.Fatalf("claim %q with a made-up quote grounded", ch.Claim.Quote)
			}
			if strings.Contains(res.Text, fmt.Sprintf("zqx%dvw", i)) {
				t.Fatalf("made-up claim %q reached the text %q", ch.Claim.Text, res.Text)
			}
		}
		byID := map[string]string{}
		for _, s := range sources {
			byID[s.ID] = s.Text
		}
		for _, c := range res.Citations {
			if byID[c.Source][c.Start:c.End] != c.Quote {
				t.Fatalf("citation %+v does not slice its source", c)
			}
		}
		if res.Grounded != (len(res.Citations) > 0) {
			t.Fatalf("Grounded = %v with %d citations", res.Grounded, len(res.Citations))
		}
	})
}

// Guarantee 1: the same input gives the same result.
func TestVerifyDeterministic(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		src := verify.Source{ID: "1", Text: join(t, wordsText(t, "words", 1, 30))}
		ws := wordsText(t, "quote", 1, 5)
		cl := verify.Claim{Text: strings.Join(ws, " "), Source: "1", Quote: strings.Join(ws, " ")}
		a, err := verify.Verify([]verify.Source{src}, []verify.Claim{cl, cl}, verify.Options{Fuzzy: true})
		if err != nil {
			t.Fatal(err)
		}
		b, _ := verify.Verify([]verify.Source{src}, []verify.Claim{cl, cl}, verify.Options{Fuzzy: true})
		if fmt.Sprintf("%+v", a) != fmt.Sprintf("%+v", b) {
			t.Fatalf("results differ:\n%+v\n%+v", a, b)
		}
	})
}
