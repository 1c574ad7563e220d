package main

import (
	"io"

	"github.com/verbatim-go/verbatim/internal/contract"
)

func init() {
	register(&command{
		name:    "check",
		summary: "check an answer with [n] markers against its sources: [--jsonl] < request.json",
		run:     runCheck,
	})
}

func runCheck(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("check", stderr)
	jsonl := fs.Bool("jsonl", false, "read one request per line and write one response per line")
	if ok, status := parseFlags(fs, args, stdout); !ok {
		return status
	}
	return serve(stdin, stdout, *jsonl, contract.HandleCheck)
}
