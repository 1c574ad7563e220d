package report_test

import (
	"bytes"
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/report"
	"github.com/verbatim-go/verbatim/verify"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata")

// TestGolden compares each test page with testdata/NAME.golden.html. Run
// with -update to rewrite the golden files; open them in a browser to see
// the pages.
func TestGolden(t *testing.T) {
	for _, tp := range testPages(t) {
		t.Run(tp.name, func(t *testing.T) {
			got := tp.render(t)
			golden := filepath.Join("testdata", tp.name+".golden.html")
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("page %s differs from %s; run with -update and inspect the diff", tp.name, golden)
			}
		})
	}
}

// TestParsed reads each test page as an HTML parser would, without a
// browser, and checks its highlights, its shown source text and its links
// (see checkPage).
func TestParsed(t *testing.T) {
	for _, tp := range testPages(t) {
		t.Run(tp.name, func(t *testing.T) {
			page := tp.render(t)
			checkPage(t, tp, parseHTML(t, page))
			if tp.name == "verified" {
				if got, want := parseHTML(t, page).title(), `Verified <answer> & "quotes"`; got != want {
					t.Errorf("title %q; want %q", got, want)
				}
			}
		})
	}
}

// TestEscaping checks that no text of a source or an answer reaches the
// page as markup.
func TestEscaping(t *testing.T) {
	for _, tp := range testPages(t) {
		page := tp.render(t)
		for _, bad := range []string{"<script", "<b>bold", "<b>Bold", "<fees>", "<answer>"} {
			if strings.Contains(page, bad) {
				t.Errorf("%s: the page holds %q unescaped", tp.name, bad)
			}
		}
		// Source 3's "&amp;" is text, so the page writes its ampersand
		// as a reference.
		if tp.sources[0].ID == "1" && !strings.Contains(page, "&amp;amp; entities stay text") {
			t.Errorf("%s: the page does not escape the source's %q", tp.name, "&amp;")
		}
	}
}

// TestSpans checks the layout of spans that nest, cross and coincide,
// through the marks of a page: the verified test page has two citations
// whose spans cross in source 4, a failed claim's span inside both, and
// the checked page two sentences that rest on the same source sentence.
func TestSpans(t *testing.T) {
	pages := testPages(t)
	for _, tt := range []struct {
		page string
		// marks are the opening tags of source 4's marks, in order:
		// "cite=6", "cite=7 part=2"…
		marks []string
	}{
		{"verified", []string{"cite=5", "cite=6", "cite=7", "cite=6 part=2", "claim=10", "claim=9"}},
		{"checked", []string{"sentence=6", "sentence=7"}},
	} {
		var tp *testPage
		for _, p := range pages {
			if p.name == tt.page {
				tp = p
			}
		}
		var got []string
		for _, e := range parseHTML(t, tp.render(t)).elems {
			if e.name != "mark" || e.attrs["data-source"] != "4" {
				continue
			}
			var s string
			for _, a := range []string{"cite", "claim", "sentence", "part"} {
				if v, ok := e.attrs["data-"+a]; ok {
					s += " " + a + "=" + v
				}
			}
			got = append(got, strings.TrimSpace(s))
		}
		if strings.Join(got, ", ") != strings.Join(tt.marks, ", ") {
			t.Errorf("%s: marks of source 4 = %q; want %q", tt.page, got, tt.marks)
		}
	}
}

