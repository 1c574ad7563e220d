package verify_test

import (
	"encoding/json"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/verbatim-go/verbatim/normalize"
	"github.com/verbatim-go/verbatim/verify"
)

var (
	lenient  = verify.LocateOptions{Mode: normalize.Lenient}
	fuzzy    = verify.LocateOptions{Fuzzy: true}
	partial  = verify.LocateOptions{PartialWords: true}
	notFound = verify.Match{}
)

const policy = "Refund policy. The customer may request a full refund within thirty days of the purchase date. " +
	"Refunds are issued to the original payment method."

// locateTests pin where a quote is found. want is the original text the
// match must cover, at its nth occurrence in src; "" means not found.
var locateTests = []struct {
	src, quote string
	opts       verify.LocateOptions
	kind       verify.Kind
	want       string
	nth        int
	why        string
}{
	{"The refund window is 30 days.", "refund window is 30 days", verify.LocateOptions{}, verify.Exact, "refund window is 30 days", 0, "exact"},
	{"The refund window is 30 days.", "  refund window\n", verify.LocateOptions{}, verify.Exact, "refund window", 0, "white space around the quote is trimmed"},
	{"The refund window is 30 days.", "The refund window is 30 days.", verify.LocateOptions{}, verify.Exact, "The refund window is 30 days.", 0, "the whole source"},
	{"The refund window is 30 days.", "Refund Window", verify.LocateOptions{}, verify.Normalized, "refund window", 0, "case differs"},
	{"The refund\nwindow is 30\r\ndays.", "refund window is 30 days", verify.LocateOptions{}, verify.Normalized, "refund\nwindow is 30\r\ndays", 0, "source wraps across lines"},
	{"The refund window is 30 days.", "refund\n   window", verify.LocateOptions{}, verify.Normalized, "refund window", 0, "quote wraps across lines"},
	{"The ﬁnal price is ３０ €.", "final price is 30 €", verify.LocateOptions{}, verify.Normalized, "ﬁnal price is ３０ €", 0, "ligature and full-width digits"},
	{"退款期限为３０天。", "30天", verify.LocateOptions{}, verify.Normalized, "３０天", 0, "full-width digits in CJK"},
	{"Café au lait", "Cafe\u0301 au lait", verify.LocateOptions{}, verify.Normalized, "Café au lait", 0, "decomposed quote, precomposed source"},
	{"Cafe\u0301 au lait", "Café", verify.LocateOptions{}, verify.Normalized, "Cafe\u0301", 0, "precomposed quote, decomposed source"},
	{"İSTANBUL office", "istanbul office", verify.LocateOptions{}, verify.Normalized, "İSTANBUL office", 0, "casing changes the size"},
	{"Family 👨\u200d👩\u200d👧 plan", "👨👩👧 plan", verify.LocateOptions{}, verify.Normalized, "👨\u200d👩\u200d👧 plan", 0, "joiners removed"},
	{"price: 30\xff€", "30\xff€", verify.LocateOptions{}, verify.Normalized, "30\xff€", 0, "invalid quote: found after folding"},
	{"price: 30\xff€", "30\xff€", lenient, verify.Normalized, "30", 0, "invalid byte and symbol removed"},
	{"caf\xc3 au lait", "au lait", verify.LocateOptions{}, verify.Exact, "au lait", 0, "invalid source"},
	{"caf\xc3 au lait", "CAF\xc3 AU", verify.LocateOptions{}, verify.Normalized, "caf\xc3 au", 0, "invalid source and quote"},

	{"本店退款政策：全额退款仅限三十天内，逾期不予受理。", "全额退款仅限三十天内", verify.LocateOptions{}, verify.Exact, "全额退款仅限三十天内", 0, "CJK"},
	{"本店退款政策：全额退款仅限三十天内，逾期不予受理。", "退款仅限", verify.LocateOptions{}, verify.Exact, "退款仅限", 0, "CJK has a word boundary between every two characters"},
	{"本店退款政策：全额退款仅限三十天内，逾期不予受理。", "政策:全额退款", verify.LocateOptions{}, verify.Normalized, "政策：全额退款", 0, "full-width colon"},
	{"サポートは２４時間対応です", "24時間対応", verify.LocateOptions{}, verify.Normalized, "２４時間対応", 0, "kana and full-width digits"},
	{"سياسة الاسترداد: ثلاثون يوما", "الاسترداد", verify.LocateOptions{}, verify.Exact, "الاسترداد", 0, "Arabic"},
	{"सामान्य हिन्दी भाषा", "हिन्दी", verify.LocateOptions{}, verify.Exact, "हिन्दी", 0, "Devanagari"},
	{"सामान्य हिन्दी भाषा", "हिन्द", partial, verify.NotFound, "", 0, "a vowel sign is not split from its consonant"},
	{"Cafe\u0301 au lait", "Cafe", partial, verify.NotFound, "", 0, "a base is not split from its combining mark"},
	{"x  \u0300 y", "\u0300", verify.LocateOptions{}, verify.Exact, "\u0300", 0, "a mark after white space is split from nothing"},
	{"Accent: ´ or ¨ alone", "¨ ALONE", verify.LocateOptions{}, verify.Normalized, "¨ alone", 0, "NFKC turns ¨ into a space and a mark; the mark starts the quote"},

	{"This ticket is nonrefundable.", "refundable", verify.LocateOptions{}, verify.NotFound, "", 0, "whole words only"},
	{"This ticket is nonrefundable.", "refundable", partial, verify.Exact, "refundable", 0, "PartialWords"},
	{"This ticket is nonrefundable.", "nonrefund", verify.LocateOptions{}, verify.NotFound, "", 0, "the end must be a word boundary too"},
	{"Upgrades are nonrefundable; tickets are refundable.", "refundable", verify.LocateOptions{}, verify.Exact, "refundable", 1, "skips the occurrence inside a word"},
	{"Upgrades are NONREFUNDABLE; tickets are Refundable.", "refundable", verify.LocateOptions{}, verify.Normalized, "Refundable", 0, "skips it after folding too"},
	{"This ticket is non-refundable.", "refundable", verify.LocateOptions{}, verify.Exact, "refundable", 0, "a hyphen is a word boundary"},
	{"Rates rose 30.5 percent.", "30", verify.LocateOptions{}, verify.NotFound, "", 0, "30 is not in 30.5"},
	{"Signed 2026-11-30, paid in 30 days.", "30", verify.LocateOptions{}, verify.Exact, "30", 1, "30 is not in a date; the later 30 is"},
	{"A fee of 1,000 applies.", "000 applies", verify.LocateOptions{}, verify.NotFound, "", 0, "no start inside 1,000"},
	{"Ships in 3–5 days.", "5 days", verify.LocateOptions{}, verify.NotFound, "", 0, "no start inside a range"},
	{"Within 30 days.", "30", verify.LocateOptions{}, verify.Exact, "30", 0, "a sentence-final period is not a decimal point"},
	{"Rates rose 30.5 percent.", "30", partial, verify.Exact, "30", 0, "PartialWords may cut numbers too"},
	{"Rates ROSE 15% in May.", "rose 15%", lenient, verify.Normalized, "ROSE 15%", 0, "Lenient keeps the unit a number ends with"},
	{"It costs $45, taxes included.", "COSTS $45", lenient, verify.Normalized, "costs $45,", 0, "and what touches it, up to white space"},
	{"He said “it’s final”.", "IT'S FINAL", lenient, verify.Normalized, "it’s final", 0, "no widening after a letter"},
	{"This ticket is non-refundable.", "refundable", lenient, verify.Exact, "refundable", 0, "the exact stage sees the hyphen"},
	{"This ticket is NON-REFUNDABLE.", "refundable", lenient, verify.NotFound, "", 0, "Lenient folding removes the hyphen and joins the words"},
	{"Pay 30 days. Then 30 days again.", "30 days", verify.LocateOptions{}, verify.Exact, "30 days", 0, "first occurrence wins"},
	{"Pay 30 DAYS. Then 30 days again.", "30 days", verify.LocateOptions{}, verify.Exact, "30 days", 0, "an exact match beats an earlier normalized one"},
	{"Pay 30 DAYS. Then 30 Days again.", "30 days", verify.LocateOptions{}, verify.Normalized, "30 DAYS", 0, "first normalized occurrence wins"},

	{`He said “it’s final”.`, `"it's final"`, verify.LocateOptions{}, verify.NotFound, "", 0, "Strict keeps quote marks"},
	{`He said “it’s final”.`, `"it's final"`, lenient, verify.Normalized, "it’s final", 0, "Lenient: curly and straight quotes match"},
	{`He said "it's final".`, `“it’s final”`, lenient, verify.Normalized, "it's final", 0, "Lenient, the other way round"},
	{"Open 9–5, Monday to Friday", "9-5 Monday", lenient, verify.Normalized, "9–5, Monday", 0, "Lenient: dashes and commas"},
	{"Great ❤️ service", "great service", lenient, verify.Normalized, "Great ❤️ service", 0, "Lenient: emoji with a variation selector"},

	{"Refunds within 30 days.", "", verify.LocateOptions{}, verify.NotFound, "", 0, "empty quote"},
	{"Refunds within 30 days.", " \n\t ", verify.LocateOptions{}, verify.NotFound, "", 0, "white space quote"},
	{"Refunds: within 30 days!", ":", lenient, verify.NotFound, "", 0, "punctuation-only quote under Lenient"},
	{"Refunds: within 30 days!", "?", fuzzy, verify.NotFound, "", 0, "a quote too short for any edit is not fuzzy-matched"},
	{"a\u200bb", "\u200b", verify.LocateOptions{}, verify.NotFound, "", 0, "a format character folds to nothing, even where it occurs"},
	{"\ufeffHello", "\ufeff", partial, verify.NotFound, "", 0, "BOM only"},
	{"a\xffb", "\xff", lenient, verify.NotFound, "", 0, "Lenient: an invalid byte folds to nothing"},
	{"a\xffb", "\xff", partial, verify.Normalized, "\xff", 0, "Strict: an invalid byte is U+FFFD"},
	{"refund", "refund window", verify.LocateOptions{}, verify.NotFound, "", 0, "quote longer than the source"},
	{"refund", "refund window", fuzzy, verify.NotFound, "", 0, "quote longer than the source, fuzzy"},
	{"", "refund", fuzzy, verify.NotFound, "", 0, "empty source"},

	{policy, "The customer may request a ful refund within thirty day of the purchase date", fuzzy, verify.Fuzzy,
		"The customer may request a full refund within thirty days of the purchase date", 0, "transcription drift"},
	{policy, "the customer may requset a full refund within thirty days of teh purchase date", verify.LocateOptions{Mode: normalize.Lenient, Fuzzy: true}, verify.Fuzzy,
		"The customer may request a full refund within thirty days of the purchase date", 0, "transposed letters, Lenient"},
	{policy, "The customer may request a ful refund within thirty day of the purchase date", verify.LocateOptions{}, verify.NotFound, "", 0, "fuzzy is off by default"},
	{policy, "Customers can get their money back for a month after buying.", fuzzy, verify.NotFound, "", 0, "paraphrase is rejected"},
	{policy, "The client may ask for a complete refund in thirty days of the purchase date", fuzzy, verify.NotFound, "", 0, "reworded beyond the bound"},
	{policy, "Refunds are issued to the original payment methd", fuzzy, verify.Fuzzy, "Refunds are issued to the original payment method", 0, "drift at the end"},
}

