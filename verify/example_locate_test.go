package verify_test

import (
	"fmt"

	"github.com/verbatim-go/verbatim/normalize"
	"github.com/verbatim-go/verbatim/verify"
)

func ExampleLocate() {
	source := "Refund policy.\nCustomers may request a FULL REFUND within\r\n３０ days of purchase."
	m := verify.Locate(source, "full refund within 30 days", verify.LocateOptions{})
	fmt.Println(m.Kind, m.Start, m.End)
	fmt.Printf("%q\n", source[m.Start:m.End])
	// Output:
	// normalized 39 70
	// "FULL REFUND within\r\n３０ days"
}

func ExampleLocate_lenient() {
	source := `The agent said: “Refunds aren’t available after 30 days.”`
	quote := `"Refunds aren't available after 30 days"`
	fmt.Println(verify.Locate(source, quote, verify.LocateOptions{}).Found())
	m := verify.Locate(source, quote, verify.LocateOptions{Mode: normalize.Lenient})
	fmt.Printf("%v %q\n", m.Kind, source[m.Start:m.End])
	// Output:
	// false
	// normalized "Refunds aren’t available after 30 days"
}

func ExampleDocument_Locate() {
	// Prepare folds the source once; Locate can then be called for many
	// quotes, from many goroutines.
	doc := verify.Prepare(
		"Tickets are nonrefundable. Upgrades are refundable within 14 days of booking.",
		verify.LocateOptions{Fuzzy: true},
	)
	for _, quote := range []string{
		"refundable",                               // the word, not the end of "nonrefundable"
		"Upgrades are refundable within 14 days",   // exact
		"upgrades are refundible within 14 days",   // transcription drift
		"You can get your money back for upgrades", // paraphrase
		"   ", // nothing to ground
	} {
		m := doc.Locate(quote)
		if !m.Found() {
			fmt.Printf("%-10v %q\n", m.Kind, quote)
			continue
		}
		fmt.Printf("%-10v %q [%d, %d) similarity %.2f\n", m.Kind, doc.Text()[m.Start:m.End], m.Start, m.End, m.Similarity)
	}
	// Output:
	// exact      "refundable" [40, 50) similarity 1.00
	// exact      "Upgrades are refundable within 14 days" [27, 65) similarity 1.00
	// fuzzy      "Upgrades are refundable within 14 days" [27, 65) similarity 0.97
	// none       "You can get your money back for upgrades"
	// none       "   "
}

func ExampleDocument_Offsets() {
	doc := verify.Prepare("Café 😀 refunds: ３０ days", verify.LocateOptions{})
	m := doc.Locate("refunds: 30 days")
	off := doc.Offsets()
	// Byte offsets for Go; code point offsets for Python; UTF-16 for JavaScript.
	fmt.Println(m.Start, m.End)
	fmt.Println(off.Runes(m.Start), off.Runes(m.End))
	fmt.Println(off.UTF16(m.Start), off.UTF16(m.End))
	// Output:
	// 11 31
	// 7 23
	// 8 24
}
