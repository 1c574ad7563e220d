// Command benchpeers builds the inputs of the peer comparison that
// scripts/bench-peers.sh runs, and times verbatim's side of it: fuzzy
// location of a 200-character quote with three substitutions near the end
// of 1 MiB of English (internal/testtext), in a prepared Document.
//
// Usage:
//
//	benchpeers -write DIR    write DIR/source and DIR/quote, both folded as
//	                         the fuzzy stage searches them, and DIR/k, the
//	                         edit bound (10% of the quote's code points)
//	benchpeers -n N          time N locations and print the median, in
//	                         nanoseconds per quote, the median of N more
//	                         with the fuzzy stage off, and the match
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/verbatim-go/verbatim/internal/testtext"
	"github.com/verbatim-go/verbatim/verify"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("benchpeers: ")
	write := flag.String("write", "", "write the folded source, quote and bound to `dir`")
	n := flag.Int("n", 200, "number of timed locations")
	flag.Parse()

	src := testtext.English(1 << 20)
	quote := makeQuote(src)
	opts := verify.LocateOptions{Fuzzy: true}
	if *write != "" {
		fq := opts.Mode.Fold(quote)
		k := int(0.10 * float64(utf8.RuneCountInString(fq)))
		for name, data := range map[string]string{
			"source": opts.Mode.Fold(src),
			"quote":  fq,
			"k":      strconv.Itoa(k) + "\n",
		} {
			if err := os.WriteFile(filepath.Join(*write, name), []byte(data), 0o644); err != nil {
				log.Fatal(err)
			}
		}
		return
	}

	d := verify.Prepare(src, opts)
	m := d.Locate(quote)
	if m.Kind != verify.Fuzzy {
		log.Fatalf("Locate = %+v; want a fuzzy match", m)
	}
	// The same without the fuzzy stage: what the exact and normalized
	// stages cost before it.
	d0 := verify.Prepare(src, verify.LocateOptions{})
	fmt.Printf("%d %d %d %d %d\n", median(d, quote, *n), median(d0, quote, *n), m.Start, m.End, m.Distance)
}

// median returns the median time d.Locate(quote) takes over n calls.
func median(d *verify.Document, quote string, n int) int64 {
	for range 10 { // warm up
		d.Locate(quote)
	}
	times := make([]time.Duration, n)
	for i := range times {
		t := time.Now()
		d.Locate(quote)
		times[i] = time.Since(t)
	}
	slices.Sort(times)
	return times[len(times)/2].Nanoseconds()
}

// makeQuote returns 200 code points of src that start and end a word,
// from about 3,000 bytes before its end, with the 50th, 100th and 150th
// substituted.
func makeQuote(src string) string {
	var r []rune
	for i := len(src) - 3000; ; i++ {
		i += strings.IndexByte(src[i:], ' ') + 1
		r = []rune(src[i : i+1000])
		if r[200] == ' ' && r[199] != ' ' {
			break
		}
	}
	r = r[:200]
	for _, at := range []int{50, 100, 150} {
		if r[at] == 'x' {
			r[at] = 'z'
		} else {
			r[at] = 'x'
		}
	}
	return string(r)
}
