import { createHmac, timingSafeEqual } from 'node:crypto';
import https from 'node:https';
import net from 'node:net';
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  type Order,
} from '@paypal/paypal-server-sdk';
import { PaymentsProviderError } from './types';

/**
 * Wallet payments for donations (spec 001 §2 "PayPal"): an order for an amount the server chose,
 * approved by the person on the provider's page, then captured once.
 */
export interface WalletOrderInput {
  donationId: string;
  /** Minor units (cents). */
  amount: number;
  currency: 'usd';
  returnUrl: string;
  cancelUrl: string;
}

export interface WalletCapture {
  /** completed: the money moved; pending: the provider holds it for review; failed: it did not. */
  status: 'completed' | 'pending' | 'failed';
  /** Minor units and lower-case currency of what was captured (null when nothing was). */
  amount: number | null;
  currency: string | null;
}

export interface WalletProvider {
  readonly mode: 'paypal' | 'sandbox';
  createOrder(input: WalletOrderInput): Promise<{ id: string; approveUrl: string }>;
  /** Safe to call again for the same order: the second call reports the first capture. */
  captureOrder(orderId: string): Promise<WalletCapture>;
}

/** The order is not the provider's, or was never approved: nothing to capture. */
export class WalletOrderNotFoundError extends Error {}
/** The person has not approved the order (yet). */
export class WalletNotApprovedError extends Error {}

/** "12.50" (PayPal's amount text) from minor units, and back. */
export const toPayPalValue = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
export function fromPayPalValue(value: string | undefined): number | null {
  if (!value || !/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  live: boolean;
  /**
   * Another origin (plain http) answering for PayPal's API: a local stand-in in tests. The SDK
   * knows only PayPal's two hosts and has no base-URL setting, so its HTTPS agent is replaced by
   * one that connects to this origin instead.
   */
  apiUrl: string | null;
  timeoutMs: number;
}

/** Sends the SDK's HTTPS requests, unencrypted, to a local stand-in (PAYPAL_API_URL). */
class StandInAgent extends https.Agent {
  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {
    super({ keepAlive: false });
  }

  override createConnection(): net.Socket {
    return net.connect({ host: this.host, port: this.port });
  }
}

/** PayPal through its maintained server SDK (`@paypal/paypal-server-sdk`, Orders v2). */
export class PayPalProvider implements WalletProvider {
  readonly mode = 'paypal' as const;
  private readonly orders: OrdersController;

  constructor(settings: PayPalSettings) {
    const standIn = settings.apiUrl ? new URL(settings.apiUrl) : null;
    const client = new Client({
      clientCredentialsAuthCredentials: { oAuthClientId: settings.clientId, oAuthClientSecret: settings.clientSecret },
      environment: settings.live ? Environment.Production : Environment.Sandbox,
      timeout: settings.timeoutMs,
      httpClientOptions: {
        // Our own answer decides what the person sees; the SDK must not retry a capture by itself.
        retryConfig: { maxNumberOfRetries: 0 },
        ...(standIn ? { httpsAgent: new StandInAgent(standIn.hostname, Number(standIn.port || 80)) } : {}),
      },
    });
    this.orders = new OrdersController(client);
  }

  async createOrder(input: WalletOrderInput): Promise<{ id: string; approveUrl: string }> {
    try {
      const { result } = await this.orders.createOrder({
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: input.donationId,
              customId: input.donationId,
              description: 'Donation to Flow',
              amount: { currencyCode: input.currency.toUpperCase(), value: toPayPalValue(input.amount) },
            },
          ],
          paymentSource: {
            paypal: {
              experienceContext: {
                returnUrl: input.returnUrl,
                cancelUrl: input.cancelUrl,
                userAction: PaypalExperienceUserAction.PayNow,
                shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
              },
            },
          },
        },
        // PayPal's idempotency key: a retried create returns the same order.
        paypalRequestId: `flow-order-${input.donationId}`,
      });
      const approve = result.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href;
      if (!result.id || !approve) throw new PaymentsProviderError('PayPal answered an order without an approval link');
      return { id: result.id, approveUrl: approve };
    } catch (err) {
      throw err instanceof PaymentsProviderError ? err : new PaymentsProviderError(describe(err));
    }
  }

  async captureOrder(orderId: string): Promise<WalletCapture> {
    try {
      const { result } = await this.orders.captureOrder({ id: orderId, paypalRequestId: `flow-capture-${orderId}`, prefer: 'return=representation' });
      return captureOf(result);
    } catch (err) {
      if (err instanceof ApiError) {
        const issue = issueOf(err);
        if (err.statusCode === 422 && issue === 'ORDER_ALREADY_CAPTURED') {
          // Captured by an earlier call whose answer was lost: read what it captured.
          const { result } = await this.orders.getOrder({ id: orderId }).catch((e: unknown) => {
            throw new PaymentsProviderError(describe(e));
          });
          return captureOf(result);
        }
        if (err.statusCode === 422 && (issue === 'ORDER_NOT_APPROVED' || issue === 'PAYER_ACTION_REQUIRED')) throw new WalletNotApprovedError();
        if (err.statusCode === 404) throw new WalletOrderNotFoundError();
      }
      throw new PaymentsProviderError(describe(err));
    }
  }
}

