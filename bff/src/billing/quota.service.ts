import {
  ErrorReason,
  FREE_MONTHLY_QUOTA,
  PREMIUM_MONTHLY_QUOTA,
  PREMIUM_WEEKLY_CAP,
  isPremiumActive,
  type Account,
  type Tier,
} from '@flow/contracts';
import type { Knex } from 'knex';
import { now } from '../platform/clock';
import type { Db } from '../platform/db/knex';
import { ForbiddenError } from '../platform/http/errors';
import { monthKey, nextMonthStart, weekKey } from './periods';
import type { PlanRecord, QuotaRepo } from './quota.repo';

export const QUOTA_MONTH_REACHED = 'You have used all your prayer requests this month. Your quota will reset next month.';
export const QUOTA_WEEK_REACHED = 'You have sent 2 prayer requests this week. You can send another next week.';

export class QuotaReachedError extends ForbiddenError {
  constructor(readonly period: 'month' | 'week') {
    super(
      period === 'month' ? QUOTA_MONTH_REACHED : QUOTA_WEEK_REACHED,
      period === 'month' ? ErrorReason.quotaMonthReached : ErrorReason.quotaWeekReached,
    );
  }
}

export interface Allowance {
  tier: Tier;
  status: string;
  monthly: number;
  weekly: number | null;
  currentPeriodEnd: string | null;
}

/**
 * A paid period is honoured this long after its end: the provider's renewal event may arrive a
 * little late. After it, a subscription still marked active whose period ran out (a missed or
 * lost renewal event) no longer counts as Premium.
 */
export const PERIOD_GRACE_MS = 24 * 60 * 60 * 1000;
export const EXPIRED_STATUS = 'expired';

/** Spec 001 §9: premium (tier premium, status active) 8 a month and 2 a week; anyone else 1 a month. */
export function allowanceOf(plan: PlanRecord | null, at: Date = now()): Allowance {
  const tier: Tier = plan?.tier === 'premium' ? 'premium' : 'freemium';
  const periodEnd = plan?.currentPeriodEnd ? Date.parse(plan.currentPeriodEnd) : null;
  const lapsed = periodEnd !== null && periodEnd + PERIOD_GRACE_MS < at.getTime();
  const stored = plan?.status ?? 'active';
  const status = tier === 'premium' && stored === 'active' && lapsed ? EXPIRED_STATUS : stored;
  const premium = isPremiumActive({ tier, status });
  return {
    tier,
    status,
    monthly: premium ? PREMIUM_MONTHLY_QUOTA : FREE_MONTHLY_QUOTA,
    weekly: premium ? PREMIUM_WEEKLY_CAP : null,
    currentPeriodEnd: plan?.currentPeriodEnd ?? null,
  };
}

/** Thrown inside the spending transaction to undo the month's unit when the week has none left. */
class WeekFull extends Error {}

/**
 * The allowance of missionary prayer requests (docs/decisions.md "Plans and quotas"): what is
 * left, and spending one unit atomically together with the work it pays for.
 */
export class QuotaService {
  constructor(
    private readonly db: Db,
    private readonly repo: QuotaRepo,
  ) {}

  async allowance(userId: string, at: Date = now()): Promise<Allowance> {
    return allowanceOf(await this.repo.plan(userId), at);
  }

  /** The plan part of GET /api/me, as the user dashboard shows it. */
  async account(user: { id: string; anonymousId: string }, at: Date = now()): Promise<Account> {
    const [allowance, used] = await Promise.all([
      this.allowance(user.id, at),
      this.repo.counters(user.id, monthKey(at), weekKey(at)),
    ]);
    return {
      anonymousId: user.anonymousId,
      tier: allowance.tier,
      status: allowance.status,
      remaining: Math.max(0, allowance.monthly - used.month),
      monthlyQuota: allowance.monthly,
      currentUsage: used.month,
      currentPeriodEnd: allowance.currentPeriodEnd,
      weeklyCap: allowance.weekly,
      weekRemaining: allowance.weekly === null ? null : Math.max(0, allowance.weekly - used.week),
      resetsAt: nextMonthStart(at).toISOString(),
    };
  }

  /**
   * Spends one unit and runs `work` in the same transaction: if `work` fails, the unit is not
   * spent; if no unit is left, `work` never runs and QuotaReachedError says which limit it was.
   * The week's counter is raised too (and kept for every plan, so a later upgrade mid-week starts
   * from what was really sent), but only premium is capped by it.
   */
  async spend<T>(userId: string, work: (trx: Knex.Transaction) => Promise<T>, at: Date = now()): Promise<T> {
    const allowance = await this.allowance(userId, at);
    const month = monthKey(at);
    const week = weekKey(at);
    await this.repo.ensureCounters(userId, month, week, at);
    try {
      return await this.db.transaction(async (trx) => {
        if (!(await this.repo.take(trx, 'usage', { user_id: userId, month }, allowance.monthly, at))) {
          throw new QuotaReachedError('month');
        }
        const weekLimit = allowance.weekly ?? Number.MAX_SAFE_INTEGER;
        if (!(await this.repo.take(trx, 'usage_weeks', { user_id: userId, week }, weekLimit, at))) throw new WeekFull();
        return work(trx);
      });
    } catch (err) {
      if (err instanceof WeekFull) throw new QuotaReachedError('week');
      throw err;
    }
  }
}
