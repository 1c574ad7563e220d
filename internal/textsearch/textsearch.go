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
	EachFrom(s, pat, func(i int) int {
		if !yield(i) {
			return -1
		}
		return i + 1
	})
}

// EachFrom is Each for a caller that knows where the next occurrence worth
// reporting may start: yield returns that offset, greater than i, or a
// negative number to stop. Skipping ahead saves both the search and the
// calls: a caller that can only use occurrences at word starts skips to
// the next word start.
func EachFrom(s, pat string, yield func(i int) int) {
	m := len(pat)
	if m == 0 || m > len(s) {
		return
	}
	budget := len(s)
	from := 0
	for from <= len(s)-m {
		k := strings.Index(s[from:], pat)
		if k < 0 {
			return
		}
		i := from + k
		next := yield(i)
		if next < 0 {
			return
		}
		next = max(next, i+1)
		if next < i+m {
			// The next search compares bytes this one did.
			if budget -= i + m - next; budget < 0 {
				kmp(s, pat, next, yield)
				return
			}
		}
		from = next
	}
}

// kmp yields the occurrences of pat in s that start at or after from, as
// EachFrom does.
func kmp(s, pat string, from int, yield func(int) int) {
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
			start := i - m + 1
			next := yield(start)
			if next < 0 {
				return
			}
			if next > start+1 {
				// Start again at next: the matched prefix spans offsets
				// the caller does not want.
				i, q = next-1, 0
				continue
			}
			q = fail[q-1]
		}
	}
}
