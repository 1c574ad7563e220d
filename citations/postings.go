package citations

import (
	"slices"
	"sort"
)

// A docSet is a set of the corpus's docs, by index.
type docSet struct {
	docs []int32 // in increasing order
	in   []bool  // by doc index
}

// maxPerDoc is the number of docs up to which postings are looked up doc
// by doc, with a binary search for each doc's part of a posting list,
// rather than by reading the whole list.
const maxPerDoc = 8

// newDocSet returns the set of docs; buf, if long enough, backs it.
func (c *Corpus) newDocSet(docs []*doc, buf []bool) docSet {
	in := buf
	if len(in) < len(c.docs) {
		in = make([]bool, len(c.docs))
	} else {
		in = in[:len(c.docs)]
		clear(in)
	}
	s := docSet{in: in}
	for _, d := range docs {
		k := int32(c.pos[d.id])
		if !in[k] {
			in[k] = true
			s.docs = append(s.docs, k)
		}
	}
	slices.Sort(s.docs)
	return s
}

// postings returns the sentences that hold the key st, in order of doc,
// then sentence.
func (c *Corpus) postings(st string) []sentRef {
	if !c.keys.mayHave(st) {
		return nil // most keys a claim's words take that the corpus has not: told without a lookup
	}
	k, ok := c.keyID[st]
	if !ok {
		return nil
	}
	return c.post[c.postAt[k]:c.postAt[k+1]:c.postAt[k+1]]
}

// eachPosting calls f with each sentence of the docs of s in post, the
// posting list of a stem, in corpus order. A posting list is ordered by doc, then by
// sentence, so that the part of one doc is found by binary search: a
// claim that cites one source costs what that source's sentences with the
// stem cost, not what the whole corpus's do.
func (c *Corpus) eachPosting(post []sentRef, s docSet, f func(sentRef)) {
	if len(s.docs) > maxPerDoc || len(s.docs) == len(c.docs) {
		for _, r := range post {
			if s.in[r.doc] {
				f(r)
			}
		}
		return
	}
	for _, k := range s.docs {
		i := sort.Search(len(post), func(i int) bool { return post[i].doc >= k })
		for ; i < len(post) && post[i].doc == k; i++ {
			f(post[i])
		}
	}
}

// A keyFilter tells most keys that a corpus does not have from those it
// has, without a lookup: a bit set of the signatures of its keys, of 16
// bits or more a key.
type keyFilter struct {
	bits  []uint64
	shift uint // 32 less the bits of an index into bits
}

// newKeyFilter returns the filter of the keys of keyID.
func newKeyFilter(keyID map[string]int32) keyFilter {
	n, log := 1024, uint(10)
	for n < 16*len(keyID) && log < 32 {
		n, log = 2*n, log+1
	}
	f := keyFilter{bits: make([]uint64, n/64), shift: 32 - log}
	for k := range keyID {
		b := keySignature(k) >> f.shift
		f.bits[b/64] |= 1 << (b % 64)
	}
	return f
}

// mayHave reports whether key s may be one of f's keys.
func (f *keyFilter) mayHave(s string) bool {
	b := keySignature(s) >> f.shift
	return f.bits[b/64]&(1<<(b%64)) != 0
}

// keySignature returns the signature of key s: of its length and its
// first, middle and last bytes, cheap to read, mixed by a multiplication
// so that its high bits depend on all of them.
func keySignature(s string) uint32 {
	if s == "" {
		return 0
	}
	x := uint32(len(s)) | uint32(s[0])<<8 | uint32(s[len(s)/2])<<16 | uint32(s[len(s)-1])<<24
	return x * 0x9e3779b1
}
