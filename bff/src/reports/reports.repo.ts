import type { ReportReason } from '@flow/contracts';
import type { Db } from '../platform/db/knex';
import { decodeDate, decodeString } from '../platform/db/decode';
import { isUniqueViolation, toDbDate } from '../platform/db/sql';
import { holdItem, isVisible, type ModeratedItemType } from '../moderation/visibility';

/** What the brigading rule needs to know about someone who reported an item. */
export interface ReporterHistory {
  /** When the identity was first bound to a browser; null if unknown (treated as brand new). */
  firstSeen: string | null;
  /** The identity belongs to a signed-in account. */
  signedIn: boolean;
  /** It has shared something on the wall (post, response, prayer request or reply). */
  contributed: boolean;
}

/** Tables whose rows show that an identity has taken part in the community. */
const CONTRIBUTIONS = ['posts', 'community_responses', 'prayer_requests', 'prayer_responses'] as const;

export class ReportsRepo {
  constructor(private readonly db: Db) {}

  /** The item exists and is on view (already held items need no more reports). */
  async isVisible(itemType: ModeratedItemType, itemId: string): Promise<boolean> {
    return isVisible(this.db, itemType, itemId);
  }

  /** false when this identity had already reported the item. */
  async record(
    itemType: ModeratedItemType,
    itemId: string,
    identity: string,
    reason: ReportReason,
    details: string | null,
    at: Date,
  ): Promise<boolean> {
    try {
      await this.db('reports').insert({
        item_type: itemType,
        item_id: itemId,
        identity,
        reason,
        details,
        created_at: toDbDate(at),
      });
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }

  /** Everyone who reported the item, with the history their report is weighed by. */
  async reporters(itemType: ModeratedItemType, itemId: string): Promise<ReporterHistory[]> {
    const rows = await this.db('reports').where({ item_type: itemType, item_id: itemId }).select('identity');
    const ids = rows.map((r) => decodeString(r.identity));
    if (ids.length === 0) return [];
    const [seen, accounts, linked, ...contributions] = await Promise.all([
      this.db('identities').whereIn('anonymous_id', ids).select('anonymous_id', 'created_at'),
      this.db('users').whereIn('anonymous_id', ids).select('anonymous_id'),
      this.db('user_identities').whereIn('anonymous_id', ids).select('anonymous_id'),
      ...CONTRIBUTIONS.map((table) => this.db(table).whereIn('anonymous_id', ids).distinct('anonymous_id')),
    ]);
    const firstSeen = new Map(seen.map((r) => [decodeString(r.anonymous_id), decodeDate(r.created_at)]));
    const signedIn = new Set([...accounts, ...linked].map((r) => decodeString(r.anonymous_id)));
    const contributed = new Set(contributions.flat().map((r) => decodeString(r.anonymous_id)));
    return ids.map((id) => ({ firstSeen: firstSeen.get(id) ?? null, signedIn: signedIn.has(id), contributed: contributed.has(id) }));
  }

  hold(itemType: ModeratedItemType, itemId: string, at: Date): Promise<boolean> {
    return holdItem(this.db, itemType, itemId, 'reports', at);
  }

  /** A hold awaiting review (a moderator's release leaves the row, reviewed). */
  async pendingHold(itemType: ModeratedItemType, itemId: string): Promise<boolean> {
    const row = await this.db('moderation_holds').where({ item_type: itemType, item_id: itemId }).whereNull('reviewed_at').first('item_id');
    return row !== undefined;
  }
}
