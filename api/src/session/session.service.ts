import { randomInt } from 'node:crypto';
import { ACCOUNT_REFUSALS, accountState } from '../platform/auth/principal.ts';
import { verifyPassword } from '../platform/auth/passwords.ts';
import type { AppContext } from '../platform/context.ts';
import type { Database } from '../platform/db/database.ts';
import { ApiError, unauthorized } from '../platform/errors.ts';
import { findAccountById, findAccountByIdentifier, type AccountWithRoles, type SigningInAccount } from '../accounts/account.repository.ts';
import { namedBy, type IdentifierField } from './session.repository.ts';
import {
  allowed, countInTurn, liftUnlocked, pruneIdle, recordAccountFailure, recordFailedAttempt, recordSuccess, subjectOf, uncount,
  type Count, type Counter,
} from './throttle.repository.ts';
import { SessionErrors } from './session.errors.ts';
import { PlatformErrors } from '../platform/platform.errors.ts';

export interface SignInResult {
  token: string;
  tokenType: 'Bearer';
  expiresAt: string;
  accountId: number;
  employeeId: number | null;
  roles: string[];
}

export interface Identifier { field: IdentifierField; value: string }

/** What the session services need besides the database: settings, the token signer, the clock. */
export type SessionEnv = Pick<AppContext, 'config' | 'tokens' | 'now'>;

export async function issueToken(env: Pick<AppContext, 'tokens'>, account: AccountWithRoles): Promise<SignInResult> {
  const roles = account.roles.map((r) => r.name);
  const { token, expiresAt } = await env.tokens.sign({
    accountId: account.id, employeeId: account.employee_id, roles, sv: account.session_version,
  });
  return { token, tokenType: 'Bearer', expiresAt: expiresAt.toISOString(), accountId: account.id, employeeId: account.employee_id, roles };
}

/** A sign-in attempt counted and admitted, with the verdict of its password. */
export interface SignInAttempt {
  identifier: Identifier;
  tiers: SignInTiers;
  /** the attempt's counts, the client's first */
  counts: Count[];
  account: SigningInAccount | undefined;
  passwordOk: boolean;
  now: Date;
}

/**
 * Sign-in by username or employee code (docs/security.md, "Sign-in"), in three steps the route runs:
 * `checkSignIn`, then `recordSignInFailure` or `completeSignIn`, each statement committing on its own.
 * Every attempt is counted in the database before the verdict on its password is used, per (identifier, client address)
 * and per identifier over all clients, whether or not an account exists: over a limit the attempt is refused, so
 * concurrent guesses cannot outrun the count, and a known identifier answers exactly like an unknown one. The counts
 * must commit on their own (never inside a caller's transaction) and argon2 runs outside any transaction. The state
 * of an account (disabled, expired, locked by an administrator, …) is told only to someone who knows its password.
 */
export async function checkSignIn(db: Database, env: SessionEnv, identifier: Identifier, password: string, client: string): Promise<SignInAttempt> {
  const now = env.now();
  const tiers = signInTiers(env, identifier.value, client);
  // argon2 runs in the thread pool while the attempt is counted; its verdict is used only once the count has admitted
  // the attempt (a refused one is answered without it). An unknown identifier is checked against a decoy hash alike.
  const account = await findAccountByIdentifier(db, identifier.field, identifier.value);
  const verdict = verifyPassword(account?.password_hash ?? null, password);
  const counts = await admit(db, env, identifier, tiers, now);
  const passwordOk = await verdict && !!account;
  return { identifier, tiers, counts, account, passwordOk, now };
}

/** After a right password: the counters take the attempt back, the account's state may still refuse it. */
export async function completeSignIn(db: Database, env: SessionEnv, attempt: SignInAttempt): Promise<SignInResult> {
  const { account, counts, now } = attempt;
  if (!account || !attempt.passwordOk) throw unauthorized('Invalid credentials', SessionErrors.INVALID_CREDENTIALS);
  const state = accountState(account, now);
  // One statement: the counters take the attempt back and, unless the account's state refuses it, the account records it.
  await recordSuccess(db, counts.map((c) => c.key), state === 'OK' ? account.id : null, now);
  if (state !== 'OK') throw refusal(state);
  return issueToken(env, account);
}

/** A counter with the lock it sets when a failure brings it to its cap. */
interface Tier extends Counter { minutes: number; maxMinutes: number }
interface SignInTiers { subject: string; perClient: Tier; perIdentifier: Tier[] }

