import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { authority, IDENTIFICATION_METHODS, passwordProblems } from '../../../domain/index.ts';
import type { Principal } from '../platform/auth/principal.ts';
import { hashPassword, verifyPassword } from '../platform/auth/passwords.ts';
import type { AppContext } from '../platform/context.ts';
import type { Database } from '../platform/db/database.ts';
import { ApiError, conflict, fieldError, notFound } from '../platform/errors.ts';
import { issueToken } from '../session/session.service.ts';
import { countActiveHolders, findAccountById, setAccountRoles } from './account.repository.ts';

export interface AccountInput {
  username?: string | null;
  employeeCode?: string | null;
  password?: string;
  employeeId?: number | null;
  roles?: { id?: number; name?: string }[];
  isEnabled?: boolean;
  isExpired?: boolean;
  isLocked?: boolean;
  isCredentialsExpired?: boolean;
  identificationMethod?: string;
}

const ADMIN_AUTHORITY = authority('ACCOUNTS', 'WRITE');

/** Checks the shape rules a schema cannot express, naming the field. */
function checkIdentity(input: AccountInput) {
  if (input.username != null && !input.username.includes('@')) throw fieldError('username', 'must be an e-mail address (contain @)');
  if (input.employeeCode != null && input.employeeCode.includes('@')) throw fieldError('employeeCode', 'must not contain @');
  if (input.password !== undefined) {
    const problems = passwordProblems(input.password);
    if (problems.length) throw fieldError('password', `Password ${problems.join(', ')}`, 'PASSWORD_POLICY');
  }
}

async function resolveRoleIds(db: Database, roles: NonNullable<AccountInput['roles']>): Promise<number[]> {
  const all = await db.selectFrom('roles').select(['id', 'name']).execute();
  return roles.map((ref, i) => {
    const found = all.find((r) => (ref.id !== undefined ? r.id === ref.id : r.name.toUpperCase() === ref.name?.toUpperCase()));
    if (!found) throw fieldError(`roles[${i}]`, 'is not a known role');
    return found.id;
  });
}

async function checkEmployee(db: Database, employeeId: number, accountId?: number) {
  const employee = await db.selectFrom('employees').select('id').where('id', '=', employeeId).executeTakeFirst();
  if (!employee) throw fieldError('employeeId', 'is not a known employee');
  const holder = await db.selectFrom('accounts').select('id').where('employee_id', '=', employeeId).executeTakeFirst();
  if (holder && holder.id !== accountId) {
    throw conflict('This employee already has an account', 'EMPLOYEE_HAS_ACCOUNT', [{ field: 'employeeId', message: 'already has an account' }]);
  }
}

async function checkUnique(db: Database, input: AccountInput, accountId?: number) {
  if (input.username) {
    const other = await db.selectFrom('accounts').select('id').where(sql`lower(username)`, '=', input.username.toLowerCase()).executeTakeFirst();
    if (other && other.id !== accountId) throw conflict('This username is taken', 'USERNAME_TAKEN', [{ field: 'username', message: 'is taken' }]);
  }
  if (input.employeeCode) {
    const other = await db.selectFrom('accounts').select('id').where(sql`upper(employee_code)`, '=', input.employeeCode.toUpperCase()).executeTakeFirst();
    if (other && other.id !== accountId) throw conflict('This employee code is taken', 'EMPLOYEE_CODE_TAKEN', [{ field: 'employeeCode', message: 'is taken' }]);
  }
}

export async function createAccount(ctx: AppContext, input: AccountInput & { password: string }) {
  checkIdentity(input);
  if (!input.username && !input.employeeCode) throw fieldError('username', 'give a username or an employee code');
  return ctx.db.transaction().execute(async (trx) => {
    await checkUnique(trx, input);
    if (input.employeeId != null) await checkEmployee(trx, input.employeeId);
    const roleIds = await resolveRoleIds(trx, input.roles ?? [{ name: 'EMPLOYEE' }]);
    const created = await trx.insertInto('accounts').values({
      username: input.username ?? null,
      employee_code: input.employeeCode ?? null,
      password_hash: await hashPassword(input.password),
      employee_id: input.employeeId ?? null,
      enabled: input.isEnabled ?? true,
      expired: input.isExpired ?? false,
      manually_locked: input.isLocked ?? false,
      credentials_expired: input.isCredentialsExpired ?? false,
      identification_method: input.identificationMethod ?? 'userpass',
      password_changed_at: ctx.now(),
    }).returning('id').executeTakeFirstOrThrow();
    await setAccountRoles(trx, created.id, roleIds);
    return (await findAccountById(trx, created.id))!;
  });
}

/** An edit must leave at least one active account able to administer accounts. */
export async function assertAdminsRemain(db: Database) {
  if ((await countActiveHolders(db, ADMIN_AUTHORITY)) === 0) {
    throw conflict('At least one enabled administrator account must remain', 'LAST_ADMIN');
  }
}

