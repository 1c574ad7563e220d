package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/extract/extractive"
)

// heldProvider answers once release is closed.
type heldProvider struct{ started, release chan struct{} }

func (p heldProvider) Complete(ctx context.Context, r *extract.Request) (string, error) {
	p.started <- struct{}{}
	select {
	case <-p.release:
	case <-ctx.Done():
		return "", ctx.Err()
	}
	return extractive.Provider{}.Complete(ctx, r)
}

const checkBody = `{"sources":[` + policy + `],"answer":"You may request a refund within 30 days [policy]."}`

var hammer = flag.Bool("drain.hammer", false, "in TestDrain, every client keeps sending, without pause, until it cannot connect")

// TestDrain runs the server, sends it SIGTERM while clients keep sending,
// and checks the drain: /healthz answers 503 at once; requests are still
// served, each answer closing its connection; new connections are refused
// only after -drain; a request in flight then runs to its end, and run
// returns nil. No client may see anything but 200, 503 with Retry-After,
// or a failed connect: no reset and no early EOF on a connection made.
//
// Most clients stand for a load balancer: they stop sending a while after
// /healthz fails, well within the drain. One straggler goes on until it
// cannot connect. A connect in the very instant the socket stops
// listening, past -drain, may be reset rather than refused; it counts as
// a failed connect. With -drain.hammer, every client keeps sending,
// without pause.
func TestDrain(t *testing.T) {
	const (
		drain   = time.Second
		clients = 8
		lag     = 200 * time.Millisecond // from /healthz failing to a balancer's clients stopping
	)
	held := heldProvider{make(chan struct{}, 1), make(chan struct{})}
	providerFor = func(Config, func(string) string) (extract.Provider, error) { return held, nil }
	t.Cleanup(func() { providerFor = newProvider })

	ctx, stop := shutdownContext()
	defer stop()
	addrc := make(chan string, 1)
	done := make(chan error, 1)
	go func() {
		args := []string{"-addr", "127.0.0.1:0", "-drain", drain.String(), "-shutdown-grace", "10s", "-max-in-flight", "8"}
		done <- run(ctx, args, func(string) string { return "" }, quiet, func(a string) { addrc <- a })
	}()
	base := "http://" + <-addrc
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: clients}}
	defer client.CloseIdleConnections()

	if status, _ := get(t, client, base+"/healthz"); status != http.StatusOK {
		t.Fatalf("GET /healthz before the signal: %d; want 200", status)
	}

	// A request in flight through the drain and past the listener closing.
	heldDone := make(chan error, 1)
	go func() {
		resp, err := client.Post(base+"/v1/verified", "application/json", strings.NewReader(`{"question":"refund","sources":[`+policy+`]}`))
		if err == nil {
			_, err = io.ReadAll(resp.Body)
			resp.Body.Close()
			if err == nil && resp.StatusCode != http.StatusOK {
				err = errors.New(resp.Status)
			}
		}
		heldDone <- err
	}()
	<-held.started

	var (
		draining   atomic.Bool // /healthz has answered 503
		balanced   = make(chan struct{})
		answers    atomic.Int64 // all answers
		whileDrain atomic.Int64 // 200 answers to requests sent after /healthz failed
		failed     atomic.Int64 // failed connects
		mu         sync.Mutex
		signalled  time.Time
		firstFail  time.Duration
		failures   []string
	)
	fail := func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		if len(failures) < 10 {
			failures = append(failures, fmt.Sprintf(format, args...))
		}
	}
	// send sends requests until stop is closed or a connect fails, pausing
	// between them; it reports whether a connect failed.
	send := func(stop <-chan struct{}, pause time.Duration) bool {
		for limit := time.Now().Add(drain + 10*time.Second); time.Now().Before(limit); time.Sleep(pause) {
			select {
			case <-stop:
				return false
			default:
			}
			sentDraining := draining.Load()
			resp, err := client.Post(base+"/v1/check", "application/json", strings.NewReader(checkBody))
			mu.Lock()
			past := !signalled.IsZero() && time.Since(signalled) >= drain
			mu.Unlock()
			if notConnected(err) || past && errors.Is(err, syscall.ECONNRESET) {
				// Past -drain the socket stops listening; a connect the
				// kernel took in that instant, before any byte of the
				// request was read, is reset: no connection, as a
				// refused one is.
				mu.Lock()
				if firstFail == 0 {
					firstFail = time.Since(signalled)
				}
				mu.Unlock()
				failed.Add(1)
				return true
			}
			if err != nil {
				fail("POST /v1/check (sent draining %v): %v; want an answer, or no connection", sentDraining, err)
				continue
			}
			_, err = io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			switch {
			case err != nil:
				fail("POST /v1/check: reading the body: %v", err)
			case resp.StatusCode == http.StatusServiceUnavailable && resp.Header.Get("Retry-After") == "":
				fail("POST /v1/check: 503 without Retry-After")
			case resp.StatusCode != http.StatusOK && resp.StatusCode != http.StatusServiceUnavailable:
				fail("POST /v1/check: %s; want 200 or 503", resp.Status)
			case sentDraining && !resp.Close:
				fail("POST /v1/check sent while draining: the answer keeps its connection; want Connection: close")
			case sentDraining && resp.StatusCode == http.StatusOK:
				whileDrain.Add(1)
			}
			answers.Add(1)
		}
		fail("a client could still connect %v after it began", drain+10*time.Second)
		return false
	}
	var wg sync.WaitGroup
	for range clients {
		if *hammer {
			wg.Go(func() { send(nil, 0) })
		} else {
			wg.Go(func() { send(balanced, 0) })
		}
	}
	wg.Go(func() {
		if !send(nil, 20*time.Millisecond) {
			fail("the straggler never failed to connect")
		}
	})
	for answers.Load() < 100 {
		time.Sleep(time.Millisecond)
	}

	mu.Lock()
	signalled = time.Now()
	mu.Unlock()
	if err := sendSignal(syscall.SIGTERM); err != nil {
		t.Skipf("cannot signal this process: %v", err)
	}
	<-ctx.Done()
	for {
		status, body := get(t, client, base+"/healthz")
		if status == http.StatusServiceUnavailable && strings.Contains(body, `"draining"`) {
			break
		}
		if status != http.StatusOK {
			t.Fatalf("GET /healthz after the signal: %d %s; want 200, then 503 draining", status, body)
		}
		time.Sleep(5 * time.Millisecond)
	}
	draining.Store(true)
	sawDraining := time.Since(signalled)
	time.Sleep(lag)
	close(balanced)
	wg.Wait()
	for _, f := range failures {
		t.Error(f)
	}
	if whileDrain.Load() == 0 {
		t.Errorf("no request sent after /healthz failed was answered 200; want them served through the drain")
	}
	if firstFail < drain {
		t.Errorf("a connect failed %v after the signal; want none before -drain %v", firstFail, drain)
	}

	// The listener is closed; the held request is still in flight, and run
	// waits for it.
	select {
	case err := <-done:
		t.Fatalf("run returned %v while a request was in flight", err)
	default:
	}
	close(held.release)
	if err := <-heldDone; err != nil {
		t.Errorf("request in flight when the listener closed: %v; want 200", err)
	}
	if err := <-done; err != nil {
		t.Errorf("run after the drain: %v", err)
	}
	t.Logf("/healthz 503 %v after the signal; %d answers, %d of them 200 to requests sent while draining; %d failed connects, the first %v after the signal",
		sawDraining, answers.Load(), whileDrain.Load(), failed.Load(), firstFail)
}

