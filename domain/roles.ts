/** The six built-in roles of the specification (core §6), with fixed ids. */
export const ROLES = ['ADMIN', 'SUPER_ADMIN', 'DEPARTMENT_MANAGER', 'TEAM_LEADER', 'EMPLOYEE', 'READ_ONLY'] as const;
export type RoleName = (typeof ROLES)[number];

export const ROLE_IDS: Record<RoleName, number> = {
  EMPLOYEE: 1,
  TEAM_LEADER: 2,
  DEPARTMENT_MANAGER: 3,
  ADMIN: 4,
  SUPER_ADMIN: 5,
  READ_ONLY: 6,
};

export const ROLE_LABELS: Record<RoleName, string> = {
  ADMIN: 'Admin',
  SUPER_ADMIN: 'Super Admin',
  DEPARTMENT_MANAGER: 'Dep. Manager',
  TEAM_LEADER: 'Team Leader',
  EMPLOYEE: 'Employee',
  READ_ONLY: 'Read Only',
};

export function isRoleName(value: string): value is RoleName {
  return (ROLES as readonly string[]).includes(value);
}

/** Home path by role (core §2): admin `/`, department manager `/dep-dashboard`, others `/my-dashboard`. */
export function homePath(roles: readonly string[]): string {
  if (roles.includes('ADMIN') || roles.includes('SUPER_ADMIN')) return '/';
  if (roles.includes('DEPARTMENT_MANAGER')) return '/dep-dashboard';
  return '/my-dashboard';
}
