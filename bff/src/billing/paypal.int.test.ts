import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PayPalOrder, PayPalSetup } from '@flow/contracts';
import { json } from '../accounts/test/helpers';
import { startHarness, type Agent, type Harness } from '../test/harness';
import { ORDER_NOT_APPROVED, ORDER_NOT_FOUND, PAYMENT_NOT_COMPLETED } from './paypal.service';

const env = { FLOW_RATE_LIMIT_PAYMENTS: '10000/60' };
const donationOf = (h: Harness, orderId: string) => h.db('donations').where({ provider_payment_id: orderId }).first();
const capture = (agent: Agent, orderId: string) => json(agent, `/paypal/order/${encodeURIComponent(orderId)}/capture`, {});

describe('PayPal donations: the sandbox wallet', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ env });
  });
  afterAll(() => h.close());

  async function order(amount: unknown = '12.50') {
    const { agent, anonymousId } = await h.identified();
    const res = await json(agent, '/paypal/order', { amount, currency: 'USD', intent: 'CAPTURE' });
    return { agent, anonymousId, res };
  }

  it('says the sandbox takes wallet payments, with no browser token', async () => {
    const res = await h.agent().get('/paypal/setup');
    expect(res.status).toBe(200);
    expect(PayPalSetup.parse(res.body)).toEqual({ mode: 'sandbox', clientToken: null });
  });

  it('makes an order for the amount asked, stored pending in cents, approved on the local test page', async () => {
    const { agent, anonymousId, res } = await order('12.50');
    expect(res.status).toBe(200);
    const created = PayPalOrder.parse(res.body);
    expect(created.approveUrl).toBe(`/checkout/sandbox/paypal?order=${encodeURIComponent(created.id)}`);
    expect(await donationOf(h, created.id)).toMatchObject({ amount: 1250, currency: 'usd', status: 'pending', donor_anonymous_id: anonymousId });

    // Not approved yet: nothing is captured.
    const early = await capture(agent, created.id);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(ORDER_NOT_APPROVED);

    const approved = await json(agent, '/api/payments/sandbox/paypal', { order: created.id, outcome: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body.redirectTo).toBe(`/checkout/paypal/return?token=${encodeURIComponent(created.id)}&PayerID=SANDBOX`);

    // The browser retries, some at once: one donation, completed once, every answer the same.
    const answers = await Promise.all([capture(agent, created.id), capture(agent, created.id), capture(agent, created.id)]);
    for (const a of answers) expect(a.body).toEqual({ status: 'COMPLETED', id: created.id });
    expect((await capture(agent, created.id)).body).toEqual({ status: 'COMPLETED', id: created.id });
    expect(await h.db('donations').where({ donor_anonymous_id: anonymousId })).toEqual([
      expect.objectContaining({ amount: 1250, currency: 'usd', status: 'completed' }),
    ]);
  });

  it('cancelling leaves the donation unpaid', async () => {
    const { agent, res } = await order('5');
    const id = PayPalOrder.parse(res.body).id;
    const cancelled = await json(agent, '/api/payments/sandbox/paypal', { order: id, outcome: 'cancel' });
    expect(cancelled.body.redirectTo).toBe(`/checkout/paypal/return?token=${encodeURIComponent(id)}&cancelled=1`);
    expect((await capture(agent, id)).status).toBe(400);
    expect(await donationOf(h, id)).toMatchObject({ amount: 500, status: 'pending' });
  });

  it.each(['0', '-1', '1.234', 'abc', '', '0.49', '10000.01'])('refuses the amount %p, storing nothing', async (amount) => {
    const { anonymousId, res } = await order(amount);
    expect(res.status).toBe(400);
    expect(await h.db('donations').where({ donor_anonymous_id: anonymousId })).toHaveLength(0);
  });

  it('refuses another currency or intent', async () => {
    const { agent } = await h.identified();
    expect((await json(agent, '/paypal/order', { amount: '5', currency: 'EUR', intent: 'CAPTURE' })).status).toBe(400);
    expect((await json(agent, '/paypal/order', { amount: '5', currency: 'USD', intent: 'AUTHORIZE' })).status).toBe(400);
  });

  it('a forged or unknown order is neither approved nor captured', async () => {
    const { agent, res } = await order('7');
    const real = PayPalOrder.parse(res.body).id;
    const forged = real.replace(/.{4}$/, 'AAAA');
    expect((await json(agent, '/api/payments/sandbox/paypal', { order: forged, outcome: 'approve' })).status).toBe(400);
    const unknown = await capture(agent, forged);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ORDER_NOT_FOUND);
  });
});

interface StandIn {
  url: string;
  calls: Array<{ method: string; path: string; requestId: string | undefined; body: string }>;
  /** Answers for capture calls, in order; the last repeats. */
  captures: Array<[number, unknown]>;
  close(): Promise<void>;
}

