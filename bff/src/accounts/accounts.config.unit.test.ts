import { ConfigError, parseConfig } from '../platform/config';

const parse = (env: Record<string, string>) => parseConfig(env, { repoRoot: '/srv/flow' });

describe('accounts configuration', () => {
  it('defaults to e-mail links through an outbox beside the database, with 3-day idle and 30-day sessions', () => {
    const c = parse({});
    expect(c.accounts).toEqual({
      oidc: null,
      smtpUrl: null,
      mailFrom: 'Flow <no-reply@flow.local>',
      outboxDir: '/srv/flow/data/outbox',
      sessionIdleSec: 3 * 86_400,
      sessionAbsoluteSec: 30 * 86_400,
      signInLinkTtlSec: 900,
    });
    // Links never follow a request's Host header: development uses its own listen origin.
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(parse({ PORT: '4321' }).publicUrl).toBe('http://localhost:4321');
    expect(c.devOutbox).toBe(false);
    expect(c.rateLimits.signin).toEqual({ points: 10, durationSec: 600 });
  });

  it('reads OIDC, SMTP and session settings', () => {
    const c = parse({
      OIDC_ISSUER: 'https://id.example/realms/flow',
      OIDC_CLIENT_ID: 'flow',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_REDIRECT_URL: 'https://flow.example/api/auth/oidc/callback',
      SMTP_URL: 'smtps://mailer:pw@smtp.example:465',
      MAIL_FROM: 'Flow <hello@flow.example>',
      FLOW_PUBLIC_URL: 'https://flow.example/ignored',
      FLOW_SESSION_IDLE_SEC: '3600',
      FLOW_SESSION_ABSOLUTE_SEC: '86400',
      FLOW_SIGNIN_LINK_TTL_SEC: '600',
    });
    expect(c.publicUrl).toBe('https://flow.example');
    expect(c.accounts).toMatchObject({
      oidc: {
        issuer: 'https://id.example/realms/flow',
        clientId: 'flow',
        clientSecret: 's3cret',
        redirectUrl: 'https://flow.example/api/auth/oidc/callback',
        scopes: 'openid email profile',
      },
      smtpUrl: 'smtps://mailer:pw@smtp.example:465',
      sessionIdleSec: 3600,
      sessionAbsoluteSec: 86400,
      signInLinkTtlSec: 600,
    });
  });

  it('explains what is wrong', () => {
    expect(() => parse({ OIDC_ISSUER: 'https://id.example' })).toThrow(/OIDC_CLIENT_ID: required when OIDC_ISSUER is set/);
    expect(() => parse({ OIDC_CLIENT_ID: 'x' })).toThrow(/OIDC_ISSUER: required/);
    expect(() => parse({ SMTP_URL: 'mail.example' })).toThrow(ConfigError);
    expect(() => parse({ FLOW_SESSION_IDLE_SEC: '7200', FLOW_SESSION_ABSOLUTE_SEC: '3600' })).toThrow(
      /FLOW_SESSION_ABSOLUTE_SEC: must not be shorter/,
    );
  });

  it('refuses to start in production without FLOW_PUBLIC_URL', () => {
    expect(() => parse({ NODE_ENV: 'production' })).toThrow(/FLOW_PUBLIC_URL: required in production/);
    expect(parse({ NODE_ENV: 'production', FLOW_PUBLIC_URL: 'https://flow.example/' }).publicUrl).toBe('https://flow.example');
  });

  it('turns the outbox reader on only when asked, and never in production', () => {
    expect(parse({ FLOW_DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(parse({ FLOW_DEV_OUTBOX: 'false' }).devOutbox).toBe(false);
    expect(() => parse({ NODE_ENV: 'production', FLOW_PUBLIC_URL: 'https://flow.example', FLOW_DEV_OUTBOX: '1' })).toThrow(
      /FLOW_DEV_OUTBOX: .*development only/,
    );
  });
});
