import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/**
 * Experiments (issue #18): a company's switches for the features in preview listed in domain/experiments.ts. One
 * database holds one company, so a row per switched key is the company's setting; a key without a row is off. Keys are
 * not constrained here: the list lives in code, and a row of a key the code no longer lists is simply not read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    create table experiments (
      key text primary key check (length(key) between 1 and 64),
      enabled boolean not null,
      updated_at timestamptz not null default now(),
      updated_by integer references accounts (id) on delete set null
    );
  `);
}

export async function down(db: Kysely<any>): Promise<void> {
  await execScript(db, 'drop table experiments;');
}