func get(t *testing.T, c *http.Client, url string) (int, string) {
	t.Helper()
	resp, err := c.Get(url)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("GET %s: reading the body: %v", url, err)
	}
	return resp.StatusCode, string(b)
}

// notConnected reports whether err is a failure to connect: refused, or,
// for a connect that meets the socket's stopping halfway through its
// handshake, reset. No request was sent; the client may retry.
func notConnected(err error) bool {
	var op *net.OpError
	return errors.As(err, &op) && op.Op == "dial"
}

// sendSignal sends sig to this process, as a supervisor would.
func sendSignal(sig os.Signal) error {
	p, err := os.FindProcess(os.Getpid())
	if err != nil {
		return err
	}
	return p.Signal(sig)
}

// TestHandlerDrain checks that a draining handler still serves, answers
// /healthz 503 and closes every connection after its answer.
func TestHandlerDrain(t *testing.T) {
	h := NewHandler(Config{MaxBody: 1 << 20, MaxInFlight: 4}, extractive.Provider{}, quiet)
	srv := httptest.NewServer(h)
	defer srv.Close()
	for _, draining := range []bool{false, true} {
		if draining {
			h.Drain()
		}
		for _, tt := range []struct {
			method, path, body string
			status             int
		}{
			{"GET", "/healthz", "", map[bool]int{false: 200, true: 503}[draining]},
			{"HEAD", "/healthz", "", map[bool]int{false: 200, true: 503}[draining]},
			{"POST", "/v1/check", checkBody, 200},
		} {
			req, _ := http.NewRequest(tt.method, srv.URL+tt.path, strings.NewReader(tt.body))
			resp, err := srv.Client().Do(req)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != tt.status || resp.Close != draining {
				t.Errorf("draining %v: %s %s = %d, Connection: close %v; want %d, %v (%s)", draining, tt.method, tt.path, resp.StatusCode, resp.Close, tt.status, draining, body)
			}
			if tt.method == "GET" && tt.path == "/healthz" && draining && !strings.Contains(string(body), `"draining"`) {
				t.Errorf("draining: GET /healthz = %s; want status draining", body)
			}
		}
	}
}
