package sourceid

import "testing"

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
