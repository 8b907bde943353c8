/**
 * A bounded fuzz of every endpoint of the contracts against the real server: bodies built from
 * each endpoint's zod schema (valid ones and mutated ones), odd path parameters and query strings,
 * and unusual Unicode. Whatever comes in, the server answers below 500 and within the timeout.
 * Runs are few and strings short so this stays well under a minute per engine.
 */
import path from 'node:path';
import fc from 'fast-check';
import type { z } from 'zod';
import { ScriptureLibrary } from '@flow/scripture';
import { DailyVerseQuery, ScriptureSearchQuery, endpoints, type Endpoint } from '@flow/contracts';
import { startHarness, type Agent, type Harness } from './harness';

const RUNS_PER_ENDPOINT = 12;
const REQUEST_TIMEOUT_MS = 5_000;
/** Short: the grammar preview's cost grows with length, and length limits have their own tests. */
const MAX_STRING = 40;

/** Strings people rarely type: controls, bidi, zero-width, lone surrogates, emoji, RTL, CJK. */
const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: MAX_STRING }),
  fc.string({ unit: 'grapheme', maxLength: MAX_STRING }),
  fc.constantFrom(
    '\u0000',
    '\uD800',
    '\uDFFF x',
    '\u202Eevil\u202C',
    '\u200B\u200B',
    '\uFEFF',
    'e\u0301\u0301\u0301',
    '👨‍👩‍👧‍👦',
    '𝕳𝖊𝖑𝖑𝖔',
    'שלום',
    '../../etc/passwd',
    '%00',
    '%',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    ' ',
    '',
  ),
);

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  oddText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(oddText, { maxLength: 3 }),
  fc.dictionary(oddText, oddText, { maxKeys: 3 }),
);

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  element?: z.ZodType;
  options?: z.ZodType[];
  format?: string;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Values that fit the schema's input shape (they may still fail its refinements: that is fine). */
function arbitraryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const fields = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, arbitraryOf(v)]));
      const optional = Object.keys(shape).filter((k) => ['optional', 'default'].includes(defOf(shape[k]).type));
      const required = Object.keys(shape).filter((k) => !optional.includes(k));
      return fc.record(fields, { requiredKeys: required });
    }
    case 'string':
      if (def.format === 'email') return fc.emailAddress();
      return fc.oneof(fc.string({ minLength: 1, maxLength: MAX_STRING }), oddText);
    case 'number':
      return fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer(), fc.double());
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'optional':
    case 'default':
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType!), { nil: undefined });
    case 'pipe':
      return arbitraryOf(def.in!);
    case 'array':
      return fc.array(arbitraryOf(def.element!), { maxLength: 3 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map(arbitraryOf));
    default:
      return anyJson;
  }
}

/** A body as the schema describes it, or one broken in a way a careless or hostile client might. */
function bodyOf(schema: z.ZodType | undefined): fc.Arbitrary<string> {
  const valid = schema ? arbitraryOf(schema) : fc.constant({});
  const mutated = valid.chain((value) => {
    const object = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    const keys = Object.keys(object);
    return fc.oneof(
      // a field replaced by anything
      keys.length
        ? fc.tuple(fc.constantFrom(...keys), anyJson).map(([k, v]) => ({ ...object, [k]: v }))
        : fc.constant(object),
      // an extra field, a field dropped, not an object at all
      fc.tuple(oddText, anyJson).map(([k, v]) => ({ ...object, [k]: v })),
      keys.length ? fc.constantFrom(...keys).map((k) => ({ ...object, [k]: undefined })) : fc.constant(object),
      anyJson,
      fc.constant({ __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }),
    );
  });
  const json = fc.oneof(valid, mutated).map((v) => JSON.stringify(v) ?? 'null');
  // Text that is not JSON, or JSON cut short, or with a lone surrogate escape.
  const broken = fc.oneof(
    fc.string({ maxLength: MAX_STRING }),
    json.map((s) => s.slice(0, Math.max(1, s.length - 2))),
    fc.constant('{"content":"\\ud800"}'),
    fc.constant('{"content":"a\\u0000b"}'),
  );
  return fc.oneof({ weight: 4, arbitrary: json }, { weight: 1, arbitrary: broken });
}

