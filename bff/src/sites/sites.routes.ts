import Router from '@koa/router';
import { SiteIdParams, endpoints } from '@flow/contracts';
import { SignInRequiredError, type AccountsService } from '../accounts/accounts.service';
import type { AppContext, AppState } from '../platform/http/types';
import { inputOf, validate } from '../platform/http/validate';
import type { Sessions } from '../platform/session';
import type { SitesService } from './sites.service';

const create = { body: endpoints.createSite.body };
const update = { params: SiteIdParams, body: endpoints.updateSite.body };
const byId = { params: SiteIdParams };
const rotate = { params: SiteIdParams, body: endpoints.rotateSiteKey.body };

/** The dashboard's Church sites section: only for the signed-in owner. */
export function sitesRoutes(deps: { sites: SitesService; accounts: AccountsService; sessions: Sessions }): Router<AppState> {
  const { sites, accounts, sessions } = deps;
  const router = new Router<AppState>();

  async function owner(ctx: AppContext): Promise<string> {
    const session = await sessions.load(ctx);
    const user = session ? await accounts.userById(session.userId) : null;
    if (!user) throw new SignInRequiredError();
    return user.id;
  }

  router.get(endpoints.listSites.path, async (ctx) => {
    ctx.body = await sites.list(await owner(ctx));
  });

  router.post(endpoints.createSite.path, validate(create), async (ctx) => {
    ctx.status = 201;
    ctx.body = await sites.create(await owner(ctx), inputOf(ctx, create).body);
  });

  router.put(endpoints.updateSite.path, validate(update), async (ctx) => {
    const { params, body } = inputOf(ctx, update);
    ctx.body = await sites.update(await owner(ctx), params.id, body);
  });

  router.post(endpoints.rotateSiteKey.path, validate(rotate), async (ctx) => {
    ctx.body = await sites.rotateKey(await owner(ctx), inputOf(ctx, rotate).params.id);
  });

  router.delete(endpoints.deleteSite.path, validate(byId), async (ctx) => {
    await sites.remove(await owner(ctx), inputOf(ctx, byId).params.id);
    ctx.body = { ok: true };
  });

  return router;
}
