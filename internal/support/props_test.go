package support

import (
	"fmt"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"pgregory.net/rapid"
)

// Words the properties build sentences from: no cue, condition or bound,
// so that a sentence drawn from them states a plain fact.
var (
	propSubjects = []string{"The Buyer", "The supplier", "Tessera Cloud", "The council", "Each annual plan", "The K2 grinder", "Refunds", "The agreement"}
	propVerbs    = []string{"pays", "covers", "includes", "ships", "receives", "keeps", "approves", "offers", "lists", "reports"}
	propObjects  = []string{"the fee", "priority support", "a limited warranty", "free shipping", "the invoice", "two devices",
		"the monthly report", "a refund", "the motor", "written notice"}
	propTails = []string{"in March", "for every order", "to the tenant", "in Germany", "each quarter", "on the website", ""}
)

// propSentence draws a sentence that states a fact, with a number.
func propSentence(t *rapid.T) (string, int) {
	n := rapid.IntRange(2, 9999).Draw(t, "n")
	s := fmt.Sprintf("%s %s %s %s %d days", rapid.SampledFrom(propSubjects).Draw(t, "subject"), rapid.SampledFrom(propVerbs).Draw(t, "verb"),
		rapid.SampledFrom(propObjects).Draw(t, "object"), rapid.SampledFrom(propTails).Draw(t, "tail"), n)
	return strings.Join(strings.Fields(s), " ") + ".", n
}

func checkOne(claim, evidence string) Verdict {
	return Check(NewClaim(claim, Auto), Evidence{Where: "the quote", Passages: []Passage{{Source: "1", Text: Analyze(evidence, Auto)}}}, Options{})
}

// TestPropClaimEqualToEvidence checks that a claim equal to its evidence
// is supported, for any text, by every check as well as without them
// (checker.copyOf), with the same verdict.
func TestPropClaimEqualToEvidence(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var s string
		if rapid.Bool().Draw(t, "prose") {
			s, _ = propSentence(t)
		} else {
			s = rapid.String().Draw(t, "text")
		}
		v := checkOne(s, s)
		if v.Outcome != Supported {
			t.Fatalf("Check(%q, itself) = %v %v; want supported", s, v.Outcome, v.Reasons)
		}
		if full := checkFull(s, s); !reflect.DeepEqual(full, v) {
			t.Fatalf("Check(%q, itself) = %+v; with every check, %+v", s, v, full)
		}
		if cv, ok := CheckCopy(s, Evidence{Passages: []Passage{{Source: "1", Text: Analyze(s, Auto)}}}); ok && !reflect.DeepEqual(cv, v) {
			t.Fatalf("CheckCopy(%q, itself) = %+v; Check gives %+v", s, cv, v)
		}
	})
}

// TestPropClaimSpacedAsEvidence checks that a claim that differs from its
// evidence in white space only where sameWording allows it (at the ends,
// a run for a space, a space before a closing mark, as where an answer's
// marker was taken out) gets the verdict every check gives it.
func TestPropClaimSpacedAsEvidence(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var s string
		if rapid.Bool().Draw(t, "prose") {
			s, _ = propSentence(t)
		} else {
			s = rapid.StringOf(rapid.SampledFrom([]rune("A.0 ,;:!?)]\n5%x-é\u00a0"))).Draw(t, "text")
		}
		claim := " " + strings.ReplaceAll(strings.ReplaceAll(s, ".", " ."), " ", "  ") + " "
		if !sameWording(claim, s) {
			return // a mark before a word or a digit: another text
		}
		if WordingKey(claim) != WordingKey(s) {
			t.Fatalf("WordingKey(%q) != WordingKey(%q), the same wording", claim, s)
		}
		v := checkOne(claim, s)
		if full := checkFull(claim, s); !reflect.DeepEqual(full, v) {
			t.Fatalf("Check(%q, %q) = %+v; with every check, %+v", claim, s, v, full)
		}
		if cv, ok := CheckCopy(claim, Evidence{Passages: []Passage{{Source: "1", Text: Analyze(s, Auto)}}}); ok && !reflect.DeepEqual(cv, v) {
			t.Fatalf("CheckCopy(%q, %q) = %+v; Check gives %+v", claim, s, cv, v)
		}
	})
}

