import { normalisePath, ownerOf, routeOwners } from './routes';

describe('route ownership', () => {
  it('gives each of the 14 spec paths, plus the e-mail sign-in page, the moderation queue, the payments sandbox pages and the PayPal return page, exactly one owner', () => {
    expect(Object.keys(routeOwners)).toHaveLength(20);
    expect(ownerOf('/sign-in')).toBe('billing');
    expect(ownerOf('/checkout/sandbox')).toBe('billing');
    expect(ownerOf('/checkout/sandbox/portal')).toBe('billing');
    expect(ownerOf('/checkout/sandbox/paypal')).toBe('billing');
    expect(ownerOf('/checkout/paypal/return')).toBe('billing');
    expect(ownerOf('/connect-missionary')).toBe('billing');
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
