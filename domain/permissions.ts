/**
 * The permission matrix (core §6), shared by the API (which enforces it) and the gateway (which mirrors it).
 *
 * An authority names a resource, a scope and an action. The scope prefix mirrors the route variants of the
 * specification: `EMPLOYEES_READ` is company-wide, `DEP_EMPLOYEES_READ` covers the departments the caller
 * manages, `MY_EMPLOYEES_READ` only the caller's own data. Roles hold authorities in the database and admins
 * may edit them; this file gives the defaults and the catalogue.
 */
import type { RoleName } from './roles.ts';

export const RESOURCES = [
  'ACCOUNTS', 'ROLES', 'COMPANY', 'MODULES', 'EMPLOYEES', 'DEPARTMENTS', 'CONTRACT_TYPES', 'HOLIDAYS',
  'INSURANCE', 'CLOCKS', 'INCONSISTENCIES', 'ABSENCES', 'ABSENCE_TYPES', 'SCHEDULES', 'POLICIES',
  'DOCUMENTS', 'DOCUMENT_TYPES', 'SITES', 'SHIFTS', 'COST_CENTERS', 'ALLOWANCES', 'CAMPAIGNS',
  'MASTER_DATA', 'REPORTS',
] as const;
export type Resource = (typeof RESOURCES)[number];
export type Action = 'READ' | 'WRITE';
/** Ordered from widest to narrowest. */
export type Scope = 'COMPANY' | 'DEPARTMENT' | 'OWN';

export const FEATURE_AUTHORITIES = [
  'FEATURE_CLOCK', 'FEATURE_DIGITAL_ARCHIVE', 'FEATURE_COST_CENTER', 'FEATURE_ADVANCED_SHIFTS',
  'FEATURE_CAMPAIGN', 'FEATURE_ALLOWANCE',
] as const;

const SCOPE_PREFIX: Record<Scope, string> = { COMPANY: '', DEPARTMENT: 'DEP_', OWN: 'MY_' };

export function authority(resource: Resource, action: Action, scope: Scope = 'COMPANY'): string {
  return `${SCOPE_PREFIX[scope]}${resource}_${action}`;
}

/** Resources that have department-scoped and own-data variants. */
const DEP_RESOURCES: readonly Resource[] = [
  'EMPLOYEES', 'DEPARTMENTS', 'CLOCKS', 'INCONSISTENCIES', 'ABSENCES', 'SCHEDULES', 'SHIFTS', 'COST_CENTERS',
  'DOCUMENTS', 'ALLOWANCES', 'REPORTS',
];
const MY_RESOURCES: readonly Resource[] = [
  'ACCOUNTS', 'EMPLOYEES', 'CLOCKS', 'INCONSISTENCIES', 'ABSENCES', 'SCHEDULES', 'DOCUMENTS', 'ALLOWANCES',
  'COST_CENTERS',
];

/** Every authority the product knows. */
export const ALL_AUTHORITIES: readonly string[] = [
  ...RESOURCES.flatMap((r) => [authority(r, 'READ'), authority(r, 'WRITE')]),
  ...DEP_RESOURCES.flatMap((r) => [authority(r, 'READ', 'DEPARTMENT'), authority(r, 'WRITE', 'DEPARTMENT')]),
  ...MY_RESOURCES.flatMap((r) => [authority(r, 'READ', 'OWN'), authority(r, 'WRITE', 'OWN')]),
  ...FEATURE_AUTHORITIES,
];

export function isWriteAuthority(a: string): boolean {
  return a.endsWith('_WRITE');
}

/** Reference data every signed-in role may read (needed to fill forms and calendars). */
const REFERENCE_READS = ['HOLIDAYS', 'CONTRACT_TYPES', 'ABSENCE_TYPES', 'DOCUMENT_TYPES', 'POLICIES'] as const;

const own = (rs: readonly Resource[], actions: readonly Action[]) =>
  rs.flatMap((r) => actions.map((a) => authority(r, a, 'OWN')));
const dep = (rs: readonly Resource[], actions: readonly Action[]) =>
  rs.flatMap((r) => actions.map((a) => authority(r, a, 'DEPARTMENT')));

