import { WALL_CHANNEL, type WallEvent } from '@flow/contracts';
import type { Cache } from './cache';
import type { Logger } from './logger';

/**
 * Internal channel (not relayed to browsers): a wall changed in a way open walls need not hear
 * about at once (a moderator released an item), but cached wall pages must not keep showing.
 */
export const WALL_CHANGED_CHANNEL = 'wall:changed';

export interface WallEvents {
  /** Fire-and-forget: the change is already committed, a lost hint only delays a refresh. */
  publish(event: WallEvent): void;
  /** A wall changed without an event for browsers (see WALL_CHANGED_CHANNEL). */
  changed(): void;
  /**
   * Runs synchronously on every publish or change made by this instance, before it is sent on:
   * this instance's caches are fresh for the writer's very next request.
   */
  onLocalChange(listener: () => void): void;
}

export function createWallEvents(cache: Cache, logger: Logger): WallEvents {
  const listeners: Array<() => void> = [];
  const local = () => {
    for (const listener of listeners) listener();
  };
  return {
    publish(event) {
      local();
      cache.publish(WALL_CHANNEL, JSON.stringify(event)).catch((err: unknown) => {
        logger.warn({ err: String(err), type: event.type }, 'could not publish wall event');
      });
    },
    changed() {
      local();
      cache.publish(WALL_CHANGED_CHANNEL, '{}').catch((err: unknown) => {
        logger.warn({ err: String(err) }, 'could not publish wall change');
      });
    },
    onLocalChange(listener) {
      listeners.push(listener);
    },
  };
}
