package normalize_test

import (
	"fmt"
	"strings"

	"github.com/verbatim-go/verbatim/normalize"
)

func ExampleMode_Fold() {
	fmt.Println(normalize.Strict.Fold("  The ﬁnal PRICE:\n３０ days "))
	fmt.Println(normalize.Strict.Fold("Cafe\u0301 in İstanbul"))
	fmt.Println(normalize.Lenient.Fold("“It’s non-refundable,” she said."))
	// Output:
	// the final price: 30 days
	// café in istanbul
	// its nonrefundable she said
}

func ExampleMode_Map() {
	src := "Refunds are issued within\r\n３０ days of the ﬁnal sale."
	tx := normalize.Strict.Map(src)
	fmt.Printf("%q\n", tx)

	// Find a quote in the folded text and map it back to the original.
	quote := "within 30 days"
	i := strings.Index(tx.String(), quote)
	start, end := tx.Span(i, i+len(quote))
	fmt.Printf("[%d, %d) %q\n", start, end, src[start:end])
	// Output:
	// "refunds are issued within 30 days of the final sale."
	// [19, 38) "within\r\n３０ days"
}

func ExampleText_Span() {
	src := "The ﬁnal price"
	tx := normalize.Strict.Map(src)
	// The "i" of "final" comes from the ligature ﬁ: it maps back to all of it.
	i := strings.Index(tx.String(), "i")
	start, end := tx.Span(i, i+1)
	fmt.Printf("%q\n", src[start:end])
	// Output:
	// "ﬁ"
}

func ExampleOffsets() {
	s := "naïve 😀 text"
	x := normalize.NewOffsets(s)
	i := strings.Index(s, "text") // a byte offset
	fmt.Println("bytes:", i, "code points:", x.Runes(i), "UTF-16:", x.UTF16(i))

	// And back, from what Python and JavaScript would report.
	b, ok := x.FromRunes(8)
	fmt.Println(b, ok)
	b, ok = x.FromUTF16(9)
	fmt.Println(b, ok)
	// UTF-16 offset 7 is between the two halves of 😀.
	_, ok = x.FromUTF16(7)
	fmt.Println(ok)
	// Output:
	// bytes: 12 code points: 8 UTF-16: 9
	// 12 true
	// 12 true
	// false
}
