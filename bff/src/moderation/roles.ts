import type { Db } from '../platform/db/knex';
import { decodeNullableString } from '../platform/db/decode';

export const MODERATOR_ROLE = 'moderator';

/**
 * Who may moderate: accounts with the moderator role in the database (granted with
 * `npm run moderator`), plus every account whose e-mail is listed in FLOW_MODERATOR_EMAILS.
 */
export class ModeratorRoles {
  private readonly emails: Set<string>;

  constructor(
    private readonly db: Db,
    emails: readonly string[],
  ) {
    this.emails = new Set(emails.map((e) => e.toLowerCase()));
  }

  async isModerator(user: { id: string; email: string | null }): Promise<boolean> {
    if (user.email && this.emails.has(user.email.toLowerCase())) return true;
    const row = await this.db('users').where({ id: user.id }).first('role');
    return decodeNullableString(row?.role) === MODERATOR_ROLE;
  }

  /** false when no account has this e-mail (they must sign in once first). */
  async setRole(email: string, moderator: boolean): Promise<boolean> {
    const updated = await this.db('users')
      .where({ email: email.trim().toLowerCase() })
      .update({ role: moderator ? MODERATOR_ROLE : null });
    return Number(updated) > 0;
  }
}
