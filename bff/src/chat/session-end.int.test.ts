/**
 * A chat socket opened signed in lives no longer than the session that opened it: sign-out closes
 * it at once, and a session that ends without a word (expired, or its sign-out announced while the
 * pub/sub was down) closes it at the next re-check (here every second).
 */
import { createHash } from 'node:crypto';
import type { ChatServerFrame } from '@flow/contracts';
import { startHarness, type Harness } from '../test/harness';
import { WS_CLOSE_SESSION_ENDED } from './chat.hub';
import { chatEnv, cookiesOf, openSocket, sendText, signedInMissionary, visitorWithRoom, type TestSocket } from './test/factories';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: chatEnv({ FLOW_CHAT_SESSION_RECHECK_SECONDS: '1' }) });
});
afterAll(() => h.close());

const isMessage = (frame: ChatServerFrame): frame is Extract<ChatServerFrame, { type: 'new_message' }> => frame.type === 'new_message';

/** Every frame the socket gets from now on, and how it closed. */
function watch(s: TestSocket) {
  const frames: ChatServerFrame[] = [];
  s.socket.on('message', (data) => frames.push(JSON.parse(String(data)) as ChatServerFrame));
  const closed = new Promise<number>((resolve) => s.socket.once('close', (code) => resolve(code)));
  return { frames, closed };
}

async function joined(s: TestSocket, roomId: string): Promise<void> {
  s.send({ type: 'join_room', roomId });
  expect(await s.until((f) => f.type === 'joined_room')).toMatchObject({ roomId, authorized: true });
}

describe('chat sockets and the session that opened them', () => {
  it('closes the missionary’s socket when they sign out: the room’s next messages do not reach it', async () => {
    const human = await signedInMissionary(h);
    const visitor = await visitorWithRoom(h, human.id);
    const ms = await openSocket(h.url, { cookie: cookiesOf(human.agent, h.url) });
    const vs = await openSocket(h.url, { cookie: cookiesOf(visitor.agent, h.url) });
    try {
      await joined(ms, visitor.roomId);
      await joined(vs, visitor.roomId);
      const missionary = watch(ms);
      const out = await human.agent.post('/api/logout').type('form').set('Origin', h.url).redirects(0);
      expect(out.status).toBe(303);
      expect(await missionary.closed).toBe(WS_CLOSE_SESSION_ENDED);

      const after = (await sendText(visitor.agent, visitor.roomId, 'are you still there?')).body.id as string;
      // The visitor's own socket (no session) is untouched and hears it.
      const heard = await vs.until(isMessage);
      expect(isMessage(heard) && heard.message.id).toBe(after);
      expect(missionary.frames.filter(isMessage)).toEqual([]);
    } finally {
      await Promise.all([ms.close(), vs.close()]);
    }
  });

  it('closes it at the next re-check when the session ended without an announcement', async () => {
    const human = await signedInMissionary(h);
    const visitor = await visitorWithRoom(h, human.id);
    const cookie = cookiesOf(human.agent, h.url);
    const ms = await openSocket(h.url, { cookie });
    try {
      await joined(ms, visitor.roomId);
      const missionary = watch(ms);
      // Gone from the store behind the app's back, as an expiry or a lost announcement leaves it.
      const sid = /(?:^|; )flow_sid=([^;]+)/.exec(cookie)?.[1];
      expect(sid).toBeDefined();
      const key = createHash('sha256').update(sid!).digest('hex');
      await h.db('sessions').where({ sid: key }).delete();
      await h.cache.del(`sess:${key}`);
      const started = Date.now();
      expect(await missionary.closed).toBe(WS_CLOSE_SESSION_ENDED);
      expect(Date.now() - started).toBeLessThan(3000);
      expect((await human.agent.get('/api/auth/user')).status).toBe(401);
    } finally {
      await ms.close();
    }
  });

  it('keeps a signed-in socket open while its session lives', async () => {
    const human = await signedInMissionary(h);
    const visitor = await visitorWithRoom(h, human.id);
    const ms = await openSocket(h.url, { cookie: cookiesOf(human.agent, h.url) });
    try {
      await joined(ms, visitor.roomId);
      // Past two re-checks.
      await new Promise((r) => setTimeout(r, 2500));
      const sent = (await sendText(visitor.agent, visitor.roomId, 'hello')).body.id as string;
      const frame = await ms.until(isMessage);
      expect(isMessage(frame) && frame.message.id).toBe(sent);
      expect(ms.socket.readyState).toBe(ms.socket.OPEN);
    } finally {
      await ms.close();
    }
  });
});
