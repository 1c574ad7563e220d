package contract

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/verbatim-go/verbatim/citations"
)

func TestHandleCheckErrors(t *testing.T) {
	for _, tt := range []struct {
		req  string
		code string
		why  string
	}{
		{`{"sources":[],"answer":"x [1]."}`, CodeNoSources, "no sources"},
		{`{"answer":"x [1]."}`, CodeNoSources, "sources missing"},
		{`{"sources":[{"id":"1","text":"a"},{"id":"1","text":"b"}],"answer":"x"}`, CodeInvalidRequest, "duplicate ids"},
		{`{"sources":[{"id":"","text":"a"}],"answer":"x"}`, CodeInvalidRequest, "an empty id"},
		{`{"sources":[{"id":"1","text":"a"}],"answer":"x","options":{"uncited":"ignore"}}`, CodeInvalidRequest, "a bad uncited policy"},
		{`{"sources":[{"id":"1","text":"a"}],"answer":"x","options":{"mode":"loose"}}`, CodeInvalidRequest, "a bad mode"},
		{`{"sources":[{"id":"1","text":"a"}],"answer":"x","options":{"numbers":"maybe"}}`, CodeInvalidRequest, "a bad numbers mode"},
		{`{"sources":[{"id":"1","text":"a"}],"answer":"x","options":{"minOverlap":1.5}}`, CodeInvalidRequest, "minOverlap out of range"},
		{`{"sources":[{"id":"1","text":"a"}],"answer":"x","extra":1}`, CodeInvalidRequest, "an unknown field"},
		{`{"sources":[{"id":"1","text":"a"}],"answer":"x"} {}`, CodeInvalidRequest, "trailing data"},
		{`not json`, CodeInvalidRequest, "not JSON"},
	} {
		_, err := HandleCheck([]byte(tt.req))
		var e *Error
		if !errors.As(err, &e) && err != nil {
			e = AsError(err)
		}
		if e == nil || e.Code != tt.code || e.Message == "" {
			t.Errorf("HandleCheck(%s) (%s) = %v; want code %s", tt.req, tt.why, err, tt.code)
		}
	}
}

// The response slices the answer by code point offsets and has no null
// arrays.
func TestHandleCheckOffsets(t *testing.T) {
	req := CheckRequest{
		Sources: []citations.Source{
			{ID: "1", Text: "退款期限为30天。月度计划不可退款。"},
			{ID: "2", Text: "Срок возврата — 14 дней."},
		},
		Answer: "退款期限为30天[1]。Срок возврата — 14 дней [2]. “月度计划可以退款” [1][5].",
	}
	res, err := req.Run()
	if err != nil {
		t.Fatal(err)
	}
	v := NewCheckResponse(req.Answer, res, req.Sources)
	runes := []rune(req.Answer)
	for _, s := range v.Sentences {
		if got := string(runes[s.Start:s.End]); got != s.Text {
			t.Errorf("sentence [%d, %d) slices to %q; want %q", s.Start, s.End, got, s.Text)
		}
	}
	for _, r := range v.Removed {
		if got := string(runes[r.Start:r.End]); got != r.Text {
			t.Errorf("removal [%d, %d) slices to %q; want %q", r.Start, r.End, got, r.Text)
		}
	}
	for _, q := range v.Quotations {
		if got := string(runes[q.Start:q.End]); !strings.Contains(got, q.Text) {
			t.Errorf("quotation [%d, %d) slices to %q; want it to hold %q", q.Start, q.End, got, q.Text)
		}
	}
	var statuses []string
	for _, s := range v.Sentences {
		statuses = append(statuses, s.Status)
	}
	if diff := cmp.Diff([]string{"ok", "ok", "bad-ref"}, statuses); diff != "" {
		t.Errorf("statuses (-want +got):\n%s", diff)
	}
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), "null") {
		t.Errorf("response has null: %s", data)
	}
}
