// Package extract asks a model for an answer made of claims, each with a
// verbatim quote from a named source, and reads the model's output.
//
// # The output contract
//
// A model answers with one JSON object, an [Answer]:
//
//	{"answer": "You can get a refund within 30 days.",
//	 "claims": [{"text": "Refunds are possible within 30 days of purchase.",
//	             "source": "policy",
//	             "quote": "You can request a full refund within 30 days of purchase."}]}
//
// [Schema] returns its JSON schema, for model APIs that enforce one, and
// [Parse] reads it back, strictly: the output either has this shape or is
// an error wrapping [ErrMalformed]. A parsed answer is not yet checked:
// package verify locates every quote in its source and reports what is not
// grounded.
//
// # Prompts
//
// The library owns the prompts. [AnswerRequest], [CoverRequest] and
// [RepairRequest] render a [Request]: a system prompt, a user prompt with
// the sources delimited by their ids, and the schema. Rendering is
// deterministic. The prompt tells the model that source text is data and
// not instructions, and delimits each source with a tag no source contains,
// so that text inside a source cannot close its own element.
//
// # Providers
//
// A [Provider] carries a request to a model and returns its text. Hosts
// implement it for the model they run, or use one of these:
//
//   - package extract/anthropic speaks the Anthropic Messages API, with
//     structured output or with the API's own document citations, which it
//     turns into claims to be verified like any other;
//   - package extract/openai speaks the OpenAI Chat Completions API, and
//     any server compatible with it, local model servers included;
//   - package extract/extractive needs no model at all: it answers with
//     the source sentences that best match the question, quoted verbatim.
//
// Package extract/providertest runs the contract tests of the Provider
// interface against a host's implementation.
//
// A provider that can stream its output implements [StreamProvider] too,
// as the HTTP adapters do; [Stream] falls back to Complete otherwise. The
// HTTP adapters retry transient failures as their [RetryPolicy] says and
// report a failed call as a [*ProviderError], which never contains the
// API key.
package extract
