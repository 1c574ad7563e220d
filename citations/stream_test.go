package citations

import (
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/internal/corpus"
	"github.com/verbatim-go/verbatim/internal/testtext"
)

// streamPieces are answer pieces that make a check wait for what follows:
// markers cut in two, decimals, initials and abbreviations, quotations
// across sentences, blockquote lines, lead-ins, headings, list items,
// brackets around markers, code.
var streamPieces = []string{
	"[1", "2]", "30", ".5", " .5", "U.", " S.", "U. S.", "[2].[7]", "[[7]]", "[7]]", "[[1]", "[x](y)", "[7](url)",
	"\"He said", " so.\"", "“Monthly plans", " are not refundable.”", "> Monthly plans are not refundable.\n", ">",
	"Key facts:\n", "# Refunds\n", "- ", "1. ", "|", "```\n", "\n\n", "\n", " ", "the", "The", "Annual", "\xe6", "\x97\xa5",
}

// drawStreamAnswer draws an answer for the stream properties: a drawn
// answer (see drawAnswer), one of the corpus, or corpus answers spliced
// with pieces that make a check wait.
func drawStreamAnswer(t *rapid.T, answers []corpus.Answer) string {
	return rapid.OneOf(
		rapid.Custom(drawAnswer),
		rapid.Custom(func(t *rapid.T) string { return rapid.SampledFrom(answers).Draw(t, "corpus").Text }),
		rapid.Custom(func(t *rapid.T) string {
			var b strings.Builder
			for range rapid.IntRange(1, 6).Draw(t, "parts") {
				if rapid.Bool().Draw(t, "corpusPart") {
					b.WriteString(rapid.SampledFrom(answers).Draw(t, "corpus").Text)
				} else {
					b.WriteString(strings.Join(rapid.SliceOfN(rapid.SampledFrom(append(streamPieces, answerPieces...)), 1, 20).Draw(t, "pieces"), ""))
				}
			}
			return b.String()
		}),
		testtext.TextN(0, 30),
	).Draw(t, "answer")
}

// pieces cuts text at sorted random offsets, which may fall inside a
// character, a marker, a number or an abbreviation.
func pieces(t *rapid.T, text string) []string {
	cuts := rapid.SliceOfN(rapid.IntRange(0, len(text)), 0, max(8, len(text)/3)).Draw(t, "cuts")
	slices.Sort(cuts)
	var out []string
	at := 0
	for _, c := range cuts {
		out = append(out, text[at:c])
		at = c
	}
	return append(out, text[at:])
}

// streamCheck checks answer through a Checker fed pieces and returns the
// verdicts in the order they came and the Result.
func streamCheck(c *Corpus, pieces []string) ([]SentenceResult, *Result, error) {
	k := c.NewChecker()
	var got []SentenceResult
	for _, p := range pieces {
		out, err := k.Write(p)
		if err != nil {
			return nil, nil, err
		}
		got = append(got, out...)
	}
	out, res, err := k.Close()
	if err != nil {
		return nil, nil, err
	}
	return append(got, out...), res, nil
}

// TestCheckerProperties: a Checker fed an answer in any pieces returns
// exactly Check's Result, and its verdicts, in the order they come, are
// Check's sentences: none is taken back or changed.
func TestCheckerProperties(t *testing.T) {
	srcs := streamSources()
	var corpora []*Corpus
	for _, s := range [][]Source{srcs, policy} {
		for _, o := range []Options{{}, {Uncited: CheckAll}} {
			c, err := NewCorpus(s, o)
			if err != nil {
				t.Fatal(err)
			}
			corpora = append(corpora, c)
		}
	}
	answers := corpus.Answers()
	rapid.Check(t, func(t *rapid.T) {
		c := corpora[rapid.IntRange(0, len(corpora)-1).Draw(t, "corpus")]
		answer := drawStreamAnswer(t, answers)
		want := c.Check(answer)
		got, res, err := streamCheck(c, pieces(t, answer))
		if err != nil {
			t.Fatalf("Checker over %q: %v", answer, err)
		}
		if diff := cmp.Diff(want, res); diff != "" {
			t.Fatalf("Checker over %q: Result differs from Check's (-Check +Checker):\n%s", answer, diff)
		}
		if diff := cmp.Diff(want.Sentences, got, cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("Checker over %q: verdicts differ from Check's sentences (-Check +Checker):\n%s", answer, diff)
		}
	})
}

