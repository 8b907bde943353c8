// `locales/<code>.json?part=first` and `?part=rest`: the sections of a locale file that the
// home page's first screen shows, and all the others (packages/i18n/first-screen-sections.json).
// The locale files stay whole for translators and tests; only the browser builds split them.
import fs from 'node:fs';
import path from 'node:path';

export const SECTIONS_FILE = path.join(import.meta.dirname, '..', 'i18n', 'first-screen-sections.json');

/** The part of a parsed locale file: `first` keeps the listed sections, `rest` the others. */
export function localePart(locale, part, sections) {
  if (part !== 'first' && part !== 'rest') throw new Error(`unknown locale part "${part}" (first or rest)`);
  const first = new Set(sections);
  return Object.fromEntries(Object.entries(locale).filter(([section]) => first.has(section) === (part === 'first')));
}

export function readSections() {
  return JSON.parse(fs.readFileSync(SECTIONS_FILE, 'utf8')).sections;
}

/** The rspack loader. */
export default function localePartLoader(source) {
  this.addDependency(SECTIONS_FILE);
  const part = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get('part');
  return JSON.stringify(localePart(JSON.parse(source), part, readSections()));
}
