import { localDay, nextReminderAt } from './schedule';

describe('nextReminderAt', () => {
  it('is the next time the local clock reads HH:MM, today or tomorrow', () => {
    const at = new Date('2026-03-10T06:00:00Z'); // 15:00 in Tokyo
    expect(nextReminderAt('08:00', 'Asia/Tokyo', at).toISOString()).toBe('2026-03-10T23:00:00.000Z');
    expect(nextReminderAt('16:00', 'Asia/Tokyo', at).toISOString()).toBe('2026-03-10T07:00:00.000Z');
  });

  it('is strictly after the moment given, so a sent reminder moves to the next day', () => {
    const due = new Date('2026-03-10T07:00:00Z');
    expect(nextReminderAt('16:00', 'Asia/Tokyo', due).toISOString()).toBe('2026-03-11T07:00:00.000Z');
  });

  it('follows daylight saving time in the visitor zone', () => {
    // New York moves to summer time on 8 March 2026: 08:00 is 13:00 UTC before, 12:00 UTC after.
    expect(nextReminderAt('08:00', 'America/New_York', new Date('2026-03-07T14:00:00Z')).toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(nextReminderAt('08:00', 'America/New_York', new Date('2026-03-06T14:00:00Z')).toISOString()).toBe('2026-03-07T13:00:00.000Z');
  });
});

describe('localDay', () => {
  it("is the visitor's calendar day, not the server's", () => {
    const at = new Date('2026-03-10T23:30:00Z');
    expect(localDay(at, 'UTC')).toBe('2026-03-10');
    expect(localDay(at, 'Asia/Tokyo')).toBe('2026-03-11');
    expect(localDay(at, 'America/Los_Angeles')).toBe('2026-03-10');
  });
});
