import { sql } from 'kysely';
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