// TestPropClaimCutAsPassage checks that a claim of more than one sentence
// is cut into sentences where the same text read as a passage is, stray
// bytes and control characters included: a check with every check run
// on a claim equal to its passage reads the two alike.
func TestPropClaimCutAsPassage(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.StringOf(rapid.SampledFrom([]rune("Ab0 .!?)\"\x06\ufffd\u00a0[1]"))).Draw(t, "text")
		if rapid.Bool().Draw(t, "invalid byte") {
			i := rapid.IntRange(0, len(s)).Draw(t, "at")
			s = s[:i] + "\xfe" + s[i:]
		}
		c, p := NewClaim(s, English), Analyze(s, English)
		if !slices.Equal(c.sentStarts, p.sentStarts) {
			t.Fatalf("claim %q cut at %v; as a passage, at %v", s, c.sentStarts, p.sentStarts)
		}
	})
}

// TestSameWording checks which texts count as the same wording.
func TestSameWording(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"Monthly plans are not refundable.", "Monthly plans are not refundable.", true},
		{"Monthly plans are not refundable .", "Monthly plans are not refundable.", true},
		{"  Monthly plans  are not refundable ", "Monthly plans are not\nrefundable", true},
		{"It renews , unless ended ; or not )", "It renews, unless ended; or not)", true},
		{"", "  ", true},
		{"Monthly plans are not refundable.", "Monthly plans are refundable.", false},
		{"a part", "apart", false},
		{"Monthly plans", "monthly plans", false},
		{"5 %", "5%", false},
		{"( x", "(x", false},
		{"A .0", "A.0", false},
		{"up 5 .5%", "up 5.5%", false},
		{"ends .\nNext", "ends.\nNext", true},
		{"refundable", "refundable.", false},
		{"", "x", false},
	} {
		if got := sameWording(c.a, c.b); got != c.want {
			t.Errorf("sameWording(%q, %q) = %v; want %v", c.a, c.b, got, c.want)
		}
		if got := sameWording(c.b, c.a); got != c.want {
			t.Errorf("sameWording(%q, %q) = %v; want %v", c.b, c.a, got, c.want)
		}
		if c.want && WordingKey(c.a) != WordingKey(c.b) {
			t.Errorf("WordingKey(%q) != WordingKey(%q)", c.a, c.b)
		}
	}
}

// TestPropNegationInserted checks that a "not" put before a content word
// of a supported claim never leaves it supported.
func TestPropNegationInserted(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, _ := propSentence(t)
		c := NewClaim(s, Auto)
		if len(c.toks) == 0 {
			return
		}
		k := rapid.IntRange(0, len(c.toks)-1).Draw(t, "word")
		at := c.toks[k].start
		neg := s[:at] + "not " + s[at:]
		if v := checkOne(neg, s); v.Outcome == Supported {
			t.Fatalf("Check(%q, %q) = supported; a negation was inserted", neg, s)
		}
	})
}

// TestPropNumberReplaced checks that a supported claim whose number is
// replaced by another value is never supported.
func TestPropNumberReplaced(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, n := propSentence(t)
		m := rapid.IntRange(2, 9999).Filter(func(m int) bool { return m != n }).Draw(t, "m")
		claim := strings.Replace(s, " "+strconv.Itoa(n)+" ", " "+strconv.Itoa(m)+" ", 1)
		if v := checkOne(claim, s); v.Outcome == Supported {
			t.Fatalf("Check(%q, %q) = supported; the number was changed", claim, s)
		}
	})
}

