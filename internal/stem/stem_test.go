package stem

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

func TestEnglish(t *testing.T) {
	for _, tt := range []struct {
		word, want string
		why        string
	}{
		// Step 1a, as documented.
		{"ties", "tie", "ies after one letter is ie"},
		{"cries", "cri", "ies after two letters is i"},
		{"gas", "gas", "the only vowel is just before the s"},
		{"this", "this", "the only vowel is just before the s"},
		{"gaps", "gap", "a vowel before the letter before s"},
		{"kiwis", "kiwi", "a vowel before the letter before s"},
		{"caresses", "caress", "sses is ss"},
		{"consensus", "consensus", "us stays"},
		{"dies", "die", "ies after one letter"},
		{"cried", "cri", "ied after two letters"},

		// Step 1b, as documented: luxuriat gets its e, hopp loses a p, hop
		// is short and gets an e.
		{"luxuriating", "luxuri", "luxuriat, luxuriate, then ate in R2"},
		{"hopping", "hop", "a double is undoubled"},
		{"hoping", "hope", "a short word gets an e"},
		{"hoped", "hope", "a short word gets an e"},
		{"agreed", "agre", "eed in R1 is ee, then e in R1"},
		{"feed", "feed", "eed outside R1 stays, and ed is not tried"},
		{"bleed", "bleed", "eed outside R1 stays"},
		{"sing", "sing", "no vowel before ing"},
		{"crying", "cri", "y counts as a vowel before ing"},
		{"added", "ad", "dd is undoubled (Snowball 3.0 keeps add)"},
		{"fizzed", "fizz", "zz is not a double"},
		{"troubled", "troubl", "bl gets an e, which step 5 removes in R1"},
		{"sized", "size", "iz gets an e"},

		// Step 1c, as documented.
		{"cry", "cri", "y after a non-vowel"},
		{"by", "by", "two letters"},
		{"say", "say", "y after a vowel is a consonant"},
		{"bye", "bye", "not a final y"},
		{"spy", "spi", "y after a non-vowel that is not the first letter"},
		{"bying", "by", "y after the first letter stays"},

		// Steps 2 to 5.
		{"relational", "relat", "ational is ate, ate in R2 goes"},
		{"conditional", "condit", "tional is tion, ion after t in R2 goes"},
		{"valenci", "valenc", "enci is ence, e in R2 goes"},
		{"hesitanci", "hesit", "anci is ance, ance in R2 goes"},
		{"digitizer", "digit", "izer is ize, ize in R2 goes"},
		{"conformabli", "conform", "abli is able, able in R2 goes"},
		{"radicalli", "radic", "alli is al, al in R2 goes"},
		{"differentli", "differ", "entli is ent, ent in R2 goes"},
		{"vileli", "vile", "eli: li after e goes; e after a short syllable stays"},
		{"analogousli", "analog", "ousli is ous, ous in R2 goes"},
		{"vietnamization", "vietnam", "ization is ize, ize in R2 goes"},
		{"predication", "predic", "ation is ate, ate in R2 goes"},
		{"operator", "oper", "ator is ate, ate in R2 goes"},
		{"feudalism", "feudal", "alism is al, al not in R2"},
		{"decisiveness", "decis", "iveness is ive, ive in R2 goes"},
		{"hopefulness", "hope", "fulness is ful, ful goes in step 3"},
		{"callousness", "callous", "ousness is ous"},
		{"formaliti", "formal", "aliti is al"},
		{"sensitiviti", "sensit", "iviti is ive, ive in R2 goes"},
		{"sensibiliti", "sensibl", "biliti is ble, e in R1 after bl goes"},
		{"geology", "geolog", "ogi after l is og"},
		{"hopefully", "hope", "fulli is ful, ful goes in step 3"},
		{"hopelessly", "hopeless", "lessli is less"},
		{"quickly", "quick", "li after a valid li-ending"},
		{"triplicate", "triplic", "icate is ic"},
		{"demonstrative", "demonstr", "ative in R2 goes"},
		{"formative", "format", "ative outside R2 stays, then ive in R2 goes"},
		{"formalize", "formal", "alize is al"},
		{"electriciti", "electr", "iciti is ic, ic in R2 goes"},
		{"electrical", "electr", "ical is ic, ic in R2 goes"},
		{"goodness", "good", "ness goes"},
		{"revival", "reviv", "al in R2 goes"},
		{"allowance", "allow", "ance in R2 goes"},
		{"inference", "infer", "ence in R2 goes"},
		{"airliner", "airlin", "er in R2 goes"},
		{"gyroscopic", "gyroscop", "ic in R2 goes"},
		{"adjustable", "adjust", "able in R2 goes"},
		{"defensible", "defens", "ible in R2 goes"},
		{"irritant", "irrit", "ant in R2 goes"},
		{"replacement", "replac", "ement in R2 goes"},
		{"adjustment", "adjust", "ment in R2 goes"},
		{"dependent", "depend", "ent in R2 goes"},
		{"adoption", "adopt", "ion after t in R2 goes"},
		{"communism", "communism", "R1 starts after commun, so ism is not in R2"},
		{"activate", "activ", "ate in R2 goes"},
		{"angulariti", "angular", "iti in R2 goes"},
		{"homologous", "homolog", "ous in R2 goes"},
		{"effective", "effect", "ive in R2 goes"},
		{"bowdlerize", "bowdler", "ize in R2 goes"},
		{"probate", "probat", "e in R1 after a long syllable goes"},
		{"rate", "rate", "e after a short syllable stays"},
		{"cease", "ceas", "e in R1 after a long syllable goes"},
		{"controll", "control", "ll in R2 loses an l"},
		{"roll", "roll", "ll outside R2 stays"},

		// The regions' exceptional prefixes.
		{"generously", "generous", "R1 starts after gener"},
		{"generate", "generat", "R1 starts after gener"},
		{"arsenal", "arsenal", "R1 starts after arsen, so al is not in R2"},
		{"communication", "communic", "R1 starts after commun"},

		// Y marking.
		{"yellow", "yellow", "an initial y is a consonant"},
		{"sayings", "say", "y after a vowel is a consonant"},
		{"toy", "toy", "y after a vowel"},
		{"enjoying", "enjoy", "y after a vowel"},

		// Apostrophes: initial ' goes, then step 0.
		{"'s'", "s", "' goes first, then the final '"},
		{"'''", "'", "only one initial ' goes"},
		{"a''", "a'", "step 0 removes one '"},
		{"''s", "", "' goes, then 's"},
		{"'aa'", "aa", "' goes at both ends"},
		{"dog's", "dog", "'s goes"},
		{"dogs'", "dog", "' goes, then s"},
		{"don't", "don't", "an inner apostrophe is a letter"},

		// The exceptional words.
		{"skis", "ski", "exception"},
		{"skies", "sky", "exception"},
		{"dying", "die", "exception"},
		{"lying", "lie", "exception"},
		{"tying", "tie", "exception"},
		{"idly", "idl", "exception"},
		{"gently", "gentl", "exception"},
		{"ugly", "ugli", "exception"},
		{"early", "earli", "exception"},
		{"only", "onli", "exception"},
		{"singly", "singl", "exception"},
		{"sky", "sky", "invariant"},
		{"news", "news", "invariant"},
		{"howe", "howe", "invariant"},
		{"atlas", "atlas", "invariant"},
		{"cosmos", "cosmos", "invariant"},
		{"bias", "bias", "invariant"},
		{"andes", "andes", "invariant"},

		// The invariant forms after step 1a.
		{"inning", "inning", "invariant after step 1a"},
		{"innings", "inning", "invariant after step 1a"},
		{"outing", "outing", "invariant after step 1a"},
		{"outings", "outing", "invariant after step 1a"},
		{"canning", "canning", "invariant after step 1a"},
		{"cannings", "canning", "invariant after step 1a"},
		{"herring", "herring", "invariant after step 1a"},
		{"herrings", "herring", "invariant after step 1a"},
		{"earring", "earring", "invariant after step 1a"},
		{"earrings", "earring", "invariant after step 1a"},
		{"proceed", "proceed", "invariant after step 1a"},
		{"proceeds", "proceed", "invariant after step 1a"},
		{"exceed", "exceed", "invariant after step 1a"},
		{"exceeds", "exceed", "invariant after step 1a"},
		{"succeed", "succeed", "invariant after step 1a"},
		{"succeeds", "succeed", "invariant after step 1a"},
		{"proceeded", "proceed", "not an invariant form: eed in R1 is ee, ed"},
		{"evening", "even", "not an invariant form here (Snowball 3.0 adds it)"},

		// The sample vocabulary of the algorithm's page.
		{"consign", "consign", "sample"},
		{"consigned", "consign", "sample"},
		{"consigning", "consign", "sample"},
		{"consignment", "consign", "sample"},
		{"consist", "consist", "sample"},
		{"consisted", "consist", "sample"},
		{"consistency", "consist", "sample"},
		{"consistent", "consist", "sample"},
		{"consistently", "consist", "sample"},
		{"consisting", "consist", "sample"},
		{"consists", "consist", "sample"},
		{"consolation", "consol", "sample"},
		{"consolations", "consol", "sample"},
		{"consolatory", "consolatori", "sample"},
		{"console", "consol", "sample"},
		{"consoled", "consol", "sample"},
		{"consoles", "consol", "sample"},
		{"consolidate", "consolid", "sample"},
		{"consolidated", "consolid", "sample"},
		{"consolidating", "consolid", "sample"},
		{"consoling", "consol", "sample"},
		{"consolingly", "consol", "sample"},
		{"consols", "consol", "sample"},
		{"consonant", "conson", "sample"},
		{"consort", "consort", "sample"},
		{"consorted", "consort", "sample"},
		{"consorting", "consort", "sample"},
		{"conspicuous", "conspicu", "sample"},
		{"conspicuously", "conspicu", "sample"},
		{"conspiracy", "conspiraci", "sample"},
		{"conspirator", "conspir", "sample"},
		{"conspirators", "conspir", "sample"},
		{"conspire", "conspir", "sample"},
		{"conspired", "conspir", "sample"},
		{"conspiring", "conspir", "sample"},
		{"constable", "constabl", "sample"},
		{"constables", "constabl", "sample"},
		{"constance", "constanc", "sample"},
		{"constancy", "constanc", "sample"},
		{"constant", "constant", "sample"},
		{"knack", "knack", "sample"},
		{"knackeries", "knackeri", "sample"},
		{"knacks", "knack", "sample"},
		{"knag", "knag", "sample"},
		{"knave", "knave", "sample"},
		{"knaves", "knave", "sample"},
		{"knavish", "knavish", "sample"},
		{"kneaded", "knead", "sample"},
		{"kneading", "knead", "sample"},
		{"knee", "knee", "sample"},
		{"kneel", "kneel", "sample"},
		{"kneeled", "kneel", "sample"},
		{"kneeling", "kneel", "sample"},
		{"kneels", "kneel", "sample"},
		{"knees", "knee", "sample"},
		{"knell", "knell", "sample"},
		{"knelt", "knelt", "sample"},
		{"knew", "knew", "sample"},
		{"knick", "knick", "sample"},
		{"knif", "knif", "sample"},
		{"knife", "knife", "sample"},
		{"knight", "knight", "sample"},
		{"knightly", "knight", "sample"},
		{"knights", "knight", "sample"},
		{"knit", "knit", "sample"},
		{"knits", "knit", "sample"},
		{"knitted", "knit", "sample"},
		{"knitting", "knit", "sample"},
		{"knives", "knive", "sample"},
		{"knob", "knob", "sample"},
		{"knobs", "knob", "sample"},
		{"knock", "knock", "sample"},
		{"knocked", "knock", "sample"},
		{"knocker", "knocker", "sample"},
		{"knockers", "knocker", "sample"},
		{"knocking", "knock", "sample"},
		{"knocks", "knock", "sample"},
		{"knopp", "knopp", "sample"},
		{"knot", "knot", "sample"},
		{"knots", "knot", "sample"},

		// Words left as they are.
		{"", "", "empty"},
		{"is", "is", "two letters"},
		{"as", "as", "two letters"},
		{"'s", "'s", "two bytes"},
		{"Running", "Running", "not in lower case"},
		{"café", "café", "not a to z"},
		{"naïvely", "naïvely", "not a to z"},
		{"mp3s", "mp3s", "a digit"},
		{"self-made", "self-made", "a hyphen"},
		{"ies", "ie", "three letters are stemmed"},
	} {
		if got := English(tt.word); got != tt.want {
			t.Errorf("English(%q) (%s) = %q; want %q", tt.word, tt.why, got, tt.want)
		}
	}
}