// TestCheckerPieces checks answers cut where a check must wait: inside a
// marker, a number, an abbreviation, a character, a quotation.
func TestCheckerPieces(t *testing.T) {
	c, err := NewCorpus(policy, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		pieces []string
		// early are the verdicts returned before Close, as "status:text".
		early []string
	}{
		{[]string{"Annual plans can be refunded within 30 days of purchase [1,", " 2]. ", "Monthly plans are not refundable [1]. Thanks."},
			[]string{"ok:Annual plans can be refunded within 30 days of purchase [1, 2].", "ok:Monthly plans are not refundable [1]."}},
		{[]string{"The Pro plan costs $25 per month [2].", "[7]", " Monthly", " plans are not refundable [1]."},
			[]string{"bad-ref:The Pro plan costs $25 per month [2].[7]"}},
		{[]string{"Refunds take 30", ".5 days [1]. Next", " one."}, []string{"unsupported:Refunds take 30.5 days [1]."}},
		{[]string{"Plans are sold in the U.", " S. The", " Pro plan costs $25 per month [2]."}, []string{"uncited:Plans are sold in the U. S."}},
		{[]string{"Annual plans are refundable [1]. 月度计划", "\xe4\xb8", "\x8d可退款。"}, []string{"ok:Annual plans are refundable [1]."}},
		// The quotation spans two sentences: both wait for its end.
		{[]string{`He said "Monthly plans are not refundable. `, `Annual plans can be refunded within 30 days" [1]. `, "More."},
			[]string{`uncited:He said "Monthly plans are not refundable.`, `unsupported:Annual plans can be refunded within 30 days" [1].`}},
		{[]string{"Key facts:\n", "- Monthly plans are not refundable [1].\n"}, []string{"uncited:Key facts:"}},
		{[]string{""}, nil},     // no answer: no sentences, and the Result of Check("")
		{[]string{"\n\n"}, nil}, // no sentence either
	} {
		answer := strings.Join(tt.pieces, "")
		k := c.NewChecker()
		var early []string
		for _, p := range tt.pieces {
			out, err := k.Write(p)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range out {
				early = append(early, s.Status.String()+":"+s.Text)
			}
		}
		_, res, err := k.Close()
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(tt.early, early); diff != "" {
			t.Errorf("Checker over %q: verdicts before Close (-want +got):\n%s", tt.pieces, diff)
		}
		if diff := cmp.Diff(c.Check(answer), res); diff != "" {
			t.Errorf("Checker over %q: Result differs from Check's (-Check +Checker):\n%s", tt.pieces, diff)
		}
	}
}