// TestLongSource checks that a source longer than Options.MaxSource is
// shown around its spans, with what is left out counted.
func TestLongSource(t *testing.T) {
	for _, tp := range testPages(t) {
		if tp.name != "long" {
			continue
		}
		p := parseHTML(t, tp.render(t))
		var parts, gaps int
		for _, e := range p.elems {
			switch {
			case e.name == "div" && e.attrs["class"] == "src":
				parts++
			case e.name == "div" && e.attrs["class"] == "gap":
				gaps++
				if !strings.Contains(e.text.String(), "characters not shown") {
					t.Errorf("gap %q does not say what is left out", e.text.String())
				}
			}
		}
		// The first span has a window of its own; the two others, close
		// together, share one. Text is left out before, between and
		// after them.
		if parts != 2 || gaps != 3 {
			t.Errorf("long source shown in %d parts with %d gaps; want 2 and 3", parts, gaps)
		}
		tp.opts.MaxSource = -1
		p = parseHTML(t, tp.render(t))
		parts = 0
		for _, e := range p.elems {
			if e.name == "div" && e.attrs["class"] == "src" {
				parts++
				if e.text.String() != lf(tp.sources[0].Text) {
					t.Errorf("with MaxSource -1, the source is not shown in full")
				}
			}
		}
		if parts != 1 {
			t.Errorf("with MaxSource -1, the source is shown in %d parts; want 1", parts)
		}
	}
}

