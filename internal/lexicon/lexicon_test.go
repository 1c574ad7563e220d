package lexicon

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const wordnetDir = "/usr/share/wordnet"

// TestRegenerate checks that tables.go is what gen.go writes from the
// WordNet files installed here.
func TestRegenerate(t *testing.T) {
	if _, err := os.Stat(filepath.Join(wordnetDir, "index.noun")); err != nil {
		if os.Getenv("VERBATIM_REQUIRE_WORDNET") != "" {
			t.Fatalf("WordNet 3.0 is not installed in %s, and VERBATIM_REQUIRE_WORDNET is set: %v", wordnetDir, err)
		}
		t.Skipf("WordNet 3.0 is not installed in %s (apt-get install wordnet-base): %v", wordnetDir, err)
	}
	if testing.Short() {
		t.Skip("regenerating the tables takes seconds; skipped in -short mode")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("no go command to run gen.go: %v", err)
	}
	out := filepath.Join(t.TempDir(), "tables.go")
	cmd := exec.Command(goCmd, "run", "gen.go", "-wordnet", wordnetDir, "-output", out)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go run gen.go: %v\n%s", err, msg)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("tables.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
		i := 0
		for i < len(gl) && i < len(wl) && gl[i] == wl[i] {
			i++
		}
		t.Fatalf("tables.go is not what gen.go writes (run go generate): first difference at line %d", i+1)
	}
}

// versions ties each Version to the digest of its tables.
var versions = map[string]string{
	"wordnet-3.0/1": "aa025a3d5acb61bc",
	"wordnet-3.0/2": "4b8724c2909e7254", // Proper
	"wordnet-3.0/3": "0d250ec95383ce0d", // no attributes among related forms
	"wordnet-3.0/4": "37e84824ee40a70c", // capitalised senses marked
	"wordnet-3.0/5": "1802b2ed0d3e4735", // verb phrases of two words
	"wordnet-3.0/6": "fe771a4d0a6f0c81", // a phrase stands for no lemma that is its own verb
	"wordnet-3.0/7": "ac6bf2c76cb0d105", // a phrase's kinds told from its synonyms
}

func TestVersion(t *testing.T) {
	if d, ok := versions[Version]; !ok || d != tablesDigest {
		t.Errorf("Version %q is recorded with tables %q, but the tables are %q: "+
			"when the tables change, give Version a new number and record it in versions with its digest",
			Version, d, tablesDigest)
	}
	for v, d := range versions {
		if v != Version && d == tablesDigest {
			t.Errorf("tables %q are recorded for %q too", d, v)
		}
	}
}

// maxTablesSize bounds what the tables add to a binary.
const maxTablesSize = 3_000_000

func TestTablesSize(t *testing.T) {
	tables := []string{lemmaText, lemmaOff, lemmaPOS, lemmaRec, lemmaEdges, hyperOff, hyper, excText, excOff, excRec, excBases,
		phraseText, phraseOff, phraseRec, phraseLemmas}
	n := 0
	for _, s := range tables {
		n += len(s)
	}
	if n != tablesSize {
		t.Errorf("the tables hold %d bytes; tables.go says %d (is a table missing from this test?)", n, tablesSize)
	}
	if n > maxTablesSize {
		t.Errorf("the tables hold %d bytes; want at most %d", n, maxTablesSize)
	}
	t.Logf("%d bytes of tables", n)
}

