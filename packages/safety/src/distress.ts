import { DANGER_AT_HOME, DESPAIR, FEAR_OF_DYING } from './despair';
import { deniedInPassing } from './denied';
import { FAMILIES, type Families } from './distress-families';
import { LANGUAGES, type SafetyLanguage } from './lexicon';
import { normalize } from './normalize';
import { WARNING_SIGNS } from './warning-signs';

/**
 * The distress tier, checked before any theme:
 * - `crisis`: hopelessness or danger to the writer's own life ("I can't go on like this",
 *   "everyone would be better off without me"), not only explicit self-harm words;
 * - `abuse`: violence or danger at home ("my husband hits me when he drinks");
 * - `none`: neither.
 *
 * `gentle` marks texts that touch these subjects without the writer being in danger: bereavement
 * by suicide and fear of dying ("I don't want to die" before surgery). They are published and
 * answered with care, and the help lines are offered gently rather than urgently.
 *
 * Unlike the content filter, nothing here replaces or holds a text; it only decides what kind of
 * care the answer carries.
 */
export type DistressLevel = 'crisis' | 'abuse' | 'none';

export interface DistressAssessment {
  level: DistressLevel;
  gentle: boolean;
  /**
   * Danger told as something past, in a text that says how things are now ("I wanted to die last
   * year, today I'm grateful"): not a crisis, and not held, but the lines are offered gently.
   */
  recovered: boolean;
  /**
   * The danger is told as going on now: a return ("the thoughts are back", "de novo") in a
   * sentence with danger in it, or a cue in a sentence that says it has lasted until now ("since
   * my divorce I have wanted to die", "still", 요즘, 至今) or names a day just gone ("yesterday",
   * "anoche", 어제). The n-gram model's reading of recovery never overrides such a text, however
   * it speaks of the present ("now I work at a café").
   */
  ongoing: boolean;
  /** Fear of dying told ("I'm scared I won't wake up after surgery"): the writer wants to live. */
  fearOfDying: boolean;
  /**
   * A figure of speech with death in it ("this exam is killing me", 死ぬほど嬉しい) or danger denied
   * in so many words ("I'm not suicidal, just stressed") was found.
   */
  figurative: boolean;
  /**
   * A danger cue denied in passing to say what the trouble is instead ("I don't want to disappear,
   * I just want a holiday", 살기 싫은 건 아니고 그냥…): the cue does not count, and the text is not
   * held for it. Unlike a figure of speech, the n-gram models still have their second look.
   */
  denied: boolean;
  /**
   * A crisis told with a plan: a means with a time, a plan to go or an arrangement ("tonight I'm
   * walking onto the tracks", "wrote my note, the roof door is unlocked"), a means made ready
   * ("bought rope today"), or intent stated outright ("I'm going to end my life on Friday"). Held
   * from the wall like the filter's self-harm words. Hopelessness, a burden or weariness alone is
   * not a plan, and a story of recovery never is.
   */
  plan: boolean;
  /**
   * A step towards the act, about now, whatever the level: a means made ready or the method told
   * as one's own act ("got the blades out", "saving up her pills", "jump off"). Beside a crisis
   * the n-gram model read, it makes that crisis a plan (heldAsPlan in the BFF). A date picked is
   * not enough there: weddings have dates too.
   */
  steps: boolean;
  /** The language the deciding cue was found in. */
  language: SafetyLanguage | null;
  /** The pattern that decided, for logs and the evaluation (never shown to anyone). */
  cue: string | null;
}

interface Cues {
  crisis: string[];
  abuse: string[];
  gentle: string[];
}

/*
 * Regular expressions over normalised text (lower case, accents and other combining marks
 * removed: write them without accents; Hindi loses its vowel signs the same way on both sides).
 * Latin and Cyrillic patterns match at word starts; Chinese, Japanese, Korean and Hindi anywhere.
 * A negation right before a wish to die ("I don't want to die") is fear, not danger, so those
 * patterns carry a look-behind; a negated wish to live ("I don't want to live") is danger.
 */
