import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../platform/db/knex';
import { decodeDate, decodeString } from '../platform/db/decode';
import { toDbDate } from '../platform/db/sql';

export interface SubscriptionRecord {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  time: string;
  timeZone: string;
  language: string;
  nextSendAt: string;
}

type Row = Record<string, unknown>;
const COLUMNS = ['id', 'endpoint', 'p256dh', 'auth', 'time', 'time_zone', 'language', 'next_send_at'];

const hashOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

function decode(row: Row): SubscriptionRecord {
  return {
    id: decodeString(row.id),
    endpoint: decodeString(row.endpoint),
    p256dh: decodeString(row.p256dh),
    auth: decodeString(row.auth),
    time: decodeString(row.time),
    timeZone: decodeString(row.time_zone),
    language: decodeString(row.language),
    nextSendAt: decodeDate(row.next_send_at),
  };
}

export interface SubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  time: string;
  timeZone: string;
  language: string;
  nextSendAt: Date;
}

export class NotificationsRepo {
  constructor(private readonly db: Db) {}

  /** One row per browser (push endpoint): subscribing again updates its keys, time and zone. */
  async upsert(input: SubscriptionInput): Promise<SubscriptionRecord> {
    const hash = hashOf(input.endpoint);
    const fields = {
      endpoint: input.endpoint,
      p256dh: input.p256dh,
      auth: input.auth,
      time: input.time,
      time_zone: input.timeZone,
      language: input.language,
      next_send_at: toDbDate(input.nextSendAt),
    };
    await this.db('push_subscriptions')
      .insert({ id: randomUUID(), endpoint_hash: hash, ...fields })
      .onConflict('endpoint_hash')
      .merge(fields);
    const row = (await this.db('push_subscriptions').select(COLUMNS).where({ endpoint_hash: hash }).first()) as Row;
    return decode(row);
  }

  async findByEndpoint(endpoint: string): Promise<SubscriptionRecord | null> {
    const row = (await this.db('push_subscriptions').select(COLUMNS).where({ endpoint_hash: hashOf(endpoint) }).first()) as Row | undefined;
    return row ? decode(row) : null;
  }

  async removeByEndpoint(endpoint: string): Promise<boolean> {
    return (await this.db('push_subscriptions').where({ endpoint_hash: hashOf(endpoint) }).delete()) > 0;
  }

  async remove(id: string): Promise<void> {
    await this.db('push_subscriptions').where({ id }).delete();
  }

  async due(now: Date, limit: number): Promise<SubscriptionRecord[]> {
    const rows = (await this.db('push_subscriptions')
      .select(COLUMNS)
      .where('next_send_at', '<=', toDbDate(now))
      .orderBy('next_send_at')
      .limit(limit)) as Row[];
    return rows.map(decode);
  }

  /**
   * Takes a due reminder for this instance: moves it to its next time only if nobody else did
   * since it was read. Exactly one instance sees 1 changed row; the others skip it.
   */
  async claim(record: SubscriptionRecord, next: Date, now: Date): Promise<boolean> {
    const changed = await this.db('push_subscriptions')
      .where({ id: record.id, next_send_at: toDbDate(new Date(record.nextSendAt)) })
      .update({ next_send_at: toDbDate(next), last_sent_at: toDbDate(now) });
    return changed === 1;
  }
}
