import { createHash, randomBytes, randomInt } from 'node:crypto';
import { passwordProblems } from '../../../domain/index.ts';
import { ACCOUNT_REFUSALS, accountState } from '../platform/auth/principal.ts';
import { hashPassword, verifyPassword } from '../platform/auth/passwords.ts';
import type { AppContext } from '../platform/context.ts';
import { ApiError, badRequest, fieldError, unauthorized } from '../platform/errors.ts';
import { findAccountById, findAccountByIdentifier, type AccountWithRoles } from '../accounts/account.repository.ts';

export interface SignInResult {
  token: string;
  tokenType: 'Bearer';
  expiresAt: string;
  accountId: number;
  employeeId: number | null;
  roles: string[];
}

export async function issueToken(ctx: AppContext, account: AccountWithRoles): Promise<SignInResult> {
  const roles = account.roles.map((r) => r.name);
  const { token, expiresAt } = await ctx.tokens.sign({
    accountId: account.id, employeeId: account.employee_id, roles, sv: account.session_version,
  });
  return { token, tokenType: 'Bearer', expiresAt: expiresAt.toISOString(), accountId: account.id, employeeId: account.employee_id, roles };
}

/**
 * Signs in by username or employee code. Wrong passwords count; the fifth in a row locks the account for
 * `lockMinutes`. The state of an account (disabled, expired, …) is told only to someone who knows its password,
 * except a lock, which stops every attempt.
 */
export async function signIn(ctx: AppContext, identifier: { field: 'username' | 'employeeCode'; value: string }, password: string) {
  const now = ctx.now();
  const account = await findAccountByIdentifier(ctx.db, identifier.field, identifier.value);
  const ok = await verifyPassword(account?.password_hash ?? null, password);
  if (!account) throw unauthorized('Invalid credentials', 'INVALID_CREDENTIALS');

  if (account.locked_until && account.locked_until > now) throw refusal('LOCKED');
  if (!ok) {
    const failures = account.failed_attempts + 1;
    const lock = failures >= ctx.config.lockAfterFailures;
    await ctx.db.updateTable('accounts').where('id', '=', account.id)
      .set(lock
        ? { failed_attempts: 0, locked_until: new Date(now.getTime() + ctx.config.lockMinutes * 60_000) }
        : { failed_attempts: failures })
      .execute();
    if (lock) {
      throw unauthorized(`Too many failed attempts: the account is locked for ${ctx.config.lockMinutes} minutes`, 'ACCOUNT_LOCKED');
    }
    throw unauthorized('Invalid credentials', 'INVALID_CREDENTIALS');
  }
  const state = accountState(account, now);
  if (state !== 'OK') throw refusal(state);

  await ctx.db.updateTable('accounts').where('id', '=', account.id)
    .set({ failed_attempts: 0, locked_until: null, last_login_at: now }).execute();
  return issueToken(ctx, account);
}

function refusal(state: keyof typeof ACCOUNT_REFUSALS) {
  const [code, message] = ACCOUNT_REFUSALS[state];
  return unauthorized(message, code);
}

export async function refresh(ctx: AppContext, accountId: number): Promise<SignInResult> {
  const account = await findAccountById(ctx.db, accountId);
  if (!account) throw unauthorized('The account no longer exists', 'TOKEN_INVALID');
  return issueToken(ctx, account);
}

const RESET_MINUTES = 30;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Mails a reset link and code when the address belongs to an active account; says nothing either way. */
export async function recover(ctx: AppContext, username: string): Promise<void> {
  const account = await findAccountByIdentifier(ctx.db, 'username', username.trim());
  if (!account || !account.enabled || account.expired || !account.username) return;
  const token = randomBytes(32).toString('base64url');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.insertInto('password_resets').values({
    account_id: account.id, token_hash: sha256(token), code_hash: sha256(`${account.id}:${code}`),
    expires_at: new Date(ctx.now().getTime() + RESET_MINUTES * 60_000),
  }).execute();
  const link = `${ctx.config.publicUrl}/pages/recover-account?token=${token}`;
  await ctx.mailer.send({
    to: account.username,
    subject: 'Pontual: reset your password',
    text: [
      'Someone asked to reset the password of your Pontual account.',
      `Open this link to choose a new password: ${link}`,
      `Or enter this code on the recovery page: ${code}`,
      `The link and the code work once, for ${RESET_MINUTES} minutes. If you did not ask, ignore this message.`,
    ].join('\n\n'),
  });
}

/** Sets a new password from a mailed link token, or from the username and the mailed code. */
export async function resetPassword(ctx: AppContext, input: { token?: string; username?: string; code?: string; newPassword: string }) {
  const problems = passwordProblems(input.newPassword);
  if (problems.length) throw fieldError('newPassword', `Password ${problems.join(', ')}`, 'PASSWORD_POLICY');
  const now = ctx.now();
  let query = ctx.db.selectFrom('password_resets').select(['id', 'account_id'])
    .where('used_at', 'is', null).where('expires_at', '>', now);
  if (input.token) {
    query = query.where('token_hash', '=', sha256(input.token));
  } else if (input.username && input.code) {
    const account = await findAccountByIdentifier(ctx.db, 'username', input.username.trim());
    if (!account) throw new ApiError(400, 'RESET_INVALID', 'The code is not valid or has expired', [{ field: 'code', message: 'is not valid or has expired' }]);
    query = query.where('account_id', '=', account.id).where('code_hash', '=', sha256(`${account.id}:${input.code}`));
  } else {
    throw badRequest('Send the token of the link, or the username with the code', [{ field: 'token', message: 'is required' }]);
  }
  const reset = await query.executeTakeFirst();
  if (!reset) {
    const field = input.token ? 'token' : 'code';
    throw new ApiError(400, 'RESET_INVALID', 'The link or code is not valid or has expired', [{ field, message: 'is not valid or has expired' }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('password_resets').set({ used_at: now }).where('account_id', '=', reset.account_id).where('used_at', 'is', null).execute();
    await trx.updateTable('accounts').where('id', '=', reset.account_id).set((eb) => ({
      password_hash: passwordHash, password_changed_at: now, credentials_expired: false, failed_attempts: 0,
      locked_until: null, session_version: eb('session_version', '+', 1),
    })).execute();
  });
}