// TestPropDeterministic checks that the same claim and evidence give the
// same verdict, alone and from goroutines running at once.
func TestPropDeterministic(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var claim, evidence string
		if rapid.Bool().Draw(t, "prose") {
			claim, _ = propSentence(t)
			evidence, _ = propSentence(t)
		} else {
			claim, evidence = rapid.String().Draw(t, "claim"), rapid.String().Draw(t, "evidence")
		}
		want := checkOne(claim, evidence)
		got := make([]Verdict, 4)
		var wg sync.WaitGroup
		for i := range got {
			wg.Add(1)
			go func() {
				defer wg.Done()
				got[i] = checkOne(claim, evidence)
			}()
		}
		wg.Wait()
		for _, v := range got {
			if !reflect.DeepEqual(v, want) {
				t.Fatalf("Check(%q, %q) = %+v, then %+v", claim, evidence, want, v)
			}
		}
	})
}

// TestPropDurationUnits checks that an amount of time or length stands
// on the same amount in another unit of its measure and on no other
// amount: "within 2 weeks" on "within 14 days" and "within 336 hours", not
// on "within 15 days"; "within 2 km" on "within 2,000 metres".
func TestPropUnits(t *testing.T) {
	type unit struct {
		name string
		size int
	}
	time := []unit{{"hours", 1}, {"days", 24}, {"weeks", 7 * 24}}
	length := []unit{{"metres", 1}, {"km", 1000}}
	rapid.Check(t, func(t *rapid.T) {
		subject, verb, object := rapid.SampledFrom(propSubjects).Draw(t, "subject"), rapid.SampledFrom(propVerbs).Draw(t, "verb"), rapid.SampledFrom(propObjects).Draw(t, "object")
		q := rapid.IntRange(1, 300).Draw(t, "amount in the larger unit")
		units := time
		if rapid.Bool().Draw(t, "length") {
			units = length
		}
		cu := rapid.SampledFrom(units).Draw(t, "claim unit")
		eu := rapid.SampledFrom(units).Draw(t, "evidence unit")
		larger := max(cu.size, eu.size)
		n, m := q*larger/cu.size, q*larger/eu.size
		claim := fmt.Sprintf("%s %s %s within %d %s.", subject, verb, object, n, cu.name)
		same := fmt.Sprintf("%s %s %s within %d %s.", subject, verb, object, m, eu.name)
		if v := checkOne(claim, same); v.Outcome != Supported {
			t.Fatalf("Check(%q, %q) = %v %v; want supported", claim, same, v.Outcome, v.Reasons)
		}
		other := fmt.Sprintf("%s %s %s within %d %s.", subject, verb, object, m+1, eu.name)
		if v := checkOne(claim, other); v.Outcome == Supported {
			t.Fatalf("Check(%q, %q) = supported; want it not to be", claim, other)
		}
	})
}

// TestPropRates checks that an amount given per one period is never
// supported by the same amount per another, and is by the same amount per
// the same period, however each writes it, with what it counts or not.
func TestPropRates(t *testing.T) {
	periods := []string{"hour", "day", "week", "month", "year"}
	adverbs := map[string]string{"hour": "hourly", "day": "daily", "week": "weekly", "month": "monthly", "year": "yearly"}
	rate := func(t *rapid.T, label, period string) string {
		switch rapid.IntRange(0, 3).Draw(t, label) {
		case 0:
			return " per " + period
		case 1:
			return " a " + period
		case 2:
			return "/" + period
		}
		return " " + adverbs[period]
	}
	rapid.Check(t, func(t *rapid.T) {
		subject := rapid.SampledFrom(propSubjects).Draw(t, "subject")
		amount := fmt.Sprintf("$%d", rapid.IntRange(1, 5000).Draw(t, "amount"))
		cp := rapid.SampledFrom(periods).Draw(t, "claim period")
		ep := rapid.SampledFrom(periods).Draw(t, "evidence period")
		// What is counted may stand between the amount and its period:
		// "$25 in fees per month".
		counted := rapid.SampledFrom([]string{"", " in fees", " in service fees"}).Draw(t, "counted")
		claim := fmt.Sprintf("%s charges %s%s%s.", subject, amount, counted, rate(t, "claim form", cp))
		evidence := fmt.Sprintf("%s charges %s%s%s.", subject, amount, counted, rate(t, "evidence form", ep))
		v := checkOne(claim, evidence)
		if cp == ep && v.Outcome != Supported {
			t.Fatalf("Check(%q, %q) = %v %v; want supported", claim, evidence, v.Outcome, v.Reasons)
		}
		if cp != ep && v.Outcome != Failed {
			t.Fatalf("Check(%q, %q) = %v %v; want failed", claim, evidence, v.Outcome, v.Reasons)
		}
	})
}

