import { sql } from 'kysely';
import { engineOf, type Database } from './db/database.ts';

/** The database engine the API runs on: the embedded PGlite or a PostgreSQL server, and what `SELECT version()` says. */
export async function databaseVersion(db: Database): Promise<{ kind: 'PGlite' | 'PostgreSQL'; version: string }> {
  const { rows } = await sql<{ version: string }>`select version() as version`.execute(db);
  return { kind: engineOf(db)?.kind === 'pglite' ? 'PGlite' : 'PostgreSQL', version: rows[0]?.version ?? '' };
}
