//go:build ignore

// Gen writes tables.go, the lexicon's tables, from the database files of
// WordNet 3.0 (wndb(5)): index.{noun,verb,adj,adv} for the lemmas and their
// senses, data.{noun,verb,adj,adv} for the synsets and their pointers, and
// {noun,verb,adj,adv}.exc for the irregular forms.
//
// Usage:
//
//	go run gen.go [-wordnet /usr/share/wordnet] [-output tables.go]
//
// The output depends on the data files only: everything is sorted, so the
// same files give the same bytes.
package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// The limits of IsA and Synonym; lexicon.go declares the same values and
// checks at compile time that they agree with the ones written here.
const (
	synonymSenses = 3
	isASenses     = 3
	isADepth      = 6
)

// The tags of a lemma's edges (see lexicon.go).
const (
	tagSense   = 0
	tagRelated = 1
	tagAntonym = 2
	tagShift   = 22
	// capitalBit marks a sense edge whose synset writes the lemma with a
	// capital.
	capitalBit = 1 << (tagShift - 1)
)

var (
	dir    = flag.String("wordnet", "/usr/share/wordnet", "directory of the WordNet 3.0 database files")
	output = flag.String("output", "tables.go", "file to write")
)

// The parts of speech in the order the tables use, with the names of their
// files and their bits in lexicon.POS.
var parts = []struct {
	name string
	bit  byte
}{
	{"noun", 1},
	{"verb", 2},
	{"adj", 4},
	{"adv", 8},
}

// properBit marks, in a lemma's POS byte, a lemma that WordNet writes with
// a capital wherever it has it: a proper noun (tennessee, canada).
const properBit = 16

// partIndex returns the index in parts of a part of speech as data files'
// pointers write it (n, v, a, r; s for a satellite adjective), or -1.
func partIndex(pos byte) int {
	switch pos {
	case 'n':
		return 0
	case 'v':
		return 1
	case 'a', 's':
		return 2
	case 'r':
		return 3
	}
	return -1
}

// A synKey names a synset: its part of speech (0 to 3, the index in parts)
// and its byte offset in its data file.
type synKey struct {
	part int
	off  uint32
}

func cmpKey(k, l synKey) int {
	if k.part != l.part {
		return k.part - l.part
	}
	return int(k.off) - int(l.off)
}

type pointer struct {
	sym      string
	target   synKey
	src, dst int // word numbers from 1; 0 for the whole synset
}

type synset struct {
	typ   byte     // n, v, a, s, r
	words []string // lower case, adjective markers removed
	upper []bool   // by word: written with a capital
	ptrs  []pointer
}

type lemma struct {
	bits byte // parts of speech, and properBit
	// upper and lower count the lemma's words in the data files written
	// with a capital and without: a proper noun has no lower.
	upper, lower int
	senses       [4][]synKey // per part, in the index file's order
}

// capitalSense reports whether synset s writes the lemma w with a capital:
// "Singer" (Isaac Singer) is a sense of "singer" so written.
func capitalSense(w string, s *synset) bool {
	for i, x := range s.words {
		if x == w {
			return s.upper[i]
		}
	}
	return false
}

