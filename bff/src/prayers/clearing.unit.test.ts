import { createLogger } from '../platform/logger';
import { scheduleWallClearing } from './clearing';

describe('morning clearing schedule', () => {
  it('runs at the configured time in the wall time zone', () => {
    const job = scheduleWallClearing({ timeZone: 'America/New_York', clearTime: '06:30' }, async () => 0, createLogger('silent'));
    try {
      const next = job.nextRun();
      expect(next).not.toBeNull();
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(next!);
      expect(local).toBe('06:30');
      expect(next!.getTime() - Date.now()).toBeLessThanOrEqual(25 * 3600_000);
    } finally {
      job.stop();
    }
  });
});
