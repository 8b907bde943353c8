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

/** One knex setup for both engines; everything engine-specific lives here and in sql.ts. */
export function createDb(database: DatabaseConfig): Db {
  if (database.client === 'mysql') {
    return knex({
      client: 'mysql2',
      connection: mysqlConnection(database.url),
      pool: {
        min: 0,
        max: 10,
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

export function isMysql(db: Knex): boolean {
  return db.client.config.client === 'mysql2' || db.client.config.client === 'mysql';
}

export async function pingDb(db: Db): Promise<void> {
  await db.raw('select 1');
}