// readAsCommon reports whether IsA reads synset s as a sense of lemma l,
// written w: every sense of a proper noun, and of another lemma the
// senses that write it in lower case. The "singer" of running text is no
// Isaac Singer, and so no inventor.
func readAsCommon(l *lemma, w string, s *synset) bool {
	return l.bits&properBit != 0 || !capitalSense(w, s)
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("gen: ")
	flag.Parse()

	synsets := make(map[synKey]*synset)
	lemmas := make(map[string]*lemma)
	for p := range parts {
		readIndex(p, lemmas)
		readData(p, synsets)
	}
	exc := readExceptions(lemmas)
	for _, s := range synsets {
		for i, w := range s.words {
			if l := lemmas[w]; l != nil {
				if s.upper[i] {
					l.upper++
				} else {
					l.lower++
				}
			}
		}
	}
	for _, l := range lemmas {
		if l.upper > 0 && l.lower == 0 {
			l.bits |= properBit
		}
	}

	names := make([]string, 0, len(lemmas))
	for w := range lemmas {
		names = append(names, w)
	}
	sort.Strings(names)
	ids := make(map[string]uint32, len(names))
	for i, w := range names {
		ids[w] = uint32(i + 1)
	}

	related := relatedPairs(synsets, ids)
	antonyms := antonymPairs(synsets, ids)

	// The synsets the tables keep: the senses kept (all noun and verb
	// senses, the first synonymSenses of adjectives and adverbs) and what
	// IsA reaches from the first isASenses noun and verb senses in at most
	// isADepth hypernym steps, with the hypernyms of those it reaches in
	// fewer steps.
	kept := make(map[synKey]bool)
	dist := make(map[synKey]int)
	var queue []synKey
	for _, w := range names {
		l := lemmas[w]
		for p, ss := range l.senses {
			if p >= 2 && len(ss) > synonymSenses {
				ss = ss[:synonymSenses]
				l.senses[p] = ss
			}
			n := 0
			for _, k := range ss {
				kept[k] = true
				if p < 2 && n < isASenses && readAsCommon(l, w, synsets[k]) {
					n++
					if _, ok := dist[k]; !ok {
						dist[k] = 0
						queue = append(queue, k)
					}
				}
			}
		}
	}
	slices.SortFunc(queue, cmpKey)
	hyper := make(map[synKey][]synKey)
	for len(queue) > 0 {
		k := queue[0]
		queue = queue[1:]
		kept[k] = true
		d := dist[k]
		if d == isADepth {
			continue
		}
		s := synsets[k]
		if s == nil {
			log.Fatalf("no synset %v", k)
		}
		var hs []synKey
		for _, p := range s.ptrs {
			if p.sym != "@" && p.sym != "@i" {
				continue
			}
			hs = append(hs, p.target)
			if _, ok := dist[p.target]; !ok {
				dist[p.target] = d + 1
				queue = append(queue, p.target)
			}
		}
		if len(hs) > 0 {
			hyper[k] = hs
		}
	}
	keys := make([]synKey, 0, len(kept))
	for k := range kept {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, cmpKey)
	synID := make(map[synKey]uint32, len(keys))
	var partEnd [4]uint32
	for i, k := range keys {
		synID[k] = uint32(i)
		partEnd[k.part] = uint32(i + 1)
	}
	for p := 1; p < 4; p++ {
		if partEnd[p] < partEnd[p-1] {
			partEnd[p] = partEnd[p-1]
		}
	}
	graphNodes := int(partEnd[1]) // noun and verb synsets come first

	// The lemma tables.
	var text, off, pos, rec, edges bytes.Buffer
	nEdges := 0
	edge := func(tag int, v uint32) {
		if v >= 1<<tagShift {
			log.Fatalf("value %d does not fit an edge", v)
		}
		put24(&edges, uint32(tag)<<tagShift|v)
		nEdges++
	}
	var stats struct{ senses, related, antonyms, hyper, phrases int }
	for i, w := range names {
		l := lemmas[w]
		put32(&off, uint32(text.Len()))
		text.WriteString(w)
		pos.WriteByte(l.bits)
		put24(&rec, uint32(nEdges))
		for _, ss := range l.senses {
			for _, k := range ss {
				v := synID[k]
				if capitalSense(w, synsets[k]) {
					v |= capitalBit
				}
				edge(tagSense, v)
				stats.senses++
			}
		}
		id := uint32(i + 1)
		for _, t := range related[id] {
			edge(tagRelated, t)
			stats.related++
		}
		for _, t := range antonyms[id] {
			edge(tagAntonym, t)
			stats.antonyms++
		}
	}
	put32(&off, uint32(text.Len()))
	put24(&rec, uint32(nEdges))

	// The hypernym graph over the noun and verb synsets kept.
	var hypOff, hyp bytes.Buffer
	nHyp := 0
	for _, k := range keys[:graphNodes] {
		put24(&hypOff, uint32(nHyp))
		var ts []uint32
		for _, h := range hyper[k] {
			ts = append(ts, synID[h])
		}
		slices.Sort(ts)
		ts = slices.Compact(ts)
		for _, t := range ts {
			put24(&hyp, t)
			nHyp++
		}
	}
	put24(&hypOff, uint32(nHyp))
	stats.hyper = nHyp

	// The exception lists.
	forms := make([]string, 0, len(exc))
	for f := range exc {
		forms = append(forms, f)
	}
	sort.Strings(forms)
	excText, excOff, excRec, excBases := writeLists(forms, func(f string) []uint32 {
		var bs []uint32
		for _, b := range exc[f] {
			bs = append(bs, ids[b])
		}
		return bs
	})

	// The verb phrases of two words and the single-word lemmas each is a
	// synonym or a kind of.
	phrases := readPhrases(lemmas, synsets, ids)
	phraseNames := make([]string, 0, len(phrases))
	for ph := range phrases {
		phraseNames = append(phraseNames, ph)
	}
	sort.Strings(phraseNames)
	phText, phOff, phRec, phLemmas := writeLists(phraseNames, func(ph string) []uint32 { return phrases[ph] })
	stats.phrases = len(phraseNames)

	tables := []struct {
		name, doc string
		data      []byte
	}{
		{"lemmaText", "the lemmas, sorted, one after another", text.Bytes()},
		{"lemmaOff", "the uint32 offset in lemmaText of each lemma, and its end", off.Bytes()},
		{"lemmaPOS", "the POS of each lemma, a byte each", pos.Bytes()},
		{"lemmaRec", "the 24-bit index in lemmaEdges of each lemma's first edge, and the end", rec.Bytes()},
		{"lemmaEdges", "each lemma's edges, 24 bits each: senses in WordNet's order, then related lemmas and antonyms, sorted", edges.Bytes()},
		{"hyperOff", "the 24-bit index in hyper of each noun or verb synset's first hypernym, and the end", hypOff.Bytes()},
		{"hyper", "each synset's hypernyms and instance hypernyms, sorted synset numbers of 24 bits", hyp.Bytes()},
		{"excText", "the irregular forms of the exception lists, sorted, one after another", excText.Bytes()},
		{"excOff", "the uint32 offset in excText of each form, and its end", excOff.Bytes()},
		{"excRec", "the 24-bit index in excBases of each form's first base, and the end", excRec.Bytes()},
		{"excBases", "each form's bases, lemma ids of 24 bits, nouns first, in the lists' order", excBases.Bytes()},
		{"phraseText", "the verb phrases of two words, a space between, sorted, one after another", phText.Bytes()},
		{"phraseOff", "the uint32 offset in phraseText of each phrase, and its end", phOff.Bytes()},
		{"phraseRec", "the 24-bit index in phraseLemmas of each phrase's first lemma, and the end", phRec.Bytes()},
		{"phraseLemmas", "the lemmas each phrase is a synonym or, with the top bit set, a kind of, sorted lemma ids of 24 bits", phLemmas.Bytes()},
	}

	h := sha256.New()
	total := 0
	for _, t := range tables {
		fmt.Fprintf(h, "%s %d\n", t.name, len(t.data))
		h.Write(t.data)
		total += len(t.data)
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by \"go run gen.go\" from WordNet 3.0; DO NOT EDIT.\n\n")
	fmt.Fprintf(&b, "package lexicon\n\n")
	fmt.Fprintf(&b, "// The limits the tables were cut to.\n")
	fmt.Fprintf(&b, "const (\n\ttablesSynonymSenses = %d\n\ttablesIsASenses     = %d\n\ttablesIsADepth      = %d\n)\n\n", synonymSenses, isASenses, isADepth)
	fmt.Fprintf(&b, "// tablesDigest is the start of the SHA-256 of the tables, to tie Version to them.\n")
	fmt.Fprintf(&b, "const tablesDigest = %q\n\n", fmt.Sprintf("%x", h.Sum(nil))[:16])
	fmt.Fprintf(&b, "// The numbers of lemmas, irregular forms, phrases and synsets, and the end of\n")
	fmt.Fprintf(&b, "// each part of speech's synset numbers (nouns, verbs, adjectives, adverbs).\n")
	fmt.Fprintf(&b, "const (\n\tnumLemmas = %d\n\tnumForms = %d\n\tnumPhrases = %d\n\tnumSynsets = %d\n", len(names), len(forms), len(phraseNames), len(keys))
	fmt.Fprintf(&b, "\tnounEnd = %d\n\tverbEnd = %d\n\tadjEnd = %d\n\tadvEnd = %d\n)\n\n", partEnd[0], partEnd[1], partEnd[2], partEnd[3])
	fmt.Fprintf(&b, "// tablesSize is the number of bytes of the tables below.\nconst tablesSize = %d\n\n", total)
	src, err := format.Source(b.Bytes())
	if err != nil {
		log.Fatalf("formatting the output: %v", err)
	}
	// The tables are long and written formatted: format.Source would take
	// most of the run.
	src = append(src, '\n')
	for _, t := range tables {
		src = appendString(src, t.name, t.doc, t.data)
	}
	src = bytes.TrimSuffix(src, []byte("\n"))
	if err := os.WriteFile(*output, src, 0o644); err != nil {
		log.Fatal(err)
	}
	log.Printf("%d lemmas, %d senses, %d related, %d antonyms, %d synsets, %d hypernym edges, %d forms, %d phrases; %d bytes of tables",
		len(names), stats.senses, stats.related, stats.antonyms, len(keys), stats.hyper, len(forms), stats.phrases, total)
	for _, t := range tables {
		log.Printf("  %-10s %8d", t.name, len(t.data))
	}
}