// TestCheckerBounded: the text a Checker holds stays within the open
// sentence, the line start or quotation it waits on, not the answer: here
// every corpus answer, on one line and then one paragraph per answer, fed
// a byte at a time.
func TestCheckerBounded(t *testing.T) {
	c, err := NewCorpus(streamSources(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, a := range corpus.Answers() {
		texts = append(texts, strings.ReplaceAll(a.Text, "\n", " "))
	}
	for _, answer := range []string{strings.Join(texts, " "), strings.Join(texts, "\n\n")} {
		longest := 0
		for _, s := range Sentences(answer) {
			longest = max(longest, s.End-s.Start)
		}
		k := c.NewChecker()
		held := 0
		for i := range answer {
			if _, err := k.Write(answer[i : i+1]); err != nil {
				t.Fatal(err)
			}
			held = max(held, len(k.win))
		}
		if _, _, err := k.Close(); err != nil {
			t.Fatal(err)
		}
		// Twice the longest sentence: the window is trimmed when half of
		// it is done with, and a sentence waits for the next word.
		if bound := 2 * (longest + 64); held > bound {
			t.Errorf("Checker over %d bytes held %d bytes; the longest sentence has %d", len(answer), held, longest)
		}
	}
}

// TestCheckerConcurrent runs Checkers and checks on one corpus at once.
func TestCheckerConcurrent(t *testing.T) {
	c, err := NewCorpus(streamSources(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for i, a := range corpus.Answers() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			want := c.Check(a.Text)
			var ps []string
			for j := 0; j < len(a.Text); j += 1 + i%7 {
				ps = append(ps, a.Text[j:min(j+1+i%7, len(a.Text))])
			}
			_, res, err := streamCheck(c, ps)
			if err != nil {
				t.Error(err)
				return
			}
			if diff := cmp.Diff(want, res); diff != "" {
				t.Errorf("Checker over %s (-Check +Checker):\n%s", a.ID, diff)
			}
		}()
	}
	wg.Wait()
}

func TestCheckerLimits(t *testing.T) {
	c, err := NewCorpus(policy, Options{Limits: Limits{MaxAnswerBytes: 40, MaxCitations: 2}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		pieces []string
		limit  string
	}{
		{[]string{strings.Repeat("a", 30), strings.Repeat("b", 11)}, "MaxAnswerBytes"},
		{[]string{"A [1]. B [2]. C [3]."}, "MaxCitations"},
	} {
		k := c.NewChecker()
		var err error
		for _, p := range tt.pieces {
			if _, err = k.Write(p); err != nil {
				break
			}
		}
		if err == nil {
			_, _, err = k.Close()
		}
		var le *LimitError
		if !errorsAs(err, &le) || le.Limit != tt.limit {
			t.Errorf("Checker over %q: error %v; want %s", tt.pieces, err, tt.limit)
		}
		if _, err2 := k.Write("x"); err2 != err {
			t.Errorf("Write after %v: %v; want the same error", err, err2)
		}
	}
	k := c.NewChecker()
	if _, _, err := k.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := k.Write("x"); err != ErrClosed {
		t.Errorf("Write after Close: %v; want ErrClosed", err)
	}
}

func errorsAs(err error, le **LimitError) bool {
	e, ok := err.(*LimitError)
	*le = e
	return ok
}

// streamSources returns the test corpus's sources.
func streamSources() []Source {
	var out []Source
	for _, s := range corpus.Sources() {
		out = append(out, Source{ID: s.ID, Text: s.Text})
	}
	return out
}

// TestCheckerNestedBrackets: a marker removal next to a bracket may take
// the bracket, which depends on the whole answer; Close works it out on
// the answer rebuilt from the cleaned text, as Check does.
func TestCheckerNestedBrackets(t *testing.T) {
	c, err := NewCorpus(policy, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, answer := range []string{
		"Monthly plans are not refundable [[7]]. Annual plans can be refunded [1].",
		"Costs vary [7]]. Monthly plans are not refundable [1, 9]. \"Refunds are instant\" [1].",
		"Monthly plans are not refundable [1]. Deep [[[[[[[[[[7]]]]]]]]]]. More [8] here [1, 9].",
	} {
		for size := 1; size <= 7; size += 3 {
			var ps []string
			for i := 0; i < len(answer); i += size {
				ps = append(ps, answer[i:min(i+size, len(answer))])
			}
			k := c.NewChecker()
			for _, p := range ps {
				if _, err := k.Write(p); err != nil {
					t.Fatal(err)
				}
			}
			_, res, err := k.Close()
			if err != nil {
				t.Fatal(err)
			}
			if !k.touching {
				t.Errorf("Checker over %q: no removal next to a bracket seen", answer)
			}
			if diff := cmp.Diff(c.Check(answer), res); diff != "" {
				t.Errorf("Checker over %q in pieces of %d (-Check +Checker):\n%s", answer, size, diff)
			}
		}
	}
}

// TestMixedScriptAnswer: an answer of Han bigrams and English words, read
// as English, has words that overlap (the bigrams of "月度计划"); the
// clause checks read the text between two words, and must not slice it
// backwards. (TestCheckerProperties found it, panicking.)
func TestMixedScriptAnswer(t *testing.T) {
	c, err := NewCorpus(streamSources(), Options{Uncited: CheckAll})
	if err != nil {
		t.Fatal(err)
	}
	for _, answer := range []string{"月度计划\"He said", "月度计划 the CFO resigned, and 月度计划 stayed.", "The 月度计划 plan was approved by 月度计划."} {
		want := c.Check(answer)
		_, res, err := streamCheck(c, []string{answer})
		if err != nil {
			t.Fatalf("Checker over %q: %v", answer, err)
		}
		if diff := cmp.Diff(want, res); diff != "" {
			t.Errorf("Checker over %q: Result differs from Check's (-Check +Checker):\n%s", answer, diff)
		}
	}
}
