// The detector is shared with the browser (the Translate action is offered on items written in
// another language than the reader's), so it lives in @flow/i18n.
export { detectLanguage, LANGUAGES, type Language } from '@flow/i18n/detect';