const CUES: Record<SafetyLanguage, Cues> = {
  en: {
    crisis: [
      "kill(ing)? myself",
      "(life|living) (isn't|is not|ain't|isnt) worth (living|it anymore)(?! without)",
      "(wish|wishing) (that )?i (wasn't|weren't|was not|were not|wasnt|werent) (alive|here anymore|in this world)",
      // An overdose wished, planned or thought of ("I want to overdose"), not coffee.
      "(want|wanna|going|gonna|plan|planning|thinking (about|of)|think (about|of)|tempted)( to)? (overdose|overdosing|take an overdose)(?! on (coffee|caffeine|sugar|chocolate|candy|sweets))",
      "end(ing)? (it all|my life|my own life)",
      "take my (own )?life",
      "suicidal",
      "commit suicide",
      "(thinking|thought|thoughts) (about|of) (suicide|killing myself|ending it)",
      "(?<!(don't|dont|do not|not|never) )(want|wanna|wish) (to|i could|i was|i were) (die|dead|be dead)",
      "better off dead",
      "better off without me",
      "no (reason|point|will) (to|in) (live|living|go on|going on)",
      "nothing (left )?to live for",
      "(don't|dont|do not|can't|cannot) see (the|any) point (of|in) (living|life|going on|being alive)",
      "(don't|dont|do not) want to (live|be alive|wake up|be here anymore|exist)",
      "can(no|')?t go on( like this| anymore| any more| living|[.!]*$)",
      "can't do this anymore",
      "want (it all|everything|all of it) to (stop|end)(?! hurting)",
      "(hurt(ing)?|harm(ing)?|cut|cutting) myself",
      "self[- ]harm",
      "tired of (living|being alive|life)",
      "no way out (but|except|other than) (death|dying|to die|ending it)",
      // "Hopeless about finding a job" is discouragement; hopeless about life is not.
      "(feel|am|i'm) (so |completely |totally )?hopeless(?! (about|at|with|when|that|for) )",
      "hopeless about (everything|life|the future|living)",
      "lost all hope",
      "give up on life",
      "disappear forever",
      "(want|wish|wanna) to (disappear|vanish|not exist|stop existing)",
    ],
    abuse: [
      "(he|she|husband|wife|partner|boyfriend|girlfriend|dad|father|mum|mom|mother|stepdad|stepfather|stepmother|brother|uncle|they) ([^ ]+ )?(hits|hit|beats|beat|punches|punched|kicks|kicked|pushes|pushed|shoves|shoved|chokes|choked|strangles|strangled|slaps|slapped|burns|burned|rapes|raped|molests|molested) (me|us|my|the kids|our)(?! (at|in|to|up|on|into)\\b)",
      "domestic (violence|abuse)",
      "(?<!(alcohol|substance|drug|drugs|power|opioid) )abus(e|ed|es|ive|ing)(?! of (power|authority|trust|office|alcohol|drugs))",
      "(threaten|threatens|threatened) to (kill|hurt) (me|us|the kids)",
      "(afraid|scared|terrified) (to go|of going) home",
      "(not|don't feel) safe at home",
      "locks me (in|up)",
      "sexually assault",
      "raped",
      // Not Spanish "molestias" (bother) read as English.
      "molest(ed|ing|s|er|ers|ation)?(?![a-z])",
    ],
    gentle: [
      "(died|dead|death|lost [^ ]+) (by|to|from|of|through) suicide",
      "(killed|took) (himself|herself|themselves|his own life|her own life|their own life|his life|her life|their life)",
      "committed suicide",
      "(don't|dont|do not) want to die",
      "(afraid|scared|terrified|fear) (of|to) (die|dying|death)",
      "fear of (dying|death)",
    ],
  },
  'pt-BR': {
    crisis: [
      "me matar",
      "me suicidar",
      "a vida (nao|ja nao) vale (mais )?a pena(?! sem)",
      "(queria|gostaria de|quisera) nao (estar viv[oa]|existir|ter nascido)",
      "(quero|vou|pensando em|penso em|pensei em|vontade de) (tomar uma overdose|dar uma overdose|me overdosar)",
      "(penso|pensando|pensado|pensei|pensar) em (suicidio|me matar|acabar com tudo)",
      // "Já não tenho mais vontade de viver" had no cue (found beside train-16's denials).
      "nao (tenho|sinto) mais (nenhuma )?vontade de viver(?! (aqui|nesta|nessa|neste|nesse|em|no|na|com|sem|longe|de aluguel|sozinh))",
      // Suicidal ideation by its usual names ("tenho ideias suicidas", "ideação suicida"); denied,
      // it is read by the \`denial\` family of distress-families.ts.
      "(pensamentos|ideias|ideacao) suicidas?",
      "(tirar|acabar com) (a )?minha (propria )?vida",
      "(?<!nao )quero morrer",
      "(nao|sem) (quero|vontade de) (mais )?viver",
      "nao (aguento|consigo) mais viver",
      "nao (consigo|aguento) (mais )?continuar( assim)?",
      "sem (razao|motivo|sentido) para viver",
      "(todos|todo mundo) (estariam|ficariam|estaria|ficaria) melhor sem mim",
      "quero que tudo (acabe|pare|termine)(?! de doer)",
      "me (machucar|cortar)",
      "automutila",
      "quero (desaparecer|sumir)( para sempre)?",
      "sem (nenhuma )?esperanca",
      "nao vale a pena viver",
    ],
    abuse: [
      "(marido|esposa|companheir[oa]|namorad[oa]|pai|mae|padrasto|madrasta|irmao|tio|ele|ela) ([^ ]+ )?(me )?(bate|bateu|espanca|espancou|agride|agrediu|estupr[^ ]*|abus[^ ]*) ",
      "(me bate|me espanca|me agride)",
      "violencia domestica",
      "abus(o|ad[oa]|ou)",
      "ameac[^ ]* (me )?matar",
      "medo de (voltar|ir) para casa",
      "nao (estou|me sinto) segur[oa] em casa",
      "estupr",
    ],
    gentle: [
      "(se suicidou|suicidio|tirou a (propria )?vida|se matou)",
      "(nao quero morrer|medo de morrer)",
    ],
  },
  es: {
    crisis: [
      "matarme",
      "suicidarme",
      "la vida no vale la pena(?! sin)",
      "(ojala|quisiera|desearia) no (estar viv[oa]|estuviera viv[oa]|existir|existiera|haber nacido|hubiera nacido)",
      // Mexican "aventarse": to throw oneself (from a bridge, under the metro).
      "(me (voy a|quiero|iba a) aventar|aventarme) ((del|de la|de un|de una|desde (el|la|un|una)) (puente|edificio|techo|azotea|balcon|ventana|barranco|acantilado|piso|segundo piso|tercer piso|ultimo piso)|(al|a la|a las|a los) (vias|metro|tren|rio|mar|trafico|carretera|autopista|camion|carros))",
      "(pienso|pensando|pensado|pense) en (el )?(suicidio|matarme|quitarme la vida)",
      "(pensamientos|ideas|ideacion) suicidas?",
      "(quitarme|acabar con) (la|mi) (propia )?vida",
      "(?<!no (me )?)(me )?quiero morir",
      "no quiero (seguir )?vivir",
      "(no puedo|no aguanto) (seguir|mas) (asi|viviendo|con (la|mi|esta) vida)",
      "no (tengo|hay) (ninguna )?(razon|motivo|sentido|ganas) (para|de) vivir",
      "(todos|todo el mundo) (estarian|estaria) mejor sin mi",
      "quiero que todo (termine|acabe|pare)",
      "hacerme dano",
      "cortarme",
      "autolesion",
      "quiero desaparecer",
      "sin (ninguna )?esperanza",
      "no vale la pena vivir",
    ],
    abuse: [
      "(esposo|marido|esposa|pareja|novi[oa]|padre|madre|padrastro|madrastra|hermano|tio|el|ella) ([^ ]+ )?me (pega|golpea|pego|golpeo|maltrata|maltrato|viola|violo|abusa|abuso)(?! (un|una) )",
      "(me pega|me golpea|me maltrata)",
      "violencia (domestica|familiar|de genero)",
      "abus(o|ad[oa]|aron|o de)",
      "maltrat",
      "amenaz[^ ]* con matar",
      "miedo de (volver|ir) a (casa|mi casa)",
      "no (estoy|me siento) segur[oa] en (casa|mi casa)",
      "viola(do|da|cion)",
    ],
    gentle: [
      "(se suicido|suicidio|se quito la vida)",
      "(no (me )?quiero morir(me)?|miedo (a|de) morir)",
    ],
  },
  fr: {
    crisis: [
      "me suicider",
      "me tuer",
      "la vie ne vaut (pas|plus) (la peine|le coup)(?! sans)",
      "(j'aimerais|je voudrais|je prefererais) ne (plus (etre en vie|exister|etre la)|pas (etre en vie|exister|etre nee?))",
      "(?<!peur de )(faire|fais|ferai|fera) une (overdose|surdose|od)(?![a-z])(?! (de|d') ?(chocolat|sucre|cafe|bonbons|series|travail|boulot|infos))",
      "(pensees|idees) suicidaires",
      // "Idées noires" is how French names suicidal thoughts in everyday speech and in care.
      "(?<!(pas|plus|jamais) d')idees noires",
      "(je pense|pense) (au suicide|a me tuer|a en finir)",
      "mettre fin a (mes jours|ma vie)",
      "en finir( avec la vie)?",
      "(?<!pas )envie de mourir",
      "je veux mourir",
      "(plus|pas) envie de vivre",
      "je ne veux plus vivre",
      "(je ne peux|j'arrive) plus (continuer|a continuer)",
      "aucune raison de vivre",
      "(tout le monde|tous) (serait|seraient) mieux sans moi",
      "je veux que tout (s'arrete|se termine|finisse)",
      "me faire du mal",
      "me scarifier",
      "automutilation",
      "je veux disparaitre",
      "sans (aucun )?espoir",
    ],
    abuse: [
      "(mari|femme|conjoint|conjointe|compagnon|compagne|copain|copine|pere|mere|beau-pere|belle-mere|frere|oncle|il|elle) ([^ ]+ )?me (frappe|bat|battait|frappait|viole|violait|maltraite|etrangle)(?!( [^ ]+)? (aux|au|a) )",
      "violences? (conjugales?|domestiques?|familiales?)",
      "abus (sexuels?|physiques?)",
      "abuse[e]? (sexuellement|par)",
      "maltrait",
      "menace de (me )?tuer",
      "peur de rentrer (a la maison|chez moi)",
      "pas en securite (a la maison|chez moi)",
      "viol(e|ee)?\\b",
    ],
    gentle: [
      "(s'est suicide|suicide|mis fin a ses jours)",
      "(je ne veux pas mourir|peur de mourir|peur de la mort)",
    ],
  },
  'zh-CN': {
    crisis: [
      "想自杀",
      "没(有)?人会(想念|怀念)我|没(有)?人会(在乎|在意)我(了|的死活)?(?=[。！？!?，,.]|$)",
      "(希望|宁愿|但愿)(我)?(不在这个世界上|没有出生|没出生|不存在)",
      "(自杀|轻生|寻死|想死)的?(念头|想法|冲动|倾向)",
      // Hurting oneself with whatever is at hand (train-4): 扎自己的腿, 划自己的手臂.
      "(扎|划|割|刺|烫)(伤)?自己的?(手|手臂|胳膊|腿|大腿|手腕)",
      "(我|真|好|很)想死",
      "不想活",
      "活不下去",
      "结束(自己的)?生命",
      "割腕",
      "想消失",
      "自残",
      "伤害自己",
      // Not "公司撑不下去了" (the company cannot hold on): the writer does.
      "我.{0,3}撑不下去",
      "没有活下去的(理由|意义)",
      "没有我.{0,8}更好",
      "希望一切都结束",
      "(我很|感到|觉得)绝望",
    ],
    abuse: [
      "(丈夫|老公|妻子|老婆|男朋友|女朋友|爸爸|父亲|妈妈|母亲|继父|继母|哥哥|他|她).{0,6}(打我|揍我|虐待我|强奸)",
      "家暴",
      "家庭暴力",
      "虐待",
      "威胁要杀",
      "不敢回家",
      "性侵",
    ],
    gentle: ["自杀(身亡|去世)", "(他|她|哥哥|弟弟|姐姐|妹妹|父亲|母亲|爸爸|妈妈|儿子|女儿|朋友)自杀", "不想死", "怕死", "害怕死"],
  },
  ko: {
    crisis: [
      "자살하고 싶",
      // Self-harm told as a fact ("또 제 몸에 상처 냈어요", train-16).
      "(제|내|나의) 몸에 (또 |다시 )?상처(를)? ?(냈|내고|내요|내게 ?돼)",
      "(가족|부모님|엄마|아빠|모두|다들|사람들)(에게|한테|의) ?(짐|짐덩어리|민폐|걸림돌)(이에요|예요|입니다|이야|야|일 뿐|밖에|같아)",
      "(저는|나는|난|전) (그냥 )?(짐|짐덩어리)(이에요|예요|입니다|이야|야|일 뿐|같아)",
      "(?<![가-힣])(제가|내가) ?(그냥 |차라리 )?(없어졌으면|사라졌으면)",
      "차라리 (제가 |내가 )?(없어졌으면|사라졌으면)",
      "자살할",
      // Suicidal thoughts or urges, and the euphemism "extreme thoughts" (극단적인 생각), unless
      // denied ("자살 생각 같은 거 없어요"); "자살 생각이 없어지지 않아요" (they do not go away) is not.
      "(자살|극단적인?) ?(생각|충동)(?![^.!?]{0,10}(없(어요|어|습니다|다|음)(?!지)|안 ?(해|들|합)|하지 않|들지 않))",
      "죽고 ?싶(어|다|네|습|은|었)",
      "살고 ?싶지 않",
      "살기 싫",
      "자해",
      "사라지고 싶",
      "목숨을 끊(고 싶|을 거|을까|으려|겠)",
      "손목을 긋",
      "더 (이상|는) (버틸|견딜|못 견디|살 수)",
      // Not "숙제를 다 끝내고 싶어요" (I want to finish all my homework).
      "(모든 걸|모든 것을|삶을|인생을|그냥|이제) ?(다 )?끝내고 싶",
      "모든 게 끝났으면",
      "나 없으면 .{0,6}더 나을",
      "살 이유가 없",
      "희망이 (없|안 보)",
    ],
    abuse: [
      "(남편|아내|남자친구|여자친구|남친|여친|아빠|아버지|엄마|어머니|새아빠|계부|계모|오빠|형).{0,16}(때려|때리|폭행|학대|성폭)",
      "가정 ?폭력",
      "학대",
      "죽이겠다고 협박",
      "집에 가기 (무서|두려)",
      "성폭행",
    ],
    gentle: ["자살로", "스스로 목숨을", "죽고 싶지 않", "죽는 게 (무서|두려)", "죽을까 봐"],
  },
  ja: {
    crisis: [
      "死にたい(?!とは思わない|と思ったことはない)",
      // Sleep and never get up again, in kana too ("ねむって、もうおきたくない", train-16); not a lazy
      // Monday ("明日起きたくない").
      "(眠|ねむ)(って|りたい|りについて)[、, ]*(もう|二度と)(起き|おき)たくない",
      // Cutting again, told as a habit ("今日も切った"; not the phone: "電話を今日も切った").
      "(?<!を)(今日も|昨日も)切(った|っちゃった|ってしまった)",
      "(今日も|昨日も|また)(腕|手首)を?切(った|っちゃった|ってしまった)",
      // OD, the everyday word for an overdose ("ODしたい", "今夜ODする").
      "(?<![a-z])(od|オーバードーズ)(したい|しよう|する|しそう|しちゃいたい)",
      "消えたい",
      "(家族|親|両親|みんな|皆)(の|に|にとって)(お荷物|重荷|足手まとい)(でしかない|でしかありません|だ|です|なんだ|なんです|になって)",
      "(私|僕|俺|自分)(は|なんて)(家族の|みんなの|親の)?(お荷物|重荷|足手まとい)(?!を)",
      "(誰も|だれも)(私|僕|俺|自分)(が|の).{0,6}(いなくても|いなくなっても)(寂しくない|困らない|気にしない|悲しまない)",
      "自殺(したい|しよう|を考え|願望|衝動)",
      "希死念慮(?!(は|が|も)?(ない|ありません|なし))",
      "生きていたくない",
      "生きたくない",
      "もう生きられない",
      "生きる(意味|理由)がない",
      "(全部|すべて)(終わりにしたい|終わらせたい)",
      "私がいない方が",
      "自傷",
      "リストカット",
      "命を絶(ちたい|とう|つ(?!た))",
      "希望がない",
    ],
    abuse: [
      "(夫|妻|彼氏|彼女|父|母|継父|継母|兄|主人).{0,8}(殴|暴力|叩か|蹴ら|虐待)",
      "殴られ",
      // Not inside "advisor".
      "(?<![a-z])dv(?![a-z])",
      "家庭内暴力",
      "虐待",
      "殺すと(脅|言われ)",
      "家に帰るのが怖",
      "性暴力",
    ],
    gentle: ["自殺で", "自ら命を", "死にたくない", "死ぬのが怖"],
  },
  hi: {
    crisis: [
      "आत्महत्या (के बारे में सोच|करना चाह|कर लूं|कर लूँ)",
      "खुदकुशी (कर लूं|कर लूँ|करना चाह)",
      "कोई (मुझे )?याद (नहीं|भी नहीं) करेगा",
      "काश मैं (ज़िंदा|जिंदा|पैदा) (ना|न|नहीं|ही ना|ही न) (होता|होती|हुआ|हुई)",
      "जीने का कोई (मतलब|फ़ायदा|फायदा) नहीं",
      "(ओवरडोज़|ओवरडोज|overdose) (ले|लेने|लेना|लूं|लूँ|कर)",
      // Thoughts of suicide told as thoughts that come ("आत्महत्या के विचार आते हैं").
      "(आत्महत्या|खुदकुशी) (के|का) (विचार|ख्याल|ख़याल)",
      "(?<!नहीं )मरना चाह",
      // Thoughts of suicide in Hindi written in Latin letters ("main suicide ke baare mein soch raha hu").
      "(suicide|khudkushi|aatmahatya|atmahatya) (ke|ka|ki) (baare|bare) (mein|me|main) soch",
      "(suicide|khudkushi|aatmahatya|atmahatya) (karna|karne ka|kar lu|kar lun|kar loon) (chah|man|mann)",
      // Better not to be, and not wanting the morning to come.
      "(लगता है (कि )?|मेरा )(ना|न) होना ही (बेहतर|अच्छा)",
      "(नहीं चाहता|नहीं चाहती) कि कल (सुबह )?हो(?=[।.!?]|$)",
      "खुद को (मार|नुकसान|चोट)",
      "जान दे दूं",
      "जान दे दूँ",
      "जीना नहीं चाह",
      "गायब हो जाना चाह",
      "जीने की कोई (वजह|उम्मीद) नहीं",
      "अब और नहीं सह (सकता|सकती)",
      "सब ख़?त्म कर (देना|लेना|दूं|दूँ|लूं|लूँ)",
      "मेरे बिना सब बेहतर",
      "कोई उम्मीद नहीं",
    ],
    abuse: [
      "(पति|पत्नी|बॉयफ्रेंड|पिता|पापा|माँ|सौतेल|भाई|वह|वो).{0,16}(मारत|पीटत|मारा|पीटा)",
      "घरेलू हिंसा",
      "मारपीट",
      "दुर्व्यवहार",
      "जान से मारने की धमकी",
      "घर जाने से डर",
    ],
    gentle: ["आत्महत्या कर ली", "खुदकुशी कर ली", "मरना नहीं चाह", "मरने से डर", "मौत से डर"],
  },
  ru: {
    crisis: [
      "покончить с собой",
      "жизнь не стоит того,? чтобы (е[её] )?жить",
      "покончу с собой",
      "убить себя",
      "убью себя",
      "(?<!не )хочу умереть",
      "не хочу (больше )?жить",
      "(не могу|нет сил) (так )?больше( так)? жить",
      "больше не могу так",
      "(нет|никакого) смысла жить",
      "незачем жить",
      // Not "хочу исчезнуть на выходные" (away for the weekend).
      "хочу исчезнуть(?! (на|в|из) )",
      "(всем|всем будет) .{0,10}лучше без меня",
      "хочу,? ?чтобы (все|это) (закончилось|прекратилось)",
      "навредить себе",
      "порезать себя",
      "режу себя",
      "суицидальн",
      "(мысли|думаю) о самоубийств",
      "нет (никакой )?надежды",
    ],
    abuse: [
      "(муж|жена|парень|девушка|отец|папа|мать|мама|отчим|мачеха|брат|он|она) ([^ ]+ )?(бьет|избивает|бил|избил|ударил|душит|насилует|изнасиловал)",
      "домашн[^ ]* насили",
      "насили",
      "угрожает убить",
      "боюсь (идти|возвращаться) домой",
      "дома (мне )?не(безопасно| безопасно)",
    ],
    gentle: [
      "(покончил|покончила) с собой",
      "(совершил|совершила) самоубийство",
      "самоубийств",
      "не хочу умирать",
      "не хочу умереть",
      "боюсь (умереть|смерти)",
    ],
  },
};

