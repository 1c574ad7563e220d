package verify_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/internal/sourceid"
	"github.com/verbatim-go/verbatim/verify"
)

// errorer is what checkAssembled needs of a *testing.T or a *rapid.T.
type errorer interface {
	Helper()
	Errorf(format string, args ...any)
}

// checkAssembled asserts the guarantee that nothing ungrounded reaches
// Result.Text on a result, whatever produced it:
// Text is valid UTF-8 without control characters or bidirectional
// controls; it is made of the sentences of its citations and nothing else,
// joined by at most one space; every citation slices its source back to
// its quote on character boundaries and belongs to a grounded claim that
// grounds again when verified on its own, or that the checks leave
// unverified and the judge found supported.
func checkAssembled(t errorer, sources []verify.Source, opts verify.Options, res *verify.Result) {
	t.Helper()
	if !utf8.ValidString(res.Text) {
		t.Errorf("Text %q is not valid UTF-8", res.Text)
	}
	for _, r := range res.Text {
		if unicode.IsControl(r) || sourceid.Bidi(r) {
			t.Errorf("Text %q holds the control %U", res.Text, r)
		}
	}
	byID := map[string]string{}
	for _, s := range sources {
		byID[s.ID] = s.Text
	}
	type rng struct{ start, end int }
	var ranges []rng
	for _, c := range res.Citations {
		src, ok := byID[c.Source]
		if !ok {
			t.Errorf("citation of unknown source %q", c.Source)
			continue
		}
		if c.Start < 0 || c.End > len(src) || c.Start > c.End {
			t.Errorf("citation [%d:%d] outside source %q of %d bytes", c.Start, c.End, c.Source, len(src))
			continue
		}
		if got := src[c.Start:c.End]; got != c.Quote {
			t.Errorf("source %s [%d:%d] = %q; citation quote %q", c.Source, c.Start, c.End, got, c.Quote)
		}
		for _, i := range []int{c.Start, c.End} {
			if !boundary(src, i) {
				t.Errorf("citation [%d:%d] of source %s: offset %d splits a character", c.Start, c.End, c.Source, i)
			}
		}
		if !slices.Contains(ranges, rng{c.TextStart, c.TextEnd}) {
			ranges = append(ranges, rng{c.TextStart, c.TextEnd})
		}
	}
	slices.SortFunc(ranges, func(a, b rng) int { return a.start - b.start })
	at := 0
	for _, r := range ranges {
		if gap := res.Text[at:r.start]; gap != "" && gap != " " {
			t.Errorf("Text %q holds %q between citation sentences", res.Text, gap)
		}
		at = r.end
	}
	if rest := res.Text[at:]; rest != "" {
		t.Errorf("Text %q ends with %q, which no citation accounts for", res.Text, rest)
	}
	grounded := 0
	for _, ch := range res.Claims {
		if ch.Status != verify.Grounded {
			continue
		}
		grounded++
		again, err := verify.Verify(sources, []verify.Claim{ch.Claim}, opts)
		if err == nil && again.Claims[0].Status == verify.Unverified && judgedGrounded(res, ch.Claim) {
			continue // not proven by the checks, and lifted by the judge
		}
		if err != nil || again.Claims[0].Status != verify.Grounded {
			t.Errorf("claim %q grounded in the result but not on its own: %v", ch.Claim.Text, err)
		}
	}
	if grounded != len(res.Citations) {
		t.Errorf("%d grounded claims for %d citations", grounded, len(res.Citations))
	}
	if res.Grounded && res.Text == "" {
		t.Errorf("Grounded with an empty Text")
	}
}

// judgedGrounded reports whether res holds a judge's verdict that cl is
// grounded.
func judgedGrounded(res *verify.Result, cl verify.Claim) bool {
	for _, v := range res.Judged {
		if v.Status == verify.Grounded && res.Claims[v.Claim].Claim == cl {
			return true
		}
	}
	return false
}

// boundary reports whether i is a character boundary of s, where an
// invalid byte is a character of its own, as ranging over s reads it.
func boundary(s string, i int) bool {
	if i == len(s) {
		return true
	}
	for j := range s {
		if j >= i {
			return j == i
		}
	}
	return false
}

