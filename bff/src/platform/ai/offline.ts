import type { GrammarPreviewMode, GrammarPreviewResult, GuidanceCare } from '@flow/contracts';
import { assessDistress, bereavedBySuicide, LEXICON as SAFETY_LEXICON, normalize, type DistressAssessment } from '@flow/safety';
import { translationForLanguage, type ScriptureLibrary } from '@flow/scripture';
import { localizeReference } from './books';
import { CARE_MODELS, modelCare, modelSeesGuilt, modelSeesPlan, modelSeesRecovery, modelSureOfCrisis, type CareModels } from './distress-model';
import { ABSENCE, AMBIGUOUS, FAMILY_REMORSE, GOOD_NEWS, MORE_STEMS, RESTFUL_SOLITUDE, SELF_BLAME, WRONGDOING } from './context';
import type { GrammarCorrector } from './grammar';
import { detectLanguage, LANGUAGES, type Language } from './language';
import { TEXTS } from './texts';
import { CRISIS_VERSES, EMOTION_OF, LEXICON, STRONG_GRATITUDE, THEME_VERSES, THEMES, type Theme, type ThemeOrGeneral } from './themes';
import type { AiEngine, Guidance, GuidanceRequest } from './types';

/** Languages written without spaces between words (or with particles glued on): match anywhere. */
const SUBSTRING_LANGUAGES: Language[] = ['zh-CN', 'ja', 'ko', 'hi'];

/** The curated stems with the ones `context.ts` adds. */
const STEMS: Record<Theme, Record<Language, string[]>> = Object.fromEntries(
  THEMES.map((theme) => [
    theme,
    Object.fromEntries(LANGUAGES.map((l) => [l, [...LEXICON[theme][l], ...(MORE_STEMS[theme]?.[l] ?? []), ...(theme === 'gratitude' ? GOOD_NEWS[l] : [])]])),
  ]),
) as Record<Theme, Record<Language, string[]>>;
const STRONG = new Set([...STRONG_GRATITUDE, ...Object.values(GOOD_NEWS).flat()]);

/** Family and work come up in passing in most requests; they lead only when nothing else does. */
const WEIGHT: Partial<Record<Theme, number>> = { family: 0.6, work: 0.8, gratitude: 0.9 };

/**
 * Words that turn a cue around when they come shortly before it ("I'm not happy anymore",
 * "no estoy feliz", "je ne suis plus heureux", "мне не радостно").
 */
const NEGATORS_BEFORE: Partial<Record<Language, Set<string>>> = {
  // "Should", "deveria", "devrais", "должна": an obligation to be thankful is not thanks.
  // "People tell me to be grateful": someone else's advice, not the writer's thanks.
  en: new Set(['tell', 'tells', 'told', 'telling', 'not', 'no', 'never', "don't", 'dont', "isn't", "wasn't", "aren't", "haven't", "hasn't", "didn't", "doesn't", "won't", 'hardly', "can't", 'cant', 'cannot', "couldn't", 'unable', 'nothing', 'almost', 'nearly', 'should', 'ought', 'supposed']),
  'pt-BR': new Set(['nao', 'nunca', 'nem', 'jamais', 'nada', 'quase', 'deveria', 'devia', 'nenhum', 'nenhuma', 'sem']),
  es: new Set(['no', 'nunca', 'ni', 'jamas', 'tampoco', 'nada', 'casi', 'deberia', 'ningun', 'ninguna', 'ninguno']),
  // "ne" alone says nothing ("je ne peux plus payer le loyer" is about rent): its partner does.
  fr: new Set(['pas', 'jamais', 'plus', 'aucun', 'aucune', 'guere', 'rien', 'failli', 'presque', 'devrais', 'devrait', 'impossible']),
  ru: new Set(['не', 'нет', 'ни', 'никогда', 'нисколько', 'нечему', 'чуть', 'должна', 'должен']),
};
/** Verbs of stopping: a negation before them leaves the cue standing. */
const STOPPING = new Set(['stop', 'help', 'paro', 'parar', 'deixo', 'deixar', 'dejo', 'dejar', 'arrete', 'arreter', 'cesse', 'перестать', 'перестаю', 'прекратить', 'один', 'одна', 'одного', 'одной']);

/**
 * Words that may stand between a negation and what it turns around ("I can't *feel* thankful",
 * "no me *siento* feliz", "je n'arrive pas *à être* reconnaissante"): skipped when looking back.
 */
