/** @jest-environment node */
import { parseConfig } from '../platform/config';

describe('FLOW_MODERATOR_EMAILS', () => {
  const base = { FLOW_SECRET: 'x'.repeat(40) };
  it('is a lower-cased list of e-mail addresses, empty by default', () => {
    expect(parseConfig(base, { repoRoot: '/r' }).moderatorEmails).toEqual([]);
    expect(parseConfig({ ...base, FLOW_MODERATOR_EMAILS: ' Ana@Example.org, ,bo@example.org ' }, { repoRoot: '/r' }).moderatorEmails).toEqual([
      'ana@example.org',
      'bo@example.org',
    ]);
  });

  it('refuses an entry that is not an address', () => {
    expect(() => parseConfig({ ...base, FLOW_MODERATOR_EMAILS: 'ana@example.org,not-an-address' }, { repoRoot: '/r' })).toThrow(
      /FLOW_MODERATOR_EMAILS.*each entry must be an e-mail address/,
    );
  });
});
