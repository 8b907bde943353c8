#!/usr/bin/env node
/**
 * Builds packages/scripture/data/*.json.gz from the public-domain SWORD modules shipped by Debian
 * (`apt-get install sword-text-web sword-text-sparv libsword-utils`). Only this script needs those
 * tools; the generated files are committed so nobody else does.
 *
 *   node packages/scripture/scripts/import.mjs
 *
 * Output per translation: {id, name, language, books: [{osis, name, chapters: [[verse text...]]}]}
 * with the 66 books of the Protestant canon in canonical order. Verse n of chapter c is
 * chapters[c-1][n-1]; a verse missing from the module is an empty string.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '../data');

/** SWORD key name → OSIS id and English display name (WEB spelling). */
const BOOKS = [
  ['Genesis', 'Gen', 'Genesis'], ['Exodus', 'Exod', 'Exodus'], ['Leviticus', 'Lev', 'Leviticus'],
  ['Numbers', 'Num', 'Numbers'], ['Deuteronomy', 'Deut', 'Deuteronomy'], ['Joshua', 'Josh', 'Joshua'],
  ['Judges', 'Judg', 'Judges'], ['Ruth', 'Ruth', 'Ruth'], ['I Samuel', '1Sam', '1 Samuel'],
  ['II Samuel', '2Sam', '2 Samuel'], ['I Kings', '1Kgs', '1 Kings'], ['II Kings', '2Kgs', '2 Kings'],
  ['I Chronicles', '1Chr', '1 Chronicles'], ['II Chronicles', '2Chr', '2 Chronicles'], ['Ezra', 'Ezra', 'Ezra'],
  ['Nehemiah', 'Neh', 'Nehemiah'], ['Esther', 'Esth', 'Esther'], ['Job', 'Job', 'Job'], ['Psalms', 'Ps', 'Psalm'],
  ['Proverbs', 'Prov', 'Proverbs'], ['Ecclesiastes', 'Eccl', 'Ecclesiastes'],
  ['Song of Solomon', 'Song', 'Song of Solomon'], ['Isaiah', 'Isa', 'Isaiah'], ['Jeremiah', 'Jer', 'Jeremiah'],
  ['Lamentations', 'Lam', 'Lamentations'], ['Ezekiel', 'Ezek', 'Ezekiel'], ['Daniel', 'Dan', 'Daniel'],
  ['Hosea', 'Hos', 'Hosea'], ['Joel', 'Joel', 'Joel'], ['Amos', 'Amos', 'Amos'], ['Obadiah', 'Obad', 'Obadiah'],
  ['Jonah', 'Jonah', 'Jonah'], ['Micah', 'Mic', 'Micah'], ['Nahum', 'Nah', 'Nahum'], ['Habakkuk', 'Hab', 'Habakkuk'],
  ['Zephaniah', 'Zeph', 'Zephaniah'], ['Haggai', 'Hag', 'Haggai'], ['Zechariah', 'Zech', 'Zechariah'],
  ['Malachi', 'Mal', 'Malachi'], ['Matthew', 'Matt', 'Matthew'], ['Mark', 'Mark', 'Mark'], ['Luke', 'Luke', 'Luke'],
  ['John', 'John', 'John'], ['Acts', 'Acts', 'Acts'], ['Romans', 'Rom', 'Romans'],
  ['I Corinthians', '1Cor', '1 Corinthians'], ['II Corinthians', '2Cor', '2 Corinthians'],
  ['Galatians', 'Gal', 'Galatians'], ['Ephesians', 'Eph', 'Ephesians'], ['Philippians', 'Phil', 'Philippians'],
  ['Colossians', 'Col', 'Colossians'], ['I Thessalonians', '1Thess', '1 Thessalonians'],
  ['II Thessalonians', '2Thess', '2 Thessalonians'], ['I Timothy', '1Tim', '1 Timothy'],
  ['II Timothy', '2Tim', '2 Timothy'], ['Titus', 'Titus', 'Titus'], ['Philemon', 'Phlm', 'Philemon'],
  ['Hebrews', 'Heb', 'Hebrews'], ['James', 'Jas', 'James'], ['I Peter', '1Pet', '1 Peter'],
  ['II Peter', '2Pet', '2 Peter'], ['I John', '1John', '1 John'], ['II John', '2John', '2 John'],
  ['III John', '3John', '3 John'], ['Jude', 'Jude', 'Jude'], ['Revelation of John', 'Rev', 'Revelation'],
];