// The hostile inputs of verification: each case verifies claims against
// sources and states what must ground and what must not. Every case also
// passes checkAssembled and takes well under a second.
var hostileVerifyTests = []struct {
	name    string
	sources []verify.Source
	claims  []verify.Claim
	opts    verify.Options
	want    []verify.Status
	text    string // the assembled text, if checked
}{
	{
		name:    "invalid UTF-8 in the source",
		sources: []verify.Source{{ID: "1", Text: "Refunds take 30 days.\xff\xfe Monthly plans are not refundable."}},
		claims:  []verify.Claim{{Text: "Monthly plans are not refundable.", Source: "1", Quote: "Monthly plans are not refundable"}},
		want:    []verify.Status{verify.Grounded},
	},
	{
		name:    "invalid UTF-8 in the quote: the exact stage is skipped, and it matches only the same invalid bytes, as U+FFFD",
		sources: []verify.Source{{ID: "1", Text: "Refunds take 30 days.\xff Monthly plans are not refundable."}},
		claims: []verify.Claim{
			{Text: "Refunds take 30 days.", Source: "1", Quote: "Refunds take 30 days.\xff"},
			{Text: "Monthly plans are not refundable.", Source: "1", Quote: "Monthly plans are not\xff refundable"},
		},
		want: []verify.Status{verify.Grounded, verify.QuoteNotFound},
	},
	{
		name:    "invalid UTF-8 in the claim shows as U+FFFD",
		sources: []verify.Source{{ID: "1", Text: "Refunds take 30 days."}},
		claims:  []verify.Claim{{Text: "Refunds take 30 days\xff.", Source: "1", Quote: "Refunds take 30 days"}},
		want:    []verify.Status{verify.Grounded},
		text:    "Refunds take 30 days\uFFFD [1].",
	},
	{
		name:    "a lone continuation byte at the end of the span",
		sources: []verify.Source{{ID: "1", Text: "Refunds take 30 days\x80 after purchase."}},
		claims:  []verify.Claim{{Text: "Refunds take 30 days.", Source: "1", Quote: "Refunds take 30 days"}},
		want:    []verify.Status{verify.Grounded},
	},
	{
		name:    "a lone continuation byte at the start of the quote matches no half character",
		sources: []verify.Source{{ID: "1", Text: "The café closes at 9 pm."}},
		claims:  []verify.Claim{{Text: "It closes at 9 pm.", Source: "1", Quote: "\xa9 closes at 9 pm"}},
		want:    []verify.Status{verify.QuoteNotFound},
	},
	{
		name:    "NUL bytes in the source and the claim",
		sources: []verify.Source{{ID: "1", Text: "Refunds\x00 take 30 days.\x00"}},
		claims:  []verify.Claim{{Text: "Refunds take\x0030 days.", Source: "1", Quote: "Refunds\x00 take 30 days"}},
		want:    []verify.Status{verify.Grounded},
		text:    "Refunds take 30 days [1].",
	},
	{
		name:    "a NUL byte cannot hide a word break from the reader",
		sources: []verify.Source{{ID: "1", Text: "Monthly plans are refundable."}},
		claims:  []verify.Claim{{Text: "Monthly plans are n\x00ot refundable.", Source: "1", Quote: "Monthly plans are refundable"}},
		want:    []verify.Status{verify.Unverified}, // the checks read "n ot", which the quote does not say, not "not"
	},
	{
		name:    "byte order marks in the source and the quote",
		sources: []verify.Source{{ID: "1", Text: "\ufeffRefunds take 30 days."}},
		claims: []verify.Claim{
			{Text: "Refunds take 30 days.", Source: "1", Quote: "Refunds take 30 days"},
			{Text: "Refunds take 30 days.", Source: "1", Quote: "\ufeffRefunds take 30 days"},
		},
		want: []verify.Status{verify.Grounded, verify.Grounded},
	},
	{
		name:    "CRLF and lone CR line ends",
		sources: []verify.Source{{ID: "1", Text: "Refunds take\r\n30 days.\rMonthly plans are\rnot refundable.\r\n"}},
		claims: []verify.Claim{
			{Text: "Refunds take 30 days.", Source: "1", Quote: "Refunds take 30 days"},
			{Text: "Monthly plans are not refundable.", Source: "1", Quote: "Monthly plans are\r\nnot refundable."},
		},
		want: []verify.Status{verify.Grounded, verify.Grounded},
	},
	{
		name:    "zero-width characters are invisible to matching",
		sources: []verify.Source{{ID: "1", Text: "Refunds take 3\u200b0 da\u200dys."}},
		claims: []verify.Claim{
			{Text: "Refunds take 30 days.", Source: "1", Quote: "Refunds take 30 days"},
			{Text: "Refunds take 30 days.", Source: "1", Quote: "Refunds\u200b take 30 days"},
		},
		want: []verify.Status{verify.Grounded, verify.Grounded},
	},
	{
		name:    "a zero-width space cannot hide a negation: the checks read n\u200bot as not",
		sources: []verify.Source{{ID: "1", Text: "Monthly plans are refundable."}},
		claims:  []verify.Claim{{Text: "Monthly plans are n\u200bot refundable.", Source: "1", Quote: "Monthly plans are refundable"}},
		want:    []verify.Status{verify.NegationMismatch},
	},
	{
		name:    "a bound turned the other way is a mismatch",
		sources: []verify.Source{{ID: "1", Text: "Refunds are issued within 14 days of the request. Orders over $50 ship free."}},
		claims: []verify.Claim{
			{Text: "Refunds are issued after 14 days of the request.", Source: "1", Quote: "Refunds are issued within 14 days of the request"},
			{Text: "Orders under $50 ship free.", Source: "1", Quote: "Orders over $50 ship free"},
			{Text: "Orders over $50 ship free.", Source: "1", Quote: "Orders over $50 ship free"},
		},
		want: []verify.Status{verify.BoundMismatch, verify.BoundMismatch, verify.Grounded},
		text: "Orders over $50 ship free [1].",
	},
	{
		name:    "bidi controls are checked in logical order and removed from the text",
		sources: []verify.Source{{ID: "1", Text: "Refunds take 9 days."}},
		claims: []verify.Claim{
			{Text: "Refunds take \u202e90\u202c days.", Source: "1", Quote: "Refunds take 9 days"}, // would display as 09
			{Text: "Refunds take \u202e9\u202c days.", Source: "1", Quote: "Refunds take 9 days"},
		},
		want: []verify.Status{verify.NumberNotFound, verify.Grounded},
		text: "Refunds take 9 days [1].",
	},
	{
		name:    "a single word of 100,000 characters",
		sources: []verify.Source{{ID: "1", Text: strings.Repeat("a", 100_000) + " Refunds take 30 days."}},
		claims: []verify.Claim{
			{Text: "Refunds take 30 days.", Source: "1", Quote: "Refunds take 30 days"},
			{Text: strings.Repeat("a", 50_000), Source: "1", Quote: strings.Repeat("a", 50_000)},   // inside the word: no boundary
			{Text: strings.Repeat("a", 100_000), Source: "1", Quote: strings.Repeat("a", 100_000)}, // past MaxQuoteBytes
		},
		opts: verify.Options{Limits: verify.Limits{MaxQuoteBytes: -1}},
		want: []verify.Status{verify.Grounded, verify.QuoteNotFound, verify.Grounded},
	},
	{
		name:    "a quote of 1 MiB within an unlimited MaxQuoteBytes",
		sources: []verify.Source{{ID: "1", Text: "Intro. " + strings.Repeat("word ", 1<<18) + "end."}},
		claims:  []verify.Claim{{Text: "word word word.", Source: "1", Quote: strings.TrimSpace(strings.Repeat("word ", 1<<20/5))}},
		opts:    verify.Options{Limits: verify.Limits{MaxQuoteBytes: -1}},
		want:    []verify.Status{verify.Grounded},
	},
	{
		name:    "a source of white space only",
		sources: []verify.Source{{ID: "1", Text: " \t\r\n\u00a0\u3000 "}},
		claims: []verify.Claim{
			{Text: "Nothing.", Source: "1", Quote: " \t"},
			{Text: "Nothing.", Source: "1", Quote: "\u3000"},
		},
		want: []verify.Status{verify.QuoteNotFound, verify.QuoteNotFound},
	},
	{
		name:    "a source of punctuation only",
		sources: []verify.Source{{ID: "1", Text: "... !!! ??? --- ***"}},
		claims: []verify.Claim{
			{Text: "...", Source: "1", Quote: "..."},      // found, but nothing to check
			{Text: "Refunds.", Source: "1", Quote: "!!!"}, // found, claim not in it
		},
		want: []verify.Status{verify.ClaimNotInQuote, verify.ClaimNotInQuote},
	},
	{
		name:    "a source of punctuation only, leniently: every quote folds to nothing",
		sources: []verify.Source{{ID: "1", Text: "... !!! ??? --- ***"}},
		claims:  []verify.Claim{{Text: "Refunds.", Source: "1", Quote: "!!!"}},
		opts:    verify.Options{Mode: 1},
		want:    []verify.Status{verify.QuoteNotFound},
	},
	{
		name:    "thousands of markers the model wrote into one claim are stripped before the checks",
		sources: []verify.Source{{ID: "1", Text: "Refunds take 30 days."}},
		claims:  []verify.Claim{{Text: "Refunds take 30 days" + strings.Repeat(" [1]", 3000) + strings.Repeat("[7]", 2000) + ".", Source: "1", Quote: "Refunds take 30 days"}},
		want:    []verify.Status{verify.Grounded},
		text:    "Refunds take 30 days [1].",
	},
	{
		name:    "markers the model wrote in CJK brackets are stripped too",
		sources: []verify.Source{{ID: "1", Text: "Refunds take 30 days."}},
		claims:  []verify.Claim{{Text: "Refunds take 30 days【1】［2，7］.", Source: "1", Quote: "Refunds take 30 days"}},
		want:    []verify.Status{verify.Grounded},
		text:    "Refunds take 30 days [1].",
	},
	{
		name:    "markers in the forms citations reads are stripped too: [Source 1] is not the number 1",
		sources: []verify.Source{{ID: "1", Text: "Refunds are accepted within 30 days of purchase."}},
		claims: []verify.Claim{
			{Text: "Refunds are accepted within 30 days [Source 1].", Source: "1", Quote: "Refunds are accepted within 30 days"},
			{Text: "Refunds are accepted within 30 days [^1][Doc 1].", Source: "1", Quote: "Refunds are accepted within 30 days"},
		},
		want: []verify.Status{verify.Grounded, verify.Grounded},
		text: "Refunds are accepted within 30 days [1].",
	},
	{
		name:    "a bracket that is not a marker stays in the claim: [2024] is a year, checked as a number the quote does not give",
		sources: []verify.Source{{ID: "1", Text: "Refunds are accepted within 30 days of purchase."}},
		claims:  []verify.Claim{{Text: "Refunds are accepted within 30 days [2024].", Source: "1", Quote: "Refunds are accepted within 30 days"}},
		want:    []verify.Status{verify.Unverified},
	},
	{
		name:    "source ids with spaces and non-ASCII letters",
		sources: []verify.Source{{ID: "Source A", Text: "Refunds take 30 days."}, {ID: "política", Text: "Monthly plans are not refundable."}},
		claims: []verify.Claim{
			{Text: "Refunds take 30 days [Source A].", Source: "Source A", Quote: "Refunds take 30 days"},
			{Text: "Monthly plans are not refundable.", Source: "política", Quote: "Monthly plans are not refundable"},
		},
		want: []verify.Status{verify.Grounded, verify.Grounded},
		text: "Refunds take 30 days [Source A]. Monthly plans are not refundable [política].",
	},
	{
		name:    "a thousand claims naming the same span share one sentence",
		sources: []verify.Source{{ID: "1", Text: "Refunds take 30 days."}},
		claims:  slices.Repeat([]verify.Claim{{Text: "Refunds take 30 days.", Source: "1", Quote: "Refunds take 30 days"}}, 1000),
		want:    slices.Repeat([]verify.Status{verify.Grounded}, 1000),
		text:    "Refunds take 30 days [1].",
	},
	{
		name:    "claims with empty text",
		sources: []verify.Source{{ID: "1", Text: "Refunds take 30 days."}},
		claims: []verify.Claim{
			{Text: "", Source: "1", Quote: "Refunds take 30 days"},
			{Text: " \n ", Source: "1", Quote: "Refunds take 30 days"},
			{Text: "\u200b", Source: "1", Quote: "Refunds take 30 days"},
		},
		want: []verify.Status{verify.ClaimNotInQuote, verify.ClaimNotInQuote, verify.ClaimNotInQuote},
	},
}

