package report

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/verbatim-go/verbatim/normalize"
	"github.com/verbatim-go/verbatim/verify"
)

// Verified writes the page of a verified answer: res, as verify.Verify or
// verify.Create returns it for sources. The answer's sentences are shown
// as grounded, each [id] marker linking to the span its claim quotes,
// highlighted in the source's text further down; the claims that failed
// are listed with their status and reason, and the quote of a failed
// claim that was found in its source is highlighted too. A table lists
// every claim with its status and a link to its span. When several claims
// of one sentence quote one source, the sentence's marker for that source
// links to the first of their spans. For a result of Create, the page
// also shows the model's draft (marked as not verified), its coverage, the
// steps taken and why the answer was withheld, if it was.
//
// Verified returns an error wrapping ErrMismatch if a citation or claim
// does not fit sources, and the error of w if writing fails.
func Verified(w io.Writer, res *verify.Result, sources []verify.Source, opts Options) error {
	p, err := verifiedPage(res, sources, opts)
	if err != nil {
		return err
	}
	return write(w, p)
}

func verifiedPage(res *verify.Result, sources []verify.Source, opts Options) (*page, error) {
	if res == nil {
		return nil, errors.New("report: nil result")
	}
	p, set, err := newPage("verified answer", "Claims not verified", sources, opts, res.Text, res.Draft)
	if err != nil {
		return nil, err
	}
	p.Notice, p.Withheld = res.Notice, res.WithheldReason
	if res.Withheld && p.Withheld == "" {
		p.Withheld = "the answer was withheld"
	}

	// Citations: one mark each.
	for k, c := range res.Citations {
		m := newMark()
		m.ID = "cite-" + strconv.Itoa(k)
		m.Class = "cite"
		m.Cite = k
		m.Title = fmt.Sprintf("citation %d: %s", k+1, clip(c.Claim, 120))
		if err := set.span(fmt.Sprintf("citation %d", k+1), c.Source, c.Start, c.End, &c.Quote, m); err != nil {
			return nil, err
		}
	}

	// Claims: grounded ones pair with the citations, in order; a failed
	// claim whose quote was found gets a mark of its own.
	cited := make([]int, len(res.Claims)) // citation index + 1, or 0
	marked := make([]bool, len(res.Claims))
	k := 0
	for i, ch := range res.Claims {
		if ch.Status == verify.Grounded && k < len(res.Citations) {
			c := res.Citations[k]
			if c.Source == matchSource(ch) && c.Start == ch.Match.Start && c.End == ch.Match.End {
				cited[i] = k + 1
				k++
				continue
			}
		}
		if !ch.Match.Found() || ch.Status == verify.UnknownSource {
			continue
		}
		m := newMark()
		m.ID = "claim-" + strconv.Itoa(i)
		m.Class = "claim"
		m.Status = ch.Status.String()
		m.Claim = i
		m.Title = fmt.Sprintf("claim %d (%s): %s", i+1, ch.Status, clip(ch.Claim.Text, 120))
		if err := set.span(fmt.Sprintf("claim %d", i+1), matchSource(ch), ch.Match.Start, ch.Match.End, &ch.Span, m); err != nil {
			return nil, err
		}
		marked[i] = true
	}

	// The answer, sentence by sentence.
	if err := verifiedAnswer(p, res); err != nil {
		return nil, err
	}

	// Claims that failed, and every claim.
	statusCount := map[string]int{}
	var order []string
	for i, ch := range res.Claims {
		st := ch.Status.String()
		if statusCount[st] == 0 {
			order = append(order, st)
		}
		statusCount[st]++
		row := claimRow{
			N:       i + 1,
			Class:   claimClass(ch.Status),
			Status:  statusText(st),
			Text:    ch.Claim.Text,
			Source:  ch.Claim.Source,
			SrcHref: set.anchor(ch.Claim.Source),
			Quote:   ch.Claim.Quote,
			Against: againstText(ch.CheckedAgainst),
		}
		switch {
		case cited[i] > 0:
			c := res.Citations[cited[i]-1]
			row.Href = "#cite-" + strconv.Itoa(cited[i]-1)
			row.Range = fmt.Sprintf("%d–%d", c.StartRune, c.EndRune)
			row.Match = matchText(c.Kind, c.Similarity)
			row.HasMatched = true
		case marked[i]:
			s := set.byID[matchSource(ch)]
			row.Href = "#claim-" + strconv.Itoa(i)
			row.Range = fmt.Sprintf("%d–%d", s.off.Runes(ch.Match.Start), s.off.Runes(ch.Match.End))
			row.Match = matchText(ch.Match.Kind, ch.Match.Similarity)
			row.HasMatched = true
		}
		p.Claims = append(p.Claims, row)
	}
	next := 0
	for _, u := range res.Unsupported {
		pr := problem{
			N:       len(p.Problems) + 1,
			Class:   claimClass(u.Status),
			Status:  statusText(u.Status.String()),
			Text:    u.Claim.Text,
			Source:  u.Claim.Source,
			SrcHref: set.anchor(u.Claim.Source),
			Quote:   u.Claim.Quote,
			Found:   u.Found,
			Against: againstText(u.CheckedAgainst),
		}
		if u.Reason != "" {
			pr.Reasons = []string{u.Reason}
		}
		for i := next; i < len(res.Claims); i++ {
			if res.Claims[i].Claim == u.Claim && res.Claims[i].Status == u.Status {
				next = i + 1
				pr.N = i + 1
				if marked[i] {
					pr.Span = "#claim-" + strconv.Itoa(i)
				}
				break
			}
		}
		p.Problems = append(p.Problems, pr)
	}

	// Summary.
	sc := res.Score
	p.Summary = append(p.Summary, fact{"Score", fmt.Sprintf("%d of %d checkable %s verified (%s)",
		sc.Verified, sc.Checkable, pluralWord(sc.Checkable, "claim", "claims"), percent(sc.Value)), ""})
	grounded := fact{"Grounded", "yes: the answer can be shown as verified", "ok"}
	if n := len(res.Unsupported); n > 0 {
		grounded.Value += fmt.Sprintf(" (the %d %s that failed %s left out of it)", n,
			pluralWord(n, "claim", "claims"), pluralWord(n, "is", "are"))
	}
	if !res.Grounded {
		grounded = fact{"Grounded", "no: do not show this answer as verified", "unsupported"}
	}
	p.Summary = append(p.Summary, grounded)
	if len(order) > 0 {
		var parts []string
		for _, st := range order {
			parts = append(parts, fmt.Sprintf("%d %s", statusCount[st], st))
		}
		p.Summary = append(p.Summary, fact{"Claims", strings.Join(parts, ", "), ""})
	}
	if len(res.Judged) > 0 {
		p.Summary = append(p.Summary, fact{"Judged", fmt.Sprintf("%d %s sent to the judge",
			len(res.Judged), pluralWord(len(res.Judged), "claim", "claims")), ""})
	}

	p.Legend = []legendItem{
		{Class: "ok", Name: "grounded", Note: "every claim of the sentence passed every check", Count: countClass(p.Answer, "ok")},
	}
	p.MarkLegend = []legendItem{
		{Class: "cite", Name: "cited span", Note: "the exact text a grounded claim quotes"},
		{Class: "claim", Name: "span of a claim not verified", Note: "its quote was found, but the claim failed a check or is not proven by it"},
	}

	if res.Draft != "" || res.Coverage != nil || len(res.Path) > 0 {
		d := &draftView{Text: res.Draft, Path: strings.Join(res.Path, " → ")}
		if c := res.Coverage; c != nil {
			d.Coverage = fmt.Sprintf("%d of %d %s of the draft map to a claim (%s)",
				c.Covered, c.Sentences, pluralWord(c.Sentences, "sentence", "sentences"), percent(c.Ratio))
			d.Retried = c.Retried
			d.Uncovered = c.Uncovered
		}
		p.Draft = d
	}
	p.Relevance = newRelevanceView(res.Relevance, func(i int) (string, string) {
		if i < 0 || i >= len(res.Claims) {
			return "", ""
		}
		href := ""
		if cited[i] > 0 {
			href = "#cite-" + strconv.Itoa(cited[i]-1)
		}
		return res.Claims[i].Claim.Text, href
	})
	p.Sources = set.views(opts)
	return p, nil
}

