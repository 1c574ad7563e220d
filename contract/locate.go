package contract

import (
	"github.com/verbatim-go/verbatim/normalize"
	"github.com/verbatim-go/verbatim/verify"
)

// LocateResponse is the answer of "verbatim locate". Start and End are
// code point offsets into the source.
type LocateResponse struct {
	Found      bool        `json:"found"`
	Start      int         `json:"start"`
	End        int         `json:"end"`
	Kind       verify.Kind `json:"kind"`
	Similarity float64     `json:"similarity"`
}

// Locate finds quote in source under the named mode ("strict", "lenient"
// or "").
func Locate(source, quote, mode string, fuzzy bool) (*LocateResponse, error) {
	m, err := normalize.ParseMode(mode)
	if err != nil {
		return nil, Invalid("%v", err)
	}
	d := verify.Prepare(source, verify.LocateOptions{Mode: m, Fuzzy: fuzzy})
	match := d.Locate(quote)
	if !match.Found() {
		return &LocateResponse{Kind: verify.NotFound}, nil
	}
	off := d.Offsets()
	return &LocateResponse{
		Found:      true,
		Start:      off.Runes(match.Start),
		End:        off.Runes(match.End),
		Kind:       match.Kind,
		Similarity: match.Similarity,
	}, nil
}