// singleWord reports whether w is a lemma the tables keep: one word.
func singleWord(w string) bool { return w != "" && !strings.Contains(w, "_") }

// writeLists writes the sorted names one after another (text), the
// uint32 offset in text of each and its end (off), the 24-bit index in
// data of each name's first item and the end (rec), and the items of
// each, 24 bits apiece (data).
func writeLists(names []string, items func(string) []uint32) (text, off, rec, data bytes.Buffer) {
	n := 0
	for _, name := range names {
		put32(&off, uint32(text.Len()))
		text.WriteString(name)
		put24(&rec, uint32(n))
		for _, v := range items(name) {
			put24(&data, v)
			n++
		}
	}
	put32(&off, uint32(text.Len()))
	put24(&rec, uint32(n))
	return text, off, rec, data
}

// phraseKindBit marks, in a phrase's lemma list, a lemma the phrase is a
// kind of, not a synonym of: "begin" of "break out".
const phraseKindBit = 1 << 23

// readPhrases reads the verb lemmas of two words in index.verb whose
// first word is a verb of the tables ("take_place", "pass_away",
// "break_out") and returns, by the phrase written with a space, the ids
// of the single-word lemmas other than its verb that share one of its
// first synonymSenses verb synsets among their own first synonymSenses
// verb senses (occur, happen; die), or are in a direct hypernym of one of
// those synsets among their first synonymSenses verb senses (begin, of
// break out).
func readPhrases(lemmas map[string]*lemma, synsets map[synKey]*synset, ids map[string]uint32) map[string][]uint32 {
	const verb = 1 // the index of verbs in parts
	early := func(w string, k synKey) bool {
		l := lemmas[w]
		return l != nil && slices.Index(l.senses[verb], k) >= 0 && slices.Index(l.senses[verb], k) < synonymSenses
	}
	out := make(map[string][]uint32)
	eachLine(filepath.Join(*dir, "index.verb"), func(line string, n int) {
		if strings.HasPrefix(line, " ") {
			return
		}
		f := strings.Fields(line)
		if len(f) < 6 {
			log.Fatalf("index.verb:%d: short line", n)
		}
		a, b, ok := strings.Cut(f[0], "_")
		if !ok || strings.Contains(b, "_") || !singleWord(a) || b == "" {
			return
		}
		if l := lemmas[a]; l == nil || l.bits&parts[verb].bit == 0 {
			return
		}
		pcnt := atoi(f[3], "verb", n)
		offs := f[4+pcnt+2:]
		syn, kind := map[uint32]bool{}, map[uint32]bool{}
		add := func(s *synset, k synKey, to map[uint32]bool) {
			for _, w := range s.words {
				if singleWord(w) && w != a && early(w, k) { // "live" alone does not say "live together"
					to[ids[w]] = true
				}
			}
		}
		for _, o := range offs[:min(len(offs), synonymSenses)] {
			k := synKey{verb, uint32(atoi(o, "verb", n))}
			s := synsets[k]
			if s == nil {
				log.Fatalf("index.verb:%d: no synset %v", n, k)
			}
			add(s, k, syn)
			for _, p := range s.ptrs {
				if p.sym == "@" {
					add(synsets[p.target], p.target, kind)
				}
			}
		}
		var got []uint32
		for id := range syn {
			got = append(got, id)
		}
		for id := range kind {
			if !syn[id] {
				got = append(got, id|phraseKindBit)
			}
		}
		if len(got) > 0 {
			slices.SortFunc(got, func(x, y uint32) int { return int(x&^phraseKindBit) - int(y&^phraseKindBit) })
			out[a+" "+b] = got
		}
	})
	return out
}

