package extract_test

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/verbatim-go/verbatim/extract"
)

func TestSourceJSON(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want extract.Source
		err  bool
		why  string
	}{
		{`{"id":"1","text":"a"}`, extract.Source{ID: "1", Text: "a"}, false, "a passage by default"},
		{`{"id":"1","text":"a","kind":"passage"}`, extract.Source{ID: "1", Text: "a"}, false, "passage named"},
		{`{"id":"1","text":"a","kind":"snippet"}`, extract.Source{ID: "1", Text: "a", Kind: extract.Snippet}, false, "a snippet"},
		{`{"id":"1","text":"a","document":"lease"}`, extract.Source{ID: "1", Text: "a", Document: "lease"}, false, "a chunk"},
		{`{"id":"1","text":"a","kind":"Snippet"}`, extract.Source{}, true, "kinds are lower case"},
		{`{"id":"1","text":"a","kind":"document"}`, extract.Source{}, true, "a document is named by document, not kind"},
		{`{"id":"1","text":"a","kind":1}`, extract.Source{}, true, "a kind is a string"},
	} {
		var got extract.Source
		err := json.Unmarshal([]byte(tt.in), &got)
		if tt.err {
			if err == nil {
				t.Errorf("Unmarshal(%s) = %+v; want an error (%s)", tt.in, got, tt.why)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("Unmarshal(%s) = %+v, %v; want %+v (%s)", tt.in, got, err, tt.want, tt.why)
		}
	}
	// A passage marshals as before: no kind, no document.
	b, err := json.Marshal(extract.Source{ID: "1", Text: "a"})
	if err != nil || string(b) != `{"id":"1","text":"a"}` {
		t.Errorf("Marshal(passage) = %s, %v", b, err)
	}
	b, err = json.Marshal(extract.Source{ID: "1", Text: "a", Document: "d", Kind: extract.Snippet})
	if err != nil || string(b) != `{"id":"1","text":"a","document":"d","kind":"snippet"}` {
		t.Errorf("Marshal(snippet) = %s, %v", b, err)
	}
	if _, err := json.Marshal(extract.Source{Kind: 9}); err == nil {
		t.Errorf("Marshal of an invalid kind succeeded")
	}
}

func TestClaimTypeJSON(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want extract.ClaimType
	}{
		{`{}`, extract.Fact},
		{`{"type":"fact"}`, extract.Fact},
		{`{"type":"paraphrase"}`, extract.Paraphrase},
		{`{"type":"summary"}`, extract.Summary},
		{`{"type":"procedural"}`, extract.Procedural},
		{`{"type":"analysis"}`, extract.Analysis},
		{`{"type":"legal-opinion"}`, extract.Fact},
		{`{"type":null}`, extract.Fact},
	} {
		var c extract.Claim
		if err := json.Unmarshal([]byte(tt.in), &c); err != nil || c.Type != tt.want {
			t.Errorf("Unmarshal(%s).Type = %v, %v; want %v", tt.in, c.Type, err, tt.want)
		}
	}
	var c extract.Claim
	if err := json.Unmarshal([]byte(`{"type":3}`), &c); err == nil {
		t.Errorf("Unmarshal of a numeric type succeeded")
	}
	// Every type survives the round trip, and a fact marshals as before.
	for ct := extract.Fact; ct <= extract.Analysis; ct++ {
		in := extract.Claim{Text: "t", Source: "1", Quote: "q", Type: ct}
		b, err := json.Marshal(in)
		if err != nil {
			t.Fatal(err)
		}
		var out extract.Claim
		if err := json.Unmarshal(b, &out); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(in, out); diff != "" {
			t.Errorf("round trip of %s (-want +got):\n%s", b, diff)
		}
		if ct == extract.Fact && string(b) != `{"text":"t","source":"1","quote":"q"}` {
			t.Errorf("Marshal(fact) = %s; want no type member", b)
		}
	}
	// What Parse reads, the schema's type names, and String agree.
	for ct := extract.Fact; ct <= extract.Analysis; ct++ {
		a, err := extract.Parse(`{"answer":"","claims":[{"text":"t","source":"1","quote":"q","type":"` + ct.String() + `"}]}`)
		if err != nil || a.Claims[0].Type != ct {
			t.Errorf("Parse of type %q = %+v, %v", ct, a, err)
		}
	}
}
