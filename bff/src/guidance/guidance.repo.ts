import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db/knex';
import { decodeNullableString, decodeString } from '../platform/db/decode';
import { isForeignKeyViolation, isUniqueViolation, toDbDate } from '../platform/db/sql';
import { visibleItems } from '../moderation/visibility';
import { textToAnswer } from '../wall-items/text';

export type GuidedItem = 'post' | 'prayer_request';

/** Where each kind of item and its answer live. */
const TABLES: Record<GuidedItem, { items: string; answers: string; key: string }> = {
  post: { items: 'posts', answers: 'ai_responses', key: 'post_id' },
  prayer_request: { items: 'prayer_requests', answers: 'prayer_ai_responses', key: 'prayer_request_id' },
};

export interface StoredAnswer {
  source: string;
  verse: string;
  reference: string;
  guidance: string;
  care?: string | null;
}

export class GuidanceRepo {
  constructor(private readonly db: Db) {}

  /**
   * The text to answer, or null when the item is gone or not visible: a held item (self-harm,
   * reported) is never answered, broadcast or sent to a remote engine. It is what the person
   * wrote (the private original), never the filter's replacement text.
   */
  async contentOf(item: GuidedItem, id: string): Promise<string | null> {
    const { items } = TABLES[item];
    const row = await visibleItems(this.db(items).where(`${items}.id`, id), item, `${items}.id`).first('content', 'original_content');
    return row ? textToAnswer(decodeString(row.content), decodeNullableString(row.original_content)) : null;
  }

  async hasAnswer(item: GuidedItem, id: string): Promise<boolean> {
    const { answers, key } = TABLES[item];
    return Boolean(await this.db(answers).where({ [key]: id }).first(key));
  }

  /**
   * Items created since `since` that still have no answer, oldest first: work a restart or a
   * crashed instance left unfinished. Only visible items: a released hold comes back here.
   */
  async unanswered(item: GuidedItem, since: Date, limit: number): Promise<string[]> {
    const { items, answers, key } = TABLES[item];
    const rows = await visibleItems(this.db(`${items} as i`), item, 'i.id')
      .leftJoin(`${answers} as a`, `a.${key}`, 'i.id')
      .whereNull('a.id')
      .where('i.created_at', '>=', toDbDate(since))
      .orderBy([
        { column: 'i.created_at', order: 'asc' },
        { column: 'i.id', order: 'asc' },
      ])
      .limit(limit)
      .select('i.id');
    return rows.map((r: Record<string, unknown>) => decodeString(r.id));
  }

  /**
   * Stores the answer once: the unique key on the item id makes a second writer (another
   * instance, a retry) a no-op. false when it was already answered or the item is gone.
   */
  async saveAnswer(item: GuidedItem, id: string, answer: StoredAnswer, at: Date): Promise<boolean> {
    const { answers, key } = TABLES[item];
    try {
      await this.db(answers).insert({
        id: randomUUID(),
        [key]: id,
        source: answer.source,
        verse: answer.verse,
        reference: answer.reference,
        guidance: answer.guidance,
        care: answer.care ?? null,
        created_at: toDbDate(at),
      });
      return true;
    } catch (err) {
      if (isUniqueViolation(err) || isForeignKeyViolation(err)) return false;
      throw err;
    }
  }
}
