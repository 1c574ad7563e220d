package normalize_test

import (
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/verbatim-go/verbatim/internal/testtext"
	"github.com/verbatim-go/verbatim/normalize"
)

var offsetTests = []struct {
	s            string
	byteOff      int
	runes, utf16 int
	why          string
}{
	{"", 0, 0, 0, "empty"},
	{"abc", 2, 2, 2, "ASCII"},
	{"naïve", 4, 3, 3, "two-byte letter before"},
	{"naïve", len("naïve"), 5, 5, "end"},
	{"全额退款", 6, 2, 2, "three-byte Han"},
	{"a😀b", 5, 2, 3, "astral: one code point, two UTF-16 units"},
	{"a😀b", 6, 3, 4, "after an astral character"},
	{"😀😀", 8, 2, 4, "two astral characters"},
	{"a\xffb", 2, 2, 2, "invalid byte: one code point, one unit"},
	{"\xe2\x82x", 2, 2, 2, "truncated sequence: one code point a byte"},
	{"\xf0\x9f\x98", 3, 3, 3, "truncated astral character"},
	{"aé", 2, 2, 2, "inside a code point counts that code point"},
	{"a😀", 3, 2, 3, "inside an astral code point counts both units"},
}

func TestOffsets(t *testing.T) {
	for _, tt := range offsetTests {
		x := normalize.NewOffsets(tt.s)
		if got := x.Runes(tt.byteOff); got != tt.runes {
			t.Errorf("NewOffsets(%q).Runes(%d) = %d; want %d (%s)", tt.s, tt.byteOff, got, tt.runes, tt.why)
		}
		if got := x.UTF16(tt.byteOff); got != tt.utf16 {
			t.Errorf("NewOffsets(%q).UTF16(%d) = %d; want %d (%s)", tt.s, tt.byteOff, got, tt.utf16, tt.why)
		}
	}
}

var fromTests = []struct {
	s      string
	off    int
	utf16  bool
	want   int
	wantOK bool
	why    string
}{
	{"abc", 0, false, 0, true, "start"},
	{"abc", 3, false, 3, true, "end"},
	{"abc", 4, false, 0, false, "past the end"},
	{"abc", -1, false, 0, false, "negative"},
	{"naïve", 3, false, 4, true, "after a two-byte letter"},
	{"a😀b", 2, false, 5, true, "after an astral character"},
	{"a😀b", 3, true, 5, true, "UTF-16: after the surrogate pair"},
	{"a😀b", 2, true, 0, false, "UTF-16: between the halves of a surrogate pair"},
	{"a😀b", 4, true, 6, true, "UTF-16: end"},
	{"a😀b", 5, true, 0, false, "UTF-16: past the end"},
	{"a\xffb", 2, false, 2, true, "after an invalid byte"},
	{"\xe2\x82x", 1, true, 1, true, "inside a truncated sequence, each byte is a unit"},
	{"", 0, true, 0, true, "empty"},
	{"", 1, false, 0, false, "past the end of empty"},
}

func TestOffsetsFrom(t *testing.T) {
	for _, tt := range fromTests {
		x := normalize.NewOffsets(tt.s)
		name := "FromRunes"
		from := x.FromRunes
		if tt.utf16 {
			name, from = "FromUTF16", x.FromUTF16
		}
		if got, ok := from(tt.off); got != tt.want || ok != tt.wantOK {
			t.Errorf("NewOffsets(%q).%s(%d) = %d, %v; want %d, %v (%s)", tt.s, name, tt.off, got, ok, tt.want, tt.wantOK, tt.why)
		}
	}
}

func TestOffsetsPanics(t *testing.T) {
	x := normalize.NewOffsets("abc")
	for name, f := range map[string]func(){
		"Runes(-1)": func() { x.Runes(-1) },
		"Runes(4)":  func() { x.Runes(4) },
		"UTF16(-1)": func() { x.UTF16(-1) },
		"UTF16(4)":  func() { x.UTF16(4) },
	} {
		if !panics(f) {
			t.Errorf("%s on a string of 3 bytes did not panic", name)
		}
	}
}

