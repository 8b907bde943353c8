import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { EmailLinkInfo, SIGN_OUT_PAGE, type OutboxMessage } from '@flow/contracts';
import { ConfigError } from '../platform/config';
import { SESSION_COOKIE } from '../platform/session';
import { startHarness, type Agent, type Harness } from '../test/harness';
import { OUTBOX_LOOPBACK_ONLY, SIGN_IN_NONCE_COOKIE, isLoopback } from './accounts.routes';
import { LINKS_PER_ADDRESS_PER_HOUR, MAILS_PER_ADDRESS_PER_HOUR, TOO_MANY_LINKS } from './accounts.service';
import { json, sessionIdOf, setCookies, tempOutbox, tokenOf } from './test/helpers';

let seq = 0;
const address = () => `someone${Date.now()}${seq++}@example.org`;

/** Every mail in an outbox directory, read from the files (no reader endpoint needed). */
function mailsIn(dir: string): OutboxMessage[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxMessage);
}

function linkFor(dir: string, email: string): string {
  const mails = mailsIn(dir)
    .filter((m) => m.to === email)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const token = tokenOf(mails.at(-1)?.text ?? '');
  if (!token) throw new Error(`no link for ${email}`);
  return token;
}

/** A pino logger whose lines land in an array, to check what the server writes down. */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: pino({ level: 'trace' }, stream), lines };
}

describe('the outbox reader is opt-in and answers this computer only', () => {
  it('does not exist on a default start, even without SMTP', async () => {
    const h = await startHarness({ env: { FLOW_MAIL_OUTBOX_DIR: tempOutbox() } });
    try {
      expect((await json(h.agent(), '/api/auth/email', { email: address() })).status).toBe(200);
      expect((await h.agent().get('/api/dev/outbox')).status).toBe(404);
      expect((await h.agent().get('/api/auth/methods')).body.devOutbox).toBe(false);
    } finally {
      await h.close();
    }
  });

  it('refuses FLOW_DEV_OUTBOX in production', async () => {
    await expect(
      startHarness({ env: { NODE_ENV: 'production', FLOW_PUBLIC_URL: 'https://flow.example', FLOW_DEV_OUTBOX: '1' } }),
    ).rejects.toThrow(ConfigError);
  });

  describe('with FLOW_DEV_OUTBOX=1', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness({ env: { FLOW_MAIL_OUTBOX_DIR: tempOutbox(), FLOW_DEV_OUTBOX: '1', TRUST_PROXY: '1' } });
    });
    afterAll(() => h.close());

    it('lists mail to a loopback client, whatever X-Forwarded-For claims', async () => {
      const email = address();
      await json(h.agent(), '/api/auth/email', { email });
      const res = await h.agent().get('/api/dev/outbox').query({ to: email }).set('X-Forwarded-For', '203.0.113.9');
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
    });

    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && !i.internal && i.family === 'IPv4')?.address;
    // Needs a non-loopback address on this machine to connect from; isLoopback is checked below either way.
    (external ? it : it.skip)('refuses a client on another address, even one claiming to be 127.0.0.1', async () => {
      const handler = h.server.listeners('request')[0] as http.RequestListener;
      const outside = http.createServer(handler);
      await new Promise<void>((resolve) => outside.listen(0, external, resolve));
      try {
        const url = `http://${external}:${(outside.address() as AddressInfo).port}`;
        const res = await request(url).get('/api/dev/outbox').set('X-Forwarded-For', '127.0.0.1').set('X-Real-IP', '127.0.0.1');
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ error: 'forbidden', message: OUTBOX_LOOPBACK_ONLY });
      } finally {
        outside.closeAllConnections();
        await new Promise<void>((resolve) => outside.close(() => resolve()));
      }
    });
  });

  it('knows which peer addresses are this computer', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a)).toBe(true);
    for (const a of [undefined, '', '10.0.0.1', '192.0.2.2', '::ffff:10.0.0.1', 'fd00::2', '127.0.0.1.evil', '::2']) {
      expect(isLoopback(a)).toBe(false);
    }
  });
});

