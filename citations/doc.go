// Package citations checks an answer that cites its sources with inline
// markers such as [1], sentence by sentence.
//
// A host that already has an answer with markers asks one question of each
// sentence: do the sources it cites say what it says? The answer is a
// status with reasons a person can read, a score, and a cleaned copy of the
// answer with fabricated markers stripped and invented quotations demoted to
// prose. The check is deterministic: the same answer and sources always
// give the same result.
//
// # Sentences
//
// [Sentences] splits a text into sentences with byte ranges. It knows
// abbreviations (e.g., Dr., U.S.), decimals (3.5), ellipses, closing quotes
// and brackets, CJK sentence ends (。！？), markdown headings, list items,
// blockquotes and tables, and the section titles of plain-text sources. A
// marker right after the end punctuation belongs to the sentence before it:
// in "... 30 days.[1] Next", the first sentence is "... 30 days.[1]". For
// every sentence s of text, text[s.Start:s.End] == s.Text.
//
// # Markers
//
// [Markers] parses "[1]", "[1, 2]", "[1][2]", "[1-3]", "[Source 2]" and
// "[doc-a]" against the ids of the supplied sources. A number names the
// source with that id, or, when no id is a number, the source at that
// position. [Strip] removes the labels that name no supplied source and
// nothing else: "[2,7]" with five sources becomes "[2]", and a lone "[7]"
// goes with the space before it. Applying the returned [Removal] values to
// the text, in order, gives the cleaned text.
//
// # The check
//
// [NewCorpus] prepares the sources once: each is split into sentences and
// indexed by the stems of their words; a sentence is analysed in full the
// first time a claim is compared with it. [Corpus.Check] then checks any
// number of answers. Each sentence of an answer is compared, by the claim
// engine that package verify uses too, with the sentences of the sources
// it cites that share most of its words. A sentence is
//
//   - bad-ref ([BadRef]) if a marker names a source that was not supplied
//     ("[9]: only 5 sources");
//   - uncited ([Uncited]) if it has no marker, unless [Options].Uncited is
//     [CheckAll], which checks it against each source in turn;
//   - unsupported ([Unsupported]) if the cited sources contradict it, with
//     a reason code that names what and where: a number they give another
//     value (number_not_found), another identifier or name in its place
//     (identifier_mismatch, name_mismatch: "the claim names Canada; [1]
//     names the U.S."), parties swapped around a verb (role_swap), a
//     negation, an opposite word, a permission read as a duty or a bound
//     broken (negation_mismatch, antonym_mismatch, modality_mismatch,
//     bound_mismatch), sources about something else (claim_not_in_source),
//     or an invented or misattributed quotation;
//   - unverified ([Unverified]) if nothing contradicts it but the cited
//     sources do not prove it: a number, name or identifier they do not
//     mention (anchor_absent), a condition of theirs it drops
//     (condition_dropped), fewer than [Options].MinOverlap of its content
//     words, up to word forms (words_missing), or a negation by another
//     word of its own than theirs ("refused" where they say "rejected"),
//     whose scope decides whether they agree (negation_unclear);
//   - ok ([OK]) otherwise.
//
// An ok sentence carries its [Evidence]: the sentences of its sources
// that hold its content words, as byte ranges of their text, the one that
// matches it best first, so that a reader can be shown where it comes
// from.
//
// Headings (a markdown heading, or a line all in bold that is no sentence:
// "**Refund policy**"), lead-ins ending in a colon, and analysis without a hard anchor
// ("This suggests the policy is generous.", see [Framing]) do not count in
// the score, which is verified claims over checkable claims.
//
// # Quotations
//
// Text presented as a verbatim quotation (a markdown blockquote, or a span
// in straight or curly double quotes, guillemets or corner brackets) of two
// or more words must appear in a source under [Options].Mode folding, with
// omissions marked by "..." or "[...]" allowed. A quotation that appears in
// no source is invented: the cleaned answer drops its quotation marks. One
// that appears only in sources its sentence does not cite is misattributed.
//
// # Streaming
//
// [Corpus.NewChecker] checks an answer as a model streams it:
// [Checker.Write] takes the next piece, of any size, and returns the
// verdicts of the sentences it completes; [Checker.Close] returns the rest
// and the Result, which is exactly what [Corpus.Check] gives for the whole
// answer. A sentence is complete once nothing that may follow can change
// it or its verdict (the Checker's documentation says exactly when), so a
// verdict, once returned, is never taken back.
//
// # Limits and hostile input
//
// [Options].Limits bounds the sources and the answer ([Limits]); past a
// limit, [NewCorpus], [Check] and [Corpus.CheckAnswer] return a
// *[LimitError], never a partial result. [Corpus.Check] applies no limit
// to the answer, for callers that trust it. An id must be unique, not
// empty, and valid UTF-8 without brackets or control characters
// ([ErrInvalidID]). Anything else is checked as folding reads it
// (package normalize), in time that grows at most as the answer times the
// sources.
//
// # Languages
//
// Stopwords of eight European languages are ignored, and scripts written
// without spaces count by character bigrams; English words compare by
// their forms (a Porter2 stemmer, and WordNet 3.0's irregular forms,
// derivations and antonyms).
package citations
