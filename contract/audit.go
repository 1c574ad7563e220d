package contract

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"runtime/debug"
	"strings"
	"sync"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/extract"
	"github.com/verbatim-go/verbatim/internal/lexicon"
	"github.com/verbatim-go/verbatim/verify"
)

// AuditFormat names the layout of an Audit record.
const AuditFormat = "verbatim-audit/1"

// An Audit is a record of one check or verification that anyone who holds
// its request can replay (HandleReplay): it names the library and the
// lexical data that produced the result and holds SHA-256 digests, in
// lowercase hex, of everything the result rests on and of the result
// itself. It holds no text of the request: a record can be kept where the
// sources may not be.
type Audit struct {
	Format string `json:"format"` // AuditFormat
	// Library is the version of this module that produced the result, from
	// the program's build information: a release ("v1.2.0"), a
	// pseudo-version, or "(devel)" for a program built inside the
	// module's own tree.
	Library string `json:"library"`
	// Lexicon names the claim engine's lexical data ("wordnet-3.0/7").
	Lexicon string `json:"lexicon"`
	// Kind is "check" (a CheckRequest) or "verify" (a VerifyRequest).
	Kind    string        `json:"kind"`
	Sources []AuditSource `json:"sources"`
	// Answer is the digest of a check's answer, Claims that of a verify's
	// claims as JSON (an array of the contract's claim objects, as
	// encoding/json writes them).
	Answer string `json:"answer,omitempty"`
	Claims string `json:"claims,omitempty"`
	// Question is the SHA-256 of the request's question, if it has one.
	Question string `json:"question,omitempty"`
	// Options is the digest of the options in force, as canonical JSON:
	// every option named, defaults filled in, keys in a fixed order.
	Options string `json:"options"`
	// Verdicts has one entry per sentence of a check, or per claim of a
	// verify, in order: its status and the digest of the whole verdict as
	// JSON (for a check, the response's sentence object).
	Verdicts []AuditVerdict `json:"verdicts"`
	// Digest is the digest of the verdicts' digests, one per line.
	Digest string `json:"digest"`
	// Response is the digest of the response without its audit, as JSON:
	// it also covers what is not a verdict (a check's cleaned answer,
	// removals and quotations; a verify's assembled text).
	Response string `json:"response"`
}

// An AuditSource is the digest of one source's text.
type AuditSource struct {
	ID     string `json:"id"`
	SHA256 string `json:"sha256"`
	// Document and Kind are the source's own, when it has them: a chunk
	// of a document, or a snippet, is checked otherwise than a passage.
	Document string `json:"document,omitempty"`
	Kind     string `json:"kind,omitempty"`
}

// An AuditVerdict is one sentence's or claim's verdict in an Audit.
type AuditVerdict struct {
	Status string `json:"status"`
	SHA256 string `json:"sha256"`
}

// modulePath is the path of this module, looked for in build information.
const modulePath = "github.com/verbatim-go/verbatim"

// LibraryVersion returns the version of this module in the running
// program, as an Audit records it: the version the program's build
// information gives the module, "(devel)" for a program built inside the
// module's own tree, or "unknown" without build information.
func LibraryVersion() string { return libraryVersion() }

var libraryVersion = sync.OnceValue(func() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	return versionIn(info)
})

// versionIn returns this module's version in info.
func versionIn(info *debug.BuildInfo) string {
	v := "unknown"
	if info.Main.Path == modulePath {
		v = info.Main.Version
	} else {
		for _, d := range info.Deps {
			if d.Path == modulePath {
				v = d.Version
				if d.Replace != nil {
					v = d.Replace.Version
					if v == "" {
						v = "(devel)" // replaced by a directory
					}
				}
				break
			}
		}
	}
	if v == "" {
		v = "(devel)"
	}
	return v
}

func digest(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// digestJSON returns the digest of v as encoding/json writes it, without
// HTML escaping.
func digestJSON(v any) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(fmt.Sprintf("contract: cannot encode %T for an audit: %v", v, err)) // only the contract's own types get here
	}
	return digest([]byte(strings.TrimSuffix(b.String(), "\n")))
}

func newAudit(kind string, sources []citations.Source, options any) *Audit {
	a := &Audit{
		Format:   AuditFormat,
		Library:  LibraryVersion(),
		Lexicon:  lexicon.Version,
		Kind:     kind,
		Sources:  make([]AuditSource, len(sources)),
		Options:  digestJSON(options),
		Verdicts: []AuditVerdict{},
	}
	for i, s := range sources {
		a.Sources[i] = AuditSource{ID: s.ID, SHA256: digest([]byte(s.Text)), Document: s.Document}
		if s.Kind != extract.Passage {
			a.Sources[i].Kind = s.Kind.String()
		}
	}
	return a
}

// question records the SHA-256 of the request's question, if it has one.
func (a *Audit) question(q string) {
	if q != "" {
		a.Question = digest([]byte(q))
	}
}

