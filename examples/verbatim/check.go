package main

import "github.com/verbatim-go/verbatim/contract"

func init() {
	register(jsonCommand("check", "check an answer with [n] markers against its sources: [--jsonl] < request.json",
		func(data []byte) (any, error) { return contract.HandleCheck(data) }))
}
