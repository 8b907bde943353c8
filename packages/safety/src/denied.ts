import type { SafetyLanguage } from './lexicon';

/**
 * A danger cue denied in passing, to say what the trouble is instead: "I don't want to disappear, I
 * just want a holiday", "no quiero acabar con mi vida, quiero acabar la tesis", 不是活不下去了哈，只是
 * 房租涨了, 消えたいとかは思わない。ただ…, 살기 싫은 건 아닌데 그냥…, "jeena nahi chahti aisa nahi hai,
 * bas…". Two things together, read on the normalised text around the cue:
 *
 * - a negation governing the cue (before it, through at most three words of its clause, in the
 *   Latin and Cyrillic scripts, Chinese and Hindi; after it in Japanese, Korean and Hindi), or the
 *   cue asked and answered "no" ("Покончить с собой? Нет, …"); never a negation of knowing or
 *   telling ("I don't know why I want to die", "no sé por qué quiero morirme", "nobody knows I
 *   want to die" stay danger);
 * - a turn to what the writer does want or feel, just after ("just", "solo", "só", "juste",
 *   "просто", 只是, 그냥, ただ, "bas", or laughter).
 *
 * A negation alone is not enough: "ya no aguanto más", "I don't see the point of living", "je veux
 * plus exister" carry theirs inside the danger. Cues whose own words hold the negation ("I don't
 * want to live", 不想活) are matched with it, so the negation before them is a second one ("没有不想活",
 * "no es que no quiera vivir"): that is a denial too.
 */
export interface DenialShape {
  /** A negation ending right before the cue (the text before the cue is tested). */
  before: RegExp;
  /** A negation starting right after the cue (the text after the cue is tested). */
  after: RegExp;
  /** Verbs of knowing, telling or stopping: a negation of these leaves the danger as it is. */
  knowing: RegExp;
  /** The turn to what the writer does want or feel, within a few words after the cue. */
  turn: RegExp;
}

const NEVER = /$^/;
/** Laughter and the emoji people use with it, in any language. */
const LAUGH = '(😂|🤣|😅|😩|😆)';

/** A negation, then up to three words of its own clause, then the cue. */
const governs = (negation: string, fillers: string, letter: string) =>
  new RegExp(`(?<!${letter})(${negation})(?: (?:${fillers})){0,3} ?$`, 'u');

