package contract_test

import (
	"encoding/json"
	"net/http"
	"os"

	"github.com/verbatim-go/verbatim/contract"
	"github.com/verbatim-go/verbatim/verify"
)

// A Go service that runs the library itself answers with the same JSON as
// the command-line tool and the HTTP service.
func ExampleNewVerifyResponse() {
	sources := []verify.Source{{ID: "1", Text: "Refunds are accepted within 30 days of purchase."}}
	claims := []verify.Claim{{Text: "Refunds are accepted within 30 days.", Source: "1", Quote: "Refunds are accepted within 30 days"}}
	res, err := verify.Verify(sources, claims, verify.Options{})
	if err != nil {
		json.NewEncoder(os.Stdout).Encode(contract.ErrorBody{Error: contract.AsError(err)})
		return
	}
	json.NewEncoder(os.Stdout).Encode(contract.NewVerifyResponse(res))
	// Output:
	// {"text":"Refunds are accepted within 30 days [1].","citations":[{"source":"1","start":0,"end":35,"quote":"Refunds are accepted within 30 days","claim":"Refunds are accepted within 30 days.","kind":"exact","similarity":1,"textStart":0,"textEnd":40,"checkedAgainst":"passage"}],"unsupported":[],"grounded":true,"score":{"verified":1,"checkable":1,"value":1}}
}

// A bad request is answered with the contract's error object.
func ExampleAsError() {
	_, err := contract.HandleCheck([]byte(`{"sources":[{"id":"1","text":"a"},{"id":"1","text":"b"}],"answer":"a [1]."}`))
	e := contract.AsError(err)
	json.NewEncoder(os.Stdout).Encode(contract.ErrorBody{Error: e})
	os.Stdout.WriteString(http.StatusText(e.Status) + "\n")
	// Output:
	// {"error":{"code":"invalid_request","message":"citations: duplicate source id: \"1\" (sources 1 and 2)"}}
	// Bad Request
}
