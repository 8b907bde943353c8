import type { ModerationDecision, ModerationItemKind, ReportReason } from '@flow/contracts';
import { ModerationItemKind as Kind } from '@flow/contracts';
import type { Knex } from 'knex';
import type { Db } from '../platform/db/knex';
import { decodeDate, decodeInt, decodeNullableDate, decodeNullableString, decodeString } from '../platform/db/decode';
import { toDbDate } from '../platform/db/sql';
import { ITEM_KINDS } from './kinds';

type Row = Record<string, unknown>;
export const keyOf = (itemType: string, itemId: string) => `${itemType}:${itemId}`;

export interface HoldRow {
  itemType: ModerationItemKind;
  itemId: string;
  reason: string;
  createdAt: string;
  reviewedAt: string | null;
  decision: ModerationDecision | null;
}

export interface ReportGroup {
  itemType: ModerationItemKind;
  itemId: string;
  reason: ReportReason;
  count: number;
  first: string;
  last: string;
}

export interface FlagRow {
  itemType: ModerationItemKind;
  itemId: string;
  reason: string;
  createdAt: string;
}

export interface ItemText {
  text: string;
  original: string | null;
  createdAt: string;
}

const kindOf = (v: unknown): ModerationItemKind | null => {
  const parsed = Kind.safeParse(v);
  return parsed.success ? parsed.data : null;
};

function decodeDecision(v: unknown): ModerationDecision | null {
  const s = decodeNullableString(v);
  return s === 'released' || s === 'removed' ? s : null;
}

/** Reads the queue and writes moderators' decisions; the SQL matches the visibility rule. */
export class ModerationRepo {
  private readonly originalColumns = new Map<string, Promise<boolean>>();

  constructor(private readonly db: Db) {}

  async holds(): Promise<HoldRow[]> {
    const rows: Row[] = await this.db('moderation_holds').select('item_type', 'item_id', 'reason', 'created_at', 'reviewed_at', 'decision');
    return rows.flatMap((r) => {
      const itemType = kindOf(r.item_type);
      if (!itemType) return [];
      return [
        {
          itemType,
          itemId: decodeString(r.item_id),
          reason: decodeString(r.reason),
          createdAt: decodeDate(r.created_at),
          reviewedAt: decodeNullableDate(r.reviewed_at),
          decision: decodeDecision(r.decision),
        },
      ];
    });
  }

  async reportGroups(): Promise<ReportGroup[]> {
    const rows: Row[] = await this.db('reports')
      .groupBy('item_type', 'item_id', 'reason')
      .select('item_type', 'item_id', 'reason')
      .count({ n: '*' })
      .min({ first: 'created_at' })
      .max({ last: 'created_at' });
    return rows.flatMap((r) => {
      const itemType = kindOf(r.item_type);
      if (!itemType) return [];
      return [
        {
          itemType,
          itemId: decodeString(r.item_id),
          reason: decodeString(r.reason) as ReportReason,
          count: decodeInt(r.n),
          first: decodeDate(r.first),
          last: decodeDate(r.last),
        },
      ];
    });
  }

  /** What reporters wrote about these items, oldest first. */
  async reportDetails(itemType: ModerationItemKind, itemId: string): Promise<string[]> {
    const rows: Row[] = await this.db('reports')
      .where({ item_type: itemType, item_id: itemId })
      .whereNotNull('details')
      .orderBy('created_at')
      .select('details');
    return rows.map((r) => decodeString(r.details)).filter((d) => d.trim() !== '');
  }

  async pendingFlags(): Promise<FlagRow[]> {
    const rows: Row[] = await this.db('moderation_flags').whereNull('reviewed_at').select('item_type', 'item_id', 'reason', 'created_at');
    return rows.flatMap((r) => {
      const itemType = kindOf(r.item_type);
      if (!itemType) return [];
      return [{ itemType, itemId: decodeString(r.item_id), reason: decodeString(r.reason), createdAt: decodeDate(r.created_at) }];
    });
  }

  private hasOriginal(table: string, column: string): Promise<boolean> {
    let known = this.originalColumns.get(table);
    if (!known) {
      known = this.db.schema.hasColumn(table, column);
      this.originalColumns.set(table, known);
    }
    return known;
  }

