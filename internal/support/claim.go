package support

import (
	"slices"
	"strings"

	"github.com/verbatim-go/verbatim/internal/lexicon"
	"github.com/verbatim-go/verbatim/numbers"
)

// A Claim is a claim analysed once for checking against any number of
// passages: its Text, and for each of its content words the stems the
// word may take in evidence (its keys) and the stems of its opposites. A
// Claim is immutable and safe for concurrent use.
type Claim struct {
	*Text
	keys [][]string // by token: the stems that match it; keys[i][0] is its own stem
	anti [][]string // by token: the stems of its opposites
	// keyHead maps each key to the first node of the list, in keyNodes, of
	// the distinct tokens it belongs to, in order.
	keyHead  keyTable
	keyNodes []keyNode
	// keySeen has the bit keyBit of each key: most evidence words are
	// no key, and the bit tells so without a lookup.
	keySeen [keyBits / 64]uint64
	// first maps each token to the first token with its stem.
	first []int32
	// keyMask has, by token, the bit keyBit%64 of each of its keys: most
	// evidence words a check compares with a claim word are none of its
	// keys, and the mask tells so without reading them.
	keyMask []uint64
	// detected reports that the claim's language was detected, not given.
	detected bool
	// scan is the claim's numbers as the numbers package read them, for
	// checking them against a passage's index without reading them again.
	scan *numbers.Scan
	// tail maps, for a claim with verb phrases, each token that is the
	// second word of one ("place" of "took place") to the phrase's verb,
	// and every other token to -1; nil for a claim without.
	tail []int32
	// own holds, for a claim with verb phrases, the number of keys of
	// each token that are its word's own, before those of its phrase; nil
	// for a claim without.
	own []int32
	// shares reports that the claim has a word of shareBounds.
	shares bool
	// lazy holds what the checks read of the claim on first asking, once
	// for its every check (a Claim is checked by one goroutine at a time).
	lazy struct {
		read      uint8 // which of the fields below are read: lazyPairs, …
		rolePairs [][2]int32
		direct    bool
		cause     int
		causeLen  int
		rates     []claimRate
		clauses   []clause
	}
}

// A claimRate is the period a claim number is given per, and the byte
// range of the rate as written (see rateOf).
type claimRate struct {
	u          unit
	start, end int
	ok         bool
}

// The fields of Claim.lazy, by bit.
const (
	lazyPairs uint8 = 1 << iota
	lazyDirect
	lazyCause
	lazyRates
	lazyClauses
)

// rateAt is rateOf for the claim's number ti, read for all of its
// numbers at once.
func (c *Claim) rateAt(ti int) (unit, int, int, bool) {
	if c.lazy.read&lazyRates == 0 {
		c.lazy.read |= lazyRates
		c.lazy.rates = make([]claimRate, len(c.nums))
		for i, t := range c.nums {
			r := &c.lazy.rates[i]
			r.u, r.start, r.end, r.ok = rateOf(c.src, t.Start, t.End)
		}
	}
	if ti < 0 || ti >= len(c.lazy.rates) {
		return unit{}, 0, 0, false
	}
	r := &c.lazy.rates[ti]
	return r.u, r.start, r.end, r.ok
}

// rateOfNum is rateAt for claim number t, found by where it starts.
func (c *Claim) rateOfNum(t numbers.Token) (unit, int, int, bool) {
	for i := range c.nums {
		if c.nums[i].Start == t.Start {
			return c.rateAt(i)
		}
	}
	return rateOf(c.src, t.Start, t.End)
}

// clauseList returns the clauses of the claim (see clausesOf).
func (c *Claim) clauseList() []clause {
	if c.lazy.read&lazyClauses == 0 {
		c.lazy.read |= lazyClauses
		c.lazy.clauses = c.Text.clauseList()
	}
	return c.lazy.clauses
}

// rolePairs returns the claim's pairs of tokens that may be swapped
// around a verb (see rolePairsOf).
func (c *Claim) rolePairs() [][2]int32 {
	if c.lazy.read&lazyPairs == 0 {
		c.lazy.read |= lazyPairs
		if c.lang == English {
			c.lazy.rolePairs = rolePairsOf(c.Text)
		}
	}
	return c.lazy.rolePairs
}

