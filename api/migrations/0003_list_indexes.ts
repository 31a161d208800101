import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/** The employee list's default order (name, id) served by an index, so a page never sorts the whole company. */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    create index employees_name_id_idx on employees (lower(name), id);
    create index employees_end_date_idx on employees (end_date);
  `);
}
