package support

import (
	"strings"

	"github.com/verbatim-go/verbatim/numbers"
)

// A clause is the byte range [start, end) of a text that says one thing of
// its own: the parts of "Revenue rose 5% while costs rose 12%", "The
// company hired 30 engineers and fired 12 managers".
type clause struct{ start, end int32 }

// clauseJoins are the words and marks that may open a clause, with the
// spaces around them.
var clauseJoins = []string{"; ", " and ", " but ", " while ", " whereas ", " or "}

// clauseVerbs are words that give a clause a verb where its content words
// may not: "the Tenant must pay the rent".
var clauseVerbs = map[string]bool{
	"is": true, "are": true, "was": true, "were": true, "be": true, "been": true,
	"has": true, "have": true, "had": true, "does": true, "do": true, "did": true,
	"must": true, "shall": true, "will": true, "may": true, "might": true, "can": true,
	"could": true, "should": true, "would": true,
}

// clausesOf splits English text t into clauses at its joins, each with a
// verb of its own: a part without one ("and Tom Hale", "and 12% in 2021",
// "and 1865") belongs to the clause before it, the first part to the one
// after it. It returns nil for a text of one clause.
func clausesOf(t *Text) []clause {
	if t.lang != English {
		return nil
	}
	src := t.src
	var cuts []int32
	for _, j := range clauseJoins {
		// A join inside a sentence is written in lower case.
		for from := 0; ; {
			i := strings.Index(src[from:], j)
			if i < 0 {
				break
			}
			at := from + i
			if j != "; " {
				at++ // the clause opens with its join word
			} else {
				at += len(j)
			}
			cuts = append(cuts, int32(at))
			from = at
		}
	}
	if len(cuts) == 0 {
		return nil
	}
	sortInt32(cuts)
	var parts []clause
	start := int32(0)
	for _, c := range cuts {
		if c > start {
			parts = append(parts, clause{start, c})
			start = c
		}
	}
	parts = append(parts, clause{start, int32(len(src))})
	var out []clause
	for _, pc := range parts {
		switch {
		case hasVerb(t, pc, true):
			if len(out) > 0 && !hasVerb(t, out[len(out)-1], true) {
				out[len(out)-1].end = pc.end // a first part without a verb
				continue
			}
			out = append(out, pc)
		case len(out) > 0:
			out[len(out)-1].end = pc.end
		default:
			out = append(out, pc)
		}
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// hasVerb reports whether clause cl of t has a verb, before its first
// number if beforeNumber is set: "costs rose 12%" is a clause of its own,
// "and $60 million on its opening weekend, resulting in …" is not.
func hasVerb(t *Text, cl clause, beforeNumber bool) bool {
	end := cl.end
	if beforeNumber {
		for _, n := range t.nums {
			if int32(n.Start) >= cl.start && int32(n.Start) < end {
				end = int32(n.Start)
				break
			}
		}
	}
	for i := range t.toks {
		u := &t.toks[i]
		if u.start >= cl.start && u.end <= end && !u.is(fName) && verbForm(u.word) {
			return true
		}
	}
	for w := range strings.FieldsSeq(strings.ToLower(t.src[cl.start:end])) {
		if clauseVerbs[strings.Trim(w, ",.;:")] {
			return true
		}
	}
	return false
}

func sortInt32(s []int32) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// clauseAt returns the index of the clause of cls that holds byte at.
func clauseAt(cls []clause, at int32) int {
	for i, cl := range cls {
		if at < cl.end {
			return i
		}
	}
	return len(cls) - 1
}

// checkClause leaves claim number ti, which the best passage holds,
// unverified where
// the passage's clause that says most of what the claim's clause around
// the number says gives another value of its kind, and holds more of it
// than any clause with the claim's value: "Revenue rose 12%" against
// "Revenue rose 5% while costs rose 12%". The claim's number is in the
// passage, but said of something else; which of the two the claim means
// is for a person to judge. It reports whether it doubted the claim.
func (k *checker) checkClause(ti int) bool {
	c := k.c
	p := k.best()
	if p == nil || c.lang != English {
		return false
	}
	cls := k.clauses()
	if len(cls) < 2 {
		return false
	}
	t := c.nums[ti]
	e := p.Text
	score := k.clauseScores(cls, int32(t.Start), c.lastWordBefore(t.Start), c.lastWordBefore(t.Start)+1)
	cqs := claimQuantities(t)
	holds := make([]bool, len(cls))
	other := make([]int, len(cls))
	for i := range other {
		other[i] = -1
	}
	for mi, m := range e.nums {
		if e.inIdent(m) {
			continue
		}
		ci := clauseAt(cls, int32(m.Start))
		if m.Value == t.Value {
			holds[ci] = true
			continue
		}
		for _, asYear := range [2]bool{false, true} {
			q, ok := quantityOf(m, asYear && !e.words[mi])
			if !ok {
				continue
			}
			for _, cq := range cqs {
				switch {
				case !comparable(q, cq):
				case within(q, cq) || within(cq, q):
					holds[ci] = true
				case other[ci] < 0 && k.sameUnit(t, e, m, q.dim):
					other[ci] = mi
				}
			}
		}
	}
	best := bestClause(score)
	if best < 0 || holds[best] || other[best] < 0 {
		return false
	}
	for ci := range cls {
		if holds[ci] && score[ci] >= score[best] {
			return false
		}
	}
	o := e.nums[other[best]]
	cl := cls[best]
	k.doubt(AnchorAbsent, p.span(int32(o.Start), int32(o.End)), "the claim says %s where %s says %s, in %q", t.Text, k.where, o.Text, clauseText(e.src[cl.start:cl.end]))
	return true
}

// clauseScores returns, for each clause cls of the best passage, how many
// of the claim's words around byte at (from two words before its word
// before, before, to three after its word after, after) are in it: what
// the claim says there. Names, the subject most often, are every clause's
// and are not counted.
func (k *checker) clauseScores(cls []clause, at int32, before, after int) []int {
	c := k.c
	e := k.best().Text
	lo, hi := int32(0), int32(len(c.src))
	if ccl := clausesOf(c.Text); ccl != nil {
		cl := ccl[clauseAt(ccl, at)]
		lo, hi = cl.start, cl.end
	}
	score := make([]int, len(cls))
	seen := make([]bool, len(cls))
	for i := range c.toks {
		w := &c.toks[i]
		if w.dup || w.is(fName) || w.start < lo || w.end > hi || i < before-2 || i > after+2 {
			continue
		}
		clear(seen)
		for j := range e.toks {
			if ci := clauseAt(cls, e.toks[j].start); !seen[ci] && c.matches(i, &e.toks[j]) {
				seen[ci] = true
				score[ci]++
			}
		}
	}
	return score
}

// bestClause returns the clause with the highest score, or -1 for a tie
// or no score.
func bestClause(score []int) int {
	best, tie := 0, false
	for ci := 1; ci < len(score); ci++ {
		switch {
		case score[ci] > score[best]:
			best, tie = ci, false
		case score[ci] == score[best]:
			tie = true
		}
	}
	if tie || score[best] == 0 {
		return -1
	}
	return best
}

// clauseNames leaves unverified a claim whose defined party the best
// passage holds, but in another clause than the one that says what the
// claim says around it, which names another party in its stead: "The
// Tenant must pay the deposit" against "The Landlord must pay the deposit
// and the Tenant must pay the rent". Other names are left alone: a clause
// names its subject by a pronoun as often as not.
func (k *checker) clauseNames() {
	c := k.c
	p := k.best()
	if p == nil || c.lang != English || !c.hasParty() {
		return
	}
	cls := k.clauses()
	if len(cls) < 2 {
		return
	}
	e := p.Text
	for i := range c.toks {
		t := &c.toks[i]
		if !t.is(fParty) || t.dup {
			continue // a name is often the clause's subject by a pronoun: parties only
		}
		lo, hi := nameRun(c.Text, i)
		holds := make([]bool, len(cls))
		for j := range e.toks {
			if c.matches(i, &e.toks[j]) && e.toks[j].is(fName) {
				holds[clauseAt(cls, e.toks[j].start)] = true
			}
		}
		score := k.clauseScores(cls, t.start, lo-1, hi+1)
		best := bestClause(score)
		if best < 0 || holds[best] {
			continue
		}
		held := false
		for ci := range cls {
			held = held || holds[ci]
			if holds[ci] && score[ci] >= score[best] {
				best = -1
				break
			}
		}
		if best < 0 || !held {
			continue
		}
		cl := cls[best]
		for j := range e.toks {
			u := &e.toks[j]
			if u.start < cl.start || u.end > cl.end || !u.is(fParty) || k.inClaimName(u) {
				continue
			}
			k.doubt(AnchorAbsent, p.span(u.start, u.end), "the claim names %s where %s names %s, in %q", nameText(c.Text, t), k.where, nameText(e, u), clauseText(e.src[cl.start:cl.end]))
			break
		}
	}
}

// sameUnit reports whether claim number t and passage number m, of
// dimension d, count the same thing: a plain number needs the word after
// it to be a form of the claim's ("30 managers", "12 managers"); other
// numbers carry their unit.
func (k *checker) sameUnit(t numbers.Token, e *Text, m numbers.Token, d dim) bool {
	if d != dimPlain {
		return true
	}
	c := k.c
	ci := -1
	for i := range c.toks {
		if int(c.toks[i].start) >= t.End {
			if strings.TrimSpace(c.src[t.End:c.toks[i].start]) == "" {
				ci = i
			}
			break
		}
	}
	if ci < 0 {
		return false
	}
	for j := range e.toks {
		if int(e.toks[j].start) >= m.End {
			return strings.TrimSpace(e.src[m.End:e.toks[j].start]) == "" && c.matches(ci, &e.toks[j])
		}
	}
	return false
}

// clauses returns the clauses of the best passage, read once.
func (k *checker) clauses() []clause {
	if !k.clausesRead {
		k.clausesRead = true
		if p := k.best(); p != nil {
			k.clauseList = clausesOf(p.Text)
		}
	}
	return k.clauseList
}

// clauseText returns clause s trimmed of its join and its marks, and cut
// to about 80 bytes at a space.
func clauseText(s string) string {
	s = strings.Trim(s, " ,;.")
	for _, j := range clauseJoins {
		if w := strings.TrimSpace(j); len(s) > len(w) && strings.EqualFold(s[:len(w)], w) && s[len(w)] == ' ' {
			s = s[len(w)+1:]
			break
		}
	}
	if len(s) > 80 {
		if i := strings.LastIndexByte(s[:80], ' '); i > 0 {
			s = s[:i] + " …"
		}
	}
	return s
}

// hasParty reports whether t names a defined party.
func (t *Text) hasParty() bool {
	for i := range t.toks {
		if t.toks[i].is(fParty) {
			return true
		}
	}
	return false
}
