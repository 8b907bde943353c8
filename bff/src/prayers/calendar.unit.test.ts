import { dayKey, lastClearing, wallStart } from './calendar';

const utc = { timeZone: 'UTC', clearTime: '06:00' };
const london = { timeZone: 'Europe/London', clearTime: '06:00' };

describe('wall calendar', () => {
  it('finds the last clearing on the same morning or the one before', () => {
    expect(lastClearing(new Date('2026-03-10T07:00:00Z'), utc).toISOString()).toBe('2026-03-10T06:00:00.000Z');
    expect(lastClearing(new Date('2026-03-10T05:59:59Z'), utc).toISOString()).toBe('2026-03-09T06:00:00.000Z');
    expect(lastClearing(new Date('2026-03-10T06:00:00Z'), utc).toISOString()).toBe('2026-03-10T06:00:00.000Z');
  });

  it('follows the configured zone across a daylight-saving change', () => {
    // London is UTC+1 in summer: 06:00 local is 05:00 UTC.
    expect(lastClearing(new Date('2026-07-01T12:00:00Z'), london).toISOString()).toBe('2026-07-01T05:00:00.000Z');
    // Clocks go forward on 29 March 2026; the morning before still cleared at 06:00 GMT.
    expect(lastClearing(new Date('2026-03-29T04:30:00Z'), london).toISOString()).toBe('2026-03-28T06:00:00.000Z');
    expect(lastClearing(new Date('2026-03-29T05:30:00Z'), london).toISOString()).toBe('2026-03-29T05:00:00.000Z');
    expect(lastClearing(new Date('2026-03-29T05:30:00Z'), { timeZone: 'America/New_York', clearTime: '06:00' }).toISOString()).toBe(
      '2026-03-28T10:00:00.000Z',
    );
  });

  it('uses the zone for the day of a prayer', () => {
    expect(dayKey(new Date('2026-01-01T23:30:00Z'), 'UTC')).toBe('2026-01-01');
    expect(dayKey(new Date('2026-01-01T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-01-02');
  });

  it('never keeps a request longer than 24 hours, even if a clearing was missed', () => {
    const at = new Date('2026-03-10T07:00:00Z');
    expect(wallStart(at, utc).toISOString()).toBe('2026-03-10T06:00:00.000Z');
    expect(wallStart(at, { timeZone: 'UTC', clearTime: '08:00' }).toISOString()).toBe('2026-03-09T08:00:00.000Z');
  });

  it('changes day and clearing on the very millisecond, though answers are kept for their minute', () => {
    expect(dayKey(new Date('2026-05-01T14:59:00.000Z'), 'Asia/Tokyo')).toBe('2026-05-01');
    expect(dayKey(new Date('2026-05-01T14:59:59.999Z'), 'Asia/Tokyo')).toBe('2026-05-01');
    expect(dayKey(new Date('2026-05-01T15:00:00.000Z'), 'Asia/Tokyo')).toBe('2026-05-02');
    expect(dayKey(new Date('2026-05-01T14:59:59.999Z'), 'Asia/Tokyo')).toBe('2026-05-01');
    expect(lastClearing(new Date('2026-05-01T05:59:30.000Z'), utc).toISOString()).toBe('2026-04-30T06:00:00.000Z');
    expect(lastClearing(new Date('2026-05-01T05:59:59.999Z'), utc).toISOString()).toBe('2026-04-30T06:00:00.000Z');
    expect(lastClearing(new Date('2026-05-01T06:00:00.000Z'), utc).toISOString()).toBe('2026-05-01T06:00:00.000Z');
    // Another calendar in the same minute gets its own answer.
    expect(lastClearing(new Date('2026-05-01T06:00:00.000Z'), london).toISOString()).toBe('2026-05-01T05:00:00.000Z');
  });
});
