package words

import "strings"

// Month names in folded (lowercase) form: English, German, French,
// Spanish, Italian, Portuguese and Dutch, and English abbreviations.
var months = func() map[string]int {
	m := map[string]int{}
	lists := []string{
		"january february march april may june july august september october november december",
		"januar februar märz april mai juni juli august september oktober november dezember",
		"janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
		"enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
		"gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre",
		"janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro",
		"januari februari maart april mei juni juli augustus september oktober november december",
		"jan feb mar apr may jun jul aug sep oct nov dec",
	}
	for _, l := range lists {
		for i, w := range strings.Fields(l) {
			m[w] = i + 1
		}
	}
	m["sept"] = 9
	return m
}()

// englishMonths are the month names of English and their abbreviations.
var englishMonths = func() map[string]int {
	m := map[string]int{"sept": 9}
	for _, l := range []string{
		"january february march april may june july august september october november december",
		"jan feb mar apr may jun jul aug sep oct nov dec",
	} {
		for i, w := range strings.Fields(l) {
			m[w] = i + 1
		}
	}
	return m
}()

// EnglishMonth is Month for English text: the month that the folded word
// w names in English, or 0. "Mars" is the planet in English, not March.
func EnglishMonth(w string) int { return englishMonths[w] }

// Month returns the month (1–12) that the folded word w names, or 0: the
// month names of English, German, French, Spanish, Italian, Portuguese and
// Dutch, and the English abbreviations (jan, sept). "may" is a month here;
// whether it is one in a text is the reader's call.
func Month(w string) int { return months[w] }

// EachMonth calls yield with every month name Month knows and its month.
func EachMonth(yield func(name string, month int)) {
	for w, n := range months {
		yield(w, n)
	}
}
