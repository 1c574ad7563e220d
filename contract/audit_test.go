package contract

import (
	"encoding/json"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const (
	auditCheckRequest = `{"sources":[{"id":"policy","text":"Annual plans can be refunded within 30 days of purchase. Monthly plans are not refundable."},` +
		`{"id":"pricing","text":"The Pro plan costs $25 per month."}],` +
		`"answer":"Annual plans can be refunded within 30 days [policy]. The Pro plan costs $45 per month [pricing].",` +
		`"options":{"audit":true}}`
	auditVerifyRequest = `{"sources":[{"id":"policy","text":"Annual plans can be refunded within 30 days of purchase. Monthly plans are not refundable."}],` +
		`"claims":[{"text":"Annual plans can be refunded within 30 days.","source":"policy","quote":"Annual plans can be refunded within 30 days"},` +
		`{"text":"Monthly plans are refundable.","source":"policy","quote":"Monthly plans are not refundable."}],` +
		`"options":{"audit":true,"mode":"lenient"}}`
)

// record returns the audit of a request, as the response carries it.
func record(t *testing.T, req string) *Audit {
	t.Helper()
	var a *Audit
	if strings.Contains(req, `"claims"`) {
		resp, err := HandleVerify([]byte(req))
		if err != nil {
			t.Fatal(err)
		}
		a = resp.Audit
	} else {
		resp, err := HandleCheck([]byte(req))
		if err != nil {
			t.Fatal(err)
		}
		a = resp.Audit
	}
	if a == nil {
		t.Fatalf("response to %s has no audit", req)
	}
	return a
}

// replay replays req against the record a.
func replay(t *testing.T, req string, a *Audit) *ReplayResponse {
	t.Helper()
	data, err := json.Marshal(map[string]any{"request": json.RawMessage(req), "audit": a})
	if err != nil {
		t.Fatal(err)
	}
	resp, err := HandleReplay(data)
	if err != nil {
		t.Fatalf("HandleReplay: %v", err)
	}
	return resp
}

func TestAuditRecord(t *testing.T) {
	a := record(t, auditCheckRequest)
	if a.Format != AuditFormat || a.Kind != "check" || a.Library == "" || a.Lexicon == "" {
		t.Errorf("check audit %+v: want format %q, kind check, a library and a lexicon", a, AuditFormat)
	}
	if len(a.Sources) != 2 || a.Sources[0].ID != "policy" || len(a.Sources[0].SHA256) != 64 {
		t.Errorf("check audit sources %+v: want policy and pricing with SHA-256 digests", a.Sources)
	}
	want := []string{"ok", "unsupported"}
	var got []string
	for _, v := range a.Verdicts {
		got = append(got, v.Status)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("check audit verdicts (-want +got):\n%s", diff)
	}
	if a.Answer == "" || a.Claims != "" || a.Options == "" || a.Digest == "" || a.Response == "" {
		t.Errorf("check audit %+v: want answer, options, digest and response digests and no claims digest", a)
	}
	v := record(t, auditVerifyRequest)
	if v.Kind != "verify" || v.Claims == "" || v.Answer != "" || len(v.Verdicts) != 2 || v.Verdicts[1].Status != "negation_mismatch" {
		t.Errorf("verify audit %+v: want kind verify, a claims digest and verdicts grounded, negation_mismatch", v)
	}
	// The same request gives the same record.
	if diff := cmp.Diff(a, record(t, auditCheckRequest)); diff != "" {
		t.Errorf("two records of one request differ:\n%s", diff)
	}
	// The options in force are digested, not their spelling.
	spelled := strings.Replace(auditCheckRequest, `"options":{"audit":true}`, `"options":{"audit":true,"mode":"strict","uncited":"flag","minOverlap":1}`, 1)
	if b := record(t, spelled); b.Options != a.Options || b.Response != a.Response {
		t.Errorf("options spelled out with their defaults digest to %s; the defaults to %s", b.Options, a.Options)
	}
	if resp, err := HandleCheck([]byte(strings.Replace(auditCheckRequest, `"audit":true`, `"audit":false`, 1))); err != nil || resp.Audit != nil {
		t.Errorf("a check without audit: audit %v, error %v; want none", resp.Audit, err)
	}
}

func TestReplay(t *testing.T) {
	index := func(i int) *int { return &i }
	for _, tt := range []struct {
		name    string
		req     string
		replay  string            // the request replayed, if not req
		edit    func(a *Audit)    // a change to the record
		want    []Difference      // the differences, without digests
		digests map[string]string // What → "" for differences whose values are digests
	}{
		{name: "check", req: auditCheckRequest},
		{name: "verify", req: auditVerifyRequest},
		{name: "a source changed by one character", req: auditCheckRequest,
			replay: strings.Replace(auditCheckRequest, "within 30 days of purchase", "within 31 days of purchase", 1),
			want: []Difference{{What: "source", ID: "policy"}, {What: "verdict", Index: index(0), Recorded: "ok", Replayed: "unsupported"},
				{What: "digest"}, {What: "response"}}},
		{name: "another library version", req: auditCheckRequest, edit: func(a *Audit) { a.Library = "v0.9.0" },
			want: []Difference{{What: "library", Recorded: "v0.9.0", Replayed: LibraryVersion()}}},
		{name: "other lexical data", req: auditVerifyRequest, edit: func(a *Audit) { a.Lexicon = "wordnet-3.0/1" },
			want: []Difference{{What: "lexicon", Recorded: "wordnet-3.0/1", Replayed: record(t, auditVerifyRequest).Lexicon}}},
		{name: "other options", req: auditVerifyRequest, replay: strings.Replace(auditVerifyRequest, `"mode":"lenient"`, `"mode":"strict"`, 1),
			want: []Difference{{What: "options"}}},
		{name: "a claim changed", req: auditVerifyRequest,
			replay: strings.Replace(auditVerifyRequest, `"Monthly plans are refundable."`, `"Monthly plans are not refundable."`, 1),
			want: []Difference{{What: "claims"}, {What: "verdict", Index: index(1), Recorded: "negation_mismatch", Replayed: "grounded"},
				{What: "digest"}, {What: "response"}}},
		{name: "another question", req: strings.Replace(auditCheckRequest, `"answer"`, `"question":"How long is the refund window?","answer"`, 1),
			replay: strings.Replace(auditCheckRequest, `"answer"`, `"question":"What does the Pro plan cost?","answer"`, 1),
			want:   []Difference{{What: "question"}, {What: "response"}}},
		{name: "a source read as a chunk of a document", req: auditCheckRequest,
			replay: strings.Replace(auditCheckRequest, `{"id":"pricing",`, `{"id":"pricing","document":"terms",`, 1),
			want: []Difference{{What: "document", ID: "pricing", Recorded: "", Replayed: "terms"}, {What: "verdict", Index: index(1)},
				{What: "digest"}, {What: "response"}}}, // what it was checked against is part of its verdict
		{name: "a source left out", req: auditCheckRequest,
			replay: strings.Replace(auditCheckRequest, `{"id":"pricing","text":"The Pro plan costs $25 per month."}`, `{"id":"prices","text":"The Pro plan costs $25 per month."}`, 1),
			want: []Difference{{What: "source", ID: "prices"}, {What: "source", ID: "pricing"}, {What: "verdict", Index: index(1), Recorded: "unsupported", Replayed: "uncited"},
				{What: "digest"}, {What: "response"}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := record(t, tt.req)
			if tt.edit != nil {
				tt.edit(a)
			}
			req := tt.req
			if tt.replay != "" {
				req = tt.replay
			}
			got := replay(t, req, a)
			if got.Match != (len(tt.want) == 0) {
				t.Errorf("replay: match %v; want %v (differences %+v)", got.Match, len(tt.want) == 0, got.Differences)
			}
			// Digests are checked for being there and differing, not by
			// value.
			var diffs []Difference
			for _, d := range got.Differences {
				if d.Recorded == d.Replayed {
					t.Errorf("difference %+v names nothing that differs", d)
				}
				if len(d.Recorded) == 64 || len(d.Replayed) == 64 || d.What == "source" {
					d.Recorded, d.Replayed = "", ""
				}
				diffs = append(diffs, d)
			}
			if diff := cmp.Diff(tt.want, diffs); diff != "" {
				t.Errorf("replay differences (-want +got):\n%s", diff)
			}
		})
	}
}

func TestReplayErrors(t *testing.T) {
	a, err := json.Marshal(record(t, auditCheckRequest))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		in, why string
	}{
		{`{"request":` + auditCheckRequest + `}`, "no audit"},
		{`{"audit":` + string(a) + `}`, "no request"},
		{`{"request":{"answer":"x","bogus":1},"audit":` + string(a) + `}`, "a request with an unknown field"},
		{`{"request":` + auditCheckRequest + `,"audit":{"kind":"create"}}`, "an unknown kind"},
		{`{"request":` + auditCheckRequest + `,"audit":` + string(a) + `,"more":1}`, "an unknown field"},
		{`[]`, "not an object"},
	} {
		if _, err := HandleReplay([]byte(tt.in)); err == nil || AsError(err).Code != CodeInvalidRequest {
			t.Errorf("HandleReplay(%s) (%s): error %v; want invalid_request", tt.in, tt.why, err)
		}
	}
	// A request that now fails is an outcome that differs.
	failing := `{"request":{"sources":[],"answer":"x"},"audit":` + string(a) + `}`
	got, err := HandleReplay([]byte(failing))
	if err != nil || got.Match || len(got.Differences) != 1 || got.Differences[0].What != "outcome" ||
		!strings.HasPrefix(got.Differences[0].Replayed, CodeNoSources) {
		t.Errorf("HandleReplay(%s) = %+v, %v; want one outcome difference, no_sources", failing, got, err)
	}
}

