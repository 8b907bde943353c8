import Stripe from 'stripe';
import {
  PaymentsProviderError,
  WebhookSignatureError,
  type DonationIntentInput,
  type PaymentEvent,
  type PaymentsProvider,
  type SubscriptionCheckoutInput,
} from './types';

export interface StripeSettings {
  secretKey: string;
  priceId: string;
  webhookSecret: string;
  /** Another API origin (stripe-mock, a proxy, the tests' local server); null for api.stripe.com. */
  apiUrl: string | null;
  timeoutMs?: number;
}

/** Stripe Checkout (subscription mode), the customer portal and signed webhooks. */
export class StripeProvider implements PaymentsProvider {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;

  get premiumPriceId(): string {
    return this.settings.priceId;
  }

  constructor(private readonly settings: StripeSettings) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.stripe = new Stripe(settings.secretKey, {
      timeout: settings.timeoutMs ?? 10_000,
      maxNetworkRetries: 1,
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'http:' ? 80 : 443),
            protocol: api.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  async createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<{ id: string; url: string }> {
    try {
      const session = await this.stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: this.settings.priceId, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: input.userId,
        ...(input.customerId ? { customer: input.customerId } : input.email ? { customer_email: input.email } : {}),
        // The subscription's own events then name the account even when they arrive before
        // checkout.session.completed.
        subscription_data: { metadata: { userId: input.userId } },
        metadata: { userId: input.userId },
      });
      if (!session.url) throw new PaymentsProviderError('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    } catch (err) {
      throw err instanceof PaymentsProviderError ? err : new PaymentsProviderError(String((err as Error).message ?? err));
    }
  }

  async createDonationIntent(input: DonationIntentInput): Promise<{ id: string; clientSecret: string }> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          automatic_payment_methods: { enabled: true },
          metadata: { donationId: input.donationId, kind: 'donation' },
        },
        // A retried request creates the same PaymentIntent, not a second charge.
        { idempotencyKey: `donation-${input.donationId}` },
      );
      if (!intent.client_secret) throw new PaymentsProviderError('Stripe returned a PaymentIntent without a client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    } catch (err) {
      throw err instanceof PaymentsProviderError ? err : new PaymentsProviderError(String((err as Error).message ?? err));
    }
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }> {
    try {
      const session = await this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    } catch (err) {
      throw new PaymentsProviderError(String((err as Error).message ?? err));
    }
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch (err) {
      throw new WebhookSignatureError(String((err as Error).message ?? err));
    }
  }
}
