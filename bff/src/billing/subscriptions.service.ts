import {
  ErrorCode,
  ErrorReason,
  SUBSCRIPTION_CANCELLED,
  SUBSCRIPTION_RETURN_PARAM,
  SUBSCRIPTION_SUCCESS,
  isPremiumActive,
  type CheckoutResult,
  type PaymentsMode,
  type PortalResult,
  type SandboxResult,
} from '@flow/contracts';
import type { Knex } from 'knex';
import type { Cache } from '../platform/cache/cache';
import { now } from '../platform/clock';
import type { Db } from '../platform/db/knex';
import { isRetryableTransactionError, isUniqueViolation } from '../platform/db/sql';
import { AppError, ForbiddenError, NotFoundError, ServiceUnavailableError } from '../platform/http/errors';
import type { Logger } from '../platform/logger';
import {
  PaymentsProviderError,
  SandboxProvider,
  type PaymentEvent,
  type PaymentsProvider,
} from '../platform/payments';
import type { QuotaService } from './quota.service';
import type { SubscriptionsRepo } from './subscriptions.repo';

export const ALREADY_PREMIUM = 'You already have an active Premium subscription!';
export const PAYMENTS_OFF = 'Payments are not available on this server.';
export const PROVIDER_FAILED = 'The payment service could not be reached. Please try again.';
export const SANDBOX_SESSION_INVALID = 'This test checkout link has expired or belongs to someone else. Please start again.';
export const NO_SUBSCRIPTION = 'There is no subscription to manage yet.';

export type WebhookOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

/** What one provider event says about one subscription; null fields change nothing. */
interface SubscriptionChange {
  subscriptionId: string;
  customerId: string | null;
  userId: string | null;
  status: string | null;
  /** undefined: the event does not say. */
  currentPeriodEnd: Date | null | undefined;
}

const idOf = (v: unknown): string | null =>
  typeof v === 'string' ? v : v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string' ? (v as { id: string }).id : null;

/** Stripe API 2025+: the period end lives on the subscription's items. */
function periodEndOf(subscription: Record<string, unknown>): Date | null {
  const items = (subscription.items as { data?: Array<{ current_period_end?: unknown }> } | undefined)?.data ?? [];
  const ends = items.map((i) => i.current_period_end).filter((v): v is number => typeof v === 'number');
  const legacy = subscription.current_period_end;
  if (typeof legacy === 'number') ends.push(legacy);
  return ends.length ? new Date(Math.max(...ends) * 1000) : null;
}

/** Whether a subscription's items include the Premium plan's price. */
function hasPrice(event: PaymentEvent, priceId: string | undefined): boolean {
  const object = event.data.object as unknown as { items?: { data?: Array<{ price?: { id?: unknown } | string }> } };
  const items = object.items?.data ?? [];
  return priceId !== undefined && items.some((i) => (typeof i.price === 'string' ? i.price : i.price?.id) === priceId);
}

function changeOf(event: PaymentEvent): SubscriptionChange | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  const metadata = (object.metadata ?? {}) as Record<string, unknown>;
  const metaUser = typeof metadata.userId === 'string' ? metadata.userId : null;
  switch (event.type) {
    case 'checkout.session.completed': {
      const subscriptionId = idOf(object.subscription);
      if (object.mode !== 'subscription' || !subscriptionId) return null;
      return {
        subscriptionId,
        customerId: idOf(object.customer),
        userId: typeof object.client_reference_id === 'string' ? object.client_reference_id : metaUser,
        // Paid at checkout: premium now, even if the subscription's own event is still on its way.
        status: object.payment_status === 'paid' ? 'active' : null,
        currentPeriodEnd: undefined,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscriptionId = idOf(object.id);
      if (!subscriptionId) return null;
      return {
        subscriptionId,
        customerId: idOf(object.customer),
        userId: metaUser,
        status: event.type === 'customer.subscription.deleted' ? 'canceled' : typeof object.status === 'string' ? object.status : null,
        currentPeriodEnd: periodEndOf(object),
      };
    }
    default:
      // invoice.* and the rest: the subscription events already carry what they change.
      return null;
  }
}

/**
 * How long an open checkout is handed out again: well inside the life of a Stripe Checkout
 * Session (24 h) and of a sandbox session (1 h), so a reused link still works.
 */
export const OPEN_CHECKOUT_MS = 30 * 60 * 1000;

class DuplicateEvent extends Error {}
class RowRace extends Error {}

