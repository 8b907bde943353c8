import type { PrayResult } from '@flow/contracts';
import { now as systemNow } from '../platform/clock';
import { NotFoundError } from '../platform/http/errors';
import { dayKey } from '../prayers/calendar';
import type { ViewerEvents } from '../wall-items/viewer-events';
import type { IntercessionsRepo, PrayableType } from './intercessions.repo';
import { PrayerCounts } from './prayer-counts';

const NOT_FOUND: Record<PrayableType, string> = {
  post: 'Post not found',
  prayer_request: 'Prayer request not found',
};

/** Who wrote an item that can be prayed for; null when it does not exist (or is held). */
export type AuthorLookup = (itemType: PrayableType, itemId: string) => Promise<string | null>;

/**
 * "Pray for this": one prayer per identity per item per day of the wall's calendar. Only the
 * author sees how many people prayed; everyone else sees whether they prayed today.
 */
export class IntercessionsService {
  private readonly counts = new PrayerCounts();

  constructor(
    private readonly repo: IntercessionsRepo,
    private readonly authorOf: AuthorLookup,
    private readonly timeZone: string,
    private readonly changes: Pick<ViewerEvents, 'viewerChanged' | 'prayedFor'>,
    private readonly clock: () => Date = systemNow,
  ) {}

  today(): string {
    return dayKey(this.clock(), this.timeZone);
  }

  async pray(itemType: PrayableType, itemId: string, identity: string): Promise<PrayResult> {
    const author = await this.authorOf(itemType, itemId);
    if (!author) throw new NotFoundError(NOT_FOUND[itemType]);
    const at = this.clock();
    const recorded = await this.repo.record(itemType, itemId, identity, dayKey(at, this.timeZone), at);
    // Also when nothing was recorded: what another instance kept may have missed an event.
    this.changes.viewerChanged(identity);
    if (recorded) this.changes.prayedFor(itemType, itemId);
    const prayedCount = author === identity ? ((await this.repo.peopleCounts(itemType, [itemId])).get(itemId) ?? 0) : null;
    return { id: itemId, recorded, prayedCount };
  }

  /** How many people prayed for each item (for their author), kept briefly (PrayerCounts). */
  countsOf(itemType: PrayableType, ids: readonly string[]): Promise<Map<string, number>> {
    return this.counts.get(itemType, ids, (missing) => this.repo.peopleCounts(itemType, missing));
  }

  /** Someone prayed for this item (here or on another instance): its count is read again. */
  prayedFor(itemType: PrayableType, id: string): void {
    this.counts.forget(itemType, id);
  }
}
