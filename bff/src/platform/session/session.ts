import { createHash, randomBytes } from 'node:crypto';
import { cookieName } from '../http/cookies';
import type { AppContext } from '../http/types';
import type { SessionData, SessionStore } from './store';

export const SESSION_COOKIE = 'flow_sid';
/** The pub/sub channel that carries the store key of each session ended, to every instance. */
export const SESSION_ENDED_CHANNEL = 'session-ended';
/**
 * A readable hint beside the session cookie, holding nothing but "1": the page asks who is
 * signed in (GET /api/auth/user) only when it is there, so a visitor who never signed in is not
 * answered a 401 on every page (browsers log it as an error). The server never trusts it.
 */
export const SIGNED_IN_HINT_COOKIE = 'flow_signed_in';
/** Refreshing the idle deadline on every request would write on every read; once a minute is enough. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionOptions {
  idleMs: number;
  absoluteMs: number;
  clock?: () => number;
  /**
   * Told the store key of every session ended by sign-out or a new sign-in, so what still holds
   * it open elsewhere (a chat socket on any instance) can let go at once.
   */
  onEnd?: (key: string) => Promise<void>;
}

export interface ActiveSession {
  userId: string;
  createdAt: number;
}

const hashId = (sid: string) => createHash('sha256').update(sid).digest('hex');

/**
 * Server-side sessions of signed-in users. The cookie carries only a random id (signed,
 * httpOnly, SameSite=Lax, Secure behind HTTPS); the store is keyed by its hash, so a leaked
 * sessions table cannot be replayed. A new id is issued at every sign-in (no fixation) and
 * sign-out deletes the stored session, not just the cookie.
 */
export class Sessions {
  private readonly clock: () => number;

  constructor(
    private readonly store: SessionStore,
    private readonly options: SessionOptions,
  ) {
    this.clock = options.clock ?? Date.now;
  }

  get kind(): SessionStore['kind'] {
    return this.store.kind;
  }

  /** The live session of this request, or null (unknown, expired by idle or absolute timeout). */
  async load(ctx: AppContext): Promise<ActiveSession | null> {
    const sid = readCookie(ctx);
    if (!sid) {
      // A hint left without its session (the session cookie expired first) would keep asking.
      clearHint(ctx);
      return null;
    }
    const key = hashId(sid);
    const now = this.clock();
    const data = await this.store.get(key, now);
    if (!data || this.expiresAt(data) <= now) {
      if (data) await this.store.destroy(key);
      clearCookie(ctx);
      return null;
    }
    if (now - data.lastSeenAt >= TOUCH_EVERY_MS) {
      const touched = { ...data, lastSeenAt: now };
      await this.store.set(key, touched, this.expiresAt(touched));
    }
    return { userId: data.userId, createdAt: data.createdAt };
  }

  /** Starts a session under a fresh id, dropping whatever session this browser had. */
  async start(ctx: AppContext, userId: string): Promise<void> {
    await this.end(ctx);
    const now = this.clock();
    const sid = randomBytes(32).toString('base64url');
    const data: SessionData = { userId, createdAt: now, lastSeenAt: now };
    await this.store.set(hashId(sid), data, this.expiresAt(data));
    ctx.cookies.set(cookieName(ctx, SESSION_COOKIE), sid, {
      signed: true,
      httpOnly: true,
      // Lax: the OIDC callback arrives as a top-level GET from the provider's site.
      sameSite: 'lax',
      secure: ctx.secure,
      path: '/',
      expires: new Date(now + this.options.absoluteMs),
      overwrite: true,
    });
    ctx.cookies.set(cookieName(ctx, SIGNED_IN_HINT_COOKIE), '1', {
      httpOnly: false,
      sameSite: 'lax',
      secure: ctx.secure,
      path: '/',
      expires: new Date(now + this.options.absoluteMs),
      overwrite: true,
    });
  }

  async end(ctx: AppContext): Promise<void> {
    const sid = readCookie(ctx);
    if (sid) {
      const key = hashId(sid);
      await this.store.destroy(key);
      await this.options.onEnd?.(key);
    }
    clearCookie(ctx);
  }

  /** The store key of this request's session cookie (live or not), or null without one. */
  keyOf(ctx: AppContext): string | null {
    const sid = readCookie(ctx);
    return sid ? hashId(sid) : null;
  }

  /**
   * Whether the session under this key is still live. It does not count as activity (unlike
   * `load`): an open socket re-checking its session must not keep it from idling out.
   */
  async isLive(key: string): Promise<boolean> {
    const now = this.clock();
    const data = await this.store.get(key, now);
    return data !== null && this.expiresAt(data) > now;
  }

  private expiresAt(data: SessionData): number {
    return Math.min(data.lastSeenAt + this.options.idleMs, data.createdAt + this.options.absoluteMs);
  }
}

function readCookie(ctx: AppContext): string | undefined {
  const value = ctx.cookies.get(cookieName(ctx, SESSION_COOKIE), { signed: true });
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

function clearCookie(ctx: AppContext): void {
  clearHint(ctx);
  const name = cookieName(ctx, SESSION_COOKIE);
  if (!ctx.cookies.get(name)) return;
  ctx.cookies.set(name, null, { signed: true, httpOnly: true, sameSite: 'lax', secure: ctx.secure, path: '/', overwrite: true });
}

function clearHint(ctx: AppContext): void {
  const name = cookieName(ctx, SIGNED_IN_HINT_COOKIE);
  if (!ctx.cookies.get(name)) return;
  ctx.cookies.set(name, null, { httpOnly: false, sameSite: 'lax', secure: ctx.secure, path: '/', overwrite: true });
}
