import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import { migrate, openDatabase, type Database } from './database.ts';
import { syncReferenceData } from './reference-data.ts';

/** The database a running service uses: migrated and with its reference data in place. */
export async function openAppDatabase(config: Config): Promise<Database> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  await migrate(db);
  await syncReferenceData(db);
  // The embedded database has no autovacuum: refresh planner statistics at start.
  if (!config.databaseUrl) await sql`analyze`.execute(db);
  return db;
}
