package main

import (
	"io"
	"os"

	"github.com/verbatim-go/verbatim/contract"
)

func init() {
	register(&command{
		name:    "locate",
		summary: "find a quote in a source: --source FILE --quote FILE [--mode strict|lenient] [--fuzzy]",
		run:     runLocate,
	})
}

func runLocate(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("locate", stderr)
	source := fs.String("source", "", "`file` holding the source text")
	quote := fs.String("quote", "", "`file` holding the quote")
	mode := fs.String("mode", "strict", "folding `mode`: strict or lenient")
	fuzzy := fs.Bool("fuzzy", false, "allow a fuzzy match within 10% edits")
	if ok, status := parseFlags(fs, args, stdout); !ok {
		return status
	}
	if *source == "" || *quote == "" {
		writeError(stdout, contract.Invalid("locate needs --source FILE and --quote FILE"))
		return exitBadData
	}
	src, err := os.ReadFile(*source)
	if err != nil {
		writeError(stdout, contract.Invalid("reading source: %v", err))
		return exitBadData
	}
	q, err := os.ReadFile(*quote)
	if err != nil {
		writeError(stdout, contract.Invalid("reading quote: %v", err))
		return exitBadData
	}
	resp, err := contract.Locate(string(src), string(q), *mode, *fuzzy)
	if err != nil {
		writeError(stdout, contract.AsError(err))
		return exitBadData
	}
	writeJSON(stdout, resp)
	return exitOK
}
