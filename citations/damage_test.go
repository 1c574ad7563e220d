package citations_test

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/internal/corpus"
)

// corpusSources returns the test corpus as citations sources.
func corpusSources() []citations.Source {
	var out []citations.Source
	for _, s := range corpus.Sources() {
		out = append(out, citations.Source{ID: s.ID, Text: s.Text})
	}
	return out
}

// A damage turns an honest answer into a dishonest one. It returns the
// damaged answer and the byte offset of a point inside the damaged
// sentence, or ok false if it does not apply to the answer.
type damage struct {
	name string
	// want are the reason codes of which at least one must flag the
	// damaged sentence; a sentence is flagged when its status is not ok.
	want  []string
	apply func(a corpus.Answer, i int) (text string, at int, ok bool)
}

// target returns the first sentence of the answer that cites a source.
func target(text string) citations.Sentence {
	for _, s := range citations.Sentences(text) {
		if len(citations.Markers(s.Text, corpusIDs)) > 0 {
			return s
		}
	}
	panic("no cited sentence in " + text)
}

var corpusIDs = func() []string {
	var ids []string
	for _, s := range corpus.Sources() {
		ids = append(ids, s.ID)
	}
	return ids
}()

// sourceText joins the texts of the sources an answer cites.
func sourceText(a corpus.Answer) string {
	var b strings.Builder
	for _, id := range a.Sources {
		s, _ := corpus.ByID(id)
		b.WriteString(s.Text)
	}
	return b.String()
}

// firstMarker returns the first marker of the sentence s of text, with
// offsets into text.
func firstMarker(text string, s citations.Sentence) citations.Marker {
	m := citations.Markers(s.Text, corpusIDs)[0]
	m.Start += s.Start
	m.End += s.Start
	return m
}

// inventedDetails are clauses that add detail no source has, per language.
var inventedDetails = map[string][]string{
	"en": {
		", together with a complimentary gift voucher for loyal members",
		", including a personal onboarding session with a dedicated concierge",
		", backed by an independent insurance guarantee from a partner bank",
	},
	"zh": {"，并额外赠送精美礼品和会员积分", "，还赠送专属客服热线和延保礼包"},
	"ru": {", а также бесплатную доставку курьером и подарочный сертификат", ", включая выездную консультацию инженера и подарочный сертификат"},
}

// extraClaims are uncited sentences that add a claim, per language.
var extraClaims = map[string]string{
	"en": " Customers also receive a 20% loyalty discount on their next order.",
	"zh": "所有顾客下次购物均可享受八折优惠。",
	"ru": " Все покупатели также получают скидку 20% на следующий заказ.",
}

// negationFlips replace a phrase of each answer with its negation or, for
// contract-sla, its modal opposite.
var negationFlips = map[string][2]string{
	"annual-refund":                {"can be refunded", "cannot be refunded"},
	"monthly-plans":                {"Tessera Cloud answers every", "Tessera Cloud never answers"},
	"refund-timing":                {"are issued to", "are not issued to"},
	"grinder-burrs":                {"The Kestrel K2 grinds with", "The Kestrel K2 does not grind with"},
	"grinder-size":                 {"The K2 measures", "The K2 does not measure"},
	"grinder-warranty":             {"warranty covering", "warranty that does not cover"},
	"grinder-list":                 {"with free shipping", "with no free shipping"},
	"contract-term":                {"The Agreement runs", "The Agreement does not run"},
	"contract-fees":                {"invoices are payable", "invoices are not payable"},
	"contract-sla":                 {"The Supplier must keep", "The Supplier may keep"},
	"contract-termination":         {"Either party may terminate", "Neither party may terminate"},
	"contract-liability":           {"The Supplier may not assign", "The Supplier may assign"},
	"council-vote":                 {"Riverside council approved a", "Riverside council did not approve a"},
	"council-funding":              {"will come from", "will not come from"},
	"council-survey":               {"61% supported the plan", "61% did not support the plan"},
	"privacy-children":             {"is not intended", "is intended"},
	"privacy-deletion":             {"Fernleaf erases your data", "Fernleaf never erases your data"},
	"zh-shipping":                  {"满199元免运费", "满199元不免运费"},
	"zh-returns":                   {"定制家具不支持", "定制家具支持"},
	"zh-refund":                    {"将在3个工作日内办理退款", "不会在3个工作日内办理退款"},
	"ru-warranty":                  {"Ремонт по гарантии выполняется бесплатно", "Ремонт по гарантии не выполняется бесплатно"},
	"ru-repair":                    {"Гарантия не распространяется", "Гарантия распространяется"},
	"ru-contact":                   {"Горячая линия работает", "Горячая линия не работает"},
	"refund-and-warranty":          {"the Kestrel K2 comes with", "the Kestrel K2 does not come with"},
	"deletion-and-confidentiality": {"each party must keep", "neither party must keep"},
	"refund-windows":               {"Tessera Cloud refunds annual", "Tessera Cloud never refunds annual"},
	"annual-paraphrase":            {"Tessera Cloud refunds an annual", "Tessera Cloud never refunds an annual"},
	"grinder-paraphrase":           {"shipping is free", "shipping is not free"},
	"contract-paraphrase":          {"Mireille Foods can claim", "Mireille Foods cannot claim"},
	"privacy-paraphrase":           {"it does not sell", "it does sell"},
	"zh-paraphrase":                {"会在付款后48小时内发货", "不会在付款后48小时内发货"},
	"ru-paraphrase":                {"Гарантия на двигатель", "Никакой гарантии на двигатель"},
}