// TestPropChanges checks that a change's amount, as a difference or as a
// share of where it started, stands on the passage's change from one
// amount to another, and that another amount fails.
func TestPropChanges(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		subject := rapid.SampledFrom(propSubjects).Draw(t, "subject")
		from := rapid.IntRange(1, 50).Draw(t, "from") * 100
		pct := rapid.IntRange(1, 200).Draw(t, "percent")
		by := pct * from / 100 // exact: from is a multiple of 100
		up := rapid.Bool().Draw(t, "up")
		to, verb := from+by, "rose"
		if !up {
			pct = min(pct, 99)
			by = pct * from / 100
			to, verb = from-by, "fell"
		}
		evidence := fmt.Sprintf("%s's sales %s from $%d million to $%d million.", subject, verb, from, to)
		for _, tt := range []struct {
			claim string
			want  Outcome
		}{
			{fmt.Sprintf("%s's sales %s by $%d million.", subject, verb, by), Supported},
			{fmt.Sprintf("%s's sales %s %d%%.", subject, verb, pct), Supported},
			{fmt.Sprintf("%s's sales %s by $%d million.", subject, verb, by+1), Failed},
			{fmt.Sprintf("%s's sales %s %d%%.", subject, verb, pct+1), Failed},
		} {
			if v := checkOne(tt.claim, evidence); v.Outcome != tt.want {
				t.Fatalf("Check(%q, %q) = %v %v; want %v", tt.claim, evidence, v.Outcome, v.Reasons, tt.want)
			}
		}
	})
}

// soupWords are the words of TestPropCueSoup: the cues, bounds,
// quantifiers, joins and parties the checks read, with names and numbers.
var soupWords = strings.Fields(`not no never except excluding unless if provided that otherwise only all most some few many
a an the of and or but while , ; : - ( ) "
twice once times two five and a half dozen third 12 3.5 $20 €5 40% 1990 2020 1990s 20th century June 4, 2021
per month year a day every week monthly quarterly after before between within over under more than at least up to
plans to expected may must shall will is are was not allowed optional mandatory required
rose fell from to by up down doubled halved
Tenant Landlord Buyer employees Velmora Inc Orrin Ltd Court of Appeal High Court Q3 Su-24
covers pays acquired defeated any time for orders GB days hours
without neither nor none lacks refused failed denied including subject discretion percent % less fewer later since until
first second last highest lowest Q1 FY2024 1.5 one hundred million billion May March 20, 2020 20 March 2020 2007-2011
Licensor Licensee He She It The film born died (1878 – 1920) up from compared with versus rose 12% to $4.1 billion
non-refundable unable improperly may not cannot at the discretion of with the approval of business working
hereinafter Supplier Client ("the Supplier") (the "Client") 27 to 14 3-1 lost won when over the next evidence of responsible
found find did that it would shorten supposed meant due going set be consent written landlord's permitted prohibited
established shown acting former alleged would-be ex- election elected everywhere other than sued bank Major Minor League
only or managers bedrooms bathrooms three enrolled planned include over three years entry fees got premiere coming soon
hardly scarcely ever unaffected affected capital city twin Two Men seven between 50,000 and 70,000 1000 ceased
offered suspected of accused charged with ranked number Shakespeare's voted for against
younger older turning age nearly revenue income a million half in patients
missed its her brother met target pets allowed tenants`)

