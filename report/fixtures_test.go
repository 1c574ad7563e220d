package report_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/report"
	"github.com/verbatim-go/verbatim/verify"
)

// The sources of the test pages: CJK, emoji (astral code points),
// combining marks, markup and quotes that must be escaped, CR LF and a
// lone CR, and a source that two claims quote with spans that cross.
var testSources = []verify.Source{
	{ID: "1", Text: "退款政策：年度计划可在购买后30天内全额退款。月度计划不可退款。\n客服电话：400-123-4567。"},
	{ID: "2", Text: "Rating: 😀😀😀 (3 of 5).\r\nThe drink is spelt cafe\u0301 au lait\r\nin the menu.\r\n\r\nSecond line after CR LF.\rA line after a lone CR.\r\n🇫🇷 French roast costs €4."},
	{ID: "3", Text: `Use <script>alert("x")</script> & 'single' "double" quotes; <b>bold</b> &amp; entities stay text. Fees are 5% & due monthly.`},
	{ID: "4", Text: "Annual plans can be refunded within 30 days of purchase. Refunds are issued within 5 business days.\n\nMonthly plans are not refundable."},
}

// testClaims are the claims of the verified page: grounded ones in every
// source, two whose spans cross in source 4 and one nested in both, and
// failures of each kind.
var testClaims = []verify.Claim{
	{Text: "年度计划可在购买后30天内全额退款。", Source: "1", Quote: "年度计划可在购买后30天内全额退款"},
	{Text: "The rating is 😀😀😀.", Source: "2", Quote: "Rating: 😀😀😀"},
	{Text: "The menu spells the drink café au lait.", Source: "2", Quote: "The drink is spelt cafe\u0301 au lait\r\nin the menu."},
	{Text: "A second line after CR LF, and a line after a lone CR.", Source: "2", Quote: "Second line after CR LF.\rA line after a lone CR."},
	{Text: `The source says: use <script>alert("x")</script> & 'single' "double" quotes.`, Source: "3", Quote: `Use <script>alert("x")</script> & 'single' "double" quotes`},
	{Text: "Fees are 5% & due monthly.", Source: "3", Quote: "Fees are 5% & due monthly."},
	{Text: "Annual plans can be refunded within 30 days.", Source: "4", Quote: "Annual plans can be refunded within 30 days"},
	{Text: "Refunds within 30 days of purchase.", Source: "4", Quote: "refunded within 30 days of purchase"},
	{Text: "30 days.", Source: "4", Quote: "30 days"},
	{Text: "Monthly plans are refundable.", Source: "4", Quote: "Monthly plans are not refundable"},
	{Text: "Refunds are issued within 9 business days.", Source: "4", Quote: "Refunds are issued within 5 business days."},
	{Text: "Refunds are instant.", Source: "4", Quote: "Refunds are instant."},
	{Text: "There is 99.99% uptime.", Source: "sla", Quote: "99.99% uptime"},
}

// testAnswer is the answer of the checked page, with the same kinds of
// text, CR LF, a marker naming no source, and two sentences that rest on
// the same source sentence.
const testAnswer = "## Refunds & <fees>\r\n" +
	"年度计划可在购买后30天内全额退款[1]。月度计划可以退款[1]。\r\n" +
	"The rating is 😀😀😀 (3 of 5) [2]. The drink is spelt café au lait in the menu [2].\r\n" +
	`Use <script>alert("x")</script> & 'single' "double" quotes [3]. ` +
	"Annual plans can be refunded within 30 days of purchase [4]. Annual plans can be refunded within 30 days [4]. " +
	"Refunds are issued within 5 business days [4][9]. Monthly plans are refundable [4]. " +
	"This suggests the policy is generous.\rMonthly plans are not refundable."

// A testPage is one page the tests render.
type testPage struct {
	name    string
	sources []verify.Source
	verify  *verify.Result    // a verified page, or
	check   *citations.Result // a checked page of answer
	answer  string
	opts    report.Options
}

