import { Charity } from '@flow/contracts';
import { CHARITIES } from './charities.data';

describe('charity directory data (spec 001 §2, §9)', () => {
  it('holds 15 valid entries with unique ids and official https websites', () => {
    expect(CHARITIES).toHaveLength(15);
    for (const c of CHARITIES) expect(() => Charity.parse(c)).not.toThrow();
    expect(new Set(CHARITIES.map((c) => c.id)).size).toBe(15);
    expect(new Set(CHARITIES.map((c) => new URL(c.website).hostname)).size).toBe(15);
  });

  it('covers children and animals, and Christian, Jewish and faith-friendly charities', () => {
    const count = (f: (c: Charity) => boolean) => CHARITIES.filter(f).length;
    expect(count((c) => c.category === 'children')).toBe(8);
    expect(count((c) => c.category === 'animals')).toBe(7);
    expect(count((c) => c.faith === 'christian')).toBe(6);
    expect(count((c) => c.faith === 'jewish')).toBe(3);
    expect(count((c) => c.faith === 'faith-friendly')).toBe(6);
  });

  it('cites a page read on the charity’s own site for each entry, or says whose page it was', () => {
    // Heifer International and Save the Children were read on a partner page and a national member's site.
    const ownSite = CHARITIES.filter((c) => !['heifer-international', 'save-the-children'].includes(c.id));
    for (const c of ownSite) {
      const site = new URL(c.website).hostname.replace(/^(www|en)\./, '');
      expect(new URL(c.source.url).hostname.endsWith(site)).toBe(true);
    }
  });
});
