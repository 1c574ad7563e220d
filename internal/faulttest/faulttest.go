// Package faulttest holds what the tests of upstream faults share: fake
// servers that fail as networks and model services do, and the checks that
// a call survived them (no goroutine left behind, no key in an error, the
// deadline kept).
package faulttest

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"runtime"
	"strings"
	"testing"
	"time"
)

// NoLeaks fails t if goroutines it started are still running when its
// cleanups have run. Call it before starting servers: cleanups run last
// first, so the servers are closed before the count is taken.
func NoLeaks(t testing.TB) {
	t.Helper()
	before := runtime.NumGoroutine()
	t.Cleanup(func() {
		deadline := time.Now().Add(5 * time.Second)
		for runtime.NumGoroutine() > before {
			if time.Now().After(deadline) {
				buf := make([]byte, 1<<20)
				t.Errorf("%d goroutines before the test, %d after:\n%s", before, runtime.NumGoroutine(), buf[:runtime.Stack(buf, true)])
				return
			}
			time.Sleep(10 * time.Millisecond)
		}
	})
}

// NoSecret fails t if err shows secret in any of the forms fmt prints it.
func NoSecret(t testing.TB, err error, secret string) {
	t.Helper()
	for _, s := range []string{fmt.Sprint(err), fmt.Sprintf("%+v", err), fmt.Sprintf("%#v", err)} {
		if strings.Contains(s, secret) {
			t.Errorf("error shows the API key: %s", s)
		}
	}
}

// Within fails t if what started at start took longer than d.
func Within(t testing.TB, start time.Time, d time.Duration) {
	t.Helper()
	if took := time.Since(start); took > d {
		t.Errorf("the call took %v; want at most %v", took, d)
	}
}

// Hijack takes over the connection of a request, once its body is read.
func Hijack(t testing.TB, w http.ResponseWriter, r *http.Request) (net.Conn, *bufio.ReadWriter) {
	io.Copy(io.Discard, r.Body)
	conn, buf, err := w.(http.Hijacker).Hijack()
	if err != nil {
		t.Errorf("hijack: %v", err)
		panic(http.ErrAbortHandler)
	}
	return conn, buf
}

// Reset writes raw, the start of a response, then resets the connection
// (TCP RST) once ready is closed or a second has passed; a nil ready
// resets it at once.
func Reset(t testing.TB, raw string, ready <-chan struct{}) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		conn, buf := Hijack(t, w, r)
		buf.WriteString(raw)
		buf.Flush()
		if ready != nil {
			select {
			case <-ready:
			case <-time.After(time.Second):
			}
		}
		if tc, ok := conn.(*net.TCPConn); ok {
			tc.SetLinger(0)
		}
		conn.Close()
	}
}

// Stall writes head, flushes, and sends nothing more until the client goes
// away (or ten seconds have passed).
func Stall(contentType, head string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", contentType)
		io.WriteString(w, head)
		w.(http.Flusher).Flush()
		select {
		case <-r.Context().Done():
		case <-time.After(10 * time.Second):
		}
	}
}