// TestPropCueSoup checks that any sentences made of the words the checks
// read give a verdict as checkInvariants wants it.
func TestPropCueSoup(t *testing.T) {
	soup := func(t *rapid.T, label string) string {
		ws := rapid.SliceOfN(rapid.SampledFrom(soupWords), 1, 24).Draw(t, label)
		return strings.Join(ws, " ")
	}
	rapid.Check(t, func(t *rapid.T) {
		checkInvariants(t.Fatalf, soup(t, "claim"), soup(t, "evidence"))
	})
}

// mixedPieces are words of unspaced and other scripts, and marks, that a
// text read as English may hold: the words of a Han run overlap (its
// bigrams), so no check may take the text between two words as a slice.
var mixedPieces = []string{"月度计划", "退货", "计划", "的", "年", "возврат", "2019年", "５０％", "「", "」", "—", "(", ")", ",", ";", "'s", "-"}

// TestPropMixedScripts checks that a claim and a passage of English words
// mixed with those of other scripts, read as English, give a verdict
// without a panic, the same one twice.
func TestPropMixedScripts(t *testing.T) {
	lines := claimsTextLines(t)
	mixed := func(t *rapid.T, label string) string {
		ws := strings.Fields(rapid.SampledFrom(lines).Draw(t, label))
		for _, piece := range rapid.SliceOfN(rapid.SampledFrom(mixedPieces), 1, 4).Draw(t, label+" pieces") {
			at := rapid.IntRange(0, len(ws)).Draw(t, label+" at")
			ws = slices.Insert(ws, at, piece)
		}
		return strings.Join(ws, rapid.SampledFrom([]string{" ", ""}).Draw(t, label+" gap"))
	}
	rapid.Check(t, func(t *rapid.T) {
		claim, evidence := mixed(t, "claim"), mixed(t, "evidence")
		check := func() Verdict {
			return Check(NewClaim(claim, English), Evidence{Where: "the quote", Passages: []Passage{{Source: "1", Text: Analyze(evidence, English)}}}, Options{})
		}
		if a, b := check(), check(); !reflect.DeepEqual(a, b) {
			t.Fatalf("Check(%q, %q) gave %v, then %v", claim, evidence, a, b)
		}
	})
}

// TestMixedScriptsAsEnglish holds the claims and passages TestPropMixedScripts
// and its kind found panicking, each read as English: a cue, a number or
// a word that ends after the next word starts, in a Han run. The property
// draws its sentences from claims.txt, whose lines move as it grows, so
// its failure files would replay other cases: they are kept here instead.
func TestMixedScriptsAsEnglish(t *testing.T) {
	for _, c := range [][2]string{
		{"月度计划 Standard shipping within the U.S. is free on orders over $50.", "月度计划 On the Orrin ferry, smoking is prohibited."},
		{"Velmora月度计划staffmustnotcarryovermorethan5daysofleave.", "The drug Velantrix was banned 的 in Morrow. 退货 的 no negation"},
		{"The Orrin 退货 voucher 计划 is valid until the end of May.", "Orrin profit fell 25% 月度计划 last year. 年 退货"},
		{"月度计划\"He said", "月度计划 He said the CFO resigned, and 月度计划 stayed."},
		{"月度计划 The Landlord is responsible for structural repairs.", "; The 月度计划 Landlord is responsible for structural repairs."},
		{"月度计划 The tenant pays for minor repairs; the landlord pays for structural repairs at the Kel flat.", "月度计划 The basic Velmora app is free."},
	} {
		for _, ev := range []string{c[1], c[0]} {
			Check(NewClaim(c[0], English), Evidence{Where: "the quote", Passages: []Passage{{Source: "1", Text: Analyze(ev, English)}}}, Options{})
		}
	}
}

