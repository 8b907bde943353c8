import { normalisePath, ownerOf, routeOwners } from './routes';

describe('route ownership', () => {
  it('gives each of the 14 spec paths, plus the e-mail sign-in page and the moderation queue, exactly one owner', () => {
    expect(Object.keys(routeOwners)).toHaveLength(16);
    expect(ownerOf('/sign-in')).toBe('billing');
    expect(ownerOf('/moderation')).toBe('community');
  });
  it('normalises trailing slashes', () => {
    expect(normalisePath('/about/')).toBe('/about');
    expect(normalisePath('')).toBe('/');
    expect(ownerOf('/subscribe/')).toBe('billing');
  });
  it('has no owner for unknown paths', () => {
    expect(ownerOf('/nope')).toBeUndefined();
  });
});
