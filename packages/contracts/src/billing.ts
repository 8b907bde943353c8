import { z } from 'zod';
import { endpoint } from './endpoint';

/** Where the payment provider posts its signed events (Stripe, and the sandbox's in-process ones). */
export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

/** Spec 001 §7: POST /api/subscribe/checkout with an empty JSON body. */
export const CheckoutBody = z.object({}).strict();
export const CheckoutResult = z.object({ checkoutUrl: z.string().min(1) });
export type CheckoutResult = z.infer<typeof CheckoutResult>;

/** The Subscription tab's Manage subscription: the provider's customer portal. */
export const PortalBody = z.object({}).strict();
export const PortalResult = z.object({ url: z.string().min(1) });
export type PortalResult = z.infer<typeof PortalResult>;

/** Which provider takes payments here; `sandbox` is shown to people as a test mode. */
export const PaymentsMode = z.object({ mode: z.enum(['stripe', 'sandbox', 'off']) });
export type PaymentsMode = z.infer<typeof PaymentsMode>;

const SandboxToken = z.string().min(10).max(2000);

/** The sandbox checkout page's Pay / Cancel. */
export const SandboxCheckoutBody = z.object({ session: SandboxToken, outcome: z.enum(['pay', 'cancel']) });
export type SandboxCheckoutBody = z.infer<typeof SandboxCheckoutBody>;
/** The sandbox portal's Cancel subscription. */
export const SandboxPortalBody = z.object({ session: SandboxToken });
export type SandboxPortalBody = z.infer<typeof SandboxPortalBody>;
export const SandboxResult = z.object({ redirectTo: z.string().min(1) });
export type SandboxResult = z.infer<typeof SandboxResult>;

/** Spec 001 §2 Subscribe: the query parameter a checkout returns with. */
export const SUBSCRIPTION_RETURN_PARAM = 'subscription';
export const SUBSCRIPTION_SUCCESS = 'success';
export const SUBSCRIPTION_CANCELLED = 'cancelled';

export const billingEndpoints = {
  subscribeCheckout: endpoint('POST', '/api/subscribe/checkout', CheckoutBody, CheckoutResult),
  subscribePortal: endpoint('POST', '/api/subscribe/portal', PortalBody, PortalResult),
  paymentsMode: endpoint('GET', '/api/payments/mode', undefined, PaymentsMode),
  sandboxCheckout: endpoint('POST', '/api/payments/sandbox/checkout', SandboxCheckoutBody, SandboxResult),
  sandboxPortal: endpoint('POST', '/api/payments/sandbox/portal', SandboxPortalBody, SandboxResult),
} as const;