// claimsTextLines returns the claims and passages of testdata/claims.txt.
func claimsTextLines(t *testing.T) []string {
	b, err := os.ReadFile("testdata/claims.txt")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for l := range strings.Lines(string(b)) {
		if len(l) > 2 && strings.ContainsRune("E+?C", rune(l[0])) && l[1] == ' ' {
			text, _, _ := strings.Cut(l[2:], "  #")
			out = append(out, strings.TrimSpace(text))
		}
	}
	return out
}

// TestPropKeyLists checks a claim's table of keys against a search of its
// tokens' keys: for every key of a token, and for words that are no key,
// eachTok yields the first tokens that hold the key, in order, each once.
func TestPropKeyLists(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		ws := rapid.SliceOfN(rapid.SampledFrom(soupWords), 1, 40).Draw(t, "claim")
		c := NewClaim(strings.Join(ws, " "), Auto)
		probes := []string{"", "zzqx", "velmoras"}
		for i := range c.keys {
			probes = append(probes, c.keys[i]...)
		}
		for _, key := range probes {
			var want []int32
			for i := range c.keys {
				if c.first[i] == int32(i) && slices.Contains(c.keys[i], key) {
					want = append(want, int32(i))
				}
			}
			var got []int32
			c.eachTok(key, func(i int32) { got = append(got, i) })
			if !slices.Equal(got, want) {
				t.Fatalf("claim %q: eachTok(%q) = %v; want %v", c.src, key, got, want)
			}
		}
	})
}

// TestPropHasWordFold holds hasWordFold, which compares an ASCII text in
// place, to the search of the text's lower-case copy.
func TestPropHasWordFold(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.StringOfN(rapid.SampledFrom([]rune("aAlLbB -.1é")), 0, 24, -1).Draw(t, "s")
		w := rapid.StringOfN(rapid.SampledFrom([]rune("alb .-1")), 1, 4, -1).Draw(t, "w")
		if got, want := hasWordFold(s, w), hasWordLower(strings.ToLower(s), w); got != want {
			t.Fatalf("hasWordFold(%q, %q) = %v; the lower-case copy says %v", s, w, got, want)
		}
	})
}

// TestMixedScriptClauseJoin replays a case TestPropMixedScripts found: a
// clause's join before words of a Han run, whose bigrams overlap, read
// as English.
func TestMixedScriptClauseJoin(t *testing.T) {
	claim := "月度计划 The Landlord is responsible for structural repairs."
	evidence := "; The 月度计划 Landlord is responsible for structural repairs."
	v := Check(NewClaim(claim, English), Evidence{Where: "the quote", Passages: []Passage{{Source: "1", Text: Analyze(evidence, English)}}}, Options{})
	if v.Outcome == Failed {
		t.Errorf("Check(%q, %q) = %v; want no failure: the claim's words are all there", claim, evidence, v)
	}
}

// TestSubjectBareElsewhere replays a case TestVerifyProperty found: the
// second sentence of a quote, checked against the quote's sentences,
// opens with the noun that the first has after two other words; the
// claim says what the second says, and is supported.
func TestSubjectBareElsewhere(t *testing.T) {
	first, second := "window window 退款 refund refund refund refund refund .", "退款 refund"
	ev := Evidence{Where: "the quote", Passages: []Passage{{Source: "1", Text: Analyze(first, Auto)}, {Source: "1", Offset: len(first) + 1, Text: Analyze(second, Auto)}}}
	if v := Check(NewClaim(second, Auto), ev, Options{}); v.Outcome != Supported {
		t.Errorf("Check(%q) against %q and %q = %v; want supported", second, first, second, v)
	}
}
