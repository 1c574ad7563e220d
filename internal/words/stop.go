package words

import (
	"slices"
	"strings"
)

// Stopword lists, in Lenient-folded form: lowercase, apostrophes removed
// ("dont", "lenfant" is not listed: elided articles fold into the word).
// English contractions that fold into a word of their own ("she'll" into
// "shell", "I'll" into "ill", "we'd" into "wed", "he'll" into "hell",
// "she'd" into "shed") are not listed: the word is the commoner reading.
// They are the function words of each language: articles, pronouns,
// auxiliaries, prepositions and conjunctions. Negations and modal verbs
// are stopwords here because they carry no topic; the negation and
// modality checks look at them separately.
var stopLists = map[string]string{
	"en": `a about above after again against all am an and any are arent as at be because been before being below
between both but by can cannot cant could couldnt did didnt do does doesnt doing dont down during each few for from
further had hadnt has hasnt have havent having he hed hes her here heres hers herself him himself his how hows
i id im ive if in into is isnt it its itself lets me more most mustnt my myself no nor not of off on once only
or other ought our ours ourselves out over own same shant she shes should shouldnt so some such than that
thats the their theirs them themselves then there theres these they theyd theyll theyre theyve this those through to
too under until up very was wasnt we well were weve werent what whats when whens where wheres which while who
whos whom why whys with wont would wouldnt you youd youll youre youve your yours yourself yourselves also may might
must shall will just per via within without upon`,
	"es": `a al algo algunas algunos ante antes como con contra cual cuando de del desde donde durante e el ella ellas
ellos en entre era erais eran eras eres es esa esas ese eso esos esta estaba estado estais estamos estan estar este
esto estos estoy fue fuera fueron fui ha habia han has hasta hay la las le les lo los mas me mi mis mucho muy nada ni
no nos nosotros o os otra otro para pero poco por porque que quien se sea ser si sido sin sobre son su sus también
tambien te tiene tienen todo todos tu tus un una uno unos y ya yo`,
	"fr": `a à au aux avec ce ces cette c d dans de des du elle elles en est et été être eu il ils j je l la le les
leur leurs lui m ma mais me même mes moi mon n ne nos notre nous on ont ou où par pas pour qu que qui s sa sans se
ses son sont sur ta te tes toi ton tu un une vos votre vous y est ni plus peut doit être`,
	"de": `aber alle allem allen aller alles als also am an ander andere anderem anderen anderer anderes auch auf aus bei
bin bis bist da damit dann das dass dem den der des dessen die dies diese diesem diesen dieser dieses doch dort du
durch ein eine einem einen einer eines er es euer eure für hat hatte hatten hier hin ich ihr ihre im in ist ja jede
jedem jeden jeder jedes kein keine keinem keinen keiner man mit muss nach nicht noch nur ob oder ohne sich sie sind so
soll über um und uns unser unter vom von vor war waren was weil wenn werden wie wir wird wo zu zum zur kann darf`,
	"pt": `a à ao aos as às com como da das de dela dele deles do dos e é ela elas ele eles em entre era essa esse esta
este eu foi for há isso isto já la lhe mais mas me mesmo meu minha muito na nas nem no nos nós o os ou para pela não
pelas pelo pelos por qual quando que quem se sem ser seu sua são também te tem um uma umas uns você`,
	"it": `a ad al alla alle agli ai anche che chi ci come con da dal dalla dei del della delle di e è ed gli ha hanno
i il in io la le lei lo loro lui ma mi ne nel nella noi non o per più quale quando questa questo se si sono su sua
suo tra tu un una uno vi voi`,
	"nl": `aan al alles als bij dan dat de der deze die dit door een en er geen had heb hebben heeft hem het hier hij
hoe hun ik in is ja je kan maar me men met mij mijn na naar niet niets nog nu of om omdat ook op over te tot u uit
van veel voor want was wat we wel werd wie wij worden zal ze zich zij zijn zo zou`,
}

var stop, stopIn = func() (map[string]struct{}, map[string]map[string]struct{}) {
	all := make(map[string]struct{})
	by := make(map[string]map[string]struct{}, len(stopLists))
	for lang, list := range stopLists {
		m := make(map[string]struct{})
		for _, w := range strings.Fields(list) {
			all[w] = struct{}{}
			m[w] = struct{}{}
		}
		by[lang] = m
	}
	return all, by
}()

// EachStop calls yield with each stopword of the language lang (an ISO
// 639-1 code such as "en" or "de"), or of every language for a code it
// does not list.
func EachStop(lang string, yield func(w string)) {
	m, ok := stopIn[lang]
	if !ok {
		m = stop
	}
	for w := range m {
		yield(w)
	}
}

// StopLanguages returns the languages whose stopword w, folded, is, as
// codes EachStop takes, sorted; nil if it is no stopword.
func StopLanguages(w string) []string { return stopLangs[w] }

var stopLangs = func() map[string][]string {
	m := map[string][]string{}
	langs := make([]string, 0, len(stopLists))
	for l := range stopLists {
		langs = append(langs, l)
	}
	slices.Sort(langs)
	for _, l := range langs {
		for _, w := range strings.Fields(stopLists[l]) {
			if !slices.Contains(m[w], l) {
				m[w] = append(m[w], l)
			}
		}
	}
	return m
}()

// IsStop reports whether w, folded, is a stopword in English, Spanish,
// French, German, Portuguese, Italian or Dutch. Words of unspaced scripts
// are never stopwords: their bigrams carry meaning.
func IsStop(w string) bool {
	_, ok := stop[w]
	return ok
}
