import type { AuthUser } from '@flow/contracts';
import type { Db } from '../platform/db/knex';
import { decodeDate, decodeNullableString, decodeString } from '../platform/db/decode';
import { isUniqueViolation, toDbDate } from '../platform/db/sql';

type Row = Record<string, unknown>;

export interface UserRecord extends AuthUser {
  anonymousId: string;
}


export interface SignInTokenRecord {
  email: string;
  returnTo: string | null;
  /** Hash of the asking browser's nonce; null for links made before links were bound. */
  browserHash: string | null;
}

const USER_COLUMNS = ['id', 'anonymous_id', 'email', 'first_name', 'last_name', 'profile_image_url'];

function decodeUser(row: Row): UserRecord {
  return {
    id: decodeString(row.id),
    anonymousId: decodeString(row.anonymous_id),
    email: decodeNullableString(row.email),
    firstName: decodeNullableString(row.first_name),
    lastName: decodeNullableString(row.last_name),
    profileImageUrl: decodeNullableString(row.profile_image_url),
  };
}

const TOKEN_COLUMNS = ['email', 'return_to', 'browser_hash'];

function decodeToken(row: Row): SignInTokenRecord {
  return {
    email: decodeString(row.email),
    returnTo: decodeNullableString(row.return_to),
    browserHash: decodeNullableString(row.browser_hash),
  };
}

/** Users, their linked anonymous identities, sign-in links and plan figures. */
export class AccountsRepo {
  constructor(private readonly db: Db) {}

  async findUserById(id: string): Promise<UserRecord | null> {
    const row = await this.db('users').where({ id }).first(USER_COLUMNS);
    return row ? decodeUser(row) : null;
  }

  async findUserByEmail(email: string): Promise<UserRecord | null> {
    const row = await this.db('users').where({ email }).first(USER_COLUMNS);
    return row ? decodeUser(row) : null;
  }

  /** false when the e-mail or the anonymous id is taken (a concurrent sign-in won). */
  async insertUser(user: UserRecord, at: Date): Promise<boolean> {
    try {
      await this.db('users').insert({
        id: user.id,
        anonymous_id: user.anonymousId,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        profile_image_url: user.profileImageUrl,
        created_at: toDbDate(at),
        updated_at: toDbDate(at),
      });
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }

  async updateProfile(id: string, profile: Pick<UserRecord, 'firstName' | 'lastName' | 'profileImageUrl'>, at: Date): Promise<void> {
    await this.db('users').where({ id }).update({
      first_name: profile.firstName,
      last_name: profile.lastName,
      profile_image_url: profile.profileImageUrl,
      updated_at: toDbDate(at),
    });
  }

  /** The user whose history an anonymous identity belongs to, if any. */
  async ownerOfIdentity(anonymousId: string): Promise<string | null> {
    const own = await this.db('users').where({ anonymous_id: anonymousId }).first('id');
    if (own) return decodeString(own.id);
    const linked = await this.db('user_identities').where({ anonymous_id: anonymousId }).first('user_id');
    return linked ? decodeString(linked.user_id) : null;
  }

  /** Links an identity to a user; an identity already linked keeps its first owner. */
  async linkIdentity(userId: string, anonymousId: string, at: Date): Promise<void> {
    try {
      await this.db('user_identities').insert({ anonymous_id: anonymousId, user_id: userId, created_at: toDbDate(at) });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }

  /** The account's own identity first, then every identity linked to it. */
  async identitiesOf(user: UserRecord): Promise<string[]> {
    const rows = await this.db('user_identities').where({ user_id: user.id }).select('anonymous_id');
    const linked = rows.map((r) => decodeString(r.anonymous_id));
    return [user.anonymousId, ...linked.filter((id) => id !== user.anonymousId)];
  }

  async insertSignInToken(
    hash: string,
    email: string,
    returnTo: string | null,
    browserHash: string,
    expiresAt: Date,
    at: Date,
  ): Promise<void> {
    await this.db('sign_in_tokens').insert({
      token_hash: hash,
      email,
      return_to: returnTo,
      browser_hash: browserHash,
      expires_at: toDbDate(expiresAt),
      created_at: toDbDate(at),
    });
  }

  /**
   * Marks a link used, in one statement so two clicks at once cannot both sign in; null when it
   * is unknown, already used or expired.
   */
  async consumeSignInToken(hash: string, at: Date): Promise<SignInTokenRecord | null> {
    const updated = await this.db('sign_in_tokens')
      .where({ token_hash: hash })
      .whereNull('used_at')
      .where('expires_at', '>', toDbDate(at))
      .update({ used_at: toDbDate(at) });
    if (Number(updated) !== 1) return null;
    const row = await this.db('sign_in_tokens').where({ token_hash: hash }).first(TOKEN_COLUMNS);
    return row ? decodeToken(row) : null;
  }

  /** Makes a link usable again after the sign-in it was used for could not be finished. */
  async releaseSignInToken(hash: string): Promise<void> {
    await this.db('sign_in_tokens').where({ token_hash: hash }).update({ used_at: null });
  }

  /** A link that would still work, without using it up. */
  async peekSignInToken(hash: string, at: Date): Promise<SignInTokenRecord | null> {
    const row = await this.db('sign_in_tokens')
      .where({ token_hash: hash })
      .whereNull('used_at')
      .where('expires_at', '>', toDbDate(at))
      .first(TOKEN_COLUMNS);
    return row ? decodeToken(row) : null;
  }

  /** Why a link did not work, for a clearer message; only after consume failed. */
  async signInTokenState(hash: string, at: Date): Promise<'unknown' | 'used' | 'expired'> {
    const row = await this.db('sign_in_tokens').where({ token_hash: hash }).first('used_at', 'expires_at');
    if (!row) return 'unknown';
    if (row.used_at !== null && row.used_at !== undefined) return 'used';
    return Date.parse(decodeDate(row.expires_at)) <= at.getTime() ? 'expired' : 'used';
  }

  async deleteExpiredSignInTokens(before: Date): Promise<void> {
    await this.db('sign_in_tokens').where('expires_at', '<', toDbDate(before)).delete();
  }
}