const QUERIES: Partial<Record<keyof typeof endpoints, z.ZodType>> = {
  scriptureSearch: ScriptureSearchQuery,
  dailyVerse: DailyVerseQuery,
};

function queryOf(name: keyof typeof endpoints): fc.Arbitrary<Record<string, string>> {
  const schema = QUERIES[name];
  const valid = schema ? arbitraryOf(schema) : fc.constant({});
  const asStrings = valid.map((v) =>
    Object.fromEntries(
      Object.entries((v ?? {}) as Record<string, unknown>)
        .filter(([, x]) => x !== undefined)
        .map(([k, x]) => [k, String(x)]),
    ),
  );
  return fc.oneof(
    asStrings,
    fc.tuple(asStrings, fc.dictionary(oddText, oddText, { maxKeys: 3 })).map(([a, b]) => ({ ...b, ...a })),
    fc.tuple(asStrings, oddText).map(([a, s]) => Object.fromEntries(Object.keys(a).map((k) => [k, s]))),
  );
}

const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);

/** Lone surrogates cannot be percent-encoded: send their replacement, as a browser would. */
const encode = (value: string) => encodeURIComponent(value.replace(/\p{Cs}/gu, '\uFFFD'));

describe('fuzzing every endpoint of the contracts', () => {
  let h: Harness;
  let agent: Agent;
  const realIds: string[] = [];

  beforeAll(async () => {
    h = await startHarness();
    // A serving instance builds the search index at boot (app.ts); tests skip that, so build it
    // here or the first search would be timed with the index build in it.
    await ScriptureLibrary.shared(path.join(h.config.repoRoot, 'packages/scripture/data')).warm();
    ({ agent } = await h.identified());
    const post = await agent.post('/api/posts').set('Content-Type', 'application/json').send({ content: 'A post to aim at.' });
    const prayer = await agent
      .post('/api/prayer-requests')
      .set('Content-Type', 'application/json')
      .send({ content: 'A prayer request to aim at.' });
    realIds.push(post.body.id, prayer.body.id);
  }, 120_000);
  afterAll(() => h.close());

  const all = Object.entries(endpoints) as Array<[keyof typeof endpoints, Endpoint<z.ZodType | undefined, z.ZodType>]>;

  it.each(all.map(([name, e]) => [name, e] as const))('%s answers below 500 and in time', async (name, endpoint) => {
    const params = fc.record(
      Object.fromEntries(
        paramNames(endpoint.path).map((p) => [p, fc.oneof(fc.constantFrom(...realIds), oddText, fc.string({ maxLength: 300 }))]),
      ),
    );
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(params, bodyOf(endpoint.body), queryOf(name), async (p, body, query) => {
        const path = endpoint.path.replace(/:(\w+)/g, (_, k: string) => encode(String(p[k])));
        const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k.replace(/\p{Cs}/gu, ''), v.replace(/\p{Cs}/gu, '')]));
        const url = search.size ? `${path}?${search}` : path;
        const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
        let req = agent[method](url).timeout(REQUEST_TIMEOUT_MS).ok(() => true);
        if (method !== 'get') req = req.set('Content-Type', 'application/json').send(body);
        const res = await req;
        if (res.status >= 500) failures.push(`${endpoint.method} ${url} ${body} -> ${res.status} ${res.text}`);
        expect(res.status).toBeLessThan(500);
        // Every error is the one JSON shape.
        if (res.status >= 400 && url.startsWith('/api/')) expect(typeof res.body.error).toBe('string');
      }),
      { numRuns: RUNS_PER_ENDPOINT, seed: Number(process.env.FUZZ_SEED) || undefined, endOnFailure: true },
    );
    expect(failures).toEqual([]);
  });

  it('covers every endpoint of the contracts', () => {
    expect(all.length).toBe(Object.keys(endpoints).length);
    expect(all.length).toBeGreaterThan(20);
  });
});
