package support

import (
	"slices"
	"strings"

	"github.com/verbatim-go/verbatim/numbers"
)

// Relevance says how an answer's sentences relate to the question they
// answer, apart from whether their sources support them: a faithful answer
// to another question is still no answer.
type Relevance struct {
	// Unaddressed are the question's subject terms (names, defined
	// entities, plan and product names, identifiers, numbers) that no
	// sentence addresses, in the question's order.
	Unaddressed []string
	// OffTopic are the sentences whose subject is another entity of the
	// same kind than the one asked about: asked about the Starter plan,
	// answered about the Zephyr plan.
	OffTopic []OffTopic
}

// An OffTopic is a sentence about another entity than the one asked
// about.
type OffTopic struct {
	Sentence int    // the index of the sentence
	Asked    string // the question's entity, as the question writes it
	Answered string // the sentence's entity, as the sentence writes it
}

// A term is a subject term of a text: a name or identifier, with the
// common noun that follows it when there is one ("Starter plan"), or a
// number.
type term struct {
	text  string   // as written
	keys  []string // the name keys of its name words, or the number's value
	head  string   // the stem of the noun after the name, or ""
	start int32
}

// RelevanceOf compares the subject terms of question with those of the
// sentences that answer it (the sentences shown as verified, usually).
func RelevanceOf(question string, sentences []string) Relevance {
	q := Analyze(question, Auto)
	qterms := terms(q)
	var out Relevance
	sterms := make([][]term, len(sentences))
	stexts := make([]*Text, len(sentences))
	for i, s := range sentences {
		stexts[i] = Analyze(s, Auto)
		sterms[i] = terms(stexts[i])
	}
	for _, qt := range qterms {
		addressed := false
		for i := range sentences {
			if addresses(stexts[i], qt) {
				addressed = true
				break
			}
		}
		if !addressed {
			out.Unaddressed = append(out.Unaddressed, qt.text)
		}
	}
	for i := range sentences {
		for _, qt := range qterms {
			if qt.head == "" || addresses(stexts[i], qt) {
				continue
			}
			for _, st := range sterms[i] {
				if st.head == qt.head && !slices.Equal(st.keys, qt.keys) {
					out.OffTopic = append(out.OffTopic, OffTopic{Sentence: i, Asked: qt.text, Answered: st.text})
					break
				}
			}
		}
	}
	return out
}

// terms returns the subject terms of t, in order.
func terms(t *Text) []term {
	var out []term
	for i := 0; i < len(t.toks); i++ {
		tk := &t.toks[i]
		if !tk.is(fName) || tk.is(fParty) && !tk.is(fCap) {
			continue
		}
		// A name of one or more words.
		j := i
		keys := []string{nameKey(tk.word)}
		for j+1 < len(t.toks) && t.toks[j+1].is(fName) && adjacent(t.src, t.toks[j].end, t.toks[j+1].start) {
			j++
			keys = append(keys, nameKey(t.toks[j].word))
		}
		tm := term{keys: keys, start: tk.start}
		end := t.toks[j].end
		// The common noun right after it: "Starter plan".
		if n := j + 1; n < len(t.toks) && !t.toks[n].is(fName) && t.toks[n].start-end <= 1 && !t.toks[n].is(fLexNeg) {
			tm.head = t.toks[n].stem
			end = t.toks[n].end
		}
		tm.text = t.src[tk.start:end]
		out = append(out, tm)
		i = j
	}
	for _, id := range t.idents {
		out = append(out, term{text: t.src[id.start:id.end], keys: []string{id.key}, start: id.start})
	}
	for _, n := range t.nums {
		if t.inIdent(n) {
			continue
		}
		out = append(out, term{text: n.Text, keys: []string{"#" + n.Value}, start: int32(n.Start)})
	}
	slices.SortStableFunc(out, func(a, b term) int { return int(a.start - b.start) })
	return out
}

// addresses reports whether text t mentions term qt: all of its name
// words, its identifier, or its number.
func addresses(t *Text, qt term) bool {
	for _, k := range qt.keys {
		if strings.HasPrefix(k, "#") {
			v := k[1:]
			if !slices.ContainsFunc(t.nums, func(n numbers.Token) bool { return n.Value == v }) {
				return false
			}
			continue
		}
		found := slices.ContainsFunc(t.toks, func(u tok) bool { return nameKey(u.word) == k || u.stem == k })
		found = found || slices.ContainsFunc(t.idents, func(id ident) bool { return id.key == k })
		if !found {
			return false
		}
	}
	return true
}
