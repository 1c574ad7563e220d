package support

import (
	"fmt"
	"sync"
	"testing"
)

// TestMemo checks that a memo returns the function's value for every
// word, from many goroutines at once, that a word asked for again is read
// from the immutable map, and that the memo stores no more than memoCap
// words.
func TestMemo(t *testing.T) {
	c := newMemo[string]()
	calls := make(map[string]int)
	var mu sync.Mutex
	value := func(w string) func() string {
		return func() string {
			mu.Lock()
			calls[w]++
			mu.Unlock()
			return "v" + w
		}
	}
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 2000 {
				w := fmt.Sprint((i * (g + 1)) % 500)
				if got := c.get(w, value(w)); got != "v"+w {
					t.Errorf("get(%q) = %q; want %q", w, got, "v"+w)
					return
				}
			}
		})
	}
	wg.Wait()
	for i := range 500 {
		w := fmt.Sprint(i)
		for range 2 * 500 {
			c.get(w, value(w))
		}
	}
	read := *c.read.Load()
	for i := range 500 {
		w := fmt.Sprint(i)
		if _, ok := read[w]; !ok {
			t.Errorf("%q, asked for %d times, is not in the immutable map", w, calls[w])
		}
	}
	for w, n := range calls {
		if n > 8 {
			t.Errorf("the function was called %d times for %q; the memo keeps what it computes", n, w)
		}
	}

	// Past its capacity a memo computes without storing.
	c = newMemo[string]()
	for i := range memoCap + 100 {
		w := fmt.Sprint(i)
		if got := c.get(w, func() string { return "v" + w }); got != "v"+w {
			t.Fatalf("get(%q) = %q; want %q", w, got, "v"+w)
		}
	}
	c.mu.Lock()
	n := len(*c.read.Load()) + len(c.dirty)
	c.mu.Unlock()
	if n != memoCap {
		t.Errorf("the memo holds %d words; want its capacity, %d", n, memoCap)
	}
}

// TestFactorOf checks that factorOf, which tells most words no factor
// word by their first byte, finds every word of factorWords.
func TestFactorOf(t *testing.T) {
	for w, f := range factorWords {
		if g, ok := factorOf(w); !ok || g != f {
			t.Errorf("factorOf(%q) = %v, %v; want %v, true", w, g, ok, f)
		}
	}
}
