import { Cron } from 'croner';
import type { Logger } from '../platform/logger';
import type { WallCalendar } from './calendar';

/**
 * Clears the prayer wall each morning at the configured time in the wall's zone. Every instance
 * runs it; the clearing is one idempotent update, so running it twice changes nothing. The wall
 * query also hides requests from before the last morning, so a missed run shows nothing stale.
 */
export function scheduleWallClearing(
  cal: WallCalendar,
  clear: () => Promise<unknown>,
  logger: Logger,
): { stop(): void; nextRun(): Date | null } {
  const [h, m] = cal.clearTime.split(':').map(Number);
  const job = new Cron(`${m} ${h} * * *`, { timezone: cal.timeZone, unref: true, protect: true }, async () => {
    try {
      await clear();
    } catch (err) {
      logger.error({ err }, 'prayer wall clearing failed');
    }
  });
  return { stop: () => job.stop(), nextRun: () => job.nextRun() };
}