// TestTablesShape checks what the code relies on: lemmas sorted and
// distinct, edges in tag order, related and antonym lists sorted, distinct
// and symmetric, senses of valid synsets and parts of speech the lemma
// has, and hypernyms of the same part of speech.
func TestTablesShape(t *testing.T) {
	if got, want := len(lemmaOff), 4*(numLemmas+1); got != want {
		t.Fatalf("len(lemmaOff) = %d; want %d", got, want)
	}
	if got, want := len(lemmaRec), 3*(numLemmas+1); got != want {
		t.Fatalf("len(lemmaRec) = %d; want %d", got, want)
	}
	posOf := [4]POS{Noun, Verb, Adj, Adv}
	prev := ""
	for i := 1; i <= numLemmas; i++ {
		id := ID(i)
		w := id.String()
		if w <= prev || w == "" || strings.ContainsAny(w, "_ ") || strings.ToLower(w) != w {
			t.Fatalf("lemma %d is %q after %q", i, w, prev)
		}
		prev = w
		if id.POS() == 0 || id.POS()&^(Noun|Verb|Adj|Adv) != 0 {
			t.Errorf("%q.POS() = %b", w, id.POS())
		}
		lo, hi := int(u24(lemmaRec, i-1)), int(u24(lemmaRec, i))
		if lo == hi {
			t.Errorf("%q has no senses", w)
		}
		last := uint32(0)
		for j := lo; j < hi; j++ {
			e := u24(lemmaEdges, j)
			tag, v := e>>tagShift, e&valueMask
			if j > lo && tag < last>>tagShift || tag > tagAntonym {
				t.Fatalf("%q: edge %d has tag %d after %d", w, j-lo, tag, last>>tagShift)
			}
			switch tag {
			case tagSense:
				if id.Proper() && v&capitalBit == 0 {
					t.Errorf("%q is a proper noun, but sense %d writes it in lower case", w, j-lo)
				}
				v &= senseMask
				if v >= numSynsets {
					t.Fatalf("%q: sense %d of %d synsets", w, v, numSynsets)
				}
				if id.POS()&posOf[partOf(v)] == 0 {
					t.Errorf("%q: a sense of part %d; POS %b", w, partOf(v), id.POS())
				}
			default:
				if j > lo && last>>tagShift == tag && v <= last&valueMask {
					t.Fatalf("%q: edge %d to %d after %d", w, j-lo, v, last&valueMask)
				}
				if !ID(v).valid() || ID(v) == id {
					t.Fatalf("%q: edge to %d", w, v)
				}
				if !hasEdge(ID(v), id, tag) {
					t.Errorf("%q has an edge tagged %d to %q, which has none back", w, tag, ID(v))
				}
			}
			last = e
		}
	}
	if got, want := len(hyperOff), 3*(verbEnd+1); got != want {
		t.Fatalf("len(hyperOff) = %d; want %d", got, want)
	}
	for s := uint32(0); s < verbEnd; s++ {
		for i, end := int(u24(hyperOff, int(s))), int(u24(hyperOff, int(s)+1)); i < end; i++ {
			if h := u24(hyper, i); partOf(h) != partOf(s) {
				t.Fatalf("synset %d (part %d) has hypernym %d (part %d)", s, partOf(s), h, partOf(h))
			}
		}
	}
}

// TestPhraseShape checks that the phrases are sorted, distinct, of two
// words the first of which is a verb lemma, each with lemmas sorted,
// distinct and valid.
func TestPhraseShape(t *testing.T) {
	if got, want := len(phraseOff), 4*(numPhrases+1); got != want {
		t.Fatalf("len(phraseOff) = %d; want %d", got, want)
	}
	if got, want := len(phraseRec), 3*(numPhrases+1); got != want {
		t.Fatalf("len(phraseRec) = %d; want %d", got, want)
	}
	prev := ""
	for m := range numPhrases {
		ph := phraseText[u32(phraseOff, m):u32(phraseOff, m+1)]
		a, b, ok := strings.Cut(ph, " ")
		if ph <= prev || !ok || b == "" || strings.ContainsAny(b, " _") || Lookup(a).POS()&Verb == 0 {
			t.Fatalf("phrase %d is %q after %q", m, ph, prev)
		}
		prev = ph
		lo, hi := int(u24(phraseRec, m)), int(u24(phraseRec, m+1))
		if lo >= hi {
			t.Errorf("phrase %q has no lemmas", ph)
		}
		for i := lo; i < hi; i++ {
			id := ID(u24(phraseLemmas, i) &^ phraseKindBit)
			if !id.valid() || i > lo && id <= ID(u24(phraseLemmas, i-1)&^phraseKindBit) {
				t.Fatalf("phrase %q: lemma %d is %d", ph, i-lo, id)
			}
		}
	}
}