const FILLERS: Partial<Record<Language, Set<string>>> = {
  en: new Set(['feel', 'feeling', 'felt', 'be', 'been', 'being', 'am', 'is', 'are', 'was', 'really', 'very', 'so', 'that', 'too', 'truly', 'even', 'any', 'much', 'all', 'seem', 'to', 'myself', 'quite', 'particularly', 'genuinely', 'find', 'much', 'anymore']),
  'pt-BR': new Set(['me', 'sinto', 'sentir', 'estou', 'estar', 'ser', 'sou', 'muito', 'tao', 'consigo', 'realmente', 'mais', 'de', 'que', 'ficar', 'fico', 'a', 'o']),
  es: new Set(['me', 'siento', 'sentir', 'sentirme', 'estoy', 'estar', 'ser', 'soy', 'muy', 'tan', 'realmente', 'puedo', 'mas', 'de', 'que', 'logro', 'la', 'el']),
  fr: new Set(['me', 'sens', 'sentir', 'suis', 'etre', 'tres', 'si', 'vraiment', 'arrive', 'a', 'de', 'que', "n'arrive", 'peux', 'parviens', 'du', 'tout']),
  // "Ни за что быть благодарным": "за что" stands between the negation and the thanks.
  ru: new Set(['чувствую', 'себя', 'очень', 'так', 'могу', 'быть', 'совсем', 'по-настоящему', 'я', 'уже', 'давно', 'больше', 'за', 'что', 'получается']),
};
/**
 * Joy the writer wishes for, is told to feel, finds hard to feel or sees in others is not the
 * writer's joy ("I wish I could say I'm blessed", "people keep telling me to count my blessings",
 * "hard to feel joyful", "on me dit « sois reconnaissant »"): matched on the words before a
 * gratitude cue, after accents are folded. A polite wish to thank ("I'd like to thank everyone",
 * "queria agradecer") is thanks, so a wish counts only with saying, being or feeling.
 */
