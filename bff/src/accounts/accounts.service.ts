import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  FREE_MONTHLY_QUOTA,
  PRAYER_HISTORY_CACHE_MS,
  PREMIUM_MONTHLY_QUOTA,
  SIGN_IN_LINK_MESSAGES,
  isPremiumActive,
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
/** Per address and per hour, so nobody can flood someone's inbox through us. */
export const LINKS_PER_ADDRESS_PER_HOUR = 5;

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
const monthOf = (d: Date) => d.toISOString().slice(0, 7);
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

  /** Sends a one-time link; says nothing about whether the address has an account. */
  async requestEmailLink(email: string, returnTo: string | undefined, origin: string): Promise<void> {
    const address = email.trim().toLowerCase();
    const sent = await this.cache.incr(`signin-mail:${hashToken(address)}`, 60 * 60 * 1000);
    if (sent > LINKS_PER_ADDRESS_PER_HOUR) throw new AppError(429, 'rate_limited', TOO_MANY_LINKS);
    const at = now();
    const token = randomBytes(32).toString('base64url');
    await this.repo.insertSignInToken(hashToken(token), address, safeReturnTo(returnTo), new Date(at.getTime() + this.options.linkTtlMs), at);
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

  /** Uses up a link; the reason is in the error when it does not work. */
  async verifyEmailLink(token: string): Promise<{ email: string; returnTo: string }> {
    const at = now();
    const hash = hashToken(token);
    const record = await this.repo.consumeSignInToken(hash, at);
    if (!record) {
      const state = await this.repo.signInTokenState(hash, at);
      throw new SignInLinkError(state === 'expired' ? SIGN_IN_LINK_EXPIRED : state === 'used' ? SIGN_IN_LINK_USED : SIGN_IN_LINK_INVALID);
    }
    return { email: record.email, returnTo: safeReturnTo(record.returnTo) };
  }

  /** GET /api/me: plan and this month's prayer usage. Everyone without a subscription is freemium. */
  async account(user: UserRecord): Promise<Account> {
    const at = now();
    const [subscription, used] = await Promise.all([
      this.repo.latestSubscription(user.id),
      this.repo.prayersUsed(user.id, monthOf(at)),
    ]);
    const tier = subscription?.tier === 'premium' ? 'premium' : 'freemium';
    const status = subscription?.status ?? 'active';
    const monthlyQuota = isPremiumActive({ tier, status }) ? PREMIUM_MONTHLY_QUOTA : FREE_MONTHLY_QUOTA;
    return {
      anonymousId: user.anonymousId,
      tier,
      status,
      remaining: Math.max(0, monthlyQuota - used),
      monthlyQuota,
      currentUsage: used,
      currentPeriodEnd: subscription?.currentPeriodEnd ?? null,
    };
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
