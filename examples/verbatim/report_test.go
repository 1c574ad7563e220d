package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReportGolden runs "verbatim report" on each request under
// testdata/report and compares the exit status and the output, a page or
// an error object, with the .golden file beside it. Run with -update to
// rewrite the golden files (the flag is the one check_test.go defines).
func TestReportGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/report/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no requests under testdata/report: %v", err)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".json")
		t.Run(name, func(t *testing.T) {
			in, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			var stdout, stderr bytes.Buffer
			status := run([]string{"report", "--title", "Report of " + name}, bytes.NewReader(in), &stdout, &stderr)
			got := fmt.Sprintf("exit %d\n%s", status, stdout.String())
			golden := strings.TrimSuffix(file, ".json") + ".golden"
			if updating() {
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
				t.Errorf("verbatim report < %s differs from %s; run with -update and inspect the diff", file, golden)
			}
			// A good request gives a page; a bad one exit status 2 and
			// one error object.
			switch {
			case status == exitOK:
				if !strings.HasPrefix(stdout.String(), "<!DOCTYPE html>") || !strings.HasSuffix(stdout.String(), "</html>\n") {
					t.Errorf("verbatim report < %s: exit 0 without a page", file)
				}
			case status == exitBadData:
				var body struct {
					Error struct{ Code, Message string }
				}
				if err := json.Unmarshal(stdout.Bytes(), &body); err != nil || body.Error.Code == "" {
					t.Errorf("verbatim report < %s: exit 2 without an error object: %q", file, stdout.String())
				}
			default:
				t.Errorf("verbatim report < %s: exit %d", file, status)
			}
		})
	}
}

// TestReportFiles reads the request from --in and writes the page to
// --out.
func TestReportFiles(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "report.html")
	var stdout, stderr bytes.Buffer
	status := run([]string{"report", "--in", "testdata/report/verify.json", "--out", out}, strings.NewReader("not read"), &stdout, &stderr)
	if status != exitOK || stdout.Len() != 0 {
		t.Fatalf("verbatim report --in --out = %d, %q; want 0 and nothing on stdout", status, stdout.String())
	}
	page, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	in, _ := os.ReadFile("testdata/report/verify.json")
	run([]string{"report"}, bytes.NewReader(in), &want, &stderr)
	if !bytes.Equal(page, want.Bytes()) {
		t.Errorf("the page written to --out differs from the one written to stdout")
	}

	for _, tt := range []struct {
		args []string
		code string
	}{
		{[]string{"report", "--in", filepath.Join(dir, "missing.json")}, `"code":"invalid_request"`},
		{[]string{"report", "--nope"}, `"code":"invalid_request"`},
		{[]string{"report", "extra"}, `"code":"invalid_request"`},
	} {
		stdout.Reset()
		status := run(tt.args, strings.NewReader(""), &stdout, &stderr)
		if status != exitBadData || !strings.Contains(stdout.String(), tt.code) {
			t.Errorf("verbatim %s = %d, %q; want %d and %s", strings.Join(tt.args, " "), status, stdout.String(), exitBadData, tt.code)
		}
	}
	stdout.Reset()
	status = run([]string{"report", "--in", "testdata/report/verify.json", "--out", filepath.Join(dir, "no", "such", "dir.html")}, nil, &stdout, &stderr)
	if status != exitFailure || !strings.Contains(stdout.String(), `"code":"internal"`) {
		t.Errorf("verbatim report --out into a missing directory = %d, %q; want %d and an internal error", status, stdout.String(), exitFailure)
	}
}
