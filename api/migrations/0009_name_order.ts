import type { Kysely } from 'kysely';
import { execScript } from './exec-script.ts';

/**
 * Names sort with accented letters beside their base letter (api/src/platform/db/name-order.ts): the employee list's
 * default order (name, id) keeps an index, on the new expression, so a page never sorts the whole company.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await execScript(db, `
    create index employees_name_order_idx on employees
      (translate(lower(name), 'áàâãäåéèêëíìîïóòôõöøúùûüçñýÿ', 'aaaaaaeeeeiiiioooooouuuucnyy'), id);
    drop index employees_name_id_idx;
  `);
}