func (p *testPage) render(t testing.TB) string {
	t.Helper()
	var b bytes.Buffer
	var err error
	if p.verify != nil {
		err = report.Verified(&b, p.verify, p.sources, p.opts)
	} else {
		err = report.Check(&b, p.check, p.answer, checkSources(p.sources), p.opts)
	}
	if err != nil {
		t.Fatalf("%s: %v", p.name, err)
	}
	return b.String()
}

func checkSources(srcs []verify.Source) []citations.Source {
	out := make([]citations.Source, len(srcs))
	for i, s := range srcs {
		out[i] = citations.Source{ID: s.ID, Text: s.Text}
	}
	return out
}

// testPages returns the pages the tests render.
func testPages(t testing.TB) []*testPage {
	t.Helper()
	verified, err := verify.Verify(testSources, testClaims, verify.Options{})
	if err != nil {
		t.Fatal(err)
	}
	checked, err := citations.Check(testAnswer, checkSources(testSources), citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	checkAll, err := citations.Check("Monthly plans are not refundable. The rating is 😀😀😀.", checkSources(testSources), citations.Options{Uncited: citations.CheckAll})
	if err != nil {
		t.Fatal(err)
	}

	// A result of Create: the same, with a draft, its coverage and the
	// steps taken.
	created := *verified
	created.Draft = "Annual plans can be refunded within 30 days. Monthly plans are refundable. <b>Bold</b> claims & more."
	created.Coverage = &verify.Coverage{Sentences: 3, Covered: 2, Uncovered: []string{"<b>Bold</b> claims & more."}, Ratio: 2.0 / 3, Retried: true}
	created.Path = []string{"extract", "verify", "extract", "verify"}

	// A withheld one, as the Abstain policy leaves it.
	withheld := created
	withheld.Claims = append([]verify.Checked(nil), verified.Claims...)
	for i := range withheld.Claims {
		if withheld.Claims[i].Status == verify.Grounded {
			withheld.Claims[i].Status = verify.Abstained
			withheld.Claims[i].Reason = "withheld with the rest of the answer"
		}
	}
	withheld.Withheld = true
	withheld.WithheldReason = "3 claim(s) still failed verification after repair"
	withheld.Text, withheld.Citations, withheld.Grounded = "", nil, false
	withheld.Path = append(created.Path, "repair", "verify", "abstain")

	// A long source, shown around its spans.
	long := []verify.Source{{ID: "long", Text: strings.Repeat("Filler text that no claim quotes.\r\n", 40) +
		"The warranty lasts 24 months from delivery. " + strings.Repeat("More filler, 😀 and 字. ", 40) +
		"Repairs take 10 days. Repairs are free under warranty." + strings.Repeat(" Tail.", 30)}}
	longRes, err := verify.Verify(long, []verify.Claim{
		{Text: "The warranty lasts 24 months.", Source: "long", Quote: "The warranty lasts 24 months from delivery."},
		{Text: "Repairs take 10 days.", Source: "long", Quote: "Repairs take 10 days."},
		{Text: "Repairs are free under warranty.", Source: "long", Quote: "Repairs are free under warranty."},
	}, verify.Options{})
	if err != nil {
		t.Fatal(err)
	}

	return []*testPage{
		{name: "verified", sources: testSources, verify: verified, opts: report.Options{Title: "Verified <answer> & \"quotes\""}},
		{name: "created", sources: testSources, verify: &created},
		{name: "withheld", sources: testSources, verify: &withheld},
		{name: "checked", sources: testSources, check: checked, answer: testAnswer},
		{name: "check-all", sources: testSources, check: checkAll, answer: "Monthly plans are not refundable. The rating is 😀😀😀."},
		{name: "long", sources: long, verify: longRes, opts: report.Options{MaxSource: 200, Context: 40}},
	}
}
