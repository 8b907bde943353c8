import { ChurchSite, ChurchSites, WidgetIdentity, WidgetWall } from '@flow/contracts';
import { json, signInByEmail, tempOutbox } from '../accounts/test/helpers';
import { startHarness, type Agent, type Harness } from '../test/harness';
import { buildSite, widgetIdentity, widgetPath } from './test/factories';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: { FLOW_MAIL_OUTBOX_DIR: tempOutbox(), FLOW_DEV_OUTBOX: '1', FLOW_RATE_LIMIT_SIGNIN: '10000/60' } });
});
afterAll(() => h.close());

let seq = 0;
async function signedIn(): Promise<Agent> {
  const { agent } = await h.identified();
  await signInByEmail(h, agent, `church${Date.now()}${seq++}@example.org`);
  return agent;
}

const put = (agent: Agent, url: string, body: unknown) => agent.put(url).set('Content-Type', 'application/json').send(JSON.stringify(body));

describe('church sites on the dashboard', () => {
  it('needs a signed-in account', async () => {
    const { agent } = await h.identified();
    expect((await agent.get('/api/sites')).status).toBe(401);
    const res = await json(agent, '/api/sites', { name: 'Grace', origins: ['https://grace.example'] });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('sign_in_required');
  });

  it('registers a site with its origins and gives a key; lists only the owner’s sites', async () => {
    const owner = await signedIn();
    const res = await json(owner, '/api/sites', { name: '  Grace Chapel ', origins: ['https://grace.example/', 'http://localhost:8080'], showFlowWall: true });
    expect(res.status).toBe(201);
    const site = ChurchSite.parse(res.body);
    expect(site).toMatchObject({ name: 'Grace Chapel', origins: ['https://grace.example', 'http://localhost:8080'], showFlowWall: true });
    expect(site.siteKey).toMatch(/^site_[A-Za-z0-9_-]{24}$/);
    expect(ChurchSites.parse((await owner.get('/api/sites')).body)).toEqual([site]);
    const stranger = await signedIn();
    expect((await stranger.get('/api/sites')).body).toEqual([]);
    // Someone else cannot rotate, change or remove it.
    expect((await json(stranger, `/api/sites/${site.id}/key`, {})).status).toBe(404);
    expect((await put(stranger, `/api/sites/${site.id}`, { name: 'Mine', origins: ['https://evil.example'] })).status).toBe(404);
    expect((await stranger.delete(`/api/sites/${site.id}`).set('Content-Type', 'application/json')).status).toBe(404);
    expect((await owner.get('/api/sites')).body).toEqual([site]);
  });

  it('refuses a bad name or origin with a clear message and stores nothing', async () => {
    const owner = await signedIn();
    for (const [body, message] of [
      [{ name: '', origins: ['https://a.example'] }, 'Enter the name of the site'],
      [{ name: 'A', origins: [] }, 'Add at least one address of the site'],
      [{ name: 'A', origins: ['https://a.example/path'] }, 'Each address must be a site origin such as https://church.example (scheme and host, no path)'],
      [{ name: 'A', origins: ['javascript:alert(1)'] }, 'Each address must be a site origin such as https://church.example (scheme and host, no path)'],
    ] as const) {
      const res = await json(owner, '/api/sites', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await owner.get('/api/sites')).body).toEqual([]);
  });

  it('rotates the key: the old one stops working at once', async () => {
    const owner = await signedIn();
    const site = ChurchSite.parse((await json(owner, '/api/sites', { name: 'Grace', origins: ['https://grace.example'] })).body);
    const rotated = ChurchSite.parse((await json(owner, `/api/sites/${site.id}/key`, {})).body);
    expect(rotated.siteKey).not.toBe(site.siteKey);
    expect(rotated.id).toBe(site.id);
    const old = await h.agent().get(widgetPath(site, '/prayer-requests'));
    expect(old.status).toBe(404);
    expect(old.body.message).toBe('This site key is not registered with Flow. Ask the site owner for the current snippet.');
    expect((await h.agent().get(widgetPath(rotated, '/prayer-requests'))).status).toBe(200);
  });

  it('changes the origins and removes the site', async () => {
    const owner = await signedIn();
    const site = ChurchSite.parse((await json(owner, '/api/sites', { name: 'Grace', origins: ['https://grace.example'] })).body);
    const changed = await put(owner, `/api/sites/${site.id}`, { name: 'Grace', origins: ['https://new.grace.example'] });
    expect(changed.body.origins).toEqual(['https://new.grace.example']);
    const refused = await h.agent().post(widgetPath(site, '/identity')).set('Origin', 'https://grace.example').set('Content-Type', 'application/json').send('{}');
    expect(refused.status).toBe(403);
    const removed = await owner.delete(`/api/sites/${site.id}`).set('Content-Type', 'application/json');
    expect(removed.status).toBe(200);
    expect((await h.agent().get(widgetPath(site, '/prayer-requests'))).status).toBe(404);
  });
});

