package citations_test

import (
	"testing"

	"github.com/verbatim-go/verbatim/citations"
)

// corpusCases are sentences of an answer checked against the test
// corpus's sources, each with the statuses it may have: an honest
// paraphrase is never unsupported, though it may be unverified; a
// distortion is never ok.
var corpusCases = []statusCase{
	{"Tessera Cloud does not cover exchange-rate differences charged by your bank [1].", honest,
		`both negate: "not responsible for exchange-rate differences"`},
	{"Either party can stop the automatic renewal by giving 90 days' written notice before the term ends [3].", honest,
		`"unless either party gives written notice" denies nothing`},
	{"The K2 costs $189 and ships free within the contiguous United States [2].", ok, `"$189.00" is $189`},
	{"The plan covers 18 kilometres of protected cycle lanes over three years [4].", honest, `"over the next three years" is a period`},
	{"Refunds for annual plans are pro-rata after 30 days, minus a $25 fee, and monthly plans are not refundable [1].", ok,
		"fused from two sentences, each of which says one clause"},
	{"The plan passed by 13 votes [4].", ok, "27 to 14"},
	{"The council vote was 14 to 27 [4].", unsupported, "the values change places"},
	{"Mireille Foods is the Supplier and Harbor Analytics is the Client [3].", unsupported, "the source defines the parties the other way"},
	{"Fernleaf sells anonymised statistics to advertisers [5].", distorted, `"We do not sell your personal data"`},
	{"Most surveyed residents opposed the plan [4].", unsupported, "29% opposed it"},
	{"All of the money will come from a national transport grant [4].", unsupported, "two-thirds of the money"},
	{"The K2 has a 450-watt motor [2].", unsupported, "a 150-watt motor at 450 rpm"},
	{"The Client pays €8,500 a year [3].", unsupported, "a monthly fee of €8,500"},
	{"Amara Osei warned that shops could close [4].", distorted, "Riverside Traders warned it"},
	{"The burrs have a 2-year warranty [2].", distorted, "the burrs are covered for 12 months"},
	{"Data is stored in data centres in the United States [5].", distorted, "in the European Union"},
	{"The agreement renews automatically if either party gives written notice [3].", unsupported, `"unless", not "if"`},
	{"The agreement renews for successive 24-month periods [3].", distorted, "12-month periods; 24 months is the initial term"},
}

var (
	honest      = []citations.Status{citations.OK, citations.Unverified}
	ok          = []citations.Status{citations.OK}
	distorted   = []citations.Status{citations.Unverified, citations.Unsupported}
	unsupported = []citations.Status{citations.Unsupported}
)

// A statusCase is a sentence of an answer, the statuses it may have, and
// why.
type statusCase struct {
	sentence string
	want     []citations.Status
	why      string
}

func TestCorpusCases(t *testing.T) { checkStatusCases(t, corpusSources(), corpusCases) }

// checkStatusCases checks each case's sentence against srcs.
func checkStatusCases(t *testing.T, srcs []citations.Source, cases []statusCase) {
	t.Helper()
	c, err := citations.NewCorpus(srcs, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range cases {
		r := c.Check(tt.sentence)
		if len(r.Sentences) != 1 {
			t.Fatalf("Check(%q) has %d sentences; want 1", tt.sentence, len(r.Sentences))
		}
		s := r.Sentences[0]
		found := false
		for _, w := range tt.want {
			found = found || s.Status == w
		}
		if !found {
			t.Errorf("Check(%q) = %v %v; want one of %v (%s)", tt.sentence, s.Status, s.Reasons, tt.want, tt.why)
		}
	}
}
