package verify

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/internal/support"
	"github.com/verbatim-go/verbatim/internal/words"
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
	// Unverified means nothing contradicts the claim, but its quote does
	// not prove it: some of its words, a number, name or identifier of it,
	// are not in the quote, or the quote's sentence adds a condition the
	// claim drops. It is not in the assembled text; a judge, when there is
	// one, decides.
	Unverified
	// IdentifierMismatch means the claim names another identifier than its
	// quote: Su-35 where the quote says Su-24.
	IdentifierMismatch
	// NameMismatch means the claim names another name or party than its
	// quote in the same place: Canada where the quote names the U.S.
	NameMismatch
	// RoleSwap means the claim swaps two parties of its quote around their
	// verb: the Buyer notifies the Supplier, where the Supplier notifies
	// the Buyer.
	RoleSwap
	// AntonymMismatch means the claim says the opposite word of its quote:
	// fell where the quote says rose.
	AntonymMismatch
	// ModalityMismatch means the claim and its quote disagree on modality:
	// will where the quote says may.
	ModalityMismatch
	// BoundMismatch means the claim bounds a number in a way its quote
	// breaks: more than 83% where the quote says 83%, at least 30 where it
	// says at most 30.
	BoundMismatch
)

var statusNames = [...]string{
	"grounded", "unknown_source", "quote_not_found", "number_not_found",
	"negation_mismatch", "claim_not_in_quote", "contradicted", "unsupported", "abstained",
	"unverified", "identifier_mismatch", "name_mismatch", "role_swap", "antonym_mismatch",
	"modality_mismatch", "bound_mismatch",
}

// statusOf is the status of a claim the engine failed or left unverified
// with the given first reason.
var statusOf = [...]Status{
	support.NumberMismatch:     NumberNotFound,
	support.IdentifierMismatch: IdentifierMismatch,
	support.NameMismatch:       NameMismatch,
	support.RoleSwap:           RoleSwap,
	support.NegationMismatch:   NegationMismatch,
	support.AntonymMismatch:    AntonymMismatch,
	support.ModalityMismatch:   ModalityMismatch,
	support.BoundMismatch:      BoundMismatch,
	support.NotInEvidence:      ClaimNotInQuote,
	support.AnchorAbsent:       Unverified,
	support.ConditionDropped:   Unverified,
	support.WordsMissing:       Unverified,
	support.NegationUnclear:    Unverified,
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
	// Source is the id of the source Match lies in: the claim's own
	// source, or, for a claim citing a chunk of a document, the chunk its
	// quote was found in, which may be another chunk of that document.
	Source string
	// Match is where the quote was found in Source's text, if it was.
	Match Match
	// Span is the text of Source at Match: Text[Match.Start:Match.End].
	Span string
	// Found is, for a quote that was not found, the closest text of the
	// named source within twice the fuzzy bound, or "" if none; it helps a
	// model or a reader repair the quote.
	Found string
	// CheckedAgainst says what the claim was checked against: the passage
	// it cites, the whole document of the chunk it cites, or a snippet;
	// AgainstNothing for a claim naming a source that was not supplied.
	CheckedAgainst Against
}

// Check verifies one claim against the corpus. The source must exist and
// the quote must be found in it; then the claim engine (shared with
// package citations) compares the claim with the quoted span and the
// sentence around it: its numbers, identifiers and names, the parties
// around its verbs, its negations, opposites, modality, bounds and dates,
// the conditions of the span, and its content words up to word forms. A
// contradiction is a failure with its code; evidence that does not prove
// the claim leaves it unverified.
//
// A quote pins its claim to a passage, so a span may hold at most one
// sentence more than the claim: a quote of a whole source of several
// sentences, for a one-sentence claim, is claim_not_in_quote; a whole
// source of one or two sentences is an ordinary quote. A claim past
// Limits.MaxQuoteBytes is quote_not_found.
//
// A claim citing a chunk of a document has its quote located in the whole
// document, and the sentence around it read there; the quote must lie in
// one chunk, which Checked.Source names. A claim citing a snippet is
// checked as the engine reads snippets: contradictions fail it, words the
// snippet lacks leave it unverified.
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
	out := Checked{Claim: cl, Source: cl.Source}
	d, ok := c.byID[cl.Source]
	if !ok {
		out.Status = UnknownSource
		out.Reason = fmt.Sprintf("source %q was not supplied (sources: %s)", cl.Source, c.idList())
		return out
	}
	out.CheckedAgainst = d.as
	if !strings.ContainsFunc(cl.Text, words.IsWordRune) {
		// Nothing to check: "", white space, "...".
		out.Status = ClaimNotInQuote
		out.Reason = "the claim has no text"
		return out
	}
	if exceeds("MaxQuoteBytes", c.limits.MaxQuoteBytes, max(len(cl.Quote), len(cl.Text))) != nil {
		out.Status = QuoteNotFound
		out.Reason = fmt.Sprintf("the quote or claim is longer than the %d-byte limit", c.limits.MaxQuoteBytes)
		return out
	}
	matches := d.loc.LocateAll(cl.Quote, maxOccurrences)
	// A quote is text of one source: in a document, of one chunk.
	var across []Match
	matches = slices.DeleteFunc(matches, func(m Match) bool {
		_, _, ok := d.place(m)
		if !ok {
			across = append(across, m)
		}
		return !ok
	})
	if len(matches) == 0 {
		out.Status = QuoteNotFound
		switch {
		case len(across) > 0:
			m := across[0]
			out.Reason = fmt.Sprintf("the quote runs across chunks %q and %q of %s; quote the text of one chunk",
				d.chunks[d.whole.Part(m.Start)].src.ID, d.chunks[d.whole.Part(m.End-1)].src.ID, d.name)
		case *explain > 0 || strings.TrimSpace(c.opts.Mode.Fold(cl.Quote)) == "":
			*explain--
			out.Reason, out.Found = c.notFound(d, cl)
		default:
			out.Reason = fmt.Sprintf("the quote is not in source %q", cl.Source)
		}
		return out
	}
	// A quote can occur more than once; the claim is grounded if one
	// occurrence passes every check. Otherwise the first one's failure is
	// reported.
	first := c.checkMatch(d, cl, matches[0])
	if first.Status != Grounded {
		for _, m := range matches[1:] {
			if ch := c.checkMatch(d, cl, m); ch.Status == Grounded {
				return d.placed(ch)
			}
		}
	}
	return d.placed(first)
}

