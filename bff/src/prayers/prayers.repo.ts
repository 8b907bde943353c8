import { guidanceCareOf, scriptureSourceOf, type AiResponse } from '@flow/contracts';
import type { Db } from '../platform/db/knex';
import { decodeBool, decodeDate, decodeInt, decodeNullableDate, decodeNullableString, decodeString } from '../platform/db/decode';
import { toDbDate } from '../platform/db/sql';
import { visibleItems } from '../moderation/visibility';
import { olderThan, type WallPosition } from '../wall-items/cursor';
import { WallItemsRepo } from '../wall-items/wall-items.repo';

export interface PrayerRequestRecord {
  id: string;
  content: string;
  /** What the author wrote when it differs from `content`: private to them (and the guidance job). */
  originalContent: string | null;
  anonymousId: string;
  createdAt: string;
  isAnswered: boolean;
  answeredAt: string | null;
  testimony: string | null;
  /** The testimony as written when it differs from the public one (masked, or held as self-harm). */
  originalTestimony: string | null;
  hearts: number;
}

export interface PrayerResponseRecord {
  id: string;
  prayerRequestId: string;
  content: string;
  originalContent: string | null;
  anonymousId: string;
  createdAt: string;
  hearts: number;
}

export type PrayerAiRecord = AiResponse & { prayerRequestId: string };

type Row = Record<string, unknown>;

const REQUEST_COLUMNS = ['pr.id', 'pr.content', 'pr.original_content', 'pr.original_testimony', 'pr.anonymous_id', 'pr.created_at', 'pr.is_answered', 'pr.answered_at', 'pr.testimony', 'pr.hearts'];
const RESPONSE_COLUMNS = ['r.id', 'r.prayer_request_id', 'r.content', 'r.original_content', 'r.anonymous_id', 'r.created_at', 'r.hearts'];

function decodeRequest(row: Row): PrayerRequestRecord {
  return {
    id: decodeString(row.id),
    content: decodeString(row.content),
    originalContent: decodeNullableString(row.original_content),
    anonymousId: decodeString(row.anonymous_id),
    createdAt: decodeDate(row.created_at),
    isAnswered: decodeBool(row.is_answered),
    answeredAt: decodeNullableDate(row.answered_at),
    testimony: decodeNullableString(row.testimony),
    originalTestimony: decodeNullableString(row.original_testimony),
    hearts: decodeInt(row.hearts),
  };
}

function decodeResponse(row: Row): PrayerResponseRecord {
  return {
    id: decodeString(row.id),
    prayerRequestId: decodeString(row.prayer_request_id),
    content: decodeString(row.content),
    originalContent: decodeNullableString(row.original_content),
    anonymousId: decodeString(row.anonymous_id),
    createdAt: decodeDate(row.created_at),
    hearts: decodeInt(row.hearts),
  };
}

function decodeAi(row: Row): PrayerAiRecord {
  return {
    id: decodeString(row.id),
    prayerRequestId: decodeString(row.prayer_request_id),
    source: scriptureSourceOf(decodeString(row.source)),
    verse: decodeString(row.verse),
    reference: decodeString(row.reference),
    guidance: decodeString(row.guidance),
    care: guidanceCareOf(decodeNullableString(row.care)),
    createdAt: decodeDate(row.created_at),
  };
}

const newestFirst = (alias: string) => [
  { column: `${alias}.created_at`, order: 'desc' as const },
  { column: `${alias}.id`, order: 'desc' as const },
];

export class PrayersRepo {
  private readonly items: WallItemsRepo;

  constructor(private readonly db: Db) {
    this.items = new WallItemsRepo(db);
  }

  /** Requests on the wall: created after `since`, not cleared, visible. */
  async listOnWall(since: Date, limit: number, position?: WallPosition): Promise<PrayerRequestRecord[]> {
    const table = this.db('prayer_requests as pr');
    const qb = (position ? olderThan(table, position, 'pr.created_at', 'pr.id') : table)
      .select(REQUEST_COLUMNS)
      .whereNull('pr.cleared_at')
      .where('pr.created_at', '>', toDbDate(since))
      .orderBy(newestFirst('pr'))
      .limit(limit);
    return (await visibleItems(qb, 'prayer_request', 'pr.id')).map(decodeRequest);
  }

  /** How many visible requests are on the wall since `since` (the title's count when it is read a page at a time). */
  async countOnWall(since: Date): Promise<number> {
    const qb = this.db('prayer_requests as pr').whereNull('pr.cleared_at').where('pr.created_at', '>', toDbDate(since));
    const row = (await visibleItems(qb, 'prayer_request', 'pr.id').count({ n: '*' }).first()) as { n: number | string } | undefined;
    return Number(row?.n ?? 0);
  }

