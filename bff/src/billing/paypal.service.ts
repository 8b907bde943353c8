import { randomUUID } from 'node:crypto';
import {
  DONATION_CURRENCY,
  PAYPAL_RETURN_PAGE,
  donationMinorUnits,
  type PayPalCapture,
  type PayPalOrder,
  type PayPalSetup,
  type SandboxResult,
} from '@flow/contracts';
import type { Cache } from '../platform/cache/cache';
import { now } from '../platform/clock';
import { AppError, BadRequestError, NotFoundError, ServiceUnavailableError } from '../platform/http/errors';
import type { Logger } from '../platform/logger';
import {
  PaymentsProviderError,
  SandboxWallet,
  WalletNotApprovedError,
  WalletOrderNotFoundError,
  type WalletProvider,
} from '../platform/payments';
import type { DonationsRepo } from './donations.repo';
import { PAYMENTS_OFF, PROVIDER_FAILED, SandboxSessionError } from './subscriptions.service';

export const ORDER_NOT_FOUND = 'This PayPal order was not found.';
export const ORDER_NOT_APPROVED = 'This PayPal order has not been approved yet.';
export const PAYMENT_NOT_COMPLETED = 'PayPal did not complete this payment. Nothing was recorded.';

const APPROVAL_TTL_MS = 60 * 60 * 1000;
const approvalKey = (orderId: string) => `paypal-sandbox-approved:${orderId}`;

/**
 * Donations through PayPal (spec 001 §2, §7): the order's amount is decided here from the
 * request and stored (minor units) before PayPal hears of it; a capture completes that donation
 * once, for the stored amount, however often the browser retries.
 */
export class PayPalDonationsService {
  constructor(
    private readonly repo: DonationsRepo,
    private readonly wallet: WalletProvider | null,
    private readonly publicUrl: string,
    private readonly logger: Logger,
  ) {}

  /** The sandbox's wallet: approvals kept in the shared cache (so any instance may capture). */
  static sandbox(repo: DonationsRepo, appSecret: string, cache: Cache, page: string): SandboxWallet {
    return new SandboxWallet(
      appSecret,
      page,
      async (orderId) => (await cache.get(approvalKey(orderId))) === '1',
      async (orderId) => {
        const donation = await repo.byPayment(orderId);
        return donation ? { amount: donation.amount, currency: donation.currency } : null;
      },
    );
  }

  setup(): PayPalSetup {
    return { mode: this.wallet?.mode ?? 'off', clientToken: null };
  }

  async createOrder(amountInput: string | number, donorAnonymousId: string | null): Promise<PayPalOrder> {
    if (!this.wallet) throw new ServiceUnavailableError(PAYMENTS_OFF);
    const amount = donationMinorUnits(amountInput)!;
    const id = randomUUID();
    await this.repo.insertPending(id, amount, DONATION_CURRENCY, donorAnonymousId, now());
    const back = `${this.publicUrl}${PAYPAL_RETURN_PAGE}`;
    try {
      const order = await this.wallet.createOrder({ donationId: id, amount, currency: DONATION_CURRENCY, returnUrl: back, cancelUrl: `${back}?cancelled=1` });
      await this.repo.attachPayment(id, order.id);
      return order;
    } catch (err) {
      await this.repo.markFailed(id);
      if (!(err instanceof PaymentsProviderError)) throw err;
      this.logger.error({ err: err.message }, 'PayPal order could not be created');
      throw new ServiceUnavailableError(PROVIDER_FAILED);
    }
  }

  async capture(orderId: string): Promise<PayPalCapture> {
    if (!this.wallet) throw new ServiceUnavailableError(PAYMENTS_OFF);
    const donation = await this.repo.byPayment(orderId);
    if (!donation) throw new NotFoundError(ORDER_NOT_FOUND);
    // A retry after a capture that was recorded: the same answer, and PayPal is not asked again.
    if (donation.status === 'completed') return { status: 'COMPLETED', id: orderId };
    if (donation.status !== 'pending') throw new BadRequestError(PAYMENT_NOT_COMPLETED);
    let captured;
    try {
      captured = await this.wallet.captureOrder(orderId);
    } catch (err) {
      if (err instanceof WalletNotApprovedError) throw new BadRequestError(ORDER_NOT_APPROVED);
      if (err instanceof WalletOrderNotFoundError) throw new NotFoundError(ORDER_NOT_FOUND);
      if (err instanceof AppError || !(err instanceof PaymentsProviderError)) throw err;
      this.logger.error({ err: err.message, order: orderId }, 'PayPal capture failed');
      throw new ServiceUnavailableError(PROVIDER_FAILED);
    }
    if (captured.status !== 'completed' || captured.amount !== donation.amount || captured.currency !== donation.currency) {
      this.logger.warn({ order: orderId, status: captured.status, amount: captured.amount, expected: donation.amount }, 'PayPal capture not recorded');
      throw new BadRequestError(PAYMENT_NOT_COMPLETED);
    }
    // pending → completed once: a concurrent retry finds it completed and changes nothing.
    await this.repo.completeCaptured(orderId, donation.amount, donation.currency);
    return { status: 'COMPLETED', id: orderId };
  }

  /** The local PayPal test page's Approve or Cancel; where the browser goes next is ours, not the page's. */
  async sandboxDecide(orderId: string, outcome: 'approve' | 'cancel', cache: Cache): Promise<SandboxResult> {
    if (!(this.wallet instanceof SandboxWallet)) throw new NotFoundError('The test checkout is not enabled here.');
    if (!this.wallet.donationOf(orderId) || !(await this.repo.byPayment(orderId))) throw new SandboxSessionError();
    const token = encodeURIComponent(orderId);
    if (outcome === 'cancel') return { redirectTo: `${PAYPAL_RETURN_PAGE}?token=${token}&cancelled=1` };
    await cache.set(approvalKey(orderId), '1', APPROVAL_TTL_MS);
    return { redirectTo: `${PAYPAL_RETURN_PAGE}?token=${token}&PayerID=SANDBOX` };
  }
}
