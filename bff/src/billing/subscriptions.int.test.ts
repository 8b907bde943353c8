import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Account, ErrorReason } from '@flow/contracts';
import Stripe from 'stripe';
import { json, signInByEmail, tempOutbox } from '../accounts/test/helpers';
import { SandboxProvider } from '../platform/payments';
import { TEST_SECRET, startHarness, type Agent, type Harness } from '../test/harness';

const WEBHOOK = '/api/webhooks/stripe';
const env = { FLOW_MAIL_OUTBOX_DIR: tempOutbox(), FLOW_DEV_OUTBOX: '1', FLOW_RATE_LIMIT_SIGNIN: '10000/60', FLOW_RATE_LIMIT_PAYMENTS: '10000/60' };

let seq = 0;
async function signedIn(h: Harness): Promise<{ agent: Agent; userId: string }> {
  const { agent } = await h.identified();
  const res = await signInByEmail(h, agent, `subs${Date.now()}${seq++}@example.org`);
  return { agent, userId: res.body.user.id as string };
}
const me = async (agent: Agent) => Account.parse((await agent.get('/api/me')).body);
const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('session')!;

describe('payments sandbox (the embedded default)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ env });
  });
  afterAll(() => h.close());

  it('says it is the sandbox, and allows no Stripe script in its pages', async () => {
    const res = await h.agent().get('/api/payments/mode');
    expect(res.body).toEqual({ mode: 'sandbox' });
    expect(res.headers['content-security-policy']).not.toContain('stripe.com');
  });

  it('asks for sign-in before a checkout', async () => {
    const { agent } = await h.identified();
    expect((await json(agent, '/api/subscribe/checkout', {})).status).toBe(401);
  });

  it('refuses a body that is not empty', async () => {
    const { agent } = await signedIn(h);
    expect((await json(agent, '/api/subscribe/checkout', { price: 1 })).status).toBe(400);
  });

  it('Pay makes the account premium through the signed-webhook path, once, and a second checkout is refused', async () => {
    const { agent, userId } = await signedIn(h);
    const res = await json(agent, '/api/subscribe/checkout', {});
    expect(res.status).toBe(200);
    expect(res.body.checkoutUrl).toMatch(/^\/checkout\/sandbox\?session=/);
    const session = sessionOf(res.body.checkoutUrl);

    const paid = await json(agent, '/api/payments/sandbox/checkout', { session, outcome: 'pay' });
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ redirectTo: '/subscribe?subscription=success' });
    const account = await me(agent);
    expect(account).toMatchObject({ tier: 'premium', status: 'active', monthlyQuota: 8, weeklyCap: 2 });
    const days = (new Date(account.currentPeriodEnd!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    // The events went through the webhook handler, which recorded them by id.
    const nonce = (JSON.parse(Buffer.from(session.split('.')[0], 'base64url').toString()) as { nonce: string }).nonce;
    const recorded = await h.db('payment_events').where('id', 'like', `evt_sandbox_${nonce}_%`).orderBy('id').select('id', 'type');
    expect(recorded).toEqual([
      { id: `evt_sandbox_${nonce}_checkout`, type: 'checkout.session.completed' },
      { id: `evt_sandbox_${nonce}_created`, type: 'customer.subscription.created' },
    ]);

    // Pressing Pay again (double submit, back button) is the same payment.
    expect((await json(agent, '/api/payments/sandbox/checkout', { session, outcome: 'pay' })).status).toBe(200);
    expect(await h.db('subscriptions').where({ user_id: userId })).toHaveLength(1);

    const again = await json(agent, '/api/subscribe/checkout', {});
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ reason: ErrorReason.alreadyPremium, message: 'You already have an active Premium subscription!' });
  });

  it('a second Upgrade while a checkout is open gets the same checkout; after paying and cancelling, a new one', async () => {
    const { agent } = await signedIn(h);
    const urls = await Promise.all([1, 2].map(() => json(agent, '/api/subscribe/checkout', {}).then((r) => r.body.checkoutUrl as string)));
    const first = (await json(agent, '/api/subscribe/checkout', {})).body.checkoutUrl as string;
    expect(new Set([...urls, first]).size).toBeLessThanOrEqual(2);
    expect((await json(agent, '/api/subscribe/checkout', {})).body.checkoutUrl).toBe(first);
    await json(agent, '/api/payments/sandbox/checkout', { session: sessionOf(first), outcome: 'pay' });
    const portal = (await json(agent, '/api/subscribe/portal', {})).body.url as string;
    await json(agent, '/api/payments/sandbox/portal', { session: new URL(portal, 'http://x').searchParams.get('session') });
    expect((await me(agent)).status).toBe('canceled');
    const next = (await json(agent, '/api/subscribe/checkout', {})).body.checkoutUrl as string;
    expect(next).not.toBe(first);
    await json(agent, '/api/payments/sandbox/checkout', { session: sessionOf(next), outcome: 'pay' });
    expect(await me(agent)).toMatchObject({ tier: 'premium', status: 'active' });
  });

  it('Cancel at checkout charges nothing and returns with subscription=cancelled', async () => {
    const { agent, userId } = await signedIn(h);
    const session = sessionOf((await json(agent, '/api/subscribe/checkout', {})).body.checkoutUrl);
    const res = await json(agent, '/api/payments/sandbox/checkout', { session, outcome: 'cancel' });
    expect(res.body).toEqual({ redirectTo: '/subscribe?subscription=cancelled' });
    expect(await h.db('subscriptions').where({ user_id: userId })).toHaveLength(0);
    expect((await me(agent)).tier).toBe('freemium');
  });

  it("refuses someone else's, forged or signed-out checkout links", async () => {
    const a = await signedIn(h);
    const b = await signedIn(h);
    const session = sessionOf((await json(a.agent, '/api/subscribe/checkout', {})).body.checkoutUrl);
    const stolen = await json(b.agent, '/api/payments/sandbox/checkout', { session, outcome: 'pay' });
    expect(stolen.status).toBe(400);
    expect(stolen.body.reason).toBe(ErrorReason.sandboxSessionInvalid);
    const forged = `${session.split('.')[0]}.${Buffer.alloc(32).toString('base64url')}`;
    expect((await json(a.agent, '/api/payments/sandbox/checkout', { session: forged, outcome: 'pay' })).status).toBe(400);
    const { agent: guest } = await h.identified();
    expect((await json(guest, '/api/payments/sandbox/checkout', { session, outcome: 'pay' })).status).toBe(401);
    expect((await me(b.agent)).tier).toBe('freemium');
  });

  it('Manage subscription opens the sandbox portal, where cancelling ends premium', async () => {
    const { agent } = await signedIn(h);
    expect((await json(agent, '/api/subscribe/portal', {})).status).toBe(404);
    const session = sessionOf((await json(agent, '/api/subscribe/checkout', {})).body.checkoutUrl);
    await json(agent, '/api/payments/sandbox/checkout', { session, outcome: 'pay' });
    const portal = await json(agent, '/api/subscribe/portal', {});
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/^\/checkout\/sandbox\/portal\?session=/);
    const cancelled = await json(agent, '/api/payments/sandbox/portal', { session: sessionOf(portal.body.url) });
    expect(cancelled.body).toEqual({ redirectTo: '/user-dashboard' });
    expect(await me(agent)).toMatchObject({ tier: 'premium', status: 'canceled', monthlyQuota: 1, weeklyCap: null });
    // And they can subscribe again.
    expect((await json(agent, '/api/subscribe/checkout', {})).status).toBe(200);
  });

  it('a portal link only cancels the signed-in person’s own subscription', async () => {
    const a = await signedIn(h);
    const b = await signedIn(h);
    const session = sessionOf((await json(a.agent, '/api/subscribe/checkout', {})).body.checkoutUrl);
    await json(a.agent, '/api/payments/sandbox/checkout', { session, outcome: 'pay' });
    const portal = sessionOf((await json(a.agent, '/api/subscribe/portal', {})).body.url);
    await json(b.agent, '/api/payments/sandbox/portal', { session: portal });
    expect((await me(a.agent)).status).toBe('active');
  });

  it('the webhook endpoint takes sandbox-signed events and refuses bad signatures', async () => {
    const sandbox = new SandboxProvider(TEST_SECRET);
    const { userId, agent } = await signedIn(h);
    const [checkout] = sandbox.checkoutEvents({ kind: 'checkout', userId, customerId: 'cus_sandbox_x', nonce: `n${seq++}`, expiresAt: Date.now() + 60_000 }, new Date());
    const post = (raw: Buffer, sig?: string) => {
      const r = h.agent().post(WEBHOOK).set('Content-Type', 'application/json');
      if (sig) r.set('Stripe-Signature', sig);
      return r.send(raw.toString('utf8'));
    };
    expect((await post(checkout.raw)).status).toBe(400);
    expect((await post(Buffer.from(checkout.raw.toString().replace('"paid"', '"unpaid"')), checkout.signature)).status).toBe(400);
    const ok = await post(checkout.raw, checkout.signature);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ received: true, outcome: 'applied' });
    expect((await me(agent)).tier).toBe('premium');
  });
});