export const DENIAL_SHAPE: Record<SafetyLanguage, DenialShape> = {
  en: {
    before: governs(
      "not|never|don'?t|do not|didn'?t|won'?t|wouldn'?t|isn'?t|ain'?t|no",
      "i|i'?m|im|i'?d|am|to|going|gonna|want|wanna|planning|thinking|think|about|of|like|that|it'?s|its|really|even|ever|at|all|any|feel|feeling|have|had|been|do|will|would|wish|intend|plan|trying|thoughts?|intention|desire|urge",
      '[a-z]',
    ),
    after: /^[^.!?]{0,12}\? ?(no|nope|nah)(?![a-z]| idea| clue)/,
    knowing: /(know|understand|why|care|remember|if|whether|tell|admit|say|sure|promise|swear|guarantee|stop)/,
    turn: new RegExp(`(?<![a-z])(just|only|simply|i want|i need|lol|haha)(?![a-z])|${LAUGH}`, 'u'),
  },
  'pt-BR': {
    before: governs('nao|nunca|jamais|nem', 'me|que|quero|queira|penso|pensei|vou|em|e|to|tou|estou|tenho|vontade|de|nada|pra|para|quis|eu|nenhuma|ideia|planejo', '[a-z]'),
    after: /^[^.!?]{0,12}\? ?(nao|nada disso)(?![a-z])/,
    knowing: /(sei|entendo|por que|importa|digo|dizer|consigo|paro)/,
    turn: new RegExp(`(?<![a-z])(so|apenas|quero|kkk+|haha)(?![a-z])|${LAUGH}`, 'u'),
  },
  es: {
    before: governs('no|nunca|jamas|ni', 'me|te|se|lo|que|quiero|quiera|pienso|voy|a|en|es|estoy|tengo|ganas|de|nada|he|querido|tampoco|para|yo|planeo', '[a-z]'),
    after: /^[^.!?]{0,12}\? ?(no|nada de eso)(?![a-z])/,
    knowing: /(se|entiendo|por que|importa|digo|decir|puedo|dejo)/,
    turn: new RegExp(`(?<![a-z])(solo|nomas|quiero|jaja+)(?![a-z])|${LAUGH}`, 'u'),
  },
  fr: {
    // Not "ne" alone: "je ne veux plus exister" is danger.
    before: governs('pas|jamais', "je|j'|me|m'|a|de|d'|envie|du|tout|compte|veux|pense|vais|l'|en|la|moi|du tout", '[a-z]'),
    after: /^[^.!?]{0,12}\? ?(non|pas du tout)(?![a-z])/,
    knowing: /(sais|comprends|pourquoi|dire|arrive|arreter)/,
    turn: new RegExp(`(?<![a-z])(juste|seulement|je veux|mdr|lol)(?![a-z])|${LAUGH}`, 'u'),
  },
  ru: {
    before: governs('не|никогда|ни', 'я|хочу|думаю|собираюсь|буду|то|чтобы|о|об|что|себя|стану|планирую|хотела|хотел|думала|думал', '[а-я]'),
    after: /^[^.!?]{0,12}\? ?(нет(?![а-я])|не(?=,))/,
    knowing: /(знаю|понимаю|почему|сказать|могу|перестать)/,
    turn: new RegExp(`(?<![а-я])(просто|только|хочу|хаха)(?![а-я])|${LAUGH}`, 'u'),
  },
  'zh-CN': {
    // Not 是不是 ("whether I want to"), a question.
    before: /((?<!是)不是|没有|没|并不|不会|别|哪有|谈不上)(要|想|打算|在|说)?$/,
    after: /^.{0,3}(？|\?)?(那倒不至于|不至于|没有没有)|^[^。！？.!]{0,6}[？?] ?没有/,
    knowing: NEVER,
    turn: new RegExp(`(只是|就是|只想|哈哈)|${LAUGH}`, 'u'),
  },
  ko: {
    before: NEVER,
    after: /^(은|는|다는|단)? ?(건|게|것도|것은|지는|진|거나| 같은 (건|거)| 생각은)? ?(절대 |전혀 |한 번도 )?(아니|않|안 해(요)?(?=[.,!? ]|$)|해 ?본 적 ?(도 )?없|(마음|생각)[은이]? (전혀 )?없)/,
    knowing: NEVER,
    turn: new RegExp(`(그냥|다만|ㅋㅋ)|${LAUGH}`, 'u'),
  },
  ja: {
    // Normalised Japanese has lost its voicing marks: じゃない is しゃない, まで is まて, だけ is たけ.
    before: NEVER,
    after: /^(とは|とか|とかは|たりは|とまては|なんて|わけ|のか|とかそういうの)?[はも]?(思わ|思って(い)?な|思ってませ|思ったことはな|てはな|てはありませ|しゃな|しな|しませ|してませ|全くな|全然な)/,
    knowing: NEVER,
    turn: new RegExp(`(たた|たけ|笑)|${LAUGH}`, 'u'),
  },
  hi: {
    // Hindi puts the negation after the verb ("खुद को नुकसान नहीं पहुँचाऊँगी"); never कभी alone,
    // which is also "sometimes" (कभी कभी).
    before: /(नहीं|(?<![a-z])nahi|(?<![a-z])nahin) ?$/,
    after: /^[^,.;!?।]{0,8}(नहीं|(?<![a-z])nahi|(?<![a-z])nahin)/,
    knowing: NEVER,
    turn: new RegExp(`(?<![a-z])(बस|सिर्फ|bas)(?![a-z])|${LAUGH}`, 'u'),
  },
};

/**
 * Whether the cue found at `at` (of `length` characters) in the prepared `text` is denied in passing.
 */
export function deniedInPassing(text: string, at: number, length: number, language: SafetyLanguage): boolean {
  const shape = DENIAL_SHAPE[language];
  const after = text.slice(at + length, at + length + 60);
  if (!shape.turn.test(after)) return false;
  const before = shape.before.exec(text.slice(Math.max(0, at - 40), at));
  if (before && !shape.knowing.test(before[0])) return true;
  return shape.after.test(after);
}
