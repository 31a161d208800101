import { createHash } from 'node:crypto';
import { authority, IDENTIFICATION_METHODS, passwordProblems, VENDOR_AUTHORITIES } from '../../../domain/index.ts';
import type { Principal } from '../platform/auth/principal.ts';
import { hashPassword, verifyPassword } from '../platform/auth/passwords.ts';
import type { AppContext } from '../platform/context.ts';
import type { Database } from '../platform/db/database.ts';
import { ApiError, conflict, fieldError, notFound } from '../platform/errors.ts';
import { issueToken, type SessionEnv } from '../session/session.service.ts';
import { inviteAccount, unusablePasswordHash } from '../session/invitation.service.ts';
import type { Mail } from '../platform/mailer.ts';
import { guardAccessChange, type AccessGuard } from '../roles/access-guard.ts';
import {
  accountIdByIdentifier, accountIdOfEmployee, allRoleNames, countActiveHolders, deleteAccountRow, employeeExists, findAccountById,
  insertAccount, setAccountRoles, setOwnPassword, updateAccountRow,
} from './account.repository.ts';
import { AccountErrors } from './account.errors.ts';

/** What the account services need besides the database: the clock, settings (the invitation's link). */
export type AccountEnv = Pick<AppContext, 'now' | 'config'>;

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
const VENDOR_ACCOUNT = 'change a super administrator\'s account';

/** Checks the shape rules a schema cannot express, naming the field. */
function checkIdentity(input: AccountInput) {
  if (input.username != null && !input.username.includes('@')) throw fieldError('username', 'must be an e-mail address (contain @)');
  if (input.employeeCode != null && input.employeeCode.includes('@')) throw fieldError('employeeCode', 'must not contain @');
  if (input.password !== undefined) {
    const problems = passwordProblems(input.password);
    if (problems.length) throw fieldError('password', `Password ${problems.join(', ')}`, AccountErrors.PASSWORD_POLICY);
  }
}

/** The role ids; a super-administrator role only when the caller is a super administrator. */
async function resolveRoleIds(db: Database, guard: AccessGuard, roles: NonNullable<AccountInput['roles']>): Promise<number[]> {
  const all = await allRoleNames(db);
  const ids = roles.map((ref, i) => {
    const found = all.find((r) => (ref.id !== undefined ? r.id === ref.id : r.name.toUpperCase() === ref.name?.toUpperCase()));
    if (!found) throw fieldError(`roles[${i}]`, 'is not a known role');
    return found.id;
  });
  const vendor = ids.findIndex((id) => guard.vendorRoles.has(id));
  if (vendor >= 0) guard.requireVendor('give a super-administrator role', `roles[${vendor}]`);
  return [...new Set(ids)];
}

async function checkEmployee(db: Database, employeeId: number, accountId?: number) {
  if (!await employeeExists(db, employeeId)) throw fieldError('employeeId', 'is not a known employee');
  const holder = await accountIdOfEmployee(db, employeeId);
  if (holder !== undefined && holder !== accountId) {
    throw conflict('This employee already has an account', AccountErrors.EMPLOYEE_HAS_ACCOUNT, [{ field: 'employeeId', message: 'already has an account' }]);
  }
}

async function checkUnique(db: Database, input: AccountInput, accountId?: number) {
  if (input.username) {
    const other = await accountIdByIdentifier(db, 'username', input.username);
    if (other !== undefined && other !== accountId) throw conflict('This username is taken', AccountErrors.USERNAME_TAKEN, [{ field: 'username', message: 'is taken' }]);
  }
  if (input.employeeCode) {
    const other = await accountIdByIdentifier(db, 'employeeCode', input.employeeCode);
    if (other !== undefined && other !== accountId) throw conflict('This employee code is taken', AccountErrors.EMPLOYEE_CODE_TAKEN, [{ field: 'employeeCode', message: 'is taken' }]);
  }
}

/**
 * Checks a new account's fields and hashes its password: run before the transaction, so the access-control lock
 * is not held through argon2. Without a password the account gets one nobody knows, and an invitation.
 */
