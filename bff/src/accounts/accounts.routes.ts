import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import {
  LOGIN_PATH,
  LOGOUT_PATH,
  OIDC_CALLBACK_PATH,
  SIGN_IN_PAGE,
  SIGN_OUT_PAGE,
  endpoints,
  type AuthMethods,
  type EmailLinkInfo,
  type EmailSignInResult,
  type EmailVerifyResult,
} from '@flow/contracts';
import { readIdentityCookie, writeIdentityCookie } from '../identity/identity.cookie';
import { ForbiddenError, NotFoundError } from '../platform/http/errors';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppContext, AppState } from '../platform/http/types';
import { inputOf, validate } from '../platform/http/validate';
import type { Logger } from '../platform/logger';
import type { OutboxMailer } from '../platform/mail';
import type { Sessions } from '../platform/session';
import type { UserRecord } from './accounts.repo';
import {
  EMAIL_REQUIRED_FROM_PROVIDER,
  SignInRequiredError,
  publicUser,
  safeReturnTo,
  type AccountsService,
} from './accounts.service';
import { OidcError, type OidcClient } from './oidc';

export interface AccountsRouteDeps {
  accounts: AccountsService;
  sessions: Sessions;
  oidc: OidcClient | null;
  /** Present only with FLOW_DEV_OUTBOX in development without SMTP: lists the outbox. */
  outbox: OutboxMailer | null;
  /** FLOW_PUBLIC_URL or the development listen origin; never a request header. */
  publicUrl: string;
  /** How long a link works; the browser's nonce cookie lives as long. */
  linkTtlMs: number;
  rateLimit: RateLimit;
  logger: Logger;
  isModerator?: (user: UserRecord) => Promise<boolean>;
}

export const OUTBOX_LOOPBACK_ONLY = 'The development outbox answers only requests from this computer.';

/** The socket's own peer address: headers such as X-Forwarded-For are never consulted here. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

const emailSignIn = { body: endpoints.emailSignIn.body };
const emailVerify = { body: endpoints.emailVerify.body };
const emailCheck = { body: endpoints.emailCheck.body };

/** Holds the nonce that binds sign-in links to the browser that asked for them. */
export const SIGN_IN_NONCE_COOKIE = 'flow_signin';
const NONCE_PATH = '/api/auth/email';
const NONCE_FORMAT = /^[A-Za-z0-9_-]{43}$/;

function browserNonce(ctx: AppContext): string | undefined {
  const value = ctx.cookies.get(SIGN_IN_NONCE_COOKIE);
  return value && NONCE_FORMAT.test(value) ? value : undefined;
}

/** The browser's nonce (a new one when it has none), its cookie renewed to outlive the new link. */
function keepBrowserNonce(ctx: AppContext, maxAge: number): string {
  const nonce = browserNonce(ctx) ?? randomBytes(32).toString('base64url');
  ctx.cookies.set(SIGN_IN_NONCE_COOKIE, nonce, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: NONCE_PATH,
    maxAge,
    overwrite: true,
  });
  return nonce;
}