const SPACED: SafetyLanguage[] = ['en', 'pt-BR', 'es', 'fr', 'ru'];

type Family = keyof Families | 'weary' | 'low' | 'dying' | 'goodbye';

interface Compiled {
  language: SafetyLanguage;
  families: Record<Family, RegExp[]>;
  /** Someone else's suicide, named with who it was ("my friend… 自杀了"): only the narrow patterns. */
  bereaved: RegExp[];
}

const KEEPS_MARKS: SafetyLanguage[] = ['hi'];

/**
 * Hindi keeps its vowel signs: without them "कर ली" (has done, bereavement) and "कर लूँ" (let me
 * do, danger) read the same. The nasal marks are one (हूँ and हूं are typed alike) and the nukta is
 * optional (ज़िंदगी, जिंदगी): both on the patterns' side, where a nukta may carry a "?", and the text's.
 */
const prepare = (text: string, language: SafetyLanguage) =>
  KEEPS_MARKS.includes(language)
    ? text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').replace(/\u093c\??/g, '').replace(/\u0901/g, '\u0902')
    : normalize(text);

/** English is typed without apostrophes as often as with them ("cant", "im", "dont"). */
const looseApostrophes = (pattern: string) => pattern.replace(/'(?!\?)/g, "'?");

/**
 * A pattern that opens on any word ("[^ ]+ is killing me") could otherwise start at every
 * character of a long run without spaces and scan the rest of the run from each: 2,000 "…" in
 * a post took about a tenth of a second. The leftmost match starts where the word does anyway, so
 * letting it start only there finds the same matches in one scan.
 */
const anyWordFirst = (pattern: string) => {
  // The same for any pattern that opens on a repeated class ("[0-9a-z-]+ years clean" in a run
  // of "-"): it starts only where the class does not go on from before.
  const open = /^(\[[^\]]+\])\+/.exec(pattern);
  return open ? `(?<!${open[1]})${pattern}` : pattern;
};

