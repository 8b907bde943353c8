import type { ConnectMessageType, PrayerConnection } from '@flow/contracts';
import type { Knex } from 'knex';
import type { Db } from '../platform/db/knex';
import { decodeBool, decodeNullableString, decodeString } from '../platform/db/decode';
import { toDbDate } from '../platform/db/sql';

export interface NewDirectRequest {
  id: string;
  userId: string;
  anonymousId: string;
  missionaryId: string;
  messageType: ConnectMessageType;
  content: string;
  voiceUrl: string | null;
  voiceDuration: number | null;
}

export interface VoiceAccess {
  voiceUrl: string;
  userId: string;
  missionaryUserId: string | null;
}

/** Direct prayer requests and their prayer_connections link (docs/decisions.md "Connect with a Missionary"). */
export class ConnectionsRepo {
  constructor(private readonly db: Db) {}

  /** An active, human missionary who can receive requests (AI helpers cannot: spec 001 §2). */
  async isReachableMissionary(id: string): Promise<boolean> {
    const row = await this.db('missionaries').where({ id }).first('is_active', 'is_ai', 'user_id');
    return !!row && decodeBool(row.is_active) && !decodeBool(row.is_ai) && decodeNullableString(row.user_id) !== null;
  }

  /** The request and its connection in the caller's transaction (the one that spent the unit). */
  async insert(trx: Knex.Transaction, request: NewDirectRequest, at: Date): Promise<PrayerConnection> {
    const stamp = toDbDate(at);
    await trx('direct_prayer_requests').insert({
      id: request.id,
      user_id: request.userId,
      anonymous_id: request.anonymousId,
      missionary_id: request.missionaryId,
      message_type: request.messageType,
      content: request.content,
      voice_url: request.voiceUrl,
      voice_duration: request.voiceDuration,
      created_at: stamp,
    });
    await trx('prayer_connections').insert({
      id: request.id,
      prayer_request_id: request.id,
      missionary_id: request.missionaryId,
      status: 'pending',
      connected_at: stamp,
      created_at: stamp,
    });
    return { id: request.id, missionaryId: request.missionaryId, status: 'pending', messageType: request.messageType, createdAt: at.toISOString() };
  }

  /** Who may hear a request's voice: its sender and the account of its missionary. */
  async voiceAccess(id: string): Promise<VoiceAccess | null> {
    const row = await this.db('direct_prayer_requests as d')
      .leftJoin('missionaries as m', 'm.id', 'd.missionary_id')
      .where('d.id', id)
      .first('d.voice_url', 'd.user_id', 'm.user_id as missionary_user_id');
    const voiceUrl = row ? decodeNullableString(row.voice_url) : null;
    if (!row || !voiceUrl) return null;
    return { voiceUrl, userId: decodeString(row.user_id), missionaryUserId: decodeNullableString(row.missionary_user_id) };
  }
}
