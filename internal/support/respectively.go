package support

import (
	"slices"
	"strings"
)

// respectively fails an English claim that gives a value of a list the
// best passage pairs with another list by "respectively" to an item of
// that list other than the value's own: "Beta scored 80" against "Alpha
// and Beta scored 80 and 70, respectively"; "The south route takes 40
// minutes" against "The north and south routes take 40 and 55 minutes
// respectively". A part of the claim that names more than one item, or a
// claim that says "respectively" itself, is left to the other checks.
func (k *checker) respectively() {
	c, p := k.c, k.englishBest()
	if p == nil || len(c.nums) == 0 || !hasSpaced(p.Text.src, " respectively") || hasSpaced(c.src, " respectively") {
		return // the common case
	}
	e := p.Text
	items, vals := respectiveLists(e)
	if len(items) < 2 {
		return
	}
	for i := 1; i < len(c.toks); i++ {
		if listGap(between(c.src, c.toks[i-1].end, c.toks[i].start)) && slices.ContainsFunc(items, func(it int) bool { return c.matches(i, &e.toks[it]) }) &&
			slices.ContainsFunc(items, func(it int) bool { return c.matches(i-1, &e.toks[it]) }) {
			return // the claim lists the items too: "The north and south routes take 40 and 55 minutes"
		}
	}
	cuts := k.claimCuts()
	for _, q := range c.nums {
		own := -1 // the item whose value the claim's is
		for x, v := range vals {
			if e.nums[v].Value == q.Value && e.nums[v].Kind == q.Kind {
				own = x
			}
		}
		if own < 0 {
			continue
		}
		part := conjunctOf(cuts, int32(q.Start))
		named := -1 // the one item the claim's part names
		for i := range c.toks {
			if conjunctOf(cuts, c.toks[i].start) != part {
				continue
			}
			for x, it := range items {
				if !c.matches(i, &e.toks[it]) {
					continue
				}
				if named >= 0 && named != x {
					named = -2 // more than one: "Alpha and Beta scored …"
				} else if named != -2 {
					named = x
				}
			}
		}
		if named < 0 || named == own {
			continue
		}
		ov, ni := e.nums[vals[named]], items[named]
		k.fail(NumberMismatch, p.span(int32(ov.Start), int32(ov.End)), "%s gives %s to %q and %s to %q, respectively; the claim gives %s to %q",
			k.where, e.nums[vals[own]].Text, e.src[e.toks[items[own]].start:e.toks[items[own]].end], ov.Text, e.src[e.toks[ni].start:e.toks[ni].end],
			q.Text, e.src[e.toks[ni].start:e.toks[ni].end])
		return
	}
}

// respectiveLists reads the first "respectively" of English text t: the
// values it closes, numbers joined by commas or "and" (a unit after the
// last: "40 and 55 minutes"), and as many words before them in their
// sentence joined the same way, the items the values go with in order.
// It returns the items' token indexes and the values' number indexes, or
// nothing where the lists are not read or not as long.
func respectiveLists(t *Text) (items, vals []int) {
	at := indexFold(t.src, "respectively") // in place: lowering may move the bytes of other letters
	last := lastNumBefore(t, at)
	if last < 0 {
		return nil, nil
	}
	gap := strings.TrimRight(t.src[t.nums[last].End:at], ", ")
	if gap != "" && (strings.ContainsAny(gap, ".;:") || len(strings.Fields(gap)) > 1) {
		return nil, nil // a unit word at most between the last value and "respectively"
	}
	vals = []int{last}
	for v := last; v > 0; v-- {
		g := t.src[t.nums[v-1].End:t.nums[v].Start]
		if f := strings.Fields(g); len(f) == 2 && isLetters(strings.ToLower(f[0])) {
			g = f[1] // "40 minutes and 55": a unit before the join
		}
		if !listGap(g) {
			break
		}
		vals = append([]int{v - 1}, vals...)
	}
	if len(vals) < 2 {
		return nil, nil
	}
	first := t.nums[vals[0]].Start
	sent := sentenceIndex(t, int32(first))
	// The last run of words joined as a list before the values, in their
	// sentence, as long as the values'.
	end := -1
	for j := range t.toks {
		if int(t.toks[j].start) >= first {
			break
		}
		end = j
	}
	for hi := end; hi >= 0 && sentenceIndex(t, t.toks[hi].start) == sent; hi-- {
		lo := hi
		for lo > 0 && listGap(between(t.src, t.toks[lo-1].end, t.toks[lo].start)) {
			lo--
		}
		if hi-lo+1 == len(vals) {
			for j := lo; j <= hi; j++ {
				items = append(items, j)
			}
			return items, vals
		}
	}
	return nil, nil
}

// listGap reports whether gap, the text between two items of a list, is
// a comma or "and", or both.
func listGap(gap string) bool {
	switch strings.TrimSpace(strings.ToLower(gap)) {
	case ",", "and", ", and", "&":
		return true
	}
	return false
}
