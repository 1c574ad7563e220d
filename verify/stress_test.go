package verify_test

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/internal/corpus"
	"github.com/verbatim-go/verbatim/verify"
)

// stressSetup is what the stress test shares between goroutines: a
// verify.Corpus, its Documents and a citations.Corpus, all made fresh so
// that their lazy parts (offsets, source sentences) are built by whichever
// goroutine gets there first.
type stressSetup struct {
	vc   *verify.Corpus
	docs []*verify.Document
	cc   *citations.Corpus
}

func newStressSetup(t *testing.T, opts verify.Options) stressSetup {
	t.Helper()
	var vs []verify.Source
	var cs []citations.Source
	for _, s := range corpus.Sources() {
		vs = append(vs, verify.Source{ID: s.ID, Text: s.Text})
		cs = append(cs, citations.Source{ID: s.ID, Text: s.Text})
	}
	vc, err := verify.NewCorpus(vs, opts)
	if err != nil {
		t.Fatal(err)
	}
	cc, err := citations.NewCorpus(cs, citations.Options{Mode: opts.Mode, Uncited: citations.CheckAll})
	if err != nil {
		t.Fatal(err)
	}
	st := stressSetup{vc: vc, cc: cc}
	for _, s := range vs {
		d, _ := vc.Document(s.ID)
		st.docs = append(st.docs, d)
	}
	return st
}

// stressOps returns the operations of the stress test, each a function of
// the shared setup whose result must not depend on what runs beside it.
func stressOps() []func(st stressSetup) any {
	srcs := corpus.Sources()
	var claims []verify.Claim
	var quotes []struct {
		doc   int
		quote string
	}
	for k, s := range srcs {
		for i, sent := range citations.Sentences(s.Text) {
			q := strings.TrimRight(sent.Text, ".。")
			claims = append(claims, verify.Claim{Text: sent.Text, Source: s.ID, Quote: q})
			quotes = append(quotes, struct {
				doc   int
				quote string
			}{k, q})
			if i%3 == 0 { // a quote with drift, for the fuzzy stage
				r := []rune(q)
				if len(r) > 20 {
					r[len(r)/2] = 'x'
				}
				quotes = append(quotes, struct {
					doc   int
					quote string
				}{k, strings.ToUpper(string(r))})
			}
		}
	}
	claims = append(claims,
		verify.Claim{Text: "Refunds take 365 days.", Source: "1", Quote: "Refunds take 365 days"},
		verify.Claim{Text: "Monthly plans are refundable.", Source: "1", Quote: "Monthly plans are not refundable"},
		verify.Claim{Text: "x", Source: "9", Quote: "x"})
	var ops []func(st stressSetup) any
	for _, q := range quotes {
		ops = append(ops,
			func(st stressSetup) any { return st.docs[q.doc].Locate(q.quote) },
			func(st stressSetup) any { return st.docs[q.doc].LocateAll(q.quote, 4) },
			func(st stressSetup) any {
				d := st.docs[q.doc]
				m := d.Locate(q.quote)
				off := d.Offsets()
				return [4]int{off.Runes(m.Start), off.Runes(m.End), off.UTF16(m.Start), off.UTF16(m.End)}
			})
	}
	for i, cl := range claims {
		ops = append(ops, func(st stressSetup) any { return st.vc.Check(cl) })
		if i%5 == 0 {
			batch := claims[i:min(len(claims), i+7)]
			ops = append(ops,
				func(st stressSetup) any {
					res, err := st.vc.Verify(batch)
					return fmt.Sprint(err) + fmt.Sprintf("%+v", res)
				},
				func(st stressSetup) any {
					checked := make([]verify.Checked, len(batch))
					for k, c := range batch {
						checked[k] = st.vc.Check(c)
					}
					return st.vc.Assemble(checked)
				})
		}
	}
	for _, a := range corpus.Answers() {
		ops = append(ops,
			func(st stressSetup) any { return st.cc.Check(a.Text) },
			func(st stressSetup) any {
				stripped, _ := citations.Strip(a.Text, nil) // uncited: checked against every source
				res, err := st.cc.CheckAnswer(stripped)
				return fmt.Sprint(err) + fmt.Sprintf("%+v", res)
			})
	}
	return ops
}

// TestConcurrentUse runs a mix of calls on shared corpora and documents
// from many goroutines, in a random order, and checks that every result
// equals the result of the same call made alone. Run it with -race.
func TestConcurrentUse(t *testing.T) {
	for _, opts := range []verify.Options{{}, {Mode: 1, Fuzzy: true}} {
		ops := stressOps()
		serial := newStressSetup(t, opts)
		want := make([]any, len(ops))
		for i, op := range ops {
			want[i] = op(serial)
		}
		shared := newStressSetup(t, opts)
		const workers = 16
		rounds := 2
		if testing.Short() {
			rounds = 1
		}
		var wg sync.WaitGroup
		errs := make(chan string, workers)
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func(seed uint64) {
				defer wg.Done()
				rng := rand.New(rand.NewPCG(seed, seed))
				for r := 0; r < rounds; r++ {
					for _, i := range rng.Perm(len(ops)) {
						if got := ops[i](shared); !reflect.DeepEqual(got, want[i]) {
							errs <- fmt.Sprintf("op %d: concurrent result %+v; serial %+v", i, got, want[i])
							return
						}
					}
				}
			}(uint64(w))
		}
		wg.Wait()
		close(errs)
		for e := range errs {
			t.Error(e)
		}
	}
}
