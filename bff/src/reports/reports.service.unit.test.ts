import { NEW_IDENTITY_MS, reportWeight } from './reports.service';

const at = new Date('2026-05-01T12:00:00.000Z');
const ago = (ms: number) => new Date(at.getTime() - ms).toISOString();

describe('reportWeight', () => {
  it('gives nothing to a brand-new or unknown identity, whatever else it did', () => {
    expect(reportWeight({ firstSeen: null, signedIn: true, contributed: true }, at)).toBe(0);
    expect(reportWeight({ firstSeen: ago(NEW_IDENTITY_MS - 1000), signedIn: true, contributed: true }, at)).toBe(0);
  });

  it('gives half to an older identity with no other sign of life, one to a member or contributor', () => {
    const old = ago(NEW_IDENTITY_MS + 1000);
    expect(reportWeight({ firstSeen: old, signedIn: false, contributed: false }, at)).toBe(0.5);
    expect(reportWeight({ firstSeen: old, signedIn: true, contributed: false }, at)).toBe(1);
    expect(reportWeight({ firstSeen: old, signedIn: false, contributed: true }, at)).toBe(1);
  });
});