// readIndex reads index.<part>: lemma pos synset_cnt p_cnt [ptr_symbol...]
// sense_cnt tagsense_cnt synset_offset [synset_offset...].
func readIndex(p int, lemmas map[string]*lemma) {
	eachLine(filepath.Join(*dir, "index."+parts[p].name), func(line string, n int) {
		if strings.HasPrefix(line, " ") {
			return // the licence
		}
		f := strings.Fields(line)
		if len(f) < 6 {
			log.Fatalf("index.%s:%d: short line", parts[p].name, n)
		}
		if !singleWord(f[0]) {
			return
		}
		cnt := atoi(f[2], parts[p].name, n)
		pcnt := atoi(f[3], parts[p].name, n)
		offs := f[4+pcnt+2:]
		if len(offs) != cnt {
			log.Fatalf("index.%s:%d: %d synsets; want %d", parts[p].name, n, len(offs), cnt)
		}
		l := lemmas[f[0]]
		if l == nil {
			l = new(lemma)
			lemmas[f[0]] = l
		}
		l.bits |= parts[p].bit
		for _, o := range offs {
			l.senses[p] = append(l.senses[p], synKey{p, uint32(atoi(o, parts[p].name, n))})
		}
	})
}

// readData reads data.<part>: synset_offset lex_filenum ss_type w_cnt word
// lex_id [word lex_id...] p_cnt [ptr...] [frames...] | gloss, where each
// pointer is pointer_symbol synset_offset pos source/target.
func readData(p int, synsets map[synKey]*synset) {
	name := "data." + parts[p].name
	eachLine(filepath.Join(*dir, name), func(line string, n int) {
		if strings.HasPrefix(line, " ") {
			return
		}
		if i := strings.Index(line, " | "); i >= 0 {
			line = line[:i]
		}
		f := strings.Fields(line)
		if len(f) < 4 {
			log.Fatalf("%s:%d: short line", name, n)
		}
		s := &synset{typ: f[2][0]}
		wcnt, err := strconv.ParseUint(f[3], 16, 8)
		if err != nil || len(f) < 5+2*int(wcnt) {
			log.Fatalf("%s:%d: bad word count %q", name, n, f[3])
		}
		for i := 0; i < int(wcnt); i++ {
			c := f[4+2*i][0]
			s.upper = append(s.upper, 'A' <= c && c <= 'Z')
			w := strings.ToLower(f[4+2*i])
			// Adjectives may carry a syntactic marker: (a), (p), (ip).
			for _, m := range []string{"(a)", "(p)", "(ip)"} {
				w = strings.TrimSuffix(w, m)
			}
			s.words = append(s.words, w)
		}
		rest := f[4+2*wcnt:]
		pcnt := atoi(rest[0], name, n)
		rest = rest[1:]
		if len(rest) < 4*pcnt {
			log.Fatalf("%s:%d: %d pointers; want %d", name, n, len(rest)/4, pcnt)
		}
		for i := 0; i < pcnt; i++ {
			q := rest[4*i : 4*i+4]
			tp := partIndex(q[2][0])
			st, err := strconv.ParseUint(q[3], 16, 16)
			if tp < 0 || err != nil || len(q[2]) != 1 {
				log.Fatalf("%s:%d: bad pointer %q", name, n, q)
			}
			s.ptrs = append(s.ptrs, pointer{
				sym:    q[0],
				target: synKey{tp, uint32(atoi(q[1], name, n))},
				src:    int(st >> 8),
				dst:    int(st & 0xff),
			})
		}
		synsets[synKey{p, uint32(atoi(f[0], name, n))}] = s
	})
}

