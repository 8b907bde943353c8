import { osisToRanges, parseReference, type VerseRef } from './reference';
import type { ScriptureLibrary, TranslationId, Verse } from './library';

/**
 * Encouraging passages for the verse of the day, mixing the Torah (Genesis–Deuteronomy) and the
 * rest of the Bible. Each entry expands to its single verses, so the pool is over 366 verses and
 * a year never repeats one. Written as references and resolved against the bundled text, so the
 * wording always comes from the public-domain translation.
 */
export const DAILY_PASSAGES: readonly string[] = [
  // Torah
  'Genesis 1:27', 'Genesis 1:31', 'Genesis 9:13', 'Genesis 12:2', 'Genesis 15:1', 'Genesis 15:5-6', 'Genesis 18:14',
  'Genesis 21:6', 'Genesis 28:15-16', 'Genesis 32:26', 'Genesis 50:20-21', 'Exodus 3:14', 'Exodus 4:12',
  'Exodus 13:21', 'Exodus 14:13-14', 'Exodus 15:2-3', 'Exodus 15:13', 'Exodus 15:26', 'Exodus 20:12',
  'Exodus 23:20', 'Exodus 33:14', 'Exodus 34:6-7', 'Leviticus 19:18', 'Leviticus 19:34', 'Leviticus 26:4-6',
  'Leviticus 26:12', 'Numbers 6:24-26', 'Numbers 14:18', 'Numbers 23:19', 'Deuteronomy 1:30-31',
  'Deuteronomy 4:29', 'Deuteronomy 4:31', 'Deuteronomy 6:5-7', 'Deuteronomy 7:9', 'Deuteronomy 8:3',
  'Deuteronomy 10:18', 'Deuteronomy 20:4', 'Deuteronomy 28:6', 'Deuteronomy 30:19-20', 'Deuteronomy 31:6',
  'Deuteronomy 31:8', 'Deuteronomy 32:10-11', 'Deuteronomy 33:12', 'Deuteronomy 33:25-27',
  // Writings and prophets
  'Joshua 1:9', 'Ruth 1:16', '1 Samuel 16:7', '2 Samuel 22:2-3', '2 Samuel 22:29-31', '1 Chronicles 16:11',
  '1 Chronicles 16:34', '2 Chronicles 7:14', '2 Chronicles 15:7', '2 Chronicles 16:9', 'Nehemiah 8:10',
  'Job 19:25', 'Job 33:4', 'Psalm 1:1-3', 'Psalm 4:8', 'Psalm 5:3', 'Psalm 9:9-10', 'Psalm 16:8', 'Psalm 16:11',
  'Psalm 18:1-2', 'Psalm 18:28-30', 'Psalm 19:1', 'Psalm 19:14', 'Psalm 23:1-6', 'Psalm 25:4-5', 'Psalm 27:1',
  'Psalm 27:13-14', 'Psalm 28:7', 'Psalm 29:11', 'Psalm 30:5', 'Psalm 30:11', 'Psalm 31:24', 'Psalm 32:8',
  'Psalm 34:4-5', 'Psalm 34:8', 'Psalm 34:17-19', 'Psalm 37:3-5', 'Psalm 37:7', 'Psalm 37:23-24', 'Psalm 40:1-3',
  'Psalm 42:11', 'Psalm 46:1-3', 'Psalm 46:10', 'Psalm 55:22', 'Psalm 56:3-4', 'Psalm 62:1-2', 'Psalm 62:8',
  'Psalm 63:1', 'Psalm 63:7-8', 'Psalm 73:26', 'Psalm 84:11', 'Psalm 86:5', 'Psalm 90:12', 'Psalm 91:1-2',
  'Psalm 91:4', 'Psalm 91:11', 'Psalm 94:18-19', 'Psalm 100:1-5', 'Psalm 103:1-5', 'Psalm 103:8', 'Psalm 103:11-13',
  'Psalm 107:1', 'Psalm 107:28-30', 'Psalm 118:24', 'Psalm 119:105', 'Psalm 119:114', 'Psalm 121:1-8',
  'Psalm 127:1-2', 'Psalm 130:5', 'Psalm 136:1', 'Psalm 138:8', 'Psalm 139:13-14', 'Psalm 139:23-24',
  'Psalm 143:8', 'Psalm 145:8-9', 'Psalm 145:18', 'Psalm 147:3', 'Psalm 150:6', 'Proverbs 3:5-6', 'Proverbs 4:23',
  'Proverbs 16:3', 'Proverbs 16:9', 'Proverbs 17:17', 'Proverbs 18:10', 'Proverbs 31:25', 'Ecclesiastes 3:1',
  'Ecclesiastes 3:11', 'Ecclesiastes 4:9-10', 'Song of Solomon 8:7', 'Isaiah 9:6', 'Isaiah 12:2', 'Isaiah 26:3-4',
  'Isaiah 30:15', 'Isaiah 30:18', 'Isaiah 30:21', 'Isaiah 40:8', 'Isaiah 40:11', 'Isaiah 40:28-31',
  'Isaiah 41:10', 'Isaiah 41:13', 'Isaiah 43:1-2', 'Isaiah 43:18-19', 'Isaiah 46:4', 'Isaiah 49:15-16',
  'Isaiah 54:10', 'Isaiah 55:8-9', 'Isaiah 55:12', 'Isaiah 58:11', 'Isaiah 61:1-3', 'Isaiah 64:8',
  'Isaiah 65:24', 'Jeremiah 17:7-8', 'Jeremiah 29:11-13', 'Jeremiah 31:3', 'Jeremiah 32:17', 'Jeremiah 33:3',
  'Lamentations 3:22-26', 'Ezekiel 36:26', 'Daniel 2:20-22', 'Hosea 6:3', 'Joel 2:25-26', 'Micah 6:8',
  'Micah 7:7', 'Nahum 1:7', 'Habakkuk 3:17-19', 'Zephaniah 3:17', 'Zechariah 4:6', 'Malachi 3:10',
  // Gospels and letters
  'Matthew 5:3-12', 'Matthew 5:14-16', 'Matthew 6:6', 'Matthew 6:25-27', 'Matthew 6:33-34', 'Matthew 7:7-8',
  'Matthew 11:28-30', 'Matthew 17:20', 'Matthew 18:20', 'Matthew 19:26', 'Matthew 28:20', 'Mark 9:23',
  'Mark 10:27', 'Mark 11:24', 'Luke 1:37', 'Luke 6:38', 'Luke 12:6-7', 'Luke 15:7', 'John 1:5', 'John 3:16-17',
  'John 6:35', 'John 8:12', 'John 10:10-11', 'John 11:25', 'John 13:34-35', 'John 14:1-3', 'John 14:6',
  'John 14:27', 'John 15:5', 'John 15:9', 'John 15:12-13', 'John 16:22', 'John 16:33', 'Acts 1:8', 'Acts 20:35',
  'Romans 5:1-5', 'Romans 5:8', 'Romans 8:1', 'Romans 8:18', 'Romans 8:26', 'Romans 8:28', 'Romans 8:31-32',
  'Romans 8:37-39', 'Romans 10:9', 'Romans 12:2', 'Romans 12:9-12', 'Romans 15:13', '1 Corinthians 2:9',
  '1 Corinthians 10:13', '1 Corinthians 13:4-8', '1 Corinthians 13:13', '1 Corinthians 15:57-58',
  '1 Corinthians 16:13-14', '2 Corinthians 1:3-4', '2 Corinthians 4:8-9', '2 Corinthians 4:16-18',
  '2 Corinthians 5:7', '2 Corinthians 5:17', '2 Corinthians 9:8', '2 Corinthians 12:9-10', 'Galatians 2:20',
  'Galatians 5:22-23', 'Galatians 6:2', 'Galatians 6:9', 'Ephesians 2:8-10', 'Ephesians 3:16-21',
  'Ephesians 4:2-3', 'Ephesians 4:32', 'Ephesians 6:10', 'Philippians 1:6', 'Philippians 2:3-4',
  'Philippians 4:4-9', 'Philippians 4:11-13', 'Philippians 4:19', 'Colossians 3:12-15', 'Colossians 3:23',
  '1 Thessalonians 5:11', '1 Thessalonians 5:16-18', '2 Thessalonians 3:3', '2 Thessalonians 3:16',
  '1 Timothy 4:12', '2 Timothy 1:7', '2 Timothy 3:16-17', 'Hebrews 4:15-16', 'Hebrews 6:19', 'Hebrews 10:23-25',
  'Hebrews 11:1', 'Hebrews 12:1-2', 'Hebrews 13:5-6', 'Hebrews 13:8', 'James 1:2-5', 'James 1:12', 'James 1:17',
  'James 4:8', 'James 5:16', '1 Peter 1:3', '1 Peter 2:9', '1 Peter 3:15', '1 Peter 4:8', '1 Peter 5:6-7',
  '1 Peter 5:10', '2 Peter 3:9', '1 John 1:9', '1 John 3:1', '1 John 3:18', '1 John 4:7-8', '1 John 4:16',
  '1 John 4:18-19', '1 John 5:14', 'Jude 1:24-25', 'Revelation 3:20', 'Revelation 21:4-5',
];

