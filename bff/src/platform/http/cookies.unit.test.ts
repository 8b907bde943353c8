import { Sessions } from '../session/session';
import type { SessionData, SessionStore } from '../session/store';
import { cookieName } from './cookies';
import type { AppContext } from './types';

class Store implements SessionStore {
  readonly kind = 'sql';
  readonly rows = new Map<string, SessionData>();
  async get(key: string) {
    return this.rows.get(key) ?? null;
  }
  async set(key: string, data: SessionData) {
    this.rows.set(key, data);
  }
  async destroy(key: string) {
    this.rows.delete(key);
  }
}

interface SetCall {
  name: string;
  value: string | null;
  options: { secure?: boolean; path?: string; domain?: string };
}

function ctxOver(secure: boolean, jar: Map<string, string>, calls: SetCall[]): AppContext {
  return {
    secure,
    cookies: {
      get: (name: string) => jar.get(name),
      set: (name: string, value: string | null, options: SetCall['options']) => {
        calls.push({ name, value, options });
        if (value === null) jar.delete(name);
        else jar.set(name, value);
      },
    },
  } as unknown as AppContext;
}

describe('cookie names', () => {
  it('prefixes __Host- only over HTTPS', () => {
    expect(cookieName({ secure: true } as AppContext, 'flow_sid')).toBe('__Host-flow_sid');
    expect(cookieName({ secure: false } as AppContext, 'flow_sid')).toBe('flow_sid');
  });

  it('names the session cookie __Host- over HTTPS, Secure with Path=/ and no Domain, and clears it the same way', async () => {
    const sessions = new Sessions(new Store(), { idleMs: 60_000, absoluteMs: 120_000 });
    const jar = new Map<string, string>();
    const calls: SetCall[] = [];
    await sessions.start(ctxOver(true, jar, calls), 'user-1');
    // The session and its readable signed-in hint, both under the same rules.
    expect(calls.map((c) => c.name)).toEqual(['__Host-flow_sid', '__Host-flow_signed_in']);
    for (const call of calls) {
      expect(call.options).toMatchObject({ secure: true, path: '/' });
      expect(call.options.domain).toBeUndefined();
    }
    expect(calls[0].options).toMatchObject({ httpOnly: true });
    expect(calls[1].options).toMatchObject({ httpOnly: false });
    expect(await sessions.load(ctxOver(true, jar, calls))).toMatchObject({ userId: 'user-1' });
    // The bare name over HTTPS is not ours: a plain-HTTP page or a subdomain could have set it.
    const planted = new Map([['flow_sid', jar.get('__Host-flow_sid')!]]);
    expect(await sessions.load(ctxOver(true, planted, []))).toBeNull();
    await sessions.end(ctxOver(true, jar, calls));
    expect(calls.slice(-2)).toEqual([
      expect.objectContaining({ name: '__Host-flow_signed_in', value: null, options: expect.objectContaining({ secure: true, path: '/' }) }),
      expect.objectContaining({ name: '__Host-flow_sid', value: null, options: expect.objectContaining({ secure: true, path: '/' }) }),
    ]);
  });
});
