import { randomUUID } from 'node:crypto';
import type { VisitorStats } from '@flow/contracts';
import type { Db } from '../platform/db/knex';
import { decodeInt, decodeNullableString, decodeString } from '../platform/db/decode';
import { toDbDate } from '../platform/db/sql';
import type { Country } from './geo';

type Row = Record<string, unknown>;

export class VisitorsRepo {
  constructor(private readonly db: Db) {}

  async record(anonymousId: string | null, country: Country | null, at: Date): Promise<void> {
    await this.db('visitors').insert({
      id: randomUUID(),
      anonymous_id: anonymousId,
      country: country?.country ?? null,
      country_code: country?.countryCode ?? null,
      created_at: toDbDate(at),
    });
  }

  /**
   * Visitors are people, not visits: tracking repeats every 30 minutes, so rows are counted by
   * distinct anonymous id (a row without one counts once). Unknown countries count in the total only.
   */
  async stats(): Promise<VisitorStats> {
    const who = this.db.raw('COALESCE(anonymous_id, id)');
    const [total, rows] = await Promise.all([
      this.db('visitors').countDistinct({ n: who }).first(),
      this.db('visitors')
        .select('country_code')
        .max({ country: 'country' })
        .countDistinct({ n: who })
        .whereNotNull('country_code')
        .groupBy('country_code')
        .orderBy([
          { column: 'n', order: 'desc' },
          { column: 'country_code', order: 'asc' },
        ]),
    ]);
    return {
      totalVisitors: decodeInt(total?.n ?? 0),
      countries: rows.map((r: Row) => ({
        countryCode: decodeString(r.country_code),
        country: decodeNullableString(r.country) ?? decodeString(r.country_code),
        count: decodeInt(r.n),
      })),
    };
  }
}
