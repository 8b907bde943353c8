import { AuthUser, PrayerHistory } from '@flow/contracts';
import superagent from 'superagent';
import { SESSION_COOKIE } from '../platform/session';
import { startHarness, type Harness } from '../test/harness';
import { sessionIdOf } from './test/helpers';
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, freePort, startProvider, type TestProvider } from './test/oidc.fixture';

type Browser = ReturnType<typeof superagent.agent>;
type Res = superagent.Response;

let h: Harness;
let provider: TestProvider;
/** The configured public origin; a reverse proxy in front of the harness, as in production. */
const PUBLIC = 'http://flow.test';
const CALLBACK = `${PUBLIC}/api/auth/oidc/callback`;

beforeAll(async () => {
  const port = await freePort();
  h = await startHarness({
    env: {
      OIDC_ISSUER: `http://127.0.0.1:${port}`,
      OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET,
      FLOW_PUBLIC_URL: PUBLIC,
    },
  });
  provider = await startProvider(port, CALLBACK);
});

afterAll(async () => {
  await h?.close();
  await provider?.stop();
});

/** One browser: a cookie jar shared by the BFF and the provider, redirects followed by hand. */
function browser(): Browser {
  return superagent.agent();
}

const get = (b: Browser, url: string): Promise<Res> =>
  b
    .get(url)
    .redirects(0)
    .ok(() => true);

async function identify(b: Browser): Promise<string> {
  const res = await b.post(`${h.url}/api/identity`).set('Content-Type', 'application/json').send('{}');
  return res.body.anonymousId as string;
}

