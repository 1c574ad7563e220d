package support

import (
	"strings"
	"testing"
)

func TestClausesOf(t *testing.T) {
	for _, tt := range []struct {
		text string
		want []string
	}{
		{"Revenue rose 5% while costs rose 12%.", []string{"Revenue rose 5%", "while costs rose 12%."}},
		{"The company hired 30 engineers and fired 12 managers.", []string{"The company hired 30 engineers", "and fired 12 managers."}},
		{"The fund returned 8% in 2020 and 12% in 2021.", nil}, // the second part has no verb of its own
		{"Refunds are issued within 10 days, and exchanges within 5 days.", []string{"Refunds are issued within 10 days,", "and exchanges within 5 days."}},
		{"It was designed by Ada Rusk and Tom Hale in 1990.", nil},
		{"The war lasted from 1861 and 1865.", nil},
		{strings.Repeat("Costs rose 5% and revenue rose 12% ", 200), nil}, // past maxClauseText: read whole
	} {
		e := Analyze(tt.text, English)
		var got []string
		for _, cl := range clausesOf(e) {
			got = append(got, strings.TrimSpace(e.src[cl.start:cl.end]))
		}
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("clausesOf(%.60q) = %q; want %q", tt.text, got, tt.want)
		}
	}
}