func TestEachPhraseLemma(t *testing.T) {
	for _, tt := range []struct {
		verb, next      string
		has, kinds, not []string
	}{
		{"take", "place", []string{"occur", "happen"}, nil, []string{"take", "place"}},
		{"pass", "away", []string{"die"}, nil, []string{"live"}},
		{"break", "out", []string{"erupt"}, []string{"begin"}, nil},
		{"turn", "down", []string{"refuse", "reject", "decline"}, nil, []string{"accept"}},
		{"call", "off", []string{"cancel"}, nil, nil},
		{"shut", "down", []string{"close"}, nil, []string{"open"}},
		{"take", "zzzz", nil, nil, []string{"take"}},
		{"zzzz", "place", nil, nil, []string{"occur"}},
	} {
		got := map[string]bool{} // lemma: kind
		EachPhraseLemma(Lookup(tt.verb), tt.next, func(id ID, kind bool) bool { got[id.String()] = kind; return true })
		for _, w := range tt.has {
			if kind, ok := got[w]; !ok || kind {
				t.Errorf("EachPhraseLemma(%q, %q) gives %v; want %q among them, a synonym", tt.verb, tt.next, got, w)
			}
		}
		for _, w := range tt.kinds {
			if kind, ok := got[w]; !ok || !kind {
				t.Errorf("EachPhraseLemma(%q, %q) gives %v; want %q among them, a kind", tt.verb, tt.next, got, w)
			}
		}
		for _, w := range tt.not {
			if _, ok := got[w]; ok {
				t.Errorf("EachPhraseLemma(%q, %q) gives %q", tt.verb, tt.next, w)
			}
		}
	}
	for w, want := range map[string]bool{"place": true, "away": true, "out": true, "zzzz": false, "take": false} {
		if got := PhraseEnd(w); got != want {
			t.Errorf("PhraseEnd(%q) = %v; want %v", w, got, want)
		}
	}
	for w, want := range map[string]bool{"take": true, "pass": true, "turn": true, "novel": false} {
		if got := PhraseStart(Lookup(w)); got != want {
			t.Errorf("PhraseStart(%q) = %v; want %v", w, got, want)
		}
	}
	if PhraseStart(0) {
		t.Error("PhraseStart(0) = true")
	}
	n := 0
	EachPhraseLemma(Lookup("pass"), "away", func(ID, bool) bool { n++; return false })
	if n != 1 {
		t.Errorf("EachPhraseLemma went on after yield returned false: %d calls", n)
	}
}

func TestLookup(t *testing.T) {
	for _, w := range []string{"fall", "mouse", "canada", "turkey", "well-being", "o'clock", "a", "zymurgy"} {
		id := Lookup(w)
		if id == 0 || id.String() != w {
			t.Errorf("Lookup(%q) = %d (%q); want the lemma", w, id, id)
		}
	}
	for _, w := range []string{"", "Canada", "ice_cream", "ice cream", "mice", "refunds", "zzzz", "\xff", "aa\x00"} {
		if id := Lookup(w); id != 0 {
			t.Errorf("Lookup(%q) = %d (%q); want 0", w, id, id)
		}
	}
	for i := 1; i <= numLemmas; i++ {
		if w := ID(i).String(); Lookup(w) != ID(i) {
			t.Fatalf("Lookup(%q) = %d; want %d", w, Lookup(w), i)
		}
	}
}

func TestNoLemma(t *testing.T) {
	fall := Lookup("fall")
	for _, id := range []ID{0, numLemmas + 1, ^ID(0)} {
		if s := id.String(); s != "" {
			t.Errorf("ID(%d).String() = %q; want \"\"", id, s)
		}
		if p := id.POS(); p != 0 {
			t.Errorf("ID(%d).POS() = %b; want 0", id, p)
		}
		for name, f := range map[string]func(a, b ID) bool{"Related": Related, "Antonym": Antonym, "Synonym": Synonym, "IsA": IsA} {
			if f(id, id) || f(id, fall) || f(fall, id) {
				t.Errorf("%s with ID %d is true; want false", name, id)
			}
		}
	}
}

func TestPOS(t *testing.T) {
	tests := []struct {
		w    string
		want POS
	}{
		{"fall", Noun | Verb},
		{"better", Noun | Verb | Adj | Adv},
		{"canada", Noun},
		{"turkish", Noun | Adj},
		{"quickly", Adv},
		{"think", Noun | Verb},
	}
	for _, tt := range tests {
		if got := Lookup(tt.w).POS(); got != tt.want {
			t.Errorf("Lookup(%q).POS() = %b; want %b", tt.w, got, tt.want)
		}
	}
}

