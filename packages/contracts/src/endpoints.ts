import type { z } from 'zod';
import { accountsEndpoints } from './accounts.endpoints';
import { billingEndpoints } from './billing';
import { connectEndpoints } from './connect';
import { communityEndpoints } from './community.endpoints';
import { contentEndpoints } from './content.endpoints';
import { crisisEndpoints } from './crisis';
import { endpoint, type Endpoint } from './endpoint';
import { scriptureEndpoints } from './scripture.endpoints';
import { moderationEndpoints } from './moderation.endpoints';
import { missionaryEndpoints } from './missionaries.endpoints';
import { HeartsBody, HeartsResult } from './common';
import { IdentityBody, IdentityResult } from './identity';
import { CreatedPost, CreatedResponse } from './community';
import { CreatePostBody, CreateResponseBody, Post, PostList, PostPage } from './posts';
import { notificationsEndpoints } from './notifications';
import { RemotesManifest } from './remotes';
import { translationEndpoints } from './translation';
import { sitesEndpoints } from './sites';

/** Every HTTP call the BFF serves, shared by the routes (validation) and the client (typing). */
export const endpoints = {
  identity: endpoint('POST', '/api/identity', IdentityBody, IdentityResult),
  remotes: endpoint('GET', '/api/remotes', undefined, RemotesManifest),
  listPosts: endpoint('GET', '/api/posts', undefined, PostList),
  /** The wall one page at a time (`?cursor=` from the previous page's `nextCursor`). */
  listPostsPage: endpoint('GET', '/api/wall/posts', undefined, PostPage),
  getPost: endpoint('GET', '/api/posts/:id', undefined, Post),
  createPost: endpoint('POST', '/api/posts', CreatePostBody, CreatedPost),
  heartPost: endpoint('PATCH', '/api/posts/:id/hearts', HeartsBody, HeartsResult),
  createResponse: endpoint('POST', '/api/posts/:id/responses', CreateResponseBody, CreatedResponse),
  heartResponse: endpoint('PATCH', '/api/responses/:id/hearts', HeartsBody, HeartsResult),
  ...scriptureEndpoints,
  ...communityEndpoints,
  ...accountsEndpoints,
  ...crisisEndpoints,
  ...notificationsEndpoints,
  ...moderationEndpoints,
  ...billingEndpoints,
  ...connectEndpoints,
  ...missionaryEndpoints,
  ...contentEndpoints,
  ...translationEndpoints,
  ...sitesEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type BodyOf<E> = E extends Endpoint<infer B, z.ZodType>
  ? B extends z.ZodType
    ? z.input<B>
    : undefined
  : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType | undefined, infer R> ? z.output<R> : never;
