package citations

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/verbatim-go/verbatim/internal/corpus"
	"github.com/verbatim-go/verbatim/internal/sentence"
)

// TestCopies checks that the sentences of an answer copied from the
// sources they cite, decided without their analysis, get the result the
// engine's checks give them, and the rest are unchanged: the test corpus's
// answers, and each of its sources' sentences cited as an answer, with its
// marker before the full stop and with white space around.
func TestCopies(t *testing.T) {
	var srcs []Source
	var answers []string
	for _, s := range corpus.Sources() {
		srcs = append(srcs, Source{ID: s.ID, Text: s.Text})
		var b strings.Builder
		for _, sent := range Sentences(s.Text) {
			text := strings.TrimSpace(sent.Text)
			if cut, ok := strings.CutSuffix(text, "."); ok {
				text = "  " + cut + " [" + s.ID + "]."
			} else {
				text += " [" + s.ID + "]"
			}
			b.WriteString(text + "\n")
		}
		answers = append(answers, b.String())
	}
	for _, a := range corpus.Answers() {
		answers = append(answers, a.Text)
	}
	c, err := NewCorpus(srcs, Options{})
	if err != nil {
		t.Fatal(err)
	}
	all, err := NewCorpus(srcs, Options{})
	if err != nil {
		t.Fatal(err)
	}
	all.noCopies = true
	copies := 0
	for _, a := range answers {
		got, want := c.Check(a), all.Check(a)
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("Check(%.60q…): copies decided without analysis (+) differ from checked (-):\n%s", a, d)
		}
		ms := c.res.markers(a)
		sentence.Each(a, func(sp sentence.Span) {
			var sms []Marker
			for _, m := range ms {
				if m.Start >= sp.Start && m.End <= sp.End {
					sms = append(sms, m)
				}
			}
			refs := c.refsOf(sms)
			if len(refs.bad) == 0 && len(refs.cited) > 0 && c.copyOf(claimText(a, sp, sms), refs.cited) != nil {
				copies++
			}
		})
	}
	t.Logf("%d copies", copies)
	if copies < 50 {
		t.Errorf("%d sentences read as copies; want the sources' own, 50 or more", copies)
	}
}
