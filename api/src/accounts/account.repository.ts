import { sql, type ExpressionBuilder, type Insertable, type Updateable } from 'kysely';
import { sortExpression, type SortSpec } from '../platform/paging.ts';
import type { Database } from '../platform/db/database.ts';
import type { DB } from '../platform/db/schema.ts';
import { selectEmployees } from '../employees/employee.dto.ts';
import type { AccountsTable } from './account.tables.ts';

const rolesOf = (eb: ExpressionBuilder<DB, 'accounts'>) =>
  sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.id)
    from account_roles ar join roles r on r.id = ar.role_id where ar.account_id = ${eb.ref('accounts.id')}), '[]'::json)`;

/** Accounts with their roles and their employee's end date (core §4: a leaver's account no longer works). */
export function selectAccounts(db: Database) {
  return db.selectFrom('accounts').selectAll('accounts').select((eb) => [
    rolesOf(eb).as('roles'),
    eb.selectFrom('employees').select('employees.end_date')
      .whereRef('employees.id', '=', 'accounts.employee_id').as('employment_end_date'),
  ]);
}

export type AccountWithRoles = Awaited<ReturnType<ReturnType<typeof selectAccounts>['executeTakeFirstOrThrow']>>;
export type SigningInAccount = NonNullable<Awaited<ReturnType<typeof findAccountByIdentifier>>>;

export function findAccountById(db: Database, id: number) {
  return selectAccounts(db).where('accounts.id', '=', id).executeTakeFirst();
}

export function findAccountByEmployeeId(db: Database, employeeId: number) {
  return selectAccounts(db).where('accounts.employee_id', '=', employeeId).executeTakeFirst();
}

/** The account signing in, with its employee's end date: core §4, a leaver (end date passed) may not sign in. */
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

/** Enabled, unexpired, unlocked accounts holding a role with the authority (an expired account cannot sign in). */
export async function countActiveHolders(db: Database, authority: string) {
  const query = db.selectFrom('accounts as a')
    .innerJoin('account_roles as ar', 'ar.account_id', 'a.id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'ar.role_id')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .where('p.authority', '=', authority)
    .where('a.enabled', '=', true)
    .where('a.expired', '=', false)
    .where('a.manually_locked', '=', false)
    .select(sql<number>`count(distinct a.id)::int`.as('n'));
  return (await query.executeTakeFirstOrThrow()).n;
}

export interface AccountFilters { ids?: number[]; search?: string; enabled?: boolean; roleId?: number }

/** A page of accounts and the total, sorted by `sorts` (columns of `SORTS` in the routes) then by id. */
export async function accountPage(db: Database, f: AccountFilters, sorts: SortSpec[], size: number, offset: number) {
  // An API token's service account is managed on the token screen, not listed among the people's accounts.
  let query = selectAccounts(db).where((eb) => eb.not(eb.exists(eb.selectFrom('api_tokens').select('api_tokens.id')
    .whereRef('api_tokens.account_id', '=', 'accounts.id'))));
  if (f.ids) query = query.where('accounts.id', 'in', f.ids);
  if (f.search) {
    const like = f.search;
    query = query.where((eb) => eb.or([
      eb(sql`lower(coalesce(username, ''))`, 'like', like), eb(sql`lower(coalesce(employee_code, ''))`, 'like', like),
    ]));
  }
  if (f.enabled !== undefined) query = query.where('accounts.enabled', '=', f.enabled);
  const roleId = f.roleId;
  if (roleId) query = query.where((eb) => eb.exists(eb.selectFrom('account_roles').select('role_id')
    .whereRef('account_roles.account_id', '=', 'accounts.id').where('role_id', '=', roleId)));
  const [rows, total] = await Promise.all([
    sorts.reduce((qb, s) => qb.orderBy(sortExpression(s.column), s.direction), query).orderBy('accounts.id').limit(size).offset(offset).execute(),
    query.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export function allRoleNames(db: Database) {
  return db.selectFrom('roles').select(['id', 'name']).execute();
}

export async function employeeExists(db: Database, employeeId: number): Promise<boolean> {
  return !!await db.selectFrom('employees').select('id').where('id', '=', employeeId).executeTakeFirst();
}

export async function accountIdOfEmployee(db: Database, employeeId: number): Promise<number | undefined> {
  return (await db.selectFrom('accounts').select('id').where('employee_id', '=', employeeId).executeTakeFirst())?.id;
}

/** The account with this username or employee code, ignoring case (the sign-in rule). */
export async function accountIdByIdentifier(db: Database, field: 'username' | 'employeeCode', value: string): Promise<number | undefined> {
  const where = field === 'username' ? sql`lower(username)` : sql`upper(employee_code)`;
  const key = field === 'username' ? value.toLowerCase() : value.toUpperCase();
  return (await db.selectFrom('accounts').select('id').where(where, '=', key).executeTakeFirst())?.id;
}

export async function insertAccount(db: Database, row: Insertable<AccountsTable>): Promise<number> {
  return (await db.insertInto('accounts').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Changes an account; `revokeSessions` ends its sessions (their tokens carry the old session version). */
export async function updateAccountRow(db: Database, id: number, set: Updateable<AccountsTable>, revokeSessions = false): Promise<boolean> {
  const row = await db.updateTable('accounts').where('id', '=', id)
    .set((eb) => ({ ...set, ...(revokeSessions ? { session_version: eb('session_version', '+', 1) } : {}) }))
    .returning('session_version').executeTakeFirst();
  return !!row;
}

/** Sets the caller's own new password and ends the other sessions; returns the new session version. */
export async function setOwnPassword(db: Database, id: number, passwordHash: string, now: Date): Promise<number> {
  const updated = await db.updateTable('accounts').where('id', '=', id).set((eb) => ({
    password_hash: passwordHash, credentials_expired: false, password_changed_at: now,
    session_version: eb('session_version', '+', 1),
  })).returning('session_version').executeTakeFirstOrThrow();
  return updated.session_version;
}

export async function deleteAccountRow(db: Database, id: number): Promise<boolean> {
  const deleted = await db.deleteFrom('accounts').where('id', '=', id).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** The employee of an account, joined as the employee lists show it. */
export function findEmployeeOfAccount(db: Database, accountId: number) {
  return selectEmployees(db).where('ac.id', '=', accountId).executeTakeFirst();
}
