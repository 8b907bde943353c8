import { WIDGET_TOKEN_TTL_MS, WidgetTokens } from './widget-token';

const SECRET = 'a-secret-that-is-long-enough-for-tests-0123';
const at = new Date('2026-11-25T12:00:00Z');
const anon = 'anon_abcdefghijklmnopqrstuvwx';

describe('widget identity tokens', () => {
  const tokens = new WidgetTokens(SECRET);

  it('round-trips the site and identity until it expires', () => {
    const { token, expiresAt } = tokens.issue('site-1', anon, at);
    expect(new Date(expiresAt).getTime()).toBe(at.getTime() + WIDGET_TOKEN_TTL_MS);
    expect(tokens.verify(token, at)).toMatchObject({ siteId: 'site-1', anonymousId: anon });
    expect(tokens.verify(token, new Date(at.getTime() + WIDGET_TOKEN_TTL_MS + 1000))).toBeNull();
  });

  it('refuses tampered, foreign-key, malformed and missing tokens', () => {
    const { token } = tokens.issue('site-1', anon, at);
    const [v, body, sig] = token.split('.');
    const other = Buffer.from(JSON.stringify({ s: 'site-2', a: anon, e: 9_999_999_999 })).toString('base64url');
    for (const bad of [`${v}.${other}.${sig}`, `${v}.${body}.x${sig.slice(1)}`, `w2.${body}.${sig}`, 'nonsense', '', undefined, `${token}.extra`.repeat(20)]) {
      expect(tokens.verify(bad, at)).toBeNull();
    }
    expect(new WidgetTokens(`${SECRET}-other`).verify(token, at)).toBeNull();
  });

  it('never puts anything but the claims in the token', () => {
    const { token } = tokens.issue('site-1', anon, at);
    expect(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())).toEqual({ s: 'site-1', a: anon, e: expect.any(Number) });
  });
});
