module github.com/verbatim-go/verbatim

go 1.26.0

require (
	github.com/google/go-cmp v0.7.0
	golang.org/x/text v0.44.0
	pgregory.net/rapid v1.3.0
)
