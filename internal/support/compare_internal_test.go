package support

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"pgregory.net/rapid"
)

// TestCompareLargeMatchesSmall checks that the indexed comparison gives the
// direct one's answer, on texts of a few repeated words, cues and clause
// breaks, for the whole claim and for each clause.
func TestCompareLargeMatchesSmall(t *testing.T) {
	vocab := []string{"refund", "refunds", "plan", "monthly", "annual", "fee", "not", "no", "never", "may", "must",
		"can", "cannot", "should", "nicht", "unless", "without", ",", ";", ".", "and", "but", "nonrefundable", "optional"}
	text := func(t *rapid.T, label string) string {
		return strings.Join(rapid.SliceOfN(rapid.SampledFrom(vocab), 1, 40).Draw(t, label), " ")
	}
	rapid.Check(t, func(t *rapid.T) {
		c, e := Analyze(text(t, "claim"), English), Analyze(text(t, "evidence"), English)
		if len(c.cues) == 0 && len(e.cues) == 0 {
			return
		}
		for seg := int32(-1); seg < c.segs; seg++ {
			fs, oks := compareSmall(c, e, seg)
			fl, okl := compareLarge(c, e, seg)
			if fl.tooLong {
				continue
			}
			if oks != okl || fs != fl {
				t.Fatalf("clause %d: compareSmall = %+v, %v; compareLarge = %+v, %v", seg, fs, oks, fl, okl)
			}
		}
	})
}

// TestCompareLinear checks that comparing long texts of one repeated word
// grows with the text, not with its square, as pairing every occurrence
// with every other would: ten times the words cost well under a hundred
// times the time (40 times at most; 60 under the race detector, whose
// bookkeeping alone has measured 26 to 44 times here). Each size is timed
// at its fastest of three runs, so that a busy machine slows both alike.
func TestCompareLinear(t *testing.T) {
	check := func(claim, evidence string) Verdict {
		// Every check, for a claim that is its evidence's wording too.
		return Check(NewClaim(claim, Auto), Evidence{Passages: []Passage{{Source: "1", Text: Analyze(evidence, Auto)}}}, Options{full: true})
	}
	timeOf := func(n int) time.Duration {
		claim := "Refunds are not " + strings.Repeat("refund ", n)
		evidence := strings.Repeat("refund ", n) + " are not refundable"
		best := time.Duration(1 << 62)
		for range 3 {
			start := time.Now()
			check(claim, evidence)
			check(strings.Repeat("not refund, ", n), strings.Repeat("not refund, ", n))
			best = min(best, time.Since(start))
		}
		return best
	}
	small, large := timeOf(400), timeOf(4000)
	t.Logf("400 words: %v; 4,000 words: %v", small, large)
	limit := time.Duration(40)
	if race {
		limit = 60
	}
	if large > limit*max(small, time.Millisecond) {
		t.Errorf("comparing 4,000 repeated words took %v, 400 took %v: more than linear", large, small)
	}
	huge := strings.Repeat("refund ", maxCompareWords+1)
	if v := check("Refunds are not available.", huge+" not"); v.Outcome != Failed || !strings.Contains(v.Reasons[0].Message, "too long") {
		t.Errorf("Check with evidence past the bound = %v %v; want a failure, too long to compare", v.Outcome, v.Reasons)
	}
}

// TestParseValueMatchesParseFloat checks that parseValue reads a number's
// value as strconv.ParseFloat does, whole numbers read digit by digit or
// not.
func TestParseValueMatchesParseFloat(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		v := rapid.StringMatching(`[+-]?[0-9]{0,18}(\.[0-9]{0,3})?(e[0-9])?`).Draw(t, "v")
		got, gotErr := parseValue(v)
		want, wantErr := strconv.ParseFloat(v, 64)
		if got != want || (gotErr == nil) != (wantErr == nil) {
			t.Fatalf("parseValue(%q) = %v, %v; ParseFloat gives %v, %v", v, got, gotErr, want, wantErr)
		}
	})
}

