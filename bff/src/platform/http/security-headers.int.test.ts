import crypto from 'node:crypto';
import { startHarness, type Harness } from '../../test/harness';
import { DAY_GUARD_SCRIPT } from '../day-page';
import { PICTURE_GUARDS } from '../picture-guards';

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('security headers', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({
      env: {
        FLOW_REMOTE_COMMUNITY_URL: 'https://community.cdn.example/mf-manifest.json',
        FLOW_REMOTE_CONTENT_URL: 'https://content.cdn.example:8443/app/mf-manifest.json',
        TRUST_PROXY: 'true',
      },
    });
  });
  afterAll(() => h.close());

  it('sends a strict Content-Security-Policy on pages and API answers', async () => {
    // The only inline scripts allowed are the drawn pictures' guards, by the hashes of their exact text.
    const hash = (script: string) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
    const guards = [hash(DAY_GUARD_SCRIPT), hash(PICTURE_GUARDS.notifications)];
    for (const path of ['/', '/api/posts', '/daily-verse', '/api/nothing-here']) {
      const res = await h.agent().get(path);
      const csp = directives(res.headers['content-security-policy'] ?? '');
      const host = new URL(h.url).host;
      expect({ path, script: csp['script-src'] }).toEqual({
        path,
        script: ["'self'", ...guards, 'https://community.cdn.example', 'https://content.cdn.example:8443'],
      });
      expect(csp['style-src']).toContain("'unsafe-inline'");
      expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", `ws://${host}`, 'https://community.cdn.example']));
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Plain HTTP: no HSTS (a browser would ignore it, and development must not pin itself).
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('allows the microphone only where voice messages are recorded; never camera or location', async () => {
    const policy = async (path: string) => (await h.agent().get(path)).headers['permissions-policy'] as string;
    for (const path of ['/', '/about', '/daily-verse', '/api/posts', '/user-dashboard']) {
      const p = await policy(path);
      expect({ path, p }).toEqual({ path, p: expect.stringContaining('microphone=()') });
      expect(p).toContain('camera=()');
      expect(p).toContain('geolocation=()');
    }
    for (const path of ['/missionaries', '/missionaries/', '/connect-missionary']) {
      const p = await policy(path);
      expect({ path, p }).toEqual({ path, p: expect.stringContaining('microphone=(self)') });
      expect(p).toContain('camera=()');
    }
  });

  it('over HTTPS (as the trusted proxy says): HSTS, wss: for the socket and __Host- cookies', async () => {
    const res = await h
      .agent()
      .post('/api/identity')
      .set('X-Forwarded-Proto', 'https')
      .set('Content-Type', 'application/json')
      .send({});
    expect(res.status).toBe(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    const host = new URL(h.url).host;
    expect(directives(res.headers['content-security-policy'])['connect-src']).toContain(`wss://${host}`);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    const identity = cookies.filter((c) => c.startsWith('__Host-flow_aid'));
    expect(identity).toHaveLength(2); // the value and its signature
    for (const c of identity) {
      expect(c).toMatch(/; secure/i);
      expect(c).toMatch(/; path=\//);
      expect(c).not.toMatch(/domain=/i);
    }
    expect(cookies.some((c) => c.startsWith('flow_aid'))).toBe(false);

    // The prefixed cookie is the one read back.
    const jar = identity.map((c) => c.split(';')[0]).join('; ');
    const post = await h
      .agent()
      .post('/api/posts')
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', jar)
      .set('Content-Type', 'application/json')
      .send({ content: 'Over HTTPS.' });
    expect(post.status).toBe(201);
    expect(post.body.isMine).toBe(true);
  });

  it('keeps the bare cookie names over plain HTTP, where a __Host- cookie would be dropped', async () => {
    const res = await h.agent().post('/api/identity').set('Content-Type', 'application/json').send({});
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies.some((c) => c.startsWith('flow_aid='))).toBe(true);
    expect(cookies.some((c) => c.startsWith('__Host-'))).toBe(false);
  });

  it('takes the socket origin from FLOW_PUBLIC_URL when it is set, not from the request', async () => {
    const pinned = await startHarness({ env: { FLOW_PUBLIC_URL: 'https://flow.example', TRUST_PROXY: 'true' } });
    try {
      const res = await pinned.agent().get('/').set('X-Forwarded-Host', 'evil.example');
      const connect = directives(res.headers['content-security-policy'])['connect-src'];
      expect(connect).toContain('wss://flow.example');
      expect(connect.join(' ')).not.toContain('evil.example');
    } finally {
      await pinned.close();
    }
  });
});