func TestLocate(t *testing.T) {
	for _, tt := range locateTests {
		got := verify.Locate(tt.src, tt.quote, tt.opts)
		want := notFound
		if tt.want != "" {
			start := nthIndex(tt.src, tt.want, tt.nth)
			if start < 0 {
				t.Fatalf("bad test: %q does not occur %d times in %q", tt.want, tt.nth+1, tt.src)
			}
			want = verify.Match{Start: start, End: start + len(tt.want), Kind: tt.kind, Similarity: 1}
		}
		if tt.kind == verify.Fuzzy && got.Kind == verify.Fuzzy {
			want.Distance, want.Similarity = got.Distance, got.Similarity // checked below
		}
		if got != want {
			t.Errorf("Locate(%q, %q, %+v) = %+v (%q); want %+v (%q) (%s)",
				tt.src, tt.quote, tt.opts, got, slice(tt.src, got), want, tt.want, tt.why)
			continue
		}
		if got.Found() {
			checkMatch(t, tt.src, tt.quote, tt.opts, got)
		}
	}
}

// nthIndex returns the index of the nth (from 0) occurrence of sub in s,
// or -1.
func nthIndex(s, sub string, nth int) int {
	from := 0
	for {
		i := strings.Index(s[from:], sub)
		if i < 0 {
			return -1
		}
		if nth == 0 {
			return from + i
		}
		nth--
		from += i + 1
	}
}

