import type Router from '@koa/router';
import type { AccountsModule } from '../accounts';
import type { Db } from '../platform/db/knex';
import type { AppState } from '../platform/http/types';
import type { RateLimit } from '../platform/http/rate-limit';
import type { Logger } from '../platform/logger';
import { AssignmentsRepo } from './assignments.repo';
import type { MediaStore } from '../platform/media';
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
  accounts: Pick<AccountsModule, 'mailer' | 'signedInUser'>;
  logger: Logger;
  publicUrl: string;
  reassignAfterMs: number;
  media: MediaStore;
}): MissionariesModule {
  const { media } = deps;
  const service = new MissionariesService(new MissionariesRepo(deps.db), media, deps.logger);
  const assignments = new AssignmentService(new AssignmentsRepo(deps.db), deps.accounts.mailer, deps.logger, {
    publicUrl: deps.publicUrl,
    reassignAfterMs: deps.reassignAfterMs,
  });
  return {
    service,
    assignments,
    routes: (rateLimit) =>
      missionariesRoutes({
        missionaries: service,
        media,
        rateLimit,
        signedInUser: deps.accounts.signedInUser,
      }),
  };
}
