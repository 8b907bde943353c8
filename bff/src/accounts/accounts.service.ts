import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  PRAYER_HISTORY_CACHE_MS,
  SIGN_IN_LINK_MESSAGES,
  type Account,
  type AuthUser,
  type PrayerHistory,
} from '@flow/contracts';
import type { IdentityService } from '../identity/identity.service';
import type { Cache } from '../platform/cache';
import { now } from '../platform/clock';
import { AppError } from '../platform/http/errors';
import type { Logger } from '../platform/logger';
import type { Mailer } from '../platform/mail';
import type { AccountsRepo, UserRecord } from './accounts.repo';
import type { HistoryRepo } from './history.repo';

export const SIGN_IN_LINK_INVALID = SIGN_IN_LINK_MESSAGES.invalid;
export const SIGN_IN_LINK_USED = SIGN_IN_LINK_MESSAGES.used;
export const SIGN_IN_LINK_EXPIRED = SIGN_IN_LINK_MESSAGES.expired;
export const SIGN_IN_REQUIRED = 'Please sign in to see your account.';
export const EMAIL_REQUIRED_FROM_PROVIDER = 'Your sign-in provider did not share a verified e-mail address.';
export const TOO_MANY_LINKS = 'Too many sign-in links were requested for this address. Please wait a few minutes.';
/**
 * Per address, per requester (browser identity, or IP without one) and per hour: past it the
 * requester is told to wait. A stranger using up their own budget does not touch the owner's.
 */
export const LINKS_PER_ADDRESS_PER_HOUR = 5;
/** Per address and IP per hour (several browsers behind one address), also answered with 429. */
export const LINKS_PER_ADDRESS_PER_IP_PER_HOUR = 10;
/**
 * Mails one address receives per hour whoever asks, so nobody can flood an inbox through us.
 * Past it nothing is sent but the answer stays the same neutral "sent", so the cap tells a
 * stranger nothing and is not a lever to make the owner's own requests fail loudly.
 */
export const MAILS_PER_ADDRESS_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

export class SignInRequiredError extends AppError {
  constructor() {
    super(401, 'sign_in_required', SIGN_IN_REQUIRED);
  }
}

export class SignInLinkError extends AppError {
  constructor(message: string) {
    super(400, 'sign_in_link_invalid', message);
  }
}

/** Where the account's plan and allowance come from (billing's QuotaService). */
export interface AccountPlans {
  account(user: { id: string; anonymousId: string }): Promise<Account>;
}

export interface Profile {
  email: string;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
}

const DEFAULT_RETURN = '/';

/** Only paths of this site, never another origin (`//evil`, `/\evil`) and never the API. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return DEFAULT_RETURN;
  }
  if ([...value].some((c) => c.charCodeAt(0) < 0x20) || value === '/api' || value.startsWith('/api/')) return DEFAULT_RETURN;
  return value;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Who asks for a link: the bound browser identity when there is one, and the client address. */
export interface Requester {
  identity: string | undefined;
  ip: string;
}

/** Whether the nonce this browser holds is the one whose hash was stored with the link. */
function sameBrowser(nonce: string | undefined, storedHash: string | null): boolean {
  if (!nonce || !storedHash) return false;
  const a = Buffer.from(hashToken(nonce), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
const historyKey = (userId: string) => `history:${userId}`;

export function publicUser(user: UserRecord): AuthUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
  };
}

export class AccountsService {
  constructor(
    private readonly repo: AccountsRepo,
    private readonly history: HistoryRepo,
    private readonly identity: IdentityService,
    private readonly mailer: Mailer,
    private readonly cache: Cache,
    private readonly logger: Logger,
    private readonly options: { linkTtlMs: number },
    private readonly plans: AccountPlans,
  ) {}

  userById(id: string): Promise<UserRecord | null> {
    return this.repo.findUserById(id);
  }