/**
 * Subscriptions: starting a checkout, the customer portal, and keeping `subscriptions` true to
 * the provider's events. Each event is handled once by its id (recorded in the same transaction
 * as its change); an event older than the last one applied to a subscription changes nothing.
 */
/** Subscription states Stripe never leaves: a later event cannot bring the plan back. */
const FINAL_STATUSES = new Set(['canceled', 'incomplete_expired']);

export class SubscriptionsService {
  constructor(
    private readonly db: Db,
    private readonly repo: SubscriptionsRepo,
    private readonly quota: QuotaService,
    private readonly provider: PaymentsProvider | null,
    private readonly publicUrl: string,
    private readonly logger: Logger,
    /** Other owners of provider events (donations), tried in order inside the same transaction. */
    private readonly otherEvents: Array<(trx: Knex.Transaction, event: PaymentEvent) => Promise<WebhookOutcome | null>> = [],
    /** STRIPE_PUBLISHABLE_KEY: told to the browser for Stripe's card form. */
    private readonly publishableKey: string | null = null,
    /** Where an account's open checkout is remembered (shared by every instance when it is Redis). */
    private readonly openCheckouts: Cache | null = null,
  ) {}

  mode(): PaymentsMode {
    const mode = this.provider?.mode ?? 'off';
    return mode === 'stripe' ? { mode, publishableKey: this.publishableKey } : { mode };
  }


  private requireProvider(): PaymentsProvider {
    if (!this.provider) throw new ServiceUnavailableError(PAYMENTS_OFF);
    return this.provider;
  }

  private returnUrl(value: string): string {
    const path = `/subscribe?${SUBSCRIPTION_RETURN_PARAM}=${value}`;
    return this.provider?.mode === 'sandbox' ? path : `${this.publicUrl}${path}`;
  }

  async checkout(user: { id: string; email: string | null }): Promise<CheckoutResult> {
    const provider = this.requireProvider();
    const allowance = await this.quota.allowance(user.id);
    if (isPremiumActive(allowance)) throw new ForbiddenError(ALREADY_PREMIUM, ErrorReason.alreadyPremium);
    // A second Upgrade while a checkout is still open (another tab, a double click, back from
    // Checkout) gets the same checkout, not a second one that could be paid as well.
    const openKey = `checkout-open:${provider.mode}:${user.id}`;
    const open = await this.openCheckouts?.get(openKey).catch(() => null);
    if (open) return { checkoutUrl: open };
    const previous = await this.repo.latestWithCustomer(user.id);
    try {
      const session = await provider.createSubscriptionCheckout({
        userId: user.id,
        email: user.email,
        customerId: previous?.customerId ?? null,
        successUrl: this.returnUrl(SUBSCRIPTION_SUCCESS),
        cancelUrl: this.returnUrl(SUBSCRIPTION_CANCELLED),
      });
      await this.openCheckouts?.set(openKey, session.url, OPEN_CHECKOUT_MS).catch((err: unknown) => {
        this.logger.warn({ err: String(err) }, 'open checkout not remembered');
      });
      return { checkoutUrl: session.url };
    } catch (err) {
      if (!(err instanceof PaymentsProviderError)) throw err;
      this.logger.error({ err: err.message }, 'checkout could not start');
      throw new ServiceUnavailableError(PROVIDER_FAILED);
    }
  }

  async portal(user: { id: string }): Promise<PortalResult> {
    const provider = this.requireProvider();
    const row = await this.repo.latestWithCustomer(user.id);
    if (!row?.customerId) throw new NotFoundError(NO_SUBSCRIPTION);
    try {
      return await provider.createPortalSession(row.customerId, `${this.publicUrl}/user-dashboard`);
    } catch (err) {
      if (!(err instanceof PaymentsProviderError)) throw err;
      this.logger.error({ err: err.message }, 'customer portal could not open');
      throw new ServiceUnavailableError(PROVIDER_FAILED);
    }
  }

  /** The one path for every provider event: verify the signature on the raw bytes, then apply once. */
  async handleWebhook(raw: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    const event = this.requireProvider().verifyWebhook(raw, signature);
    return this.apply(event);
  }

