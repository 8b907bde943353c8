/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, parseConfig } from './config';
import { SECRET_FILE_NAME, resolveSecret } from './secret';

const repoRoot = '/srv/flow';
const parse = (env: Record<string, string>) => parseConfig(env, { repoRoot });

function problems(env: Record<string, string>): string[] {
  try {
    parse(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('parseConfig', () => {
  it('writes Add Your Charity to FLOW_CHARITIES_EMAIL, else the charities mailbox of the public host', () => {
    expect(parse({}).content.charitiesEmail).toBeNull();
    expect(parse({ FLOW_PUBLIC_URL: 'https://flow.example/' }).content.charitiesEmail).toBe('charities@flow.example');
    expect(parse({ FLOW_PUBLIC_URL: 'https://flow.example', FLOW_CHARITIES_EMAIL: 'give@church.example' }).content.charitiesEmail).toBe('give@church.example');
    expect(problems({ FLOW_CHARITIES_EMAIL: 'not-an-address' })).toEqual([expect.stringMatching(/^FLOW_CHARITIES_EMAIL: must be an e-mail address/)]);
  });

  it('describes the About page creator card with FLOW_CREATOR (JSON, https links, at most four)', () => {
    expect(parse({}).content.creator).toBeNull();
    const creator = { name: 'Ruth Example', links: [{ kind: 'website', label: 'Website', url: 'https://ruth.example' }] };
    expect(parse({ FLOW_CREATOR: JSON.stringify(creator) }).content.creator).toEqual(creator);
    expect(problems({ FLOW_CREATOR: '{not json' })).toEqual([expect.stringMatching(/^FLOW_CREATOR: must be JSON/)]);
    expect(problems({ FLOW_CREATOR: JSON.stringify({ ...creator, links: [{ kind: 'website', label: 'x', url: 'http://ruth.example' }] }) })).toHaveLength(1);
    const five = Array.from({ length: 5 }, () => creator.links[0]);
    expect(problems({ FLOW_CREATOR: JSON.stringify({ ...creator, links: five }) })).toHaveLength(1);
  });

  it('has working embedded defaults', () => {
    const c = parse({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      embedded: true,
      production: false,
      database: { client: 'sqlite', file: '/srv/flow/data/flow.sqlite' },
      dataDir: '/srv/flow/data',
      redisUrl: null,
      secret: null,
      staticRoot: '/srv/flow',
      remotes: {},
      remoteTimeoutMs: 4000,
      allowedOrigins: [],
      logLevel: 'info',
      trustProxy: false,
      rateLimits: {
        posts: { points: 10, durationSec: 600 },
        responses: { points: 30, durationSec: 600 },
        hearts: { points: 120, durationSec: 60 },
        identity: { points: 100, durationSec: 600 },
      },
      rateLimitIpFactor: 20,
      altcha: { maxNumber: 50_000, expiresSec: 300 },
    });
  });

  it('reads every variable', () => {
    const c = parse({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'mysql://u:p@db:3306/flow',
      REDIS_URL: 'redis://cache:6379/0',
      FLOW_SECRET: 's'.repeat(40),
      FLOW_STATIC_ROOT: '/var/www/flow',
      FLOW_REMOTE_COMMUNITY_URL: 'https://cdn.example/community/mf-manifest.json',
      FLOW_REMOTE_CONTENT_URL: '/content/mf-manifest.json',
      FLOW_REMOTE_TIMEOUT_MS: '2500',
      FLOW_ALLOWED_ORIGINS: 'https://a.example, https://b.example:8443/ignored-path',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: 'true',
      FLOW_RATE_LIMIT_POSTS: '5/60',
      FLOW_RATE_LIMIT_IP_FACTOR: '3',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      embedded: false,
      database: { client: 'mysql', url: 'mysql://u:p@db:3306/flow' },
      redisUrl: 'redis://cache:6379/0',
      staticRoot: '/var/www/flow',
      remotes: {
        community: 'https://cdn.example/community/mf-manifest.json',
        content: '/content/mf-manifest.json',
      },
      remoteTimeoutMs: 2500,
      allowedOrigins: ['https://a.example', 'https://b.example:8443'],
      logLevel: 'debug',
      trustProxy: true,
      rateLimitIpFactor: 3,
    });
    expect(c.rateLimits.posts).toEqual({ points: 5, durationSec: 60 });
  });

  it('resolves relative paths from the repo root', () => {
    expect(parse({ FLOW_SQLITE_FILE: 'var/db.sqlite' }).database).toEqual({ client: 'sqlite', file: '/srv/flow/var/db.sqlite' });
  });

  it('treats empty values as unset', () => {
    expect(parse({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, embedded: true });
  });

  it('reports every bad value at once, by name', () => {
    const found = problems({
      PORT: 'eighty',
      DATABASE_URL: 'postgres://x/y',
      REDIS_URL: 'localhost:6379',
      FLOW_ALLOWED_ORIGINS: 'not a url',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'maybe',
      FLOW_RATE_LIMIT_HEARTS: 'lots',
      FLOW_REMOTE_BILLING_URL: 'ftp://x',
    });
    for (const name of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'FLOW_ALLOWED_ORIGINS', 'LOG_LEVEL', 'TRUST_PROXY', 'FLOW_RATE_LIMIT_HEARTS', 'FLOW_REMOTE_BILLING_URL']) {
      expect(found.some((p) => p.startsWith(name))).toBe(true);
    }
  });

  it('requires a strong secret in production with a database server', () => {
    const prod = { NODE_ENV: 'production', DATABASE_URL: 'mysql://u:p@db/flow', FLOW_PUBLIC_URL: 'https://flow.example' };
    expect(problems(prod)).toEqual([expect.stringMatching(/^FLOW_SECRET: required/)]);
    expect(problems({ ...prod, FLOW_SECRET: 'short' })).toEqual([expect.stringMatching(/^FLOW_SECRET: must be at least 32/)]);
    expect(problems({ ...prod, FLOW_SECRET: 'x'.repeat(32) })).toEqual([]);
    // Embedded production (npm start on one box) may keep a generated secret.
    expect(problems({ NODE_ENV: 'production', FLOW_PUBLIC_URL: 'https://flow.example' })).toEqual([]);
  });

  it('formats a readable message', () => {
    expect(() => parse({ PORT: '99999' })).toThrow(/Invalid configuration:\n {2}- PORT: /);
  });
});

describe('grammar worker settings', () => {
  it('has small defaults for a small machine and reads every variable', () => {
    expect(parse({}).ai.grammar).toEqual({ threads: 1, queue: 16, budgetMs: 500, timeoutMs: 3000, maxWordLength: 30, maxSuggestions: 40 });
    expect(
      parse({
        FLOW_GRAMMAR_THREADS: '2',
        FLOW_GRAMMAR_QUEUE: '4',
        FLOW_GRAMMAR_BUDGET_MS: '200',
        FLOW_GRAMMAR_TIMEOUT_MS: '1000',
        FLOW_GRAMMAR_MAX_WORD_LENGTH: '25',
        FLOW_GRAMMAR_MAX_SUGGESTIONS: '10',
      }).ai.grammar,
    ).toEqual({ threads: 2, queue: 4, budgetMs: 200, timeoutMs: 1000, maxWordLength: 25, maxSuggestions: 10 });
  });

  it('refuses a hard limit that is not longer than the budget, and no threads', () => {
    expect(problems({ FLOW_GRAMMAR_BUDGET_MS: '3000', FLOW_GRAMMAR_TIMEOUT_MS: '3000' })).toEqual([
      'FLOW_GRAMMAR_TIMEOUT_MS: must be longer than FLOW_GRAMMAR_BUDGET_MS',
    ]);
    expect(problems({ FLOW_GRAMMAR_THREADS: '0' })).toEqual(['FLOW_GRAMMAR_THREADS: Too small: expected number to be >=1']);
  });
});

describe('resolveSecret', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-secret-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps a configured secret', () => {
    const c = parseConfig({ FLOW_SECRET: 'configured-secret' }, { repoRoot: dir });
    expect(resolveSecret(c).secret).toBe('configured-secret');
    expect(fs.existsSync(path.join(dir, 'data', SECRET_FILE_NAME))).toBe(false);
  });

  it('generates one secret in the data folder and reuses it after a restart', () => {
    const c = parseConfig({}, { repoRoot: dir });
    const first = resolveSecret(c).secret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveSecret(c).secret).toBe(first);
    expect(fs.statSync(path.join(dir, 'data', SECRET_FILE_NAME)).mode & 0o777).toBe(0o600);
  });
});