const EMPLOYEE_DEFAULTS = [
  ...own(['ACCOUNTS', 'EMPLOYEES', 'CLOCKS', 'ABSENCES', 'INCONSISTENCIES', 'SCHEDULES', 'DOCUMENTS', 'ALLOWANCES',
    'COST_CENTERS'], ['READ']),
  ...own(['ACCOUNTS', 'CLOCKS', 'ABSENCES', 'INCONSISTENCIES', 'DOCUMENTS'], ['WRITE']),
  ...REFERENCE_READS.map((r) => authority(r, 'READ')),
  ...FEATURE_AUTHORITIES,
];

const ADMIN_DEFAULTS = [
  ...RESOURCES.filter((r) => r !== 'MODULES').flatMap((r) => [authority(r, 'READ'), authority(r, 'WRITE')]),
  authority('MODULES', 'READ'),
  ...own(MY_RESOURCES, ['READ', 'WRITE']),
  ...FEATURE_AUTHORITIES,
];

export const DEFAULT_ROLE_AUTHORITIES: Record<RoleName, readonly string[]> = {
  SUPER_ADMIN: [...ADMIN_DEFAULTS, authority('MODULES', 'WRITE')],
  ADMIN: ADMIN_DEFAULTS,
  DEPARTMENT_MANAGER: [
    ...EMPLOYEE_DEFAULTS,
    ...dep(['EMPLOYEES', 'DEPARTMENTS', 'SCHEDULES', 'REPORTS', 'DOCUMENTS', 'ALLOWANCES'], ['READ']),
    ...dep(['CLOCKS', 'INCONSISTENCIES', 'ABSENCES', 'SHIFTS', 'COST_CENTERS'], ['READ', 'WRITE']),
  ],
  TEAM_LEADER: [...EMPLOYEE_DEFAULTS, ...dep(['EMPLOYEES', 'CLOCKS'], ['READ'])],
  EMPLOYEE: EMPLOYEE_DEFAULTS,
  // The consultant reads everything and writes nothing but their own password (core §6).
  READ_ONLY: [
    ...RESOURCES.map((r) => authority(r, 'READ')),
    authority('ACCOUNTS', 'READ', 'OWN'),
    authority('ACCOUNTS', 'WRITE', 'OWN'),
    ...FEATURE_AUTHORITIES,
  ],
};

/**
 * Authorities that belong to the vendor, not to the customer's administrators: switching modules and changing the
 * subscription (`MODULES_WRITE`, the only authority the super administrator holds beyond the administrator's).
 * Feature authorities are not vendor ones: every role has them, and whether a module is on is itself vendor-gated.
 * Only a super administrator (a holder of all of these) grants or withdraws them, or changes who holds the
 * SUPER_ADMIN role; the API enforces it and the gateway may mirror it to hide what an admin cannot do.
 */
export const VENDOR_AUTHORITIES: readonly string[] = [authority('MODULES', 'WRITE')];

export function isVendorAuthority(a: string): boolean {
  return VENDOR_AUTHORITIES.includes(a);
}

/** Whether these authorities are the vendor's (a super administrator's). */
export function actsForVendor(authorities: ReadonlySet<string>): boolean {
  return VENDOR_AUTHORITIES.every((a) => authorities.has(a));
}

/** Authorities the READ_ONLY role may never be given, whatever an admin edits. */
export function forbiddenForReadOnly(a: string): boolean {
  return isWriteAuthority(a) && a !== authority('ACCOUNTS', 'WRITE', 'OWN');
}

/** The widest scope a set of authorities grants for a resource and action, or null when none. */
export function scopeFor(authorities: ReadonlySet<string>, resource: Resource, action: Action): Scope | null {
  if (authorities.has(authority(resource, action, 'COMPANY'))) return 'COMPANY';
  if (authorities.has(authority(resource, action, 'DEPARTMENT'))) return 'DEPARTMENT';
  if (authorities.has(authority(resource, action, 'OWN'))) return 'OWN';
  return null;
}