/** Stands in for api.stripe.com: records what the SDK sent and answers like Stripe. */
function fakeStripeApi() {
  const calls: Array<{ method: string; path: string; form: URLSearchParams; auth: string | undefined }> = [];
  let failNext = false;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      calls.push({ method: req.method!, path: req.url!, form: new URLSearchParams(body), auth: req.headers.authorization });
      res.setHeader('Content-Type', 'application/json');
      if (failNext) {
        failNext = false;
        res.statusCode = 400;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such price: price_gone' } }));
        return;
      }
      if (req.url === '/v1/checkout/sessions') {
        res.end(JSON.stringify({ id: 'cs_test_123', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_123' }));
      } else if (req.url === '/v1/billing_portal/sessions') {
        res.end(JSON.stringify({ id: 'bps_123', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/test_123' }));
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }));
      }
    });
  });
  return {
    calls,
    failOnce: () => (failNext = true),
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Stripe provider (SDK against a local API, signed webhooks)', () => {
  const WHSEC = 'whsec_test_0123456789abcdefghijklmnop';
  const api = fakeStripeApi();
  let h: Harness;
  beforeAll(async () => {
    const apiUrl = await api.listen();
    h = await startHarness({
      env: { ...env, STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_PRICE_ID: 'price_premium_gbp', STRIPE_WEBHOOK_SECRET: WHSEC, STRIPE_API_URL: apiUrl, FLOW_PUBLIC_URL: 'https://flow.example', STRIPE_PUBLISHABLE_KEY: 'pk_test_local123' },
    });
  });
  afterAll(async () => {
    await h.close();
    await api.close();
  });

  let evt = 0;
  const base = Math.floor(Date.now() / 1000);
  function event(type: string, object: Record<string, unknown>, created = base, id = `evt_test_${++evt}`) {
    const payload = JSON.stringify({ id, object: 'event', type, created, livemode: false, api_version: Stripe.API_VERSION, data: { object } });
    return { id, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC }) };
  }
  const subscription = (id: string, userId: string, status: string, periodEnd: number, price = 'price_premium_gbp') => ({
    id,
    object: 'subscription',
    customer: 'cus_test_1',
    status,
    metadata: { userId },
    items: { object: 'list', data: [{ id: `si_${id}`, object: 'subscription_item', price: { id: price }, current_period_end: periodEnd }] },
  });
  const deliver = (e: { payload: string; signature: string }) =>
    h.agent().post(WEBHOOK).set('Content-Type', 'application/json').set('Stripe-Signature', e.signature).send(e.payload);
  const row = (subscriptionId: string) => h.db('subscriptions').where({ stripe_subscription_id: subscriptionId }).first();

  it('says it is Stripe with the publishable key, and lets Stripe’s card form load', async () => {
    const res = await h.agent().get('/api/payments/mode');
    expect(res.body).toEqual({ mode: 'stripe', publishableKey: 'pk_test_local123' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });

  it('starts a Checkout Session in subscription mode naming the account, and returns its URL', async () => {
    const { agent, userId } = await signedIn(h);
    const res = await json(agent, '/api/subscribe/checkout', {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_123' });
    const call = api.calls.at(-1)!;
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.auth).toBe('Bearer sk_test_local');
    expect(call.form.get('mode')).toBe('subscription');
    expect(call.form.get('line_items[0][price]')).toBe('price_premium_gbp');
    expect(call.form.get('client_reference_id')).toBe(userId);
    expect(call.form.get('subscription_data[metadata][userId]')).toBe(userId);
    expect(call.form.get('success_url')).toBe('https://flow.example/subscribe?subscription=success');
    expect(call.form.get('cancel_url')).toBe('https://flow.example/subscribe?subscription=cancelled');
  });

  it('answers 503 with a clear message when Stripe refuses', async () => {
    const { agent } = await signedIn(h);
    api.failOnce();
    const res = await json(agent, '/api/subscribe/checkout', {});
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('The payment service could not be reached. Please try again.');
  });

  it('refuses unsigned, wrongly signed and tampered webhooks with 400', async () => {
    const e = event('customer.subscription.created', subscription('sub_bad', 'u', 'active', base + 100));
    expect((await h.agent().post(WEBHOOK).set('Content-Type', 'application/json').send(e.payload)).status).toBe(400);
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload: e.payload, secret: 'whsec_someone_else' });
    expect((await deliver({ payload: e.payload, signature: wrong })).status).toBe(400);
    expect((await deliver({ payload: e.payload.replace('"active"', '"trialing"'), signature: e.signature })).status).toBe(400);
    // An old signature (replayed after Stripe's five-minute tolerance) is refused too.
    const old = Stripe.webhooks.generateTestHeaderString({ payload: e.payload, secret: WHSEC, timestamp: base - 3600 });
    expect((await deliver({ payload: e.payload, signature: old })).status).toBe(400);
    expect(await row('sub_bad')).toBeUndefined();
  });

  it('created, renewed, past due, cancelled: the row follows Stripe, and /api/me with it', async () => {
    const { agent, userId } = await signedIn(h);
    const sub = `sub_life_${userId.slice(0, 8)}`;
    expect((await deliver(event('customer.subscription.created', subscription(sub, userId, 'active', base + 1000), base))).body.outcome).toBe('applied');
    expect(await me(agent)).toMatchObject({ tier: 'premium', status: 'active', currentPeriodEnd: new Date((base + 1000) * 1000).toISOString() });
    // Renewed: a new period end.
    await deliver(event('customer.subscription.updated', subscription(sub, userId, 'active', base + 5000), base + 10));
    expect((await me(agent)).currentPeriodEnd).toBe(new Date((base + 5000) * 1000).toISOString());
    // Payment failed at renewal.
    await deliver(event('customer.subscription.updated', subscription(sub, userId, 'past_due', base + 5000), base + 20));
    expect(await me(agent)).toMatchObject({ status: 'past_due', monthlyQuota: 1 });
    await deliver(event('customer.subscription.deleted', subscription(sub, userId, 'canceled', base + 5000), base + 30));
    expect(await me(agent)).toMatchObject({ status: 'canceled', monthlyQuota: 1 });
    expect((await row(sub)).stripe_customer_id).toBe('cus_test_1');
  });

  it('a duplicate delivery changes nothing, even many at once', async () => {
    const { userId } = await signedIn(h);
    const sub = `sub_dup_${userId.slice(0, 8)}`;
    const created = event('customer.subscription.created', subscription(sub, userId, 'active', base + 1000), base);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => deliver(created).then((r) => r.body.outcome as string)));
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(4);
    expect(await h.db('subscriptions').where({ stripe_subscription_id: sub })).toHaveLength(1);
    // A later replay of the same event after the state moved on does not move it back.
    await deliver(event('customer.subscription.deleted', subscription(sub, userId, 'canceled', base + 1000), base + 50));
    expect((await deliver(created)).body.outcome).toBe('duplicate');
    expect((await row(sub)).status).toBe('canceled');
  });

  it('an older event arriving late does not undo a newer one', async () => {
    const { agent, userId } = await signedIn(h);
    const sub = `sub_ooo_${userId.slice(0, 8)}`;
    await deliver(event('customer.subscription.deleted', subscription(sub, userId, 'canceled', base + 900), base + 100));
    expect((await deliver(event('customer.subscription.updated', subscription(sub, userId, 'active', base + 900), base + 50))).body.outcome).toBe('stale');
    expect((await deliver(event('checkout.session.completed', { id: 'cs_1', object: 'checkout.session', mode: 'subscription', payment_status: 'paid', client_reference_id: userId, customer: 'cus_test_1', subscription: sub }, base + 10))).body.outcome).toBe('stale');
    expect((await me(agent)).status).toBe('canceled');
  });

  it('an update sent in the same second as the cancellation, but delivered after it, does not bring Premium back', async () => {
    const { agent, userId } = await signedIn(h);
    const sub = `sub_same_${userId.slice(0, 8)}`;
    await deliver(event('customer.subscription.created', subscription(sub, userId, 'active', base + 900), base + 100));
    await deliver(event('customer.subscription.deleted', subscription(sub, userId, 'canceled', base + 900), base + 200));
    expect((await deliver(event('customer.subscription.updated', subscription(sub, userId, 'active', base + 900), base + 200))).body.outcome).toBe('stale');
    expect(await me(agent)).toMatchObject({ status: 'canceled', weeklyCap: null });
  });

  it('checkout completed and subscription created arriving together make one row', async () => {
    const { agent, userId } = await signedIn(h);
    const sub = `sub_race_${userId.slice(0, 8)}`;
    const results = await Promise.all([
      deliver(event('checkout.session.completed', { id: 'cs_2', object: 'checkout.session', mode: 'subscription', payment_status: 'paid', client_reference_id: userId, customer: 'cus_test_1', subscription: sub }, base)),
      deliver(event('customer.subscription.created', subscription(sub, userId, 'active', base + 2000), base)),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await h.db('subscriptions').where({ stripe_subscription_id: sub })).toHaveLength(1);
    expect(await me(agent)).toMatchObject({ tier: 'premium', status: 'active' });
  });

  it('ignores subscriptions to another price on the same Stripe account', async () => {
    const { agent, userId } = await signedIn(h);
    const sub = `sub_other_${userId.slice(0, 8)}`;
    const res = await deliver(event('customer.subscription.created', subscription(sub, userId, 'active', base + 1000, 'price_some_other_product'), base));
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('ignored');
    expect(await row(sub)).toBeUndefined();
    expect(await me(agent)).toMatchObject({ tier: 'freemium' });
  });

  it('keeps following a subscription it holds after the price changes (a new STRIPE_PRICE_ID)', async () => {
    const { agent, userId } = await signedIn(h);
    const sub = `sub_oldprice_${userId.slice(0, 8)}`;
    await deliver(event('customer.subscription.created', subscription(sub, userId, 'active', base + 1000), base));
    expect(await me(agent)).toMatchObject({ tier: 'premium' });
    // Cancelled at the price it was bought at, which is no longer the configured one.
    const cancelled = await deliver(event('customer.subscription.deleted', subscription(sub, userId, 'canceled', base + 2000, 'price_old_premium'), base + 10));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.outcome).not.toBe('ignored');
    expect(await me(agent)).toMatchObject({ status: 'canceled', monthlyQuota: 1 });
  });

  it('acknowledges event types it does not act on', async () => {
    const res = await deliver(event('invoice.paid', { id: 'in_1', object: 'invoice' }));
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('ignored');
  });

  it('Manage subscription opens the Stripe customer portal for the account’s customer', async () => {
    const { agent, userId } = await signedIn(h);
    await deliver(event('customer.subscription.created', subscription(`sub_portal_${userId.slice(0, 8)}`, userId, 'active', base + 1000), base));
    const res = await json(agent, '/api/subscribe/portal', {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: 'https://billing.stripe.com/p/session/test_123' });
    const call = api.calls.at(-1)!;
    expect(call.path).toBe('/v1/billing_portal/sessions');
    expect(call.form.get('customer')).toBe('cus_test_1');
    expect(call.form.get('return_url')).toBe('https://flow.example/user-dashboard');
  });

  it('the sandbox routes do not exist with Stripe configured', async () => {
    const { agent } = await signedIn(h);
    expect((await json(agent, '/api/payments/sandbox/checkout', { session: 'x'.repeat(20), outcome: 'pay' })).status).toBe(404);
  });
});
