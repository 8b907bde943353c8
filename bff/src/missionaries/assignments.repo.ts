import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db/knex';
import { decodeBool, decodeDate, decodeNullableString, decodeString } from '../platform/db/decode';
import { isUniqueViolation, toDbDate } from '../platform/db/sql';
import { visibleItems } from '../moderation/visibility';
import { decodeLanguages } from './missionaries.repo';

type Row = Record<string, unknown>;

export interface RequestToAssign {
  id: string;
  content: string;
  authorId: string;
}

export interface Candidate {
  id: string;
  displayName: string;
  email: string | null;
  emailNotifications: boolean;
  languages: string[];
  /** Requests assigned and not yet answered. */
  load: number;
  createdAt: string;
  anonymousId: string | null;
}

export interface OverdueConnection {
  id: string;
  requestId: string;
  missionaryId: string;
}

export class AssignmentsRepo {
  constructor(private readonly db: Db) {}

  /** The request, only while it is on view: held or removed requests are never assigned. */
  async visibleRequest(requestId: string): Promise<RequestToAssign | null> {
    const row: Row | undefined = await visibleItems(this.db('prayer_requests as pr').where('pr.id', requestId), 'prayer_request', 'pr.id').first(
      'pr.id',
      'pr.content',
      'pr.anonymous_id',
    );
    return row ? { id: decodeString(row.id), content: decodeString(row.content), authorId: decodeString(row.anonymous_id) } : null;
  }

  /**
   * Active, approved human missionaries who have not had this request before. Approved: nothing
   * of their profile waits for a moderator (a removed bio stays hidden but does not bar them).
   */
  async candidates(requestId: string): Promise<Candidate[]> {
    const rows: Row[] = await this.db('missionaries as m')
      .where({ 'm.is_active': true, 'm.is_ai': false })
      .whereNotNull('m.user_id')
      .whereNotExists(function pendingReview() {
        this.select(1)
          .from('moderation_holds as mh')
          .whereIn('mh.item_type', ['missionary_bio', 'missionary_photo'])
          .whereRaw('mh.item_id = m.id')
          .whereNull('mh.reviewed_at');
      })
      .whereNotExists(function hadIt() {
        this.select(1).from('prayer_connections as pc').where('pc.prayer_request_id', requestId).whereRaw('pc.missionary_id = m.id');
      })
      .select('m.id', 'm.display_name', 'm.email', 'm.email_notifications', 'm.languages', 'm.created_at', 'm.anonymous_id');
    if (rows.length === 0) return [];
    const ids = rows.map((r) => decodeString(r.id));
    const loads: Row[] = await this.db('prayer_connections')
      .where('status', 'pending')
      .whereIn('missionary_id', ids)
      .groupBy('missionary_id')
      .select('missionary_id')
      .count({ n: '*' });
    const loadOf = new Map(loads.map((r) => [decodeString(r.missionary_id), Number(r.n)]));
    return rows.map((r) => {
      const id = decodeString(r.id);
      return {
        id,
        displayName: decodeString(r.display_name),
        email: decodeNullableString(r.email),
        emailNotifications: decodeBool(r.email_notifications),
        languages: decodeLanguages(r.languages),
        load: loadOf.get(id) ?? 0,
        createdAt: decodeDate(r.created_at),
        anonymousId: decodeNullableString(r.anonymous_id),
      };
    });
  }

  /** false when this missionary already had the request (another instance got there first). */
  async connect(requestId: string, missionaryId: string, at: Date): Promise<boolean> {
    try {
      await this.db('prayer_connections').insert({
        id: randomUUID(),
        prayer_request_id: requestId,
        missionary_id: missionaryId,
        status: 'pending',
        connected_at: toDbDate(at),
        created_at: toDbDate(at),
      });
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }

  async isAssigned(requestId: string): Promise<boolean> {
    return (await this.db('prayer_connections').where({ prayer_request_id: requestId }).first('id')) !== undefined;
  }

  async overdue(connectedBefore: Date, limit: number): Promise<OverdueConnection[]> {
    const rows: Row[] = await this.db('prayer_connections')
      .where('status', 'pending')
      .where('connected_at', '<', toDbDate(connectedBefore))
      // A direct request was sent to this missionary by name: it is never handed to another.
      .whereNotIn('prayer_request_id', this.db('direct_prayer_requests').select('id'))
      .orderBy('connected_at', 'asc')
      .limit(limit)
      .select('id', 'prayer_request_id', 'missionary_id');
    return rows.map((r) => ({ id: decodeString(r.id), requestId: decodeString(r.prayer_request_id), missionaryId: decodeString(r.missionary_id) }));
  }

  /** Takes a pending assignment away; false when it was answered or moved in the meantime. */
  async release(connectionId: string, status: 'reassigned' | 'withdrawn', at: Date): Promise<boolean> {
    const changed = await this.db('prayer_connections')
      .where({ id: connectionId, status: 'pending' })
      .update({ status, completed_at: toDbDate(at) });
    return changed === 1;
  }
}
