import type { Database } from '../platform/db/database.ts';
import { ApiError, fieldError } from '../platform/errors.ts';
import type { Mail } from '../platform/mailer.ts';
import { invitationNoAddress, inviteAccount, unusablePasswordHash, type InvitationEnv } from '../session/invitation.service.ts';
import { accountIdByIdentifier, allRoleNames, insertAccount, setAccountRoles } from './account.repository.ts';
import { AccountErrors } from './account.errors.ts';

/** The new employee, as the account needs them. */
export interface NewSignInEmployee { id: number; email?: string | null; personalEmail?: string | null; employeeNumber?: string | null }

const taken = (message: string, code: string, field: string) => new ApiError(409, code, message, [{ field, message: 'is taken' }]);

/**
 * The account of a new employee who may sign in (issue #11), in the employee's transaction: the username is their
 * e-mail address, or, without one, their employee number is the employee code; the role is EMPLOYEE. It has no
 * password until the person accepts the invitation, whose mail is returned for the route to send after the commit.
 * Refusals name the employee form's fields.
 */
export async function createEmployeeAccount(trx: Database, env: InvitationEnv, employee: NewSignInEmployee): Promise<Mail> {
  const username = employee.email?.trim() || null;
  const employeeCode = username ? null : employee.employeeNumber?.trim() || null;
  if (!username && !employee.personalEmail) throw invitationNoAddress('email');
  if (!username && !employeeCode) throw fieldError('employeeNumber', 'is needed to sign in without a work e-mail address');
  if (employeeCode?.includes('@')) throw fieldError('employeeNumber', 'must not contain @ to be used for signing in');
  if (username && await accountIdByIdentifier(trx, 'username', username) !== undefined) {
    throw taken('This username is taken', AccountErrors.USERNAME_TAKEN, 'email');
  }
  if (employeeCode && await accountIdByIdentifier(trx, 'employeeCode', employeeCode) !== undefined) {
    throw taken('This employee code is taken', AccountErrors.EMPLOYEE_CODE_TAKEN, 'employeeNumber');
  }
  const role = (await allRoleNames(trx)).find((r) => r.name.toUpperCase() === 'EMPLOYEE');
  const now = env.now();
  const id = await insertAccount(trx, {
    username, employee_code: employeeCode, employee_id: employee.id, password_hash: await unusablePasswordHash(),
    password_set: false, password_changed_at: null, created_at: now, updated_at: now,
  });
  if (role) await setAccountRoles(trx, id, [role.id]);
  return inviteAccount(trx, env, id);
}
