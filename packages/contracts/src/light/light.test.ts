/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { crisisAnswer } from '@flow/safety/crisis';
import * as contracts from '../index';
import { samplePosts, samplePrayers } from '../../../../mfe-community/src/wall/fixtures';
import { ContractViolation, lightEndpoints, lightGuards } from './index';
import { lightSchemas, type LightSchemaName } from './schemas.generated';
import { assertSupported, CHECKED_FORMATS, firstViolation, type JsonSchema } from './validate';

// The zod schema each light guard stands for: the single source the file below is made from.
const sources: Record<LightSchemaName, z.ZodType> = {
  IdentityResult: contracts.IdentityResult,
  RemotesManifest: contracts.RemotesManifest,
  AuthUser: contracts.AuthUser,
  PostPage: contracts.PostPage,
  PrayerRequestPage: contracts.PrayerRequestPage,
  CommunityStats: contracts.CommunityStats,
  VisitorResult: contracts.VisitorResult,
  VisitorStats: contracts.VisitorStats,
  DailyVerse: contracts.DailyVerse,
  CrisisLinesResult: contracts.CrisisLinesResult,
  MissionaryResponseList: contracts.MissionaryResponseList,
  WallEvent: contracts.WallEvent,
  TranslationStatus: contracts.TranslationStatus,
  CareNoteList: contracts.CareNoteList,
  SiteInfo: contracts.SiteInfo,
};

const GENERATED = path.join(__dirname, 'schemas.generated.ts');

function generate(): string {
  const entries = Object.entries(sources).map(([name, schema]) => {
    // Throws on anything JSON Schema cannot say (a transform, a custom refinement): such a
    // contract needs zod and cannot have a light guard.
    const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
    return `  ${name}: ${JSON.stringify(json)},`;
  });
  return [
    '// Generated from the zod contracts by light.test.ts (UPDATE_LIGHT_SCHEMAS=1 npx jest --selectProjects unit',
    '// --testPathPatterns contracts/src/light); do not edit. The test fails when this file and zod disagree.',
    'export const lightSchemas = {',
    ...entries,
    '} as const;',
    'export type LightSchemaName = keyof typeof lightSchemas;',
    '',
  ].join('\n');
}

/** Places in a zod schema with a custom refinement not restated as a checked format. */
function unexplainedRefinements(root: z.ZodType, name: string): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const walk = (schema: z.ZodType, at: string) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { checks?: Array<{ _zod: { def: { check: string } } }> } } })._zod.def;
    const refined = def.checks?.some((c) => c._zod.def.check === 'custom');
    const format = (z.globalRegistry.get(schema) as { format?: string } | undefined)?.format;
    if (refined && !(format && CHECKED_FORMATS.has(format))) found.push(at);
    for (const [key, value] of Object.entries(def)) {
      const children: Array<[string, unknown]> =
        key === 'shape' ? Object.entries(value as object) : Array.isArray(value) ? value.map((v, i) => [String(i), v]) : [[key, value]];
      for (const [child, sub] of children) if (sub && typeof sub === 'object' && '_zod' in sub) walk(sub as z.ZodType, `${at}/${child}`);
    }
  };
  walk(root, name);
  return found;
}

describe('light guards are made from the zod contracts', () => {
  it('schemas.generated.ts is what the contracts generate today', () => {
    const fresh = generate();
    if (process.env.UPDATE_LIGHT_SCHEMAS === '1') fs.writeFileSync(GENERATED, fresh);
    expect(fs.readFileSync(GENERATED, 'utf8')).toBe(fresh);
  });

  it('has no refinement that JSON Schema would silently drop', () => {
    // toJSONSchema leaves custom refinements out without a word. Each must be restated as a
    // format the validator checks the same way (see CalendarDate), or the guard would accept
    // what zod refuses; the corpus below then proves the two agree.
    expect(Object.entries(sources).flatMap(([name, schema]) => unexplainedRefinements(schema, name))).toEqual([]);
    // The walk does find one, however deep.
    const hidden = z.object({ list: z.array(z.object({ when: z.string().nullable().refine((v) => v !== 'x') })) });
    expect(unexplainedRefinements(hidden, 'hidden')).toEqual(['hidden/list/element/when']);
  });

  it('uses only keywords the validator implements', () => {
    for (const [name, schema] of Object.entries(lightSchemas)) expect(() => assertSupported(schema as JsonSchema, name)).not.toThrow();
    expect(() => assertSupported({ type: 'string', format: 'ipv4' })).toThrow(/unsupported format/);
    expect(() => assertSupported({ type: 'object', patternProperties: {} } as JsonSchema)).toThrow(/unsupported keyword/);
  });

  it('calls the same paths with the same methods as `endpoints`', () => {
    const all = contracts.endpoints as Record<string, { method: string; path: string }>;
    for (const [name, light] of Object.entries(lightEndpoints)) {
      expect({ name, method: all[name]?.method, path: all[name]?.path }).toEqual({ name, ...light });
    }
  });
});