func slice(s string, m verify.Match) string {
	if m.Start < 0 || m.End > len(s) || m.Start > m.End {
		return "<out of range>"
	}
	return s[m.Start:m.End]
}

func TestLocateFuzzyDistance(t *testing.T) {
	for _, tt := range []struct {
		quote string
		dist  int
		why   string
	}{
		{"The customer may request a full refund within thirty days of the purchase date", 0, "exact, not fuzzy"},
		{"The customer may request a ful refund within thirty days of the purchase date", 1, "one deletion"},
		{"The customer may request a ful refund within thirty day of the purchase date", 2, "two deletions"},
		{"The customer may rekuest a ful refund within thirty day of the purchase date", 3, "and a substitution"},
		{"The customer may rekuest a ful refund within thirty day of the purchase dates", 4, "and an insertion"},
	} {
		got := verify.Locate(policy, tt.quote, fuzzy)
		n := len([]rune(normalize.Strict.Fold(tt.quote)))
		if !got.Found() || got.Distance != tt.dist {
			t.Errorf("Locate(policy, %q, fuzzy) = %+v; want distance %d (%s)", tt.quote, got, tt.dist, tt.why)
			continue
		}
		if want := 1 - float64(tt.dist)/float64(n); got.Similarity != want {
			t.Errorf("Locate(policy, %q, fuzzy).Similarity = %v; want %v = 1 - %d/%d", tt.quote, got.Similarity, want, tt.dist, n)
		}
		if tt.dist > 0 && got.Kind != verify.Fuzzy {
			t.Errorf("Locate(policy, %q, fuzzy).Kind = %v; want fuzzy", tt.quote, got.Kind)
		}
	}
}

