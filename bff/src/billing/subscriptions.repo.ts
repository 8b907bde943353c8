import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Db } from '../platform/db/knex';
import { decodeNullableString, decodeString } from '../platform/db/decode';
import { toDbDate } from '../platform/db/sql';

export interface SubscriptionRow {
  id: string;
  userId: string;
  status: string;
  customerId: string | null;
  subscriptionId: string | null;
  /** Unix seconds of the newest provider event applied. */
  eventAt: number | null;
}

export interface SubscriptionWrite {
  status?: string;
  customerId?: string | null;
  currentPeriodEnd?: Date | null;
  eventAt: number;
}

const decodeRow = (row: Record<string, unknown>): SubscriptionRow => ({
  id: decodeString(row.id),
  userId: decodeString(row.user_id),
  status: decodeString(row.status),
  customerId: decodeNullableString(row.stripe_customer_id),
  subscriptionId: decodeNullableString(row.stripe_subscription_id),
  eventAt: row.provider_event_at == null ? null : Number(row.provider_event_at),
});

const COLUMNS = ['id', 'user_id', 'status', 'stripe_customer_id', 'stripe_subscription_id', 'provider_event_at'];

/** `subscriptions` as the payment provider's events keep it, and the events already handled. */
export class SubscriptionsRepo {
  constructor(private readonly db: Db) {}

  /** Throws a unique violation when the event was handled before (or is being handled now). */
  async recordEvent(trx: Knex.Transaction, id: string, type: string, at: Date): Promise<void> {
    await trx('payment_events').insert({ id, type: type.slice(0, 100), created_at: toDbDate(at) });
  }

  async lockBySubscriptionId(trx: Knex.Transaction, subscriptionId: string): Promise<SubscriptionRow | null> {
    const row = await trx('subscriptions').where({ stripe_subscription_id: subscriptionId }).forUpdate().first(COLUMNS);
    return row ? decodeRow(row) : null;
  }

  async insert(trx: Knex.Transaction, userId: string, subscriptionId: string, write: SubscriptionWrite & { status: string }, at: Date): Promise<void> {
    await trx('subscriptions').insert({
      id: randomUUID(),
      user_id: userId,
      tier: 'premium',
      status: write.status,
      stripe_customer_id: write.customerId ?? null,
      stripe_subscription_id: subscriptionId,
      current_period_end: write.currentPeriodEnd ? toDbDate(write.currentPeriodEnd) : null,
      provider_event_at: write.eventAt,
      created_at: toDbDate(at),
      updated_at: toDbDate(at),
    });
  }

  async update(trx: Knex.Transaction, id: string, write: SubscriptionWrite, at: Date): Promise<void> {
    const patch: Record<string, unknown> = { provider_event_at: write.eventAt, updated_at: toDbDate(at) };
    if (write.status !== undefined) patch.status = write.status;
    if (write.customerId) patch.stripe_customer_id = write.customerId;
    if (write.currentPeriodEnd !== undefined) patch.current_period_end = write.currentPeriodEnd ? toDbDate(write.currentPeriodEnd) : null;
    await trx('subscriptions').where({ id }).update(patch);
  }

  /** The account's most recent subscription with a provider customer (for the portal). */
  async latestWithCustomer(userId: string): Promise<SubscriptionRow | null> {
    const row = await this.db('subscriptions')
      .where({ user_id: userId })
      .whereNotNull('stripe_customer_id')
      .orderBy([
        { column: 'updated_at', order: 'desc' },
        { column: 'created_at', order: 'desc' },
      ])
      .first(COLUMNS);
    return row ? decodeRow(row) : null;
  }

  /** The customer's subscriptions that are not over yet (the sandbox portal cancels them). */
  async liveForCustomer(userId: string, customerId: string): Promise<SubscriptionRow[]> {
    const rows = await this.db('subscriptions')
      .where({ user_id: userId, stripe_customer_id: customerId })
      .whereNotIn('status', ['canceled', 'incomplete_expired'])
      .select(COLUMNS);
    return rows.map(decodeRow);
  }
}
