// Package textsearch finds every occurrence of a pattern in a text in time
// linear in the length of both, whatever they hold.
package textsearch

import "strings"

// Each calls yield with each byte offset i at which pat occurs in s,
// overlapping occurrences included, in increasing order, until yield
// returns false. An empty pat occurs nowhere.
//
// strings.Index finds the occurrences while they are cheap. Each
// occurrence after the first costs a new search that may compare up to
// len(pat) bytes again, so a text that holds the pattern at almost every
// offset ("aaaa…" for "aaa") would take O(len(s)·len(pat)) time; once
// those re-compared bytes exceed len(s), Each goes on with the
// Knuth–Morris–Pratt automaton, which reads each byte of s once. The total
// time is O(len(s) + len(pat)) plus the time yield takes.
func Each(s, pat string, yield func(i int) bool) {
	m := len(pat)
	if m == 0 || m > len(s) {
		return
	}
	budget := len(s)
	from := 0
	for {
		k := strings.Index(s[from:], pat)
		if k < 0 {
			return
		}
		i := from + k
		if !yield(i) {
			return
		}
		from = i + 1
		if budget -= m; budget < 0 {
			break
		}
	}
	kmp(s, pat, from, yield)
}

// kmp yields the occurrences of pat in s that start at or after from.
func kmp(s, pat string, from int, yield func(int) bool) {
	m := len(pat)
	fail := make([]int32, m) // fail[j]: length of the longest proper border of pat[:j+1]
	for j, k := 1, int32(0); j < m; j++ {
		for k > 0 && pat[j] != pat[k] {
			k = fail[k-1]
		}
		if pat[j] == pat[k] {
			k++
		}
		fail[j] = k
	}
	q := int32(0) // bytes of pat matched so far
	for i := from; i < len(s); i++ {
		c := s[i]
		for q > 0 && pat[q] != c {
			q = fail[q-1]
		}
		if pat[q] == c {
			q++
		}
		if int(q) == m {
			if !yield(i - m + 1) {
				return
			}
			q = fail[q-1]
		}
	}
}
