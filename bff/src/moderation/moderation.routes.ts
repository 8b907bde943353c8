import Router from '@koa/router';
import { endpoints } from '@flow/contracts';
import type { Middleware } from 'koa';
import { SignInRequiredError } from '../accounts/accounts.service';
import type { UserRecord } from '../accounts/accounts.repo';
import { identity, requireAnonymousId } from '../identity/identity.middleware';
import { ForbiddenError } from '../platform/http/errors';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppContext, AppState } from '../platform/http/types';
import { inputOf, validate } from '../platform/http/validate';
import type { ModerationService } from './moderation.service';
import type { ModeratorRoles } from './roles';

export const MODERATORS_ONLY = 'Only moderators can review the moderation queue.';

export interface ModerationRouteDeps {
  moderation: ModerationService;
  roles: ModeratorRoles;
  rateLimit: RateLimit;
  /** The signed-in user of this request, or null. */
  signedInUser(ctx: AppContext): Promise<UserRecord | null>;
}

const decide = { body: endpoints.moderationDecide.body };
const noteAuthor = { body: endpoints.moderationNoteAuthor.body };

type ModeratorState = AppState & { moderatorId?: string };

export function moderationRoutes(deps: ModerationRouteDeps): Router<AppState> {
  const router = new Router<AppState>();

  // 401 signed out, 403 for a member without the role.
  const moderator: Middleware<ModeratorState> = async (ctx, next) => {
    const user = await deps.signedInUser(ctx);
    if (!user) throw new SignInRequiredError();
    if (!(await deps.roles.isModerator(user))) throw new ForbiddenError(MODERATORS_ONLY);
    ctx.state.moderatorId = user.id;
    await next();
  };
  const moderatorId = (ctx: AppContext) => (ctx.state as ModeratorState).moderatorId as string;
  // Before the role check, so guessing at the queue signed out is limited too.
  const limit = deps.rateLimit('moderation');

  router.get(endpoints.moderationQueue.path, limit, moderator, async (ctx) => {
    ctx.body = await deps.moderation.queue();
  });
  router.post(endpoints.moderationDecide.path, limit, moderator, validate(decide), async (ctx) => {
    ctx.body = await deps.moderation.decide(moderatorId(ctx), inputOf(ctx, decide).body);
  });
  router.post(endpoints.moderationNoteAuthor.path, limit, moderator, validate(noteAuthor), async (ctx) => {
    ctx.body = await deps.moderation.noteAuthor(moderatorId(ctx), inputOf(ctx, noteAuthor).body);
  });
  // The author's side: notes about this browser's own items.
  router.get(endpoints.careNotes.path, identity(), async (ctx) => {
    ctx.body = ctx.state.anonymousId ? await deps.moderation.careNotes(requireAnonymousId(ctx.state)) : [];
  });
  return router;
}
