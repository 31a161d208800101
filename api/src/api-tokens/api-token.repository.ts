import { sql } from 'kysely';
import type { Database } from '../platform/db/database.ts';

/** A role as a token may hold it: its name and authorities. */
export async function findRoleWithAuthorities(db: Database, roleId: number) {
  return db.selectFrom('roles as r').where('r.id', '=', roleId)
    .select(['r.id', 'r.name', sql<string[]>`array(select p.authority from role_permissions rp
      join permissions p on p.id = rp.permission_id where rp.role_id = r.id order by p.authority)`.as('authorities')])
    .executeTakeFirst();
}

/**
 * The service account of a new token: no employee, and a password hash no password matches (`!` is not an argon2
 * hash), so it can never sign in with a password.
 */
export async function insertServiceAccount(db: Database, username: string, roleId: number): Promise<number> {
  const { id } = await db.insertInto('accounts').values({ username, employee_code: null, password_hash: '!', employee_id: null })
    .returning('id').executeTakeFirstOrThrow();
  await db.insertInto('account_roles').values({ account_id: id, role_id: roleId }).execute();
  return id;
}

export interface NewApiToken { name: string; accountId: number; prefix: string; hash: string; createdBy: number; expiresAt: Date }

export async function insertApiToken(db: Database, t: NewApiToken): Promise<number> {
  const { id } = await db.insertInto('api_tokens').values({
    name: t.name, account_id: t.accountId, prefix: t.prefix, secret_hash: t.hash, created_by: t.createdBy, expires_at: t.expiresAt,
  }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Tokens with their role and creator, newest first; `ids` narrows to those. */
export function apiTokenRows(db: Database, ids?: number[]) {
  let query = db.selectFrom('api_tokens as t')
    .leftJoin('accounts as c', 'c.id', 't.created_by')
    .leftJoin('employees as ce', 'ce.id', 'c.employee_id')
    .select([
      't.id', 't.name', 't.prefix', 't.account_id', 't.created_by', 't.created_at', 't.expires_at', 't.last_used_at', 't.revoked_at',
      sql<string | null>`coalesce(ce.name, c.username, c.employee_code)`.as('created_by_name'),
      sql<number | null>`(select r.id from account_roles ar join roles r on r.id = ar.role_id where ar.account_id = t.account_id order by r.id limit 1)`.as('role_id'),
      sql<string | null>`(select r.name from account_roles ar join roles r on r.id = ar.role_id where ar.account_id = t.account_id order by r.id limit 1)`.as('role_name'),
    ])
    .orderBy('t.created_at', 'desc').orderBy('t.id', 'desc');
  if (ids) query = query.where('t.id', 'in', ids.length ? ids : [-1]);
  return query.execute();
}

export type ApiTokenRow = Awaited<ReturnType<typeof apiTokenRows>>[number];

export function findApiTokenForUpdate(db: Database, id: number) {
  return db.selectFrom('api_tokens').select(['id', 'account_id', 'revoked_at']).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Revokes the token and disables its service account; the change is announced to every replica (migration 0024). */
export async function revokeApiToken(db: Database, id: number, accountId: number, by: number, at: Date): Promise<void> {
  await db.updateTable('api_tokens').set({ revoked_at: at, revoked_by: by }).where('id', '=', id).where('revoked_at', 'is', null).execute();
  await db.updateTable('accounts').set({ enabled: false, updated_at: at }).where('id', '=', accountId).execute();
}
