import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../platform/db/database.ts';

/**
 * Counters of `auth_throttles`, decided by the database so that concurrent requests (any replica) count exactly:
 * each attempt is counted by one INSERT … ON CONFLICT DO UPDATE … RETURNING before the password or code is checked.
 * Keys are hashes of the normalised identifier (and client address): the table names nobody, and an unknown
 * identifier is counted exactly like a known one.
 */

export type ThrottleKind = 'sign-in-client' | 'sign-in' | 'sign-in-day' | 'recover-hour' | 'recover-day' | 'reset-code' | 'reset-code-all';

export interface Counter {
  kind: ThrottleKind;
  /** the hash of the identifier (or '*'), shared by every counter about it */
  subject: string;
  /** a counter of this kind and subject: per client address when `client` is given */
  client?: string;
  /** attempts allowed in one window */
  cap: number;
  windowMs: number;
}

export interface Count { key: string; hits: number; lockedUntil: Date | null }

/** A lock level is forgotten, and a counter starts over, after this long without attempts. */
const QUIET_MS = 24 * 3600_000;
/** Rows idle this long (and not locked) are deleted now and then. */
const PRUNE_AFTER_MS = 2 * QUIET_MS;

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The subject of an identifier: usernames and employee codes compare without regard to case. */
export const subjectOf = (identifier: string) => sha256(identifier.trim().toLowerCase());

export const keyOf = (c: Pick<Counter, 'kind' | 'subject' | 'client'>) =>
  `${c.kind}:${c.client === undefined ? c.subject : sha256(`${c.subject}\n${c.client}`)}`;

/** True when the attempt counted by `count` may go on: within the cap, and no lock running. */
export const allowed = (count: Count, cap: number, now: Date) => count.hits <= cap && !(count.lockedUntil && count.lockedUntil > now);

/**
 * Counts one attempt and returns the count including it. The window starts over once it has passed without a lock,
 * once a lock has run out, or after a quiet day. Not capped: an attempt taken back (`uncount`) must undo exactly its
 * own increment, however many run at once.
 */
export async function countAttempt(db: Database, c: Counter, now: Date): Promise<Count> {
  const key = keyOf(c);
  const windowStart = new Date(now.getTime() - c.windowMs);
  const quietSince = new Date(now.getTime() - QUIET_MS);
  const fresh = sql`((t.locked_until is not null and t.locked_until <= ${now}::timestamptz)
    or (t.locked_until is null and (t.window_started_at <= ${windowStart}::timestamptz or t.updated_at <= ${quietSince}::timestamptz)))`;
  const quiet = sql`(t.updated_at <= ${quietSince}::timestamptz and (t.locked_until is null or t.locked_until <= ${now}::timestamptz))`;
  const { rows } = await sql<{ hits: number; locked_until: Date | null }>`
    insert into auth_throttles as t (key, kind, subject, hits, window_started_at, locked_until, lock_level, updated_at)
    values (${key}, ${c.kind}, ${c.subject}, 1, ${now}::timestamptz, null, 0, ${now}::timestamptz)
    on conflict (key) do update set
      hits = case when ${fresh} then 1 else t.hits + 1 end,
      window_started_at = case when ${fresh} then ${now}::timestamptz else t.window_started_at end,
      locked_until = case when ${fresh} then null else t.locked_until end,
      lock_level = case when ${quiet} then 0 else t.lock_level end,
      updated_at = ${now}::timestamptz
    returning hits, locked_until`.execute(db);
  return { key, hits: rows[0].hits, lockedUntil: toDate(rows[0].locked_until) };
}

/*
 * Deadlocks: a statement that holds one counter's row lock while waiting for another's can meet one doing the
 * reverse. So single-row statements run one at a time, and a statement or transaction touching several rows first
 * locks them in key order (`lockInOrder`), before any account row.
 */

const SIGN_IN_KINDS: ThrottleKind[] = ['sign-in', 'sign-in-day', 'sign-in-client'];