func TestRegions(t *testing.T) {
	// The examples of Snowball's note on R1 and R2.
	for _, tt := range []struct {
		word   string
		r1, r2 string
	}{
		{"beautiful", "iful", "ul"},
		{"beauty", "y", ""},
		{"beau", "", ""},
		{"animadversion", "imadversion", "adversion"},
		{"sprinkled", "kled", ""},
		{"eucharist", "harist", "ist"},
		{"generous", "ous", ""},
		{"communication", "ication", "ation"},
		{"arsenic", "ic", ""},
		{"gener", "", ""},
	} {
		p1, p2 := regions([]byte(tt.word))
		if r1, r2 := tt.word[p1:], tt.word[p2:]; r1 != tt.r1 || r2 != tt.r2 {
			t.Errorf("regions(%q) = R1 %q, R2 %q; want %q, %q", tt.word, r1, r2, tt.r1, tt.r2)
		}
	}
}

func TestShort(t *testing.T) {
	// The examples of the algorithm's definitions of a short syllable and
	// a short word.
	for _, tt := range []struct {
		word      string
		syllable  bool
		shortWord bool
	}{
		{"rap", true, true},
		{"trap", true, true},
		{"entrap", true, false},
		{"ow", true, true},
		{"on", true, true},
		{"at", true, true},
		{"uproot", false, false},
		{"bestow", false, false},
		{"disturb", false, false},
		{"bed", true, true},
		{"shed", true, true},
		{"shred", true, true},
		{"bead", false, false},
		{"embed", true, false},
		{"beds", false, false},
	} {
		b := []byte(tt.word)
		p1, _ := regions(b)
		syllable := shortSyllable(b)
		shortWord := syllable && p1 == len(b)
		if syllable != tt.syllable || shortWord != tt.shortWord {
			t.Errorf("%q: short syllable %v, short word %v; want %v, %v", tt.word, syllable, shortWord, tt.syllable, tt.shortWord)
		}
	}
}

