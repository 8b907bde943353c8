import type { ChatMessageMetadata, ChatStage, ChatTopic, CrisisLinesResult } from '@flow/contracts';
import type { AiEngine } from '../../platform/ai';
import { localizeReference } from '../../platform/ai/books';
import { detectLanguage, LANGUAGES, type Language } from '../../platform/ai/language';
import { analyse, assessCare, hash, quotesPerson } from '../../platform/ai/offline';
import { TEXTS } from '../../platform/ai/texts';
import { hasContactDetails } from '../../wall-items/text';
import type { ThemeOrGeneral } from '../../platform/ai/themes';
import { HELPER_TEXTS } from './texts';
import type { ChatWriter } from './writer';

/** The guidance theme that speaks to each picker topic. */
export const TOPIC_THEME: Record<ChatTopic, ThemeOrGeneral> = {
  grief: 'grief',
  worry: 'worry',
  heartbroken: 'heartbreak',
  lonely: 'loneliness',
  fear: 'fear',
  forgiveness: 'guilt',
  healing: 'sickness',
  direction: 'direction',
};

export interface HelperState {
  topic: ChatTopic | null;
  stage: ChatStage;
  turnCount: number;
  crisisFlag: boolean;
  /** The visitor's language as last seen. */
  language: Language;
  lastTheme: string | null;
}

export interface HelperReply {
  content: string;
  metadata: ChatMessageMetadata;
  /** The state after this reply. */
  next: Pick<HelperState, 'stage' | 'turnCount' | 'crisisFlag' | 'lastTheme'> & { emotion: string | null };
  crisis: boolean;
}

export interface HelperInput {
  text: string;
  /** The content filter held the text as self-harm: the crisis path, whatever the distress tiers say. */
  selfHarm?: boolean;
  state: HelperState;
  /** For the crisis lines of the visitor's country. */
  crisisLines(language: Language): CrisisLinesResult;
  /** Called with each piece of the answer as it is written (OpenAI streams; offline sends sentences). */
  onDelta?(delta: string): void;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
const joinerOf = (language: Language) => (language === 'zh-CN' || language === 'ja' ? '' : ' ');
const isLanguage = (value: string | null | undefined): value is Language => (LANGUAGES as readonly string[]).includes(value ?? '');

/** The interface language a client named, or English. */
export function helperLanguage(value: string | null | undefined): Language {
  return isLanguage(value) ? value : 'en';
}

/**
 * Which language to answer in: the one the visitor writes in, once there is enough text to tell
 * (a script of its own, or three words); a short "yes" or a tapped quick reply keeps the last one.
 */
export function replyLanguage(text: string, previous: Language, quickReply: boolean): Language {
  if (quickReply) return previous;
  const nonLatin = /[\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\p{Script=Devanagari}\p{Script=Cyrillic}]/u.test(text);
  const words = text.trim().split(/\s+/).length;
  if (!nonLatin && words < 3) return previous;
  const detected = detectLanguage(text);
  // detectLanguage answers English when nothing matched: keep the known language then.
  return detected === 'en' && previous !== 'en' && !/\b(the|and|my|i|is|to)\b/i.test(text) ? previous : detected;
}

/** Sentences, so an offline answer reaches the dialog piece by piece like a streamed one. */
function sentences(text: string): string[] {
  return text.match(/[^.!?。！？।]+[.!?。！？।]*\s*/gu) ?? [text];
}

/**
 * The AI helper's conversation: opening (greeting, topic) → listening (reflects what the visitor
 * wrote without quoting it, asks whether a verse would help) → scripture (a verse from the
 * bundled text, chosen and checked by the guidance engine) → prayer (a short prayer the visitor
 * can make their own) → closing (a blessing; the next message starts listening again). Danger or
 * self-harm at any point stops the flow: crisis lines, a human missionary offered, the room
 * flagged, and the helper stays in `crisis` (lines and the offer again) until a moderator looks.
 */
export class AiHelper {
  constructor(
    private readonly engine: AiEngine,
    private readonly writer: ChatWriter | null,
  ) {}

  greeting(name: string, language: Language): Omit<HelperReply, 'next' | 'crisis'> {
    return { content: fill(HELPER_TEXTS[language].greeting, { name }), metadata: { ai: true, askTopic: true, stage: 'opening' } };
  }

  topicChosen(topic: ChatTopic, language: Language): Omit<HelperReply, 'next' | 'crisis'> {
    const t = HELPER_TEXTS[language];
    return {
      content: fill(t.topicChosen, { topic: t.topics[topic] }),
      metadata: { ai: true, stage: 'listening', selectedTopic: topic, followUpQuestion: t.askShare },
    };
  }

