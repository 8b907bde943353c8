/** @jest-environment node */
import { endpoints } from '@flow/contracts';
import { identityStore } from '@flow/store';
import { ApiError, buildPath, call, configureApi, request, userMessage } from './index';

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
});
