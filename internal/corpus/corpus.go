// Package corpus is a small test corpus of realistic sources and honest,
// cited answers over them, for tests, examples and benchmarks.
//
// The sources are written for this corpus: a refund policy, a product page,
// a contract, a news article, a privacy policy, and Chinese and Russian
// store policies. Every answer cites its sources with [n] markers, where n
// is a source's ID, and every sentence of every answer is supported by the
// sources it cites: its numbers appear there, its wording stays close to
// them, and its negations and modal verbs agree with them.
package corpus

// A Source is one source document.
type Source struct {
	// ID is the source's stable id: "1" to "7", what answers cite.
	ID string
	// Name is a stable, readable name: "refund-policy".
	Name  string
	Title string
	// Lang is the BCP 47 code of the source's language.
	Lang string
	Text string
}

// An Answer is an honest answer to a question about the sources.
type Answer struct {
	// ID is the answer's stable, readable id: "annual-refund".
	ID       string
	Question string
	// Text is the answer, with [n] citation markers.
	Text string
	// Sources are the ids of the sources the answer cites, in order of
	// first citation.
	Sources []string
	Lang    string
}

// Sources returns the sources, in id order. The caller may modify the
// returned slice.
func Sources() []Source {
	return append([]Source(nil), sources...)
}

// Answers returns the answers. The caller may modify the returned slice;
// the Sources slices of its elements are shared.
func Answers() []Answer {
	return append([]Answer(nil), answers...)
}

// ByID returns the source with the given id and whether there is one.
func ByID(id string) (Source, bool) {
	for _, s := range sources {
		if s.ID == id {
			return s, true
		}
	}
	return Source{}, false
}
