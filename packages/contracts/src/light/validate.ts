// A small validator for the JSON Schemas that zod writes for Flow's response contracts (see
// schemas.generated.ts). The page's first calls are checked with it instead of zod, which then
// loads only when a form or a later screen needs it. It knows exactly the keywords those schemas
// use and refuses a schema with any other, so a contract that grows a new kind of rule fails the
// tests (light.test.ts) instead of being waved through.

export type JsonSchema = {
  $schema?: string;
  type?: JsonType | readonly JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: readonly unknown[];
  const?: unknown;
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};
type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

const KNOWN = new Set([
  '$schema', 'type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'const', 'anyOf', 'oneOf',
  'minLength', 'maxLength', 'pattern', 'format', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems',
  // Annotations only.
  'description', 'title', 'default',
]);
// Formats whose rule the schema's `pattern` already carries (zod writes both).
const FORMATS_CHECKED_ELSEWHERE = new Set(['date-time', 'email']);
/** Formats this validator checks itself, the same way as the contract's refinement. */
export const CHECKED_FORMATS = new Set(['uri', 'date']);

/** Throws on a keyword this validator does not implement (tests run it over every schema). */
export function assertSupported(schema: JsonSchema, at = '#'): void {
  for (const key of Object.keys(schema)) if (!KNOWN.has(key)) throw new Error(`unsupported keyword ${key} at ${at}`);
  if (schema.format && !FORMATS_CHECKED_ELSEWHERE.has(schema.format) && !CHECKED_FORMATS.has(schema.format)) throw new Error(`unsupported format ${schema.format} at ${at}`);
  if (schema.format && FORMATS_CHECKED_ELSEWHERE.has(schema.format) && !schema.pattern) throw new Error(`format ${schema.format} without a pattern at ${at}`);
  for (const [name, sub] of Object.entries(schema.properties ?? {})) assertSupported(sub, `${at}/properties/${name}`);
  if (typeof schema.additionalProperties === 'object') assertSupported(schema.additionalProperties, `${at}/additionalProperties`);
  if (schema.items) assertSupported(schema.items, `${at}/items`);
  schema.anyOf?.forEach((s, i) => assertSupported(s, `${at}/anyOf/${i}`));
  schema.oneOf?.forEach((s, i) => assertSupported(s, `${at}/oneOf/${i}`));
}

const patterns = new Map<string, RegExp>();
function regex(source: string): RegExp {
  let re = patterns.get(source);
  if (!re) {
    re = new RegExp(source, 'u');
    patterns.set(source, re);
  }
  return re;
}

function typeOf(value: unknown): JsonType | 'other' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'number':
      return Number.isFinite(value) ? 'number' : 'other';
    case 'object':
      return 'object';
    default:
      return 'other';
  }
}

function hasType(value: unknown, type: JsonType): boolean {
  const actual = typeOf(value);
  if (type === 'integer') return actual === 'number' && Number.isInteger(value);
  return actual === type;
}

/** A real calendar day, as `CalendarDate` (scripture.ts) refines it. */
function isCalendarDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** The first place where `value` breaks `schema`, as a JSON pointer, or null when it conforms. */
export function firstViolation(schema: JsonSchema, value: unknown, at = ''): string | null {
  if (schema.type !== undefined) {
    const types: readonly JsonType[] = typeof schema.type === 'string' ? [schema.type] : schema.type;
    if (!types.some((t) => hasType(value, t))) return at || '/';
  }
  if (schema.const !== undefined && value !== schema.const) return at || '/';
  if (schema.enum && !schema.enum.includes(value)) return at || '/';
  if (schema.anyOf && !schema.anyOf.some((s) => firstViolation(s, value, at) === null)) return at || '/';
  if (schema.oneOf && schema.oneOf.filter((s) => firstViolation(s, value, at) === null).length !== 1) return at || '/';
  if (typeof value === 'string') {
    // JSON Schema and zod both count UTF-16 code units.
    if (schema.minLength !== undefined && value.length < schema.minLength) return at || '/';
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return at || '/';
    if (schema.pattern !== undefined && !regex(schema.pattern).test(value)) return at || '/';
    if (schema.format === 'uri' && !isUrl(value)) return at || '/';
    if (schema.format === 'date' && !isCalendarDate(value)) return at || '/';
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return at || '/';
    if (schema.maximum !== undefined && value > schema.maximum) return at || '/';
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return at || '/';
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return at || '/';
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return at || '/';
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return at || '/';
    if (schema.items) {
      for (let i = 0; i < value.length; i++) {
        const bad = firstViolation(schema.items, value[i], `${at}/${i}`);
        if (bad !== null) return bad;
      }
    }
  } else if (typeOf(value) === 'object') {
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (!Object.hasOwn(record, name) || record[name] === undefined) return `${at}/${name}`;
    for (const [name, sub] of Object.entries(schema.properties ?? {})) {
      if (!Object.hasOwn(record, name) || record[name] === undefined) continue;
      const bad = firstViolation(sub, record[name], `${at}/${name}`);
      if (bad !== null) return bad;
    }
    if (schema.additionalProperties !== undefined && schema.additionalProperties !== true) {
      for (const name of Object.keys(record)) {
        if (schema.properties && name in schema.properties) continue;
        if (schema.additionalProperties === false) return `${at}/${name}`;
        const bad = firstViolation(schema.additionalProperties, record[name], `${at}/${name}`);
        if (bad !== null) return bad;
      }
    }
  }
  return null;
}
