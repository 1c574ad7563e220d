package support

import "testing"

func TestZZA(t *testing.T) {
	for _, s := range []string{"You get a refund only if you cancel within 14 days.", "You get a refund if you cancel.", "You get a refund if you cancel within 14 days."} {
		e := Analyze(s, English)
		for _, c := range e.conds {
			t.Logf("%q: cue=%q kind=%v text=%q from=%d to=%d scoped=%v", s, c.cue, c.kind, s[c.start:c.end], c.from, c.to, c.scoped)
		}
	}
}
