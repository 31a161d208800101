import type { Database } from '../platform/db/database.ts';

/** The stored switches, by key. */
export function listExperimentRows(db: Database) {
  return db.selectFrom('experiments')
    .select(['key', 'enabled', 'updated_at as updatedAt']).orderBy('key').execute();
}

export async function upsertExperiment(db: Database, key: string, enabled: boolean, accountId: number, now: Date): Promise<void> {
  await db.insertInto('experiments')
    .values({ key, enabled, updated_at: now, updated_by: accountId })
    .onConflict((oc) => oc.column('key').doUpdateSet({ enabled, updated_at: now, updated_by: accountId }))
    .execute();
}
