package support

import (
	"bufio"
	"os"
	"slices"
	"strings"
	"testing"
)

// A claimCase is one claim of testdata/claims.txt with its evidence and
// the verdict it must get.
type claimCase struct {
	class    string
	line     int
	evidence string
	context  string
	before   string
	claim    string
	want     Outcome
	code     string // for Failed
}

// readClaims reads testdata/claims.txt.
func readClaims(t testing.TB) []claimCase {
	f, err := os.Open("testdata/claims.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []claimCase
	class, ev, ctx, before := "", "", "", ""
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if i := strings.Index(line, "  # "); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimRight(line, " ")
		switch {
		case line == "" || line == "#" || strings.HasPrefix(line, "# "):
		case strings.HasPrefix(line, "## "):
			class = line[3:]
		case strings.HasPrefix(line, "E "):
			ev, ctx, before = line[2:], "", ""
		case strings.HasPrefix(line, "C "):
			ctx = line[2:]
		case strings.HasPrefix(line, "B "):
			before = line[2:]
		case strings.HasPrefix(line, "+ "):
			out = append(out, claimCase{class, n, ev, ctx, before, line[2:], Supported, ""})
		case strings.HasPrefix(line, "? "):
			out = append(out, claimCase{class, n, ev, ctx, before, line[2:], Unverified, ""})
		case strings.HasPrefix(line, "- "):
			code, claim, _ := strings.Cut(line[2:], " ")
			out = append(out, claimCase{class, n, ev, ctx, before, claim, Failed, code})
		default:
			t.Fatalf("testdata/claims.txt:%d: cannot read %q", n, line)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// evidenceOf returns the evidence of a case: its passages, split at " || ",
// and context.
func evidenceOf(c claimCase) Evidence {
	ev := Evidence{Where: "the quote"}
	for _, p := range strings.Split(c.evidence, " || ") {
		ev.Passages = append(ev.Passages, Passage{Source: "1", Text: Analyze(p, Auto)})
	}
	if c.before != "" {
		before := Analyze(c.before, Auto)
		ev.Before = func(int) *Text { return before }
	}
	if c.context != "" {
		ev.Context = []Passage{{Source: "1", Text: Analyze(c.context, Auto)}}
	}
	return ev
}

func TestClaims(t *testing.T) {
	for _, c := range readClaims(t) {
		v := Check(NewClaim(c.claim, Auto), evidenceOf(c), Options{})
		code := ""
		if cd, ok := v.Code(); ok {
			code = cd.String()
		}
		if v.Outcome != c.want || c.want == Failed && code != c.code {
			t.Errorf("claims.txt:%d (%s): Check(%q, %q) = %v %s %v; want %v %s", c.line, c.class, c.claim, c.evidence, v.Outcome, code, v.Reasons, c.want, c.code)
		}
	}
}

// TestClaimsClasses checks that each class of the claims file has at
// least ten pairs of an honest claim and a distorted one.
func TestClaimsClasses(t *testing.T) {
	honest, distorted := map[string]int{}, map[string]int{}
	for _, c := range readClaims(t) {
		if c.want == Supported {
			honest[c.class]++
		} else {
			distorted[c.class]++
		}
	}
	for _, class := range []string{"anchors", "roles", "polarity", "antonyms", "modality", "bounds", "dates", "conditions"} {
		if honest[class] < 10 || distorted[class] < 10 {
			t.Errorf("class %s has %d honest and %d distorted claims; want at least 10 of each", class, honest[class], distorted[class])
		}
	}
	if honest["forms"] < 10 {
		t.Errorf("class forms has %d honest claims; want at least 10", honest["forms"])
	}
}

func TestSnippet(t *testing.T) {
	ev := Evidence{Where: "the snippet", Passages: []Passage{{Source: "1", Text: Analyze("Kestrel's K2 grinder … 31 stepped settings …", Auto)}}}
	for _, tt := range []struct {
		claim   string
		snippet bool
		want    Outcome
		code    Code
	}{
		{"The warranty covers the motor for two years.", false, Failed, NotInEvidence},
		{"The warranty covers the motor for two years.", true, Unverified, WordsMissing},
		{"The K2 grinder has 40 stepped settings.", true, Failed, NumberMismatch},
		{"The K2 grinder has 31 stepped settings.", true, Supported, 0},
	} {
		v := Check(NewClaim(tt.claim, Auto), ev, Options{Snippet: tt.snippet})
		code, _ := v.Code()
		if v.Outcome != tt.want || v.Outcome == Failed && code != tt.code {
			t.Errorf("Check(%q, snippet %v) = %v %v; want %v %v", tt.claim, tt.snippet, v.Outcome, v.Reasons, tt.want, tt.code)
		}
	}
}

// TestMessages checks the words of reasons a person reads against the
// quote: the two values side by side, a name of several words as one, and
// the pronoun a quote speaks of an unnamed subject by.
func TestMessages(t *testing.T) {
	for _, tt := range []struct {
		claim, evidence, want string
	}{
		{"The Su-35 jet was shot down near the border.", "The Su-24 jet was shot down near the border.", "the claim says Su-35; the quote says Su-24"},
		{"Revenue fell 12% in 2023.", "Revenue rose 12% in 2023.", "the quote says rose; the claim says fell"},
		{"Shipping within Canada is free on orders over $50.", "Shipping within the U.S. is free on orders over $50.", "the claim names Canada; the quote names the U.S."},
		{"You may request a refund within 30 days of purchase.", "You may request a refund within 30 days of purchase for any annual plan.", `the quote adds a condition the claim drops: "for any annual plan"`},
		{"The tour ended in New Jersey in May.", "The tour ended in New York in May.", "the claim names New Jersey; the quote names New York"},
		{"The band toured the United Kingdom in May.", "The band toured the United States in May.", "the claim names the United Kingdom; the quote names the United States"},
		{"Tom Ealing directed the documentary.", "The documentary was directed by Priya Nair.", "the claim has Tom Ealing directed; the quote has directed by Priya Nair"},
		{"Kestrel Peak is the highest summit in the range.", "Kestrel Peak is the second-highest summit in the range.", `the claim says "highest"; the quote says "second-highest"`},
		{"The Siege of the Nine Towers opened the season.", "The festival's first play opened the season.", "the quote does not mention Siege of the Nine Towers"},
		{"Harbour Lights came out in 2011.", "Her albums include Northern Lanterns (2011) and Harbour Lights (2014).", "the claim says Harbour Lights in 2011; the quote says Harbour Lights (2014)"},
		{"The prize went to Marta Ilves in 2019.", "The prize went to a painter in 2019.", "the quote does not mention Marta Ilves"},
		{"In 2019 Marta Ilves won the prize.", "In 2019 she won the prize.", `the quote does not mention Marta Ilves, only "she"`},
		{"Marta Ilves opened a gallery in Tartu.", "After her debut, she opened a gallery in Tartu.", `the quote does not mention Marta Ilves, only "she"`}, // the subject after the opening phrase
		{"The Boeing 767 landed in Tartu.", "The aircraft landed in Tartu.", "the quote does not mention Boeing 767"},
		{"Marta Ilves praised the gallery in Tartu.", "The gallery in Tartu was praised by critics and its visitors.", "the quote does not mention Marta Ilves"},
		{"Saltmarsh was released in cinemas in 1987.", "The film was released in cinemas in 1987.", `the quote does not mention Saltmarsh, only "The film"`},
		{"The mayor refused the harbour post.", "The mayor was offered the harbour post but she rejected the offer.", `the claim negates with "refused" and the quote with "rejected", not the same words`},
		{"Nils Orm died in 1878.", "Nils Orm (3 March 1878 – 21 September 1920) was a poet.", `the claim dates the death "1878"; the quote gives 21 September 1920`},
		{"Ines Maro died in 1865.", "Ines Maro (born 1865) led the guild.", "the quote gives 1865 as the birth"},
		{"The siege ended in 1778.", "The siege began in 1778 and ended in 1779.", `the claim says "ended in 1778"; the quote says "ended in 1779"`},
		{"The SDK runs on Java 11.", "The SDK runs on Java 17 or later.", "the claim says Java 11; the quote says Java 17 or later"},
		{"The Kel mill reopened in 1996, 12 years after it closed.", "The Kel mill closed in 1980 and reopened in 1996.", `the claim says "12 years"; the quote gives 1980 and 1996, 16 years apart`},
		{"Kel net income more than doubled.", "Kel net income rose to $370 million from $190 million.", "the claim says more than doubled; the quote says from $190 million to $370 million"},
		{"Side effects of Kelvapril were mild.", "Most side effects of Kelvapril were mild.", `the quote says it of "Most side effects"`},
		{"Orrin shipping takes 3 days.", "Orrin shipping takes 3 days within Kelland and 7 days abroad.", `the quote gives 3 days only in "Orrin shipping takes 3 days within Kelland", and 7 days in "7 days abroad"`},
		{"Orrin's net income fell to $1.2 billion.", "Orrin's net income rose 8% to $1.2 billion, while revenue fell 3%.", `the quote says "income rose", and "revenue fell"; the claim says "income fell"`},
		{"Parents receive 16 weeks of Orrin parental leave.", "Primary caregivers receive 16 weeks of Orrin parental leave.", `the claim says it of "Parents" where the quote says it of "Primary caregivers"`},
		{"Velmora members get a refund if they cancel.", "Velmora members get a refund only if they cancel within 10 days.", `the quote gives the condition "only if they cancel within 10 days"; the claim gives "if they cancel"`},
		{"The Max plan costs $15 more than the Lite plan.", "The Lite plan costs $8 a month and the Max plan costs $20 a month.", `the claim says "$15 more than"; the quote gives $8 and $20`},
		{"Velmora does not accept cards.", "Velmora does not accept cash, but cards are welcome.", `the quote denies "accept" of "cash"; the claim denies it of "cards"`},
		{"The plan covers all treatment except cosmetic surgery.", "The plan covers all treatment except cosmetic surgery and hearing aids.", `the quote says "except cosmetic surgery and hearing aids"; the claim says only "except cosmetic surgery"`},
		{"Kelair checked bags cost $35 each.", "On Kelair the first checked bag costs $35 and the second costs $45.", "the quote gives $35 for the first only, and $45 for the second"},
		{"The SDK requires Java 21.", "The SDK requires Java 17 or later.", `the quote says "Java 17 or later", which does not prove the claim's Java 21`},
		{"Take 6 capsules a day.", "Take 1 capsule up to three times a day.", `the claim says "6 capsules a day"; the quote says "1 capsule up to three times a day": 3 a day`},
		{"Check-in opens at noon.", "Check-in opens at 3 pm.", "the claim says noon; the quote says 3 pm"},
		{"The café closes at 6 pm on Sundays.", "The café closes at 10 pm on Fridays and 6 pm on Mondays, and at 4 pm on Sundays.", "the claim gives 6 pm on Sundays; the quote gives 4 pm on Sundays, and 6 pm on Mondays"},
		{"Revenue rose 12%.", "Revenue rose 5% while costs rose 12%.", `the claim gives 12% for Revenue; the quote gives 5% for Revenue, and 12% for costs`},
		{"The case went to the High Court.", "The case went to the Court of Appeal.", "the claim names High Court; the quote names the Court of Appeal"},
		{"The company hired 500 workers.", "The company plans to hire 500 workers.", `the quote gives "plans to hire" as meant or expected, not done; the claim says "hired"`},
		{"Most patients recovered.", "Some patients recovered.", `the quote says it of "Some patients"; the claim says "Most patients"`},
		{"The warranty covers water damage.", "The warranty covers all faults except water damage.", `the quote says "covers all faults except water damage"; the claim says "covers water damage"`},
		{"The plan costs $10 per month.", "The plan costs $120 per year.", "the claim says $10 per month; the quote says $120 per year, the same rate per another period"},
		{"The ferry left Oslo on 3 May.", "The ferry left Bergen on 3 May and Oslo on 9 May.", "the claim gives 3 May for Oslo; the quote gives 9 May for Oslo, and 3 May for Bergen"},
		{"Henrik P. Aalto drafted it.", "Henrik J. P. Aalto drafted it.", "the claim names Henrik P. Aalto; the quote names Henrik J. P. Aalto"},
		{"Late fees are waived.", "Late fees are hardly ever waived.", `the quote says "hardly ever waived"; the claim says "waived"`},
		{"Silver members get 16 GB.", "Silver members get 4 GB and gold members get 16 GB.", "the claim gives 16 GB for Silver; the quote gives 4 GB for Silver, and 16 GB for gold"},
		{"The router supports Wi-Fi 6E.", "The router supports Wi-Fi 6 but not Wi-Fi 6E.", `the quote negates "Wi-Fi 6E" ("not") but the claim does not`},
		{"Orrin's revenue rose 5%.", "Velmora's revenue rose 5%, outpacing Orrin.", `the claim says "Orrin's revenue"; the quote says "Velmora's revenue"`},
		{"The firm was sold in 2014.", "The firm, founded in 2014, was sold three years later.", `the claim says "sold in 2014"; the quote says "sold three years later", counted from 2014`},
		{"The firm was sold in 2018.", "The firm, founded in 2014, was sold three years later.", `the claim says 2018; the quote says 2014`},
		{"The probe reached Mars in May 2019.", "The probe, launched on March 3, 2019, reached Mars two months later.", `the quote counts "reached Mars two months later" from another date; the claim says May 2019`},
		{"The firm was sold in 2014.", "The firm, launched in 2014, was sold some years later.", `the quote gives 2014 to "launched"; it says "sold some years later"`},
		{"The lease is governed by the laws of Ontario.", "The lease is governed by the laws of the Province of Quebec.", "the claim names Ontario; the quote names the Province of Quebec"},
		{"Orrin sales grew 6% in the second half.", "Orrin sales grew 6% in the first half and 2% in the second.", "the claim gives 6% for the second; the quote gives 2% for the second, and 6% for the first"},
		{"The Kel pool is open five days a week.", "The Kel pool is open 14 hours a day, six days a week.", "the claim says five days; the quote says six days"},
		{"After 8 weeks, the Kel drug lowered HbA1c by 1.4 points.", "After 24 weeks, the Kel drug lowered HbA1c by 1.4 points.", "the claim says 8 weeks; the quote says 24 weeks"},
		{"The Kel camera records 4K video at 60 fps.", "The Kel camera records 4K video at 30 fps and 1080p video at 60 fps.", "the claim gives 60 fps with 4K video; the quote gives 30 fps with it, and 60 fps elsewhere"},
		{"Checked bags are included in the Kel Air fare.", "One checked bag is included in the Kel Air fare.", `the quote says it of "One checked bag"; the claim says "Checked bags"`},
		{"Other staff get 20 days.", "Managers get 20 days and other staff get 10 days.", "the claim gives 20 days for other staff; the quote gives 10 days for other staff, and 20 days for Managers"},
		{"The drug lowered blood pressure.", "The trial found no evidence that the drug lowered blood pressure.", `the quote negates "lowered" ("no") but the claim does not`},
		{"The strike is over.", "The strike is not over yet.", `the quote says "strike is not over"; the claim says "strike is over"`},
		{"She was there.", "She was not there.", `the quote says "was not there"; the claim says "She was there"`},
		{"The new dose shortened recovery.", "Doctors hoped the new dose would shorten recovery, but it did not.", `the quote negates "shorten" ("not") but the claim does not`},
		{"Velmora sued the bank.", "The bank sued Velmora.", "the claim has Velmora sued the bank; the quote has The bank sued Velmora"},
		{"The Customer may terminate the agreement for convenience.", "The Customer may terminate the agreement only for cause.", `the quote adds a condition the claim drops: "only for cause"; the quote does not say "convenience"`},
		{"Velmora paid $2 billion for Orrin.", "Orrin paid $2 billion for Velmora.", "the claim has Velmora paid $2 billion for Orrin; the quote has Orrin paid $2 billion for Velmora"},
		{"Velmora paid $2 billion.", "Orrin paid $2 billion for Velmora.", "the claim has Velmora paid; the quote has Orrin paid $2 billion for Velmora"},
		{"The deductible is $250.", "The deductible is $250 for water damage.", `the quote adds a condition the claim drops: "for water damage"`},
		{"The vaccine protects against flu.", "The vaccine protects against some strains of flu.", `the quote adds a condition the claim drops: "some strains of flu"`},
		{"The app is free.", "The app is free to download.", `the quote adds a condition the claim drops: "free to download"`},
		{"Payment is due on receipt.", "Payment is due 30 days after receipt.", `the quote adds a condition the claim drops: "30 days after receipt"`},
		{"Orrin is the largest bank in Tarrow.", "Orrin is one of the largest banks in Tarrow.", `the quote says "one of the largest banks"; the claim says "the largest bank"`},
		{"The plan costs $10.", "The plan costs $10 per user per month.", `the quote gives "$10 per user per month"; the claim drops "per user per month"`},
		{"The flight takes 3 hours.", "The flight takes 3 hours and 40 minutes.", "the claim says 3 hours; the quote says 3 hours and 40 minutes"},
		{"Orrin owns Velmora.", "Orrin owns a 30% stake in Velmora.", `the quote says it of a part of "Velmora": "owns a 30% stake in Velmora"`},
		{"Shareholders approved the merger.", "The board recommended that shareholders approve the merger.", `the quote gives "recommended that shareholders approve" as asked for, not done; the claim says "approved"`},
		{"The premium plan is cheaper than the family plan.", "The family plan is cheaper than the premium plan.", `the claim says "The premium plan is cheaper than the family plan"; the quote has it the other way: "The family plan is cheaper than the premium plan"`},
		{"Orrin Ltd was acquired by Velmora Inc.", "Orrin Ltd acquired Velmora Inc.", "the claim has Velmora Inc acquired Orrin Ltd; the quote has Orrin Ltd acquired Velmora Inc"},
		{"Kel is the capital of Orrin.", "Orrin is the capital of Kel.", `the claim says "Kel is the capital of Orrin"; the quote says "Orrin is the capital of Kel"`},
		{"Ida Rask is the chief executive.", "Ida Rask is the acting chief executive.", `the quote says "acting chief"; the claim says "chief"`},
		{"Ida Rask was elected mayor.", "Ida Rask lost the election for mayor.", `the quote says "lost the election"; the claim says "elected"`},
		{"Major League Baseball runs the draft.", "Minor League Baseball runs the draft.", "the claim names Major League Baseball; the quote names Minor League Baseball"},
		{"Orrin parcels are insured.", "Orrin parcels are insured only with a tracked-delivery option.", `the quote adds a condition the claim drops: "only with a tracked-delivery option"`},
		{"The Orrin levy applies to all firms.", "The Orrin levy applies to firms with more than 250 staff.", `the quote says it of "firms with more than 250 staff" only`},
		{"The Kel 5 has a 6.7-inch display.", "The Kel 5 has a 6.1-inch display, and the Kel 5 Pro has a 6.7-inch display.", "the claim names Kel 5; the quote names Kel 5 Pro"},
		{"Spider-Man 2 is a song.", "Spider-Man 2 is a film.", `the quote says Spider-Man 2 is "a film"; the claim says "a song"`},
		{"The Kel heating turns off at 6 am.", "The Kel heating turns off at 10 pm and turns on at 6 am.", `the quote says "turns on at 6 am"; the claim says "turns off"`},
		{"Kel reported revenue of $12.4 billion for the year.", "For the quarter, Kel reported revenue of $12.4 billion.", "the quote gives it for the quarter; the claim says for the year"},
		{"Orrin Foods raised its dividend in 2020.", "Orrin Foods raised its dividend every year since 2012 except in 2020.", `the quote excepts 2020 ("except in 2020"); the claim says it of 2020`},
		{"Velmora issues refunds.", "Velmora issues refunds except for orders over $500.", `the quote adds a condition the claim drops: "except for orders over $500"`},
		{"Velmora refunds every order.", "Velmora refunds every order except orders over $500.", `the quote says "refunds every order except orders over $500"; the claim says "refunds every order"`},
		{"Orrin Bridge was built in 1820.", "Orrin Bridge is believed to have been built in 1820.", `the quote gives "believed to have been built" as believed or said, not shown; the claim says "built"`},
		{"The Orrin plan covers dental care.", "The Orrin plan covers dental care up to $1,000 a year.", `the quote caps it: "up to $1,000 a year"`},
		{"Orrin refunds take 7 business days.", "Orrin refunds take 5 to 7 business days.", `the quote says "5 to 7 business days", which does not prove 7`},
		{"The Orrin store is closed on Sundays.", "The Orrin store is open every day except Sundays.", `the quote does not say "closed"`},
		{"Ines Maro is the chair.", "Ines Maro was the chair until 2021.", `the quote says it held "until 2021"; the claim says it holds`},
		{"The tenant may sublet the flat.", "The tenant may sublet the flat with the landlord's written consent.", `the quote adds a condition the claim drops: "with the landlord's written consent"`},
		{"Refunds are issued if the order was shipped.", "Refunds are issued unless the order was shipped.", `the quote says "unless the order was shipped"; the claim says "if the order was shipped"`},
		{"The order was shipped.", "Refunds are issued unless the order was shipped.", `the quote says it only as a condition: "unless the order was shipped"`},
		{"Sales grew in the United States.", "Sales grew in the European Union.", "the quote does not mention United States"},
		{"Ida Rask is the Landlord.", `This lease is made between Corran Estates (hereinafter the "Landlord") and Ida Rask (the "Tenant").`, "the claim makes Ida Rask the Landlord; the quote defines the Landlord as Corran Estates and the Tenant as Ida Rask"},
		{"There was no water damage.", "The inspection found no evidence of water damage.", `the claim negates "water"; the quote negates "evidence" of it, not "water" itself`},
		{"The mayor accepted the offer.", "The mayor turned down the offer.", "the quote says turned down; the claim says accepted"},
		{"The mayor took the offer.", "The mayor turned down the offer.", `the quote negates "offer" ("turned down")`},
		{"The rowing club is based in Leeds.", "The rowing club is based outside of Leeds.", `the quote says "outside of Leeds"; the claim says "in Leeds"`},
		{"The deposit is refundable.", "The deposit is non-refundable.", "the quote says non-refundable; the claim says refundable"},
		{"The rowing club is based in Leeds.", "The rowing club is based 10 miles away from Leeds.", `the quote says "away from Leeds"; the claim says "in Leeds"`},
		{"Refunds are issued in fewer than 2 weeks.", "Refunds are issued in 20 days.", `the claim says "fewer than 2 weeks" where the quote says "20 days"`},
		{"The warranty lasts 2 years.", "The warranty lasts 730 days.", "the claim says 2 years; the quote says 730 days, which does not convert to it exactly"},
		{"Shipping is free on orders over $40.", "Shipping is free on orders over $50.", `the quote says it of "over $50" only; the claim says "over $40"`},
		{"The Kel tower is 300 metres tall.", "The Kel tower is 300.4 metres tall.", "the quote says 300.4 metres; the claim rounds it to 300 metres"},
		{"Children under 12 should not take Kelvin tablets.", "Kelvin tablets are for adults and children aged 12 years and over.", `the claim denies it for "under 12"; the quote says "12 years and over"`},
		{"The treasurer resigned.", "The chair resigned, but the treasurer stayed.", `the claim says "treasurer resigned"; the quote says "The chair resigned, but the treasurer stayed"`},
		{"Give 10 mg per kg.", "Give 10 mg per day.", `the quote gives "10 mg per day"; the claim says "10 mg per kg"`},
		{"The leave policy applies to all staff.", "The leave policy applies to part-time staff.", `the quote says it of "part-time staff" only; the claim says "all staff"`},
		{"Velmora posted a profit of $8 million.", "Velmora posted a net loss of $8 million, against a profit of $2 million the year before.", "the quote gives $8 million for loss; the claim gives it for profit"},
		{"All Orrin guests receive a gift.", "Orrin guests staying 3 nights or more receive a gift.", `the quote says it of "guests staying 3 nights" only; the claim says "All Orrin guests"`},
		{"The Kel vaccine is approved for all adults.", "The Kel vaccine is approved for adults aged 70.", `the quote says it of "adults aged 70" only; the claim says "all adults"`},
		{"Velmora tablets should not be taken on an empty stomach.", "Take Velmora tablets with food.", `the claim negates "taken" "on an empty stomach", which the quote does not say`},
		{"Kel staff do not qualify for leave.", "To qualify for leave, Kel staff must work for 12 months.", `the quote gives "qualify" only as what a rule is for: "To qualify for leave"`},
		{"Guests cannot book rooms.", "Only members can book rooms.", `the quote says it only of "members"; the claim denies it of others`},
		{"Children cannot use the Kel pool.", "The Kel pool is open to adults only.", `the quote says it only of "adults"; the claim denies it of others`},
		{"Late check-out until 2 pm costs $30.", "Check-out is at 11 am; late check-out until 1 pm costs $30.", "the claim says 2 pm; the quote says 1 pm"}, // the time after the claim's "until"
		{"Sales were over $60 million.", "Sales were over $50 million.", `the quote says "over $50 million", which does not prove "over $60 million"`},
		{"Net income fell from $2 million to $5 million.", "Net income decreased from $5 million to $2 million.", "the claim says from $2 million to $5 million; the quote says from $5 million to $2 million"},
		{"Revenue was down 12% in 2023.", "Revenue rose 12% in 2023.", `the claim says "down 12%"; the quote says "rose 12%"`},
		{"Eda Lunn was born in 1950.", "Eda Lunn married Tom Hale (born 1950) in Cork.", "the quote gives 1950 as the birth of Tom Hale"},
		{"The churn rate was 4%.", "The churn rate fell to 3% from 4%.", `the quote gives 4% only as the base of a change: "from 4%"`},
		{"Net income was $1.9 million.", "Net income was $2.3 million, up from $1.9 million.", `the quote gives $1.9 million only as the base of a change: "up from $1.9 million"`},
		{"Refunds are issued within 5 days.", "Refunds are issued within 5 business days.", "the claim says 5 days; the quote says 5 business days"},
		{"The trial lasts 15 days.", "The trial lasts two weeks.", "the claim says 15 days; the quote says two weeks"},
		{"Shipping is free.", "Shipping is free on orders over $50.", `the quote says it of "orders over $50" only`},
		{"The Landlord shall pay the deposit.", "The Tenant shall pay the Landlord the deposit.", "the claim has Landlord pay; the quote has Tenant pay Landlord"},
		{"Sales grew 5% in May.", "Sales grew between 4% and 6% in May.", `the quote gives a range, "between 4% and 6%", not 5%`},
		{"Nils Orm died in June 1920.", "Nils Orm - 3 March 1878 to 21 September 1920 - was a poet.", `the claim dates the death "June 1920"; the quote gives 21 September 1920`},
		{"Sales grew every quarter.", "Sales grew in three of the four quarters.", `the quote says it of "four quarters"`}, // two checks read it; one reason says it
		{"The tribunal ruled against the employee.", "The tribunal ruled in favour of the employee and against the agency.", `the quote says "in favour of the employee"; the claim says "against the employee"`},
		{"The Lite kettle weighs 1.4 kg.", "The Lite kettle weighs 0.9 kg, lighter than the 1.4 kg Steel kettle.", "the claim gives 1.4 kg for The Lite; the quote gives 0.9 kg for The Lite, and 1.4 kg for Steel"},
		{"The upload limit is 500 files per hour.", "The upload limit is 50 files per hour for guests and 500 for members.", "the quote gives 500 for members, and 50 files for guests"},
		{"Hourly-paid Orrin staff earn 2 days of leave per month.", "Salaried Orrin staff earn 2 days of leave per month, while hourly-paid Orrin staff earn 1 day.", "the claim gives 2 days for Hourly-paid"}, // the words joined by a hyphen, whole
		{"Unused Kelvar leave days carry over.", "Up to four unused Kelvar leave days carry over.", `the quote says "Up to four unused Kelvar leave days"; the claim says "Unused Kelvar leave days"`},
		{"Residents pay a fee of $40.", "Entry is free for residents; non-residents pay a fee of $40.", `the quote says "free for residents"; the claim says "Residents pay"`}, // whom it is free for, said to pay
		{"Residents pay a fee of $40.", "Entry costs $10 for residents; non-residents pay a fee of $40.", `the quote says "non-residents pay"`},                                // the prefix, whole
		{"The day shift packed 800 crates.", "The night shift packed 800 crates, twice as many as the day shift.", `the claim says "The day shift packed"; the quote says "The night shift packed", and "day shift" only after "as"`},
		{"Bergen has a larger population than Oslo.", "Oslo has a larger population than Bergen.", `the claim says "Bergen has a larger population than Oslo"; the quote has it the other way: "Oslo has a larger population than Bergen"`},
		{"Live chat is offered on all Tarn plans.", "All Tarn plans include a help desk. || Live chat is offered on the Team and Business plans.", `the claim says "offered on all Tarn plans"; the quote says "offered on the Team and Business plans"`},
		{"Part-time staff members earn 25 days of leave.", "Full-time staff members earn 25 days of leave; part-time staff members earn leave pro rata.", `the claim says it of "Part-time staff members" where the quote says it of "Full-time staff members"`},
		{"Phone support is open until 7pm.", "Phone support is open Monday to Friday, 8am to 6pm.", "the claim says 7pm; the quote says 6pm"}, // "until" names the range's end
		{"The Kel card has an annual fee of $95.", "The Kel card has no annual fee in the first year, then $95.", "the quote denies it at first and then gives $95"},
		{"Kel cash withdrawals cost $2.", "After the first four Kel cash withdrawals, each costs $2.", `the quote says it only "After the first four Kel cash withdrawals"; the claim does not`},
		{"Managers approve refunds under $200.", "Supervisors approve refunds under $200, and managers approve larger refunds.", `the claim says it of "Managers" where the quote says it of "Supervisors", in "Supervisors approve refunds under $200"`},
		{"The Tarn ferry runs on weekends in summer.", "The Tarn ferry runs on weekends. || In summer, the harbour shop is open late.", `the claim says "summer" of "Tarn ferry"; the quote says it of "harbour shop"`},
	} {
		v := Check(NewClaim(tt.claim, Auto), evidenceOf(claimCase{evidence: tt.evidence}), Options{})
		var msgs []string
		for _, r := range v.Reasons {
			msgs = append(msgs, r.Message)
		}
		got := strings.Join(msgs, "; ")
		if strings.Count(got, tt.want) != 1 || strings.Count(got, "does not mention") > 1 || !strings.Contains(tt.want, ", only") && strings.Contains(got, ", only") {
			t.Errorf("Check(%q, %q) reasons = %q; want one, once, saying %q", tt.claim, tt.evidence, got, tt.want)
		}
	}
}

// TestConditionSaidOnce checks that a condition inside another that a
// claim drops is not reported again on its own: "on Sundays" of "except
// on Sundays".
func TestConditionSaidOnce(t *testing.T) {
	for _, tt := range []struct{ claim, evidence, want string }{
		{"The Kel library opens at 9 am every day.", "The Kel library is open daily from 9 am, except on Sundays.", `the quote adds a condition the claim drops: "except on Sundays"`},
	} {
		v := Check(NewClaim(tt.claim, Auto), evidenceOf(claimCase{evidence: tt.evidence}), Options{})
		var got []string
		for _, r := range v.Reasons {
			if r.Code == ConditionDropped {
				got = append(got, r.Message)
			}
		}
		if len(got) != 1 || got[0] != tt.want {
			t.Errorf("Check(%q, %q) conditions = %q; want only %q", tt.claim, tt.evidence, got, tt.want)
		}
	}
}

// TestMixedScripts checks claims and passages that mix an unspaced script
// with Latin names, whose bigrams overlap, against every name check.
func TestMixedScripts(t *testing.T) {
	for _, tt := range []struct{ claim, evidence string }{
		{"Acme Holdings ships from Ningbo.", "青木家居由 Acme Holdings 在宁波发货。"},
		{"Orders are shipped by Borealis Freight and Acme Holdings.", "订单由 Acme Holdings 和 Kestrel Freight 发货，不由 Borealis 发货。"},
		{"The 青木 Awards were held in Leith.", "青木家居 Awards 在 Leith 举行，Saltire Awards 也是。"},
		{"Kestrel Peak is the highest summit.", "Kestrel Peak 是第二高的山峰 (2014)。"},
	} {
		// The English claims' words are not in the Chinese passages: none
		// is supported, and none panics on the way.
		v := Check(NewClaim(tt.claim, Auto), Evidence{Where: "the quote", Passages: []Passage{{Source: "1", Text: Analyze(tt.evidence, Auto)}}}, Options{})
		if v.Outcome == Supported || len(v.Reasons) == 0 {
			t.Errorf("Check(%q, %q) = %v %v; want a verdict short of supported, with its reasons", tt.claim, tt.evidence, v.Outcome, v.Reasons)
		}
	}
}

// TestPairsApart checks that a claim pairing a value with a date stands
// only on a passage that gives them together, where another passage pairs
// the date with another value.
// A passagesCase is a claim checked against several passages, with the
// outcome and, if given, a reason message it must have.
type passagesCase struct {
	claim string
	want  Outcome
	msg   string
}

// checkPassages checks each case's claim against passages, one source's
// sentences.
func checkPassages(t *testing.T, passages []string, cases []passagesCase) {
	t.Helper()
	ev := Evidence{Where: "[1]"}
	for i, p := range passages {
		ev.Passages = append(ev.Passages, Passage{Source: "1", Offset: 100 * i, Text: Analyze(p, Auto)})
	}
	for _, tt := range cases {
		v := Check(NewClaim(tt.claim, Auto), ev, Options{})
		if v.Outcome != tt.want {
			t.Errorf("Check(%q) = %v %v; want %v", tt.claim, v.Outcome, v.Reasons, tt.want)
			continue
		}
		if tt.msg != "" && !slices.ContainsFunc(v.Reasons, func(r Reason) bool { return r.Message == tt.msg }) {
			t.Errorf("Check(%q) reasons = %v; want %q", tt.claim, v.Reasons, tt.msg)
		}
	}
}

func TestValuesApart(t *testing.T) {
	checkPassages(t, []string{
		"Every Orvane stove comes with a 2-year limited warranty covering the burner.",
		"The igniters are wear parts and are covered for 12 months.",
		"Approved refunds are issued within 10 business days.",
		"Refunds to bank transfers can take up to 15 business days.",
	}, []passagesCase{
		{"The igniters have a 2-year warranty.", Unverified, "the claim gives 2-year for igniters; [1] gives 12 months for igniters, and 2-year without it"},
		{"The igniters are covered for 12 months.", Supported, ""},
		{"Every Orvane stove comes with a 2-year warranty, and the igniters are covered for 12 months.", Supported, ""},
		{"Refunds to bank transfers can take up to 15 business days, and approved refunds are issued within 10 business days.", Supported, ""},
	})
	checkPassages(t, []string{
		"Ida Rask said the lanes would make it safe for a twelve-year-old to ride to school.",
		"Work on the lanes in Corran will take three years.",
	}, []passagesCase{
		{"Ida Rask said Corran's lanes would make it safe for a twelve-year-old to ride to school.", Supported, ""}, // an age is no measure of Corran's
		{"Corran's lanes would make it safe for a twelve-year-old to ride to school.", Unverified, ""},              // said by Ida Rask, not shown
	})
}

func TestPairsApart(t *testing.T) {
	checkPassages(t, []string{
		"Orrin's revenue was $4.2 billion, up 12%.",
		"Its margin was 18%, against 16% in Q3 2024.",
	}, []passagesCase{
		{"Orrin's revenue was $4.2 billion in Q3 2024.", Unverified, "the claim gives $4.2 billion for Q3 2024; [1] gives 16% for Q3 2024, and $4.2 billion without it"},
		{"Orrin's margin was 16% in Q3 2024.", Supported, ""},
	})
}

// A claim fused from two sentences, each of which says one of its clauses.
func TestFusedClaims(t *testing.T) {
	checkPassages(t, []string{
		"After 30 days, annual Orrin plans are refunded pro rata, minus a fee of $25.",
		"Monthly Orrin plans are not refundable.",
	}, []passagesCase{
		{"Annual Orrin plans are refunded pro rata after 30 days, minus a $25 fee, and monthly Orrin plans are not refundable.", Supported, ""},
		{"Annual Orrin plans are refunded pro rata after 30 days, and monthly Orrin plans are refundable.", Failed, ""},
	})
	checkPassages(t, []string{
		"Annual Orrin plans are refundable within 30 days.",
		"Monthly Orrin plans are not refundable.",
	}, []passagesCase{
		{"Annual Orrin plans are not refundable.", Failed, ""}, // the other sentence's negation is of other plans
	})
}

// A claim number that a sentence not chosen gives, with the claim's words,
// is not proven; one that the chosen sentence gives another value in its
// place fails.
func TestNumberElsewhere(t *testing.T) {
	checkPassages(t, []string{
		"Adults and children over 12: take one or two Velmorin tablets every 4 to 6 hours.",
		"Do not take more than 6 Velmorin tablets in 24 hours.",
		"Children aged 7 to 12: take one Velmorin tablet every 4 to 6 hours.",
	}, []passagesCase{
		{"Adults should not take more than 6 Velmorin tablets in 24 hours.", Unverified, `[1] gives 24 in another sentence: "Do not take more than 6 Velmorin tablets in 24 hours."`},
		{"Children aged 7 to 12 can take two Velmorin tablets every 4 to 6 hours.", Failed, ""},
	})
}

// A measure the claim fuses onto its subject from a sentence of another
// subject, where the subject's own sentence gives another measure of its
// kind, is not proven; a sentence that opens with a pronoun may speak of
// the claim's subject (TestNumberOfOtherSentence).
func TestMeasureOfOtherSubject(t *testing.T) {
	checkPassages(t, []string{
		"The Lite plan costs $5 a month and includes 50 GB of storage.",
		"The Max plan costs $20 a month and includes 2 TB of storage.",
	}, []passagesCase{
		{"The Lite plan costs $5 a month and includes 2 TB of storage.", Unverified, "the claim gives 2 TB for Lite; [1] gives 50 GB for Lite, and 2 TB without it"},
		{"The Max plan costs $20 a month and includes 2 TB of storage.", Supported, ""},
		{"The Lite plan costs $5 a month and includes 50 GB of storage.", Supported, ""},
	})
}

// A claim number that only a chosen sentence other than the best grounds,
// where the best, which says what the claim says around it, has another
// in its place.
func TestNumberOfOtherSentence(t *testing.T) {
	checkPassages(t, []string{
		"The Velmora agreement runs for an initial term of 24 months.",
		"It renews automatically for successive 12-month periods.",
	}, []passagesCase{
		{"The Velmora agreement renews for successive 24-month periods.", Unverified, "[1] gives 12-month where the claim says 24-month, in the sentence that says it; 24-month only in another"},
		{"The Velmora agreement runs for 24 months and renews for successive 12-month periods.", Supported, ""},
	})
}

// A claim's subject named in another sentence than the one that says what
// the claim says of it, which names another.
func TestSubjectApart(t *testing.T) {
	checkPassages(t, []string{
		"Council leader Ida Rask said the scheme would make the roads safer.",
		"Local business group Corran Traders said trade had fallen, and warned that shops could close.",
	}, []passagesCase{
		{"Ida Rask warned that shops could close.", Unverified, "[1] names Corran Traders where the claim names Ida Rask"},
		{"Corran Traders warned that shops could close.", Supported, ""},
		{"Ida Rask said the scheme would make the roads safer.", Supported, ""},
	})
	checkPassages(t, []string{
		"The Corran court ruled on 12 May that Velmora Estates breached the lease.",
		"Ruling in Ida Rask v. Velmora Estates",
	}, []passagesCase{
		{"The Corran court ruled that Ida Rask breached the lease.", Unverified, "[1] names Velmora Estates where the claim names Ida Rask"},
		{"The Corran court ruled that Velmora Estates breached the lease.", Supported, ""},
	})
}

// A passage about something else that a claim rests on for some of its
// words is no support for those it negates, or they it.
func TestPassageAboutElse(t *testing.T) {
	checkPassages(t, []string{
		"Velmora Health uses your data to produce anonymised statistics.",
		"We do not sell your personal data to anyone, and we do not use it for advertising.",
	}, []passagesCase{
		{"Velmora Health sells anonymised statistics to advertisers.", Unverified, `[1] negates "sell" ("not") but the claim does not: "We do not sell your personal data to anyone, and we do not use it for advertising."`},
		{"Velmora Health produces anonymised statistics.", Supported, ""},
	})
}

// TestFurtherPassageMessage checks the reason that names what a claim
// takes from a further passage, said there of a kind only.
func TestFurtherPassageMessage(t *testing.T) {
	ev := Evidence{Where: "the quote", Passages: []Passage{
		{Source: "1", Text: Analyze("All users can export reports to CSV.", Auto)},
		{Source: "1", Text: Analyze("Premium users can also export to PDF and Excel.", Auto)},
	}}
	v := Check(NewClaim("All users can export reports to Excel.", Auto), ev, Options{})
	want := `the quote says "Excel" of "Premium users" only; the claim says it of "All users"`
	if v.Outcome != Unverified || len(v.Reasons) != 1 || v.Reasons[0].Message != want {
		t.Errorf("Check = %v %v; want unverified, saying %q", v.Outcome, v.Reasons, want)
	}
}
