import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type DonationIntentInput,
  type PaymentEvent,
  type PaymentsProvider,
  type SubscriptionCheckoutInput,
} from './types';

/** The local checkout and portal pages (mfe-billing); the token travels in `?session=`. */
export const SANDBOX_CHECKOUT_PAGE = '/checkout/sandbox';
export const SANDBOX_PORTAL_PAGE = '/checkout/sandbox/portal';
/** The sandbox's stand-in for STRIPE_PRICE_ID, carried by its subscription items like Stripe's. */
export const SANDBOX_PRICE_ID = 'price_sandbox_premium';
const TOKEN_TTL_MS = 60 * 60 * 1000;
const MONTH_S = 30 * 24 * 60 * 60;

export interface SandboxSession {
  kind: 'checkout' | 'portal' | 'payment';
  userId: string;
  customerId: string;
  /** Names the checkout's events and subscription, so paying twice is one payment. */
  nonce: string;
  expiresAt: number;
}

export interface SignedEvent {
  raw: Buffer;
  signature: string;
}

export interface SandboxSubscription {
  id: string;
  customerId: string;
  userId: string;
  currentPeriodEnd: string | null;
}

/**
 * The embedded default: no money moves. Checkout and the portal are pages of this app; what the
 * person chooses there becomes Stripe-shaped events signed with a local secret, handed to the same
 * webhook handler as Stripe's. Sessions are HMAC-signed tokens (no table): a token names its
 * account and expires after an hour.
 */
export class SandboxProvider implements PaymentsProvider {
  readonly mode = 'sandbox' as const;
  readonly premiumPriceId = SANDBOX_PRICE_ID;
  private readonly tokenKey: Buffer;
  /** In the `whsec_` form Stripe's helpers expect. */
  readonly webhookSecret: string;

  constructor(appSecret: string) {
    if (appSecret.length < 16) throw new Error('the payments sandbox needs the application secret (FLOW_SECRET)');
    this.tokenKey = createHmac('sha256', appSecret).update('payments-sandbox-session').digest();
    this.webhookSecret = `whsec_${createHmac('sha256', appSecret).update('payments-sandbox-webhook').digest('base64url')}`;
  }

  async createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<{ id: string; url: string }> {
    const customerId = input.customerId ?? `cus_sandbox_${createHash('sha256').update(input.userId).digest('hex').slice(0, 16)}`;
    const token = this.sign({ kind: 'checkout', userId: input.userId, customerId, nonce: randomBytes(9).toString('base64url'), expiresAt: Date.now() + TOKEN_TTL_MS });
    return { id: `cs_sandbox_${token.slice(0, 12)}`, url: `${SANDBOX_CHECKOUT_PAGE}?session=${token}` };
  }

  /**
   * The client secret is a signed token naming the donation; the sandbox card form sends it back
   * to confirm. The amount stays on the server (the donation row).
   */
  async createDonationIntent(input: DonationIntentInput): Promise<{ id: string; clientSecret: string }> {
    const id = `pi_sandbox_${input.donationId.replace(/-/g, '')}`;
    const token = this.sign({ kind: 'payment', userId: '', customerId: id, nonce: input.donationId, expiresAt: Date.now() + TOKEN_TTL_MS });
    return { id, clientSecret: token };
  }

  /** The sandbox card form's Pay: the payment succeeded, for the amount the server stored. */
  paymentSucceededEvent(paymentId: string, amount: number, currency: string, at: Date): SignedEvent {
    const created = Math.floor(at.getTime() / 1000);
    const object = { id: paymentId, object: 'payment_intent', amount, amount_received: amount, currency, status: 'succeeded', metadata: { kind: 'donation' } };
    return this.event(`evt_sandbox_${paymentId}_succeeded`, 'payment_intent.succeeded', object, created);
  }

  async createPortalSession(customerId: string): Promise<{ url: string }> {
    // The portal token is bound to the customer; the route checks it is the signed-in person's.
    const token = this.sign({ kind: 'portal', userId: '', customerId, nonce: randomBytes(9).toString('base64url'), expiresAt: Date.now() + TOKEN_TTL_MS });
    return { url: `${SANDBOX_PORTAL_PAGE}?session=${token}` };
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
    try {
      return Stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (err) {
      throw new WebhookSignatureError(String((err as Error).message ?? err));
    }
  }

  /** The session a token stands for, or null when it is forged, of another kind or expired. */
  readSession(token: string, kind: SandboxSession['kind'], at = Date.now()): SandboxSession | null {
    const [body, mac] = token.split('.');
    if (!body || !mac) return null;
    const expected = createHmac('sha256', this.tokenKey).update(body).digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let session: SandboxSession;
    try {
      session = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SandboxSession;
    } catch {
      return null;
    }
    if (session.kind !== kind || session.expiresAt < at) return null;
    return session;
  }

  /** "Pay": checkout completed and the subscription created, active for a month. */
  checkoutEvents(session: SandboxSession, at: Date): SignedEvent[] {
    const created = Math.floor(at.getTime() / 1000);
    const subscriptionId = `sub_sandbox_${session.nonce}`;
    const subscription = {
      id: subscriptionId,
      object: 'subscription',
      customer: session.customerId,
      status: 'active',
      cancel_at_period_end: false,
      metadata: { userId: session.userId },
      items: { object: 'list', data: [{ id: `si_sandbox_${session.nonce}`, object: 'subscription_item', price: { id: SANDBOX_PRICE_ID }, current_period_end: created + MONTH_S }] },
    };
    const checkout = {
      id: `cs_sandbox_${session.nonce}`,
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      status: 'complete',
      client_reference_id: session.userId,
      customer: session.customerId,
      subscription: subscriptionId,
      metadata: { userId: session.userId },
    };
    return [
      this.event(`evt_sandbox_${session.nonce}_checkout`, 'checkout.session.completed', checkout, created),
      this.event(`evt_sandbox_${session.nonce}_created`, 'customer.subscription.created', subscription, created),
    ];
  }

  /** "Cancel subscription" in the sandbox portal: ended now, as Stripe's immediate cancel does. */
  cancellationEvent(subscription: SandboxSubscription, at: Date): SignedEvent {
    const created = Math.floor(at.getTime() / 1000);
    const object = {
      id: subscription.id,
      object: 'subscription',
      customer: subscription.customerId,
      status: 'canceled',
      cancel_at_period_end: false,
      ended_at: created,
      metadata: { userId: subscription.userId },
      items: { object: 'list', data: [{ id: `si_${subscription.id}`, object: 'subscription_item', price: { id: SANDBOX_PRICE_ID }, current_period_end: created }] },
    };
    return this.event(`evt_sandbox_${subscription.id}_deleted`, 'customer.subscription.deleted', object, created);
  }

  private event(id: string, type: string, object: unknown, created: number): SignedEvent {
    const payload = JSON.stringify({ id, object: 'event', type, created, livemode: false, api_version: Stripe.API_VERSION, data: { object } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret, timestamp: created });
    return { raw: Buffer.from(payload, 'utf8'), signature };
  }

  private sign(session: SandboxSession): string {
    const body = Buffer.from(JSON.stringify(session), 'utf8').toString('base64url');
    return `${body}.${createHmac('sha256', this.tokenKey).update(body).digest('base64url')}`;
  }
}
