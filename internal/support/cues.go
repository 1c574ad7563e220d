package support

import (
	"strings"

	"github.com/verbatim-go/verbatim/internal/words"
)

// Cue lists, by language, in Strict-folded form with apostrophes dropped
// ("don't" is "dont", French "n'est" is "nest"). Chinese and Japanese cues
// are matched as substrings of runs of Han and kana; see cjkCues.
//
// The lists are deliberately short: a cue that is not there costs a missed
// flip; a cue that is wrong costs a false alarm on an honest answer.

// negationCues are words that negate what follows them.
var negationCues = byLang(map[Lang]string{
	English: `not no never without cannot cant dont doesnt didnt isnt arent wasnt werent wont wouldnt shouldnt couldnt
hasnt havent hadnt mustnt neednt shant aint mightnt none neither nor nobody nothing nowhere hardly scarcely`,
	Spanish:    `no nunca jamás jamas sin ni ninguno ninguna ningún ningun nadie nada tampoco`,
	French:     `ne pas jamais rien aucun aucune sans ni`,
	German:     `nicht kein keine keinen keinem keiner keines nie niemals ohne weder nichts niemand`,
	Portuguese: `não nao nunca nem nenhum nenhuma ninguém ninguem sem nada`,
	Italian:    `non mai senza né nessun nessuno nessuna niente nulla`,
	Dutch:      `niet geen nooit zonder niets niemand`,
	Russian:    `не нет никогда без ни ничего никто нельзя нигде никак ничто никакой никакая никакое никакие никаких никакого`,
	Arabic:     `لا لم لن ليس ليست ليسوا بدون غير دون`,
})

// lexicalNegations are English words that negate what follows them while
// being words of their own: "failed to progress", "refused the offer",
// "denied the motion", "lacks a licence", "is missing a roof". They are cues and content words
// at once, so that a claim saying "rejected" where the evidence says
// "denied" pairs the two words and does not read as a flip.
var lexicalNegations = setOf(`fail fails failed failing refuse refuses refused refusing deny denies denied denying
decline declines declined declining lack lacks lacked lacking absent reject rejects rejected rejecting
refrain refrains refrained refraining devoid exclude excludes excluded excluding omit omits omitted omitting
unable neglect neglects neglected neglecting avoid avoids avoided avoiding abstain abstains abstained abstaining
shun shuns shunned shunning missing refusal incapable miss misses missed skip skips skipped skipping failure failures`)

// possessives are the English possessive determiners.
var possessives = setOf(`its their his her our your my`)

// barringVerbs negate what they bar: "banned from playing", "prohibited
// from entering", "forbidden to sell", "banned the sale"; "banned in
// Leeds" says where, and negates nothing a claim would repeat.
var barringVerbs = setOf(`ban bans banned banning bar bars barred barring prohibit prohibits prohibited prohibiting
forbid forbids forbade forbidden forbidding`)

// abandonVerbs negate what they give up, as a verb with its object:
// "has abandoned plans to expand", "scrapped the project", "shelved its
// bid"; not as a word before a noun that says what kind ("an abandoned
// mine").
var abandonVerbs = setOf(`abandon abandons abandoned abandoning scrap scraps scrapped scrapping shelve shelves shelved shelving
drop drops dropped dropping remove removes removed removing eliminate eliminates eliminated eliminating abolish abolishes
abolished abolishing`)

// stopVerbs negate the activity they end: "stopped offering paper
// statements", "ceased production", "discontinued the service"; not
// "stopped at the border", "stopped to rest".
var stopVerbs = setOf(`stop stops stopped stopping cease ceases ceased ceasing discontinue discontinues discontinued discontinuing
quit quits quitting`)

// givenUp are the things "drop" gives up, where it does not say a fall:
// "dropped plans to expand", "dropped the charges", "drops support for
// Python 3.7".
var givenUp = setOf(`plan plans bid bids charge charges case lawsuit suit claim claims proposal proposals idea project support`)

// clauseAfterFall are the words that open a clause right after a verb
// with no object: "profit declined as costs climbed".
var clauseAfterFall = setOf(`as because while when amid though although whereas`)

// declineForms are the forms of "decline", which refuses what it
// governs ("declined to comment", "declined the offer") and else says a
// fall.
var declineForms = setOf(`decline declines declined declining`)

