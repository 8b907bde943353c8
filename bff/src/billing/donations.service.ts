import { randomUUID } from 'node:crypto';
import { DONATION_CURRENCY, donationMinorUnits, type CreatePaymentIntentResult } from '@flow/contracts';
import type { Knex } from 'knex';
import { now } from '../platform/clock';
import { NotFoundError, ServiceUnavailableError } from '../platform/http/errors';
import type { Logger } from '../platform/logger';
import { PaymentsProviderError, SandboxProvider, type PaymentEvent, type PaymentsProvider } from '../platform/payments';
import type { DonationsRepo } from './donations.repo';
import { PAYMENTS_OFF, PROVIDER_FAILED, SandboxSessionError, type WebhookOutcome } from './subscriptions.service';

/**
 * Donations by card (spec 001 §2 Support Flow Development): the amount is decided here from the
 * request and stored in minor units before the provider hears of it; the payment's success is
 * recorded once, from the provider's `payment_intent.succeeded` event, for the stored amount.
 */
export class DonationsService {
  constructor(
    private readonly repo: DonationsRepo,
    private readonly provider: PaymentsProvider | null,
    private readonly logger: Logger,
  ) {}

  async createIntent(amountInput: string | number, donorAnonymousId: string | null): Promise<CreatePaymentIntentResult> {
    if (!this.provider) throw new ServiceUnavailableError(PAYMENTS_OFF);
    // The contract has already refused anything else; this is the one conversion.
    const amount = donationMinorUnits(amountInput)!;
    const id = randomUUID();
    await this.repo.insertPending(id, amount, DONATION_CURRENCY, donorAnonymousId, now());
    try {
      const intent = await this.provider.createDonationIntent({ donationId: id, amount, currency: DONATION_CURRENCY });
      await this.repo.attachPayment(id, intent.id);
      return { clientSecret: intent.clientSecret };
    } catch (err) {
      await this.repo.markFailed(id);
      if (!(err instanceof PaymentsProviderError)) throw err;
      this.logger.error({ err: err.message }, 'payment intent could not be created');
      throw new ServiceUnavailableError(PROVIDER_FAILED);
    }
  }

  /** Called by the one webhook handler inside its transaction; null for events it does not own. */
  async applyIn(trx: Knex.Transaction, event: PaymentEvent): Promise<WebhookOutcome | null> {
    if (event.type !== 'payment_intent.succeeded') return null;
    const intent = event.data.object as unknown as { id: string; amount_received?: number; amount?: number; currency?: string };
    const received = intent.amount_received ?? intent.amount ?? -1;
    const recorded = await this.repo.complete(trx, intent.id, received, intent.currency ?? '');
    if (!recorded) this.logger.warn({ payment: intent.id }, 'payment succeeded for no pending donation of that amount; not recorded');
    return recorded ? 'applied' : 'ignored';
  }

  /** The sandbox card form's Pay: a signed `payment_intent.succeeded` through the webhook handler. */
  async sandboxConfirm(clientSecret: string, handle: (raw: Buffer, signature: string) => Promise<WebhookOutcome>): Promise<{ status: 'succeeded' }> {
    if (!(this.provider instanceof SandboxProvider)) throw new NotFoundError('The test checkout is not enabled here.');
    const session = this.provider.readSession(clientSecret, 'payment');
    if (!session) throw new SandboxSessionError();
    const donation = await this.repo.byPayment(session.customerId);
    if (!donation || donation.status === 'failed') throw new SandboxSessionError();
    const signed = this.provider.paymentSucceededEvent(session.customerId, donation.amount, donation.currency, now());
    await handle(signed.raw, signed.signature);
    return { status: 'succeeded' };
  }
}
