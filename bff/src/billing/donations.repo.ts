import type { Knex } from 'knex';
import type { Db } from '../platform/db/knex';
import { decodeInt, decodeString } from '../platform/db/decode';
import { toDbDate } from '../platform/db/sql';

export interface DonationRow {
  id: string;
  amount: number;
  currency: string;
  status: string;
}

/** `donations`: amounts in minor units, written pending and completed once by the provider's event. */
export class DonationsRepo {
  constructor(private readonly db: Db) {}

  async insertPending(id: string, amount: number, currency: string, donorAnonymousId: string | null, at: Date): Promise<void> {
    await this.db('donations').insert({ id, amount, currency, donor_anonymous_id: donorAnonymousId, status: 'pending', created_at: toDbDate(at) });
  }

  async attachPayment(id: string, paymentId: string): Promise<void> {
    await this.db('donations').where({ id }).update({ provider_payment_id: paymentId });
  }

  async markFailed(id: string): Promise<void> {
    await this.db('donations').where({ id, status: 'pending' }).update({ status: 'failed' });
  }

  async byPayment(paymentId: string): Promise<DonationRow | null> {
    const row = await this.db('donations').where({ provider_payment_id: paymentId }).first('id', 'amount', 'currency', 'status');
    return row ? { id: decodeString(row.id), amount: decodeInt(row.amount), currency: decodeString(row.currency), status: decodeString(row.status) } : null;
  }

  /** Pending → completed, only for the stored amount; false when it was not pending (already recorded). */
  async complete(trx: Knex.Transaction, paymentId: string, amount: number, currency: string): Promise<boolean> {
    const changed = await trx('donations')
      .where({ provider_payment_id: paymentId, status: 'pending', amount, currency })
      .update({ status: 'completed' });
    return Number(changed) === 1;
  }

  /** A wallet capture: pending → completed for the stored amount; false when already recorded. */
  async completeCaptured(paymentId: string, amount: number, currency: string): Promise<boolean> {
    const changed = await this.db('donations')
      .where({ provider_payment_id: paymentId, status: 'pending', amount, currency })
      .update({ status: 'completed' });
    return Number(changed) === 1;
  }
}
