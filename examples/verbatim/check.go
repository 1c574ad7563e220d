package main

import (
	"errors"

	"io"
	"os"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/contract"
)

func init() {
	register(&command{
		name:    "check",
		summary: "check an answer with [n] markers against its sources: [--jsonl] < request.json, or --stream --sources FILE < answer",
		run:     runCheck,
	})
}

// runCheck answers check requests, or with --stream checks an answer that
// arrives on stdin against the sources of a file.
func runCheck(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("check", stderr)
	jsonl := fs.Bool("jsonl", false, "read one request per line and write one response per line")
	stream := fs.Bool("stream", false, "read the answer itself from stdin as it arrives and write each sentence's verdict as it is decided; needs --sources")
	sources := fs.String("sources", "", "with --stream, the `FILE` holding {\"sources\": [...], \"options\": {...}}")
	if ok, status := parseFlags(fs, args, stdout); !ok {
		return status
	}
	switch {
	case *stream && *jsonl:
		writeError(stdout, contract.Invalid("--stream and --jsonl cannot be combined"))
		return exitBadData
	case *stream && *sources == "":
		writeError(stdout, contract.Invalid("--stream needs --sources FILE"))
		return exitBadData
	case !*stream && *sources != "":
		writeError(stdout, contract.Invalid("--sources is for --stream; a request holds its sources"))
		return exitBadData
	case *stream:
		return streamCheck(*sources, stdin, stdout)
	}
	return serve(stdin, stdout, *jsonl, func(data []byte) (any, error) { return contract.HandleCheck(data) })
}

// streamSources is the file of "verbatim check --stream --sources FILE".
type streamSources struct {
	Sources []citations.Source    `json:"sources"`
	Options contract.CheckOptions `json:"options"`
}

// streamCheck checks the answer that arrives on stdin against the sources
// of file: one line per sentence as its verdict is decided (the sentence
// object of "verbatim check"), then one line holding the response
// "verbatim check" gives for the whole answer.
func streamCheck(file string, stdin io.Reader, stdout io.Writer) int {
	data, err := os.ReadFile(file)
	if err != nil {
		writeError(stdout, contract.Invalid("reading --sources: %v", err))
		return exitBadData
	}
	var src streamSources
	if err := contract.Decode(data, &src); err != nil {
		writeError(stdout, contract.Invalid("--sources %s: %s", file, contract.AsError(err).Message))
		return exitBadData
	}
	s, err := contract.NewCheckStream(src.Sources, src.Options)
	if err != nil {
		writeError(stdout, contract.AsError(err))
		return exitBadData
	}
	fail := func(err error) int {
		writeError(stdout, contract.AsError(err))
		return exitBadData
	}
	buf := make([]byte, 32<<10)
	for {
		n, err := stdin.Read(buf)
		if n > 0 {
			out, werr := s.Write(string(buf[:n]))
			if werr != nil {
				return fail(werr)
			}
			for _, sent := range out {
				writeJSON(stdout, sent)
			}
		}
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return fail(contract.Invalid("reading stdin: %v", err))
		}
	}
	out, resp, err := s.Close()
	if err != nil {
		return fail(err)
	}
	for _, sent := range out {
		writeJSON(stdout, sent)
	}
	writeJSON(stdout, resp)
	return exitOK
}
