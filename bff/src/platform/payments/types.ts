import type Stripe from 'stripe';

/**
 * Events in Stripe's shape for both providers: the sandbox signs the same JSON with its own
 * secret, so one handler (bff/src/billing/subscriptions.service.ts) serves both.
 */
export type PaymentEvent = Stripe.Event;

export interface SubscriptionCheckoutInput {
  userId: string;
  email: string | null;
  /** The provider's customer from an earlier subscription, so one person stays one customer. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface DonationIntentInput {
  donationId: string;
  /** Minor units (cents). */
  amount: number;
  currency: 'usd';
}

export interface PaymentsProvider {
  readonly mode: 'stripe' | 'sandbox';
  /** The Price of the Premium plan: subscription events for any other price are not ours. */
  readonly premiumPriceId: string;
  /** A one-off card payment; its success arrives as a `payment_intent.succeeded` event. */
  createDonationIntent(input: DonationIntentInput): Promise<{ id: string; clientSecret: string }>;
  createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<{ id: string; url: string }>;
  /** Where the person manages (cancels, changes card) their subscription. */
  createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /** Checks the signature over the exact bytes received; throws WebhookSignatureError. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export class WebhookSignatureError extends Error {}

/** The provider could not be reached or refused the call. */
export class PaymentsProviderError extends Error {}