func TestOffsetsAllocs(t *testing.T) {
	s := testtext.Chinese(64 << 10)
	x := normalize.NewOffsets(s)
	n := testing.AllocsPerRun(100, func() {
		i := x.Runes(len(s) / 2)
		u := x.UTF16(len(s) / 3)
		x.FromRunes(i)
		x.FromUTF16(u)
	})
	if n != 0 {
		t.Errorf("Offsets conversions allocate %v times; want 0", n)
	}
}

// refOffsets computes, by a range loop, the code point and UTF-16 offset of
// every byte offset of s, and the byte offset of every code point and
// UTF-16 offset (-1 between the halves of a surrogate pair).
type refOffsets struct {
	runes, units       []int // by byte offset
	fromRunes, fromU16 []int // by code point and UTF-16 offset
}

func newRefOffsets(s string) refOffsets {
	var ref refOffsets
	r, u := 0, 0
	for i, c := range s {
		n := utf8.RuneLen(c)
		if c == utf8.RuneError {
			_, n = utf8.DecodeRuneInString(s[i:])
		}
		ref.fromRunes = append(ref.fromRunes, i)
		ref.fromU16 = append(ref.fromU16, i)
		w := utf16.RuneLen(c)
		if w == 2 {
			ref.fromU16 = append(ref.fromU16, -1)
		}
		ref.runes = append(ref.runes, r)
		ref.units = append(ref.units, u)
		r, u = r+1, u+w
		for k := 1; k < n; k++ { // inside a code point: it counts
			ref.runes = append(ref.runes, r)
			ref.units = append(ref.units, u)
		}
	}
	ref.runes = append(ref.runes, r)
	ref.units = append(ref.units, u)
	ref.fromRunes = append(ref.fromRunes, len(s))
	ref.fromU16 = append(ref.fromU16, len(s))
	return ref
}

// TestOffsetsProperty checks every offset of long random strings, which
// cross the converter's checkpoints, against a range loop.
func TestOffsetsProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		parts := rapid.SliceOfN(testtext.Text(), 1, 40).Draw(t, "parts")
		s := strings.Join(parts, "")
		x := normalize.NewOffsets(s)
		ref := newRefOffsets(s)
		var runes, units []int
		for i := 0; i <= len(s); i++ {
			runes = append(runes, x.Runes(i))
			units = append(units, x.UTF16(i))
		}
		if diff := cmp.Diff(ref.runes, runes); diff != "" {
			t.Fatalf("Runes(i) for every i of %q (-want +got):\n%s", s, diff)
		}
		if diff := cmp.Diff(ref.units, units); diff != "" {
			t.Fatalf("UTF16(i) for every i of %q (-want +got):\n%s", s, diff)
		}
		for r := -1; r <= len(ref.fromRunes); r++ {
			want, wantOK := at(ref.fromRunes, r)
			if got, ok := x.FromRunes(r); got != want || ok != wantOK {
				t.Fatalf("NewOffsets(%q).FromRunes(%d) = %d, %v; want %d, %v", s, r, got, ok, want, wantOK)
			}
			if wantOK && x.Runes(want) != r {
				t.Fatalf("NewOffsets(%q): Runes(FromRunes(%d)) = %d", s, r, x.Runes(want))
			}
		}
		for u := -1; u <= len(ref.fromU16); u++ {
			want, wantOK := at(ref.fromU16, u)
			if got, ok := x.FromUTF16(u); got != want || ok != wantOK {
				t.Fatalf("NewOffsets(%q).FromUTF16(%d) = %d, %v; want %d, %v", s, u, got, ok, want, wantOK)
			}
			if wantOK && x.UTF16(want) != u {
				t.Fatalf("NewOffsets(%q): UTF16(FromUTF16(%d)) = %d", s, u, x.UTF16(want))
			}
		}
	})
}

func at(offs []int, i int) (int, bool) {
	if i < 0 || i >= len(offs) || offs[i] < 0 {
		return 0, false
	}
	return offs[i], true
}
