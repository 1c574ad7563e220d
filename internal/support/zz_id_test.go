package support

import (
	"fmt"
	"os"
	"testing"
)

func TestZZId(t *testing.T) {
	c := NewClaim(os.Getenv("ZC"), English)
	fmt.Printf("idents=%+v\nnums=%+v\n", c.idents, c.nums)
}