func TestHostileVerify(t *testing.T) {
	for _, tt := range hostileVerifyTests {
		t.Run(tt.name, func(t *testing.T) {
			start := time.Now()
			res, err := verify.Verify(tt.sources, tt.claims, tt.opts)
			if err != nil {
				t.Fatalf("Verify: %v", err)
			}
			limit := 5 * time.Second
			if race {
				limit *= 10
			}
			if d := time.Since(start); d > limit {
				t.Errorf("Verify took %v", d)
			}
			var got []verify.Status
			for _, ch := range res.Claims {
				got = append(got, ch.Status)
			}
			if !slices.Equal(got, tt.want) {
				for _, ch := range res.Claims[:min(len(res.Claims), 5)] {
					t.Logf("%.60q: %v: %.200s", ch.Claim.Text, ch.Status, ch.Reason)
				}
				t.Errorf("statuses = %.200v; want %.200v", got, tt.want)
			}
			if tt.text != "" && res.Text != tt.text {
				t.Errorf("Text = %q; want %q", res.Text, tt.text)
			}
			checkAssembled(t, tt.sources, tt.opts, res)
		})
	}
}

// TestHostileQuoteSpans checks where quotes next to invalid bytes and
// format characters land: whole characters of the source, never half of
// one.
func TestHostileQuoteSpans(t *testing.T) {
	for _, tt := range []struct {
		src, quote string
		want       string // the span, or "" for not found
	}{
		{"Refunds take 30 days\x80 after", "Refunds take 30 days", "Refunds take 30 days"},
		{"\x80Refunds take 30 days", "Refunds take 30 days", "Refunds take 30 days"},
		{"caf\xc3 days", "\xc3 days", "\xc3 days"},    // a truncated character matches itself, whole
		{"café days", "\xa9 days", ""},                // nor does half of one
		{"café days", "caf\xc3", ""},                  //
		{"a\xffb c", "a\xffb", "a\xffb"},              // invalid bytes match as U+FFFD, whole
		{"\ufeffRefunds", "Refunds", "Refunds"},       // the exact stage starts after the BOM
		{"Re\u200bfunds", "Refunds", "Re\u200bfunds"}, // a zero-width space inside the span stays in it
		{"Refunds\u202e take", "Refunds take", "Refunds\u202e take"},
	} {
		d := verify.Prepare(tt.src, verify.LocateOptions{})
		m := d.Locate(tt.quote)
		got := ""
		if m.Found() {
			got = tt.src[m.Start:m.End]
		}
		if got != tt.want {
			t.Errorf("Locate(%q, %q) = %q; want %q", tt.src, tt.quote, got, tt.want)
		}
	}
}

