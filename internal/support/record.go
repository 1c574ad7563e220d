package support

import "strings"

// recordCues are the phrases of a fact of the record: what a court, a
// docket or a filing shows. A sentence that says one asserts something a
// source must bear out, however softly it is put ("the record suggests the
// court entered prior sanctions"): it is a claim, never framing. Each
// entry is a run of English words, compared by their stems, so that
// "served" and "serve" are one cue.
var recordCues = stemPhrases(`
service of process|defective service|improper service|insufficient service|service was|was served|served with|
prior order|prior sanctions|sanctions|was sanctioned|imposed sanctions|
motion to|motion for|filed a motion|moved to dismiss|motion was|granted the motion|denied the motion|
the docket|docket shows|docket reflects|docket entries|
the record shows|the record reflects|the record indicates|the record suggests|record contains|
entered an order|entered judgment|entered default|default judgment|summary judgment|
order to show cause|show cause|summons|complaint was filed|filed a complaint|filed suit|
hearing was held|held a hearing|stipulated|dismissed with prejudice|dismissed without prejudice|
contempt of court|held in contempt|injunction|restraining order|subpoena|affidavit|deposition of`)

// stemPhrases reads a list of phrases separated by "|" into the stems of
// their words.
func stemPhrases(list string) [][]string {
	var out [][]string
	for _, p := range splitPipes(list) {
		var cue []string
		for _, w := range strings.Fields(p) {
			cue = append(cue, readEnglish(w).stem)
		}
		out = append(out, cue)
	}
	return out
}

// RecordClaim reports whether text asserts a fact of the record: service
// of process, prior orders and sanctions, motions filed, granted or
// denied, what the docket or the record shows. Such a sentence is a claim
// to check even with no quotation, number or citation marker.
func RecordClaim(text string) bool {
	t := Analyze(text, Auto)
	if t.lang != English {
		return false
	}
	// The stems of all the words, stopwords too: "motion to".
	var seq []string
	for _, w := range plainFolded(t) {
		seq = append(seq, readEnglish(w).stem)
	}
	for _, cue := range recordCues {
		for i := 0; i+len(cue) <= len(seq); i++ {
			match := true
			for j, c := range cue {
				if seq[i+j] != c {
					match = false
					break
				}
			}
			if match {
				return true
			}
		}
	}
	return false
}

// plainFolded returns the folded ASCII words of t's text, in order.
func plainFolded(t *Text) []string {
	var out []string
	f := strings.ToLower(t.src)
	start := -1
	for i := 0; i <= len(f); i++ {
		letter := i < len(f) && 'a' <= f[i] && f[i] <= 'z'
		switch {
		case letter && start < 0:
			start = i
		case !letter && start >= 0:
			out = append(out, f[start:i])
			start = -1
		}
	}
	return out
}