func (a *Audit) seal(response any) *Audit {
	var b strings.Builder
	for _, v := range a.Verdicts {
		b.WriteString(v.SHA256)
		b.WriteByte('\n')
	}
	a.Digest = digest([]byte(b.String()))
	a.Response = digestJSON(response)
	return a
}

// canonicalCheckOptions are CheckOptions as an Audit digests them.
type canonicalCheckOptions struct {
	Uncited        string  `json:"uncited"`
	Mode           string  `json:"mode"`
	Numbers        string  `json:"numbers"`
	MinOverlap     float64 `json:"minOverlap"`
	DetectSnippets bool    `json:"detectSnippets"`
}

// NewCheckAudit returns the Audit of resp, the response to req. The
// response's own Audit, if any, is not part of it.
func NewCheckAudit(req *CheckRequest, resp *CheckResponse) (*Audit, error) {
	opts, err := req.Options.Options()
	if err != nil {
		return nil, err
	}
	overlap := opts.MinOverlap
	if overlap == 0 || overlap > 1 {
		overlap = 1 // all content words
	}
	a := newAudit("check", req.Sources, canonicalCheckOptions{
		Uncited: opts.Uncited.String(), Mode: opts.Mode.String(), Numbers: opts.Numbers.String(), MinOverlap: overlap,
		DetectSnippets: opts.DetectSnippets,
	})
	a.Answer = digest([]byte(req.Answer))
	a.question(req.Question)
	for _, s := range resp.Sentences {
		a.Verdicts = append(a.Verdicts, AuditVerdict{Status: s.Status, SHA256: digestJSON(s)})
	}
	bare := *resp
	bare.Audit = nil
	return a.seal(&bare), nil
}

// canonicalVerifyOptions are VerifyOptions as an Audit digests them.
type canonicalVerifyOptions struct {
	Mode           string  `json:"mode"`
	Numbers        string  `json:"numbers"`
	Fuzzy          bool    `json:"fuzzy"`
	PartialWords   bool    `json:"partialWords"`
	RequireAll     bool    `json:"requireAll"`
	MinOverlap     float64 `json:"minOverlap"`
	DetectSnippets bool    `json:"detectSnippets"`
}

// auditClaim is one claim's verdict as an Audit digests it: byte offsets
// into its source.
type auditClaim struct {
	Claim  verify.Claim  `json:"claim"`
	Status verify.Status `json:"status"`
	Reason string        `json:"reason"`
	Start  int           `json:"start"`
	End    int           `json:"end"`
	Span   string        `json:"span"`
}

// NewVerifyAudit returns the Audit of res, the result of req, and of
// resp, its response. The response's own Audit, if any, is not part of
// it.
func NewVerifyAudit(req *VerifyRequest, res *verify.Result, resp *VerifyResponse) (*Audit, error) {
	opts, err := req.Options.Options()
	if err != nil {
		return nil, err
	}
	overlap := opts.MinOverlap
	if overlap == 0 {
		overlap = 1
	}
	a := newAudit("verify", req.Sources, canonicalVerifyOptions{
		Mode: opts.Mode.String(), Numbers: opts.Numbers.String(), Fuzzy: opts.Fuzzy,
		PartialWords: opts.PartialWords, RequireAll: opts.RequireAll, MinOverlap: overlap,
		DetectSnippets: opts.DetectSnippets,
	})
	a.question(req.Question)
	claims := req.Claims
	if claims == nil {
		claims = []verify.Claim{}
	}
	a.Claims = digestJSON(claims)
	for _, ch := range res.Claims {
		a.Verdicts = append(a.Verdicts, AuditVerdict{Status: ch.Status.String(), SHA256: digestJSON(auditClaim{
			Claim: ch.Claim, Status: ch.Status, Reason: ch.Reason, Start: ch.Match.Start, End: ch.Match.End, Span: ch.Span,
		})})
	}
	bare := *resp
	bare.Audit = nil
	return a.seal(&bare), nil
}

// ReplayRequest is the request of "verbatim replay": a request of "verbatim
// check" or "verbatim verify" and the Audit of its response.
type ReplayRequest struct {
	Request json.RawMessage `json:"request"`
	Audit   *Audit          `json:"audit"`
}

// ReplayResponse says whether a replay gave what its Audit records, and if
// not, what differs.
type ReplayResponse struct {
	Match       bool         `json:"match"`
	Differences []Difference `json:"differences,omitempty"`
}

// A Difference is one thing a replay found changed. What is "format",
// "library", "lexicon", "kind", "source", "document" or "source kind"
// (with ID), "answer", "question", "claims",
// "options", "verdict" (with Index), "verdicts" (their number), "digest",
// "response" or "outcome" (the request now fails: Replayed is the error).
// Recorded and Replayed are the values the Audit records and the replay
// gave: versions, digests, statuses, counts; "" for a source one of them
// lacks.
type Difference struct {
	What     string `json:"what"`
	ID       string `json:"id,omitempty"`
	Index    *int   `json:"index,omitempty"`
	Recorded string `json:"recorded"`
	Replayed string `json:"replayed"`
}