// ---- A corpus: valid answers, and every value one edit away from them. ----

const iso = '2026-11-25T20:00:00.000Z';
const valid: Record<LightSchemaName, unknown[]> = {
  IdentityResult: [{ anonymousId: 'anon_abcdefgh12' }, { anonymousId: `anon_${'x'.repeat(64)}` }],
  RemotesManifest: [
    { remotes: [{ name: 'community', entry: '/remotes/community/mf-manifest.json' }], loadTimeoutMs: 4000 },
    { remotes: [], loadTimeoutMs: 1 },
  ],
  AuthUser: [
    { id: 'u1', firstName: 'Ruth', lastName: null, email: 'ruth@example.org', profileImageUrl: null, isModerator: true },
    { id: 'u2', firstName: null, lastName: null, email: null, profileImageUrl: null },
  ],
  PostPage: [
    { posts: samplePosts, nextCursor: 'abc' },
    { posts: [], nextCursor: null },
  ],
  PrayerRequestPage: [
    { prayerRequests: samplePrayers, nextCursor: null, total: 2 },
    { prayerRequests: [], nextCursor: 'c', total: 0 },
  ],
  CommunityStats: [{ postsShared: 3, responsesGiven: 0, prayersOffered: 12 }],
  VisitorResult: [{ country: 'Brazil', countryCode: 'BR' }, { country: null, countryCode: null }],
  VisitorStats: [{ totalVisitors: 10, countries: [{ country: 'Brazil', countryCode: 'BR', count: 4 }] }, { totalVisitors: 0, countries: [] }],
  DailyVerse: [{ verse: 'The Lord is my shepherd.', reference: 'Psalm 23:1', source: 'bible', date: '2026-11-25' }],
  CrisisLinesResult: [crisisAnswer('BR', 'pt-BR'), crisisAnswer(null, 'en'), crisisAnswer('JP', 'ja')],
  MissionaryResponseList: [
    [
      { id: 'm1', prayerRequestId: 'p1', createdAt: iso, isRead: false, responseType: 'text', content: 'Praying.', voiceDuration: null },
      { id: 'm2', prayerRequestId: 'p1', createdAt: iso, isRead: true, responseType: 'voice', content: null, voiceDuration: 12 },
    ],
    [],
  ],
  TranslationStatus: [{ available: true }, { available: false }],
  SiteInfo: [
    { charitiesEmail: 'charities@example.org', creator: { name: 'Ana', links: [{ kind: 'music', label: 'Songs', url: 'https://example.org/songs' }] } },
    { charitiesEmail: null, creator: null },
  ],
  CareNoteList: [[{ itemType: 'post', itemId: 'p1', kind: 'crisis_lines', createdAt: iso }], []],
  WallEvent: [
    { type: 'post_created', id: 'p1' },
    { type: 'response_created', postId: 'p1', id: 'r1' },
    { type: 'prayer_wall_cleared' },
    { type: 'hearts_changed', itemType: 'response', id: 'r1', hearts: 3 },
    { type: 'item_hidden', itemType: 'prayer_request', id: 'x' },
    { type: 'ai_response_ready', itemType: 'post', id: 'p2' },
  ],
};

