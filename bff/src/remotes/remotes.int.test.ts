import { RemotesManifest } from '@flow/contracts';
import { startHarness, type Harness } from '../test/harness';

describe('GET /api/remotes', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ env: { FLOW_REMOTE_TIMEOUT_MS: '2500' } });
  });
  afterAll(() => h.close());

  it('points every remote at this server by default', async () => {
    const res = await h.agent().get('/api/remotes');
    expect(res.status).toBe(200);
    expect(RemotesManifest.parse(res.body)).toEqual({
      remotes: ['community', 'missionary', 'billing', 'content'].map((name) => ({
        name,
        entry: `${h.url}/remotes/${name}/mf-manifest.json`,
      })),
      loadTimeoutMs: 2500,
    });
  });

  it('follows the Host the client used', async () => {
    const res = await h.agent().get('/api/remotes').set('Host', 'flow.example:8080');
    expect(res.body.remotes[0].entry).toBe('http://flow.example:8080/remotes/community/mf-manifest.json');
  });
});

describe('GET /api/remotes with overrides', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({
      env: {
        FLOW_REMOTE_BILLING_URL: 'https://cdn.example/billing/v2/mf-manifest.json',
        FLOW_REMOTE_CONTENT_URL: '/static/content/mf-manifest.json',
      },
    });
  });
  afterAll(() => h.close());

  it('uses FLOW_REMOTE_<NAME>_URL where set and the default elsewhere', async () => {
    const res = await h.agent().get('/api/remotes');
    const entries = Object.fromEntries(
      RemotesManifest.parse(res.body).remotes.map((r) => [r.name, r.entry]),
    );
    expect(entries).toEqual({
      community: `${h.url}/remotes/community/mf-manifest.json`,
      missionary: `${h.url}/remotes/missionary/mf-manifest.json`,
      billing: 'https://cdn.example/billing/v2/mf-manifest.json',
      content: '/static/content/mf-manifest.json',
    });
    expect(res.body.loadTimeoutMs).toBe(4000);
  });
});