// TestSourceIDs checks which ids NewCorpus accepts. The assembled text
// writes "[id]" after each sentence, so an id with a bracket would make
// markers ambiguous, or write text of its own into the verified answer:
// such ids, and ids with control characters, bidirectional controls or
// invalid UTF-8, are refused with ErrInvalid. Duplicates are refused too.
func TestSourceIDs(t *testing.T) {
	for _, tt := range []struct {
		ids []string
		ok  bool
	}{
		{[]string{"1", "2"}, true},
		{[]string{"Source A", "política", "返金ポリシー", "doc-3 (v2)"}, true},
		{[]string{"1", "1"}, false},
		{[]string{""}, false},
		{[]string{"  "}, false},
		{[]string{"1] Refunds are 90 days [2"}, false},
		{[]string{"[1]"}, false},
		{[]string{"a\nb"}, false},
		{[]string{"a\x00"}, false},
		{[]string{"\u202eA"}, false},
		{[]string{"a\xff"}, false},
	} {
		var sources []verify.Source
		for _, id := range tt.ids {
			sources = append(sources, verify.Source{ID: id, Text: "Refunds take 30 days."})
		}
		_, err := verify.NewCorpus(sources, verify.Options{})
		if tt.ok && err != nil || !tt.ok && !errors.Is(err, verify.ErrInvalid) {
			t.Errorf("NewCorpus with ids %q: error %v; want ok %v", tt.ids, err, tt.ok)
		}
	}
}

