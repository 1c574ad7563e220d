package support

import (
	"os"
	"testing"
)

func TestZZ(t *testing.T) {
	c, e := os.Getenv("ZC"), os.Getenv("ZE")
	if c == "" {
		t.Skip()
	}
	ev := Evidence{Where: "the quote", Passages: []Passage{{Source: "1", Text: Analyze(e, Auto)}}}
	v := Check(NewClaim(c, Auto), ev, Options{})
	t.Logf("%v %v", v.Outcome, v.Reasons)
	et := ev.Passages[0].Text
	t.Logf("nums %+v", et.nums)
	t.Logf("idents %+v", et.idents)
	for _, u := range et.toks {
		t.Logf("tok %q seg=%d flags=%b negs=%d", u.word, u.seg, u.flags, u.negs)
	}
	t.Logf("cues %+v", et.cues)
	ct := NewClaim(c, Auto)
	for _, u := range ct.toks {
		t.Logf("ctok %q seg=%d negs=%d", u.word, u.seg, u.negs)
	}
	t.Logf("ccues %+v", ct.cues)
}