// direct reports whether the claim may say a change's direction (see
// mayDirect).
func (c *Claim) direct() bool {
	if c.lazy.read&lazyDirect == 0 {
		c.lazy.read |= lazyDirect
		c.lazy.direct = c.lang == English && mayDirect(c.Text)
	}
	return c.lazy.direct
}

// cause returns where the claim's first phrase of a cause starts and its
// length (see markWord); -1 for none.
func (c *Claim) cause() (int, int) {
	if c.lazy.read&lazyCause == 0 {
		c.lazy.read |= lazyCause
		c.lazy.cause = -1
		if c.lang == English {
			c.lazy.cause, c.lazy.causeLen = markWord(c.src, causeMark)
		}
	}
	return c.lazy.cause, c.lazy.causeLen
}

// NewClaim analyses the claim s, read in language lang.
func NewClaim(s string, lang Lang) *Claim {
	sc := numbers.NewScan(s)
	return claimOf(analyze(s, lang, sc, false), sc, lang == Auto)
}

// NewClaims analyses each claim of ss, read in language lang, as NewClaim
// does. It runs each step of the analysis over all of them before the
// next, as CheckAll checks them.
func NewClaims(ss []string, lang Lang) []*Claim {
	as := make([]analysis, len(ss))
	for i, s := range ss {
		as[i] = analysis{s: s, lang: lang, sc: numbers.NewScan(s)}
	}
	for n := range analysisSteps {
		for i := range as {
			as[i].step(n)
		}
	}
	cs := make([]*Claim, len(ss))
	for i := range as {
		cs[i] = claimOf(as[i].t, as[i].sc, lang == Auto)
	}
	return cs
}

// claimOf makes the claim of t, analysed from the scan sc of its text;
// detected says that its language was detected.
func claimOf(t *Text, sc *numbers.Scan, detected bool) *Claim {
	lists := make([][]string, 2*len(t.toks))
	// codes holds, by token, the hashes and bits of the first of its
	// keys, those of its word's cached keySet: the keys after them are
	// hashed below.
	var cbuf [32][]keyCode
	codes := cbuf[:]
	if len(t.toks) > len(cbuf) {
		codes = make([][]keyCode, len(t.toks))
	}
	c := &Claim{Text: t, keys: lists[:len(t.toks):len(t.toks)], anti: lists[len(t.toks):], detected: detected, scan: sc}
	c.shares = t.lang == English && hasShareWord(t)
	c.keyMask = make([]uint64, len(t.toks))
	for i := range t.toks {
		tk := &t.toks[i]
		var mask uint64 // the keyMask bits of c.keys[i], where known
		known := false
		if tk.is(fParty) {
			c.keys[i] = []string{tk.stem}
		} else if t.lang == English && !tk.is(fBigram) && tk.is(fASCII) {
			ks := keysOf(tk.word)
			c.keys[i], c.anti[i], codes[i] = ks.keys, ks.anti, ks.codes
			mask, known = ks.mask, true
		} else {
			c.keys[i] = []string{tk.stem}
		}
		if tk.alt != "" && !slices.Contains(c.keys[i], tk.alt) {
			c.keys[i] = append(slices.Clip(c.keys[i]), tk.alt) // the keys are shared: copy
			mask |= 1 << (keyBit(tk.alt) % 64)
		}
		if d := weekday(tk.word); d > 0 && t.lang == English {
			// "Saturdays" is said by "weekends", not the other way.
			g := dayGroup(d)
			c.keys[i] = append(slices.Clip(c.keys[i]), g)
			mask |= 1 << (keyBit(g) % 64)
		}
		if tk.phr > 0 {
			c.addPhrase(i)
			known = false
		}
		if !known {
			mask = 0
			for _, k := range c.keys[i] {
				mask |= 1 << (keyBit(k) % 64)
			}
		}
		c.keyMask[i] = mask
	}
	c.first = make([]int32, len(t.toks))
	var firstOf map[string]int32 // for a long claim; a short one is searched
	if len(t.toks) > 64 {
		firstOf = make(map[string]int32, len(t.toks))
	}
	for i := range t.toks {
		stem := t.toks[i].stem
		f, ok := int32(0), false
		if firstOf != nil {
			f, ok = firstOf[stem]
		} else {
			for j := range i {
				if t.toks[j].stem == stem {
					f, ok = int32(j), true
					break
				}
			}
		}
		if !ok || t.toks[i].is(fCommonUse) {
			f = int32(i)
			if !ok && firstOf != nil {
				firstOf[stem] = f
			}
		}
		c.first[i] = f
	}
	// The lists, built from the last token back so that each is in order.
	n := 0
	for i := range t.toks {
		if c.first[i] == int32(i) {
			n += len(c.keys[i])
		}
	}
	c.keyHead = newKeyTable(n)
	c.keyNodes = make([]keyNode, 0, n)
	for i := len(t.toks) - 1; i >= 0; i-- {
		if c.first[i] != int32(i) {
			continue
		}
		cs := codes[i]
		for n, k := range c.keys[i] {
			var kh uint32
			var b uint
			if n < len(cs) {
				kh, b = cs[n].hash, uint(cs[n].bit)
			} else {
				kh, b = keyHash(k), keyBit(k)
			}
			slot := c.hashSlot(k, kh)
			h := slot.head - 1 // -1 for a key not seen yet
			if h >= 0 && c.keyNodes[h].tok == int32(i) {
				continue
			}
			c.keyNodes = append(c.keyNodes, keyNode{tok: int32(i), next: h})
			slot.hash, slot.head = kh, int32(len(c.keyNodes))
			c.keySeen[b/64] |= 1 << (b % 64)
		}
	}
	return c
}