// snowball3 lists the words of testdata/voc.txt whose stem in Snowball's
// data comes from rules Snowball 3.0 added to the algorithm, with the stem
// the algorithm implemented here gives.
var snowball3 = map[string]struct{ data, want, why string }{
	"added":    {"add", "ad", "3.0 does not undouble after a lone a, e or o"},
	"adding":   {"add", "ad", "3.0 does not undouble after a lone a, e or o"},
	"erred":    {"err", "er", "3.0 does not undouble after a lone a, e or o"},
	"erring":   {"err", "er", "3.0 does not undouble after a lone a, e or o"},
	"evening":  {"evening", "even", "3.0 makes evening an invariant form"},
	"evenings": {"evening", "even", "3.0 makes evening an invariant form"},
}

// vocabulary returns the pairs of testdata/voc.txt.
func vocabulary(tb testing.TB) [][2]string {
	tb.Helper()
	f, err := os.Open("testdata/voc.txt")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var pairs [][2]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		word, stem, ok := strings.Cut(line, " ")
		if !ok {
			tb.Fatalf("testdata/voc.txt: malformed line %q", line)
		}
		pairs = append(pairs, [2]string{word, stem})
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return pairs
}

func TestVocabulary(t *testing.T) {
	pairs := vocabulary(t)
	if len(pairs) < 5000 {
		t.Fatalf("testdata/voc.txt holds %d pairs; want at least 5000", len(pairs))
	}
	seen := 0
	for _, p := range pairs {
		word, want := p[0], p[1]
		if d, ok := snowball3[word]; ok {
			seen++
			if want != d.data {
				t.Errorf("testdata/voc.txt gives %q the stem %q; snowball3 says %q", word, want, d.data)
			}
			want = d.want
		}
		if got := English(word); got != want {
			t.Errorf("English(%q) = %q; want %q", word, got, want)
		}
	}
	if seen != len(snowball3) {
		t.Errorf("testdata/voc.txt holds %d of the %d words of snowball3", seen, len(snowball3))
	}
}