// readExceptions reads <part>.exc: inflected_form base_form [base_form...],
// and returns each form's bases that are single-word lemmas of the list's
// part of speech, nouns first, in the lists' order, without duplicates.
func readExceptions(lemmas map[string]*lemma) map[string][]string {
	exc := make(map[string][]string)
	for p := range parts {
		name := parts[p].name + ".exc"
		eachLine(filepath.Join(*dir, name), func(line string, n int) {
			f := strings.Fields(line)
			if len(f) < 2 || !singleWord(f[0]) {
				return
			}
			for _, b := range f[1:] {
				l := lemmas[b]
				if l == nil || l.bits&parts[p].bit == 0 || slices.Contains(exc[f[0]], b) {
					continue
				}
				exc[f[0]] = append(exc[f[0]], b)
			}
		})
	}
	return exc
}

// words returns the words a pointer end stands for: word number n of s, or
// all of its words for 0.
func words(s *synset, n int) []string {
	if s == nil {
		log.Fatalf("a pointer to no synset")
	}
	if n == 0 {
		return s.words
	}
	if n > len(s.words) {
		log.Fatalf("word number %d of a synset of %d words", n, len(s.words))
	}
	return s.words[n-1 : n]
}

// pairs collects symmetric lemma pairs, sorted and without duplicates.
type pairs map[uint32][]uint32

