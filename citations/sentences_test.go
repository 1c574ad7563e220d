package citations

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/internal/sentence"
)

var sentenceTests = []struct {
	in   string
	want []string
	why  string
}{
	{"", nil, "empty"},
	{"   \n\n ", nil, "white space only"},
	{"The window is 30 days. Monthly plans are not refundable.",
		[]string{"The window is 30 days.", "Monthly plans are not refundable."}, "two sentences"},
	{"Refunds take 3.5 days. Then it ends.",
		[]string{"Refunds take 3.5 days.", "Then it ends."}, "a decimal point is not an end"},
	{"See example.com for details. Thanks.",
		[]string{"See example.com for details.", "Thanks."}, "a period inside a word"},
	{"Use a card, e.g. Visa or Mastercard. Cash is fine.",
		[]string{"Use a card, e.g. Visa or Mastercard.", "Cash is fine."}, "e.g. before a capital"},
	{"Sales rose 6% [1]. iPhone revenue was $46.2 billion. eBay grew too.",
		[]string{"Sales rose 6% [1].", "iPhone revenue was $46.2 billion.", "eBay grew too."}, "a name in mixed case opens a sentence"},
	{"Buy a phone, e.g. iPhone or Pixel. the rest waits.",
		[]string{"Buy a phone, e.g. iPhone or Pixel. the rest waits."}, "e.g. before a name in mixed case; a word in lower case opens none"},
	{"Ask Dr. Smith. She knows.",
		[]string{"Ask Dr. Smith.", "She knows."}, "a title"},
	{"It ships to the U.S. and Canada. It ships in the U.S. The rest waits.",
		[]string{"It ships to the U.S. and Canada.", "It ships in the U.S.", "The rest waits."}, "a dotted abbreviation ends a sentence only before a sentence starter"},
	{"It ships to the U.S.[1] Returns are free.",
		[]string{"It ships to the U.S.[1]", "Returns are free."}, "a marker after a dotted abbreviation ends the sentence"},
	{"Visit www.example.com. Then sign up. Ask a Ph.D. Student.",
		[]string{"Visit www.example.com.", "Then sign up.", "Ask a Ph.D. Student."}, "a host name is no abbreviation; Ph.D. is"},
	{"It costs approx. 20 dollars. See No. 5 below.",
		[]string{"It costs approx. 20 dollars.", "See No. 5 below."}, "abbreviations before digits"},
	{"Wait... then pay. Done... Next one.",
		[]string{"Wait... then pay.", "Done...", "Next one."}, "an ellipsis ends a sentence before a capital only"},
	{"He said \"stop.\" Then he left.",
		[]string{"He said \"stop.\"", "Then he left."}, "a closing quote stays with the sentence"},
	{"(See the policy.) It applies.",
		[]string{"(See the policy.)", "It applies."}, "a closing bracket stays with the sentence"},
	{"The window is 30 days.[1] Plans renew yearly.[2][3]",
		[]string{"The window is 30 days.[1]", "Plans renew yearly.[2][3]"}, "markers after the period belong to the sentence before"},
	{"The window is 30 days. [1] Plans renew yearly. [2, 3]",
		[]string{"The window is 30 days. [1]", "Plans renew yearly. [2, 3]"}, "markers after a space too"},
	{"The window is 30 days [1]. Plans renew [2].",
		[]string{"The window is 30 days [1].", "Plans renew [2]."}, "markers before the period"},
	{"Really? Yes! Fine.", []string{"Really?", "Yes!", "Fine."}, "question and exclamation marks"},
	{"Yahoo! is a site.", []string{"Yahoo! is a site."}, "a lowercase word goes on"},
	{"退款期限为30天。月度计划不可退款！真的吗？",
		[]string{"退款期限为30天。", "月度计划不可退款！", "真的吗？"}, "CJK sentence ends need no space"},
	{"退款期限为30天。[1]月度计划不可退款[2]。",
		[]string{"退款期限为30天。[1]", "月度计划不可退款[2]。"}, "a marker after 。 belongs to the sentence before"},
	{"# Refunds\nThe window is 30 days.",
		[]string{"Refunds", "The window is 30 days."}, "a heading is its own sentence"},
	{"**Refunds**\nThe window is 30 days.",
		[]string{"**Refunds**", "The window is 30 days."}, "a line all in bold is a heading"},
	{"**The window is 30 days.**\nAfter that, none.",
		[]string{"**The window is 30 days.**", "After that, none."}, "a bold sentence is a sentence"},
	{"**Note:** the window\nis 30 days.",
		[]string{"**Note:** the window\nis 30 days."}, "a bold label opens a line"},
	{"Terms:\n- Refunds within 30 days [1]\n- No refunds on monthly plans [2]\n1. First step\n2) Second step",
		[]string{"Terms:", "Refunds within 30 days [1]", "No refunds on monthly plans [2]", "First step", "Second step"}, "list items"},
	{"- [x] Done task\n- [ ] Open task", []string{"Done task", "Open task"}, "task list boxes"},
	{"The window is\n30 days. It is\nfair.", []string{"The window is\n30 days.", "It is\nfair."}, "soft line breaks"},
	{"First paragraph\n\nSecond paragraph", []string{"First paragraph", "Second paragraph"}, "a blank line ends a sentence"},
	{"> Refunds are issued\n> within 30 days.\nAfter that, none.",
		[]string{"Refunds are issued\n> within 30 days.", "After that, none."}, "a blockquote"},
	{"Intro.\n\n```\nx = 1. Y = 2.\n```\nOutro.", []string{"Intro.", "Outro."}, "fenced code is not prose"},
	{"One.\n\n---\n\nTwo.", []string{"One.", "Two."}, "a horizontal rule"},
	{"| Plan | Price |\n|---|---|\n| Basic | $10 |", []string{"| Plan | Price |", "| Basic | $10 |"}, "table rows; the separator row is skipped"},
	{"Version 2.0 is out. **Bold.** Next.", []string{"Version 2.0 is out.", "**Bold.**", "Next."}, "emphasis closes"},
	{"Срок возврата 30 дней. Ежемесячные планы не возвращаются.",
		[]string{"Срок возврата 30 дней.", "Ежемесячные планы не возвращаются."}, "Cyrillic"},
	{"... [1]", []string{"... [1]"}, "a marker is a word"},
	{"Refund policy\nAnnual plans are refundable.\nMonthly plans\nare not.",
		[]string{"Refund policy", "Annual plans are refundable.", "Monthly plans\nare not."}, "a title line before a capital"},
	{"一、配送\n订单满199元免运费。", []string{"一、配送", "订单满199元免运费。"}, "a CJK title line"},
	{"The first section, a route along\nMill Road, opens soon.",
		[]string{"The first section, a route along\nMill Road, opens soon."}, "a wrapped line with a comma is not a title"},
	{"?!", nil, "no letters or digits"},
}

func TestSentences(t *testing.T) {
	for _, tt := range sentenceTests {
		var got []string
		for _, s := range Sentences(tt.in) {
			if tt.in[s.Start:s.End] != s.Text {
				t.Errorf("Sentences(%q): %+v does not slice the text", tt.in, s)
			}
			got = append(got, s.Text)
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Sentences(%q) (%s) (-want +got):\n%s", tt.in, tt.why, diff)
		}
	}
}

// Every sentence slices the text, is trimmed, and comes after the one
// before it.
func TestSentencesRanges(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := rapid.OneOf(rapid.String(), rapid.StringOf(rapid.SampledFrom([]rune("ab .?!。\n-#>[]1,|`\"”3")))).Draw(t, "text")
		prev := 0
		for _, s := range Sentences(text) {
			if s.Start < prev || s.Start >= s.End || s.End > len(text) || text[s.Start:s.End] != s.Text {
				t.Fatalf("Sentences(%q): bad sentence %+v after offset %d", text, s, prev)
			}
			if s1, e1 := sentence.Trim(text, s.Start, s.End); s1 != s.Start || e1 != s.End {
				t.Fatalf("Sentences(%q): sentence %+v is not trimmed", text, s)
			}
			prev = s.End
		}
	})
}
