import { CONNECT_VOICE_PATH, type AssignedPrayerRequest, type MissionaryProfile, type MissionaryResponse, type PublicMissionary } from '@flow/contracts';
import { buildPath } from './paths';
import { randomUUID } from 'node:crypto';
import { visibleItems } from '../moderation/visibility';
import type { Db } from '../platform/db/knex';
import { decodeBool, decodeDate, decodeInt, decodeJson, decodeNullableString, decodeString } from '../platform/db/decode';
import { isUniqueViolation, toDbDate } from '../platform/db/sql';

type Row = Record<string, unknown>;

export type MissionaryReview = 'missionary_bio' | 'missionary_photo';

export interface NewMissionary {
  id: string;
  userId: string;
  anonymousId: string | null;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  whatsappNumber: string | null;
  bio: string | null;
  country: string;
  languages: string[];
  specialization: string;
  emailNotifications: boolean;
  whatsappNotifications: boolean;
}

export type InsertOutcome = 'inserted' | 'display_name_taken' | 'account_taken';

/** A JSON list of language codes; anything unreadable is an empty list. */
export function decodeLanguages(value: unknown): string[] {
  const parsed = decodeJson<unknown>(value, []);
  return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string') : [];
}

const decodeNullableInt = (value: unknown): number | null => (value === null || value === undefined ? null : decodeInt(value));

