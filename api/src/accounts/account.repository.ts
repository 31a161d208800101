import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../platform/db/database.ts';
import type { DB } from '../platform/db/schema.ts';

const rolesOf = (eb: ExpressionBuilder<DB, 'accounts'>) =>
  sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.id)
    from account_roles ar join roles r on r.id = ar.role_id where ar.account_id = ${eb.ref('accounts.id')}), '[]'::json)`;

export function selectAccounts(db: Database) {
  return db.selectFrom('accounts').selectAll('accounts').select((eb) => rolesOf(eb).as('roles'));
}

export type AccountWithRoles = Awaited<ReturnType<ReturnType<typeof selectAccounts>['executeTakeFirstOrThrow']>>;

export function findAccountById(db: Database, id: number) {
  return selectAccounts(db).where('accounts.id', '=', id).executeTakeFirst();
}

export function findAccountByEmployeeId(db: Database, employeeId: number) {
  return selectAccounts(db).where('accounts.employee_id', '=', employeeId).executeTakeFirst();
}

export function findAccountByIdentifier(db: Database, field: 'username' | 'employeeCode', value: string) {
  const query = selectAccounts(db);
  return (field === 'username'
    ? query.where(sql`lower(username)`, '=', value.toLowerCase())
    : query.where(sql`upper(employee_code)`, '=', value.toUpperCase())
  ).executeTakeFirst();
}

export async function setAccountRoles(db: Database, accountId: number, roleIds: number[]): Promise<void> {
  await db.deleteFrom('account_roles').where('account_id', '=', accountId).execute();
  if (roleIds.length) {
    await db.insertInto('account_roles').values(roleIds.map((role_id) => ({ account_id: accountId, role_id }))).execute();
  }
}

/** Enabled, unlocked accounts holding a role with the authority. */
export async function countActiveHolders(db: Database, authority: string) {
  const query = db.selectFrom('accounts as a')
    .innerJoin('account_roles as ar', 'ar.account_id', 'a.id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'ar.role_id')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .where('p.authority', '=', authority)
    .where('a.enabled', '=', true)
    .where('a.manually_locked', '=', false)
    .select(sql<number>`count(distinct a.id)::int`.as('n'));
  return (await query.executeTakeFirstOrThrow()).n;
}
