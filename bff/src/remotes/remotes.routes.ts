import Router from '@koa/router';
import { endpoints } from '@flow/contracts';
import { identity } from '../identity/identity.middleware';
import { ownOrigin } from '../platform/http/origin';
import type { AppState } from '../platform/http/types';
import { remotesManifest, type RemotesConfig } from './remotes.service';

export function remotesRoutes(config: RemotesConfig): Router<AppState> {
  const router = new Router<AppState>();
  router.get(endpoints.remotes.path, identity(), (ctx) => {
    // Built from the request's origin, so it must not be shared between hosts by a cache.
    ctx.set('Cache-Control', 'no-cache');
    ctx.vary('Host');
    ctx.body = remotesManifest(config, ownOrigin(ctx));
  });
  return router;
}