/** PayPal's API played by a local server (PAYPAL_API_URL; no network). */
async function payPalStandIn(): Promise<StandIn> {
  const calls: StandIn['calls'] = [];
  const captures: StandIn['captures'] = [];
  let captureCount = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      calls.push({ method: req.method ?? '', path, requestId: req.headers['paypal-request-id'] as string | undefined, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (path === '/v1/oauth2/token') return send(200, { access_token: 'A21-test', token_type: 'Bearer', expires_in: 32400 });
      if (req.method === 'POST' && path === '/v2/checkout/orders') {
        return send(200, {
          id: '5O190127TN364715T',
          status: 'PAYER_ACTION_REQUIRED',
          links: [{ href: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T', rel: 'payer-action', method: 'GET' }],
        });
      }
      if (req.method === 'POST' && /^\/v2\/checkout\/orders\/[^/]+\/capture$/.test(path)) {
        const answer = captures[Math.min(captureCount++, captures.length - 1)] ?? [500, {}];
        return send(answer[0], answer[1]);
      }
      if (req.method === 'GET' && /^\/v2\/checkout\/orders\/[^/]+$/.test(path)) return send(200, capturedOrder('12.50'));
      send(404, { name: 'RESOURCE_NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, calls, captures, close: () => new Promise((r) => server.close(() => r())) };
}

const capturedOrder = (value: string) => ({
  id: '5O190127TN364715T',
  status: 'COMPLETED',
  purchase_units: [{ reference_id: 'x', payments: { captures: [{ id: '3C679366HH908993F', status: 'COMPLETED', amount: { currency_code: 'USD', value } }] } }],
});

describe('PayPal donations: PayPal through @paypal/paypal-server-sdk (local stand-in)', () => {
  let h: Harness;
  let paypal: StandIn;
  beforeAll(async () => {
    paypal = await payPalStandIn();
    h = await startHarness({ env: { ...env, PAYPAL_CLIENT_ID: 'client-id', PAYPAL_CLIENT_SECRET: 'client-secret', PAYPAL_API_URL: paypal.url } });
  });
  afterAll(async () => {
    await h.close();
    await paypal.close();
  });
  beforeEach(async () => {
    paypal.calls.length = 0;
    paypal.captures.length = 0;
    // Each test starts from a fresh order id at the stand-in.
    await h.db('donations').where({ provider_payment_id: '5O190127TN364715T' }).update({ provider_payment_id: null });
  });

  it('says PayPal takes wallet payments', async () => {
    expect((await h.agent().get('/paypal/setup')).body).toEqual({ mode: 'paypal', clientToken: null });
  });

  it('creates the order with the server\'s amount and PayPal\'s approval link, and captures it once', async () => {
    const { agent, anonymousId } = await h.identified();
    const res = await json(agent, '/paypal/order', { amount: '12.5', currency: 'USD', intent: 'CAPTURE' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: '5O190127TN364715T', approveUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T' });
    const create = paypal.calls.find((c) => c.path === '/v2/checkout/orders');
    const sent = JSON.parse(create?.body ?? '{}');
    expect(sent.intent).toBe('CAPTURE');
    expect(sent.purchase_units[0].amount).toEqual({ currency_code: 'USD', value: '12.50' });
    expect(sent.payment_source.paypal.experience_context.return_url).toMatch(/\/checkout\/paypal\/return$/);
    expect(create?.requestId).toMatch(/^flow-order-/);
    expect(await donationOf(h, '5O190127TN364715T')).toMatchObject({ amount: 1250, status: 'pending', donor_anonymous_id: anonymousId });

    paypal.captures.push([201, capturedOrder('12.50')]);
    expect((await capture(agent, '5O190127TN364715T')).body).toEqual({ status: 'COMPLETED', id: '5O190127TN364715T' });
    expect((await capture(agent, '5O190127TN364715T')).body).toEqual({ status: 'COMPLETED', id: '5O190127TN364715T' });
    const captureCalls = paypal.calls.filter((c) => c.path.endsWith('/capture'));
    expect(captureCalls).toHaveLength(1);
    expect(captureCalls[0]?.requestId).toBe('flow-capture-5O190127TN364715T');
    expect(await donationOf(h, '5O190127TN364715T')).toMatchObject({ amount: 1250, status: 'completed' });
  });

  it('a capture whose first answer was lost (ORDER_ALREADY_CAPTURED) is read back and recorded', async () => {
    const { agent } = await h.identified();
    await json(agent, '/paypal/order', { amount: '12.50' });
    paypal.captures.push([422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] }]);
    expect((await capture(agent, '5O190127TN364715T')).body).toEqual({ status: 'COMPLETED', id: '5O190127TN364715T' });
    expect(await donationOf(h, '5O190127TN364715T')).toMatchObject({ status: 'completed' });
  });

  it('records nothing when PayPal captured another amount, or the person has not approved', async () => {
    const { agent } = await h.identified();
    await json(agent, '/paypal/order', { amount: '12.50' });
    paypal.captures.push([422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] }]);
    const early = await capture(agent, '5O190127TN364715T');
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(ORDER_NOT_APPROVED);
    paypal.captures.length = 0;
    paypal.captures.push([201, capturedOrder('1.00')]);
    const wrong = await capture(agent, '5O190127TN364715T');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(PAYMENT_NOT_COMPLETED);
    expect(await donationOf(h, '5O190127TN364715T')).toMatchObject({ status: 'pending', amount: 1250 });
  });

  it('PayPal failing answers 503 and keeps the donation unpaid', async () => {
    const { agent } = await h.identified();
    await json(agent, '/paypal/order', { amount: '3' });
    paypal.captures.push([500, { name: 'INTERNAL_SERVER_ERROR' }]);
    expect((await capture(agent, '5O190127TN364715T')).status).toBe(503);
    expect(await donationOf(h, '5O190127TN364715T')).toMatchObject({ status: 'pending', amount: 300 });
  });
});
