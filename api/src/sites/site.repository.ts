import { sql } from 'kysely';
import type { Database } from '../platform/db/database.ts';
import { nameOrder } from '../platform/db/name-order.ts';
import { containsPattern } from '../platform/paging.ts';
import type { SitesTable } from './site.tables.ts';

export interface SiteRow {
  id: number;
  name: string;
  address: string | null;
  latitude: number;
  longitude: number;
  radius: number;
  time_zone: string;
  created_at: Date;
  updated_at: Date;
}
export type SiteValues = Omit<SitesTable, 'id' | 'created_at' | 'updated_at' | 'radius'> & { radius: number };

const selectSites = (db: Database) => db.selectFrom('sites').selectAll();

/** Every site, or those of `ids` (lists sort and page in memory: a company has tens of sites, not thousands). */
export function listSites(db: Database, ids?: number[]): Promise<SiteRow[]> {
  let query = selectSites(db);
  if (ids) query = query.where('id', 'in', ids);
  return query.orderBy('name').orderBy('id').execute() as Promise<SiteRow[]>;
}

export function findSite(db: Database, id: number): Promise<SiteRow | undefined> {
  return selectSites(db).where('id', '=', id).executeTakeFirst() as Promise<SiteRow | undefined>;
}

export async function countSites(db: Database): Promise<number> {
  return (await db.selectFrom('sites').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count;
}

/** The site with this name, ignoring case and surrounding spaces (the unique index is on lower(name)). */
export async function siteIdByName(db: Database, name: string): Promise<number | undefined> {
  return (await db.selectFrom('sites').select('id').where(sql`lower(name)`, '=', name.trim().toLowerCase()).executeTakeFirst())?.id;
}

export async function insertSite(db: Database, values: SiteValues, now: Date): Promise<number> {
  return (await db.insertInto('sites').values({ ...values, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateSiteRow(db: Database, id: number, set: Partial<SiteValues>, now: Date): Promise<void> {
  await db.updateTable('sites').where('id', '=', id).set({ ...set, updated_at: now }).execute();
}

export async function deleteSiteRow(db: Database, id: number): Promise<void> {
  await db.deleteFrom('sites').where('id', '=', id).execute();
}

/**
 * Up to `limit` sites whose name or address contains `query`, without regard to case or accents (the folding of
 * name-order.ts, applied to both sides); names starting with it first, then by name.
 */
export function searchSiteRows(db: Database, query: string, limit: number): Promise<SiteRow[]> {
  const folded = (column: string) => sql.raw(nameOrder(column));
  return db.selectFrom('sites as s')
    .innerJoin(sql<{ q: string }>`(select ${containsPattern(query.trim())}::text as q)`.as('p'), (join) => join.onTrue())
    .selectAll('s')
    .where((eb) => eb.or([
      eb(folded('s.name'), 'like', folded('p.q')),
      eb(folded("coalesce(s.address, '')"), 'like', folded('p.q')),
    ]))
    .orderBy(sql`${folded('s.name')} like ${folded("substr(p.q, 2)")}`, 'desc')
    .orderBy(folded('s.name'))
    .orderBy('s.id')
    .limit(limit)
    .execute() as Promise<SiteRow[]>;
}

/**
 * How many week schedules use the site, as a work location of one of their timetables (days and exceptions) or as
 * their remote-work site; migration 0013 links both with `on delete restrict`. The service refuses to delete a site
 * in use with this count before the database would refuse it without one.
 */
export async function siteUseCount(db: Database, id: number): Promise<number> {
  const row = await db.selectFrom('week_schedules as w')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) => eb.or([
      eb('w.remote_work_site_id', '=', id),
      eb.exists(eb.selectFrom('schedule_timetables as t')
        .innerJoin('schedule_timetable_sites as ts', 'ts.timetable_id', 't.id')
        .select('t.id')
        .whereRef('t.schedule_id', '=', 'w.id')
        .where('ts.site_id', '=', id)),
    ]))
    .executeTakeFirstOrThrow();
  return row.count;
}
