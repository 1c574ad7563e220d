package verify

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/numbers"
)

// A Status is the outcome of verifying one claim.
type Status uint8

const (
	// Grounded means every enabled check passed.
	Grounded Status = iota
	// UnknownSource means the claim names a source that was not supplied.
	UnknownSource
	// QuoteNotFound means the quote is not in the named source.
	QuoteNotFound
	// NumberNotFound means a number of the claim is not in the quoted span
	// (or, in row mode, not in the row and column the claim names).
	NumberNotFound
	// NegationMismatch means the claim and its quote disagree on negation
	// or modality.
	NegationMismatch
	// ClaimNotInQuote means the claim's content words are mostly absent
	// from its quote: a real quote pinned to another claim. It also means
	// a quote that pins no passage: one that spans more than one sentence
	// more than the claim has, such as a whole source quoted for a
	// one-sentence claim.
	ClaimNotInQuote
	// Contradicted means the judge found the quote contradicts the claim.
	Contradicted
	// Unsupported means the judge did not find the claim supported.
	Unsupported
	// Abstained means the answer was withheld under the Abstain policy.
	Abstained
)

var statusNames = [...]string{
	"grounded", "unknown_source", "quote_not_found", "number_not_found",
	"negation_mismatch", "claim_not_in_quote", "contradicted", "unsupported", "abstained",
}

// String returns the status's contract name, e.g. "quote_not_found".
func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return fmt.Sprintf("Status(%d)", uint8(s))
}

// MarshalText encodes s as its String.
func (s Status) MarshalText() ([]byte, error) {
	if int(s) >= len(statusNames) {
		return nil, fmt.Errorf("verify: invalid %v", s)
	}
	return []byte(s.String()), nil
}

// UnmarshalText decodes a Status from its String.
func (s *Status) UnmarshalText(b []byte) error {
	for i, n := range statusNames {
		if string(b) == n {
			*s = Status(i)
			return nil
		}
	}
	return fmt.Errorf("verify: unknown status %q", b)
}

// A Checked is one claim with the outcome of its checks.
type Checked struct {
	Claim  Claim
	Status Status
	// Reason says in words why the claim is not grounded; empty when it is.
	Reason string
	// Match is where the quote was found in the source, if it was.
	Match Match
	// Span is the source text at Match: Text[Match.Start:Match.End].
	Span string
	// Found is, for a quote that was not found, the closest text of the
	// named source within twice the fuzzy bound, or "" if none; it helps a
	// model or a reader repair the quote.
	Found string
}

// Check verifies one claim against the corpus. The checks run in order and
// the first failure decides the status: the source must exist, the quote
// must be found in it, the claim's numbers must be in the quoted span (or
// row), the claim must agree on negation and modality with the quoted span
// and the sentence around it, and enough of the claim's content words must
// be in the quoted span.
func (c *Corpus) Check(cl Claim) Checked {
	explain := 1
	return c.check(cl, &explain)
}

// maxExplained bounds the quotes not found that one Verify looks for in the
// other sources and, more widely, in their own: those searches cost several
// times what locating does, and a model's output of many made-up quotes
// must not multiply them. The quotes after it are reported as not found,
// without the search.
const maxExplained = 16

// check is Check, explaining a quote that is not found while *explain > 0,
// which it then decrements.
func (c *Corpus) check(cl Claim, explain *int) Checked {
	out := Checked{Claim: cl}
	d, ok := c.byID[cl.Source]
	if !ok {
		out.Status = UnknownSource
		out.Reason = fmt.Sprintf("source %q was not supplied (sources: %s)", cl.Source, c.ids())
		return out
	}
	if !strings.ContainsFunc(cl.Text, isWordRune) {
		// Nothing to check: "", white space, "...".
		out.Status = ClaimNotInQuote
		out.Reason = "the claim has no text"
		return out
	}
	if c.opts.Limits.checkClaims([]Claim{cl}) != nil {
		out.Status = QuoteNotFound
		out.Reason = fmt.Sprintf("the quote or claim is longer than the %d-byte limit", quoteLimit(c.opts.Limits))
		return out
	}
	matches := d.loc.LocateAll(cl.Quote, maxOccurrences)
	if len(matches) == 0 {
		out.Status = QuoteNotFound
		if *explain > 0 || strings.TrimSpace(c.opts.Mode.Fold(cl.Quote)) == "" {
			*explain--
			out.Reason, out.Found = c.notFound(d, cl)
		} else {
			out.Reason = fmt.Sprintf("the quote is not in source %q", cl.Source)
		}
		return out
	}
	// A quote can occur more than once; the claim is grounded if one
	// occurrence passes every check. Otherwise the first one's failure is
	// reported.
	first := c.checkMatch(d, cl, matches[0])
	if first.Status == Grounded {
		return first
	}
	for _, m := range matches[1:] {
		if ch := c.checkMatch(d, cl, m); ch.Status == Grounded {
			return ch
		}
	}
	return first
}

// maxOccurrences bounds the occurrences of a quote that Check tries.
const maxOccurrences = 8

// maxReasons bounds the missing numbers a reason lists.
const maxReasons = 8