// TestWholeSourceQuote pins the decision on quotes that are the whole
// source. A quote grounds only a claim it pins to a passage: the checks
// after location compare the claim with the quoted span, so a span of
// many sentences would let a claim take its words from one sentence, its
// number from a second and its polarity from a third. A span may hold at
// most one sentence more than the claim. A whole source of one or two
// sentences is a fine quote; a whole source of more, quoted for a
// one-sentence claim, is claim_not_in_quote, whatever the claim says.
func TestWholeSourceQuote(t *testing.T) {
	long := "Refund policy. Annual plans are refundable within 30 days of purchase. " +
		"Monthly plans are not refundable. Support answers within 45 days."
	short := "Annual plans are refundable within 30 days of purchase."
	for _, tt := range []struct {
		src   string
		claim string
		want  verify.Status
	}{
		{long, "Monthly plans are refundable within 30 days.", verify.ClaimNotInQuote}, // false: stitched from two sentences
		{long, "Annual plans are refundable within 45 days.", verify.ClaimNotInQuote},  // false: the number of another sentence
		{long, "Annual plans are refundable within 30 days of purchase.", verify.ClaimNotInQuote},
		{long, long, verify.Grounded}, // a claim as long as the source
		{short, "Annual plans are refundable within 30 days.", verify.Grounded},
		{short, "Annual plans are refundable within 45 days.", verify.NumberNotFound},
		{"Refund policy. " + short, "Annual plans are refundable within 30 days.", verify.Grounded},
	} {
		res, err := verify.Verify([]verify.Source{{ID: "1", Text: tt.src}}, []verify.Claim{{Text: tt.claim, Source: "1", Quote: tt.src}}, verify.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if got := res.Claims[0]; got.Status != tt.want {
			t.Errorf("claim %q quoting the whole source %.40q: %v (%s); want %v", tt.claim, tt.src, got.Status, got.Reason, tt.want)
		}
	}
}

// TestLimitsShared checks that verify's limit errors are citations' values,
// so that one errors.Is covers both paths, and that each limit is named.
func TestLimitsShared(t *testing.T) {
	sources := []verify.Source{{ID: "1", Text: "Refunds take 30 days."}, {ID: "2", Text: "Monthly plans are not refundable."}}
	claims := []verify.Claim{{Text: "Refunds take 30 days.", Source: "1", Quote: "Refunds take 30 days"}}
	for _, tt := range []struct {
		limits verify.Limits
		claims []verify.Claim
		name   string
	}{
		{verify.Limits{MaxSources: 1}, claims, "MaxSources"},
		{verify.Limits{MaxSourceBytes: 25}, claims, "MaxSourceBytes"},
		{verify.Limits{MaxTotalBytes: 50}, claims, "MaxTotalBytes"},
		{verify.Limits{MaxClaims: 1}, slices.Repeat(claims, 2), "MaxClaims"},
		{verify.Limits{MaxQuoteBytes: 10}, claims, "MaxQuoteBytes"},
		{verify.Limits{}, slices.Repeat(claims, 1001), "MaxClaims"},
	} {
		_, err := verify.Verify(sources, tt.claims, verify.Options{Limits: tt.limits})
		var le *verify.LimitError
		if !errors.Is(err, verify.ErrLimit) || !errors.As(err, &le) || le.Limit != tt.name {
			t.Errorf("Verify under %+v: error %v; want a LimitError for %s", tt.limits, err, tt.name)
		}
	}
	if verify.ErrLimit != citations.ErrLimit {
		t.Error("verify.ErrLimit is not citations.ErrLimit")
	}
}

// TestHugeQuote checks a 1 MiB quote under the default limits: Verify
// refuses the request with ErrLimit, and Corpus.Check fails the claim
// without looking for it.
func TestHugeQuote(t *testing.T) {
	sources := []verify.Source{{ID: "1", Text: "Refunds take 30 days."}}
	cl := verify.Claim{Text: "Refunds take 30 days.", Source: "1", Quote: strings.Repeat("a", 1<<20)}
	if _, err := verify.Verify(sources, []verify.Claim{cl}, verify.Options{}); !errors.Is(err, verify.ErrLimit) {
		t.Errorf("Verify with a 1 MiB quote: error %v; want ErrLimit", err)
	}
	c, err := verify.NewCorpus(sources, verify.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if ch := c.Check(cl); ch.Status != verify.QuoteNotFound {
		t.Errorf("Check with a 1 MiB quote = %v (%s); want quote_not_found", ch.Status, ch.Reason)
	}
}

// TestManyQuotesNotFound checks that a model's output of many made-up
// quotes costs about what locating them does: only the first few are
// looked for in the other sources and, more widely, in their own.
func TestManyQuotesNotFound(t *testing.T) {
	src := strings.Repeat("You may request a refund within 30 days of purchase. ", 1<<14) // 850 KiB
	sources := []verify.Source{{ID: "1", Text: src}, {ID: "2", Text: src}}
	var claims []verify.Claim
	for i := 0; i < 1000; i++ {
		q := fmt.Sprintf("You may request a refund within %d days of purchase", 31+i)
		claims = append(claims, verify.Claim{Text: q + ".", Source: "1", Quote: q})
	}
	start := time.Now()
	res, err := verify.Verify(sources, claims, verify.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 20*time.Second {
		t.Errorf("Verify of 1000 made-up quotes over 1.7 MiB took %v", d)
	}
	explained := 0
	for _, ch := range res.Claims {
		if ch.Status != verify.QuoteNotFound {
			t.Fatalf("claim %q: %v; want quote_not_found", ch.Claim.Text, ch.Status)
		}
		if ch.Found != "" {
			explained++
		}
	}
	if explained == 0 || explained > 16 {
		t.Errorf("%d of the quotes not found came with the closest text; want 1 to 16", explained)
	}
}

// A quote of two sentences does not lend one sentence's number to a claim
// about the other.
func TestTwoSentenceQuoteLendsNothing(t *testing.T) {
	src := []verify.Source{{ID: "1", Text: "Annual plans: refunds within 30 days. Monthly plans: refunds within 7 days."}}
	quote := "Annual plans: refunds within 30 days. Monthly plans: refunds within 7 days."
	for _, tt := range []struct {
		claim string
		want  verify.Status
	}{
		{"Monthly plans: refunds within 30 days.", verify.NumberNotFound},
		{"Annual plans: refunds within 7 days.", verify.NumberNotFound},
		{"Monthly plans: refunds within 7 days.", verify.Grounded},
		{"Annual plans: refunds within 30 days. Monthly plans: refunds within 7 days.", verify.Grounded},
		{"Refunds take 30 days on annual plans and 7 days on monthly plans.", verify.Grounded},
	} {
		res, err := verify.Verify(src, []verify.Claim{{Text: tt.claim, Source: "1", Quote: quote}}, verify.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if got := res.Claims[0].Status; got != tt.want {
			t.Errorf("claim %q quoting both sentences: %v (%s); want %v", tt.claim, got, res.Claims[0].Reason, tt.want)
		}
	}
}
