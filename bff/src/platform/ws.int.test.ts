import type { AddressInfo } from 'node:net';
import { WALL_CHANNEL, WallEvent } from '@flow/contracts';
import WebSocket from 'ws';
import { createApp } from '../app';
import { startHarness, type Harness } from '../test/harness';
import { createCache, type Cache } from './cache';
import { createDb } from './db/knex';
import { WS_CLOSE_TOO_MANY, WS_PATH, WS_REASON_ADDRESS_FULL, WS_REASON_SERVER_FULL } from './ws';

function connect(url: string): Promise<{ socket: WebSocket; next(): Promise<unknown> }> {
  const socket = new WebSocket(url.replace(/^http/, 'ws') + WS_PATH);
  const queue: unknown[] = [];
  const waiters: Array<(v: unknown) => void> = [];
  socket.on('message', (data) => {
    const event = JSON.parse(String(data));
    const waiter = waiters.shift();
    if (waiter) waiter(event);
    else queue.push(event);
  });
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      if (queue.length) return resolve(queue.shift());
      const timer = setTimeout(() => reject(new Error('no event within 3 s')), 3000);
      waiters.push((v) => {
        clearTimeout(timer);
        resolve(v);
      });
    });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, next }));
    socket.once('error', reject);
  });
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('/ws wall relay', () => {
  it('relays a published wall event to connected sockets', async () => {
    const a = await connect(h.url);
    const b = await connect(h.url);
    const event = { type: 'post_created', id: 'abc' };
    await h.cache.publish(WALL_CHANNEL, JSON.stringify(event));
    expect(await a.next()).toEqual(event);
    expect(await b.next()).toEqual(event);
    a.socket.close();
    b.socket.close();
  });

  it('announces posts, responses and heart changes', async () => {
    const client = await connect(h.url);
    const { agent } = await h.identified();
    const send = (method: 'post' | 'patch', url: string, body: object) =>
      agent[method](url).set('Content-Type', 'application/json').send(body);

    const post = (await send('post', '/api/posts', { content: 'live' })).body;
    expect(WallEvent.parse(await client.next())).toEqual({ type: 'post_created', id: post.id });
    const response = (await send('post', `/api/posts/${post.id}/responses`, { content: 'amen' })).body;
    expect(await client.next()).toEqual({ type: 'response_created', postId: post.id, id: response.id });
    await send('patch', `/api/posts/${post.id}/hearts`, { liked: true });
    expect(await client.next()).toEqual({ type: 'hearts_changed', itemType: 'post', id: post.id, hearts: 1 });
    await send('patch', `/api/responses/${response.id}/hearts`, { liked: true });
    expect(await client.next()).toEqual({ type: 'hearts_changed', itemType: 'response', id: response.id, hearts: 1 });
    client.socket.close();
  });

  it('reaches sockets on another instance sharing the cache', async () => {
    // Redis: a second connection with the same prefix, as a second BFF would have.
    // Memory: one process can only share the same object, which stands in for it.
    const cache: Cache =
      h.engine === 'mysql'
        ? await createCache({ redisUrl: h.config.redisUrl, prefix: h.cachePrefix, logger: h.logger })
        : h.cache;
    const db = createDb(h.config.database);
    const second = createApp({ config: h.config, db, cache, logger: h.logger }, { server: true });
    await second.wall!.ready;
    await new Promise<void>((resolve) => second.server!.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(second.server!.address() as AddressInfo).port}`;
      const client = await connect(url);
      const { agent } = await h.identified();
      const post = (await agent.post('/api/posts').set('Content-Type', 'application/json').send({ content: 'fan-out' })).body;
      expect(await client.next()).toEqual({ type: 'post_created', id: post.id });
      client.socket.close();
    } finally {
      await second.wall!.close();
      second.server!.closeAllConnections();
      await new Promise((r) => second.server!.close(r));
      await db.destroy();
      if (cache !== h.cache) await cache.close();
    }
  });

  it('ignores upgrade requests on other paths', async () => {
    const socket = new WebSocket(h.url.replace(/^http/, 'ws') + '/not-ws');
    await expect(
      new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      }),
    ).rejects.toThrow();
  });
});

describe('/ws connection caps', () => {
  let capped: Harness;
  beforeAll(async () => {
    capped = await startHarness({ env: { FLOW_WS_MAX_PER_ADDRESS: '2', FLOW_WS_MAX_TOTAL: '3', TRUST_PROXY: '1' } });
  });
  afterAll(() => capped.close());

  const open = (url: string, forwardedFor: string) =>
    new Promise<{ socket: WebSocket; closed: Promise<{ code: number; reason: string }> }>((resolve, reject) => {
      const socket = new WebSocket(url.replace(/^http/, 'ws') + WS_PATH, { headers: { 'X-Forwarded-For': forwardedFor } });
      const closed = new Promise<{ code: number; reason: string }>((r) =>
        socket.once('close', (code, reason) => r({ code, reason: String(reason) })),
      );
      socket.once('open', () => resolve({ socket, closed }));
      socket.once('error', reject);
    });

  it('refuses a client address over its cap with a clear reason, counting the trusted hop only', async () => {
    const a1 = await open(capped.url, '203.0.113.10');
    // A forged leftmost entry does not make it a different address.
    const a2 = await open(capped.url, '198.51.100.99, 203.0.113.10');
    const a3 = await open(capped.url, '203.0.113.10');
    expect(await a3.closed).toEqual({ code: WS_CLOSE_TOO_MANY, reason: WS_REASON_ADDRESS_FULL });
    expect(capped.wall.clientCount()).toBe(2);

    // Closing one frees its place.
    a1.socket.close();
    await a1.closed;
    const a4 = await open(capped.url, '203.0.113.10');
    const other = await open(capped.url, '203.0.113.20');
    // The total cap (3) applies across addresses.
    const over = await open(capped.url, '203.0.113.30');
    expect(await over.closed).toEqual({ code: WS_CLOSE_TOO_MANY, reason: WS_REASON_SERVER_FULL });
    for (const s of [a2, a4, other]) s.socket.close();
    await Promise.all([a2.closed, a4.closed, other.closed]);
    expect(capped.wall.clientCount()).toBe(0);
  });
});
