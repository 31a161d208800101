import type { Database } from '../platform/db/database.ts';
import type { SupportBannersTable } from './support.tables.ts';
import type { Insertable, Selectable, Updateable } from 'kysely';

export type BannerRow = Selectable<SupportBannersTable>;

/**
 * Banners, newest period first. `adminOnly` false leaves out the ADMINISTRATORS ones; `at` keeps those whose period
 * holds that instant (start included, end excluded).
 */
export function listBanners(db: Database, options: { administrator: boolean; at?: Date; ids?: number[] }) {
  let q = db.selectFrom('support_banners').selectAll();
  if (!options.administrator) q = q.where('audience', '=', 'EVERYONE');
  if (options.at) q = q.where('starts_at', '<=', options.at).where('ends_at', '>', options.at);
  if (options.ids) q = q.where('id', 'in', options.ids.length ? options.ids : [0]);
  return q.orderBy('starts_at', 'desc').orderBy('id', 'desc').execute();
}

export function findBanner(db: Database, id: number) {
  return db.selectFrom('support_banners').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertBanner(db: Database, values: Insertable<SupportBannersTable>) {
  return db.insertInto('support_banners').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateBanner(db: Database, id: number, set: Updateable<SupportBannersTable>): Promise<boolean> {
  const result = await db.updateTable('support_banners').set(set).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteBanner(db: Database, id: number): Promise<boolean> {
  const result = await db.deleteFrom('support_banners').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export function listTextOverrides(db: Database, options: { language?: string; ids?: number[] } = {}) {
  let q = db.selectFrom('support_text_overrides').selectAll();
  if (options.language) q = q.where('language', '=', options.language);
  if (options.ids) q = q.where('id', 'in', options.ids.length ? options.ids : [0]);
  return q.orderBy('language').orderBy('key').execute();
}

export function findTextOverride(db: Database, id: number) {
  return db.selectFrom('support_text_overrides').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Creates the text of (language, key), or replaces it: one row per pair. */
export function upsertTextOverride(db: Database, values: { language: string; key: string; value: string }, now: Date) {
  return db.insertInto('support_text_overrides').values({ ...values, updated_at: now })
    .onConflict((oc) => oc.columns(['language', 'key']).doUpdateSet({ value: values.value, updated_at: now }))
    .returningAll().executeTakeFirstOrThrow();
}

export async function updateTextOverride(db: Database, id: number, value: string, now: Date): Promise<boolean> {
  const result = await db.updateTable('support_text_overrides').set({ value, updated_at: now }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteTextOverride(db: Database, id: number): Promise<boolean> {
  const result = await db.deleteFrom('support_text_overrides').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The tenant of this database: its one company (id 1). */
export async function companyId(db: Database): Promise<number> {
  const row = await db.selectFrom('company').select('id').orderBy('id').executeTakeFirstOrThrow();
  return row.id;
}