func TestVersionIn(t *testing.T) {
	for _, tt := range []struct {
		info *debug.BuildInfo
		want string
	}{
		{&debug.BuildInfo{Main: debug.Module{Path: modulePath, Version: "(devel)"}}, "(devel)"},
		{&debug.BuildInfo{Main: debug.Module{Path: modulePath, Version: "v1.2.0"}}, "v1.2.0"},
		{&debug.BuildInfo{Main: debug.Module{Path: modulePath}}, "(devel)"},
		{&debug.BuildInfo{Main: debug.Module{Path: "example.com/app"}, Deps: []*debug.Module{
			{Path: "golang.org/x/text", Version: "v0.44.0"}, {Path: modulePath, Version: "v1.3.1"}}}, "v1.3.1"},
		{&debug.BuildInfo{Main: debug.Module{Path: "example.com/app"}, Deps: []*debug.Module{
			{Path: modulePath, Version: "v1.3.1", Replace: &debug.Module{Path: "../verbatim"}}}}, "(devel)"},
		{&debug.BuildInfo{Main: debug.Module{Path: "example.com/app"}, Deps: []*debug.Module{
			{Path: modulePath, Version: "v1.3.1", Replace: &debug.Module{Path: "example.com/fork", Version: "v1.3.2"}}}}, "v1.3.2"},
		{&debug.BuildInfo{Main: debug.Module{Path: "example.com/app"}}, "unknown"},
	} {
		if got := versionIn(tt.info); got != tt.want {
			t.Errorf("versionIn(%+v) = %q; want %q", tt.info.Main, got, tt.want)
		}
	}
	if v := LibraryVersion(); v == "" || v == "unknown" {
		t.Errorf("LibraryVersion() = %q in a test of the module; want (devel) or a version", v)
	}
}
