import type { Knex } from 'knex';
import { isMysql } from './knex';

/**
 * Datetimes are stored as UTC text `YYYY-MM-DD HH:MM:SS.mmm` on both engines: MySQL reads it
 * into DATETIME(3); SQLite keeps it as text that sorts chronologically and matches the format
 * of the column defaults below, so app-written and default-written rows order together.
 */
export function toDbDate(date: Date): string {
  return date.toISOString().replace('T', ' ').slice(0, 23);
}

/** Column default "now" with millisecond precision, in the same format as toDbDate. */
export function nowDefault(db: Knex): Knex.Raw {
  return isMysql(db) ? db.fn.now(3) : db.raw("(strftime('%Y-%m-%d %H:%M:%f', 'now'))");
}

const BINARY = 'utf8mb4_bin';

/**
 * Ids compare byte for byte: `anon_AbC…` and `anon_abc…` are different people. SQLite compares
 * binary by default; MySQL's default collation is case-insensitive, so ids opt out of it.
 */
export function idColumn(table: Knex.CreateTableBuilder, name: string): Knex.ColumnBuilder {
  return table.string(name, 36).collate(BINARY);
}

export function anonymousIdColumn(table: Knex.CreateTableBuilder, name: string): Knex.ColumnBuilder {
  return table.string(name, 80).collate(BINARY);
}

export function createdAt(db: Knex, table: Knex.CreateTableBuilder, name = 'created_at'): Knex.ColumnBuilder {
  return table.datetime(name, { precision: 3 }).notNullable().defaultTo(nowDefault(db));
}

export function datetime(table: Knex.CreateTableBuilder, name: string): Knex.ColumnBuilder {
  return table.datetime(name, { precision: 3 });
}

/** Table options that only exist on MySQL (charset for emoji and every script). */
export function tableOptions(db: Knex, table: Knex.CreateTableBuilder): void {
  if (!isMysql(db)) return;
  table.engine('InnoDB');
  table.charset('utf8mb4');
  table.collate('utf8mb4_unicode_ci');
}

type ErrorWithCode = { code?: unknown; errno?: unknown };
const codeOf = (err: unknown) => String((err as ErrorWithCode | null)?.code ?? '');

export function isUniqueViolation(err: unknown): boolean {
  const code = codeOf(err);
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function isForeignKeyViolation(err: unknown): boolean {
  const code = codeOf(err);
  return code === 'ER_NO_REFERENCED_ROW_2' || code === 'ER_NO_REFERENCED_ROW' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** Errors after which running the whole transaction again is the correct reaction. */
export function isRetryableTransactionError(err: unknown): boolean {
  const code = codeOf(err);
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT' || code === 'SQLITE_BUSY';
}

export async function withTransactionRetry<T>(
  db: Knex,
  work: (trx: Knex.Transaction) => Promise<T>,
  attempts = 5,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (attempt >= attempts || !isRetryableTransactionError(err)) throw err;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 10));
    }
  }
}