// lexicalNegation reports whether the English word w, after the word prev
// and before the words next and after, is a lexical negation; valueAfter
// says that a number opens at after ("declined to 21%").
func lexicalNegation(w, prev, next, after string, valueAfter bool) bool {
	if stopVerbs[w] {
		if len(next) > 4 && strings.HasSuffix(next, "ing") && next != "being" && next != "during" {
			return true // "stopped offering", "quit smoking"
		}
		if next == "use" {
			return true // "Stop use if a rash develops", "Discontinue use"
		}
		if w[0] == 's' || w[0] == 'q' {
			return false // "stopped at the border", "stopped to rest"
		}
		return next == "to" || next == "the" || possessives[next] || next == "production" || next == "operations" || next == "operation" || next == "service" || next == "sales" || next == "support"
	}
	if abandonVerbs[w] {
		// "has abandoned plans", "abandoned its bid", "scrapped the
		// project"; not "an abandoned mine"; "drop" only of what it
		// gives up, not of a fall ("dropped the most since 2020"), and
		// "remove" so too, not of what is taken off ("removed the cap")
		if w[0] == 'd' || w[0] == 'r' {
			return givenUp[next] || (next == "the" || possessives[next]) && givenUp[after]
		}
		if w[0] == 'e' || w[0] == 'a' && w[1] == 'b' && w[2] == 'o' {
			// "has eliminated late fees", "abolished the tax"; not "was
			// eliminated in the semi-final", a team put out.
			return prev == "has" || prev == "have" || prev == "had" || next == "the" || possessives[next] || givenUp[next]
		}
		return auxiliaries[prev] && prev != "be" && prev != "being" || next == "the" || possessives[next] || givenUp[next]
	}
	if !lexicalNegations[w] {
		// "banned from", "prohibits smoking"; after "be", at a clause's
		// end or before a preposition, what comes before: "Smoking is
		// prohibited.", "Smoking is prohibited in the flats"
		// After an article the word is a noun: "The bar opens at 11 pm";
		// not after "that", which may open a clause: "rules that ban
		// smoking".
		return barringVerbs[w] && !(articles[prev] && prev != "that") && (next != "" && (next == "from" || next == "to" || !prepositions[next]) || beForms[prev] && (next == "" || prepositions[next]))
	}
	if w == "miss" || w == "misses" || w == "missed" || strings.HasPrefix(w, "skip") {
		// "missed the chance to debut", "missed the deadline", "missed
		// its target", "missed out on the final", "skipped the
		// training"; not "missed his family", which longs for someone
		// or for home, nor "skip to the end".
		if possessives[next] && w[0] == 'm' {
			// A person the word names in no other sense: "missed its
			// target" is a failure, though a target may be a person.
			return after != "" && after != "family" && after != "home" && !(isA(after, "person") && !isA(after, "abstraction"))
		}
		// "missed more than three classes", "missed two payments",
		// "missed any deadline": a count of what did not happen.
		_, count := unitWords[next]
		return next == "the" || next == "a" || next == "an" || next == "out" || next == "more" || next == "any" || count && next != "one" || words.IsNumber(next) || w[0] == 's' && possessives[next]
	}
	if w == "failure" || w == "failures" {
		return next == "to" // "failure to report"; not "the failure of the bank", "engine failure"
	}
	if (w == "failed" || w == "failing") && next != "" && !stopwords[English][next] {
		return false // "failed login attempts", "a failing grade": what kind, not what did not happen
	}
	if declineForms[w] && (!beForms[prev] && next != "to" && (next == "" || prepositions[next] || words.IsNumber(next) || strings.HasSuffix(next, "ly") || clauseAfterFall[next]) || next == "to" && valueAfter) {
		// "Revenue declined 5%", "declined for a third quarter",
		// "declined sharply", "declined to 21%", "declined as costs
		// climbed": a fall; "declined to comment", "declined repeated
		// offers", "was declined": a refusal.
		return false
	}
	if declineForms[w] && articles[prev] && prev != "that" {
		return false // "the decline was driven by", "a declining market", "its decline": a fall, as a noun or what kind
	}
	return true
}

