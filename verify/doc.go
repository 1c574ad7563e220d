// Package verify checks an LLM answer's claims against the sources it was
// given and assembles the verified answer: every claim in it is backed by a
// quote found in a named source, at an exact byte range of the source's
// original text, and everything else is reported.
//
// # Locating quotes
//
// [Locate] and [Document.Locate] find a quote in a source: its exact bytes
// first, then the folded quote in the folded source (see package
// normalize), then, when enabled, the closest span within a bounded edit
// distance. The range returned is always in the original text. A
// [Document] folds its source once; a [Corpus] holds the documents of a
// request.
//
// # Verifying claims
//
// [Corpus.Check] verifies one claim (text, source id, quote) and gives it a
// [Status]: grounded, unverified, or a failure such as quote_not_found or
// number_not_found, each with a reason a person can read. [Verify] and
// [Corpus.Verify] check a list of claims and assemble the [Result]: the
// text of the grounded claims with [id] markers, their [Citation]s with
// byte, code point and UTF-16 offsets, the claims that failed, and a
// [Score].
//
// # Creating answers
//
// [Create] runs the whole pipeline with an extract.Provider: it asks the
// model for an answer with claims, verifies them, asks again when the
// claims cover too little of the answer ([Coverage]), and applies a
// [Policy] to failed claims (Annotate, Repair, Abstain). The [Request]
// says what to answer and how; the Result records the model's draft and
// the steps taken.
//
// # The judge
//
// A [Judge] is a second, costlier check a host plugs in, such as
// [ModelJudge]. The [Gate] decides which claims reach it and how its
// [Judgement]s count. Create asks the judge of its Request, if it has one;
// [Gate.JudgeCheck] asks one about the sentences of a citations check.
//
// # Guarantees
//
//   - Determinism: the same input gives the same result, whatever the
//     concurrency.
//   - Offsets are real: for every citation, Text[Start:End] of its source is
//     its Quote, on character boundaries, and folds to text that contains
//     the folded quote (or, for fuzzy matches, is within the stated
//     distance of it).
//   - Nothing ungrounded reaches Result.Text: every sentence of it comes
//     from a claim that passed every enabled check.
//   - An empty quote, or one that folds to nothing, grounds nothing.
//
// # Limits and hostile input
//
// [Options].Limits bounds the sizes of sources, claims and a model's
// answer ([Limits]). Past a limit, NewCorpus, Verify and Create return a
// *[LimitError], never a truncated result; model output past the
// extraction bounds is ErrExtractionFailed. A source id must be unique,
// not empty, and valid UTF-8 without brackets or control characters
// ([ErrInvalidID]). Anything else is read as folding reads it: invalid
// bytes match only the same invalid bytes, and the assembled text shows
// them as U+FFFD, control characters as spaces, and no bidirectional
// controls, so that a reader sees what was checked. Location takes time
// linear in the source for a fixed quote, whatever the source holds.
//
// Corpus, Document and the package's functions are safe for concurrent use.
package verify