describe('links in mail point at the configured origin only', () => {
  it('ignores Host and X-Forwarded-Host (also behind a trusted proxy)', async () => {
    const dir = tempOutbox();
    const h = await startHarness({ env: { FLOW_MAIL_OUTBOX_DIR: dir, TRUST_PROXY: '1', FLOW_PUBLIC_URL: 'https://flow.example' } });
    try {
      const email = address();
      const res = await json(h.agent(), '/api/auth/email', { email }, { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' });
      expect(res.status).toBe(200);
      const [mail] = mailsIn(dir);
      expect(mail.text).toContain('https://flow.example/sign-in?token=');
      expect(mail.text).not.toContain('evil.example');
    } finally {
      await h.close();
    }
  });

  it('uses the listen origin in development', async () => {
    const dir = tempOutbox();
    const h = await startHarness({ env: { FLOW_MAIL_OUTBOX_DIR: dir, PORT: '4391', TRUST_PROXY: '1' } });
    try {
      await json(h.agent(), '/api/auth/email', { email: address() }, { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' });
      expect(mailsIn(dir)[0].text).toContain('http://localhost:4391/sign-in?token=');
    } finally {
      await h.close();
    }
  });

  it('refuses to start in production without FLOW_PUBLIC_URL', async () => {
    await expect(startHarness({ env: { NODE_ENV: 'production' } })).rejects.toThrow(/FLOW_PUBLIC_URL: required in production/);
  });
});

describe('a link is bound to the browser that asked for it (login CSRF)', () => {
  let h: Harness;
  let dir: string;
  beforeAll(async () => {
    dir = tempOutbox();
    h = await startHarness({ env: { FLOW_MAIL_OUTBOX_DIR: dir, FLOW_RATE_LIMIT_SIGNIN: '10000/60' } });
  });
  afterAll(() => h.close());

  async function post(agent: Agent, content: string) {
    const res = await json(agent, '/api/posts', { content });
    expect(res.status).toBe(201);
  }
  const historyOf = async (agent: Agent) => JSON.stringify((await agent.get('/api/my-prayer-history')).body);

  it('sets an httpOnly nonce cookie when a link is asked for, and keeps it for the next link', async () => {
    const { agent } = await h.identified();
    const first = await json(agent, '/api/auth/email', { email: address() });
    const cookie = setCookies(first).find((c) => c.startsWith(`${SIGN_IN_NONCE_COOKIE}=`))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/path=\/api\/auth\/email/i);
    const second = await json(agent, '/api/auth/email', { email: address() });
    const again = setCookies(second).find((c) => c.startsWith(`${SIGN_IN_NONCE_COOKIE}=`))!;
    expect(again.split(';')[0]).toBe(cookie.split(';')[0]);
  });

  it('signs in at once in the same browser and brings its posts into the account', async () => {
    const { agent } = await h.identified();
    await post(agent, 'Same browser asks for peace');
    const email = address();
    await json(agent, '/api/auth/email', { email });
    const token = linkFor(dir, email);
    const info = await json(agent, '/api/auth/email/check', { token });
    expect(info.status).toBe(200);
    expect(EmailLinkInfo.parse(info.body)).toEqual({ email, sameBrowser: true });
    const res = await json(agent, '/api/auth/email/verify', { token });
    expect(res.status).toBe(200);
    expect(await historyOf(agent)).toContain('Same browser asks for peace');
  });

  it('in another browser names the address and does not bring that browser’s posts unless asked', async () => {
    const asker = await h.identified();
    const email = address();
    await json(asker.agent, '/api/auth/email', { email });
    const token = linkFor(dir, email);

    const other = await h.identified();
    await post(other.agent, 'Private words of the other browser');
    const info = await json(other.agent, '/api/auth/email/check', { token });
    expect(info.body).toEqual({ email, sameBrowser: false });
    // Looking did not use the link up.
    const res = await json(other.agent, '/api/auth/email/verify', { token });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(email);
    expect(await historyOf(other.agent)).not.toContain('Private words of the other browser');
    const linked = await h.db('user_identities').where({ anonymous_id: other.anonymousId }).first();
    expect(linked).toBeUndefined();
  });

  it('brings the other browser’s posts along when the person ticks the box', async () => {
    const email = address();
    await json(h.agent(), '/api/auth/email', { email });
    const token = linkFor(dir, email);
    const other = await h.identified();
    await post(other.agent, 'Yes, bring these words along');
    const res = await json(other.agent, '/api/auth/email/verify', { token, bringAnonymous: true });
    expect(res.status).toBe(200);
    expect(await historyOf(other.agent)).toContain('Yes, bring these words along');
  });

  it('a forged nonce cookie counts as another browser', async () => {
    const email = address();
    await json(h.agent(), '/api/auth/email', { email });
    const token = linkFor(dir, email);
    const res = await h
      .agent()
      .post('/api/auth/email/check')
      .set('Content-Type', 'application/json')
      .set('Cookie', `${SIGN_IN_NONCE_COOKIE}=${'A'.repeat(43)}`)
      .send({ token });
    expect(res.body.sameBrowser).toBe(false);
  });

  it('explains a used or unknown link when checking it', async () => {
    const unknown = await json(h.agent(), '/api/auth/email/check', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('sign_in_link_invalid');
    const email = address();
    const { agent } = await h.identified();
    await json(agent, '/api/auth/email', { email });
    const token = linkFor(dir, email);
    expect((await json(agent, '/api/auth/email/verify', { token })).status).toBe(200);
    const used = await json(agent, '/api/auth/email/check', { token });
    expect(used.status).toBe(400);
    expect(used.body.message).toMatch(/already been used/);
  });
});

describe('a stranger cannot lock the owner out', () => {
  let h: Harness;
  let dir: string;
  beforeAll(async () => {
    dir = tempOutbox();
    h = await startHarness({ env: { FLOW_MAIL_OUTBOX_DIR: dir, FLOW_RATE_LIMIT_SIGNIN: '10000/60', TRUST_PROXY: '1' } });
  });
  afterAll(() => h.close());

  const ask = (agent: Agent, email: string, ip: string) => json(agent, '/api/auth/email', { email }, { 'X-Forwarded-For': ip });

  it('limits the stranger by their own budget; the owner still gets a link', async () => {
    const email = address();
    const stranger = await h.identified();
    for (let i = 0; i < LINKS_PER_ADDRESS_PER_HOUR; i++) expect((await ask(stranger.agent, email, '198.51.100.7')).status).toBe(200);
    const refused = await ask(stranger.agent, email, '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY_LINKS);

    const owner = await h.identified();
    const before = mailsIn(dir).filter((m) => m.to === email).length;
    expect((await ask(owner.agent, email, '203.0.113.20')).status).toBe(200);
    expect(mailsIn(dir).filter((m) => m.to === email)).toHaveLength(before + 1);
    const token = linkFor(dir, email);
    expect((await json(owner.agent, '/api/auth/email/verify', { token })).status).toBe(200);
  });

  it(`sends one address at most ${MAILS_PER_ADDRESS_PER_HOUR} mails an hour, answering the same either way`, async () => {
    const email = address();
    for (let i = 0; i < MAILS_PER_ADDRESS_PER_HOUR + 5; i++) {
      const res = await ask(h.agent(), email, `198.51.100.${100 + i}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ sent: true });
    }
    expect(mailsIn(dir).filter((m) => m.to === email)).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR);
  });

  it('tells a requester who asks too often, in words', async () => {
    const limited = await startHarness({ env: { FLOW_MAIL_OUTBOX_DIR: tempOutbox(), FLOW_RATE_LIMIT_SIGNIN: '2/600' } });
    try {
      const { agent } = await limited.identified();
      expect((await json(agent, '/api/auth/email', { email: address() })).status).toBe(200);
      expect((await json(agent, '/api/auth/email', { email: address() })).status).toBe(200);
      const res = await json(agent, '/api/auth/email', { email: address() });
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(/many sign-in attempts from this browser/);
      // Another browser is not affected by this one's budget.
      const other = await limited.identified();
      expect((await json(other.agent, '/api/auth/email', { email: address() })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('signing out is a POST', () => {
  let h: Harness;
  let dir: string;
  beforeAll(async () => {
    dir = tempOutbox();
    h = await startHarness({ env: { FLOW_MAIL_OUTBOX_DIR: dir, FLOW_RATE_LIMIT_SIGNIN: '10000/60' } });
  });
  afterAll(() => h.close());

  async function signedIn(): Promise<Agent> {
    const { agent } = await h.identified();
    const email = address();
    await json(agent, '/api/auth/email', { email });
    const res = await json(agent, '/api/auth/email/verify', { token: linkFor(dir, email) });
    expect(sessionIdOf(res)).toBeDefined();
    return agent;
  }

  it('changes nothing on GET and sends the browser to a page with a Sign Out button', async () => {
    const agent = await signedIn();
    const res = await agent.get('/api/logout').redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(SIGN_OUT_PAGE);
    expect(setCookies(res).some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    expect((await agent.get('/api/auth/user')).status).toBe(200);
  });

  it('refuses a form posted from another site, or with no Origin at all', async () => {
    const agent = await signedIn();
    const evil = await agent.post('/api/logout').type('form').set('Origin', 'https://evil.example').redirects(0);
    expect(evil.status).toBe(403);
    expect(evil.body.error).toBe('csrf_rejected');
    const bare = await agent.post('/api/logout').type('form').redirects(0);
    expect(bare.status).toBe(403);
    expect((await agent.get('/api/auth/user')).status).toBe(200);
  });

  it('signs out with a form posted from this site, then goes home', async () => {
    const agent = await signedIn();
    const res = await agent.post('/api/logout').type('form').set('Origin', h.url).redirects(0);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/');
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });

  it('still takes only JSON on other routes', async () => {
    const res = await h.agent().post('/api/posts').type('form').set('Origin', h.url).send('content=hi');
    expect(res.status).toBe(415);
  });
});

describe('logs name nobody', () => {
  it('writes neither the address nor the link when mailing', async () => {
    const { logger, lines } = capturingLogger();
    const dir = tempOutbox();
    const h = await startHarness({ env: { FLOW_MAIL_OUTBOX_DIR: dir }, logger });
    try {
      const email = address();
      const { agent } = await h.identified();
      expect((await json(agent, '/api/auth/email', { email })).status).toBe(200);
      const token = linkFor(dir, email);
      expect((await json(agent, '/api/auth/email/verify', { token })).status).toBe(200);
      const all = lines.join('');
      expect(all).toContain('mail written to the outbox');
      expect(all).not.toContain(email);
      expect(all).not.toContain(email.split('@')[0]);
      expect(all).not.toContain(token);
    } finally {
      await h.close();
    }
  });
});
