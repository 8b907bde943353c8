/** Stable codes of the content rule, sent as `details[].code` and as the error's `reason`. */
export const TextErrorCode = {
  /** Nothing visible once whitespace and invisible characters are set aside. */
  empty: 'text_empty',
  tooLong: 'text_too_long',
  /** NUL, escape and other control characters (newline and tab are fine in multi-line text). */
  controlCharacters: 'text_control_characters',
  /** A lone UTF-16 surrogate: half of a character, which no database can store faithfully. */
  brokenCharacter: 'text_broken_character',
} as const;
export type TextErrorCode = (typeof TextErrorCode)[keyof typeof TextErrorCode];
export const TEXT_ERROR_CODES: readonly TextErrorCode[] = Object.values(TextErrorCode);
