// Package contract is verbatim's JSON contract: the requests and responses
// that the command-line tool (examples/verbatim) and the HTTP service
// (examples/server) read and write, and their error object. A Go service
// that runs the library itself returns the same JSON by converting its
// results with NewCheckResponse and NewVerifyResponse.
//
// # Requests and responses
//
//	CheckRequest     "verbatim check",  POST /v1/check     → CheckResponse
//	VerifyRequest    "verbatim verify", POST /v1/verify    → VerifyResponse
//	VerifiedRequest                     POST /v1/verified  → VerifiedResponse
//	Locate           "verbatim locate"                     → LocateResponse
//	ReplayRequest    "verbatim replay"                     → ReplayResponse
//
// Keys are camelCase. Every offset in a response is a code point offset
// into the string it indexes, which is what Python and most languages
// slice by; the library itself works in byte offsets, and the responses
// convert. Arrays are never null: an empty list is [].
//
// Requests are decoded strictly (Decode): an unknown field, a field of the
// wrong type or trailing data is an invalid request. HandleCheck,
// HandleVerify and HandleVerified decode a request and answer it;
// CheckRequest.Run and VerifyRequest.Run answer a decoded one with the
// library's own result, for a host that wants it too (a report, say).
//
// # Streams and audits
//
// A CheckStream checks an answer that arrives in pieces, returning a
// CheckSentence for each verdict as it is decided and, at the end, the
// CheckResponse of the whole answer: what "verbatim check --stream" and a
// streamed POST /v1/check send. VerifiedSentences gives the verdicts of a
// verified answer, as a streamed POST /v1/verified sends them.
//
// With "options": {"audit": true}, a check or a verify response carries an
// Audit: the library's version, the engine's lexicon version, and SHA-256
// digests of each source, of the answer or the claims, of the options in
// force and of each verdict. NewCheckAudit and NewVerifyAudit make one for
// a Go host; HandleReplay runs the request again and names what differs.
//
// # Errors
//
// A failed request is answered with an ErrorBody,
// {"error":{"code":"...","message":"..."}}, and, by the service, the HTTP
// status of its Error. AsError converts the library's errors to it:
// invalid_request (400) for a malformed request or an invalid source id,
// no_sources (400), too_large (413) for an input past a limit,
// extraction_failed (502) for model output that cannot be used,
// upstream_error (502) for a failing model provider or judge, timeout
// (504), and internal (500) for anything else.
package contract
