import type { ReportBody, ReportResult } from '@flow/contracts';
import { now } from '../platform/clock';
import { NotFoundError } from '../platform/http/errors';
import type { WallEvents } from '../platform/wall';
import type { ModeratedItemType } from './moderation';
import type { ReporterHistory, ReportsRepo } from './reports.repo';

const NOT_FOUND: Record<ModeratedItemType, string> = {
  post: 'Post not found',
  response: 'Response not found',
  prayer_request: 'Prayer request not found',
  prayer_response: 'Prayer response not found',
};

/** An identity younger than this is brand new: identities are free, so its report weighs nothing. */
export const NEW_IDENTITY_MS = 24 * 3600_000;

/**
 * How much one report counts towards hiding an item (docs/decisions.md, "Brigading"):
 * 0 for an identity less than a day old, 0.5 for an older one with no other sign of life, 1 for
 * an older one that has shared on the wall or belongs to a signed-in account.
 */
export function reportWeight(reporter: ReporterHistory, at: Date): number {
  if (!reporter.firstSeen) return 0;
  if (at.getTime() - Date.parse(reporter.firstSeen) < NEW_IDENTITY_MS) return 0;
  return reporter.contributed || reporter.signedIn ? 1 : 0.5;
}

/**
 * Any visitor may report an item, once, and every report puts it in the moderators' queue. The
 * item leaves the wall pending review only when the reports, weighed by their reporters' history,
 * reach `threshold`; it is not deleted.
 */
export class ReportsService {
  constructor(
    private readonly repo: ReportsRepo,
    private readonly events: WallEvents,
    private readonly threshold: number,
  ) {}

  async report(identity: string, body: ReportBody): Promise<ReportResult> {
    const { itemType, itemId, reason } = body;
    if (!(await this.repo.isVisible(itemType, itemId))) throw new NotFoundError(NOT_FOUND[itemType]);
    const at = now();
    const recorded = await this.repo.record(itemType, itemId, identity, reason, body.details || null, at);
    // Weighed after the insert, so of two reports racing to the threshold at least one sees it.
    const score = (await this.repo.reporters(itemType, itemId)).reduce((sum, r) => sum + reportWeight(r, at), 0);
    if (score < this.threshold) return { recorded, hidden: false };
    if (await this.repo.hold(itemType, itemId, at)) {
      this.events.publish({ type: 'item_hidden', itemType, id: itemId });
      return { recorded, hidden: true };
    }
    // Already held by a racing report, or released by a moderator, whose decision stands.
    return { recorded, hidden: await this.repo.pendingHold(itemType, itemId) };
  }
}
