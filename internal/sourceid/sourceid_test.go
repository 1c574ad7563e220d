package sourceid

import (
	"errors"
	"testing"
)

func TestProblem(t *testing.T) {
	for _, tt := range []struct {
		id string
		ok bool
	}{
		{"1", true},
		{"doc-a", true},
		{"Source 2", true}, // spaces are allowed
		{"политика", true}, // so is any script
		{"返金ポリシー", true},
		{"a/b (v2)", true},
		{"", false},
		{"  ", false},
		{"1]", false},
		{"[1", false},
		{"1] Refunds are 90 days [2", false},
		{"a\nb", false},
		{"a\x00b", false},
		{"a\rb", false},
		{"a\u2028b", false},
		{"a\u202eb", false},
		{"a\u2066b", false},
		{"a\xffb", false},
	} {
		if got := Problem(tt.id); (got == "") != tt.ok {
			t.Errorf("Problem(%q) = %q; want ok %v", tt.id, got, tt.ok)
		}
	}
}

func TestCheck(t *testing.T) {
	for _, tt := range []struct {
		ids  []string
		want Fault
	}{
		{nil, Fault{}},
		{[]string{"1", "2", "policy"}, Fault{}},
		{[]string{"1", " "}, Fault{Kind: Empty, I: 1, ID: " "}},
		{[]string{"1", "a]"}, Fault{Kind: Unwritable, I: 1, ID: "a]", Why: Problem("a]")}},
		{[]string{"1", "2", "1"}, Fault{Kind: Duplicate, I: 2, J: 0, ID: "1"}},
		{[]string{"", "1", "1"}, Fault{Kind: Empty, I: 0}},               // the first fault decides
		{[]string{"1", "1", "["}, Fault{Kind: Duplicate, I: 1, ID: "1"}}, // in order of the ids
	} {
		if got := Check(len(tt.ids), func(i int) string { return tt.ids[i] }); got != tt.want {
			t.Errorf("Check(%q) = %+v; want %+v", tt.ids, got, tt.want)
		}
	}
}

func TestError(t *testing.T) {
	a, b, c := errors.New("a"), errors.New("b"), errors.New("c")
	err := Error("pkg: duplicate source id", a, b)
	if err.Error() != "pkg: duplicate source id" {
		t.Errorf("Error(...).Error() = %q; want the message as given", err.Error())
	}
	if !errors.Is(err, a) || !errors.Is(err, b) || errors.Is(err, c) {
		t.Errorf("errors.Is(Error(msg, a, b), a, b, c) = %v, %v, %v; want true, true, false", errors.Is(err, a), errors.Is(err, b), errors.Is(err, c))
	}
}
