package extract

import "encoding/json"

// schema is the output contract. It keeps to the subset of JSON Schema
// (draft 2020-12) that both Anthropic's output_config json_schema and
// OpenAI's strict json_schema accept: every object closed with
// additionalProperties false, every property required, no numeric or
// length constraints.
const schema = `{
  "type": "object",
  "description": "An answer built only from the given sources, with the claims that support it.",
  "properties": {
    "answer": {
      "type": "string",
      "description": "The answer to the question, in a few sentences, using only what the sources say."
    },
    "claims": {
      "type": "array",
      "description": "Short atomic claims that together cover every sentence of the answer.",
      "items": {
        "type": "object",
        "properties": {
          "text": {
            "type": "string",
            "description": "One short statement of the answer."
          },
          "source": {
            "type": "string",
            "description": "The id of the source the statement rests on, exactly as given."
          },
          "quote": {
            "type": "string",
            "description": "Text copied exactly, character for character, from that source, that supports the statement."
          },
          "type": {
            "type": "string",
            "enum": ["fact", "paraphrase", "summary", "procedural", "analysis"],
            "description": "What the statement is: fact (what the source says), paraphrase (a passage in other words), summary (several statements condensed), procedural (a fact of a record or procedure: service, an order, a motion, what a docket shows), analysis (your own interpretation)."
          }
        },
        "required": ["text", "source", "quote", "type"],
        "additionalProperties": false
      }
    }
  },
  "required": ["answer", "claims"],
  "additionalProperties": false
}`

// Schema returns the JSON schema of the output contract: an object with a
// string "answer" and an array "claims" of objects with string "text",
// "source" and "quote" and a "type" that is one of "fact", "paraphrase",
// "summary", "procedural" and "analysis", all required, no other
// properties. ([Parse] is more tolerant: a claim without "type", or of a
// type it does not know, is a fact.) It keeps to the
// subset of JSON Schema (draft 2020-12) that Anthropic's structured output
// (output_config json_schema) and OpenAI's strict json_schema both accept.
//
// Each call returns a new copy, which the caller may modify.
func Schema() json.RawMessage {
	return json.RawMessage(schema)
}