// TestMismatch checks that a result that does not fit its sources is an
// error, not a page with wrong highlights.
func TestMismatch(t *testing.T) {
	res, err := verify.Verify(testSources, testClaims[:2], verify.Options{})
	if err != nil {
		t.Fatal(err)
	}
	breakIt := []struct {
		why    string
		change func(r *verify.Result)
	}{
		{"a source that is not supplied", func(r *verify.Result) { r.Citations[0].Source = "9" }},
		{"a range past the end", func(r *verify.Result) { r.Citations[0].End = 1 << 20 }},
		{"a range that splits a character", func(r *verify.Result) { r.Citations[0].Start++ }},
		{"a quote that is not the text at the range", func(r *verify.Result) { r.Citations[1].Quote = "Rating" }},
		{"an answer range past the end", func(r *verify.Result) { r.Citations[0].TextEnd = len(r.Text) + 1 }},
	}
	for _, tt := range breakIt {
		r := *res
		r.Citations = append([]verify.Citation(nil), res.Citations...)
		tt.change(&r)
		err := report.Verified(new(bytes.Buffer), &r, testSources, report.Options{})
		if !errors.Is(err, report.ErrMismatch) {
			t.Errorf("Verified with %s: error %v; want ErrMismatch", tt.why, err)
		}
	}

	cs := checkSources(testSources)
	cr, err := citations.Check(testAnswer, cs, citations.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := report.Check(new(bytes.Buffer), cr, testAnswer+" ", cs, report.Options{}); err != nil {
		t.Errorf("Check with text after the last sentence: %v", err)
	}
	if err := report.Check(new(bytes.Buffer), cr, "Another answer.", cs, report.Options{}); !errors.Is(err, report.ErrMismatch) {
		t.Errorf("Check with another answer: error %v; want ErrMismatch", err)
	}
	if err := report.Check(new(bytes.Buffer), cr, testAnswer, cs[:3], report.Options{}); !errors.Is(err, report.ErrMismatch) {
		t.Errorf("Check without the source of some evidence: error %v; want ErrMismatch", err)
	}
	dup := append(cs[:1:1], cs...)
	if err := report.Check(new(bytes.Buffer), cr, testAnswer, dup, report.Options{}); err == nil {
		t.Errorf("Check with a duplicate source id: no error")
	}
	if err := report.Verified(new(bytes.Buffer), nil, testSources, report.Options{}); err == nil {
		t.Errorf("Verified(nil): no error")
	}
}

// errWriter fails every write.
type errWriter struct{}

var errWrite = errors.New("write failed")

func (errWriter) Write([]byte) (int, error) { return 0, errWrite }

func TestWriteError(t *testing.T) {
	res, err := verify.Verify(testSources, testClaims, verify.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := report.Verified(errWriter{}, res, testSources, report.Options{}); !errors.Is(err, errWrite) {
		t.Errorf("Verified to a failing writer: error %v; want %v", err, errWrite)
	}
}

// TestDeterministic renders each page twice.
func TestDeterministic(t *testing.T) {
	for _, tp := range testPages(t) {
		if a, b := tp.render(t), tp.render(t); a != b {
			t.Errorf("%s: two renderings differ", tp.name)
		}
	}
}

// TestInvalidUTF8 checks that bytes of invalid UTF-8 show as U+FFFD, one
// code point each, as the offsets count them.
func TestInvalidUTF8(t *testing.T) {
	srcs := []verify.Source{{ID: "x", Text: "Bad \xff\xfe bytes. Refunds take 30 days. More \xe2\x82 here."}}
	res, err := verify.Verify(srcs, []verify.Claim{{Text: "Refunds take 30 days.", Source: "x", Quote: "Refunds take 30 days."}}, verify.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tp := &testPage{name: "invalid", sources: srcs, verify: res}
	page := tp.render(t)
	p := parseHTML(t, page)
	for _, e := range p.elems {
		if e.name == "div" && e.attrs["class"] == "src" {
			if want := "Bad \uFFFD\uFFFD bytes. Refunds take 30 days. More \uFFFD\uFFFD here."; e.text.String() != want {
				t.Errorf("source shown as %q; want %q", e.text.String(), want)
			}
		}
	}
	for _, h := range p.highlights(t) {
		if h.attrs["data-start"] != "14" || h.text != "Refunds take 30 days." {
			t.Errorf("highlight %s %q; want data-start 14 and the quote", h.key, h.text)
		}
	}
}

// TestUngrounded renders a result of Create without sources: a draft and a
// notice, nothing verified.
func TestUngrounded(t *testing.T) {
	res := &verify.Result{
		Draft:  "Refunds take 30 days.",
		Path:   []string{"extract"},
		Notice: "No sources were supplied: nothing in this answer was verified.",
		Claims: []verify.Checked{},
	}
	var b bytes.Buffer
	if err := report.Verified(&b, res, nil, report.Options{}); err != nil {
		t.Fatal(err)
	}
	p := parseHTML(t, b.String())
	checkPage(t, &testPage{name: "ungrounded", verify: res}, p)
	for _, want := range []string{res.Notice, "Nothing in the answer could be verified.", res.Draft, "no: do not show this answer as verified"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("the page does not say %q", want)
		}
	}
}

func BenchmarkVerified(b *testing.B) {
	tp := testPages(b)[0]
	size := 0
	for _, s := range tp.sources {
		size += len(s.Text)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	for b.Loop() {
		if err := report.Verified(io.Discard, tp.verify, tp.sources, report.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCheck(b *testing.B) {
	var tp *testPage
	for _, p := range testPages(b) {
		if p.name == "checked" {
			tp = p
		}
	}
	srcs := checkSources(tp.sources)
	b.SetBytes(int64(len(tp.answer)))
	b.ReportAllocs()
	for b.Loop() {
		if err := report.Check(io.Discard, tp.check, tp.answer, srcs, report.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestUnverifiedColour checks that a claim its quote does not prove is
// shown as "not proven" in a colour of its own, not as a failure.
func TestUnverifiedColour(t *testing.T) {
	sources := []verify.Source{{ID: "p", Text: "Refunds are issued within 5 business days."}}
	res, err := verify.Verify(sources, []verify.Claim{
		{Text: "Refunds are issued quickly within 5 business days.", Source: "p", Quote: "Refunds are issued within 5 business days."},
	}, verify.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Claims[0].Status; got != verify.Unverified {
		t.Fatalf("status %v; want unverified", got)
	}
	var b strings.Builder
	if err := report.Verified(&b, res, sources, report.Options{}); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, want := range []string{`.unverified { --fg:`, `<span class="badge unverified">not proven</span>`} {
		if !strings.Contains(page, want) {
			t.Errorf("the page has no %q", want)
		}
	}
	if strings.Contains(page, `<span class="badge unsupported">unverified`) {
		t.Errorf("an unverified claim is shown as unsupported")
	}
}
