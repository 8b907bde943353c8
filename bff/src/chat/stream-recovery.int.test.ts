/**
 * The AI helper's streamed answer when the remote model breaks off mid-stream: the draft shown so
 * far is aborted, the offline words stream under the same id, and the stored answer keeps that id,
 * so a client ends up with one bubble whichever way the answer reaches it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ChatMessage, type ChatServerFrame } from '@flow/contracts';
import { startHarness, type Harness } from '../test/harness';
import { AI_HELPER_ID, chatEnv, cookiesOf, openSocket, sendText, visitorWithRoom } from './test/factories';

const DRAFT = 'That sounds like a heavy season to carry. ';

/** An OpenAI-compatible server whose chat stream sends one sentence and then drops the connection. */
async function breakingModel(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = { id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta: { role: 'assistant', content: DRAFT }, finish_reason: null }] };
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      setTimeout(() => res.destroy(), 50);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let model: Awaited<ReturnType<typeof breakingModel>>;
let h: Harness;
beforeAll(async () => {
  model = await breakingModel();
  h = await startHarness({ env: chatEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: model.url, FLOW_TRANSLATE_OPENAI: 'false' }) });
});
afterAll(async () => {
  await h.close();
  await model.close();
});

type Frame = ChatServerFrame;
const streamOf = (f: Frame): string | undefined => ('streamId' in f ? f.streamId : undefined);

describe('a streamed answer the model broke off', () => {
  it('aborts the draft, streams the offline words under the same id and stores the answer with it', async () => {
    const visitor = await visitorWithRoom(h, AI_HELPER_ID, { language: 'en' });
    const live = await openSocket(h.url, { cookie: cookiesOf(visitor.agent, h.url) });
    try {
      live.send({ type: 'join_room', roomId: visitor.roomId });
      await live.until((f) => f.type === 'joined_room');
      const mine = (await sendText(visitor.agent, visitor.roomId, 'I feel so tired of my work lately and I do not know what to do')).body.id as string;

      const frames: Frame[] = [];
      for (;;) {
        const frame = await live.next();
        if (frame.type === 'new_message' && frame.message.isMine) continue;
        if (frame.type === 'session_state') continue;
        frames.push(frame);
        if (frame.type === 'new_message') break;
      }
      const streamId = streamOf(frames[0]);
      expect(streamId).toEqual(expect.any(String));
      // One stream id from the first piece to the stored message.
      expect(frames.map(streamOf)).toEqual(frames.map(() => streamId));
      const types = frames.map((f) => f.type);
      const aborted = types.indexOf('message_aborted');
      expect(types.slice(0, aborted)).toEqual(types.slice(0, aborted).map(() => 'message_delta'));
      expect(frames.slice(0, aborted).map((f) => (f.type === 'message_delta' ? f.delta : '')).join('')).toBe(DRAFT);
      expect(types.slice(aborted + 1, -1).length).toBeGreaterThan(0);
      expect(new Set(types.slice(aborted + 1, -1))).toEqual(new Set(['message_delta']));
      const answer = frames[frames.length - 1] as Extract<Frame, { type: 'new_message' }>;
      const offline = frames.slice(aborted + 1, -1).map((f) => (f.type === 'message_delta' ? f.delta : '')).join('');
      expect(answer.message.content).toBe(offline);
      expect(answer.message.content).not.toContain(DRAFT.trim());
      expect(answer.message.metadata?.streamId).toBe(streamId);

      // A socket that catches up from the database (a reconnect after the visitor's message) and a
      // page fetched after it both carry the stream's id.
      const again = await openSocket(h.url, { cookie: cookiesOf(visitor.agent, h.url) });
      try {
        again.send({ type: 'join_room', roomId: visitor.roomId, afterId: mine });
        const caughtUp = await again.until((f) => f.type === 'new_message');
        expect(caughtUp).toMatchObject({ type: 'new_message', streamId, message: { id: answer.message.id } });
      } finally {
        await again.close();
      }
      const page = ChatMessage.array().parse((await visitor.agent.get(`/api/chat-messages/${visitor.roomId}?after=${mine}`)).body);
      expect(page.map((m) => [m.id, m.metadata?.streamId])).toEqual([[answer.message.id, streamId]]);
    } finally {
      await live.close();
    }
  });
});