  /**
   * Finds or creates the account for a verified e-mail and links this browser's anonymous
   * identity to it, so what was shared before signing in joins the account's history. The
   * browser then carries the account's own identity (the caller rebinds its cookie to
   * `user.anonymousId`), which is how a second device sees and adds to the same history.
   */
  async signIn(deviceIdentity: string | undefined, profile: Profile): Promise<UserRecord> {
    const at = now();
    const email = profile.email.trim().toLowerCase();
    const deviceOwner = deviceIdentity ? await this.repo.ownerOfIdentity(deviceIdentity) : null;
    // An identity that is already part of some account (e.g. left on a shared computer) never moves.
    const freeDeviceIdentity = deviceIdentity && !deviceOwner ? deviceIdentity : undefined;

    let user = await this.repo.findUserByEmail(email);
    if (!user) {
      const candidate: UserRecord = {
        id: randomUUID(),
        anonymousId: freeDeviceIdentity ?? (await this.identity.bind(undefined)),
        email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        profileImageUrl: profile.picture,
      };
      if (await this.repo.insertUser(candidate, at)) user = candidate;
      else user = await this.repo.findUserByEmail(email); // a concurrent first sign-in created it
      if (!user) throw new Error('The account could not be created');
    } else if (profile.firstName || profile.lastName || profile.picture) {
      const names = {
        firstName: profile.firstName ?? user.firstName,
        lastName: profile.lastName ?? user.lastName,
        profileImageUrl: profile.picture ?? user.profileImageUrl,
      };
      await this.repo.updateProfile(user.id, names, at);
      user = { ...user, ...names };
    }
    await this.repo.linkIdentity(user.id, user.anonymousId, at);
    if (freeDeviceIdentity) await this.repo.linkIdentity(user.id, freeDeviceIdentity, at);
    await this.invalidateHistory(user.id);
    return user;
  }

  /**
   * Sends a one-time link bound to the asking browser (`browserNonce`, kept in its httpOnly
   * cookie; only its hash is stored); says nothing about whether the address has an account.
   */
  async requestEmailLink(
    email: string,
    returnTo: string | undefined,
    origin: string,
    browserNonce: string,
    requester: Requester,
  ): Promise<void> {
    const address = email.trim().toLowerCase();
    const addressKey = hashToken(address);
    const who = hashToken(requester.identity ?? `ip:${requester.ip}`);
    const [byRequester, byIp] = await Promise.all([
      this.count(`signin-mail:req:${addressKey}:${who}`),
      this.count(`signin-mail:ip:${addressKey}:${hashToken(requester.ip)}`),
    ]);
    if (byRequester > LINKS_PER_ADDRESS_PER_HOUR || byIp > LINKS_PER_ADDRESS_PER_IP_PER_HOUR) {
      throw new AppError(429, 'rate_limited', TOO_MANY_LINKS);
    }
    if ((await this.count(`signin-mail:addr:${addressKey}`)) > MAILS_PER_ADDRESS_PER_HOUR) {
      this.logger.warn('sign-in mail not sent: hourly cap for one address reached');
      return;
    }
    const at = now();
    const token = randomBytes(32).toString('base64url');
    await this.repo.insertSignInToken(
      hashToken(token),
      address,
      safeReturnTo(returnTo),
      hashToken(browserNonce),
      new Date(at.getTime() + this.options.linkTtlMs),
      at,
    );
    const link = `${origin}/sign-in?token=${token}`;
    const minutes = Math.round(this.options.linkTtlMs / 60_000);
    await this.mailer.send({
      to: address,
      subject: 'Your Flow sign-in link',
      text: [
        'Hello,',
        '',
        'Use this link to sign in to Flow:',
        link,
        '',
        `It works once and expires in ${minutes} minutes.`,
        "If you didn't ask to sign in, you can ignore this e-mail.",
        '',
        'Flow — anonymous spiritual support',
      ].join('\n'),
    });
    if (Math.random() < 0.05) void this.repo.deleteExpiredSignInTokens(new Date(at.getTime() - 24 * 3600_000)).catch(() => {});
  }