var damages = []damage{
	{
		name: "changed number",
		want: []string{citations.ReasonNumberNotFound, citations.ReasonBoundMismatch, citations.ReasonAnchorAbsent},
		apply: func(a corpus.Answer, _ int) (string, int, bool) {
			text := a.Text
			src := sourceText(a)
			for _, s := range citations.Sentences(text) {
				ms := citations.Markers(s.Text, corpusIDs)
				for i := 0; i < len(s.Text); i++ {
					if s.Text[i] < '0' || s.Text[i] > '9' || slices.ContainsFunc(ms, func(m citations.Marker) bool { return m.Start <= i && i < m.End }) {
						continue
					}
					if i > 0 && ('A' <= s.Text[i-1] && s.Text[i-1] <= 'Z' || 'a' <= s.Text[i-1] && s.Text[i-1] <= 'z') {
						continue // a name such as K2, not a number
					}
					j := i
					for j < len(s.Text) && '0' <= s.Text[j] && s.Text[j] <= '9' {
						j++
					}
					n, _ := strconv.Atoi(s.Text[i:j])
					repl := ""
					for d := 1; ; d++ {
						repl = strconv.Itoa(n + d)
						if !strings.Contains(src, repl) {
							break
						}
					}
					at := s.Start + i
					return text[:at] + repl + text[s.Start+j:], at, true
				}
			}
			return "", 0, false
		},
	},
	{
		name: "wrong source",
		want: []string{citations.ReasonClaimNotInSource, citations.ReasonNumberNotFound, citations.ReasonNegationMismatch,
			citations.ReasonNameMismatch, citations.ReasonAnchorAbsent, citations.ReasonWordsMissing},
		apply: func(a corpus.Answer, i int) (string, int, bool) {
			var others []string
			for _, id := range corpusIDs {
				if !slices.Contains(a.Sources, id) {
					others = append(others, id)
				}
			}
			s := target(a.Text)
			m := firstMarker(a.Text, s)
			return a.Text[:m.Start] + "[" + others[i%len(others)] + "]" + a.Text[m.End:], m.Start, true
		},
	},
	{
		name: "made-up reference",
		want: []string{citations.ReasonUnknownSource},
		apply: func(a corpus.Answer, _ int) (string, int, bool) {
			s := target(a.Text)
			m := firstMarker(a.Text, s)
			return a.Text[:m.Start] + "[9]" + a.Text[m.End:], m.Start, true
		},
	},
	{
		name: "deleted citation",
		want: []string{citations.ReasonUncited},
		apply: func(a corpus.Answer, _ int) (string, int, bool) {
			s := target(a.Text)
			ms := citations.Markers(s.Text, corpusIDs)
			text := s.Text
			for k := len(ms) - 1; k >= 0; k-- {
				start := ms[k].Start
				if start > 0 && text[start-1] == ' ' {
					start--
				}
				text = text[:start] + text[ms[k].End:]
			}
			return a.Text[:s.Start] + text + a.Text[s.End:], s.Start, true
		},
	},
	{
		name: "uncited extra claim",
		want: []string{citations.ReasonUncited},
		apply: func(a corpus.Answer, _ int) (string, int, bool) {
			s := target(a.Text)
			extra := extraClaims[a.Lang]
			if strings.HasPrefix(extra, " ") && strings.HasPrefix(a.Text[s.End:], "\n") {
				extra = "\n- " + extra[1:]
			}
			return a.Text[:s.End] + extra + a.Text[s.End:], s.End + len(extra) - 2, true
		},
	},
	{
		name: "invented detail",
		want: []string{citations.ReasonClaimNotInSource, citations.ReasonWordsMissing},
		apply: func(a corpus.Answer, i int) (string, int, bool) {
			s := target(a.Text)
			m := firstMarker(a.Text, s)
			at := m.Start
			for at > s.Start && a.Text[at-1] == ' ' {
				at--
			}
			pool := inventedDetails[a.Lang]
			detail := pool[i%len(pool)]
			return a.Text[:at] + detail + a.Text[at:], at, true
		},
	},
	{
		name: "negation flip",
		want: []string{citations.ReasonNegationMismatch, citations.ReasonAntonymMismatch, citations.ReasonModalityMismatch,
			citations.ReasonWordsMissing},
		apply: func(a corpus.Answer, _ int) (string, int, bool) {
			f, ok := negationFlips[a.ID]
			if !ok {
				return "", 0, false
			}
			at := strings.Index(a.Text, f[0])
			if at < 0 {
				panic(fmt.Sprintf("%s: %q not in the answer", a.ID, f[0]))
			}
			return a.Text[:at] + f[1] + a.Text[at+len(f[0]):], at, true
		},
	},
}

