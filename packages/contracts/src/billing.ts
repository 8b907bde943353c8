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
export const PaymentsMode = z.object({
  mode: z.enum(['stripe', 'sandbox', 'off']),
  /** Stripe mode: the key Stripe's card form (Payment Element) is loaded with; null without one. */
  publishableKey: z.string().nullable().optional(),
});
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

/** Spec 001 §9: donations are in USD, default 10, at most 2 decimals; the hint says $1.00. */
export const DONATION_DEFAULT = '10';
export const DONATION_CURRENCY = 'usd';
/** Card payments below Stripe's USD minimum would be refused by the provider anyway. */
export const DONATION_MIN_MINOR = 50;
export const DONATION_MAX_MINOR = 1_000_000;
/** What the amount field accepts while typing: digits and one point, at most 2 decimals. */
export const DONATION_TYPING = /^\d*(\.\d{0,2})?$/;

/** The amount in cents, or null when it is not a positive amount with at most 2 decimals. */
export function donationMinorUnits(input: string | number): number | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text) && !/^\d*\.\d{1,2}$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const minor = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/** Spec 001 §7: POST /api/create-payment-intent { amount }. The server decides the amount from this alone. */
export const CreatePaymentIntentBody = z.object({
  amount: z
    .union([z.string().max(20), z.number()])
    .refine((v) => donationMinorUnits(v) !== null, 'Please enter a valid donation amount.')
    .refine((v) => (donationMinorUnits(v) ?? 0) >= DONATION_MIN_MINOR, 'The smallest card donation is $0.50.')
    .refine((v) => (donationMinorUnits(v) ?? 0) <= DONATION_MAX_MINOR, 'The largest card donation here is $10,000.'),
});
export const CreatePaymentIntentResult = z.object({ clientSecret: z.string().min(1) });
export type CreatePaymentIntentResult = z.infer<typeof CreatePaymentIntentResult>;

/** The sandbox card form's Pay (test mode). */
export const SandboxCardBody = z.object({ clientSecret: SandboxToken });
export const SandboxCardResult = z.object({ status: z.literal('succeeded') });

/**
 * Spec 001 §7 GET /paypal/setup. Flow sends the person to PayPal's approval page rather than
 * loading PayPal's script, so no browser token is issued (`clientToken` stays null); `mode` says
 * whether PayPal, its local test mode, or nothing takes wallet payments here.
 */
export const PayPalSetup = z.object({ mode: z.enum(['paypal', 'sandbox', 'off']), clientToken: z.string().nullable() });
export type PayPalSetup = z.infer<typeof PayPalSetup>;

/** Spec 001 §7 POST /paypal/order { amount, currency: USD, intent: CAPTURE }; the server decides the amount from this alone. */
export const PayPalOrderBody = z.object({
  amount: CreatePaymentIntentBody.shape.amount,
  currency: z.literal('USD').default('USD'),
  intent: z.literal('CAPTURE').default('CAPTURE'),
});
export type PayPalOrderBody = z.input<typeof PayPalOrderBody>;
/** The order, and where the person approves it (PayPal's page, or the local test page). */
export const PayPalOrder = z.object({ id: z.string().min(1), approveUrl: z.string().min(1) });
export type PayPalOrder = z.infer<typeof PayPalOrder>;
/** Capture carries nothing (the CSRF rule asks a POST for a JSON body, so it is `{}`). */
export const PayPalCaptureBody = z.object({}).strict();
export const PayPalCapture = z.object({ status: z.literal('COMPLETED'), id: z.string() });
export type PayPalCapture = z.infer<typeof PayPalCapture>;

/** Where PayPal (or the test page) sends the person back: `?token=<order id>`, or `&cancelled=1`. */
export const PAYPAL_RETURN_PAGE = '/checkout/paypal/return';
export const SANDBOX_PAYPAL_PAGE = '/checkout/sandbox/paypal';
/** The local PayPal test page's Approve / Cancel. */
export const SandboxPayPalBody = z.object({ order: z.string().min(10).max(2000), outcome: z.enum(['approve', 'cancel']) });

export const billingEndpoints = {
  paypalSetup: endpoint('GET', '/paypal/setup', undefined, PayPalSetup),
  paypalCreateOrder: endpoint('POST', '/paypal/order', PayPalOrderBody, PayPalOrder),
  paypalCapture: endpoint('POST', '/paypal/order/:orderId/capture', PayPalCaptureBody, PayPalCapture),
  sandboxPayPal: endpoint('POST', '/api/payments/sandbox/paypal', SandboxPayPalBody, SandboxResult),
  createPaymentIntent: endpoint('POST', '/api/create-payment-intent', CreatePaymentIntentBody, CreatePaymentIntentResult),
  sandboxCard: endpoint('POST', '/api/payments/sandbox/card', SandboxCardBody, SandboxCardResult),
  subscribeCheckout: endpoint('POST', '/api/subscribe/checkout', CheckoutBody, CheckoutResult),
  subscribePortal: endpoint('POST', '/api/subscribe/portal', PortalBody, PortalResult),
  paymentsMode: endpoint('GET', '/api/payments/mode', undefined, PaymentsMode),
  sandboxCheckout: endpoint('POST', '/api/payments/sandbox/checkout', SandboxCheckoutBody, SandboxResult),
  sandboxPortal: endpoint('POST', '/api/payments/sandbox/portal', SandboxPortalBody, SandboxResult),
} as const;