// keyBits is the size of a claim's bit set of keys.
const keyBits = 1024

// keyBit returns the bit of key s in a claim's bit set of keys: of its
// length and its first and last bytes, cheap to read.
func keyBit(s string) uint {
	if s == "" {
		return 0
	}
	return (uint(len(s))*131 + uint(s[0])*31 + uint(s[len(s)-1])) % keyBits
}

// A keyNode is one entry of a key's list of tokens.
type keyNode struct{ tok, next int32 }

// addPhrase gives claim token i, which opens a verb phrase ("took
// place"), the keys and opposites of what the phrase stands for, and
// marks the phrase's second word, if it is a content word, as its tail.
func (c *Claim) addPhrase(i int) {
	tk := &c.toks[i]
	if c.own == nil {
		c.own = make([]int32, len(c.toks))
		for j := range c.own {
			c.own[j] = 1 << 30
		}
	}
	c.own[i] = int32(len(c.keys[i]))
	keys, anti := slices.Clip(c.keys[i]), slices.Clip(c.anti[i])
	for _, k := range phraseAt(tk.phr).same {
		// Its synonyms only: "broke out" is a kind of "began", so a
		// passage's "began" does not prove the claim's "broke out".
		if !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	for _, l := range phraseAt(tk.phr).lemmas {
		for _, a := range antonymKeys(l) {
			if len(anti) >= maxKeys {
				break // as for a word: a phrase of many senses has opposites enough
			}
			if !slices.Contains(anti, a) && !slices.Contains(keys, a) {
				anti = append(anti, a)
			}
		}
	}
	c.keys[i], c.anti[i] = keys, anti
	if i+1 < len(c.toks) && spacesOnly(between(c.src, tk.end, c.toks[i+1].start)) {
		if c.tail == nil {
			c.tail = make([]int32, len(c.toks))
			for j := range c.tail {
				c.tail[j] = -1
			}
		}
		c.tail[i+1] = int32(i)
	}
}

// phraseOnly reports whether key is a key of claim token i only as what
// its verb phrase stands for: a passage name ("United") is no "unite" of
// "got married".
func (c *Claim) phraseOnly(i int32, key string) bool {
	if c.own == nil {
		return false
	}
	for n, k := range c.keys[i] {
		if k == key {
			return int32(n) >= c.own[i]
		}
	}
	return false
}

// phraseHead returns the verb of the phrase whose second word is claim
// token i, or -1.
func (c *Claim) phraseHead(i int) int {
	if c.tail == nil {
		return -1
	}
	return int(c.tail[i])
}

// eachTok calls f with each distinct claim token that key is a key of, in
// order.
func (c *Claim) eachTok(key string, f func(i int32)) {
	if b := keyBit(key); c.keySeen[b/64]&(1<<(b%64)) == 0 {
		return // the common case: no key of the claim
	}
	for h := c.headOf(key); h >= 0; h = c.keyNodes[h].next {
		f(c.keyNodes[h].tok)
	}
}

// A keyTable maps a claim's keys to the heads of their lists: an open
// addressed table, a power of two in size and at most half full, of one
// allocation. A slot holds a key's hash and its list's head; the key
// itself is a key of the list's first token, which a probe that meets its
// hash checks.
type keyTable []keySlot

// A keySlot is the hash of one key and its list's head plus one; a head
// of 0 is an empty slot.
type keySlot struct {
	hash uint32
	head int32
}

// newKeyTable returns a table for n keys.
func newKeyTable(n int) keyTable {
	size := 8
	for size < 2*n {
		size *= 2
	}
	return make(keyTable, size)
}

// keyHash hashes key s (FNV-1a).
func keyHash(s string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		h = (h ^ uint32(s[i])) * 16777619
	}
	return h
}