function issueOf(err: ApiError): string | null {
  const body = err.result as { details?: Array<{ issue?: string }>; name?: string } | undefined;
  return body?.details?.[0]?.issue ?? null;
}

function describe(err: unknown): string {
  if (err instanceof ApiError) return `PayPal answered ${err.statusCode}`;
  return err instanceof Error ? err.message : String(err);
}

function captureOf(order: Order): WalletCapture {
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
  const amount = fromPayPalValue(capture?.amount?.value);
  const currency = capture?.amount?.currencyCode?.toLowerCase() ?? null;
  const status = capture?.status === 'COMPLETED' ? 'completed' : capture?.status === 'PENDING' ? 'pending' : 'failed';
  return { status, amount, currency };
}

/**
 * The embedded default: an order is a signed token naming the donation; the local test page
 * approves it (recorded by the caller), and capture succeeds for the stored amount. No money
 * moves and nothing leaves this server.
 */
export class SandboxWallet implements WalletProvider {
  readonly mode = 'sandbox' as const;
  private readonly key: Buffer;

  constructor(
    appSecret: string,
    private readonly page: string,
    /** Whether the test page approved this order, and the amount the order was made for. */
    private readonly approved: (orderId: string) => Promise<boolean>,
    private readonly amountOf: (orderId: string) => Promise<{ amount: number; currency: string } | null>,
  ) {
    if (appSecret.length < 16) throw new Error('the payments sandbox needs the application secret (FLOW_SECRET)');
    this.key = createHmac('sha256', appSecret).update('payments-sandbox-paypal').digest();
  }

  private mac(donationId: string): string {
    return createHmac('sha256', this.key).update(donationId).digest('base64url').slice(0, 22);
  }

  /** The donation an order id names, or null when it was not made here. */
  donationOf(orderId: string): string | null {
    const m = /^SANDBOX-([0-9a-f-]{36})-([A-Za-z0-9_-]{22})$/.exec(orderId);
    if (!m) return null;
    const [, donationId, mac] = m as unknown as [string, string, string];
    const expected = Buffer.from(this.mac(donationId));
    return expected.length === mac.length && timingSafeEqual(expected, Buffer.from(mac)) ? donationId : null;
  }

  async createOrder(input: WalletOrderInput): Promise<{ id: string; approveUrl: string }> {
    const id = `SANDBOX-${input.donationId}-${this.mac(input.donationId)}`;
    // Where the test page sends the person next is decided by the server (sandboxDecide), not by
    // the page's address, so the return addresses are not passed along.
    return { id, approveUrl: `${this.page}?${new URLSearchParams({ order: id }).toString()}` };
  }

  async captureOrder(orderId: string): Promise<WalletCapture> {
    if (!this.donationOf(orderId)) throw new WalletOrderNotFoundError();
    if (!(await this.approved(orderId))) throw new WalletNotApprovedError();
    const stored = await this.amountOf(orderId);
    if (!stored) throw new WalletOrderNotFoundError();
    return { status: 'completed', amount: stored.amount, currency: stored.currency };
  }
}
