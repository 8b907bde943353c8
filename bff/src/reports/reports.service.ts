import type { ReportBody, ReportResult } from '@flow/contracts';
import { now } from '../platform/clock';
import { NotFoundError } from '../platform/http/errors';
import type { WallEvents } from '../platform/wall';
import type { ModeratedItemType } from './moderation';
import type { ReportsRepo } from './reports.repo';

const NOT_FOUND: Record<ModeratedItemType, string> = {
  post: 'Post not found',
  response: 'Response not found',
  prayer_request: 'Prayer request not found',
  prayer_response: 'Prayer response not found',
};

/**
 * Any visitor may report an item, once. When `threshold` different people have reported it, the
 * item leaves the wall pending review; it is not deleted.
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
    // Counted after the insert, so of two reports racing to the threshold at least one sees it.
    const hidden = (await this.repo.reporters(itemType, itemId)) >= this.threshold;
    if (hidden && (await this.repo.hold(itemType, itemId, at))) {
      this.events.publish({ type: 'item_hidden', itemType, id: itemId });
    }
    return { recorded, hidden };
  }
}
