package verify_test

import (
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
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

// The guarantees that offsets are real and that nothing ungrounded reaches
// the text: claims quoting runs of words of their sources ground, every
// citation slices back to its quote, and claims with quotes in no source
// never reach the text.
func TestVerifyProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sources, _, claims, real, fake := drawRequest(t)
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

// drawRequest draws sources of vocabulary words and claims that quote
// runs of them (real) or a token no source holds (fake).
func drawRequest(t *rapid.T) (sources []verify.Source, texts [][]string, claims []verify.Claim, real, fake []int) {
	nsrc := rapid.IntRange(1, 3).Draw(t, "sources")
	for i := 0; i < nsrc; i++ {
		ws := wordsText(t, "words", 1, 40)
		texts = append(texts, ws)
		sources = append(sources, verify.Source{ID: fmt.Sprint(i + 1), Text: join(t, ws)})
	}
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
	return sources, texts, claims, real, fake
}

// The determinism guarantee: the same input gives the same result,
// whatever the concurrency. Verify on a fresh corpus, and Corpus.Verify
// and Corpus.Check called on one corpus from several goroutines at once,
// each going through the claims in its own order, with GOMAXPROCS from 1
// to 4, give the same results.
func TestVerifyDeterministic(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sources, _, claims, _, _ := drawRequest(t)
		opts := verify.Options{Fuzzy: rapid.Bool().Draw(t, "fuzzy")}
		if rapid.Bool().Draw(t, "lenient") {
			opts.Mode = normalize.Lenient
		}
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(rapid.IntRange(1, 4).Draw(t, "procs")))
		want, err := verify.Verify(sources, claims, opts)
		if err != nil {
			t.Fatal(err)
		}
		c, err := verify.NewCorpus(sources, opts)
		if err != nil {
			t.Fatal(err)
		}
		wantChecks := make([]verify.Checked, len(claims))
		for k, cl := range claims {
			wantChecks[k] = c.Check(cl)
		}
		const goroutines = 4
		results := make([]*verify.Result, goroutines)
		checks := make([][]verify.Checked, goroutines)
		var wg sync.WaitGroup
		for g := range goroutines {
			wg.Go(func() {
				checks[g] = make([]verify.Checked, len(claims))
				for k := range claims {
					// Each goroutine starts at another claim.
					i := (k + g) % len(claims)
					checks[g][i] = c.Check(claims[i])
				}
				results[g], _ = c.Verify(claims)
			})
		}
		wg.Wait()
		for g := range goroutines {
			if diff := cmp.Diff(want, results[g]); diff != "" {
				t.Fatalf("Corpus.Verify in goroutine %d differs from Verify (-want +got):\n%s", g, diff)
			}
			if diff := cmp.Diff(wantChecks, checks[g]); diff != "" {
				t.Fatalf("Corpus.Check in goroutine %d differs from Corpus.Check alone (-want +got):\n%s", g, diff)
			}
		}
	})
}
