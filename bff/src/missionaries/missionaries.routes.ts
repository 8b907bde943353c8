import Router from '@koa/router';
import { endpoints } from '@flow/contracts';
import type { UserRecord } from '../accounts/accounts.repo';
import { SignInRequiredError } from '../accounts/accounts.service';
import { identity } from '../identity/identity.middleware';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppContext, AppState } from '../platform/http/types';
import { inputOf, validate } from '../platform/http/validate';
import type { MissionariesService } from './missionaries.service';

export interface MissionariesRouteDeps {
  missionaries: MissionariesService;
  rateLimit: RateLimit;
  /** The signed-in user of this request (server-side session), or null. */
  signedInUser(ctx: AppContext): Promise<UserRecord | null>;
}

const signUp = { body: endpoints.missionarySignUp.body };

export function missionariesRoutes(deps: MissionariesRouteDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.get(endpoints.missionaryTeam.path, async (ctx) => {
    ctx.body = await deps.missionaries.team();
  });
  // Sign-up links the profile to the signed-in account: that session is the missionary's credential.
  router.post(endpoints.missionarySignUp.path, deps.rateLimit('missionarySignUp'), identity(), validate(signUp), async (ctx) => {
    const user = await deps.signedInUser(ctx);
    if (!user) throw new SignInRequiredError();
    ctx.status = 201;
    ctx.body = await deps.missionaries.signUp(user, ctx.state.anonymousId ?? null, inputOf(ctx, signUp).body);
  });
  return router;
}
