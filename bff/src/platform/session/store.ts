import type { Cache } from '../cache';
import type { Db } from '../db/knex';
import { decodeDate, decodeJson } from '../db/decode';
import { toDbDate } from '../db/sql';

/** What a signed-in browser's session holds on the server. */
export interface SessionData {
  userId: string;
  /** Epoch ms of sign-in: the absolute timeout counts from here. */
  createdAt: number;
  /** Epoch ms of the last request: the idle timeout counts from here. */
  lastSeenAt: number;
}

export interface SessionStore {
  readonly kind: 'sql' | 'redis';
  /** `key` is the hash of the cookie's id, never the id itself. */
  get(key: string, nowMs: number): Promise<SessionData | null>;
  set(key: string, data: SessionData, expiresAtMs: number): Promise<void>;
  destroy(key: string): Promise<void>;
}

/** The spec's sessions store (sid, sess, expire) in the database; the embedded default. */
export class SqlSessionStore implements SessionStore {
  readonly kind = 'sql';
  private writes = 0;

  constructor(private readonly db: Db) {}

  async get(key: string, nowMs: number): Promise<SessionData | null> {
    const row = await this.db('sessions').where({ sid: key }).first('sess', 'expire');
    if (!row) return null;
    if (Date.parse(decodeDate(row.expire)) <= nowMs) return null;
    return decodeSession(decodeJson<unknown>(row.sess, null));
  }

  async set(key: string, data: SessionData, expiresAtMs: number): Promise<void> {
    await this.db('sessions')
      .insert({ sid: key, sess: JSON.stringify(data), expire: toDbDate(new Date(expiresAtMs)) })
      .onConflict('sid')
      .merge(['sess', 'expire']);
    // Expired rows are only garbage; sweeping now and then keeps the table small without a timer.
    if (++this.writes % 100 === 0) {
      await this.db('sessions').where('expire', '<', toDbDate(new Date(data.lastSeenAt))).delete();
    }
  }

  async destroy(key: string): Promise<void> {
    await this.db('sessions').where({ sid: key }).delete();
  }
}

/**
 * Redis (through the shared cache) when REDIS_URL is set, so every instance sees every session.
 * Errors are not caught here on purpose: the cache bounds each call (FLOW_REDIS_TIMEOUT_MS) and a
 * session cannot be guessed, so an unreachable Redis answers 503 (CacheUnavailableError).
 */
export class CacheSessionStore implements SessionStore {
  readonly kind = 'redis';

  constructor(private readonly cache: Cache) {}

  async get(key: string): Promise<SessionData | null> {
    const raw = await this.cache.get(`sess:${key}`);
    return raw ? decodeSession(decodeJson<unknown>(raw, null)) : null;
  }

  async set(key: string, data: SessionData, expiresAtMs: number): Promise<void> {
    await this.cache.set(`sess:${key}`, JSON.stringify(data), Math.max(1, expiresAtMs - data.lastSeenAt));
  }

  async destroy(key: string): Promise<void> {
    await this.cache.del(`sess:${key}`);
  }
}

function decodeSession(value: unknown): SessionData | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.userId !== 'string' || typeof v.createdAt !== 'number' || typeof v.lastSeenAt !== 'number') return null;
  return { userId: v.userId, createdAt: v.createdAt, lastSeenAt: v.lastSeenAt };
}

export function createSessionStore(db: Db, cache: Cache): SessionStore {
  return cache.kind === 'redis' ? new CacheSessionStore(cache) : new SqlSessionStore(db);
}