// TestMarkWordFindsEveryCause: markWord passes over a word whose first
// letter markFirsts does not list, so each word of causeVerbs, and each
// cause phrase causeWord reads, must be found where it opens the text.
func TestMarkWordFindsEveryCause(t *testing.T) {
	texts := []string{"because of it", "drove it", "led to it", "leads to it", "due to it", "thanks to it", "driven by it",
		"resulted in it", "results in it"}
	for w := range causeVerbs {
		texts = append(texts, w+" it")
	}
	for _, s := range texts {
		if at, _ := markWord(s, causeMark); at != 0 {
			t.Errorf("markWord(%q, causeMark) = %d, want 0", s, at)
		}
	}
}

// TestDirectionOpeningsCoverForms checks that every form of a word of a
// direction that directionOf reads starts with a pair of letters
// directionOpenings holds: mayDirect passes over the others unread.
func TestDirectionOpeningsCoverForms(t *testing.T) {
	forms := strings.Fields(`rose risen rising rises fell fallen falling falls grew grown growing sank sunk sinking
slid sliding dove dived diving cut cutting halved doubled tripled climbed jumped soared surged rallied advanced
expanded raised boosted decreased declined dropped slipped plunged shrank shrunk slumped dipped tumbled contracted
lowered reduced eased slowed cooled sagged plummeted leapt leaped spiked swelled swollen increased gained`)
	for _, set := range []map[string]bool{upWords, downWords} {
		for w := range set {
			forms = append(forms, w)
		}
	}
	for _, w := range forms {
		if directionOf(w) != 0 && !directionOpenings.has(w[0], w[1]) {
			t.Errorf("directionOf(%q) = %d, but directionOpenings lacks %q", w, directionOf(w), w[:2])
		}
	}
}

// TestPhraseOpenerReadsEveryArticle checks phraseOpener, which passes over
// a gap by its first letter, against every article, in either case.
func TestPhraseOpenerReadsEveryArticle(t *testing.T) {
	for w := range articles {
		for _, g := range []string{w, strings.ToUpper(w[:1]) + w[1:], "by " + w, "By " + w} {
			if len(g) <= 8 && !phraseOpener(g) {
				t.Errorf("phraseOpener(%q) = false", g)
			}
		}
	}
	for _, g := range []string{"by", "of", "and", "to the"} {
		if want := g == "by"; phraseOpener(g) != want {
			t.Errorf("phraseOpener(%q) = %v, want %v", g, !want, want)
		}
	}
}

// TestGroupKindsCoverPeople: groupsApart tells two groups apart by their
// kinds, so each word of peopleWords must have one.
func TestGroupKindsCoverPeople(t *testing.T) {
	for w := range peopleWords {
		if groupKinds[w] == 0 {
			t.Errorf("groupKinds has no kind for %q", w)
		}
	}
}

// TestClaimEqualToEvidenceOddSpacing replays two texts the properties
// found, each supported by itself: a list marker opening the text is no
// sentence of its own ("1920) …"), and a run of spaces after a name is
// one gap ("45 Shipping  window"; the claim may have one space).
func TestClaimEqualToEvidenceOddSpacing(t *testing.T) {
	for _, c := range []struct{ claim, evidence string }{
		{"1920) excluding 1990", "1920) excluding 1990"},
		{"refund 30 window refund 45 Shipping window", "refund 30 window refund 45 Shipping  window"},
	} {
		if v := Check(NewClaim(c.claim, Auto), Evidence{Where: "the quote", Passages: []Passage{{Source: "1", Text: Analyze(c.evidence, Auto)}}}, Options{}); v.Outcome != Supported {
			t.Errorf("Check(%q, %q) = %v %v; want supported", c.claim, c.evidence, v.Outcome, v.Reasons)
		}
	}
}

// TestAntonymKeysNotOwnFamily: an opposite that stems as a word the word
// derives from is no opposite key ("employer" stems as "employ", of which
// "employee" is derived), while a plain opposite stays one.
func TestAntonymKeysNotOwnFamily(t *testing.T) {
	for _, c := range []struct {
		word, key string
		want      bool
	}{
		{"employees", "employ", false},
		{"rose", "fall", true},
		{"increase", "decreas", true},
	} {
		if got := slices.Contains(antonymKeys(c.word), c.key); got != c.want {
			t.Errorf("antonymKeys(%q) holds %q: %v, want %v (keys %v)", c.word, c.key, got, c.want, antonymKeys(c.word))
		}
	}
}
