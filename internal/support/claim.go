package support

import "slices"

// A Claim is a claim analysed once for checking against any number of
// passages: its Text, and for each of its content words the stems the
// word may take in evidence (its keys) and the stems of its opposites. A
// Claim is immutable and safe for concurrent use.
type Claim struct {
	*Text
	keys  [][]string        // by token: the stems that match it; keys[i][0] is its own stem
	anti  [][]string        // by token: the stems of its opposites
	keyOf map[string]string // a key → the stem of the first token it belongs to
}

// NewClaim analyses the claim s, read in language lang.
func NewClaim(s string, lang Lang) *Claim {
	t := Analyze(s, lang)
	c := &Claim{Text: t, keys: make([][]string, len(t.toks)), anti: make([][]string, len(t.toks)), keyOf: map[string]string{}}
	for i := range t.toks {
		tk := &t.toks[i]
		if tk.is(fParty) {
			c.keys[i] = []string{tk.stem}
		} else if t.lang == English && !tk.is(fBigram) && isASCIIWord(tk.word) {
			c.keys[i] = wordKeys(tk.word, tk.stem)
			c.anti[i] = antonymKeys(tk.word)
		} else {
			c.keys[i] = []string{tk.stem}
		}
		if tk.alt != "" && !slices.Contains(c.keys[i], tk.alt) {
			c.keys[i] = append(c.keys[i], tk.alt)
		}
	}
	// A token's own stem first, for every token, then the other keys: an
	// evidence word that is one token's own word is aligned with it, not
	// with another token it is a synonym of.
	for i := range t.toks {
		if _, ok := c.keyOf[c.keys[i][0]]; !ok {
			c.keyOf[c.keys[i][0]] = c.keys[i][0]
		}
	}
	for i := range t.toks {
		for _, k := range c.keys[i][1:] {
			if _, ok := c.keyOf[k]; !ok {
				c.keyOf[k] = c.keys[i][0]
			}
		}
	}
	return c
}

// matches reports whether evidence token u is a form of claim token i.
func (c *Claim) matches(i int, u *tok) bool {
	for _, k := range c.keys[i] {
		if k == u.stem || k == u.alt && u.alt != "" {
			return true
		}
	}
	return false
}

// opposes reports whether evidence token u is an opposite of claim token i.
func (c *Claim) opposes(i int, u *tok) bool {
	for _, k := range c.anti[i] {
		if k == u.stem || k == u.alt && u.alt != "" {
			return true
		}
	}
	return c.Text.lang == English && isASCIIWord(u.word) && isASCIIWord(c.toks[i].word) && opposite(c.toks[i].word, u.word)
}

// aligned returns e with the stem of each word that is a form of a claim
// word replaced by that claim word's stem, so that the comparisons that
// pair words by stem pair "denied" with the claim's "rejected".
func (c *Claim) aligned(e *Text) *Text {
	changed := false
	for k := range e.toks {
		if c.alias(&e.toks[k]) != e.toks[k].stem {
			changed = true
			break
		}
	}
	if !changed {
		return e
	}
	a := *e
	a.toks = append([]tok(nil), e.toks...)
	for k := range a.toks {
		a.toks[k].stem = c.alias(&a.toks[k])
	}
	return &a
}

// alias returns the stem of the claim word evidence word u is a form of,
// or u's own stem.
func (c *Claim) alias(u *tok) string {
	if s, ok := c.keyOf[u.stem]; ok {
		return s
	}
	if u.alt != "" {
		if s, ok := c.keyOf[u.alt]; ok {
			return s
		}
	}
	return u.stem
}
