import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { passwordProblems } from '../../../domain/index.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { AppContext } from '../platform/context.ts';
import type { Database } from '../platform/db/database.ts';
import { ApiError, badRequest, fieldError } from '../platform/errors.ts';
import type { Mail } from '../platform/mailer.ts';
import {
  consumeReset, countCodeAttempt, findResetByToken, identifiersOf, issueReset, pruneDecoys, setPasswordAfterReset,
} from './session.repository.ts';
import { allowed, clearSignIn, countAttempt, pruneIdle, sha256, subjectOf, type Counter } from './throttle.repository.ts';
import { SessionErrors } from './session.errors.ts';

/** Digits of a mailed code: with the attempt caps, guessing one stays hopeless (docs/security.md, "Recovery"). */
export const CODE_DIGITS = 8;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** A code is stored hashed with its reset's token hash, which differs for every reset. */
const codeHash = (tokenHash: string, code: string) => sha256(`${tokenHash}:${code}`);
const NO_HASH = sha256('no outstanding code');

/** What recovery needs besides the database: settings and the clock. */
export type RecoveryEnv = Pick<AppContext, 'config' | 'now'>;

/**
 * Prepares the recovery mail (a link and a code) when the address belongs to an active account; the caller sends
 * it off the response path. The same counting and the same statements run for an unknown address, and the answer
 * never tells: requests per address are capped per hour and per day, whatever client asks.
 */
export async function recover(db: Database, env: RecoveryEnv, username: string): Promise<Mail | null> {
  const now = env.now();
  const value = username.trim();
  const { minutes, requestsPerHour, requestsPerDay } = env.config.recovery;
  const token = randomBytes(32).toString('base64url');
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
  const tokenHash = sha256(token);
  const subject = subjectOf(value);
  if (randomInt(100) === 0) await Promise.all([pruneDecoys(db, now), pruneIdle(db, now)]);
  if (!await within(db, { kind: 'recover-hour', subject, cap: requestsPerHour, windowMs: HOUR }, now)) return null;
  if (!await within(db, { kind: 'recover-day', subject, cap: requestsPerDay, windowMs: DAY }, now)) return null;
  const to = await issueReset(db, {
    username: value, subject, tokenHash, codeHash: codeHash(tokenHash, code), expiresAt: new Date(now.getTime() + minutes * 60_000), now,
  });
  if (!to) return null;
  const link = `${env.config.publicUrl}/pages/recover-account?token=${token}`;
  return {
    to,
    subject: 'Pontual: reset your password',
    text: [
      'Someone asked to reset the password of your Pontual account.',
      `Open this link to choose a new password: ${link}`,
      `Or enter this code on the recovery page: ${code}`,
      `The link and the code work once, for ${minutes} minutes; a new request replaces them. If you did not ask, ignore this message.`,
    ].join('\n\n'),
  };
}

/** A reset whose link or code was checked, with the new password already hashed (argon2, outside any transaction). */
export interface CheckedReset { id: number; tokenHash: string; field: 'token' | 'code'; passwordHash: string; now: Date }

/**
 * Checks a new password and a mailed link token, or the username and the mailed code; the code attempts are counted
 * on the plain database (they must commit even when the code is wrong). The route then runs `completeReset` in a
 * transaction.
 */
export async function checkReset(db: Database, env: RecoveryEnv, input: { token?: string; username?: string; code?: string; newPassword: string }): Promise<CheckedReset> {
  const problems = passwordProblems(input.newPassword);
  if (problems.length) throw fieldError('newPassword', `Password ${problems.join(', ')}`, SessionErrors.PASSWORD_POLICY);
  const now = env.now();
  let checked: { id: number; tokenHash: string };
  if (input.token) {
    // 256 random bits: found by its hash, with nothing to count per account.
    const tokenHash = sha256(input.token);
    const reset = await findResetByToken(db, tokenHash, now);
    if (!reset) throw invalid(env, 'token');
    checked = { id: reset.id, tokenHash };
  } else if (input.username && input.code) {
    checked = await checkCode(db, env, input.username.trim(), input.code, now);
  } else {
    throw badRequest('Send the token of the link, or the username with the code', [{ field: 'token', message: 'is required' }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  return { ...checked, field: input.token ? 'token' : 'code', passwordHash, now };
}

/** Uses the checked reset once and sets the new password, in the route's transaction. */
export async function completeReset(trx: Database, env: RecoveryEnv, reset: CheckedReset): Promise<void> {
  const accountId = await consumeReset(trx, reset, reset.now);
  if (accountId === null) throw invalid(env, reset.field);
  // Whoever reads the mailbox may sign in again at once, from any client. Counters before the account row: the
  // order a failed sign-in takes them in (no deadlock).
  const account = await identifiersOf(trx, accountId);
  await clearSignIn(trx, [account.username, account.employee_code].filter((v): v is string => !!v).map(subjectOf));
  await setPasswordAfterReset(trx, accountId, reset.passwordHash, reset.now);
}

/**
 * Counts the attempt per account and over all accounts, then against the code itself (void after `codeAttempts`),
 * all before comparing, in constant time. Returns the reset to use.
 */
async function checkCode(db: Database, env: RecoveryEnv, username: string, code: string, now: Date): Promise<{ id: number; tokenHash: string }> {
  const { codeAttempts, codeAttemptsPerDay, codeAttemptsPerDayAll } = env.config.recovery;
  const subject = subjectOf(username);
  if (!await within(db, { kind: 'reset-code', subject, cap: codeAttemptsPerDay, windowMs: DAY }, now)) throw invalid(env, 'code');
  if (!await within(db, { kind: 'reset-code-all', subject: '*', cap: codeAttemptsPerDayAll, windowMs: DAY }, now)) throw invalid(env, 'code');
  const reset = await countCodeAttempt(db, subject, codeAttempts, now);
  const expected = Buffer.from(reset?.code_hash ?? NO_HASH, 'hex');
  const given = Buffer.from(codeHash(reset?.token_hash ?? '', code), 'hex');
  if (!timingSafeEqual(expected, given) || !reset) throw invalid(env, 'code');
  return { id: reset.id, tokenHash: reset.token_hash };
}

async function within(db: Database, counter: Counter, now: Date): Promise<boolean> {
  return allowed(await countAttempt(db, counter, now), counter.cap, now);
}

/** One answer for a wrong, used, expired or void link or code, and for an unknown address. */
function invalid(env: RecoveryEnv, field: 'token' | 'code'): ApiError {
  const message = field === 'token'
    ? 'The link is not valid or has expired: ask for a new message'
    : `The code is not valid or has expired (after ${env.config.recovery.codeAttempts} wrong attempts it stops working): `
      + 'use the link of the message, or ask for a new one';
  return new ApiError(400, SessionErrors.RESET_INVALID, message, [{ field, message: 'is not valid or has expired' }]);
}
