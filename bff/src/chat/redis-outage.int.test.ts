/**
 * Redis restarted while two instances carry a chat (MariaDB + Redis run only). Both instances
 * reach Redis through a proxy this test cuts. Every message acknowledged to its sender (201)
 * during the outage must reach the socket on the other instance, in order and once each:
 * - the socket stays open: delivery goes on (from the database) and a message sent after the
 *   restore arrives within 5 s of it;
 * - the other instance restarts meanwhile, dropping the socket: the client reconnects, resumes
 *   from the last message id it holds and gets every acknowledged message it had not, once.
 */
import type { AddressInfo } from 'node:net';
import type { ChatServerFrame } from '@flow/contracts';
import { createApp, type CreatedApp } from '../app';
import { createCache, type Cache } from '../platform/cache';
import { createDb, type Db } from '../platform/db/knex';
import { startFaultProxy, untilCacheAnswers, type FaultProxy } from '../test/fault-proxy';
import { ENGINE, startHarness, type Harness } from '../test/harness';
import { sleep } from '../test/load';
import { chatEnv, cookiesOf, openSocket, sendText, signedInMissionary, visitorWithRoom, type TestSocket } from './test/factories';

const run = ENGINE === 'mysql' ? describe : describe.skip;
const isMessage = (frame: ChatServerFrame): frame is Extract<ChatServerFrame, { type: 'new_message' }> => frame.type === 'new_message';

interface Instance {
  app: CreatedApp;
  db: Db;
  cache: Cache;
  url: string;
}