/** Reina-Valera 1909 book names, so Spanish references read naturally. */
const SPANISH_NAMES = [
  'Génesis', 'Éxodo', 'Levítico', 'Números', 'Deuteronomio', 'Josué', 'Jueces', 'Rut', '1 Samuel', '2 Samuel',
  '1 Reyes', '2 Reyes', '1 Crónicas', '2 Crónicas', 'Esdras', 'Nehemías', 'Ester', 'Job', 'Salmos', 'Proverbios',
  'Eclesiastés', 'Cantares', 'Isaías', 'Jeremías', 'Lamentaciones', 'Ezequiel', 'Daniel', 'Oseas', 'Joel', 'Amós',
  'Abdías', 'Jonás', 'Miqueas', 'Nahúm', 'Habacuc', 'Sofonías', 'Hageo', 'Zacarías', 'Malaquías', 'Mateo', 'Marcos',
  'Lucas', 'Juan', 'Hechos', 'Romanos', '1 Corintios', '2 Corintios', 'Gálatas', 'Efesios', 'Filipenses',
  'Colosenses', '1 Tesalonicenses', '2 Tesalonicenses', '1 Timoteo', '2 Timoteo', 'Tito', 'Filemón', 'Hebreos',
  'Santiago', '1 Pedro', '2 Pedro', '1 Juan', '2 Juan', '3 Juan', 'Judas', 'Apocalipsis',
];

const TRANSLATIONS = [
  { id: 'web', module: 'engWEB2015eb', name: 'World English Bible', language: 'en', names: BOOKS.map((b) => b[2]) },
  { id: 'rv1909', module: 'spaRV1909eb', name: 'Reina-Valera 1909', language: 'es', names: SPANISH_NAMES },
];

/** OSIS markup → plain text: footnotes and headings dropped, tags removed, spacing normalised. */
export function osisToText(osis) {
  return osis
    .replace(/<note\b[^>]*>[\s\S]*?<\/note>/g, ' ')
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?’”)])/g, '$1')
    .replace(/([¿¡(“‘])\s+/g, '$1')
    .trim();
}

function importModule(t) {
  const dump = execFileSync('mod2imp', [t.module], { maxBuffer: 512 * 1024 * 1024, encoding: 'utf8' });
  const byName = new Map(BOOKS.map(([sword], i) => [sword, i]));
  const books = BOOKS.map(([, osis], i) => ({ osis, name: t.names[i], chapters: [] }));
  const entries = dump.split(/^\$\$\$/m);
  for (const entry of entries) {
    const nl = entry.indexOf('\n');
    const key = entry.slice(0, nl).trim();
    const m = /^(.+?) (\d+):(\d+)$/.exec(key);
    if (!m) continue;
    const index = byName.get(m[1]);
    const chapter = Number(m[2]);
    const verse = Number(m[3]);
    if (index === undefined || chapter === 0 || verse === 0) continue;
    const text = osisToText(entry.slice(nl + 1));
    const chapters = books[index].chapters;
    while (chapters.length < chapter) chapters.push([]);
    const verses = chapters[chapter - 1];
    while (verses.length < verse) verses.push('');
    verses[verse - 1] = text;
  }
  const verseCount = books.reduce((n, b) => n + b.chapters.reduce((m, c) => m + c.filter(Boolean).length, 0), 0);
  const empty = books.filter((b) => !b.chapters.length).map((b) => b.osis);
  if (empty.length) throw new Error(`${t.module}: no text for ${empty.join(', ')}`);
  return { data: { id: t.id, name: t.name, language: t.language, books }, verseCount };
}

for (const t of TRANSLATIONS) {
  const { data, verseCount } = importModule(t);
  const json = JSON.stringify(data);
  const gz = gzipSync(json, { level: 9 });
  writeFileSync(path.join(outDir, `${t.id}.json.gz`), gz);
  console.log(`${t.id}: ${verseCount} verses, ${(json.length / 1e6).toFixed(1)} MB JSON, ${(gz.length / 1e6).toFixed(2)} MB gzipped`);
}
