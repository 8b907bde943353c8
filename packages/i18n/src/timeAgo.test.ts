import { timeAgo } from './timeAgo';

describe('timeAgo', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('says nothing for the last few seconds', () => {
    expect(timeAgo('2026-11-22T11:59:40Z', 'en', now)).toBeNull();
  });
  it('uses the largest whole unit in the reader language', () => {
    expect(timeAgo('2026-11-22T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-22T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-21T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(timeAgo('2026-11-22T09:00:00Z', 'fr', now)).toBe('il y a 3 heures');
  });
});
