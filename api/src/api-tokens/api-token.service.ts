import { authority } from '../../../domain/index.ts';
import { administersAccess, generateApiToken } from '../platform/auth/api-token-auth.ts';
import type { Principal } from '../platform/auth/principal.ts';
import type { Database } from '../platform/db/database.ts';
import { ApiError, fieldError, forbidden, notFound } from '../platform/errors.ts';
import { guardAccessChange } from '../roles/access-guard.ts';
import { ApiTokenErrors } from './api-token.errors.ts';
import {
  apiTokenRows, findApiTokenForUpdate, findRoleWithAuthorities, insertApiToken, insertServiceAccount, revokeApiToken,
  type ApiTokenRow,
} from './api-token.repository.ts';

/** The longest a token may live: a year, and a day for a leap year (docs/decisions.md). */
export const API_TOKEN_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

export type ApiTokenStatus = 'ACTIVE' | 'EXPIRED' | 'REVOKED';

export interface ApiTokenDto {
  id: number;
  name: string;
  prefix: string;
  roleId: number | null;
  roleName: string | null;
  accountId: number;
  createdById: number | null;
  createdByName: string | null;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  status: ApiTokenStatus;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toApiTokenDto(r: ApiTokenRow, now: Date): ApiTokenDto {
  const expiresAt = new Date(r.expires_at);
  return {
    id: r.id, name: r.name, prefix: r.prefix, roleId: r.role_id, roleName: r.role_name, accountId: r.account_id,
    createdById: r.created_by, createdByName: r.created_by_name, createdAt: iso(r.created_at)!, expiresAt: expiresAt.toISOString(),
    lastUsedAt: iso(r.last_used_at), revokedAt: iso(r.revoked_at),
    status: r.revoked_at ? 'REVOKED' : expiresAt <= now ? 'EXPIRED' : 'ACTIVE',
  };
}

/** A token cannot manage tokens: an integrator's credential must not mint or revoke others. */
function assertPerson(caller: Principal): void {
  if (caller.apiToken) throw forbidden();
}

export async function listApiTokens(db: Database, caller: Principal, now: Date, ids?: number[]): Promise<ApiTokenDto[]> {
  assertPerson(caller);
  return (await apiTokenRows(db, ids)).map((r) => toApiTokenDto(r, now));
}

export async function getApiToken(db: Database, caller: Principal, id: number, now: Date): Promise<ApiTokenDto> {
  const [row] = await listApiTokens(db, caller, now, [id]);
  if (!row) throw notFound('API token');
  return row;
}

export interface CreateApiTokenInput { name: string; roleId: number; expiresAt: string }

/** Creates the token and its service account; the secret is in this answer only. */
export async function createApiToken(db: Database, caller: Principal, input: CreateApiTokenInput, now: Date) {
  assertPerson(caller);
  const expiresAt = new Date(input.expiresAt);
  if (expiresAt.getTime() <= now.getTime()) throw fieldError('expiresAt', 'must be in the future');
  if (expiresAt.getTime() > now.getTime() + API_TOKEN_MAX_DAYS * DAY_MS) throw fieldError('expiresAt', `must be at most ${API_TOKEN_MAX_DAYS} days away`);
  // Issuing a credential is a change of who may do what: under the access-control lock, with the caller's rights re-read.
  await guardAccessChange(db, caller, authority('ACCOUNTS', 'WRITE'));
  const role = await findRoleWithAuthorities(db, input.roleId);
  if (!role) throw fieldError('roleId', 'no such role');
  // Whoever holds the token must not be able to hand out access.
  if (administersAccess(role.authorities)) {
    throw new ApiError(400, ApiTokenErrors.API_TOKEN_ROLE_NOT_ALLOWED,
      'An API token cannot hold a role that administers accounts, roles or modules', [{ field: 'roleId', message: 'administers access' }]);
  }
  const secret = generateApiToken();
  const accountId = await insertServiceAccount(db, `api-token:${secret.prefix}`, role.id);
  const id = await insertApiToken(db, { name: input.name.trim(), accountId, prefix: secret.prefix, hash: secret.hash, createdBy: caller.accountId, expiresAt });
  const [row] = await apiTokenRows(db, [id]);
  return { token: toApiTokenDto(row, now), secret: secret.token };
}

/** Revokes a token at once (already revoked: nothing to do). */
export async function revokeToken(db: Database, caller: Principal, id: number, now: Date): Promise<void> {
  assertPerson(caller);
  const token = await findApiTokenForUpdate(db, id);
  if (!token) throw notFound('API token');
  if (token.revoked_at) return;
  await revokeApiToken(db, id, token.account_id, caller.accountId, now);
}
