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
// answer. Past a limit, NewCorpus, Verify and Create return a
// *[LimitError] matching [ErrLimit], never a truncated result; a single
// claim past MaxQuoteBytes that reaches Corpus.Check is quote_not_found.
// Model output past the extraction bounds is ErrExtractionFailed, not
// ErrLimit: the caller did not send too much.
//
// Source ids are written into the answer as "[id]", so an id with a
// bracket, a control character, a bidirectional control or invalid UTF-8
// is ErrInvalid ([ErrInvalidID]), as is a duplicate or an empty one.
// Sources, quotes and claims may hold anything else: invalid bytes match
// only the same invalid bytes, as U+FFFD; a quote never matches half a
// character; the assembled text shows invalid UTF-8 as U+FFFD, control
// characters as the spaces the checks read them as, and no bidirectional
// controls, so that a reader sees what was checked. Markers the model wrote into a claim are removed before the
// checks and from the text. A claim without a letter, a number or a
// combining mark grounds nothing.
//
// A quote pins its claim to a passage: the checks after location compare
// the claim with the quoted span, so a span may hold at most one sentence
// more than the claim. A quote of a whole source of several sentences, for
// a one-sentence claim, is claim_not_in_quote; a whole source of one or two
// sentences is an ordinary quote.
//
// Location takes time linear in the source for a fixed quote, whatever the
// source holds: a source that holds the quote inside words at every offset
// ("aaaa…") costs what one that never holds it does.
//
// Corpus, Document and the package's functions are safe for concurrent use.
//
// # Index
//
//   - Locating: [Locate], [Prepare], [Document].
//   - Verifying: [NewCorpus], [Corpus.Check], [Corpus.Verify], [Verify].
//   - Creating: [Create], [Request], [Policy]. The judge: [Judge], [Gate].
//   - Sources: [Source] (a passage, a chunk of a document, a snippet),
//     [Against]; relevance to the question: [RelevanceOf].
//   - Limits and errors: [Limits], [ErrLimit], [ErrInvalid], [ErrInvalidID].
package verify
