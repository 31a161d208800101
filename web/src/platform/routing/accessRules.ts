import type { ModuleCode } from '../../../../domain/modules.ts';
import type { RoleName } from '../../../../domain/roles.ts';
import type { AccessRule } from './decideAccess.ts';

/** Admin pages: administrators, and the read-only consultant, who reads everything (core §6). */
const COMPANY_ROLES: readonly RoleName[] = ['ADMIN', 'SUPER_ADMIN', 'READ_ONLY'];

export const company = (resource: string, module?: ModuleCode): AccessRule => ({ roles: COMPANY_ROLES, anyAuthority: [`${resource}_READ`], module });
export const dep = (resource: string, module?: ModuleCode): AccessRule => ({ anyAuthority: [`DEP_${resource}_READ`], module });
export const my = (resource: string, module?: ModuleCode): AccessRule => ({ anyAuthority: [`MY_${resource}_READ`], module });
export const signedIn: AccessRule = {};
export const admins: AccessRule = { roles: ['ADMIN', 'SUPER_ADMIN'] };
/** Create and edit screens: admins holding the resource's write authority (never the read-only consultant). */
export const companyWrite = (resource: string): AccessRule => ({ roles: ['ADMIN', 'SUPER_ADMIN'], anyAuthority: [`${resource}_WRITE`] });
export const reports = (opts: { module?: ModuleCode; companyOnly?: boolean } = {}): AccessRule => ({
  // A department manager's _DEPARTMENTS variants map to the base report, except cost centers and schedule maps.
  anyAuthority: opts.companyOnly ? ['REPORTS_READ'] : ['REPORTS_READ', 'DEP_REPORTS_READ'],
  module: opts.module,
});