describe('TRUST_PROXY (a number of trusted proxy hops)', () => {
  it('reads hop counts and the old boolean values', () => {
    const hops = (v?: string) => {
      const c = parse(v === undefined ? {} : { TRUST_PROXY: v });
      return [c.trustProxyHops, c.trustProxy];
    };
    expect(hops()).toEqual([0, false]);
    expect(hops('0')).toEqual([0, false]);
    expect(hops('1')).toEqual([1, true]);
    expect(hops('2')).toEqual([2, true]);
    expect(hops('true')).toEqual([1, true]);
    expect(hops('Yes')).toEqual([1, true]);
    expect(hops('false')).toEqual([0, false]);
    expect(hops('off')).toEqual([0, false]);
  });

  it('refuses anything else, by name', () => {
    expect(problems({ TRUST_PROXY: 'maybe' })[0]).toMatch(/^TRUST_PROXY: /);
    expect(problems({ TRUST_PROXY: '-1' })[0]).toMatch(/^TRUST_PROXY: /);
  });

  it('has fail-fast defaults for Redis, MySQL and socket caps', () => {
    expect(parse({})).toMatchObject({
      redisTimeoutMs: 500,
      dbTimeouts: { acquireMs: 2000, queryMs: 5000 },
      wsLimits: { perAddress: 500, total: 10_000 },
    });
  });
});