func TestLocateMaxEditRatio(t *testing.T) {
	src := "The customer may request a full refund within thirty days."
	quote := "The customr may requst a ful refnd within thirty days." // 4 edits in 54 code points
	for _, tt := range []struct {
		src, quote string
		ratio      float64
		found      bool
		why        string
	}{
		{src, quote, 0, true, "default 0.10 allows 5 edits"},
		{src, quote, 0.05, false, "2 edits allowed"},
		{src, quote, 0.2, true, "10 edits allowed"},
		{"abcdefghij", "abcdeXXXXX", 0.5, true, "5 edits in 10"},
		{"abcdefghij", "abcdXXXXXX", 0.5, false, "6 edits in 10"},
		{"abcdefghij", "abcdXXXXXX", 0.9, false, "a ratio above 0.5 is treated as 0.5"},
	} {
		opts := verify.LocateOptions{Fuzzy: true, MaxEditRatio: tt.ratio}
		got := verify.Locate(tt.src, tt.quote, opts)
		if got.Found() != tt.found {
			t.Errorf("Locate(%q, %q, %+v) = %+v; want found %v (%s)", tt.src, tt.quote, opts, got, tt.found, tt.why)
		}
		checkMatch(t, tt.src, tt.quote, opts, got)
	}
}

func TestPrepare(t *testing.T) {
	opts := verify.LocateOptions{Mode: normalize.Lenient, Fuzzy: true}
	src := "Line one.\r\nLine ２."
	d := verify.Prepare(src, opts)
	if got := d.Text(); got != src {
		t.Errorf("Prepare(%q).Text() = %q", src, got)
	}
	if got := d.Options(); got != opts {
		t.Errorf("Prepare(%q, %+v).Options() = %+v", src, opts, got)
	}
	if got, want := d.Folded().String(), "line one line 2"; got != want {
		t.Errorf("Prepare(%q).Folded() = %q; want %q", src, got, want)
	}
	if got, want := d.Offsets().Runes(len(src)), len([]rune(src)); got != want {
		t.Errorf("Prepare(%q).Offsets().Runes(%d) = %d; want %d", src, len(src), got, want)
	}
}