func (ps pairs) add(ids map[string]uint32, as, bs []string) {
	for _, a := range as {
		for _, b := range bs {
			x, y := ids[a], ids[b]
			if x == 0 || y == 0 || x == y {
				continue
			}
			ps[x] = append(ps[x], y)
			ps[y] = append(ps[y], x)
		}
	}
}

func (ps pairs) done() pairs {
	for k, v := range ps {
		slices.Sort(v)
		ps[k] = slices.Compact(v)
	}
	return ps
}

func sortedKeys(synsets map[synKey]*synset) []synKey {
	keys := make([]synKey, 0, len(synsets))
	for k := range synsets {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, cmpKey)
	return keys
}

// relatedPairs returns the pairs of lemmas linked by a derivationally
// related form (+), pertainym (\) or participle (<) pointer. Attributes
// (=) are left out: they link opposites to one noun (high and low to
// height), which would make them forms of each other.
func relatedPairs(synsets map[synKey]*synset, ids map[string]uint32) pairs {
	ps := make(pairs)
	for _, k := range sortedKeys(synsets) {
		s := synsets[k]
		for _, p := range s.ptrs {
			switch p.sym {
			case "+", `\`, "<":
				ps.add(ids, words(s, p.src), words(synsets[p.target], p.dst))
			}
		}
	}
	return ps.done()
}

// antonymPairs returns the pairs of lemmas linked by an antonym pointer (!),
// and, for a satellite adjective, the pairs of its words with the antonyms
// of its head synset's words (reached by similar-to, &).
func antonymPairs(synsets map[synKey]*synset, ids map[string]uint32) pairs {
	ps := make(pairs)
	for _, k := range sortedKeys(synsets) {
		s := synsets[k]
		for _, p := range s.ptrs {
			switch {
			case p.sym == "!":
				ps.add(ids, words(s, p.src), words(synsets[p.target], p.dst))
			case p.sym == "&" && s.typ == 's':
				h := synsets[p.target]
				if h == nil || h.typ != 'a' {
					continue
				}
				for _, q := range h.ptrs {
					if q.sym == "!" {
						ps.add(ids, s.words, words(synsets[q.target], q.dst))
					}
				}
			}
		}
	}
	return ps.done()
}

func eachLine(name string, f func(line string, n int)) {
	file, err := os.Open(name)
	if err != nil {
		log.Fatal(err)
	}
	defer file.Close()
	sc := bufio.NewScanner(file)
	sc.Buffer(make([]byte, 0, 1<<16), 1<<20)
	for n := 1; sc.Scan(); n++ {
		f(sc.Text(), n)
	}
	if err := sc.Err(); err != nil {
		log.Fatalf("%s: %v", name, err)
	}
}

func atoi(s, file string, line int) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		log.Fatalf("%s:%d: %v", file, line, err)
	}
	return n
}

func put32(b *bytes.Buffer, v uint32) {
	b.Write([]byte{byte(v), byte(v >> 8), byte(v >> 16), byte(v >> 24)})
}

func put24(b *bytes.Buffer, v uint32) {
	if v >= 1<<24 {
		log.Fatalf("%d does not fit 24 bits", v)
	}
	b.Write([]byte{byte(v), byte(v >> 8), byte(v >> 16)})
}

// appendString appends data as a string constant to src, 32 bytes a line,
// printable ASCII as it is and other bytes escaped.
func appendString(src []byte, name, doc string, data []byte) []byte {
	if len(data) == 0 {
		log.Fatalf("table %s is empty", name)
	}
	src = fmt.Appendf(src, "// %s holds %s.\n", name, doc)
	src = fmt.Appendf(src, "const %s = \"\" + // %d bytes\n", name, len(data))
	const hex = "0123456789abcdef"
	for len(data) > 0 {
		n := min(len(data), 32)
		src = append(src, '\t', '"')
		for _, c := range data[:n] {
			switch {
			case c == '"' || c == '\\':
				src = append(src, '\\', c)
			case c >= 0x20 && c < 0x7f:
				src = append(src, c)
			default:
				src = append(src, '\\', 'x', hex[c>>4], hex[c&15])
			}
		}
		data = data[n:]
		if len(data) > 0 {
			src = append(src, "\" +\n"...)
		} else {
			src = append(src, "\"\n\n"...)
		}
	}
	return src
}
