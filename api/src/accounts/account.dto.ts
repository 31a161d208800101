import { Type, type Static } from 'typebox';
import { employmentEnded } from '../platform/auth/principal.ts';
import type { AccountWithRoles } from './account.repository.ts';

export const RoleRef = Type.Object({ id: Type.Integer(), name: Type.String() });

export const AccountDto = Type.Object({
  id: Type.Integer(),
  username: Type.Union([Type.String(), Type.Null()]),
  employeeCode: Type.Union([Type.String(), Type.Null()]),
  employeeId: Type.Union([Type.Integer(), Type.Null()]),
  isEnabled: Type.Boolean(),
  isExpired: Type.Boolean(),
  isLocked: Type.Boolean(),
  isCredentialsExpired: Type.Boolean(),
  lockedUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  failedAttempts: Type.Integer(),
  identificationMethod: Type.String(),
  roles: Type.Array(RoleRef),
  lastLoginAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  invitationPending: Type.Boolean({ description: 'no password chosen yet: the invitation has not been accepted' }),
  employmentEndedOn: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
    description: 'the employee\'s end date once it has passed (core §4): the account no longer works, whatever isEnabled says',
  }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AccountDto = Static<typeof AccountDto>;

export function toAccountDto(row: AccountWithRoles, now = new Date()): AccountDto {
  const lockedByFailures = row.locked_until !== null && row.locked_until > now;
  return {
    id: row.id,
    username: row.username,
    employeeCode: row.employee_code,
    employeeId: row.employee_id,
    isEnabled: row.enabled,
    isExpired: row.expired,
    isLocked: row.manually_locked || lockedByFailures,
    isCredentialsExpired: row.credentials_expired,
    lockedUntil: lockedByFailures ? row.locked_until!.toISOString() : null,
    failedAttempts: row.failed_attempts,
    identificationMethod: row.identification_method,
    roles: row.roles,
    lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
    invitationPending: !row.password_set,
    employmentEndedOn: employmentEnded(row.employment_end_date, now) ? row.employment_end_date : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

