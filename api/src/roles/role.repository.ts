import { sql } from 'kysely';
import { ROLE_IDS, VENDOR_AUTHORITIES } from '../../../domain/index.ts';
import type { Database } from '../platform/db/database.ts';

export function selectRoles(db: Database) {
  return db.selectFrom('roles as r').select([
    'r.id', 'r.name', 'r.description', 'r.built_in',
    sql<{ id: number; authority: string }[]>`coalesce((select json_agg(json_build_object('id', p.id, 'authority', p.authority)
      order by p.authority) from role_permissions rp join permissions p on p.id = rp.permission_id
      where rp.role_id = r.id), '[]'::json)`.as('permissions'),
    sql<number>`(select count(*)::int from account_roles ar where ar.role_id = r.id)`.as('account_count'),
  ]);
}

export type RoleRow = Awaited<ReturnType<ReturnType<typeof selectRoles>['executeTakeFirstOrThrow']>>;

export async function permissionIdsFor(db: Database, authorities: string[]) {
  if (!authorities.length) return new Map<string, number>();
  const rows = await db.selectFrom('permissions').select(['id', 'authority']).where('authority', 'in', authorities).execute();
  return new Map(rows.map((r) => [r.authority, r.id]));
}

export async function setRolePermissions(db: Database, roleId: number, permissionIds: number[]) {
  await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  if (permissionIds.length) {
    await db.insertInto('role_permissions').values(permissionIds.map((permission_id) => ({ role_id: roleId, permission_id }))).execute();
  }
}

/**
 * The lock every change of who administers the company takes first (role authorities, role membership, account state,
 * account and employee deletion): a row lock on the ADMIN role, so those transactions run one after the other and
 * each one's last-administrator check sees what the previous one committed. `FOR NO KEY UPDATE` leaves plain
 * inserts into account_roles (which key-share the role row) unblocked.
 */
export async function lockAccessControl(db: Database): Promise<void> {
  await db.selectFrom('roles').select('id').where('id', '=', ROLE_IDS.ADMIN).forNoKeyUpdate().execute();
}

/** The authorities an account holds now, or none when it cannot act (disabled, expired, locked by an admin). */
export async function activeAuthoritiesOf(db: Database, accountId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('accounts as a')
    .innerJoin('account_roles as ar', 'ar.account_id', 'a.id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'ar.role_id')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .where('a.id', '=', accountId).where('a.enabled', '=', true).where('a.expired', '=', false).where('a.manually_locked', '=', false)
    .select('p.authority').distinct().execute();
  return new Set(rows.map((r) => r.authority));
}

/** Roles that make their holders super administrators: SUPER_ADMIN itself and any role holding a vendor authority. */
export async function vendorRoleIds(db: Database): Promise<Set<number>> {
  const rows = await db.selectFrom('roles as r').select('r.id')
    .where((eb) => eb.or([
      eb('r.id', '=', ROLE_IDS.SUPER_ADMIN),
      eb.exists(eb.selectFrom('role_permissions as rp').innerJoin('permissions as p', 'p.id', 'rp.permission_id')
        .whereRef('rp.role_id', '=', 'r.id').where('p.authority', 'in', [...VENDOR_AUTHORITIES]).select('rp.role_id')),
    ])).execute();
  return new Set(rows.map((r) => r.id));
}

/** Which of the accounts hold one of the roles. */
export async function accountsHoldingRoles(db: Database, accountIds: number[], roleIds: Iterable<number>): Promise<Set<number>> {
  const roles = [...roleIds];
  if (!accountIds.length || !roles.length) return new Set();
  const rows = await db.selectFrom('account_roles').select('account_id').distinct()
    .where('account_id', 'in', accountIds).where('role_id', 'in', roles).execute();
  return new Set(rows.map((r) => r.account_id));
}

/** The accounts holding a role. */
export async function holdersOf(db: Database, roleId: number): Promise<number[]> {
  const rows = await db.selectFrom('account_roles').select('account_id').where('role_id', '=', roleId).execute();
  return rows.map((r) => r.account_id);
}

/** The roles, or those of `ids`, by id. */
export function listRoles(db: Database, ids?: number[]) {
  let query = selectRoles(db);
  if (ids) query = query.where('r.id', 'in', ids);
  return query.orderBy('r.id').execute();
}

export function findRole(db: Database, id: number) {
  return selectRoles(db).where('r.id', '=', id).executeTakeFirst();
}

export function findRoleRow(db: Database, id: number) {
  return db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The role with this name, ignoring case. */
export async function roleIdByName(db: Database, name: string): Promise<number | undefined> {
  return (await db.selectFrom('roles').select('id').where(sql`upper(name)`, '=', name.toUpperCase()).executeTakeFirst())?.id;
}

export async function insertRole(db: Database, role: { name: string; description: string | null }): Promise<number> {
  return (await db.insertInto('roles').values(role).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateRoleRow(db: Database, id: number, set: { name?: string; description?: string | null }): Promise<void> {
  await db.updateTable('roles').where('id', '=', id).set(set).execute();
}

export async function deleteRoleRow(db: Database, id: number): Promise<void> {
  await db.deleteFrom('roles').where('id', '=', id).execute();
}

/** Which of the accounts exist. */
export async function existingAccountIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  return new Set((await db.selectFrom('accounts').select('id').where('id', 'in', ids).execute()).map((a) => a.id));
}

/** Takes the role from `removed` and gives it to `added`. */
export async function changeRoleHolders(db: Database, roleId: number, added: number[], removed: number[]): Promise<void> {
  if (removed.length) await db.deleteFrom('account_roles').where('role_id', '=', roleId).where('account_id', 'in', removed).execute();
  if (added.length) {
    await db.insertInto('account_roles').values(added.map((account_id) => ({ account_id, role_id: roleId })))
      .onConflict((c) => c.columns(['account_id', 'role_id']).doNothing()).execute();
  }
}

/** Every authority the product knows, or those of `ids`. */
export function listPermissions(db: Database, ids?: number[]) {
  let query = db.selectFrom('permissions').select(['id', 'authority']);
  if (ids) query = query.where('id', 'in', ids);
  return query.orderBy('authority').execute();
}

/** The authorities an employee holds through the roles of their account. */
export function permissionsOfEmployee(db: Database, employeeId: number) {
  return db.selectFrom('accounts as a')
    .innerJoin('account_roles as ar', 'ar.account_id', 'a.id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'ar.role_id')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .where('a.employee_id', '=', employeeId)
    .select(['p.id', 'p.authority']).distinct().orderBy('p.authority').execute();
}
