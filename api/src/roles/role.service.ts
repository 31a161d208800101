import { authority, forbiddenForReadOnly, isVendorAuthority, ROLE_IDS, VENDOR_AUTHORITIES } from '../../../domain/index.ts';
import type { Principal } from '../platform/auth/principal.ts';
import type { Database } from '../platform/db/database.ts';
import { conflict, fieldError, notFound } from '../platform/errors.ts';
import { assertAdminsRemain } from '../accounts/account.service.ts';
import { guardAccessChange, type AccessGuard } from './access-guard.ts';
import {
  changeRoleHolders, deleteRoleRow, existingAccountIds, findRole, findRoleRow, holdersOf, insertRole, permissionIdsFor, roleIdByName,
  setRolePermissions, updateRoleRow, type RoleRow,
} from './role.repository.ts';
import { RoleErrors } from './role.errors.ts';

const ROLES_WRITE = authority('ROLES', 'WRITE');

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
  if (roleId === ROLE_IDS.SUPER_ADMIN) {
    const missing = VENDOR_AUTHORITIES.find((a) => !unique.includes(a));
    if (missing) throw fieldError('permissions', `the super administrator role must keep ${missing}`);
  }
  return unique.map((a) => ids.get(a)!);
}

/** Vendor authorities are granted by a super administrator only, so an admin cannot make itself one through a role. */
function checkVendorAuthorities(guard: AccessGuard, authorities: string[]) {
  const vendor = authorities.findIndex(isVendorAuthority);
  if (vendor >= 0) guard.requireVendor(`grant ${authorities[vendor]}`, `permissions[${vendor}]`);
}

async function assertNameFree(db: Database, name: string, exceptId?: number) {
  const other = await roleIdByName(db, name);
  if (other !== undefined && other !== exceptId) throw conflict('A role with this name exists', RoleErrors.ROLE_NAME_TAKEN, [{ field: 'name', message: 'is taken' }]);
}

export async function getRole(db: Database, id: number) {
  const row = await findRole(db, id);
  if (!row) throw notFound('Role');
  return toRoleDto(row);
}

/** Creates a role, in the route's transaction. */
export async function createRole(trx: Database, caller: Principal, input: Required<Pick<RoleInput, 'name'>> & RoleInput) {
  const guard = await guardAccessChange(trx, caller, ROLES_WRITE);
  await assertNameFree(trx, input.name);
  const permissionIds = await resolvePermissions(trx, null, input.permissions ?? []);
  checkVendorAuthorities(guard, input.permissions ?? []);
  const id = await insertRole(trx, { name: input.name.trim(), description: input.description ?? null });
  await setRolePermissions(trx, id, permissionIds);
  return getRole(trx, id);
}

/** Edits a role, in the route's transaction. */
export async function updateRole(trx: Database, caller: Principal, id: number, input: RoleInput) {
  const guard = await guardAccessChange(trx, caller, ROLES_WRITE);
  const role = await findRoleRow(trx, id);
  if (!role) throw notFound('Role');
  // The super administrator's roles (and their vendor authorities) are the vendor's to change, in any way.
  if (guard.vendorRoles.has(id)) guard.requireVendor('change a super-administrator role');
  if (input.name !== undefined && input.name.trim() !== role.name) {
    if (role.built_in) throw fieldError('name', 'a built-in role keeps its name');
    await assertNameFree(trx, input.name, id);
  }
  if (input.permissions) checkVendorAuthorities(guard, input.permissions);
  if (input.name !== undefined || input.description !== undefined) {
    await updateRoleRow(trx, id, {
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
    });
  }
  if (input.permissions) {
    await setRolePermissions(trx, id, await resolvePermissions(trx, id, input.permissions));
    await assertAdminsRemain(trx, guard);
  }
}

/** Deletes a custom role nobody holds, in the route's transaction. */
export async function deleteRole(trx: Database, caller: Principal, id: number) {
  const guard = await guardAccessChange(trx, caller, ROLES_WRITE);
  const role = await findRole(trx, id);
  if (!role) throw notFound('Role');
  if (role.built_in) throw conflict('A built-in role cannot be deleted', RoleErrors.BUILT_IN_ROLE);
  if (guard.vendorRoles.has(id)) guard.requireVendor('delete a super-administrator role');
  if (role.account_count > 0) throw conflict(`The role is held by ${role.account_count} account(s); reassign them first`, RoleErrors.ROLE_IN_USE);
  await deleteRoleRow(trx, id);
}

/**
 * PUT semantics: exactly the listed accounts hold the role afterwards. Whoever is added or removed is checked:
 * only a super administrator changes who holds a super-administrator role, or changes the roles of a super
 * administrator's account (an admin may neither promote itself nor demote the vendor). In the route's transaction.
 */
export async function setRoleAccounts(trx: Database, caller: Principal, roleId: number, accountIds: number[]) {
  const guard = await guardAccessChange(trx, caller, ROLES_WRITE);
  const role = await findRoleRow(trx, roleId);
  if (!role) throw notFound('Role');
  const unique = [...new Set(accountIds)];
  if (unique.length) {
    const found = await existingAccountIds(trx, unique);
    const missing = accountIds.findIndex((a) => !found.has(a));
    if (missing >= 0) throw fieldError(`accountIds[${missing}]`, 'is not a known account');
  }
  const current = new Set(await holdersOf(trx, roleId));
  const wanted = new Set(unique);
  const added = unique.filter((a) => !current.has(a));
  const removed = [...current].filter((a) => !wanted.has(a));
  const fieldOf = (accountId: number) => (wanted.has(accountId) ? `accountIds[${accountIds.indexOf(accountId)}]` : 'accountIds');
  if (guard.vendorRoles.has(roleId)) {
    const changed = [...added, ...removed];
    if (changed.length) guard.requireVendor('change who holds a super-administrator role', fieldOf(changed[0]));
  }
  await guard.protectVendorAccounts([...added, ...removed], 'change the roles of a super administrator', fieldOf);
  await changeRoleHolders(trx, roleId, added, removed);
  await assertAdminsRemain(trx, guard);
}