  private async apply(event: PaymentEvent): Promise<WebhookOutcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction((trx) => this.applyIn(trx, event));
      } catch (err) {
        if (err instanceof DuplicateEvent) return 'duplicate';
        // Two events about a new subscription both inserting it, or InnoDB choosing a victim:
        // the whole transaction runs again and then finds the other's row.
        const retry = err instanceof RowRace || isRetryableTransactionError(err);
        if (!retry || attempt >= 5) throw err;
        await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 10));
      }
    }
  }

  private async applyIn(trx: Knex.Transaction, event: PaymentEvent): Promise<WebhookOutcome> {
    const at = now();
    try {
      await this.repo.recordEvent(trx, event.id, event.type, at);
    } catch (err) {
      if (isUniqueViolation(err)) throw new DuplicateEvent();
      throw err;
    }
    for (const handle of this.otherEvents) {
      const outcome = await handle(trx, event);
      if (outcome) return outcome;
    }
    const change = changeOf(event);
    if (!change) return 'ignored';
    if (event.type === 'checkout.session.completed' && change.userId && this.provider) {
      // That checkout is used up: the next Upgrade (after a later cancellation) needs a new one.
      await this.openCheckouts?.del(`checkout-open:${this.provider.mode}:${change.userId}`).catch(() => undefined);
    }
    const row = await this.repo.lockBySubscriptionId(trx, change.subscriptionId);
    // A subscription we do not know, for another product on the same provider account, is not
    // ours to apply. One we already hold is followed whatever its price: a changed STRIPE_PRICE_ID
    // must not stop the renewals and cancellations of those who subscribed at the old one.
    if (!row && event.type.startsWith('customer.subscription.') && !hasPrice(event, this.provider?.premiumPriceId)) {
      this.logger.warn({ event: event.id, type: event.type }, 'subscription event for another price; ignored');
      return 'ignored';
    }
    const write = { customerId: change.customerId, eventAt: event.created };
    if (!row) {
      if (!change.userId) {
        this.logger.warn({ event: event.id, type: event.type }, 'payment event names no account; ignored');
        return 'ignored';
      }
      try {
        await this.repo.insert(
          trx,
          change.userId,
          change.subscriptionId,
          { ...write, status: change.status ?? 'incomplete', currentPeriodEnd: change.currentPeriodEnd ?? null },
          at,
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw new RowRace();
        throw err;
      }
      return 'applied';
    }
    if (row.eventAt !== null && event.created < row.eventAt) return 'stale';
    // Stripe never revives a cancelled subscription: an update delivered after the cancellation
    // (same second, so not "stale") must not turn Premium back on.
    if (FINAL_STATUSES.has(row.status) && change.status && change.status !== row.status) return 'stale';
    await this.repo.update(
      trx,
      row.id,
      { ...write, ...(change.status ? { status: change.status } : {}), ...(change.currentPeriodEnd !== undefined ? { currentPeriodEnd: change.currentPeriodEnd } : {}) },
      at,
    );
    return 'applied';
  }

  private sandbox(): SandboxProvider {
    if (!(this.provider instanceof SandboxProvider)) throw new NotFoundError('The test checkout is not enabled here.');
    return this.provider;
  }

  /** The sandbox checkout page's Pay or Cancel. */
  async sandboxCheckout(user: { id: string }, token: string, outcome: 'pay' | 'cancel'): Promise<SandboxResult> {
    const sandbox = this.sandbox();
    const session = sandbox.readSession(token, 'checkout');
    if (!session || session.userId !== user.id) throw new SandboxSessionError();
    if (outcome === 'cancel') return { redirectTo: this.returnUrl(SUBSCRIPTION_CANCELLED) };
    for (const signed of sandbox.checkoutEvents(session, now())) await this.handleWebhook(signed.raw, signed.signature);
    return { redirectTo: this.returnUrl(SUBSCRIPTION_SUCCESS) };
  }

  /** The sandbox portal's Cancel subscription: ends the person's live subscriptions now. */
  async sandboxCancel(user: { id: string }, token: string): Promise<SandboxResult> {
    const sandbox = this.sandbox();
    const session = sandbox.readSession(token, 'portal');
    if (!session) throw new SandboxSessionError();
    const live = await this.repo.liveForCustomer(user.id, session.customerId);
    for (const row of live) {
      if (!row.subscriptionId || !row.customerId) continue;
      const signed = sandbox.cancellationEvent({ id: row.subscriptionId, customerId: row.customerId, userId: user.id, currentPeriodEnd: null }, now());
      await this.handleWebhook(signed.raw, signed.signature);
    }
    return { redirectTo: '/user-dashboard' };
  }
}

export class SandboxSessionError extends AppError {
  constructor() {
    super(400, ErrorCode.badRequest, SANDBOX_SESSION_INVALID, undefined, {}, ErrorReason.sandboxSessionInvalid);
  }
}
