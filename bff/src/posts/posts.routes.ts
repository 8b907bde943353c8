import Router from '@koa/router';
import { PostIdParams, WallPageQuery, endpoints } from '@flow/contracts';
import type { HeartsService } from '../hearts/hearts.service';
import { identity, requireAnonymousId } from '../identity/identity.middleware';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppState } from '../platform/http/types';
import { inputOf, validate } from '../platform/http/validate';
import type { PostsService } from './posts.service';

const byId = { params: PostIdParams };
const page = { query: WallPageQuery };
const createPost = { body: endpoints.createPost.body };
const createResponse = { params: PostIdParams, body: endpoints.createResponse.body };
const heartPost = { params: PostIdParams, body: endpoints.heartPost.body };
const heartResponse = { params: PostIdParams, body: endpoints.heartResponse.body };

export function postsRoutes(deps: {
  posts: PostsService;
  hearts: HeartsService;
  rateLimit: RateLimit;
}): Router<AppState> {
  const { posts, hearts, rateLimit } = deps;
  const router = new Router<AppState>();

  // Both lists answer JSON serialised by the service, mostly shared between viewers.
  router.get(endpoints.listPosts.path, identity(), async (ctx) => {
    ctx.type = 'json';
    ctx.body = await posts.listJson(ctx.state.anonymousId);
  });

  router.get(endpoints.listPostsPage.path, identity(), validate(page), async (ctx) => {
    ctx.type = 'json';
    ctx.body = await posts.pageJson(inputOf(ctx, page).query.cursor, ctx.state.anonymousId);
  });

  router.get(endpoints.getPost.path, identity(), validate(byId), async (ctx) => {
    ctx.body = await posts.get(inputOf(ctx, byId).params.id, ctx.state.anonymousId);
  });

  router.post(endpoints.createPost.path, rateLimit('posts'), identity(), validate(createPost), async (ctx) => {
    const { body } = inputOf(ctx, createPost);
    ctx.status = 201;
    ctx.body = await posts.create(requireAnonymousId(ctx.state), body.content);
  });

  router.post(
    endpoints.createResponse.path,
    rateLimit('responses'),
    identity(),
    validate(createResponse),
    async (ctx) => {
      const { params, body } = inputOf(ctx, createResponse);
      ctx.status = 201;
      ctx.body = await posts.respond(params.id, requireAnonymousId(ctx.state), body.content);
    },
  );

  router.patch(endpoints.heartPost.path, rateLimit('hearts'), identity(), validate(heartPost), async (ctx) => {
    const { params, body } = inputOf(ctx, heartPost);
    ctx.body = await hearts.set('post', params.id, requireAnonymousId(ctx.state), body);
  });

  router.patch(
    endpoints.heartResponse.path,
    rateLimit('hearts'),
    identity(),
    validate(heartResponse),
    async (ctx) => {
      const { params, body } = inputOf(ctx, heartResponse);
      ctx.body = await hearts.set('response', params.id, requireAnonymousId(ctx.state), body);
    },
  );

  return router;
}