// keySlot returns the slot of key s in c's table: its own, or the empty
// one it would take.
func (c *Claim) keySlot(s string) *keySlot { return c.hashSlot(s, keyHash(s)) }

// hashSlot is keySlot of key s of hash h.
func (c *Claim) hashSlot(s string, h uint32) *keySlot {
	t := c.keyHead
	mask := uint32(len(t) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		if t[i].head == 0 || t[i].hash == h && c.hasKey(c.keyNodes[t[i].head-1].tok, s) {
			return &t[i]
		}
	}
}

// headOf returns the head of key s's list, or -1 if s is no key of c.
func (c *Claim) headOf(s string) int32 {
	if len(c.keyHead) == 0 {
		return -1
	}
	return c.keySlot(s).head - 1
}

// hasKey reports whether key is a key of claim token i.
func (c *Claim) hasKey(i int32, key string) bool {
	for _, k := range c.keys[i] {
		if k == key {
			return true
		}
	}
	return false
}

// matches reports whether evidence token u is a form of claim token i, or
// opens a verb phrase that is ("took place" for "occurred").
func (c *Claim) matches(i int, u *tok) bool {
	if (c.toks[i].flags|u.flags)&fParty != 0 && strings.TrimSuffix(c.toks[i].word, "s") == strings.TrimSuffix(u.word, "s") {
		// A party's word is its stem; the same word that says what kind
		// of thing follows ("employee contributions") has the stemmer's.
		return true
	}
	if m := c.keyMask[i]; m&(1<<(keyBit(u.stem)%64)) == 0 && (u.alt == "" || m&(1<<(keyBit(u.alt)%64)) == 0) {
		return u.phr > 0 && c.hasAnyKey(i, phraseAt(u.phr).keys) // the common case: no key is u's
	}
	for n, k := range c.keys[i] {
		if (k == u.stem || k == u.alt && u.alt != "") && !(u.is(fName) && c.own != nil && int32(n) >= c.own[i]) {
			return true
		}
	}
	return u.phr > 0 && c.hasAnyKey(i, phraseAt(u.phr).keys)
}

// hasAnyKey reports whether one of keys is a key of claim token i.
func (c *Claim) hasAnyKey(i int, keys []string) bool {
	for _, k := range keys {
		if c.hasKey(int32(i), k) {
			return true
		}
	}
	return false
}

