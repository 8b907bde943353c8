import type { Db } from '../platform/db/knex';
import { decodeBool, decodeDate, decodeString } from '../platform/db/decode';
import { toDbDate } from '../platform/db/sql';

export interface SiteRecord {
  id: string;
  ownerUserId: string;
  name: string;
  siteKey: string;
  origins: string[];
  showFlowWall: boolean;
  createdAt: string;
}

type Row = Record<string, unknown>;
const COLUMNS = ['id', 'owner_user_id', 'name', 'site_key', 'origins', 'show_flow_wall', 'created_at'];

function decodeOrigins(value: unknown): string[] {
  const parsed: unknown = JSON.parse(decodeString(value));
  if (!Array.isArray(parsed) || !parsed.every((o) => typeof o === 'string')) throw new Error('church_sites.origins is not a list of strings');
  return parsed as string[];
}

function decodeSite(row: Row): SiteRecord {
  return {
    id: decodeString(row.id),
    ownerUserId: decodeString(row.owner_user_id),
    name: decodeString(row.name),
    siteKey: decodeString(row.site_key),
    origins: decodeOrigins(row.origins),
    showFlowWall: decodeBool(row.show_flow_wall),
    createdAt: decodeDate(row.created_at),
  };
}

export class SitesRepo {
  constructor(private readonly db: Db) {}

  async byOwner(ownerUserId: string): Promise<SiteRecord[]> {
    const rows = await this.db('church_sites').select(COLUMNS).where({ owner_user_id: ownerUserId }).orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
    return rows.map(decodeSite);
  }

  async countByOwner(ownerUserId: string): Promise<number> {
    const row = await this.db('church_sites').where({ owner_user_id: ownerUserId }).count({ n: '*' }).first();
    return Number(row?.n ?? 0);
  }

  async byKey(siteKey: string): Promise<SiteRecord | null> {
    const row = await this.db('church_sites').select(COLUMNS).where({ site_key: siteKey }).first();
    return row ? decodeSite(row) : null;
  }

  async byId(id: string): Promise<SiteRecord | null> {
    const row = await this.db('church_sites').select(COLUMNS).where({ id }).first();
    return row ? decodeSite(row) : null;
  }

  async insert(site: SiteRecord): Promise<void> {
    await this.db('church_sites').insert({
      id: site.id,
      owner_user_id: site.ownerUserId,
      name: site.name,
      site_key: site.siteKey,
      origins: JSON.stringify(site.origins),
      show_flow_wall: site.showFlowWall,
      created_at: toDbDate(new Date(site.createdAt)),
    });
  }

  /** Only the owner's site changes; false when there is none with this id for them. */
  async update(id: string, ownerUserId: string, fields: { name: string; origins: string[]; showFlowWall: boolean }): Promise<boolean> {
    const n = await this.db('church_sites')
      .where({ id, owner_user_id: ownerUserId })
      .update({ name: fields.name, origins: JSON.stringify(fields.origins), show_flow_wall: fields.showFlowWall });
    return n > 0;
  }

  async setKey(id: string, ownerUserId: string, siteKey: string): Promise<boolean> {
    return (await this.db('church_sites').where({ id, owner_user_id: ownerUserId }).update({ site_key: siteKey })) > 0;
  }

  async remove(id: string, ownerUserId: string): Promise<boolean> {
    return (await this.db('church_sites').where({ id, owner_user_id: ownerUserId }).del()) > 0;
  }
}