function decodeResponse(row: Row): MissionaryResponse {
  return {
    id: decodeString(row.id),
    prayerRequestId: decodeString(row.prayer_request_id),
    createdAt: decodeDate(row.created_at),
    isRead: decodeBool(row.is_read),
    responseType: decodeString(row.response_type) === 'voice' ? 'voice' : 'text',
    content: decodeNullableString(row.content),
    voiceDuration: decodeNullableInt(row.voice_duration),
  };
}

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export class MissionariesRepo {
  constructor(private readonly db: Db) {}

  /**
   * Active missionaries with only their public fields. The bio and photo come back only when
   * approved (the moderation queue decides; see bff/src/moderation/kinds.ts).
   */
  async listPublic(): Promise<PublicMissionary[]> {
    const rows: Row[] = await this.db('missionaries')
      .where('is_active', true)
      .select('id', 'display_name', 'name', 'country', 'languages', 'specialization', 'is_ai', 'bio', 'profile_image_url', 'prayer_count', 'created_at')
      // AI helpers first (always there), then the longest-serving people.
      .orderBy([
        { column: 'is_ai', order: 'desc' },
        { column: 'created_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ]);
    const hidden = await this.hiddenReviews(rows.map((row) => decodeString(row.id)));
    return rows.map((row) => {
      const id = decodeString(row.id);
      return {
        id,
        displayName: decodeString(row.display_name),
        firstName: firstNameOf(decodeNullableString(row.name) ?? ''),
        country: decodeString(row.country),
        languages: decodeLanguages(row.languages),
        specialization: decodeString(row.specialization),
        isAI: decodeBool(row.is_ai),
        bio: hidden.has(`missionary_bio:${id}`) ? null : decodeNullableString(row.bio) || null,
        photoUrl: hidden.has(`missionary_photo:${id}`) ? null : decodeNullableString(row.profile_image_url) || null,
        prayerCount: decodeInt(row.prayer_count),
        createdAt: decodeDate(row.created_at),
      };
    });
  }

  /**
   * Bios and photos a moderator has not approved: a hold still pending or decided 'removed' (the
   * same rule as the wall's, bff/src/moderation/visibility.ts), as `${itemType}:${id}`.
   */
  private async hiddenReviews(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows: Row[] = await this.db('moderation_holds')
      .whereIn('item_type', ['missionary_bio', 'missionary_photo'] satisfies MissionaryReview[])
      .whereIn('item_id', ids)
      .where((hiding) => hiding.whereNull('reviewed_at').orWhere('decision', 'removed'))
      .select('item_type', 'item_id');
    return new Set(rows.map((row) => `${decodeString(row.item_type)}:${decodeString(row.item_id)}`));
  }

  async countActive(): Promise<number> {
    const row = await this.db('missionaries').where('is_active', true).count({ n: '*' }).first();
    return Number(row?.n ?? 0);
  }

  async idOfUser(userId: string): Promise<string | null> {
    const row = await this.db('missionaries').where({ user_id: userId }).first('id');
    return row ? decodeString(row.id) : null;
  }

  /** Inserts the profile and holds a non-empty bio for review, in one transaction. */
  async insert(m: NewMissionary, displayName: string, at: Date): Promise<InsertOutcome> {
    try {
      await this.db.transaction(async (trx) => {
        await trx('missionaries').insert({
          id: m.id,
          user_id: m.userId,
          anonymous_id: m.anonymousId,
          name: m.name,
          display_name: displayName,
          email: m.email,
          phone_number: m.phoneNumber,
          whatsapp_number: m.whatsappNumber,
          bio: m.bio,
          country: m.country,
          languages: JSON.stringify(m.languages),
          specialization: m.specialization,
          email_notifications: m.emailNotifications,
          whatsapp_notifications: m.whatsappNotifications,
          is_ai: false,
          is_active: true,
          created_at: toDbDate(at),
        });
        if (m.bio) {
          await trx('moderation_holds').insert({
            item_type: 'missionary_bio',
            item_id: m.id,
            reason: 'new_submission',
            created_at: toDbDate(at),
          });
        }
      });
      return 'inserted';
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Which unique rule was hit: the account's, or (a race for) the display name.
      return (await this.idOfUser(m.userId)) ? 'account_taken' : 'display_name_taken';
    }
  }

  async profileOfUser(userId: string): Promise<MissionaryProfile | null> {
    const row: Row | undefined = await this.db('missionaries').where({ user_id: userId }).first();
    if (!row) return null;
    return {
      id: decodeString(row.id),
      name: decodeNullableString(row.name) ?? '',
      displayName: decodeString(row.display_name),
      country: decodeString(row.country),
      languages: decodeLanguages(row.languages),
      specialization: decodeString(row.specialization),
      bio: decodeNullableString(row.bio),
      prayerCount: decodeInt(row.prayer_count),
      createdAt: decodeDate(row.created_at),
      isAI: decodeBool(row.is_ai),
    };
  }

  /** Requests assigned to the missionary and still waiting; held or removed ones drop out. */
  async pendingRequests(missionaryId: string): Promise<AssignedPrayerRequest[]> {
    const rows: Row[] = await visibleItems(
      this.db('prayer_connections as pc')
        .join('prayer_requests as pr', 'pr.id', 'pc.prayer_request_id')
        .where({ 'pc.missionary_id': missionaryId, 'pc.status': 'pending' })
        .select('pr.id', 'pr.content', 'pr.created_at', 'pr.hearts')
        .orderBy([
          { column: 'pr.created_at', order: 'desc' },
          { column: 'pr.id', order: 'asc' },
        ]),
      'prayer_request',
      'pr.id',
    );
    const wall: AssignedPrayerRequest[] = rows.map((row) => ({
      id: decodeString(row.id),
      content: decodeString(row.content),
      createdAt: decodeDate(row.created_at),
      hearts: decodeInt(row.hearts),
    }));
    const direct = await this.pendingDirectRequests(missionaryId);
    return [...wall, ...direct].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
  }

  /** Requests sent to this missionary alone (Connect with a Missionary): private, never on the wall. */
  private async pendingDirectRequests(missionaryId: string): Promise<AssignedPrayerRequest[]> {
    const rows: Row[] = await this.db('prayer_connections as pc')
      .join('direct_prayer_requests as d', 'd.id', 'pc.prayer_request_id')
      .where({ 'pc.missionary_id': missionaryId, 'pc.status': 'pending' })
      .select('d.id', 'd.content', 'd.created_at', 'd.message_type', 'd.voice_url', 'd.voice_duration');
    return rows.map((row) => {
      const id = decodeString(row.id);
      const voice = decodeString(row.message_type) === 'voice' && decodeNullableString(row.voice_url) !== null;
      return {
        id,
        content: decodeString(row.content),
        createdAt: decodeDate(row.created_at),
        hearts: 0,
        direct: {
          messageType: voice ? ('voice' as const) : ('text' as const),
          voiceUrl: voice ? buildPath(CONNECT_VOICE_PATH, { id }) : null,
          voiceDuration: decodeNullableInt(row.voice_duration),
        },
      };
    });
  }

  /**
   * Answers a request assigned to this missionary, in one transaction: the response, the
   * connection completed, the prayer count. null when no pending, visible assignment exists.
   */
  async respond(missionaryId: string, requestId: string, content: string, at: Date): Promise<MissionaryResponse | null> {
    return this.db.transaction(async (trx) => {
      const connection =
        (await visibleItems(
          trx('prayer_connections as pc')
            .join('prayer_requests as pr', 'pr.id', 'pc.prayer_request_id')
            .where({ 'pc.missionary_id': missionaryId, 'pc.prayer_request_id': requestId, 'pc.status': 'pending' }),
          'prayer_request',
          'pr.id',
        ).first('pc.id')) ??
        // A direct request (Connect with a Missionary) is private, so no wall moderation applies.
        (await trx('prayer_connections as pc')
          .join('direct_prayer_requests as d', 'd.id', 'pc.prayer_request_id')
          .where({ 'pc.missionary_id': missionaryId, 'pc.prayer_request_id': requestId, 'pc.status': 'pending' })
          .first('pc.id'));
      if (!connection) return null;
      const claimed = await trx('prayer_connections')
        .where({ id: connection.id, status: 'pending' })
        .update({ status: 'completed', completed_at: toDbDate(at) });
      if (claimed !== 1) return null;
      const id = randomUUID();
      await trx('missionary_prayer_responses').insert({
        id,
        prayer_request_id: requestId,
        missionary_id: missionaryId,
        response_type: 'text',
        content,
        is_read: false,
        created_at: toDbDate(at),
      });
      await trx('missionaries').where({ id: missionaryId }).increment('prayer_count', 1);
      return { id, prayerRequestId: requestId, createdAt: at.toISOString(), isRead: false, responseType: 'text' as const, content, voiceDuration: null };
    });
  }

  async responses(missionaryId: string): Promise<MissionaryResponse[]> {
    const rows: Row[] = await this.db('missionary_prayer_responses')
      .where({ missionary_id: missionaryId })
      .select('id', 'prayer_request_id', 'created_at', 'is_read', 'response_type', 'content', 'voice_duration')
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'asc' },
      ]);
    return rows.map(decodeResponse);
  }

  /** Answers to the requests this identity shared (the requester's view; never anyone else's). */
  async responsesForAuthor(anonymousId: string): Promise<MissionaryResponse[]> {
    const rows: Row[] = await this.db('missionary_prayer_responses as mpr')
      .join('prayer_requests as pr', 'pr.id', 'mpr.prayer_request_id')
      .where('pr.anonymous_id', anonymousId)
      .select('mpr.id', 'mpr.prayer_request_id', 'mpr.created_at', 'mpr.is_read', 'mpr.response_type', 'mpr.content', 'mpr.voice_duration')
      .orderBy([
        { column: 'mpr.created_at', order: 'desc' },
        { column: 'mpr.id', order: 'asc' },
      ]);
    return rows.map(decodeResponse);
  }

  /** null when the response does not answer one of this identity's requests. */
  async markRead(anonymousId: string, responseId: string): Promise<MissionaryResponse | null> {
    const row: Row | undefined = await this.db('missionary_prayer_responses as mpr')
      .join('prayer_requests as pr', 'pr.id', 'mpr.prayer_request_id')
      .where({ 'mpr.id': responseId, 'pr.anonymous_id': anonymousId })
      .first('mpr.id', 'mpr.prayer_request_id', 'mpr.created_at', 'mpr.is_read', 'mpr.response_type', 'mpr.content', 'mpr.voice_duration');
    if (!row) return null;
    await this.db('missionary_prayer_responses').where({ id: responseId }).update({ is_read: true });
    return { ...decodeResponse(row), isRead: true };
  }

  /**
   * A new photo, waiting for a moderator: any earlier decision on the old photo no longer
   * applies. Returns the URL it replaces.
   */
  async setPhoto(missionaryId: string, url: string, at: Date): Promise<string | null> {
    return this.db.transaction(async (trx) => {
      const row: Row | undefined = await trx('missionaries').where({ id: missionaryId }).first('profile_image_url');
      await trx('missionaries').where({ id: missionaryId }).update({ profile_image_url: url, is_profile_image_valid: true });
      await trx('moderation_holds').where({ item_type: 'missionary_photo', item_id: missionaryId }).delete();
      await trx('moderation_holds').insert({ item_type: 'missionary_photo', item_id: missionaryId, reason: 'new_submission', created_at: toDbDate(at) });
      return row ? decodeNullableString(row.profile_image_url) : null;
    });
  }
}
