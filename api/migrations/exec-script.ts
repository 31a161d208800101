import { sql, type Kysely } from 'kysely';

/** Runs a script of DDL statements one by one (the embedded driver takes one statement per query). */
export async function execScript(db: Kysely<any>, script: string): Promise<void> {
  for (const statement of script.split(/;\s*\n/)) {
    if (statement.trim()) await sql.raw(statement).execute(db);
  }
}
