package report_test

import (
	"fmt"
	"html"
	"strconv"
	"strings"
	"testing"
)

// An element is one element of a parsed page: its name, its attributes
// and its text content, the text of the elements inside it included.
type element struct {
	name  string
	attrs map[string]string
	text  strings.Builder
}

func (e *element) attr(name string) (string, bool) {
	v, ok := e.attrs[name]
	return v, ok
}

// A parsed page: its elements in document order.
type parsed struct {
	elems []*element
}

// voidElements have no end tag.
var voidElements = map[string]bool{"meta": true, "br": true, "link": true, "img": true, "hr": true, "input": true, "wbr": true}

// parseHTML reads a page as an HTML parser does for the pages Verified and
// Check write, and for their DOM as Chromium serializes it: the input's CR
// LF and lone CR become LF first, character references are decoded, and
// the text of each element is the text of everything inside it. It is no
// general HTML parser: it knows no implied end tags and fails on what the
// pages never hold.
func parseHTML(t testing.TB, s string) *parsed {
	t.Helper()
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	p := &parsed{}
	var stack []*element
	text := func(x string) {
		x = html.UnescapeString(x)
		for _, e := range stack {
			e.text.WriteString(x)
		}
	}
	for len(s) > 0 {
		lt := strings.IndexByte(s, '<')
		if lt < 0 {
			text(s)
			break
		}
		text(s[:lt])
		s = s[lt:]
		switch {
		case strings.HasPrefix(s, "<!--"):
			end := strings.Index(s, "-->")
			if end < 0 {
				t.Fatalf("unclosed comment")
			}
			s = s[end+3:]
		case strings.HasPrefix(s, "<!"):
			s = s[strings.IndexByte(s, '>')+1:]
		case strings.HasPrefix(s, "</"):
			gt := strings.IndexByte(s, '>')
			name := strings.ToLower(strings.TrimSpace(s[2:gt]))
			s = s[gt+1:]
			i := len(stack) - 1
			for i >= 0 && stack[i].name != name {
				i--
			}
			if i < 0 {
				t.Fatalf("end tag </%s> without a start tag", name)
			}
			if i != len(stack)-1 {
				t.Fatalf("end tag </%s> closes <%s> too", name, stack[len(stack)-1].name)
			}
			stack = stack[:i]
		default:
			e, rest := startTag(t, s)
			s = rest
			p.elems = append(p.elems, e)
			switch {
			case e.name == "style" || e.name == "script" || e.name == "title":
				end := strings.Index(s, "</"+e.name)
				if end < 0 {
					t.Fatalf("unclosed <%s>", e.name)
				}
				body := s[:end]
				if e.name == "title" {
					body = html.UnescapeString(body)
				}
				e.text.WriteString(body)
				s = s[end+strings.IndexByte(s[end:], '>')+1:]
			case !voidElements[e.name]:
				stack = append(stack, e)
			}
		}
	}
	if len(stack) > 0 {
		t.Fatalf("unclosed <%s>", stack[len(stack)-1].name)
	}
	return p
}

// startTag parses the start tag at the start of s.
func startTag(t testing.TB, s string) (*element, string) {
	i := 1
	for i < len(s) && !strings.ContainsRune(" \t\n/>", rune(s[i])) {
		i++
	}
	e := &element{name: strings.ToLower(s[1:i]), attrs: map[string]string{}}
	for {
		for i < len(s) && strings.ContainsRune(" \t\n/", rune(s[i])) {
			i++
		}
		if i >= len(s) {
			t.Fatalf("unclosed start tag <%s", e.name)
		}
		if s[i] == '>' {
			return e, s[i+1:]
		}
		j := i
		for j < len(s) && !strings.ContainsRune(" \t\n/>=", rune(s[j])) {
			j++
		}
		name := strings.ToLower(s[i:j])
		i = j
		val := ""
		if i < len(s) && s[i] == '=' {
			i++
			if q := s[i]; q == '"' || q == '\'' {
				end := strings.IndexByte(s[i+1:], q)
				val = s[i+1 : i+1+end]
				i += end + 2
			} else {
				j := i
				for j < len(s) && !strings.ContainsRune(" \t\n>", rune(s[j])) {
					j++
				}
				val = s[i:j]
				i = j
			}
		}
		if _, dup := e.attrs[name]; dup {
			t.Fatalf("<%s> has attribute %s twice", e.name, name)
		}
		e.attrs[name] = html.UnescapeString(val)
	}
}

// lf replaces CR LF and lone CR by LF, as HTML parsing does.
func lf(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
}

// runeSlice returns s[start:end] in code points, each byte of invalid
// UTF-8 counting as one U+FFFD.
func runeSlice(s string, start, end int) (string, bool) {
	r := []rune(s)
	if start < 0 || start > end || end > len(r) {
		return "", false
	}
	return string(r[start:end]), true
}

// A highlight is the marks of one span, joined.
type highlight struct {
	key   string
	attrs map[string]string
	text  string
	parts int
}

