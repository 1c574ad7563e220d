package main

import (
	"io"

	"github.com/verbatim-go/verbatim/contract"
)

func init() {
	register(&command{
		name:    "replay",
		summary: "re-run a check or verify request and compare it with its audit record: [--jsonl] < {\"request\":...,\"audit\":...}",
		run:     runReplay,
	})
}

// runReplay answers replay requests: {"match": true}, or {"match": false,
// "differences": [...]}. Like diff, it exits with status 1 if a replay
// differs from its record, and 2 for bad input.
func runReplay(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("replay", stderr)
	jsonl := fs.Bool("jsonl", false, "read one replay request per line and write one answer per line")
	if ok, status := parseFlags(fs, args, stdout); !ok {
		return status
	}
	differs := false
	status := serve(stdin, stdout, *jsonl, func(data []byte) (any, error) {
		resp, err := contract.HandleReplay(data)
		if err == nil && !resp.Match {
			differs = true
		}
		return resp, err
	})
	if status == exitOK && differs {
		return exitFailure
	}
	return status
}
