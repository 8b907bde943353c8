import { WALL_CHANNEL, type WallEvent } from '@flow/contracts';
import type { Cache } from './cache';
import type { Logger } from './logger';

export interface WallEvents {
  /** Fire-and-forget: the change is already committed, a lost hint only delays a refresh. */
  publish(event: WallEvent): void;
}

export function createWallEvents(cache: Cache, logger: Logger): WallEvents {
  return {
    publish(event) {
      cache.publish(WALL_CHANNEL, JSON.stringify(event)).catch((err: unknown) => {
        logger.warn({ err: String(err), type: event.type }, 'could not publish wall event');
      });
    },
  };
}
