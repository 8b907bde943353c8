import { startHarness, type Harness } from '../test/harness';

describe('health', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('reports liveness and readiness', async () => {
    const live = await h.agent().get('/healthz');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    const ready = await h.agent().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok', checks: { database: 'ok', cache: 'ok' } });
  });

  it('is not ready (503) and says which dependency failed', async () => {
    const realPing = h.cache.ping.bind(h.cache);
    h.cache.ping = async () => {
      throw new Error('cache gone');
    };
    try {
      const res = await h.agent().get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: 'service_unavailable',
        message: 'Not ready: cache unavailable',
        details: [{ path: 'cache', message: 'cache is not answering' }],
      });
    } finally {
      h.cache.ping = realPing;
    }
  });

  it('reports a database that is gone, while liveness stays up', async () => {
    await h.db.destroy();
    const res = await h.agent().get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('Not ready: database unavailable');
    expect(res.body.details).toEqual([{ path: 'database', message: 'database is not answering' }]);
    expect((await h.agent().get('/healthz')).status).toBe(200);
  });
});
