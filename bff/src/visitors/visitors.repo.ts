import { randomUUID } from 'node:crypto';
import type { VisitorStats } from '@flow/contracts';
import type { Knex } from 'knex';
import type { Db } from '../platform/db/knex';
import { bumpCounter, readCounters } from '../platform/db/counters';
import { decodeInt, decodeNullableString, decodeString } from '../platform/db/decode';
import { isUniqueViolation, toDbDate } from '../platform/db/sql';
import type { Country } from './geo';

type Row = Record<string, unknown>;

/** false when the row was there already (its key decides, also when two visits race). */
async function insertOnce(trx: Knex.Transaction, table: string, row: Record<string, string | number>): Promise<boolean> {
  try {
    await trx(table).insert(row);
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

export class VisitorsRepo {
  constructor(private readonly db: Db) {}

  /**
   * Visitors are people, not visits: tracking repeats every 30 minutes, so a browser id counts
   * once in the total and once per country it visited from (a visit without an id counts once).
   * The counts are kept here, with the visit, so reading them never scans the visits.
   */
  async record(anonymousId: string | null, country: Country | null, at: Date): Promise<void> {
    await this.db.transaction(async (trx) => {
      await trx('visitors').insert({
        id: randomUUID(),
        anonymous_id: anonymousId,
        country: country?.country ?? null,
        country_code: country?.countryCode ?? null,
        created_at: toDbDate(at),
      });
      if (!anonymousId || (await insertOnce(trx, 'visitor_people', { anonymous_id: anonymousId }))) {
        await bumpCounter(trx, 'visitors');
      }
      if (!country) return;
      const code = country.countryCode;
      if (anonymousId && !(await insertOnce(trx, 'visitor_people_countries', { anonymous_id: anonymousId, country_code: code }))) return;
      const bump = () => trx('visitor_countries').where({ country_code: code }).increment('people', 1);
      // The first visitor from a country adds its row; a second one racing them counts on it.
      if (!(await bump()) && !(await insertOnce(trx, 'visitor_countries', { country_code: code, country: country.country, people: 1 }))) await bump();
    });
  }

  /** Unknown countries count in the total only. */
  async stats(): Promise<VisitorStats> {
    const [totals, rows] = await Promise.all([
      readCounters(this.db, ['visitors']),
      this.db('visitor_countries')
        .select('country_code', 'country', 'people')
        .where('people', '>', 0)
        .orderBy([
          { column: 'people', order: 'desc' },
          { column: 'country_code', order: 'asc' },
        ]),
    ]);
    return {
      totalVisitors: totals.get('visitors') ?? 0,
      countries: rows.map((r: Row) => ({
        countryCode: decodeString(r.country_code),
        country: decodeNullableString(r.country) ?? decodeString(r.country_code),
        count: decodeInt(r.people),
      })),
    };
  }
}
