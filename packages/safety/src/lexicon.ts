/**
 * Word lists of the content filter, one entry per interface language.
 *
 * - `selfHarm`: phrases that mean the writer may be in danger. Matched after normalisation
 *   (lower case, accents removed), so list them without accents.
 * - `selfHarmTopic`: the bare words for suicide. On their own they count as self-harm ("suicide
 *   keeps crossing my mind"), unless the text also reads as a bereavement (`bereavement`: "my
 *   brother died by suicide"), which is published and answered with care instead.
 * - `profanity`: strong words; the whole text is replaced by `supportRequest`.
 * - `mild`: words softened in place (`from` → `to`).
 * - `supportRequest`: the generic request for support that replaces a text.
 *
 * "Hell" is deliberately absent: on a faith community it is usually theology, not swearing.
 *
 * A trailing `*` marks a stem (matches any ending: "suicid*" → suicide, suicidal). Words in
 * scripts written without spaces (Chinese, Japanese) match anywhere; the others match whole
 * words only, so "hell" never fires inside "hello".
 */
export interface Lexicon {
  selfHarm: string[];
  selfHarmTopic: string[];
  bereavement: string[];
  profanity: string[];
  mild: Array<[from: string, to: string]>;
  supportRequest: string;
}

export const LANGUAGES = ['en', 'pt-BR', 'es', 'fr', 'zh-CN', 'ko', 'ja', 'hi', 'ru'] as const;
export type SafetyLanguage = (typeof LANGUAGES)[number];

