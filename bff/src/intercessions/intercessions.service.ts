import type { PrayResult } from '@flow/contracts';
import { now as systemNow } from '../platform/clock';
import { NotFoundError } from '../platform/http/errors';
import { dayKey } from '../prayers/calendar';
import type { IntercessionsRepo, PrayableType } from './intercessions.repo';

const NOT_FOUND: Record<PrayableType, string> = {
  post: 'Post not found',
  prayer_request: 'Prayer request not found',
};

/** Who wrote an item that can be prayed for; null when it does not exist (or is held). */
export type AuthorLookup = (itemType: PrayableType, itemId: string) => Promise<string | null>;

export interface PrayedInfo {
  prayedCount: number | null;
  prayedToday: boolean;
}

/**
 * "Pray for this": one prayer per identity per item per day of the wall's calendar. Only the
 * author sees how many people prayed; everyone else sees whether they prayed today.
 */
export class IntercessionsService {
  constructor(
    private readonly repo: IntercessionsRepo,
    private readonly authorOf: AuthorLookup,
    private readonly timeZone: string,
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
    const prayedCount = author === identity ? ((await this.repo.peopleCounts(itemType, [itemId])).get(itemId) ?? 0) : null;
    return { id: itemId, recorded, prayedCount };
  }

  /** Prayer information of a page of items for one viewer, in two queries at most. */
  async infoFor(
    itemType: PrayableType,
    items: Array<{ id: string; anonymousId: string }>,
    viewer: string | undefined,
  ): Promise<Map<string, PrayedInfo>> {
    const own = viewer ? items.filter((i) => i.anonymousId === viewer).map((i) => i.id) : [];
    const [counts, today] = await Promise.all([
      this.repo.peopleCounts(itemType, own),
      viewer ? this.repo.prayedOn(itemType, viewer, this.today(), items.map((i) => i.id)) : Promise.resolve(new Set<string>()),
    ]);
    const ownSet = new Set(own);
    return new Map(
      items.map((i) => [i.id, { prayedCount: ownSet.has(i.id) ? (counts.get(i.id) ?? 0) : null, prayedToday: today.has(i.id) }]),
    );
  }
}
