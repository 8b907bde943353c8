import { monthKey, nextMonthStart, weekKey } from './periods';

describe('quota periods (UTC)', () => {
  it('counts months by their UTC calendar', () => {
    expect(monthKey(new Date('2026-01-31T23:59:59.999Z'))).toBe('2026-01');
    expect(monthKey(new Date('2026-02-01T00:00:00.000Z'))).toBe('2026-02');
    expect(nextMonthStart(new Date('2026-12-15T10:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('starts weeks on Monday 00:00 and keeps a week whole across the 1st', () => {
    // 2026-06-01 is a Monday; 2026-05-31 a Sunday.
    expect(weekKey(new Date('2026-05-31T23:59:59Z'))).toBe('2026-05-25');
    expect(weekKey(new Date('2026-06-01T00:00:00Z'))).toBe('2026-06-01');
    // Thursday 2026-10-01 belongs to the week that began on Monday 2026-09-28.
    expect(weekKey(new Date('2026-10-01T12:00:00Z'))).toBe('2026-09-28');
    expect(weekKey(new Date('2026-10-04T23:00:00Z'))).toBe('2026-09-28');
  });
});