/** Follows redirects until the browser is sent back to the BFF's callback; returns that URL (on the harness). */
async function throughProvider(b: Browser, authorizeUrl: string): Promise<string> {
  let url = authorizeUrl;
  for (let hop = 0; hop < 12; hop++) {
    if (url.startsWith(CALLBACK)) return `${h.url}${url.slice(PUBLIC.length)}`;
    const res = await get(b, url);
    const location = res.headers.location as string | undefined;
    if (!location) throw new Error(`provider stopped at ${url}: ${res.status} ${res.text.slice(0, 300)}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects');
}

async function startLogin(b: Browser, returnTo = '/user-dashboard'): Promise<URL> {
  const res = await get(b, `${h.url}/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  expect(res.status).toBe(302);
  return new URL(res.headers.location as string);
}

async function signIn(b: Browser, who: string): Promise<Res> {
  const authorize = await startLogin(b);
  authorize.searchParams.set('login_hint', who);
  const callback = await throughProvider(b, authorize.href);
  return get(b, callback);
}

describe('sign-in with an OpenID Connect provider (oidc-provider, code + PKCE)', () => {
  it('sends the browser to the provider with PKCE (S256), state and nonce', async () => {
    const url = await startLogin(browser());
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(OIDC_CLIENT_ID);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
  });

  it('signs in end to end, takes the name and e-mail from the provider and links the earlier posts', async () => {
    const b = browser();
    const anonymousId = await identify(b);
    await h.db('posts').insert({ id: 'oidc-post-1', content: 'Shared before signing in', anonymous_id: anonymousId, hearts: 0 });

    const res = await signIn(b, 'ruth');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/user-dashboard');
    expect(sessionIdOf(res)).toBeDefined();

    const user = AuthUser.parse((await get(b, `${h.url}/api/auth/user`)).body);
    expect(user).toMatchObject({ firstName: 'Ruth', lastName: 'Bethlehem', email: 'ruth@example.org' });
    const me = await get(b, `${h.url}/api/me`);
    expect(me.body).toMatchObject({ anonymousId, tier: 'freemium', status: 'active', monthlyQuota: 1, remaining: 1, currentUsage: 0 });
    const history = PrayerHistory.parse((await get(b, `${h.url}/api/my-prayer-history`)).body);
    expect(history.items.map((i) => i.content)).toContain('Shared before signing in');
  });

  it('splits a full name when the provider gives no given/family name', async () => {
    const b = browser();
    await identify(b);
    await signIn(b, 'naomi');
    const user = (await get(b, `${h.url}/api/auth/user`)).body;
    expect(user).toMatchObject({ firstName: 'Naomi', lastName: 'of Moab', email: 'naomi@example.org' });
  });

  it('shows a second device the same account, identity and history', async () => {
    const first = browser();
    const firstId = await identify(first);
    await signIn(first, 'ruth');
    const accountId = (await get(first, `${h.url}/api/me`)).body.anonymousId as string;

    const second = browser();
    const secondId = await identify(second);
    expect(secondId).not.toBe(accountId);
    await h.db('prayer_requests').insert({ id: 'oidc-prayer-2', content: 'Prayed from my phone', anonymous_id: secondId, hearts: 0 });
    await signIn(second, 'ruth');

    const me = (await get(second, `${h.url}/api/me`)).body;
    expect(me.anonymousId).toBe(accountId);
    // The second browser now writes as the account's identity.
    const rebound = await second.post(`${h.url}/api/identity`).set('Content-Type', 'application/json').send('{}');
    expect(rebound.body.anonymousId).toBe(accountId);

    for (const device of [first, second]) {
      const contents = (await get(device, `${h.url}/api/my-prayer-history`)).body.items.map((i: { content: string }) => i.content);
      expect(contents).toEqual(expect.arrayContaining(['Shared before signing in', 'Prayed from my phone']));
    }
    // The first browser's own earlier identity stays part of the account.
    expect(await h.db('user_identities').where({ anonymous_id: firstId }).first()).toBeDefined();
  });

  it('refuses a callback whose state does not match and signs nobody in', async () => {
    const b = browser();
    const authorize = await startLogin(b);
    const callback = new URL(await throughProvider(b, authorize.href));
    callback.searchParams.set('state', 'tampered-state');
    const res = await get(b, callback.href);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/sign-in?error=provider');
    expect(sessionIdOf(res)).toBeUndefined();
    expect((await get(b, `${h.url}/api/auth/user`)).status).toBe(401);
  });

  it('refuses a code delivered to another browser (no login started there)', async () => {
    const victim = browser();
    const authorize = await startLogin(victim);
    const callback = await throughProvider(victim, authorize.href);
    const attacker = browser();
    const res = await get(attacker, callback);
    expect(res.headers.location).toBe('/sign-in?error=provider');
    expect((await get(attacker, `${h.url}/api/auth/user`)).status).toBe(401);
  });

  it('refuses people without a verified e-mail and reports a refusal at the provider', async () => {
    for (const who of ['unverified', 'noemail']) {
      const b = browser();
      const res = await signIn(b, who);
      expect(res.headers.location).toBe('/sign-in?error=email');
      expect((await get(b, `${h.url}/api/auth/user`)).status).toBe(401);
    }
    const denied = await signIn(browser(), 'deny');
    expect(denied.headers.location).toBe('/sign-in?error=denied');
  });

  it('rotates the session id when signing in again, and signing out ends it', async () => {
    const b = browser();
    await identify(b);
    const first = sessionIdOf(await signIn(b, 'ruth'));
    // The provider remembers its own session, so this is the same person signing in again.
    const second = sessionIdOf(await signIn(b, 'ruth'));
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await get(b, `${h.url}/api/auth/user`)).body.email).toBe('ruth@example.org');
    const out = await b
      .post(`${h.url}/api/logout`)
      .type('form')
      .set('Origin', h.url)
      .redirects(0)
      .ok(() => true);
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe('/');
    expect((await get(b, `${h.url}/api/auth/user`)).status).toBe(401);
    expect(String(out.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=;`);
  });

  it('sends the provider the configured callback, whatever Host or X-Forwarded-Host the request names', async () => {
    const res = await browser()
      .get(`${h.url}/api/login`)
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .redirects(0)
      .ok(() => true);
    expect(res.status).toBe(302);
    expect(new URL(res.headers.location as string).searchParams.get('redirect_uri')).toBe(CALLBACK);
  });

  it('uses the development listen origin for the callback when FLOW_PUBLIC_URL is unset, not the Host', async () => {
    const dev = await startHarness({
      env: { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, PORT: '4392', TRUST_PROXY: '1' },
    });
    try {
      const res = await browser()
        .get(`${dev.url}/api/login`)
        .set('Host', 'evil.example')
        .set('X-Forwarded-Host', 'evil.example')
        .redirects(0)
        .ok(() => true);
      expect(res.status).toBe(302);
      expect(new URL(res.headers.location as string).searchParams.get('redirect_uri')).toBe('http://localhost:4392/api/auth/oidc/callback');
    } finally {
      await dev.close();
    }
  });

  it('reports which sign-in method is active', async () => {
    expect((await get(browser(), `${h.url}/api/auth/methods`)).body).toEqual({ oidc: true, emailLink: false, devOutbox: false });
    const res = await browser()
      .post(`${h.url}/api/auth/email`)
      .set('Content-Type', 'application/json')
      .send({ email: 'a@example.org' })
      .ok(() => true);
    expect(res.status).toBe(404);
  });
});