// opposes reports whether evidence token u is an opposite of claim token
// i, or opens a verb phrase that is ("turned down" for "accepted").
func (c *Claim) opposes(i int, u *tok) bool {
	if c.opposesWord(i, u) {
		return true
	}
	if u.phr > 0 {
		for _, k := range c.anti[i] {
			if slices.Contains(phraseAt(u.phr).keys, k) {
				return true
			}
		}
	}
	return false
}

// opposesWord reports whether evidence word u, by itself, is an opposite
// of claim token i.
func (c *Claim) opposesWord(i int, u *tok) bool {
	for _, k := range c.anti[i] {
		if k == u.alt && u.alt != "" || k == u.stem && !c.lyOpposite(i, u) {
			return true
		}
	}
	return c.Text.lang == English && isASCIIWord(u.word) && isASCIIWord(c.toks[i].word) && opposite(c.toks[i].word, u.word)
}

// lyOpposite reports whether evidence word u has the stem of an
// opposite of claim word i only because that opposite is an adjective in
// -ly made from u's noun or verb: "costs" has the stem of "costly", the
// opposite of "cheap", but is no opposite of it.
func (c *Claim) lyOpposite(i int, u *tok) bool {
	if c.Text.lang != English || !isASCIIWord(u.word) || strings.HasSuffix(u.word, "ly") {
		return false
	}
	for _, b := range cachedBases(u.word) {
		if b.POS()&(lexicon.Adj|lexicon.Adv) != 0 {
			return false
		}
	}
	for _, b := range cachedBases(u.word) {
		if id := lexicon.Lookup(b.String() + "ly"); id != 0 && id.POS()&lexicon.Adj != 0 && stemOf(id.String(), English) == u.stem {
			return !opposite(c.toks[i].word, u.word)
		}
	}
	return false
}

// aligned returns e with the stem of each word that is a form of a claim
// word replaced by that claim word's stem, so that the comparisons that
// pair words by stem pair "denied" with the claim's "rejected".
//
// A claim word the passage writes itself beside another form of it is
// not given that form as well: "void" of "voidable, not void" is the
// negated "void" alone.
func (c *Claim) aligned(e *Text) *Text {
	var stems []string
	changed := false
	for k := range e.toks {
		s := c.alias(&e.toks[k])
		if s == e.toks[k].stem {
			continue
		}
		if !changed {
			stems = make([]string, len(e.toks))
			for m := range k {
				stems[m] = e.toks[m].stem
			}
			changed = true
		}
		stems[k] = s
	}
	if !changed {
		return e
	}
	for k := range e.toks {
		if stems[k] == "" {
			stems[k] = e.toks[k].stem
		}
	}
	own := func(k int, s string) bool {
		for m := max(0, k-ownReach); m < min(len(e.toks), k+ownReach+1); m++ {
			if e.toks[m].stem == s {
				return true
			}
		}
		return false
	}
	a := *e
	a.toks = append([]tok(nil), e.toks...)
	for k := range a.toks {
		if s := stems[k]; s == a.toks[k].stem || !own(k, s) {
			a.toks[k].stem = s
		}
	}
	return &a
}

// ownReach bounds how many words apart a claim word and another form of
// it stand beside each other in a passage.
const ownReach = 3

// alias returns the stem of the claim word evidence word u is a form of,
// or u's own stem. A claim word whose own stem u has comes before one u is
// only another form of: the evidence word is aligned with its own word,
// not with a word it is a synonym of.
func (c *Claim) alias(u *tok) string {
	try := func(key string) (string, bool) {
		if key == "" {
			return "", false
		}
		first, own := int32(-1), false
		c.eachTok(key, func(i int32) {
			if first < 0 {
				first = i
			}
			own = own || c.keys[i][0] == key
		})
		if own {
			return key, true
		}
		if first >= 0 {
			return c.keys[first][0], true
		}
		return "", false
	}
	for _, key := range [2]string{u.stem, u.alt} {
		if a, ok := try(key); ok {
			return a
		}
	}
	for _, key := range phraseAt(u.phr).keys {
		if a, ok := try(key); ok {
			return a // "took place" aligned with the claim's "occurred"
		}
	}
	return u.stem
}