export const LEXICON: Record<SafetyLanguage, Lexicon> = {
  en: {
    selfHarm: [
      'kill myself',
      'killing myself',
      'end my life',
      'ending my life',
      'take my own life',
      // Not bare "suicide": "my brother died by suicide" is bereavement, not danger to the writer.
      'suicidal',
      'commit suicide',
      'thinking about suicide',
      'thoughts of suicide',
      // With the "I": "I don't want to die" (fear before surgery) must not be held.
      'i want to die',
      'i just want to die',
      'i wanna die',
      'better off dead',
      'hurt myself',
      'hurting myself',
      'harm myself',
      'self harm',
      'self-harm',
      'cut myself',
      'cutting myself',
      'no reason to live',
      'dont want to live',
      "don't want to live",
      'do not want to live', 'end it all', 'ending it all', 'take my life', 'hang myself', 'suicide note', 'overdose on purpose',
    ],
    selfHarmTopic: ["suicid*"],
    bereavement: ["died by suicide", "died of suicide", "death by suicide", "lost to suicide", "to suicide", "by suicide", "committed suicide", "suicide of my", "his suicide", "her suicide", "their suicide", "suicide loss", "killed himself", "killed herself", "took his own life", "took her own life", "took their own life"],
    profanity: ['fuck*', 'motherfuck*', 'shit', 'shitty', 'bullshit', 'bitch*', 'asshole*', 'bastard*', 'cunt*', 'dickhead*'],
    mild: [
      ['damn', 'darn'],
      ['dammit', 'darn it'],
      ['goddamn', 'gosh darn'],
      ['crap', 'crud'],
      ['crappy', 'lousy'],
      ['pissed', 'upset'],
      ['sucks', 'is hard'],
    ],
    supportRequest: 'I am going through a difficult time and would be grateful for your prayers and support.',
  },
  'pt-BR': {
    selfHarm: [
      'me matar',
      'me suicidar',
      'penso em suicidio',
      'pensando em suicidio',
      'pensamentos suicidas',
      'eu quero morrer',
      'so quero morrer',
      'tirar minha vida',
      'tirar a minha vida',
      'acabar com minha vida',
      'acabar com a minha vida',
      'me machucar',
      'me cortar',
      'automutila*',
      'nao quero mais viver',
      'sem razao para viver', 'tirar minha propria vida', 'tirar a minha propria vida', 'me enforcar', 'me jogar da ponte', 'me jogar na frente',
    ],
    selfHarmTopic: ["suicid*"],
    bereavement: ["se suicidou", "cometeu suicidio", "morreu por suicidio", "suicidio do meu", "suicidio da minha", "suicidio dele", "suicidio dela", "tirou a propria vida", "tirou a vida", "pro suicidio", "para o suicidio", "por suicidio", "pelo suicidio"],
    profanity: ['porra', 'caralho', 'foda*', 'fode*', 'puta', 'puto', 'cacete', 'buceta', 'viado', 'arrombad*'],
    mild: [
      ['merda', 'droga'],
    ],
    supportRequest: 'Estou passando por um momento difícil e peço suas orações e seu apoio.',
  },
  es: {
    selfHarm: [
      'matarme',
      'suicidarme',
      'pienso en suicidarme',
      'pensamientos suicidas',
      'yo quiero morir',
      'solo quiero morir',
      'me quiero morir',
      'quiero morirme ya',
      'quitarme la vida',
      'acabar con mi vida',
      'hacerme dano',
      'cortarme',
      'autolesion*',
      'no quiero vivir',
      'no tengo razon para vivir', 'ahorcarme', 'me quiero matar', 'me voy a matar', 'me quiero quitar la vida', 'me voy a quitar la vida', 'terminar con mi vida', 'tirarme del puente', 'tirarme de un puente',
    ],
    selfHarmTopic: ["suicid*"],
    bereavement: ["se suicido", "cometio suicidio", "murio por suicidio", "suicidio de mi", "su suicidio", "se quito la vida", "por suicidio", "al suicidio"],
    profanity: ['joder', 'jodid*', 'puta', 'puto', 'cono', 'cabron*', 'gilipollas', 'hijo de puta', 'pendej*', 'chingad*'],
    mild: [
      ['mierda', 'porquería'],
      ['maldita sea', 'caramba'],
      ['maldito', 'dichoso'],
      ['carajo', 'caramba'],
    ],
    supportRequest: 'Estoy pasando por un momento difícil y agradecería sus oraciones y su apoyo.',
  },
  fr: {
    selfHarm: [
      'me suicider',
      'pensees suicidaires',
      'me tuer',
      "j'ai envie de mourir",
      'je veux mourir',
      'mettre fin a mes jours',
      'en finir avec la vie',
      'me faire du mal',
      'me scarifier',
      'automutilation',
      'plus envie de vivre', 'me pendre', 'mettre fin a ma vie', 'je veux en finir', 'me jeter sous',
    ],
    selfHarmTopic: ["suicid*"],
    bereavement: ["s'est suicide", "s'est suicidee", "mort par suicide", "morte par suicide", "suicide de mon", "suicide de ma", "son suicide", "s'est donne la mort", "par suicide", "au suicide"],
    profanity: ['putain', 'connard*', 'connasse', 'salope*', 'encule*', 'nique*', 'batard*', 'bordel de merde'],
    mild: [
      ['merde', 'mince'],
      ['bordel', 'pagaille'],
      ['zut alors', 'zut'],
      ['chiant', 'pénible'],
    ],
    supportRequest: 'Je traverse une période difficile ; merci de prier pour moi et de me soutenir.',
  },
  'zh-CN': {
    selfHarm: ['想自杀', '我想死', '真想死', '好想死', '不想活', '结束生命', '结束自己的生命', '割腕', '自残', '伤害自己', '活不下去', '结束我的生命', '自我了断', '轻生', '上吊'],
    selfHarmTopic: ["自杀"],
    bereavement: ["自杀身亡", "自杀去世", "死于自杀", "自杀离世", "自杀走了"],
    // "|妈的": only as a curse of its own, not inside "我妈妈的" or "我妈的" (my mum's).
    profanity: ['他妈的', '操你', '傻逼', '|妈的', '王八蛋', '混蛋', '贱人'],
    mild: [
      ['该死', '糟糕'],
      ['见鬼', '天哪'],
    ],
    supportRequest: '我正在经历一段艰难的时期，恳请大家为我祷告和支持。',
  },
  ko: {
    selfHarm: ['자살하고 싶', '자살할', '죽고 싶어', '죽고 싶다', '죽고싶어', '죽고싶다', '자해', '목숨을 끊', '살고 싶지 않', '살기 싫', '손목을 긋', '죽을 방법', '생을 마감', '스스로 목숨', '목을 맬', '목을 매겠', '목을 매고 싶'],
    selfHarmTopic: ["자살"],
    bereavement: ["자살로 세상을", "자살로 잃", "자살로 떠나", "자살로 돌아가", "자살했"],
    profanity: ['씨발*', '시발*', '개새끼*', '병신*', '좆*', '지랄*', '미친놈*', '미친년*'],
    mild: [
      ['젠장', '이런'],
      ['제기랄', '아이고'],
      ['빌어먹을', '속상한'],
    ],
    supportRequest: '저는 지금 힘든 시간을 보내고 있습니다. 여러분의 기도와 응원을 부탁드립니다.',
  },
  ja: {
    selfHarm: ['自殺したい', '自殺しよう', '死にたい', '消えたい', '自傷', 'リストカット', '命を絶ち', '命を絶つ', '生きていたくない', '生きたくない', '死のう', '首を吊'],
    selfHarmTopic: ["自殺"],
    bereavement: ["自殺で亡く", "自殺で失", "自殺した", "自殺して亡"],
    profanity: ['くそったれ', 'クソ野郎', 'ぶっ殺', '死ね', 'ちくしょう', '畜生'],
    mild: [
      ['くそ', 'もう'],
      ['クソ', 'もう'],
      ['最悪', '大変'],
      ['うざい', 'つらい'],
    ],
    supportRequest: '今つらい時期を過ごしています。皆さんのお祈りと支えをいただけると嬉しいです。',
  },
  hi: {
    // Matching drops Hindi vowel signs, so "कर लूं" (let me do it) would also match "कर ली" (did
    // it: bereavement); the distress tier, which keeps them, catches those phrases instead.
    selfHarm: ['आत्महत्या के बारे में सोच*', 'आत्महत्या करना चाह*', 'खुदकुशी करना चाह*', 'मरना चाहता', 'मरना चाहती', 'खुद को मार', 'जीना नहीं चाहता', 'जीना नहीं चाहती', 'खुद को नुकसान', 'अपनी जान ले*', 'अपनी जान दे*', 'खुद को खत्म*', 'फांसी लगा*', 'फाँसी लगा*', 'ज़हर खा*', 'जहर खा*'],
    selfHarmTopic: [],
    bereavement: [],
    profanity: ['चूतिया', 'मादरचोद', 'भेनचोद', 'बहनचोद', 'हरामी', 'कमीना', 'कमीनी', 'गांडू', 'रंडी'],
    mild: [
      ['कमबख्त', 'बेचारा'],
      ['लानत', 'अफ़सोस'],
      ['बकवास', 'बेकार बात'],
    ],
    supportRequest: 'मेरे लिए यह समय कठिन है। कृपया मेरे लिए प्रार्थना करें और मेरा साथ दें।',
  },
  ru: {
    selfHarm: [
      'мысли о самоубийстве',
      'думаю о самоубийстве',
      'суицидальн*',
      'убить себя',
      'убью себя',
      'покончить с собой',
      'покончу с собой',
      'я хочу умереть',
      'просто хочу умереть',
      'не хочу жить',
      'навредить себе',
      'порезать себя',
      'режу себя',
      'самоповрежд*', 'покончить с жизнью', 'свести счеты с жизнью', 'наложить на себя руки', 'повеситься', 'повешусь',
    ],
    selfHarmTopic: ["самоубийств*", "суицид*"],
    bereavement: ["покончил с собой", "покончила с собой", "покончили с собой", "самоубийства брата", "самоубийства сестры", "самоубийства мужа", "самоубийства жены", "самоубийства сына", "самоубийства дочери", "самоубийства отца", "совершил самоубийство", "совершила самоубийство", "самоубийства матери", "самоубийства друга", "погиб", "погибла"],
    profanity: ['блять', 'бля', 'блядь', 'сука', 'хуй*', 'хуе*', 'пизд*', 'ебать', 'ебан*', 'мудак*', 'долбоеб*'],
    mild: [
      ['черт', 'ох'],
      ['чёрт', 'ох'],
      ['черт возьми', 'ох'],
      ['чёрт возьми', 'ох'],
      ['проклятый', 'несчастный'],
      ['дерьмо', 'ерунда'],
      ['фигня', 'ерунда'],
    ],
    supportRequest: 'У меня сейчас трудное время. Прошу ваших молитв и поддержки.',
  },
};
