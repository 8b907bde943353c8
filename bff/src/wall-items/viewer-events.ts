import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Cache } from '../platform/cache';
import type { Logger } from '../platform/logger';

/**
 * Internal channel (never relayed to browsers): a viewer's own hearts or prayers changed, or
 * someone prayed for an item (its author's count changed). Instances drop what they keep of it.
 */
export const VIEWER_CHANNEL = 'wall:viewer';

const Key = z.string().min(1).max(64);

export const ViewerChange = z.discriminatedUnion('kind', [
  /** `viewer` is viewerKey(identity), not the identity: the channel carries no one's id. */
  z.object({ kind: z.literal('viewer'), viewer: Key }),
  z.object({ kind: z.literal('prayed'), itemType: z.enum(['post', 'prayer_request']), id: Key }),
]);
export type ViewerChange = z.infer<typeof ViewerChange>;

/** What an instance keeps per viewer is keyed by a digest of the identity, so a key reveals no one. */
export function viewerKey(identity: string): string {
  return createHash('sha256').update(identity).digest('base64url').slice(0, 32);
}

export interface ViewerEvents {
  /** This identity gave or took back a heart, or prayed: what is kept of their own state is stale. */
  viewerChanged(identity: string): void;
  /** Someone prayed for this item: its author's count is stale. */
  prayedFor(itemType: 'post' | 'prayer_request', id: string): void;
  /**
   * Runs synchronously for this instance's own changes (the writer's next read, here, is fresh
   * at once) and for those of other instances as they arrive through the cache's pub/sub.
   */
  onChange(listener: (change: ViewerChange) => void): void;
  /** A message of VIEWER_CHANNEL from any instance; malformed ones are ignored. */
  receive(message: string): void;
}

export function createViewerEvents(cache: Cache, logger: Logger): ViewerEvents {
  const listeners: Array<(change: ViewerChange) => void> = [];
  const dispatch = (change: ViewerChange) => {
    for (const listener of listeners) listener(change);
  };
  const send = (change: ViewerChange) => {
    dispatch(change);
    cache.publish(VIEWER_CHANNEL, JSON.stringify(change)).catch((err: unknown) => {
      // The other instances catch up when their entries expire (ViewerStates' TTL).
      logger.warn({ err: String(err), kind: change.kind }, 'could not publish viewer change');
    });
  };
  return {
    viewerChanged: (identity) => send({ kind: 'viewer', viewer: viewerKey(identity) }),
    prayedFor: (itemType, id) => send({ kind: 'prayed', itemType, id }),
    onChange: (listener) => {
      listeners.push(listener);
    },
    receive(message) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(message);
      } catch {
        return;
      }
      const change = ViewerChange.safeParse(parsed);
      if (change.success) dispatch(change.data);
    },
  };
}
