package numbers

import "strings"

// An arena holds the short strings a scan makes (values without their
// separators, dates, ranges, lowercased windows) in a few allocations
// rather than one each. A strings.Builder never changes the bytes it has
// written, so a string taken from it stays valid while it grows and after
// it is replaced by a fresh one.
type arena struct {
	b     strings.Builder
	chunk int // the size of a fresh buffer
}

// newArena returns an arena for the strings of a text of n bytes.
func newArena(n int) arena {
	return arena{chunk: min(max(n/16, 64), 4096)}
}

// room makes sure that n more bytes fit and returns where they will start.
func (a *arena) room(n int) int {
	if a.b.Cap()-a.b.Len() < n {
		a.b = strings.Builder{}
		a.b.Grow(max(a.chunk, n))
	}
	return a.b.Len()
}

// from returns what was written since offset k, which room returned.
func (a *arena) from(k int) string { return a.b.String()[k:] }

// bytes returns p as a string.
func (a *arena) bytes(p []byte) string {
	k := a.room(len(p))
	a.b.Write(p)
	return a.from(k)
}

// join returns the concatenation of parts.
func (a *arena) join(parts ...string) string {
	n := 0
	for _, p := range parts {
		n += len(p)
	}
	k := a.room(n)
	for _, p := range parts {
		a.b.WriteString(p)
	}
	return a.from(k)
}

// upper returns ASCII s in upper case.
func (a *arena) upper(s string) string {
	k := a.room(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'a' <= c && c <= 'z' {
			c -= 'a' - 'A'
		}
		a.b.WriteByte(c)
	}
	return a.from(k)
}

// lower returns ASCII s in lower case, s itself if it has no capitals.
func (a *arena) lower(s string) string {
	i := 0
	for i < len(s) && (s[i] < 'A' || s[i] > 'Z') {
		i++
	}
	if i == len(s) {
		return s
	}
	k := a.room(len(s))
	a.b.WriteString(s[:i])
	for ; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		a.b.WriteByte(c)
	}
	return a.from(k)
}

// numVal returns the canonical unsigned value of the digits ip.fp
// multiplied by 10^scale: separators removed, digits as written, leading
// zeros dropped only where a scale shifted the point.
func (a *arena) numVal(ip, fp string, frac bool, scale int) string {
	if ip == "" {
		ip = "0"
	}
	if scale == 0 {
		if frac {
			return a.join(ip, ".", fp)
		}
		return ip
	}
	digits := ip + fp
	point := len(ip) + scale
	if len(digits) < point {
		digits += strings.Repeat("0", point-len(digits))
	}
	in, fr := strings.TrimLeft(digits[:point], "0"), digits[point:]
	if in == "" {
		in = "0"
	}
	if fr == "" {
		return in
	}
	return a.join(in, ".", fr)
}
