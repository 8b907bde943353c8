import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CookieAccessInfo } from 'cookiejar';
import type { ChatServerFrame } from '@flow/contracts';
import WebSocket from 'ws';
import { AI_HELPERS } from '../../platform/db/migrations/0102_seed_ai_helpers';
import { WS_PATH } from '../../platform/ws';
import { tempOutbox } from '../../accounts/test/helpers';
import { postJson as json } from '../../moderation/test/factories';
import { signedInMissionary } from '../../missionaries/test/helpers';
import type { Agent, Harness } from '../../test/harness';

export const AI_HELPER_ID = AI_HELPERS[0].id;

/**
 * What a chat harness needs: missionaries sign in through the outbox and sign up freely, and
 * recordings go to a media folder of its own.
 */
export const chatEnv = (extra: Record<string, string> = {}) => ({
  FLOW_MAIL_OUTBOX_DIR: tempOutbox(),
  FLOW_MEDIA_DIR: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'flow-chat-')), 'media'),
  FLOW_DEV_OUTBOX: '1',
  FLOW_RATE_LIMIT_SIGNIN: '10000/60',
  FLOW_RATE_LIMIT_MISSIONARY_SIGNUP: '10000/60',
  ...extra,
});
export { json, signedInMissionary };

/** The cookies a browser agent would send, for a socket opened beside it. */
export function cookiesOf(agent: Agent, url: string): string {
  const { hostname } = new URL(url);
  const jar = (agent as unknown as { jar: { getCookies(info: CookieAccessInfo): Array<{ toValueString(): string }> } }).jar;
  return jar
    .getCookies(new CookieAccessInfo(hostname, '/', false, false))
    .map((c) => c.toValueString())
    .join('; ');
}

/** A visitor with a room (201) with the given missionary. */
export async function visitorWithRoom(h: Harness, missionaryId: string, body: Record<string, unknown> = {}) {
  const visitor = await h.identified();
  const res = await json(visitor.agent, '/api/chat-rooms', { missionaryId, ...body });
  if (res.status !== 201) throw new Error(`room failed: ${res.status} ${res.text}`);
  return { ...visitor, roomId: res.body.id as string, room: res.body };
}

export async function sendText(agent: Agent, roomId: string, content: string, extra: Record<string, unknown> = {}) {
  return json(agent, '/api/chat-messages', { chatRoomId: roomId, content, ...extra });
}

export interface TestSocket {
  socket: WebSocket;
  /** The next frame (any type but ping), or a failure after 5 s. */
  next(): Promise<ChatServerFrame>;
  /** Frames until one matches, skipping others. */
  until(match: (frame: ChatServerFrame) => boolean): Promise<ChatServerFrame>;
  send(frame: unknown): void;
  close(): Promise<void>;
}

/** A socket to /ws carrying a browser's cookies (and an Origin, like a browser). */
export function openSocket(url: string, opts: { cookie?: string; origin?: string } = {}): Promise<TestSocket> {
  const headers: Record<string, string> = { origin: opts.origin ?? url };
  if (opts.cookie) headers.cookie = opts.cookie;
  const socket = new WebSocket(url.replace(/^http/, 'ws') + WS_PATH, { headers });
  const queue: ChatServerFrame[] = [];
  const waiters: Array<(frame: ChatServerFrame) => void> = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ChatServerFrame;
    if (frame.type === 'ping') return;
    const waiter = waiters.shift();
    if (waiter) waiter(frame);
    else queue.push(frame);
  });
  const next = () =>
    new Promise<ChatServerFrame>((resolve, reject) => {
      const queued = queue.shift();
      if (queued) return resolve(queued);
      const timer = setTimeout(() => reject(new Error('no frame within 5 s')), 5000);
      waiters.push((frame) => {
        clearTimeout(timer);
        resolve(frame);
      });
    });
  const until = async (match: (frame: ChatServerFrame) => boolean) => {
    for (;;) {
      const frame = await next();
      if (match(frame)) return frame;
    }
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () =>
      resolve({
        socket,
        next,
        until,
        send: (frame) => socket.send(JSON.stringify(frame)),
        close: () =>
          new Promise<void>((done) => {
            if (socket.readyState === WebSocket.CLOSED) return done();
            socket.once('close', () => done());
            socket.close();
          }),
      }),
    );
    socket.once('error', reject);
  });
}

/** A minimal PCM WAV: `seconds` of silence at `byteRate` bytes per second (8-bit mono). */
export function wav(seconds: number, sampleRate = 8000): Buffer {
  const data = Math.round(seconds * sampleRate);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate, 28); // byte rate: 1 byte per sample
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data, 128)]);
}
