package lexicon

import "sync"

// EachRelated calls yield with each lemma Related to id, other than id
// itself, in ID order, until yield returns false.
func EachRelated(id ID, yield func(ID) bool) { eachEdge(id, tagRelated, yield) }

// EachAntonym calls yield with each Antonym of id, in ID order, until
// yield returns false.
func EachAntonym(id ID, yield func(ID) bool) { eachEdge(id, tagAntonym, yield) }

func eachEdge(id ID, tag uint32, yield func(ID) bool) {
	lo, hi := edges(id, tag)
	for i := lo; i < hi; i++ {
		if !yield(ID(u24(lemmaEdges, i) & valueMask)) {
			return
		}
	}
}

// EachSynonym calls yield with each Synonym of id other than id itself,
// in ID order, until yield returns false. The first call reads the
// synsets' lemmas off the tables, once for all callers.
func EachSynonym(id ID, yield func(ID) bool) {
	if !id.valid() {
		return
	}
	inv := synonymsOnce()
	var seen [64]ID
	n := 0
	firstSenses(id, SynonymSenses, false, false, func(s uint32) bool {
		for _, o := range inv.members[inv.off[s]:inv.off[s+1]] {
			if o == id || n == len(seen) || containsID(seen[:n], o) {
				continue
			}
			seen[n] = o
			n++
		}
		return false
	})
	sortIDs(seen[:n])
	for _, o := range seen[:n] {
		if Synonym(id, o) && !yield(o) {
			return
		}
	}
}

func containsID(ids []ID, id ID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

func sortIDs(ids []ID) {
	for i := 1; i < len(ids); i++ {
		for j := i; j > 0 && ids[j] < ids[j-1]; j-- {
			ids[j], ids[j-1] = ids[j-1], ids[j]
		}
	}
}

// synsetMembers is the lemmas of each synset kept, by synset number:
// members[off[s]:off[s+1]].
type synsetMembers struct {
	off     []int32
	members []ID
}

var synonymsOnce = sync.OnceValue(func() *synsetMembers {
	n := 0
	for id := ID(1); id <= numLemmas; id++ {
		lo, hi := edges(id, tagSense)
		for i := lo; i < hi; i++ {
			if s := int(u24(lemmaEdges, i) & senseMask); s+1 > n {
				n = s + 1
			}
		}
	}
	count := make([]int32, n+1)
	for id := ID(1); id <= numLemmas; id++ {
		lo, hi := edges(id, tagSense)
		for i := lo; i < hi; i++ {
			count[u24(lemmaEdges, i)&senseMask+1]++
		}
	}
	for s := 1; s <= n; s++ {
		count[s] += count[s-1]
	}
	m := &synsetMembers{off: append([]int32(nil), count...), members: make([]ID, count[n])}
	next := count[:n]
	for id := ID(1); id <= numLemmas; id++ {
		lo, hi := edges(id, tagSense)
		for i := lo; i < hi; i++ {
			s := u24(lemmaEdges, i) & senseMask
			m.members[next[s]] = id
			next[s]++
		}
	}
	return m
})

// EachForm calls yield with each irregular form of the exception lists
// whose base is id (fall: fallen, fell), in the lists' sorted order, until
// yield returns false. The first call reads the lists off the tables, once
// for all callers.
func EachForm(id ID, yield func(form string) bool) {
	if !id.valid() {
		return
	}
	inv := formsOnce()
	for _, k := range inv[id] {
		if !yield(excText[u32(excOff, int(k)):u32(excOff, int(k)+1)]) {
			return
		}
	}
}

var formsOnce = sync.OnceValue(func() map[ID][]int32 {
	m := make(map[ID][]int32)
	for k := 0; k < numForms; k++ {
		for i, end := int(u24(excRec, k)), int(u24(excRec, k+1)); i < end; i++ {
			b := ID(u24(excBases, i))
			m[b] = append(m[b], int32(k))
		}
	}
	return m
})
