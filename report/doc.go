// Package report renders a verified or checked answer as one
// self-contained HTML page that a person can read, print and audit.
//
// [Verified] renders a verify.Result, [Check] a citations.Result. The page
// shows the answer with each sentence coloured by its status and a legend,
// every citation marker linked to the exact span of the source it rests on,
// the claims or sentences that were not verified with their reasons, the
// score, the question's relevance when the result has one, and, for a
// result of verify.Create, the model's draft, its coverage and the steps
// taken. Then come the sources, chunks naming their document and snippets
// marked as such, with each span highlighted in a <mark> element, in the
// chunk that holds it.
//
// The page is UTF-8 with its style inline and no script, image, font or
// other external asset; it reads the same offline and in print. Every text
// is escaped by html/template.
//
// # Highlights
//
// A highlight is a <mark> in the text of its source, with these
// attributes:
//
//   - data-source: the source's id;
//   - data-start, data-end: the span's code point offsets in the source's
//     original text;
//   - data-cite: the index of the citation in verify.Result.Citations; or
//     data-claim: the index in verify.Result.Claims of a claim that failed
//     although its quote was found (class "claim"); or data-sentence and
//     data-evidence: the sentence's index in citations.Result.Sentences
//     and the evidence's index in its Evidence;
//   - data-part: on the second and later parts of a span that is split
//     (below).
//
// The first part of each highlight has an id a marker links to:
// "cite-K", "claim-I" or "ev-I-J", the indexes above. Each source section
// has the id "src-N", N its position from 1, and each sentence of the
// answer "s-I".
//
// Overlapping spans are nested marks. A span that crosses the end of a
// span opened before it is closed there and reopened after it, as several
// marks with the same attributes, the later ones with data-part 2, 3, and
// so on. So for every span:
//
//	concatenated text of its marks, in document order == source[start:end]
//
// with the one change HTML parsing makes to all text: CR LF and a lone CR
// become LF. Offsets always count the original characters, so a program
// that reads the page compares a highlight with the source text at its
// range after replacing CR LF and CR by LF. A byte of invalid UTF-8 is
// shown as U+FFFD, one code point, as the offsets count it.
//
// # Long sources
//
// A source of up to Options.MaxSource bytes (DefaultMaxSource, 256 KiB,
// by default) is shown in full: the page is its audit trail. A longer one
// is shown as windows of Options.Context code points (DefaultContext,
// 300) on each side of its highlights, rounded out to whole words and
// merged where they meet, with the number of characters left out between
// them. Each shown part is an element of class "src" whose data-start and
// data-end give its code point range in the source.
//
// Check results need the evidence of package citations
// (citations.SentenceResult.Evidence) to highlight anything: a marker of a
// sentence that is not ok links to the source as a whole.
package report