  async reply(input: HelperInput): Promise<HelperReply> {
    const { state } = input;
    const language = state.language;
    const t = HELPER_TEXTS[language];
    const joiner = joinerOf(language);
    const care = assessCare(input.text, language);
    const turnCount = state.turnCount + 1;

    if (care.care || input.selfHarm || state.stage === 'crisis') {
      const lines = input.crisisLines(language);
      const content = t.crisis;
      this.offlineDeltas(content, input.onDelta);
      return {
        content,
        crisis: true,
        metadata: {
          ai: true,
          stage: 'crisis',
          followUpQuestion: t.crisisAsk,
          suggestions: [t.talkToHuman],
          crisis: { countries: lines.countries.slice(0, 2), international: lines.international, offerHuman: true },
        },
        next: { stage: 'crisis', turnCount, crisisFlag: true, lastTheme: state.lastTheme, emotion: 'distress' },
      };
    }

    const analysis = analyse(input.text);
    const theme: ThemeOrGeneral =
      analysis.theme !== 'general' && analysis.theme !== 'gratitude' ? analysis.theme : state.topic ? TOPIC_THEME[state.topic] : (state.lastTheme as ThemeOrGeneral | null) ?? 'general';
    const seed = hash(`${input.text}|${turnCount}`);
    const stage: ChatStage = state.stage === 'opening' || state.stage === 'closing' ? 'listening' : state.stage;

    if (stage === 'listening') {
      const lead = t.reflect[seed % t.reflect.length];
      const paragraph = TEXTS[language].theme[theme][(seed >>> 3) % 3];
      const offline = [lead, paragraph].join(joiner);
      const content = await this.written(offline, input, { language, theme, stage, lead });
      return {
        content,
        crisis: false,
        metadata: { ai: true, stage: 'scripture', followUpQuestion: t.askVerse, suggestions: [t.verseYes, t.sayMore] },
        next: { stage: 'scripture', turnCount, crisisFlag: state.crisisFlag, lastTheme: theme, emotion: analysis.emotion },
      };
    }

    if (stage === 'scripture') {
      // The guidance engine picks the verse from the bundled text (OpenAI's choice is checked against
      // it, and the offline engine answers when that fails), from what the conversation is about.
      const about = input.text.split(/\s+/).length >= 4 ? input.text : `${TEXTS[language].noun[theme]} ${input.text}`;
      const guidance = await this.engine.guidance({ text: about, kind: 'post', seed: `${seed}` });
      const line = fill(TEXTS[language].verse[seed % TEXTS[language].verse.length], { reference: localizeReference(guidance.reference, language) });
      const content = `${line}${joiner}«${guidance.verse}»`;
      this.offlineDeltas(content, input.onDelta);
      return {
        content,
        crisis: false,
        metadata: {
          ai: true,
          stage: 'prayer',
          verse: { text: guidance.verse, reference: guidance.reference, source: guidance.source },
          followUpQuestion: t.askPray,
          suggestions: [t.prayYes, t.notNow],
        },
        next: { stage: 'prayer', turnCount, crisisFlag: state.crisisFlag, lastTheme: theme, emotion: analysis.emotion },
      };
    }

    if (stage === 'prayer') {
      const content = t.prayer;
      this.offlineDeltas(content, input.onDelta);
      return {
        content,
        crisis: false,
        metadata: { ai: true, stage: 'closing', followUpQuestion: t.askMore, suggestions: [t.somethingElse, t.thankYou, t.talkToHuman] },
        next: { stage: 'closing', turnCount, crisisFlag: state.crisisFlag, lastTheme: theme, emotion: analysis.emotion },
      };
    }

    const content = t.closing;
    this.offlineDeltas(content, input.onDelta);
    return {
      content,
      crisis: false,
      metadata: { ai: true, stage: 'listening', followUpQuestion: t.askShare },
      next: { stage: 'listening', turnCount, crisisFlag: state.crisisFlag, lastTheme: theme, emotion: analysis.emotion },
    };
  }

  private offlineDeltas(content: string, onDelta?: (delta: string) => void): void {
    if (!onDelta) return;
    for (const piece of sentences(content)) onDelta(piece);
  }

  /**
   * The reflection: written by the remote model when one is configured (streamed as it comes),
   * checked like guidance (never quoting the person, never claiming to be human); on any failure
   * the offline words. `onDelta` has then seen a draft the final message replaces.
   */
  private async written(
    offline: string,
    input: HelperInput,
    ctx: { language: Language; theme: ThemeOrGeneral; stage: ChatStage; lead: string },
  ): Promise<string> {
    if (this.writer) {
      try {
        // The draft streams before the whole answer can be checked, so it goes out a finished
        // sentence at a time, each checked with all before it: a half-written link or number cannot
        // be recognised, and nothing breaking a rule of the room (no contact details, never "I am
        // human") is shown even for a moment.
        let draft = '';
        let shown = 0;
        let held = false;
        const onDelta = input.onDelta
          ? (delta: string) => {
              draft += delta;
              const end = lastSentenceEnd(draft);
              if (held || end <= shown) return;
              if (hasContactDetails(draft.slice(0, end)) || CLAIMS_HUMAN.test(draft.slice(0, end))) {
                held = true;
                return;
              }
              input.onDelta!(draft.slice(shown, end));
              shown = end;
            }
          : undefined;
        const text = await this.writer.reflect({ text: input.text, language: ctx.language, theme: ctx.theme }, onDelta);
        if (quotesPerson(input.text, text, ctx.language)) throw new Error("the model quoted the person's words back");
        if (CLAIMS_HUMAN.test(text)) throw new Error('the model claimed to be human');
        if (hasContactDetails(text)) throw new Error('the model wrote contact details');
        if (onDelta && shown < text.length) input.onDelta!(text.slice(shown));
        return text;
      } catch {
        input.onDelta?.(RESTART);
      }
    }
    this.offlineDeltas(offline, input.onDelta);
    return offline;
  }
}

/** Where the last finished sentence of a streamed draft ends (after its punctuation and space). */
function lastSentenceEnd(draft: string): number {
  let end = 0;
  for (const match of draft.matchAll(/[.!?。！？।](?:\s+|$)/gu)) {
    if (match.index + match[0].length < draft.length || /\s$/.test(match[0])) end = match.index + match[0].length;
  }
  return end;
}

/** Sent as a delta when a streamed draft is abandoned: the hub turns it into message_aborted. */
export const RESTART = '\u0000restart';

/** A model that says it is a person (in the languages it is most likely to slip in). */
const CLAIMS_HUMAN = /\b(i am|i'm) (a )?(human|real person|person, not)|\bsoy (una )?persona real\b|\bje suis (un être humain|une vraie personne)\b|\bsou (uma )?pessoa real\b/i;
