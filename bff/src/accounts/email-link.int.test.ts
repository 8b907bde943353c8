import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { AuthUser, EmailVerifyResult } from '@flow/contracts';
import { IDENTITY_COOKIE } from '../identity/identity.cookie';
import { SESSION_COOKIE } from '../platform/session';
import { startHarness, type Agent, type Harness } from '../test/harness';
import {
  LINKS_PER_ADDRESS_PER_HOUR,
  SIGN_IN_LINK_EXPIRED,
  SIGN_IN_LINK_INVALID,
  SIGN_IN_LINK_USED,
  SIGN_IN_REQUIRED,
  TOO_MANY_LINKS,
} from './accounts.service';
import { json, sessionCookieHeader, sessionIdOf, setCookies, tempOutbox, tokenOf } from './test/helpers';

interface Received {
  to: string;
  subject: string;
  text: string;
}

let smtp: SMTPServer;
const inbox: Received[] = [];
let h: Harness;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo[0].address, ...parseMail(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  h = await startHarness({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Flow <hello@flow.test>',
      FLOW_ALLOWED_ORIGINS: 'https://church.example',
      FLOW_RATE_LIMIT_SIGNIN: '10000/60',
    },
  });
});

afterAll(async () => {
  await h.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Just enough of RFC 5322 for nodemailer's plain-text mails (quoted-printable body). */
function parseMail(raw: string): { subject: string; text: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '';
  let text = rest.join('\n\n');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(unfolded)) {
    text = Buffer.from(
      text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  return { subject, text: text.replace(/\r\n/g, '\n') };
}

let seq = 0;
const address = () => `person${Date.now()}${seq++}@example.org`;

async function requestLink(agent: Agent, email: string, returnTo?: string): Promise<string> {
  const before = inbox.length;
  const res = await json(agent, '/api/auth/email', returnTo ? { email, returnTo } : { email });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ sent: true });
  const mail = inbox.slice(before).find((m) => m.to === email.toLowerCase());
  expect(mail).toBeDefined();
  const token = tokenOf(mail!.text);
  expect(token).toBeDefined();
  return token!;
}

const verify = (agent: Agent, token: string, headers: Record<string, string> = {}) =>
  json(agent, '/api/auth/email/verify', { token }, headers);

describe('sign-in by e-mail link through a real SMTP server', () => {
  it('mails a one-time link that signs in, sets a server-side session and works only once', async () => {
    const { agent } = await h.identified();
    const email = address();
    const token = await requestLink(agent, email.toUpperCase(), '/user-dashboard');
    const mail = inbox.at(-1)!;
    expect(mail.subject).toBe('Your Flow sign-in link');
    // The configured origin (development: the listen origin), never the request's Host.
    expect(mail.text).toContain(`${h.config.publicUrl}/sign-in?token=${token}`);
    expect(h.config.publicUrl).toBe('http://localhost:3000');
    expect(mail.text).toContain('It works once and expires in 15 minutes.');

    const res = await verify(agent, token);
    expect(res.status).toBe(200);
    const body = EmailVerifyResult.parse(res.body);
    expect(body.user.email).toBe(email);
    expect(body.returnTo).toBe('/user-dashboard');
    const cookie = setCookies(res).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).toMatch(/expires=/i);

    const user = await agent.get('/api/auth/user');
    expect(user.status).toBe(200);
    expect(AuthUser.parse(user.body).email).toBe(email);

    const again = await verify(h.agent(), token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: 'sign_in_link_invalid', message: SIGN_IN_LINK_USED });
    expect(sessionIdOf(again)).toBeUndefined();
  });

  it('refuses an expired link and signs nobody in', async () => {
    const { agent } = await h.identified();
    const token = await requestLink(agent, address());
    await h.db('sign_in_tokens').update({ expires_at: '2000-01-01 00:00:00.000' });
    const res = await verify(agent, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SIGN_IN_LINK_EXPIRED);
    expect(sessionIdOf(res)).toBeUndefined();
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses an unknown or malformed token with a clear message', async () => {
    const unknown = await verify(h.agent(), 'x'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(SIGN_IN_LINK_INVALID);
    const short = await verify(h.agent(), 'abc');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('This sign-in link is incomplete.');
  });

  it('lets exactly one of two simultaneous clicks on the same link sign in', async () => {
    const token = await requestLink(h.agent(), address());
    const results = await Promise.all([verify(h.agent(), token), verify(h.agent(), token), verify(h.agent(), token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it('validates the address', async () => {
    for (const [email, message] of [
      ['not-an-address', 'Please enter a valid email'],
      ['', 'Please enter your e-mail address.'],
      [`${'a'.repeat(250)}@example.org`, 'This e-mail address is too long.'],
    ] as const) {
      const res = await json(h.agent(), '/api/auth/email', { email });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const missing = await json(h.agent(), '/api/auth/email', {});
    expect(missing.status).toBe(400);
    expect(missing.body.details[0]).toEqual({ path: 'email', message: 'Please enter your e-mail address.' });
  });

  it('keeps returnTo on this site', async () => {
    for (const [asked, expected] of [
      ['/user-dashboard', '/user-dashboard'],
      ['//evil.example/x', '/'],
      ['https://evil.example', '/'],
      ['/\\evil.example', '/'],
      ['/api/logout', '/'],
    ] as const) {
      const token = await requestLink(h.agent(), address(), asked);
      const res = await verify(h.agent(), token);
      expect(res.body.returnTo).toBe(expected);
    }
  });

  it(`sends at most ${LINKS_PER_ADDRESS_PER_HOUR} links an hour to one address`, async () => {
    const email = address();
    for (let i = 0; i < LINKS_PER_ADDRESS_PER_HOUR; i++) await requestLink(h.agent(), email);
    const res = await json(h.agent(), '/api/auth/email', { email });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(TOO_MANY_LINKS);
  });
});

describe('session security', () => {
  async function signIn(agent: Agent, email = address()) {
    const res = await verify(agent, await requestLink(agent, email));
    expect(res.status).toBe(200);
    return res;
  }

  it('issues a new session id at every sign-in; the previous one stops working (no fixation)', async () => {
    const { agent } = await h.identified();
    const first = await signIn(agent);
    const firstCookie = sessionCookieHeader(first);
    const second = await signIn(agent);
    expect(sessionIdOf(second)).toBeDefined();
    expect(sessionIdOf(second)).not.toBe(sessionIdOf(first));
    const replay = await h.agent().get('/api/me').set('Cookie', firstCookie);
    expect(replay.status).toBe(401);
    expect((await agent.get('/api/me')).status).toBe(200);
  });

  it('ignores a session id planted without a valid signature', async () => {
    const planted = 'A'.repeat(43);
    const token = await requestLink(h.agent(), address());
    const res = await h
      .agent()
      .post('/api/auth/email/verify')
      .set('Content-Type', 'application/json')
      .set('Cookie', `${SESSION_COOKIE}=${planted}`)
      .send({ token });
    expect(res.status).toBe(200);
    expect(sessionIdOf(res)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessionIdOf(res)).not.toBe(planted);
    const forged = await h.agent().get('/api/me').set('Cookie', `${SESSION_COOKIE}=${planted}; ${SESSION_COOKIE}.sig=forged`);
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ error: 'sign_in_required', message: SIGN_IN_REQUIRED });
  });

  it("never shows one person's account or history to another", async () => {
    const alice = await h.identified();
    const bob = await h.identified();
    await json(alice.agent, '/api/posts', { content: 'Alice asks for strength' });
    await signIn(alice.agent);
    await signIn(bob.agent);
    const aliceHistory = await alice.agent.get('/api/my-prayer-history');
    expect(JSON.stringify(aliceHistory.body)).toContain('Alice asks for strength');
    const aliceMe = await alice.agent.get('/api/me');
    const bobMe = await bob.agent.get('/api/me');
    expect(aliceMe.body.anonymousId).toBe(alice.anonymousId);
    expect(bobMe.body.anonymousId).toBe(bob.anonymousId);
    const bobHistory = await bob.agent.get('/api/my-prayer-history');
    expect(bobHistory.status).toBe(200);
    expect(JSON.stringify(bobHistory.body)).not.toContain('Alice asks for strength');
    // The query string and headers name nobody: the session alone decides whose data it is.
    const probe = await bob.agent.get('/api/my-prayer-history').query({ anonymousId: alice.anonymousId }).set('x-anonymous-id', alice.anonymousId);
    expect(JSON.stringify(probe.body)).not.toContain('Alice asks for strength');
  });

  it('refuses cross-site sign-in requests (CSRF) and does not use up the link', async () => {
    const { agent } = await h.identified();
    const evil = await json(agent, '/api/auth/email', { email: address() }, { Origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.body.error).toBe('csrf_rejected');
    const form = await agent.post('/api/auth/email').type('form').send('email=a@example.org');
    expect(form.status).toBe(415);

    const token = await requestLink(agent, address());
    const forged = await verify(agent, token, { Origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(sessionIdOf(forged)).toBeUndefined();
    expect((await verify(agent, token, { Origin: 'https://church.example' })).status).toBe(200);
  });

  it('signs out by deleting the session on the server and leaves the browser a new anonymous id', async () => {
    const { agent, anonymousId } = await h.identified();
    const signedIn = await signIn(agent);
    const stolen = sessionCookieHeader(signedIn);
    const key0 = createHash('sha256').update(sessionIdOf(signedIn)!).digest('hex');
    if (h.engine === 'sqlite') expect(await h.db('sessions').where({ sid: key0 }).first()).toBeDefined();
    else expect(await h.cache.get(`sess:${key0}`)).not.toBeNull();
    const out = await agent.post('/api/logout').type('form').set('Origin', h.url).redirects(0);
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe('/');
    const cleared = setCookies(out).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cleared).toMatch(/expires=Thu, 01 Jan 1970/i);
    const identity = setCookies(out).find((c) => c.startsWith(`${IDENTITY_COOKIE}=`))!;
    expect(identity.split(';')[0]).not.toBe(`${IDENTITY_COOKIE}=${anonymousId}`);
    // A copy of the cookie taken before signing out is worthless afterwards.
    expect((await h.agent().get('/api/me').set('Cookie', stolen)).status).toBe(401);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    const key = createHash('sha256').update(sessionIdOf(signedIn)!).digest('hex');
    if (h.engine === 'sqlite') expect(await h.db('sessions').where({ sid: key }).first()).toBeUndefined();
    else expect(await h.cache.get(`sess:${key}`)).toBeNull();
  });

  it('answers /api/auth/user, /api/me and the history with 401 when signed out', async () => {
    for (const url of ['/api/auth/user', '/api/me', '/api/my-prayer-history']) {
      const res = await h.agent().get(url);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'sign_in_required', message: SIGN_IN_REQUIRED });
    }
  });

  it('sends /api/login to the e-mail sign-in page when no provider is configured', async () => {
    const res = await h.agent().get('/api/login').query({ returnTo: '/user-dashboard' }).redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/sign-in?returnTo=%2Fuser-dashboard');
    const methods = await h.agent().get('/api/auth/methods');
    expect(methods.body).toEqual({ oidc: false, emailLink: true, devOutbox: false });
    // SMTP is configured here, so there is no development outbox to read.
    expect((await h.agent().get('/api/dev/outbox')).status).toBe(404);
  });
});

describe('the development outbox (no SMTP configured)', () => {
  let dev: Harness;
  let dir: string;
  beforeAll(async () => {
    dir = tempOutbox();
    dev = await startHarness({ env: { FLOW_MAIL_OUTBOX_DIR: dir, FLOW_DEV_OUTBOX: '1' } });
  });
  afterAll(() => dev.close());

  it('writes each mail to a file and lists it for developers', async () => {
    const email = address();
    expect((await json(dev.agent(), '/api/auth/email', { email })).status).toBe(200);
    const files = (await import('node:fs')).readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.length).toBe(1);
    expect((await dev.agent().get('/api/auth/methods')).body).toEqual({ oidc: false, emailLink: true, devOutbox: true });
    const listed = await dev.agent().get('/api/dev/outbox').query({ to: email });
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({ to: email, subject: 'Your Flow sign-in link' });
    expect(tokenOf(listed.body[0].text)).toBeDefined();
  });

  it('has no listing in production', async () => {
    const prod = await startHarness({
      env: { NODE_ENV: 'production', FLOW_PUBLIC_URL: 'https://flow.example', FLOW_MAIL_OUTBOX_DIR: tempOutbox() },
    });
    try {
      expect((await prod.agent().get('/api/dev/outbox')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
