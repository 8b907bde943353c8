import { dailyVersePool, type ScriptureLibrary, type Verse } from '@flow/scripture';

/**
 * The verses "Get New Verse" draws from: the curated daily pool (encouraging passages, Torah and
 * the rest of the Bible) in the bundled World English Bible, less the verses that open
 * mid-sentence ("for Yahweh your God…") and read badly on their own.
 */
export class VersesRepo {
  private pool: Verse[] | null = null;

  constructor(private readonly library: ScriptureLibrary) {}

  standalone(): Verse[] {
    if (this.pool) return this.pool;
    this.pool = dailyVersePool()
      .map((ref) => this.library.verse(ref, 'web'))
      .filter((v): v is Verse => v !== null && /^[“‘"']?\p{Lu}/u.test(v.text));
    return this.pool;
  }
}
