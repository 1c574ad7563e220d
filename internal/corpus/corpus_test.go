package corpus

import (
	"slices"
	"strings"
	"testing"
)

// The corpus is consistent: ids are unique, and every answer cites, and
// only cites, the sources it lists.
func TestCorpus(t *testing.T) {
	ids := map[string]bool{}
	for _, s := range Sources() {
		if ids[s.ID] || s.ID == "" || s.Name == "" || s.Text == "" || s.Lang == "" {
			t.Errorf("source %+v: duplicate or incomplete", s.ID)
		}
		ids[s.ID] = true
	}
	langs := map[string]bool{}
	names := map[string]bool{}
	for _, a := range Answers() {
		if names[a.ID] {
			t.Errorf("answer %s: duplicate id", a.ID)
		}
		names[a.ID] = true
		langs[a.Lang] = true
		var cited []string
		for rest := a.Text; ; {
			i := strings.IndexByte(rest, '[')
			if i < 0 {
				break
			}
			j := strings.IndexByte(rest[i:], ']')
			id := rest[i+1 : i+j]
			if !ids[id] {
				t.Errorf("answer %s cites unknown source [%s]", a.ID, id)
			}
			if !slices.Contains(cited, id) {
				cited = append(cited, id)
			}
			rest = rest[i+j:]
		}
		if !slices.Equal(cited, a.Sources) {
			t.Errorf("answer %s cites %v; its Sources are %v", a.ID, cited, a.Sources)
		}
	}
	if n := len(Answers()); n < 20 {
		t.Errorf("%d answers; want at least 20", n)
	}
	if len(langs) < 3 {
		t.Errorf("answers in %d languages; want at least 3", len(langs))
	}
	if _, ok := ByID("1"); !ok {
		t.Errorf(`ByID("1") found nothing`)
	}
}
