package contract

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const quarterly = "| | Q1 | Q2 | Q3 |\n|---|---|---|---|\n| Revenue | 100 | 110 | 120 |\n| Profit | 10 | 12 | 15 |\n"

// TestCheckNumbersOption checks options.numbers end to end: off ignores
// numbers, on wants them in the lines of the cited source the sentence
// rests on, row in the row and column it names.
func TestCheckNumbersOption(t *testing.T) {
	answer := "Q3 profit was 15 [1]. Q3 profit was 120 [1]. Q3 profit was 999 [1]."
	for _, tt := range []struct {
		numbers string
		want    []string
	}{
		{"off", []string{"ok", "ok", "ok"}},
		{"", []string{"ok", "unsupported", "unsupported"}},
		{"on", []string{"ok", "unsupported", "unsupported"}},
		{"row", []string{"ok", "unsupported", "unsupported"}},
	} {
		req := `{"sources":[{"id":"1","text":` + quote(quarterly) + `}],"answer":` + quote(answer) +
			`,"options":{"numbers":"` + tt.numbers + `"}}`
		out, err := HandleCheck([]byte(req))
		if err != nil {
			t.Fatalf("numbers %q: %v", tt.numbers, err)
		}
		var got []string
		for _, s := range out.Sentences {
			got = append(got, s.Status)
			if s.Status != "ok" && (len(s.Reasons) == 0 || s.Reasons[0].Code != "number_not_found") {
				t.Errorf("numbers %q: %q has reasons %+v; want number_not_found", tt.numbers, s.Text, s.Reasons)
			}
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("numbers %q: statuses (-want +got):\n%s", tt.numbers, diff)
		}
	}
}

// TestVerifyNumbersOption checks options.numbers end to end for verify: a
// claim that changes the number of its quote is verified only with
// numbers off.
func TestVerifyNumbersOption(t *testing.T) {
	src := "Profit in Q3 was 15 million. Revenue in Q3 was 120 million."
	claims := `[{"text":"Profit in Q3 was 16 million.","source":"1","quote":"Profit in Q3 was 15 million"},` +
		`{"text":"Revenue in Q3 was 120 million.","source":"1","quote":"Revenue in Q3 was 120 million"}]`
	for _, tt := range []struct {
		numbers  string
		verified int
		status   string // of the first claim, if unsupported
	}{
		{"off", 2, ""},
		{"on", 1, "number_not_found"},
		{"row", 1, "number_not_found"},
	} {
		req := `{"sources":[{"id":"1","text":` + quote(src) + `}],"claims":` + claims + `,"options":{"numbers":"` + tt.numbers + `"}}`
		out, err := HandleVerify([]byte(req))
		if err != nil {
			t.Fatalf("numbers %q: %v", tt.numbers, err)
		}
		if out.Score.Verified != tt.verified || len(out.Citations) != tt.verified {
			t.Errorf("numbers %q: %d verified, %d citations; want %d", tt.numbers, out.Score.Verified, len(out.Citations), tt.verified)
		}
		if tt.status != "" && (len(out.Unsupported) != 1 || out.Unsupported[0].Status.String() != tt.status) {
			t.Errorf("numbers %q: unsupported %+v; want one %s", tt.numbers, out.Unsupported, tt.status)
		}
	}
}

// quote returns s as a JSON string.
func quote(s string) string {
	b, err := json.Marshal(s)
	if err != nil {
		panic(err)
	}
	return string(b)
}
