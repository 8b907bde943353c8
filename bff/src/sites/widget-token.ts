import { createHmac, timingSafeEqual } from 'node:crypto';
import { ANONYMOUS_ID_PATTERN } from '@flow/contracts';

/** How long a widget identity lasts before the widget binds a new one. */
export const WIDGET_TOKEN_TTL_MS = 180 * 24 * 60 * 60 * 1000;

export interface WidgetTokenClaims {
  siteId: string;
  anonymousId: string;
  expiresAt: Date;
}

/**
 * The widget's identity credential. A church page is a third-party context: Flow's cookie would
 * need SameSite=None; Secure (impossible on http://localhost, and blocked by browsers that refuse
 * third-party cookies), so the widget holds a signed token instead and sends it as a bearer
 * header. Cross-site pages cannot make a browser attach it (unlike a cookie), so there is no
 * CSRF; it names one site, so it is useless on another site's widget or on Flow itself.
 */
export class WidgetTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('flow:widget-identity:v1').digest();
  }

  issue(siteId: string, anonymousId: string, at: Date): { token: string; expiresAt: string } {
    const expiresAt = new Date(at.getTime() + WIDGET_TOKEN_TTL_MS);
    const body = Buffer.from(JSON.stringify({ s: siteId, a: anonymousId, e: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
    return { token: `w1.${body}.${this.sign(body)}`, expiresAt: expiresAt.toISOString() };
  }

  /** The claims of an intact, unexpired token; null otherwise. */
  verify(token: string | undefined, at: Date): WidgetTokenClaims | null {
    if (!token || token.length > 600) return null;
    const [version, body, signature] = token.split('.');
    if (version !== 'w1' || !body || !signature) return null;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let claims: { s?: unknown; a?: unknown; e?: unknown };
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof claims;
    } catch {
      return null;
    }
    if (typeof claims.s !== 'string' || typeof claims.a !== 'string' || typeof claims.e !== 'number') return null;
    if (!ANONYMOUS_ID_PATTERN.test(claims.a) || claims.e * 1000 <= at.getTime()) return null;
    return { siteId: claims.s, anonymousId: claims.a, expiresAt: new Date(claims.e * 1000) };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