// permissionCues are modal words of possibility and permission; duty cues
// are modal words of obligation. A sentence that says "may" where its
// source says "must", or the reverse, is a modal flip.
var (
	permissionCues = byLang(map[Lang]string{
		English:    `may might can could cannot cant optional optionally voluntary permitted allowed discretion`,
		Spanish:    `puede pueden podrá podrán podria podría permite permitido permitida opcional`,
		French:     `peut peuvent pourra pourront autorisé autorisée facultatif facultative`,
		German:     `kann können darf dürfen optional`,
		Portuguese: `pode podem poderá poderão opcional facultativo`,
		Italian:    `può possono potrà potranno facoltativo facoltativa`,
		Dutch:      `mag mogen kan kunnen optioneel`,
		Russian:    `может могут можно вправе`,
		Arabic:     `يمكن يجوز`,
	})
	dutyCues = byLang(map[Lang]string{
		English:    `must shall will required requires require mandatory compulsory obliged obligated need needs needed`,
		Spanish:    `debe deben deberá deberán obligatorio obligatoria requiere`,
		French:     `doit doivent devra devront obligatoire obligatoires tenu tenus`,
		German:     `muss müssen soll sollen verpflichtet pflicht`,
		Portuguese: `deve devem deverá deverão obrigatório obrigatória`,
		Italian:    `deve devono dovrà dovranno obbligatorio obbligatoria`,
		Dutch:      `moet moeten verplicht`,
		Russian:    `должен должна должно должны обязан обязана обязаны обязательно необходимо`,
		Arabic:     `يجب`,
	})
)

// adviceCues are modal words of advice, which do not oblige: "should
// give notice" is not "must give notice"; what is advised is allowed,
// though, as "may give notice" says (see sameModality).
var adviceCues = byLang(map[Lang]string{
	English: `should ought encouraged`,
})

// boundaryWords end the scope of a negation or a modal and start a new
// clause: conjunctions, subordinators and relative pronouns.
var boundaryWords = byLang(map[Lang]string{
	English:    `but whereas although though except unless if when because since which who whom whose where that while however yet`,
	Spanish:    `pero sino aunque excepto salvo si cuando porque que cual quien donde mientras`,
	French:     `mais sauf si quand lorsque qui que où tandis`,
	German:     `aber sondern außer ausser wenn falls weil dass obwohl während`,
	Portuguese: `mas exceto se quando porque que embora`,
	Italian:    `ma tranne se perché che quale chi dove sebbene`,
	Dutch:      `maar behalve tenzij als wanneer omdat hoewel`,
	Russian:    `но однако кроме если когда потому который которая которые которое которых где хотя`,
	Arabic:     `لكن إذا عندما`,
})

// backwardCues negate the words before them when no word follows in their
// clause: verb-final negation ("Wir erstatten Monatspläne nicht",
// "返金できません").
var backwardCues = setOf(`nicht niet ない ません optional voluntary permitted allowed required mandatory compulsory obliged obligated
opcional permitido permitida obligatorio obligatoria facultatif facultative obligatoire obligatoires autorisé autorisée
verpflichtet pflicht facultativo obrigatório obrigatória facoltativo facoltativa obbligatorio obbligatoria`)

// concordCues are negation words that agree with another negation in
// their clause rather than cancel it.
var concordCues = setOf(`neither nor nada nunca jamás jamas ningún ninguno ninguna ningun nadie tampoco ni rien
jamais aucun aucune pas nenhum nenhuma ninguém ninguem nem nessun nessuno nessuna niente nulla mai никто ничего
никогда нигде никак ничто ни никакой никакая никакое никакие никаких никакого`)

// comparatives make "no" and "not" bounds rather than negations when
// "than" follows them: "no later than 30 days", "not more than 3".
var comparatives = setOf(`later more less fewer earlier sooner greater longer higher lower`)

// boundVerbs make "not" a bound rather than a negation: "shall not exceed
// the fees" says what "is capped at the fees" says.
var boundVerbs = setOf(`exceed exceeds exceeding surpass surpasses`)

// nonWords start with "non" but are no negation of the rest.
var nonWords = setOf(`nonetheless nonce nonsense nonstop nonplussed`)

// extraStops are stopwords of languages internal/words does not list:
// Russian function words, in folded form, and the verbs that say "is"
// of an amount ("составляет 10 лет": "is 10 years").
var extraStops = setOf(`
и в во на с со к ко у о об от до по за из изо под над при про для без через между перед после около
а но или либо да же ли бы то что чтобы как так также тоже это этот эта эти этого этой этом тот та те того
он она оно они его её ее их ему ей им ими нему ней них мы вы я ты нас вас нам вам себя свой своя свои своё
который которая которое которые которых которым когда где если уже ещё еще только все всё весь вся всех
есть был была было были быть будет будут является являются такие такой такая такое
составляет составляют составлял составляла составляло составляли
`)

