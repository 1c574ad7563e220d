package main

import (
	"io"

	"github.com/verbatim-go/verbatim/internal/contract"
)

func init() {
	register(&command{
		name:    "verify",
		summary: "verify a claims contract against its sources: [--jsonl] < request.json",
		run:     runVerify,
	})
}

func runVerify(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("verify", stderr)
	jsonl := fs.Bool("jsonl", false, "read one request per line and write one response per line")
	if ok, status := parseFlags(fs, args, stdout); !ok {
		return status
	}
	return serve(stdin, stdout, *jsonl, func(data []byte) (any, error) {
		return contract.HandleVerify(data)
	})
}
