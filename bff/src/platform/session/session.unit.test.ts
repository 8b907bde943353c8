import type { AppContext } from '../http/types';
import { SESSION_COOKIE, Sessions, SIGNED_IN_HINT_COOKIE } from './session';
import type { SessionData, SessionStore } from './store';

class MemoryStore implements SessionStore {
  readonly kind = 'sql';
  readonly rows = new Map<string, { data: SessionData; expiresAt: number }>();
  async get(key: string, nowMs: number) {
    const row = this.rows.get(key);
    return row && row.expiresAt > nowMs ? row.data : null;
  }
  async set(key: string, data: SessionData, expiresAt: number) {
    this.rows.set(key, { data, expiresAt });
  }
  async destroy(key: string) {
    this.rows.delete(key);
  }
}

/** Just the cookie jar part of a Koa context. */
function fakeCtx(jar: Map<string, string>): AppContext {
  return {
    secure: false,
    cookies: {
      get: (name: string) => jar.get(name),
      set: (name: string, value: string | null) => {
        if (value === null) jar.delete(name);
        else jar.set(name, value);
      },
    },
  } as unknown as AppContext;
}

const MINUTE = 60_000;

describe('Sessions', () => {
  let time: number;
  let store: MemoryStore;
  let sessions: Sessions;
  let jar: Map<string, string>;
  beforeEach(() => {
    time = Date.UTC(2026, 0, 1);
    store = new MemoryStore();
    sessions = new Sessions(store, { idleMs: 30 * MINUTE, absoluteMs: 120 * MINUTE, clock: () => time });
    jar = new Map();
  });

  it('tells who holds it open elsewhere when it ends, and is read by key without counting as activity', async () => {
    const ended: string[] = [];
    sessions = new Sessions(store, { idleMs: 30 * MINUTE, absoluteMs: 120 * MINUTE, clock: () => time, onEnd: async (key) => void ended.push(key) });
    await sessions.start(fakeCtx(jar), 'user-1');
    const key = sessions.keyOf(fakeCtx(jar))!;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    time += 20 * MINUTE;
    expect(await sessions.isLive(key)).toBe(true);
    // Re-reading it (an open socket) did not move the idle deadline.
    time += 11 * MINUTE;
    expect(await sessions.isLive(key)).toBe(false);

    time = Date.UTC(2026, 0, 2);
    await sessions.start(fakeCtx(jar), 'user-1');
    const second = sessions.keyOf(fakeCtx(jar))!;
    // A new sign-in ends the session before it (the id changes); sign-out ends this one.
    expect(ended).toEqual([key]);
    await sessions.end(fakeCtx(jar));
    expect(ended).toEqual([key, second]);
    expect(await sessions.isLive(second)).toBe(false);
    expect(sessions.keyOf(fakeCtx(jar))).toBeNull();
  });

  it('keeps only a hash of the id in the store', async () => {
    await sessions.start(fakeCtx(jar), 'user-1');
    const sid = jar.get(SESSION_COOKIE)!;
    expect(sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect([...store.rows.keys()]).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
    expect(store.rows.has(sid)).toBe(false);
  });

  it('ends after the idle timeout without requests', async () => {
    await sessions.start(fakeCtx(jar), 'user-1');
    time += 29 * MINUTE;
    expect(await sessions.load(fakeCtx(jar))).toMatchObject({ userId: 'user-1' });
    time += 29 * MINUTE; // still active: the last request moved the idle deadline
    expect(await sessions.load(fakeCtx(jar))).toMatchObject({ userId: 'user-1' });
    time += 31 * MINUTE;
    expect(await sessions.load(fakeCtx(jar))).toBeNull();
    expect(jar.has(SESSION_COOKIE)).toBe(false);
  });

  it('ends at the absolute timeout even when used all the time', async () => {
    await sessions.start(fakeCtx(jar), 'user-1');
    for (let t = 0; t < 119; t += 10) {
      time += 10 * MINUTE;
      if (t + 10 < 120) expect(await sessions.load(fakeCtx(jar))).not.toBeNull();
    }
    time += 2 * MINUTE;
    expect(await sessions.load(fakeCtx(jar))).toBeNull();
    expect(jar.has(SESSION_COOKIE)).toBe(false);
  });

  it('replaces the previous session at sign-in and deletes it at sign-out', async () => {
    await sessions.start(fakeCtx(jar), 'user-1');
    const first = jar.get(SESSION_COOKIE);
    await sessions.start(fakeCtx(jar), 'user-2');
    expect(jar.get(SESSION_COOKIE)).not.toBe(first);
    expect(store.rows.size).toBe(1);
    expect(await sessions.load(fakeCtx(new Map([[SESSION_COOKIE, first!]])))).toBeNull();
    await sessions.end(fakeCtx(jar));
    expect(store.rows.size).toBe(0);
  });

  it('leaves a readable signed-in hint beside the session, and takes it away with it', async () => {
    await sessions.start(fakeCtx(jar), 'user-1');
    expect(jar.get(SIGNED_IN_HINT_COOKIE)).toBe('1');
    await sessions.end(fakeCtx(jar));
    expect(jar.has(SIGNED_IN_HINT_COOKIE)).toBe(false);

    await sessions.start(fakeCtx(jar), 'user-1');
    time += 31 * MINUTE;
    expect(await sessions.load(fakeCtx(jar))).toBeNull();
    expect(jar.has(SIGNED_IN_HINT_COOKIE)).toBe(false);

    // A hint whose session cookie is gone (it expired first) is cleared on the next request.
    const orphan = new Map([[SIGNED_IN_HINT_COOKIE, '1']]);
    expect(await sessions.load(fakeCtx(orphan))).toBeNull();
    expect(orphan.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
  });
});
