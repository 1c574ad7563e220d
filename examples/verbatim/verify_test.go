package main

import "testing"

// TestVerifyGolden runs "verbatim verify" on each request under
// testdata/verify; see goldenCommand.
func TestVerifyGolden(t *testing.T) { goldenCommand(t, "verify") }
