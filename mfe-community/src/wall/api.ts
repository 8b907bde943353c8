import { callChecked, callLater } from '@flow/api-client';
import type { HeartItemType, Post, PostPage } from '@flow/contracts';
import { lightEndpoints, lightGuards } from '@flow/contracts/light';
import useSWR, { mutate } from 'swr';

export const POSTS_KEY = lightEndpoints.listPostsPage.path;

/** The wall as loaded so far: its pages joined, and where the next one starts (null: no more). */
export interface LoadedWall {
  posts: Post[];
  nextCursor: string | null;
  pages: number;
}

// How many pages the person has opened: a refresh (new post, reconnect) reloads as many.
let wantedPages = 1;

// Read with the guard generated from the PostPage contract; writes load the contracts (and zod)
// on first use, so the wall's first screen needs neither.
const fetchPage = (cursor: string | null) =>
  callChecked(lightEndpoints.listPostsPage, lightGuards.PostPage, { query: { cursor: cursor ?? undefined } });

/** Appends a page, leaving out a post already shown (one that moved while pages were read). */
export function appendPage(wall: LoadedWall, page: PostPage): LoadedWall {
  const seen = new Set(wall.posts.map((p) => p.id));
  return { posts: [...wall.posts, ...page.posts.filter((p) => !seen.has(p.id))], nextCursor: page.nextCursor, pages: wall.pages + 1 };
}

async function fetchWall(): Promise<LoadedWall> {
  const first = await fetchPage(null);
  let wall: LoadedWall = { posts: first.posts, nextCursor: first.nextCursor, pages: 1 };
  while (wall.nextCursor && wall.pages < wantedPages) wall = appendPage(wall, await fetchPage(wall.nextCursor));
  return wall;
}

/**
 * The wall a page at a time, checked against the shared contract. One SWR entry holds every page
 * loaded, so live updates (refresh, heart patches) reach older pages too.
 */
export function usePosts() {
  return useSWR<LoadedWall>(POSTS_KEY, fetchWall);
}

export const refreshPosts = () => mutate(POSTS_KEY);

/** Loads the page after `wall` and adds it to the cached wall; rejects when it cannot. */
export async function loadMorePosts(wall: LoadedWall): Promise<void> {
  if (!wall.nextCursor) return;
  const page = await fetchPage(wall.nextCursor);
  wantedPages = wall.pages + 1;
  await mutate<LoadedWall>(
    POSTS_KEY,
    // A refresh that finished meanwhile already holds the pages it was asked for.
    (current) => (current && current.nextCursor === wall.nextCursor ? appendPage(current, page) : current),
    { revalidate: false },
  );
}

export function createPost(content: string) {
  return callLater((e) => e.createPost, { body: { content } });
}

export function createResponse(postId: string, content: string) {
  return callLater((e) => e.createResponse, { params: { id: postId }, body: { content } });
}

/**
 * Spec 000 §4: liking adds one and unliking takes one away, and the new count is sent; the
 * server decides from the identity whether it counts, so the answer replaces our guess.
 */
export function setPostHeart(postId: string, liked: boolean, current: number) {
  return callLater((e) => e.heartPost, {
    params: { id: postId },
    body: { liked, hearts: Math.max(0, current + (liked ? 1 : -1)) },
  });
}

export function setResponseHeart(responseId: string, liked: boolean, current: number) {
  return callLater((e) => e.heartResponse, {
    params: { id: responseId },
    body: { liked, hearts: Math.max(0, current + (liked ? 1 : -1)) },
  });
}

/** The wall with one post's or response's fields replaced; everything else keeps its identity. */
export function patchItem(
  posts: Post[] | undefined,
  itemType: HeartItemType,
  id: string,
  patch: { hearts: number; liked?: boolean },
): Post[] | undefined {
  if (!posts) return posts;
  return posts.map((post) => {
    if (itemType === 'post') return post.id === id ? { ...post, ...patch } : post;
    if (!post.communityResponses.some((r) => r.id === id)) return post;
    return {
      ...post,
      communityResponses: post.communityResponses.map((r) => (r.id === id ? { ...r, ...patch } : r)),
    };
  });
}

/** Writes a known change into the cached wall without refetching it. */
export function patchCachedItem(itemType: HeartItemType, id: string, patch: { hearts: number; liked?: boolean }) {
  return mutate<LoadedWall>(
    POSTS_KEY,
    (wall) => wall && { ...wall, posts: patchItem(wall.posts, itemType, id, patch) ?? wall.posts },
    { revalidate: false },
  );
}
