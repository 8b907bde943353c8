import { SandboxProvider } from './sandbox';
import { StripeProvider, type StripeSettings } from './stripe';
import type { PaymentsProvider } from './types';
import type { PayPalSettings } from './wallet';

export * from './types';
export { SandboxProvider } from './sandbox';
export { StripeProvider } from './stripe';
export * from './wallet';

export interface PaymentsConfig {
  stripe: StripeSettings | null;
  stripePublishableKey: string | null;
  /** Without Stripe: the local sandbox (the default outside production), or no payments at all. */
  sandbox: boolean;
  /** PayPal for donations when both credentials are set; otherwise the sandbox's wallet when allowed. */
  paypal: PayPalSettings | null;
}

/** Stripe when configured, else the sandbox when allowed, else null (checkout answers 503). */
export function createPayments(config: PaymentsConfig, appSecret: string): PaymentsProvider | null {
  if (config.stripe) return new StripeProvider(config.stripe);
  if (config.sandbox) return new SandboxProvider(appSecret);
  return null;
}
