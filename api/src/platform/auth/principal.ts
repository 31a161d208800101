import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { PREPARED } from '../db/prepared.ts';

/** Who is calling: read in one query, then kept by `PrincipalCache` until a change to it is announced (migration 0008). */
export interface Principal {
  accountId: number;
  employeeId: number | null;
  roles: string[];
  authorities: ReadonlySet<string>;
  /** the same authorities as permission rows, sorted by authority (`GET /permissions/{own employee}/employee`) */
  permissions: readonly { id: number; authority: string }[];
  enabledModules: ReadonlySet<string>;
  /** departments whose manager the caller is */
  managedDepartmentIds: number[];
  /** department the caller's employee belongs to */
  departmentId: number | null;
  state: AccountState;
  /** the last day of the caller's employment (YYYY-MM-DD), or null: from the day after, every request is refused */
  employmentEndDate: string | null;
  sessionVersion: number;
  /** set when the account is an API token's service account (migration 0024): it signs in with that token only */
  apiToken?: ApiTokenState | null;
}

/** What decides whether an API token still works, read with its service account's principal. */
export interface ApiTokenState {
  id: number;
  expiresAt: Date;
  revoked: boolean;
}

export type AccountState = 'OK' | 'DISABLED' | 'EXPIRED' | 'EMPLOYMENT_ENDED' | 'LOCKED' | 'CREDENTIALS_EXPIRED';

/** Code and message for an account that may not be used, at sign-in and on every request. */
export const ACCOUNT_REFUSALS = {
  DISABLED: ['ACCOUNT_DISABLED', 'This account is disabled. Contact your administrator.'],
  EXPIRED: ['ACCOUNT_EXPIRED', 'This account has expired. Contact your administrator.'],
  EMPLOYMENT_ENDED: ['EMPLOYMENT_ENDED', 'Your employment has ended, so this account can no longer be used. Contact your administrator.'],
  LOCKED: ['ACCOUNT_LOCKED', 'This account is locked. Try again later or contact your administrator.'],
  CREDENTIALS_EXPIRED: ['CREDENTIALS_EXPIRED', 'Your password has expired. Reset it with "Forgot password".'],
} as const;

export interface AccountFlags {
  enabled: boolean;
  expired: boolean;
  manually_locked: boolean;
  locked_until: Date | null;
  credentials_expired: boolean;
  /** the end date of the account's employee, if any (YYYY-MM-DD) */
  employment_end_date?: string | null;
}

/** Core §4: an employee whose end date has passed counts as disabled (the end date itself is still a working day). */
export const employmentEnded = (endDate: string | null | undefined, now: Date) => !!endDate && endDate < now.toISOString().slice(0, 10);

export function accountState(a: AccountFlags, now = new Date()): AccountState {
  if (!a.enabled) return 'DISABLED';
  if (a.expired) return 'EXPIRED';
  if (employmentEnded(a.employment_end_date, now)) return 'EMPLOYMENT_ENDED';
  if (a.manually_locked || (a.locked_until && a.locked_until > now)) return 'LOCKED';
  if (a.credentials_expired) return 'CREDENTIALS_EXPIRED';
  return 'OK';
}

export async function loadPrincipal(db: Database, accountId: number): Promise<Principal | null> {
  const row = await db
    .selectFrom('accounts as a')
    .leftJoin('employees as e', 'e.id', 'a.employee_id')
    .leftJoin('api_tokens as t', 't.account_id', 'a.id')
    .where('a.id', '=', accountId)
    .select([
      'a.id', 'a.employee_id', 'a.enabled', 'a.expired', 'a.manually_locked', 'a.locked_until',
      'a.credentials_expired', 'a.session_version', 'e.department_id', 'e.end_date',
      't.id as token_id', 't.expires_at as token_expires_at', 't.revoked_at as token_revoked_at',
      sql<string[]>`array(select r.name from account_roles ar join roles r on r.id = ar.role_id
        where ar.account_id = a.id order by r.id)`.as('roles'),
      sql<{ id: number; authority: string }[] | string>`coalesce((select json_agg(json_build_object('id', q.id, 'authority', q.authority)
        order by q.authority) from (select distinct p.id, p.authority from account_roles ar
        join role_permissions rp on rp.role_id = ar.role_id
        join permissions p on p.id = rp.permission_id where ar.account_id = a.id) q), '[]'::json)`.as('permissions'),
      sql<string[]>`array(select m.code from modules m where m.enabled)`.as('modules'),
      sql<number[]>`array(select dm.department_id from department_managers dm
        where dm.employee_id = a.employee_id order by dm.department_id)`.as('managed'),
    ])
    .modifyEnd(PREPARED)
    .executeTakeFirst();
  if (!row) return null;
  const permissions = typeof row.permissions === 'string' ? JSON.parse(row.permissions) as { id: number; authority: string }[] : row.permissions;
  return {
    accountId: row.id,
    employeeId: row.employee_id,
    roles: row.roles,
    authorities: new Set(permissions.map((p) => p.authority)),
    permissions,
    enabledModules: new Set(row.modules),
    managedDepartmentIds: row.managed,
    departmentId: row.department_id,
    // A lock from failed sign-ins stops guessing, not the owner's open sessions: otherwise a guesser could sign
    // anyone out at will. An administrator's lock (manually_locked) does end them.
    state: accountState({ ...row, locked_until: null }),
    employmentEndDate: row.end_date,
    sessionVersion: row.session_version,
    apiToken: row.token_id === null ? null
      : { id: row.token_id, expiresAt: new Date(row.token_expires_at!), revoked: row.token_revoked_at !== null },
  };
}