// cjkCue is a cue matched as a substring of Han and kana text.
type cjkCue struct {
	text  string
	class cueClass
}

// cjkCues are tried in order at each position; the first that matches wins,
// so longer cues and the exceptions (cueNone) come first.
var cjkCues = []cjkCue{
	// Words that contain a negation character but do not negate.
	{"非常", cueNone}, {"未来", cueNone}, {"不同", cueNone}, {"不仅", cueNone}, {"不但", cueNone},
	{"不过", cueNone}, {"不断", cueNone}, {"不管", cueNone}, {"无论", cueNone}, {"否则", cueNone},
	{"莫斯科", cueNone}, {"是否", cueNone}, {"非洲", cueNone}, {"特别", cueNone}, {"分别", cueNone},
	{"区别", cueNone}, {"类别", cueNone}, {"级别", cueNone}, {"识别", cueNone}, {"毫不", cueNeg}, {"并非", cueNeg},
	{"不得不", cueDuty}, {"なければならない", cueDuty}, {"なくてはならない", cueDuty},
	{"必须", cueDuty}, {"務必", cueDuty}, {"务必", cueDuty}, {"必要がある", cueDuty},
	{"可以", cuePermission}, {"允许", cuePermission}, {"可选", cuePermission}, {"できる", cuePermission},
	{"ません", cueNeg}, {"ない", cueNeg},
	{"不", cueNeg}, {"没", cueNeg}, {"沒", cueNeg}, {"无", cueNeg}, {"無", cueNeg}, {"非", cueNeg},
	{"未", cueNeg}, {"别", cueNeg}, {"勿", cueNeg}, {"否", cueNeg}, {"莫", cueNeg},
	{"但是", cueBoundary}, {"但", cueBoundary}, {"然而", cueBoundary}, {"如果", cueBoundary},
	{"除非", cueBoundary}, {"因为", cueBoundary}, {"虽然", cueBoundary},
}

// A cueClass is what a cue does.
type cueClass uint8

const (
	cueNone cueClass = iota
	cueNeg
	cuePermission
	cueDuty
	cueBoundary
	cueAdvice
)

// conditionCues open a condition that restricts what a sentence says:
// "unless", "provided that", "subject to", "with the approval of", "for any
// annual plan", "on other days" (than a sentence before names). Each entry is one to three English words; the condition
// runs from the cue to the end of its clause. A claim that drops one is
// not proven by its evidence.
var conditionCues = setOf2(`unless|except|excluding|other than|for the first|during the first|on your first|for your first|on their first|for their first|provided that|providing that|provided|subject to|only if|if|
as long as|so long as|on condition that|in the event that|with the approval of|with the consent of|
with prior approval|with written consent|at the discretion of|at its discretion|at their discretion|at his discretion|
at her discretion|in its sole discretion|its sole discretion|their sole discretion|at its option|at their option|
at our discretion|at our sole discretion|in our sole discretion|in our discretion|our sole discretion|at the sole discretion of|
at the company's discretion|at our option|
its sole option|their sole option|pending|for cause|for misconduct|for gross misconduct|for serious misconduct|for breach|for material breach|for a material breach|for any material breach|
until delivery|until completion|until payment|until full payment|until acceptance|until closing|until shipment|until receipt of|for any|for all|for each|for every|only for|only to|only on|only in|
only with|only when|only after|only upon|only once|only while|only within|only during|only before|only until|only by|only at|only from|only through|
limited to|restricted to|applies only|apply only|when billed|when paid|when paying|when purchased|when bought|when booked|when ordered|when renewed|when prepaid|
when used|when taken|when combined|as permitted by|where permitted|to the extent|
some types of|some kinds of|some forms of|some strains of|some cases of|some parts of|some areas of|certain types of|certain kinds of|certain forms of|certain cases of|
on other days|on all other days|at other times|at all other times|in other cases|in all other cases`)

// conditionEnds are the last words of conditionCues, for a quick test.
var conditionEnds = func() map[string]bool {
	m := map[string]bool{}
	for p := range conditionCues {
		m[lastWord(p)] = true
	}
	return m
}()