  /** The text of each item that still exists (a deleted item drops out of the queue). */
  async itemTexts(itemType: ModerationItemKind, ids: string[]): Promise<Map<string, ItemText>> {
    const kind = ITEM_KINDS[itemType];
    const result = new Map<string, ItemText>();
    if (ids.length === 0) return result;
    const withOriginal = kind.originalColumn !== null && (await this.hasOriginal(kind.table, kind.originalColumn));
    const columns = ['id', `${kind.textColumn} as text`, 'created_at', ...(withOriginal ? [`${kind.originalColumn} as original`] : [])];
    const rows: Row[] = await this.db(kind.table).whereIn('id', ids).select(columns);
    for (const r of rows) {
      const text = decodeNullableString(r.text);
      if (text === null) continue;
      const original = withOriginal ? decodeNullableString(r.original) : null;
      result.set(decodeString(r.id), { text, original: original !== null && original !== text ? original : null, createdAt: decodeDate(r.created_at) });
    }
    return result;
  }

  async notesSent(): Promise<Set<string>> {
    const rows: Row[] = await this.db('moderation_notes').select('item_type', 'item_id');
    return new Set(rows.map((r) => keyOf(decodeString(r.item_type), decodeString(r.item_id))));
  }

  async exists(itemType: ModerationItemKind, itemId: string): Promise<boolean> {
    const kind = ITEM_KINDS[itemType];
    return (await this.db(kind.table).where({ id: itemId }).first('id')) !== undefined;
  }

  async holdReason(itemType: ModerationItemKind, itemId: string): Promise<string | null> {
    const row = await this.db('moderation_holds').where({ item_type: itemType, item_id: itemId }).first('reason');
    return row ? decodeString(row.reason) : null;
  }

  /**
   * Records a decision: the item's hold row carries the latest one (released: visible again;
   * removed: never shown), its attention flags are reviewed, and the audit log keeps every one.
   * An item that was only reported or flagged gets a reviewed hold row, so one rule decides.
   */
  async decide(itemType: ModerationItemKind, itemId: string, decision: ModerationDecision, by: string, at: Date): Promise<void> {
    const when = toDbDate(at);
    await this.db.transaction(async (trx: Knex.Transaction) => {
      const review = { reviewed_at: when, reviewed_by: by, decision };
      const updated = await trx('moderation_holds').where({ item_type: itemType, item_id: itemId }).update(review);
      if (Number(updated) === 0) {
        await trx('moderation_holds').insert({ item_type: itemType, item_id: itemId, reason: 'moderator', created_at: when, ...review });
      }
      await trx('moderation_flags').where({ item_type: itemType, item_id: itemId }).whereNull('reviewed_at').update({ reviewed_at: when, reviewed_by: by });
      await trx('moderation_decisions').insert({ item_type: itemType, item_id: itemId, decision, reviewed_by: by, created_at: when });
    });
  }

  /** false when a note about this item was already sent. */
  async addNote(itemType: ModerationItemKind, itemId: string, by: string, at: Date): Promise<boolean> {
    const when = toDbDate(at);
    return this.db.transaction(async (trx: Knex.Transaction) => {
      const existing = await trx('moderation_notes').where({ item_type: itemType, item_id: itemId }).first('item_id');
      if (existing) return false;
      await trx('moderation_notes').insert({ item_type: itemType, item_id: itemId, kind: 'crisis_lines', sent_by: by, created_at: when });
      await trx('moderation_decisions').insert({ item_type: itemType, item_id: itemId, decision: 'noted_author', reviewed_by: by, created_at: when });
      return true;
    });
  }

  /** Notes about items this identity wrote, newest first. */
  async notesFor(identity: string): Promise<Array<{ itemType: ModerationItemKind; itemId: string; createdAt: string }>> {
    const notes: Array<{ itemType: ModerationItemKind; itemId: string; createdAt: string }> = [];
    for (const itemType of Kind.options) {
      const kind = ITEM_KINDS[itemType];
      const rows: Row[] = await this.db('moderation_notes as n')
        .join(`${kind.table} as i`, 'i.id', 'n.item_id')
        .where('n.item_type', itemType)
        .where(`i.${kind.authorColumn}`, identity)
        .select('n.item_id', 'n.created_at');
      for (const r of rows) notes.push({ itemType, itemId: decodeString(r.item_id), createdAt: decodeDate(r.created_at) });
    }
    return notes.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }
}
