/**
 * Row decoders. mysql2 and better-sqlite3 disagree on almost every type (Date vs text for
 * datetimes, strings vs numbers for SUM/COUNT, 0/1 for booleans), so every value read from the
 * database goes through one of these instead of being trusted as-is.
 */

export class DecodeError extends Error {
  constructor(what: string, value: unknown) {
    super(`Cannot decode ${what} from ${typeof value} ${JSON.stringify(value)?.slice(0, 60)}`);
    this.name = 'DecodeError';
  }
}

const SQL_DATETIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(\.\d{1,6})?(Z|[+-]\d{2}:?\d{2})?$/;

/** Date, epoch milliseconds, or UTC text (SQL or ISO format) → ISO 8601 string with `Z`. */
export function decodeDate(value: unknown): string {
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number' || typeof value === 'bigint') date = new Date(Number(value));
  else if (typeof value === 'string') {
    const m = SQL_DATETIME.exec(value.trim());
    if (m) {
      const fraction = (m[3] ?? '.000').slice(0, 4).padEnd(4, '0');
      date = new Date(`${m[1]}T${m[2]}${fraction}${m[4] ?? 'Z'}`);
    }
  }
  if (!date || Number.isNaN(date.getTime())) throw new DecodeError('date', value);
  return date.toISOString();
}

export function decodeNullableDate(value: unknown): string | null {
  return value === null || value === undefined ? null : decodeDate(value);
}

export function decodeBool(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 0 || value === 1 || value === 0n || value === 1n) return Number(value) === 1;
  if (value === '0' || value === '1') return value === '1';
  if (value instanceof Uint8Array && value.length === 1) return value[0] === 1; // BIT(1)
  throw new DecodeError('boolean', value);
}

/** Integers and counts, which mysql2 may return as strings (SUM, COUNT on big tables). */
export function decodeInt(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'bigint' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw new DecodeError('integer', value);
  return n;
}

export function decodeString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array) return Buffer.from(value).toString('utf8');
  throw new DecodeError('string', value);
}

export function decodeNullableString(value: unknown): string | null {
  return value === null || value === undefined ? null : decodeString(value);
}

/** Text columns holding JSON; malformed content yields the fallback instead of failing the read. */
export function decodeJson<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  try {
    return JSON.parse(decodeString(value)) as T;
  } catch {
    return fallback;
  }
}
