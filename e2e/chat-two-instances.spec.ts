/**
 * The chat with the BFF as two instances behind one port, as in production behind a load
 * balancer: two processes on one SQLite file and one Redis, and a small proxy in front that
 * spreads HTTP requests round-robin and sends every socket of a signed-in browser (the
 * missionary's) to instance B and the others (the visitor's) to instance A. A message only reaches
 * the other browser through Redis. Needs Redis (`node scripts/ensure-services.mjs`); E2E_REDIS_URL
 * picks the database (default 11).
 */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { linkFor, startSecondServer } from './support';

const base = Number(process.env.E2E_PORT ?? 3310);
const [PROXY, A, B] = [base + 20, base + 21, base + 22];
const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/11';
const origin = `http://127.0.0.1:${PROXY}`;

/** Which instance each socket was sent to, signed in or not. */
const upgrades: Array<{ signedIn: boolean; port: number }> = [];

function startProxy(): Promise<http.Server> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const port = next++ % 2 === 0 ? A : B;
    const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const signedIn = /(?:^|;\s*)flow_sid=/.test(req.headers.cookie ?? '');
    const port = signedIn ? B : A;
    upgrades.push({ signedIn, port });
    const upstream = net.connect(port, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      socket.pipe(upstream);
      upstream.pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
  });
  return new Promise((resolve) => server.listen(PROXY, '127.0.0.1', () => resolve(server)));
}

async function redisReachable(): Promise<boolean> {
  const url = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const s = net.connect(Number(url.port || 6379), url.hostname, () => {
      s.destroy();
      resolve(true);
    });
    s.on('error', () => resolve(false));
  });
}

let proxy: http.Server | null = null;
const instances: ChildProcess[] = [];

test.beforeAll(async () => {
  test.skip(!(await redisReachable()), `Redis is not reachable at ${REDIS_URL}`);
  const stamp = `${process.pid}-${Date.now()}`;
  const env = {
    FLOW_SQLITE_FILE: path.join(os.tmpdir(), `flow-e2e-two-${stamp}.sqlite`),
    REDIS_URL,
    FLOW_SECRET: `e2e-two-instances-${stamp}-0123456789abcdef`,
    FLOW_PUBLIC_URL: origin,
    FLOW_DEV_OUTBOX: '1',
    FLOW_MAIL_OUTBOX_DIR: path.join(os.tmpdir(), `flow-e2e-two-outbox-${stamp}`),
    FLOW_MEDIA_DIR: path.join(os.tmpdir(), `flow-e2e-two-media-${stamp}`),
    FLOW_RATE_LIMIT_IDENTITY: '10000/600',
    FLOW_RATE_LIMIT_SIGNIN: '10000/600',
    FLOW_RATE_LIMIT_MISSIONARY_SIGNUP: '10000/600',
    FLOW_REMOTE_TIMEOUT_MS: '2500',
  };
  // One after the other: the first migrates the shared file.
  instances.push(await startSecondServer(A, env));
  instances.push(await startSecondServer(B, env));
  proxy = await startProxy();
});

test.afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  for (const instance of instances) instance.kill('SIGTERM');
});

test.use({ baseURL: origin });

test('a visitor on instance A and a missionary on instance B exchange text live', async ({ browser }) => {
  test.setTimeout(120_000);
  const missionaryContext = await browser.newContext();
  const m = await missionaryContext.newPage();
  const email = `two-${Date.now().toString(36)}@flow.test`;
  await m.goto('/sign-in?returnTo=%2Fmissionaries%3Fjoin%3D1');
  await m.getByLabel('E-mail address').fill(email);
  await m.getByRole('button', { name: 'Send sign-in link' }).click();
  await m.goto(await linkFor(m, email));
  await m.getByTestId('confirm-sign-in').click();
  await expect(m).toHaveURL(/\/missionaries\?join=1$/);
  await m.getByLabel('Your name').fill('Nadia Okafor');
  await m.getByLabel('WhatsApp phone number').fill('+44 7700 900456');
  await m.getByRole('checkbox').check();
  await m.getByRole('button', { name: 'Join Prayer Network' }).click();
  const toastText = await m.getByRole('region', { name: 'Notifications' }).getByText(/Your display name is /).textContent();
  const displayName = /Your display name is (.+)\.$/.exec(toastText ?? '')![1]!;
  await m.goto('/missionary-dashboard');
  await m.getByRole('tab', { name: 'Chats' }).click();
  await expect(m.getByText('No open chats at the moment.')).toBeVisible();

  const visitorContext = await browser.newContext();
  const v = await visitorContext.newPage();
  await v.goto('/missionaries');
  await v.getByRole('article', { name: displayName }).getByRole('button', { name: 'Start Prayer Chat' }).click();
  const dialog = v.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('Good evening, would you pray for my exams tomorrow?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByTestId('chat-message').filter({ hasText: 'pray for my exams' })).toBeVisible();

  // Reaches the missionary's list and thread on the other instance, by itself.
  const room = m.getByTestId('chat-room').first();
  await expect(room).toContainText('pray for my exams', { timeout: 15_000 });
  await room.click();
  const thread = m.getByRole('log', { name: 'Messages' });
  await expect(thread.getByTestId('chat-message').filter({ hasText: 'pray for my exams' })).toBeVisible();
  await m.getByRole('textbox', { name: 'Your message' }).fill('Of course. May God give you a clear mind and peace.');
  await m.getByRole('button', { name: 'Send' }).click();

  await expect(dialog.getByTestId('chat-message').filter({ hasText: 'a clear mind and peace' })).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('Thank you, that means a lot.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByTestId('chat-message').filter({ hasText: 'that means a lot' })).toBeVisible({ timeout: 15_000 });
  // Each message once on both sides.
  await expect(thread.getByTestId('chat-message')).toHaveCount(3);
  await expect(dialog.getByTestId('chat-message')).toHaveCount(3);

  // The two browsers' sockets really were on different instances.
  expect(upgrades.some((u) => u.signedIn && u.port === B)).toBe(true);
  expect(upgrades.some((u) => !u.signedIn && u.port === A)).toBe(true);

  await visitorContext.close();
  await missionaryContext.close();
});
