//go:build !unix

package main

import "net"

// acceptQueued returns nil: without a way to accept without waiting, the
// queue is not swept, and a connection queued when the socket closes is
// reset.
func acceptQueued(*net.TCPListener) (net.Conn, error) { return nil, nil }
