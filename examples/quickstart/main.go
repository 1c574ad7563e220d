// Command quickstart runs verbatim's whole pipeline on bundled sample
// sources, with no network and no API key.
//
// It answers a few questions with the extractive provider (the sentences of
// the sources that best match the question), prints each verified answer
// with its citations highlighted in their sources and, where the verified
// answer does not answer what was asked, its relevance to the question,
// then verifies a model-style answer that has mistakes in it and prints
// what was dropped and why.
//
//	go run ./examples/quickstart
package main

import (
	"context"
	"embed"
	"fmt"
	"io"
	"os"
	"path"
	"strings"

	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/extract/extractive"
	"github.com/verbatim-go/verbatim/verify"
)

//go:embed sources/*.md model-answer.json
var files embed.FS

func main() {
	if err := run(os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "quickstart:", err)
		os.Exit(1)
	}
}

// loadSources reads the bundled sources; each id is its file name without
// the extension.
func loadSources() ([]verify.Source, error) {
	entries, err := files.ReadDir("sources")
	if err != nil {
		return nil, err
	}
	var out []verify.Source
	for _, e := range entries {
		b, err := files.ReadFile("sources/" + e.Name())
		if err != nil {
			return nil, err
		}
		out = append(out, verify.Source{ID: strings.TrimSuffix(e.Name(), path.Ext(e.Name())), Text: string(b)})
	}
	return out, nil
}

func run(w io.Writer) error {
	sources, err := loadSources()
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Sources: ")
	for i, s := range sources {
		if i > 0 {
			fmt.Fprint(w, ", ")
		}
		fmt.Fprintf(w, "%s (%d bytes)", s.ID, len(s.Text))
	}
	fmt.Fprintln(w)

	questions := []string{
		"Can I get a refund for a monthly plan?",
		"How much does the Family plan cost and how much storage does it have?",
		"When must invoices be paid?",
		"全额退款的期限是多久？",
		"Does the Premium plan include single sign-on?",
	}
	for _, q := range questions {
		res, err := verify.Create(context.Background(), &verify.Request{Question: q, Sources: sources}, extractive.Provider{})
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "\n== %s\n", q)
		printResult(w, sources, res)
		printRelevance(w, res)
	}

	// A model's answer with mistakes in it: the claims contract verify
	// checks, as a model would return it.
	b, err := files.ReadFile("model-answer.json")
	if err != nil {
		return err
	}
	ans, err := extract.Parse(string(b))
	if err != nil {
		return err
	}
	res, err := verify.Verify(sources, ans.Claims, verify.Options{})
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\n== A model's answer, checked claim by claim\n")
	fmt.Fprintf(w, "The model wrote:\n  %s\n", ans.Answer)
	printResult(w, sources, res)
	return nil
}

func printResult(w io.Writer, sources []verify.Source, res *verify.Result) {
	if res.Text == "" {
		fmt.Fprintln(w, "Verified answer: (nothing could be verified)")
	} else {
		fmt.Fprintf(w, "Verified answer:\n  %s\n", res.Text)
	}
	text := map[string]string{}
	for _, s := range sources {
		text[s.ID] = s.Text
	}
	for _, c := range res.Citations {
		fmt.Fprintf(w, "  [%s] bytes %d-%d (code points %d-%d), %s match:\n    %s\n", c.Source, c.Start, c.End, c.StartRune, c.EndRune, c.Kind, highlight(text[c.Source], c.Start, c.End))
	}
	if len(res.Unsupported) > 0 {
		fmt.Fprintln(w, "Dropped:")
		for _, u := range res.Unsupported {
			fmt.Fprintf(w, "  - %q\n    %s: %s\n", u.Claim.Text, u.Status, u.Reason)
		}
	}
	fmt.Fprintf(w, "Score: %d of %d checkable claims verified; grounded: %v\n", res.Score.Verified, res.Score.Checkable, res.Grounded)
}

// printRelevance says what of the question the verified answer does not
// address, and which of its sentences answer about something else: a
// faithful answer to another question is still no answer. It prints
// nothing when the answer addresses the question's subjects.
func printRelevance(w io.Writer, res *verify.Result) {
	r := res.Relevance
	if r == nil || len(r.Unaddressed) == 0 && len(r.OffTopic) == 0 {
		return
	}
	fmt.Fprintln(w, "Relevance to the question (apart from what is verified):")
	if len(r.Unaddressed) > 0 {
		fmt.Fprintf(w, "  not addressed: %q\n", r.Unaddressed)
	}
	for _, o := range r.OffTopic {
		fmt.Fprintf(w, "  off topic: %q is about the %s, not the %s asked about\n", res.Claims[o.Sentence].Claim.Text, o.Answered, o.Asked)
	}
}

// highlight shows the span [start, end) of src between »« marks, with a
// little of the text around it on the same line.
func highlight(src string, start, end int) string {
	const around = 40
	from := max(0, start-around)
	if i := strings.LastIndexByte(src[from:start], '\n'); i >= 0 {
		from += i + 1
	}
	to := min(len(src), end+around)
	if i := strings.IndexByte(src[end:to], '\n'); i >= 0 {
		to = end + i
	}
	for from > 0 && from < len(src) && !utf8Start(src[from]) {
		from--
	}
	for to < len(src) && !utf8Start(src[to]) {
		to++
	}
	pre, post := "", ""
	if from > 0 && src[from-1] != '\n' {
		pre = "…"
	}
	if to < len(src) && src[to] != '\n' {
		post = "…"
	}
	return pre + src[from:start] + "»" + src[start:end] + "«" + src[end:to] + post
}

func utf8Start(b byte) bool { return b&0xC0 != 0x80 }