const replacements: unknown[] = [
  null, undefined, 0, -1, 1.5, 2 ** 60, '', 'x', 'x'.repeat(65), 'not a date', '2026-02-30', 'tel:+1', 'https://example.org/x',
  true, [], [{}], {}, { type: 'post_created' }, 'anon_short', 'anon_abcdefgh12', 'bible', 'crisis', 'always', 'BRA',
];

/** Every value one edit away from `value`: each place replaced by each replacement, or removed. */
function* neighbours(value: unknown): Generator<unknown> {
  for (const r of replacements) yield r;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      for (const n of neighbours(value[i])) yield value.map((v, j) => (j === i ? n : v));
      yield value.filter((_, j) => j !== i);
    }
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      for (const n of neighbours(record[key])) yield { ...record, [key]: n };
      const { [key]: _removed, ...rest } = record;
      yield rest;
    }
    yield { ...record, unexpected: 1 };
  }
}

describe('light guards agree with zod', () => {
  it.each(Object.keys(valid) as LightSchemaName[])('%s: the same verdict as safeParse on the corpus', (name) => {
    let checked = 0;
    let refused = 0;
    for (const base of valid[name]) {
      expect(sources[name].safeParse(base).success).toBe(true);
      for (const candidate of [base, ...neighbours(base)]) {
        // Through JSON, as an answer arrives (an undefined field is then absent).
        const value = candidate === undefined ? undefined : JSON.parse(JSON.stringify(candidate));
        const zodSays = sources[name].safeParse(value).success;
        const lightSays = lightGuards[name].is(value);
        if (zodSays !== lightSays) throw new Error(`${name} disagrees on ${JSON.stringify(value)?.slice(0, 300)}: zod ${zodSays}, light ${lightSays}`);
        checked++;
        if (!zodSays) refused++;
      }
    }
    // The corpus must exercise both answers, or it proves nothing.
    expect(refused).toBeGreaterThan(0);
    expect(checked - refused).toBeGreaterThan(0);
  });

  it('parse returns the answer itself, typed, and throws a ContractViolation that says where', () => {
    const answer = { anonymousId: 'anon_abcdefgh12' };
    expect(lightGuards.IdentityResult.parse(answer)).toBe(answer);
    expect(() => lightGuards.IdentityResult.parse({ anonymousId: 'anon_x' })).toThrow(ContractViolation);
    expect(() => lightGuards.PostPage.parse({ posts: [{ ...samplePosts[0], hearts: -1 }], nextCursor: null })).toThrow('PostPage: unexpected value at /posts/0/hearts');
  });
});

describe('the validator itself', () => {
  it('tells integers, finite numbers, null and arrays apart', () => {
    expect(firstViolation({ type: 'integer' }, 1.5)).toBe('/');
    expect(firstViolation({ type: 'integer' }, 2)).toBeNull();
    expect(firstViolation({ type: 'number' }, Number.NaN)).toBe('/');
    expect(firstViolation({ type: 'string', format: 'date' }, '2024-02-29')).toBeNull();
    expect(firstViolation({ type: 'string', format: 'date' }, '2023-02-29')).toBe('/');
    expect(firstViolation({ type: 'object' }, null)).toBe('/');
    expect(firstViolation({ type: 'object' }, [])).toBe('/');
    expect(firstViolation({ type: ['string', 'null'] }, null)).toBeNull();
  });

  it('does not take inherited names for required fields', () => {
    expect(firstViolation({ type: 'object', required: ['constructor'] }, {})).toBe('/constructor');
    expect(firstViolation({ type: 'object', required: ['toString'] }, JSON.parse('{"toString":"x"}'))).toBeNull();
  });

  it('needs exactly one match for oneOf, at least one for anyOf', () => {
    const both = { oneOf: [{ type: 'string' }, { type: 'string', minLength: 1 }] } as JsonSchema;
    expect(firstViolation(both, 'a')).toBe('/');
    expect(firstViolation(both, '')).toBeNull();
    expect(firstViolation({ anyOf: [{ type: 'string' }, { type: 'null' }] }, 3)).toBe('/');
  });

  it('honours additionalProperties: false', () => {
    const strict = { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false } as JsonSchema;
    expect(firstViolation(strict, { a: 'x' })).toBeNull();
    expect(firstViolation(strict, { a: 'x', b: 1 })).toBe('/b');
  });
});
