import { sql } from 'kysely';
import type { Database } from '../platform/db/database.ts';

function selectContractTypes(db: Database) {
  return db.selectFrom('contract_types as c').select([
    'c.id', 'c.name', 'c.end_notice_days as endNoticeDays',
    sql<number>`(select count(*)::int from employees e where e.contract_type_id = c.id)`.as('employeeCount'),
  ]);
}

/** The contract types, or those of `ids`, by name. */
export function listContractTypes(db: Database, ids?: number[]) {
  let query = selectContractTypes(db);
  if (ids) query = query.where('c.id', 'in', ids);
  return query.orderBy('c.name').execute();
}

export function findContractType(db: Database, id: number) {
  return selectContractTypes(db).where('c.id', '=', id).executeTakeFirst();
}

/** The contract type with this name, ignoring case and surrounding spaces. */
export async function contractTypeIdByName(db: Database, name: string): Promise<number | undefined> {
  return (await db.selectFrom('contract_types').select('id').where(sql`lower(name)`, '=', name.trim().toLowerCase()).executeTakeFirst())?.id;
}

export async function insertContractType(db: Database, row: { name: string; end_notice_days: number }): Promise<number> {
  return (await db.insertInto('contract_types').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateContractTypeRow(db: Database, id: number, set: { name?: string; end_notice_days?: number }): Promise<void> {
  await db.updateTable('contract_types').where('id', '=', id).set(set).execute();
}

export async function deleteContractTypeRow(db: Database, id: number): Promise<void> {
  await db.deleteFrom('contract_types').where('id', '=', id).execute();
}
