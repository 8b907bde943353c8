import fs from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import type { DatabaseConfig } from '../config';
import { sqliteClient } from './sqlite-driver';

export type Db = Knex;

/** mysql://user:pass@host:port/db → mysql2 options (URL-decoded, UTC everywhere). */
export function mysqlConnection(url: string): Knex.MySql2ConnectionConfig {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : 3306,
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: decodeURIComponent(u.pathname.replace(/^\//, '')),
    charset: 'utf8mb4',
    timezone: 'Z',
    supportBigNumbers: true,
  };
}

type Done = (err: Error | null, conn: unknown) => void;

export interface DbTimeouts {
  /** Longest wait for a pooled connection (and for opening one) before the database counts as down. */
  acquireMs: number;
  /** Longest wait for one query once limitQueryTime() is on. */
  queryMs: number;
}

const DEFAULT_TIMEOUTS: DbTimeouts = { acquireMs: 2000, queryMs: 5000 };

/** One knex setup for both engines; everything engine-specific lives here and in sql.ts. */
export function createDb(database: DatabaseConfig, timeouts: DbTimeouts = DEFAULT_TIMEOUTS): Db {
  if (database.client === 'mysql') {
    return knex({
      client: 'mysql2',
      // knex waits 60 s for a pooled connection by default and mysql2 10 s to connect: a request
      // would hang that long while MySQL is unreachable. Fail fast and answer 503 instead.
      connection: { ...mysqlConnection(database.url), connectTimeout: timeouts.acquireMs },
      acquireConnectionTimeout: timeouts.acquireMs,
      pool: {
        min: 0,
        max: 10,
        createTimeoutMillis: timeouts.acquireMs,
        // CURRENT_TIMESTAMP defaults use the session zone; keep them UTC like the app's own dates.
        afterCreate(conn: { query(sql: string, cb: (err: Error | null) => void): void }, done: Done) {
          conn.query("SET time_zone = '+00:00'", (err) => done(err, conn));
        },
      },
    });
  }
  if (database.file !== ':memory:') fs.mkdirSync(path.dirname(database.file), { recursive: true });
  return knex({
    client: sqliteClient(),
    connection: { filename: database.file },
    useNullAsDefault: true,
    pool: {
      afterCreate(conn: { pragma(sql: string): unknown }, done: Done) {
        // SQLite leaves foreign keys (and so ON DELETE CASCADE) off unless asked per connection.
        conn.pragma('foreign_keys = ON');
        conn.pragma('journal_mode = WAL');
        conn.pragma('busy_timeout = 5000');
        done(null, conn);
      },
    },
  });
}

/**
 * Gives every query without its own `.timeout()` this one, so a database that stops answering
 * (network partition, frozen server) cannot hold a request longer. knex has no global setting:
 * the runner reads `timeout` from the query object right after handing it to the client, so it
 * is set there. Applied after migrations, which may rightly run longer.
 */
export function limitQueryTime(db: Db, ms: number): void {
  const client = db.client as { query(conn: unknown, obj: unknown): Promise<unknown> };
  const query = client.query.bind(client);
  client.query = (conn, obj) => {
    if (obj && typeof obj === 'object' && !(obj as { timeout?: number }).timeout) {
      (obj as { timeout?: number }).timeout = ms;
    }
    return query(conn, obj);
  };
}

/** mysql2/knex failures that mean "the database is unreachable", not "this query is wrong". */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'SQLITE_BUSY',
]);

export function isDbUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { name?: string; code?: string; fatal?: boolean; message?: string };
  if (e.name === 'KnexTimeoutError') return true;
  if (e.code && UNREACHABLE_CODES.has(e.code)) return true;
  if (e.fatal === true) return true;
  // mysql2 reports a query on a connection that already died this way, without a code.
  return typeof e.message === 'string' && /Can't add new command when connection is in closed state/.test(e.message);
}

export function isMysql(db: Knex): boolean {
  return db.client.config.client === 'mysql2' || db.client.config.client === 'mysql';
}

export async function pingDb(db: Db): Promise<void> {
  await db.raw('select 1');
}
