import { createRequire } from 'node:module';
import path from 'node:path';
import type { Knex } from 'knex';
import { findRepoRoot } from '../paths';

/**
 * better-sqlite3 12 aborts the process on Node 24 (its statements' destructor trips a Node
 * assertion when garbage-collected); 13, built on Node-API, fixes that but segfaults on Node 20.
 * Both are installed — 13 under the alias `better-sqlite3-napi`, with prebuilt binaries — and
 * the running Node picks the one that works for it.
 */
export function sqliteDriverName(nodeVersion = process.versions.node): 'better-sqlite3' | 'better-sqlite3-napi' {
  return Number(nodeVersion.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';
}

let client: typeof Knex.Client | undefined;

/** knex's better-sqlite3 dialect, loading the driver chosen above instead of the fixed name. */
export function sqliteClient(): typeof Knex.Client {
  if (client) return client;
  const load = createRequire(path.join(findRepoRoot(), 'package.json'));
  const Base = load('knex/lib/dialects/better-sqlite3') as typeof Knex.Client;
  const driver = load(sqliteDriverName());
  // `_driver` is knex's internal hook for loading the driver module (not in its typings).
  client = class FlowBetterSqlite3 extends Base {
    _driver() {
      return driver;
    }
  };
  return client;
}

type SqliteDriver = new (file: string, options?: { readonly?: boolean }) => import('@flow/scripture').SqliteDatabase;
let driver: SqliteDriver | undefined;

/** Opens an SQLite file with the driver that suits this Node (for files outside knex: the scripture index). */
export function openSqlite(file: string, options: { readonly: boolean }) {
  driver ??= createRequire(path.join(findRepoRoot(), 'package.json'))(sqliteDriverName()) as SqliteDriver;
  return new driver(file, { readonly: options.readonly });
}
