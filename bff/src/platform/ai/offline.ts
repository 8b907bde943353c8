import type { GrammarPreviewMode, GrammarPreviewResult } from '@flow/contracts';
import { translationForLanguage, type ScriptureLibrary } from '@flow/scripture';
import type { GrammarCorrector } from './grammar';
import { detectLanguage, LANGUAGES, type Language } from './language';
import { TEXTS } from './texts';
import { EMOTION_OF, LEXICON, THEME_VERSES, THEMES, type Theme, type ThemeOrGeneral } from './themes';
import type { AiEngine, Guidance, GuidanceRequest } from './types';

/** Languages written without spaces between words (or with particles glued on): match anywhere. */
const SUBSTRING_LANGUAGES: Language[] = ['zh-CN', 'ja', 'ko', 'hi'];

/** Family and work come up in passing in most requests; they lead only when nothing else does. */
const WEIGHT: Partial<Record<Theme, number>> = { family: 0.6, work: 0.8, gratitude: 0.9 };

export interface ThemeAnalysis {
  language: Language;
  theme: ThemeOrGeneral;
  secondary: Theme | null;
  emotion: string;
  scores: Partial<Record<Theme, number>>;
  /** The word or phrase that decided the main theme, as written. */
  cue: string | null;
}

function normalise(text: string): string {
  return ` ${text.toLowerCase().replace(/[’`]/g, "'").replace(/[^\p{L}\p{N}'\- ]+/gu, ' ').replace(/\s+/g, ' ').trim()} `;
}

function scoreIn(text: string, language: Language): { scores: Partial<Record<Theme, number>>; cues: Partial<Record<Theme, string>> } {
  const spaced = !SUBSTRING_LANGUAGES.includes(language);
  const haystack = spaced ? normalise(text) : text.toLowerCase();
  const scores: Partial<Record<Theme, number>> = {};
  const cues: Partial<Record<Theme, string>> = {};
  for (const theme of THEMES) {
    let hits = 0;
    for (const stem of LEXICON[theme][language]) {
      const needle = spaced ? ` ${stem.toLowerCase()}` : stem.toLowerCase();
      if (haystack.includes(needle)) {
        hits++;
        cues[theme] ??= stem;
      }
    }
    if (hits) scores[theme] = hits * (WEIGHT[theme] ?? 1);
  }
  return { scores, cues };
}

/** Themes and emotion of a text, in any of the nine languages. Deterministic. */
export function analyse(text: string): ThemeAnalysis {
  const language = detectLanguage(text);
  let { scores, cues } = scoreIn(text, language);
  if (!Object.keys(scores).length) {
    // Mixed-language texts: fall back to every lexicon rather than answer "general" too soon.
    for (const other of LANGUAGES) {
      if (other === language) continue;
      const found = scoreIn(text, other);
      if (Object.keys(found.scores).length) {
        ({ scores, cues } = found);
        break;
      }
    }
  }
  const ranked = THEMES.filter((t) => scores[t]).sort((a, b) => scores[b]! - scores[a]! || THEMES.indexOf(a) - THEMES.indexOf(b));
  const theme: ThemeOrGeneral = ranked[0] ?? 'general';
  return {
    language,
    theme,
    secondary: ranked[1] ?? null,
    emotion: EMOTION_OF[theme],
    scores,
    cue: ranked[0] ? cues[ranked[0]] ?? null : null,
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

/** The sentence holding the cue (or the first sentence), shortened to a quotable excerpt. */
export function excerptOf(text: string, cue: string | null, language: Language): string {
  const sentences = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?。！？।])\s*/u)
    .filter((s) => s.trim());
  const lowerCue = cue?.toLowerCase();
  const dense = language === 'zh-CN' || language === 'ja';
  const max = dense ? 40 : 90;
  const min = dense ? 10 : 24;
  const at = Math.max(0, lowerCue ? sentences.findIndex((s) => s.toLowerCase().includes(lowerCue)) : 0);
  // A very short sentence ("Thank you Lord!") says little on its own: take its neighbour too.
  let from = at;
  let to = at;
  const length = () => sentences.slice(from, to + 1).join(' ').length;
  while (length() < min && (to + 1 < sentences.length || from > 0)) {
    if (to + 1 < sentences.length) to++;
    else from--;
  }
  const sentence = sentences.length ? sentences.slice(from, to + 1).join(dense ? '' : ' ') : text.trim();
  const clean = sentence.trim().replace(/[.!?。！？।]+$/u, '');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trim()}…`;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/**
 * The engine that needs no network: recognises the theme and emotion of what someone wrote,
 * picks a fitting verse from curated passages in the bundled text, and writes guidance in the
 * writer's language that quotes their own words back to them.
 */
export class OfflineEngine implements AiEngine {
  readonly name = 'offline';

  constructor(
    private readonly library: ScriptureLibrary,
    private readonly grammarFixer: GrammarCorrector,
  ) {}

  async guidance(request: GuidanceRequest): Promise<Guidance> {
    return this.guide(request);
  }

  /** Synchronous core, for the evaluation script and tests. */
  guide(request: GuidanceRequest): Guidance {
    const analysis = analyse(request.text);
    const seed = hash(request.text.trim());
    const translation = translationForLanguage(analysis.language);
    const candidates = THEME_VERSES[analysis.theme];
    let passage = null;
    for (let i = 0; i < candidates.length && !passage; i++) {
      passage = this.library.passage(pick(candidates, seed, i), translation);
    }
    passage ??= this.library.passage('1 Peter 5:7', translation)!;

    const t = TEXTS[analysis.language];
    const parts = [
      fill(pick(t.reflect, seed >>> 3), { excerpt: excerptOf(request.text, analysis.cue, analysis.language) }),
      t.theme[analysis.theme],
    ];
    if (analysis.secondary) parts.push(fill(t.second, { second: t.noun[analysis.secondary] }));
    parts.push(fill(pick(t.verse, seed >>> 5), { reference: passage.reference }));
    parts.push(t.close[request.kind]);
    const joiner = analysis.language === 'zh-CN' || analysis.language === 'ja' ? '' : ' ';

    return {
      source: passage.source,
      verse: passage.text,
      reference: passage.reference,
      guidance: parts.join(joiner),
      theme: analysis.theme,
      emotion: analysis.emotion,
      language: analysis.language,
      engine: this.name,
    };
  }

  async grammar(text: string, mode: GrammarPreviewMode): Promise<GrammarPreviewResult> {
    return this.grammarFixer.correct(text, mode);
  }
}
