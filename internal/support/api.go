package support

// Words returns the number of content words of t.
func (t *Text) Words() int { return len(t.toks) }

// EachStem calls yield with each stem of t's content words, the stem of
// each one's base where it differs ("fall" for "fell"), and the keys of a
// verb phrase a word opens ("occur" for "took place"): the keys a claim's
// words are looked up by. A stem may be yielded more than once.
func (t *Text) EachStem(yield func(stem string)) {
	for i := range t.toks {
		if !t.toks[i].dup {
			yield(t.toks[i].stem)
		}
		if a := t.toks[i].alt; a != "" {
			yield(a)
		}
		for _, k := range phraseAt(t.toks[i].phr).keys {
			yield(k) // "took place": occur
		}
	}
}

// HasNumbers reports whether t has a number, in digits or in words.
func (t *Text) HasNumbers() bool { return len(t.nums) > 0 }

// HasCue reports whether t holds a negation or modal cue: a claim with
// one is worth a closer look even when its words match its evidence.
func (t *Text) HasCue() bool { return len(t.cues) > 0 }

// EachKey calls yield with each distinct content word of c, by index, and
// its first n keys (all of them for n < 0): the stems an evidence word may
// have to be a form of it, its own and its base's first, then those of its
// irregular forms, related lemmas and synonyms.
func (c *Claim) EachKey(n int, yield func(word int, key string)) {
	for i := range c.toks {
		if c.toks[i].dup {
			continue
		}
		keys := c.keys[i]
		if n >= 0 && len(keys) > n {
			keys = keys[:n]
		}
		for _, k := range keys {
			yield(i, k)
		}
	}
}

// Overlap returns the share of the distinct content words of claim c
// that are in t, up to word forms; 1 for a claim without content words.
func Overlap(c *Claim, t *Text) float64 {
	total, found := 0, 0
	for i := range c.toks {
		if c.toks[i].dup {
			continue
		}
		total++
		for j := range t.toks {
			if c.matches(i, &t.toks[j]) {
				found++
				break
			}
		}
	}
	if total == 0 {
		return 1
	}
	return float64(found) / float64(total)
}

// CoveredBy reports whether every distinct content word of claim c has a
// key that has reports present: a source whose stems do not cover the
// claim cannot support it, a quick test before Check.
func (c *Claim) CoveredBy(has func(stem string) bool) bool {
	hasOne := func(i int) bool {
		for _, k := range c.keys[i] {
			if has(k) {
				return true
			}
		}
		return false
	}
	for i := range c.toks {
		if c.toks[i].dup || c.toks[i].is(fNoContent) {
			continue
		}
		if !hasOne(i) && (c.phraseHead(i) < 0 || !hasOne(c.phraseHead(i))) {
			return false // "place" of "took place" is there if "occurred" is
		}
	}
	return true
}