function compile(language: SafetyLanguage, patterns: string[]): RegExp[] {
  // Latin and Cyrillic: only at the start of a word ("abus" never fires inside another word).
  const lead = SPACED.includes(language) ? '(?<![\\p{L}\\p{N}])' : '';
  return patterns.map(
    (p) => new RegExp(`${lead}(?:${anyWordFirst(prepare(language === 'en' ? looseApostrophes(p) : p, language))})`, 'gu'),
  );
}

const FAMILY_NAMES: Family[] = ['crisis', 'burden', 'farewell', 'final', 'hyperbole', 'denial', 'means', 'act', 'ready', 'intent', 'hopeless', 'plan', 'time', 'leisure', 'recovery', 'relapse', 'ongoing', 'tense', 'span', 'recent', 'then', 'ceased', 'past', 'scheme', 'absence', 'relief', 'aggressor', 'harm', 'blow', 'blame', 'abuse', 'gentle', 'weary', 'low', 'dying', 'goodbye'];

const COMPILED: Compiled[] = LANGUAGES.map((language) => {
  const families = {} as Record<Family, RegExp[]>;
  for (const family of FAMILY_NAMES) {
    if (family === 'goodbye' || family === 'low') {
      families[family] = compile(language, WARNING_SIGNS[language][family]);
      continue;
    }
    if (family === 'weary' || family === 'dying') {
      families[family] = compile(language, family === 'weary' ? [...DESPAIR[language].weary, ...WARNING_SIGNS[language].weary] : FEAR_OF_DYING[language]);
      continue;
    }
    const base = family === 'crisis' || family === 'abuse' || family === 'gentle' ? CUES[language][family] : [];
    const despair =
      family === 'crisis'
        ? [...DESPAIR[language].despair, ...WARNING_SIGNS[language].despair]
        : family === 'farewell'
          ? WARNING_SIGNS[language].farewell
          : family === 'abuse'
            ? DANGER_AT_HOME[language]
            : [];
    families[family] = compile(language, [...base, ...despair, ...FAMILIES[language][family]]);
  }
  return { language, families, bereaved: compile(language, FAMILIES[language].gentle) };
});

