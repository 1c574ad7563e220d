package extractive_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/extract/extractive"
	"github.com/verbatim-go/verbatim/extract/providertest"
)

var refundSources = []extract.Source{
	{ID: "policy", Text: "Refund policy\n\nYou can request a full refund within 30 days of purchase. Refunds are issued to the original payment method within 5–7 business days.\nDigital downloads are non-refundable once downloaded."},
	{ID: "faq", Text: "Q: Do you charge a restocking fee?\nA: No. We never charge restocking fees."},
}

var productPage = extract.Source{ID: "aurora-x2", Text: `# Aurora X2 Wireless Headphones

Price: $149.99

- Battery life: up to 40 hours with noise cancelling off.
- Charging: USB-C; a 10-minute charge gives 5 hours of playback.
- Weight: 250 g.
- Water resistance: IPX4 (splash resistant, not waterproof).

The Aurora X2 ships with a carrying case and a 1.2 m audio cable.
Warranty: 2 years, limited to manufacturing defects.`}

var chineseSource = extract.Source{ID: "zh", Text: "退款政策\n自购买之日起三十天内可申请全额退款。退款将在五个工作日内退回原支付方式。数字商品一经下载，恕不退款。"}

var extractiveTests = []struct {
	question  string
	sources   []extract.Source
	maxClaims int
	want      []extract.Claim // quotes; text is the quote with white space collapsed
	why       string
}{
	{
		"How long do I have to ask for a refund?", refundSources, 1,
		[]extract.Claim{{Source: "policy", Quote: "You can request a full refund within 30 days of purchase."}},
		"the shortest sentence about refunds ranks first; the title line is never quoted",
	},
	{
		"Is there a restocking fee?", refundSources, 0,
		[]extract.Claim{{Source: "faq", Quote: "We never charge restocking fees."}},
		"the FAQ's question is not quoted as an answer",
	},
	{
		"Can I return a digital download?", refundSources, 0,
		[]extract.Claim{{Source: "policy", Quote: "Digital downloads are non-refundable once downloaded."}},
		"plural and singular match",
	},
	{
		"What is the battery life?", []extract.Source{productPage}, 0,
		[]extract.Claim{{Source: "aurora-x2", Quote: "Battery life: up to 40 hours with noise cancelling off."}},
		"a list item, without its bullet",
	},
	{
		"Is the Aurora X2 waterproof?", []extract.Source{productPage}, 1,
		[]extract.Claim{{Source: "aurora-x2", Quote: "Water resistance: IPX4 (splash resistant, not waterproof)."}},
		"the rare word decides",
	},
	{
		"What is the price?", []extract.Source{productPage}, 0,
		[]extract.Claim{{Source: "aurora-x2", Quote: "Price: $149.99"}},
		"a short line with a number is a statement, not a title",
	},
	{
		"How long is the warranty?", []extract.Source{productPage, refundSources[0]}, 0,
		[]extract.Claim{{Source: "aurora-x2", Quote: "Warranty: 2 years, limited to manufacturing defects."}},
		"across sources",
	},
	{
		"多少天内可以申请退款？", []extract.Source{chineseSource}, 1,
		[]extract.Claim{{Source: "zh", Quote: "自购买之日起三十天内可申请全额退款。"}},
		"Chinese by character bigrams",
	},
	{
		"数字商品下载后可以退款吗？", []extract.Source{chineseSource}, 1,
		[]extract.Claim{{Source: "zh", Quote: "数字商品一经下载，恕不退款。"}},
		"Chinese, another sentence",
	},
	{
		"How much storage does the Family plan have?", []extract.Source{{ID: "t", Text: "| Plan | Storage | Price |\n|---|---|---|\n| Personal | 500 GB | $6 |\n| Family | 2 TB | $12 |\n"}}, 1,
		[]extract.Claim{{Source: "t", Quote: "| Family | 2 TB | $12 |"}},
		"a table's header row states nothing: the data row is quoted",
	},
	{
		"When must invoices be paid?", []extract.Source{{ID: "c", Text: "The Customer shall pay each invoice within 45 days. " +
			"Refunds are paid to the original card within 5 business days of approval, after a review by our team. " +
			"An invoice more than 30 days overdue may suspend the service. " +
			"Liability is capped at the fees paid in the 12 months before the claim, excluding indirect losses."}}, 0,
		[]extract.Claim{
			{Source: "c", Quote: "The Customer shall pay each invoice within 45 days."},
			{Source: "c", Quote: "An invoice more than 30 days overdue may suspend the service."},
		},
		"a sentence that shares only a weaker word of the question is off topic",
	},
	{
		"What is the refund window and the shipping time?", []extract.Source{{ID: "p", Text: "A refund window of 30 days applies. " +
			"The shipping time is 5 days."}}, 0,
		[]extract.Claim{
			{Source: "p", Quote: "The shipping time is 5 days."},
			{Source: "p", Quote: "A refund window of 30 days applies."},
		},
		"a sentence with two words of the question answers another part of it",
	},
	{
		"What is the weather in Paris?", refundSources, 0,
		nil,
		"no word in common: no claims",
	},
	{
		"the of and", refundSources, 0,
		nil,
		"stopwords only: no claims",
	},
	{
		"refund", nil, 0,
		nil,
		"no sources",
	},
}