describe('widget origins, identity and CORS', () => {
  it('reads from anywhere: CORS * without credentials, no cookie needed', async () => {
    const site = await buildSite(h);
    const res = await h.agent().get(widgetPath(site, '/prayer-requests?limit=5')).set('Origin', 'https://anywhere.example');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(WidgetWall.parse(res.body)).toEqual({ site: { name: 'Grace Chapel', showFlowWall: false }, prayerRequests: [] });
    for (const path of ['/api/daily-verse', '/api/crisis-lines?lang=es', '/api/challenge']) {
      const read = await h.agent().get(path).set('Origin', 'https://anywhere.example');
      expect(read.status).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBe('*');
    }
    // The app's own API keeps its credentialed, allow-listed CORS.
    const own = await h.agent().get('/api/posts').set('Origin', 'https://anywhere.example');
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the preflight of a write for any page; the write itself decides', async () => {
    const site = await buildSite(h);
    const pre = await h
      .agent()
      .options(widgetPath(site, '/prayer-requests'))
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,authorization,x-altcha');
    expect(pre.status).toBe(204);
    expect(pre.headers['access-control-allow-headers']).toMatch(/authorization/i);
    expect(pre.headers['access-control-allow-headers']).toMatch(/x-altcha/i);
  });

  it('accepts writes only from the registered origins (Origin header, server-side)', async () => {
    const site = await buildSite(h, { origins: ['https://grace.example', 'http://localhost:8080'] });
    const agent = h.agent();
    const token = await widgetIdentity(agent, site, 'http://localhost:8080');
    const post = (origin: string | null, body: unknown = { content: 'Please pray for our youth camp.' }) => {
      const req = agent.post(widgetPath(site, '/prayer-requests')).set('Content-Type', 'application/json').set('Authorization', `Bearer ${token}`);
      return (origin ? req.set('Origin', origin) : req).send(JSON.stringify(body));
    };
    const before = Number((await h.db('prayer_requests').count({ n: '*' }).first())?.n);
    for (const origin of ['https://evil.example', 'https://grace.example.evil.example', 'http://grace.example', null]) {
      const res = await post(origin);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: 'origin_not_allowed',
        message: 'This page is not registered for this site key, so it cannot share or change anything on Flow.',
      });
    }
    const bind = await h.agent().post(widgetPath(site, '/identity')).set('Origin', 'https://evil.example').set('Content-Type', 'application/json').send('{}');
    expect(bind.status).toBe(403);
    expect(Number((await h.db('prayer_requests').count({ n: '*' }).first())?.n)).toBe(before);

    const ok = await post('https://grace.example');
    expect(ok.status).toBe(201);
    expect(ok.headers['access-control-allow-origin']).toBe('*');
    expect(ok.body).toMatchObject({ heldForReview: false, prayerRequest: { content: 'Please pray for our youth camp.', fromSite: true } });
    const row = await h.db('prayer_requests').where({ id: ok.body.prayerRequest.id }).first();
    expect(row.site_id).toBe(site.id);
  });

  it('takes the identity from the bearer token only: none, forged or another site’s are refused', async () => {
    const site = await buildSite(h);
    const other = await buildSite(h, { origins: site.origins });
    const theirs = await widgetIdentity(h.agent(), other);
    const identity = WidgetIdentity.parse(
      (await h.agent().post(widgetPath(site, '/identity')).set('Origin', site.origins[0]).set('Content-Type', 'application/json').send('{}')).body,
    );
    const send = (auth: string | null) => {
      const req = h.agent().post(widgetPath(site, '/prayer-requests')).set('Origin', site.origins[0]).set('Content-Type', 'application/json');
      return (auth ? req.set('Authorization', auth) : req).send(JSON.stringify({ content: 'Hold us in prayer' }));
    };
    const [head, body] = identity.token.split('.').slice(0, 2);
    for (const auth of [null, `Bearer ${theirs}`, `Bearer ${head}.${body}.forged`, identity.token]) {
      const res = await send(auth);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('identity_required');
    }
    // A Flow identity cookie does not stand in for the token.
    const { agent } = await h.identified();
    const withCookie = await agent.post(widgetPath(site, '/prayer-requests')).set('Origin', site.origins[0]).set('Content-Type', 'application/json').send('{"content":"x y z"}');
    expect(withCookie.status).toBe(401);
    expect((await send(`Bearer ${identity.token}`)).status).toBe(201);
  });

  it('refuses a form post (not JSON) even from a registered origin', async () => {
    const site = await buildSite(h);
    const token = await widgetIdentity(h.agent(), site);
    const res = await h.agent().post(widgetPath(site, '/prayer-requests')).set('Origin', site.origins[0]).set('Authorization', `Bearer ${token}`).type('form').send('content=hi');
    expect(res.status).toBe(415);
  });

  it('shows the site its own requests, or all of Flow’s wall when it chose so; never an identity', async () => {
    const own = await buildSite(h, { name: 'St Mary' });
    const open = await buildSite(h, { name: 'Open Door', showFlowWall: true });
    const token = await widgetIdentity(h.agent(), own);
    const created = await h.agent().post(widgetPath(own, '/prayer-requests')).set('Origin', own.origins[0]).set('Authorization', `Bearer ${token}`).set('Content-Type', 'application/json').send('{"content":"Pray for St Mary choir."}');
    const { agent, anonymousId } = await h.identified();
    await json(agent, '/api/prayer-requests', { content: 'A prayer from Flow itself.' });

    const ownWall = WidgetWall.parse((await h.agent().get(widgetPath(own, '/prayer-requests'))).body);
    expect(ownWall.prayerRequests.map((r) => r.content)).toEqual(['Pray for St Mary choir.']);
    const openWall = WidgetWall.parse((await h.agent().get(widgetPath(open, '/prayer-requests'))).body);
    const contents = openWall.prayerRequests.map((r) => r.content);
    expect(contents).toEqual(expect.arrayContaining(['A prayer from Flow itself.', 'Pray for St Mary choir.']));
    expect(openWall.prayerRequests.every((r) => r.fromSite === false)).toBe(true);
    // On Flow's own wall too, without the site's identity or key.
    const flowWall = await h.agent().get('/api/prayer-requests');
    expect(flowWall.text).toContain('Pray for St Mary choir.');
    const everything = JSON.stringify([ownWall, openWall]) + flowWall.text;
    expect(everything).not.toContain(anonymousId);
    expect(everything).not.toContain('anon_');
    expect(everything).not.toContain(token);
    expect(created.text).not.toContain('anon_');
  });

  it('hearts and "Pray for this" through the same services, once per identity, only on its wall', async () => {
    const site = await buildSite(h);
    const token = await widgetIdentity(h.agent(), site);
    const auth = (req: ReturnType<Agent['post']>) => req.set('Origin', site.origins[0]).set('Authorization', `Bearer ${token}`).set('Content-Type', 'application/json');
    const created = await auth(h.agent().post(widgetPath(site, '/prayer-requests'))).send('{"content":"Pray for Ben"}');
    const id = created.body.prayerRequest.id as string;
    const heart = () => auth(h.agent().patch(widgetPath(site, `/prayer-requests/${id}/hearts`))).send('{"liked":true}');
    expect((await heart()).body).toMatchObject({ hearts: 1, liked: true });
    expect((await heart()).body).toMatchObject({ hearts: 1, liked: true });
    const pray = () => auth(h.agent().post(widgetPath(site, `/prayer-requests/${id}/prayers`))).send('{}');
    expect((await pray()).body).toMatchObject({ id, recorded: true });
    expect((await pray()).body).toMatchObject({ id, recorded: false });
    // A request of another site's wall is not this widget's to touch.
    const { agent } = await h.identified();
    const flowOnly = await json(agent, '/api/prayer-requests', { content: 'Only on Flow' });
    const res = await auth(h.agent().patch(widgetPath(site, `/prayer-requests/${flowOnly.body.id}/hearts`))).send('{"liked":true}');
    expect(res.status).toBe(404);
  });

  it('does not publish self-harm as written: held, and the widget is told so', async () => {
    const site = await buildSite(h);
    const token = await widgetIdentity(h.agent(), site);
    const res = await h.agent().post(widgetPath(site, '/prayer-requests')).set('Origin', site.origins[0]).set('Authorization', `Bearer ${token}`).set('Content-Type', 'application/json').send(JSON.stringify({ content: 'I want to kill myself tonight' }));
    expect(res.status).toBe(201);
    expect(res.body.heldForReview).toBe(true);
    const wall = WidgetWall.parse((await h.agent().get(widgetPath(site, '/prayer-requests'))).body);
    expect(wall.prayerRequests).toEqual([]);
  });

  it('refuses an unknown key and a bad limit clearly', async () => {
    expect((await h.agent().get('/api/widgets/sites/site_AAAAAAAAAAAAAAAAAAAAAAAA/prayer-requests')).status).toBe(404);
    expect((await h.agent().get('/api/widgets/sites/nonsense/prayer-requests')).status).toBe(404);
    const site = await buildSite(h);
    const res = await h.agent().get(widgetPath(site, '/prayer-requests?limit=500'));
    expect(res.status).toBe(400);
  });
});