func TestEnglishAllocs(t *testing.T) {
	for _, tt := range []struct {
		word   string
		allocs float64
		why    string
	}{
		{"connections", 0, "suffixes removed: a prefix"},
		{"'tis", 0, "initial apostrophe removed: a substring"},
		{"generously", 0, "a prefix"},
		{"skies", 0, "an exceptional word"},
		{"café", 0, "left as it is"},
		{"happy", 1, "y becomes i"},
		{"hoping", 1, "e added"},
		{"relational", 0, "ational becomes ate, then ate goes: a prefix"},
		{"sensibiliti", 1, "biliti becomes ble"},
		{strings.Repeat("nation", 20) + "al", 1, "longer than the stack buffer"},
	} {
		var got string
		allocs := testing.AllocsPerRun(100, func() { got = English(tt.word) })
		if allocs != tt.allocs {
			t.Errorf("English(%q) (%s) = %q in %v allocations; want %v", tt.word, tt.why, got, allocs, tt.allocs)
		}
	}
}

// englishProblem reports how English breaks its guarantees for w, or ""
// if it keeps them: it is deterministic, never longer than w, leaves a
// word that is not of a to z and apostrophes as it is, and returns a word
// of a to z and apostrophes otherwise.
func englishProblem(w string) string {
	got := English(w)
	if again := English(w); again != got {
		return fmt.Sprintf("English(%q) = %q, then %q", w, got, again)
	}
	if len(got) > len(w) {
		return fmt.Sprintf("English(%q) = %q, longer than the word", w, got)
	}
	if !plain(w) {
		if got != w {
			return fmt.Sprintf("English(%q) = %q; want the word unchanged", w, got)
		}
		return ""
	}
	if !plain(got) {
		return fmt.Sprintf("English(%q) = %q, not of a to z and apostrophes", w, got)
	}
	return ""
}

