import type Router from '@koa/router';
import type { AccountsModule } from '../accounts';
import type { QuotaService } from '../billing/quota.service';
import type { Db } from '../platform/db/knex';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppState } from '../platform/http/types';
import type { Logger } from '../platform/logger';
import type { MediaStore } from '../platform/media';
import { ConnectionsRepo } from './connections.repo';
import { connectionsRoutes } from './connections.routes';
import { ConnectionsService } from './connections.service';

export { ConnectionsService } from './connections.service';

export interface ConnectionsModule {
  service: ConnectionsService;
  routes(rateLimit: RateLimit): Router<AppState>;
}

/** Connect with a Missionary: direct, private prayer requests paid for by the plan's allowance. */
export function createConnections(deps: {
  db: Db;
  quota: QuotaService;
  accounts: Pick<AccountsModule, 'service' | 'signedInUser'>;
  logger: Logger;
  media: MediaStore;
}): ConnectionsModule {
  const service = new ConnectionsService(
    new ConnectionsRepo(deps.db),
    deps.quota,
    deps.media,
    deps.logger,
    (userId) => deps.accounts.service.invalidateHistory(userId),
  );
  return {
    service,
    routes: (rateLimit) =>
      connectionsRoutes({
        connections: service,
        rateLimit,
        signedInUser: deps.accounts.signedInUser,
      }),
  };
}
