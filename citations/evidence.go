package citations

// An Evidence is a passage of a source that an ok sentence rests on: the
// byte range [Start, End) of the text of the source with id Source. The
// range is one sentence of the source, as Sentences splits it, or, for a
// sentence of a document that runs across two of its chunks, the part of
// it in the chunk Source names; text[Start:End] starts and ends on
// character boundaries.
type Evidence struct {
	Source     string
	Start, End int
}

// maxEvidence bounds the evidence of one sentence.
const maxEvidence = 3
