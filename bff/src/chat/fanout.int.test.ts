import type { AddressInfo } from 'node:net';
import type { ChatServerFrame } from '@flow/contracts';
import { createApp, type CreatedApp } from '../app';
import { createCache, type Cache } from '../platform/cache';
import { createDb, type Db } from '../platform/db/knex';
import { startHarness, type Harness } from '../test/harness';
import { WS_CLOSE_SESSION_ENDED } from './chat.hub';
import { AI_HELPER_ID, chatEnv, cookiesOf, openSocket, sendText, signedInMissionary, visitorWithRoom } from './test/factories';

/**
 * Two instances on one database and one cache, as behind a load balancer: with Redis a second
 * connection under the same prefix; in memory one process can only share the same object.
 */
let h: Harness;
let second: { app: CreatedApp; db: Db; cache: Cache; url: string };

beforeAll(async () => {
  h = await startHarness({ env: chatEnv() });
  const cache = h.engine === 'mysql' ? await createCache({ redisUrl: h.config.redisUrl, prefix: h.cachePrefix, logger: h.logger }) : h.cache;
  const db = createDb(h.config.database);
  const app = createApp({ config: h.config, db, cache, logger: h.logger }, { server: true });
  await app.wall!.ready;
  await new Promise<void>((resolve) => app.server!.listen(0, '127.0.0.1', resolve));
  second = { app, db, cache, url: `http://127.0.0.1:${(app.server!.address() as AddressInfo).port}` };
});

afterAll(async () => {
  await second.app.wall!.close();
  second.app.server!.closeAllConnections();
  await new Promise((r) => second.app.server!.close(r));
  await second.app.services.chat.drain();
  await second.db.destroy();
  if (second.cache !== h.cache) await second.cache.close();
  await h.close();
});

const isMessage = (frame: ChatServerFrame): frame is Extract<ChatServerFrame, { type: 'new_message' }> => frame.type === 'new_message';

describe('chat across two instances', () => {
  it('delivers a message posted on instance A to a socket on instance B, in order, once each', async () => {
    const human = await signedInMissionary(h);
    const visitor = await visitorWithRoom(h, human.id);
    // The missionary's socket is on B; the visitor writes through A (the cookies work on both).
    const onB = await openSocket(second.url, { cookie: cookiesOf(human.agent, h.url) });
    try {
      onB.send({ type: 'join_room', roomId: visitor.roomId });
      expect(await onB.next()).toMatchObject({ type: 'joined_room', authorized: true });
      const ids: string[] = [];
      for (let i = 0; i < 10; i++) ids.push((await sendText(visitor.agent, visitor.roomId, `through A ${i}`)).body.id);
      const got: string[] = [];
      while (got.length < ids.length) {
        const frame = await onB.until(isMessage);
        if (isMessage(frame)) got.push(frame.message.id);
      }
      expect(got).toEqual(ids);
    } finally {
      await onB.close();
    }
  });

  it('closes the missionary’s socket on B when they sign out through A', async () => {
    const human = await signedInMissionary(h);
    const visitor = await visitorWithRoom(h, human.id);
    const onB = await openSocket(second.url, { cookie: cookiesOf(human.agent, h.url) });
    try {
      const closed = new Promise<number>((resolve) => onB.socket.once('close', (code) => resolve(code)));
      onB.send({ type: 'join_room', roomId: visitor.roomId });
      expect(await onB.next()).toMatchObject({ type: 'joined_room', authorized: true });
      expect((await human.agent.post('/api/logout').type('form').set('Origin', h.url).redirects(0)).status).toBe(303);
      expect(await closed).toBe(WS_CLOSE_SESSION_ENDED);
    } finally {
      await onB.close();
    }
  });

  it('streams an AI helper’s answer written on A to the visitor’s socket on B', async () => {
    const visitor = await visitorWithRoom(h, AI_HELPER_ID, { language: 'en' });
    const onB = await openSocket(second.url, { cookie: cookiesOf(visitor.agent, h.url) });
    try {
      onB.send({ type: 'join_room', roomId: visitor.roomId });
      await onB.next();
      await sendText(visitor.agent, visitor.roomId, 'I am afraid of the surgery next week');
      const answer = await onB.until((f) => isMessage(f) && f.message.senderType === 'missionary');
      expect(isMessage(answer) && answer.streamId).toEqual(expect.any(String));
    } finally {
      await onB.close();
    }
  });
});