run('chat while Redis restarts', () => {
  let proxy: FaultProxy;
  let h: Harness;
  let second: Instance | null = null;

  /** Another instance on the harness's database and (through the proxy) Redis. */
  async function startInstance(): Promise<Instance> {
    const cache = await createCache({ redisUrl: h.config.redisUrl, prefix: h.cachePrefix, logger: h.logger });
    const db = createDb(h.config.database);
    const app = createApp({ config: h.config, db, cache, logger: h.logger }, { server: true });
    await app.wall!.ready;
    await new Promise<void>((resolve) => app.server!.listen(0, '127.0.0.1', resolve));
    return { app, db, cache, url: `http://127.0.0.1:${(app.server!.address() as AddressInfo).port}` };
  }

  async function stopInstance(instance: Instance): Promise<void> {
    await instance.app.wall!.close();
    instance.app.server!.closeAllConnections();
    await new Promise((r) => instance.app.server!.close(r));
    await instance.app.services.chat.drain();
    await instance.db.destroy();
    await instance.cache.close().catch(() => undefined);
  }

  /** Sends while Redis is cut, keeping the ids acknowledged with 201. */
  async function sendDuringOutage(agent: Parameters<typeof sendText>[0], roomId: string, count: number): Promise<string[]> {
    const acknowledged: string[] = [];
    for (let i = 0; i < count; i++) {
      const res = await sendText(agent, roomId, `during the outage ${i}`);
      if (res.status === 201) acknowledged.push(res.body.id as string);
      await sleep(200);
    }
    return acknowledged;
  }

  /** Message ids from the socket until `want` are all in, or `ms` pass. */
  async function collect(socket: TestSocket, want: string[], ms: number, got: string[] = []): Promise<string[]> {
    const until = Date.now() + ms;
    while (Date.now() < until && !want.every((id) => got.includes(id))) {
      const frame = await socket.next().catch(() => null);
      if (frame && isMessage(frame)) got.push(frame.message.id);
    }
    return got;
  }

  beforeAll(async () => {
    const redis = new URL(process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379/1');
    proxy = await startFaultProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    h = await startHarness({ env: chatEnv(), route: (url, service) => (service === 'redis' ? proxy.route(url) : url) });
    second = await startInstance();
  }, 60_000);

  // The previous test restored Redis; both instances must be connected again before the next
  // signs anyone in.
  beforeEach(async () => {
    await untilCacheAnswers(h.cache);
    if (second) await untilCacheAnswers(second.cache);
  });

  afterAll(async () => {
    await proxy?.restore();
    if (h) await untilCacheAnswers(h.cache).catch(() => undefined);
    if (second) await stopInstance(second);
    await h?.close();
    await proxy?.close();
  });

  it('loses no acknowledged message, keeps the socket, and delivers within 5 s of the restore', async () => {
    const human = await signedInMissionary(h);
    const visitor = await visitorWithRoom(h, human.id);
    const onB = await openSocket(second!.url, { cookie: cookiesOf(human.agent, h.url) });
    let closed = false;
    onB.socket.once('close', () => (closed = true));
    try {
      onB.send({ type: 'join_room', roomId: visitor.roomId });
      expect(await onB.next()).toMatchObject({ type: 'joined_room', authorized: true });

      await proxy.cut('refuse');
      const acknowledged = await sendDuringOutage(visitor.agent, visitor.roomId, 5);
      expect(acknowledged.length).toBeGreaterThan(0);
      await proxy.restore();
      const restoredAt = Date.now();

      // The first message written after the restore: its delivery time is the recovery time.
      let after: string | null = null;
      while (!after && Date.now() - restoredAt < 5000) {
        const res = await sendText(visitor.agent, visitor.roomId, 'after the restart');
        if (res.status === 201) after = res.body.id as string;
        else await sleep(100);
      }
      expect(after).not.toBeNull();
      const got: string[] = [];
      let afterDeliveredAt = 0;
      while (Date.now() - restoredAt < 5000 && !afterDeliveredAt) {
        const frame = await onB.next().catch(() => null);
        if (!frame || !isMessage(frame)) continue;
        got.push(frame.message.id);
        if (frame.message.id === after) afterDeliveredAt = Date.now();
      }
      expect(afterDeliveredAt).toBeGreaterThan(0);
      expect(afterDeliveredAt - restoredAt).toBeLessThan(5000);
      expect(got).toEqual([...acknowledged, after]);
      expect(closed).toBe(false);
    } finally {
      await onB.close();
    }
  }, 60_000);

  it('when the instance restarts during the outage, the client resumes from its last id and gets every acknowledged message once', async () => {
    const human = await signedInMissionary(h);
    const visitor = await visitorWithRoom(h, human.id);
    const cookie = cookiesOf(human.agent, h.url);
    const first = await openSocket(second!.url, { cookie });
    const dropped = new Promise<void>((resolve) => first.socket.once('close', () => resolve()));
    first.send({ type: 'join_room', roomId: visitor.roomId });
    expect(await first.next()).toMatchObject({ type: 'joined_room', authorized: true });
    const before = (await sendText(visitor.agent, visitor.roomId, 'before the outage')).body.id as string;
    const got = await collect(first, [before], 5000);
    expect(got).toEqual([before]);

    await proxy.cut('refuse');
    const acknowledged = await sendDuringOutage(visitor.agent, visitor.roomId, 4);
    expect(acknowledged.length).toBeGreaterThan(0);
    // Whatever reached the socket before its instance went down is held by the client.
    await collect(first, acknowledged, 1500, got);
    const old = second!;
    second = null;
    await stopInstance(old);
    await dropped;
    await proxy.restore();
    const restoredAt = Date.now();

    second = await startInstance();
    const again = await openSocket(second.url, { cookie });
    try {
      again.send({ type: 'join_room', roomId: visitor.roomId, afterId: got[got.length - 1] });
      expect(await again.next()).toMatchObject({ type: 'joined_room', authorized: true });
      const rejoinedMs = Date.now() - restoredAt;
      await collect(again, acknowledged, 5000, got);
      // Every acknowledged message once, in order, however they were split between the two sockets.
      expect(got).toEqual([before, ...acknowledged]);
      expect(rejoinedMs).toBeLessThan(5000);
      const live = (await sendText(visitor.agent, visitor.roomId, 'after the restart')).body.id as string;
      expect(await collect(again, [live], 5000, [])).toEqual([live]);
    } finally {
      await again.close();
    }
  }, 60_000);
});
