import type Router from '@koa/router';
import type { AccountsModule } from '../accounts';
import type { Db } from '../platform/db/knex';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppState } from '../platform/http/types';
import type { WallEvents } from '../platform/wall';
import { ModerationRepo } from './moderation.repo';
import { moderationRoutes } from './moderation.routes';
import { ModerationService } from './moderation.service';
import { ModeratorRoles } from './roles';

export { flagForAttention } from './flags';
export { ModeratorRoles } from './roles';

export interface ModerationModule {
  service: ModerationService;
  roles: ModeratorRoles;
  routes(rateLimit: RateLimit): Router<AppState>;
}

/** The moderation queue and the moderator role, signed in through the accounts' sessions. */
export function createModeration(deps: {
  db: Db;
  events: WallEvents;
  roles: ModeratorRoles;
  accounts: Pick<AccountsModule, 'service' | 'signedInUser'>;
}): ModerationModule {
  const { roles } = deps;
  const service = new ModerationService(new ModerationRepo(deps.db), deps.events);
  return {
    service,
    roles,
    routes: (rateLimit) =>
      moderationRoutes({
        moderation: service,
        roles,
        rateLimit,
        signedInUser: deps.accounts.signedInUser,
      }),
  };
}
