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
	r := rarest(pat)
	for from <= len(s)-m {
		k := index(s[from:], pat, r)
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

// index is strings.Index(s, pat) for a pat of two bytes or more whose
// rarest byte is pat[r]: it looks for that byte, not the first, which in
// text is often a common letter or a space, so that fewer places are
// compared. Past a few failed comparisons for the bytes read it leaves
// the rest to strings.Index, whose time is bounded however pat and s
// repeat.
func index(s, pat string, r int) int {
	m := len(pat)
	if m < 2 || len(s) < 64 {
		return strings.Index(s, pat)
	}
	c := pat[r]
	fails := 0
	for i := r; i <= len(s)-m+r; i++ {
		j := strings.IndexByte(s[i:len(s)-m+r+1], c)
		if j < 0 {
			return -1
		}
		i += j
		if s[i-r:i-r+m] == pat {
			return i - r
		}
		if fails++; fails > 4+i>>4 {
			k := strings.Index(s[i-r+1:], pat)
			if k < 0 {
				return -1
			}
			return i - r + 1 + k
		}
	}
	return -1
}

// rarest returns the offset in pat of its byte that is rarest in text:
// not one of byteRank, or else the last in it.
func rarest(pat string) int {
	r := 0
	for i := 1; i < len(pat); i++ {
		if byteRank[pat[i]] < byteRank[pat[r]] {
			r = i
		}
	}
	return r
}

// byteRank ranks bytes by how often they are in English text, in lower
// case: 0 for a byte rarer than all listed, the highest for a space.
var byteRank = func() (rank [256]uint8) {
	const common = "etaoinsrhldcumfpgwyb,.vk" // most often first, after the space
	rank[' '] = uint8(len(common) + 1)
	for i := 0; i < len(common); i++ {
		rank[common[i]] = uint8(len(common) - i)
	}
	return rank
}()

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
