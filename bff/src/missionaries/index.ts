import type Router from '@koa/router';
import type { AccountsModule } from '../accounts';
import type { Db } from '../platform/db/knex';
import type { AppState } from '../platform/http/types';
import type { RateLimit } from '../platform/http/rate-limit';
import { MissionariesRepo } from './missionaries.repo';
import { missionariesRoutes } from './missionaries.routes';
import { MissionariesService } from './missionaries.service';

export { MissionariesService } from './missionaries.service';

export interface MissionariesModule {
  service: MissionariesService;
  routes(rateLimit: RateLimit): Router<AppState>;
}

/** The prayer team: its public list and sign-up, authorised by the accounts' sessions. */
export function createMissionaries(deps: { db: Db; accounts: Pick<AccountsModule, 'service' | 'sessions'> }): MissionariesModule {
  const service = new MissionariesService(new MissionariesRepo(deps.db));
  const { sessions, service: accounts } = deps.accounts;
  return {
    service,
    routes: (rateLimit) =>
      missionariesRoutes({
        missionaries: service,
        rateLimit,
        async signedInUser(ctx) {
          const session = await sessions.load(ctx);
          return session ? accounts.userById(session.userId) : null;
        },
      }),
  };
}
