import { z } from 'zod';
import { TextErrorCode } from './textErrorCodes';

export * from './textErrorCodes';

/**
 * The one content rule for everything a person writes that others will read (posts, prayer
 * requests, responses, testimonies, report details, chat messages, missionary bios).
 *
 * Order matters: broken text is refused before anything else looks at it; bidi controls are
 * dropped before normalising so they cannot sit between a base letter and its combining mark;
 * length is counted on what will be stored, in code points, so an emoji is one character on
 * SQLite and MariaDB (utf8mb4) alike and a decomposed "é" is not counted twice.
 */


/** LRE, RLE, PDF, LRO, RLO and LRI, RLI, FSI, PDI: they can reorder what others see ("Trojan source"). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/** C0 and C1 controls and DEL, except tab and line feed. */
const CONTROLS_MULTILINE = /(?![\t\n])\p{Cc}/u;
const CONTROLS_SINGLE_LINE = /[\p{Cc}\u2028\u2029]/u;
/**
 * What does not show: whitespace, format characters (zero-width space, joiners, BOM, soft
 * hyphen...), default-ignorable code points (variation selectors, Hangul fillers) and the blank
 * Braille pattern that is often used to fake an empty name.
 */
const INVISIBLE = /[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;
const LONE_SURROGATE = /\p{Cs}/u;

export interface UserTextOptions {
  /** Largest number of characters (code points) after normalisation. */
  max: number;
  /** What the field is called in messages, e.g. "Post" ("Post cannot be empty"). */
  what: string;
  /** Newlines and tabs allowed (default true); single-line text refuses them. */
  multiline?: boolean;
}

export const countCharacters = (text: string): number => {
  let n = 0;
  for (const _ of text) n++;
  return n;
};

/** True when nothing would be seen: only whitespace and invisible characters. */
export const isBlankText = (text: string): boolean => text.replace(INVISIBLE, '') === '';

type Checked = { ok: true; text: string } | { ok: false; code: TextErrorCode; message: string };

/** The rule as a plain function, for code that receives text outside an HTTP body (sockets). */
export function checkUserText(input: string, options: UserTextOptions): Checked {
  const { max, what, multiline = true } = options;
  if (LONE_SURROGATE.test(input)) {
    return {
      ok: false,
      code: TextErrorCode.brokenCharacter,
      message: `${what} contains a broken character. Please retype the last part and try again.`,
    };
  }
  // A textarea sends \r\n on some systems: one kind of line break is stored.
  const lines = multiline ? input.replace(/\r\n?/g, '\n') : input;
  if ((multiline ? CONTROLS_MULTILINE : CONTROLS_SINGLE_LINE).test(lines)) {
    return {
      ok: false,
      code: TextErrorCode.controlCharacters,
      message: `${what} contains control characters that cannot be shown. Please remove them.`,
    };
  }
  const text = lines.replace(BIDI_CONTROLS, '').normalize('NFC').trim();
  if (isBlankText(text)) {
    return { ok: false, code: TextErrorCode.empty, message: `${what} cannot be empty` };
  }
  if (countCharacters(text) > max) {
    return { ok: false, code: TextErrorCode.tooLong, message: `${what} must be at most ${max} characters` };
  }
  return { ok: true, text };
}

/** The zod schema of a user text: parses to the cleaned text, or fails with a stable code. */
export function userText(options: UserTextOptions) {
  return z
    .string({ error: `${options.what} is required` })
    .transform((value, ctx) => {
      const result = checkUserText(value, options);
      if (result.ok) return result.text;
      ctx.issues.push({ code: 'custom', message: result.message, input: value, params: { code: result.code } });
      return z.NEVER;
    });
}

/**
 * An optional user text (e.g. a testimony): absent, empty or blank is `null`; anything else
 * follows the rule.
 */
export function optionalUserText(options: UserTextOptions) {
  return z
    .string({ error: `${options.what} must be text` })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || (!LONE_SURROGATE.test(value) && isBlankText(value))) return null;
      const result = checkUserText(value, options);
      if (result.ok) return result.text;
      ctx.issues.push({ code: 'custom', message: result.message, input: value, params: { code: result.code } });
      return z.NEVER;
    });
}

/** For the coming chat messages and missionary bios, so they follow the same rule from day one. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const MISSIONARY_BIO_MAX_LENGTH = 1000;
export const ChatMessageText = userText({ max: CHAT_MESSAGE_MAX_LENGTH, what: 'Message' });
export const MissionaryBioText = userText({ max: MISSIONARY_BIO_MAX_LENGTH, what: 'Bio' });