  /** Counts one more against an hourly cap; a cache outage fails open (the per-requester limiter still holds). */
  private async count(key: string): Promise<number> {
    try {
      return await this.cache.incr(key, HOUR_MS);
    } catch (err) {
      this.logger.warn({ err: String(err) }, 'sign-in mail cap unavailable');
      return 0;
    }
  }

  private async linkError(hash: string, at: Date): Promise<SignInLinkError> {
    const state = await this.repo.signInTokenState(hash, at);
    return new SignInLinkError(state === 'expired' ? SIGN_IN_LINK_EXPIRED : state === 'used' ? SIGN_IN_LINK_USED : SIGN_IN_LINK_INVALID);
  }

  /** Which address a link signs into and whether this is the browser that asked; uses nothing up. */
  async checkEmailLink(token: string, browserNonce: string | undefined): Promise<{ email: string; sameBrowser: boolean }> {
    const at = now();
    const hash = hashToken(token);
    const record = await this.repo.peekSignInToken(hash, at);
    if (!record) throw await this.linkError(hash, at);
    return { email: record.email, sameBrowser: sameBrowser(browserNonce, record.browserHash) };
  }

  /**
   * Uses up a link and finishes the sign-in with it; the reason is in the error when the link
   * does not work. If finishing fails (the session store briefly unreachable), the link works
   * again: the person was told to try again in a moment, and a used-up link would refuse them.
   */
  async signInWithEmailLink<T>(
    token: string,
    browserNonce: string | undefined,
    finish: (link: { email: string; returnTo: string; sameBrowser: boolean }) => Promise<T>,
  ): Promise<T> {
    const at = now();
    const hash = hashToken(token);
    const record = await this.repo.consumeSignInToken(hash, at);
    if (!record) throw await this.linkError(hash, at);
    try {
      return await finish({ email: record.email, returnTo: safeReturnTo(record.returnTo), sameBrowser: sameBrowser(browserNonce, record.browserHash) });
    } catch (err) {
      await this.repo.releaseSignInToken(hash).catch((releaseErr: unknown) => {
        this.logger.error({ err: String(releaseErr) }, 'a sign-in link used by a failed sign-in could not be released');
      });
      throw err;
    }
  }

  /** GET /api/me: plan and this month's prayer usage. Everyone without a subscription is freemium. */
  /** GET /api/me: the plan and allowance come from billing (bff/src/billing/quota.service.ts). */
  async account(user: UserRecord): Promise<Account> {
    return this.plans.account(user);
  }

  /** Oldest first ("Chronological order"); cached for 5 minutes, dropped when the user adds something. */
  async prayerHistory(user: UserRecord): Promise<PrayerHistory> {
    const key = historyKey(user.id);
    const cached = await this.cache.get(key).catch(() => null);
    if (cached) return JSON.parse(cached) as PrayerHistory;
    const identities = await this.repo.identitiesOf(user);
    const { items, totalCount } = await this.history.itemsFor(identities);
    items.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    const result: PrayerHistory = { totalCount, items };
    await this.cache.set(key, JSON.stringify(result), PRAYER_HISTORY_CACHE_MS).catch((err: unknown) => {
      this.logger.warn({ err: String(err) }, 'prayer history not cached');
    });
    return result;
  }

  /** Something new was written under this identity: its owner's cached history is stale. */
  async identityChanged(anonymousId: string): Promise<void> {
    const owner = await this.repo.ownerOfIdentity(anonymousId);
    if (owner) await this.invalidateHistory(owner);
  }

  async invalidateHistory(userId: string): Promise<void> {
    await this.cache.del(historyKey(userId));
  }

  /** After sign-out the browser goes on under a new anonymous identity, not the account's. */
  freshIdentity(): Promise<string> {
    return this.identity.bind(undefined);
  }
}
