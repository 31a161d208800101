import type { Generated } from '../platform/db/column-types.ts';

export interface RolesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  built_in: Generated<boolean>;
}

export interface PermissionsTable {
  id: Generated<number>;
  authority: string;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface RoleTables {
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
}
