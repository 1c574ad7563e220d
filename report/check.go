package report

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/verbatim-go/verbatim/citations"
	"github.com/verbatim-go/verbatim/normalize"
)

// Check writes the page of a checked answer: res, as citations.Check or
// Corpus.Check returns it for answer and sources. Each sentence of the
// answer is coloured by its status (framing and headings, which are not
// scored, apart), each marker links to the evidence of its sentence in
// the source it names (see citations.SentenceResult.Evidence),
// highlighted in the source's text further down, or, for a sentence
// without evidence, to the source. An ok sentence without a marker (under
// citations.CheckAll) ends with a small link, "↗" and the source's id, to
// its evidence in each source that supports it. The sentences that are
// not ok are listed with their reasons, and the cleaned answer is shown
// when it differs.
//
// Check returns an error wrapping ErrMismatch if a sentence does not
// slice answer or a piece of evidence does not fit sources, and the error
// of w if writing fails.
func Check(w io.Writer, res *citations.Result, answer string, sources []citations.Source, opts Options) error {
	p, err := checkPage(res, answer, sources, opts)
	if err != nil {
		return err
	}
	return write(w, p)
}

// statusOrder lists the sentence classes in the order of the legend.
var statusOrder = []struct{ class, name, note string }{
	{"ok", "ok", "the cited sources support the sentence"},
	{"unverified", "not proven", "nothing in the cited sources contradicts it, but they do not prove it"},
	{"unsupported", "unsupported", "the cited sources do not support it"},
	{"uncited", "uncited", "it cites no source"},
	{"bad-ref", "bad-ref", "a marker names a source that was not supplied"},
	{"framing", "framing", "analysis or a sentence with nothing to check; not scored"},
	{"heading", "heading", "a heading or lead-in; not scored"},
}

func sentenceClass(s *citations.SentenceResult) string {
	if s.Kind != citations.KindClaim {
		return s.Kind.String()
	}
	return s.Status.String()
}

func checkPage(res *citations.Result, answer string, sources []citations.Source, opts Options) (*page, error) {
	if res == nil {
		return nil, errors.New("report: nil result")
	}
	p, set, err := newPage("checked answer", "Sentences not verified", sources, opts, answer)
	if err != nil {
		return nil, err
	}

	// Evidence: one mark each.
	for i := range res.Sentences {
		s := &res.Sentences[i]
		for j, e := range s.Evidence {
			m := newMark()
			m.ID = fmt.Sprintf("ev-%d-%d", i, j)
			m.Class = "evidence"
			m.Sentence, m.Evidence = i, j
			m.Title = fmt.Sprintf("evidence for sentence %d: %s", i+1, clip(s.Text, 120))
			if err := set.span(fmt.Sprintf("evidence %d of sentence %d", j+1, i+1), e.Source, e.Start, e.End, nil, m); err != nil {
				return nil, err
			}
		}
	}

	// The answer.
	off := normalize.NewOffsets(answer)
	markers := citations.Markers(answer, set.ids())
	counts := map[string]int{}
	pos := 0
	for i := range res.Sentences {
		s := &res.Sentences[i]
		if s.Start < pos || s.Start > s.End || s.End > len(answer) || answer[s.Start:s.End] != s.Text {
			return nil, mismatch("sentence %d [%d, %d) does not slice the answer to its text", i+1, s.Start, s.End)
		}
		if s.Start > pos {
			p.Answer = append(p.Answer, answerPiece{Text: validText(answer[pos:s.Start])})
		}
		class := sentenceClass(s)
		counts[class]++
		title := s.Status.String()
		if s.Kind != citations.KindClaim {
			title = s.Kind.String() + ", " + title
		}
		for _, r := range s.Reasons {
			title += "\n" + r.Message
		}
		p.Answer = append(p.Answer, answerPiece{
			Class:  class,
			Status: s.Status.String(),
			ID:     "s-" + strconv.Itoa(i),
			Start:  off.Runes(s.Start),
			End:    off.Runes(s.End),
			Title:  title,
			Parts:  checkParts(answer, i, s, markers, set),
		})
		pos = s.End
		if s.Kind == citations.KindClaim && s.Status != citations.OK {
			pr := problem{
				N:       i + 1,
				Class:   class,
				Status:  statusText(s.Status.String()),
				Text:    s.Text,
				Href:    "#s-" + strconv.Itoa(i),
				Against: againstText(s.CheckedAgainst),
			}
			for _, r := range s.Reasons {
				pr.Reasons = append(pr.Reasons, r.Code+": "+r.Message)
			}
			p.Problems = append(p.Problems, pr)
		}
	}
	if pos < len(answer) {
		p.Answer = append(p.Answer, answerPiece{Text: validText(answer[pos:])})
	}
	if len(res.Sentences) == 0 {
		p.NoAnswer = "The answer has no sentences."
	}
	if res.Cleaned != answer {
		p.Cleaned = validText(res.Cleaned)
	}

	sc := res.Score
	p.Summary = append(p.Summary, fact{"Score", fmt.Sprintf("%d of %d checkable %s verified (%s)",
		sc.Verified, sc.Checkable, pluralWord(sc.Checkable, "sentence", "sentences"), percent(sc.Value)), ""})
	var parts []string
	for _, st := range statusOrder {
		p.Legend = append(p.Legend, legendItem{Class: st.class, Name: st.name, Note: st.note, Count: counts[st.class]})
		if counts[st.class] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", counts[st.class], st.class))
		}
	}
	if len(parts) > 0 {
		p.Summary = append(p.Summary, fact{"Sentences", strings.Join(parts, ", "), ""})
	}
	if n := len(res.Removed); n > 0 {
		p.Summary = append(p.Summary, fact{"Markers", fmt.Sprintf("%d %s naming no supplied source stripped from the cleaned answer",
			n, pluralWord(n, "marker", "markers")), ""})
	}
	p.MarkLegend = []legendItem{
		{Class: "evidence", Name: "evidence", Note: "the source sentences an ok sentence rests on"},
	}
	p.Relevance = newRelevanceView(res.Relevance, func(i int) (string, string) {
		if i < 0 || i >= len(res.Sentences) {
			return "", ""
		}
		return res.Sentences[i].Text, "#s-" + strconv.Itoa(i)
	})
	p.Sources = set.views(opts)
	return p, nil
}