export async function updateAccount(ctx: AppContext, caller: Principal, id: number, input: AccountInput) {
  checkIdentity(input);
  await ctx.db.transaction().execute(async (trx) => {
    const current = await findAccountById(trx, id);
    if (!current) throw notFound('Account');
    const username = input.username !== undefined ? input.username : current.username;
    const employeeCode = input.employeeCode !== undefined ? input.employeeCode : current.employee_code;
    if (username === null && employeeCode === null) throw fieldError('username', 'an account needs a username or an employee code');
    if (id === caller.accountId && (input.isEnabled === false || input.isLocked === true || input.isExpired === true)) {
      throw conflict('You cannot disable, lock or expire your own account', 'OWN_ACCOUNT');
    }
    await checkUnique(trx, input, id);
    if (input.employeeId != null) await checkEmployee(trx, input.employeeId, id);
    const revoke = input.password !== undefined || input.isEnabled === false || input.isExpired === true || input.isLocked === true;
    const unlock = input.isLocked === false;
    await trx.updateTable('accounts').where('id', '=', id).set((eb) => ({
      ...(input.username !== undefined ? { username: input.username } : {}),
      ...(input.employeeCode !== undefined ? { employee_code: input.employeeCode } : {}),
      ...(input.employeeId !== undefined ? { employee_id: input.employeeId } : {}),
      ...(input.isEnabled !== undefined ? { enabled: input.isEnabled } : {}),
      ...(input.isExpired !== undefined ? { expired: input.isExpired } : {}),
      ...(input.isLocked !== undefined ? { manually_locked: input.isLocked } : {}),
      ...(unlock ? { locked_until: null, failed_attempts: 0 } : {}),
      ...(input.isCredentialsExpired !== undefined ? { credentials_expired: input.isCredentialsExpired } : {}),
      ...(input.identificationMethod !== undefined ? { identification_method: input.identificationMethod } : {}),
      ...(revoke ? { session_version: eb('session_version', '+', 1) } : {}),
      updated_at: ctx.now(),
    })).execute();
    if (input.password !== undefined) {
      await trx.updateTable('accounts').where('id', '=', id)
        .set({ password_hash: await hashPassword(input.password), password_changed_at: ctx.now() }).execute();
    }
    if (input.roles) await setAccountRoles(trx, id, await resolveRoleIds(trx, input.roles));
    await assertAdminsRemain(trx);
  });
}

export async function deleteAccount(ctx: AppContext, caller: Principal, id: number) {
  if (id === caller.accountId) throw conflict('You cannot delete your own account', 'OWN_ACCOUNT');
  await ctx.db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('accounts').where('id', '=', id).executeTakeFirst();
    if (!deleted.numDeletedRows) throw notFound('Account');
    await assertAdminsRemain(trx);
  });
}

export async function setIdentification(ctx: AppContext, id: number, method: string, code?: string) {
  if (!(IDENTIFICATION_METHODS as readonly string[]).includes(method)) {
    throw fieldError('identificationMethod', `must be one of ${IDENTIFICATION_METHODS.join(', ')}`);
  }
  if (method === 'pin' && !/^\d{4,8}$/.test(code ?? '')) throw fieldError('code', 'a PIN is 4 to 8 digits');
  if (method === 'card' && !code) throw fieldError('code', 'the card number is required');
  const codeHash = code ? createHash('sha256').update(`${method}:${code}`).digest('hex') : null;
  const result = await ctx.db.updateTable('accounts').where('id', '=', id)
    .set({ identification_method: method, identification_code_hash: codeHash, updated_at: ctx.now() }).executeTakeFirst();
  if (!result.numUpdatedRows) throw notFound('Account');
}

/** Changes the caller's own password; other sessions end, this one continues with the returned token. */
export async function changePassword(ctx: AppContext, id: number, oldPassword: string, newPassword: string) {
  const account = await findAccountById(ctx.db, id);
  if (!account) throw notFound('Account');
  if (!(await verifyPassword(account.password_hash, oldPassword))) {
    throw new ApiError(400, 'WRONG_PASSWORD', 'The current password is not correct', [{ field: 'oldPassword', message: 'is not correct' }]);
  }
  const problems = passwordProblems(newPassword);
  if (problems.length) throw fieldError('newPassword', `Password ${problems.join(', ')}`, 'PASSWORD_POLICY');
  if (oldPassword === newPassword) throw fieldError('newPassword', 'must differ from the current password', 'PASSWORD_REUSED');
  const passwordHash = await hashPassword(newPassword);
  const updated = await ctx.db.updateTable('accounts').where('id', '=', id).set((eb) => ({
    password_hash: passwordHash, credentials_expired: false, password_changed_at: ctx.now(),
    session_version: eb('session_version', '+', 1),
  })).returning('session_version').executeTakeFirstOrThrow();
  return issueToken(ctx, { ...account, session_version: updated.session_version });
}
