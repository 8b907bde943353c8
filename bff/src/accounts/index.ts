import type Router from '@koa/router';
import type { IdentityService } from '../identity/identity.service';
import type { Cache } from '../platform/cache';
import type { ResolvedConfig } from '../platform/config';
import type { Db } from '../platform/db/knex';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppContext, AppState } from '../platform/http/types';
import type { Logger } from '../platform/logger';
import { createMailer, OutboxMailer, type Mailer } from '../platform/mail';
import { SESSION_ENDED_CHANNEL, Sessions, createSessionStore } from '../platform/session';
import { AccountsRepo, type UserRecord } from './accounts.repo';
import { accountsRoutes } from './accounts.routes';
import { AccountsService, type AccountPlans } from './accounts.service';
import { HistoryRepo } from './history.repo';
import { OidcClient } from './oidc';

export { AccountsService } from './accounts.service';

export interface AccountsModule {
  service: AccountsService;
  sessions: Sessions;
  mailer: Mailer;
  /** The account of this request's live session, or null: the one lookup every module uses. */
  signedInUser(ctx: AppContext): Promise<UserRecord | null>;
  routes(rateLimit: RateLimit): Router<AppState>;
}

/** Accounts, sessions and mail, wired from configuration (OIDC or e-mail link; SMTP or outbox). */
export function createAccounts(deps: {
  config: ResolvedConfig;
  db: Db;
  cache: Cache;
  logger: Logger;
  identity: IdentityService;
  /** The plan part of /api/me (billing). */
  plans: AccountPlans;
  /** The moderator role, reported in /api/auth/user (bff/src/moderation/roles.ts). */
  isModerator?: (user: UserRecord) => Promise<boolean>;
}): AccountsModule {
  const { config, db, cache, logger } = deps;
  const a = config.accounts;
  const mailer = createMailer({ smtpUrl: a.smtpUrl, from: a.mailFrom, outboxDir: a.outboxDir, logger });
  const sessions = new Sessions(createSessionStore(db, cache), {
    idleMs: a.sessionIdleSec * 1000,
    absoluteMs: a.sessionAbsoluteSec * 1000,
    // Sockets held open under the session (chat) close on every instance. Not delivered while
    // the pub/sub is down: the hub's periodic re-check of each socket's session covers that.
    async onEnd(key) {
      await cache.publish(SESSION_ENDED_CHANNEL, key).catch((err: unknown) => logger.warn({ err: String(err) }, 'session end not announced'));
    },
  });
  const service = new AccountsService(new AccountsRepo(db), new HistoryRepo(db), deps.identity, mailer, cache, logger, {
    linkTtlMs: a.signInLinkTtlSec * 1000,
  }, deps.plans);
  const oidc = a.oidc ? new OidcClient(a.oidc, !config.production) : null;
  return {
    service,
    sessions,
    mailer,
    async signedInUser(ctx) {
      const session = await sessions.load(ctx);
      return session ? service.userById(session.userId) : null;
    },
    routes: (rateLimit) =>
      accountsRoutes({
        accounts: service,
        sessions,
        oidc,
        // Opt-in (FLOW_DEV_OUTBOX) and never in production: whoever reads it can sign in as anyone.
        outbox: mailer instanceof OutboxMailer && config.devOutbox && !config.production ? mailer : null,
        publicUrl: config.publicUrl,
        linkTtlMs: a.signInLinkTtlSec * 1000,
        rateLimit,
        logger,
        isModerator: deps.isModerator,
      }),
  };
}