func strs(ids []ID) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = id.String()
	}
	return out
}

func TestBases(t *testing.T) {
	tests := []struct {
		w    string
		want []string
		why  string
	}{
		{"fell", []string{"fell", "fall"}, "a lemma, then its exception"},
		{"thought", []string{"thought", "think"}, ""},
		{"mice", []string{"mouse"}, "noun.exc"},
		{"better", []string{"better", "good", "well"}, "adj.exc, then adv.exc's well again"},
		{"refunds", []string{"refund"}, "noun and verb rule s"},
		{"highest", []string{"high"}, "adjective rule est"},
		{"nicer", []string{"nice"}, "adjective rule er to e"},
		{"stopped", []string{"stopped", "stop"}, "verb.exc lists doubled consonants"},
		{"bigger", []string{"bigger", "big"}, "an adjective of its own (bigger than life), then adj.exc"},
		{"hotter", []string{"hot"}, "adj.exc lists doubled consonants"},
		{"axes", []string{"ax", "axis", "axe"}, "noun.exc, then the rule s gives axe again"},
		{"leaves", []string{"leaf", "leave"}, ""},
		{"boxes", []string{"box"}, "xes and es"},
		{"churches", []string{"church"}, "ches"},
		{"policemen", []string{"policeman"}, "men"},
		{"cities", []string{"city"}, "ies"},
		{"making", []string{"making", "make"}, "a noun, then the verb rule ing to e"},
		{"announced", []string{"announced", "announce"}, "an adjective, then the verb rule ed to e"},
		{"hoped", []string{"hope", "hop"}, "every rule's base: ed to e, then ed"},
		{"singing", []string{"singing", "sing", "singe"}, "a noun and an adjective, then verb.exc"},
		{"refunded", []string{"refund"}, "ed"},
		{"glass", []string{"glass"}, "no rule off a noun ending in ss"},
		{"cupsful", []string{"cupful"}, "the plural before ful"},
		{"as", []string{"as"}, "no noun rule off two letters; the verb rule s gives no verb"},
		{"Fell", nil, "not folded"},
		{"", nil, ""},
		{"zzzzs", nil, ""},
	}
	for _, tt := range tests {
		got := strs(Bases(tt.w, nil))
		if !slices.Equal(got, tt.want) && !(len(got) == 0 && len(tt.want) == 0) {
			t.Errorf("Bases(%q) = %q; want %q (%s)", tt.w, got, tt.want, tt.why)
		}
	}
}

// TestBasesAppends checks that Bases keeps dst's prefix, even when it
// holds the bases, and appends no duplicates.
func TestBasesAppends(t *testing.T) {
	fall := Lookup("fall")
	prefix := []ID{fall, 7}
	for _, w := range []string{"fell", "axes", "better", "falls", "rising", "was", "media"} {
		got := Bases(w, slices.Clone(prefix))
		if !slices.Equal(got[:2], prefix) {
			t.Errorf("Bases(%q, %v) changed the prefix: %v", w, prefix, got)
		}
		rest := got[2:]
		if !slices.Equal(rest, Bases(w, nil)) {
			t.Errorf("Bases(%q, %v)[2:] = %v; want %v", w, prefix, rest, Bases(w, nil))
		}
		seen := map[ID]bool{}
		for _, id := range rest {
			if seen[id] || id == 0 {
				t.Errorf("Bases(%q) = %v: %d twice or 0", w, rest, id)
			}
			seen[id] = true
		}
	}
}

// TestBasesOfLemmas checks that every lemma is its own first base.
func TestBasesOfLemmas(t *testing.T) {
	var dst []ID
	for i := 1; i <= numLemmas; i++ {
		dst = Bases(ID(i).String(), dst[:0])
		if len(dst) == 0 || dst[0] != ID(i) {
			t.Fatalf("Bases(%q) = %q; want it first", ID(i), strs(dst))
		}
	}
}

type pairTest struct {
	a, b string
	want bool
	why  string
}

