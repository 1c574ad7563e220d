package contract

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const leaseSources = `[{"id":"1","text":"Tenant shall pay rent monthly.","document":"lease"},` +
	`{"id":"2","text":"Late rent bears a fee of $75.","document":"lease"}]`

// TestDocumentsJSON checks the contract's fields for documents: a
// sentence and a claim citing chunk 1 are checked against the whole lease,
// and the evidence and the citation name chunk 2, in its own offsets.
func TestDocumentsJSON(t *testing.T) {
	check, err := HandleCheck([]byte(`{"sources":` + leaseSources + `,"answer":"Late rent bears a fee of $75 [1]."}`))
	if err != nil {
		t.Fatal(err)
	}
	s := check.Sentences[0]
	if s.Status != "ok" || s.CheckedAgainst != "document" || !cmp.Equal(s.Evidence, []CheckEvidence{{Source: "2", Start: 0, End: 29, Text: "Late rent bears a fee of $75."}}) {
		t.Errorf("check sentence = %+v; want ok against document, evidence in chunk 2", s)
	}
	ver, err := HandleVerify([]byte(`{"sources":` + leaseSources + `,"claims":[{"text":"Late rent bears a fee of $75.","source":"1","quote":"Late rent bears a fee of $75."}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if len(ver.Citations) != 1 || ver.Citations[0].Source != "2" || ver.Citations[0].CheckedAgainst != "document" || ver.Text != "Late rent bears a fee of $75 [2]." {
		t.Errorf("verify = %+v; want a citation of chunk 2 checked against the document", ver)
	}
	b, _ := json.Marshal(ver.Citations[0])
	if !strings.Contains(string(b), `"checkedAgainst":"document"`) {
		t.Errorf("citation JSON %s lacks checkedAgainst", b)
	}
}

func TestKindsAndTypesJSON(t *testing.T) {
	for _, tt := range []struct {
		req  string
		code string // "" for no error
		why  string
	}{
		{`{"sources":[{"id":"1","text":"a","kind":"snippet"}],"answer":"a [1]."}`, "", "a snippet"},
		{`{"sources":[{"id":"1","text":"a","kind":"web"}],"answer":"a [1]."}`, CodeInvalidRequest, "an unknown kind"},
		{`{"sources":[{"id":"1","text":"a","kind":"snippet","document":"d"}],"answer":"a [1]."}`, CodeInvalidRequest, "a snippet in a document"},
		{`{"sources":[{"id":"1","text":"a"}],"answer":"a [1].","options":{"detectSnippets":true}}`, "", "detection"},
		{`{"sources":[{"id":"1","text":"aaaa","document":"d"}],"answer":"a [1].","options":{}}`, "", "one chunk"},
	} {
		_, err := HandleCheck([]byte(tt.req))
		if tt.code == "" {
			if err != nil {
				t.Errorf("HandleCheck(%s) (%s) = %v", tt.req, tt.why, err)
			}
			continue
		}
		if e := AsError(err); err == nil || e.Code != tt.code {
			t.Errorf("HandleCheck(%s) (%s) = %v; want %s", tt.req, tt.why, err, tt.code)
		}
	}
	// A claim's type: unknown is a fact; a number is no type.
	_, err := HandleVerify([]byte(`{"sources":[{"id":"1","text":"a b"}],"claims":[{"text":"a b","source":"1","quote":"a b","type":"hunch"}]}`))
	if err != nil {
		t.Errorf("HandleVerify of an unknown claim type = %v; want it read as a fact", err)
	}
	_, err = HandleVerify([]byte(`{"sources":[{"id":"1","text":"a b"}],"claims":[{"text":"a b","source":"1","quote":"a b","type":1}]}`))
	if e := AsError(err); err == nil || e.Code != CodeInvalidRequest {
		t.Errorf("HandleVerify of a numeric claim type = %v; want invalid_request", err)
	}
	// An unanchored analysis is out of the score.
	ver, err := HandleVerify([]byte(`{"sources":[{"id":"1","text":"Rent is paid monthly."}],"claims":[` +
		`{"text":"Rent is paid monthly.","source":"1","quote":"Rent is paid monthly."},` +
		`{"text":"This reflects a tenant-friendly lease.","source":"1","quote":"Rent is paid monthly.","type":"analysis"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if ver.Score != (Score{Verified: 1, Checkable: 1, Value: 1}) || len(ver.Unsupported) != 1 || ver.Unsupported[0].CheckedAgainst != "passage" {
		t.Errorf("verify with analysis = score %+v, unsupported %+v; want 1 of 1, the analysis reported", ver.Score, ver.Unsupported)
	}
}

// TestRelevanceJSON checks the example of a faithful answer to another
// question, through both requests.
func TestRelevanceJSON(t *testing.T) {
	const q = `"question":"What is the monthly price of an extra seat on the Starter plan?"`
	const src = `"sources":[{"id":"1","text":"On the Zephyr plan each extra seat is billed at 9 dollars per month."}]`
	const want = `"relevance":{"unaddressed":["Starter plan"],"offTopic":[{"sentence":0,"asked":"Starter plan","answered":"Zephyr plan"}]}`
	check, err := HandleCheck([]byte(`{` + src + `,` + q + `,"answer":"On the Zephyr plan each extra seat is billed at 9 dollars per month [1]."}`))
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := json.Marshal(check); !strings.Contains(string(b), want) || check.Sentences[0].Status != "ok" {
		t.Errorf("check response %s; want it ok and to hold %s", b, want)
	}
	ver, err := HandleVerify([]byte(`{` + src + `,` + q + `,"claims":[{"text":"On the Zephyr plan each extra seat is billed at 9 dollars per month.","source":"1","quote":"On the Zephyr plan each extra seat is billed at 9 dollars per month."}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := json.Marshal(ver); !strings.Contains(string(b), want) || !ver.Grounded {
		t.Errorf("verify response %s; want it grounded and to hold %s", b, want)
	}
	// No question, no relevance.
	check, err = HandleCheck([]byte(`{` + src + `,"answer":"x [1]."}`))
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := json.Marshal(check); strings.Contains(string(b), "relevance") {
		t.Errorf("check response without a question %s holds relevance", b)
	}
}
