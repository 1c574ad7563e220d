package main

import (
	"bytes"
	"flag"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/output.golden")

// TestQuickstart pins the quickstart's whole output: it is what a newcomer
// sees first.
func TestQuickstart(t *testing.T) {
	var out bytes.Buffer
	if err := run(&out); err != nil {
		t.Fatal(err)
	}
	const golden = "testdata/output.golden"
	if *update {
		if err := os.WriteFile(golden, out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if out.String() != string(want) {
		t.Errorf("quickstart output changed (run with -update if that is intended):\n%s", out.String())
	}
	for _, s := range []string{"Verified answer:", "Dropped:", "number_not_found", "negation_mismatch", "unknown_source", "»全额退款仅限三十天内申请",
		"off topic: \"The Business plan adds single sign-on and a 99.9% uptime commitment.\" is about the Business plan, not the Premium plan asked about"} {
		if !strings.Contains(out.String(), s) {
			t.Errorf("output lacks %q", s)
		}
	}
}
