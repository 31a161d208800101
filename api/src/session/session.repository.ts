import { sql } from 'kysely';
import type { Database } from '../platform/db/database.ts';

export type IdentifierField = 'username' | 'employeeCode';

/** Accounts named by an identifier (the same rule as sign-in: usernames and employee codes ignore case). */
export const namedBy = (field: IdentifierField, value: string) => (field === 'username'
  ? sql<boolean>`lower(username) = ${value.toLowerCase()}`
  : sql<boolean>`upper(employee_code) = ${value.toUpperCase()}`);

/**
 * Issues the one outstanding reset of an address (its `subject`), replacing, so voiding, the link and code of any
 * earlier one in the same statement. An address without an active account gets the same row without an account (a
 * decoy nothing can use): the work is the same either way. Returns the address to mail, or null.
 */
export async function issueReset(db: Database, r: { username: string; subject: string; tokenHash: string; codeHash: string; expiresAt: Date; now: Date }) {
  const { rows } = await sql<{ username: string | null }>`
    with target as (
      select id, username from accounts
      where lower(username) = ${r.username.toLowerCase()} and enabled and not expired
    ), renamed as (
      update password_resets set used_at = ${r.now}::timestamptz
      where account_id in (select id from target) and subject <> ${r.subject} and used_at is null
    )
    insert into password_resets (subject, account_id, token_hash, code_hash, expires_at, code_attempts, created_at)
    values (${r.subject}, (select id from target), ${r.tokenHash}, ${r.codeHash}, ${r.expiresAt}::timestamptz, 0, ${r.now}::timestamptz)
    on conflict (subject) where used_at is null do update set
      account_id = excluded.account_id, token_hash = excluded.token_hash, code_hash = excluded.code_hash,
      expires_at = excluded.expires_at, code_attempts = 0, created_at = excluded.created_at
    returning (select username from target) as username`.execute(db);
  return rows[0]?.username ?? null;
}

/**
 * Counts one attempt against the outstanding, unexpired code of an address (decoy or not), unless it has had
 * `maxAttempts` already (then it is void). Counted before the code is compared, so concurrent guesses cannot exceed
 * the limit.
 */
export async function countCodeAttempt(db: Database, subject: string, maxAttempts: number, now: Date) {
  const { rows } = await sql<{ id: number; token_hash: string; code_hash: string }>`
    update password_resets set code_attempts = code_attempts + 1
    where subject = ${subject} and used_at is null and expires_at > ${now}::timestamptz and code_attempts < ${maxAttempts}::integer
    returning id, token_hash, code_hash`.execute(db);
  return rows[0] ?? null;
}

export async function findResetByToken(db: Database, tokenHash: string, now: Date) {
  return db.selectFrom('password_resets').select('id')
    .where('token_hash', '=', tokenHash).where('used_at', 'is', null).where('expires_at', '>', now).where('account_id', 'is not', null)
    .executeTakeFirst();
}

/**
 * Uses the reset once, if it still holds the link and code that were checked (a new request replaces them in place):
 * of two concurrent uses, one gets the account id and the other null (so does a decoy).
 */
export async function consumeReset(db: Database, checked: { id: number; tokenHash: string }, now: Date) {
  const row = await db.updateTable('password_resets').set({ used_at: now })
    .where('id', '=', checked.id).where('token_hash', '=', checked.tokenHash).where('used_at', 'is', null).where('expires_at', '>', now).where('account_id', 'is not', null)
    .returning('account_id').executeTakeFirst();
  return row?.account_id ?? null;
}

/** Deletes a bounded batch of decoy rows a day past their expiry, skipping any row in use. */
export async function pruneDecoys(db: Database, now: Date) {
  const before = new Date(now.getTime() - 24 * 3600_000);
  await sql`delete from password_resets where id in (
    select id from password_resets where account_id is null and expires_at < ${before}::timestamptz limit 500 for update skip locked)`.execute(db);
}

export async function identifiersOf(db: Database, accountId: number) {
  return db.selectFrom('accounts').select(['username', 'employee_code']).where('id', '=', accountId).executeTakeFirstOrThrow();
}

/** The new password; every session ends and the lock lifts. */
export async function setPasswordAfterReset(db: Database, accountId: number, passwordHash: string, now: Date) {
  await db.updateTable('accounts').where('id', '=', accountId).set((eb) => ({
    password_hash: passwordHash, password_set: true, password_changed_at: now, credentials_expired: false, failed_attempts: 0,
    locked_until: null, session_version: eb('session_version', '+', 1),
  })).execute();
}