// highlights groups the page's marks by span, in order, and checks that
// the first part of each has an id and the rest data-part 2, 3, …
func (p *parsed) highlights(t testing.TB) []*highlight {
	t.Helper()
	var out []*highlight
	byKey := map[string]*highlight{}
	for _, e := range p.elems {
		if e.name != "mark" {
			continue
		}
		var key strings.Builder
		for _, a := range []string{"data-source", "data-start", "data-end", "data-cite", "data-claim", "data-sentence", "data-evidence"} {
			v, _ := e.attr(a)
			fmt.Fprintf(&key, "%s=%q ", a, v)
		}
		h := byKey[key.String()]
		part, hasPart := e.attr("data-part")
		if h == nil {
			if hasPart {
				t.Errorf("first mark of %s has data-part %s", key.String(), part)
			}
			if _, ok := e.attr("id"); !ok {
				t.Errorf("first mark of %s has no id", key.String())
			}
			h = &highlight{key: key.String(), attrs: e.attrs}
			byKey[h.key] = h
			out = append(out, h)
		} else if part != strconv.Itoa(h.parts+1) {
			t.Errorf("mark %d of %s has data-part %q", h.parts+1, h.key, part)
		}
		h.parts++
		h.text += e.text.String()
	}
	return out
}

// checkPage checks a parsed page against the sources and result it was
// rendered from: every highlight's text is the source text at its range,
// every highlight of a citation or piece of evidence is there, every part
// of a source shown is the source text at its range, every link within the
// page has a target, and no element or attribute loads anything.
func checkPage(t testing.TB, tp *testPage, p *parsed) {
	t.Helper()
	src := map[string]string{}
	for _, s := range tp.sources {
		src[s.ID] = s.Text
	}
	hs := p.highlights(t)
	for _, h := range hs {
		start, _ := strconv.Atoi(h.attrs["data-start"])
		end, _ := strconv.Atoi(h.attrs["data-end"])
		want, ok := runeSlice(src[h.attrs["data-source"]], start, end)
		if !ok {
			t.Errorf("%s: highlight %s outside its source", tp.name, h.key)
			continue
		}
		if h.text != lf(want) {
			t.Errorf("%s: highlight %s has text %q; want %q", tp.name, h.key, h.text, lf(want))
		}
	}
	find := func(attr string, v int, more ...string) *highlight {
		for _, h := range hs {
			if h.attrs[attr] != strconv.Itoa(v) {
				continue
			}
			if len(more) == 2 && h.attrs[more[0]] != more[1] {
				continue
			}
			return h
		}
		return nil
	}
	if r := tp.verify; r != nil {
		for k, c := range r.Citations {
			h := find("data-cite", k)
			switch {
			case h == nil:
				t.Errorf("%s: citation %d has no highlight", tp.name, k)
			case h.text != lf(c.Quote):
				t.Errorf("%s: citation %d is highlighted as %q; want its quote %q", tp.name, k, h.text, lf(c.Quote))
			case h.attrs["data-start"] != strconv.Itoa(c.StartRune) || h.attrs["data-end"] != strconv.Itoa(c.EndRune):
				t.Errorf("%s: citation %d is highlighted at [%s, %s); want [%d, %d)", tp.name, k,
					h.attrs["data-start"], h.attrs["data-end"], c.StartRune, c.EndRune)
			}
		}
	}
	if r := tp.check; r != nil {
		for i, s := range r.Sentences {
			for j, e := range s.Evidence {
				h := find("data-sentence", i, "data-evidence", strconv.Itoa(j))
				want := lf(src[e.Source][e.Start:e.End])
				if h == nil {
					t.Errorf("%s: evidence %d of sentence %d has no highlight", tp.name, j, i)
				} else if h.text != want {
					t.Errorf("%s: evidence %d of sentence %d is highlighted as %q; want %q", tp.name, j, i, h.text, want)
				}
			}
		}
	}

	ids := map[string]bool{}
	for _, e := range p.elems {
		if id, ok := e.attr("id"); ok {
			if ids[id] {
				t.Errorf("%s: id %q twice", tp.name, id)
			}
			ids[id] = true
		}
	}
	for _, e := range p.elems {
		if href, ok := e.attr("href"); ok {
			if !strings.HasPrefix(href, "#") {
				t.Errorf("%s: <%s href=%q> leaves the page", tp.name, e.name, href)
			} else if !ids[href[1:]] {
				t.Errorf("%s: <%s href=%q> has no target", tp.name, e.name, href)
			}
		}
		if e.name == "script" || e.name == "link" || e.name == "img" || e.name == "iframe" || e.name == "object" {
			t.Errorf("%s: the page has a <%s> element", tp.name, e.name)
		}
		for _, a := range []string{"src", "srcset", "action", "style"} {
			if _, ok := e.attr(a); ok {
				t.Errorf("%s: <%s> has a %s attribute", tp.name, e.name, a)
			}
		}
		for a := range e.attrs {
			if strings.HasPrefix(a, "on") {
				t.Errorf("%s: <%s> has an event handler attribute %s", tp.name, e.name, a)
			}
		}
		if e.name == "style" && (strings.Contains(e.text.String(), "url(") || strings.Contains(e.text.String(), "@import")) {
			t.Errorf("%s: the style sheet loads something", tp.name)
		}
	}

	// The shown parts of each source.
	var article string
	for _, e := range p.elems {
		if e.name == "article" {
			article = e.attrs["data-source"]
		}
		if e.name != "div" || e.attrs["class"] != "src" {
			continue
		}
		start, _ := strconv.Atoi(e.attrs["data-start"])
		end, _ := strconv.Atoi(e.attrs["data-end"])
		want, ok := runeSlice(src[article], start, end)
		if !ok || e.text.String() != lf(want) {
			t.Errorf("%s: shown part [%d, %d) of source %q is %q; want %q", tp.name, start, end, article, e.text.String(), lf(want))
		}
	}
}

// title returns the text of the page's <title>.
func (p *parsed) title() string {
	for _, e := range p.elems {
		if e.name == "title" {
			return e.text.String()
		}
	}
	return ""
}
