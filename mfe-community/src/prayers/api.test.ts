import { samplePrayers } from '../wall/fixtures';
import { appendPrayerPage } from './api';

describe('appendPrayerPage', () => {
  const wall = { requests: samplePrayers.slice(0, 1), nextCursor: 'abc', pages: 1, total: 40 };
  it('adds the next page after the requests shown and takes its cursor and the wall’s new size', () => {
    const next = appendPrayerPage(wall, { prayerRequests: samplePrayers.slice(1), nextCursor: null, total: 41 });
    expect(next.requests.map((r) => r.id)).toEqual(samplePrayers.map((r) => r.id));
    expect(next).toMatchObject({ nextCursor: null, pages: 2, total: 41 });
  });
  it('never shows a request twice', () => {
    const next = appendPrayerPage(wall, { prayerRequests: samplePrayers, nextCursor: 'def', total: 40 });
    expect(next.requests.map((r) => r.id)).toEqual(samplePrayers.map((r) => r.id));
  });
});
