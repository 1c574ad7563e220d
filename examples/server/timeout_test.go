package main

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestFinishedIsNeverTimeout checks that work which ends long before the
// deadline is answered with its outcome: never 504, though the wait may
// find the deadline's channel and the outcome ready together, and never
// 503 for the next request, though the worker may not yet have returned.
func TestFinishedIsNeverTimeout(t *testing.T) {
	n := 100000
	if testing.Short() {
		n = 10000
	}
	for _, tt := range []struct {
		name  string
		slots int
	}{
		{"slots to spare", 1 << 20},        // a 504 would show
		{"one slot, one after another", 1}, // a slot held past the answer would show as 503
	} {
		t.Run(tt.name, func(t *testing.T) {
			h := &handler{cfg: Config{MaxBody: 1 << 10, MaxInFlight: tt.slots, Timeout: time.Minute}, log: quiet, slots: make(chan struct{}, tt.slots)}
			ep := h.endpoint(func(context.Context, []byte) (any, error) { return "ok", nil })
			stop := time.Now().Add(2 * time.Second) // a bound for -race and slow machines
			for i := range n {
				w := httptest.NewRecorder()
				ep.ServeHTTP(w, httptest.NewRequest(http.MethodPost, "/v1/check", strings.NewReader("{}")))
				if w.Code != http.StatusOK {
					t.Fatalf("request %d, work that ends at once: %d %s; want 200", i, w.Code, strings.TrimSpace(w.Body.String()))
				}
				if time.Now().After(stop) {
					t.Logf("stopped at the time bound after %d requests", i+1)
					break
				}
			}
		})
	}
}
