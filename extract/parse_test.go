package extract_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/verbatim-go/verbatim/extract"
)

const okJSON = `{"answer":"Refunds within 30 days.","claims":[{"text":"Refunds are possible within 30 days.","source":"1","quote":"within 30 days of purchase"}]}`

var okAnswer = &extract.Answer{
	Answer: "Refunds within 30 days.",
	Claims: []extract.Claim{{Text: "Refunds are possible within 30 days.", Source: "1", Quote: "within 30 days of purchase"}},
}

var parseTests = []struct {
	in   string
	want *extract.Answer // nil: an error wrapping ErrMalformed
	why  string
}{
	{okJSON, okAnswer, "the object alone"},
	{"\n\t " + okJSON + " \n", okAnswer, "white space around"},
	{"```json\n" + okJSON + "\n```", okAnswer, "json code fence"},
	{"```JSON\n" + okJSON + "\n```\n", okAnswer, "tag in upper case"},
	{"```\n" + okJSON + "\n```", okAnswer, "fence without a language"},
	{"Here is the answer [1]:\n```json\n" + okJSON + "\n```\nHope this helps {really}.", okAnswer, "any prose outside a fence"},
	{"Here is the answer:\n" + okJSON + "\nLet me know if you need more.", okAnswer, "prose without brackets around the object"},
	{`{"claims":[],"answer":""}`, &extract.Answer{Claims: []extract.Claim{}}, "members in any order, empty claims"},
	{`{"answer":"a {b} [c] ` + "```" + `","claims":[]}`, &extract.Answer{Answer: "a {b} [c] ```", Claims: []extract.Claim{}}, "brackets and fences inside strings"},
	{`{"answer":"\u00e9\n","claims":[{"text":"t","source":"é","quote":"q\"uote"}]}`, &extract.Answer{Answer: "é\n", Claims: []extract.Claim{{Text: "t", Source: "é", Quote: `q"uote`}}}, "escapes decode"},
	{`{"answer":"x","claims":[{"text":"t","source":"1","quote":"q","type":"procedural"}]}`,
		&extract.Answer{Answer: "x", Claims: []extract.Claim{{Text: "t", Source: "1", Quote: "q", Type: extract.Procedural}}}, "a claim type"},
	{`{"answer":"x","claims":[{"type":"analysis","text":"t","source":"1","quote":"q"}]}`,
		&extract.Answer{Answer: "x", Claims: []extract.Claim{{Text: "t", Source: "1", Quote: "q", Type: extract.Analysis}}}, "type first"},
	{`{"answer":"x","claims":[{"text":"t","source":"1","quote":"q","type":"opinion"}]}`,
		&extract.Answer{Answer: "x", Claims: []extract.Claim{{Text: "t", Source: "1", Quote: "q"}}}, "an unknown type is a fact"},
	{`{"answer":"x","claims":[{"text":"t","source":"1","quote":"q","type":"Summary"}]}`,
		&extract.Answer{Answer: "x", Claims: []extract.Claim{{Text: "t", Source: "1", Quote: "q"}}}, "type names are lower case; another spelling is a fact"},
	{`{"answer":"x","claims":[{"text":"t","source":"1","quote":"q","type":""}]}`,
		&extract.Answer{Answer: "x", Claims: []extract.Claim{{Text: "t", Source: "1", Quote: "q"}}}, "an empty type is a fact"},

	{"", nil, "empty"},
	{"   \n", nil, "white space only"},
	{"I cannot answer that.", nil, "prose only"},
	{"null", nil, "null"},
	{"[" + okJSON + "]", nil, "an array around the object"},
	{okJSON + "\n" + okJSON, nil, "two objects"},
	{"Answer: " + okJSON + " (see [1])", nil, "brackets in trailing prose"},
	{"[1] says: " + okJSON, nil, "brackets in leading prose"},
	{"```json\n" + okJSON, nil, "fence not closed"},
	{"```json\n" + okJSON + "\n```\n```json\n" + okJSON + "\n```", nil, "two fences"},
	{"```python\n" + okJSON + "\n```", nil, "fence of another language"},
	{"```json\nHere:\n" + okJSON + "\n```", nil, "prose inside the fence"},
	{okJSON[:len(okJSON)-1], nil, "truncated"},
	{`{"answer":"x"}`, nil, "claims missing"},
	{`{"claims":[]}`, nil, "answer missing"},
	{`{"answer":null,"claims":[]}`, nil, "answer null"},
	{`{"answer":"x","claims":null}`, nil, "claims null"},
	{`{"answer":1,"claims":[]}`, nil, "answer a number"},
	{`{"answer":"x","claims":{}}`, nil, "claims an object"},
	{`{"answer":"x","claims":["q"]}`, nil, "claim a string"},
	{`{"answer":"x","claims":[{"text":"t","source":1,"quote":"q"}]}`, nil, "source a number"},
	{`{"answer":"x","claims":[{"text":"t","source":"1"}]}`, nil, "quote missing"},
	{`{"answer":"x","claims":[{"text":"t","source":"1","quote":"q","page":2}]}`, nil, "unknown claim member"},
	{`{"answer":"x","claims":[],"confidence":0.9}`, nil, "unknown top-level member"},
	{`{"answer":"x","answer":"y","claims":[]}`, nil, "duplicate member"},
	{`{"answer":"x","claims":[{"text":"t","text":"u","source":"1","quote":"q"}]}`, nil, "duplicate claim member"},
	{`{"answer":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],"claims":[]}`, nil, "nested garbage"},
	{`{"answer":"x","claims":[{"text":{"a":{"b":{}}},"source":"1","quote":"q"}]}`, nil, "nested object in a claim"},
	{`{"answer":"x","claims":[],}`, nil, "trailing comma"},
	{`{'answer':'x','claims':[]}`, nil, "single quotes"},
	{`{"answer":"x","claims":[{"text":"t","source":"1","quote":"q","type":null}]}`, nil, "type null"},
	{`{"answer":"x","claims":[{"text":"t","source":"1","quote":"q","type":2}]}`, nil, "type a number"},
	{`{"answer":"x","claims":[{"text":"t","source":"1","quote":"q","type":"fact","type":"fact"}]}`, nil, "duplicate type"},
}

