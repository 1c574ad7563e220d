// Package normalize folds text for matching and maps every folded position
// back to the original.
//
// # Folding
//
// Folding turns a string into a canonical form in which a quote copied from a
// source, with its line breaks, ligatures, full-width digits or letter case
// changed along the way, still matches the source. The steps, applied by
// code point, are:
//
//  1. every run of white space (unicode.IsSpace) becomes one space, and
//     leading and trailing white space is removed;
//  2. Unicode normalization form NFKC (ﬁ → fi, ３０ → 30, ㍻ → 平成,
//     e + U+0301 → é);
//  3. Unicode lowercase, code point by code point, as strings.ToLower does
//     (İ → i, ẞ → ß; ß is not expanded to ss);
//  4. Lenient mode only: every punctuation (\p{P}) and symbol (\p{S}) code
//     point is removed.
//
// Three rules keep folding stable, so that Fold(Fold(s)) == Fold(s):
//
//   - white space that NFKC or removal creates collapses with its
//     neighbours, so "5 – 7" folds to "5 7" in Lenient mode, not "5  7";
//   - invisible format characters (category Cf: zero-width space and
//     joiners, the byte order mark, the soft hyphen, bidirectional controls)
//     are removed in both modes, since they never change what a reader sees;
//   - a removed code point takes with it the code points that would attach
//     to it (combining marks, variation selectors and other non-starters),
//     so that removal never makes two neighbours compose into a new
//     character and leaves no stray mark behind: in Lenient mode "I ❤️ it"
//     folds to "i it".
//
// Lowercasing is followed by NFKC again where it changes a character, so that
// "W" + U+030A folds to "ẘ" and not to a sequence that a second folding
// would compose.
//
// Invalid UTF-8 never panics: each byte that is not part of a valid encoding
// folds to U+FFFD, the replacement character, exactly as encoding/json and a
// range loop see it. In Lenient mode U+FFFD is a symbol and is removed.
//
// # Offsets
//
// [Mode.Map] returns a [Text]: the folded string together with the map from
// folded byte offsets back to byte offsets of the original. The map is
// monotonic, covers the whole folded text, and always lands on character
// boundaries of the original. Its contract, for every range [i, j) of the
// folded text that starts and ends on code point boundaries:
//
//	m.Fold(orig[t.Orig(i):t.OrigEnd(j)]) contains strings.TrimSpace(t.String()[i:j])
//
// and the original range covers every original character that contributed
// to folded[i:j]: a ligature, a composed character or an expansion maps back
// to the whole original character or sequence.
//
// Offsets in this package are byte offsets. [Offsets] converts them to code
// point offsets (what Python slices by) and UTF-16 offsets (what JavaScript
// and Java slice by).
package normalize