// TestDamage checks that the honest answers of the test corpus are not
// accused and that each of seven kinds of damage to each of them is caught
// (the sentence is not ok) with a reason that kind calls for. An honest
// sentence may be unverified, a paraphrase its sources do not prove word
// for word; it must rarely fail: at most 5% of them. It logs those rates
// and the detection rate of each kind, which must be at least 95%.
func TestDamage(t *testing.T) {
	c, err := citations.NewCorpus(corpusSources(), citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	answers := corpus.Answers()
	if len(answers) < 20 {
		t.Fatalf("the corpus has %d answers; want at least 20", len(answers))
	}

	honest, accused, unproven := 0, 0, 0
	for _, a := range answers {
		for _, s := range c.Check(a.Text).Sentences {
			if s.Kind != citations.KindClaim {
				continue
			}
			honest++
			switch s.Status {
			case citations.OK:
			case citations.Unverified:
				unproven++
				t.Logf("not proven: %s: honest sentence %q is %v: %v", a.ID, s.Text, s.Status, s.Reasons)
			default:
				accused++
				t.Logf("accused: %s: honest sentence %q is %v: %v", a.ID, s.Text, s.Status, s.Reasons)
			}
		}
	}
	t.Logf("honest claims: %d; accused %d (%.1f%%); unverified %d (%.1f%%)", honest, accused, 100*float64(accused)/float64(honest),
		unproven, 100*float64(unproven)/float64(honest))
	if rate := float64(accused) / float64(honest); rate > 0.05 {
		t.Errorf("%.1f%% of honest claims fail a check; want at most 5%%", 100*rate)
	}
	if rate := float64(unproven) / float64(honest); rate > 0.25 {
		t.Errorf("%.1f%% of honest claims are unverified; want at most 25%%", 100*rate)
	}

	// Under CheckAll, the honest answers without their markers should
	// pass too: each sentence is supported by one source.
	all, err := citations.NewCorpus(corpusSources(), citations.Options{Uncited: citations.CheckAll})
	if err != nil {
		t.Fatal(err)
	}
	uncitedFP := 0
	for _, a := range answers {
		bare, _ := citations.Strip(a.Text, nil)
		for _, s := range all.Check(bare).Sentences {
			if s.Kind == citations.KindClaim && s.Status != citations.OK && s.Status != citations.Unverified {
				uncitedFP++
				t.Logf("false positive under check-all: %s: %q is %v: %v", a.ID, s.Text, s.Status, s.Reasons)
			}
		}
	}
	t.Logf("accused under check-all, markers removed: %d of %d honest claims", uncitedFP, honest)
	if rate := float64(uncitedFP) / float64(honest); rate > 0.05 {
		t.Errorf("under check-all %.1f%% of honest claims fail a check; want at most 5%%", 100*rate)
	}

	for _, d := range damages {
		applied, detected := 0, 0
		for i, a := range answers {
			text, at, ok := d.apply(a, i)
			if !ok {
				continue
			}
			applied++
			r := c.Check(text)
			var hit *citations.SentenceResult
			for k := range r.Sentences {
				if s := &r.Sentences[k]; s.Start <= at && at < s.End {
					hit = s
				}
			}
			if hit == nil {
				t.Errorf("%s, %s: no sentence at offset %d of %q", a.ID, d.name, at, text)
				continue
			}
			if hit.Status == citations.OK {
				t.Logf("missed: %s, %s: %q is ok", a.ID, d.name, hit.Text)
				continue
			}
			detected++
			if !slices.ContainsFunc(hit.Reasons, func(r citations.Reason) bool { return slices.Contains(d.want, r.Code) }) {
				t.Errorf("%s, %s: %q is %v with %v; want a reason among %v", a.ID, d.name, hit.Text, hit.Status, hit.Reasons, d.want)
			}
		}
		if applied < len(answers) {
			t.Errorf("%s applies to %d of %d answers", d.name, applied, len(answers))
		}
		t.Logf("%-20s detected %2d of %2d", d.name, detected, applied)
		if float64(detected) < 0.95*float64(applied) {
			t.Errorf("%s: detected %d of %d; want at least 95%%", d.name, detected, applied)
		}
	}
}
