/** @jest-environment node */
import { IMMUTABLE, REVALIDATE, cacheControlFor } from './static';

describe('cacheControlFor', () => {
  it.each([
    ['/x/static/js/main.3f2a1b9c.js', IMMUTABLE],
    ['/x/__federation_expose_Wall.0123abcd.js', IMMUTABLE],
    ['/x/assets/style-1a2b3c4d5e.css', IMMUTABLE],
    ['/x/index.html', REVALIDATE],
    ['/x/mf-manifest.json', REVALIDATE],
    ['/x/remoteEntry.js', REVALIDATE],
    ['/x/sw.js', REVALIDATE],
    ['/x/river-flowing.m4a', REVALIDATE],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