func TestProvider(t *testing.T) {
	for _, tt := range extractiveTests {
		p := extractive.Provider{MaxClaims: tt.maxClaims}
		out, err := p.Complete(context.Background(), extract.AnswerRequest(tt.question, tt.sources))
		if err != nil {
			t.Fatalf("Complete(%q): %v", tt.question, err)
		}
		got, err := extract.Parse(out)
		if err != nil {
			t.Fatalf("Complete(%q) = %s, which Parse rejects: %v", tt.question, out, err)
		}
		want := &extract.Answer{Claims: []extract.Claim{}}
		var texts []string
		for _, c := range tt.want {
			c.Text = strings.Join(strings.Fields(c.Quote), " ")
			want.Claims = append(want.Claims, c)
			texts = append(texts, c.Text)
		}
		want.Answer = strings.Join(texts, " ")
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("Extractive answer to %q (-want +got) (%s):\n%s", tt.question, tt.why, diff)
		}
	}
}

func TestJoinsCJKWithoutSpaces(t *testing.T) {
	out, err := extractive.Provider{MaxClaims: 3}.Complete(context.Background(), extract.AnswerRequest("退款", []extract.Source{chineseSource}))
	if err != nil {
		t.Fatal(err)
	}
	a, _ := extract.Parse(out)
	if len(a.Claims) < 2 || strings.Contains(a.Answer, " ") {
		t.Errorf("answer %q with %d claims; want several sentences joined without spaces", a.Answer, len(a.Claims))
	}
}

func TestTasks(t *testing.T) {
	ctx := context.Background()
	p := extractive.Provider{}
	if _, err := p.Complete(ctx, &extract.Request{Task: extract.TaskPrompt, Prompt: "judge"}); !errors.Is(err, extract.ErrUnsupported) || !errors.Is(err, errors.ErrUnsupported) {
		t.Errorf("Complete(judge): %v; want ErrUnsupported", err)
	}

	answer, _ := p.Complete(ctx, extract.AnswerRequest("refund", refundSources))
	cover, _ := p.Complete(ctx, extract.CoverRequest("refund", refundSources, nil, []string{"x"}))
	if answer != cover {
		t.Errorf("cover = %s; want the answer again, %s", cover, answer)
	}

	prev, _ := extract.Parse(answer)
	if len(prev.Claims) < 2 {
		t.Fatalf("want at least two claims to repair, got %s", answer)
	}
	out, err := p.Complete(ctx, extract.RepairRequest("refund", refundSources, prev, []extract.Issue{{Claim: prev.Claims[0], Status: "quote_not_found"}}))
	if err != nil {
		t.Fatal(err)
	}
	got, _ := extract.Parse(out)
	want := &extract.Answer{Claims: prev.Claims[1:]}
	var texts []string
	for _, c := range want.Claims {
		texts = append(texts, c.Text)
	}
	want.Answer = strings.Join(texts, " ")
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("repair (-want +got):\n%s", diff)
	}

	canceled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := p.Complete(canceled, extract.AnswerRequest("refund", refundSources)); !errors.Is(err, context.Canceled) {
		t.Errorf("Complete with a canceled context: %v; want context.Canceled", err)
	}
}