// checkParts splits sentence i into text and its markers' labels, each
// label a link: to the sentence's first evidence in the source it names,
// or to the source. A sentence with evidence in a source that no marker
// names (an uncited sentence under CheckAll) ends with a link to it.
func checkParts(answer string, i int, s *citations.SentenceResult, markers []citations.Marker, set *sourceSet) []inline {
	target := func(id string) string {
		for j, e := range s.Evidence {
			if e.Source == id {
				return fmt.Sprintf("#ev-%d-%d", i, j)
			}
		}
		return set.anchor(id)
	}
	var parts []inline
	linked := map[string]bool{}
	pos := s.Start
	for _, m := range markers {
		if m.Start < s.Start || m.End > s.End {
			continue
		}
		for k, r := range m.Refs {
			if r.Start < pos || k > 0 && r.Start == m.Refs[k-1].Start {
				continue // a range names several sources; it links once
			}
			// Of the sources a range names, link the first supplied one.
			for _, o := range m.Refs[k:] {
				if o.Start != r.Start {
					break
				}
				if o.Valid() {
					r = o
					break
				}
			}
			if r.Start > pos {
				parts = append(parts, inline{Text: validText(answer[pos:r.Start])})
			}
			label := validText(answer[r.Start:r.End])
			if r.Valid() {
				linked[r.Source] = true
				parts = append(parts, inline{Text: label, Href: target(r.Source), Class: "marker",
					Title: "source " + r.Source})
			} else {
				parts = append(parts, inline{Text: label, Class: "marker bad", Title: "names no supplied source"})
			}
			pos = r.End
		}
	}
	if pos < s.End {
		parts = append(parts, inline{Text: validText(answer[pos:s.End])})
	}
	for j, e := range s.Evidence {
		if linked[e.Source] {
			continue
		}
		linked[e.Source] = true
		parts = append(parts, inline{Text: "↗" + e.Source, Href: fmt.Sprintf("#ev-%d-%d", i, j), Class: "implied",
			Title: "no marker; supported by source " + e.Source})
	}
	return parts
}
