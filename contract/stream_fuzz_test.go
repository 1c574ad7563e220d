package contract

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// FuzzHandleReplay feeds any bytes to the replay handler, seeded with
// records of the audit tests and their requests: it answers with a
// replay or an invalid request, and a record replayed against its own
// request matches.
func FuzzHandleReplay(f *testing.F) {
	for _, req := range []string{auditCheckRequest, auditVerifyRequest} {
		var a *Audit
		if resp, err := HandleCheck([]byte(req)); err == nil {
			a = resp.Audit
		} else if resp, err := HandleVerify([]byte(req)); err == nil {
			a = resp.Audit
		}
		data, _ := json.Marshal(map[string]any{"request": json.RawMessage(req), "audit": a})
		f.Add(data)
	}
	f.Add([]byte(`{"request":{"sources":[{"id":"1","text":"x"}],"answer":"x [1]."},"audit":{"kind":"check","verdicts":[{"status":"ok"}],"sources":[{"id":"1"},{"id":"1"}]}}`))
	f.Add([]byte(`{"request":null,"audit":{"kind":"verify"}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<14 {
			return
		}
		resp, err := HandleReplay(data)
		if err != nil {
			if e := AsError(err); e.Code != CodeInvalidRequest && e.Code != CodeTooLarge && e.Code != CodeNoSources {
				t.Fatalf("HandleReplay: error %v (code %s)", err, e.Code)
			}
			return
		}
		if resp.Match != (len(resp.Differences) == 0) {
			t.Fatalf("HandleReplay: match %v with differences %+v", resp.Match, resp.Differences)
		}
		if _, err := json.Marshal(resp); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzCheckStream decodes any bytes as a check request, the stream and
// audit fields among the rest, and checks it both whole (HandleCheck) and
// through a CheckStream fed the answer in pieces drawn from seed: the two
// give the same response.
func FuzzCheckStream(f *testing.F) {
	seedRequests(f, "check")
	f.Add([]byte(auditCheckRequest))
	f.Add([]byte(`{"sources":[{"id":"1","text":"退款期限为30天。"}],"answer":"退款期限为30天[1]。\n> “月度计划”","stream":true,"options":{"audit":true,"uncited":"check-all"}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<14 {
			return
		}
		var req CheckRequest
		if err := Decode(data, &req); err != nil {
			return
		}
		want, err := HandleCheck(data)
		s, serr := NewCheckStream(req.Sources, req.Options)
		if serr != nil {
			if err == nil {
				t.Fatalf("NewCheckStream: %v; HandleCheck answered", serr)
			}
			return
		}
		rng := rand.New(rand.NewPCG(uint64(len(data)), uint64(len(req.Answer))))
		for at := 0; at < len(req.Answer) && serr == nil; {
			n := 1 + rng.IntN(12)
			_, serr = s.Write(req.Answer[at:min(at+n, len(req.Answer))])
			at += n
		}
		var resp *CheckResponse
		if serr == nil {
			_, resp, serr = s.Close()
		}
		if (err == nil) != (serr == nil) {
			t.Fatalf("HandleCheck error %v; CheckStream error %v", err, serr)
		}
		if err != nil {
			if AsError(err).Code != AsError(serr).Code {
				t.Fatalf("HandleCheck error %v; CheckStream error %v", err, serr)
			}
			return
		}
		w, _ := json.Marshal(want)
		g, _ := json.Marshal(resp)
		if string(w) != string(g) {
			t.Fatalf("CheckStream response\n%s\nHandleCheck response\n%s", g, w)
		}
	})
}
