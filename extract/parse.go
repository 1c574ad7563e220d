package extract

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Limits of [Parse].
const (
	// MaxOutputBytes is the longest model output Parse reads: 16 MiB.
	MaxOutputBytes = 16 << 20
	// MaxClaims is the largest number of claims Parse accepts in one
	// answer.
	MaxClaims = 1000
)

// Parse reads the model output text as an [Answer]. It is strict about
// shape and tolerant of harmless noise.
//
// The JSON object must have exactly the members "answer" (a string) and
// "claims" (an array of objects with exactly the string members "text",
// "source" and "quote", and optionally "type"): a missing member, a member
// of another type (including null), a duplicate member or an unknown
// member, at any level, is an error. A claim's "type" is read by
// [ParseClaimType]: missing, or a name it does not know, is [Fact]. The object may stand alone, with white space around it;
// inside one Markdown code fence (``` or ```json), with any prose outside
// the fence; or with prose before and after it, provided that prose
// contains no JSON brackets ({, }, [ or ]) and no code fence. Anything else,
// such as two JSON objects or an array, is an error.
//
// Parse is bounded: it refuses output longer than [MaxOutputBytes] and
// answers with more than [MaxClaims] claims, and since it accepts only the
// contract's three levels of nesting it stops at the first value nested
// deeper. Every error wraps [ErrMalformed].
//
// A returned Answer always has a non-nil Claims slice.
func Parse(text string) (*Answer, error) {
	if len(text) > MaxOutputBytes {
		return nil, malformed("output of %d bytes exceeds the limit of %d", len(text), MaxOutputBytes)
	}
	start := strings.IndexByte(text, '{')
	if start < 0 {
		if strings.TrimSpace(text) == "" {
			return nil, malformed("empty output")
		}
		return nil, malformed("no JSON object in output")
	}
	lead := text[:start]
	fenced := false
	if k := strings.Index(lead, "```"); k >= 0 {
		if err := checkFenceOpen(lead[k+3:]); err != nil {
			return nil, err
		}
		fenced = true
	} else if strings.ContainsAny(lead, "[]}") {
		return nil, malformed("text before the JSON object contains JSON brackets")
	}
	a, n, err := decodeAnswer(text[start:])
	if err != nil {
		return nil, err
	}
	rest := text[start+n:]
	if fenced {
		r := strings.TrimLeft(rest, " \t\r\n")
		if !strings.HasPrefix(r, "```") {
			return nil, malformed("code fence not closed after the JSON object")
		}
		if strings.Contains(r[3:], "```") {
			return nil, malformed("more than one code fence")
		}
	} else if strings.ContainsAny(rest, "{}[]") || strings.Contains(rest, "```") {
		return nil, malformed("text after the JSON object contains JSON brackets or a code fence")
	}
	return a, nil
}

func malformed(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrMalformed}, args...)...)
}

// checkFenceOpen checks what follows an opening code fence up to the JSON
// object: an optional language tag, json, then only white space.
func checkFenceOpen(s string) error {
	tag, rest, _ := strings.Cut(s, "\n")
	tag = strings.TrimSpace(tag)
	if tag != "" && !strings.EqualFold(tag, "json") {
		return malformed("code fence of language %q, want json", truncate(tag, 20))
	}
	if strings.TrimSpace(rest) != "" {
		return malformed("text between the code fence and the JSON object")
	}
	return nil
}

// decodeAnswer decodes the answer object at the start of s and returns it
// with the number of bytes it took.
func decodeAnswer(s string) (*Answer, int, error) {
	d := decoder{dec: json.NewDecoder(strings.NewReader(s))}
	a := &Answer{Claims: []Claim{}}
	var seenAnswer, seenClaims bool
	err := d.object("", func(key string) error {
		switch key {
		case "answer":
			if seenAnswer {
				return malformed("duplicate member %q", key)
			}
			seenAnswer = true
			return d.str(key, &a.Answer)
		case "claims":
			if seenClaims {
				return malformed("duplicate member %q", key)
			}
			seenClaims = true
			return d.claims(a)
		}
		return malformed("unknown member %q", truncate(key, 40))
	})
	if err != nil {
		return nil, 0, err
	}
	switch {
	case !seenAnswer:
		return nil, 0, malformed(`missing member "answer"`)
	case !seenClaims:
		return nil, 0, malformed(`missing member "claims"`)
	}
	return a, int(d.dec.InputOffset()), nil
}