export async function prepareNewAccount(input: AccountInput): Promise<string> {
  checkIdentity(input);
  if (!input.username && !input.employeeCode) throw fieldError('username', 'give a username or an employee code');
  return input.password !== undefined ? hashPassword(input.password) : unusablePasswordHash();
}

/**
 * Creates the account, in the route's transaction (`passwordHash` from `prepareNewAccount`). Without a password it
 * waits for its owner: the invitation is issued here and its mail returned, for the route to send after the commit.
 */
export async function createAccount(trx: Database, env: AccountEnv, caller: Principal, input: AccountInput, passwordHash: string) {
  const id = await insertCheckedAccount(trx, env, caller, input, passwordHash);
  const mail: Mail | null = input.password === undefined ? await inviteAccount(trx, env, id, input.employeeId != null ? 'employeeId' : 'username') : null;
  return { account: (await findAccountById(trx, id))!, mail };
}

async function insertCheckedAccount(trx: Database, env: AccountEnv, caller: Principal, input: AccountInput, passwordHash: string) {
  const guard = await guardAccessChange(trx, caller, ADMIN_AUTHORITY);
  await checkUnique(trx, input);
  if (input.employeeId != null) await checkEmployee(trx, input.employeeId);
  const roleIds = await resolveRoleIds(trx, guard, input.roles ?? [{ name: 'EMPLOYEE' }]);
  const id = await insertAccount(trx, {
    username: input.username ?? null,
    employee_code: input.employeeCode ?? null,
    password_hash: passwordHash,
    employee_id: input.employeeId ?? null,
    enabled: input.isEnabled ?? true,
    expired: input.isExpired ?? false,
    manually_locked: input.isLocked ?? false,
    credentials_expired: input.isCredentialsExpired ?? false,
    identification_method: input.identificationMethod ?? 'userpass',
    password_changed_at: input.password !== undefined ? env.now() : null,
    password_set: input.password !== undefined,
  });
  await setAccountRoles(trx, id, roleIds);
  return id;
}

/**
 * An edit must leave at least one active account able to administer accounts. Sound only inside a transaction
 * that took `guardAccessChange` first: concurrent edits are then serialized and each counts what the others committed.
 */
export async function assertAdminsRemain(db: Database, guard: AccessGuard) {
  if ((await countActiveHolders(db, ADMIN_AUTHORITY)) === 0) {
    throw conflict('At least one enabled administrator account must remain', AccountErrors.LAST_ADMIN);
  }
  // Only a super administrator can change super administrators (the guard), so only they can remove the last one,
  // after which nobody could ever switch a module again.
  if (guard.callerIsVendor) {
    for (const vendorAuthority of VENDOR_AUTHORITIES) {
      if ((await countActiveHolders(db, vendorAuthority)) === 0) {
        throw conflict('At least one enabled super administrator account must remain', AccountErrors.LAST_SUPER_ADMIN);
      }
    }
  }
}

/** Checks an edit's fields and hashes a new password, before the transaction (as `prepareNewAccount`). */
export async function prepareAccountChange(input: AccountInput): Promise<string | null> {
  checkIdentity(input);
  return input.password !== undefined ? hashPassword(input.password) : null;
}