  /**
   * A church site's wall: its own requests (or, with `everything`, all of Flow's wall), created
   * after `since`, not cleared, visible. Also tells which of them came from the site.
   */
  async listOnSiteWall(siteId: string, everything: boolean, since: Date, limit: number): Promise<Array<PrayerRequestRecord & { fromSite: boolean }>> {
    const qb = this.db('prayer_requests as pr')
      .select([...REQUEST_COLUMNS, 'pr.site_id'])
      .whereNull('pr.cleared_at')
      .where('pr.created_at', '>', toDbDate(since))
      .orderBy(newestFirst('pr'))
      .limit(limit);
    if (!everything) qb.where('pr.site_id', siteId);
    return (await visibleItems(qb, 'prayer_request', 'pr.id')).map((row: Row) => ({
      ...decodeRequest(row),
      fromSite: decodeNullableString(row.site_id) === siteId,
    }));
  }

  /** Whether a visible request is on a site's wall now (its own, or any with `everything`): the rules of listOnSiteWall. */
  async isOnSiteWall(id: string, siteId: string, everything: boolean, since: Date): Promise<boolean> {
    const qb = this.db('prayer_requests as pr').where('pr.id', id).whereNull('pr.cleared_at').where('pr.created_at', '>', toDbDate(since));
    if (!everything) qb.where('pr.site_id', siteId);
    return (await visibleItems(qb, 'prayer_request', 'pr.id').first('pr.id')) !== undefined;
  }

  /** One request whatever its wall state (cleared ones stay readable), if visible. */
  async findVisible(id: string): Promise<PrayerRequestRecord | null> {
    const row = await visibleItems(this.db('prayer_requests as pr').where('pr.id', id), 'prayer_request', 'pr.id').first(REQUEST_COLUMNS);
    return row ? decodeRequest(row) : null;
  }

  async aiResponsesFor(ids: string[]): Promise<PrayerAiRecord[]> {
    if (!ids.length) return [];
    const rows = await this.db('prayer_ai_responses')
      .select(['id', 'prayer_request_id', 'source', 'verse', 'reference', 'guidance', 'care', 'created_at'])
      .whereIn('prayer_request_id', ids);
    return rows.map(decodeAi);
  }

  /** Oldest first, so a conversation reads top to bottom. */
  async responsesFor(ids: string[]): Promise<PrayerResponseRecord[]> {
    if (!ids.length) return [];
    const qb = this.db('prayer_responses as r')
      .select(RESPONSE_COLUMNS)
      .whereIn('r.prayer_request_id', ids)
      .orderBy([
        { column: 'r.created_at', order: 'asc' },
        { column: 'r.id', order: 'asc' },
      ]);
    return (await visibleItems(qb, 'prayer_response', 'r.id')).map(decodeResponse);
  }

  likedIds(identity: string, itemType: 'prayer_request' | 'prayer_response', ids: string[]): Promise<Set<string>> {
    return this.items.likedIds(identity, itemType, ids);
  }

  /** Stores a request; a held one gets its hold first, so it is never visible for an instant. */
  async insertRequest(record: PrayerRequestRecord, held: boolean, siteId: string | null = null): Promise<void> {
    const at = new Date(record.createdAt);
    await this.items.insert(
      'prayer_request',
      {
        id: record.id,
        content: record.content,
        original_content: record.originalContent,
        anonymous_id: record.anonymousId,
        is_answered: record.isAnswered,
        created_at: toDbDate(at),
        hearts: record.hearts,
        ...(siteId ? { site_id: siteId } : {}),
      },
      held,
      at,
    );
  }

  /** false when the request does not exist. */
  insertResponse(record: PrayerResponseRecord, held: boolean): Promise<boolean> {
    const at = new Date(record.createdAt);
    return this.items.insert(
      'prayer_response',
      {
        id: record.id,
        prayer_request_id: record.prayerRequestId,
        content: record.content,
        original_content: record.originalContent,
        anonymous_id: record.anonymousId,
        created_at: toDbDate(at),
        hearts: record.hearts,
      },
      held,
      at,
    );
  }

  /** Marks answered (keeping the first answered time) and sets the public and private testimony. */
  async markAnswered(id: string, testimony: string | null, originalTestimony: string | null, at: Date): Promise<void> {
    await this.db('prayer_requests')
      .where({ id })
      .update({
        is_answered: true,
        testimony,
        original_testimony: originalTestimony,
        answered_at: this.db.raw('COALESCE(answered_at, ?)', [toDbDate(at)]),
      });
  }

  /** Every request created before `at` leaves the wall. Idempotent. */
  async clearUpTo(at: Date): Promise<number> {
    return this.db('prayer_requests')
      .whereNull('cleared_at')
      .where('created_at', '<', toDbDate(at))
      .update({ cleared_at: toDbDate(at) });
  }
}
