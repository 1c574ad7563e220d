package citations

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/internal/sentence"
)

// fuzzSeeds are the inputs of the table tests.
func fuzzSeeds() []string {
	var out []string
	for _, tt := range sentenceTests {
		out = append(out, tt.in)
	}
	for _, tt := range markerTests {
		out = append(out, tt.in)
	}
	for _, tt := range stripTests {
		out = append(out, tt.in)
	}
	for _, tt := range checkTests {
		out = append(out, tt.answer)
	}
	for _, tt := range quotationTests {
		out = append(out, tt.answer)
	}
	return append(out, "\xff[1]\xfe. \"\xc3", "[1-3][^2][Source 2]", "```\n[7]\n```", "> > \"x y\" [2]\n>", "。。[7]。")
}

func FuzzSentences(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		prev := 0
		for _, s := range Sentences(text) {
			if s.Start < prev || s.Start >= s.End || s.End > len(text) || text[s.Start:s.End] != s.Text {
				t.Fatalf("Sentences(%q): bad sentence %+v after %d", text, s, prev)
			}
			prev = s.End
		}
	})
}

func FuzzStrip(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add(s, 5)
	}
	f.Fuzz(func(t *testing.T, text string, n int) {
		n = n % 12
		ids := make([]string, 0, max(n, 0))
		for i := 1; i <= n; i++ {
			ids = append(ids, strings.Repeat("x", i%3)+string(rune('0'+i%10)))
		}
		for _, m := range Markers(text, ids) {
			if m.Start >= m.End || m.End > len(text) || len(m.Refs) == 0 {
				t.Fatalf("Markers(%q): bad marker %+v", text, m)
			}
			if n, closer := sentence.OpenBracket(text, m.Start); n == 0 || !strings.HasSuffix(text[:m.End], closer) {
				t.Fatalf("Markers(%q): bad marker %+v", text, m)
			}
		}
		got, rm := Strip(text, ids)
		at := 0
		var b strings.Builder
		for _, r := range rm {
			if r.Start < at || r.End > len(text) || text[r.Start:r.End] != r.Text {
				t.Fatalf("Strip(%q): bad removal %+v", text, r)
			}
			b.WriteString(text[at:r.Start])
			b.WriteString(r.Replacement)
			at = r.End
		}
		b.WriteString(text[at:])
		if b.String() != got {
			t.Fatalf("Strip(%q) = %q; the removals give %q", text, got, b.String())
		}
	})
}

func FuzzCheck(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add(s, "Monthly plans are not refundable. 30 days. 月度计划不可退款。", false)
	}
	f.Fuzz(func(t *testing.T, answer, source string, all bool) {
		opts := Options{}
		if all {
			opts.Uncited = CheckAll
		}
		r, err := Check(answer, append([]Source{{ID: "9", Text: source}}, policy...), opts)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range r.Sentences {
			if s.End > len(answer) || answer[s.Start:s.End] != s.Text {
				t.Fatalf("Check(%q): sentence %+v does not slice the answer", answer, s.Sentence)
			}
		}
		if utf8.ValidString(answer) && !utf8.ValidString(r.Cleaned) {
			t.Fatalf("Check(%q): cleaned %q is not valid UTF-8", answer, r.Cleaned)
		}
		// The source works as an answer too.
		if _, err := Check(source, policy, opts); err != nil {
			t.Fatal(err)
		}
	})
}