// matchSource returns the id of the source a claim's match lies in: for a
// claim citing a chunk of a document, the chunk its quote was found in.
func matchSource(ch verify.Checked) string {
	if ch.Source != "" {
		return ch.Source
	}
	return ch.Claim.Source
}

// verifiedAnswer adds the sentences of res.Text to p: one per range of
// the citations, the text between them as it is.
func verifiedAnswer(p *page, res *verify.Result) error {
	type group struct {
		start, end int
		cites      []int
	}
	var groups []*group
	for k, c := range res.Citations {
		if c.TextStart < 0 || c.TextStart > c.TextEnd || c.TextEnd > len(res.Text) {
			return mismatch("citation %d has range [%d, %d) outside the answer text of %d bytes", k+1, c.TextStart, c.TextEnd, len(res.Text))
		}
		i := slices.IndexFunc(groups, func(g *group) bool { return g.start == c.TextStart && g.end == c.TextEnd })
		if i < 0 {
			groups = append(groups, &group{start: c.TextStart, end: c.TextEnd})
			i = len(groups) - 1
		}
		groups[i].cites = append(groups[i].cites, k)
	}
	slices.SortStableFunc(groups, func(a, b *group) int { return cmp.Compare(a.start, b.start) })
	off := normalize.NewOffsets(res.Text)
	pos := 0
	for n, g := range groups {
		if g.start < pos {
			return mismatch("citations overlap in the answer text at byte %d", g.start)
		}
		if g.start > pos {
			p.Answer = append(p.Answer, answerPiece{Text: validText(res.Text[pos:g.start])})
		}
		text := res.Text[g.start:g.end]
		var ids []string
		first := map[string]int{}
		for _, k := range g.cites {
			id := res.Citations[k].Source
			if _, ok := first[id]; !ok {
				first[id] = k
				ids = append(ids, id)
			}
		}
		var marker strings.Builder
		for _, id := range ids {
			marker.WriteString("[" + id + "]")
		}
		links := make([]inline, len(ids))
		for i, id := range ids {
			links[i] = inline{Text: "[" + id + "]", Href: "#cite-" + strconv.Itoa(first[id]), Class: "marker",
				Title: "the span of source " + id + " this sentence quotes"}
		}
		var parts []inline
		if at := strings.LastIndex(text, marker.String()); at >= 0 {
			parts = append(parts, inline{Text: validText(text[:at])})
			parts = append(parts, links...)
			if rest := text[at+marker.Len():]; rest != "" {
				parts = append(parts, inline{Text: validText(rest)})
			}
		} else {
			parts = append(parts, inline{Text: validText(text)})
			parts = append(parts, links...)
		}
		p.Answer = append(p.Answer, answerPiece{
			Class:  "ok",
			Status: "grounded",
			ID:     "s-" + strconv.Itoa(n),
			Start:  off.Runes(g.start),
			End:    off.Runes(g.end),
			Title:  "grounded",
			Parts:  parts,
		})
		pos = g.end
	}
	if pos < len(res.Text) {
		p.Answer = append(p.Answer, answerPiece{Text: validText(res.Text[pos:])})
	}
	switch {
	case res.Withheld:
		p.NoAnswer = "The answer was withheld."
	case len(p.Answer) == 0:
		p.NoAnswer = "Nothing in the answer could be verified."
	}
	return nil
}

// claimClass returns the class of a claim status: ok for grounded,
// unverified for a claim its quote does not prove (shown as "not
// proven"), withheld for abstained, and unsupported for any failure.
func claimClass(s verify.Status) string {
	switch s {
	case verify.Grounded:
		return "ok"
	case verify.Unverified:
		return "unverified"
	case verify.Abstained:
		return "withheld"
	case verify.UnknownSource:
		return "bad-ref"
	}
	return "unsupported"
}

// statusText is how a badge writes a status: "not proven" for
// unverified, which is no failure but no proof either.
func statusText(status string) string {
	if status == "unverified" {
		return "not proven"
	}
	return status
}

// matchText says how a quote matched: "exact", "normalized", "fuzzy
// (similarity 0.97)".
func matchText(k verify.Kind, sim float64) string {
	if k == verify.Fuzzy {
		return fmt.Sprintf("fuzzy (similarity %.2f)", sim)
	}
	return k.String()
}

func countClass(ps []answerPiece, class string) int {
	n := 0
	for _, p := range ps {
		if p.Class == class {
			n++
		}
	}
	return n
}

func pluralWord(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
