package lexicon_test

import (
	"fmt"

	"github.com/verbatim-go/verbatim/internal/lexicon"
)

func ExampleBases() {
	for _, w := range []string{"fell", "mice", "refunds", "better"} {
		fmt.Println(w, lexicon.Bases(w, nil))
	}
	// Output:
	// fell [fell fall]
	// mice [mouse]
	// refunds [refund]
	// better [better good well]
}

func ExampleAntonym() {
	rose, fell := lexicon.Bases("rose", nil), lexicon.Bases("fell", nil)
	for _, a := range rose {
		for _, b := range fell {
			if lexicon.Antonym(a, b) {
				fmt.Println(a, "and", b, "are antonyms")
			}
		}
	}
	// Output:
	// rise and fall are antonyms
}

func ExampleIsA() {
	novel, book := lexicon.Lookup("novel"), lexicon.Lookup("book")
	fmt.Println(lexicon.IsA(novel, book), lexicon.IsA(book, novel))
	// Output:
	// true false
}

func ExampleEachPhraseLemma() {
	lexicon.EachPhraseLemma(lexicon.Lookup("take"), "place", func(id lexicon.ID, kind bool) bool {
		fmt.Println(id, kind)
		return true
	})
	// Output:
	// hap false
	// happen false
	// occur false
}
