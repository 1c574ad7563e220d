package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The -update flag rewrites the golden files. It is defined here unless
// another test file of the package has defined it already.
var _ = func() bool {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite the golden files under testdata")
	}
	return true
}()

// updating reports whether -update was given.
func updating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// TestCheckGolden runs "verbatim check" on each request under
// testdata/check; see goldenCommand.
func TestCheckGolden(t *testing.T) { goldenCommand(t, "check") }

// goldenCommand runs "verbatim cmd" on each request under testdata/cmd (a
// .jsonl file with --jsonl) and compares the exit status and the output
// with the .golden file beside it. Run with -update to rewrite the golden
// files.
func goldenCommand(t *testing.T, cmd string) {
	files, err := filepath.Glob("testdata/" + cmd + "/*.json*")
	if err != nil || len(files) == 0 {
		t.Fatalf("no requests under testdata/%s: %v", cmd, err)
	}
	for _, file := range files {
		if strings.HasSuffix(file, ".golden") {
			continue
		}
		name := strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
		t.Run(name, func(t *testing.T) {
			in, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			args := []string{cmd}
			if filepath.Ext(file) == ".jsonl" {
				args = append(args, "--jsonl")
			}
			var stdout, stderr bytes.Buffer
			status := run(args, bytes.NewReader(in), &stdout, &stderr)
			got := fmt.Sprintf("exit %d\n%s", status, stdout.String())
			golden := strings.TrimSuffix(file, filepath.Ext(file)) + ".golden"
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
				t.Errorf("verbatim %s < %s:\n%s\nwant:\n%s", strings.Join(args, " "), file, got, want)
			}
			// Every output line is one JSON object.
			for _, line := range strings.Split(strings.TrimSpace(stdout.String()), "\n") {
				if !json.Valid([]byte(line)) {
					t.Errorf("output line is not JSON: %s", line)
				}
			}
		})
	}
}

// TestCheckUsage checks that a bad flag is answered with a contract error.
func TestCheckUsage(t *testing.T) {
	var stdout, stderr bytes.Buffer
	status := run([]string{"check", "--nope"}, strings.NewReader(""), &stdout, &stderr)
	if status != exitBadData || !strings.Contains(stdout.String(), `"code":"invalid_request"`) {
		t.Errorf("verbatim check --nope = %d, %q; want %d and an invalid_request error", status, stdout.String(), exitBadData)
	}
}
