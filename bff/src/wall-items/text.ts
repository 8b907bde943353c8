import { screenContent } from '../reports/screen';

/**
 * Contact details in public text: e-mail addresses, phone numbers (9 to 15 digits, so dates and
 * verse references stay), links and @handles. The mission's rule is that nobody shares contact
 * information on the wall; the author still sees what they wrote.
 */
const CONTACT_PATTERNS: RegExp[] = [
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu,
  /\b(?:https?:\/\/|www\.)[^\s]+/giu,
  /\b[a-z0-9-]+\.(?:com|net|org|br|es|fr|ru|cn|jp|kr|io|ly|gg)(?:\/[^\s]*)?\b/giu,
  /(?<![\p{L}\p{N}@.])@[A-Za-z0-9_.]{2,30}\b/gu,
  /(?<![\p{N}(+])\(?\+?\(?\d(?:[\s().-]{0,2}\d){8,14}(?![\p{N}])/gu,
];

/** Whether the text holds an e-mail address, phone number, link or handle (chat refuses these). */
export function hasContactDetails(text: string): boolean {
  return CONTACT_PATTERNS.some((pattern) => {
    pattern.lastIndex = 0;
    return pattern.test(text);
  });
}

/** What stands in the public text for a masked detail; the author's note explains it. */
export const CONTACT_MASK = '•••';

export function maskContacts(text: string, mask = CONTACT_MASK): string {
  return CONTACT_PATTERNS.reduce((out, pattern) => out.replace(pattern, mask), text);
}

export interface PreparedText {
  /** The public text: filtered, contact details masked. */
  content: string;
  /** What the person wrote, kept privately when it differs from the public text. */
  originalContent: string | null;
  /** Self-harm: kept off the wall for human review. */
  held: boolean;
}

/**
 * Every text written on the wall goes through here: the content filter, then contact masking.
 * Nothing the person wrote is lost: whenever the public text differs, the original is kept.
 */
export function prepareText(input: string): PreparedText {
  const written = input.trim();
  const screened = screenContent(written);
  const content = maskContacts(screened.content);
  // Tidying alone (a capital, the final stop) is no reason to keep a private copy or to tell the
  // author that something was hidden: only masking and replaced words are.
  const changed = screened.reworded || content !== screened.content;
  return { content, originalContent: changed ? written : null, held: screened.held };
}

/**
 * The text the guidance engine answers: what the person wrote (never the filter's replacement),
 * with contact details left out, since an answer may be public and quote it.
 */
export function textToAnswer(content: string, originalContent: string | null): string {
  if (originalContent === null) return content;
  return maskContacts(originalContent, '').replace(/[ \t]{2,}/g, ' ').trim();
}