func runPairs(t *testing.T, name string, f func(a, b ID) bool, tests []pairTest) {
	t.Helper()
	for _, tt := range tests {
		a, b := Lookup(tt.a), Lookup(tt.b)
		if a == 0 || b == 0 {
			t.Errorf("%s(%q, %q): Lookup gives %d, %d; want lemmas", name, tt.a, tt.b, a, b)
			continue
		}
		if got := f(a, b); got != tt.want {
			t.Errorf("%s(%q, %q) = %v; want %v %s", name, tt.a, tt.b, got, tt.want, tt.why)
		}
	}
}

func TestRelated(t *testing.T) {
	runPairs(t, "Related", Related, []pairTest{
		{"turkish", "turkey", true, "(pertainym)"},
		{"turkey", "turkish", true, "(pertainym, the other way)"},
		{"american", "america", true, "(pertainym)"},
		{"death", "die", true, "(derivation)"},
		{"production", "produce", true, "(derivation)"},
		{"produce", "production", true, "(derivation)"},
		{"high", "height", false, "(an attribute: not a related form)"},
		{"quickly", "quick", true, "(an adverb's pertainym)"},
		{"fall", "fall", true, "(the same lemma)"},
		{"death", "produce", false, ""},
		{"rise", "fall", false, "(antonyms are not related)"},
	})
}

func TestAntonym(t *testing.T) {
	runPairs(t, "Antonym", Antonym, []pairTest{
		{"rise", "fall", true, ""},
		{"fall", "rise", true, "(the other way)"},
		{"increase", "decrease", true, ""},
		{"include", "exclude", true, ""},
		{"accept", "reject", true, ""},
		{"win", "lose", true, ""},
		{"above", "below", true, ""},
		{"high", "low", true, ""},
		{"permit", "forbid", true, ""},
		{"more", "less", true, ""},
		{"early", "late", true, ""},
		{"open", "close", true, ""},
		{"pass", "fail", true, ""},
		{"buy", "sell", true, ""},
		{"true", "false", true, ""},
		{"soaring", "low", true, "(a satellite of high takes high's antonym)"},
		{"low", "soaring", true, "(indirect, the other way)"},
		{"rise", "increase", false, "(a rise is an increase)"},
		{"fall", "fall", false, ""},
		{"soaring", "towering", false, "(two satellites of high)"},

		// Pairs WordNet 3.0 does not have.
		{"before", "after", false, "(WordNet has no prepositions; its adverbs before and after have no antonyms)"},
		{"grant", "deny", false, "(not in WordNet)"},
		{"allow", "prohibit", false, "(not in WordNet: allow's antonym is forbid, prohibit's none)"},
		{"accelerate", "slow", false, "(not in WordNet: accelerate's antonym is decelerate)"},
		{"approve", "reject", false, "(not in WordNet: approve's antonym is disapprove)"},
	})
}

// TestAntonymBases checks antonyms of inflected words through their bases.
func TestAntonymBases(t *testing.T) {
	tests := []pairTest{
		{"highest", "lowest", true, "(high, low)"},
		{"rose", "fell", true, "(rise, fall)"},
		{"won", "lost", true, "(win, lose)"},
		{"increased", "decreased", true, ""},
		{"rose", "increased", false, ""},
	}
	for _, tt := range tests {
		got := false
		for _, a := range Bases(tt.a, nil) {
			for _, b := range Bases(tt.b, nil) {
				got = got || Antonym(a, b)
			}
		}
		if got != tt.want {
			t.Errorf("Antonym of Bases(%q) and Bases(%q) = %v; want %v %s", tt.a, tt.b, got, tt.want, tt.why)
		}
	}
}

func TestSynonym(t *testing.T) {
	runPairs(t, "Synonym", Synonym, []pairTest{
		{"movie", "film", true, ""},
		{"film", "movie", true, ""},
		{"car", "automobile", true, ""},
		{"buy", "purchase", true, ""},
		{"big", "large", true, ""},
		{"quickly", "rapidly", true, "(adverbs)"},
		{"fall", "fall", true, "(the same lemma)"},
		{"movie", "book", false, ""},
		{"rise", "fall", false, ""},
		{"novel", "book", false, "(a kind, not a synonym)"},
		{"head", "chief", false, "(head's fourth noun sense)"},
		{"bank", "rely", false, "(bank's eighth verb sense)"},
	})
}

