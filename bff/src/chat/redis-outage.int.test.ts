/**
 * Redis restarted while two instances carry a chat (MariaDB + Redis run only). Both instances
 * reach Redis through a proxy this test cuts. Every message acknowledged to its sender (201)
 * during the outage must reach the socket on the other instance once Redis is back, in order and
 * once each, within 5 s; the socket itself stays open.
 */
import type { AddressInfo } from 'node:net';
import type { ChatServerFrame } from '@flow/contracts';
import { createApp, type CreatedApp } from '../app';
import { createCache, type Cache } from '../platform/cache';
import { createDb, type Db } from '../platform/db/knex';
import { startFaultProxy, type FaultProxy } from '../test/fault-proxy';
import { ENGINE, startHarness, type Harness } from '../test/harness';
import { sleep } from '../test/load';
import { chatEnv, cookiesOf, openSocket, sendText, signedInMissionary, visitorWithRoom } from './test/factories';

const run = ENGINE === 'mysql' ? describe : describe.skip;
const isMessage = (frame: ChatServerFrame): frame is Extract<ChatServerFrame, { type: 'new_message' }> => frame.type === 'new_message';

run('chat while Redis restarts', () => {
  let proxy: FaultProxy;
  let h: Harness;
  let second: { app: CreatedApp; db: Db; cache: Cache; url: string };

  beforeAll(async () => {
    const redis = new URL(process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379/1');
    proxy = await startFaultProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    h = await startHarness({ env: chatEnv(), route: (url, service) => (service === 'redis' ? proxy.route(url) : url) });
    const cache = await createCache({ redisUrl: h.config.redisUrl, prefix: h.cachePrefix, logger: h.logger });
    const db = createDb(h.config.database);
    const app = createApp({ config: h.config, db, cache, logger: h.logger }, { server: true });
    await app.wall!.ready;
    await new Promise<void>((resolve) => app.server!.listen(0, '127.0.0.1', resolve));
    second = { app, db, cache, url: `http://127.0.0.1:${(app.server!.address() as AddressInfo).port}` };
  }, 60_000);

  afterAll(async () => {
    await proxy?.restore();
    await second?.app.wall!.close();
    second?.app.server!.closeAllConnections();
    await new Promise((r) => second?.app.server!.close(r));
    await second?.db.destroy();
    await second?.cache.close();
    await h?.close();
    await proxy?.close();
  });

  it('loses no acknowledged message and keeps the socket', async () => {
    const human = await signedInMissionary(h);
    const visitor = await visitorWithRoom(h, human.id);
    const onB = await openSocket(second.url, { cookie: cookiesOf(human.agent, h.url) });
    let closed = false;
    onB.socket.once('close', () => (closed = true));
    try {
      onB.send({ type: 'join_room', roomId: visitor.roomId });
      expect(await onB.next()).toMatchObject({ type: 'joined_room', authorized: true });

      await proxy.cut('refuse');
      const acknowledged: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await sendText(visitor.agent, visitor.roomId, `during the outage ${i}`);
        if (res.status === 201) acknowledged.push(res.body.id as string);
        await sleep(200);
      }
      expect(acknowledged.length).toBeGreaterThan(0);
      await proxy.restore();
      const restoredAt = Date.now();

      // The next message after the restart shows the gap; the hub fills it from the database.
      let after: string | null = null;
      const got: string[] = [];
      while (Date.now() - restoredAt < 5000 && !(after && got.includes(after))) {
        if (!after) {
          const res = await sendText(visitor.agent, visitor.roomId, 'after the restart');
          if (res.status === 201) after = res.body.id as string;
        }
        const frame = await onB.next().catch(() => null);
        if (frame && isMessage(frame)) got.push(frame.message.id);
      }
      expect(Date.now() - restoredAt).toBeLessThan(5000);
      expect(got).toEqual([...acknowledged, after]);
      expect(closed).toBe(false);
    } finally {
      await onB.close();
    }
  }, 60_000);
});
