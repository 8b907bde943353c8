/** @jest-environment node */
import { MemoryCache } from './memory';

describe('MemoryCache', () => {
  it('keeps at most its number of entries, dropping those written longest ago', async () => {
    const cache = new MemoryCache(60_000, 3);
    for (const key of ['a', 'b', 'c']) await cache.set(key, key, 60_000);
    await cache.set('a', 'a again', 60_000); // rewritten: now the newest
    await cache.set('d', 'd', 60_000);
    expect(await cache.get('b')).toBeNull();
    expect(await cache.get('a')).toBe('a again');
    expect(await cache.get('c')).toBe('c');
    expect(await cache.get('d')).toBe('d');
    await cache.close();
  });
});
