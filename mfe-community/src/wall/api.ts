import { call } from '@flow/api-client';
import { endpoints, PostList, type HeartItemType, type Post } from '@flow/contracts';
import useSWR, { mutate } from 'swr';

export const POSTS_KEY = endpoints.listPosts.path;

/** The wall's posts, parsed with the shared contract. */
export function usePosts() {
  return useSWR<Post[]>(POSTS_KEY, () => call(endpoints.listPosts).then((p) => PostList.parse(p)));
}

export const refreshPosts = () => mutate(POSTS_KEY);

export function createPost(content: string) {
  return call(endpoints.createPost, { body: { content } });
}

export function createResponse(postId: string, content: string) {
  return call(endpoints.createResponse, { params: { id: postId }, body: { content } });
}

/**
 * Spec 000 §4: liking adds one and unliking takes one away, and the new count is sent; the
 * server decides from the identity whether it counts, so the answer replaces our guess.
 */
export function setPostHeart(postId: string, liked: boolean, current: number) {
  return call(endpoints.heartPost, {
    params: { id: postId },
    body: { liked, hearts: Math.max(0, current + (liked ? 1 : -1)) },
  });
}

export function setResponseHeart(responseId: string, liked: boolean, current: number) {
  return call(endpoints.heartResponse, {
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
  return mutate<Post[]>(POSTS_KEY, (posts) => patchItem(posts, itemType, id, patch), { revalidate: false });
}