// isWordRune reports whether r is a letter or a digit.
func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// checkMatch runs the checks that follow location on one occurrence m of the
// claim's quote in d.
func (c *Corpus) checkMatch(d *doc, cl Claim, m Match) Checked {
	out := Checked{Claim: cl, Match: m, Span: d.src.Text[m.Start:m.End]}
	where := "source " + cl.Source
	// The checks read the claim as the assembled answer shows it: without
	// the markers the model wrote, whose numbers are not the claim's.
	text := c.cleanClaim(cl.Text)
	if n, k := spanSentences(out.Span), claimSentenceCount(text); n > k+1 {
		// The checks below compare the claim with the whole span: a quote
		// of many sentences, up to the whole source, would let a claim
		// take its words from one sentence, its number from another and
		// its polarity from a third.
		out.Status = ClaimNotInQuote
		out.Reason = fmt.Sprintf("the quote spans %d sentences of %s for a claim of %d; quote the sentence or phrase the claim rests on", n, where, k)
		return out
	}
	if d.nums != nil {
		var missing []numbers.Missing
		if c.opts.Numbers == numbers.Row {
			missing = d.nums.MissingRow(text)
		} else {
			missing = d.nums.MissingIn(text, m.Start, m.End)
		}
		if len(missing) > 0 {
			out.Status = NumberNotFound
			reasons := make([]string, 0, min(len(missing), maxReasons))
			for _, mi := range missing[:min(len(missing), maxReasons)] {
				reasons = append(reasons, mi.Reason(where))
			}
			if len(missing) > maxReasons {
				reasons = append(reasons, fmt.Sprintf("and %d more numbers", len(missing)-maxReasons))
			}
			out.Reason = strings.Join(reasons, "; ")
			return out
		}
	}

	cs, ce := d.context(m.Start, m.End)
	context := d.src.Text[cs:ce]
	// Each sentence of the claim must stand on the quote by itself, so
	// that an unsupported sentence cannot ride along with a supported one.
	for _, sent := range claimSentences(text) {
		if !c.opts.SkipNegation {
			// Compare with the span and with the sentence around it: a
			// quote that leaves out the "not" before it must not pass.
			for _, ev := range []string{out.Span, context} {
				if why, bad := citations.NegationMismatch(sent, ev); bad {
					out.Status = NegationMismatch
					out.Reason = why
					return out
				}
			}
		}
		if min := c.opts.minOverlap(); min > 0 {
			if ov := citations.ContentOverlap(sent, out.Span); ov < min {
				out.Status = ClaimNotInQuote
				out.Reason = fmt.Sprintf("only %.0f%% of the content words of %q are in the quoted text of %s (at least %.0f%% needed)", ov*100, clip(sent, 80), where, min*100)
				return out
			}
		}
	}
	out.Status = Grounded
	return out
}

// spanSentences returns the number of sentences of a quoted span, read on
// its own with its line breaks as spaces: only end punctuation counts, not
// the layout of the source, which the claim does not share.
func spanSentences(span string) int {
	if !strings.ContainsAny(span, ".!?…。！？｡‼⁇⁈⁉") {
		return 1
	}
	return max(1, len(citations.Sentences(oneLine(span))))
}

// claimSentenceCount returns the number of sentences of a claim's text, read
// as spanSentences reads a span, at least 1.
func claimSentenceCount(text string) int {
	return spanSentences(text)
}

// oneLine returns s with its line breaks replaced by spaces.
func oneLine(s string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case '\n', '\r', '\v', '\f', '\u0085', '\u2028', '\u2029':
			return ' '
		}
		return r
	}, s)
}

// claimSentences returns the sentences of a claim's text, or the whole text
// if it has none.
func claimSentences(text string) []string {
	sents := citations.Sentences(text)
	if len(sents) <= 1 {
		return []string{text}
	}
	out := make([]string, 0, len(sents))
	for _, s := range sents {
		if strings.TrimSpace(s.Text) != "" {
			out = append(out, s.Text)
		}
	}
	return out
}

func quoteLimit(l Limits) int {
	n, _ := limit(l.MaxQuoteBytes, DefaultLimits.MaxQuoteBytes)
	return n
}

// notFound explains a quote that is not in its source: empty, in another
// source, or close to some text of its own source.
func (c *Corpus) notFound(d *doc, cl Claim) (reason, found string) {
	where := fmt.Sprintf("source %q", cl.Source)
	if strings.TrimSpace(c.opts.Mode.Fold(cl.Quote)) == "" {
		return "the quote is empty", ""
	}
	for _, o := range c.docs {
		if o != d && o.loc.Locate(cl.Quote).Found() {
			return fmt.Sprintf("the quote is not in %s; it is in source %q", where, o.src.ID), ""
		}
	}
	// A wider fuzzy search finds what the quote was probably meant to be.
	opts := d.loc.Options()
	opts.Fuzzy = true
	opts.MaxEditRatio = 2 * opts.ratio()
	near := &Document{opts: opts, folded: d.loc.folded}
	if m := near.Locate(cl.Quote); m.Found() {
		found = d.src.Text[m.Start:m.End]
		return fmt.Sprintf("the quote is not in %s; the closest text (similarity %.2f) reads %q", where, m.Similarity, clip(found, 160)), found
	}
	return fmt.Sprintf("the quote is not in %s", where), ""
}

// clip shortens s to at most n bytes on a code point boundary, marking the
// cut with an ellipsis.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:runeStart(s, n)] + "…"
}