export function accountsRoutes(deps: AccountsRouteDeps): Router<AppState> {
  const { accounts, sessions, oidc, rateLimit, logger, linkTtlMs } = deps;
  const withRole = async (user: UserRecord) => ({ ...publicUser(user), isModerator: (await deps.isModerator?.(user)) ?? false });
  const router = new Router<AppState>();
  // Links in e-mails and the OIDC redirect use the configured origin only: Host and
  // X-Forwarded-Host are chosen by whoever sends the request.
  const origin = deps.publicUrl;

  async function signedInUser(ctx: AppContext): Promise<UserRecord | null> {
    const session = await sessions.load(ctx);
    if (!session) return null;
    const user = await accounts.userById(session.userId);
    if (!user) await sessions.end(ctx);
    return user;
  }

  async function requireUser(ctx: AppContext): Promise<UserRecord> {
    const user = await signedInUser(ctx);
    if (!user) throw new SignInRequiredError();
    return user;
  }

  /** `bringDevice`: link this browser's anonymous identity (and so its posts) to the account. */
  async function completeSignIn(
    ctx: AppContext,
    profile: Parameters<AccountsService['signIn']>[1],
    bringDevice = true,
  ): Promise<UserRecord> {
    const user = await accounts.signIn(bringDevice ? readIdentityCookie(ctx) : undefined, profile);
    await sessions.start(ctx, user.id);
    writeIdentityCookie(ctx, user.anonymousId);
    return user;
  }

  // Spec 000 §2: a full page navigation.
  router.get(LOGIN_PATH, async (ctx) => {
    const returnTo = safeReturnTo(ctx.query.returnTo);
    if (!oidc) {
      ctx.redirect(`${SIGN_IN_PAGE}?returnTo=${encodeURIComponent(returnTo)}`);
      return;
    }
    try {
      ctx.redirect(await oidc.start(ctx, origin, returnTo));
    } catch (err) {
      logger.error({ err }, 'OIDC sign-in could not start');
      ctx.redirect(`${SIGN_IN_PAGE}?error=provider`);
    }
  });

  router.get(OIDC_CALLBACK_PATH, async (ctx) => {
    if (!oidc) throw new NotFoundError('OpenID Connect is not configured.');
    if (typeof ctx.query.error === 'string') {
      ctx.redirect(`${SIGN_IN_PAGE}?error=${ctx.query.error === 'access_denied' ? 'denied' : 'provider'}`);
      return;
    }
    try {
      const { profile, returnTo } = await oidc.finish(ctx, origin);
      if (!profile.email || profile.emailVerified === false) throw new OidcError(EMAIL_REQUIRED_FROM_PROVIDER);
      await completeSignIn(ctx, { email: profile.email, firstName: profile.firstName, lastName: profile.lastName, picture: profile.picture });
      ctx.redirect(returnTo);
    } catch (err) {
      if (!(err instanceof OidcError)) throw err;
      logger.warn({ err: err.message, cause: String(err.cause ?? '') }, 'OIDC sign-in refused');
      ctx.redirect(`${SIGN_IN_PAGE}?error=${err.message === EMAIL_REQUIRED_FROM_PROVIDER ? 'email' : 'provider'}`);
    }
  });

  // Spec 000 §2: a full page navigation, here a form POST (Origin-checked in csrf.ts) so no other
  // site can sign people out with an image or a link; the session is deleted on the server.
  router.post(LOGOUT_PATH, async (ctx) => {
    const session = await sessions.load(ctx);
    await sessions.end(ctx);
    if (session) writeIdentityCookie(ctx, await accounts.freshIdentity());
    ctx.status = 303;
    ctx.redirect('/');
  });

  // An old link or bookmark changes nothing: it lands on a page with a Sign Out button.
  router.get(LOGOUT_PATH, (ctx) => {
    ctx.redirect(SIGN_OUT_PAGE);
  });

  router.get(endpoints.authMethods.path, (ctx) => {
    ctx.body = { oidc: oidc !== null, emailLink: oidc === null, devOutbox: oidc === null && deps.outbox !== null } satisfies AuthMethods;
  });

  router.post(endpoints.emailSignIn.path, rateLimit('signin'), validate(emailSignIn), async (ctx) => {
    if (oidc) throw new NotFoundError('Sign-in by e-mail link is not enabled here.');
    const { body } = inputOf(ctx, emailSignIn);
    const nonce = keepBrowserNonce(ctx, linkTtlMs);
    await accounts.requestEmailLink(body.email, body.returnTo, origin, nonce, { identity: readIdentityCookie(ctx), ip: ctx.ip });
    ctx.body = { sent: true } satisfies EmailSignInResult;
  });

  router.post(endpoints.emailCheck.path, rateLimit('signin'), validate(emailCheck), async (ctx) => {
    if (oidc) throw new NotFoundError('Sign-in by e-mail link is not enabled here.');
    const { body } = inputOf(ctx, emailCheck);
    ctx.body = (await accounts.checkEmailLink(body.token, browserNonce(ctx))) satisfies EmailLinkInfo;
  });

  router.post(endpoints.emailVerify.path, rateLimit('signin'), validate(emailVerify), async (ctx) => {
    if (oidc) throw new NotFoundError('Sign-in by e-mail link is not enabled here.');
    const { body } = inputOf(ctx, emailVerify);
    ctx.body = await accounts.signInWithEmailLink(body.token, browserNonce(ctx), async ({ email, returnTo, sameBrowser }) => {
      // Login CSRF: a link opened in another browser may be someone else's; its anonymous posts
      // join that account only when the person ticked the box saying so.
      const bringDevice = sameBrowser ? body.bringAnonymous !== false : body.bringAnonymous === true;
      const user = await completeSignIn(ctx, { email, firstName: null, lastName: null, picture: null }, bringDevice);
      return { user: await withRole(user), returnTo } satisfies EmailVerifyResult;
    });
  });

  // Spec 000 §7: 401 when signed out; the client reads that as "nobody".
  router.get(endpoints.authUser.path, async (ctx) => {
    ctx.body = await withRole(await requireUser(ctx));
  });

  router.get(endpoints.me.path, async (ctx) => {
    ctx.body = await accounts.account(await requireUser(ctx));
  });

  router.get(endpoints.prayerHistory.path, async (ctx) => {
    ctx.body = await accounts.prayerHistory(await requireUser(ctx));
  });

  if (deps.outbox) {
    const outbox = deps.outbox;
    router.get(endpoints.devOutbox.path, async (ctx) => {
      if (!isLoopback(ctx.req.socket.remoteAddress)) throw new ForbiddenError(OUTBOX_LOOPBACK_ONLY);
      const to = typeof ctx.query.to === 'string' ? ctx.query.to.trim().toLowerCase() : null;
      const messages = await outbox.list();
      ctx.body = to ? messages.filter((m) => m.to === to) : messages;
    });
  }

  return router;
}
