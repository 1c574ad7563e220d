// Command verbatim checks LLM answers against their sources from the command
// line. Requests and responses are JSON; all offsets in JSON are code point
// offsets into the string they index.
//
// Usage:
//
//	verbatim locate --source FILE --quote FILE [--mode strict|lenient] [--fuzzy]
//	verbatim check  [--jsonl] < request.json
//	verbatim check  --stream --sources FILE < answer.txt
//	verbatim verify [--jsonl] < request.json
//	verbatim create [--provider extractive|anthropic|anthropic-citations|openai] [--model NAME] [--base-url URL] [--jsonl] < request.json
//	verbatim replay [--jsonl] < replay.json
//	verbatim report [--in FILE] [--out FILE] [--title TEXT] < request.json
//
// Bad input exits with status 2 and prints {"error":{"code","message"}}.
// With --jsonl, each input line is one request and gets one response line,
// in order; a bad line is answered with its error object and the run goes
// on.
//
// "check --stream" reads the answer itself from stdin as it arrives,
// checks it against the sources and options of FILE ({"sources": [...],
// "options": {...}}), writes one line per sentence as its verdict is
// decided (the sentence object of "check"), and, at the end of the input,
// one line holding the response "check" gives for the whole answer.
//
// "create" runs the whole pipeline, as POST /v1/verified does, on the
// same request and with the same response; the provider's key comes from
// ANTHROPIC_API_KEY or OPENAI_API_KEY, never from a flag.
//
// "replay" reads {"request": <a check or verify request>, "audit": <the
// audit record of its response>}, runs the request again and prints
// {"match": true}, or {"match": false, "differences": [...]} naming what
// changed; like diff, it exits with status 1 when a replay differs.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/verbatim-go/verbatim/contract"
)

// A command is one subcommand of verbatim.
type command struct {
	name    string
	summary string
	run     func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

var commands = map[string]*command{}

func register(c *command) { commands[c.name] = c }

// jsonCommand returns a command that answers JSON requests on stdin with
// handle: one request, or one per line with --jsonl.
func jsonCommand(name, summary string, handle func([]byte) (any, error)) *command {
	return &command{name: name, summary: summary, run: func(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
		fs := newFlags(name, stderr)
		jsonl := fs.Bool("jsonl", false, "read one request per line and write one response per line")
		if ok, status := parseFlags(fs, args, stdout); !ok {
			return status
		}
		return serve(stdin, stdout, *jsonl, handle)
	}}
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Exit statuses.
const (
	exitOK      = 0
	exitFailure = 1 // the run failed for a reason other than its input
	exitBadData = 2 // the input was bad
)

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(stderr)
		if len(args) == 0 {
			return exitBadData
		}
		return exitOK
	}
	c, ok := commands[args[0]]
	if !ok {
		writeError(stdout, contract.Invalid("unknown command %q; run verbatim --help", args[0]))
		return exitBadData
	}
	return c.run(args[1:], stdin, stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: verbatim <command> [flags]")
	fmt.Fprintln(w, "\ncommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-8s %s\n", n, commands[n].summary)
	}
}

// newFlags returns a flag set for a command that reports its errors as
// contract errors rather than printing usage.
func newFlags(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("verbatim "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	return fs
}

// parseFlags parses args, writing a contract error for bad flags.
func parseFlags(fs *flag.FlagSet, args []string, stdout io.Writer) (ok bool, status int) {
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return false, exitOK
		}
		writeError(stdout, contract.Invalid("%v", err))
		return false, exitBadData
	}
	if fs.NArg() > 0 {
		writeError(stdout, contract.Invalid("unexpected argument %q", fs.Arg(0)))
		return false, exitBadData
	}
	return true, exitOK
}

func writeJSON(w io.Writer, v any) {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		// Only unencodable values get here, which is a bug in this command.
		panic(err)
	}
}

func writeError(w io.Writer, e *contract.Error) {
	writeJSON(w, contract.ErrorBody{Error: e})
}

// maxLine bounds one JSONL request line.
const maxLine = 64 << 20

// serve answers JSON requests from stdin with handle: one request, or one
// per line with jsonl. It returns the exit status: exitBadData if any
// request was bad.
func serve(stdin io.Reader, stdout io.Writer, jsonl bool, handle func([]byte) (any, error)) int {
	answer := func(data []byte) bool {
		v, err := handle(data)
		if err != nil {
			writeError(stdout, contract.AsError(err))
			return false
		}
		writeJSON(stdout, v)
		return true
	}
	if !jsonl {
		data, err := io.ReadAll(io.LimitReader(stdin, maxLine+1))
		if err != nil {
			writeError(stdout, contract.Invalid("reading stdin: %v", err))
			return exitBadData
		}
		if len(data) > maxLine {
			writeError(stdout, &contract.Error{Code: contract.CodeTooLarge, Message: fmt.Sprintf("request exceeds %d bytes", maxLine)})
			return exitBadData
		}
		if !answer(data) {
			return exitBadData
		}
		return exitOK
	}
	status := exitOK
	r := bufio.NewReaderSize(stdin, 64<<10)
	for {
		line, err := readLine(r)
		if len(strings.TrimSpace(string(line))) > 0 || err == errLineTooLong {
			if err == errLineTooLong {
				writeError(stdout, &contract.Error{Code: contract.CodeTooLarge, Message: fmt.Sprintf("request line exceeds %d bytes", maxLine)})
				status = exitBadData
			} else if !answer(line) {
				status = exitBadData
			}
		}
		if err == io.EOF {
			return status
		}
		if err != nil && err != errLineTooLong {
			writeError(stdout, contract.Invalid("reading stdin: %v", err))
			return exitBadData
		}
	}
}

var errLineTooLong = fmt.Errorf("line too long")

// readLine reads one line without its newline. A line longer than maxLine is
// skipped and reported as errLineTooLong.
func readLine(r *bufio.Reader) ([]byte, error) {
	var line []byte
	for {
		chunk, err := r.ReadSlice('\n')
		if len(line)+len(chunk) > maxLine {
			for err == bufio.ErrBufferFull {
				_, err = r.ReadSlice('\n')
			}
			if err == io.EOF {
				return nil, io.EOF
			}
			return nil, errLineTooLong
		}
		line = append(line, chunk...)
		if err == bufio.ErrBufferFull {
			continue
		}
		line = trimNewline(line)
		return line, err
	}
}

func trimNewline(b []byte) []byte {
	if n := len(b); n > 0 && b[n-1] == '\n' {
		b = b[:n-1]
		if n := len(b); n > 0 && b[n-1] == '\r' {
			b = b[:n-1]
		}
	}
	return b
}
