import Router from '@koa/router';
import type { Middleware } from 'koa';
import { endpoints, PHOTO_MAX_BYTES } from '@flow/contracts';
import type { UserRecord } from '../accounts/accounts.repo';
import { SignInRequiredError } from '../accounts/accounts.service';
import { identity, requireAnonymousId } from '../identity/identity.middleware';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppContext, AppState } from '../platform/http/types';
import { inputOf, validate } from '../platform/http/validate';
import { PhotoTooLargeError, type MissionariesService } from './missionaries.service';
import { readLimited, UploadTooLargeError } from '../platform/media/upload';
import { PHOTO_FOLDER, type MediaStore } from '../platform/media';

export interface MissionariesRouteDeps {
  missionaries: MissionariesService;
  media: MediaStore;
  rateLimit: RateLimit;
  /** The signed-in user of this request (server-side session), or null. */
  signedInUser(ctx: AppContext): Promise<UserRecord | null>;
}

const signUp = { body: endpoints.missionarySignUp.body };
const respond = { body: endpoints.missionaryRespond.body };
const markRead = { body: endpoints.markPrayedForRead.body };
const wizard = { body: endpoints.missionaryWizardSignUp.body };

type MissionaryState = AppState & { missionaryId?: string };

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

  router.post(endpoints.missionaryWizardSignUp.path, deps.rateLimit('missionarySignUp'), identity(), validate(wizard), async (ctx) => {
    const user = await deps.signedInUser(ctx);
    if (!user) throw new SignInRequiredError();
    ctx.status = 201;
    ctx.body = await deps.missionaries.signUpWizard(user, ctx.state.anonymousId ?? null, inputOf(ctx, wizard).body);
  });

  // The session is checked before a byte of the body is read; the body is read up to 5 MB only.
  router.put(endpoints.missionaryPhoto.path, deps.rateLimit('missionarySignUp'), async (ctx) => {
    const user = await deps.signedInUser(ctx);
    if (!user) throw new SignInRequiredError();
    const id = await deps.missionaries.idOf(user);
    let upload: Buffer;
    try {
      upload = await readLimited(ctx.req, PHOTO_MAX_BYTES);
    } catch (err) {
      if (err instanceof UploadTooLargeError) throw new PhotoTooLargeError();
      throw err;
    }
    ctx.body = await deps.missionaries.setPhoto(id, upload);
  });

  // Public media are missionary photos only: other folders (voice requests) are private and
  // served by their own routes after an access check.
  router.get('/media/:folder/:file', async (ctx) => {
    // Only missionary photos are public; recordings (chat, voice requests) have their own guarded routes.
    if (ctx.params.folder !== PHOTO_FOLDER || !/\.(jpg|png|webp)$/.test(ctx.params.file ?? '')) return;
    const bytes = await deps.media.get(`/media/${ctx.params.folder}/${ctx.params.file}`);
    if (!bytes) return;
    ctx.type = 'image/jpeg';
    // Every upload gets a new name, so a file never changes; but a moderator may remove it, so
    // shared caches must not keep it for long.
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = bytes;
  });

  const signedIn = async (ctx: AppContext) => {
    const user = await deps.signedInUser(ctx);
    if (!user) throw new SignInRequiredError();
    return user;
  };
  // 401 signed out, 403 for an account without a profile or for anyone else's id.
  const ownMissionary: Middleware<MissionaryState> = async (ctx, next) => {
    const id = (ctx as AppContext & { params: { id: string } }).params.id;
    ctx.state.missionaryId = await deps.missionaries.authorise(await signedIn(ctx as AppContext), id);
    await next();
  };
  const missionaryId = (ctx: AppContext) => (ctx.state as MissionaryState).missionaryId as string;

  router.get(endpoints.myMissionaryProfile.path, async (ctx) => {
    ctx.body = await deps.missionaries.profileOf(await signedIn(ctx));
  });
  router.get(endpoints.missionaryProfile.path, ownMissionary, async (ctx) => {
    ctx.body = await deps.missionaries.profileOf(await signedIn(ctx));
  });
  router.get(endpoints.missionaryPendingRequests.path, ownMissionary, async (ctx) => {
    ctx.body = await deps.missionaries.pendingRequests(missionaryId(ctx));
  });
  router.post(endpoints.missionaryRespond.path, ownMissionary, identity(), validate(respond), async (ctx) => {
    const requestId = ctx.params.requestId ?? '';
    ctx.status = 201;
    ctx.body = await deps.missionaries.respond(missionaryId(ctx), requestId, inputOf(ctx, respond).body.content);
  });
  router.get(endpoints.missionaryResponses.path, ownMissionary, async (ctx) => {
    ctx.body = await deps.missionaries.responses(missionaryId(ctx));
  });

  // The requester, by the identity bound to this browser (signed in or not).
  router.get(endpoints.myPrayedForResponses.path, identity(), async (ctx) => {
    ctx.body = ctx.state.anonymousId ? await deps.missionaries.prayedFor(ctx.state.anonymousId) : [];
  });
  router.post(endpoints.markPrayedForRead.path, identity(), validate(markRead), async (ctx) => {
    ctx.body = await deps.missionaries.markRead(requireAnonymousId(ctx.state), ctx.params.id ?? '');
  });
  return router;
}