const HEDGED_BEFORE: Partial<Record<Language, RegExp>> = {
  en: /( wish i (was|were|felt|had|could (feel|be|say (that )?i))| if only| (hard|difficult) to (feel|be)| (tell|tells|telling|told) me to| people say| everyone says| supposed to)\b/,
  es: /( (quisiera|quisiese|desearia|me gustaria|ojala)( poder)? (decir que|estar|ser|sentir|sentirme)| (quisiera|desearia|me gustaria|ojala) poder (dar|agradecer)| (ojala|quisiera) (pudiera|pudiese)| me dicen| dicen que| (dificil|cuesta) (sentir|estar|ser))\b/,
  'pt-BR': /( (queria|gostaria|quem dera)( poder| conseguir)? (dizer que|estar|ser|sentir|me sentir)| (queria|gostaria) (poder|conseguir) agradecer| (fala|falam|dizem|diz|mandam) pra eu| dificil (sentir|ficar|estar))\b/,
  fr: /( (j' aimerais|je voudrais|si seulement)( pouvoir| savoir)? (dire que|etre|me sentir|ressentir|eprouver)| (j' aimerais|je voudrais) (pouvoir|savoir) (dire|rendre)| on me dit| (dur|difficile) (de |d' )(etre|me sentir|se sentir|ressentir))/,
  ru: /( (хотела|хотел|хотелось) бы (сказать,? что|быть|чувствовать)| если бы| говорят| (трудно|тяжело) (быть|чувствовать))/,
};
/** Joy the writer says is missing, told after the word: ru "радости нет", "радости давно нет". */
const NEGATED_AFTER: Partial<Record<Language, RegExp>> = {
  // Not "радости нет предела" (joy without limit).
  ru: /^( [а-яё]+)?( больше| давно| совсем| уже| никакой)? нет(?![а-яё])(?! (предела|конца|границ|слов))/u,
};
// "Without" is not a negation of what follows: "un año sin mi papá" is grief.
/** Scripts without spaces: a negation glued just before or after the cue (不开心, 幸せじゃない, 행복하지 않아요, खुश नहीं). */
const NEGATED_CJK: Partial<Record<Language, { before?: RegExp; after?: RegExp }>> = {
  // Fillers may stand between (没真正开心过, 本来应该很开心); "没觉得有什么值得高兴的" reaches further.
  'zh-CN': { before: /((不|没|没有|不再|并不|一点也不|无法|没法|不能|不会|应该)(很|太|真|真正|那么|特别)?|没[^，。\s]{0,6}值得|(很难|难以)(做到)?(常常|一直|总是)?|没有想象中的?(那么)?)$/, after: /^.{0,2}(不起来|不了)/u },
  // "感謝する気持ちにもなれません" (I cannot even feel thankful): the negation comes after a longer phrase.
  // Others' joy and advice are not the writer's: 幸せそう (looks happy), 感謝しなよって (be thankful, they say).
  ja: { after: /^.{0,6}(ない|なく|ません|じゃな|ではな|できな|になれな|すべき|しなきゃ|しなければ|しなよ|って言|そう[でにだな])|^.{0,5}(あんまり|あまり|ほとんど)|^.{0,10}(にもなれ|にはなれ|になれ|が(湧|わ)か|も(湧|わ)か)/u },
  // A wish with "but" (말하고 싶은데), what others tell one to feel (감사하라는데) and what one ought to feel (신나야 하는데) are not joy.
  ko: { before: /(안|못) ?$/, after: /^(이|가|은|는|도)? ?없(어|다|습|네|는)|^.{0,6}(지 ?않|지 ?못|지가 않|지도 |수 ?(가|도)? ?없|기 ?어렵|해야|야 ?하는데|라는데|(가|이)? ?안 ?(돼|되))|^.{0,8}(도|이|가|은|는) ?(안|못) ?(생기|생겨|나|들|와)|^.{0,12}싶은데/u },
  // Hindi written in Latin letters too: "happy nahi hu", "not feeling grateful".
  hi: { before: /(काश[^।]{0,30}|(?<![a-z])(not|nahi|nahin)( feeling| really| very| so)? ?)$/u, after: /^.{0,30}(नहीं|चाहिए)|^ ?(nahi|nahin|nhi)(?![a-z])/u },
};

/**
 * Swearing built from family words ("puta madre", "motherfucking", "fils de pute"): removed before
 * the themes are read, so a curse about cancer is not a post about someone's mother.
 */
const PROFANE_IDIOMS = /(puta madre|hij[oa] de puta|hij[oa]s de puta|filh[oa] da puta|puta que (o )?pariu|fils de pute|nique ta m[eè]re|ta m[eè]re|mother ?fuck\w*|son of a bitch|мать твою|[её]б твою мать|твою мать)/giu;

/**
 * A cue that the next words turn into another sense: fr "seul responsable" (solely responsible),
 * hi "अकेले में प्रार्थना" (praying in private) are not loneliness; ru "потерял работу" is not grief.
 */
const JOB_EN = /^ (job|work|income|house|home|apartment|flat|business|savings|license|licence|keys|phone|wallet|voice|appetite|patience|temper|faith in)/u;
const VOIDED_BY_NEXT: Partial<Record<Language, Record<string, RegExp>>> = {
  // "I lost my job" is work, not a death ("lost my" is a grief cue: "I lost my mum").
  en: {
    'lost my': JOB_EN,
    'loss of': /^ (job|work|income|my job|appetite|sleep|interest|hearing|sight|faith)/u,
    // "Dead tired", "the death of me": a degree, not a death.
    dead: /^ (tired|beat|on my feet|serious|wrong|set on)/u,
    death: /^ of me/u,
  },
  'pt-BR': {
    // Read on a French "morte de fatigue" too, when the French lexicon found nothing.
    morte: /^ de (cansaco|sono|fome|frio|calor|medo|vergonha|rir|tedio|fatigue|rire|faim|froid|peur|honte|ennui)/u,
    'perdi meu': /^ (emprego|trabalho|salario|dinheiro|celular|telefone|carro|apartamento|negocio|sono|apetite)/u,
    'perdi minha': /^ (casa|renda|vaga|carteira|paciencia|fe|voz)/u,
    perda: /^ (de emprego|do emprego|de peso|de sono|de apetite|financeira)/u,
  },
  es: { 'perdi a': /^ (trabajar)/u, perdida: /^ (de (trabajo|empleo|peso|sueno|apetito)|economica)/u },
  fr: {
    seul: /^e?s? (responsable|moyen|fois|chose|a pouvoir|capable)/u,
    // "Morte de fatigue", "mort de rire" (and, read by this lexicon, pt "morta de cansaço"): a degree.
    mort: /^[eao]?s? de (fatigue|rire|faim|froid|chaud|peur|honte|soif|ennui|trouille|cansaco|sono|fome|frio|calor|medo|vergonha|rir|tedio)/u,
    'perdu mon': /^ (travail|boulot|emploi|poste|salaire|argent|logement|appartement|telephone|portefeuille|sommeil|appetit)/u,
    'perdu ma': /^ (maison|place|voix|patience|foi|carte|voiture)/u,
    perte: /^ (d' emploi|de travail|de poids|de sommeil|d' appetit|financiere|de revenus)/u,
  },
  hi: { अकेल: /^े में/u },
  // "Муж потерял работу" is a lost job, not a death.
  ru: {
    потерял: /^а? (работу|работы|место|деньги|ключи|телефон|кошел|сон|аппетит|надежду|вес|голос|документы|паспорт|доверие)/u,
    потеряла: /^ (работу|работы|место|деньги|ключи|телефон|кошел|сон|аппетит|надежду|вес|голос|документы|паспорт|доверие)/u,
  },
};

/**
 * A cue that the words just before turn into a degree: "bored to death"; zh 累死了, 饿死了, 热死了,
 * 逼死了 (tired, hungry, hot "to death"), 当场去世 ("I'd die on the spot"); hi "थक के मर गई", "हँस
 * हँस के मर गई" (dead tired, died laughing).
 */
const VOIDED_BY_PREVIOUS: Partial<Record<Language, Record<string, RegExp>>> = {
  en: { death: / to$/u },
  // "Je stresse à mort", "j'ai flippé à mort": a degree ("to death"), not a death.
  fr: { mort: /(stress|flipp|angoiss|ennui|peur|galer|bosse|rigol|kiff|crev)\S* a$/u },
  'zh-CN': { 死了: /(累|饿|热|冷|困|烦|气|笑|忙|渴|疼|吓|急|闷|聊|熬|逼|穷|丑|美|帅|酸|撑|晒|冻)$/u, 去世: /当场$/u },
  hi: { 'मर गई': /के $/u, 'मर गए': /के $/u },
};

/** Themes whose paragraph would read wrong beside good news. */
const SORROW: Theme[] = ['grief', 'worry', 'fear', 'loneliness', 'heartbreak', 'guilt', 'sickness', 'abuse'];

export interface ThemeAnalysis {
  language: Language;
  theme: ThemeOrGeneral;
  secondary: Theme | null;
  emotion: string;
  scores: Partial<Record<Theme, number>>;
  /** The word or phrase that decided the main theme, as written (logs and evaluation only). */
  cue: string | null;
  /** Why the general reply was preferred over the best-scoring theme, when it was. */
  unsure: 'conflict' | null;
  /** Sorry for not being there for family, with no wrong told: the family reply, by design. */
  remorse?: boolean;
}

/** Accents folded, so "murio" finds "murió" and "nao" finds "não" (people type without them). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

/** French elisions split off ("l'hôpital" → "l' hôpital"), so a stem can start the word after them. */
const elide = (text: string) => text.replace(/(^|\s)([ldjmnstc]|qu)'(?=\p{L})/gu, "$1$2' ");

function normalise(text: string): string {
  return ` ${elide(fold(text.toLowerCase())).replace(/[’`]/g, "'").replace(/[^\p{L}\p{N}'\- ]+/gu, ' ').replace(/\s+/g, ' ').trim()} `;
}

function negatedSpaced(haystack: string, at: number, language: Language): boolean {
  const negators = NEGATORS_BEFORE[language];
  if (!negators) return false;
  const fillers = FILLERS[language];
  const before = haystack.slice(0, at).trim().split(' ').slice(-6);
  while (before.length && fillers?.has(before[before.length - 1])) before.pop();
  const window = before.slice(-2);
  // "I can't stop worrying", "não paro de chorar": the negation is of stopping, not of the cue;
  // "ни один врач" (not a single doctor) still speaks of doctors.
  if (STOPPING.has(window[window.length - 1] ?? '')) return false;
  return window.some((w) => negators.has(w));
}

/** Whether a gratitude cue at `at` is joy wished for, advised or seen in others (`HEDGED_BEFORE`). */
function hedged(haystack: string, at: number, language: Language): boolean {
  const rule = HEDGED_BEFORE[language];
  if (!rule) return false;
  const window = haystack.slice(0, at).split(' ').slice(-9).join(' ');
  return rule.test(` ${window.trim()} `);
}

function negatedGlued(haystack: string, at: number, length: number, language: Language): boolean {
  const rule = NEGATED_CJK[language];
  if (!rule) return false;
  return Boolean(rule.before?.test(haystack.slice(Math.max(0, at - (language === 'hi' ? 40 : 10)), at)) || rule.after?.test(haystack.slice(at + length, at + length + 40)));
}

function scoreIn(
  text: string,
  language: Language,
  written: Language = language,
): { scores: Partial<Record<Theme, number>>; cues: Partial<Record<Theme, string>>; negated: boolean } {
  const spaced = !SUBSTRING_LANGUAGES.includes(language);
  const haystack = spaced ? normalise(text) : text.toLowerCase();
  const scores: Partial<Record<Theme, number>> = {};
  const cues: Partial<Record<Theme, string>> = {};
  let negatedAny = false;
  for (const theme of THEMES) {
    let hits = 0;
    const found: string[] = [];
    for (const stem of STEMS[theme][language]) {
      // "Alone", "nobody", "один": loneliness only where the feeling is told around them.
      const context = AMBIGUOUS[language]?.[stem];
      if (context && !context.test(haystack)) continue;
      const needle = spaced ? ` ${elide(fold(stem.toLowerCase()))}` : stem.toLowerCase();
      let seen = false;
      for (let at = haystack.indexOf(needle); at !== -1 && !seen; at = haystack.indexOf(needle, at + 1)) {
        // Spaced languages: a negated cue of any theme does not count. Elsewhere only joy is
        // checked, because many sorrow cues carry their own negation (眠れない, 잠을 못).
        // `written`: the language the text is in, when another lexicon is tried on it ("não estou feliz").
        if (VOIDED_BY_NEXT[language]?.[stem]?.test(haystack.slice(at + needle.length, at + needle.length + 24))) continue;
        if (VOIDED_BY_PREVIOUS[language]?.[stem]?.test(haystack.slice(Math.max(0, at - 12), at))) continue;
        const negated = spaced
          ? negatedSpaced(haystack, at, language) ||
            negatedSpaced(haystack, at, written) ||
            (theme === 'gratitude' && (hedged(haystack, at, written) || Boolean(NEGATED_AFTER[written]?.test(haystack.slice(at + needle.length, at + needle.length + 60).replace(/^[^ ]*/, '')))))
          : theme === 'gratitude' && negatedGlued(haystack, at, needle.length, language);
        if (!negated) seen = true;
        else negatedAny = true;
      }
      // Compared without accents: "hôpital" and "hopital" are one word.
      if (seen && !found.some((f) => fold(f) === fold(stem))) found.push(stem);
    }
    // One word is one mention: 祖母 (grandmother) also holds 母 (mother).
    for (const stem of found) {
      if (found.some((other) => other !== stem && fold(other).includes(fold(stem)))) continue;
      hits += theme === 'gratitude' && STRONG.has(stem) ? 2.5 : 1;
      cues[theme] ??= stem;
    }
    if (hits) scores[theme] = hits * (WEIGHT[theme] ?? 1);
  }
  return { scores, cues, negated: negatedAny };
}

/** Themes and emotion of a text, in any of the nine languages. Deterministic. */
export function analyse(text: string): ThemeAnalysis {
  const language = detectLanguage(text);
  text = text.replace(PROFANE_IDIOMS, ' ');
  const own = scoreIn(text, language);
  let { scores, cues } = own;
  // A cue the writer negated ("je n'arrive pas à être reconnaissante") means the text was read:
  // other languages' lexicons would only find look-alikes ("moment" → "mom").
  if (!Object.keys(scores).length && !own.negated) {
    // Mixed-language texts: fall back to every lexicon rather than answer "general" too soon.
    for (const other of LANGUAGES) {
      if (other === language) continue;
      const found = scoreIn(text, other, language);
      if (Object.keys(found.scores).length) {
        ({ scores, cues } = found);
        break;
      }
    }
  }
  // A death told is grief: never the family paragraph, never a celebration ("Thank God she did
  // not suffer, but I miss my grandma").
  if (scores.grief) {
    delete scores.gratitude;
    if ((scores.family ?? 0) >= scores.grief) scores.family = scores.grief * 0.9;
  }
  const said = SUBSTRING_LANGUAGES.includes(language) ? text.toLowerCase() : normalise(text);
  const top = Math.max(0, ...Object.values(scores));
  let remorse = false;
  // Solitude chosen as rest is not loneliness ("alone at home, finally some quiet time").
  if (scores.loneliness && RESTFUL_SOLITUDE[language].test(said)) delete scores.loneliness;
  if (scores.guilt && WRONGDOING[language].test(said)) {
    // A wrong the writer did leads, whatever else is named ("J'ai trahi un ami").
    scores.guilt = top + 1;
  } else if (scores.family && FAMILY_REMORSE[language].test(said) && ABSENCE[language].test(said)) {
    remorse = true;
    // Sorry for not being there for family, with no wrong told: the family paragraph, which
    // assumes no fault, rather than the one about forgiveness or work.
    scores.family = top + 1;
  } else if (scores.guilt && SELF_BLAME[language].test(said)) {
    // Blame the writer lays on themselves leads over what it is about ("I keep blaming myself
    // for my parents' divorce" is not their heartbreak).
    scores.guilt = top + 1;
  } else if (scores.guilt && scores.work && scores.guilt <= scores.work) {
    // Shame beside a job ("I took money from the till and I'm ashamed") is about the shame.
    scores.guilt = scores.work + 0.1;
  }
  const ranked = THEMES.filter((t) => scores[t]).sort((a, b) => scores[b]! - scores[a]! || THEMES.indexOf(a) - THEMES.indexOf(b));
  let unsure: ThemeAnalysis['unsure'] = null;
  const [first, second] = ranked;
  // A wrong paragraph hurts more than a general one: joy beside sorrow with neither clearly ahead
  // ("thank you for praying, the scan is on Monday") gets the general reply. A tie between two
  // sorrows (fear and sickness before surgery) is not a conflict: either paragraph fits.
  const sorrow = ranked.filter((t) => SORROW.includes(t));
  if (scores.gratitude && sorrow.length) {
    const strongest = scores[sorrow[0]]!;
    if (strongest < 2 * scores.gratitude && scores.gratitude < 2 * strongest) unsure = 'conflict';
  }
  const theme: ThemeOrGeneral = unsure ? 'general' : (first ?? 'general');
  return {
    language,
    theme,
    secondary: unsure ? null : (second ?? null),
    emotion: EMOTION_OF[theme],
    scores,
    cue: first && !unsure ? (cues[first] ?? null) : null,
    unsure,
    remorse,
  };
}

/** FNV-1a: a stable choice for the same text, spread across the options for different texts. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const pick = <T>(items: readonly T[], seed: number, salt = 0): T => items[(seed + salt) % items.length];

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/**
 * The filter's replacement texts as they read when issue 18 began (masculine in pt-BR, fr, hi and
 * ru; the filter's own are gender-neutral now): items stored with them stay recognisable.
 */
const EARLIER_REPLACEMENTS = [
  'I am going through a difficult time and would be grateful for your prayers and support.',
  'Estou passando por um momento difícil e ficaria grato por suas orações e apoio.',
  'Estoy pasando por un momento difícil y agradecería sus oraciones y su apoyo.',
  'Je traverse une période difficile et je serais reconnaissant de vos prières et de votre soutien.',
  '我正在经历一段艰难的时期，恳请大家为我祷告和支持。',
  '저는 지금 힘든 시간을 보내고 있습니다. 여러분의 기도와 응원을 부탁드립니다.',
  '今つらい時期を過ごしています。皆さんのお祈りと支えをいただけると嬉しいです。',
  'मैं एक कठिन समय से गुज़र रहा हूँ और आपकी प्रार्थनाओं और सहारे के लिए आभारी रहूँगा।',
  'Я переживаю трудное время и буду благодарен за ваши молитвы и поддержку.',
];
const REPLACEMENTS = [...new Set([...Object.values(SAFETY_LEXICON).map((lex) => lex.supportRequest), ...EARLIER_REPLACEMENTS])].map((r) =>
  normalize(r).replace(/[.。।!]+$/u, '').trim(),
);

/**
 * Whether the text is (or contains) the content filter's replacement for a text it would not
 * publish. Those words are not the person's, so they must never decide the reply: "grateful" in
 * the replacement once made the engine celebrate a post about cancer.
 */
export function isFilterReplacement(text: string): boolean {
  const normalised = normalize(text);
  return REPLACEMENTS.some((r) => normalised.includes(r));
}

/**
 * Does `reply` repeat a run of the person's own words (six words, or twelve characters in
 * Chinese and Japanese)? Replies on the public wall never quote the person; shorter runs are
 * common phrases ("thank you so much", ありがとうございます), not quotations.
 */
export function quotesPerson(text: string, reply: string, language: Language = detectLanguage(text)): boolean {
  if (language !== 'zh-CN' && language !== 'ja') {
    const clean = (s: string) => s.toLowerCase().replace(/[’`]/g, "'").replace(/[^\p{L}\p{M}\p{N}']+/gu, ' ').trim();
    const words = clean(text).split(' ');
    const haystack = ` ${clean(reply)} `;
    for (let i = 0; i + 6 <= words.length; i++) {
      if (haystack.includes(` ${words.slice(i, i + 6).join(' ')} `)) return true;
    }
    return false;
  }
  const dense = text.replace(/[\s\p{P}]/gu, '');
  const target = reply.replace(/[\s\p{P}]/gu, '');
  for (let i = 0; i + 12 <= dense.length; i++) if (target.includes(dense.slice(i, i + 12))) return true;
  return false;
}

/** What kind of care a text needs before any theme is looked at. */
export interface CareAssessment {
  care: GuidanceCare | null;
  /** Touches suicide or dying without danger (bereavement, fear before surgery): offer help gently. */
  gentle: boolean;
  /** The text is the filter's replacement, not the person's words. */
  replaced: boolean;
  distress: DistressAssessment;
}

/** `models`: the committed n-gram models unless others are given (cross-validation trains its own). */
export function assessCare(text: string, language: Language, models: CareModels = CARE_MODELS): CareAssessment {
  const replaced = isFilterReplacement(text);
  let distress: DistressAssessment = replaced
    ? { level: 'none', gentle: false, recovered: false, ongoing: false, fearOfDying: false, figurative: false, denied: false, plan: false, steps: false, cue: null, language: null }
    : assessDistress(text, language);
  // A story of recovery told without the families' words for it: answered like one (the lines
  // offered gently). Never a plan, which the families read only when it is about now, and never
  // danger the families read as lasting until now or come back ("since 2019 I have wanted to die
  // every day. Now I work at a café"): the model weighs the words of a life going on, not when.
  if (distress.level === 'crisis' && !distress.plan && !distress.ongoing && modelSeesRecovery(text, models))
    distress = { ...distress, level: 'none', recovered: true, gentle: true };
  let care: GuidanceCare | null = distress.level === 'none' ? null : distress.level;
  // The n-gram models as a second opinion, never over a bereavement, a fear of dying, a story of
  // recovery or a figure of speech the families recognised.
  if (!care && !replaced && !distress.gentle && !distress.figurative) care = modelCare(text, models);
  // A replaced text may have been held for self-harm: the lines are offered, gently.
  return { care, gentle: distress.gentle || replaced, replaced, distress };
}

/**
 * Whether a text is held for review as a plan the word families did not recognise: it gets crisis
 * care and the plan model reads it as a plan. Never a bereavement, a fear of dying, a story of
 * recovery, a figure of speech or the filter's replacement text.
 */
export function heldAsPlan(text: string, models: CareModels = CARE_MODELS): boolean {
  const { care, replaced, distress } = assessCare(text, detectLanguage(text), models);
  if (care !== 'crisis' || replaced || distress.gentle || distress.figurative || distress.recovered) return false;
  if (distress.plan) return true;
  // A crisis only the model read, with a means made ready or the method told as an act that the
  // families found in words ("got the blades out", "hiding my mom's meds"): a plan.
  if (distress.level === 'none' && distress.steps) return true;
  // Otherwise such a crisis is held only when the model is surer than the reply needs.
  if (distress.level === 'none' && !modelSureOfCrisis(text, models)) return false;
  return modelSeesPlan(text, models);
}

/**
 * The engine that needs no network: a distress tier first (crisis and abuse get their own
 * answers), then the theme and emotion of what someone wrote, a fitting verse from curated
 * passages in the bundled text, and guidance in the writer's language. It never quotes the person
 * and never answers words they did not write.
 */
export class OfflineEngine implements AiEngine {
  readonly name = 'offline';

  constructor(
    private readonly library: ScriptureLibrary,
    private readonly grammarFixer: GrammarCorrector,
    private readonly models: CareModels = CARE_MODELS,
  ) {}

  async guidance(request: GuidanceRequest): Promise<Guidance> {
    return this.guide(request);
  }

  private verse(candidates: readonly string[], seed: number, language: Language) {
    const translation = translationForLanguage(language);
    let passage = null;
    for (let i = 0; i < candidates.length && !passage; i++) passage = this.library.passage(pick(candidates, seed, i), translation);
    return passage ?? this.library.passage('1 Peter 5:7', translation)!;
  }

  /** Synchronous core, for the evaluation script and tests. */
  guide(request: GuidanceRequest): Guidance {
    const language = detectLanguage(request.text);
    const assessed = assessCare(request.text, language, this.models);
    const { gentle, replaced } = assessed;
    let care = assessed.care;
    // The replacement says nothing about the person: no theme is read into it.
    const analysis: ThemeAnalysis = replaced
      ? { language, theme: 'general', secondary: null, emotion: EMOTION_OF.general, scores: {}, cue: null, unsure: null }
      : analyse(request.text);
    const seed = hash(request.seed ?? request.text.trim());
    const t = TEXTS[language];
    const joiner = language === 'zh-CN' || language === 'ja' ? '' : ' ';

    let theme: ThemeOrGeneral = analysis.theme;
    const { distress } = assessed;
    // "I wanted to die last year, today I'm thankful to be alive": the present is the reply's theme.
    if (!care && distress.recovered && !replaced && scoreIn(request.text, language).scores.gratitude) theme = 'gratitude';
    // Fear of dying before surgery is fear, not a death (grief) or only an illness.
    else if (!care && distress.fearOfDying && theme !== 'gratitude') theme = 'fear';
    // Someone else's suicide is a loss, whoever it was: grief, not the family paragraph.
    else if (!care && !replaced && (theme === 'family' || theme === 'general' || theme === 'direction') && bereavedBySuicide(request.text)) theme = 'grief';
    // A wrong the writer did is told as what happened (money taken from a wallet, a
    // promise broken again) more often than with the word guilt: the guilt model reads the whole.
    // Not over a loss, nor over a theme the text names twice in its own words ("my husband cheated,
    // the betrayal is unbearable" is heartbreak: the model cannot tell who did the wrong), nor over
    // remorse for not visiting with no wrong told, which the family reply answers without fault.
    else if (
      !care &&
      !replaced &&
      !gentle &&
      !distress.figurative &&
      theme !== 'guilt' &&
      theme !== 'grief' &&
      !analysis.remorse &&
      (analysis.scores[theme as Theme] ?? 0) < 2 &&
      modelSeesGuilt(request.text, this.models)
    )
      theme = 'guilt';
    let emotion = EMOTION_OF[theme];
    let parts: string[];
    let passage;
    if (care === 'crisis') {
      theme = 'general';
      emotion = 'distress';
      passage = this.verse(CRISIS_VERSES, seed, language);
      parts = [pick(t.crisis, seed >>> 3), fill(pick(t.verse, seed >>> 5), { reference: localizeReference(passage.reference, language) })];
    } else {
      if (care === 'abuse') theme = 'abuse';
      // Named without a cue the tier knows ("domestic violence"): the same signposting and care.
      if (theme === 'abuse') care = 'abuse';
      emotion = EMOTION_OF[theme];
      passage = this.verse(THEME_VERSES[theme], seed, language);
      parts = [pick(t.open, seed >>> 1), pick(t.theme[theme], seed >>> 3)];
      // Abuse: nothing about "your family" that could read as a reason to stay.
      if (analysis.secondary && theme !== 'abuse' && analysis.secondary !== theme) parts.push(fill(t.second, { second: t.noun[analysis.secondary] }));
      parts.push(fill(pick(t.verse, seed >>> 5), { reference: localizeReference(passage.reference, language) }));
      if (gentle) parts.push(t.gentle);
      parts.push(pick(t.close[request.kind], seed >>> 7));
    }

    return {
      source: passage.source,
      verse: passage.text,
      reference: passage.reference,
      guidance: parts.join(joiner),
      theme,
      emotion,
      language,
      engine: this.name,
      care,
    };
  }

  async grammar(text: string, mode: GrammarPreviewMode): Promise<GrammarPreviewResult> {
    return this.grammarFixer.correct(text, mode);
  }
}
