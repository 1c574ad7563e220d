package verify_test

import (
	"strings"
	"testing"

	"github.com/verbatim-go/verbatim/internal/testtext"
	"github.com/verbatim-go/verbatim/verify"
)

const mib = 1 << 20

var english = testtext.English(mib)

// nearEnd returns the text of about n bytes of s that starts at a word
// about back bytes before the end of s and ends at a word.
func nearEnd(s string, back, n int) string {
	i := len(s) - back
	i += strings.IndexByte(s[i:], ' ') + 1
	j := i + n
	j += strings.IndexByte(s[j:], ' ')
	return s[i:j]
}

var sinkMatch verify.Match

func benchmarkLocate(b *testing.B, d *verify.Document, quote string, want verify.Kind) {
	if m := d.Locate(quote); m.Kind != want || m.Start < len(d.Text())-4096 {
		b.Fatalf("Locate(%q) = %+v; want a %v match near the end", quote, m, want)
	}
	b.SetBytes(int64(len(d.Text())))
	b.ReportAllocs()
	for b.Loop() {
		sinkMatch = d.Locate(quote)
	}
}

// BenchmarkLocateExact1MiB finds a quote copied verbatim from near the end
// of a prepared 1 MiB English source.
func BenchmarkLocateExact1MiB(b *testing.B) {
	d := verify.Prepare(english, verify.LocateOptions{})
	benchmarkLocate(b, d, nearEnd(english, 2000, 100), verify.Exact)
}

// BenchmarkLocateNormalized1MiB finds a quote whose case and line breaks
// differ from the source, near the end of a prepared 1 MiB English source:
// the exact stage scans the source and misses, the normalized stage scans
// the folded source.
func BenchmarkLocateNormalized1MiB(b *testing.B) {
	d := verify.Prepare(english, verify.LocateOptions{})
	quote := strings.ReplaceAll(strings.ToUpper(nearEnd(english, 2000, 100)), " ", "\n")
	benchmarkLocate(b, d, quote, verify.Normalized)
}

// BenchmarkLocateFuzzy1MiB finds a 200-character quote with transcription
// drift (a dropped letter, a substituted one and a transposition) near
// the end of a prepared 1 MiB English source: both earlier stages scan and
// miss, then the bounded fuzzy search scans the folded source.
func BenchmarkLocateFuzzy1MiB(b *testing.B) {
	d := verify.Prepare(english, verify.LocateOptions{Fuzzy: true})
	r := []rune(nearEnd(english, 3000, 250))[:201]
	r = append(r[:20], r[21:]...)   // drop a letter
	r[60] = 'x'                     // substitute one
	r[100], r[101] = r[101], r[100] // transpose two
	if len(r) != 200 || r[199] == ' ' {
		b.Fatalf("quote %q: want 200 characters, not ending in a space", string(r))
	}
	benchmarkLocate(b, d, string(r), verify.Fuzzy)
}
