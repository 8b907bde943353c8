import type { Account } from './accounts';

/**
 * Spec 000 §4: tier premium with status active counts as already premium. Kept apart from
 * `accounts.ts` so the first screen's plan banner can ask without loading zod.
 */
export const isPremiumActive = (a: Pick<Account, 'tier' | 'status'> | null | undefined) =>
  a?.tier === 'premium' && a.status === 'active';