/** Per (identifier, client address); per identifier over all clients, in 15 minutes and in a day. */
function signInTiers(env: SessionEnv, value: string, client: string): SignInTiers {
  const { lockAfterFailures: cap, lockMinutes: minutes, lockMaxMinutes: maxMinutes, identifierLock: all } = env.config;
  const subject = subjectOf(value);
  return {
    subject,
    perClient: { kind: 'sign-in-client', subject, client, cap, windowMs: minutes * 60_000, minutes, maxMinutes },
    perIdentifier: [
      { kind: 'sign-in', subject, cap: all.afterFailures, windowMs: all.windowMinutes * 60_000, minutes: all.minutes, maxMinutes: all.maxMinutes },
      { kind: 'sign-in-day', subject, cap: all.perDay, windowMs: 24 * 3600_000, minutes: all.maxMinutes, maxMinutes: all.maxMinutes },
    ],
  };
}

/**
 * Counts the attempt for the client, then for the identifier (15 minutes, then the day), in one statement that stops
 * at the first counter refusing it; once over, refuses it whatever its password. A client over its limit does not
 * count against the identifier: one client cannot lock the account for all. Returns the counts: the client's first.
 */
async function admit(db: Database, env: SessionEnv, identifier: Identifier, tiers: SignInTiers, now: Date, mayLift = true): Promise<Count[]> {
  if (randomInt(100) === 0) await pruneIdle(db, now);
  const gates = [tiers.perClient, ...tiers.perIdentifier];
  const counts = await countInTurn(db, gates.map((tier) => ({ counter: tier, cap: tier.cap })), now);
  const keys = counts.map((c) => c.key);
  const last = counts[counts.length - 1];
  const refused = allowed(last, gates[counts.length - 1].cap, now) ? undefined : last;
  if (!refused) return counts;
  if (counts.length === 1) throw tooManyFailures(env, refused.lockedUntil, now);
  // Read after counting: a lock committed before our count is visible here together with its copy on the account.
  const account = await findAccountByIdentifier(db, identifier.field, identifier.value);
  const lock = refused.lockedUntil && refused.lockedUntil > now ? refused.lockedUntil : null;
  if (mayLift && lock && account && !(account.locked_until && account.locked_until > now)) {
    // The account's copy of the lock is gone: an administrator unlocked it (a password reset lifts locks itself).
    await liftUnlocked(db, tiers.subject, refused.key, lock);
    return admit(db, env, identifier, tiers, now, false);
  }
  await uncount(db, keys); // refused unchecked: no failure
  throw tooManyFailures(env, refused.lockedUntil, now);
}

/**
 * After a wrong password, in one statement: locks the counters that this failure brought to their cap, and records the
 * failure on the account, copying a lock of the identifier for every client to it (`lockedUntil`, seen by
 * administrators, lifted by their unlock), so any attempt that sees the lock also sees the copy. Returns the error to
 * answer.
 */
export async function recordSignInFailure(db: Database, env: SessionEnv, attempt: SignInAttempt): Promise<ApiError> {
  const { identifier, tiers, counts, now } = attempt;
  const tiersInOrder = [tiers.perClient, ...tiers.perIdentifier];
  const account = namedBy(identifier.field, identifier.value);
  // Below every cap as counted, this failure locks nothing (a concurrent one that reached a cap locks it): the account
  // records it alone. Decided by the counts, so a known and an unknown identifier take the same path.
  if (counts.every((count, i) => count.hits < tiersInOrder[i].cap)) {
    await recordAccountFailure(db, account);
    return unauthorized('Invalid credentials', SessionErrors.INVALID_CREDENTIALS);
  }
  const rules = tiersInOrder.map((tier, i) => ({ ...tier, key: counts[i].key }));
  const lockedUntil = latest([...(await recordFailedAttempt(db, rules, account, now)).values()]);
  return lockedUntil ? tooManyFailures(env, lockedUntil, now) : unauthorized('Invalid credentials', SessionErrors.INVALID_CREDENTIALS);
}

function latest(dates: (Date | null)[]): Date | null {
  const times = dates.filter((d): d is Date => d !== null).map((d) => d.getTime());
  return times.length ? new Date(Math.max(...times)) : null;
}

/** The same answer for every identifier, known or not. */
function tooManyFailures(env: SessionEnv, until: Date | null, now: Date): ApiError {
  const minutes = until ? Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000)) : env.config.lockMinutes;
  return unauthorized(`Too many failed attempts: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`, SessionErrors.ACCOUNT_LOCKED);
}

export function refusal(state: keyof typeof ACCOUNT_REFUSALS) {
  const [code, message] = ACCOUNT_REFUSALS[state];
  return unauthorized(message, code);
}

export async function refresh(db: Database, env: SessionEnv, accountId: number): Promise<SignInResult> {
  const account = await findAccountById(db, accountId);
  if (!account) throw unauthorized('The account no longer exists', PlatformErrors.TOKEN_INVALID);
  return issueToken(env, account);
}
