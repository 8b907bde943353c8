import { randomUUID } from 'node:crypto';
import { scriptureSourceOf, type DailyVerse } from '@flow/contracts';
import type { Db } from '../platform/db/knex';
import { decodeString } from '../platform/db/decode';
import { isUniqueViolation, toDbDate } from '../platform/db/sql';

type Row = Record<string, unknown>;

function decodeDailyVerse(row: Row): DailyVerse {
  return {
    verse: decodeString(row.verse),
    reference: decodeString(row.reference),
    source: scriptureSourceOf(decodeString(row.source)),
    date: decodeString(row.date),
  };
}

export class ScriptureRepo {
  constructor(private readonly db: Db) {}

  async dailyVerse(date: string): Promise<DailyVerse | null> {
    const row = await this.db('daily_verses').where({ date }).first(['verse', 'reference', 'source', 'date']);
    return row ? decodeDailyVerse(row) : null;
  }

  /**
   * Stores the verse of a day unless one is already stored (unique date): whoever asks first
   * fixes it for everyone, and a concurrent first request on another instance reads the winner.
   */
  async saveDailyVerse(verse: DailyVerse, now: Date): Promise<DailyVerse> {
    try {
      await this.db('daily_verses').insert({
        id: randomUUID(),
        verse: verse.verse,
        reference: verse.reference,
        source: verse.source,
        date: verse.date,
        created_at: toDbDate(now),
      });
      return verse;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const stored = await this.dailyVerse(verse.date);
      if (!stored) throw err;
      return stored;
    }
  }
}
