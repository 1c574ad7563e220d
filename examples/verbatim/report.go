package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/verbatim-go/verbatim/contract"
	"github.com/verbatim-go/verbatim/report"
)

func init() {
	register(&command{
		name:    "report",
		summary: "run a check or verify request and write its HTML report: [--in FILE] [--out FILE] [--title TEXT]",
		run:     runReport,
	})
}

// runReport reads one check or verify request (the JSON of "verbatim
// check" or "verbatim verify", told apart by its "answer" or "claims"
// field), runs it, and writes the page of package report: to stdout, or
// to the file --out names. Bad input is answered with the contract's
// error object on stdout and exit status 2, and no page is written.
func runReport(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("report", stderr)
	in := fs.String("in", "", "read the request from `FILE` instead of stdin")
	out := fs.String("out", "", "write the page to `FILE` instead of stdout")
	title := fs.String("title", "", "the page's title (default \""+report.DefaultTitle+"\")")
	if ok, status := parseFlags(fs, args, stdout); !ok {
		return status
	}
	r := stdin
	if *in != "" {
		f, err := os.Open(*in)
		if err != nil {
			writeError(stdout, contract.Invalid("reading the request: %v", err))
			return exitBadData
		}
		defer f.Close()
		r = f
	}
	data, err := io.ReadAll(io.LimitReader(r, maxLine+1))
	if err != nil {
		writeError(stdout, contract.Invalid("reading the request: %v", err))
		return exitBadData
	}
	if len(data) > maxLine {
		writeError(stdout, &contract.Error{Code: contract.CodeTooLarge, Message: fmt.Sprintf("request exceeds %d bytes", maxLine)})
		return exitBadData
	}
	var page bytes.Buffer
	if err := reportRequest(&page, data, report.Options{Title: *title}); err != nil {
		writeError(stdout, contract.AsError(err))
		return exitBadData
	}
	if *out == "" {
		if _, err := stdout.Write(page.Bytes()); err != nil {
			fmt.Fprintf(stderr, "verbatim report: %v\n", err)
			return exitFailure
		}
		return exitOK
	}
	if err := os.WriteFile(*out, page.Bytes(), 0o644); err != nil {
		writeError(stdout, &contract.Error{Code: contract.CodeInternal, Message: fmt.Sprintf("writing the page: %v", err)})
		return exitFailure
	}
	return exitOK
}

// reportRequest runs the check or verify request in data and writes its
// page to w.
func reportRequest(w io.Writer, data []byte, opts report.Options) error {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return contract.Invalid("invalid JSON request: %v", err)
	}
	_, answer := fields["answer"]
	_, claims := fields["claims"]
	switch {
	case answer && claims:
		return contract.Invalid(`the request has both "answer" (a check request) and "claims" (a verify request)`)
	case answer:
		return reportCheck(w, data, opts)
	case claims:
		return reportVerify(w, data, opts)
	}
	return contract.Invalid(`the request has neither "answer" (a check request) nor "claims" (a verify request)`)
}

func reportCheck(w io.Writer, data []byte, opts report.Options) error {
	var req contract.CheckRequest
	if err := contract.Decode(data, &req); err != nil {
		return err
	}
	res, err := req.Run()
	if err != nil {
		return err
	}
	return report.Check(w, res, req.Answer, req.Sources, opts)
}

func reportVerify(w io.Writer, data []byte, opts report.Options) error {
	var req contract.VerifyRequest
	if err := contract.Decode(data, &req); err != nil {
		return err
	}
	res, err := req.Run()
	if err != nil {
		return err
	}
	return report.Verified(w, res, req.Sources, opts)
}