/** Spec 000 §4: shown when nothing comes back. */
export const FALLBACK_DAILY_REFERENCE = '1 Peter 5:7';

let pool: VerseRef[] | null = null;

/** Every single verse of DAILY_PASSAGES, in order, without duplicates. */
export function dailyVersePool(): VerseRef[] {
  if (pool) return pool;
  const seen = new Set<string>();
  const out: VerseRef[] = [];
  for (const reference of DAILY_PASSAGES) {
    const ranges = parseReference(reference);
    if (!ranges) throw new Error(`Daily verse list: cannot parse "${reference}"`);
    for (const range of ranges) {
      const { start, end } = range;
      for (let v = start.verse; v <= end.verse; v++) {
        const key = `${start.book}.${start.chapter}.${v}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ book: start.book, chapter: start.chapter, verse: v });
      }
    }
  }
  pool = out;
  return out;
}

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The verse for a calendar day (`yyyy-MM-dd`): the same for everyone, and consecutive days walk
 * the pool with a stride coprime to its size, so no verse repeats within a pool's length of days
 * and neighbouring days land far apart in the list (not the same book day after day).
 */
export function dailyVerseRefFor(date: string): VerseRef {
  const m = DATE.exec(date);
  if (!m) throw new Error(`Not a yyyy-MM-dd date: ${date}`);
  const day = Math.floor(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS);
  const refs = dailyVersePool();
  let stride = 157;
  while (gcd(stride, refs.length) !== 1) stride++;
  const index = (((day * stride) % refs.length) + refs.length) % refs.length;
  return refs[index];
}

export function dailyVerseFor(library: ScriptureLibrary, date: string, translation: TranslationId = 'web'): Verse {
  const verse = library.verse(dailyVerseRefFor(date), translation);
  if (verse) return verse;
  const [fallback] = osisToRanges('1Pet.5.7')!;
  return library.verse(fallback.start, translation)!;
}