/** Sentences, and the halves of a sentence turned by "but" (the past and the present of a story). */
const SENTENCE_BREAK =
  /[.!?;\n。！？；।॥]+|, ?(?:but|pero|mas|mais|но|а|now|today|hoy|hoje|ahora|agora|aujourd'hui|maintenant|сегодня|теперь|сейчас)(?= )| (?:but|pero|но|а теперь|и теперь)(?= )|但是|可是|不过|现在|今天|如今|하지만|그런데|지금은|이제는|오늘은|요즘은|요즘엔|でも|けど|今は|今では|今日は|लेकिन|पर अब|आज(?!कल)|अब /gu;

interface Hit {
  family: Family;
  cue: string;
  at: number;
  language: SafetyLanguage;
}

/** Every match of one family, in the languages given (the first language with a match wins). */
function findAll(texts: { normalised: string; marked: string }, family: Family, order: Compiled[]): Hit[] {
  for (const c of order) {
    const text = KEEPS_MARKS.includes(c.language) ? texts.marked : texts.normalised;
    const hits: Hit[] = [];
    for (const re of c.families[family]) {
      re.lastIndex = 0;
      for (let m = re.exec(text); m; m = re.exec(text)) {
        hits.push({ family, cue: m[0], at: m.index, language: c.language });
        if (m[0].length === 0) re.lastIndex++;
      }
    }
    if (hits.length) return hits;
  }
  return [];
}

/** The separate places in the text the hits cover (hits that overlap are one), each weighed by its heaviest hit. */
function weighedSpans(hits: Hit[], weight: (hit: Hit) => number): number {
  let total = 0;
  let current = 0;
  let end = -1;
  for (const h of [...hits].sort((a, b) => a.at - b.at)) {
    if (h.at >= end) {
      total += current;
      current = 0;
    }
    current = Math.max(current, weight(h));
    end = Math.max(end, h.at + h.cue.length);
  }
  return total + current;
}

/**
 * How many different phrases the hits are: two lists finding mostly the same words ("please tell my
 * mom I love" and "tell my mom I love her") are one, two phrases that only share a word ("tell my
 * mom I love her. I won't" and "won't be around after tonight") are two.
 */
function distinctPhrases(hits: Hit[]): number {
  const kept: Hit[] = [];
  for (const h of [...hits].sort((a, b) => a.at - b.at)) {
    const same = kept.some((k) => {
      const shared = Math.min(k.at + k.cue.length, h.at + h.cue.length) - Math.max(k.at, h.at);
      return shared > Math.min(k.cue.length, h.cue.length) / 2;
    });
    if (!same) kept.push(h);
  }
  return kept.length;
}

/**
 * Where the sentence breaks of a text are, found once per text: every hit asks for its sentence,
 * and scanning from the start for each of them made a long text full of cues quadratic.
 */
const breakCache = new Map<string, Array<[number, number]>>();
function sentenceBreaks(text: string): Array<[number, number]> {
  let found = breakCache.get(text);
  if (!found) {
    found = [];
    SENTENCE_BREAK.lastIndex = 0;
    for (let m = SENTENCE_BREAK.exec(text); m; m = SENTENCE_BREAK.exec(text)) {
      found.push([m.index, m.index + m[0].length]);
      if (m[0].length === 0) SENTENCE_BREAK.lastIndex++;
    }
    // One assessment reads two forms of one text; older texts are not asked again.
    if (breakCache.size >= 4) breakCache.clear();
    breakCache.set(text, found);
  }
  return found;
}

/**
 * The sentence (or half sentence) of `text` around position `at`. A hit that opens on the word
 * that breaks the sentence ("现在在教会带…", "今は…", "now I teach…") begins the next sentence;
 * it had been given the one before it as well, so a recovery told after a danger was read as
 * part of the danger's sentence.
 */
function sentenceAt(text: string, at: number): string {
  let start = 0;
  let end = text.length;
  for (const [from, to] of sentenceBreaks(text)) {
    if (to <= at) start = to;
    else if (from <= at) start = from;
    else if (from > at) {
      end = from;
      break;
    }
  }
  return text.slice(start, end);
}

function past(hit: Hit, texts: { normalised: string; marked: string }): boolean {
  const text = KEEPS_MARKS.includes(hit.language) ? texts.marked : texts.normalised;
  const sentence = sentenceAt(text, hit.at);
  const c = COMPILED.find((x) => x.language === hit.language)!;
  return c.families.past.some((re) => {
    re.lastIndex = 0;
    return re.test(sentence);
  });
}

/**
 * How much care a text needs, in any of the nine languages. `language` (when known) is tried
 * first; the others follow, because people write in the language they think in, not the one
 * their interface is set to.
 *
 * A crisis is a cue of intent, burden or farewell, or a means named together with no way out or
 * with a plan and a time (and no outing around it). A text that tells of danger in the past and
 * says how things are now is a story of recovery.
 */
export function assessDistress(text: string, language?: string | null): DistressAssessment {
  const texts = { normalised: normalize(text), marked: prepare(text, 'hi') };
  const order = [...COMPILED].sort((a, b) => Number(b.language === language) - Number(a.language === language));
  const all = (family: Family) => findAll(texts, family, order);
  const fearOfDying = all('dying').length > 0;
  const gentleHits = all('gentle');
  let gentle = gentleHits.length > 0 || fearOfDying;

  // Figures of speech ("this exam is killing me", 死ぬほど, "my mum will kill me") and denials ("I'm
  // not suicidal") cancel the cue they contain.
  const figures = [...all('hyperbole'), ...all('denial')].map((h) => [h.at, h.at + h.cue.length]);
  // A cue denied in passing ("I don't want to disappear, I just want a holiday") is not danger,
  // but unlike a figure of speech it leaves the n-gram models their second look.
  let denied = false;
  const deniedHere = (h: Hit) => {
    const found = deniedInPassing(KEEPS_MARKS.includes(h.language) ? texts.marked : texts.normalised, h.at, h.cue.length, h.language);
    if (found) denied = true;
    return found;
  };
  const literal = (hits: Hit[]) => hits.filter((h) => !figures.some(([from, to]) => h.at < to && h.at + h.cue.length > from) && !deniedHere(h));
  const figurative = figures.length > 0;

  // Context is read in the language the signal was found in: a French "don" must not turn an
  // English "don't" into a gift.
  const within = (family: Family, language: SafetyLanguage) => findAll(texts, family, COMPILED.filter((c) => c.language === language));

  // "It would be easier for everyone if I was gone": absence and relief in one sentence.
  const burden = all('absence').filter((hit) => {
    const sentence = sentenceAt(KEEPS_MARKS.includes(hit.language) ? texts.marked : texts.normalised, hit.at);
    // "They'll be fine without me this weekend, I'm on a trip" is not a burden.
    return within('relief', hit.language).some((r) => sentence.includes(r.cue)) && !within('leisure', hit.language).length;
  });
  // "This is my last post" is a farewell unless it is about a new job or a trip: then it is one
  // arrangement among others, not enough on its own.
  const finals = literal(all('final'));
  const ordinaryFinal = finals.length > 0 && within('leisure', finals[0].language).length > 0;
  // Intent stated outright ("I'm going to end my life on Friday", "ce soir je me brûle"): a crisis,
  // and a plan, on its own.
  const intent = literal(all('intent'));
  const strong = literal([...all('crisis'), ...all('burden'), ...(ordinaryFinal ? [] : finals), ...burden, ...intent]);

  const anchor =
    literal(all('means'))[0]?.language ??
    literal(all('act'))[0]?.language ??
    literal(all('ready'))[0]?.language ??
    literal(all('farewell'))[0]?.language ??
    literal(all('scheme'))[0]?.language ??
    literal(all('goodbye'))[0]?.language;
  let combined: Hit[] = [];
  let planned = false;
  /** Distinct schemes found ("picked the date", "it's all planned"): with a crisis told in words, one is a plan. */
  let schemes = 0;
  /** A means with a time or a plan to go: a plan when the text also says outright it is in danger. */
  let methodTimed = false;
  /** The means, acts, things made ready and schemes found, to tell a plan now from a story of then. */
  let methodHits: Hit[] = [];
  if (anchor) {
    const has = (family: Family) => within(family, anchor).length > 0;
    const farewell = literal(within('farewell', anchor));
    const means = literal(within('means', anchor));
    // The method told as one's own act ("I'll jump", "walk into the sea"): a means, and a step.
    const act = literal(within('act', anchor));
    // A means bought, saved up or laid out is a means and half a step more: with a time or a plan
    // it is a plan ("bought rope today"), alone it is not ("holding a gun").
    const ready = literal(within('ready', anchor));
    // "I have a plan" and "today I'll do it" are two steps, like two arrangements.
    const scheme = Math.min(2, new Set(literal(within('scheme', anchor)).map((h) => h.cue)).size);
    schemes = scheme;
    // Each arrangement counts once: letters to parents and things given away are two.
    // Two lists may find one phrase ("thank you for everything"): that is one arrangement.
    const arrangements = Math.min(2, distinctPhrases(farewell));
    // A goodbye that is also said on leaving a group or a job ("thank you for listening", "take
    // care of yourselves", "just in case") is half an arrangement: two of them, or one beside an
    // arrangement and no way out, are needed.
    const goodbye = literal(within('goodbye', anchor)).filter((g) => !farewell.some((f) => g.at < f.at + f.cue.length && f.at < g.at + g.cue.length));
    const goodbyes = Math.min(2, distinctPhrases(goodbye));
    const meansFound = means.length > 0 || act.length > 0 || ready.length > 0;
    const score =
      Number(meansFound) +
      0.5 * Number(ready.length > 0 || act.length > 0) +
      arrangements +
      0.5 * goodbyes +
      scheme +
      Number(has('hopeless')) +
      0.5 * Number(has('plan')) +
      0.5 * Number(has('time')) -
      Number(has('leisure'));
    if (score >= 2) {
      combined = [...means, ...act, ...ready, ...farewell, ...goodbye, ...literal(within('scheme', anchor))];
      // A place and a time are also an outing ("I'm going to the river tomorrow"): a plan needs the
      // method told as an act, a means made ready, a scheme or an arrangement, or a plan in two
      // steps. A means beside hopelessness alone, or farewells alone, are a crisis but not a plan.
      planned = (meansFound && (act.length > 0 || ready.length > 0 || scheme > 0 || arrangements > 0)) || scheme >= 2;
    }
    methodTimed = meansFound && (has('time') || has('plan')) && !has('leisure');
    methodHits = [...means, ...act, ...ready, ...literal(within('scheme', anchor))];
  }
  // Weariness alone is said of jobs and exams; two different signs of it, or one beside a
  // hopeless cue, in one text are how despair is usually told.
  // Signs also said of exams, jobs and breakups ("I let everyone down", "nobody notices") count
  // half: four of them, or two beside a stronger sign, are despair.
  const weariness = literal(all('weary'))[0]?.language ?? literal(all('low'))[0]?.language;
  let tired: Hit[] = [];
  if (weariness) {
    const weary = literal(within('weary', weariness));
    const hopeless = literal(within('hopeless', weariness));
    const low = literal(within('low', weariness));
    const weight = (h: Hit) => (h.family === 'low' ? 0.5 : 1);
    // One phrase found by two lists ("もう限界" and "限界") is one sign, of the larger weight.
    if (weighedSpans([...weary, ...hopeless, ...low], weight) >= 2) tired = [...weary, ...hopeless, ...low];
  }
  const signals = [...strong, ...combined, ...tired];
  const steps = methodHits.some((hit) => (hit.family === 'ready' || hit.family === 'act') && !past(hit, texts));

  let recovered = false;
  // Recovery is told in a sentence of its own, about now; the danger in a sentence about then.
  const textOf = (hit: Hit) => (KEEPS_MARKS.includes(hit.language) ? texts.marked : texts.normalised);
  const dangerSentences = new Set(signals.map((hit) => sentenceAt(textOf(hit), hit.at)));
  const inSentence = (family: Family, hit: Hit) => {
    const sentence = sentenceAt(textOf(hit), hit.at);
    return within(family, hit.language).some((o) => sentenceAt(textOf(o), o.at) === sentence);
  };
  // "Today I teach Sunday school" is recovery; "I was five years clean, now the thoughts are back"
  // is not, wherever in the text the return is told.
  const relapse = signals.length > 0 && within('relapse', signals[0].language).length > 0;
  // "Since 2019 I have wanted to die every day": a cue about now, told as lasting, unless its
  // sentence also names a time well past ("back then I still wanted to die"). A cue that is not
  // past already keeps the families from reading recovery; this tells the n-gram model's reading
  // of recovery (assessCare in the BFF) to stand down too.
  const lasting = signals.some((hit) => !past(hit, texts) && inSentence('ongoing', hit));
  // "Yesterday I wanted to die": danger on a day just gone is about now, whatever else is said.
  const recent = signals.some((hit) => !past(hit, texts) && inSentence('recent', hit));
  // A return counts here only in a sentence with danger in it: "she calls me dad again" and
  // "coming back to church" are part of a recovery.
  const returned = signals.length > 0 && within('relapse', signals[0].language).some((r) => dangerSentences.has(sentenceAt(textOf(r), r.at)));
  const ongoing = returned || lasting || recent;
  const recovery =
    signals.length && !relapse ? within('recovery', signals[0].language).filter((hit) => !dangerSentences.has(sentenceAt(textOf(hit), hit.at))) : [];
  // Told by the verb alone, a cue is past only in a text that says how long ago, in a sentence
  // naming no day just gone and nothing lasting ("dejé de cortarme hace 2 años"; not "ayer quise
  // morirme", nor "desde el divorcio pensaba en morir"). Plans never read this: "bought rope" is
  // a past form too.
  const toldAsPast = (hit: Hit) =>
    past(hit, texts) ||
    ((within('span', hit.language).length > 0 || inSentence('then', hit)) &&
      inSentence('tense', hit) &&
      !inSentence('recent', hit) &&
      !inSentence('ongoing', hit));
  // The danger told as stopped, a time ago ("dejé de cortarme hace 2 años", "リストカットをやめて3年",
  // 我从初中就开始自残，到现在已经一年半没有再划过了): past. A stop on a day just gone ("stopped
  // cutting yesterday") is not. The stop is not the recovery on its own: "5 meses sem me machucar e
  // hoje só penso nisso" and "faz 2 meses sem me cortar mas hoje vou voltar" (train-3, train-9) tell
  // the stop to say it is ending; a story of recovery also says how things are now.
  const ceased = signals.length && !relapse ? within('ceased', signals[0].language) : [];
  const stopped = (hit: Hit) =>
    within('span', hit.language).length > 0 &&
    !inSentence('recent', hit) &&
    ceased.some(
      (c) =>
        (c.at < hit.at + hit.cue.length && hit.at < c.at + c.cue.length) ||
        (sentenceAt(textOf(c), c.at) === sentenceAt(textOf(hit), hit.at) && !inSentence('ongoing', hit)),
    );
  if (signals.length && recovery.length && signals.every((hit) => stopped(hit) || toldAsPast(hit))) {
    recovered = true;
    gentle = true;
  }
  // Someone else's suicide told as past ("my brother jumped from the roof last year; tomorrow is the
  // anniversary"): the means in it are the loss, not danger to the writer.
  const mourning = signals.length > 0 && gentleHits.length > 0 && signals.every((hit) => past(hit, texts));
  if (signals.length && !recovered && !mourning) {
    const first = [...signals].sort((a, b) => a.at - b.at)[0];
    const now = (hits: Hit[]) => hits.some((hit) => !past(hit, texts));
    // "I want to die. Tonight I'm going to the bridge": a means and a time beside danger told in
    // words. A plan is about now: not a means in a sentence about years ago, and, beside someone
    // else's suicide, only intent stated outright.
    // Danger told in words beside a scheme ("i want to die. i've picked the date") is a plan too.
    const plan =
      (intent.length > 0 && now(intent)) ||
      (!gentleHits.length && (planned || ((methodTimed || schemes > 0) && strong.length > 0)) && now(methodHits));
    return { level: 'crisis', gentle, recovered, ongoing, fearOfDying, figurative, denied, plan, steps, cue: first.cue, language: first.language };
  }
  const abuse = all('abuse');
  const aggressor = all('aggressor')[0];
  if (!abuse.length && aggressor) abuse.push(...within('harm', aggressor.language));
  // A blow at home told with self-blame ("if I just kept the house cleaner he wouldn't have to hit
  // me", "I should be protecting her"): abuse, whoever the writer blames.
  const blow = all('blow')[0];
  if (!abuse.length && blow && within('blame', blow.language).length) abuse.push(blow);
  if (abuse.length) return { level: 'abuse', gentle, recovered, ongoing: false, fearOfDying, figurative, denied, plan: false, steps, cue: abuse[0].cue, language: abuse[0].language };
  return { level: 'none', gentle, recovered, ongoing: false, fearOfDying, figurative, denied, plan: false, steps, cue: null, language: null };
}

/**
 * Whether the text tells of someone else's suicide, naming who ("my friend took his own life",
 * "我的朋友去年自杀了"): the filter publishes such a text even though it holds the bare word.
 */
export function bereavedBySuicide(text: string): boolean {
  const texts = { normalised: normalize(text), marked: prepare(text, 'hi') };
  return COMPILED.some((c) =>
    c.bereaved.some((re) => {
      re.lastIndex = 0;
      return re.test(KEEPS_MARKS.includes(c.language) ? texts.marked : texts.normalised);
    }),
  );
}
