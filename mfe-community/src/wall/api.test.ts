import { samplePosts } from './fixtures';
import { appendPage, patchItem } from './api';

describe('patchItem', () => {
  it("replaces a post's count and keeps the other posts as they were", () => {
    const next = patchItem(samplePosts, 'post', samplePosts[1].id, { hearts: 4 })!;
    expect(next[1].hearts).toBe(4);
    expect(next[1].liked).toBe(samplePosts[1].liked);
    expect(next[0]).toBe(samplePosts[0]);
  });
  it("replaces a response's count inside its post", () => {
    const response = samplePosts[0].communityResponses[0];
    const next = patchItem(samplePosts, 'response', response.id, { hearts: 9, liked: true })!;
    expect(next[0].communityResponses[0]).toMatchObject({ hearts: 9, liked: true });
    expect(next[0].hearts).toBe(samplePosts[0].hearts);
    expect(next[1]).toBe(samplePosts[1]);
  });
  it('leaves an unloaded wall alone', () => {
    expect(patchItem(undefined, 'post', 'x', { hearts: 1 })).toBeUndefined();
  });
});

describe('appendPage', () => {
  const wall = { posts: samplePosts.slice(0, 1), nextCursor: 'abc', pages: 1 };
  it('adds the next page after the posts shown and takes its cursor', () => {
    const next = appendPage(wall, { posts: samplePosts.slice(1), nextCursor: null });
    expect(next.posts.map((p) => p.id)).toEqual(samplePosts.map((p) => p.id));
    expect(next).toMatchObject({ nextCursor: null, pages: 2 });
  });
  it('never shows a post twice', () => {
    const next = appendPage(wall, { posts: samplePosts, nextCursor: 'def' });
    expect(next.posts.map((p) => p.id)).toEqual(samplePosts.map((p) => p.id));
  });
});
