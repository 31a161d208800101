export interface PermissionDto { id: number; authority: string }

/** `RoleDto` of the REST API (`GET /roles`). */
export interface RoleDto {
  id: number;
  name: string;
  description: string | null;
  builtIn: boolean;
  accountCount: number;
  permissions: PermissionDto[];
}
