package verify

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

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
//
// Each sentence of the claim must stand by itself: enough of its words must
// be in the span, its negation and modality agree with the span and the
// sentence around it, and its numbers be in a sentence of the span that
// matches it best. So an unsupported sentence cannot ride along with a
// supported one, and a quote of two sentences cannot lend one sentence's
// number to a claim about the other.
func (c *Corpus) checkMatch(d *doc, cl Claim, m Match) Checked {
	out := Checked{Claim: cl, Match: m, Span: d.src.Text[m.Start:m.End]}
	where := "source " + cl.Source
	// The checks read the claim as the assembled answer shows it: without
	// the markers the model wrote, whose numbers are not the claim's.
	text := c.cleanClaim(cl.Text)
	claim, span := pieces(text), pieces(out.Span)
	if len(span) > len(claim)+1 {
		// A quote of many sentences, up to the whole source, would let a
		// claim take its words from one sentence, its number from another
		// and its polarity from a third.
		out.Status = ClaimNotInQuote
		out.Reason = fmt.Sprintf("the quote spans %d sentences of %s for a claim of %d; quote the sentence or phrase the claim rests on", len(span), where, len(claim))
		return out
	}
	if d.nums != nil {
		var reasons []string
		if c.opts.Numbers == numbers.Row {
			for _, mi := range d.nums.MissingRow(text) {
				reasons = append(reasons, mi.Reason(where))
			}
		} else {
			for _, cs := range claim {
				reasons = append(reasons, c.missingNumbers(d, cs.text, m, span, where)...)
			}
		}
		if len(reasons) > 0 {
			out.Status = NumberNotFound
			if len(reasons) > maxReasons {
				reasons = append(reasons[:maxReasons], fmt.Sprintf("and %d more numbers", len(reasons)-maxReasons))
			}
			out.Reason = strings.Join(reasons, "; ")
			return out
		}
	}
	cs, ce := d.context(m.Start, m.End)
	context := d.src.Text[cs:ce]
	for _, sent := range claim {
		if !c.opts.SkipNegation {
			// Compare with the span and with the sentence around it: a
			// quote that leaves out the "not" before it must not pass.
			for _, e := range []string{out.Span, context} {
				if why, bad := citations.NegationMismatch(sent.text, e); bad {
					out.Status = NegationMismatch
					out.Reason = why
					return out
				}
			}
		}
		if min := c.opts.minOverlap(); min > 0 {
			if ov := citations.ContentOverlap(sent.text, out.Span); ov < min {
				out.Status = ClaimNotInQuote
				out.Reason = fmt.Sprintf("only %.0f%% of the content words of %q are in the quoted text of %s (at least %.0f%% needed)", ov*100, clip(sent.text, 80), where, min*100)
				return out
			}
		}
	}
	out.Status = Grounded
	return out
}

// missingNumbers explains the numbers of the claim sentence cs that are in
// none of the sentences of the span at m that match cs best: those sharing
// most of its content words, all of them on a tie. A claim that joins two
// sentences of its quote equally takes numbers from both; one that is about
// one of them takes numbers from that one only.
func (c *Corpus) missingNumbers(d *doc, cs string, m Match, span []piece, where string) []string {
	if len(span) == 1 {
		return reasonsOf(d.nums.MissingIn(cs, m.Start, m.End), where)
	}
	best := -1.0
	var cands []piece
	for _, sp := range span {
		switch ov := citations.ContentOverlap(cs, sp.text); {
		case ov > best:
			best, cands = ov, append(cands[:0], sp)
		case ov == best:
			cands = append(cands, sp)
		}
	}
	var missing []numbers.Missing
	for k, sp := range cands {
		mi := d.nums.MissingIn(cs, m.Start+sp.start, m.Start+sp.end)
		if k == 0 {
			missing = mi
			continue
		}
		kept := missing[:0] // what this sentence lacks too
		for _, x := range missing {
			for _, y := range mi {
				if x.Start == y.Start {
					kept = append(kept, x)
					break
				}
			}
		}
		missing = kept
	}
	if len(missing) == 0 {
		return nil
	}
	// A number the span has, in a sentence the claim is not about.
	inSpan := map[int]bool{}
	for _, mi := range missing {
		inSpan[mi.Start] = true
	}
	for _, mi := range d.nums.MissingIn(cs, m.Start, m.End) {
		delete(inSpan, mi.Start)
	}
	out := make([]string, len(missing))
	for i, mi := range missing {
		if inSpan[mi.Start] {
			out[i] = fmt.Sprintf("%s is in the quote from %s, but not in the sentence of it that the claim matches: %q", mi.Text, where, clip(cands[0].text, 120))
		} else {
			out[i] = mi.Reason(where)
		}
	}
	return out
}

func reasonsOf(missing []numbers.Missing, where string) []string {
	out := make([]string, len(missing))
	for i, mi := range missing {
		out[i] = mi.Reason(where)
	}
	return out
}

// A piece is one sentence of a claim or of a quoted span: its text and its
// byte range there.
type piece struct {
	start, end int
	text       string
}

// pieces splits s into its sentences, read with its line breaks as spaces:
// only end punctuation counts, not the layout of a source, which a claim
// does not share. Text without end punctuation is one piece.
func pieces(s string) []piece {
	whole := []piece{{0, len(s), s}}
	if !strings.ContainsAny(s, ".!?…。！？｡‼⁇⁈⁉") {
		return whole
	}
	var out []piece
	for _, sent := range citations.Sentences(oneLine(s)) {
		if t := s[sent.Start:sent.End]; strings.TrimSpace(t) != "" {
			out = append(out, piece{sent.Start, sent.End, t})
		}
	}
	if len(out) == 0 {
		return whole
	}
	return out
}

// oneLine returns s with each line break replaced by as many spaces as it
// has bytes, so that offsets into the result are offsets into s.
func oneLine(s string) string {
	if !strings.ContainsAny(s, "\n\r\v\f\u0085\u2028\u2029") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch r {
		case '\n', '\r', '\v', '\f', '\u0085', '\u2028', '\u2029':
			b.WriteString("   "[:n])
		default:
			b.WriteString(s[i : i+n]) // invalid bytes stay as they are
		}
		i += n
	}
	return b.String()
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
