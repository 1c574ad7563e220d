package citations_test

import (
	"testing"

	"github.com/verbatim-go/verbatim/citations"
)

// auditSources are texts of the kinds people audit answers against: a
// price table, a medicine's dosage, a leave policy, quarterly results, a
// court's ruling, a trial's results, company news and two successions
// told with a pronoun.
var auditSources = []citations.Source{
	{ID: "1", Text: `Orvane Cloud pricing

| Plan | Price per month | Storage | Support |
|---|---|---|---|
| Basic | $10 | 50 GB | Email |
| Pro | $25 | 500 GB | Email and chat |
| Team | $60 | 2 TB | 24/7 phone |

All plans include a 14-day free trial. Annual billing saves 20%. Prices exclude VAT.`},
	{ID: "2", Text: `Velmorin 200 mg tablets

Adults and children over 12: take one or two tablets every 4 to 6 hours as needed. Do not take more than 6 tablets in 24 hours. Children aged 7 to 12: take one tablet every 4 to 6 hours, no more than 4 tablets in 24 hours. Do not give to children under 7. Take with food. Do not use for more than 3 days without talking to a doctor. Not suitable if you are pregnant, unless your doctor advises it.`},
	{ID: "3", Text: `Orrin Ltd leave policy

Full-time employees receive 25 days of paid annual leave, plus public holidays. Part-time employees receive leave pro rata. Up to 5 unused days may be carried over to the next year, with the approval of your manager. Sick leave is paid for up to 10 days a year; longer absences require a doctor's note. Parental leave is 16 weeks at full pay.`},
	{ID: "4", Text: `Velmora Group reports third-quarter results

Velmora Group's revenue for the third quarter of 2025 was $4.8 billion, up 6% from $4.5 billion a year earlier. Operating margin fell to 11.2% from 12.5%. Net income was $390 million, compared with $410 million in the third quarter of 2024. Chief executive Ines Maro said demand in Europe remained weak, while sales in Asia grew 14%.`},
	{ID: "5", Text: `Ruling in Orrin v. Corran Estates

The High Court ruled on 12 May 2025 that Corran Estates breached the lease by failing to repair the roof. The court awarded Orrin £85,000 in damages but rejected his claim for lost profits. Corran Estates has 28 days to appeal.`},
	{ID: "6", Text: `Velantrix trial results

The Harwick trial found no evidence that Velantrix lowered blood pressure in adults. Researchers had hoped the higher dose would shorten recovery, but it did not. The efficacy of Velantrix in children has not been established. Side effects may include nausea. The maximum dose is 40 mg a day.`},
	{ID: "7", Text: `Velmora company news

Velmora Inc acquired Orrin Ltd in March 2025. The bank sued Velmora in 2021 over unpaid fees. Ida Rask is the acting chief executive. The merger with Harrow Vale is due to close in June. Smoking is prohibited in all Velmora offices. Staff may work abroad for up to 30 days with their manager's written consent.`},
	{ID: "8", Text: `Tarrow Bank leadership

Nadia Orme joined Tarrow Bank in 2010. She became chief executive in 2017. Her predecessor, Piet Lund, retired in 2016. The bank's head office moved to Leeds in 2019. Its staff grew to 900. The nearby Orrin Mutual kept its office in York.`},
	{ID: "9", Text: `Harrow Rail leadership

Harrow Rail's chief executive, Lena Voss, took office in 2021. She previously ran the freight division.`},
}

// auditCases are answers' sentences checked against auditSources, as
// corpusCases are against the test corpus.
var auditCases = []statusCase{
	{"The Pro plan includes 500 GB of storage [1].", ok, "a table's row"},
	{"Prices do not include VAT [1].", ok, `"exclude", denied`},
	{"Prices include VAT [1].", unsupported, `"exclude"`},
	{"Paying annually saves 25% [1].", unsupported, "20%"},
	{"Adults should not take more than 6 tablets in 24 hours [2].", honest, "the limit is a sentence of its own"},
	{"Children aged 7 to 12 can take two tablets every 4 to 6 hours [2].", unsupported, "one tablet"},
	{"Velmorin can be given to children under 7 [2].", unsupported, `"Do not give to children under 7"`},
	{"Do not use Velmorin for more than 3 days without talking to a doctor [2].", ok, "the title names Velmorin"},
	{"Velmorin is suitable if you are pregnant [2].", unsupported, `"Not suitable if you are pregnant"`},
	{"Employees can carry over up to 5 unused days [3].", distorted, "with the approval of your manager"},
	{"Employees can carry over up to 5 unused days with their manager's approval [3].", ok, ""},
	{"Sick leave is paid for up to 10 weeks a year [3].", unsupported, "10 days"},
	{"Part-time employees receive 25 days of paid annual leave [3].", unsupported, "full-time employees do"},
	{"Velmora's third-quarter revenue rose 6% to $4.8 billion [4].", ok, ""},
	{"Velmora's operating margin rose to 12.5% from 11.2% [4].", unsupported, "it fell"},
	{"Sales in Europe grew 14% [4].", distorted, "in Asia"},
	{"Demand in Asia remained weak [4].", distorted, "in Europe"},
	{"The High Court ruled that Corran Estates breached the lease [5].", ok, ""},
	{"The High Court ruled that Orrin breached the lease [5].", distorted, "Corran Estates did"},
	{"The court rejected Orrin's claim for lost profits [5].", ok, ""},
	{"The Harwick trial found that Velantrix lowered blood pressure in adults [6].", unsupported, "no evidence that it did"},
	{"The Harwick trial found no evidence that Velantrix lowered blood pressure in adults [6].", ok, ""},
	{"The higher dose of Velantrix shortened recovery [6].", unsupported, `"but it did not"`},
	{"Velantrix is effective in children [6].", unsupported, "not established"},
	{"Side effects of Velantrix include nausea [6].", distorted, `"may include"`},
	{"Side effects of Velantrix may include nausea [6].", ok, ""},
	{"The dose of Velantrix is 40 mg a day [6].", distorted, "the maximum dose"},
	{"The maximum dose of Velantrix is 40 mg a day [6].", ok, ""},
	{"Orrin Ltd acquired Velmora Inc in March 2025 [7].", unsupported, "the other way round"},
	{"Orrin Ltd was acquired by Velmora Inc in March 2025 [7].", ok, "the passive says the same"},
	{"Velmora sued the bank in 2021 [7].", unsupported, "the bank sued Velmora"},
	{"Ida Rask is the chief executive of Velmora [7].", distorted, "acting"},
	{"The merger with Harrow Vale closed in June [7].", distorted, "due to close"},
	{"Smoking is permitted in Velmora offices [7].", unsupported, "prohibited"},
	{"Staff may work abroad for up to 30 days [7].", distorted, "with their manager's written consent"},
	{"Nadia Orme became chief executive in 2017 [8].", honest, `"She" is Nadia Orme`},
	{"Piet Lund became chief executive in 2017 [8].", distorted, `"She" is Nadia Orme, whom the sentence before names`},
	{"Piet Lund retired in 2016 [8].", ok, ""},
	{"Tarrow Bank's staff grew to 900 [8].", honest, `"Its" is the bank's`},
	{"Orrin Mutual's staff grew to 900 [8].", distorted, `"Its" is the bank's head office's, not Orrin Mutual's`},
	{"Lena Voss previously ran the freight division [9].", ok, `"She" is Lena Voss, not the Harrow Rail of "Harrow Rail's"`},
}

func TestAuditCases(t *testing.T) { checkStatusCases(t, auditSources, auditCases) }
