import { sql } from 'kysely';
import type { Database } from '../platform/db/database.ts';

/** A feature is on only while its module is. */
function selectFeatures(db: Database) {
  return db.selectFrom('features as f').innerJoin('modules as m', 'm.id', 'f.module_id')
    .select(['f.id', 'f.code', 'f.name', 'm.id as moduleId', 'm.code as module', sql<boolean>`f.enabled and m.enabled`.as('enabled')]);
}

function selectModules(db: Database) {
  return db.selectFrom('modules').select(['id', 'code', 'name', 'enabled', 'switchable']);
}

/** The features, or those of `ids`, by id. */
export function listFeatures(db: Database, ids?: number[]) {
  let query = selectFeatures(db);
  if (ids) query = query.where('f.id', 'in', ids);
  return query.orderBy('f.id').execute();
}

export function findFeature(db: Database, id: number) {
  return selectFeatures(db).where('f.id', '=', id).executeTakeFirst();
}

/** The modules, or those of `ids`, by id. */
export function listModules(db: Database, ids?: number[]) {
  let query = selectModules(db);
  if (ids) query = query.where('id', 'in', ids);
  return query.orderBy('id').execute();
}

export function findModule(db: Database, id: number) {
  return selectModules(db).where('id', '=', id).executeTakeFirst();
}

export async function setModuleEnabled(db: Database, id: number, enabled: boolean): Promise<void> {
  await db.updateTable('modules').set({ enabled }).where('id', '=', id).execute();
}
