import * as client from 'openid-client';
import type { OidcConfig } from '../platform/config';
import type { AppContext } from '../platform/http/types';

const FLOW_COOKIE = 'flow_oidc';
const FLOW_MAX_AGE_MS = 10 * 60 * 1000;

/** What the provider tells us about the person. */
export interface OidcProfile {
  email: string | null;
  emailVerified: boolean | null;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
}

interface PendingLogin {
  verifier: string;
  state: string;
  nonce: string;
  returnTo: string;
}

export class OidcError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'OidcError';
  }
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * Sign-in with any OpenID Connect provider: authorization code flow with PKCE (S256), state and
 * nonce. The per-login secrets travel in a short-lived signed httpOnly cookie scoped to the
 * callback, so any instance can finish a login another one started.
 */
export class OidcClient {
  private configuration: Promise<client.Configuration> | null = null;

  constructor(
    private readonly config: OidcConfig,
    private readonly allowHttp: boolean,
  ) {}

  private discover(): Promise<client.Configuration> {
    if (!this.configuration) {
      const insecure = new URL(this.config.issuer).protocol === 'http:';
      if (insecure && !this.allowHttp) throw new OidcError('OIDC_ISSUER must use https in production');
      this.configuration = client
        .discovery(
          new URL(this.config.issuer),
          this.config.clientId,
          undefined,
          this.config.clientSecret ? client.ClientSecretBasic(this.config.clientSecret) : client.None(),
          { execute: insecure ? [client.allowInsecureRequests] : [], timeout: 10 },
        )
        .catch((err: unknown) => {
          // Try again on the next sign-in instead of caching a provider outage forever.
          this.configuration = null;
          throw new OidcError('The sign-in provider could not be reached', err);
        });
    }
    return this.configuration;
  }

  redirectUri(origin: string): string {
    return this.config.redirectUrl ?? `${origin}/api/auth/oidc/callback`;
  }

  /** The provider URL to send the browser to. */
  async start(ctx: AppContext, origin: string, returnTo: string): Promise<string> {
    const configuration = await this.discover();
    const pending: PendingLogin = {
      verifier: client.randomPKCECodeVerifier(),
      state: client.randomState(),
      nonce: client.randomNonce(),
      returnTo,
    };
    ctx.cookies.set(FLOW_COOKIE, Buffer.from(JSON.stringify(pending)).toString('base64url'), {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.secure,
      path: '/api/auth/oidc',
      maxAge: FLOW_MAX_AGE_MS,
      overwrite: true,
    });
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(origin),
      scope: this.config.scopes,
      code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    return url.href;
  }

  /** Checks the callback (state, nonce, PKCE, ID token) and returns the person's profile. */
  async finish(ctx: AppContext, origin: string): Promise<{ profile: OidcProfile; returnTo: string }> {
    const pending = readPending(ctx);
    ctx.cookies.set(FLOW_COOKIE, null, { signed: true, httpOnly: true, sameSite: 'lax', path: '/api/auth/oidc', overwrite: true });
    if (!pending) throw new OidcError('The sign-in took too long or was started in another browser');
    const configuration = await this.discover();
    const current = new URL(this.redirectUri(origin));
    current.search = ctx.querystring;
    let tokens;
    try {
      tokens = await client.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
    } catch (err) {
      throw new OidcError('The sign-in provider answered with an invalid or refused sign-in', err);
    }
    const claims = tokens.claims() ?? ({} as Record<string, unknown>);
    let info: Record<string, unknown> = { ...claims };
    if (!str(info.email) || (!str(info.given_name) && !str(info.name))) {
      try {
        info = { ...(await client.fetchUserInfo(configuration, tokens.access_token, String(claims.sub))), ...stripEmpty(info) };
      } catch (err) {
        throw new OidcError('The sign-in provider did not share your profile', err);
      }
    }
    const [first, ...rest] = (str(info.name) ?? '').split(/\s+/).filter(Boolean);
    return {
      returnTo: pending.returnTo,
      profile: {
        email: str(info.email)?.toLowerCase() ?? null,
        emailVerified: typeof info.email_verified === 'boolean' ? info.email_verified : null,
        firstName: str(info.given_name) ?? first ?? null,
        lastName: str(info.family_name) ?? (rest.length ? rest.join(' ') : null),
        picture: str(info.picture),
      },
    };
  }
}

function stripEmpty(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

function readPending(ctx: AppContext): PendingLogin | null {
  const raw = ctx.cookies.get(FLOW_COOKIE, { signed: true });
  if (!raw) return null;
  try {
    const v = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<PendingLogin>;
    if (typeof v.verifier !== 'string' || typeof v.state !== 'string' || typeof v.nonce !== 'string') return null;
    return { verifier: v.verifier, state: v.state, nonce: v.nonce, returnTo: typeof v.returnTo === 'string' ? v.returnTo : '/' };
  } catch {
    return null;
  }
}