/** Edits the account, in the route's transaction (`passwordHash` from `prepareAccountChange`). */
export async function updateAccount(trx: Database, env: AccountEnv, caller: Principal, id: number, input: AccountInput, passwordHash: string | null) {
  const guard = await guardAccessChange(trx, caller, ADMIN_AUTHORITY);
  const current = await findAccountById(trx, id);
  if (!current) throw notFound('Account');
  // Password, username, state or roles: any of them would hand the vendor's account to an admin, or demote it.
  await guard.protectVendorAccounts([id], VENDOR_ACCOUNT);
  const username = input.username !== undefined ? input.username : current.username;
  const employeeCode = input.employeeCode !== undefined ? input.employeeCode : current.employee_code;
  if (username === null && employeeCode === null) throw fieldError('username', 'an account needs a username or an employee code');
  if (id === caller.accountId && (input.isEnabled === false || input.isLocked === true || input.isExpired === true)) {
    throw conflict('You cannot disable, lock or expire your own account', AccountErrors.OWN_ACCOUNT);
  }
  await checkUnique(trx, input, id);
  if (input.employeeId != null) await checkEmployee(trx, input.employeeId, id);
  const revoke = input.password !== undefined || input.isEnabled === false || input.isExpired === true || input.isLocked === true;
  const unlock = input.isLocked === false;
  await updateAccountRow(trx, id, {
    ...(input.username !== undefined ? { username: input.username } : {}),
    ...(input.employeeCode !== undefined ? { employee_code: input.employeeCode } : {}),
    ...(input.employeeId !== undefined ? { employee_id: input.employeeId } : {}),
    ...(input.isEnabled !== undefined ? { enabled: input.isEnabled } : {}),
    ...(input.isExpired !== undefined ? { expired: input.isExpired } : {}),
    ...(input.isLocked !== undefined ? { manually_locked: input.isLocked } : {}),
    ...(unlock ? { locked_until: null, failed_attempts: 0 } : {}),
    ...(input.isCredentialsExpired !== undefined ? { credentials_expired: input.isCredentialsExpired } : {}),
    ...(input.identificationMethod !== undefined ? { identification_method: input.identificationMethod } : {}),
    updated_at: env.now(),
  }, revoke);
  if (passwordHash !== null) await updateAccountRow(trx, id, { password_hash: passwordHash, password_set: true, password_changed_at: env.now() });
  if (input.roles) await setAccountRoles(trx, id, await resolveRoleIds(trx, guard, input.roles));
  await assertAdminsRemain(trx, guard);
}

/** Deletes the account, in the route's transaction. */
export async function deleteAccount(trx: Database, caller: Principal, id: number) {
  if (id === caller.accountId) throw conflict('You cannot delete your own account', AccountErrors.OWN_ACCOUNT);
  const guard = await guardAccessChange(trx, caller, ADMIN_AUTHORITY);
  await guard.protectVendorAccounts([id], VENDOR_ACCOUNT);
  if (!await deleteAccountRow(trx, id)) throw notFound('Account');
  await assertAdminsRemain(trx, guard);
}

/** Sets how the account identifies at terminals, in the route's transaction. */
export async function setIdentification(trx: Database, env: AccountEnv, caller: Principal, id: number, method: string, code?: string) {
  if (!(IDENTIFICATION_METHODS as readonly string[]).includes(method)) {
    throw fieldError('identificationMethod', `must be one of ${IDENTIFICATION_METHODS.join(', ')}`);
  }
  if (method === 'pin' && !/^\d{4,8}$/.test(code ?? '')) throw fieldError('code', 'a PIN is 4 to 8 digits');
  if (method === 'card' && !code) throw fieldError('code', 'the card number is required');
  const codeHash = code ? createHash('sha256').update(`${method}:${code}`).digest('hex') : null;
  const guard = await guardAccessChange(trx, caller, ADMIN_AUTHORITY);
  await guard.protectVendorAccounts([id], VENDOR_ACCOUNT);
  const updated = await updateAccountRow(trx, id, { identification_method: method, identification_code_hash: codeHash, updated_at: env.now() });
  if (!updated) throw notFound('Account');
}

/**
 * Changes the caller's own password; other sessions end, this one continues with the returned token. No
 * transaction: one statement writes, after argon2.
 */
export async function changePassword(db: Database, env: SessionEnv, id: number, oldPassword: string, newPassword: string) {
  const account = await findAccountById(db, id);
  if (!account) throw notFound('Account');
  if (!(await verifyPassword(account.password_hash, oldPassword))) {
    throw new ApiError(400, AccountErrors.WRONG_PASSWORD, 'The current password is not correct', [{ field: 'oldPassword', message: 'is not correct' }]);
  }
  const problems = passwordProblems(newPassword);
  if (problems.length) throw fieldError('newPassword', `Password ${problems.join(', ')}`, AccountErrors.PASSWORD_POLICY);
  if (oldPassword === newPassword) throw fieldError('newPassword', 'must differ from the current password', AccountErrors.PASSWORD_REUSED);
  const passwordHash = await hashPassword(newPassword);
  const sessionVersion = await setOwnPassword(db, id, passwordHash, env.now());
  return issueToken(env, { ...account, session_version: sessionVersion });
}
