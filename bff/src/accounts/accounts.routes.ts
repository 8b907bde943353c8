import Router from '@koa/router';
import {
  LOGIN_PATH,
  LOGOUT_PATH,
  OIDC_CALLBACK_PATH,
  SIGN_IN_PAGE,
  endpoints,
  type AuthMethods,
  type EmailSignInResult,
  type EmailVerifyResult,
} from '@flow/contracts';
import { readIdentityCookie, writeIdentityCookie } from '../identity/identity.cookie';
import { NotFoundError } from '../platform/http/errors';
import { ownOrigin } from '../platform/http/origin';
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
  /** Present only in development without SMTP: lists the outbox. */
  outbox: OutboxMailer | null;
  publicUrl: string | null;
  rateLimit: RateLimit;
  logger: Logger;
  isModerator?: (user: UserRecord) => Promise<boolean>;
}

const emailSignIn = { body: endpoints.emailSignIn.body };
const emailVerify = { body: endpoints.emailVerify.body };

export function accountsRoutes(deps: AccountsRouteDeps): Router<AppState> {
  const { accounts, sessions, oidc, rateLimit, logger } = deps;
  const withRole = async (user: UserRecord) => ({ ...publicUser(user), isModerator: (await deps.isModerator?.(user)) ?? false });
  const router = new Router<AppState>();
  // Links in e-mails use the configured public origin: a request's Host header is not to be trusted.
  const origin = (ctx: AppContext) => deps.publicUrl ?? ownOrigin(ctx);

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

  async function completeSignIn(ctx: AppContext, profile: Parameters<AccountsService['signIn']>[1]): Promise<UserRecord> {
    const user = await accounts.signIn(readIdentityCookie(ctx), profile);
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
      ctx.redirect(await oidc.start(ctx, origin(ctx), returnTo));
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
      const { profile, returnTo } = await oidc.finish(ctx, origin(ctx));
      if (!profile.email || profile.emailVerified === false) throw new OidcError(EMAIL_REQUIRED_FROM_PROVIDER);
      await completeSignIn(ctx, { email: profile.email, firstName: profile.firstName, lastName: profile.lastName, picture: profile.picture });
      ctx.redirect(returnTo);
    } catch (err) {
      if (!(err instanceof OidcError)) throw err;
      logger.warn({ err: err.message, cause: String(err.cause ?? '') }, 'OIDC sign-in refused');
      ctx.redirect(`${SIGN_IN_PAGE}?error=${err.message === EMAIL_REQUIRED_FROM_PROVIDER ? 'email' : 'provider'}`);
    }
  });

  // Spec 000 §2: a full page navigation; the session is deleted on the server, not only forgotten.
  router.get(LOGOUT_PATH, async (ctx) => {
    const session = await sessions.load(ctx);
    await sessions.end(ctx);
    if (session) writeIdentityCookie(ctx, await accounts.freshIdentity());
    ctx.redirect('/');
  });

  router.get(endpoints.authMethods.path, (ctx) => {
    ctx.body = { oidc: oidc !== null, emailLink: oidc === null, devOutbox: oidc === null && deps.outbox !== null } satisfies AuthMethods;
  });

  router.post(endpoints.emailSignIn.path, rateLimit('signin'), validate(emailSignIn), async (ctx) => {
    if (oidc) throw new NotFoundError('Sign-in by e-mail link is not enabled here.');
    const { body } = inputOf(ctx, emailSignIn);
    await accounts.requestEmailLink(body.email, body.returnTo, origin(ctx));
    ctx.body = { sent: true } satisfies EmailSignInResult;
  });

  router.post(endpoints.emailVerify.path, rateLimit('signin'), validate(emailVerify), async (ctx) => {
    if (oidc) throw new NotFoundError('Sign-in by e-mail link is not enabled here.');
    const { body } = inputOf(ctx, emailVerify);
    const { email, returnTo } = await accounts.verifyEmailLink(body.token);
    const user = await completeSignIn(ctx, { email, firstName: null, lastName: null, picture: null });
    ctx.body = { user: await withRole(user), returnTo } satisfies EmailVerifyResult;
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
      const to = typeof ctx.query.to === 'string' ? ctx.query.to.trim().toLowerCase() : null;
      const messages = await outbox.list();
      ctx.body = to ? messages.filter((m) => m.to === to) : messages;
    });
  }

  return router;
}