// HandleReplay decodes a ReplayRequest from data, runs its request again
// and compares the outcome with its Audit. The record's kind says how to
// read the request. A request that is not a valid request of that kind is
// an invalid request; one that is valid but now fails is answered with an
// "outcome" difference.
func HandleReplay(data []byte) (*ReplayResponse, error) {
	var rr ReplayRequest
	if err := Decode(data, &rr); err != nil {
		return nil, err
	}
	rec := rr.Audit
	switch {
	case rec == nil:
		return nil, Invalid("audit: missing")
	case len(rr.Request) == 0 || string(rr.Request) == "null":
		return nil, Invalid("request: missing")
	}
	var now *Audit
	var runErr error
	switch rec.Kind {
	case "check":
		var req CheckRequest
		if err := decodeReplayed(rr.Request, &req, func() error { _, err := req.Options.Options(); return err }); err != nil {
			return nil, err
		}
		res, err := req.Run()
		if err != nil {
			runErr = err
			break
		}
		if now, err = NewCheckAudit(&req, NewCheckResponse(req.Answer, res, req.Sources)); err != nil {
			return nil, err
		}
	case "verify":
		var req VerifyRequest
		if err := decodeReplayed(rr.Request, &req, func() error { _, err := req.Options.Options(); return err }); err != nil {
			return nil, err
		}
		res, err := req.Run()
		if err != nil {
			runErr = err
			break
		}
		if now, err = NewVerifyAudit(&req, res, NewVerifyResponse(res)); err != nil {
			return nil, err
		}
	default:
		return nil, Invalid("audit.kind: %q is not \"check\" or \"verify\"", rec.Kind)
	}
	if runErr != nil {
		// What the record rests on cannot be compared without a result:
		// name the versions, and the error.
		var diffs []Difference
		for _, d := range rec.Compare(&Audit{Format: AuditFormat, Library: LibraryVersion(), Lexicon: lexicon.Version, Kind: rec.Kind}) {
			if d.What == "format" || d.What == "library" || d.What == "lexicon" {
				diffs = append(diffs, d)
			}
		}
		e := AsError(runErr)
		diffs = append(diffs, Difference{What: "outcome", Recorded: "a response", Replayed: e.Code + ": " + e.Message})
		return &ReplayResponse{Differences: diffs}, nil
	}
	diffs := rec.Compare(now)
	return &ReplayResponse{Match: len(diffs) == 0, Differences: diffs}, nil
}

// decodeReplayed decodes the request of a replay into req and checks its
// options with valid: an error is an invalid request.
func decodeReplayed(data []byte, req any, valid func() error) error {
	if err := Decode(data, req); err != nil {
		return Invalid("request: %v", AsError(err).Message)
	}
	return valid()
}

// Compare returns what differs between the record a and the record b of
// a replay, in the order of Audit's fields; nil if nothing does.
func (a *Audit) Compare(b *Audit) []Difference {
	var diffs []Difference
	add := func(what, recorded, replayed string) {
		if recorded != replayed {
			diffs = append(diffs, Difference{What: what, Recorded: recorded, Replayed: replayed})
		}
	}
	add("format", a.Format, b.Format)
	add("library", a.Library, b.Library)
	add("lexicon", a.Lexicon, b.Lexicon)
	add("kind", a.Kind, b.Kind)
	was := make(map[string]AuditSource, len(a.Sources))
	for _, s := range a.Sources {
		was[s.ID] = s
	}
	is := make(map[string]bool, len(b.Sources))
	for _, s := range b.Sources {
		is[s.ID] = true
		switch w := was[s.ID]; {
		case w.SHA256 != s.SHA256:
			diffs = append(diffs, Difference{What: "source", ID: s.ID, Recorded: w.SHA256, Replayed: s.SHA256})
		case w.Document != s.Document:
			diffs = append(diffs, Difference{What: "document", ID: s.ID, Recorded: w.Document, Replayed: s.Document})
		case w.Kind != s.Kind:
			diffs = append(diffs, Difference{What: "source kind", ID: s.ID, Recorded: w.Kind, Replayed: s.Kind})
		}
	}
	for _, s := range a.Sources {
		if !is[s.ID] {
			diffs = append(diffs, Difference{What: "source", ID: s.ID, Recorded: s.SHA256})
		}
	}
	add("answer", a.Answer, b.Answer)
	add("question", a.Question, b.Question)
	add("claims", a.Claims, b.Claims)
	add("options", a.Options, b.Options)
	if len(a.Verdicts) != len(b.Verdicts) {
		add("verdicts", fmt.Sprint(len(a.Verdicts)), fmt.Sprint(len(b.Verdicts)))
	}
	for i := range min(len(a.Verdicts), len(b.Verdicts)) {
		x, y := a.Verdicts[i], b.Verdicts[i]
		if x == y {
			continue
		}
		d := Difference{What: "verdict", Index: &i, Recorded: x.Status, Replayed: y.Status}
		if x.Status == y.Status {
			d.Recorded, d.Replayed = x.SHA256, y.SHA256
		}
		diffs = append(diffs, d)
	}
	add("digest", a.Digest, b.Digest)
	add("response", a.Response, b.Response)
	return diffs
}