// TestDocumentConcurrent locates quotes of every kind from many goroutines
// on one Document; run it with -race.
func TestDocumentConcurrent(t *testing.T) {
	d := verify.Prepare(policy+" Ｓｅｅ ﬁnal terms.", verify.LocateOptions{Fuzzy: true})
	quotes := []string{
		"full refund within thirty days",
		"FULL REFUND",
		"see final terms",
		"The customer may request a ful refund within thirty day",
		"nothing like this",
		"",
	}
	want := make([]verify.Match, len(quotes))
	for i, q := range quotes {
		want[i] = d.Locate(q)
	}
	var wg sync.WaitGroup
	got := make([][]verify.Match, 8)
	for g := range got {
		wg.Go(func() {
			_ = d.Offsets()
			for k := range quotes {
				i := (k + g) % len(quotes) // a different order in each goroutine
				got[g] = append(got[g], d.Locate(quotes[i]))
			}
		})
	}
	wg.Wait()
	for g := range got {
		var ordered []verify.Match
		for k := range quotes {
			ordered = append(ordered, got[g][(k-g%len(quotes)+len(quotes))%len(quotes)])
		}
		if diff := cmp.Diff(want, ordered); diff != "" {
			t.Errorf("goroutine %d: Locate results (-want +got):\n%s", g, diff)
		}
	}
}

func TestKind(t *testing.T) {
	for _, tt := range []struct {
		k    verify.Kind
		want string
	}{
		{verify.NotFound, "none"},
		{verify.Exact, "exact"},
		{verify.Normalized, "normalized"},
		{verify.Fuzzy, "fuzzy"},
		{verify.Kind(9), "Kind(9)"},
	} {
		if got := tt.k.String(); got != tt.want {
			t.Errorf("Kind(%d).String() = %q; want %q", uint8(tt.k), got, tt.want)
		}
	}
	b, err := json.Marshal(map[string]verify.Kind{"kind": verify.Fuzzy})
	if err != nil || string(b) != `{"kind":"fuzzy"}` {
		t.Errorf("json.Marshal(Fuzzy) = %s, %v; want {\"kind\":\"fuzzy\"}", b, err)
	}
	if _, err := verify.Kind(9).MarshalText(); err == nil {
		t.Errorf("Kind(9).MarshalText() succeeded; want an error")
	}
	for _, k := range []verify.Kind{verify.NotFound, verify.Exact, verify.Normalized, verify.Fuzzy} {
		var got verify.Kind
		if err := got.UnmarshalText([]byte(k.String())); err != nil || got != k {
			t.Errorf("UnmarshalText(%q) = %v, %v; want %v", k.String(), got, err, k)
		}
	}
	var k verify.Kind
	if err := k.UnmarshalText([]byte("Exact")); err == nil {
		t.Errorf("UnmarshalText(%q) succeeded; want an error", "Exact")
	}
}

func TestMatchFound(t *testing.T) {
	if (verify.Match{}).Found() {
		t.Errorf("Match{}.Found() = true")
	}
	if !(verify.Match{Kind: verify.Fuzzy}).Found() {
		t.Errorf("Match{Kind: Fuzzy}.Found() = false")
	}
}

// TestLocateAllocs guards the prepared path: a quote is folded once, the
// source never again, and an already folded quote found as it is costs no
// allocation.
func TestLocateAllocs(t *testing.T) {
	d := verify.Prepare(policy, verify.LocateOptions{})
	for _, tt := range []struct {
		quote     string
		maxAllocs float64
		why       string
	}{
		{"full refund within thirty days", 0, "exact, already folded"},
		{"FULL REFUND\nwithin thirty days", 2, "normalized: the quote is folded"},
		{"nothing like this at all", 0, "not found, already folded"},
	} {
		if n := testing.AllocsPerRun(100, func() { sinkMatch = d.Locate(tt.quote) }); n > tt.maxAllocs {
			t.Errorf("Locate(%q) allocates %v times; want at most %v (%s)", tt.quote, n, tt.maxAllocs, tt.why)
		}
	}
}