func TestIsA(t *testing.T) {
	runPairs(t, "IsA", IsA, []pairTest{
		{"novel", "book", true, ""},
		{"canada", "country", true, "(an instance)"},
		{"film", "movie", true, "(synonyms: no step)"},
		{"dog", "animal", true, ""},
		{"rise", "increase", true, ""},
		{"sprint", "run", true, "(verbs)"},
		{"book", "novel", false, "(the other way)"},
		{"dog", "cat", false, ""},
		{"car", "vehicle", true, ""},
		{"car", "object", true, "(six steps)"},
		{"car", "entity", false, "(more than IsADepth steps)"},
		{"bank", "institution", true, "(its second sense)"},
		{"bank", "container", false, "(only its eighth sense, a money box, is one)"},
		{"high", "low", false, "(adjectives have no hypernyms)"},
		{"singer", "inventor", false, "(only Isaac Singer, a capitalised sense, is one)"},
		{"young", "actress", false, "(only Loretta Young is one)"},
		{"singer", "musician", true, ""},
		{"puppy", "person", true, "(its second sense, an inexperienced young person)"},
	})
}

func TestIsAFirst(t *testing.T) {
	runPairs(t, "IsAFirst", IsAFirst, []pairTest{
		{"puppy", "dog", true, ""},
		{"puppy", "person", false, "(only a later sense)"},
		{"actor", "person", true, ""},
		{"bank", "institution", false, "(its second sense)"},
		{"singer", "musician", true, ""},
	})
}

func TestAllocs(t *testing.T) {
	a, b := Lookup("novel"), Lookup("book")
	dst := make([]ID, 0, 8)
	tests := []struct {
		name string
		f    func()
	}{
		{"Lookup", func() { Lookup("production") }},
		{"Bases", func() { dst = Bases("better", dst[:0]) }},
		{"BasesRules", func() { dst = Bases("refunds", dst[:0]) }},
		{"String", func() { _ = a.String() }},
		{"Related", func() { Related(a, b) }},
		{"Antonym", func() { Antonym(a, b) }},
		{"Synonym", func() { Synonym(a, b) }},
		{"IsA", func() { IsA(a, b) }},
		{"EachPhraseLemma", func() { EachPhraseLemma(a, "place", func(ID, bool) bool { return true }) }},
	}
	for _, tt := range tests {
		if n := testing.AllocsPerRun(100, tt.f); n != 0 {
			t.Errorf("%s allocates %v times; want 0", tt.name, n)
		}
	}
}

var (
	sinkID   ID
	sinkIDs  []ID
	sinkBool bool
)

// benchWords are words of ordinary text, lemmas and not.
var benchWords = []string{"the", "refunds", "production", "thought", "fell", "highest", "window", "announced", "zzzz", "canada"}

func BenchmarkLookup(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		sinkID = Lookup(benchWords[i%len(benchWords)])
	}
}

func BenchmarkBases(b *testing.B) {
	dst := make([]ID, 0, 8)
	for i := 0; b.Loop(); i++ {
		dst = Bases(benchWords[i%len(benchWords)], dst[:0])
	}
	sinkIDs = dst
}

func benchPairs(b *testing.B, f func(a, b ID) bool, pairs ...string) {
	ids := make([]ID, len(pairs))
	for i, w := range pairs {
		if ids[i] = Lookup(w); ids[i] == 0 {
			b.Fatalf("Lookup(%q) = 0", w)
		}
	}
	for i := 0; b.Loop(); i += 2 {
		i %= len(ids)
		sinkBool = f(ids[i], ids[i+1])
	}
}

var benchPairWords = []string{"rise", "fall", "novel", "book", "death", "die", "movie", "film", "canada", "country", "break", "make", "head", "set"}

func BenchmarkRelated(b *testing.B) { benchPairs(b, Related, benchPairWords...) }
func BenchmarkAntonym(b *testing.B) { benchPairs(b, Antonym, benchPairWords...) }
func BenchmarkSynonym(b *testing.B) { benchPairs(b, Synonym, benchPairWords...) }
func BenchmarkIsA(b *testing.B)     { benchPairs(b, IsA, benchPairWords...) }
