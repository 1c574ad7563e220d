package report_test

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// chromium returns the path of a Chromium or Chrome binary: the
// VERBATIM_CHROMIUM environment variable, else chromium, chromium-browser
// or google-chrome on PATH, else /usr/bin/chromium. It skips the test if
// there is none, or fails it if VERBATIM_REQUIRE_BROWSER is 1.
func chromium(t *testing.T) string {
	t.Helper()
	require := os.Getenv("VERBATIM_REQUIRE_BROWSER") == "1"
	if p := os.Getenv("VERBATIM_CHROMIUM"); p != "" {
		if _, err := exec.LookPath(p); err != nil {
			t.Fatalf("VERBATIM_CHROMIUM=%s: %v", p, err)
		}
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if _, err := os.Stat("/usr/bin/chromium"); err == nil {
		return "/usr/bin/chromium"
	}
	const msg = "no Chromium found (set VERBATIM_CHROMIUM, or install Debian's chromium package); " +
		"the pages were not checked in a browser"
	if require {
		t.Fatal(msg + ", and VERBATIM_REQUIRE_BROWSER=1")
	}
	t.Skip(msg)
	return ""
}

// dumpDOM loads file in headless Chromium and returns its DOM, serialized
// after the page has loaded.
func dumpDOM(t *testing.T, bin, file string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	profile := t.TempDir()
	cmd := exec.CommandContext(ctx, bin,
		"--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
		"--no-first-run", "--disable-background-networking", "--disable-component-update",
		"--disable-sync", "--user-data-dir="+profile,
		"--dump-dom", "file://"+file)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s --dump-dom %s: %v\n%s", bin, file, err, tail(stderr.String(), 2000))
	}
	if !strings.Contains(stdout.String(), "</html>") {
		t.Fatalf("%s --dump-dom %s wrote no page:\n%s", bin, file, tail(stderr.String(), 2000))
	}
	return stdout.String()
}

func tail(s string, n int) string {
	if len(s) > n {
		return "…" + s[len(s)-n:]
	}
	return s
}

// TestBrowser renders each test page in headless Chromium and checks the
// DOM the browser built, as TestParsed checks the page: the text of every
// highlight, joined over its parts, is the source text at its code point
// range, and the quote of its citation or the source sentence of its
// evidence; every shown part of a source is the source text at its range;
// every link has a target. The browser's HTML parser turns CR LF and a
// lone CR into LF, so the expected texts go through the same change
// before they are compared; the pages' CR LF, lone CR, CJK, emoji,
// combining marks and markup characters are all in the comparison.
func TestBrowser(t *testing.T) {
	if testing.Short() && os.Getenv("VERBATIM_REQUIRE_BROWSER") != "1" {
		t.Skip("skipping the browser in -short mode")
	}
	bin := chromium(t)
	dir := t.TempDir()
	for _, tp := range testPages(t) {
		t.Run(tp.name, func(t *testing.T) {
			page := tp.render(t)
			file := filepath.Join(dir, tp.name+".html")
			if err := os.WriteFile(file, []byte(page), 0o644); err != nil {
				t.Fatal(err)
			}
			dom := parseHTML(t, dumpDOM(t, bin, file))
			checkPage(t, tp, dom)
			// The browser built the marks the page holds, no more and
			// no fewer.
			want := parseHTML(t, page)
			if got, want := len(dom.highlights(t)), len(want.highlights(t)); got != want {
				t.Errorf("the browser's DOM has %d highlights; the page %d", got, want)
			}
			if got, want := countMarks(dom), countMarks(want); got != want {
				t.Errorf("the browser's DOM has %d marks; the page %d", got, want)
			}
		})
	}
}

func countMarks(p *parsed) int {
	n := 0
	for _, e := range p.elems {
		if e.name == "mark" {
			n++
		}
	}
	return n
}
