import { tempOutbox } from '../accounts/test/helpers';
import { startHarness, type Harness } from '../test/harness';
import { postJson as json, signedInVisitor } from './test/factories';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    env: {
      FLOW_MAIL_OUTBOX_DIR: tempOutbox(),
      FLOW_DEV_OUTBOX: '1',
      FLOW_RATE_LIMIT_SIGNIN: '10000/60',
      FLOW_RATE_LIMIT_MODERATION: '3/600',
      FLOW_RATE_LIMIT_IP_FACTOR: '100',
    },
  });
});
afterAll(() => h.close());

describe('moderation rate limit', () => {
  it('answers 429 with the generic reason once a moderator exceeds FLOW_RATE_LIMIT_MODERATION, across queue and decisions', async () => {
    const { agent } = await signedInVisitor(h, { moderator: true });
    expect((await agent.get('/api/moderation/queue')).status).toBe(200);
    expect((await agent.get('/api/moderation/queue')).status).toBe(200);
    // A decision on an unknown item spends the same budget (its own answer is not the point here).
    expect((await json(agent, '/api/moderation/decisions', { itemType: 'post', itemId: 'nope', decision: 'released' })).status).not.toBe(429);
    const limited = await json(agent, '/api/moderation/decisions', { itemType: 'post', itemId: 'nope', decision: 'released' });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another moderator's browser keeps its own budget.
    const other = await signedInVisitor(h, { moderator: true });
    expect((await other.agent.get('/api/moderation/queue')).status).toBe(200);
  });

  it('limits signed-out guesses at the queue before the role check', async () => {
    const { agent } = await h.identified();
    for (let i = 0; i < 3; i++) expect((await agent.get('/api/moderation/queue')).status).toBe(401);
    expect((await agent.get('/api/moderation/queue')).status).toBe(429);
  });
});
