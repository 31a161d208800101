import { MODULE_DEFINITIONS, type ModuleCode } from '../../../../domain/modules.ts';
import type { RoleName } from '../../../../domain/roles.ts';

/** What the signed-in user may do, as the `viewer` query returns it. */
export interface ViewerAccess {
  roles: readonly string[];
  permissions: readonly string[];
  enabledModules: readonly string[];
  homePath: string;
  /** The signed-in person's employee (global id), for the my-* screens' queries; null for an account without one. */
  employeeId?: string | null;
}

export interface AccessRule {
  /** One of these roles is needed. */
  roles?: readonly RoleName[];
  /** One of these authorities is needed (domain/permissions.ts). */
  anyAuthority?: readonly string[];
  /** A feature module: enabled for the company, and the user holds its FEATURE_ permission. */
  module?: ModuleCode;
}

export type AccessDecision = 'allow' | 'notFound' | 'moduleError';

/** Core §2: a route the role may not use is a 404; a module route without the module or feature is /error. */
export function decideAccess(access: ViewerAccess, rule: AccessRule): AccessDecision {
  if (rule.roles && !rule.roles.some((r) => access.roles.includes(r))) return 'notFound';
  if (rule.anyAuthority && !rule.anyAuthority.some((a) => access.permissions.includes(a))) return 'notFound';
  if (rule.module) {
    const feature = MODULE_DEFINITIONS.find((m) => m.code === rule.module)?.feature;
    if (!access.enabledModules.includes(rule.module) || (feature && !access.permissions.includes(feature))) return 'moduleError';
  }
  return 'allow';
}
