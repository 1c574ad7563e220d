package citations

import "strings"

// Cue lists, in Strict-folded form with apostrophes dropped ("don't" is
// "dont", French "n'est" is "nest"), for English, Spanish, French, German,
// Portuguese, Italian, Dutch, Russian and Arabic. Chinese and Japanese cues
// are matched as substrings of runs of Han and kana; see cjkCues.
//
// The lists are deliberately short: a cue that is not there costs a missed
// flip; a cue that is wrong costs a false alarm on an honest answer.

// negationCues are words that negate what follows them.
var negationCues = setOf(`
not no never without cannot cant dont doesnt didnt isnt arent wasnt werent wont wouldnt shouldnt couldnt
hasnt havent hadnt mustnt neednt shant aint mightnt none neither nor nobody nothing nowhere unless non
nunca jamás jamas sin ni ninguno ninguna ningún ningun nadie nada tampoco
pas jamais rien aucun aucune sans
nicht kein keine keinen keinem keiner keines nie niemals ohne weder nichts niemand
não nao nem nenhum nenhuma ninguém ninguem sem
non mai senza né nessun nessuno nessuna niente nulla
niet geen nooit zonder niets niemand
не нет никогда без ни ничего никто нельзя нигде никак ничто никакой никакая никакое никакие никаких никакого
لا لم لن ليس ليست ليسوا بدون غير دون
`)

// permissionCues are modal words of possibility and permission; duty cues
// are modal words of obligation. A sentence that says "may" where its
// source says "must", or the reverse, is a modal flip.
var (
	permissionCues = setOf(`
may might can could cannot cant optional optionally permitted allowed
puede pueden podrá podrán podria podría permite permitido permitida opcional
peut peuvent pourra pourront autorisé autorisée facultatif facultative
kann können darf dürfen optional
pode podem poderá poderão opcional facultativo
può possono potrà potranno facoltativo facoltativa
mag mogen kan kunnen optioneel
может могут можно вправе
يمكن يجوز
`)
	dutyCues = setOf(`
must shall required requires require mandatory obliged obligated
debe deben deberá deberán obligatorio obligatoria requiere
doit doivent devra devront obligatoire obligatoires tenu tenus
muss müssen soll sollen verpflichtet pflicht
deve devem deverá deverão obrigatório obrigatória
deve devono dovrà dovranno obbligatorio obbligatoria
moet moeten verplicht
должен должна должно должны обязан обязана обязаны обязательно необходимо
يجب
`)
)

// comparatives make "no" and "not" bounds rather than negations when
// "than" follows them: "no later than 30 days", "not more than 3".
var comparatives = setOf(`later more less fewer earlier sooner greater longer higher lower`)

// nonWords start with "non" but do not negate.
var nonWords = setOf(`nonetheless nonce nonsense`)

// boundaryWords end the scope of a negation or a modal and start a new
// clause: conjunctions, subordinators and relative pronouns.
var boundaryWords = setOf(`
but whereas although though except unless if when because since which who whom whose where that while however yet
pero sino aunque excepto salvo si cuando porque que cual quien donde mientras
mais sauf quand lorsque qui où tandis
aber sondern außer ausser wenn falls weil dass obwohl während
mas exceto quando porque embora
ma tranne perché che quale chi dove sebbene
maar behalve tenzij als wanneer omdat hoewel
но однако кроме если когда потому который которая которые которое которых где хотя
لكن إذا عندما
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
)

// Framing cues: words and phrases of analysis rather than reported fact.
// Hedges (likely, perhaps, probably) and summaries (overall, in short)
// are not among them: "In short, monthly plans are refundable" states a
// fact and is checked like any other.
var (
	framingWords = setOf(`
suggest suggests suggested suggesting indicate indicates indicating implies imply implying arguably
apparently seemingly
sugiere sugieren indica indican parece parecen implica aparentemente
suggère suggèrent indique indiquent semble semblent implique apparemment
deutet deuten scheint scheinen offenbar anscheinend
sugere sugerem indica indicam parece parecem aparentemente
suggerisce suggeriscono indica indicano sembra sembrano apparentemente
suggereert suggereren wijst wijzen lijkt lijken kennelijk blijkbaar
свидетельствует свидетельствуют указывает указывают предполагает предполагают видимо повидимому
`)
	// framingPairs are two-word cues, written "first second".
	framingPairs = setOf2(`
appears to|appear to|seems to|seem to|points to|point to|consistent with|
may reflect|might reflect|could reflect|may indicate|might indicate|could indicate|
may suggest|might suggest|could suggest|legt nahe|legen nahe|lässt vermuten|laisse penser|по видимому
`)
	framingCJK = []string{"表明", "似乎", "看来", "意味着", "可能反映", "示唆", "ようだ", "と思われる", "考えられる"}
)

func setOf2(list string) map[string]bool {
	m := make(map[string]bool)
	for _, p := range strings.Split(list, "|") {
		if p = strings.TrimSpace(p); p != "" {
			m[p] = true
		}
	}
	return m
}

// Month names are date anchors that keep a framing sentence scored.
var monthWords = setOf(`january february march april june july august september october november december
jan feb mar apr jun jul aug sep sept oct nov dec
enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre
janvier février mars avril mai juin juillet août septembre octobre novembre décembre
januar februar märz april juni juli august oktober dezember
janeiro fevereiro março maio junho julho setembro outubro novembro dezembro
gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre
januari februari maart mei augustus
января февраля марта апреля мая июня июля августа сентября октября ноября декабря
январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь
`)

// extraStops are stopwords of languages internal/words does not list:
// Russian function words, in folded form.
var extraStops = setOf(`
и в во на с со к ко у о об от до по за из изо под над при про для без через между перед после около
а но или либо да же ли бы то что чтобы как так также тоже это этот эта эти этого этой этом тот та те того
он она оно они его её ее их ему ей им ими нему ней них мы вы я ты нас вас нам вам себя свой своя свои своё
который которая которое которые которых которым когда где если уже ещё еще только все всё весь вся всех
есть был была было были быть будет будут является являются такие такой такая такое
`)

// boundVerbs make "not" a bound rather than a negation: "shall not exceed
// the fees" says what "is capped at the fees" says.
var boundVerbs = setOf(`exceed exceeds exceeding surpass surpasses`)
