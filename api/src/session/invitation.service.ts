import { randomBytes } from 'node:crypto';
import { passwordProblems } from '../../../domain/index.ts';
import { findAccountById } from '../accounts/account.repository.ts';
import { accountState } from '../platform/auth/principal.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { AppContext } from '../platform/context.ts';
import type { Database } from '../platform/db/database.ts';
import { ApiError, conflict, fieldError, notFound } from '../platform/errors.ts';
import type { Mail } from '../platform/mailer.ts';
import {
  consumeInvitation, findOutstandingInvitation, invitationTarget, issueInvitation, setFirstPassword,
} from './invitation.repository.ts';
import { clearSignIn, sha256, subjectOf } from './throttle.repository.ts';
import { SessionErrors } from './session.errors.ts';
import { issueToken, refusal, type SignInResult } from './session.service.ts';

/** An invitation is read when its owner gets to it, not within minutes: a week, then the administrator sends another. */
export const INVITATION_DAYS = 7;

export type InvitationEnv = Pick<AppContext, 'config' | 'now'>;

// Made once at start from random bytes that are then forgotten: a real argon2 hash (a sign-in against it takes the
// usual time, so it does not tell that the account waits for its invitation) that no password matches.
let unusable: Promise<string> | undefined;

/** A password hash nobody can match, for an account waiting for its invitation. */
export function unusablePasswordHash(): Promise<string> {
  unusable ??= hashPassword(randomBytes(32).toString('base64url'));
  return unusable;
}

/** Where the invitation goes: the username when it is an address, else the employee's work or personal e-mail. */
const addressOf = (t: { username: string | null; email: string | null; personal_email: string | null }) =>
  (t.username?.includes('@') ? t.username : null) ?? t.email ?? t.personal_email ?? null;

export const invitationNoAddress = (field: string) => new ApiError(400, SessionErrors.INVITATION_NO_ADDRESS,
  'The invitation needs an e-mail address to be sent to', [{ field, message: 'is needed to send the invitation' }]);

/**
 * Issues the account's invitation (voiding an earlier one), in the caller's transaction, and returns the mail for the
 * route to send once it commits. Refused when the account has already chosen a password or has nowhere to be mailed.
 */
export async function inviteAccount(db: Database, env: InvitationEnv, accountId: number, addressField = 'email'): Promise<Mail> {
  const target = await invitationTarget(db, accountId);
  if (!target) throw notFound('Account');
  if (target.password_set) throw conflict('This account has already chosen its password', SessionErrors.INVITATION_NOT_PENDING);
  const to = addressOf(target);
  if (!to) throw invitationNoAddress(addressField);
  const token = randomBytes(32).toString('base64url');
  const now = env.now();
  await issueInvitation(db, accountId, sha256(token), new Date(now.getTime() + INVITATION_DAYS * 24 * 3600_000), now);
  const link = `${env.config.publicUrl}/pages/invitation?token=${token}`;
  const greeting = target.name ? `Hello ${target.name},` : 'Hello,';
  return {
    to,
    subject: 'Pontual: your account is ready',
    text: [
      greeting,
      `An account has been made for you in Pontual${target.username ? ` (username ${target.username})` : ''}.`,
      `Open this link to choose your password and sign in: ${link}`,
      `The link works once, for ${INVITATION_DAYS} days. If it has expired, ask your administrator to send the invitation again.`,
    ].join('\n\n'),
  };
}

/** Whether the account has an address the invitation could go to (checked before an account is made). */
export function hasInvitationAddress(t: { username?: string | null; email?: string | null; personalEmail?: string | null }): boolean {
  return !!addressOf({ username: t.username ?? null, email: t.email ?? null, personal_email: t.personalEmail ?? null });
}

/** A checked invitation with the chosen password already hashed (argon2, outside any transaction). */
export interface CheckedInvitation { id: number; passwordHash: string; now: Date }

const invalid = () => new ApiError(400, SessionErrors.INVITATION_INVALID,
  'The invitation is not valid, has been used or has expired: ask your administrator for a new one',
  [{ field: 'token', message: 'is not valid or has expired' }]);

/** Checks the chosen password (the rules of change-password) and the link's token; the route then runs `acceptInvitation`. */
export async function checkInvitation(db: Database, env: InvitationEnv, token: string, newPassword: string): Promise<CheckedInvitation> {
  const now = env.now();
  const invitation = await findOutstandingInvitation(db, sha256(token), now);
  if (!invitation) throw invalid();
  const problems = passwordProblems(newPassword);
  if (problems.length) throw fieldError('newPassword', `Password ${problems.join(', ')}`, SessionErrors.PASSWORD_POLICY);
  return { id: invitation.id, passwordHash: await hashPassword(newPassword), now };
}

/** Uses the invitation once and sets the first password, in the route's transaction; returns the account. */
export async function acceptInvitation(trx: Database, invitation: CheckedInvitation): Promise<number> {
  const accountId = await consumeInvitation(trx, invitation.id, invitation.now);
  if (accountId === null) throw invalid();
  const account = await findAccountById(trx, accountId);
  if (!account) throw invalid();
  await clearSignIn(trx, [account.username, account.employee_code].filter((v): v is string => !!v).map(subjectOf));
  await setFirstPassword(trx, accountId, invitation.passwordHash, invitation.now);
  return accountId;
}

/** After the commit: the person is signed in, unless the account's state refuses it (disabled, a leaver, …). */
export async function signInInvited(db: Database, env: Pick<AppContext, 'tokens' | 'now'>, accountId: number)
  : Promise<SignInResult & { username: string | null; employeeCode: string | null }> {
  const account = await findAccountById(db, accountId);
  if (!account) throw invalid();
  const state = accountState(account, env.now());
  if (state !== 'OK') throw refusal(state);
  return { ...await issueToken(env, account), username: account.username, employeeCode: account.employee_code };
}
