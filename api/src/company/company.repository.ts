import type { Updateable } from 'kysely';
import type { Database } from '../platform/db/database.ts';
import type { CompanyTable } from './company.tables.ts';

/** The company: a single row, id 1. */
export function findCompany(db: Database) {
  return db.selectFrom('company').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

export async function updateCompanyRow(db: Database, set: Updateable<CompanyTable>): Promise<void> {
  await db.updateTable('company').where('id', '=', 1).set(set).execute();
}

export type LogoColumn = 'logo_file_id' | 'logo_mobile_file_id';

/** The stored file of a logo, if one is set. */
export async function logoFileId(db: Database, column: LogoColumn): Promise<number | null> {
  const row = await db.selectFrom('company').select(column).where('id', '=', 1).executeTakeFirstOrThrow();
  return row[column];
}

export function listThemes(db: Database) {
  return db.selectFrom('themes').select(['id', 'name', 'primary_color as primaryColor', 'enabled']).orderBy('id').execute();
}

export async function themeExists(db: Database, id: number): Promise<boolean> {
  return !!await db.selectFrom('themes').select('id').where('id', '=', id).executeTakeFirst();
}

/** Makes theme `id` the only one enabled. */
export async function enableOnlyTheme(db: Database, id: number): Promise<void> {
  await db.updateTable('themes').set({ enabled: false }).where('enabled', '=', true).execute();
  await db.updateTable('themes').set({ enabled: true }).where('id', '=', id).execute();
}