async function lockInOrder(db: Database, keys: string[]): Promise<void> {
  await db.selectFrom('auth_throttles').select('key').where('key', 'in', keys).orderBy('key').forUpdate().execute();
}

/** Takes back attempts that were refused further on (they were no failures). */
export async function uncount(db: Database, keys: string[]): Promise<void> {
  for (const key of keys) {
    await sql`update auth_throttles set hits = greatest(hits - 1, 0) where key = ${key}`.execute(db);
  }
}

export interface LockRule { key: string; cap: number; minutes: number; maxMinutes: number }

/**
 * After a failure, in a transaction: locks each counter that has reached its cap and is not locked yet, for
 * `minutes` doubled by every earlier lock (its level) up to `maxMinutes`. Returns the keys locked now, with their end.
 */
export async function lockReached(trx: Database, rules: LockRule[], now: Date): Promise<Map<string, Date>> {
  const locked = new Map<string, Date>();
  if (!rules.length) return locked;
  await lockInOrder(trx, rules.map((r) => r.key));
  const pick = (f: (r: LockRule) => number) =>
    sql`case ${sql.join(rules.map((r) => sql`when key = ${r.key} then ${f(r)}::double precision`), sql` `)} end`;
  const { rows } = await sql<{ key: string; locked_until: Date }>`
    update auth_throttles set
      locked_until = ${now}::timestamptz
        + least(${pick((r) => r.minutes * 60)} * power(2, least(lock_level, 20)), ${pick((r) => r.maxMinutes * 60)}) * interval '1 second',
      lock_level = lock_level + 1
    where (locked_until is null or locked_until <= ${now}::timestamptz)
      and (${sql.join(rules.map((r) => sql`(key = ${r.key} and hits >= ${r.cap}::integer)`), sql` or `)})
    returning key, locked_until`.execute(trx);
  for (const row of rows) locked.set(row.key, toDate(row.locked_until)!);
  return locked;
}

/** After a right password: the client's counter starts over; the identifier's take back this attempt only. */
export async function countSuccess(db: Database, clientKey: string, identifierKeys: string[]): Promise<void> {
  await sql`update auth_throttles set hits = 0, locked_until = null, lock_level = 0 where key = ${clientKey}`.execute(db);
  await uncount(db, identifierKeys);
}

/**
 * Lifts the sign-in counters and locks of a subject whose account an administrator unlocked during the lock, once:
 * only while the identifier's lock is still the one observed, so concurrent attempts that all saw it do not each
 * start the count over.
 */
export async function liftUnlocked(db: Database, subject: string, lockKey: string, observed: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('auth_throttles').select(['key', 'locked_until'])
      .where('subject', '=', subject).where('kind', 'in', SIGN_IN_KINDS).orderBy('key').forUpdate().execute();
    const lock = rows.find((r) => r.key === lockKey)?.locked_until;
    if (!lock || toDate(lock)!.getTime() !== observed.getTime()) return;
    await trx.deleteFrom('auth_throttles').where('key', 'in', rows.map((r) => r.key)).execute();
  });
}

/** Lifts every sign-in counter and lock of these subjects (a password reset), in the caller's transaction. */
export async function clearSignIn(trx: Database, subjects: string[]): Promise<void> {
  if (!subjects.length) return;
  const rows = await trx.selectFrom('auth_throttles').select('key')
    .where('subject', 'in', subjects).where('kind', 'in', SIGN_IN_KINDS).orderBy('key').forUpdate().execute();
  if (rows.length) await trx.deleteFrom('auth_throttles').where('key', 'in', rows.map((r) => r.key)).execute();
}

/** Deletes a bounded batch of long-idle, unlocked rows, skipping any row in use; called now and then. */
export async function pruneIdle(db: Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - PRUNE_AFTER_MS);
  await sql`delete from auth_throttles where key in (
    select key from auth_throttles where updated_at < ${before}::timestamptz
      and (locked_until is null or locked_until <= ${now}::timestamptz) limit 500 for update skip locked)`.execute(db);
}

const toDate = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));
