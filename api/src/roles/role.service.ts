import { sql } from 'kysely';
import { authority, forbiddenForReadOnly, ROLE_IDS } from '../../../domain/index.ts';
import type { AppContext } from '../platform/context.ts';
import type { Database } from '../platform/db/database.ts';
import { conflict, fieldError, notFound } from '../platform/errors.ts';
import { assertAdminsRemain } from '../accounts/account.service.ts';
import { permissionIdsFor, selectRoles, setRolePermissions, type RoleRow } from './role.repository.ts';

export interface RoleInput { name?: string; description?: string | null; permissions?: string[] }

export function toRoleDto(r: RoleRow) {
  return {
    id: r.id, name: r.name, description: r.description, builtIn: r.built_in, accountCount: r.account_count,
    permissions: r.permissions,
  };
}

/** Authorities the administrator roles keep, so nobody locks the company out of its own settings. */
const ADMIN_CORE = [authority('ROLES', 'READ'), authority('ROLES', 'WRITE'), authority('ACCOUNTS', 'READ'), authority('ACCOUNTS', 'WRITE')];

async function resolvePermissions(db: Database, roleId: number | null, authorities: string[]): Promise<number[]> {
  const unique = [...new Set(authorities)];
  const ids = await permissionIdsFor(db, unique);
  unique.forEach((a, i) => { if (!ids.has(a)) throw fieldError(`permissions[${i}]`, `"${a}" is not a known authority`); });
  if (roleId === ROLE_IDS.READ_ONLY) {
    const bad = unique.findIndex(forbiddenForReadOnly);
    if (bad >= 0) throw fieldError(`permissions[${bad}]`, 'the read-only role cannot be given write permissions');
  }
  if (roleId === ROLE_IDS.ADMIN || roleId === ROLE_IDS.SUPER_ADMIN) {
    const missing = ADMIN_CORE.find((a) => !unique.includes(a));
    if (missing) throw fieldError('permissions', `the administrator roles must keep ${missing}`);
  }
  return unique.map((a) => ids.get(a)!);
}

async function assertNameFree(db: Database, name: string, exceptId?: number) {
  const other = await db.selectFrom('roles').select('id').where(sql`upper(name)`, '=', name.toUpperCase()).executeTakeFirst();
  if (other && other.id !== exceptId) throw conflict('A role with this name exists', 'ROLE_NAME_TAKEN', [{ field: 'name', message: 'is taken' }]);
}

export async function getRole(db: Database, id: number) {
  const row = await selectRoles(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Role');
  return toRoleDto(row);
}

export async function createRole(ctx: AppContext, input: Required<Pick<RoleInput, 'name'>> & RoleInput) {
  return ctx.db.transaction().execute(async (trx) => {
    await assertNameFree(trx, input.name);
    const permissionIds = await resolvePermissions(trx, null, input.permissions ?? []);
    const { id } = await trx.insertInto('roles').values({ name: input.name.trim(), description: input.description ?? null })
      .returning('id').executeTakeFirstOrThrow();
    await setRolePermissions(trx, id, permissionIds);
    return getRole(trx, id);
  });
}

export async function updateRole(ctx: AppContext, id: number, input: RoleInput) {
  await ctx.db.transaction().execute(async (trx) => {
    const role = await trx.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
    if (!role) throw notFound('Role');
    if (input.name !== undefined && input.name.trim() !== role.name) {
      if (role.built_in) throw fieldError('name', 'a built-in role keeps its name');
      await assertNameFree(trx, input.name, id);
    }
    if (input.name !== undefined || input.description !== undefined) {
      await trx.updateTable('roles').where('id', '=', id).set({
        ...(input.name !== undefined ? { name: input.name.trim() } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
      }).execute();
    }
    if (input.permissions) {
      await setRolePermissions(trx, id, await resolvePermissions(trx, id, input.permissions));
      await assertAdminsRemain(trx);
    }
  });
}

export async function deleteRole(ctx: AppContext, id: number) {
  const role = await selectRoles(ctx.db).where('r.id', '=', id).executeTakeFirst();
  if (!role) throw notFound('Role');
  if (role.built_in) throw conflict('A built-in role cannot be deleted', 'BUILT_IN_ROLE');
  if (role.account_count > 0) throw conflict(`The role is held by ${role.account_count} account(s); reassign them first`, 'ROLE_IN_USE');
  await ctx.db.deleteFrom('roles').where('id', '=', id).execute();
}

/** PUT semantics: exactly the listed accounts hold the role afterwards. */
export async function setRoleAccounts(ctx: AppContext, roleId: number, accountIds: number[]) {
  await ctx.db.transaction().execute(async (trx) => {
    const role = await trx.selectFrom('roles').select('id').where('id', '=', roleId).executeTakeFirst();
    if (!role) throw notFound('Role');
    const unique = [...new Set(accountIds)];
    if (unique.length) {
      const found = new Set((await trx.selectFrom('accounts').select('id').where('id', 'in', unique).execute()).map((a) => a.id));
      const missing = accountIds.findIndex((a) => !found.has(a));
      if (missing >= 0) throw fieldError(`accountIds[${missing}]`, 'is not a known account');
    }
    let removal = trx.deleteFrom('account_roles').where('role_id', '=', roleId);
    if (unique.length) removal = removal.where('account_id', 'not in', unique);
    await removal.execute();
    if (unique.length) {
      await trx.insertInto('account_roles').values(unique.map((account_id) => ({ account_id, role_id: roleId })))
        .onConflict((c) => c.columns(['account_id', 'role_id']).doNothing()).execute();
    }
    await assertAdminsRemain(trx);
  });
}
