import type { Cache } from '../platform/cache';
import type { Db } from '../platform/db/knex';
import { pingDb } from '../platform/db/knex';

export type CheckName = 'database' | 'cache';
export interface Readiness {
  ok: boolean;
  checks: Record<CheckName, { ok: boolean; error?: string }>;
}

function timeout(ms: number, what: string): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms).unref());
}

async function check(run: () => Promise<void>, what: string): Promise<{ ok: boolean; error?: string }> {
  try {
    await Promise.race([run(), timeout(2000, what)]);
    return { ok: true };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

export async function readiness(db: Db, cache: Cache): Promise<Readiness> {
  const [database, cacheCheck] = await Promise.all([
    check(() => pingDb(db), 'database'),
    check(() => cache.ping(), 'cache'),
  ]);
  return { ok: database.ok && cacheCheck.ok, checks: { database, cache: cacheCheck } };
}