// plain reports whether s holds only a to z and apostrophes.
func plain(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < 'a' || c > 'z') && c != '\'' {
			return false
		}
	}
	return true
}

func FuzzEnglish(f *testing.F) {
	for _, w := range []string{
		"", "a", "'", "'''", "''s", "'s'", "yyy", "ayyy", "ies", "ied", "sss",
		"generally", "communism", "arsenic", "luxuriating", "skies", "innings",
		"caféterias", "\xff\xfe", "ZZZ", "a'b'c'", "eeeeeed", "lili", "ogi",
		strings.Repeat("ation", 30),
	} {
		f.Add(w)
	}
	f.Fuzz(func(t *testing.T, w string) {
		if p := englishProblem(w); p != "" {
			t.Fatal(p)
		}
	})
}

func TestEnglishGuarantees(t *testing.T) {
	// Words of a to z and apostrophes, weighted towards the letters of
	// English suffixes so that every step has work to do.
	letters := []rune("abcdefghijklmnopqrstuvwxyz'aeiouyeeilnsstty")
	rapid.Check(t, func(t *rapid.T) {
		w := rapid.StringOfN(rapid.RuneFrom(letters), 0, 24, -1).Draw(t, "w")
		if p := englishProblem(w); p != "" {
			t.Fatal(p)
		}
	})
	for _, p := range vocabulary(t) {
		if p := englishProblem(p[0]); p != "" {
			t.Error(p)
		}
	}
}

func BenchmarkEnglish(b *testing.B) {
	// A mix: Snowball's vocabulary, which is mostly plain words with
	// suffixes, and words English leaves as they are.
	var words []string
	for _, p := range vocabulary(b) {
		words = append(words, p[0])
	}
	words = append(words, "Café", "naïve", "über", "x86", "e-mail", "東京", "mp3s")
	n := 0
	for _, w := range words {
		n += len(w)
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for _, w := range words {
			English(w)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(words)), "ns/word")
}
