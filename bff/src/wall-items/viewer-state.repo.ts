import type { HeartItemType } from '@flow/contracts';
import type { Knex } from 'knex';
import type { PrayableType } from '../intercessions/intercessions.repo';
import { decodeString } from '../platform/db/decode';

type Row = Record<string, unknown>;

export interface ItemsOfType<T extends string> {
  type: T;
  ids: readonly string[];
}

/** The viewer's hearts (`type:id`) and prayers of one day (`type:id`). */
export interface ViewerRows {
  liked: string[];
  prayed: string[];
}

const key = (r: Row) => `${decodeString(r.item_type)}:${decodeString(r.item_id)}`;

function split(rows: Row[]): ViewerRows {
  const out: ViewerRows = { liked: [], prayed: [] };
  for (const r of rows) (decodeString(r.kind) === 'h' ? out.liked : out.prayed).push(key(r));
  return out;
}

/**
 * A viewer's own hearts and prayers, each read in one statement (a UNION ALL of the two
 * tables, through their identity indexes) so a returning visitor costs one round trip.
 */
export class ViewerStateRepo {
  constructor(private readonly db: Knex) {}

  /** Every heart the identity gave and every prayer of theirs on `day`; null when more than `limit`. */
  async load(identity: string, day: string, limit: number): Promise<ViewerRows | null> {
    const rows: Row[] = await this.db
      .select(this.db.raw("'h' as kind"), 'item_type', 'item_id')
      .from('hearts')
      .where({ identity })
      .unionAll((q) => q.select(this.db.raw("'p' as kind"), 'item_type', 'item_id').from('prayers_offered').where({ identity, day }))
      .limit(limit + 1);
    return rows.length > limit ? null : split(rows);
  }

  /** Among the given items only: for a viewer with too many facts to keep. */
  async among(
    identity: string,
    hearts: ReadonlyArray<ItemsOfType<HeartItemType>>,
    prayable: ItemsOfType<PrayableType>,
    day: string,
  ): Promise<ViewerRows> {
    const liked = hearts.filter((g) => g.ids.length);
    if (!liked.length && !prayable.ids.length) return { liked: [], prayed: [] };
    const heartsQuery = (q: Knex.QueryBuilder) =>
      q
        .select(this.db.raw("'h' as kind"), 'item_type', 'item_id')
        .from('hearts')
        .where({ identity })
        .where((any) => {
          for (const g of liked) any.orWhere((one) => one.where('item_type', g.type).whereIn('item_id', [...g.ids]));
        });
    const prayedQuery = (q: Knex.QueryBuilder) =>
      q
        .select(this.db.raw("'p' as kind"), 'item_type', 'item_id')
        .from('prayers_offered')
        .where({ identity, item_type: prayable.type, day })
        .whereIn('item_id', [...prayable.ids]);
    let query: Knex.QueryBuilder;
    if (!liked.length) query = prayedQuery(this.db.queryBuilder());
    else if (!prayable.ids.length) query = heartsQuery(this.db.queryBuilder());
    else query = heartsQuery(this.db.queryBuilder()).unionAll((q) => prayedQuery(q));
    return split(await query);
  }
}
