import type { Knex } from 'knex';
import { BadRequestError } from '../platform/http/errors';
import { toDbDate } from '../platform/db/sql';

/** Where a wall page ends: the last item's creation time and id (newest first, id breaks ties). */
export interface WallPosition {
  createdAt: string;
  id: string;
}

export const INVALID_CURSOR = 'This page of the wall cannot be found. Please reload the wall.';

/** Opaque to clients; base64url so it travels in a query string as is. */
export function encodeCursor(position: WallPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string): WallPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string') {
      const [createdAt, id] = value as [string, string];
      if (!Number.isNaN(Date.parse(createdAt)) && id.length > 0 && id.length <= 64) return { createdAt, id };
    }
  } catch {
    // falls through to the error below
  }
  throw new BadRequestError(INVALID_CURSOR);
}

/**
 * Items after `position` in newest-first order. Written as a range on the creation time plus a
 * tie-break so both engines can walk the (created_at, id) index instead of scanning, and so
 * items shared after the first page was read never shift the pages that follow.
 */
export function olderThan<Q extends Knex.QueryBuilder>(qb: Q, position: WallPosition, createdColumn: string, idColumn: string): Q {
  const at = toDbDate(new Date(position.createdAt));
  return qb
    .where(createdColumn, '<=', at)
    .where((inner) => inner.where(createdColumn, '<', at).orWhere(idColumn, '<', position.id)) as Q;
}
