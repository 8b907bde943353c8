import type { HeartItemType, HeartsBody, HeartsResult } from '@flow/contracts';
import { now } from '../platform/clock';
import { NotFoundError } from '../platform/http/errors';
import type { WallEvents } from '../platform/wall';
import type { ViewerEvents } from '../wall-items/viewer-events';
import type { HeartDecision, HeartsRepo } from './hearts.repo';

const NOT_FOUND: Record<HeartItemType, string> = {
  post: 'Post not found',
  response: 'Response not found',
  prayer_request: 'Prayer request not found',
  prayer_response: 'Prayer response not found',
};

/**
 * What the caller wants. `liked` is explicit; otherwise the spec's body carries the new absolute
 * count, read as a direction only: above the current count means like, below means unlike.
 * The count itself is never taken from the client.
 */
export function heartIntent(body: HeartsBody): HeartDecision {
  return (current) => {
    if (body.liked !== undefined) return body.liked;
    if (body.hearts === undefined || body.hearts === current) return null;
    return body.hearts > current;
  };
}

export class HeartsService {
  constructor(
    private readonly repo: HeartsRepo,
    private readonly events: WallEvents,
    private readonly viewers: Pick<ViewerEvents, 'viewerChanged'>,
  ) {}

  async set(itemType: HeartItemType, itemId: string, identity: string, body: HeartsBody): Promise<HeartsResult> {
    const outcome = await this.repo.apply(itemType, itemId, identity, heartIntent(body), now());
    if (!outcome) throw new NotFoundError(NOT_FOUND[itemType]);
    // Before the answer: the giver's next read, on any instance, shows their heart as it now is.
    this.viewers.viewerChanged(identity);
    if (outcome.changed) this.events.publish({ type: 'hearts_changed', itemType, id: itemId, hearts: outcome.hearts });
    return { id: itemId, hearts: outcome.hearts, liked: outcome.liked };
  }
}
