package main

import "github.com/verbatim-go/verbatim/contract"

func init() {
	register(jsonCommand("verify", "verify a claims contract against its sources: [--jsonl] < request.json",
		func(data []byte) (any, error) { return contract.HandleVerify(data) }))
}
