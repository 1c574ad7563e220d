package citations

import (
	"testing"
)

func TestNames(t *testing.T) {
	for _, tt := range []struct {
		v interface {
			String() string
			MarshalText() ([]byte, error)
		}
		want string
	}{
		{OK, "ok"}, {Uncited, "uncited"}, {BadRef, "bad-ref"}, {Unsupported, "unsupported"},
		{KindClaim, "claim"}, {KindFraming, "framing"}, {KindHeading, "heading"},
		{Found, "found"}, {Invented, "invented"}, {Misattributed, "misattributed"},
		{Flag, "flag"}, {CheckAll, "check-all"},
	} {
		b, err := tt.v.MarshalText()
		if tt.v.String() != tt.want || string(b) != tt.want || err != nil {
			t.Errorf("%#v: String() = %q, MarshalText() = %q, %v; want %q", tt.v, tt.v.String(), b, err, tt.want)
		}
	}
	for _, v := range []interface{ MarshalText() ([]byte, error) }{Status(9), Kind(9), QuoteStatus(9), UncitedPolicy(9)} {
		if _, err := v.MarshalText(); err == nil {
			t.Errorf("%v.MarshalText(): no error", v)
		}
	}
}

func TestParseUncited(t *testing.T) {
	for in, want := range map[string]UncitedPolicy{"": Flag, "flag": Flag, "check-all": CheckAll} {
		var u UncitedPolicy
		if err := u.UnmarshalText([]byte(in)); err != nil || u != want {
			t.Errorf("UnmarshalText(%q) = %v, %v; want %v", in, u, err, want)
		}
	}
	if _, err := ParseUncited("all"); err == nil {
		t.Errorf(`ParseUncited("all"): no error`)
	}
}

func TestMinOverlap(t *testing.T) {
	answer := "Refunds are issued to the original card within 5 business days, quickly [1]."
	for _, tt := range []struct {
		min  float64
		want Status
	}{
		{0, Unverified}, // 0 means every word; 6 of 7 occur
		{0.8, OK},       // 6/7 = 0.857
		{0.9, Unverified},
		{2, Unverified}, // treated as 1
	} {
		r, err := Check(answer, policy, Options{MinOverlap: tt.min})
		if err != nil {
			t.Fatal(err)
		}
		if got := r.Sentences[0].Status; got != tt.want {
			t.Errorf("MinOverlap %v: %v; want %v (%v)", tt.min, got, tt.want, r.Sentences[0].Reasons)
		}
	}
	c, _ := NewCorpus(policy, Options{MinOverlap: 0.5})
	if c.Options().MinOverlap != 0.5 || len(c.IDs()) != len(policy) {
		t.Errorf("Corpus.Options() = %+v, IDs() = %v", c.Options(), c.IDs())
	}
}

func TestAnchored(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want bool
	}{
		{"The policy seems generous.", false},
		{"The fee rose 12%.", true},
		{"It was signed in March.", true},
		{"Customers may cancel.", false},
		{"See § 4 of the lease.", true},
		{"The clause reads “as is”.", true},
		{"As the lease says [1].", true},
	} {
		if got := Anchored(tt.s); got != tt.want {
			t.Errorf("Anchored(%q) = %v; want %v", tt.s, got, tt.want)
		}
	}
}
