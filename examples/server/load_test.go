package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

var (
	loadN        = flag.Int("load.n", 400, "in TestLoad, the number of requests")
	loadTime     = flag.Duration("load.time", 2*time.Second, "in TestLoad, the longest the load may run")
	loadInFlight = flag.Int("load.in-flight", 4, "in TestLoad, the server's -max-in-flight; twice as many clients send")
)

// loadHeapBound bounds the heap in use while TestLoad runs: the service's
// requests are small, and at most -max-in-flight of them are worked on.
const loadHeapBound = 32 << 20

// loadBodies are the requests TestLoad sends, in turn: a check, a verify
// and a verified answer over the same three sources.
var loadBodies = func() []struct{ path, body string } {
	var docs [3]strings.Builder
	for i := range 60 {
		fmt.Fprintf(&docs[i%3], "Plan %d costs %d dollars a month and may be cancelled within %d days of purchase for a full refund. ", i, 10+i, 14+i%30)
	}
	var sources []string
	for i, d := range docs {
		sources = append(sources, fmt.Sprintf(`{"id":"%d","text":%q}`, i+1, d.String()))
	}
	src := "[" + strings.Join(sources, ",") + "]"
	answer := "Plan 0 costs 10 dollars a month [1]. Plan 1 may be cancelled within 15 days of purchase [2]. Plan 2 costs 99 dollars a month [3]. Plans can be refunded in full [1][2]."
	claims := `[{"text":"Plan 0 costs 10 dollars a month.","source":"1","quote":"Plan 0 costs 10 dollars a month"},` +
		`{"text":"Plan 4 may be cancelled within 18 days.","source":"2","quote":"Plan 4 costs 14 dollars a month and may be cancelled within 18 days"}]`
	return []struct{ path, body string }{
		{"/v1/check", `{"sources":` + src + `,"answer":` + jsonString(answer) + `}`},
		{"/v1/verify", `{"sources":` + src + `,"claims":` + claims + `}`},
		{"/v1/verified", `{"question":"How long after purchase can plan 4 be cancelled?","sources":` + src + `,"checkNumbers":true}`},
	}
}()

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// TestLoad puts the server under bounded load on loopback: twice
// -max-in-flight clients send -load.n requests, for at most -load.time.
// Every answer must be 200, or 503 with Retry-After; the heap in use must
// stay under loadHeapBound; after the load the number of goroutines must
// come back to where it was, with the server idle and again once it has
// stopped. Latencies and throughput are logged: go test -run TestLoad -v.
func TestLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("load test: skipped with -short")
	}
	before := settledGoroutines()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	addrc := make(chan string, 1)
	done := make(chan error, 1)
	go func() {
		args := []string{"-addr", "127.0.0.1:0", "-drain", "0", "-max-in-flight", fmt.Sprint(*loadInFlight)}
		done <- run(ctx, args, func(string) string { return "" }, quiet, func(a string) { addrc <- a })
	}()
	base := "http://" + <-addrc
	clients := 2 * *loadInFlight
	tr := &http.Transport{MaxIdleConnsPerHost: clients}
	client := &http.Client{Timeout: 30 * time.Second, Transport: tr}
	// One request of each kind, so that the idle count below includes
	// whatever the first request of a kind starts once.
	for _, b := range loadBodies {
		resp, err := client.Post(base+b.path, "application/json", strings.NewReader(b.body))
		if err != nil {
			t.Fatal(err)
		}
		msg, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("POST %s: %d %s; want 200", b.path, resp.StatusCode, msg)
		}
	}
	tr.CloseIdleConnections()
	idle := settledGoroutines()

	var (
		next     atomic.Int64
		mu       sync.Mutex
		ok, busy []time.Duration // latencies of 200 and 503 answers
		failures []string
		peakHeap atomic.Uint64
	)
	sampled := make(chan struct{})
	stopSampling := make(chan struct{})
	go func() {
		defer close(sampled)
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			if m.HeapInuse > peakHeap.Load() {
				peakHeap.Store(m.HeapInuse)
			}
			select {
			case <-stopSampling:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()
	start := time.Now()
	stopAt := start.Add(*loadTime)
	var wg sync.WaitGroup
	for range clients {
		wg.Go(func() {
			for {
				i := next.Add(1) - 1
				if i >= int64(*loadN) || time.Now().After(stopAt) {
					return
				}
				b := loadBodies[i%int64(len(loadBodies))]
				t0 := time.Now()
				resp, err := client.Post(base+b.path, "application/json", strings.NewReader(b.body))
				if err != nil {
					mu.Lock()
					failures = append(failures, fmt.Sprintf("POST %s: %v", b.path, err))
					mu.Unlock()
					continue
				}
				msg, err := io.ReadAll(resp.Body)
				resp.Body.Close()
				d := time.Since(t0)
				mu.Lock()
				switch {
				case err != nil:
					failures = append(failures, fmt.Sprintf("POST %s: reading the body: %v", b.path, err))
				case resp.StatusCode == http.StatusOK:
					ok = append(ok, d)
				case resp.StatusCode == http.StatusServiceUnavailable && resp.Header.Get("Retry-After") != "":
					busy = append(busy, d)
				default:
					failures = append(failures, fmt.Sprintf("POST %s: %d %s; want 200, or 503 with Retry-After", b.path, resp.StatusCode, msg))
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	close(stopSampling)
	<-sampled
	for i, f := range failures {
		if i == 10 {
			t.Errorf("and %d more", len(failures)-10)
			break
		}
		t.Error(f)
	}
	if len(ok) == 0 {
		t.Fatalf("no request was answered 200")
	}
	if peak := peakHeap.Load(); peak > loadHeapBound {
		t.Errorf("heap in use peaked at %d MiB under load; want under %d MiB", peak>>20, loadHeapBound>>20)
	}

	tr.CloseIdleConnections()
	if n, ok := goroutinesBackTo(idle); !ok {
		t.Errorf("after the load, with the server idle: %d goroutines; want %d or fewer, as before the load\n%s", n, idle, goroutineDump())
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("run: %v", err)
	}
	if n, ok := goroutinesBackTo(before); !ok {
		t.Errorf("after the server stopped: %d goroutines; want %d or fewer, as before it started\n%s", n, before, goroutineDump())
	}

	all := append(slices.Clone(ok), busy...)
	slices.Sort(ok)
	slices.Sort(all)
	t.Logf("%d clients, -max-in-flight %d: %d requests in %v: %d answered 200, %d 503",
		clients, *loadInFlight, len(all), elapsed.Round(time.Millisecond), len(ok), len(busy))
	t.Logf("throughput %.0f answers/s, %.0f of them 200/s", float64(len(all))/elapsed.Seconds(), float64(len(ok))/elapsed.Seconds())
	t.Logf("latency of 200 answers: p50 %v, p99 %v; of all answers: p50 %v, p99 %v",
		quantile(ok, 0.50), quantile(ok, 0.99), quantile(all, 0.50), quantile(all, 0.99))
	t.Logf("heap in use peaked at %.1f MiB (bound %d MiB); goroutines %d before, %d with the server idle",
		float64(peakHeap.Load())/(1<<20), loadHeapBound>>20, before, idle)
}

// quantile returns the q-quantile of sorted durations, nearest rank.
func quantile(sorted []time.Duration, q float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := int(q*float64(len(sorted))+0.5) - 1
	return sorted[min(max(i, 0), len(sorted)-1)].Round(10 * time.Microsecond)
}

// settledGoroutines returns the number of goroutines once it has stopped
// falling, for at most a second: goroutines of earlier work may be ending.
func settledGoroutines() int {
	n := runtime.NumGoroutine()
	for deadline := time.Now().Add(time.Second); time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
		m := runtime.NumGoroutine()
		if m >= n {
			return m
		}
		n = m
	}
	return n
}

// goroutinesBackTo waits, for at most five seconds, for the number of
// goroutines to fall to n or fewer; it returns the last count.
func goroutinesBackTo(n int) (int, bool) {
	m := runtime.NumGoroutine()
	for deadline := time.Now().Add(5 * time.Second); m > n; m = runtime.NumGoroutine() {
		if time.Now().After(deadline) {
			return m, false
		}
		time.Sleep(10 * time.Millisecond)
	}
	return m, true
}

func goroutineDump() string {
	buf := make([]byte, 1<<16)
	return string(buf[:runtime.Stack(buf, true)])
}