// conditionWords are the words of the entries of conditionCues.
var conditionWords = func() map[string]bool {
	m := map[string]bool{}
	for p := range conditionCues {
		for _, w := range strings.Fields(p) {
			m[w] = true
		}
	}
	return m
}()

// maxConditionWords is the most words of an entry of conditionCues.
const maxConditionWords = 4

// partyFrames holds the defined parties of contracts and policies,
// anchors like names whether or not they are capitalised, each with the
// kinds of dealing it is a side of as bits: a lease, a licence, a sale or
// service, employment, a loan, insurance, a franchise, a transfer, a case
// in court. Another party of
// the same kind of dealing in a claim's place is a contradiction ("the
// Landlord" for "the Tenant"); one of another kind may be the same
// person under another role ("the employee" for "the claimant").
var partyFrames = func() map[string]uint16 {
	m := map[string]uint16{}
	for bit, ws := range []string{
		`landlord tenant lessor lessee`,
		`licensor licensee`,
		`buyer seller purchaser vendor supplier customer client provider contractor subcontractor consultant distributor subscriber shipper consignee`,
		`employer employee contractor consultant`,
		`borrower lender guarantor mortgagor mortgagee`,
		`insurer insured policyholder`,
		`franchisor franchisee`,
		`assignor assignee grantor grantee`,
		`plaintiff defendant claimant respondent appellant appellee petitioner`,
	} {
		for _, w := range strings.Fields(ws) {
			m[w] |= 1 << bit
		}
	}
	return m
}()

// sameDealing reports whether parties a and b, in lower case, singular
// or plural, are sides of one kind of dealing (see partyFrames).
func sameDealing(a, b string) bool {
	return partyFrames[strings.TrimSuffix(a, "s")]&partyFrames[strings.TrimSuffix(b, "s")] != 0
}

// polarWords are function words that come in opposite pairs; the
// stopword lists drop them, but a claim that says "before" where its
// evidence says "after" contradicts it.
var polarWords = map[string]string{
	"before": "after", "after": "before", "above": "below", "below": "above", "over": "under", "under": "over",
	"inside": "outside", "outside": "inside", "more": "less", "less": "more", "most": "least", "least": "most",
	"with": "without", "without": "with",
	"higher": "lower", "lower": "higher", "earlier": "later", "later": "earlier", "first": "last", "last": "first",
	"for": "against", "against": "for", // after a verb of taking a side only: see stanceVerbs
}

// roleWords are the English prepositions that, right after a verb,
// give the side a name takes in what the verb says, and the others' they
// are not: "sold to Orrin" and "sold by Orrin", "moved to Tolm" and
// "moved from Tolm".
var roleWords = map[string][]string{"to": {"by", "from"}, "by": {"to"}, "from": {"to"}}

// stanceVerbs take a side with "for" or "against": "voted for the plan"
// and "voted against the plan" are opposites; "insurance for theft" and
// "insurance against theft" are not.
var stanceVerbs = setOf(`vote votes voted voting argue argues argued arguing campaign campaigns campaigned campaigning
lobby lobbies lobbied lobbying testify testifies testified testifying rule rules ruled ruling decide decides decided deciding
advocate advocates advocated advocating speak speaks spoke speaking`)

// universals are English words that say a statement holds of every one
// of a kind: "all plans", "every customer", "both plans".
var universals = setOf(`all every each any both`)

