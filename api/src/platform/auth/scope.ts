import type { Principal } from './principal.ts';

/**
 * The departments a department-scoped caller covers: those they manage, and for a team leader the
 * department they work in.
 */
export function departmentScope(p: Principal): number[] {
  const ids = new Set(p.managedDepartmentIds);
  if (p.roles.includes('TEAM_LEADER') && p.departmentId !== null) ids.add(p.departmentId);
  return [...ids];
}
