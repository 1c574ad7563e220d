package main

import (
	"context"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"
)

// drainListener is a TCP listener whose Close does not drop the
// connections the kernel has accepted but the server has not yet taken:
// closing the socket would reset them. Close only wakes Accept; Accept then
// takes whatever is queued, without waiting, and closes the socket the
// moment it finds the queue empty. A connection that arrives after that is
// refused, as after any close.
type drainListener struct {
	*net.TCPListener
	closing atomic.Bool
	once    sync.Once
	err     error
}

func (l *drainListener) Accept() (net.Conn, error) {
	if !l.closing.Load() {
		c, err := l.TCPListener.Accept()
		if err == nil || !l.closing.Load() {
			return c, err
		}
		// Woken by Close.
	}
	l.TCPListener.SetDeadline(time.Time{})
	c, err := acceptQueued(l.TCPListener)
	if c != nil || err != nil {
		return c, err
	}
	l.closeNow()
	return nil, net.ErrClosed
}

// Close makes Accept take what is queued and then close the socket. It
// does not wait.
func (l *drainListener) Close() error {
	l.closing.Store(true)
	return l.TCPListener.SetDeadline(time.Now())
}

// closeNow closes the socket at once.
func (l *drainListener) closeNow() error {
	l.once.Do(func() { l.err = l.TCPListener.Close() })
	return l.err
}

// connTracker counts the server's busy connections: active ones, and new
// ones whose first request has not yet been read. http.Server.Shutdown
// closes a connection whose request it reads after Shutdown began without
// answering, so the server waits for these before it calls Shutdown. As
// Shutdown does, it counts a new connection silent for newIdle as idle.
type connTracker struct {
	mu   sync.Mutex
	busy map[net.Conn]time.Time // when a new connection was accepted; zero for an active one
}

const newIdle = 5 * time.Second

// hook is an http.Server.ConnState hook.
func (t *connTracker) hook(c net.Conn, s http.ConnState) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.busy == nil {
		t.busy = make(map[net.Conn]time.Time)
	}
	switch s {
	case http.StateNew:
		t.busy[c] = time.Now()
	case http.StateActive:
		t.busy[c] = time.Time{}
	default:
		delete(t.busy, c)
	}
}

// count returns the number of busy connections.
func (t *connTracker) count() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := 0
	for _, accepted := range t.busy {
		if accepted.IsZero() || time.Since(accepted) < newIdle {
			n++
		}
	}
	return n
}

// wait returns when no connection is busy, or with ctx's error.
func (t *connTracker) wait(ctx context.Context) error {
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	for t.count() > 0 {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-tick.C:
		}
	}
	return nil
}
