import type { Db } from '../platform/db/knex';
import { isUniqueViolation, toDbDate } from '../platform/db/sql';

export class IdentityRepo {
  constructor(private readonly db: Db) {}

  /** Claims an id; false when someone already has it. The primary key decides races. */
  async tryInsert(anonymousId: string, createdAt: Date): Promise<boolean> {
    try {
      await this.db('identities').insert({ anonymous_id: anonymousId, created_at: toDbDate(createdAt) });
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }

  async exists(anonymousId: string): Promise<boolean> {
    const row = await this.db('identities').where({ anonymous_id: anonymousId }).first('anonymous_id');
    return row !== undefined;
  }
}
