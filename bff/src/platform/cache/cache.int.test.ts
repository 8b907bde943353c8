import { startHarness, type Harness } from '../../test/harness';
import { RedisCache } from './redis';

/** Connections Redis lists under one client name right now (CLIENT LIST, one line each). */
async function connectionsNamed(cache: RedisCache, name: string): Promise<number> {
  const list = (await cache.client.sendCommand(['CLIENT', 'LIST'])) as string;
  return list.split('\n').filter((line) => line.includes(` name=${name} `)).length;
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('cache (memory, or Redis with FLOW_TEST_DB=mysql)', () => {
  it('is the engine the harness promised', () => {
    expect(h.cache.kind).toBe(h.engine === 'mysql' ? 'redis' : 'memory');
  });

  it('gets, sets with and without TTL, and deletes', async () => {
    expect(await h.cache.get('missing')).toBeNull();
    await h.cache.set('forever', 'a');
    await h.cache.set('brief', 'b', 50);
    expect(await h.cache.get('forever')).toBe('a');
    expect(await h.cache.get('brief')).toBe('b');
    await sleep(120);
    expect(await h.cache.get('brief')).toBeNull();
    await h.cache.del('forever');
    expect(await h.cache.get('forever')).toBeNull();
  });

  it('increments atomically and keeps the first TTL', async () => {
    const values = await Promise.all(Array.from({ length: 25 }, () => h.cache.incr('counter', 600)));
    expect([...values].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(await h.cache.incr('counter', 60_000)).toBe(26); // a later TTL does not extend it...
    await sleep(700);
    expect(await h.cache.incr('counter', 600)).toBe(1); // ...so it expires on the first schedule
  });

  it('publishes to subscribers until they unsubscribe', async () => {
    const got: string[] = [];
    const unsubscribe = await h.cache.subscribe('test-channel', (m) => got.push(m));
    await h.cache.publish('test-channel', 'one');
    await h.cache.publish('other-channel', 'ignored');
    for (let i = 0; i < 50 && got.length < 1; i++) await sleep(10);
    expect(got).toEqual(['one']);
    await unsubscribe();
    await h.cache.publish('test-channel', 'two');
    await sleep(50);
    expect(got).toEqual(['one']);
  });

  it('shares one subscriber connection among subscriptions made at the same time, and close() ends it', async () => {
    if (!(h.cache instanceof RedisCache) || !h.config.redisUrl) return;
    const name = `flowtest-sub-${Date.now()}`;
    const cache = await RedisCache.connect({ url: h.config.redisUrl, prefix: `${h.cachePrefix}sub:`, logger: h.logger, clientName: name });
    await Promise.all(['a', 'b', 'c'].map((channel) => cache.subscribe(channel, () => undefined)));
    // Its command client and one subscriber: before, each call opened its own and two were never closed.
    expect(await connectionsNamed(h.cache, name)).toBe(2);
    await cache.close();
    expect(await connectionsNamed(h.cache, name)).toBe(0);
  });

  it('answers a ping', async () => {
    await expect(h.cache.ping()).resolves.toBeUndefined();
  });
});
