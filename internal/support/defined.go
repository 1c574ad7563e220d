package support

import "strings"

// A definition binds a name to a defined party of a contract: `Harbor
// Analytics Ltd ("the Supplier")` in a passage, "Harbor Analytics is the
// Supplier" in a claim.
type definition struct {
	lo, hi int // the name's tokens
	party  int // the party's token
}

// definitions returns the names English text t binds to its parties: a
// name with the party in parentheses after it (`Harbor Analytics Ltd
// ("the Supplier")`, `Mireille Foods SA (hereinafter the "Client")`); and
// where claim is set, a name said to be the party ("Harbor Analytics is
// the Supplier", "the Client is Mireille Foods").
func definitions(t *Text, claim bool) []definition {
	var out []definition
	for j := range t.toks {
		if !t.toks[j].is(fParty) {
			continue
		}
		n := j - 1
		for n >= 0 && definingWords[t.toks[n].word] {
			n-- // "hereinafter"
		}
		if n >= 0 && t.toks[n].is(fName) && !t.toks[n].is(fParty) {
			gap := between(t.src, t.toks[n].end, t.toks[j].start)
			if definesAfter(gap) || claim && n == j-1 && saysIs(gap) {
				lo, hi := nameRun(t, n)
				out = append(out, definition{lo, hi, j})
				continue
			}
		}
		if claim && j+1 < len(t.toks) && t.toks[j+1].is(fName) && !t.toks[j+1].is(fParty) &&
			strings.EqualFold(strings.TrimSpace(between(t.src, t.toks[j].end, t.toks[j+1].start)), "is") {
			lo, hi := nameRun(t, j+1)
			out = append(out, definition{lo, hi, j})
		}
	}
	return out
}

// definesAfter reports whether gap, the text between a name and a party,
// opens the parenthesis that defines the party: ` ("the `, ` (hereinafter
// the "`.
func definesAfter(gap string) bool {
	f := strings.Fields(strings.Map(func(r rune) rune {
		if strings.ContainsRune(`"“”'‘’`, r) {
			return ' '
		}
		return r
	}, strings.ToLower(gap)))
	if len(f) == 0 || !strings.HasPrefix(f[0], "(") || strings.Contains(gap, ")") {
		return false
	}
	f[0] = f[0][1:]
	for _, w := range f {
		if w != "" && w != "the" && w != "to" && w != "as" && !definingWords[w] {
			return false
		}
	}
	return true
}

// definingWords are the content words a definition may put before its
// party: `(hereinafter referred to as the "Landlord")`.
var definingWords = setOf(`hereinafter referred called`)

// saysIs reports whether gap, the text between a name and a party, says
// that the name is the party: " is the ", " acts as the ", ", the ".
func saysIs(gap string) bool {
	switch strings.Join(strings.Fields(strings.ToLower(gap)), " ") {
	case "is the", "is", "was the", "as the", "acts as the", ", the", "(the", "(\"the", "(“the":
		return true
	}
	return false
}

// checkDefinitions fails a claim that binds a name to a party a passage
// defines as another name, where the passage defines the claim's name as
// another party: "Mireille Foods is the Supplier" against `Harbor
// Analytics Ltd ("the Supplier") and Mireille Foods SA ("the Client")`.
func (k *checker) checkDefinitions() {
	c := k.c
	if c.lang != English || !c.hasParty() {
		return
	}
	cds := definitions(c.Text, true)
	if len(cds) == 0 {
		return
	}
	pds := make([][]definition, len(k.ev.Passages)) // each passage's, read once
	for pi := range k.ev.Passages {
		if p := &k.ev.Passages[pi]; p.Text.hasParty() {
			pds[pi] = definitions(p.Text, false)
		}
	}
	for _, cd := range cds {
		party := c.toks[cd.party].stem
		var own, other *Passage
		var ownDef, otherDef definition
		for pi := range k.ev.Passages {
			p := &k.ev.Passages[pi]
			for _, pd := range pds[pi] {
				same := k.sameName(cd, p.Text, pd)
				switch {
				case p.Text.toks[pd.party].stem == party && !same && own == nil:
					own, ownDef = p, pd
				case p.Text.toks[pd.party].stem != party && same && other == nil:
					other, otherDef = p, pd
				}
			}
		}
		if own == nil || other == nil {
			continue
		}
		e, o := own.Text, other.Text
		text := func(t *Text, lo, hi int) string { return t.src[t.toks[lo].start:t.toks[hi].end] }
		k.fail(RoleSwap, own.span(e.toks[ownDef.lo].start, e.toks[ownDef.party].end), "the claim makes %s the %s; %s defines the %s as %s and the %s as %s",
			text(c.Text, cd.lo, cd.hi), text(c.Text, cd.party, cd.party), k.where,
			text(e, ownDef.party, ownDef.party), text(e, ownDef.lo, ownDef.hi), text(o, otherDef.party, otherDef.party), text(o, otherDef.lo, otherDef.hi))
		return
	}
}

// sameName reports whether each word of the name of claim definition cd
// is a word of the name of definition pd of passage e: "Harbor Analytics"
// of "Harbor Analytics Ltd".
func (k *checker) sameName(cd definition, e *Text, pd definition) bool {
	for i := cd.lo; i <= cd.hi; i++ {
		key := nameKey(k.c.toks[i].word)
		found := false
		for j := pd.lo; j <= pd.hi && !found; j++ {
			found = nameKey(e.toks[j].word) == key
		}
		if !found {
			return false
		}
	}
	return true
}
