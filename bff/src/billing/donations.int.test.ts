import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { json } from '../accounts/test/helpers';
import { startHarness, type Harness } from '../test/harness';

const env = { FLOW_RATE_LIMIT_PAYMENTS: '10000/60' };
const donation = (h: Harness, where: Record<string, unknown>) => h.db('donations').where(where).first();

describe('donations by card: sandbox', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ env });
  });
  afterAll(() => h.close());

  it.each([
    ['10', 1000],
    ['10.5', 1050],
    ['0.50', 50],
    ['.75', 75],
    [12.34, 1234],
    ['10000', 1_000_000],
  ])('takes %p as %i cents, stored pending for the browser that gave', async (amount, cents) => {
    const { agent, anonymousId } = await h.identified();
    const res = await json(agent, '/api/create-payment-intent', { amount });
    expect(res.status).toBe(200);
    expect(typeof res.body.clientSecret).toBe('string');
    const rows = await h.db('donations').where({ donor_anonymous_id: anonymousId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: cents, currency: 'usd', status: 'pending' });
    expect(rows[0].provider_payment_id).toMatch(/^pi_sandbox_/);
  });

  it.each(['0', '0.00', '-1', '1.234', 'abc', '1e3', '', '0.49', '10000.01', '1,000', -5, 0])('refuses %p', async (amount) => {
    const { agent, anonymousId } = await h.identified();
    const res = await json(agent, '/api/create-payment-intent', { amount });
    expect(res.status).toBe(400);
    expect(await h.db('donations').where({ donor_anonymous_id: anonymousId })).toHaveLength(0);
  });

  it('the test card form completes the donation once, however often it is confirmed', async () => {
    const { agent, anonymousId } = await h.identified();
    const { clientSecret } = (await json(agent, '/api/create-payment-intent', { amount: '25' })).body as { clientSecret: string };
    const results = await Promise.all(Array.from({ length: 4 }, () => json(agent, '/api/payments/sandbox/card', { clientSecret })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const row = await donation(h, { donor_anonymous_id: anonymousId });
    expect(row).toMatchObject({ amount: 2500, status: 'completed' });
    expect(await h.db('payment_events').where({ id: `evt_sandbox_${row.provider_payment_id}_succeeded` })).toHaveLength(1);
  });

  it('refuses a forged client secret', async () => {
    const { agent } = await h.identified();
    const { clientSecret } = (await json(agent, '/api/create-payment-intent', { amount: '5' })).body as { clientSecret: string };
    const forged = `${clientSecret.split('.')[0]}.${Buffer.alloc(32).toString('base64url')}`;
    const res = await json(agent, '/api/payments/sandbox/card', { clientSecret: forged });
    expect(res.status).toBe(400);
    expect(res.body.reason).toBe('sandbox_session_invalid');
  });
});

describe('donations by card: Stripe PaymentIntents', () => {
  const WHSEC = 'whsec_test_donations_0123456789abcdef';
  const calls: Array<{ path: string; form: URLSearchParams; idempotencyKey: string | undefined }> = [];
  let n = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push({ path: req.url!, form, idempotencyKey: req.headers['idempotency-key'] as string | undefined });
      res.setHeader('Content-Type', 'application/json');
      const id = `pi_test_${++n}`;
      res.end(JSON.stringify({ id, object: 'payment_intent', amount: Number(form.get('amount')), currency: form.get('currency'), client_secret: `${id}_secret_abc`, status: 'requires_payment_method' }));
    });
  });
  let h: Harness;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    h = await startHarness({ env: { ...env, STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_PRICE_ID: 'price_x', STRIPE_WEBHOOK_SECRET: WHSEC, STRIPE_API_URL: apiUrl } });
  });
  afterAll(async () => {
    await h.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const succeeded = (id: string, amount: number, eventId = `evt_pi_${id}`) => {
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id, object: 'payment_intent', amount, amount_received: amount, currency: 'usd', status: 'succeeded' } },
    });
    return h.agent().post('/api/webhooks/stripe').set('Content-Type', 'application/json').set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC })).send(payload);
  };

  it('creates a PaymentIntent for the amount the server decided, with an idempotency key, and returns its client secret', async () => {
    const { agent } = await h.identified();
    const res = await json(agent, '/api/create-payment-intent', { amount: '19.99' });
    expect(res.status).toBe(200);
    expect(res.body.clientSecret).toMatch(/^pi_test_\d+_secret_abc$/);
    const call = calls.at(-1)!;
    expect(call.path).toBe('/v1/payment_intents');
    expect(call.form.get('amount')).toBe('1999');
    expect(call.form.get('currency')).toBe('usd');
    expect(call.form.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(call.idempotencyKey).toMatch(/^donation-/);
  });

  it('records the capture once from payment_intent.succeeded, and never for another amount', async () => {
    const { agent, anonymousId } = await h.identified();
    await json(agent, '/api/create-payment-intent', { amount: '7' });
    const row = await donation(h, { donor_anonymous_id: anonymousId });
    // A signed event claiming another amount for this payment does not complete it.
    expect((await succeeded(row.provider_payment_id, 100, 'evt_wrong_amount')).body.outcome).toBe('ignored');
    expect((await donation(h, { id: row.id })).status).toBe('pending');
    const outcomes = await Promise.all([1, 2, 3].map(() => succeeded(row.provider_payment_id, 700).then((r) => r.body.outcome as string)));
    expect(outcomes.sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect(await donation(h, { id: row.id })).toMatchObject({ status: 'completed', amount: 700 });
    // Another delivery of a different event id for the same payment changes nothing either.
    expect((await succeeded(row.provider_payment_id, 700, 'evt_again')).body.outcome).toBe('ignored');
  });
});
