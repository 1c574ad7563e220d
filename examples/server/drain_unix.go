//go:build unix

package main

import (
	"net"
	"os"
	"runtime"
	"syscall"
)

// acceptQueued returns a connection the kernel has queued on l, without
// waiting, or nil if there is none. On Linux it then stops the socket
// listening at once, with no moment between finding the queue empty and
// stopping in which the kernel could queue a connection that closing the
// socket would reset; later connections are refused.
func acceptQueued(l *net.TCPListener) (net.Conn, error) {
	rc, err := l.SyscallConn()
	if err != nil {
		return nil, err
	}
	var nfd int
	var aerr error
	if err := rc.Control(func(fd uintptr) {
		for {
			nfd, _, aerr = syscall.Accept(int(fd))
			switch aerr {
			case syscall.EINTR, syscall.ECONNABORTED:
				continue
			case syscall.EAGAIN:
				if runtime.GOOS == "linux" {
					syscall.Shutdown(int(fd), syscall.SHUT_RD)
				}
			}
			return
		}
	}); err != nil {
		return nil, err
	}
	if aerr == syscall.EAGAIN {
		return nil, nil
	}
	if aerr != nil {
		return nil, aerr
	}
	syscall.CloseOnExec(nfd)
	f := os.NewFile(uintptr(nfd), "")
	defer f.Close()
	return net.FileConn(f)
}
