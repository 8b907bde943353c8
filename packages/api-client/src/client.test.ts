/** @jest-environment node */
import { endpoints } from '@flow/contracts';
import { identityStore } from '@flow/store';
import { changeLanguage, initI18n } from '@flow/i18n';
import { lightEndpoints, lightGuards } from '@flow/contracts/light';
import { ApiError, buildPath, call, callChecked, callLater, configureApi, errorMessageKeyOf, request, upload, userMessage } from './index';

function respond(status: number, body: string, statusText = '') {
  return jest.fn(async () => new Response(body || null, { status, statusText }));
}

describe('api client (spec 000 §7-§8)', () => {
  afterEach(() => identityStore.setState({ anonymousId: null }));

  it('sends cookies, JSON and the anonymous id', async () => {
    const fetchMock = respond(201, JSON.stringify({ ok: true }));
    configureApi({ fetch: fetchMock as unknown as typeof fetch });
    identityStore.setState({ anonymousId: 'anon_abcdefgh12' });
    await request('POST', '/api/x', { body: { content: 'hi' } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"content":"hi"}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect((init.headers as Record<string, string>)['x-anonymous-id']).toBe('anon_abcdefgh12');
  });

  it('uploads a file as the body with its own type, and parses the answer', async () => {
    const fetchMock = respond(200, JSON.stringify({ photoUrl: '/media/missionaries/a.jpg', awaitingApproval: true }));
    configureApi({ fetch: fetchMock as unknown as typeof fetch });
    const file = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await expect(upload(endpoints.missionaryPhoto, file)).resolves.toEqual({ photoUrl: '/media/missionaries/a.jpg', awaitingApproval: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual(['/api/missionaries/me/photo', 'PUT', file]);
    expect((init.headers as Record<string, string>)['content-type']).toBe('image/jpeg');
  });

  it('turns a non-OK answer into "status: text"', async () => {
    configureApi({ fetch: respond(500, 'boom') as unknown as typeof fetch });
    await expect(request('GET', '/api/x')).rejects.toThrow('500: boom');
  });

  it('uses the status text when the body is empty', async () => {
    configureApi({ fetch: respond(404, '', 'Not Found') as unknown as typeof fetch });
    await expect(request('GET', '/api/x')).rejects.toThrow('404: Not Found');
  });

  it('keeps the server message of a JSON error for the person', async () => {
    const err = new ApiError(400, JSON.stringify({ error: 'validation_failed', message: 'Post cannot be empty' }), 'Bad Request');
    expect(err.code).toBe('validation_failed');
    expect(userMessage(err, 'fallback')).toBe('Post cannot be empty');
    expect(userMessage(new Error('x'), 'fallback')).toBe('fallback');
  });

  it('fills path parameters and validates the answer with the contract', async () => {
    expect(buildPath('/api/posts/:id/hearts', { id: 'a b' })).toBe('/api/posts/a%20b/hearts');
    configureApi({ fetch: respond(200, JSON.stringify({ id: 'p1', hearts: 2, liked: true })) as unknown as typeof fetch });
    await expect(call(endpoints.heartPost, { params: { id: 'p1' }, body: { liked: true } })).resolves.toEqual({
      id: 'p1',
      hearts: 2,
      liked: true,
    });
    configureApi({ fetch: respond(200, JSON.stringify({ id: 'p1', hearts: -1 })) as unknown as typeof fetch });
    await expect(call(endpoints.heartPost, { params: { id: 'p1' }, body: { liked: true } })).rejects.toThrow();
  });

  it('checks a first-screen read with its light guard: the answer itself, or a ContractViolation', async () => {
    const fetchMock = respond(200, JSON.stringify({ postsShared: 1, responsesGiven: 2, prayersOffered: 3 }));
    configureApi({ fetch: fetchMock as unknown as typeof fetch });
    await expect(callChecked(lightEndpoints.stats, lightGuards.CommunityStats)).resolves.toEqual({ postsShared: 1, responsesGiven: 2, prayersOffered: 3 });
    configureApi({ fetch: respond(200, JSON.stringify({ postsShared: -1, responsesGiven: 2, prayersOffered: 3 })) as unknown as typeof fetch });
    await expect(callChecked(lightEndpoints.stats, lightGuards.CommunityStats)).rejects.toMatchObject({ name: 'ContractViolation', at: '/postsShared' });
  });

  it('sends a checked call\'s query and body as `call` does', async () => {
    const fetchMock = respond(200, JSON.stringify({ posts: [], nextCursor: null }));
    configureApi({ fetch: fetchMock as unknown as typeof fetch });
    await callChecked(lightEndpoints.listPostsPage, lightGuards.PostPage, { query: { cursor: 'a b', skip: undefined } });
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/wall/posts?cursor=a+b');
    const identity = respond(200, JSON.stringify({ anonymousId: 'anon_abcdefgh12' }));
    configureApi({ fetch: identity as unknown as typeof fetch });
    await callChecked(lightEndpoints.identity, lightGuards.IdentityResult, { body: { anonymousId: 'anon_abcdefgh12' } });
    const [url, init] = identity.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual(['/api/identity', 'POST', '{"anonymousId":"anon_abcdefgh12"}']);
  });

  it('loads the contracts for a later call and parses its answer with zod', async () => {
    configureApi({ fetch: respond(200, JSON.stringify({ id: 'p1', hearts: 2, liked: true })) as unknown as typeof fetch });
    await expect(callLater((e) => e.heartPost, { params: { id: 'p1' }, body: { liked: true } })).resolves.toEqual({ id: 'p1', hearts: 2, liked: true });
    configureApi({ fetch: respond(200, JSON.stringify({ id: 'p1', hearts: -1 })) as unknown as typeof fetch });
    await expect(callLater((e) => e.heartPost, { params: { id: 'p1' }, body: { liked: true } })).rejects.toThrow();
  });

  describe('messages in the visitor\'s language', () => {
    const error = (body: object, status = 400) => new ApiError(status, JSON.stringify(body), '');
    const dictionary: Record<string, string> = {
      'errors.rate_limited_posts': 'posts, translated',
      'errors.rate_limited': 'generic, translated',
      'errors.validation_failed': 'check it, translated',
    };
    const translate = (key: string) => dictionary[key] ?? null;

    it('translates the reason first, then the code', () => {
      const limited = error({ error: 'rate_limited', reason: 'rate_limited_posts', message: 'English' }, 429);
      expect(errorMessageKeyOf(limited)).toBe('errors.rate_limited_posts');
      expect(userMessage(limited, 'fallback', translate)).toBe('posts, translated');
      const generic = error({ error: 'rate_limited', message: 'English' }, 429);
      expect(userMessage(generic, 'fallback', translate)).toBe('generic, translated');
      const unknownReason = error({ error: 'rate_limited', reason: 'rate_limited_chat_typo', message: 'English' }, 429);
      expect(userMessage(unknownReason, 'fallback', translate)).toBe('generic, translated');
    });

    it('falls back to the server message for codes it does not know, then to the fallback', () => {
      expect(userMessage(error({ error: 'brand_new_code', message: 'Server words' }), 'fallback', translate)).toBe('Server words');
      expect(userMessage(error({ error: 'not_found', message: 'Server words' }), 'fallback', () => null)).toBe('Server words');
      expect(userMessage(new ApiError(502, 'Bad gateway', ''), 'fallback', translate)).toBe('fallback');
      expect(errorMessageKeyOf(new Error('x'))).toBeNull();
    });

    it('uses the shared i18n instance: a rate limit reads in Japanese', async () => {
      await initI18n({ language: 'ja' });
      await changeLanguage('ja', { persist: false });
      const limited = error({ error: 'rate_limited', reason: 'rate_limited_posts', message: "You've shared several posts" }, 429);
      expect(userMessage(limited, 'fallback')).toBe('短い時間にいくつも投稿しました。数分待ってから再び投稿してください。');
      const mine = error({ error: 'forbidden', reason: 'not_your_prayer', message: 'Only the person' }, 403);
      expect(userMessage(mine, 'fallback')).toMatch(/祈りの課題/);
      await changeLanguage('en', { persist: false });
      expect(userMessage(limited, 'fallback')).toBe(
        "You've shared several posts in a short time. Please wait a few minutes before sharing again.",
      );
    });
  });
});

describe('writes the service worker kept for later', () => {
  it('turns the queued answer into a QueuedOfflineError, not data', async () => {
    const fetchMock = jest.fn(
      async () => new Response('{"queued":true}', { status: 202, headers: { 'x-flow-queued': '1', 'content-type': 'application/json' } }),
    );
    configureApi({ fetch: fetchMock as unknown as typeof fetch });
    const { isQueuedOffline } = await import('./errors');
    const error = await request('POST', '/api/posts', { body: { content: 'hi' } }).catch((e: unknown) => e);
    expect(isQueuedOffline(error)).toBe(true);
    expect(isQueuedOffline(new Error('x'))).toBe(false);
  });
});