// placed returns ch, checked against d, with its match in the text of the
// source that holds it.
func (d *doc) placed(ch Checked) Checked {
	ch.CheckedAgainst = d.as
	if d.whole == nil {
		ch.Source = d.src.ID
		return ch
	}
	ch.Source, ch.Match, _ = d.place(ch.Match)
	return ch
}

// maxOccurrences bounds the occurrences of a quote that Check tries.
const maxOccurrences = 8

// maxReasons bounds the missing numbers a reason lists.
const maxReasons = 8

// checkMatch runs the checks that follow location on one occurrence m of the
// claim's quote in d: the claim engine compares each sentence of the claim
// with the quoted span, read sentence by sentence, and with the sentence
// around it, for polarity and conditions. The claim's worst sentence
// decides.
//
// Each sentence of the claim must stand by itself, so an unsupported
// sentence cannot ride along with a supported one, and a quote of two
// sentences cannot lend one sentence's number to a claim about the other.
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
	ev := support.Evidence{Where: "the quote"}
	opts := support.Options{Numbers: c.opts.Numbers, Cover: c.opts.cover(), Snippet: d.as == AgainstSnippet}
	claims := make([]*support.Claim, len(claim))
	var nums *numbers.Index
	for i, sent := range claim {
		claims[i] = support.NewClaim(sent.text, support.Auto)
		if claims[i].HasNumbers() && nums == nil {
			nums = d.nums() // made once, for the first claim with numbers
		}
	}
	if !d.numbers {
		opts.Numbers = numbers.Off
	}
	for _, sp := range span {
		ev.Passages = append(ev.Passages, support.Passage{Source: cl.Source, Offset: m.Start + sp.start, Text: support.Analyze(oneLine(sp.text), support.Auto), Nums: nums})
	}
	ps := ev.Passages
	ev.Before = func(i int) *support.Text { // whom a "She" that opens the quote stands for
		if bs, be := d.before(ps[i].Offset); be > bs {
			return support.Analyze(oneLine(d.src.Text[bs:be]), support.Auto)
		}
		return nil
	}
	if cs, ce := d.context(m.Start, m.End); cs < m.Start || ce > m.End {
		ev.Context = []support.Passage{{Source: cl.Source, Offset: cs, Text: support.Analyze(d.src.Text[cs:ce], support.Auto), Nums: nums}}
	}
	worst := support.Supported
	var reasons []support.Reason
	for _, sc := range claims {
		v := support.Check(sc, ev, opts)
		switch {
		case v.Outcome < worst:
			worst, reasons = v.Outcome, v.Reasons
		case v.Outcome == worst && worst != support.Supported:
			reasons = append(reasons, v.Reasons...)
		}
	}
	if worst == support.Supported {
		out.Status = Grounded
		return out
	}
	out.Status = statusOf[reasons[0].Code]
	msgs := make([]string, 0, len(reasons))
	for _, r := range reasons {
		if len(msgs) == maxReasons {
			msgs = append(msgs, fmt.Sprintf("and %d more", len(reasons)-maxReasons))
			break
		}
		if (worst == support.Failed) == r.Code.Hard() {
			msgs = append(msgs, r.Message)
		}
	}
	out.Reason = strings.Join(msgs, "; ")
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

// notFound explains a quote that is not in its source: empty, in another
// source, or close to some text of its own source.
func (c *Corpus) notFound(d *doc, cl Claim) (reason, found string) {
	where := fmt.Sprintf("source %q", cl.Source)
	if d.whole != nil {
		where += " or the rest of " + d.name
	}
	if strings.TrimSpace(c.opts.Mode.Fold(cl.Quote)) == "" {
		return "the quote is empty", ""
	}
	for _, o := range c.docs {
		if o == d {
			continue
		}
		if m := o.loc.Locate(cl.Quote); m.Found() {
			id, _, ok := o.place(m)
			if !ok {
				id = o.chunks[o.whole.Part(m.Start)].src.ID
			}
			return fmt.Sprintf("the quote is not in %s; it is in source %q", where, id), ""
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