type decoder struct {
	dec *json.Decoder
}

func (d *decoder) token(path string) (json.Token, error) {
	t, err := d.dec.Token()
	if err != nil {
		if errors.Is(err, io.EOF) {
			err = io.ErrUnexpectedEOF
		}
		if path == "" {
			return nil, malformed("%v", err)
		}
		return nil, malformed("%s: %v", path, err)
	}
	return t, nil
}

// object decodes an object at path, calling member for each key; member
// must consume the value.
func (d *decoder) object(path string, member func(key string) error) error {
	t, err := d.token(path)
	if err != nil {
		return err
	}
	if t != json.Delim('{') {
		return wrongType(path, t, "object")
	}
	for d.dec.More() {
		t, err := d.token(path)
		if err != nil {
			return err
		}
		key, _ := t.(string) // the decoder guarantees a string key here
		if err := member(key); err != nil {
			return err
		}
	}
	_, err = d.token(path) // the closing brace, checked by the decoder
	return err
}

func (d *decoder) str(path string, dst *string) error {
	t, err := d.token(path)
	if err != nil {
		return err
	}
	s, ok := t.(string)
	if !ok {
		return wrongType(path, t, "string")
	}
	*dst = s
	return nil
}

func (d *decoder) claims(a *Answer) error {
	t, err := d.token("claims")
	if err != nil {
		return err
	}
	if t != json.Delim('[') {
		return wrongType("claims", t, "array")
	}
	for i := 0; d.dec.More(); i++ {
		if i == MaxClaims {
			return malformed("more than %d claims", MaxClaims)
		}
		c, err := d.claim(fmt.Sprintf("claims[%d]", i))
		if err != nil {
			return err
		}
		a.Claims = append(a.Claims, c)
	}
	_, err = d.token("claims") // the closing bracket
	return err
}

func (d *decoder) claim(path string) (Claim, error) {
	var c Claim
	var seen [4]bool
	var typ string
	err := d.object(path, func(key string) error {
		var dst *string
		var k int
		switch key {
		case "text":
			dst, k = &c.Text, 0
		case "source":
			dst, k = &c.Source, 1
		case "quote":
			dst, k = &c.Quote, 2
		case "type":
			dst, k = &typ, 3
		default:
			return malformed("%s: unknown member %q", path, truncate(key, 40))
		}
		if seen[k] {
			return malformed("%s: duplicate member %q", path, key)
		}
		seen[k] = true
		return d.str(path+"."+key, dst)
	})
	if err != nil {
		return Claim{}, err
	}
	c.Type, _ = ParseClaimType(typ)
	for k, name := range [...]string{"text", "source", "quote"} {
		if !seen[k] {
			return Claim{}, malformed("%s: missing member %q", path, name)
		}
	}
	return c, nil
}

func wrongType(path string, t json.Token, want string) error {
	got := "?"
	switch t := t.(type) {
	case json.Delim:
		switch t {
		case '{':
			got = "object"
		case '[':
			got = "array"
		default:
			got = fmt.Sprintf("%q", string(t))
		}
	case string:
		got = "string"
	case float64, json.Number:
		got = "number"
	case bool:
		got = "boolean"
	case nil:
		got = "null"
	}
	if path == "" {
		return malformed("got %s, want %s", got, want)
	}
	return malformed("%s: got %s, want %s", path, got, want)
}

// truncate shortens s to at most n bytes, on a character boundary, for
// error messages.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n] + "…"
}
