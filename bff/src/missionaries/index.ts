import type Router from '@koa/router';
import type { AccountsModule } from '../accounts';
import type { Db } from '../platform/db/knex';
import type { AppState } from '../platform/http/types';
import type { RateLimit } from '../platform/http/rate-limit';
import type { Logger } from '../platform/logger';
import { AssignmentsRepo } from './assignments.repo';
import { AssignmentService } from './assignments.service';
import { MissionariesRepo } from './missionaries.repo';
import { missionariesRoutes } from './missionaries.routes';
import { MissionariesService } from './missionaries.service';

export { MissionariesService } from './missionaries.service';
export { AssignmentService, scheduleReassignment } from './assignments.service';

export interface MissionariesModule {
  service: MissionariesService;
  assignments: AssignmentService;
  routes(rateLimit: RateLimit): Router<AppState>;
}

/** The prayer team: its public list and sign-up, authorised by the accounts' sessions. */
export function createMissionaries(deps: {
  db: Db;
  accounts: Pick<AccountsModule, 'service' | 'sessions' | 'mailer'>;
  logger: Logger;
  publicUrl: string;
  reassignAfterMs: number;
}): MissionariesModule {
  const service = new MissionariesService(new MissionariesRepo(deps.db));
  const assignments = new AssignmentService(new AssignmentsRepo(deps.db), deps.accounts.mailer, deps.logger, {
    publicUrl: deps.publicUrl,
    reassignAfterMs: deps.reassignAfterMs,
  });
  const { sessions, service: accounts } = deps.accounts;
  return {
    service,
    assignments,
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