// antonymPairs are English opposites WordNet does not link, in base form:
// "grant" and "deny" are not antonyms there, though a court that denied a
// motion did not grant it. With them, the measures of a company's accounts
// that WordNet lets stand for one another and an auditor does not: the
// top line (revenue, sales, turnover) is no bottom line (income, profit,
// earnings). And the degrees of a change, which WordNet does not oppose:
// "a sharp rise" is no "slight rise", nor "fell significantly" "fell
// marginally" (adverbs in -ly are read by their adjectives).
var antonymPairs = setOf2(`grant deny|allow prohibit|permit prohibit|permit forbid|allow forbid|accelerate slow|
approve reject|approve deny|accept decline|win lose|pass fail|succeed fail|buy sell|increase fall|increase drop|
increase decline|rise drop|rise decline|grow shrink|grow decline|gain lose|expand contract|expand shrink|
open close|start stop|begin end|include omit|acquit convict|admit deny|confirm deny|uphold overturn|
uphold reverse|affirm reverse|sustain overrule|profit loss|surplus deficit|maximum minimum|highest lowest|
largest smallest|biggest smallest|best worst|oldest youngest|eldest youngest|earliest latest|
public private|legal illegal|valid invalid|lawful unlawful|eligible ineligible|able unable|male female|
north south|east west|northern southern|eastern western|left right|domestic foreign|internal external|
import export|win defeat|victory defeat|ally enemy|friend enemy|safe dangerous|positive negative|
majority minority|wet dry|hot cold|light dark|young old|new old|early late|inbound outbound|upstream downstream|
entry exit|arrival departure|birth death|born died|married divorced|hire fire|hire dismiss|hire sack|hire furlough|employ dismiss|appoint dismiss|
join leave|enter exit|add remove|attach detach|include exclude|before after|above below|over under|
love hate|like dislike|agree disagree|support oppose|praise criticize|credit debit|asset liability|
revenue income|revenue profit|revenue earnings|sales income|sales profit|sales earnings|turnover income|turnover profit|
meet miss|raise cut|hike cut|raise lower|hike lower|uphold quash|uphold dismiss|veto sign|admit discharge|
extend terminate|renew terminate|launch discontinue|impose lift|tighten loosen|tighten ease|widen narrow|
upgrade downgrade|overweight underweight|bullish bearish|inflow outflow|outperform underperform|beat miss|
raise reduce|increase reduce|boost reduce|boost cut|earn lose|earn loss|weekday weekend|add cut|create cut|
surge slump|surge plunge|soar plunge|soar slump|jump slump|jump plunge|rally slump|rally plunge|
mild severe|mild serious|minor serious|minor severe|double halve|approve block|growth decline|fixed variable|
arrest release|survive end|survive expire|survive cease|survive lapse|allow dismiss|improve worsen|improve deteriorate|permanent temporary|adult child|
noon midnight|sunrise sunset|dawn dusk|former current|ahead behind|reopen close|double fall|double decline|double drop|
double decrease|triple fall|triple decline|triple drop|halve rise|halve increase|halve grow|double triple|income loss|earnings loss|hire cut|
sharp slight|steep slight|dramatic slight|significant slight|substantial slight|considerable slight|sharp modest|steep modest|
dramatic modest|significant modest|substantial modest|considerable modest|sharp marginal|steep marginal|dramatic marginal|
significant marginal|substantial marginal|considerable marginal|sharp mild|steep mild|dramatic mild|significant minor|
substantial minor|considerable minor|dramatic minor|sharp minor`)

// equivalentPairs are English words, in base form, that say the same of
// an amount or a rule where WordNet puts them in senses apart: "lowered
// blood pressure" and "reduced blood pressure", "cut 300 jobs" and
// "eliminated 300 jobs", "advised" and "recommended", "cleared the
// merger" and "approved the merger", and "personal data" and "personal
// information" (a synset of "information" past its first
// senses).
var equivalentPairs = setOf2(`lower reduce|lower decrease|lower cut|reduce cut|decrease cut|raise increase|raise boost|
increase boost|lift raise|eliminate cut|advise recommend|postpone delay|defer delay|defer postpone|data information|approve clear|
flat unchanged|steady unchanged|stable unchanged|flat steady|flat stable|steady stable`)

func setOf2(list string) map[string]bool {
	m := make(map[string]bool)
	for _, p := range splitPipes(list) {
		m[p] = true
	}
	return m
}

func splitPipes(list string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(list); i++ {
		if i == len(list) || list[i] == '|' {
			p := trimSpace(list[start:i])
			if p != "" {
				out = append(out, p)
			}
			start = i + 1
		}
	}
	return out
}

func trimSpace(s string) string {
	for len(s) > 0 && (s[0] == ' ' || s[0] == '\n' || s[0] == '\t') {
		s = s[1:]
	}
	for len(s) > 0 && (s[len(s)-1] == ' ' || s[len(s)-1] == '\n' || s[len(s)-1] == '\t') {
		s = s[:len(s)-1]
	}
	return s
}

func lastWord(p string) string {
	for i := len(p) - 1; i >= 0; i-- {
		if p[i] == ' ' {
			return p[i+1:]
		}
	}
	return p
}
