/** @jest-environment node */
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { ApiError, configureApi, request } from './index';

const HMAC = 'test-hmac-key';

describe('proof of work beyond an address budget', () => {
  it('solves the challenge and sends the same write again with X-Altcha', async () => {
    const sent: Array<{ url: string; headers: Record<string, string>; body?: unknown }> = [];
    const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      sent.push({ url, headers, body: init.body });
      if (url === '/api/challenge') return new Response(JSON.stringify(await createChallenge({ hmacKey: HMAC, maxnumber: 500 })), { status: 200 });
      if (!headers['x-altcha']) return new Response(JSON.stringify({ error: 'challenge_required', message: 'puzzle' }), { status: 429 });
      return new Response(JSON.stringify({ ok: true }), { status: 201 });
    });
    configureApi({ fetch: fetchMock as unknown as typeof fetch });
    await expect(request('POST', '/api/prayer-requests', { body: { content: 'Pray for us.' } })).resolves.toEqual({ ok: true });
    expect(sent.map((s) => s.url)).toEqual(['/api/prayer-requests', '/api/challenge', '/api/prayer-requests']);
    expect(sent[2].body).toBe('{"content":"Pray for us."}');
    expect(await verifySolution(sent[2].headers['x-altcha'], HMAC)).toBe(true);
  });

  it('does not loop: a second challenge_required reaches the caller', async () => {
    const fetchMock = jest.fn(async (url: string) =>
      url === '/api/challenge'
        ? new Response(JSON.stringify(await createChallenge({ hmacKey: HMAC, maxnumber: 50 })), { status: 200 })
        : new Response(JSON.stringify({ error: 'challenge_required', message: 'puzzle' }), { status: 429 }),
    );
    configureApi({ fetch: fetchMock as unknown as typeof fetch });
    const err = await request('POST', '/api/identity', { body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('challenge_required');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('leaves other errors alone', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ error: 'rate_limited', message: 'wait' }), { status: 429 }));
    configureApi({ fetch: fetchMock as unknown as typeof fetch });
    await expect(request('POST', '/api/posts', { body: {} })).rejects.toMatchObject({ code: 'rate_limited' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