func TestParse(t *testing.T) {
	for _, tt := range parseTests {
		got, err := extract.Parse(tt.in)
		if tt.want == nil {
			if err == nil || !errors.Is(err, extract.ErrMalformed) {
				t.Errorf("Parse(%q) = %+v, %v; want an error wrapping ErrMalformed (%s)", tt.in, got, err, tt.why)
			}
			continue
		}
		if err != nil {
			t.Errorf("Parse(%q) error: %v (%s)", tt.in, err, tt.why)
			continue
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Parse(%q) mismatch (-want +got) (%s):\n%s", tt.in, tt.why, diff)
		}
	}
}

func TestParseLimits(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"answer":"x","claims":[`)
	for i := 0; i <= extract.MaxClaims; i++ {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(`{"text":"t","source":"1","quote":"q"}`)
	}
	b.WriteString("]}")
	if _, err := extract.Parse(b.String()); !errors.Is(err, extract.ErrMalformed) {
		t.Errorf("Parse of %d claims: err = %v; want ErrMalformed", extract.MaxClaims+1, err)
	}

	big := `{"answer":"` + strings.Repeat("a", extract.MaxOutputBytes) + `","claims":[]}`
	if _, err := extract.Parse(big); !errors.Is(err, extract.ErrMalformed) {
		t.Errorf("Parse of %d bytes: err = %v; want ErrMalformed", len(big), err)
	}
}

func TestParseErrorSaysWhere(t *testing.T) {
	_, err := extract.Parse(`{"answer":"x","claims":[{"text":"t","source":"1","quote":"q"},{"text":"t","source":2,"quote":"q"}]}`)
	const want = "extract: malformed model output: claims[1].source: got number, want string"
	if err == nil || err.Error() != want {
		t.Errorf("Parse error = %v; want %q", err, want)
	}
}

// FuzzParse checks that Parse never panics and that what it accepts
// survives a round trip through encoding/json.
func FuzzParse(f *testing.F) {
	for _, tt := range parseTests {
		f.Add(tt.in)
	}
	f.Add("```json\n{\"answer\":\"\",\"claims\":[]}```")
	f.Add("{\"answer\":\"\xff\",\"claims\":[]}")
	f.Fuzz(func(t *testing.T, in string) {
		a, err := extract.Parse(in)
		if err != nil {
			if !errors.Is(err, extract.ErrMalformed) {
				t.Fatalf("Parse(%q) error %v does not wrap ErrMalformed", in, err)
			}
			return
		}
		if a.Claims == nil {
			t.Fatalf("Parse(%q).Claims is nil", in)
		}
		out, err := json.Marshal(a)
		if err != nil {
			t.Fatal(err)
		}
		b, err := extract.Parse(string(out))
		if err != nil {
			t.Fatalf("Parse(%q) = %+v, but Parse of its JSON %s: %v", in, a, out, err)
		}
		if diff := cmp.Diff(a, b); diff != "" {
			t.Fatalf("round trip of Parse(%q) (-first +second):\n%s", in, diff)
		}
	})
}