// checkExtractive checks the guarantees of one Extractive output: it
// parses, every quote is a verbatim substring of the source it names, each
// claim's text is its quote with white space collapsed, and the answer is
// the claims' texts.
func checkExtractive(t interface{ Fatalf(string, ...any) }, p extractive.Provider, req *extract.Request, out string) {
	a, err := extract.Parse(out)
	if err != nil {
		t.Fatalf("output %s does not parse: %v", out, err)
	}
	max := p.MaxClaims
	if max <= 0 {
		max = 3
	}
	if len(a.Claims) > max {
		t.Fatalf("%d claims; want at most %d", len(a.Claims), max)
	}
	var texts []string
	for _, c := range a.Claims {
		found := false
		for _, s := range req.Sources {
			if s.ID == c.Source && strings.Contains(s.Text, c.Quote) {
				found = true
				break
			}
		}
		if !found || c.Quote == "" {
			t.Fatalf("quote %q is not in source %q", c.Quote, c.Source)
		}
		if c.Text != strings.Join(strings.Fields(c.Quote), " ") {
			t.Fatalf("claim text %q is not its quote %q", c.Text, c.Quote)
		}
		texts = append(texts, c.Text)
	}
	if len(a.Claims) > 0 && !strings.HasPrefix(a.Answer, texts[0]) {
		t.Fatalf("answer %q does not start with the first claim", a.Answer)
	}
	for _, tx := range texts {
		if !strings.Contains(a.Answer, tx) {
			t.Fatalf("answer %q lacks claim %q", a.Answer, tx)
		}
	}
}

var vocabulary = []string{
	"refund", "refunds", "days", "30", "purchase", "price", "the", "is", "a", "battery", "not",
	"退款", "天内", "申请", "。", ". ", "? ", "! ", "\n", "\n\n", "# ", "- ", " ", ", ", "e.g. ", "3.5",
	"Refund", "DAYS", "“", "”", "é", "e\u0301", "ﬁ", "\t",
}

func sourcesGen() *rapid.Generator[[]extract.Source] {
	text := rapid.Custom(func(t *rapid.T) string {
		return strings.Join(rapid.SliceOfN(rapid.SampledFrom(vocabulary), 0, 40).Draw(t, "words"), "")
	})
	return rapid.Custom(func(t *rapid.T) []extract.Source {
		n := rapid.IntRange(0, 4).Draw(t, "n")
		out := make([]extract.Source, n)
		for i := range out {
			out[i] = extract.Source{ID: rapid.StringMatching(`[a-z0-9]{1,3}`).Draw(t, "id"), Text: text.Draw(t, "text")}
		}
		return out
	})
}

func TestProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sources := sourcesGen().Draw(t, "sources")
		question := strings.Join(rapid.SliceOfN(rapid.SampledFrom(vocabulary), 0, 6).Draw(t, "question"), " ")
		p := extractive.Provider{MaxClaims: rapid.IntRange(0, 5).Draw(t, "max")}
		req := extract.AnswerRequest(question, sources)
		out, err := p.Complete(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		checkExtractive(t, p, req, out)
		again, _ := p.Complete(context.Background(), extract.AnswerRequest(question, sources))
		if again != out {
			t.Fatalf("not deterministic:\n%s\n%s", out, again)
		}
	})
}

func TestConcurrent(t *testing.T) {
	sources := append([]extract.Source{productPage, chineseSource}, refundSources...)
	p := extractive.Provider{}
	req := extract.AnswerRequest("How long is the battery life and the refund window?", sources)
	want, err := p.Complete(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 20 {
				if got, _ := p.Complete(context.Background(), req); got != want {
					t.Errorf("concurrent Complete = %s; want %s", got, want)
					return
				}
			}
		})
	}
	wg.Wait()
}

func FuzzExtractive(f *testing.F) {
	f.Add("How long?", productPage.Text)
	f.Add("退款", chineseSource.Text)
	f.Add("refund", refundSources[0].Text)
	f.Add("a\xffb", "a\xffb. a b.")
	f.Fuzz(func(t *testing.T, question, text string) {
		req := extract.AnswerRequest(question, []extract.Source{{ID: "1", Text: text}})
		out, err := extractive.Provider{}.Complete(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		if !utf8.ValidString(text) {
			// Quotes of invalid UTF-8 come back with U+FFFD; only parse.
			if _, err := extract.Parse(out); err != nil {
				t.Fatalf("output %s does not parse: %v", out, err)
			}
			return
		}
		checkExtractive(t, extractive.Provider{}, req, out)
	})
}

func TestProviderContract(t *testing.T) {
	providertest.Run(t, func(*testing.T) extract.Provider { return extractive.Provider{} })
}
