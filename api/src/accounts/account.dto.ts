import { Type, type Static } from 'typebox';
import { accountState } from '../platform/auth/principal.ts';
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
    createdAt: new Date(row.created_at).toISOString(),
  };
}

